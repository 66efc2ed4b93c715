"""An action played in the middle of another effect: it resolves at once with its own choices, then the other
effect goes on (CR 4.3.3.2, 6.1.2); a save, an undo and a copy taken in between finish both."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lorcana_desktop.cards.index import CardIndex
from lorcana_desktop.engine import ChooseTargets, Game, GameState, OrderCards
from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.decisions import AskOrder, AskTargets
from lorcana_desktop.engine.game import ENGINE_VERSION
from lorcana_desktop.engine.resolution import Resolution, without_player
from lorcana_desktop.engine.state import DISCARD, HAND, PLAY
from lorcana_desktop.rulesets.lorcana_scenario import Scenario

# MASH-UP (printed text in the scenario): "look at the top 4 cards of your deck. You may reveal a song card with
# cost 9 or less and play it for free. Put the rest on the bottom of your deck in any order."
MASH_UP = Path(__file__).parent.parent / "scenarios" / "cards" / \
    "powerline-worlds-greatest-rock-star-mash-up-plays-a-song-then-the-rest-go-to-the-bottom.json"


def _mid_song(cards: CardIndex) -> Scenario:
    """Powerline sang Grab Your Sword, MASH-UP looked at the top 4 and played Mother Knows Best ("Return chosen
    character to their player's hand"), which now waits for its target."""
    data = json.loads(MASH_UP.read_text(encoding="utf-8"))
    sc = Scenario({**data, "steps": []}, cards)
    for step in [{"do": {"type": "play", "card": "sword", "sing": ["powerline"]}},
                 {"do": {"type": "choose", "trigger": 0}},
                 {"do": {"type": "choose", "targets": ["mkb"]}}]:
        sc.run_step(step)
    pd = sc.game.s.pending
    assert isinstance(pd, AskTargets) and sc.ref("mickey") in pd.options
    info = sc.game.pending_info()  # what the table shows beside the choice: the song asks, not MASH-UP
    assert info is not None and info.source == sc.ref("mkb") and info.looking == ()
    return sc


def _finish_both(g: Game, sc: Scenario) -> None:
    """The song's choice, then MASH-UP's rest, as a player answers them; what both effects did is checked."""
    mickey, f1, fire, f2, nxt = (sc.ref(r) for r in ("mickey", "f1", "fire", "f2", "next"))
    g.apply(ChooseTargets((mickey,)))
    s = g.s
    assert s.zone[mickey] == HAND  # the song resolved: Mickey is back in his player's hand
    assert s.zone[sc.ref("mkb")] == DISCARD  # and the song went to the discard (CR 4.3.3.2)
    assert isinstance(s.pending, AskOrder) and set(s.pending.cards) == {f1, fire, f2}  # MASH-UP's last sentence
    info = g.pending_info()
    assert info is not None and info.ability == "MASH-UP" and info.source == sc.ref("powerline")
    assert set(info.looking) == {f1, fire, f2}  # the panel shows the cards to order
    g.apply(OrderCards((f1, fire, f2)))
    assert g.s.pending is None and g.s.res is None
    assert g.s.deck[0] == [nxt, f1, fire, f2]  # the rest on the bottom, the first named on top of them


def test_a_save_taken_while_the_played_song_waits_loads_and_finishes_both(cards: CardIndex) -> None:
    sc = _mid_song(cards)
    g = sc.game
    # the replay (initial state and actions), as the window saves a game
    again = Game.from_json(json.loads(json.dumps(g.to_json())), cards)
    assert again.s.to_json() == g.s.to_json()
    _finish_both(again, sc)
    # the position itself (both effects, the song on top of MASH-UP), as a state is written and read
    state = GameState.from_json(json.loads(json.dumps(g.s.to_json())))
    assert state.to_json() == g.s.to_json()
    g.s = state
    _finish_both(g, sc)


def test_undo_of_the_songs_choice_goes_back_into_the_song(cards: CardIndex) -> None:
    sc = _mid_song(cards)
    g = sc.game
    g.apply(ChooseTargets((sc.ref("mickey"),)))
    assert g.can_undo()
    g.undo()
    assert isinstance(g.s.pending, AskTargets) and g.s.zone[sc.ref("mickey")] == PLAY
    _finish_both(g, sc)


def test_a_copy_taken_in_between_finishes_on_its_own(cards: CardIndex) -> None:
    sc = _mid_song(cards)
    g = sc.game
    c = g.copy()
    before = c.s.to_json()
    _finish_both(g, sc)
    assert c.s.to_json() == before  # finishing the original touched nothing of the copy's effects
    _finish_both(c, sc)


def test_an_older_save_with_one_effect_loads_as_a_stack_of_one() -> None:
    r = Resolution(3, 0, (L.Draw("you", 1), L.GainLore("you", 1)), "test", pc=1)
    data = r.to_json()
    assert "parent" not in data and "waiting" not in data  # the shape saves had before the stack
    assert Resolution.from_json(data) == r and Resolution.from_json(data).parent is None


def test_a_question_asked_after_the_play_waits_until_the_action_resolved(cards: CardIndex) -> None:
    """"Each player reveals the top card of their deck; an action may be played for free": the active player
    plays theirs, which resolves at once with its own choice (CR 4.3.3.2), and only then the next player in turn
    order decides (CR 6.7.6); the effect's last sentence still happens (CR 6.1.2)."""
    sc = Scenario({"active": 0, "turn": 3, "steps": [], "players": [
        {"deck": [{"card": "Smash", "id": "smash0"}, "Stitch - New Dog"],  # "Deal 3 damage to chosen character."
         "play": [{"card": "Mickey Mouse - True Friend", "id": "m0"}]},
        {"deck": [{"card": "Smash", "id": "smash1"}, "Stitch - New Dog"],
         "play": [{"card": "Mickey Mouse - True Friend", "id": "m1"}]}]}, cards)
    g = sc.game
    s = g.s
    smash0, smash1, m0, m1 = (sc.ref(r) for r in ("smash0", "smash1", "m0", "m1"))
    s.res = Resolution(-1, 0, (L.EachRevealTop("each", L.Sel(types=("action",)), then="play"),
                               L.GainLore("you", 1)), "test")
    g._advance()
    assert isinstance(s.pending, AskTargets) and s.pending.player == 0 and s.pending.options == (smash0,)
    g.apply(ChooseTargets((smash0,)))  # player 0 plays their Smash: its target first
    s = g.s
    assert isinstance(s.pending, AskTargets) and s.pending.player == 0 and m1 in s.pending.options
    g.apply(ChooseTargets((m1,)))
    s = g.s
    # Smash resolved and went to the discard (CR 4.3.3.2); the state check right after it (CR 1.8.1: "after any
    # action or ability effect has resolved") banished Mickey, 3 damage on 3 willpower (CR 1.8.1.4), though the
    # effect that played Smash goes on
    assert s.zone[m1] == DISCARD and s.zone[smash0] == DISCARD
    assert isinstance(s.pending, AskTargets) and s.pending.player == 1 and s.pending.options == (smash1,)
    g.apply(ChooseTargets((smash1,)))
    s = g.s
    assert isinstance(s.pending, AskTargets) and s.pending.player == 1
    g.apply(ChooseTargets((m0,)))
    s = g.s
    assert s.zone[m0] == DISCARD and s.zone[m1] == DISCARD and s.zone[smash1] == DISCARD
    assert s.pending is None and s.res is None and s.lore[0] == 1  # "... you gain 1 lore": the rest happened


def test_a_replay_of_engine_4_that_answered_mash_ups_order_first_names_the_engine_that_made_it(
        cards: CardIndex) -> None:
    """Written by main's code before the stack (engine 4): MASH-UP asked for the rest's order before the song's own
    target, and the rest stayed on top. The rules now ask the song's target first (CR 4.3.3.2), so that replay's
    fourth action is refused, and the message says which engine made it."""
    path = Path(__file__).parent.parent / "fixtures" / "saves-before-stack" / "mash-up-engine-4.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["meta"]["engine"] == "4"
    with pytest.raises(ValueError, match=rf"action 3 is illegal.*\(saved by engine 4, this is {ENGINE_VERSION}\)"):
        Game.from_json(data, cards)
    data["actions"] = data["actions"][:3]  # up to the song played: that much replays, to the song's choice
    g = Game.from_json(data, cards)
    pd = g.s.pending
    assert isinstance(pd, AskTargets) and {g.name(t) for t in pd.options} == {
        "Powerline - World's Greatest Rock Star", "Mickey Mouse - True Friend"}  # "Return chosen character ..."


def test_a_player_who_leaves_takes_only_their_own_effects_off_the_stack() -> None:
    """CR 9.2.3: what player 1 controls goes with them; the effects of the others resolve on, in the same order,
    and the one left on top asks what it had put off."""
    asked = AskOrder(0, (4, 5))
    bottom = Resolution(1, 0, (L.Draw("you", 1),), "bottom")
    middle = Resolution(2, 1, (L.Draw("you", 1),), "middle", parent=bottom)
    top = Resolution(3, 0, (L.Draw("you", 1),), "top", parent=middle, waiting=asked)
    upper = Resolution(4, 1, (L.Draw("you", 1),), "upper", parent=top)
    kept = without_player(upper, 1)
    assert kept is not None and [r.name for r in kept.frames()] == ["top", "bottom"] and kept.waiting == asked
    assert [r.name for r in upper.frames()] == ["upper", "top", "middle", "bottom"]  # (a new stack: the old stays)
    assert without_player(middle, 0) is not None and without_player(Resolution(1, 1, (), "x"), 1) is None
