"""Hand scripts of set 14."""

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

_SINGER = L.Count(L.Sel(owner="you", keyword="Singer"), ">=", 1)  # "if/while you have a character with Singer in play"
_SONG_IN_DISCARD = L.Count(L.Sel(owner="you", types=("action",), song=True, zone="discard"), ">=", 1)
_ANY_IN_DISCARD = L.Sel(owner="you", zone="discard", types=("character", "action", "item", "location"))
_ANOTHER = L.ThisTurn("played", L.Sel(owner="you", other=True))  # "if you played another character this turn"

SCRIPTS = [
    H("Air Drop", "",
      "Deal 3 damage to chosen character. If that character has damage, deal 5 damage instead.",
      (ActionEffect("", (L.Choose("t", L.Sel()), L.If(L.Chosen("t", "damaged"), (L.DealDamage("t", 5),),
                                                        otherwise=(L.DealDamage("t", 3),)))),)),
    H("Thomas O'Malley - Savvy Vagabond", "LUCKY BREAK",
      "Whenever this character quests, each player reveals the top card of their deck. Put the card with the "
      "highest cost revealed this way, or each card tied for highest cost, into its player's hand. Put the rest on "
      "the bottom of their players' decks.",
      (TriggeredAbility("LUCKY BREAK", "quest", (L.TopCardDuel(),)),)),
    H("Speaker Stack", "PUMP IT UP",
      "Your characters with Singer get +1 ¤ and +1 ⛉.",
      (StaticAbility("PUMP IT UP", "own_characters", "strength", 1, sel=L.Sel(keyword="Singer")),
       StaticAbility("PUMP IT UP", "own_characters", "willpower", 1, sel=L.Sel(keyword="Singer")))),
    H("The Beanstalk - Onward and Upward", "THE DISTANT REACHES",
      "Characters get +1 ¤ and gain Evasive while here.",
      (StaticAbility("THE DISTANT REACHES", "characters_here", "strength", 1),
       StaticAbility("THE DISTANT REACHES", "characters_here", "keyword", keyword="Evasive"))),
    H("Goofy - Enthusiastic Tourist", "CAPTURE THE MOMENT",
      "While you have a character with Singer in play, this character gets +3 ¤.",
      (StaticAbility("CAPTURE THE MOMENT", "self", "strength", 3, condition=_SINGER),)),
    H("P.J. Pete - Devoted Fan", "KNOWS ALL THE WORDS",
      "While you have a character with Singer in play, this character gets +1 ◊.",
      (StaticAbility("KNOWS ALL THE WORDS", "self", "lore", 1, condition=_SINGER),)),
    H("Max Goof - Music Lover", "BEST NIGHT EVER",
      "While you have another character with Singer in play, this character gets +1 ◊.",
      (StaticAbility("BEST NIGHT EVER", "self", "lore", 1,
                     condition=L.Count(L.Sel(owner="you", other=True, keyword="Singer"), ">=", 1)),)),
    H("Land of the Dead - Marigold Bridge", "HONORED OFFERINGS",
      "While you have 10 or more cards in your discard, this location gets +2 ◊.",
      (StaticAbility("HONORED OFFERINGS", "self", "lore", 2, condition=L.ZoneCount("discard", ">=", 10)),)),
    H("Pepita - Imelda's Right Hand", "ANCESTRAL WISDOM",
      "While you have 10 or more cards in your discard, this character gets +2 ¤ and +2 ◊.",
      (StaticAbility("ANCESTRAL WISDOM", "self", "strength", 2, condition=L.ZoneCount("discard", ">=", 10)),
       StaticAbility("ANCESTRAL WISDOM", "self", "lore", 2, condition=L.ZoneCount("discard", ">=", 10)))),
    H("Héctor Rivera - Gone to Pieces", "FEEL THE MUSIC",
      "While you have a song card in your discard, this character gets +1 ◊ and gains Evasive.",
      (StaticAbility("FEEL THE MUSIC", "self", "lore", 1, condition=_SONG_IN_DISCARD),
       StaticAbility("FEEL THE MUSIC", "self", "keyword", keyword="Evasive", condition=_SONG_IN_DISCARD))),
    H("Madam Mim - Nosy Neighbor", "NO HIDING",
      "When you play this character, look at chosen opponent's hand.",
      (TriggeredAbility("NO HIDING", "play", (L.Choose("p", "opponent"), L.RevealHand("p"))),)),
    H("Goofy - Knows the Band", "VIP ACCESS",
      "When you play this character, if you have a character with Singer in play, draw a card.",
      (TriggeredAbility("VIP ACCESS", "play", (L.If(_SINGER, (L.Draw("you", 1),)),)),)),
    H("Arthur - Merlin's Assistant", "MAGICAL TRAVEL",
      "When you play this character, you may move him to a location for free.",
      (TriggeredAbility("MAGICAL TRAVEL", "play", (
          L.May(), L.Choose("l", L.Sel(owner="you", types=("location",))), L.MoveTo("self", "l"))),)),
    H("Minnie Mouse - Busy Go-Getter", "GREAT FIND",
      "During each opponent's turn, this character gains Resist +2.",
      (StaticAbility("GREAT FIND", "self", "keyword", 2, keyword="Resist", condition=L.Flag("opponents_turn")),)),
    H("Above the Crowd", "",
      "Put chosen opposing character with 3 ¤ or less on the bottom of their player's deck.",
      (ActionEffect("", (L.Choose("t", L.Sel(owner="opp", strength=("<=", 3))), L.ToDeckBottom("t"))),)),
    H("Shere Khan - Ruthless Entrepreneur", "QUIETLY RELEASED",
      "When you play this character, put chosen opposing character with 3 ¤ or less on the bottom of their player's "
      "deck.",
      (TriggeredAbility("QUIETLY RELEASED", "play", (
          L.Choose("t", L.Sel(owner="opp", strength=("<=", 3))), L.ToDeckBottom("t"))),)),
    H("Goofy - Dancing Superstar", "IN THE GROOVE",
      "Whenever this character quests, your other characters with Singer get +1 ◊ this turn.",
      (TriggeredAbility("IN THE GROOVE", "quest", (
          L.Continuous("other_own_characters", "stat", "lore", 1, sel=L.Sel(keyword="Singer")),)),)),
    H("Nick Wilde - Toy Drive Officer", "COMMUNITY OUTREACH",
      "At the end of your turn, if you played 2 or more characters this turn, draw a card.",
      (TriggeredAbility("COMMUNITY OUTREACH", "end_of_turn", (
          L.If(L.ThisTurn("played", L.Sel(), 2), (L.Draw("you", 1),)),)),)),
    H("Belle's City Guide", "INSIDER INFO",
      "If you played an action this turn, gain 1 lore.",
      (ActivatedAbility("INSIDER INFO", ActivatedCost(exert=True), (
          L.If(L.ThisTurn("played", L.Sel(types=("action",))), (L.GainLore("you", 1),)),)),)),
    H("Inkcaster Skates", "THE LATEST TREND",
      "If a character quested this turn, get 1 ink drop.",
      (ActivatedAbility("THE LATEST TREND", ActivatedCost(exert=True), (
          L.If(L.ThisTurn("quested", L.Sel()), (L.InkDrops("you", 1),)),)),)),
    H("Fred - Awesome Boss", "RADICAL RESOURCES",
      "Whenever you play this or another Super character, get 1 ink drop.",
      (TriggeredAbility("RADICAL RESOURCES", "any_play", (L.InkDrops("you", 1),), subject="any",
                        subject_sel=L.Sel(owner="you", classification="Super")),)),
    H("Mickey Mouse - Best in Town", "HOT DOG!",
      "At the end of your turn, if this character is exerted, each player gets 1 ink drop.",
      (TriggeredAbility("HOT DOG!", "end_of_turn", (L.InkDrops("each", 1),), condition=L.Flag("exerted")),)),
    H("Chief Bogo - Police Commissioner", "I KNOW THESE STREETS",
      "Whenever this character quests, you may move him to a Hyperia City location for free.",
      (TriggeredAbility("I KNOW THESE STREETS", "quest", (
          L.May(), L.Choose("l", L.Sel(owner="you", types=("location",), classification="Hyperia City")),
          L.MoveTo("self", "l"))),)),
    H("Another Tale to Spin", "",
      "Draw a card. You and another chosen player each get 1 ink drop.",
      (ActionEffect("", (L.Draw("you", 1), L.Choose("p", "opponent"), L.InkDrops("you", 1), L.InkDrops("p", 1))),)),
    H("Molly Cunningham - Remembers to Share", "SO FUN!",
      "When you play this character, you and another chosen player each get 1 ink drop.",
      (TriggeredAbility("SO FUN!", "play", (L.Choose("p", "opponent"), L.InkDrops("you", 1), L.InkDrops("p", 1))),)),
    H("Kit Cloudkicker - Irrepressible Bear", "LUCKY DAY",
      "When you play this character, you and another chosen player each get 1 ink drop.",
      (TriggeredAbility("LUCKY DAY", "play", (L.Choose("p", "opponent"), L.InkDrops("you", 1), L.InkDrops("p", 1))),)),
    H("Don Karnage - Debonair Pirate", "LASTING IMPRESSION",
      "When you play this character, deal 1 damage to each opposing character. This damage can't be reduced by "
      "Resist.",
      (TriggeredAbility("LASTING IMPRESSION", "play", (L.DealDamage(L.Sel(owner="opp"), 1, resist=False),)),)),
    H("Don Karnage - Debonair Pirate", "SO SUAVE",
      "While this character is exerted, each opposing damaged character gets -1 ◊.",
      (StaticAbility("SO SUAVE", "opposing_characters", "lore", -1, condition=L.Flag("exerted"), sel=L.Sel(damaged=True)),)),
    H("Judy Hopps - Always Vigilant", "GOT YOU NOW",
      "When you play this character, if you played another character this turn, you may banish chosen character with "
      "5 ¤ or more.",
      (TriggeredAbility("GOT YOU NOW", "play", (L.If(_ANOTHER, (
          L.May(), L.Choose("t", L.Sel(strength=(">=", 5))), L.Banish("t"))),)),)),
    H("Judy Hopps - Day Camp Instructor", "LEND A PAW",
      "When you play this character, if you played another character this turn, you may put the top card of your "
      "deck into your inkwell facedown and exerted.",
      (TriggeredAbility("LEND A PAW", "play", (L.If(_ANOTHER, (L.May(), L.InkTop("you", True))),)),)),
    H("Clarabelle - Out for a Stroll", "IMPROVE THE VIEW",
      "When you play this character, you may banish chosen item. If you do, its player puts the top card of their "
      "deck into their inkwell facedown and exerted.",
      (TriggeredAbility("IMPROVE THE VIEW", "play", (
          L.May(), L.Choose("t", L.Sel(types=("item",))), L.Banish("t"),
          L.If(L.Chosen("t"), (L.InkTop("owner:t", True),)))),)),
    H("Mulan - Martial Arts Master", "WAY OF THE HERO",
      "When you play this character, chosen character gets +2 ¤ and gains “Whenever this character challenges "
      "another character, draw a card” this turn.",
      (TriggeredAbility("WAY OF THE HERO", "play", (
          L.Choose("t", L.Sel()), L.Stat("t", "strength", 2), L.Float("t", "challenges", (L.Draw("you", 1),)))),)),
    H("Miguel Rivera - Street Musician", "SHARE THE MUSIC",
      "While you have a song card in your discard, this character gets +1 ◊ and gains Singer 3.",
      (StaticAbility("SHARE THE MUSIC", "self", "lore", 1, condition=_SONG_IN_DISCARD),
       StaticAbility("SHARE THE MUSIC", "self", "keyword", 3, keyword="Singer", condition=_SONG_IN_DISCARD))),
    H("Madam Mim - Bauble Chaser", "HARD TO HANDLE",
      "While you have an ink drop, this character gains Evasive.",
      (StaticAbility("HARD TO HANDLE", "self", "keyword", keyword="Evasive", condition=L.Flag("has_ink_drop")),)),
    H("Sir Kay - Determined to Win", "COMPETITIVE EDGE",
      "While you have an ink drop, this character gains Challenger +3.",
      (StaticAbility("COMPETITIVE EDGE", "self", "keyword", 3, keyword="Challenger",
                     condition=L.Flag("has_ink_drop")),)),
    H("Merlin - Ink Drop Tinkerer", "WHAT A DISCOVERY!",
      "When you play this character, get 1 ink drop. If you used Shift to play him, get 2 ink drops instead.",
      (TriggeredAbility("WHAT A DISCOVERY!", "play", (
          L.If(L.Flag("shifted"), (L.InkDrops("you", 2),), otherwise=(L.InkDrops("you", 1),)),)),)),
    H("Mr. Big - Distribution Magnate", "ICE OUT",
      "At the end of your turn, if all cards in your inkwell are exerted, chosen opposing character can't challenge "
      "until the start of your next turn.",
      (TriggeredAbility("ICE OUT", "end_of_turn", (L.If(L.Flag("inkwell_exerted"), (
          L.Choose("t", L.Sel(owner="opp")), L.Restrict("t", "cant_challenge", "next_turn"))),)),)),
    H("Powerline - Megastar", "PERFECT HARMONY",
      "This character gets +1 ◊ for each other character with Singer you have in play.",
      (StaticAbility("PERFECT HARMONY", "self", "lore", 1, per=L.CountOf(L.Sel(owner="you", other=True, keyword="Singer"))),)),
    H("Goliath - Transformed Warrior", "WHEN NIGHT FALLS",
      "Once during your turn, you may choose and discard a card. If you do, move up to 2 damage from this character to "
      "chosen opposing character.",
      (ActivatedAbility("WHEN NIGHT FALLS", ActivatedCost(discard="card"), (
          L.Choose("t", L.Sel(owner="opp")), L.ChooseNumber("n", 2), L.MoveDamage("self", "t", "n")),
          once_per_turn=True),)),
    H("Hyperia City Express", "STYLISH CONVENIENCE",
      "Your Hyperia City locations get +2 ⛉.",
      (StaticAbility("STYLISH CONVENIENCE", "own_locations", "willpower", 2,
                     sel=L.Sel(types=("location",), classification="Hyperia City")),)),
    # cov2-b
    H("Toulouse - Rough and Tumble", "UNBECOMING BEHAVIOR",
      "When you play this character, opponents can't play actions until the start of your next turn.",
      (TriggeredAbility("UNBECOMING BEHAVIOR", "play", (L.OpponentsCantPlayActions(),)),)),
    H("Ernesto de la Cruz - Idol of Millions", "TOP THE CHARTS",
      "While an opponent has a song card in their discard, this character gets +1 ◊.",
      (StaticAbility("TOP THE CHARTS", "self", "lore", 1, condition=L.Count(
          L.Sel(owner="opp", types=("action",), song=True, zone="discard"), ">=", 1)),)),
    H("Max Goof - Karaoke Star", "SWEET REMIX",
      "When you play this character, you may choose and discard a song card. If you do, draw 2 cards.",
      (TriggeredAbility("SWEET REMIX", "play", (
          L.May(), L.Choose("d", L.Sel(owner="you", zone="hand", types=("action",), song=True)), L.DiscardCards("d"),
          L.If(L.Chosen("d"), (L.Draw("you", 2),)))),)),
    H("Yama - Notorious Criminal", "KEEP 'EM COMING",
      "Whenever one of your characters challenges another character this turn, get 1 ink drop.",
      (ActivatedAbility("KEEP 'EM COMING", ActivatedCost(ink=6), (L.Float("any", "challenges", (L.InkDrops("you", 1),)),)),)),
    H("Un Poco Loco", "",
      "Choose 2 characters of yours. If one of them is cost 3 or less, return both to your hand.",
      (ActionEffect("", (L.Choose("t", L.Sel(owner="you"), n=2),
                         L.If(L.Chosen("t", sel=L.Sel(cost=("<=", 3))), (L.ReturnToHand("t"),)))),)),
    H("Roxanne - Concert Lover", "TODAY'S THE DAY",
      "When you play this character, you may move her and one of your other characters to the same location for "
      "free. If you do, the other character gets +1 ◊ this turn.",
      (TriggeredAbility("TODAY'S THE DAY", "play", (
          L.May(), L.Choose("l", L.Sel(owner="you", types=("location",))), L.Choose("o", L.Sel(owner="you", other=True)),
          L.MoveTo("self", "l"), L.MoveTo("o", "l"), L.Stat("o", "lore", 1))),)),
    H("Lady Tremaine - Scornful Snob", "HARSH CRITIQUE",
      "Opposing characters with Singer enter play with 1 damage.",
      (StaticAbility("HARSH CRITIQUE", "opposing_characters", "opponents_enter_damage", 1, sel=L.Sel(keyword="Singer")),)),
    H("Duchess - Cosmopolitan Cat", "UPPER CRUST",
      "While you have a character in play with the highest cost, or tied for highest cost, this character gets +1 ◊.",
      (StaticAbility("UPPER CRUST", "self", "lore", 1, condition=L.Flag("highest_cost")),)),
    H("Duchess - Cosmopolitan Cat", "PROPER ETIQUETTE",
      "Whenever this character quests, look at the top card of your deck. Put that card on either the top or the "
      "bottom of your deck.",
      (TriggeredAbility("PROPER ETIQUETTE", "quest", (L.TopOrBottom(),)),)),
    H("Marie - Caught in the Act", "A LITTLE TREAT",
      "Whenever this character quests, if an opposing character took damage this turn, get 1 ink drop.",
      (TriggeredAbility("A LITTLE TREAT", "quest", (
          L.If(L.ThisTurn("damaged", L.Sel(owner="opp")), (L.InkDrops("you", 1),)),)),)),
    H("Mamá Imelda's Blessing", "FAMILIAL DUTY",
      "Chosen character gets -1 ¤ and can't ⟳ to sing songs until the start of your next turn.",
      (ActivatedAbility("FAMILIAL DUTY", ActivatedCost(exert=True, ink=1), (
          L.Choose("t", L.Sel()), L.Stat("t", "strength", -1, duration="next_turn"),
          L.Restrict("t", "cant_sing", duration="next_turn"))),)),
    H("Ancestral Guitar", "FROM THE HEART",
      "Chosen character gains Singer and counts as having +2 cost to sing songs this turn.",
      (ActivatedAbility("FROM THE HEART", ActivatedCost(exert=True, ink=1), (
          L.Choose("t", L.Sel()), L.GrantKeyword("t", "Singer"), L.Stat("t", "sing", 2))),)),
    # "A or B": B when A cannot be done in full (fewer than 3 cards in the discard), else the player's choice
    H("Mamá Imelda - No-Nonsense Ancestor", "LET ME THROUGH",
      "When you play this character, put 3 cards from your discard on the bottom of your deck in any order or banish "
      "her.",
      (TriggeredAbility("LET ME THROUGH", "play", (L.If(L.Count(_ANY_IN_DISCARD, ">=", 3), (L.Modes((
          (L.Choose("c", _ANY_IN_DISCARD, n=3), L.PutBottom("c")), (L.Banish("self"),))),), (L.Banish("self"),)),)),)),
    # In your own turn a character of yours is only ever the challenger: "no damage from challenges" this turn.
    H("Pushing Boundaries", "",
      "Chosen character of yours takes no damage while challenging this turn. Get 1 ink drop.",
      (ActionEffect("", (L.Choose("t", L.Sel(owner="you")), L.Replace("t", "damage", "prevent_challenge"),
                         L.InkDrops("you", 1))),)),
    H("Baloo - Delivery Pilot", "PAYMENT UP FRONT",
      "This character can't quest or challenge unless you got an ink drop this turn.",
      (StaticAbility("PAYMENT UP FRONT", "self", "cant_quest", condition=L.Flag("no_drop_this_turn")),
       StaticAbility("PAYMENT UP FRONT", "self", "cant_challenge", condition=L.Flag("no_drop_this_turn")))),
    H("Héctor Rivera - Worldwide Sensation", "BIG HIT",
      "Whenever this character quests and whenever he sings a song for the first time each turn, look at the top 3 "
      "cards of your deck. You may reveal a song card and put it into your hand. Put the rest into your discard.",
      tuple(TriggeredAbility("BIG HIT", ev, (L.LookPick(3, (L.Pick((L.Sel(types=("action",), song=True),), 1, "hand"),),
                                                        "discard", reveal=True, may=True),), once_per_turn=ev == "sing")
            for ev in ("quest", "sing"))),
    H("Tiana - Party Hostess", "IDEAL VENUE",
      "When you play this character, you may draw 2 cards, then choose and discard a card. If you discarded a location "
      "card this way, you may play it from your discard for free.",
      (TriggeredAbility("IDEAL VENUE", "play", (
          L.May(), L.Draw("you", 2),
          L.Choose("d", L.Sel(owner="you", zone="hand", types=("character", "action", "item", "location"))),
          L.DiscardCards("d"),
          L.If(L.Chosen("d", sel=L.Sel(types=("location",))), (L.May(), L.PlayFree("d"))))),)),
    # Ink drops: each may be removed to pay 1 ⬡ (turn_actions notes "drop_paid" on the card it paid for).
    H("Madam Mim - Resourceful Trickster", "UPPER HAND",
      "When you play this character, if you removed an ink drop to play her, draw 2 cards.",
      (TriggeredAbility("UPPER HAND", "play", (L.If(L.Flag("drop_paid"), (L.Draw("you", 2),)),)),)),
    H("Madam Mim - Resourceful Trickster", "BAUBLE GAME",
      "Once during your turn, whenever you remove an ink drop, draw a card.",
      (TriggeredAbility("BAUBLE GAME", "drop_removed", (L.Draw("you", 1),), once_per_turn=True,
                        subject="your_turn"),)),
    H("Intense Research", "",
      "Look at the top 2 cards of your deck, then put one into your hand and the rest on the bottom of your deck in "
      "any order. If you removed an ink drop to play this action, look at the top 5 cards of your deck instead.",
      (ActionEffect("", (L.If(L.Flag("drop_paid"), (L.LookTake(5, None, "hand", may=False),),
                              otherwise=(L.LookTake(2, None, "hand", may=False),)),)),)),
    H("Jousting Match", "",
      "Deal 2 damage to chosen character. If you removed an ink drop to play this action, deal 5 damage instead.",
      (ActionEffect("", (L.Choose("t", L.Sel()), L.If(L.Flag("drop_paid"), (L.DealDamage("t", 5),),
                                                        otherwise=(L.DealDamage("t", 2),)))),)),
    H("Wasabi - Future Thinker", "SAFETY FIRST",
      "When you play this character, if you removed an ink drop to play him, your other characters gain Resist +1 and "
      "Ward until the start of your next turn.",
      (TriggeredAbility("SAFETY FIRST", "play", (L.If(L.Flag("drop_paid"), (
          L.GrantKeyword("other_own_characters", "Resist", 1, "next_turn"),
          L.GrantKeyword("other_own_characters", "Ward", None, "next_turn"))),)),)),
    H("Wasabi - Called into Battle", "BRING THE HEAT",
      "While you have an ink drop, this character gets +2 ¤.",
      (StaticAbility("BRING THE HEAT", "self", "strength", 2, condition=L.Flag("has_ink_drop")),)),
    H("Baymax - Amped Up", "SUPERCHARGE",
      "If you would get an ink drop, you may put the top card of your deck into your inkwell facedown and exerted "
      "instead.",
      (StaticAbility("SUPERCHARGE", "self", "drop_to_ink"),)),
    H("This Is Business", "",
      "Chosen opponent chooses one: • They reveal their hand and discard a card of your choice. They get 2 ink drops. "
      "• You draw a card and get 2 ink drops.",
      (ActionEffect("", (L.Choose("p", "opponent"), L.Modes((
          (L.DiscardChosen("p", L.Sel(types=("card",))), L.InkDrops("p", 2)),
          (L.Draw("you", 1), L.InkDrops("you", 2))),
          labels=("they reveal their hand and discard a card of your choice; they get 2 ink drops",
                  "you draw a card and get 2 ink drops"), by="p")),),)),
    H("Bobby Zimuruski - Soundboard Whiz", "SCRUMPTIOUS!",
      "Your items named Leaning Tower of Cheese-a gain “⟳, 1 ⬡ — Get 1 ink drop.”",
      (StaticAbility("SCRUMPTIOUS!", "own_items", "grant", sel=L.Sel(types=("item",), name="Leaning Tower of Cheese-a"),
                     grant=ActivatedAbility("⟳, 1 ⬡ — Get 1 ink drop", ActivatedCost(exert=True, ink=1),
                                            (L.InkDrops("you", 1),))),)),
    H("Leaning Tower of Cheese-a", "EXTRA CHEESY",
      "While you have 4 items named Leaning Tower of Cheese-a in play, your items gain Ward.",
      (StaticAbility("EXTRA CHEESY", "own_items", "keyword", keyword="Ward", sel=L.Sel(types=("item",)),
                     condition=L.Count(L.Sel(owner="you", types=("item",), name="Leaning Tower of Cheese-a"), ">=",
                                       4)),)),
    H("Wasabi - Called into Battle", "TWIN BLADES",
      "During your turn, whenever this character deals damage to another character in a challenge, deal damage equal "
      "to this character's ¤ to another chosen character.",
      (TriggeredAbility("TWIN BLADES", "deals_challenge_damage", (
          L.Choose("t", L.Sel(other=True), exclude="challenged"), L.DealDamage("t", L.StatOf("self", "strength"))),
          condition=L.Flag("your_turn")),)),
    H("Flash - Efficient Clerk", "TAKE...YOUR...TIME",
      "All characters lose Rush and can't gain Rush.",
      (StaticAbility("TAKE...YOUR...TIME", "all_characters", "lose_keyword", keyword="Rush"),)),
    H("Nick Wilde - Inquisitive Harbormaster", "RESTRICTED ROUTE",
      "Whenever this character quests, you may give chosen character Adventurous until the start of your next turn.",
      (TriggeredAbility("RESTRICTED ROUTE", "quest", (
          L.May(), L.Choose("t", L.Sel()), L.GrantKeyword("t", "Adventurous", None, "next_turn"))),)),
    H("Ariel - Collector of Oddities", "ONE OF A KIND",
      "Whenever you play an item, if the item you played has a different name than each other item you have in play, "
      "draw a card.",
      (TriggeredAbility("ONE OF A KIND", "any_play", (
          L.If(L.Count(L.Sel(owner="you", types=("item",), same_name_as="trigger", not_chosen="trigger"), "==", 0),
               (L.Draw("you", 1),)),), subject="any", subject_sel=L.Sel(owner="you", types=("item",))),)),
    H("Ariel - Collector of Oddities", "PERSONAL COLLECTION",
      "For each item with a different name you have in play, this character gets +1 ◊.",
      (StaticAbility("PERSONAL COLLECTION", "self", "lore", 1, per=L.DistinctNames(L.Sel(owner="you", types=("item",)))),)),
    H("Aurora - Delightful Musician", "MELODIC REFRAIN",
      "When you play this character, return a song card you played this turn with cost 3 or less from your discard "
      "to your hand.",
      (TriggeredAbility("MELODIC REFRAIN", "play", (
          L.Choose("s", L.Sel(owner="you", zone="discard", types=("action",), song=True, cost=("<=", 3),
                              played_this_turn=True)), L.ReturnToHand("s"))),)),
    H("Jukebox", "ON REPEAT",
      "Once during your turn, whenever you play a song, if it has the same name as another card in your discard, you "
      "may ready chosen character. If you do, they can't quest for the rest of this turn.",
      (TriggeredAbility("ON REPEAT", "any_play", (L.If(L.Count(L.Sel(
          owner="you", zone="discard", types=("character", "action", "item", "location"), same_name_as="trigger", not_chosen="trigger"), ">=", 1), (
          L.May(), L.Choose("t", L.Sel()), L.If(L.Flag("did"), (L.Ready("t"), L.Restrict("t", "cant_quest"))))),),
          once_per_turn=True, subject="any", subject_sel=L.Sel(owner="you", types=("action",), song=True),
          condition=L.Flag("your_turn")),)),
    H("Mamá Coco - Visiting the Park", "DISTANT MEMORY",
      "Whenever you put 1 or more cards into your discard from your deck, this character gets +1 ◊ this turn.",
      (TriggeredAbility("DISTANT MEMORY", "milled", (L.Stat("self", "lore", 1),), subject="any"),)),
    H("HeiHei - At the Crosswalk", "AIMLESS WANDERING",
      "Once during your turn, if this character is at a location, you may move him to another location for free. If "
      "you do, gain 1 lore.",
      (ActivatedAbility("AIMLESS WANDERING", ActivatedCost(), (
          L.Choose("l", L.Sel(owner="you", types=("location",), not_chosen="here")), L.MoveTo("self", "l"),
          L.If(L.Flag("did"), (L.GainLore("you", 1),))), once_per_turn=True, condition=L.Flag("at_location")),)),
    H("Rapunzel - Outgoing Artist", "PICTURE PERFECT",
      "Whenever this character quests, you may choose another character and reveal a character card in your hand. If "
      "they have the same name, draw a card.",
      (TriggeredAbility("PICTURE PERFECT", "quest", (
          L.May(), L.Choose("t", L.Sel(other=True)), L.Choose("r", L.Sel(owner="you", zone="hand")), L.RevealChosen("r"),
          L.If(L.Chosen("r", sel=L.Sel(zone="hand", same_name_as="t")), (L.Draw("you", 1),)))),)),
    H("Spyglass Hat", "HAT COUTURE",
      "Whenever you play this or another item, if the item you played has a different name than each other item you "
      "have in play, you may put a card from your hand into your inkwell facedown and exerted.",
      (TriggeredAbility("HAT COUTURE", "any_play", (
          L.If(L.Count(L.Sel(owner="you", types=("item",), same_name_as="trigger", not_chosen="trigger"), "==", 0), (
              L.May(), L.Choose("c", L.Sel(owner="you", zone="hand", types=("character", "action", "item", "location"))), L.ToInkwell("c"))),),
          subject="any", subject_sel=L.Sel(owner="you", types=("item",))),)),
    H("Shed Your Weary Load", "",
      "Chosen opponent reveals their hand and discards each non-character card revealed this way.",
      (ActionEffect("", (L.Choose("o", "opponent"), L.RevealHand("o"),
                         L.DiscardCards("", sel=L.Sel(types=("action", "item", "location")), of="o"))),)),
    H("Remember Me", "",
      "For the rest of this turn, you may play characters from your discard. If you do, they enter play exerted and "
      "you can't play characters with the same name as characters you played this way this turn.",
      (ActionEffect("", (L.PlayFromDiscard(),)),)),
    H("Flippant Taunt", "",
      "Until the start of your next turn, chosen opposing character gains Reckless and, if you have 2 or more "
      "opponents, can't challenge your characters or locations.",
      (ActionEffect("", (L.Choose("t", L.Sel(owner="opp")), L.GrantKeyword("t", "Reckless", None, "next_turn"),
                         L.If(L.Flag("two_opponents"), (L.Restrict("t", "cant_challenge_yours", "next_turn"),)))),)),
    H("The Torn Corner", "MEND THE PHOTO",
      "When this card is put into your discard from your deck, if you have an item named Rivera Family Photo in "
      "play, you may play this card from your discard for free.",
      (TriggeredAbility("MEND THE PHOTO", "milled", (
          L.If(L.Count(L.Sel(owner="you", types=("item",), name="Rivera Family Photo"), ">=", 1),
               (L.May(), L.PlayFree("self"))),), zone="discard"),)),
    H("People Gonna Come Here", "",
      "Play a location from your hand or discard for free. If a character sang this song, you may move them to that "
      "location for free.",
      (ActionEffect("", (L.Choose("l", L.Sel(owner="you", types=("location",), zone="hand_or_discard")),
                         L.PlayFree("l"), L.If(L.Flag("sung"), (L.May(), L.MoveTo("singers", "l"))))),)),
    # "if this character is exerted" is checked as it resolves (CR 6.2.4); looking (the first "may") is "doing either",
    # so the inkwell is exerted whether or not a card is returned.
    H("Minnie Mouse - Urban Visionary", "ALL BY DESIGN",
      "At the end of your turn, if this character is exerted, you may look at the cards in your inkwell and then you "
      "may return one to your hand. If you do either, exert all cards in your inkwell.",
      (TriggeredAbility("ALL BY DESIGN", "end_of_turn", (
          L.May(), L.Choose("c", L.Sel(owner="you", zone="inkwell", types=("character", "action", "item", "location")),
                            up_to=True),
          L.ReturnToHand("c"), L.InkwellState("you", exerted=True)), resolve_if=L.Flag("exerted")),)),
]
