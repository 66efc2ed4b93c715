"""The state of an Exo game: per-card lists of ints, per-player piles, the chain frames, a seeded RNG.

Card instances are ints indexing the per-card lists (``cid``, ``owner``, ``ctrl``, ``zone``, ``cov``,
``known``, ``gen``, ``entered``, ``attacks``). ``gen`` counts the card's zone changes: an effect aimed
at a card remembers its ``gen``, so a card that moved is «una nuova carta» and the effect no longer
finds it (Bersaglio; «Quando una carta viene spostata … viene considerata come una nuova carta»).

The chain («Catena di Effetti») lives in ``frames``: a stack of :class:`Frame`, the bottom one the chain
being built or resolved, each one above it an Emergency chain that interrupted the one below
(STATO DI EMERGENZA). ``work`` is the stack of what is being done step by step: a link's effect
resolving (:class:`Run`), or a card being played / an effect being activated (:class:`Declaring`:
targets, then the cost). Everything here is plain data; the rules live in the other modules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from lorcana_desktop.exo.engine.decisions import Decision, decision_from_json, decision_to_json
from lorcana_desktop.exo.engine.events import Note
from lorcana_desktop.exo.engine.options import ExoOptions
from lorcana_desktop.rules_core.rng import SeededRandom  # the same small seeded RNG as the Lorcana engine

# Zones. FIELD holds the Leader and the Vice Leader too (their slots are ``leader`` and ``vice``).
DECK: Final = 0
HAND: Final = 1
OCCULTO: Final = 2
ETERE: Final = 3
FIELD: Final = 4
DISCARD: Final = 5
BANISHED: Final = 6
EVO: Final = 7
REMOVED: Final = 8
ZONE_NAMES: Final = ("deck", "hand", "occulto", "etere", "field", "discard", "banished", "evo_deck", "removed")

# Phases (R-2: five) and the windows of a phase.
DRAW: Final = 0
RECOVERY: Final = 1
MAIN: Final = 2
BATTLE: Final = 3
END: Final = 4
PHASE_NAMES: Final = ("draw", "recovery", "main", "battle", "end")
START: Final = 0
OPEN: Final = 1
DECL: Final = 2
WINDOW_NAMES: Final = ("start", "open", "declared")

# Links of a chain: a card played, an attack, an effect.
PLAY: Final = 0
ATTACK: Final = 1
ABILITY: Final = 2

BOTH: Final = 3  # the ``known`` bitmask when both players have seen a card


Target = tuple[int, int, bool]  # (card, its gen when chosen, covered when chosen)
Chosen = tuple[tuple[str, tuple[Target, ...]], ...]  # (variable, targets) in the ability's order


class Link:
    """One link of a chain: ``kind`` PLAY / ATTACK / ABILITY; ``src`` the card (its ``gen`` and ``zone``
    when the link was made), ``ability`` its index in ``ExoCard.all_abilities()`` (-1 for a play or an
    attack), ``keyword`` the key ability's word ("" otherwise), ``targets`` the declared «bersagli».

    A value, never changed once made (``Final``: the type check refuses an assignment), equal by its fields like
    the frozen dataclass it was: a plain class because mypyc compiles its ``__init__`` (a dataclass's generated
    ``__init__`` stays interpreted Python, and a game makes ~130 links)."""

    __slots__ = ("ability", "ctrl", "gen", "keyword", "kind", "label", "src", "targets", "zone")

    def __init__(self, kind: int, ctrl: int, src: int, gen: int, zone: int, ability: int = -1, keyword: str = "",
                 targets: Chosen = (), label: str = "") -> None:
        self.kind: Final = kind
        self.ctrl: Final = ctrl
        self.src: Final = src
        self.gen: Final = gen
        self.zone: Final = zone
        self.ability: Final = ability
        self.keyword: Final = keyword
        self.targets: Final = targets
        self.label: Final = label

    def _fields(self) -> tuple[int, int, int, int, int, int, str, Chosen, str]:
        return (self.kind, self.ctrl, self.src, self.gen, self.zone, self.ability, self.keyword, self.targets,
                self.label)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Link):
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (f"Link(kind={self.kind!r}, ctrl={self.ctrl!r}, src={self.src!r}, gen={self.gen!r}, "
                f"zone={self.zone!r}, ability={self.ability!r}, keyword={self.keyword!r}, "
                f"targets={self.targets!r}, label={self.label!r})")

    def to_json(self) -> list[Any]:
        return [self.kind, self.ctrl, self.src, self.gen, self.zone, self.ability, self.keyword,
                [[v, [list(t) for t in ts]] for v, ts in self.targets], self.label]

    @classmethod
    def from_json(cls, d: list[Any]) -> Link:
        targets = tuple((v, tuple((int(t[0]), int(t[1]), bool(t[2])) for t in ts)) for v, ts in d[7])
        return cls(d[0], d[1], d[2], d[3], d[4], d[5], d[6], targets, d[8])


@dataclass(frozen=True, slots=True)
class Trig:
    """A key ability that has just triggered and waits to be put on a chain (R-13, R-29)."""

    card: int
    gen: int
    ability: int
    ctrl: int
    keyword: str

    def to_json(self) -> list[Any]:
        return [self.card, self.gen, self.ability, self.ctrl, self.keyword]

    @classmethod
    def from_json(cls, d: list[Any]) -> Trig:
        return cls(*d)


@dataclass(frozen=True, slots=True)
class AttackState:
    """The attack being declared or resolved: attacker and its target («bersaglio»), with their gens and
    whether the target was covered when it was chosen (a target covered later is lost)."""

    attacker: int
    agen: int
    target: int
    tgen: int
    tcov: bool

    def to_json(self) -> list[Any]:
        return [self.attacker, self.agen, self.target, self.tgen, self.tcov]

    @classmethod
    def from_json(cls, d: list[Any]) -> AttackState:
        return cls(d[0], d[1], d[2], d[3], bool(d[4]))


class Frame:
    """A chain: its ``links`` (bottom first) while built and resolved, the ``parallel`` links waiting for
    the next chain (R-29), who holds ``priority`` and how many ``passes`` in a row were made (R-10), the
    window to go back to afterwards (``origin``), and whether it is an Emergency chain (``interrupt``)."""

    __slots__ = ("busy", "interrupt", "links", "origin", "parallel", "passes", "priority", "resolving")

    def __init__(self, links: list[Link], priority: int, origin: int, interrupt: bool = False) -> None:
        self.links = links
        self.parallel: list[Link] = []
        self.resolving = False
        self.priority = priority
        self.passes = 0
        self.origin = origin
        self.interrupt = interrupt
        self.busy = False  # the top link is resolving (it stays on the chain until it is done)

    def copy(self) -> Frame:
        # (the constructor, not Frame.__new__: a compiled class's __new__ runs __init__, which needs its arguments)
        f = Frame(self.links[:], self.priority, self.origin, self.interrupt)
        f.parallel = self.parallel[:]
        f.resolving = self.resolving
        f.passes = self.passes
        f.busy = self.busy
        return f

    def to_json(self) -> dict[str, Any]:
        return {"links": [x.to_json() for x in self.links], "parallel": [x.to_json() for x in self.parallel],
                "resolving": self.resolving, "priority": self.priority, "passes": self.passes,
                "origin": self.origin, "interrupt": self.interrupt, "busy": self.busy}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Frame:
        f = cls([Link.from_json(x) for x in d["links"]], d["priority"], d["origin"], d["interrupt"])
        f.parallel = [Link.from_json(x) for x in d["parallel"]]
        f.resolving = d["resolving"]
        f.passes = d["passes"]
        f.busy = d["busy"]
        return f


# What a Run does when its steps are done.
AFTER_NOTHING: Final = 0
AFTER_DISCARD_TACTIC: Final = 1
AFTER_COVER_SOURCE: Final = 2


class Run:
    """Effect steps being carried out: the steps of ``ability`` of card ``src`` (``part`` "effect" or
    "cost"), at step ``pc``, with the targets in ``vars``; ``scratch`` keeps a step's progress across a
    decision and ``answer`` the answer to it. ``depth`` is the number of chain frames when it began: an
    Emergency chain above it suspends it (STATO DI EMERGENZA)."""

    __slots__ = ("ability", "after", "answer", "ctrl", "depth", "gen", "part", "pc", "scratch", "src",
                 "tactic", "vars")

    def __init__(self, src: int, gen: int, ctrl: int, ability: int, part: str, vars: dict[str, tuple[int, ...]],
                 depth: int, after: int = AFTER_NOTHING, tactic: bool = False) -> None:
        self.src = src
        self.gen = gen
        self.ctrl = ctrl
        self.ability = ability
        self.part = part
        self.vars = vars
        self.pc = 0
        self.scratch: dict[str, Any] = {}
        self.answer: Any = None
        self.depth = depth
        self.after = after
        self.tactic = tactic  # the effect of a Tattica (INTOCCABILE, «effetti delle carte Tattica»)

    def copy(self) -> Run:
        r = Run(self.src, self.gen, self.ctrl, self.ability, self.part, dict(self.vars), self.depth, self.after,
                self.tactic)
        r.pc = self.pc
        r.scratch = {k: (v[:] if isinstance(v, list) else v) for k, v in self.scratch.items()}
        r.answer = self.answer
        return r

    def to_json(self) -> dict[str, Any]:
        return {"run": [self.src, self.gen, self.ctrl, self.ability, self.part, self.pc, self.depth, self.after,
                        self.tactic], "vars": {k: list(v) for k, v in self.vars.items()},
                "scratch": self.scratch, "answer": _answer_json(self.answer)}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Run:
        src, gen, ctrl, ability, part, pc, depth, after, tactic = d["run"]
        r = cls(src, gen, ctrl, ability, part, {k: tuple(v) for k, v in d["vars"].items()}, depth, after, tactic)
        r.pc = pc
        r.scratch = dict(d["scratch"])
        r.answer = _answer_from_json(d["answer"])
        return r


# What a Declaring is doing.
D_MAY: Final = 0
D_TARGETS: Final = 1
D_COST: Final = 2
D_DONE: Final = 3
# Where its link goes.
TO_CHAIN: Final = 0
TO_PARALLEL: Final = 1
TO_INTERRUPT: Final = 2


class Declaring:
    """A card being played or an effect being activated, before its link is on the chain: «Posiziona la
    carta in Etere» → targets («I bersagli vanno sempre dichiarati quando la carta entra in etere o si
    attiva un effetto») → the Costo, Sacrificio or «condizione di innesco» → the link.

    ``kind`` PLAY (a card from Etere; ``evolve`` for a Sacrificio) or ABILITY; ``stage`` one of D_*;
    ``chosen`` the targets declared so far; ``dest`` where the link goes (TO_*); ``free`` for a card an
    effect plays («senza pagare alcun costo»); ``alt`` an alternative cost's index; ``mode`` a Vice Leader
    mode of an Evoluzione Vice Leader."""

    __slots__ = ("ability", "alt", "answer", "card", "chosen", "depth", "dest", "evolve", "free", "gen", "keyword",
                 "kind", "mode", "player", "stage", "trig")

    def __init__(self, kind: int, player: int, card: int, gen: int, depth: int, *, ability: int = -1,
                 keyword: str = "", dest: int = TO_CHAIN, free: bool = False, evolve: bool = False,
                 alt: int = -1, mode: str = "", trig: bool = False, stage: int = D_TARGETS) -> None:
        self.kind = kind
        self.player = player
        self.card = card
        self.gen = gen
        self.depth = depth
        self.ability = ability
        self.keyword = keyword
        self.dest = dest
        self.free = free
        self.evolve = evolve
        self.alt = alt
        self.mode = mode
        self.trig = trig
        self.stage = stage
        self.chosen: Chosen = ()
        self.answer: Any = None

    def copy(self) -> Declaring:
        d = Declaring(self.kind, self.player, self.card, self.gen, self.depth, ability=self.ability,
                      keyword=self.keyword, dest=self.dest, free=self.free, evolve=self.evolve, alt=self.alt,
                      mode=self.mode, trig=self.trig, stage=self.stage)
        d.chosen, d.answer = self.chosen, self.answer
        return d

    def to_json(self) -> dict[str, Any]:
        return {"declaring": [self.kind, self.player, self.card, self.gen, self.depth, self.ability, self.keyword,
                              self.dest, self.free, self.evolve, self.alt, self.mode, self.trig, self.stage],
                "chosen": [[v, [list(t) for t in ts]] for v, ts in self.chosen],
                "answer": _answer_json(self.answer)}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Declaring:
        (kind, player, card, gen, depth, ability, keyword, dest, free, evolve, alt, mode, trig,
         stage) = d["declaring"]
        x = cls(kind, player, card, gen, depth, ability=ability, keyword=keyword, dest=dest, free=free,
                evolve=evolve, alt=alt, mode=mode, trig=trig, stage=stage)
        x.chosen = tuple((v, tuple((int(t[0]), int(t[1]), bool(t[2])) for t in ts)) for v, ts in d["chosen"])
        x.answer = _answer_from_json(d["answer"])
        return x


Work = Run | Declaring


def _answer_json(a: Any) -> Any:
    if isinstance(a, tuple):
        return {"t": list(a)}
    return a


def _answer_from_json(a: Any) -> Any:
    if isinstance(a, dict) and "t" in a:
        return tuple(a["t"])
    return a


# A modifier: (card, gen, kind, value, until_turn) — until_turn -1 = until the card leaves the field.
# Kinds: "add" / "set" strength, "kw" a passive keyword, "negate", "extra" attacks, "transform" (value: the
# index of the transformation among the game's), "control" (value: the controller to give back).
Mod = tuple[int, int, str, Any, int]


class ExoState(SeededRandom):
    """Everything that changes during a game of Creatures of Exo."""

    __slots__ = (
        "active",
        "attack",
        "attacks",
        "banished",
        "cid",
        "counters",
        "cov",
        "ctrl",
        "deck",
        "decl_skip",
        "discard",
        "entered",
        "etere",
        "evo",
        "field",
        "first",
        "flags",
        "flipped",
        "force_end",
        "frames",
        "gen",
        "hand",
        "ids",
        "known",
        "leader",
        "life",
        "log",
        "mods",
        "occulto",
        "options",
        "over",
        "owner",
        "passes",
        "pending",
        "phase",
        "priority",
        "removed",
        "reveals",
        "sub",
        "transforms",
        "trig",
        "trig_card",
        "trig_ready",
        "turn",
        "vice",
        "window",
        "winner",
        "work",
        "zone",
    )

    def __init__(self, options: ExoOptions | None = None) -> None:
        self.ids: list[str] = []        # the card table: card ids ("STR1-014"); ``cid`` indexes it
        self.cid: list[int] = []
        self.owner: list[int] = []
        self.ctrl: list[int] = []
        self.zone: list[int] = []
        self.cov: list[bool] = []       # covered («coperta»)
        self.known: list[int] = []      # bit p: player p has seen this card
        self.gen: list[int] = []
        self.entered: list[int] = []    # the turn it entered the Field (summoning sickness, R-20), else -1
        self.attacks: list[int] = []    # attacks declared this turn
        self.life: list[int] = [0, 0]
        self.flipped: list[bool] = [False, False]  # the Leader shows its Emergency side
        self.leader: list[int] = [-1, -1]
        self.vice: list[int] = [-1, -1]
        self.deck: list[list[int]] = [[], []]   # top first
        self.hand: list[list[int]] = [[], []]
        self.occulto: list[list[int]] = [[], []]
        self.field: list[list[int]] = [[], []]  # the Field without the Leader and the Vice Leader
        self.discard: list[list[int]] = [[], []]
        self.banished: list[list[int]] = [[], []]
        self.evo: list[list[int]] = [[], []]
        self.etere: list[int] = []      # one Etere; each card keeps its owner and controller
        self.removed: list[int] = []    # Pedine and Reliquie out of the game
        self.counters: dict[int, tuple[tuple[str, int], ...]] = {}
        self.mods: list[Mod] = []
        self.transforms: list[Any] = []  # the Transformation values the "transform" mods point at
        self.turn = 1
        self.active = 0
        self.first = 0
        self.phase = 2
        self.sub = 1                    # the Battle sub-phase (1: before and during attacks, 2: after)
        self.window = 0
        self.priority = 0
        self.passes = 0
        self.decl_skip = False          # the declared phase change skips the Battle phase
        self.frames: list[Frame] = []
        self.trig: list[Trig] = []      # triggered together, not yet ordered
        self.trig_ready: list[Trig] = []  # ordered, to be put on the chain one by one
        self.trig_card = -1             # the card whose effects its owner is ordering (rule 9)
        self.work: list[Work] = []
        self.pending: Decision | None = None
        self.attack: AttackState | None = None
        self.flags: set[str] = set()    # this turn's marks: once per turn, the Leader effect used, ...
        self.over = False
        self.winner: int | None = None  # over and no winner: a draw
        self.force_end = False
        self.rng = 0
        self.reveals = 0                # hidden information revealed so far: undo never goes back past one
        self.log: list[Note] = []  # the log's lines, typed (events.Note); a save keeps their English text
        self.options = options if options is not None else ExoOptions()

    # -- piles ---------------------------------------------------------------------------------

    def pile(self, zone: int, p: int) -> list[int]:
        """The list holding the cards of player ``p`` in ``zone`` (FIELD: the Field row; ETERE: the Etere)."""
        if zone == HAND:
            return self.hand[p]
        if zone == FIELD:
            return self.field[p]
        if zone == DECK:
            return self.deck[p]
        if zone == DISCARD:
            return self.discard[p]
        if zone == OCCULTO:
            return self.occulto[p]
        if zone == ETERE:
            return self.etere
        if zone == BANISHED:
            return self.banished[p]
        if zone == EVO:
            return self.evo[p]
        return self.removed

    def on_field(self, p: int) -> list[int]:
        """Every card on player ``p``'s side of the Field: the Leader, the Vice Leader, then the row."""
        v = self.vice[p]
        return [self.leader[p], v, *self.field[p]] if v >= 0 else [self.leader[p], *self.field[p]]

    @property
    def n(self) -> int:
        return len(self.cid)

    # -- copy ----------------------------------------------------------------------------------

    def copy(self) -> ExoState:
        """A cheap independent copy (lists of ints are sliced; immutable values are shared)."""
        s = ExoState.__new__(ExoState)  # (compiled, __new__ runs __init__ too: it needs no argument)
        s.ids = self.ids
        s.cid = self.cid[:]
        s.owner = self.owner[:]
        s.ctrl = self.ctrl[:]
        s.zone = self.zone[:]
        s.cov = self.cov[:]
        s.known = self.known[:]
        s.gen = self.gen[:]
        s.entered = self.entered[:]
        s.attacks = self.attacks[:]
        s.life = self.life[:]
        s.flipped = self.flipped[:]
        s.leader = self.leader[:]
        s.vice = self.vice[:]
        s.deck = [self.deck[0][:], self.deck[1][:]]
        s.hand = [self.hand[0][:], self.hand[1][:]]
        s.occulto = [self.occulto[0][:], self.occulto[1][:]]
        s.field = [self.field[0][:], self.field[1][:]]
        s.discard = [self.discard[0][:], self.discard[1][:]]
        s.banished = [self.banished[0][:], self.banished[1][:]]
        s.evo = [self.evo[0][:], self.evo[1][:]]
        s.etere = self.etere[:]
        s.removed = self.removed[:]
        s.counters = dict(self.counters)
        s.mods = self.mods[:]
        s.transforms = self.transforms[:]
        s.turn = self.turn
        s.active = self.active
        s.first = self.first
        s.phase = self.phase
        s.sub = self.sub
        s.window = self.window
        s.priority = self.priority
        s.passes = self.passes
        s.decl_skip = self.decl_skip
        s.frames = [f.copy() for f in self.frames]
        s.trig = self.trig[:]
        s.trig_ready = self.trig_ready[:]
        s.trig_card = self.trig_card
        s.work = [w.copy() for w in self.work]
        s.pending = self.pending
        s.attack = self.attack
        s.flags = set(self.flags)
        s.over = self.over
        s.winner = self.winner
        s.force_end = self.force_end
        s.rng = self.rng
        s.reveals = self.reveals
        s.log = self.log[:]
        s.options = self.options
        return s

    # -- JSON ----------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """Everything, JSON-ready; ``from_json`` gives an equal state back."""
        return {
            "ids": list(self.ids),
            "cards": [[self.cid[i], self.owner[i], self.ctrl[i], self.zone[i], int(self.cov[i]), self.known[i],
                       self.gen[i], self.entered[i], self.attacks[i]] for i in range(len(self.cid))],
            "life": list(self.life), "flipped": list(self.flipped), "leader": list(self.leader),
            "vice": list(self.vice),
            "deck": [z[:] for z in self.deck], "hand": [z[:] for z in self.hand],
            "occulto": [z[:] for z in self.occulto], "field": [z[:] for z in self.field],
            "discard": [z[:] for z in self.discard], "banished": [z[:] for z in self.banished],
            "evo": [z[:] for z in self.evo], "etere": self.etere[:], "removed": self.removed[:],
            "counters": {str(k): [list(c) for c in v] for k, v in sorted(self.counters.items())},
            "mods": [list(m) for m in self.mods],
            "transforms": [_transformation_json(t) for t in self.transforms],
            "turn": self.turn, "active": self.active, "first": self.first, "phase": self.phase, "sub": self.sub,
            "window": self.window, "priority": self.priority, "passes": self.passes, "decl_skip": self.decl_skip,
            "frames": [f.to_json() for f in self.frames],
            "trig": [t.to_json() for t in self.trig], "trig_ready": [t.to_json() for t in self.trig_ready], "trig_card": self.trig_card,
            "work": [w.to_json() for w in self.work],
            "pending": decision_to_json(self.pending),
            "attack": None if self.attack is None else self.attack.to_json(),
            "flags": sorted(self.flags), "over": self.over, "winner": self.winner, "force_end": self.force_end,
            "rng": self.rng, "reveals": self.reveals, "log": [n.text for n in self.log],
            "options": self.options.to_json(),
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> ExoState:
        s = cls(ExoOptions.from_json(d.get("options", {})))
        s.ids = list(d["ids"])
        cards = d["cards"]
        s.cid = [c[0] for c in cards]
        s.owner = [c[1] for c in cards]
        s.ctrl = [c[2] for c in cards]
        s.zone = [c[3] for c in cards]
        s.cov = [bool(c[4]) for c in cards]
        s.known = [c[5] for c in cards]
        s.gen = [c[6] for c in cards]
        s.entered = [c[7] for c in cards]
        s.attacks = [c[8] for c in cards]
        s.life = list(d["life"])
        s.flipped = [bool(x) for x in d["flipped"]]
        s.leader = list(d["leader"])
        s.vice = list(d["vice"])
        for key in ("deck", "hand", "occulto", "field", "discard", "banished", "evo"):
            setattr(s, key, [list(z) for z in d[key]])
        s.etere = list(d["etere"])
        s.removed = list(d["removed"])
        s.counters = {int(k): tuple((str(c[0]), int(c[1])) for c in v) for k, v in d["counters"].items()}
        s.mods = [(m[0], m[1], m[2], m[3], m[4]) for m in d["mods"]]
        s.transforms = [_transformation_from_json(t) for t in d["transforms"]]
        s.turn = d["turn"]
        s.active = d["active"]
        s.first = d["first"]
        s.phase = d["phase"]
        s.sub = d["sub"]
        s.window = d["window"]
        s.priority = d["priority"]
        s.passes = d["passes"]
        s.decl_skip = d["decl_skip"]
        s.frames = [Frame.from_json(f) for f in d["frames"]]
        s.trig = [Trig.from_json(t) for t in d["trig"]]
        s.trig_ready = [Trig.from_json(t) for t in d["trig_ready"]]
        s.trig_card = d["trig_card"]
        s.work = [Declaring.from_json(w) if "declaring" in w else Run.from_json(w) for w in d["work"]]
        s.pending = decision_from_json(d["pending"])
        s.attack = None if d["attack"] is None else AttackState.from_json(d["attack"])
        s.flags = set(d["flags"])
        s.over = d["over"]
        s.winner = d["winner"]
        s.force_end = d["force_end"]
        s.rng = d["rng"]
        s.reveals = d["reveals"]
        s.log = [Note.plain(str(t)) for t in d["log"]]  # (the English lines: their codes are not kept)
        return s


def _transformation_json(t: Any) -> dict[str, Any]:
    return {"name": t.name, "type": None if t.type is None else t.type.value, "strength": t.strength,
            "colors": list(t.colors), "races": list(t.races), "classes": list(t.classes), "text": t.text}


def _transformation_from_json(d: dict[str, Any]) -> Any:
    from lorcana_desktop.exo.cards.effects import Transformation
    from lorcana_desktop.exo.cards.terms import CardType

    return Transformation(name=d["name"], type=None if d["type"] is None else CardType.parse(d["type"]),
                          strength=d["strength"], colors=tuple(d["colors"]), races=tuple(d["races"]),
                          classes=tuple(d["classes"]), text=d["text"])
