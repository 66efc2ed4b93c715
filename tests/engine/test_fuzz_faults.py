"""Faults the random-game fuzzer found (``lorcana-desktop bench fuzz``), each kept as a position that failed
before its fix: whatever ``legal_actions()`` lists, ``check()`` accepts, and the other way round."""

from __future__ import annotations

import pytest

from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import PlayCard
from tests.engine.card_play import card_game


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def test_a_cost_limit_on_actions_is_checked_for_every_action_in_hand_not_only_the_first(cards: CardIndex) -> None:
    # Gizmoduck - Duckburg Defender: "FAIL-SAFE While you have no cards in your hand, opponents can't play actions
    # with cost 4 or more." (CR 1.2.2: "can't" wins.) Fuzz seeds 3460 and 13562: with a cheaper action first in
    # hand, the costly one was listed and then refused.
    sc = card_game(cards, {"hand": ["Develop Your Brain", "Be Prepared"]},
                   {"play": ["Gizmoduck - Duckburg Defender"], "hand": []})
    g = sc.game
    cheap, costly = sc.ref("Develop Your Brain"), sc.ref("Be Prepared")
    listed = {a.card for a in g.legal_actions() if isinstance(a, PlayCard)}
    assert cheap in listed  # cost 1: allowed
    assert g.check(PlayCard(costly)) is not None  # cost 7: refused...
    assert costly not in listed  # ...so not listed either


def test_the_cost_limit_ends_when_its_player_has_a_card_in_hand(cards: CardIndex) -> None:
    sc = card_game(cards, {"hand": ["Develop Your Brain", "Be Prepared"]},
                   {"play": ["Gizmoduck - Duckburg Defender"], "hand": ["Stitch - New Dog"]})
    g = sc.game
    listed = {a.card for a in g.legal_actions() if isinstance(a, PlayCard)}
    assert sc.ref("Be Prepared") in listed and g.check(PlayCard(sc.ref("Be Prepared"))) is None
