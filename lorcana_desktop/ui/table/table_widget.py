"""The table screen: the scene in a scaling view, the prompt bar, the card preview and the game log,
the hand-off screen between people, the computer thinking in a worker thread, and the end screen.

It is a thin view of a :class:`GameSession`: it shows ``session.view()`` and sends actions to
``session.apply()``; everything else (undo, autosave, the log) happens in the session.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QPoint, QRunnable, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QKeySequence, QPainter, QShortcut, QTransform, QWheelEvent
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QFrame,
    QGraphicsView,
    QGridLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from lorcana_desktop.app.game_files import SaveError
from lorcana_desktop.app.game_session import ComputerRequest, GameSession
from lorcana_desktop.app.refusals import card_refusals
from lorcana_desktop.app.table_offer import (
    Answers,
    MenuEntry,
    TableOffer,
    Tool,
    card_tools,
    nothing_offered,
    offer_for,
    order_answer,
    order_click,
)
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.cards.model import Card
from lorcana_desktop.engine import Action, EndTurn, GameView, IllegalAction
from lorcana_desktop.engine.decisions import AskMulligan
from lorcana_desktop.ui.cards import card_face
from lorcana_desktop.ui.i18n import translate
from lorcana_desktop.ui.phrases import action_text, log_text, phrase_text, reason_text
from lorcana_desktop.ui.shown_cards import shown, shown_name
from lorcana_desktop.ui.table.card_panel import CardPanel
from lorcana_desktop.ui.table.layout import table_width
from lorcana_desktop.ui.table.preview import CardPreview, card_text_html
from lorcana_desktop.ui.table.prompt_bar import PromptBar, clear_layout
from lorcana_desktop.ui.table.scene import TableScene

COMPUTER_PACE_MS = 450  # pause between computer moves, so a person can follow them


# Manual tools that move a card to a zone: worded for its owner when the card is another player's.
_OWNER_ZONE_TOOLS = frozenset({Tool.TO_HAND, Tool.TO_DISCARD, Tool.TO_INKWELL, Tool.TO_DECK_TOP, Tool.TO_DECK_BOTTOM})


def _animations_setting() -> bool:
    from lorcana_desktop.app.settings import SettingsError, load_settings
    try:
        return load_settings().animations
    except SettingsError:
        return True  # the window says the file cannot be read; the table keeps its default


def save_replay_file(parent: QWidget, save: Callable[[Path], None], status: QLabel, path: str | None = None) -> None:
    """Save a game's replay where the person picks (or to ``path``); a failure named in a message, success in
    ``status``. Both tables (Lorcana's and Exo's) save their replays this way."""
    if not path:
        path, _ = QFileDialog.getSaveFileName(parent, translate("TableWidget", "Save replay"), "game.lorcana-replay",
                                              translate("TableWidget", "Lorcana Desktop replays (*.lorcana-replay)"))
    if not path:
        return
    try:
        save(Path(path))
    except SaveError as exc:
        QMessageBox.warning(parent, translate("TableWidget", "Could not save the replay"), str(exc))
        return
    status.setText(translate("TableWidget", "Replay saved"))


class TableView(QGraphicsView):
    """Shows the whole table, scaled to the window; Ctrl+wheel or +/- zooms in."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing)
        # The whole table shows at zoom 1: no scroll bars then. Were they "as needed", a pixel of rounding
        # would show them, the narrower view would fit a smaller table, they would go, and so on forever.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMouseTracking(True)
        self.zoom = 1.0

    def fit(self) -> None:
        vw, vh = max(self.viewport().width(), 1), max(self.viewport().height(), 1)
        scene = self.scene()
        if isinstance(scene, TableScene):
            # A squarer window gets a narrower table, so the cards fill it and show larger. Laying the
            # table out again fits this view from inside; the scale below is absolute, so doing it
            # twice gives the same picture (a relative scale here left the table small in the middle).
            scene.set_table_width(table_width(vw, vh, scene.sceneRect().height()))
        rect = self.sceneRect()
        s = min(vw / rect.width(), vh / rect.height()) * self.zoom
        policy = Qt.ScrollBarPolicy.ScrollBarAsNeeded if self.zoom > 1.0 else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        if self.horizontalScrollBarPolicy() != policy:  # zoomed in, the person scrolls over the table
            self.setHorizontalScrollBarPolicy(policy)
            self.setVerticalScrollBarPolicy(policy)
        self.setTransform(QTransform.fromScale(s, s))
        if self.zoom == 1.0:
            self.centerOn(rect.center())
        scene_changed = getattr(scene, "view_scaled", None)
        if callable(scene_changed):
            scene_changed(s)

    def set_zoom(self, zoom: float) -> None:
        self.zoom = max(1.0, min(zoom, 3.0))
        self.fit()

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.set_zoom(self.zoom * (1.15 if event.angleDelta().y() > 0 else 1 / 1.15))
            return
        super().wheelEvent(event)


class _Thinker(QObject):
    done = Signal(object, object)  # request, action (or an exception)


class _Think(QRunnable):
    def __init__(self, request: ComputerRequest, signals: _Thinker) -> None:
        super().__init__()
        self.request = request
        self.signals = signals

    def run(self) -> None:
        try:
            result: object = self.request.decide()
        except Exception as exc:  # noqa: BLE001 (reported in the window, never lost in a thread)
            result = exc
        self.signals.done.emit(self.request, result)


class Overlay(QWidget):
    """A panel that covers the table: the hand-off screen, and the end screen."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        self.setStyleSheet("Overlay { background: #1c2a24; } QLabel { color: #f1ead2; }")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._layout = QVBoxLayout(self)
        self._layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size: 28px; font-weight: bold;")
        self.body = QLabel()
        self.body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body.setStyleSheet("font-size: 16px;")
        self.body.setWordWrap(True)
        self._layout.addWidget(self.title)
        self._layout.addWidget(self.body)
        self._row = QHBoxLayout()
        self._row.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addLayout(self._row)
        self.hide()

    def show_panel(self, title: str, body: str, buttons: list[tuple[str, Any, str]]) -> None:
        self.title.setText(title)
        self.body.setText(body)
        clear_layout(self._row)
        for text, slot, name in buttons:
            b = QPushButton(text)
            b.setObjectName(name)
            b.setMinimumWidth(150)
            b.clicked.connect(slot)
            self._row.addWidget(b)
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.raise_()
        self.show()


class TableWidget(QWidget):
    """A match on the table. ``backRequested`` goes back to the Play screen; ``rematchRequested`` asks for
    the same set-up again."""

    backRequested = Signal()
    rematchRequested = Signal()

    def __init__(self, session: GameSession, cards: CardIndex, parent: QWidget | None = None, *,
                 auto_single: bool = True, pace_ms: int = COMPUTER_PACE_MS, animations: bool | None = None) -> None:
        super().__init__(parent)
        self.session = session
        # Cards slide where they go (the person's setting; on unless turned off in Settings).
        self.animations = _animations_setting() if animations is None else animations
        self.cards = cards
        self.auto_single = auto_single
        self.pace_ms = pace_ms
        self.scene = TableScene(cards, self._check, self)
        self.scene.animate_moves = self.animations
        self.view = TableView(self.scene)
        self.panel = CardPanel(cards, self.view, session.seat_name)
        self.prompt = PromptBar(self)
        self.preview = CardPreview()
        self.preview_text = QLabel()
        self.preview_text.setWordWrap(True)
        self.preview_text.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.log_list = QListWidget()
        self.log_list.setWordWrap(True)
        self.log_list.setToolTip(self.tr("The game log: everything that happened, newest at the bottom"))
        self.log_list.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        # The log follows its newest line until the person scrolls up to read, and again once they scroll
        # back down. Whatever changes its height (new lines, the preview above it, the window) changes the
        # scroll range; following is kept there, not only when lines are added.
        self._log_follow = True
        log_bar = self.log_list.verticalScrollBar()
        log_bar.rangeChanged.connect(self._log_range_changed)
        log_bar.valueChanged.connect(self._log_scrolled)
        self.status = QLabel()
        self.status.setObjectName("tableStatus")
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(4, 4, 4, 4)
        # The text scrolls when long, so the face above it stays large and whole.
        text_area = QScrollArea()
        text_area.setWidget(self.preview_text)
        text_area.setWidgetResizable(True)
        text_area.setFrameShape(QFrame.Shape.NoFrame)
        text_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        text_area.setMaximumHeight(150)
        self.preview_text_area = text_area
        side_layout.addWidget(self.preview, 6)
        side_layout.addWidget(text_area)
        side_layout.addWidget(QLabel(self.tr("Game log")))
        side_layout.addWidget(self.log_list, 3)
        self.undo_button = QPushButton(self.tr("Undo"))
        self.undo_button.setToolTip(self.tr("Take back your last move (Ctrl+Z); never past a draw"))
        self.undo_button.clicked.connect(self.undo)
        self.redo_button = QPushButton(self.tr("Redo"))
        self.redo_button.setToolTip(self.tr("Play the move you took back again (Ctrl+Shift+Z)"))
        self.redo_button.clicked.connect(self.redo)
        self.end_turn_button = QPushButton(self.tr("End turn"))
        self.end_turn_button.setObjectName("endTurnButton")
        self.end_turn_button.setToolTip(self.tr("End your turn (Ctrl+E)"))
        self.end_turn_button.clicked.connect(lambda: self.act(EndTurn()))
        self.menu_button = QPushButton(self.tr("Game"))
        self.menu_button.setToolTip(self.tr("Save the replay, concede, or leave the table"))
        self.menu_button.clicked.connect(self._game_menu)
        side_layout.addWidget(self.status)
        buttons = QGridLayout()
        buttons.addWidget(self.end_turn_button, 0, 0, 1, 2)
        buttons.addWidget(self.undo_button, 1, 0)
        buttons.addWidget(self.redo_button, 1, 1)
        buttons.addWidget(self.menu_button, 2, 0, 1, 2)
        side_layout.addLayout(buttons)
        split = self.split = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.setSpacing(0)
        left_layout.addWidget(self.view, 1)
        left_layout.addWidget(self.prompt)
        split.addWidget(left)
        split.addWidget(side)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 0)
        split.setSizes([1000, 260])
        side.setMinimumWidth(220)
        side.setMaximumWidth(360)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(split)
        self.overlay = Overlay(self)
        self._thinker = _Thinker()
        self._thinker.done.connect(self._computer_done)
        self._thinking: ComputerRequest | None = None
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._computer_timer = QTimer(self)
        self._computer_timer.setSingleShot(True)
        self._computer_timer.timeout.connect(self._computer_move)
        self.scene.actionChosen.connect(self.act)
        self.scene.actionsOffered.connect(self._offer)
        self.scene.rejected.connect(self._rejected)
        self.scene.cardClicked.connect(self._card_clicked)
        self.scene.hoverCard.connect(self._show_preview)
        self.scene.discardClicked.connect(self._browse_discard)
        self.scene.cardMenu.connect(self._card_menu)
        self.scene.refusals = self._refusals
        self.prompt.answered.connect(self.act)
        self.prompt.confirmChosen.connect(self._confirm_chosen)
        self.prompt.playerClicked.connect(self._card_clicked)
        self.prompt.orderConfirmed.connect(self._confirm_order)
        self.panel.cardClicked.connect(self._panel_clicked)
        self.panel.closed.connect(self._put_away_seen)
        self.panel.hoverCard.connect(self._show_preview)
        self._shortcut(QKeySequence.StandardKey.Undo, self.undo)
        self._shortcut(QKeySequence("Ctrl+Shift+Z"), self.redo)
        self._shortcut(QKeySequence("Ctrl+Y"), self.redo)
        self._shortcut(QKeySequence("Ctrl+E"), lambda: self.act(EndTurn()))
        self._shortcut(QKeySequence("Ctrl+="), lambda: self.view.set_zoom(self.view.zoom * 1.2))
        self._shortcut(QKeySequence("Ctrl++"), lambda: self.view.set_zoom(self.view.zoom * 1.2))
        self._shortcut(QKeySequence("Ctrl+-"), lambda: self.view.set_zoom(self.view.zoom / 1.2))
        self._shortcut(QKeySequence("Ctrl+0"), lambda: self.view.set_zoom(1.0))
        self._shortcut(QKeySequence("Q"), self._quest_hovered)
        self._hovered: Card | None = None
        self.offer: TableOffer = nothing_offered(session.screen)
        self.picked: tuple[int, ...] = ()  # the cards (and players) picked for the pending choice
        self.numbered: tuple[int, ...] = ()  # the cards given their place so far, when ordering
        self._shown_to = session.screen  # whose hidden cards the widgets may show now
        self.selected = -1
        self.last_dialog: QDialog | None = None
        self.last_menu: QMenu | None = None
        self._log_shown = 0
        self.last_message = ""
        self.refresh(animate=False)

    def _shortcut(self, key: QKeySequence | QKeySequence.StandardKey, slot: Any) -> None:
        sc = QShortcut(QKeySequence(key), self)
        # The whole window, not only while the focus is inside the table: a clicked prompt button is
        # removed with its answer, a menu or dialog hands the focus back elsewhere, and the keys must
        # still work. Qt ignores the shortcut while the table is hidden (another tab is shown).
        sc.setContext(Qt.ShortcutContext.WindowShortcut)
        sc.activated.connect(slot)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if not self.overlay.isHidden():
            self.overlay.setGeometry(self.rect())
        side = max(220, min(340, int(self.width() * 0.22)))
        self.split.setSizes([max(self.width() - side, 100), side])
        self.preview_text_area.setMaximumHeight(max(150, int(self.height() * 0.28)))  # scrolls when long

    # ================================================================ showing the session

    def refresh(self, animate: bool = True) -> None:
        s = self.session
        handoff = s.handoff_needed()
        if s.screen != self._shown_to:
            self._forget_what_was_shown()
        offer = self.offer = offer_for(s)
        legal = list(offer.legal)
        self.scene.interactive = offer.acting
        info = offer.info
        self.scene.manual_names = s.manual_names()
        pd = None if info is None else info.decision
        if offer.pick is None:
            self.picked = ()
        else:
            self.picked = tuple(c for c in self.picked if c in offer.pick.options)
        if not offer.order:
            self.numbered = ()
        self.scene.chosen = {c for c in self.picked if c >= 0}
        self.scene.last_move = set(s.computer_moves)  # marked until the person acts
        seen = s.view()
        self.scene.set_view(seen, offer, s.screen, [x.name for x in s.seats], animate=animate and self.animations)
        self.panel.show_panel(offer.panel, self.picked, self.numbered)
        self._update_log()
        self._update_prompt(offer, seen)
        self.undo_button.setEnabled(s.undo_reason() is None and not s.over and not handoff)
        self.redo_button.setEnabled(s.can_redo() and not s.over and not handoff)
        self.end_turn_button.setEnabled(offer.end_turn)
        if not s.over and not handoff:  # manual abilities whose moment came: the manual tools do them
            self.prompt.announce([log_text(line) for line in s.manual_due])
        if s.over:
            self._show_end(seen)
        elif handoff:
            self._show_handoff()
        else:
            self.overlay.hide()
            if s.computer_to_act() and self._thinking is None and not self._computer_timer.isActive():
                self._computer_timer.start(self.pace_ms)
            elif self.auto_single and pd is not None and len(legal) == 1 and not isinstance(pd, AskMulligan):
                QTimer.singleShot(0, lambda a=legal[0], v=s.version: self._auto(a, v))

    def set_animations(self, on: bool) -> None:
        """Turn the card animations on or off (the Settings dialog, saved)."""
        self.animations = on
        self.scene.animate_moves = on

    def _auto(self, action: Action, version: int) -> None:
        if self.session.version == version and self.session.my_turn():
            self.act(action)

    def _update_log(self) -> None:
        lines = self.session.log
        if len(lines) < self._log_shown:
            self.log_list.clear()
            self._log_shown = 0
        if len(lines) == self._log_shown:
            return
        for line in lines[self._log_shown:]:
            QListWidgetItem(log_text(line), self.log_list)
        self._log_shown = len(lines)

    def _log_range_changed(self, _low: int, high: int) -> None:
        if self._log_follow:
            self.log_list.verticalScrollBar().setValue(high)

    def _log_scrolled(self, value: int) -> None:
        self._log_follow = value >= self.log_list.verticalScrollBar().maximum() - 4

    def _update_prompt(self, offer: TableOffer, seen: GameView) -> None:
        s = self.session
        info = offer.info
        p = self.prompt
        if s.over:
            p.say(self.tr("The game is over."))
            self.status.clear()
            return
        who = s.seat_name(s.to_act())
        if s.computer_to_act():
            p.say(self.tr("{name} is thinking\u2026").format(name=who))
            self.status.setText(self.tr("Computer's move"))
            return
        if s.handoff_needed():
            p.say(self.tr("Pass the screen to {name}.").format(name=who))
            return
        self.status.setText(self.tr("Turn {n}").format(n=seen.turn))
        if info is None:
            if seen.active == s.screen:
                p.say(self.tr("Your turn, {name}: drag a card to your inkwell or play area, onto an opposing "
                              "character to challenge; double-click a character to quest; right-click for "
                              "more.").format(name=who))
            else:
                p.say(self.tr("Waiting for {name}.").format(name=who))
            return
        answers = Answers(offer.pick, offer.buttons, offer.amount, offer.names, offer.order)
        p.ask(info, offer.legal, self._name, s.seat_name, answers, self.picked, self.numbered)

    def _name(self, card: int) -> str:
        """A card's name as the person at the screen sees it (a face-down card is not named)."""
        view = self.scene.view
        name = view.name(card) if view is not None else None
        return shown_name(name) if name is not None else self.tr("a face-down card")

    def _forget_what_was_shown(self) -> None:
        """Another person takes the screen: nothing of what the last one saw stays (the preview, an open
        menu or dialog, the card panel, a message), so no hidden card of theirs is shown to the next."""
        self._shown_to = self.session.screen
        self._hovered = None
        self.selected = -1
        self.picked = ()
        self.numbered = ()
        self.preview.clear()  # (it then says to point at a card)
        self.preview_text.clear()
        self.panel.show_panel(None)
        self.last_message = ""
        for menu in self.findChildren(QMenu):
            menu.close()
        for dialog in self.findChildren(QDialog):
            dialog.close()
        QToolTip.hideText()

    def _show_handoff(self) -> None:
        self._forget_what_was_shown()
        who = self.session.seat_name(self.session.to_act())
        self.overlay.show_panel(
            self.tr("Pass the screen to {name}").format(name=who),
            self.tr("The table is hidden so nobody sees another player's hand. {name}, click when you "
                    "are ready.").format(name=who),
            [(self.tr("I am {name}: show my cards").format(name=who), self._take_screen, "handoffButton")])

    def _take_screen(self) -> None:
        self.session.take_screen()
        self.overlay.hide()
        self.refresh(animate=False)

    def _show_end(self, seen: GameView) -> None:
        s = self.session
        winner = seen.winner
        title = self.tr("{name} wins!").format(name=s.seat_name(winner)) if winner is not None \
            else self.tr("The game is over")
        lore = ", ".join(f"{s.seat_name(p.seat)}: {p.lore}" for p in seen.players)
        body = self.tr("Final lore: {lore}\nTurns played: {turns}").format(lore=lore, turns=seen.turn)
        self.overlay.show_panel(title, body, [
            (self.tr("Rematch"), self.rematchRequested.emit, "rematchButton"),
            (self.tr("Save replay\u2026"), self.save_replay, "saveReplayButton"),
            (self.tr("Look at the table"), self.overlay.hide, "lookButton"),
            (self.tr("Back"), self.backRequested.emit, "backButton"),
        ])

    def _show_preview(self, card: Card | None) -> None:
        self._hovered = card
        if card is None:
            return
        self.preview.set_card(card)
        from html import escape

        from lorcana_desktop.rulesets.card_scripts import manual_abilities
        body = card_text_html(card)
        manual = manual_abilities(card)
        note = ""
        if manual:
            names = ", ".join(escape(m) if len(m) < 40 else escape(m[:37]) + "\u2026" for m in manual)
            note = "<br><span style='color:#b06a10'>" + escape(self.tr("Manual (not automated yet):")) \
                + f" {names}</span>"
        # i18n: markup only: the card's name and text in its data's language, the note translated above
        self.preview_text.setText(f"<p style='margin: 0 0 4px 0'><b>{escape(shown(card).full_name)}</b></p>{body}{note}")

    # ================================================================ acting

    def act(self, action: Action) -> None:
        """Send a person's action to the session; an illegal one is explained, nothing changes."""
        try:
            self.session.apply(action)
        except IllegalAction as exc:
            self._rejected(reason_text(exc.reason))
            return
        except SaveError as exc:
            self._rejected(self.tr("The move was played, but the autosave failed: {why}").format(why=str(exc)))
        self.picked = ()
        self.numbered = ()
        self.refresh()

    def _rejected(self, reason: str) -> None:
        self.last_message = reason
        self.prompt.label.setText(f"<span style='color:#ff9b8a'>{reason}</span>")  # i18n: markup; reason is worded
        self.status.setText(self.tr("Not allowed"))

    def _check(self, action: Action) -> str | None:
        """Why ``action`` is refused now, in the window's language; None when it is allowed."""
        reason = self.session.check(action)
        return reason_text(reason) if reason else None

    def _refusals(self, card: int) -> list[str]:
        """What the person cannot do with their ``card`` now and why, in their language (the engine's reasons)."""
        return [translate("Refusal", deed).format(why=phrase_text("Refusal", r))  # i18n: marked in app/refusals
                for deed, r in card_refusals(self.session, card)]

    def _offer(self, actions: list[Action], pos: QPoint) -> None:
        menu = QMenu(self)
        for a in actions:
            menu.addAction(action_text(self.session.game, a)).triggered.connect(lambda _=False, x=a: self.act(x))
        if self.offer.end_turn:
            menu.addSeparator()
            menu.addAction(self.tr("End turn")).triggered.connect(lambda: self.act(EndTurn()))
        if menu.isEmpty():
            return
        self.last_menu = menu
        menu.popup(pos)

    def _card_menu(self, card: int, pos: QPoint, then: Callable[[], object] | None = None) -> None:
        """Right-click on a card: what the offer lists for it, then the manual tools (``then`` runs before
        a chosen one, e.g. to close the discard list it was opened from)."""
        s = self.session
        menu = QMenu(self)

        def do(action: Action) -> None:
            if then is not None:
                then()
            self.act(action)

        for e in self.offer.menu(card):
            menu.addAction(action_text(s.game, e.action)).triggered.connect(lambda _=False, x=e.action: do(x))
        tools = card_tools(s.game, s.screen, card) if self.offer.card_tools else []
        if tools:
            if not menu.isEmpty():
                menu.addSeparator()
            sub = menu.addMenu(self.tr("Manual (for abilities not automated)"))
            for e in tools:
                if e.tool is Tool.WRITE_NOTE:
                    sub.addAction(self._tool_text(e)).triggered.connect(lambda _=False, c=card: self.write_note(c))
                else:
                    sub.addAction(self._tool_text(e)).triggered.connect(lambda _=False, x=e.action: do(x))
        if self.offer.end_turn:
            menu.addSeparator()
            menu.addAction(self.tr("End turn")).triggered.connect(lambda: do(EndTurn()))
        if menu.isEmpty():
            return
        self.last_menu = menu
        menu.popup(pos)

    def _tool_text(self, e: MenuEntry) -> str:
        """A manual tool's menu entry in the window's language."""
        name = self.session.seat_name(e.seat)
        if e.seat != self.session.screen and e.tool in _OWNER_ZONE_TOOLS:  # another player's card: to its owner
            return {Tool.TO_HAND: self.tr("Return to its owner's hand"),
                    Tool.TO_DISCARD: self.tr("Put into its owner's discard"),
                    Tool.TO_INKWELL: self.tr("Put into its owner's inkwell"),
                    Tool.TO_DECK_TOP: self.tr("Put on top of its owner's deck"),
                    Tool.TO_DECK_BOTTOM: self.tr("Put at the bottom of its owner's deck")}[e.tool]
        words = {Tool.DAMAGE_ON: self.tr("Put 1 damage on it"), Tool.DAMAGE_OFF: self.tr("Remove 1 damage"),
                 Tool.EXERT: self.tr("Exert it"), Tool.READY: self.tr("Ready it"),
                 Tool.TO_HAND: self.tr("Move to your hand"), Tool.TO_PLAY: self.tr("Put into play"),
                 Tool.TO_DISCARD: self.tr("Move to your discard"), Tool.TO_INKWELL: self.tr("Put into your inkwell"),
                 Tool.TO_DECK_TOP: self.tr("Put on top of your deck"),
                 Tool.TO_DECK_BOTTOM: self.tr("Put at the bottom of your deck"),
                 Tool.DRAW: self.tr("Draw a card"), Tool.SHUFFLE: self.tr("Shuffle your deck"),
                 Tool.LORE_UP: self.tr("{name} gains 1 lore").format(name=name),
                 Tool.LORE_DOWN: self.tr("{name} loses 1 lore").format(name=name),
                 Tool.DROPS_UP: self.tr("{name} gets an ink drop").format(name=name),
                 Tool.DROPS_DOWN: self.tr("{name} loses an ink drop").format(name=name),
                 Tool.LOOK_AT_TOP: self.tr("Look at the top card of your deck\u2026"),
                 Tool.LEAVE_LOCATION: self.tr("Leave its location"),
                 Tool.WRITE_NOTE: self.tr("Write a note on it\u2026"),
                 Tool.NOTE_OFF: self.tr("Take the note off")}
        if e.tool is Tool.TO_LOCATION:
            return self.tr("Move to {location}").format(location=self.session.game.name(e.target))
        return words[e.tool] if e.tool is not None else action_text(self.session.game, e.action)

    def write_note(self, card: int) -> None:
        """Ask for the text of a note on ``card`` (lasting text of a manual ability) and write it."""
        from lorcana_desktop.engine import NoteCard
        from lorcana_desktop.engine.manual import NOTE_CHARS
        dialog = QInputDialog(self)
        dialog.setWindowTitle(self.tr("Note on {card}").format(card=self.session.game.name(card)))
        dialog.setLabelText(self.tr("What stays true for this card (everyone sees it until it leaves play):"))
        dialog.setTextValue(self.session.view().cards[card].note)
        dialog.textValueSelected.connect(
            lambda text, c=card: self.act(NoteCard(self.session.screen, c, text.strip()[:NOTE_CHARS])))
        self.last_dialog = dialog
        dialog.open()

    def _manual_game_tools(self, menu: QMenu) -> None:
        if not self.offer.game_tools:
            return
        sub = menu.addMenu(self.tr("Manual tools"))
        sub.setToolTip(self.tr("For card abilities the engine does not automate yet; every use is logged"))
        for e in self.offer.game_tools:
            if e.tool is Tool.LOOK_AT_TOP:
                sub.addAction(self._tool_text(e)).triggered.connect(self.look_at_top)
            else:
                sub.addAction(self._tool_text(e)).triggered.connect(lambda _=False, x=e.action: self.act(x))

    def look_at_top(self) -> None:
        """Show the top card of the person's own deck to them only (logged as a manual look)."""
        try:
            card = self.session.look_at_top()
        except IllegalAction as exc:
            self._rejected(reason_text(exc.reason))
            return
        self.refresh()
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("The top card of your deck"))
        box.setIconPixmap(card_face(card, 250))
        box.setText(shown(card).full_name)
        self.last_dialog = box
        box.open()

    def _card_clicked(self, card: int) -> None:
        """A click on a card of the table or a player's button: a pick for the pending choice, if it is one."""
        pick = self.offer.pick
        if pick is None:
            self.selected = card  # Q quests with it
            return
        picked, answer = pick.click(self.picked, card)
        if answer is not None:
            self.act(answer)
            return
        if picked != self.picked:
            self.picked = picked
            self.refresh(animate=pick.mulligan >= 0)

    def _panel_clicked(self, card: int) -> None:
        """A click on a card of the panel: picks it, or gives it its place when ordering."""
        if self.offer.order:
            self.numbered = order_click(self.numbered, card, self.offer.order)
            self.refresh(animate=False)
        elif self.offer.panel is not None and card in self.offer.panel.pickable:
            self._card_clicked(card)

    def _put_away_seen(self) -> None:
        """The person is done looking at the cards the panel showed them."""
        self.session.put_away_seen()
        self.refresh(animate=False)

    def _confirm_chosen(self) -> None:
        pick = self.offer.pick
        if pick is not None and pick.can_confirm(self.picked):
            self.act(pick.answer(self.picked))

    def _confirm_order(self) -> None:
        answer = order_answer(self.numbered, self.offer.order)
        if answer is not None:
            self.act(answer)

    def _quest_hovered(self) -> None:
        """Q: quest with the card last clicked, or else the one under the mouse."""
        from lorcana_desktop.engine import Quest
        picks = [self.selected] if self.selected >= 0 else []
        picks += [it.card_id for it in self.scene.items_by_key.values() if it.isUnderMouse()]
        for card in picks:
            if card >= 0 and Quest(card) in self.offer.legal:
                self.act(Quest(card))
                return
        self._rejected(self.tr("Click one of your ready characters first, then press Q to quest with it."))

    def undo(self) -> None:
        self._change(self.session.undo)

    def redo(self) -> None:
        self._change(self.session.redo)

    def _change(self, change: Any) -> None:
        """Run a session change; a refusal shows its reason, anything done is redrawn. Not behind the hand-off
        screen: undo there would uncover the last person's hand to whoever sits at the screen now."""
        if self.session.handoff_needed():
            self._rejected(self.tr("Pass the screen first: undo and redo wait for the next person."))
            return
        try:
            change()
        except IllegalAction as exc:
            self._rejected(reason_text(exc.reason))
            return
        self.refresh()

    # ================================================================ the computer

    def _computer_move(self) -> None:
        req = self.session.computer_request()
        if req is None or self._thinking is not None:
            return
        self._thinking = req
        self._pool.start(_Think(req, self._thinker))

    def _computer_done(self, request: ComputerRequest, result: object) -> None:
        self._thinking = None
        if isinstance(result, Exception):
            self._rejected(self.tr("The computer player failed: {why}").format(why=str(result)))
            return
        try:
            self.session.apply_computer(request, result)  # type: ignore[arg-type]
        except IllegalAction:
            pass  # the game moved on (undo, a new game): ask again below
        self.refresh()

    def wait_for_computer(self, timeout_ms: int = 30000) -> None:
        """Tests and the self-test: let the worker finish its current decision."""
        self._pool.waitForDone(timeout_ms)

    def stop(self) -> None:
        """Leaving the table: no computer move is started or applied after this."""
        self._computer_timer.stop()
        self._pool.waitForDone(10000)
        self._thinking = None
        try:
            self._thinker.done.disconnect(self._computer_done)
        except (RuntimeError, TypeError):
            pass

    # ================================================================ menus and dialogs

    def _game_menu(self) -> None:
        menu = QMenu(self)
        self._manual_game_tools(menu)
        menu.addAction(self.tr("Save replay\u2026")).triggered.connect(self.save_replay)
        if self.session.my_turn():
            menu.addAction(self.tr("Concede")).triggered.connect(self._concede)
        menu.addAction(self.tr("Leave the table (the game is autosaved)")).triggered.connect(
            self.backRequested.emit)
        self.last_menu = menu
        menu.popup(self.menu_button.mapToGlobal(QPoint(0, self.menu_button.height())))

    def _concede(self) -> None:
        s = self.session
        seat = s.screen
        others = [s.seat_name(p.seat) for p in s.view().players if p.seat != seat and not p.out]
        if len(others) == 1:  # CR 9.2.3: the last player left wins
            text = self.tr("Leave this game? {name} wins.").format(name=others[0])
        else:
            text = self.tr("Leave this game? {names} and {last} play on.").format(
                names=", ".join(others[:-1]), last=others[-1])
        if QMessageBox.question(self, self.tr("Concede"), text) == QMessageBox.StandardButton.Yes:
            self.session.concede(seat)
            self.refresh()

    def save_replay(self, path: str | None = None) -> None:
        save_replay_file(self, self.session.save_replay, self.status, path)

    def _browse_discard(self, seat: int) -> None:
        """List a discard pile, newest first. In your own pile, right-click a card (or double-click it when
        one thing can be done with it) for its legal actions, such as inking it or playing it from there
        when an ability allows, and the manual tools."""
        pile = list(reversed(self.session.view().players[seat].discard))
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("{name}'s discard").format(name=self.session.seat_name(seat)))
        layout = QVBoxLayout(dialog)
        lst = QListWidget()
        lst.setObjectName("discardList")
        mine = seat == self.session.screen and self.scene.interactive

        def acts_of(card: int) -> list[Action]:
            return [e.action for e in self.offer.menu(card)]

        usable = False
        for card in pile:
            acts = acts_of(card.id) if mine else []
            name = shown_name(card.name or "?")
            item = QListWidgetItem(name)
            item.setData(Qt.ItemDataRole.UserRole, card.id)
            if acts:
                usable = True
                font = item.font()
                font.setBold(True)
                item.setFont(font)
                item.setToolTip("\n".join(action_text(self.session.game, a) for a in acts))
            lst.addItem(item)
        layout.addWidget(QLabel(self.tr("%n card(s), the newest first", "", len(pile))))
        layout.addWidget(lst)
        if mine:
            hint = self.tr("Cards in bold can be used now: double-click one, or right-click a card for what you "
                           "can do with it.") if usable else self.tr("Right-click a card for the manual tools.")
            note = QLabel(hint)
            note.setWordWrap(True)
            layout.addWidget(note)
            lst.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)

            def menu_at(pos: QPoint) -> None:
                it = lst.itemAt(pos)
                if it is not None:
                    self._card_menu(int(it.data(Qt.ItemDataRole.UserRole)), lst.viewport().mapToGlobal(pos),
                                    then=dialog.accept)

            def double_clicked(it: QListWidgetItem) -> None:
                acts = acts_of(int(it.data(Qt.ItemDataRole.UserRole)))
                if len(acts) == 1:
                    dialog.accept()
                    self.act(acts[0])
                elif acts:
                    menu_at(lst.visualItemRect(it).center())

            lst.customContextMenuRequested.connect(menu_at)
            lst.itemDoubleClicked.connect(double_clicked)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(dialog.accept)
        layout.addWidget(close)
        dialog.resize(360, 420)
        self.last_dialog = dialog
        dialog.open()
