"""The Play tab remembers the game a person chose and its seats (issue 24): after a restart it shows Creatures of
Exo again with the same names, players and decks, a deck list opened from a file included, as it does Lorcana's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from lorcana_desktop.app.exo_match import exo_random_players
from lorcana_desktop.app.play_setup import load_last_match
from lorcana_desktop.cards import default_cards
from lorcana_desktop.exo.starter import ready_decks
from lorcana_desktop.ui.play_tab import PlayTab


def _tab(qtbot) -> PlayTab:  # type: ignore[no-untyped-def]
    """The Play tab as the program builds it when it starts."""
    tab = PlayTab(default_cards(), None, pace_ms=0, exo_players=exo_random_players)
    qtbot.addWidget(tab)
    tab.resize(1200, 800)
    tab.show()
    return tab


def _pick(combo, text: str) -> None:  # type: ignore[no-untyped-def]
    k = next(k for k in range(combo.count()) if combo.itemText(k) == text)
    combo.setCurrentIndex(k)


@pytest.fixture()
def deck_file(tmp_path: Path) -> Path:
    """A deck list of the person's own, kept outside the program's folders (opened with "Deck list…")."""
    ready = next(p for p in ready_decks() if "brace" in p.name.casefold())
    path = tmp_path / "elsewhere" / "my fire deck.txt"
    path.parent.mkdir()
    path.write_text(ready.read_text(encoding="utf-8"), encoding="utf-8")
    return path


def test_after_a_restart_the_play_tab_shows_exo_with_its_seats_and_decks(qtbot, deck_file: Path) -> None:  # type: ignore[no-untyped-def]
    tab = _tab(qtbot)
    assert tab.game.currentData() == "lorcana"  # a first start: Lorcana
    tab.game.setCurrentIndex(tab.game.findData("exo"))
    box = tab.exo_box
    first, second = box.rows
    first.name.setText("Ada")
    _pick(first.kind, "Computer: Easy")
    second.name.setText("Bruno")
    _pick(second.kind, "Person")
    second.open_file(str(deck_file))
    first_deck = first.deck.itemText(1)
    first.deck.setCurrentIndex(1)
    tab.seed.setText("11")
    QTest.mouseClick(tab.start_button, Qt.MouseButton.LeftButton)
    assert tab.table is not None  # the match started (and its set-up was remembered)
    tab.table.stop()
    tab.deleteLater()

    again = _tab(qtbot)  # the program starts again
    assert again.game.currentData() == "exo"
    assert again.exo_box.isVisible() and not again.lorcana_box.isVisible()
    a, b = again.exo_box.rows
    assert (a.name.text(), a.kind.currentText(), a.deck.currentText()) == ("Ada", "Computer: Easy", first_deck)
    assert (b.name.text(), b.kind.currentText()) == ("Bruno", "Person")
    assert b.choice() is not None and b.choice().path == deck_file and b.choice().usable
    assert again.seed.text() == "11"
    assert again.help_topic() == "exo_table"


def test_choosing_exo_is_remembered_without_starting_a_match_and_lorcana_keeps_its_seats(qtbot) -> None:  # type: ignore[no-untyped-def]
    tab = _tab(qtbot)
    tab.seat_rows[0].name.setText("Lia")
    tab._remember()  # (what starting a Lorcana match does)
    tab.game.setCurrentIndex(tab.game.findData("exo"))  # then only switches to Exo, and quits
    tab.deleteLater()
    again = _tab(qtbot)
    assert again.game.currentData() == "exo"
    assert again.seat_rows[0].name.text() == "Lia"
    again.game.setCurrentIndex(again.game.findData("lorcana"))
    assert load_last_match().game == "lorcana"


def test_a_damaged_memory_of_the_exo_seats_keeps_lorcanas_and_shows_the_default_exo_seats(qtbot) -> None:  # type: ignore[no-untyped-def]
    from lorcana_desktop.app.play_setup import _path

    _path().parent.mkdir(parents=True, exist_ok=True)
    _path().write_text(json.dumps({"players": 3, "seats": [{"name": "Lia"}], "game": "exo",
                                   "exo_seats": [{"nome": "?"}, 7]}), encoding="utf-8")
    tab = _tab(qtbot)
    assert tab.game.currentData() == "exo" and tab.player_count.value() == 3
    assert tab.seat_rows[0].name.text() == "Lia"
    assert [r.name.text() for r in tab.exo_box.rows] == ["Player 1", "Computer"]
    _path().write_text(json.dumps({"seats": [], "game": "chess"}), encoding="utf-8")
    assert load_last_match().game == "lorcana"
