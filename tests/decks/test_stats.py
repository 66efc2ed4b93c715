"""Deck statistics: the cost curve by ink, ink split, inkable share, types and opening-hand odds."""

from __future__ import annotations

from math import comb

import pytest

from lorcana_desktop.cards import CardIndex, CardType, Ink
from lorcana_desktop.decks import Deck, Format, deck_stats, odds_at_least_one, opening_hand_odds


def test_hypergeometric_odds_of_a_four_of() -> None:
    # 1 - C(56,7)/C(60,7): the chance of at least one of 4 copies in a 7-card opening hand.
    assert odds_at_least_one(4, 60) == pytest.approx(1 - comb(56, 7) / comb(60, 7))
    assert odds_at_least_one(4, 60) == pytest.approx(0.3995, abs=1e-4)
    assert odds_at_least_one(0, 60) == 0.0
    assert odds_at_least_one(60, 60) == 1.0


def test_a_full_mulligan_digs_seven_more_cards() -> None:
    # CR 2.2.2.1: the hand goes to the bottom and 7 new cards come from the other 53.
    miss = comb(56, 7) / comb(60, 7) * comb(49, 7) / comb(53, 7)
    assert odds_at_least_one(4, 60, mulligan=True) == pytest.approx(1 - miss)
    assert odds_at_least_one(4, 60, mulligan=True) > odds_at_least_one(4, 60)


def test_curve_inks_types_and_average(cards: CardIndex) -> None:
    dual = next(c for c in cards if len(c.inks) == 2 and c.cost == 3)
    deck = (Deck().add(cards.by_name("Elsa - Snow Queen"), 4)  # 3, Amethyst, inkable
            .add(cards.by_name("Be Prepared"), 2)  # 7, Ruby, not inkable
            .add(dual, 1))
    s = deck_stats(deck)
    assert s.total == 7
    assert s.cost_curve[3][(Ink.AMETHYST,)] == 4
    assert s.cost_curve[3][tuple(sorted(dual.inks, key=list(Ink).index))] == 1  # its own two-ink segment
    assert sum(sum(v.values()) for v in s.cost_curve.values()) == 7  # each card counted once in the curve
    assert s.ink_split[Ink.RUBY] == 2 + (1 if Ink.RUBY in dual.inks else 0)
    assert sum(s.ink_split.values()) == 8  # the dual-ink card counts for both of its inks
    assert s.inkable == 4 + (1 if dual.inkable else 0)
    assert s.by_type[CardType.ACTION] == 2
    assert s.average_cost == pytest.approx((4 * 3 + 2 * 7 + 3) / 7)
    assert s.curve_totals(top=7)[7] == 2


def test_pack_rush_opening_hand_is_five(cards: CardIndex) -> None:
    # CR 10.2.3: the opening hand in Pack Rush is 5 cards.
    deck = Deck(format=Format.PACK_RUSH).add(cards.by_name("Smash"), 2).add(cards.by_name("Begone!"), 22)
    s = deck_stats(deck)
    assert s.opening_hand == 5
    assert s.odds(2) == pytest.approx(1 - comb(22, 5) / comb(24, 5))
    assert opening_hand_odds(deck)["Smash"] == pytest.approx(s.odds(2))


def test_empty_deck_stats() -> None:
    s = deck_stats(Deck())
    assert s.total == 0 and s.average_cost == 0 and s.inkable_share == 0 and s.odds(4) == 0
