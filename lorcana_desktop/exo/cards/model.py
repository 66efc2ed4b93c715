"""The Exo card model: abilities, costs, cards and sets as frozen dataclasses that check themselves.

Rulings this module settles where the rules and DESIGN.md leave a choice open:

- R-3: ``life`` is a required field of a Leader, ``emergency`` an optional one (1 to life - 1); an
  Emergency side needs its STATO DI EMERGENZA ability («utilizzerà l'effetto di STATO DI EMERGENZA»),
  and that keyword appears nowhere else.
- An ability written without ``effect`` steps is "not automated": the game will ask a person to
  resolve its text by hand. GUARDIA and ODIO need no steps (what they do is the rule itself), so they
  count as automated; a ``kind = "passive"`` ability is always manual (the program plays always-on
  text only from the card's ``statics``).
- A Tattica never enters the Field, so key abilities that need the Field (ATTIVAZIONE, CICLO, COPRI,
  GUARDIA, IMBOSCATA, MORTE, ODIO, ONORE, RABBIA, SACRIFICIO) and passive keywords are mistakes on it.
- A Reliquia plays as a Creatura, Vice Leader or Tattica (``as_type``): it is shuffled into the main
  deck, and follows that type's rules («segue le regole del tipo di carta a cui appartiene»).
- ``max_copies`` may lower the copy limit to 1, never raise it past 2 («Massimo 2 copie»).
"""

from __future__ import annotations

import re
import typing
from collections.abc import Iterator
from dataclasses import dataclass, field, fields, is_dataclass
from pathlib import PurePosixPath, PureWindowsPath
from typing import Annotated, Any, ClassVar

from lorcana_desktop.exo.cards.effects import RESERVED_REFS, Condition, CreateRelic, CreateToken, Static, Step
from lorcana_desktop.exo.cards.terms import (
    RELIC_TYPES,
    AbilityKind,
    CardDataError,
    CardFilter,
    CardType,
    Count,
    Identifier,
    Issue,
    Keyword,
    PassiveKeyword,
    Range,
    SetColor,
    Strength,
    TableOf,
    Timing,
    VlMode,
    field_issues,
    field_types,
    raise_issues,
)

# The file format this program reads (the ``format`` key of a set's header).
FORMAT_VERSION = 1
SET_CODE = re.compile(r"^[A-Z0-9]{2,8}$")
CARD_ID = re.compile(r"^(?P<code>[A-Z0-9]{2,8})-(?P<number>[0-9]{1,4}[a-z]?)$")
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp")


# ------------------------------------------------------------------ abilities


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """A «bersaglio» the ability declares when it is activated (or its card enters Etere): ``count``
    cards matching ``filter`` into the variable ``var``; ``up_to`` = «fino a» (fewer may be chosen)."""

    var: Annotated[str, Identifier()]
    filter: CardFilter = field(default_factory=CardFilter)
    count: Count = 1
    up_to: bool = False

    def __post_init__(self) -> None:
        issues = field_issues(self)
        if self.var in RESERVED_REFS:
            issues.append(Issue("var", f"{self.var!r} is a reserved word; call the target \"t\" or similar"))
        raise_issues(issues)


@dataclass(frozen=True, slots=True)
class ExoAbility:
    """One ability of a card: a key ability (``keyword``) or another ``kind``; ``effect`` None = the text
    is resolved by hand."""

    keyword: Keyword | None = None
    kind: AbilityKind | None = None
    text: str = ""
    once_per_turn: bool = False
    optional: bool = False  # «puoi»: the controller may decline (R-24)
    up_to: bool = False  # «fino a»: still resolves on the targets left (R-23)
    timing: Timing | None = None
    targets: tuple[TargetSpec, ...] = ()
    condition: Condition | None = None
    trigger_cost: tuple[Step, ...] = ()  # the «condizione di innesco» paid before the effect enters the chain
    effect: tuple[Step, ...] | None = None
    against: CardFilter | None = None  # ODIO (x): the characteristics it hates
    # Keys whose checks read another key: the loader skips them when that key had a mistake of its own.
    CHECKED_WITH: ClassVar[dict[str, tuple[str, ...]]] = {"effect": ("targets",), "trigger_cost": ("targets",)}

    def __post_init__(self) -> None:
        issues = field_issues(self)
        raise_issues(issues)
        kind = self.kind
        if self.keyword is not None:
            if kind is not None and kind is not AbilityKind.KEY:
                issues.append(Issue("kind", f"an ability has a keyword ({self.keyword.value}) or a kind "
                                            f"({kind.value}), not both"))
            kind = AbilityKind.KEY
        elif kind is None:
            issues.append(Issue("", "an ability needs a keyword (ATTIVAZIONE, MORTE, ...) or a kind "
                                    "(activated, leader, tactic, passive)"))
        elif kind is AbilityKind.KEY:
            issues.append(Issue("kind", 'kind "key" needs the keyword itself: write keyword = "MORTE" (or another)'))
        object.__setattr__(self, "kind", kind)
        if self.effect is not None and not self.effect:
            issues.append(Issue("effect", "an empty effect list: leave 'effect' out when the text is resolved by hand"))
        if self.keyword is Keyword.GUARDIA and (self.effect is not None or self.targets):
            issues.append(Issue("effect" if self.effect is not None else "targets",
                                "GUARDIA changes the attack's target by its rule: it has no targets or effect steps"))
        if self.keyword is Keyword.ODIO:
            if self.against is None or not self.against.characteristics():
                issues.append(Issue("against", "ODIO needs 'against': the characteristics it hates "
                                               "(race, class, color, type or name)"))
            if self.effect is not None:
                issues.append(Issue("effect", "ODIO adds 100 strength by its rule: it has no effect steps"))
        elif self.against is not None:
            issues.append(Issue("against", "'against' belongs to ODIO only"))
        if kind is AbilityKind.PASSIVE:
            for key, given in (("effect", self.effect is not None), ("targets", bool(self.targets)),
                               ("trigger_cost", bool(self.trigger_cost))):
                if given:
                    issues.append(Issue(key, "a passive ability has no triggers or steps; write an always-on "
                                             "effect the program should play under the card's statics"))
        if self.trigger_cost and kind not in (AbilityKind.ACTIVATED, AbilityKind.LEADER):
            issues.append(Issue("trigger_cost", "only an activated or Leader ability has a trigger_cost "
                                                "(COPRI and RABBIA pay theirs by their rule)"))
        names: set[str] = set()
        for i, target in enumerate(self.targets):
            if target.var in names:
                issues.append(Issue(f"targets[{i}].var", f"the target variable {target.var!r} is declared twice"))
            names.add(target.var)
        for part, steps in (("trigger_cost", self.trigger_cost), ("effect", self.effect or ())):
            for i, step in enumerate(steps):
                for ref in step.card_refs():
                    if ref not in names:
                        declared = ", ".join(sorted(names)) or "none"
                        issues.append(Issue(f"{part}[{i}].who", f"{ref!r} is not a declared target "
                                                                f"(targets: {declared}); or use \"self\" or \"all\""))
        raise_issues(issues)

    @property
    def automated(self) -> bool:
        """True when the program plays the ability; False when a person resolves its text by hand."""
        if self.kind is AbilityKind.PASSIVE:
            return False
        if self.keyword in (Keyword.GUARDIA, Keyword.ODIO):
            return True
        return self.effect is not None

    @property
    def label(self) -> str:
        """The ability's name in a list: its keyword, else its kind ("leader", "tactic", ...)."""
        if self.keyword is not None:
            return self.keyword.value
        return self.kind.value if self.kind else "?"


# ------------------------------------------------------------------ costs


@dataclass(frozen=True, slots=True)
class ColorUnit:
    """Part of a Costo that must be paid with cards of one colour (R-1)."""

    color: Annotated[str, SetColor()]
    count: Count

    def __post_init__(self) -> None:
        raise_issues(field_issues(self))


@dataclass(frozen=True, slots=True)
class Cost:
    """A Costo: ``amount`` units, of which ``colors`` must be of a colour (``{blu = 1}``), R-1."""

    amount: Annotated[int, Range(0)]
    colors: Annotated[tuple[ColorUnit, ...], TableOf()] = ()

    def __post_init__(self) -> None:
        issues = field_issues(self)
        coloured = sum(u.count for u in self.colors if isinstance(u, ColorUnit))
        if not issues and coloured > self.amount:
            issues.append(Issue("colors", f"{coloured} coloured units in a cost of {self.amount}"))
        raise_issues(issues)


@dataclass(frozen=True, slots=True)
class SacrificePart:
    """Part of a Sacrificio: ``count`` face-up cards of your Field matching ``filter`` (R-33)."""

    count: Count = 1
    filter: CardFilter = field(default_factory=CardFilter)

    def __post_init__(self) -> None:
        issues = field_issues(self)
        if not issues and any(z.value != "campo" for z in self.filter.zone):
            issues.append(Issue("filter.zone", "sacrificed cards come from your Field "
                                               "(«le carte indicate scoperte sul tuo campo»)"))
        raise_issues(issues)


@dataclass(frozen=True, slots=True)
class AltCost:
    """Another way to pay for the card (a Costo or a Sacrificio), under a condition."""

    cost: Cost | None = None
    sacrifice: tuple[SacrificePart, ...] = ()
    condition: Condition | None = None
    text: str = ""

    def __post_init__(self) -> None:
        issues = field_issues(self)
        if (self.cost is None) == (not self.sacrifice):
            issues.append(Issue("", "an alternative cost has either a cost or a sacrifice"))
        raise_issues(issues)


@dataclass(frozen=True, slots=True)
class CounterCount:
    """Counters of one type a card starts with on the Field (``start_counters = {rabbia = 2}``, R-25)."""

    counter: Annotated[str, Identifier()]
    n: Count

    def __post_init__(self) -> None:
        raise_issues(field_issues(self))


@dataclass(frozen=True, slots=True)
class EmergencySide:
    """The back of a Leader, shown from its EMERGENZA life on: its strength, text and abilities."""

    strength: Strength
    text: str = ""
    abilities: tuple[ExoAbility, ...] = ()

    def __post_init__(self) -> None:
        raise_issues(field_issues(self))


# ------------------------------------------------------------------ cards


@dataclass(frozen=True, slots=True)
class ExoCard:
    """One card of a set. ``set_code`` and ``number`` come from ``id`` ("FAN1-014")."""

    id: str
    name: str
    type: CardType
    colors: Annotated[tuple[str, ...], SetColor()] = ()
    races: tuple[str, ...] = ()
    classes: tuple[str, ...] = ()
    strength: Strength | None = None
    text: str = ""
    abilities: tuple[ExoAbility, ...] = ()
    keywords: tuple[PassiveKeyword, ...] = ()
    start_counters: Annotated[tuple[CounterCount, ...], TableOf()] = ()
    statics: tuple[Static, ...] = ()
    timing: Timing | None = None
    play_condition: Condition | None = None
    cost: Cost | None = None
    sacrifice: tuple[SacrificePart, ...] = ()
    alt_costs: tuple[AltCost, ...] = ()
    life: Annotated[int, Range(1)] | None = None
    emergency: Annotated[int, Range(1)] | None = None
    emergency_side: EmergencySide | None = None
    as_type: CardType | None = None
    vl_modes: tuple[VlMode, ...] = ()
    illustrator: str = ""
    rarity: str = ""
    first_edition: bool = False
    image: str = ""
    max_copies: Annotated[int, Range(1, 2)] = 2
    set_code: str = field(init=False, default="")
    number: str = field(init=False, default="")

    def __post_init__(self) -> None:
        m = CARD_ID.match(self.id)
        if m:
            object.__setattr__(self, "set_code", m.group("code"))
            object.__setattr__(self, "number", m.group("number"))
        issues = field_issues(self)
        raise_issues(issues or card_issues(self, id_ok=m is not None))

    @property
    def generated(self) -> bool:
        """Pedina and Reliquia: made during a game, never in a deck at the start."""
        return self.type.generated

    @property
    def plays_as(self) -> CardType:
        """The type whose rules the card follows in a game (a Reliquia's ``as_type``)."""
        return self.as_type if self.type is CardType.RELIQUIA and self.as_type else self.type

    def all_abilities(self) -> tuple[ExoAbility, ...]:
        """Front and Emergency-side abilities."""
        back = self.emergency_side.abilities if self.emergency_side else ()
        return self.abilities + back


def _issue(issues: list[Issue], key: str, message: str) -> None:
    issues.append(Issue(key, message))


def _image_issue(image: str) -> str:
    if PurePosixPath(image).is_absolute() or PureWindowsPath(image).is_absolute() or PureWindowsPath(image).drive:
        return "the picture's path must be relative to the set file's folder"
    if ".." in PurePosixPath(image.replace("\\", "/")).parts:
        return "the picture must be inside the set file's folder (no '..')"
    if not image.casefold().endswith(IMAGE_SUFFIXES):
        return f"a picture is {', '.join(IMAGE_SUFFIXES)}"
    return ""


def card_issues(card: ExoCard, *, id_ok: bool = True) -> list[Issue]:
    """Every rule of its type the card breaks (the loader reports them with the file's lines)."""
    issues: list[Issue] = []
    if not id_ok:
        _issue(issues, "id", f"{card.id!r} is not a card id like \"FAN1-014\" (set code, \"-\", number)")
    if not card.name.strip():
        _issue(issues, "name", "a card needs a name")
    t = card.type
    rules = card.plays_as
    if t is CardType.RELIQUIA:
        if card.as_type is None:
            _issue(issues, "as_type", "a Reliquia needs as_type: the type it plays as (creatura, vice leader, "
                                      "tattica)")
        elif card.as_type not in RELIC_TYPES:
            _issue(issues, "as_type", f"a Reliquia is shuffled into the main deck, so it plays as creatura, vice "
                                      f"leader or tattica, not {card.as_type.value}")
    elif card.as_type is not None:
        _issue(issues, "as_type", "only a Reliquia has as_type")
    # Strength: every card on the Field has one; a Tattica never enters the Field.
    if rules is CardType.TATTICA and card.strength is not None:
        _issue(issues, "strength", "a Tattica has no strength (it never enters the Field)")
    elif rules is not CardType.TATTICA and card.strength is None:
        _issue(issues, "strength", f"a {rules.value} needs a strength")
    # What it costs.
    if rules in (CardType.CREATURA, CardType.VICE_LEADER) and card.cost is None:
        _issue(issues, "cost", f"a {rules.value} needs a cost (cost = {{amount = N}}, the «Costo»)")
    if rules.is_evolution:
        if not card.sacrifice:
            _issue(issues, "sacrifice", f"an {rules.value} needs a sacrifice (sacrifice = [{{count = N, filter = "
                                        f"{{...}}}}], the «Sacrificio»)")
        if card.cost is not None:
            _issue(issues, "cost", f"an {rules.value} is paid by its Sacrificio, not a cost")
    elif card.sacrifice:
        _issue(issues, "sacrifice", "only an Evoluzione is paid by a Sacrificio")
    if rules in (CardType.LEADER, CardType.PEDINA):
        why = "starts on the Field" if rules is CardType.LEADER else "is made by an effect"
        for key, given in (("cost", card.cost is not None), ("alt_costs", bool(card.alt_costs)),
                           ("timing", card.timing is not None), ("play_condition", card.play_condition is not None)):
            if given:
                _issue(issues, key, f"a {rules.value} is never played from the hand: it {why}")
    # Leader's life and Emergency side (R-3, R-17).
    if t is CardType.LEADER:
        if card.life is None:
            _issue(issues, "life", "a Leader needs life: its starting life (R-3; the rules give no number)")
        if card.emergency is not None and card.life is not None and card.emergency >= card.life:
            _issue(issues, "emergency", f"emergency {card.emergency} must be below the Leader's life {card.life}")
        if card.emergency is not None and card.emergency_side is None:
            _issue(issues, "emergency_side", "a Leader with an emergency value needs its emergency_side")
        if card.emergency_side is not None and card.emergency is None:
            _issue(issues, "emergency", "a Leader with an emergency_side needs its emergency value (the life at "
                                        "which it turns)")
        if card.emergency_side is not None and not any(
                a.keyword is Keyword.STATO_DI_EMERGENZA for a in card.emergency_side.abilities):
            _issue(issues, "emergency_side.abilities", "an Emergency side needs its STATO DI EMERGENZA ability")
        for i, a in enumerate(card.abilities):
            if a.keyword is Keyword.COPRI:
                _issue(issues, f"abilities[{i}].keyword", "a Leader cannot be covered, so it has no COPRI")
    else:
        for key, given in (("life", card.life is not None), ("emergency", card.emergency is not None),
                           ("emergency_side", card.emergency_side is not None)):
            if given:
                _issue(issues, key, f"only a Leader has {key}")
    if card.vl_modes and t is not CardType.EVOLUZIONE_VICE_LEADER:
        _issue(issues, "vl_modes", "only an Evoluzione Vice Leader has vl_modes")
    # Abilities that fit the type.
    placed = [(f"abilities[{i}]", a) for i, a in enumerate(card.abilities)]
    if card.emergency_side is not None:
        placed += [(f"emergency_side.abilities[{i}]", a) for i, a in enumerate(card.emergency_side.abilities)]
    tactic_abilities = 0
    for key, a in placed:
        if a.keyword is Keyword.STATO_DI_EMERGENZA and not key.startswith("emergency_side"):
            _issue(issues, f"{key}.keyword", "STATO DI EMERGENZA belongs on a Leader's emergency_side")
        if a.kind is AbilityKind.LEADER and t is not CardType.LEADER:
            _issue(issues, f"{key}.kind", "only a Leader has a Leader effect (kind = \"leader\")")
        if a.kind is AbilityKind.TACTIC:
            tactic_abilities += 1
            if rules is not CardType.TATTICA:
                _issue(issues, f"{key}.kind", "kind = \"tactic\" is a Tattica's own effect; this card is a "
                                              f"{rules.value} (use activated, or a keyword)")
            elif tactic_abilities == 2:
                _issue(issues, f"{key}.kind", "a Tattica has one tactic effect; put all its steps in it")
        if rules is CardType.TATTICA and a.keyword is not None and a.keyword.needs_field:
            _issue(issues, f"{key}.keyword", f"{a.keyword.value} needs the card on the Field, and a Tattica never "
                                             "goes there")
    if rules is CardType.TATTICA and card.keywords:
        _issue(issues, "keywords", "a Tattica has no passive keywords (they work on the Field and in Etere "
                                   "for cards that stay there)")
    if len(set(card.keywords)) != len(card.keywords):
        _issue(issues, "keywords", "a keyword is listed twice")
    if len({c.counter for c in card.start_counters}) != len(card.start_counters):
        _issue(issues, "start_counters", "a counter type is listed twice")
    if len(set(card.colors)) != len(card.colors):
        _issue(issues, "colors", "a colour is listed twice")
    if card.image:
        problem = _image_issue(card.image)
        if problem:
            _issue(issues, "image", problem)
    return issues


# ------------------------------------------------------------------ sets


@dataclass(frozen=True, slots=True)
class SetInfo:
    """The ``[set]`` header of a set file."""

    code: str
    name: str
    format: int
    language: str = "it"
    colors: tuple[str, ...] = ()
    author: str = ""
    description: str = ""

    def __post_init__(self) -> None:
        issues = field_issues(self)
        if issues:
            raise_issues(issues)
        if not SET_CODE.match(self.code):
            _issue(issues, "code", f"{self.code!r} is not a set code: 2 to 8 capital letters or digits, like \"FAN1\"")
        if not self.name.strip():
            _issue(issues, "name", "a set needs a name")
        if self.format != FORMAT_VERSION:
            _issue(issues, "format", f"format {self.format}: this program reads format {FORMAT_VERSION}"
                                     + (" (a newer program wrote this file)" if self.format > FORMAT_VERSION else ""))
        if any(not c.strip() for c in self.colors):
            _issue(issues, "colors", "an empty colour name")
        if len(set(self.colors)) != len(self.colors):
            _issue(issues, "colors", "a colour is listed twice")
        raise_issues(issues)


@dataclass(frozen=True, slots=True)
class ExoSet:
    """A card set: its header and its cards, with every card id and name unique."""

    info: SetInfo
    cards: tuple[ExoCard, ...]
    _by_id: dict[str, ExoCard] = field(init=False, repr=False, compare=False, default_factory=dict)

    def __post_init__(self) -> None:
        found = set_issues(self.info, self.cards)
        if found:
            raise CardDataError(issue.under(f"card[{pos}]") if pos is not None else issue for pos, issue in found)
        self._by_id.update((c.id, c) for c in self.cards)

    @property
    def code(self) -> str:
        return self.info.code

    def card(self, card_id: str) -> ExoCard | None:
        return self._by_id.get(card_id)


def walk(obj: Any, key: str = "") -> Iterator[tuple[str, Any, str, tuple[Any, ...]]]:
    """Every field of ``obj`` and the objects inside it: (key of the field, value, field name, the field's
    annotation extras such as SetColor)."""
    if not is_dataclass(obj) or isinstance(obj, type):
        return
    hints = field_types(type(obj))
    for f in fields(obj):
        value = getattr(obj, f.name)
        sub = f"{key}.{f.name.rstrip('_')}" if key else f.name.rstrip("_")
        yield sub, value, f.name, _extras(hints.get(f.name))
        if isinstance(value, tuple):
            for i, item in enumerate(value):
                if is_dataclass(item):
                    yield f"{sub}[{i}]", item, f.name, ()
                    yield from walk(item, f"{sub}[{i}]")
        else:
            yield from walk(value, sub)


def _extras(hint: Any) -> tuple[Any, ...]:
    found: list[Any] = []
    stack = [hint]
    while stack:
        h = stack.pop()
        if typing.get_origin(h) is Annotated:
            found.extend(h.__metadata__)
        stack.extend(typing.get_args(h))
    return tuple(found)


def set_issues(info: SetInfo, cards: tuple[ExoCard, ...] | list[ExoCard]) -> list[tuple[int | None, Issue]]:
    """What breaks the set as a whole, each with the position of the card concerned: a repeated id or
    name, an id of another set, an undeclared colour, a token or relic step naming no Pedina or Reliquia."""
    found: list[tuple[int | None, Issue]] = []
    by_id: dict[str, tuple[int, ExoCard]] = {}
    by_name: dict[str, ExoCard] = {}
    for pos, card in enumerate(cards):
        if card.id in by_id:
            found.append((pos, Issue("id", f"the id {card.id} is used twice (also card #{by_id[card.id][0] + 1})")))
        else:
            by_id[card.id] = (pos, card)
        folded = " ".join(card.name.split()).casefold()
        if folded in by_name:
            found.append((pos, Issue("name", f"the name {card.name!r} is used twice (also {by_name[folded].id}); a "
                                             "deck names its cards by name")))
        else:
            by_name[folded] = card
        if card.set_code and card.set_code != info.code:
            found.append((pos, Issue("id", f"the id {card.id} is not of this set ({info.code}-...)")))
    declared = set(info.colors)
    for pos, card in enumerate(cards):
        for key, value, _, extras in walk(card):
            if any(isinstance(e, SetColor) for e in extras):
                for colour in (value if isinstance(value, tuple) else (value,)):
                    if isinstance(colour, str) and colour not in declared:
                        found.append((pos, Issue(key, f"the colour {colour!r} is not one of the set's colours "
                                                      f"({', '.join(info.colors) or 'none declared'})")))
            if isinstance(value, (CreateToken, CreateRelic)):
                wanted = CardType.PEDINA if isinstance(value, CreateToken) else CardType.RELIQUIA
                made = by_id.get(value.card)
                if made is None or made[1].type is not wanted:
                    what = "no card of this set" if made is None else f"a {made[1].type.value}"
                    found.append((pos, Issue(f"{key}.card", f"{value.card!r} is {what}; {value.op} needs the id "
                                                            f"of a {wanted.value} of this set")))
    return found
