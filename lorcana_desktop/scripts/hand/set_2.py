"""Hand scripts of set 2 (Rise of the Floodborn)."""

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

_ITEM = L.Count(L.Sel(owner="you", types=("item",)), ">=", 1)

SCRIPTS = [
    H("Judy Hopps - Optimistic Officer", "DON'T CALL ME CUTE",
      "When you play this character, you may banish chosen item. Its player draws a card.",
      (TriggeredAbility("DON'T CALL ME CUTE", "play", (
          L.May(), L.Choose("t", L.Sel(types=("item",))), L.Banish("t"), L.Draw("owner:t", 1))),)),
    # CR 6.4.2.3 example: a character entering play already has this bonus.
    H("Grumpy - Bad-Tempered", "THERE'S TROUBLE A-BREWIN'",
      "Your other Seven Dwarfs characters get +1 ¤.",
      (StaticAbility("THERE'S TROUBLE A-BREWIN'", "own_other_characters", "strength", 1,
                     sel=L.Sel(classification="Seven Dwarfs")),)),
    # CR 6.1.3 example B: two separate "chosen", so the same character may be chosen for both.
    H("The Queen - Commanding Presence", "WHO IS THE FAIREST?",
      "Whenever this character quests, chosen opposing character gets -4 ¤ this turn and chosen character "
      "gets +4 ¤ this turn.",
      (TriggeredAbility("WHO IS THE FAIREST?", "quest", (
          L.Choose("a", L.Sel(owner="opp")), L.Stat("a", "strength", -4),
          L.Choose("b", L.Sel()), L.Stat("b", "strength", 4))),)),
    # CR 6.4.3 example: the restriction applies while the condition ("unless ...") is false.
    H("Bashful - Hopeless Romantic", "OH, GOSH!",
      "This character can't quest unless you have another Seven Dwarfs character in play.",
      (StaticAbility("OH, GOSH!", "self", "cant_quest",
                     condition=L.Count(L.Sel(owner="you", other=True, classification="Seven Dwarfs"), "==", 0)),)),
    # CR 6.1.13.5 example A: applies while an item is in play, and stops when it leaves.
    H("Noi - Orphaned Thief", "HIDE AND SEEK",
      "While you have an item in play, this character gains Resist +1 and Ward.",
      (StaticAbility("HIDE AND SEEK", "self", "keyword", 1, keyword="Resist", condition=_ITEM),
       StaticAbility("HIDE AND SEEK", "self", "keyword", keyword="Ward", condition=_ITEM))),
    # CR 1.2.2 example: the card's "can't" beats another card's "can" (Genie's free action).
    H("Tiana - Celebrating Princess", "WHAT YOU GIVE IS WHAT YOU GET",
      "While this character is exerted and you have no cards in your hand, opponents can't play actions.",
      (StaticAbility("WHAT YOU GIVE IS WHAT YOU GET", "self", "opponents_cant_play_actions",
                     condition=L.All((L.Flag("exerted"), L.ZoneCount("hand", "==", 0)))),)),
    # CR 6.6.1.2 example A: +1 once, even for a character with two of these classifications.
    H("Grand Duke - Advisor to the King", "YES, YOUR MAJESTY",
      "Your Prince, Princess, King, and Queen characters get +1 ¤.",
      (StaticAbility("YES, YOUR MAJESTY", "own_characters", "strength", 1,
                     sel=L.Sel(any_of=("Prince", "Princess", "King", "Queen"))),)),
    # CR 6.7.6 example: the active player draws (or not) first, then each other player in turn order.
    H("Donald Duck - Perfect Gentleman", "ALLOW ME",
      "At the start of your turn, each player may draw a card.",
      (TriggeredAbility("ALLOW ME", "start_of_turn", (L.MayDraw("each", 1, yes_no=True),)),)),
    # CR 6.5.7.3 example: a replacement effect; the counters are put, not dealt (no Resist).
    H("Beast - Selfless Protector", "SHIELD ANOTHER",
      "Whenever one of your other characters would be dealt damage, put that many damage counters on this "
      "character instead.",
      (StaticAbility("SHIELD ANOTHER", "own_other_characters", "redirect_damage"),)),
    # CR 6.1.8 example: one trigger for the whole discard; draw that many cards, or none.
    H("Prince John - Greediest of All", "I SENTENCE YOU",
      "Whenever your opponent discards 1 or more cards, you may draw a card for each card discarded.",
      (TriggeredAbility("I SENTENCE YOU", "discards", (L.May(), L.Draw("you", L.TriggerBatch())), subject="any",
                        subject_sel=L.Sel(owner="opp", types=("card",))),)),
    H("Panic - Underworld Imp", "I CAN HANDLE IT",
      "When you play this character, chosen character gets +2 ¤ this turn. If the chosen character is named Pain, "
      "he gets +4 ¤ instead.",
      (TriggeredAbility("I CAN HANDLE IT", "play", (
          L.Choose("c", L.Sel()), L.Stat("c", "strength", 2),
          L.If(L.Chosen("c", "named:Pain"), (L.Stat("c", "strength", 2),)))),)),
    H("Peter Pan's Dagger", "",
      "Your characters with Evasive get +1 ¤.",
      (StaticAbility("", "own_characters", "strength", 1, sel=L.Sel(keyword="Evasive")),)),
    H("Sardine Can", "FLIGHT CABIN",
      "Your exerted characters gain Ward.",
      (StaticAbility("FLIGHT CABIN", "own_characters", "keyword", keyword="Ward", sel=L.Sel(exerted=True)),)),
    H("Queen of Hearts - Quick-Tempered", "ROYAL RAGE",
      "When you play this character, deal 1 damage to chosen damaged opposing character.",
      (TriggeredAbility("ROYAL RAGE", "play", (
          L.Choose("c", L.Sel(owner="opp", damaged=True)), L.DealDamage("c", 1))),)),
    H("Pack Tactics", "",
      "Gain 1 lore for each damaged character opponents have in play.",
      (ActionEffect("", (L.GainLore("you", L.CountOf(L.Sel(owner="opp", damaged=True))),)),)),
    H("Strength of a Raging Fire", "",
      "Deal damage to chosen character equal to the number of characters you have in play.",
      (ActionEffect("", (L.Choose("c", L.Sel()), L.DealDamage("c", L.CountOf(L.Sel(owner="you"))))),)),
    H("Gumbo Pot", "THE BEST I'VE EVER TASTED",
      "Remove 1 damage each from up to 2 chosen characters.",
      (ActivatedAbility("THE BEST I'VE EVER TASTED", ActivatedCost(exert=True), (
          L.Choose("c", L.Sel(), n=2, up_to=True), L.RemoveDamage("c", 1))),)),
    H("Dopey - Always Playful", "ODD ONE OUT",
      "When this character is banished, your other Seven Dwarfs characters get +2 ¤ until the start of your next "
      "turn.",
      (TriggeredAbility("ODD ONE OUT", "banished", (
          L.Stat(L.Sel(owner="you", other=True, classification="Seven Dwarfs"), "strength", 2, "next_turn"),)),)),
    H("Sword in the Stone", "",
      "Chosen character gets +1 ¤ this turn for each 1 damage on them.",
      (ActivatedAbility("", ActivatedCost(exert=True, ink=2), (
          L.Choose("c", L.Sel()), L.Stat("c", "strength", L.StatOf("c", "damage")))),)),
    H("Zero to Hero", "",
      "Count the number of characters you have in play. You pay that amount of ⬡ less for the next character you "
      "play this turn.",
      (ActionEffect("", (L.CostReduction("you", L.CountOf(L.Sel(owner="you")), "character"),)),)),
    H("Basil - Great Mouse Detective", "THERE'S ALWAYS A CHANCE",
      "If you used Shift to play this character, you may draw 2 cards when he enters play.",
      (TriggeredAbility("THERE'S ALWAYS A CHANCE", "play", (L.If(L.Flag("shifted"), (L.May(), L.Draw("you", 2))),)),)),
    H("Beast - Tragic Hero", "IT'S BETTER THIS WAY",
      "At the start of your turn, if this character has no damage, draw a card. Otherwise, he gets +4 ¤ this turn.",
      (TriggeredAbility("IT'S BETTER THIS WAY", "start_of_turn", (
          L.If(L.SelfStat("damage", 1), (L.Stat("self", "strength", 4),), otherwise=(L.Draw("you", 1),)),)),)),
    H("Cinderella - Stouthearted", "THE SINGING SWORD",
      "Whenever you play a song, this character may challenge ready characters this turn.",
      (TriggeredAbility("THE SINGING SWORD", "any_play", (L.Restrict("self", "can_challenge_ready"),),
                        subject="any", subject_sel=L.Sel(owner="you", types=("action",), song=True)),)),
    H("Ratigan - Very Large Mouse", "THIS IS MY KINGDOM",
      "When you play this character, exert chosen opposing character with 3 ¤ or less. Choose one of your characters "
      "and ready them. They can't quest for the rest of this turn.",
      (TriggeredAbility("THIS IS MY KINGDOM", "play", (
          L.Choose("t", L.Sel(owner="opp", strength=("<=", 3))), L.Exert("t"),
          L.Choose("u", L.Sel(owner="you")), L.Ready("u"), L.Restrict("u", "cant_quest"))),)),
    H("Raya - Leader of Heart", "CHAMPION OF KUMANDRA",
      "Whenever this character challenges a damaged character, she takes no damage from the challenge.",
      (TriggeredAbility("CHAMPION OF KUMANDRA", "challenges", (
          L.Replace("self", "damage", "prevent_challenge", "challenge"),),
          condition=L.CardIs("challenged", L.Sel(damaged=True))),)),
    H("Bucky - Squirrel Squeak Tutor", "SQUEAK",
      "Whenever you play a Floodborn character, if you used Shift to play them, each opponent chooses and discards a "
      "card.",
      (TriggeredAbility("SQUEAK", "any_play", (L.If(L.Flag("trigger_shifted"), (L.Discard("opponents", 1),)),),
                        subject="any", subject_sel=L.Sel(owner="you", classification="Floodborn")),)),
    H("The Most Diabolical Scheme", "",
      "Banish chosen Villain of yours to banish chosen character.",
      (ActionEffect("", (
          L.Choose("v", L.Sel(owner="you", classification="Villain")), L.PayWith("banish", "v"),
          L.Choose("t", L.Sel()), L.Banish("t"))),)),
    # Granted abilities (CR 6.4.2.2: an effect gives them to the cards in play as it resolves; a static, while it
    # applies): the quoted text is the ability's name, as the player sees it in menus and the bag.
    H("Cogsworth - Talking Clock", "WAIT A MINUTE",
      "Your characters with Reckless gain “⟳ — Gain 1 lore.”",
      (StaticAbility("WAIT A MINUTE", "own_characters", "grant", sel=L.Sel(keyword="Reckless"),
                     grant=ActivatedAbility("⟳ — Gain 1 lore", ActivatedCost(exert=True), (L.GainLore("you", 1),))),)),
    H("Fairy Godmother - Mystic Armorer", "FORGET THE COACH, HERE'S A SWORD",
      "Whenever this character quests, your characters gain Challenger +3 and “When this character is banished in a "
      "challenge, return this card to your hand” this turn.",
      (TriggeredAbility("FORGET THE COACH, HERE'S A SWORD", "quest", (
          L.GrantKeyword("own_characters", "Challenger", 3), L.GrantAbility("own_characters", TriggeredAbility("When this character is banished in a challenge, return this card to your hand",
                       "banished_in_challenge", (L.ReturnToHand("self"),))))),)),
    H("Last Stand", "",
      "Banish chosen character who was challenged this turn.",
      (ActionEffect("", (L.Choose("t", L.Sel(challenged_this_turn=True)), L.Banish("t"))),)),
    H("The Queen - Disguised Peddler", "A PERFECT DISGUISE",
      "Gain lore equal to the discarded character's ◊.",
      (ActivatedAbility("A PERFECT DISGUISE", ActivatedCost(exert=True, discard="character"),
                        (L.GainLore("you", L.StatOf("_discarded", "lore")),)),)),
    H("Bibbidi Bobbidi Boo", "",
      "Return chosen character of yours to your hand to play a character with the same cost or less for free.",
      (ActionEffect("", (L.Choose("r", L.Sel(owner="you")), L.ReturnToHand("r"),
                         L.If(L.Chosen("r"), (L.Choose("t", L.Sel(owner="you", zone="hand",
                                                                   cost=("<=", L.StatOf("r", "cost")))),
                                              L.PlayFree("t"))))),)),
    H("Falling Down the Rabbit Hole", "",
      "Each player chooses one of their characters and puts them into their inkwell facedown and exerted.",
      (ActionEffect("", (L.Choose("t", L.Sel(), by="players"), L.ToInkwell("t"))),)),
    # "[A] or [B]" (CR 6.1.5.2): with fewer than 2 other characters of hers, returning 2 can't be chosen, so she is
    # banished; if she has left play, banishing her can't be chosen.
    H("Madam Mim - Purple Dragon", "I WIN, I WIN!",
      "When you play this character, banish her or return another 2 chosen characters of yours to your hand.",
      (TriggeredAbility("I WIN, I WIN!", "play", (L.Modes((
          (L.Banish("self"),),
          (L.Choose("r", L.Sel(owner="you", other=True), n=2), L.ReturnToHand("r"))),
          labels=("banish her", "return another 2 chosen characters of yours to your hand"), either=True),)),)),
    H("Lucifer - Cunning Cat", "MOUSE CATCHER",
      "When you play this character, each opponent chooses and discards either 2 cards or 1 action card.",
      (TriggeredAbility("MOUSE CATCHER", "play", (L.DiscardEither("opponents", 2, L.Sel(types=("action",))),)),)),
]
