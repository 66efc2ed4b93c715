"""What the engine notes in the log: a typed note (a code and its values), worded in English for logs and tests.

``Game._log(code, ...)`` appends the English sentence to the state's log and emits a ``Note`` event carrying the
code, the values and that sentence. Each code's value is its English sentence with named values; a value named
``player`` is a seat (0 for the first player), said "Player 1" in English, so the window can put the seat's name
in its place. The window words a note through a translatable template per code (``app/engine_words.NOTE_WORDS``),
never by reading the English.
"""

from __future__ import annotations

from enum import Enum


class Noted(Enum):
    """The codes of the engine's log notes, each with its English sentence (named values in braces)."""

    # players
    CONCEDED = "{player} conceded and leaves the game"
    DECKED_OUT = "{player} has no cards in their deck at the end of their turn and leaves the game"
    PAYS_INK = "{player} pays {count} \u2b21"
    CANT_LOSE_LORE = "{player} can't lose lore now"
    CANT_GAIN_LORE = "{player} can't gain lore now"
    TOP_CARD_INKED = "{player} puts the top card of their deck into their inkwell instead of an ink drop"
    INKWELL_EXERTED = "{player}: every card in the inkwell exerted"
    INKWELL_READIED = "{player}: every card in the inkwell readied"
    # abilities resolving
    CONDITION_UNMET = "{ability}: its condition is not met when it resolves, no effect"
    RESOLVED_TIMES = "{ability} already resolved {times} times this turn: no effect"
    RESOLVED_ONCE = "{ability} already resolved this turn: no effect"
    CANNOT_PAY_INK = "{ability}: cannot pay {count} ink, so nothing more happens"
    EFFECT_CANNOT_PAY_INK = "The effect: cannot pay {count} ink, so nothing more happens"
    NOTHING_TO_EXERT = "{ability}: nothing to exert for it, so nothing more happens"
    EFFECT_NOTHING_TO_EXERT = "The effect: nothing to exert for it, so nothing more happens"
    NOTHING_TO_BANISH = "{ability}: nothing to banish for it, so nothing more happens"
    EFFECT_NOTHING_TO_BANISH = "The effect: nothing to banish for it, so nothing more happens"
    NO_DAMAGE_REMOVED = "Damage counters can't be removed now"
    NO_DAMAGE_MOVED = "Damage counters can't be removed now, so none is moved"
    # cards an effect plays
    ACTIONS_BLOCKED = "{card}: opponents' effects say no actions can be played"
    NAME_PLAYED_FROM_DISCARD = "{card}: a character with its name was played from the discard this turn"
    NOT_PLAYED_ACTIONS_BLOCKED = "{card} is not played: opponents' effects say no actions can be played"
    NOT_PLAYED_AFTER_CHARACTER = ("{card} is not played: it can be played only after you played another character "
                                  "this turn")
    NOT_PLAYED_CONDITION = "{card} is not played: the condition its text names does not hold"
    NOT_PLAYED_NAME_FROM_DISCARD = ("{card} is not played: a character with its name was played from the discard "
                                    "this turn")
    NOT_PLAYED_INK = "{card} is not played: its player cannot pay {cost} ink"
    SONG_GONE = "The song is no longer in the discard: no effect"
    # what the engine leaves to the players
    NAMED_NOT_AUTOMATED = "{card}: named abilities not automated yet"


def note_text(code: Noted, values: tuple[tuple[str, str | int], ...], cr: str = "") -> str:
    """The English sentence of a note (a ``player`` value, a seat, said "Player 1"), with its rule's section."""
    named = {k: f"Player {v + 1}" if k == "player" and isinstance(v, int) else v for k, v in values}
    sentence = code.value.format(**named)
    return f"{sentence} (CR {cr})" if cr else sentence
