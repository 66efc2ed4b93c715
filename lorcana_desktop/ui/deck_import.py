"""The deck import dialog: paste a list, a deck code or TTS JSON, or open a file; see every problem before saving."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks import Format, ImportResult, Severity, import_deck
from lorcana_desktop.decks.importing import MAX_DECK_FILE_BYTES

DEFAULT_NAME = "Imported deck"
_LEADING_COUNT = re.compile(r"^\s*(\d{1,3})\s*[xX\u00d7]?\s+")
SuggestionRole = Qt.ItemDataRole.UserRole + 1
LineRole = Qt.ItemDataRole.UserRole + 2


class DeckImportDialog(QDialog):
    """Reads the pasted or opened deck as the person types; the deck is saved only on Import."""

    def __init__(self, cards: CardIndex, fmt: Format = Format.CORE, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Import a deck")
        self.resize(760, 640)
        self.cards = cards
        self.parsed: ImportResult | None = None
        self.source_edit = QPlainTextEdit()
        self.source_edit.setPlaceholderText(
            "Paste a deck list (\u201c4 Elsa - Snow Queen\u201d or \u201c4x Elsa\u201d per line), "
            "a deck code, or Tabletop Simulator JSON \u2014 or open a file."
        )
        self.open_button = QPushButton("Open file\u2026")
        self.open_button.clicked.connect(self._open_file)
        self.name_edit = QLineEdit(DEFAULT_NAME)
        self.format_box = QComboBox()
        for f in Format:
            self.format_box.addItem(f.label, f)
        self.format_box.setCurrentIndex(self.format_box.findData(fmt))
        self.summary = QLabel("Nothing read yet.")
        self.summary.setWordWrap(True)
        self.problems = QTreeWidget()
        self.problems.setHeaderLabels(["Problems (double-click a suggested name to use it)"])
        self.problems.setRootIsDecorated(True)
        self.problems.itemDoubleClicked.connect(self._use_suggestion)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_button = self.buttons.addButton("Import", QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setEnabled(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow("Name", self.name_edit)
        form.addRow("Format", self.format_box)
        row = QHBoxLayout()
        row.addLayout(form, 1)
        row.addWidget(self.open_button, 0, Qt.AlignmentFlag.AlignTop)
        lay = QVBoxLayout(self)
        lay.addWidget(self.source_edit, 3)
        lay.addLayout(row)
        lay.addWidget(self.summary)
        lay.addWidget(self.problems, 2)
        lay.addWidget(self.buttons)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self.parse)
        self.source_edit.textChanged.connect(self._timer.start)
        self.format_box.currentIndexChanged.connect(lambda _i: self._timer.start())

    def set_source(self, text: str, name: str | None = None) -> None:
        if name:
            self.name_edit.setText(name)
        self.source_edit.setPlainText(text)
        self.parse()

    def load_file(self, path: str | Path) -> bool:
        """Put a file's text in the box (nothing is imported yet); a bad file is reported."""
        p = Path(path)
        try:
            if p.stat().st_size > MAX_DECK_FILE_BYTES:
                self.summary.setText(f"\u26a0 {p} is too large to be a deck list.")
                return False
            text = p.read_bytes().decode("utf-8-sig")
        except UnicodeDecodeError:
            self.summary.setText(f"\u26a0 {p} is not UTF-8 text, so it is not a deck list this program reads.")
            return False
        except OSError as exc:
            self.summary.setText(f"\u26a0 Cannot read {p}: {exc.strerror or exc}.")
            return False
        name = p.stem if self.name_edit.text().strip() in ("", DEFAULT_NAME) else None
        self.set_source(text, name)
        return True

    def _open_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Open a deck file", "", "Deck lists (*.txt *.json *.dek *.csv);;All files (*)"
        )
        if path:
            self.load_file(path)

    def parse(self) -> ImportResult | None:
        """Read the box now; show what was read and every problem."""
        self._timer.stop()
        text = self.source_edit.toPlainText()
        self.problems.clear()
        if not text.strip():
            self.parsed = None
            self.summary.setText("Nothing read yet.")
            self.import_button.setEnabled(False)
            return None
        fmt = self.format_box.currentData()
        name = self.name_edit.text().strip() or DEFAULT_NAME
        result = import_deck(text, self.cards, name=name, fmt=fmt)
        if result.deck.name != name and result.deck.name and self.name_edit.text().strip() in ("", DEFAULT_NAME):
            self.name_edit.setText(result.deck.name)
        self.parsed = result
        for problem in result.problems:
            kind = "Not imported" if problem.severity is Severity.ERROR else "Check"
            # The suggested names are the rows under it, so the line itself stays short enough to read.
            item = QTreeWidgetItem([f"{kind}: {problem.describe(suggestions=False)}"])
            item.setToolTip(0, str(problem))
            item.setData(0, LineRole, problem.line)
            self.problems.addTopLevelItem(item)
            for s in problem.suggestions:
                child = QTreeWidgetItem([f"\u2192 {s}"])
                child.setData(0, SuggestionRole, s)
                child.setData(0, LineRole, problem.line)
                child.setToolTip(0, f"Double-click to use {s} on line {problem.line}")
                item.addChild(child)
        self.problems.expandAll()
        deck = result.deck
        others = sum(e.count for e in deck.entries) - deck.size
        parts = [f"Read as {result.source or 'text'}: {deck.size} cards in the main deck"]
        if others:
            parts.append(f"{others} in the side- or maybeboard")
        errors = len(result.errors)
        if errors:
            parts.append(f"{errors} line{'s' if errors != 1 else ''} not imported (see below)")
        if result.warnings:
            parts.append(f"{len(result.warnings)} to check")
        self.summary.setText("; ".join(parts) + ".")
        has_cards = bool(deck.entries)
        self.import_button.setEnabled(has_cards)
        self.import_button.setText(f"Import without {errors} line{'s' if errors != 1 else ''}" if errors else "Import")
        return result

    def suggestion_items(self) -> list[QTreeWidgetItem]:
        out: list[QTreeWidgetItem] = []
        for i in range(self.problems.topLevelItemCount()):
            top = self.problems.topLevelItem(i)
            if top is not None:
                out += [c for c in (top.child(j) for j in range(top.childCount())) if c is not None]
        return out

    def _use_suggestion(self, item: QTreeWidgetItem, _col: int = 0) -> None:
        name = item.data(0, SuggestionRole)
        line = item.data(0, LineRole)
        if name:
            self.use_suggestion(int(line) if line is not None else None, name)

    def use_suggestion(self, line: int | None, name: str) -> bool:
        """Rewrite a pasted text line with the suggested name, keeping its count, and read again."""
        if line is None or self.parsed is None or self.parsed.source not in ("text", ""):
            return False
        lines = self.source_edit.toPlainText().split("\n")
        if not 1 <= line <= len(lines):
            return False
        m = _LEADING_COUNT.match(lines[line - 1])
        lines[line - 1] = f"{m.group(1) if m else 1} {name}"
        self.source_edit.setPlainText("\n".join(lines))
        self.parse()
        return True

    def result_deck(self) -> ImportResult | None:
        """The parsed deck with the name and format chosen in the dialog."""
        if self.parsed is None:
            return None
        deck = self.parsed.deck
        name = self.name_edit.text().strip() or deck.name
        fmt = self.format_box.currentData()
        deck = deck.renamed(name).with_format(fmt)
        return ImportResult(deck, self.parsed.problems, self.parsed.source)

    def accept(self) -> None:
        if self._timer.isActive() or self.parsed is None:
            self.parse()
        if self.parsed is None or not self.parsed.deck.entries:
            return
        super().accept()
