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

from lorcana_desktop.app.deck_session import DeckSession, Leaving
from lorcana_desktop.app.stores import Catalog
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
)
from lorcana_desktop.decks.library import SeedReport
from lorcana_desktop.rulesets import LORCANA
from lorcana_desktop.ui.cards import (
    INK_COLORS,
    MIME_CATALOG_CARD,
    MIME_DECK_CARD,
    CardSize,
    card_face,
    card_ids_from_mime,
    card_ink_color,
    card_mime,
    drag_face,
    ink_label,
    manual_line,
    start_card_drag,
    type_label,
)
from lorcana_desktop.ui.deck_browser import ADD_KEYS, REMOVE_KEYS, CardBrowser, _by_id
from lorcana_desktop.ui.deck_store import DeckShelf, LiveCatalog, shelf_for
from lorcana_desktop.ui.deck_widgets import CostCurveChart
from lorcana_desktop.ui.game_words import format_word, ink_word, type_word
from lorcana_desktop.ui.i18n import QT_TRANSLATE_NOOP, decimal, percent, translate
from lorcana_desktop.ui.phrases import rule_text
from lorcana_desktop.ui.shown_cards import shown

# Deck list groups, in the order deck lists are usually printed.
GROUPS = ("Character", "Action", "Song", "Item", "Location")
GROUP_TITLES = {"Character": QT_TRANSLATE_NOOP("DeckBuilder", "Characters"),
                "Action": QT_TRANSLATE_NOOP("DeckBuilder", "Actions"), "Song": QT_TRANSLATE_NOOP("DeckBuilder", "Songs"),
                "Item": QT_TRANSLATE_NOOP("DeckBuilder", "Items"), "Location": QT_TRANSLATE_NOOP("DeckBuilder", "Locations"),
                "Sideboard": QT_TRANSLATE_NOOP("DeckBuilder", "Sideboard"),
                "Maybeboard": QT_TRANSLATE_NOOP("DeckBuilder", "Maybeboard")}


COL_COST, COL_NAME, COL_COUNT, COL_ODDS = range(4)
NameRole = Qt.ItemDataRole.UserRole + 1
SectionRole = Qt.ItemDataRole.UserRole + 2
NEW_DECK_NAME = QT_TRANSLATE_NOOP("DeckBuilder", "New deck")  # in the window's language: new_deck_name()
# Where a deck card can be moved ("Move one to the sideboard").
SECTION_WORDS = {Section.MAIN: QT_TRANSLATE_NOOP("DeckBuilder", "main deck"),
                 Section.SIDEBOARD: QT_TRANSLATE_NOOP("DeckBuilder", "sideboard"),
                 Section.MAYBEBOARD: QT_TRANSLATE_NOOP("DeckBuilder", "maybeboard")}


def new_deck_name() -> str:
    return translate("DeckBuilder", NEW_DECK_NAME)
# Wide enough for the cost, "Archimedes - Highly Educated Owl"-long names, the copies and the odds
# at 1024 pixels; the panel on the right gets what is left.
DECK_LIST_MIN_WIDTH = 330
RIGHT_MIN_WIDTH = 250
_LEAVING = {QMessageBox.StandardButton.Save: Leaving.SAVE, QMessageBox.StandardButton.Discard: Leaving.DISCARD,
            QMessageBox.StandardButton.Cancel: Leaving.CANCEL}


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
        # Short titles (their tooltips say more), so the card names get the width at 1024 pixels.
        self.setHeaderLabels([self.tr("Cost"), self.tr("Card"), "\u00d7", self.tr("Hand")])
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setAlternatingRowColors(True)
        self.setIndentation(8)
        hdr = self.header()
        hdr.setStretchLastSection(False)
        hdr.setSectionResizeMode(COL_NAME, QHeaderView.ResizeMode.Stretch)
        for col in (COL_COST, COL_COUNT, COL_ODDS):
            hdr.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.headerItem().setToolTip(COL_ODDS, self.tr("The chance of at least one copy in the opening hand"))
        self.headerItem().setToolTip(COL_COUNT, self.tr("Copies in the deck"))
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
        self.setToolTip(self.tr("Click a card to see it; double-click, the - key or a drag back to the browser "
                                "takes a copy out; + adds one"))

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
            group_title = translate("DeckBuilder", GROUP_TITLES.get(title, title))
            head = QTreeWidgetItem(["", f"{group_title} ({n})", str(n), ""])
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)
            head.setFirstColumnSpanned(False)
            for col in range(4):
                head.setFont(col, bold)
            head.setTextAlignment(COL_COUNT, Qt.AlignmentFlag.AlignCenter)
            self.addTopLevelItem(head)
            for e in sorted(entries, key=lambda e: (e.card.cost, e.card.full_name)):
                odds = percent(stats.odds(e.count)) if section is Section.MAIN else ""
                item = QTreeWidgetItem([str(e.card.cost), shown(e.card).full_name, f"\u00d7{e.count}", odds])
                item.setData(COL_NAME, NameRole, e.card.full_name)
                item.setData(COL_NAME, SectionRole, section.value)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled)
                for col in (COL_COST, COL_COUNT, COL_ODDS):
                    item.setTextAlignment(col, Qt.AlignmentFlag.AlignCenter)
                if section is Section.MAIN:
                    # CR 2.2.2: a player may mulligan; digging for this card, both hands must miss it.
                    item.setToolTip(COL_ODDS, self.tr("At least one of %1 in the first %2 cards: %3; counting a "
                                                      "mulligan for it: %4")
                                    .replace("%1", str(e.count)).replace("%2", str(stats.opening_hand))
                                    .replace("%3", percent(stats.odds(e.count), 1))
                                    .replace("%4", percent(stats.odds(e.count, mulligan=True), 1)))
                item.setForeground(COL_COST, QBrush(card_ink_color(e.card)))
                item.setFont(COL_COST, bold)
                tip = (f"{shown(e.card).full_name}\n{ink_label(e.card)} {type_label(e.card)}, "
                       + self.tr("cost %1").replace("%1", str(e.card.cost)))
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
            (self.tr("One more copy"), lambda: self.add_requested.emit(card, section)),
            (self.tr("One copy fewer"), lambda: self.remove_requested.emit(card, section)),
            (self.tr("Take out every copy"), lambda: self.remove_all_requested.emit(card, section)),
        ]
        for target in Section:
            if target is not section:
                out.append((self.tr("Move one to the %1").replace("%1", translate("DeckBuilder", SECTION_WORDS[target])),
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
        title = QLabel(self.tr("<b>Cost curve</b> (bars split by ink)"))
        title.setWordWrap(True)  # a longer language wraps rather than running off the narrow panel
        lay.addWidget(title)
        lay.addWidget(self.chart)
        lay.addWidget(self.summary)

    def show_stats(self, stats: DeckStats, songs: int = 0) -> None:
        self.chart.set_stats(stats)
        self.summary.setText(stats_html(stats, songs))


def stats_html(stats: DeckStats, songs: int = 0) -> str:
    """The figures beside the chart, as a small HTML block."""
    if not stats.total:
        return "<i>" + translate("DeckBuilder", "No cards yet.") + "</i>"
    inks = " &nbsp; ".join(
        f"<span style='color:{INK_COLORS[ink]}'>\u25a0</span> {ink_word(ink)} {n}" for ink, n in stats.ink_split.items()
    )
    song_count = translate("DeckBuilder", "%n song(s)", None, songs)
    types = ", ".join(_type_name(t, n) + (f" ({song_count})" if t is CardType.ACTION and songs else "")
                      for t, n in stats.by_type.items())
    odds = (translate("DeckBuilder", "%1 cards; with 4 copies %2, 3 copies %3, 2 copies %4, 1 copy %5.")
            .replace("%1", str(stats.opening_hand)).replace("%2", percent(stats.odds(4)))
            .replace("%3", percent(stats.odds(3))).replace("%4", percent(stats.odds(2)))
            .replace("%5", percent(stats.odds(1))))
    inkable = (translate("DeckBuilder", "%1 of %2 (%3)").replace("%1", str(stats.inkable))
               .replace("%2", str(stats.total)).replace("%3", percent(stats.inkable_share)))
    rows = ((translate("DeckBuilder", "Inks:"), inks), (translate("DeckBuilder", "Inkable:"), inkable),
            (translate("DeckBuilder", "Types:"), types),
            (translate("DeckBuilder", "Average cost:"), decimal(stats.average_cost, 2)),
            (translate("DeckBuilder", "Opening hand:"), odds))
    return "".join(f"<p><b>{head}</b> {body}</p>" for head, body in rows)


def _type_name(t: CardType, n: int) -> str:
    return {
        CardType.CHARACTER: translate("DeckBuilder", "%n character(s)", None, n),
        CardType.ACTION: translate("DeckBuilder", "%n action(s)", None, n),
        CardType.ITEM: translate("DeckBuilder", "%n item(s)", None, n),
        CardType.LOCATION: translate("DeckBuilder", "%n location(s)", None, n),
    }.get(t, f"{n} {type_word(t)}")


class DeckBuilder(QWidget):
    """The Decks tab."""

    deck_changed = Signal(object)  # Deck

    # The session's state, read and written by name as the tab always did.
    @property
    def deck(self) -> Deck:
        return self.session.deck

    @deck.setter
    def deck(self, deck: Deck) -> None:
        self.session.deck = deck

    @property
    def stored_name(self) -> str | None:
        return self.session.stored_name

    @stored_name.setter
    def stored_name(self, name: str | None) -> None:
        self.session.stored_name = name

    @property
    def dirty(self) -> bool:
        return self.session.dirty

    @dirty.setter
    def dirty(self, dirty: bool) -> None:
        self.session.dirty = dirty

    @property
    def history(self) -> list[Deck]:
        return self.session.history

    def __init__(self, catalog: Catalog, shelf: DeckShelf, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.shelf = shelf
        self.cards = shelf.cards
        # The deck under edit, its stored name, unsaved changes and undo live in a Qt-free session.
        self.session = DeckSession(Deck(name=new_deck_name(), format=Format.CORE))
        self.validation = LORCANA.check_deck(self.deck).verdict
        self.stats = deck_stats(self.deck)

        self.browser = CardBrowser(catalog, self.cards)
        self.browser.add_requested.connect(lambda c: self.add_card(c))
        self.browser.remove_requested.connect(lambda c: self.remove_card(c))

        # Deck header: saved decks, name, format and the file buttons.
        self.deck_picker = QComboBox()
        self.deck_picker.setMinimumContentsLength(14)
        self.deck_picker.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.deck_picker.setToolTip(self.tr("Your saved decks: pick one to open it"))
        self.deck_picker.activated.connect(self._picked)
        self.name_edit = QLineEdit(self.deck.name)
        self.name_edit.setPlaceholderText(self.tr("Deck name"))
        self.name_edit.setToolTip(self.tr("The deck's name (Save keeps it under this name)"))
        self.name_edit.textEdited.connect(self._renamed)
        self.format_box = QComboBox()
        for fmt in Format:
            self.format_box.addItem(format_word(fmt), fmt)
        self.format_box.setToolTip(self.tr("The format the deck is checked against"))
        self.format_box.currentIndexChanged.connect(self._format_picked)
        self.new_button = QPushButton(self.tr("New"))
        self.new_button.setToolTip(self.tr("Start a new, empty deck (Ctrl+N)"))
        self.save_button = QPushButton(self.tr("Save"))
        self.save_button.setShortcut("Ctrl+S")
        self.save_button.setToolTip(self.tr("Save the deck under its name (Ctrl+S)"))
        self.duplicate_button = QPushButton(self.tr("Duplicate"))
        self.duplicate_button.setToolTip(self.tr("Save a copy under a new name and go on editing the copy"))
        self.delete_button = QPushButton(self.tr("Delete"))
        self.delete_button.setToolTip(self.tr("Delete the saved deck (asks first)"))
        self.import_button = QPushButton(self.tr("Import\u2026"))
        self.import_button.setToolTip(self.tr("Paste or open a deck list, deck code or Tabletop Simulator file"))
        self.export_button = QToolButton()
        self.export_button.setText(self.tr("Export"))
        self.export_button.setToolTip(self.tr("Copy the deck or save it as a file"))
        self.export_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.export_button)
        self._export_actions: dict[str, QAction] = {}
        for key, label in (
            ("copy-text", self.tr("Copy as text")),
            ("copy-code", self.tr("Copy deck code")),
            ("file-text", self.tr("Save as text file\u2026")),
            ("file-code", self.tr("Save deck code file\u2026")),
            ("file-tts", self.tr("Save as Tabletop Simulator JSON\u2026")),
        ):
            act = menu.addAction(label)
            act.triggered.connect(lambda _c=False, k=key: self._export(k))
            self._export_actions[key] = act
        self.export_button.setMenu(menu)
        self.test_button = QPushButton(self.tr("Test this deck\u2026"))
        self.test_button.setToolTip(self.tr("Play many computer games between this deck and others, on every core, "
                                            "and see what won and what each card did"))
        self.test_button.clicked.connect(self.open_lab)
        self.lab_window: QWidget | None = None
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
        self.deck_list.currentItemChanged.connect(lambda cur, _prev: self._deck_row(cur))
        self.browser.add_to_side_requested.connect(lambda c: self.add_card(c, section=Section.SIDEBOARD))
        self.browser.add_playset_requested.connect(self.add_playset)
        self.browser.current_changed.connect(self.show_preview)
        self.plus_button = QPushButton("+")
        self.minus_button = QPushButton("\u2212")
        self.plus_button.setToolTip(self.tr("One more copy of the selected card (key +)"))
        self.minus_button.setToolTip(self.tr("One copy fewer of the selected card (key -)"))
        for b in (self.plus_button, self.minus_button):
            b.setFixedWidth(40)
        self.plus_button.clicked.connect(self._plus)
        self.minus_button.clicked.connect(self._minus)
        self.count_label = QLabel()
        self.count_label.setStyleSheet("font-weight: bold")

        # The card last clicked (in the deck list or the browser), big enough to read.
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.preview.setToolTip(self.tr("The card last clicked in the deck list or the browser"))
        self.preview_card: Card | None = None
        # Under the face: the abilities of that card the engine does not play by itself (issue 10).
        self.preview_manual = QLabel()
        self.preview_manual.setWordWrap(True)
        self.preview_manual.setStyleSheet("color: #b06a10")
        self.preview_manual.setVisible(False)
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
        self.notes_edit.setPlaceholderText(self.tr("Notes: plan, mulligan advice, sideboard ideas\u2026"))
        self.notes_edit.setMaximumHeight(110)
        self.notes_edit.textChanged.connect(self._notes_changed)

        # Layout: browser | deck list | card, validation and stats.
        head = QHBoxLayout()
        head.addWidget(QLabel(self.tr("Deck:")))
        head.addWidget(self.deck_picker, 1)
        for button in (self.new_button, self.save_button, self.duplicate_button, self.delete_button,
                       self.import_button, self.export_button, self.test_button):
            head.addWidget(button)
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name_edit)
        form.addRow(self.tr("Format"), self.format_box)
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
        middle.setMinimumWidth(DECK_LIST_MIN_WIDTH)
        right_inner = QWidget()
        rlay = QVBoxLayout(right_inner)
        rlay.setContentsMargins(0, 0, 4, 0)
        rlay.addWidget(self.preview)
        rlay.addWidget(self.preview_manual)
        rlay.addWidget(self.validation_label)
        rlay.addWidget(self.stats_panel)
        rlay.addWidget(QLabel("<b>" + self.tr("Notes") + "</b>"))
        rlay.addWidget(self.notes_edit)
        rlay.addStretch(1)
        right = QScrollArea()
        right.setWidgetResizable(True)
        right.setFrameShape(QScrollArea.Shape.NoFrame)
        right.setWidget(right_inner)
        right.setMinimumWidth(RIGHT_MIN_WIDTH)
        right.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.right_panel = right
        split = QSplitter()
        split.addWidget(self.browser)
        split.addWidget(middle)
        split.addWidget(right)
        # Extra width goes mostly to the faces; the list and the panel need little more than their minimum.
        split.setStretchFactor(0, 5)
        split.setStretchFactor(1, 2)
        split.setStretchFactor(2, 2)
        split.setChildrenCollapsible(False)
        split.setSizes([900, 480, 380])
        self.splitter = split
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
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
            self.show_notice(self.tr("Decks cannot be saved: %1").replace("%1", self.shelf.problem))
        elif self.shelf.problem:
            self.show_notice(self.shelf.problem)
        elif self.shelf.seeded.added or self.shelf.seeded.problems:
            self.show_notice(welcome_text(self.shelf.seeded))
        self.refresh_picker()
        self.refresh()
        self.open_last_deck()

    def open_last_deck(self) -> bool:
        """The deck open when the program last closed (or last saved), if it is still stored."""
        last = self.shelf.last_deck()
        if last and self.shelf.has(last):
            return self.load_deck(last)
        return False

    # -- editing ----------------------------------------------------------------------------
    def add_card(self, card: Card, n: int = 1, section: Section = Section.MAIN) -> None:
        self._set(self.deck.add(card, n, section))

    def remove_card(self, card: Card, n: int = 1, section: Section = Section.MAIN) -> None:
        if self.deck.count(card, section) == 0:
            return
        self._set(self.deck.remove(card, n, section))

    def add_playset(self, card: Card) -> None:
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
        if dirty:
            self.session.change(deck)
        else:
            self.session.opened(deck, self.stored_name)
        self.refresh()
        self.deck_changed.emit(self.deck)

    def focus_search(self) -> None:
        self.browser.search_box.setFocus()
        self.browser.search_box.selectAll()

    def undo(self) -> bool:
        """Back to the deck as it was before the last change (cards, name, format or notes)."""
        if not self.session.undo():
            return False
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
        """Validation, stats, list and badges after any change (live validation: the deck rules of the deck's game,
        asked of its Ruleset)."""
        self.validation = LORCANA.check_deck(self.deck).verdict
        self.stats = deck_stats(self.deck)
        self.deck_list.show_deck(self.deck, self.stats, self.validation)
        self.stats_panel.show_stats(self.stats, sum(e.count for e in self.deck.main if e.card.is_song))
        self.browser.set_deck_counts({e.card.full_name: self.deck.count(e.card) for e in self.deck.main})
        self._show_validation(self.validation)
        extra = sum(e.count for e in self.deck.entries) - self.deck.size
        side = " " + self.tr("(+%n outside the main deck)", "", extra) if extra else ""
        self.count_label.setText(self.tr("%n card(s)", "", self.deck.size) + side
                                 + ("  \u2022 " + self.tr("unsaved") if self.dirty else ""))
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

    # -- the card preview -------------------------------------------------------------------
    def _deck_row(self, item: QTreeWidgetItem | None) -> None:
        found = self.deck_list.item_card(item)
        if found is not None:
            self.show_preview(found[0])

    def show_preview(self, card: Card | None) -> None:
        """The face of ``card`` above the validation, as wide as the panel allows."""
        self.preview_card = card
        manual = manual_line(card) if card is not None else ""
        self.preview_manual.setText(manual)
        self.preview_manual.setVisible(bool(manual))
        if card is None:
            self.preview.clear()
            return
        width = max(140, min(int(CardSize.PREVIEW) - 60, self.right_panel.viewport().width() - 12))
        self.preview.setPixmap(card_face(card, width))
        self.preview.setAccessibleName(shown(card).full_name)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.preview_card is not None:
            self.show_preview(self.preview_card)

    def _show_validation(self, v: Validation) -> None:
        fmt = format_word(v.format)
        head = self.tr("Legal in %1.").replace("%1", fmt) if v.legal else \
            self.tr("Not legal in %1: %n problem(s).", "", len(v.violations)).replace("%1", fmt)
        lines = [f"<b>{_esc(head)}</b>"]
        lines += [f"\u2022 {_esc(rule_text(m))}" for m in v.messages()]
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
                label = format_word(Format.parse(s.format))
            except ValueError:
                label = s.format
            self.deck_picker.addItem(f"{s.name}  ({s.cards}, {label})", s.name)
        if self.stored_name is not None:
            self.deck_picker.setCurrentIndex(self.deck_picker.findData(self.stored_name))
        else:
            self.deck_picker.setCurrentIndex(-1)
            self.deck_picker.setPlaceholderText(self.tr("(unsaved deck)"))
        self.deck_picker.blockSignals(False)

    def _picked(self, i: int) -> None:
        name = self.deck_picker.itemData(i)
        if name and name != self.stored_name:
            self.load_deck(name)

    def tell(self, title: str, text: str) -> None:
        """A message the person must see, such as a save that failed (tests replace QMessageBox.warning)."""
        QMessageBox.warning(self, title, text)

    def _not_saved(self, title: str, line: str, exc: Exception) -> None:
        """A write the store refused: the reason in a message box and in the notice; the deck stays in the window."""
        self.show_notice(line.replace("%1", str(exc)))
        self.tell(title, str(exc))

    def ask(self, title: str, text: str) -> bool:
        """A yes/no question (tests replace this)."""
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def _may_discard(self) -> bool:
        """Before another deck replaces this one: unsaved changes are saved, dropped, or the switch is cancelled."""
        if not self.session.has_unsaved_work:
            return True
        answer = self.ask_save(self.tr("Save the changes to \u201c%1\u201d before leaving it?").replace("%1", self.deck.name))
        leaving = _LEAVING.get(answer, Leaving.CANCEL)
        saved = leaving is Leaving.SAVE and self.save_deck()
        return self.session.may_leave(leaving, saved)

    def load_deck(self, name: str) -> bool:
        if not self._may_discard():
            self.refresh_picker()
            return False
        result = self.shelf.load(name)
        if result is None:
            self.show_notice(self.tr("There is no saved deck named \u201c%1\u201d.").replace("%1", name))
            self.refresh_picker()
            return False
        self.stored_name = result.deck.name
        self.dirty = False
        self._set(result.deck, dirty=False)
        self.shelf.remember_last_deck(result.deck.name)
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
        self._set(Deck(name=self.shelf.free_name(new_deck_name()), format=self.deck.format), dirty=False)
        self.refresh_picker()
        self.show_notice("")
        self.name_edit.setFocus()
        self.name_edit.selectAll()

    def save_deck(self) -> bool:
        """Save under the name in the name box; renaming keeps one stored deck, never two."""
        name = self.deck.name.strip()
        if not name:
            self.show_notice(self.tr("The deck needs a name before it can be saved."))
            return False
        if name != self.stored_name and self.shelf.has(name) and (
            self.stored_name is None or name.casefold() != self.stored_name.casefold()
        ):
            if not self.ask(self.tr("Replace deck"),
                            self.tr("A deck named \u201c%1\u201d already exists. Replace it?").replace("%1", name)):
                return False
            name_taken = True
        else:
            name_taken = False
        deck = self.deck.renamed(name)
        try:
            # One transaction: a save that fails leaves the deck it would replace untouched.
            self.shelf.save(deck, previous_name=self.stored_name, overwrite=name_taken)
        except Exception as exc:  # noqa: BLE001 - whatever the store says, show it; the deck stays unsaved here
            self._not_saved(self.tr("The deck was not saved"), self.tr("The deck was not saved: %1"), exc)
            return False
        self.stored_name = name
        self.dirty = False
        self._set(deck, dirty=False)
        self.shelf.remember_last_deck(name)
        self.refresh_picker()
        self.show_notice("")
        return True

    def duplicate_deck(self) -> bool:
        """Save a copy under a free name and keep editing the copy."""
        copy = self.deck.renamed(self.shelf.free_name(self.tr("%1 copy").replace("%1", self.deck.name)))
        try:
            self.shelf.save(copy)
        except Exception as exc:  # noqa: BLE001
            self._not_saved(self.tr("The copy was not saved"), self.tr("The copy was not saved: %1"), exc)
            return False
        self.stored_name = copy.name
        self.dirty = False
        self._set(copy, dirty=False)
        self.shelf.remember_last_deck(copy.name)
        self.refresh_picker()
        return True

    def delete_deck(self) -> bool:
        if self.stored_name is None:
            return False
        if not self.ask(self.tr("Delete deck"), self.tr("Delete the deck \u201c%1\u201d? This cannot be undone.")
                        .replace("%1", self.stored_name)):
            return False
        try:
            self.shelf.delete(self.stored_name)
        except Exception as exc:  # noqa: BLE001
            self._not_saved(self.tr("The deck was not deleted"), self.tr("The deck was not deleted: %1"), exc)
            return False
        self.stored_name = None
        self.dirty = bool(self.deck.entries)
        self.refresh()
        self.refresh_picker()
        return True

    def ask_save(self, text: str | None = None) -> QMessageBox.StandardButton:
        """Save, Discard or Cancel for unsaved changes (tests replace this)."""
        return QMessageBox.question(
            self, self.tr("Unsaved deck"),
            text or self.tr("Save the changes to \u201c%1\u201d before closing?").replace("%1", self.deck.name),
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
    def open_lab(self) -> None:
        """The "Test this deck" window for the deck as it is now (saved or not); one window at a time."""
        from lorcana_desktop.app.lab_screen import LabScreen
        from lorcana_desktop.paths import cache_dir
        from lorcana_desktop.ui.lab_window import LabWindow

        if self.lab_window is not None:
            self.lab_window.close()
            self.lab_window.deleteLater()
        screen = LabScreen(self.deck, self.cards, self.shelf.store, cache_dir())
        self.lab_window = LabWindow(screen, self.watch_replay, self)
        self.lab_window.show()

    def watch_replay(self, path: Path) -> None:
        """A game of a lab run in the Play tab's replay viewer (a game on the table is saved; asked first)."""
        window = self.window()
        play = _play_tab(window)
        if play is None:
            return
        if getattr(play, "table", None) is not None and not self.ask(
                self.tr("Watch the game"),
                self.tr("A game is on the table. Leave it to watch this game? It is saved: Resume the last game "
                        "goes back to it.")):
            return
        tabs = getattr(window, "tabs", None)
        if tabs is not None:
            tabs.setCurrentWidget(play)
        play.open_replay(str(path))  # type: ignore[attr-defined]
        window.raise_()
        window.activateWindow()

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
            # Not lost: the imported deck opens here unsaved, so Save can try again once the disk allows.
            self.stored_name = None
            self._set(deck, dirty=False)
            self.dirty = True
            self.refresh()
            self.refresh_picker()
            self._not_saved(self.tr("The imported deck was not saved"),
                            self.tr("The imported deck was not saved: %1"), exc)
            return False
        self.stored_name = deck.name
        self.dirty = False
        self._set(deck, dirty=False)
        self.shelf.remember_last_deck(deck.name)
        self.refresh_picker()
        skipped = len(result.errors)
        self.show_notice(self.tr("Imported '%1': %n card(s)", "", deck.size).replace("%1", deck.name)
                         + (", " + self.tr("%n line(s) skipped.", "", skipped) if skipped else "."))
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
            self.show_notice(self.tr("The deck list is on the clipboard."))
            return
        if key == "copy-code":
            QGuiApplication.clipboard().setText(self.export_text(DeckFileFormat.CODE).strip())
            self.show_notice(self.tr("The deck code is on the clipboard."))
            return
        kind, suffix, filt = {
            "file-text": (DeckFileFormat.TEXT, ".txt", self.tr("Text (*.txt)")),
            "file-code": (DeckFileFormat.CODE, ".txt", self.tr("Deck code (*.txt)")),
            "file-tts": (DeckFileFormat.TTS, ".json", self.tr("Tabletop Simulator (*.json)")),
        }[key]
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export deck"), f"{self.deck.name}{suffix}", filt)
        if not path:
            return
        try:
            self.export_to(path, kind)
        except OSError as exc:
            self.show_notice(self.tr("Could not write %1: %2").replace("%1", path).replace("%2", str(exc.strerror or exc)))
            return
        self.show_notice(self.tr("Saved %1").replace("%1", path))


def _play_tab(window: QWidget) -> QWidget | None:
    """The main window's Play tab (where replays are watched), if the window has one."""
    from lorcana_desktop.ui.play_tab import PlayTab

    tabs = getattr(window, "tabs", None)
    if tabs is None:
        return None
    return next((w for w in (tabs.widget(i) for i in range(tabs.count())) if isinstance(w, PlayTab)), None)


def welcome_text(seeded: SeedReport) -> str:
    """What the first start says about the preconstructed decks it added (and any it could not read)."""
    parts = []
    if seeded.added:
        n = len(seeded.added)
        parts.append(translate("DeckBuilder", "%n preconstructed deck(s) (is/are) ready in the Deck list above: %1. Pick one to play or "
                         "change it, or build your own.", None, n).replace("%1", ", ".join(seeded.added)))
    if seeded.problems:
        parts.append(translate("DeckBuilder", "Not added: %1").replace("%1", "; ".join(seeded.problems)))
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
