"""Hand scripts of set 14."""

from __future__ import annotations

from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import ActionEffect, TriggeredAbility
from lorcana_desktop.scripts.hand import HandAbility as H

SCRIPTS = [
    H("Air Drop", "",
      "Deal 3 damage to chosen character. If that character has damage, deal 5 damage instead.",
      (ActionEffect("", (L.Choose("t", L.Sel()), L.If(L.Chosen("t", "damaged"), (L.DealDamage("t", 5),),
                                                        otherwise=(L.DealDamage("t", 3),)))),)),
    H("Thomas O'Malley - Savvy Vagabond", "LUCKY BREAK",
      "Whenever this character quests, each player reveals the top card of their deck. Put the card with the "
      "highest cost revealed this way, or each card tied for highest cost, into its player's hand. Put the rest on "
      "the bottom of their players' decks.",
      (TriggeredAbility("LUCKY BREAK", "quest", (L.TopCardDuel(),)),)),
]
