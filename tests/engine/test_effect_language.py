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


def _script(*steps: L.Step) -> CardScript:
    return CardScript("Test Card - Typo", (ActionEffect(name="", steps=steps),))


@pytest.mark.parametrize(("steps", "name"), [
    ((L.Draw("yuo", 1),), "yuo"),  # a player target that does not exist
    ((L.Choose("t", L.Sel()), L.Banish("tt")), "tt"),  # a card variable no step fills
    ((L.Choose("t", L.Sel()), L.If(L.Chosen("x"), (L.Draw("you", 1),))), "x"),  # a condition on an unknown variable
    ((L.GainLore("you", "nn"),), "nn"),  # an amount read from a variable no step fills
    ((L.Draw("owner:zz", 1),), "owner:zz"),  # "that card's owner" of an unknown variable
    ((L.Choose("t", L.Sel(same_name_as="q")), L.Banish("t")), "q"),  # a selector comparing with an unknown card
    ((L.Choose("t", L.Sel()), L.MoveDamage("t", "tx", 1)), "tx"),  # a second target of a step
    ((L.Float("self", "quest", (L.Draw("yuo", 1),)),), "yuo"),  # inside a nested effect
])
def test_a_step_naming_a_target_or_variable_that_does_not_exist_fails_when_built(steps, name) -> None:  # type: ignore[no-untyped-def]
    # Today's mistake: Draw("yuo", 1) built and drew nothing during the game.
    with pytest.raises(ValueError, match="Test Card - Typo") as err:
        _script(*steps)
    assert repr(name) in str(err.value)


@pytest.mark.parametrize("build", [
    lambda: L.Continuous("own_charcters", "stat", "strength", 1),  # a group that does not exist
    lambda: L.If(L.Flag("yuor_turn"), ()),  # a condition that does not exist
    lambda: TriggeredAbility(name="X", event="quest", steps=(), condition="yuor_turn"),
])
def test_an_unknown_group_or_condition_fails_when_built(build) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError, match="yuor_turn|own_charcters"):
        build()


def test_targets_the_engine_knows_and_variables_the_ability_fills_build() -> None:
    script = _script(L.Choose("t", L.Sel()), L.Banish("t"), L.Draw("owner:t", 1), L.GainLore("you", "_amount"),
                     L.Choose("p", "opponent"), L.Discard("p", 1), L.Banish("self"), L.Exert("opposing_characters"),
                     L.Stat("challenger", "strength", -1, "turn"), L.Draw("each", 1))
    assert len(script.abilities) == 1


def test_a_hand_script_with_a_typo_names_its_card_as_the_module_loads() -> None:
    from lorcana_desktop.scripts.hand import HandAbility

    with pytest.raises(ValueError, match=r"Some Card - Hand Written: SOME NAME: draw names 'yuo'"):
        HandAbility("Some Card - Hand Written", "SOME NAME", "Draw a card.",
                    (TriggeredAbility(name="SOME NAME", event="quest", steps=(L.Draw("yuo", 1),)),))


def test_a_condition_written_as_a_name_is_typed_when_the_ability_is_built() -> None:
    # One condition system: "while this character is exerted" written as a bare name is the same Flag an If reads.
    trig = TriggeredAbility(name="X", event="quest", steps=(), condition="exerted", resolve_if="your_turn")
    static = StaticAbility(name="X", applies_to="self", stat="strength", amount=1, condition="opponents_turn")
    assert (trig.condition, trig.resolve_if, static.condition) \
        == (L.Flag("exerted"), L.Flag("your_turn"), L.Flag("opponents_turn"))
    # the comparisons with your opponents are named conditions of the same table
    assert L.If(L.Flag("opp_more_hand"), (L.Draw("you", 1),)).cond == L.Flag("opp_more_hand")


def test_a_saved_versus_condition_loads_as_its_named_condition() -> None:
    # A save written before one condition system keeps "if an opponent has more cards in their hand than you"
    # as {"@@": "Versus"} inside the steps of the effect resolving (Resolution.steps).
    old = {"@": "if", "cond": {"@@": "Versus", "test": "opp_more_hand"}, "steps": [{"@": "draw", "who": "you", "n": 1}],
           "otherwise": []}
    assert L.decode(old) == L.If(L.Flag("opp_more_hand"), (L.Draw("you", 1),))
    assert L.decode(json.loads(json.dumps(L.encode(L.decode(old))))) == L.decode(old)


def test_a_template_keyword_the_keyword_table_does_not_have_fails_as_the_module_loads() -> None:
    from lorcana_desktop.scripts.selectors import keyword_words

    words = r"Evasive|Challenger \+\d+|Singer \d+|Adventurous"
    assert keyword_words(words) == words  # each template keeps the keywords its scenarios prove
    with pytest.raises(ValueError, match="'Flying'"):
        keyword_words("Evasive|Flying")
    with pytest.raises(ValueError, match="Evasiv"):
        keyword_words("Evasiv|Rush")
