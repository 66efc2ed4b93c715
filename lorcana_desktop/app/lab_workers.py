"""The deck lab's side of a worker process (or a Dask worker): the run it plays, and batches of games.

Module-level functions only, so ``multiprocessing`` and Dask can find them by name in a fresh process.
"""

from __future__ import annotations

from dataclasses import dataclass

from lorcana_desktop.app.lab_game import LabGame, game_seed, play_lab_game
from lorcana_desktop.app.lab_records import GameRecord
from lorcana_desktop.cards import CardIndex


@dataclass(frozen=True, slots=True)
class Batch:
    """Games ``start`` to ``stop`` (exclusive) against opposing deck ``pairing``."""

    pairing: int
    start: int
    stop: int


@dataclass(frozen=True, slots=True)
class RunPlan:
    """What every worker needs once: the decks (full names, one per copy), the level and the seed."""

    deck: tuple[str, ...]
    opponents: tuple[tuple[str, ...], ...]
    level: str
    seed: int
    time_budget: float = 1.0
    views: bool = False

    def game(self, pairing: int, number: int) -> LabGame:
        return LabGame(self.deck, self.opponents[pairing], self.level, pairing, number,
                       game_seed(self.seed, pairing, number), self.time_budget, self.views)


def play_batch(plan: RunPlan, batch: Batch, cards: CardIndex) -> list[GameRecord]:
    return [play_lab_game(plan.game(batch.pairing, k), cards)[0] for k in range(batch.start, batch.stop)]


# -- a local worker process: the plan and the cards are set once, by the pool's initializer --------------

_plan: RunPlan | None = None
_cards: CardIndex | None = None


def init_worker(plan: RunPlan, cards: CardIndex | None) -> None:
    """Set the worker's plan; ``cards`` is None when the worker must load the catalog itself (a spawned
    process), else the parent's index (inherited when the process was forked)."""
    global _plan, _cards
    import signal

    # Ctrl+C reaches the whole process group: the parent stops the pool; a worker just goes.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _plan = plan
    _cards = cards


def worker_cards() -> CardIndex:
    global _cards
    if _cards is None:
        from lorcana_desktop.app.catalog import load_card_index

        _cards = load_card_index()
    return _cards


def run_batch(batch: Batch) -> list[GameRecord]:
    assert _plan is not None, "init_worker was not called"
    try:
        return play_batch(_plan, batch, worker_cards())
    except Exception as exc:  # noqa: BLE001 - every error goes back to the run, in a form that travels
        raise returnable(exc) from None


def returnable(exc: Exception) -> Exception:
    """``exc`` if it comes back to the parent whole, else a RuntimeError with its type, words and traceback: an
    exception the parent cannot unpickle kills the Pool's result thread, and the run would wait for ever."""
    import pickle
    import traceback

    try:
        pickle.loads(pickle.dumps(exc))
        return exc
    except Exception:  # noqa: BLE001 - any failure to travel is the case handled here
        where = "".join(traceback.format_exception(exc)).rstrip()
        return RuntimeError(f"{type(exc).__name__}: {exc}\n(in a worker process)\n{where}")


def run_batch_remote(plan: RunPlan, batch: Batch) -> list[GameRecord]:
    """A batch on a Dask worker: the worker's own card data (the default source, loaded once)."""
    from lorcana_desktop.cards import default_cards

    return play_batch(plan, batch, default_cards())
