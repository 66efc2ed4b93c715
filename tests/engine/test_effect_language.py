"""The typed effect language: a mistake in a script fails when the ability is built, never during a game."""

from __future__ import annotations

import json

import pytest

from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import ActionEffect, CardScript, StaticAbility, TriggeredAbility
from lorcana_desktop.engine.effects import HANDLERS


def test_every_step_kind_has_exactly_one_handler() -> None:
    assert set(L.STEP_KINDS.values()) <= set(HANDLERS)


@pytest.mark.parametrize("build", [
    lambda: TriggeredAbility(name="X", event="questing", steps=()),           # unknown event
    lambda: TriggeredAbility(name="X", event="resolve", steps=()),            # actions are ActionEffect
    lambda: TriggeredAbility(name="X", event="play", steps=(("teleport", "self"),)),  # unknown effect
    lambda: ActionEffect(name="X", steps=(("choose", "t", "sleepy_character", 1, False),)),  # unknown filter
    lambda: ActionEffect(name="X", steps=(("stat", "t", "speed", 1, "turn"),)),  # unknown stat
    lambda: ActionEffect(name="X", steps=(("keyword", "t", "Flying", 0, "turn"),)),  # unknown keyword
    lambda: ActionEffect(name="X", steps=(("restrict", "t", "cant_dance", "turn"),)),
    lambda: ActionEffect(name="X", steps=(("stat", "t", "strength", 1, "forever"),)),  # unknown duration
    lambda: StaticAbility(name="X", applies_to="everyone", stat="strength", amount=1),
    lambda: TriggeredAbility(name="X", event="play", steps=(), condition="full_moon"),
    lambda: L.Sel(owner="theirs"),
    lambda: L.Sel(cost=("<", 3)),
    lambda: CardScript("X", (StaticAbility(name="X", applies_to="self", stat="lore", amount=1),), texts=("a", "b")),
])
def test_a_malformed_ability_is_refused_when_built(build) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError):
        build()


def test_steps_selectors_and_amounts_survive_a_save() -> None:
    steps = (L.Choose("t", L.Sel(owner="opp", cost=("<=", 3), damaged=True)),
             L.Stat("t", "strength", L.CountOf(L.Sel(owner="you"), 2), "their_next_turn"),
             L.If(L.Count(L.Sel(owner="you", other=True), ">=", 2), (L.Draw("you", 1),)),
             L.Modes(((L.GainLore("you", 1),), (L.Draw("you", L.HandSize("opponents")),))))
    data = json.loads(json.dumps(L.encode(steps)))
    assert L.decode(data) == steps


def test_short_notation_builds_the_same_typed_steps() -> None:
    assert L.step_from_tuple(("choose", "t", "opposing_character", 1, False)) == L.Choose("t", L.Sel(owner="opp"))
    assert L.step_from_tuple(("draw", "you", 2)) == L.Draw("you", 2)
