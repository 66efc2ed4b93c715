"""The catalog browser: search and filter the cards, read each card, see it enlarged, add it to the deck."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from lorcana_desktop.app.card_filter import combined_query
from lorcana_desktop.app.stores import Catalog
from lorcana_desktop.cards import Card, CardType, Ink
from lorcana_desktop.cards.query import QueryError
from lorcana_desktop.ui.card_filters import CardFilterBar
from lorcana_desktop.ui.card_zoom import HoverZoom
from lorcana_desktop.ui.cards import (
    CARD_RATIO,
    CardSize,
    card_face,
    card_height,
    classifications_label,
    ink_label,
    legality_line,
    manual_line,
    type_label,
)
from lorcana_desktop.ui.game_words import ink_word, rarity_word, type_word
from lorcana_desktop.ui.i18n import translate
from lorcana_desktop.ui.phrases import search_problems_text
from lorcana_desktop.ui.shown_cards import shown

_Index = QModelIndex | QPersistentModelIndex


def column_titles() -> tuple[str, ...]:
    return (translate("CatalogView", "Cost"), translate("CatalogView", "Name"), translate("CatalogView", "Ink"),
            translate("CatalogView", "Type"), translate("CatalogView", "Stats"), translate("CatalogView", "Set"))


COLUMNS = ("Cost", "Name", "Ink", "Type", "Stats", "Set")  # the columns, in order (titles: column_titles())


def column_samples() -> tuple[str, ...]:
    """The widest usual text of each column in the window's language (Cost, Name, Ink, Type, Stats, Set);
    the name takes the rest. A dual-ink pair is elided in the list; the tooltip has it in full."""
    titles = column_titles()
    inks = max((ink_word(i) for i in Ink), key=len)
    types = max([type_word(t) for t in CardType] + [type_word(CardType.ACTION, song=True)], key=len)
    stats = translate("CatalogView", "move %1 / %2 / %3").replace("%1", "2").replace("%2", "10").replace("%3", "4")
    return (max(titles[0], "10", key=len), "", max(titles[2], inks, key=len), max(titles[3], types, key=len),
            max(titles[4], stats, key=len), max(titles[5], "13-229", key=len))


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
            1: lambda c: (shown(c).full_name.casefold(),),
            2: lambda c: ("/".join(i.value for i in c.inks), c.cost),
            3: lambda c: ("Song" if c.is_song else c.type.value, c.cost),
            4: lambda c: (c.strength or 0, c.willpower or 0, c.lore or 0),
            5: lambda c: (not c.set_code.isdigit(), int(c.set_code) if c.set_code.isdigit() else 0, c.set_code, c.number),
        }
        self.layoutAboutToBeChanged.emit()
        # The selection and current row follow their cards to the new rows, so the highlighted
        # row and the card shown beside it stay the same card.
        old = self.persistentIndexList()
        held = [(ix, self.cards[ix.row()].id if 0 <= ix.row() < len(self.cards) else None) for ix in old]
        self.cards.sort(key=keys[column], reverse=order == Qt.SortOrder.DescendingOrder)
        rows = {c.id: r for r, c in enumerate(self.cards)}
        new = [self.index(rows[cid], ix.column()) if cid in rows else QModelIndex() for ix, cid in held]
        self.changePersistentIndexList(old, new)
        self.layoutChanged.emit()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.cards)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return column_titles()[section]
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        card = self.cards[index.row()]
        col = index.column()
        if col == 0:
            return str(card.cost)
        if col == 1:
            return shown(card).full_name
        if col == 2:
            return ink_label(card)
        if col == 3:
            return type_label(card)
        if col == 4:
            if card.type is CardType.CHARACTER:
                return f"{card.strength} / {card.willpower} / {card.lore}"
            if card.type is CardType.LOCATION:
                return translate("CatalogView", "move %1 / %2 / %3").replace("%1", str(card.move_cost)).replace(
                    "%2", str(card.willpower)).replace("%3", str(card.lore))
            return ""
        return f"{card.set_code}-{card.number}"


class CatalogView(QWidget):
    """Search box and filters, result table, and the selected card's face and text."""

    card_selected = Signal(object)  # Card
    add_to_deck_requested = Signal(object, int)  # Card, copies

    def __init__(self, catalog: Catalog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.search_box = QLineEdit()
        self.search_box.setPlaceholderText(self.tr(
            "Search: words and filters, e.g.  ink:amber cost<=3 type:character keyword:evasive set:5 inkable (F1: help)"
        ))
        self.search_box.setClearButtonEnabled(True)
        self.search_box.setToolTip(self.tr("Words search names and rules text; filters narrow the cards. "
                                           "F1 shows every filter."))
        self.status = QLabel()
        self.errors = QLabel()
        self.errors.setWordWrap(True)
        self.errors.setStyleSheet("color: #b00020")
        self.errors.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.errors.setVisible(False)
        self.filters = CardFilterBar(catalog.index(), catalog.sets())
        self.filters.changed.connect(self._filters_changed)
        self.model = CardTableModel()
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setWordWrap(False)
        # Narrow columns sized from the font, so the name gets the rest (never "Elsa - ...").
        hdr = self.table.horizontalHeader()
        metrics = self.table.fontMetrics()
        for col, sample in enumerate(column_samples()):
            if sample:
                hdr.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
                self.table.setColumnWidth(col, metrics.horizontalAdvance(sample) + 18)
        hdr.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        hdr.setStretchLastSection(False)
        self.table.setAlternatingRowColors(True)
        self.table.setSortingEnabled(True)
        hdr.setSortIndicatorShown(False)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._context_menu)
        self.table.doubleClicked.connect(self._double_clicked)
        self.zoom = HoverZoom(self.table, self._card_at)
        self.face = QLabel()
        self.face.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        # The face follows the pane (up to the preview size), so it never makes the window taller or wider.
        self.face.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.face.setMinimumSize(CardSize.PREVIEW // 2 + 10, card_height(CardSize.PREVIEW // 2))
        self.face.setToolTip(self.tr("Double-click a row (or rest the pointer on it) to see the card enlarged"))
        self.details = QTextBrowser()
        self.add_button = QPushButton(self.tr("Add to deck"))
        self.add_button.setToolTip(self.tr("Add one copy of this card to the deck open in the Decks tab (key +)"))
        self.add_button.clicked.connect(lambda: self._add(1))
        self.add_button.setEnabled(False)
        right = QWidget()
        rlay = QVBoxLayout(right)
        rlay.setContentsMargins(0, 0, 0, 0)
        rlay.addWidget(self.face, 3)
        rlay.addWidget(self.add_button)
        rlay.addWidget(self.details, 2)
        split = QSplitter()
        split.addWidget(self.table)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        self.splitter = split
        top = QHBoxLayout()
        top.addWidget(self.search_box, 1)
        top.addWidget(self.status)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.errors)
        lay.addWidget(self.filters)
        lay.addWidget(split, 1)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(150)
        self._timer.timeout.connect(self.run_search)
        self.search_box.textChanged.connect(lambda _t: self._timer.start())
        self.search_box.returnPressed.connect(self.run_search)
        self.table.selectionModel().currentRowChanged.connect(self._on_row)
        self.table.installEventFilter(self)
        self.current: Card | None = None
        self.run_search()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._show_face()

    def set_deck_name(self, name: str) -> None:
        """Name the deck that "Add to deck" adds to (the one open in the Decks tab)."""
        self.add_button.setText(self.tr("Add to %1").replace("%1", _elided(name, 28)))
        self.add_button.setToolTip(self.tr("Add one copy of this card to \u201c%1\u201d, the deck open in the Decks "
                                           "tab (key +)").replace("%1", name))

    def _filters_changed(self) -> None:
        self._timer.start()

    def query(self) -> str:
        return combined_query(self.search_box.text(), self.filters.card_filter())

    def run_search(self) -> None:
        self._timer.stop()
        try:
            found = self.catalog.search(self.query(), limit=None)
        except QueryError as exc:
            # Nothing stale stays on screen: the results go, and every problem is listed.
            problems = exc.problems or (str(exc),)
            self.model.set_cards([])
            self.show_card(None)
            self.status.setText(translate("CatalogView", "%n problem(s) in the search", None, len(problems)))
            self.status.setStyleSheet("color: #b00020")
            self.errors.setText(search_problems_text(problems))
            self.errors.setVisible(True)
            return
        self.errors.setVisible(False)
        self.errors.clear()
        self.status.setStyleSheet("")
        self.status.setText(translate("CatalogView", "%n card(s)", None, len(found)))
        self.model.set_cards(found)
        if found:
            self.table.selectRow(0)
        else:
            self.show_card(None)

    def _on_row(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid() and current.row() < len(self.model.cards):
            self.show_card(self.model.cards[current.row()])

    def current_card(self) -> Card | None:
        ix = self.table.currentIndex()
        return self.model.cards[ix.row()] if ix.isValid() and ix.row() < len(self.model.cards) else None

    def _card_at(self, pos: QPoint) -> Card | None:
        ix = self.table.indexAt(pos)
        return self.model.cards[ix.row()] if ix.isValid() and ix.row() < len(self.model.cards) else None

    def show_card(self, card: Card | None) -> None:
        self.current = card
        self.add_button.setEnabled(card is not None)
        if card is None:
            self.details.clear()
            self.face.clear()
            return
        self.details.setHtml(card_html(shown(card)))
        self._show_face()
        self.card_selected.emit(card)

    def _show_face(self) -> None:
        if self.current is None:
            return
        # As wide as the pane allows, up to the preview size (a 1024-pixel window gets a smaller face).
        fits = min(self.face.width() - 8, int((self.face.height() - 8) / CARD_RATIO))
        width = max(120, min(int(CardSize.PREVIEW), fits))
        self.face.setPixmap(card_face(self.current, width))

    def _double_clicked(self, ix: QModelIndex) -> None:
        card = self._card_at(self.table.visualRect(ix).center())
        if card is not None:
            rect = self.table.visualRect(ix)
            self.zoom.zoom.show_card(card, self.table.viewport().mapToGlobal(rect.center()))

    def _add(self, copies: int) -> None:
        card = self.current_card()
        if card is not None:
            self.add_to_deck_requested.emit(card, copies)

    def context_actions(self, card: Card) -> list[tuple[str, object]]:
        """The right-click choices for a card: (label, what it does)."""
        return [
            (self.tr("Add one to the deck"), lambda: self.add_to_deck_requested.emit(card, 1)),
            (self.tr("Add a playset to the deck"), lambda: self.add_to_deck_requested.emit(card, 4)),
            (self.tr("Show enlarged"), lambda: self.zoom.zoom.show_card(
                card, self.table.viewport().mapToGlobal(self.table.viewport().rect().center()))),
        ]

    def _context_menu(self, pos: QPoint) -> None:
        card = self._card_at(pos)
        if card is None:
            return
        menu = QMenu(self)
        for label, fn in self.context_actions(card):
            menu.addAction(label).triggered.connect(fn)
        menu.exec(self.table.viewport().mapToGlobal(pos))

    def eventFilter(self, obj, event) -> bool:
        if (obj is self.table and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Plus, Qt.Key.Key_Equal)):
            self._add(1)
            return True
        return super().eventFilter(obj, event)


def _elided(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1] + "\u2026"


def card_html(card: Card) -> str:
    """The card's text for the details pane."""
    kind = type_label(card) if not card.is_song else type_word(CardType.ACTION) + " \u2022 " + type_label(card)
    inks = escape(" / ".join(ink_word(i) for i in card.inks) or translate("CatalogView", "no ink"))
    parts = [f"<h2 style='margin:0'>{escape(card.name)}</h2>"]
    if card.version:
        parts.append(f"<p style='margin:0'><i>{escape(card.version)}</i></p>")
    not_inkable = translate("CatalogView", "not inkable")
    inkable = translate("CatalogView", "inkable") if card.inkable else f"<b>{not_inkable}</b>"
    cost = translate("CatalogView", "cost %1").replace("%1", str(card.cost))
    parts.append(f"<p>{escape(kind)} &bull; {inks} &bull; {cost} &bull; {inkable}</p>")
    if card.classifications:
        parts.append("<p>" + escape(classifications_label(card)) + "</p>")
    if card.type is CardType.CHARACTER:
        parts.append("<p>" + translate("CatalogView", "Strength <b>%1</b> &nbsp; Willpower <b>%2</b> &nbsp; Lore <b>%3</b>")
                     .replace("%1", str(card.strength)).replace("%2", str(card.willpower))
                     .replace("%3", str(card.lore)) + "</p>")
    elif card.type is CardType.LOCATION:
        parts.append("<p>" + translate("CatalogView", "Move cost <b>%1</b> &nbsp; Willpower <b>%2</b> &nbsp; Lore <b>%3</b>")
                     .replace("%1", str(card.move_cost)).replace("%2", str(card.willpower))
                     .replace("%3", str(card.lore)) + "</p>")
    paragraphs = [k.text for k in card.keywords] + [a.text for a in card.abilities] + list(card.effects)
    for text in paragraphs or ([card.full_text] if card.full_text else []):
        parts.append("<p>" + escape(text).replace("\n", " ") + "</p>")
    manual = manual_line(card)
    if manual:
        parts.append(f"<p style='color:#b06a10'>{escape(manual)}</p>")
    if card.flavor_text:
        parts.append(f"<p style='color:#666'><i>{escape(card.flavor_text)}</i></p>")
    printings = ", ".join(f"{p.identifier} ({escape(rarity_word(p.rarity))})" for p in card.printings)
    printed = translate("CatalogView", "Printings:")
    parts.append(f"<p><small>{escape(legality_line(card))}<br>{printed} {printings}</small></p>")
    return "".join(parts)
