"""Cards of sets 13, 14 and 5 automated in coverage round 2 (cov2-b), played in set positions: what the generic
harness cannot see (the other branch of a condition, the turn an ability is off, what lasts)."""

from __future__ import annotations

from typing import Any

from lorcana_desktop.app.scenario import Scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import (
    Accept,
    Activate,
    Challenge,
    ChooseAmount,
    ChooseOption,
    ChooseTargets,
    EndTurn,
    Game,
    InkCard,
    PlayCard,
    Quest,
    zones,
)
from lorcana_desktop.engine.decisions import AskAmount, AskMay
from lorcana_desktop.engine.state import DISCARD
from tests.engine.card_play import answer_choices, card_game

STITCH = "Stitch - New Dog"  # 1 ink, 2/2, 1 lore, no abilities
MICKEY = "Mickey Mouse - True Friend"  # 3 ink, 3/3, 2 lore, no abilities
SVEN = "Sven - Official Ice Deliverer"  # 5 strength, no abilities
SONG = "Friends on the Other Side"  # a song: "Draw 2 cards."






def _game(cards: CardIndex, me: dict[str, Any], opp: dict[str, Any] | None = None, active: int = 0) -> Scenario:
    return card_game(cards, me, opp, active=active, opp_inkwell=10)
_answer = answer_choices


def _choose(g: Game, *targets: int) -> None:
    g.apply(next(a for a in g.legal_actions() if isinstance(a, ChooseTargets) and a.targets == targets))


def _answer_for(g: Game, target: int) -> None:
    """Answer every choice, picking ``target`` whenever it can be chosen; "may": yes."""
    for _ in range(20):
        if g.s.pending is None:
            return
        if isinstance(g.s.pending, AskMay):
            g.apply(Accept(True))
            continue
        acts = g.legal_actions()
        if isinstance(g.s.pending, AskAmount):  # "remove up to N damage": the most
            g.apply(acts[-1])
            continue
        g.apply(next((a for a in acts if isinstance(a, ChooseTargets) and a.targets == (target,)),
                     next(a for a in acts if not isinstance(a, ChooseTargets) or a.targets)))


def test_emerald_chromicon_returns_a_character_only_when_yours_is_banished_in_an_opponents_turn(cards: CardIndex) -> None:
    # Emerald Chromicon: "During opponents' turns, whenever one of your characters is banished, you may return
    # chosen character to their player's hand."
    sc = _game(cards, {"play": [{"card": "Emerald Chromicon"}, {"card": STITCH, "id": "mine"},
                                {"card": STITCH, "id": "mine2", "exerted": True}]},
               {"play": [{"card": MICKEY, "id": "foe", "exerted": True}, {"card": MICKEY, "id": "foe2"}]})
    g = sc.game
    g.apply(Challenge(sc.ref("mine"), sc.ref("foe")))  # your turn: yours is banished, nothing happens
    _answer(g)
    assert g.zone_of(sc.ref("mine")) == "discard" and g.s.pending is None
    assert g.zone_of(sc.ref("foe")) == "play"
    g.apply(EndTurn())
    _answer(g)
    g.apply(Challenge(sc.ref("foe2"), sc.ref("mine2")))  # their turn: yours is banished, you may return one
    _answer_for(g, sc.ref("foe2"))
    assert g.zone_of(sc.ref("mine2")) == "discard"
    assert g.zone_of(sc.ref("foe2")) == "hand"


def test_admiral_underpants_gains_lore_only_for_a_princess(cards: CardIndex) -> None:
    # Wreck-It Ralph - Admiral Underpants: "When you play this character, return a character card from your discard
    # to your hand. If that card is a Princess character card, gain 2 lore."
    for pick, lore in (("princess", 2), ("other", 0)):
        sc = _game(cards, {"hand": [{"card": "Wreck-It Ralph - Admiral Underpants", "id": "ralph"}],
                           "discard": [{"card": "Minnie Mouse - Beloved Princess", "id": "princess"},
                                       {"card": MICKEY, "id": "other"}]})
        g = sc.game
        g.apply(PlayCard(sc.ref("ralph")))
        _answer_for(g, sc.ref(pick))
        assert g.zone_of(sc.ref(pick)) == "hand"
        assert g.s.lore[0] == lore, pick


def test_boo_banishes_a_challenged_character_with_3_strength_or_less_only(cards: CardIndex) -> None:
    # Boo - Energetic Child (0 strength): "Whenever this character challenges another character with 3 ¤ or less,
    # banish that character."
    sc = _game(cards, {"play": [{"card": "Boo - Energetic Child", "id": "boo"},
                                {"card": "Boo - Energetic Child", "id": "boo2"}]},
               {"play": [{"card": "Madam Mim - Elephant", "id": "mim", "exerted": True},
                         {"card": SVEN, "id": "sven", "exerted": True}]})
    g = sc.game
    g.apply(Challenge(sc.ref("boo"), sc.ref("mim")))  # 3 strength, 7 willpower: Boo's 0 would not banish her
    _answer(g)
    assert g.zone_of(sc.ref("mim")) == "discard"
    g.apply(Challenge(sc.ref("boo2"), sc.ref("sven")))  # 5 strength: no
    _answer(g)
    assert g.zone_of(sc.ref("sven")) == "play"


def test_toulouse_stops_opposing_actions_until_the_start_of_your_next_turn(cards: CardIndex) -> None:
    # Toulouse - Rough and Tumble: "When you play this character, opponents can't play actions until the start of
    # your next turn." (CR 1.2.2: a "can't" wins over a "can")
    sc = _game(cards, {"hand": [{"card": "Toulouse - Rough and Tumble", "id": "toulouse"}, {"card": SONG, "id": "mine"}]},
               {"hand": [{"card": SONG, "id": "theirs"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("toulouse")))
    _answer(g)
    assert PlayCard(sc.ref("mine")) in g.legal_actions()  # you still can
    g.apply(EndTurn())
    _answer(g)
    assert g.s.active == 1 and PlayCard(sc.ref("theirs")) not in g.legal_actions()
    g.apply(EndTurn())
    _answer(g)
    g.apply(EndTurn())
    _answer(g)
    assert g.s.active == 1 and PlayCard(sc.ref("theirs")) in g.legal_actions()


def test_ernesto_gets_lore_while_an_opponent_has_a_song_in_their_discard(cards: CardIndex) -> None:
    # Ernesto de la Cruz - Idol of Millions: "While an opponent has a song card in their discard, this character gets
    # +1 ◊."
    sc = _game(cards, {"play": [{"card": "Ernesto de la Cruz - Idol of Millions", "id": "ernesto"}],
                       "discard": [{"card": SONG}]},
               {"hand": [{"card": SONG, "id": "song"}]})
    g = sc.game
    assert g.lore_value(sc.ref("ernesto")) == 1  # a song in your own discard does not count
    g.apply(EndTurn())
    _answer(g)
    g.apply(PlayCard(sc.ref("song")))
    _answer(g)
    assert g.zone_of(sc.ref("song")) == "discard"
    assert g.lore_value(sc.ref("ernesto")) == 2


def test_olaf_costs_1_less_for_each_exerted_opposing_character(cards: CardIndex) -> None:
    # Olaf - Happy Passenger (9): "For each exerted character opponents have in play, you pay 1 ⬡ less to play this
    # character."
    sc = _game(cards, {"hand": [{"card": "Olaf - Happy Passenger", "id": "olaf"}],
                       "play": [{"card": STITCH, "exerted": True}]},
               {"play": [{"card": STITCH, "exerted": True}, {"card": STITCH, "exerted": True}, {"card": STITCH}]})
    g = sc.game
    assert g.play_cost(sc.ref("olaf")) == 9 - 2  # your own exerted one and their ready one do not count


def test_ice_palace_keeps_the_chosen_character_exerted_at_the_start_of_its_turn(cards: CardIndex) -> None:
    # Elsa's Ice Palace - Place of Solitude: "When you play this location, choose an exerted character. While this
    # location is in play, that character can't ready at the start of their turn."
    sc = _game(cards, {"hand": [{"card": "Elsa's Ice Palace - Place of Solitude", "id": "palace"}]},
               {"play": [{"card": MICKEY, "id": "held", "exerted": True}, {"card": MICKEY, "id": "free", "exerted": True}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("palace")))
    _answer_for(g, sc.ref("held"))
    g.apply(EndTurn())
    _answer(g)
    assert g.s.active == 1
    assert g.s.exerted[sc.ref("held")] and not g.s.exerted[sc.ref("free")]
    g.apply(EndTurn())
    _answer(g)
    g.apply(EndTurn())
    _answer(g)
    assert g.s.exerted[sc.ref("held")]  # still held a turn later: it lasts while the palace is in play


def test_grumpy_gives_resist_to_knights_at_a_location_only(cards: CardIndex) -> None:
    # Grumpy - Skeptical Knight: "While one of your Knight characters is at a location, that character gains
    # Resist +2."
    sc = _game(cards, {"play": [{"card": "Pride Lands - Pride Rock", "id": "loc"},
                                {"card": "Grumpy - Skeptical Knight", "id": "grumpy"},
                                {"card": "Doc - Bold Knight", "id": "doc", "at": "loc"},
                                {"card": MICKEY, "id": "mickey", "at": "loc"}]})
    g = sc.game
    assert g.has_keyword(sc.ref("doc"), "Resist") and g.keyword_value(sc.ref("doc"), "Resist") == 2
    assert not g.has_keyword(sc.ref("grumpy"), "Resist")  # a Knight at no location
    assert not g.has_keyword(sc.ref("mickey"), "Resist")  # not a Knight


def test_camilo_gains_the_lore_of_another_character_and_returns_it(cards: CardIndex) -> None:
    # Camilo Madrigal - Family Copycat: "Whenever this character quests, you may gain lore equal to the ◊ of chosen
    # other character of yours. Return that character to your hand."
    sc = _game(cards, {"play": [{"card": "Camilo Madrigal - Family Copycat", "id": "camilo"},
                                {"card": MICKEY, "id": "mickey"}, {"card": STITCH, "id": "stitch"}]})
    g = sc.game
    g.apply(Quest(sc.ref("camilo")))
    _answer_for(g, sc.ref("mickey"))
    assert g.s.lore[0] == 1 + 2
    assert g.zone_of(sc.ref("mickey")) == "hand" and g.zone_of(sc.ref("stitch")) == "play"


def test_max_goof_draws_2_only_when_a_song_is_discarded(cards: CardIndex) -> None:
    # Max Goof - Karaoke Star: "When you play this character, you may choose and discard a song card. If you do,
    # draw 2 cards."
    for may in (True, False):
        sc = _game(cards, {"hand": [{"card": "Max Goof - Karaoke Star", "id": "max"}, {"card": SONG, "id": "song"},
                                    {"card": MICKEY, "id": "mickey"}]})
        g = sc.game
        g.apply(PlayCard(sc.ref("max")))
        _answer(g, may=may)
        if may:
            assert g.zone_of(sc.ref("song")) == "discard" and g.zone_of(sc.ref("mickey")) == "hand"
            assert len(g.s.hand[0]) == 1 + 2
        else:
            assert len(g.s.hand[0]) == 2 and g.zone_of(sc.ref("song")) == "hand"


def test_mirabel_family_gatherer_needs_5_characters_of_yours_in_play(cards: CardIndex) -> None:
    # Mirabel Madrigal - Family Gatherer: "You can't play this character unless you have 5 or more characters in play."
    sc = _game(cards, {"hand": [{"card": "Mirabel Madrigal - Family Gatherer", "id": "mirabel"},
                                {"card": STITCH, "id": "fifth"}],
                       "play": [{"card": STITCH}] * 4},
               {"play": [{"card": STITCH}] * 3})  # the opponent's characters do not count
    g = sc.game
    assert g.check(PlayCard(sc.ref("mirabel"))) is not None
    assert PlayCard(sc.ref("mirabel")) not in g.legal_actions()
    g.apply(PlayCard(sc.ref("fifth")))
    _answer(g)
    assert PlayCard(sc.ref("mirabel")) in g.legal_actions()
    g.apply(PlayCard(sc.ref("mirabel")))
    _answer(g)
    assert g.zone_of(sc.ref("mirabel")) == "play"


def test_anna_diplomatic_queen_pays_2_ink_for_the_chosen_mode(cards: CardIndex) -> None:
    # Anna - Diplomatic Queen: "When you play this character, you may pay 2 ⬡ to choose one: • Each opponent chooses
    # and discards a card. • Chosen character gets +2 ¤ this turn. • Banish chosen damaged character."
    sc = _game(cards, {"hand": [{"card": "Anna - Diplomatic Queen", "id": "anna"}], "inkwell": 5},
               {"hand": [{"card": STITCH}], "play": [{"card": MICKEY, "id": "hurt", "damage": 1},
                                                     {"card": MICKEY, "id": "whole"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("anna")))
    for _ in range(10):  # yes, pay; the third mode; the damaged one
        if g.s.pending is None:
            break
        if isinstance(g.s.pending, AskMay):
            g.apply(Accept(True))
            continue
        acts = g.legal_actions()
        if ChooseOption(2) in acts:
            g.apply(ChooseOption(2))
            continue
        g.apply(next((a for a in acts if isinstance(a, ChooseTargets) and a.targets == (sc.ref("hurt"),)), acts[0]))
    assert g.zone_of(sc.ref("hurt")) == "discard" and g.zone_of(sc.ref("whole")) == "play"
    assert g.ready_ink(0) == 5 - 3 - 2  # Anna's cost, then the 2 paid
    assert len(g.s.hand[1]) == 1  # not the discard mode


def test_madam_mim_elephant_moves_up_to_2_of_her_damage_at_the_start_of_your_turn(cards: CardIndex) -> None:
    # Madam Mim - Elephant: "At the start of your turn, you may move up to 2 damage counters from this character to
    # chosen opposing character." (CR 1.9.2.4: moved, not dealt)
    sc = _game(cards, {"play": [{"card": "Madam Mim - Elephant", "id": "mim", "damage": 3}]},
               {"play": [{"card": SVEN, "id": "sven"}]}, active=1)
    g = sc.game
    g.apply(EndTurn())
    for _ in range(10):
        if g.s.pending is None:
            break
        acts = g.legal_actions()
        g.apply(ChooseAmount(2) if ChooseAmount(2) in acts else Accept(True) if Accept(True) in acts else acts[0])
    assert g.s.active == 0
    assert g.s.damage[sc.ref("mim")] == 1 and g.s.damage[sc.ref("sven")] == 2


def test_woody_helping_a_friend_does_one_thing_alone_and_both_with_another_toy(cards: CardIndex) -> None:
    # Woody - Helping a Friend: "When you play this character, choose one of the following. If you have another Toy
    # character in play, choose both instead: • You may return a character card with cost 2 or less from your discard
    # to your hand. • You may play a character with cost 2 or less for free."
    for toy in (False, True):
        sc = _game(cards, {"hand": [{"card": "Woody - Helping a Friend", "id": "woody"}, {"card": STITCH, "id": "free"}],
                           "discard": [{"card": "Lilo - Making a Wish", "id": "back"}, {"card": MICKEY, "id": "dear"}],
                           "play": [{"card": "Buzz Lightyear - Space Ranger"}] if toy else [], "inkwell": 4})
        g = sc.game
        g.apply(PlayCard(sc.ref("woody")))
        asked = False
        for _ in range(10):
            if g.s.pending is None:
                break
            acts = g.legal_actions()
            if ChooseOption(0) in acts:
                asked = True
                g.apply(ChooseOption(0))  # return a card
                continue
            g.apply(next((a for a in acts if isinstance(a, ChooseTargets) and a.targets), acts[0]))
        assert asked != toy  # alone: choose one; with another Toy: no choice, both
        assert g.zone_of(sc.ref("back")) == "hand" and g.zone_of(sc.ref("dear")) == "discard"  # cost 2 or less only
        assert g.zone_of(sc.ref("free")) == ("play" if toy else "hand")
        assert g.ready_ink(0) == 0  # Woody's 4; the free one cost nothing


def test_yama_gives_an_ink_drop_for_each_challenge_of_yours_this_turn_only(cards: CardIndex) -> None:
    # Yama - Notorious Criminal: "6 ⬡ — Whenever one of your characters challenges another character this turn, get
    # 1 ink drop."
    sc = _game(cards, {"play": [{"card": "Yama - Notorious Criminal", "id": "yama"}, {"card": MICKEY, "id": "a"},
                                {"card": MICKEY, "id": "b"}], "inkwell": 6},
               {"play": [{"card": STITCH, "id": "x", "exerted": True}, {"card": STITCH, "id": "y", "exerted": True},
                         {"card": STITCH, "id": "z", "exerted": True}]})
    g = sc.game
    g.apply(Challenge(sc.ref("a"), sc.ref("x")))  # before the ability: nothing
    _answer(g)
    assert g.s.drops[0] == 0
    g.apply(Activate(sc.ref("yama"), 0))
    _answer(g)
    g.apply(Challenge(sc.ref("b"), sc.ref("y")))
    _answer(g)
    assert g.s.drops[0] == 1
    for _ in range(2):
        g.apply(EndTurn())
        _answer(g)
    g.s.exerted[sc.ref("z")] = True
    g.apply(Challenge(sc.ref("a"), sc.ref("z")))  # a later turn: over
    _answer(g)
    assert g.s.drops[0] == 1


def test_carls_house_moves_a_character_from_here_and_gains_1_lore_once_a_turn(cards: CardIndex) -> None:
    # Carl's House - Flying High: "Once during your turn, you may move chosen character from here to another location
    # for free. If you do, gain 1 lore."
    sc = _game(cards, {"play": [{"card": "Carl's House - Flying High", "id": "house"},
                                {"card": "Pride Lands - Pride Rock", "id": "rock"},
                                {"card": MICKEY, "id": "mickey", "at": "house"}], "inkwell": 0})
    g = sc.game
    g.apply(Activate(sc.ref("house"), 0))
    _answer(g)
    assert g.s.at[sc.ref("mickey")] == sc.ref("rock")
    assert g.s.lore[0] == 1
    assert Activate(sc.ref("house"), 0) not in g.legal_actions()  # once during your turn


def test_un_poco_loco_returns_both_only_if_one_costs_3_or_less(cards: CardIndex) -> None:
    # Un Poco Loco: "Choose 2 characters of yours. If one of them is cost 3 or less, return both to your hand."
    for pair, back in ((("olaf", "sven"), False), (("olaf", "mickey"), True)):
        sc = _game(cards, {"hand": [{"card": "Un Poco Loco", "id": "loco"}],
                           "play": [{"card": "Olaf - Happy Passenger", "id": "olaf"}, {"card": SVEN, "id": "sven"},
                                    {"card": MICKEY, "id": "mickey"}]})
        g = sc.game
        g.apply(PlayCard(sc.ref("loco")))
        chosen = tuple(sorted(sc.ref(x) for x in pair))
        for _ in range(10):
            if g.s.pending is None:
                break
            acts = g.legal_actions()
            g.apply(next((a for a in acts if isinstance(a, ChooseTargets) and tuple(sorted(a.targets)) == chosen),
                         acts[0]))
        assert all(g.zone_of(sc.ref(x)) == ("hand" if back else "play") for x in pair), pair
        assert g.zone_of(sc.ref(({"olaf", "sven", "mickey"} - set(pair)).pop())) == "play"


def test_relentless_maximus_needs_a_card_discarded_from_your_hand_this_turn(cards: CardIndex) -> None:
    # Maximus - Relentless Stallion: "If you discarded a card this turn, this character gains Challenger +2 and can
    # challenge ready characters this turn." An action played goes to the discard but is not discarded (CR 4.3.3.2).
    sc = _game(cards, {"play": [{"card": "Maximus - Relentless Stallion", "id": "maximus"}],
                       "hand": [{"card": SONG, "id": "song"}, {"card": "Strike a Good Match", "id": "strike"}]},
               {"play": [{"card": MICKEY, "id": "foe"}]})
    g = sc.game
    me, foe = sc.ref("maximus"), sc.ref("foe")
    g.apply(PlayCard(sc.ref("song")))
    _answer(g)
    assert g.zone_of(sc.ref("song")) == "discard"
    assert not g.has_keyword(me, "Challenger") and g.check(Challenge(me, foe)) is not None
    g.apply(PlayCard(sc.ref("strike")))  # draw 2, then choose and discard a card
    _answer(g)
    assert g.keyword_value(me, "Challenger") == 2 and g.check(Challenge(me, foe)) is None
    saved = Game.from_json(g.to_json(), cards)
    assert saved.keyword_value(me, "Challenger") == 2
    g.apply(EndTurn())
    _answer(g)
    assert not g.has_keyword(me, "Challenger")  # a new turn: nothing discarded in it


def test_discarded_armor_gives_resist_only_after_a_discard(cards: CardIndex) -> None:
    # Discarded Armor: "⟳ — If you discarded a card this turn, chosen character of yours gains Resist +1 until the
    # start of your next turn."
    sc = _game(cards, {"play": [{"card": "Discarded Armor", "id": "armor"}, {"card": "Discarded Armor", "id": "armor2"},
                                {"card": MICKEY, "id": "mickey"}],
                       "hand": [{"card": "Strike a Good Match", "id": "strike"}]})
    g = sc.game
    g.apply(Activate(sc.ref("armor"), 0))
    _answer(g)
    assert not g.has_keyword(sc.ref("mickey"), "Resist")
    g.apply(PlayCard(sc.ref("strike")))
    _answer(g)
    g.apply(Activate(sc.ref("armor2"), 0))
    _answer(g)
    assert g.keyword_value(sc.ref("mickey"), "Resist") == 1
    g.apply(EndTurn())
    _answer(g)
    assert g.has_keyword(sc.ref("mickey"), "Resist")  # still in the opponent's turn


def test_roxanne_moves_with_another_character_which_gets_1_lore_this_turn(cards: CardIndex) -> None:
    # Roxanne - Concert Lover: "When you play this character, you may move her and one of your other characters to the
    # same location for free. If you do, the other character gets +1 ◊ this turn."
    sc = _game(cards, {"hand": [{"card": "Roxanne - Concert Lover", "id": "roxanne"}],
                       "play": [{"card": "Pride Lands - Pride Rock", "id": "rock"}, {"card": MICKEY, "id": "mickey"}],
                       "inkwell": 2})
    g = sc.game
    g.apply(PlayCard(sc.ref("roxanne")))
    _answer(g)
    rock, mickey, roxanne = sc.ref("rock"), sc.ref("mickey"), sc.ref("roxanne")
    assert g.s.at[roxanne] == rock and g.s.at[mickey] == rock
    assert g.ready_ink(0) == 0  # her cost only: the moves were free
    assert g.lore_value(mickey) == 2 + 1 and g.lore_value(roxanne) == 1
    g.apply(EndTurn())
    _answer(g)
    assert g.lore_value(mickey) == 2


def test_koda_keeps_your_lore_in_opponents_turns(cards: CardIndex) -> None:
    # Koda - Talkative Cub: "During opponents' turns, you can't lose lore." Thievery: "Chosen opponent loses 1 lore.
    # Gain 1 lore." (the gain still happens: only the loss is stopped)
    sc = _game(cards, {"play": [{"card": "Koda - Talkative Cub", "id": "koda"}], "lore": 4},
               {"hand": [{"card": "Thievery", "id": "t1"}, {"card": "Thievery", "id": "t2"}]}, active=1)
    g = sc.game
    g.apply(PlayCard(sc.ref("t1")))
    _answer(g)
    assert g.s.lore == [4, 1]
    zones.move_zone(g, sc.ref("koda"), DISCARD)  # Koda leaves play: the loss happens again
    g.apply(PlayCard(sc.ref("t2")))
    _answer(g)
    assert g.s.lore == [3, 2]


def test_magica_keeps_your_hand_against_effects_in_opponents_turns_only(cards: CardIndex) -> None:
    # Magica De Spell - Cruel Sorceress: "During opponents' turns, if an effect would cause you to discard one or more
    # cards from your hand, you don't discard."
    sc = _game(cards, {"play": [{"card": "Magica De Spell - Cruel Sorceress"}],
                       "hand": [{"card": "Strike a Good Match", "id": "strike"}, {"card": MICKEY}]},
               {"hand": [{"card": "Sudden Chill", "id": "chill"}]}, active=1)
    g = sc.game
    g.apply(PlayCard(sc.ref("chill")))  # "Each opponent chooses and discards a card."
    _answer(g)
    assert len(g.s.hand[0]) == 2 and not g.s.discard[0]
    g.apply(EndTurn())
    _answer(g)
    assert g.s.active == 0
    hand = len(g.s.hand[0])
    g.apply(PlayCard(sc.ref("strike")))  # your own turn: "Draw 2 cards, then choose and discard a card." discards
    _answer(g)
    assert len(g.s.hand[0]) == hand - 1 + 2 - 1


def test_lady_tremaine_damages_opposing_singers_as_they_enter_play_not_yours(cards: CardIndex) -> None:
    # Lady Tremaine - Scornful Snob: "Opposing characters with Singer enter play with 1 damage."
    singer = "Cinderella - Ballroom Sensation"
    sc = _game(cards, {"play": [{"card": "Lady Tremaine - Scornful Snob"}], "hand": [{"card": singer, "id": "mine"}]},
               {"hand": [{"card": singer, "id": "theirs"}, {"card": STITCH, "id": "plain"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("mine")))
    _answer(g)
    assert g.s.damage[sc.ref("mine")] == 0
    g.apply(EndTurn())
    _answer(g)
    for x in ("theirs", "plain"):
        g.apply(PlayCard(sc.ref(x)))
        _answer(g)
    assert g.s.damage[sc.ref("theirs")] == 1 and g.s.damage[sc.ref("plain")] == 0


def test_duchess_gets_lore_while_yours_costs_the_most_or_ties(cards: CardIndex) -> None:
    # Duchess - Cosmopolitan Cat (cost 1): "While you have a character in play with the highest cost, or tied for
    # highest cost, this character gets +1 ◊."
    sc = _game(cards, {"play": [{"card": "Duchess - Cosmopolitan Cat", "id": "duchess"}]},
               {"hand": [{"card": STITCH, "id": "one"}, {"card": MICKEY, "id": "three"}]}, active=1)
    g = sc.game
    duchess = sc.ref("duchess")
    assert g.lore_value(duchess) == 2  # alone: the highest
    g.apply(PlayCard(sc.ref("one")))
    _answer(g)
    assert g.lore_value(duchess) == 2  # tied at 1
    g.apply(PlayCard(sc.ref("three")))
    _answer(g)
    assert g.lore_value(duchess) == 1


def test_marie_gets_an_ink_drop_only_after_an_opposing_character_took_damage(cards: CardIndex) -> None:
    # Marie - Caught in the Act: "Whenever this character quests, if an opposing character took damage this turn, get
    # 1 ink drop."
    sc = _game(cards, {"play": [{"card": "Marie - Caught in the Act", "id": "marie"},
                                {"card": "Marie - Caught in the Act", "id": "marie2"}, {"card": MICKEY, "id": "mickey"}]},
               {"play": [{"card": SVEN, "id": "sven", "exerted": True}]})
    g = sc.game
    g.apply(Quest(sc.ref("marie")))
    _answer(g)
    assert g.s.drops[0] == 0
    g.apply(Challenge(sc.ref("mickey"), sc.ref("sven")))  # Sven (7 willpower) takes 3
    _answer(g)
    g.apply(Quest(sc.ref("marie2")))
    _answer(g)
    assert g.s.drops[0] == 1


def test_mama_imeldas_blessing_stops_a_character_singing_until_your_next_turn(cards: CardIndex) -> None:
    # Mamá Imelda's Blessing: "⟳, 1 ⬡ — Chosen character gets -1 ¤ and can't ⟳ to sing songs until the start of your
    # next turn."
    sc = _game(cards, {"play": [{"card": "Mamá Imelda's Blessing", "id": "blessing"}]},
               {"play": [{"card": MICKEY, "id": "singer"}], "hand": [{"card": SONG, "id": "song"}]})
    g = sc.game
    singer, song = sc.ref("singer"), sc.ref("song")
    g.apply(Activate(sc.ref("blessing"), 0))
    _answer(g)
    assert g.strength(singer) == 2
    g.apply(EndTurn())
    _answer(g)
    assert g.check(PlayCard(song, sing=(singer,))) is not None  # their turn: Mickey (cost 3) can't sing it
    assert PlayCard(song, sing=(singer,)) not in g.legal_actions()
    g.apply(EndTurn())
    _answer(g)
    g.apply(EndTurn())
    _answer(g)
    assert g.strength(singer) == 3 and g.check(PlayCard(song, sing=(singer,))) is None


def test_town_sheriff_woody_makes_the_chosen_character_quest_and_not_challenge(cards: CardIndex) -> None:
    # Woody - Town Sheriff: "When you play this character, until the start of your next turn, chosen opposing
    # character can't challenge and must quest if able."
    sc = _game(cards, {"hand": [{"card": "Woody - Town Sheriff", "id": "woody"}],
                       "play": [{"card": STITCH, "id": "mine", "exerted": True}]},
               {"play": [{"card": MICKEY, "id": "held"}, {"card": MICKEY, "id": "free"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("woody")))
    _answer_for(g, sc.ref("held"))
    g.apply(EndTurn())
    _answer(g)
    held = sc.ref("held")
    assert g.s.active == 1
    assert EndTurn() not in g.legal_actions()  # it can quest: it must
    assert g.check(Challenge(held, sc.ref("mine"))) is not None
    assert g.check(Challenge(sc.ref("free"), sc.ref("mine"))) is None  # the other one is free
    g.apply(Quest(held))
    _answer(g)
    assert EndTurn() in g.legal_actions()
    g.apply(EndTurn())
    _answer(g)
    g.apply(EndTurn())
    _answer(g)
    assert g.s.active == 1 and EndTurn() in g.legal_actions()  # over at the start of your next turn


def test_sword_released_takes_a_lore_only_while_yours_is_strictly_strongest(cards: CardIndex) -> None:
    # The Sword Released: "At the start of your turn, if you have a character in play with more ¤ than each opposing
    # character in play, each opponent loses 1 lore and you gain lore equal to the lore lost."
    for theirs, lore in ((MICKEY, [1, 4]), (SVEN, [0, 5])):
        sc = _game(cards, {"play": [{"card": "The Sword Released"}, {"card": SVEN}]},
                   {"play": [{"card": theirs}], "lore": 5}, active=1)
        g = sc.game
        g.apply(EndTurn())
        _answer(g)
        assert g.s.active == 0 and g.s.lore == lore, theirs


def test_namaari_costs_2_less_for_each_opposing_character_banished_in_a_challenge(cards: CardIndex) -> None:
    # Namaari - Resolute Daughter (9): "For each opposing character banished in a challenge this turn, you pay 2 ⬡
    # less to play this character."
    sc = _game(cards, {"hand": [{"card": "Namaari - Resolute Daughter", "id": "namaari"}],
                       "play": [{"card": SVEN, "id": "a"}, {"card": SVEN, "id": "b"}, {"card": STITCH, "id": "c"}]},
               {"play": [{"card": STITCH, "id": "x", "exerted": True}, {"card": STITCH, "id": "y", "exerted": True},
                         {"card": SVEN, "id": "z", "exerted": True}]})
    g = sc.game
    namaari = sc.ref("namaari")
    assert g.play_cost(namaari) == 9
    g.apply(Challenge(sc.ref("c"), sc.ref("z")))  # yours is banished, not theirs: no change
    _answer(g)
    assert g.play_cost(namaari) == 9
    for mine, theirs in (("a", "x"), ("b", "y")):
        g.apply(Challenge(sc.ref(mine), sc.ref(theirs)))
        _answer(g)
    assert g.play_cost(namaari) == 9 - 2 * 2


def test_royal_tantrum_draws_one_card_per_item_banished(cards: CardIndex) -> None:
    # Royal Tantrum: "Banish any number of your items, then draw a card for each item banished this way."
    for pick in ((), ("i1",), ("i1", "i2")):
        sc = _game(cards, {"hand": [{"card": "Royal Tantrum", "id": "tantrum"}],
                           "play": [{"card": "Emerald Chromicon", "id": "i1"}, {"card": "Emerald Chromicon", "id": "i2"},
                                    {"card": "Queen's Sensor Core", "id": "i3"}]},
                   {"play": [{"card": "Emerald Chromicon", "id": "theirs"}]})
        g = sc.game
        g.apply(PlayCard(sc.ref("tantrum")))
        want = tuple(sorted(sc.ref(x) for x in pick))
        acts = g.legal_actions()
        assert not any(isinstance(a, ChooseTargets) and sc.ref("theirs") in a.targets for a in acts)
        g.apply(next(a for a in acts if isinstance(a, ChooseTargets) and tuple(sorted(a.targets)) == want))
        _answer(g)
        assert [g.zone_of(sc.ref(x)) for x in ("i1", "i2", "i3")] == \
            ["discard" if x in pick else "play" for x in ("i1", "i2", "i3")]
        assert len(g.s.hand[0]) == len(pick)


def test_ever_as_before_heals_up_to_2_on_each_chosen_character(cards: CardIndex) -> None:
    # Ever as Before: "Remove up to 2 damage from any number of chosen characters."
    sc = _game(cards, {"hand": [{"card": "Ever as Before", "id": "ever"}],
                       "play": [{"card": SVEN, "id": "a", "damage": 3}, {"card": SVEN, "id": "b", "damage": 1},
                                {"card": SVEN, "id": "c", "damage": 2}]},
               {"play": [{"card": SVEN, "id": "d", "damage": 2}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("ever")))
    want = tuple(sorted(sc.ref(x) for x in ("a", "b", "d")))
    g.apply(next(a for a in g.legal_actions() if isinstance(a, ChooseTargets) and tuple(sorted(a.targets)) == want))
    _answer(g)
    assert [g.s.damage[sc.ref(x)] for x in ("a", "b", "c", "d")] == [1, 0, 2, 0]


def test_speedway_exerts_and_damages_a_character_here_to_move_it(cards: CardIndex) -> None:
    # Sugar Rush Speedway - Starting Line: "Once per turn, you may ⟳ chosen character here and deal them 1 damage to
    # move them to another location for free."
    sc = _game(cards, {"play": [{"card": "Sugar Rush Speedway - Starting Line", "id": "speedway"},
                                {"card": "Pride Lands - Pride Rock", "id": "rock"},
                                {"card": MICKEY, "id": "mickey", "at": "speedway"}], "inkwell": 0})
    g = sc.game
    mickey = sc.ref("mickey")
    g.apply(Activate(sc.ref("speedway"), 0))
    _answer_for(g, sc.ref("rock"))
    assert g.s.exerted[mickey] and g.s.damage[mickey] == 1 and g.s.at[mickey] == sc.ref("rock")
    assert Activate(sc.ref("speedway"), 0) not in g.legal_actions()  # once per turn


def test_ancestral_guitar_lets_a_cost_1_character_sing_a_cost_3_song_this_turn(cards: CardIndex) -> None:
    # Ancestral Guitar: "⟳, 1 ⬡ — Chosen character gains Singer and counts as having +2 cost to sing songs this turn."
    sc = _game(cards, {"play": [{"card": "Ancestral Guitar", "id": "guitar"}, {"card": STITCH, "id": "stitch"}],
                       "hand": [{"card": SONG, "id": "song"}]})
    g = sc.game
    stitch, song = sc.ref("stitch"), sc.ref("song")
    assert g.check(PlayCard(song, sing=(stitch,))) is not None  # cost 1: not enough for a cost-3 song
    g.apply(Activate(sc.ref("guitar"), 0))
    _answer(g)
    assert g.has_keyword(stitch, "Singer") and g.sing_value(stitch) == 3
    g.apply(PlayCard(song, sing=(stitch,)))
    _answer(g)
    assert g.zone_of(song) == "discard" and g.s.exerted[stitch]


def test_mama_imelda_puts_3_cards_under_the_deck_or_is_banished(cards: CardIndex) -> None:
    # Mamá Imelda - No-Nonsense Ancestor: "When you play this character, put 3 cards from your discard on the bottom
    # of your deck in any order or banish her."
    for in_discard, option, stays in ((2, None, False), (3, 0, True), (3, 1, False)):
        sc = _game(cards, {"hand": [{"card": "Mamá Imelda - No-Nonsense Ancestor", "id": "imelda"}],
                           "discard": [{"card": STITCH}] * in_discard})
        g = sc.game
        g.apply(PlayCard(sc.ref("imelda")))
        asked = False
        for _ in range(10):
            if g.s.pending is None:
                break
            acts = g.legal_actions()
            if option is not None and ChooseOption(option) in acts:
                asked = True
                g.apply(ChooseOption(option))
                continue
            g.apply(next(a for a in acts if not isinstance(a, ChooseTargets) or a.targets))
        assert asked == (option is not None)  # with 2 in the discard there is no choice
        assert (g.zone_of(sc.ref("imelda")) == "play") == stays
        assert len(g.s.discard[0]) == (0 if stays else in_discard + 1)
        if stays:
            assert [g.name(t) for t in g.s.deck[0][-3:]] == [STITCH] * 3


def test_pushing_boundaries_saves_the_challenger_from_damage_and_gives_an_ink_drop(cards: CardIndex) -> None:
    # Pushing Boundaries: "Chosen character of yours takes no damage while challenging this turn. Get 1 ink drop."
    sc = _game(cards, {"hand": [{"card": "Pushing Boundaries", "id": "push"}],
                       "play": [{"card": MICKEY, "id": "mickey"}, {"card": MICKEY, "id": "other"}]},
               {"play": [{"card": SVEN, "id": "sven", "exerted": True}, {"card": SVEN, "id": "sven2", "exerted": True}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("push")))
    _answer_for(g, sc.ref("mickey"))
    assert g.s.drops[0] == 1
    g.apply(Challenge(sc.ref("mickey"), sc.ref("sven")))
    _answer(g)
    assert g.zone_of(sc.ref("mickey")) == "play" and g.s.damage[sc.ref("mickey")] == 0
    assert g.s.damage[sc.ref("sven")] == 3
    g.apply(Challenge(sc.ref("other"), sc.ref("sven2")))  # the other one is not covered: banished by 5
    _answer(g)
    assert g.zone_of(sc.ref("other")) == "discard"


def test_well_save_our_village_gives_resist_to_your_characters_and_locations(cards: CardIndex) -> None:
    # We'll Save Our Village: "Your characters and locations gain Resist +1 until the start of your next turn."
    sc = _game(cards, {"hand": [{"card": "We'll Save Our Village", "id": "village"}, {"card": STITCH, "id": "late"}],
                       "play": [{"card": MICKEY, "id": "mickey"}, {"card": "Pride Lands - Pride Rock", "id": "rock"}]},
               {"play": [{"card": MICKEY, "id": "theirs"}, {"card": "Pride Lands - Pride Rock", "id": "their_rock"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("village")))
    _answer(g)
    g.apply(PlayCard(sc.ref("late")))
    _answer(g)
    for x in ("mickey", "rock"):
        assert g.keyword_value(sc.ref(x), "Resist") == 1, x
    assert not g.has_keyword(sc.ref("late"), "Resist")  # played afterwards: the ability is applied (CR 6.4.2.2)
    for x in ("theirs", "their_rock"):
        assert not g.has_keyword(sc.ref(x), "Resist"), x
    g.apply(EndTurn())
    _answer(g)
    assert g.has_keyword(sc.ref("rock"), "Resist")
    g.apply(EndTurn())
    _answer(g)
    assert not g.has_keyword(sc.ref("rock"), "Resist") and not g.has_keyword(sc.ref("mickey"), "Resist")


def test_loving_husband_carl_makes_the_next_ellie_cost_2_less(cards: CardIndex) -> None:
    # Carl Fredricksen - Loving Husband: "When you play this character, you pay 2 ⬡ less for the next character named
    # Ellie Fredricksen you play this turn."
    ellie = "Ellie Fredricksen - Adventure Partner"  # cost 3
    sc = _game(cards, {"hand": [{"card": "Carl Fredricksen - Loving Husband", "id": "carl"},
                                {"card": ellie, "id": "e1"}, {"card": ellie, "id": "e2"}, {"card": MICKEY, "id": "m"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("carl")))
    _answer(g)
    assert g.play_cost(sc.ref("e1")) == 1 and g.play_cost(sc.ref("m")) == 3
    g.apply(PlayCard(sc.ref("e1")))
    _answer(g)
    assert g.play_cost(sc.ref("e2")) == 3  # used up by the first Ellie


def test_antonio_inks_the_top_card_only_when_damage_was_removed(cards: CardIndex) -> None:
    # Antonio Madrigal - Animal Doctor: "When you play this character, you may remove up to 3 damage from chosen
    # character of yours. If you removed damage this way, put the top card of your deck into your inkwell facedown
    # and exerted."
    for target, inked in (("hurt", True), ("whole", False)):
        sc = _game(cards, {"hand": [{"card": "Antonio Madrigal - Animal Doctor", "id": "antonio"}],
                           "play": [{"card": SVEN, "id": "hurt", "damage": 4}, {"card": SVEN, "id": "whole"}]})
        g = sc.game
        ink = len(g.s.inkwell[0])
        g.apply(PlayCard(sc.ref("antonio")))
        _answer_for(g, sc.ref(target))
        assert g.s.damage[sc.ref("hurt")] == (1 if inked else 4)
        assert len(g.s.inkwell[0]) == ink + (1 if inked else 0), target
        if inked:
            assert g.s.exerted[g.s.inkwell[0][-1]]


def test_baloo_delivery_pilot_works_only_after_you_got_an_ink_drop_this_turn(cards: CardIndex) -> None:
    # Baloo - Delivery Pilot: "This character can't quest or challenge unless you got an ink drop this turn."
    # Pushing Boundaries: "... Get 1 ink drop."
    sc = _game(cards, {"play": [{"card": "Baloo - Delivery Pilot", "id": "baloo"}, {"card": MICKEY, "id": "m"}],
                       "hand": [{"card": "Pushing Boundaries", "id": "push"}]},
               {"play": [{"card": STITCH, "id": "foe", "exerted": True}]})
    g = sc.game
    baloo = sc.ref("baloo")
    assert Quest(baloo) not in g.legal_actions() and g.check(Challenge(baloo, sc.ref("foe"))) is not None
    g.apply(PlayCard(sc.ref("push")))
    _answer_for(g, sc.ref("m"))
    assert g.s.drops[0] == 1
    assert Quest(baloo) in g.legal_actions() and g.check(Challenge(baloo, sc.ref("foe"))) is None
    g.apply(EndTurn())
    _answer(g)
    g.apply(EndTurn())
    _answer(g)
    assert g.s.drops[0] >= 1 and Quest(baloo) not in g.legal_actions()  # a drop kept is not one got this turn


def test_hector_looks_at_3_cards_on_his_first_song_of_the_turn_only(cards: CardIndex) -> None:
    # Héctor Rivera - Worldwide Sensation: "Whenever this character quests and whenever he sings a song for the first
    # time each turn, look at the top 3 cards of your deck. You may reveal a song card and put it into your hand.
    # Put the rest into your discard."
    sc = _game(cards, {"play": [{"card": "Héctor Rivera - Worldwide Sensation", "id": "hector"}],
                       "hand": [{"card": SONG, "id": "s1"}, {"card": SONG, "id": "s2"}],
                       "deck": [STITCH, STITCH, STITCH, SONG, STITCH, STITCH, STITCH, STITCH]})
    g = sc.game
    hector = sc.ref("hector")
    g.apply(PlayCard(sc.ref("s1"), sing=(hector,)))
    _answer(g)
    assert len(g.s.deck[0]) == 8 - 2 - 3  # the song drew 2, then the look took 3 (the song resolves first)
    assert sum(1 for t in g.s.hand[0] if g.name(t) == SONG) == 2  # s2 and the revealed song
    assert sum(1 for t in g.s.discard[0] if g.name(t) == STITCH) == 2
    g.s.exerted[hector] = False  # (readied by some other effect)
    g.apply(PlayCard(sc.ref("s2"), sing=(hector,)))
    _answer(g)
    assert len(g.s.deck[0]) == 3 - 2  # only the song's draw: not the first song of the turn


def test_tiana_party_hostess_plays_a_discarded_location_for_free(cards: CardIndex) -> None:
    # Tiana - Party Hostess (7): "When you play this character, you may draw 2 cards, then choose and discard a card.
    # If you discarded a location card this way, you may play it from your discard for free."
    for pick, played in (("rock", True), ("mickey", False)):
        sc = _game(cards, {"hand": [{"card": "Tiana - Party Hostess", "id": "tiana"},
                                    {"card": "Pride Lands - Pride Rock", "id": "rock"}, {"card": MICKEY, "id": "mickey"}],
                           "inkwell": 7})
        g = sc.game
        g.apply(PlayCard(sc.ref("tiana")))
        _answer_for(g, sc.ref(pick))
        assert g.zone_of(sc.ref("rock")) == ("play" if played else "hand"), pick
        assert g.zone_of(sc.ref(pick)) == ("play" if played else "discard")
        assert len(g.s.deck[0]) == 6 - 2 and g.ready_ink(0) == 0


def test_aladdin_and_genie_swap_cards_from_hand_for_one_more(cards: CardIndex) -> None:
    # Aladdin & Genie - Mischievous Pals: "When you play this character, you may put any number of cards from your
    # hand on the bottom of your deck in any order. If you do, draw that number of cards plus 1."
    for pick in ((), ("a", "b")):
        sc = _game(cards, {"hand": [{"card": "Aladdin & Genie - Mischievous Pals", "id": "pals"},
                                    {"card": MICKEY, "id": "a"}, {"card": MICKEY, "id": "b"}, {"card": MICKEY, "id": "c"}]})
        g = sc.game
        g.apply(PlayCard(sc.ref("pals")))
        want = tuple(sorted(sc.ref(x) for x in pick))
        while not any(isinstance(a, ChooseTargets) for a in g.legal_actions()):
            g.apply(g.legal_actions()[0])  # (the trigger into the bag)
        g.apply(next(a for a in g.legal_actions() if isinstance(a, ChooseTargets) and tuple(sorted(a.targets)) == want))
        _answer(g)
        assert len(g.s.hand[0]) == 3 - len(pick) + (len(pick) + 1 if pick else 0)
        assert all(g.s.deck[0].index(sc.ref(x)) >= len(g.s.deck[0]) - len(pick) for x in pick)  # at the bottom


def test_ink_types_count_each_ink_of_your_characters_once(cards: CardIndex) -> None:
    # Winnie the Pooh & Piglet - Hunny Mages (Amethyst/Sapphire, 0 lore): "This character gets +1 ◊ for each different
    # ink type of characters you have in play." With a Few Good Friends: "Chosen player draws a card for each
    # different ink type of characters you have in play." Stitch, Mickey: Amber; Sven: Amethyst.
    sc = _game(cards, {"hand": [{"card": "With a Few Good Friends", "id": "friends"}],
                       "play": [{"card": "Winnie the Pooh & Piglet - Hunny Mages", "id": "mages"},
                                {"card": STITCH}, {"card": MICKEY}, {"card": SVEN}]},
               {"play": [{"card": "Minnie Mouse - Beloved Princess"}]})
    g = sc.game
    assert g.lore_value(sc.ref("mages")) == 3  # Amethyst, Sapphire, Amber (twice: once)
    g.apply(PlayCard(sc.ref("friends")))
    _answer(g)  # the first player offered: you
    assert len(g.s.hand[0]) == 3


def test_whos_with_me_pays_2_lore_for_each_challenge_by_a_reckless_character(cards: CardIndex) -> None:
    # Who's With Me?: "Your characters get +2 ¤ this turn. Whenever one of your characters with Reckless challenges
    # another character this turn, gain 2 lore."
    sc = _game(cards, {"hand": [{"card": "Who's With Me?", "id": "who"}],
                       "play": [{"card": "Gaston - Arrogant Hunter", "id": "gaston"}, {"card": MICKEY, "id": "mickey"}]},
               {"play": [{"card": SVEN, "id": "x", "exerted": True}, {"card": SVEN, "id": "y", "exerted": True}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("who")))
    _answer(g)
    assert g.strength(sc.ref("gaston")) == 4 + 2 and g.strength(sc.ref("mickey")) == 3 + 2
    g.apply(Challenge(sc.ref("mickey"), sc.ref("x")))  # not Reckless: nothing
    _answer(g)
    assert g.s.lore[0] == 0
    g.apply(Challenge(sc.ref("gaston"), sc.ref("y")))  # Reckless: 2 lore
    _answer(g)
    assert g.s.lore[0] == 2


def test_rapunzel_escaping_the_tower_discards_for_lore_and_evasive_once_a_turn(cards: CardIndex) -> None:
    # Rapunzel - Escaping the Tower: "Once during your turn, you may discard a card to give this character +1 ◊ and
    # Evasive until the start of your next turn."
    sc = _game(cards, {"play": [{"card": "Rapunzel - Escaping the Tower", "id": "rapunzel"}],
                       "hand": [{"card": MICKEY, "id": "a"}, {"card": MICKEY, "id": "b"}]})
    g = sc.game
    me = sc.ref("rapunzel")
    g.apply(Activate(me, 0))
    _answer(g)
    assert len(g.s.hand[0]) == 1 and g.lore_value(me) == 2 and g.has_keyword(me, "Evasive")
    assert Activate(me, 0) not in g.legal_actions()  # once during your turn
    g.apply(EndTurn())
    _answer(g)
    assert g.has_keyword(me, "Evasive")  # still in the opponent's turn
    g.apply(EndTurn())
    _answer(g)
    assert not g.has_keyword(me, "Evasive") and g.lore_value(me) == 1


def test_queens_sensor_core_takes_only_a_princess_or_queen(cards: CardIndex) -> None:
    # Queen's Sensor Core: "⟳, 2 ⬡ — Reveal the top card of your deck. If it's a Princess or Queen character card, you
    # may put it into your hand. Otherwise, put it on the top of your deck."
    for top, taken in (("Minnie Mouse - Beloved Princess", True), (MICKEY, False)):
        sc = _game(cards, {"play": [{"card": "Queen's Sensor Core", "id": "core"}], "deck": [top, STITCH, STITCH]})
        g = sc.game
        g.apply(Activate(sc.ref("core"), 0))
        _answer(g)
        assert (len(g.s.hand[0]) == 1) == taken and g.name(g.s.deck[0][0]) == (STITCH if taken else top)


def test_mirabel_family_guardian_readies_a_healed_character_that_then_cannot_quest(cards: CardIndex) -> None:
    # Mirabel Madrigal - Family Guardian: "Whenever you remove damage from one of your characters, you may ready them.
    # If you do, they can't quest or challenge for the rest of this turn." First Aid: "Remove up to 1 damage from each
    # of your characters."
    sc = _game(cards, {"play": [{"card": "Mirabel Madrigal - Family Guardian"},
                                {"card": MICKEY, "id": "hurt", "damage": 1, "exerted": True},
                                {"card": MICKEY, "id": "whole", "exerted": True}],
                       "hand": [{"card": "First Aid", "id": "aid"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("aid")))
    _answer(g)
    hurt = sc.ref("hurt")
    assert not g.s.exerted[hurt] and g.s.exerted[sc.ref("whole")]  # only the one that had damage removed
    assert Quest(hurt) not in g.legal_actions()


def test_chicha_draws_on_the_second_card_put_into_your_inkwell_only(cards: CardIndex) -> None:
    # Chicha - Dedicated Mother: "During your turn, when you put a card into your inkwell, if it's the second card
    # you've put into your inkwell this turn, you may draw a card." (Antonio Madrigal puts the top card of the deck
    # into the inkwell when he removes damage.)
    antonio = "Antonio Madrigal - Animal Doctor"
    sc = _game(cards, {"play": [{"card": "Chicha - Dedicated Mother"}, {"card": SVEN, "id": "hurt", "damage": 5}],
                       "hand": [{"card": MICKEY, "id": "ink"}, {"card": antonio, "id": "a1"}, {"card": antonio, "id": "a2"}],
                       "deck": [STITCH] * 8})
    g = sc.game
    g.apply(InkCard(sc.ref("ink")))  # the first: nothing
    _answer(g)
    assert len(g.s.hand[0]) == 2 and len(g.s.deck[0]) == 8
    g.apply(PlayCard(sc.ref("a1")))  # the second (the top card of the deck): draw
    _answer_for(g, sc.ref("hurt"))
    assert len(g.s.deck[0]) == 8 - 1 - 1 and len(g.s.hand[0]) == 1 + 1
    g.apply(PlayCard(sc.ref("a2")))  # the third: no draw
    _answer_for(g, sc.ref("hurt"))
    assert len(g.s.deck[0]) == 6 - 1 and len(g.s.hand[0]) == 1


def test_prince_johns_mirror_trims_an_opponents_hand_to_3_at_the_end_of_their_turn(cards: CardIndex) -> None:
    # Prince John's Mirror: "At the end of each opponent's turn, if they have more than 3 cards in their hand, they
    # discard until they have 3 cards in their hand."
    sc = _game(cards, {"play": [{"card": "Prince John's Mirror"}], "hand": [{"card": STITCH}] * 5},
               {"hand": [{"card": STITCH}] * 5})
    g = sc.game
    g.apply(EndTurn())  # the end of your own turn: nothing
    _answer(g)
    assert g.s.active == 1 and len(g.s.hand[0]) == 5 and len(g.s.hand[1]) == 6
    g.apply(EndTurn())  # the end of theirs: they keep 3
    _answer(g)
    assert len(g.s.hand[1]) == 3 and len(g.s.discard[1]) == 3
