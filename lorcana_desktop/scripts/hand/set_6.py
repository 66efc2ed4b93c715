"""Hand scripts of set 6 (Azurite Sea)."""

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

_MICROBOTS = L.Sel(owner="you", types=("item",), name="Microbots")

SCRIPTS = [
    H("Yokai - Scientific Supervillain", "TECHNICAL GAIN",
      "Whenever this character quests, draw a card for each opposing character with 0 ¤.",
      (TriggeredAbility("TECHNICAL GAIN", "quest", (
          L.Draw("you", L.CountOf(L.Sel(owner="opp", strength=("==", 0)))),)),)),
    # CR 6.6.2 example: the count is taken as the ability resolves (the Microbots just played included).
    H("Microbots", "INSPIRED TECH",
      "When you play this item, chosen character gets -1 ¤ this turn for each item named Microbots you have in "
      "play.",
      (TriggeredAbility("INSPIRED TECH", "play", (
          L.Choose("c", L.Sel()), L.Stat("c", "strength", L.CountOf(_MICROBOTS, times=-1)))),)),
    # CR 4.3.6 example C: not self-referential, so it lowers nothing until Gadget is in play.
    H("Gadget Hackwrench - Brilliant Bosun", "MECHANICALLY SAVVY",
      "While you have 3 or more items in play, you pay 1 ⬡ less to play Inventor characters.",
      (StaticAbility("MECHANICALLY SAVVY", "own_characters_in_hand", "cost", 1,
                     condition=L.Count(L.Sel(owner="you", types=("item",)), ">=", 3),
                     sel=L.Sel(classification="Inventor")),)),
    # CR 6.1.12 example B: the ability works from the discard, not from play. "Play her" is not "for free":
    # her cost (2) is paid, so a player without 2 ready ink cannot.
    H("Lilo - Escape Artist", "NO PLACE I'D RATHER BE",
      "At the start of your turn, if this card is in your discard, you may play her and she enters play exerted.",
      (TriggeredAbility("NO PLACE I'D RATHER BE", "start_of_turn", (
          L.May(), L.PayInk(2), L.PlayFree("self"), L.Exert("self")), zone="discard"),)),
    # "for free": Microbots costs 2, so 2 less is nothing to pay.
    H("Yokai - Scientific Supervillain", "NEUROTRANSMITTER",
      "You may play items named Microbots for free.",
      (StaticAbility("NEUROTRANSMITTER", "own_cards_in_hand", "cost", 2, sel=L.Sel(types=("item",), name="Microbots")),)),
    H("Sail the Azurite Sea", "",
      "This turn, you may ink an additional card. Draw a card.",
      (ActionEffect("", (L.ExtraInk("you", 1), L.Draw("you", 1))),)),
    H("Skull Rock - Isolated Fortress", "SAFE HAVEN",
      "At the start of your turn, if you have a Pirate character here, gain 1 lore.",
      (TriggeredAbility("SAFE HAVEN", "start_of_turn", (L.GainLore("you", 1),),
                        resolve_if=L.Count(L.Sel(owner="you", here=True, classification="Pirate"), ">=", 1)),)),
    H("Galactic Council Chamber - Courtroom", "FEDERATION DECREE",
      "While you have an Alien or Robot character here, this location can't be challenged.",
      (StaticAbility("FEDERATION DECREE", "self", "cant_be_challenged",
                     condition=L.Count(L.Sel(owner="you", here=True, any_of=("Alien", "Robot")), ">=", 1)),)),
    H("Chip 'n' Dale - Recovery Rangers", "",
      "This character counts as being named both Chip and Dale.", extra_names=("Chip", "Dale")),
    H("Dale - Friend in Need", "CHIP'S PARTNER",
      "This character enters play exerted unless you have a character named Chip in play.",
      (StaticAbility("CHIP'S PARTNER", "self", "enters_exerted",
                     condition=L.Count(L.Sel(owner="you", name="Chip"), "==", 0)),)),
    H("Rescue Rangers Submarine - Mobile Headquarters", "PLANNING SESSION",
      "At the start of your turn, if you have a character here, you may put the top card of your deck into your "
      "inkwell facedown and exerted.",
      (TriggeredAbility("PLANNING SESSION", "start_of_turn", (L.May(), L.InkTop("you", True)),
                        resolve_if=L.Count(L.Sel(owner="you", here=True), ">=", 1)),)),
    H("Treasure Mountain - Azurite Sea Island", "SECRET WEAPON",
      "At the start of your turn, deal damage to chosen character or location equal to the number of characters "
      "here.",
      (TriggeredAbility("SECRET WEAPON", "start_of_turn", (
          L.Choose("c", L.Sel(types=("character", "location"))), L.DealDamage("c", L.CountOf(L.Sel(here=True))))),)),
    H("Winnie the Pooh - Hunny Pirate", "WE'RE PIRATES, YOU SEE",
      "Whenever this character quests, you pay 1 ⬡ less for the next Pirate character you play this turn.",
      (TriggeredAbility("WE'RE PIRATES, YOU SEE", "quest", (L.CostReduction("you", 1, "character:Pirate"),)),)),
    H("Grand Councilwoman - Federation Leader", "FIND IT!",
      "Whenever this character quests, your other Alien characters get +1 ◊ this turn.",
      (TriggeredAbility("FIND IT!", "quest", (
          L.Stat(L.Sel(owner="you", other=True, classification="Alien"), "lore", 1),)),)),
    H("Tinker Bell - Queen of the Azurite Fairies", "SHINING EXAMPLE",
      "Whenever this character quests, your other Fairy characters get +1 ◊ this turn.",
      (TriggeredAbility("SHINING EXAMPLE", "quest", (
          L.Stat(L.Sel(owner="you", other=True, classification="Fairy"), "lore", 1),)),)),
    H("Kanga - Nurturing Mother", "SAFE AND SOUND",
      "Whenever this character quests, another chosen character of yours can't be challenged until the start of "
      "your next turn.",
      (TriggeredAbility("SAFE AND SOUND", "quest", (
          L.Choose("c", L.Sel(owner="you", other=True)), L.Restrict("c", "cant_be_challenged", "next_turn"))),)),
    H("Safe and Sound", "",
      "Chosen character of yours can't be challenged until the start of your next turn.",
      (ActionEffect("", (L.Choose("c", L.Sel(owner="you")), L.Restrict("c", "cant_be_challenged", "next_turn"))),)),
    H("Captain Hook - Underhanded", "INSPIRES DREAD",
      "While this character is exerted, opposing Pirate characters can't quest.",
      (StaticAbility("INSPIRES DREAD", "opposing_characters", "cant_quest", sel=L.Sel(classification="Pirate"),
                     condition=L.Flag("exerted")),)),
    H("Alistair Krei - Ambitious Entrepreneur", "AN EYE FOR TECH",
      "When you play this character, if an opponent has an item in play, gain 1 lore.",
      (TriggeredAbility("AN EYE FOR TECH", "play", (L.GainLore("you", 1),),
                        resolve_if=L.Count(L.Sel(owner="opp", types=("item",)), ">=", 1)),)),
    H("Bend to My Will", "",
      "Each opponent discards all cards in their hand.",
      (ActionEffect("", (L.DiscardHand("opponents"),)),)),
    H("Wendy Darling - Courageous Captain", "LOOK LIVELY, CREW!",
      "While you have another Pirate character in play, this character gets +1 ¤ and +1 ◊.",
      (StaticAbility("LOOK LIVELY, CREW!", "self", "strength", 1,
                     condition=L.Count(L.Sel(owner="you", other=True, classification="Pirate"), ">=", 1)),
       StaticAbility("LOOK LIVELY, CREW!", "self", "lore", 1,
                     condition=L.Count(L.Sel(owner="you", other=True, classification="Pirate"), ">=", 1)))),
    H("Card Soldier's Spear", "A SUITABLE WEAPON",
      "Your damaged characters get +1 ¤.",
      (StaticAbility("A SUITABLE WEAPON", "own_characters", "strength", 1, sel=L.Sel(damaged=True)),)),
    H("Nick Wilde - Soggy Fox", "NICE TO HAVE A PARTNER",
      "While you have another character with Support in play, this character gets +2 ¤.",
      (StaticAbility("NICE TO HAVE A PARTNER", "self", "strength", 2,
                     condition=L.Count(L.Sel(owner="you", other=True, keyword="Support"), ">=", 1)),)),
    H("Nick Wilde - Sly Fox", "YOU CAN'T TOUCH ME",
      "While you have an item in play, this character can't be challenged.",
      (StaticAbility("YOU CAN'T TOUCH ME", "self", "cant_be_challenged",
                     condition=L.Count(L.Sel(owner="you", types=("item",)), ">=", 1)),)),
    H("Tadashi Hamada - Baymax Inventor", "LET'S GET BACK TO WORK",
      "This character gets +1 ¤ and +1 ⛉ for each item you have in play.",
      (StaticAbility("LET'S GET BACK TO WORK", "self", "strength", 1, per=L.CountOf(L.Sel(owner="you", types=("item",)))),
       StaticAbility("LET'S GET BACK TO WORK", "self", "willpower", 1,
                     per=L.CountOf(L.Sel(owner="you", types=("item",)))))),
    H("Mr. Smee - Captain of the Jolly Roger", "RAISE THE COLORS",
      "When you play this character, you may deal damage to chosen character equal to the number of your other "
      "Pirate characters in play.",
      (TriggeredAbility("RAISE THE COLORS", "play", (
          L.May(), L.Choose("c", L.Sel()),
          L.DealDamage("c", L.CountOf(L.Sel(owner="you", other=True, classification="Pirate"))))),)),
    H("Vanellope von Schweetz - Gutsy Go-Getter", "AS READY AS I'LL EVER BE",
      "At the start of your turn, if this character is at a location, draw a card and gain 1 lore.",
      (TriggeredAbility("AS READY AS I'LL EVER BE", "start_of_turn", (L.Draw("you", 1), L.GainLore("you", 1)),
                        resolve_if=L.Flag("at_location")),)),
    H("Alice - Savvy Sailor", "AHOY!",
      "Whenever this character quests, another chosen character of yours gets +1 ◊ and gains Ward until the start "
      "of your next turn.",
      (TriggeredAbility("AHOY!", "quest", (
          L.Choose("c", L.Sel(owner="you", other=True)), L.Stat("c", "lore", 1, "next_turn"),
          L.GrantKeyword("c", "Ward", None, "next_turn"))),)),
    H("Simba - Pride Protector", "UNDERSTAND THE BALANCE",
      "At the end of your turn, if this character is exerted, you may ready your other characters.",
      (TriggeredAbility("UNDERSTAND THE BALANCE", "end_of_turn", (L.May(), L.Ready(L.Sel(owner="you", other=True))),
                        resolve_if=L.Flag("exerted")),)),
    H("Institute of Technology - Prestigious University", "WELCOME TO THE LAB",
      "Inventor characters get +1 ⛉ while here.",
      (StaticAbility("WELCOME TO THE LAB", "characters_here", "willpower", 1, sel=L.Sel(classification="Inventor")),)),
    H("Institute of Technology - Prestigious University", "PUSH THE BOUNDARIES",
      "At the start of your turn, if you have a character here, gain 1 lore.",
      (TriggeredAbility("PUSH THE BOUNDARIES", "start_of_turn", (L.GainLore("you", 1),),
                        resolve_if=L.Count(L.Sel(owner="you", here=True), ">=", 1)),)),
    H("Tigger - In the Crow's Nest", "SWASH YOUR BUCKLES",
      "Whenever you play an action, this character gets +1 ¤ and +1 ◊ this turn.",
      (TriggeredAbility("SWASH YOUR BUCKLES", "any_play", (L.Stat("self", "strength", 1), L.Stat("self", "lore", 1)),
                        subject="any", subject_sel=L.Sel(owner="you", types=("action",))),)),
    # An item "can't ready at the start of its next turn": its player's next turn (CR 3.2.1.1 ready step).
    H("HeiHei - Not-So-Tricky Chicken", "EAT ANYTHING",
      "When you play this character, exert chosen opposing item. It can't ready at the start of its next turn.",
      (TriggeredAbility("EAT ANYTHING", "play", (
          L.Choose("t", L.Sel(owner="opp", types=("item",))), L.Exert("t"),
          L.Restrict("t", "cant_ready", "their_next_turn"))),)),
    H("John Silver - Ferocious Friend", "CHART YOUR OWN COURSE",
      "Whenever this character quests, you may deal 1 damage to another chosen character of yours. If you do, ready "
      "that character. They can't quest for the rest of this turn.",
      (TriggeredAbility("CHART YOUR OWN COURSE", "quest", (
          L.May(), L.Choose("t", L.Sel(owner="you", other=True)), L.DealDamage("t", 1),
          L.If(L.Flag("did"), (L.Ready("t"), L.Restrict("t", "cant_quest"))))),)),
    # In your own turn the chosen character can only be damaged by a challenge as the challenger (CR 4.6.6).
    H("Mickey Mouse - Pirate Captain", "MARINER'S MIGHT",
      "Whenever this character quests, chosen Pirate character gets +2 ¤ and gains “This character takes no damage "
      "from challenges” this turn.",
      (TriggeredAbility("MARINER'S MIGHT", "quest", (
          L.Choose("t", L.Sel(classification="Pirate")), L.Stat("t", "strength", 2),
          L.Replace("t", "damage", "prevent_challenge"))),)),
    # CR 6.1.4: "you may pay 2 ⬡ to ...": declined or unpaid, no one discards.
    H("Honey Lemon - Chemical Genius", "HERE'S THE BEST PART",
      "When you play this character, you may pay 2 ⬡ to have each opponent choose and discard a card.",
      (TriggeredAbility("HERE'S THE BEST PART", "play", (L.May(), L.PayInk(2), L.Discard("opponents", 1))),)),
    H("Jasmine - Royal Commodore", "RULER OF THE SEAS",
      "When you play this character, if you used Shift to play her, return all other exerted characters to their "
      "players' hands.",
      (TriggeredAbility("RULER OF THE SEAS", "play", (L.If(L.Flag("shifted"), (
          L.ReturnToHand(L.Sel(other=True, exerted=True)),)),)),)),
    H("Yokai - Enigmatic Inventor", "TIME TO UPGRADE",
      "Whenever this character quests, you may return one of your items to your hand to pay 2 ⬡ less for the next "
      "item you play this turn.",
      (TriggeredAbility("TIME TO UPGRADE", "quest", (
          L.May(), L.Choose("t", L.Sel(owner="you", types=("item",))), L.ReturnToHand("t"),
          L.CostReduction("you", 2, "item"))),)),
    H("Stitch - Alien Buccaneer", "READY FOR ACTION",
      "When you play this character, if you used Shift to play him, you may put an action card from your discard on "
      "the top of your deck.",
      (TriggeredAbility("READY FOR ACTION", "play", (L.If(L.Flag("shifted"), (
          L.May(), L.Choose("c", L.Sel(owner="you", types=("action",), zone="discard")), L.PutTop("c"))),)),)),
    # "You may [ink the top card]. Then, put this card into your inkwell": a declined "you may" ends the effect
    # (CR 6.1.4), so this card goes first; both end facedown and ready in the inkwell either way, so the order
    # changes nothing a player sees.
    H("Tadashi Hamada - Gifted Roboticist", "SOMEONE HAS TO HELP",
      "During an opponent's turn, when this character is banished, you may put the top card of your deck into your "
      "inkwell facedown. Then, put this card into your inkwell facedown.",
      (TriggeredAbility("SOMEONE HAS TO HELP", "banished", (
          L.ToInkwell("self", False), L.May(), L.InkTop("you", False)), condition=L.Flag("opponents_turn")),)),
    H("Mystical Tree - Mama Odie's Home", "NOT BAD",
      "At the start of your turn, you may move 1 damage counter from chosen character here to chosen opposing "
      "character.",
      (TriggeredAbility("NOT BAD", "start_of_turn", (
          L.May(), L.Choose("a", L.Sel(here=True)), L.Choose("b", L.Sel(owner="opp")), L.MoveDamage("a", "b", 1))),)),
    H("Mystical Tree - Mama Odie's Home", "HARD-EARNED WISDOM",
      "At the start of your turn, if you have a character named Mama Odie here, gain 1 lore.",
      (TriggeredAbility("HARD-EARNED WISDOM", "start_of_turn", (L.GainLore("you", 1),),
                        resolve_if=L.Count(L.Sel(owner="you", here=True, name="Mama Odie"), ">=", 1)),)),
    H("Dale - Mischievous Ranger", "NUTS ABOUT PRANKS",
      "When you play this character, you may put the top 3 cards of your deck into your discard to give chosen "
      "character -3 ¤ until the start of your next turn.",
      (TriggeredAbility("NUTS ABOUT PRANKS", "play", (
          L.May(), L.Mill("you", 3), L.Choose("t", L.Sel()), L.Stat("t", "strength", -3, "next_turn"))),)),
    H("Lose the Way", "",
      "Exert chosen character. Then, you may choose and discard a card. If you do, the exerted character can't ready "
      "at the start of their next turn.",
      (ActionEffect("", (
          L.Choose("t", L.Sel()), L.Exert("t"), L.May(),
          L.Choose("d", L.Sel(owner="you", zone="hand", types=("character", "action", "item", "location"))),
          L.DiscardCards("d"), L.If(L.Flag("did"), (L.Restrict("t", "cant_ready", "their_next_turn"),)))),)),
    H("Twin Fire", "",
      "Deal 2 damage to chosen character. Then, you may choose and discard a card to deal 2 damage to another chosen "
      "character.",
      (ActionEffect("", (
          L.Choose("a", L.Sel()), L.DealDamage("a", 2), L.May(),
          L.Choose("d", L.Sel(owner="you", zone="hand", types=("character", "action", "item", "location"))),
          L.DiscardCards("d"), L.If(L.Flag("did"), (L.Choose("b", L.Sel(), exclude="a"), L.DealDamage("b", 2))))),)),
    # "⟳ one of your characters to ...": exerting a ready character of yours pays for the rest; none, nothing happens.
    H("Ambush!", "",
      "⟳ one of your characters to deal damage equal to their ¤ to chosen character.",
      (ActionEffect("", (
          L.Choose("u", L.Sel(owner="you", exerted=False)), L.PayWith("exert", "u"), L.Choose("t", L.Sel()),
          L.DealDamage("t", L.StatOf("u", "strength")))),)),
    H("King's Sensor Core", "SYMBOL OF ROYALTY",
      "Your Prince and King characters gain Resist +1.",
      (StaticAbility("SYMBOL OF ROYALTY", "own_characters", "keyword", 1, keyword="Resist",
                     sel=L.Sel(any_of=("Prince", "King"))),)),
    H("King's Sensor Core", "ROYAL SEARCH",
      "Reveal the top card of your deck. If it's a Prince or King character card, you may put that card into your "
      "hand. Otherwise, put it on the top of your deck.",
      (ActivatedAbility("ROYAL SEARCH", ActivatedCost(exert=True, ink=2), (
          L.RevealTop(L.Sel(any_of=("Prince", "King"))),)),)),
    H("Basil - Disguised Detective", "TWISTS AND TURNS",
      "During your turn, whenever a card is put into your inkwell, you may pay 1 ⬡ to have chosen opponent choose and "
      "discard a card.",
      (TriggeredAbility("TWISTS AND TURNS", "ink", (
          L.May(), L.PayInk(1), L.Choose("p", "opponent"), L.Discard("p", 1)), subject="any", condition=L.Flag("your_turn"),
          subject_sel=L.Sel(owner="you", types=("card",))),)),
    H("Captain Amelia - Commander of the Legacy", "DRIVELING GALOOTS",
      "This character can't be challenged by Pirate characters.",
      (StaticAbility("DRIVELING GALOOTS", "self", "cant_be_challenged_by", sel=L.Sel(classification="Pirate")),)),
    H("Captain Amelia - Commander of the Legacy", "EVERYTHING SHIPSHAPE",
      "While being challenged, your other characters gain Resist +1.",
      (StaticAbility("EVERYTHING SHIPSHAPE", "own_other_characters", "keyword", 1, keyword="Resist",
                     condition=L.Flag("being_challenged")),)),
    H("Flotilla - Coconut Armada", "TINY THIEVES",
      "At the start of your turn, if you have a character here, all opponents lose 1 lore and you gain lore equal to "
      "the lore lost this way.",
      (TriggeredAbility("TINY THIEVES", "start_of_turn", (L.LoseLore("opponents", 1), L.GainLore("you", "_lost")),
                        condition=L.Flag("character_here"), resolve_if=L.Flag("character_here")),)),
    H("Genie - Wonderful Trickster", "YOUR REWARD AWAITS",
      "Whenever you play a card, draw a card.",
      (TriggeredAbility("YOUR REWARD AWAITS", "any_play", (L.Draw("you", 1),), subject="any",
                        subject_sel=L.Sel(owner="you", types=("character", "action", "item", "location"))),)),
    H("Genie - Wonderful Trickster", "FORBIDDEN TREASURE",
      "At the end of your turn, put all the cards in your hand on the bottom of your deck in any order.",
      (TriggeredAbility("FORBIDDEN TREASURE", "end_of_turn", (L.AllToBottom(L.Sel(owner="you", zone="hand", types=("character", "action", "item", "location"))),)),)),
    H("Kakamora - Pirate Chief", "HEAD COCONUT",
      "Whenever this character quests, you may draw a card, then choose and discard a card to deal 1 damage to "
      "chosen character or location. If you discarded a Pirate character card, deal 3 damage instead.",
      (TriggeredAbility("HEAD COCONUT", "quest", (
          L.May(), L.Draw("you", 1), L.Choose("d", L.Sel(owner="you", zone="hand", types=("character", "action", "item", "location"))), L.DiscardCards("d"),
          L.If(L.Chosen("d"), (L.Choose("t", L.Sel(types=("character", "location"))),
                               L.If(L.Chosen("d", sel=L.Sel(classification="Pirate")), (L.DealDamage("t", 3),),
                                    otherwise=(L.DealDamage("t", 1),)))))),)),
    H("Maleficent's Staff", "BACK, FOOLS!",
      "Whenever one of your opponents' characters, items, or locations is returned to their hand from play, gain 1 "
      "lore.",
      (TriggeredAbility("BACK, FOOLS!", "returned", (L.GainLore("you", 1),), subject="any",
                        subject_sel=L.Sel(owner="opp", types=("character", "item", "location"))),)),
    H("Naveen's Ukulele", "MAKE IT SING",
      "Chosen character counts as having +3 cost to sing songs this turn.",
      (ActivatedAbility("MAKE IT SING", ActivatedCost(ink=1, banish_self=True), (
          L.Choose("t", L.Sel()), L.Stat("t", "sing", 3))),)),
    H("Peter Pan - Never Land Prankster", "CAN'T TAKE A JOKE?",
      "While this character is exerted, each opposing player can't gain lore unless one of their characters has "
      "challenged this turn.",
      (StaticAbility("CAN'T TAKE A JOKE?", "self", "opponents_cant_gain_lore", condition=L.Flag("exerted")),)),
    H("We Could Be Immortals", "",
      "Your Inventor characters gain Resist +6 this turn. Then, put this card into your inkwell facedown and exerted.",
      (ActionEffect("", (L.GrantKeyword(L.Sel(owner="you", classification="Inventor"), "Resist", 6),
                         L.ToInkwell("self"))),)),
    H("Tiana - Restaurant Owner", "SPECIAL RESERVATION",
      "Whenever a character of yours is challenged while this character is exerted, the challenging character gets -3 "
      "¤ this turn unless their player pays 3 ⬡.",
      (TriggeredAbility("SPECIAL RESERVATION", "challenged", (
          L.UnlessPays("challenging_player", 3, (L.Stat("challenger", "strength", -3),)),),
          subject="own_character", condition=L.Flag("exerted")),)),
    H("Moana - Kakamora Leader", "GATHERING FORCES",
      "When you play this character, you may move any number of your characters to the same location for free. Gain "
      "1 lore for each character you moved.",
      (TriggeredAbility("GATHERING FORCES", "play", (
          L.May(), L.Choose("l", L.Sel(owner="you", types=("location",))),
          L.Choose("c", L.Sel(owner="you"), n=L.ANY_NUMBER, up_to=True), L.MoveTo("c", "l"),
          L.GainLore("you", "_moved_chars"))),)),
    H("Sugar Rush Speedway - Finish Line", "BRING IT HOME, KID!",
      "When you move a character here from a location, you may banish this location to gain 3 lore and draw 3 cards.",
      (TriggeredAbility("BRING IT HOME, KID!", "move", (
          L.May(), L.PayWith("banish", "self"), L.GainLore("you", 3), L.Draw("you", 3)),
          subject="character_here", condition=L.Flag("moved_from_location")),)),
    H("Owl Island - Secluded Entrance", "TEAMWORK",
      "For each character you have here, you pay 1 ⬡ less for the first action you play each turn.",
      (StaticAbility("TEAMWORK", "own_cards_in_hand", "cost", 1, sel=L.Sel(types=("action",)),
                     per=L.CountOf(L.Sel(owner="you", here=True)), condition=L.Flag("no_action_yet")),)),
]
