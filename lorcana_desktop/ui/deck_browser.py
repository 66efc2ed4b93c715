"""The deck builder's catalog browser: search box, filter widgets that write the search language, grid or list."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QMimeData, QModelIndex, QObject, QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QDragMoveEvent, QDropEvent, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QMenu,
    QStackedWidget,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from lorcana_desktop.app.card_filter import combined_query
from lorcana_desktop.app.stores import Catalog
from lorcana_desktop.cards import Card, CardIndex
from lorcana_desktop.cards.query import QueryError
from lorcana_desktop.ui.card_filters import CardFilterBar
from lorcana_desktop.ui.card_zoom import HoverZoom
from lorcana_desktop.ui.cards import (
    MIME_CATALOG_CARD,
    MIME_DECK_CARD,
    CardSize,
    card_height,
    card_ids_from_mime,
    card_mime,
    card_tooltip,
    drag_face,
    start_card_drag,
)
from lorcana_desktop.ui.catalog_view import CardTableModel, column_samples
from lorcana_desktop.ui.deck_widgets import CardGridModel
from lorcana_desktop.ui.phrases import search_problems_text

SEARCH_CACHE_SIZE = 16  # catalog answers kept per browser (the catalog does not change under it)
ADD_KEYS = {Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Return, Qt.Key.Key_Enter}
REMOVE_KEYS = {Qt.Key.Key_Minus, Qt.Key.Key_Delete, Qt.Key.Key_Backspace}


def _by_id(cards: CardIndex, card_id: int) -> Card | None:
    """The card of an id carried by a drag, or None when it is not in this index (data re-imported)."""
    try:
        return cards.by_id(card_id)
    except LookupError:
        return None


class DraggableCardTableModel(CardTableModel):
    """The catalog's card table, with rows that can be dragged onto the deck list."""

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:  # type: ignore[override]
        base = super().flags(index)
        return base | Qt.ItemFlag.ItemIsDragEnabled if index.isValid() else base

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):  # type: ignore[override]
        if role == Qt.ItemDataRole.ToolTipRole and index.isValid():
            return card_tooltip(self.cards[index.row()])
        return super().data(index, role)

    def mimeTypes(self) -> list[str]:
        return [MIME_CATALOG_CARD]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        rows = sorted({i.row() for i in indexes if i.isValid()})
        return card_mime(MIME_CATALOG_CARD, [self.cards[r] for r in rows])

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction


class CardGrid(QListView):
    """Card faces in rows that use the whole width: the cells widen so no strip is left empty."""

    def __init__(self, face_width: int) -> None:
        super().__init__()
        self.face_width = face_width
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        self.setUniformItemSizes(True)
        self.setIconSize(QSize(face_width, card_height(face_width)))
        # The scroll bar is always there, so the width for the columns never depends on it: a bar
        # that came and went with each relayout made the grid jump between 3 and 4 columns.
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self._fit(self.face_width * 5)

    def columns_for(self, width: int) -> int:
        return max(1, width // (self.face_width + 8))

    def _fit(self, width: int) -> None:
        cell = self.face_width + 8
        size = QSize(max(cell, width // self.columns_for(width)), card_height(self.face_width) + 8)
        if size != self.gridSize():
            self.setGridSize(size)

    def columns(self) -> int:
        """How many faces a row holds now."""
        return max(1, (self.viewport().width() - 2) // max(1, self.gridSize().width()))

    def resizeEvent(self, event) -> None:
        self._fit(event.size().width() - 2)
        super().resizeEvent(event)

    def startDrag(self, supported: Qt.DropAction) -> None:
        _drag_selected(self)


class CardTable(QTableView):
    """The browser's list view; its rows drag like faces."""

    def startDrag(self, supported: Qt.DropAction) -> None:
        _drag_selected(self)


def _drag_selected(view: QAbstractItemView) -> None:
    ix = view.currentIndex()
    if not ix.isValid():
        return
    model = view.model()
    row = model.index(ix.row(), 0)
    mime = model.mimeData([row])
    card = model.cards[ix.row()]  # type: ignore[attr-defined]
    start_card_drag(view, mime, drag_face(card), Qt.DropAction.CopyAction)


class CardBrowser(QWidget):
    """Search and filter the catalog; ask for a card to be added (double-click, drag, + key)
    or taken out (- key, or a deck card dragged back here)."""

    add_requested = Signal(object)  # Card
    remove_requested = Signal(object)  # Card
    current_changed = Signal(object)  # Card | None
    add_to_side_requested = Signal(object)  # Card
    add_playset_requested = Signal(object)  # Card

    def __init__(self, catalog: Catalog, cards: CardIndex, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.cards = cards
        self.search_box = QLineEdit()
        self.search_box.setPlaceholderText(self.tr("Search text, or filters: ink:amber cost<=3 keyword:evasive (F1: help)"))
        self.search_box.setToolTip(self.tr("Words and filters, as in the catalog; F1 lists every filter (Ctrl+F)"))
        self.search_box.setClearButtonEnabled(True)

        # Filter controls that write the search language (shown under the results as the query).
        self.filters = CardFilterBar(cards, catalog.sets(), compact=True)
        self.filters.changed.connect(self._changed)
        f = self.filters
        self.ink_buttons, self.cost_min, self.cost_max = f.ink_buttons, f.cost_min, f.cost_max
        self.type_box, self.class_box, self.keyword_box = f.type_box, f.class_box, f.keyword_box
        self.set_box, self.rarity_box, self.inkable_box = f.set_box, f.rarity_box, f.inkable_box
        self.format_box, self.clear_button = f.format_box, f.clear_button

        self.grid_button = QToolButton()
        self.grid_button.setText(self.tr("Faces"))
        self.grid_button.setToolTip(self.tr("Show the cards as faces"))
        self.grid_button.setCheckable(True)
        self.grid_button.setChecked(True)
        self.list_button = QToolButton()
        self.list_button.setText(self.tr("List"))
        self.list_button.setToolTip(self.tr("Show the cards as a list"))
        self.list_button.setCheckable(True)
        self.grid_button.clicked.connect(lambda: self.set_grid(True))
        self.list_button.clicked.connect(lambda: self.set_grid(False))

        # Results: a grid of faces and a table, over the same cards.
        self.grid_model = CardGridModel(CardSize.GRID, self)
        self.grid = CardGrid(CardSize.GRID)
        self.grid.setModel(self.grid_model)
        self.table_model = DraggableCardTableModel()
        self.table = CardTable()
        self.table.setModel(self.table_model)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        # Narrow fixed columns sized from the font (sizing to contents would read every row), so
        # the card's name gets the rest of the width instead of being cut to "Atlantica - ...".
        hdr = self.table.horizontalHeader()
        metrics = self.table.fontMetrics()
        for col, sample in enumerate(column_samples()):
            if sample:
                hdr.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
                self.table.setColumnWidth(col, metrics.horizontalAdvance(sample) + 18)
        hdr.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        hdr.setStretchLastSection(False)
        self.table.setWordWrap(False)
        self.table.setAlternatingRowColors(True)
        for view in (self.grid, self.table):
            view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
            view.setDragEnabled(True)
            view.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
            view.setDefaultDropAction(Qt.DropAction.CopyAction)
            view.setAcceptDrops(True)
            view.viewport().setAcceptDrops(True)
            view.viewport().installEventFilter(self)
            view.installEventFilter(self)
            view.doubleClicked.connect(self._double_clicked)
            view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            view.customContextMenuRequested.connect(lambda pos, v=view: self._context_menu(v, pos))
        # Resting the pointer on a card shows it enlarged (not a text tooltip).
        self.grid_zoom = HoverZoom(self.grid, lambda pos: self._card_at(self.grid, pos))
        self.table_zoom = HoverZoom(self.table, lambda pos: self._card_at(self.table, pos))
        self.grid.selectionModel().currentChanged.connect(lambda cur, _p: self._current(cur))
        self.table.selectionModel().currentChanged.connect(lambda cur, _p: self._current(cur))
        self.stack = QStackedWidget()
        self.stack.addWidget(self.grid)
        self.stack.addWidget(self.table)

        self.status = QLabel()
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.query_label = QLabel()
        self.query_label.setStyleSheet("color: palette(mid)")
        self.query_label.setWordWrap(True)

        top = QHBoxLayout()
        top.addWidget(self.search_box, 1)
        top.addWidget(self.grid_button)
        top.addWidget(self.list_button)
        top.addWidget(self.clear_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status)
        bottom.addWidget(self.query_label, 1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(top)
        lay.addWidget(self.filters)
        lay.addWidget(self.stack, 1)
        lay.addLayout(bottom)

        self._results: OrderedDict[str, tuple[CardIndex, list[Card]]] = OrderedDict()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(150)
        self._timer.timeout.connect(self.run_search)
        self.search_box.textChanged.connect(lambda _t: self._timer.start())
        self.search_box.returnPressed.connect(self.run_search)
        self.run_search()

    def _changed(self, *_args: object) -> None:
        self._timer.start()

    # -- the query --------------------------------------------------------------------------
    def filter_query(self) -> str:
        """The filter widgets written in the search language."""
        return self.filters.query()

    def query(self) -> str:
        return combined_query(self.search_box.text(), self.filters.card_filter())

    def clear_filters(self) -> None:
        self.filters.clear()
        self.run_search()

    def _search(self, q: str) -> list[Card]:
        """The catalog's answer, remembered for the last few queries: reading every card back
        from the catalog takes a quarter second, and clearing the box back to all cards is common."""
        index = self.catalog.index()  # a card data import brings a new index, so old answers expire
        hit = self._results.get(q)
        if hit is not None and hit[0] is index:
            self._results.move_to_end(q)
            return hit[1]
        found = self.catalog.search(q, limit=None)
        self._results[q] = (index, found)
        while len(self._results) > SEARCH_CACHE_SIZE:
            self._results.popitem(last=False)
        return found

    def run_search(self) -> None:
        self._timer.stop()
        q = self.query()
        try:
            found = self._search(q)
        except QueryError as exc:
            # No stale cards under a query that was not understood; every mistake is listed.
            self.grid_model.set_cards([])
            self.table_model.set_cards([])
            self.status.setText(search_problems_text(exc.problems or (str(exc),)))
            self.status.setStyleSheet("color: #b00020")
            self.status.setWordWrap(True)
            return
        self.status.setStyleSheet("")
        self.status.setText(self.tr("%n card(s)", "", len(found)))
        self.query_label.setText(self.filter_query())
        self.grid_model.set_cards(found)
        self.table_model.set_cards(found)

    # -- views ------------------------------------------------------------------------------
    def set_grid(self, grid: bool) -> None:
        self.grid_button.setChecked(grid)
        self.list_button.setChecked(not grid)
        self.stack.setCurrentWidget(self.grid if grid else self.table)

    @property
    def view(self) -> QAbstractItemView:
        return self.grid if self.stack.currentWidget() is self.grid else self.table

    def current_card(self) -> Card | None:
        ix = self.view.currentIndex()
        if not ix.isValid():
            return None
        return self.grid_model.cards[ix.row()] if ix.row() < len(self.grid_model.cards) else None

    def index_of(self, card: Card) -> QModelIndex:
        row = self.grid_model.row_of(card)
        return QModelIndex() if row is None else self.grid_model.index(row)

    def _card_at(self, view: QAbstractItemView, pos: QPoint) -> Card | None:
        ix = view.indexAt(pos)
        return self.grid_model.cards[ix.row()] if ix.isValid() and ix.row() < len(self.grid_model.cards) else None

    def _current(self, ix: QModelIndex) -> None:
        self.current_changed.emit(self.grid_model.cards[ix.row()] if ix.isValid() else None)

    def context_actions(self, card: Card) -> list[tuple[str, object]]:
        """The right-click choices for a catalog card: (label, what it does)."""
        return [
            (self.tr("Add one"), lambda: self.add_requested.emit(card)),
            (self.tr("Add a playset (up to the copy limit)"), lambda: self.add_playset_requested.emit(card)),
            (self.tr("Add one to the sideboard"), lambda: self.add_to_side_requested.emit(card)),
            (self.tr("Take one out"), lambda: self.remove_requested.emit(card)),
        ]

    def _context_menu(self, view: QAbstractItemView, pos: QPoint) -> None:
        ix = view.indexAt(pos)
        if not ix.isValid():
            return
        menu = QMenu(self)
        for label, fn in self.context_actions(self.grid_model.cards[ix.row()]):
            menu.addAction(label).triggered.connect(fn)
        menu.exec(view.viewport().mapToGlobal(pos))

    def _double_clicked(self, ix: QModelIndex) -> None:
        if ix.isValid():
            self.add_requested.emit(self.grid_model.cards[ix.row()])

    def set_deck_counts(self, counts: dict[str, int]) -> None:
        self.grid_model.set_counts(counts)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        et = event.type()
        if et == QEvent.Type.KeyPress and obj in (self.grid, self.table):
            assert isinstance(event, QKeyEvent)
            card = self.current_card()
            if card is not None and event.key() in ADD_KEYS:
                self.add_requested.emit(card)
                return True
            if card is not None and event.key() in REMOVE_KEYS:
                self.remove_requested.emit(card)
                return True
        if obj in (self.grid.viewport(), self.table.viewport()):
            if et in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
                assert isinstance(event, QDragMoveEvent)
                if event.mimeData().hasFormat(MIME_DECK_CARD):
                    event.setDropAction(Qt.DropAction.MoveAction)
                    event.accept()
                else:
                    event.ignore()  # a browser card dropped on the browser does nothing
                return True
            if et == QEvent.Type.Drop:
                assert isinstance(event, QDropEvent)
                return self.handle_drop(event)
        return super().eventFilter(obj, event)

    def handle_drop(self, event: QDropEvent) -> bool:
        """A deck card dropped back on the browser leaves the deck (one copy)."""
        ids = card_ids_from_mime(event.mimeData(), MIME_DECK_CARD)
        if not ids:
            event.ignore()
            return True
        for card_id in ids:
            card = _by_id(self.cards, card_id)
            if card is not None:
                self.remove_requested.emit(card)
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()
        return True
