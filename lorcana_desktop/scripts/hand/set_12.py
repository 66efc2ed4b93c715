"""Hand scripts of set 12."""

from __future__ import annotations

from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import ActionEffect, TriggeredAbility
from lorcana_desktop.scripts.hand import HandAbility as H

SCRIPTS = [
    H("Incrediboy - Buddy Pine", "SPOILER ALERT",
      "This character also counts as being named Syndrome for Shift.", (), extra_names=("Syndrome",)),
    H("Three Arrows", "",
      "Deal 2 damage to chosen character. Then, you may deal 1 damage to another chosen character.",
      (ActionEffect("", (L.Choose("t", L.Sel()), L.DealDamage("t", 2), L.May(),
                         L.Choose("u", L.Sel(), exclude="t"), L.DealDamage("u", 1))),)),
    H("Dolores Madrigal - Hears Everything", "NO SECRETS",
      "When you play this character, look at chosen opponent's hand.",
      (TriggeredAbility("NO SECRETS", "play", (L.Choose("p", "opponent"), L.RevealHand("p"))),)),
]
