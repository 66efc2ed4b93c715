"""The table's computer guesses the hidden cards from its view and keeps every legal move.

At the table a bot is told only ``Game.view(seat)``; the Normal and Hard bots build a whole game from it with the
hidden cards guessed (``knowledge.Sampler``) and try each action the real game lists on that guess. A correct guess
changes only what the seat may not see (CR 7.1.3: decks, the other hands; CR 7.5.4: every inkwell; CR 8.4.2:
face-down cards), so it accepts every action the real game lists: the real game's list is the truth here.
"""

from __future__ import annotations

import random

from lorcana_desktop.bench.fuzz import fuzz_pool, fuzz_setup
from lorcana_desktop.bots.evaluate import evaluate
from lorcana_desktop.bots.greedy import GreedyPlayer, Unvalued, rank_actions
from lorcana_desktop.bots.knowledge import Knowledge
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Action, EndTurn, Game, PlayCard
from lorcana_desktop.engine.legal import check
from lorcana_desktop.engine.view import describe
from lorcana_desktop.scripts import default_provider
from tests.engine.card_play import card_game

# Fuzz games (random decks of every automated card, 2-4 players, Pack Rush) in which the guess used to refuse
# listed actions: cost reductions (Gramma Tala, Eeyore - In the Way, Sheriff of Nottingham - Bushel Britches,
# Miss Bianca - Unwavering Agent) and playing from the discard (The Horned King - Merciless Master).
SEEDS = (0, 5, 8, 12, 21)
STEPS = 300


def _refusals_on_the_guess(game: Game, decks: list[list[str]], steps: int, rng: random.Random) -> tuple[int, list[str]]:
    """Plays ``steps`` random actions; at each decision the seat to act guesses the game from its view as the table's
    bot does (its own deck list known, the others' not) and every listed action is checked on the guess.
    Returns the actions checked and the refusals (what, where, why)."""
    cards = game.cards
    assert cards is not None
    knowledge = [Knowledge(q, cards, decks[q]) for q in range(len(decks))]
    checked = 0
    refused: list[str] = []
    for step in range(steps):
        if game.over:
            break
        listed = game.legal_actions()
        seat = game.to_act()
        view = game.view(seat)
        knowledge[seat].observe(view)
        guess = knowledge[seat].sampler(view).game(random.Random(step))
        for a in listed:
            reason = check(guess, a)
            if reason is not None:
                refused.append(f"step {step}, seat {seat}: {describe(game, a)}: {reason}")
            checked += 1
        game.apply(rng.choice(listed))
    return checked, refused


def test_every_action_the_real_game_lists_is_accepted_by_the_guess_the_seat_builds_from_its_view(
        cards: CardIndex) -> None:
    pool = fuzz_pool(cards)
    scripts = default_provider()
    checked = 0
    refused: list[str] = []
    for seed in SEEDS:
        _players, variant, decks = fuzz_setup(seed, pool)
        game = Game.new(decks, cards, seed=seed, variant=variant, scripts=scripts)
        n, bad = _refusals_on_the_guess(game, decks, STEPS, random.Random(seed))
        checked += n
        refused += [f"seed {seed}, {line}" for line in bad]
    assert not refused, f"{len(refused)} listed actions refused on the guess:\n" + "\n".join(refused[:20])
    assert checked > 2000  # (the games got somewhere)


def _choice(cards: CardIndex, game: Game) -> tuple[GreedyPlayer, Action]:
    player = GreedyPlayer(0, seed=1, cards=cards)
    legal = game.legal_actions()
    return player, player.choose(game.view(0), legal)


def test_the_computer_plays_a_card_its_own_ability_makes_cheaper(cards: CardIndex) -> None:
    # Gramma Tala - Connected to Nature costs 12: "For each card in your inkwell, you pay 1 less to play this
    # character." With 6 cards in the inkwell she costs 6 (CR 4.3.2.3: the total cost counts the modifiers), and 6
    # ink is ready.
    sc = card_game(cards, {"hand": ["Gramma Tala - Connected to Nature"], "inkwell": 6})
    game = sc.game
    tala = game.s.hand[0][0]
    assert PlayCard(tala) in game.legal_actions()  # the real game lets her be played
    player, chosen = _choice(cards, game)
    assert chosen == PlayCard(tala), "a 6/6 for the ink it has, instead of ending the turn with nothing done"
    assert player.unvalued == []


def test_the_computer_plays_a_character_from_its_discard_while_the_horned_king_lets_it(cards: CardIndex) -> None:
    # The Horned King - Merciless Master: "While this character is exerted, you may play characters from your
    # discard. If you do, they enter play exerted." Lilo - Making a Wish (cost 1, lore 2) is in the discard
    # (CR 4.3.2: cards are played from the hand "normally"; an ability may say otherwise).
    sc = card_game(cards, {"play": [{"card": "The Horned King - Merciless Master", "exerted": True}],
                           "discard": ["Lilo - Making a Wish"], "inkwell": 1})
    game = sc.game
    lilo = game.s.discard[0][0]
    assert PlayCard(lilo) in game.legal_actions()
    player, chosen = _choice(cards, game)
    assert chosen == PlayCard(lilo)
    assert player.unvalued == []


def test_the_computers_guess_charges_what_the_real_game_charges(cards: CardIndex) -> None:
    # The guess carries the cards' abilities, not their keywords alone: Gramma Tala's cost in the guess is what
    # the real game asks (12, less 1 per inkwell card: 6), so playing her there exerts the ink the real game does.
    sc = card_game(cards, {"hand": ["Gramma Tala - Connected to Nature"], "inkwell": 6})
    game = sc.game
    tala = game.s.hand[0][0]
    knowledge = Knowledge(0, cards)
    guess = knowledge.sampler(game.view(0)).game(random.Random(0))
    real = game.copy()
    real.apply(PlayCard(tala))
    guess.apply(PlayCard(tala))
    assert [guess.s.exerted[i] for i in guess.s.inkwell[0]] == [real.s.exerted[i] for i in real.s.inkwell[0]] \
        == [True] * 6


def test_an_action_the_guess_refuses_is_counted_and_stays_a_choice(cards: CardIndex) -> None:
    # No listed action is refused any more (above); should one be (a rule reading a face the seat may not see, a
    # fault), the computer must not drop it silently: it is counted, and valued as the position now.
    sc = card_game(cards, {"hand": ["Stitch - New Dog"], "discard": ["Lilo - Making a Wish"], "inkwell": 1})
    game = sc.game
    lilo = game.s.discard[0][0]  # (in the discard, and nothing lets it be played from there)
    assert check(game, PlayCard(lilo)) is not None
    unvalued: list[Unvalued] = []
    ranked = rank_actions(game, [PlayCard(lilo), EndTurn()], 0, unvalued)
    assert [u.action for u in unvalued] == [PlayCard(lilo)] and unvalued[0].refused
    assert "hand" in unvalued[0].reason
    now = evaluate(game, 0)
    assert sorted(v for v, _ in ranked) == [now, now]  # still there, valued as the position now

    player = GreedyPlayer(0, seed=1, cards=cards)
    stitch = game.s.hand[0][0]
    chosen = player.choose(game.view(0), [PlayCard(lilo), PlayCard(stitch), EndTurn()])
    assert chosen == PlayCard(stitch)  # the one it can foresee, and which improves the position
    assert [u.action for u in player.unvalued] == [PlayCard(lilo)]
