"""The deck lab: many computer-played games between a deck and a gauntlet of opposing decks, on every core
(or on a Dask cluster), with progress, the time left and Cancel, and the statistics of the result.

``LabRun(spec, cards, jobs).run(progress)`` plays every game of ``spec`` and returns a ``LabResult``;
``cancel()`` (from any thread) stops it: the worker processes are ended before ``run`` raises
``LabCancelled``. Each game's seed depends only on the run's seed, the pairing and the game's number,
so a run gives the same records whatever the number of jobs or machines.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import threading
import time
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import Any

from lorcana_desktop.app.lab_records import GameRecord
from lorcana_desktop.app.lab_stats import LabStats, lab_stats
from lorcana_desktop.app.lab_workers import (
    Batch,
    RunPlan,
    init_worker,
    play_batch,
    run_batch,
    run_batch_remote,
)
from lorcana_desktop.bots.levels import Level
from lorcana_desktop.cards import CardIndex

DEFAULT_GAMES = 1000  # per opposing deck
MAX_GAMES = 100_000
LEVELS = tuple(lv.value for lv in Level)


class LabCancelled(Exception):
    """The run was cancelled; no worker process is left running."""


class LabError(Exception):
    """A run that cannot start or go on (bad spec, a cluster that cannot be reached); the message says why."""


class WorkerEnded(multiprocessing.ProcessError):
    """A process playing the run's games ended while the run still waited for it (killed, out of memory, a crash
    in Python itself). ``multiprocessing.Pool`` starts a new worker in its place but never gives back the games
    the dead one held: without this the run would wait for them for ever."""

    def __init__(self, pid: int | None, exitcode: int | None) -> None:
        super().__init__(f"A process playing the games (pid {pid}) ended with exit code {exitcode}")
        self.pid = pid
        self.exitcode = exitcode


@dataclass(frozen=True, slots=True)
class LabDeck:
    """A deck of a run: its name and its main deck (full card names, one entry per copy)."""

    name: str
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class LabSpec:
    """A run: the tested deck, the opposing decks, games per opposing deck, the level and the seed."""

    deck: LabDeck
    opponents: tuple[LabDeck, ...]
    games: int = DEFAULT_GAMES
    level: str = "normal"
    seed: int = 0
    time_budget: float = 1.0  # seconds a decision of the Hard computer
    views: bool = False  # Easy and Normal guess from views as at the table (slower: ``bench lab --views``)

    def __post_init__(self) -> None:
        if not self.opponents:
            raise LabError("Choose at least one deck to play against.")
        if not 1 <= self.games <= MAX_GAMES:
            raise LabError(f"The number of games per deck must be 1 to {MAX_GAMES}, not {self.games}.")
        if self.level not in LEVELS:
            raise LabError(f"Unknown level {self.level!r}; use one of {', '.join(LEVELS)}.")
        for d in (self.deck, *self.opponents):
            if not d.cards:
                raise LabError(f"The deck {d.name!r} holds no cards.")

    @property
    def total(self) -> int:
        return self.games * len(self.opponents)

    def plan(self) -> RunPlan:
        return RunPlan(self.deck.cards, tuple(o.cards for o in self.opponents), self.level, self.seed,
                       self.time_budget, self.views)

    def to_json(self) -> dict[str, Any]:
        return {"deck": {"name": self.deck.name, "cards": list(self.deck.cards)},
                "opponents": [{"name": o.name, "cards": list(o.cards)} for o in self.opponents],
                "games": self.games, "level": self.level, "seed": self.seed, "time_budget": self.time_budget}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> LabSpec:
        def deck(d: dict[str, Any]) -> LabDeck:
            return LabDeck(str(d["name"]), tuple(str(c) for c in d["cards"]))
        try:
            return cls(deck(data["deck"]), tuple(deck(o) for o in data["opponents"]), int(data["games"]),
                       str(data["level"]), int(data["seed"]), float(data.get("time_budget", 1.0)))
        except (KeyError, TypeError, ValueError) as exc:
            raise LabError(f"a saved lab run is damaged: {exc}") from None


@dataclass(frozen=True, slots=True)
class LabProgress:
    """How far a run is: games done of ``total``, seconds since it started, and an estimate of the
    seconds left (None until a first batch ended)."""

    done: int
    total: int
    elapsed: float
    left: float | None


@dataclass(frozen=True, slots=True)
class LabResult:
    """A finished run: its records in order (pairing, then game number) and their statistics."""

    spec: LabSpec
    records: tuple[GameRecord, ...]
    stats: LabStats
    seconds: float
    jobs: int
    where: str = "this computer"  # or the cluster's address


def default_jobs() -> int:
    """Every core this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def batches(spec: LabSpec, jobs: int) -> list[Batch]:
    """The run cut into batches: small enough that every process stays busy to the end and progress
    moves (a Hard game takes seconds: one a batch), big enough that sending them costs nothing."""
    size = 1 if spec.level == "hard" else max(1, min(10, spec.games // max(1, 4 * jobs)))
    return [Batch(p, k, min(k + size, spec.games)) for p in range(len(spec.opponents))
            for k in range(0, spec.games, size)]


def start_method() -> str:
    """Forking shares the parent's card index for free (Linux); elsewhere a process starts afresh."""
    return "fork" if sys.platform.startswith("linux") else "spawn"


@dataclass
class _Clock:
    total: int
    started: float = field(default_factory=time.perf_counter)
    done: int = 0

    def progress(self) -> LabProgress:
        elapsed = time.perf_counter() - self.started
        left = None
        if self.done:
            left = max(0.0, elapsed / self.done * (self.total - self.done))
        return LabProgress(self.done, self.total, elapsed, left)


class LabRun:
    """One run of ``spec``: ``run()`` in any thread, ``cancel()`` from another (or from ``progress``).

    ``jobs`` processes play the games (1: in this process); ``cluster`` (a Dask scheduler address,
    "tcp://host:8786") sends them to a Dask cluster instead (the ``cluster`` extra).
    """

    POLL = 0.1  # seconds between looks at Cancel while waiting for results
    CONNECT_TIMEOUT = 10.0  # seconds to reach a Dask scheduler

    def __init__(self, spec: LabSpec, cards: CardIndex, jobs: int | None = None, *, cluster: str | None = None,
                 method: str | None = None) -> None:
        self.spec = spec
        self.cards = cards
        self.jobs = max(1, jobs if jobs is not None else default_jobs())
        self.cluster = cluster
        self.method = method or start_method()
        self._cancel = threading.Event()
        self.worker_pids: list[int] = []  # the processes that played (for checks that none is left)

    def cancel(self) -> None:
        """Stop as soon as possible; ``run`` then ends the workers and raises LabCancelled."""
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def run(self, progress: Callable[[LabProgress], None] | None = None) -> LabResult:
        spec = self.spec
        clock = _Clock(spec.total)
        found: list[GameRecord] = []
        if self.cluster:
            source: Generator[list[GameRecord], None, None] = self._on_cluster(self.cluster)
            where = self.cluster
        elif self.jobs == 1:
            source = self._here()
            where = "this computer"
        else:
            source = self._in_processes()
            where = "this computer"
        for got in source:
            found.extend(got)
            clock.done += len(got)
            if progress is not None:
                progress(clock.progress())
            if self.cancelled:
                source.close()  # ends the workers (each source's finally)
                raise LabCancelled()
        if self.cancelled:
            raise LabCancelled()
        found.sort(key=lambda r: (r.pairing, r.number))
        stats = lab_stats(found, len(spec.opponents), spec.deck.cards)
        return LabResult(spec, tuple(found), stats, time.perf_counter() - clock.started, self.jobs, where)

    # -- where the games are played --------------------------------------------------------------------

    def _here(self) -> Generator[list[GameRecord], None, None]:
        plan = self.spec.plan()
        for b in batches(self.spec, 1):
            if self.cancelled:
                return
            yield play_batch(plan, b, self.cards)

    def _in_processes(self) -> Generator[list[GameRecord], None, None]:
        ctx = multiprocessing.get_context(self.method)
        # The parent's cards go to every worker (inherited by a fork, else pickled: 2 MB, a tenth of a
        # second), so the workers play the same cards as the window without opening the catalog.
        pool = ctx.Pool(self.jobs, initializer=init_worker, initargs=(self.spec.plan(), self.cards))
        workers = list(getattr(pool, "_pool", []))
        self.worker_pids = [p.pid for p in workers if p.pid is not None]
        try:
            results = pool.imap_unordered(run_batch, batches(self.spec, self.jobs))
            while True:
                try:
                    got = results.next(timeout=self.POLL)
                except multiprocessing.TimeoutError:
                    if self.cancelled:
                        return
                    for p in workers:  # a worker of a Pool never ends by itself while the run lasts
                        if p.exitcode is not None:
                            raise WorkerEnded(p.pid, p.exitcode) from None
                    continue
                except StopIteration:
                    return
                yield got
        finally:
            # Cancelled, failed or done: end every worker now and wait for them, so none is left behind.
            pool.terminate()
            pool.join()

    def _on_cluster(self, address: str) -> Generator[list[GameRecord], None, None]:
        try:
            from distributed import Client, as_completed  # the ``cluster`` extra
        except ImportError:
            raise LabError("Playing on a cluster needs Dask distributed: install the program's 'cluster' extra "
                           "(pip install 'lorcana-desktop[cluster]').") from None
        try:
            client = Client(address, timeout=f"{self.CONNECT_TIMEOUT}s")
        except (OSError, TimeoutError) as exc:
            raise LabError(f"Cannot reach the Dask scheduler at {address}: {exc}") from None
        futures: list[Any] = []
        try:
            plan = client.scatter(self.spec.plan(), broadcast=True)
            futures = [client.submit(run_batch_remote, plan, b, pure=False) for b in batches(self.spec, 64)]
            pending = as_completed(futures)
            for fut in pending:
                if self.cancelled:
                    return
                yield fut.result()
        finally:
            if futures:
                client.cancel(futures)
            client.close()


def run_lab(spec: LabSpec, cards: CardIndex, jobs: int | None = None, progress: Callable[[LabProgress], None] | None = None,
            cluster: str | None = None) -> LabResult:
    """Play ``spec`` and return its result (a convenience over ``LabRun``)."""
    return LabRun(spec, cards, jobs, cluster=cluster).run(progress)


def pairing_lines(result: LabResult) -> list[str]:
    """One line per opposing deck and the last line ``DECK won W of N (P%)`` (the command's summary)."""
    spec, st = result.spec, result.stats
    lines = []
    for p in st.pairings:
        o = p.overall
        lines.append(f"vs {spec.opponents[p.pairing].name}: won {o.wins} of {o.games} ({_pct(o.rate)}, "
                     f"95% {_pct(o.low)}-{_pct(o.high)}); on the play {_pct(p.on_play.rate)}, "
                     f"on the draw {_pct(p.on_draw.rate)}")
    o = st.overall
    lines.append(f"{spec.deck.name} won {o.wins} of {o.games} ({_pct(o.rate)})")
    return lines


def _pct(x: float) -> str:
    return f"{100 * x:.0f}%"
