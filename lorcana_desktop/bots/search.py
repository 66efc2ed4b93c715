"""The search bot: Monte Carlo tree search over sampled hidden cards, within a time budget per decision.

Each iteration takes one of up to ``determinizations`` games sampled from the view (hidden cards
guessed, see ``knowledge``), walks a tree of this seat's own decisions for the rest of its turn
(UCB1 over the actions legal in that sample: information-set MCTS; ending the turn is always a
candidate), plays the rest of the turn and every opponent's turn with the greedy bot's choices,
and scores the position at the start of the seat's next turn with ``evaluate.win_chance`` (every
play-out at that same moment, whatever the tree did, so passing is judged after the opponents'
reply too). The root's candidates are the greedy bot's best few actions, so the search only spends
time where it can change the greedy choice. The chosen action's subtree is kept for the seat's next
decision in the same turn (recognised by the public state), so a turn's later decisions start warm.

The clock is read after every iteration (a few milliseconds), and the search stops early once the
leading action cannot be caught in the time left. With ``iterations`` set the search runs exactly
that many iterations instead, whatever the clock says, so a decision is reproducible from the seed.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping, Sequence
from typing import Any

from lorcana_desktop.bots.evaluate import win_chance
from lorcana_desktop.bots.greedy import decision_rng, greedy_choice, rank_actions
from lorcana_desktop.bots.knowledge import Knowledge
from lorcana_desktop.bots.policy import action_score, quick_action
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Action, EndTurn, Game
from lorcana_desktop.engine.decisions import AskMulligan, AskName, AskOrder

ROOT_CANDIDATES = 8      # the greedy bot's best few actions are searched
NODE_CANDIDATES = 6      # deeper in the own turn, the fast policy's best few
# UCB1's exploration weight (leaf values are win chances, see ``evaluate.SCALE``). Search against
# search at 0.25 s a decision, both with SCALE 20: 0.3 beat 0.6 in 26 of 40 games.
UCB_C = 0.3
MAX_PLAYOUT = 400        # decisions in one play-out before it is scored anyway
MIN_ITERATIONS = 8       # below this the greedy choice stands
# Play-outs with the greedy bot's own choices (a good model of a greedy opponent, and careful own
# play) against the 20x cheaper ``quick_action`` play-outs, games won against greedy (Lore Race
# against Wild Magic): 44 to 37 of 60 at 0.2 s a decision, 25 to 24 of 40 at 1 s (a tie).
PLAYOUT_GREEDY = True
_END = EndTurn()


def _turns_until(s: Any, me: int) -> int:
    """Turns from the active player's turn to the start of seat ``me``'s next turn (the others in between)."""
    n = s.players
    p, k = s.active, 0
    for _ in range(n):
        p = (p + 1) % n
        if not s.out[p]:
            k += 1
        if p == me:
            return max(k, 1)
    return n


def _public(s: Any) -> tuple[Any, ...]:
    """What every seat sees of a state (no card names): two states alike here are the same moment."""
    play = tuple(tuple(z) for z in s.play)
    return (s.turn, s.active, s.phase, tuple(s.lore), play, tuple(len(z) for z in s.hand),
            tuple(len(z) for z in s.deck), tuple(len(z) for z in s.inkwell), tuple(len(z) for z in s.discard),
            tuple(s.exerted[i] for z in play for i in z), tuple(s.damage[i] for z in play for i in z),
            None if s.pending is None else (s.pending.kind, s.pending.player))


class _TimeUp(Exception):
    """The decision's time is up in the middle of a play-out."""


class Node:
    """A node of the tree: visits and summed values of the own decisions that lead here."""

    __slots__ = ("children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.total = 0.0


class SearchPlayer:
    """Determinized MCTS with the greedy evaluation at the leaves ("hard" at the table)."""

    name = "search"

    def __init__(self, seat: int, seed: int = 0, cards: CardIndex | None = None, deck: Sequence[str] | None = None,
                 known_decks: Mapping[int, Sequence[str]] | None = None, time_budget: float = 1.0,
                 iterations: int | None = None, determinizations: int = 16) -> None:
        if cards is None:
            from lorcana_desktop.cards import default_cards
            cards = default_cards()
        if time_budget <= 0:
            raise ValueError("the time budget per decision must be positive")
        self.seat = seat
        self.seed = seed
        self.time_budget = time_budget
        self.iterations = iterations
        self.determinizations = max(1, determinizations)
        self.knowledge = Knowledge(seat, cards, deck, known_decks)
        self._calls = 0
        self.last_iterations = 0
        self._kept: tuple[tuple[Any, ...], Node] | None = None

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        start = time.perf_counter()
        if not legal:
            raise ValueError("no legal action to choose from")
        self._calls += 1
        rng = decision_rng(self.seed, self._calls)
        self.knowledge.observe(view)
        self.last_iterations = 0
        kept, self._kept = self._kept, None
        if len(legal) == 1:
            return legal[0]
        sampler = self.knowledge.sampler(view)
        base = sampler.game(rng)
        pd = base.s.pending
        if isinstance(pd, (AskMulligan, AskName, AskOrder)):
            return greedy_choice(base, legal, self.seat, rng)
        # The tree of the previous decision, when this one follows it directly in the same turn.
        root = kept[1] if kept is not None and kept[0] == _public(base.s) else Node()
        ranked = rank_actions(base, list(legal) if len(legal) <= 60 else rng.sample(list(legal), 60), self.seat)
        if not ranked:
            return legal[0]
        candidates = [a for _, a in ranked[:ROOT_CANDIDATES]]
        if pd is None:
            end = next((a for a in legal if isinstance(a, EndTurn)), None)
            if end is not None and end not in candidates:
                candidates.append(end)
        if len(candidates) == 1:
            return candidates[0]
        deadline = start + self.time_budget * 0.92
        return self._search(sampler, base, root, candidates, rng, deadline)

    # -- the tree -----------------------------------------------------------------------------------

    def _search(self, sampler: Any, base: Game, root: Node, candidates: list[Action], rng: random.Random,
                deadline: float) -> Action:
        me = self.seat
        dets = [base]
        turn = base.s.turn
        # Every play-out is scored at the same moment: the start of this seat's next turn (counted from
        # the decision, not from where the tree walk left the game, or ending the turn would be
        # scored before the opponents reply).
        stop = turn + _turns_until(base.s, me)
        fixed = self.iterations
        clock = time.perf_counter
        n = 0
        faults = 0
        t0 = clock()
        while True:
            if fixed is not None:
                if n >= fixed:
                    break
            else:
                now = clock()
                if now >= deadline:
                    break
                if n >= MIN_ITERATIONS and n % 8 == 0 and self._decided(root, candidates, n, now - t0, deadline - now):
                    break
            if len(dets) < self.determinizations and n >= len(dets) * 4:
                dets.append(sampler.game(rng))
            g = dets[n % len(dets)].copy()
            n += 1
            try:
                path = self._descend(g, root, candidates, me, turn)
                value = self._playout(g, me, stop, rng, None if fixed is not None else deadline)
            except _TimeUp:
                break
            except Exception:  # noqa: BLE001 - a fault in a sampled game skips this iteration
                faults += 1
                if faults > 50:
                    break
                continue
            for node in path:
                node.visits += 1
                node.total += value
        self.last_iterations = n
        best = self._best(root, candidates)
        self._keep(base, root, best)
        return best

    @staticmethod
    def _best(root: Node, candidates: list[Action]) -> Action:
        """The most visited candidate (ties: the better mean)."""
        kids = [(a, root.children[a]) for a in candidates if a in root.children and root.children[a].visits]
        if not kids:
            return candidates[0]
        return max(kids, key=lambda k: (k[1].visits, k[1].total / k[1].visits))[0]

    def _keep(self, base: Game, root: Node, action: Action) -> None:
        """Keep the chosen action's subtree for the next decision if that is this seat's, in this turn."""
        child = root.children.get(action)
        if child is None or not child.children:
            return
        g = base.copy()
        try:
            g.apply(action)
        except Exception:  # noqa: BLE001 - nothing to keep
            return
        if not g.over and g.s.turn == base.s.turn and g.to_act() == self.seat:
            self._kept = (_public(g.s), child)

    @staticmethod
    def _decided(root: Node, candidates: list[Action], n: int, spent: float, left: float) -> bool:
        """True when the most visited action cannot be overtaken in the time left."""
        kids = root.children
        visits = sorted((kids[a].visits for a in candidates if a in kids), reverse=True)
        if len(visits) < 2:
            return False
        remaining = left / (spent / n) if spent > 0 else float("inf")
        return visits[0] - visits[1] > remaining

    def _descend(self, g: Game, root: Node, candidates: list[Action], me: int, turn: int) -> list[Node]:
        """Walk (and grow) the tree of own decisions this turn, applying them to ``g``."""
        node = root
        path = [root]
        while not g.over and g.to_act() == me and g.s.turn == turn:
            if node is root:
                options = candidates
            else:
                legal = g.legal_actions()
                if g.s.pending is None:
                    p = g.s.active
                    legal = sorted(legal, key=lambda a: -action_score(g, a, p))
                    options = legal[:NODE_CANDIDATES]
                    # Stopping here is always a candidate: the play-outs do everything that scores.
                    if _END not in options and _END in legal:
                        options.append(_END)
                else:
                    options = legal[:NODE_CANDIDATES]
            if not options:
                break
            untried = [a for a in options if a not in node.children]
            if untried:
                a = untried[0]
                child = node.children[a] = Node()
                g.apply(a)
                path.append(child)
                return path
            log_n = math.log(node.visits + 1)
            best, best_u = options[0], -1.0
            for a in options:
                c = node.children[a]
                u = c.total / c.visits + UCB_C * math.sqrt(log_n / c.visits) if c.visits else 1e9
                if u > best_u:
                    best, best_u = a, u
            g.apply(best)
            node = node.children[best]
            path.append(node)
        return path

    @staticmethod
    def _playout(g: Game, me: int, stop: int, rng: random.Random, deadline: float | None) -> float:
        """Play on with the fast policy until this seat's next turn begins; its value for the seat.

        A play-out that runs past the deadline (a long chain of choices, a busy machine) is dropped.
        """
        steps = 0
        while not g.over and steps < MAX_PLAYOUT:
            if deadline is not None and steps % 16 == 15 and time.perf_counter() > deadline:
                raise _TimeUp
            s = g.s
            if s.turn >= stop and s.pending is None and s.phase == "main":
                break
            legal = g.legal_actions()
            if not legal:
                break
            if PLAYOUT_GREEDY:
                g.apply(greedy_choice(g, legal, g.to_act(), rng))
            else:
                g.apply(quick_action(g, legal, rng))
            steps += 1
        return win_chance(g, me)
