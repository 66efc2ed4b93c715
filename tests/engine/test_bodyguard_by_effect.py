"""A Bodyguard played by an effect that goes on to ask more (a look at the top cards, each player in turn): the
Bodyguard's "may enter play exerted" is asked as it enters play (CR 8.3.2), and a save or a copy taken at that
question finishes the effect the same."""

from __future__ import annotations

import json
from pathlib import Path

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Accept, ChooseTargets, Game, GameState, OrderCards
from lorcana_desktop.engine.decisions import AskBodyguard, AskOrder
from lorcana_desktop.rulesets.lorcana_scenario import Scenario

# Down in New Orleans: "Look at the top 3 cards of your deck. You may reveal a character, item, or location card with
# cost 6 or less and play it for free. Put the rest on the bottom of your deck in any order." (the scenario's position:
# Simba - Protective Cub, Bodyguard, among the top 3)
NEW_ORLEANS = Path(__file__).parent.parent / "scenarios" / "cards" / \
    "down-in-new-orleans-plays-a-bodyguard-asked-before-the-rest-go-to-the-bottom.json"


def _at_the_bodyguard_question(cards: CardIndex) -> tuple[Game, Scenario]:
    data = json.loads(NEW_ORLEANS.read_text(encoding="utf-8"))
    sc = Scenario({**data, "steps": []}, cards)
    g = sc.game
    g.apply(next(a for a in g.legal_actions() if getattr(a, "card", -1) == sc.ref("song")))
    g.apply(ChooseTargets((sc.ref("simba"),)))
    return g, sc


def _finish(g: Game, sc: Scenario, exerted: bool) -> str:
    pd = g.s.pending
    assert isinstance(pd, AskBodyguard) and pd.card == sc.ref("simba") and pd.player == 0
    g.apply(Accept(exerted))
    pd = g.s.pending
    assert isinstance(pd, AskOrder) and set(pd.cards) == {sc.ref("m1"), sc.ref("s1")}  # the rest, after him
    g.apply(OrderCards((sc.ref("s1"), sc.ref("m1"))))
    assert g.s.pending is None and g.s.res is None
    assert g.s.exerted[sc.ref("simba")] == exerted and g.zone_of(sc.ref("simba")) == "play"
    assert g.s.deck[0] == [sc.ref("g1"), sc.ref("s1"), sc.ref("m1")]
    return json.dumps(g.s.to_json(), sort_keys=True)


def test_the_bodyguard_question_comes_first_and_a_save_or_copy_finishes_the_same(cards: CardIndex) -> None:
    g, sc = _at_the_bodyguard_question(cards)
    saved = g.to_json()
    state = g.s.to_json()
    copy = g.copy()
    want = _finish(g, sc, True)
    assert _finish(copy, sc, True) == want
    assert _finish(Game.from_json(saved, cards), sc, True) == want
    again = Game(GameState.from_json(state), cards)
    assert _finish(again, sc, True) == want
    g2, sc2 = _at_the_bodyguard_question(cards)
    assert _finish(g2, sc2, False) != want  # (ready, he is not exerted: the answer counts)
