"""What the engine waits for (``GameState.pending``): one frozen dataclass per kind of decision.

Each decision names the ``player`` who answers it (CR 1.7.6) and what the answer is for; the
answers themselves are the actions of ``actions`` (``ChooseTargets``, ``Accept``, ...). The kinds:

=====================  ===============================================  ===================
decision               asked when                                       answered with
=====================  ===============================================  ===================
``AskMulligan``        the set-up, each player in turn (CR 2.2.2)       ``Mulligan``
``AskTrigger``         effects wait in the bag (CR 7.7.4)               ``ChooseTrigger``
``AskBodyguard``       a Bodyguard was just played (CR 8.3.2)           ``Accept``
``AskMay``             "you may" (CR 6.1.4), a revealed card to take    ``Accept``
``AskTargets``         "choose", "discard", "each opponent chooses"     ``ChooseTargets``
``AskDiscardCost``     a Shift or ability cost: discard cards           ``ChooseTargets``
``AskAmount``          "choose a number"                                ``ChooseAmount``
``AskOption``          "choose one:" (modes)                            ``ChooseOption``
``AskTopOrBottom``     "look at the top card, put it on top or bottom"  ``ChooseOption``
``AskName``            "name a card"                                    ``NameCard``
``AskOrder``           "look at the top N, put them back in any order"  ``OrderCards``
=====================  ===============================================  ===================

``kind`` (a class attribute) is the short name scenarios use ("targets", "accept", ...; both
``AskOption`` and ``AskTopOrBottom`` are "option"), ``words`` what messages say is awaited.
Saves store a decision as ``{"ask": class name, field: value, ...}`` (``decision_to_json``);
``legacy_decision`` reads the positional tuples engine 2 saved, e.g. ``("targets", p, options, n,
up_to, var)`` is ``AskTargets(p, options, n, up_to, purpose, var)`` with the purpose read from the
old "_eo_pick"/"_take"/"_discard"/"_dc" names.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum
from typing import Any, ClassVar

from lorcana_desktop.engine.answers import Answer, Answered


class TargetsFor(Enum):
    """What the cards chosen for an ``AskTargets`` are for."""

    VARIABLE = "variable"              # the effect's named choice ``var`` (later steps act on it)
    OPPONENT_PICK = "opponent_pick"    # "each opponent chooses one of their ...": added up in turn order
    TAKE = "take"                      # "look at the top N, you may put one into your hand"
    DISCARD = "discard"                # "each player discards N cards": into the discard now
    DISCARD_CHOSEN = "discard_chosen"  # "reveal a hand, choose a card, they discard it"


@dataclass(frozen=True, slots=True)
class ResumePlay:
    """After a Shift's discard cost is paid, the card enters play (CR 8.10)."""

    card: int
    shift: tuple[int, ...]
    sing: tuple[int, ...] = ()
    temporary: bool = False


@dataclass(frozen=True, slots=True)
class ResumeActivate:
    """After an activated ability's discard cost is paid, its effect resolves (CR 4.4)."""

    card: int
    ability: int
    banish_self: bool = False


@dataclass(frozen=True, slots=True)
class Decision:
    """A decision the engine waits for; ``player`` answers it."""

    kind: ClassVar[str] = ""   # the short name scenarios use
    words: ClassVar[str] = ""  # what is awaited, for messages ("Waiting for player 1 to choose ...")
    player: int


@dataclass(frozen=True, slots=True)
class AskMulligan(Decision):
    """Which cards of the starting hand go back (CR 2.2.2)."""

    kind: ClassVar[str] = "mulligan"
    words: ClassVar[str] = "a mulligan"


@dataclass(frozen=True, slots=True)
class AskTrigger(Decision):
    """Which of ``player``'s effects in the bag resolves next (CR 7.7.4)."""

    kind: ClassVar[str] = "trigger"
    words: ClassVar[str] = "which bag effect resolves next"


@dataclass(frozen=True, slots=True)
class AskBodyguard(Decision):
    """Whether the Bodyguard ``card`` just played enters play exerted (CR 8.3.2)."""

    kind: ClassVar[str] = "bodyguard"
    words: ClassVar[str] = "whether the Bodyguard enters exerted"
    card: int


@dataclass(frozen=True, slots=True)
class AskMay(Decision):
    """Yes or no to a "you may" of the effect resolving (CR 6.1.4): no ends the effect (unless ``resume``)."""

    kind: ClassVar[str] = "accept"
    words: ClassVar[str] = "a yes/no answer"
    resume: bool = False  # True: the answer (1 yes, 0 no) is kept in the frame's ``answer`` for the
    #                       step that asked, which comes back ("each opponent may draw a card", "chosen opponent
    #                       may put the top card of their deck into their inkwell": asked of that player)


@dataclass(frozen=True, slots=True)
class AskTargets(Decision):
    """Choose ``count`` of ``options`` (cards, or players as ``-1 - player``); ``up_to``: fewer too."""

    kind: ClassVar[str] = "targets"
    words: ClassVar[str] = "targets"
    options: tuple[int, ...]
    count: int = 1
    up_to: bool = False
    purpose: TargetsFor = TargetsFor.VARIABLE
    var: str = ""  # for TargetsFor.VARIABLE: the name later steps use
    max_strength: int = -1  # the chosen cards' ¤ may add up to this at most ("with total ¤ 10 or less"); -1: any


class CostPay(Enum):
    """How the cards chosen for a cost pay it: discarded from hand, or (an alternative cost to play a card for free,
    CR 1.5.5.3) banished or exerted in play, or put from the discard on the bottom of the deck."""

    DISCARD = "discard"
    BANISH = "banish"
    EXERT = "exert"
    BOTTOM = "bottom"


@dataclass(frozen=True, slots=True)
class AskDiscardCost(Decision):
    """Choose ``count`` cards of ``options`` to pay a cost with (``pay``: discard them from hand, by default); then
    ``then`` goes on."""

    kind: ClassVar[str] = "discard_cost"
    words: ClassVar[str] = "cards to pay a cost with"
    options: tuple[int, ...]
    count: int
    then: ResumePlay | ResumeActivate
    up_to: bool = False
    pay: CostPay = CostPay.DISCARD


@dataclass(frozen=True, slots=True)
class AskAmount(Decision):
    """A number from 0 to ``max``, kept as ``var``."""

    kind: ClassVar[str] = "amount"
    words: ClassVar[str] = "an amount"
    max: int
    var: str


@dataclass(frozen=True, slots=True)
class AskOption(Decision):
    """One of ``count`` modes of the effect ("choose one:"); with ``resume``, one of ``count`` answers
    kept in the frame's ``answer`` for the step that asked, which comes back."""

    kind: ClassVar[str] = "option"
    words: ClassVar[str] = "an option"
    count: int
    resume: bool = False
    # what each answer means: the engine's own answers typed ("draw a card"), a card's modes in its words
    labels: tuple[Answer | str, ...] = ()
    allowed: tuple[int, ...] = ()  # the options that may be chosen ("[A] or [B]", CR 6.1.5.2); empty: all


@dataclass(frozen=True, slots=True)
class AskTopOrBottom(Decision):
    """The top card of the deck: option 0 keeps it on top, 1 puts it on the bottom."""

    kind: ClassVar[str] = "option"
    words: ClassVar[str] = "an option"
    card: int
    count: ClassVar[int] = 2
    labels: ClassVar[tuple[Answer, Answer]] = (Answer(Answered.KEEP_ON_TOP), Answer(Answered.PUT_ON_DECK_BOTTOM))


@dataclass(frozen=True, slots=True)
class AskName(Decision):
    """A card name, kept as ``var``."""

    kind: ClassVar[str] = "name"
    words: ClassVar[str] = "a card name"
    var: str


class DeckEnd(Enum):
    """Where cards put in order go: on top of the deck or on the bottom (either way the first is the topmost)."""

    TOP = "top"
    BOTTOM = "bottom"


@dataclass(frozen=True, slots=True)
class AskOrder(Decision):
    """An order of ``cards`` (looked at), first = the topmost of them, for the ``end`` of the deck they go to:
    without ``var`` they go back on top of the deck; with ``var`` the order is kept under that name for the
    step that asked, which puts them where ``end`` says."""

    kind: ClassVar[str] = "order"
    words: ClassVar[str] = "an order of cards"
    cards: tuple[int, ...]
    var: str = ""
    end: DeckEnd = DeckEnd.TOP


Pending = (AskMulligan | AskTrigger | AskBodyguard | AskMay | AskTargets | AskDiscardCost | AskAmount
           | AskOption | AskTopOrBottom | AskName | AskOrder)

_CLASSES: dict[str, type[Pending]] = {c.__name__: c for c in (
    AskMulligan, AskTrigger, AskBodyguard, AskMay, AskTargets, AskDiscardCost, AskAmount, AskOption,
    AskTopOrBottom, AskName, AskOrder)}
_RESUMES: dict[str, type] = {"play": ResumePlay, "activate": ResumeActivate}
_RESUME_NAMES = {v: k for k, v in _RESUMES.items()}


def _enc(v: Any) -> Any:
    if isinstance(v, Answer):
        return {"answer": v.code.name, "values": [[k, _enc(x)] for k, x in v.values]}
    if isinstance(v, tuple):
        return [_enc(x) for x in v]
    if isinstance(v, Enum):
        return v.value
    if type(v) in _RESUME_NAMES:
        return {"resume": _RESUME_NAMES[type(v)], **{f.name: _enc(getattr(v, f.name)) for f in fields(v)}}
    return v


def decision_to_json(d: Decision | None) -> dict[str, Any] | None:
    """A decision as JSON: ``{"ask": class name, field: value, ...}``."""
    if d is None:
        return None
    return {"ask": type(d).__name__, **{f.name: _enc(getattr(d, f.name)) for f in fields(d)}}


def _dec(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_dec(x) for x in v)
    if isinstance(v, dict) and "answer" in v:  # an answer the engine names (a save's plain string stays one)
        if v["answer"] not in Answered.__members__:
            raise ValueError(f"not an answer of the engine: {v['answer']!r}")
        return Answer(Answered[v["answer"]], tuple((k, _dec(x)) for k, x in v["values"]))
    if isinstance(v, dict):
        cls = _RESUMES[v["resume"]]
        return cls(**{k: _dec(x) for k, x in v.items() if k != "resume"})
    return v


def decision_from_json(data: Any) -> Pending | None:
    """The inverse of ``decision_to_json``; a save of engine 2 (a list such as ``["targets", 0, ...]``)
    is converted. Anything else raises ValueError naming it."""
    if data is None:
        return None
    if isinstance(data, list):
        return legacy_decision(data)
    if not isinstance(data, dict) or data.get("ask") not in _CLASSES:
        raise ValueError(f"not a pending decision: {data!r}")
    cls = _CLASSES[data["ask"]]
    kwargs = {k: _dec(v) for k, v in data.items() if k != "ask"}
    if "purpose" in kwargs:
        kwargs["purpose"] = TargetsFor(kwargs["purpose"])
    if "end" in kwargs:
        kwargs["end"] = DeckEnd(kwargs["end"])
    if "pay" in kwargs:
        kwargs["pay"] = CostPay(kwargs["pay"])
    try:
        return cls(**kwargs)
    except TypeError as exc:
        raise ValueError(f"pending decision {data['ask']}: {exc}") from None


# The sentinel variable names engine 2 used for what chosen cards were for.
_LEGACY_PURPOSE = {"_eo_pick": TargetsFor.OPPONENT_PICK, "_take": TargetsFor.TAKE,
                   "_discard": TargetsFor.DISCARD, "_dc": TargetsFor.DISCARD_CHOSEN}


def legacy_decision(t: list[Any] | tuple[Any, ...]) -> Pending:
    """A pending decision as engine 2 saved it (a positional tuple) as a typed decision."""
    try:
        kind, p = t[0], int(t[1])
        if kind == "mulligan":
            return AskMulligan(p)
        if kind == "trigger":
            return AskTrigger(p)
        if kind == "bodyguard":
            return AskBodyguard(p, int(t[2]))
        if kind == "accept":
            return AskMay(p)
        if kind == "targets":
            var = str(t[5])
            purpose = _LEGACY_PURPOSE.get(var, TargetsFor.VARIABLE)
            return AskTargets(p, tuple(t[2]), int(t[3]), bool(t[4]), purpose,
                              var if purpose is TargetsFor.VARIABLE else "")
        if kind == "discard_cost":
            ctx = t[5]
            then: ResumePlay | ResumeActivate
            if ctx[0] == "play":
                then = ResumePlay(int(ctx[1]), tuple(ctx[2]), tuple(ctx[3]), bool(ctx[4]))
            else:
                then = ResumeActivate(int(ctx[1]), int(ctx[2]), bool(ctx[3]))
            return AskDiscardCost(p, tuple(t[2]), int(t[3]), then, bool(t[4]))
        if kind == "amount":
            return AskAmount(p, int(t[2]), str(t[3]))
        if kind == "option":
            return AskOption(p, int(t[2]))  # a top-or-bottom question is recognised by its frame
        if kind == "name":
            return AskName(p, str(t[2]))
        if kind == "order":
            var = str(t[3]) if len(t) > 3 else "_top"
            return AskOrder(p, tuple(t[2]), "" if var == "_top" else var)
    except (IndexError, TypeError, ValueError) as exc:
        raise ValueError(f"saved pending decision {list(t)!r} is damaged ({exc})") from None
    raise ValueError(f"saved pending decision of an unknown kind: {list(t)!r}")


@dataclass(frozen=True, slots=True)
class PendingInfo:
    """A pending decision and what an interface shows beside it (``Game.pending_info()``)."""

    decision: Pending
    source: int = -1   # the card whose effect asks, or -1
    ability: str = ""  # that effect's name
    effects: tuple[tuple[int, str], ...] = ()  # AskTrigger: the player's bag effects (card, ability name), in order
    # The cards the player deciding looks at for this decision (the top cards of a deck being looked at, a
    # revealed hand, the card to keep on top or put on the bottom, the cards to order), in the order the rules
    # give them, the top of a deck first; ``view()`` shows them to that player.
    looking: tuple[int, ...] = ()

    @property
    def player(self) -> int:
        return self.decision.player
