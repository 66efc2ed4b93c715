"""A deck-lab run whose worker process dies, or raises an error, ends with that failure instead of waiting for
ever: ``multiprocessing.Pool`` replaces a killed worker without giving back its games, and an error the parent
cannot unpickle kills the pool's result thread. Both hung the run (the window's progress bar stood still)."""

from __future__ import annotations

import multiprocessing
import os
import pickle
import signal
import threading
import time
from pathlib import Path

import pytest

from lorcana_desktop.app.lab import LabDeck, LabRun, LabSpec, WorkerEnded
from lorcana_desktop.app.lab_screen import FailureKind, run_failure
from lorcana_desktop.cards import CardIndex, UnknownCard
from lorcana_desktop.decks import read_deck_file

PRECONS = sorted((Path(__file__).resolve().parents[2] / "decks").glob("*.txt"))


@pytest.fixture(scope="module")
def precons(cards: CardIndex) -> list[LabDeck]:
    return [LabDeck(p.stem, tuple(c.full_name for c in read_deck_file(p, cards).deck.cards())) for p in PRECONS]


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split()[2] != "Z"
    except FileNotFoundError:
        return False


def _run_in_thread(run: LabRun) -> tuple[threading.Thread, list[object]]:
    outcome: list[object] = []

    def go() -> None:
        try:
            outcome.append(run.run(lambda p: None))
        except BaseException as exc:  # noqa: BLE001 - the test looks at what ended the run
            outcome.append(exc)

    thread = threading.Thread(target=go, daemon=True)
    thread.start()
    return thread, outcome


def test_an_unknown_card_crosses_a_process_boundary_whole(cards: CardIndex) -> None:
    try:
        cards.by_name("Goofy - Not A Card")
    except UnknownCard as exc:
        sent = exc
    back = pickle.loads(pickle.dumps(sent))
    assert isinstance(back, UnknownCard)
    assert back.query == "Goofy - Not A Card" and back.suggestions == sent.suggestions and str(back) == str(sent)


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="checks processes through /proc (Linux)")
def test_a_killed_worker_ends_the_run_with_a_worker_failure_and_no_process_left(
        cards: CardIndex, precons: list[LabDeck]) -> None:
    run = LabRun(LabSpec(precons[0], (precons[1],), games=400, seed=5), cards, jobs=2)
    thread, outcome = _run_in_thread(run)
    deadline = time.monotonic() + 60
    while not run.worker_pids and time.monotonic() < deadline:
        time.sleep(0.05)
    pids = list(run.worker_pids)
    assert len(pids) == 2
    time.sleep(0.5)  # both are playing their first games
    os.kill(pids[0], signal.SIGKILL)
    thread.join(60)
    assert not thread.is_alive(), "the run still waits for the games of the killed worker"
    assert isinstance(outcome[0], WorkerEnded) and outcome[0].exitcode == -signal.SIGKILL
    assert run_failure(outcome[0]).kind is FailureKind.WORKER  # the window's "a process … ended" sentence
    assert not any(_alive(p) for p in pids)
    assert multiprocessing.active_children() == []


def test_a_deck_the_card_data_does_not_know_stops_a_two_process_run_naming_the_card(
        cards: CardIndex, precons: list[LabDeck]) -> None:
    theirs = LabDeck("Theirs", precons[1].cards[:-1] + ("Goofy - Not A Card",))
    run = LabRun(LabSpec(precons[0], (theirs,), games=4, seed=1), cards, jobs=2)
    thread, outcome = _run_in_thread(run)
    thread.join(120)
    assert not thread.is_alive(), "the run hung on an error its worker raised"
    assert isinstance(outcome[0], UnknownCard) and outcome[0].query == "Goofy - Not A Card"
    failure = run_failure(outcome[0], run.spec)
    assert failure.kind is FailureKind.DECK and failure.values == ("Goofy - Not A Card", "Theirs")
    assert multiprocessing.active_children() == []
