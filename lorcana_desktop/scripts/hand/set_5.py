"""Hand scripts of set 5 (Shimmering Skies)."""

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
    # CR 6.1.13.2 example: it triggers at every move, but only the first resolution of the turn counts.
    H("Taffyta Muttonfudge - Sour Speedster", "NEW ROSTER",
      "Once per turn, when this character moves to a location, gain 2 lore.",
      (TriggeredAbility("NEW ROSTER", "move", (L.GainLore("you", 2),), once_per_turn=True),)),
    # CR 9.2.3 example: the effect lasts until its player's next turn would start, even if they left.
    H("Pete - Games Referee", "BLOW THE WHISTLE",
      "When you play this character, opponents can't play actions until the start of your next turn.",
      (TriggeredAbility("BLOW THE WHISTLE", "play", (L.OpponentsCantPlayActions("next_turn"),)),)),
    # CR 6.5.7.3 example: "2 instead" (a Knight moved) is applied before other replacements (Beast's).
    H("Seven Dwarfs' Mine - Secure Fortress", "MOUNTAIN DEFENSE",
      "During your turn, the first time you move a character here, you may deal 1 damage to chosen character. "
      "If the moved character is a Knight, deal 2 damage instead.",
      (TriggeredAbility("MOUNTAIN DEFENSE", "move", (
          L.May(), L.Choose("c", L.Sel()),
          L.If(L.CardIs("trigger", L.Sel(classification="Knight")), (L.DealDamage("c", 2),), (L.DealDamage("c", 1),))),
          subject="character_here", condition=L.Flag("your_turn"), once_per_turn=True),)),
    # CR 6.1.7.1 example: the character is played for free from the discard, never with Shift.
    H("Pride Lands - Jungle Oasis", "OUR HUMBLE HOME",
      "While you have 3 or more characters here, you may banish this location to play a character from your "
      "discard for free.",
      (ActivatedAbility("OUR HUMBLE HOME", ActivatedCost(banish_self=True), (
          L.Choose("c", L.Sel(owner="you", zone="discard")), L.PlayFree("c")),
          condition=L.Count(L.Sel(owner="you", here=True), ">=", 3)),)),
    # "if you used Shift to play him": just played, a shifted character is the only one with cards under it.
    H("Donald Duck - Pie Slinger", "HUMBLE PIE",
      "When you play this character, if you used Shift to play him, each opponent loses 2 lore.",
      (TriggeredAbility("HUMBLE PIE", "play", (L.LoseLore("opponents", 2),), condition=L.Flag("has_card_under")),)),
    H("Donald Duck - Pie Slinger", "RAGING DUCK",
      "While an opponent has 10 or more lore, this character gets +6 ¤.",
      (StaticAbility("RAGING DUCK", "self", "strength", 6, condition=L.OpponentHas("lore", ">=", 10)),)),
    H("The Great Illuminary - Radiant Ballroom", "WARM WELCOME",
      "Characters with Support get +1 ◊ and +2 ⛉ while here.",
      (StaticAbility("WARM WELCOME", "characters_here", "lore", 1, sel=L.Sel(keyword="Support")),
       StaticAbility("WARM WELCOME", "characters_here", "willpower", 2, sel=L.Sel(keyword="Support")))),
    H("Ratigan's Party - Seedy Back Room", "MISFITS' REVELRY",
      "While you have a damaged character here, this location gets +2 ◊.",
      (StaticAbility("MISFITS' REVELRY", "self", "lore", 2,
                     condition=L.Count(L.Sel(owner="you", here=True, damaged=True), ">=", 1)),)),
    H("Turbo - Royal Hack", "GAME JUMP",
      "This character also counts as being named King Candy for Shift.", extra_names=("King Candy",)),
    H("The Queen - Fairest of All", "REFLECTIONS OF VANITY",
      "For each other character named The Queen you have in play, this character gets +1 ◊.",
      (StaticAbility("REFLECTIONS OF VANITY", "self", "lore", 1,
                     per=L.CountOf(L.Sel(owner="you", other=True, name="The Queen"))),)),
    H("Kenai - Big Brother", "BROTHERS FOREVER",
      "While this character is exerted, your characters named Koda can't be challenged.",
      (StaticAbility("BROTHERS FOREVER", "own_characters", "cant_be_challenged", sel=L.Sel(name="Koda"),
                     condition=L.Flag("exerted")),)),
    H("Earth Giant - Living Mountain", "UNEARTHED",
      "When you play this character, each opponent draws a card.",
      (TriggeredAbility("UNEARTHED", "play", (L.Draw("opponents", 1),)),)),
    H("Rafiki - Shaman Duelist", "SURPRISING SKILL",
      "When you play this character, he gains Challenger +4 this turn.",
      (TriggeredAbility("SURPRISING SKILL", "play", (L.GrantKeyword("self", "Challenger", 4),)),)),
    H("Vanellope von Schweetz - Random Roster Racer", "PIXLEXIA",
      "When you play this character, she gains Evasive until the start of your next turn.",
      (TriggeredAbility("PIXLEXIA", "play", (L.GrantKeyword("self", "Evasive", None, "next_turn"),)),)),
    H("Don't Let the Frostbite Bite", "",
      "Ready all your characters. They can't quest for the rest of this turn.",
      (ActionEffect("", (L.Ready(L.Sel(owner="you")), L.Restrict(L.Sel(owner="you"), "cant_quest"))),)),
    H("Break Free", "",
      "Deal 1 damage to chosen character of yours. They gain Rush and get +1 ¤ this turn.",
      (ActionEffect("", (L.Choose("c", L.Sel(owner="you")), L.DealDamage("c", 1), L.GrantKeyword("c", "Rush"),
                         L.Stat("c", "strength", 1))),)),
    H("Robin Hood - Archery Contestant", "TRICK SHOT",
      "When you play this character, if an opponent has a damaged character in play, gain 1 lore.",
      (TriggeredAbility("TRICK SHOT", "play", (L.GainLore("you", 1),),
                        resolve_if=L.Count(L.Sel(owner="opp", damaged=True), ">=", 1)),)),
    H("Tropical Rainforest - Jaguar Lair", "SNACK TIME",
      "Opposing damaged characters gain Reckless.",
      (StaticAbility("SNACK TIME", "opposing_characters", "keyword", keyword="Reckless", sel=L.Sel(damaged=True)),)),
    H("Genie - Main Attraction", "PHENOMENAL SHOWMAN",
      "While this character is exerted, opposing characters can't ready at the start of their turn.",
      (StaticAbility("PHENOMENAL SHOWMAN", "opposing_characters", "cant_ready", condition=L.Flag("exerted")),)),
    # cov2-b
    H("Doc - Bold Knight", "DRASTIC MEASURES",
      "When you play this character, you may discard your hand to draw 2 cards.",
      (TriggeredAbility("DRASTIC MEASURES", "play", (L.May(), L.DiscardHand("you"), L.Draw("you", 2))),)),
    H("Arthur - King Victorious", "KNIGHTED BY THE KING",
      "When you play this character, chosen character gains Challenger +2 and Resist +2 and can challenge ready "
      "characters this turn.",
      (TriggeredAbility("KNIGHTED BY THE KING", "play", (
          L.Choose("t", L.Sel()), L.GrantKeyword("t", "Challenger", 2), L.GrantKeyword("t", "Resist", 2),
          L.Restrict("t", "can_challenge_ready"))),)),
    H("Olaf - Happy Passenger", "CLEAR THE PATH",
      "For each exerted character opponents have in play, you pay 1 ⬡ less to play this character.",
      (StaticAbility("CLEAR THE PATH", "self", "cost", 1, per=L.CountOf(L.Sel(owner="opp", exerted=True))),)),
    H("Maximus - Team Champion", "ROYALLY BIG REWARDS",
      "At the end of your turn, if you have any characters in play with 5 ¤ or more, gain 2 lore. If you have any "
      "in play with 10 ¤ or more, gain 5 lore instead.",
      (TriggeredAbility("ROYALLY BIG REWARDS", "end_of_turn", (
          L.If(L.Count(L.Sel(owner="you", strength=(">=", 10)), ">=", 1), (L.GainLore("you", 5),),
               (L.If(L.Count(L.Sel(owner="you", strength=(">=", 5)), ">=", 1), (L.GainLore("you", 2),)),)),)),)),
    H("Queen's Sensor Core", "SYMBOL OF NOBILITY",
      "At the start of your turn, if you have a Princess or Queen character in play, gain 1 lore.",
      (TriggeredAbility("SYMBOL OF NOBILITY", "start_of_turn", (
          L.If(L.Count(L.Sel(owner="you", any_of=("Princess", "Queen")), ">=", 1), (L.GainLore("you", 1),)),)),)),
    H("Queen's Sensor Core", "ROYAL SEARCH",
      "Reveal the top card of your deck. If it's a Princess or Queen character card, you may put it into your hand. "
      "Otherwise, put it on the top of your deck.",
      (ActivatedAbility("ROYAL SEARCH", ActivatedCost(exert=True, ink=2), (
          L.RevealTop(L.Sel(any_of=("Princess", "Queen"))),)),)),
    H("Grumpy - Skeptical Knight", "BOON OF RESILIENCE",
      "While one of your Knight characters is at a location, that character gains Resist +2.",
      (StaticAbility("BOON OF RESILIENCE", "own_characters", "keyword", 2, keyword="Resist",
                     sel=L.Sel(classification="Knight", at_location=True)),)),
    H("Camilo Madrigal - Family Copycat", "IMITATE",
      "Whenever this character quests, you may gain lore equal to the ◊ of chosen other character of yours. Return "
      "that character to your hand.",
      (TriggeredAbility("IMITATE", "quest", (
          L.May(), L.Choose("t", L.Sel(owner="you", other=True)), L.GainLore("you", L.StatOf("t", "lore")),
          L.ReturnToHand("t"))),)),
    H("Wreck-It Ralph - Admiral Underpants", "I'VE GOT THE COOLEST FRIEND",
      "When you play this character, return a character card from your discard to your hand. If that card is a "
      "Princess character card, gain 2 lore.",
      (TriggeredAbility("I'VE GOT THE COOLEST FRIEND", "play", (
          L.Choose("t", L.Sel(owner="you", zone="discard")), L.ReturnToHand("t"),
          L.If(L.Chosen("t", sel=L.Sel(classification="Princess")), (L.GainLore("you", 2),)))),)),
    H("Wreck-It Ralph - Demolition Dude", "REFRESHING BREAK",
      "Whenever you ready this character, gain 1 lore for each 1 damage on him.",
      (TriggeredAbility("REFRESHING BREAK", "ready", (L.GainLore("you", L.StatOf("self", "damage")),)),)),
    H("Merlin - Intellectual Visionary", "OVERDEVELOPED BRAIN",
      "When you play this character, if you used Shift to play him, you may search your deck for any card, put that "
      "card into your hand, then shuffle your deck.",
      (TriggeredAbility("OVERDEVELOPED BRAIN", "play", (L.If(L.Flag("shifted"), (
          L.May(), L.SearchDeck((L.Sel(types=("character", "action", "item", "location")),)))),)),)),
    H("Emerald Chromicon", "EMERALD LIGHT",
      "During opponents' turns, whenever one of your characters is banished, you may return chosen character to "
      "their player's hand.",
      (TriggeredAbility("EMERALD LIGHT", "banished", (L.May(), L.Choose("t", L.Sel()), L.ReturnToHand("t")),
                        subject="own_character", condition=L.Flag("opponents_turn")),)),
    H("Elsa's Ice Palace - Place of Solitude", "ETERNAL WINTER",
      "When you play this location, choose an exerted character. While this location is in play, that character "
      "can't ready at the start of their turn.",
      (TriggeredAbility("ETERNAL WINTER", "play", (
          L.Choose("t", L.Sel(exerted=True)), L.Restrict("t", "cant_ready", duration="while_source"))),)),
    H("Prince Naveen - Ukulele Player", "IT'S BEAUTIFUL, NO?",
      "When you play this character, you may play a song with cost 6 or less for free.",
      (TriggeredAbility("IT'S BEAUTIFUL, NO?", "play", (
          L.May(), L.Choose("c", L.Sel(owner="you", zone="hand", types=("action",), song=True, cost=("<=", 6))),
          L.PlayFree("c"))),)),
    H("Mirabel Madrigal - Family Gatherer", "NOT WITHOUT MY FAMILY",
      "You can't play this character unless you have 5 or more characters in play.",
      (StaticAbility("NOT WITHOUT MY FAMILY", "self", "play_only_if", condition=L.Count(L.Sel(owner="you"), ">=", 5)),)),
    H("Minnie Mouse - Drum Major", "PARADE ORDER",
      "When you play this character, if you used Shift to play her, you may search your deck for a character card and "
      "reveal that card to all players. Shuffle your deck and put that card on top of it.",
      (TriggeredAbility("PARADE ORDER", "play", (L.If(L.Flag("shifted"), (
          L.May(), L.SearchDeck((L.Sel(),), to="top"))),)),)),
    H("Madam Mim - Elephant", "SNEAKY MOVE",
      "At the start of your turn, you may move up to 2 damage counters from this character to chosen opposing "
      "character.",
      (TriggeredAbility("SNEAKY MOVE", "start_of_turn", (
          L.May(), L.Choose("t", L.Sel(owner="opp")), L.ChooseNumber("n", 2), L.MoveDamage("self", "t", "n"))),)),
    H("Anna - Diplomatic Queen", "ROYAL RESOLUTION",
      "When you play this character, you may pay 2 ⬡ to choose one: • Each opponent chooses and discards a card. "
      "• Chosen character gets +2 ¤ this turn. • Banish chosen damaged character.",
      (TriggeredAbility("ROYAL RESOLUTION", "play", (L.May(), L.PayInk(2), L.Modes((
          (L.Discard("opponents", 1),),
          (L.Choose("t", L.Sel()), L.Stat("t", "strength", 2)),
          (L.Choose("d", L.Sel(damaged=True)), L.Banish("d")))))),)),
    H("Koda - Talkative Cub", "TELL EVERYBODY",
      "During opponents' turns, you can't lose lore.",
      (StaticAbility("TELL EVERYBODY", "self", "cant_lose_lore", condition=L.Flag("opponents_turn")),)),
    H("Magica De Spell - Cruel Sorceress", "PLAYING WITH POWER",
      "During opponents' turns, if an effect would cause you to discard one or more cards from your hand, you don't "
      "discard.",
      (StaticAbility("PLAYING WITH POWER", "self", "dont_discard", condition=L.Flag("opponents_turn")),)),
    H("The Sword Released", "POWER APPOINTED",
      "At the start of your turn, if you have a character in play with more ¤ than each opposing character in play, "
      "each opponent loses 1 lore and you gain lore equal to the lore lost.",
      (TriggeredAbility("POWER APPOINTED", "start_of_turn", (L.If(L.Flag("strongest"), (
          L.LoseLore("opponents", 1), L.GainLore("you", "_lost"))),)),)),
    H("Namaari - Resolute Daughter", "I DON'T HAVE ANY OTHER CHOICE",
      "For each opposing character banished in a challenge this turn, you pay 2 ⬡ less to play this character.",
      (StaticAbility("I DON'T HAVE ANY OTHER CHOICE", "self", "cost", 2,
                     per=L.ThisTurn("banished_in_challenge", L.Sel(owner="opp"))),)),
    H("Royal Tantrum", "",
      "Banish any number of your items, then draw a card for each item banished this way.",
      (ActionEffect("", (L.Choose("t", L.Sel(owner="you", types=("item",)), n=L.ANY_NUMBER, up_to=True), L.Banish("t"),
                         L.Draw("you", L.CountIn("t", L.Sel(types=("item",)))))),)),
    H("Ever as Before", "",
      "Remove up to 2 damage from any number of chosen characters.",
      (ActionEffect("", (L.Choose("t", L.Sel(), n=L.ANY_NUMBER, up_to=True), L.RemoveDamage("t", 2, up_to=True))),)),
    H("Sugar Rush Speedway - Starting Line", "ON YOUR MARKS!",
      "Once per turn, you may ⟳ chosen character here and deal them 1 damage to move them to another location for "
      "free.",
      (ActivatedAbility("ON YOUR MARKS!", ActivatedCost(), (
          L.Choose("t", L.Sel(owner="you", here=True)), L.PayWith("exert", "t"), L.DealDamage("t", 1),
          L.Choose("l", L.Sel(owner="you", types=("location",), other=True)), L.MoveTo("t", "l")), once_per_turn=True),)),
    H("Who's With Me?", "",
      "Your characters get +2 ¤ this turn. Whenever one of your characters with Reckless challenges another character "
      "this turn, gain 2 lore.",
      (ActionEffect("", (L.Continuous("own_characters", "stat", "strength", 2), L.Float("any", "challenges", (
          L.If(L.CardIs("trigger", L.Sel(owner="you", keyword="Reckless")), (L.GainLore("you", 2),)),)))),)),
    H("Chicha - Dedicated Mother", "ONE ON THE WAY",
      "During your turn, when you put a card into your inkwell, if it's the second card you've put into your inkwell "
      "this turn, you may draw a card.",
      (TriggeredAbility("ONE ON THE WAY", "ink", (L.May(), L.Draw("you", 1)), subject="any",
                        subject_sel=L.Sel(owner="you", types=("card",)),
                        condition=L.All((L.Flag("your_turn"), L.Flag("second_ink")))),)),
    H("Prince John's Mirror", "A FEELING OF POWER",
      "At the end of each opponent's turn, if they have more than 3 cards in their hand, they discard until they have 3 "
      "cards in their hand.",
      (TriggeredAbility("A FEELING OF POWER", "end_of_turn", (L.DiscardUntil("active", 3),), subject="any",
                        condition=L.Flag("opponents_turn")),)),
    H("Food Fight!", "",
      "Your characters gain “⟳, 1 ⬡ — Deal 1 damage to chosen character” this turn.",
      (ActionEffect("", (L.GrantAbility("own_characters", ActivatedAbility(
          "⟳, 1 ⬡ — Deal 1 damage to chosen character", ActivatedCost(exert=True, ink=1),
          (L.Choose("t", L.Sel()), L.DealDamage("t", 1)))),)),)),
    H("Sherwood Forest - Outlaw Hideaway", "FAMILIAR TERRAIN",
      "Characters gain Ward and “⟳, 1 ⬡ — Deal 2 damage to chosen damaged character” while here.",
      (StaticAbility("FAMILIAR TERRAIN", "characters_here", "keyword", keyword="Ward"),
       StaticAbility("FAMILIAR TERRAIN", "characters_here", "grant", grant=ActivatedAbility(
           "⟳, 1 ⬡ — Deal 2 damage to chosen damaged character", ActivatedCost(exert=True, ink=1),
           (L.Choose("t", L.Sel(damaged=True)), L.DealDamage("t", 2)))))),
    H("Bad-Anon - Villain Support Center", "THERE'S NO ONE I'D RATHER BE THAN ME",
      "Villain characters gain “⟳, 3 ⬡ — Play a character with the same name as this character for free” while here.",
      (StaticAbility("THERE'S NO ONE I'D RATHER BE THAN ME", "characters_here", "grant",
                     sel=L.Sel(classification="Villain"), grant=ActivatedAbility(
                         "⟳, 3 ⬡ — Play a character with the same name as this character for free",
                         ActivatedCost(exert=True, ink=3),
                         (L.Choose("t", L.Sel(owner="you", zone="hand", same_name_as="self")), L.PlayFree("t")))),)),
    H("Magical Aid", "",
      "Chosen character gains Challenger +3 and “When this character is banished in a challenge, return this card to "
      "your hand” this turn.",
      (ActionEffect("", (L.Choose("t", L.Sel()), L.GrantKeyword("t", "Challenger", 3), L.GrantAbility("t", TriggeredAbility("When this character is banished in a challenge, return this card to your hand",
                       "banished_in_challenge", (L.ReturnToHand("self"),))))),)),
    H("Prince Phillip - Swordsman of the Realm", "PRESSING THE ADVANTAGE",
      "Whenever he challenges a damaged character, ready this character after the challenge.",
      (TriggeredAbility("PRESSING THE ADVANTAGE", "challenges", (L.Delayed("after_challenge", (L.Ready("self"),)),),
                        condition=L.Challenged(L.Sel(damaged=True))),)),
    H("Maleficent - Formidable Queen", "LISTEN WELL, ALL OF YOU",
      "When you play this character, for each of your characters named Maleficent in play, return a chosen opposing "
      "character, item, or location with cost 3 or less to their player's hand.",
      (TriggeredAbility("LISTEN WELL, ALL OF YOU", "play", (L.Repeat(L.CountOf(L.Sel(owner="you", name="Maleficent")), (
          L.Choose("t", L.Sel(owner="opp", types=("character", "item", "location"), cost=("<=", 3))),
          L.ReturnToHand("t"))),)),)),
    H("Mufasa - Ruler of Pride Rock", "A DELICATE BALANCE",
      "When you play this character, exert all cards in your inkwell, then return 2 cards at random from your inkwell "
      "to your hand.",
      (TriggeredAbility("A DELICATE BALANCE", "play", (L.InkwellState("you", True), L.InkwellToHand("you", 2))),)),
    H("Robin Hood - Timely Contestant", "TAG ME IN!",
      "For each 1 damage on opposing characters, you pay 1 ⬡ less to play this character.",
      (StaticAbility("TAG ME IN!", "self", "cost", 1, per=L.DamageOn(L.Sel(owner="opp"))),)),
    H("Tug-of-War", "",
      "Choose one: • Deal 1 damage to each opposing character without Evasive. • Deal 3 damage to each opposing "
      "character with Evasive.",
      (ActionEffect("", (L.Modes(((L.DealDamage(L.Sel(owner="opp", no_keyword="Evasive"), 1),),
                                  (L.DealDamage(L.Sel(owner="opp", keyword="Evasive"), 3),))),)),)),
    H("Prince John - Gold Lover", "BEAUTIFUL, LOVELY TAXES",
      "Play an item from your hand or discard with cost 5 or less for free, exerted.",
      (ActivatedAbility("BEAUTIFUL, LOVELY TAXES", ActivatedCost(exert=True), (
          L.Choose("t", L.Sel(owner="you", zone="hand_or_discard", types=("item",), cost=("<=", 5))),
          L.PlayFree("t", exerted=True))),)),
    H("We Know the Way", "",
      "Shuffle chosen card from your discard into your deck. Reveal the top card of your deck. If it has the same name "
      "as the chosen card, you may play the revealed card for free. Otherwise, put it into your hand.",
      (ActionEffect("", (L.Choose("c", L.Sel(owner="you", zone="discard", types=("character", "action", "item", "location"))),
                         L.ShuffleIntoDeck("c"),
                         L.RevealTop(L.Sel(types=("character", "action", "item", "location"), same_name_as="c"),
                                     then="play", otherwise="hand"))),)),
]
