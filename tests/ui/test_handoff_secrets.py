"""Nothing of another player's hidden cards remains after the hand-off screen (issue 18, CR 7.1.3).

Hotseat games of people only are walked with random moves; before passing the screen, the person does
what leaves traces: points at cards of their hand (the preview), opens a card's menu, the discard list,
a tooltip, looks at the top card of their deck. After every hand-off ("I am Bob: show my cards"), every
visible widget's text and tooltip, the preview, the open menus and dialogs, the game log and the scene's
cards are searched for the name of any card hidden from the new person that they have no other way to
know (their own deck list, cards they saw face up, cards revealed to everyone).
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGraphicsSimpleTextItem,
    QLabel,
    QListWidget,
    QMenu,
    QPushButton,
    QToolTip,
    QWidget,
)

from lorcana_desktop.app.game_session import GameSession, MatchSetup, Seat, SeatKind
from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import EndTurn, LookAtTop
from lorcana_desktop.engine import events as ev
from lorcana_desktop.engine.view import hidden_from
from lorcana_desktop.ui.table.card_item import CardItem
from lorcana_desktop.ui.table.table_widget import TableWidget


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def visible_texts(w: TableWidget) -> list[str]:
    """Every text a person can read now: widgets, tooltips, list rows, menus, dialogs, the scene."""
    out: list[str] = []
    roots = [w] + [t for t in QApplication.topLevelWidgets() if t.isVisible() and t is not w]
    for root in roots:
        for widget in [root, *root.findChildren(QWidget)]:
            if not widget.isVisible():
                continue
            out.append(widget.toolTip())
            out.append(widget.windowTitle())
            if isinstance(widget, (QLabel, QAbstractButton)):
                out.append(widget.text())
            if isinstance(widget, QListWidget):
                for k in range(widget.count()):
                    out += [widget.item(k).text(), widget.item(k).toolTip()]
            if isinstance(widget, QMenu):
                out += [a.text() for a in widget.actions()]
            if isinstance(widget, QComboBox):
                out.append(widget.currentText())
    if QToolTip.isVisible():
        out.append(QToolTip.text())
    for item in w.scene.items():
        if isinstance(item, CardItem):
            out += [item.name or "", item.toolTip()]
        elif isinstance(item, QGraphicsSimpleTextItem):
            out.append(item.text())
    if w._hovered is not None:
        out.append(w._hovered.full_name)  # the card the preview shows
    return [t for t in out if t]


def leave_traces(w: TableWidget, session: GameSession, rng: random.Random) -> None:
    """What a person does before passing the screen that could leave their hidden cards in sight."""
    me = session.screen
    hand = session.game.s.hand[me]
    scene = w.scene
    if hand:
        card = rng.choice(hand)
        item = scene.items_by_key.get(card)
        if item is not None:
            scene.hovered(item)  # the preview shows it
            QToolTip.showText(QPoint(10, 10), item.toolTip(), w)
            scene.hovered(None)  # the preview keeps the last card pointed at
        w._card_menu(card, QPoint(5, 5))  # a menu left open
    if session.check(LookAtTop(me)) is None and rng.random() < 0.3:
        w.look_at_top()  # a dialog showing the top card of the deck, left open
    if rng.random() < 0.3:
        w._browse_discard(me)


def _walk(qtbot, cards: CardIndex, decks: list[list[str]], seed: int, moves: int) -> int:
    seats = tuple(Seat(name, SeatKind.PERSON, "", tuple(d)) for name, d in zip(("Ann", "Bob", "Cid"), decks))
    session = GameSession.start(MatchSetup(seats, seed=seed), cards)
    game = session.game
    deck_names = [set(d) for d in decks]
    known: list[set[str]] = [set(n) for n in deck_names]  # what each person may know: their own deck list
    apply = game.apply

    def watching(action):  # what each player saw: the cards played or revealed to all (inked from the hand,
        events = apply(action)  # CR 4.2.1.1), and every face in their view after the move
        for e in events:
            if isinstance(e, (ev.Revealed, ev.Played)) or isinstance(e, ev.CardMoved) and e.src == "hand" \
                    and e.dst == "inkwell":
                for k in known:
                    k.add(game.name(e.card))
        for q, k in enumerate(known):
            k.update(c.name for c in game.view(q).cards if c.name is not None)
        return events

    game.apply = watching  # type: ignore[method-assign]
    w = TableWidget(session, cards, pace_ms=0)
    w.auto_single = False
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    rng = random.Random(seed)
    handoffs = 0
    for _ in range(moves):
        if session.over:
            break
        if w.overlay.isVisible():
            before = game.s.to_json()
            w.undo()  # Ctrl+Z behind the hand-off screen: it would uncover the last person's table
            assert game.s.to_json() == before and w.overlay.isVisible()
            qtbot.mouseClick(w.overlay.findChild(QPushButton, "handoffButton"), Qt.MouseButton.LeftButton)
            handoffs += 1
            me = session.screen
            hidden = hidden_from(game, me)
            secrets = {game.name(c) for c in hidden} - known[me]
            for text in visible_texts(w):
                for name in secrets:
                    assert name not in text, f"after the hand-off to {session.seat_name(me)}: {name!r} in {text!r}"
        legal = session.legal_actions()
        if EndTurn() in legal or rng.random() < 0.15:
            leave_traces(w, session, rng)
        action = EndTurn() if EndTurn() in legal and rng.random() < 0.35 else rng.choice(legal)
        w.act(action)
    w.stop()
    return handoffs


def test_nothing_hidden_remains_after_the_hand_off_two_people(qtbot, cards: CardIndex) -> None:
    from lorcana_desktop.bench.engine import precon_decks

    decks = precon_decks()
    assert _walk(qtbot, cards, [decks[0], decks[3]], seed=5, moves=260) >= 8


def test_nothing_hidden_remains_after_the_hand_off_three_people(qtbot, cards: CardIndex) -> None:
    from lorcana_desktop.bench.engine import precon_decks

    decks = precon_decks()
    assert _walk(qtbot, cards, [decks[4], decks[2], decks[5]], seed=8, moves=260) >= 8


def test_undo_waits_behind_the_hand_off_screen(qtbot, cards: CardIndex) -> None:
    """Ann keeps her hand (nothing revealed, so her keep could be taken back) and the screen goes to Bob:
    Ctrl+Z on the hand-off screen must not bring Ann's table back to whoever sits there now."""
    from PySide6.QtTest import QTest

    deck = ("Stitch - New Dog",) * 60
    setup = MatchSetup((Seat("Ann", SeatKind.PERSON, "", deck), Seat("Bob", SeatKind.PERSON, "", deck)), seed=2, first=0)
    session = GameSession.start(setup, cards)
    w = TableWidget(session, cards, pace_ms=0)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    if w.overlay.isVisible():  # a hand-off screen before the first mulligan
        qtbot.mouseClick(w.overlay.findChild(QPushButton, "handoffButton"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(w.prompt.findChild(QPushButton, "mulliganButton"), Qt.MouseButton.LeftButton)
    assert w.overlay.isVisible() and session.game.s.pending.player == 1
    assert session.game.can_undo(1)  # the keep itself could be taken back by Ann
    QTest.keyClick(w.overlay, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    w.undo()
    assert w.overlay.isVisible() and session.game.s.pending.player == 1 and len(session.game.actions) == 1
    assert not w.undo_button.isEnabled()
