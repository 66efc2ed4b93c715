"""Hand scripts of set 1 (The First Chapter)."""

from __future__ import annotations

from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import (
    ActionEffect,
    ActivatedAbility,
    ActivatedCost,
    StaticAbility,
    TriggeredAbility,
)
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
    # CR 4.2.3.1 example: one more card a turn for each Belle in play, counted against every card inked.
    H("Belle - Strange but Special", "READ A BOOK",
      "During your turn, you may ink an additional card.",
      (StaticAbility("READ A BOOK", "self", "extra_ink", 1, condition=L.Flag("your_turn")),)),
    # CR 6.5.1.1 example: "+2 instead" is the +1 and one more when Aladdin is chosen.
    H("Stolen Scimitar", "SLASH",
      "Chosen character gets +1 ¤ this turn. If a character named Aladdin is chosen, he gets +2 ¤ instead.",
      (ActivatedAbility("SLASH", ActivatedCost(exert=True), (
          L.Choose("c", L.Sel()), L.Stat("c", "strength", 1),
          L.If(L.Chosen("c", "named:Aladdin"), (L.Stat("c", "strength", 1),)))),)),
    H("Aladdin - Heroic Outlaw", "DARING EXPLOIT",
      "During your turn, whenever this character banishes another character in a challenge, you gain 2 lore and "
      "each opponent loses 2 lore.",
      (TriggeredAbility("DARING EXPLOIT", "banishes_in_challenge", (L.GainLore("you", 2), L.LoseLore("opponents", 2)),
                        condition=L.Flag("your_turn")),)),
    H("Scar - Shameless Firebrand", "ROUSING SPEECH",
      "When you play this character, ready your characters with cost 3 or less. They can't quest for the rest of "
      "this turn.",
      (TriggeredAbility("ROUSING SPEECH", "play", (
          L.Ready(L.Sel(owner="you", cost=("<=", 3))), L.Restrict(L.Sel(owner="you", cost=("<=", 3)), "cant_quest"))),)),
    H("Moana - Of Motunui", "WE CAN FIX IT",
      "Whenever this character quests, you may ready your other Princess characters. They can't quest for the rest "
      "of this turn.",
      (TriggeredAbility("WE CAN FIX IT", "quest", (
          L.May(), L.Ready(L.Sel(owner="you", other=True, classification="Princess")),
          L.Restrict(L.Sel(owner="you", other=True, classification="Princess"), "cant_quest"))),)),
    H("Beast's Mirror", "SHOW ME",
      "If you have no cards in your hand, draw a card.",
      (ActivatedAbility("SHOW ME", ActivatedCost(exert=True, ink=3), (
          L.If(L.ZoneCount("hand", "==", 0), (L.Draw("you", 1),)),)),)),
    H("A Whole New World", "",
      "Each player discards their hand and draws 7 cards.",
      (ActionEffect("", (L.DiscardHand("each"), L.Draw("each", 7))),)),
    H("Anna - Heir to Arendelle", "LOVING HEART",
      "When you play this character, if you have a character named Elsa in play, choose an opposing character. The "
      "chosen character doesn't ready at the start of their next turn.",
      (TriggeredAbility("LOVING HEART", "play", (L.If(L.Count(L.Sel(owner="you", name="Elsa"), ">=", 1), (
          L.Choose("t", L.Sel(owner="opp")), L.Restrict("t", "cant_ready", "their_next_turn"))),)),)),
    H("Elsa - Ice Surfer", "THAT'S NO BLIZZARD",
      "Whenever you play a character named Anna, ready this character. This character can't quest for the rest of "
      "this turn.",
      (TriggeredAbility("THAT'S NO BLIZZARD", "any_play", (L.Ready("self"), L.Restrict("self", "cant_quest")),
                        subject="any", subject_sel=L.Sel(owner="you", name="Anna")),)),
    H("Prince Phillip - Dragonslayer", "HEROISM",
      "When this character challenges and is banished, you may banish the challenged character.",
      (TriggeredAbility("HEROISM", "challenges_and_banished", (L.May(), L.Banish("challenged"))),)),
]
