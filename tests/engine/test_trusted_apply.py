"""The engine's shortcuts for bots and benchmarks play the same games as the checked path.

``Game.apply(action, listed=True, rollback=False)`` (an action ``legal_actions()`` just listed, no copy kept to
roll back) must give the very game the checked ``apply`` gives, and the index of the statics and triggers of the
cards in play (``stats.PlayIndex``, kept between changes of the play zones) must always be the one built afresh
from the play zones: after every action, in copies, after a JSON round trip, an undo and a replay. Random games
of every automated card (2-4 players, Pack Rush: Shift, locations, granted abilities) and of the precons.
"""

from __future__ import annotations

import json
import random

import pytest

from lorcana_desktop.bench.engine import precon_decks
from lorcana_desktop.bench.fuzz import fuzz_pool, fuzz_setup
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Game, GameState
from lorcana_desktop.engine.stats import PlayIndex, play_index
from lorcana_desktop.scripts import default_provider

SEEDS = range(40)


def _fresh_index_matches(game: Game) -> None:
    kept = play_index(game)
    s = game.s
    saved = s.pidx
    s.pidx = None
    fresh = PlayIndex(game)
    s.pidx = saved
    assert kept.statics == fresh.statics, "the kept index of statics in play is stale"
    assert kept.triggers == fresh.triggers, "the kept index of triggers in play is stale"


def _play(game: Game, seed: int, trusted: bool, check_index: bool = False) -> Game:
    rng = random.Random(seed)
    steps = 0
    while not game.over and steps < 3000:
        legal = game.legal_actions()
        action = rng.choice(legal)
        if trusted:
            game.apply(action, listed=True, rollback=False)
        else:
            game.apply(action)
        steps += 1
        if check_index:
            _fresh_index_matches(game)
            if steps % 7 == 0:
                _fresh_index_matches(game.copy())
                again = Game(GameState.from_json(json.loads(json.dumps(game.s.to_json()))), game.cards,
                             defs=game.defs)
                _fresh_index_matches(again)
    return game


@pytest.fixture(scope="module")
def pool(cards: CardIndex) -> list[str]:
    return fuzz_pool(cards)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_trusted_apply_plays_the_same_game_as_the_checked_one(cards: CardIndex, pool: list[str],
                                                                 seed: int) -> None:
    scripts = default_provider()
    _players, variant, decks = fuzz_setup(seed, pool)
    checked = _play(Game.new(decks, cards, seed=seed, variant=variant, scripts=scripts), seed, trusted=False,
                    check_index=True)
    trusted = _play(Game.new(decks, cards, seed=seed, variant=variant, scripts=scripts), seed, trusted=True)
    assert trusted.actions == checked.actions
    assert trusted.s.to_json() == checked.s.to_json()


def test_precon_games_are_the_same_either_way_and_their_index_holds(cards: CardIndex) -> None:
    decks = precon_decks()
    assert len(decks) >= 2
    for seed in range(6):
        pair = [decks[seed % len(decks)], decks[(seed + 1) % len(decks)]]
        checked = _play(Game.new(pair, cards, seed=seed), seed, trusted=False, check_index=True)
        trusted = _play(Game.new(pair, cards, seed=seed), seed, trusted=True)
        assert trusted.actions == checked.actions
        assert trusted.s.to_json() == checked.s.to_json()


def test_the_index_holds_after_undo_and_replay(cards: CardIndex) -> None:
    decks = precon_decks()
    game = Game.new([decks[0], decks[1]], cards, seed=3)
    rng = random.Random(3)
    undone = 0
    for _ in range(400):
        if game.over:
            break
        game.apply(rng.choice(game.legal_actions()))
        play_index(game)  # (kept, then the undo must not leave it stale)
        if game.can_undo() and rng.random() < 0.3:
            game.undo()
            undone += 1
            _fresh_index_matches(game)
    assert undone > 5
    _fresh_index_matches(game.replay())


def test_games_of_the_same_cards_and_scripts_share_their_card_definitions(cards: CardIndex) -> None:
    decks = precon_decks()
    a = Game.new([decks[0], decks[1]], cards, seed=1)
    b = Game.new([decks[0], decks[1]], cards, seed=2)
    assert a.defs[5] is b.defs[5] and a.defs[5].full_name == a.s.names[5]
    from lorcana_desktop.engine.abilities import ScriptTable

    plain = Game.new([decks[0], decks[1]], cards, seed=1, scripts=ScriptTable())
    assert plain.defs[5] is not a.defs[5]  # other scripts: definitions of their own
    assert all(not d.triggered and not d.statics for d in plain.defs)


def test_copies_of_a_game_with_its_own_card_table_share_one_fresh_index(cards: CardIndex) -> None:
    # A bot's sampled game gets a card table of its own (hidden faces dealt again) and is copied once per
    # candidate move: the copies share one index of the cards in play, built from that game's table.
    decks = precon_decks()
    game = Game.new([decks[0], decks[1]], cards, seed=5)
    rng = random.Random(5)
    while game.s.turn < 6:
        game.apply(rng.choice(game.legal_actions()))
    play_index(game)
    sampled = game.copy()
    sampled.idef = list(sampled.idef)  # (a table of its own, as knowledge.redeal makes)
    copies = [sampled.copy() for _ in range(3)]
    indexes = [play_index(c) for c in copies]
    assert indexes[0] is indexes[1] is indexes[2]
    assert indexes[0].idef is sampled.idef
    for c in copies:
        _fresh_index_matches(c)
