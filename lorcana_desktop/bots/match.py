"""Bot against bot: play a series of games (seats take turns starting), time every decision, keep replays.

``run_match`` plays the games of a ``MatchSpec`` (in several processes with ``jobs`` > 1) and
``summarize`` turns the results into win counts and decision times per seat. Each game's replay
is ``Game.to_json()`` (its initial state and actions) with the bots and deck names in ``meta``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any

from lorcana_desktop.bots.levels import make_player
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Game, IllegalAction

MAX_DECISIONS = 5000  # a game still running after this many decisions is stopped as a draw


@dataclass(frozen=True, slots=True)
class MatchSpec:
    """What to play: one bot name and one deck (full card names, one per copy) per seat."""

    bots: tuple[str, ...]
    decks: tuple[tuple[str, ...], ...]
    games: int
    seed: int = 0
    time_budget: float = 1.0
    variant: str = "standard"
    deck_names: tuple[str, ...] = ()
    public_decks: bool = True  # each bot is told the other seats' deck lists

    def __post_init__(self) -> None:
        if len(self.bots) != len(self.decks):
            raise ValueError("a match needs one deck per bot")
        if not 2 <= len(self.bots) <= 4:
            raise ValueError(f"a game needs 2 to 4 players, not {len(self.bots)}")
        if self.games < 1:
            raise ValueError("a match needs at least one game")


@dataclass(frozen=True, slots=True)
class SeatTimes:
    """How long one seat's bot took over a game's decisions, in seconds."""

    decisions: int
    total: float
    longest: float


@dataclass(frozen=True, slots=True)
class GameResult:
    """One finished game: who started and who won (None: stopped, see ``error``), and the timings."""

    number: int
    first: int
    winner: int | None
    turns: int
    lore: tuple[int, ...]
    times: tuple[SeatTimes, ...]
    error: str = ""
    slowest: str = ""  # where the longest decision of the game was taken
    replay: dict[str, Any] | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class SeatSummary:
    """A seat over the whole match."""

    bot: str
    wins: int
    decisions: int
    mean_ms: float
    max_ms: float


@dataclass(frozen=True, slots=True)
class MatchSummary:
    games: int
    unfinished: int
    seats: tuple[SeatSummary, ...]


def play_game(spec: MatchSpec, number: int, cards: CardIndex | None = None, keep_replay: bool = False) -> GameResult:
    """Play game ``number`` of the match (seat ``number % players`` starts) and time each decision."""
    if cards is None:
        from lorcana_desktop.cards import default_cards
        cards = default_cards()
    n = len(spec.bots)
    seed = spec.seed + number
    first = number % n
    from lorcana_desktop.scripts import default_provider

    game = Game.new([list(d) for d in spec.decks], cards, seed=seed, variant=spec.variant, first=first,
                    scripts=default_provider())
    game.record_meta["players"] = list(spec.bots)
    if spec.deck_names:
        game.record_meta["deck_names"] = list(spec.deck_names)
    players = []
    for seat, bot in enumerate(spec.bots):
        known = {q: spec.decks[q] for q in range(n) if q != seat} if spec.public_decks else None
        players.append(make_player(bot, seat, seed * 16 + seat, spec.time_budget, cards=cards,
                                   deck=spec.decks[seat], known_decks=known))
    counts = [0] * n
    totals = [0.0] * n
    longest = [0.0] * n
    error = ""
    slowest = ""
    clock = time.perf_counter
    steps = 0
    while not game.over:
        if steps >= MAX_DECISIONS:
            error = f"stopped after {MAX_DECISIONS} decisions"
            break
        legal = game.legal_actions()
        if not legal:
            error = "no legal action but the game is not over"
            break
        seat = game.to_act()
        view = game.view(seat)
        t0 = clock()
        try:
            action = players[seat].choose(view, legal)
        except Exception as exc:  # noqa: BLE001 - reported in the result; the match goes on
            error = f"seat {seat} ({spec.bots[seat]}) failed: {type(exc).__name__}: {exc}"
            break
        dt = clock() - t0
        counts[seat] += 1
        totals[seat] += dt
        if dt > longest[seat]:
            longest[seat] = dt
            if dt >= max(longest):
                pd = game.pending_kind() or "turn action"
                slowest = (f"{1000 * dt:.0f} ms, seat {seat} ({spec.bots[seat]}), turn {game.state.turn}, "
                           f"{pd}, {len(legal)} legal actions")
        try:
            game.apply(action, listed=action in legal)  # (one of the listed actions: not checked again)
        except IllegalAction as exc:
            error = f"seat {seat} ({spec.bots[seat]}) chose an illegal action: {exc.reason}"
            break
        except Exception as exc:  # noqa: BLE001 - an engine fault ends this game, not the match
            error = f"engine fault after {game.describe(action)}: {type(exc).__name__}: {exc}"
            break
        steps += 1
    s = game.state
    return GameResult(
        number=number, first=first, winner=s.winner, turns=s.turn, lore=tuple(s.lore),
        times=tuple(SeatTimes(counts[q], totals[q], longest[q]) for q in range(n)),
        error=error, slowest=slowest, replay=game.to_json() if keep_replay else None,
    )


# The card index the worker processes use: inherited when processes fork, else loaded in each.
_worker_cards: CardIndex | None = None


def _play_one(args: tuple[MatchSpec, int, bool]) -> GameResult:
    spec, number, keep = args
    return play_game(spec, number, _worker_cards, keep_replay=keep)


def run_match(spec: MatchSpec, jobs: int = 1, keep_replays: bool = False, cards: CardIndex | None = None,
              on_result: Callable[[GameResult], None] | None = None) -> list[GameResult]:
    """Play every game of ``spec``; ``on_result`` hears about each as it finishes (in any order with jobs > 1)."""
    results = []
    for r in _results(spec, jobs, keep_replays, cards):
        results.append(r)
        if on_result is not None:
            on_result(r)
    results.sort(key=lambda r: r.number)
    return results


def _results(spec: MatchSpec, jobs: int, keep: bool, cards: CardIndex | None) -> Iterator[GameResult]:
    if jobs <= 1 or spec.games == 1:
        for k in range(spec.games):
            yield play_game(spec, k, cards, keep)
        return
    global _worker_cards
    _worker_cards = cards
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        # One game a task, reported as it ends, so every process stays busy and progress shows.
        futures = [pool.submit(_play_one, (spec, k, keep)) for k in range(spec.games)]
        for f in as_completed(futures):
            yield f.result()


def summarize(spec: MatchSpec, results: Sequence[GameResult]) -> MatchSummary:
    seats = []
    for q, bot in enumerate(spec.bots):
        decisions = sum(r.times[q].decisions for r in results)
        total = sum(r.times[q].total for r in results)
        longest = max((r.times[q].longest for r in results), default=0.0)
        seats.append(SeatSummary(bot=bot, wins=sum(1 for r in results if r.winner == q), decisions=decisions,
                                 mean_ms=1000 * total / decisions if decisions else 0.0, max_ms=1000 * longest))
    unfinished = sum(1 for r in results if r.winner is None)
    return MatchSummary(games=len(results), unfinished=unfinished, seats=tuple(seats))
