"""The effect language of card abilities: typed steps, selectors, amounts and conditions, checked when built.

Every step is a small frozen dataclass with one handler in ``effects.HANDLERS`` (found by its
class, never by an if/elif over names). A step checks its fields when it is built: an unknown
group, duration, stat, keyword or event is a ``ValueError`` then, never a skipped step during
a game. ``STEP_KINDS`` maps each step's ``kind`` name to its class (for saves and the short
tuple notation of :func:`step_from_tuple`).

Targets (``who``) of a card effect are a name: "self" (the source), "trigger" (the card that
caused the trigger), "challenger"/"challenged", a group ("own_characters", ...) or the
variable a :class:`Choose` step filled; or a :class:`Sel` meaning every card it matches in
play (nobody chooses, so Ward does not stop it, CR 8.15.2). Player targets are "you",
"opponents", "each" (in turn order, CR 9.2.2) or a variable of chosen players.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar, TypeVar, dataclass_transform

from lorcana_desktop.cards.keywords import KEYWORDS as KEYWORD_NAMES
from lorcana_desktop.engine.flags import CHALLENGED, PLAYED

CARD_TYPES = ("character", "action", "item", "location")  # same order as defs.CHARACTER ...
KEYWORDS = KEYWORD_NAMES  # the one keyword table (cards.keywords): a step naming another keyword fails when built
# "strength_vs_location": ¤ that counts only while the character challenges a location ("Your characters get +3 ¤
# while challenging a location this turn", stats.strength)
STATS = frozenset({"strength", "willpower", "lore", "sing", "strength_vs_location"})
# "while_source": while the card whose ability made the effect stays in play ("While this item is in play, ...");
# "challenge": until the challenge going on ends (CR 4.6.7, "takes no damage from the challenge").
DURATIONS = frozenset({"turn", "next_turn", "permanent", "their_next_turn", "while_source", "challenge"})
# What a card can't (or, "can_challenge_ready", may) do for a while: checked by the rules like restrictions.
RESTRICTIONS = frozenset({"cant_quest", "cant_challenge", "cant_ready", "cant_be_challenged", "can_challenge_ready",
                          "cant_sing_plain",  # "can't sing songs without Sing Together"
                          "cant_ready_unless_location",  # "can't ready at the start of ... unless they're at a location"
                          "must_quest",  # "must quest (during their next turn) if able": the turn cannot end while it can
                          "cant_sing",  # "can't ⟳ to sing songs until the start of your next turn"
                          # "can't challenge your characters or locations": the cards of the effect's controller
                          "cant_challenge_yours"})


@dataclass(frozen=True, slots=True)
class Group:
    """The cards in play a group name covers ("your other characters"): whose (the effect's controller's,
    ``mine``; their opponents', ``theirs``), which card types, ``other``: not the source, ``exerted``: only
    exerted ones. Nobody chooses them, so Ward does not stop it (CR 8.15.2)."""

    mine: bool
    theirs: bool
    types: tuple[str, ...] = ("character",)
    other: bool = False
    exerted: bool = False
    # ``types`` as the engine's type numbers (defs.CHARACTER ...), which the hot paths compare with
    kinds: frozenset[int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "kinds", frozenset(CARD_TYPES.index(t) for t in self.types))


# The one group table: the interpreter (effects._who) and the group effects that last (stats._cont_applies) read it.
GROUPS: dict[str, Group] = {
    "own_characters": Group(True, False),
    "other_own_characters": Group(True, False, other=True),
    "opposing_characters": Group(False, True),
    "all_characters": Group(True, True),
    "other_characters": Group(True, True, other=True),
    "opposing_locations": Group(False, True, ("location",)),
    "opposing_items": Group(False, True, ("item",)),
    "own_exerted_characters": Group(True, False, exerted=True),
    "own_characters_and_locations": Group(True, False, ("character", "location")),  # "Your characters and locations
}  # gain Resist +1 ..."
CARD_NAMES = frozenset({"self", "trigger", "challenger", "challenged"}) | frozenset(GROUPS)
PLAYER_NAMES = frozenset({"you", "opponents", "each"})
# Trigger events the engine fires (CR 6.2 wording).
TRIGGER_EVENTS = frozenset({
    "play", "quest", "challenges", "challenged", "banished", "banished_in_challenge", "sing",
    "move", "start_of_turn", "end_of_turn", "put_under", "any_play", "ink", "draw",
    "damaged", "after_challenge", "resolve", "chosen_by_opponent_action", "banishes_in_challenge",
    "challenged_and_banished", "challenges_and_banished", "discards",
    # Rare events, fired only when a card in the game listens for them (``Game._events``):
    "leaves_play", "ready", "damage_removed",
    "challenges_any",  # "whenever one of your characters challenges": a character or a location
    "shifted_onto",  # "when you shift a character on top of this character" (subject "on_top")
    "cheap_play",  # "whenever you pay 2 ⬡ or less to play a card" (ink paid, not sung or played for free)
    "discard", "returned",  # a card discarded from hand; a card returned from play to its owner's hand
    "exerted", "sung",  # a ready card becomes exerted; a song is sung by one or more characters
    "chosen_for_support",  # a character is chosen for Support (CR 8.13.1)
    "drop_removed",  # "whenever you remove an ink drop" (one event per drop; the player who removed it)
    # "whenever this character deals damage to another character in a challenge" (the damage dealt: "_amount")
    "deals_challenge_damage",
    "action_damage",  # "whenever one of your actions deals damage to an opposing character" (the damaged card)
    "chosen_by_opponent",  # "whenever an opponent chooses this character for an action or ability"
    "to_hand_from_discard",  # "whenever you return a Racer character card from your discard to your hand"
    "leaves_discard",  # "whenever a card leaves your discard"
    "boost",  # "whenever you use the Boost ability of a character" (the boosted card)
    "milled",  # "whenever you put 1 or more cards into your discard from your deck" (the player)
    "enters_exerted",  # "whenever another character of yours enters play exerted"
    "chosen_for_action_or_item",  # "whenever this character is chosen for an action or an item's ability" (anyone's)
})
COMPARISONS = frozenset({"<=", ">=", "=="})


def _check(ok: bool, what: str) -> None:
    if not ok:
        raise ValueError(what)


@dataclass(frozen=True, slots=True)
class Sel:
    """A composable card selector: owner, card types, other-than-source, zone and qualifiers.

    ``owner``: "any", "you" or "opp"; ``zone``: "play", "hand", "discard"; comparisons are
    (op, n) pairs with op "<=", ">=" or "==". Choosing an opposing card in play respects Ward
    (CR 8.15.1).
    """

    owner: str = "any"
    types: tuple[str, ...] = ("character",)
    other: bool = False
    zone: str = "play"
    classification: str = ""
    name: str = ""
    cost: tuple[str, Any] | None = None  # (op, int), or (op, an amount read as the effect resolves)
    strength: tuple[str, Any] | None = None
    willpower: tuple[str, Any] | None = None
    damaged: bool | None = None
    exerted: bool | None = None
    at_location: bool | None = None
    keyword: str = ""
    song: bool = False
    not_song: bool = False  # "an action that isn't a song"
    dry: bool | None = None  # True: in play since the start of its player's turn (CR 1.7.5, 4.4.2.1)
    under: bool | None = None  # "with a card under them"
    ink: str = ""  # "your other Ruby characters" (the card's ink type, CR 5.2.5)
    here: bool = False  # "a character here": at the location whose ability this is
    any_of: tuple[str, ...] = ()  # classifications, one of which it has ("Prince, Princess, King, and Queen")
    not_name: str = ""  # "your characters not named Mor'du"
    names_any: tuple[str, ...] = ()  # it has one of these names
    same_name_as: str = ""  # "with the same name as that character": a variable of chosen cards, "self" or "trigger"
    no_keyword: str = ""  # "each opposing character without Evasive"
    any_sel: tuple[Sel, ...] = ()  # it matches one of these too ("chosen character with Bodyguard or item")
    inkable: bool | None = None  # "a card with ◉"
    played_this_turn: bool | None = None  # "a song card you played this turn" (by the effect's controller)
    challenged_this_turn: bool | None = None  # "chosen character who was challenged this turn"
    with_me: bool = False  # at the same location as the source character ("all other characters here")
    challenged_now: bool | None = None  # it is being challenged now ("unless they're being challenged")
    not_chosen: str = ""  # not one of these cards: a variable, "trigger" or "here" (the source's location)
    not_ids: tuple[int, ...] = ()  # (what ``not_chosen`` names, filled in as the effect resolves)

    def __post_init__(self) -> None:
        _check(self.owner in ("any", "you", "opp", "active"), f"selector owner {self.owner!r}")
        _check(bool(self.types) and all(t in CARD_TYPES or t == "card" for t in self.types),
               f"selector types {self.types!r}")
        _check(self.zone in ("play", "hand", "discard", "inkwell", "hand_or_discard"),
               f"selector zone {self.zone!r}")  # (inkwell: counted)
        for c in (self.cost, self.strength, self.willpower):
            # the number, or an amount read as the effect resolves ("with less ¤ than that character")
            _check(c is None or (c[0] in COMPARISONS and (isinstance(c[1], int) or _is_amount(c[1]))),
                   f"selector comparison {c!r}")
        _check(all(isinstance(x, Sel) for x in self.any_sel), f"selector alternatives {self.any_sel!r}")
        _check(not self.no_keyword or self.no_keyword in KEYWORDS, f"selector keyword {self.no_keyword!r}")
        _check(not self.keyword or self.keyword in KEYWORDS, f"selector keyword {self.keyword!r}")
        _check(self.ink in ("", "Amber", "Amethyst", "Emerald", "Ruby", "Sapphire", "Steel"), f"selector ink {self.ink!r}")


    @property
    def dynamic(self) -> bool:
        """Does it read something as the effect resolves (an amount it compares with, ``same_name_as``)?"""
        return bool(self.same_name_as) or bool(self.not_chosen) or any(c is not None and not isinstance(c[1], int)
                                              for c in (self.cost, self.strength, self.willpower)) \
            or any(x.dynamic for x in self.any_sel)


def _cmp(v: int, c: tuple[str, int]) -> bool:
    op, n = c
    if not isinstance(n, int):
        return False  # (an amount not resolved: nothing matches)
    return v <= n if op == "<=" else v >= n if op == ">=" else v == n


def _is_amount(a: Any) -> bool:
    return isinstance(a, (str, CountOf, StatOf, HandSize, Plus))


def sel_matches(game: Any, sel: Sel, i: int, ctrl: int, src: int) -> bool:
    """Does card ``i`` meet ``sel`` for an effect controlled by ``ctrl`` from ``src``?"""
    s = game.s
    d = game.idef[i]
    if sel.any_sel and not any(sel_matches(game, x, i, ctrl, src) for x in sel.any_sel):
        return False
    if "card" not in sel.types and CARD_TYPES[d.type] not in sel.types:
        return False
    if sel.owner == "you" and s.owner[i] != ctrl or sel.owner == "opp" and s.owner[i] == ctrl \
            or sel.owner == "active" and s.owner[i] != s.active:
        return False
    if sel.other and i == src:
        return False
    if sel.classification and sel.classification not in d.classifications \
            and not (game._class_grants and game.has_class(i, sel.classification)):
        return False
    if sel.ink and all(k.value != sel.ink for k in d.card.inks):
        return False
    if sel.name and sel.name not in d.names:
        return False
    if sel.name and d.extra_names and game.witness is not None and sel.name in d.extra_names:
        game.witness.named(i, sel.name)  # (a scenario records the card's "counts as being named ..." played)
    if sel.any_of and not any(c in d.classifications or (game._class_grants and game.has_class(i, c))
                              for c in sel.any_of):
        return False
    if sel.here and s.at[i] != src:
        return False
    if sel.song and not d.is_song:
        return False
    if sel.not_song and d.is_song:
        return False
    if sel.cost is not None and not _cmp(d.cost, sel.cost):
        return False
    in_play = s.zone[i] == 3
    # CR 6.6.2: a negative strength counts as 0 ("each opposing character with 0 ¤" includes -1).
    if sel.strength is not None and not _cmp(max(game.strength(i), 0) if in_play else d.strength, sel.strength):
        return False
    if sel.willpower is not None and not _cmp(game.willpower(i) if in_play else d.willpower, sel.willpower):
        return False
    if sel.damaged is not None and (s.damage[i] > 0) != sel.damaged:
        return False
    if sel.exerted is not None and s.exerted[i] != sel.exerted:
        return False
    if sel.at_location is not None and (s.at[i] >= 0) != sel.at_location:
        return False
    if sel.dry is not None and bool(s.dry[i]) != sel.dry:
        return False
    if sel.under is not None and bool(s.under[i]) != sel.under:
        return False
    if sel.here and s.at[i] != src:
        return False
    if sel.not_name and sel.not_name in d.names:
        return False
    if sel.names_any and not any(n in sel.names_any for n in d.names):
        return False
    if sel.same_name_as:
        return False  # (not resolved into names_any: nothing matches)
    if sel.inkable is not None and d.inkable != sel.inkable:
        return False
    if sel.played_this_turn is not None and ((PLAYED, ctrl, i) in s.flags) != sel.played_this_turn:
        return False
    if sel.challenged_this_turn is not None and ((CHALLENGED, i) in s.flags) != sel.challenged_this_turn:
        return False
    if sel.with_me and (s.at[src] < 0 or s.at[i] != s.at[src]):
        return False
    if sel.challenged_now is not None and (s.challenge is not None and s.challenge[1] == i) != sel.challenged_now:
        return False
    if sel.not_ids and i in sel.not_ids:
        return False
    if sel.no_keyword and has_keyword_settled(game, i, sel.no_keyword):
        return False
    return not sel.keyword or has_keyword_settled(game, i, sel.keyword)


def has_keyword_settled(game: Any, i: int, kw: str) -> bool:
    """Does card ``i`` have ``kw``, when statics may grant keywords to cards that have other keywords?

    "Your other characters with Evasive gain Rush" beside "your other characters with Rush gain Evasive" ask
    each other. The answer is the least fixed point (CR 6.4.2.3: each static covers every card it can): a card
    has a keyword only through a chain of grants that starts from a keyword it has by itself, so a question
    met again while it is being answered counts as "no" on that path (a character with neither keyword gains
    neither; one with Evasive gains Rush).
    """
    busy = game._kw_busy
    key = (i, kw)
    if key in busy:
        return False
    busy.add(key)
    try:
        return bool(game.has_keyword(i, kw))
    finally:
        busy.discard(key)


# ------------------------------------------------------------------ amounts and conditions


@dataclass(frozen=True, slots=True)
class CountOf:
    """An amount: "for each" card matching ``sel`` in play (or in ``zone`` for hands)."""

    sel: Sel
    times: int = 1


@dataclass(frozen=True, slots=True)
class StatOf:
    """An amount "equal to" a stat of a card: ``who`` "self"/"trigger"/var; stat "strength", "damage", ...."""

    who: str
    stat: str

    def __post_init__(self) -> None:
        _check(self.stat in ("strength", "willpower", "lore", "damage", "cost", "under", "location_lore"),
               f"amount stat {self.stat!r}")  # location_lore: "that location's ◊" (where the card is)


@dataclass(frozen=True, slots=True)
class HandSize:
    """An amount: the number of cards in a player's hand ("you" or "opponents" summed)."""

    who: str = "you"


@dataclass(frozen=True, slots=True)
class TriggerBatch:
    """An amount: how many cards the event that triggered the ability took ("draw a card for each card
    discarded", CR 6.1.8 example)."""


@dataclass(frozen=True, slots=True)
class AtMost:
    """An amount with a cap: "gain lore equal to her ¤, to a maximum of 6 lore"."""

    amount: Any
    n: int

    def __post_init__(self) -> None:
        _check(isinstance(self.amount, (int, str, CountOf, StatOf, HandSize)) and isinstance(self.n, int),
               f"capped amount {self.amount!r}")


@dataclass(frozen=True, slots=True)
class CountIn:
    """An amount: "for each action card discarded this way": the cards an earlier step kept in ``var`` that
    match ``sel``, ``times`` each."""

    var: str
    sel: Sel
    times: int = 1


@dataclass(frozen=True, slots=True)
class Plus:
    """An amount plus ``n`` ("a character with cost up to 2 more than the banished character")."""

    amount: Any
    n: int


@dataclass(frozen=True, slots=True)
class Times:
    """An amount times ``k`` ("loses ¤ equal to this character's ◊": times -1)."""

    amount: Any
    k: int


@dataclass(frozen=True, slots=True)
class DamageOn:
    """An amount: the damage counters on every card in play matching ``sel`` ("for each 1 damage on opposing
    characters")."""

    sel: Sel


@dataclass(frozen=True, slots=True)
class DistinctNames:
    """An amount: how many different names the cards in play matching ``sel`` have ("for each item with a
    different name you have in play")."""

    sel: Sel


@dataclass(frozen=True, slots=True)
class InkTypes:
    """An amount: "for each different ink type of characters you have in play" (a dual-ink card counts both)."""


Amount = (int | str | CountOf | StatOf | HandSize | TriggerBatch | AtMost | CountIn | InkTypes | Plus | Times | DamageOn
          | DistinctNames)


def _check_amount(a: Any) -> None:
    _check(isinstance(a, (int, str, CountOf, StatOf, HandSize, TriggerBatch, AtMost, CountIn, InkTypes, Plus, Times,
                          DamageOn, DistinctNames)), f"amount {a!r}")


@dataclass(frozen=True, slots=True)
class Count:
    """A condition: the number of cards matching ``sel`` compared with n ("if you have 2 or more other ...")."""

    sel: Sel
    op: str
    n: int

    def __post_init__(self) -> None:
        _check(self.op in COMPARISONS, f"condition comparison {self.op!r}")


@dataclass(frozen=True, slots=True)
class Flag:
    """A condition by name (one of ``CONDITION_FLAGS``): "your_turn", "opponents_turn", "exerted", "damaged",
    "at_location", "has_card_under", "did" (the "you may" before it was accepted: "if you do"), "shifted" ("if you
    used Shift to play her", this turn), "has_ink_drop" ("while you have an ink drop"), "inkwell_exerted" ("if all
    cards in your inkwell are exerted"); the names of ``VERSUS_TESTS`` compare you with your opponents or read
    what happened this turn. An ability's condition written as a bare name becomes this when it is built."""

    name: str

    def __post_init__(self) -> None:
        _check(self.name in CONDITION_FLAGS, f"condition {self.name!r}")


# Named conditions on the source card that were once written as bare strings (an ability's ``condition``); a
# bare string is still accepted there and becomes a Flag when the ability is built.
SOURCE_CONDITIONS = frozenset({"has_card_under", "at_location", "your_turn", "exerted", "opponents_turn",
                               "damaged", "no_damage", "underdog", "being_challenged", "second_action",
                               "opponent_empty_hand", "character_here", "damaged_character_here",
                               "exerted_character_here", "challenging_damaged", "not_at_location", "third_action",
                               "opponents_turn_exerted", "your_turn_exerted",
                               "moved_from_location"})  # a "move" trigger: the character came from another location
# Named conditions read against the effect resolving (its controller's opponents, the card that set it off, this
# turn's flags): they were the ``Versus`` records.
VERSUS_TESTS = frozenset({"opp_more_hand", "opp_more_inkwell", "opp_more_lore", "played_another_character",
                          "opp_more_characters", "opp_no_lore", "inkwell_all_exerted",
                          # what happened this turn (the turn's flags)
                          "discarded_2", "banished", "banished_in_challenge", "opp_banished_in_challenge",
                          "quested", "you_quested", "played_song", "played_action",
                          "none_challenged",  # "if none of your characters challenged this turn"
                          "sung",  # "if a character sang this song" (not played by paying its cost)
                          "second_challenge",  # "if it's the second challenge this turn"
                          "trigger_shifted"})  # "if you used Shift to play them" (the card that set it off)
CONDITION_FLAGS = SOURCE_CONDITIONS | VERSUS_TESTS | frozenset({"your_turn", "opponents_turn", "exerted", "damaged", "at_location",
                             "has_card_under", "did", "no_damage", "underdog", "shifted",
                             "opponent_banished_in_challenge", "has_ink_drop", "inkwell_exerted",
                             # "while you have a character in play with the highest cost, or tied for highest cost";
                             # "while you have more cards in your inkwell than each opposing player"
                             "highest_cost", "most_inkwell",
                             # "if you have a character in play with more ¤ than each opposing character in play"
                             "strongest",
                             "no_drop_this_turn",
                             "drop_paid",  # "if you removed an ink drop to play her / this action"
                             "removed",  # "if you removed damage this way" (the effect's damage removed so far)
                             # "if you've put a card under her this turn" / "unless you put a card under him this
                             # turn" / "if you've put a card under one of your characters or locations this turn"
                             "got_card_under", "no_card_under", "put_card_under",
                             "no_other_quested",  # "if no other character has quested this turn"
                             # "if he had a card under him" (as he left play); "if there was an exerted character here"
                             # (as this location left play); "if a card left a player's discard this turn"
                             "had_card_under", "had_exerted_here", "card_left_discard",
                             "not_being_challenged",  # "... unless he's being challenged"
                             "not_moved",  # "once during your turn ... to move this character": not moved yet this turn
                             "sang_sing_together",  # "whenever this character sings a song with Sing Together"
                             "second_ink",
                             "entered_exerted",  # it was just played and its player chose it enters exerted
                             # "if it's the second card you've put into your inkwell this turn"; "... unless you got an
                             # ink drop this turn"
                             "no_ink_this_turn",
                             "two_opponents",
                             "second_draw",
                             "no_action_yet"})  # "the first action you play each turn": none played yet this turn  # "if it's the second card they've drawn this turn" (a "draw" trigger)  # "if you have 2 or more opponents" (still in the game)
# The named conditions read against the effect resolving (its variables, its controller, the card that set it off):
# effects.cond_holds reads these; the others are read on the source card (stats.flag_holds).
FRAME_FLAGS = VERSUS_TESTS | frozenset({"did", "removed", "second_draw"})


@dataclass(frozen=True, slots=True)
class Chosen:
    """A condition on the cards chosen into ``var``: "any" (something was chosen), "damaged"
    ("if that character has damage") or "named:NAME" ("if a character named Aladdin is chosen")."""

    var: str
    test: str = "any"
    sel: Sel | None = None  # "if a Villain character is chosen": a chosen card matches this too

    def __post_init__(self) -> None:
        _check(self.test in ("any", "damaged") or (self.test.startswith("named:") and len(self.test) > 6)
               or (self.test.startswith("n:") and self.test[2:].isdigit()),  # "n:3": at least 3 of them
               f"chosen test {self.test!r}")
        _check(self.sel is None or isinstance(self.sel, Sel), f"chosen selector {self.sel!r}")


@dataclass(frozen=True, slots=True)
class SelfStat:
    """A condition on the source itself: "while this character has 5 ¤ or more", "if this character has 3 or more
    damage" (stat >= n)."""

    stat: str
    n: int

    def __post_init__(self) -> None:
        _check(self.stat in ("strength", "willpower", "lore", "damage"), f"self stat {self.stat!r}")


@dataclass(frozen=True, slots=True)
class ZoneCount:
    """A condition on a zone of yours: "while you have 10 or more cards in your inkwell" (``op`` n)."""

    zone: str
    op: str
    n: int

    def __post_init__(self) -> None:
        _check(self.zone in ("hand", "discard", "inkwell", "deck"), f"zone {self.zone!r}")
        _check(self.op in COMPARISONS, f"comparison {self.op!r}")


@dataclass(frozen=True, slots=True)
class Challenged:
    """A trigger condition on the character being challenged: "challenges a damaged character" (``sel``)."""

    sel: Sel





@dataclass(frozen=True, slots=True)
class ThisTurn:
    """A condition on what happened earlier this turn: ``what`` "played" (you played ``n`` or more cards
    matching ``sel``; ``other``: not this card), "banished" or "banished_in_challenge" (``n`` or more
    cards matching ``sel`` were banished, in a challenge for the latter), "quested" (``n`` or more characters
    matching ``sel`` quested), "to_discard" (``n`` or more cards matching ``sel`` were put into a discard),
    "removed" (you removed damage from ``n`` or more cards matching ``sel``), "discarded" (``n`` or more cards
    matching ``sel`` were discarded: from a hand into a discard), "damaged" (``n`` or more cards matching ``sel``
    were dealt damage: "if one of your characters took damage this turn").
    The engine notes these as turn flags when they happen (``effects.this_turn_count`` reads them)."""

    what: str
    sel: Sel
    n: int = 1
    your_turn: bool = False  # "During your turn, if ... this turn": never during an opponent's turn

    def __post_init__(self) -> None:
        _check(self.what in ("played", "banished", "banished_in_challenge", "quested", "to_discard", "removed",
                             "discarded",
                             "damaged"),
               f"this turn {self.what!r}")
        _check(isinstance(self.sel, Sel) and isinstance(self.n, int) and self.n >= 1, f"this turn {self.sel!r}")


@dataclass(frozen=True, slots=True)
class All:
    """A condition: every one of ``conds`` holds ("while this character is exerted and you have no cards in
    your hand")."""

    conds: tuple[Any, ...]

    def __post_init__(self) -> None:
        _check(len(self.conds) >= 2 and all(isinstance(c, (Count, Flag, Chosen, SelfStat, ZoneCount, CardIs,
                                                               OpponentHas, AnyOf))
                                            for c in self.conds), f"conditions {self.conds!r}")


@dataclass(frozen=True, slots=True)
class CardIs:
    """A condition on one card the event names: ``who`` "trigger" (the card that caused the trigger),
    "challenged" or "challenger" (of the challenge going on), "self"; it holds when that card matches
    ``sel`` ("whenever he challenges a Hyena character", "if the challenging character has 6 ¤ or more")."""

    who: str
    sel: Sel

    def __post_init__(self) -> None:
        # "top": the top card of the controller's deck ("If it's a character card named Kevin, ...")
        _check(self.who in ("trigger", "challenged", "challenger", "self", "top"), f"card {self.who!r}")
        _check(isinstance(self.sel, Sel), f"selector {self.sel!r}")


@dataclass(frozen=True, slots=True)
class OpponentHas:
    """A condition on the opponents: "while an opponent has 10 or more lore" (``what`` "lore", ``op`` ">=",
    n 10), or "if an opponent has more cards in their inkwell than you" (``what`` "inkwell", ``op`` "more"), or
    "if you have more cards in your hand than each opponent" (``what`` "hand", ``op`` "fewer": each has fewer), or
    "if an opponent has 2 or more ready characters in play" (``what`` "cards": their cards in play matching ``sel``,
    counted for each opponent on their own, not added up over opponents)."""

    what: str
    op: str
    n: int = 0
    sel: Sel | None = None

    def __post_init__(self) -> None:
        _check(self.what in ("lore", "inkwell", "hand", "items", "cards"), f"opponent's {self.what!r}")  # items: in play
        _check((self.what == "cards") == isinstance(self.sel, Sel), f"opponent's cards need a selector: {self.sel!r}")
        _check(self.op in (">=", "more", "fewer"), f"comparison {self.op!r}")  # fewer: "more ... than each opponent"


@dataclass(frozen=True, slots=True)
class AnyOf:
    """A condition: at least one of ``conds`` holds ("a character named Lumiere or Cogsworth")."""

    conds: tuple[Any, ...]

    def __post_init__(self) -> None:
        _check(len(self.conds) >= 2 and all(isinstance(c, (Count, Flag, Chosen, SelfStat, ZoneCount, CardIs,
                                                               OpponentHas)) for c in self.conds),
               f"conditions {self.conds!r}")


Cond = Count | Flag | Chosen | SelfStat | ZoneCount | Challenged | ThisTurn | All | CardIs | OpponentHas | AnyOf
_CONDS = (Count, Flag, Chosen, SelfStat, ZoneCount, Challenged, ThisTurn, All, CardIs, OpponentHas, AnyOf)


def as_condition(c: Any) -> Cond | None:
    """A typed condition from what a script wrote: a typed condition, None, or a bare name (then a Flag, checked);
    anything else is a ValueError when the ability is built."""
    if c is None or isinstance(c, _CONDS):
        return c
    if isinstance(c, str):
        return Flag(c)
    raise ValueError(f"condition {c!r}")


def flag_name(c: Any) -> str:
    """The name of a named condition (a Flag), or "" for any other condition or None."""
    return c.name if type(c) is Flag else ""

# ------------------------------------------------------------------ steps


STEP_KINDS: dict[str, type] = {}


class Step:
    """Base of the effect steps: ``kind`` is the step's stable name (saves, tuple notation)."""

    __slots__ = ()
    kind: ClassVar[str] = ""


_T = TypeVar("_T")


@dataclass_transform(frozen_default=True)
def step(kind: str) -> Callable[[type[_T]], type[_T]]:
    """Class decorator: a frozen, slotted step dataclass registered under ``kind``."""
    def wrap(cls: Any) -> Any:
        cls = dataclass(frozen=True, slots=True)(cls)
        cls.kind = kind
        _check(kind not in STEP_KINDS, f"step kind {kind!r} defined twice")
        STEP_KINDS[kind] = cls
        return cls
    return wrap


def _card_who(who: Any) -> None:
    _check(isinstance(who, Sel) or (isinstance(who, str) and bool(who)), f"card target {who!r}")


def _player_who(who: Any) -> None:
    _check(isinstance(who, str) and bool(who), f"player target {who!r}")


def _duration(d: str) -> None:
    _check(d in DURATIONS, f"duration {d!r}")


def _steps(steps: Any) -> tuple[Step, ...]:
    out = tuple(step_from_tuple(x) if isinstance(x, tuple) else x for x in steps)
    for x in out:
        _check(isinstance(x, Step), f"not an effect step: {x!r}")
    return out


@step("may")
class May(Step):
    """"You may": ask the controller; on a no the rest is skipped (CR 6.1.4)."""


@step("choose")
class Choose(Step):
    """Choose ``n`` targets matching ``sel`` (a Sel, or a legacy filter name) into ``var``."""

    var: str
    sel: Any
    n: int = 1
    up_to: bool = False
    exclude: str = ""  # a variable whose cards may not be chosen ("another chosen character")
    of: str = ""  # a variable of chosen players whose hand/discard is searched ("chosen player's discard")
    by: str = ""  # "opponents": each opponent in turn order chooses ``n`` among their own cards ("one of their ...";
    # "players": each player, you too: "each player chooses 2 of their characters");
    # "each_opponent": the controller may choose one card of each opponent in turn ("for each opposing player, you
    # may choose a character of theirs");
    # "of": the player chosen into ``of`` chooses among their own cards ("that player may play a character from
    # their discard")
    max_strength: int = -1  # "any number of chosen opposing characters with total ¤ 10 or less" (-1: no limit)

    def __post_init__(self) -> None:
        if isinstance(self.sel, str):
            _check(self.sel in LEGACY_FILTERS or self.sel in ("player", "opponent"), f"filter {self.sel!r}")
            if self.sel in LEGACY_FILTERS:
                object.__setattr__(self, "sel", LEGACY_FILTERS[self.sel])
        _check(isinstance(self.sel, Sel) or self.sel in ("player", "opponent"), f"filter {self.sel!r}")
        _check(isinstance(self.n, int) and self.n >= 1, f"choose count {self.n!r}")
        _check(self.by in ("", "opponents", "players", "each_opponent") or (self.by == "of" and bool(self.of)),
               f"chooser {self.by!r}")


@step("amount")
class ChooseNumber(Step):
    """Choose a number 0..max ("up to N") into ``var``."""

    var: str
    max: int


@step("option")
class Modes(Step):
    """"Choose one:" each mode a sequence of steps; ``labels``: each mode in words, for the player who chooses
    (filled in from the card's text when the script is built). ``either``: "[A] or [B]" (CR 6.1.5.2): a mode
    that can't be chosen (nothing to choose for it, its card gone) is not offered, so the other one must be."""

    modes: tuple[tuple[Step, ...], ...]
    labels: tuple[str, ...] = ()
    either: bool = False
    by: str = ""  # a variable of chosen players: that player chooses the mode ("chosen opponent chooses one:")

    def __post_init__(self) -> None:
        object.__setattr__(self, "modes", tuple(_steps(m) for m in self.modes))
        _check(not self.labels or (len(self.labels) == len(self.modes) and all(isinstance(x, str) and x
                                                                             for x in self.labels)),
               f"mode labels {self.labels!r}")


@step("name_card")
class NameCard(Step):
    var: str


@step("look_top")
class LookTop(Step):
    """Look at the top n cards of your deck and put them back in any order."""

    n: Any


@step("look_take")
class LookTake(Step):
    """Look at the top n cards; you may reveal one matching ``sel`` (types) and put it into your hand
    (``to`` "hand") ; put the rest on the bottom of your deck in any order."""

    n: int
    sel: Sel | None = None
    to: str = "hand"  # "hand", or "top": the chosen card stays on top, the rest go to the bottom
    may: bool = True  # "you may reveal ... and put it into your hand"; False: "put one into your hand"


@step("stat")
class Stat(Step):
    who: Any
    stat: str
    amount: Any
    duration: str = "turn"

    def __post_init__(self) -> None:
        _card_who(self.who)
        _check(self.stat in STATS, f"stat {self.stat!r}")
        _check_amount(self.amount)
        _duration(self.duration)


@step("keyword")
class GrantKeyword(Step):
    who: Any
    keyword: str
    value: int | None = None
    duration: str = "turn"

    def __post_init__(self) -> None:
        _card_who(self.who)
        _check(self.keyword in KEYWORDS, f"keyword {self.keyword!r}")
        _duration(self.duration)


@step("restrict")
class Restrict(Step):
    who: Any
    what: str
    duration: str = "turn"

    def __post_init__(self) -> None:
        _card_who(self.who)
        _check(self.what in RESTRICTIONS, f"restriction {self.what!r}")
        _duration(self.duration)


@step("continuous")
class Continuous(Step):
    """"Your characters get +1 ¤ / gain Resist +1 / can't be challenged ..." for a duration: a group, no choice.

    ``what`` decides how long the group is read (CR 6.4.2): "stat" and "kw" (a modifier or an ability given)
    are applied to the cards of the group in play as it resolves, later cards are not covered (CR 6.4.2.2);
    "restrict" (what the cards can or can't do) is continuous and covers cards played later (CR 6.4.2.1).
    """

    group: str
    what: str  # "stat", "kw" or "restrict"
    key: str
    amount: Any = 0
    duration: str = "turn"
    sel: Sel | None = None  # only the cards of the group that also match ("your Floodborn characters")

    def __post_init__(self) -> None:
        _check(self.group in GROUPS, f"group {self.group!r}")
        _check(self.sel is None or isinstance(self.sel, Sel), f"continuous selector {self.sel!r}")
        _check(self.what in ("stat", "kw", "restrict"), f"continuous kind {self.what!r}")
        _check(self.key in (STATS if self.what == "stat" else KEYWORDS if self.what == "kw" else RESTRICTIONS),
               f"continuous key {self.key!r}")
        _duration(self.duration)


class _PlayerAmount(Step):
    __slots__ = ()

    def __post_init__(self) -> None:
        _player_who(self.who)  # type: ignore[attr-defined]
        _check_amount(self.n)  # type: ignore[attr-defined]


@step("gain_lore")
class GainLore(_PlayerAmount):
    who: str
    n: Any


@step("lose_lore")
class LoseLore(_PlayerAmount):
    who: str
    n: Any


@step("draw")
class Draw(_PlayerAmount):
    who: str
    n: Any


@step("discard")
class Discard(_PlayerAmount):
    """Each named player chooses and discards n cards (in turn order, CR 9.2.2)."""

    who: str
    n: Any


class _CardAmount(Step):
    __slots__ = ()

    def __post_init__(self) -> None:
        _card_who(self.who)  # type: ignore[attr-defined]
        _check_amount(self.n)  # type: ignore[attr-defined]


@step("deal_damage")
class DealDamage(_CardAmount):
    who: Any
    n: Any
    resist: bool = True  # False: "this damage can't be reduced by Resist"


@step("put_damage")
class PutDamage(_CardAmount):
    who: Any
    n: Any


@step("remove_damage")
class RemoveDamage(_CardAmount):
    """Remove n damage from each card of ``who``; ``up_to``: "remove up to n damage": for each card with damage,
    its controller chooses how much, 0 included (CR 6.1.3); ``total``: n is the most for all the cards together
    ("remove up to 4 damage total from any number of your characters")."""

    who: Any
    n: Any
    up_to: bool = False
    total: bool = False


@step("move_damage")
class MoveDamage(Step):
    src: Any
    dst: Any
    n: Any


class _Cards(Step):
    __slots__ = ()

    def __post_init__(self) -> None:
        _card_who(self.who)  # type: ignore[attr-defined]


@step("banish")
class Banish(_Cards):
    who: Any


@step("return_to_hand")
class ReturnToHand(_Cards):
    who: Any


@step("exert")
class Exert(_Cards):
    who: Any


@step("ready")
class Ready(_Cards):
    who: Any


@step("to_deck_bottom")
class ToDeckBottom(_Cards):
    who: Any


@step("to_inkwell")
class ToInkwell(_Cards):
    who: Any
    exerted: bool = True


@step("extra_ink")
class ExtraInk(Step):
    who: str
    n: Any


@step("cost_reduction")
class CostReduction(Step):
    """The next card of ``card`` ("any", a type, or "type:Classification") you play this turn costs n less."""

    who: str
    n: Any
    card: str = "any"


@step("play_free")
class PlayFree(Step):
    """Play the card(s) chosen into ``var`` for free; ``who`` a player variable when another player plays a card of
    theirs ("that player may play a character from their discard for free": "_pm" inside ``PlayerMay``);
    ``bottom``: "then put it on the bottom of your deck instead of into your discard"; ``exerted``: it enters play
    exerted."""

    var: str
    who: str = "you"
    bottom: bool = False
    exerted: bool = False


@step("play_paying")
class PlayPaying(Step):
    """"You may play this character from your discard": the card chosen into ``var`` ("self": this card) is played
    now, its player paying its ⬡ cost (ink drops may pay part of it); a player who cannot pay does not play it."""

    var: str


@step("play_from_discard")
class PlayFromDiscard(Step):
    """"For the rest of this turn, you may play characters from your discard. If you do, they enter play exerted and
    you can't play characters with the same name as characters you played this way this turn." (turn actions)"""


@step("ink_drops")
class InkDrops(Step):
    who: str
    n: Any


@step("float")
class Float(Step):
    """A floating trigger (CR 6.2.7): ``who`` "any" or cards."""

    who: Any
    event: str
    steps: tuple[Step, ...]
    duration: str = "turn"

    def __post_init__(self) -> None:
        _check(self.event in TRIGGER_EVENTS, f"event {self.event!r}")
        object.__setattr__(self, "steps", _steps(self.steps))


@step("delayed")
class Delayed(Step):
    """A one-time delayed trigger ("at the end of the turn, ...", CR 6.2.8)."""

    event: str
    steps: tuple[Step, ...]

    def __post_init__(self) -> None:
        _check(self.event in TRIGGER_EVENTS, f"event {self.event!r}")
        object.__setattr__(self, "steps", _steps(self.steps))


@step("replace")
class Replace(Step):
    """A replacement effect (CR 6.5): "banish" -> "return_to_hand"; "damage" -> "prevent"/"prevent_once"."""

    who: Any
    event: str
    mode: str
    duration: str = "turn"

    def __post_init__(self) -> None:
        _check((self.event, self.mode) in (("banish", "return_to_hand"), ("damage", "prevent"),
                                           ("damage", "prevent_once"), ("damage", "prevent_challenge")),
               f"replacement {self.event}/{self.mode}")
        _duration(self.duration)


@step("if")
class If(Step):
    """"If [condition], [steps]" (checked as it resolves); "if you do" is ``Flag("did")``."""

    cond: Any
    steps: tuple[Step, ...]
    otherwise: tuple[Step, ...] = ()

    def __post_init__(self) -> None:
        _check(isinstance(self.cond, (Count, Flag, Chosen, SelfStat, ZoneCount, ThisTurn, All, CardIs,
                                      OpponentHas, AnyOf)), f"condition {self.cond!r}")
        object.__setattr__(self, "steps", _steps(self.steps))
        object.__setattr__(self, "otherwise", _steps(self.otherwise))


@step("ink_top")
class InkTop(Step):
    """Put the top card of your deck into your inkwell (facedown; ``exerted`` as printed, CR 4.2.3.2)."""

    who: str = "you"
    exerted: bool = True
    n: int = 1  # "puts the top 2 cards of their deck into their inkwell"


@step("move_to")
class MoveTo(Step):
    """Move ``who`` (characters) to the location chosen into ``loc`` for free (CR 4.7)."""

    who: Any
    loc: str


@step("reveal_hand")
class RevealHand(Step):
    """Look at (reveal) the hand of the chosen player(s) ``who``."""

    who: str


@step("discard_chosen")
class DiscardChosen(Step):
    """"Chosen opponent reveals their hand and discards a [type] card of your choice"."""

    who: str
    sel: Sel


@step("top_card_duel")
class TopCardDuel(Step):
    """Each player reveals the top card of their deck; the highest cost (ties too) go to their players' hands,
    the rest to the bottom of their decks."""


@step("put_bottom")
class PutBottom(Step):
    """Put the chosen cards (hand or discard) on the bottom of their owners' decks, in the order the controller
    chooses when there are two or more ("in any order")."""

    var: str


@step("shuffle_into_deck")
class ShuffleIntoDeck(Step):
    """Shuffle the chosen cards (hand or discard) into their owners' decks."""

    var: str


@step("reveal_top")
class RevealTop(Step):
    """Reveal the top card of your deck; if it matches ``sel``, (you may) put it into your hand (``then``
    "hand") or play it for free ("play", entering exerted if ``exerted``); otherwise put it on the
    ``otherwise`` ("top" or "bottom") of your deck, or into your hand ("hand"), then run ``else_steps``
    ("Otherwise, put it on the bottom of your deck, then each opponent loses 1 lore"). ``sel`` may name the
    cards chosen before (``same_name_as``: "if it has the same name as the chosen card")."""

    sel: Sel
    then: str = "hand"
    may: bool = True
    otherwise: str = "top"
    exerted: bool = False
    else_steps: tuple[Step, ...] = ()
    who: str = "you"  # whose deck, who may take or play the card: "you", or a player variable ("_pm": "they")

    def __post_init__(self) -> None:
        _player_who(self.who)
        _check(self.then in ("hand", "play"), f"reveal then {self.then!r}")
        _check(self.otherwise in ("top", "bottom", "hand"), f"reveal otherwise {self.otherwise!r}")
        object.__setattr__(self, "else_steps", _steps(self.else_steps))


@step("shuffle_deck")
class ShuffleDeck(Step):
    """"Shuffle your deck" (``who`` "you") or "each player shuffles their deck" ("each")."""

    who: str = "you"

    def __post_init__(self) -> None:
        _check(self.who in ("you", "each"), f"players {self.who!r}")


@step("discard_either")
class DiscardEither(Step):
    """"Each opponent chooses and discards either 2 cards or 1 action card": each player of ``who``, in turn order,
    chooses a side, then the cards. "[A] or [B]" (CR 6.1.5.2): with no card matching ``sel`` in hand, only ``n``
    cards can be chosen; with an empty hand, nothing is discarded."""

    who: str
    n: int
    sel: Sel

    def __post_init__(self) -> None:
        _player_who(self.who)
        _check(isinstance(self.sel, Sel) and self.n > 0, f"discard {self.n} or {self.sel!r}")


@step("shift_from_discard")
class ShiftFromDiscard(Step):
    """"Shift a character from your discard for free": its player chooses a character card of their discard that has
    a Shift and a character (or two) in play it may go on, then which of those; it is shifted there, no cost paid
    (CR 6.1.7, 8.10)."""


@step("play_or_shift_free")
class PlayOrShiftFree(Step):
    """"You may play or shift a Robot character with cost 8 or less for free": its player chooses a card of their
    hand matching ``sel``, then whether to play it or which character(s) to shift it onto; no cost paid (CR 6.1.7).
    (A "may" before it lets the player decline.)"""

    sel: Sel

    def __post_init__(self) -> None:
        _check(isinstance(self.sel, Sel) and self.sel.zone == "hand", f"play or shift from hand {self.sel!r}")


@step("top_or_bottom")
class TopOrBottom(Step):
    """Look at the top card of your deck and put it on either the top or the bottom of your deck."""


@step("discard_hand")
class DiscardHand(Step):
    who: str


@step("pay_ink")
class PayInk(Step):
    """"Pay N ⬡ to [effect]": pay N ink (exert ready ink); a player who cannot pay gets none of the rest."""

    n: int


@step("mill")
class Mill(Step):
    """Put the top n cards of players' decks into their discard (``into``: kept under that name, "... put into your
    discard this way")."""

    who: str
    n: Any
    into: str = ""


ANY_NUMBER = 99  # "any number of ... cards" (a Pick's n)
LOOK_DESTS = frozenset({"hand", "play", "inkwell", "top", "bottom", "discard"})


@dataclass(frozen=True, slots=True)
class Pick:
    """One choice among cards looked at on top of a deck: ``n`` cards (``ANY_NUMBER``: any number) that
    match one of ``sels`` (none: any card) go ``to`` hand/play (for free)/inkwell (facedown, exerted)/top/
    bottom. ``up_to``: fewer may be taken ("up to 2"); ``all_fit``: every fitting card goes, nobody chooses.
    ``or_play``: a card taken into the hand that also matches this may be played for free instead, entering play
    exerted ("If that item costs 3 or less, you may play it for free instead and it enters play exerted")."""

    sels: tuple[Sel, ...] = ()
    n: int = 1
    to: str = "hand"
    up_to: bool = False
    all_fit: bool = False
    or_play: Sel | None = None
    keep: str = ""  # the cards taken are kept under this name for the steps after ("... to gain 3 lore")

    def __post_init__(self) -> None:
        _check(all(isinstance(x, Sel) for x in self.sels), f"pick selectors {self.sels!r}")
        _check(self.or_play is None or isinstance(self.or_play, Sel) and self.to == "hand",
               f"pick 'or play it' {self.or_play!r}")
        _check(isinstance(self.n, int) and self.n >= 1, f"pick count {self.n!r}")
        _check(self.to in LOOK_DESTS, f"pick destination {self.to!r}")

    def fits(self, game: Any, i: int, ctrl: int, src: int) -> bool:
        return not self.sels or any(sel_matches(game, s, i, ctrl, src) for s in self.sels)


@step("look_pick")
class LookPick(Step):
    """Look at (``reveal``: reveal) the top n cards of ``who``'s deck ("you" or a chosen player); the
    picks take cards from them in order (``may``: all of them optional, "you may reveal ..."); the rest go
    ``rest``: "bottom"/"top" (in an order the controller chooses), "discard", "inkwell", or "" (a single
    revealed card simply stays on top). Without picks, ``who`` (each opponent too) is only looked at."""

    n: Any  # a number, or "equal to the number of cards under him" (StatOf)
    picks: tuple[Pick, ...]
    rest: str = "bottom"
    who: str = "you"
    reveal: bool = False
    may: bool = False

    def __post_init__(self) -> None:
        _check(isinstance(self.n, int) and self.n >= 1 or isinstance(self.n, StatOf), f"look count {self.n!r}")
        _check(all(isinstance(x, Pick) for x in self.picks), f"look picks {self.picks!r}")  # none: only look
        _check(self.rest in LOOK_DESTS - {"hand", "play"} or self.rest == "", f"look rest {self.rest!r}")
        _player_who(self.who)


@step("put_top")
class PutTop(Step):
    """Put the chosen cards (discard, hand) on the top of their owners' decks, in the order the controller chooses
    when there are two or more ("in any order": the first ends on top)."""

    var: str


@step("discard_cards")
class DiscardCards(Step):
    """Discard the cards chosen into ``var`` from their players' hands ("choose and discard a card to ..."); with
    ``sel``: every card of the hands of the players chosen into ``of`` that matches it ("discards each non-character
    card revealed this way")."""

    var: str
    sel: Sel | None = None
    of: str = ""


@step("each_reveal_top")
class EachRevealTop(Step):
    """Each of ``who`` ("each", "opponents") reveals the top card of their deck; if it matches ``sel`` that player
    may put it into their hand (or it stays on top), otherwise it goes on the bottom of their deck. ``then`` "play":
    each may play it for free instead (every card is revealed first, then each decides in turn order, CR 9.2.2);
    ``shuffle``: each shuffles their deck first ("Each player shuffles their deck and then reveals the top card")."""

    who: str
    sel: Sel
    then: str = "hand"
    shuffle: bool = False

    def __post_init__(self) -> None:
        _check(self.who in ("each", "opponents"), f"players {self.who!r}")
        _check(self.then in ("hand", "play"), f"reveal then {self.then!r}")


@step("shuffle_all")
class ShuffleAll(Step):
    """Shuffle every card matching ``sel`` (in a discard) into its owner's deck."""

    sel: Sel


@step("all_to_bottom")
class AllToBottom(Step):
    """Put every card matching ``sel`` (in your discard) on the bottom of your deck, in an order you choose."""

    sel: Sel


@step("search_deck")
class SearchDeck(Step):
    """Search your deck for a card matching one of ``sels`` and reveal it to all players; it goes into your hand
    (``to`` "hand") or, after the deck is shuffled, on top of it ("top"); the deck is shuffled either way."""

    sels: tuple[Sel, ...]
    to: str = "hand"

    def __post_init__(self) -> None:
        _check(bool(self.sels) and all(isinstance(x, Sel) for x in self.sels), f"search selectors {self.sels!r}")
        _check(self.to in ("hand", "top"), f"search destination {self.to!r}")


@step("reveal_until")
class RevealUntil(Step):
    """Reveal cards from the top of your deck until one matches ``sel``; it goes into your hand and the rest
    are shuffled into your deck."""

    sel: Sel
@step("and")
class And(Step):
    """Two effects printed in one sentence, "A and B" ("draw a card and gain 1 lore"): ``first`` then ``second``."""

    first: tuple[Step, ...]
    second: tuple[Step, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "first", _steps(self.first))
        object.__setattr__(self, "second", _steps(self.second))


@step("inkwell_state")
class InkwellState(Step):
    """"Exert all cards in your inkwell" (``exerted`` True) or "ready all cards in your inkwell"."""

    who: str
    exerted: bool = True


@step("hand_to_inkwell")
class HandToInkwell(Step):
    """"Put all cards from your hand into your inkwell facedown and exerted"."""

    who: str
    exerted: bool = True


@step("reveal_named")
class RevealNamed(Step):
    """Reveal the top card of your deck; if it has the name chosen into ``var`` (a :class:`NameCard`), it goes
    ``to`` your hand or your inkwell (facedown, exerted) and ``then`` follows; otherwise it stays on top."""

    var: str
    to: str = "hand"
    then: tuple[Step, ...] = ()

    def __post_init__(self) -> None:
        _check(self.to in ("hand", "inkwell"), f"revealed card to {self.to!r}")
        object.__setattr__(self, "then", _steps(self.then))


@step("return_named")
class ReturnNamed(Step):
    """Return every card of your discard matching ``sel`` that has the name chosen into ``var`` to your hand."""

    var: str
    sel: Sel


@step("under_to")
class UnderTo(Step):
    """All cards from under ``who`` (cards in play: "self", a chosen variable, ...) go into their owners' hands
    (``to`` "hand": "put all cards from under her into your hand"), revealed as they come out (they were facedown,
    CR 8.4), or on the bottom of their player's deck in a random order ("bottom"). The one "cards from under" step
    (a save's "under_to_hand" step loads as this)."""

    who: Any
    to: str = "hand"

    def __post_init__(self) -> None:
        _card_who(self.who)
        _check(self.to in ("hand", "bottom"), f"cards from under to {self.to!r}")


@step("reveal_repeat")
class RevealRepeat(Step):
    """Reveal the top card of your deck; while it matches ``sel`` it goes into your hand and this repeats; the first
    that does not match goes on either the top or the bottom of your deck (the controller chooses)."""

    sel: Sel


@step("put_self_under")
class PutSelfUnder(Step):
    """Put this card (in play) facedown under the card chosen into ``var``."""

    var: str


@step("player_may")
class PlayerMay(Step):
    """"Chosen opponent may ..." / "each opponent may ...": each player of ``who`` (in turn order) decides whether
    ``steps`` happen for them; inside them that player is "_pm"."""

    who: str
    steps: tuple[Step, ...]

    def __post_init__(self) -> None:
        _player_who(self.who)
        object.__setattr__(self, "steps", _steps(self.steps))


@step("chosen_for_support")
class ChosenForSupport(Step):
    """The cards chosen into ``var`` were chosen for Support (CR 8.13.1): "whenever one of your characters is chosen
    for Support" triggers."""

    var: str


@step("put_under_self")
class PutUnderSelf(Step):
    """Put the card(s) chosen into ``var`` (from a discard) under this card, faceup ("put a character card from your
    discard under this item faceup")."""

    var: str


@step("play_from_under")
class PlayFromUnder(Step):
    """"This turn, you may play characters from under this item": its player may play (pay for, or Shift) the
    character cards under this card this turn, as if from their hand."""


@step("draw_bottom")
class DrawBottom(Step):
    """"Draw a card from the bottom of your deck"."""

    n: int = 1


@step("no_actions")
class OpponentsCantPlayActions(Step):
    """"Opponents can't play actions until the start of your next turn" (``duration``)."""

    duration: str = "next_turn"

    def __post_init__(self) -> None:
        _duration(self.duration)


@step("delayed_on")
class DelayedOn(Step):
    """A delayed trigger about the cards chosen into ``var`` ("At the end of your turn, banish them."):
    its ``steps`` name each of them as "trigger" (CR 6.2.7.2)."""

    var: str
    event: str
    steps: tuple[Step, ...]

    def __post_init__(self) -> None:
        _check(self.event in TRIGGER_EVENTS, f"event {self.event!r}")
        object.__setattr__(self, "steps", _steps(self.steps))


@step("put_under_top")
class PutUnderTop(Step):
    """Put the top card of your deck facedown under the chosen card(s) (Boost's pile, CR 8.4.2); ``var`` "self":
    under this card, "trigger": under the card that set the ability off."""

    var: str
@step("may_discard")
class MayDiscard(Step):
    """"Each opponent may choose and discard a card. For each opponent who doesn't, [reward]": each player of
    ``who`` in turn order chooses up to one card of their hand to discard; ``reward`` is resolved once for each
    player who discarded none."""

    who: str
    reward: tuple[Step, ...]

    def __post_init__(self) -> None:
        _player_who(self.who)
        object.__setattr__(self, "reward", _steps(self.reward))


@step("may_draw")
class MayDraw(Step):
    """"Each player may draw a card" / "each opponent may draw a card": in turn order from the active player
    (CR 6.7.6), each player of ``who`` decides whether they draw ``n``: asked as draw (option 0) or not (1), or,
    ``yes_no``, as a "you may" (the form the card's script always had; a save's "each_may_draw" step loads as
    this). The one "each player may draw" step."""

    who: str
    n: int = 1
    yes_no: bool = False

    def __post_init__(self) -> None:
        _player_who(self.who)
        _check(isinstance(self.n, int) and self.n >= 1, f"may draw {self.n!r}")


@step("pay_with")
class PayWith(Step):
    """"Exert them to [effect]", "banish this character to [effect]": ``action`` ("exert" or "banish") done to
    ``who`` as the price of the rest; when nothing can pay (already exerted, left play) the rest does not happen."""

    action: str
    who: Any

    def __post_init__(self) -> None:
        _check(self.action in ("exert", "banish"), f"pay with {self.action!r}")
        _card_who(self.who)

@step("draw_until")
class DrawUntil(Step):
    """Each of ``who`` with fewer than ``n`` cards in hand draws until they have ``n`` (in turn order, CR 9.2.2)."""

    who: str
    n: int

    def __post_init__(self) -> None:
        _player_who(self.who)
        _check(isinstance(self.n, int) and self.n > 0, f"draw until {self.n!r}")


@step("replay_song")
class ReplaySong(Step):
    """"Play that song again from your discard for free. If you do, put that card on the bottom of your deck
    instead of into your discard." (the song the triggering character sang)."""


@step("discard_random")
class DiscardRandom(Step):
    """Each player of ``who`` discards ``n`` cards of their hand at random (the game's seeded random draw);
    ``into``: the cards discarded are kept under that name ("... discarded this way", :class:`CountIn`)."""

    who: str
    n: int = 1
    into: str = ""


@step("draw_to_match")
class DrawToMatch(Step):
    """"If chosen opponent has more cards in their hand than you, draw cards until you have the same number"
    (the opponent chosen into ``var``)."""

    var: str


@step("no_actions_items")
class OpponentsCantPlayActionsOrItems(Step):
    """"Opponents can't play actions or items until the start of your next turn" (``duration``)."""

    duration: str = "next_turn"

    def __post_init__(self) -> None:
        _duration(self.duration)


@step("banish_same_name")
class BanishSameName(Step):
    """"Banish chosen item or location and all other items or locations with the same name": the cards chosen
    into ``var`` and every card in play of ``types`` sharing a name with one of them."""

    var: str
    types: tuple[str, ...] = ("item", "location")

    def __post_init__(self) -> None:
        _check(bool(self.types) and all(t in CARD_TYPES for t in self.types), f"card types {self.types!r}")


@step("discard_until")
class DiscardUntil(Step):
    """Each of ``who`` with more than ``n`` cards in hand chooses and discards until they have ``n`` ("if they have
    more than 3 cards in their hand, they discard until they have 3"); ``who`` "active": the player whose turn it is."""

    who: str
    n: int

    def __post_init__(self) -> None:
        _player_who(self.who)
        _check(isinstance(self.n, int) and self.n >= 0, f"discard until {self.n!r}")


@step("grant")
class GrantAbility(Step):
    """``who`` gains an ability (``ability``: an abilities.TriggeredAbility or ActivatedAbility) for ``duration``:
    "chosen character gains 'When this character is banished in a challenge, return this card to your hand' this
    turn", "your characters gain '⟳, 1 ⬡ — Deal 1 damage to chosen character' this turn" (the cards in play as it
    resolves: an applied effect, CR 6.4.2.2)."""

    who: Any
    ability: Any
    duration: str = "turn"

    def __post_init__(self) -> None:
        _card_who(self.who)
        _check(type(self.ability).__name__ in ("TriggeredAbility", "ActivatedAbility"),
               f"granted ability {self.ability!r}")
        _duration(self.duration)


@step("gain_class")
class GainClass(Step):
    """``who`` gains the ``classification`` for ``duration`` ("chosen character gains ... the Detective
    classification until the start of your next turn")."""

    who: Any
    classification: str
    duration: str = "turn"

    def __post_init__(self) -> None:
        _card_who(self.who)
        _check(bool(self.classification), "a classification")
        _duration(self.duration)


@step("next_time")
class NextTime(Step):
    """"The next time they challenge another character this turn, gain 1 lore": a one-time trigger, this turn only,
    on the card(s) chosen into ``var`` doing ``event``."""

    var: str
    event: str
    steps: tuple[Step, ...]

    def __post_init__(self) -> None:
        _check(self.event in TRIGGER_EVENTS, f"event {self.event!r}")
        object.__setattr__(self, "steps", _steps(self.steps))


@step("stack_under")
class StackUnder(Step):
    """"Put all cards that were under him under another chosen character or location of yours facedown": the
    cards that were under this card when it left play, from wherever they went with it, go under the card chosen
    into ``var``."""

    var: str


@step("repeat_may")
class RepeatMay(Step):
    """"For each character you have here, you may draw a card": ``n`` times (an amount, as it starts), the
    controller decides whether ``steps`` happen that time."""

    n: Any
    steps: tuple[Step, ...]

    def __post_init__(self) -> None:
        _check_amount(self.n)
        object.__setattr__(self, "steps", _steps(self.steps))


@step("repeat")
class Repeat(Step):
    """``steps`` ``n`` times (an amount, as it starts): "for each of your characters named Maleficent in play,
    return a chosen opposing character ..."."""

    n: Any
    steps: tuple[Step, ...]

    def __post_init__(self) -> None:
        _check_amount(self.n)
        object.__setattr__(self, "steps", _steps(self.steps))


@step("inkwell_to_hand")
class InkwellToHand(Step):
    """Each of ``who`` returns cards at random from their inkwell to their hand: ``n`` of them, or (``until``) as
    many as it takes to have ``n`` left in the inkwell."""

    who: str
    n: int
    until: bool = False

    def __post_init__(self) -> None:
        _player_who(self.who)


@step("keep")
class Keep(Step):
    """Keep the cards ``who`` names now under ``var`` for the steps after ("ready them": the characters that sang
    this song; "those characters")."""

    var: str
    who: Any
    sel: Sel | None = None  # only the cards that match this too ("if any of them are character cards")

    def __post_init__(self) -> None:
        _card_who(self.who)


@step("reveal_chosen")
class RevealChosen(Step):
    """Reveal the cards chosen into ``var`` (from a hand) to every player ("reveal a song card in your hand")."""

    var: str


@step("gather_damage")
class GatherDamage(Step):
    """Move damage counters onto the card chosen into ``var`` from every other card in play matching ``sel``: ``n``
    from each (0: all of it); the damage moved this way is kept as "_moved" (CR 1.9.2.4)."""

    var: str
    sel: Sel
    n: int = 0


@step("unless_pays")
class UnlessPays(Step):
    """"[steps] unless their player pays N ⬡": the player ``who`` names decides whether to pay ``n`` (ink, or ink drops
    for part of it); if they don't (or can't), ``steps`` happen."""

    who: str
    n: int
    steps: tuple[Step, ...]

    def __post_init__(self) -> None:
        _player_who(self.who)
        _check(isinstance(self.n, int) and self.n > 0, f"ink to pay {self.n!r}")
        object.__setattr__(self, "steps", _steps(self.steps))


@step("unless_bottom")
class UnlessBottom(Step):
    """"Draw 2 cards unless that character's player puts that card on the bottom of their deck": the owner of the
    card chosen into ``var`` decides whether it goes to the bottom of their deck; if it doesn't, ``steps`` happen."""

    var: str
    steps: tuple[Step, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "steps", _steps(self.steps))


@step("reveal_tops_inks")
class RevealTopsInks(Step):
    """"Each player reveals the top card of their deck. Draw a card for each different ink type of cards revealed
    this way." (the revealed cards stay on top)."""


@step("next_character")
class NextCharacter(Step):
    """"The next character you play this turn enters play exerted (``exerted``) and gains ``keyword`` until the start of
    your next turn": used up by the next character its controller plays this turn."""

    exerted: bool = True
    keyword: str = ""

    def __post_init__(self) -> None:
        _check(not self.keyword or self.keyword in KEYWORDS, f"keyword {self.keyword!r}")


@step("lose_keyword")
class LoseKeyword(Step):
    """``who`` loses ``keyword`` (and can't gain it) for ``duration``: "this character loses Reckless this turn"."""

    who: Any
    keyword: str
    duration: str = "turn"

    def __post_init__(self) -> None:
        _card_who(self.who)
        _check(self.keyword in KEYWORDS, f"keyword {self.keyword!r}")
        _duration(self.duration)


# The filters of older scripts (and the tests' short notation), as selectors.
LEGACY_FILTERS: dict[str, Sel] = {
    "character": Sel(),
    "other_character": Sel(other=True),
    "own_character": Sel(owner="you"),
    "other_own_character": Sel(owner="you", other=True),
    "opposing_character": Sel(owner="opp"),
    "item": Sel(types=("item",)),
    "location": Sel(types=("location",)),
    "opposing_location": Sel(owner="opp", types=("location",)),
    "character_or_location": Sel(types=("character", "location")),
    "own_damaged_character": Sel(owner="you", damaged=True),
}
for _z in ("hand", "discard"):
    for _t in ("card", *CARD_TYPES):
        LEGACY_FILTERS[f"own_{_z}_{_t}"] = Sel(owner="you", zone=_z, types=(_t,))


def step_from_tuple(t: tuple) -> Step:
    """The short notation ``("draw", "you", 1)`` as a typed step; an unknown kind is a ValueError."""
    _check(isinstance(t, tuple) and bool(t), f"not a step: {t!r}")
    cls = STEP_KINDS.get(t[0])
    if cls is None:
        raise ValueError(f"unknown effect step {t[0]!r}")
    args = list(t[1:])
    if cls is Modes:
        args = [tuple(tuple(m) for m in args[0])]
    try:
        return cls(*args)  # type: ignore[no-any-return]
    except TypeError as exc:
        raise ValueError(f"step {t!r}: {exc}") from None


def steps_of(items: Any) -> tuple[Step, ...]:
    """Typed steps from typed steps or short tuples (validated)."""
    return _steps(items)


# ------------------------------------------------------------------ names an ability may use

# Variables the engine fills as an effect resolves, which a step may read: the trigger's amount, the cards a
# cost took, the player deciding inside a PlayerMay, what earlier steps did ("if you removed damage this way").
ENGINE_VARS = frozenset({"_amount", "_cost", "_cost_ex", "_pm", "_lost", "_moved", "_moved_chars", "_removed",
                         "_discarded"})
# Targets the interpreter knows besides CARD_NAMES and PLAYER_NAMES (effects._who, effects._players, the steps that
# read their own: "trigger_card" of ReturnToHand, "here" of MoveTo, "any" of Float, "look:" of RevealHand ...).
OTHER_TARGETS = frozenset({"was_under", "singers", "trigger_any", "trigger_card", "here", "top", "any",
                           "most_cards", "opponents_with_more_lore", "trigger_owner", "chooser", "active",
                           "challenging_player", "look:opponents", "source_strength"})
# Prefixes that name a variable after them ("owner:t": the owner of the card chosen into "t").
_VAR_PREFIXES = ("owner:", "you_and:")
# The fields that fill a variable for the steps after; the other fields below only read one.
_DEFINES: frozenset[tuple[type, str]] = frozenset({
    (Choose, "var"), (ChooseNumber, "var"), (NameCard, "var"), (Keep, "var"), (Pick, "keep"), (Mill, "into"),
    (DiscardRandom, "into")})
_NAME_FIELDS = frozenset({"who", "src", "dst", "loc", "var", "of", "exclude", "same_name_as", "not_chosen", "n",
                          "amount", "by"})
_NOT_NAMES: frozenset[tuple[type, str]] = frozenset({(Choose, "by")})  # who chooses: "opponents", "players", ...


def unknown_names(ability: Any) -> list[tuple[str, str]]:
    """The names an ability's steps read that are no target, group or variable of it: (where, name) pairs, where
    is the step kind or the value's class. A variable counts when a step of the same ability (nested ones
    included) fills it, earlier or later: order is the interpreter's business, a name nobody fills is a typo."""
    defined: set[str] = set()
    used: list[tuple[str, str]] = []

    def walk(o: Any) -> None:
        if isinstance(o, tuple):
            for x in o:
                walk(x)
            return
        names = getattr(o, "__dataclass_fields__", None)
        if names is None:
            return
        cls = type(o)
        for f in names:
            v = getattr(o, f)
            if isinstance(v, str):
                if (cls, f) in _DEFINES:
                    if v:
                        defined.add(v)
                elif v and f in _NAME_FIELDS and (cls, f) not in _NOT_NAMES:
                    used.append((getattr(o, "kind", "") or cls.__name__, v))
            elif v is not None and not isinstance(v, (int, float, bool)):
                walk(v)

    walk(ability)
    known = CARD_NAMES | PLAYER_NAMES | OTHER_TARGETS | ENGINE_VARS | defined
    out = []
    for where, name in used:
        base = next((name[len(p):] for p in _VAR_PREFIXES if name.startswith(p)), name)
        if base not in known and not name.startswith("card:"):
            out.append((where, name))
    return out


def check_names(card: str, abilities: Any) -> None:
    """Raise a ValueError naming the card, the ability and the name when a step of one of ``abilities`` reads a
    target or variable that does not exist (``Draw("yuo", 1)``): a script mistake fails when it is built."""
    for ab in abilities:
        bad = unknown_names(ab)
        if bad:
            where, name = bad[0]
            raise ValueError(f"{card}: {getattr(ab, 'name', '') or 'effect'}: {where} names {name!r}, which is no "
                             "target, group or variable of this ability")


# ------------------------------------------------------------------ saves


_VALUE_KINDS: dict[str, type] = {"Sel": Sel, "CountOf": CountOf, "StatOf": StatOf, "HandSize": HandSize,
                                 "Count": Count, "Flag": Flag, "Chosen": Chosen, "SelfStat": SelfStat,
                                 "ZoneCount": ZoneCount, "Pick": Pick,
                                 "ThisTurn": ThisTurn, "All": All, "CardIs": CardIs,
                                 "OpponentHas": OpponentHas, "TriggerBatch": TriggerBatch,
                                 "AtMost": AtMost, "AnyOf": AnyOf,
                                 "CountIn": CountIn, "InkTypes": InkTypes, "Plus": Plus, "Times": Times,
                                 "DamageOn": DamageOn, "DistinctNames": DistinctNames}


def register_value_kind(cls: type) -> None:
    """Let saves carry values of ``cls`` (a frozen dataclass of another module: the abilities an effect gives)."""
    _VALUE_KINDS[cls.__name__] = cls


def encode(v: Any) -> Any:
    """Steps, selectors and amounts as JSON (``{"@": kind, ...}``); other values unchanged."""
    if isinstance(v, Step):
        return {"@": v.kind, **{f.name: encode(getattr(v, f.name)) for f in fields(v)}}  # type: ignore[arg-type]
    if type(v).__name__ in _VALUE_KINDS and hasattr(v, "__dataclass_fields__"):
        return {"@@": type(v).__name__, **{f.name: encode(getattr(v, f.name)) for f in fields(v)}}
    if isinstance(v, (tuple, list)):
        return [encode(x) for x in v]
    if isinstance(v, dict):
        return {k: encode(x) for k, x in v.items()}
    return v


# Step kinds of older saves, by the step that now says the same thing.
_OLD_STEPS: dict[str, Callable[..., Step]] = {
    "under_to_hand": lambda who: UnderTo(who, "hand"),
    "each_may_draw": lambda n=1: MayDraw("each", n, yes_no=True),
}


def decode(v: Any) -> Any:
    """The inverse of :func:`encode` (lists become tuples)."""
    if isinstance(v, list):
        return tuple(decode(x) for x in v)
    if isinstance(v, dict):
        if "@" in v:
            # (a step kind of an older save that is now another step's form)
            cls = STEP_KINDS.get(v["@"]) or _OLD_STEPS[v["@"]]
            return cls(**{k: decode(x) for k, x in v.items() if k != "@"})
        if v.get("@@") == "Versus":  # (saves before one condition system: a Versus is the Flag of its test)
            return Flag(v["test"])
        if "@@" in v:
            cls = _VALUE_KINDS[v["@@"]]
            return cls(**{k: decode(x) for k, x in v.items() if k != "@@"})
        return {k: decode(x) for k, x in v.items()}
    return v

