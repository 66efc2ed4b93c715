"""The search's time budget and reproducibility, and ``lorcana-desktop bots match`` as a person runs it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from lorcana_desktop.bots import SearchPlayer, make_player
from lorcana_desktop.bots.match import MatchSpec, play_game
from lorcana_desktop.bots.search import _prune, scoring_turn
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.cli import bots as bots_cli
from lorcana_desktop.cli import main
from lorcana_desktop.decks import read_deck_file
from lorcana_desktop.engine import Game

PRECONS = sorted((Path(__file__).resolve().parents[2] / "decks").glob("*.txt"))


@pytest.fixture(scope="module")
def decks(cards: CardIndex) -> list[list[str]]:
    return [[c.full_name for c in read_deck_file(p, cards).deck.cards()] for p in PRECONS[:2]]


class _Clock:
    """A clock for the search that moves 1 ms each time it is read: how far the search runs past its deadline is
    then counted in its own reads of the clock, whatever else the machine is doing (no wall-clock timing)."""

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        self.now += 0.001
        return self.now


def test_the_search_answers_within_its_time_budget(cards: CardIndex, decks: list[list[str]], monkeypatch) -> None:
    from lorcana_desktop.bots import search as search_module

    clock = _Clock()
    monkeypatch.setattr(search_module, "time", clock)
    budget = 0.05
    game = Game.new(decks, cards, seed=4, first=0)
    search = SearchPlayer(0, seed=1, cards=cards, deck=decks[0], known_decks={1: decks[1]}, time_budget=budget)
    greedy = make_player("greedy", 1, seed=2, cards=cards, deck=decks[1])
    longest = 0.0
    searched = 0
    while not game.over and game.state.turn < 12:
        seat = game.to_act()
        legal = game.legal_actions()
        t0 = clock.now
        action = (search if seat == 0 else greedy).choose(game.view(seat), legal)
        if seat == 0:
            longest = max(longest, clock.now - t0)
            searched += search.last_iterations > 0
        game.apply(action)
    assert searched >= 5, "the search ran on real decisions"
    # The clock is read between play-outs and every 16 steps inside one: once the budget is spent, the search
    # stops within a few reads (a dropped play-out, the ranking), never a whole extra round.
    assert longest <= budget + 0.01


def test_a_fixed_number_of_iterations_gives_the_same_decision(cards: CardIndex, decks: list[list[str]]) -> None:
    game = Game.new(decks, cards, seed=6, first=1)
    greedy = [make_player("greedy", p, seed=p, cards=cards, deck=decks[p]) for p in range(2)]
    while game.state.turn < 7:
        seat = game.to_act()
        game.apply(greedy[seat].choose(game.view(seat), game.legal_actions()))
    while len(game.legal_actions()) < 3:
        game.apply(game.legal_actions()[0])
    me = game.to_act()
    picks = []
    for _ in range(2):
        bot = SearchPlayer(me, seed=9, cards=cards, deck=decks[me], iterations=25)
        picks.append(bot.choose(game.view(me), game.legal_actions()))
        assert 0 < bot.last_iterations <= 25 and bot.last_rounds >= 1
    assert picks[0] == picks[1]


def _turn_six(cards: CardIndex, decks: list[list[str]]) -> Game:
    """Seat 0 to act in the main phase of its turn 7 (turn 6 or later), after greedy play."""
    game = Game.new(decks, cards, seed=8, first=0)
    greedy = [make_player("greedy", p, seed=p, cards=cards, deck=decks[p]) for p in range(2)]
    while game.state.turn < 6 or game.to_act() != 0 or game.state.pending is not None:
        seat = game.to_act()
        game.apply(greedy[seat].choose(game.view(seat), game.legal_actions()))
    return game


def test_every_play_out_is_scored_at_the_start_of_the_seats_turn_after_next(
        cards: CardIndex, decks: list[list[str]], monkeypatch: pytest.MonkeyPatch) -> None:
    """Every candidate, ending the turn too, is scored at the same moment: after the opponent's reply, the
    seat's next turn and the opponent's again (else passing looks safe when it is not)."""
    game = _turn_six(cards, decks)
    scored: list[tuple[int, int]] = []
    playout = SearchPlayer._playout

    def spy(g: Game, *args: object) -> float:
        value = playout(g, *args)  # type: ignore[arg-type]
        if not g.over:
            scored.append((g.state.turn, g.state.active))
        return value

    monkeypatch.setattr(SearchPlayer, "_playout", staticmethod(spy))
    turn = game.state.turn
    bot = SearchPlayer(0, seed=3, cards=cards, deck=decks[0], known_decks={1: decks[1]}, iterations=60)
    bot.choose(game.view(0), game.legal_actions())
    assert len(scored) > 20
    assert set(scored) == {(turn + 4, 0)}
    assert scoring_turn(game.state, 0, 1) == turn + 2


def test_the_candidates_of_a_round_meet_the_same_sampled_game(cards: CardIndex, decks: list[list[str]],
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Paired rounds: every candidate of a round is played on the same guess of the opponent's hand and deck,
    and each round guesses afresh (so more time brings new information, not the same play-outs again)."""
    game = _turn_six(cards, decks)
    seen: list[tuple[str, ...]] = []
    playout = SearchPlayer._playout

    def spy(g: Game, *args: object) -> float:
        # The bottom of the opponent's guessed deck (a candidate that ends the turn lets them draw from the top).
        seen.append(tuple(g.name(c) for c in g.state.deck[1][-20:]))
        return playout(g, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(SearchPlayer, "_playout", staticmethod(spy))
    bot = SearchPlayer(0, seed=5, cards=cards, deck=decks[0], known_decks={1: decks[1]}, iterations=80)
    bot.choose(game.view(0), game.legal_actions())
    blocks = [seen[0]]
    for key in seen[1:]:
        if key != blocks[-1]:
            blocks.append(key)
    assert bot.last_rounds >= 4
    assert len(blocks) == bot.last_rounds == len(set(blocks))
    assert len(seen) == bot.last_iterations > bot.last_rounds


def test_a_candidate_clearly_worse_on_the_same_games_is_dropped() -> None:
    """Paired differences: a move 0.05 worse on every sampled game goes, even when the games' values swing
    far more than that; a move as good on average but noisy stays; one scoring exactly as the leader does on
    every game goes (the leader stands for it); the leader always stays."""
    swings = [0.1, 0.9, 0.4, 0.7, 0.2, 0.8, 0.5, 0.3]
    leader = swings[:]
    worse = [v - 0.05 for v in swings]
    noisy = [v + (0.2 if k % 2 else -0.2) for k, v in enumerate(swings)]
    same = leader[:]
    assert _prune([0, 1, 2], [leader, worse, noisy], len(swings)) == [0, 2]
    assert _prune([0, 2, 3], [leader, worse, noisy, same], len(swings)) == [0, 2]
    assert _prune([1], [leader, worse, noisy], len(swings)) == [1]


def test_a_match_game_records_a_replay_that_reopens(cards: CardIndex, decks: list[list[str]]) -> None:
    spec = MatchSpec(bots=("greedy", "easy"), decks=(tuple(decks[0]), tuple(decks[1])), games=2, seed=3)
    result = play_game(spec, 1, cards, keep_replay=True)
    assert result.first == 1 and result.winner in (0, 1) and not result.error
    assert sum(t.decisions for t in result.times) > 20
    assert result.replay is not None
    replay = Game.from_json(json.loads(json.dumps(result.replay)), cards)
    assert replay.state.winner == result.winner
    assert replay.record_meta["players"] == ["greedy", "easy"]


@pytest.fixture
def _catalog(cards: CardIndex, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bots_cli, "_cards", lambda: cards)


@pytest.mark.usefixtures("_catalog")
def test_bots_match_prints_progress_and_the_result_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "replays"
    code = main(["bots", "match", "--a", "greedy", "--b", "random", "--games", "2", "--decks", "lore-race",
                 "amber-steel", "--seed", "5", "--replays", str(folder)])
    assert code == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0].startswith("A = greedy with ruby-sapphire-lore-race, B = random with amber-steel-guardians")
    assert any(line.startswith("game 1 (") for line in lines) and any(line.startswith("game 2 (") for line in lines)
    assert re.fullmatch(r"A won (\d) of 2 \(\d+%\), mean decision time [\d.]+ ms, max [\d.]+ ms", lines[-1])
    files = sorted(folder.glob("*.json"))
    assert [f.name for f in files] == ["game-001.json", "game-002.json"]
    game = Game.from_json(json.loads(files[1].read_text(encoding="utf-8")))
    assert game.over and game.record_meta["deck_names"] == ["ruby-sapphire-lore-race", "amber-steel-guardians"]


@pytest.mark.usefixtures("_catalog")
def test_bots_match_names_a_deck_it_cannot_find(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bots", "match", "--a", "greedy", "--b", "random", "--decks", "no-such-deck", "lore-race"]) == 2
    err = capsys.readouterr().err
    assert "no-such-deck" in err and "ruby-sapphire-lore-race" in err
    assert main(["bots", "match", "--a", "greedy", "--b", "random", "--decks", "amber", "lore-race"]) == 2
    assert "several preconstructed decks" in capsys.readouterr().err


def test_bots_levels_lists_what_the_table_offers(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bots", "levels"]) == 0
    out = capsys.readouterr().out
    assert "Easy" in out and "Normal" in out and "Hard" in out and "search" in out


def test_bench_bots_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "bots", "--games", "1", "--positions", "2", "--time", "0.02"]) == 0
    out = capsys.readouterr().out
    for label in ("greedy decision:", "sampled game from view:", "search play-outs/s:"):
        assert label in out
