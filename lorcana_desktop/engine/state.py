"""The game state: plain lists of ints per card instance and per player, a tiny seeded RNG, JSON and copy."""

from __future__ import annotations

from enum import IntEnum, StrEnum
from typing import Any

from lorcana_desktop.engine.answers import DRAW_OR_NOT
from lorcana_desktop.engine.bag_entry import BagEntry
from lorcana_desktop.engine.decisions import (
    AskMay,
    AskOption,
    AskTopOrBottom,
    Pending,
    decision_from_json,
    decision_to_json,
)
from lorcana_desktop.engine.flags import TurnFlag, flags_from_json, flags_to_json
from lorcana_desktop.engine.lang import MayDraw, TopOrBottom, decode, encode
from lorcana_desktop.engine.lasting import Effect
from lorcana_desktop.engine.resolution import Resolution
from lorcana_desktop.engine.tasks import Task, task_from_json, task_to_json
from lorcana_desktop.rules_core.rng import MASK64, SeededRandom, rng_next  # noqa: F401  (MASK64, rng_next: as before)


class Zone(IntEnum):
    """Where a card is (CR 7); UNDER: in a stack under another card (CR 5.1.7, 8.4.3), not in play. Saves hold the
    number (an IntEnum member compares and hashes as its int, as fast)."""

    DECK = 0
    HAND = 1
    INKWELL = 2
    PLAY = 3
    DISCARD = 4
    UNDER = 5


class Phase(StrEnum):
    """The part of the game (CR 3): the set-up (mulligans, CR 2.2), a turn's beginning, main and end phases, or the
    game over. Saves hold the word."""

    SETUP = "setup"
    BEGINNING = "beginning"
    MAIN = "main"
    END = "end"
    OVER = "over"


# Module aliases for the hot loops: a member read through its enum class costs a lookup in the class each time
# (slow in Python 3.11); a global read is one dict lookup, and a Zone compares as its int.
PHASE_SETUP, PHASE_BEGINNING, PHASE_MAIN, PHASE_END, PHASE_OVER = (Phase.SETUP, Phase.BEGINNING, Phase.MAIN,
                                                                   Phase.END, Phase.OVER)
DECK, HAND, INKWELL, PLAY, DISCARD, UNDER = Zone.DECK, Zone.HAND, Zone.INKWELL, Zone.PLAY, Zone.DISCARD, Zone.UNDER
ZONE_NAMES = ("deck", "hand", "inkwell", "play", "discard", "under")


def _tup(v: Any) -> Any:
    """Lists back to tuples, recursively (JSON has no tuples); effect steps back to their classes."""
    return decode(v)


def _lst(v: Any) -> Any:
    return encode(v)


class GameState(SeededRandom):
    """Everything that changes during a game. Card instances are ints indexing the parallel lists.

    ``effects`` are the lasting effects (``lasting.Effect``: each kind and duration is described there).
    """

    __slots__ = (
        "active",
        "at",
        "bag",
        "challenge",
        "cid",
        "damage",
        "deck",
        "discard",
        "drops",
        "dry",
        "effects",
        "exerted",
        "facedown",
        "first",
        "flags",
        "goal",
        "hand",
        "inked",
        "inkwell",
        "last_resolver",
        "log",
        "lore",
        "names",
        "notes",
        "out",
        "owner",
        "pending",
        "phase",
        "pidx",
        "play",
        "res",
        "reveals",
        "tasks",
        "temp_shift",
        "turn",
        "under",
        "variant",
        "winner",
        "zone",
    )

    def __init__(self) -> None:
        self.names: list[str] = []          # card table: full names; cid indexes it
        self.cid: list[int] = []
        self.owner: list[int] = []
        self.zone: list[int] = []           # a Zone of each card (ints read from a save)
        self.exerted: list[bool] = []
        self.damage: list[int] = []
        self.dry: list[bool] = []
        self.at: list[int] = []             # location instance, or -1
        self.under: list[tuple[int, ...]] = []  # stack under this card, bottom first
        self.facedown: list[bool] = []      # face down under a card (Boost, CR 8.4.2)
        self.deck: list[list[int]] = []     # top of deck is index 0
        self.hand: list[list[int]] = []
        self.inkwell: list[list[int]] = []
        self.play: list[list[int]] = []
        self.discard: list[list[int]] = []
        self.lore: list[int] = []
        self.inked: list[int] = []          # cards inked this turn (CR 4.2.3)
        self.drops: list[int] = []          # ink drops (a resource newer than CR 2.1.0)
        self.out: list[bool] = []           # left the game (CR 9.2.3)
        self.turn = 1
        self.active = 0
        self.first = 0
        self.phase = Phase.SETUP
        self.winner: int | None = None
        self.variant = "standard"
        self.goal = 20
        self.rng = 0
        self.bag: list[BagEntry] = []     # triggered abilities waiting to resolve (CR 7.7)
        self.pending: Pending | None = None  # what the engine waits for (decisions.py)
        self.res: Resolution | None = None     # the effect being resolved
        self.tasks: list[Task] = []         # what the turn does next, a stack (tasks.py)
        self.effects: list[Effect] = []
        self.flags: set[TurnFlag] = set()   # what happened this turn (flags.py), emptied as the turn ends
        self.last_resolver = -1
        self.challenge: tuple[int, int] | None = None
        self.reveals = 0                    # hidden information revealed so far (draws, shuffles)
        self.temp_shift: list[int] = []     # Temporary Shift characters to return at end of turn
        self.log: list[str] = []
        self.notes: dict[int, str] = {}     # a player's note on a card in play (a manual tool), until it leaves
        # The cards in play indexed by the statics and triggers they have (stats.play_index), built on first use
        # and dropped by ``play_changed`` whenever a card enters or leaves play; never saved (derived).
        self.pidx: Any = None

    def play_changed(self) -> None:
        """A card entered or left a play zone: the index of statics and triggers in play is built again."""
        self.pidx = None

    @property
    def players(self) -> int:
        return len(self.lore)

    def pile(self, zone: int, player: int) -> list[int]:
        """The card list of one player's DECK, HAND, INKWELL, PLAY or DISCARD zone."""
        return (self.deck, self.hand, self.inkwell, self.play, self.discard)[zone][player]

    # -- copy ---------------------------------------------------------------------------------

    def copy(self) -> GameState:
        """A cheap, independent copy (lists of ints are copied by slicing)."""
        n = GameState.__new__(GameState)
        n.names = self.names  # never mutated during a game
        n.cid = self.cid
        n.owner = self.owner
        n.zone = self.zone[:]
        n.exerted = self.exerted[:]
        n.damage = self.damage[:]
        n.dry = self.dry[:]
        n.at = self.at[:]
        n.under = self.under[:]
        n.facedown = self.facedown[:]
        n.deck = list(map(list.copy, self.deck))
        n.hand = list(map(list.copy, self.hand))
        n.inkwell = list(map(list.copy, self.inkwell))
        n.play = list(map(list.copy, self.play))
        n.pidx = self.pidx  # (immutable once built: shared until either state's play changes)
        n.discard = list(map(list.copy, self.discard))
        n.lore = self.lore[:]
        n.inked = self.inked[:]
        n.drops = self.drops[:]
        n.out = self.out[:]
        n.turn = self.turn
        n.active = self.active
        n.first = self.first
        n.phase = self.phase
        n.winner = self.winner
        n.variant = self.variant
        n.goal = self.goal
        n.rng = self.rng
        n.bag = self.bag[:]
        n.pending = self.pending
        n.res = None if self.res is None else self.res.copy()
        n.tasks = self.tasks[:]
        n.effects = self.effects[:]
        n.flags = set(self.flags)
        n.last_resolver = self.last_resolver
        n.challenge = self.challenge
        n.reveals = self.reveals
        n.temp_shift = self.temp_shift[:]
        n.log = self.log[:]
        n.notes = dict(self.notes)
        return n

    # -- JSON ---------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict with everything; ``from_json`` gives an equal state back."""
        return {
            "names": list(self.names),
            "cards": [
                [self.cid[i], self.owner[i], self.zone[i], int(self.exerted[i]), self.damage[i],
                 int(self.dry[i]), self.at[i], list(self.under[i]), int(self.facedown[i])]
                for i in range(len(self.cid))
            ],
            "deck": _lst(self.deck), "hand": _lst(self.hand), "inkwell": _lst(self.inkwell),
            "play": _lst(self.play), "discard": _lst(self.discard),
            "lore": list(self.lore), "inked": list(self.inked), "out": list(self.out),
            "drops": list(self.drops),
            "turn": self.turn, "active": self.active, "first": self.first, "phase": str(self.phase),
            "winner": self.winner, "variant": self.variant, "goal": self.goal, "rng": self.rng,
            "bag": [b.to_json() for b in self.bag], "pending": decision_to_json(self.pending),
            "res": None if self.res is None else self.res.to_json(),
            "tasks": [task_to_json(t) for t in self.tasks], "effects": [e.to_json() for e in self.effects], "flags": flags_to_json(self.flags),
            "last_resolver": self.last_resolver,
            "challenge": _lst(self.challenge), "reveals": self.reveals,
            "temp_shift": list(self.temp_shift), "log": list(self.log),
            **({"notes": {str(k): v for k, v in self.notes.items()}} if self.notes else {}),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameState:
        s = cls()
        s.names = list(data["names"])
        cards = data["cards"]
        s.cid = [c[0] for c in cards]
        s.owner = [c[1] for c in cards]
        s.zone = [c[2] for c in cards]
        s.exerted = [bool(c[3]) for c in cards]
        s.damage = [c[4] for c in cards]
        s.dry = [bool(c[5]) for c in cards]
        s.at = [c[6] for c in cards]
        s.under = [tuple(c[7]) for c in cards]
        s.facedown = [bool(c[8]) for c in cards]
        for key in ("deck", "hand", "inkwell", "play", "discard"):
            setattr(s, key, [list(z) for z in data[key]])
        s.lore = list(data["lore"])
        s.inked = list(data["inked"])
        s.drops = list(data.get("drops", [0] * len(s.lore)))
        s.out = [bool(x) for x in data["out"]]
        s.turn = data["turn"]
        s.active = data["active"]
        s.first = data["first"]
        s.phase = Phase(data["phase"])
        s.winner = data["winner"]
        s.variant = data["variant"]
        s.goal = data["goal"]
        s.rng = data["rng"]
        s.bag = [BagEntry.from_json(b) for b in data["bag"]]
        s.res = None if data["res"] is None else Resolution.from_json(data["res"])
        s.pending = decision_from_json(data["pending"])
        res = s.res
        if type(s.pending) is AskOption and res is not None and res.pc < len(res.steps) \
                and isinstance(res.steps[res.pc], TopOrBottom):
            # engine 2 asked "top or bottom" as a plain option; its frame says which it was
            top = s.deck[res.ctrl][0] if s.deck[res.ctrl] else -1
            s.pending = AskTopOrBottom(s.pending.player, top)
            res.looked = (top,)
        elif type(s.pending) is AskOption and res is not None and res.pc < len(res.steps) \
                and isinstance(res.steps[res.pc], MayDraw):
            # engine 2 asked "you may draw a card" as a plain option kept in "_option" (now the frame's answer)
            s.pending = AskOption(s.pending.player, 2, resume=True, labels=DRAW_OR_NOT)
        elif type(s.pending) is AskMay and isinstance(data["pending"], list) and data["pending"][2:] == ["_each_may_draw"]:
            s.pending = AskMay(s.pending.player, resume=True)  # the step draws when it comes back with the answer
        s.tasks = [task_from_json(t) for t in data["tasks"]]
        s.effects = [Effect.from_json(e) for e in data["effects"]]
        s.flags = flags_from_json(data["flags"])
        s.last_resolver = data["last_resolver"]
        s.challenge = _tup(data["challenge"])
        s.reveals = data["reveals"]
        s.temp_shift = list(data["temp_shift"])
        s.log = list(data.get("log", []))
        s.notes = {int(k): str(v) for k, v in data.get("notes", {}).items()}
        return s
