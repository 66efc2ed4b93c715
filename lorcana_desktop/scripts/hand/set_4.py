"""Hand scripts of set 4 (Ursula's Return)."""

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
    H("Triton - Young Prince", "KEEPER OF ATLANTICA",
      "Whenever one of your locations is banished, you may put that card into your inkwell facedown and exerted.",
      (TriggeredAbility("KEEPER OF ATLANTICA", "banished", (L.May(), L.ToInkwell("trigger", True)), subject="any",
                        subject_sel=L.Sel(owner="you", types=("location",))),)),
    # CR 7.2.3 example: the characters go to the bottom of their players' decks.
    H("Under the Sea", "",
      "Put all opposing characters with 2 ¤ or less on the bottom of their players' decks in any order.",
      (ActionEffect("", (L.ToDeckBottom(L.Sel(owner="opp", strength=("<=", 2))),)),)),
    # CR 8.11.3 example: adds to the cost (or Singer value) a character counts as to sing.
    H("Atlantica - Concert Hall", "UNDERWATER ACOUSTICS",
      "Characters count as having +2 cost to sing songs while here.",
      (StaticAbility("UNDERWATER ACOUSTICS", "characters_here", "sing", 2),)),
    # CR 6.1.13.6 example B: only during its player's turn, and only for a character at Thebes.
    H("Thebes - The Big Olive", "IF YOU CAN MAKE IT HERE...",
      "During your turn, whenever a character banishes another character in a challenge while here, gain 2 "
      "lore.",
      (TriggeredAbility("IF YOU CAN MAKE IT HERE...", "banishes_in_challenge", (L.GainLore("you", 2),),
                        subject="character_here", condition=L.Flag("your_turn")),)),
    # CR 6.1.5.2 example: a player who cannot discard must banish Megara.
    H("Megara - Captivating Cynic", "SHADY DEAL",
      "When you play this character, choose and discard a card or banish this character.",
      (TriggeredAbility("SHADY DEAL", "play", (
          L.If(L.ZoneCount("hand", ">=", 1), (L.Modes(((L.Discard("you", 1),), (L.Banish("self"),))),),
               (L.Banish("self"),)),)),)),
    # CR 6.4.4.3 example: free while the condition holds during its player's turn (an alternative cost, CR 1.5.5.3).
    H("LeFou - Opportunistic Flunky", "I LEARNED FROM THE BEST",
      "During your turn, you may play this character for free if an opposing character was banished in a "
      "challenge this turn.",
      (StaticAbility("I LEARNED FROM THE BEST", "self", "play_free",
                     condition=L.All((L.Flag("your_turn"), L.Flag("opponent_banished_in_challenge")))),)),
    # CR 6.5.3 example: the "instead" (6 ¤ or more) is checked as the ability resolves.
    H("Snuggly Duckling - Disreputable Pub", "ROUTINE RUCKUS",
      "Whenever a character with 3 ¤ or more challenges another character while here, gain 1 lore. If the "
      "challenging character has 6 ¤ or more, gain 3 lore instead.",
      (TriggeredAbility("ROUTINE RUCKUS", "challenges", (
          L.If(L.CardIs("trigger", L.Sel(strength=(">=", 6))), (L.GainLore("you", 3),), (L.GainLore("you", 1),)),),
          subject="character_here", subject_sel=L.Sel(strength=(">=", 3)),
          condition=L.CardIs("challenged", L.Sel())),)),  # "another character": not a location
    H("HeiHei - Bumbling Rooster", "FATTEN YOU UP",
      "When you play this character, if an opponent has more cards in their inkwell than you, you may put the top "
      "card of your deck into your inkwell facedown and exerted.",
      (TriggeredAbility("FATTEN YOU UP", "play", (L.May(), L.InkTop("you", True)),
                        resolve_if=L.OpponentHas("inkwell", "more")),)),
    # CR 5.2.6.2 example A: three names, Flotsam & Jetsam, Flotsam and Jetsam (Shift, naming a card).
    H("Flotsam & Jetsam - Entangling Eels", "",
      "This character counts as being named both Flotsam and Jetsam.",
      extra_names=("Flotsam", "Jetsam")),
    H("Casa Madrigal - Casita", "OUR HOME",
      "At the start of your turn, if you have a character here gain 1 lore.",
      (TriggeredAbility("OUR HOME", "start_of_turn", (L.GainLore("you", 1),),
                        resolve_if=L.Count(L.Sel(owner="you", here=True), ">=", 1)),)),
    H("Hidden Cove - Tranquil Haven", "REVITALIZING WATERS",
      "Characters get +1 ¤ and +1 ⛉ while here.",
      (StaticAbility("REVITALIZING WATERS", "characters_here", "strength", 1),
       StaticAbility("REVITALIZING WATERS", "characters_here", "willpower", 1))),
    H("Prince Eric - Ursula's Groom", "UNDER VANESSA'S SPELL",
      "While you have a character named Ursula in play, this character gains Bodyguard and gets +2 ⛉.",
      (StaticAbility("UNDER VANESSA'S SPELL", "self", "keyword", keyword="Bodyguard",
                     condition=L.Count(L.Sel(owner="you", name="Ursula"), ">=", 1)),
       StaticAbility("UNDER VANESSA'S SPELL", "self", "willpower", 2,
                     condition=L.Count(L.Sel(owner="you", name="Ursula"), ">=", 1)))),
    H("Record Player", "HIT PARADE",
      "Your characters named Stitch count as having +1 cost to sing songs.",
      (StaticAbility("HIT PARADE", "own_characters", "sing", 1, sel=L.Sel(name="Stitch")),)),
    H("Panic - Immortal Sidekick", "REPORTING FOR DUTY",
      "While this character is exerted, if you have a character named Pain in play, your Villain characters can't "
      "be challenged.",
      (StaticAbility("REPORTING FOR DUTY", "own_characters", "cant_be_challenged", sel=L.Sel(classification="Villain"),
                     condition=L.All((L.Flag("exerted"), L.Count(L.Sel(owner="you", name="Pain"), ">=", 1)))),)),
    H("Ursula's Garden - Full of the Unfortunate", "ABANDON HOPE",
      "While you have an exerted character here, opposing characters get -1 ◊.",
      (StaticAbility("ABANDON HOPE", "opposing_characters", "lore", -1,
                     condition=L.Count(L.Sel(owner="you", here=True, exerted=True), ">=", 1)),)),
    H("Mrs. Potts - Enchanted Teapot", "IT'LL TURN OUT ALL RIGHT",
      "When you play this character, if you have a character named Lumiere or Cogsworth in play, you may draw a "
      "card.",
      (TriggeredAbility("IT'LL TURN OUT ALL RIGHT", "play", (L.May(), L.Draw("you", 1)), resolve_if=L.AnyOf((
          L.Count(L.Sel(owner="you", name="Lumiere"), ">=", 1), L.Count(L.Sel(owner="you", name="Cogsworth"), ">=", 1)))),)),
    H("Training Grounds - Impossible Pillar", "STRENGTH OF MIND",
      "Chosen character here gets +1 ¤ this turn.",
      (ActivatedAbility("STRENGTH OF MIND", ActivatedCost(ink=1), (
          L.Choose("c", L.Sel(here=True)), L.Stat("c", "strength", 1))),)),
    H("Cinderella - Melody Weaver", "BEAUTIFUL VOICE",
      "Whenever this character sings a song, your other Princess characters get +1 ◊ this turn.",
      (TriggeredAbility("BEAUTIFUL VOICE", "sing", (
          L.Stat(L.Sel(owner="you", other=True, classification="Princess"), "lore", 1),)),)),
    H("Mirabel Madrigal - Gift of the Family", "SAVING THE MIRACLE",
      "Whenever this character quests, your other Madrigal characters get +1 ◊ this turn.",
      (TriggeredAbility("SAVING THE MIRACLE", "quest", (
          L.Stat(L.Sel(owner="you", other=True, classification="Madrigal"), "lore", 1),)),)),
    H("Anna - True-Hearted", "LET ME HELP YOU",
      "Whenever this character quests, your other Hero characters get +1 ◊ this turn.",
      (TriggeredAbility("LET ME HELP YOU", "quest", (
          L.Stat(L.Sel(owner="you", other=True, classification="Hero"), "lore", 1),)),)),
    H("Second Star to the Right", "",
      "Chosen player draws 5 cards.",
      (ActionEffect("", (L.Choose("p", "player"), L.Draw("p", 5))),)),
    H("Li Shang - Valorous General", "LEAD THE CHARGE",
      "Your characters with 4 ¤ or more get +1 ◊.",
      (StaticAbility("LEAD THE CHARGE", "own_characters", "lore", 1, sel=L.Sel(strength=(">=", 4))),)),
    H("Sisu - Emboldened Warrior", "SURGE OF POWER",
      "This character gets +1 ¤ for each card in opponents' hands.",
      (StaticAbility("SURGE OF POWER", "self", "strength", 1, per=L.HandSize("opponents")),)),
    H("Sisu - Empowered Sibling", "I GOT THIS!",
      "When you play this character, banish all opposing characters with 2 ¤ or less.",
      (TriggeredAbility("I GOT THIS!", "play", (L.Banish(L.Sel(owner="opp", strength=("<=", 2))),)),)),
    H("Triton - Champion of Atlantica", "IMPOSING PRESENCE",
      "Opposing characters get -1 ¤ for each location you have in play.",
      (StaticAbility("IMPOSING PRESENCE", "opposing_characters", "strength", -1,
                     per=L.CountOf(L.Sel(owner="you", types=("location",)))),)),
    H("Anna - Braving the Storm", "I WAS BORN READY",
      "If you have another Hero character in play, this character gets +1 ◊.",
      (StaticAbility("I WAS BORN READY", "self", "lore", 1,
                     condition=L.Count(L.Sel(owner="you", other=True, classification="Hero"), ">=", 1)),)),
    H("Mickey Mouse - Playful Sorcerer", "SWEEP AWAY",
      "When you play this character, deal damage to chosen character equal to the number of Broom characters you "
      "have in play.",
      (TriggeredAbility("SWEEP AWAY", "play", (
          L.Choose("c", L.Sel()), L.DealDamage("c", L.CountOf(L.Sel(owner="you", classification="Broom"))))),)),
    H("Glean", "",
      "Banish chosen item. Its player gains 2 lore.",
      (ActionEffect("", (L.Choose("c", L.Sel(types=("item",))), L.Banish("c"), L.GainLore("owner:c", 2))),)),
    H("Donald Duck - Buccaneer", "BOARDING PARTY",
      "During your turn, whenever this character banishes a character in a challenge, your other characters get +1 "
      "◊ this turn.",
      (TriggeredAbility("BOARDING PARTY", "banishes_in_challenge", (L.Stat(L.Sel(owner="you", other=True), "lore", 1),),
                        condition=L.Flag("your_turn")),)),
    H("Hans - Noble Scoundrel", "ROYAL SCHEMES",
      "When you play this character, if a Princess or Queen character is in play, gain 1 lore.",
      (TriggeredAbility("ROYAL SCHEMES", "play", (L.GainLore("you", 1),),
                        resolve_if=L.Count(L.Sel(any_of=("Princess", "Queen")), ">=", 1)),)),
    H("Dolores Madrigal - Easy Listener", "MAGICAL INFORMANT",
      "When you play this character, if an opponent has an exerted character in play, you may draw a card.",
      (TriggeredAbility("MAGICAL INFORMANT", "play", (L.May(), L.Draw("you", 1)),
                        resolve_if=L.Count(L.Sel(owner="opp", exerted=True), ">=", 1)),)),
    H("Field of Ice", "ICY DEFENSE",
      "Whenever you play a character, they gain Resist +1 until the start of your next turn.",
      (TriggeredAbility("ICY DEFENSE", "any_play", (L.GrantKeyword("trigger", "Resist", 1, "next_turn"),),
                        subject="any", subject_sel=L.Sel(owner="you")),)),
    H("Ariel's Grotto - A Secret Place", "TREASURE TROVE",
      "While you have 3 or more items in play, this location gets +2 ◊.",
      (StaticAbility("TREASURE TROVE", "self", "lore", 2,
                     condition=L.Count(L.Sel(owner="you", types=("item",)), ">=", 3)),)),
    H("Winter Camp - Medical Tent", "HELP THE WOUNDED",
      "Whenever a character quests while here, remove up to 2 damage from them. If they're a Hero character, "
      "remove up to 4 damage instead.",
      (TriggeredAbility("HELP THE WOUNDED", "quest", (
          L.If(L.CardIs("trigger", L.Sel(classification="Hero")), (L.RemoveDamage("trigger", 4, up_to=True),),
               (L.RemoveDamage("trigger", 2, up_to=True),)),), subject="character_here"),)),
    H("Flynn Rider - Frenemy", "NARROW ADVANTAGE",
      "At the start of your turn, if you have a character in play with more ¤ than each opposing character, gain 3 "
      "lore.",
      (TriggeredAbility("NARROW ADVANTAGE", "start_of_turn", (L.If(L.Flag("strongest"), (L.GainLore("you", 3),)),)),)),
    H("Camilo Madrigal - Prankster", "MANY FORMS",
      "At the start of your turn, you may choose one: • This character gets +1 ◊ this turn. • This character gains "
      "Challenger +2 this turn. (While challenging, this character gets +2 ¤.)",
      (TriggeredAbility("MANY FORMS", "start_of_turn", (L.May(), L.Modes((
          (L.Stat("self", "lore", 1),), (L.GrantKeyword("self", "Challenger", 2),))))),)),
    H("Pegasus - Cloud Racer", "HOP ON!",
      "When you play this character, if you used Shift to play him, your characters gain Evasive until the start "
      "of your next turn.",
      (TriggeredAbility("HOP ON!", "play", (L.If(L.Flag("shifted"), (
          L.Continuous("own_characters", "kw", "Evasive", duration="next_turn"),)),)),)),
    H("Mickey Mouse - Musketeer Captain", "MUSKETEERS UNITED",
      "When you play this character, if you used Shift to play him, you may draw a card for each character with "
      "Bodyguard you have in play.",
      (TriggeredAbility("MUSKETEERS UNITED", "play", (L.If(L.Flag("shifted"), (
          L.May(), L.Draw("you", L.CountOf(L.Sel(owner="you", keyword="Bodyguard"))))),)),)),
    H("Noi - Acrobatic Baby", "FANCY FOOTWORK",
      "Whenever you play an action, this character takes no damage from challenges this turn.",
      (TriggeredAbility("FANCY FOOTWORK", "any_play", (L.Replace("self", "damage", "prevent_challenge"),),
                        subject="any", subject_sel=L.Sel(owner="you", types=("action",))),)),
    H("Golden Harp - Enchanter of the Land", "STOLEN AWAY",
      "At the end of your turn, if you didn't play a song this turn, banish this character.",
      (TriggeredAbility("STOLEN AWAY", "end_of_turn", (
          L.If(L.ThisTurn("played", L.Sel(types=("action",), song=True)), (), (L.Banish("self"),)),)),)),
    H("Medallion Weights", "DISCIPLINE AND STRENGTH",
      "Chosen character gets +2 ¤ this turn. Whenever they challenge another character this turn, you may draw a "
      "card.",
      (ActivatedAbility("DISCIPLINE AND STRENGTH", ActivatedCost(exert=True, ink=2), (
          L.Choose("t", L.Sel()), L.Stat("t", "strength", 2), L.Float("t", "challenges", (L.May(), L.Draw("you", 1))))),)),
    H("Tuk Tuk - Lively Partner", "ON A ROLL",
      "When you play this character, you may move him and one of your other characters to the same location for "
      "free. The other character gets +2 ¤ this turn.",
      (TriggeredAbility("ON A ROLL", "play", (
          L.May(), L.Choose("o", L.Sel(owner="you", other=True)), L.Choose("l", L.Sel(owner="you", types=("location",))),
          L.MoveTo("self", "l"), L.MoveTo("o", "l"), L.Stat("o", "strength", 2))),)),
    H("Ursula - Sea Witch Queen", "YOU'LL LISTEN TO ME!",
      "Other characters can't exert to sing songs.",
      (StaticAbility("YOU'LL LISTEN TO ME!", "own_other_characters", "cant_sing"),
       StaticAbility("YOU'LL LISTEN TO ME!", "opposing_characters", "cant_sing"))),
    H("Ariel - Treasure Collector", "THE GIRL WHO HAS EVERYTHING",
      "While you have more items in play than each opponent, this character gets +2 ◊.",
      (StaticAbility("THE GIRL WHO HAS EVERYTHING", "self", "lore", 2, condition=L.OpponentHas("items", "fewer")),)),
    H("Bruno Madrigal - Out of the Shadows", "IT WAS YOUR VISION",
      "When you play this character, chosen character gains “When this character is banished in a challenge, you may "
      "return this card to your hand” this turn.",
      (TriggeredAbility("IT WAS YOUR VISION", "play", (L.Choose("t", L.Sel()), L.GrantAbility("t", TriggeredAbility(
          "When this character is banished in a challenge, you may return this card to your hand",
          "banished_in_challenge", (L.May(), L.ReturnToHand("self")))))),)),
    H("Flotsam - Ursula's \"Baby\"", "OMINOUS PAIR",
      "Your characters named Jetsam gain “When this character is banished in a challenge, return this card to your "
      "hand.”",
      (StaticAbility("OMINOUS PAIR", "own_characters", "grant", sel=L.Sel(name="Jetsam"), grant=TriggeredAbility("When this character is banished in a challenge, return this card to your hand",
                       "banished_in_challenge", (L.ReturnToHand("self"),))),)),
    # "Deals damage to another character in a challenge": the damage it dealt is the trigger's amount; "other
    # chosen characters" are neither the one damaged in the challenge nor this character.
    H("Mulan - Elite Archer", "STRAIGHT SHOOTER",
      "When you play this character, if you used Shift to play her, she gets +3 ¤ this turn.",
      (TriggeredAbility("STRAIGHT SHOOTER", "play", (L.If(L.Flag("shifted"), (L.Stat("self", "strength", 3),)),)),)),
    H("Mulan - Elite Archer", "TRIPLE SHOT",
      "During your turn, whenever this character deals damage to another character in a challenge, deal the same "
      "amount of damage to up to 2 other chosen characters.",
      (TriggeredAbility("TRIPLE SHOT", "deals_challenge_damage", (
          L.Choose("t", L.Sel(other=True), n=2, up_to=True, exclude="challenged"), L.DealDamage("t", "_amount")),
          condition=L.Flag("your_turn")),)),
    H("Namaari - Heir of Fang", "TWO-WEAPON FIGHTING",
      "During your turn, whenever this character deals damage to another character in a challenge, you may deal the "
      "same amount of damage to another chosen character.",
      (TriggeredAbility("TWO-WEAPON FIGHTING", "deals_challenge_damage", (
          L.May(), L.Choose("t", L.Sel(other=True), exclude="challenged"), L.DealDamage("t", "_amount")),
          condition=L.Flag("your_turn")),)),
    H("Olaf - Carrot Enthusiast", "CARROTS ALL AROUND!",
      "Whenever he quests, each of your other characters gets +¤ equal to this character's ¤ this turn.",
      (TriggeredAbility("CARROTS ALL AROUND!", "quest", (
          L.Stat(L.Sel(owner="you", other=True), "strength", L.StatOf("self", "strength")),)),)),
    H("Zeus - Mr. Lightning Bolts", "TARGET PRACTICE",
      "Whenever this character challenges another character, he gets +¤ equal to the ¤ of chosen character this turn.",
      (TriggeredAbility("TARGET PRACTICE", "challenges", (
          L.Choose("t", L.Sel()), L.Stat("self", "strength", L.StatOf("t", "strength")))),)),
    H("Isabela Madrigal - Golden Child", "LADIES FIRST",
      "During your turn, if no other character has quested this turn, this character gets +3 ◊.",
      (StaticAbility("LADIES FIRST", "self", "lore", 3,
                     condition=L.All((L.Flag("your_turn"), L.Flag("no_other_quested")))),)),
    # "Can't": a continuous effect, characters played later this turn too (CR 6.4.2.1)
    H("Isabela Madrigal - Golden Child", "LEAVE IT TO ME",
      "Whenever this character quests, your other characters can't quest for the rest of this turn.",
      (TriggeredAbility("LEAVE IT TO ME", "quest", (
          L.Continuous("other_own_characters", "restrict", "cant_quest"),)),)),
    H("One Last Hope", "",
      "Chosen character gains Resist +2 until the start of your next turn. If a Hero character is chosen, they may "
      "also challenge ready characters this turn.",
      (ActionEffect("", (L.Choose("t", L.Sel()), L.GrantKeyword("t", "Resist", 2, "next_turn"),
                         L.If(L.Chosen("t", sel=L.Sel(classification="Hero")),
                              (L.Restrict("t", "can_challenge_ready"),)))),)),
    H("Pepa Madrigal - Weather Maker", "IT LOOKS LIKE RAIN",
      "When you play this character, you may exert chosen opposing character. That character can't ready at the "
      "start of their next turn unless they're at a location.",
      (TriggeredAbility("IT LOOKS LIKE RAIN", "play", (
          L.May(), L.Choose("t", L.Sel(owner="opp")), L.Exert("t"),
          L.Restrict("t", "cant_ready_unless_location", "their_next_turn"))),)),
    H("Prince Phillip - Gallant Defender", "BEST DEFENSE",
      "Whenever one of your characters is chosen for Support, they gain Resist +1 this turn.",
      (TriggeredAbility("BEST DEFENSE", "chosen_for_support", (L.GrantKeyword("trigger", "Resist", 1),),
                        subject="own_character"),)),
    H("The Mob Song", "",
      "Deal 3 damage to up to 3 chosen characters and/or locations.",
      (ActionEffect("", (L.Choose("t", L.Sel(types=("character", "location")), n=3, up_to=True),
                         L.DealDamage("t", 3))),)),
    H("The Wall - Border Fortress", "PROTECT THE REALM",
      "While you have an exerted character here, your other locations can't be challenged.",
      (StaticAbility("PROTECT THE REALM", "own_locations", "cant_be_challenged",
                     sel=L.Sel(types=("location",), other=True), condition=L.Flag("exerted_character_here")),)),
    H("Ursula's Lair - Eye of the Storm", "SLIPPERY HALLS",
      "Whenever a character is banished in a challenge while here, you may return them to your hand.",
      (TriggeredAbility("SLIPPERY HALLS", "banished_in_challenge", (L.May(), L.ReturnToHand("trigger_card")),
                        subject="character_here"),)),
    H("Ursula's Lair - Eye of the Storm", "SEAT OF POWER",
      "Characters named Ursula get +1 ◊ while here.",
      (StaticAbility("SEAT OF POWER", "characters_here", "lore", 1, sel=L.Sel(name="Ursula")),)),
    H("Vision Slab", "DANGER REVEALED",
      "At the start of your turn, if an opposing character has damage, gain 1 lore.",
      (TriggeredAbility("DANGER REVEALED", "start_of_turn", (
          L.If(L.Count(L.Sel(owner="opp", damaged=True), ">=", 1), (L.GainLore("you", 1),)),)),)),
    H("Vision Slab", "TRAPPED!",
      "Damage counters can't be removed.",
      (StaticAbility("TRAPPED!", "self", "no_damage_removal"),)),
    H("Hades - Double Dealer", "HERE'S THE TRADE-OFF",
      "Play a character with the same name as the banished character for free.",
      (ActivatedAbility("HERE'S THE TRADE-OFF", ActivatedCost(exert=True, banish_own="other_character", banish_count=1),
                        (L.Choose("t", L.Sel(owner="you", zone="hand", same_name_as="_cost")), L.PlayFree("t"))),)),
    H("Diablo - Devoted Herald", "CIRCLE FAR AND WIDE",
      "During each opponent's turn, whenever they draw a card while this character is exerted, you may draw a card.",
      (TriggeredAbility("CIRCLE FAR AND WIDE", "draw", (L.May(), L.Draw("you", 1)), subject="any",
                        subject_sel=L.Sel(owner="active", types=("character", "action", "item", "location")),
                        condition=L.Flag("opponents_turn_exerted")),)),
    H("Julieta Madrigal - Excellent Cook", "SIGNATURE RECIPE",
      "When you play this character, you may remove up to 2 damage from chosen character. If you removed damage this "
      "way, you may draw a card.",
      (TriggeredAbility("SIGNATURE RECIPE", "play", (
          L.May(), L.Choose("t", L.Sel()), L.RemoveDamage("t", 2),
          L.If(L.Flag("removed"), (L.RepeatMay(1, (L.Draw("you", 1),)),)))),)),
    H("Aurora - Lore Guardian", "PRESERVER",
      "Opponents can't choose your items for abilities or effects.",
      (StaticAbility("PRESERVER", "own_items", "opponents_cant_choose"),)),
    H("Aurora - Lore Guardian", "ROYAL INVENTORY",
      "Look at the top card of your deck and put it on either the top or the bottom of your deck.",
      (ActivatedAbility("ROYAL INVENTORY", ActivatedCost(exert_own=True, exert_item=True), (L.TopOrBottom(),)),)),
    H("The Queen - Diviner", "CONSULT THE SPELLBOOK",
      "Look at the top 4 cards of your deck. You may reveal an item card and put it into your hand. If that item costs "
      "3 or less, you may play it for free instead and it enters play exerted. Put the rest on the bottom of your deck "
      "in any order.",
      (ActivatedAbility("CONSULT THE SPELLBOOK", ActivatedCost(exert=True), (L.LookPick(4, (
          L.Pick((L.Sel(types=("item",)),), 1, "hand", or_play=L.Sel(types=("item",), cost=("<=", 3))),),
          rest="bottom", may=True),)),)),
]
