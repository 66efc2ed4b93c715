"""The Decks tab: browse the catalog, build a deck by click, drag or keys, see its validation and stats, save it."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, QMimeData, QObject, QPoint, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QDragMoveEvent,
    QDropEvent,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QShortcut,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from lorcana_desktop.cards import Card, CardIndex, CardType, Ink
from lorcana_desktop.decks import (
    Deck,
    DeckFileFormat,
    DeckStats,
    Format,
    ImportResult,
    Section,
    Validation,
    deck_stats,
    export_deck,
    to_text,
    validate,
)
from lorcana_desktop.decks.library import SeedReport
from lorcana_desktop.store.catalog import Catalog
from lorcana_desktop.ui.cards import (
    INK_COLORS,
    MIME_CATALOG_CARD,
    MIME_DECK_CARD,
    card_ids_from_mime,
    card_ink_color,
    card_mime,
    drag_face,
    start_card_drag,
    type_label,
)
from lorcana_desktop.ui.deck_browser import ADD_KEYS, REMOVE_KEYS, CardBrowser, _by_id
from lorcana_desktop.ui.deck_store import DeckShelf, LiveCatalog, shelf_for
from lorcana_desktop.ui.deck_widgets import CostCurveChart

# Deck list groups, in the order deck lists are usually printed.
GROUPS = ("Character", "Action", "Song", "Item", "Location")
GROUP_TITLES = {"Character": "Characters", "Action": "Actions", "Song": "Songs", "Item": "Items", "Location": "Locations"}
COL_COST, COL_NAME, COL_COUNT, COL_ODDS = range(4)
NameRole = Qt.ItemDataRole.UserRole + 1
SectionRole = Qt.ItemDataRole.UserRole + 2
NEW_DECK_NAME = "New deck"


class DeckListView(QTreeWidget):
    """The deck grouped by type, each group sorted by cost; deck cards can be dragged out."""

    add_requested = Signal(object, object)  # Card, Section
    remove_requested = Signal(object, object)  # Card, Section
    move_requested = Signal(object, object, object)  # Card, from Section, to Section
    remove_all_requested = Signal(object, object)  # Card, Section

    def __init__(self, cards: CardIndex, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards = cards
        self.setColumnCount(4)
        self.setHeaderLabels(["Cost", "Card", "Copies", "In hand"])
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setAlternatingRowColors(True)
        self.setIndentation(8)
        hdr = self.header()
        hdr.setStretchLastSection(False)
        hdr.setSectionResizeMode(COL_NAME, QHeaderView.ResizeMode.Stretch)
        for col in (COL_COST, COL_COUNT, COL_ODDS):
            hdr.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.headerItem().setToolTip(COL_ODDS, "The chance of at least one copy in the opening hand")
        self.headerItem().setToolTip(COL_COUNT, "Copies in the deck")
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.viewport().setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.viewport().installEventFilter(self)
        self.itemDoubleClicked.connect(self._double_clicked)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._context_menu)
        self.setToolTip("Double-click, the - key or a drag back to the browser takes a copy out; + adds one")

    # -- reading the list -------------------------------------------------------------------
    def card_items(self) -> list[QTreeWidgetItem]:
        return tree_children(self)

    def item_for(self, full_name: str, section: Section = Section.MAIN) -> QTreeWidgetItem | None:
        return next((it for it in self.card_items()
                     if it.data(COL_NAME, NameRole) == full_name and it.data(COL_NAME, SectionRole) == section.value), None)

    def group_titles(self) -> list[str]:
        items = (self.topLevelItem(i) for i in range(self.topLevelItemCount()))
        return [it.text(COL_NAME) for it in items if it is not None]

    def item_card(self, item: QTreeWidgetItem | None) -> tuple[Card, Section] | None:
        if item is None or item.data(COL_NAME, NameRole) is None:
            return None
        card = self.cards.get(item.data(COL_NAME, NameRole))
        return None if card is None else (card, Section(item.data(COL_NAME, SectionRole)))

    def selected_card(self) -> tuple[Card, Section] | None:
        return self.item_card(self.currentItem())

    # -- filling ----------------------------------------------------------------------------
    def show_deck(self, deck: Deck, stats: DeckStats, validation: Validation) -> None:
        selected = self.selected_card()
        offenders: dict[str, list[str]] = {}
        for v in validation.violations:
            for name in v.cards:
                offenders.setdefault(name, []).append(v.message)
        self.setUpdatesEnabled(False)
        self.clear()
        groups: list[tuple[str, Section, list]] = []
        for g in GROUPS:
            entries = [e for e in deck.main if type_group(e.card) == g]
            if entries:
                groups.append((g, Section.MAIN, entries))
        for section in (Section.SIDEBOARD, Section.MAYBEBOARD):
            entries = list(deck.section(section))
            if entries:
                groups.append((section.label, section, entries))
        keep = None
        bold = self.font()
        bold.setBold(True)
        for title, section, entries in groups:
            n = sum(e.count for e in entries)
            head = QTreeWidgetItem([ "", f"{GROUP_TITLES.get(title, title)} ({n})", str(n), ""])
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)
            head.setFirstColumnSpanned(False)
            for col in range(4):
                head.setFont(col, bold)
            head.setTextAlignment(COL_COUNT, Qt.AlignmentFlag.AlignCenter)
            self.addTopLevelItem(head)
            for e in sorted(entries, key=lambda e: (e.card.cost, e.card.full_name)):
                odds = f"{stats.odds(e.count):.0%}" if section is Section.MAIN else ""
                item = QTreeWidgetItem([str(e.card.cost), e.card.full_name, f"\u00d7{e.count}", odds])
                item.setData(COL_NAME, NameRole, e.card.full_name)
                item.setData(COL_NAME, SectionRole, section.value)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled)
                for col in (COL_COST, COL_COUNT, COL_ODDS):
                    item.setTextAlignment(col, Qt.AlignmentFlag.AlignCenter)
                if section is Section.MAIN:
                    # CR 2.2.2: a player may mulligan; digging for this card, both hands must miss it.
                    item.setToolTip(COL_ODDS, f"At least one of {e.count} in the first {stats.opening_hand} cards: "
                                    f"{stats.odds(e.count):.1%}; counting a mulligan for it: "
                                    f"{stats.odds(e.count, mulligan=True):.1%}")
                item.setForeground(COL_COST, QBrush(card_ink_color(e.card)))
                item.setFont(COL_COST, bold)
                tip = f"{e.card.full_name}\n{'/'.join(i.value for i in e.card.inks)} {type_label(e.card)}, cost {e.card.cost}"
                if e.card.full_name in offenders and section is Section.MAIN:
                    item.setForeground(COL_NAME, QBrush(QColor("#c62828")))
                    tip += "\n" + "\n".join(offenders[e.card.full_name])
                item.setToolTip(COL_NAME, tip)
                head.addChild(item)
                if selected and selected[0].full_name == e.card.full_name and selected[1] is section:
                    keep = item
        self.expandAll()
        if keep is not None:
            self.setCurrentItem(keep)
        self.setUpdatesEnabled(True)

    # -- dragging out and dropping in -------------------------------------------------------
    def mimeTypes(self) -> list[str]:
        return [MIME_DECK_CARD]

    def mimeData(self, items: Sequence[QTreeWidgetItem]) -> QMimeData:
        found = [self.item_card(it) for it in items]
        return card_mime(MIME_DECK_CARD, [f[0] for f in found if f is not None])

    def startDrag(self, supported: Qt.DropAction) -> None:
        found = self.selected_card()
        if found is not None:
            start_card_drag(self, card_mime(MIME_DECK_CARD, [found[0]]), drag_face(found[0]),
                            Qt.DropAction.MoveAction)

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.viewport():
            et = event.type()
            if et in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
                assert isinstance(event, QDragMoveEvent)
                if event.mimeData().hasFormat(MIME_CATALOG_CARD):
                    event.setDropAction(Qt.DropAction.CopyAction)
                    event.accept()
                else:
                    event.ignore()
                return True
            if et == QEvent.Type.Drop:
                assert isinstance(event, QDropEvent)
                return self.handle_drop(event)
        return super().eventFilter(obj, event)

    def handle_drop(self, event: QDropEvent) -> bool:
        """A catalog card dropped here is one more copy in the main deck."""
        ids = card_ids_from_mime(event.mimeData(), MIME_CATALOG_CARD)
        if not ids:
            event.ignore()
            return True
        for card_id in ids:
            card = _by_id(self.cards, card_id)
            if card is not None:
                self.add_requested.emit(card, Section.MAIN)
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        found = self.selected_card()
        if found is not None and event.key() in ADD_KEYS:
            self.add_requested.emit(*found)
            return
        if found is not None and event.key() in REMOVE_KEYS:
            self.remove_requested.emit(*found)
            return
        super().keyPressEvent(event)

    def context_actions(self, item: QTreeWidgetItem | None) -> list[tuple[str, object]]:
        """The right-click choices for a deck card: (label, what it does)."""
        found = self.item_card(item)
        if found is None:
            return []
        card, section = found
        out: list[tuple[str, object]] = [
            ("One more copy", lambda: self.add_requested.emit(card, section)),
            ("One copy fewer", lambda: self.remove_requested.emit(card, section)),
            ("Take out every copy", lambda: self.remove_all_requested.emit(card, section)),
        ]
        for target in Section:
            if target is not section:
                out.append((f"Move one to the {target.label.lower()}",
                            lambda t=target: self.move_requested.emit(card, section, t)))
        return out

    def _context_menu(self, pos: QPoint) -> None:
        actions = self.context_actions(self.itemAt(pos))
        if not actions:
            return
        menu = QMenu(self)
        for label, fn in actions:
            menu.addAction(label).triggered.connect(fn)
        menu.exec(self.viewport().mapToGlobal(pos))

    def _double_clicked(self, item: QTreeWidgetItem, _col: int) -> None:
        found = self.item_card(item)
        if found is not None:
            self.remove_requested.emit(*found)


def tree_children(tree: QTreeWidget) -> list[QTreeWidgetItem]:
    """The items one level under the top of a tree (the cards under their group headings)."""
    out: list[QTreeWidgetItem] = []
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        if top is not None:
            out += [c for c in (top.child(j) for j in range(top.childCount())) if c is not None]
    return out

def type_group(card: Card) -> str:
    """The deck list group a card goes in (one of GROUPS)."""
    return "Song" if card.is_song else card.type.value


class StatsPanel(QWidget):
    """Cost curve by ink, ink split, inkable share, types and the average cost."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chart = CostCurveChart()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        title = QLabel("<b>Cost curve</b> (bars split by ink)")
        lay.addWidget(title)
        lay.addWidget(self.chart)
        lay.addWidget(self.summary)

    def show_stats(self, stats: DeckStats, songs: int = 0) -> None:
        self.chart.set_stats(stats)
        self.summary.setText(stats_html(stats, songs))


def stats_html(stats: DeckStats, songs: int = 0) -> str:
    """The figures beside the chart, as a small HTML block."""
    if not stats.total:
        return "<i>No cards yet.</i>"
    inks = " &nbsp; ".join(
        f"<span style='color:{INK_COLORS[ink]}'>\u25a0</span> {ink.value} {n}" for ink, n in stats.ink_split.items()
    )
    types = ", ".join(
        _type_name(t, n) + (f" ({songs} song{'s' if songs != 1 else ''})" if t is CardType.ACTION and songs else "")
        for t, n in stats.by_type.items()
    )
    pct = f"{stats.inkable_share:.0%}"
    return (
        f"<p><b>Inks:</b> {inks}</p>"
        f"<p><b>Inkable:</b> {stats.inkable} of {stats.total} ({pct})</p>"
        f"<p><b>Types:</b> {types}</p>"
        f"<p><b>Average cost:</b> {stats.average_cost:.2f}</p>"
        f"<p><b>Opening hand:</b> {stats.opening_hand} cards; with 4 copies "
        f"{stats.odds(4):.0%}, 3 copies {stats.odds(3):.0%}, 2 copies {stats.odds(2):.0%}, "
        f"1 copy {stats.odds(1):.0%}.</p>"
    )


def _type_name(t: CardType, n: int) -> str:
    word = t.value.lower() + ("s" if n != 1 else "")
    return f"{n} {word}"


class DeckBuilder(QWidget):
    """The Decks tab."""

    deck_changed = Signal(object)  # Deck

    def __init__(self, catalog: Catalog, shelf: DeckShelf, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.shelf = shelf
        self.cards = shelf.cards
        self.deck = Deck(name=NEW_DECK_NAME, format=Format.CORE)
        self.stored_name: str | None = None  # the name the deck has in the store, None if never saved
        self.dirty = False
        self.history: list[Deck] = []  # earlier states of the deck being edited, for Ctrl+Z
        self.validation = validate(self.deck)
        self.stats = deck_stats(self.deck)

        self.browser = CardBrowser(catalog, self.cards)
        self.browser.add_requested.connect(lambda c: self.add_card(c))
        self.browser.remove_requested.connect(lambda c: self.remove_card(c))

        # Deck header: saved decks, name, format and the file buttons.
        self.deck_picker = QComboBox()
        self.deck_picker.setMinimumContentsLength(18)
        self.deck_picker.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.deck_picker.setToolTip("Your saved decks")
        self.deck_picker.activated.connect(self._picked)
        self.name_edit = QLineEdit(self.deck.name)
        self.name_edit.setPlaceholderText("Deck name")
        self.name_edit.textEdited.connect(self._renamed)
        self.format_box = QComboBox()
        for fmt in Format:
            self.format_box.addItem(fmt.label, fmt)
        self.format_box.currentIndexChanged.connect(self._format_picked)
        self.new_button = QPushButton("New")
        self.save_button = QPushButton("Save")
        self.save_button.setShortcut("Ctrl+S")
        self.duplicate_button = QPushButton("Duplicate")
        self.delete_button = QPushButton("Delete")
        self.import_button = QPushButton("Import\u2026")
        self.export_button = QToolButton()
        self.export_button.setText("Export")
        self.export_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.export_button)
        self._export_actions: dict[str, QAction] = {}
        for key, label in (
            ("copy-text", "Copy as text"),
            ("copy-code", "Copy deck code"),
            ("file-text", "Save as text file\u2026"),
            ("file-code", "Save deck code file\u2026"),
            ("file-tts", "Save as Tabletop Simulator JSON\u2026"),
        ):
            act = menu.addAction(label)
            act.triggered.connect(lambda _c=False, k=key: self._export(k))
            self._export_actions[key] = act
        self.export_button.setMenu(menu)
        self.new_button.clicked.connect(self.new_deck)
        self.save_button.clicked.connect(self.save_deck)
        self.duplicate_button.clicked.connect(self.duplicate_deck)
        self.delete_button.clicked.connect(self.delete_deck)
        self.import_button.clicked.connect(self.open_import)

        self.deck_list = DeckListView(self.cards)
        self.deck_list.add_requested.connect(lambda c, s: self.add_card(c, section=s))
        self.deck_list.remove_requested.connect(lambda c, s: self.remove_card(c, section=s))
        self.deck_list.remove_all_requested.connect(lambda c, s: self.remove_card(c, self.deck.count(c, s), s))
        self.deck_list.move_requested.connect(lambda c, src, dst: self._set(self.deck.move(c, src, dst)))
        self.browser.add_to_side_requested.connect(lambda c: self.add_card(c, section=Section.SIDEBOARD))
        self.browser.add_playset_requested.connect(self._add_playset)
        self.plus_button = QPushButton("+")
        self.minus_button = QPushButton("\u2212")
        self.plus_button.setToolTip("One more copy of the selected card (key +)")
        self.minus_button.setToolTip("One copy fewer of the selected card (key -)")
        for b in (self.plus_button, self.minus_button):
            b.setFixedWidth(40)
        self.plus_button.clicked.connect(self._plus)
        self.minus_button.clicked.connect(self._minus)
        self.count_label = QLabel()
        self.count_label.setStyleSheet("font-weight: bold")

        self.validation_label = QLabel()
        self.validation_label.setWordWrap(True)
        self.validation_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.validation_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.validation_label.setMargin(6)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setVisible(False)
        self.notice.setStyleSheet("background: #fff3cd; color: #5c4400; padding: 4px; border-radius: 3px")
        self.notice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.stats_panel = StatsPanel()
        self.notes_edit = QPlainTextEdit()
        self.notes_edit.setPlaceholderText("Notes: plan, mulligan advice, sideboard ideas\u2026")
        self.notes_edit.setMaximumHeight(110)
        self.notes_edit.textChanged.connect(self._notes_changed)

        # Layout: browser | deck list | validation and stats.
        head = QHBoxLayout()
        head.addWidget(QLabel("Deck:"))
        head.addWidget(self.deck_picker, 1)
        for button in (self.new_button, self.save_button, self.duplicate_button, self.delete_button,
                       self.import_button, self.export_button):
            head.addWidget(button)
        form = QFormLayout()
        form.addRow("Name", self.name_edit)
        form.addRow("Format", self.format_box)
        buttons = QHBoxLayout()
        buttons.addWidget(self.count_label, 1)
        buttons.addWidget(self.minus_button)
        buttons.addWidget(self.plus_button)
        middle = QWidget()
        mlay = QVBoxLayout(middle)
        mlay.setContentsMargins(0, 0, 0, 0)
        mlay.addLayout(form)
        mlay.addWidget(self.deck_list, 1)
        mlay.addLayout(buttons)
        right_inner = QWidget()
        rlay = QVBoxLayout(right_inner)
        rlay.setContentsMargins(0, 0, 4, 0)
        rlay.addWidget(self.validation_label)
        rlay.addWidget(self.stats_panel)
        rlay.addWidget(QLabel("<b>Notes</b>"))
        rlay.addWidget(self.notes_edit)
        rlay.addStretch(1)
        right = QScrollArea()
        right.setWidgetResizable(True)
        right.setFrameShape(QScrollArea.Shape.NoFrame)
        right.setWidget(right_inner)
        right.setMinimumWidth(300)
        split = QSplitter()
        split.addWidget(self.browser)
        split.addWidget(middle)
        split.addWidget(right)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 3)
        split.setStretchFactor(2, 2)
        split.setSizes([640, 440, 320])
        self.splitter = split
        lay = QVBoxLayout(self)
        lay.addLayout(head)
        lay.addWidget(self.notice)
        lay.addWidget(split, 1)

        self.shelf.decks_changed.connect(self.refresh_picker)
        undo = QShortcut(QKeySequence.StandardKey.Undo, self)
        undo.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        undo.activated.connect(self.undo)
        find = QShortcut(QKeySequence.StandardKey.Find, self)
        find.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        find.activated.connect(self.focus_search)
        if not self.shelf.ok:
            self.show_notice(f"Decks cannot be saved: {self.shelf.problem}")
        elif self.shelf.problem:
            self.show_notice(self.shelf.problem)
        elif self.shelf.seeded.added or self.shelf.seeded.problems:
            self.show_notice(welcome_text(self.shelf.seeded))
        self.refresh_picker()
        self.refresh()

    # -- editing ----------------------------------------------------------------------------
    def add_card(self, card: Card, n: int = 1, section: Section = Section.MAIN) -> None:
        self._set(self.deck.add(card, n, section))

    def remove_card(self, card: Card, n: int = 1, section: Section = Section.MAIN) -> None:
        if self.deck.count(card, section) == 0:
            return
        self._set(self.deck.remove(card, n, section))

    def _add_playset(self, card: Card) -> None:
        """Up to the format's copy limit (4, or the card's own limit) in one go."""
        from lorcana_desktop.decks.formats import RULES, copy_limit

        limit = copy_limit(card, RULES[self.deck.format]) or 4
        have = self.deck.count(card)
        if have < limit:
            self.add_card(card, limit - have)

    def _plus(self) -> None:
        found = self.deck_list.selected_card()
        if found is None:
            card = self.browser.current_card()
            if card is not None:
                self.add_card(card)
            return
        self.add_card(found[0], section=found[1])

    def _minus(self) -> None:
        found = self.deck_list.selected_card()
        if found is None:
            card = self.browser.current_card()
            if card is not None:
                self.remove_card(card)
            return
        self.remove_card(found[0], section=found[1])

    def _set(self, deck: Deck, *, dirty: bool = True) -> None:
        if dirty and deck != self.deck:
            self.history.append(self.deck)
            del self.history[:-200]
        elif not dirty:
            self.history.clear()
        self.deck = deck
        self.dirty = self.dirty or dirty
        self.refresh()
        self.deck_changed.emit(deck)

    def focus_search(self) -> None:
        self.browser.search_box.setFocus()
        self.browser.search_box.selectAll()

    def undo(self) -> bool:
        """Back to the deck as it was before the last change (cards, name, format or notes)."""
        if not self.history:
            return False
        self.deck = self.history.pop()
        self.dirty = True
        self.refresh()
        self.deck_changed.emit(self.deck)
        return True

    def _renamed(self, text: str) -> None:
        self._set(self.deck.renamed(text))

    def _format_picked(self, _i: int) -> None:
        fmt = self.format_box.currentData()
        if isinstance(fmt, Format) and fmt is not self.deck.format:
            self._set(self.deck.with_format(fmt))

    def set_format(self, fmt: Format) -> None:
        self.format_box.setCurrentIndex(self.format_box.findData(fmt))

    def _notes_changed(self) -> None:
        text = self.notes_edit.toPlainText()
        if text != self.deck.notes:
            self._set(self.deck.with_notes(text))

    def refresh(self) -> None:
        """Validation, stats, list and badges after any change (live validation)."""
        self.validation = validate(self.deck)
        self.stats = deck_stats(self.deck)
        self.deck_list.show_deck(self.deck, self.stats, self.validation)
        self.stats_panel.show_stats(self.stats, sum(e.count for e in self.deck.main if e.card.is_song))
        self.browser.set_deck_counts({e.card.full_name: self.deck.count(e.card) for e in self.deck.main})
        self._show_validation(self.validation)
        extra = sum(e.count for e in self.deck.entries) - self.deck.size
        side = f" (+{extra} outside the main deck)" if extra else ""
        self.count_label.setText(f"{self.deck.size} cards{side}" + ("  \u2022 unsaved" if self.dirty else ""))
        if self.name_edit.text() != self.deck.name:
            self.name_edit.setText(self.deck.name)
        i = self.format_box.findData(self.deck.format)
        if i != self.format_box.currentIndex():
            self.format_box.blockSignals(True)
            self.format_box.setCurrentIndex(i)
            self.format_box.blockSignals(False)
        if self.notes_edit.toPlainText() != self.deck.notes:
            self.notes_edit.blockSignals(True)
            self.notes_edit.setPlainText(self.deck.notes)
            self.notes_edit.blockSignals(False)
        can_store = self.shelf.ok
        self.save_button.setEnabled(can_store)
        self.duplicate_button.setEnabled(can_store)
        self.delete_button.setEnabled(can_store and self.stored_name is not None)

    def _show_validation(self, v: Validation) -> None:
        lines = [f"<b>{_esc(v.summary().splitlines()[0])}</b>"]
        lines += [f"\u2022 {_esc(m)}" for m in v.messages()]
        lines += [f"<span style='color:#8a6d00'>\u26a0 {_esc(w)}</span>" for w in v.warnings]
        self.validation_label.setText("<br>".join(lines))
        color = ("#e8f5e9", "#1b5e20") if v.legal else ("#fdecea", "#8e1b1b")
        self.validation_label.setStyleSheet(f"background: {color[0]}; color: {color[1]}; border-radius: 4px")

    def show_notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    # -- the store --------------------------------------------------------------------------
    def refresh_picker(self) -> None:
        self.deck_picker.blockSignals(True)
        self.deck_picker.clear()
        for s in self.shelf.decks():
            try:
                label = Format.parse(s.format).label
            except ValueError:
                label = s.format
            self.deck_picker.addItem(f"{s.name}  ({s.cards}, {label})", s.name)
        if self.stored_name is not None:
            self.deck_picker.setCurrentIndex(self.deck_picker.findData(self.stored_name))
        else:
            self.deck_picker.setCurrentIndex(-1)
            self.deck_picker.setPlaceholderText("(unsaved deck)")
        self.deck_picker.blockSignals(False)

    def _picked(self, i: int) -> None:
        name = self.deck_picker.itemData(i)
        if name and name != self.stored_name:
            self.load_deck(name)

    def ask(self, title: str, text: str) -> bool:
        """A yes/no question (tests replace this)."""
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def _may_discard(self) -> bool:
        if not self.dirty or not (self.deck.entries or self.stored_name):
            return True
        return self.ask("Unsaved changes", f"Discard the unsaved changes to {self.deck.name!r}?")

    def load_deck(self, name: str) -> bool:
        if not self._may_discard():
            self.refresh_picker()
            return False
        result = self.shelf.load(name)
        if result is None:
            self.show_notice(f"There is no saved deck named {name!r}.")
            self.refresh_picker()
            return False
        self.stored_name = result.deck.name
        self.dirty = False
        self._set(result.deck, dirty=False)
        self.refresh_picker()
        if result.problems:
            self.show_notice(f"{name}: " + "; ".join(str(p) for p in result.problems))
        else:
            self.show_notice("")
        return True

    def new_deck(self) -> None:
        if not self._may_discard():
            return
        self.stored_name = None
        self.dirty = False
        self._set(Deck(name=self.shelf.free_name(NEW_DECK_NAME), format=self.deck.format), dirty=False)
        self.refresh_picker()
        self.show_notice("")
        self.name_edit.setFocus()
        self.name_edit.selectAll()

    def save_deck(self) -> bool:
        """Save under the name in the name box; renaming keeps one stored deck, never two."""
        name = self.deck.name.strip()
        if not name:
            self.show_notice("The deck needs a name before it can be saved.")
            return False
        if name != self.stored_name and self.shelf.has(name) and (
            self.stored_name is None or name.casefold() != self.stored_name.casefold()
        ):
            if not self.ask("Replace deck", f"A deck named {name!r} already exists. Replace it?"):
                return False
            self.shelf.delete(name)
        deck = self.deck.renamed(name)
        try:
            self.shelf.save(deck, previous_name=self.stored_name)
        except (ValueError, OSError, Exception) as exc:  # noqa: BLE001 - whatever the store says, show it
            self.show_notice(f"The deck was not saved: {exc}")
            return False
        self.stored_name = name
        self.dirty = False
        self._set(deck, dirty=False)
        self.refresh_picker()
        self.show_notice("")
        return True

    def duplicate_deck(self) -> bool:
        """Save a copy under a free name and keep editing the copy."""
        copy = self.deck.renamed(self.shelf.free_name(f"{self.deck.name} copy"))
        try:
            self.shelf.save(copy)
        except Exception as exc:  # noqa: BLE001
            self.show_notice(f"The copy was not saved: {exc}")
            return False
        self.stored_name = copy.name
        self.dirty = False
        self._set(copy, dirty=False)
        self.refresh_picker()
        return True

    def delete_deck(self) -> bool:
        if self.stored_name is None:
            return False
        if not self.ask("Delete deck", f"Delete the deck {self.stored_name!r}? This cannot be undone."):
            return False
        self.shelf.delete(self.stored_name)
        self.stored_name = None
        self.dirty = bool(self.deck.entries)
        self.refresh()
        self.refresh_picker()
        return True

    def ask_save(self) -> QMessageBox.StandardButton:
        """Save, Discard or Cancel for unsaved changes (tests replace this)."""
        return QMessageBox.question(
            self, "Unsaved deck", f"Save the changes to {self.deck.name!r} before closing?",
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
        )

    def may_close(self) -> bool:
        """Asked when the window closes: an unsaved deck is saved, dropped, or the close is cancelled."""
        if not self.dirty or not self.deck.entries or not self.shelf.ok:
            return True
        answer = self.ask_save()
        if answer == QMessageBox.StandardButton.Save:
            return self.save_deck()
        return answer == QMessageBox.StandardButton.Discard

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        closing = event.type() == QEvent.Type.Close and obj is self.window() and obj is not self
        if closing and not self.may_close():
            event.ignore()
            return True
        return super().eventFilter(obj, event)

    # -- import and export ------------------------------------------------------------------
    def open_import(self) -> None:
        from lorcana_desktop.ui.deck_import import DeckImportDialog

        dialog = DeckImportDialog(self.cards, self.deck.format, self)
        if dialog.exec() and dialog.result_deck() is not None:
            self.accept_import(dialog.result_deck())  # type: ignore[arg-type]

    def accept_import(self, result: ImportResult) -> bool:
        """The person confirmed an import: store it as a new deck and open it."""
        if not self._may_discard():
            return False
        deck = result.deck.renamed(self.shelf.free_name(result.deck.name))
        try:
            self.shelf.save(deck)
        except Exception as exc:  # noqa: BLE001
            self.show_notice(f"The imported deck was not saved: {exc}")
            return False
        self.stored_name = deck.name
        self.dirty = False
        self._set(deck, dirty=False)
        self.refresh_picker()
        skipped = len(result.errors)
        self.show_notice(f"Imported {deck.name!r}: {deck.size} cards" + (f", {skipped} line(s) skipped." if skipped else "."))
        return True

    def export_text(self, kind: DeckFileFormat) -> str:
        return export_deck(self.deck, kind)

    def export_to(self, path: str | Path, kind: DeckFileFormat) -> Path:
        p = Path(path)
        p.write_text(export_deck(self.deck, kind), encoding="utf-8")
        return p

    def _export(self, key: str) -> None:
        if key == "copy-text":
            # Plain "4 Name - Version" lines, as deck sites and chats take them (files keep the header).
            QGuiApplication.clipboard().setText(to_text(self.deck, header=False))
            self.show_notice("The deck list is on the clipboard.")
            return
        if key == "copy-code":
            QGuiApplication.clipboard().setText(self.export_text(DeckFileFormat.CODE).strip())
            self.show_notice("The deck code is on the clipboard.")
            return
        kind, suffix, filt = {
            "file-text": (DeckFileFormat.TEXT, ".txt", "Text (*.txt)"),
            "file-code": (DeckFileFormat.CODE, ".txt", "Deck code (*.txt)"),
            "file-tts": (DeckFileFormat.TTS, ".json", "Tabletop Simulator (*.json)"),
        }[key]
        path, _ = QFileDialog.getSaveFileName(self, "Export deck", f"{self.deck.name}{suffix}", filt)
        if not path:
            return
        try:
            self.export_to(path, kind)
        except OSError as exc:
            self.show_notice(f"Could not write {path}: {exc.strerror or exc}")
            return
        self.show_notice(f"Saved {path}")


def welcome_text(seeded: SeedReport) -> str:
    """What the first start says about the preconstructed decks it added (and any it could not read)."""
    parts = []
    if seeded.added:
        n = len(seeded.added)
        parts.append(f"{n} preconstructed deck{'s are' if n != 1 else ' is'} ready in the Deck list above: "
                     f"{', '.join(seeded.added)}. Pick one to play or change it, or build your own.")
    if seeded.problems:
        parts.append("Not added: " + "; ".join(seeded.problems))
    return " ".join(parts)


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def create_deck_builder(window: object) -> QWidget:
    """The Decks tab of the main window."""
    builder = DeckBuilder(LiveCatalog(window), shelf_for(window))  # type: ignore[arg-type]
    if isinstance(window, QWidget):
        window.installEventFilter(builder)  # to offer saving an unsaved deck when the window closes
    return builder


__all__ = ["DeckBuilder", "DeckListView", "Ink", "StatsPanel", "create_deck_builder"]
