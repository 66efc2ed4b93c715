"""What an importer hands back: the parsed deck or collection plus every problem, line by line."""

from __future__ import annotations

import enum
import re
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field

from lorcana_desktop.cards import Card, CardIndex
from lorcana_desktop.cards.names import normalize_name
from lorcana_desktop.controls import printable, shortened
from lorcana_desktop.decks.model import Deck

# Only the first problems of an import get "did you mean" names: a list of thousands of unknown
# names stays quick, and nobody reads the hundred-and-first suggestion.
MAX_SUGGESTED = 100
# Characters of a source line quoted after its problem (twice a quoted name: the count and set fit).
QUOTED_LINE = 60
# How often (in lines) a long import reports its progress.
PROGRESS_EVERY = 500

# progress(done, total): lines (or entries) read so far, of all.
ImportProgress = Callable[[int, int], None]


class Severity(enum.Enum):
    """ERROR: the line was not imported. WARNING: it was imported with a guess the person should check."""

    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True, slots=True)
class Problem:
    """One line an importer could not take as it was, and why, with the closest real card names."""

    message: str
    line: int | None = None  # 1-based line (or row, or entry) number in the source
    text: str = ""  # the source line as written
    suggestions: tuple[str, ...] = ()
    severity: Severity = Severity.ERROR

    def __str__(self) -> str:
        return self.describe()

    def describe(self, *, suggestions: bool = True) -> str:
        """The problem in one line; without ``suggestions`` when they are shown apart (a list under it)."""
        where = f"line {self.line}: " if self.line is not None else ""
        quoted = f" [{shortened(self.text.strip(), 2 * QUOTED_LINE)}]" if self.text.strip() else ""
        hint = f" Did you mean: {', '.join(self.suggestions)}?" if self.suggestions and suggestions else ""
        # The line is the file's own text: a control character in it is shown, never obeyed.
        return printable(f"{where}{self.message}{quoted}{hint}")


@dataclass(frozen=True, slots=True)
class ImportResult:
    """A parsed deck and the problems met on the way. Nothing is saved until the caller decides."""

    deck: Deck
    problems: tuple[Problem, ...] = ()
    source: str = ""  # "text", "code", "tts"

    @property
    def ok(self) -> bool:
        """True when every line was imported (warnings allowed)."""
        return not self.errors

    @property
    def errors(self) -> tuple[Problem, ...]:
        return tuple(p for p in self.problems if p.severity is Severity.ERROR)

    @property
    def warnings(self) -> tuple[Problem, ...]:
        return tuple(p for p in self.problems if p.severity is Severity.WARNING)


@dataclass(slots=True)
class _NameTable:
    by_base: dict[str, list[Card]] = field(default_factory=dict)


_TABLES: weakref.WeakKeyDictionary[CardIndex, _NameTable] = weakref.WeakKeyDictionary()


def _table(cards: CardIndex) -> _NameTable:
    table = _TABLES.get(cards)
    if table is None:
        table = _NameTable()
        for card in cards:
            table.by_base.setdefault(normalize_name(card.name), []).append(card)
        _TABLES[cards] = table
    return table


@dataclass(frozen=True, slots=True)
class Resolved:
    """The outcome of looking up a written name: the card, or why not and what was meant."""

    card: Card | None
    message: str = ""
    suggestions: tuple[str, ...] = ()


_SPACED_DASH = re.compile(r"\s+[-\u2013\u2014]\s+")


def resolve_name(cards: CardIndex, written: str, *, suggest: bool = True) -> Resolved:
    """Find the card a person meant by ``written``: a full name, or a bare name with one version.

    Case, curly quotes and dashes are forgiven by CardIndex. A bare name with several
    versions ("Elsa") is ambiguous and lists the versions. Without ``suggest`` an unknown
    name gets no closest names (the caller has shown enough of them).
    """
    text = written.strip()
    if not text:
        return Resolved(None, "No card name.")
    card = cards.get(text)
    if card is not None:
        return Resolved(card)
    # Lists sometimes use a single hyphen without spaces, or an en dash, between name and version.
    if " - " not in text and "-" in text:
        alt = text.replace("-", " - ", 1)
        card = cards.get(alt)
        if card is not None:
            return Resolved(card)
    versions = _table(cards).by_base.get(normalize_name(text), [])
    if len(versions) == 1:
        return Resolved(versions[0])
    if len(versions) > 1:
        names = tuple(c.full_name for c in versions)
        return Resolved(None, f"{shortened(text)!r} has {len(versions)} versions; name the version.", names[:8])
    return Resolved(None, f"Unknown card {shortened(text)!r}.", tuple(cards.closest(text)) if suggest else ())
