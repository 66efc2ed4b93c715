"""Hand scripts of set 10."""

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

# "if/while you have a character or location in play with a card under them"
_UNDER = L.Count(L.Sel(owner="you", types=("character", "location"), under=True), ">=", 1)

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
    H("Ghostly Tale", "",
      "Exert all opposing characters with 2 ¤ or less.",
      (ActionEffect("", (L.Exert(L.Sel(owner="opp", strength=("<=", 2))),)),)),
    H("Castle Wyvern - Above the Clouds", "PROTECT THIS CASTLE",
      "Characters gain Challenger +1 and Resist +1 while here.",
      (StaticAbility("PROTECT THIS CASTLE", "characters_here", "keyword", 1, keyword="Challenger"),
       StaticAbility("PROTECT THIS CASTLE", "characters_here", "keyword", 1, keyword="Resist"))),
    H("Judy Hopps - Lead Detective", "LATERAL THINKING",
      "During your turn, your Detective characters gain Alert and Resist +2.",
      (StaticAbility("LATERAL THINKING", "own_characters", "keyword", keyword="Alert", condition="your_turn",
                     sel=L.Sel(classification="Detective")),
       StaticAbility("LATERAL THINKING", "own_characters", "keyword", 2, keyword="Resist", condition="your_turn",
                     sel=L.Sel(classification="Detective")))),
    H("Zeus - Missing His Spark", "I NEED MORE THUNDERBOLTS!",
      "While there's a card under this character, he gets +2 ¤ and +2 ⛉.",
      (StaticAbility("I NEED MORE THUNDERBOLTS!", "self", "strength", 2, condition="has_card_under"),
       StaticAbility("I NEED MORE THUNDERBOLTS!", "self", "willpower", 2, condition="has_card_under"))),
    H("Flynn Rider - Spectral Scoundrel", "I'LL TAKE THAT",
      "While there's a card under this character, he gets +2 ¤ and +1 ◊.",
      (StaticAbility("I'LL TAKE THAT", "self", "strength", 2, condition="has_card_under"),
       StaticAbility("I'LL TAKE THAT", "self", "lore", 1, condition="has_card_under"))),
    H("Ursula - Whisper of Vanessa", "SLIPPERY SPELL",
      "While there's a card under this character, she gets +1 ◊ and gains Evasive.",
      (StaticAbility("SLIPPERY SPELL", "self", "lore", 1, condition="has_card_under"),
       StaticAbility("SLIPPERY SPELL", "self", "keyword", keyword="Evasive", condition="has_card_under"))),
    H("Elisa Maza - Intrepid Investigator", "SPECIAL DETAIL",
      "While you have 2 or more other characters in play with 5 ¤ or more, this character gets +2 ◊.",
      (StaticAbility("SPECIAL DETAIL", "self", "lore", 2,
                     condition=L.Count(L.Sel(owner="you", other=True, strength=(">=", 5)), ">=", 2)),)),
    H("He Hurled His Thunderbolt", "",
      "Deal 4 damage to chosen character. Your Deity characters gain Challenger +2 this turn.",
      (ActionEffect("", (L.Choose("t", L.Sel()), L.DealDamage("t", 4),
                         L.Continuous("own_characters", "kw", "Challenger", 2, sel=L.Sel(classification="Deity")))),)),
    H("Enigmatic Inkcaster", "ITS OWN REWARD",
      "If you've played 2 or more cards this turn, gain 1 lore.",
      (ActivatedAbility("ITS OWN REWARD", ActivatedCost(exert=True), (
          L.If(L.ThisTurn("played", L.Sel(types=("card",)), 2), (L.GainLore("you", 1),)),)),)),
    H("Mother Gothel - Underhanded Schemer", "SOMEBODY'S GOT TO USE IT",
      "If a character was banished this turn, this character gets +2 ¤.",
      (StaticAbility("SOMEBODY'S GOT TO USE IT", "self", "strength", 2, condition=L.ThisTurn("banished", L.Sel())),)),
    H("Robin Hood - Ephemeral Archer", "EXPERT SHOT",
      "Whenever this character quests, if there's a card under him, deal 1 damage to up to 2 chosen characters.",
      (TriggeredAbility("EXPERT SHOT", "quest", (L.If(L.Flag("has_card_under"), (
          L.Choose("t", L.Sel(), n=2, up_to=True), L.DealDamage("t", 1))),)),)),
    H("Jasmine - Soothing Princess", "UPLIFTING AURA",
      "Whenever this character quests, if there's a card under her, remove up to 3 damage from each of your "
      "characters.",
      (TriggeredAbility("UPLIFTING AURA", "quest", (L.If(L.Flag("has_card_under"), (
          L.RemoveDamage(L.Sel(owner="you"), 3),)),)),)),
    H("Ariel - Ethereal Voice", "COMMAND PERFORMANCE",
      "Once during your turn, whenever you play a song, if there's a card under this character, you may draw a card.",
      (TriggeredAbility("COMMAND PERFORMANCE", "any_play", (L.If(L.Flag("has_card_under"), (
          L.May(), L.Draw("you", 1))),), once_per_turn=True, subject="any", condition="your_turn",
          subject_sel=L.Sel(owner="you", types=("action",), song=True)),)),
    H("The Bitterwood - Underground Forest", "GATHER RESOURCES",
      "Once during your turn, whenever you move a character with 5 ¤ or more here, you may draw a card.",
      (TriggeredAbility("GATHER RESOURCES", "move", (L.May(), L.Draw("you", 1)), once_per_turn=True,
                        subject="character_here", condition="your_turn",
                        subject_sel=L.Sel(owner="you", strength=(">=", 5))),)),
    H("Zootopia - Police Headquarters", "NEW INFORMATION",
      "Once during your turn, whenever you move a character here, you may draw a card, then choose and discard a "
      "card.",
      (TriggeredAbility("NEW INFORMATION", "move", (L.May(), L.Draw("you", 1), L.Discard("you", 1)),
                        once_per_turn=True, subject="character_here", condition="your_turn"),)),
    H("Webby Vanderquack - Knowledge Seeker", "I'VE READ ABOUT THIS",
      "While you have a character or location in play with a card under them, this character gets +1 ◊.",
      (StaticAbility("I'VE READ ABOUT THIS", "self", "lore", 1, condition=_UNDER),)),
    H("Flintheart Glomgold - Scheming Billionaire", "TRY ME",
      "While you have a character or location in play with a card under them, this character gains Ward.",
      (StaticAbility("TRY ME", "self", "keyword", keyword="Ward", condition=_UNDER),)),
    H("Lena Sabrewing - Mysterious Duck", "ARCANE CONNECTION",
      "When you play this character, if you have a character or location in play with a card under them, gain 1 "
      "lore.",
      (TriggeredAbility("ARCANE CONNECTION", "play", (L.If(_UNDER, (L.GainLore("you", 1),)),)),)),
    H("Scrooge McDuck - On the Right Track", "FABULOUS WEALTH",
      "When you play this character, chosen character with a card under them gets +1 ◊ this turn.",
      (TriggeredAbility("FABULOUS WEALTH", "play", (
          L.Choose("t", L.Sel(under=True)), L.Stat("t", "lore", 1))),)),
    H("Magica De Spell - Conniving Sorceress", "SHADOW'S GRASP",
      "When you play this character, if you used Shift to play her, you may draw 4 cards.",
      (TriggeredAbility("SHADOW'S GRASP", "play", (L.If(L.Flag("shifted"), (L.May(), L.Draw("you", 4))),)),)),
]
