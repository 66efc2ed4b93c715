"""A person sees what the computer just did (issue 18): its cards slide where they go (under 200 ms; off
in Settings, then they jump there) and its moves stay marked until the person acts."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QAbstractAnimation

from lorcana_desktop.app.game_session import GameSession
from lorcana_desktop.app.settings import settings_path
from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import Quest
from lorcana_desktop.ui.table.card_item import Mark
from lorcana_desktop.ui.table.table_widget import TableWidget
from tests.app.test_computer_moves import _computer_turn
from tests.ui.table_positions import settle


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def _table(qtbot, s: GameSession, **kw) -> TableWidget:
    w = TableWidget(s, s.game.cards, pace_ms=0, **kw)
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    settle(w)
    return w


def _running(w: TableWidget, card: int) -> list[QAbstractAnimation]:
    return [a for a in w.scene.items_by_key[card]._anims if a.state() == QAbstractAnimation.State.Running]


def test_the_computers_quest_turns_its_card_in_a_short_animation(qtbot, cards: CardIndex) -> None:
    s, (quester, *_rest) = _computer_turn(cards)
    w = _table(qtbot, s)  # animations as the settings say: on by default
    assert w.animations
    qtbot.waitUntil(lambda: s.game.state.exerted[quester], timeout=5000)  # the computer quested (CR 4.5)
    anims = _running(w, quester)
    assert anims and all(a.duration() <= 200 for a in anims)
    w.stop()


def test_with_animations_off_the_card_is_there_at_once(qtbot, cards: CardIndex) -> None:
    s, (quester, *_rest) = _computer_turn(cards)
    w = _table(qtbot, s, animations=False)
    qtbot.waitUntil(lambda: s.game.state.exerted[quester], timeout=5000)
    assert _running(w, quester) == []
    assert w.scene.items_by_key[quester].rotation() == 90  # exerted, turned already
    w.stop()


def test_the_setting_turns_animations_off(qtbot, cards: CardIndex) -> None:
    settings_path().write_text(json.dumps({"animations": False}), encoding="utf-8")
    s, _ = _computer_turn(cards)
    w = _table(qtbot, s)
    assert not w.animations
    w.stop()


def test_the_computers_moves_stay_marked_until_the_person_acts(qtbot, cards: CardIndex) -> None:
    s, (quester, challenger, played, mine, ready) = _computer_turn(cards)
    w = _table(qtbot, s)
    qtbot.waitUntil(lambda: s.my_turn(), timeout=10000)  # Bob quested, challenged, played, ended his turn
    settle(w)
    marked = {c for c, it in w.scene.items_by_key.items() if it.marks & Mark.LAST_MOVE}
    assert {quester, challenger, played} <= marked
    assert mine in marked  # Ann's challenged Mickey, now in her discard
    assert ready not in marked
    w.act(Quest(ready))
    assert not any(it.marks & Mark.LAST_MOVE for it in w.scene.items_by_key.values())
