"""The Lorcana table lays out the Lorcana Ruleset's zones: every zone of a player's area, each arranged and shown as
the rules say (CR 8: deck, hand, play, inkwell, discard; CR 7.5.4: ink is face down), in every seat's layout."""

from __future__ import annotations

import pytest

from lorcana_desktop.rulesets import LORCANA, Arrange, Place, Seen
from lorcana_desktop.ui.table.layout import ZoneKind, area_layouts

# What a player sees of each zone, from the rules (not from the layout): who may look, and how its cards lie.
RULES = {
    "deck": (Arrange.PILE, Seen.NOBODY),  # CR 8.3: face down, a count
    "hand": (Arrange.FAN, Seen.OWNER),  # CR 8.4: hidden from the other players
    "play": (Arrange.ROW, Seen.EVERYONE),  # CR 8.5: public
    "inkwell": (Arrange.ROW, Seen.NOBODY),  # CR 7.5.4: ink is face down to everyone
    "discard": (Arrange.PILE, Seen.EVERYONE),  # CR 8.7: public
}


def test_the_tables_zones_are_the_rulesets() -> None:
    assert {k.value for k in ZoneKind} == {z.id for z in LORCANA.zones} == set(RULES)


@pytest.mark.parametrize("width", [1150.0, 1600.0])
def test_every_layout_arranges_and_shows_each_zone_as_the_rules_say(width: float) -> None:
    layouts = area_layouts(width)
    for layout in (layouts.near, layouts.far, layouts.small):
        assert {z.kind.value for z in layout.zones} == set(RULES)
        for z in layout.zones:
            assert (z.arrange, z.seen) == RULES[z.kind.value], z.kind


def test_the_persons_hand_is_at_their_edge_and_play_towards_the_middle() -> None:
    places = {z.id: z.place for z in LORCANA.zones}
    near = area_layouts().near
    assert places["hand"] is Place.NEAR and places["play"] is Place.MIDDLE
    # The person's area is drawn with the table's middle above it: the hand lies below the play area.
    assert near.zone(ZoneKind.HAND).y > near.zone(ZoneKind.PLAY).y
