"""Community deck codes and Tabletop Simulator JSON: round trips, the older code spelling, junk."""

from __future__ import annotations

import base64
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks import (
    Deck,
    DeckFileFormat,
    detect_format,
    export_deck,
    import_deck,
    parse_code,
    parse_tts,
    to_code,
    to_tts,
)

FUZZ = settings()  # examples and deadline: the profile in tests/conftest.py


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def test_code_decodes_name_version_count(cards: CardIndex) -> None:
    r = parse_code(_b64("Elsa - Snow Queen$4|Smash$2|"), cards)
    assert r.ok and not r.problems
    assert r.deck.count("Elsa - Snow Queen") == 4 and r.deck.count("Smash") == 2


def test_older_code_with_underscores(cards: CardIndex) -> None:
    r = parse_code(_b64("Elsa_Snow Queen$4|Mickey Mouse_True Friend$3|Smash$1"), cards)
    assert r.ok and r.deck.size == 8
    assert r.deck.count("Mickey Mouse - True Friend") == 3


def test_code_round_trip_in_both_spellings(legal_core: Deck, cards: CardIndex) -> None:
    for legacy in (False, True):
        again = parse_code(to_code(legal_core, legacy=legacy), cards, name=legal_core.name)
        assert again.ok and again.deck.main == legal_core.main


def test_codes_carry_english_names_whatever_the_card_data_language(cards: CardIndex) -> None:
    from dataclasses import replace

    elsa = cards.by_name("Elsa - Snow Queen")
    french = replace(elsa, full_name="Elsa - Reine des Neiges", english_full_name="Elsa - Snow Queen")
    deck = Deck().add(french, 4)
    assert base64.b64decode(to_code(deck)).decode() == "Elsa - Snow Queen$4"
    assert base64.b64decode(to_code(deck, legacy=True)).decode() == "Elsa_Snow Queen$4"


def test_code_without_padding_or_url_safe_still_reads(cards: CardIndex) -> None:
    code = base64.urlsafe_b64encode(b"Mushu - Braggin' Dragon$2").decode().rstrip("=")
    assert parse_code(code, cards).deck.size == 2


def test_code_entries_that_cannot_be_read_are_reported(cards: CardIndex) -> None:
    r = parse_code(_b64("Elsa - Snow Queen$4|Elza$2|Smash|Begone!$0"), cards)
    assert r.deck.size == 4
    assert [p.line for p in r.errors] == [2, 3, 4]


def test_junk_is_not_a_deck_code(cards: CardIndex) -> None:
    for junk in ("", "hello world", "%%%", _b64("no dollar here"), base64.b64encode(b"\xff\xfe$").decode()):
        r = parse_code(junk, cards)
        assert not r.ok and r.deck.size == 0
        assert "Not a deck code" in r.errors[0].message or "no cards" in r.errors[0].message


def test_a_damaged_code_says_it_is_a_code(cards: CardIndex) -> None:
    code = _b64("Smash$4|Elsa - Snow Queen$3|Begone!$2")
    cut = import_deck(code[:-7], cards)  # copied short
    assert cut.source == "code" and cut.deck.size == 0
    assert cut.errors[0].message.startswith("Not a deck code: it is not valid base64 (it is cut short)")
    stray = import_deck(code[:30] + "!" + code[30:], cards)  # a character that is no base64
    assert stray.source == "code" and stray.deck.size == 0
    assert "only the letters, digits" in stray.errors[0].message
    wrapped = import_deck(code[:32] + "\n" + code[32:], cards)  # wrapped over two lines by a chat window
    assert wrapped.source == "code" and wrapped.ok and wrapped.deck.size == 9
    words = import_deck("Smash\nBegone!\nSmash\nBegone!\nSmash\nBegone!\n", cards)  # one-word names, no counts
    assert words.source == "text" and words.deck.size == 6


def test_a_code_with_a_garbled_tail_keeps_the_entries_before_it(cards: CardIndex) -> None:
    raw = b"Smash$4|Elsa - Snow Queen$3|Beg\xff\xfe$2"
    r = parse_code(base64.b64encode(raw).decode(), cards)
    assert r.deck.count("Smash") == 4 and r.deck.count("Elsa - Snow Queen") == 3
    assert [p.line for p in r.errors] == [3], "the garbled entry is reported, not dropped"


def test_tts_round_trip(legal_core: Deck, cards: CardIndex) -> None:
    out = to_tts(legal_core, image_url=lambda c: f"https://example.invalid/{c.id}.png")
    doc = json.loads(out)
    obj = doc["ObjectStates"][0]
    assert obj["Name"] == "DeckCustom" and len(obj["DeckIDs"]) == 60 == len(obj["ContainedObjects"])
    assert obj["ContainedObjects"][0]["CustomDeck"]
    again = parse_tts(out, cards)
    assert again.ok and again.deck.name == legal_core.name and again.deck.main == legal_core.main


def test_tts_unknown_and_unnamed_cards_are_reported(cards: CardIndex) -> None:
    doc = {"ObjectStates": [{"Name": "Deck", "ContainedObjects": [
        {"Name": "Card", "Nickname": "Elsa - Snow Queen"},
        {"Name": "Card", "Nickname": "Elsa\nSnow Queen"},
        {"Name": "Card", "Nickname": "Elsa - Snow Quen"},
        {"Name": "Card", "CardID": 300},
        {"Name": "Bag"},
    ]}]}
    r = parse_tts(json.dumps(doc), cards)
    assert r.deck.count("Elsa - Snow Queen") == 2
    assert len(r.errors) == 3
    assert "Elsa - Snow Queen" in r.errors[0].suggestions


def test_tts_cards_inside_a_bag_count(cards: CardIndex) -> None:
    doc = {"ObjectStates": [{"Name": "Bag", "ContainedObjects": [
        {"Name": "Card", "Nickname": "Smash"}, {"Name": "Deck", "ContainedObjects": [
            {"Name": "CardCustom", "Nickname": "Smash"}]}]}]}
    r = parse_tts(json.dumps(doc), cards)
    assert r.ok and r.deck.count("Smash") == 2


def test_tts_deck_without_names_says_so(cards: CardIndex) -> None:
    r = parse_tts(json.dumps({"ObjectStates": [{"Name": "DeckCustom", "DeckIDs": [100, 101]}]}), cards)
    assert not r.ok and "2 cards by image id" in r.errors[0].message


def test_tts_junk(cards: CardIndex) -> None:
    for junk in ("{", "[]", "{}", "42", '{"ObjectStates": 3}', "[" * 5000 + "]" * 5000):
        r = parse_tts(junk, cards)
        assert not r.ok and r.deck.size == 0


def test_detect_format_and_export(legal_core: Deck, cards: CardIndex) -> None:
    for kind in DeckFileFormat:
        out = export_deck(legal_core, kind)
        assert detect_format(out) is kind
        assert import_deck(out, cards).deck.main == legal_core.main


@FUZZ
@given(st.text(max_size=200))
def test_fuzz_codes(cards: CardIndex, junk: str) -> None:
    r = parse_code(junk, cards)
    assert r.ok or r.errors[0].message
    r = parse_code(base64.b64encode(junk.encode()).decode(), cards)
    assert all(p.message for p in r.problems)


@FUZZ
@given(st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["Name", "Nickname", "ContainedObjects", "ObjectStates", "DeckIDs", "x"]), inner, max_size=4),
    max_leaves=20,
))
def test_fuzz_tts(cards: CardIndex, doc: object) -> None:
    r = parse_tts(json.dumps(doc), cards)
    assert r.deck.size >= 0 and all(p.message for p in r.problems)
