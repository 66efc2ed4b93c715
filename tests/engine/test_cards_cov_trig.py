"""The trigger phrases and statics added for issue 10 (cov-trig): what each one must NOT do, and the rare events.

The generic test (test_compiled_cards) plays every claimed ability once and asserts it triggered; these
tests check the other side a player would notice: the qualifier that keeps an ability from triggering
("an action that isn't a song", "a damaged character", "you remove", "another ... in play"), and that the
rare events cost nothing in games where no card listens for them.
"""

from __future__ import annotations

from typing import Any

from lorcana_desktop.app.scenario import Scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import (
    Accept,
    Challenge,
    ChooseTargets,
    ChooseTrigger,
    EndTurn,
    InkCard,
    PlayCard,
    Quest,
)
from lorcana_desktop.engine.decisions import AskAmount, AskMay, AskTargets, AskTrigger
from lorcana_desktop.engine.events import TriggerAdded

SMALL = "Stitch - New Dog"  # 2/2, cost 1
VANILLA = "Mickey Mouse - True Friend"  # 3/3, cost 3
BIG = "Kaa - Secretive Snake"


def _game(cards: CardIndex, mine: list[Any], *, hand: tuple[str, ...] = (), theirs: list[Any] | None = None,
          active: int = 0, their_hand: tuple[str, ...] = ()) -> Scenario:
    me = {"lore": 0, "inkwell": 12, "deck": [SMALL] * 10, "hand": [*hand, SMALL], "play": mine}
    opp = {"lore": 0, "inkwell": 12, "deck": [SMALL] * 10, "hand": [*their_hand, SMALL],
           "play": theirs if theirs is not None else [{"card": VANILLA, "id": "foe", "exerted": True}]}
    return Scenario({"active": active, "turn": 3, "players": [me, opp], "steps": []}, cards)


def _settle(sc: Scenario, events: list[Any] | None = None) -> list[Any]:
    """Answer the pending choices: resolve the bag, accept "may", first targets. Returns the events."""
    g = sc.game
    out = list(events or [])
    for _ in range(30):
        pd = g.s.pending
        if pd is None:
            break
        legal = g.legal_actions()
        if isinstance(pd, AskTrigger):
            out += g.apply(next(a for a in legal if isinstance(a, ChooseTrigger)))
        elif isinstance(pd, AskMay):
            out += g.apply(Accept(True))
        elif isinstance(pd, AskTargets):
            out += g.apply(next((a for a in legal if isinstance(a, ChooseTargets) and a.targets), legal[0]))
        elif isinstance(pd, AskAmount):  # "remove up to N damage": the most
            out += g.apply(legal[-1])
        else:
            out += g.apply(legal[0])
    return out


def _triggered(events: list[Any], card: int) -> bool:
    return any(isinstance(e, TriggerAdded) and e.card == card for e in events)


def test_rare_events_are_listed_only_when_a_card_listens(cards: CardIndex) -> None:
    plain = _game(cards, [{"card": VANILLA, "id": "a"}]).game
    assert not plain._events & {"leaves_play", "ready", "damage_removed", "discard", "returned", "shifted_onto"}
    assert "inkable" not in plain._static_stats and "cant_be_challenged_by" not in plain._static_stats
    olaf = _game(cards, [{"card": "Olaf - Helping Hand", "id": "o"}]).game
    assert "leaves_play" in olaf._events
    assert "leaves_play" in olaf.copy()._events


def test_leaves_play_triggers_when_returned_to_hand_not_only_banished(cards: CardIndex) -> None:
    # Olaf - Helping Hand: "When this character leaves play, you may return chosen character of yours to your hand."
    sc = _game(cards, [{"card": "Olaf - Helping Hand", "id": "olaf"}, {"card": SMALL, "id": "friend"}],
               hand=("Mother Knows Best",))
    g = sc.game
    olaf = sc.ref("olaf")
    spell = next(i for i in g.s.hand[0] if g.name(i) == "Mother Knows Best")
    ev = g.apply(PlayCard(spell))
    ev += g.apply(ChooseTargets((olaf,)))  # "Return chosen character to their player's hand."
    ev = _settle(sc, ev)
    assert g.zone_of(olaf) == "hand"
    assert _triggered(ev, olaf), "leaving play by a return did not trigger it"
    assert g.zone_of(sc.ref("friend")) == "hand", "the chosen character of yours was not returned"


def test_ready_triggers_only_when_the_character_was_exerted(cards: CardIndex) -> None:
    # Christopher Robin - Adventurer: "Whenever you ready this character, if you have 2 or more other
    # characters in play, gain 2 lore." Readied in the Ready step (CR 3.2.1.1), resolved before the draw.
    for exerted, lore in ((True, 2), (False, 0)):
        sc = _game(cards, [{"card": "Christopher Robin - Adventurer", "id": "cr", "exerted": exerted},
                           {"card": SMALL, "id": "a"}, {"card": SMALL, "id": "b"}], active=1)
        g = sc.game
        _settle(sc, g.apply(EndTurn()))
        assert g.s.active == 0 and g.s.lore[0] == lore, (exerted, g.s.lore[0])


def test_removing_no_damage_is_not_removing_damage(cards: CardIndex) -> None:
    # Grand Pabbie - Oldest and Wisest: "Whenever you remove 1 or more damage from one of your characters, gain 2 lore."
    for damage, lore in ((1, 2), (0, 0)):
        sc = _game(cards, [{"card": "Grand Pabbie - Oldest and Wisest", "id": "gp"},
                           {"card": SMALL, "id": "hurt", "damage": damage}], hand=("First Aid",))
        g = sc.game
        aid = next(i for i in g.s.hand[0] if g.name(i) == "First Aid")
        _settle(sc, g.apply(PlayCard(aid)))
        assert g.s.lore[0] == lore, (damage, g.s.lore[0])


def test_an_action_that_is_a_song_does_not_trigger_isnt_a_song(cards: CardIndex) -> None:
    # Pete - Pirate Scoundrel: "Whenever you play an action that isn't a song, you may banish chosen item."
    song, action = "Friends on the Other Side", "Break"
    assert cards.by_name(song).is_song and not cards.by_name(action).is_song
    sc = _game(cards, [{"card": "Pete - Pirate Scoundrel", "id": "pete"}], hand=(song, action),
               theirs=[{"card": "Dinglehopper", "id": "fork"}, {"card": "Lantern", "id": "lamp"}])
    g = sc.game
    pete = sc.ref("pete")
    ev = _settle(sc, g.apply(PlayCard(next(i for i in g.s.hand[0] if g.name(i) == song))))
    assert not _triggered(ev, pete), "a song set it off"
    ev = _settle(sc, g.apply(PlayCard(next(i for i in g.s.hand[0] if g.name(i) == action))))
    assert _triggered(ev, pete)
    assert g.zone_of(sc.ref("fork")) == "discard" and g.zone_of(sc.ref("lamp")) == "discard"  # Break + Pete


def test_challenges_a_damaged_character_needs_a_damaged_one(cards: CardIndex) -> None:
    # Scar - Vengeful Lion: "Whenever one of your characters challenges a damaged character, you may draw a card."
    for damage, drawn in ((1, 1), (0, 0)):
        sc = _game(cards, [{"card": "Scar - Vengeful Lion", "id": "scar"}, {"card": BIG, "id": "kaa"}],
                   theirs=[{"card": VANILLA, "id": "foe", "exerted": True, "damage": damage}])
        g = sc.game
        hand = len(g.s.hand[0])
        _settle(sc, g.apply(Challenge(sc.ref("kaa"), sc.ref("foe"))))
        assert len(g.s.hand[0]) == hand + drawn, (damage, len(g.s.hand[0]) - hand)


def test_challenging_a_location_is_not_challenging_another_character(cards: CardIndex) -> None:
    # CR 4.6.8: a location can be challenged; "challenges another character" does not include it, while
    # Mother Gothel - Vain Sorceress "Whenever one of your characters challenges" does.
    loc = "Motunui - Island Paradise"
    hook = "Captain Hook - Conniving Pirate"  # "Whenever this character challenges another character, gain 1 lore."
    sc = _game(cards, [{"card": "Mother Gothel - Vain Sorceress", "id": "gothel"}, {"card": hook, "id": "hook"}],
               theirs=[{"card": loc, "id": "loc"}, {"card": VANILLA, "id": "foe", "exerted": True}])
    g = sc.game
    ev = g.apply(Challenge(sc.ref("hook"), sc.ref("loc")))
    assert _triggered(ev, sc.ref("gothel")), "challenging a location is challenging"
    assert not _triggered(ev, sc.ref("hook")), "a location is not another character"
    _settle(sc, ev)
    ev = g.apply(Challenge(sc.ref("gothel"), sc.ref("foe")))
    assert _triggered(ev, sc.ref("gothel"))
    sc2 = _game(cards, [{"card": hook, "id": "hook"}])
    ev = sc2.game.apply(Challenge(sc2.ref("hook"), sc2.ref("foe")))
    assert _triggered(ev, sc2.ref("hook"))


def test_cant_quest_unless_another_seven_dwarfs_character(cards: CardIndex) -> None:
    # Bashful - Hopeless Romantic: "This character can't quest unless you have another Seven Dwarfs character in play."
    sc = _game(cards, [{"card": "Bashful - Hopeless Romantic", "id": "b"}])
    assert Quest(sc.ref("b")) not in sc.game.legal_actions()
    sc = _game(cards, [{"card": "Bashful - Hopeless Romantic", "id": "b"}, {"card": "Doc - Leader of the Seven Dwarfs",
                                                                             "id": "doc"}])
    assert Quest(sc.ref("b")) in sc.game.legal_actions()


def test_statics_of_a_turn_or_a_challenge_end_with_it(cards: CardIndex) -> None:
    # Minnie Mouse - Busy Go-Getter: "During each opponent's turn, this character gains Resist +2."
    sc = _game(cards, [{"card": "Minnie Mouse - Busy Go-Getter", "id": "m"}])
    assert not sc.game.has_keyword(sc.ref("m"), "Resist")
    # Enchantress - Unexpected Judge: "While being challenged, this character gets +2 ¤." Not when she challenges.
    sc = _game(cards, [{"card": "Enchantress - Unexpected Judge", "id": "e"}],
               theirs=[{"card": VANILLA, "id": "foe", "exerted": True}])
    g = sc.game
    g.apply(Challenge(sc.ref("e"), sc.ref("foe")))
    _settle(sc)
    assert g.s.damage[sc.ref("foe")] == 1, "she challenged with +2 ¤"


def test_inkable_only_while_the_card_is_in_play(cards: CardIndex) -> None:
    # Madam Mim - Hummingbird: "All cards in your hand count as having ◉." Lilo - Making a Wish has no ◉.
    lilo = "Lilo - Making a Wish"
    sc = _game(cards, [{"card": VANILLA, "id": "v"}], hand=(lilo,))
    g = sc.game
    held = next(i for i in g.s.hand[0] if g.name(i) == lilo)
    assert InkCard(held) not in g.legal_actions() and g.check(InkCard(held)) is not None
    sc = _game(cards, [{"card": "Madam Mim - Hummingbird", "id": "mim"}], hand=(lilo,))
    g = sc.game
    held = next(i for i in g.s.hand[0] if g.name(i) == lilo)
    assert g.check(InkCard(held)) is None
    g.apply(InkCard(held))
    assert g.zone_of(held) == "inkwell"


def test_shift_trigger_needs_a_shift_and_the_floodborn_qualifier(cards: CardIndex) -> None:
    # Grandma Wu - Wise Grandmother: "When you shift a character on top of this character, gain 1 lore."
    sc = _game(cards, [{"card": "Grandma Wu - Wise Grandmother", "id": "wu"}],
               hand=("Grandma Wu - Fierce Red Panda",))
    g = sc.game
    top = next(i for i in g.s.hand[0] if g.name(i) == "Grandma Wu - Fierce Red Panda")
    _settle(sc, g.apply(PlayCard(top)))  # played without Shift: nothing is on top of her
    assert g.s.lore[0] == 0
    sc = _game(cards, [{"card": "Grandma Wu - Wise Grandmother", "id": "wu"}],
               hand=("Grandma Wu - Fierce Red Panda",))
    g = sc.game
    top = next(i for i in g.s.hand[0] if g.name(i) == "Grandma Wu - Fierce Red Panda")
    _settle(sc, g.apply(PlayCard(top, shift=(sc.ref("wu"),))))
    assert g.s.lore[0] >= 1 and sc.ref("wu") in g.s.under[top]


def test_banished_while_here_needs_the_character_at_the_location(cards: CardIndex) -> None:
    # The Library - A Gift for Belle: "Whenever a character is banished while here, you may draw a card."
    for here, drawn in ((True, 1), (False, 0)):
        sc = _game(cards, [{"card": "The Library - A Gift for Belle", "id": "lib"},
                           {"card": SMALL, "id": "s", "exerted": True, "damage": 1, **({"at": "lib"} if here else {})}],
                   theirs=[{"card": VANILLA, "id": "foe"}], active=1)
        g = sc.game
        hand = len(g.s.hand[0])
        _settle(sc, g.apply(Challenge(sc.ref("foe"), sc.ref("s"))))
        assert g.zone_of(sc.ref("s")) == "discard"
        assert len(g.s.hand[0]) == hand + drawn, (here, len(g.s.hand[0]) - hand)


def test_conditional_statics_hold_only_while_their_condition_does(cards: CardIndex) -> None:
    # Paradise Falls - Exotic Destination: "While you have a character here, this location gets +3 ◊." (CR 6.3)
    falls = "Paradise Falls - Exotic Destination"
    sc = _game(cards, [{"card": falls, "id": "pf"}, {"card": SMALL, "id": "s"}])
    g = sc.game
    base = g.card(sc.ref("pf")).lore
    assert g.lore_value(sc.ref("pf")) == base
    g.s.at[sc.ref("s")] = sc.ref("pf")
    assert g.lore_value(sc.ref("pf")) == base + 3
    # Belle - Bookworm: "While an opponent has no cards in their hand, this character gets +2 ◊."
    sc = _game(cards, [{"card": "Belle - Bookworm", "id": "b"}])
    g = sc.game
    assert g.lore_value(sc.ref("b")) == g.card(sc.ref("b")).lore
    sc = _game(cards, [{"card": "Belle - Bookworm", "id": "b"}])
    g = sc.game
    g.s.hand[1].clear()
    assert g.lore_value(sc.ref("b")) == g.card(sc.ref("b")).lore + 2


def test_you_pay_less_for_each_card_counts_them(cards: CardIndex) -> None:
    # Sheriff of Nottingham - Bushel Britches: "For each item you have in play, you pay 1 ⬡ less to play this character."
    name = "Sheriff of Nottingham - Bushel Britches"
    full = cards.by_name(name).cost
    for items in (0, 1, 3):
        sc = _game(cards, [{"card": "Dinglehopper", "id": f"i{k}"} for k in range(items)], hand=(name,))
        g = sc.game
        me = next(i for i in g.s.hand[0] if g.name(i) == name)
        assert g.play_cost(me) == max(0, full - items), (items, g.play_cost(me))


def test_second_action_only(cards: CardIndex) -> None:
    # Minnie Mouse - Wide-Eyed Diver: "Whenever you play a second action in a turn, this character gets +2 ◊ this turn."
    sc = _game(cards, [{"card": "Minnie Mouse - Wide-Eyed Diver", "id": "m"}], hand=("Break", "Break", "Break"),
               theirs=[{"card": "Dinglehopper", "id": f"i{k}"} for k in range(3)])
    g = sc.game
    me = sc.ref("m")
    base = g.lore_value(me)
    seen = []
    for _ in range(3):
        _settle(sc, g.apply(PlayCard(next(i for i in g.s.hand[0] if g.name(i) == "Break"))))
        seen.append(g.lore_value(me) - base)
    assert seen == [0, 2, 2], seen  # the third action does not add another +2


def test_singer_from_a_static_lets_the_character_sing_bigger_songs(cards: CardIndex) -> None:
    # Mickey Mouse - Amber Champion: "While you have 2 or more other Amber characters in play, this character gains
    # Singer 8." (CR 8.11: Singer N sings songs of cost N or less.) Stitch - New Dog is Amber.
    song = "Be Prepared"  # cost 7
    for others, can in ((1, False), (2, True)):
        sc = _game(cards, [{"card": "Mickey Mouse - Amber Champion", "id": "m"},
                           *({"card": SMALL, "id": f"s{k}"} for k in range(others))], hand=(song,))
        g = sc.game
        held = next(i for i in g.s.hand[0] if g.name(i) == song)
        assert (g.check(PlayCard(held, sing=(sc.ref("m"),))) is None) == can, others


def test_ink_colour_is_not_a_classification(cards: CardIndex) -> None:
    # Donald Duck - Ruby Champion: "Your other Ruby characters get +1 ¤." Stitch - New Dog is Amber, not Ruby.
    sc = _game(cards, [{"card": "Donald Duck - Ruby Champion", "id": "d"}, {"card": SMALL, "id": "s"}])
    g = sc.game
    assert g.strength(sc.ref("s")) == g.card(sc.ref("s")).strength
    assert g.strength(sc.ref("d")) == g.card(sc.ref("d")).strength  # "other"


def test_unless_at_a_location(cards: CardIndex) -> None:
    # Treasure Guardian - Protector of the Cave: "This character can't challenge or quest unless it is at a location."
    loc = "Motunui - Island Paradise"
    sc = _game(cards, [{"card": "Treasure Guardian - Protector of the Cave", "id": "t"}, {"card": loc, "id": "l"}])
    assert Quest(sc.ref("t")) not in sc.game.legal_actions()
    assert sc.game.check(Challenge(sc.ref("t"), sc.ref("foe"))) is not None
    sc = _game(cards, [{"card": "Treasure Guardian - Protector of the Cave", "id": "t", "at": "l"},
                       {"card": loc, "id": "l"}])
    assert Quest(sc.ref("t")) in sc.game.legal_actions()
    assert sc.game.check(Challenge(sc.ref("t"), sc.ref("foe"))) is None


def test_opposing_characters_ready_unless_it_is_exerted(cards: CardIndex) -> None:
    # Genie - Main Attraction: "While this character is exerted, opposing characters can't ready at the start of
    # their turn." (CR 3.2.1.1: the Ready step.)
    for exerted in (True, False):
        sc = _game(cards, [{"card": "Genie - Main Attraction", "id": "g", "exerted": exerted}])
        g = sc.game
        _settle(sc, g.apply(EndTurn()))
        assert g.s.active == 1 and g.s.exerted[sc.ref("foe")] == exerted
