"""Hand scripts of set 8 (Reign of Jafar)."""

from __future__ import annotations

from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import ActionEffect, StaticAbility
from lorcana_desktop.scripts.hand import HandAbility as H

SCRIPTS = [
    # CR 6.2.7.2 example: a delayed trigger, outside the bag until the end of the turn.
    H("Candy Drift", "",
      "Draw a card. Chosen character of yours gets +5 ¤ this turn. At the end of your turn, banish them.",
      (ActionEffect("", (
          L.Draw("you", 1), L.Choose("c", L.Sel(owner="you")), L.Stat("c", "strength", 5),
          L.DelayedOn("c", "end_of_turn", (L.Banish("trigger"),)))),)),
    # CR 6.4.5 example: the Draw step of its player's turn is skipped while Arthur is in play.
    H("Arthur - Determined Squire", "NO MORE BOOKS",
      "Skip your turn's Draw step.",
      (StaticAbility("NO MORE BOOKS", "self", "skip_draw"),)),
    H("The Nephews' Piggy Bank", "INSIDE JOB",
      "If you have a character named Donald Duck in play, you pay 1 ⬡ less to play this item.",
      (StaticAbility("INSIDE JOB", "self", "cost", 1, condition=L.Count(L.Sel(owner="you", name="Donald Duck"), ">=", 1)),)),
    H("Queen of Hearts - Haughty Monarch", "COUNT OFF!",
      "While there are 5 or more characters with damage in play, this character gets +3 ◊.",
      (StaticAbility("COUNT OFF!", "self", "lore", 3, condition=L.Count(L.Sel(damaged=True), ">=", 5)),)),
]
