"""The Collection tab: owned normal and foil copies per printing, Dreamborn CSV in and out, and what a deck lacks."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from lorcana_desktop.app.collection_progress import SetProgress, set_progress
from lorcana_desktop.app.stores import Catalog, UserDataError
from lorcana_desktop.cards import Card, Printing
from lorcana_desktop.cards.query import CardQuery, Filter, QueryError, parse_query
from lorcana_desktop.decks import (
    Collection,
    CollectionImportResult,
    MissingReport,
    Severity,
    missing_for_deck,
    parse_dreamborn_csv,
    to_dreamborn_csv,
)
from lorcana_desktop.decks.collection import MAX_OWNED
from lorcana_desktop.decks.dreamborn import CollectionImportPlan, NothingToImport, plan_collection_import
from lorcana_desktop.ui.card_zoom import HoverZoom
from lorcana_desktop.ui.cards import card_face, card_height, ink_label
from lorcana_desktop.ui.deck_store import DeckShelf, LiveCatalog, shelf_for
from lorcana_desktop.ui.game_words import rarity_word
from lorcana_desktop.ui.i18n import QT_TRANSLATE_NOOP, percent, translate
from lorcana_desktop.ui.phrases import search_problems_text
from lorcana_desktop.ui.shown_cards import shown

# The columns, in order; their titles are translated where the header shows them.
COLUMNS = (QT_TRANSLATE_NOOP("CollectionView", "Set"), QT_TRANSLATE_NOOP("CollectionView", "No."),
           QT_TRANSLATE_NOOP("CollectionView", "Card"), QT_TRANSLATE_NOOP("CollectionView", "Ink"),
           QT_TRANSLATE_NOOP("CollectionView", "Rarity"), QT_TRANSLATE_NOOP("CollectionView", "Normal"),
           QT_TRANSLATE_NOOP("CollectionView", "Foil"))


COL_NORMAL, COL_FOIL = 5, 6
MAX_CSV_BYTES = 20_000_000
PREVIEW_WIDTH = 200
_Index = QModelIndex | QPersistentModelIndex


# Search filters answered per printing in this tab: the catalog answers them per card.
PRINTING_FIELDS = ("set", "rarity")


def _printing_matches(f: Filter, p: Printing) -> bool:
    if f.field == "set":
        return f.value == p.place.casefold()  # a promo is in its group (P1), not its set
    return p.rarity.casefold() == f.value


class PrintingTableModel(QAbstractTableModel):
    """One row per printing of the shown cards, with the owned counts; the counts are editable.

    A count that cannot be saved (above MAX_OWNED, or the store refused the write) changes
    nothing and is announced by ``refused`` with the reason, for the view to show.
    """

    refused = Signal(str)

    def __init__(self, shelf: DeckShelf) -> None:
        super().__init__()
        self.shelf = shelf
        self.rows: list[tuple[Card, Printing]] = []
        self.owned: dict[int, tuple[int, int]] = {}

    def set_rows(self, rows: list[tuple[Card, Printing]], owned: dict[int, tuple[int, int]]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.owned = owned
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("CollectionView", COLUMNS[section])
        return None

    def counts(self, row: int) -> tuple[int, int]:
        return self.owned.get(self.rows[row][1].id, (0, 0))

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        card, printing = self.rows[index.row()]
        col = index.column()
        normal, foil = self.counts(index.row())
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return (
                printing.place,  # a promo shows its group (P1, D23): its number counts within it
                printing.collector_number,
                shown(card).full_name,
                ink_label(card),
                rarity_word(printing.rarity),
                normal,
                foil,
            )[col]
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (0, 1, COL_NORMAL, COL_FOIL):
            return Qt.AlignmentFlag.AlignCenter
        if role == Qt.ItemDataRole.FontRole and col in (COL_NORMAL, COL_FOIL) and (normal if col == COL_NORMAL else foil):
            f = QFont()
            f.setBold(True)
            return f
        if (role == Qt.ItemDataRole.ForegroundRole and col in (COL_NORMAL, COL_FOIL)
                and not (normal if col == COL_NORMAL else foil)):
            return QBrush(QColor("#9e9e9e"))
        if role == Qt.ItemDataRole.ToolTipRole:
            return (f"{shown(card).full_name} ({printing.identifier})\n"
                    + translate("CollectionView", "own %1 normal, %2 foil").replace("%1", str(normal)).replace("%2", str(foil)) + "\n"
                    + translate("CollectionView", "+/- change normal, Ctrl +/- foil"))
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid() and index.column() in (COL_NORMAL, COL_FOIL):
            base |= Qt.ItemFlag.ItemIsEditable
        return base

    def setData(self, index: _Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or index.column() not in (COL_NORMAL, COL_FOIL) or role != Qt.ItemDataRole.EditRole:
            return False
        try:
            n = int(str(value).strip())
        except ValueError:
            return False
        if n < 0:
            return False
        if n > MAX_OWNED:
            self.refused.emit(translate("CollectionView", "%1 copies is more than the collection can hold: counts stop at %2. "
                                  "The count was not changed.").replace("%1", str(n)).replace("%2", str(MAX_OWNED)))
            return False
        normal, foil = self.counts(index.row())
        normal, foil = (n, foil) if index.column() == COL_NORMAL else (normal, n)
        pid = self.rows[index.row()][1].id
        try:
            self.shelf.set_owned(pid, normal, foil)
        except (UserDataError, ValueError) as exc:
            self.refused.emit(str(exc))
            return False
        self._stored(index.row(), normal, foil)
        return True

    def adjust(self, row: int, normal: int = 0, foil: int = 0) -> tuple[int, int] | None:
        """Add (or take away) copies; None, with ``refused`` emitted, when the store would not save it."""
        pid = self.rows[row][1].id
        have_normal, have_foil = self.counts(row)
        if have_normal + normal > MAX_OWNED or have_foil + foil > MAX_OWNED:
            self.refused.emit(translate("CollectionView", "Counts stop at %1 copies. The count was not changed.").replace("%1", str(MAX_OWNED)))
            return None
        try:
            counts = self.shelf.adjust_owned(pid, normal, foil)
        except (UserDataError, ValueError) as exc:
            self.refused.emit(str(exc))
            return None
        self._stored(row, *counts)
        return counts

    def _stored(self, row: int, normal: int, foil: int) -> None:
        pid = self.rows[row][1].id
        if normal or foil:
            self.owned[pid] = (normal, foil)
        else:
            self.owned.pop(pid, None)
        self.dataChanged.emit(self.index(row, COL_NORMAL), self.index(row, COL_FOIL))


class CollectionTable(QTableView):
    """The printings table; + and - change normal copies, Ctrl with + and - foil copies."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        model = self.model()
        ix = self.currentIndex()
        key = event.key()
        plus = key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal)
        minus = key == Qt.Key.Key_Minus
        if ix.isValid() and isinstance(model, PrintingTableModel) and (plus or minus):
            step = 1 if plus else -1
            foil = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
            model.adjust(ix.row(), 0 if foil else step, step if foil else 0)
            return
        super().keyPressEvent(event)


class CollectionImportDialog(QDialog):
    """What a Dreamborn CSV holds and every row it could not take; replaces the collection only on OK."""

    def __init__(self, result: CollectionImportResult, current: Collection, source: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import a Dreamborn collection"))
        self.resize(720, 480)
        got = result.collection
        lay = QVBoxLayout(self)
        errors = [p for p in result.problems if p.severity is Severity.ERROR]
        text = (
            self.tr("%1: %2 read, %3 with %4.").replace("%1", source)
            .replace("%2", self.tr("%n row(s)", "", result.rows)).replace("%3", self.tr("%n printing(s)", "", len(got)))
            .replace("%4", self.tr("%n card(s)", "", got.total_copies()))
            + "\n" + self.tr("Importing replaces your collection (%1, %2 now).")
            .replace("%1", self.tr("%n printing(s)", "", len(current)))
            .replace("%2", self.tr("%n card(s)", "", current.total_copies()))
        )
        if errors:
            text += "\n" + self.tr("%n row(s) could not be read and are left out:", "", len(errors))
        label = QLabel(text)
        label.setWordWrap(True)
        lay.addWidget(label)
        self.problems = QListWidget()
        for p in result.problems:
            self.problems.addItem((self.tr("Left out: ") if p.severity is Severity.ERROR else self.tr("Check: ")) + str(p))
        lay.addWidget(self.problems, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.addButton(self.tr("Replace my collection"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok_button.setToolTip(self.tr("Your collection becomes what the file holds"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setToolTip(self.tr("Keep your collection as it is"))
        self.ok_button.setEnabled(len(got) > 0)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)


class CollectionView(QWidget):
    """Search printings, change owned counts, import/export Dreamborn CSV, report what a deck lacks."""

    def __init__(self, catalog: Catalog, shelf: DeckShelf, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.shelf = shelf
        self.cards = shelf.cards
        self.search_box = QLineEdit()
        self.search_box.setPlaceholderText(self.tr("Search (as in the catalog): ink:amber set:5 rarity:legendary"))
        self.search_box.setToolTip(self.tr("Words and filters as in the catalog; set: and rarity: pick printings "
                                           "(F1: help)"))
        self.search_box.setClearButtonEnabled(True)
        self.owned_only = QCheckBox(self.tr("Owned only"))
        self.owned_only.setToolTip(self.tr("Show only the printings you own a copy of"))
        self.status = QLabel()
        self.model = PrintingTableModel(shelf)
        self.table = CollectionTable()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setAlternatingRowColors(True)
        # Fixed widths from the font: sizing columns to their contents reads all 3,500 rows.
        hdr = self.table.horizontalHeader()
        em = self.fontMetrics().horizontalAdvance("M")
        for col, chars in enumerate((3, 4, 0, 12, 8, 5, 4)):
            if chars:
                hdr.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
                self.table.setColumnWidth(col, max(48, em * chars))
        hdr.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)

        self.buttons: dict[str, QPushButton] = {}
        quick = QHBoxLayout()
        for key, label, tip, normal, foil in (
            ("normal-", "\u2212 " + self.tr("Normal"), self.tr("One normal copy fewer of the selected printing (key -)"), -1, 0),
            ("normal+", "+ " + self.tr("Normal"), self.tr("One more normal copy of the selected printing (key +)"), 1, 0),
            ("foil-", "\u2212 " + self.tr("Foil"), self.tr("One foil copy fewer (Ctrl and -)"), 0, -1),
            ("foil+", "+ " + self.tr("Foil"), self.tr("One more foil copy (Ctrl and +)"), 0, 1),
        ):
            b = QPushButton(label)
            b.setToolTip(tip)
            b.clicked.connect(lambda _c=False, n=normal, f=foil: self.adjust_current(n, f))
            self.buttons[key] = b
            quick.addWidget(b)
        quick.addStretch(1)
        self.import_button = QPushButton(self.tr("Import CSV\u2026"))
        self.import_button.setToolTip(self.tr("Replace your collection with a Dreamborn collection CSV (shows what it holds first)"))
        self.export_button = QPushButton(self.tr("Export CSV\u2026"))
        self.export_button.setToolTip(self.tr("Save your collection as a Dreamborn collection CSV"))
        self.import_button.clicked.connect(self._import_clicked)
        self.export_button.clicked.connect(self._export_clicked)
        quick.addWidget(self.import_button)
        quick.addWidget(self.export_button)

        # Missing for this deck.
        self.deck_box = QComboBox()
        self.deck_box.setMinimumContentsLength(16)
        self.deck_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.deck_box.currentIndexChanged.connect(lambda _i: self.show_missing())
        self.report_text = QPlainTextEdit()
        self.report_text.setReadOnly(True)
        self.report_summary = QLabel()
        self.report_summary.setWordWrap(True)
        self.deck_box.setToolTip(self.tr("A saved deck to compare with your collection"))
        self.copy_report = QPushButton(self.tr("Copy"))
        self.copy_report.setToolTip(self.tr("Copy the list of missing cards"))
        self.save_report = QPushButton(self.tr("Export as text\u2026"))
        self.save_report.setToolTip(self.tr("Save the list of missing cards as a text file"))
        self.copy_report.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.report_text.toPlainText()))
        self.save_report.clicked.connect(self._save_report_clicked)
        self.report: MissingReport | None = None
        self.set_rows: list[SetProgress] = []
        missing = QWidget()
        mlay = QVBoxLayout(missing)
        mlay.addWidget(self.deck_box)
        mlay.addWidget(self.report_summary)
        mlay.addWidget(self.report_text, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.copy_report)
        row.addWidget(self.save_report)
        mlay.addLayout(row)

        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setVisible(False)
        self.notice.setStyleSheet("background: #fff3cd; color: #5c4400; padding: 4px; border-radius: 3px")
        # The selected printing's face, and how complete each set is.
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.preview.setToolTip(self.tr("The selected printing (rest the pointer on a row to see it bigger)"))
        self.preview.setFixedWidth(PREVIEW_WIDTH + 8)
        self.preview.setMinimumHeight(card_height(PREVIEW_WIDTH) + 4)
        self.preview.setVisible(False)  # shown with the first printing chosen: no empty box above the sets
        self.sets_tree = QTreeWidget()
        self.sets_tree.setHeaderLabels([self.tr("Set"), self.tr("Owned"), self.tr("Complete")])
        self.sets_tree.setRootIsDecorated(False)
        self.sets_tree.setAlternatingRowColors(True)
        self.sets_tree.setToolTip(self.tr("Printings you own at least one copy of, of every printing in the set; "
                                          "double-click a set to list its printings"))
        self.sets_tree.itemDoubleClicked.connect(self._set_picked)
        sh = self.sets_tree.header()
        sh.setStretchLastSection(False)
        sh.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        sh.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        sh.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.side_tabs = QTabWidget()
        self.side_tabs.addTab(self.sets_tree, self.tr("Sets"))
        self.side_tabs.addTab(missing, self.tr("Missing for a deck"))
        right = QWidget()
        rlay = QVBoxLayout(right)
        rlay.setContentsMargins(0, 0, 0, 0)
        rlay.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignHCenter)
        rlay.addWidget(self.side_tabs, 1)
        right.setMinimumWidth(PREVIEW_WIDTH + 60)

        top = QHBoxLayout()
        top.addWidget(self.search_box, 1)
        top.addWidget(self.owned_only)
        self.status.setWordWrap(True)
        left = QWidget()
        llay = QVBoxLayout(left)
        llay.setContentsMargins(0, 0, 0, 0)
        llay.addLayout(top)
        llay.addWidget(self.status)
        llay.addWidget(self.table, 1)
        llay.addLayout(quick)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)
        split.setSizes([900, 360])
        self.splitter = split
        lay = QVBoxLayout(self)
        lay.addWidget(self.notice)
        lay.addWidget(split, 1)
        self.zoom = HoverZoom(self.table, self._card_at)
        self.table.selectionModel().currentRowChanged.connect(lambda cur, _p: self._row(cur))
        # An edited count (typed, or + and -) updates the total at once, not at the next search.
        self.model.dataChanged.connect(lambda *_a: self._update_status())
        self._refusal_pending = False
        self.model.refused.connect(self._count_refused)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(150)
        self._timer.timeout.connect(self.run_search)
        self.search_box.textChanged.connect(lambda _t: self._timer.start())
        self.search_box.returnPressed.connect(self.run_search)
        self.owned_only.toggled.connect(lambda _c: self.run_search())
        self.shelf.decks_changed.connect(self.refresh_decks)
        self.shelf.collection_changed.connect(self._collection_changed)
        if not shelf.ok:
            self.show_notice(self.tr("The collection cannot be saved: %1").replace("%1", shelf.problem))
        self.run_search()
        self.refresh_decks()
        self.refresh_sets()

    def show_notice(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    # -- the table --------------------------------------------------------------------------
    def run_search(self) -> None:
        """Cards by the search language; ``set:`` and ``rarity:`` pick printings (a promo group
        such as ``set:P1`` too, and ``rarity:enchanted`` finds Enchanted printings of any card)."""
        self._timer.stop()
        try:
            query = parse_query(self.search_box.text().strip())
            per_printing = [f for f in query.filters if f.field in PRINTING_FIELDS]
            card_query = CardQuery(query.words, tuple(f for f in query.filters if f.field not in PRINTING_FIELDS))
            found = self.catalog.search(card_query, limit=None)
        except QueryError as exc:
            problems = exc.problems or (str(exc),)
            self.model.set_rows([], self.model.owned)
            self.status.setText(search_problems_text(problems))
            self.status.setStyleSheet("color: #b00020")
            return
        self.status.setStyleSheet("")
        owned = self.shelf.store.collection() if self.shelf.store is not None else {}
        rows: list[tuple[Card, Printing]] = []
        for card in found:
            for p in card.printings or (Printing(card.id, card.set_code, card.number, card.rarity),):
                if self.owned_only.isChecked() and p.id not in owned:
                    continue
                if not all(_printing_matches(f, p) != f.negate for f in per_printing):
                    continue
                rows.append((card, p))
        self.model.set_rows(rows, owned)
        self._update_status()

    def _update_status(self) -> None:
        owned = self.model.owned
        cards = sum(n + f for n, f in owned.values())
        self.status.setText(
            self.tr("%n printing(s) shown", "", len(self.model.rows)) + " \u2022 "
            + self.tr("you own %1 (%2)").replace("%1", self.tr("%n card(s)", "", cards))
            .replace("%2", self.tr("%n printing(s)", "", len(owned))))

    def row_of(self, printing_id: int) -> int | None:
        return next((i for i, (_c, p) in enumerate(self.model.rows) if p.id == printing_id), None)

    def adjust_current(self, normal: int = 0, foil: int = 0) -> tuple[int, int] | None:
        ix = self.table.currentIndex()
        if not ix.isValid():
            return None
        counts = self.model.adjust(ix.row(), normal, foil)
        if counts is None:
            return None
        self._update_status()
        return counts

    def _count_refused(self, reason: str) -> None:
        self.show_notice(self.tr("Not saved: %1").replace("%1", reason))
        # After the edit has closed: a modal box inside setData would take the editor's focus and commit it again.
        if not self._refusal_pending:
            self._refusal_pending = True
            QTimer.singleShot(0, lambda: self._tell_refused(reason))

    def _tell_refused(self, reason: str) -> None:
        self._refusal_pending = False
        self.tell(self.tr("The count was not saved"), reason)

    def tell(self, title: str, text: str) -> None:
        """A message the person must see (a failed save, a refused import); tests replace QMessageBox.warning."""
        QMessageBox.warning(self, title, text)

    def _collection_changed(self) -> None:
        self._update_status()
        self.show_missing()
        self.refresh_sets()

    # -- the preview and the sets -----------------------------------------------------------
    def _card_at(self, pos: QPoint) -> Card | None:
        ix = self.table.indexAt(pos)
        return self.model.rows[ix.row()][0] if ix.isValid() and ix.row() < len(self.model.rows) else None

    def _row(self, ix: QModelIndex) -> None:
        if ix.isValid() and ix.row() < len(self.model.rows):
            _card, printing = self.model.rows[ix.row()]
            self.show_printing(printing)

    def show_printing(self, printing: Printing | None) -> None:
        """The face of ``printing`` in the preview (the user's own image for it, if there is one)."""
        if printing is None:
            self.preview.clear()
            self.preview.setVisible(False)
            return
        try:
            self.preview.setPixmap(card_face(printing, PREVIEW_WIDTH, cards=self.cards))
        except LookupError:
            self.preview.clear()
        self.preview.setVisible(True)

    def refresh_sets(self) -> None:
        """Owned printings of each set and promo group, and the share."""
        names = {code: str(info.get("name", code)) if isinstance(info, dict) else code
                 for code, info in self.catalog.sets().items()}
        owned = self.shelf.store.collection() if self.shelf.store is not None else {}
        self.set_rows = set_progress(self.cards, owned, names)
        self.sets_tree.clear()
        for sp in self.set_rows:
            label = f"{sp.code} \u2013 {sp.name}" if sp.name != sp.code else sp.code
            item = QTreeWidgetItem([label, self.tr("%1 of %2").replace("%1", str(sp.owned))
                                    .replace("%2", str(sp.printings)), percent(sp.share)])
            item.setData(0, Qt.ItemDataRole.UserRole, sp.code)
            item.setToolTip(0, self.tr("%1: %2 of %3 printings owned, %4 in all").replace("%1", label)
                            .replace("%2", str(sp.owned)).replace("%3", str(sp.printings))
                            .replace("%4", self.tr("%n card(s)", "", sp.copies)))
            for col in (1, 2):
                item.setTextAlignment(col, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if sp.complete:
                for col in range(3):
                    item.setForeground(col, QBrush(QColor("#1b5e20")))
            self.sets_tree.addTopLevelItem(item)

    def _set_picked(self, item: QTreeWidgetItem, _col: int = 0) -> None:
        code = item.data(0, Qt.ItemDataRole.UserRole)
        if code:
            self.search_box.setText(f"set:{code}")  # i18n: not translated (the search language)
            self.run_search()

    # -- Dreamborn CSV ----------------------------------------------------------------------
    def read_csv(self, path: str | Path) -> CollectionImportResult | None:
        """Parse a Dreamborn CSV without saving anything; None (and a notice) if unreadable."""
        p = Path(path)
        try:
            if p.stat().st_size > MAX_CSV_BYTES:
                self.show_notice(self.tr("%1 is too large to be a collection CSV.").replace("%1", str(p)))
                return None
            text = p.read_bytes().decode("utf-8-sig")
        except UnicodeDecodeError:
            self.show_notice(self.tr("%1 is not UTF-8 text, so it is not a Dreamborn CSV.").replace("%1", str(p)))
            return None
        except OSError as exc:
            self.show_notice(self.tr("Cannot read %1: %2.").replace("%1", str(p)).replace("%2", str(exc.strerror or exc)))
            return None
        return parse_dreamborn_csv(text, self.cards)

    def plan_import(self, result: CollectionImportResult) -> CollectionImportPlan | None:
        """What importing ``result`` would save; None (and a message) when the file gave no card row."""
        try:
            return plan_collection_import(result, self.shelf.collection(), merge=False, cards=self.cards)
        except NothingToImport as exc:
            self.show_notice(str(exc))
            self.tell(self.tr("Nothing to import"), str(exc))
            return None

    def consent(self, plan: CollectionImportPlan) -> bool:
        """Yes only when the person knowingly replaces the collection with a file that lost rows (No is the default)."""
        question = (self.tr("%1 of the file could not be read. Replace your collection (%2) with the %3 that "
                            "were read? The cards of the unread rows will no longer be in it.")
                    .replace("%1", self.tr("%n row(s)", "", plan.rejected))
                    .replace("%2", self.tr("%n printing(s)", "", plan.current_printings))
                    .replace("%3", self.tr("%n row(s)", "", plan.accepted)))
        answer = QMessageBox.question(self, self.tr("Replace your collection?"), question,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def confirm_import(self, plan: CollectionImportPlan) -> bool:
        """The person said yes: the planned collection replaces the stored one (a failed write changes nothing)."""
        try:
            self.shelf.replace_collection(plan.collection)
        except UserDataError as exc:
            self.show_notice(self.tr("Not imported: %1").replace("%1", str(exc)))
            self.tell(self.tr("The collection was not imported"), str(exc))
            return False
        self.run_search()
        self.show_notice(self.tr("Imported %1 (%2).").replace("%1", self.tr("%n printing(s)", "", len(plan.collection)))
                         .replace("%2", self.tr("%n card(s)", "", plan.collection.total_copies())))
        return True

    def import_file(self, path: str | Path) -> bool:
        """Read a Dreamborn CSV, show what it holds, and replace the collection only when the person agrees."""
        result = self.read_csv(path)
        if result is None:
            return False
        plan = self.plan_import(result)
        if plan is None:
            return False
        dialog = CollectionImportDialog(result, self.shelf.collection(), Path(path).name, self)
        if not dialog.exec():
            return False
        if plan.needs_consent and not self.consent(plan):
            self.show_notice(self.tr("Not imported: your collection is unchanged."))
            return False
        return self.confirm_import(plan)

    def _import_clicked(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import a Dreamborn collection"), "",
                                              self.tr("CSV (*.csv);;All files (*)"))
        if path:
            self.import_file(path)

    def export_csv(self, path: str | Path) -> Path:
        p = Path(path)
        p.write_text(to_dreamborn_csv(self.shelf.collection(), self.cards), encoding="utf-8")
        return p

    def _export_clicked(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the collection"), "collection.csv", self.tr("CSV (*.csv)"))
        if not path:
            return
        try:
            self.export_csv(path)
        except OSError as exc:
            self.show_notice(self.tr("Could not write %1: %2").replace("%1", path).replace("%2", str(exc.strerror or exc)))
            return
        self.show_notice(self.tr("Saved %1").replace("%1", path))

    # -- missing for this deck --------------------------------------------------------------
    def refresh_decks(self) -> None:
        current = self.deck_box.currentData()
        self.deck_box.blockSignals(True)
        self.deck_box.clear()
        for name in self.shelf.names():
            self.deck_box.addItem(name, name)
        i = self.deck_box.findData(current)
        self.deck_box.setCurrentIndex(i if i >= 0 else (0 if self.deck_box.count() else -1))
        self.deck_box.blockSignals(False)
        self.show_missing()

    def choose_deck(self, name: str) -> None:
        self.deck_box.setCurrentIndex(self.deck_box.findData(name))
        self.show_missing()

    def show_missing(self) -> None:
        name = self.deck_box.currentData()
        if not name:
            self.report = None
            self.report_summary.setText(self.tr("No saved decks yet: build one in the Decks tab."))
            self.report_text.clear()
            return
        loaded = self.shelf.load(name)
        if loaded is None:
            return
        self.report = missing_for_deck(loaded.deck, self.shelf.collection())
        r = self.report
        if r.complete:
            self.report_summary.setText(self.tr("You own every card of %1.").replace("%1", name))
        else:
            short = len(r.missing)
            self.report_summary.setText(
                self.tr("%n card(s) missing", "", r.total_missing) + " "
                + self.tr("(%1 different) of %2 in %3.").replace("%1", str(short))
                .replace("%2", str(loaded.deck.size)).replace("%3", name)
            )
        self.report_text.setPlainText(r.to_text())

    def export_report(self, path: str | Path) -> Path:
        p = Path(path)
        p.write_text(self.report_text.toPlainText(), encoding="utf-8")
        return p

    def _save_report_clicked(self) -> None:
        name = self.deck_box.currentData() or self.tr("deck")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the missing cards"),
                                              self.tr("missing - %1.txt").replace("%1", name), self.tr("Text (*.txt)"))
        if not path:
            return
        try:
            self.export_report(path)
        except OSError as exc:
            self.show_notice(self.tr("Could not write %1: %2").replace("%1", path).replace("%2", str(exc.strerror or exc)))
            return
        self.show_notice(self.tr("Saved %1").replace("%1", path))


def create_collection_view(window: object) -> QWidget:
    """The Collection tab of the main window."""
    return CollectionView(LiveCatalog(window), shelf_for(window))  # type: ignore[arg-type]
