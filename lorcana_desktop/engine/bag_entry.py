"""What waits in the bag (CR 7.7): a triggered ability, named by kind, with its player, source and trigger."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from lorcana_desktop.engine.lang import Step, decode, encode


class TriggerKind(Enum):
    """Which sort of ability a bag entry is; the value is the tag saves have always written."""

    PRINTED = "ab"   # a card's own triggered ability (or an action's effect), by its stable id
    KEYWORD = "kw"   # a keyword's triggered ability: Support (CR 8.13) or Vanish (CR 8.14)
    FLOATING = "fl"  # a floating or delayed trigger an effect made (CR 6.2.7, 6.2.8): its event and steps
    GAINED = "gt"    # a triggered ability the card gained from an effect: its name and steps


# (module aliases: an enum's member read through its class is slow in the loops that add to the bag)
PRINTED, KEYWORD_ABILITY, FLOATING, GAINED = (TriggerKind.PRINTED, TriggerKind.KEYWORD, TriggerKind.FLOATING,
                                              TriggerKind.GAINED)
_KINDS = {k.value: k for k in TriggerKind}


@dataclass(frozen=True, slots=True)
class AbilityRef:
    """Which ability: ``name`` is the stable id (PRINTED), the keyword ("support"/"vanish"), the event (FLOATING)
    or the ability's name (GAINED); ``steps`` are those of a FLOATING or GAINED one; ``amount`` is how much the
    event was ("deal that much damage"), or -1 when it says nothing."""

    kind: TriggerKind
    name: str
    steps: tuple[Step, ...] = ()
    amount: int = -1

    def key(self) -> tuple[Any, ...]:
        """The tuple saves hold: ("ab", id[, amount]), ("kw", keyword), ("fl", event, steps), ("gt", name, steps[,
        amount])."""
        kind = self.kind
        if kind is TriggerKind.PRINTED:
            return ("ab", self.name) if self.amount < 0 else ("ab", self.name, self.amount)
        if kind is TriggerKind.KEYWORD:
            return ("kw", self.name)
        if kind is TriggerKind.FLOATING:
            return ("fl", self.name, self.steps)
        return ("gt", self.name, self.steps) if self.amount < 0 else ("gt", self.name, self.steps, self.amount)

    @classmethod
    def from_key(cls, key: Any) -> AbilityRef:
        """The inverse of ``key`` (a decoded tuple from a save)."""
        kind = _KINDS.get(key[0])
        if kind is None:
            raise ValueError(f"unknown kind of bag entry {key[0]!r}")
        if kind is TriggerKind.PRINTED:
            return cls(kind, str(key[1]), (), int(key[2]) if len(key) > 2 else -1)
        if kind is TriggerKind.KEYWORD:
            return cls(kind, str(key[1]))
        if kind is TriggerKind.FLOATING:
            return cls(kind, str(key[1]), tuple(key[2]))
        return cls(kind, str(key[1]), tuple(key[2]), int(key[3]) if len(key) > 3 else -1)


SUPPORT_REF = AbilityRef(TriggerKind.KEYWORD, "support")
VANISH_REF = AbilityRef(TriggerKind.KEYWORD, "vanish")


@dataclass(frozen=True, slots=True)
class BagEntry:
    """A triggered ability in the bag: ``player`` resolves it, ``source`` is the card whose ability it is (-1:
    none), ``trigger`` the card whose event triggered it (-1: a turn event)."""

    player: int
    source: int
    ability: AbilityRef
    trigger: int

    def to_json(self) -> list[Any]:
        """As saves have always held it: [player, source, [kind, ...], trigger]."""
        return encode((self.player, self.source, self.ability.key(), self.trigger))

    @classmethod
    def from_json(cls, data: Any) -> BagEntry:
        p, src, key, trig = decode(data)
        return cls(int(p), int(src), AbilityRef.from_key(key), int(trig))
