"""Cards of sets 8 and 10 automated in coverage round 3 (cov3-c), each played through a game: the ability fires,
and what a player sees (lore, zones, strength, what may quest) changes only when the printed text says so."""

from __future__ import annotations

from typing import Any

from lorcana_desktop.app.scenario import Scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import (
    Activate,
    Challenge,
    ChooseTargets,
    EndTurn,
    InkCard,
    PlayCard,
    Quest,
)
from lorcana_desktop.engine.decisions import AskMay, AskTargets
from lorcana_desktop.engine.stats import lore_value, strength
from tests.engine.card_play import answer_choices, card_game

STITCH = "Stitch - New Dog"  # 1 ink, 2/2, no abilities
SMEE = "Mr. Smee - Loyal First Mate"  # 2 ¤, 5 ⛉, no abilities
QUEEN = "Queen of Hearts - Haughty Monarch"  # a Queen
PIGGY = "The Nephews' Piggy Bank"  # an item
JUDY = "Judy Hopps - Lead Detective"  # a Detective






def _game(cards: CardIndex, me: dict[str, Any], opp: dict[str, Any] | None = None) -> Scenario:
    return card_game(cards, me, opp, opp_inkwell=10)
_answer = answer_choices


def test_bambi_goes_back_to_hand_when_an_opponent_plays_a_character_not_when_you_do(cards: CardIndex) -> None:
    # Bambi - Little Prince, KIND OF BASHFUL: "When an opponent plays a character, return this character to your
    # hand."
    sc = _game(cards, {"play": [{"card": "Bambi - Little Prince", "id": "bambi"}],
                       "hand": [{"card": STITCH, "id": "mine"}]},
               {"hand": [{"card": STITCH, "id": "theirs"}]})
    g = sc.game
    bambi = sc.ref("bambi")
    g.apply(PlayCard(sc.ref("mine")))
    _answer(g)
    assert g.zone_of(bambi) == "play"  # my own character: he stays
    g.apply(EndTurn())
    _answer(g)
    g.apply(PlayCard(sc.ref("theirs")))
    _answer(g)
    assert g.zone_of(bambi) == "hand"


def test_faline_gets_lore_only_while_you_have_the_strongest_character(cards: CardIndex) -> None:
    # Faline - Playful Fawn, PRECOCIOUS FRIEND: "While you have a character in play with more ¤ than each opposing
    # character, this character gets +2 ◊." (She has 2 ¤ and 1 ◊.)
    sc = _game(cards, {"play": [{"card": "Faline - Playful Fawn", "id": "faline"}]},
               {"play": [{"card": SMEE, "id": "smee"}]})
    assert lore_value(sc.game, sc.ref("faline")) == 1  # 2 ¤ against 2 ¤: not more
    sc = _game(cards, {"play": [{"card": "Faline - Playful Fawn", "id": "faline"}, {"card": JUDY, "id": "judy"}]},
               {"play": [{"card": SMEE, "id": "smee"}]})
    assert lore_value(sc.game, sc.ref("faline")) == 3  # Judy's 6 ¤ beats Smee's 2


def test_namaari_loots_when_played_and_grows_with_the_discard(cards: CardIndex) -> None:
    # Namaari - Single-Minded Rival: STRATEGIC EDGE "When you play this character and at the start of your turn,
    # you may draw a card, then choose and discard a card." EXTREME FOCUS "+1 ¤ for each card in your discard."
    sc = _game(cards, {"hand": [{"card": "Namaari - Single-Minded Rival", "id": "nam"}],
                       "discard": [STITCH, STITCH]})
    g = sc.game
    nam = sc.ref("nam")
    g.apply(PlayCard(nam))
    _answer(g)
    assert len(g.s.hand[0]) == 0 and len(g.s.discard[0]) == 3  # drew one, discarded one
    assert strength(g, nam) == 3  # 0 ¤ printed, 3 cards in the discard
    g.apply(EndTurn())
    _answer(g)
    g.apply(EndTurn())  # back to me: the start-of-turn loot
    _answer(g)
    assert len(g.s.discard[0]) == 4
    assert strength(g, nam) == 4
    sc = _game(cards, {"hand": [{"card": "Namaari - Single-Minded Rival", "id": "nam"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("nam")))
    _answer(g, may=False)  # declined: nothing drawn, nothing discarded
    assert len(g.s.discard[0]) == 0 and strength(g, sc.ref("nam")) == 0


def test_brutus_gains_lore_when_banished_in_your_turn_after_your_character_took_damage(cards: CardIndex) -> None:
    # Brutus - Fearsome Crocodile, SPITEFUL: "During your turn, when this character is banished, if one of your
    # characters took damage this turn, gain 2 lore." (4 ¤, 3 ⛉: he dies challenging Judy, 6 ¤.)
    sc = _game(cards, {"play": [{"card": "Brutus - Fearsome Crocodile", "id": "brutus"}]},
               {"play": [{"card": JUDY, "id": "judy", "exerted": True}]})
    g = sc.game
    g.apply(Challenge(sc.ref("brutus"), sc.ref("judy")))
    _answer(g)
    assert g.zone_of(sc.ref("brutus")) == "discard"
    assert g.s.lore[0] == 2
    # banished in the opponent's turn: no lore
    sc = _game(cards, {"play": [{"card": "Brutus - Fearsome Crocodile", "id": "brutus", "exerted": True}]},
               {"play": [{"card": JUDY, "id": "judy"}]})
    g = sc.game
    g.apply(EndTurn())
    _answer(g)
    g.apply(Challenge(sc.ref("judy"), sc.ref("brutus")))
    _answer(g)
    assert g.zone_of(sc.ref("brutus")) == "discard"
    assert g.s.lore[0] == 0


def test_hans_stops_kings_and_queens_questing_and_gains_lore_against_two_ready_characters(cards: CardIndex) -> None:
    # Hans - Brazen Manipulator: JOSTLING FOR POWER "King and Queen characters can't quest." GROWING INFLUENCE "At
    # the start of your turn, if an opponent has 2 or more ready characters in play, gain 2 lore."
    sc = _game(cards, {"play": [{"card": "Hans - Brazen Manipulator", "id": "hans"}, {"card": QUEEN, "id": "q1"},
                                {"card": STITCH, "id": "st"}]},
               {"play": [{"card": QUEEN, "id": "q2"}, {"card": STITCH, "id": "st2"}]})
    g = sc.game
    assert g.check(Quest(sc.ref("q1"))) is not None  # mine
    assert g.check(Quest(sc.ref("st"))) is None
    g.apply(EndTurn())
    _answer(g)
    assert g.check(Quest(sc.ref("q2"))) is not None  # theirs too
    g.apply(Quest(sc.ref("st2")))  # one of their two characters exerted: 1 ready at my turn's start
    _answer(g)
    g.apply(EndTurn())
    _answer(g)
    assert g.s.lore[0] == 0  # their Stitch stays exerted until their turn: only 1 ready character
    g.apply(EndTurn())
    _answer(g)
    g.apply(EndTurn())  # they readied and did nothing: 2 ready characters at my turn's start
    _answer(g)
    assert g.s.lore[0] == 2


def test_pluto_returns_an_item_to_hand_with_a_detective_else_to_the_top_of_the_deck(cards: CardIndex) -> None:
    # Pluto - Clever Cluefinder, ON THE TRAIL: "⟳ — If you have a Detective character in play, return an item
    # card from your discard to your hand. Otherwise, put it on the top of your deck."
    sc = _game(cards, {"play": [{"card": "Pluto - Clever Cluefinder", "id": "pluto"}, {"card": JUDY, "id": "judy"}],
                       "discard": [{"card": PIGGY, "id": "piggy"}, {"card": STITCH, "id": "st"}]})
    g = sc.game
    g.apply(Activate(sc.ref("pluto")))
    _answer(g, {0: (sc.ref("piggy"),)})
    assert g.zone_of(sc.ref("piggy")) == "hand"
    assert g.s.exerted[sc.ref("pluto")]
    sc = _game(cards, {"play": [{"card": "Pluto - Clever Cluefinder", "id": "pluto"}],
                       "discard": [{"card": PIGGY, "id": "piggy"}]})
    g = sc.game
    g.apply(Activate(sc.ref("pluto")))
    _answer(g, {0: (sc.ref("piggy"),)})
    assert g.zone_of(sc.ref("piggy")) == "deck"
    assert g.s.deck[0][0] == sc.ref("piggy")  # the top card: the next one drawn


def test_nero_moves_one_of_his_damage_counters_to_an_opposing_character(cards: CardIndex) -> None:
    # Nero - Fearsome Crocodile, AND MEAN: "⟳ — Move 1 damage counter from this character to chosen opposing
    # character."
    sc = _game(cards, {"play": [{"card": "Nero - Fearsome Crocodile", "id": "nero", "damage": 2}]},
               {"play": [{"card": SMEE, "id": "smee"}]})
    g = sc.game
    g.apply(Activate(sc.ref("nero")))
    _answer(g, {0: (sc.ref("smee"),)})
    assert g.s.damage[sc.ref("nero")] == 1 and g.s.damage[sc.ref("smee")] == 1
    assert g.s.exerted[sc.ref("nero")]


def test_robot_queen_pays_one_ink_and_banishes_itself_to_deal_two_damage(cards: CardIndex) -> None:
    # The Robot Queen, MAJOR MALFUNCTION: "Whenever you play a character, you may pay 1 ⬡ and banish this item to
    # deal 2 damage to chosen character."
    sc = _game(cards, {"inkwell": 2, "play": [{"card": "The Robot Queen", "id": "rq"}],
                       "hand": [{"card": STITCH, "id": "st"}]},
               {"play": [{"card": SMEE, "id": "smee"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("st")))
    _answer(g, {0: (sc.ref("smee"),)})
    assert g.zone_of(sc.ref("rq")) == "discard"
    assert g.s.damage[sc.ref("smee")] == 2
    assert g.ready_ink(0) == 0  # 1 for Stitch, 1 for the Robot Queen
    sc = _game(cards, {"inkwell": 2, "play": [{"card": "The Robot Queen", "id": "rq"}],
                       "hand": [{"card": STITCH, "id": "st"}]},
               {"play": [{"card": SMEE, "id": "smee"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("st")))
    _answer(g, may=False)
    assert g.zone_of(sc.ref("rq")) == "play" and g.s.damage[sc.ref("smee")] == 0 and g.ready_ink(0) == 1


def test_performance_review_exerts_your_character_to_draw_its_lore(cards: CardIndex) -> None:
    # Performance Review: "⟳ chosen ready character of yours to draw cards equal to that character's ◊."
    sc = _game(cards, {"hand": [{"card": "Performance Review", "id": "pr"}],
                       "play": [{"card": "Mickey Mouse - True Friend", "id": "mickey"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("pr")))
    _answer(g, {0: (sc.ref("mickey"),)})
    assert g.s.exerted[sc.ref("mickey")]
    assert len(g.s.hand[0]) == 2  # Mickey has 2 ◊


def test_cinderella_inks_a_card_to_draw_only_after_you_played_a_princess(cards: CardIndex) -> None:
    # Cinderella - Dream Come True, WHATEVER YOU WISH FOR: "At the end of your turn, if you played a Princess
    # character this turn, you may put a card from your hand into your inkwell facedown to draw a card."
    sc = _game(cards, {"play": [{"card": "Cinderella - Dream Come True", "id": "cin"}],
                       "hand": [{"card": "Ariel - Spectacular Singer", "id": "ariel"}, {"card": SMEE, "id": "smee"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("ariel")))
    _answer(g)
    inked = len(g.s.inkwell[0])
    g.apply(EndTurn())
    _answer(g, {0: (sc.ref("smee"),)})
    assert g.zone_of(sc.ref("smee")) == "inkwell" and len(g.s.inkwell[0]) == inked + 1
    assert len(g.s.hand[0]) == 1  # drew one in place of Smee
    sc = _game(cards, {"play": [{"card": "Cinderella - Dream Come True", "id": "cin"}],
                       "hand": [{"card": STITCH, "id": "st"}, {"card": SMEE, "id": "smee"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("st")))  # not a Princess
    _answer(g)
    g.apply(EndTurn())
    _answer(g)
    assert g.zone_of(sc.ref("smee")) == "hand"


def test_fairy_godmothers_wand_gives_a_princess_ward_when_you_ink_in_your_turn(cards: CardIndex) -> None:
    # Fairy Godmother's Wand, ONLY TILL MIDNIGHT: "During your turn, whenever you put a card into your inkwell,
    # chosen Princess character of yours gains Ward until the start of your next turn."
    sc = _game(cards, {"play": [{"card": "Fairy Godmother's Wand", "id": "wand"},
                                {"card": "Ariel - Spectacular Singer", "id": "ariel"}],
                       "hand": [{"card": SMEE, "id": "smee"}]})
    g = sc.game
    ariel = sc.ref("ariel")
    assert not g.has_keyword(ariel, "Ward")
    g.apply(InkCard(sc.ref("smee")))
    _answer(g, {0: (ariel,)})
    assert g.has_keyword(ariel, "Ward")
    g.apply(EndTurn())
    _answer(g)
    assert g.has_keyword(ariel, "Ward")  # through the opponent's turn
    g.apply(EndTurn())
    _answer(g)
    assert not g.has_keyword(ariel, "Ward")  # gone at the start of my next turn


def test_antonio_searches_a_cheap_character_once_a_turn_when_your_character_sings(cards: CardIndex) -> None:
    # Antonio Madrigal - Friend to All, OF COURSE THEY CAN COME: "Once during your turn, whenever one of your
    # characters sings a song, you may search your deck for a character card with cost 3 or less ... into your hand"
    sc = _game(cards, {"play": [{"card": "Antonio Madrigal - Friend to All", "id": "ant"},
                                {"card": "Mickey Mouse - True Friend", "id": "mickey"}],
                       "hand": [{"card": "Friends on the Other Side", "id": "s1"},
                                {"card": "Friends on the Other Side", "id": "s2"}],
                       "deck": ["Yzma - On Edge"] * 4 + [SMEE]})
    g = sc.game
    g.apply(PlayCard(sc.ref("s1"), sing=(sc.ref("ant"),)))
    _answer(g)
    names = [g.name(i) for i in g.s.hand[0]]
    assert names.count(SMEE) == 1  # the only character with cost 3 or less (Yzma costs 6)
    assert len(g.s.deck[0]) == 5 - 1 - 2  # Smee found, then the song drew 2
    g.apply(PlayCard(sc.ref("s2"), sing=(sc.ref("mickey"),)))
    assert not isinstance(g.s.pending, AskMay)  # no second search offered this turn
    _answer(g)
    assert g.zone_of(sc.ref("s2")) == "discard" and len(g.s.hand[0]) == 4 - 1 + 2


def test_yzma_finds_wrong_lever_only_with_pull_the_lever_in_your_discard(cards: CardIndex) -> None:
    # Yzma - On Edge: "When you play this character, if you have a card named Pull the Lever! in your discard, you
    # may search your deck for a card named Wrong Lever! ... Put that card into your hand and shuffle your deck."
    deck = [STITCH] * 4 + [{"card": "Wrong Lever!", "id": "wl"}]
    sc = _game(cards, {"hand": [{"card": "Yzma - On Edge", "id": "yzma"}], "discard": ["Pull the Lever!"],
                       "deck": deck})
    g = sc.game
    g.apply(PlayCard(sc.ref("yzma")))
    _answer(g)
    assert g.zone_of(sc.ref("wl")) == "hand"
    sc = _game(cards, {"hand": [{"card": "Yzma - On Edge", "id": "yzma"}], "deck": deck})
    g = sc.game
    g.apply(PlayCard(sc.ref("yzma")))
    _answer(g)
    assert g.zone_of(sc.ref("wl")) == "deck"


def test_mowgli_makes_the_opponent_discard_a_non_character_card_they_choose(cards: CardIndex) -> None:
    # Mowgli - Man Cub, HAVE A BETTER LOOK: "chosen opponent reveals their hand and discards a non-character card of
    # their choice."
    sc = _game(cards, {"hand": [{"card": "Mowgli - Man Cub", "id": "mowgli"}]},
               {"hand": [{"card": SMEE, "id": "smee"}, {"card": PIGGY, "id": "piggy"},
                         {"card": "Pull the Lever!", "id": "pull"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("mowgli")))
    chooser = None
    for _ in range(10):
        pd = g.s.pending
        if pd is None:
            break
        if isinstance(pd, AskTargets) and sc.ref("pull") in pd.options:
            assert sc.ref("smee") not in pd.options  # a character: not one they may discard
            chooser = pd.player
            g.apply(ChooseTargets((sc.ref("pull"),)))
        else:
            g.apply(next(a for a in g.legal_actions() if not isinstance(a, ChooseTargets) or a.targets))
    assert chooser == 1  # the opponent chose, not me
    assert g.zone_of(sc.ref("smee")) == "hand" and g.zone_of(sc.ref("piggy")) == "hand"
    assert g.zone_of(sc.ref("pull")) == "discard"


def test_lilo_is_free_after_three_actions_and_readies_a_character_that_then_cannot_quest(cards: CardIndex) -> None:
    # Lilo - Causing an Uproar: STOMPIN' TIME! "During your turn, if you've played 3 or more actions this turn, you
    # may play this character for free." RAAAWR! "When you play this character, ready chosen character. They can't
    # quest for the rest of this turn."
    paint = "Painting the Roses Red"  # a 2-ink action
    sc = _game(cards, {"inkwell": 11, "hand": [{"card": "Lilo - Causing an Uproar", "id": "lilo"},
                                               {"card": paint, "id": "a1"}, {"card": paint, "id": "a2"},
                                               {"card": paint, "id": "a3"}],
                       "play": [{"card": SMEE, "id": "smee", "exerted": True}]})
    g = sc.game
    for a in ("a1", "a2"):
        g.apply(PlayCard(sc.ref(a)))
        _answer(g, may=False)
    assert g.ready_ink(0) == 7
    g.apply(PlayCard(sc.ref("a3")))
    _answer(g)
    assert g.ready_ink(0) == 5
    g.apply(PlayCard(sc.ref("lilo"), free=True))  # an alternative cost (CR 1.5.5.3)
    _answer(g, {0: (sc.ref("smee"),)})
    assert g.zone_of(sc.ref("lilo")) == "play" and g.ready_ink(0) == 5  # free after 3 actions
    assert not g.s.exerted[sc.ref("smee")]  # readied ...
    assert g.check(Quest(sc.ref("smee"))) is not None  # ... but may not quest this turn
    sc = _game(cards, {"inkwell": 9, "hand": [{"card": "Lilo - Causing an Uproar", "id": "lilo"},
                                              {"card": paint, "id": "a1"}, {"card": paint, "id": "a2"}]})
    g = sc.game
    for a in ("a1", "a2"):
        g.apply(PlayCard(sc.ref(a)))
        _answer(g)
    assert g.check(PlayCard(sc.ref("lilo"), free=True)) is not None  # only 2 actions: not free
    g.apply(PlayCard(sc.ref("lilo")))
    _answer(g)
    assert g.ready_ink(0) == 0  # she costs her 5


def test_gaston_with_a_card_under_him_makes_an_opponent_quest_and_not_challenge(cards: CardIndex) -> None:
    # Gaston - Frightful Bully, TOP THAT!: "Whenever this character quests, if there's a card under him, chosen
    # opposing character can't challenge and must quest if able during their next turn."
    sc = _game(cards, {"play": [{"card": "Gaston - Frightful Bully", "id": "gaston", "under": [STITCH]},
                                {"card": STITCH, "id": "mine", "exerted": True}]},
               {"play": [{"card": SMEE, "id": "smee"}]})
    g = sc.game
    g.apply(Quest(sc.ref("gaston")))
    _answer(g, {0: (sc.ref("smee"),)})
    g.apply(EndTurn())
    _answer(g)
    smee = sc.ref("smee")
    assert g.check(Challenge(smee, sc.ref("mine"))) is not None  # can't challenge
    assert g.check(EndTurn()) is not None  # must quest first
    g.apply(Quest(smee))
    _answer(g)
    assert g.check(EndTurn()) is None
    sc = _game(cards, {"play": [{"card": "Gaston - Frightful Bully", "id": "gaston"},
                                {"card": STITCH, "id": "mine", "exerted": True}]},
               {"play": [{"card": SMEE, "id": "smee"}]})
    g = sc.game
    g.apply(Quest(sc.ref("gaston")))
    _answer(g)
    g.apply(EndTurn())
    _answer(g)
    assert g.check(Challenge(sc.ref("smee"), sc.ref("mine"))) is None  # nothing under him: no effect


def test_ratigan_is_banished_at_the_end_of_your_turn_unless_you_inked(cards: CardIndex) -> None:
    # Ratigan - Greedy Genius, TIME RUNS OUT: "At the end of your turn, if you didn't put any cards into your
    # inkwell this turn, banish this character."
    sc = _game(cards, {"play": [{"card": "Ratigan - Greedy Genius", "id": "rat"}],
                       "hand": [{"card": SMEE, "id": "smee"}]})
    g = sc.game
    rat = sc.ref("rat")
    g.apply(InkCard(sc.ref("smee")))
    _answer(g)
    g.apply(EndTurn())
    _answer(g)
    assert g.zone_of(rat) == "play"
    g.apply(EndTurn())  # the opponent's turn ends: not his trigger
    _answer(g)
    assert g.zone_of(rat) == "play"
    g.apply(EndTurn())  # my turn, nothing inked
    _answer(g)
    assert g.zone_of(rat) == "discard"


def test_go_go_tomago_inks_a_character_exerted_only_when_shifted(cards: CardIndex) -> None:
    # Go Go Tomago - Cutting Edge, ZERO RESISTANCE: "When you play this character, if you used Shift to play her,
    # you may put chosen character into their player's inkwell facedown and exerted." (Shift 4)
    sc = _game(cards, {"hand": [{"card": "Go Go Tomago - Cutting Edge", "id": "ggt"}],
                       "play": [{"card": "Go Go Tomago - Darting Dynamo", "id": "base"}]},
               {"play": [{"card": SMEE, "id": "smee"}]})
    g = sc.game
    before = len(g.s.inkwell[1])
    g.apply(PlayCard(sc.ref("ggt"), shift=(sc.ref("base"),)))
    _answer(g, {0: (sc.ref("smee"),)})
    assert g.zone_of(sc.ref("smee")) == "inkwell" and len(g.s.inkwell[1]) == before + 1
    assert g.s.exerted[sc.ref("smee")]
    sc = _game(cards, {"hand": [{"card": "Go Go Tomago - Cutting Edge", "id": "ggt"}]},
               {"play": [{"card": SMEE, "id": "smee"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("ggt")))  # played for her cost: no effect
    _answer(g)
    assert g.zone_of(sc.ref("smee")) == "play"


def test_mushu_gives_your_other_characters_rush_reckless_and_evasive_this_turn(cards: CardIndex) -> None:
    # Mushu - Your Worst Nightmare, ALL FIRED UP: "Whenever you play another character, they gain Rush, Reckless,
    # and Evasive this turn."
    sc = _game(cards, {"play": [{"card": "Mushu - Your Worst Nightmare", "id": "mushu"}],
                       "hand": [{"card": STITCH, "id": "st"}]},
               {"hand": [{"card": STITCH, "id": "theirs"}]})
    g = sc.game
    st = sc.ref("st")
    g.apply(PlayCard(st))
    _answer(g)
    assert all(g.has_keyword(st, k) for k in ("Rush", "Reckless", "Evasive"))
    assert not g.has_keyword(sc.ref("mushu"), "Evasive")
    g.apply(EndTurn())
    _answer(g)
    assert not any(g.has_keyword(st, k) for k in ("Rush", "Reckless", "Evasive"))  # this turn only
    g.apply(PlayCard(sc.ref("theirs")))
    _answer(g)
    assert not g.has_keyword(sc.ref("theirs"), "Evasive")  # the opponent's character: no


def test_nathaniel_flint_can_be_played_only_after_an_opposing_character_took_damage(cards: CardIndex) -> None:
    # Nathaniel Flint - Notorious Pirate, PREDATORY INSTINCT: "You can't play this character unless an opposing
    # character took damage this turn."
    sc = _game(cards, {"hand": [{"card": "Nathaniel Flint - Notorious Pirate", "id": "flint"}],
                       "play": [{"card": STITCH, "id": "st", "damage": 1}]},
               {"play": [{"card": SMEE, "id": "smee", "exerted": True}]})
    g = sc.game
    flint = sc.ref("flint")
    assert g.check(PlayCard(flint)) is not None  # nothing damaged this turn (my Stitch's old damage does not count)
    g.apply(Challenge(sc.ref("st"), sc.ref("smee")))
    _answer(g)
    assert g.s.damage[sc.ref("smee")] == 2
    assert g.check(PlayCard(flint)) is None
    g.apply(PlayCard(flint))
    _answer(g)
    assert g.zone_of(flint) == "play"


LI_SHANG = "Li Shang - Valiant Leader"  # Floodborn, 9 ¤, Shift 4, no other abilities
LI_SHANG_BASE = "Li Shang - General's Son"


def test_chem_purse_gives_plus_four_strength_to_a_character_played_with_shift(cards: CardIndex) -> None:
    # Chem Purse, HERE'S THE BEST PART: "Whenever you play a character, if you used Shift to play them, they get +4
    # ¤ this turn."
    sc = _game(cards, {"play": [{"card": "Chem Purse", "id": "purse"}, {"card": LI_SHANG_BASE, "id": "base"}],
                       "hand": [{"card": LI_SHANG, "id": "li"}, {"card": STITCH, "id": "st"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("li"), shift=(sc.ref("base"),)))
    _answer(g)
    assert strength(g, sc.ref("li")) == 9 + 4
    g.apply(PlayCard(sc.ref("st")))  # played for its cost: no bonus
    _answer(g)
    assert strength(g, sc.ref("st")) == 2
    g.apply(EndTurn())
    _answer(g)
    assert strength(g, sc.ref("li")) == 9  # this turn only


def test_honey_lemon_bounces_a_character_when_you_shift_a_floodborn(cards: CardIndex) -> None:
    # Honey Lemon - Costumed Catalyst, LET'S DO THIS!: "Whenever you play a Floodborn character, if you used Shift to
    # play them, you may return chosen character to their player's hand."
    sc = _game(cards, {"play": [{"card": "Honey Lemon - Costumed Catalyst", "id": "honey"},
                                {"card": LI_SHANG_BASE, "id": "base"}],
                       "hand": [{"card": LI_SHANG, "id": "li"}]},
               {"play": [{"card": SMEE, "id": "smee"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("li"), shift=(sc.ref("base"),)))
    _answer(g, {0: (sc.ref("smee"),)})
    assert g.zone_of(sc.ref("smee")) == "hand"
    sc = _game(cards, {"play": [{"card": "Honey Lemon - Costumed Catalyst", "id": "honey"}],
                       "hand": [{"card": LI_SHANG, "id": "li"}]},
               {"play": [{"card": SMEE, "id": "smee"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("li")))  # paid its full cost: no Shift, no bounce
    _answer(g, {0: (sc.ref("smee"),)})
    assert g.zone_of(sc.ref("smee")) == "play"


def test_desperate_plan_refills_an_empty_hand_to_three_or_swaps_the_cards_you_discard(cards: CardIndex) -> None:
    # Desperate Plan: "If you have no cards in your hand, draw until you have 3 cards in your hand. Otherwise,
    # choose and discard any number of cards, then draw that many cards."
    sc = _game(cards, {"hand": [{"card": "Desperate Plan", "id": "plan"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("plan")))
    _answer(g)
    assert len(g.s.hand[0]) == 3
    sc = _game(cards, {"hand": [{"card": "Desperate Plan", "id": "plan"}, {"card": SMEE, "id": "a"},
                                {"card": SMEE, "id": "b"}, {"card": SMEE, "id": "c"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("plan")))
    _answer(g, {0: (sc.ref("a"), sc.ref("b"))})
    assert g.zone_of(sc.ref("a")) == "discard" and g.zone_of(sc.ref("b")) == "discard"
    assert g.zone_of(sc.ref("c")) == "hand" and len(g.s.hand[0]) == 3  # 2 discarded, 2 drawn
    assert len(g.s.deck[0]) == 6 - 2


def test_time_to_go_draws_two_or_three_if_the_banished_character_had_a_card_under_it(cards: CardIndex) -> None:
    # Time to Go!: "Banish chosen character of yours to draw 2 cards. If that character had a card under them, draw
    # 3 cards instead."
    sc = _game(cards, {"hand": [{"card": "Time to Go!", "id": "go"}], "play": [{"card": SMEE, "id": "smee"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("go")))
    _answer(g)
    assert g.zone_of(sc.ref("smee")) == "discard" and len(g.s.hand[0]) == 2
    sc = _game(cards, {"hand": [{"card": "Time to Go!", "id": "go"}],
                       "play": [{"card": SMEE, "id": "smee", "under": [STITCH]}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("go")))
    _answer(g)
    assert g.zone_of(sc.ref("smee")) == "discard" and len(g.s.hand[0]) == 3


def test_beyond_the_horizon_refreshes_the_hands_of_the_chosen_players_only(cards: CardIndex) -> None:
    # Beyond the Horizon: "Choose any number of players. They discard their hands and draw 3 cards each."
    sc = _game(cards, {"hand": [{"card": "Beyond the Horizon", "id": "bh"}, {"card": SMEE, "id": "mine"}]},
               {"hand": [{"card": SMEE, "id": "a"}, {"card": SMEE, "id": "b"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("bh")))
    _answer(g, {0: (-1 - 1,)})  # the opponent only (players are chosen as -1 - player)
    assert g.zone_of(sc.ref("a")) == "discard" and g.zone_of(sc.ref("b")) == "discard"
    assert len(g.s.hand[1]) == 3
    assert g.zone_of(sc.ref("mine")) == "hand" and len(g.s.hand[0]) == 1
    sc = _game(cards, {"hand": [{"card": "Beyond the Horizon", "id": "bh"}, {"card": SMEE, "id": "mine"}]},
               {"hand": [{"card": SMEE, "id": "a"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("bh")))
    _answer(g, {0: (-1, -2)})  # both players
    assert g.zone_of(sc.ref("mine")) == "discard" and g.zone_of(sc.ref("a")) == "discard"
    assert len(g.s.hand[0]) == 3 and len(g.s.hand[1]) == 3


def test_captain_hook_pumps_your_pirates_once_a_turn_when_an_opposing_character_takes_damage(cards: CardIndex) -> None:
    # Captain Hook - The Pirate King, GIVE 'EM ALL YOU GOT!: "Once during your turn, whenever an opposing character
    # takes damage, your Pirate characters get +2 ¤ and gain Resist +2 this turn." (He and Smee are Pirates.)
    sc = _game(cards, {"play": [{"card": "Captain Hook - The Pirate King", "id": "hook"}, {"card": SMEE, "id": "smee"},
                                {"card": STITCH, "id": "st"}, {"card": STITCH, "id": "st2"}]},
               {"play": [{"card": SMEE, "id": "foe", "exerted": True}]})
    g = sc.game
    smee, st = sc.ref("smee"), sc.ref("st")
    g.apply(Challenge(st, sc.ref("foe")))
    _answer(g)
    assert strength(g, smee) == 2 + 2 and g.has_keyword(smee, "Resist")
    assert strength(g, st) == 2 and not g.has_keyword(st, "Resist")  # not a Pirate
    g.apply(Challenge(sc.ref("st2"), sc.ref("foe")))  # damage again: once per turn only
    _answer(g)
    assert strength(g, smee) == 2 + 2
    g.apply(EndTurn())
    _answer(g)
    assert strength(g, smee) == 2 and not g.has_keyword(smee, "Resist")  # this turn only


def test_heads_held_high_heals_the_chosen_and_weakens_every_opposing_character(cards: CardIndex) -> None:
    # Heads Held High: "Remove up to 3 damage from any number of chosen characters. All opposing characters get -3 ¤
    # this turn."
    sc = _game(cards, {"hand": [{"card": "Heads Held High", "id": "hh"}],
                       "play": [{"card": SMEE, "id": "a", "damage": 4}, {"card": SMEE, "id": "b", "damage": 1},
                                {"card": SMEE, "id": "c", "damage": 2}]},
               {"play": [{"card": JUDY, "id": "judy"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("hh")))
    _answer(g, {0: (sc.ref("a"), sc.ref("b"))})
    assert g.s.damage[sc.ref("a")] == 1 and g.s.damage[sc.ref("b")] == 0
    assert g.s.damage[sc.ref("c")] == 2  # not chosen
    assert strength(g, sc.ref("judy")) == 6 - 3 and strength(g, sc.ref("a")) == 2
