"""Hand scripts of set 9."""

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

_SINGER = L.Count(L.Sel(owner="you", keyword="Singer"), ">=", 1)  # "while you have a character with Singer in play"

SCRIPTS = [
    H("Beast - Gracious Prince", "FULL DANCE CARD",
      "Your Princess characters get +1 ¤ and +1 ⛉.",
      (StaticAbility("FULL DANCE CARD", "own_characters", "strength", 1, sel=L.Sel(classification="Princess")),
       StaticAbility("FULL DANCE CARD", "own_characters", "willpower", 1, sel=L.Sel(classification="Princess")))),
    H("Timothy Q. Mouse - Flight Instructor", "LET'S SHOW 'EM, DUMBO!",
      "While you have a character with Evasive in play, this character gets +1 ◊.",
      (StaticAbility("LET'S SHOW 'EM, DUMBO!", "self", "lore", 1,
                     condition=L.Count(L.Sel(owner="you", keyword="Evasive"), ">=", 1)),)),
    H("Roxanne - Powerline Fan", "CONCERT LOVER",
      "While you have a character with Singer in play, this character gets +1 ¤ and +1 ◊.",
      (StaticAbility("CONCERT LOVER", "self", "strength", 1, condition=_SINGER),
       StaticAbility("CONCERT LOVER", "self", "lore", 1, condition=_SINGER))),
    H("Lilo - Best Explorer Ever", "GO GET 'EM",
      "Whenever this character quests, chosen Alien character gains Challenger +2 and “This character can challenge "
      "ready characters” this turn.",
      (TriggeredAbility("GO GET 'EM", "quest", (
          L.Choose("t", L.Sel(classification="Alien")), L.GrantKeyword("t", "Challenger", 2),
          L.Restrict("t", "can_challenge_ready"))),)),
    H("Mickey Mouse - Brave Little Prince", "CROWNING ACHIEVEMENT",
      "While this character has a card under him, he gets +3 ¤, +3 ⛉, and +3 ◊.",
      tuple(StaticAbility("CROWNING ACHIEVEMENT", "self", stat, 3, condition=L.Flag("has_card_under"))
            for stat in ("strength", "willpower", "lore"))),
    H("Powerline - Musical Superstar", "ELECTRIC MOVE",
      "If you've played a song this turn, this character gains Rush this turn.",
      (StaticAbility("ELECTRIC MOVE", "self", "keyword", keyword="Rush",
                     condition=L.ThisTurn("played", L.Sel(types=("action",), song=True))),)),
    H("The Magic Feather", "NOW YOU CAN FLY!",
      "When you play this item, choose a character of yours. While this item is in play, that character gains "
      "Evasive.",
      (TriggeredAbility("NOW YOU CAN FLY!", "play", (
          L.Choose("t", L.Sel(owner="you")), L.GrantKeyword("t", "Evasive", duration="while_source"))),)),
    H("The Magic Feather", "GROUNDED",
      "Return this item to your hand.",
      (ActivatedAbility("GROUNDED", ActivatedCost(ink=3), (L.ReturnToHand("self"),)),)),
    H("Max Goof - Rockin' Teen", "I JUST WANNA STAY HOME",
      "This character can't move to locations.",
      (StaticAbility("I JUST WANNA STAY HOME", "self", "cant_move"),)),
    H("Cruella De Vil - Style Icon", "INSULTING REMARK",
      "During your turn, each opposing character with cost 2 or less gets -1 ¤.",
      (StaticAbility("INSULTING REMARK", "opposing_characters", "strength", -1, condition=L.Flag("your_turn"),
                     sel=L.Sel(cost=("<=", 2))),)),
    H("Cruella De Vil - Style Icon", "OUT OF SEASON",
      "Once during your turn, whenever a character with cost 2 or less is banished, put the top card of your deck "
      "into your inkwell facedown and exerted.",
      (TriggeredAbility("OUT OF SEASON", "banished", (L.InkTop("you", True),), subject="any", condition=L.Flag("your_turn"),
                        once_per_turn=True, subject_sel=L.Sel(cost=("<=", 2))),)),
    # "If you do": only when an Ally of yours was chosen (and so cards drawn); then discard 2 and banish it.
    H("Scar - Finally King", "STICK WITH ME",
      "At the end of your turn, if this character is exerted, you may draw cards equal to the ¤ of chosen Ally "
      "character of yours. If you do, choose and discard 2 cards and banish that character.",
      (TriggeredAbility("STICK WITH ME", "end_of_turn", (
          L.May(), L.Choose("t", L.Sel(owner="you", classification="Ally")),
          L.If(L.Flag("did"), (L.Draw("you", L.StatOf("t", "strength")), L.Discard("you", 2), L.Banish("t")))),
          resolve_if=L.Flag("exerted")),)),
    H("Dumbo - Ninth Wonder of the Universe", "MAKING HISTORY",
      "Your other characters with Evasive gain “⟳, 1 ⬡ — Draw a card and gain 1 lore.”",
      (StaticAbility("MAKING HISTORY", "own_other_characters", "grant", sel=L.Sel(keyword="Evasive"),
                     grant=ActivatedAbility("⟳, 1 ⬡ — Draw a card and gain 1 lore", ActivatedCost(exert=True, ink=1),
                                            (L.Draw("you", 1), L.GainLore("you", 1)))),)),
    H("Max Goof - Chart Topper", "NUMBER ONE HIT",
      "Whenever this character quests, you may play a song card with cost 4 or less from your discard for free, then "
      "put it on the bottom of your deck instead of into your discard.",
      (TriggeredAbility("NUMBER ONE HIT", "quest", (
          L.May(), L.Choose("s", L.Sel(owner="you", zone="discard", types=("action",), song=True, cost=("<=", 4))),
          L.PlayFree("s", bottom=True))),)),
    H("Aurora - Holding Court", "ROYAL WELCOME",
      "Whenever this character quests, you pay 1 ⬡ less for the next Princess or Queen character you play this turn.",
      (TriggeredAbility("ROYAL WELCOME", "quest", (L.CostReduction("you", 1, "character:Princess|Queen"),)),)),
    H("Goofy - Set for Adventure", "FAMILY VACATION",
      "Once during your turn, whenever this character moves to a location, you may move one of your other "
      "characters to that location for free. If you do, draw a card.",
      (TriggeredAbility("FAMILY VACATION", "move", (
          L.May(), L.Choose("o", L.Sel(owner="you", other=True)), L.MoveTo("o", "here"),
          L.If(L.Flag("did"), (L.Draw("you", 1),))), once_per_turn=True, condition=L.Flag("your_turn")),)),
    H("I2I", "",
      "Each player draws 2 cards and gains 2 lore. If 2 or more characters sang this song, ready them. They can't "
      "quest for the rest of this turn.",
      (ActionEffect("", (L.Draw("each", 2), L.GainLore("each", 2), L.Keep("s", "singers"),
                         L.If(L.Chosen("s", "n:2"), (L.Ready("s"), L.Restrict("s", "cant_quest"))))),)),
    H("The Queen - Conceited Ruler", "ROYAL SUMMONS",
      "At the start of your turn, you may choose and discard a Princess or Queen character card to return a character "
      "card from your discard to your hand.",
      (TriggeredAbility("ROYAL SUMMONS", "start_of_turn", (
          L.May(), L.Choose("d", L.Sel(owner="you", zone="hand", any_of=("Princess", "Queen"))), L.DiscardCards("d"),
          L.If(L.Chosen("d"), (L.Choose("r", L.Sel(owner="you", zone="discard")), L.ReturnToHand("r"))))),)),
    H("Ursula - Voice Stealer", "SING FOR ME",
      "When you play this character, exert chosen opposing ready character. Then, you may play a song with cost equal "
      "to or less than the exerted character's cost for free.",
      (TriggeredAbility("SING FOR ME", "play", (
          L.Choose("t", L.Sel(owner="opp", exerted=False)), L.Exert("t"), L.May(),
          L.Choose("s", L.Sel(owner="you", zone="hand", types=("action",), song=True,
                              cost=("<=", L.StatOf("t", "cost")))), L.PlayFree("s"))),)),
]
