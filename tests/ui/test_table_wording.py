"""What the table says, in words a player expects (issue 18): the prompt names an action card without an
empty ability name, the concede question in a two-player game, the replay's buttons and card tooltips,
and a hotseat game starts with the hand-off screen, before the first mulligan."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QMessageBox, QPushButton

from lorcana_desktop.app.game_session import GameSession, MatchSetup, Seat, SeatKind
from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import HAND, PLAY, PlayCard
from lorcana_desktop.engine.decisions import AskMulligan, AskTargets
from tests.ui.table_positions import position, table


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def test_the_prompt_names_an_action_without_an_empty_ability_name(qtbot, cards: CardIndex) -> None:
    # Red Alert: "Banish chosen character with 3 ¤ or less. ..." (an action: its effect has no name)
    s, ids = position(cards, {HAND: ["Red Alert"]}, {PLAY: ["Mickey Mouse - True Friend"]})
    w = table(qtbot, s)
    w.auto_single = False
    w.act(PlayCard(ids["0:Red Alert"]))
    assert isinstance(s.game.state.pending, AskTargets)
    text = w.prompt.label.text()
    assert "(Red Alert)" in text and "( of" not in text


def test_conceding_a_two_player_game_says_who_wins(qtbot, cards: CardIndex, monkeypatch) -> None:
    s, _ = position(cards, {HAND: ["Stitch - New Dog"]}, {})
    w = table(qtbot, s)
    asked: list[str] = []

    def question(_parent, _title, text, *args, **kw):  # the person answers No
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    w._concede()
    assert asked and "Bob wins" in asked[0] and "others" not in asked[0]
    assert not s.over


def test_conceding_with_two_others_says_they_play_on(qtbot, cards: CardIndex, monkeypatch) -> None:
    s, _ = position(cards, {HAND: ["Stitch - New Dog"]}, {}, players=3)
    w = table(qtbot, s)
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda _p, _t, text, *a, **k: asked.append(text) or QMessageBox.StandardButton.No)
    w._concede()
    assert asked and "Bob and Cat play on" in asked[0]


def _replay(qtbot, cards: CardIndex, tmp_path):
    from lorcana_desktop.ui.play_tab import PlayTab

    deck = ("Stitch - New Dog", "Olaf - Friendly Snowman", "Mickey Mouse - True Friend") * 20
    setup = MatchSetup((Seat("Ann", SeatKind.COMPUTER, "", deck), Seat("Bob", SeatKind.COMPUTER, "", deck)),
                       seed=2, first=0)
    s = GameSession.start(setup, cards)
    s.play_computers(limit=30)
    path = tmp_path / "g.lorcana-replay"
    s.save_replay(path)
    tab = PlayTab(cards, None, pace_ms=0)
    qtbot.addWidget(tab)
    tab.resize(1200, 800)
    tab.show()
    tab.open_replay(str(path))  # (the save opens on a worker thread)
    qtbot.waitUntil(lambda: tab.replay_widget is not None, timeout=60_000)
    return tab.replay_widget


def test_the_replay_buttons_show_pictures_a_font_can_draw(qtbot, cards: CardIndex, tmp_path) -> None:
    rw = _replay(qtbot, cards, tmp_path)
    buttons = [b for b in rw.findChildren(QPushButton) if b.toolTip() in
               ("To the start", "One action back", "One action forward", "To the end")]
    assert len(buttons) == 4
    for b in buttons:
        metrics = QFontMetrics(b.font())
        drawable = all(metrics.inFontUcs4(ord(ch)) for ch in b.text())
        assert (not b.icon().isNull()) or (b.text() and drawable), b.toolTip()
        assert b.accessibleName()  # a screen reader names it too


def test_replay_card_tooltips_do_not_say_drag_to_act(qtbot, cards: CardIndex, tmp_path) -> None:
    rw = _replay(qtbot, cards, tmp_path)
    rw.slider.setValue(rw.replay.length)
    tips = [it.toolTip() for it in rw.scene.items_by_key.values() if it.name is not None]
    assert tips and not any("drag" in t or "right-click" in t for t in tips)


def test_a_hotseat_game_starts_with_the_hand_off_screen(qtbot, cards: CardIndex) -> None:
    deck = ("Stitch - New Dog", "Olaf - Friendly Snowman") * 30
    setup = MatchSetup((Seat("Ann", SeatKind.PERSON, "", deck), Seat("Bob", SeatKind.PERSON, "", deck)),
                       seed=1, first=0)
    s = GameSession.start(setup, cards)
    w = table(qtbot, s)
    # Nobody sits at the screen yet: the first mulligan waits behind the hand-off screen.
    assert w.overlay.isVisible() and "Ann" in w.overlay.title.text()
    assert w.scene.legal == []
    qtbot.mouseClick(w.overlay.findChild(QPushButton, "handoffButton"), Qt.MouseButton.LeftButton)
    assert not w.overlay.isVisible() and isinstance(s.game.state.pending, AskMulligan)
    assert w.prompt.findChild(QPushButton, "mulliganButton") is not None


def test_a_game_with_one_person_starts_at_the_table(qtbot, cards: CardIndex) -> None:
    deck = ("Stitch - New Dog", "Olaf - Friendly Snowman") * 30
    setup = MatchSetup((Seat("Ann", SeatKind.PERSON, "", deck), Seat("Bob", SeatKind.COMPUTER, "", deck)),
                       seed=1, first=0)
    w = table(qtbot, GameSession.start(setup, cards))
    assert not w.overlay.isVisible()
    w.stop()
