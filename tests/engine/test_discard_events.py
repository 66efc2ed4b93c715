"""Every way an effect makes a player discard sets off "whenever ... discards 1 or more cards" once for the
cards discarded together (CR 6.1.8 example: Prince John - Greediest of All draws a card for each)."""

from __future__ import annotations

from typing import Any

from lorcana_desktop.app.scenario import Scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Accept, ChooseTargets, PlayCard
from lorcana_desktop.engine.decisions import AskMay, AskTargets, AskTrigger

STITCH = "Stitch - New Dog"
JOHN = "Prince John - Greediest of All"


def _game(cards: CardIndex, mine: list[str], theirs: dict[str, Any]) -> Scenario:
    me = {"inkwell": 10, "deck": [STITCH] * 6, "play": [{"card": JOHN, "id": "john"}],
          "hand": [{"card": n, "id": n} for n in mine]}
    opp = {"deck": [STITCH] * 6, **theirs}
    return Scenario({"active": 0, "turn": 3, "players": [me, opp], "steps": []}, cards)


def _resolve(sc: Scenario, pick: dict[int, tuple[int, ...]] | None = None) -> None:
    """Answer everything: Prince John's "may" yes, a player's choices from ``pick``, else the first answer."""
    g = sc.game
    for _ in range(30):
        pd = g.s.pending
        if pd is None:
            return
        if isinstance(pd, AskTrigger):
            g.apply(g.legal_actions()[0])
        elif isinstance(pd, AskMay):
            g.apply(Accept(True))
        elif isinstance(pd, AskTargets) and pick and pd.player in pick:
            g.apply(ChooseTargets(pick[pd.player]))
        else:
            g.apply(next(a for a in g.legal_actions() if not isinstance(a, ChooseTargets) or a.targets))
    raise AssertionError("the effect did not finish")


def test_a_random_discard_sets_off_prince_john(cards: CardIndex) -> None:
    # We Don't Talk About Bruno: "Return chosen character to their player's hand, then that player discards a
    # card at random." (the DiscardRandom step)
    sc = _game(cards, ["We Don't Talk About Bruno"], {"play": [{"card": STITCH, "id": "foe"}],
                                                      "hand": [{"card": STITCH}, {"card": STITCH}]})
    g = sc.game
    hand = len(g.s.hand[0])
    g.apply(PlayCard(sc.ref("We Don't Talk About Bruno")))
    _resolve(sc, {0: (sc.ref("foe"),)})
    assert len(g.s.discard[1]) == 1
    assert len(g.s.hand[0]) == hand - 1 + 1  # the song left the hand; Prince John drew one for the discard


def test_an_opponent_who_chooses_to_discard_sets_off_prince_john(cards: CardIndex) -> None:
    # Ursula's Trickery: "Each opponent may choose and discard a card. For each opponent who doesn't, you draw a
    # card." (the MayDiscard step): the opponent discards, so Prince John draws for it instead.
    sc = _game(cards, ["Ursula's Trickery"], {"hand": [{"card": STITCH, "id": "held"}]})
    g = sc.game
    hand = len(g.s.hand[0])
    g.apply(PlayCard(sc.ref("Ursula's Trickery")))
    _resolve(sc, {1: (sc.ref("held"),)})
    assert g.s.zone[sc.ref("held")] == 4  # DISCARD
    assert len(g.s.hand[0]) == hand - 1 + 1
