"""The engine's shortcuts for speed answer as the long way does: whether an Evoluzione's Sacrificio can be
paid (R-33, R-41) agrees with the list of every Sacrificio the player would be offered, and whether a Costo
can be paid agrees with the cards that could pay it, over the positions of random games of the two ready
decks."""

from __future__ import annotations

import random
from collections.abc import Iterator

from lorcana_desktop.exo.engine import costs, starter_game
from lorcana_desktop.exo.engine.game import ExoGame
from lorcana_desktop.exo.engine.stats import cost_of


def _positions(seed: int, limit: int = 600) -> Iterator[ExoGame]:
    rng = random.Random(seed)
    game = starter_game(seed=seed)
    while not game.over and len(game.actions) < limit:
        yield game
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])


def test_sacrifice_shortcut_agrees_with_every_choice() -> None:
    checked = payable = 0
    for seed in (1, 2, 3):
        for game in _positions(seed):
            s = game.s
            for p in (0, 1):
                for card in s.evo[p]:
                    choices = costs.sacrifice_choices(game, p, card)
                    assert costs.can_sacrifice(game, p, card) == bool(choices), (seed, len(game.actions), card)
                    checked += 1
                    payable += bool(choices)
    assert checked > 1000 and 0 < payable < checked  # both answers were met


def test_cost_shortcut_agrees_with_the_cards_that_could_pay() -> None:
    checked = refused = 0
    for seed in (4, 5):
        for game in _positions(seed):
            s = game.s
            for p in (0, 1):
                for card in s.hand[p]:
                    amount, need = cost_of(game, card)
                    sources = costs.payment_sources(game, p, card)
                    expected = amount <= 0 or len(sources) >= amount and costs.colors_fit(game, sources, need)
                    assert costs.can_pay(game, p, card, amount, need) == expected
                    checked += 1
                    refused += not expected
    assert checked > 1000 and 0 < refused < checked
