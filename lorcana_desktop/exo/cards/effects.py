"""Effect steps, conditions and static effects: typed values, one registry each, checked when built.

A set file writes a step as a table whose ``op`` names it (``{op = "draw", who = "you", n = 1}``),
a condition by ``check`` and a static effect by ``static``. Each name maps to one frozen dataclass
here; its fields are the keys the table may hold (a field ``from_`` is written ``from``), and their
types say what each key accepts. An unknown name or key is a load error, never a step skipped in a game.

Card steps act on ``who``: "self" (this card), a target variable the ability declares under
``targets``, or "all" with a ``filter`` (every card it matches; nobody chooses). Player steps act on
"you", "opponent" or "each".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, dataclass_transform

from lorcana_desktop.exo.cards.terms import (
    IDENTIFIER,
    CardFilter,
    CardType,
    Count,
    DeckPosition,
    Duration,
    Identifier,
    Issue,
    PassiveKeyword,
    Phase,
    PlayerRef,
    Range,
    SetColor,
    Strength,
    Zone,
    field_issues,
    raise_issues,
)

SELF = "self"
ALL = "all"
RESERVED_REFS = frozenset({SELF, ALL})

# ------------------------------------------------------------------ steps

STEP_OPS: dict[str, type[Step]] = {}


class Step:
    """Base of the effect steps; ``op`` is the name a set file uses."""

    __slots__ = ()
    op: ClassVar[str] = ""

    def issues(self) -> list[Issue]:
        """The step's own mistakes (``__post_init__`` raises them)."""
        return []

    def __post_init__(self) -> None:
        issues = field_issues(self)
        raise_issues(issues or self.issues())

    def card_refs(self) -> tuple[str, ...]:
        """The target variables the step names (checked against the ability's ``targets``)."""
        return ()


@dataclass_transform(frozen_default=True)
def op(name: str) -> Any:
    """Class decorator: a frozen step dataclass registered under ``name``."""

    def wrap(cls: Any) -> Any:
        cls = dataclass(frozen=True, slots=True)(cls)
        cls.op = name
        if name in STEP_OPS:
            raise ValueError(f"op {name!r} defined twice")
        STEP_OPS[name] = cls
        return cls

    return wrap


def _ref_issues(who: str, filter: CardFilter | None) -> list[Issue]:
    if who == ALL:
        return [] if filter is not None else [Issue("filter", 'who = "all" needs a filter: which cards')]
    issues = []
    if filter is not None:
        issues.append(Issue("filter", 'a filter goes with who = "all" only (a target\'s filter is in targets)'))
    if who != SELF and not IDENTIFIER.match(who):
        issues.append(Issue("who", f"{who!r} is not \"self\", \"all\" or a target variable (like \"t\")"))
    return issues


class _CardStep(Step):
    """A step on cards: ``who`` and, for "all", ``filter``."""

    __slots__ = ()
    who: str
    filter: CardFilter | None

    def issues(self) -> list[Issue]:
        return _ref_issues(self.who, self.filter)

    def card_refs(self) -> tuple[str, ...]:
        return () if self.who in RESERVED_REFS else (self.who,)


@op("draw")
class Draw(Step):
    """Pescare: draw ``n`` cards («aggiungere la/le carta/e pescata/e dalla cima del tuo mazzo alla mano»)."""

    who: PlayerRef = PlayerRef.YOU
    n: Count = 1


@op("discard")
class Discard(Step):
    """Scartare: ``who`` discards ``n`` cards from hand (chosen by that player, or at random)."""

    who: PlayerRef = PlayerRef.YOU
    n: Count = 1
    random: bool = False


@op("mill")
class Mill(Step):
    """Send the top ``n`` cards of ``who``'s main deck to the discard pile."""

    who: PlayerRef = PlayerRef.YOU
    n: Count = 1


@op("lose_life")
class LoseLife(Step):
    """``who``'s Leader loses ``n`` life."""

    who: PlayerRef
    n: Count = 1


@op("gain_life")
class GainLife(Step):
    """``who``'s Leader gains ``n`` life."""

    who: PlayerRef = PlayerRef.YOU
    n: Count = 1


@op("to_occulto")
class ToOcculto(Step):
    """Put ``count`` cards of ``who``'s hand (or main deck) face down into Occulto; ``filter`` picks which."""

    who: PlayerRef = PlayerRef.YOU
    from_: Zone = Zone.MANO
    count: Count = 1
    filter: CardFilter | None = None

    def issues(self) -> list[Issue]:
        if self.from_ not in (Zone.MANO, Zone.MAZZO):
            return [Issue("from", f'cards go to Occulto from "mano" or "mazzo", not {self.from_.value!r}')]
        return []


@op("search_deck")
class SearchDeck(Step):
    """Search ``who``'s main deck for ``count`` cards matching ``filter``, show them, put them ``to``
    a zone, then shuffle («devi mostrarle all'avversario e mescolare il mazzo»)."""

    who: PlayerRef = PlayerRef.YOU
    filter: CardFilter | None = None
    count: Count = 1
    to: Zone = Zone.MANO
    up_to: bool = False

    def issues(self) -> list[Issue]:
        if self.to not in (Zone.MANO, Zone.CAMPO, Zone.OCCULTO, Zone.SCARTI):
            return [Issue("to", f'found cards go to "mano", "campo", "occulto" or "scarti", not {self.to.value!r}')]
        return []


@op("play_free")
class PlayFree(Step):
    """Play ``count`` cards matching ``filter`` from a zone without paying their cost («se un effetto
    permette di giocare una carta, devi giocarla senza pagare alcun costo»)."""

    from_: Zone = Zone.MANO
    filter: CardFilter | None = None
    count: Count = 1
    up_to: bool = False

    def issues(self) -> list[Issue]:
        if self.from_ in (Zone.CAMPO, Zone.ETERE):
            return [Issue("from", f"a card is played from a hidden or outside zone, not from {self.from_.value!r}")]
        return []


@op("create_token")
class CreateToken(Step):
    """Make ``count`` Pedine: ``card`` is the id of a Pedina of the same set; they enter Etere as played."""

    card: str
    count: Count = 1
    who: PlayerRef = PlayerRef.YOU


@op("create_relic")
class CreateRelic(Step):
    """Make ``count`` Reliquie (``card``: the id of a Reliquia of the same set), show them and shuffle
    them into ``who``'s main deck."""

    card: str
    count: Count = 1
    who: PlayerRef = PlayerRef.YOU


@op("end_turn")
class EndTurn(Step):
    """End the turn: open chains resolve, then the turn ends with no further windows (R-40)."""


@op("use_leader_effect")
class UseLeaderEffect(Step):
    """Activate your Leader's effect («Altre carte che attivano effetti Leader non possono farlo se il
    Leader ha già utilizzato un effetto Leader in quel turno»)."""


@op("allow_leader_attack")
class AllowLeaderAttack(Step):
    """Your Leader may attack (it still loses 1 life, R-15)."""

    until: Duration = Duration.END_OF_TURN


@op("destroy")
class Destroy(_CardStep):
    """Distruggere: send the cards to their owner's discard pile."""

    who: str
    filter: CardFilter | None = None


@op("banish")
class Banish(_CardStep):
    """Bandire: move the cards to their owner's banished pile, face up."""

    who: str
    filter: CardFilter | None = None


@op("cover")
class Cover(_CardStep):
    """Turn the cards face down where they are."""

    who: str
    filter: CardFilter | None = None


@op("uncover")
class Uncover(_CardStep):
    """Turn covered cards face up."""

    who: str
    filter: CardFilter | None = None


@op("return_to_hand")
class ReturnToHand(_CardStep):
    """Return the cards to their owner's hand (an Evoluzione goes to the Evolution deck instead)."""

    who: str
    filter: CardFilter | None = None


@op("to_deck")
class ToDeck(_CardStep):
    """Put the cards into their owner's main deck: on top, at the bottom, or shuffled in."""

    who: str
    position: DeckPosition = DeckPosition.SHUFFLE
    filter: CardFilter | None = None


@op("to_evolution_deck")
class ToEvolutionDeck(_CardStep):
    """Put the cards into their owner's Evolution deck."""

    who: str
    filter: CardFilter | None = None


@op("strength")
class StrengthChange(_CardStep):
    """Change the cards' strength by ``amount`` (never below 0, «Il valore minimo di forza … è 0»)."""

    who: str
    amount: int
    until: Duration = Duration.LEAVES_FIELD
    filter: CardFilter | None = None

    def issues(self) -> list[Issue]:
        issues = _CardStep.issues(self)
        if self.amount == 0:
            issues.append(Issue("amount", "a strength change of 0 changes nothing"))
        return issues


@op("set_strength")
class SetStrength(_CardStep):
    """Set the cards' strength to ``value``."""

    who: str
    value: Strength
    until: Duration = Duration.LEAVES_FIELD
    filter: CardFilter | None = None


@op("add_counter")
class AddCounter(_CardStep):
    """Put ``n`` counters of a type on the cards («segnalini»: they stay until the card leaves the field)."""

    who: str
    counter: Annotated[str, Identifier()]
    n: Count = 1
    filter: CardFilter | None = None


@op("remove_counter")
class RemoveCounter(_CardStep):
    """Remove ``n`` counters of a type from the cards."""

    who: str
    counter: Annotated[str, Identifier()]
    n: Count = 1
    filter: CardFilter | None = None


@op("take_control")
class TakeControl(_CardStep):
    """Take control of the cards: they move to your side of the Field «senza passare dall'etere»."""

    who: str
    until: Duration = Duration.LEAVES_FIELD
    filter: CardFilter | None = None


@op("become_vice_leader")
class BecomeViceLeader(_CardStep):
    """The card becomes your Vice Leader (an attack on your Leader turns to it)."""

    who: str
    filter: CardFilter | None = None


@op("negate")
class Negate(_CardStep):
    """The cards' effects are negated for a while."""

    who: str
    until: Duration = Duration.END_OF_TURN
    filter: CardFilter | None = None


@op("grant_keyword")
class GrantKeyword(_CardStep):
    """The cards gain a passive ability for a while."""

    who: str
    keyword: PassiveKeyword
    until: Duration = Duration.END_OF_TURN
    filter: CardFilter | None = None


@op("extra_attack")
class ExtraAttack(_CardStep):
    """The card may declare ``n`` more attacks this turn («a meno che specificato»)."""

    who: str
    n: Count = 1
    filter: CardFilter | None = None


@dataclass(frozen=True, slots=True)
class Transformation:
    """What a transformation makes of a card; what it does not name stays as printed (R-39)."""

    name: str | None = None
    type: CardType | None = None
    strength: Strength | None = None
    colors: Annotated[tuple[str, ...], SetColor()] = ()
    races: tuple[str, ...] = ()
    classes: tuple[str, ...] = ()
    text: str = ""

    def __post_init__(self) -> None:
        raise_issues(field_issues(self))


@op("transform")
class Transform(_CardStep):
    """Trasformazioni: the cards lose every effect and take the characteristics of ``into`` (R-39)."""

    who: str
    into: Transformation
    until: Duration = Duration.LEAVES_FIELD
    filter: CardFilter | None = None


# ------------------------------------------------------------------ conditions

CONDITIONS: dict[str, type[Condition]] = {}


class Condition:
    """Base of the conditions ("attiva solo se…", "puoi giocare questa carta solo se…"); ``check`` is
    the name a set file uses."""

    __slots__ = ()
    check: ClassVar[str] = ""

    def issues(self) -> list[Issue]:
        return []

    def __post_init__(self) -> None:
        issues = field_issues(self)
        raise_issues(issues or self.issues())


@dataclass_transform(frozen_default=True)
def condition(name: str) -> Any:
    """Class decorator: a frozen condition dataclass registered under ``name``."""

    def wrap(cls: Any) -> Any:
        cls = dataclass(frozen=True, slots=True)(cls)
        cls.check = name
        if name in CONDITIONS:
            raise ValueError(f"condition {name!r} defined twice")
        CONDITIONS[name] = cls
        return cls

    return wrap


def _bounds(at_least: int | None, at_most: int | None) -> list[Issue]:
    if at_least is None and at_most is None:
        return [Issue("", "give at_least or at_most")]
    if at_least is not None and at_most is not None and at_least > at_most:
        return [Issue("at_least", f"at_least {at_least} is above at_most {at_most}: never true")]
    return []


@condition("count")
class CountCondition(Condition):
    """``who`` has at least / at most so many cards matching ``filter`` in ``zone``."""

    zone: Zone = Zone.CAMPO
    who: PlayerRef = PlayerRef.YOU
    filter: CardFilter | None = None
    at_least: Annotated[int, Range(0)] | None = None
    at_most: Annotated[int, Range(0)] | None = None

    def issues(self) -> list[Issue]:
        return _bounds(self.at_least, self.at_most)


@condition("life")
class LifeCondition(Condition):
    """``who``'s Leader has at least / at most so much life."""

    who: PlayerRef = PlayerRef.YOU
    at_least: Annotated[int, Range(0)] | None = None
    at_most: Annotated[int, Range(0)] | None = None

    def issues(self) -> list[Issue]:
        return _bounds(self.at_least, self.at_most)


@condition("phase")
class PhaseCondition(Condition):
    """It is this phase of the turn."""

    phase: Phase


@condition("turn")
class TurnCondition(Condition):
    """It is ``whose`` turn ("you": yours, "opponent": your opponent's)."""

    whose: PlayerRef

    def issues(self) -> list[Issue]:
        if self.whose is PlayerRef.EACH:
            return [Issue("whose", 'a turn is "you" or "opponent"')]
        return []


@condition("emergency")
class EmergencyCondition(Condition):
    """``who``'s Leader is on its Emergency side."""

    who: PlayerRef = PlayerRef.YOU


# ------------------------------------------------------------------ static effects

STATICS: dict[str, type[Static]] = {}


class Static:
    """Base of the always-on effects of a card (passive text without a trigger: «Tutti gli effetti non
    elencati … senza una condizione di innesco, sono da considerarsi abilità passive, attive sul campo e
    in etere»); ``static`` is the name a set file uses."""

    __slots__ = ()
    static: ClassVar[str] = ""

    def issues(self) -> list[Issue]:
        return []

    def __post_init__(self) -> None:
        issues = field_issues(self)
        raise_issues(issues or self.issues())


@dataclass_transform(frozen_default=True)
def static(name: str) -> Any:
    """Class decorator: a frozen static-effect dataclass registered under ``name``."""

    def wrap(cls: Any) -> Any:
        cls = dataclass(frozen=True, slots=True)(cls)
        cls.static = name
        if name in STATICS:
            raise ValueError(f"static {name!r} defined twice")
        STATICS[name] = cls
        return cls

    return wrap


@static("cost_modifier")
class CostModifier(Static):
    """Cards matching ``filter`` (none: this card) cost ``amount`` more (negative: less), never below 0."""

    amount: int
    filter: CardFilter | None = None
    condition: Condition | None = None

    def issues(self) -> list[Issue]:
        return [Issue("amount", "a cost change of 0 changes nothing")] if self.amount == 0 else []


@static("strength_aura")
class StrengthAura(Static):
    """Cards matching ``filter`` have ``amount`` more strength while this card is face up."""

    amount: int
    filter: CardFilter
    condition: Condition | None = None

    def issues(self) -> list[Issue]:
        return [Issue("amount", "a strength change of 0 changes nothing")] if self.amount == 0 else []


@static("cannot_be_covered")
class CannotBeCovered(Static):
    """This card cannot be covered, so it cannot pay costs from the Field (rule 5 of playing a card)."""

    condition: Condition | None = None
