"""The deck import dialog: paste a list, a deck code or TTS JSON, or open a file; see every problem before saving."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QBrush, QColor
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

from lorcana_desktop.app.deck_import_review import ImportReview, review_import
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks import Format, ImportResult, Severity
from lorcana_desktop.decks.importing import MAX_DECK_FILE_BYTES
from lorcana_desktop.ui.game_words import format_word
from lorcana_desktop.ui.i18n import QT_TRANSLATE_NOOP
from lorcana_desktop.ui.phrases import rule_text

DEFAULT_NAME = QT_TRANSLATE_NOOP("DeckImportDialog", "Imported deck")
_LEADING_COUNT = re.compile(r"^\s*(\d{1,3})\s*[xX\u00d7]?\s+")
SuggestionRole = Qt.ItemDataRole.UserRole + 1
LineRole = Qt.ItemDataRole.UserRole + 2


class DeckImportDialog(QDialog):
    """Reads the pasted or opened deck as the person types; the deck is saved only on Import."""

    def __init__(self, cards: CardIndex, fmt: Format = Format.CORE, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import a deck"))
        self.resize(760, 640)
        self.cards = cards
        self.parsed: ImportResult | None = None
        self.review: ImportReview | None = None
        self.source_edit = QPlainTextEdit()
        self.source_edit.setPlaceholderText(self.tr(
            "Paste a deck list (\u201c4 Elsa - Snow Queen\u201d or \u201c4x Elsa\u201d per line), "
            "a deck code, or Tabletop Simulator JSON \u2014 or open a file."
        ))
        self.open_button = QPushButton(self.tr("Open file\u2026"))
        self.open_button.setToolTip(self.tr("Read a deck list, deck code or Tabletop Simulator file into the box"))
        self.open_button.clicked.connect(self._open_file)
        self.default_name = self.tr(DEFAULT_NAME)  # i18n: marked above
        self.name_edit = QLineEdit(self.default_name)
        self.format_box = QComboBox()
        for f in Format:
            self.format_box.addItem(format_word(f), f)
        self.format_box.setCurrentIndex(self.format_box.findData(fmt))
        self.summary = QLabel(self.tr("Nothing read yet."))
        self.summary.setWordWrap(True)
        self.problems = QTreeWidget()
        self.problems.setHeaderLabels([self.tr("Problems (double-click a suggested name to use it)")])
        self.problems.setRootIsDecorated(True)
        # Long reasons wrap instead of running off the right edge.
        self.problems.setWordWrap(True)
        self.problems.setUniformRowHeights(False)
        self.problems.header().setStretchLastSection(True)
        self.problems.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.problems.itemDoubleClicked.connect(self._use_suggestion)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_button = self.buttons.addButton(self.tr("Import"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setToolTip(self.tr("Save the deck as read (lines that could not be read are left out)"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setToolTip(self.tr("Close without importing"))
        self.import_button.setEnabled(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name_edit)
        form.addRow(self.tr("Format"), self.format_box)
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
                self.summary.setText("\u26a0 " + self.tr("%1 is too large to be a deck list.").replace("%1", str(p)))
                return False
            text = p.read_bytes().decode("utf-8-sig")
        except UnicodeDecodeError:
            self.summary.setText("\u26a0 " + self.tr("%1 is not UTF-8 text, so it is not a deck list this program reads.").replace("%1", str(p)))
            return False
        except OSError as exc:
            self.summary.setText("\u26a0 " + self.tr("Cannot read %1: %2.").replace("%1", str(p)).replace("%2", str(exc.strerror or exc)))
            return False
        name = p.stem if self.name_edit.text().strip() in ("", self.default_name) else None
        self.set_source(text, name)
        return True

    def _open_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a deck file"), "", self.tr("Deck lists (*.txt *.json *.dek *.csv);;All files (*)")
        )
        if path:
            self.load_file(path)

    def parse(self) -> ImportResult | None:
        """Read the box now; show what was read, every line problem, lines merged into one card,
        and whether the deck is legal in the chosen format."""
        self._timer.stop()
        text = self.source_edit.toPlainText()
        self.problems.clear()
        if not text.strip():
            self.parsed = None
            self.review = None
            self.summary.setText(self.tr("Nothing read yet."))
            self.import_button.setEnabled(False)
            return None
        fmt = self.format_box.currentData()
        name = self.name_edit.text().strip() or self.default_name
        review = review_import(text, self.cards, name=name, fmt=fmt)
        result = review.result
        if result.deck.name != name and result.deck.name and self.name_edit.text().strip() in ("", self.default_name):
            self.name_edit.setText(result.deck.name)
        self.parsed = result
        self.review = review
        for problem in result.problems:
            kind = self.tr("Not imported") if problem.severity is Severity.ERROR else self.tr("Check")
            # The suggested names are the rows under it, so the line itself stays short enough to read.
            item = QTreeWidgetItem([f"{kind}: {problem.describe(suggestions=False)}"])
            item.setToolTip(0, str(problem))
            item.setData(0, LineRole, problem.line)
            self.problems.addTopLevelItem(item)
            for s in problem.suggestions:
                child = QTreeWidgetItem([f"\u2192 {s}"])
                child.setData(0, SuggestionRole, s)
                child.setData(0, LineRole, problem.line)
                child.setToolTip(0, self.tr("Double-click to use %1 on line %2").replace("%1", s)
                                 .replace("%2", str(problem.line)))
                item.addChild(child)
        for m in review.merged:
            item = QTreeWidgetItem([self.tr("Merged: lines %1 all name %2, so the deck gets %3 = %n copies", "",
                                            m.total)
                                    .replace("%1", ", ".join(str(n) for n in m.lines)).replace("%2", m.full_name)
                                    .replace("%3", " + ".join(str(c) for c in m.counts))])
            item.setData(0, LineRole, m.lines[-1])
            item.setForeground(0, QBrush(QColor("#8a6d00")))
            self.problems.addTopLevelItem(item)
        label = format_word(review.format)
        prefix = self.tr("Not legal in %1:").replace("%1", label)
        for message in review.validation.messages():
            said = rule_text(message)
            text = said if said.startswith(prefix) else f"{prefix} {said}"
            item = QTreeWidgetItem([text])
            item.setToolTip(0, message)
            item.setForeground(0, QBrush(QColor("#b00020")))
            self.problems.addTopLevelItem(item)
        for warning in review.validation.warnings:
            self.problems.addTopLevelItem(QTreeWidgetItem([self.tr("Check: %1").replace("%1", warning)]))
        self.problems.expandAll()
        deck = result.deck
        others = sum(e.count for e in deck.entries) - deck.size
        source = result.source or "text"
        parts = [self.tr("Read as %1: %n card(s) in the main deck", "", deck.size).replace("%1", source)]
        if others:
            parts.append(self.tr("%n in the side- or maybeboard", "", others))
        errors = len(result.errors)
        if errors:
            parts.append(self.tr("%n line(s) not imported (see below)", "", errors))
        if review.merged:
            parts.append(self.tr("%n card(s) written on several lines (merged)", "", len(review.merged)))
        if result.warnings:
            parts.append(self.tr("%n to check", "", len(result.warnings)))
        verdict = (self.tr("legal in %1").replace("%1", label) if review.validation.legal else
                   self.tr("not legal in %1: %n problem(s)", "", len(review.validation.violations)).replace("%1", label))
        self.summary.setText("; ".join(parts) + ". " + verdict[:1].upper() + verdict[1:] + ".")
        self.summary.setStyleSheet("" if review.validation.legal else "color: #8e1b1b")
        has_cards = bool(deck.entries)
        self.import_button.setEnabled(has_cards)
        self.import_button.setText(self.tr("Import without %n line(s)", "", errors) if errors else self.tr("Import"))
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
