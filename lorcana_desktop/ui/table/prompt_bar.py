"""The prompt bar under the table: what the person must do now, and the buttons to answer a pending
choice (Yes/No, modes, a number, naming a card, ordering cards, which bag effect resolves next)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from lorcana_desktop.engine import (
    Accept,
    Action,
    ChooseAmount,
    ChooseOption,
    ChooseTargets,
    ChooseTrigger,
    NameCard,
    OrderCards,
)
from lorcana_desktop.engine.decisions import (
    AskAmount,
    AskBodyguard,
    AskDiscardCost,
    AskMay,
    AskName,
    AskOption,
    AskOrder,
    AskTargets,
    AskTopOrBottom,
    AskTrigger,
    DeckEnd,
    PendingInfo,
)


def clear_layout(layout: QHBoxLayout) -> None:
    """Remove every widget from ``layout`` at once (a later findChild must not meet an old button)."""
    while layout.count():
        item = layout.takeAt(0)
        w = item.widget() if item is not None else None
        if w is not None:
            w.hide()
            w.setParent(None)
            w.deleteLater()


MODE_CHARS = 60  # a "Choose one:" mode longer than this is shortened on its button (the tooltip has it all)


class OrderDialog(QDialog):
    """Put cards in an order by dragging them in a list (first = the topmost of them in the deck)."""

    def __init__(self, names: Sequence[tuple[int, str]], parent: QWidget | None = None,
                 end: DeckEnd = DeckEnd.TOP) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Order the cards"))
        layout = QVBoxLayout(self)
        if end is DeckEnd.BOTTOM:
            hint = self.tr("Drag the cards into order. They go on the bottom of your deck; the last one ends up "
                           "at the very bottom.")
        else:
            hint = self.tr("Drag the cards into order. The first goes on top.")
        self.hint = QLabel(hint)
        layout.addWidget(self.hint)
        self.list = QListWidget()
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        for card, name in names:
            self.list.addItem(name)
            self.list.item(self.list.count() - 1).setData(Qt.ItemDataRole.UserRole, card)
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)

    def order(self) -> tuple[int, ...]:
        return tuple(int(self.list.item(k).data(Qt.ItemDataRole.UserRole)) for k in range(self.list.count()))


class PromptBar(QFrame):
    """Says what to do; its buttons send answers (``answered``) or requests (``endTurn``, ``confirm``)."""

    answered = Signal(object)  # an Action
    confirmChosen = Signal()  # confirm the cards picked on the table

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("promptBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#promptBar { background: #2b2f36; } QLabel { color: #f1ead2; font-size: 14px; }")
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(10, 6, 10, 6)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # The text wraps into whatever room the buttons leave; the buttons always keep their width.
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.label.setMinimumHeight(38)
        self._layout.addWidget(self.label, 1)
        self._buttons = QWidget()
        self._buttons.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self._buttons_layout = QHBoxLayout(self._buttons)
        self._buttons_layout.setContentsMargins(0, 0, 0, 0)
        self._layout.addWidget(self._buttons)
        self.confirm_button: QPushButton | None = None

    def clear_buttons(self) -> None:
        clear_layout(self._buttons_layout)
        self.confirm_button = None

    def say(self, text: str) -> None:
        self.clear_buttons()
        self.label.setText(text)

    def add_button(self, text: str, on_click: Callable[[], None], tip: str = "",
                   name: str = "") -> QPushButton:
        b = QPushButton(text)
        if tip:
            b.setToolTip(tip)
        if name:
            b.setObjectName(name)
        b.clicked.connect(on_click)
        self._buttons_layout.addWidget(b)
        self._relayout()
        return b

    def _relayout(self) -> None:
        # Lay the new buttons out now, not at the next event: a click may come before it.
        self._buttons_layout.activate()
        self._layout.activate()

    def add_answer(self, text: str, action: Action, tip: str = "") -> QPushButton:
        return self.add_button(text, lambda: self.answered.emit(action), tip)

    def ask(self, info: PendingInfo, legal: Sequence[Action], name: Callable[[int], str],
            seat_name: Callable[[int], str]) -> None:
        """Show a pending choice: the question and its answer controls."""
        self.clear_buttons()
        pd = info.decision
        about = ""
        if info.source >= 0 and info.ability:
            about = self.tr(" ({ability} of {card})").format(ability=info.ability, card=name(info.source))
        elif info.source >= 0:  # an action's effect has no name of its own
            about = self.tr(" ({card})").format(card=name(info.source))
        if isinstance(pd, AskMay):
            self.label.setText(self.tr("Do you want to use this effect?") + about)
            self.add_answer(self.tr("Yes"), Accept(True)).setObjectName("yesButton")
            self.add_answer(self.tr("No"), Accept(False)).setObjectName("noButton")
        elif isinstance(pd, AskBodyguard):  # Bodyguard, or "This character may enter play exerted."
            self.label.setText(self.tr("Should {card} enter play exerted?").format(card=name(pd.card)))
            self.add_answer(self.tr("Exerted"), Accept(True)).setObjectName("yesButton")
            self.add_answer(self.tr("Ready"), Accept(False)).setObjectName("noButton")
        elif isinstance(pd, AskTrigger):
            self.label.setText(self.tr("Several effects wait in the bag: choose which resolves next."))
            for k, (src, ability) in enumerate(info.effects):
                self.add_answer(f"{ability} ({name(src)})", ChooseTrigger(k))
        elif isinstance(pd, AskTopOrBottom):
            self.label.setText(self.tr("You look at {card}, the top card of your deck:").format(card=name(pd.card))
                               + about)
            self.add_answer(self.tr("Keep it on top"), ChooseOption(0)).setObjectName("topButton")
            self.add_answer(self.tr("Put it on the bottom"), ChooseOption(1)).setObjectName("bottomButton")
        elif isinstance(pd, AskOption):
            self.label.setText(self.tr("Choose one:") + about)
            # the engine names some answers (each player may draw, top or bottom): their words, translated
            known = {"draw a card": self.tr("Draw a card"), "don't draw": self.tr("Don't draw"),
                     "keep it on top of the deck": self.tr("Keep it on top of the deck"),
                     "put it on the bottom of the deck": self.tr("Put it on the bottom of the deck")}
            for a in legal:
                if isinstance(a, ChooseOption):
                    words = pd.labels[a.option] if a.option < len(pd.labels) else ""
                    if words in known:
                        self.add_answer(known[words], a)
                    elif words:  # a mode of the card's "Choose one:", in the card's words
                        text = words[:1].upper() + words[1:]
                        short = text if len(text) <= MODE_CHARS else text[:MODE_CHARS - 1].rstrip() + "\u2026"
                        self.add_answer(short, a, text)
                    else:
                        self.add_answer(self.tr("Option {n}").format(n=a.option + 1), a)
        elif isinstance(pd, AskAmount):
            self.label.setText(self.tr("Choose a number from 0 to {n}").format(n=pd.max) + about)
            spin = QSpinBox()
            spin.setRange(0, pd.max)
            spin.setValue(pd.max)
            spin.setObjectName("amountSpin")
            self._buttons_layout.addWidget(spin)
            self.add_button(self.tr("OK"), lambda: self.answered.emit(ChooseAmount(spin.value())))
        elif isinstance(pd, AskName):
            self.label.setText(self.tr("Name a card") + about)
            names = [a.name for a in legal if isinstance(a, NameCard)]
            box = QComboBox()
            box.setEditable(True)
            box.addItems(names)
            box.setCurrentText("")
            completer = QCompleter(names, box)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            completer.setFilterMode(Qt.MatchFlag.MatchContains)
            box.setCompleter(completer)
            box.setMinimumWidth(260)
            self._buttons_layout.addWidget(box)
            self.add_button(self.tr("Name it"), lambda: self.answered.emit(NameCard(box.currentText())))
        elif isinstance(pd, AskOrder):
            cards = list(pd.cards)
            end = pd.end
            if end is DeckEnd.BOTTOM:
                text = self.tr("Put {n} card(s) on the bottom of your deck in any order")
            else:
                text = self.tr("Put {n} card(s) back on top of your deck in any order")
            self.label.setText(text.format(n=len(cards)) + about)

            def order() -> None:
                dialog = OrderDialog([(c, name(c)) for c in cards], self, end)
                if dialog.exec():
                    self.answered.emit(OrderCards(dialog.order()))

            self.add_button(self.tr("Order\u2026"), order)
            self.add_answer(self.tr("Keep this order"), OrderCards(tuple(cards)))
        elif isinstance(pd, (AskTargets, AskDiscardCost)):
            options = list(pd.options)
            n = min(pd.count, len(options))
            up_to = pd.up_to
            discard = isinstance(pd, AskDiscardCost)
            if discard:
                text = self.tr("Choose {n} card(s) from your hand to discard").format(n=n)
            elif up_to:
                text = self.tr("Choose up to {n}: click the lit cards, then Confirm").format(n=n)
            else:
                text = self.tr("Choose {n}: click the lit cards").format(n=n)
            self.label.setText(text + about)
            for t in options:
                if t < 0:  # a player
                    self.add_answer(seat_name(-1 - t), ChooseTargets((t,)))
            if up_to or n > 1 or discard:
                self.confirm_button = self.add_button(self.tr("Confirm"), self.confirmChosen.emit,
                                                      name="confirmButton")
            if up_to:
                self.add_answer(self.tr("Choose none"), ChooseTargets(()))
        else:
            self.label.setText(self.tr("Waiting for a choice ({kind})").format(kind=pd.kind))
