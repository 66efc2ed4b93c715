"""Card abilities as typed data: triggered, static, activated abilities and action effects, and card scripts.

A card's named abilities come from a :class:`CardScript` that a script provider (passed into
``Game``) gives for the card: compiled from the printed text or written by hand, the printed
text of each ability beside it. There is no global registry. Effect steps are the typed steps
of :mod:`lang` (the short tuple notation ``("draw", "you", 1)`` is turned into them, and checked,
when an ability is built). Keywords use the same machinery where it is natural: Support is a
quest trigger with a target choice (CR 8.13), Vanish a trigger when an opponent chooses the
character for an action (CR 8.14).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from lorcana_desktop.engine.lang import (
    TRIGGER_EVENTS,
    Banish,
    Choose,
    Cond,
    CountOf,
    DamageOn,
    DealDamage,
    DistinctNames,
    Exert,
    HandSize,
    InkTypes,
    Sel,
    StatOf,
    Step,
    ThisTurn,
    as_condition,
    check_names,
    register_value_kind,
    steps_of,
)

SUBJECTS = frozenset({"self", "own_character", "opponent_character", "any", "your_turn", "own_other_character",
                      "character_here", "on_top"})
APPLIES = frozenset({"self", "own_characters", "own_other_characters", "characters_here", "opposing_characters",
                     "own_cards_in_hand", "own_characters_in_hand", "characters_at_my_location", "opposing_items",
                     "own_locations", "cards_in_hand", "own_items", "all_characters",
                     "challenging_me"})  # challenging_me: the character challenging this one now  # cards_in_hand: every player's ("Each player pays 2 ⬡ more")


def _typed_condition(ab: Any, field: str = "condition") -> None:
    """Turn a condition a script wrote as a bare name into its Flag, in place (the ability is frozen): one condition
    system, typed from when the script is built (lang.as_condition; an unknown name is a ValueError)."""
    c = getattr(ab, field)
    if c is not None:
        object.__setattr__(ab, field, as_condition(c))


@dataclass(frozen=True, slots=True)
class ActivatedCost:
    """The costs of an activated ability (CR 4.4): exert, ink, banish this, discards."""

    exert: bool = False
    ink: int = 0
    banish_self: bool = False
    discard: str = ""  # "" (none), "card", "character", "item", ... (chosen from hand)
    supported: bool = True
    # "Banish one of your (other) items/characters", "Banish 2 of your items": what is banished and how many.
    banish_own: str = ""  # "" (none), "item", "other_item", "character", "other_character"
    banish_count: int = 0
    exert_own: bool = False  # "⟳ one of your characters": a dry, ready character of yours (CR 4.4.2.1)
    exert_class: str = ""  # "⟳ one of your Prince characters": of that classification
    exert_item: bool = False  # with ``exert_own``: "⟳ one of your items" (a ready item; items never dry)
    self_damage: int = 0  # "Deal 1 damage to this character"

    def pay_steps(self) -> tuple[Step, ...]:
        """The costs chosen while the ability is activated, as effect steps run before its effect (CR 4.4.3.4):
        the chosen cards go into the variable "_cost"."""
        out: list[Step] = []
        if self.banish_own:
            kind = self.banish_own.removeprefix("other_")
            out += [Choose("_cost", Sel(owner="you", types=(kind,), other=self.banish_own.startswith("other_")),
                           self.banish_count), Banish("_cost")]
        if self.exert_own:
            mine = Sel(owner="you", types=("item",), exerted=False, other=True) if self.exert_item else \
                Sel(owner="you", exerted=False, other=True, dry=True, classification=self.exert_class)
            out += [Choose("_cost_ex", mine), Exert("_cost_ex")]
        if self.self_damage:
            out.append(DealDamage("self", self.self_damage))
        return tuple(out)


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """"When/Whenever EVENT, STEPS" (CR 6.2); ``once_per_turn``: it still triggers, but only its first
    resolution in a turn has an effect (CR 6.1.13.2).

    ``subject``: whose event it is: "self" (this card), "own_character", "own_other_character",
    "opponent_character", "any". ``condition`` is part of the trigger condition, checked when the
    event happens; ``resolve_if`` is "[Trigger], if [condition], [effect]", checked as it resolves
    (CR 6.2.4). An unknown event, subject or condition, or a malformed step, is a ValueError here.
    """

    name: str
    event: str
    steps: tuple[Step, ...] | tuple[Any, ...]  # typed steps (short tuples are turned into them when built)
    optional: bool = False
    once_per_turn: bool = False
    subject: str = "self"
    condition: Cond | str | None = None
    resolve_if: Cond | str | None = None
    # The card that caused the event must match this ("whenever you play an action"); with subject "any".
    subject_sel: Sel | None = None
    # "play" (the default): it works while its card is in play; "discard": only while it is in its
    # player's discard ("At the start of your turn, if this card is in your discard, ...", CR 6.1.12 B; "When you
    # discard this card, ...": event "discard", the card itself discarded from hand; "When this card is put into your
    # discard from your deck, ...": event "milled", the card itself).
    zone: str = "play"
    # "Twice during your turn, whenever ...": like ``once_per_turn``, only the first N resolutions in a turn have an
    # effect (0: no limit)
    times_per_turn: int = 0

    def __post_init__(self) -> None:
        if self.subject_sel is not None and not isinstance(self.subject_sel, Sel):
            raise ValueError(f"{self.name}: subject_sel is a Sel")
        if self.event not in TRIGGER_EVENTS or self.event == "resolve":
            raise ValueError(f"{self.name}: unknown trigger event {self.event!r}"
                             + (" (an action's effect is an ActionEffect)" if self.event == "resolve" else ""))
        if self.subject not in SUBJECTS:
            raise ValueError(f"{self.name}: unknown trigger subject {self.subject!r}")
        if self.zone not in ("play", "discard") or (self.zone == "discard"
                                                     and self.event not in ("start_of_turn", "discard", "milled")):
            raise ValueError(f"{self.name}: a trigger works in play, or in the discard at the start of the turn or "
                             "as it is discarded")
        object.__setattr__(self, "steps", steps_of(self.steps))
        _typed_condition(self)
        _typed_condition(self, "resolve_if")


@dataclass(frozen=True, slots=True)
class ActionEffect:
    """The effect of an action card (songs too): resolved when the action is played (CR 4.3.3.2, 6.1)."""

    name: str
    steps: tuple[Step, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "steps", steps_of(self.steps))

    # The bag and the interpreter treat it like a trigger that has no condition.
    once_per_turn = False
    times_per_turn = 0
    resolve_if = None
    optional = False


# "extra_ink" (ink ``amount`` more cards a turn, CR 4.2.3.1), "skip_draw" (its player skips their Draw step,
# CR 6.4.5) and "opponents_cant_play_actions" (CR 1.2.2 example; amount N: only actions with cost N or more) change
# a rule for its player or opponents;
# "redirect_damage": damage its characters would be dealt is put on this card instead (CR 6.5.7.3 example);
# "must_be_chosen": opponents must choose it for a single "chosen character" if able (CR 6.7.3.3).
# What a static may change: stats, cost, keywords, restrictions, and a few rules of the card itself:
# "enters_exerted"; "cant_gain_keyword" (keyword named); "strength_floor" (can't be reduced below the
# printed value); "play_after_character" (you can't play it unless you played another character this turn);
# "quest_when_played" (it can quest the turn it is played); "cant_move" (it can't move to locations);
# "play_only_if" (you can't play it unless its condition holds); "can_challenge_ready_of" (this character can
# challenge ready characters that match ``sel``: "can challenge ready Villain characters").
# "deck_copies": a deck-building rule ("You may have any number of cards named Microbots in your deck": amount 0;
# "up to 99 copies of ...": amount 99; ``sel`` names the card), read by the deck check (decks.formats), not the game.
STATIC_STATS = frozenset({"deck_copies", "strength", "willpower", "lore", "cost", "sing", "keyword", "cant_quest",
                          "cant_challenge",
                          "cant_ready", "cant_be_challenged", "enters_exerted", "cant_gain_keyword",
                          "strength_floor", "play_after_character", "enters_damage", "cant_sing",
                          "can_challenge_ready", "quest_when_played", "cant_move", "play_only_if",
                          "can_challenge_ready_of",
                          # "All cards in your hand count as having ◉" (CR 4.2.1.1); "Characters with cost 2 or
                          # less can't challenge this character" (the challengers are ``sel``)
                          "inkable", "cant_be_challenged_by",
                          "may_enter_exerted",  # "This character may enter play exerted." (asked like Bodyguard)
                          # "[If condition,] you may play this character for free": an alternative cost (CR 1.5.5.3)
                          # while ``condition`` holds (PlayCard(free=True)), not a lower cost
                          "play_free",
                          # moving to a location (CR 4.7): "Your Pirate characters may move here for free", "You pay
                          # 1 ⬡ less to move your characters to a location", "... less to move a character of yours here"
                          "move_free", "move_cost", "move_cost_here",
                          "extra_ink", "skip_draw", "opponents_cant_play_actions", "redirect_damage",
                          "must_be_chosen",  # "During your turn, you may ink an additional card." (CR 4.2.3)
                          "opponents_lore_goal",  # "Opponents need 25 lore to win the game." (amount: 25)
                          "shift_cost",  # "You pay 1 ⬡ less to play characters using their Shift ability."
                          "no_damage",  # "Your characters with 7 ¤ or more can't be dealt damage." (sel)
                          "damage_by_willpower",  # "During challenges, your characters deal damage with their ⛉ ..."
                          "ink_from_discard",  # "You can ink cards from your discard."
                          "cant_lose_lore",  # "During opponents' turns, you can't lose lore." (its player's lore)
                          "dont_discard",  # "if an effect would cause you to discard ..., you don't discard"
                          "opponents_enter_damage",  # "Opposing characters with Singer enter play with 1 damage."
                          "drop_to_ink",  # "If you would get an ink drop, you may put the top card ... instead"
                          "grant",  # the cards gain an ability (``grant``): "Characters gain '⟳ — Draw a card' here"
                          "lose_keyword",  # "Characters named Peter Pan lose Evasive and can't gain Evasive."
                          "gain_class",  # "Your other characters gain the Detective classification." (classification)
                          "opponents_enter_exerted",  # "Opposing items enter play exerted." (who: applies_to, sel)
                          "opponents_ink_exerted",  # "While this character is exerted, cards enter opponents' inkwells
                          # exerted."
                          "no_challenge_damage",  # "this character takes no damage from challenges" (while its condition)
                          "no_damage_removal",  # "Damage counters can't be removed." (any card's, while in play)
                          "prevent_first_damage",  # "the first time this character would take damage (during each
                          # opponent's turn), she takes no damage instead" (once a turn, while its condition holds)
                          "lose_ability",  # "Your Gargoyle characters lose the Stone by Day ability." (``lost``)
                          "one_challenger",  # "Each turn, only one character can challenge."
                          "shift_base_any",  # "You can shift any character on top of this character." (a Shift base)
                          "cant_sing_plain",  # "This character can't sing songs without Sing Together."
                          # "While this character is exerted, you may play characters from your discard. If you do,
                          # they enter play exerted." (its player's turn actions)
                          "play_from_discard",
                          # "If this character would be banished, put them into your inkwell facedown and exerted
                          # instead." (a replacement, CR 6.5; checked by zones._banish)
                          "banish_to_inkwell",
                          # "Opponents can't choose your items for abilities or effects." (``applies_to`` the cards)
                          "opponents_cant_choose",
                          "shift_onto_cost",
                          # "If a card left a player's discard this turn, this card gains Shift 0 ⬡." (its name's
                          # Shift, ``amount`` ink, while ``condition`` holds; read into CardDef.gained_shifts)
                          "gain_shift",
                          # "You may banish chosen item of yours / exert 4 items of yours / put a Toy character card
                          # from your discard on the bottom of your deck to play this character for free": an
                          # alternative cost (CR 1.5.5.3) paid with ``amount`` cards matching ``sel`` (PlayCard(free=True))
                          "free_by_banish", "free_by_exert", "free_by_bottom",
                          # "Once during your turn, you pay 1 ⬡ less for the next character you play this turn." (the
                          # first character its player plays while it applies, each turn; stats.next_character_discount)
                          "next_char_cost",
                          # "If you have a character named Maui in play, you may use this item's Shapeshift ability for
                          # free": while ``condition`` holds, its activated abilities cost nothing but ⟳ (CR 1.5.5.4)
                          "free_ability",  # "You pay 1 ⬡ less to shift a character on top of this character."
                          "opponents_cant_gain_lore"})  # "each opposing player can't gain lore unless ..." (their
# challenges this turn let them)


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A continuous modifier while the source is in play (CR 6.3).

    ``applies_to``: "self", "own_characters", "own_other_characters", "characters_here"
    (characters at this location), "opposing_characters", "own_cards_in_hand",
    "own_characters_in_hand". ``stat`` is "strength"/"willpower"/"lore"/"cost"/"sing" or "keyword"
    (then ``keyword`` is set), or a restriction ("cant_quest", "cant_challenge", "cant_ready",
    "cant_be_challenged"). A "cost" static with ``applies_to`` "self" is self-referential: it
    lowers this card's cost while it is being played from hand (CR 4.3.6 example C).
    """

    name: str
    applies_to: str
    stat: str
    amount: int = 0
    keyword: str = ""
    condition: Cond | str | None = None
    sel: Sel | None = None  # only the cards of ``applies_to`` that also match this ("your Pirate characters");
    # for "can_challenge_ready_of": the ready characters it may challenge
    per: Any = None  # "for each ...": the amount is multiplied by this (a lang CountOf, HandSize or StatOf; a
    # ThisTurn counts the cards it names this turn: "for each opposing character banished in a challenge this turn")
    grant: Any = None  # stat "grant": the ability the cards gain ("Your characters with Reckless gain '⟳ — ...'")
    classification: str = ""  # stat "gain_class": the classification the cards gain
    lost: str = ""  # stat "lose_ability": the name of the ability the cards lose ("the Stone by Day ability")

    def __post_init__(self) -> None:
        if self.per is not None and not isinstance(self.per, (CountOf, HandSize, StatOf, ThisTurn, InkTypes, DamageOn,
                                                              DistinctNames)):
            raise ValueError(f"{self.name}: 'for each' is a CountOf, HandSize, StatOf or ThisTurn")
        if self.sel is not None and not isinstance(self.sel, Sel):
            raise ValueError(f"{self.name}: sel is a Sel")
        if self.applies_to not in APPLIES:
            raise ValueError(f"{self.name}: unknown static target {self.applies_to!r}")
        if self.stat not in STATIC_STATS:
            raise ValueError(f"{self.name}: unknown static stat {self.stat!r}")
        if self.stat == "cant_be_challenged_by" and self.sel is None:
            raise ValueError(f"{self.name}: 'can't be challenged by' names the challengers (sel)")
        if (self.stat in ("keyword", "cant_gain_keyword", "lose_keyword")) != bool(self.keyword):
            raise ValueError(f"{self.name}: a keyword static names its keyword")
        if (self.stat == "lose_ability") != bool(self.lost):
            raise ValueError(f"{self.name}: a 'lose_ability' static names the ability taken away")
        if (self.stat == "gain_class") != bool(self.classification):
            raise ValueError(f"{self.name}: a 'gain_class' static names the classification")
        if (self.stat == "grant") != (self.grant is not None) or (
                self.grant is not None and not isinstance(self.grant, (TriggeredAbility, ActivatedAbility))):
            raise ValueError(f"{self.name}: a 'grant' static gives a triggered or activated ability")
        _typed_condition(self)


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """"COST - EFFECT" (CR 4.4). ``automated`` False: costs are paid, the effect is only logged."""

    name: str
    cost: ActivatedCost
    effect: tuple[Step, ...] = ()
    automated: bool = True
    once_per_turn: bool = False
    # "While you have 3 or more characters here, you may banish this location to ...": usable only while it holds.
    condition: Cond | str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "effect", steps_of(self.effect))
        _typed_condition(self)


Ability = TriggeredAbility | StaticAbility | ActivatedAbility | ActionEffect
for _kind in (TriggeredAbility, ActivatedAbility, ActivatedCost):  # abilities given by effects are saved too
    register_value_kind(_kind)


@dataclass(frozen=True, slots=True)
class ManualMoment:
    """When a printed ability the engine does not automate comes into play, so the table can say so: the event
    (a trigger event of ``lang.TRIGGER_EVENTS``; "play" for a static ability, whose card entering play starts
    it) and whose event it is (``subject``, ``subject_sel``, ``condition`` as for a TriggeredAbility). ``name``
    is the ability's name, or its text when unnamed."""

    name: str
    event: str
    subject: str = "self"
    subject_sel: Sel | None = None
    condition: Cond | str | None = None

    def __post_init__(self) -> None:
        if self.event not in TRIGGER_EVENTS:
            raise ValueError(f"{self.name}: unknown moment {self.event!r}")
        if self.subject not in SUBJECTS:
            raise ValueError(f"{self.name}: unknown subject {self.subject!r}")
        _typed_condition(self)


@dataclass(frozen=True, slots=True)
class CardScript:
    """One card's named abilities, the printed text beside each, and where they came from.

    ``source`` is "compiled" (from the printed text), "hand" (written per card) or "test".
    ``manual`` lists the printed abilities (by name, or text when unnamed) the script does not
    automate: the table marks those "manual".
    """

    full_name: str
    abilities: tuple[Ability, ...]
    texts: tuple[str, ...] = ()
    source: str = "hand"
    manual: tuple[str, ...] = ()
    # "This character also counts as being named Syndrome for Shift." (CR 8.10.8-style name additions)
    extra_names: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.texts and len(self.texts) != len(self.abilities):
            raise ValueError(f"{self.full_name}: one printed text per ability")
        for ab in self.abilities:
            if not isinstance(ab, (TriggeredAbility, StaticAbility, ActivatedAbility, ActionEffect)):
                raise ValueError(f"{self.full_name}: not an ability: {ab!r}")  # noqa: TRY004 (a script mistake, found when it is built)
        check_names(self.full_name, self.abilities)

    @property
    def automated(self) -> bool:
        return not self.manual


class ScriptProvider(Protocol):
    """Gives the script of a card (English full name), or None when it has none. A provider may also have
    ``moments_for(card)``: the ``ManualMoment`` of each printed ability it does not automate (``Game`` announces
    them; without it nothing is announced)."""

    def script_for(self, card: Any) -> CardScript | None: ...


class ScriptTable:
    """A provider from a table of scripts keyed by full name (case-insensitive)."""

    def __init__(self, scripts: Iterable[CardScript] = ()) -> None:
        self._by_name = {s.full_name.casefold(): s for s in scripts}

    @classmethod
    def of(cls, table: Mapping[str, Iterable[Ability]], source: str = "test") -> ScriptTable:
        """Scripts from ``{full name: abilities}`` (for tests and tools)."""
        return cls(CardScript(n, tuple(a), source=source) for n, a in table.items())

    def script_for(self, card: Any) -> CardScript | None:
        name = getattr(card, "english_full_name", None) or getattr(card, "full_name", card)
        return self._by_name.get(str(name).casefold())

    def __len__(self) -> int:
        return len(self._by_name)


class ChainedScripts:
    """The first script any of several providers gives (e.g. test overrides, then the defaults)."""

    def __init__(self, *providers: ScriptProvider) -> None:
        self.providers = providers

    def script_for(self, card: Any) -> CardScript | None:
        for p in self.providers:
            sc = p.script_for(card)
            if sc is not None:
                return sc
        return None


NO_SCRIPTS = ScriptTable()


def ability_id(full_name: str, abilities: tuple[Any, ...], k: int) -> str:
    """A stable id for a card's ability k: "Full Name: ABILITY NAME" (or "#k" when unnamed or repeated)."""
    name = abilities[k].name
    if not name or sum(1 for a in abilities if a.name == name) > 1:
        name = f"#{k}"
    return f"{full_name}: {name}"


# Keyword abilities as triggered abilities, resolved by the same step machine.
SUPPORT = TriggeredAbility(
    name="Support", event="quest", optional=True,
    steps=(("may",), ("choose", "t", "other_character", 1, False),
           ("stat", "t", "strength", "source_strength", "turn"), ("chosen_for_support", "t")),
)
VANISH = TriggeredAbility(name="Vanish", event="chosen_by_opponent_action", steps=(("banish", "self"),))
