"""The Exo deck builder: the cards of every set on the left, the four sections of the «mazzo totale» on the right
(Leader, main deck of 30, Evolution deck 0-5, Side deck 0-6), every rule the deck breaks named below; saved as a
deck list in ``exo/decks``, where the Play tab offers it. Shows ``ExoDeckDraft`` and forwards to it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from lorcana_desktop.app.exo_deck_draft import DeckNotSaved, ExoDeckDraft
from lorcana_desktop.app.exo_play import exo_decks_dir
from lorcana_desktop.app.exo_sets import available_sets
from lorcana_desktop.exo.decks import DeckSection
from lorcana_desktop.exo.engine import CardBook
from lorcana_desktop.render.exo_face import cost_text, type_line
from lorcana_desktop.ui.exo_table.faces import ExoFaces
from lorcana_desktop.ui.exo_table.widget import CardPreview
from lorcana_desktop.ui.i18n import QT_TRANSLATE_NOOP, translate

SECTION_WORDS = {
    DeckSection.LEADER: QT_TRANSLATE_NOOP("ExoDeckBuilder", "Leader (%1 of 1)"),
    DeckSection.MAIN: QT_TRANSLATE_NOOP("ExoDeckBuilder", "Mazzo (%1 of 30)"),
    DeckSection.EVOLUTION: QT_TRANSLATE_NOOP("ExoDeckBuilder", "Evoluzioni (%1, 0 to 5)"),
    DeckSection.SIDE: QT_TRANSLATE_NOOP("ExoDeckBuilder", "Side (%1, 0 to 6)"),
}


class ExoDeckBuilder(QDialog):
    def __init__(self, parent: QWidget | None = None, path: Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Exo deck builder"))
        sets = available_sets()
        self.draft = ExoDeckDraft(sets, self.tr("New deck"))
        self.faces = ExoFaces(CardBook.from_sets(list(sets.values())))
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search by name, type or race"))
        self.search.textChanged.connect(self._fill_pool)
        self.pool = QListWidget()
        self.pool.setObjectName("exoPool")
        self.pool.itemDoubleClicked.connect(lambda _it: self.add_selected())
        self.pool.currentItemChanged.connect(lambda it, _old: self._preview(it))
        add = QPushButton(self.tr("Add"))
        add.setToolTip(self.tr("Add a copy to its section (Leader, Mazzo or Evoluzioni); double-click does the same"))
        add.clicked.connect(lambda: self.add_selected())
        side = QPushButton(self.tr("Add to Side"))
        side.clicked.connect(lambda: self.add_selected(DeckSection.SIDE))
        self.name = QLineEdit(self.draft.name)
        self.name.setObjectName("exoDeckName")
        self.name.textChanged.connect(self._rename)
        self.lists: dict[DeckSection, QListWidget] = {}
        self.titles: dict[DeckSection, QLabel] = {}
        grid = QGridLayout()
        for k, section in enumerate(DeckSection):
            title = QLabel()
            lst = QListWidget()
            lst.setObjectName(f"exoSection_{section.value}")
            lst.setToolTip(self.tr("Double-click a card to take a copy out"))
            lst.itemDoubleClicked.connect(lambda it, sec=section: self.remove(it, sec))
            lst.currentItemChanged.connect(lambda it, _old: self._preview(it))
            self.lists[section] = lst
            self.titles[section] = title
            grid.addWidget(title, 2 * (k // 2), k % 2)
            grid.addWidget(lst, 2 * (k // 2) + 1, k % 2)
        self.problems = QLabel()
        self.problems.setObjectName("exoDeckProblems")
        self.problems.setWordWrap(True)
        self.problems.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.preview = CardPreview()
        self.preview.setMinimumSize(180, 252)
        save = QPushButton(self.tr("Save"))
        save.setObjectName("exoDeckSave")
        save.setToolTip(self.tr("Save the list in your Exo decks (the Play tab offers it)"))
        save.clicked.connect(lambda: self.save())
        open_button = QPushButton(self.tr("Open\u2026"))
        open_button.clicked.connect(lambda: self.open_file())
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.accept)

        left = QVBoxLayout()
        left.addWidget(self.search)
        left.addWidget(self.pool, 1)
        row = QHBoxLayout()
        row.addWidget(add)
        row.addWidget(side)
        left.addLayout(row)
        middle = QVBoxLayout()
        name_row = QHBoxLayout()
        name_row.addWidget(QLabel(self.tr("Name:")))
        name_row.addWidget(self.name, 1)
        middle.addLayout(name_row)
        middle.addLayout(grid, 1)
        middle.addWidget(self.problems)
        buttons = QHBoxLayout()
        buttons.addWidget(open_button)
        buttons.addStretch(1)
        buttons.addWidget(save)
        buttons.addWidget(close)
        middle.addLayout(buttons)
        body = QHBoxLayout(self)
        body.addLayout(left, 2)
        body.addLayout(middle, 3)
        body.addWidget(self.preview, 2)
        self.resize(1100, 680)
        self._fill_pool()
        if path is not None:
            self.open_file(str(path))
        self._show()

    def _card_line(self, card_id: str, n: int | None = None) -> str:
        card = self.draft.card(card_id)
        if card is None:
            return card_id
        cost = cost_text(card)
        text = f"{card.name} \u2014 {type_line(card)}" + (f" ({cost})" if cost else "")
        return f"{n} \u00d7 {text}" if n is not None else text

    def _fill_pool(self) -> None:
        self.pool.clear()
        for card in self.draft.pool(self.search.text()):
            item = QListWidgetItem(self._card_line(card.id))
            item.setToolTip(self._card_line(card.id))
            item.setData(Qt.ItemDataRole.UserRole, card.id)
            self.pool.addItem(item)

    def _preview(self, item: QListWidgetItem | None) -> None:
        card_id = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        self.preview.set_card(self.faces.face(card_id, 300) if isinstance(card_id, str) else None)

    def _rename(self, text: str) -> None:
        self.draft.name = text.strip()

    def add_selected(self, section: DeckSection | None = None) -> None:
        item = self.pool.currentItem()
        if item is None:
            return
        self.draft.add(str(item.data(Qt.ItemDataRole.UserRole)), section)
        self._show()

    def remove(self, item: QListWidgetItem, section: DeckSection) -> None:
        self.draft.remove(str(item.data(Qt.ItemDataRole.UserRole)), section)
        self._show()

    def _show(self) -> None:
        for section in DeckSection:
            lst = self.lists[section]
            lst.clear()
            for card, n in self.draft.entries(section):
                # The name only (a section is narrow); the type line in its tooltip.
                item = QListWidgetItem(f"{n} \u00d7 {card.name}")
                item.setToolTip(self._card_line(card.id, n))
                item.setData(Qt.ItemDataRole.UserRole, card.id)
                lst.addItem(item)
            count = self.draft.section_count(section)
            title = translate("ExoDeckBuilder", SECTION_WORDS[section]).replace("%1", str(count.count))
            self.titles[section].setText(title)
            self.titles[section].setStyleSheet("" if count.within else "color: #b3261e; font-weight: bold;")
        problems = self.draft.problems()
        if problems:
            # The deck rules speak English with the rules' own Italian words (exo/decks.py).
            self.problems.setText(self.tr("This deck cannot be played yet:") + "\n"
                                  + "\n".join(f"\u2022 {p}" for p in problems))
            self.problems.setStyleSheet("color: #b3261e;")
        else:
            self.problems.setText(self.tr("This deck follows every rule of the \u00abmazzo totale\u00bb."))
            self.problems.setStyleSheet("color: #1d6f42;")

    def save(self) -> Path | None:
        try:
            path = self.draft.save()
        except DeckNotSaved as exc:
            QMessageBox.warning(self, self.tr("The deck was not saved"), str(exc))
            return None
        self.setWindowTitle(self.tr("Exo deck builder \u2014 %1").replace("%1", path.name))
        return path

    def open_file(self, path: str | None = None) -> None:
        if not path:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open an Exo deck list"), str(exo_decks_dir()),
                                                  self.tr("Deck lists (*.txt *.exo *.deck);;All files (*)"))
        if not path:
            return
        try:
            draft, unread = ExoDeckDraft.open(Path(path), available_sets())
        except (OSError, UnicodeDecodeError) as exc:
            QMessageBox.warning(self, self.tr("The deck list cannot be read"), str(exc))
            return
        self.draft = draft
        self.name.blockSignals(True)
        self.name.setText(draft.name)
        self.name.blockSignals(False)
        if unread:
            QMessageBox.warning(self, self.tr("Some lines were not read"), "\n".join(unread))
        self._show()


__all__ = ["ExoDeckBuilder"]
