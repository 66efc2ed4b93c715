"""The prompt bar under the table: what the person must do now, and the buttons to answer a pending
choice (Yes/No, modes, a number, naming a card, ordering cards, which bag effect resolves next), as the
table's offer (``app.table_offer.Answers``) lists them."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from lorcana_desktop.app.engine_words import worded_answer
from lorcana_desktop.app.table_offer import Answers, Button, ButtonKind, answers_for
from lorcana_desktop.engine import Action, ChooseAmount, ChooseOption, NameCard
from lorcana_desktop.engine.decisions import (
    AskAmount,
    AskBodyguard,
    AskDiscardCost,
    AskMay,
    AskMulligan,
    AskName,
    AskOption,
    AskOrder,
    AskTargets,
    AskTopOrBottom,
    AskTrigger,
    CostPay,
    DeckEnd,
    PendingInfo,
)
from lorcana_desktop.ui.phrases import phrase_text


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


class PromptBar(QFrame):
    """Says what to do; its buttons send answers (``answered``) or requests (``endTurn``, ``confirm``)."""

    answered = Signal(object)  # an Action
    confirmChosen = Signal()  # confirm the cards picked on the table (or a mulligan)
    playerClicked = Signal(int)  # a player to choose was clicked (-1 - seat)
    orderConfirmed = Signal()  # send the order given in the card panel

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

    def announce(self, lines: Sequence[str]) -> None:
        """Add, under what the bar says, the manual abilities whose moment has come (already in words)."""
        if lines:
            from html import escape

            said = self.label.text()
            if "<" not in said:  # plain text so far: shown as it was, inside the rich text
                said = escape(said)
            notes = "<br>".join(escape(x) for x in lines)
            # i18n: markup only: what the bar said and the log lines are in the window's language already
            self.label.setText(f"{said}<br><span style='color:#f0b860'>{notes}</span>")

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
            seat_name: Callable[[int], str], answers: Answers | None = None, picked: Sequence[int] = (),
            numbered: Sequence[int] = ()) -> None:
        """Show a pending choice: the question, and the answer controls of ``answers`` (the table's offer;
        worked out from ``info`` and ``legal`` when not given). ``picked``: the cards and players picked so
        far; ``numbered``: the cards given a number so far when ordering."""
        self.clear_buttons()
        if answers is None:
            answers = answers_for(info, legal)
        pd = info.decision
        about = ""
        if info.source >= 0 and info.ability:
            about = self.tr(" ({ability} of {card})").format(ability=info.ability, card=name(info.source))
        elif info.source >= 0:  # an action's effect has no name of its own
            about = self.tr(" ({card})").format(card=name(info.source))
        if isinstance(pd, AskMulligan):
            self.label.setText(self.tr("{name}, your opening hand: click the cards you want to put on the bottom of "
                                       "your deck, then confirm (CR 2.2.2).").format(name=seat_name(pd.player)))
        elif isinstance(pd, AskMay):
            self.label.setText(self.tr("Do you want to use this effect?") + about)
        elif isinstance(pd, AskBodyguard):  # Bodyguard, or "This character may enter play exerted."
            self.label.setText(self.tr("Should {card} enter play exerted?").format(card=name(pd.card)))
        elif isinstance(pd, AskTrigger):
            self.label.setText(self.tr("Several effects wait in the bag: choose which resolves next."))
        elif isinstance(pd, AskTopOrBottom):
            self.label.setText(self.tr("You look at {card}, the top card of your deck:").format(card=name(pd.card))
                               + about)
        elif isinstance(pd, AskOption):
            self.label.setText(self.tr("Choose one:") + about)
        elif isinstance(pd, AskAmount):
            self.label.setText(self.tr("Choose a number from 0 to {n}").format(n=pd.max) + about)
        elif isinstance(pd, AskName):
            self.label.setText(self.tr("Name a card") + about)
        elif isinstance(pd, AskOrder):
            n = len(pd.cards)
            if pd.end is DeckEnd.BOTTOM:
                text = self.tr("Put %n card(s) on the bottom of your deck in any order: click them above in "
                               "the order they go", "", n)
            else:
                text = self.tr("Put %n card(s) back on top of your deck in any order: click them above in the "
                               "order they go", "", n)
            self.label.setText(text + about)
        elif isinstance(pd, (AskTargets, AskDiscardCost)):
            n = min(pd.count, len(pd.options))
            if isinstance(pd, AskDiscardCost) and pd.pay is CostPay.BANISH:
                text = self.tr("Choose %n card(s) of yours to banish for this cost", "", n)
            elif isinstance(pd, AskDiscardCost) and pd.pay is CostPay.EXERT:
                text = self.tr("Choose %n card(s) of yours to exert for this cost", "", n)
            elif isinstance(pd, AskDiscardCost) and pd.pay is CostPay.BOTTOM:
                text = self.tr("Choose %n card(s) of your discard to put on the bottom of your deck", "", n)
            elif isinstance(pd, AskDiscardCost):
                text = self.tr("Choose %n card(s) from your hand to discard", "", n)
            elif pd.up_to and pd.max_strength >= 0:
                text = self.tr("Choose any whose strength totals {m} or less: click the lit cards, then Confirm").format(
                    m=pd.max_strength)
            elif pd.up_to:
                text = self.tr("Choose up to {n}: click the lit cards, then Confirm").format(n=n)
            elif all(o < 0 for o in pd.options):
                text = self.tr("Choose a player")
            else:
                text = self.tr("Choose {n}: click the lit cards").format(n=n)
            self.label.setText(text + about)
        else:
            self.label.setText(self.tr("Waiting for a choice ({kind})").format(kind=pd.kind))
        for b in answers.buttons:
            self._add(b, answers, name, seat_name, picked, numbered)

    def _add(self, b: Button, answers: Answers, name: Callable[[int], str], seat_name: Callable[[int], str],
             picked: Sequence[int], numbered: Sequence[int]) -> None:
        """One answer control of the offer."""
        k = b.kind
        pick = answers.pick
        if k is ButtonKind.OPTION:
            assert isinstance(b.action, ChooseOption)
            words = b.words
            if b.answer is not None:  # an answer the engine names (pay with ink drops, draw): its code's template
                self.add_answer(phrase_text("Answer", worded_answer(b.answer)), b.action)
            elif words:  # a mode of the card's "Choose one:", in the card's words
                text = words[:1].upper() + words[1:]
                short = text if len(text) <= MODE_CHARS else text[:MODE_CHARS - 1].rstrip() + "\u2026"
                self.add_answer(short, b.action, text)
            else:
                self.add_answer(self.tr("Option {n}").format(n=b.action.option + 1), b.action)
            return
        if k is ButtonKind.TRIGGER:
            assert b.action is not None
            self.add_answer(f"{b.words} ({name(b.card)})", b.action)
            return
        if k is ButtonKind.PLAYER:
            target = b.target
            button = self.add_button(seat_name(-1 - target), lambda: self.playerClicked.emit(target),
                                     name=f"player{-1 - target}Button")
            if pick is not None and not pick.at_once:
                button.setCheckable(True)
                button.setChecked(b.target in picked)
            return
        if k is ButtonKind.AMOUNT:
            spin = QSpinBox()
            spin.setRange(0, answers.amount)
            spin.setValue(answers.amount)
            spin.setObjectName("amountSpin")
            self._buttons_layout.addWidget(spin)
            self.add_button(self.tr("OK"), lambda: self.answered.emit(ChooseAmount(spin.value())), name="amountButton")
            return
        if k is ButtonKind.NAME:
            names = list(answers.names)
            box = QComboBox()
            box.setObjectName("nameBox")
            box.setEditable(True)
            box.addItems(names)
            box.setCurrentText("")
            completer = QCompleter(names, box)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            completer.setFilterMode(Qt.MatchFlag.MatchContains)
            box.setCompleter(completer)
            box.setMinimumWidth(260)
            self._buttons_layout.addWidget(box)
            self.add_button(self.tr("Name it"), lambda: self.answered.emit(NameCard(box.currentText())),
                            name="nameButton")
            return
        if k is ButtonKind.CONFIRM or k is ButtonKind.MULLIGAN:
            if k is ButtonKind.MULLIGAN:
                text = self.tr("Keep this hand") if not picked else self.tr("Put back %n card(s)", "", len(picked))
                self.confirm_button = self.add_button(text, self.confirmChosen.emit, name="mulliganButton")
            else:
                self.confirm_button = self.add_button(self.tr("Confirm"), self.confirmChosen.emit, name="confirmButton")
            self.confirm_button.setEnabled(pick is None or pick.can_confirm(picked))
            return
        if k is ButtonKind.ORDER:
            button = self.add_button(self.tr("Put them in this order"), self.orderConfirmed.emit, name="orderButton")
            button.setEnabled(sorted(numbered) == sorted(answers.order))
            return
        fixed = {ButtonKind.YES: (self.tr("Yes"), "yesButton"), ButtonKind.NO: (self.tr("No"), "noButton"),
                 ButtonKind.EXERTED: (self.tr("Exerted"), "yesButton"), ButtonKind.READY: (self.tr("Ready"), "noButton"),
                 ButtonKind.KEEP_ON_TOP: (self.tr("Keep it on top"), "topButton"),
                 ButtonKind.PUT_ON_BOTTOM: (self.tr("Put it on the bottom"), "bottomButton"),
                 ButtonKind.CHOOSE_NONE: (self.tr("Choose none"), "noneButton"),
                 ButtonKind.KEEP_ORDER: (self.tr("Keep this order"), "keepOrderButton")}
        label, object_name = fixed[k]
        assert b.action is not None
        self.add_answer(label, b.action).setObjectName(object_name)
