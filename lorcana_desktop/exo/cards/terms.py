"""The words of Exo's card model: card types, keywords, zones, durations, and the card filter.

Every enum's values are the words a set file uses (the rules' Italian words where the rules name the
thing: "creatura", "mano", "ATTIVAZIONE"); ``parse`` forgives letter case, "_" and "-" for spaces.
Model objects check themselves when they are built and raise :class:`CardDataError` with one
:class:`Issue` per mistake (the key it concerns and why), so a card made in Python fails as early as
one read from a file; the loader adds the file's line to each issue.
"""

from __future__ import annotations

import enum
import re
import types
import typing
from collections.abc import Iterable
from dataclasses import dataclass, fields, is_dataclass
from functools import cache
from typing import Annotated, Any, Self

# ------------------------------------------------------------------ issues


@dataclass(frozen=True, slots=True)
class Issue:
    """One mistake in a card's data: ``key`` is the dotted key it concerns, relative to the object
    that found it ("life", "abilities[1].effect[0].who"; "" for the object itself)."""

    key: str
    message: str

    def under(self, prefix: str) -> Issue:
        """The same issue seen from a containing object whose key for this one is ``prefix``."""
        if not prefix:
            return self
        if not self.key:
            return Issue(prefix, self.message)
        joiner = "" if self.key.startswith("[") else "."
        return Issue(f"{prefix}{joiner}{self.key}", self.message)


class CardDataError(ValueError):
    """Card data that breaks a rule of the model; ``issues`` lists every mistake found."""

    def __init__(self, issues: Iterable[Issue]) -> None:
        self.issues = tuple(issues)
        super().__init__("; ".join(f"{i.key}: {i.message}" if i.key else i.message for i in self.issues))


def raise_issues(issues: list[Issue]) -> None:
    """Raise CardDataError when ``issues`` holds any (the end of every model's ``__post_init__``)."""
    if issues:
        raise CardDataError(issues)


# ------------------------------------------------------------------ annotations the loader reads


@dataclass(frozen=True, slots=True)
class Range:
    """A whole number from ``low`` to ``high`` (None: no upper bound)."""

    low: int
    high: int | None = None


class OneOrMany:
    """A list that may be written as a single value (``type = "creatura"`` for ``["creatura"]``)."""


class SetColor:
    """A colour: one of the colours the set's header declares."""


class Identifier:
    """A short lower-case name: a target variable or a counter type ("t", "rabbia")."""


class TableOf:
    """A list written as a table of name = number (``colors = {blu = 1}``): each pair becomes one
    element whose first field is the name and second the number."""


IDENTIFIER = re.compile(r"^[a-z][a-z0-9_]{0,31}$")


@cache
def field_types(cls: type) -> dict[str, Any]:
    """A model dataclass's field annotations, resolved, with their Annotated extras kept."""
    return typing.get_type_hints(cls, include_extras=True)


def field_issues(obj: Any) -> list[Issue]:
    """What the field annotations of a model object forbid: a value of the wrong type, a number out of
    its Range, a name that is not an Identifier. Every model object checks this when built, so a card
    made in Python fails as early as one read from a file."""
    issues: list[Issue] = []
    cls: type = type(obj)
    hints = field_types(cls)
    for f in fields(obj):
        if f.init:
            issues += _value_issues(f.name.rstrip("_"), hints[f.name], getattr(obj, f.name), ())
    return issues


def _value_issues(key: str, hint: Any, value: Any, extras: tuple[Any, ...]) -> list[Issue]:
    if typing.get_origin(hint) is Annotated:
        extras = extras + tuple(hint.__metadata__)
        hint = typing.get_args(hint)[0]
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        if value is None:
            return []
        (inner,) = [a for a in typing.get_args(hint) if a is not type(None)]
        return _value_issues(key, inner, value, extras)
    if origin is tuple:
        if not isinstance(value, tuple):
            return [Issue(key, f"expected a tuple, got {value!r}")]
        passed = tuple(e for e in extras if isinstance(e, Identifier))
        out: list[Issue] = []
        for i, item in enumerate(value):
            out += _value_issues(f"{key}[{i}]", typing.get_args(hint)[0], item, passed)
        return out
    if hint is bool:
        return [] if isinstance(value, bool) else [Issue(key, f"expected true or false, got {value!r}")]
    if hint is int:
        if not isinstance(value, int) or isinstance(value, bool):
            return [Issue(key, f"expected a whole number, got {value!r}")]
        for r in extras:
            if isinstance(r, Range) and (value < r.low or (r.high is not None and value > r.high)):
                return [Issue(key, f"{value} is out of range: " + (f"from {r.low} to {r.high}" if r.high is not None
                                                                   else f"{r.low} or more"))]
        return []
    if hint is str:
        if not isinstance(value, str):
            return [Issue(key, f"expected text, got {value!r}")]
        if any(isinstance(e, Identifier) for e in extras) and not IDENTIFIER.match(value):
            return [Issue(key, f"{value!r} is not a short lower-case name (letters, digits, _)")]
        return []
    if isinstance(hint, type) and (issubclass(hint, enum.Enum) or is_dataclass(hint) or hint.__module__ != "builtins"):
        return [] if isinstance(value, hint) else [Issue(key, f"expected a {hint.__name__}, got {value!r}")]
    return []

# ------------------------------------------------------------------ enums


def _norm(text: str) -> str:
    return " ".join(re.sub(r"[_\-]", " ", text).split()).casefold()


class Word(enum.Enum):
    """An enum whose values are the words of a set file."""

    @classmethod
    def parse(cls, text: str) -> Self:
        """The member whose word is ``text`` (any case, "_" or "-" for spaces); ValueError otherwise."""
        wanted = _norm(text)
        for member in cls:
            if _norm(member.value) == wanted:
                return member
        raise ValueError(f"unknown {cls.label()} {text!r}")

    @classmethod
    def label(cls) -> str:
        return re.sub(r"(?<!^)(?=[A-Z])", " ", cls.__name__).lower()

    @classmethod
    def words(cls) -> tuple[str, ...]:
        return tuple(m.value for m in cls)


class CardType(Word):
    """The card types of «TIPI DI CARTE»."""

    LEADER = "leader"
    CREATURA = "creatura"
    VICE_LEADER = "vice leader"
    EVOLUZIONE = "evoluzione"
    EVOLUZIONE_VICE_LEADER = "evoluzione vice leader"
    TATTICA = "tattica"
    PEDINA = "pedina"
    RELIQUIA = "reliquia"

    @property
    def generated(self) -> bool:
        """Pedina and Reliquia: made by effects during a game, never in a deck at the start
        («Non possono essere incluse in nessun mazzo all'inizio del gioco»)."""
        return self in (CardType.PEDINA, CardType.RELIQUIA)

    @property
    def is_evolution(self) -> bool:
        return self in (CardType.EVOLUZIONE, CardType.EVOLUZIONE_VICE_LEADER)

    @property
    def is_vice_leader(self) -> bool:
        return self in (CardType.VICE_LEADER, CardType.EVOLUZIONE_VICE_LEADER)


# The types a Reliquia may play as: it is shuffled into the main deck and drawn from there.
RELIC_TYPES = (CardType.CREATURA, CardType.VICE_LEADER, CardType.TATTICA)


class Keyword(Word):
    """The key abilities («ABILITA' CHIAVE»): each is triggered by an event its rule names."""

    ATTIVAZIONE = "ATTIVAZIONE"
    CICLO = "CICLO"
    COPRI = "COPRI"
    ECO = "ECO"
    ESILIO = "ESILIO"
    GUARDIA = "GUARDIA"
    IMBOSCATA = "IMBOSCATA"
    IMMEDIATO = "IMMEDIATO"
    MORTE = "MORTE"
    ODIO = "ODIO"
    OMBRA = "OMBRA"
    ONORE = "ONORE"
    RABBIA = "RABBIA"
    RIVELA = "RIVELA"
    SACRIFICIO = "SACRIFICIO"
    SCARTO = "SCARTO"
    SEPOLTURA = "SEPOLTURA"
    STATO_DI_EMERGENZA = "STATO DI EMERGENZA"

    @property
    def needs_field(self) -> bool:
        """Triggered only while (or by) its card being on the Field: never on a Tattica, which never
        enters the Field (it goes to the discard pile after resolving)."""
        return self in _FIELD_KEYWORDS


_FIELD_KEYWORDS = frozenset({
    Keyword.ATTIVAZIONE, Keyword.CICLO, Keyword.COPRI, Keyword.GUARDIA, Keyword.IMBOSCATA, Keyword.MORTE,
    Keyword.ODIO, Keyword.ONORE, Keyword.RABBIA, Keyword.SACRIFICIO,
})


class PassiveKeyword(Word):
    """The passive abilities («ABILITA' PASSIVE») a card lists under ``keywords``."""

    ASSALTO = "ASSALTO"
    BERSERK = "BERSERK"
    DIO = "DIO"
    MUTAFORMA = "MUTAFORMA"
    INTOCCABILE = "INTOCCABILE"
    VELOCE = "VELOCE"


class AbilityKind(Word):
    """What starts an ability: a key ability's event (``keyword``), a «condizione di innesco»
    (activated), the Leader effect, a Tattica's own effect, or nothing (passive)."""

    KEY = "key"
    ACTIVATED = "activated"
    LEADER = "leader"
    TACTIC = "tactic"
    PASSIVE = "passive"


class Zone(Word):
    """The places a card can be («AREE DI GIOCO», plus the hand and the banished pile)."""

    CAMPO = "campo"
    ETERE = "etere"
    MANO = "mano"
    MAZZO = "mazzo"
    MAZZO_EVOLUZIONI = "mazzo evoluzioni"
    OCCULTO = "occulto"
    SCARTI = "scarti"
    BANDITE = "bandite"


class Phase(Word):
    """The five phases of a turn (R-2)."""

    DRAW = "draw"
    RECOVERY = "recovery"
    MAIN = "main"
    BATTLE = "battle"
    END = "end"


class Timing(Word):
    """When a card may be played or an ability used: as the rules say for its type (normal), «in qualsiasi
    momento» (any), or «durante la fase x» (a phase)."""

    NORMAL = "normal"
    ANY = "any"
    DRAW = "draw"
    RECOVERY = "recovery"
    MAIN = "main"
    BATTLE = "battle"
    END = "end"


class Duration(Word):
    """How long a change lasts. The rules' default («in caso contrario si tratta di un cambiamento
    permanente finchè la carta non lascia il campo») is ``leaves_field``; ``permanent`` is read the same
    way, since a card that changes zone is a «nuova carta» whatever the effect said."""

    END_OF_TURN = "end_of_turn"
    LEAVES_FIELD = "leaves_field"
    PERMANENT = "permanent"


class Side(Word):
    """Whose card a filter accepts."""

    YOU = "you"
    OPPONENT = "opponent"
    ANY = "any"


class PlayerRef(Word):
    """The player a step acts on."""

    YOU = "you"
    OPPONENT = "opponent"
    EACH = "each"

    @classmethod
    def label(cls) -> str:
        return "player"


class DeckPosition(Word):
    """Where ``to_deck`` puts a card."""

    TOP = "top"
    BOTTOM = "bottom"
    SHUFFLE = "shuffle"


class VlMode(Word):
    """The extra ways an Evoluzione Vice Leader may be played («tramite i propri effetti che specificano
    di distruggere, bandire o sacrificare un Vice Leader»)."""

    DISTRUGGI = "distruggi"
    BANDISCI = "bandisci"
    SACRIFICA = "sacrifica"


# ------------------------------------------------------------------ filters

Count = Annotated[int, Range(1)]
Strength = Annotated[int, Range(0)]


@dataclass(frozen=True, slots=True)
class CardFilter:
    """Which cards an effect, a target, a sacrifice or a condition accepts; every key given must hold,
    and a list means "any one of these". ``zone`` empty means the usual place: a target «sul Campo o in
    Etere», a sacrifice «scoperte sul tuo campo». In ODIO's ``against`` it is the other way round: a card
    matches when it has any one of the named characteristics («una delle caratteristiche specificate da
    ODIO»).
    ``class`` is written ``class`` in a file (``class_`` here)."""

    type: Annotated[tuple[CardType, ...], OneOrMany()] = ()
    race: Annotated[tuple[str, ...], OneOrMany()] = ()
    class_: Annotated[tuple[str, ...], OneOrMany()] = ()
    color: Annotated[tuple[str, ...], OneOrMany(), SetColor()] = ()
    name: str | None = None
    name_contains: str | None = None
    strength_lte: Strength | None = None
    strength_gte: Strength | None = None
    owner: Side = Side.ANY
    controller: Side = Side.ANY
    zone: Annotated[tuple[Zone, ...], OneOrMany()] = ()
    face_up: bool | None = None
    not_leader: bool = False
    is_token: bool | None = None

    def __post_init__(self) -> None:
        issues = field_issues(self)
        raise_issues(issues)
        if self.strength_lte is not None and self.strength_gte is not None and self.strength_lte < self.strength_gte:
            issues.append(Issue("strength_lte", f"strength_lte {self.strength_lte} is below strength_gte "
                                                f"{self.strength_gte}: no card can match"))
        if self.not_leader and CardType.LEADER in self.type:
            issues.append(Issue("not_leader", "not_leader with type \"leader\": no card can match"))
        if self.name is not None and not self.name.strip():
            issues.append(Issue("name", "an empty name"))
        if self.name_contains is not None and not self.name_contains.strip():
            issues.append(Issue("name_contains", "an empty name_contains"))
        raise_issues(issues)

    def characteristics(self) -> int:
        """How many characteristics the filter names (ODIO needs at least one)."""
        named = (self.type, self.race, self.class_, self.color, self.name, self.name_contains)
        return sum(1 for x in named if x)
