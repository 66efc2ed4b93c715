"""How many cards play automated, per set: proven by card scenarios (the honest count) beside the old count.

The old count took a card as automated when every printed ability compiled (or had a hand script): a wrong
reading that renders back plausibly passed its own generated test. The honest count takes a printed ability
as proven only when a card scenario (written from the printed text) played it and checked the result, or
when it was compiled and scenarios played every template branch it took (``scripts.branches``). A card is
automated when it is vanilla or keyword-only (keywords are engine features, CR 8), or when every one of its
printed abilities is proven.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum

from lorcana_desktop.cards.model import Card
from lorcana_desktop.engine.abilities import ScriptProvider
from lorcana_desktop.scripts.branches import ABILITY, NAMED, PLAYED, Branch, Path


class CardKind(Enum):
    VANILLA = "vanilla"
    KEYWORDS = "keyword_only"
    ABILITIES = "abilities"  # named abilities or an action's effect


@dataclass(frozen=True, slots=True)
class PrintedAbility:
    """One printed ability as the counting sees it: automated at all (compiled or by hand), by hand, the branches
    the compiler took for it with the places of the steps that carry each (empty: the ability itself), and the
    indexes of the engine abilities it became in the card's script."""

    automated: bool
    by_hand: bool = False
    carriers: Mapping[Branch, frozenset[Path]] = field(default_factory=dict)
    indexes: tuple[int, ...] = ()

    @property
    def branches(self) -> frozenset[Branch]:
        return frozenset(self.carriers)


@dataclass(frozen=True, slots=True)
class CardEntry:
    """One unique card for the counting: its full name (the script's), first set and printed abilities."""

    name: str
    set_code: str
    kind: CardKind
    abilities: tuple[PrintedAbility, ...] = ()


@dataclass
class SetCoverage:
    """Counts of unique cards (by full name) of one set, or of several."""

    name: str
    unique: int = 0
    vanilla: int = 0
    keyword_only: int = 0
    full: int = 0  # every printed ability automated (the old count)
    partial: int = 0
    none: int = 0
    proven: int = 0  # cards with abilities, every one proven (the honest count)
    played: int = 0  # cards with at least one ability a scenario played

    @property
    def automated(self) -> int:
        """The old count: vanilla, keyword-only and fully scripted cards."""
        return self.vanilla + self.keyword_only + self.full

    @property
    def honest(self) -> int:
        return self.vanilla + self.keyword_only + self.proven

    @property
    def percent(self) -> float:
        return 100.0 * self.automated / self.unique if self.unique else 0.0

    @property
    def honest_percent(self) -> float:
        return 100.0 * self.honest / self.unique if self.unique else 0.0


@dataclass
class Coverage:
    sets: list[SetCoverage] = field(default_factory=list)
    total: SetCoverage = field(default_factory=lambda: SetCoverage("total"))
    main: SetCoverage = field(default_factory=lambda: SetCoverage("1-14"))  # the numbered sets
    missing: Counter[str] = field(default_factory=Counter)  # clauses no template reads, by cards
    branches: frozenset[Branch] = frozenset()  # every branch the automated cards' compiled abilities take
    covered: frozenset[Branch] = frozenset()  # those a scenario played
    uncovered_uses: Counter[Branch] = field(default_factory=Counter)  # uncovered branch -> cards it keeps out
    uncovered_alone: Counter[Branch] = field(default_factory=Counter)  # ... that would count with it alone
    scenarios: int = 0
    failed: list[str] = field(default_factory=list)  # the card scenarios that failed (their lines)
    # the cards with abilities that do not count (set, name, why), for ``cards coverage --unproven``
    unproven: list[tuple[str, str, str]] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def families(self) -> int:
        return len({(b.kind, b.family) for b in self.branches})

    @property
    def covered_families(self) -> int:
        return len({(b.kind, b.family) for b in self.covered})


def count(cards: Iterable[CardEntry], played: Mapping[tuple[str, int], Collection[Path]]) -> Coverage:
    """Count ``cards`` the old way and the honest way; ``played`` maps (card name, script ability index) of every
    ability a passing card scenario played and checked to the places of its steps that ran. A branch is covered
    when a played ability took it and ran a step that carries it (or the ability itself carries it)."""
    entries = list(cards)
    played_at: dict[tuple[str, int], set[Path]] = {}
    for (n, k), places in played.items():
        played_at.setdefault((n.casefold(), k), set()).update(places)

    def was_played(e: CardEntry, a: PrintedAbility) -> bool:
        return any((e.name.casefold(), k) in played_at for k in a.indexes)

    covered: set[Branch] = set()
    every: set[Branch] = set()
    for e in entries:
        for a in e.abilities:
            if a.automated and not a.by_hand:
                every |= a.branches
                ran: set[Path] = set()
                for pos, k in enumerate(a.indexes):  # (PLAYED from its k-th engine ability: that one was played)
                    ran |= {(ABILITY, pos) if p == PLAYED else p for p in played_at.get((e.name.casefold(), k), set())}
                if was_played(e, a):
                    covered |= {b for b, at in a.carriers.items() if not at or at & ran}
    out = Coverage(branches=frozenset(every), covered=frozenset(covered))
    by_set: dict[str, SetCoverage] = {}
    for e in entries:
        sc = by_set.setdefault(e.set_code, SetCoverage(e.set_code))
        rows = [sc, out.total] + ([out.main] if e.set_code.isdigit() and 1 <= int(e.set_code) <= 14 else [])
        for c in rows:
            c.unique += 1
        if e.kind is CardKind.VANILLA:
            kind = "vanilla"
        elif e.kind is CardKind.KEYWORDS:
            kind = "keyword_only"
        else:
            done = sum(1 for a in e.abilities if a.automated)
            kind = "full" if done == len(e.abilities) and done else "partial" if done else "none"
        for c in rows:
            setattr(c, kind, getattr(c, kind) + 1)
        if kind != "full":
            if kind != "vanilla" and kind != "keyword_only":
                todo = sum(1 for a in e.abilities if not a.automated)
                out.unproven.append((e.set_code, e.name, f"{todo} of {len(e.abilities)} abilities not automated"))
            continue
        gaps: set[Branch] = set()
        proven = True
        for a in e.abilities:
            if was_played(e, a):
                continue
            if a.by_hand or not a.branches:
                proven = False  # a hand script is proven only by a scenario that plays it
                continue
            missing = a.branches - covered
            if missing:
                proven = False
                gaps |= missing
        any_played = any(was_played(e, a) for a in e.abilities)
        if not proven:
            hand = sum(1 for a in e.abilities if a.by_hand and not was_played(e, a))
            why = [f"{hand} hand-written abilit{'y' if hand == 1 else 'ies'} no scenario plays"] if hand else []
            why += [f"branch {b} unplayed" for b in sorted(gaps, key=lambda b: b.sort_key)]
            out.unproven.append((e.set_code, e.name, "; ".join(why) or "no scenario plays it"))
        for c in rows:
            c.proven += proven
            c.played += any_played
        for b in gaps:
            out.uncovered_uses[b] += 1
        if len(gaps) == 1 and all(was_played(e, a) or (not a.by_hand and a.branches) for a in e.abilities):
            out.uncovered_alone[next(iter(gaps))] += 1
    out.sets = sorted(by_set.values(), key=lambda s: (not s.name.isdigit(), int(s.name) if s.name.isdigit() else 0,
                                                      s.name))
    return out


_NUM = re.compile(r"\b\d+\b")


def card_entries(cards: Iterable[Card], scripts: ScriptProvider | None = None) -> tuple[list[CardEntry], Counter[str]]:
    """Every card as the counting sees it (compiled by ``scripts.compiler``, hand scripts included), and the
    clauses no template reads (numbers as N) counted by cards. With ``scripts``, a card it gives no script for
    counts as not automated (a provider without the compiler)."""
    from lorcana_desktop.scripts import default_provider
    from lorcana_desktop.scripts.compiler import CompiledScripts, compile_card

    compiled = default_provider()  # (its compiles are kept: the scenario games use them too)
    entries = []
    missing: Counter[str] = Counter()
    for card in cards:
        if card.has_only_keywords:
            entries.append(CardEntry(card.full_name, card.set_code,
                                     CardKind.KEYWORDS if card.keywords else CardKind.VANILLA))
            continue
        result = compiled.result_for(card) if isinstance(compiled, CompiledScripts) else None
        if result is None:
            result = compile_card(card)
        scripted = scripts is None or scripts.script_for(card) is not None
        printed = []
        k = 0
        for r in result.results:
            n = len(r.abilities) if r.compiled else 0
            indexes = (NAMED,) if r.compiled and r.extra_names and not n else tuple(range(k, k + n))
            printed.append(PrintedAbility(r.compiled and scripted, r.by_hand, r.carriers, indexes))
            k += n
            if not r.compiled and r.missing:
                missing[_NUM.sub("N", r.missing)] += 1
        entries.append(CardEntry(card.english_full_name or card.full_name, card.set_code, CardKind.ABILITIES,
                                 tuple(printed)))
    return entries, missing


def format_unproven(cov: Coverage) -> str:
    """One line per card with abilities that the honest count leaves out, by set, with why."""
    return "\n".join(f"{s:>6}  {n}: {why}" for s, n, why in
                     sorted(cov.unproven, key=lambda u: (not u[0].isdigit(), int(u[0]) if u[0].isdigit() else 0,
                                                         u[0], u[1])))


def format_coverage(cov: Coverage, missing: int = 0) -> str:
    """The report of ``cards coverage``: per set the honest count beside the old one, the branches, the missing
    clauses and branches (``missing``: how many of each), and the total line last."""
    head = (f"{'set':>6} {'unique':>6} {'vanilla':>7} {'kw-only':>7} {'scripted':>8} {'old %':>6} "
            f"{'played':>6} {'proven':>6} {'honest':>6} {'honest %':>8}")
    lines = [head]
    for s in [*cov.sets, cov.main, cov.total]:
        lines.append(f"{s.name:>6} {s.unique:>6} {s.vanilla:>7} {s.keyword_only:>7} {s.full:>8} {s.percent:>5.1f}% "
                     f"{s.played:>6} {s.proven:>6} {s.honest:>6} {s.honest_percent:>7.1f}%")
    lines.append("")
    lines.append(f"{cov.scenarios} card scenarios run in {cov.seconds:.1f} s, {len(cov.failed)} failed (not counted)")
    for f in cov.failed:
        lines.append(f"  {f}")
    lines.append(f"template families {cov.covered_families} of {cov.families} played by scenarios, "
                 f"branches {len(cov.covered)} of {len(cov.branches)}")
    if missing:
        lines.append("")
        lines.append("branches no scenario plays yet (by cards they keep out; in brackets: cards only they keep out):")
        for b, n in sorted(cov.uncovered_uses.items(), key=lambda x: (-x[1], x[0].sort_key))[:missing]:
            lines.append(f"{n:>5} ({cov.uncovered_alone[b]:>3})  {b}")
        lines.append("")
        lines.append("clauses no template reads yet (by number of cards):")
        for text, n in cov.missing.most_common(missing):
            lines.append(f"{n:>5}  {text}")
    t = cov.total
    lines.append(f"automated {t.honest} of {t.unique} unique cards ({t.honest_percent:.1f}%) proven by scenarios; "
                 f"{t.automated} ({t.percent:.1f}%) by the old count")
    return "\n".join(lines)
