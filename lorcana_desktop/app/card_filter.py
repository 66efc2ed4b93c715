"""The filter controls of the catalog and the deck builder, as one value written in the search language."""

from __future__ import annotations

from dataclasses import dataclass

from lorcana_desktop.cards import Ink

COST_ANY = 12  # the top of the cost range means "no upper limit"


def _quoted(value: str) -> str:
    return f'"{value}"' if any(ch.isspace() for ch in value) else value


@dataclass(frozen=True, slots=True)
class CardFilter:
    """What the filter controls are set to; empty strings mean "any"."""

    inks: frozenset[Ink] = frozenset()
    cost_min: int = 0
    cost_max: int = COST_ANY
    type: str = ""  # character, action, song, item, location
    classification: str = ""
    keyword: str = ""
    set_code: str = ""
    rarity: str = ""
    inkable: str = ""  # "inkable" or "uninkable"
    format: str = ""  # core, infinity

    def query(self) -> str:
        """The filters in the search language, so the person can read (and type) what they ask for."""
        parts: list[str] = []
        if self.inks:
            # Playable with the chosen inks: every other ink is excluded (a dual-ink card
            # needs both of its inks in the deck).
            parts += [f"-ink:{ink.value.lower()}" for ink in Ink if ink not in self.inks]
        lo, hi = self.cost_min, self.cost_max
        if lo and lo == hi:
            parts.append(f"cost={lo}")
        else:
            if lo:
                parts.append(f"cost>={lo}")
            if hi < COST_ANY:
                parts.append(f"cost<={hi}")
        if self.type:
            parts.append(f"type:{self.type}")
        if self.classification:
            parts.append("class:" + _quoted(self.classification))
        if self.keyword:
            parts.append("keyword:" + _quoted(self.keyword))
        if self.set_code:
            parts.append(f"set:{self.set_code}")
        if self.rarity:
            parts.append("rarity:" + _quoted(self.rarity))
        if self.inkable:
            parts.append(self.inkable)
        if self.format:
            parts.append(f"format:{self.format}")
        return " ".join(parts)


def combined_query(text: str, card_filter: CardFilter) -> str:
    """The search box's text and the filters together."""
    return " ".join(p for p in (text.strip(), card_filter.query()) if p)
