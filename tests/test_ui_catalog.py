"""The main window's catalog tab, driven as a person would (pytest-qt, offscreen)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("PySide6.QtWidgets", reason="PySide6 is needed for the UI tests")

from PySide6.QtCore import Qt

from lorcana_desktop.ui.main_window import MainWindow


@pytest.fixture()
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    return w


def test_typing_a_search_narrows_the_list(window: MainWindow, qtbot) -> None:
    view = window.catalog_view
    everything = view.model.rowCount()
    assert everything > 2000
    qtbot.keyClicks(view.search_box, "elsa snow")
    qtbot.keyClick(view.search_box, Qt.Key.Key_Return)
    names = [c.full_name for c in view.model.cards]
    assert "Elsa - Snow Queen" in names
    assert len(names) < everything
    assert "FREEZE" in view.details.toPlainText()


def test_filters_and_a_bad_filter(window: MainWindow, qtbot) -> None:
    view = window.catalog_view
    view.search_box.setText("ink:ruby type:location")
    view.run_search()
    assert view.model.cards and all(c.type.value == "Location" for c in view.model.cards)
    view.search_box.setText("ink:pink cost<x")
    view.run_search()
    assert "unknown ink" in view.errors.text() and "cost needs a whole number" in view.errors.text()
    assert view.model.cards == [], "a bad query shows no stale results"


def test_importing_a_broken_file_keeps_the_catalog(window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"cards": "nope"}))
    before = window.catalog.info().card_count
    assert window.import_from(str(bad)) is False
    assert shown and str(bad) in shown[0] and "unchanged" in shown[0]
    assert window.catalog.info().card_count == before


def test_playable_cards_come_first_and_headers_sort(window: MainWindow) -> None:
    view = window.catalog_view
    view.search_box.setText("")
    view.run_search()
    first = view.model.cards[0]
    assert first.legal_in("Core") or first.legal_in("Infinity"), "quest-only cards come after playable ones"
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest

    header = view.table.horizontalHeader()
    x = header.sectionViewportPosition(1) + header.sectionSize(1) // 2
    QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2))
    names = [c.full_name.casefold() for c in view.model.cards]
    assert names == sorted(names) or names == sorted(names, reverse=True)


def test_importing_a_file_shows_progress_and_refreshes(window: MainWindow, tmp_path: Path) -> None:
    f = tmp_path / "two.json"
    f.write_text(json.dumps({"cards": [
        {"id": 1, "fullName": "Solo - First", "name": "Solo", "version": "First", "type": "Character",
         "color": "Ruby", "cost": 1, "inkwell": True, "setCode": "1", "number": 1, "rarity": "Common",
         "strength": 1, "willpower": 1, "lore": 1},
        {"id": 2, "fullName": "Duo - Second", "name": "Duo", "version": "Second", "type": "Character",
         "color": "Steel", "cost": 2, "inkwell": True, "setCode": "1", "number": 2, "rarity": "Common",
         "strength": 2, "willpower": 2, "lore": 1}]}))
    assert window.import_from(str(f)) is True
    assert any("printings" in m for m in window.last_progress)
    assert [c.full_name for c in window.catalog_view.model.cards] == ["Solo - First", "Duo - Second"]
    assert window.catalog.info().card_count == 2
    assert "Imported 2 cards" in window.statusBar().currentMessage()
