"""The deck lab runner: the same records whatever the number of processes, records that agree with the games
played again from their seeds, progress with the time left, and Cancel that leaves no process behind."""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from collections import Counter
from pathlib import Path

import pytest

from lorcana_desktop.app.lab import (
    LabCancelled,
    LabDeck,
    LabError,
    LabProgress,
    LabRun,
    LabSpec,
    pairing_lines,
)
from lorcana_desktop.app.lab_game import play_lab_game
from lorcana_desktop.app.lab_records import Ending, Outcome
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks import read_deck_file
from lorcana_desktop.engine import Game

PRECONS = sorted((Path(__file__).resolve().parents[2] / "decks").glob("*.txt"))


@pytest.fixture(scope="module")
def precons(cards: CardIndex) -> list[LabDeck]:
    return [LabDeck(p.stem, tuple(c.full_name for c in read_deck_file(p, cards).deck.cards())) for p in PRECONS]


def _spec(precons: list[LabDeck], games: int, seed: int = 3) -> LabSpec:
    return LabSpec(precons[0], (precons[1], precons[4]), games=games, seed=seed)


def test_a_run_gives_the_same_records_in_one_process_and_in_two(cards: CardIndex, precons: list[LabDeck]) -> None:
    spec = _spec(precons, games=4)
    one = LabRun(spec, cards, jobs=1).run()
    two = LabRun(spec, cards, jobs=2).run()
    assert one.records == two.records
    assert len(one.records) == 8 and [(r.pairing, r.number) for r in one.records] == [(p, k) for p in (0, 1) for k in range(4)]
    other = LabRun(_spec(precons, games=4, seed=4), cards, jobs=1).run()
    assert other.records != one.records  # the seed matters


def test_each_record_tells_what_happened_in_the_game_played_again(cards: CardIndex, precons: list[LabDeck]) -> None:
    """The record is checked against the game itself, replayed by the engine from the saved actions."""
    spec = _spec(precons, games=2)
    result = LabRun(spec, cards, jobs=1).run()
    deck = Counter(precons[0].cards)
    for r in result.records:
        game_spec = spec.plan().game(r.pairing, r.number)
        again, replay = play_lab_game(game_spec, cards, keep_replay=True)
        assert again == r  # the seed alone plays the same game
        assert replay is not None
        game = Game.from_json(replay, cards)
        s = game.state
        assert r.on_play == (s.first == 0) == (r.number % 2 == 0)  # CR 2.2.1: half the games each way
        assert r.turns == s.turn and r.lore == (s.lore[0], s.lore[1])
        if r.outcome is Outcome.WIN:
            assert s.winner == 0
        elif r.outcome is Outcome.LOSS:
            assert s.winner == 1
        if r.ending is Ending.LORE:
            assert max(s.lore) >= 20  # CR 1.8.1.1: 20 lore wins
        assert len(r.opening_hand) == 7  # CR 2.2.1.4: seven cards, the mulligan draws as many back
        assert set(r.opening_hand) <= set(r.drawn)
        assert all(deck[c] for c in r.drawn) and all(deck[p.card] for p in r.played)
        played_first = [p.turn for p in r.played]
        assert played_first == sorted(played_first) and all(1 <= t <= r.own_turns for t in played_first)
        ink_actions = _inked_turns(replay)
        assert r.inked == tuple(ink_actions[: min(4, r.own_turns)])


def _inked_turns(replay: dict) -> list[bool]:
    """For each turn of seat 0, whether it put a card into its inkwell: read from the replay's actions."""
    from lorcana_desktop.engine import InkCard, action_from_json
    from lorcana_desktop.engine.events import TurnStarted

    game = Game.from_json({**replay, "actions": []})
    out: list[bool] = []
    for a in replay["actions"]:
        action = action_from_json(a)
        seat = game.to_act()
        events = game.apply(action)
        if isinstance(action, InkCard) and seat == 0 and out:
            out[-1] = True
        out.extend(False for e in events if isinstance(e, TurnStarted) and e.player == 0)
    return out


def test_progress_counts_up_to_every_game_with_the_time_left(cards: CardIndex, precons: list[LabDeck]) -> None:
    seen: list[LabProgress] = []
    result = LabRun(_spec(precons, games=3), cards, jobs=2).run(seen.append)
    assert [p.done for p in seen] == sorted(p.done for p in seen)
    assert seen[-1].done == seen[-1].total == 6 == result.stats.games
    assert all(p.left is not None for p in seen) and seen[-1].left == 0.0
    lines = pairing_lines(result)
    assert lines[-1] == (f"{precons[0].name} won {result.stats.overall.wins} of 6 "
                         f"({100 * result.stats.overall.wins / 6:.0f}%)")
    assert lines[0].startswith(f"vs {precons[1].name}: won ")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie (ended, not yet reaped) is not running
        return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="checks processes through /proc (Linux)")
def test_cancel_stops_the_workers_and_leaves_no_process(cards: CardIndex, precons: list[LabDeck]) -> None:
    run = LabRun(_spec(precons, games=500), cards, jobs=2)
    outcome: list[object] = []

    def go() -> None:
        try:
            outcome.append(run.run(lambda p: None))
        except LabCancelled as exc:
            outcome.append(exc)

    worker = threading.Thread(target=go)
    worker.start()
    deadline = time.monotonic() + 60
    while not run.worker_pids and time.monotonic() < deadline:
        time.sleep(0.05)
    pids = list(run.worker_pids)
    assert len(pids) == 2 and all(_alive(p) for p in pids)
    time.sleep(0.5)  # the workers are busy playing
    t0 = time.monotonic()
    run.cancel()
    worker.join(30)
    assert not worker.is_alive()
    assert isinstance(outcome[0], LabCancelled)
    assert time.monotonic() - t0 < 10  # a game's length, not the run's
    assert not any(_alive(p) for p in pids)
    assert multiprocessing.active_children() == []


def test_a_bad_run_says_what_is_wrong(precons: list[LabDeck]) -> None:
    with pytest.raises(LabError, match="at least one deck"):
        LabSpec(precons[0], ())
    with pytest.raises(LabError, match="1 to"):
        LabSpec(precons[0], (precons[1],), games=0)
    with pytest.raises(LabError, match="Unknown level 'expert'"):
        LabSpec(precons[0], (precons[1],), level="expert")
    with pytest.raises(LabError, match="holds no cards"):
        LabSpec(precons[0], (LabDeck("empty", ()),))
