"""Hand scripts of set 10."""

from __future__ import annotations

from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import ActionEffect, TriggeredAbility
from lorcana_desktop.scripts.hand import HandAbility as H

SCRIPTS = [
    H("Magica De Spell - Shadowy and Sinister", "DARK INCANTATION",
      "When you play this character, you may shuffle a card from chosen player's discard into their deck.",
      (TriggeredAbility("DARK INCANTATION", "play", (
          L.May(), L.Choose("p", "player"), L.Choose("c", L.Sel(types=("card",), zone="discard"), of="p"),
          L.ShuffleIntoDeck("c"))),)),
    H("Goldie O'Gilt - Cunning Prospector", "CLAIM JUMPER",
      "When you play this character, chosen opponent reveals their hand and discards a location card of your "
      "choice.",
      (TriggeredAbility("CLAIM JUMPER", "play", (
          L.Choose("p", "opponent"), L.DiscardChosen("p", L.Sel(types=("location",), zone="hand")))),)),
    H("Goldie O'Gilt - Cunning Prospector", "STRIKE GOLD",
      "Whenever this character quests, you may put a location card from chosen player's discard on the bottom of "
      "their deck to gain 1 lore.",
      (TriggeredAbility("STRIKE GOLD", "quest", (
          L.May(), L.Choose("p", "player"), L.Choose("c", L.Sel(types=("location",), zone="discard"), of="p"),
          L.PutBottom("c"), L.If(L.Chosen("c"), (L.GainLore("you", 1),)))),)),
    H("Sudden Scare", "",
      "Put chosen opposing character into their player's inkwell facedown. That player puts the top card of their "
      "deck into their inkwell facedown.",
      (ActionEffect("", (L.Choose("t", L.Sel(owner="opp")), L.ToInkwell("t", False), L.InkTop("owner:t", False))),)),
]
