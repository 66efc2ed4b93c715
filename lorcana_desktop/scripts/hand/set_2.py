"""Hand scripts of set 2 (Rise of the Floodborn)."""

from __future__ import annotations

from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import TriggeredAbility
from lorcana_desktop.scripts.hand import HandAbility as H

SCRIPTS = [
    H("Judy Hopps - Optimistic Officer", "DON'T CALL ME CUTE",
      "When you play this character, you may banish chosen item. Its player draws a card.",
      (TriggeredAbility("DON'T CALL ME CUTE", "play", (
          L.May(), L.Choose("t", L.Sel(types=("item",))), L.Banish("t"), L.Draw("owner:t", 1))),)),
]
