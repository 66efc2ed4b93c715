"""The game log keeps its newest line in sight: when the card preview above it grows or shrinks, when a
game is resumed with a long log, and as lines come in; a person who scrolled up to read is left there."""

from __future__ import annotations

import pytest

from lorcana_desktop.app.game_session import GameSession, MatchSetup, Seat, SeatKind
from lorcana_desktop.app.play_setup import autosave_path
from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import HAND, PLAY
from lorcana_desktop.engine.manual import AdjustLore
from lorcana_desktop.ui.play_tab import PlayTab
from lorcana_desktop.ui.table.table_widget import TableWidget
from tests.ui.table_positions import position, table


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def _newest_line_shows(w: TableWidget) -> bool:
    lst = w.log_list
    last = lst.item(lst.count() - 1)
    rect = lst.visualItemRect(last)
    return rect.height() > 0 and rect.top() >= 0 and rect.bottom() <= lst.viewport().height()


def _long_log(w: TableWidget, lines: int = 40) -> None:
    for k in range(lines):  # "Manual: ..." lore lines (+1, -1: nobody wins), more than the log shows at once
        w.act(AdjustLore(0, 0, 1 if k % 2 == 0 else -1))


def test_the_log_keeps_following_when_the_preview_grows(qtbot, cards: CardIndex) -> None:
    s, _ids = position(cards, {HAND: ["Stitch - New Dog"], PLAY: ["Mickey Mouse - True Friend"]}, {})
    w = table(qtbot, s, 1024, 700)
    _long_log(w)
    qtbot.waitUntil(lambda: _newest_line_shows(w))
    # Pointing at a card puts its face and text above the log: the log gets shorter.
    w._show_preview(cards.by_name("Fairy Godmother - Magical Benefactor"))
    qtbot.wait(50)  # the side panel lays itself out again
    qtbot.waitUntil(lambda: _newest_line_shows(w), timeout=2000)
    w.act(AdjustLore(0, 0, 1))
    qtbot.waitUntil(lambda: _newest_line_shows(w), timeout=2000)
    assert w.log_list.item(w.log_list.count() - 1).text() == "Manual: Ann gains 1 lore"


def test_resume_shows_the_newest_log_line(qtbot, cards: CardIndex) -> None:
    deck = ("Stitch - New Dog", "Olaf - Friendly Snowman", "Mickey Mouse - True Friend") * 20
    setup = MatchSetup((Seat("Ann", SeatKind.COMPUTER, "", deck), Seat("Bob", SeatKind.COMPUTER, "", deck)),
                       seed=2, first=0)
    first = GameSession.start(setup, cards, autosave=autosave_path())
    first.play_computers(limit=60)
    setup = MatchSetup((Seat("Ann", SeatKind.PERSON, "", deck), Seat("Bob", SeatKind.PERSON, "", deck)),
                       seed=2, first=0)
    first.setup = setup  # two people: nothing moves on by itself after Resume
    first.save()
    tab = PlayTab(cards, None, pace_ms=0)
    qtbot.addWidget(tab)
    tab.resize(1024, 700)
    tab.show()
    qtbot.waitExposed(tab)
    tab.resume()  # as the Resume button does (the save opens on a worker thread)
    qtbot.waitUntil(lambda: tab.table is not None, timeout=60_000)
    w = tab.table
    assert w is not None and w.log_list.count() > 30
    qtbot.waitUntil(lambda: w.log_list.isVisible() and w.log_list.viewport().height() > 50)
    qtbot.wait(50)
    qtbot.waitUntil(lambda: _newest_line_shows(w), timeout=2000)


def test_a_person_who_scrolled_up_stays_there(qtbot, cards: CardIndex) -> None:
    s, _ = position(cards, {HAND: ["Stitch - New Dog"]}, {})
    w = table(qtbot, s, 1024, 700)
    _long_log(w)
    bar = w.log_list.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and _newest_line_shows(w))
    bar.setValue(0)
    w._show_preview(cards.by_name("Stitch - New Dog"))
    w.act(AdjustLore(0, 0, 1))
    qtbot.wait(30)
    assert bar.value() == 0


def test_the_log_keeps_following_when_the_window_gets_shorter(qtbot, cards: CardIndex) -> None:
    s, _ = position(cards, {HAND: ["Stitch - New Dog"]}, {})
    w = table(qtbot, s, 1024, 900)
    _long_log(w, 60)
    qtbot.wait(50)
    qtbot.waitUntil(lambda: _newest_line_shows(w))
    w.resize(1024, 700)
    qtbot.wait(50)
    qtbot.waitUntil(lambda: _newest_line_shows(w), timeout=2000)
