"""The help window: one page per topic (search syntax, keyboard shortcuts of each tab), open beside the program."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from lorcana_desktop.ui.i18n import translate


@dataclass(frozen=True, slots=True)
class HelpSection:
    """One topic of the help window: ``key`` finds it, ``title`` is listed, ``html`` is the page."""

    key: str
    title: str
    html: str


_SHORTCUT = re.compile(r"^(?:(?:Ctrl|Shift|Alt|Meta)\+)+[^\s,]+(?:, (?:(?:Ctrl|Shift|Alt|Meta)\+)+[^\s,]+)*$|^F\d+$")


def key_text(keys: str) -> str:
    """Keys as the window's language names them ("Ctrl+S" is "Strg+S" in German); other text as it is."""
    if not _SHORTCUT.match(keys):
        return keys
    return ", ".join(QKeySequence(k.strip()).toString(QKeySequence.SequenceFormat.NativeText) or k
                     for k in keys.split(","))


def shortcuts_html(intro: str, rows: Sequence[tuple[str, str]]) -> str:
    """A page that lists keys or mouse gestures and what they do (already translated strings)."""
    body = "".join(f"<tr><td style='padding:2px 14px 2px 0'><b>{escape(key_text(k))}</b></td><td>{escape(v)}</td></tr>"
                   for k, v in rows)
    return f"<p>{escape(intro)}</p><table>{body}</table>"


# Sections other parts of the program add (the game table adds its shortcuts here); see register_help_section.
_registered: list[HelpSection] = []


def register_help_section(section: HelpSection) -> None:
    """Add a topic to every help window opened from now on (a section with the same key is replaced)."""
    _registered[:] = [s for s in _registered if s.key != section.key] + [section]


def search_section() -> HelpSection:
    rows = [
        ("elsa", translate("Help", "cards whose name, version, classifications or rules text contain the word")),
        ('"draw a card"', translate("Help", "a phrase, in quotes")),
        ("ink:amber", translate("Help", "cards of that ink (amber, amethyst, emerald, ruby, sapphire, steel); "
                          "ink:amber ink:steel = both inks")),
        ("cost<=3  cost=3  cost>5", translate("Help", "compare the cost; also strength (str), willpower (will), lore, move")),
        ("type:character", translate("Help", "character, action, song, item or location")),
        ("keyword:evasive", translate("Help", "a keyword; keyword:shift finds every Shift")),
        ("class:princess", translate("Help", "a classification (Hero, Princess, Storyborn, ...)")),
        ("set:5  set:P1", translate("Help", "a set by number, or a promo group")),
        ("rarity:legendary", translate("Help", "a rarity (common, uncommon, rare, super rare, legendary, enchanted)")),
        ("format:core", translate("Help", "legal in Core (or infinity)")),
        ("inkable  uninkable", translate("Help", "whether the card can go in the inkwell")),
        ("-type:song", translate("Help", "a leading minus turns a filter around: everything but songs")),
    ]
    intro = translate("Help", "The search boxes of the Catalog, Decks and Collection tabs read words and filters; "
                "every filter must hold. Case does not matter. The filter controls under the box write "
                "the same filters for you. A query with mistakes lists every mistake and shows no cards.")
    example = translate("Help", "Example: ink:ruby cost<=3 type:character keyword:rush")
    return HelpSection("search", translate("Help", "Search syntax"), shortcuts_html(intro, rows) + f"<p>{escape(example)}</p>")


def shortcuts_section() -> HelpSection:
    rows = [
        ("F1", translate("Help", "this help")),
        ("Ctrl+N", translate("Help", "a new deck (in the Decks tab)")),
        ("Ctrl+S", translate("Help", "save the deck")),
        ("Ctrl+Z", translate("Help", "undo the last change to the deck")),
        ("Ctrl+F", translate("Help", "go to the search box (Decks tab)")),
        ("Ctrl+Q", translate("Help", "quit")),
    ]
    return HelpSection("shortcuts", translate("Help", "Keyboard shortcuts"),
                       shortcuts_html(translate("Help", "Anywhere in the window:"), rows))


def catalog_section() -> HelpSection:
    rows = [
        (translate("Help", "Rest the pointer on a row"), translate("Help", "the card enlarged")),
        (translate("Help", "Double-click a row"), translate("Help", "the card enlarged")),
        ("+", translate("Help", "add the card to the deck open in the Decks tab")),
        (translate("Help", "Right-click"), translate("Help", "add one or a playset to the deck, show enlarged")),
        (translate("Help", "Click a column title"), translate("Help", "sort by that column (click again to reverse)")),
    ]
    return HelpSection("catalog", translate("Help", "Catalog tab"), shortcuts_html(translate("Help", "In the Catalog tab:"), rows))


def decks_section() -> HelpSection:
    rows = [
        (translate("Help", "Double-click a card, + or Enter"), translate("Help", "one more copy in the deck")),
        (translate("Help", "- , Delete or Backspace"), translate("Help", "one copy fewer")),
        (translate("Help", "Drag a card onto the deck list"), translate("Help", "one more copy; drag a deck card back to take one out")),
        (translate("Help", "Double-click a deck card"), translate("Help", "one copy fewer")),
        (translate("Help", "Rest the pointer on a card"), translate("Help", "the card enlarged")),
        (translate("Help", "Click a deck card"), translate("Help", "shows the card beside the list")),
        (translate("Help", "Right-click"), translate("Help", "a playset, the sideboard, every copy out")),
    ]
    return HelpSection("decks", translate("Help", "Decks tab"), shortcuts_html(translate("Help", "In the Decks tab:"), rows))


def collection_section() -> HelpSection:
    rows = [
        (translate("Help", "+ / -"), translate("Help", "one normal copy more or fewer of the selected printing")),
        (translate("Help", "Ctrl + / Ctrl -"), translate("Help", "one foil copy more or fewer")),
        (translate("Help", "Double-click a count"), translate("Help", "type the number you own")),
    ]
    return HelpSection("collection", translate("Help", "Collection tab"), shortcuts_html(translate("Help", "In the Collection tab:"), rows))


def default_sections() -> list[HelpSection]:
    """The built-in topics followed by the registered ones."""
    return [search_section(), shortcuts_section(), catalog_section(), decks_section(), collection_section(),
            *_registered]


class HelpDialog(QDialog):
    """Topics on the left, the chosen page on the right. Not modal: the person can keep it open."""

    def __init__(self, sections: Sequence[HelpSection] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Lorcana Desktop help"))
        self.setModal(False)
        self.resize(760, 520)
        self.topics = QListWidget()
        self.topics.setMaximumWidth(170)
        self.page = QTextBrowser()
        self.page.setOpenExternalLinks(False)
        self._sections: list[HelpSection] = []
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setToolTip(self.tr("Close the help"))
        row = QHBoxLayout()
        row.addWidget(self.topics)
        row.addWidget(self.page, 1)
        lay = QVBoxLayout(self)
        lay.addLayout(row, 1)
        lay.addWidget(buttons)
        self.topics.currentRowChanged.connect(self._show_row)
        for s in sections if sections is not None else default_sections():
            self.add_section(s)
        if self._sections:
            self.topics.setCurrentRow(0)

    def add_section(self, section: HelpSection) -> None:
        """Add a topic at the end, or replace the topic with the same key in place."""
        for i, s in enumerate(self._sections):
            if s.key == section.key:
                self._sections[i] = section
                item = self.topics.item(i)
                if item is not None:
                    item.setText(section.title)
                if self.topics.currentRow() == i:
                    self._show_row(i)
                return
        self._sections.append(section)
        self.topics.addItem(section.title)

    def section_keys(self) -> list[str]:
        return [s.key for s in self._sections]

    def show_section(self, key: str) -> bool:
        """Turn to the topic ``key``; False when there is none."""
        for i, s in enumerate(self._sections):
            if s.key == key:
                self.topics.setCurrentRow(i)
                return True
        return False

    def current_key(self) -> str | None:
        row = self.topics.currentRow()
        return self._sections[row].key if 0 <= row < len(self._sections) else None

    def _show_row(self, row: int) -> None:
        if 0 <= row < len(self._sections):
            s = self._sections[row]
            self.page.setHtml(f"<h2>{escape(s.title)}</h2>{s.html}")


def open_help(parent: QWidget, key: str = "search") -> HelpDialog:
    """Show the help window of ``parent`` (one per window, made on first use) at the topic ``key``."""
    dialog = getattr(parent, "_help_dialog", None)
    if not isinstance(dialog, HelpDialog):
        dialog = HelpDialog(parent=parent)
        parent._help_dialog = dialog  # type: ignore[attr-defined]
    else:
        for s in _registered:  # topics registered since it was made
            if s.key not in dialog.section_keys():
                dialog.add_section(s)
    dialog.show_section(key)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    return dialog
