"""Opening a save for the window without Qt (issue 20, item 8): one replay pass with progress, a stop
that changes nothing, and a long replay stepped back without replaying it from the start."""

from __future__ import annotations

import json
import random
from pathlib import Path

from lorcana_desktop.app.game_files import SaveFile, write_save
from lorcana_desktop.app.game_session import GameSession, MatchSetup, Replay, Seat, SeatKind
from lorcana_desktop.app.save_loading import SaveLoading
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Game
from lorcana_desktop.engine.manual import ShuffleDeck
from lorcana_desktop.engine.sample import sample_deck


def _long_game(cards: CardIndex, path: Path, actions: int = 700) -> Game:
    """A random game of ``actions`` actions (manual tools included), saved as a replay at ``path``."""
    decks = [sample_deck(cards, 2), sample_deck(cards, 3)]
    game = Game.new(decks, cards, seed=11)
    rng = random.Random(11)
    while len(game.actions) < actions and not game.over:
        shuffle = ShuffleDeck(game.to_act())  # a manual tool between moves: games with them run long
        game.apply(shuffle if rng.random() < 0.5 and game.check(shuffle) is None else rng.choice(game.legal_actions()))
    setup = MatchSetup((Seat("Ann", SeatKind.COMPUTER, "A", tuple(decks[0]), "easy"),
                        Seat("Bob", SeatKind.COMPUTER, "B", tuple(decks[1]), "easy")), seed=11)
    write_save(path, SaveFile(setup.to_json(), game.to_json(), {}), kind="replay")
    return game


def _state_after(game: Game, n: int) -> dict:
    g = Game(game.initial.copy(), game.cards, game.defs)
    for a in game.actions[:n]:
        g.apply(a)
    return g.state.to_json()


def test_a_long_replay_steps_anywhere_from_its_copies(cards: CardIndex, tmp_path: Path) -> None:
    path = tmp_path / "long.lorcana-replay"
    game = _long_game(cards, path, actions=260)
    seen: list[tuple[int, int]] = []
    replay = Replay.load(path, cards, progress=lambda done, total: seen.append((done, total)))
    assert replay.length == len(game.actions) > Replay.CHECKPOINT
    assert seen[-1] == (replay.length, replay.length) and len(seen) > 50
    for n in (replay.length, 3, Replay.CHECKPOINT + 7, Replay.CHECKPOINT - 1, replay.length - 1, 0):
        replay.seek(n)
        assert replay.position == n and replay.game.state.to_json() == _state_after(game, n), n
        assert replay.log[-1].action <= n  # the log shows what happened up to here, no further
    replay.seek(replay.length)
    replay.step_back()
    assert replay.position == replay.length - 1


def test_a_stopped_opening_changes_nothing(cards: CardIndex, tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    session = GameSession.start(MatchSetup((Seat("Ann", SeatKind.PERSON, "A", tuple(sample_deck(cards, 0))),
                                            Seat("Bob", SeatKind.PERSON, "B", tuple(sample_deck(cards, 1))))),
                                 cards, autosave=path)
    before = path.read_bytes()
    loading = SaveLoading(path, cards)
    loading.cancel()
    loading.run()
    assert loading.cancelled and loading.outcome is None and loading.problem == ""
    assert path.read_bytes() == before  # not set aside: it can be resumed later
    again = SaveLoading(path, cards)
    again.run()
    assert isinstance(again.outcome, GameSession)
    assert again.outcome.game.state.to_json() == session.game.state.to_json()


def test_a_save_that_cannot_be_opened_gives_its_reason(cards: CardIndex, tmp_path: Path) -> None:
    path = tmp_path / "g.lorcana-replay"
    _long_game(cards, path, actions=10)
    data = json.loads(path.read_text())
    data["game"]["actions"][4] = {"type": "quest", "card": 99999}
    path.write_text(json.dumps(data))
    loading = SaveLoading(path, cards, as_replay=True)
    loading.run()
    assert loading.outcome is None
    assert loading.problem.startswith("The replay cannot be played back: action 4 is illegal")
