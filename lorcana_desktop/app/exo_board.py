"""What the Exo table shows, as typed data read from ``ExoGame.view(seat)`` (so it can hold nothing that seat may
not see): each player's Leader with life and its Emergency side, Vice Leader, Field, hand, Occulto, decks, discard
and banished cards, the shared Etere, and the chain (links bottom to top, the parallel chain waiting, who holds
priority). Qt-free: the table lays this out, nothing more.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from lorcana_desktop.engine.actions import ChooseTargets
from lorcana_desktop.exo.engine.actions import Activate, Attack, Evolve, LeaderEffect, Play, Reveal
from lorcana_desktop.exo.engine.events import CoverChanged, LifeChanged, Moved, PhaseStarted
from lorcana_desktop.exo.engine.state import DECK, PHASE_NAMES, WINDOW_NAMES

LINK_KINDS = ("play", "attack", "ability")


@dataclass(frozen=True, slots=True)
class CardShown:
    """One card as the seat sees it: ``card_id`` and ``name`` are None when its face is hidden from the seat."""

    id: int
    card_id: str | None
    name: str | None
    owner: int
    controller: int
    covered: bool = False
    seen_by_opponent: bool = False  # covered, and the owner's opponent has seen it
    strength: int | None = None
    counters: tuple[tuple[str, int], ...] = ()
    keywords: tuple[str, ...] = ()
    manual: tuple[str, ...] = ()

    @property
    def face_up(self) -> bool:
        """Whether the table draws its face (a covered card lies face down, whoever may know it)."""
        return self.card_id is not None and not self.covered


@dataclass(frozen=True, slots=True)
class SideShown:
    """One player's area."""

    seat: int
    life: int
    flipped: bool
    leader: CardShown
    vice: CardShown | None
    field: tuple[CardShown, ...]
    hand: tuple[CardShown, ...]
    occulto: tuple[CardShown, ...]
    deck: int
    evo: tuple[CardShown, ...]
    discard: tuple[CardShown, ...]
    banished: tuple[CardShown, ...]


@dataclass(frozen=True, slots=True)
class LinkShown:
    """A link of a chain: who controls it, what it is (a card played, an attack, an effect), its targets."""

    kind: str
    controller: int
    source: CardShown
    label: str  # the engine's own label (Italian, with the card's name): for logs, not for the window
    targets: tuple[CardShown, ...]
    keyword: str = ""  # an ability link: the key ability's printed word (ATTIVAZIONE, RIVELA...), "" if none
    leader: bool = False  # an ability link: the Leader's effect («Effetto Leader»)


@dataclass(frozen=True, slots=True)
class ChainShown:
    """The chain being built or resolved (links bottom first), the parallel chain waiting, the chains an
    Emergency interrupted (each bottom first, the oldest first), who holds priority."""

    links: tuple[LinkShown, ...] = ()
    parallel: tuple[LinkShown, ...] = ()
    interrupted: tuple[tuple[LinkShown, ...], ...] = ()
    resolving: bool = False
    priority: int | None = None


@dataclass(frozen=True, slots=True)
class ExoBoard:
    """The whole table for seat ``me``."""

    me: int
    turn: int
    active: int
    phase: str
    window: str
    battle_step: int
    sides: tuple[SideShown, SideShown]
    etere: tuple[CardShown, ...]
    chain: ChainShown
    to_act: int
    over: bool
    winner: int | None
    last_move: frozenset[int] = frozenset()  # the cards the computer's moves touched since the person acted
    # Cards the seat may see that lie in no zone the table lays out face up: the deck cards a search offers
    # («cerca nel mazzo»: the searching player looks at their deck). The choice's panel shows their faces.
    revealed: tuple[CardShown, ...] = ()

    def card(self, i: int) -> CardShown | None:
        for side in self.sides:
            for c in (side.leader, side.vice, *side.field, *side.hand, *side.occulto, *side.evo, *side.discard,
                      *side.banished):
                if c is not None and c.id == i:
                    return c
        for c in (*self.etere, *self.revealed):
            if c.id == i:
                return c
        return None


def touched(action: object, events: Iterable[object], seat: int, leaders: tuple[int, int]) -> frozenset[int]:
    """The cards one move of ``seat`` (``action`` and the ``events`` it led to) is about, as the table marks
    the computer's move: the card played, evolved, activated or revealed, an attacker and what it attacks, the
    cards it chose (targets, the cards covered or sacrificed to pay), every card that changed zone or was
    covered, a Leader that lost or gained life. The Recovery phase turning every covered card face up says
    nothing about the move, and the next player's turn is not part of it."""
    out: set[int] = set()
    if isinstance(action, (Play, Evolve, Activate, Reveal)):
        out.add(action.card)
    elif isinstance(action, Attack):
        out.update((action.card, action.target))
    elif isinstance(action, LeaderEffect):
        out.add(leaders[seat])
    elif isinstance(action, ChooseTargets):
        out.update(t for t in action.targets if t >= 0)  # (a player is named by a negative number)
    recovery = False
    for e in events:
        if isinstance(e, PhaseStarted):
            if e.active != seat:
                break
            recovery = e.phase == "recovery"
        elif isinstance(e, Moved) or isinstance(e, CoverChanged) and not recovery:
            out.add(e.card)
        elif isinstance(e, LifeChanged) and 0 <= e.player < len(leaders):
            out.add(leaders[e.player])
    out.discard(-1)
    return frozenset(out)


def board_of(view: dict[str, Any], to_act: int, last_move: frozenset[int] = frozenset()) -> ExoBoard:
    """The board of ``ExoGame.view(seat)``; ``last_move``: the cards to mark as the computer's last move."""
    me = int(view["me"])
    cards = view["cards"]
    ids = view["ids"]
    names = view["card_names"]
    current = view.get("current", {})
    counters = {int(k): tuple((str(c[0]), int(c[1])) for c in v) for k, v in view.get("counters", {}).items()}

    def shown(i: int) -> CardShown:
        cid, owner, ctrl, _zone, cov, known = cards[i][:6]
        card_id = ids[cid] if cid >= 0 else None
        cur = current.get(str(i), {})
        return CardShown(i, card_id, names[i], owner, ctrl, bool(cov), bool(cov) and bool((known >> (1 - owner)) & 1),
                         cur.get("strength"), counters.get(i, ()), tuple(cur.get("keywords", ())),
                         tuple(cur.get("manual", ())))

    def hidden(i: int, owner: int) -> CardShown:
        return CardShown(i, None, None, owner, owner)

    sides = []
    for p in (0, 1):
        vice = view["vice"][p]
        sides.append(SideShown(
            p, int(view["life"][p]), bool(view["flipped"][p]), shown(view["leader"][p]),
            shown(vice) if vice >= 0 else None,
            tuple(shown(i) for i in view["field"][p]),
            tuple(shown(i) if i >= 0 else hidden(-1, p) for i in view["hand"][p]),
            tuple(shown(i) if i >= 0 else hidden(-1, p) for i in view["occulto"][p]),
            len(view["deck"][p]),
            tuple(shown(i) if i >= 0 else hidden(-1, p) for i in view["evo"][p]),
            tuple(shown(i) for i in view["discard"][p]),
            tuple(shown(i) for i in view["banished"][p])))

    leaders = {int(view["leader"][p]) for p in (0, 1)}

    def link(d: list[Any]) -> LinkShown:
        kind, ctrl, src = d[0], d[1], d[2]
        targets = tuple(shown(int(t[0])) for _var, ts in d[7] for t in ts)
        return LinkShown(LINK_KINDS[kind] if 0 <= kind < 3 else "ability", int(ctrl), shown(int(src)), str(d[8]),
                         targets, str(d[6]), int(src) in leaders)

    frames = view.get("frames", [])
    chain = ChainShown()
    if frames:
        top = frames[-1]
        chain = ChainShown(tuple(link(x) for x in top["links"]), tuple(link(x) for x in top["parallel"]),
                           tuple(tuple(link(x) for x in f["links"]) for f in frames[:-1]),
                           bool(top["resolving"]), view.get("priority_holder"))
    else:
        chain = ChainShown(priority=view.get("priority_holder"))
    # (the view hides the deck's order; a card it names there is one the seat may see now)
    revealed = tuple(shown(i) for i in range(len(cards)) if cards[i][3] == DECK and names[i] is not None)
    return ExoBoard(me, int(view["turn"]), int(view["active"]), PHASE_NAMES[view["phase"]],
                    WINDOW_NAMES[view["window"]], int(view.get("sub", 1)), (sides[0], sides[1]),
                    tuple(shown(i) for i in view["etere"]), chain, to_act, bool(view["over"]), view.get("winner"),
                    frozenset(last_move), revealed)


class Moment(Enum):
    """What the seat to act is asked to do when no pick or question is open (the table's prompt words it)."""

    YOUR_MOVE = "your move"  # the active player's own window: play, evolve, attack, activate, next phase
    ANSWER_CHAIN = "answer the chain"  # links wait on the chain: answer them or pass to let it resolve
    ANSWER_OPPONENT = "answer the opponent"  # the opponent's turn, nothing on the chain: only answers


def moment(board: ExoBoard) -> Moment:
    """The kind of move ``board.me`` can make now: on an open chain only an answer (a Tattica, an effect) or Pass
    (Catena di Effetti), and in the opponent's turn only an answer ("nel turno avversario puoi solo rispondere")."""
    if board.chain.links or board.chain.parallel:
        return Moment.ANSWER_CHAIN
    if board.active != board.me:
        return Moment.ANSWER_OPPONENT
    return Moment.YOUR_MOVE


__all__ = ["CardShown", "ChainShown", "ExoBoard", "LinkShown", "Moment", "SideShown", "board_of", "moment",
           "touched"]
