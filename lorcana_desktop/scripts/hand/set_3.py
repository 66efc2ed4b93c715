"""Hand scripts of set 3 (Into the Inklands)."""

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
    H("Shenzi - Hyena Pack Leader", "WHAT'S THE HURRY?",
      "While this character is at a location, whenever she challenges another character, you may draw a card.",
      (TriggeredAbility("WHAT'S THE HURRY?", "challenges", (L.May(), L.Draw("you", 1)),
                        condition=L.All((L.Flag("at_location"), L.CardIs("challenged", L.Sel())))),)),
    H("Lucky Dime", "NUMBER ONE",
      "Choose a character of yours and gain lore equal to their ◊.",
      (ActivatedAbility("NUMBER ONE", ActivatedCost(exert=True, ink=2), (
          L.Choose("c", L.Sel(owner="you")), L.GainLore("you", L.StatOf("c", "lore")))),)),
    # CR 6.1.13.6 example A: it triggers only while exerted; "during your turn" is checked again as it
    # resolves, in the same turn as the draw.
    H("Jafar - Striking Illusionist", "POWER BEYOND MEASURE",
      "During your turn, while this character is exerted, whenever you draw a card, gain 1 lore.",
      (TriggeredAbility("POWER BEYOND MEASURE", "draw", (L.GainLore("you", 1),), subject="your_turn",
                        condition=L.Flag("exerted"), subject_sel=L.Sel(owner="you", types=("card",))),)),
    # CR 6.3.3 example: "that card" is the banished item, now in the discard.
    H("Tinker Bell - Very Clever Fairy", "I CAN USE THAT",
      "Whenever one of your items is banished, you may put that card into your inkwell facedown and exerted.",
      (TriggeredAbility("I CAN USE THAT", "banished", (L.May(), L.ToInkwell("trigger", True)), subject="any",
                        subject_sel=L.Sel(owner="you", types=("item",))),)),
    # CR 6.7.8 example: the move waits in the bag until the effect that played the location has resolved.
    H("Jim Hawkins - Space Traveler", "TAKE THE HELM",
      "Whenever you play a location, this character may move there for free.",
      (TriggeredAbility("TAKE THE HELM", "any_play", (L.May(), L.MoveTo("self", "trigger")), subject="any",
                        subject_sel=L.Sel(owner="you", types=("location",))),)),
    H("Huey - Savvy Nephew", "THREE NEPHEWS",
      "Whenever this character quests, if you have characters named Dewey and Louie in play, you may draw 3 "
      "cards.",
      (TriggeredAbility("THREE NEPHEWS", "quest", (
          L.If(L.Count(L.Sel(owner="you", name="Dewey"), ">=", 1), (
              L.If(L.Count(L.Sel(owner="you", name="Louie"), ">=", 1), (L.May(), L.Draw("you", 3))),)),)),)),
    # CR 4.6.9 example C: it triggers only when the challenged character is a Hyena; the challenge then
    # deals Rafiki no damage (other damage during the challenge is not prevented).
    H("Rafiki - Mystical Fighter", "ANCIENT SKILLS",
      "Whenever he challenges a Hyena character, this character takes no damage from the challenge.",
      (TriggeredAbility("ANCIENT SKILLS", "challenges", (L.Replace("self", "damage", "prevent_challenge", "challenge"),),
                        condition=L.CardIs("challenged", L.Sel(classification="Hyena"))),)),
    H("Pride Lands - Pride Rock", "LION HOME",
      "If you have a Prince or King character here, you pay 1 ⬡ less to play characters.",
      (StaticAbility("LION HOME", "own_characters_in_hand", "cost", 1,
                     condition=L.Count(L.Sel(owner="you", any_of=("Prince", "King"), here=True), ">=", 1)),)),
    # CR 6.1.11 example: "that song" is the one she sang; CR 6.1.11.1: two Ursulas singing together both
    # trigger, and only the first finds the song in the discard.
    H("Ursula - Deceiver of All", "WHAT A DEAL",
      "Whenever this character sings a song, you may play that song again from your discard for free. If you do, "
      "put that card on the bottom of your deck instead of into your discard.",
      (TriggeredAbility("WHAT A DEAL", "sing", (L.May(), L.ReplaySong())),)),
    H("Fang - River City", "SURROUNDED BY WATER",
      "Characters gain Ward and Evasive while here.",
      (StaticAbility("SURROUNDED BY WATER", "characters_here", "keyword", keyword="Ward"),
       StaticAbility("SURROUNDED BY WATER", "characters_here", "keyword", keyword="Evasive"))),
    H("Belle's House - Maurice's Workshop", "LABORATORY",
      "If you have a character here, you pay 1 ⬡ less to play items.",
      (StaticAbility("LABORATORY", "own_cards_in_hand", "cost", 1, sel=L.Sel(types=("item",)),
                     condition=L.Count(L.Sel(owner="you", here=True), ">=", 1)),)),
    H("Captain Hook's Rapier", "LET'S HAVE AT IT!",
      "Your characters named Captain Hook gain Challenger +1.",
      (StaticAbility("LET'S HAVE AT IT!", "own_characters", "keyword", 1, keyword="Challenger",
                     sel=L.Sel(name="Captain Hook")),)),
    H("99 Puppies", "",
      "Whenever one of your characters quests this turn, gain 1 lore.",
      (ActionEffect("", (L.Float("any", "quest", (L.GainLore("you", 1),)),)),)),
    H("Last-Ditch Effort", "",
      "Exert chosen opposing character. Then chosen character of yours gains Challenger +2 this turn.",
      (ActionEffect("", (L.Choose("a", L.Sel(owner="opp")), L.Exert("a"), L.Choose("b", L.Sel(owner="you")),
                         L.GrantKeyword("b", "Challenger", 2))),)),
    H("Cubby - Mighty Lost Boy", "THE BEAR",
      "Whenever this character moves to a location, he gets +3 ¤ this turn.",
      (TriggeredAbility("THE BEAR", "move", (L.Stat("self", "strength", 3),)),)),
    H("Queen of Hearts - Wonderland Empress", "ALL WAYS HERE ARE MY WAYS",
      "Whenever this character quests, your other Villain characters get +1 ◊ this turn.",
      (TriggeredAbility("ALL WAYS HERE ARE MY WAYS", "quest", (
          L.Stat(L.Sel(owner="you", other=True, classification="Villain"), "lore", 1),)),)),
    H("Stratos - Tornado Titan", "CYCLONE",
      "Gain lore equal to the number of Titan characters you have in play.",
      (ActivatedAbility("CYCLONE", ActivatedCost(exert=True), (
          L.GainLore("you", L.CountOf(L.Sel(owner="you", classification="Titan"))),)),)),
    H("Milo Thatch - King of Atlantis", "TAKE THEM BY SURPRISE",
      "When this character is banished, return all opposing characters to their players' hands.",
      (TriggeredAbility("TAKE THEM BY SURPRISE", "banished", (L.ReturnToHand(L.Sel(owner="opp")),)),)),
    H("Mr. Smee - Bumbling Mate", "OH DEAR, DEAR, DEAR",
      "At the end of your turn, if this character is exerted and you don't have a Captain character in play, deal 1 "
      "damage to this character.",
      (TriggeredAbility("OH DEAR, DEAR, DEAR", "end_of_turn", (L.DealDamage("self", 1),), condition=L.Flag("exerted"),
                        resolve_if=L.Count(L.Sel(owner="you", classification="Captain"), "==", 0)),)),
    H("On Your Feet! Now!", "",
      "Ready all your characters and deal 1 damage to each of them. They can't quest for the rest of this turn.",
      (ActionEffect("", (L.Ready(L.Sel(owner="you")), L.DealDamage(L.Sel(owner="you"), 1),
                         L.Restrict(L.Sel(owner="you"), "cant_quest"))),)),
    H("Repair", "",
      "Remove up to 3 damage from one of your locations or characters.",
      (ActionEffect("", (L.Choose("c", L.Sel(owner="you", types=("character", "location"))),
                         L.RemoveDamage("c", 3, up_to=True))),)),
    H("Airfoil", "I GOT TO BE GOING",
      "If you've played 2 or more actions this turn, draw a card.",
      (ActivatedAbility("I GOT TO BE GOING", ActivatedCost(exert=True), (
          L.If(L.ThisTurn("played", L.Sel(types=("action",)), 2), (L.Draw("you", 1),)),)),)),
    H("Chernabog's Followers - Creatures of Evil", "RESTLESS SOULS",
      "Whenever this character quests, you may banish them to draw a card.",
      (TriggeredAbility("RESTLESS SOULS", "quest", (L.May(), L.Banish("self"), L.Draw("you", 1))),)),
    H("Magic Broom - Dancing Duster", "POWER CLEAN",
      "When you play this character, if you have a Sorcerer character in play, you may exert chosen opposing "
      "character. They can't ready at the start of their next turn.",
      (TriggeredAbility("POWER CLEAN", "play", (
          L.May(), L.Choose("t", L.Sel(owner="opp")), L.Exert("t"), L.Restrict("t", "cant_ready", "their_next_turn")),
          resolve_if=L.Count(L.Sel(owner="you", classification="Sorcerer"), ">=", 1)),)),
    H("Voyage", "",
      "Move up to 2 characters of yours to the same location for free.",
      (ActionEffect("", (L.Choose("t", L.Sel(owner="you"), n=2, up_to=True),
                         L.Choose("l", L.Sel(owner="you", types=("location",))), L.MoveTo("t", "l"))),)),
    H("I Will Find My Way", "",
      "Chosen character of yours gets +2 ¤ this turn. They may move to a location for free.",
      (ActionEffect("", (L.Choose("t", L.Sel(owner="you")), L.Stat("t", "strength", 2), L.May(),
                         L.Choose("l", L.Sel(owner="you", types=("location",))), L.MoveTo("t", "l"))),)),
    H("Genie - Supportive Friend", "THREE WISHES",
      "Whenever this character quests, you may shuffle this card into your deck to draw 3 cards.",
      (TriggeredAbility("THREE WISHES", "quest", (L.May(), L.ShuffleIntoDeck("self"), L.Draw("you", 3))),)),
    H("Hydra - Deadly Serpent", "WATCH THE TEETH",
      "Whenever this character takes damage, deal that much damage to chosen opposing character.",
      (TriggeredAbility("WATCH THE TEETH", "damaged", (
          L.Choose("t", L.Sel(owner="opp")), L.DealDamage("t", "_amount"))),)),
    H("Peter Pan - Pirate's Bane", "YOU'RE NEXT!",
      "Whenever he challenges a Pirate character, this character takes no damage from the challenge.",
      (TriggeredAbility("YOU'RE NEXT!", "challenges", (L.Replace("self", "damage", "prevent_challenge", "challenge"),),
                        condition=L.Challenged(L.Sel(classification="Pirate"))),)),
    H("Simba - Fighting Prince", "STEP DOWN OR FIGHT",
      "When you play this character and whenever he banishes another character in a challenge during your turn, you "
      "may choose one: • Draw 2 cards, then choose and discard 2 cards. • Deal 2 damage to chosen character.",
      tuple(TriggeredAbility("STEP DOWN OR FIGHT", ev, (L.May(), L.Modes((
          (L.Draw("you", 2), L.Discard("you", 2)), (L.Choose("t", L.Sel()), L.DealDamage("t", 2))))),
                             condition=L.Flag("your_turn") if ev != "play" else None)
            for ev in ("play", "banishes_in_challenge"))),
    H("Vault Door", "SEALED AWAY",
      "Your locations and characters at locations gain Resist +1.",
      (StaticAbility("SEALED AWAY", "own_locations", "keyword", 1, keyword="Resist"),
       StaticAbility("SEALED AWAY", "own_characters", "keyword", 1, keyword="Resist", sel=L.Sel(at_location=True)))),
    H("Captain Hook - Master Swordsman", "MAN-TO-MAN",
      "Characters named Peter Pan lose Evasive and can't gain Evasive.",
      (StaticAbility("MAN-TO-MAN", "all_characters", "lose_keyword", keyword="Evasive", sel=L.Sel(name="Peter Pan")),)),
    H("Maui - Soaring Demigod", "IN MA BELLY",
      "Whenever a character of yours named HeiHei quests, this character gets +1 ◊ and loses Reckless this turn.",
      (TriggeredAbility("IN MA BELLY", "quest", (L.Stat("self", "lore", 1), L.LoseKeyword("self", "Reckless")),
                        subject="own_character", subject_sel=L.Sel(name="HeiHei")),)),
    H("Alice - Tea Alchemist", "CURIOUSER AND CURIOUSER",
      "Exert chosen opposing character and all other opposing characters with the same name.",
      (ActivatedAbility("CURIOUSER AND CURIOUSER", ActivatedCost(exert=True), (
          L.Choose("t", L.Sel(owner="opp")), L.Exert(L.Sel(owner="opp", same_name_as="t")))),)),
    # "A to B": the Reckless character paid is chosen, then the target its ¤ allows; both are banished then.
    H("Divebomb", "",
      "Banish one of your characters with Reckless to banish chosen character with less ¤ than that character.",
      (ActionEffect("", (
          L.Choose("c", L.Sel(owner="you", keyword="Reckless")),
          L.If(L.Chosen("c"), (L.Choose("t", L.Sel(strength=("<=", L.Plus(L.StatOf("c", "strength"), -1)))),
                               L.Banish("c"), L.Banish("t"))))),)),
    H("I've Got a Dream", "",
      "Ready chosen character of yours at a location. They can't quest for the rest of this turn. Gain lore equal to "
      "that location's ◊.",
      (ActionEffect("", (L.Choose("t", L.Sel(owner="you", at_location=True)), L.Ready("t"),
                         L.Restrict("t", "cant_quest"), L.GainLore("you", L.StatOf("t", "location_lore")))),)),
    H("Peter Pan - Lost Boy Leader", "I CAME TO LISTEN TO THE STORIES",
      "Once per turn, when this character moves to a location, gain lore equal to that location's ◊.",
      (TriggeredAbility("I CAME TO LISTEN TO THE STORIES", "move", (
          L.GainLore("you", L.StatOf("self", "location_lore")),), once_per_turn=True),)),
    H("Magica De Spell - Thieving Sorceress", "TELEKINESIS",
      "Return chosen item with cost equal to or less than this character's ¤ to its player's hand.",
      (ActivatedAbility("TELEKINESIS", ActivatedCost(exert=True), (
          L.Choose("t", L.Sel(types=("item",), cost=("<=", L.StatOf("self", "strength")))),
          L.ReturnToHand("t"))),)),
    H("Moana - Born Leader", "WELCOME TO MY BOAT",
      "Whenever this character quests while at a location, ready all other characters here. They can't quest for "
      "the rest of this turn.",
      (TriggeredAbility("WELCOME TO MY BOAT", "quest", (
          L.Keep("h", L.Sel(owner="you", other=True, with_me=True)), L.Ready("h"), L.Restrict("h", "cant_quest")),
          condition=L.Flag("at_location")),)),
    H("The Queen's Castle - Mirror Chamber", "USING THE MIRROR",
      "At the start of your turn, for each character you have here, you may draw a card.",
      (TriggeredAbility("USING THE MIRROR", "start_of_turn", (
          L.RepeatMay(L.CountOf(L.Sel(owner="you", here=True)), (L.Draw("you", 1),)),)),)),
    H("Morph - Space Goo", "MIMICRY",
      "You may play any character with Shift on this character as if this character had any name.",
      (StaticAbility("MIMICRY", "self", "shift_base_any", 0),)),
    # "Your characters get ... this turn": applied to the characters in play as it resolves (CR 6.4.2.2).
    H("Olympus Would Be That Way", "",
      "Your characters get +3 ¤ while challenging a location this turn.",
      (ActionEffect("", (L.Stat("own_characters", "strength_vs_location", 3),)),)),
    H("Maui's Fish Hook", "IT'S MAUI TIME!",
      "If you have a character named Maui in play, you may use this item's Shapeshift ability for free.",
      (StaticAbility("IT'S MAUI TIME!", "self", "free_ability",
                     condition=L.Count(L.Sel(owner="you", name="Maui"), ">=", 1)),)),
]
