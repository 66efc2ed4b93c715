"""Hand scripts of set 1 (The First Chapter)."""

from __future__ import annotations

from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import ActionEffect
from lorcana_desktop.scripts.hand import HandAbility as H

SCRIPTS = [
    H("Develop Your Brain", "",
      "Look at the top 2 cards of your deck. Put one into your hand and the other on the bottom of the deck.",
      (ActionEffect("", (L.LookTake(2, None, may=False),)),)),
]
