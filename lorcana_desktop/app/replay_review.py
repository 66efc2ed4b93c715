"""Replay review: the bots' evaluation of a finished game turn by turn, and the moves where a player's choice
lost the most against what the Hard computer would have played.

The review replays the game's actions. At the start of every turn it records each player's chance to win
as the bots' heuristic sees the whole position (``evaluate.win_chance``: after the game nothing is hidden
any more). At each of a reviewed player's turn actions with a choice, it asks the Hard computer (the
search, told only what that player could see then) what it would have played; when that differs, both
moves are played out on the same sampled games (the search's own play-outs, to the start of the player's
turn after next) and the mean difference in win chance is the move's cost. ``run`` takes a progress
callback and a cancel check, for a background thread.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from lorcana_desktop.app.action_words import worded_action
from lorcana_desktop.app.engine_words import Phrase
from lorcana_desktop.bots.evaluate import win_chance
from lorcana_desktop.bots.knowledge import Knowledge
from lorcana_desktop.bots.search import SearchPlayer, scoring_turn
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Action, Game, GameView
from lorcana_desktop.engine.events import TurnStarted

ROUNDS = 4  # sampled games each compared pair of moves is played out on
SEARCH_ITERATIONS = 32  # the Hard computer's play-outs per reviewed decision (fixed: a review is reproducible)
MIN_LOSS = 0.02  # a difference below this (2 points of win chance) is noise, not a mistake


class ReviewCancelled(Exception):
    """The review was stopped before it ended."""


@dataclass(frozen=True, slots=True)
class TurnValue:
    """At the start of ``turn`` (whose player is ``active``): each player's chance to win (0..1)."""

    turn: int
    active: int
    action: int  # actions taken before this turn began (where the replay shows it)
    chances: tuple[float, ...]


@dataclass(frozen=True, slots=True)
class Mistake:
    """Action ``action`` (0-based) of the game, by ``seat`` on ``turn``: ``played`` where the Hard computer
    would have played ``better``, which won ``loss`` more win chance (0..1) on the same sampled games."""

    action: int
    turn: int
    seat: int
    played: Phrase  # in a player's words, as the table's menus say it (``.text``: English)
    better: Phrase
    loss: float


@dataclass(frozen=True, slots=True)
class Review:
    turns: tuple[TurnValue, ...]
    mistakes: tuple[Mistake, ...]  # the largest loss first
    decisions: int  # reviewed decisions


Progress = Callable[[int, int], None]  # actions done, actions in the game


def review_game(initial: Game, actions: Sequence[Action], cards: CardIndex, *, seats: Sequence[int] | None = None,
                decks: Sequence[Sequence[str]] | None = None, seed: int = 0, progress: Progress | None = None,
                cancelled: Callable[[], bool] | None = None, most: int = 10, start: int = 0) -> Review:
    """Review the game that ``actions`` play from ``initial`` (a game at its start, not changed); ``seats``
    to review (default: every player); ``decks``: the players' deck lists (the Hard computer is told the
    others' lists, as after a match they are known); ``most``: how many mistakes to keep; ``start``: the first
    action whose choice is judged (the chart covers the whole game)."""
    game = initial.copy()
    players = game.state.players
    reviewed = set(range(players) if seats is None else seats)
    knowledge = {p: Knowledge(p, cards, decks[p] if decks else None,
                              {q: decks[q] for q in range(players) if q != p} if decks else None)
                 for p in reviewed}
    turns: list[TurnValue] = []
    mistakes: list[Mistake] = []
    decisions = 0
    total = len(actions)
    for n, action in enumerate(actions):
        if cancelled is not None and cancelled():
            raise ReviewCancelled()
        if progress is not None:
            progress(n, total)
        seat = game.to_act()
        if seat in reviewed and n >= start and game.state.pending is None and game.state.phase == "main":
            view = game.view(seat)
            knowledge[seat].observe(view)
            legal = game.legal_actions()
            if len(legal) > 1:
                decisions += 1
                found = _judge(game, view, legal, action, seat, knowledge[seat], cards, seed + n)
                if found is not None:
                    better, loss = found
                    mistakes.append(Mistake(n, game.state.turn, seat, worded_action(game, action),
                                            worded_action(game, better), loss))
        elif seat in reviewed:
            knowledge[seat].observe(game.view(seat))
        for ev in game.apply(action):
            if isinstance(ev, TurnStarted):
                turns.append(TurnValue(ev.turn, ev.player, n + 1, _chances(game)))
    if progress is not None:
        progress(total, total)
    if game.over:
        turns.append(TurnValue(game.state.turn, game.state.active, total, _chances(game)))
    mistakes.sort(key=lambda m: (-m.loss, m.action))
    return Review(tuple(turns), tuple(mistakes[:most]), decisions)


def _chances(game: Game) -> tuple[float, ...]:
    return tuple(win_chance(game, p) for p in range(game.state.players))


def _judge(game: Game, view: GameView, legal: Sequence[Action], played: Action, seat: int, knowledge: Knowledge,
           cards: CardIndex, seed: int) -> tuple[Action, float] | None:
    """The Hard computer's move here and how much more it won than ``played`` (None: the same move, or no
    clear difference)."""
    hard = SearchPlayer(seat, seed, cards, iterations=SEARCH_ITERATIONS)
    hard.knowledge = knowledge  # what this player knew (deck lists, cards seen so far)
    better = hard.choose(view, legal)
    if better == played:
        return None
    sampler = knowledge.sampler(view)
    rng = random.Random(seed)
    stop = scoring_turn(game.state, seat)
    diffs = []
    for _ in range(ROUNDS):
        sample = sampler.game(rng)
        shared = rng.getrandbits(32)
        values = []
        for a in (better, played):
            g = sample.copy()
            try:
                g.apply(a)
                values.append(SearchPlayer._playout(g, seat, stop, random.Random(shared), None))
            except Exception:  # noqa: BLE001 - a fault in a sampled game drops this round
                break
        if len(values) == 2:
            diffs.append(values[0] - values[1])
    if not diffs:
        return None
    loss = sum(diffs) / len(diffs)
    return (better, loss) if loss >= MIN_LOSS else None
