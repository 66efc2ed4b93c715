"""Fuzzing of the entry points a person feeds: pasted text of any kind, deck files of any bytes, format names."""

from __future__ import annotations

import base64
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks import Format, import_deck, read_deck_file

FUZZ = settings()  # examples and deadline: the profile in tests/conftest.py

# Pieces people paste: card lines, code-ish runs, JSON starts, separators.
_PIECES = st.sampled_from([
    "4 Elsa - Snow Queen", "x2 Smash", "Begone!", "{", "[", '"Nickname": "Smash"', "$4|", "U21hc2gkNA==",
    "Sideboard", "# name: x", "\u201c", "\u2013", "\n", " ", "|", "=",
])


@FUZZ
@given(st.one_of(st.text(max_size=300), st.lists(_PIECES, max_size=30).map("".join)))
def test_any_pasted_text_gives_a_result_with_reasons(cards: CardIndex, junk: str) -> None:
    r = import_deck(junk, cards)
    assert r.source in ("text", "code", "tts")
    assert all(p.message.strip() for p in r.problems)
    if r.source in ("code", "tts") and r.deck.size == 0:
        assert r.errors, "a code or TTS file that yields no card says why"


@FUZZ
@given(st.lists(st.tuples(st.sampled_from(["Smash", "Begone!", "Elsa - Snow Queen", "Elza", "Smash_", ""]),
                          st.integers(-3, 2000)), min_size=1, max_size=8))
def test_every_code_entry_is_read_or_reported(cards: CardIndex, entries: list[tuple[str, int]]) -> None:
    code = base64.b64encode("|".join(f"{n}${c}" for n, c in entries).encode()).decode()
    r = import_deck(code, cards)
    assert r.source == "code"
    read = {i for i, (name, count) in enumerate(entries, start=1) if name in ("Smash", "Begone!", "Elsa - Snow Queen")
            and 1 <= count <= 999}
    assert {p.line for p in r.errors} == set(range(1, len(entries) + 1)) - read
    assert r.deck.size == sum(entries[i - 1][1] for i in read)


@FUZZ
@given(st.binary(max_size=400))
def test_any_file_gives_a_result_never_a_crash(cards: CardIndex, data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "deck.txt"
        path.write_bytes(data)
        r = read_deck_file(path, cards)
    assert r.deck.name.strip(), "a deck read from a file always has a name"
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        assert [p.message for p in r.problems] == [f"{path} is not UTF-8 text."]


@FUZZ
@given(st.text(max_size=30))
def test_format_names_parse_or_name_the_choices(text: str) -> None:
    try:
        fmt = Format.parse(text)
    except ValueError as exc:
        assert "choose one of: core, infinity, sealed, draft, pack_rush" in str(exc)
    else:
        assert fmt.value == "_".join(text.casefold().replace("-", " ").replace("_", " ").split())


@pytest.mark.parametrize("spelling", ["Pack Rush", "pack-rush", "PACK_RUSH", " core ", "Infinity"])
def test_format_spellings_people_use(spelling: str) -> None:
    assert Format.parse(spelling).label.casefold() == spelling.strip().replace("-", " ").replace("_", " ").casefold()
