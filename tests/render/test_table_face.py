"""The table's card faces: the basics in large print, every one inside its place, for every card."""

from __future__ import annotations

import pytest

from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.render.face import layout_face
from lorcana_desktop.render.table_face import layout_table_face, render_table_face


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def test_every_cards_name_and_numbers_fit_their_places(cards: CardIndex) -> None:
    bad = []
    for card in cards:
        layout = layout_table_face(card, 240)
        for block in layout.blocks:
            if block.name == "text":  # the start of an action's text: a reminder, cut where it ends
                continue
            if not block.fits or any(not block.box.contains(r.bbox) for r in block.runs):
                bad.append(f"{card.full_name}: {block.name}")
    assert not bad, bad[:10]


def test_the_basics_are_printed_several_times_larger_than_on_the_full_face(cards: CardIndex) -> None:
    card = cards.by_name("Mickey Mouse - True Friend")
    small, full = layout_table_face(card, 300), layout_face(card, 300)
    for name, times in (("name", 2.0), ("strength", 2.0), ("willpower", 2.0), ("cost", 1.6)):
        assert small.block(name).size >= times * full.block(name).size, name
    # Lore has no number on the full face below 5 (its diamonds are counted): here it is a number.
    assert small.block("lore").runs[0].text == str(card.lore)


def test_a_location_is_drawn_on_its_side_with_move_cost_willpower_and_lore(cards: CardIndex) -> None:
    card = cards.by_name("Atlantica - Concert Hall")
    image = render_table_face(card, 200)
    assert image.size == (280, 200)
    layout = layout_table_face(card, 200)
    assert {b.name for b in layout.blocks} >= {"name", "cost", "move", "willpower", "lore"}
