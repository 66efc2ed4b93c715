"""Random abilities from every effect step and trigger event, given to random cards by a script provider, in random games:
the step machine never crashes, never leaves a player without a legal action, and replays exactly."""

from __future__ import annotations

import json
import random

import pytest

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Game, GameState, ScriptTable, StaticAbility, TriggeredAbility
from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import ActivatedAbility, ActivatedCost
from lorcana_desktop.engine.sample import sample_deck

STEPS = [
    [("may",), ("choose","t","opposing_character",1,False), ("deal_damage","t",2)],
    [("choose","t","character",2,True), ("exert","t")],
    [("gain_lore","you",1)], [("lose_lore","opponents",1)], [("draw","you",1)], [("discard","opponents",1)],
    [("choose","t","own_character",1,False), ("stat","t","strength",2,"turn")],
    [("choose","t","opposing_character",1,False), ("restrict","t","cant_quest","next_turn")],
    [("option", [[("gain_lore","you",1)], [("draw","you",1)]])],
    [("amount","x",2), ("gain_lore","you","x")],
    [("choose","t","character",1,False), ("return_to_hand","t")],
    [("choose","t","character_or_location",1,False), ("put_damage","t",1)],
    [("choose","a","character",1,False), ("choose","b","character",1,False), ("move_damage","a","b",1)],
    [("look_top",3)], [("name_card","n")],
    [("float","any","quest",(("gain_lore","you",1),),"turn")],
    [("delayed","end_of_turn",(("draw","you",1),))],
    [("choose","t","own_character",1,False), ("replace","t","banish","return_to_hand","turn")],
    [("choose","c","own_discard_character",1,False), ("play_free","c")],
    [("choose","c","own_hand_card",1,False), ("to_inkwell","c",True)],
    [("choose","t","opposing_character",1,False), ("to_deck_bottom","t")],
    [("choose","t","own_character",1,False), ("keyword","t","Evasive",0,"turn"), ("keyword","t","Resist",2,"turn")],
    [("extra_ink","you",1)], [("cost_reduction","you",1,"character")], [("ink_drops","you",1)],
    [("choose","p","opponent",1,False), ("draw","p",1)],
    [("continuous","own_characters","restrict","cant_be_challenged",0,"next_turn")],
    [("continuous","opposing_characters","stat","strength",-1,"turn"), ("deal_damage","opposing_characters",1)],
    [("continuous","all_characters","kw","Evasive",0,"next_turn"), ("stat","other_own_characters","lore",1,"turn")],
    [("banish","challenger")], [("discard","each",1)], [("cost_reduction","you",2,"character:Puppy")],
    [("look_take",4,None)], [("mill","opponents",2)],
    [L.If(L.Count(L.Sel(owner="you", other=True), ">=", 2), (L.Draw("you", 1),))],
    [L.Stat("own_characters", "strength", L.CountOf(L.Sel(owner="opp")), "turn")],
    [L.Choose("t", L.Sel(owner="opp", cost=("<=", 3), exerted=True)), L.Banish("t")],
    [L.GainLore("you", L.HandSize("opponents"))],
    [L.Choose("t", "character"), L.DealDamage("t", L.StatOf("self", "strength"))],
    [("return_to_hand","self")],
]
EVENTS = ["play","quest","challenges","challenged","banished","banished_in_challenge","move","start_of_turn","end_of_turn","put_under","any_play","ink","damaged","after_challenge"]


@pytest.mark.parametrize("seed", range(30))
def test_random_abilities_keep_the_game_sound(cards: CardIndex, seed: int) -> None:
    rng = random.Random(seed)
    decks = [sample_deck(cards, seed), sample_deck(cards, seed + 1)]
    table: dict[str, list] = {}
    if True:
        for name in rng.sample(sorted(set(decks[0]) | set(decks[1])), 12):
            abilities: list = [TriggeredAbility(
                name="F", event=rng.choice(EVENTS), steps=tuple(rng.choice(STEPS)),
                subject=rng.choice(["self", "own_character", "opponent_character", "any"]),
                once_per_turn=rng.random() < 0.3,
                resolve_if=rng.choice([None, None, "exerted", "your_turn"]))]
            if rng.random() < 0.3:
                abilities.append(StaticAbility(
                    name="S", applies_to=rng.choice(["self", "own_characters", "own_other_characters",
                                                     "opposing_characters"]),
                    stat=rng.choice(["strength", "willpower", "lore"]), amount=rng.choice([-1, 1, 2])))
            if rng.random() < 0.3:
                abilities.append(ActivatedAbility(name="A", cost=ActivatedCost(exert=True, ink=rng.choice([0, 1, 2])),
                                                  effect=tuple(rng.choice(STEPS))))
            table[name] = abilities
        game = Game.new(decks, cards, seed=seed, variant=rng.choice(["standard", "pack_rush"]),
                        scripts=ScriptTable.of(table))
        steps = 0
        while not game.over and steps < 4000:
            legal = game.legal_actions()
            assert legal, game.pending_info()
            game.apply(rng.choice(legal))
            steps += 1
            assert min(game.s.lore) >= 0 and min(game.s.damage) >= 0
            if steps % 40 == 0:
                data = game.s.to_json()
                assert GameState.from_json(json.loads(json.dumps(data))).to_json() == data
        assert game.replay().s.to_json() == game.s.to_json()
