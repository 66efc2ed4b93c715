"""The scenario runner and its command: PASS/FAIL lines, the failing step and why, exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lorcana_desktop.app.scenario import run_scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.cli import main

BASE = {"active": 0, "turn": 3,
        "players": [{"deck": ["Stitch - New Dog"], "play": [{"card": "Stitch - New Dog", "id": "s"}]},
                    {"deck": ["Stitch - New Dog"]}]}


def write(tmp_path: Path, name: str, steps: list, **extra: object) -> Path:
    p = tmp_path / name
    p.write_text(json.dumps({**BASE, **extra, "steps": steps}), encoding="utf-8")
    return p


def test_failing_step_is_named_with_the_reason(tmp_path: Path, cards: CardIndex) -> None:
    p = write(tmp_path, "f.json", [{"do": {"type": "quest", "card": "s"}},
                                   {"expect": {"lore": [2, 0]}}])
    r = run_scenario(p, cards)
    assert not r.passed and r.step == 1
    assert r.line() == f"FAIL {p}: step 1: lore is [1, 0], expected [2, 0]"


def test_illegal_step_needs_a_refusal(tmp_path: Path, cards: CardIndex) -> None:
    ok = write(tmp_path, "ok.json", [{"illegal": {"type": "quest", "card": "s"}}], turn=3,
               players=[{"deck": ["Stitch - New Dog"], "play": [{"card": "Stitch - New Dog", "id": "s", "dry": False}]},
                        {"deck": ["Stitch - New Dog"]}])
    assert run_scenario(ok, cards).passed
    wrong = write(tmp_path, "wrong.json", [{"illegal": {"type": "quest", "card": "s"}}])
    r = run_scenario(wrong, cards)
    assert not r.passed and r.step == 0 and "should be illegal" in r.message


def test_names_match_without_case_or_curly_apostrophes(tmp_path: Path, cards: CardIndex) -> None:
    p = write(tmp_path, "n.json", [{"do": {"type": "quest", "card": "STITCH - new dog"}},
                                   {"expect": {"zones": {"p0.play": ["stitch - NEW DOG"]}, "lore": [1, 0]}}])
    assert run_scenario(p, cards).passed
    q = write(tmp_path, "q.json", [{"expect": {"zones": {"p0.play": ["Li Shang \u2013 General\u2019s Son"]}}}],
              players=[{"deck": [], "play": ["Li Shang - General's Son"]}, {"deck": []}])
    assert run_scenario(q, cards).passed


def test_cli_prints_pass_fail_and_exit_code(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = write(tmp_path, "a_good.json", [{"do": {"type": "quest", "card": "s"}}, {"expect": {"lore": [1, 0]}}])
    bad = write(tmp_path, "b_bad.json", [{"do": {"type": "challenge", "card": "s", "target": "s"}}])
    assert main(["scenario", "run", str(good)]) == 0
    assert main(["scenario", "run", str(tmp_path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert f"PASS {good}" in out
    assert any(line.startswith(f"FAIL {bad}: step 0: ") and "refused" in line for line in out)
    assert out[-1] == "1 passed, 1 failed"


def test_bad_file_gets_a_clear_message(tmp_path: Path, cards: CardIndex) -> None:
    p = tmp_path / "broken.json"
    p.write_text('{"players": [', encoding="utf-8")
    r = run_scenario(p, cards)
    assert not r.passed and r.step is None and "not valid JSON: line 1" in r.message
    u = write(tmp_path, "u.json", [], players=[{"hand": ["Stich - New Dog"]}, {}])
    assert "Did you mean: Stitch - New Dog" in run_scenario(u, cards).message


@pytest.mark.parametrize(("change", "message"), [
    ({"players": [{"lore": "3"}, {}]}, "player 0 'lore' must be a whole number, not '3'"),
    ({"players": [{"deck": "Stitch - New Dog"}, {}]}, "player 0 'deck' must be a list"),
    ({"players": [{"play": [{"card": "Stitch - New Dog", "damage": "x"}]}, {}]},
     "player 0 play 'Stitch - New Dog' 'damage' must be a whole number"),
    ({"players": [{"play": [{"card": "Stitch - New Dog", "damaged": 1}]}, {}]},
     "player 0 play 'Stitch - New Dog': unknown key(s) damaged"),
    ({"players": [{"inkwell": "two"}, {}]}, "player 0: 'inkwell' is a count or a list of cards"),
    ({"turn": 0}, "'turn' starts at 1"),
    ({"active": 2}, "'active' must be a player index, not 2"),
    ({"steps": None}, "'steps' must be a list"),
])
def test_malformed_set_up_is_named_not_a_traceback(tmp_path: Path, cards: CardIndex,
                                                   change: dict, message: str) -> None:
    p = tmp_path / "bad.json"
    p.write_text(json.dumps({**BASE, "steps": [], **change}), encoding="utf-8")
    r = run_scenario(p, cards)
    assert not r.passed and r.step is None
    assert message in r.message
    assert r.line().startswith(f"FAIL {p}: setup: bad scenario: ")


@pytest.mark.parametrize(("step", "message"), [
    ({"expect": {"lore": 5}}, "expected 'lore' must be a list, not 5"),
    ({"expect": {"cards": {"s": 3}}}, "expected card 's' must be an object, not 3"),
    ({"expect": {"zones": {"p0.hand": 3}}}, "expected a list of names or an object with count/ready"),
    ({"expect": {"cards": {"s": {"colour": "red"}}}}, "unknown card expectation 'colour'"),
    ({"do": {"type": "choose", "option": "first"}}, "choose action has a bad value"),
    ({"do": {"type": "quest"}}, "quest action needs the key 'card'"),
    ({"do": {"type": "fly", "card": "s"}}, "unknown action type 'fly'"),
    ({"do": {"type": "quest", "card": "s"}, "expect": {}}, "exactly one of 'do', 'illegal', 'expect'"),
    ({"expect": {"deck_check": {"p0": {"format": "modern"}}}}, "'format' is one of core, infinity"),
    ({"expect": {"deck_check": {"p0": {"format": "core", "broken": ["too_big"]}}}}, "'broken' names rules among"),
    ({"expect": {"deck_check": {"p7": {"format": "core"}}}}, "deck_check key 'p7' is a player like 'p0'"),
])
def test_malformed_step_names_the_step_and_problem(tmp_path: Path, cards: CardIndex,
                                                   step: dict, message: str) -> None:
    p = write(tmp_path, "bad_step.json", [{"expect": {"lore": [0, 0]}}, step])
    r = run_scenario(p, cards)
    assert not r.passed and r.step == 1 and message in r.message
    assert r.line().startswith(f"FAIL {p}: step 1: bad step: ")


def test_cli_reports_a_malformed_file_and_goes_on(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "a_bad.json"
    bad.write_text(json.dumps({**BASE, "players": [{"lore": [1]}, {}], "steps": []}), encoding="utf-8")
    good = write(tmp_path, "b_good.json", [{"do": {"type": "quest", "card": "s"}}])
    assert main(["scenario", "run", str(tmp_path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"FAIL {bad}: setup: bad scenario: player 0 'lore' must be a whole number")
    assert f"PASS {good}" in out and out[-1] == "1 passed, 1 failed"


def test_legal_and_illegal_must_agree_with_legal_actions(tmp_path: Path, cards: CardIndex,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    # The spec: "legal"/"illegal" are judged as apply() would, and must agree with legal_actions().
    p = write(tmp_path, "agree.json", [{"expect": {"legal": [{"type": "quest", "card": "s"}]}}])
    assert run_scenario(p, cards).passed
    from lorcana_desktop.engine import Game
    monkeypatch.setattr(Game, "legal_actions", lambda self: [])
    r = run_scenario(p, cards)
    assert not r.passed and "engine disagrees with itself" in r.message and "missing from legal_actions()" in r.message


def test_every_choose_form_through_a_scenario(cards: CardIndex) -> None:
    # option, amount, name, a player target ("player:1") and order, each answered by a "choose" step
    # while "pending" says a choice is awaited; the registered song stands in for a named ability.
    from lorcana_desktop.app.scenario import Scenario
    from lorcana_desktop.engine import ActionEffect, ScriptTable

    song = "Look at This Family"
    scripts = ScriptTable.of({song: [ActionEffect(name="TEST ALL CHOICES", steps=(
        ("option", [[("gain_lore", "you", 1)], [("gain_lore", "you", 2)]]),
        ("amount", "n", 3), ("name_card", "named"),
        ("choose", "who", "opponent", 1, False), ("lose_lore", "who", "n"),
        ("look_top", 2)))]})
    if True:
        data = {"active": 0, "turn": 3, "players": [
            {"hand": [{"card": song, "id": "song"}], "inkwell": 7,
             "deck": [{"card": "Mickey Mouse - True Friend", "id": "d1"}, {"card": "Stitch - New Dog", "id": "d2"}]},
            {"lore": 5, "deck": ["Stitch - New Dog"]}, {"deck": ["Stitch - New Dog"]}], "steps": []}
        sc = Scenario(data, cards, scripts=scripts)
        for step in [
            {"do": {"type": "play", "card": "song"}},
            {"expect": {"pending": "choose", "legal": [{"type": "choose", "option": 1}],
                        "illegal": [{"type": "choose", "option": 2}, {"type": "end_turn"}]}},
            {"do": {"type": "choose", "option": 1}},
            {"expect": {"lore": [2, 5, 0], "illegal": [{"type": "choose", "amount": 4}]}},
            {"do": {"type": "choose", "amount": 2}},
            {"do": {"type": "choose", "name": "MICKEY MOUSE"}},
            {"expect": {"illegal": [{"type": "choose", "targets": ["player:0"]}]}},
            {"do": {"type": "choose", "targets": ["player:1"]}},
            {"expect": {"lore": [2, 3, 0], "pending": "choose"}},
            {"do": {"type": "choose", "order": ["d2", "d1"]}},
            {"expect": {"pending": None, "zones": {"p0.discard": [song]}}},
        ]:
            sc.run_step(step)
        g = sc.game
        assert g.s.deck[0] == [sc.ref("d2"), sc.ref("d1")]
        assert g.s.res is None


def test_the_run_reports_the_card_abilities_it_played_and_checked(tmp_path: Path, cards: CardIndex) -> None:
    # Sardine Can - FLIGHT CABIN: "Your exerted characters gain Ward." In effect only while one of them is exerted.
    def sardines(exerted: bool) -> Path:
        return write(tmp_path, f"sardine-{exerted}.json", [{"expect": {"lore": [0, 0]}}],
                     players=[{"deck": ["Stitch - New Dog"],
                               "play": ["Sardine Can", {"card": "Stitch - New Dog", "id": "s", "exerted": exerted}]},
                              {"deck": ["Stitch - New Dog"]}])
    on = run_scenario(sardines(True), cards)
    assert on.passed and [(e.card, e.ability, e.name, e.use.value) for e in on.exercised] == [
        ("Sardine Can", 0, "FLIGHT CABIN", "static")]
    assert run_scenario(sardines(False), cards).exercised == ()
    # Dragon Fire resolves; nothing is reported until a later step checks the state.
    fire = {"active": 0, "turn": 3,
            "players": [{"deck": ["Stitch - New Dog"], "inkwell": 5, "hand": ["Dragon Fire"]},
                        {"deck": ["Stitch - New Dog"], "play": [{"card": "Stitch - New Dog", "id": "s"}]}]}
    played = [{"do": {"type": "play", "card": "Dragon Fire"}}, {"do": {"type": "choose", "targets": ["s"]}}]
    assert run_scenario({**fire, "steps": played}, cards).exercised == ()
    checked = run_scenario({**fire, "steps": [*played, {"expect": {"zones": {"p1.play": []}}}]}, cards)
    assert [(e.card, e.use.value) for e in checked.exercised] == [("Dragon Fire", "resolved")]


def test_a_free_play_by_the_cards_own_ability_plays_that_ability(cards: CardIndex) -> None:
    # Pudge - Controls the Weather, GOOD FRIEND: "If you have a character named Lilo in play, you can play this
    # character for free." Played for free (an alternative cost, CR 1.5.5.3) the ability is played; paying his ink
    # with Lilo there does not play it.
    def pudge(free: bool) -> dict:
        play: dict = {"type": "play", "card": "pudge", **({"free": True} if free else {})}
        return {"active": 0, "turn": 3,
                "players": [{"deck": ["Stitch - New Dog"], "inkwell": 2,
                             "hand": [{"card": "Pudge - Controls the Weather", "id": "pudge"}],
                             "play": ["Lilo - Making a Wish"]},
                            {"deck": ["Stitch - New Dog"]}],
                "steps": [{"do": play}, {"expect": {"cards": {"pudge": {"zone": "play"}}}}]}
    free = run_scenario(pudge(True), cards)
    assert free.passed and [(e.card, e.ability, e.name, e.use.value) for e in free.exercised] == [
        ("Pudge - Controls the Weather", 0, "GOOD FRIEND", "static")]
    paid = run_scenario(pudge(False), cards)
    assert paid.passed and paid.exercised == ()


def test_a_name_a_card_counts_as_is_played_when_a_name_matches_through_it(cards: CardIndex) -> None:
    # Chip 'n' Dale - Recovery Rangers: "(This character counts as being named both Chip and Dale.)" Dale - Friend
    # in Need "enters play exerted unless you have a character named Chip in play" (CR 6.7.9): beside Chip 'n' Dale
    # she enters ready, and the added names are played; beside Chip - Friend Indeed (printed Chip) they are not.
    def dale_beside(chip: str) -> dict:
        return {"active": 0, "turn": 3,
                "players": [{"deck": ["Stitch - New Dog"], "inkwell": 3, "hand": ["Dale - Friend in Need"],
                             "play": [chip]},
                            {"deck": ["Stitch - New Dog"]}],
                "steps": [{"do": {"type": "play", "card": "Dale - Friend in Need"}},
                          {"expect": {"cards": {"Dale - Friend in Need": {"exerted": False}}}}]}
    both = run_scenario(dale_beside("Chip 'n' Dale - Recovery Rangers"), cards)
    assert both.passed and ("Chip 'n' Dale - Recovery Rangers", -1, "named") in [
        (e.card, e.ability, e.use.value) for e in both.exercised]
    printed = run_scenario(dale_beside("Chip - Friend Indeed"), cards)
    assert printed.passed and not any(e.use.value == "named" for e in printed.exercised)


def test_a_name_for_shift_is_played_when_a_card_shifts_onto_it(cards: CardIndex) -> None:
    # Turbo - Royal Hack, GAME JUMP: "This character also counts as being named King Candy for Shift." King Candy -
    # Sweet Abomination (Shift 3 onto King Candy) shifts onto him (CR 8.10): GAME JUMP is played; King Candy played
    # for his full cost beside Turbo does not play it.
    def king_candy(shift: bool) -> dict:
        play: dict = {"type": "play", "card": "kc", **({"shift": "turbo"} if shift else {})}
        return {"active": 0, "turn": 3,
                "players": [{"deck": ["Stitch - New Dog"] * 3, "inkwell": 5,
                             "hand": [{"card": "King Candy - Sweet Abomination", "id": "kc"}],
                             "play": [{"card": "Turbo - Royal Hack", "id": "turbo"}]},
                            {"deck": ["Stitch - New Dog"]}],
                "steps": [{"do": play}, {"do": {"type": "choose", "trigger": 0}}, {"do": {"type": "choose", "accept": False}},
                          {"expect": {"cards": {"kc": {"zone": "play"}}}}]}
    shifted = run_scenario(king_candy(True), cards)
    assert shifted.passed and ("Turbo - Royal Hack", -1, "named") in [
        (e.card, e.ability, e.use.value) for e in shifted.exercised]
    beside = run_scenario(king_candy(False), cards)
    assert beside.passed and not any(e.use.value == "named" for e in beside.exercised)


def test_a_static_that_changes_a_cost_is_played_when_the_card_it_reaches_is_played(cards: CardIndex) -> None:
    # Yokai - Scientific Supervillain, NEUROTRANSMITTER: "You may play items named Microbots for free." It reaches
    # the Microbots in the hand; once played it is in play, where no later step sees the static reach it.
    def microbots(ink: int, yokai: bool) -> dict:
        return {"active": 0, "turn": 3,
                "players": [{"deck": ["Stitch - New Dog"], "inkwell": ink, "hand": [{"card": "Microbots", "id": "bot"}],
                             "play": ["Yokai - Scientific Supervillain"] if yokai else []},
                            {"deck": ["Stitch - New Dog"], "play": [{"card": "Stitch - New Dog", "id": "dog"}]}],
                "steps": [{"do": {"type": "play", "card": "bot"}}, {"do": {"type": "choose", "trigger": 0}},
                          {"do": {"type": "choose", "targets": ["dog"]}},
                          {"expect": {"cards": {"bot": {"zone": "play"}}}}]}
    free = run_scenario(microbots(0, True), cards)
    assert free.passed and ("Yokai - Scientific Supervillain", "NEUROTRANSMITTER", "static") in [
        (e.card, e.name, e.use.value) for e in free.exercised]
    paid = run_scenario(microbots(2, False), cards)
    assert paid.passed and not any(e.card.startswith("Yokai") for e in paid.exercised)


def test_a_normal_game_records_nothing(cards: CardIndex) -> None:
    from lorcana_desktop.engine import Game

    assert Game.witness is None  # the scenario runner sets it on its own game only; copies never carry it


def test_the_run_reports_which_steps_of_an_ability_ran(tmp_path: Path, cards: CardIndex) -> None:
    # Tramp - Quick on His Feet: "choose one: • Exert chosen character with 1 ¤ or less. • This character gains Rush
    # this turn." Choosing Rush runs the second mode's step, never the first mode's.
    data = {"active": 0, "turn": 3,
            "players": [{"deck": ["Stitch - New Dog"], "inkwell": 2, "hand": ["Tramp - Quick on His Feet"]},
                        {"deck": ["Stitch - New Dog"]}],
            "steps": [{"do": {"type": "play", "card": "Tramp - Quick on His Feet"}},
                      {"do": {"type": "choose", "trigger": 0}}, {"do": {"type": "choose", "option": 1}},
                      {"expect": {"cards": {"Tramp - Quick on His Feet": {"keywords": ["Rush"]}}}}]}
    r = run_scenario(data, cards)
    assert r.passed and len(r.exercised) == 1
    ran = r.exercised[0].steps
    assert ("steps", 0) in ran  # the "choose one" itself
    assert any(p[:4] == ("steps", 0, "modes", 1) for p in ran)
    assert not any(p[:4] == ("steps", 0, "modes", 0) for p in ran)


def test_deck_check_judges_a_players_cards_as_a_deck(tmp_path: Path, cards: CardIndex) -> None:
    # CR 1.10.1.1: at least 60 cards, at most 4 copies of a full name, unless a card's own rule says otherwise
    # (Microbots - LIMITLESS APPLICATIONS: "You may have any number of cards named Microbots in your deck.").
    players = [{"deck": ["Microbots"] * 59, "hand": ["Microbots"]}, {"deck": ["Stitch - New Dog"] * 5}]
    ok = write(tmp_path, "deck.json", [{"expect": {"deck_check": {
        "p0": {"format": "infinity", "broken": []},
        "p1": {"format": "infinity", "broken": ["too_few_cards", "too_many_copies"]}}}}], players=players)
    r = run_scenario(ok, cards)
    assert r.passed, r.message
    assert [(e.card, e.name, e.use.value) for e in r.exercised] == [("Microbots", "LIMITLESS APPLICATIONS", "static")]
    wrong = write(tmp_path, "wrong.json", [{"expect": {"deck_check": {"p1": {"format": "infinity", "broken": []}}}}],
                  players=players)
    r = run_scenario(wrong, cards)
    assert not r.passed and "p1's deck breaks ['too_few_cards', 'too_many_copies'] in infinity, expected []" in r.message
    # Four Microbots are allowed anyway: the card's own rule decided nothing, so it was not played.
    four = write(tmp_path, "four.json", [{"expect": {"deck_check": {"p0": {"format": "infinity",
                                                                           "broken": ["too_few_cards"]}}}}],
                 players=[{"deck": ["Microbots"] * 4}, {"deck": ["Stitch - New Dog"]}])
    r = run_scenario(four, cards)
    assert r.passed and r.exercised == ()
