"""The deck builder's catalog browser: search box, filter widgets that write the search language, grid or list."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QMimeData, QModelIndex, QObject, QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QDragMoveEvent, QDropEvent, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QMenu,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from lorcana_desktop.cards import Card, CardIndex, Ink
from lorcana_desktop.cards.query import QueryError
from lorcana_desktop.store.catalog import Catalog
from lorcana_desktop.ui.cards import (
    INK_COLORS,
    MIME_CATALOG_CARD,
    MIME_DECK_CARD,
    card_height,
    card_ids_from_mime,
    card_mime,
    card_tooltip,
    drag_face,
    start_card_drag,
)
from lorcana_desktop.ui.catalog_view import CardTableModel
from lorcana_desktop.ui.deck_widgets import CardGridModel

# The widest usual text of the list view's columns (Cost, Name, Ink, Type, Stats, Set); the name
# takes the rest. A dual-ink pair is elided in the list; the tooltip has it in full.
LIST_COLUMN_SAMPLES = ("Cost", "", "Amethyst", "Character", "10 / 10 / 4", "13-229")
SEARCH_CACHE_SIZE = 16  # catalog answers kept per browser (the catalog does not change under it)
COST_ANY = 12  # the top of the cost-range spin boxes means "no upper limit"
ADD_KEYS = {Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Return, Qt.Key.Key_Enter}
REMOVE_KEYS = {Qt.Key.Key_Minus, Qt.Key.Key_Delete, Qt.Key.Key_Backspace}


def _by_id(cards: CardIndex, card_id: int) -> Card | None:
    """The card of an id carried by a drag, or None when it is not in this index (data re-imported)."""
    try:
        return cards.by_id(card_id)
    except LookupError:
        return None


def _quoted(value: str) -> str:
    return f'"{value}"' if any(ch.isspace() for ch in value) else value


class CostSpinBox(QSpinBox):
    """A cost bound; its top value reads "any" (no upper limit)."""

    def textFromValue(self, value: int) -> str:
        return "any" if value == self.maximum() and self.maximum() == COST_ANY and self.prefix().startswith("to") else str(value)

    def valueFromText(self, text: str) -> int:
        digits = "".join(ch for ch in text if ch.isdigit())
        return int(digits) if digits else self.maximum()


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
        self._fit(self.face_width * 5)

    def _fit(self, width: int) -> None:
        cell = self.face_width + 8
        columns = max(1, width // cell)
        self.setGridSize(QSize(max(cell, width // columns), card_height(self.face_width) + 8))

    def resizeEvent(self, event) -> None:
        self._fit(self.viewport().width() - 2)
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
        self.search_box.setPlaceholderText("Search text, or filters: ink:amber cost<=3 keyword:evasive")
        self.search_box.setClearButtonEnabled(True)

        # Ink buttons: with some inks on, only cards playable in those inks are shown.
        self.ink_buttons: dict[Ink, QToolButton] = {}
        inks_row = QHBoxLayout()
        inks_row.setSpacing(3)
        for ink in Ink:
            b = QToolButton()
            b.setText(ink.value)
            b.setCheckable(True)
            b.setToolTip(f"Show cards playable with {ink.value} (with the other inks chosen)")
            color = INK_COLORS[ink]
            b.setStyleSheet(
                "QToolButton { padding: 2px 6px; border: 1px solid #888; border-radius: 4px; }"
                f"QToolButton:checked {{ background: {color}; color: white; border-color: {color}; font-weight: bold; }}"
            )
            b.toggled.connect(self._changed)
            self.ink_buttons[ink] = b
            inks_row.addWidget(b)
        inks_row.addStretch(1)

        self.cost_min = CostSpinBox()
        self.cost_min.setRange(0, COST_ANY)
        self.cost_min.setPrefix("cost ")
        self.cost_max = CostSpinBox()
        self.cost_max.setRange(0, COST_ANY)
        self.cost_max.setValue(COST_ANY)
        self.cost_max.setPrefix("to cost ")
        self.cost_max.setToolTip(f"{COST_ANY} means no upper limit")
        for sb in (self.cost_min, self.cost_max):
            sb.valueChanged.connect(self._changed)

        self.type_box = self._combo("Any type", [("Character", "character"), ("Action", "action"), ("Song", "song"),
                                                  ("Item", "item"), ("Location", "location")])
        classes = sorted({c for card in cards for c in card.classifications}, key=str.casefold)
        self.class_box = self._combo("Any classification", [(c, c) for c in classes])
        keywords = sorted({k.keyword for card in cards for k in card.keywords}, key=str.casefold)
        self.keyword_box = self._combo("Any keyword", [(k, k) for k in keywords])
        sets = catalog.sets()
        set_items = []
        for code, info in sorted(sets.items(), key=lambda kv: (not kv[0].isdigit(), int(kv[0]) if kv[0].isdigit() else 0, kv[0])):
            set_items.append((f"{code} \u2013 {info.get('name', code)}" if isinstance(info, dict) else code, code))
        self.set_box = self._combo("Any set", set_items)
        rarities = ["Common", "Uncommon", "Rare", "Super Rare", "Legendary", "Enchanted", "Special"]
        present = {c.rarity for c in cards}
        self.rarity_box = self._combo("Any rarity", [(r, r) for r in rarities if r in present]
                                      + [(r, r) for r in sorted(present - set(rarities))])
        self.inkable_box = self._combo("Inkable or not", [("Inkable", "inkable"), ("Uninkable", "uninkable")])
        self.format_box = self._combo("Any format", [("Legal in Core", "core"), ("Legal in Infinity", "infinity")])
        self.clear_button = QPushButton("Clear filters")
        self.clear_button.clicked.connect(self.clear_filters)

        self.grid_button = QToolButton()
        self.grid_button.setText("Faces")
        self.grid_button.setCheckable(True)
        self.grid_button.setChecked(True)
        self.list_button = QToolButton()
        self.list_button.setText("List")
        self.list_button.setCheckable(True)
        self.grid_button.clicked.connect(lambda: self.set_grid(True))
        self.list_button.clicked.connect(lambda: self.set_grid(False))

        # Results: a grid of faces and a table, over the same cards.
        self.grid_model = CardGridModel(140, self)
        self.grid = CardGrid(140)
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
        for col, sample in enumerate(LIST_COLUMN_SAMPLES):
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

        filters = QGridLayout()
        filters.setHorizontalSpacing(6)
        filters.setVerticalSpacing(4)
        filters.addWidget(self.cost_min, 0, 0)
        filters.addWidget(self.cost_max, 0, 1)
        filters.addWidget(self.type_box, 0, 2)
        filters.addWidget(self.inkable_box, 0, 3)
        filters.addWidget(self.format_box, 0, 4)
        filters.addWidget(self.class_box, 1, 0, 1, 2)
        filters.addWidget(self.keyword_box, 1, 2)
        filters.addWidget(self.rarity_box, 1, 3)
        filters.addWidget(self.set_box, 1, 4)
        for col in range(5):
            filters.setColumnStretch(col, 1)

        top = QHBoxLayout()
        top.addWidget(self.search_box, 1)
        top.addWidget(self.grid_button)
        top.addWidget(self.list_button)
        inks_row.addWidget(self.clear_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status)
        bottom.addWidget(self.query_label, 1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(top)
        lay.addLayout(inks_row)
        lay.addLayout(filters)
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

    def _combo(self, any_label: str, items: list[tuple[str, str]]) -> QComboBox:
        box = QComboBox()
        box.addItem(any_label, "")
        for label, value in items:
            box.addItem(label, value)
        box.setMaxVisibleItems(25)
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        box.setMinimumContentsLength(8)
        box.currentIndexChanged.connect(self._changed)
        return box

    def _changed(self, *_args: object) -> None:
        self._timer.start()

    # -- the query --------------------------------------------------------------------------
    def filter_query(self) -> str:
        """The filter widgets written in the search language."""
        parts: list[str] = []
        chosen = [ink for ink, b in self.ink_buttons.items() if b.isChecked()]
        if chosen:
            # Playable with the chosen inks: every other ink is excluded (a dual-ink card
            # needs both of its inks in the deck, CR 1.10.1.1 via the deck's ink rule).
            parts += [f"-ink:{ink.value.lower()}" for ink in Ink if ink not in chosen]
        lo, hi = self.cost_min.value(), self.cost_max.value()
        if lo and lo == hi:
            parts.append(f"cost={lo}")
        else:
            if lo:
                parts.append(f"cost>={lo}")
            if hi < COST_ANY:
                parts.append(f"cost<={hi}")
        if self.type_box.currentData():
            parts.append(f"type:{self.type_box.currentData()}")
        if self.class_box.currentData():
            parts.append("class:" + _quoted(self.class_box.currentData()))
        if self.keyword_box.currentData():
            parts.append("keyword:" + _quoted(self.keyword_box.currentData()))
        if self.set_box.currentData():
            parts.append(f"set:{self.set_box.currentData()}")
        if self.rarity_box.currentData():
            parts.append("rarity:" + _quoted(self.rarity_box.currentData()))
        if self.inkable_box.currentData():
            parts.append(self.inkable_box.currentData())
        if self.format_box.currentData():
            parts.append(f"format:{self.format_box.currentData()}")
        return " ".join(parts)

    def query(self) -> str:
        return " ".join(p for p in (self.search_box.text().strip(), self.filter_query()) if p)

    def clear_filters(self) -> None:
        widgets = [*self.ink_buttons.values(), self.cost_min, self.cost_max, self.type_box, self.class_box,
                   self.keyword_box, self.set_box, self.rarity_box, self.inkable_box, self.format_box]
        for w in widgets:
            w.blockSignals(True)
        for b in self.ink_buttons.values():
            b.setChecked(False)
        self.cost_min.setValue(0)
        self.cost_max.setValue(COST_ANY)
        for box in (self.type_box, self.class_box, self.keyword_box, self.set_box, self.rarity_box,
                    self.inkable_box, self.format_box):
            box.setCurrentIndex(0)
        for w in widgets:
            w.blockSignals(False)
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
            self.status.setText(f"\u26a0 {exc}")
            self.status.setStyleSheet("color: #b00020")
            return
        self.status.setStyleSheet("")
        self.status.setText(f"{len(found)} card{'s' if len(found) != 1 else ''}")
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

    def _current(self, ix: QModelIndex) -> None:
        self.current_changed.emit(self.grid_model.cards[ix.row()] if ix.isValid() else None)

    def context_actions(self, card: Card) -> list[tuple[str, object]]:
        """The right-click choices for a catalog card: (label, what it does)."""
        return [
            ("Add one", lambda: self.add_requested.emit(card)),
            ("Add a playset (up to the copy limit)", lambda: self.add_playset_requested.emit(card)),
            ("Add one to the sideboard", lambda: self.add_to_side_requested.emit(card)),
            ("Take one out", lambda: self.remove_requested.emit(card)),
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
