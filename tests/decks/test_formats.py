"""Deck-building rules (CR 1.10.1.1, 1.10.1.2, 10.2): one case per rule, and every reason at once."""

from __future__ import annotations

import dataclasses
import datetime as dt

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks import Deck, Format, Rule, validate


def test_a_legal_core_deck_has_no_violations(legal_core: Deck) -> None:
    result = validate(legal_core)
    assert result.legal, result.summary()
    assert result.summary().startswith("Legal in Core")


def test_core_needs_60_cards(legal_core: Deck, cards: CardIndex) -> None:
    # CR 1.10.1.1: at least 60 cards.
    short = legal_core.remove(cards.by_name("Begone!"), 1)
    v = validate(short).broken(Rule.TOO_FEW_CARDS)
    assert v is not None and "59 cards" in v.message and "1 more" in v.message


def test_infinity_needs_60_cards_too(legal_core: Deck, cards: CardIndex) -> None:
    short = legal_core.remove(cards.by_name("Begone!"), 4)
    assert validate(short, Format.INFINITY).broken(Rule.TOO_FEW_CARDS) is not None


def test_at_most_two_inks_names_the_cards_to_remove(legal_core: Deck, cards: CardIndex) -> None:
    # CR 1.10.1.1: no more than two inks in the whole deck.
    deck = legal_core.add(cards.by_name("Smash"), 1)
    v = validate(deck).broken(Rule.TOO_MANY_INKS)
    assert v is not None
    assert v.cards == ("Smash",)
    assert "3 inks" in v.message and "Steel: Smash" in v.message


def test_a_dual_ink_card_needs_both_inks(make_deck, cards: CardIndex) -> None:
    dual = next(c for c in cards if len(c.inks) == 2 and c.legal_in("Core"))
    one_ink = next(c for c in cards if c.inks == (dual.inks[0],) and c.legal_in("Core"))
    other = next(c for c in cards if len(c.inks) == 1 and c.inks[0] not in dual.inks and c.legal_in("Core"))
    fine = Deck().add(dual, 4).add(one_ink, 4)
    assert validate(fine).broken(Rule.TOO_MANY_INKS) is None
    # dual (2 inks) + a third ink = 3 inks, although only two cards are in the deck.
    bad = Deck().add(dual, 4).add(other, 4)
    v = validate(bad).broken(Rule.TOO_MANY_INKS)
    assert v is not None and "3 inks" in v.message


def test_at_most_four_copies_of_a_full_name(legal_core: Deck, cards: CardIndex) -> None:
    deck = legal_core.add(cards.by_name("Begone!"), 1)
    v = validate(deck).broken(Rule.TOO_MANY_COPIES)
    assert v is not None and v.cards == ("Begone!",)
    assert "5 copies of Begone!, at most 4" in v.message


def test_the_same_name_in_other_versions_is_not_a_copy(make_deck) -> None:
    # The limit is per full name: Mickey Mouse - True Friend and Mickey Mouse - Inquisitive Explorer differ.
    deck = make_deck({"Mickey Mouse - True Friend": 4, "Mickey Mouse - Inquisitive Explorer": 4})
    assert validate(deck).broken(Rule.TOO_MANY_COPIES) is None


def test_max_copies_in_deck_overrides_four(cards: CardIndex) -> None:
    puppy = cards.by_name("Dalmatian Puppy - Tail Wagger")
    assert puppy.max_copies == 99
    assert validate(Deck().add(puppy, 60), Format.INFINITY).broken(Rule.TOO_MANY_COPIES) is None
    v = validate(Deck().add(puppy, 100), Format.INFINITY).broken(Rule.TOO_MANY_COPIES)
    assert v is not None and "at most 99 (the card's own limit)" in v.message


def test_the_printed_deck_rule_wins_over_the_card_data(cards: CardIndex) -> None:
    # Dalmatian Puppy - Tail Wagger prints "You may have up to 99 copies ... in your deck": the printed rule is the
    # rule (its script reads it), the data's maxCopiesInDeck only repeats it. Data that says otherwise is not used.
    puppy = dataclasses.replace(cards.by_name("Dalmatian Puppy - Tail Wagger"), max_copies=4)
    assert validate(Deck().add(puppy, 60), Format.INFINITY).broken(Rule.TOO_MANY_COPIES) is None
    assert validate(Deck().add(puppy, 100), Format.INFINITY).broken(Rule.TOO_MANY_COPIES) is not None


def test_a_lower_own_limit_also_counts(cards: CardIndex) -> None:
    slipper = cards.by_name("The Glass Slipper")
    assert slipper.max_copies == 2
    v = validate(Deck().add(slipper, 3), Format.INFINITY).broken(Rule.TOO_MANY_COPIES)
    assert v is not None and "at most 2" in v.message


def test_banned_cards_are_named_with_the_date(cards: CardIndex) -> None:
    deck = Deck().add(cards.by_name("Hiram Flaversham - Toymaker"), 1)
    v = validate(deck).broken(Rule.BANNED)
    assert v is not None and v.cards == ("Hiram Flaversham - Toymaker",)
    assert "since 2025-04-08" in v.message
    assert validate(deck, Format.INFINITY).broken(Rule.BANNED) is not None


def test_rotated_cards_are_not_legal_in_core_but_are_in_infinity(cards: CardIndex) -> None:
    deck = Deck().add(cards.by_name("Be Prepared"), 2)
    v = validate(deck).broken(Rule.NOT_LEGAL)
    assert v is not None and "rotated out on 2025-09-05" in v.message
    assert validate(deck, Format.INFINITY).broken(Rule.NOT_LEGAL) is None


def test_a_reprint_keeps_a_card_legal_after_its_first_set_rotated(cards: CardIndex) -> None:
    # CR 1.10.1.1: a deck may hold cards legal in the format. HeiHei - Persistent Presence was
    # first printed in set 2 (rotated out of Core on 2025-09-05) and reprinted in set 11; the
    # card data keeps the old date but says it is allowed, and a player may play it.
    heihei = cards.by_name("HeiHei - Persistent Presence")
    assert {p.set_code for p in heihei.printings} >= {"2", "11"}
    v = validate(Deck().add(heihei, 4), today=dt.date(2026, 11, 1))
    assert v.broken(Rule.NOT_LEGAL) is None and not v.warnings


def test_cards_never_in_a_format_say_so(cards: CardIndex) -> None:
    quest = next(c for c in cards if c.set_code.startswith("Q") and not c.legal_in("Core"))
    v = validate(Deck().add(quest)).broken(Rule.NOT_LEGAL)
    assert v is not None and quest.full_name in v.cards


def test_every_broken_rule_is_reported_at_once(cards: CardIndex) -> None:
    deck = (Deck().add(cards.by_name("Elsa - Snow Queen"), 5).add(cards.by_name("Be Prepared"))
            .add(cards.by_name("Smash")).add(cards.by_name("Hiram Flaversham - Toymaker")))
    rules = {v.rule for v in validate(deck).violations}
    assert rules == {Rule.TOO_FEW_CARDS, Rule.TOO_MANY_INKS, Rule.TOO_MANY_COPIES, Rule.BANNED, Rule.NOT_LEGAL}
    assert "5 problems" in validate(deck).summary()


def test_sealed_needs_40_with_any_inks_and_copies(make_deck) -> None:
    # CR 1.10.1.2: Limited decks, at least 40 cards, any inks, any number of copies.
    deck = make_deck({"Elsa - Snow Queen": 10, "Be Prepared": 10, "Smash": 10, "Hiram Flaversham - Toymaker": 9},
                     Format.SEALED)
    result = validate(deck)
    assert [v.rule for v in result.violations] == [Rule.TOO_FEW_CARDS]
    assert "39 cards" in result.violations[0].message and "at least 40" in result.violations[0].message
    assert validate(deck.add(deck.main[0].card)).legal


def test_draft_needs_35(make_deck) -> None:
    deck = make_deck({"Elsa - Snow Queen": 20, "Smash": 15}, Format.DRAFT)
    assert validate(deck).legal
    assert validate(deck.remove(deck.main[0].card)).broken(Rule.TOO_FEW_CARDS) is not None


def test_pack_rush_has_no_minimum_but_is_two_boosters(make_deck) -> None:
    # CR 10.2.1.1: no minimum deck size; the deck is the cards of two boosters.
    small = make_deck({"Elsa - Snow Queen": 3, "Smash": 2, "Be Prepared": 5}, Format.PACK_RUSH)
    assert validate(small).legal
    big = make_deck({"Elsa - Snow Queen": 13, "Smash": 12}, Format.PACK_RUSH)
    v = validate(big).broken(Rule.TOO_MANY_CARDS)
    assert v is not None and "at most 24" in v.message


def test_cards_that_rotate_soon_give_a_warning_not_a_violation(cards: CardIndex) -> None:
    card = next(c for c in cards if c.legality.get("Core") and c.legality["Core"].allowed
                and c.legality["Core"].allowed_until)
    until = dt.date.fromisoformat(card.legality["Core"].allowed_until or "")
    result = validate(Deck().add(card), today=until - dt.timedelta(days=30))
    assert result.broken(Rule.NOT_LEGAL) is None
    assert any(card.full_name in w for w in result.warnings)
