"""The engine's public API: reasons for illegal actions, undo limits, views, JSON, 3-4 players, Pack Rush, hooks."""

from __future__ import annotations

import dataclasses
import doctest
import importlib.util
import json
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

import lorcana_desktop.engine as engine_pkg
from lorcana_desktop.app.scenario import Scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import (
    Accept,
    Boost,
    Challenge,
    ChooseTargets,
    ChooseTrigger,
    Concede,
    EndTurn,
    Game,
    GameState,
    GameView,
    IllegalAction,
    InkCard,
    InPlay,
    Mulligan,
    PlayCard,
    Quest,
    StaticAbility,
    TriggeredAbility,
)
from lorcana_desktop.engine.abilities import ActionEffect, ScriptTable
from lorcana_desktop.engine.decisions import (
    AskBodyguard,
    AskMay,
    AskMulligan,
    AskName,
    AskOrder,
    AskTargets,
    AskTrigger,
    PendingInfo,
    TargetsFor,
)

# Abilities the test in progress gives to cards; games of this module get exactly these scripts.
_TEST: dict[str, tuple] = {}


def give(full_name: str, *abilities: object) -> None:
    _TEST[full_name] = abilities


def take_back(full_name: str) -> None:
    _TEST.pop(full_name, None)


def scripts() -> ScriptTable:
    return ScriptTable.of(_TEST)

VANILLA = "Mickey Mouse - True Friend"  # 3 ink, 3/3, 2 lore
SMALL = "Stitch - New Dog"  # 1 ink, 2/2, 1 lore


def position(cards: CardIndex, p0: dict[str, Any], p1: dict[str, Any], **top: Any) -> Scenario:
    data = {"active": 0, "turn": 3, "players": [p0, p1], "steps": [], **top}
    return Scenario(data, cards, scripts=scripts())


def test_engine_docstring_example_runs() -> None:
    result = doctest.testmod(engine_pkg, verbose=False)
    assert result.attempted >= 5 and result.failed == 0


def test_engine_imports_no_qt_sqlite_or_upper_layers() -> None:
    code = ("import sys, lorcana_desktop.engine, lorcana_desktop.engine.sample; "
            "bad=[m for m in sys.modules if m.split('.')[0] in ('PySide6','sqlite3','sqlite_utils') "
            "or m.startswith(('lorcana_desktop.store','lorcana_desktop.app','lorcana_desktop.ui'))]; print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_not_enough_ink_gives_a_clear_reason_and_keeps_the_state(cards: CardIndex) -> None:
    sc = position(cards, {"hand": [{"card": VANILLA, "id": "m"}], "inkwell": 2, "deck": [SMALL]}, {"deck": [SMALL]})
    g = sc.game
    before = json.dumps(g.s.to_json())
    action = PlayCard(sc.ref("m"))
    assert str(g.check(action)) == "Needs 3 ink; you have 2 ready"
    with pytest.raises(IllegalAction, match="Needs 3 ink; you have 2 ready"):
        g.apply(action)
    assert json.dumps(g.s.to_json()) == before  # CR 1.7.6
    assert action not in g.legal_actions()


def test_check_agrees_with_legal_actions(cards: CardIndex) -> None:
    sc = position(cards,
                  {"hand": [VANILLA, {"card": SMALL, "id": "h"}], "inkwell": 3, "deck": [SMALL],
                   "play": [{"card": "Peter Pan - Never Landing", "id": "pp"}, {"card": SMALL, "id": "s", "dry": False}]},
                  {"deck": [SMALL], "play": [{"card": "Aladdin - Prince Ali", "id": "a", "exerted": True},
                                             {"card": "Peter Pan - Never Landing", "id": "e", "exerted": True}]})
    g = sc.game
    legal = g.legal_actions()
    for a in legal:
        assert g.check(a) is None
    candidates = [Quest(i) for i in range(len(g.s.cid))] + [
        Challenge(i, t) for i in range(len(g.s.cid)) for t in range(len(g.s.cid))] + [
        InkCard(i) for i in range(len(g.s.cid))] + [PlayCard(i) for i in range(len(g.s.cid))]
    for a in candidates:
        assert (g.check(a) is None) == (a in legal), a
    # Ward does not stop challenges (CR 8.15.2 is about effects); a drying character cannot challenge.
    assert Challenge(sc.ref("pp"), sc.ref("a")) in legal
    assert str(g.check(Challenge(sc.ref("s"), sc.ref("a")))) == f"{SMALL} is still drying: it was played this turn (CR 4.6.4.1)"


@pytest.mark.parametrize("rule,kind,why_code", [
    ("quest_refusal", Quest, "CANNOT_QUEST"), ("challenger_refusal", Challenge, "CANNOT_CHALLENGE"),
    ("ink_card_refusal", InkCard, "NOT_INKABLE"), ("play_refusal", PlayCard, "PLAY_CONDITION")])
def test_a_rule_added_in_one_place_binds_the_list_and_the_check(cards: CardIndex, monkeypatch: pytest.MonkeyPatch,
                                                                 rule: str, kind: type, why_code: str) -> None:
    # Issue 21: each action kind's rules live in one function of engine/legal.py. A new rule written there (here:
    # "nothing of this kind may be done now") is obeyed by legal_actions() and worded by check(), both at once.
    # The rule is written into a fresh copy of legal.py's source: a compiled legal module (mypyc) calls its own
    # functions directly, so patching it would not reach legal_actions(); the copy is what the source says, either way.
    import lorcana_desktop.engine
    from lorcana_desktop.engine.reasons import Why

    # (the package's folder: a compiled legal module lives in build/compiled, away from its source)
    source = Path(lorcana_desktop.engine.__file__).with_name("legal.py")
    spec = importlib.util.spec_from_file_location("legal_source_copy", source)
    assert spec is not None and spec.loader is not None
    legal = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, legal)  # (its dataclasses look their module up)
    spec.loader.exec_module(legal)

    sc = position(cards,
                  {"hand": [VANILLA, {"card": SMALL, "id": "h"}], "inkwell": 3, "deck": [SMALL],
                   "play": [{"card": "Peter Pan - Never Landing", "id": "pp"}]},
                  {"deck": [SMALL], "play": [{"card": "Aladdin - Prince Ali", "id": "a", "exerted": True}]})
    g = sc.game
    before = [a for a in legal.legal_actions(g) if isinstance(a, kind)]
    assert before == [a for a in g.legal_actions() if isinstance(a, kind)]  # the copy rules as the engine does
    assert before and all(legal.check(g, a) is None for a in before)  # the kind is legal here, before the new rule
    new_rule = legal.Refusal(Why[why_code])
    monkeypatch.setattr(legal, rule, lambda *args, **kw: new_rule)
    assert not [a for a in legal.legal_actions(g) if isinstance(a, kind)]
    for a in before:
        reason = legal.check(g, a)
        assert reason is not None and reason.code is Why[why_code], (a, reason)


def test_undo_goes_back_but_never_across_a_draw(cards: CardIndex) -> None:
    sc = position(cards, {"play": [{"card": VANILLA, "id": "m"}], "deck": [SMALL, SMALL]},
                  {"deck": [SMALL, SMALL]})
    g = sc.game
    g.apply(Quest(sc.ref("m")))
    assert g.s.lore == [2, 0]
    assert g.can_undo()
    g.undo()
    assert g.s.lore == [0, 0] and not g.s.exerted[sc.ref("m")]
    g.apply(Quest(sc.ref("m")))
    g.apply(EndTurn())  # the opponent draws: hidden information is revealed
    assert not g.can_undo()
    with pytest.raises(IllegalAction, match="reveal"):
        g.undo()
    assert g.s.active == 1


def test_view_hides_hands_decks_ink_and_face_down_cards(cards: CardIndex) -> None:
    sc = position(cards,
                  {"hand": [{"card": VANILLA, "id": "h0"}], "inkwell": [{"card": SMALL, "id": "i0"}],
                   "deck": [SMALL], "play": [{"card": "Peter Pan - Never Landing", "boosted": 1}]},
                  {"hand": [{"card": SMALL, "id": "h1"}], "deck": [SMALL],
                   "inkwell": [{"card": "Olaf - Friendly Snowman", "id": "i1"}]})
    g = sc.game
    g.s.rng = 0x5EED_0F_A11_5A1E  # (a seed no other value of the view could equal)
    v0 = g.view(0)

    def name(v: GameView, i: int) -> str | None:
        return v.cards[i].name

    assert name(v0, sc.ref("h0")) == VANILLA
    # CR 7.5.4: ink is face down for everyone, its owner included.
    assert name(v0, sc.ref("i0")) is None
    assert name(v0, sc.ref("h1")) is None and name(v0, sc.ref("i1")) is None
    # Decks are counts, and so is another player's hand (CR 7.1.3).
    assert v0.players[0].deck_size == 1 and all(name(v0, i) is None for i in g.s.deck[0])
    assert v0.players[1].hand == () and v0.players[1].hand_size == 1
    under = g.s.under[g.s.play[0][0]]
    assert len(under) == 1 and name(v0, under[0]) is None  # CR 8.4.2: not even its owner sees it
    peter = v0.cards[g.s.play[0][0]]
    assert v0.players[0].play == (peter,) and peter.under == under
    assert peter.in_play == InPlay(strength=3, willpower=2, lore=1, keywords=("Evasive",), automated=True, manual=())
    # Nothing in the view gives the seed (every future shuffle) or a hidden card's name away.
    said = _every_value(v0)
    assert g.s.rng not in said and "rng" not in said
    assert "Peter Pan - Never Landing" in said
    assert SMALL not in said  # only in decks, the other hand and an inkwell
    assert "Olaf - Friendly Snowman" not in said
    v1 = g.view(1)
    assert VANILLA not in _every_value(v1)  # player 0's hidden Mickey (hand) is not given away
    assert name(v1, sc.ref("h1")) == SMALL


def _every_value(v: object) -> set[object]:
    """Every value held anywhere in a view, its records' saved form included."""
    out: set[object] = set()
    todo = [v]
    while todo:
        x = todo.pop()
        if dataclasses.is_dataclass(x) and not isinstance(x, type):
            todo.extend(getattr(x, f.name) for f in dataclasses.fields(x))
        elif isinstance(x, Mapping):
            todo.extend(x.keys())
            todo.extend(x.values())
        elif isinstance(x, (list, tuple, set, frozenset)):
            todo.extend(x)
        else:
            out.add(x)
    return out


def test_state_and_game_json_round_trip(cards: CardIndex) -> None:
    game = Game.new([[SMALL, VANILLA] * 30, [VANILLA, SMALL] * 30], cards, seed=5, scripts=scripts())
    for _ in range(6):
        game.apply(game.legal_actions()[0])
    data = json.loads(json.dumps(game.s.to_json()))
    assert GameState.from_json(data).to_json() == game.s.to_json()
    copy = game.copy()
    copy.apply(copy.legal_actions()[-1])
    assert copy.s.to_json() != game.s.to_json()  # the copy is independent
    again = Game.from_json(json.loads(json.dumps(game.to_json())), cards)
    assert again.s.to_json() == game.s.to_json()


def test_new_game_setup_and_mulligan(cards: CardIndex) -> None:
    game = Game.new([[SMALL] * 30 + [VANILLA] * 30] * 2, cards, seed=11, scripts=scripts())
    s = game.s
    assert [len(h) for h in s.hand] == [7, 7] and [len(d) for d in s.deck] == [53, 53]
    first = s.first
    assert isinstance(game.state.pending, AskMulligan) and game.to_act() == first
    assert len(game.legal_actions()) == 128  # every subset of the 7-card hand
    with pytest.raises(IllegalAction, match="turn order"):
        game.apply(Mulligan(1 - first, ()))
    back = tuple(s.hand[first][:3])
    game.apply(Mulligan(first, back))
    assert len(s.hand[first]) == 7 and len(s.deck[first]) == 53
    game.apply(Mulligan(1 - first, ()))
    assert s.phase == "main" and s.active == first and s.turn == 1
    assert len(s.hand[first]) == 7  # CR 3.2.3.1: no draw on the very first turn


def test_three_players_turn_order_and_leaving(cards: CardIndex) -> None:
    deck = [SMALL] * 20
    game = Game.new([deck, deck, deck], cards, seed=3, first=0, scripts=scripts())
    for p in range(3):
        game.apply(Mulligan(p, ()))
    assert game.s.active == 0
    game.apply(EndTurn())
    assert game.s.active == 1  # CR 9.2.1: play passes to the left
    game.apply(Concede(2))
    game.apply(EndTurn())
    assert game.s.active == 0 and game.s.winner is None  # player 2 is skipped
    game.apply(Concede(1))
    assert game.s.winner == 0  # CR 1.8.1.3: the last player in the game wins


def test_four_players_bag_passes_in_turn_order(cards: CardIndex) -> None:
    deck = [SMALL] * 10
    game = Game.new([deck] * 4, cards, seed=4, first=2, scripts=scripts())
    for p in (2, 3, 0, 1):
        game.apply(Mulligan(p, ()))
    assert game.s.active == 2
    for expected in (3, 0, 1, 2):
        game.apply(EndTurn())
        assert game.s.active == expected


def test_pack_rush_setup_goal_and_rebuilt_deck(cards: CardIndex) -> None:
    game = Game.new([[SMALL] * 12, [VANILLA] * 12], cards, seed=2, variant="pack_rush", first=0,
                    scripts=scripts())
    s = game.s
    assert [len(h) for h in s.hand] == [5, 5]  # CR 10.2.3
    assert [len(i) for i in s.inkwell] == [2, 2]  # CR 10.2.2
    assert s.goal == 15  # CR 10.2.4
    sc = position(cards, {"deck": [], "discard": [SMALL, SMALL], "play": [{"card": VANILLA, "id": "m"}]},
                  {"deck": [], "discard": [VANILLA]}, variant="pack_rush")
    g = sc.game
    g.apply(EndTurn())
    # CR 10.2.5: no loss on an empty deck; the draw rebuilds the deck from the discard.
    assert g.s.winner is None and g.s.active == 1
    assert len(g.s.hand[1]) == 1 and g.s.discard[1] == []
    sc2 = position(cards, {"lore": 13, "play": [{"card": VANILLA, "id": "m"}], "deck": [SMALL]}, {"deck": [SMALL]},
                   variant="pack_rush")
    sc2.game.apply(Quest(sc2.ref("m")))
    assert sc2.game.s.winner == 0


def test_bodyguard_asks_and_support_is_a_quest_trigger(cards: CardIndex) -> None:
    sc = position(cards, {"hand": [{"card": "Simba - Protective Cub", "id": "simba"}], "inkwell": 2, "deck": [SMALL],
                          "play": [{"card": "HeiHei - Boat Snack", "id": "hh"}, {"card": SMALL, "id": "st"}]},
                  {"deck": [SMALL]})
    g = sc.game
    g.apply(PlayCard(sc.ref("simba")))
    assert isinstance(g.state.pending, AskBodyguard) and g.legal_actions() == [Accept(True), Accept(False)]
    g.apply(Accept(True))
    assert g.s.exerted[sc.ref("simba")]
    g.apply(Quest(sc.ref("hh")))
    assert isinstance(g.state.pending, AskTrigger) and g.legal_actions() == [ChooseTrigger(0)]
    with pytest.raises(IllegalAction, match="choose"):
        g.apply(EndTurn())  # CR 3.3.2.1: not while the bag holds effects
    g.apply(ChooseTrigger(0))
    g.apply(Accept(True))
    assert ChooseTargets((sc.ref("hh"),)) not in g.legal_actions()  # "another" character
    g.apply(ChooseTargets((sc.ref("st"),)))
    assert g.strength(sc.ref("st")) == 3  # 2 + HeiHei's 1 this turn (CR 8.13.1)
    g.apply(EndTurn())
    assert g.strength(sc.ref("st")) == 2


def test_boost_puts_the_top_card_face_down_once_per_turn(cards: CardIndex) -> None:
    sc = position(cards, {"play": [{"card": "Kanga - Peaceful Gatherer", "id": "k"}], "inkwell": 5,
                          "deck": [SMALL, VANILLA]}, {"deck": [SMALL]})
    g = sc.game
    k = sc.ref("k")
    g.apply(Boost(k))
    assert len(g.s.under[k]) == 1 and g.s.facedown[g.s.under[k][0]]
    assert g.ready_ink(0) == 3
    assert str(g.check(Boost(k))) == "Kanga - Peaceful Gatherer already used Boost this turn (CR 8.4.1)"


def test_registered_hooks_trigger_static_and_vanish(cards: CardIndex) -> None:
    give(SMALL, TriggeredAbility(name="TEST GIFT", event="play", steps=(("gain_lore", "you", 1),)))
    give("Lilo - Making a Wish", StaticAbility(name="TEST RALLY", applies_to="own_other_characters",
                                                   stat="strength", amount=2))
    give("Look at This Family", ActionEffect(name="TEST ZAP", steps=(("choose", "t", "opposing_character", 1, False),
                                                 ("deal_damage", "t", 1))))
    try:
        sc = position(cards,
                      {"hand": [{"card": SMALL, "id": "s"}, {"card": "Look at This Family", "id": "song"}],
                       "inkwell": 8, "deck": [SMALL], "play": [{"card": "Lilo - Making a Wish", "id": "lilo"},
                                                                {"card": VANILLA, "id": "m"}]},
                      {"deck": [SMALL], "play": [{"card": "Rajah - Ghostly Tiger", "id": "rajah"},
                                                 {"card": "Aladdin - Prince Ali", "id": "ward"}]})
        g = sc.game
        assert g.strength(sc.ref("m")) == 5 and g.strength(sc.ref("lilo")) == 1
        g.apply(PlayCard(sc.ref("s")))
        g.apply(ChooseTrigger(0))
        assert g.s.lore == [1, 0]
        g.apply(PlayCard(sc.ref("song")))
        # Ward: opponents cannot choose it (CR 8.15.1); Rajah is the only choice.
        assert g.legal_actions() == [ChooseTargets((sc.ref("rajah"),))]
        g.apply(ChooseTargets((sc.ref("rajah"),)))
        # CR 8.14.2: Vanish resolves after the action; it is the opponent's bag effect.
        assert isinstance(g.state.pending, AskTrigger) and g.to_act() == 1
        g.apply(ChooseTrigger(0))
        assert g.zone_of(sc.ref("rajah")) == "discard"
        assert g.zone_of(sc.ref("song")) == "discard"
    finally:
        take_back(SMALL)
        take_back("Lilo - Making a Wish")
        take_back("Look at This Family")


def test_hooks_floating_delayed_replacement_cost_and_move_damage(cards: CardIndex) -> None:
    # A "this turn, whenever one of your characters quests, gain 1 lore" floating trigger (CR 6.2.7),
    # a delayed "at the end of the turn, draw" trigger, and "if banished this turn, return to hand".
    give("Look at This Family", ActionEffect(name="TEST FLOAT", steps=(
        ("float", "any", "quest", (("gain_lore", "you", 1),), "turn"),
        ("delayed", "end_of_turn", (("draw", "you", 1),)),
        ("choose", "t", "own_character", 1, False),
        ("replace", "t", "banish", "return_to_hand", "turn"),
        ("choose", "u", "opposing_character", 1, False),
        ("move_damage", "t", "u", 2),
    )))
    give("Lilo - Making a Wish", StaticAbility(name="TEST DISCOUNT", applies_to="own_characters_in_hand",
                                                   stat="cost", amount=1))
    try:
        sc = position(cards,
                      {"hand": [{"card": "Look at This Family", "id": "song"}, {"card": VANILLA, "id": "hm"}],
                       "inkwell": 7, "deck": [SMALL, SMALL],
                       "play": [{"card": "Lilo - Making a Wish", "id": "lilo"}, {"card": VANILLA, "id": "m", "damage": 2}]},
                      {"deck": [SMALL], "play": [{"card": "Eeyore - Overstuffed Donkey", "id": "ee"}]})
        g = sc.game
        assert g.play_cost(sc.ref("hm")) == 2 and g.play_cost(sc.ref("song")) == 7
        g.apply(PlayCard(sc.ref("song")))
        g.apply(ChooseTargets((sc.ref("m"),)))
        g.apply(ChooseTargets((sc.ref("ee"),)))
        # Moved damage is not dealt: Resist does not reduce it (CR 8.8.3).
        assert g.s.damage[sc.ref("m")] == 0 and g.s.damage[sc.ref("ee")] == 2
        g.apply(Quest(sc.ref("m")))
        g.apply(ChooseTrigger(0))
        assert g.s.lore == [3, 0]
        hand = len(g.s.hand[0])
        g.apply(EndTurn())
        g.apply(ChooseTrigger(0))  # the delayed draw
        assert len(g.s.hand[0]) == hand + 1
    finally:
        take_back("Look at This Family")
        take_back("Lilo - Making a Wish")


def test_cards_banished_together_see_each_other(cards: CardIndex) -> None:
    # CR 7.4.3: Lilo's "whenever an opposing character is banished" still sees Stitch banished in the
    # same state check that banishes Lilo herself (both leave play together after the challenge).
    give("Lilo - Making a Wish", TriggeredAbility(name="TEST GLOAT", event="banished",
                                                      subject="opponent_character", steps=(("gain_lore", "you", 1),)))
    try:
        sc = position(cards, {"play": [{"card": "Lilo - Making a Wish", "id": "lilo"}], "deck": [SMALL]},
                      {"play": [{"card": SMALL, "id": "s", "damage": 1, "exerted": True}], "deck": [SMALL]})
        g = sc.game
        g.apply(Challenge(sc.ref("lilo"), sc.ref("s")))
        assert g.zone_of(sc.ref("s")) == "discard" and g.zone_of(sc.ref("lilo")) == "discard"
        assert g.legal_actions() == [ChooseTrigger(0)]
        g.apply(ChooseTrigger(0))
        assert g.s.lore == [1, 0]
    finally:
        take_back("Lilo - Making a Wish")


def test_name_a_card_and_order_cards_are_decisions(cards: CardIndex) -> None:
    give(SMALL, TriggeredAbility(name="TEST SEER", event="play", steps=(("name_card", "n"), ("look_top", 3))))
    try:
        sc = position(cards, {"hand": [{"card": SMALL, "id": "s"}], "inkwell": 1,
                              "deck": [{"card": VANILLA, "id": "d0"}, {"card": SMALL, "id": "d1"},
                                       {"card": "Olaf - Friendly Snowman", "id": "d2"}]},
                      {"deck": [SMALL]})
        g = sc.game
        g.apply(PlayCard(sc.ref("s")))
        g.apply(ChooseTrigger(0))
        assert isinstance(g.state.pending, AskName)
        from lorcana_desktop.engine import NameCard, OrderCards
        assert NameCard("Stitch") in g.legal_actions()
        assert str(g.check(NameCard("Not A Real Card"))) == "No card is named 'Not A Real Card'"
        g.apply(NameCard("Stitch"))
        assert isinstance(g.state.pending, AskOrder) and len(g.legal_actions()) == 6
        new = (sc.ref("d2"), sc.ref("d0"), sc.ref("d1"))
        g.apply(OrderCards(new))
        assert tuple(g.s.deck[0]) == new
        assert g.can_undo(1)  # back to the order decision: nothing new was seen since
        assert not g.can_undo(2)  # but not before the look at the deck (hidden information)
    finally:
        take_back(SMALL)


def test_first_player_leaving_during_setup_passes_first_turn_on(cards: CardIndex) -> None:
    game = Game.new([[SMALL] * 12] * 3, cards, seed=9, first=0, scripts=scripts())
    game.apply(Concede(0))
    assert isinstance(game.state.pending, AskMulligan) and game.to_act() == 1
    game.apply(Mulligan(1, ()))
    assert game.to_act() == 2  # player 2 still decides (CR 2.2.2) before anyone plays
    game.apply(Mulligan(2, ()))
    assert game.s.phase == "main" and game.s.active == 1 and game.s.first == 1


def test_play_for_free_from_discard_and_pending_info(cards: CardIndex) -> None:
    give(SMALL, TriggeredAbility(name="TEST RECALL", event="play", optional=True, steps=(
        ("may",), ("choose", "c", "own_discard_character", 1, False), ("play_free", "c"))))
    try:
        sc = position(cards, {"hand": [{"card": SMALL, "id": "s"}], "inkwell": 1, "deck": [SMALL],
                              "discard": [{"card": VANILLA, "id": "gone"}]}, {"deck": [SMALL]})
        g = sc.game
        g.apply(PlayCard(sc.ref("s")))
        info = g.pending_info()
        assert info is not None and isinstance(info.decision, AskTrigger)
        assert info.effects == ((sc.ref("s"), "TEST RECALL"),)
        g.apply(ChooseTrigger(0))
        assert isinstance(g.state.pending, AskMay)  # a "may" asks first (CR 6.1.4)
        g.apply(Accept(True))
        assert g.pending_info() == PendingInfo(AskTargets(0, (sc.ref("gone"),), 1, False, TargetsFor.VARIABLE, "c"),
                                               sc.ref("s"), "TEST RECALL")
        g.apply(ChooseTargets((sc.ref("gone"),)))
        assert g.zone_of(sc.ref("gone")) == "play" and g.ready_ink(0) == 0
        assert not g.s.dry[sc.ref("gone")]
    finally:
        take_back(SMALL)


def test_trigger_condition_and_once_per_turn_activated_ability(cards: CardIndex) -> None:
    from lorcana_desktop.engine import Activate, ActivatedAbility, ActivatedCost

    give("Kanga - Peaceful Gatherer",
             TriggeredAbility(name="TEST IF UNDER", event="quest", condition="has_card_under",
                              steps=(("gain_lore", "you", 5),)),
             ActivatedAbility(name="TEST PING", cost=ActivatedCost(ink=1), once_per_turn=True,
                              effect=(("gain_lore", "you", 1),)))
    try:
        sc = position(cards, {"play": [{"card": "Kanga - Peaceful Gatherer", "id": "k"},
                                       {"card": "Kanga - Peaceful Gatherer", "id": "k2", "boosted": 1}],
                              "inkwell": 3, "deck": [SMALL]}, {"deck": [SMALL]})
        g = sc.game
        k, k2 = sc.ref("k"), sc.ref("k2")
        base = g.lore_value(k)
        g.apply(Quest(k))  # nothing under it: the "if" fails, nothing goes to the bag
        assert g.state.pending is None and g.s.lore == [base, 0]
        g.apply(Quest(k2))
        g.apply(ChooseTrigger(0))
        assert g.s.lore == [2 * base + 5, 0]
        g.apply(Activate(k, 0))
        assert g.s.lore == [2 * base + 6, 0]
        assert str(g.check(Activate(k, 0))) == "TEST PING is used once per turn"
        assert Activate(k2, 0) in g.legal_actions()  # once per turn is per card
    finally:
        take_back("Kanga - Peaceful Gatherer")


def test_bag_resolves_active_player_first_then_passes_in_turn_order(cards: CardIndex) -> None:
    give("Lilo - Making a Wish", TriggeredAbility(name="TEST WATCH", event="quest", subject="any",
                                                      steps=(("gain_lore", "you", 1),)))
    try:
        lilo = {"card": "Lilo - Making a Wish"}
        data = {"active": 1, "turn": 5, "steps": [], "players": [
            {"deck": [SMALL], "play": [lilo]},
            {"deck": [SMALL], "play": [lilo, {"card": SMALL, "id": "s"}]},
            {"deck": [SMALL], "play": [lilo]}]}
        sc = Scenario(data, cards, scripts=scripts())
        g = sc.game
        g.apply(Quest(sc.ref("s")))
        order = []
        while isinstance(g.state.pending, AskTrigger):
            order.append(g.to_act())
            g.apply(ChooseTrigger(0))
        assert order == [1, 2, 0]  # CR 7.7.4: the active player, then the bag passes to the left
        assert g.s.lore == [1, 2, 1]
    finally:
        take_back("Lilo - Making a Wish")


def test_every_listed_action_has_a_readable_description(cards: CardIndex) -> None:
    import random

    game = Game.new([[SMALL, VANILLA, "HeiHei - Boat Snack", "Simba - Protective Cub"] * 15] * 2, cards, seed=1,
                    scripts=scripts())
    rng = random.Random(1)
    for _ in range(150):
        if game.over:
            break
        legal = game.legal_actions()
        for a in legal[:20]:
            text = game.describe(a)
            assert text and not text.startswith(type(a).__name__ + "(")
        game.apply(rng.choice(legal))


def test_option_and_amount_steps(cards: CardIndex) -> None:
    from lorcana_desktop.engine import ChooseAmount, ChooseOption

    give(SMALL, TriggeredAbility(name="TEST CHOICE", event="play", steps=(
        ("option", [[("gain_lore", "you", 1)], [("draw", "you", 1)]]),
        ("amount", "x", 3), ("gain_lore", "you", "x"))))
    try:
        sc = position(cards, {"hand": [{"card": SMALL, "id": "s"}], "inkwell": 1, "deck": [SMALL, SMALL]},
                      {"deck": [SMALL]})
        g = sc.game
        g.apply(PlayCard(sc.ref("s")))
        g.apply(ChooseTrigger(0))
        assert g.legal_actions() == [ChooseOption(0), ChooseOption(1)]
        g.apply(ChooseOption(1))
        assert len(g.s.hand[0]) == 1
        assert g.legal_actions() == [ChooseAmount(k) for k in range(4)]
        assert str(g.check(ChooseAmount(4))) == "Choose an amount from 0 to 3"
        g.apply(ChooseAmount(2))
        assert g.s.lore == [2, 0] and g.state.pending is None
    finally:
        take_back(SMALL)


def test_damaged_save_gets_a_clear_message(cards: CardIndex) -> None:
    game = Game.new([[SMALL] * 20] * 2, cards, seed=3, scripts=scripts())
    game.apply(game.legal_actions()[0])
    data = json.loads(json.dumps(game.to_json()))
    data["actions"].append({"type": "quest", "card": 0})
    with pytest.raises(ValueError, match="action 1 is illegal"):
        Game.from_json(data, cards)
    del data["initial"]["cards"]
    with pytest.raises(ValueError, match="damaged"):
        Game.from_json(data, cards)


def test_to_inkwell_and_bottom_of_deck_steps(cards: CardIndex) -> None:
    give(SMALL, TriggeredAbility(name="TEST STASH", event="play", steps=(
        ("choose", "c", "own_discard_card", 1, False), ("to_inkwell", "c", True),
        ("choose", "o", "opposing_character", 1, False), ("to_deck_bottom", "o"))))
    try:
        sc = position(cards, {"hand": [{"card": SMALL, "id": "s"}], "inkwell": 1, "deck": [SMALL],
                              "discard": [{"card": VANILLA, "id": "d"}]},
                      {"deck": [SMALL], "play": [{"card": "Olaf - Friendly Snowman", "id": "o"}]})
        g = sc.game
        g.apply(PlayCard(sc.ref("s")))
        g.apply(ChooseTrigger(0))
        g.apply(ChooseTargets((sc.ref("d"),)))
        assert g.zone_of(sc.ref("d")) == "inkwell" and g.s.exerted[sc.ref("d")]
        assert g.s.inked[0] == 0  # not the turn's inking (CR 4.2.3.2)
        g.apply(ChooseTargets((sc.ref("o"),)))
        assert g.s.deck[1][-1] == sc.ref("o")
    finally:
        take_back(SMALL)


def test_a_game_built_without_its_card_scripts_says_so(cards: CardIndex) -> None:
    """The engine never imports the card scripts: with no provider passed and none installed, building a game
    is refused by name (it would otherwise play every named ability as if the card had none)."""
    from lorcana_desktop.engine import Game, install_default_scripts
    from lorcana_desktop.rulesets.card_scripts import card_scripts, install_card_scripts

    deck = ["Stitch - New Dog"] * 60
    install_default_scripts(None)
    try:
        with pytest.raises(RuntimeError, match="without its card scripts"):
            Game.new([deck, deck], cards, seed=1)
        assert Game.new([deck, deck], cards, seed=1, scripts=card_scripts()).legal_actions()
    finally:
        install_card_scripts()
