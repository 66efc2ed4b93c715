"""Control characters never reach the terminal, and deck names stay names (issue 12, item 6)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.cli import deck as deck_cli
from lorcana_desktop.cli import main
from lorcana_desktop.controls import printable
from lorcana_desktop.decks import Deck, parse_text
from lorcana_desktop.decks.library import open_library
from lorcana_desktop.decks.model import MAX_DECK_NAME
from lorcana_desktop.store.userdata import StoredCard, StoredDeck

CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
EVIL = "Evil\x1b[31mRed\x07Bell\x00Nul\u202eright"


@pytest.fixture(autouse=True)
def _catalog(cards: CardIndex, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(deck_cli, "_cards", lambda: cards)


def _clean(out: pytest.CaptureResult[str]) -> None:
    assert not CONTROL.search(out.out), repr(out.out)
    assert not CONTROL.search(out.err), repr(out.err)
    assert "\u202e" not in out.out + out.err


def test_deck_import_list_and_export_print_no_control_characters(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "evil.txt"
    f.write_text(f"# name: {EVIL}\n4 Elsa - Snow Queen\n2 \x1b]0;pwned\x07Smash\n1 Nobody\x1b[2J\n",
                 encoding="utf-8")
    assert main(["deck", "import", str(f), "--yes"]) == 1  # one line not imported
    out = capsys.readouterr()
    _clean(out)
    assert "\\x1b" in out.err  # the unreadable line is shown, escaped
    assert main(["deck", "list"]) == 0
    out = capsys.readouterr()
    _clean(out)
    assert "EvilRedBellNulright" in out.out
    assert main(["deck", "export", "EvilRedBellNulright"]) == 0
    _clean(capsys.readouterr())


def test_a_name_already_stored_with_escapes_is_printed_escaped(cards: CardIndex,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    with open_library(cards) as store:
        store.save_deck(StoredDeck(EVIL, "core", (StoredCard("Elsa - Snow Queen", 4),)))
    assert main(["deck", "list"]) == 0
    _clean(capsys.readouterr())
    assert main(["deck", "export", "Nobody\x1b[2J"]) == 1
    _clean(capsys.readouterr())


def test_deck_names_are_cleaned_and_bounded(cards: CardIndex) -> None:
    assert Deck(name=EVIL).name == "EvilRedBellNulright"
    assert Deck(name="a\tb\nc").name == "a b c"
    assert len(Deck(name="x" * 10_000).name) == MAX_DECK_NAME
    assert Deck(name="\x1b\x07").name == ""
    assert Deck(name="Test ").name == "Test "  # typed key by key in the deck builder
    assert parse_text(f"# name: {'y' * 5000}\n", cards).deck.name == "y" * MAX_DECK_NAME


def test_printable_escapes_but_keeps_lines() -> None:
    assert printable("a\x1b[31mb\nc\td\r") == "a\\x1b[31mb\nc\td\\r"
    assert printable("caf\u00e9 \u2014 ok") == "caf\u00e9 \u2014 ok"
