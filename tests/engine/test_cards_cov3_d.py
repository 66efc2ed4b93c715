"""Cards of sets 3 and 4 automated in coverage round 3 (cov3-d), each played as printed: what a player sees
on the board, in the hand and on the damage counters, both when the ability applies and when it does not."""

from __future__ import annotations

from typing import Any

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import (
    Accept,
    Activate,
    Challenge,
    ChooseTargets,
    EndTurn,
    Game,
    PlayCard,
    Quest,
    zones,
)
from lorcana_desktop.engine.decisions import AskMay, AskTargets
from tests.engine.card_play import answer_choices, card_game

STITCH = "Stitch - New Dog"  # 1 ink, 2/2, a Hero, no abilities
SMEE = "Mr. Smee - Loyal First Mate"  # a Pirate, 5 ⛉, no abilities
PACHA = "Pacha - Village Leader"  # a Hero, 8 ⛉, no abilities
CAPTAIN = "Mickey Mouse - Steamboat Pilot"  # a Captain, no abilities






_game = card_game
_answer = answer_choices


def test_milo_thatch_returns_every_opposing_character_to_hand_when_banished(cards: CardIndex) -> None:
    # "When this character is banished, return all opposing characters to their players' hands." (CR 6.2 trigger)
    sc = _game(cards, {"play": [{"card": "Milo Thatch - King of Atlantis", "id": "milo", "damage": 3},
                                {"card": STITCH, "id": "mine"}]},
               {"play": [{"card": STITCH, "id": "foe", "exerted": True}, {"card": SMEE, "id": "other"}]})
    g = sc.game
    g.apply(Challenge(sc.ref("milo"), sc.ref("foe")))
    _answer(g)
    assert g.zone_of(sc.ref("milo")) == "discard"
    assert g.zone_of(sc.ref("other")) == "hand" and sc.ref("other") in g.s.hand[1]
    assert g.zone_of(sc.ref("mine")) == "play"  # only opposing characters go back


def test_mr_smee_takes_a_damage_at_end_of_turn_only_when_exerted_and_without_a_captain(cards: CardIndex) -> None:
    # "At the end of your turn, if this character is exerted and you don't have a Captain character in play,
    # deal 1 damage to this character."
    for exerted, captain, hurt in ((True, False, 1), (False, False, 0), (True, True, 0)):
        play: list[dict[str, Any]] = [{"card": "Mr. Smee - Bumbling Mate", "id": "smee", "exerted": exerted}]
        if captain:
            play.append({"card": CAPTAIN, "id": "cap"})
        sc = _game(cards, {"play": play})
        g = sc.game
        g.apply(EndTurn())
        _answer(g)
        assert g.s.damage[sc.ref("smee")] == hurt, (exerted, captain)


def test_on_your_feet_readies_and_hurts_your_characters_who_then_cannot_quest(cards: CardIndex) -> None:
    # "Ready all your characters and deal 1 damage to each of them. They can't quest for the rest of this turn."
    sc = _game(cards, {"hand": [{"card": "On Your Feet! Now!", "id": "act"}],
                       "play": [{"card": SMEE, "id": "a", "exerted": True}, {"card": PACHA, "id": "b", "exerted": True}]},
               {"play": [{"card": SMEE, "id": "foe", "exerted": True}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("act")))
    _answer(g)
    for mine in ("a", "b"):
        assert not g.s.exerted[sc.ref(mine)] and g.s.damage[sc.ref(mine)] == 1
        assert g.check(Quest(sc.ref(mine))) is not None
    assert g.s.exerted[sc.ref("foe")] and g.s.damage[sc.ref("foe")] == 0
    g.apply(EndTurn())
    _answer(g)
    g.apply(EndTurn())
    _answer(g)
    assert g.check(Quest(sc.ref("a"))) is None  # only for the rest of that turn


def test_repair_removes_up_to_3_damage_from_one_of_your_characters_only(cards: CardIndex) -> None:
    # "Remove up to 3 damage from one of your locations or characters."
    sc = _game(cards, {"hand": [{"card": "Repair", "id": "act"}],
                       "play": [{"card": PACHA, "id": "hurt", "damage": 4}, {"card": SMEE, "id": "two", "damage": 2}]},
               {"play": [{"card": PACHA, "id": "foe", "damage": 4}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("act")))
    assert isinstance(g.s.pending, AskTargets)
    legal = {t for a in g.legal_actions() if isinstance(a, ChooseTargets) for t in a.targets}
    assert sc.ref("foe") not in legal and sc.ref("hurt") in legal
    g.apply(ChooseTargets((sc.ref("hurt"),)))
    _answer(g)
    assert g.s.damage[sc.ref("hurt")] == 1 and g.s.damage[sc.ref("two")] == 2 and g.s.damage[sc.ref("foe")] == 4


def test_airfoil_draws_only_once_two_actions_were_played_this_turn(cards: CardIndex) -> None:
    # "⟳ — If you've played 2 or more actions this turn, draw a card."
    sc = _game(cards, {"hand": [{"card": "Repair", "id": "r1"}, {"card": "Repair", "id": "r2"}],
                       "play": [{"card": "Airfoil", "id": "f1"}, {"card": "Airfoil", "id": "f2"},
                                {"card": PACHA, "id": "p"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("r1")))
    _answer(g)
    hand = len(g.s.hand[0])
    g.apply(Activate(sc.ref("f1"), 0))
    _answer(g)
    assert len(g.s.hand[0]) == hand and g.s.exerted[sc.ref("f1")]  # one action: nothing drawn
    g.apply(PlayCard(sc.ref("r2")))
    _answer(g)
    hand = len(g.s.hand[0])
    g.apply(Activate(sc.ref("f2"), 0))
    _answer(g)
    assert len(g.s.hand[0]) == hand + 1


def test_winter_camp_heals_questers_here_2_or_4_for_a_hero(cards: CardIndex) -> None:
    # "Whenever a character quests while here, remove up to 2 damage from them. If they're a Hero character,
    # remove up to 4 damage instead."
    sc = _game(cards, {"play": [{"card": "Winter Camp - Medical Tent", "id": "camp"},
                                {"card": SMEE, "id": "smee", "damage": 4, "at": "camp"},
                                {"card": PACHA, "id": "hero", "damage": 5, "at": "camp"},
                                {"card": PACHA, "id": "away", "damage": 5}]})
    g = sc.game
    for who in ("smee", "hero", "away"):
        g.apply(Quest(sc.ref(who)))
        _answer(g)
    assert g.s.damage[sc.ref("smee")] == 2
    assert g.s.damage[sc.ref("hero")] == 1
    assert g.s.damage[sc.ref("away")] == 5  # not here: nothing


def _to_my_next_turn(g: Game) -> None:
    for _ in range(2):
        g.apply(EndTurn())
        _answer(g)


def test_chernabogs_followers_may_be_banished_to_draw_a_card(cards: CardIndex) -> None:
    # "Whenever this character quests, you may banish them to draw a card."
    for accept in (True, False):
        sc = _game(cards, {"play": [{"card": "Chernabog's Followers - Creatures of Evil", "id": "f"}]})
        g = sc.game
        hand = len(g.s.hand[0])
        g.apply(Quest(sc.ref("f")))
        _answer(g, may=accept)
        assert g.zone_of(sc.ref("f")) == ("discard" if accept else "play")
        assert len(g.s.hand[0]) == hand + (1 if accept else 0)


def test_magic_broom_holds_an_opposing_character_exerted_only_with_a_sorcerer(cards: CardIndex) -> None:
    # "When you play this character, if you have a Sorcerer character in play, you may exert chosen opposing
    # character. They can't ready at the start of their next turn."
    for sorcerer in (True, False):
        play = [{"card": "Jafar - Wicked Sorcerer", "id": "jafar"}] if sorcerer else []
        sc = _game(cards, {"hand": [{"card": "Magic Broom - Dancing Duster", "id": "broom"}], "play": play},
                   {"play": [{"card": SMEE, "id": "foe"}]})
        g = sc.game
        g.apply(PlayCard(sc.ref("broom")))
        _answer(g, targets={0: (sc.ref("foe"),)})
        assert g.s.exerted[sc.ref("foe")] == sorcerer
        g.apply(EndTurn())
        _answer(g)
        assert g.s.exerted[sc.ref("foe")] == sorcerer  # their ready step passed it by
        g.apply(EndTurn())
        _answer(g)
        g.apply(EndTurn())
        _answer(g)
        assert not g.s.exerted[sc.ref("foe")]  # the turn after, it readies again


def test_flynn_rider_gains_3_lore_when_you_have_the_strongest_character(cards: CardIndex) -> None:
    # "At the start of your turn, if you have a character in play with more ¤ than each opposing character,
    # gain 3 lore."
    for foe, lore in ((STITCH, 3), (PACHA, 0)):  # Pacha (4 ¤) ties with Pacha: not more
        sc = _game(cards, {"play": [{"card": "Flynn Rider - Frenemy", "id": "flynn"}, {"card": PACHA, "id": "p"}]},
                   {"play": [{"card": foe, "id": "foe"}]})
        g = sc.game
        _to_my_next_turn(g)
        assert g.s.lore[0] == lore, foe


def test_camilo_chooses_lore_or_challenger_at_the_start_of_your_turn(cards: CardIndex) -> None:
    # "At the start of your turn, you may choose one: • This character gets +1 ◊ this turn. • This character
    # gains Challenger +2 this turn."
    from lorcana_desktop.engine import ChooseOption

    for option in (0, 1):
        sc = _game(cards, {"play": [{"card": "Camilo Madrigal - Prankster", "id": "cam"}]})
        g = sc.game
        cam = sc.ref("cam")
        g.apply(EndTurn())
        _answer(g)
        g.apply(EndTurn())
        for _ in range(5):
            if g.s.pending is None:
                break
            if isinstance(g.s.pending, AskMay):
                g.apply(Accept(True))
            elif any(isinstance(a, ChooseOption) for a in g.legal_actions()):
                g.apply(ChooseOption(option))
            else:
                g.apply(g.legal_actions()[0])  # the order of the start-of-turn effects
        assert g.lore_value(cam) == (2 if option == 0 else 1)
        assert g.has_keyword(cam, "Challenger") == (option == 1)


def test_pegasus_shifted_gives_your_characters_evasive_until_your_next_turn(cards: CardIndex) -> None:
    # "When you play this character, if you used Shift to play him, your characters gain Evasive until the start
    # of your next turn." (CR 6.4.2.2: an ability given by a resolved effect is applied: the characters in play
    # as it resolves gain it, one played later that turn does not)
    sc = _game(cards, {"hand": [{"card": "Pegasus - Cloud Racer", "id": "peg"}, {"card": STITCH, "id": "late"}],
                       "play": [{"card": "Pegasus - Gift for Hercules", "id": "base"}, {"card": SMEE, "id": "smee"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("peg"), shift=(sc.ref("base"),)))
    _answer(g)
    g.apply(PlayCard(sc.ref("late")))
    _answer(g)
    assert g.has_keyword(sc.ref("smee"), "Evasive") and not g.has_keyword(sc.ref("late"), "Evasive")
    g.apply(EndTurn())
    _answer(g)
    assert g.has_keyword(sc.ref("smee"), "Evasive")  # through the opponent's turn
    g.apply(EndTurn())
    _answer(g)
    assert not g.has_keyword(sc.ref("smee"), "Evasive")
    plain = _game(cards, {"hand": [{"card": "Pegasus - Cloud Racer", "id": "peg"}], "play": [{"card": SMEE, "id": "smee"}]})
    plain.game.apply(PlayCard(plain.ref("peg")))
    _answer(plain.game)
    assert not plain.game.has_keyword(plain.ref("smee"), "Evasive")  # not shifted: nothing


def test_musketeer_captain_shifted_draws_one_per_bodyguard_character(cards: CardIndex) -> None:
    # "When you play this character, if you used Shift to play him, you may draw a card for each character with
    # Bodyguard you have in play." (He has Bodyguard himself.)
    sc = _game(cards, {"hand": [{"card": "Mickey Mouse - Musketeer Captain", "id": "mm"}],
                       "play": [{"card": "Mickey Mouse - True Friend", "id": "base"},
                                {"card": "Simba - Protective Cub", "id": "bg"}]},
               {"play": [{"card": "Hercules - True Hero", "id": "theirs"}]})
    g = sc.game
    hand = len(g.s.hand[0])
    g.apply(PlayCard(sc.ref("mm"), shift=(sc.ref("base"),)))
    _answer(g)
    assert len(g.s.hand[0]) == hand - 1 + 2  # Mickey and Simba; not the opponent's Hercules
    plain = _game(cards, {"hand": [{"card": "Mickey Mouse - Musketeer Captain", "id": "mm"}],
                          "play": [{"card": "Simba - Protective Cub", "id": "bg"}]})
    hand = len(plain.game.s.hand[0])
    plain.game.apply(PlayCard(plain.ref("mm")))
    _answer(plain.game)
    assert len(plain.game.s.hand[0]) == hand - 1


def test_noi_takes_no_challenge_damage_after_you_play_an_action(cards: CardIndex) -> None:
    # "Whenever you play an action, this character takes no damage from challenges this turn."
    for action in (True, False):
        sc = _game(cards, {"hand": [{"card": "Repair", "id": "act"}],
                           "play": [{"card": "Noi - Acrobatic Baby", "id": "noi"}]},
                   {"play": [{"card": SMEE, "id": "foe", "exerted": True}]})  # 2 ¤: Noi survives either way
        g = sc.game
        if action:
            g.apply(PlayCard(sc.ref("act")))
            _answer(g)
        g.apply(Challenge(sc.ref("noi"), sc.ref("foe")))
        _answer(g)
        assert g.s.damage[sc.ref("noi")] == (0 if action else 2)
        assert g.s.damage[sc.ref("foe")] == 4


def test_golden_harp_is_banished_at_end_of_a_turn_without_a_song(cards: CardIndex) -> None:
    # "At the end of your turn, if you didn't play a song this turn, banish this character."
    for song in ("Friends on the Other Side", "Repair", None):
        hand = [{"card": song, "id": "card"}] if song else []
        sc = _game(cards, {"hand": hand, "play": [{"card": "Golden Harp - Enchanter of the Land", "id": "harp"},
                                                  {"card": PACHA, "id": "p"}]})
        g = sc.game
        if song:
            g.apply(PlayCard(sc.ref("card")))
            _answer(g)
        g.apply(EndTurn())
        _answer(g)
        assert g.zone_of(sc.ref("harp")) == ("play" if song == "Friends on the Other Side" else "discard"), song


LOC = "Winter Camp - Medical Tent"  # a location of yours (move cost 1, 8 ⛉)


def test_voyage_moves_two_of_your_characters_to_one_location_for_free(cards: CardIndex) -> None:
    # "Move up to 2 characters of yours to the same location for free."
    sc = _game(cards, {"inkwell": 1, "hand": [{"card": "Voyage", "id": "act"}],
                       "play": [{"card": LOC, "id": "camp"}, {"card": SMEE, "id": "a"}, {"card": PACHA, "id": "b"},
                                {"card": STITCH, "id": "c"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("act")))
    _answer(g, targets={0: (sc.ref("a"), sc.ref("b")), 1: (sc.ref("camp"),)})
    assert g.s.at[sc.ref("a")] == sc.ref("camp") and g.s.at[sc.ref("b")] == sc.ref("camp")
    assert g.s.at[sc.ref("c")] != sc.ref("camp")
    assert g.ready_ink(0) == 0  # the 1 ink paid for Voyage; the moves cost nothing


def test_i_will_find_my_way_gives_strength_and_a_free_move(cards: CardIndex) -> None:
    # "Chosen character of yours gets +2 ¤ this turn. They may move to a location for free."
    for accept in (True, False):
        sc = _game(cards, {"inkwell": 1, "hand": [{"card": "I Will Find My Way", "id": "act"}],
                           "play": [{"card": LOC, "id": "camp"}, {"card": SMEE, "id": "a"}]})
        g = sc.game
        g.apply(PlayCard(sc.ref("act")))
        _answer(g, targets={0: (sc.ref("a"),), 1: (sc.ref("camp"),)}, may=accept)
        assert g.strength(sc.ref("a")) == 4
        assert (g.s.at[sc.ref("a")] == sc.ref("camp")) == accept


def test_tuk_tuk_moves_with_another_character_who_gets_strength(cards: CardIndex) -> None:
    # "When you play this character, you may move him and one of your other characters to the same location for
    # free. The other character gets +2 ¤ this turn."
    sc = _game(cards, {"inkwell": 3, "hand": [{"card": "Tuk Tuk - Lively Partner", "id": "tuk"}],
                       "play": [{"card": LOC, "id": "camp"}, {"card": SMEE, "id": "a"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("tuk")))
    _answer(g, targets={0: (sc.ref("a"),), 1: (sc.ref("camp"),)})
    assert g.s.at[sc.ref("tuk")] == sc.ref("camp") and g.s.at[sc.ref("a")] == sc.ref("camp")
    assert g.strength(sc.ref("a")) == 4 and g.strength(sc.ref("tuk")) == 2
    assert g.ready_ink(0) == 0  # Tuk Tuk's 3; the moves were free


def test_medallion_weights_strengthens_and_draws_on_that_characters_challenges(cards: CardIndex) -> None:
    # "⟳, 2 ⬡ — Chosen character gets +2 ¤ this turn. Whenever they challenge another character this turn, you may
    # draw a card."
    sc = _game(cards, {"play": [{"card": "Medallion Weights", "id": "mw"}, {"card": PACHA, "id": "p"},
                                {"card": SMEE, "id": "other"}]},
               {"play": [{"card": SMEE, "id": "foe", "exerted": True}, {"card": SMEE, "id": "foe2", "exerted": True}]})
    g = sc.game
    g.apply(Activate(sc.ref("mw"), 0))
    _answer(g, targets={0: (sc.ref("p"),)})
    assert g.strength(sc.ref("p")) == 6 and g.ready_ink(0) == 8
    hand = len(g.s.hand[0])
    g.apply(Challenge(sc.ref("other"), sc.ref("foe2")))  # another character: no draw
    _answer(g)
    assert len(g.s.hand[0]) == hand
    g.apply(Challenge(sc.ref("p"), sc.ref("foe")))
    _answer(g)
    assert len(g.s.hand[0]) == hand + 1
    assert g.zone_of(sc.ref("foe")) == "discard"  # 6 ¤ banished the 5 ⛉ Smee


def test_ursula_sea_witch_queen_lets_no_other_character_sing(cards: CardIndex) -> None:
    # "Other characters can't exert to sing songs." (CR 5.4.4.2: singing is paying with an exerted character; she still may)
    song = "Friends on the Other Side"  # 3 ink, "Draw 2 cards."
    sc = _game(cards, {"inkwell": 0, "hand": [{"card": song, "id": "s1"}],
                       "play": [{"card": "Ursula - Sea Witch Queen", "id": "ursula"}, {"card": PACHA, "id": "mine"}]},
               {"hand": [{"card": song, "id": "s2"}], "play": [{"card": PACHA, "id": "theirs"}]})
    g = sc.game
    assert g.check(PlayCard(sc.ref("s1"), sing=(sc.ref("mine"),))) is not None
    assert g.check(PlayCard(sc.ref("s1"), sing=(sc.ref("ursula"),))) is None
    g.apply(EndTurn())
    _answer(g)
    assert g.check(PlayCard(sc.ref("s2"), sing=(sc.ref("theirs"),))) is not None
    zones.move_zone(g, sc.ref("ursula"), 4)  # gone: they sing again
    assert g.check(PlayCard(sc.ref("s2"), sing=(sc.ref("theirs"),))) is None


def test_ariel_treasure_collector_gets_lore_with_more_items_than_the_opponent(cards: CardIndex) -> None:
    # "While you have more items in play than each opponent, this character gets +2 ◊."
    for theirs, lore in ((2, 3), (1, 5), (0, 5)):
        sc = _game(cards, {"play": [{"card": "Ariel - Treasure Collector", "id": "ariel"}, {"card": "Airfoil"},
                                    {"card": "Medallion Weights"}]},
                   {"play": [{"card": "Airfoil"}] * theirs})
        assert sc.game.lore_value(sc.ref("ariel")) == lore, theirs
