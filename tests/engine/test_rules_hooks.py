"""Rules only card effects reach, played through test-registered abilities: state checks, damage, lore, durations."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from lorcana_desktop.app.scenario import Scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import (
    Accept,
    Activate,
    ActivatedAbility,
    ActivatedCost,
    Challenge,
    ChooseTargets,
    ChooseTrigger,
    Concede,
    EndTurn,
    Game,
    IllegalAction,
    Move,
    OrderCards,
    PlayCard,
    Quest,
    StaticAbility,
    TriggeredAbility,
)
from lorcana_desktop.engine.abilities import (
    NO_SCRIPTS,
    Ability,
    ActionEffect,
    ChainedScripts,
    ScriptProvider,
    ScriptTable,
)
from lorcana_desktop.engine.decisions import AskDiscardCost, AskOrder, AskTargets, AskTrigger
from lorcana_desktop.engine.events import DamageDealt, DamageEvent, DamagePrevented, DamageRemoved, LoreLost
from lorcana_desktop.engine.lasting import EffectKind

SONG = "Look at This Family"  # a 7-cost song: its registered test effect is the whole card here
MICKEY = "Mickey Mouse - True Friend"  # 3 ink, 3/3, 2 lore, vanilla
STITCH = "Stitch - New Dog"  # 1 ink, 2/2, 1 lore, vanilla
EEYORE = "Eeyore - Overstuffed Donkey"  # 4/5, 1 lore, Resist +1
LAGOON = "Never Land - Mermaid Lagoon"  # location, willpower 4, lore 1, move cost 1
HEIHEI = "HeiHei - Boat Snack"  # Support


# The card scripts of the current ``with abilities(...)`` block: games built inside it get these
# scripts and no others (a provider passed into the game; the engine keeps no registry).
_scripts: ScriptProvider = NO_SCRIPTS


@contextmanager
def abilities(card: str, *ab: Ability) -> Iterator[ScriptProvider]:
    global _scripts
    saved = _scripts
    _scripts = ChainedScripts(ScriptTable.of({card: ab}), saved)
    try:
        yield _scripts
    finally:
        _scripts = saved


def song_effect(*steps: tuple) -> ActionEffect:
    return ActionEffect(name="TEST SONG", steps=steps)


def position(cards: CardIndex, *players: dict[str, Any], **top: Any) -> Scenario:
    return Scenario({"active": 0, "turn": 3, "players": list(players), "steps": [], **top}, cards,
                    scripts=_scripts)


def test_state_check_waits_until_the_effect_has_resolved(cards: CardIndex) -> None:
    # CR 1.8.5 (Luisa Madrigal example): damage reaching willpower halfway through an effect and moved
    # away before the effect ends banishes nothing; the check comes only after the effect (CR 1.8.1).
    with abilities(SONG, song_effect(("choose", "t", "own_character", 1, False), ("put_damage", "t", 3),
                                     ("choose", "u", "opposing_character", 1, False),
                                     ("move_damage", "t", "u", 3))):
        sc = position(cards, {"hand": [{"card": SONG, "id": "song"}], "inkwell": 7, "deck": [STITCH],
                              "play": [{"card": MICKEY, "id": "m"}]},
                      {"deck": [STITCH], "play": [{"card": EEYORE, "id": "ee"}]})
        g = sc.game
        g.apply(PlayCard(sc.ref("song")))
        g.apply(ChooseTargets((sc.ref("m"),)))
        assert g.zone_of(sc.ref("m")) == "play" and g.s.damage[sc.ref("m")] == 3  # 3 on a 3/3, not yet checked
        g.apply(ChooseTargets((sc.ref("ee"),)))
        assert g.zone_of(sc.ref("m")) == "play" and g.s.damage[sc.ref("m")] == 0
        assert g.s.damage[sc.ref("ee")] == 3  # moved damage is put, not dealt: Resist +1 does not apply


def test_state_checks_repeat_until_nothing_changes(cards: CardIndex) -> None:
    # CR 1.8.3 example B: the location giving +2 willpower is banished by a challenge; the next state
    # check then banishes the damaged character that was at it.
    with abilities(LAGOON, StaticAbility(name="TEST LINKS", applies_to="characters_here", stat="willpower",
                                         amount=2)):
        sc = position(cards, {"deck": [STITCH], "play": [{"card": EEYORE, "id": "ee"}]},
                      {"deck": [STITCH], "play": [{"card": LAGOON, "id": "loc"},
                                                  {"card": MICKEY, "id": "m", "damage": 3, "at": "loc"}]})
        g = sc.game
        assert g.willpower(sc.ref("m")) == 5
        g.apply(Challenge(sc.ref("ee"), sc.ref("loc")))
        assert g.zone_of(sc.ref("loc")) == "discard"
        assert g.zone_of(sc.ref("m")) == "discard"
        assert g.zone_of(sc.ref("ee")) == "play" and g.s.damage[sc.ref("ee")] == 0  # locations deal none


def test_dealt_damage_is_reduced_by_resist_put_damage_is_not(cards: CardIndex) -> None:
    # CR 1.9.2.1/1.9.2.2, 8.8: Resist reduces damage dealt, never damage put; CR 1.9.3: either way the
    # character "takes damage", so its "whenever this character is damaged" triggers both times.
    with abilities(SONG, song_effect(("choose", "t", "opposing_character", 1, False),
                                     ("deal_damage", "t", 2), ("put_damage", "t", 2))), \
            abilities(EEYORE, TriggeredAbility(name="TEST OUCH", event="damaged", steps=(("gain_lore", "you", 1),))):
        sc = position(cards, {"hand": [{"card": SONG, "id": "song"}], "inkwell": 7, "deck": [STITCH]},
                      {"deck": [STITCH], "play": [{"card": EEYORE, "id": "ee"}]})
        g = sc.game
        assert g.keyword_value(sc.ref("ee"), "Resist") == 1
        g.apply(PlayCard(sc.ref("song")))
        events = g.apply(ChooseTargets((sc.ref("ee"),)))
        assert [(type(e).__name__, e.amount) for e in events if isinstance(e, DamageEvent)] == [
            ("DamageDealt", 1), ("DamagePut", 2)]
        assert g.s.damage[sc.ref("ee")] == 3
        assert g.to_act() == 1 and g.legal_actions() == [ChooseTrigger(0), ChooseTrigger(1)]
        g.apply(ChooseTrigger(0))
        g.apply(ChooseTrigger(0))
        assert g.s.lore == [0, 2]


def test_remove_damage_stops_at_zero(cards: CardIndex) -> None:
    # CR 1.9.2.3: removing more damage than there is leaves the character undamaged.
    with abilities(SONG, song_effect(("choose", "t", "own_character", 1, False), ("remove_damage", "t", 3))):
        sc = position(cards, {"hand": [{"card": SONG, "id": "song"}], "inkwell": 7, "deck": [STITCH],
                              "play": [{"card": EEYORE, "id": "ee", "damage": 2}]}, {"deck": [STITCH]})
        g = sc.game
        g.apply(PlayCard(sc.ref("song")))
        events = g.apply(ChooseTargets((sc.ref("ee"),)))
        assert g.s.damage[sc.ref("ee")] == 0
        assert [e.amount for e in events if isinstance(e, DamageRemoved)] == [2]


def test_lore_is_never_lost_below_zero(cards: CardIndex) -> None:
    # CR 1.11.1: a player with 1 lore who must lose 3 loses 1; one with none loses none.
    with abilities(SONG, song_effect(("lose_lore", "opponents", 3))):
        sc = position(cards, {"hand": [{"card": SONG, "id": "song"}], "inkwell": 7, "deck": [STITCH]},
                      {"deck": [STITCH], "lore": 1}, {"deck": [STITCH]})
        g = sc.game
        events = g.apply(PlayCard(sc.ref("song")))
        assert g.s.lore == [0, 0, 0]
        assert [(e.player, e.amount) for e in events if isinstance(e, LoreLost)] == [(1, 1), (2, 0)]


def test_several_players_reaching_the_goal_win_in_turn_order(cards: CardIndex) -> None:
    # CR 1.8.4: conditions of several players in one state check take effect in turn order from the
    # active player, so the active player wins although player 0 comes first in seat order.
    with abilities(SONG, song_effect(("gain_lore", "each", 3))):
        sc = position(cards, {"deck": [STITCH], "lore": 18},
                      {"hand": [{"card": SONG, "id": "song"}], "inkwell": 7, "deck": [STITCH], "lore": 18},
                      active=1)
        g = sc.game
        g.apply(PlayCard(sc.ref("song")))
        assert g.s.lore == [21, 21] and g.s.winner == 1


def test_this_turn_and_until_the_start_of_your_next_turn(cards: CardIndex) -> None:
    # CR 6.1.13.4: "this turn" ends in this turn's End phase; CR 6.1.13.3 / 3.2.1.3: "until the start
    # of your next turn" lasts through the opponent's turn and ends when your next turn starts.
    with abilities(SONG, song_effect(("choose", "t", "own_character", 1, False),
                                     ("stat", "t", "strength", 2, "turn"),
                                     ("stat", "t", "lore", 1, "next_turn"),
                                     ("choose", "u", "opposing_character", 1, False),
                                     ("restrict", "u", "cant_quest", "next_turn"))):
        sc = position(cards, {"hand": [{"card": SONG, "id": "song"}], "inkwell": 7, "deck": [STITCH, STITCH],
                              "play": [{"card": MICKEY, "id": "m"}]},
                      {"deck": [STITCH, STITCH], "play": [{"card": STITCH, "id": "s"}]})
        g = sc.game
        m, s = sc.ref("m"), sc.ref("s")
        g.apply(PlayCard(sc.ref("song")))
        g.apply(ChooseTargets((m,)))
        g.apply(ChooseTargets((s,)))
        assert (g.strength(m), g.lore_value(m)) == (5, 3)
        g.apply(EndTurn())
        assert g.s.active == 1
        assert (g.strength(m), g.lore_value(m)) == (3, 3)  # the "this turn" bonus ended, the other lasts
        assert str(g.check(Quest(s))) == f"{STITCH} cannot quest now"
        assert Quest(s) not in g.legal_actions()
        g.apply(EndTurn())
        assert g.s.active == 0 and g.lore_value(m) == 2  # ended at the start of player 0's turn
        assert not g.s.effects


def test_delayed_end_of_turn_trigger_made_in_the_opponents_turn(cards: CardIndex) -> None:
    # CR 3.4.1.1: "at the end of the turn" made while the opponent challenges ends *that* turn, and the
    # trigger belongs to the player whose card made it.
    with abilities(EEYORE, TriggeredAbility(name="TEST LATER", event="challenged", steps=(
            ("delayed", "end_of_turn", (("gain_lore", "you", 1),)),))):
        sc = position(cards, {"deck": [STITCH], "play": [{"card": STITCH, "id": "s"}]},
                      {"deck": [STITCH], "play": [{"card": EEYORE, "id": "ee", "exerted": True}]})
        g = sc.game
        g.apply(Challenge(sc.ref("s"), sc.ref("ee")))
        g.apply(ChooseTrigger(0))  # Eeyore's owner resolves the "challenged" trigger
        g.apply(EndTurn())
        assert isinstance(g.state.pending, AskTrigger) and g.to_act() == 1 and g.s.active == 0
        g.apply(ChooseTrigger(0))
        assert g.s.lore == [0, 1] and g.s.active == 1


def test_a_departed_players_floating_trigger_adds_nothing_to_the_bag(cards: CardIndex) -> None:
    # CR 9.2.3, 7.7.7: the player's effects go with them; their "until the start of your next turn"
    # floating trigger would add an effect of a player no longer in the game.
    with abilities(SONG, song_effect(("float", "any", "quest", (("gain_lore", "you", 1),), "next_turn"))):
        sc = position(cards, {"hand": [{"card": SONG, "id": "song"}], "inkwell": 7, "deck": [STITCH]},
                      {"deck": [STITCH, STITCH], "play": [{"card": MICKEY, "id": "m"}]},
                      {"deck": [STITCH, STITCH]})
        g = sc.game
        g.apply(PlayCard(sc.ref("song")))
        g.apply(Concede(0))
        assert g.s.active == 1 and g.s.winner is None
        g.apply(Quest(sc.ref("m")))
        assert g.state.pending is None and g.s.bag == []
        assert g.s.lore == [0, 2, 0]
        assert EndTurn() in g.legal_actions()


def test_keywords_without_a_value_do_not_stack_resist_does(cards: CardIndex) -> None:
    # CR 8.1.2 example: Support given again to a character with Support is still one Support (one
    # trigger); Resist +1 and Resist +2 add up to Resist +3.
    with abilities(SONG, song_effect(("choose", "t", "own_character", 1, False),
                                     ("keyword", "t", "Support", 0, "turn"),
                                     ("choose", "u", "own_character", 1, False),
                                     ("keyword", "u", "Resist", 2, "turn"))):
        sc = position(cards, {"hand": [{"card": SONG, "id": "song"}], "inkwell": 7, "deck": [STITCH],
                              "play": [{"card": HEIHEI, "id": "hh"}, {"card": EEYORE, "id": "ee", "exerted": True},
                                       {"card": STITCH, "id": "s"}]},
                      {"deck": [STITCH, STITCH], "play": [{"card": MICKEY, "id": "m"}]})
        g = sc.game
        hh, ee = sc.ref("hh"), sc.ref("ee")
        g.apply(PlayCard(sc.ref("song")))
        g.apply(ChooseTargets((hh,)))
        g.apply(ChooseTargets((ee,)))
        assert g.keyword_value(ee, "Resist") == 3
        g.apply(Quest(hh))
        assert g.legal_actions() == [ChooseTrigger(0)]  # one Support, not two
        g.apply(ChooseTrigger(0))
        g.apply(Accept(False))
        assert g.state.pending is None
        g.apply(EndTurn())
        g.apply(Challenge(sc.ref("m"), ee))  # during player 1's turn the "this turn" Resist has ended
        assert g.s.damage[ee] == 2  # 3 - Resist +1 (printed)


def test_activated_ability_costs_exert_banish_this_and_discard(cards: CardIndex) -> None:
    # CR 4.4: costs are paid first; an exert cost needs a dry, ready character (CR 1.7.5); "banish this"
    # puts it in the discard; a discard cost is a decision of its own.
    with abilities(STITCH, ActivatedAbility(name="TEST SACRIFICE", cost=ActivatedCost(exert=True, banish_self=True),
                                            effect=(("gain_lore", "you", 2),))), \
            abilities(MICKEY, ActivatedAbility(name="TEST TRADE", cost=ActivatedCost(discard="card"),
                                               effect=(("draw", "you", 1),))):
        sc = position(cards, {"hand": [{"card": EEYORE, "id": "h1"}, {"card": EEYORE, "id": "h2"}],
                              "deck": [STITCH, STITCH],
                              "play": [{"card": STITCH, "id": "s"}, {"card": STITCH, "id": "wet", "dry": False},
                                       {"card": MICKEY, "id": "m"}]},
                      {"deck": [STITCH]})
        g = sc.game
        assert str(g.check(Activate(sc.ref("wet"), 0))) == f"{STITCH} is still drying (CR 4.4.2)"
        g.apply(Activate(sc.ref("s"), 0))
        assert g.zone_of(sc.ref("s")) == "discard" and g.s.lore == [2, 0]
        g.apply(Activate(sc.ref("m"), 0))
        assert isinstance(g.state.pending, AskDiscardCost)
        assert g.legal_actions() == [ChooseTargets((sc.ref("h1"),)), ChooseTargets((sc.ref("h2"),))]
        g.apply(ChooseTargets((sc.ref("h2"),)))
        assert g.zone_of(sc.ref("h2")) == "discard" and len(g.s.hand[0]) == 2  # one discarded, one drawn


def test_looked_at_cards_are_shown_to_the_looker_only_and_block_undo(cards: CardIndex) -> None:
    # CR 7.1.3: looking at the top of your deck shows those cards to you, not to the opponent;
    # CR 1.7.6.2: what was looked at cannot be taken back, so undo stops there.
    with abilities(SONG, song_effect(("look_top", 2),)):
        sc = position(cards, {"hand": [{"card": SONG, "id": "song"}], "inkwell": 7,
                              "deck": [{"card": MICKEY, "id": "d1"}, {"card": EEYORE, "id": "d2"}, STITCH]},
                      {"deck": [STITCH]})
        g = sc.game
        d1, d2 = sc.ref("d1"), sc.ref("d2")
        g.apply(PlayCard(sc.ref("song")))
        assert isinstance(g.state.pending, AskOrder)
        mine, theirs = g.view(0).cards, g.view(1).cards
        assert (mine[d1].name, mine[d2].name) == (MICKEY, EEYORE)
        assert (theirs[d1].name, theirs[d2].name) == (None, None)
        assert not g.can_undo()
        with pytest.raises(IllegalAction, match="reveal"):
            g.undo()
        g.apply(OrderCards((d2, d1)))
        assert g.s.deck[0][:2] == [d2, d1]
        assert g.view(0).cards[d1].name is None  # back in the deck: hidden again


def test_instance_ids_do_not_give_away_hidden_cards(cards: CardIndex) -> None:
    # CR 7.1.3: a card in an opponent's hand is only an id; ids must not follow the deck list, or an id
    # would tell which card it is. They follow the shuffled deck, top first.
    deck = [MICKEY] * 30 + [STITCH] * 30
    game = Game.new([deck, deck], cards, seed=11, scripts=NO_SCRIPTS)
    s = game.s
    mine = sorted(i for i in range(len(s.cid)) if s.owner[i] == 0)
    in_id_order = [game.name(i) for i in mine]
    assert in_id_order != deck and sorted(in_id_order) == sorted(deck)
    hidden = [i for i in s.hand[0]]
    view = game.view(1)
    assert all(view.cards[i].name is None for i in hidden)
    assert {view.cards[i].in_play for i in hidden} == {None}  # nothing else about them either


def test_challenge_ends_without_damage_when_the_challenger_leaves(cards: CardIndex) -> None:
    # CR 4.6.5: "when challenged" triggers resolve before the damage step; CR 4.6.9: the challenger is
    # banished by one, so the challenge ends: no damage, and "after a challenge" abilities still trigger.
    with abilities(MICKEY, TriggeredAbility(name="TEST GRIN", event="challenged", steps=(("banish", "challenger"),)),
                   TriggeredAbility(name="TEST AFTER", event="after_challenge", subject="any",
                                    steps=(("gain_lore", "you", 1),))):
        sc = position(cards, {"deck": [STITCH], "play": [{"card": EEYORE, "id": "ee"}]},
                      {"deck": [STITCH], "play": [{"card": MICKEY, "id": "m", "exerted": True}]})
        g = sc.game
        g.apply(Challenge(sc.ref("ee"), sc.ref("m")))
        assert g.s.challenge is not None and g.to_act() == 1
        events = g.apply(ChooseTrigger(0))
        assert g.zone_of(sc.ref("ee")) == "discard"
        assert g.s.damage[sc.ref("m")] == 0 and not [e for e in events if isinstance(e, DamageDealt)]
        assert g.s.challenge is None
        g.apply(ChooseTrigger(0))  # Mickey's "after a challenge" (CR 4.6.9.2)
        assert g.s.lore == [0, 1] and g.state.pending is None


def test_ward_stops_choosing_not_effects_that_choose_nobody(cards: CardIndex) -> None:
    # CR 8.15.1: opponents cannot choose a Ward character; CR 8.15.2: "each opposing character" still
    # reaches it. Aladdin - Prince Ali has Ward.
    with abilities(SONG, song_effect(("choose", "t", "opposing_character", 1, False), ("deal_damage", "t", 1),
                                     ("deal_damage", "opposing_characters", 1))):
        sc = position(cards, {"hand": [{"card": SONG, "id": "song"}], "inkwell": 7, "deck": [STITCH],
                              "play": [{"card": MICKEY, "id": "mine"}]},
                      {"deck": [STITCH], "play": [{"card": "Aladdin - Prince Ali", "id": "al"},
                                                  {"card": MICKEY, "id": "m"}]})
        g = sc.game
        al, m = sc.ref("al"), sc.ref("m")
        g.apply(PlayCard(sc.ref("song")))
        assert g.legal_actions() == [ChooseTargets((m,))]
        assert str(g.check(ChooseTargets((al,)))) == "Aladdin - Prince Ali has Ward; opponents cannot choose it (CR 8.15.1)"
        g.apply(ChooseTargets((m,)))
        assert (g.s.damage[al], g.s.damage[m], g.s.damage[sc.ref("mine")]) == (1, 2, 0)


def test_each_player_discards_in_turn_order_from_the_active_player(cards: CardIndex) -> None:
    # CR 9.2.2: when several players act at once, the active player goes first, then in turn order.
    with abilities(SONG, song_effect(("discard", "each", 1))):
        sc = position(cards, {"hand": [STITCH, MICKEY], "deck": [STITCH]},
                      {"hand": [{"card": SONG, "id": "song"}, STITCH, MICKEY], "inkwell": 7, "deck": [STITCH]},
                      {"hand": [STITCH, MICKEY], "deck": [STITCH]}, active=1)
        g = sc.game
        g.apply(PlayCard(sc.ref("song")))
        order = []
        while isinstance(g.state.pending, AskTargets):
            p = g.to_act()
            order.append(p)
            g.apply(ChooseTargets((g.s.hand[p][0],)))
        assert order == [1, 2, 0]
        assert [len(h) for h in g.s.hand] == [1, 1, 1]


def test_end_of_your_turn_trigger_fires_on_your_turn_only(cards: CardIndex) -> None:
    # CR 3.4.1.1: "at the end of your turn" abilities go to the bag when *your* turn ends, not the
    # opponent's; "at the start of your turn" likewise (CR 3.2.1.4).
    with abilities(MICKEY, TriggeredAbility(name="TEST DUSK", event="end_of_turn", steps=(("gain_lore", "you", 1),)),
                   TriggeredAbility(name="TEST DAWN", event="start_of_turn", steps=(("gain_lore", "you", 2),))):
        sc = position(cards, {"deck": [STITCH, STITCH], "play": [{"card": MICKEY, "id": "m"}]},
                      {"deck": [STITCH, STITCH]})
        g = sc.game
        g.apply(EndTurn())
        assert g.to_act() == 0 and g.s.active == 0
        g.apply(ChooseTrigger(0))
        assert g.s.active == 1 and g.state.pending is None and g.s.lore == [1, 0]
        g.apply(EndTurn())  # the opponent's turn ends: nothing of Mickey's triggers
        assert g.s.active == 0 and isinstance(g.state.pending, AskTrigger)  # but the start of player 0's turn does
        g.apply(ChooseTrigger(0))
        assert g.s.lore == [3, 0]


def test_modifiers_combine_and_negative_strength_deals_nothing(cards: CardIndex) -> None:
    # CR 6.6.1.2 example B: +1, then -5, then +1 on a 2-strength character combine to -1;
    # CR 4.6.6.1: negative strength counts as 0 in a challenge.
    with abilities(SONG, song_effect(("choose", "t", "own_character", 1, False),
                                     ("stat", "t", "strength", 1, "turn"), ("stat", "t", "strength", -5, "turn"),
                                     ("stat", "t", "strength", 1, "turn"))):
        sc = position(cards, {"hand": [{"card": SONG, "id": "song"}], "inkwell": 7, "deck": [STITCH],
                              "play": [{"card": STITCH, "id": "s"}]},
                      {"deck": [STITCH], "play": [{"card": MICKEY, "id": "m", "exerted": True}]})
        g = sc.game
        s = sc.ref("s")
        g.apply(PlayCard(sc.ref("song")))
        g.apply(ChooseTargets((s,)))
        assert g.strength(s) == -1
        g.apply(Challenge(s, sc.ref("m")))
        assert g.s.damage[sc.ref("m")] == 0
        assert g.zone_of(s) == "discard"  # Mickey's 3 still banish the 2-willpower Stitch


def test_cr_4_6_9_example_b_cheshire_cat_and_marshmallow(cards: CardIndex) -> None:
    # CR 4.6.9 example B: Marshmallow (5/5) challenges Cheshire Cat (0/3). Cheshire is banished in the
    # state check and its "challenged and banished: banish the challenger" banishes Marshmallow while
    # the challenge still goes on, so Marshmallow's "banished in a challenge: you may return this card
    # to your hand" triggers too, and brings it back to hand.
    cheshire, marshmallow = "Cheshire Cat - Not All There", "Marshmallow - Persistent Guardian"
    with abilities(cheshire, TriggeredAbility(name="LOSE SOMETHING?", event="banished_in_challenge",
                                              steps=(("banish", "challenger"),))), \
            abilities(marshmallow, TriggeredAbility(name="DURABLE", event="banished_in_challenge", optional=True,
                                                    steps=(("may",), ("return_to_hand", "self")))):
        sc = position(cards, {"deck": [STITCH], "play": [{"card": marshmallow, "id": "mm"}]},
                      {"deck": [STITCH], "play": [{"card": cheshire, "id": "cc", "exerted": True}]})
        g = sc.game
        mm, cc = sc.ref("mm"), sc.ref("cc")
        g.apply(Challenge(mm, cc))
        assert g.zone_of(cc) == "discard" and g.zone_of(mm) == "play"
        assert g.to_act() == 1  # only the opponent has an effect in the bag
        g.apply(ChooseTrigger(0))
        assert g.zone_of(mm) == "discard" and g.s.challenge is not None
        assert g.to_act() == 0 and g.legal_actions() == [ChooseTrigger(0)]
        g.apply(ChooseTrigger(0))
        g.apply(Accept(True))
        assert g.zone_of(mm) == "hand" and g.s.challenge is None and g.state.pending is None


def test_cr_7_7_example_b_the_bag_passes_and_comes_back(cards: CardIndex) -> None:
    # CR 7.7 example B: the active player's quest puts two of their effects and one of the opponent's in
    # the bag; resolving adds another of theirs, which they resolve too (7.7.5); then the bag passes to
    # the opponent (7.7.4.4), whose resolution adds one of the active player's, which waits for the bag
    # to come back (7.7.6).
    lilo = "Lilo - Making a Wish"
    with abilities(MICKEY, TriggeredAbility(name="TEST DRAW", event="quest", steps=(("draw", "you", 1),)),
                   TriggeredAbility(name="TEST LORE", event="quest", steps=(("gain_lore", "you", 1),))), \
            abilities(lilo, TriggeredAbility(name="TEST WATCH DRAWS", event="draw", subject="any",
                                             steps=(("gain_lore", "you", 1),))), \
            abilities(STITCH, TriggeredAbility(name="TEST ECHO", event="quest", subject="any",
                                               steps=(("draw", "you", 1),))):
        sc = position(cards, {"deck": [STITCH, STITCH], "play": [{"card": MICKEY, "id": "m"}, {"card": lilo}]},
                      {"deck": [STITCH, STITCH], "play": [{"card": STITCH, "id": "s"}]})
        g = sc.game
        g.apply(Quest(sc.ref("m")))
        resolvers = []
        while isinstance(g.state.pending, AskTrigger):
            resolvers.append((g.to_act(), len([b for b in g.s.bag if b.player == g.to_act()])))
            g.apply(ChooseTrigger(0))
        # (who resolves, how many of their effects wait): 0 has 2, then 2 again (the draw added
        # Lilo's), then 1; then 1 has 1; then the bag comes back to 0 for Lilo's second.
        assert resolvers == [(0, 2), (0, 2), (0, 1), (1, 1), (0, 1)]
        assert g.s.lore == [2 + 1 + 1 + 1, 0]
        assert [len(h) for h in g.s.hand] == [1, 1]


COPPER = "Copper - Creative Storyteller"  # 2 ink, vanilla, Puppy


def test_next_character_costs_less_is_used_by_a_free_play(cards: CardIndex) -> None:
    # CR 4.3.6 example A: "the next character you play this turn costs 1 less" applies to (and is used
    # up by) a character played for free.
    with abilities(MICKEY, TriggeredAbility(name="TEST SHARE", event="quest", steps=(
            ("cost_reduction", "you", 1, "character"),
            ("choose", "c", "own_hand_character", 1, False), ("play_free", "c")))):
        sc = position(cards, {"hand": [{"card": STITCH, "id": "free"}, {"card": COPPER, "id": "later"}],
                              "inkwell": 3, "deck": [STITCH], "play": [{"card": MICKEY, "id": "m"}]},
                      {"deck": [STITCH]})
        g = sc.game
        g.apply(Quest(sc.ref("m")))
        g.apply(ChooseTrigger(0))
        assert g.play_cost(sc.ref("later")) == 1  # the reduction waits for the next character
        g.apply(ChooseTargets((sc.ref("free"),)))
        assert g.zone_of(sc.ref("free")) == "play"
        assert g.play_cost(sc.ref("later")) == 2 and g.ready_ink(0) == 3


def test_next_puppy_costs_less_waits_for_a_puppy(cards: CardIndex) -> None:
    # CR 4.3.6 example B: a reduction for the next Puppy character is not used by another character.
    with abilities(MICKEY, TriggeredAbility(name="TEST PUPPY", event="quest", steps=(
            ("cost_reduction", "you", 2, "character:Puppy"),))):
        sc = position(cards, {"hand": [{"card": STITCH, "id": "st"}, {"card": COPPER, "id": "cu"},
                                       {"card": STITCH, "id": "st2"}],
                              "inkwell": 3, "deck": [STITCH], "play": [{"card": MICKEY, "id": "m"}]},
                      {"deck": [STITCH]})
        g = sc.game
        g.apply(Quest(sc.ref("m")))
        g.apply(ChooseTrigger(0))
        assert (g.play_cost(sc.ref("st")), g.play_cost(sc.ref("cu"))) == (1, 0)
        g.apply(PlayCard(sc.ref("st")))
        assert g.play_cost(sc.ref("cu")) == 0 and g.ready_ink(0) == 2
        g.apply(PlayCard(sc.ref("cu")))
        assert g.ready_ink(0) == 2 and g.play_cost(sc.ref("st2")) == 1


def test_self_referential_cost_modifier_works_from_the_hand(cards: CardIndex) -> None:
    # CR 4.3.6 example C: "playing this character costs 1 less" lowers its own cost in hand; a modifier
    # for "your characters" (Gadget) applies only while its card is in play, never to itself in hand.
    with abilities(MICKEY, StaticAbility(name="TEST LOYAL", applies_to="self", stat="cost", amount=1)), \
            abilities(COPPER, StaticAbility(name="TEST INVENTOR", applies_to="own_characters_in_hand",
                                            stat="cost", amount=1)):
        sc = position(cards, {"hand": [{"card": MICKEY, "id": "m"}, {"card": COPPER, "id": "cu"},
                                       {"card": STITCH, "id": "st"}],
                              "inkwell": 2, "deck": [STITCH]},
                      {"deck": [STITCH]})
        g = sc.game
        assert (g.play_cost(sc.ref("m")), g.play_cost(sc.ref("cu")), g.play_cost(sc.ref("st"))) == (2, 2, 1)
        g.apply(PlayCard(sc.ref("cu")))
        assert (g.play_cost(sc.ref("m")), g.play_cost(sc.ref("st"))) == (1, 0)


def test_once_per_turn_trigger_cr_example_taffyta(cards: CardIndex) -> None:
    # CR 6.1.13.2 example: "Once per turn, when this character moves to a location, gain 2 lore": the
    # second move triggers again, but resolves with no effect; a second copy is checked on its own,
    # and the next turn it works again.
    with abilities(STITCH, TriggeredAbility(name="TEST RESET", event="move", once_per_turn=True,
                                            steps=(("gain_lore", "you", 2),))):
        sc = position(cards, {"deck": [STITCH, STITCH], "inkwell": 6,
                              "play": [{"card": STITCH, "id": "t1"}, {"card": STITCH, "id": "t2"},
                                       {"card": LAGOON, "id": "l1"}, {"card": "De Vil Manor - Cruella's Estate",
                                                                      "id": "l2"}]},
                      {"deck": [STITCH, STITCH]})
        g = sc.game
        t1, t2, l1, l2 = (sc.ref(x) for x in ("t1", "t2", "l1", "l2"))
        g.apply(Move(t1, l1))
        g.apply(ChooseTrigger(0))
        assert g.s.lore == [2, 0]
        g.apply(Move(t1, l2))
        assert g.legal_actions() == [ChooseTrigger(0)]  # it triggers again...
        g.apply(ChooseTrigger(0))
        assert g.s.lore == [2, 0]  # ...and does nothing
        g.apply(Move(t2, l1))
        g.apply(ChooseTrigger(0))
        assert g.s.lore == [4, 0]  # the other copy is its own ability
        g.apply(EndTurn())
        g.apply(EndTurn())
        g.apply(Move(t1, l1))
        g.apply(ChooseTrigger(0))
        assert g.s.lore[0] == 4 + 2 + 2  # 2 from the two locations at the start of the turn, 2 now


@pytest.mark.parametrize("first", ["ready", "lore"])
def test_an_if_in_a_trigger_is_checked_when_it_resolves(cards: CardIndex, first: str) -> None:
    # CR 6.2.4: "[trigger], if [condition], [effect]" checks the condition when the effect resolves.
    # Both quest triggers go to the bag while Stitch is exerted; readying it first makes the "if it
    # is exerted" ability resolve with no effect.
    with abilities(STITCH, TriggeredAbility(name="TEST READY", event="quest", steps=(("ready", "self"),)),
                   TriggeredAbility(name="TEST IF EXERTED", event="quest", resolve_if="exerted",
                                    steps=(("gain_lore", "you", 3),))):
        sc = position(cards, {"deck": [STITCH], "play": [{"card": STITCH, "id": "s"}]}, {"deck": [STITCH]})
        g = sc.game
        g.apply(Quest(sc.ref("s")))
        assert g.legal_actions() == [ChooseTrigger(0), ChooseTrigger(1)]
        g.apply(ChooseTrigger(0 if first == "ready" else 1))
        g.apply(ChooseTrigger(0))
        assert g.s.lore == ([1, 0] if first == "ready" else [4, 0])
        assert not g.s.exerted[sc.ref("s")]


def test_continuous_effect_covers_later_cards_applied_effect_does_not(cards: CardIndex) -> None:
    # CR 6.4.2.1 (Rebuild Atlantis): "your characters can't be challenged until the start of your next
    # turn" also covers a character played afterwards; CR 6.4.2.2 (Kida): "all characters get -3
    # strength until the start of your next turn" only touches the characters in play at the time.
    with abilities(SONG, song_effect(("continuous", "own_characters", "restrict", "cant_be_challenged", 0, "next_turn"),
                                     ("stat", "all_characters", "strength", -3, "next_turn"))):
        sc = position(cards, {"hand": [{"card": SONG, "id": "song"}, {"card": STITCH, "id": "late"}], "inkwell": 8,
                              "deck": [STITCH, STITCH], "play": [{"card": MICKEY, "id": "m"}]},
                      {"deck": [STITCH, STITCH], "play": [{"card": EEYORE, "id": "ee"}]})
        g = sc.game
        m, late, ee = sc.ref("m"), sc.ref("late"), sc.ref("ee")
        g.apply(PlayCard(sc.ref("song")))
        g.apply(PlayCard(late))
        assert (g.strength(m), g.strength(ee), g.strength(late)) == (0, 1, 2)
        g.apply(Quest(m))
        g.apply(EndTurn())
        assert str(g.check(Challenge(ee, m))) == f"{MICKEY} cannot be challenged now"
        assert str(g.check(Challenge(ee, late))) == f"{STITCH} cannot be challenged now"
        assert not [a for a in g.legal_actions() if isinstance(a, Challenge)]
        g.apply(EndTurn())
        assert g.s.active == 0 and not g.s.effects  # both ended at the start of player 0's turn
        assert (g.strength(m), g.strength(ee)) == (3, 4)


def test_two_occurrences_of_one_replacement_apply_once(cards: CardIndex) -> None:
    # CR 6.5.8 example (Rapunzel, two HeiHei): two occurrences of "the next time this character would
    # be dealt damage, it takes none instead"; the challenge damage is prevented by one, and the other
    # ceases to exist, so later damage lands.
    with abilities(SONG, song_effect(("choose", "t", "own_character", 1, False),
                                     ("replace", "t", "damage", "prevent_once", "next_turn"),
                                     ("replace", "t", "damage", "prevent_once", "next_turn"))):
        sc = position(cards, {"hand": [{"card": SONG, "id": "song"}], "inkwell": 7, "deck": [STITCH, STITCH],
                              "play": [{"card": MICKEY, "id": "m"}]},
                      {"deck": [STITCH, STITCH], "play": [{"card": STITCH, "id": "s", "exerted": True},
                                                          {"card": STITCH, "id": "s2"}]})
        g = sc.game
        m = sc.ref("m")
        g.apply(PlayCard(sc.ref("song")))
        g.apply(ChooseTargets((m,)))
        events = g.apply(Challenge(m, sc.ref("s")))
        assert g.s.damage[m] == 0 and [e.amount for e in events if isinstance(e, DamagePrevented)] == [2]
        assert not [e for e in g.s.effects if e.kind is EffectKind.REPLACE]
        g.apply(EndTurn())
        g.apply(Challenge(sc.ref("s2"), m))  # player 1's Stitch challenges the exerted Mickey
        assert g.s.damage[m] == 2


def test_every_group_name_reaches_the_cards_it_names(cards: CardIndex) -> None:
    # "Exert all your characters and locations": one group table (lang.GROUPS) for every step that names a group;
    # nobody chooses, so each card of the group is reached (CR 8.15.2). Before, "own_characters_and_locations"
    # was a group only for Continuous, and an Exert naming it exerted nothing.
    with abilities(SONG, song_effect(("exert", "own_characters_and_locations"),)):
        sc = position(cards, {"hand": [{"card": SONG, "id": "song"}], "inkwell": 7, "deck": [STITCH],
                              "play": [{"card": MICKEY, "id": "mine"}, {"card": LAGOON, "id": "loc"}]},
                      {"deck": [STITCH], "play": [{"card": MICKEY, "id": "theirs"}]})
        g = sc.game
        g.apply(PlayCard(sc.ref("song")))
        assert (g.s.exerted[sc.ref("mine")], g.s.exerted[sc.ref("loc")], g.s.exerted[sc.ref("theirs")]) \
            == (True, True, False)
