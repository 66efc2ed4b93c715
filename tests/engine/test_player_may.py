"""Another player's "may" ("chosen opponent may ...", "each player may ..."): the player the text names answers a
yes or a no (CR 6.1.4, 1.7), and a save of engine 6, which asked an amount 0 or 1, still loads where it can."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import ChooseAmount, Game
from lorcana_desktop.engine.decisions import AskAmount
from lorcana_desktop.engine.game import ENGINE_VERSION

# Laugh Canister, COPYCAT: "Put the top card of your deck into your inkwell facedown and exerted. Chosen opponent
# may put the top card of their deck into their inkwell facedown and exerted." (the scenario's position: player 1's
# deck is Stitch - New Dog on top of Mickey Mouse - True Friend)
BEFORE = Path(__file__).resolve().parents[1] / "fixtures" / "saves-before-cardfix" / "laugh-canister-engine-6.json"


def _saved() -> dict:
    return json.loads(BEFORE.read_text(encoding="utf-8"))


@pytest.mark.parametrize("amount", [0, 1])
def test_a_state_of_engine_6_waiting_on_the_opponents_amount_loads_and_their_answer_still_counts(
        cards: CardIndex, amount: int) -> None:
    data = _saved()["waiting"]
    assert data["meta"]["engine"] == "6" and data["initial"]["pending"]["ask"] == "AskAmount"
    g = Game.from_json(data, cards)
    pd = g.s.pending
    assert isinstance(pd, AskAmount) and pd.player == 1  # the chosen opponent answers it, as main asked
    assert g.legal_actions() == [ChooseAmount(0), ChooseAmount(1)]
    stitch = g.s.deck[1][0]
    assert g.name(stitch) == "Stitch - New Dog"
    g.apply(ChooseAmount(amount))
    # 1 was main's yes: their top card goes into their inkwell, exerted; 0, a no: it stays on top of their deck
    assert g.zone_of(stitch) == ("inkwell" if amount else "deck")
    assert g.s.exerted[stitch] == bool(amount)
    assert g.s.pending is None and g.s.res is None
    g.apply(g.legal_actions()[0])  # and the game goes on


def test_a_replay_of_engine_6_that_answered_an_amount_names_the_engine_that_made_it(cards: CardIndex) -> None:
    data = _saved()["replay"]
    assert data["actions"][-1] == {"amount": 1, "type": "choose_amount"}
    with pytest.raises(ValueError, match=rf"action 2 is illegal: .*yes/no.*\(saved by engine 6, this is {ENGINE_VERSION}\)"):
        Game.from_json(data, cards)
    data["actions"][-1] = {"accept": True, "type": "accept"}  # the same game answered as the rules ask now
    g = Game.from_json(data, cards)
    assert [len(g.s.inkwell[p]) for p in (0, 1)] == [1, 1] and g.s.pending is None
