"""Dreamborn collection CSV both ways, the collection's +/-, and the "missing for this deck" report."""

from __future__ import annotations

import csv
import io

from hypothesis import given
from hypothesis import strategies as st

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks import (
    Collection,
    Deck,
    Owned,
    Severity,
    missing_for_deck,
    parse_dreamborn_csv,
    parse_text,
    to_dreamborn_csv,
)

HEADER = "Normal,Foil,Name,Set,Card Number,Color,Rarity,Price,Foil Price\n"


def _printing(cards: CardIndex, full_name: str, set_code: str):
    card = cards.by_name(full_name)
    return next(p for p in card.printings if p.set_code == set_code)


def test_rows_are_matched_by_set_and_number(cards: CardIndex) -> None:
    text = HEADER + "2,1,Elsa - Snow Queen,1,41,Amethyst,Uncommon,0.10,0.50\n0,3,Smash,1,200,Steel,Uncommon,,\n"
    r = parse_dreamborn_csv(text, cards)
    assert r.ok and not r.problems and r.rows == 2
    assert r.collection.get(_printing(cards, "Elsa - Snow Queen", "1").id) == Owned(2, 1)
    assert r.collection.copies_of(cards.by_name("Smash")) == 3


def test_unknown_place_falls_back_to_the_name_with_a_warning(cards: CardIndex) -> None:
    r = parse_dreamborn_csv(HEADER + "1,0,Elsa - Snow Queen,9,999,Amethyst,Uncommon,,\n", cards)
    assert r.ok and r.problems[0].severity is Severity.WARNING
    assert r.collection.get(_printing(cards, "Elsa - Snow Queen", "9").id) == Owned(1, 0)


def test_unknown_rows_and_bad_counts_are_errors_never_dropped_silently(cards: CardIndex) -> None:
    text = HEADER + "1,0,Elza - Snow Quen,99,1,,,,\nx,1,Smash,1,200,,,,\n-1,0,Smash,1,200,,,,\n1,0,Smash,1,200,,,,\n"
    r = parse_dreamborn_csv(text, cards)
    assert [p.line for p in r.problems] == [2, 3, 4]
    assert "Elsa - Snow Queen" in r.problems[0].suggestions
    assert r.collection.copies_of(cards.by_name("Smash")) == 1


def test_a_file_that_is_not_a_dreamborn_export(cards: CardIndex) -> None:
    for junk in ("", "a,b,c\n1,2,3\n", "Normal,Name\n1,Smash\n"):
        r = parse_dreamborn_csv(junk, cards)
        assert not r.ok and len(r.collection) == 0
    assert "Foil" in parse_dreamborn_csv("Normal,Name\n1,Smash\n", cards).problems[0].message


def test_round_trip(cards: CardIndex) -> None:
    owned = Collection()
    owned.set(_printing(cards, "Elsa - Snow Queen", "1").id, 3, 1)
    owned.set(_printing(cards, "Smash", "1").id, 0, 2)
    text = to_dreamborn_csv(owned, cards)
    rows = list(csv.reader(io.StringIO(text)))
    assert tuple(rows[0][:7]) == ("Normal", "Foil", "Name", "Set", "Card Number", "Color", "Rarity")
    assert len(rows) == 3
    again = parse_dreamborn_csv(text, cards)
    assert again.ok and again.collection == owned


def test_export_every_card_lists_unowned_printings_too(cards: CardIndex) -> None:
    text = to_dreamborn_csv(Collection(), cards, every_card=True)
    assert text.count("\n") - 1 == len({p.id for c in cards for p in c.printings})


def test_adjust_never_goes_below_zero() -> None:
    owned = Collection()
    assert owned.adjust(7, normal=2) == Owned(2, 0)
    assert owned.adjust(7, normal=-5, foil=1) == Owned(0, 1)
    assert owned.adjust(7, foil=-1) == Owned(0, 0) and len(owned) == 0


def test_missing_for_deck_counts_every_printing(cards: CardIndex) -> None:
    deck = parse_text("4 Elsa - Snow Queen\n2 Smash\n", cards, name="Frozen").deck
    owned = Collection()
    elsa = cards.by_name("Elsa - Snow Queen")
    owned.set(elsa.printings[0].id, 1, 1)
    owned.set(elsa.printings[-1].id, 0, 1)  # a reprint counts as the same card
    report = missing_for_deck(deck, owned)
    assert report.total_missing == 3
    text = report.to_text()
    assert "1 Elsa - Snow Queen" in text and "2 Smash" in text
    # The report reads back as a deck list of the missing cards (to buy or trade for).
    again = parse_text(text, cards)
    assert again.ok and again.deck.size == 3


def test_nothing_missing(cards: CardIndex) -> None:
    deck = Deck().add(cards.by_name("Smash"), 1)
    owned = Collection()
    owned.set(cards.by_name("Smash").printings[0].id, 1, 0)
    assert missing_for_deck(deck, owned).complete


@given(st.lists(st.lists(st.text(max_size=12), max_size=10), max_size=8), st.booleans())
def test_fuzz_csv(cards: CardIndex, rows: list[list[str]], with_header: bool) -> None:
    out = io.StringIO()
    writer = csv.writer(out)
    if with_header:
        writer.writerow(HEADER.strip().split(","))
    writer.writerows(rows)
    r = parse_dreamborn_csv(out.getvalue(), cards)
    assert all(p.message for p in r.problems)
    assert all(o.normal >= 0 and o.foil >= 0 for _, o in r.collection.items())


def test_every_printing_round_trips_promos_included(cards: CardIndex) -> None:
    # Promos are numbered in their own group (P1-1, C1-1, CC1-1 all carry set 1 and number 1),
    # so a CSV that wrote only the set would pour five printings into one.
    owned = Collection()
    printings = [p for card in cards for p in card.printings]
    for i, p in enumerate(printings):
        owned.set(p.id, i % 3 + 1, i % 2)
    text = to_dreamborn_csv(owned, cards)
    again = parse_dreamborn_csv(text, cards)
    assert not again.problems, [str(p) for p in again.problems[:5]]
    assert again.collection == owned
    assert again.rows == len(printings)


def test_a_promo_written_under_its_set_is_found_by_its_name(cards: CardIndex) -> None:
    ariel = cards.by_name("Ariel - Spectacular Singer")
    promo = next(p for p in ariel.printings if p.promo_group == "CC1")
    r = parse_dreamborn_csv(HEADER + "1,0,Ariel - Spectacular Singer,1,1,Amber,Special,,\n", cards)
    assert r.collection.get(promo.id) == Owned(1, 0)
    assert r.ok and "took the name" in r.problems[0].message
