"""Hand scripts of set 8 (Reign of Jafar)."""

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
    H("The Colonel - Old Sheepdog", "WE'VE GOT 'EM OUTNUMBERED",
      "While you have 3 or more Puppy characters in play, this character gets +2 ¤ and +2 ◊.",
      (StaticAbility("WE'VE GOT 'EM OUTNUMBERED", "self", "strength", 2,
                     condition=L.Count(L.Sel(owner="you", classification="Puppy"), ">=", 3)),
       StaticAbility("WE'VE GOT 'EM OUTNUMBERED", "self", "lore", 2,
                     condition=L.Count(L.Sel(owner="you", classification="Puppy"), ">=", 3)))),
    H("Abu - Illusory Pachyderm", "GRASPING TRUNK",
      "Whenever this character quests, gain lore equal to the ◊ of chosen opposing character.",
      (TriggeredAbility("GRASPING TRUNK", "quest", (
          L.Choose("c", L.Sel(owner="opp")), L.GainLore("you", L.StatOf("c", "lore")))),)),
    H("Royal Guard - Octopus Soldier", "HEAVILY ARMED",
      "Whenever you draw a card, this character gains Challenger +1 this turn.",
      (TriggeredAbility("HEAVILY ARMED", "draw", (L.GrantKeyword("self", "Challenger", 1),), subject="any",
                        subject_sel=L.Sel(owner="you", types=("card",))),)),
    H("Ice Spikes", "IT'S STUCK",
      "Exert chosen opposing item. It can't ready at the start of its next turn.",
      (ActivatedAbility("IT'S STUCK", ActivatedCost(exert=True, ink=1), (
          L.Choose("c", L.Sel(owner="opp", types=("item",))), L.Exert("c"),
          L.Restrict("c", "cant_ready", "their_next_turn"))),)),
    H("Bill the Lizard - Chimney Sweep", "NOTHING TO IT",
      "While another character in play has damage, this character gains Evasive.",
      (StaticAbility("NOTHING TO IT", "self", "keyword", keyword="Evasive",
                     condition=L.Count(L.Sel(other=True, damaged=True), ">=", 1)),)),
    H("Alice - Clumsy as Can Be", "ACCIDENT PRONE",
      "Whenever this character quests, put 1 damage counter on each other character.",
      (TriggeredAbility("ACCIDENT PRONE", "quest", (L.PutDamage(L.Sel(other=True), 1),)),)),
    H("Gloyd Orangeboar - Fierce Competitor", "PUMPKIN SPICE",
      "When you play this character, each opponent loses 1 lore and you gain 1 lore.",
      (TriggeredAbility("PUMPKIN SPICE", "play", (L.LoseLore("opponents", 1), L.GainLore("you", 1))),)),
    H("Cri-Kee - Part of the Team", "AT HER SIDE",
      "While you have 2 or more other exerted characters in play, this character gets +2 ◊.",
      (StaticAbility("AT HER SIDE", "self", "lore", 2,
                     condition=L.Count(L.Sel(owner="you", other=True, exerted=True), ">=", 2)),)),
    H("The Coachman - Greedy Deceiver", "WILD RIDE",
      "While 2 or more characters of yours are exerted, this character gets +2 ¤ and gains Evasive.",
      (StaticAbility("WILD RIDE", "self", "strength", 2, condition=L.Count(L.Sel(owner="you", exerted=True), ">=", 2)),
       StaticAbility("WILD RIDE", "self", "keyword", keyword="Evasive",
                     condition=L.Count(L.Sel(owner="you", exerted=True), ">=", 2)))),
    H("Stopped Chaos in Its Tracks", "",
      "Return up to 2 chosen characters with 3 ¤ or less each to their player's hand.",
      (ActionEffect("", (L.Choose("c", L.Sel(strength=("<=", 3)), n=2, up_to=True), L.ReturnToHand("c"))),)),
    # cov3-c
    H("Bambi - Little Prince", "KIND OF BASHFUL",
      "When an opponent plays a character, return this character to your hand.",
      (TriggeredAbility("KIND OF BASHFUL", "any_play", (L.ReturnToHand("self"),),
                        subject="any", subject_sel=L.Sel(owner="opp")),)),
    H("Faline - Playful Fawn", "PRECOCIOUS FRIEND",
      "While you have a character in play with more ¤ than each opposing character, this character gets +2 ◊.",
      (StaticAbility("PRECOCIOUS FRIEND", "self", "lore", 2, condition=L.Flag("strongest")),)),
    H("Namaari - Single-Minded Rival", "STRATEGIC EDGE",
      "When you play this character and at the start of your turn, you may draw a card, then choose and discard a "
      "card.",
      (TriggeredAbility("STRATEGIC EDGE", "play", (L.May(), L.Draw("you", 1), L.Discard("you", 1))),
       TriggeredAbility("STRATEGIC EDGE", "start_of_turn", (L.May(), L.Draw("you", 1), L.Discard("you", 1))))),
    H("Namaari - Single-Minded Rival", "EXTREME FOCUS",
      "This character gets +1 ¤ for each card in your discard.",
      (StaticAbility("EXTREME FOCUS", "self", "strength", 1,
                     per=L.CountOf(L.Sel(owner="you", types=("card",), zone="discard"))),)),
    H("Brutus - Fearsome Crocodile", "SPITEFUL",
      "During your turn, when this character is banished, if one of your characters took damage this turn, gain 2 "
      "lore.",
      (TriggeredAbility("SPITEFUL", "banished", (L.GainLore("you", 2),), condition=L.Flag("your_turn"),
                        resolve_if=L.ThisTurn("damaged", L.Sel(owner="you"))),)),
    H("Nero - Fearsome Crocodile", "AND MEAN",
      "Move 1 damage counter from this character to chosen opposing character.",
      (ActivatedAbility("AND MEAN", ActivatedCost(exert=True), (
          L.Choose("t", L.Sel(owner="opp")), L.MoveDamage("self", "t", 1))),)),
    H("Antonio Madrigal - Friend to All", "OF COURSE THEY CAN COME",
      "Once during your turn, whenever one of your characters sings a song, you may search your deck for a character "
      "card with cost 3 or less and reveal that card to all players. Put that card into your hand and shuffle your "
      "deck.",
      (TriggeredAbility("OF COURSE THEY CAN COME", "sing", (
          L.May(), L.SearchDeck((L.Sel(cost=("<=", 3)),))), once_per_turn=True, subject="own_character",
          condition=L.Flag("your_turn")),)),
    H("Yzma - On Edge", "WHY DO WE EVEN HAVE THAT LEVER?",
      "When you play this character, if you have a card named Pull the Lever! in your discard, you may search your "
      "deck for a card named Wrong Lever! and reveal that card to all players. Put that card into your hand and "
      "shuffle your deck.",
      (TriggeredAbility("WHY DO WE EVEN HAVE THAT LEVER?", "play", (
          L.If(L.Count(L.Sel(owner="you", types=("card",), zone="discard", name="Pull the Lever!"), ">=", 1), (
              L.May(), L.SearchDeck((L.Sel(types=("card",), name="Wrong Lever!"),)))),)),)),
    H("Lilo - Causing an Uproar", "STOMPIN' TIME!",
      "During your turn, if you've played 3 or more actions this turn, you may play this character for free.",
      (StaticAbility("STOMPIN' TIME!", "self", "play_free",  # an alternative cost (CR 1.5.5.3)
                     condition=L.ThisTurn("played", L.Sel(owner="you", types=("action",)), n=3, your_turn=True)),)),
    H("Lilo - Causing an Uproar", "RAAAWR!",
      "When you play this character, ready chosen character. They can't quest for the rest of this turn.",
      (TriggeredAbility("RAAAWR!", "play", (
          L.Choose("c", L.Sel()), L.Ready("c"), L.Restrict("c", "cant_quest"))),)),
    H("Ratigan - Greedy Genius", "TIME RUNS OUT",
      "At the end of your turn, if you didn't put any cards into your inkwell this turn, banish this character.",
      (TriggeredAbility("TIME RUNS OUT", "end_of_turn", (L.Banish("self"),), resolve_if=L.Flag("no_ink_this_turn")),)),
    H("Go Go Tomago - Cutting Edge", "ZERO RESISTANCE",
      "When you play this character, if you used Shift to play her, you may put chosen character into their player's "
      "inkwell facedown and exerted.",
      (TriggeredAbility("ZERO RESISTANCE", "play", (L.If(L.Flag("shifted"), (
          L.May(), L.Choose("t", L.Sel()), L.ToInkwell("t", True))),)),)),
    H("Mushu - Your Worst Nightmare", "ALL FIRED UP",
      "Whenever you play another character, they gain Rush, Reckless, and Evasive this turn.",
      (TriggeredAbility("ALL FIRED UP", "any_play", (
          L.GrantKeyword("trigger", "Rush"), L.GrantKeyword("trigger", "Reckless"),
          L.GrantKeyword("trigger", "Evasive")), subject="any", subject_sel=L.Sel(owner="you", other=True)),)),
    H("Nathaniel Flint - Notorious Pirate", "PREDATORY INSTINCT",
      "You can't play this character unless an opposing character took damage this turn.",
      (StaticAbility("PREDATORY INSTINCT", "self", "play_only_if", condition=L.ThisTurn("damaged", L.Sel(owner="opp"))),)),
    H("Chem Purse", "HERE'S THE BEST PART",
      "Whenever you play a character, if you used Shift to play them, they get +4 ¤ this turn.",
      (TriggeredAbility("HERE'S THE BEST PART", "any_play", (
          L.If(L.Flag("trigger_shifted"), (L.Stat("trigger", "strength", 4),)),),
          subject="any", subject_sel=L.Sel(owner="you")),)),
    H("Honey Lemon - Costumed Catalyst", "LET'S DO THIS!",
      "Whenever you play a Floodborn character, if you used Shift to play them, you may return chosen character to "
      "their player's hand.",
      (TriggeredAbility("LET'S DO THIS!", "any_play", (
          L.If(L.Flag("trigger_shifted"), (L.May(), L.Choose("t", L.Sel()), L.ReturnToHand("t"))),),
          subject="any", subject_sel=L.Sel(owner="you", classification="Floodborn")),)),
    H("Desperate Plan", "",
      "If you have no cards in your hand, draw until you have 3 cards in your hand. Otherwise, choose and discard any "
      "number of cards, then draw that many cards.",
      (ActionEffect("", (L.If(L.ZoneCount("hand", "==", 0), (L.DrawUntil("you", 3),), otherwise=(
          L.Choose("c", L.Sel(owner="you", types=("card",), zone="hand"), n=L.ANY_NUMBER, up_to=True),
          L.DiscardCards("c"), L.Draw("you", L.CountIn("c", L.Sel(types=("card",), zone="discard"))))),)),)),
    H("Beyond the Horizon", "",
      "Choose any number of players. They discard their hands and draw 3 cards each.",
      (ActionEffect("", (L.Choose("p", "player", n=L.ANY_NUMBER, up_to=True), L.DiscardHand("p"), L.Draw("p", 3))),)),
    H("Captain Hook - The Pirate King", "GIVE 'EM ALL YOU GOT!",
      "Once during your turn, whenever an opposing character takes damage, your Pirate characters get +2 ¤ and gain "
      "Resist +2 this turn.",
      (TriggeredAbility("GIVE 'EM ALL YOU GOT!", "damaged", (
          L.Continuous("own_characters", "stat", "strength", 2, sel=L.Sel(classification="Pirate")),
          L.Continuous("own_characters", "kw", "Resist", 2, sel=L.Sel(classification="Pirate"))),
          once_per_turn=True, subject="opponent_character", condition=L.Flag("your_turn")),)),
    H("Heads Held High", "",
      "Remove up to 3 damage from any number of chosen characters. All opposing characters get -3 ¤ this turn.",
      (ActionEffect("", (L.Choose("c", L.Sel(), n=L.ANY_NUMBER, up_to=True), L.RemoveDamage("c", 3, up_to=True),
                         L.Continuous("opposing_characters", "stat", "strength", -3))),)),
    H("Donald Duck - Coin Collector", "MONEY EVERYWHERE",
      "When you play this character, your other characters gain “⟳ — Draw a card” this turn.",
      (TriggeredAbility("MONEY EVERYWHERE", "play", (L.GrantAbility("other_own_characters", ActivatedAbility(
          "⟳ — Draw a card", ActivatedCost(exert=True), (L.Draw("you", 1),))),)),)),
    H("Walk the Plank!", "",
      "Your Pirate characters gain “⟳ — Banish chosen damaged character” this turn.",
      (ActionEffect("", (L.GrantAbility(L.Sel(owner="you", classification="Pirate"), ActivatedAbility(
          "⟳ — Banish chosen damaged character", ActivatedCost(exert=True),
          (L.Choose("t", L.Sel(damaged=True)), L.Banish("t")))),)),)),
    H("Forest Duel", "",
      "Your characters gain Challenger +2 and “When this character is banished in a challenge, return this card to "
      "your hand” this turn.",
      (ActionEffect("", (L.GrantKeyword("own_characters", "Challenger", 2), L.GrantAbility("own_characters", TriggeredAbility("When this character is banished in a challenge, return this card to your hand",
                       "banished_in_challenge", (L.ReturnToHand("self"),))))),)),
    H("Mother Gothel - Knows What's Best", "LOOK WHAT YOU'VE DONE",
      "When you play this character, you may deal 2 damage to another chosen character of yours to give that "
      "character Challenger +1 and “When this character is banished in a challenge, return this card to your hand” "
      "this turn.",
      (TriggeredAbility("LOOK WHAT YOU'VE DONE", "play", (
          L.May(), L.Choose("t", L.Sel(owner="you", other=True)), L.DealDamage("t", 2),
          L.GrantKeyword("t", "Challenger", 1), L.GrantAbility("t", TriggeredAbility("When this character is banished in a challenge, return this card to your hand",
                       "banished_in_challenge", (L.ReturnToHand("self"),))))),)),
    H("Figaro - Tuxedo Cat", "PLAYFULNESS",
      "Opposing items enter play exerted.",
      (StaticAbility("PLAYFULNESS", "opposing_items", "opponents_enter_exerted"),)),
    H("Jiminy Cricket - Level-Headed and Wise", "ENOUGH'S ENOUGH",
      "While this character is exerted, opposing characters with Rush enter play exerted.",
      (StaticAbility("ENOUGH'S ENOUGH", "opposing_characters", "opponents_enter_exerted", sel=L.Sel(keyword="Rush"),
                     condition=L.Flag("exerted")),)),
    H("Alma Madrigal - Accepting Grandmother", "THE MIRACLE IS YOU",
      "Once during your turn, whenever one or more of your characters sings a song, you may ready those characters.",
      (TriggeredAbility("THE MIRACLE IS YOU", "sung", (L.May(), L.Ready("singers")), once_per_turn=True,
                        subject="any", subject_sel=L.Sel(owner="you", types=("action",)), condition=L.Flag("your_turn")),)),
    H("Everybody's Got a Weakness", "",
      "Move 1 damage counter from each damaged character you have in play to chosen opposing character. Draw a card "
      "for each damage counter moved this way.",
      (ActionEffect("", (L.Choose("t", L.Sel(owner="opp")), L.GatherDamage("t", L.Sel(owner="you", damaged=True), 1),
                         L.Draw("you", "_moved"))),)),
    H("Fantastical and Magical", "",
      "For each character that sang this song, draw a card and gain 1 lore.",
      (ActionEffect("", (L.Keep("s", "singers"), L.Draw("you", L.CountIn("s", L.Sel())),
                         L.GainLore("you", L.CountIn("s", L.Sel())))),)),
    H("Geppetto - Skilled Craftsman", "SEEKING INSPIRATION",
      "Whenever this character quests, you may choose and discard any number of item cards to gain 1 lore for each "
      "item card discarded this way.",
      (TriggeredAbility("SEEKING INSPIRATION", "quest", (
          L.May(), L.Choose("d", L.Sel(owner="you", zone="hand", types=("item",)), n=L.ANY_NUMBER, up_to=True),
          L.DiscardCards("d"), L.GainLore("you", L.CountIn("d", L.Sel(types=("item",)))))),)),
    H("Goofy - Groundbreaking Chef", "PLENTY TO GO AROUND",
      "At the end of your turn, you may remove up to 1 damage from each of your other characters. Ready each "
      "character you removed damage from this way.",
      (TriggeredAbility("PLENTY TO GO AROUND", "end_of_turn", (
          L.Choose("d", L.Sel(owner="you", other=True, damaged=True), n=L.ANY_NUMBER, up_to=True),
          L.RemoveDamage("d", 1), L.Ready("d"))),)),
    H("Jafar - High Sultan of Lorcana", "DARK POWER",
      "Whenever this character quests, you may draw a card, then choose and discard a card. If an Illusion character "
      "card is discarded this way, you may play that character for free.",
      (TriggeredAbility("DARK POWER", "quest", (
          L.May(), L.Draw("you", 1), L.Choose("d", L.Sel(owner="you", zone="hand", types=("character", "action", "item", "location"))), L.DiscardCards("d"),
          L.If(L.Chosen("d", sel=L.Sel(classification="Illusion")), (L.May(), L.PlayFree("d"))))),)),
    H("Louie - One Cool Duck", "SPRING THE TRAP",
      "While this character is being challenged, the challenging character gets -1 ¤.",
      (StaticAbility("SPRING THE TRAP", "challenging_me", "strength", -1),)),
    H("Mirabel Madrigal - Curious Child", "YOU ARE A WONDER",
      "When you play this character, you may reveal a song card in your hand to gain 1 lore.",
      (TriggeredAbility("YOU ARE A WONDER", "play", (
          L.May(), L.Choose("s", L.Sel(owner="you", zone="hand", types=("action",), song=True)), L.RevealChosen("s"),
          L.If(L.Chosen("s"), (L.GainLore("you", 1),)))),)),
    H("Nothing We Won't Do", "",
      "Ready all your characters. For the rest of this turn, they take no damage from challenges and can't quest.",
      (ActionEffect("", (L.Ready("own_characters"), L.Replace("own_characters", "damage", "prevent_challenge"),
                         L.Restrict("own_characters", "cant_quest"))),)),
    H("Stitch - Experiment 626", "STEALTH MODE",
      "At the start of your turn, if this card is in your discard, you may choose and discard a card with ◉ to play "
      "this character for free and he enters play exerted.",
      (TriggeredAbility("STEALTH MODE", "start_of_turn", (
          L.May(), L.Choose("d", L.Sel(owner="you", zone="hand", types=("character", "action", "item", "location"),
                                       inkable=True)),
          L.DiscardCards("d"), L.If(L.Chosen("d"), (L.PlayFree("self", exerted=True),))), zone="discard"),)),
    H("Wrong Lever!", "",
      "Choose one: • Return chosen character to their player's hand. • Put a card named Pull the Lever! from your "
      "discard on the bottom of your deck to put chosen character on the bottom of their player's deck.",
      (ActionEffect("", (L.Modes(((L.Choose("t", L.Sel()), L.ReturnToHand("t")), (
          L.Choose("c", L.Sel(owner="you", zone="discard", types=("action",), name="Pull the Lever!")),
          L.If(L.Chosen("c"), (L.PutBottom("c"), L.Choose("t", L.Sel()), L.ToDeckBottom("t")))))),)),)),
]
