"""Positions and answers the per-card tests share: a turn-3 game from a short description, and every pending
choice answered ("may" as told, targets as given or the first non-empty answer, an "up to N" amount: the most)."""

from __future__ import annotations

from typing import Any

from lorcana_desktop.app.scenario import Scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Accept, ChooseAmount, ChooseTargets, Game
from lorcana_desktop.engine.decisions import AskAmount, AskBodyguard, AskMay, AskTargets

FILLER = "Stitch - New Dog"  # 1 ink, 2/2, no abilities: the decks' cards


def card_game(cards: CardIndex, me: dict[str, Any], opp: dict[str, Any] | None = None, *, active: int = 0,
              opp_inkwell: int = 0) -> Scenario:
    """Turn 3, player ``active`` to act; player 0 has 10 ink and both players a deck of 6 filler cards."""
    me = {"inkwell": 10, "deck": [FILLER] * 6, **me}
    opp = {"deck": [FILLER] * 6, **({"inkwell": opp_inkwell} if opp_inkwell else {}), **(opp or {})}
    return Scenario({"active": active, "turn": 3, "players": [me, opp], "steps": []}, cards)


def answer_choices(g: Game, targets: dict[int, tuple[int, ...]] | None = None, may: bool = True) -> None:
    """Answer every choice: "may" as told, targets from ``targets`` (by step order) or the first legal one."""
    asked = 0
    for _ in range(20):
        pd = g.s.pending
        if pd is None:
            return
        if isinstance(pd, (AskMay, AskBodyguard)):  # (Bodyguard's and the Lords' "may enter play exerted")
            g.apply(Accept(may))
        elif isinstance(pd, AskAmount):  # "remove up to N damage": these tests take the most (CR 6.1.3 allows 0 too)
            g.apply(ChooseAmount(pd.max))
        elif isinstance(pd, AskTargets) and targets and asked in targets:
            g.apply(ChooseTargets(targets[asked]))
            asked += 1
        else:
            if isinstance(pd, AskTargets):
                asked += 1
            g.apply(next(a for a in g.legal_actions() if not isinstance(a, ChooseTargets) or a.targets))
