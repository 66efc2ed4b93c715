"""``knowledge.redeal``: the deck lab's guess of the hidden cards, made from the real game without a view."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

from lorcana_desktop.bench.fuzz import fuzz_pool, fuzz_setup
from lorcana_desktop.bots import make_player
from lorcana_desktop.bots.greedy import GreedyPlayer, greedy_choice
from lorcana_desktop.bots.knowledge import redeal
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks import read_deck_file
from lorcana_desktop.engine import Game
from lorcana_desktop.engine.legal import check
from lorcana_desktop.engine.state import INKWELL
from lorcana_desktop.engine.view import hidden_from
from lorcana_desktop.scripts import default_provider

PRECONS = sorted((Path(__file__).resolve().parents[2] / "decks").glob("*.txt"))


def _midgame(cards: CardIndex) -> Game:
    decks = [[c.full_name for c in read_deck_file(p, cards).deck.cards()] for p in PRECONS[:2]]
    game = Game.new(decks, cards, seed=11, first=0)
    bots = [make_player("greedy", p, seed=p, cards=cards, deck=decks[p]) for p in range(2)]
    while game.state.turn < 7:
        seat = game.to_act()
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
    return game


def test_only_what_the_seat_cannot_see_is_dealt_again(cards: CardIndex) -> None:
    game = _midgame(cards)
    s = game.state
    before = list(s.cid)
    hidden = hidden_from(game, 0)
    assert any(s.owner[i] == 1 and i in hidden for i in s.hand[1])  # the opponent's hand is hidden
    hands = set()
    for k in range(8):
        g = redeal(game, 0, random.Random(k))
        assert s.cid == before  # the real game is untouched
        for i in range(len(before)):
            if i not in hidden:
                assert g.state.cid[i] == before[i], "a card the seat sees keeps its face"
        for q in (0, 1):
            mine = [i for i in hidden if s.owner[i] == q]
            # the same cards, dealt among the same places: nothing made up, nothing lost
            assert Counter(g.state.cid[i] for i in mine) == Counter(before[i] for i in mine)
        for i in hidden:
            if s.zone[i] == INKWELL:
                assert g.idef[i].inkable  # CR 4.2.1: only inkable cards went in
            assert g.idef[i] is g.defs[g.state.cid[i]]
        hands.add(tuple(g.name(i) for i in s.hand[1]))
        assert g.legal_actions()  # a whole game, ready to play on
    assert len(hands) > 1, "the opponent's hand is guessed afresh each time"


def test_the_lab_path_of_the_greedy_bot_is_reproducible_and_legal(cards: CardIndex) -> None:
    game = _midgame(cards)
    legal = game.legal_actions()
    picks = [GreedyPlayer(game.to_act(), seed=4, cards=cards).choose_in(game, legal) for _ in range(2)]
    assert picks[0] == picks[1] and picks[0] in legal


def test_the_hidden_cards_are_grouped_by_owner_in_id_order_whatever_the_seating() -> None:
    # (redeal groups them as the plain "each owner's cards, owners by their first card" did: the same deals)
    from lorcana_desktop.bots.knowledge import _by_owner

    for seed in range(200):
        rng = random.Random(seed)
        players = rng.choice((1, 2, 3, 4))
        owner = sorted(rng.randrange(players) for _ in range(120)) if seed % 2 else \
            [rng.randrange(players) for _ in range(120)]
        ordered = sorted(rng.sample(range(120), rng.randrange(0, 100)))
        plain = [[i for i in ordered if owner[i] == q] for q in dict.fromkeys(owner[i] for i in ordered)]
        assert _by_owner(ordered, owner) == plain, seed


def _listed_pass_on_redeals(game: Game, rng: random.Random, steps: int) -> int:
    """Plays ``steps`` random actions; at each, every action the game lists must pass ``check`` on a redeal
    for the seat to act (what ``GreedyPlayer.choose_in`` applies unchecked). Returns the actions checked."""
    checked = 0
    for n in range(steps):
        if game.over:
            break
        listed = game.legal_actions()
        seat = game.to_act()
        g = redeal(game, seat, random.Random(n))
        for a in listed:
            reason = check(g, a)
            assert reason is None, f"listed {a} refused on a redeal for seat {seat}: {reason}"
            checked += 1
        game.apply(rng.choice(listed))
    return checked


def test_what_the_real_game_lists_the_redealt_game_accepts(cards: CardIndex) -> None:
    # Random games of every automated card (2-4 players, Shift, Boost, locations): a redeal changes only
    # the faces the seat cannot see (decks, ink, other hands, face-down cards), which no rule of the seat's
    # own actions reads, so the lab's look-ahead applies the listed actions unchecked.
    pool = fuzz_pool(cards)
    scripts = default_provider()
    checked = 0
    for seed in range(12):
        _players, variant, decks = fuzz_setup(seed, pool)
        game = Game.new(decks, cards, seed=seed, variant=variant, scripts=scripts)
        checked += _listed_pass_on_redeals(game, random.Random(seed), 400)
    assert checked > 5000  # (the games got somewhere)


def test_the_lab_look_ahead_picks_as_the_checked_one_does(cards: CardIndex) -> None:
    # The unchecked look-ahead of the lab path against the checked one, decision by decision in precon games.
    decks = [[c.full_name for c in read_deck_file(p, cards).deck.cards()] for p in PRECONS[:2]]
    compared = 0
    for seed in range(3):
        game = Game.new(decks, cards, seed=seed, first=seed % 2)
        player = GreedyPlayer(0, seed=seed, cards=cards)
        while not game.over and game.state.turn < 12:
            legal = game.legal_actions()
            seat = game.to_act()
            # (the same redeal twice: the lab path spends the game it is given)
            picks = [greedy_choice(redeal(game, seat, random.Random(compared)), legal, seat, random.Random(compared),
                                   redealt=redealt) for redealt in (False, True)]
            assert picks[0] == picks[1]
            compared += 1
            game.apply(player.choose_in(game, legal) if seat == 0 else random.Random(compared).choice(legal))
    assert compared > 100
