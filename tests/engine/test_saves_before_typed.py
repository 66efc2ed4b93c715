"""Saves written by main before the engine's inside became typed records load, save and replay the same."""

from __future__ import annotations

import gzip
import hashlib
import json
import random
from pathlib import Path

import pytest

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Game, GameState, Phase
from lorcana_desktop.engine.bag_entry import BagEntry, TriggerKind
from lorcana_desktop.engine.flags import Flag
from lorcana_desktop.engine.lang import ENGINE_VARS
from lorcana_desktop.engine.lasting import Effect, EffectKind, Until
from lorcana_desktop.engine.resolution import RESULTS, Resolution

BEFORE = Path(__file__).resolve().parents[1] / "fixtures" / "saves-before-typed"


def _sha(data: object) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()


def test_a_mid_game_save_with_effects_flags_and_a_bag_entry_replays_the_same(cards: CardIndex) -> None:
    """A save whose initial state is a turn-13 position (a cost reduction and a strength effect, eleven turn
    flags, a triggered ability waiting in the bag), written by main, reads back to the same JSON and replays its
    60 actions to the state main's engine replayed them to (``expected.json``, written by main's code)."""
    name = "mid-game-effects-flags-bag.json"
    expected = json.loads((BEFORE / "expected.json").read_text(encoding="utf-8"))[name]
    data = json.loads((BEFORE / name).read_text(encoding="utf-8"))
    initial = data["initial"]
    assert initial["effects"] and initial["flags"] and initial["bag"]
    assert GameState.from_json(initial).to_json() == initial
    game = Game.from_json(data, cards)
    assert game.initial.to_json() == initial
    assert _sha(game.state.to_json()) == expected["state_sha256"]
    assert len(game.actions) == expected["actions"]
    assert game.over == expected["over"] and game.state.winner == expected["winner"]
    assert game.to_act() == expected["to_act"]
    assert (type(game.state.pending).__name__ if game.state.pending else None) == expected["pending"]
    assert len(game.legal_actions()) == expected["legal"]
    assert game.to_json()["initial"] == initial


# [{"state": a GameState's JSON, "after_20": the hash of the state 20 random moves later}], written by main
STATES: list[dict] = json.loads(gzip.decompress((BEFORE / "states-every-kind.json.gz").read_bytes()))


def test_the_states_cover_every_effect_flag_and_bag_kind_main_wrote() -> None:
    """The fixture holds positions (from random games of the fuzz decks, main's code) with each effect kind and
    duration, each flag and each kind of bag entry those games reached: if it did not, the test below would
    prove less than it says."""
    states = [x["state"] for x in STATES]
    kinds = {e[0] for s in states for e in s["effects"]}
    assert {"stat", "kw", "restrict", "cost", "ink", "cont", "float", "grant", "class", "replace"} <= kinds
    assert {e[4] for s in states for e in s["effects"]} >= {"turn", "start", "end", "play", "source", "challenge"}
    assert {b[2][0] for s in states for b in s["bag"]} >= {"ab", "kw", "fl"}
    prefixes = {f.split(":")[0] for s in states for f in s["flags"]}
    assert {"bic", "challenge_banished", "quested", "played_char", "sang", "lk_under", "once"} <= prefixes
    assert {s["phase"] for s in states} >= {"setup", "beginning", "main", "end"}


# The two positions above whose frames hold steps written in the effect language's words before it had one word for
# one thing (a "Versus" condition, an "each_may_draw" step): the whole state 20 moves later on main's engine
# (main's code, 970b099), as the hash alone cannot be compared once those steps are written in today's words.
AFTER_OLD_STEPS: dict[str, dict] = json.loads(gzip.decompress((BEFORE / "after-20-old-steps.json.gz").read_bytes()))


def _as_now(data: object) -> object:
    """``data`` with the old words of the effect language as they read now: a Versus condition is the Flag of its
    test, "each player may draw" is MayDraw for each player asking yes or no, "cards from under to the hand" is
    UnderTo the hand, and the players EachMayDraw had asked (its "_emd" variable) are MayDraw's ("_mdr")."""
    if isinstance(data, list):
        return [_as_now(x) for x in data]
    if not isinstance(data, dict):
        return data
    d = {k: _as_now(v) for k, v in data.items()}
    if d.get("@@") == "Versus":
        return {"@@": "Flag", "name": d["test"]}
    if d.get("@") == "each_may_draw":
        return {"@": "may_draw", "who": "each", "n": d.get("n", 1), "yes_no": True}
    if d.get("@") == "may_draw":  # (now with how many cards and whether it asks yes or no)
        return {"@": "may_draw", "who": d["who"], "n": d.get("n", 1), "yes_no": d.get("yes_no", False)}
    if d.get("@") == "under_to_hand":
        return {"@": "under_to", "who": d["who"], "to": "hand"}
    if isinstance(d.get("vars"), dict) and "_emd" in d["vars"]:  # (MayDraw keeps the players asked in "_mdr")
        d["vars"] = {("_mdr" if k == "_emd" else k): v for k, v in d["vars"].items()}
    return d


def test_the_positions_kept_whole_hold_old_step_words() -> None:
    """The positions kept whole hold the effect language's old words (the others' hashes compare: a position
    whose old words outlived its 20 moves would fail there)."""
    old = {n for n, x in enumerate(STATES) if _as_now(x["state"]) != x["state"]}
    assert {int(n) for n in AFTER_OLD_STEPS} <= old


@pytest.mark.parametrize("n", range(len(STATES)))
def test_states_written_before_read_back_the_same_and_play_on_the_same(cards: CardIndex, n: int) -> None:
    """Each position main wrote reads back to the same JSON (its old step words in today's), and 20 random legal
    moves from it (the same seed) reach the state they reached on main's engine: typed in memory, the same on disk
    and in play."""
    state = STATES[n]["state"]
    assert GameState.from_json(state).to_json() == _as_now(state)
    game = Game(GameState.from_json(state), cards)
    rng = random.Random(n)
    for _ in range(20):
        legal = game.legal_actions()
        if game.over or not legal:
            break
        game.apply(rng.choice(legal))
    if str(n) in AFTER_OLD_STEPS:
        assert _sha(AFTER_OLD_STEPS[str(n)]) == STATES[n]["after_20"]  # (the state main reached, whole)
        assert game.state.to_json() == _as_now(AFTER_OLD_STEPS[str(n)])
    else:
        assert _sha(game.state.to_json()) == STATES[n]["after_20"]


def test_what_main_saved_is_read_into_typed_records() -> None:
    """Read back, the saved tuples and words are records and enums: effects, bag entries, turn flags, zones and
    phases, and what an effect did so far (saved among its variables as "_removed", "_lp", ...) in the frame's
    fields; written again, they are the same JSON."""
    results: set[str] = set()
    progress: set[str] = set()
    for x in STATES:
        data = x["state"]
        s = GameState.from_json(data)
        assert all(isinstance(e, Effect) and isinstance(e.kind, EffectKind) and isinstance(e.until, Until)
                   for e in s.effects)
        assert all(isinstance(b, BagEntry) and isinstance(b.ability.kind, TriggerKind) for b in s.bag)
        assert all(isinstance(f[0], Flag) for f in s.flags)
        assert isinstance(s.phase, Phase)
        if data["res"] is not None:
            saved = data["res"]["vars"]
            r = Resolution.from_json(data["res"])
            for name, field in RESULTS.items():
                if name in saved:
                    results.add(name)
                    assert name not in r.vars and getattr(r, field) not in (None, False)
            if "_lp" in saved:
                results.add("_lp")
                assert r.picking == tuple(saved["_lp"]) and r.picking_from == saved["_lpq"] and "_lp" not in r.vars
            for frame in r.frames():  # a step's progress ("_rm_cards", "_pmq", "_md", ...) is in the typed fields:
                # the only "_xyz" variables left are the ones scripts name ("_pm": that player; "_cost": the cost paid)
                assert {k for k in frame.vars if k.startswith("_")} <= ENGINE_VARS
                progress.update(k for k in frame.to_json()["vars"] if k not in frame.vars and k not in RESULTS)
            assert r.to_json() == _as_now(data["res"])
    assert results >= {"_amount", "_removed", "_lost", "_unpaid", "_discarded", "_lp"}
    assert progress >= {"_rm_cards", "_rm_k", "_rm_spent", "_rm", "_md", "_md_no", "_mdr", "_pmq", "_dq", "_duq", "_er",
                        "_sd", "_lpto"}


# Positions main wrote in the middle of a step that asks again while its progress waits among the frame's
# variables ("_sfd", "_lp0", "_idq"), and for each legal answer the hash of the state 20 random moves later on
# main's engine (tests/fixtures/saves-before-progress/README.md).
MID_STEP: list[dict] = json.loads(
    (BEFORE.parent / "saves-before-progress" / "mid-step-positions.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("n", range(len(MID_STEP)))
def test_a_step_saved_halfway_by_main_reads_into_its_fields_and_plays_on_the_same(cards: CardIndex, n: int) -> None:
    """The step's progress is read into the frame's typed fields (none of the engine's "_xyz" names is left among
    the variables), written back as main wrote it, and each answer leads where it led on main's engine."""
    x = MID_STEP[n]
    state = x["state"]
    s = GameState.from_json(state)
    assert s.res is not None and s.res.prog is not None and not s.res.vars
    assert s.to_json() == state
    legal = Game(GameState.from_json(state), cards).legal_actions()
    assert len(legal) == len(x["after"]) == 2
    for first, expected in enumerate(x["after"]):
        game = Game(GameState.from_json(state), cards)
        game.apply(game.legal_actions()[first])
        rng = random.Random(n * 10 + first)
        for _ in range(20):
            legal = game.legal_actions()
            if game.over or not legal:
                break
            game.apply(rng.choice(legal))
        assert _sha(game.state.to_json()) == expected
