"""Hand scripts of set 13."""

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
    H("Colonel Hathi - On the March", "HUP, TWO, THREE, FOUR",
      "Whenever this character quests, you may move him to one of your locations for free.",
      (TriggeredAbility("HUP, TWO, THREE, FOUR", "quest", (
          L.May(), L.Choose("l", L.Sel(owner="you", types=("location",))), L.MoveTo("self", "l"))),)),
    H("Piercing Attack", "",
      "Deal 2 damage to chosen character. This damage can't be reduced by Resist.",
      (ActionEffect("", (L.Choose("t", L.Sel()), L.DealDamage("t", 2, resist=False))),)),
    H("Rapunzel's Tower - Taken by the Vine", "EMBRACING CHANGE",
      "Your Floodborn characters get +2 ⛉.",
      (StaticAbility("EMBRACING CHANGE", "own_characters", "willpower", 2, sel=L.Sel(classification="Floodborn")),)),
    H("Ring of Stones - Taken by the Vine", "DEEP WISDOM",
      "Your Floodborn characters get +1 ◊.",
      (StaticAbility("DEEP WISDOM", "own_characters", "lore", 1, sel=L.Sel(classification="Floodborn")),)),
    H("Beast's Castle - Overrun by the Vine", "IMMINENT THREAT",
      "Your Floodborn characters gain Rush.",
      (StaticAbility("IMMINENT THREAT", "own_characters", "keyword", keyword="Rush",
                     sel=L.Sel(classification="Floodborn")),)),
    H("Hundred Acre Wood - Hunny Campsite", "HUNNY QUEST",
      "Hunny characters get +1 ◊ while here.",
      (StaticAbility("HUNNY QUEST", "characters_here", "lore", 1, sel=L.Sel(classification="Hunny")),)),
    H("Abu - Wise Sultan", "RULER FOR A DAY",
      "When this character quests, banish him.",
      (TriggeredAbility("RULER FOR A DAY", "quest", (L.Banish("self"),)),)),
    H("Priya Mangal - Serious Music Lover", "THIS IS MY JAM",
      "When you play this character, if there's a song card in your discard, gain 1 lore.",
      (TriggeredAbility("THIS IS MY JAM", "play", (L.If(L.Count(L.Sel(
          owner="you", types=("action",), song=True, zone="discard"), ">=", 1), (L.GainLore("you", 1),)),)),)),
    H("Hera - Created by the Vine", "MYSTICAL BOON",
      "Whenever you play this or another Floodborn character, gain 1 lore.",
      (TriggeredAbility("MYSTICAL BOON", "any_play", (L.GainLore("you", 1),), subject="any",
                        subject_sel=L.Sel(owner="you", classification="Floodborn")),)),
    H("Mulan - Created by the Vine", "DEMOLISH",
      "Whenever you play this or another Floodborn character, you may banish chosen item.",
      (TriggeredAbility("DEMOLISH", "any_play", (L.May(), L.Choose("t", L.Sel(types=("item",))), L.Banish("t")),
                        subject="any", subject_sel=L.Sel(owner="you", classification="Floodborn")),)),
    H("Pocahontas - Guiding the Tribe", "STAY CLOSE",
      "When you play this character, you may play a character with cost 1 for free.",
      (TriggeredAbility("STAY CLOSE", "play", (
          L.May(), L.Choose("c", L.Sel(owner="you", zone="hand", cost=("==", 1))), L.PlayFree("c"))),)),
    H("Ming Lee - Giant Red Panda", "PATH OF DESTRUCTION",
      "Whenever this character challenges another character, ready her. She can't quest for the rest of this turn.",
      (TriggeredAbility("PATH OF DESTRUCTION", "challenges", (L.Ready("self"), L.Restrict("self", "cant_quest"))),)),
    H("Protective Aura", "",
      "Your Floodborn characters gain Evasive until the start of your next turn.",
      (ActionEffect("", (L.Continuous("own_characters", "kw", "Evasive", duration="next_turn",
                                      sel=L.Sel(classification="Floodborn")),)),)),
    H("Attack of the Vine!", "",
      "Your Floodborn characters gain Resist +2 and can challenge ready characters this turn.",
      (ActionEffect("", (L.Continuous("own_characters", "kw", "Resist", 2, sel=L.Sel(classification="Floodborn")),
                         L.Continuous("own_characters", "restrict", "can_challenge_ready",
                                      sel=L.Sel(classification="Floodborn")))),)),
    H("Absorbing Bloom", "METAMORPHOSIS",
      "If a character was banished in a challenge this turn, draw a card.",
      (ActivatedAbility("METAMORPHOSIS", ActivatedCost(exert=True, ink=1), (
          L.If(L.ThisTurn("banished_in_challenge", L.Sel()), (L.Draw("you", 1),)),)),)),
    H("Fflewddur Fflam - Luckless Bard", "CHASING ADVENTURE",
      "When you play this character, if a character of yours quested this turn, draw a card.",
      (TriggeredAbility("CHASING ADVENTURE", "play", (
          L.If(L.ThisTurn("quested", L.Sel(owner="you")), (L.Draw("you", 1),)),)),)),
    H("Ming Lee - Proud Parent", "FOLLOW THE MUSIC",
      "If you played a song this turn, you pay 1 ⬡ less to play this character.",
      (StaticAbility("FOLLOW THE MUSIC", "self", "cost", 1,
                     condition=L.ThisTurn("played", L.Sel(types=("action",), song=True))),)),
    H("Vine Entrance - Ominous Passageway", "ROOT OF POWER",
      "The first time a Floodborn character moves here each turn, you may deal 1 damage to chosen character.",
      (TriggeredAbility("ROOT OF POWER", "move", (L.May(), L.Choose("t", L.Sel()), L.DealDamage("t", 1)),
                        once_per_turn=True, subject="character_here", subject_sel=L.Sel(classification="Floodborn")),)),
]
