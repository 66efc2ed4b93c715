"""The top of the deck and the discard as sources, played card by card (scripts/deck_top.py templates).

The generic proof (test_compiled_cards) plays every claimed card with the first legal answers; these
tests take the other answers a player can give: several cards at once, the order of the rest, a "may"
declined, a card that does not fit, the opponent's own choice.
"""

from __future__ import annotations

from typing import Any

from lorcana_desktop.app.scenario import Scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import (
    Accept,
    Activate,
    Challenge,
    ChooseTargets,
    ChooseTrigger,
    Game,
    OrderCards,
    PlayCard,
    Quest,
)
from lorcana_desktop.engine.decisions import AskMay, AskOrder, AskTrigger
from lorcana_desktop.engine.events import Revealed
from lorcana_desktop.engine.state import DECK, DISCARD, HAND, INKWELL, PLAY

SMALL = "Stitch - New Dog"  # a 2/2 without abilities
VANILLA = "Mickey Mouse - True Friend"
PIRATE = "Captain Hook - Forceful Duelist"
ITEM = "Mechanical Snake"
LOCATION = "Ink Moat - First Line of Defense"
ACTION = "Fortunate Hit"
ROBOT = "Omnidroid - V.8"


def act(g: Game, action: Any) -> list[Any]:
    """Apply ``action``, then let the bag resolve (CR 7.7: the player picks which of their effects goes first)."""
    events = g.apply(action)
    while g.s.pending is not None and isinstance(g.s.pending, AskTrigger):
        events += g.apply(ChooseTrigger(0))
    return events


def scenario(cards: CardIndex, *, hand: tuple[Any, ...] = (), deck: tuple[Any, ...] = (), play: tuple[Any, ...] = (),
             discard: tuple[Any, ...] = (), opp_deck: tuple[Any, ...] = (), opp_play: tuple[Any, ...] = (),
             active: int = 0) -> Scenario:
    me = {"inkwell": 10, "deck": [*deck, *[SMALL] * 6], "hand": list(hand), "play": list(play), "discard": list(discard)}
    opp = {"inkwell": 3, "deck": [*opp_deck, *[SMALL] * 6], "hand": [SMALL], "play": list(opp_play)}
    return Scenario({"active": active, "turn": 3, "players": [me, opp], "steps": []}, cards)


def test_look_at_the_top_4_take_any_number_of_pirates_and_order_the_rest(cards: CardIndex) -> None:
    # Jim Hawkins - Honorable Pirate: "look at the top 4 cards of your deck. You may reveal any number of Pirate
    # character cards and put them into your hand. Put the rest on the bottom of your deck in any order." (CR 6.1.3)
    sc = scenario(cards, hand=({"card": "Jim Hawkins - Honorable Pirate", "id": "jim"},),
                  deck=({"card": PIRATE, "id": "p1"}, {"card": ITEM, "id": "i"}, {"card": PIRATE, "id": "p2"},
                        {"card": ACTION, "id": "a"}))
    g = sc.game
    act(g, PlayCard(sc.ref("jim")))
    act(g, Accept(False))  # Bodyguard: it may enter play exerted (CR 8.3.2); no
    p1, p2, i, a = (sc.ref(x) for x in ("p1", "p2", "i", "a"))
    assert list(g.pending_info().decision.options) == [p1, p2]  # only the Pirates can be taken
    act(g, ChooseTargets((p1, p2)))
    assert isinstance(g.pending_info().decision, AskOrder) and sorted(g.pending_info().decision.cards) == sorted([i, a])
    act(g, OrderCards((a, i)))
    assert g.s.zone[p1] == g.s.zone[p2] == HAND
    assert g.s.deck[0][-2:] == [a, i]  # in the order chosen
    assert len(g.s.deck[0]) == 8


def test_up_to_one_of_each_kind_and_two_choices(cards: CardIndex) -> None:
    # Might Solve a Mystery: "...You may reveal up to 1 character card and up to 1 item card and put them into your
    # hand. Put the rest on the bottom of your deck in any order."
    sc = scenario(cards, hand=({"card": "Might Solve a Mystery", "id": "m"},),
                  deck=({"card": SMALL, "id": "c"}, {"card": ITEM, "id": "i"}, {"card": ACTION, "id": "a"},
                        {"card": LOCATION, "id": "l"}))
    g = sc.game
    act(g, PlayCard(sc.ref("m")))
    c, i, a, loc = (sc.ref(x) for x in ("c", "i", "a", "l"))
    assert list(g.pending_info().decision.options) == [c] and g.pending_info().decision.up_to
    act(g, ChooseTargets((c,)))
    assert list(g.pending_info().decision.options) == [i]
    act(g, ChooseTargets(()))  # "up to 1": none this time
    act(g, OrderCards((i, a, loc)))
    assert g.s.zone[c] == HAND and g.s.zone[i] == DECK and g.s.deck[0][-3:] == [i, a, loc]


def test_reveal_the_top_card_declined_stays_on_top_and_a_misfit_goes_to_the_bottom(cards: CardIndex) -> None:
    # Abby Park - Intense Fan: "reveal the top card of your deck. If it's a character card with Singer or a song
    # card, you may put it into your hand. Otherwise, put it on the bottom of your deck."
    sc = scenario(cards, hand=({"card": "Abby Park - Intense Fan", "id": "abby"}, {"card": "Abby Park - Intense Fan",
                                                                                   "id": "abby2"}),
                  deck=({"card": "He's a Tramp", "id": "song"},))
    g = sc.game
    song = sc.ref("song")
    act(g, PlayCard(sc.ref("abby")))
    assert list(g.pending_info().decision.options) == [song]
    act(g, ChooseTargets(()))  # the "may" declined: it stays on top
    assert g.s.deck[0][0] == song
    g.s.deck[0].append(g.s.deck[0].pop(0))  # now a plain character (no Singer) is on top
    plain = g.s.deck[0][0]
    events = act(g, PlayCard(sc.ref("abby2")))
    assert g.s.pending is None and g.s.deck[0][-1] == plain  # it does not fit: the bottom
    assert any(isinstance(e, Revealed) and e.card == plain for e in events)


def test_dig_a_little_deeper_takes_exactly_two(cards: CardIndex) -> None:
    # "Look at the top 7 cards of your deck. Put 2 into your hand. Put the rest on the bottom ..."
    sc = scenario(cards, hand=({"card": "Dig a Little Deeper", "id": "d"},))
    g = sc.game
    act(g, PlayCard(sc.ref("d")))
    top = list(g.pending_info().decision.options)
    assert len(top) == 6 and g.pending_info().decision.count == 2 and not g.pending_info().decision.up_to  # (6 in the deck)
    assert g.check(ChooseTargets((top[0],))) is not None  # exactly 2
    act(g, ChooseTargets((top[2], top[4])))
    act(g, OrderCards(tuple(t for k, t in enumerate(top) if k not in (2, 4))))
    assert g.s.zone[top[2]] == g.s.zone[top[4]] == HAND and len(g.s.deck[0]) == 4


def test_invited_to_the_ball_reveals_two_and_keeps_the_characters(cards: CardIndex) -> None:
    # "Reveal the top 2 cards of your deck. Put revealed character cards into your hand. Put the rest on the
    # bottom of your deck in any order." (nobody chooses: every character goes)
    sc = scenario(cards, hand=({"card": "Invited to the Ball", "id": "inv"},),
                  deck=({"card": ITEM, "id": "i"}, {"card": VANILLA, "id": "c"}))
    g = sc.game
    events = act(g, PlayCard(sc.ref("inv")))
    i, c = sc.ref("i"), sc.ref("c")
    assert g.s.pending is None
    assert g.s.zone[c] == HAND and g.s.deck[0][-1] == i
    assert {e.card for e in events if isinstance(e, Revealed)} >= {i, c}


def test_each_opponent_reveals_and_decides_for_their_own_card(cards: CardIndex) -> None:
    # Daisy Duck - Donald's Date: "Whenever this character quests, each opponent reveals the top card of their
    # deck. If it's a character card, they may put it into their hand. Otherwise, they put it on the bottom of
    # their deck." The opponent makes the choice (CR 6.1.4: the player the effect names decides).
    sc = scenario(cards, play=({"card": "Daisy Duck - Donald's Date", "id": "daisy"},),
                  opp_deck=({"card": VANILLA, "id": "top"}, {"card": ITEM, "id": "next"}))
    g = sc.game
    act(g, Quest(sc.ref("daisy")))
    top = sc.ref("top")
    info = g.pending_info()
    assert info.player == 1 and list(info.decision.options) == [top]
    act(g, ChooseTargets((top,)))
    assert g.s.zone[top] == HAND and g.s.owner[top] == 1
    # an item on top goes to the bottom, nobody is asked
    sc2 = scenario(cards, play=({"card": "Daisy Duck - Donald's Date", "id": "daisy"},),
                   opp_deck=({"card": ITEM, "id": "top"},))
    g2 = sc2.game
    act(g2, Quest(sc2.ref("daisy")))
    assert g2.s.pending is None and g2.s.deck[1][-1] == sc2.ref("top")


def test_search_the_deck_and_put_the_card_on_top_after_the_shuffle(cards: CardIndex) -> None:
    # Hiro Hamada - Robotics Prodigy: "⟳, 2 ⬡ - Search your deck for an item card or a Robot character card and
    # reveal it to all players. Shuffle your deck and put that card on top of it."
    sc = scenario(cards, play=({"card": "Hiro Hamada - Robotics Prodigy", "id": "hiro"},),
                  deck=(SMALL, SMALL, {"card": ROBOT, "id": "robot"}, {"card": ITEM, "id": "item"}))
    g = sc.game
    act(g, Activate(sc.ref("hiro"), 0))
    assert sorted(g.pending_info().decision.options) == sorted([sc.ref("robot"), sc.ref("item")])
    events = act(g, ChooseTargets((sc.ref("robot"),)))
    assert g.s.deck[0][0] == sc.ref("robot") and len(g.s.deck[0]) == 10
    assert any(isinstance(e, Revealed) and e.card == sc.ref("robot") for e in events)


def test_revive_plays_a_character_from_the_discard_without_paying(cards: CardIndex) -> None:
    # Revive: "Play a character with cost 5 or less from your discard for free." (CR 4.3.2.2: no cost paid)
    sc = scenario(cards, hand=({"card": "Revive", "id": "r"},),
                  discard=({"card": VANILLA, "id": "cheap"}, {"card": "Kaa - Secretive Snake", "id": "big"}))
    g = sc.game
    act(g, PlayCard(sc.ref("r")))
    assert list(g.pending_info().decision.options) == [sc.ref("cheap")]  # Kaa costs more than 5
    ink = g.ready_ink(0)
    act(g, ChooseTargets((sc.ref("cheap"),)))
    assert g.s.zone[sc.ref("cheap")] == PLAY and g.ready_ink(0) == ink


def test_a_banished_character_returns_to_its_owners_hand(cards: CardIndex) -> None:
    # Dr. Facilier - Agent Provocateur: "Whenever one of your other characters is banished in a challenge, you
    # may return that card to your hand." (from the discard, CR 1.9: the banished card is a new object there)
    sc = scenario(cards, play=({"card": "Dr. Facilier - Agent Provocateur", "id": "fac"},
                               {"card": SMALL, "id": "mine", "exerted": True}),
                  opp_play=({"card": "Kaa - Secretive Snake", "id": "kaa"},), active=1)
    g = sc.game
    act(g, Challenge(sc.ref("kaa"), sc.ref("mine")))
    while g.s.pending is not None and isinstance(g.s.pending, AskMay):
        act(g, Accept(True))
    assert g.s.zone[sc.ref("mine")] == HAND


def test_under_the_sea_puts_every_small_opposing_character_on_the_bottom(cards: CardIndex) -> None:
    # Under the Sea: "Put all opposing characters with 2 ¤ or less on the bottom of their players' decks in any order."
    sc = scenario(cards, hand=({"card": "Under the Sea", "id": "uts"},),
                  play=({"card": SMALL, "id": "mine"},),
                  opp_play=({"card": SMALL, "id": "small"}, {"card": VANILLA, "id": "three"}))
    g = sc.game
    act(g, PlayCard(sc.ref("uts")))
    assert g.s.zone[sc.ref("small")] == DECK and g.s.deck[1][-1] == sc.ref("small")
    assert g.s.zone[sc.ref("three")] == PLAY and g.s.zone[sc.ref("mine")] == PLAY


def test_swift_cleaner_shuffles_only_brooms_back(cards: CardIndex) -> None:
    # Magic Broom - Swift Cleaner: "When you play this character, you may shuffle all Broom cards from your discard
    # into your deck."
    broom = "Magic Broom - Bucket Brigade"
    sc = scenario(cards, hand=({"card": "Magic Broom - Swift Cleaner", "id": "mb"},),
                  discard=({"card": broom, "id": "b"}, {"card": VANILLA, "id": "other"}))
    g = sc.game
    act(g, PlayCard(sc.ref("mb")))
    act(g, Accept(True))
    assert g.s.zone[sc.ref("b")] == DECK and g.s.zone[sc.ref("other")] == DISCARD


def test_friend_like_me_inks_three_for_each_player(cards: CardIndex) -> None:
    # "Each player puts the top 3 cards of their deck into their inkwell facedown and exerted."
    sc = scenario(cards, hand=({"card": "Friend Like Me", "id": "f"},))
    g = sc.game
    tops = [g.s.deck[q][:3] for q in (0, 1)]
    act(g, PlayCard(sc.ref("f")))
    for q in (0, 1):
        assert all(g.s.zone[t] == INKWELL and g.s.exerted[t] for t in tops[q])


def test_the_boss_is_on_a_roll_orders_the_top_and_the_bottom(cards: CardIndex) -> None:
    # "Look at the top 5 cards of your deck. Put any number of them on the top or the bottom of your deck in any
    # order. Gain 1 lore."
    sc = scenario(cards, hand=({"card": "The Boss is on a Roll", "id": "boss"},),
                  deck=tuple({"card": c, "id": f"c{k}"} for k, c in enumerate((SMALL, ITEM, ACTION, VANILLA,
                                                                               LOCATION))))
    g = sc.game
    c = [sc.ref(f"c{k}") for k in range(5)]
    act(g, PlayCard(sc.ref("boss")))
    assert g.pending_info().decision.up_to and len(list(g.pending_info().decision.options)) == 5
    act(g, ChooseTargets((c[1], c[3])))
    act(g, OrderCards((c[3], c[1])))  # the top two: c3 first
    act(g, OrderCards((c[4], c[0], c[2])))  # the bottom three
    assert g.s.deck[0][:2] == [c[3], c[1]] and g.s.deck[0][-3:] == [c[4], c[0], c[2]]
    assert g.s.lore[0] == 1


def test_a_named_card_that_is_not_on_top_stays_there(cards: CardIndex) -> None:
    # The Sorcerer's Hat: "⟳, 1 ⬡ - Name a card, then reveal the top card of your deck. If it's the named card, put
    # that card into your hand. Otherwise, put it on the top of your deck."
    sc = scenario(cards, play=({"card": "The Sorcerer's Hat", "id": "hat"},), deck=({"card": VANILLA, "id": "top"},))
    g = sc.game
    from lorcana_desktop.engine import NameCard

    act(g, Activate(sc.ref("hat"), 0))
    events = act(g, NameCard("Stitch"))
    assert g.s.deck[0][0] == sc.ref("top") and any(isinstance(e, Revealed) and e.card == sc.ref("top") for e in events)
    g.s.exerted[sc.ref("hat")] = False
    act(g, Activate(sc.ref("hat"), 0))
    act(g, NameCard("Mickey Mouse"))
    assert g.s.zone[sc.ref("top")] == HAND


def test_fred_reveals_until_a_floodborn_and_shuffles_the_rest_back(cards: CardIndex) -> None:
    # Fred - Giant-Sized: "Whenever this character quests, reveal cards from the top of your deck until you reveal a
    # Floodborn character card. Put that card into your hand and shuffle the rest into your deck."
    flood = "Archimedes - Electrified Owl"
    sc = scenario(cards, play=({"card": "Fred - Giant-Sized", "id": "fred"},),
                  deck=({"card": ITEM, "id": "i"}, {"card": ACTION, "id": "a"}, {"card": flood, "id": "f"}))
    g = sc.game
    events = act(g, Quest(sc.ref("fred")))
    revealed = [e.card for e in events if isinstance(e, Revealed)]
    assert revealed == [sc.ref("i"), sc.ref("a"), sc.ref("f")]
    assert g.s.zone[sc.ref("f")] == HAND and g.s.zone[sc.ref("i")] == g.s.zone[sc.ref("a")] == DECK
    assert len(g.s.deck[0]) == 8


def test_pongo_reveals_for_two_ink_once_per_turn(cards: CardIndex) -> None:
    # Pongo - Determined Father: "Once per turn, you may pay 2 ⬡ to reveal the top card of your deck. If it's a
    # character card, put it into your hand. Otherwise, put it on the bottom of your deck." (CR 4.4: an activated
    # ability; "once per turn" limits its use)
    sc = scenario(cards, play=({"card": "Pongo - Determined Father", "id": "pongo"},), deck=({"card": ITEM, "id": "i"},))
    g = sc.game
    ink = g.ready_ink(0)
    act(g, Activate(sc.ref("pongo"), 0))
    act(g, Accept(True))
    assert g.ready_ink(0) == ink - 2 and g.s.deck[0][-1] == sc.ref("i")  # not a character: the bottom
    assert Activate(sc.ref("pongo"), 0) not in g.legal_actions() and g.check(Activate(sc.ref("pongo"), 0))


def test_sisu_keeps_revealing_dragons(cards: CardIndex) -> None:
    # Sisu - Uniting Dragon: "Whenever this character quests, reveal the top card of your deck. If it's a Dragon
    # character card, put it into your hand and repeat this effect. Otherwise, put it on either the top or the
    # bottom of your deck."
    dragon = "Mushu - Your Worst Nightmare"
    sc = scenario(cards, play=({"card": "Sisu - Uniting Dragon", "id": "sisu"},),
                  deck=({"card": dragon, "id": "d1"}, {"card": dragon, "id": "d2"}, {"card": ITEM, "id": "i"}))
    g = sc.game
    assert "Dragon" in g.card(sc.ref("d1")).classifications
    act(g, Quest(sc.ref("sisu")))
    assert g.s.zone[sc.ref("d1")] == g.s.zone[sc.ref("d2")] == HAND
    assert list(g.pending_info().decision.options) == [sc.ref("i")]
    act(g, ChooseTargets(()))  # keep it on top
    assert g.s.deck[0][0] == sc.ref("i")


def test_laugh_canister_the_chosen_opponent_decides_blind(cards: CardIndex) -> None:
    # Laugh Canister: "⟳ - Put the top card of your deck into your inkwell facedown and exerted. Chosen opponent may
    # put the top card of their deck into their inkwell facedown and exerted." The opponent says yes or no without
    # seeing the card (CR 6.1.4, 1.7: the player the text names decides).
    from lorcana_desktop.engine import player_target

    sc = scenario(cards, play=({"card": "Laugh Canister", "id": "can"},), deck=({"card": ITEM, "id": "mine"},),
                  opp_deck=({"card": VANILLA, "id": "theirs"},))
    g = sc.game
    act(g, Activate(sc.ref("can"), 0))
    act(g, ChooseTargets((player_target(1),)))
    info = g.pending_info()
    assert info is not None and isinstance(info.decision, AskMay)
    assert info.player == 1 and info.looking == ()  # blind: nothing of their deck is shown
    assert g.legal_actions() == [Accept(True), Accept(False)]
    act(g, Accept(False))
    assert g.s.zone[sc.ref("mine")] == INKWELL and g.s.zone[sc.ref("theirs")] == DECK and g.s.pending is None


def test_cogsworth_counts_items_in_the_discard(cards: CardIndex) -> None:
    # Cogsworth - Climbing Clock: "While you have an item card in your discard, this character gets +2 ¤." (CR 6.3:
    # a static ability applies while its condition holds)
    def strength(discard: tuple[Any, ...]) -> tuple[int, int]:
        sc = scenario(cards, play=({"card": "Cogsworth - Climbing Clock", "id": "cog"},), discard=discard)
        return sc.game.strength(sc.ref("cog")), sc.game.card(sc.ref("cog")).strength

    now, printed = strength(())
    assert now == printed
    assert strength((ACTION, VANILLA))[0] == printed  # no item there
    assert strength((ACTION, ITEM))[0] == printed + 2


def test_kristoff_costs_one_less_for_each_song_in_the_discard(cards: CardIndex) -> None:
    # Kristoff - Reindeer Keeper: "For each song card in your discard, you pay 1 ⬡ less to play this character."
    # (CR 4.3.6: a cost reduction counted when the card is played)
    def cost(discard: tuple[Any, ...]) -> tuple[int, int]:
        sc = scenario(cards, hand=({"card": "Kristoff - Reindeer Keeper", "id": "k"},), discard=discard)
        return sc.game.play_cost(sc.ref("k")), sc.game.card(sc.ref("k")).cost

    now, printed = cost((ACTION, ITEM))
    assert now == printed  # no songs
    assert cost(("He's a Tramp", "He's a Tramp", ACTION))[0] == printed - 2


def test_if_you_do_needs_something_to_do(cards: CardIndex) -> None:
    # Wreck-It Ralph - Big Lug: "When you play this character and whenever he quests, you may return a Racer
    # character card with cost 6 or less from your discard to your hand. If you do, gain 1 lore." With no Racer in
    # the discard nothing is returned, so no lore (CR 6.1.4: "if you do" asks whether the optional part happened).
    racer = "King Candy - Sovereign of Sugar"
    for discard, lore in (((VANILLA,), 0), (({"card": racer, "id": "r"},), 1)):
        sc = scenario(cards, hand=({"card": "Wreck-It Ralph - Big Lug", "id": "ralph"},), discard=discard)
        g = sc.game
        act(g, PlayCard(sc.ref("ralph")))
        act(g, Accept(True))
        if lore:
            act(g, ChooseTargets((sc.ref("r"),)))
            assert g.s.zone[sc.ref("r")] == HAND
        assert g.s.pending is None and g.s.lore[0] == lore
