"""Hand scripts of set 12."""

from __future__ import annotations

from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import (
    ActionEffect,
    ActivatedAbility,
    ActivatedCost,
    StaticAbility,
    TriggeredAbility,
)
from lorcana_desktop.scripts.effects import ALL
from lorcana_desktop.scripts.hand import HandAbility as H

_ANOTHER = L.ThisTurn("played", L.Sel(owner="you", other=True))  # "if you played another character this turn"
# "if 2 or more cards were put into your discard this turn"
_TO_DISCARD = L.ThisTurn("to_discard", L.Sel(owner="you", types=("card",)), 2)
_VILLAIN = L.Count(L.Sel(owner="you", classification="Villain"), ">=", 1)  # "while you have a Villain character"
_ONLY_ONE_HERE = L.Count(L.Sel(owner="you", here=True), "==", 1)  # "while you have only 1 character here"

SCRIPTS = [
    H("Luisa Madrigal - Confident Climber", "I CAN TAKE IT",
      "Move up to 1 damage from chosen character of yours to this character. Then, if this character has 3 or "
      "more damage, move all damage from this character to chosen opposing character.",
      (ActivatedAbility("I CAN TAKE IT", ActivatedCost(ink=1), (
          L.Choose("a", L.Sel(owner="you")), L.ChooseNumber("n", 1), L.MoveDamage("a", "self", "n"),
          L.If(L.SelfStat("damage", 3), (L.Choose("t", L.Sel(owner="opp")), L.MoveDamage("self", "t", ALL))))),)),
    H("Incrediboy - Buddy Pine", "SPOILER ALERT",
      "This character also counts as being named Syndrome for Shift.", (), extra_names=("Syndrome",)),
    H("Three Arrows", "",
      "Deal 2 damage to chosen character. Then, you may deal 1 damage to another chosen character.",
      (ActionEffect("", (L.Choose("t", L.Sel()), L.DealDamage("t", 2), L.May(),
                         L.Choose("u", L.Sel(), exclude="t"), L.DealDamage("u", 1))),)),
    H("Dolores Madrigal - Hears Everything", "NO SECRETS",
      "When you play this character, look at chosen opponent's hand.",
      (TriggeredAbility("NO SECRETS", "play", (L.Choose("p", "opponent"), L.RevealHand("p"))),)),
    H("Omnidroid - V.10", "ELECTRO-ARMOR",
      "While there's a card under this character, it gains Resist +2.",
      (StaticAbility("ELECTRO-ARMOR", "self", "keyword", 2, keyword="Resist", condition=L.Flag("has_card_under")),)),
    H("Ranger Plane", "AIR SUPPORT",
      "Your characters gain Support.",
      (StaticAbility("AIR SUPPORT", "own_characters", "keyword", keyword="Support"),)),
    H("The Queen - Evil Ruler", "UNEQUALED CRUELTY",
      "While an opposing damaged character is in play, this character gets +2 ¤.",
      (StaticAbility("UNEQUALED CRUELTY", "self", "strength", 2,
                     condition=L.Count(L.Sel(owner="opp", damaged=True), ">=", 1)),)),
    H("Rex - Protective Dinosaur", "RUN AWAY!",
      "During an opponent's turn, when this character is banished, gain 1 lore.",
      (TriggeredAbility("RUN AWAY!", "banished", (L.GainLore("you", 1),), condition=L.Flag("opponents_turn")),)),
    H("Woody - Jungle Guide", "LET'S GET MOVIN'",
      "Whenever this character quests, draw a card. Then, you may play a character with cost 2 or less for free.",
      (TriggeredAbility("LET'S GET MOVIN'", "quest", (
          L.Draw("you", 1), L.May(), L.Choose("c", L.Sel(owner="you", zone="hand", cost=("<=", 2))),
          L.PlayFree("c"))),)),
    H("Chip - Team Player", "RANGER RESOURCEFULNESS",
      "When you play this character, if you have another character with 4 ⛉ or more in play, you may draw a card.",
      (TriggeredAbility("RANGER RESOURCEFULNESS", "play", (L.If(
          L.Count(L.Sel(owner="you", other=True, willpower=(">=", 4)), ">=", 1), (L.May(), L.Draw("you", 1))),)),)),
    H("Luisa Madrigal - No Pressure", "SHOULDER THE BURDEN",
      "Whenever this character quests, you may move up to 3 damage from chosen character to this character.",
      (TriggeredAbility("SHOULDER THE BURDEN", "quest", (
          L.May(), L.Choose("a", L.Sel()), L.ChooseNumber("n", 3), L.MoveDamage("a", "self", "n"))),)),
    H("Isabela Madrigal - Perfectly in Control", "FEEL BETTER",
      "When you play this character and whenever she quests, you may move all damage from chosen character of yours "
      "to this character.",
      tuple(TriggeredAbility("FEEL BETTER", ev, (
          L.May(), L.Choose("a", L.Sel(owner="you")), L.MoveDamage("a", "self", ALL))) for ev in ("play", "quest"))),
    H("Minnie Mouse - Practical Traveler", "DISCERNING EYE",
      "Whenever this character quests, if you played another character this turn, gain 1 lore.",
      (TriggeredAbility("DISCERNING EYE", "quest", (L.If(_ANOTHER, (L.GainLore("you", 1),)),)),)),
    H("Mickey Mouse - Experienced Traveler", "LIGHTING THE WAY",
      "Whenever this character quests, if you played another character this turn, you may draw a card.",
      (TriggeredAbility("LIGHTING THE WAY", "quest", (L.If(_ANOTHER, (L.May(), L.Draw("you", 1))),)),)),
    H("Queen of Hearts - Impatient Traveler", "ROYAL COMMAND",
      "Whenever this character quests, if you played another character this turn, chosen character gains Rush this "
      "turn.",
      (TriggeredAbility("ROYAL COMMAND", "quest", (
          L.If(_ANOTHER, (L.Choose("t", L.Sel()), L.GrantKeyword("t", "Rush"))),)),)),
    H("Maleficent - Imperious Traveler", "HEED MY WORDS",
      "Whenever this character quests, if you played another character this turn, you may exert chosen opposing "
      "character.",
      (TriggeredAbility("HEED MY WORDS", "quest", (
          L.If(_ANOTHER, (L.May(), L.Choose("t", L.Sel(owner="opp")), L.Exert("t"))),)),)),
    H("Cruella De Vil - Judgmental Traveler", "YOU'RE OUT OF FASHION",
      "Whenever this character quests, if you played another character this turn, you may banish chosen damaged "
      "character.",
      (TriggeredAbility("YOU'RE OUT OF FASHION", "quest", (
          L.If(_ANOTHER, (L.May(), L.Choose("t", L.Sel(damaged=True)), L.Banish("t"))),)),)),
    H("Super Suit", "SUIT UP",
      "If you played a Hero character this turn, draw a card.",
      (ActivatedAbility("SUIT UP", ActivatedCost(exert=True, ink=2), (
          L.If(L.ThisTurn("played", L.Sel(classification="Hero")), (L.Draw("you", 1),)),)),)),
    H("Card Advantage", "",
      "If an opposing character was banished in a challenge this turn, draw 2 cards.",
      (ActionEffect("", (L.If(L.ThisTurn("banished_in_challenge", L.Sel(owner="opp")), (L.Draw("you", 2),)),)),)),
    H("Ranger Team-Up", "",
      "Chosen character gets +¤ equal to their ⛉ this turn.",
      (ActionEffect("", (L.Choose("t", L.Sel()), L.Stat("t", "strength", L.StatOf("t", "willpower")))),)),
    H("Zipper - Big Helper", "BUZZING ENTHUSIASM",
      "Whenever this character quests, you may add his ⛉ to another chosen character's ¤ this turn.",
      (TriggeredAbility("BUZZING ENTHUSIASM", "quest", (
          L.May(), L.Choose("t", L.Sel(other=True)), L.Stat("t", "strength", L.StatOf("self", "willpower")))),)),
    H("Touch the Sky", "",
      "Move a character of yours to a location for free. Then, draw cards equal to that location's ◊.",
      (ActionEffect("", (L.Choose("c", L.Sel(owner="you")), L.Choose("l", L.Sel(owner="you", types=("location",))),
                         L.MoveTo("c", "l"), L.Draw("you", L.StatOf("l", "lore")))),)),
    H("Helga Sinclair - No Backup Needed", "CRISIS MANAGEMENT",
      "If 2 or more cards were put into your discard this turn, you pay 2 ⬡ less to play this character.",
      (StaticAbility("CRISIS MANAGEMENT", "self", "cost", 2, condition=_TO_DISCARD),)),
    H("Lyle Tiberius Rourke - Adventurer for Hire", "DIRTY TRICKS",
      "At the end of your turn, if 2 or more cards were put into your discard this turn, each opponent loses 1 lore.",
      (TriggeredAbility("DIRTY TRICKS", "end_of_turn", (L.If(_TO_DISCARD, (L.LoseLore("opponents", 1),)),)),)),
    H("Omnidroid - V.9", "ENEMY DETECTED",
      "When you play this character, if you used Shift to play it, you may deal 2 damage to chosen character.",
      (TriggeredAbility("ENEMY DETECTED", "play", (L.If(L.Flag("shifted"), (
          L.May(), L.Choose("t", L.Sel()), L.DealDamage("t", 2))),)),)),
    H("Ursula - Deal Maker", "BY THE WAY",
      "At the end of your turn, if this character is exerted, put chosen character of yours into your inkwell "
      "facedown and exerted.",
      (TriggeredAbility("BY THE WAY", "end_of_turn", (L.Choose("t", L.Sel(owner="you")), L.ToInkwell("t")),
                        condition=L.Flag("exerted")),)),
    H("Edna Mode - Fashion Designer", "NO CAPES!",
      "When you play this character, you may return chosen item with cost 2 or less to its player's hand. If you do, "
      "its player draws a card.",
      (TriggeredAbility("NO CAPES!", "play", (
          L.May(), L.Choose("t", L.Sel(types=("item",), cost=("<=", 2))), L.ReturnToHand("t"),
          L.If(L.Chosen("t"), (L.Draw("owner:t", 1),)))),)),
    H("Edna Mode - Fashion Designer", "MAKING SUPERS FABULOUS",
      "Whenever this character quests, your Super characters get +1 ◊ this turn.",
      (TriggeredAbility("MAKING SUPERS FABULOUS", "quest", (
          L.Continuous("own_characters", "stat", "lore", 1, sel=L.Sel(classification="Super")),)),)),
    H("Diablo - Stone Servant", "CRUEL INTENT",
      "While you have a Villain character in play, this character gets +2 ¤ and +1 ◊.",
      (StaticAbility("CRUEL INTENT", "self", "strength", 2, condition=_VILLAIN),
       StaticAbility("CRUEL INTENT", "self", "lore", 1, condition=_VILLAIN))),
    H("Diablo - Stone Servant", "VILLAINOUS BOND",
      "While this character is exerted, your Villain characters can't be challenged.",
      (StaticAbility("VILLAINOUS BOND", "own_characters", "cant_be_challenged", condition=L.Flag("exerted"),
                     sel=L.Sel(classification="Villain")),)),
    H("Pluto - Vigilant Traveler", "BEWARE OF DOG",
      "Whenever this character quests, if you played another character this turn, chosen opposing character gets -1 "
      "¤ until the start of your next turn.",
      (TriggeredAbility("BEWARE OF DOG", "quest", (L.If(_ANOTHER, (
          L.Choose("t", L.Sel(owner="opp")), L.Stat("t", "strength", -1, "next_turn"))),)),)),
    H("Mrs. Incredible - Super Stretchy", "FLEXIBLE THINKING",
      "At the start of your turn, you may choose one: • This character gains Evasive until the start of your next "
      "turn. • This character gets +1 ◊ this turn.",
      (TriggeredAbility("FLEXIBLE THINKING", "start_of_turn", (L.May(), L.Modes((
          (L.GrantKeyword("self", "Evasive", duration="next_turn"),), (L.Stat("self", "lore", 1),))))),)),
    H("Donald Duck - Distracted Traveler", "BURNING CURIOSITY",
      "Whenever this character quests, if you played another character this turn, each opponent chooses and discards "
      "a card.",
      (TriggeredAbility("BURNING CURIOSITY", "quest", (L.If(_ANOTHER, (L.Discard("opponents", 1),)),)),)),
    H("Helga Sinclair - Prepared for Anything", "COMBAT TRAINING",
      "Whenever this character quests, deal 1 damage to chosen opposing character. If 2 or more cards were put into "
      "your discard this turn, deal 2 damage instead.",
      (TriggeredAbility("COMBAT TRAINING", "quest", (
          L.Choose("t", L.Sel(owner="opp")),
          L.If(_TO_DISCARD, (L.DealDamage("t", 2),), otherwise=(L.DealDamage("t", 1),)))),)),
    H("Daisy Duck - Trendy Traveler", "BREAK IS OVER",
      "Whenever this character quests, if you played a character this turn, you may ready another chosen character. "
      "If you do, they can't quest for the rest of this turn.",
      (TriggeredAbility("BREAK IS OVER", "quest", (L.If(L.ThisTurn("played", L.Sel(owner="you")), (
          L.May(), L.Choose("t", L.Sel(other=True)), L.Ready("t"), L.Restrict("t", "cant_quest"))),)),)),
    H("Firefly Swarm", "",
      "Choose one: • Banish chosen character with 2 ¤ or less. • If 2 or more other cards were put into your discard "
      "this turn, banish chosen character.",
      (ActionEffect("", (L.Modes((
          (L.Choose("t", L.Sel(strength=("<=", 2))), L.Banish("t")),
          (L.If(L.ThisTurn("to_discard", L.Sel(owner="you", types=("card",), other=True), 2), (
              L.Choose("u", L.Sel()), L.Banish("u"))),))),)),)),
    H("Cinderella - Resourceful Traveler", "THIS AND THAT",
      "Whenever this character quests, if you played another character this turn, you may put the top card of your "
      "deck into your inkwell facedown and exerted.",
      (TriggeredAbility("THIS AND THAT", "quest", (L.If(_ANOTHER, (L.May(), L.InkTop("you", True))),)),)),
    H("Kida - Discovering the Unknown", "READ THE RUNES",
      "Whenever this character quests, if 2 or more cards were put into your discard this turn, you may put the top "
      "card of your deck into your inkwell facedown and exerted.",
      (TriggeredAbility("READ THE RUNES", "quest", (L.If(_TO_DISCARD, (L.May(), L.InkTop("you", True))),)),)),
    H("Kashekim - Wise King", "STRENGTH IN MEMORY",
      "At the end of your turn, if 2 or more cards were put into your discard this turn, you may put the top card of "
      "your deck into your inkwell facedown.",
      (TriggeredAbility("STRENGTH IN MEMORY", "end_of_turn", (L.If(_TO_DISCARD, (L.May(), L.InkTop("you", False))),)),)),
    H("Goofy - Determined Traveler", "FALLING ROCKS",
      "Whenever this character quests, if you played another character this turn, you may deal 1 damage to chosen "
      "character or location.",
      (TriggeredAbility("FALLING ROCKS", "quest", (L.If(_ANOTHER, (
          L.May(), L.Choose("t", L.Sel(types=("character", "location"))), L.DealDamage("t", 1))),)),)),
    H("Andy's Room - Home Base", "ANDY'S FAVORITE",
      "While you have only 1 character here, they get +2 ⛉ and +1 ◊.",
      (StaticAbility("ANDY'S FAVORITE", "characters_here", "willpower", 2, condition=_ONLY_ONE_HERE),
       StaticAbility("ANDY'S FAVORITE", "characters_here", "lore", 1, condition=_ONLY_ONE_HERE))),
    H("Dangerous Plan", "",
      "Draw 2 cards. Then, discard a card at random.",
      (ActionEffect("", (L.Draw("you", 2), L.DiscardRandom("you", 1))),)),
    H("Dash Parr - Lava Runner", "RECORD TIME",
      "This character can quest the turn he's played.",
      (StaticAbility("RECORD TIME", "self", "quest_when_played"),)),
    # (The other abilities of the next three cards are read by templates.)
    H("Milo Thatch - Getting His Hands Dirty", "PRACTICAL KNOWLEDGE",
      "At the end of your turn, if 2 or more cards were put into your discard this turn, draw a card.",
      (TriggeredAbility("PRACTICAL KNOWLEDGE", "end_of_turn", (L.If(_TO_DISCARD, (L.Draw("you", 1),)),)),)),
    H("Hamish, Hubert & Harris - Making Mischief", "CLEVER TRAP",
      "At the end of your turn, if this character is exerted, chosen opposing character can't ready at the start of "
      "their next turn.",
      (TriggeredAbility("CLEVER TRAP", "end_of_turn", (
          L.Choose("t", L.Sel(owner="opp")), L.Restrict("t", "cant_ready", "their_next_turn")), condition=L.Flag("exerted")),)),
    H("Mickey Mouse - Expedition Leader", "SECRET PATH",
      "While this character is exerted, whenever one of your other characters quests, chosen opposing character gets "
      "-2 ¤ until the start of your next turn.",
      (TriggeredAbility("SECRET PATH", "quest", (
          L.Choose("t", L.Sel(owner="opp")), L.Stat("t", "strength", -2, "next_turn")),
          subject="own_other_character", condition=L.Flag("exerted")),)),
    H("Escape Plan", "",
      "You can't play this action unless 2 or more cards were put into your discard this turn.",
      (StaticAbility("", "self", "play_only_if", condition=_TO_DISCARD),)),
    H("Sid Phillips - Toy Surgeon", "DOUBLE PRIZES!",
      "During your turn, whenever a Toy character is banished, gain 2 lore.",
      (TriggeredAbility("DOUBLE PRIZES!", "banished", (L.GainLore("you", 2),), subject="any", condition=L.Flag("your_turn"),
                        subject_sel=L.Sel(classification="Toy")),)),
    H("Safety Rope", "PACK IT UP",
      "At the end of your turn, you may banish this item to draw a card.",
      (TriggeredAbility("PACK IT UP", "end_of_turn", (L.May(), L.Banish("self"), L.Draw("you", 1))),)),
    H("The Island of Nomanisan - Syndrome's Headquarters", "RESEARCH & DEVELOPMENT",
      "Robot characters get +1 ¤ and +1 ⛉ while here.",
      (StaticAbility("RESEARCH & DEVELOPMENT", "characters_here", "strength", 1, sel=L.Sel(classification="Robot")),
       StaticAbility("RESEARCH & DEVELOPMENT", "characters_here", "willpower", 1, sel=L.Sel(classification="Robot")))),
    H("Pterodactyl Janie Doll - Sid's Toy", "DOUBLE TRANSPLANT",
      "During your turn, when this character is banished, each opponent loses 1 lore and you gain 1 lore.",
      (TriggeredAbility("DOUBLE TRANSPLANT", "banished", (L.LoseLore("opponents", 1), L.GainLore("you", 1)),
                        condition=L.Flag("your_turn")),)),
    H("Snow White - Merry as the Morning", "CLARION CALL",
      "Whenever this character quests, you may return chosen Seven Dwarfs character of yours to your hand to draw a "
      "card.",
      (TriggeredAbility("CLARION CALL", "quest", (
          L.May(), L.Choose("t", L.Sel(owner="you", classification="Seven Dwarfs")), L.ReturnToHand("t"),
          L.If(L.Chosen("t"), (L.Draw("you", 1),)))),)),
    H("Merida - Gifted Archer", "FIERCE PROTECTION",
      "While this character is exerted, whenever an opposing character challenges, you may deal 1 damage to the "
      "challenging character.",
      (TriggeredAbility("FIERCE PROTECTION", "challenges", (L.May(), L.DealDamage("challenger", 1)),
                        subject="opponent_character", condition=L.Flag("exerted")),)),
    H("Mor'du - Savage Cursed Prince", "FEROCIOUS ROAR",
      "When you play this character, exert all your characters not named Mor'du.",
      (TriggeredAbility("FEROCIOUS ROAR", "play", (L.Exert(L.Sel(owner="you", not_name="Mor'du")),)),)),
    H("Mor'du - Savage Cursed Prince", "ROOTED BY FEAR",
      "Your characters not named Mor'du can't ready at the start of your turn.",
      (StaticAbility("ROOTED BY FEAR", "own_characters", "cant_ready", sel=L.Sel(not_name="Mor'du")),)),
    H("Wind-Up Frog - Sid's Toy", "ADDED TRACTION",
      "If one of your Toy characters was banished this turn, you pay 2 ⬡ less to play this character.",
      (StaticAbility("ADDED TRACTION", "self", "cost", 2,
                     condition=L.ThisTurn("banished", L.Sel(owner="you", classification="Toy"))),)),
    H("Milo Thatch - Courageous Explorer", "FASCINATING DISCOVERY",
      "During your turn, if 2 or more cards were put into your discard this turn, this character gets +1 ◊.",
      (StaticAbility("FASCINATING DISCOVERY", "self", "lore", 1, condition=L.ThisTurn(
          "to_discard", L.Sel(owner="you", types=("card",)), 2, your_turn=True)),)),
    H("Vincenzo Santorini - On the Run", "NEUTRALIZE",
      "Opposing items can't ready at the start of their players' turns.",
      (StaticAbility("NEUTRALIZE", "opposing_items", "cant_ready"),)),
    # cov2-a
    H("Mr. Incredible - Taking Out the Trash", "KA-POW!",
      "When you play this character, you may deal 2 damage to chosen opposing Robot or Villain character.",
      (TriggeredAbility("KA-POW!", "play", (
          L.May(), L.Choose("t", L.Sel(owner="opp", any_of=("Robot", "Villain"))), L.DealDamage("t", 2))),)),
    H("Doc - Taking Notes", "SHARE KNOWLEDGE",
      "When you play this character, if you have another Seven Dwarfs character or a Princess character in play, "
      "draw a card.",
      (TriggeredAbility("SHARE KNOWLEDGE", "play", (L.If(L.Count(
          L.Sel(owner="you", other=True, any_of=("Seven Dwarfs", "Princess")), ">=", 1), (L.Draw("you", 1),)),)),)),
    H("Sleepy - Deep Sleeper", "PLEASANT DREAMS",
      "When this character is banished, if you have a Seven Dwarfs or Princess character in play, you may draw a "
      "card.",
      (TriggeredAbility("PLEASANT DREAMS", "banished", (L.If(L.Count(
          L.Sel(owner="you", other=True, any_of=("Seven Dwarfs", "Princess")), ">=", 1), (L.May(), L.Draw("you", 1))),
      )),)),
    H("Mirage - Super Recruiter", "BUSINESS ARRANGEMENT",
      "When you play this character, if you have a Super or Hero character in play, you may draw a card.",
      (TriggeredAbility("BUSINESS ARRANGEMENT", "play", (L.If(L.Count(
          L.Sel(owner="you", any_of=("Super", "Hero")), ">=", 1), (L.May(), L.Draw("you", 1))),)),)),
    H("The Queen - Devious Disguise", "EVIL SCHEME",
      "When you play this character, you may draw a card. If you do, each opponent gains 2 lore.",
      (TriggeredAbility("EVIL SCHEME", "play", (L.May(), L.Draw("you", 1), L.GainLore("opponents", 2))),)),
    H("The Queen - Devious Disguise", "JEALOUS HEART",
      "While an opponent has more lore than you, this character gets +2 ◊.",
      (StaticAbility("JEALOUS HEART", "self", "lore", 2, condition=L.OpponentHas("lore", "more")),)),
    H("Elinor - Renowned Diplomat", "COORDINATED EFFORTS",
      "At the end of your turn, if you have 3 or more exerted characters in play, deal 1 damage to chosen opposing "
      "character, gain 1 lore, and draw a card.",
      (TriggeredAbility("COORDINATED EFFORTS", "end_of_turn", (L.If(
          L.Count(L.Sel(owner="you", exerted=True), ">=", 3), (
              L.Choose("t", L.Sel(owner="opp")), L.DealDamage("t", 1), L.GainLore("you", 1), L.Draw("you", 1))),)),)),
    H("Pedro Madrigal - Family Patriarch", "DEVOTED FAMILY",
      "When you play this character, if you have another Madrigal character in play, you may remove up to 1 damage "
      "from him.",
      (TriggeredAbility("DEVOTED FAMILY", "play", (L.If(
          L.Count(L.Sel(owner="you", other=True, classification="Madrigal"), ">=", 1),
          (L.May(), L.RemoveDamage("self", 1, up_to=True))),)),)),
    H("Super Relocation Program", "",
      "Return chosen character of yours to your hand. If you returned a Hero character this way, draw 2 cards.",
      (ActionEffect("", (L.Choose("t", L.Sel(owner="you")), L.ReturnToHand("t"),
                         L.If(L.Chosen("t", sel=L.Sel(classification="Hero")), (L.Draw("you", 2),)))),)),
    H("Bullseye - Loyal Horse", "LET'S RIDE",
      "If you have a character named Woody or Jessie in play, you pay 1 ⬡ less to play this character.",
      (StaticAbility("LET'S RIDE", "self", "cost", 1, condition=L.AnyOf((
          L.Count(L.Sel(owner="you", name="Woody"), ">=", 1), L.Count(L.Sel(owner="you", name="Jessie"), ">=", 1)))),)),
    H("Monterey Jack - Hypnotized by Cheese", "BREAK THE TRANCE",
      "This character can't quest unless you have a character with 4 ⛉ or more in play.",
      (StaticAbility("BREAK THE TRANCE", "self", "cant_quest",
                     condition=L.Count(L.Sel(owner="you", willpower=(">=", 4)), "==", 0)),)),
    H("This Growing Pressure", "",
      "Chosen opposing character can't challenge and must quest during their next turn if able. Draw a card.",
      (ActionEffect("", (L.Choose("t", L.Sel(owner="opp")), L.Restrict("t", "cant_challenge", "their_next_turn"),
                         L.Restrict("t", "must_quest", "their_next_turn"), L.Draw("you", 1))),)),
    H("Ariel - Curious Traveler", "FAMILIAR GROUND",
      "Whenever this character quests, if you played another character this turn, chosen opposing character can't "
      "challenge and must quest during their next turn if able.",
      (TriggeredAbility("FAMILIAR GROUND", "quest", (L.If(_ANOTHER, (
          L.Choose("t", L.Sel(owner="opp")), L.Restrict("t", "cant_challenge", "their_next_turn"),
          L.Restrict("t", "must_quest", "their_next_turn"))),)),)),
    H("Isabela Madrigal - Such a Lovely Voice", "NEW MOTIF",
      "When you play this character, if you removed 1 or more damage from one of your characters this turn, gain 1 "
      "lore.",
      (TriggeredAbility("NEW MOTIF", "play", (
          L.If(L.ThisTurn("removed", L.Sel(owner="you")), (L.GainLore("you", 1),)),)),)),
    H("Julieta's Arepas", "THAT DID THE TRICK",
      "If you removed damage from a character this turn, gain 1 lore.",
      (ActivatedAbility("THAT DID THE TRICK", ActivatedCost(exert=True), (
          L.If(L.ThisTurn("removed", L.Sel()), (L.GainLore("you", 1),)),)),)),
    H("Don't Be Nervous", "",
      "Search your deck for a Princess character card, reveal that card to all players, and put it into your hand. "
      "Then, shuffle your deck. If you have 2 or more Seven Dwarfs characters in play, draw 2 cards and gain 2 lore.",
      (ActionEffect("", (L.SearchDeck((L.Sel(classification="Princess"),), "hand"), L.If(
          L.Count(L.Sel(owner="you", classification="Seven Dwarfs"), ">=", 2),
          (L.Draw("you", 2), L.GainLore("you", 2))))),)),
    H("Right Behind You", "",
      "Draw a card. If you have a Seven Dwarfs character and a Princess character in play, you may play a Seven "
      "Dwarfs character for free.",
      (ActionEffect("", (L.Draw("you", 1), L.If(L.All((
          L.Count(L.Sel(owner="you", classification="Seven Dwarfs"), ">=", 1),
          L.Count(L.Sel(owner="you", classification="Princess"), ">=", 1))), (
          L.May(), L.Choose("c", L.Sel(owner="you", zone="hand", classification="Seven Dwarfs")),
          L.PlayFree("c"))))),)),
    # "This character may enter play exerted to ...": its player chooses as it enters play (asked like Bodyguard's
    # option, CR 8.3.2: it enters exerted, it is not exerted afterwards); if they do, the effect follows (resolved
    # like a "when you play" effect: nothing can happen between it entering and the effect).
    H("Lord MacGuffin - Clever Swordsman", "WAIT FOR IT...",
      "This character may enter play exerted to deal 3 damage to chosen damaged character.",
      (StaticAbility("WAIT FOR IT...", "self", "may_enter_exerted"),
       TriggeredAbility("WAIT FOR IT...", "play", (L.Choose("t", L.Sel(damaged=True)), L.DealDamage("t", 3)),
                        condition=L.Flag("entered_exerted")))),
    H("Lord Macintosh - Wiry and High-Strung", "TOUGH IT OUT",
      "This character may enter play exerted to give chosen character Resist +2 until the start of your next turn.",
      (StaticAbility("TOUGH IT OUT", "self", "may_enter_exerted"),
       TriggeredAbility("TOUGH IT OUT", "play", (L.Choose("t", L.Sel()), L.GrantKeyword("t", "Resist", 2, "next_turn")),
                        condition=L.Flag("entered_exerted")))),
    H("Lord Dingwall - Bullheaded", "FIGHTIN' TALK",
      "This character may enter play exerted to give chosen character Challenger +3 this turn.",
      (StaticAbility("FIGHTIN' TALK", "self", "may_enter_exerted"),
       TriggeredAbility("FIGHTIN' TALK", "play", (L.Choose("t", L.Sel()), L.GrantKeyword("t", "Challenger", 3)),
                        condition=L.Flag("entered_exerted")))),
    H("Kida - Crystal Scion", "FLOOD OF POWER",
      "When you play this character, each player may put up to 5 cards from their discard into their inkwell facedown "
      "and exerted.",
      (TriggeredAbility("FLOOD OF POWER", "play", (L.PlayerMay("each", (
          L.Choose("c", L.Sel(types=("card",), zone="discard"), n=5, up_to=True, of="_pm", by="of"),
          L.ToInkwell("c"))),)),)),
    H("What Else Can I Do?", "",
      "Look at the top 2 cards of your deck. Put one into your hand and the other into your inkwell facedown and "
      "exerted. If a character sang this song, your characters gain Ward until the start of your next turn.",
      (ActionEffect("", (L.LookPick(2, (L.Pick(to="hand"),), rest="inkwell"), L.If(L.Flag("sung"), (
          L.Continuous("own_characters", "kw", "Ward", duration="next_turn"),)))),)),
    H("Roller Bob - Sid's Toy", "TIME TO MOVE",
      "When you play this character, you may put 2 character cards from your discard on the bottom of your deck to "
      "give this character Rush this turn.",
      (TriggeredAbility("TIME TO MOVE", "play", (L.If(L.Count(L.Sel(owner="you", zone="discard"), ">=", 2), (
          L.May(), L.Choose("c", L.Sel(owner="you", zone="discard"), n=2), L.PutBottom("c"),
          L.GrantKeyword("self", "Rush"))),)),)),
    # "Whenever you pay 2 ⬡ or less to play a card": ink paid (its cost or a Shift cost), not a song sung or a card
    # played for free
    H("Jessie - Lively Cowgirl", "YODEL-AY-HEE-HOO!",
      "Whenever you pay 2 ⬡ or less to play a card, chosen opposing character gets -1 ¤ until the start of your next "
      "turn.",
      (TriggeredAbility("YODEL-AY-HEE-HOO!", "cheap_play", (
          L.Choose("t", L.Sel(owner="opp")), L.Stat("t", "strength", -1, "next_turn")),
          subject="any", subject_sel=L.Sel(owner="you", types=("card",))),)),
    H("Babyhead - Leader of Sid's Toys", "TIGHTEN THE BOLTS",
      "Whenever you pay 2 ⬡ or less to play a card, chosen character gets +2 ¤ this turn.",
      (TriggeredAbility("TIGHTEN THE BOLTS", "cheap_play", (L.Choose("t", L.Sel()), L.Stat("t", "strength", 2)),
                        subject="any", subject_sel=L.Sel(owner="you", types=("card",))),)),
    H("Buzz Lightyear - On the Way", "SECRET MISSION",
      "Whenever you pay 2 ⬡ or less to play a non-character, draw a card, then choose and discard a card.",
      (TriggeredAbility("SECRET MISSION", "cheap_play", (L.Draw("you", 1), L.Discard("you", 1)),
                        subject="any", subject_sel=L.Sel(owner="you", types=("action", "item", "location"))),)),
    H("Buzz Lightyear - On the Way", "WORLD'S GREATEST TOY",
      "Whenever you pay 2 ⬡ or less to play a character, deal 1 damage to chosen opposing damaged character.",
      (TriggeredAbility("WORLD'S GREATEST TOY", "cheap_play", (
          L.Choose("t", L.Sel(owner="opp", damaged=True)), L.DealDamage("t", 1)),
          subject="any", subject_sel=L.Sel(owner="you")),)),
    H("Syndrome's Remote", "LEARN FROM THEIR LOSSES",
      "Whenever a Robot character is banished, you may banish this item to discard your hand and draw 2 cards.",
      (TriggeredAbility("LEARN FROM THEIR LOSSES", "banished", (
          L.May(), L.Banish("self"), L.DiscardHand("you"), L.Draw("you", 2)), subject="any",
          subject_sel=L.Sel(classification="Robot")),)),
    # "you may play this card for free": its cost is 0 while the condition holds (playing it for free or paying 0)
    H("Club Door", "WELCOME BACK, SIR",
      "If you have a character named Fat Cat in play, you may play this card for free.",
      (StaticAbility("WELCOME BACK, SIR", "self", "play_free",
                     condition=L.Count(L.Sel(owner="you", name="Fat Cat"), ">=", 1)),)),
    H("Club Door", "COOL CATS ONLY",
      "Your locations can't be challenged by characters with cost 2 or less.",
      (StaticAbility("COOL CATS ONLY", "own_locations", "cant_be_challenged_by", sel=L.Sel(cost=("<=", 2))),)),
    H("Buzz's Arm", "MISSING PIECE",
      "If a character named Buzz Lightyear was banished this turn, you may play this item for free.",
      (StaticAbility("MISSING PIECE", "self", "play_free",
                     condition=L.ThisTurn("banished", L.Sel(name="Buzz Lightyear"))),)),
    H("Buzz's Arm", "SOME ASSEMBLY REQUIRED",
      "You pay 1 ⬡ less for the next action or item you play this turn.",
      (ActivatedAbility("SOME ASSEMBLY REQUIRED", ActivatedCost(exert=True), (
          L.CostReduction("you", 1, "action_or_item"),)),)),
    H("Dale - Ready for His Shot", "SPIKE SUIT",
      "During challenges, your characters deal damage with their ⛉ instead of their ¤.",
      (StaticAbility("SPIKE SUIT", "own_characters", "damage_by_willpower"),)),
    H("Sabotage", "",
      "Banish chosen item or location and all other items or locations with the same name.",
      (ActionEffect("", (L.Choose("t", L.Sel(types=("item", "location"))), L.BanishSameName("t"))),)),
    H("Hero Work", "",
      "Your characters get +1 ¤ this turn. Your Hero characters gain “Whenever this character challenges another "
      "character, each opponent loses 1 lore and you gain 1 lore” this turn.",
      (ActionEffect("", (L.Stat("own_characters", "strength", 1), L.GrantAbility(
          L.Sel(owner="you", classification="Hero"), TriggeredAbility(
              "Whenever this character challenges another character, each opponent loses 1 lore and you gain 1 lore",
              "challenges", (L.LoseLore("opponents", 1), L.GainLore("you", 1)))))),)),
    H("Isabela Madrigal - Caring Cultivator", "DO NO WRONG",
      "Whenever you remove damage from one of your characters, gain 1 lore for each 1 damage removed.",
      (TriggeredAbility("DO NO WRONG", "damage_removed", (L.GainLore("you", "_amount"),), subject="own_character"),)),
    H("Merida - Formidable Archer", "STEADY AIM",
      "Whenever one of your actions deals damage to an opposing character, deal 2 damage to that character.",
      (TriggeredAbility("STEADY AIM", "action_damage", (L.DealDamage("trigger", 2),), subject="any",
                        subject_sel=L.Sel(owner="opp")),)),
    H("Escape Plan", "",
      "Each player chooses 2 of their characters and puts them into their inkwell facedown and exerted.",
      (ActionEffect("", (L.Choose("t", L.Sel(), n=2, by="players"), L.ToInkwell("t"))),)),
    H("Fergus - Outpost Builder", "JUST THE SPOT",
      "During your turn, whenever this character becomes exerted, you may play a location from your hand or discard "
      "with cost 4 or less for free.",
      (TriggeredAbility("JUST THE SPOT", "exerted", (
          L.May(), L.Choose("l", L.Sel(owner="you", zone="hand_or_discard", types=("location",), cost=("<=", 4))),
          L.PlayFree("l")), condition=L.Flag("your_turn")),)),
    H("Fergus - Outpost Builder", "HOLD FAST",
      "While this character is at a location, whenever a location is challenged and banished, you may deal 4 damage "
      "to chosen character.",
      (TriggeredAbility("HOLD FAST", "challenged_and_banished", (
          L.May(), L.Choose("t", L.Sel()), L.DealDamage("t", 4)), subject="any",
          subject_sel=L.Sel(types=("location",)), condition=L.Flag("at_location")),)),
    H("Gizmoduck - Duckburg Defender", "FAIL-SAFE",
      "While you have no cards in your hand, opponents can't play actions with cost 4 or more.",
      (StaticAbility("FAIL-SAFE", "self", "opponents_cant_play_actions", 4, condition=L.ZoneCount("hand", "==", 0)),)),
    H("Jack-Jack Parr - Incredible Potential", "WEIRD THINGS ARE HAPPENING",
      "At the start of your turn, you may put the top card of your deck into your discard. If its card type is: "
      "• character, this character gets +2 ¤ this turn. • action or item, this character gets +2 ◊ this turn. "
      "• location, banish chosen character.",
      (TriggeredAbility("WEIRD THINGS ARE HAPPENING", "start_of_turn", (
          L.May(), L.Mill("you", 1, into="m"),
          L.If(L.Chosen("m", sel=L.Sel(owner="you", zone="discard", types=("character",))),
               (L.Stat("self", "strength", 2),)),
          L.If(L.Chosen("m", sel=L.Sel(owner="you", zone="discard", types=("action", "item"))),
               (L.Stat("self", "lore", 2),)),
          L.If(L.Chosen("m", sel=L.Sel(owner="you", zone="discard", types=("location",))),
               (L.Choose("t", L.Sel()), L.Banish("t"))))),)),
    H("Casa Madrigal - Courtyard", "HEALING HOME",
      "Whenever a character quests while here, you may remove up to 2 damage from them. Then, you may remove up to 2 "
      "damage from this location.",
      (TriggeredAbility("HEALING HOME", "quest", (
          L.RepeatMay(1, (L.RemoveDamage("trigger", 2),)), L.RepeatMay(1, (L.RemoveDamage("self", 2),))),
          subject="character_here"),)),
    # An alternative cost (CR 1.5.5.3): PlayCard(free=True), then the card that pays is chosen.
    H("Hand-in-the-Box - Sid's Toy", "SPRING-LOADED",
      "You may put a Toy character card from your discard on the bottom of your deck to play this character for "
      "free.",
      (StaticAbility("SPRING-LOADED", "self", "free_by_bottom", 1,
                     sel=L.Sel(owner="you", zone="discard", classification="Toy")),)),
    H("The Leviathan - Guardian of Atlantis", "IT'S A MACHINE!",
      "When you play this character, if 2 or more cards were put into your discard this turn, you may banish any "
      "number of chosen opposing characters with total ¤ 10 or less.",
      (TriggeredAbility("IT'S A MACHINE!", "play", (L.If(_TO_DISCARD, (
          L.May(), L.Choose("t", L.Sel(owner="opp"), n=L.ANY_NUMBER, up_to=True, max_strength=10), L.Banish("t"))),)),)),
    H("Metamorphosis", "",
      "Shift a character from your discard for free.",
      (ActionEffect("", (L.ShiftFromDiscard(),)),)),
    H("Syndrome - Out for Revenge", "GOT ME MONOLOGUING!",
      "Whenever this character quests, return a Robot character card from your discard to your hand. Then, you may "
      "play or shift a Robot character with cost 8 or less for free.",
      (TriggeredAbility("GOT ME MONOLOGUING!", "quest", (
          L.Choose("r", L.Sel(owner="you", zone="discard", classification="Robot")), L.ReturnToHand("r"),
          L.May(), L.PlayOrShiftFree(L.Sel(owner="you", zone="hand", classification="Robot", cost=("<=", 8))))),)),
]
