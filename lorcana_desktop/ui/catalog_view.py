"""The catalog browser: search the cards with the search language and read each card."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, QTimer, Signal
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
from lorcana_desktop.ui.cards import CardSize, card_face

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

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        keys = {
            0: lambda c: (c.cost, c.full_name),
            1: lambda c: c.full_name.casefold(),
            2: lambda c: ("/".join(i.value for i in c.inks), c.cost),
            3: lambda c: ("Song" if c.is_song else c.type.value, c.cost),
            4: lambda c: (c.strength or 0, c.willpower or 0, c.lore or 0),
            5: lambda c: (not c.set_code.isdigit(), int(c.set_code) if c.set_code.isdigit() else 0, c.set_code, c.number),
        }
        self.layoutAboutToBeChanged.emit()
        self.cards.sort(key=keys[column], reverse=order == Qt.SortOrder.DescendingOrder)
        self.layoutChanged.emit()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.cards)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section]
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
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
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().setSortIndicatorShown(False)
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
        self.details.setHtml(card_html(card))
        self.face.setPixmap(card_face(card, CardSize.PREVIEW))
        self.card_selected.emit(card)


def card_html(card: Card) -> str:
    """The card's text for the details pane."""
    from html import escape

    kind = "Action \u2022 Song" if card.is_song else card.type.value
    inks = " / ".join(i.value for i in card.inks) or "no ink"
    parts = [f"<h2 style='margin:0'>{escape(card.name)}</h2>"]
    if card.version:
        parts.append(f"<p style='margin:0'><i>{escape(card.version)}</i></p>")
    parts.append(
        f"<p>{kind} &bull; {inks} &bull; cost {card.cost} &bull; "
        f"{'inkable' if card.inkable else '<b>not inkable</b>'}</p>"
    )
    if card.classifications:
        parts.append("<p>" + escape(" \u2022 ".join(card.classifications)) + "</p>")
    if card.type is CardType.CHARACTER:
        parts.append(f"<p>Strength <b>{card.strength}</b> &nbsp; Willpower <b>{card.willpower}</b>"
                     f" &nbsp; Lore <b>{card.lore}</b></p>")
    elif card.type is CardType.LOCATION:
        parts.append(f"<p>Move cost <b>{card.move_cost}</b> &nbsp; Willpower <b>{card.willpower}</b>"
                     f" &nbsp; Lore <b>{card.lore}</b></p>")
    paragraphs = [k.text for k in card.keywords] + [a.text for a in card.abilities] + list(card.effects)
    for text in paragraphs or ([card.full_text] if card.full_text else []):
        parts.append("<p>" + escape(text).replace("\n", " ") + "</p>")
    if card.flavor_text:
        parts.append(f"<p style='color:#666'><i>{escape(card.flavor_text)}</i></p>")
    legal = ", ".join(
        f"{fmt}: {'banned' if lg.banned else ('legal' if lg.allowed else 'not legal')}"
        for fmt, lg in sorted(card.legality.items())
    )
    parts.append(f"<p><small>{legal}<br>Printings: "
                 + ", ".join(f"{p.identifier} ({escape(p.rarity)})" for p in card.printings)
                 + "</small></p>")
    return "".join(parts)
