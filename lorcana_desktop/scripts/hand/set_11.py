"""Hand scripts of set 11."""

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

# "choose and discard a card or banish him/this item": with no card in hand, only the banish is possible
_DISCARD_OR_BANISH = L.If(L.ZoneCount("hand", ">=", 1), (L.Modes(((L.Discard("you", 1),), (L.Banish("self"),))),),
                          otherwise=(L.Banish("self"),))

SCRIPTS = [
    H("Chernabog - Unnatural Force", "DARK DANCE",
      "When you play this character, you may shuffle chosen opposing character into their player's deck. If you do, "
      "that player may play a character from their discard for free.",
      (TriggeredAbility("DARK DANCE", "play", (
          L.May(), L.Choose("t", L.Sel(owner="opp")), L.ShuffleIntoDeck("t"),
          L.If(L.Chosen("t"), (L.PlayerMay("owner:t", (
              L.Choose("c", L.Sel(zone="discard"), of="_pm", by="of"), L.PlayFree("c", who="_pm"))),)))),)),
    H("John Smith - Undaunted Protector", "DO YOUR WORST",
      "Opponents must choose this character for actions and abilities if able.",
      (StaticAbility("DO YOUR WORST", "self", "must_be_chosen"),)),
    H("Grab Your Bow", "",
      "Banish up to 2 chosen characters with 2 ¤ or less.",
      (ActionEffect("", (L.Choose("t", L.Sel(strength=("<=", 2)), n=2, up_to=True), L.Banish("t"))),)),
    H("Mother Will Protect You", "",
      "Chosen character can't be challenged until the start of your next turn.",
      (ActionEffect("", (L.Choose("t", L.Sel()), L.Restrict("t", "cant_be_challenged", "next_turn"))),)),
    H("Winterspell", "",
      "Chosen location of yours can't be challenged until the start of your next turn. Draw a card.",
      (ActionEffect("", (L.Choose("t", L.Sel(owner="you", types=("location",))),
                         L.Restrict("t", "cant_be_challenged", "next_turn"), L.Draw("you", 1))),)),
    H("Copper - Hound Pup", "FOUND YA",
      "When you play this character, chosen player reveals their hand.",
      (TriggeredAbility("FOUND YA", "play", (L.Choose("p", "player"), L.RevealHand("p"))),)),
    H("Hercules - Spectral Demigod", "SUPERHUMAN STRENGTH",
      "While there's a card under this character, he gets +3 ¤.",
      (StaticAbility("SUPERHUMAN STRENGTH", "self", "strength", 3, condition=L.Flag("has_card_under")),)),
    H("Kanga - Peaceful Gatherer", "EXTRA HELP",
      "While there's a card under this character, she gets +1 ◊.",
      (StaticAbility("EXTRA HELP", "self", "lore", 1, condition=L.Flag("has_card_under")),)),
    H("Scrooge McDuck - Ghostly Ebenezer", "COUNTING COINS",
      "This character gets +1 ¤ and +1 ⛉ for each card under him.",
      (StaticAbility("COUNTING COINS", "self", "strength", 1, per=L.StatOf("self", "under")),
       StaticAbility("COUNTING COINS", "self", "willpower", 1, per=L.StatOf("self", "under")))),
    H("Scrooge's Counting House - Ebenezer's Office", "GOOD BUSINESS",
      "This location gets +1 ⛉ and +1 ◊ for each card under it.",
      (StaticAbility("GOOD BUSINESS", "self", "willpower", 1, per=L.StatOf("self", "under")),
       StaticAbility("GOOD BUSINESS", "self", "lore", 1, per=L.StatOf("self", "under")))),
    H("Beast's Castle - Winter Gardens", "SNOWBALL STANDOFF",
      "Whenever a character here challenges another character, gain 1 lore.",
      (TriggeredAbility("SNOWBALL STANDOFF", "challenges", (L.GainLore("you", 1),), subject="character_here"),)),
    H("Elsa - Ice Artisan", "ENDLESS WINTER",
      "When you play this character and whenever you play a location, you may exert chosen character with 3 ¤ or "
      "less.",
      tuple(TriggeredAbility("ENDLESS WINTER", ev, (L.May(), L.Choose("t", L.Sel(strength=("<=", 3))), L.Exert("t")),
                             subject=subj, subject_sel=sel)
            for ev, subj, sel in (("play", "self", None),
                                  ("any_play", "any", L.Sel(owner="you", types=("location",)))))),
    H("Yao - Snow Warrior", "OOH, I'M SCARED",
      "During opponents' turns, this character gains Resist +2.",
      (StaticAbility("OOH, I'M SCARED", "self", "keyword", 2, keyword="Resist", condition=L.Flag("opponents_turn")),)),
    H("Copper - Champion of the Forest", "MORE TO EXPLORE",
      "Whenever this character quests, your characters with Evasive get +1 ◊ this turn.",
      (TriggeredAbility("MORE TO EXPLORE", "quest", (
          L.Continuous("own_characters", "stat", "lore", 1, sel=L.Sel(keyword="Evasive")),)),)),
    H("Marching Off to Battle", "",
      "If a character was banished this turn, draw 2 cards.",
      (ActionEffect("", (L.If(L.ThisTurn("banished", L.Sel()), (L.Draw("you", 2),)),)),)),
    H("Chief - Seasoned Tracker", "GOOD RIDDANCE",
      "If an opposing character was banished in a challenge this turn, draw a card.",
      (ActivatedAbility("GOOD RIDDANCE", ActivatedCost(exert=True), (
          L.If(L.ThisTurn("banished_in_challenge", L.Sel(owner="opp")), (L.Draw("you", 1),)),)),)),
    H("Pocahontas - Following the Wind", "WHAT IS MY PATH?",
      "Whenever this character quests, gain lore equal to another chosen exerted character's ◊.",
      (TriggeredAbility("WHAT IS MY PATH?", "quest", (
          L.Choose("t", L.Sel(other=True, exerted=True)), L.GainLore("you", L.StatOf("t", "lore")))),)),
    H("Alice - Well-Read Whisper", "MYSTICAL INSIGHT",
      "Whenever this character quests, put all cards from under her into your hand.",
      (TriggeredAbility("MYSTICAL INSIGHT", "quest", (L.UnderTo("self", "hand"),)),)),
    H("Snow Fort", "THE HIGH GROUND",
      "Your characters get +1 ¤.",
      (StaticAbility("THE HIGH GROUND", "own_characters", "strength", 1),)),
    H("Snow Fort", "BARRICADE",
      "During opponents' turns, your characters gain Resist +1.",
      (StaticAbility("BARRICADE", "own_characters", "keyword", 1, keyword="Resist", condition=L.Flag("opponents_turn")),)),
    H("Rapunzel - Ethereal Protector", "CLONK!",
      "Whenever this character quests, if there's a card under her, chosen opposing character can't challenge until "
      "the start of your next turn.",
      (TriggeredAbility("CLONK!", "quest", (L.If(L.Flag("has_card_under"), (
          L.Choose("t", L.Sel(owner="opp")), L.Restrict("t", "cant_challenge", "next_turn"))),)),)),
    H("Wisdom of the Willow", "",
      "For the rest of this turn, whenever one of your characters quests, you may draw a card.",
      (ActionEffect("", (L.Float("any", "quest", (L.May(), L.Draw("you", 1))),)),)),
    H("Game Preserve - Protected Land", "EASY TO MISS",
      "While there's a character with Evasive here, this location gains Evasive.",
      (StaticAbility("EASY TO MISS", "self", "keyword", keyword="Evasive",
                     condition=L.Count(L.Sel(owner="you", keyword="Evasive", here=True), ">=", 1)),)),
    H("Meeko - Skittish Scrounger", "BOTTOMLESS PIT",
      "At the end of your turn, if this character is exerted, choose and discard a card or banish him.",
      (TriggeredAbility("BOTTOMLESS PIT", "end_of_turn", (_DISCARD_OR_BANISH,), condition=L.Flag("exerted")),)),
    H("Containment Unit", "GOT YOU NOW",
      "When you play this item, choose a character. They can't challenge or quest while this item is in play.",
      (TriggeredAbility("GOT YOU NOW", "play", (
          L.Choose("t", L.Sel()), L.Restrict("t", "cant_challenge", "while_source"),
          L.Restrict("t", "cant_quest", "while_source"))),)),
    H("Containment Unit", "POWER SUPPLY",
      "At the start of your turn, choose and discard a card or banish this item.",
      (TriggeredAbility("POWER SUPPLY", "start_of_turn", (_DISCARD_OR_BANISH,)),)),
    H("Pudge - Controls the Weather", "GOOD FRIEND",
      "If you have a character named Lilo in play, you can play this character for free.",
      (StaticAbility("GOOD FRIEND", "self", "play_free", condition=L.Count(L.Sel(owner="you", name="Lilo"), ">=", 1)),)),
    H("Launchpad - Trusty Sidekick", "WHAT DID YOU NEED?",
      "Draw a card. Then, choose and discard a card unless you have a character named Darkwing Duck in play.",
      (ActivatedAbility("WHAT DID YOU NEED?", ActivatedCost(exert=True), (
          L.Draw("you", 1),
          L.If(L.Count(L.Sel(owner="you", name="Darkwing Duck"), "<=", 0), (L.Discard("you", 1),)))),)),
    H("Darkwing Duck - Cool Under Pressure", "EVILDOERS BEWARE!",
      "This character can challenge ready Villain characters.",
      (StaticAbility("EVILDOERS BEWARE!", "self", "can_challenge_ready_of", sel=L.Sel(classification="Villain")),)),
    H("Mulan - Resourceful Recruit", "RIGOROUS TRAINING",
      "Whenever this character quests, gain lore equal to her ¤, to a maximum of 6 lore.",
      (TriggeredAbility("RIGOROUS TRAINING", "quest", (L.GainLore("you", L.AtMost(L.StatOf("self", "strength"), 6)),)),)),
    H("Angel - Experiment 624", "GOOD AIM",
      "Once during your turn, you may choose and discard a card to deal 2 damage to chosen character.",
      (ActivatedAbility("GOOD AIM", ActivatedCost(discard="card"), (L.Choose("t", L.Sel()), L.DealDamage("t", 2)),
                        once_per_turn=True),)),
    # cov2-a
    H("Nani's Payback", "",
      "Each opponent loses lore equal to the damage on chosen character of yours, to a maximum of 4 lore each. Draw "
      "a card.",
      (ActionEffect("", (L.Choose("t", L.Sel(owner="you")), L.LoseLore("opponents", L.AtMost(L.StatOf("t", "damage"), 4)),
                         L.Draw("you", 1))),)),
    H("Widow Tweed - Kindly Soul", "I'VE GOT YOU",
      "When you play this character, return a character card from your discard to your hand. If that character is "
      "named Tod, you may play him for free.",
      (TriggeredAbility("I'VE GOT YOU", "play", (
          L.Choose("c", L.Sel(owner="you", zone="discard")), L.ReturnToHand("c"),
          L.If(L.Chosen("c", sel=L.Sel(name="Tod")), (L.May(), L.PlayFree("c"))))),)),
    H("Cobra Bubbles - Dedicated Official", "AURA OF AUTHORITY",
      "Whenever this character quests, chosen opposing character can't challenge and must quest during their next "
      "turn if able.",
      (TriggeredAbility("AURA OF AUTHORITY", "quest", (
          L.Choose("t", L.Sel(owner="opp")), L.Restrict("t", "cant_challenge", "their_next_turn"),
          L.Restrict("t", "must_quest", "their_next_turn"))),)),
    H("Mother's Necklace", "PRECIOUS GIFT",
      "At the end of your turn, if none of your characters challenged this turn, chosen character of yours gains "
      "Evasive until the start of your next turn.",
      (TriggeredAbility("PRECIOUS GIFT", "end_of_turn", (L.If(L.Flag("none_challenged"), (
          L.Choose("t", L.Sel(owner="you")), L.GrantKeyword("t", "Evasive", None, "next_turn"))),)),)),
    H("John Smith - Snow Tracker", "FOLLOW THE TRACKS",
      "At the end of your turn, if this character is exerted and none of your characters challenged this turn, gain "
      "1 lore.",
      (TriggeredAbility("FOLLOW THE TRACKS", "end_of_turn", (L.If(L.Flag("exerted"), (
          L.If(L.Flag("none_challenged"), (L.GainLore("you", 1),)),)),)),)),
    H("Pocahontas - Peacekeeper", "CALMING WORDS",
      "When you play this character, if you used Shift to play her and none of your characters challenged this turn, "
      "characters can't challenge until the start of your next turn.",
      (TriggeredAbility("CALMING WORDS", "play", (L.If(L.Flag("shifted"), (L.If(L.Flag("none_challenged"), (
          L.Continuous("all_characters", "restrict", "cant_challenge", duration="next_turn"),)),)),)),)),
    H("Reuben - Sandwich Expert", "LUNCH SPECIAL",
      "Remove up to 2 damage from chosen character of yours. For each 1 damage removed this way, you pay 1 ⬡ less for "
      "the next character you play this turn.",
      (ActivatedAbility("LUNCH SPECIAL", ActivatedCost(exert=True), (
          L.Choose("t", L.Sel(owner="you")), L.RemoveDamage("t", 2, up_to=True), L.CostReduction("you", "_removed", "character"))),)),
    H("Beast - Snowfield Troublemaker", "DYNAMIC MANEUVER",
      "Whenever this character challenges, if he's at a location, he takes no damage from the challenge.",
      (TriggeredAbility("DYNAMIC MANEUVER", "challenges_any", (L.If(L.Flag("at_location"), (
          L.Replace("self", "damage", "prevent_challenge", "challenge"),)),)),)),
    H("Lonely Grave", "HAUNTING PRESENCE",
      "Put the top card of your deck facedown under one of your characters or locations with Boost.",
      (ActivatedAbility("HAUNTING PRESENCE", ActivatedCost(exert=True, banish_own="character", banish_count=1), (
          L.Choose("t", L.Sel(owner="you", types=("character", "location"), keyword="Boost")), L.PutUnderTop("t"))),)),
    H("Graveyard of Christmas Future - Lonely Resting Place", "NEW ARRIVAL",
      "Whenever you move a character here, put the top card of your deck under this location facedown.",
      (TriggeredAbility("NEW ARRIVAL", "move", (L.PutUnderTop("self"),), subject="character_here"),)),
    H("Graveyard of Christmas Future - Lonely Resting Place", "ANOTHER CHANCE",
      "At the start of your turn, you may put all cards from under this location into your hand. If you do, banish "
      "this location.",
      (TriggeredAbility("ANOTHER CHANCE", "start_of_turn", (L.May(), L.UnderTo("self", "hand"), L.Banish("self"))),)),
    H("Stegmutt - Clumsy Dinosaur", "COLLATERAL DAMAGE",
      "When you play this character, you may put 3 item cards from your discard on the bottom of your deck in any "
      "order. If you do, deal 3 damage to chosen character.",
      (TriggeredAbility("COLLATERAL DAMAGE", "play", (L.If(
          L.Count(L.Sel(owner="you", types=("item",), zone="discard"), ">=", 3), (
              L.May(), L.Choose("c", L.Sel(owner="you", types=("item",), zone="discard"), n=3), L.PutBottom("c"),
              L.Choose("t", L.Sel()), L.DealDamage("t", 3))),)),)),
    H("Darkwing Duck - Dashing Gadgeteer", "MODERN MARVEL",
      "Whenever this character quests, you may put an item card from your discard on the bottom of your deck. If you "
      "do, you may play an item with cost 5 or less from your discard for free.",
      (TriggeredAbility("MODERN MARVEL", "quest", (
          L.May(), L.Choose("c", L.Sel(owner="you", types=("item",), zone="discard")), L.PutBottom("c"),
          L.If(L.Chosen("c"), (L.May(), L.Choose("d", L.Sel(owner="you", types=("item",), zone="discard",
                                                              cost=("<=", 5))), L.PlayFree("d"))))),)),
    H("Keep the Ancient Ways", "",
      "Opponents can't play actions or items until the start of your next turn.",
      (ActionEffect("", (L.OpponentsCantPlayActionsOrItems(),)),)),
    H("Gramma Tala - Connected to Nature", "ANCESTORS' GIFT",
      "For each card in your inkwell, you pay 1 ⬡ less to play this character.",
      (StaticAbility("ANCESTORS' GIFT", "self", "cost", 1,
                     per=L.CountOf(L.Sel(owner="you", types=("card",), zone="inkwell"))),)),
    H("Bambi - Ethereal Fawn", "COME SEE!",
      "During your turn, whenever this character exerts, reveal a number of cards from the top of your deck equal to "
      "the number of cards under him. Put all revealed character cards into your hand. Put the rest on the bottom of "
      "your deck in any order.",
      (TriggeredAbility("COME SEE!", "exerted", (L.LookPick(L.StatOf("self", "under"), (
          L.Pick((L.Sel(zone="play"),), L.ANY_NUMBER, "hand", all_fit=True),), "bottom", reveal=True),),
          condition=L.Flag("your_turn")),)),
    H("Moana - Curious Explorer", "ANCESTRAL LEGACY",
      "You can ink cards from your discard.",
      (StaticAbility("ANCESTRAL LEGACY", "self", "ink_from_discard"),)),
    H("The Thunderquack", "VIGILANTE JUSTICE",
      "All opposing characters gain the Villain classification.",
      (StaticAbility("VIGILANTE JUSTICE", "opposing_characters", "gain_class", classification="Villain"),)),
    H("Willie the Giant - Ghost of Christmas Present", "THE FOOD OF GENEROSITY",
      "This character can't quest or challenge unless you put a card under him this turn.",
      (StaticAbility("THE FOOD OF GENEROSITY", "self", "cant_quest", condition=L.Flag("no_card_under")),
       StaticAbility("THE FOOD OF GENEROSITY", "self", "cant_challenge", condition=L.Flag("no_card_under")))),
    H("Morty Fieldmouse - Tiny Tim", "HOLIDAY SPIRIT",
      "Once during your turn, whenever you put a card under one of your other characters, put the top card of your "
      "deck facedown under this character.",
      (TriggeredAbility("HOLIDAY SPIRIT", "put_under", (L.PutUnderTop("self"),), once_per_turn=True,
                        subject="own_other_character", condition=L.Flag("your_turn")),)),
    H("Mickey Mouse - Bob Cratchit", "HARD WORK",
      "Whenever this character quests, put the top card of your deck facedown under him.",
      (TriggeredAbility("HARD WORK", "quest", (L.PutUnderTop("self"),)),)),
    H("Mickey Mouse - Bob Cratchit", "A GIVING HEART",
      "When this character is banished in a challenge, you may put all cards that were under him under another "
      "chosen character or location of yours facedown.",
      (TriggeredAbility("A GIVING HEART", "banished_in_challenge", (
          L.May(), L.Choose("t", L.Sel(owner="you", types=("character", "location"), other=True)),
          L.StackUnder("t"))),)),
    H("Angela - Night Warrior", "SHADOW POWER",
      "When you play this character, you may give chosen character Challenger +2 and Resist +2 until the start of "
      "your next turn.",
      (TriggeredAbility("SHADOW POWER", "play", (
          L.May(), L.Choose("t", L.Sel()), L.GrantKeyword("t", "Challenger", 2, "next_turn"),
          L.GrantKeyword("t", "Resist", 2, "next_turn"))),)),
    H("Angela - Night Warrior", "ETERNAL NIGHT",
      "Your Gargoyle characters lose the Stone by Day ability.",
      (StaticAbility("ETERNAL NIGHT", "own_characters", "lose_ability", sel=L.Sel(classification="Gargoyle"),
                     lost="Stone by Day"),)),
    H("Colors of the Wind", "",
      "Each player reveals the top card of their deck. Draw a card for each different ink type of cards revealed "
      "this way.",
      (ActionEffect("", (L.RevealTopsInks(),)),)),
    H("Do You Want to Build A Snowman?", "",
      "Chosen opponent chooses YES! or NO!: • YES! You gain 3 lore. • NO! They choose a character of theirs and put "
      "that card on the bottom of their deck.",
      (ActionEffect("", (L.Choose("p", "opponent"), L.Modes(((L.GainLore("you", 3),), (
          L.Choose("t", L.Sel(owner="any"), of="p", by="of"), L.ToDeckBottom("t"))),
          labels=("YES! You gain 3 lore", "NO! They choose a character of theirs and put it on the bottom of their deck"),
          by="p"))),)),
    H("Darkwing Tower - Icy Headquarters", "EVIL VANQUISHED",
      "During your turn, whenever an opposing Villain character is banished, you may ready a character here. If you "
      "do, they can't quest for the rest of this turn.",
      (TriggeredAbility("EVIL VANQUISHED", "banished", (
          L.May(), L.Choose("t", L.Sel(owner="you", here=True)),
          L.If(L.Flag("did"), (L.Ready("t"), L.Restrict("t", "cant_quest")))),
          subject="any", subject_sel=L.Sel(owner="opp", classification="Villain"), condition=L.Flag("your_turn")),)),
    H("Donald Duck - Fred Honeywell", "SPIRIT OF GIVING",
      "Whenever you use the Boost ability of a character, you may put the top card of your deck under them facedown.",
      (TriggeredAbility("SPIRIT OF GIVING", "boost", (L.May(), L.PutUnderTop("trigger")), subject="own_character"),)),
    H("Donald Duck - Fred Honeywell", "WELL WISHES",
      "During opponents' turns, whenever one of your other characters is banished, you may draw a card for each card "
      "that was under them.",
      (TriggeredAbility("WELL WISHES", "banished", (L.May(), L.Draw("you", L.StatOf("trigger", "under"))),
                        subject="own_other_character", condition=L.Flag("opponents_turn")),)),
    H("Eeyore - In the Way", "THANKS FOR NOTICIN' ME",
      "For each exerted character in play, you pay 1 ⬡ less to play this character.",
      (StaticAbility("THANKS FOR NOTICIN' ME", "self", "cost", 1, per=L.CountOf(L.Sel(exerted=True))),)),
    H("Eeyore - In the Way", "SORRY ABOUT THAT",
      "When you play this character, for each opposing player, you may choose a character of theirs. They can't "
      "ready at the start of their next turn.",
      (TriggeredAbility("SORRY ABOUT THAT", "play", (
          L.Choose("t", L.Sel(owner="opp"), by="each_opponent"), L.Restrict("t", "cant_ready", "their_next_turn"))),)),
    H("Goofy - Ghost of Jacob Marley", "GRAVE OUTCOME",
      "When this character is banished, each opponent chooses and discards a card for each card that was under him.",
      (TriggeredAbility("GRAVE OUTCOME", "banished", (L.Discard("opponents", L.StatOf("self", "under")),)),)),
    H("John Smith's Compass", "SPINNING ARROW",
      "At the end of your turn, if a character of yours challenged this turn, banish this item.",
      (TriggeredAbility("SPINNING ARROW", "end_of_turn", (
          L.If(L.Flag("none_challenged"), (), otherwise=(L.Banish("self"),)),)),)),
    H("John Smith's Compass", "YOUR PATH",
      "At the end of your turn, if none of your characters challenged this turn, reveal the top card of your deck. If "
      "it's a character card with cost 3 or less or named Pocahontas, you may put it into your hand. Otherwise, put "
      "it on the bottom of your deck.",
      (TriggeredAbility("YOUR PATH", "end_of_turn", (L.If(L.Flag("none_challenged"), (L.LookPick(1, (L.Pick(
          (L.Sel(cost=("<=", 3)), L.Sel(name="Pocahontas")), 1, "hand"),), "bottom", reveal=True, may=True),)),)),)),
    H("Kristoff - Icy Explorer", "STROKE OF LUCK",
      "Once during your turn, whenever a card leaves your discard, draw a card.",
      (TriggeredAbility("STROKE OF LUCK", "leaves_discard", (L.Draw("you", 1),), once_per_turn=True, subject="any",
                        subject_sel=L.Sel(owner="you", types=("character", "action", "item", "location")), condition=L.Flag("your_turn")),)),
    H("Lilo - Bundled Up", "EXTRA LAYERS",
      "During each opponent's turn, the first time this character would take damage, she takes no damage instead.",
      (StaticAbility("EXTRA LAYERS", "self", "prevent_first_damage", condition=L.Flag("opponents_turn")),)),
    H("Morgana Macawber - Reformed Spellcaster", "JUST FOR YOU",
      "When you play this character, you may choose an opposing character and move 1 damage from each other "
      "character to them.",
      (TriggeredAbility("JUST FOR YOU", "play", (
          L.May(), L.Choose("t", L.Sel(owner="opp")), L.GatherDamage("t", L.Sel(), 1))),)),
    H("Retro Evolution Device", "TURN INTO DINOSAUR",
      "Play a character with cost up to 2 more than the banished character for free.",
      (ActivatedAbility("TURN INTO DINOSAUR", ActivatedCost(exert=True, ink=1, banish_own="character", banish_count=1),
                        (L.Choose("t", L.Sel(owner="you", zone="hand", cost=("<=", L.Plus(L.StatOf("_cost", "cost"), 2)))),
                         L.PlayFree("t"))),)),
    H("Scrooge McDuck - Reformed Ebenezer", "SPREADING JOY",
      "When you play this character, you may put a card from the top of your deck facedown under each of your other "
      "characters. If you do, those characters gain Ward until the start of your next turn.",
      (TriggeredAbility("SPREADING JOY", "play", (
          L.May(), L.Keep("o", L.Sel(owner="you", other=True)), L.PutUnderTop("o"),
          L.GrantKeyword("o", "Ward", None, "next_turn"))),)),
    H("The Frozen Vine - Monstrous Plant", "PERSISTENT PROBLEM",
      "When this location is banished, if there was an exerted character here, return this card from your discard to "
      "your hand.",
      (TriggeredAbility("PERSISTENT PROBLEM", "banished", (L.If(L.Flag("had_exerted_here"), (L.ReturnToHand("self"),)),)),)),
    H("Wipe Out!", "",
      "Put chosen character with Bodyguard or item into their player's inkwell facedown and exerted.",
      (ActionEffect("", (L.Choose("t", L.Sel(types=("character", "item"), any_sel=(
          L.Sel(keyword="Bodyguard"), L.Sel(types=("item",))))), L.ToInkwell("t"))),)),
    H("Wreck-It Ralph - Raging Wrecker", "WHO'S COMIN' WITH ME?",
      "When this character is banished, banish all characters with ¤ equal to or less than the ¤ he had in play.",
      (TriggeredAbility("WHO'S COMIN' WITH ME?", "banished", (
          L.Banish(L.Sel(strength=("<=", L.StatOf("self", "strength")))),)),)),
    # A character not played stays revealed on top ("Otherwise": the revealed card is not a character).
    H("Let's Get Dangerous", "",
      "Each player shuffles their deck and then reveals the top card. Each player who reveals a character card may "
      "play that character for free. Otherwise, put the revealed cards on the bottom of their player's deck.",
      (ActionEffect("", (L.EachRevealTop("each", L.Sel(), then="play", shuffle=True),)),)),
    H("Anna - Soothing Sister", "UNUSUAL TRANSFORMATION",
      "If a card left a player's discard this turn, this card gains Shift 0 ⬡.",
      (StaticAbility("UNUSUAL TRANSFORMATION", "self", "gain_shift", 0, condition=L.Flag("card_left_discard")),)),
    H("Anna - Soothing Sister", "WARM HEART",
      "Whenever this character quests, you may gain lore equal to the ◊ of a character card in your discard. If you "
      "do, put that card on the bottom of your deck.",
      (TriggeredAbility("WARM HEART", "quest", (
          L.May(), L.Choose("c", L.Sel(owner="you", zone="discard")), L.GainLore("you", L.StatOf("c", "lore")),
          L.PutBottom("c"))),)),
    H("Tod - Knows All the Tricks", "IMPRESSIVE LEAPS",
      "Twice during your turn, whenever this character is chosen for an action or an item's ability, you may ready "
      "him.",
      (TriggeredAbility("IMPRESSIVE LEAPS", "chosen_for_action_or_item", (L.May(), L.Ready("self")),
                        condition=L.Flag("your_turn"), times_per_turn=2),)),
    H("Grandmother Willow - Ancient Advisor", "SMOOTH THE WAY",
      "Once during your turn, you pay 1 ⬡ less for the next character you play this turn.",
      (StaticAbility("SMOOTH THE WAY", "self", "next_char_cost", 1, condition=L.Flag("your_turn")),)),
]
