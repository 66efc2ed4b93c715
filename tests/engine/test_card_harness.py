"""The card harness's own rule for a new kind of effect step: it needs a check of its own in the harness, or a card
scenario (written from the printed text) that plays a card with that kind of step."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from lorcana_desktop.app.scenario import Scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import lang as L
from tests.engine import card_harness
from tests.engine.card_harness import Run, _snapshot, check_steps, kinds_played_by_card_scenarios


@dataclass(frozen=True, slots=True)
class Unheard(L.Step):
    """A step kind no card has and the harness does not know (not registered: no save, no script names it)."""

    kind = "unheard"


def test_a_step_kind_is_checked_by_the_harness_or_left_to_the_card_scenarios_that_play_it(
        cards: CardIndex, monkeypatch: pytest.MonkeyPatch) -> None:
    sc = Scenario({"active": 0, "turn": 3, "steps": [], "players": [
        {"deck": ["Stitch - New Dog"] * 3, "play": [{"card": "Mickey Mouse - True Friend", "id": "m"}]},
        {"deck": ["Stitch - New Dog"] * 3}]}, cards)
    g = sc.game
    run = Run(g, sc, sc.ref("m"), before=_snapshot(g))
    errors = check_steps(run, (Unheard(),), sc.ref("m"))
    assert errors and "no check for a 'unheard' step" in errors[0]
    monkeypatch.setattr(card_harness, "kinds_played_by_card_scenarios", lambda: frozenset({Unheard}))
    assert check_steps(run, (Unheard(),), sc.ref("m")) == []


def test_the_card_scenarios_play_the_step_kinds_of_the_cards_they_name() -> None:
    # MASH-UP's look at the top 4 (LookPick), and steps inside other steps (If, May) count too
    kinds = kinds_played_by_card_scenarios()
    assert {L.LookPick, L.Draw, L.If, L.May, L.InkDrops} <= kinds
    assert Unheard not in kinds and len(kinds) >= 90
