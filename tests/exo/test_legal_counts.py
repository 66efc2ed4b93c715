"""Legal actions of small fixed positions, counted by hand from the rules (DESIGN.md §4.4 "legal-action
counts"), and the conditions a card may name."""

from __future__ import annotations

from pathlib import Path

from lorcana_desktop.exo.cards.effects import (
    CountCondition,
    EmergencyCondition,
    LifeCondition,
    PhaseCondition,
    TurnCondition,
)
from lorcana_desktop.exo.cards.terms import CardFilter, Phase, PlayerRef, Zone
from lorcana_desktop.exo.engine import Attack, ChooseTargets, LeaderEffect, NextPhase, Pass, Play
from lorcana_desktop.exo.engine.stats import condition
from lorcana_desktop.exo.scenario import ExoScenario

SCENARIOS = Path(__file__).parent / "scenarios"
SETS = ["../sets/TST1.toml", "../../../../lorcana_desktop/exo/data/sets/STR1.toml"]
V, K = "Vessa, Custode del Faro", "Korr, Signore del Fango"


def position(players: list[dict], **top: object) -> ExoScenario:
    data = {"game": "exo", "card_sets": SETS, "seed": 5, "active": 0, "turn": 3, "phase": "main", **top,
            "players": players, "steps": []}
    return ExoScenario(data, SCENARIOS / "chain")


def test_open_main_window() -> None:
    """Main phase, no chain: the active player plays a card, uses the Leader effect (Vessa's has no target)
    or declares the change of phase, with or without the Battle phase; a pass means nothing there (rule 2)."""
    sc = position([{"leader": V, "hand": [{"card": "Orso Grigio", "id": "o"}, {"card": "Cinghiale", "id": "c"}]},
                   {"leader": K, "hand": ["Pioggia di Stelle"]}])
    a = sc.aliases
    assert set(sc.game.legal_actions()) == {NextPhase(), NextPhase(skip_battle=True), Play(a["o"]), Play(a["c"]),
                                            LeaderEffect(0)}


def test_open_battle_window() -> None:
    """Attacks: a face-up card that did not arrive this turn, on each opposing card or the Leader (no
    face-up Vice Leader), and the end of the attacks."""
    sc = position([{"leader": V, "field": [{"card": "Orso Grigio", "id": "o"}]},
                   {"leader": K, "field": [{"card": "Cinghiale", "id": "c"}]}], phase="battle")
    a = sc.aliases
    g = sc.game
    assert set(g.legal_actions()) == {NextPhase(), Attack(a["o"], a["c"]), Attack(a["o"], g.s.leader[1])}


def test_answering_a_chain() -> None:
    """In answer to a played card: pass or a Tattica; never a Creatura (rule 6)."""
    sc = position([{"leader": V, "hand": [{"card": "Orso Grigio", "id": "o"}, "Cinghiale"]},
                   {"leader": K, "hand": [{"card": "Pioggia di Stelle", "id": "p"}, "Orso Grigio"]}])
    g = sc.game
    g.apply(Play(sc.aliases["o"]))  # the one other hand card pays: no choice
    assert g.priority_holder() == 1
    assert set(g.legal_actions()) == {Pass(), Play(sc.aliases["p"])}


def test_paying_two_of_four() -> None:
    """A Costo of 2 from two Field cards and two hand cards: the six pairs (R-1)."""
    sc = position([{"leader": V, "hand": [{"card": "Colosso Divino", "id": "x"}, "Orso Grigio", "Cinghiale"],
                    "field": ["Orso Grigio", "Cinghiale"]}, {"leader": K}])
    g = sc.game
    g.apply(Play(sc.aliases["x"]))
    answers = g.legal_actions()
    assert len(answers) == 6 and all(isinstance(x, ChooseTargets) and len(x.targets) == 2 for x in answers)


def test_conditions() -> None:
    sc = position([{"leader": {"card": V, "emergency": True}, "life": 2, "field": ["Orso Grigio", "Cinghiale"]},
                   {"leader": K, "field": ["Orso Grigio"]}])
    g = sc.game
    creatures = CardFilter(type=(g.info[g.s.cid[g.s.field[0][0]]].type,))
    assert condition(g, CountCondition(zone=Zone.CAMPO, who=PlayerRef.YOU, filter=creatures, at_least=2), 0)
    assert not condition(g, CountCondition(zone=Zone.CAMPO, who=PlayerRef.YOU, filter=creatures, at_least=2), 1)
    assert condition(g, CountCondition(zone=Zone.CAMPO, who=PlayerRef.EACH, filter=creatures, at_least=3), 0)
    assert condition(g, LifeCondition(who=PlayerRef.YOU, at_most=2), 0)
    assert not condition(g, LifeCondition(who=PlayerRef.OPPONENT, at_most=2), 0)
    assert condition(g, PhaseCondition(phase=Phase.MAIN), 0)
    assert not condition(g, PhaseCondition(phase=Phase.BATTLE), 0)
    assert condition(g, TurnCondition(whose=PlayerRef.YOU), 0)
    assert condition(g, TurnCondition(whose=PlayerRef.OPPONENT), 1)
    assert condition(g, EmergencyCondition(who=PlayerRef.YOU), 0)
    assert not condition(g, EmergencyCondition(who=PlayerRef.YOU), 1)
