"""What an Exo game waits for besides priority: one frozen dataclass per kind of decision.

=================  ==================================================================  =================
decision           asked when                                                          answered with
=================  ==================================================================  =================
``AskTargets``     declaring «bersagli», paying a Costo (R-1), a Sacrificio, choosing  ``ChooseTargets``
                   cards for a step (discard, search, play, Occulto), two cards that
                   cannot coexist
``AskMay``         a «puoi» effect is about to go on the chain (R-24)                  ``Accept``
``AskOrder``       several cards' effects triggered together (R-13): the next one      ``OrderCards``
``AskOption``      one card's effects triggered together (rule 9), a Leader effect     ``ChooseOption``
=================  ==================================================================  =================

A decision's ``label`` names what it is about, never in sentences (the window words the decision by its kind and
``purpose``): the link being declared (``AskMay``, ``AskTargets`` to declare), the card being paid for or whose
step chooses, the Leader whose effect is chosen.

Priority is not a decision here: the chain's holder (``ExoGame.priority_holder()``) acts by passing or
adding a link. ``kind`` is the short name scenarios use. Saves store a decision as ``{"ask": class
name, field: value, ...}``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar, Final

# What the cards chosen for an AskTargets are for.
DECLARE: Final = "declare"      # the «bersagli» of a card or effect
PAY: Final = "pay"              # a Costo: Field cards to cover and hand cards for Occulto
SACRIFICE: Final = "sacrifice"  # a Sacrificio: face-up Field cards to the discard pile
DISCARD: Final = "discard"      # «Scartare»: cards from the hand
CHOOSE: Final = "choose"        # cards a step takes (search, play, Occulto, ...)
COEXIST: Final = "coexist"      # two cards that cannot both stay: the one to discard
PURPOSES: Final = (DECLARE, PAY, SACRIFICE, DISCARD, CHOOSE, COEXIST)


@dataclass(frozen=True, slots=True)
class Decision:
    """A decision the game waits for; ``player`` answers it."""

    kind: ClassVar[str] = ""
    words: ClassVar[str] = ""
    player: int


@dataclass(frozen=True, slots=True)
class AskTargets(Decision):
    """Choose ``count`` of ``options`` (fewer when ``up_to``). ``need`` holds a Costo's coloured units
    (colour, how many) that the chosen cards must cover (R-1)."""

    kind: ClassVar[str] = "targets"
    words: ClassVar[str] = "a choice of cards"
    options: tuple[int, ...]
    count: int
    up_to: bool = False
    purpose: str = DECLARE
    label: str = ""
    need: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class AskMay(Decision):
    """Whether a «puoi» effect goes on the chain."""

    kind: ClassVar[str] = "accept"
    words: ClassVar[str] = "a yes or no"
    label: str = ""


@dataclass(frozen=True, slots=True)
class AskOrder(Decision):
    """Which of ``cards`` has its triggered effects put on the chain next (bottom to top)."""

    kind: ClassVar[str] = "order"
    words: ClassVar[str] = "the order of effects"
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class AskOption(Decision):
    """One of ``labels`` (by index)."""

    kind: ClassVar[str] = "option"
    words: ClassVar[str] = "a choice"
    labels: tuple[str, ...]
    label: str = ""


DECISIONS: Final[dict[str, type[Decision]]] = {c.__name__: c for c in (AskTargets, AskMay, AskOrder, AskOption)}


def decision_to_json(d: Decision | None) -> dict[str, Any] | None:
    if d is None:
        return None
    out: dict[str, Any] = {"ask": type(d).__name__}
    for f in fields(d):
        v = getattr(d, f.name)
        if isinstance(v, tuple):
            v = [list(x) if isinstance(x, tuple) else x for x in v]
        out[f.name] = v
    return out


def decision_from_json(data: dict[str, Any] | None) -> Decision | None:
    if data is None:
        return None
    cls = DECISIONS[data["ask"]]
    kwargs = {}
    for f in fields(cls):
        if f.name in data:
            v = data[f.name]
            if isinstance(v, list):
                v = tuple(tuple(x) if isinstance(x, list) else x for x in v)
            kwargs[f.name] = v
    return cls(**kwargs)
