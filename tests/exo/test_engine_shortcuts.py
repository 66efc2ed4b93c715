"""The engine's shortcuts for speed answer as the long way does: whether an Evoluzione's Sacrificio can be
paid (R-33, R-41) agrees with the list of every Sacrificio the player would be offered, whether a Costo
can be paid agrees with the cards that could pay it, two copies of a card are offered as each alone, and
Costi and auras are what every card in play gives, over the positions of random games (the two ready decks,
and random decks of the set)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from lorcana_desktop.exo.engine import costs, legal, starter_game
from lorcana_desktop.exo.engine.actions import Evolve, Play
from lorcana_desktop.exo.engine.game import ExoGame
from lorcana_desktop.exo.engine.setup import starter_book
from lorcana_desktop.exo.engine.state import DECL, ETERE, HAND, MAIN
from lorcana_desktop.exo.engine.stats import active, aura_bonus, condition, cost_of, matches, special_cards
from lorcana_desktop.exo.engine.zones import new_card
from lorcana_desktop.exo.playout import playout_decks


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


def _random_deck_positions(seed: int, limit: int = 600) -> Iterator[ExoGame]:
    """Positions of a random game between the random decks ``exo playout`` gives odd seeds (other cards than
    the ready decks': alternative costs, Vice Leader modes, auras and cost modifiers met in other places)."""
    rng = random.Random(seed)
    game = ExoGame.new(list(playout_decks(seed)), starter_book(), seed=seed)
    while not game.over and len(game.actions) < limit:
        yield game
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])


def test_copies_of_a_card_are_offered_as_each_would_be_alone() -> None:
    """The legal actions ask once about two copies of a card in the hand or the Evolution deck; each copy is
    still offered exactly when asking about that copy alone allows it (R-12 and rule 6 for the moment, the Costo
    and the Sacrificio as for any card)."""
    asked = offered = 0
    for seed, positions in ((6, _positions(6)), (7, _random_deck_positions(7)), (9, _random_deck_positions(9))):
        for game in positions:
            s = game.s
            if s.pending is not None or game.priority_holder() is None:
                continue
            p = game.to_act()
            listed = set(game.legal_actions())
            free = not s.frames and s.window != DECL
            level = 2 if free and p == s.active and s.phase == MAIN else 1 if free else 0
            for i in s.hand[p]:
                if game.card(i).hand_level <= level:
                    alone = legal.play_reason(game, p, i) is None
                    assert (Play(i) in listed) == alone, (seed, len(game.actions), i)
                    asked += 1
                    offered += alone
            if level == 2:
                for i in s.evo[p]:
                    alone = legal.evolve_reason(game, p, i) is None
                    assert (Evolve(i) in listed) == alone, (seed, len(game.actions), i)
                    asked += 1
                    offered += alone
    assert asked > 1000 and 0 < offered < asked


def _long_cost(game: ExoGame, i: int) -> int:
    """The Costo of hand card ``i`` the long way: its own modifiers, then every card on both Fields and in Etere."""
    s = game.s
    inf = game.card(i)
    amount = inf.cost.amount if inf.cost is not None else 0
    p = s.owner[i]
    for cm in inf.cost_mods:
        if cm.filter is None and (cm.condition is None or condition(game, cm.condition, p)):
            amount += cm.amount
    for q in (0, 1):
        for j in s.on_field(q) + [x for x in s.etere if s.ctrl[x] == q]:
            src = game.card(j)
            if j != i and active(game, j):
                for cm, f in zip(src.cost_mods, src.cost_filters, strict=True):
                    if f is not None and (cm.condition is None or condition(game, cm.condition, q)) \
                            and matches(game, f, i, q, (HAND, ETERE)):
                        amount += cm.amount
    return max(0, amount)


def _long_aura(game: ExoGame, i: int) -> int:
    """The aura bonus of card ``i`` the long way: every card on both Fields and in Etere."""
    s = game.s
    bonus = 0
    for j in s.on_field(0) + s.on_field(1) + s.etere:
        if active(game, j):
            for a in game.card(j).auras:
                if (a.condition is None or condition(game, a.condition, s.ctrl[j])) and matches(game, a.filter, i, s.ctrl[j]):
                    bonus += a.amount
    return bonus


def test_auras_and_cost_modifiers_are_read_from_the_cards_that_have_them() -> None:
    """A Costo («potrebbero essere attivi modificatori») and an aura's strength are what every card on the Fields
    and in Etere gives, though only the game's cards with modifiers or auras are read."""
    costs_seen: set[int] = set()
    bonuses_seen: set[int] = set()
    games = [_positions(seed) for seed in range(8, 20)] + [_random_deck_positions(seed) for seed in range(21, 33, 2)]
    for game in (position for positions in games for position in positions):
        if len(costs_seen) > 1 and len(bonuses_seen) > 1 and len(game.actions) > 300:
            break
        s = game.s
        for p in (0, 1):
            for i in s.hand[p]:
                if game.card(i).cost is not None:
                    expected = _long_cost(game, i)
                    assert cost_of(game, i)[0] == expected
                    costs_seen.add(expected - game.card(i).cost.amount)  # type: ignore[union-attr]
            for i in s.on_field(p):
                expected = _long_aura(game, i)
                assert aura_bonus(game, i) == expected
                bonuses_seen.add(expected)
    assert len(costs_seen) > 1 and len(bonuses_seen) > 1  # some modifier and some aura were in play


def test_a_card_made_during_the_game_is_read_for_its_aura() -> None:
    """A card instance made during the game (a Pedina, a scenario's card) joins the cards read for auras."""
    game = starter_game(seed=3)
    book = game.book
    aura_card = next(k for k, inf in enumerate(book.info) if inf.auras)
    before = list(special_cards(game)[0])
    i = new_card(game, game.table[book.ids[aura_card]], 0, HAND)
    assert special_cards(game)[0] == [*before, i]
    copy = game.copy()
    assert special_cards(copy)[0] == [*before, i]
