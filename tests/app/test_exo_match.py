"""The Exo match the table runs (app/exo_match.py): seats, hand-off, the session's passes and "stop at" phases,
undo, autosave and resume, replays, the log, the computer opponent."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from lorcana_desktop.app.exo_board import board_of
from lorcana_desktop.app.exo_match import ExoMatch, ExoReplay, Stops, exo_random_players, exo_seat
from lorcana_desktop.app.game_files import SaveError, read_save, save_game_id
from lorcana_desktop.app.game_session import MatchSetup, SeatKind
from lorcana_desktop.exo.engine import IllegalAction, NextPhase, Pass, Play, ready_deck_cards, starter_book
from lorcana_desktop.exo.engine.state import PHASE_NAMES


def _setup(kinds: tuple[SeatKind, SeatKind] = (SeatKind.PERSON, SeatKind.PERSON), seed: int = 4,
           first: int = 0) -> tuple[MatchSetup, list]:  # type: ignore[type-arg]
    d = ready_deck_cards()
    decks = [d["marea"], d["brace"]]
    seats = (exo_seat("Ada", kinds[0], "marea", decks[0], "easy"), exo_seat("Bruno", kinds[1], "brace", decks[1], "easy"))
    return MatchSetup(seats, seed=seed, first=first), decks


def _hotseat(tmp_path: Path, **kw) -> ExoMatch:  # type: ignore[no-untyped-def]
    setup, decks = _setup()
    return ExoMatch.begin(setup, decks, starter_book(), autosave=tmp_path / "exo-autosave.json",
                          players=exo_random_players, **kw)


def test_the_session_passes_when_passing_is_all_a_player_can_do(tmp_path: Path) -> None:
    """The engine never passes by itself (exo/DESIGN.md §3); the session does, and only then."""
    m = _hotseat(tmp_path)
    legal = m.exo.legal_actions()
    assert not (len(legal) == 1 and isinstance(legal[0], Pass))  # it stopped where there is a choice
    rng = random.Random(5)
    autos = 0
    for _ in range(200):
        if m.over:
            break
        if m.handoff_needed():
            m.take_screen()
        before = len(m.exo.actions)
        m.apply(rng.choice(m.legal_actions()))
        for k in range(before + 1, len(m.exo.actions)):
            assert m.auto_passed(k) and isinstance(m.exo.actions[k], Pass)
            autos += 1
        assert m.over or not m.pass_is_all()
    assert autos > 10
    # The log does not fill with passes nobody chose: only the passes people made are written.
    chosen = sum(1 for k, a in enumerate(m.exo.actions) if isinstance(a, Pass) and not m.auto_passed(k))
    assert sum(1 for line in m.log if line.text.endswith(" passes")) == chosen


def test_a_stop_phase_keeps_the_window_for_the_person(tmp_path: Path) -> None:
    every = frozenset(PHASE_NAMES)
    setup, decks = _setup()
    m = ExoMatch.begin(setup, decks, starter_book(), players=exo_random_players,
                       stops={0: Stops(every), 1: Stops(every)})
    rng = random.Random(9)
    waited = 0
    for _ in range(150):
        if m.over:
            break
        m.take_screen()
        if m.pass_is_all():
            waited += 1
            assert m.legal_actions() == [Pass()]  # the window is the person's to answer
        m.apply(rng.choice(m.legal_actions()))
    assert waited > 5
    assert not any(m.auto_passed(k) for k in range(len(m.exo.actions)))
    m.set_stops(1, frozenset({"battle", "nonsense"}))
    assert m.stops_of(1) == frozenset({"battle"})


def test_undo_takes_back_the_persons_move_and_the_passes_the_session_made(tmp_path: Path) -> None:
    m = _hotseat(tmp_path)
    rng = random.Random(4)
    for _ in range(300):
        m.take_screen()
        seat, n = m.screen, len(m.exo.actions)
        action = rng.choice(m.legal_actions())
        m.apply(action)
        if len(m.exo.actions) > n + 1 and m.to_act() == seat and m.undo_reason() is None:
            break
    else:
        pytest.fail("no move of a person followed by the session's passes")
    assert m.auto_passed(n + 1)
    m.undo()  # the person's move and the opponent's pass the session made: both gone
    assert len(m.exo.actions) == n
    assert m.to_act() == seat
    m.redo()
    assert m.exo.actions[n] == action
    assert m.auto_passed(n + 1) and not m.auto_passed(n)


def test_hotseat_hands_the_screen_over_and_never_shows_the_other_hand(tmp_path: Path) -> None:
    m = _hotseat(tmp_path)
    assert m.handoff_needed()  # a new game of two people starts behind the hand-off screen
    m.take_screen()
    rng = random.Random(2)
    handoffs = 0
    for _ in range(300):
        if m.over:
            break
        if m.handoff_needed():
            handoffs += 1
            m.take_screen()
        board = board_of(m.view(), m.to_act())
        other = board.sides[1 - m.screen]
        assert all(c.name is None for c in other.hand), "the opponent's hand is hidden"
        assert all(c.name is None for c in other.occulto)
        m.apply(rng.choice(m.legal_actions()))
    assert handoffs >= 2


def test_autosave_resumes_the_same_exo_game_and_says_which_game_a_file_holds(tmp_path: Path) -> None:
    m = _hotseat(tmp_path)
    rng = random.Random(7)
    for _ in range(60):
        if m.over:
            break
        m.take_screen()
        m.apply(rng.choice(m.legal_actions()))
    path = tmp_path / "exo-autosave.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["game"]["game"] == "exo" and data["setup"]["game"] == "exo"
    assert save_game_id(path) == "exo"
    again = ExoMatch.reopen(path, starter_book(), players=exo_random_players)
    assert again.exo.actions == m.exo.actions
    assert again.view() == m.view() or again.screen != m.screen
    assert [line.text for line in again.log] == [line.text for line in m.log]
    assert [again.auto_passed(k) for k in range(len(m.exo.actions))] == \
        [m.auto_passed(k) for k in range(len(m.exo.actions))]
    # The Lorcana reader refuses it by name, and keeps it.
    with pytest.raises(SaveError, match="Creatures of Exo"):
        read_save(path)
    assert path.exists()


def test_a_damaged_exo_save_is_named_and_set_aside(tmp_path: Path) -> None:
    m = _hotseat(tmp_path)
    m.take_screen()
    m.apply(m.legal_actions()[0])
    path = tmp_path / "exo-autosave.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["game"]["actions"].append({"type": "play", "card": 9999})
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="action .* is not legal") as refused:
        ExoMatch.reopen(path, starter_book())
    assert "kept as" in str(refused.value)
    assert not path.exists()


def test_a_replay_file_plays_back_every_position(tmp_path: Path) -> None:
    m = _hotseat(tmp_path)
    rng = random.Random(3)
    for _ in range(40):
        if m.over:
            break
        m.take_screen()
        m.apply(rng.choice(m.legal_actions()))
    path = tmp_path / "game.replay.json"
    m.save_replay(path)
    r = ExoReplay.load(path, starter_book())
    assert r.length == len(m.exo.actions)
    r.seek(r.length)
    assert r.game.view(0) == m.exo.view(0)
    r.seek(3)
    assert r.position == 3
    r.step_back()
    assert r.position == 2
    assert len(r.log) < len(m.log)


def test_against_the_computer_the_person_only_decides_their_own_moves() -> None:
    setup, decks = _setup((SeatKind.PERSON, SeatKind.COMPUTER), seed=11, first=1)
    m = ExoMatch.begin(setup, decks, starter_book(), players=exo_random_players)
    assert not m.handoff_needed()
    rng = random.Random(1)
    for _ in range(400):
        if m.over:
            break
        if m.computer_to_act():
            m.play_computers()
            continue
        assert m.to_act() == 0 and m.screen == 0
        m.apply(rng.choice(m.legal_actions()))
    assert any(a == 1 for a in m._actors)
    with pytest.raises(IllegalAction):
        m.apply(Play(-5))


def test_the_log_names_the_seats() -> None:
    setup, decks = _setup()
    m = ExoMatch.begin(setup, decks, starter_book(), players=exo_random_players)
    for _ in range(10):
        m.take_screen()
        m.apply(Pass() if Pass() in m.legal_actions() else NextPhase())
    texts = [line.text for line in m.log]
    assert texts[0] == "Ada goes first"
    assert any(t.startswith("Ada passes") for t in texts) and any(t.startswith("Bruno") for t in texts)
    assert not any("Player 0" in t or "Player 1" in t for t in texts)
