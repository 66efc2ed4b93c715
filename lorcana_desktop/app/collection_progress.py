"""How complete a collection is, set by set: printings owned of the printings there are."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from lorcana_desktop.cards import Card


@dataclass(frozen=True, slots=True)
class SetProgress:
    """One set (or promo group): how many of its printings the person owns at least one copy of."""

    code: str  # "1", "P1", "Q2" (promos count in their group)
    name: str
    printings: int
    owned: int  # printings with a normal or foil copy
    copies: int  # every copy owned in the set

    @property
    def share(self) -> float:
        return self.owned / self.printings if self.printings else 0.0

    @property
    def complete(self) -> bool:
        return self.printings > 0 and self.owned == self.printings


def _order(code: str) -> tuple[bool, int, str]:
    return (not code.isdigit(), int(code) if code.isdigit() else 0, code)


def set_progress(cards: Iterable[Card], owned: Mapping[int, tuple[int, int]],
                 set_names: Mapping[str, str] | None = None) -> list[SetProgress]:
    """Every set and promo group of ``cards`` in set order, with what ``owned`` (printing id ->
    (normal, foil)) holds of it. Sets come first by number, then promo groups by code."""
    names = set_names or {}
    total: dict[str, int] = {}
    have: dict[str, int] = {}
    copies: dict[str, int] = {}
    for card in cards:
        for p in card.printings:
            place = p.place
            total[place] = total.get(place, 0) + 1
            normal, foil = owned.get(p.id, (0, 0))
            if normal or foil:
                have[place] = have.get(place, 0) + 1
                copies[place] = copies.get(place, 0) + normal + foil
    return [SetProgress(code, names.get(code, code), total[code], have.get(code, 0), copies.get(code, 0))
            for code in sorted(total, key=_order)]
