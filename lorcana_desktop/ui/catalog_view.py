"""The catalog browser: search the cards with the search language and read each card."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from lorcana_desktop.cards import Card, CardType
from lorcana_desktop.cards.query import QueryError
from lorcana_desktop.store.catalog import Catalog

COLUMNS = ("Cost", "Name", "Ink", "Type", "Stats", "Set")

_Index = QModelIndex | QPersistentModelIndex


class CardTableModel(QAbstractTableModel):
    """Cards as rows: cost, name, ink, type, stats, set."""

    def __init__(self) -> None:
        super().__init__()
        self.cards: list[Card] = []

    def set_cards(self, cards: list[Card]) -> None:
        self.beginResetModel()
        self.cards = cards
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.cards)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802
        return len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):  # noqa: N802, ANN201
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section]
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):  # noqa: ANN201
        if not index.isValid() or role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        card = self.cards[index.row()]
        col = index.column()
        if col == 0:
            return str(card.cost)
        if col == 1:
            return card.full_name
        if col == 2:
            return "/".join(i.value for i in card.inks)
        if col == 3:
            return "Song" if card.is_song else card.type.value
        if col == 4:
            if card.type is CardType.CHARACTER:
                return f"{card.strength} / {card.willpower} / {card.lore}"
            if card.type is CardType.LOCATION:
                return f"move {card.move_cost} / {card.willpower} / {card.lore}"
            return ""
        return f"{card.set_code}-{card.number}"


class CatalogView(QWidget):
    """Search box, result table, and the selected card's face and text."""

    card_selected = Signal(object)

    def __init__(self, catalog: Catalog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.search_box = QLineEdit()
        self.search_box.setPlaceholderText(
            "Search: free text and filters, e.g.  ink:amber cost<=3 type:character keyword:evasive set:5 inkable"
        )
        self.search_box.setClearButtonEnabled(True)
        self.status = QLabel()
        self.model = CardTableModel()
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setAlternatingRowColors(True)
        self.face = QLabel()
        self.face.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.face.setMinimumWidth(310)
        self.details = QTextBrowser()
        right = QWidget()
        rlay = QVBoxLayout(right)
        rlay.setContentsMargins(0, 0, 0, 0)
        rlay.addWidget(self.face)
        rlay.addWidget(self.details, 1)
        split = QSplitter()
        split.addWidget(self.table)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        top = QHBoxLayout()
        top.addWidget(self.search_box, 1)
        top.addWidget(self.status)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(split, 1)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(150)
        self._timer.timeout.connect(self.run_search)
        self.search_box.textChanged.connect(lambda _t: self._timer.start())
        self.search_box.returnPressed.connect(self.run_search)
        self.table.selectionModel().currentRowChanged.connect(self._on_row)
        self.run_search()

    def run_search(self) -> None:
        text = self.search_box.text().strip()
        try:
            found = self.catalog.search(text, limit=None)
        except QueryError as exc:
            self.status.setText(f"\u26a0 {exc}")
            self.status.setStyleSheet("color: #b00020")
            return
        self.status.setStyleSheet("")
        self.status.setText(f"{len(found)} card(s)")
        self.model.set_cards(found)
        if found:
            self.table.selectRow(0)
        else:
            self.show_card(None)

    def _on_row(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            self.show_card(self.model.cards[current.row()])

    def show_card(self, card: Card | None) -> None:
        if card is None:
            self.details.clear()
            self.face.clear()
            return
        from lorcana_desktop.cli.cards import describe

        self.details.setPlainText(describe(card))
        self.face.setPixmap(face_pixmap(card, 300))
        self.card_selected.emit(card)


def face_pixmap(card: Card, width: int) -> QPixmap:
    """The card face from the renderer, or an empty pixmap while there is none."""
    try:
        from lorcana_desktop.ui.card_pixmap import card_pixmap
    except ImportError:
        return QPixmap()
    return card_pixmap(card, width)
