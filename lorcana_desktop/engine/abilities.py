"""Hooks for card abilities as declarative data: triggers, static modifiers, activated abilities, effect steps.

A later issue compiles the printed ability texts into these objects and registers
them with :func:`register`. Keywords use the same machinery where it is natural:
Support is a quest trigger with a target choice (CR 8.13), Vanish a trigger when an
opponent chooses the character for an action (CR 8.14).

Effect *steps* are plain tuples (JSON-friendly), run by the engine one at a time;
a step that needs a decision stops the engine with a pending choice:

- ``("may",)``: ask ``accept``; on a no, the rest is skipped (CR 6.1.4).
- ``("choose", var, filter, n, up_to)``: choose ``n`` targets (``up_to``: 0..n) into ``var``.
  Filters: "character", "other_character", "own_character", "other_own_character", "opposing_character",
  "item", "location", "opposing_location", "character_or_location", "player", "opponent".
- ``("amount", var, max)``: choose a number 0..max ("up to N").
- ``("option", [[steps...], [steps...]])``: choose one mode.
- ``("name_card", var)``: name a card.
- ``("look_top", n)``: look at the top n cards of your deck and put them back in any order.
- ``("stat", who, stat, amount, duration)``: +/- strength/willpower/lore; ``amount`` is an
  int or "source_strength"; ``duration`` is "turn", "next_turn" (until the start of your
  next turn) or "permanent".
- ``("keyword", who, name, value, duration)``: grant a keyword.
- ``("restrict", who, what, duration)``: "cant_quest", "cant_challenge", "cant_ready",
  "cant_be_challenged". These apply to the cards in play when the effect resolves (CR 6.4.2.2).
- ``("continuous", group, kind, key, amount, duration)``: "your characters gain ... until ...":
  covers every card of ``group`` ("own_characters", "opposing_characters", "all_characters",
  "own_exerted_characters") while it lasts, cards played later too (CR 6.4.2.1); ``kind`` is
  "stat" (key strength/willpower/lore), "kw" (key a keyword) or "restrict" (key as above).
- ``("gain_lore", who, n)``, ``("lose_lore", who, n)``, ``("draw", who, n)``,
  ``("discard", who, n)`` (the player chooses), ``("deal_damage", who, n)``,
  ``("put_damage", who, n)``, ``("remove_damage", who, n)``, ``("banish", who)``,
  ``("return_to_hand", who)`` (from play; "self" or chosen cards also from your discard), ``("exert", who)``, ``("ready", who)``,
  ``("extra_ink", "you", n)`` (CR 4.2.3.1), ``("cost_reduction", "you", n, card_type)``
  (the next card of that type, or "type:Classification" such as "character:Puppy", you play this
  turn costs n less, even when played for free or by an alternative cost, CR 4.3.6), ``("to_inkwell", who, exerted)``
  (CR 4.2.3.2), ``("to_deck_bottom", who)``, ``("move_damage", from, to, n)`` (CR 1.9.2.4),
  ``("play_free", var)``, ``("ink_drops", who, n)``.
- ``("float", who|"any", event, steps, duration)``: a floating trigger; ``("delayed", event, steps)``:
  a one-time delayed trigger ("at the end of the turn, ..."); ``("replace", who, event, mode,
  duration)``: a replacement effect ("banish" -> "return_to_hand", "damage" -> "prevent" or
  "prevent_once": the next time it would be dealt damage, none is dealt, CR 6.5).

``who`` is "self" (the source), "you", "opponents", "trigger" (the card that caused the
trigger), "challenger" / "challenged" (the characters of the challenge going on), a group
chosen by nobody ("own_characters", "other_own_characters", "opposing_characters",
"all_characters", "other_characters", "opposing_locations", "opposing_items"; Ward does not
stop these, CR 8.15.2) or the name of a ``choose`` variable. Player steps take "you",
"opponents", "each" (in turn order, CR 9.2.2) or a ``choose`` variable of players.
"""

from __future__ import annotations

from dataclasses import dataclass

# Trigger events the engine fires (CR 6.2 wording): "play" (this card is played),
# "quest", "challenges", "challenged", "banished", "banished_in_challenge", "sing",
# "move", "start_of_turn", "end_of_turn", "put_under", "any_play" (you play a card),
# "ink" (you put a card into your inkwell), "draw".
TRIGGER_EVENTS = frozenset({
    "play", "quest", "challenges", "challenged", "banished", "banished_in_challenge", "sing",
    "move", "start_of_turn", "end_of_turn", "put_under", "any_play", "ink", "draw",
    "damaged", "after_challenge", "resolve",
})


@dataclass(frozen=True, slots=True)
class ActivatedCost:
    """The costs of an activated ability (CR 4.4): exert, ink, banish this, discards."""

    exert: bool = False
    ink: int = 0
    banish_self: bool = False
    discard: str = ""  # "" (none), "card", "character", "item", ... (chosen from hand)
    supported: bool = True


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """"When/Whenever EVENT, STEPS" (CR 6.2); ``once_per_turn``: it still triggers, but only its first
    resolution in a turn has an effect (CR 6.1.13.2)."""

    name: str
    event: str
    steps: tuple[tuple, ...]
    optional: bool = False
    once_per_turn: bool = False
    # "self" (this card), "own_character" (one of yours), "any" (any card), "opponent_character".
    subject: str = "self"
    # Part of the trigger condition, checked when the event happens ("whenever this character
    # quests while at a location"): None, "has_card_under", "at_location", "your_turn", "exerted"
    # (of the source), as for StaticAbility.
    condition: str | None = None
    # "[Trigger], if [condition], [effect]": checked when the effect resolves; if it fails the
    # ability resolves with no effect (CR 6.2.4). Same values as ``condition``.
    resolve_if: str | None = None


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A continuous modifier while the source is in play (CR 6.3).

    ``applies_to``: "self", "own_characters", "own_other_characters", "characters_here"
    (characters at this location), "opposing_characters".
    ``condition``: None, "has_card_under", "at_location", "your_turn", "exerted".
    ``stat`` is "strength"/"willpower"/"lore"/"cost" or "keyword" (then ``keyword`` is set).
    A "cost" static with ``applies_to`` "self" is self-referential: it lowers this card's cost
    while it is being played from hand (CR 4.3.6 example C).
    """

    name: str
    applies_to: str
    stat: str
    amount: int = 0
    keyword: str = ""
    condition: str | None = None


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """"COST - EFFECT" (CR 4.4). ``automated`` False: costs are paid, the effect is only logged."""

    name: str
    cost: ActivatedCost
    effect: tuple[tuple, ...] = ()
    automated: bool = True
    once_per_turn: bool = False


Ability = TriggeredAbility | StaticAbility | ActivatedAbility

_REGISTRY: dict[str, tuple[Ability, ...]] = {}


def register(full_name: str, *abilities: Ability) -> None:
    """Give a card (by full name) its compiled named abilities; the engine picks them up on new games."""
    _REGISTRY[full_name.casefold()] = tuple(abilities)


def unregister(full_name: str) -> None:
    _REGISTRY.pop(full_name.casefold(), None)


def abilities_for(full_name: str) -> tuple[Ability, ...]:
    return _REGISTRY.get(full_name.casefold(), ())


# Keyword abilities as triggered abilities, resolved by the same step machine.
SUPPORT = TriggeredAbility(
    name="Support", event="quest", optional=True,
    steps=(("may",), ("choose", "t", "other_character", 1, False),
           ("stat", "t", "strength", "source_strength", "turn")),
)
VANISH = TriggeredAbility(name="Vanish", event="chosen_by_opponent_action", steps=(("banish", "self"),))
