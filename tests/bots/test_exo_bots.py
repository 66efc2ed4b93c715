"""The Exo computer players: they choose only legal actions from their seat's view, the guessed game agrees
with that view, and greedy beats random (the long measurement: ``lorcana-desktop exo match``)."""

from __future__ import annotations

import random

import pytest

from lorcana_desktop.bots.base import Player
from lorcana_desktop.bots.exo import ExoGreedyPlayer, evaluate, make_exo_player, play_exo_game, sample_game
from lorcana_desktop.exo.engine import Concede, ready_deck_cards, starter_book, starter_game


def test_the_guessed_game_agrees_with_the_view() -> None:
    """At every decision of a random game, the game a seat guesses from its view offers that seat exactly
    the real legal actions, and shows the same visible cards."""
    game = starter_game(seed=21)
    rng = random.Random(21)
    decks = ready_deck_cards()
    lists = {0: decks["marea"], 1: decks["brace"]}
    checked = 0
    while not game.over and len(game.actions) < 600:
        seat = game.to_act()
        legal = game.legal_actions()
        view = game.view(seat)
        guess = sample_game(view, starter_book(), random.Random(checked), lists if checked % 2 else None)
        assert set(guess.legal_actions()) == set(legal)
        assert guess.view(seat)["card_names"] == view["card_names"]
        checked += 1
        game.apply(legal[rng.randrange(len(legal))])
    assert checked > 300


def test_evaluation_prefers_life_and_board() -> None:
    game = starter_game(seed=2)
    me = game.s.active
    base = evaluate(game, me)
    hurt = game.copy()
    hurt.s.life[1 - me] -= 1
    assert evaluate(hurt, me) > base
    lost = game.copy()
    lost.apply(Concede(me))
    assert evaluate(lost, me) < -1000 < base


def test_bots_keep_the_protocol_and_pick_legal_actions() -> None:
    book = starter_book()
    greedy = make_exo_player("greedy", 0, book, seed=1)
    assert isinstance(greedy, Player) and isinstance(greedy, ExoGreedyPlayer)
    assert isinstance(make_exo_player("random", 1, book), Player)
    with pytest.raises(ValueError, match="unknown Exo bot"):
        make_exo_player("search", 0, book)
    game = starter_game(seed=5)
    for _ in range(60):
        if game.over:
            break
        legal = game.legal_actions()
        seat = game.to_act()
        bot = greedy if seat == 0 else make_exo_player("random", 1, book, seed=len(game.actions))
        action = bot.choose(game.view(seat), legal)
        assert action in legal
        game.apply(action)


def test_greedy_beats_random() -> None:
    """Greedy against random, seats and first player taking turns: at least 9 of 10."""
    wins = 0
    for k in range(10):
        seat = k % 2
        bots = ["greedy", "random"] if seat == 0 else ["random", "greedy"]
        game = play_exo_game(bots, seed=500 + k, first=(k // 2) % 2)
        wins += game.over and game.winner == seat
    assert wins >= 9
