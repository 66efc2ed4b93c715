"""The table's keys (Ctrl+E, Ctrl+Z, ...) work whenever the table is shown, wherever the focus went:
a button that was clicked and removed, a menu, a dialog, or another part of the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit, QMainWindow, QMessageBox, QPushButton, QTabWidget

from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import HAND, PLAY, EndTurn, Quest
from lorcana_desktop.ui.table.table_widget import TableWidget
from tests.ui.table_positions import position


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def _in_window(qtbot, cards: CardIndex, mine: dict[int, list[str]]):
    """The table in a tab of a main window beside another tab, as the program shows it."""
    s, ids = position(cards, mine, {}, people=2)
    w = TableWidget(s, cards, pace_ms=0)  # owned by the window below (closing it closes the table)
    window = QMainWindow()
    qtbot.addWidget(window)
    tabs = QTabWidget()
    search = QLineEdit()
    tabs.addTab(search, "Catalog")
    tabs.addTab(w, "Play")
    window.setCentralWidget(tabs)
    tabs.setCurrentWidget(w)
    window.resize(1500, 950)
    window.show()
    qtbot.waitExposed(window)
    _activate(qtbot, window)
    return window, tabs, w, s, ids


def _activate(qtbot, window: QMainWindow) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def test_ctrl_e_ends_the_turn_when_the_focus_is_outside_the_table(qtbot, cards: CardIndex) -> None:
    _window, tabs, _w, s, _ = _in_window(qtbot, cards, {HAND: ["Stitch - New Dog"]})
    tabs.tabBar().setFocus()  # e.g. the person clicked the Play tab to come back to the table
    QTest.keyClick(tabs.tabBar(), Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert s.game.state.active == 1  # CR 3.4: the turn ended


def test_ctrl_e_works_after_the_clicked_button_went_away(qtbot, cards: CardIndex) -> None:
    window, _tabs, w, s, ids = _in_window(qtbot, cards, {PLAY: ["Philoctetes - Trainer of Heroes",
                                                               "Stitch - New Dog"]})
    w.auto_single = False
    w.act(Quest(ids["0:Philoctetes - Trainer of Heroes"]))  # Support waits in the bag: a button answers it
    button = next(b for b in w.prompt.findChildren(QPushButton) if "Support" in b.text())
    button.setFocus()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # the button is removed with the answer
    no = w.prompt.findChild(QPushButton, "noButton")
    no.setFocus()
    qtbot.mouseClick(no, Qt.MouseButton.LeftButton)
    assert s.game.pending_info() is None and EndTurn() in s.legal_actions()
    focus = window.focusWidget()
    QTest.keyClick(focus if focus is not None else window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert s.game.state.active == 1


def test_undo_key_works_after_a_dialog_closed(qtbot, cards: CardIndex) -> None:
    window, tabs, w, s, ids = _in_window(qtbot, cards, {PLAY: ["Stitch - New Dog"]})
    card = ids["0:Stitch - New Dog"]
    w.act(Quest(card))
    assert s.game.state.exerted[card]
    box = QMessageBox(QMessageBox.Icon.Information, "Note", "A dialog over the table", QMessageBox.StandardButton.Ok,
                      window)
    box.open()
    qtbot.waitExposed(box)
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not box.isVisible())
    _activate(qtbot, window)
    tabs.tabBar().setFocus()  # where the focus went back to
    QTest.keyClick(tabs.tabBar(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not s.game.state.exerted[card]  # the quest was taken back


def test_the_table_keys_do_nothing_while_another_tab_is_shown(qtbot, cards: CardIndex) -> None:
    _window, tabs, _w, s, _ = _in_window(qtbot, cards, {HAND: ["Stitch - New Dog"]})
    tabs.setCurrentIndex(0)
    search = tabs.widget(0)
    search.setFocus()
    QTest.keyClick(search, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert s.game.state.active == 0
