"""The player who decides sees the cards of the decision, and nobody else does (CR 7.1.3, issue 18).

A look at the top of a deck, a revealed hand or a look at one's inkwell puts hidden cards in front of one
player: ``Game.pending_info().looking`` lists them in the order the rules give them (the top of a deck
first) and ``Game.view(chooser)`` shows their faces; every other player's view keeps them hidden.
"""

from __future__ import annotations

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Accept, ChooseTargets, EndTurn, PlayCard, Quest, player_target
from lorcana_desktop.engine.decisions import AskMay, AskTargets, AskTopOrBottom, TargetsFor
from tests.engine.card_play import card_game

DECK = ["Mickey Mouse - True Friend", "Goofy - Musketeer", "Olaf - Friendly Snowman", "Lilo - Making a Wish",
        "Stitch - New Dog", "Stitch - New Dog"]


def _names(game, player: int, cards) -> list[str | None]:
    seen = game.view(player)
    return [seen.cards[c].name for c in cards]


def test_develop_your_brain_shows_its_two_cards_to_its_player_only(cards: CardIndex) -> None:
    # "Look at the top 2 cards of your deck. Put one into your hand and the other on the bottom of the deck."
    sc = card_game(cards, {"hand": ["Develop Your Brain"], "deck": DECK})
    g = sc.game
    top2 = tuple(g.s.deck[0][:2])
    g.apply(PlayCard(sc.ref("Develop Your Brain")))
    info = g.pending_info()
    assert info is not None and isinstance(info.decision, AskTargets)
    assert info.decision.purpose is TargetsFor.TAKE
    assert info.looking == top2  # the top card first
    assert _names(g, 0, top2) == ["Mickey Mouse - True Friend", "Goofy - Musketeer"]
    assert _names(g, 1, top2) == [None, None]
    assert [g.view(0).cards[c].name for c in g.s.deck[0][2:]] == [None] * 4  # the rest stays hidden
    g.apply(ChooseTargets((top2[1],)))
    assert _names(g, 0, top2) == [None, "Goofy - Musketeer"]  # back at the bottom: hidden again; in the hand: seen


def test_water_has_memory_looks_at_another_players_deck(cards: CardIndex) -> None:
    # "Look at the top 4 cards of chosen player's deck. Put one on the top of their deck and the rest on the
    # bottom of their deck in any order."
    sc = card_game(cards, {"hand": ["Water Has Memory"]}, {"deck": DECK})
    g = sc.game
    g.apply(PlayCard(sc.ref("Water Has Memory")))
    g.apply(ChooseTargets((player_target(1),)))
    info = g.pending_info()
    top4 = tuple(g.s.deck[1][:4])
    assert info is not None and isinstance(info.decision, AskTargets) and info.decision.player == 0
    assert info.looking == top4
    assert _names(g, 0, top4) == DECK[:4]
    assert _names(g, 1, top4) == [None] * 4  # not even their owner looks at them


def test_a_revealed_hand_is_seen_by_the_player_choosing_from_it(cards: CardIndex) -> None:
    # Ursula - Deceiver: "chosen opponent reveals their hand and discards a song card of your choice."
    hand = ["Friends on the Other Side", "Stitch - New Dog", "Let It Go"]
    sc = card_game(cards, {"hand": ["Ursula - Deceiver"]}, {"hand": hand})
    g = sc.game
    g.apply(PlayCard(sc.ref("Ursula - Deceiver")))
    while not (isinstance(g.s.pending, AskTargets) and g.s.pending.purpose is TargetsFor.DISCARD_CHOSEN):
        g.apply(g.legal_actions()[0])
    info = g.pending_info()
    assert info is not None
    assert info.looking == tuple(g.s.hand[1])
    assert sorted(_names(g, 0, info.looking)) == sorted(hand)
    assert {g.name(c) for c in info.decision.options} == {"Friends on the Other Side", "Let It Go"}  # the songs


def test_the_top_card_to_keep_or_put_on_the_bottom_is_seen_by_its_player(cards: CardIndex) -> None:
    # Aurelian Gyrosensor: "Whenever one of your characters quests, you may look at the top card of your deck.
    # Put it on either the top or the bottom of your deck."
    sc = card_game(cards, {"play": ["Aurelian Gyrosensor", "Cinderella - Gentle and Kind"], "deck": DECK})
    g = sc.game
    g.apply(Quest(sc.ref("Cinderella - Gentle and Kind")))
    while not isinstance(g.s.pending, AskTopOrBottom):
        g.apply(Accept(True) if isinstance(g.s.pending, AskMay) else g.legal_actions()[0])
    top = g.s.deck[0][0]
    assert g.pending_info().looking == (top,)
    assert _names(g, 0, [top]) == [DECK[0]] and _names(g, 1, [top]) == [None]


def test_a_look_at_the_inkwell_shows_its_puppies_to_their_player(cards: CardIndex) -> None:
    # Pongo - Dear Old Dad: "At the start of your turn, look at the cards in your inkwell. You may play a Puppy
    # character from there for free." Ink is face down, even to its owner (CR 7.5.4), until such a look.
    sc = card_game(cards, {"play": ["Pongo - Dear Old Dad"], "inkwell": ["Dalmatian Puppy - Tail Wagger"]},
                   active=1)
    g = sc.game
    puppy = sc.ref("Dalmatian Puppy - Tail Wagger")
    assert _names(g, 0, [puppy]) == [None]
    g.apply(EndTurn())
    while not isinstance(g.s.pending, AskTargets):
        g.apply(Accept(True) if isinstance(g.s.pending, AskMay) else g.legal_actions()[0])
    assert puppy in g.s.pending.options
    assert _names(g, 0, [puppy]) == ["Dalmatian Puppy - Tail Wagger"] and _names(g, 1, [puppy]) == [None]
