"""The small ones of issue 12, item 8: a damaged user data file said in one sentence, bounded stat bars."""

from __future__ import annotations

from pathlib import Path

import pytest

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.cli import MAX_DETAIL_LINES, main
from lorcana_desktop.cli import deck as deck_cli
from lorcana_desktop.paths import userdata_path
from lorcana_desktop.store.userdata import CorruptUserData, StoredCard, StoredDeck, UserData


def _scribbled(path: Path) -> None:
    with UserData.open(path) as store:
        for i in range(300):
            store.save_deck(StoredDeck(f"deck {i}", "core", (StoredCard("Smash", 4),), notes="x" * 200))
    data = bytearray(path.read_bytes())
    for i in range(4096, len(data) - 4096, 4096):
        data[i + 16: i + 200] = b"\xff" * 184
    path.write_bytes(bytes(data))


def test_a_damaged_file_is_said_in_one_sentence_with_the_details_apart(tmp_path: Path) -> None:
    path = tmp_path / "u.sqlite"
    _scribbled(path)
    with pytest.raises(CorruptUserData) as caught:
        UserData.open(path)
    err = caught.value
    message = str(err)
    assert "\n" not in message and len(message) < 400
    assert "damaged" in message and str(err.backup) in message
    assert len(err.details.splitlines()) > 5 and "page" in err.details


def test_the_command_line_prints_a_details_section(cards: CardIndex, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(deck_cli, "_cards", lambda: cards)
    _scribbled(userdata_path())
    assert main(["deck", "list"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith("error: The user data file") and "damaged" in err[0]
    assert err[1] == "Details:" and all(line.startswith("  ") for line in err[2:])
    assert len(err) <= 2 + MAX_DETAIL_LINES + 1


def test_deck_stats_bars_are_bounded(cards: CardIndex, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(deck_cli, "_cards", lambda: cards)
    f = tmp_path / "many.txt"
    f.write_text("999 Dalmatian Puppy - Tail Wagger\n4 Smash\n", encoding="utf-8")
    assert main(["deck", "stats", str(f)]) == 0
    lines = capsys.readouterr().out.splitlines()
    bars = [ln for ln in lines if ln.startswith("  ") and "#" in ln]
    assert bars and max(ln.count("#") for ln in bars) <= deck_cli.MAX_BAR
    assert any(ln.rstrip().endswith(" 999") for ln in bars)  # the count is still printed in full
