"""Hand scripts of set 6 (Azurite Sea)."""

from __future__ import annotations

from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import StaticAbility, TriggeredAbility
from lorcana_desktop.scripts.hand import HandAbility as H

_MICROBOTS = L.Sel(owner="you", types=("item",), name="Microbots")

SCRIPTS = [
    H("Yokai - Scientific Supervillain", "TECHNICAL GAIN",
      "Whenever this character quests, draw a card for each opposing character with 0 ¤.",
      (TriggeredAbility("TECHNICAL GAIN", "quest", (
          L.Draw("you", L.CountOf(L.Sel(owner="opp", strength=("==", 0)))),)),)),
    # CR 6.6.2 example: the count is taken as the ability resolves (the Microbots just played included).
    H("Microbots", "INSPIRED TECH",
      "When you play this item, chosen character gets -1 ¤ this turn for each item named Microbots you have in "
      "play.",
      (TriggeredAbility("INSPIRED TECH", "play", (
          L.Choose("c", L.Sel()), L.Stat("c", "strength", L.CountOf(_MICROBOTS, times=-1)))),)),
    # CR 4.3.6 example C: not self-referential, so it lowers nothing until Gadget is in play.
    H("Gadget Hackwrench - Brilliant Bosun", "MECHANICALLY SAVVY",
      "While you have 3 or more items in play, you pay 1 ⬡ less to play Inventor characters.",
      (StaticAbility("MECHANICALLY SAVVY", "own_characters_in_hand", "cost", 1,
                     condition=L.Count(L.Sel(owner="you", types=("item",)), ">=", 3),
                     sel=L.Sel(classification="Inventor")),)),
    # CR 6.1.12 example B: the ability works from the discard, not from play. "Play her" is not "for free":
    # her cost (2) is paid, so a player without 2 ready ink cannot.
    H("Lilo - Escape Artist", "NO PLACE I'D RATHER BE",
      "At the start of your turn, if this card is in your discard, you may play her and she enters play exerted.",
      (TriggeredAbility("NO PLACE I'D RATHER BE", "start_of_turn", (
          L.May(), L.PayInk(2), L.PlayFree("self"), L.Exert("self")), zone="discard"),)),
    # "for free": Microbots costs 2, so 2 less is nothing to pay.
    H("Yokai - Scientific Supervillain", "NEUROTRANSMITTER",
      "You may play items named Microbots for free.",
      (StaticAbility("NEUROTRANSMITTER", "own_cards_in_hand", "cost", 2, sel=L.Sel(types=("item",), name="Microbots")),)),
]
