"""Template branches: which family of the compiler, and which reading of it, built each part of an ability.

A *family* is one template of the compiler: an effect clause template (``effects.Template``, by name), a
trigger event, a kind of static change, a kind of condition, the card selector, an activated cost, or the
way clauses join ("you may", "if you do", "choose one"). A *branch* is one distinct reading inside a family:
"chosen" or "all", "up to N" or exact, yours or opposing, "this turn" or "until the start of your next turn",
each trigger subject, each selector qualifier. ``cards coverage`` counts a compiled ability as proven when a
card scenario plays it, or when scenarios cover every one of its branches.

Branches are read off the typed result each template built (steps, triggers, statics) while the script is
built, never during play: the compiler records every clause template it used in ``Ctx.clauses``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import (
    ActionEffect,
    ActivatedAbility,
    ActivatedCost,
    StaticAbility,
    TriggeredAbility,
)


class Kind(Enum):
    """The kinds of template family."""

    CLAUSE = "clause"  # an effect clause template (scripts.effects, scripts.deck_top), by its name
    BODY = "body"  # how clauses are joined: "you may", "if you do", "choose one:", "if ..., ..."
    TRIGGER = "trigger"  # a trigger condition (scripts.triggers): one family per event
    STATIC = "static"  # a static ability (scripts.statics): one family per kind of change
    CONDITION = "condition"  # a condition ("if you have 2 or more ...", "while exerted"): one family per kind
    SELECTOR = "selector"  # the qualifiers of a card selector (scripts.selectors)
    COST = "cost"  # the costs of an activated ability (CR 4.4)


@dataclass(frozen=True, slots=True)
class Branch:
    """One reading of one family: ``Branch(Kind.CLAUSE, "deal damage", "chosen")``."""

    kind: Kind
    family: str
    reading: str

    def __post_init__(self) -> None:
        if not isinstance(self.kind, Kind) or not self.family or not self.reading:
            raise ValueError(f"a branch names its kind, family and reading: {self!r}")

    def __str__(self) -> str:
        return f"{self.kind.value} {self.family!r}: {self.reading}"

    @property
    def sort_key(self) -> tuple[str, str, str]:
        return (self.kind.value, self.family, self.reading)


@dataclass(frozen=True, slots=True)
class UsedTemplate:
    """A clause template that read part of an ability: its name, the steps it built, and where the records of
    the templates it called itself start (``first_inner``; those come before it in ``Ctx.clauses``)."""

    name: str
    steps: tuple[L.Step, ...]
    first_inner: int


_CONDITIONS = (L.Count, L.Flag, L.SelfStat, L.ZoneCount, L.Challenged, L.ThisTurn, L.All, L.CardIs, L.OpponentHas,
               L.AnyOf, L.Chosen)
_DURATION_WORDS = {"turn": "this turn", "next_turn": "until the start of your next turn",
                   "their_next_turn": "during their next turn", "permanent": "permanent",
                   "while_source": "while the source is in play", "challenge": "during the challenge"}
_OWNER_WORDS = {"you": "yours", "opp": "opposing", "any": "any player's"}
# Step fields naming a card or a player (a chosen variable, "self", a group selector, "you", "opponents" ...).
_TARGET_FIELDS = frozenset({"who", "src", "dst", "var"})
_SKIP_FIELDS = frozenset({"labels", "exclude", "of", "by", "n", "max", "times", "amount", "sel", "sels", "up_to",
                          "loc", "event", "steps", "modes", "first", "second", "otherwise", "picks", "cond"})


def _steps_below(steps: Iterable[Any], skip: set[int]) -> Iterator[L.Step]:
    """The steps of ``steps`` and inside them, leaving out (with what is inside) those whose id is in ``skip``."""
    for s in steps:
        if id(s) in skip:
            continue
        if isinstance(s, L.Step):
            yield s
        if isinstance(s, (tuple, list)):
            yield from _steps_below(s, skip)
        elif dataclasses.is_dataclass(s):
            for f in dataclasses.fields(s):
                v = getattr(s, f.name)
                if isinstance(v, (tuple, list, L.Step)):
                    yield from _steps_below(v if isinstance(v, (tuple, list)) else (v,), skip)


def _is_var(v: str, chosen: set[str]) -> bool:
    """Is ``v`` a variable the compiler named (a chosen card "t1", a number "nt2", a player "_pm")?"""
    return v in chosen or v.startswith("_") or v[:1] in ("t", "n") and v.lstrip("n")[1:2].isdigit()


def _choose_readings(c: L.Choose) -> list[str]:
    out = []
    if isinstance(c.sel, str):
        out.append(f"chosen {c.sel}")
    elif c.up_to:
        out.append("up to N chosen" if c.n > 1 else "up to 1 chosen")
    elif c.n > 1:
        out.append("N chosen")
    elif c.exclude or c.sel.other:
        out.append("another chosen")
    else:
        out.append("chosen")
    if c.by == "opponents":
        out.append("each opponent chooses one of theirs")
    elif c.by == "of":
        out.append("the chosen player chooses")
    elif c.of:
        out.append("among a chosen player's cards")
    if isinstance(c.sel, L.Sel):
        out.append(_OWNER_WORDS[c.sel.owner])
        if c.sel.zone != "play":
            out.append(f"from {c.sel.zone}")
    return out


def _step_readings(s: L.Step, chosen: set[str]) -> list[str]:
    """The readings one step shows: its kind, its targets, duration, sign and the non-default choices it made."""
    if isinstance(s, L.Choose):
        return _choose_readings(s)
    if isinstance(s, L.May):
        return ["you may"]
    if isinstance(s, L.ChooseNumber):
        return ["choose a number up to N"]
    out = [s.kind]
    for f in dataclasses.fields(s):  # type: ignore[arg-type]
        v = getattr(s, f.name)
        name = f.name
        if name in _TARGET_FIELDS and isinstance(v, L.Sel):
            out.append(f"all ({_OWNER_WORDS[v.owner]})")
        elif name in _TARGET_FIELDS and isinstance(v, str):
            if _is_var(v, chosen):
                if v not in chosen:
                    out.append("them (named before)")
            elif v.startswith("owner:"):
                out.append("the player of a chosen card")
            else:
                out.append({"self": "this card"}.get(v, v))
        elif name == "duration":
            out.append(_DURATION_WORDS.get(v, v))
        elif name in ("amount", "n") and isinstance(v, int) and not isinstance(v, bool) and hasattr(s, "stat"):
            out.append(f"{s.stat} {'+' if v >= 0 else '-'}")
        elif name in ("amount", "n") and isinstance(v, str):
            out.append("the chosen number")
        elif name in ("amount", "n") and dataclasses.is_dataclass(v):
            out.append(f"amount: {type(v).__name__}")
        elif name == "key" and getattr(s, "what", "") == "kw" or name == "keyword":
            continue  # which keyword is given is the engine's (CR 8), not a reading of the template
        elif name in _SKIP_FIELDS or name == "stat" or isinstance(v, (tuple, list)) or dataclasses.is_dataclass(v):
            continue
        elif v != f.default and isinstance(v, (bool, str)):  # (a number is data, not a reading)
            out.append(f"{name} {v!r}" if isinstance(v, str) and not v.isidentifier() else f"{name} {v}")
    if isinstance(s, L.RemoveDamage) and isinstance(s.n, int):  # "remove all damage" or "remove up to N damage"
        out.append("all damage" if s.n >= 999 else "up to N damage")
    if isinstance(s, L.Continuous) and s.what == "stat" and isinstance(s.amount, int):
        out.append(f"{s.key} {'+' if s.amount >= 0 else '-'}")
    return out


def clause_carriers(clauses: Sequence[UsedTemplate]) -> dict[Branch, set[int]]:
    """The CLAUSE branches of the templates an ability used, each with the ids of the steps that carry it: a
    template's readings of its own steps (the steps built by the templates it called are theirs)."""
    out: dict[Branch, set[int]] = {}
    for k, used in enumerate(clauses):
        inner = clauses[used.first_inner:k]
        skip = {id(s) for u in inner for s in u.steps}
        own = list(_steps_below(used.steps, skip))
        chosen = {s.var for s in own if isinstance(s, (L.Choose, L.ChooseNumber))}
        ids = {id(s) for s in own} or {id(s) for s in _steps_below(used.steps, set())}
        readings = {r for s in own for r in _step_readings(s, chosen)} or {"joins other clauses"}
        for r in readings:
            out.setdefault(Branch(Kind.CLAUSE, used.name, r), set()).update(ids)
    return out


def _sel_readings(sel: L.Sel) -> list[str]:
    out = []
    for f in dataclasses.fields(sel):
        v = getattr(sel, f.name)
        if v == f.default:
            continue
        if f.name == "owner":
            out.append(_OWNER_WORDS[v])
        elif f.name == "types":
            out.append(" or ".join(v))
        elif isinstance(v, tuple) and len(v) == 2 and v[0] in L.COMPARISONS:
            out.append(f"{f.name} {v[0]} N")
        elif isinstance(v, bool) or v is None:
            out.append(f"{f.name} {v}")
        elif f.name == "zone":
            out.append(f"in {v}")
        else:
            out.append(f.name)  # a classification, a name, a keyword, an ink: which one is data
    return out


def _cond_branches(c: Any) -> set[Branch]:
    fam = type(c).__name__
    if isinstance(c, L.Count):
        return {Branch(Kind.CONDITION, fam, f"{c.op} {'1' if c.n == 1 else 'N'}")}
    if isinstance(c, L.Flag):  # (the names read against the resolving effect keep the family they had as Versus)
        return {Branch(Kind.CONDITION, "Versus" if c.name in L.VERSUS_TESTS else fam, c.name)}
    if isinstance(c, L.SelfStat):
        return {Branch(Kind.CONDITION, fam, c.stat)}
    if isinstance(c, L.ZoneCount):
        return {Branch(Kind.CONDITION, fam, f"{c.zone} {c.op}")}
    if isinstance(c, L.ThisTurn):
        return {Branch(Kind.CONDITION, fam, c.what + (" during your turn" if c.your_turn else ""))}
    if isinstance(c, L.OpponentHas):
        return {Branch(Kind.CONDITION, fam, f"{c.what} {c.op}")}
    if isinstance(c, L.Chosen):
        return {Branch(Kind.CONDITION, fam, c.test)}
    if isinstance(c, L.CardIs):
        return {Branch(Kind.CONDITION, fam, c.who)}
    return {Branch(Kind.CONDITION, fam, "holds")}


def _body_branches(v: Any) -> set[Branch]:
    if isinstance(v, L.May):
        return {Branch(Kind.BODY, "you may", "optional")}
    if isinstance(v, L.Modes):
        return {Branch(Kind.BODY, "choose one", f"{len(v.modes)} modes" if len(v.modes) > 2 else "2 modes")}
    if isinstance(v, L.If):
        if v.cond == L.Flag("did"):
            return {Branch(Kind.BODY, "if you do", "after a may" if not v.otherwise else "or else")}
        return {Branch(Kind.BODY, "if", "otherwise" if v.otherwise else "then")}
    return set()


def _parts_branches(ab: Any) -> Carriers:
    """SELECTOR, CONDITION and BODY branches of every selector, condition and joining step inside ``ab``, each
    carried by the step it sits in (a selector of a trigger or a static: by the ability itself)."""
    out: Carriers = {}

    def visit(x: Any, path: Path | None, carrier: Path | None) -> None:
        # path: the place of x among the ability's steps (None outside them); carrier: the nearest step around it
        if isinstance(x, (tuple, list)):
            for k, y in enumerate(x):
                visit(y, None if path is None else (*path, k), carrier)
            return
        if not dataclasses.is_dataclass(x) or isinstance(x, type):
            return
        if isinstance(x, L.Step) and path is not None:
            carrier = path
        if isinstance(x, L.Sel):
            found = {Branch(Kind.SELECTOR, "selector", r) for r in _sel_readings(x)}
        elif isinstance(x, _CONDITIONS):
            found = _cond_branches(x)
        else:
            found = _body_branches(x)
        for b in found:
            _carry(out, b, carrier)
        for f in dataclasses.fields(x):
            v = getattr(x, f.name)
            if isinstance(v, (tuple, list)) or dataclasses.is_dataclass(v):
                visit(v, None if path is None else (*path, f.name), carrier)

    root = _root(ab)
    for f in dataclasses.fields(ab):
        v = getattr(ab, f.name)
        if isinstance(v, (tuple, list)) or dataclasses.is_dataclass(v):
            visit(v, (f.name,) if f.name == root else None, None)
    return out


Path = tuple[str | int, ...]
# Which steps carry a branch: a scenario covers it when it ran one of them. The place (ABILITY, i) stands for the
# i-th engine ability of the printed one (a trigger, static or cost: covered when that one was played; the runner
# reports PLAYED for each ability it saw played); an empty set: always covered once the printed ability is played.
Carriers = dict[Branch, set[Path]]
ABILITY = "ability"
PLAYED: Path = (ABILITY,)
# The index a card's added names ("counts as being named both Chip and Dale", "... named King Candy for Shift") stand
# at among its script's abilities: they are no engine ability, yet a scenario plays them (a name matched through them).
NAMED = -1


def _carry(out: Carriers, b: Branch, path: Path | None) -> None:
    """Record that ``path`` carries ``b`` (None: the ability itself, which then always carries it)."""
    if path is None:
        out[b] = set()
    elif b not in out:
        out[b] = {path}
    elif out[b]:
        out[b].add(path)


def _root(ab: Any) -> str:
    return "effect" if isinstance(ab, ActivatedAbility) else "steps"


def step_paths(ab: Any) -> dict[int, Path]:
    """The place of every effect step inside ability ``ab`` (field names and indexes from the ability), by the
    step's id: the same text compiles to the same places, so places name steps across compiles."""
    out: dict[int, Path] = {}

    def visit(v: Any, path: Path) -> None:
        if isinstance(v, L.Step):
            out.setdefault(id(v), path)
            for f in dataclasses.fields(v):  # type: ignore[arg-type]
                visit(getattr(v, f.name), (*path, f.name))
        elif isinstance(v, tuple):
            for k, x in enumerate(v):
                visit(x, (*path, k))

    root = _root(ab)
    visit(getattr(ab, root, ()), (root,))
    return out


def _trigger_branches(ab: TriggeredAbility) -> set[Branch]:
    out = {Branch(Kind.TRIGGER, ab.event, f"subject: {ab.subject}")}
    if isinstance(ab.condition, L.Flag):  # a named condition checked as the event happens (the bag)
        out.add(Branch(Kind.TRIGGER, ab.event, f"while: {ab.condition.name}"))
    elif ab.condition is not None:
        out |= _cond_branches(ab.condition)
    if ab.once_per_turn:
        out.add(Branch(Kind.TRIGGER, ab.event, "once per turn"))
    if ab.zone != "play":
        out.add(Branch(Kind.TRIGGER, ab.event, f"from the {ab.zone}"))
    if ab.resolve_if is not None:
        out |= _cond_branches(ab.resolve_if)
    return out


def _static_branches(ab: StaticAbility) -> set[Branch]:
    out = {Branch(Kind.STATIC, ab.stat, f"applies to: {ab.applies_to}")}
    if ab.amount and ab.stat in ("strength", "willpower", "lore", "cost", "sing", "move_cost", "move_cost_here"):
        out.add(Branch(Kind.STATIC, ab.stat, "+N" if ab.amount > 0 else "-N"))
    if ab.per is not None:
        out.add(Branch(Kind.STATIC, ab.stat, f"for each: {type(ab.per).__name__}"))
    if ab.stat == "keyword" and ab.amount:
        out.add(Branch(Kind.STATIC, ab.stat, "keyword with a value"))
    if ab.condition is not None:
        out |= _cond_branches(ab.condition)
    return out


def _cost_branches(ab: ActivatedAbility) -> set[Branch]:
    out = set()
    cost: ActivatedCost = ab.cost
    for f in dataclasses.fields(cost):
        v = getattr(cost, f.name)
        if f.name in ("supported", "banish_count") or v == f.default:
            continue
        out.add(Branch(Kind.COST, "activated", f.name if f.name != "discard" else f"discard {v}"))
    if ab.once_per_turn:
        out.add(Branch(Kind.COST, "activated", "once per turn"))
    if ab.condition is not None:
        out |= _cond_branches(ab.condition)
    return out


def ability_branches(abilities: Sequence[Any], clauses: Sequence[UsedTemplate] = (),
                     extra_names: Sequence[str] = ()) -> dict[Branch, frozenset[Path]]:
    """Every branch one printed ability took (its engine abilities: several for a trigger with two conditions, or a
    static with two changes; and the clause templates that read its effect), each with the places of the steps that
    carry it (empty: the ability itself)."""
    out: Carriers = {}
    places: dict[int, Path] = {}
    for ab in abilities:
        for k, v in step_paths(ab).items():
            places.setdefault(k, v)
    for b, steps in clause_carriers(clauses).items():
        found = {places[i] for i in steps if i in places}
        for p in found or [None]:  # steps the ability does not hold as built: carried by the ability itself
            _carry(out, b, p)
    for i, ab in enumerate(abilities):
        itself = (ABILITY, i)  # its trigger, static or cost: carried by this engine ability having been played
        if isinstance(ab, TriggeredAbility):
            own = _trigger_branches(ab)
        elif isinstance(ab, StaticAbility):
            own = _static_branches(ab)
        elif isinstance(ab, ActivatedAbility):
            own = _cost_branches(ab)
        elif isinstance(ab, ActionEffect):
            own = set()
        else:
            raise TypeError(f"not an ability: {ab!r}")
        for b in own:
            _carry(out, b, itself)
        for b, paths in _parts_branches(ab).items():
            for p in paths or [itself]:
                _carry(out, b, p)
    if extra_names:
        _carry(out, Branch(Kind.STATIC, "counts as named", "for Shift"), None)
    return {b: frozenset(v) for b, v in out.items()}
