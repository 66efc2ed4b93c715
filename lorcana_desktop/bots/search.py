"""The search bot: every candidate move is played out on the same sampled games, and the best on average wins.

The candidates are the greedy bot's best few actions (and ending the turn). The search works in
rounds. A round samples one game from the view (hidden cards guessed, see ``knowledge``) and plays
every remaining candidate on its own copy of that game: the candidate, then the rest of this turn,
the opponents' turns, this seat's next turn and the opponents' turns again, every choice the greedy
bot's. That models a greedy opponent exactly, up to the cards the seat cannot see. The play-outs of
one round also share their random seed. Each play-out is scored with ``evaluate.win_chance`` at the
start of the seat's turn after next.

Because all candidates meet the same sampled games, they are compared on paired differences,
which cancel most of the luck of the draw. After ``PRUNE_AFTER`` rounds, a candidate whose mean
difference to the leader is below zero by more than ``PRUNE_Z`` standard errors is dropped, and so
is one that scored exactly what the leader scored on every game (often the same turn in another
order: quest then play, or play then quest). The
search stops when one candidate is left or the time is up, and plays the best mean.

Measured against greedy, the same 80 games (8 precon pairings, 0.25 s a decision): 63 won by the
Monte Carlo tree search this replaced (a tree of the seat's own moves this turn, 16 sampled games
reused, play-outs scored at the start of the seat's next turn), 64 by paired rounds alone, 65 by
the tree with the longer horizon, 70 by paired rounds with the longer horizon (this module). The
tree reused its sampled games, and a greedy play-out of the same game always gives the same
value, so more time added little: it won about as often at 0.25 s as at 1 s.

The clock is read between play-outs; a play-out that runs past the deadline is dropped with its
round. With ``iterations`` set the search plays about that many play-outs instead, whatever the
clock says, so a decision is reproducible from the seed.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping, Sequence

from lorcana_desktop.bots.evaluate import win_chance
from lorcana_desktop.bots.greedy import decision_rng, greedy_choice, rank_actions
from lorcana_desktop.bots.knowledge import Knowledge, Sampler
from lorcana_desktop.bots.sampled import sampled_game
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Action, EndTurn, Game
from lorcana_desktop.engine.decisions import AskMulligan, AskName, AskOrder
from lorcana_desktop.engine.state import GameState
from lorcana_desktop.engine.view import GameView

ROOT_CANDIDATES = 8      # the greedy bot's best few actions are searched (and ending the turn)
MAX_RANKED = 60          # more legal actions than this are sampled down before ranking
TURNS_AHEAD = 2          # play-outs are scored at the start of the seat's turn after next
PRUNE_AFTER = 6          # rounds before a candidate may be dropped
PRUNE_Z = 2.0            # standard errors below the leader that drop a candidate
MAX_PLAYOUT = 600        # decisions in one play-out before it is scored anyway
TIME_SHARE = 0.92        # of the budget, for the search (ranking and sampling take the rest)


def scoring_turn(s: GameState, me: int, turns_ahead: int = TURNS_AHEAD) -> int:
    """The turn number at which seat ``me``'s ``turns_ahead``-th turn from now begins.

    Counted from the decision, the same for every candidate: ending the turn must be scored after the
    opponents' reply, like everything else. Players who left the game take no turns.
    """
    n = s.players
    p, k, seen = s.active, 0, 0
    for _ in range(n * turns_ahead):
        p = (p + 1) % n
        if not s.out[p]:
            k += 1
        if p == me:
            seen += 1
            if seen == turns_ahead:
                return s.turn + max(k, 1)
    return s.turn + n * turns_ahead


class _TimeUp(Exception):
    """The decision's time is up in the middle of a play-out."""


class SearchPlayer:
    """Paired play-outs of the greedy bot's best candidates ("hard" at the table)."""

    name = "search"

    def __init__(self, seat: int, seed: int = 0, cards: CardIndex | None = None, deck: Sequence[str] | None = None,
                 known_decks: Mapping[int, Sequence[str]] | None = None, time_budget: float = 1.0,
                 iterations: int | None = None) -> None:
        if cards is None:
            from lorcana_desktop.cards import default_cards
            cards = default_cards()
        if time_budget <= 0:
            raise ValueError("the time budget per decision must be positive")
        self.seat = seat
        self.seed = seed
        self.time_budget = time_budget
        self.iterations = iterations
        self.knowledge = Knowledge(seat, cards, deck, known_decks)
        self._calls = 0
        self.last_iterations = 0   # play-outs of the last decision (0: it was not searched)
        self.last_rounds = 0

    def choose(self, view: GameView, legal: Sequence[Action]) -> Action:
        start = time.perf_counter()
        if not legal:
            raise ValueError("no legal action to choose from")
        self._calls += 1
        rng = decision_rng(self.seed, self._calls)
        self.knowledge.observe(view)
        self.last_iterations = self.last_rounds = 0
        if len(legal) == 1:
            return legal[0]
        sampler = self.knowledge.sampler(view)
        base = sampled_game(sampler, rng)
        pd = base.s.pending
        if isinstance(pd, (AskMulligan, AskName, AskOrder)):
            return greedy_choice(base, legal, self.seat, rng)
        options = list(legal) if len(legal) <= MAX_RANKED else rng.sample(list(legal), MAX_RANKED)
        ranked = rank_actions(base, options, self.seat)
        if not ranked:
            return legal[0]
        candidates = [a for _, a in ranked[:ROOT_CANDIDATES]]
        if pd is None:
            end = next((a for a in legal if isinstance(a, EndTurn)), None)
            if end is not None and end not in candidates:
                candidates.append(end)
        if len(candidates) == 1:
            return candidates[0]
        return self._rounds(sampler, base, candidates, rng, start + self.time_budget * TIME_SHARE)

    def _rounds(self, sampler: Sampler, base: Game, candidates: list[Action], rng: random.Random,
                deadline: float) -> Action:
        """Play out the candidates round by round on shared sampled games; the best mean's action."""
        me = self.seat
        stop = scoring_turn(base.s, me)
        fixed = self.iterations
        clock_deadline = None if fixed is not None else deadline
        alive = list(range(len(candidates)))
        values: list[list[float]] = [[] for _ in candidates]
        played = rounds = faults = 0
        while len(alive) > 1:
            if fixed is not None:
                if played + len(alive) > fixed:
                    break
            elif time.perf_counter() >= deadline:
                break
            game = base if rounds == 0 else sampled_game(sampler, rng)
            seed = rng.getrandbits(32)
            row: list[float] = []
            try:
                for k in alive:
                    g = game.copy()
                    g.apply(candidates[k], rollback=False)  # (a copy: a fault drops the round)
                    row.append(self._playout(g, me, stop, random.Random(seed), clock_deadline))
                    played += 1
            except _TimeUp:
                break
            except Exception:  # noqa: BLE001 - a fault in a sampled game drops this round
                faults += 1
                if faults > 20:
                    break
                continue
            rounds += 1
            for k, v in zip(alive, row, strict=True):
                values[k].append(v)
            if rounds >= PRUNE_AFTER:
                alive = _prune(alive, values, rounds)
        self.last_iterations = played
        self.last_rounds = rounds
        if rounds == 0:
            return candidates[0]
        return candidates[_leader(alive, values)]

    @staticmethod
    def _playout(g: Game, me: int, stop: int, rng: random.Random, deadline: float | None) -> float:
        """Play on with the greedy bot's choices until turn ``stop`` begins; the position's value for ``me``."""
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
            # (greedy_choice picks one of ``legal``, just listed for ``g``; a fault drops the whole copy)
            g.apply(greedy_choice(g, legal, g.to_act(), rng), listed=True, rollback=False)
            steps += 1
        return win_chance(g, me)


def _leader(alive: list[int], values: list[list[float]]) -> int:
    """The candidate with the best total over the rounds every survivor played (ties: the greedy order)."""
    return max(alive, key=lambda k: (sum(values[k]), -k))


def _prune(alive: list[int], values: list[list[float]], rounds: int) -> list[int]:
    """The candidates not clearly worse than the leader on paired differences, nor the same as it (the leader
    stays)."""
    lead = _leader(alive, values)
    keep = []
    for k in alive:
        if k != lead:
            diffs = [a - b for a, b in zip(values[k], values[lead], strict=True)]
            mean = sum(diffs) / rounds
            spread = sum((d - mean) ** 2 for d in diffs) / (rounds - 1)
            if mean + PRUNE_Z * math.sqrt(spread / rounds) < 0:
                continue
            if not any(diffs):
                continue  # the same value on every game (another order of the same turn): the leader stands for it
        keep.append(k)
    return keep
