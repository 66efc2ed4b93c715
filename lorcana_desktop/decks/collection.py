"""The card collection: owned normal and foil copies per printing, and what a deck still needs."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from lorcana_desktop.cards import Card
from lorcana_desktop.decks.model import Deck, Section
from lorcana_desktop.store.userdata import MAX_OWNED

__all__ = ["MAX_OWNED", "Collection", "MissingLine", "MissingReport", "Owned", "missing_for_deck"]


@dataclass(frozen=True, slots=True)
class Owned:
    """Copies owned of one printing."""

    normal: int = 0
    foil: int = 0

    @property
    def total(self) -> int:
        return self.normal + self.foil


class Collection:
    """Owned counts by printing id (``Printing.id``); printings not listed are not owned."""

    def __init__(self, counts: Mapping[int, Owned] | None = None) -> None:
        self._counts: dict[int, Owned] = {}
        for pid, owned in (counts or {}).items():
            self.set(pid, owned.normal, owned.foil)

    def get(self, printing_id: int) -> Owned:
        return self._counts.get(printing_id, Owned())

    def set(self, printing_id: int, normal: int, foil: int) -> Owned:
        """Set the counts of one printing; a negative count or one past MAX_OWNED is a ValueError."""
        if normal < 0 or foil < 0:
            raise ValueError(f"Owned counts cannot be negative (normal {normal}, foil {foil}).")
        if normal > MAX_OWNED or foil > MAX_OWNED:
            raise ValueError(f"Owned counts stop at {MAX_OWNED} (normal {normal}, foil {foil}).")
        owned = Owned(normal, foil)
        if owned.total:
            self._counts[printing_id] = owned
        else:
            self._counts.pop(printing_id, None)
        return owned

    def adjust(self, printing_id: int, normal: int = 0, foil: int = 0) -> Owned:
        """Add (or with negative numbers take away) copies; counts stop at zero and at MAX_OWNED."""
        cur = self.get(printing_id)
        return self.set(printing_id, _clamp(cur.normal + normal), _clamp(cur.foil + foil))

    def items(self) -> Iterator[tuple[int, Owned]]:
        """Every owned printing, by printing id."""
        return iter(sorted(self._counts.items()))

    def __len__(self) -> int:
        return len(self._counts)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Collection) and self._counts == other._counts

    def __repr__(self) -> str:
        return f"Collection({len(self._counts)} printings, {self.total_copies()} cards)"

    def total_copies(self) -> int:
        return sum(o.total for o in self._counts.values())

    def copies_of(self, card: Card) -> int:
        """Copies owned of a card over all its printings, normal and foil (all play the same)."""
        ids = {p.id for p in card.printings} or {card.id}
        return sum(self.get(pid).total for pid in ids)


def _clamp(count: int) -> int:
    return max(0, min(MAX_OWNED, count))


@dataclass(frozen=True, slots=True)
class MissingLine:
    card: Card
    needed: int
    owned: int

    @property
    def missing(self) -> int:
        return max(0, self.needed - self.owned)


@dataclass(frozen=True, slots=True)
class MissingReport:
    """What a collection lacks to build a deck ("missing for this deck")."""

    deck_name: str
    lines: tuple[MissingLine, ...]

    @property
    def missing(self) -> tuple[MissingLine, ...]:
        return tuple(line for line in self.lines if line.missing)

    @property
    def total_missing(self) -> int:
        return sum(line.missing for line in self.lines)

    @property
    def complete(self) -> bool:
        return self.total_missing == 0

    def to_text(self) -> str:
        """The report as a text list: the missing lines read back as a deck list (``2 Name``)."""
        if self.complete:
            return f"# {self.deck_name}: nothing missing, the collection holds every card.\n"
        out = [f"# Missing for {self.deck_name}: {self.total_missing} cards"]
        out += [f"{line.missing} {line.card.full_name}  # own {line.owned} of {line.needed}"
                for line in self.missing]
        return "\n".join(out) + "\n"


def missing_for_deck(
    deck: Deck, collection: Collection, sections: tuple[Section, ...] = (Section.MAIN,)
) -> MissingReport:
    """For each card of the deck, how many copies it needs and how many the collection owns."""
    needed: dict[str, tuple[Card, int]] = {}
    for e in deck.entries:
        if e.section in sections:
            card, n = needed.get(e.card.full_name, (e.card, 0))
            needed[e.card.full_name] = (card, n + e.count)
    lines = tuple(MissingLine(card, n, collection.copies_of(card)) for card, n in needed.values())
    return MissingReport(deck.name, lines)
