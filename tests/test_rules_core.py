"""What both games share, once (DESIGN.md "Two games, one table"): one IllegalAction carrying either game's typed
reason, and one scenario loop both runners plug into."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import EndTurn, Game, IllegalAction, Quest
from lorcana_desktop.engine.reasons import Reason, Why, why
from lorcana_desktop.exo.engine import ExoGame, Pass
from lorcana_desktop.exo.engine.reasons import ExoReason, ExoWhy, refusal
from lorcana_desktop.exo.engine.setup import starter_game
from lorcana_desktop.exo.scenario import run_exo_scenario
from lorcana_desktop.rules_core import IllegalAction as SharedIllegalAction
from lorcana_desktop.rules_core import RuleReason
from lorcana_desktop.rules_core.scenario_loop import ScenarioOutcome
from lorcana_desktop.rulesets import EXO, LORCANA

EXO_SCENARIOS = Path(__file__).parent / "exo" / "scenarios"


def test_both_reasons_are_one_kind_with_the_same_reading() -> None:
    lorcana = why(Why.EXERTED, "4.5.1.2", card="Mickey Mouse")
    exo = refusal(ExoWhy.CANNOT_PAY, amount=3)
    for reason in (lorcana, exo):
        assert isinstance(reason, RuleReason)
        assert str(reason) == reason.text
    # The rule each cites, as its own rules book names it (CR sections; the Italian rules' parts or a ruling).
    assert lorcana.rule == "4.5.1.2" and lorcana.text == "Mickey Mouse is exerted (CR 4.5.1.2)"
    assert exo.rule == "R-1" and exo.text == "You cannot pay its Costo of 3 (R-1)"
    assert lorcana.value("card") == "Mickey Mouse" and exo.value("amount") == 3
    with pytest.raises(KeyError):
        exo.value("card")
    # A seat is named as a player in the English (Exo counts seats from 0 as the engine does).
    assert str(refusal(ExoWhy.MUST_ANSWER_MAY, player=1)) == "Player 1 must answer yes or no first (R-24)"
    assert Reason(Why.GAME_OVER).text == "The game is over"  # no rule cited: no brackets
    assert ExoReason(ExoWhy.GAME_OVER).text == "The game is over"


def test_each_engine_refuses_with_the_one_illegal_action_and_its_own_reason(cards: CardIndex) -> None:
    assert IllegalAction is SharedIllegalAction
    exo: ExoGame = starter_game(seed=3)
    # Passing is not what a player does when nothing is open to pass (Catena di Effetti, regola 2), or the
    # engine lists it; either way an action it does not list is refused with an ExoReason.
    refused = next(a for a in (Pass(), EndTurn()) if a not in exo.legal_actions())
    with pytest.raises(SharedIllegalAction) as caught:
        exo.apply(refused)
    assert isinstance(caught.value.reason, ExoReason)
    g = Game.new([["Mickey Mouse - True Friend"] * 60] * 2, cards, seed=1)
    with pytest.raises(SharedIllegalAction) as lorcana_caught:
        g.apply(Quest(0))  # at the mulligans nobody quests (CR 2.2.2)
    assert isinstance(lorcana_caught.value.reason, Reason)


def test_one_loop_reports_the_same_way_for_both_games(tmp_path: Path) -> None:
    """A step that is neither do, illegal nor expect is the file's mistake, said the same in both games; a step
    that fails names its index."""
    source = next(p for p in sorted(EXO_SCENARIOS.rglob("*.json")))
    data = json.loads(source.read_text(encoding="utf-8"))
    data["steps"] = [*data["steps"][:1], {"do": {"type": "pass"}, "expect": {}}]
    exo = EXO.run_scenario(data, source.parent, "x.json")
    assert isinstance(exo, ScenarioOutcome)
    assert (exo.passed, exo.step) == (False, 1)
    assert exo.message == "bad step: a step has exactly one of 'do', 'illegal', 'expect'"
    lorcana_data = {"players": [{"hand": []}, {"hand": []}], "steps": [{"expect": {"lore": [0, 0]}},
                                                                       {"do": {"type": "end_turn"}, "expect": {}}]}
    lorcana = LORCANA.run_scenario(lorcana_data, tmp_path, "y.json")
    assert (lorcana.passed, lorcana.step) == (False, 1)
    assert lorcana.message == exo.message
    assert run_exo_scenario(data, source.parent, "x.json").line() == (
        "FAIL x.json: step 1: bad step: a step has exactly one of 'do', 'illegal', 'expect'")


def test_one_seeded_rng_draws_the_reference_splitmix64_numbers_in_both_games() -> None:
    """SplitMix64's published first outputs from state 0 (Vigna's reference splitmix64.c), so both games' seeds mean
    what they meant; both states draw from the one module, and the RNG travels in the saved state."""
    from lorcana_desktop.engine.state import GameState
    from lorcana_desktop.exo.engine.options import ExoOptions
    from lorcana_desktop.exo.engine.state import ExoState
    from lorcana_desktop.rules_core.rng import SeededRandom, rng_next, rng_seed

    state, outputs = 0, []
    for _ in range(3):
        state, out = rng_next(state)
        outputs.append(out)
    assert outputs == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    assert rng_seed(-1) == (1 << 64) - 1 and rng_seed(1 << 64) == 0

    lorcana, exo = GameState(), ExoState(ExoOptions())
    for s in (lorcana, exo):
        assert isinstance(s, SeededRandom)
        s.rng = 0
    assert [lorcana.randbelow(1 << 64) for _ in range(3)] == outputs
    assert [exo.randbelow(1 << 64) for _ in range(3)] == outputs
    deck_a, deck_b = list(range(20)), list(range(20))
    lorcana.shuffle(deck_a)
    exo.shuffle(deck_b)
    assert deck_a == deck_b and sorted(deck_a) == list(range(20)) and deck_a != list(range(20))
    # The RNG is part of the state: a state read back from its save draws what the original draws next.
    again = GameState.from_json(lorcana.to_json())
    assert [again.randbelow(6) for _ in range(5)] == [lorcana.randbelow(6) for _ in range(5)]


def test_one_history_undoes_up_to_a_reveal_and_replays_for_any_game() -> None:
    """The history both games keep, on a toy game of its own: an undo goes back over actions that revealed nothing,
    is refused with the game's own reason (and the game untouched) across one that did, and a replay is the initial
    state plus the actions."""
    from dataclasses import dataclass, field

    from lorcana_desktop.rules_core.history import History

    @dataclass
    class Toy:
        reveals: int = 0
        counted: list[str] = field(default_factory=list)

        def copy(self) -> Toy:
            return Toy(self.reveals, self.counted[:])

    class ToyGame:
        def __init__(self, start: Toy) -> None:
            self.initial, self.s = start, start.copy()
            self.actions: list[str] = []
            self._reveal_marks: list[int] = []

        def apply(self, action: str) -> None:
            self.s.counted.append(action)
            self.s.reveals += action == "draw"  # a draw shows its player a hidden card
            self.actions.append(action)
            self._reveal_marks.append(self.s.reveals)

    nothing, past = why(Why.NOTHING_TO_UNDO), refusal(ExoWhy.UNDO_PAST_REVEAL)
    history: History[ToyGame] = History(lambda g: ToyGame(g.initial.copy()), nothing, past)
    game = ToyGame(Toy())
    assert history.can_undo(game, 0) and not history.can_undo(game, 1)
    with pytest.raises(SharedIllegalAction) as empty:
        history.undo(game, 1)
    assert empty.value.reason is nothing
    for a in ("ink", "draw", "quest", "challenge"):
        game.apply(a)
    assert [history.can_undo(game, n) for n in range(6)] == [True, True, True, False, False, False]
    with pytest.raises(SharedIllegalAction) as refused:
        history.undo(game, 3)
    assert refused.value.reason is past and game.s.counted == ["ink", "draw", "quest", "challenge"]
    history.undo(game, 2)
    assert game.s.counted == ["ink", "draw"] and game.actions == ["ink", "draw"] and game._reveal_marks == [0, 1]
    assert not history.can_undo(game, 1)
    again = history.replay(game)
    assert again is not game and again.s == game.s and again.actions == game.actions
    history.undo_to(game, 2)  # already there: nothing to do
    assert game.actions == ["ink", "draw"]
    # Both engines keep their undo and replay through this one piece, each with its own reasons.
    from lorcana_desktop.engine import history as lorcana_history
    from lorcana_desktop.exo.engine import game as exo_game
    assert lorcana_history.HISTORY.past_a_reveal == why(Why.UNDO_PAST_REVEAL)
    assert exo_game._HISTORY.past_a_reveal == refusal(ExoWhy.UNDO_PAST_REVEAL)


def test_both_games_name_a_card_the_same_way(cards: CardIndex) -> None:
    """One name matching for both games: the same forgiving lookup key, and a mistyped or half-written name gets the
    same kind of "did you mean" (a name the player started typing is suggested in Exo's deck lists too)."""
    from lorcana_desktop.cards import normalize_name as lorcana_key
    from lorcana_desktop.exo.decks import read_deck_text
    from lorcana_desktop.exo.starter import STARTER_CODE, starter_set
    from lorcana_desktop.rules_core.names import normalize_name

    assert lorcana_key is normalize_name
    assert normalize_name("«Medusa  Lucente»") == normalize_name('"medusa lucente"')
    assert normalize_name("Maui\u2019s Place of Exile") == normalize_name("MAUI'S  place of exile")
    text = f"Sets: {STARTER_CODE}\nMazzo:\n2 Vulkar\n2 Medusa Lucnte\n"
    problems = [p.message for p in read_deck_text(text, {STARTER_CODE: starter_set()}).problems]
    assert f"No card named 'Vulkar' in {STARTER_CODE}. Did you mean: Vulkar, Signore delle Braci?" in problems
    assert f"No card named 'Medusa Lucnte' in {STARTER_CODE}. Did you mean: Medusa Lucente?" in problems
    assert cards.closest("Mickey Mouse - True Freind", 1) == ["Mickey Mouse - True Friend"]
