"""What the deck import dialog shows before anything is saved: lines merged into one card, and the verdict in the chosen format."""

from __future__ import annotations

from dataclasses import dataclass

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks import Deck, Format, ImportResult, Section, Validation, import_deck
from lorcana_desktop.decks.importing import DeckFileFormat, detect_format
from lorcana_desktop.rulesets import LORCANA


@dataclass(frozen=True, slots=True)
class MergedLines:
    """Several lines of a pasted list that name the same card in the same section: the importer adds them up."""

    full_name: str
    section: Section
    lines: tuple[int, ...]  # 1-based line numbers, in order
    counts: tuple[int, ...]  # the copies each line asked for
    total: int  # the copies the deck gets

    def message(self) -> str:
        where = ", ".join(str(n) for n in self.lines)
        parts = " + ".join(str(c) for c in self.counts)
        return f"lines {where} all name {self.full_name}: merged into {parts} = {self.total} copies"


@dataclass(frozen=True, slots=True)
class ImportReview:
    """A parsed deck list with everything the person should see before importing it."""

    result: ImportResult
    format: Format
    validation: Validation
    merged: tuple[MergedLines, ...]

    @property
    def deck(self) -> Deck:
        return self.result.deck


def merged_lines(text: str, cards: CardIndex, fmt: Format = Format.CORE) -> tuple[MergedLines, ...]:
    """The cards of a text list that more than one line adds to the same section.

    Each line is read with everything before it (the same parser as the import, so section
    headings and comments count the same way); what a line adds is the difference it makes.
    """
    if detect_format(text) is not DeckFileFormat.TEXT:
        return ()
    lines = text.lstrip("\ufeff").splitlines()
    seen: dict[tuple[str, Section], list[tuple[int, int]]] = {}
    before: dict[tuple[str, Section], int] = {}
    # Reading the prefix again per line costs lines^2 lookups: a few milliseconds for a 60-line list.
    for number in range(1, len(lines) + 1):
        if not lines[number - 1].strip() or lines[number - 1].lstrip().startswith(("#", "//")):
            continue
        deck = import_deck("\n".join(lines[:number]), cards, fmt=fmt, kind=DeckFileFormat.TEXT).deck
        now = {(e.card.full_name, e.section): e.count for e in deck.entries}
        for key, count in now.items():
            added = count - before.get(key, 0)
            if added > 0:
                seen.setdefault(key, []).append((number, added))
        before = now
    out = []
    for (name, section), hits in seen.items():
        if len(hits) > 1:
            out.append(MergedLines(name, section, tuple(n for n, _ in hits), tuple(c for _, c in hits),
                                   sum(c for _, c in hits)))
    return tuple(sorted(out, key=lambda m: m.lines[0]))


def review_import(text: str, cards: CardIndex, *, name: str, fmt: Format) -> ImportReview:
    """Parse ``text`` as the import would, validate the deck in ``fmt`` and find merged lines. Saves nothing."""
    result = import_deck(text, cards, name=name, fmt=fmt)
    deck = result.deck.with_format(fmt)
    return ImportReview(ImportResult(deck, result.problems, result.source), fmt, LORCANA.check_deck(deck, fmt).verdict,
                        merged_lines(text, cards, fmt))
