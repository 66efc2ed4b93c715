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
_HERE = L.Count(L.Sel(owner="you", here=True), ">=", 1)  # "while you have a character here"

SCRIPTS = [
    H("The Black Cauldron", "THE CAULDRON CALLS",
      "Put a character card from your discard under this item faceup.",
      (ActivatedAbility("THE CAULDRON CALLS", ActivatedCost(exert=True, ink=1), (
          L.Choose("c", L.Sel(owner="you", zone="discard")), L.PutUnderSelf("c"))),)),
    H("The Black Cauldron", "RISE AND JOIN ME!",
      "This turn, you may play characters from under this item.",
      (ActivatedAbility("RISE AND JOIN ME!", ActivatedCost(exert=True, ink=1), (L.PlayFromUnder(),)),)),
    H("Rapunzel - Ready for Adventure", "ACT OF KINDNESS",
      "Whenever one of your characters is chosen for Support, until the start of your next turn, the next time they "
      "would be dealt damage they take no damage instead.",
      (TriggeredAbility("ACT OF KINDNESS", "chosen_for_support", (
          L.Replace("trigger", "damage", "prevent_once", duration="next_turn"),), subject="own_character"),)),
    H("Sleepy Hollow - The Bridge", "HEAD FOR THE BRIDGE!",
      "Whenever a character quests while here, you may banish this location to gain 2 lore and give them Evasive "
      "until the start of your next turn.",
      (TriggeredAbility("HEAD FOR THE BRIDGE!", "quest", (
          L.May(), L.Banish("self"), L.GainLore("you", 2), L.GrantKeyword("trigger", "Evasive", duration="next_turn")),
          subject="character_here"),)),
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
      (StaticAbility("LATERAL THINKING", "own_characters", "keyword", keyword="Alert", condition=L.Flag("your_turn"),
                     sel=L.Sel(classification="Detective")),
       StaticAbility("LATERAL THINKING", "own_characters", "keyword", 2, keyword="Resist", condition=L.Flag("your_turn"),
                     sel=L.Sel(classification="Detective")))),
    H("Zeus - Missing His Spark", "I NEED MORE THUNDERBOLTS!",
      "While there's a card under this character, he gets +2 ¤ and +2 ⛉.",
      (StaticAbility("I NEED MORE THUNDERBOLTS!", "self", "strength", 2, condition=L.Flag("has_card_under")),
       StaticAbility("I NEED MORE THUNDERBOLTS!", "self", "willpower", 2, condition=L.Flag("has_card_under")))),
    H("Flynn Rider - Spectral Scoundrel", "I'LL TAKE THAT",
      "While there's a card under this character, he gets +2 ¤ and +1 ◊.",
      (StaticAbility("I'LL TAKE THAT", "self", "strength", 2, condition=L.Flag("has_card_under")),
       StaticAbility("I'LL TAKE THAT", "self", "lore", 1, condition=L.Flag("has_card_under")))),
    H("Ursula - Whisper of Vanessa", "SLIPPERY SPELL",
      "While there's a card under this character, she gets +1 ◊ and gains Evasive.",
      (StaticAbility("SLIPPERY SPELL", "self", "lore", 1, condition=L.Flag("has_card_under")),
       StaticAbility("SLIPPERY SPELL", "self", "keyword", keyword="Evasive", condition=L.Flag("has_card_under")))),
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
          L.RemoveDamage(L.Sel(owner="you"), 3, up_to=True),)),)),)),
    H("Ariel - Ethereal Voice", "COMMAND PERFORMANCE",
      "Once during your turn, whenever you play a song, if there's a card under this character, you may draw a card.",
      (TriggeredAbility("COMMAND PERFORMANCE", "any_play", (L.If(L.Flag("has_card_under"), (
          L.May(), L.Draw("you", 1))),), once_per_turn=True, subject="any", condition=L.Flag("your_turn"),
          subject_sel=L.Sel(owner="you", types=("action",), song=True)),)),
    H("The Bitterwood - Underground Forest", "GATHER RESOURCES",
      "Once during your turn, whenever you move a character with 5 ¤ or more here, you may draw a card.",
      (TriggeredAbility("GATHER RESOURCES", "move", (L.May(), L.Draw("you", 1)), once_per_turn=True,
                        subject="character_here", condition=L.Flag("your_turn"),
                        subject_sel=L.Sel(owner="you", strength=(">=", 5))),)),
    H("Zootopia - Police Headquarters", "NEW INFORMATION",
      "Once during your turn, whenever you move a character here, you may draw a card, then choose and discard a "
      "card.",
      (TriggeredAbility("NEW INFORMATION", "move", (L.May(), L.Draw("you", 1), L.Discard("you", 1)),
                        once_per_turn=True, subject="character_here", condition=L.Flag("your_turn")),)),
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
    H("Donald Duck - Ruby Champion", "HIGH ENERGY",
      "Your other Ruby characters get +1 ¤.",
      (StaticAbility("HIGH ENERGY", "own_other_characters", "strength", 1, sel=L.Sel(ink="Ruby")),)),
    H("Donald Duck - Ruby Champion", "POWERFUL REWARD",
      "Your other Ruby characters with 7 ¤ or more get +1 ◊.",
      (StaticAbility("POWERFUL REWARD", "own_other_characters", "lore", 1,
                     sel=L.Sel(ink="Ruby", strength=(">=", 7))),)),
    H("Daisy Duck - Sapphire Champion", "STAND FAST",
      "Your other Sapphire characters gain Resist +1.",
      (StaticAbility("STAND FAST", "own_other_characters", "keyword", 1, keyword="Resist",
                     sel=L.Sel(ink="Sapphire")),)),
    H("Daisy Duck - Sapphire Champion", "LOOK AHEAD",
      "Whenever one of your other Sapphire characters quests, you may look at the top card of your deck. Put it on "
      "either the top or the bottom of your deck.",
      (TriggeredAbility("LOOK AHEAD", "quest", (L.May(), L.TopOrBottom()), subject="own_other_character",
                        subject_sel=L.Sel(owner="you", ink="Sapphire")),)),
    H("Minnie Mouse - Amethyst Champion", "MYSTICAL BALANCE",
      "Whenever one of your other Amethyst characters is banished in a challenge, you may draw a card.",
      (TriggeredAbility("MYSTICAL BALANCE", "banished_in_challenge", (L.May(), L.Draw("you", 1)),
                        subject="own_other_character", subject_sel=L.Sel(owner="you", ink="Amethyst")),)),
    H("Goofy - Emerald Champion", "EVEN THE SCORE",
      "Whenever one of your other Emerald characters is challenged and banished, banish the challenging character.",
      (TriggeredAbility("EVEN THE SCORE", "challenged_and_banished", (L.Banish("challenger"),),
                        subject="own_other_character", subject_sel=L.Sel(owner="you", ink="Emerald")),)),
    H("Goofy - Emerald Champion", "PROVIDE COVER",
      "Your other Emerald characters gain Ward.",
      (StaticAbility("PROVIDE COVER", "own_other_characters", "keyword", keyword="Ward", sel=L.Sel(ink="Emerald")),)),
    H("Pluto - Steel Champion", "WINNER TAKE ALL",
      "During your turn, whenever one of your other Steel characters banishes another character in a challenge, "
      "gain 2 lore.",
      (TriggeredAbility("WINNER TAKE ALL", "banishes_in_challenge", (L.GainLore("you", 2),),
                        subject="own_other_character", condition=L.Flag("your_turn"),
                        subject_sel=L.Sel(owner="you", ink="Steel")),)),
    H("Pluto - Steel Champion", "MAKE ROOM",
      "Whenever you play another Steel character, you may banish chosen item.",
      (TriggeredAbility("MAKE ROOM", "any_play", (L.May(), L.Choose("t", L.Sel(types=("item",))), L.Banish("t")),
                        subject="any", subject_sel=L.Sel(owner="you", other=True, ink="Steel")),)),
    H("Shere Khan - Fearsome Tiger", "ON THE HUNT",
      "Whenever this character quests, banish chosen opposing damaged character. Then, you may put 1 damage counter "
      "on another chosen character.",
      (TriggeredAbility("ON THE HUNT", "quest", (
          L.Choose("t", L.Sel(owner="opp", damaged=True)), L.Banish("t"), L.May(),
          L.Choose("u", L.Sel(), exclude="t"), L.PutDamage("u", 1))),)),
    H("Beast - Aggressive Lord", "THAT'S MINE",
      "Whenever he challenges another character, if there's a card under this character, each opponent loses 1 lore "
      "and you gain 1 lore.",
      (TriggeredAbility("THAT'S MINE", "challenges", (L.If(L.Flag("has_card_under"), (
          L.LoseLore("opponents", 1), L.GainLore("you", 1))),)),)),
    H("Kristoff - Mining the Ruins", "WORTH MINING",
      "Whenever this character quests, if there's a card under him, put the top card of your deck into your inkwell "
      "facedown and exerted.",
      (TriggeredAbility("WORTH MINING", "quest", (L.If(L.Flag("has_card_under"), (L.InkTop("you", True),)),)),)),
    # The quick-start rules' Shift example plays him; CR 6.1.8 (discards at random from the seeded shuffle).
    H("The Headless Horseman - Cursed Rider", "WITCHING HOUR",
      "When you play this character, each player draws 3 cards, then discards 3 cards at random. Choose an "
      "opposing character and deal 2 damage to them for each action card discarded this way.",
      (TriggeredAbility("WITCHING HOUR", "play", (
          L.Draw("each", 3), L.DiscardRandom("each", 3, into="_witch"),
          L.Choose("t", L.Sel(owner="opp", types=("character",))),
          L.DealDamage("t", L.CountIn("_witch", L.Sel(owner="any", zone="discard", types=("action",)), 2)))),)),
    H("The Headless Horseman - Terror of Sleepy Hollow", "GATHERING STRENGTH",
      "During your turn, whenever an opposing character is banished, each of your characters gets +1 ¤ this turn.",
      (TriggeredAbility("GATHERING STRENGTH", "banished", (L.Continuous("own_characters", "stat", "strength", 1),),
                        subject="opponent_character", condition=L.Flag("your_turn")),)),
    H("Scrooge McDuck - S.H.U.S.H. Agent", "ON THE MOVE",
      "When this character is challenged, return this card to your hand.",
      (TriggeredAbility("ON THE MOVE", "challenged", (L.ReturnToHand("self"),)),)),
    H("Demona - Scourge of the Wyvern Clan", "AD SAXUM COMMUTATE",
      "When you play this character, exert all opposing characters. Then, each player with fewer than 3 cards in "
      "their hand draws until they have 3.",
      (TriggeredAbility("AD SAXUM COMMUTATE", "play", (L.Exert("opposing_characters"), L.DrawUntil("each", 3))),)),
    H("Mickey Mouse - Amber Champion", "LEADING THE WAY",
      "Your other Amber characters get +2 ⛉.",
      (StaticAbility("LEADING THE WAY", "own_other_characters", "willpower", 2, sel=L.Sel(ink="Amber")),)),
    H("Mickey Mouse - Amber Champion", "FRIENDLY CHORUS",
      "While you have 2 or more other Amber characters in play, this character gains Singer 8.",
      (StaticAbility("FRIENDLY CHORUS", "self", "keyword", 8, keyword="Singer",
                     condition=L.Count(L.Sel(owner="you", other=True, ink="Amber"), ">=", 2)),)),
    H("Ichabod Crane - Bookish Schoolmaster", "WELL-READ",
      "Whenever this character quests, if you've played a character with cost 5 or more this turn, put the top card "
      "of your deck into your inkwell facedown and exerted.",
      (TriggeredAbility("WELL-READ", "quest", (
          L.If(L.ThisTurn("played", L.Sel(owner="you", cost=(">=", 5))), (L.InkTop("you", True),)),)),)),
    H("White Agony Plains - Golden Lagoon", "PURE LIQUID GOLD",
      "This location gets +1 ◊ for each character here.",
      (StaticAbility("PURE LIQUID GOLD", "self", "lore", 1, per=L.CountOf(L.Sel(owner="you", here=True))),)),
    H("Little John - Impermanent Outlaw", "READY TO RASSLE",
      "Whenever you put a card under this character, ready him.",
      (TriggeredAbility("READY TO RASSLE", "put_under", (L.Ready("self"),)),)),
    H("Next Stop, Olympus", "",
      "If you have a character with 5 ¤ or more in play, you pay 2 ⬡ less to play this action.",
      (StaticAbility("", "self", "cost", 2, condition=L.Count(L.Sel(owner="you", strength=(">=", 5)), ">=", 1)),)),
    H("Illuminary Tunnels - Linked Caverns", "SUBTERRANEAN NETWORK",
      "While you have a character here, this location gets +1 ◊ for each other location you have in play.",
      (StaticAbility("SUBTERRANEAN NETWORK", "self", "lore", 1, condition=_HERE,
                     per=L.CountOf(L.Sel(owner="you", types=("location",), other=True))),)),
    H("Illuminary Tunnels - Linked Caverns", "LOCUS",
      "While you have a character here, you pay 1 ⬡ less to play locations.",
      (StaticAbility("LOCUS", "own_cards_in_hand", "cost", 1, condition=_HERE, sel=L.Sel(types=("location",))),)),
    # cov3-c
    H("Hans - Brazen Manipulator", "JOSTLING FOR POWER",
      "King and Queen characters can't quest.",
      tuple(StaticAbility("JOSTLING FOR POWER", side, "cant_quest", sel=L.Sel(classification=kind))
            for side in ("own_characters", "opposing_characters") for kind in ("King", "Queen"))),
    H("Hans - Brazen Manipulator", "GROWING INFLUENCE",
      "At the start of your turn, if an opponent has 2 or more ready characters in play, gain 2 lore.",
      (TriggeredAbility("GROWING INFLUENCE", "start_of_turn", (L.GainLore("you", 2),),
                        resolve_if=L.OpponentHas("cards", ">=", 2, sel=L.Sel(exerted=False))),)),
    H("Pluto - Clever Cluefinder", "ON THE TRAIL",
      "If you have a Detective character in play, return an item card from your discard to your hand. Otherwise, "
      "put it on the top of your deck.",
      (ActivatedAbility("ON THE TRAIL", ActivatedCost(exert=True), (
          L.Choose("c", L.Sel(owner="you", types=("item",), zone="discard")),
          L.If(L.Count(L.Sel(owner="you", classification="Detective"), ">=", 1), (L.ReturnToHand("c"),),
               otherwise=(L.PutTop("c"),)))),)),
    H("The Robot Queen", "MAJOR MALFUNCTION",
      "Whenever you play a character, you may pay 1 ⬡ and banish this item to deal 2 damage to chosen character.",
      (TriggeredAbility("MAJOR MALFUNCTION", "any_play", (
          L.May(), L.PayInk(1), L.Banish("self"), L.Choose("t", L.Sel()), L.DealDamage("t", 2)),
          subject="any", subject_sel=L.Sel(owner="you")),)),
    H("Performance Review", "",
      "⟳ chosen ready character of yours to draw cards equal to that character's ◊.",
      (ActionEffect("", (L.Choose("c", L.Sel(owner="you", exerted=False)), L.Exert("c"),
                         L.Draw("you", L.StatOf("c", "lore")))),)),
    H("Cinderella - Dream Come True", "WHATEVER YOU WISH FOR",
      "At the end of your turn, if you played a Princess character this turn, you may put a card from your hand into "
      "your inkwell facedown to draw a card.",
      (TriggeredAbility("WHATEVER YOU WISH FOR", "end_of_turn", (
          L.If(L.ThisTurn("played", L.Sel(owner="you", classification="Princess")), (
              L.May(), L.Choose("c", L.Sel(owner="you", types=("card",), zone="hand")), L.ToInkwell("c", False),
              L.If(L.Chosen("c"), (L.Draw("you", 1),)))),)),)),
    H("Fairy Godmother's Wand", "ONLY TILL MIDNIGHT",
      "During your turn, whenever you put a card into your inkwell, chosen Princess character of yours gains Ward "
      "until the start of your next turn.",
      (TriggeredAbility("ONLY TILL MIDNIGHT", "ink", (
          L.Choose("c", L.Sel(owner="you", classification="Princess")),
          L.GrantKeyword("c", "Ward", duration="next_turn")),
          subject="any", subject_sel=L.Sel(owner="you", types=("card",)), condition=L.Flag("your_turn")),)),
    H("Mowgli - Man Cub", "HAVE A BETTER LOOK",
      "When you play this character, chosen opponent reveals their hand and discards a non-character card of their "
      "choice.",
      (TriggeredAbility("HAVE A BETTER LOOK", "play", (
          L.Choose("p", "opponent"), L.RevealHand("p"),
          L.Choose("c", L.Sel(types=("action", "item", "location"), zone="hand"), of="p", by="of"),
          L.DiscardCards("c"))),)),
    H("Gaston - Frightful Bully", "TOP THAT!",
      "Whenever this character quests, if there's a card under him, chosen opposing character can't challenge and "
      "must quest if able during their next turn.",
      (TriggeredAbility("TOP THAT!", "quest", (L.If(L.Flag("has_card_under"), (
          L.Choose("t", L.Sel(owner="opp")), L.Restrict("t", "cant_challenge", "their_next_turn"),
          L.Restrict("t", "must_quest", "their_next_turn"))),)),)),
    H("Time to Go!", "",
      "Banish chosen character of yours to draw 2 cards. If that character had a card under them, draw 3 cards "
      "instead.",
      (ActionEffect("", (L.Choose("c", L.Sel(owner="you")), L.If(L.Chosen("c", sel=L.Sel(under=True)), (
          L.Banish("c"), L.Draw("you", 3)), otherwise=(L.Banish("c"), L.Draw("you", 2))))),)),
    H("Aladdin - Barreling Through", "ONLY THE BOLD",
      "While there's a card under this character, your characters with Reckless gain “⟳ — Gain 1 lore.”",
      (StaticAbility("ONLY THE BOLD", "own_characters", "grant", sel=L.Sel(keyword="Reckless"),
                     condition=L.Flag("has_card_under"),
                     grant=ActivatedAbility("⟳ — Gain 1 lore", ActivatedCost(exert=True), (L.GainLore("you", 1),))),)),
    H("The Great Illuminary - Abandoned Laboratory", "STARTLING DISCOVERY",
      "Characters gain “⟳ — Draw a card” while here.",
      (StaticAbility("STARTLING DISCOVERY", "characters_here", "grant",
                     grant=ActivatedAbility("⟳ — Draw a card", ActivatedCost(exert=True), (L.Draw("you", 1),))),)),
    H("Megara - Secret Keeper", "I'LL BE FINE",
      "While there's a card under this character, she gets +1 ◊ and gains “Whenever this character is challenged, "
      "each opponent chooses and discards a card.”",
      (StaticAbility("I'LL BE FINE", "self", "lore", 1, condition=L.Flag("has_card_under")),
       TriggeredAbility("I'LL BE FINE", "challenged", (L.Discard("opponents", 1),), condition=L.Flag("has_card_under")))),
    H("Chief Bogo - Calling the Shots", "MY JURISDICTION",
      "During your turn, this character can't be dealt damage.",
      (StaticAbility("MY JURISDICTION", "self", "no_damage", condition=L.Flag("your_turn")),)),
    H("Chief Bogo - Calling the Shots", "DEPUTIZE",
      "Your other characters gain the Detective classification.",
      (StaticAbility("DEPUTIZE", "own_other_characters", "gain_class", classification="Detective"),)),
    H("Detective's Badge", "PROTECT AND SERVE",
      "Chosen character gains Resist +1 and the Detective classification until the start of your next turn.",
      (ActivatedAbility("PROTECT AND SERVE", ActivatedCost(exert=True, ink=1), (
          L.Choose("t", L.Sel()), L.GrantKeyword("t", "Resist", 1, "next_turn"),
          L.GainClass("t", "Detective", "next_turn"))),)),
    H("Daisy Duck - Paranormal Investigator", "STRANGE HAPPENINGS",
      "While this character is exerted, cards enter opponents' inkwells exerted.",
      (StaticAbility("STRANGE HAPPENINGS", "self", "opponents_ink_exerted", condition=L.Flag("exerted")),)),
    H("Next Stop, Olympus", "",
      "Ready chosen character. They can't quest for the rest of this turn. The next time they challenge another "
      "character this turn, gain 1 lore.",
      (ActionEffect("", (L.Choose("t", L.Sel()), L.Ready("t"), L.Restrict("t", "cant_quest"),
                         L.NextTime("t", "challenges", (L.GainLore("you", 1),)))),)),
    H("Lady Tremaine - Sinister Socialite", "EXPEDIENT SCHEMES",
      "Whenever this character quests, if you've put a card under her this turn, you may play an action with cost 5 "
      "or less from your discard for free, then put that action card on the bottom of your deck instead of into your "
      "discard.",
      (TriggeredAbility("EXPEDIENT SCHEMES", "quest", (L.If(L.Flag("got_card_under"), (
          L.May(), L.Choose("a", L.Sel(owner="you", zone="discard", types=("action",), cost=("<=", 5))),
          L.PlayFree("a", bottom=True))),)),)),
    H("Mulan - Standing Her Ground", "FLOWING BLADE",
      "During your turn, if you've put a card under one of your characters or locations this turn, this character "
      "takes no damage from challenges.",
      (StaticAbility("FLOWING BLADE", "self", "no_challenge_damage",
                     condition=L.All((L.Flag("your_turn"), L.Flag("put_card_under")))),)),
    H("Ares - God of War", "CALL TO BATTLE",
      "Once during your turn, whenever you put a card under one of your characters or locations, you may ready "
      "chosen character. If you do, that character can't quest for the rest of this turn.",
      (TriggeredAbility("CALL TO BATTLE", "put_under", (
          L.May(), L.Choose("t", L.Sel()), L.If(L.Flag("did"), (L.Ready("t"), L.Restrict("t", "cant_quest")))),
          once_per_turn=True, subject="any", subject_sel=L.Sel(owner="you", types=("character", "location")), condition=L.Flag("your_turn")),)),
    H("Blessed Bagpipes", "BATTLE ANTHEM",
      "Whenever one of your characters or locations with a card under them is challenged, gain 1 lore.",
      (TriggeredAbility("BATTLE ANTHEM", "challenged", (L.GainLore("you", 1),), subject="any",
                        subject_sel=L.Sel(owner="you", types=("character", "location"), under=True)),)),
    H("Can't Hold It Back Anymore", "",
      "Exert chosen opposing character. Move all damage counters from all other characters to that character.",
      (ActionEffect("", (L.Choose("t", L.Sel(owner="opp")), L.Exert("t"), L.GatherDamage("t", L.Sel()))),)),
    H("Merlin - Completing His Research", "LEGACY OF LEARNING",
      "When this character is banished in a challenge, if he had a card under him, draw 2 cards.",
      (TriggeredAbility("LEGACY OF LEARNING", "banished_in_challenge", (
          L.If(L.Flag("had_card_under"), (L.Draw("you", 2),)),)),)),
    H("Hercules - Mighty Leader", "EVER VIGILANT",
      "This character can't be dealt damage unless he's being challenged.",
      (StaticAbility("EVER VIGILANT", "self", "no_damage", condition=L.Flag("not_being_challenged")),)),
    H("Hercules - Mighty Leader", "EVER VALIANT",
      "While this character is exerted, your other Hero characters can't be dealt damage unless they're being "
      "challenged.",
      (StaticAbility("EVER VALIANT", "own_other_characters", "no_damage",
                     sel=L.Sel(classification="Hero", challenged_now=False), condition=L.Flag("exerted")),)),
    H("Prince Charming - Protector of the Realm", "PROTECTIVE PRESENCE",
      "Each turn, only one character can challenge.",
      (StaticAbility("PROTECTIVE PRESENCE", "self", "one_challenger"),)),
    H("Raksha - Fearless Mother", "ON PATROL",
      "Once during your turn, you may pay 1 ⬡ less to move this character to a location.",
      (StaticAbility("ON PATROL", "self", "move_cost", 1, condition=L.Flag("not_moved")),)),
    H("The Game's Afoot!", "",
      "Move up to 2 of your characters to the same location for free. That location gains Resist +2 until the start "
      "of your next turn.",
      (ActionEffect("", (L.Choose("l", L.Sel(owner="you", types=("location",))),
                         L.Choose("c", L.Sel(owner="you"), n=2, up_to=True), L.MoveTo("c", "l"),
                         L.GrantKeyword("l", "Resist", 2, "next_turn"))),)),
    H("The Horned King - Triumphant Ghoul", "GRAND MACHINATIONS",
      "During your turn, if 1 or more cards have left a player's discard this turn, this character gets +2 ◊.",
      (StaticAbility("GRAND MACHINATIONS", "self", "lore", 2,
                     condition=L.All((L.Flag("your_turn"), L.Flag("card_left_discard")))),)),
    H("Hades - Looking for a Deal", "WHAT D'YA SAY?",
      "When you play this character, you may choose an opposing character. If you do, draw 2 cards unless that "
      "character's player puts that card on the bottom of their deck.",
      (TriggeredAbility("WHAT D'YA SAY?", "play", (
          L.May(), L.Choose("t", L.Sel(owner="opp")), L.If(L.Chosen("t"), (L.UnlessBottom("t", (L.Draw("you", 2),)),)))),)),
    H("Goliath - Clan Leader", "DUSK TO DAWN",
      "At the end of each player's turn, if they have more than 2 cards in their hand, they choose and discard cards "
      "until they have 2. If they have fewer than 2 cards in their hand, they draw until they have 2.",
      (TriggeredAbility("DUSK TO DAWN", "end_of_turn", (L.DiscardUntil("active", 2), L.DrawUntil("active", 2)),
                        subject="any"),)),
    # "their player may reveal ...": that player decides (PlayerMay), then may play the card for free; a character
    # or item not played stays on top, anything else goes to the bottom ("Otherwise": it is not such a card).
    H("Fairy Godmother - Magical Benefactor", "STUNNING TRANSFORMATION",
      "Whenever you put a card under this character, you may banish chosen opposing character. If you do, their "
      "player may reveal the top card of their deck. If that card is a character or item card, they may play it for "
      "free. Otherwise, they put it on the bottom of their deck.",
      (TriggeredAbility("STUNNING TRANSFORMATION", "put_under", (
          L.May(), L.Choose("t", L.Sel(owner="opp")), L.Banish("t"),
          L.If(L.Chosen("t"), (L.PlayerMay("owner:t", (
              L.RevealTop(L.Sel(types=("character", "item")), then="play", otherwise="bottom", who="_pm"),)),)))),)),
    # "if it's the second card ...": checked as it resolves (CR 6.2.4), from the draw that triggered it.
    H("Ink Amplifier", "ENERGY CAPTURE",
      "Whenever an opponent draws a card during their turn, if it's the second card they've drawn this turn, you may "
      "put the top card of your deck into your inkwell facedown and exerted.",
      (TriggeredAbility("ENERGY CAPTURE", "draw", (L.If(L.Flag("second_draw"), (L.May(), L.InkTop("you", True))),),
                        subject="any", subject_sel=L.Sel(owner="active", types=("character", "action", "item",
                                                                                  "location")),
                        condition=L.Flag("opponents_turn")),)),
]
