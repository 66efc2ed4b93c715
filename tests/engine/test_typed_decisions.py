"""Typed pending decisions, resolution frames and turn steps in saves: they round-trip, and a save written
by engine 2 (positional tuples, "_xyz" variables) still loads and replays to the same position."""

from __future__ import annotations

import json
import random
from dataclasses import fields
from typing import Any

import pytest

from lorcana_desktop.bench.engine import precon_decks
from lorcana_desktop.cards.index import CardIndex
from lorcana_desktop.engine import Accept, ChooseOption, Game, GameState, OrderCards
from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.decisions import (
    AskAmount,
    AskBodyguard,
    AskDiscardCost,
    AskMay,
    AskMulligan,
    AskName,
    AskOption,
    AskOrder,
    AskTargets,
    AskTopOrBottom,
    AskTrigger,
    DeckEnd,
    ResumeActivate,
    ResumePlay,
    TargetsFor,
    decision_from_json,
    decision_to_json,
)
from lorcana_desktop.engine.defs import CHARACTER
from lorcana_desktop.engine.game import ENGINE_VERSION
from lorcana_desktop.engine.resolution import Resolution
from lorcana_desktop.engine.tasks import (
    ActionDone,
    AfterPlayed,
    ChallengeDamage,
    ChallengeEnd,
    DrawStep,
    EndCleanup,
    MainPhase,
    NextTurn,
    task_from_json,
    task_to_json,
)

# -- what engine 2 wrote (its save format, rebuilt here from a typed state) ---------------------

_OLD_VAR = {TargetsFor.OPPONENT_PICK: "_eo_pick", TargetsFor.TAKE: "_take", TargetsFor.DISCARD: "_discard",
            TargetsFor.DISCARD_CHOSEN: "_dc"}


def _engine2_pending(d: Any) -> list[Any] | None:
    """A typed decision as the positional list engine 2 saved."""
    if d is None:
        return None
    p = d.player
    if isinstance(d, AskMulligan):
        return ["mulligan", p]
    if isinstance(d, AskTrigger):
        return ["trigger", p]
    if isinstance(d, AskBodyguard):
        return ["bodyguard", p, d.card]
    if isinstance(d, AskMay):  # the one "you may" whose answer is kept: "each player may draw" (MayDraw, yes_no)
        return ["accept", p, "_each_may_draw" if d.resume else ""]
    if isinstance(d, AskTargets):
        var = d.var if d.purpose is TargetsFor.VARIABLE else _OLD_VAR[d.purpose]
        return ["targets", p, list(d.options), d.count, d.up_to, var]
    if isinstance(d, AskDiscardCost):
        t = d.then
        ctx = ["play", t.card, list(t.shift), list(t.sing), t.temporary] if isinstance(t, ResumePlay) \
            else ["activate", t.card, t.ability, t.banish_self]
        return ["discard_cost", p, list(d.options), d.count, d.up_to, ctx]
    if isinstance(d, AskAmount):
        return ["amount", p, d.max, d.var]
    if isinstance(d, (AskOption, AskTopOrBottom)):
        return ["option", p, d.count, ""]
    if isinstance(d, AskName):
        return ["name", p, d.var]
    if isinstance(d, AskOrder):
        return ["order", p, list(d.cards), d.var or "_top"]
    raise AssertionError(d)


def _engine2_res(r: Resolution | None) -> dict[str, Any] | None:
    """A typed frame as the dict engine 2 saved, the step's progress in "_xyz" variables."""
    if r is None:
        return None
    step = r.steps[r.pc] if r.pc < len(r.steps) else None
    vs = r.to_json()["vars"]  # (the variables as saved: the effect's results among them, under their "_xyz" names)
    if r.asked:
        vs["_eo" if isinstance(step, L.Choose) else "_dd"] = list(r.asked)
    if r.picked:
        vs["_eo_all"] = list(r.picked)
    if r.looked is not None:
        if isinstance(step, L.TopOrBottom):
            vs["_tb"] = 1
        else:
            vs["_look"] = list(r.looked)
    if r.taken is not None:
        vs["_take" if isinstance(step, L.LookTake) else "_dc"] = list(r.taken)
    if r.revealed >= 0:
        vs["_rt"] = r.revealed
    return {"src": r.src, "ctrl": r.ctrl, "steps": L.encode(r.steps), "pc": r.pc, "vars": vs,
            "action": r.action, "trig": r.trig, "name": r.name}


_OLD_TASKS = {"ChallengeDamage": "challenge_damage", "ChallengeEnd": "challenge_end", "ActionDone": "action_done",
              "AfterPlayed": "played", "DrawStep": "draw", "MainPhase": "main", "EndCleanup": "end_cleanup",
              "NextTurn": "next_turn"}


def engine2_state(s: GameState) -> dict[str, Any]:
    data = s.to_json()
    data["pending"] = _engine2_pending(s.pending)
    data["res"] = _engine2_res(s.res)
    data["tasks"] = [[_OLD_TASKS[type(x).__name__], *(getattr(x, f.name) for f in fields(x))] for x in s.tasks]
    return json.loads(json.dumps(data))


def engine2_save(g: Game) -> dict[str, Any]:
    data = g.to_json()
    data["initial"] = engine2_state(g.initial)
    data["meta"]["engine"] = "2"
    return json.loads(json.dumps(data))


# -- tests --------------------------------------------------------------------------------------


def _precon_game(cards: CardIndex, seed: int) -> Game:
    decks = precon_decks()
    if not decks:
        pytest.skip("the decks/ folder is not there")
    return Game.new([decks[seed % len(decks)], decks[(seed + 1 + seed // 6) % len(decks)]], cards, seed=seed)


def test_an_engine2_save_loads_and_replays_to_the_same_position(cards: CardIndex) -> None:
    g = _precon_game(cards, 3)
    rng = random.Random(3)
    for _ in range(120):
        if g.over:
            break
        g.apply(rng.choice(g.legal_actions()))
    old = engine2_save(g)
    assert old["initial"]["pending"] == ["mulligan", g.initial.first]  # the tuple engine 2 wrote
    again = Game.from_json(old, cards)
    assert again.s.to_json() == g.s.to_json()
    assert again.to_json()["meta"]["engine"] == ENGINE_VERSION == "7"
    assert again.legal_actions() == g.legal_actions()


def test_a_damaged_pending_decision_is_refused_with_a_clear_message(cards: CardIndex) -> None:
    data = _precon_game(cards, 1).to_json()
    data["initial"]["pending"] = ["bogus", 0]
    with pytest.raises(ValueError, match="saved game is damaged: .*unknown kind.*bogus"):
        Game.from_json(data, cards)
    data["initial"]["pending"] = {"ask": "AskTargets", "player": 0}
    with pytest.raises(ValueError, match="saved game is damaged: pending decision AskTargets"):
        Game.from_json(data, cards)


def test_every_decision_of_precon_games_round_trips_and_converts_from_engine2(cards: CardIndex) -> None:
    seen: set[str] = set()
    tasks: set[str] = set()
    for seed in range(8):
        g = _precon_game(cards, seed)
        rng = random.Random(seed)
        while not g.over:
            s = g.s
            if s.pending is not None:
                data = json.loads(json.dumps(s.to_json()))
                assert GameState.from_json(data).to_json() == data  # the typed save round-trips
                again = GameState.from_json(engine2_state(s))
                assert again.pending == s.pending and again.res == s.res and again.tasks == s.tasks
                seen.add(type(s.pending).__name__)
                tasks.update(type(x).__name__ for x in s.tasks)
            g.apply(rng.choice(g.legal_actions()))
    assert {"AskMulligan", "AskTrigger", "AskTargets", "AskMay"} <= seen
    assert {"ChallengeDamage", "AfterPlayed"} <= tasks  # the stack under a decision


def _main_phase_game(cards: CardIndex) -> Game:
    """A precon game in a Main phase with nothing pending, characters in play on both sides and
    cards in both hands."""
    for seed in range(40):
        g = _precon_game(cards, seed)
        rng = random.Random(seed)
        while not g.over and g.s.turn < 30:
            s = g.s
            if s.pending is None and s.phase == "main" and s.turn >= 6 and all(
                    any(g.idef[i].type == CHARACTER for i in s.play[q]) and len(s.hand[q]) >= 2 for q in (0, 1)):
                return g
            g.apply(rng.choice(g.legal_actions()))
    pytest.skip("no suitable position found")


STEPS_THAT_ASK = {
    "top or bottom": L.TopOrBottom(),
    "look at 3 and take one": L.LookTake(3),
    "look at 2 and order them": L.LookTop(2),
    "each opponent chooses one of their characters": L.Choose("t", L.Sel(), by="opponents"),
    "each player discards a card": L.Discard("each", 1),
    "reveal their hand, choose a card to discard": L.DiscardChosen("opponents", L.Sel(types=("card",), zone="hand")),
    "choose a number": L.ChooseNumber("x", 3),
    "name a card": L.NameCard("n"),
    "choose one": L.Modes(((L.Draw("you", 1),), (L.GainLore("you", 1),))),
    "you may draw": L.May(),
    "each player may draw a card (asked as a yes/no)": L.MayDraw("each", 1, yes_no=True),
    "each player may draw a card (asked as draw / don't draw)": L.MayDraw("each"),
    "look at the top 3, take one, the rest on the bottom in any order": L.LookPick(3, (L.Pick(),)),
}


@pytest.mark.parametrize("what", list(STEPS_THAT_ASK))
def test_a_step_waiting_for_an_answer_resumes_the_same_after_an_engine2_save(cards: CardIndex, what: str) -> None:
    g = _main_phase_game(cards)
    s = g.s
    step = STEPS_THAT_ASK[what]
    s.res = Resolution(-1, s.active, (step, L.Draw("you", 1)), what)
    g._advance()
    assert s.pending is not None, f"{what} asked nothing"
    old = engine2_state(s)
    g2 = g.copy()
    g2.s = GameState.from_json(old)
    assert g2.s.pending == s.pending and g2.s.res == s.res
    # Answer both the same way, to the end of the effect: the same position.
    for _ in range(10):
        if g.s.pending is None:
            break
        legal = g.legal_actions()
        assert g2.legal_actions() == legal
        a = legal[-1]
        g.apply(a)
        g2.apply(a)
    assert g2.s.to_json() == g.s.to_json()


def test_decisions_round_trip_through_json() -> None:
    samples = [AskMulligan(0), AskTrigger(1), AskBodyguard(0, 7), AskMay(1),
               AskTargets(0, (3, -2), 2, True, TargetsFor.VARIABLE, "t"),
               AskTargets(1, (4,), 1, False, TargetsFor.OPPONENT_PICK),
               AskDiscardCost(0, (5, 6), 1, ResumePlay(9, (2,), (), True)),
               AskDiscardCost(0, (5,), 1, ResumeActivate(9, 1, True)),
               AskAmount(0, 4, "x"), AskOption(1, 3), AskTopOrBottom(0, 12), AskName(1, "n"), AskOrder(0, (1, 2)),
               AskMay(0, resume=True), AskOption(1, 2, resume=True), AskOrder(1, (4, 5), "o"),
               AskOrder(0, (6, 7, 8), "_lto", DeckEnd.BOTTOM)]
    for d in samples:
        assert decision_from_json(json.loads(json.dumps(decision_to_json(d)))) == d


def test_turn_steps_round_trip_and_convert_from_engine2() -> None:
    samples = [ChallengeDamage(4, 9), ChallengeEnd(), ActionDone(3), AfterPlayed(7, 1), DrawStep(), MainPhase(),
               EndCleanup(), NextTurn()]
    for x in samples:
        assert task_from_json(json.loads(json.dumps(task_to_json(x)))) == x
        old = [_OLD_TASKS[type(x).__name__], *(getattr(x, f.name) for f in fields(x))]
        assert task_from_json(old) == x
    with pytest.raises(ValueError, match="not a turn step"):
        task_from_json(["set"])


@pytest.mark.parametrize(("decision", "answer", "kept"), [
    (AskMay(0, resume=True), Accept(False), 0),
    (AskMay(0, resume=True), Accept(True), 1),
    (AskOption(0, 2, resume=True), ChooseOption(1), 1),
])
def test_an_answer_kept_for_the_step_that_asked_does_not_end_the_effect(cards: CardIndex, decision: Any,
                                                                         answer: Any, kept: int) -> None:
    """"Each opponent may draw a card": a no is one player's answer, not the end of the effect (unlike a
    "you may", CR 6.1.4); the step that asked reads the answer when it comes back."""
    g = _main_phase_game(cards)
    s = g.s
    p = s.active
    lore = s.lore[p]
    s.res = Resolution(-1, p, (L.GainLore("you", 1),), "test")
    s.pending = decision
    g._answer(answer)
    assert s.res is not None and s.res.answer == kept and s.res.pc == 0
    g._advance()
    assert s.lore[p] == lore + 1  # the rest of the effect still happened


def test_an_order_kept_for_the_step_that_asked(cards: CardIndex) -> None:
    g = _main_phase_game(cards)
    s = g.s
    p = s.active
    top = tuple(s.deck[p][:3])
    s.res = Resolution(-1, p, (L.Draw("you", 1),), "test")
    s.pending = AskOrder(p, top, "o")
    assert OrderCards(top[::-1]) in g.legal_actions()
    g.apply(OrderCards(top[::-1]))
    # Kept under "o", not put back: the draw after it took the old top card, the deck's order is as it was.
    assert s.res is None and s.hand[p][-1] == top[0] and tuple(s.deck[p][:2]) == top[1:]


def test_a_save_from_before_one_vocabulary_resumes_the_same(cards: CardIndex) -> None:
    """A save made while "each player may draw a card" (then its own step, EachMayDraw, keeping the players asked in
    "_emd") waited for the second player, with "put all cards from under her into your hand" (then UnderToHand)
    after it, loads as the one MayDraw and the one UnderTo step and plays on the same."""
    g = _main_phase_game(cards)
    s = g.s
    p = s.active
    s.res = Resolution(-1, p, (L.MayDraw("each", 1, yes_no=True), L.UnderTo("self", "hand"), L.Draw("you", 1)),
                       "old words")
    g._advance()
    assert s.pending == AskMay(p, resume=True)
    g.apply(Accept(True))  # the active player draws; the next player is asked
    assert s.pending is not None and s.pending.player != p
    data = json.loads(json.dumps(s.to_json()))
    res = data["res"]
    assert res["steps"][0]["@"] == "may_draw" and res["steps"][1]["@"] == "under_to"
    res["steps"][0] = {"@": "each_may_draw", "n": 1}  # what the engine wrote before
    res["steps"][1] = {"@": "under_to_hand", "who": "self"}
    res["vars"]["_emd"] = res["vars"].pop("_mdr")
    g2 = g.copy()
    g2.s = GameState.from_json(data)
    assert g2.s.pending == s.pending and g2.s.res == s.res
    hand = len(s.hand[s.pending.player])
    for game in (g, g2):
        game.apply(Accept(True))  # the second player draws too
    assert len(g.s.hand[1 - p]) == hand + 1
    assert g2.s.to_json() == g.s.to_json()
