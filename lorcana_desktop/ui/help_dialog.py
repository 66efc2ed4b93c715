"""The help window: one page per topic (search syntax, keyboard shortcuts of each tab), open beside the program."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Help", text)


@dataclass(frozen=True, slots=True)
class HelpSection:
    """One topic of the help window: ``key`` finds it, ``title`` is listed, ``html`` is the page."""

    key: str
    title: str
    html: str


def shortcuts_html(intro: str, rows: Sequence[tuple[str, str]]) -> str:
    """A page that lists keys or mouse gestures and what they do (already translated strings)."""
    body = "".join(f"<tr><td style='padding:2px 14px 2px 0'><b>{escape(k)}</b></td><td>{escape(v)}</td></tr>"
                   for k, v in rows)
    return f"<p>{escape(intro)}</p><table>{body}</table>"


# Sections other parts of the program add (the game table adds its shortcuts here); see register_help_section.
_registered: list[HelpSection] = []


def register_help_section(section: HelpSection) -> None:
    """Add a topic to every help window opened from now on (a section with the same key is replaced)."""
    _registered[:] = [s for s in _registered if s.key != section.key] + [section]


def search_section() -> HelpSection:
    rows = [
        ("elsa", _tr("cards whose name, version, classifications or rules text contain the word")),
        ('"draw a card"', _tr("a phrase, in quotes")),
        ("ink:amber", _tr("cards of that ink (amber, amethyst, emerald, ruby, sapphire, steel); "
                          "ink:amber ink:steel = both inks")),
        ("cost<=3  cost=3  cost>5", _tr("compare the cost; also strength (str), willpower (will), lore, move")),
        ("type:character", _tr("character, action, song, item or location")),
        ("keyword:evasive", _tr("a keyword; keyword:shift finds every Shift")),
        ("class:princess", _tr("a classification (Hero, Princess, Storyborn, ...)")),
        ("set:5  set:P1", _tr("a set by number, or a promo group")),
        ("rarity:legendary", _tr("a rarity (common, uncommon, rare, super rare, legendary, enchanted)")),
        ("format:core", _tr("legal in Core (or infinity)")),
        ("inkable  uninkable", _tr("whether the card can go in the inkwell")),
        ("-type:song", _tr("a leading minus turns a filter around: everything but songs")),
    ]
    intro = _tr("The search boxes of the Catalog, Decks and Collection tabs read words and filters; "
                "every filter must hold. Case does not matter. The filter controls under the box write "
                "the same filters for you. A query with mistakes lists every mistake and shows no cards.")
    example = _tr("Example: ink:ruby cost<=3 type:character keyword:rush")
    return HelpSection("search", _tr("Search syntax"), shortcuts_html(intro, rows) + f"<p>{escape(example)}</p>")


def shortcuts_section() -> HelpSection:
    rows = [
        ("F1", _tr("this help")),
        ("Ctrl+N", _tr("a new deck (in the Decks tab)")),
        ("Ctrl+S", _tr("save the deck")),
        ("Ctrl+Z", _tr("undo the last change to the deck")),
        ("Ctrl+F", _tr("go to the search box (Decks tab)")),
        ("Ctrl+Q", _tr("quit")),
    ]
    return HelpSection("shortcuts", _tr("Keyboard shortcuts"),
                       shortcuts_html(_tr("Anywhere in the window:"), rows))


def catalog_section() -> HelpSection:
    rows = [
        (_tr("Rest the pointer on a row"), _tr("the card enlarged")),
        (_tr("Double-click a row"), _tr("the card enlarged")),
        ("+", _tr("add the card to the deck open in the Decks tab")),
        (_tr("Right-click"), _tr("add one or a playset to the deck, show enlarged")),
        (_tr("Click a column title"), _tr("sort by that column (click again to reverse)")),
    ]
    return HelpSection("catalog", _tr("Catalog tab"), shortcuts_html(_tr("In the Catalog tab:"), rows))


def decks_section() -> HelpSection:
    rows = [
        (_tr("Double-click a card, + or Enter"), _tr("one more copy in the deck")),
        (_tr("- , Delete or Backspace"), _tr("one copy fewer")),
        (_tr("Drag a card onto the deck list"), _tr("one more copy; drag a deck card back to take one out")),
        (_tr("Double-click a deck card"), _tr("one copy fewer")),
        (_tr("Rest the pointer on a card"), _tr("the card enlarged")),
        (_tr("Click a deck card"), _tr("shows the card beside the list")),
        (_tr("Right-click"), _tr("a playset, the sideboard, every copy out")),
    ]
    return HelpSection("decks", _tr("Decks tab"), shortcuts_html(_tr("In the Decks tab:"), rows))


def collection_section() -> HelpSection:
    rows = [
        (_tr("+ / -"), _tr("one normal copy more or fewer of the selected printing")),
        (_tr("Ctrl + / Ctrl -"), _tr("one foil copy more or fewer")),
        (_tr("Double-click a count"), _tr("type the number you own")),
    ]
    return HelpSection("collection", _tr("Collection tab"), shortcuts_html(_tr("In the Collection tab:"), rows))


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
