"""What the Exo log says, typed: a code per kind of line and its values, worded in English for logs and tests.

``ExoGame._log(code, **values)`` writes a ``Note`` event (``events.Note``: the code and its values) and keeps it in
``state.log``. The window words a note by its code (``app/exo_words.py``, context "GameLog"). Values named
``player``, ``winner`` and ``to`` are seats (0 or 1), ``phase`` a phase's name (``state.PHASE_NAMES``), ``zone``
and ``src`` zone names; the rest are card names, effect labels, counts or card text, shown as the cards give them.
A line of an older save (plain text) is a note of code ``TEXT``.
"""

from __future__ import annotations

from enum import Enum, unique
from typing import Final

# The values that name a seat (0 or 1): the English says "Player 0", the window the seat's name.
SEAT_VALUES: Final = frozenset({"player", "winner", "to"})


@unique
class Said(Enum):
    """The codes of the log's lines, each with its English sentence (named values in braces)."""

    TEXT = "{text}"  # a line written before the codes (an older save's initial state)
    # the game
    GOES_FIRST = "{player} goes first (R-4)"
    CONCEDES = "{player} concedes: {winner} wins"
    LEADER_AT_ZERO = "{player}'s Leader is at 0 life: {winner} wins"
    BOTH_AT_ZERO = "Both Leaders are at 0 life: a draw"
    EMERGENCY_SIDE = "{player}'s Leader {card} turns to its Emergency side"
    LIFE_LOST_ATTACKING = "{player}'s Leader loses {count} life (its Leader attacked, R-15): {life} left"
    LIFE_LOST_ATTACKED = "{player}'s Leader loses {count} life (its Leader was attacked): {life} left"
    LIFE_LOST_EFFECT = "{player}'s Leader loses {count} life (effect of {card}): {life} left"
    LIFE_LOST_NO_DRAW = "{player}'s Leader loses {count} life (cannot draw): {life} left"
    LIFE_LOST_NO_MILL = "{player}'s Leader loses {count} life (cannot send a card from the deck): {life} left"
    LIFE_LOST_BY_HAND = "{player}'s Leader loses {count} life (by hand): {life} left"
    LIFE_GAINED = "{player}'s Leader gains {count} life: {life}"
    ATTACK_TO_VICE = "The attack on {player}'s Leader turns to the Vice Leader {card}"
    DRAWS = "{player} draws {count} card(s)"
    DRAWS_ONE = "{player} draws a card"
    MILLS = "{player} sends {card} from the top of the deck to the discard pile"
    # the turn
    PHASE_START = "Turn {turn}, {player}: {phase} phase"
    RECOVERY = "Recovery: covered cards turn face up; {count} card(s) go back from Occulto to their owners' hands"
    DECLARES_END_MAIN = "{player} declares the end of the Main phase"
    DECLARES_END_MAIN_SKIP = "{player} declares the end of the Main phase (no Battle phase)"
    DECLARES_END_ATTACKS = "{player} declares the end of the attacks"
    DECLARES_END_TURN = "{player} declares the end of the turn"
    DECLARES_CHANGE = "{player} declares the change of phase"
    BATTLE_SUB_2 = "Battle sub-phase 2"
    TURN_WILL_END = "The turn will end once the chains are resolved (R-40)"
    # playing and activating
    PLAYS = "{player} plays {card}"
    PLAYS_EVO = "{player} plays the Evoluzione {card}"
    ACTIVATES = "{player} activates {link}"
    USES_LEADER = "{player} uses the Leader effect of {card}"
    REVEALS = "{player} reveals {card} from the hand (RIVELA)"
    PAYS_COVER = "{player} pays: covers {count} card(s)"
    PAYS_OCCULTO = "{player} pays: puts {hidden} card(s) from the hand into Occulto"
    PAYS_BOTH = "{player} pays: covers {count} card(s) and puts {hidden} card(s) from the hand into Occulto"
    SACRIFICES = "{player} sacrifices {cards}"
    VICE_BANISHED_FOR_EVO = "{player} banishes the Vice Leader {card} to play an Evoluzione Vice Leader"
    VICE_SACRIFICED_FOR_EVO = "{player} sacrifices the Vice Leader {card} to play an Evoluzione Vice Leader"
    VICE_DESTROYED_FOR_EVO = "{player} destroys the Vice Leader {card} to play an Evoluzione Vice Leader"
    VICE_CANNOT_COEXIST = "{card} cannot coexist with the Vice Leader already there: it goes to the discard pile"
    ENTERS_FIELD = "{card} enters the Field"
    ENTERS_FIELD_COVERED = "{card} enters the Field covered"
    # the chain
    EMERGENCY_CHAIN = "STATO DI EMERGENZA: {link} starts a new chain"
    WAITS_PARALLEL = "{link} waits for the parallel chain"
    ADDS_LINK = "{player} adds {link} to the chain"
    PASSES = "{player} passes"
    BOTH_PASSED = "Both players passed: the chain resolves"
    PARALLEL_BECOMES_CHAIN = "The parallel chain becomes a new chain: {links}"
    NEGATED_MOVED = "{card}: {keyword} is negated (the card moved or was covered)"
    DOES_NOT_USE = "{player} does not use {link}"
    NOT_ACTIVATED_NO_TARGET = "{link}: no legal target, so it is not activated"
    REMOVES_RABBIA = "{player} removes a Rabbia counter from {card}"
    RESOLVING = "Resolving {link}"
    NO_LONGER_IN_ETERE = "{card} is no longer in Etere: nothing happens"
    COVERED_IN_ETERE = "{card} was covered in Etere: it goes to the discard pile"
    CARD_BY_HAND = "{card}: resolve its text by hand: {text}"
    CARD_TARGET_GONE = "{card}: a target is gone, so its effect does not resolve"
    LINK_NEGATED = "{link} is negated"
    LINK_BY_HAND = "{link}: resolve its text by hand: {text}"
    LINK_TARGET_GONE = "{link}: a target is gone, so the effect does not resolve"
    COVERED_BY_COPRI = "{card} is covered (COPRI)"
    # attacks
    DECLARES_ATTACK = "{player} declares an attack: {card} on {target}"
    ATTACKER_LEFT = "The attacker left the Field: the attack ends"
    TARGET_LOST = "The attack lost its target: no damage calculation"
    ATTACKER_COVERED = "{card} is covered (it declared the attack)"
    DAMAGE_CALCULATION = "Damage calculation: {card} {strength} against {target} {target_strength}"
    DIO_STAYS = "{card} has DIO: it stays"
    DESTROYED_IN_BATTLE = "{card} is destroyed in battle"
    COVERED_AFTER_BATTLE = "{card} is covered after the battle"
    GUARDIA_NOTHING = "GUARDIA: nothing to change"
    GUARDIA_NOT_LEADER = "GUARDIA: the attack is not on its Leader or Vice Leader"
    GUARDIA_TURNS = "GUARDIA: the attack turns to {card}"
    # effects
    DISCARDS = "{player} discards {cards}"
    INTO_OCCULTO = "{player} puts {count} card(s) into Occulto"
    SEARCHES = "{player} searches the deck and shows {cards}"
    PLAYS_BY_EFFECT = "{player} plays {card} by an effect, without paying its cost"
    MAKES_PEDINA = "{player} makes a Pedina {card} in Etere"
    MAKES_RELIQUIA = "{player} makes a Reliquia {card} and shuffles it into the deck"
    LEADER_ALREADY_USED = "{player}'s Leader already used an effect this turn"
    LEADER_MAY_ATTACK = "{player}'s Leader may attack"
    DESTROYED = "{card} is destroyed"
    BANISHED = "{card} is banished"
    COVERED = "{card} is covered"
    UNCOVERED = "{card} is uncovered"
    BACK_TO_HAND = "{card} goes back to its owner's hand"
    BACK_TO_ZONE = "{card} goes back to its owner's zone"
    INTO_DECK_TOP = "{card} goes into its owner's deck (top)"
    INTO_DECK_BOTTOM = "{card} goes into its owner's deck (bottom)"
    INTO_DECK_SHUFFLED = "{card} goes into its owner's deck (shuffled)"
    INTO_EVO_DECK = "{card} goes into its owner's Evolution deck"
    STRENGTH_UP = "{card} +{amount} strength"
    STRENGTH_DOWN = "{card} -{amount} strength"
    STRENGTH_SET = "{card} has strength {amount}"
    GETS_COUNTERS = "{card} gets {count} {counter} counter(s)"
    TAKES_CONTROL = "{player} takes control of {card}"
    VICE_DISCARDED = "{card} goes to the discard pile (two Vice Leader cannot coexist)"
    BECOMES_VICE = "{card} becomes {player}'s Vice Leader"
    EFFECTS_NEGATED = "{card}'s effects are negated"
    GAINS_KEYWORD = "{card} gains {keyword}"
    MORE_ATTACKS = "{card} may declare {count} more attack(s) this turn"
    TRANSFORMED = "{card} is transformed into {into}"
    TRANSFORMED_UNNAMED = "{card} is transformed into something else"
    GOES_BACK_TO = "{card} goes back to {to}"
    # manual tools
    COVERS_BY_HAND = "{player} covers {card} by hand"
    UNCOVERS_BY_HAND = "{player} uncovers {card} by hand"
    MOVES_BY_HAND = "{player} moves {card} from {src} to {zone} by hand"
    MOVES_HIDDEN_BY_HAND = "{player} moves a card from {src} to {zone} by hand"
    SHUFFLES_BY_HAND = "{player} shuffles the deck"
    COUNTERS_BY_HAND = "{player} changes the {counter} counters of {card} by {amount}"


def said_text(code: Said, values: tuple[tuple[str, str | int], ...]) -> str:
    """The English line of a note: its sentence with its values, a seat said "Player 0"."""
    return code.value.format(**{k: f"Player {v}" if k in SEAT_VALUES and isinstance(v, int) else v
                                for k, v in values})


__all__ = ["SEAT_VALUES", "Said", "said_text"]
