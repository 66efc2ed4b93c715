"""Effects that last (``GameState.effects``, CR 6.4): what each kind means, whom it covers and until when."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from lorcana_desktop.engine.lang import Step, decode, encode


class EffectKind(Enum):
    """What a lasting effect does; the value is the word saves have always written."""

    STAT = "stat"              # key: strength/willpower/lore/sing/...; amount: the modifier (CR 6.4.2.2)
    KEYWORD = "kw"             # key: the keyword given; amount: its value (Resist +N, Singer N)
    RESTRICT = "restrict"      # key: cant_quest/cant_challenge/cant_ready/... (CR 6.3)
    GRANT = "grant"            # ability: the ability the card gained ("gains '...' this turn")
    CLASS = "class"            # key: the classification gained
    LOSE_KEYWORD = "lose_kw"   # key: the keyword lost
    FLOAT = "float"            # a floating or delayed trigger (CR 6.2.7, 6.2.8): key: its event, steps: its
                               # effect, amount: how it fires (FLOAT_* below)
    REPLACE = "replace"        # a replacement effect (CR 6.5): key: the event replaced, mode: how
    NEXT_CHARACTER = "next_char"  # target: a player; key: the keyword their next character gets, amount: 1 if it
                                  # enters exerted
    CONTINUOUS = "cont"        # a group effect of a resolved effect ("your characters can't be challenged"):
                               # target: its player, key: the group, what/what_key: the kind and key it gives
                               # (what: STAT, KEYWORD or RESTRICT),
                               # source: its card, sel: a selector narrowing the group
    INK = "ink"                # target: a player; amount: extra inkings this turn
    COST = "cost"              # target: a player; key: the card type it fits (or "any", "shift"); amount: the
                               # reduction, used once
    NO_ACTIONS = "no_actions"  # target: a player whose opponents can't play actions (key "items": nor items)

    # (Enum hashes its name in Python; a member is its only instance, so its identity hashes the same, in C: the
    # test "kind in PLAYER_EFFECTS" runs for every effect as a card leaves play)
    __hash__ = object.__hash__


class Until(Enum):
    """How long a lasting effect lasts; the value is the word saves have always written."""

    TURN = "turn"            # to the end of this turn (CR 6.1.13)
    START = "start"          # to the start of ``until_player``'s next turn
    END = "end"              # to the end of ``until_player``'s next turn ("during their next turn")
    CHALLENGE = "challenge"  # while the challenge goes on
    PLAY = "play"            # while the target stays in play
    SOURCE = "source"        # while the card ``until_player`` stays in play


# Module aliases for the hot loops (stats reads effects for every strength and keyword): a global, compared by
# identity.
STAT, KEYWORD, RESTRICT, GRANT = EffectKind.STAT, EffectKind.KEYWORD, EffectKind.RESTRICT, EffectKind.GRANT
CLASS, LOSE_KEYWORD, FLOAT, REPLACE = EffectKind.CLASS, EffectKind.LOSE_KEYWORD, EffectKind.FLOAT, EffectKind.REPLACE
NEXT_CHARACTER, CONTINUOUS, INK, COST = (EffectKind.NEXT_CHARACTER, EffectKind.CONTINUOUS, EffectKind.INK,
                                         EffectKind.COST)
NO_ACTIONS = EffectKind.NO_ACTIONS
UNTIL_TURN, UNTIL_START, UNTIL_END, UNTIL_CHALLENGE, UNTIL_PLAY, UNTIL_SOURCE = (
    Until.TURN, Until.START, Until.END, Until.CHALLENGE, Until.PLAY, Until.SOURCE)

# How a FLOAT effect fires (its ``amount``): a floating trigger fires each time while it lasts; a delayed one once.
FLOAT_EACH = 0          # floating: each time its event happens to the target (or to any card: target -1)
FLOAT_DELAYED = 1       # delayed, about no card in particular ("at the end of your turn, banish them")
FLOAT_DELAYED_ON = 2    # delayed, about one card: that card is its trigger
FLOAT_NEXT_TIME = 3     # the next time its event happens to that very card, this turn

# Effects whose target is a player, not a card: they stay when cards leave play or shift.
PLAYER_EFFECTS = frozenset({EffectKind.COST, EffectKind.INK, EffectKind.CONTINUOUS})

_KINDS = {k.value: k for k in EffectKind}
_UNTILS = {u.value: u for u in Until}


@dataclass(frozen=True, slots=True)
class Effect:
    """One lasting effect: ``target`` (a card, or a player for PLAYER_EFFECTS) gets ``key``/``amount`` of its
    ``kind`` until ``until`` (with ``until_player``); ``owner`` is the player whose effect it is."""

    kind: EffectKind
    target: int
    key: str
    amount: int
    until: Until
    until_player: int
    owner: int
    steps: tuple[Step, ...] = ()  # FLOAT: the trigger's effect
    ability: Any = None           # GRANT: the gained ability
    mode: str = ""                # REPLACE: what replaces the event
    what: EffectKind | None = None  # CONTINUOUS: the kind of effect it gives (STAT, KEYWORD or RESTRICT)
    what_key: str = ""            # CONTINUOUS: its key (the stat, keyword or restriction)
    source: int = -1              # CONTINUOUS: the card whose effect it is
    sel: Any = None               # CONTINUOUS: a selector narrowing the group, or None

    def to_json(self) -> list[Any]:
        """As saves have always held it: [kind, target, key, amount, until, until_player, owner, extra...]."""
        kind = self.kind
        head = [kind.value, self.target, self.key, self.mode if kind is REPLACE else self.amount,
                self.until.value, self.until_player, self.owner]
        if kind is FLOAT:
            head.append(encode(self.steps))
        elif kind is GRANT:
            head.append(encode(self.ability))
        elif kind is CONTINUOUS:
            head += [self.what.value if self.what is not None else "", self.what_key, self.source, encode(self.sel)]
        return head

    @classmethod
    def from_json(cls, data: Any) -> Effect:
        e = decode(data)
        kind = _KINDS.get(e[0])
        if kind is None:
            raise ValueError(f"unknown kind of effect {e[0]!r}")
        until = _UNTILS.get(e[4])
        if until is None:
            raise ValueError(f"unknown duration of effect {e[4]!r}")
        head = (kind, int(e[1]), str(e[2]), 0 if kind is REPLACE else int(e[3]), until, int(e[5]), int(e[6]))
        if kind is REPLACE:
            return cls(*head, mode=str(e[3]))
        if kind is FLOAT:
            return cls(*head, steps=tuple(e[7]))
        if kind is GRANT:
            return cls(*head, ability=e[7])
        if kind is CONTINUOUS:
            # (an older save's group effect has no source or selector: it covers the whole group)
            return cls(*head, what=_KINDS.get(e[7]), what_key=str(e[8]), source=int(e[9]) if len(e) > 9 else -1,
                       sel=e[10] if len(e) > 10 else None)
        return cls(*head)
