"""Hand scripts of set 13."""

from __future__ import annotations

from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import ActionEffect, TriggeredAbility
from lorcana_desktop.scripts.hand import HandAbility as H

SCRIPTS = [
    H("Colonel Hathi - On the March", "HUP, TWO, THREE, FOUR",
      "Whenever this character quests, you may move him to one of your locations for free.",
      (TriggeredAbility("HUP, TWO, THREE, FOUR", "quest", (
          L.May(), L.Choose("l", L.Sel(owner="you", types=("location",))), L.MoveTo("self", "l"))),)),
    H("Piercing Attack", "",
      "Deal 2 damage to chosen character. This damage can't be reduced by Resist.",
      (ActionEffect("", (L.Choose("t", L.Sel()), L.DealDamage("t", 2, resist=False))),)),
]
