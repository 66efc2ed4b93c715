"""The Exo card model built in Python: a mistake fails when the card is built, not during a game, with
the same checks the loader reports (DESIGN.md §2.1)."""

from __future__ import annotations

import pytest

from lorcana_desktop.exo.cards import (
    CONDITIONS,
    STEP_OPS,
    AbilityKind,
    CardDataError,
    CardFilter,
    CardType,
    Cost,
    EmergencySide,
    ExoAbility,
    ExoCard,
    ExoSet,
    Keyword,
    SacrificePart,
    SetInfo,
    TargetSpec,
)
from lorcana_desktop.exo.cards import effects as ops
from lorcana_desktop.exo.cards.terms import PlayerRef, Zone


def issues_of(build) -> dict[str, str]:
    with pytest.raises(CardDataError) as caught:
        build()
    return {i.key: i.message for i in caught.value.issues}


def creature(**changes) -> ExoCard:
    fields = {"id": "FAN1-014", "name": "Lupo di Brina", "type": CardType.CREATURA, "cost": Cost(1), "strength": 200}
    fields.update(changes)
    return ExoCard(**fields)


def test_the_effect_ops_design_md_names_are_all_in_the_registry() -> None:
    # DESIGN.md §2.1, "Effect steps (registry, one handler each, validated at load)": the words of that list.
    named = """draw, discard, destroy, banish, cover, uncover, return_to_hand, to_deck (top/bottom/shuffle),
  to_occulto, to_evolution_deck, strength (+/-, until: end_of_turn | leaves_field | permanent),
  set_strength, add_counter/remove_counter, lose_life/gain_life, search_deck (reveal + shuffle),
  mill, play_free, create_token, create_relic, take_control, transform, become_vice_leader, negate
  (if ever needed), grant_keyword, allow_leader_attack, extra_attack, end_turn, use_leader_effect"""
    import re

    words = {w for w in re.findall(r"[a-z_]+", re.sub(r"\([^)]*\)", "", named))}
    assert len(words) == 30
    assert words == set(STEP_OPS)


def test_a_creature_reads_its_id_and_counts_its_abilities() -> None:
    card = creature(abilities=(ExoAbility(keyword=Keyword.MORTE, effect=(ops.Draw(),)),
                               ExoAbility(kind=AbilityKind.ACTIVATED, text="guarda la mano avversaria")))
    assert (card.set_code, card.number) == ("FAN1", "014")
    assert card.abilities[0].kind is AbilityKind.KEY  # a keyword makes it a key ability
    assert [a.automated for a in card.abilities] == [True, False]
    assert not card.generated and card.plays_as is CardType.CREATURA


def test_type_rules_fail_when_the_card_is_built() -> None:
    assert "a Tattica has no strength" in issues_of(lambda: ExoCard(
        id="FAN1-027", name="Riflesso", type=CardType.TATTICA, strength=100))["strength"]
    assert "a Leader needs life" in issues_of(lambda: ExoCard(
        id="FAN1-001", name="Vessa", type=CardType.LEADER, strength=300))["life"]
    assert "needs a sacrifice" in issues_of(lambda: ExoCard(
        id="FAN1-040", name="Lupo Alfa", type=CardType.EVOLUZIONE, strength=500))["sacrifice"]
    assert "needs a cost" in issues_of(lambda: creature(cost=None))["cost"]
    assert "only a Leader has life" in issues_of(lambda: creature(life=3))["life"]
    assert "not a card id" in issues_of(lambda: creature(id="lupo"))["id"]
    assert "a Reliquia needs as_type" in issues_of(lambda: ExoCard(
        id="FAN1-050", name="Corona", type=CardType.RELIQUIA, strength=300, cost=Cost(1)))["as_type"]
    relic = ExoCard(id="FAN1-051", name="Conchiglia", type=CardType.RELIQUIA, as_type=CardType.TATTICA)
    assert relic.generated and relic.plays_as is CardType.TATTICA
    assert "plays as creatura, vice leader or tattica" in issues_of(lambda: ExoCard(
        id="FAN1-052", name="X", type=CardType.RELIQUIA, as_type=CardType.EVOLUZIONE, strength=1,
        sacrifice=(SacrificePart(),)))["as_type"]
    assert "from 1 to 2" in issues_of(lambda: creature(max_copies=3))["max_copies"]


def test_wrong_value_types_fail_too() -> None:
    assert "expected a CardType" in issues_of(lambda: ExoCard(id="FAN1-001", name="X", type="creatura"))["type"]
    assert "out of range" in issues_of(lambda: ops.Draw(n=0))["n"]
    assert "expected a PlayerRef" in issues_of(lambda: ops.Draw(who="you"))["who"]  # type: ignore[arg-type]
    assert "short lower-case name" in issues_of(lambda: ops.AddCounter(who="self", counter="Rabbia"))["counter"]
    assert "out of range" in issues_of(lambda: TargetSpec(var="t", count=0))["count"]
    assert "coloured units" in issues_of(lambda: Cost(1, (ops_color("blu", 2),)))["colors"]


def ops_color(color: str, n: int):
    from lorcana_desktop.exo.cards.model import ColorUnit

    return ColorUnit(color, n)


def test_abilities_check_their_own_shape() -> None:
    assert "'u' is not a declared target" in issues_of(lambda: ExoAbility(
        kind=AbilityKind.TACTIC, targets=(TargetSpec("t"),), effect=(ops.Destroy(who="u"),)))["effect[0].who"]
    assert "needs a filter" in issues_of(lambda: ops.Destroy(who="all"))["filter"]
    assert "ODIO needs 'against'" in issues_of(lambda: ExoAbility(keyword=Keyword.ODIO))["against"]
    assert "no targets or effect steps" in issues_of(lambda: ExoAbility(keyword=Keyword.GUARDIA,
                                                                        effect=(ops.Draw(),)))["effect"]
    assert "only an activated or Leader ability" in issues_of(lambda: ExoAbility(
        keyword=Keyword.MORTE, trigger_cost=(ops.Discard(),), effect=(ops.Draw(),)))["trigger_cost"]
    assert "a keyword" in issues_of(lambda: ExoAbility())[""]
    assert "reserved word" in issues_of(lambda: TargetSpec("self"))["var"]
    assert "no card can match" in issues_of(lambda: CardFilter(strength_lte=100, strength_gte=200))["strength_lte"]
    assert "from \"mano\" or \"mazzo\"" in issues_of(lambda: ops.ToOcculto(from_=Zone.CAMPO))["from"]
    assert "never true" in issues_of(lambda: CONDITIONS["count"](at_least=3, at_most=1))["at_least"]
    assert ops.Draw() == ops.Draw(who=PlayerRef.YOU, n=1)


def test_a_leader_and_its_emergency_side() -> None:
    flip = ExoAbility(keyword=Keyword.STATO_DI_EMERGENZA, effect=(ops.Draw(n=2),))
    vessa = ExoCard(id="FAN1-001", name="Vessa", type=CardType.LEADER, strength=300, life=6, emergency=3,
                    emergency_side=EmergencySide(500, abilities=(flip,)))
    assert vessa.all_abilities() == (flip,)
    assert "needs its STATO DI EMERGENZA ability" in issues_of(lambda: ExoCard(
        id="FAN1-001", name="Vessa", type=CardType.LEADER, strength=300, life=6, emergency=3,
        emergency_side=EmergencySide(500)))["emergency_side.abilities"]
    assert "needs its emergency_side" in issues_of(lambda: ExoCard(
        id="FAN1-001", name="Vessa", type=CardType.LEADER, strength=300, life=6, emergency=3))["emergency_side"]
    assert "cannot be covered" in issues_of(lambda: ExoCard(
        id="FAN1-001", name="Vessa", type=CardType.LEADER, strength=300, life=6,
        abilities=(ExoAbility(keyword=Keyword.COPRI, effect=(ops.Draw(),)),)))["abilities[0].keyword"]


def test_a_set_checks_ids_names_colours_and_tokens() -> None:
    info = SetInfo("FAN1", "Prova", 1, colors=("blu",))
    token_maker = creature(abilities=(ExoAbility(keyword=Keyword.MORTE,
                                                 effect=(ops.CreateToken(card="FAN1-099"),)),))
    issues = issues_of(lambda: ExoSet(info, (token_maker, creature(id="FAN1-015", colors=("rosso",)))))
    assert "used twice" in issues["card[1].name"]
    assert "not one of the set's colours" in issues["card[1].colors"]
    assert "'FAN1-099' is no card of this set" in issues["card[0].abilities[0].effect[0].card"]
    token = ExoCard(id="FAN1-099", name="Tizzone", type=CardType.PEDINA, strength=100)
    good = ExoSet(info, (token_maker, token))
    assert good.card("FAN1-099") is token and good.code == "FAN1"
    assert "this program reads format 1" in issues_of(lambda: SetInfo("FAN1", "Prova", 2))["format"]
