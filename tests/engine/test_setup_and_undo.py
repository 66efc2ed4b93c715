"""Set-up (CR 2.2), Pack Rush's set-up (CR 10.2.2-10.2.3) and undo to any earlier action boundary."""

from __future__ import annotations

import json

import pytest

from lorcana_desktop.app.scenario import Scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import (
    INK_CARD_NAME,
    Boost,
    Challenge,
    EndTurn,
    Game,
    IllegalAction,
    InkCard,
    Mulligan,
    PlayCard,
    Quest,
)

MICKEY = "Mickey Mouse - True Friend"  # 3 ink, 3/3, 2 lore
STITCH = "Stitch - New Dog"  # 1 ink, 2/2, 1 lore
GOOFY = "Goofy - Musketeer"
DECK = [STITCH] * 20 + [MICKEY] * 20 + [GOOFY] * 20


def test_starting_player_is_random_and_decks_are_shuffled(cards: CardIndex) -> None:
    # CR 2.2.1.1: a random first player; CR 2.2.1.2: every deck shuffled; CR 2.2.1.4: 7-card hands.
    firsts = set()
    orders = set()
    for seed in range(12):
        game = Game.new([DECK, DECK, DECK], cards, seed=seed)
        s = game.s
        firsts.add(s.first)
        assert s.active == s.first and game.to_act() == s.first and s.phase == "setup"
        assert [len(h) for h in s.hand] == [7, 7, 7] and [len(d) for d in s.deck] == [53, 53, 53]
        assert s.lore == [0, 0, 0]  # CR 2.2.1.3
        order = tuple(game.name(i) for i in s.hand[0] + s.deck[0])
        assert sorted(order) == sorted(DECK)
        orders.add(order)
    assert firsts == {0, 1, 2}
    assert len(orders) == 12 and tuple(DECK) not in orders


def test_one_mulligan_each_in_turn_order_then_the_first_turn(cards: CardIndex) -> None:
    # CR 2.2.2: the first player decides first, then the others in turn order, once each;
    # CR 2.2.2.1/2.2.2.3: cards to the bottom, draw back to 7, shuffle; CR 2.2.3: then the first turn.
    game = Game.new([DECK] * 3, cards, seed=5, first=1)
    s = game.s
    assert game.legal_actions()[0] == Mulligan(1, ())
    with pytest.raises(IllegalAction, match="turn order"):
        game.apply(Mulligan(2, ()))
    back = tuple(s.hand[1][:4])
    game.apply(Mulligan(1, back))
    assert len(s.hand[1]) == 7 and len(s.deck[1]) == 53
    assert not game.can_undo()  # the draw and shuffle revealed and randomised cards (CR 1.7.6.2)
    assert game.to_act() == 2
    game.apply(Mulligan(2, ()))
    assert game.to_act() == 0 and s.phase == "setup"
    game.apply(Mulligan(0, ()))
    assert s.phase == "main" and s.active == 1 and s.turn == 1
    assert len(s.hand[1]) == 7  # CR 3.2.3.1: no draw for the first player's first turn
    assert str(game.check(Mulligan(1, ()))) == "Nothing is waiting for a choice now"


def test_pack_rush_starts_with_two_marketing_cards_as_ink_and_five_cards(cards: CardIndex) -> None:
    # CR 10.2.2: two marketing cards (no cards of the deck) go into the inkwell before the hands are
    # drawn; CR 10.2.3: 5-card hands; the 24 pack cards all stay in deck and hand.
    packs = [STITCH] * 12 + [MICKEY] * 12
    game = Game.new([packs, packs], cards, seed=3, variant="pack_rush", first=0)
    s = game.s
    for p in (0, 1):
        assert len(s.hand[p]) == 5 and len(s.deck[p]) == 19
        ink = s.inkwell[p]
        assert [game.name(i) for i in ink] == [INK_CARD_NAME, INK_CARD_NAME]
        assert not any(s.exerted[i] for i in ink)
    game.apply(Mulligan(0, ()))
    game.apply(Mulligan(1, ()))
    hand = {game.name(i): i for i in s.hand[0]}
    assert set(hand) == {STITCH, MICKEY}  # this seed's hand holds both
    assert game.check(PlayCard(hand[STITCH])) is None  # the two ink cards pay from turn 1
    assert str(game.check(PlayCard(hand[MICKEY]))) == "Needs 3 ink; you have 2 ready"
    view = game.view(1)
    assert all(view.cards[i].name is None for i in s.inkwell[0])


def test_undo_to_any_earlier_boundary_and_not_across_a_draw(cards: CardIndex) -> None:
    # Undo is the taking back of actions that revealed nothing (CR 1.7.6.2): any number of them.
    sc = Scenario({"active": 0, "turn": 3, "steps": [], "players": [
        {"hand": [{"card": STITCH, "id": "h"}, {"card": MICKEY, "id": "ink"}], "inkwell": 2, "deck": [STITCH, STITCH],
         "play": [{"card": MICKEY, "id": "m"}, {"card": "Kanga - Peaceful Gatherer", "id": "k"}]},
        {"deck": [STITCH, STITCH], "play": [{"card": STITCH, "id": "s", "exerted": True}]}]}, cards)
    g = sc.game
    states = [json.dumps(g.s.to_json())]
    for a in (InkCard(sc.ref("ink")), PlayCard(sc.ref("h")), Quest(sc.ref("k")), Challenge(sc.ref("m"), sc.ref("s"))):
        g.apply(a)
        states.append(json.dumps(g.s.to_json()))
    assert all(g.can_undo(n) for n in range(1, 5)) and not g.can_undo(5)
    g.undo(1)
    assert json.dumps(g.s.to_json()) == states[3]
    g.undo_to(1)
    assert json.dumps(g.s.to_json()) == states[1] and len(g.actions) == 1
    g.undo_to(0)
    assert json.dumps(g.s.to_json()) == states[0]
    # Boost puts a card face down unseen by anyone (CR 8.4.2): nothing is revealed, undo is fine.
    g.apply(Boost(sc.ref("k")))
    assert g.can_undo()
    g.apply(EndTurn())  # player 1 draws: hidden information comes out
    assert not g.can_undo(1) and not g.can_undo(2)
    with pytest.raises(IllegalAction, match="reveal"):
        g.undo_to(1)
    assert len(g.actions) == 2 and g.s.active == 1
