"""The deck model: formats, sections and an immutable list of card counts."""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace

from lorcana_desktop.cards import Card, CardIndex, Ink
from lorcana_desktop.cards.names import normalize_name
from lorcana_desktop.controls import clean_name, clean_text

# Long enough for any real deck name, short enough for a list, a title bar and a file name.
MAX_DECK_NAME = 100
DEFAULT_DECK_NAME = "Untitled deck"


class Format(enum.Enum):
    """The deck-building formats: Constructed (CR 1.10.1.1) and Limited (CR 1.10.1.2, 10.2)."""

    CORE = "core"
    INFINITY = "infinity"
    SEALED = "sealed"
    DRAFT = "draft"
    PACK_RUSH = "pack_rush"

    @property
    def label(self) -> str:
        """The name a player reads: "Core", "Pack Rush"."""
        return _LABELS[self]

    @classmethod
    def parse(cls, text: str) -> Format:
        """A format from a loose spelling ("Pack Rush", "pack-rush", "CORE"); ValueError names the choices."""
        key = "_".join(text.strip().casefold().replace("-", " ").replace("_", " ").split())
        for fmt in cls:
            if key == fmt.value:
                return fmt
        choices = ", ".join(f.value for f in cls)
        raise ValueError(f"Unknown deck format {text!r}; choose one of: {choices}.")


_LABELS = {
    Format.CORE: "Core",
    Format.INFINITY: "Infinity",
    Format.SEALED: "Sealed",
    Format.DRAFT: "Draft",
    Format.PACK_RUSH: "Pack Rush",
}


class Section(enum.Enum):
    """Where a card sits in a deck list: only the main deck is played and validated."""

    MAIN = "main"
    SIDEBOARD = "sideboard"
    MAYBEBOARD = "maybeboard"

    @property
    def label(self) -> str:
        return self.value.capitalize() if self is not Section.MAIN else "Main deck"


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """So many copies of one card (by full name) in one section of a deck."""

    card: Card
    count: int
    section: Section = Section.MAIN


@dataclass(frozen=True, slots=True)
class Deck:
    """A named deck: its format, notes, and card counts per section, in the order cards were added.

    Immutable: ``add``/``remove``/``with_count`` return a new deck, so an editor can keep the
    old one for undo and nothing changes behind a caller's back.
    """

    name: str = DEFAULT_DECK_NAME
    format: Format = Format.CORE
    entries: tuple[DeckEntry, ...] = ()
    notes: str = ""

    def __post_init__(self) -> None:
        # Names come from files, codes and the keyboard: no control characters, no endless names.
        name = clean_name(self.name, MAX_DECK_NAME)
        if name != self.name:
            object.__setattr__(self, "name", name)
        notes = clean_text(self.notes)
        if notes != self.notes:
            object.__setattr__(self, "notes", notes)

    # -- reading ---------------------------------------------------------------------------
    def section(self, section: Section = Section.MAIN) -> tuple[DeckEntry, ...]:
        """The entries of one section, in list order."""
        return tuple(e for e in self.entries if e.section is section)

    @property
    def main(self) -> tuple[DeckEntry, ...]:
        return self.section(Section.MAIN)

    @property
    def sideboard(self) -> tuple[DeckEntry, ...]:
        return self.section(Section.SIDEBOARD)

    @property
    def maybeboard(self) -> tuple[DeckEntry, ...]:
        return self.section(Section.MAYBEBOARD)

    @property
    def size(self) -> int:
        """The number of cards in the main deck (the deck a game is played with)."""
        return sum(e.count for e in self.main)

    def count(self, card: Card | str, section: Section = Section.MAIN) -> int:
        """Copies of a card (or full name) in a section."""
        key = normalize_name(card.full_name if isinstance(card, Card) else card)
        return sum(e.count for e in self.entries if e.section is section and normalize_name(e.card.full_name) == key)

    @property
    def inks(self) -> frozenset[Ink]:
        """Every ink of the main deck; a dual-ink card brings both of its inks."""
        return frozenset(ink for e in self.main for ink in e.card.inks)

    def cards(self, section: Section = Section.MAIN) -> list[Card]:
        """The section expanded to one Card per copy (for shuffling into a game)."""
        return [e.card for e in self.section(section) for _ in range(e.count)]

    def __iter__(self) -> Iterator[DeckEntry]:
        return iter(self.entries)

    # -- changing (returns a new deck) ------------------------------------------------------
    def with_count(self, card: Card, count: int, section: Section = Section.MAIN) -> Deck:
        """This deck with exactly ``count`` copies of ``card`` in ``section`` (0 removes it)."""
        if count < 0:
            raise ValueError(f"A deck cannot hold {count} copies of {card.full_name}.")
        entries: list[DeckEntry] = []
        placed = False
        for e in self.entries:
            if e.section is section and e.card.full_name == card.full_name:
                if not placed and count:
                    entries.append(DeckEntry(card, count, section))
                placed = True
                continue
            entries.append(e)
        if not placed and count:
            entries.append(DeckEntry(card, count, section))
        return replace(self, entries=tuple(entries))

    def add(self, card: Card, n: int = 1, section: Section = Section.MAIN) -> Deck:
        """This deck with ``n`` more copies of ``card``."""
        return self.with_count(card, self.count(card, section) + n, section)

    def remove(self, card: Card, n: int = 1, section: Section = Section.MAIN) -> Deck:
        """This deck with ``n`` fewer copies of ``card`` (never below zero)."""
        return self.with_count(card, max(0, self.count(card, section) - n), section)

    def move(self, card: Card, src: Section, dst: Section, n: int = 1) -> Deck:
        """Move up to ``n`` copies between sections (e.g. main deck to sideboard)."""
        n = min(n, self.count(card, src))
        return self.remove(card, n, src).add(card, n, dst) if n else self

    def renamed(self, name: str) -> Deck:
        return replace(self, name=name)

    def with_format(self, fmt: Format) -> Deck:
        return replace(self, format=fmt)

    def with_notes(self, notes: str) -> Deck:
        return replace(self, notes=notes)

    def sorted(self) -> Deck:
        """The same deck listed by section, then cost, then full name (how a list is printed)."""
        order = {s: i for i, s in enumerate(Section)}
        entries = sorted(self.entries, key=lambda e: (order[e.section], e.card.cost, e.card.full_name))
        return replace(self, entries=tuple(entries))

    @classmethod
    def from_counts(
        cls,
        cards: CardIndex,
        counts: Iterable[tuple[str, int]] | dict[str, int],
        *,
        name: str = "Untitled deck",
        fmt: Format = Format.CORE,
        section: Section = Section.MAIN,
    ) -> Deck:
        """A deck from (full name, count) pairs; an unknown name raises UnknownCard with suggestions."""
        pairs = counts.items() if isinstance(counts, dict) else counts
        deck = cls(name=name, format=fmt)
        for full_name, n in pairs:
            deck = deck.add(cards.by_name(full_name), n, section)
        return deck
