"""The discard list: your own cards there can be used from it (Moana - Curious Explorer lets you ink from the
discard, CR 4.2), by double-click or right-click; an opponent's pile is only shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget

from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import DISCARD, INKWELL, PLAY
from tests.ui.test_table import _position, _table


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def _discard_list(qtbot, cards: CardIndex, seat: int = 0):  # -> (table widget, session, ids, list)
    session, ids = _position(cards, {PLAY: ["Moana - Curious Explorer"],
                                     DISCARD: ["Stitch - New Dog", "Olaf - Friendly Snowman"]},
                             {DISCARD: ["Stitch - New Dog"]})
    w = _table(qtbot, session)
    w.scene.discardClicked.emit(seat)
    lst = w.last_dialog.findChild(QListWidget, "discardList")
    return w, session, ids, lst


def test_a_card_deep_in_your_discard_is_inked_by_double_click(qtbot, cards: CardIndex) -> None:
    w, session, ids, lst = _discard_list(qtbot, cards)
    stitch = ids["0:Stitch - New Dog"]
    rows = {int(lst.item(k).data(Qt.ItemDataRole.UserRole)): lst.item(k) for k in range(lst.count())}
    assert list(rows) == [ids["0:Olaf - Friendly Snowman"], stitch]  # the newest first: Stitch is not on top
    assert rows[stitch].font().bold() and "Ink" in rows[stitch].toolTip()
    inkwell = len(session.game.state.inkwell[0])
    lst.itemDoubleClicked.emit(rows[stitch])
    st = session.game.state
    assert st.zone[stitch] == INKWELL and len(st.inkwell[0]) == inkwell + 1
    assert not w.last_dialog.isVisible()


def test_right_click_in_your_discard_offers_its_actions(qtbot, cards: CardIndex) -> None:
    w, session, ids, lst = _discard_list(qtbot, cards)
    olaf = ids["0:Olaf - Friendly Snowman"]
    row = next(lst.item(k) for k in range(lst.count()) if int(lst.item(k).data(Qt.ItemDataRole.UserRole)) == olaf)
    lst.customContextMenuRequested.emit(lst.visualItemRect(row).center())
    texts = [a.text() for a in w.last_menu.actions()]
    ink = next(a for a in w.last_menu.actions() if a.text().startswith("Ink"))
    assert "End turn" in texts
    ink.trigger()
    assert session.game.state.zone[olaf] == INKWELL


def test_an_opponents_discard_is_only_shown(qtbot, cards: CardIndex) -> None:
    _w, _session, _ids, lst = _discard_list(qtbot, cards, seat=1)
    assert lst.count() == 1 and lst.contextMenuPolicy() != Qt.ContextMenuPolicy.CustomContextMenu
    assert not lst.item(0).font().bold()
