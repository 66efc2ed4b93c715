"""Hand scripts of set 7 (Archazia's Island)."""

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
    # CR 4.3.6 example B: waits for the next Puppy character; another character does not use it up.
    H("Perdita - Playful Mother", "WHO'S NEXT?",
      "Whenever this character quests, you pay 2 ⬡ less for the next Puppy character you play this turn.",
      (TriggeredAbility("WHO'S NEXT?", "quest", (L.CostReduction("you", 2, "character:Puppy"),)),)),
    # CR 6.4.2.1 example: a continuous effect, so characters played later are covered too.
    H("Restoring Atlantis", "",
      "Your characters can't be challenged until the start of your next turn.",
      (ActionEffect("", (L.Continuous("own_characters", "restrict", "cant_be_challenged", duration="next_turn"),)),)),
    H("Orville - Albatross Air", "WELCOME ABOARD, FOLKS",
      "During your turn, while you have a character named Miss Bianca or Bernard in play, this character gains "
      "Evasive.",
      (StaticAbility("WELCOME ABOARD, FOLKS", "self", "keyword", keyword="Evasive", condition=L.All((
          L.Flag("your_turn"), L.AnyOf((L.Count(L.Sel(owner="you", name="Miss Bianca"), ">=", 1),
                                         L.Count(L.Sel(owner="you", name="Bernard"), ">=", 1)))))),)),
    H("Snow White - Fairest in the Land", "HIDDEN AWAY",
      "This character can't be challenged.",
      (StaticAbility("HIDDEN AWAY", "self", "cant_be_challenged"),)),
    H("Kanine Krunchies", "YOU CAN BE A CHAMPION, TOO",
      "Your Puppy characters get +1 ⛉.",
      (StaticAbility("YOU CAN BE A CHAMPION, TOO", "own_characters", "willpower", 1, sel=L.Sel(classification="Puppy")),)),
    H("Honeymaren - Northuldra Guide", "TALE OF THE FIFTH SPIRIT",
      "When you play this character, if an opponent has an exerted character in play, gain 1 lore.",
      (TriggeredAbility("TALE OF THE FIFTH SPIRIT", "play", (L.GainLore("you", 1),),
                        resolve_if=L.Count(L.Sel(owner="opp", exerted=True), ">=", 1)),)),
    H("Basil - Secret Informer", "DRAW THEM OUT",
      "Whenever this character quests, opposing damaged characters gain Reckless during their next turn.",
      (TriggeredAbility("DRAW THEM OUT", "quest", (
          L.GrantKeyword(L.Sel(owner="opp", damaged=True), "Reckless", None, "their_next_turn"),)),)),
    H("Kenai - Protective Brother", "HE NEEDS ME",
      "At the end of your turn, if this character is exerted, you may ready another chosen character of yours and "
      "remove all damage from them.",
      (TriggeredAbility("HE NEEDS ME", "end_of_turn", (
          L.May(), L.Choose("c", L.Sel(owner="you", other=True)), L.Ready("c"),
          L.RemoveDamage("c", L.StatOf("c", "damage"))), resolve_if=L.Flag("exerted")),)),
    H("Isabela Madrigal - In the Moment", "I'M TIRED OF PERFECT",
      "Whenever one of your characters sings a song, this character can't be challenged until the start of your "
      "next turn.",
      (TriggeredAbility("I'M TIRED OF PERFECT", "sing", (L.Restrict("self", "cant_be_challenged", "next_turn"),),
                        subject="own_character"),)),
    H("Queen of Hearts - Unpredictable Bully", "IF I LOSE MY TEMPER...",
      "Whenever another character is played, put a damage counter on them.",
      (TriggeredAbility("IF I LOSE MY TEMPER...", "any_play", (L.PutDamage("trigger", 1),), subject="any",
                        subject_sel=L.Sel(other=True)),)),
    # cov2-a
    H("Gizmoduck - Suited Up", "BLATHERING BLATHERSKITE",
      "This character can challenge ready damaged characters.",
      (StaticAbility("BLATHERING BLATHERSKITE", "self", "can_challenge_ready_of", sel=L.Sel(damaged=True)),)),
    H("Baymax - Giant Robot", "FUNCTIONALITY IMPROVED",
      "When you play this character, if you used Shift to play him, remove all damage from him.",
      (TriggeredAbility("FUNCTIONALITY IMPROVED", "play", (
          L.If(L.Flag("shifted"), (L.RemoveDamage("self", L.StatOf("self", "damage")),)),)),)),
    H("Tick-Tock - Relentless Crocodile", "LOOKING FOR LUNCH",
      "During your turn, this character gains Evasive while a Pirate character is in play.",
      (StaticAbility("LOOKING FOR LUNCH", "self", "keyword", keyword="Evasive", condition=L.All((
          L.Flag("your_turn"), L.Count(L.Sel(classification="Pirate"), ">=", 1)))),)),
    H("Mittens - Sassy Street Cat", "NO THANKS NECESSARY",
      "Once during your turn, whenever a card is put into your inkwell, your other characters with Bodyguard get +1 "
      "◊ this turn.",
      (TriggeredAbility("NO THANKS NECESSARY", "ink", (
          L.Stat(L.Sel(owner="you", other=True, keyword="Bodyguard"), "lore", 1),), once_per_turn=True,
          subject="any", condition=L.Flag("your_turn"), subject_sel=L.Sel(owner="you", types=("card",))),)),
    H("Donald Duck - Lively Pirate", "DUCK OF ACTION",
      "Whenever this character is challenged, you may return an action card that isn't a song card from your "
      "discard to your hand.",
      (TriggeredAbility("DUCK OF ACTION", "challenged", (
          L.May(), L.Choose("c", L.Sel(owner="you", types=("action",), zone="discard", not_song=True)),
          L.ReturnToHand("c"))),)),
    H("Aladdin - Research Assistant", "HELPING HAND",
      "Whenever this character quests, you may play an Ally character with cost 3 or less for free.",
      (TriggeredAbility("HELPING HAND", "quest", (
          L.May(), L.Choose("c", L.Sel(owner="you", zone="hand", classification="Ally", cost=("<=", 3))),
          L.PlayFree("c"))),)),
    H("Elsa - Ice Maker", "WINTER WALL",
      "Whenever this character quests, you may exert chosen character. If you do and you have a character named "
      "Anna in play, the chosen character can't ready at the start of their next turn.",
      (TriggeredAbility("WINTER WALL", "quest", (
          L.May(), L.Choose("t", L.Sel()), L.Exert("t"),
          L.If(L.Count(L.Sel(owner="you", name="Anna"), ">=", 1), (
              L.Restrict("t", "cant_ready", "their_next_turn"),)))),)),
    H("Maurice - Unconventional Inventor", "HOW ON EARTH DID THAT HAPPEN?",
      "When you play this character, you may banish chosen item of yours to draw a card. If the banished item is "
      "named Maurice's Machine, you may also banish chosen character with 2 ¤ or less.",
      (TriggeredAbility("HOW ON EARTH DID THAT HAPPEN?", "play", (
          L.May(), L.Choose("i", L.Sel(owner="you", types=("item",))), L.Banish("i"),
          L.If(L.Chosen("i"), (L.Draw("you", 1),)),
          L.If(L.Chosen("i", sel=L.Sel(types=("item",), name="Maurice's Machine")), (
              L.May(), L.Choose("t", L.Sel(strength=("<=", 2))), L.Banish("t"))))),)),
    H("Cinderella - The Right One", "IF THE SLIPPER FITS",
      "When you play this character, you may put an item card named The Glass Slipper from your discard on the "
      "bottom of your deck to gain 3 lore.",
      (TriggeredAbility("IF THE SLIPPER FITS", "play", (
          L.May(), L.Choose("c", L.Sel(owner="you", types=("item",), zone="discard", name="The Glass Slipper")),
          L.PutBottom("c"), L.If(L.Chosen("c"), (L.GainLore("you", 3),)))),)),
    H("Madame Medusa - Diamond Lover", "SEARCH THE SWAMP",
      "Whenever this character quests, you may deal 2 damage to another chosen character of yours to put the top 3 "
      "cards of chosen player's deck into their discard.",
      (TriggeredAbility("SEARCH THE SWAMP", "quest", (
          L.May(), L.Choose("a", L.Sel(owner="you", other=True)), L.DealDamage("a", 2),
          L.If(L.Chosen("a"), (L.Choose("p", "player"), L.Mill("p", 3))))),)),
    H("Kuzco - Temporary Whale", "DON'T YOU SAY A WORD",
      "Once during your turn, whenever a card is put into your inkwell, you may return chosen character, item, or "
      "location with cost 2 or less to their player's hand, then that player draws a card.",
      (TriggeredAbility("DON'T YOU SAY A WORD", "ink", (
          L.May(), L.Choose("t", L.Sel(types=("character", "item", "location"), cost=("<=", 2))), L.ReturnToHand("t"),
          L.Draw("owner:t", 1)), once_per_turn=True, subject="any", condition=L.Flag("your_turn"),
          subject_sel=L.Sel(owner="you", types=("card",))),)),
    H("Hiro Hamada - Armor Designer", "YOU CAN BE WAY MORE",
      "Your Floodborn characters that have a card under them gain Evasive and Ward.",
      tuple(StaticAbility("YOU CAN BE WAY MORE", "own_characters", "keyword", keyword=kw,
                          sel=L.Sel(classification="Floodborn", under=True)) for kw in ("Evasive", "Ward"))),
    H("Mushu - Majestic Dragon", "INTIMIDATING AND AWE-INSPIRING",
      "Whenever one of your characters challenges, they gain Resist +2 during that challenge.",
      (TriggeredAbility("INTIMIDATING AND AWE-INSPIRING", "challenges", (
          L.GrantKeyword("trigger", "Resist", 2, "challenge"),), subject="own_character"),)),
    H("Bolt - Superdog", "MARK OF POWER",
      "Whenever you ready this character, gain 1 lore for each other undamaged character you have in play.",
      (TriggeredAbility("MARK OF POWER", "ready", (
          L.GainLore("you", L.CountOf(L.Sel(owner="you", other=True, damaged=False))),)),)),
    H("Tramp - Street-Smart Dog", "HOW'S PICKINGS?",
      "When you play this character, you may draw a card for each other character you have in play, then choose and "
      "discard that many cards.",
      (TriggeredAbility("HOW'S PICKINGS?", "play", (
          L.May(), L.Draw("you", L.CountOf(L.Sel(owner="you", other=True))),
          L.Discard("you", L.CountOf(L.Sel(owner="you", other=True))))),)),
    H("Pacha - Trekmate", "FULL PACK",
      "While you have more cards in your hand than each opponent, this character gets +2 ◊.",
      (StaticAbility("FULL PACK", "self", "lore", 2, condition=L.OpponentHas("hand", "fewer")),)),
    H("Yzma - Transformed Kitten", "I WIN",
      "When this character is banished, if you have more cards in your hand than each opponent, you may return this "
      "card to your hand.",
      (TriggeredAbility("I WIN", "banished", (L.If(L.OpponentHas("hand", "fewer"), (
          L.May(), L.ReturnToHand("self"))),)),)),
    H("Devil's Eye Diamond", "THE PRICE OF POWER",
      "If one of your characters took damage this turn, gain 1 lore.",
      (ActivatedAbility("THE PRICE OF POWER", ActivatedCost(exert=True), (
          L.If(L.ThisTurn("damaged", L.Sel(owner="you")), (L.GainLore("you", 1),)),)),)),
    H("John Silver - Vengeful Pirate", "DRAWN TO A FIGHT",
      "If an opposing character took damage this turn, you pay 2 ⬡ less to play this character.",
      (StaticAbility("DRAWN TO A FIGHT", "self", "cost", 2, condition=L.ThisTurn("damaged", L.Sel(owner="opp"))),)),
    H("Restoring the Crown", "",
      "Exert all opposing characters. Whenever one of your characters banishes another character in a challenge this "
      "turn, gain 2 lore.",
      (ActionEffect("", (L.Exert(L.Sel(owner="opp")),
                         L.Float("any", "banishes_in_challenge", (L.GainLore("you", 2),)))),)),
    # A quoted ability given by a resolved effect is applied (CR 6.4.2.2): her other characters in play get it,
    # a character played later that turn does not.
    H("Mulan - Imperial General", "EXCEPTIONAL LEADER",
      "Whenever this character challenges another character, your other characters gain “This character can "
      "challenge ready characters” this turn.",
      (TriggeredAbility("EXCEPTIONAL LEADER", "challenges", (
          L.Restrict(L.Sel(owner="you", other=True), "can_challenge_ready"),)),)),
    H("Fa Zhou - War Hero", "TRAINING EXERCISES",
      "Whenever one of your characters challenges another character, if it's the second challenge this turn, gain 3 "
      "lore.",
      (TriggeredAbility("TRAINING EXERCISES", "challenges", (L.If(L.Flag("second_challenge"), (
          L.GainLore("you", 3),)),), subject="own_character"),)),
    H("Honey Lemon - Chemistry Whiz", "PRETTY GREAT, HUH?",
      "Whenever you play a Floodborn character, if you used Shift to play them, you may remove up to 2 damage from "
      "chosen character.",
      (TriggeredAbility("PRETTY GREAT, HUH?", "any_play", (L.If(L.Flag("trigger_shifted"), (
          L.May(), L.Choose("t", L.Sel()), L.RemoveDamage("t", 2, up_to=True))),), subject="any",
          subject_sel=L.Sel(owner="you", classification="Floodborn")),)),
    H("Baymax's Charging Station", "ENERGY CONVERTER",
      "Whenever you play a Floodborn character, if you used Shift to play them, you may draw a card.",
      (TriggeredAbility("ENERGY CONVERTER", "any_play", (L.If(L.Flag("trigger_shifted"), (
          L.May(), L.Draw("you", 1))),), subject="any", subject_sel=L.Sel(owner="you", classification="Floodborn")),)),
    H("Te Kā - Elemental Terror", "ANCIENT RAGE",
      "During your turn, whenever an opposing character is exerted, banish them.",
      (TriggeredAbility("ANCIENT RAGE", "exerted", (L.Banish("trigger"),), subject="opponent_character",
                        condition=L.Flag("your_turn")),)),
    H("Donald Duck - Flustered Sorcerer", "OBFUSCATE!",
      "Opponents need 25 lore to win the game.",
      (StaticAbility("OBFUSCATE!", "self", "opponents_lore_goal", 25),)),
    H("The Return of Hercules", "",
      "Each player may reveal a character card from their hand and play it for free.",
      (ActionEffect("", (L.PlayerMay("each", (
          L.Choose("c", L.Sel(zone="hand"), of="_pm", by="of"), L.PlayFree("c", who="_pm"))),)),)),
    H("Yokai - Intellectual Schemer", "INNOVATE",
      "You pay 1 ⬡ less to play characters using their Shift ability.",
      (StaticAbility("INNOVATE", "own_characters_in_hand", "shift_cost", 1),)),
    H("Belle - Mechanic Extraordinaire", "SALVAGE",
      "For each item card in your discard, you pay 1 ⬡ less to play this character using her Shift ability.",
      (StaticAbility("SALVAGE", "self", "shift_cost", 1,
                     per=L.CountOf(L.Sel(owner="you", types=("item",), zone="discard"))),)),
    H("Belle - Mechanic Extraordinaire", "REPURPOSE",
      "Whenever this character quests, you may put up to 3 item cards from your discard on the bottom of your deck to "
      "gain 1 lore for each item card moved this way.",
      (TriggeredAbility("REPURPOSE", "quest", (
          L.May(), L.Choose("c", L.Sel(owner="you", types=("item",), zone="discard"), n=3, up_to=True),
          L.PutBottom("c"), L.GainLore("you", L.CountIn("c", L.Sel(types=("item",)))))),)),
    H("Pete - Space Pirate", "FRIGHTFUL SCHEME",
      "While this character is exerted, opposing characters can't exert to sing songs and your Pirate characters gain "
      "Resist +1.",
      (StaticAbility("FRIGHTFUL SCHEME", "opposing_characters", "cant_sing", condition=L.Flag("exerted")),
       StaticAbility("FRIGHTFUL SCHEME", "own_characters", "keyword", 1, keyword="Resist",
                     sel=L.Sel(classification="Pirate"), condition=L.Flag("exerted")))),
    H("Baloo - Ol' Iron Paws", "FIGHT LIKE A BEAR",
      "Your characters with 7 ¤ or more can't be dealt damage.",
      (StaticAbility("FIGHT LIKE A BEAR", "own_characters", "no_damage", sel=L.Sel(strength=(">=", 7))),)),
    H("Pongo - Dear Old Dad", "FOUND YOU, YOU LITTLE RASCAL",
      "At the start of your turn, look at the cards in your inkwell. You may play a Puppy character from there for "
      "free.",
      (TriggeredAbility("FOUND YOU, YOU LITTLE RASCAL", "start_of_turn", (
          L.May(), L.Choose("c", L.Sel(owner="you", zone="inkwell", classification="Puppy")), L.PlayFree("c"))),)),
    H("Gantu - Experienced Enforcer", "CLOSE ALL CHANNELS",
      "When you play this character, characters can't exert to sing songs until the start of your next turn.",
      (TriggeredAbility("CLOSE ALL CHANNELS", "play", (
          L.Continuous("all_characters", "restrict", "cant_sing", duration="next_turn"),)),)),
    H("Gantu - Experienced Enforcer", "DON'T GET ANY IDEAS",
      "Each player pays 2 ⬡ more to play actions or items.",
      (StaticAbility("DON'T GET ANY IDEAS", "cards_in_hand", "cost", -2, sel=L.Sel(types=("action", "item"))),)),
    H("Kronk - Laid Back", "I'M LOVIN' THIS",
      "If an effect would cause you to discard one or more cards, you don't discard.",
      (StaticAbility("I'M LOVIN' THIS", "self", "dont_discard"),)),
    H("Archimedes - Exceptional Owl", "MORE TO LEARN",
      "Whenever an opponent chooses this character for an action or ability, you may draw a card.",
      (TriggeredAbility("MORE TO LEARN", "chosen_by_opponent", (L.May(), L.Draw("you", 1))),)),
    H("Daisy Duck - Multitalented Pirate", "FOWL PLAY",
      "Once during your turn, whenever a card is put into your inkwell, chosen opponent chooses one of their "
      "characters and returns that card to their hand.",
      (TriggeredAbility("FOWL PLAY", "ink", (
          L.Choose("p", "opponent"), L.Choose("t", L.Sel(owner="any"), of="p", by="of"), L.ReturnToHand("t")),
          once_per_turn=True, subject="any", subject_sel=L.Sel(owner="you", types=("card",)), condition=L.Flag("your_turn")),)),
    H("Fix-It Felix, Jr. - Pint-Sized Hero", "LET'S GET TO WORK",
      "Whenever you return a Racer character card from your discard to your hand, you may ready chosen Racer "
      "character. They can't quest for the rest of this turn.",
      (TriggeredAbility("LET'S GET TO WORK", "to_hand_from_discard", (
          L.May(), L.Choose("t", L.Sel(classification="Racer")), L.Ready("t"), L.Restrict("t", "cant_quest")),
          subject="any", subject_sel=L.Sel(owner="you", classification="Racer")),)),
    H("Ink Geyser", "",
      "Each player exerts all the cards in their inkwell. Then each player with more than 3 cards in their inkwell "
      "returns cards at random from their inkwell to their hand until they have 3 cards in their inkwell.",
      (ActionEffect("", (L.InkwellState("each", True), L.InkwellToHand("each", 3, until=True))),)),
    H("Minnie Mouse - Storyteller", "JUST ONE MORE",
      "Whenever this character quests, chosen opposing character loses ¤ equal to this character's ◊ until the start "
      "of your next turn.",
      (TriggeredAbility("JUST ONE MORE", "quest", (
          L.Choose("t", L.Sel(owner="opp")),
          L.Stat("t", "strength", L.Times(L.StatOf("self", "lore"), -1), "next_turn"))),)),
    H("The Glass Slipper", "PERFECT PAIR",
      "You may only have 2 copies of The Glass Slipper in your deck.",
      (StaticAbility("PERFECT PAIR", "self", "deck_copies", 2, sel=L.Sel(types=("item",), name="The Glass Slipper")),)),
    H("The Glass Slipper", "SEARCH THE KINGDOM",
      "Search your deck for a Princess character card and reveal it to all players. Put that card into your hand and "
      "shuffle your deck.",
      (ActivatedAbility("SEARCH THE KINGDOM", ActivatedCost(banish_self=True, exert_own=True, exert_class="Prince"), (
          L.SearchDeck((L.Sel(classification="Princess"),)),)),)),
    # "Choose 3 cards ... to gain 3 lore": with fewer than 3 to choose, nothing is paid and nothing gained.
    H("The Queen - Jealous Beauty", "NO ORDINARY APPLE",
      "Choose 3 cards from chosen opponent's discard and put them on the bottom of their deck to gain 3 lore. If any "
      "Princess cards were moved this way, gain 4 lore instead.",
      (ActivatedAbility("NO ORDINARY APPLE", ActivatedCost(exert=True), (
          L.Choose("p", "opponent"),
          L.Choose("c", L.Sel(zone="discard", types=("character", "action", "item", "location")), n=3, of="p"),
          L.If(L.Chosen("c", "n:3"), (L.PutBottom("c"), L.If(L.Chosen("c", sel=L.Sel(
              types=("character", "action", "item", "location"), classification="Princess")),
              (L.GainLore("you", 4),), otherwise=(L.GainLore("you", 3),)))))),)),
    H("Yzma - Above It All", "BACK TO WORK",
      "Whenever another character is banished in a challenge, return that card to its player's hand, then that "
      "player discards a card at random.",
      (TriggeredAbility("BACK TO WORK", "banished_in_challenge", (
          L.ReturnToHand("trigger_any"), L.DiscardRandom("trigger_owner", 1)), subject="any",
          subject_sel=L.Sel(other=True)),)),
    # Alternative costs (CR 1.5.5.3): PlayCard(free=True), then the cards that pay are chosen.
    H("Belle - Apprentice Inventor", "WHAT A MESS",
      "During your turn, you may banish chosen item of yours to play this character for free.",
      (StaticAbility("WHAT A MESS", "self", "free_by_banish", 1, condition=L.Flag("your_turn"),
                     sel=L.Sel(owner="you", types=("item",))),)),
    H("Scrooge McDuck - Resourceful Miser", "PUT IT TO GOOD USE",
      "You may exert 4 items of yours to play this character for free.",
      (StaticAbility("PUT IT TO GOOD USE", "self", "free_by_exert", 4, sel=L.Sel(owner="you", types=("item",))),)),
]
