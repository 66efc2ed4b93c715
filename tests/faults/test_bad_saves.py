"""Saves that are valid JSON of the wrong shape (issue 20, items 5, 8 and 9): every field is read against
a schema, so each is refused in one line naming the field, and set aside, never half-loaded."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from lorcana_desktop.app.game_files import SaveError, read_save
from lorcana_desktop.app.game_session import GameSession, MatchSetup, Replay, Seat, SeatKind
from lorcana_desktop.app.save_schema import MAX_ACTIONS, check_state
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Game, InkCard, Mulligan
from lorcana_desktop.engine.sample import sample_deck


def _setup(cards: CardIndex) -> MatchSetup:
    return MatchSetup((Seat("Ann", SeatKind.PERSON, "A", tuple(sample_deck(cards, 0))),
                       Seat("Bob", SeatKind.PERSON, "B", tuple(sample_deck(cards, 1)))), seed=7)


@pytest.fixture
def autosave(cards: CardIndex, tmp_path: Path) -> Path:
    """A real autosave a few actions into a game."""
    path = tmp_path / "autosave.json"
    s = GameSession.start(_setup(cards), cards, autosave=path)
    for _ in range(2):
        s.take_screen()
        s.apply(Mulligan(s.to_act(), ()))
    s.take_screen()
    s.apply(next(a for a in s.legal_actions() if isinstance(a, InkCard)))
    return path


def _edit(path: Path, change: Callable[[dict[str, Any]], None]) -> None:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def _refused_in_one_line(path: Path, cards: CardIndex, *words: str) -> str:
    with pytest.raises(SaveError) as caught:
        GameSession.resume(path, cards)
    message = str(caught.value)
    assert "\n" not in message and len(message) < 400, message
    for bad in ("Traceback", "Error:", "<class", "object has no attribute", "'NoneType'"):
        assert bad not in message, message
    for word in words:
        assert word in message, message
    assert not path.exists()  # set aside: the next autosave cannot overwrite it
    kept = list(path.parent.glob(f"{path.name}.damaged-*"))
    assert len(kept) == 1 and kept[0].name in message, message
    return message


def _hand(data: dict[str, Any]) -> list[int]:
    return data["game"]["initial"]["hand"][0]


WRONG_TYPES: dict[str, tuple[Callable[[dict[str, Any]], None], tuple[str, ...]]] = {
    "meta is a list": (lambda d: d["game"].__setitem__("meta", []), ("game.meta", "object")),
    "seed is text": (lambda d: d["game"]["meta"].__setitem__("seed", "abc"), ("game.meta.seed", '"abc"')),
    "seed is a list": (lambda d: d["game"]["meta"].__setitem__("seed", [1]), ("game.meta.seed", "whole number")),
    "seat level god": (lambda d: d["setup"]["seats"][1].update(kind="computer", level="god"),
                       ("setup.seats[1].level", '"god"')),
    "seat kind": (lambda d: d["setup"]["seats"][0].__setitem__("kind", 3), ("setup.seats[0].kind",)),
    "too few seats": (lambda d: d["setup"].__setitem__("seats", d["setup"]["seats"][:1]), ("setup.seats",)),
    "lore is text": (lambda d: d["game"]["initial"]["lore"].__setitem__(0, "7"), ("game.initial.lore[0]",)),
    "card row short": (lambda d: d["game"]["initial"]["cards"].__setitem__(3, [1, 0]),
                       ("game.initial.cards[3]",)),
    "card name unknown type": (lambda d: d["game"]["initial"]["names"].__setitem__(0, {"x": 1}),
                               ("game.initial.names[0]",)),
    "action unknown": (lambda d: d["game"]["actions"].append({"type": "win_now"}),
                       ("game.actions[3].type", "win_now")),
    "action field text": (lambda d: d["game"]["actions"].append({"type": "quest", "card": "all"}),
                          ("game.actions[3].card",)),
    "action extra field": (lambda d: d["game"]["actions"].append({"type": "end_turn", "times": 99}),
                           ("game.actions[3].times",)),
    "actors not players": (lambda d: d["extra"].__setitem__("actors", [0, 1, 9]), ("extra.actors[2]",)),
    "same card twice in a hand": (lambda d: _hand(d).append(_hand(d)[0]), ("game.initial.hand[0]", "again")),
    "a card in no zone": (lambda d: _hand(d).pop(), ("in no zone",)),
    "a card in the wrong pile": (lambda d: d["game"]["initial"]["discard"][0].append(_hand(d).pop()),
                                 ("game.initial.discard[0]",)),
}


@pytest.mark.parametrize("case", sorted(WRONG_TYPES))
def test_a_save_of_the_wrong_shape_is_refused_in_one_line_and_set_aside(case: str, autosave: Path,
                                                                         cards: CardIndex) -> None:
    change, words = WRONG_TYPES[case]
    _edit(autosave, change)
    message = _refused_in_one_line(autosave, cards, "damaged", *words)
    assert message.startswith("autosave.json is damaged: ")


@pytest.mark.parametrize("literal", ["1e999", "-1e999", "NaN", "1.5"])
def test_a_seed_that_is_no_whole_number_is_refused(literal: str, autosave: Path, cards: CardIndex) -> None:
    _edit(autosave, lambda d: d["game"]["meta"].__setitem__("seed", "SEED"))
    autosave.write_text(autosave.read_text().replace('"SEED"', literal))
    _refused_in_one_line(autosave, cards, "game.meta.seed", "whole number")


@pytest.mark.parametrize("where", ["extra", "setup", "game"])
def test_a_save_nested_200000_deep_is_refused(where: str, autosave: Path, cards: CardIndex) -> None:
    _edit(autosave, lambda d: d[where].__setitem__("deep", "DEEP"))
    autosave.write_text(autosave.read_text().replace('"DEEP"', "[" * 200_000 + "]" * 200_000))
    _refused_in_one_line(autosave, cards, "deeper than any saved game")


def test_a_save_nested_a_little_too_deep_is_refused(autosave: Path, cards: CardIndex) -> None:
    deep: Any = 1
    for _ in range(100):  # deep enough to be no save, not deep enough to trouble the JSON reader
        deep = [deep]
    _edit(autosave, lambda d: d["extra"].__setitem__("deep", deep))
    _refused_in_one_line(autosave, cards, "more than 32 deep")


def test_a_bare_game_with_players_of_the_wrong_type_is_refused(cards: CardIndex, tmp_path: Path) -> None:
    game = Game.new([sample_deck(cards, 0), sample_deck(cards, 1)], cards, seed=3)
    data = game.to_json()
    data["meta"]["players"] = 5
    path = tmp_path / "game-001.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=r"meta\.players should be a list, not 5"):
        Replay.load(path, cards)


def test_a_format_version_given_as_text_is_damaged_not_newer(autosave: Path, cards: CardIndex) -> None:
    _edit(autosave, lambda d: d.__setitem__("version", "1"))
    message = _refused_in_one_line(autosave, cards, 'format version is "1"')
    assert "newer" not in message


def test_a_save_of_more_actions_than_any_game_is_refused_before_it_is_replayed(autosave: Path,
                                                                               cards: CardIndex) -> None:
    _edit(autosave, lambda d: d["game"]["actions"].extend([{"type": "manual_shuffle", "player": 0}] * 20_000))
    _refused_in_one_line(autosave, cards, "20,003 actions", f"{MAX_ACTIONS:,} at most")


def test_the_47_mb_save_of_the_fault_hunt_is_refused_by_its_size(autosave: Path, cards: CardIndex) -> None:
    _edit(autosave, lambda d: d["game"]["actions"].extend([{"type": "manual_shuffle", "player": 0}] * 1_200_000))
    assert autosave.stat().st_size > 40 * 2**20
    _refused_in_one_line(autosave, cards, "larger than any saved game (10 MB at most)")


def test_the_reason_of_a_replay_that_cannot_be_opened_is_said(autosave: Path, cards: CardIndex) -> None:
    _edit(autosave, lambda d: d["game"]["meta"].__setitem__("seed", "abc"))
    with pytest.raises(SaveError, match=r"game\.meta\.seed should be a whole number, not \"abc\""):
        Replay.load(autosave, cards)
    assert autosave.exists()  # a replay the person opened is theirs: it is not moved


def test_every_state_of_real_games_fits_the_schema(cards: CardIndex) -> None:
    """The schema refuses only what no game holds: every state of random games (stacks, bags,
    pending choices, effects) passes it."""
    import random

    for seed in range(6):
        rng = random.Random(seed)
        game = Game.new([sample_deck(cards, seed), sample_deck(cards, seed + 5)], cards, seed=seed)
        n = 0
        while not game.over and n < 400:
            game.apply(rng.choice(game.legal_actions()))
            n += 1
            check_state(json.loads(json.dumps(game.state.to_json())))


# -- item 9: the temporary files a killed autosave leaves ------------------------------------------

def test_the_temporary_file_of_a_killed_autosave_is_removed(cards: CardIndex, tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                          text=True, check=True).stdout.strip()
    left = tmp_path / f".autosave.json.{dead}.tmp"
    left.write_text('{"half": ')
    alive = tmp_path / f".autosave.json.{os.getppid()}.tmp"  # another program writing right now
    alive.write_text("{")
    s = GameSession.start(_setup(cards), cards, autosave=path)
    s.take_screen()
    s.apply(Mulligan(s.to_act(), ()))
    assert not left.exists() and alive.exists()
    assert read_save(path).game["actions"]
