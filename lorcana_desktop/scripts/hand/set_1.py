"""Hand scripts of set 1 (The First Chapter)."""

from __future__ import annotations

from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import ActionEffect, ActivatedAbility, ActivatedCost
from lorcana_desktop.scripts.hand import HandAbility as H

SCRIPTS = [
    H("Develop Your Brain", "",
      "Look at the top 2 cards of your deck. Put one into your hand and the other on the bottom of the deck.",
      (ActionEffect("", (L.LookTake(2, None, may=False),)),)),
    # CR 6.2.7.1 example: a floating trigger for the rest of the turn. Only the active player quests,
    # so "one of your characters" is every quest of this turn.
    H("Steal from the Rich", "",
      "Whenever one of your characters quests this turn, each opponent loses 1 lore.",
      (ActionEffect("", (L.Float("any", "quest", (L.LoseLore("opponents", 1),)),)),)),
    # CR 4.2.3.2 example: not the once-a-turn inking, so usable as often as its cost can be paid.
    H("Fishbone Quill", "GO AHEAD AND SIGN",
      "Put any card from your hand into your inkwell facedown.",
      (ActivatedAbility("GO AHEAD AND SIGN", ActivatedCost(exert=True), (
          L.Choose("c", L.Sel(owner="you", types=("card",), zone="hand")), L.ToInkwell("c", False))),)),
]
