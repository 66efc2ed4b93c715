"""How many cards play fully automated: per set and in total, and the clauses no template reads yet."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from lorcana_desktop.cards.model import Card
from lorcana_desktop.engine.abilities import ScriptProvider


@dataclass
class SetCoverage:
    """Counts of unique cards (by full name) of one set, or of all sets."""

    name: str
    unique: int = 0
    vanilla: int = 0
    keyword_only: int = 0
    full: int = 0
    partial: int = 0
    none: int = 0

    @property
    def automated(self) -> int:
        return self.vanilla + self.keyword_only + self.full

    @property
    def percent(self) -> float:
        return 100.0 * self.automated / self.unique if self.unique else 0.0


@dataclass
class Coverage:
    sets: list[SetCoverage] = field(default_factory=list)
    total: SetCoverage = field(default_factory=lambda: SetCoverage("total"))
    missing: Counter[str] = field(default_factory=Counter)


_NUM = re.compile(r"\b\d+\b")


def _manual_clauses(card: Card) -> list[str]:
    from lorcana_desktop.scripts.compiler import compile_card

    return [r.missing for r in compile_card(card).results if not r.compiled and r.missing]


def coverage(cards: Iterable[Card], scripts: ScriptProvider) -> Coverage:
    """Count every unique card (first printing's set) as vanilla, keyword-only, fully, partly or not automated."""
    out = Coverage()
    by_set: dict[str, SetCoverage] = {}
    for card in cards:
        sc = by_set.setdefault(card.set_code, SetCoverage(card.set_code))
        for c in (sc, out.total):
            c.unique += 1
        if card.has_only_keywords:
            kind = "keyword_only" if card.keywords else "vanilla"
        else:
            script = scripts.script_for(card)
            printed = len(card.abilities) + (1 if card.effects else 0)
            if script is None:
                kind = "none"
            elif script.manual:
                kind = "partial" if len(script.manual) < printed else "none"
            else:
                kind = "full"
            if kind != "full":
                for m in _manual_clauses(card):
                    out.missing[_NUM.sub("N", m)] += 1
        for c in (sc, out.total):
            setattr(c, kind, getattr(c, kind) + 1)
    out.sets = sorted(by_set.values(), key=lambda s: (not s.name.isdigit(), int(s.name) if s.name.isdigit() else 0,
                                                      s.name))
    return out


def format_coverage(cov: Coverage, missing: int = 0) -> str:
    """The report of ``cards coverage``: a table per set, the missing clauses, and the total line last."""
    head = f"{'set':>6} {'unique':>6} {'vanilla':>7} {'kw-only':>7} {'full':>5} {'partly':>6} {'none':>5} {'auto %':>6}"
    lines = [head]
    for s in [*cov.sets, cov.total]:
        lines.append(f"{s.name:>6} {s.unique:>6} {s.vanilla:>7} {s.keyword_only:>7} {s.full:>5} {s.partial:>6} "
                     f"{s.none:>5} {s.percent:>5.1f}%")
    if missing:
        lines.append("")
        lines.append("clauses no template reads yet (by number of cards):")
        for text, n in cov.missing.most_common(missing):
            lines.append(f"{n:>5}  {text}")
    t = cov.total
    lines.append(f"automated {t.automated} of {t.unique} unique cards ({t.percent:.1f}%)")
    return "\n".join(lines)
