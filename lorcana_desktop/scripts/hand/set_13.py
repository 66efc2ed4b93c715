"""Hand scripts of set 13."""

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

_ANY_IN_HAND = L.Sel(owner="you", zone="hand", types=("character", "action", "item", "location"))
_DISCARDED = L.ThisTurn("discarded", L.Sel(owner="you", types=("card",)))  # "if you discarded a card this turn"


def _toy_modes(kind: str) -> L.If:
    """"Choose one of the following. If you have another Toy character in play, choose both instead: • You may return
    a KIND card with cost 2 or less from your discard to your hand. • You may play a KIND with cost 2 or less for
    free." Each "you may" is a choice of up to one card, so that declining one still leaves the other."""
    back = (L.Choose("r", L.Sel(owner="you", zone="discard", types=(kind,), cost=("<=", 2)), up_to=True),
            L.ReturnToHand("r"))
    play = (L.Choose("p", L.Sel(owner="you", zone="hand", types=(kind,), cost=("<=", 2)), up_to=True), L.PlayFree("p"))
    return L.If(L.Count(L.Sel(owner="you", other=True, classification="Toy"), ">=", 1), back + play,
                (L.Modes((back, play)),))


SCRIPTS = [
    H("Colonel Hathi - On the March", "HUP, TWO, THREE, FOUR",
      "Whenever this character quests, you may move him to one of your locations for free.",
      (TriggeredAbility("HUP, TWO, THREE, FOUR", "quest", (
          L.May(), L.Choose("l", L.Sel(owner="you", types=("location",))), L.MoveTo("self", "l"))),)),
    H("Piercing Attack", "",
      "Deal 2 damage to chosen character. This damage can't be reduced by Resist.",
      (ActionEffect("", (L.Choose("t", L.Sel()), L.DealDamage("t", 2, resist=False))),)),
    H("Rapunzel's Tower - Taken by the Vine", "EMBRACING CHANGE",
      "Your Floodborn characters get +2 ⛉.",
      (StaticAbility("EMBRACING CHANGE", "own_characters", "willpower", 2, sel=L.Sel(classification="Floodborn")),)),
    H("Ring of Stones - Taken by the Vine", "DEEP WISDOM",
      "Your Floodborn characters get +1 ◊.",
      (StaticAbility("DEEP WISDOM", "own_characters", "lore", 1, sel=L.Sel(classification="Floodborn")),)),
    H("Beast's Castle - Overrun by the Vine", "IMMINENT THREAT",
      "Your Floodborn characters gain Rush.",
      (StaticAbility("IMMINENT THREAT", "own_characters", "keyword", keyword="Rush",
                     sel=L.Sel(classification="Floodborn")),)),
    H("Hundred Acre Wood - Hunny Campsite", "HUNNY QUEST",
      "Hunny characters get +1 ◊ while here.",
      (StaticAbility("HUNNY QUEST", "characters_here", "lore", 1, sel=L.Sel(classification="Hunny")),)),
    H("Abu - Wise Sultan", "RULER FOR A DAY",
      "When this character quests, banish him.",
      (TriggeredAbility("RULER FOR A DAY", "quest", (L.Banish("self"),)),)),
    H("Priya Mangal - Serious Music Lover", "THIS IS MY JAM",
      "When you play this character, if there's a song card in your discard, gain 1 lore.",
      (TriggeredAbility("THIS IS MY JAM", "play", (L.If(L.Count(L.Sel(
          owner="you", types=("action",), song=True, zone="discard"), ">=", 1), (L.GainLore("you", 1),)),)),)),
    H("Hera - Created by the Vine", "MYSTICAL BOON",
      "Whenever you play this or another Floodborn character, gain 1 lore.",
      (TriggeredAbility("MYSTICAL BOON", "any_play", (L.GainLore("you", 1),), subject="any",
                        subject_sel=L.Sel(owner="you", classification="Floodborn")),)),
    H("Mulan - Created by the Vine", "DEMOLISH",
      "Whenever you play this or another Floodborn character, you may banish chosen item.",
      (TriggeredAbility("DEMOLISH", "any_play", (L.May(), L.Choose("t", L.Sel(types=("item",))), L.Banish("t")),
                        subject="any", subject_sel=L.Sel(owner="you", classification="Floodborn")),)),
    H("Pocahontas - Guiding the Tribe", "STAY CLOSE",
      "When you play this character, you may play a character with cost 1 for free.",
      (TriggeredAbility("STAY CLOSE", "play", (
          L.May(), L.Choose("c", L.Sel(owner="you", zone="hand", cost=("==", 1))), L.PlayFree("c"))),)),
    H("Ming Lee - Giant Red Panda", "PATH OF DESTRUCTION",
      "Whenever this character challenges another character, ready her. She can't quest for the rest of this turn.",
      (TriggeredAbility("PATH OF DESTRUCTION", "challenges", (L.Ready("self"), L.Restrict("self", "cant_quest"))),)),
    H("Protective Aura", "",
      "Your Floodborn characters gain Evasive until the start of your next turn.",
      (ActionEffect("", (L.Continuous("own_characters", "kw", "Evasive", duration="next_turn",
                                      sel=L.Sel(classification="Floodborn")),)),)),
    H("Attack of the Vine!", "",
      "Your Floodborn characters gain Resist +2 and can challenge ready characters this turn.",
      (ActionEffect("", (L.Continuous("own_characters", "kw", "Resist", 2, sel=L.Sel(classification="Floodborn")),
                         L.Continuous("own_characters", "restrict", "can_challenge_ready",
                                      sel=L.Sel(classification="Floodborn")))),)),
    H("Absorbing Bloom", "METAMORPHOSIS",
      "If a character was banished in a challenge this turn, draw a card.",
      (ActivatedAbility("METAMORPHOSIS", ActivatedCost(exert=True, ink=1), (
          L.If(L.ThisTurn("banished_in_challenge", L.Sel()), (L.Draw("you", 1),)),)),)),
    H("Fflewddur Fflam - Luckless Bard", "CHASING ADVENTURE",
      "When you play this character, if a character of yours quested this turn, draw a card.",
      (TriggeredAbility("CHASING ADVENTURE", "play", (
          L.If(L.ThisTurn("quested", L.Sel(owner="you")), (L.Draw("you", 1),)),)),)),
    H("Ming Lee - Proud Parent", "FOLLOW THE MUSIC",
      "If you played a song this turn, you pay 1 ⬡ less to play this character.",
      (StaticAbility("FOLLOW THE MUSIC", "self", "cost", 1,
                     condition=L.ThisTurn("played", L.Sel(types=("action",), song=True))),)),
    H("Vine Entrance - Ominous Passageway", "ROOT OF POWER",
      "The first time a Floodborn character moves here each turn, you may deal 1 damage to chosen character.",
      (TriggeredAbility("ROOT OF POWER", "move", (L.May(), L.Choose("t", L.Sel()), L.DealDamage("t", 1)),
                        once_per_turn=True, subject="character_here", subject_sel=L.Sel(classification="Floodborn")),)),
    H("Violet Parr - Super Resilient", "HEROIC SYNERGY",
      "Whenever you play this or another Hero character, you may draw a card, then choose and discard a card.",
      (TriggeredAbility("HEROIC SYNERGY", "any_play", (L.May(), L.Draw("you", 1), L.Discard("you", 1)),
                        subject="any", subject_sel=L.Sel(owner="you", classification="Hero")),)),
    H("The Vine - Towering Stalk", "SATURATE",
      "Your other exerted Floodborn characters gain Bodyguard.",
      (StaticAbility("SATURATE", "own_other_characters", "keyword", keyword="Bodyguard",
                     sel=L.Sel(classification="Floodborn", exerted=True)),)),
    H("Omnidroid - Ultimate Iteration", "RETURN ON INVESTMENT",
      "When you shift this character, you may return all cards under it to your hand.",
      (TriggeredAbility("RETURN ON INVESTMENT", "play", (L.If(L.Flag("shifted"), (L.May(), L.UnderTo("self", "hand"))),)),)),
    H("Dash Parr & Violet Parr - Super Siblings", "INCREDIBLE TACTICS",
      "Whenever this character quests or challenges, draw a card for each card under them.",
      tuple(TriggeredAbility("INCREDIBLE TACTICS", ev, (L.Draw("you", L.StatOf("self", "under")),))
            for ev in ("quest", "challenges"))),
    H("If I Didn't Have You", "",
      "You and another chosen player each draw 2 cards.",
      (ActionEffect("", (L.Choose("p", "opponent"), L.Draw("you", 2), L.Draw("p", 2))),)),
    H("Narrow Escape", "",
      "Return up to 2 chosen characters, items, or locations with cost 2 or less each to their player's hand.",
      (ActionEffect("", (L.Choose("t", L.Sel(types=("character", "item", "location"), cost=("<=", 2)), n=2,
                                  up_to=True), L.ReturnToHand("t"))),)),
    H("Russell - Senior Wilderness Explorer", "BASE CAMP",
      "Your characters at locations get +1 ¤.",
      (StaticAbility("BASE CAMP", "own_characters", "strength", 1, sel=L.Sel(at_location=True)),)),
    H("Russell - Senior Wilderness Explorer", "GOOD LEADERSHIP",
      "Whenever one of your characters with 4 ¤ or more quests, gain 1 lore.",
      (TriggeredAbility("GOOD LEADERSHIP", "quest", (L.GainLore("you", 1),), subject="own_character",
                        subject_sel=L.Sel(owner="you", strength=(">=", 4))),)),
    H("Pocahontas & Meeko - Adventurous Friends", "WELCOME RETURN",
      "Whenever this character quests, you may return chosen character of yours with cost 1 to your hand. If you do, "
      "you may play a character with cost 1 for free.",
      (TriggeredAbility("WELCOME RETURN", "quest", (
          L.May(), L.Choose("t", L.Sel(owner="you", cost=("==", 1))), L.ReturnToHand("t"),
          L.If(L.Chosen("t"), (L.May(), L.Choose("c", L.Sel(owner="you", zone="hand", cost=("==", 1))),
                               L.PlayFree("c"))))),)),
    H("Vixey - Expert Fisher", "STEALING IN",
      "When you play this character, if you have a character with Evasive in play, you may return chosen character, "
      "item, or location with cost 2 or less to their player's hand.",
      (TriggeredAbility("STEALING IN", "play", (L.If(L.Count(L.Sel(owner="you", keyword="Evasive"), ">=", 1), (
          L.May(), L.Choose("t", L.Sel(types=("character", "item", "location"), cost=("<=", 2))),
          L.ReturnToHand("t"))),)),)),
    H("Bunch of Balloons", "FLOAT AWAY",
      "When you play this item, choose a location of yours. While this item is in play, that location gains Evasive.",
      (TriggeredAbility("FLOAT AWAY", "play", (
          L.Choose("t", L.Sel(owner="you", types=("location",))), L.GrantKeyword("t", "Evasive", duration="while_source"))),)),
    H("Bunch of Balloons", "OUT OF SIGHT",
      "Return this item to your hand.",
      (ActivatedAbility("OUT OF SIGHT", ActivatedCost(ink=3), (L.ReturnToHand("self"),)),)),
    H("Paradise Falls - Exotic Destination", "QUITE A SIGHT",
      "While you have a character here, this location gets +3 ◊.",
      (StaticAbility("QUITE A SIGHT", "self", "lore", 3, condition=L.Count(L.Sel(owner="you", here=True), ">=", 1)),)),
    H("Randall Boggs - Envious Coworker", "AFTER-HOURS PROJECT",
      "While all cards in your inkwell are exerted, this character gets +2 ◊.",
      (StaticAbility("AFTER-HOURS PROJECT", "self", "lore", 2, condition=L.Flag("inkwell_exerted")),)),
    H("Randall Boggs - Scary Smart", "DEVIOUS PLAN",
      "At the end of your turn, if all cards in your inkwell are exerted, gain 1 lore.",
      (TriggeredAbility("DEVIOUS PLAN", "end_of_turn", (L.If(L.Flag("inkwell_exerted"), (L.GainLore("you", 1),)),)),)),
    # (The other abilities of the next two cards are read by templates.)
    H("Sulley - Protective Monster", "RILED UP",
      "While all cards in your inkwell are exerted, this character gains Rush.",
      (StaticAbility("RILED UP", "self", "keyword", keyword="Rush", condition=L.Flag("inkwell_exerted")),)),
    H("Belle & Beast - Certain as the Sun", "APPRECIATIVE AUDIENCE",
      "Ready your other characters. They can't quest for the rest of this turn.",
      (ActivatedAbility("APPRECIATIVE AUDIENCE", ActivatedCost(ink=6), (
          L.Ready(L.Sel(owner="you", other=True)), L.Restrict(L.Sel(owner="you", other=True), "cant_quest"))),)),
    H("Windstorm", "",
      "Deal 1 damage to each opposing character and location. Then, deal 2 damage to each opposing character with "
      "Evasive and each opposing location with Evasive.",
      (ActionEffect("", (L.DealDamage(L.Sel(owner="opp", types=("character", "location")), 1),
                         L.DealDamage(L.Sel(owner="opp", types=("character", "location"), keyword="Evasive"), 2))),)),
    H("Carl Fredricksen & Russell - Intrepid Explorers", "OUTDOOR SKILLS",
      "While this character is at a location, all characters at that location get +1 ◊ and gain Evasive.",
      (StaticAbility("OUTDOOR SKILLS", "characters_at_my_location", "lore", 1, condition=L.Flag("at_location")),
       StaticAbility("OUTDOOR SKILLS", "characters_at_my_location", "keyword", keyword="Evasive",
                     condition=L.Flag("at_location")))),
    H("Kronk - Meat Hut Cook", "PICKUP!",
      "Once during your turn, you may pay 1 ⬡ to draw a card, then choose and discard a card.",
      (ActivatedAbility("PICKUP!", ActivatedCost(ink=1), (L.Draw("you", 1), L.Discard("you", 1)), once_per_turn=True),)),
    # cov2-b
    H("Rapunzel - Escaping the Tower", "THE CALL OF ADVENTURE",
      "Once during your turn, you may discard a card to give this character +1 ◊ and Evasive until the start of your "
      "next turn.",
      (ActivatedAbility("THE CALL OF ADVENTURE", ActivatedCost(discard="card"), (
          L.Stat("self", "lore", 1, duration="next_turn"), L.GrantKeyword("self", "Evasive", duration="next_turn")),
          once_per_turn=True),)),
    H("Boo - Energetic Child", "KID-TASTROPHE!",
      "Whenever this character challenges another character with 3 ¤ or less, banish that character.",
      (TriggeredAbility("KID-TASTROPHE!", "challenges", (L.Banish("challenged"),),
                        condition=L.Challenged(L.Sel(strength=("<=", 3)))),)),
    H("Tigger - Hunny Barbarian", "PROTECTIVE CHARGE",
      "Once during your turn, whenever this character challenges another character, you may ready chosen Hunny "
      "character. If you do, that character can't quest for the rest of this turn.",
      (TriggeredAbility("PROTECTIVE CHARGE", "challenges", (
          L.May(), L.Choose("t", L.Sel(classification="Hunny")), L.Ready("t"), L.Restrict("t", "cant_quest")),
          once_per_turn=True, condition=L.Flag("your_turn")),)),
    H("Mirabel Madrigal - Family Guardian", "MIRACULOUS PROTECTION",
      "Whenever you remove damage from one of your characters, you may ready them. If you do, they can't quest or "
      "challenge for the rest of this turn.",
      (TriggeredAbility("MIRACULOUS PROTECTION", "damage_removed", (
          L.May(), L.Ready("trigger"), L.Restrict("trigger", "cant_quest"), L.Restrict("trigger", "cant_challenge")),
          subject="own_character"),)),
    H("Woody & Buzz Lightyear - Best Buddies", "...AND BEYOND!",
      "Whenever this character quests, you may play a card with cost 2 or less for free.",
      (TriggeredAbility("...AND BEYOND!", "quest", (
          L.May(), L.Choose("c", L.Sel(owner="you", zone="hand", types=("character", "action", "item", "location"),
                                       cost=("<=", 2))), L.PlayFree("c"))),)),
    H("Hana's Inkcaster", "REJUVENATING FLOURISH",
      "Remove up to 2 damage from chosen character. If there's a card under that character, they gain Resist +1 "
      "until the start of your next turn.",
      (ActivatedAbility("REJUVENATING FLOURISH", ActivatedCost(exert=True), (
          L.Choose("t", L.Sel()), L.RemoveDamage("t", 2, up_to=True),
          L.If(L.Chosen("t", sel=L.Sel(under=True)), (L.GrantKeyword("t", "Resist", 1, duration="next_turn"),)))),)),
    H("Woody - Helping a Friend", "HANG ON!",
      "When you play this character, choose one of the following. If you have another Toy character in play, choose "
      "both instead: • You may return a character card with cost 2 or less from your discard to your hand. • You may "
      "play a character with cost 2 or less for free.",
      (TriggeredAbility("HANG ON!", "play", (_toy_modes("character"),)),)),
    H("Buzz Lightyear - Providing Cover", "ACTION FIGURE",
      "When you play this character, choose one of the following. If you have another Toy character in play, choose "
      "both instead: • You may return an action card with cost 2 or less from your discard to your hand. • You may "
      "play an action with cost 2 or less for free.",
      (TriggeredAbility("ACTION FIGURE", "play", (_toy_modes("action"),)),)),
    H("Carl's House - Flying High", "MOVING DAY",
      "Once during your turn, you may move chosen character from here to another location for free. If you do, gain "
      "1 lore.",
      (ActivatedAbility("MOVING DAY", ActivatedCost(), (
          L.Choose("t", L.Sel(owner="you", here=True)), L.Choose("l", L.Sel(owner="you", types=("location",), other=True)),
          L.If(L.All((L.Chosen("t"), L.Chosen("l"))), (L.MoveTo("t", "l"), L.GainLore("you", 1)))),
          once_per_turn=True),)),
    H("Discarded Armor", "FOUND EQUIPMENT",
      "If you discarded a card this turn, chosen character of yours gains Resist +1 until the start of your next turn.",
      (ActivatedAbility("FOUND EQUIPMENT", ActivatedCost(exert=True), (L.If(_DISCARDED, (
          L.Choose("t", L.Sel(owner="you")), L.GrantKeyword("t", "Resist", 1, duration="next_turn"))),)),)),
    H("Maximus - Relentless Stallion", "NO ESCAPE",
      "If you discarded a card this turn, this character gains Challenger +2 and can challenge ready characters this "
      "turn.",
      (StaticAbility("NO ESCAPE", "self", "keyword", 2, keyword="Challenger", condition=_DISCARDED),
       StaticAbility("NO ESCAPE", "self", "can_challenge_ready", condition=_DISCARDED))),
    H("Russell - Junior Wilderness Explorer", "ASSISTING THE ELDERLY BADGE",
      "Whenever this character quests, you may move him and one of your other characters to the same location for "
      "free.",
      (TriggeredAbility("ASSISTING THE ELDERLY BADGE", "quest", (
          L.May(), L.Choose("l", L.Sel(owner="you", types=("location",))), L.Choose("o", L.Sel(owner="you", other=True)),
          L.MoveTo("self", "l"), L.MoveTo("o", "l"))),)),
    H("Henry J. Waternoose III - Chief Executive Officer", "THE BOTTOM LINE",
      "While you have more cards in your inkwell than each opposing player, this character gets +2 ◊ and gains Ward.",
      (StaticAbility("THE BOTTOM LINE", "self", "lore", 2, condition=L.Flag("most_inkwell")),
       StaticAbility("THE BOTTOM LINE", "self", "keyword", keyword="Ward", condition=L.Flag("most_inkwell")))),
    H("Woody - Town Sheriff", "MOVE ALONG",
      "When you play this character, until the start of your next turn, chosen opposing character can't challenge and "
      "must quest if able.",
      (TriggeredAbility("MOVE ALONG", "play", (
          L.Choose("t", L.Sel(owner="opp")), L.Restrict("t", "cant_challenge", duration="next_turn"),
          L.Restrict("t", "must_quest", duration="next_turn"))),)),
    H("We'll Save Our Village", "",
      "Your characters and locations gain Resist +1 until the start of your next turn.",
      (ActionEffect("", (L.Continuous("own_characters_and_locations", "kw", "Resist", 1, duration="next_turn"),)),)),
    H("Carl Fredricksen - Loving Husband", "TAKE MY HAND",
      "When you play this character, you pay 2 ⬡ less for the next character named Ellie Fredricksen you play this "
      "turn.",
      (TriggeredAbility("TAKE MY HAND", "play", (L.CostReduction("you", 2, card="name:Ellie Fredricksen"),)),)),
    # The card is inked exactly when damage was removed: the player may choose to remove none (CR 6.1.3).
    H("Antonio Madrigal - Animal Doctor", "HEALING HANDS",
      "When you play this character, you may remove up to 3 damage from chosen character of yours. If you removed "
      "damage this way, put the top card of your deck into your inkwell facedown and exerted.",
      (TriggeredAbility("HEALING HANDS", "play", (
          L.May(), L.Choose("t", L.Sel(owner="you")), L.RemoveDamage("t", 3, up_to=True),
          L.If(L.Flag("removed"), (L.InkTop(),))),),)),
    H("Aladdin & Genie - Mischievous Pals", "SLEIGHT OF HAND",
      "When you play this character, you may put any number of cards from your hand on the bottom of your deck in any "
      "order. If you do, draw that number of cards plus 1.",
      (TriggeredAbility("SLEIGHT OF HAND", "play", (
          L.Choose("c", _ANY_IN_HAND, n=L.ANY_NUMBER, up_to=True), L.PutBottom("c"),
          L.If(L.Chosen("c"), (L.Draw("you", L.CountIn("c", _ANY_IN_HAND)), L.Draw("you", 1))))),)),
    H("Winnie the Pooh & Piglet - Hunny Mages", "MAGICAL MIX",
      "This character gets +1 ◊ for each different ink type of characters you have in play.",
      (StaticAbility("MAGICAL MIX", "self", "lore", 1, per=L.InkTypes()),)),
    H("With a Few Good Friends", "",
      "Chosen player draws a card for each different ink type of characters you have in play.",
      (ActionEffect("", (L.Choose("p", "player"), L.Draw("p", L.InkTypes()))),)),
    H("Magical Hunny Staff", "GIFT OF THE HIVE",
      "Once during your turn, you may pay 1 ⬡ to give chosen character of yours the Hunny classification until the "
      "start of your next turn.",
      (ActivatedAbility("GIFT OF THE HIVE", ActivatedCost(ink=1), (
          L.Choose("t", L.Sel(owner="you")), L.GainClass("t", "Hunny", "next_turn")), once_per_turn=True),)),
    H("Carl Fredricksen - On the Move", "MOVING PARTNER",
      "Whenever you play a location, you may move this character and up to 1 of your other characters to that "
      "location for free.",
      (TriggeredAbility("MOVING PARTNER", "any_play", (
          L.May(), L.MoveTo("self", "trigger"), L.Choose("o", L.Sel(owner="you", other=True), up_to=True),
          L.MoveTo("o", "trigger")), subject="any", subject_sel=L.Sel(owner="you", types=("location",))),)),
    H("Carl Fredricksen - On the Move", "ADVENTURE AWAITS",
      "Whenever this character quests while at a location, draw cards equal to that location's ◊.",
      (TriggeredAbility("ADVENTURE AWAITS", "quest", (L.Draw("you", L.StatOf("self", "location_lore")),),
                        condition=L.Flag("at_location")),)),
    H("Flynn Rider - High-Climbing Rogue", "WE CAN WORK THIS OUT",
      "Whenever an opponent chooses this character for an action or ability, they choose and discard a card.",
      (TriggeredAbility("WE CAN WORK THIS OUT", "chosen_by_opponent", (L.Discard("chooser", 1),)),)),
    H("Source of the Vine", "SIPHON",
      "Whenever an opposing character quests, you gain 1 lore unless their player pays 1 ⬡.",
      (TriggeredAbility("SIPHON", "quest", (L.UnlessPays("trigger_owner", 1, (L.GainLore("you", 1),)),),
                        subject="opponent_character"),)),
    H("Meilin Lee - Superficially Obedient", "NEWFOUND CONFIDENCE",
      "When you shift a character on top of her, this character gains Evasive until the start of your next turn.",
      (TriggeredAbility("NEWFOUND CONFIDENCE", "shifted_onto", (L.GrantKeyword("trigger", "Evasive", None, "next_turn"),),
                        subject="on_top"),)),
    H("Meilin Lee - Lead Vocalist", "BAND LOYALTY",
      "This character can't sing songs without Sing Together.",
      (StaticAbility("BAND LOYALTY", "self", "cant_sing_plain"),)),
    H("4*Town - Hottest Band of the Year", "STAR PERFORMANCE",
      "Whenever this character sings a song with Sing Together, draw a card.",
      (TriggeredAbility("STAR PERFORMANCE", "sing", (L.Draw("you", 1),), condition=L.Flag("sang_sing_together")),)),
    H("Merida - Wisp Conjurer", "FOCUSED ENERGY",
      "This character may enter play exerted to draw a card.",
      (StaticAbility("FOCUSED ENERGY", "self", "may_enter_exerted", 1),)),
    H("Merida - Wisp Conjurer", "BECKON",
      "During your turn, whenever another character of yours enters play exerted, you may draw a card.",
      (TriggeredAbility("BECKON", "enters_exerted", (L.May(), L.Draw("you", 1)), subject="own_other_character",
                        condition=L.Flag("your_turn")),)),
    H("Morph - Little Imitator", "ADVANCED MIMICRY",
      "You can shift any character on top of this character.",
      (StaticAbility("ADVANCED MIMICRY", "self", "shift_base_any", 1),)),
    H("Mrs. Incredible - Created by the Vine", "TORRENT",
      "Whenever one of your Floodborn characters quests, you pay 1 ⬡ less for the next character you shift this turn.",
      (TriggeredAbility("TORRENT", "quest", (L.CostReduction("you", 1, "shift"),), subject="own_character",
                        subject_sel=L.Sel(classification="Floodborn")),)),
    H("One and Only", "",
      "Choose a character. Banish all other characters with the same name as that character.",
      (ActionEffect("", (L.Choose("t", L.Sel()), L.Banish(L.Sel(same_name_as="t", not_chosen="t")))),)),
    H("Powhatan's Staff", "STEP FORWARD",
      "The next character you play this turn enters play exerted and gains Bodyguard until the start of your next "
      "turn.",
      (ActivatedAbility("STEP FORWARD", ActivatedCost(exert=True, ink=1), (L.NextCharacter(True, "Bodyguard"),)),)),
    H("Quackerjack - Loony Toymaker", "EVIL DESIGN",
      "When you play this character and whenever he quests, put the top 4 cards of your deck into your discard. You "
      "may deal 1 damage to chosen character for each item card put into your discard this way.",
      tuple(TriggeredAbility("EVIL DESIGN", ev, (
          L.Mill("you", 4, "m"), L.May(), L.Choose("t", L.Sel()), L.DealDamage("t", L.CountIn("m", L.Sel(types=("item",))))))
            for ev in ("play", "quest"))),
    H("Sprout - Experiment 509", "BOTANICAL EVIL",
      "When you play this character, you may choose and discard an Alien character card or a location card from your "
      "hand. If you do, deal 2 damage to chosen character.",
      (TriggeredAbility("BOTANICAL EVIL", "play", (
          L.May(), L.Choose("d", L.Sel(owner="you", zone="hand", types=("character", "location"), any_sel=(
              L.Sel(classification="Alien"), L.Sel(types=("location",))))), L.DiscardCards("d"),
          L.If(L.Chosen("d"), (L.Choose("t", L.Sel()), L.DealDamage("t", 2))))),)),
    H("Sulley & Boo - Scare Buddies", "THE POWER OF FRIENDSHIP",
      "When this character is banished, if any of the cards that were under them are character cards, you may play "
      "those characters from your discard for free.",
      (TriggeredAbility("THE POWER OF FRIENDSHIP", "banished", (
          L.Keep("u", "was_under", L.Sel(owner="you", zone="discard")),
          L.If(L.Chosen("u"), (L.May(), L.PlayFree("u"))))),)),
    H("Vine Pod", "REGENERATE",
      "Banish chosen character of yours. You may play a character with the same name as that character for free.",
      (ActivatedAbility("REGENERATE", ActivatedCost(exert=True, ink=1), (
          L.Choose("t", L.Sel(owner="you")), L.Banish("t"), L.May(),
          L.Choose("n", L.Sel(owner="you", zone="hand", same_name_as="t")), L.PlayFree("n"))),)),
    H("Mother Gothel - Evil as Ever", "MUMMY'S BACK",
      "During your turn, when you discard this card, you may play this character from your discard.",
      (TriggeredAbility("MUMMY'S BACK", "discard", (L.May(), L.PlayPaying("self")), condition=L.Flag("your_turn"),
                        zone="discard"),)),
    H("Look What You've Done", "",
      "Deal 2 damage to chosen character. During your turn, when you discard this card, you may play it from your "
      "discard.",
      (ActionEffect("", (L.Choose("t", L.Sel()), L.DealDamage("t", 2))),
       TriggeredAbility("", "discard", (L.May(), L.PlayPaying("self")), condition=L.Flag("your_turn"), zone="discard"))),
    H("The Horned King - Merciless Master", "CAULDRON'S POWER",
      "While this character is exerted, you may play characters from your discard. If you do, they enter play "
      "exerted.",
      (StaticAbility("CAULDRON'S POWER", "self", "play_from_discard", condition=L.Flag("exerted")),)),
    H("Mickey Mouse & Minnie Mouse - Adventuring Duo", "THINKING OF YOU",
      "If this character would be banished, put them into your inkwell facedown and exerted instead.",
      (StaticAbility("THINKING OF YOU", "self", "banish_to_inkwell"),)),
    # "If it's an action card, you may play it for free. Otherwise, ...": the "otherwise" is the card not being an
    # action; an action not played stays revealed on top of the deck (as RevealTop does for every such card).
    H("Prophetic Vision", "",
      "Shuffle your deck, then reveal the top card. If it's an action card, you may play it for free. Otherwise, put "
      "it on the bottom of your deck, then each opponent loses 1 lore and you gain 1 lore.",
      (ActionEffect("", (L.ShuffleDeck(), L.RevealTop(L.Sel(types=("action",)), then="play", otherwise="bottom",
                                                      else_steps=(L.LoseLore("opponents", 1), L.GainLore("you", 1))))),)),
    H("Belle - Always Reading", "DREAMING OF MORE",
      "You pay 1 ⬡ less to shift a character on top of this character.",
      (StaticAbility("DREAMING OF MORE", "self", "shift_onto_cost", 1),)),
    H("I'm Never Not by Your Side", "",
      "Remove up to 4 damage total from any number of your characters. You gain 1 lore for each 1 damage removed this "
      "way.",
      (ActionEffect("", (L.Choose("c", L.Sel(owner="you"), n=L.ANY_NUMBER, up_to=True),
                         L.RemoveDamage("c", 4, up_to=True, total=True), L.GainLore("you", "_removed"))),)),
    # "If it's ... Kevin, you may reveal it ...": a Kevin not taken stays on top ("Otherwise": it is not Kevin).
    H("Charles Muntz - Obsessive Explorer", "FIND THAT BIRD!",
      "Whenever this character quests, look at the top card of your deck. If it's a character card named Kevin, you "
      "may reveal it and put it into your hand to gain 3 lore. Otherwise, put it on either the top or the bottom of "
      "your deck.",
      (TriggeredAbility("FIND THAT BIRD!", "quest", (L.If(L.CardIs("top", L.Sel(name="Kevin")), (
          L.LookPick(1, (L.Pick((L.Sel(name="Kevin"),), 1, "hand", keep="k"),), rest="", may=True),
          L.If(L.Chosen("k"), (L.GainLore("you", 3),))), otherwise=(L.TopOrBottom(),)),)),)),
]
