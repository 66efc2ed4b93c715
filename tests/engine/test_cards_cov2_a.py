"""Cards of sets 7, 11 and 12 automated in coverage round 2 (cov2-a), played where the generic harness
(test_compiled_cards) cannot see it: the other branch of a condition, Shift, caps, whose turn it is."""

from __future__ import annotations

from typing import Any

from lorcana_desktop.app.scenario import Scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Accept, ChooseTargets, EndTurn, Game, PlayCard, Quest
from lorcana_desktop.engine.decisions import AskMay, AskTargets
from lorcana_desktop.engine.lasting import EffectKind
from tests.engine.card_play import answer_choices, card_game

STITCH = "Stitch - New Dog"  # 1 ink, 2/2, a Hero, no abilities
SMEE = "Mr. Smee - Loyal First Mate"  # a Pirate, 5 ⛉, no abilities
MALEFICENT = "Maleficent - Biding Her Time"  # a Villain, not a Hero, 1 ⛉, no abilities






_game = card_game
_answer = answer_choices


def _pass_turns(g: Game, n: int) -> None:
    for _ in range(n):
        g.apply(EndTurn())
        _answer(g)


def test_baymax_removes_his_damage_only_when_shifted(cards: CardIndex) -> None:
    # Baymax - Giant Robot: "When you play this character, if you used Shift to play him, remove all damage from
    # him." (Universal Shift 4: he keeps the damage of the character he is played on, CR 8.10.6)
    sc = _game(cards, {"hand": [{"card": "Baymax - Giant Robot", "id": "baymax"}],
                       "play": [{"card": "Mickey Mouse - True Friend", "id": "base", "damage": 2}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("baymax"), shift=(sc.ref("base"),)))
    _answer(g)
    assert g.zone_of(sc.ref("baymax")) == "play"
    assert g.s.damage[sc.ref("baymax")] == 0


def test_widow_tweed_plays_tod_for_free_but_not_another_character(cards: CardIndex) -> None:
    # Widow Tweed - Kindly Soul: "return a character card from your discard to your hand. If that character is
    # named Tod, you may play him for free."
    sc = _game(cards, {"inkwell": 6, "hand": [{"card": "Widow Tweed - Kindly Soul", "id": "tweed"}],
                       "discard": [{"card": "Tod - Nimble Fox", "id": "tod"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("tweed")))
    _answer(g, {0: (sc.ref("tod"),)})
    assert g.zone_of(sc.ref("tod")) == "play"
    assert g.ready_ink(0) == 0  # Tod (5) cost nothing: all 6 ink went to Widow Tweed
    sc = _game(cards, {"inkwell": 6, "hand": [{"card": "Widow Tweed - Kindly Soul", "id": "tweed"}],
                       "discard": [{"card": STITCH, "id": "st"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("tweed")))
    _answer(g, {0: (sc.ref("st"),)})
    assert g.zone_of(sc.ref("st")) == "hand"  # not Tod: back to the hand, not played


def test_tick_tock_is_evasive_in_your_turn_only_while_a_pirate_is_in_play(cards: CardIndex) -> None:
    # Tick-Tock - Relentless Crocodile: "During your turn, this character gains Evasive while a Pirate character
    # is in play." Any player's Pirate counts.
    sc = _game(cards, {"play": [{"card": "Tick-Tock - Relentless Crocodile", "id": "croc"}]},
               {"play": [{"card": SMEE, "id": "smee"}]})
    g = sc.game
    croc = sc.ref("croc")
    assert g.has_keyword(croc, "Evasive")  # the opponent's Pirate
    g.apply(EndTurn())
    _answer(g)
    assert not g.has_keyword(croc, "Evasive")  # not during the opponent's turn
    sc = _game(cards, {"play": [{"card": "Tick-Tock - Relentless Crocodile", "id": "croc"}]})
    assert not sc.game.has_keyword(sc.ref("croc"), "Evasive")  # no Pirate in play


def test_monterey_jack_quests_only_with_a_character_of_4_willpower(cards: CardIndex) -> None:
    # Monterey Jack - Hypnotized by Cheese: "This character can't quest unless you have a character with 4 ⛉ or
    # more in play." (He has 3 ⛉ himself.)
    sc = _game(cards, {"play": [{"card": "Monterey Jack - Hypnotized by Cheese", "id": "jack"}]})
    g = sc.game
    assert g.check(Quest(sc.ref("jack"))) is not None
    sc = _game(cards, {"play": [{"card": "Monterey Jack - Hypnotized by Cheese", "id": "jack"},
                                {"card": SMEE, "id": "anna"}]})
    g = sc.game
    assert g.card(sc.ref("anna")).willpower >= 4
    assert g.check(Quest(sc.ref("jack"))) is None
    g.apply(Quest(sc.ref("jack")))
    _answer(g)
    assert g.s.lore[0] == 3


def test_the_queen_devious_disguise_gives_lore_when_she_draws_and_gains_lore_when_behind(cards: CardIndex) -> None:
    # The Queen - Devious Disguise: "you may draw a card. If you do, each opponent gains 2 lore." and "While an
    # opponent has more lore than you, this character gets +2 ◊."
    sc = _game(cards, {"hand": [{"card": "The Queen - Devious Disguise", "id": "queen"}]})
    g = sc.game
    queen = sc.ref("queen")
    g.apply(PlayCard(queen))
    _answer(g, may=False)
    assert g.s.lore[1] == 0 and len(g.s.hand[0]) == 0  # declined: no draw, no lore for them
    assert g.lore_value(queen) == 1
    sc = _game(cards, {"hand": [{"card": "The Queen - Devious Disguise", "id": "queen"}]})
    g = sc.game
    queen = sc.ref("queen")
    g.apply(PlayCard(queen))
    _answer(g)
    assert g.s.lore[1] == 2 and len(g.s.hand[0]) == 1
    assert g.lore_value(queen) == 3  # now the opponent has more lore


def test_nanis_payback_takes_at_most_4_lore(cards: CardIndex) -> None:
    # Nani's Payback: "Each opponent loses lore equal to the damage on chosen character of yours, to a maximum of 4
    # lore each. Draw a card."
    sc = _game(cards, {"hand": [{"card": "Nani's Payback", "id": "nani"}],
                       "play": [{"card": "Anna - Making Snow Plans", "id": "anna", "damage": 5}]},
               {"lore": 10})
    g = sc.game
    g.apply(PlayCard(sc.ref("nani")))
    _answer(g, {0: (sc.ref("anna"),)})
    assert g.s.lore[1] == 6
    assert len(g.s.hand[0]) == 1


def test_bullseye_costs_less_with_jessie_only(cards: CardIndex) -> None:
    # Bullseye - Loyal Horse: "If you have a character named Woody or Jessie in play, you pay 1 ⬡ less."
    sc = _game(cards, {"hand": [{"card": "Bullseye - Loyal Horse", "id": "horse"}]})
    assert sc.game.play_cost(sc.ref("horse")) == 3
    sc = _game(cards, {"hand": [{"card": "Bullseye - Loyal Horse", "id": "horse"}],
                       "play": [{"card": "Jessie - Lively Cowgirl", "id": "jessie"}]})
    assert sc.game.play_cost(sc.ref("horse")) == 2


def test_elsa_ice_maker_freezes_only_with_anna(cards: CardIndex) -> None:
    # Elsa - Ice Maker: "you may exert chosen character. If you do and you have a character named Anna in play,
    # the chosen character can't ready at the start of their next turn."
    for anna, readied in ((False, True), (True, False)):
        play = [{"card": "Elsa - Ice Maker", "id": "elsa"}]
        if anna:
            play.append({"card": "Anna - Making Snow Plans", "id": "anna"})
        sc = _game(cards, {"play": play}, {"play": [{"card": STITCH, "id": "foe"}]})
        g = sc.game
        g.apply(Quest(sc.ref("elsa")))
        _answer(g, {0: (sc.ref("foe"),)})
        assert g.s.exerted[sc.ref("foe")]
        g.apply(EndTurn())
        _answer(g)
        assert g.s.exerted[sc.ref("foe")] != readied, f"with Anna: {anna}"


def test_maurice_banishes_a_small_character_only_after_banishing_his_machine(cards: CardIndex) -> None:
    # Maurice - Unconventional Inventor: "you may banish chosen item of yours to draw a card. If the banished item is
    # named Maurice's Machine, you may also banish chosen character with 2 ¤ or less."
    sc = _game(cards, {"hand": [{"card": "Maurice - Unconventional Inventor", "id": "maurice"}],
                       "play": [{"card": "Maurice's Machine", "id": "machine"}]},
               {"play": [{"card": STITCH, "id": "foe"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("maurice")))
    _answer(g, {0: (sc.ref("machine"),), 1: (sc.ref("foe"),)})
    assert g.zone_of(sc.ref("machine")) == "discard" and g.zone_of(sc.ref("foe")) == "discard"
    assert len(g.s.hand[0]) == 1
    sc = _game(cards, {"hand": [{"card": "Maurice - Unconventional Inventor", "id": "maurice"}],
                       "play": [{"card": "Dinner Bell", "id": "bell"}]},
               {"play": [{"card": STITCH, "id": "foe"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("maurice")))
    _answer(g, {0: (sc.ref("bell"),), 1: (sc.ref("foe"),)})
    assert g.zone_of(sc.ref("bell")) == "discard" and len(g.s.hand[0]) == 1
    assert g.zone_of(sc.ref("foe")) == "play"  # another item: no second banish


def test_super_relocation_program_draws_only_for_a_hero(cards: CardIndex) -> None:
    # Super Relocation Program: "Return chosen character of yours to your hand. If you returned a Hero character
    # this way, draw 2 cards."
    for who, hero in ((STITCH, True), (MALEFICENT, False)):
        sc = _game(cards, {"hand": [{"card": "Super Relocation Program", "id": "srp"}],
                           "play": [{"card": who, "id": "mine"}]})
        g = sc.game
        g.apply(PlayCard(sc.ref("srp")))
        _answer(g, {0: (sc.ref("mine"),)})
        assert g.zone_of(sc.ref("mine")) == "hand"
        assert len(g.s.hand[0]) == (3 if hero else 1), who


def test_pedro_heals_himself_only_with_another_madrigal(cards: CardIndex) -> None:
    # Pedro Madrigal - Family Patriarch: "This character enters play with 1 damage." and "if you have another
    # Madrigal character in play, you may remove up to 1 damage from him."
    for other, damage in ((None, 1), ("Mirabel Madrigal - Prophecy Finder", 0)):
        sc = _game(cards, {"hand": [{"card": "Pedro Madrigal - Family Patriarch", "id": "pedro"}],
                           "play": [{"card": other, "id": "fam"}] if other else []})
        g = sc.game
        g.apply(PlayCard(sc.ref("pedro")))
        _answer(g)
        assert g.s.damage[sc.ref("pedro")] == damage, other


def test_elinor_needs_3_exerted_characters_at_the_end_of_the_turn(cards: CardIndex) -> None:
    # Elinor - Renowned Diplomat: "At the end of your turn, if you have 3 or more exerted characters in play, deal 1
    # damage to chosen opposing character, gain 1 lore, and draw a card."
    for exerted, fired in ((2, False), (3, True)):
        play: list[dict[str, Any]] = [{"card": "Elinor - Renowned Diplomat", "id": "elinor"}]
        play += [{"card": STITCH, "id": f"s{k}", "exerted": k < exerted} for k in range(3)]
        sc = _game(cards, {"play": play}, {"play": [{"card": SMEE, "id": "foe"}]})
        g = sc.game
        g.apply(EndTurn())
        _answer(g)
        assert (g.s.damage[sc.ref("foe")], g.s.lore[0]) == ((1, 1) if fired else (0, 0)), exerted


def test_gizmoduck_challenges_a_ready_damaged_character_not_a_ready_undamaged_one(cards: CardIndex) -> None:
    # Gizmoduck - Suited Up: "This character can challenge ready damaged characters."
    from lorcana_desktop.engine import Challenge

    sc = _game(cards, {"play": [{"card": "Gizmoduck - Suited Up", "id": "giz"}]},
               {"play": [{"card": MALEFICENT, "id": "hurt", "damage": 1}, {"card": STITCH, "id": "fine"}]})
    g = sc.game
    assert g.check(Challenge(sc.ref("giz"), sc.ref("hurt"))) is None
    assert g.check(Challenge(sc.ref("giz"), sc.ref("fine"))) is not None
    g.apply(Challenge(sc.ref("giz"), sc.ref("hurt")))
    _answer(g)
    assert g.zone_of(sc.ref("hurt")) == "discard"


def test_this_growing_pressure_makes_the_character_quest_and_not_challenge_in_its_next_turn(cards: CardIndex) -> None:
    # This Growing Pressure: "Chosen opposing character can't challenge and must quest during their next turn if
    # able. Draw a card." The opponent cannot end that turn before it quests; the turn after, it is free again.
    from lorcana_desktop.engine import Challenge

    sc = _game(cards, {"hand": [{"card": "This Growing Pressure", "id": "tgp"}],
                       "play": [{"card": STITCH, "id": "mine", "exerted": True}]},
               {"play": [{"card": SMEE, "id": "foe"}, {"card": STITCH, "id": "free"}]})
    g = sc.game
    foe = sc.ref("foe")
    g.apply(PlayCard(sc.ref("tgp")))
    _answer(g, {0: (foe,)})
    assert len(g.s.hand[0]) == 1
    g.apply(EndTurn())
    _answer(g)
    assert g.s.active == 1
    assert g.check(EndTurn()) is not None  # Mr. Smee must quest first
    assert g.check(Challenge(foe, sc.ref("mine"))) is not None
    assert g.check(Challenge(sc.ref("free"), sc.ref("mine"))) is None  # only the chosen one is held
    g.apply(Quest(foe))
    _answer(g)
    assert g.check(EndTurn()) is None
    _pass_turns(g, 2)
    assert g.s.active == 1 and g.check(EndTurn()) is None  # their turn after: no longer bound


def test_cobra_bubbles_binds_only_during_the_opponents_next_turn(cards: CardIndex) -> None:
    # Cobra Bubbles - Dedicated Official: "Whenever this character quests, chosen opposing character can't challenge
    # and must quest during their next turn if able."
    sc = _game(cards, {"play": [{"card": "Cobra Bubbles - Dedicated Official", "id": "cobra"}]},
               {"play": [{"card": SMEE, "id": "foe", "exerted": True}]})
    g = sc.game
    g.apply(Quest(sc.ref("cobra")))
    _answer(g, {0: (sc.ref("foe"),)})
    assert g.check(EndTurn()) is None  # your own turn is not held
    g.apply(EndTurn())
    _answer(g)
    assert g.check(EndTurn()) is not None  # it readied: it must quest
    g.apply(Quest(sc.ref("foe")))
    _answer(g)
    assert g.s.lore[1] >= 1 and g.check(EndTurn()) is None


def test_kuzco_returns_an_opposing_card_and_its_player_draws_once_a_turn(cards: CardIndex) -> None:
    # Kuzco - Temporary Whale: "Once during your turn, whenever a card is put into your inkwell, you may return
    # chosen character, item, or location with cost 2 or less to their player's hand, then that player draws a card."
    from lorcana_desktop.engine import InkCard

    sc = _game(cards, {"play": [{"card": "Kuzco - Temporary Whale", "id": "kuzco"}],
                       "hand": [{"card": STITCH, "id": "ink1"}]},
               {"play": [{"card": STITCH, "id": "foe"}, {"card": "Dinner Bell", "id": "bell"}]})
    g = sc.game
    g.apply(InkCard(sc.ref("ink1")))
    _answer(g, {0: (sc.ref("foe"),)})
    assert g.zone_of(sc.ref("foe")) == "hand"
    assert len(g.s.hand[1]) == 2 and len(g.s.hand[0]) == 0  # their card and their draw; you drew nothing


def test_cinderella_gains_lore_only_for_the_glass_slipper(cards: CardIndex) -> None:
    # Cinderella - The Right One: "you may put an item card named The Glass Slipper from your discard on the bottom
    # of your deck to gain 3 lore."
    sc = _game(cards, {"hand": [{"card": "Cinderella - The Right One", "id": "cind"}],
                       "discard": [{"card": "Dinner Bell", "id": "bell"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("cind")))
    _answer(g)
    assert g.s.lore[0] == 0 and g.zone_of(sc.ref("bell")) == "discard"
    sc = _game(cards, {"hand": [{"card": "Cinderella - The Right One", "id": "cind"}],
                       "discard": [{"card": "The Glass Slipper", "id": "slipper"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("cind")))
    _answer(g)
    assert g.s.lore[0] == 3 and g.s.deck[0][-1] == sc.ref("slipper")


def test_madame_medusa_mills_the_chosen_player_for_damage_to_another_of_yours(cards: CardIndex) -> None:
    # Madame Medusa - Diamond Lover: "you may deal 2 damage to another chosen character of yours to put the top 3
    # cards of chosen player's deck into their discard."
    sc = _game(cards, {"play": [{"card": "Madame Medusa - Diamond Lover", "id": "medusa"},
                                {"card": SMEE, "id": "smee"}]})
    g = sc.game
    g.apply(Quest(sc.ref("medusa")))
    for _ in range(10):
        pd = g.s.pending
        if pd is None:
            break
        if isinstance(pd, AskMay):
            g.apply(Accept(True))
        else:
            acts = g.legal_actions()
            want = [a for a in acts if isinstance(a, ChooseTargets) and a.targets and a.targets[0] < 0
                    and -1 - a.targets[0] == 1]  # the opponent, as a chosen player
            g.apply(want[0] if want else next(a for a in acts if not isinstance(a, ChooseTargets) or a.targets))
    assert g.s.damage[sc.ref("smee")] == 2 and g.s.damage[sc.ref("medusa")] == 0
    assert len(g.s.discard[1]) == 3 and len(g.s.deck[1]) == 3 and len(g.s.discard[0]) == 0
    sc = _game(cards, {"play": [{"card": "Madame Medusa - Diamond Lover", "id": "medusa"}]})
    g = sc.game
    g.apply(Quest(sc.ref("medusa")))
    _answer(g)
    assert len(g.s.discard[0]) == len(g.s.discard[1]) == 0  # nobody else of yours to damage: nothing milled


def test_john_smith_gains_lore_only_on_a_turn_without_challenges(cards: CardIndex) -> None:
    # John Smith - Snow Tracker: "At the end of your turn, if this character is exerted and none of your characters
    # challenged this turn, gain 1 lore."
    from lorcana_desktop.engine import Challenge

    for challenge in (False, True):
        sc = _game(cards, {"play": [{"card": "John Smith - Snow Tracker", "id": "john", "exerted": True},
                                    {"card": SMEE, "id": "smee"}]},
                   {"play": [{"card": STITCH, "id": "foe", "exerted": True}]})
        g = sc.game
        if challenge:
            g.apply(Challenge(sc.ref("smee"), sc.ref("foe")))
            _answer(g)
        g.apply(EndTurn())
        _answer(g)
        assert g.s.lore[0] == (0 if challenge else 1), challenge


def test_mothers_necklace_gives_evasive_until_your_next_turn_when_nobody_challenged(cards: CardIndex) -> None:
    # Mother's Necklace: "At the end of your turn, if none of your characters challenged this turn, chosen character
    # of yours gains Evasive until the start of your next turn."
    from lorcana_desktop.engine import Challenge

    sc = _game(cards, {"play": [{"card": "Mother's Necklace", "id": "neck"}, {"card": SMEE, "id": "smee"}]})
    g = sc.game
    g.apply(EndTurn())
    _answer(g, {0: (sc.ref("smee"),)})
    assert g.s.active == 1 and g.has_keyword(sc.ref("smee"), "Evasive")
    g.apply(EndTurn())
    _answer(g)
    assert not g.has_keyword(sc.ref("smee"), "Evasive")
    sc = _game(cards, {"play": [{"card": "Mother's Necklace", "id": "neck"}, {"card": SMEE, "id": "smee"}]},
               {"play": [{"card": STITCH, "id": "foe", "exerted": True}]})
    g = sc.game
    g.apply(Challenge(sc.ref("smee"), sc.ref("foe")))
    _answer(g)
    g.apply(EndTurn())
    _answer(g)
    assert not g.has_keyword(sc.ref("smee"), "Evasive")


def test_pocahontas_peacekeeper_stops_all_challenges_when_shifted_on_a_calm_turn(cards: CardIndex) -> None:
    # Pocahontas - Peacekeeper: "When you play this character, if you used Shift to play her and none of your
    # characters challenged this turn, characters can't challenge until the start of your next turn."
    from lorcana_desktop.engine import Challenge

    def setup() -> tuple[Scenario, Game]:
        sc = _game(cards, {"hand": [{"card": "Pocahontas - Peacekeeper", "id": "poca"}],
                           "play": [{"card": "Pocahontas - Finding the Way", "id": "base"}, {"card": SMEE, "id": "smee"}]},
                   {"play": [{"card": STITCH, "id": "foe", "exerted": True}, {"card": SMEE, "id": "theirs"}]})
        return sc, sc.game

    sc, g = setup()
    g.apply(PlayCard(sc.ref("poca"), shift=(sc.ref("base"),)))
    _answer(g)
    assert g.check(Challenge(sc.ref("smee"), sc.ref("foe"))) is not None  # yours can't
    g.apply(EndTurn())
    _answer(g)
    g.s.exerted[sc.ref("smee")] = True
    assert g.check(Challenge(sc.ref("theirs"), sc.ref("smee"))) is not None  # theirs can't either
    sc, g = setup()
    g.apply(Challenge(sc.ref("smee"), sc.ref("foe")))
    _answer(g)
    g.apply(PlayCard(sc.ref("poca"), shift=(sc.ref("base"),)))
    _answer(g)
    g.apply(EndTurn())
    _answer(g)
    g.s.exerted[sc.ref("smee")] = True
    assert g.check(Challenge(sc.ref("theirs"), sc.ref("smee"))) is None  # a challenge this turn: no peace


def test_mushu_gives_challengers_resist_2_for_that_challenge_only(cards: CardIndex) -> None:
    # Mushu - Majestic Dragon: "Whenever one of your characters challenges, they gain Resist +2 during that
    # challenge." Mr. Smee (2 ¤) deals 2 - 2 = 0 to the challenger (CR 8.8); Resist is gone after.
    from lorcana_desktop.engine import Challenge

    sc = _game(cards, {"play": [{"card": "Mushu - Majestic Dragon", "id": "mushu"}, {"card": SMEE, "id": "smee"}]},
               {"play": [{"card": SMEE, "id": "foe", "exerted": True}]})
    g = sc.game
    smee = sc.ref("smee")
    g.apply(Challenge(smee, sc.ref("foe")))
    _answer(g)
    assert g.s.damage[smee] == max(0, g.strength(sc.ref("foe")) - 2)
    assert g.s.damage[sc.ref("foe")] == g.strength(smee)
    assert not g.has_keyword(smee, "Resist")


def test_hiro_covers_floodborn_characters_with_a_card_under_them_only(cards: CardIndex) -> None:
    # Hiro Hamada - Armor Designer: "Your Floodborn characters that have a card under them gain Evasive and Ward."
    sc = _game(cards, {"play": [{"card": "Hiro Hamada - Armor Designer", "id": "hiro"},
                                {"card": "Hades - King of Olympus", "id": "under", "boosted": 1},
                                {"card": "Hades - King of Olympus", "id": "bare"},
                                {"card": SMEE, "id": "smee", "boosted": 1}]},
               {"play": [{"card": "Hades - King of Olympus", "id": "theirs", "boosted": 1}]})
    g = sc.game
    for ref, has in (("under", True), ("bare", False), ("smee", False), ("theirs", False)):
        assert g.has_keyword(sc.ref(ref), "Evasive") is has and g.has_keyword(sc.ref(ref), "Ward") is has, ref


def test_bolt_counts_other_undamaged_characters_when_he_readies(cards: CardIndex) -> None:
    # Bolt - Superdog: "Whenever you ready this character, gain 1 lore for each other undamaged character you have
    # in play." (the ready step readies him, CR 3.2.1.1)
    sc = _game(cards, {"play": [{"card": "Bolt - Superdog", "id": "bolt", "exerted": True},
                                {"card": SMEE, "id": "ok"}, {"card": STITCH, "id": "ok2"},
                                {"card": SMEE, "id": "hurt", "damage": 1}]})
    g = sc.game
    _pass_turns(g, 2)
    assert g.s.active == 0 and not g.s.exerted[sc.ref("bolt")]
    assert g.s.lore[0] == 2


def test_tramp_draws_and_discards_one_card_for_each_other_character(cards: CardIndex) -> None:
    # Tramp - Street-Smart Dog: "you may draw a card for each other character you have in play, then choose and
    # discard that many cards."
    sc = _game(cards, {"hand": [{"card": "Tramp - Street-Smart Dog", "id": "tramp"}, {"card": SMEE, "id": "keep"}],
                       "play": [{"card": STITCH, "id": "a"}, {"card": STITCH, "id": "b"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("tramp")))
    _answer(g)
    assert len(g.s.deck[0]) == 4  # drew 2
    assert len(g.s.discard[0]) == 2 and len(g.s.hand[0]) == 1  # then discarded 2 of the 3 in hand


def test_reuben_lowers_the_next_character_by_the_damage_he_removed(cards: CardIndex) -> None:
    # Reuben - Sandwich Expert: "⟳ — Remove up to 2 damage from chosen character of yours. For each 1 damage removed
    # this way, you pay 1 ⬡ less for the next character you play this turn."
    from lorcana_desktop.engine import Activate

    for damage, less in ((3, 2), (1, 1)):
        sc = _game(cards, {"play": [{"card": "Reuben - Sandwich Expert", "id": "reuben"},
                                    {"card": SMEE, "id": "hurt", "damage": damage}],
                           "hand": [{"card": "Mickey Mouse - True Friend", "id": "mickey"}]})
        g = sc.game
        g.apply(Activate(sc.ref("reuben"), 0))
        _answer(g, {0: (sc.ref("hurt"),)})
        assert g.s.damage[sc.ref("hurt")] == damage - less
        assert g.play_cost(sc.ref("mickey")) == 3 - less


def test_isabela_and_the_arepas_reward_damage_removed_this_turn(cards: CardIndex) -> None:
    # Isabela Madrigal - Such a Lovely Voice: "When you play this character, if you removed 1 or more damage from one
    # of your characters this turn, gain 1 lore." Julieta's Arepas: "⟳ — If you removed damage from a character this
    # turn, gain 1 lore." Reuben removes the damage here.
    from lorcana_desktop.engine import Activate

    def setup() -> tuple[Scenario, Game]:
        sc = _game(cards, {"play": [{"card": "Reuben - Sandwich Expert", "id": "reuben"},
                                    {"card": SMEE, "id": "hurt", "damage": 2}, {"card": "Julieta's Arepas", "id": "ar"}],
                           "hand": [{"card": "Isabela Madrigal - Such a Lovely Voice", "id": "isa"}]})
        return sc, sc.game

    sc, g = setup()
    g.apply(Activate(sc.ref("ar"), 0))
    _answer(g)
    g.apply(PlayCard(sc.ref("isa")))
    _answer(g)
    assert g.s.lore[0] == 0  # nothing removed yet
    sc, g = setup()
    g.apply(Activate(sc.ref("reuben"), 0))
    _answer(g, {0: (sc.ref("hurt"),)})
    assert g.s.damage[sc.ref("hurt")] == 0
    g.apply(PlayCard(sc.ref("isa")))
    _answer(g)
    assert g.s.lore[0] == 1
    g.apply(Activate(sc.ref("ar"), 0))
    _answer(g)
    assert g.s.lore[0] == 2
    g.apply(EndTurn())
    _answer(g)
    g.apply(EndTurn())
    _answer(g)
    g.apply(Activate(sc.ref("ar"), 0))
    _answer(g)
    assert g.s.lore[0] == 2  # a new turn: nothing removed in it


def test_right_behind_you_plays_a_dwarf_for_free_only_with_a_dwarf_and_a_princess(cards: CardIndex) -> None:
    # Right Behind You: "Draw a card. If you have a Seven Dwarfs character and a Princess character in play, you may
    # play a Seven Dwarfs character for free."
    dwarf = "Doc - Taking Notes"
    for princess, played in ((False, False), (True, True)):
        play = [{"card": "Sleepy - Deep Sleeper", "id": "sleepy"}]
        if princess:
            play.append({"card": "Minnie Mouse - Beloved Princess", "id": "p"})
        sc = _game(cards, {"inkwell": 3, "play": play,
                           "hand": [{"card": "Right Behind You", "id": "rby"}, {"card": dwarf, "id": "doc"}]})
        g = sc.game
        g.apply(PlayCard(sc.ref("rby")))
        _answer(g, {0: (sc.ref("doc"),)})
        assert (g.zone_of(sc.ref("doc")) == "play") is played, princess
        assert g.ready_ink(0) == 0  # only the action's 3 were paid


def test_dont_be_nervous_finds_a_princess_and_pays_more_with_two_dwarfs(cards: CardIndex) -> None:
    # Don't Be Nervous: "Search your deck for a Princess character card, reveal that card to all players, and put it
    # into your hand. Then, shuffle your deck. If you have 2 or more Seven Dwarfs characters in play, draw 2 cards and
    # gain 2 lore."
    for dwarfs, lore in ((1, 0), (2, 2)):
        sc = _game(cards, {"play": [{"card": "Sleepy - Deep Sleeper", "id": f"d{k}"} for k in range(dwarfs)],
                           "hand": [{"card": "Don't Be Nervous", "id": "dbn"}],
                           "deck": [STITCH] * 4 + [{"card": "Minnie Mouse - Beloved Princess", "id": "princess"}]})
        g = sc.game
        g.apply(PlayCard(sc.ref("dbn")))
        _answer(g, {0: (sc.ref("princess"),)})
        assert g.zone_of(sc.ref("princess")) == "hand"
        assert len(g.s.hand[0]) == (1 if lore == 0 else 3) and g.s.lore[0] == lore, dwarfs


def test_lord_macguffin_enters_exerted_only_to_hit_a_damaged_character(cards: CardIndex) -> None:
    # Lord MacGuffin - Clever Swordsman: "This character may enter play exerted to deal 3 damage to chosen damaged
    # character." His player chooses as he enters play (CR 8.3.2); the character is chosen as the effect resolves.
    for enter_exerted in (False, True):
        sc = _game(cards, {"hand": [{"card": "Lord MacGuffin - Clever Swordsman", "id": "mac"}]},
                   {"play": [{"card": SMEE, "id": "fine"}]})
        g = sc.game
        g.apply(PlayCard(sc.ref("mac")))
        _answer(g, may=enter_exerted)
        # nothing damaged to choose: entering exerted gains nothing
        assert g.s.exerted[sc.ref("mac")] is enter_exerted and g.s.damage[sc.ref("fine")] == 0
    sc = _game(cards, {"hand": [{"card": "Lord MacGuffin - Clever Swordsman", "id": "mac"}]},
               {"play": [{"card": SMEE, "id": "hurt", "damage": 1}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("mac")))
    _answer(g, {0: (sc.ref("hurt"),)})
    assert g.s.exerted[sc.ref("mac")] and g.s.damage[sc.ref("hurt")] == 4


def test_lord_dingwall_and_macintosh_trade_being_ready_for_a_keyword(cards: CardIndex) -> None:
    # Lord Dingwall - Bullheaded: "This character may enter play exerted to give chosen character Challenger +3 this
    # turn." Lord Macintosh - Wiry and High-Strung: "... to give chosen character Resist +2 until the start of your
    # next turn."
    for lord, kw, value in (("Lord Dingwall - Bullheaded", "Challenger", 3),
                            ("Lord Macintosh - Wiry and High-Strung", "Resist", 2)):
        for accept in (False, True):
            sc = _game(cards, {"hand": [{"card": lord, "id": "lord"}], "play": [{"card": SMEE, "id": "smee"}]})
            g = sc.game
            g.apply(PlayCard(sc.ref("lord")))
            _answer(g, {0: (sc.ref("smee"),)}, may=accept)
            assert g.s.exerted[sc.ref("lord")] is accept, lord
            assert g.keyword_value(sc.ref("smee"), kw) == (value if accept else 0), lord
            g.apply(EndTurn())
            _answer(g)
            assert g.keyword_value(sc.ref("smee"), kw) == (value if accept and kw == "Resist" else 0), lord


def test_kida_lets_each_player_ink_up_to_5_cards_from_their_discard(cards: CardIndex) -> None:
    # Kida - Crystal Scion: "When you play this character, each player may put up to 5 cards from their discard into
    # their inkwell facedown and exerted."
    sc = _game(cards, {"hand": [{"card": "Kida - Crystal Scion", "id": "kida"}], "discard": [STITCH] * 7},
               {"discard": [SMEE] * 2})
    g = sc.game
    g.apply(PlayCard(sc.ref("kida")))
    for _ in range(10):
        pd = g.s.pending
        if pd is None:
            break
        acts = g.legal_actions()
        if isinstance(pd, AskMay):
            g.apply(Accept(True))  # yes, each player (CR 6.1.4: a yes or a no)
        elif isinstance(pd, AskTargets):
            g.apply(max((a for a in acts if isinstance(a, ChooseTargets)), key=lambda a: len(a.targets)))
        else:
            g.apply(acts[0])
    assert [len(d) for d in g.s.discard] == [2, 0]  # at most 5 of your 7; both of theirs
    assert len(g.s.inkwell[0]) == 15 and len(g.s.inkwell[1]) == 2
    assert all(g.s.exerted[t] for t in g.s.inkwell[1])


def test_pacha_and_yzma_need_more_cards_in_hand_than_each_opponent(cards: CardIndex) -> None:
    # Pacha - Trekmate: "While you have more cards in your hand than each opponent, this character gets +2 ◊."
    # Yzma - Transformed Kitten: "When this character is banished, if you have more cards in your hand than each
    # opponent, you may return this card to your hand." Equal hands are not more.
    from lorcana_desktop.engine import Challenge

    for mine, theirs, more in ((2, 2, False), (3, 2, True)):
        sc = _game(cards, {"hand": [STITCH] * mine, "play": [{"card": "Pacha - Trekmate", "id": "pacha"},
                                                          {"card": "Yzma - Transformed Kitten", "id": "yzma"}]},
                   {"hand": [STITCH] * theirs, "play": [{"card": SMEE, "id": "foe", "exerted": True}]})
        g = sc.game
        assert g.lore_value(sc.ref("pacha")) == (3 if more else 1), (mine, theirs)
        g.apply(Challenge(sc.ref("yzma"), sc.ref("foe")))  # Mr. Smee's 2 ¤ banish her (1 ⛉)
        _answer(g)
        assert g.zone_of(sc.ref("yzma")) == ("hand" if more else "discard"), (mine, theirs)


def test_lonely_grave_banishes_a_character_to_boost_another(cards: CardIndex) -> None:
    # Lonely Grave: "⟳, Banish chosen character of yours — Put the top card of your deck facedown under one of your
    # characters or locations with Boost."
    from lorcana_desktop.engine import Activate

    sc = _game(cards, {"play": [{"card": "Lonely Grave", "id": "grave"}, {"card": STITCH, "id": "fodder"},
                                {"card": "Flynn Rider - Spectral Scoundrel", "id": "flynn"}]})
    g = sc.game
    top = g.s.deck[0][0]
    g.apply(Activate(sc.ref("grave"), 0))
    _answer(g, {0: (sc.ref("fodder"),), 1: (sc.ref("flynn"),)})
    assert g.zone_of(sc.ref("fodder")) == "discard"
    assert g.s.under[sc.ref("flynn")] == (top,) and g.s.facedown[top]


def test_graveyard_of_christmas_future_collects_cards_and_gives_them_back(cards: CardIndex) -> None:
    # Graveyard of Christmas Future - Lonely Resting Place: "Whenever you move a character here, put the top card of
    # your deck under this location facedown." and "At the start of your turn, you may put all cards from under this
    # location into your hand. If you do, banish this location."
    from lorcana_desktop.engine import Move

    sc = _game(cards, {"play": [{"card": "Graveyard of Christmas Future - Lonely Resting Place", "id": "yard"},
                                {"card": STITCH, "id": "a"}, {"card": SMEE, "id": "b"}]})
    g = sc.game
    yard = sc.ref("yard")
    g.apply(Move(sc.ref("a"), yard))
    _answer(g)
    g.apply(Move(sc.ref("b"), yard))
    _answer(g)
    assert len(g.s.under[yard]) == 2 and len(g.s.deck[0]) == 4
    _pass_turns(g, 2)
    assert g.s.active == 0
    assert g.zone_of(yard) == "discard"
    assert len(g.s.hand[0]) == 3  # the two from under it, and the turn's draw


def test_stegmutt_needs_3_items_in_the_discard_to_deal_3_damage(cards: CardIndex) -> None:
    # Stegmutt - Clumsy Dinosaur: "you may put 3 item cards from your discard on the bottom of your deck in any
    # order. If you do, deal 3 damage to chosen character."
    for items, hit in ((2, False), (3, True)):
        sc = _game(cards, {"hand": [{"card": "Stegmutt - Clumsy Dinosaur", "id": "steg"}],
                           "discard": [{"card": "Dinner Bell", "id": f"i{k}"} for k in range(items)]},
                   {"play": [{"card": SMEE, "id": "foe"}]})
        g = sc.game
        g.apply(PlayCard(sc.ref("steg")))
        _answer(g, {0: tuple(sc.ref(f"i{k}") for k in range(items)), 1: (sc.ref("foe"),)})
        assert g.s.damage[sc.ref("foe")] == (3 if hit else 0), items
        assert len(g.s.discard[0]) == (0 if hit else items)
        if hit:
            assert set(g.s.deck[0][-3:]) == {sc.ref(f"i{k}") for k in range(3)}


def test_darkwing_duck_recycles_an_item_to_play_another_from_the_discard(cards: CardIndex) -> None:
    # Darkwing Duck - Dashing Gadgeteer: "you may put an item card from your discard on the bottom of your deck. If
    # you do, you may play an item with cost 5 or less from your discard for free."
    sc = _game(cards, {"inkwell": 0, "play": [{"card": "Darkwing Duck - Dashing Gadgeteer", "id": "dw"}],
                       "discard": [{"card": "Dinner Bell", "id": "bell"}, {"card": "Lonely Grave", "id": "grave"}]})
    g = sc.game
    g.apply(Quest(sc.ref("dw")))
    _answer(g, {0: (sc.ref("bell"),), 1: (sc.ref("grave"),)})
    assert g.s.deck[0][-1] == sc.ref("bell")
    assert g.zone_of(sc.ref("grave")) == "play"  # played from the discard, with no ink at all


def test_what_else_can_i_do_gives_ward_only_when_sung(cards: CardIndex) -> None:
    # What Else Can I Do?: "Look at the top 2 cards of your deck. Put one into your hand and the other into your
    # inkwell facedown and exerted. If a character sang this song, your characters gain Ward until the start of your
    # next turn." (a song sung instead of paying its cost, CR 5.4.4)
    singer = "Anna - Ensnared Sister"  # cost 6: may sing a 5-cost song
    for sing in (False, True):
        sc = _game(cards, {"hand": [{"card": "What Else Can I Do?", "id": "song"}],
                           "play": [{"card": singer, "id": "anna"}, {"card": SMEE, "id": "smee"}]})
        g = sc.game
        ink = len(g.s.inkwell[0])
        g.apply(PlayCard(sc.ref("song"), sing=(sc.ref("anna"),) if sing else ()))
        _answer(g)
        assert len(g.s.hand[0]) == 1 and len(g.s.inkwell[0]) == ink + 1 and g.s.exerted[g.s.inkwell[0][-1]]
        assert g.has_keyword(sc.ref("smee"), "Ward") is sing, sing
        if sing:
            g.apply(EndTurn())
            _answer(g)
            assert g.has_keyword(sc.ref("smee"), "Ward")  # still in the opponent's turn


def test_roller_bob_gets_rush_for_2_character_cards_from_the_discard(cards: CardIndex) -> None:
    # Roller Bob - Sid's Toy: "you may put 2 character cards from your discard on the bottom of your deck to give
    # this character Rush this turn."
    for n, rush in ((1, False), (2, True)):
        sc = _game(cards, {"hand": [{"card": "Roller Bob - Sid's Toy", "id": "bob"}],
                           "discard": [{"card": STITCH, "id": f"c{k}"} for k in range(n)]})
        g = sc.game
        g.apply(PlayCard(sc.ref("bob")))
        _answer(g, {0: tuple(sc.ref(f"c{k}") for k in range(n))})
        assert g.has_keyword(sc.ref("bob"), "Rush") is rush, n
        assert len(g.s.discard[0]) == (0 if rush else n)


def test_jessie_answers_cards_paid_2_or_less_not_dearer_ones_nor_songs_sung(cards: CardIndex) -> None:
    # Jessie - Lively Cowgirl: "Whenever you pay 2 ⬡ or less to play a card, chosen opposing character gets -1 ¤
    # until the start of your next turn." A song sung is not paid for (CR 5.4.4.2).
    sc = _game(cards, {"play": [{"card": "Jessie - Lively Cowgirl", "id": "jessie"}, {"card": SMEE, "id": "singer"}],
                       "hand": [{"card": "Mickey Mouse - True Friend", "id": "dear"}, {"card": "Reflection", "id": "song"},
                                {"card": STITCH, "id": "cheap"}]},
               {"play": [{"card": SMEE, "id": "foe"}]})
    g = sc.game
    foe = sc.ref("foe")
    base = g.strength(foe)
    g.apply(PlayCard(sc.ref("dear")))  # 3 ink
    _answer(g)
    g.apply(PlayCard(sc.ref("song"), sing=(sc.ref("singer"),)))
    _answer(g)
    assert g.strength(foe) == base
    g.apply(PlayCard(sc.ref("cheap")))  # 1 ink
    _answer(g, {0: (foe,)})
    assert g.strength(foe) == base - 1
    g.apply(EndTurn())
    _answer(g)
    assert g.strength(foe) == base - 1  # through the opponent's turn
    g.apply(EndTurn())
    _answer(g)
    assert g.strength(foe) == base


def test_buzz_lightyear_on_the_way_tells_characters_from_other_cards(cards: CardIndex) -> None:
    # Buzz Lightyear - On the Way: "Whenever you pay 2 ⬡ or less to play a non-character, draw a card, then choose
    # and discard a card." and "Whenever you pay 2 ⬡ or less to play a character, deal 1 damage to chosen opposing
    # damaged character."
    sc = _game(cards, {"play": [{"card": "Buzz Lightyear - On the Way", "id": "buzz"}],
                       "hand": [{"card": "Dinglehopper", "id": "item"}, {"card": STITCH, "id": "char"}]},
               {"play": [{"card": SMEE, "id": "foe", "damage": 1}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("item")))
    while g.s.pending is not None:  # discard the card drawn, keep the character
        pd = g.s.pending
        opts = [a for a in g.legal_actions() if not isinstance(a, ChooseTargets) or a.targets]
        g.apply(next((a for a in opts if isinstance(a, ChooseTargets) and sc.ref("char") not in a.targets), opts[0])
                if isinstance(pd, AskTargets) else opts[0])
    assert len(g.s.deck[0]) == 5 and len(g.s.discard[0]) == 1  # drew one, then discarded one
    assert g.s.damage[sc.ref("foe")] == 1
    g.apply(PlayCard(sc.ref("char")))
    _answer(g, {0: (sc.ref("foe"),)})
    assert g.s.damage[sc.ref("foe")] == 2 and len(g.s.deck[0]) == 5


def test_damage_taken_this_turn_pays_the_diamond_and_lowers_john_silver(cards: CardIndex) -> None:
    # Devil's Eye Diamond: "⟳ — If one of your characters took damage this turn, gain 1 lore." John Silver -
    # Vengeful Pirate: "If an opposing character took damage this turn, you pay 2 ⬡ less to play this character."
    from lorcana_desktop.engine import Activate, Challenge

    def setup() -> tuple[Scenario, Game]:
        sc = _game(cards, {"play": [{"card": "Devil's Eye Diamond", "id": "gem"}, {"card": SMEE, "id": "smee"}],
                           "hand": [{"card": "John Silver - Vengeful Pirate", "id": "john"}]},
                   {"play": [{"card": SMEE, "id": "foe", "exerted": True}]})
        return sc, sc.game

    sc, g = setup()
    assert g.play_cost(sc.ref("john")) == 8
    g.apply(Activate(sc.ref("gem"), 0))
    _answer(g)
    assert g.s.lore[0] == 0
    sc, g = setup()
    g.apply(Challenge(sc.ref("smee"), sc.ref("foe")))  # 2 damage each way
    _answer(g)
    assert g.play_cost(sc.ref("john")) == 6
    g.apply(Activate(sc.ref("gem"), 0))
    _answer(g)
    assert g.s.lore[0] == 1
    g.apply(EndTurn())
    _answer(g)
    g.apply(EndTurn())
    _answer(g)
    assert g.play_cost(sc.ref("john")) == 8  # a new turn


def test_restoring_the_crown_pays_for_your_characters_banishing_in_challenges_only(cards: CardIndex) -> None:
    # Restoring the Crown: "Exert all opposing characters. Whenever one of your characters banishes another character
    # in a challenge this turn, gain 2 lore." (a floating trigger, CR 6.2.7)
    from lorcana_desktop.engine import Challenge

    sc = _game(cards, {"hand": [{"card": "Restoring the Crown", "id": "rtc"}],
                       "play": [{"card": SMEE, "id": "smee"}, {"card": STITCH, "id": "weak"}]},
               {"play": [{"card": STITCH, "id": "foe"}, {"card": SMEE, "id": "big"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("rtc")))
    _answer(g)
    assert g.s.exerted[sc.ref("foe")] and g.s.exerted[sc.ref("big")]
    g.apply(Challenge(sc.ref("weak"), sc.ref("big")))  # their Mr. Smee banishes your Stitch: not yours
    _answer(g)
    assert g.zone_of(sc.ref("weak")) == "discard" and g.s.lore[0] == 0
    g.apply(Challenge(sc.ref("smee"), sc.ref("foe")))
    _answer(g)
    assert g.zone_of(sc.ref("foe")) == "discard" and g.s.lore[0] == 2
    g.apply(EndTurn())
    _answer(g)
    assert not any(e.kind is EffectKind.FLOAT for e in g.s.effects)  # "this turn" only


def test_mulan_lets_your_other_characters_challenge_ready_ones_after_she_challenges(cards: CardIndex) -> None:
    # Mulan - Imperial General: "Whenever this character challenges another character, your other characters gain
    # 'This character can challenge ready characters' this turn."
    from lorcana_desktop.engine import Challenge

    sc = _game(cards, {"play": [{"card": "Mulan - Imperial General", "id": "mulan"}, {"card": SMEE, "id": "smee"}]},
               {"play": [{"card": STITCH, "id": "tired", "exerted": True}, {"card": STITCH, "id": "ready"}]})
    g = sc.game
    assert g.check(Challenge(sc.ref("smee"), sc.ref("ready"))) is not None
    g.apply(Challenge(sc.ref("mulan"), sc.ref("tired")))
    _answer(g)
    assert g.check(Challenge(sc.ref("smee"), sc.ref("ready"))) is None
    g.apply(Challenge(sc.ref("smee"), sc.ref("ready")))
    _answer(g)
    assert g.zone_of(sc.ref("ready")) == "discard"


def test_fa_zhou_pays_for_the_second_challenge_of_the_turn_only(cards: CardIndex) -> None:
    # Fa Zhou - War Hero: "Whenever one of your characters challenges another character, if it's the second
    # challenge this turn, gain 3 lore."
    from lorcana_desktop.engine import Challenge

    sc = _game(cards, {"play": [{"card": "Fa Zhou - War Hero", "id": "fa"}] + [
        {"card": SMEE, "id": f"m{k}"} for k in range(3)]},
               {"play": [{"card": STITCH, "id": f"f{k}", "exerted": True} for k in range(3)]})
    g = sc.game
    lore = []
    for k in range(3):
        g.apply(Challenge(sc.ref(f"m{k}"), sc.ref(f"f{k}")))
        _answer(g)
        lore.append(g.s.lore[0])
    assert lore == [0, 3, 3]


def test_charging_station_and_honey_lemon_answer_shifted_floodborn_only(cards: CardIndex) -> None:
    # Baymax's Charging Station: "Whenever you play a Floodborn character, if you used Shift to play them, you may
    # draw a card." Honey Lemon - Chemistry Whiz: "... you may remove up to 2 damage from chosen character."
    for shift in (False, True):
        sc = _game(cards, {"play": [{"card": "Baymax's Charging Station", "id": "station"},
                                    {"card": "Honey Lemon - Chemistry Whiz", "id": "honey"},
                                    {"card": STITCH, "id": "base"}, {"card": SMEE, "id": "hurt", "damage": 3}],
                           "hand": [{"card": "Baymax - Giant Robot", "id": "baymax"}]})
        g = sc.game
        g.apply(PlayCard(sc.ref("baymax"), shift=(sc.ref("base"),) if shift else ()))
        _answer(g, {0: (sc.ref("hurt"),), 1: (sc.ref("hurt"),)})
        assert len(g.s.hand[0]) == (1 if shift else 0), shift
        assert g.s.damage[sc.ref("hurt")] == (1 if shift else 3), shift


def test_keep_the_ancient_ways_stops_opposing_actions_and_items_until_your_next_turn(cards: CardIndex) -> None:
    # Keep the Ancient Ways: "Opponents can't play actions or items until the start of your next turn."
    sc = _game(cards, {"hand": [{"card": "Keep the Ancient Ways", "id": "keep"}, {"card": "Dinglehopper", "id": "mine"}]},
               {"inkwell": 5, "hand": [{"card": "Dinglehopper", "id": "item"}, {"card": "Reflection", "id": "act"},
                                       {"card": STITCH, "id": "char"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("keep")))
    _answer(g)
    assert g.check(PlayCard(sc.ref("mine"))) is None  # yours are not held
    g.apply(EndTurn())
    _answer(g)
    legal = g.legal_actions()
    assert PlayCard(sc.ref("item")) not in legal and PlayCard(sc.ref("act")) not in legal
    assert g.check(PlayCard(sc.ref("item"))) is not None
    assert PlayCard(sc.ref("char")) in legal  # characters may still be played
    g.apply(EndTurn())
    _answer(g)
    g.apply(EndTurn())
    _answer(g)
    assert g.s.active == 1 and PlayCard(sc.ref("item")) in g.legal_actions()


def test_te_ka_banishes_opposing_characters_exerted_during_your_turn_only(cards: CardIndex) -> None:
    # Te Kā - Elemental Terror: "During your turn, whenever an opposing character is exerted, banish them." Elsa -
    # Ice Maker exerts one as she quests; in their own turn they exert to quest and stay.
    sc = _game(cards, {"play": [{"card": "Te Kā - Elemental Terror", "id": "teka"}, {"card": "Elsa - Ice Maker",
                                                                                      "id": "elsa"}]},
               {"play": [{"card": SMEE, "id": "foe"}, {"card": STITCH, "id": "quester"}]})
    g = sc.game
    g.apply(Quest(sc.ref("elsa")))
    _answer(g, {0: (sc.ref("foe"),)})
    assert g.zone_of(sc.ref("foe")) == "discard"
    g.apply(EndTurn())
    _answer(g)
    g.apply(Quest(sc.ref("quester")))
    _answer(g)
    assert g.zone_of(sc.ref("quester")) == "play" and g.s.exerted[sc.ref("quester")]


def test_syndromes_remote_trades_itself_and_the_hand_for_2_cards_when_a_robot_is_banished(cards: CardIndex) -> None:
    # Syndrome's Remote: "Whenever a Robot character is banished, you may banish this item to discard your hand and
    # draw 2 cards."
    from lorcana_desktop.engine import Challenge

    sc = _game(cards, {"play": [{"card": "Syndrome's Remote", "id": "remote"}, {"card": SMEE, "id": "smee"}],
                       "hand": [STITCH] * 3},
               {"play": [{"card": "Baymax - Giant Robot", "id": "robot", "exerted": True, "damage": 4}]})
    g = sc.game
    g.apply(Challenge(sc.ref("smee"), sc.ref("robot")))
    _answer(g)
    assert g.zone_of(sc.ref("robot")) == "discard" and g.zone_of(sc.ref("remote")) == "discard"
    assert len(g.s.hand[0]) == 2 and sum(1 for t in g.s.discard[0] if g.name(t) == STITCH) == 3  # the old hand


def test_donald_flustered_sorcerer_makes_opponents_need_25_lore(cards: CardIndex) -> None:
    # Donald Duck - Flustered Sorcerer: "Opponents need 25 lore to win the game." Once he leaves play, 20 is enough
    # again (CR 1.8.1.1, checked as a game state check).
    from lorcana_desktop.engine import Challenge

    sc = _game(cards, {"play": [{"card": "Donald Duck - Flustered Sorcerer", "id": "donald", "exerted": True,
                                 "damage": 5}]},
               {"lore": 19, "play": [{"card": SMEE, "id": "smee"}, {"card": STITCH, "id": "stitch"}]})
    g = sc.game
    g.apply(EndTurn())
    _answer(g)
    g.apply(Quest(sc.ref("stitch")))
    _answer(g)
    assert g.s.lore[1] == 20 and g.s.winner is None
    g.apply(Challenge(sc.ref("smee"), sc.ref("donald")))  # 2 more damage banish him (6 ⛉)
    _answer(g)
    assert g.zone_of(sc.ref("donald")) == "discard" and g.s.winner == 1


def test_the_return_of_hercules_lets_each_player_play_a_character_for_free(cards: CardIndex) -> None:
    # The Return of Hercules: "Each player may reveal a character card from their hand and play it for free." In turn
    # order from you; an item in hand does not qualify.
    sc = _game(cards, {"inkwell": 5, "hand": [{"card": "The Return of Hercules", "id": "roh"},
                                              {"card": "Donald Duck - Flustered Sorcerer", "id": "donald"}]},
               {"inkwell": 0, "hand": [{"card": "Dinglehopper", "id": "item"}, {"card": SMEE, "id": "smee"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("roh")))
    picks = {0: sc.ref("donald"), 1: sc.ref("smee")}
    for _ in range(10):
        pd = g.s.pending
        if pd is None:
            break
        if isinstance(pd, AskMay):
            g.apply(Accept(True))
        elif isinstance(pd, AskTargets):
            assert sc.ref("item") not in pd.options
            g.apply(ChooseTargets((picks[pd.player],)))
        else:
            g.apply(g.legal_actions()[0])
    assert g.zone_of(sc.ref("donald")) == "play" and g.zone_of(sc.ref("smee")) == "play"
    assert g.ready_ink(0) == 0 and g.zone_of(sc.ref("item")) == "hand"  # Donald (7) cost nothing: 5 paid the action


def test_yokai_and_belle_lower_shift_costs_only(cards: CardIndex) -> None:
    # Yokai - Intellectual Schemer: "You pay 1 ⬡ less to play characters using their Shift ability." Belle - Mechanic
    # Extraordinaire: "For each item card in your discard, you pay 1 ⬡ less to play this character using her Shift
    # ability." (Shift 7; 9 to play her from hand)
    sc = _game(cards, {"inkwell": 4, "play": [{"card": "Yokai - Intellectual Schemer", "id": "yokai"},
                                              {"card": "Belle - Apprentice Inventor", "id": "base"}],
                       "hand": [{"card": "Belle - Mechanic Extraordinaire", "id": "belle"}],
                       "discard": [{"card": "Dinner Bell", "id": f"i{k}"} for k in range(2)] + [STITCH]})
    g = sc.game
    belle = sc.ref("belle")
    assert g.play_cost(belle) == 9  # not using Shift: no reduction
    assert g.check(PlayCard(belle, shift=(sc.ref("base"),))) is None  # 7 - 1 (Yokai) - 2 (items) = 4
    g.apply(PlayCard(belle, shift=(sc.ref("base"),)))
    _answer(g)
    assert g.zone_of(belle) == "play" and g.ready_ink(0) == 0


def test_belle_repurpose_gains_a_lore_per_item_put_back(cards: CardIndex) -> None:
    # Belle - Mechanic Extraordinaire: "Whenever this character quests, you may put up to 3 item cards from your
    # discard on the bottom of your deck to gain 1 lore for each item card moved this way."
    sc = _game(cards, {"play": [{"card": "Belle - Mechanic Extraordinaire", "id": "belle"}],
                       "discard": [{"card": "Dinner Bell", "id": f"i{k}"} for k in range(2)] + [STITCH]})
    g = sc.game
    g.apply(Quest(sc.ref("belle")))
    _answer(g, {0: (sc.ref("i0"), sc.ref("i1"))})
    assert g.s.lore[0] == g.card(sc.ref("belle")).lore + 2
    assert set(g.s.deck[0][-2:]) == {sc.ref("i0"), sc.ref("i1")} and len(g.s.discard[0]) == 1


def test_pete_space_pirate_while_exerted_stops_opposing_singers_and_armours_pirates(cards: CardIndex) -> None:
    # Pete - Space Pirate: "While this character is exerted, opposing characters can't exert to sing songs and your
    # Pirate characters gain Resist +1."
    for exerted in (False, True):
        sc = _game(cards, {"play": [{"card": "Pete - Space Pirate", "id": "pete", "exerted": exerted},
                                    {"card": SMEE, "id": "smee"}, {"card": STITCH, "id": "stitch"}]},
                   {"hand": [{"card": "Reflection", "id": "song"}], "play": [{"card": SMEE, "id": "singer"}]})
        g = sc.game
        assert g.keyword_value(sc.ref("smee"), "Resist") == (1 if exerted else 0)
        assert g.keyword_value(sc.ref("stitch"), "Resist") == 0  # not a Pirate
        g.apply(EndTurn())
        _answer(g)
        assert g.s.exerted[sc.ref("pete")] is exerted  # their ready step readies only their cards
        sing = PlayCard(sc.ref("song"), sing=(sc.ref("singer"),))
        assert (g.check(sing) is None) is (not exerted), exerted


def test_baloo_keeps_damage_off_your_characters_with_7_strength(cards: CardIndex) -> None:
    # Baloo - Ol' Iron Paws: "Your characters with 7 ¤ or more can't be dealt damage." Te Kā (12 ¤) takes nothing
    # from Mr. Smee in a challenge; Baloo himself (5 ¤) is dealt damage as usual.
    from lorcana_desktop.engine import Challenge

    sc = _game(cards, {"play": [{"card": "Baloo - Ol' Iron Paws", "id": "baloo"},
                                {"card": "Te Kā - Elemental Terror", "id": "teka"}]},
               {"play": [{"card": SMEE, "id": "a", "exerted": True}, {"card": SMEE, "id": "b", "exerted": True}]})
    g = sc.game
    g.apply(Challenge(sc.ref("teka"), sc.ref("a")))
    _answer(g)
    assert g.s.damage[sc.ref("teka")] == 0 and g.zone_of(sc.ref("a")) == "discard"
    g.apply(Challenge(sc.ref("baloo"), sc.ref("b")))
    _answer(g)
    assert g.s.damage[sc.ref("baloo")] == g.strength(sc.ref("b"))


def test_club_door_is_free_with_fat_cat_and_shields_your_locations_from_cheap_challengers(cards: CardIndex) -> None:
    # Club Door: "If you have a character named Fat Cat in play, you may play this card for free." and "Your locations
    # can't be challenged by characters with cost 2 or less."
    from lorcana_desktop.engine import Challenge

    sc = _game(cards, {"hand": [{"card": "Club Door", "id": "door"}]})
    assert sc.game.play_cost(sc.ref("door")) == 3
    assert sc.game.check(PlayCard(sc.ref("door"), free=True)) is not None  # no Fat Cat: not free
    sc = _game(cards, {"inkwell": 0, "hand": [{"card": "Club Door", "id": "door"}],
                       "play": [{"card": "Fat Cat - Criminal Businessman", "id": "cat"},
                                {"card": "Graveyard of Christmas Future - Lonely Resting Place", "id": "loc"}]},
               {"play": [{"card": STITCH, "id": "cheap"}, {"card": SMEE, "id": "dear"}]})
    g = sc.game
    assert g.play_cost(sc.ref("door")) == 3  # free is an alternative cost (CR 1.5.5.3), not a lower cost
    g.apply(PlayCard(sc.ref("door"), free=True))
    _answer(g)
    assert g.zone_of(sc.ref("door")) == "play"
    g.apply(EndTurn())
    _answer(g)
    assert g.card(sc.ref("cheap")).cost <= 2 < g.card(sc.ref("dear")).cost
    assert g.check(Challenge(sc.ref("cheap"), sc.ref("loc"))) is not None
    assert g.check(Challenge(sc.ref("dear"), sc.ref("loc"))) is None


def test_buzzs_arm_is_free_after_a_buzz_is_banished_and_lowers_the_next_action_or_item(cards: CardIndex) -> None:
    # Buzz's Arm: "If a character named Buzz Lightyear was banished this turn, you may play this item for free." and
    # "⟳ — You pay 1 ⬡ less for the next action or item you play this turn."
    from lorcana_desktop.engine import Activate, Challenge

    sc = _game(cards, {"hand": [{"card": "Buzz's Arm", "id": "arm"}, {"card": "Dinner Bell", "id": "bell"},
                                {"card": "Mickey Mouse - True Friend", "id": "mickey"}],
                       "play": [{"card": "Buzz Lightyear - Space Ranger", "id": "buzz", "damage": 2}, {"card": SMEE,
                                                                                                        "id": "smee"}]},
               {"play": [{"card": SMEE, "id": "foe", "exerted": True}]})
    g = sc.game
    assert g.play_cost(sc.ref("arm")) == 2 and g.check(PlayCard(sc.ref("arm"), free=True)) is not None
    g.apply(Challenge(sc.ref("buzz"), sc.ref("foe")))  # the damaged Buzz is banished by Mr. Smee's 2 ¤
    _answer(g)
    assert g.zone_of(sc.ref("buzz")) == "discard"
    assert g.play_cost(sc.ref("arm")) == 2  # free is an alternative cost (CR 1.5.5.3), not a lower cost
    ink = g.ready_ink(0)
    g.apply(PlayCard(sc.ref("arm"), free=True))
    _answer(g)
    assert g.ready_ink(0) == ink
    g.apply(Activate(sc.ref("arm"), 0))
    _answer(g)
    assert g.play_cost(sc.ref("mickey")) == 3  # a character: not lowered
    assert g.play_cost(sc.ref("bell")) == g.card(sc.ref("bell")).cost - 1


def test_dale_makes_your_characters_deal_challenge_damage_with_willpower(cards: CardIndex) -> None:
    # Dale - Ready for His Shot: "During challenges, your characters deal damage with their ⛉ instead of their ¤."
    # Mr. Smee (2 ¤, 5 ⛉) deals 5 challenging and when challenged; the opponent's deal with their ¤.
    from lorcana_desktop.engine import Challenge

    sc = _game(cards, {"play": [{"card": "Dale - Ready for His Shot", "id": "dale"}, {"card": SMEE, "id": "smee"},
                                {"card": SMEE, "id": "guard"}]},
               {"play": [{"card": SMEE, "id": "foe", "exerted": True}, {"card": "Anna - Making Snow Plans",
                                                                          "id": "anna"}]})
    g = sc.game
    g.apply(Challenge(sc.ref("smee"), sc.ref("foe")))
    _answer(g)
    assert g.zone_of(sc.ref("foe")) == "discard" and g.s.damage[sc.ref("smee")] == 2
    g.apply(Quest(sc.ref("guard")))
    _answer(g)
    g.apply(EndTurn())
    _answer(g)
    g.apply(Challenge(sc.ref("anna"), sc.ref("guard")))
    _answer(g)
    assert g.s.damage[sc.ref("guard")] == g.strength(sc.ref("anna"))
    assert g.zone_of(sc.ref("anna")) == "discard"  # 5 damage back from Mr. Smee's ⛉


def test_sabotage_banishes_every_item_of_the_chosen_name_on_both_sides(cards: CardIndex) -> None:
    # Sabotage: "Banish chosen item or location and all other items or locations with the same name."
    sc = _game(cards, {"hand": [{"card": "Sabotage", "id": "sab"}],
                       "play": [{"card": "Dinner Bell", "id": "mine"}, {"card": "Dinglehopper", "id": "other"}]},
               {"play": [{"card": "Dinner Bell", "id": "theirs"}, {"card": "Dinner Bell", "id": "theirs2"},
                         {"card": SMEE, "id": "smee"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("sab")))
    _answer(g, {0: (sc.ref("theirs"),)})
    assert [g.zone_of(sc.ref(x)) for x in ("mine", "theirs", "theirs2")] == ["discard"] * 3
    assert g.zone_of(sc.ref("other")) == "play" and g.zone_of(sc.ref("smee")) == "play"


def test_pongo_plays_a_puppy_from_the_inkwell_at_the_start_of_your_turn(cards: CardIndex) -> None:
    # Pongo - Dear Old Dad: "At the start of your turn, look at the cards in your inkwell. You may play a Puppy
    # character from there for free." The card leaves the inkwell; a non-Puppy can't be chosen.
    sc = _game(cards, {"inkwell": [{"card": "Rolly - Hungry Pup", "id": "pup"}, {"card": SMEE, "id": "ink"}],
                       "play": [{"card": "Pongo - Dear Old Dad", "id": "pongo"}]})
    g = sc.game
    g.apply(EndTurn())
    _answer(g)
    g.apply(EndTurn())
    for _ in range(10):
        pd = g.s.pending
        if pd is None:
            break
        if isinstance(pd, AskTargets):
            assert sc.ref("ink") not in pd.options
            g.apply(ChooseTargets((sc.ref("pup"),)))
        elif isinstance(pd, AskMay):
            g.apply(Accept(True))
        else:
            g.apply(g.legal_actions()[0])
    assert g.s.active == 0 and g.zone_of(sc.ref("pup")) == "play"
    assert g.s.inkwell[0] == [sc.ref("ink")]


def test_gantu_silences_singers_until_your_next_turn_and_taxes_actions_and_items(cards: CardIndex) -> None:
    # Gantu - Experienced Enforcer: "When you play this character, characters can't exert to sing songs until the
    # start of your next turn." and "Each player pays 2 ⬡ more to play actions or items. (This doesn't apply to
    # singing songs.)"
    sc = _game(cards, {"hand": [{"card": "Gantu - Experienced Enforcer", "id": "gantu"},
                                {"card": "Dinner Bell", "id": "bell"}]},
               {"hand": [{"card": "Reflection", "id": "song"}, {"card": "Dinglehopper", "id": "item"},
                         {"card": STITCH, "id": "char"}], "play": [{"card": SMEE, "id": "singer"}]})
    g = sc.game
    bell = g.card(sc.ref("bell")).cost
    g.apply(PlayCard(sc.ref("gantu")))
    _answer(g)
    assert g.play_cost(sc.ref("bell")) == bell + 2
    assert g.play_cost(sc.ref("item")) == g.card(sc.ref("item")).cost + 2  # each player's
    assert g.play_cost(sc.ref("char")) == g.card(sc.ref("char")).cost
    g.apply(EndTurn())
    _answer(g)
    assert g.check(PlayCard(sc.ref("song"), sing=(sc.ref("singer"),))) is not None
    g.apply(EndTurn())
    _answer(g)
    g.apply(EndTurn())
    _answer(g)
    assert g.check(PlayCard(sc.ref("song"), sing=(sc.ref("singer"),))) is None  # past the start of your next turn


def test_bambi_reveals_as_many_cards_as_are_under_him_and_keeps_the_characters(cards: CardIndex) -> None:
    # Bambi - Ethereal Fawn: "During your turn, whenever this character exerts, reveal a number of cards from the top
    # of your deck equal to the number of cards under him. Put all revealed character cards into your hand. Put the
    # rest on the bottom of your deck in any order."
    sc = _game(cards, {"play": [{"card": "Bambi - Ethereal Fawn", "id": "bambi", "boosted": 2}],
                       "deck": [{"card": SMEE, "id": "c1"}, {"card": "Dinner Bell", "id": "i1"},
                                {"card": STITCH, "id": "c2"}, STITCH]})
    g = sc.game
    g.apply(Quest(sc.ref("bambi")))  # questing exerts him
    _answer(g)
    assert g.zone_of(sc.ref("c1")) == "hand" and g.zone_of(sc.ref("c2")) == "deck"  # two revealed: two under him
    assert g.s.deck[0][-1] == sc.ref("i1")


def test_moana_lets_you_ink_from_your_discard_within_the_one_ink_a_turn(cards: CardIndex) -> None:
    # Moana - Curious Explorer: "You can ink cards from your discard." Still once a turn (CR 4.2.3).
    from lorcana_desktop.engine import InkCard

    sc = _game(cards, {"play": [{"card": "Moana - Curious Explorer", "id": "moana"}],
                       "discard": [{"card": STITCH, "id": "old"}], "hand": [{"card": SMEE, "id": "held"}]})
    g = sc.game
    assert g.card(sc.ref("old")).inkable
    assert g.check(InkCard(sc.ref("old"))) is None
    g.apply(InkCard(sc.ref("old")))
    assert g.zone_of(sc.ref("old")) == "inkwell"
    assert g.check(InkCard(sc.ref("held"))) is not None  # the turn's ink is used
    sc = _game(cards, {"discard": [{"card": STITCH, "id": "old"}]})
    assert sc.game.check(InkCard(sc.ref("old"))) is not None  # without Moana: from the hand only
