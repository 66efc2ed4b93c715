"""The Exo table widget: the scene, the phase bar, the chain panel (links bottom to top with controller, source and
targets; the parallel chain waiting; who holds priority), Pass / Next phase, the pickers, the log, undo, the
"stop at" phases, the hand-off screen and the computer opponent. It shows ``ExoMatch`` and forwards to it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QKeySequence, QPainter, QPixmap, QShortcut, QTransform
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMenu,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from lorcana_desktop.app.exo_board import CardShown, ExoBoard, LinkShown, Moment, board_of, moment
from lorcana_desktop.app.exo_match import PHASES, ExoMatch
from lorcana_desktop.app.exo_offer import EntryKind, ExoButtonKind, ExoOffer, ExoTool, ToolKind, offer_for
from lorcana_desktop.exo.engine import Action, IllegalAction
from lorcana_desktop.exo.engine.decisions import CHOOSE, COEXIST, DECLARE, DISCARD, PAY, SACRIFICE
from lorcana_desktop.ui.exo_table.faces import ExoFaces
from lorcana_desktop.ui.exo_table.layout import table_width
from lorcana_desktop.ui.exo_table.scene import ExoScene, zone_word
from lorcana_desktop.ui.exo_table.words import exo_action_text, exo_log_text, exo_reason_text
from lorcana_desktop.ui.i18n import QT_TRANSLATE_NOOP, translate
from lorcana_desktop.ui.table.table_widget import Overlay, _Think, _Thinker, save_replay_file

# The phases as the rules name them (Exo's own words stay Italian).
PHASE_WORDS = {
    "draw": QT_TRANSLATE_NOOP("ExoTable", "Pescata"), "recovery": QT_TRANSLATE_NOOP("ExoTable", "Ripresa"),
    "main": QT_TRANSLATE_NOOP("ExoTable", "Principale"), "battle": QT_TRANSLATE_NOOP("ExoTable", "Battaglia"),
    "end": QT_TRANSLATE_NOOP("ExoTable", "Fine turno"),
}
COMPUTER_PACE_MS = 350
PANEL_MIN_W, PANEL_MAX_W = 310, 400  # the side panel's width in pixels


def phase_word(phase: str) -> str:
    return translate("ExoTable", PHASE_WORDS.get(phase, phase))


class ExoView(QGraphicsView):
    """The whole table, scaled to the widget: the table takes the view's shape (``layout.table_width``), so it
    fills the view and its cards grow with the window."""

    def __init__(self, scene: ExoScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMouseTracking(True)

    def fit(self) -> None:
        vw, vh = max(self.viewport().width(), 1), max(self.viewport().height(), 1)
        scene = self.scene()
        if isinstance(scene, ExoScene):
            scene.set_table_width(table_width(vw, vh))  # (the scale below is absolute: fitting twice changes nothing)
        rect = self.sceneRect()
        s = min(vw / rect.width(), vh / rect.height())
        self.setTransform(QTransform.fromScale(s, s))
        self.centerOn(rect.center())

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.fit()


class CardPreview(QWidget):
    """The hovered card, as large as the panel allows with its proportions kept."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.source: QPixmap | None = None

    def set_card(self, pixmap: QPixmap | None) -> None:
        self.source = pixmap
        self.update()

    def pixmap(self) -> QPixmap | None:
        return self.source

    def clear(self) -> None:
        self.set_card(None)

    def paintEvent(self, event: Any) -> None:
        if self.source is None or self.source.isNull():
            return
        scaled = self.source.scaled(self.size(), Qt.AspectRatioMode.KeepAspectRatio,
                                    Qt.TransformationMode.SmoothTransformation)
        painter = QPainter(self)
        painter.drawPixmap((self.width() - scaled.width()) // 2, (self.height() - scaled.height()) // 2, scaled)
        painter.end()


class ExoTableWidget(QWidget):
    """An Exo match on the table. ``backRequested``: back to the Play screen."""

    backRequested = Signal()

    def __init__(self, match: ExoMatch, parent: QWidget | None = None, *, pace_ms: int = COMPUTER_PACE_MS) -> None:
        super().__init__(parent)
        self.match = match
        self.session = match  # (the name the window's other tables use)
        self.pace_ms = pace_ms
        self.faces = ExoFaces(match.book)
        self.scene = ExoScene(self.faces, self)
        self.view = ExoView(self.scene)
        self.picked: tuple[int, ...] = ()
        self.offer = ExoOffer(match.screen, False)
        self.board: ExoBoard | None = None
        self.last_menu: QMenu | None = None
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._thinker = _Thinker(self)
        self._thinker.done.connect(self._computer_done)
        self._thinking: Any = None
        self._computer_timer = QTimer(self)
        self._computer_timer.setSingleShot(True)
        self._computer_timer.timeout.connect(self._computer_move)

        self.phase_bar = QLabel()
        self.phase_bar.setObjectName("exoPhaseBar")
        self.phase_bar.setTextFormat(Qt.TextFormat.RichText)
        self.phase_bar.setWordWrap(True)
        self.prompt = QLabel()
        self.prompt.setObjectName("exoPrompt")
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet("font-weight: bold;")
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setStyleSheet("color: #b3261e;")
        self.pass_button = QPushButton(self.tr("Pass"))
        self.pass_button.setObjectName("exoPass")
        self.pass_button.setToolTip(self.tr("Pass priority to your opponent (two passes in a row resolve the chain)"))
        self.next_button = QPushButton(self.tr("Next phase"))
        self.next_button.setObjectName("exoNextPhase")
        self.next_button.setToolTip(self.tr("Declare the change of phase (your opponent may answer it)"))
        self.skip_button = QPushButton(self.tr("To the End phase"))
        self.skip_button.setObjectName("exoSkipBattle")
        self.skip_button.setToolTip(self.tr("End the Main phase and skip the Battle phase"))
        self.confirm_button = QPushButton(self.tr("Confirm"))
        self.confirm_button.setObjectName("exoConfirm")
        self.confirm_button.setToolTip(self.tr("Confirm the cards you picked"))
        self.pass_button.clicked.connect(lambda: self._button(ExoButtonKind.PASS))
        self.next_button.clicked.connect(lambda: self._button(ExoButtonKind.NEXT_PHASE))
        self.skip_button.clicked.connect(lambda: self._button(ExoButtonKind.SKIP_BATTLE))
        self.confirm_button.clicked.connect(self._confirm)
        self.choice_row = QHBoxLayout()  # Yes / No, options, the next effect of an order
        self.chain_title = QLabel(self.tr("Chain"))
        self.chain_title.setStyleSheet("font-weight: bold;")
        self.chain = QListWidget()
        self.chain.setObjectName("exoChain")
        self.chain.setWordWrap(True)
        self.chain.setToolTip(self.tr("The chain of effects: the top link resolves first"))
        self.priority = QLabel()
        self.priority.setObjectName("exoPriority")
        self.priority.setWordWrap(True)
        self.log = QListWidget()
        self.log.setObjectName("exoLog")
        self.log.setWordWrap(True)
        self.undo_button = QPushButton(self.tr("Undo"))
        self.undo_button.setToolTip(self.tr("Take back your last decision (never past a draw)"))
        self.undo_button.clicked.connect(self.undo)
        self.redo_button = QPushButton(self.tr("Redo"))
        self.redo_button.clicked.connect(self.redo)
        self.stops_button = QPushButton(self.tr("Stop at\u2026"))
        self.stops_button.setToolTip(self.tr("The phases in which you answer even when passing is all you can do"))
        self.stops_button.clicked.connect(self._stops_menu)
        self.menu_button = QPushButton(self.tr("Game"))
        self.menu_button.clicked.connect(self._game_menu)
        self.preview = CardPreview()
        self.preview.setObjectName("exoPreview")
        self.preview.setMinimumHeight(120)
        self.preview.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self._previewed: CardShown | None = None

        side = QVBoxLayout()
        side.addWidget(self.prompt)
        # Two by two: at 1024 pixels four buttons in a row cut their words.
        buttons = QGridLayout()
        for k, b in enumerate((self.pass_button, self.confirm_button, self.next_button, self.skip_button)):
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            buttons.addWidget(b, k // 2, k % 2)
        side.addLayout(buttons)
        side.addLayout(self.choice_row)
        side.addWidget(self.status)
        side.addWidget(self.chain_title)
        side.addWidget(self.priority)
        side.addWidget(self.chain, 2)
        side.addWidget(self.preview, 3)
        log_title = QLabel(self.tr("Log"))
        log_title.setStyleSheet("font-weight: bold;")
        side.addWidget(log_title)
        side.addWidget(self.log, 2)
        tools = QGridLayout()  # two by two as well: "Anhalten bei…" and "Wiederholen" need the room
        for k, b in enumerate((self.undo_button, self.redo_button, self.stops_button, self.menu_button)):
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            tools.addWidget(b, k // 2, k % 2)
        side.addLayout(tools)
        panel = QFrame()
        panel.setLayout(side)
        self.panel = panel
        self._size_panel()
        body = QHBoxLayout()
        body.addWidget(self.view, 1)
        body.addWidget(panel)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)
        outer.addWidget(self.phase_bar)
        outer.addLayout(body, 1)
        self.overlay = Overlay(self)

        self.scene.acted.connect(self.act)
        self.scene.choose.connect(self._choose_menu)
        self.scene.refused.connect(self._rejected)
        self.scene.clicked.connect(self._card_clicked)
        self.scene.menuAsked.connect(self._card_menu)
        self.scene.hovered.connect(self._show_preview)
        self.scene.peek.connect(self._peek)
        for key, slot in ((QKeySequence(QKeySequence.StandardKey.Undo), self.undo),
                          (QKeySequence(QKeySequence.StandardKey.Redo), self.redo),
                          (QKeySequence("Ctrl+P"), lambda: self._button(ExoButtonKind.PASS))):
            shortcut = QShortcut(key, self)
            shortcut.activated.connect(slot)
        self.refresh()

    # ================================================================ showing

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._size_panel()
        if self.overlay.isVisible():
            self.overlay.setGeometry(self.rect())

    def _size_panel(self) -> None:
        """The side panel takes a fifth of the width, within what its buttons need (1024 pixels) and what the
        table can spare (a wide window gives the table the rest)."""
        self.panel.setFixedWidth(max(PANEL_MIN_W, min(PANEL_MAX_W, self.width() // 5)))

    def refresh(self) -> None:
        m = self.match
        if m.handoff_needed():
            self._show_handoff()
            self.scene.clear()  # nothing of the last person's stays behind the screen
            self.board = None
            self.offer = ExoOffer(m.screen, False)
            self.chain.clear()
            self.preview.clear()
            self._update_buttons()
            return
        self.overlay.hide()
        self.board = board_of(m.view(), m.to_act(), m.computer_moves)
        self.offer = offer_for(m)
        if self.offer.pick is None:
            self.picked = ()
        else:
            self.picked = tuple(c for c in self.picked if c in self.offer.pick.options)
        self.scene.show_board(self.board, self.offer, self.picked, self._names())
        self._update_phase_bar(self.board)
        self._update_chain(self.board)
        self._update_prompt()
        self._update_buttons()
        self._update_log()
        # The card the moment is about: the top link of the chain, else the last card put into Etere (being paid).
        top = self.board.chain.links[-1].source if self.board.chain.links else \
            (self.board.etere[-1] if self.board.etere else None)
        self._show_preview(top if top is not None and top.card_id is not None else None)
        if m.over:
            self._show_end()
        elif m.computer_to_act() and self._thinking is None:
            self._computer_timer.start(self.pace_ms)

    def _names(self) -> tuple[str, ...]:
        return tuple(self.match.seat_name(k) for k in range(len(self.match.seats)))

    def _update_phase_bar(self, b: ExoBoard) -> None:
        parts = []
        for p in PHASES:
            word = phase_word(p)
            parts.append(f"<b style='color:#1d6f42'>[{word}]</b>" if p == b.phase else word)
        whose = self.match.seat_name(b.active)
        lives = " \u2022 ".join(
            self.tr("{name}: Vita {life}").format(name=self.match.seat_name(s.seat), life=s.life) for s in b.sides)
        self.phase_bar.setText(self.tr("Turn {n}, {name}").format(n=b.turn, name=whose) + " \u2014 "
                               + " \u203a ".join(parts) + " \u2014 " + lives)

    def _link_text(self, link: LinkShown) -> str:
        who = self.match.seat_name(link.controller)
        source = link.source.name or self.tr("a hidden card")
        if link.kind == "play":
            what = self.tr("plays {card}").format(card=source)
        elif link.kind == "attack":
            what = self.tr("{card} attacks").format(card=source)
        elif link.keyword:  # the key ability's word stays as the card prints it
            what = self.tr("{card}: {effect}").format(card=source, effect=link.keyword)
        elif link.leader:
            what = self.tr("{card}: Leader effect").format(card=source)
        else:
            what = self.tr("{card}: effect").format(card=source)
        text = f"{who}: {what}"
        if link.targets:
            names = ", ".join(t.name or self.tr("a covered card") for t in link.targets)
            text += " \u2192 " + names
        return text

    def _update_chain(self, b: ExoBoard) -> None:
        self.chain.clear()
        c = b.chain
        links = list(c.links)
        for k in range(len(links) - 1, -1, -1):  # the top link first: it resolves first
            self.chain.addItem(f"{k + 1}. {self._link_text(links[k])}")
        if not links:
            self.chain.addItem(self.tr("(no chain)"))
        for link in c.parallel:
            self.chain.addItem(self.tr("Waiting (parallel chain): {link}").format(link=self._link_text(link)))
        for frame in c.interrupted:
            for link in reversed(frame):
                self.chain.addItem(self.tr("Interrupted by the Emergency: {link}").format(link=self._link_text(link)))
        if c.resolving:
            self.priority.setText(self.tr("The chain is resolving"))
        elif c.priority is not None:
            self.priority.setText(self.tr("Priority: {name}").format(name=self.match.seat_name(c.priority)))
        else:
            self.priority.setText(self.tr("Deciding: {name}").format(name=self.match.seat_name(b.to_act)))

    def _pick_words(self) -> str:
        pick = self.offer.pick
        assert pick is not None
        n, count = len(self.picked), pick.count
        words = {
            PAY: self.tr("Pay the Costo: click cards of your Field to cover them, or cards of your hand to put them "
                         "into Occulto ({n} of {count})"),
            SACRIFICE: self.tr("Sacrificio: click the face-up cards of your Field to send to the discard pile "
                               "({n} of {count})"),
            DECLARE: self.tr("Choose the targets ({n} of {count})"),
            DISCARD: self.tr("Choose the cards to discard ({n} of {count})"),
            CHOOSE: self.tr("Choose cards ({n} of {count})"),
            COEXIST: self.tr("The two cards cannot both stay: choose the one to discard"),
        }
        text = words.get(pick.purpose, self.tr("Choose cards ({n} of {count})")).format(n=n, count=count)
        if pick.up_to:
            text += " " + self.tr("(up to that many)")
        return text + (f" \u2014 {pick.label}" if pick.label else "")

    def _update_prompt(self) -> None:
        m = self.match
        if m.over:
            self.prompt.setText(self.tr("The game is over"))
        elif m.computer_to_act():
            self.prompt.setText(self.tr("{name} is thinking\u2026").format(name=m.seat_name(m.to_act())))
        elif self.offer.pick is not None:
            self.prompt.setText(self._pick_words())
        elif self.offer.question:
            kinds = {b.kind for b in self.offer.buttons}
            detail = self.offer.buttons[0].detail if ExoButtonKind.YES in kinds else ""
            if ExoButtonKind.NEXT_EFFECT in kinds:
                self.prompt.setText(self.tr("Effects triggered together: choose the one that goes on the chain next"))
            elif ExoButtonKind.OPTION in kinds:
                self.prompt.setText(self.tr("Choose one"))
            else:
                self.prompt.setText(self.tr("Use this effect? {effect}").format(effect=detail))
        elif self.board is not None and moment(self.board) is Moment.ANSWER_CHAIN:
            self.prompt.setText(self.tr("Answer the chain: drag a Tattica onto its target or right-click a card for "
                                        "its effects; Pass lets the chain resolve"))
        elif self.board is not None and moment(self.board) is Moment.ANSWER_OPPONENT:
            self.prompt.setText(self.tr("{name}'s turn: you may answer with a Tattica or a card's effect "
                                        "(right-click), or Pass").format(name=m.seat_name(self.board.active)))
        else:
            self.prompt.setText(self.tr("Your move: drag a card from your hand or Evolution deck to your Field, an "
                                        "attacker onto its target, a Tattica onto its target; right-click a card "
                                        "for its effects"))

    def _update_buttons(self) -> None:
        o = self.offer
        self.pass_button.setEnabled(o.button(ExoButtonKind.PASS) is not None)
        self.next_button.setEnabled(o.button(ExoButtonKind.NEXT_PHASE) is not None)
        self.skip_button.setEnabled(o.button(ExoButtonKind.SKIP_BATTLE) is not None)
        self.confirm_button.setVisible(o.pick is not None)
        self.confirm_button.setEnabled(o.pick is not None and o.pick.can_confirm(self.picked))
        while self.choice_row.count():
            item = self.choice_row.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()
                w.deleteLater()
        for b in o.buttons:
            if b.kind in (ExoButtonKind.PASS, ExoButtonKind.NEXT_PHASE, ExoButtonKind.SKIP_BATTLE):
                continue
            text = {ExoButtonKind.YES: self.tr("Yes"), ExoButtonKind.NO: self.tr("No"),
                    ExoButtonKind.OPTION: b.detail,
                    ExoButtonKind.NEXT_EFFECT: self.tr("Next: {card}").format(card=b.detail)}.get(b.kind, b.detail)
            button = QPushButton(text)
            button.setObjectName(f"exoChoice_{b.kind.value}")
            button.clicked.connect(lambda _=False, a=b.action: self.act(a))
            self.choice_row.addWidget(button)
            button.show()
        self.undo_button.setEnabled(not self.match.handoff_needed() and self.match.undo_reason() is None)
        self.redo_button.setEnabled(self.match.can_redo())

    def _update_log(self) -> None:
        self.log.clear()
        for line in self.match.log[-200:]:
            self.log.addItem(exo_log_text(line))
        self.log.scrollToBottom()
        QTimer.singleShot(0, self.log.scrollToBottom)  # again once the panel has its size (the last line was cut)

    def _show_preview(self, card: CardShown | None) -> None:
        """The hovered card at a size to read (the table's cards are small in a small window)."""
        self._previewed = card
        if card is None or card.card_id is None:
            self.preview.clear()
            return
        flipped = bool(self.board and any(s.leader.id == card.id and s.flipped for s in self.board.sides))
        self.preview.set_card(self.faces.face(card.card_id, 300, flipped))

    def _show_handoff(self) -> None:
        for menu in self.findChildren(QMenu):
            menu.close()
        who = self.match.seat_name(self.match.to_act())
        self.overlay.show_panel(
            self.tr("Pass the screen to {name}").format(name=who),
            self.tr("The table is hidden so nobody sees another player's hand. {name}, click when you "
                    "are ready.").format(name=who),
            [(self.tr("I am {name}: show my cards").format(name=who), self._take_screen, "handoffButton")])

    def _take_screen(self) -> None:
        self.match.take_screen()
        self.overlay.hide()
        self.refresh()

    def _show_end(self) -> None:
        m = self.match
        w = m.exo.winner
        title = self.tr("A draw") if w is None else self.tr("{name} wins").format(name=m.seat_name(w))
        self.overlay.show_panel(title, self.tr("The game is over."),
                                [(self.tr("Back to the Play screen"), self.backRequested.emit, "exoBack")])

    # ================================================================ acting

    def act(self, action: Action) -> None:
        self.status.clear()
        try:
            self.match.apply(action)
        except IllegalAction as exc:
            self._rejected(exo_reason_text(exc.reason, self.match.seat_name))
            return
        self.picked = ()
        self.refresh()

    def _rejected(self, reason: str) -> None:
        self.status.setText(reason)

    def _button(self, kind: ExoButtonKind) -> None:
        b = self.offer.button(kind)
        if b is not None:
            self.act(b.action)

    def _card_clicked(self, card: int) -> None:
        pick = self.offer.pick
        if pick is None or card not in pick.options:
            return
        self.picked = pick.toggle(self.picked, card)
        if self.board is not None:
            self.scene.show_board(self.board, self.offer, self.picked, self._names())
        self._update_prompt()
        self._update_buttons()

    def _confirm(self) -> None:
        pick = self.offer.pick
        if pick is not None and pick.can_confirm(self.picked):
            self.act(pick.answer(self.picked))

    def _entry_text(self, kind: EntryKind, detail: str) -> str:
        return {
            EntryKind.PLAY: self.tr("Play"),
            EntryKind.PLAY_ALT: self.tr("Play with alternative cost {n}").format(n=detail),
            EntryKind.EVOLVE: self.tr("Evolve (pay the Sacrificio)"),
            EntryKind.EVOLVE_MODE: self.tr("Evolve: {mode} the Vice Leader").format(mode=detail),
            EntryKind.ACTIVATE: self.tr("Activate: {effect}").format(effect=detail),
            EntryKind.REVEAL: self.tr("Reveal (RIVELA): {effect}").format(effect=detail),
            EntryKind.LEADER: self.tr("Leader effect: {effect}").format(effect=detail),
        }[kind]

    def _tool_text(self, t: ExoTool) -> str:
        zones = {"hand": self.tr("to the hand"), "field": self.tr("to the Field"), "discard": self.tr("to the discard pile"),
                 "banished": self.tr("to the banished cards"), "occulto": self.tr("into Occulto"),
                 "deck_top": self.tr("on top of the deck"), "deck_bottom": self.tr("to the bottom of the deck"),
                 "evo_deck": self.tr("to the Evolution deck")}
        who = self.match.seat_name(int(t.detail)) if t.detail in ("0", "1") else ""
        return {
            ToolKind.COVER: self.tr("Cover"), ToolKind.UNCOVER: self.tr("Uncover"),
            ToolKind.MOVE: self.tr("Move %1").replace("%1", zones.get(t.detail, t.detail)),
            ToolKind.COUNTER_UP: self.tr("Add a %1 counter").replace("%1", t.detail),
            ToolKind.COUNTER_DOWN: self.tr("Remove a %1 counter").replace("%1", t.detail),
            ToolKind.LIFE_UP: self.tr("%1: +1 Vita").replace("%1", who),
            ToolKind.LIFE_DOWN: self.tr("%1: −1 Vita").replace("%1", who),
            ToolKind.DRAW: self.tr("Draw a card"), ToolKind.SHUFFLE: self.tr("Shuffle your deck"),
        }[t.kind]

    def _add_tools(self, menu: QMenu, tools: tuple[ExoTool, ...]) -> None:
        if not tools:
            return
        sub = menu.addMenu(self.tr("By hand (for text without steps)"))
        for t in tools:
            sub.addAction(self._tool_text(t)).triggered.connect(lambda _=False, a=t.action: self.act(a))

    def _card_menu(self, card: int, pos: QPoint) -> None:
        entries = self.offer.menu(card)
        tools = self.offer.card_tools(card)
        if not entries and not tools:
            return
        menu = QMenu(self)
        for e in entries:
            menu.addAction(self._entry_text(e.kind, e.detail)).triggered.connect(
                lambda _=False, a=e.action: self.act(a))
        self._add_tools(menu, tools)
        self.last_menu = menu
        menu.popup(pos)

    def _choose_menu(self, actions: list[Action], pos: QPoint) -> None:
        menu = QMenu(self)
        for a in actions:
            menu.addAction(exo_action_text(self.match.exo, a)).triggered.connect(lambda _=False, x=a: self.act(x))
        self.last_menu = menu
        menu.popup(pos)

    def _peek(self, seat: int, zone: str) -> None:
        b = self.board
        if b is None:
            return
        side = b.sides[seat]
        mine = seat == b.me
        cards = {"occulto": side.occulto if mine else (), "evo_deck": side.evo if mine else (),
                 "discard": side.discard, "banished": side.banished}.get(zone, ())
        menu = QMenu(self)
        menu.setTitle(zone_word(zone))
        if not cards:
            menu.addAction(self.tr("(nothing to see)")).setEnabled(False)
        for c in cards:
            menu.addAction(c.name or self.tr("a hidden card")).setEnabled(False)
        self.last_menu = menu
        menu.popup(self.view.mapToGlobal(QPoint(self.view.width() // 2, self.view.height() // 2)))

    def undo(self) -> None:
        self._change(self.match.undo)

    def redo(self) -> None:
        self._change(self.match.redo)

    def _change(self, change: Any) -> None:
        if self.match.handoff_needed():
            self._rejected(self.tr("Pass the screen first: undo and redo wait for the next person."))
            return
        try:
            change()
        except IllegalAction as exc:
            self._rejected(exo_reason_text(exc.reason, self.match.seat_name))
            return
        self.refresh()

    def _stops_menu(self) -> None:
        menu = QMenu(self)
        seat = self.match.screen
        current = self.match.stops_of(seat)
        for p in PHASES:
            a = menu.addAction(self.tr("Stop in the phase {phase}").format(phase=phase_word(p)))
            a.setCheckable(True)
            a.setChecked(p in current)
            a.toggled.connect(lambda on, phase=p: self._set_stop(phase, on))
        self.last_menu = menu
        menu.popup(self.stops_button.mapToGlobal(QPoint(0, self.stops_button.height())))

    def _set_stop(self, phase: str, on: bool) -> None:
        seat = self.match.screen
        now = set(self.match.stops_of(seat))
        (now.add if on else now.discard)(phase)
        self.match.set_stops(seat, frozenset(now))

    def _game_menu(self) -> None:
        menu = QMenu(self)
        self._add_tools(menu, self.offer.game_tools)
        menu.addAction(self.tr("Save replay\u2026")).triggered.connect(lambda: self.save_replay())
        if self.match.my_turn():
            menu.addAction(self.tr("Concede")).triggered.connect(self._concede)
        menu.addAction(self.tr("Leave the table (the game is autosaved)")).triggered.connect(self.backRequested.emit)
        self.last_menu = menu
        menu.popup(self.menu_button.mapToGlobal(QPoint(0, self.menu_button.height())))

    def _concede(self) -> None:
        m = self.match
        other = m.seat_name(1 - m.screen)
        if QMessageBox.question(self, self.tr("Concede"),
                                self.tr("Leave this game? {name} wins.").format(name=other)) \
                == QMessageBox.StandardButton.Yes:
            m.concede(m.screen)
            self.refresh()

    def save_replay(self, path: str | None = None) -> None:
        save_replay_file(self, self.match.save_replay, self.status, path)

    # ================================================================ the computer

    def _computer_move(self) -> None:
        req = self.match.computer_request()
        if req is None or self._thinking is not None:
            return
        self._thinking = req
        self._pool.start(_Think(req, self._thinker))

    def _computer_done(self, request: Any, result: object) -> None:
        self._thinking = None
        if isinstance(result, Exception):
            self._rejected(self.tr("The computer player failed: {why}").format(why=str(result)))
            return
        try:
            self.match.apply_computer(request, result)
        except IllegalAction:
            pass  # the game moved on: ask again below
        self.refresh()

    def wait_for_computer(self, timeout_ms: int = 30000) -> None:
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


def exo_help_section() -> Any:
    """The help window's page for the Exo table: its gestures and keys."""
    from lorcana_desktop.ui.help_dialog import HelpSection, shortcuts_html

    rows = [
        (translate("ExoTableHelp", "drag hand \u2192 your Field"), translate("ExoTableHelp", "play the card, then pay its Costo: click Field cards to cover them, "
                                              "hand cards to put them into Occulto, then Confirm")),
        (translate("ExoTableHelp", "drag Evolution deck \u2192 your Field"), translate("ExoTableHelp", "evolve, then pick the cards of the Sacrificio")),
        (translate("ExoTableHelp", "drag attacker \u2192 a card or the Leader"), translate("ExoTableHelp", "declare the attack")),
        (translate("ExoTableHelp", "drag a Tattica \u2192 a card"), translate("ExoTableHelp", "play it on that target")),
        (translate("ExoTableHelp", "right-click a card"), translate("ExoTableHelp", "COPRI and other effects, RIVELA, the Leader effect; By hand: the manual tools")),
        (translate("ExoTableHelp", "click a pile"), translate("ExoTableHelp", "look at your Occulto, Evolution deck, a discard pile or the banished cards")),
        ("Ctrl+P", translate("ExoTableHelp", "pass")),
        ("Ctrl+Z", translate("ExoTableHelp", "undo your last decision (never past a draw)")),
        ("Ctrl+Shift+Z, Ctrl+Y", translate("ExoTableHelp", "redo")),
    ]
    intro = translate("ExoTableHelp", "On the Creatures of Exo table every move is checked by the rules engine. The session passes for you "
              "when passing is all you can do, unless you ticked that phase under Stop at. The chain panel lists "
              "the links top first: the top one resolves first.")
    return HelpSection("exo_table", translate("ExoTableHelp", "Creatures of Exo table"), shortcuts_html(intro, rows))


__all__ = ["ExoTableWidget", "ExoView", "exo_help_section", "phase_word"]
