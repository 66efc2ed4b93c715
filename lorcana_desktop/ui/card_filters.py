"""The ink, cost, type, classification, keyword, set, rarity and format controls shared by the catalog and the Decks tab."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from lorcana_desktop.app.card_filter import COST_ANY, CardFilter
from lorcana_desktop.cards import Card, CardType, Ink
from lorcana_desktop.ui.cards import INK_COLORS
from lorcana_desktop.ui.game_words import classification_word, ink_word, keyword_word, rarity_word, type_word

RARITIES = ("Common", "Uncommon", "Rare", "Super Rare", "Legendary", "Enchanted", "Special")


class CostSpinBox(QSpinBox):
    """A cost bound; the top value of the upper bound reads "any" (no upper limit)."""

    def __init__(self, upper: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.upper = upper

    def textFromValue(self, value: int) -> str:
        return self.tr("any") if self.upper and value == COST_ANY else str(value)

    def valueFromText(self, text: str) -> int:
        digits = "".join(ch for ch in text if ch.isdigit())
        return int(digits) if digits else self.maximum()


class CardFilterBar(QWidget):
    """Filter controls; ``changed`` fires on every change, ``card_filter()`` reads them."""

    changed = Signal()

    def __init__(self, cards: Iterable[Card], sets: Mapping[str, object], parent: QWidget | None = None,
                 *, compact: bool = False) -> None:
        super().__init__(parent)
        cards = list(cards)
        self.ink_buttons: dict[Ink, QToolButton] = {}
        inks_row = QHBoxLayout()
        inks_row.setSpacing(3)
        for ink in Ink:
            b = QToolButton()
            b.setText(ink_word(ink))
            b.setCheckable(True)
            b.setToolTip(self.tr("Show cards playable with %1 (with the other inks chosen)").replace("%1", ink_word(ink)))
            color = INK_COLORS[ink]
            b.setStyleSheet(
                "QToolButton { padding: 2px 3px; border: 1px solid #888; border-radius: 4px; }"
                f"QToolButton:checked {{ background: {color}; color: white; border-color: {color}; font-weight: bold; }}"
            )
            b.toggled.connect(self._changed)
            self.ink_buttons[ink] = b
            inks_row.addWidget(b)
        inks_row.addStretch(1)
        self.clear_button = QPushButton(self.tr("Clear filters"))
        self.clear_button.setToolTip(self.tr("Set every filter back to \u201cany\u201d"))
        self.clear_button.clicked.connect(self.clear)
        inks_row.addWidget(self.clear_button)

        self.cost_min = CostSpinBox()
        self.cost_min.setRange(0, COST_ANY)
        self.cost_min.setPrefix(self.tr("cost "))
        self.cost_min.setToolTip(self.tr("The lowest cost shown"))
        self.cost_max = CostSpinBox(upper=True)
        self.cost_max.setRange(0, COST_ANY)
        self.cost_max.setValue(COST_ANY)
        self.cost_max.setPrefix(self.tr("to "))
        self.cost_max.setToolTip(self.tr("The highest cost shown (\u201cany\u201d: no upper limit)"))
        for sb in (self.cost_min, self.cost_max):
            sb.valueChanged.connect(self._changed)

        self.type_box = self._combo(self.tr("Any type"), [
            (type_word(CardType.CHARACTER), "character"), (type_word(CardType.ACTION), "action"),
            (type_word(CardType.ACTION, song=True), "song"), (type_word(CardType.ITEM), "item"),
            (type_word(CardType.LOCATION), "location")])
        # The rules' words in the window's language; the filter written stays the English one.
        classes = sorted(((classification_word(c), c) for c in {c for card in cards for c in card.classifications}),
                         key=lambda wc: wc[0].casefold())
        self.class_box = self._combo(self.tr("Any classification"), classes)
        keywords = sorted(((keyword_word(k), k) for k in {k.keyword for card in cards for k in card.keywords}),
                          key=lambda wk: wk[0].casefold())
        self.keyword_box = self._combo(self.tr("Any keyword"), keywords)
        set_items = []
        for code, info in sorted(sets.items(), key=lambda kv: (not kv[0].isdigit(),
                                                                 int(kv[0]) if kv[0].isdigit() else 0, kv[0])):
            set_items.append((f"{code} \u2013 {info.get('name', code)}" if isinstance(info, dict) else code, code))
        self.set_box = self._combo(self.tr("Any set"), set_items)
        present = {c.rarity for c in cards}
        self.rarity_box = self._combo(self.tr("Any rarity"), [(rarity_word(r), r) for r in RARITIES if r in present]
                                      + [(r, r) for r in sorted(present - set(RARITIES))])
        self.inkable_box = self._combo(self.tr("Inkable or not"), [(self.tr("Inkable"), "inkable"),
                                                                    (self.tr("Uninkable"), "uninkable")])
        self.format_box = self._combo(self.tr("Any format"), [(self.tr("Legal in Core"), "core"),
                                                              (self.tr("Legal in Infinity"), "infinity")])
        for box, tip in ((self.type_box, self.tr("Card type")),
                         (self.class_box, self.tr("Classification (Hero, Princess, Storyborn, ...)")),
                         (self.keyword_box, self.tr("Keyword ability")), (self.set_box, self.tr("Set")),
                         (self.rarity_box, self.tr("Rarity")), (self.inkable_box, self.tr("Inkable or not")),
                         (self.format_box, self.tr("Legal in a format"))):
            box.setToolTip(tip)

        if compact:
            # A narrow column (the Decks tab at 1024 pixels): cost and type show, the rest folds
            # away under "More filters", which counts the ones set.
            self.more_button: QToolButton | None = QToolButton()
            self.more_button.setCheckable(True)
            self.more_button.setToolTip(self.tr("Show or hide the classification, keyword, set, rarity, "
                                                "inkable and format filters"))
            self.more_button.toggled.connect(self._show_more)
            first = QHBoxLayout()
            first.setSpacing(6)
            for w in (self.cost_min, self.cost_max, self.type_box):
                first.addWidget(w, 1)
            first.addWidget(self.more_button)
            self.more = QWidget()
            extra = QGridLayout(self.more)
            extra.setContentsMargins(0, 0, 0, 0)
            extra.setHorizontalSpacing(6)
            extra.setVerticalSpacing(4)
            for i, w in enumerate((self.class_box, self.keyword_box, self.set_box, self.rarity_box,
                                   self.inkable_box, self.format_box)):
                extra.addWidget(w, i // 3, i % 3)
            for col in range(3):
                extra.setColumnStretch(col, 1)
            self.more.setVisible(False)
            self.changed.connect(self._count_more)
            self._count_more()
            lay = QVBoxLayout(self)
            lay.setContentsMargins(0, 0, 0, 0)
            lay.setSpacing(4)
            lay.addLayout(inks_row)
            lay.addLayout(first)
            lay.addWidget(self.more)
            return
        self.more_button = None
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(4)
        grid.addWidget(self.cost_min, 0, 0)
        grid.addWidget(self.cost_max, 0, 1)
        grid.addWidget(self.type_box, 0, 2)
        grid.addWidget(self.inkable_box, 0, 3)
        grid.addWidget(self.format_box, 0, 4)
        grid.addWidget(self.class_box, 1, 0, 1, 2)
        grid.addWidget(self.keyword_box, 1, 2)
        grid.addWidget(self.rarity_box, 1, 3)
        grid.addWidget(self.set_box, 1, 4)
        for col in range(5):
            grid.setColumnStretch(col, 1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        lay.addLayout(inks_row)
        lay.addLayout(grid)

    def _show_more(self, shown: bool) -> None:
        self.more.setVisible(shown)
        self._count_more()

    def _count_more(self) -> None:
        if self.more_button is None:
            return
        n = sum(1 for box in self._boxes()[1:] if box.currentIndex() > 0)
        label = self.tr("More filters") if not n else self.tr("More filters (%1)").replace("%1", str(n))
        self.more_button.setText(label + (" \u25b4" if self.more_button.isChecked() else " \u25be"))

    def _combo(self, any_label: str, items: list[tuple[str, str]]) -> QComboBox:
        box = QComboBox()
        box.addItem(any_label, "")
        for label, value in items:
            box.addItem(label, value)
        box.setMaxVisibleItems(25)
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        box.setMinimumContentsLength(6)
        box.currentIndexChanged.connect(self._changed)
        return box

    def _changed(self, *_args: object) -> None:
        self.changed.emit()

    def _boxes(self) -> tuple[QComboBox, ...]:
        """The type first, then the boxes that fold under "More filters" in the compact bar."""
        return (self.type_box, self.class_box, self.keyword_box, self.set_box, self.rarity_box,
                self.inkable_box, self.format_box)

    def card_filter(self) -> CardFilter:
        return CardFilter(
            inks=frozenset(ink for ink, b in self.ink_buttons.items() if b.isChecked()),
            cost_min=self.cost_min.value(), cost_max=self.cost_max.value(),
            type=self.type_box.currentData() or "", classification=self.class_box.currentData() or "",
            keyword=self.keyword_box.currentData() or "", set_code=self.set_box.currentData() or "",
            rarity=self.rarity_box.currentData() or "", inkable=self.inkable_box.currentData() or "",
            format=self.format_box.currentData() or "",
        )

    def query(self) -> str:
        return self.card_filter().query()

    def clear(self) -> None:
        """Every control back to "any"; ``changed`` fires once."""
        widgets = [*self.ink_buttons.values(), self.cost_min, self.cost_max, *self._boxes()]
        for w in widgets:
            w.blockSignals(True)
        for b in self.ink_buttons.values():
            b.setChecked(False)
        self.cost_min.setValue(0)
        self.cost_max.setValue(COST_ANY)
        for box in self._boxes():
            box.setCurrentIndex(0)
        for w in widgets:
            w.blockSignals(False)
        self.changed.emit()

    def show_more(self, shown: bool = True) -> None:
        """Unfold (or fold) the extra filters of the compact bar."""
        if self.more_button is not None:
            self.more_button.setChecked(shown)
