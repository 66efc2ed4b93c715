"""Hand scripts of set 7 (Archazia's Island)."""

from __future__ import annotations

from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import ActionEffect, StaticAbility, TriggeredAbility
from lorcana_desktop.scripts.hand import HandAbility as H

SCRIPTS = [
    # CR 4.3.6 example B: waits for the next Puppy character; another character does not use it up.
    H("Perdita - Playful Mother", "WHO'S NEXT?",
      "Whenever this character quests, you pay 2 ⬡ less for the next Puppy character you play this turn.",
      (TriggeredAbility("WHO'S NEXT?", "quest", (L.CostReduction("you", 2, "character:Puppy"),)),)),
    # CR 6.4.2.1 example: a continuous effect, so characters played later are covered too.
    H("Restoring Atlantis", "",
      "Your characters can't be challenged until the start of your next turn.",
      (ActionEffect("", (L.Continuous("own_characters", "restrict", "cant_be_challenged", duration="next_turn"),)),)),
    H("Orville - Albatross Air", "WELCOME ABOARD, FOLKS",
      "During your turn, while you have a character named Miss Bianca or Bernard in play, this character gains "
      "Evasive.",
      (StaticAbility("WELCOME ABOARD, FOLKS", "self", "keyword", keyword="Evasive", condition=L.All((
          L.Flag("your_turn"), L.AnyOf((L.Count(L.Sel(owner="you", name="Miss Bianca"), ">=", 1),
                                         L.Count(L.Sel(owner="you", name="Bernard"), ">=", 1)))))),)),
    H("Snow White - Fairest in the Land", "HIDDEN AWAY",
      "This character can't be challenged.",
      (StaticAbility("HIDDEN AWAY", "self", "cant_be_challenged"),)),
    H("Kanine Krunchies", "YOU CAN BE A CHAMPION, TOO",
      "Your Puppy characters get +1 ⛉.",
      (StaticAbility("YOU CAN BE A CHAMPION, TOO", "own_characters", "willpower", 1, sel=L.Sel(classification="Puppy")),)),
    H("Honeymaren - Northuldra Guide", "TALE OF THE FIFTH SPIRIT",
      "When you play this character, if an opponent has an exerted character in play, gain 1 lore.",
      (TriggeredAbility("TALE OF THE FIFTH SPIRIT", "play", (L.GainLore("you", 1),),
                        resolve_if=L.Count(L.Sel(owner="opp", exerted=True), ">=", 1)),)),
    H("Basil - Secret Informer", "DRAW THEM OUT",
      "Whenever this character quests, opposing damaged characters gain Reckless during their next turn.",
      (TriggeredAbility("DRAW THEM OUT", "quest", (
          L.GrantKeyword(L.Sel(owner="opp", damaged=True), "Reckless", None, "their_next_turn"),)),)),
    H("Kenai - Protective Brother", "HE NEEDS ME",
      "At the end of your turn, if this character is exerted, you may ready another chosen character of yours and "
      "remove all damage from them.",
      (TriggeredAbility("HE NEEDS ME", "end_of_turn", (
          L.May(), L.Choose("c", L.Sel(owner="you", other=True)), L.Ready("c"),
          L.RemoveDamage("c", L.StatOf("c", "damage"))), resolve_if="exerted"),)),
    H("Isabela Madrigal - In the Moment", "I'M TIRED OF PERFECT",
      "Whenever one of your characters sings a song, this character can't be challenged until the start of your "
      "next turn.",
      (TriggeredAbility("I'M TIRED OF PERFECT", "sing", (L.Restrict("self", "cant_be_challenged", "next_turn"),),
                        subject="own_character"),)),
    H("Queen of Hearts - Unpredictable Bully", "IF I LOSE MY TEMPER...",
      "Whenever another character is played, put a damage counter on them.",
      (TriggeredAbility("IF I LOSE MY TEMPER...", "any_play", (L.PutDamage("trigger", 1),), subject="any",
                        subject_sel=L.Sel(other=True)),)),
]
