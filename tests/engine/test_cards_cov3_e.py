"""Hand scripts of sets 2, 6 and 9 added in coverage round 3, each played: the ability's effect, the case where it
does nothing, and how long it lasts."""

from __future__ import annotations

from typing import Any

from lorcana_desktop.app.scenario import Scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import (
    Accept,
    Activate,
    Challenge,
    ChooseTargets,
    EndTurn,
    Game,
    InkCard,
    PlayCard,
    Quest,
)
from lorcana_desktop.engine.decisions import AskMay, AskTargets, AskTrigger

STITCH = "Stitch - New Dog"  # 1 ink, 2/2, 1 lore, no abilities
MICKEY = "Mickey Mouse - True Friend"  # 3 ink, 3/3, 2 lore, no abilities
INVENTOR = "Gadget Hackwrench - Perceptive Mouse"  # an Inventor with keywords only
ACTION = "Sail the Azurite Sea"  # an action, not a song
SONG = "Hakuna Matata"  # a song
PIRATE = "Mr. Smee - Loyal First Mate"  # a 2/5 Pirate with no abilities
BIG = "Starkey - Devious Pirate"  # a 6/6 Pirate with no abilities
ITEM = "Card Soldier's Spear"  # an item


def _game(cards: CardIndex, me: dict[str, Any], opp: dict[str, Any] | None = None) -> Scenario:
    me = {"inkwell": 10, "deck": [STITCH] * 6, **me}
    opp = {"deck": [STITCH] * 6, **(opp or {})}
    return Scenario({"active": 0, "turn": 3, "players": [me, opp], "steps": []}, cards)


def _answer(g: Game, may: bool = True) -> None:
    """Take the first answer of every choice; "may": ``may``."""
    for _ in range(20):
        pd = g.s.pending
        if pd is None:
            return
        g.apply(Accept(may) if isinstance(pd, AskMay) else g.legal_actions()[0])


def _pick(g: Game, *targets: int) -> None:
    """Answer the pending choices: "may": yes; targets: the given ones in order."""
    todo = list(targets)
    for _ in range(20):
        pd = g.s.pending
        if pd is None:
            return
        if isinstance(pd, AskMay):
            g.apply(Accept(True))
        elif isinstance(pd, AskTargets) and todo:
            g.apply(ChooseTargets((todo.pop(0),)))
        else:
            g.apply(g.legal_actions()[0])


def _targets(g: Game) -> tuple[int, ...]:
    """Resolve the triggered ability waiting in the bag up to its first choice ("may": yes); the cards that may be
    chosen."""
    while isinstance(g.s.pending, (AskTrigger, AskMay)):
        g.apply(Accept(True) if isinstance(g.s.pending, AskMay) else g.legal_actions()[0])
    assert isinstance(g.s.pending, AskTargets)
    return tuple(g.s.pending.options)


def _pass_turns(g: Game, n: int = 2) -> None:
    for _ in range(n):
        g.apply(EndTurn())
        _answer(g)


def test_institute_of_technology_toughens_inventors_here_and_gives_lore_while_occupied(cards: CardIndex) -> None:
    # Institute of Technology - Prestigious University: "Inventor characters get +1 ⛉ while here." and "At the
    # start of your turn, if you have a character here, gain 1 lore." (CR 5.6: locations)
    loc = "Institute of Technology - Prestigious University"
    sc = _game(cards, {"play": [{"card": loc, "id": "loc"}, {"card": INVENTOR, "id": "inv", "at": "loc"},
                                {"card": MICKEY, "id": "mickey", "at": "loc"}, {"card": INVENTOR, "id": "away"}]})
    g = sc.game
    base = cards.by_name(INVENTOR).willpower
    assert g.willpower(sc.ref("inv")) == base + 1
    assert g.willpower(sc.ref("away")) == base  # not here
    assert g.willpower(sc.ref("mickey")) == cards.by_name(MICKEY).willpower  # here, but not an Inventor
    lore = g.s.lore[0]
    _pass_turns(g)
    assert g.s.lore[0] == lore + 1  # characters here at the start of the turn


def test_institute_of_technology_gives_no_lore_when_empty(cards: CardIndex) -> None:
    sc = _game(cards, {"play": [{"card": "Institute of Technology - Prestigious University", "id": "loc"},
                                {"card": MICKEY, "id": "mickey"}]})
    g = sc.game
    _pass_turns(g)
    assert g.s.lore[0] == 0


def test_tigger_grows_for_each_action_played_this_turn_only(cards: CardIndex) -> None:
    # Tigger - In the Crow's Nest: "Whenever you play an action, this character gets +1 ¤ and +1 ◊ this turn."
    sc = _game(cards, {"play": [{"card": "Tigger - In the Crow's Nest", "id": "tigger"}],
                       "hand": [{"card": ACTION, "id": "a1"}, {"card": ACTION, "id": "a2"},
                                {"card": STITCH, "id": "stitch"}]},
               {"hand": [{"card": ACTION, "id": "theirs"}], "inkwell": 10})
    g = sc.game
    tigger = sc.ref("tigger")
    st, lo = g.strength(tigger), g.lore_value(tigger)
    g.apply(PlayCard(sc.ref("stitch")))  # a character is not an action
    _answer(g)
    assert (g.strength(tigger), g.lore_value(tigger)) == (st, lo)
    g.apply(PlayCard(sc.ref("a1")))
    _answer(g)
    g.apply(PlayCard(sc.ref("a2")))
    _answer(g)
    assert (g.strength(tigger), g.lore_value(tigger)) == (st + 2, lo + 2)
    g.apply(Quest(tigger))
    _answer(g)
    assert g.s.lore[0] == lo + 2
    g.apply(EndTurn())
    _answer(g)
    assert (g.strength(tigger), g.lore_value(tigger)) == (st, lo)  # this turn only
    g.apply(PlayCard(sc.ref("theirs")))  # the opponent's action: not "you play"
    _answer(g)
    assert (g.strength(tigger), g.lore_value(tigger)) == (st, lo)


def test_basil_draws_two_only_when_shifted(cards: CardIndex) -> None:
    # Basil - Great Mouse Detective: "If you used Shift to play this character, you may draw 2 cards when he enters
    # play." (CR 8.10 Shift)
    basil = "Basil - Great Mouse Detective"
    sc = _game(cards, {"hand": [{"card": basil, "id": "b1"}, {"card": basil, "id": "b2"}],
                       "play": [{"card": "Basil - Of Baker Street", "id": "base"}], "inkwell": 20})
    g = sc.game
    g.apply(PlayCard(sc.ref("b1")))  # played normally: no draw
    _answer(g)
    assert len(g.s.hand[0]) == 1
    shift = next(a for a in g.legal_actions() if isinstance(a, PlayCard) and a.card == sc.ref("b2") and a.shift)
    g.apply(shift)
    _answer(g)
    assert len(g.s.hand[0]) == 2 and g.zone_of(sc.ref("b2")) == "play"


def test_basil_may_decline_the_draw(cards: CardIndex) -> None:
    basil = "Basil - Great Mouse Detective"
    sc = _game(cards, {"hand": [{"card": basil, "id": "b"}],
                       "play": [{"card": "Basil - Of Baker Street", "id": "base"}], "inkwell": 20})
    g = sc.game
    g.apply(next(a for a in g.legal_actions() if isinstance(a, PlayCard) and a.shift))
    _answer(g, may=False)
    assert len(g.s.hand[0]) == 0


def test_tragic_beast_draws_when_undamaged_and_grows_when_damaged(cards: CardIndex) -> None:
    # Beast - Tragic Hero: "At the start of your turn, if this character has no damage, draw a card. Otherwise, he
    # gets +4 ¤ this turn."
    sc = _game(cards, {"play": [{"card": "Beast - Tragic Hero", "id": "beast"}]})
    g = sc.game
    beast = sc.ref("beast")
    st = g.strength(beast)
    hand = len(g.s.hand[0])
    _pass_turns(g)
    assert len(g.s.hand[0]) == hand + 2 and g.strength(beast) == st  # turn draw + his draw
    sc = _game(cards, {"play": [{"card": "Beast - Tragic Hero", "id": "beast", "damage": 1}]})
    g = sc.game
    beast = sc.ref("beast")
    _pass_turns(g)
    assert len(g.s.hand[0]) == 1 and g.strength(beast) == st + 4  # turn draw only
    _pass_turns(g)
    assert g.strength(beast) == st + 4  # still damaged: +4 again for this turn, not +8
    g.apply(EndTurn())
    _answer(g)
    assert g.strength(beast) == st


def test_cinderella_challenges_ready_characters_after_a_song_this_turn(cards: CardIndex) -> None:
    # Cinderella - Stouthearted: "Whenever you play a song, this character may challenge ready characters this
    # turn." (CR 4.6.4: normally only exerted characters can be challenged)
    sc = _game(cards, {"play": [{"card": "Cinderella - Stouthearted", "id": "cin"}],
                       "hand": [{"card": ACTION, "id": "act"}, {"card": SONG, "id": "song"}]},
               {"play": [{"card": STITCH, "id": "foe"}]})
    g = sc.game
    cin, foe = sc.ref("cin"), sc.ref("foe")

    def can_challenge() -> bool:
        return any(isinstance(a, Challenge) and a.card == cin and a.target == foe for a in g.legal_actions())

    assert not can_challenge()
    g.apply(PlayCard(sc.ref("act")))  # an action that is not a song
    _answer(g)
    assert not can_challenge()
    g.apply(PlayCard(sc.ref("song")))
    _answer(g)
    assert can_challenge()
    g.apply(Challenge(cin, foe))
    _answer(g)
    assert g.zone_of(foe) == "discard"


def test_heihei_exerts_an_opposing_item_that_stays_exerted_through_its_next_ready_step(cards: CardIndex) -> None:
    # HeiHei - Not-So-Tricky Chicken: "When you play this character, exert chosen opposing item. It can't ready at
    # the start of its next turn." (CR 3.2.1.1: the ready step)
    sc = _game(cards, {"hand": [{"card": "HeiHei - Not-So-Tricky Chicken", "id": "hei"}]},
               {"play": [{"card": ITEM, "id": "spear"}]})
    g = sc.game
    spear = sc.ref("spear")
    g.apply(PlayCard(sc.ref("hei")))
    _pick(g, spear)
    assert g.s.exerted[spear]
    g.apply(EndTurn())
    _answer(g)
    assert g.s.active == 1 and g.s.exerted[spear]  # its player's turn: not readied
    _pass_turns(g, 2)
    assert g.s.active == 1 and not g.s.exerted[spear]  # the turn after: readies as usual


def test_ratigan_exerts_a_weak_opponent_and_readies_one_of_yours_that_cannot_quest(cards: CardIndex) -> None:
    # Ratigan - Very Large Mouse: "When you play this character, exert chosen opposing character with 3 ¤ or less.
    # Choose one of your characters and ready them. They can't quest for the rest of this turn."
    sc = _game(cards, {"hand": [{"card": "Ratigan - Very Large Mouse", "id": "rat"}],
                       "play": [{"card": MICKEY, "id": "mine", "exerted": True}]},
               {"play": [{"card": MICKEY, "id": "weak"}, {"card": BIG, "id": "big"}]})
    g = sc.game
    mine, weak, big = sc.ref("mine"), sc.ref("weak"), sc.ref("big")
    g.apply(PlayCard(sc.ref("rat")))
    assert weak in _targets(g) and big not in _targets(g)  # 6 ¤: not a choice
    _pick(g, weak, mine)
    assert g.s.exerted[weak] and not g.s.exerted[big]
    assert not g.s.exerted[mine]
    assert not any(isinstance(a, Quest) and a.card == mine for a in g.legal_actions())  # ready, but can't quest
    assert any(isinstance(a, Challenge) and a.card == mine and a.target == weak for a in g.legal_actions())
    _pass_turns(g)
    assert any(isinstance(a, Quest) and a.card == mine for a in g.legal_actions())  # only for that turn


def test_john_silver_may_damage_another_character_of_yours_to_ready_it(cards: CardIndex) -> None:
    # John Silver - Ferocious Friend: "Whenever this character quests, you may deal 1 damage to another chosen
    # character of yours. If you do, ready that character. They can't quest for the rest of this turn."
    sc = _game(cards, {"play": [{"card": "John Silver - Ferocious Friend", "id": "silver"},
                                {"card": MICKEY, "id": "mickey", "exerted": True}]},
               {"play": [{"card": STITCH, "id": "foe", "exerted": True}]})
    g = sc.game
    mickey = sc.ref("mickey")
    g.apply(Quest(sc.ref("silver")))
    _pick(g, mickey)
    assert g.s.damage[mickey] == 1 and not g.s.exerted[mickey]
    assert not any(isinstance(a, Quest) and a.card == mickey for a in g.legal_actions())
    g.apply(Challenge(mickey, sc.ref("foe")))  # readied: it can challenge
    _answer(g)
    assert g.zone_of(sc.ref("foe")) == "discard"


def test_john_silver_declined_leaves_the_other_character_exerted_and_undamaged(cards: CardIndex) -> None:
    sc = _game(cards, {"play": [{"card": "John Silver - Ferocious Friend", "id": "silver"},
                                {"card": MICKEY, "id": "mickey", "exerted": True}]})
    g = sc.game
    g.apply(Quest(sc.ref("silver")))
    _answer(g, may=False)
    assert g.s.damage[sc.ref("mickey")] == 0 and g.s.exerted[sc.ref("mickey")]


def test_pirate_captain_mickey_makes_a_pirate_stronger_and_unhurt_in_challenges(cards: CardIndex) -> None:
    # Mickey Mouse - Pirate Captain: "Whenever this character quests, chosen Pirate character gets +2 ¤ and gains
    # “This character takes no damage from challenges” this turn."
    sc = _game(cards, {"play": [{"card": "Mickey Mouse - Pirate Captain", "id": "cap"},
                                {"card": PIRATE, "id": "smee"}]},
               {"play": [{"card": BIG, "id": "big", "exerted": True}]})
    g = sc.game
    smee, big = sc.ref("smee"), sc.ref("big")
    st = g.strength(smee)
    g.apply(Quest(sc.ref("cap")))
    _pick(g, smee)
    assert g.strength(smee) == st + 2
    g.apply(Challenge(smee, big))
    _answer(g)
    assert g.s.damage[smee] == 0 and g.zone_of(smee) == "play"  # 6 ¤ against 5 ⛉: no damage taken
    assert g.s.damage[big] == st + 2
    g.apply(EndTurn())
    _answer(g)
    assert g.strength(smee) == st


def test_pirate_captain_mickey_chooses_only_pirates(cards: CardIndex) -> None:
    sc = _game(cards, {"play": [{"card": "Mickey Mouse - Pirate Captain", "id": "cap"},
                                {"card": MICKEY, "id": "mickey"}]})
    g = sc.game
    g.apply(Quest(sc.ref("cap")))
    assert sc.ref("mickey") not in _targets(g) and sc.ref("cap") in _targets(g)


def test_raya_takes_no_damage_challenging_a_damaged_character(cards: CardIndex) -> None:
    # Raya - Leader of Heart: "Whenever this character challenges a damaged character, she takes no damage from the
    # challenge." (CR 4.6.6 challenge damage)
    sc = _game(cards, {"play": [{"card": "Raya - Leader of Heart", "id": "raya"}]},
               {"play": [{"card": BIG, "id": "hurt", "exerted": True, "damage": 1},
                         {"card": BIG, "id": "fresh", "exerted": True}]})
    g = sc.game
    raya = sc.ref("raya")
    g.apply(Challenge(raya, sc.ref("hurt")))
    _answer(g)
    assert g.s.damage[raya] == 0 and g.zone_of(sc.ref("hurt")) == "discard"
    sc = _game(cards, {"play": [{"card": "Raya - Leader of Heart", "id": "raya"}]},
               {"play": [{"card": BIG, "id": "fresh", "exerted": True}]})
    g = sc.game
    raya = sc.ref("raya")
    g.apply(Challenge(raya, sc.ref("fresh")))  # undamaged: she takes its 6 ¤ and is banished
    _answer(g)
    assert g.zone_of(raya) == "discard"


def _shift(g: Game, card: int) -> None:
    g.apply(next(a for a in g.legal_actions() if isinstance(a, PlayCard) and a.card == card and a.shift))


def test_honey_lemon_may_pay_two_to_make_each_opponent_discard(cards: CardIndex) -> None:
    # Honey Lemon - Chemical Genius: "When you play this character, you may pay 2 ⬡ to have each opponent choose
    # and discard a card." (CR 6.1.4: optional; unpaid, nothing happens)
    honey = "Honey Lemon - Chemical Genius"
    for ink, may, left in ((4, True, 1), (4, False, 2), (3, True, 2)):
        sc = _game(cards, {"inkwell": ink, "hand": [{"card": honey, "id": "h"}]}, {"hand": [STITCH, STITCH]})
        g = sc.game
        g.apply(PlayCard(sc.ref("h")))
        _answer(g, may=may)
        assert len(g.s.hand[1]) == left, (ink, may)
        assert g.ready_ink(0) == ink - 2 - (2 if left == 1 else 0)


def test_royal_commodore_jasmine_shifted_returns_all_other_exerted_characters(cards: CardIndex) -> None:
    # Jasmine - Royal Commodore: "When you play this character, if you used Shift to play her, return all other
    # exerted characters to their players' hands." (CR 8.10 Shift)
    jas = "Jasmine - Royal Commodore"
    sc = _game(cards, {"hand": [{"card": jas, "id": "j1"}, {"card": jas, "id": "j2"}],
                       "play": [{"card": "Jasmine - Disguised", "id": "base"},
                                {"card": MICKEY, "id": "tired", "exerted": True}, {"card": MICKEY, "id": "fresh"}],
                       "inkwell": 20},
               {"play": [{"card": STITCH, "id": "otired", "exerted": True}, {"card": STITCH, "id": "ofresh"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("j1")))  # played normally: nothing returns
    _answer(g)
    assert g.zone_of(sc.ref("tired")) == "play" and g.zone_of(sc.ref("otired")) == "play"
    _shift(g, sc.ref("j2"))
    _answer(g)
    assert g.zone_of(sc.ref("tired")) == "hand" and g.zone_of(sc.ref("otired")) == "hand"
    assert sc.ref("otired") in g.s.hand[1]  # to its player's hand
    assert g.zone_of(sc.ref("fresh")) == "play" and g.zone_of(sc.ref("ofresh")) == "play"
    assert g.zone_of(sc.ref("j2")) == "play"


def test_enigmatic_yokai_returns_an_item_to_make_the_next_item_cheaper(cards: CardIndex) -> None:
    # Yokai - Enigmatic Inventor: "Whenever this character quests, you may return one of your items to your hand to
    # pay 2 ⬡ less for the next item you play this turn." (CR 6.6.1: cost reduction)
    sc = _game(cards, {"play": [{"card": "Yokai - Enigmatic Inventor", "id": "yokai"}, {"card": ITEM, "id": "spear"}],
                       "hand": [{"card": "Microbots", "id": "bots"}]})
    g = sc.game
    g.apply(Quest(sc.ref("yokai")))
    _pick(g, sc.ref("spear"))
    assert g.zone_of(sc.ref("spear")) == "hand"
    ink = g.ready_ink(0)
    g.apply(PlayCard(sc.ref("bots")))  # costs 2: 2 less is nothing
    _answer(g)
    assert g.ready_ink(0) == ink
    g.apply(PlayCard(sc.ref("spear")))  # the reduction is used up
    _answer(g)
    assert g.ready_ink(0) == ink - cards.by_name(ITEM).cost


def test_enigmatic_yokai_declined_keeps_the_item_in_play(cards: CardIndex) -> None:
    sc = _game(cards, {"play": [{"card": "Yokai - Enigmatic Inventor", "id": "yokai"}, {"card": ITEM, "id": "spear"}],
                       "hand": [{"card": "Microbots", "id": "bots"}]})
    g = sc.game
    g.apply(Quest(sc.ref("yokai")))
    _answer(g, may=False)
    assert g.zone_of(sc.ref("spear")) == "play"
    ink = g.ready_ink(0)
    g.apply(PlayCard(sc.ref("bots")))
    _answer(g)
    assert g.ready_ink(0) == ink - 2


def test_bucky_makes_opponents_discard_when_you_shift_a_floodborn(cards: CardIndex) -> None:
    # Bucky - Squirrel Squeak Tutor: "Whenever you play a Floodborn character, if you used Shift to play them, each
    # opponent chooses and discards a card."
    herc = "Hercules - Divine Hero"
    sc = _game(cards, {"play": [{"card": "Bucky - Squirrel Squeak Tutor", "id": "bucky"},
                                {"card": "Hercules - True Hero", "id": "base"}],
                       "hand": [{"card": herc, "id": "h1"}, {"card": herc, "id": "h2"}, {"card": STITCH, "id": "s"}],
                       "inkwell": 20},
               {"hand": [STITCH, STITCH, STITCH]})
    g = sc.game
    g.apply(PlayCard(sc.ref("s")))  # not Floodborn
    _answer(g)
    g.apply(PlayCard(sc.ref("h1")))  # Floodborn, but paid in full
    _answer(g)
    assert len(g.s.hand[1]) == 3
    _shift(g, sc.ref("h2"))
    _answer(g)
    assert len(g.s.hand[1]) == 2


def test_alien_buccaneer_stitch_shifted_puts_an_action_from_discard_on_top_of_the_deck(cards: CardIndex) -> None:
    # Stitch - Alien Buccaneer: "When you play this character, if you used Shift to play him, you may put an action
    # card from your discard on the top of your deck."
    stitch = "Stitch - Alien Buccaneer"
    sc = _game(cards, {"hand": [{"card": stitch, "id": "s1"}, {"card": stitch, "id": "s2"}],
                       "play": [{"card": STITCH, "id": "base"}],
                       "discard": [{"card": ACTION, "id": "act"}, {"card": MICKEY, "id": "char"}], "inkwell": 20})
    g = sc.game
    g.apply(PlayCard(sc.ref("s1")))  # played normally: nothing
    _answer(g)
    assert g.zone_of(sc.ref("act")) == "discard"
    _shift(g, sc.ref("s2"))
    assert sc.ref("char") not in _targets(g)  # an action card only
    _pick(g, sc.ref("act"))
    assert g.zone_of(sc.ref("act")) == "deck"
    g.apply(EndTurn())
    _answer(g)
    g.apply(EndTurn())
    _answer(g)
    assert sc.ref("act") in g.s.hand[0]  # on top: drawn in the next draw step


def test_scar_finally_king_trades_an_ally_for_cards_at_the_end_of_the_turn(cards: CardIndex) -> None:
    # Scar - Finally King: "Your Ally characters get +1 ¤." and "At the end of your turn, if this character is
    # exerted, you may draw cards equal to the ¤ of chosen Ally character of yours. If you do, choose and discard 2
    # cards and banish that character."
    ally = "HeiHei - Not-So-Tricky Chicken"
    sc = _game(cards, {"play": [{"card": "Scar - Finally King", "id": "scar", "exerted": True},
                                {"card": ally, "id": "ally"}, {"card": MICKEY, "id": "mickey"}]})
    g = sc.game
    st = g.strength(sc.ref("ally"))
    assert st == cards.by_name(ally).strength + 1
    assert sc.ref("mickey") not in _targets_after_end(g)  # not an Ally
    _pick(g, sc.ref("ally"))
    assert len(g.s.hand[0]) == st - 2
    assert len(g.s.discard[0]) == 2 + 1 and g.zone_of(sc.ref("ally")) == "discard"


def _targets_after_end(g: Game) -> tuple[int, ...]:
    g.apply(EndTurn())
    return _targets(g)


def test_scar_finally_king_does_nothing_while_ready_or_when_declined(cards: CardIndex) -> None:
    ally = "HeiHei - Not-So-Tricky Chicken"
    for exerted, may in ((False, True), (True, False)):
        sc = _game(cards, {"play": [{"card": "Scar - Finally King", "id": "scar", "exerted": exerted},
                                    {"card": ally, "id": "ally"}]})
        g = sc.game
        g.apply(EndTurn())
        _answer(g, may=may)
        assert g.zone_of(sc.ref("ally")) == "play" and len(g.s.hand[0]) == 0 and not g.s.discard[0]


def test_gifted_tadashi_banished_in_an_opponents_turn_goes_to_the_inkwell_with_the_top_card(cards: CardIndex) -> None:
    # Tadashi Hamada - Gifted Roboticist: "During an opponent's turn, when this character is banished, you may put
    # the top card of your deck into your inkwell facedown. Then, put this card into your inkwell facedown."
    tadashi = "Tadashi Hamada - Gifted Roboticist"
    for may, ink in ((True, 2), (False, 1)):
        sc = _game(cards, {"inkwell": 0, "play": [{"card": tadashi, "id": "t", "exerted": True}]},
                   {"play": [{"card": BIG, "id": "big"}]})
        g = sc.game
        g.apply(EndTurn())
        _answer(g)
        deck = len(g.s.deck[0])
        g.apply(Challenge(sc.ref("big"), sc.ref("t")))
        _answer(g, may=may)
        assert g.zone_of(sc.ref("t")) == "inkwell" and len(g.s.inkwell[0]) == ink
        assert len(g.s.deck[0]) == deck - (ink - 1)
        assert g.ready_ink(0) == ink  # facedown, not exerted


def test_gifted_tadashi_banished_in_your_own_turn_stays_in_the_discard(cards: CardIndex) -> None:
    sc = _game(cards, {"inkwell": 0, "play": [{"card": "Tadashi Hamada - Gifted Roboticist", "id": "t"}]},
               {"play": [{"card": BIG, "id": "big", "exerted": True}]})
    g = sc.game
    g.apply(Challenge(sc.ref("t"), sc.ref("big")))
    _answer(g)
    assert g.zone_of(sc.ref("t")) == "discard" and not g.s.inkwell[0]


TREE = "Mystical Tree - Mama Odie's Home"


def test_mystical_tree_moves_a_damage_counter_from_a_character_here_to_an_opponent(cards: CardIndex) -> None:
    # Mystical Tree - Mama Odie's Home: "At the start of your turn, you may move 1 damage counter from chosen
    # character here to chosen opposing character." (CR 1.9.2.4: damage counters
    # are moved, not dealt)
    sc = _game(cards, {"play": [{"card": TREE, "id": "tree"}, {"card": MICKEY, "id": "here", "at": "tree", "damage": 2},
                                {"card": MICKEY, "id": "away", "damage": 2}]},
               {"play": [{"card": MICKEY, "id": "foe"}]})
    g = sc.game
    _pass_turns(g, 1)
    g.apply(EndTurn())
    assert sc.ref("away") not in _targets(g) and sc.ref("here") in _targets(g)  # only a character here
    _pick(g, sc.ref("here"), sc.ref("foe"))
    assert g.s.damage[sc.ref("here")] == 1 and g.s.damage[sc.ref("foe")] == 1 and g.s.damage[sc.ref("away")] == 2
    assert g.s.lore[0] == 0  # no Mama Odie here


def test_mystical_tree_gives_lore_with_mama_odie_here_only(cards: CardIndex) -> None:
    # "At the start of your turn, if you have a character named Mama Odie here, gain 1 lore."
    for at, lore in (("tree", 1), (None, 0)):
        odie: dict[str, Any] = {"card": "Mama Odie - Mystical Maven", "id": "odie"}
        if at:
            odie["at"] = at
        sc = _game(cards, {"play": [{"card": TREE, "id": "tree"}, odie]})
        g = sc.game
        _pass_turns(g)
        assert g.s.lore[0] == lore


def test_mischievous_dale_mills_three_to_weaken_a_character_until_your_next_turn(cards: CardIndex) -> None:
    # Dale - Mischievous Ranger: "When you play this character, you may put the top 3 cards of your deck into your
    # discard to give chosen character -3 ¤ until the start of your next turn."
    sc = _game(cards, {"hand": [{"card": "Dale - Mischievous Ranger", "id": "dale"}]},
               {"play": [{"card": BIG, "id": "big"}]})
    g = sc.game
    big = sc.ref("big")
    st = g.strength(big)
    deck = len(g.s.deck[0])
    g.apply(PlayCard(sc.ref("dale")))
    _pick(g, big)
    assert len(g.s.deck[0]) == deck - 3 and len(g.s.discard[0]) == 3
    assert g.strength(big) == st - 3
    g.apply(EndTurn())
    _answer(g)
    assert g.strength(big) == st - 3  # through the opponent's turn
    g.apply(EndTurn())
    _answer(g)
    assert g.strength(big) == st


def test_mischievous_dale_declined_mills_nothing(cards: CardIndex) -> None:
    sc = _game(cards, {"hand": [{"card": "Dale - Mischievous Ranger", "id": "dale"}]},
               {"play": [{"card": BIG, "id": "big"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("dale")))
    _answer(g, may=False)
    assert not g.s.discard[0] and g.strength(sc.ref("big")) == cards.by_name(BIG).strength


def test_lose_the_way_exerts_and_a_discard_keeps_the_character_exerted(cards: CardIndex) -> None:
    # Lose the Way: "Exert chosen character. Then, you may choose and discard a card. If you do, the exerted
    # character can't ready at the start of their next turn."
    for hand, may, stays in (([STITCH], True, True), ([STITCH], False, False), ([], True, False)):
        sc = _game(cards, {"hand": [{"card": "Lose the Way", "id": "lose"}, *hand]},
                   {"play": [{"card": BIG, "id": "big"}]})
        g = sc.game
        big = sc.ref("big")
        g.apply(PlayCard(sc.ref("lose")))
        if may:
            _pick(g, big)
        else:
            _answer(g, may=False)
        assert g.s.exerted[big]
        assert len(g.s.discard[0]) == 1 + (1 if hand and may else 0)  # the action, and the discarded card
        g.apply(EndTurn())
        _answer(g)
        assert g.s.exerted[big] == stays, (hand, may)


def test_twin_fire_deals_two_and_a_discard_buys_two_more_to_another_character(cards: CardIndex) -> None:
    # Twin Fire: "Deal 2 damage to chosen character. Then, you may choose and discard a card to deal 2 damage to
    # another chosen character."
    sc = _game(cards, {"hand": [{"card": "Twin Fire", "id": "fire"}, {"card": STITCH, "id": "card"}]},
               {"play": [{"card": BIG, "id": "a"}, {"card": BIG, "id": "b"}]})
    g = sc.game
    a, b = sc.ref("a"), sc.ref("b")
    g.apply(PlayCard(sc.ref("fire")))
    _pick(g, a, sc.ref("card"), b)
    assert g.s.damage[a] == 2 and g.s.damage[b] == 2 and g.zone_of(sc.ref("card")) == "discard"
    sc = _game(cards, {"hand": [{"card": "Twin Fire", "id": "fire"}, {"card": STITCH, "id": "card"}]},
               {"play": [{"card": BIG, "id": "a"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("fire")))
    _pick(g, sc.ref("a"), sc.ref("card"))
    assert g.s.damage[sc.ref("a")] == 2  # "another" character: not the same one twice


def test_twin_fire_without_a_discard_deals_only_the_first_two(cards: CardIndex) -> None:
    for hand, may in (([], True), ([STITCH], False)):
        sc = _game(cards, {"hand": [{"card": "Twin Fire", "id": "fire"}, *hand]},
                   {"play": [{"card": BIG, "id": "a"}, {"card": BIG, "id": "b"}]})
        g = sc.game
        g.apply(PlayCard(sc.ref("fire")))
        if may:
            _pick(g, sc.ref("a"))
        _answer(g, may=False)
        assert g.s.damage[sc.ref("a")] == 2 and g.s.damage[sc.ref("b")] == 0
        assert len(g.s.hand[0]) == len(hand)


def test_ambush_exerts_one_of_your_characters_to_deal_its_strength(cards: CardIndex) -> None:
    # Ambush!: "⟳ one of your characters to deal damage equal to their ¤ to chosen character."
    sc = _game(cards, {"hand": [{"card": "Ambush!", "id": "amb"}],
                       "play": [{"card": MICKEY, "id": "mickey"}, {"card": STITCH, "id": "tired", "exerted": True}]},
               {"play": [{"card": BIG, "id": "big"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("amb")))
    assert sc.ref("tired") not in _targets(g)  # already exerted: cannot pay
    _pick(g, sc.ref("mickey"), sc.ref("big"))
    assert g.s.exerted[sc.ref("mickey")] and g.s.damage[sc.ref("big")] == g.strength(sc.ref("mickey"))


def test_ambush_with_no_ready_character_does_nothing(cards: CardIndex) -> None:
    sc = _game(cards, {"hand": [{"card": "Ambush!", "id": "amb"}],
                       "play": [{"card": STITCH, "id": "tired", "exerted": True}]},
               {"play": [{"card": BIG, "id": "big"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("amb")))
    _answer(g)
    assert g.s.damage[sc.ref("big")] == 0


def test_most_diabolical_scheme_banishes_a_villain_of_yours_to_banish_any_character(cards: CardIndex) -> None:
    # The Most Diabolical Scheme: "Banish chosen Villain of yours to banish chosen character."
    villain = "Ratigan - Very Large Mouse"
    sc = _game(cards, {"hand": [{"card": "The Most Diabolical Scheme", "id": "plan"}],
                       "play": [{"card": villain, "id": "vil"}, {"card": MICKEY, "id": "mickey"}]},
               {"play": [{"card": BIG, "id": "big"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("plan")))
    assert sc.ref("mickey") not in _targets(g)  # not a Villain
    _pick(g, sc.ref("vil"), sc.ref("big"))
    assert g.zone_of(sc.ref("vil")) == "discard" and g.zone_of(sc.ref("big")) == "discard"
    sc = _game(cards, {"hand": [{"card": "The Most Diabolical Scheme", "id": "plan"}],
                       "play": [{"card": MICKEY, "id": "mickey"}]},
               {"play": [{"card": BIG, "id": "big"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("plan")))  # no Villain to pay with: nothing is banished
    _answer(g)
    assert g.zone_of(sc.ref("big")) == "play" and g.zone_of(sc.ref("mickey")) == "play"


SENSOR = "King's Sensor Core"
PRINCE = "Hans - Scheming Prince"  # a 3/3 Prince with no abilities


def test_kings_sensor_core_gives_princes_and_kings_resist(cards: CardIndex) -> None:
    # King's Sensor Core: "Your Prince and King characters gain Resist +1." (CR 8.11 Resist)
    sc = _game(cards, {"play": [{"card": SENSOR, "id": "core"}, {"card": PRINCE, "id": "prince"},
                                {"card": MICKEY, "id": "mickey"}]},
               {"play": [{"card": PRINCE, "id": "theirs"}, {"card": STITCH, "id": "foe", "exerted": True},
                         {"card": STITCH, "id": "foe2", "exerted": True}]})
    g = sc.game
    assert g.has_keyword(sc.ref("prince"), "Resist") and not g.has_keyword(sc.ref("mickey"), "Resist")
    assert not g.has_keyword(sc.ref("theirs"), "Resist")  # not yours
    g.apply(Challenge(sc.ref("prince"), sc.ref("foe")))
    _answer(g)
    g.apply(Challenge(sc.ref("mickey"), sc.ref("foe2")))
    _answer(g)
    assert g.s.damage[sc.ref("prince")] == 1 and g.s.damage[sc.ref("mickey")] == 2


def test_kings_sensor_core_reveals_a_prince_into_hand_and_leaves_anything_else_on_top(cards: CardIndex) -> None:
    # "⟳, 2 ⬡ — Reveal the top card of your deck. If it's a Prince or King character card, you may put that card
    # into your hand. Otherwise, put it on the top of your deck."
    for top, to_hand in ((PRINCE, True), (MICKEY, False)):
        sc = _game(cards, {"inkwell": 2, "play": [{"card": SENSOR, "id": "core"}],
                           "deck": [{"card": top, "id": "top"}, STITCH, STITCH]})
        g = sc.game
        g.apply(Activate(sc.ref("core"), 0))
        _answer(g)
        assert g.zone_of(sc.ref("top")) == ("hand" if to_hand else "deck"), top
        assert g.s.exerted[sc.ref("core")] and g.ready_ink(0) == 0


def test_disguised_basil_pays_one_per_inked_card_to_make_the_opponent_discard(cards: CardIndex) -> None:
    # Basil - Disguised Detective: "During your turn, whenever a card is put into your inkwell, you may pay 1 ⬡ to
    # have chosen opponent choose and discard a card."
    basil = "Basil - Disguised Detective"
    for may, left in ((True, 1), (False, 2)):
        sc = _game(cards, {"inkwell": 1, "play": [{"card": basil, "id": "basil"}],
                           "hand": [{"card": MICKEY, "id": "ink"}]}, {"hand": [STITCH, STITCH]})
        g = sc.game
        g.apply(InkCard(sc.ref("ink")))
        _answer(g, may=may)
        assert len(g.s.hand[1]) == left, may
        assert g.ready_ink(0) == (1 if may else 2)  # 1 paid of the 2
    sc = _game(cards, {"inkwell": 1, "play": [{"card": basil, "id": "basil"}]},
               {"hand": [STITCH, {"card": MICKEY, "id": "oink"}], "inkwell": 1})
    g = sc.game
    g.apply(EndTurn())
    _answer(g)
    g.apply(InkCard(sc.ref("oink")))  # the opponent's turn and inkwell: nothing
    _answer(g)
    assert len(g.s.hand[1]) == 2  # the turn's draw + the Stitch
