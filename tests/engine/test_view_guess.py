"""A view is all a bot may know, and with the hidden cards put back it is the whole game again.

The bots guess the hidden cards of ``Game.view(seat)`` and play on a game built from the view
(``view.guessed_state``). Given the real hidden cards (the real card table, decks, hands and seed), that game
must be the real one, field for field: a view that dropped a record the rules read (a triggered ability in the
bag, a lasting effect, a once-per-turn mark, an effect half resolved) would let the bots play another game.
"""

from __future__ import annotations

import random

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Game
from lorcana_desktop.engine.view import guessed_state
from tests.engine.test_playouts import FEATURES  # every keyword and Shift variant: choices of every kind


def _whole_again(game: Game, seat: int) -> Game:
    s = game.s
    state = guessed_state(game.view(seat), s.names, s.cid, s.deck, s.hand, s.rng)
    return Game(state, game.cards, defs=game.defs)


def test_a_view_with_its_hidden_cards_put_back_is_the_game_itself(cards: CardIndex) -> None:
    seen = {"bag": 0, "res": 0, "effects": 0, "flags": 0, "tasks": 0, "notes": 0}
    for seed in range(3):
        deck = FEATURES * 2
        game = Game.new([deck, deck], cards, seed=seed)
        rng = random.Random(seed)
        steps = 0
        while not game.over and steps < 1500:
            s = game.s
            seen["bag"] += bool(s.bag)
            seen["res"] += s.res is not None
            seen["effects"] += bool(s.effects)
            seen["flags"] += bool(s.flags)
            seen["tasks"] += bool(s.tasks)
            if steps % 97 == 5:  # a note on a card in play: everyone sees it, and it stays with the card
                mine = [i for z in s.play for i in z]
                if mine:
                    s.notes[mine[0]] = "watch this one"
            seen["notes"] += bool(s.notes)
            for seat in range(s.players):
                again = _whole_again(game, seat)
                assert again.s.to_json() == {**s.to_json(), "log": []}
                assert again.legal_actions() == game.legal_actions()
            game.apply(rng.choice(game.legal_actions()))
            steps += 1
    assert all(seen.values()), seen  # every kind of record was there at some moment
