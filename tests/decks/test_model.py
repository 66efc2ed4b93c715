"""The deck model: adding, removing and moving cards the way the deck builder's +/- buttons do."""

from __future__ import annotations

import pytest

from lorcana_desktop.cards import CardIndex, Ink
from lorcana_desktop.decks import Deck, Format, Section


def test_add_and_remove_keep_order_and_counts(cards: CardIndex) -> None:
    elsa, be_prepared = cards.by_name("Elsa - Snow Queen"), cards.by_name("Be Prepared")
    deck = Deck().add(elsa, 3).add(be_prepared).add(elsa)
    assert [(e.card.full_name, e.count) for e in deck.main] == [("Elsa - Snow Queen", 4), ("Be Prepared", 1)]
    assert deck.size == 5
    deck = deck.remove(elsa, 10)
    assert deck.count(elsa) == 0 and deck.size == 1
    assert deck.count("be prepared") == 1  # names are matched like CardIndex does


def test_the_deck_is_immutable(cards: CardIndex) -> None:
    empty = Deck()
    bigger = empty.add(cards.by_name("Elsa - Snow Queen"), 2)
    assert empty.size == 0 and bigger.size == 2


def test_sideboard_cards_are_not_in_the_main_deck(cards: CardIndex) -> None:
    elsa = cards.by_name("Elsa - Snow Queen")
    deck = Deck().add(elsa, 4).move(elsa, Section.MAIN, Section.SIDEBOARD, 3)
    assert deck.count(elsa) == 1
    assert deck.count(elsa, Section.SIDEBOARD) == 3
    assert deck.size == 1
    assert len(deck.cards()) == 1


def test_negative_count_is_refused(cards: CardIndex) -> None:
    with pytest.raises(ValueError, match="cannot hold -1"):
        Deck().with_count(cards.by_name("Elsa - Snow Queen"), -1)


def test_dual_ink_card_brings_both_inks(cards: CardIndex) -> None:
    dual = next(c for c in cards if len(c.inks) == 2)
    assert Deck().add(dual).inks == frozenset(dual.inks)


def test_format_parse_is_forgiving_and_names_the_choices() -> None:
    assert Format.parse("Pack Rush") is Format.PACK_RUSH
    assert Format.parse("pack-rush") is Format.PACK_RUSH
    assert Format.parse(" CORE ") is Format.CORE
    with pytest.raises(ValueError, match="core, infinity, sealed, draft, pack_rush"):
        Format.parse("modern")


def test_unknown_name_in_from_counts_suggests(cards: CardIndex) -> None:
    with pytest.raises(KeyError, match="Elsa - Snow Queen"):
        Deck.from_counts(cards, {"Elsa - Snow Quen": 1})


def test_sorted_lists_by_cost_then_name(cards: CardIndex) -> None:
    deck = Deck().add(cards.by_name("Be Prepared")).add(cards.by_name("Elsa - Snow Queen"))
    assert [e.card.full_name for e in deck.sorted().main] == ["Elsa - Snow Queen", "Be Prepared"]
    assert Ink.RUBY in deck.inks
