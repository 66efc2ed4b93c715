"""The engine's own sentences in a player's words: why an action is refused (``IllegalAction.reason``,
``Game.check``) and the notes it writes in the log, each turned here into an English template with
named values that the window translates (context "Refusal" for reasons, "GameLog" for notes).

The rules give typed reasons (``engine.reasons``: a code and its values), typed log notes (``engine.notes``) and
typed answers the engine names in a choice (``engine.answers``, context "Answer"),
worded here by code (``REASON_WORDS``, ``NOTE_WORDS``, ``ANSWER_WORDS``: one template per code, tested); only the app's own sentences
around the rules are still read from English here. A sentence no pattern knows is shown as given.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from lorcana_desktop.engine.answers import Answer, Answered
from lorcana_desktop.engine.events import Note
from lorcana_desktop.engine.notes import Noted
from lorcana_desktop.engine.reasons import Reason, Why
from lorcana_desktop.rules_core import RuleReason


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation in ``context``; translated where it is shown."""
    return text


@dataclass(frozen=True, slots=True)
class Phrase:
    """A sentence as a template and its values (``text`` is the English). ``cards``: for the values that
    name cards, the English full names they list, so the window can show the names in its language."""

    template: str
    values: dict[str, str] = field(default_factory=dict)
    cards: dict[str, tuple[str, ...]] = field(default_factory=dict)

    @property
    def text(self) -> str:
        return self.template.format(**self.values)


# Values of these names are card names (the engine writes full names).
_CARD_VALUES = frozenset({"card", "target", "location", "singer", "bases"})
_CR = r"(?: \(CR [\d.]+(?:: [^)]*)?\))?"  # the engine's "(CR 4.6.4.2)" after a sentence: the window leaves it out


def _patterns(rows: tuple[tuple[str, str], ...]) -> tuple[tuple[re.Pattern[str], str], ...]:
    return tuple((re.compile("^" + p + _CR + "$"), t) for p, t in rows)


# The app's own sentences around the rules (app/game_session.py) and how a player reads them; the first match
# wins. The rules' reasons are typed (engine.reasons): REASON_WORDS words each code.
REASONS = _patterns((
    (r"It is (?P<name>.+)'s decision, not yours",
     QT_TRANSLATE_NOOP("Refusal", "It is {name}'s turn to decide")),
    (r"The game changed while the computer was thinking",
     QT_TRANSLATE_NOOP("Refusal", "The game changed while the computer was thinking")),
    (r"There is nothing of yours to undo",
     QT_TRANSLATE_NOOP("Refusal", "There is nothing of yours to undo")),
    (r"Another player has acted since: you cannot undo their move",
     QT_TRANSLATE_NOOP("Refusal", "Another player has acted since: you cannot undo their move")),
    (r"Cannot undo past a draw or another reveal of hidden information",
     QT_TRANSLATE_NOOP("Refusal", "Cannot undo past a draw or another reveal of hidden information")),
    (r"There is nothing to redo",
     QT_TRANSLATE_NOOP("Refusal", "There is nothing to redo")),
))

# Each reason code of the rules (engine.reasons.Why) as a player reads it: a template of some of its values.
REASON_WORDS: dict[Why, str] = {
    Why.NEEDS_INK: QT_TRANSLATE_NOOP("Refusal", "Needs {cost} ink; you have {ready} ready"),
    Why.NEEDS_INK_DROPS: QT_TRANSLATE_NOOP("Refusal", "Needs {cost} ink; you have {ready} ready (ink drops may pay {drops} more)"),
    Why.NEEDS_INK_SHIFT: QT_TRANSLATE_NOOP("Refusal", "Shift needs {cost} ink; you have {ready} ready"),
    Why.NEEDS_INK_SHIFT_DROPS: QT_TRANSLATE_NOOP("Refusal", "Shift needs {cost} ink; you have {ready} ready (ink drops may pay {drops} more)"),
    Why.NEEDS_INK_MOVE: QT_TRANSLATE_NOOP("Refusal", "Moving there needs {cost} ink; you have {ready} ready"),
    Why.NEEDS_INK_MOVE_DROPS: QT_TRANSLATE_NOOP("Refusal", "Moving there needs {cost} ink; you have {ready} ready"),
    Why.TOO_FEW_DROPS: QT_TRANSLATE_NOOP("Refusal", "Ink drops: you have {have}, you cannot remove {drops}"),
    Why.DRYING: QT_TRANSLATE_NOOP("Refusal", "Drying: played this turn"),
    Why.DRYING_SHORT: QT_TRANSLATE_NOOP("Refusal", "Drying: played this turn"),
    Why.SINGER_DRYING: QT_TRANSLATE_NOOP("Refusal", "{card} is drying: played this turn, it cannot sing yet"),
    Why.SINGER_EXERTED: QT_TRANSLATE_NOOP("Refusal", "{card} is exerted and cannot sing"),
    Why.EXERTED: QT_TRANSLATE_NOOP("Refusal", "Exerted: it readies at the start of your turn"),
    Why.EXERTED_NO_CHALLENGE: QT_TRANSLATE_NOOP("Refusal", "Exerted: it readies at the start of your turn"),
    Why.ALREADY_INKED: QT_TRANSLATE_NOOP("Refusal", "You already put a card into your inkwell this turn"),
    Why.NOT_INKABLE: QT_TRANSLATE_NOOP("Refusal", "No inkwell symbol: it cannot go into the inkwell"),
    Why.TARGET_READY: QT_TRANSLATE_NOOP("Refusal", "Only exerted characters can be challenged, and {target} is ready"),
    Why.TARGET_EVASIVE: QT_TRANSLATE_NOOP("Refusal", "{target} has Evasive: only characters with Evasive can challenge it"),
    Why.BODYGUARD_FIRST: QT_TRANSLATE_NOOP("Refusal", "You must challenge a character with Bodyguard first"),
    Why.TARGET_YOURS: QT_TRANSLATE_NOOP("Refusal", "{target} is yours: challenge an opposing card"),
    Why.RECKLESS_NO_QUEST: QT_TRANSLATE_NOOP("Refusal", "Reckless: it cannot quest"),
    Why.QUEST_NOT_CHARACTER: QT_TRANSLATE_NOOP("Refusal", "Only characters quest"),
    Why.CHALLENGE_NOT_CHARACTER: QT_TRANSLATE_NOOP("Refusal", "Only characters challenge"),
    Why.MOVE_NOT_CHARACTER: QT_TRANSLATE_NOOP("Refusal", "Only characters move to locations"),
    Why.ALREADY_AT: QT_TRANSLATE_NOOP("Refusal", "{card} is already at {location}"),
    Why.CANNOT_SHIFT_ONTO: QT_TRANSLATE_NOOP("Refusal", "{card} cannot Shift onto {bases}: it needs a character of yours with the same name"),
    Why.NOT_A_SONG: QT_TRANSLATE_NOOP("Refusal", "Only songs are sung"),
    Why.TARGET_WARD: QT_TRANSLATE_NOOP("Refusal", "{target} has Ward: opponents cannot choose it"),
    Why.MUST_QUEST: QT_TRANSLATE_NOOP("Refusal", "{card} must quest if able: it can quest, so you cannot end your turn yet"),
    Why.MUST_QUEST_ADVENTUROUS: QT_TRANSLATE_NOOP("Refusal", "{card} must quest this turn while it can"),
    Why.NOT_IN_HAND: QT_TRANSLATE_NOOP("Refusal", "{card} is not in your hand"),
    Why.CANNOT_QUEST: QT_TRANSLATE_NOOP("Refusal", "{card} cannot quest now"),
    Why.CANNOT_CHALLENGE: QT_TRANSLATE_NOOP("Refusal", "{card} cannot challenge now"),
    Why.CANNOT_BE_CHALLENGED: QT_TRANSLATE_NOOP("Refusal", "{target} cannot be challenged now"),
    Why.NOT_MAIN_PHASE: QT_TRANSLATE_NOOP("Refusal", "Turn actions are taken only in the Main phase"),
    Why.GAME_OVER: QT_TRANSLATE_NOOP("Refusal", "The game is over"),
    Why.UNDO_PAST_REVEAL: QT_TRANSLATE_NOOP("Refusal", "Cannot undo past a draw or another reveal of hidden information"),
    Why.DECK_EMPTY: QT_TRANSLATE_NOOP("Refusal", "Your deck is empty"),
    Why.CHOOSE_UP_TO: QT_TRANSLATE_NOOP("Refusal", "Choose up to {n}"),
    Why.CHOOSE_EXACTLY: QT_TRANSLATE_NOOP("Refusal", "Choose exactly {n}"),
    Why.NO_DECISION_PENDING: QT_TRANSLATE_NOOP("Refusal", "Nothing is waiting for a choice now"),
    Why.NOT_IN_GAME: QT_TRANSLATE_NOOP("Refusal", "Player {player} is not in the game"),
    Why.NO_SUCH_CARD: QT_TRANSLATE_NOOP("Refusal", "There is no such card"),
    Why.UNKNOWN_ACTION: QT_TRANSLATE_NOOP("Refusal", "That is not an action of this game"),
    Why.TOO_MANY_DROPS: QT_TRANSLATE_NOOP("Refusal", "That costs {cost} ⬡: you cannot remove more ink drops than that"),
    Why.TOO_MANY_DROPS_SHIFT: QT_TRANSLATE_NOOP("Refusal", "Shift costs {cost} ⬡: you cannot remove more ink drops than that"),
    Why.TOO_MANY_DROPS_MOVE: QT_TRANSLATE_NOOP("Refusal", "Moving there costs {cost} ⬡: you cannot remove more ink drops than that"),
    Why.DISCARD_NAME_PLAYED: QT_TRANSLATE_NOOP("Refusal", "You already played a character named {name} from your discard this turn"),
    Why.ONE_WAY_TO_PLAY: QT_TRANSLATE_NOOP("Refusal", "A card is played one way: one alternative cost at a time"),
    Why.FREE_NO_DROPS: QT_TRANSLATE_NOOP("Refusal", "{card} is played for free: there is no ink to pay with ink drops"),
    Why.PLAY_AFTER_CHARACTER: QT_TRANSLATE_NOOP("Refusal", "{card} can be played only after you played another character this turn"),
    Why.ACTIONS_BLOCKED: QT_TRANSLATE_NOOP("Refusal", "An opponent's effect says you can't play actions now"),
    Why.ITEMS_BLOCKED: QT_TRANSLATE_NOOP("Refusal", "An opponent's effect says you can't play items now"),
    Why.PLAY_CONDITION: QT_TRANSLATE_NOOP("Refusal", "{card} can't be played now: the condition on the card does not hold"),
    Why.NO_FREE_PLAY: QT_TRANSLATE_NOOP("Refusal", "{card} has no ability that lets you play it for free"),
    Why.FREE_CONDITION: QT_TRANSLATE_NOOP("Refusal", "{card} can't be played for free now: the condition on the card does not hold"),
    Why.SONG_NO_DROPS: QT_TRANSLATE_NOOP("Refusal", "A song sung costs no ink: no ink drops are removed"),
    Why.NO_SHIFT: QT_TRANSLATE_NOOP("Refusal", "{card} has no Shift"),
    Why.NO_SHIFT_NOW: QT_TRANSLATE_NOOP("Refusal", "{card} has no Shift now"),
    Why.SHIFT_NEEDS_DROPS: QT_TRANSLATE_NOOP("Refusal", "Shift needs {need} ink drops; you have {have}"),
    Why.SHIFT_DROPS_LEFT: QT_TRANSLATE_NOOP("Refusal", "Shift removes {need} ink drops and you have {have}: not {drops} more to pay ink"),
    Why.SHIFT_DISCARD: QT_TRANSLATE_NOOP("Refusal", "Shift needs you to discard {count} card(s)"),
    Why.SINGS_ONCE: QT_TRANSLATE_NOOP("Refusal", "A character sings once"),
    Why.SINGER_NOT_YOURS: QT_TRANSLATE_NOOP("Refusal", "{card} is not one of your characters in play"),
    Why.SINGER_CANT_SING: QT_TRANSLATE_NOOP("Refusal", "{card} can't exert to sing songs"),
    Why.SINGER_NEEDS_TOGETHER: QT_TRANSLATE_NOOP("Refusal", "{card} can't sing songs without Sing Together"),
    Why.SING_TOGETHER_SHORT: QT_TRANSLATE_NOOP("Refusal", "Sing Together {need} needs singers with total cost {need}; these have {total}"),
    Why.NO_SING_TOGETHER: QT_TRANSLATE_NOOP("Refusal", "{card} has no Sing Together: one character sings it"),
    Why.SINGER_TOO_CHEAP: QT_TRANSLATE_NOOP("Refusal", "{singer} counts as cost {value}; singing {card} needs cost {cost} or more"),
    Why.NOT_YOURS_IN_PLAY: QT_TRANSLATE_NOOP("Refusal", "{card} is not one of your cards in play"),
    Why.NOT_A_LOCATION: QT_TRANSLATE_NOOP("Refusal", "That is not a location"),
    Why.NOT_YOUR_LOCATION: QT_TRANSLATE_NOOP("Refusal", "{location} is not one of your locations in play"),
    Why.CANT_MOVE: QT_TRANSLATE_NOOP("Refusal", "{card} can't move to locations"),
    Why.NO_BOOST: QT_TRANSLATE_NOOP("Refusal", "{card} has no Boost"),
    Why.BOOST_USED: QT_TRANSLATE_NOOP("Refusal", "{card} already used Boost this turn"),
    Why.NO_ABILITY: QT_TRANSLATE_NOOP("Refusal", "{card} has no such ability"),
    Why.COST_NOT_PAYABLE: QT_TRANSLATE_NOOP("Refusal", "The cost of this ability of {card} cannot be paid here yet"),
    Why.ONCE_PER_TURN: QT_TRANSLATE_NOOP("Refusal", "{ability} is used once per turn"),
    Why.ABILITY_CONDITION: QT_TRANSLATE_NOOP("Refusal", "{ability} can be used only while its condition holds"),
    Why.NO_CARD_TO_DISCARD: QT_TRANSLATE_NOOP("Refusal", "You have no card to discard for this cost"),
    Why.NOTHING_TO_BANISH: QT_TRANSLATE_NOOP("Refusal", "You have nothing to banish for this cost"),
    Why.NOTHING_OTHER_TO_BANISH: QT_TRANSLATE_NOOP("Refusal", "You have nothing else to banish for this cost"),
    Why.NO_ITEM_TO_EXERT: QT_TRANSLATE_NOOP("Refusal", "You have no ready item to exert for this cost"),
    Why.NO_CHARACTER_TO_EXERT: QT_TRANSLATE_NOOP("Refusal", "You have no other ready, dry character to exert for this cost"),
    Why.NO_CLASS_TO_EXERT: QT_TRANSLATE_NOOP("Refusal", "You have no other ready, dry {classification} character to exert for this cost"),
    Why.RECKLESS_MUST_CHALLENGE: QT_TRANSLATE_NOOP("Refusal", "{card} has Reckless: it is ready and can challenge, so you cannot end your turn"),
    Why.ONE_CHALLENGER: QT_TRANSLATE_NOOP("Refusal", "Another character challenged this turn: only one character can challenge each turn"),
    Why.CANNOT_CHALLENGE_ADVENTUROUS: QT_TRANSLATE_NOOP("Refusal", "{card} is Adventurous: it cannot challenge"),
    Why.NOT_IN_PLAY: QT_TRANSLATE_NOOP("Refusal", "{target} is not in play"),
    Why.CHALLENGE_FORBIDDEN: QT_TRANSLATE_NOOP("Refusal", "{card} can't challenge that player's characters or locations now"),
    Why.CANNOT_BE_CHALLENGED_BY: QT_TRANSLATE_NOOP("Refusal", "{target} cannot be challenged by {card}"),
    Why.NOT_CHALLENGEABLE: QT_TRANSLATE_NOOP("Refusal", "{target} is not a character or location"),
    Why.WAITING_MULLIGAN: QT_TRANSLATE_NOOP("Refusal", "Waiting for player {player} to decide on a mulligan"),
    Why.MULLIGAN_ORDER: QT_TRANSLATE_NOOP("Refusal", "It is player {player}'s turn to mulligan, in turn order"),
    Why.MULLIGAN_OWN_HAND: QT_TRANSLATE_NOOP("Refusal", "A mulligan puts back cards from your own starting hand"),
    Why.WAITING_CHOICE: QT_TRANSLATE_NOOP("Refusal", "Waiting for player {player} to choose"),
    Why.BAG_INDEX: QT_TRANSLATE_NOOP("Refusal", "Choose one of the {count} effects in the bag"),
    Why.SAME_TARGET_TWICE: QT_TRANSLATE_NOOP("Refusal", "The same target is chosen twice"),
    Why.NOT_A_CHOICE: QT_TRANSLATE_NOOP("Refusal", "{target} cannot be chosen here"),
    Why.TOO_STRONG: QT_TRANSLATE_NOOP("Refusal", "The chosen characters have {total} ¤ in total; at most {most} ¤ may be chosen"),
    Why.AMOUNT_RANGE: QT_TRANSLATE_NOOP("Refusal", "Choose an amount from 0 to {most}"),
    Why.OPTION_RANGE: QT_TRANSLATE_NOOP("Refusal", "Choose one of the options shown"),
    Why.OPTION_NOT_NOW: QT_TRANSLATE_NOOP("Refusal", "That option can't be chosen now: it has nothing to act on, so the other one must be"),
    Why.WAITING_NAME: QT_TRANSLATE_NOOP("Refusal", "Waiting for player {player} to name a card"),
    Why.NAME_A_CARD: QT_TRANSLATE_NOOP("Refusal", "Name a card"),
    Why.NO_SUCH_NAME: QT_TRANSLATE_NOOP("Refusal", "No card has that name"),
    Why.WAITING_ORDER: QT_TRANSLATE_NOOP("Refusal", "Waiting for player {player} to order cards"),
    Why.ORDER_EXACTLY: QT_TRANSLATE_NOOP("Refusal", "Order exactly the cards shown"),
    Why.WAITING_FOR: QT_TRANSLATE_NOOP("Refusal", "Waiting for another player's choice"),
    Why.ANSWER_FIRST: QT_TRANSLATE_NOOP("Refusal", "Answer the choice the game is waiting for first"),
    Why.MANUAL_MAIN_PHASE: QT_TRANSLATE_NOOP("Refusal", "Manual tools are used in the Main phase"),
    Why.MANUAL_NOT_ACTING: QT_TRANSLATE_NOOP("Refusal", "Only the player who is acting may use manual tools"),
    Why.DAMAGE_IN_PLAY_ONLY: QT_TRANSLATE_NOOP("Refusal", "Damage goes only on cards in play"),
    Why.ADJUST_DAMAGE_RANGE: QT_TRANSLATE_NOOP("Refusal", "Adjust damage by 1 to {most}"),
    Why.LESS_DAMAGE: QT_TRANSLATE_NOOP("Refusal", "That card has less damage than that"),
    Why.PLAYER_NOT_IN_GAME: QT_TRANSLATE_NOOP("Refusal", "That player is not in the game"),
    Why.ADJUST_LORE_RANGE: QT_TRANSLATE_NOOP("Refusal", "Adjust lore by 1 to {most}"),
    Why.EXERT_WHAT: QT_TRANSLATE_NOOP("Refusal", "Only cards in play and ink can be exerted or readied"),
    Why.ALREADY_EXERTED: QT_TRANSLATE_NOOP("Refusal", "It is already exerted"),
    Why.ALREADY_READY: QT_TRANSLATE_NOOP("Refusal", "It is already ready"),
    Why.NO_SUCH_CARD_HERE: QT_TRANSLATE_NOOP("Refusal", "There is no such card"),
    Why.NO_SUCH_ZONE: QT_TRANSLATE_NOOP("Refusal", "There is no such zone"),
    Why.OTHERS_CARD_FROM_PLAY: QT_TRANSLATE_NOOP("Refusal", "You may move another player's card only from play (it goes to its owner's zones)"),
    Why.ALREADY_IN_PLAY: QT_TRANSLATE_NOOP("Refusal", "It is already in play"),
    Why.MOVE_WHAT: QT_TRANSLATE_NOOP("Refusal", "Only cards in your hand, play area, discard or inkwell (or the top of your deck) can be moved"),
    Why.ALREADY_IN_ZONE: QT_TRANSLATE_NOOP("Refusal", "It is already there"),
    Why.NOTES_IN_PLAY: QT_TRANSLATE_NOOP("Refusal", "Notes go only on cards in play"),
    Why.NOTE_LENGTH: QT_TRANSLATE_NOOP("Refusal", "A note has at most {most} characters"),
    Why.NO_NOTE: QT_TRANSLATE_NOOP("Refusal", "There is no note on it to take off"),
    Why.ADJUST_DROPS_RANGE: QT_TRANSLATE_NOOP("Refusal", "Adjust ink drops by 1 to {most}"),
    Why.FEWER_DROPS: QT_TRANSLATE_NOOP("Refusal", "That player has fewer ink drops than that"),
    Why.MOVE_CHARACTERS_ONLY: QT_TRANSLATE_NOOP("Refusal", "Only characters in play move to locations"),
    Why.MOVE_OWN_LOCATION: QT_TRANSLATE_NOOP("Refusal", "A character moves only to a location of its player in play"),
    Why.ALREADY_THERE: QT_TRANSLATE_NOOP("Refusal", "It is already there"),
    Why.NOT_AT_LOCATION: QT_TRANSLATE_NOOP("Refusal", "It is not at a location"),
    Why.NOTHING_TO_UNDO: QT_TRANSLATE_NOOP("Refusal", "There is nothing to undo"),
}

ENGINE_WORDS = QT_TRANSLATE_NOOP("Refusal", "{text}")  # a reason said as the engine says it

# Each note code of the engine's log (engine.notes.Noted) as a player reads it: a template of some of its values
# ({player}: the seat's name).
NOTE_WORDS: dict[Noted, str] = {
    Noted.CONCEDED: QT_TRANSLATE_NOOP("GameLog", "{player} conceded and leaves the game"),
    Noted.DECKED_OUT: QT_TRANSLATE_NOOP("GameLog", "{player} has no cards in their deck at the end of their turn and leaves the game"),
    Noted.PAYS_INK: QT_TRANSLATE_NOOP("GameLog", "{player} pays {count} \u2b21"),
    Noted.CANT_LOSE_LORE: QT_TRANSLATE_NOOP("GameLog", "{player} can't lose lore now"),
    Noted.CANT_GAIN_LORE: QT_TRANSLATE_NOOP("GameLog", "{player} can't gain lore now"),
    Noted.TOP_CARD_INKED: QT_TRANSLATE_NOOP("GameLog", "{player} puts the top card of their deck into their inkwell instead of an ink drop"),
    Noted.INKWELL_EXERTED: QT_TRANSLATE_NOOP("GameLog", "{player} exerts every card in their inkwell"),
    Noted.INKWELL_READIED: QT_TRANSLATE_NOOP("GameLog", "{player} readies every card in their inkwell"),
    Noted.CONDITION_UNMET: QT_TRANSLATE_NOOP("GameLog", "{ability}: its condition is not met when it resolves, so it has no effect"),
    Noted.RESOLVED_TIMES: QT_TRANSLATE_NOOP("GameLog", "{ability} already resolved {times} times this turn: no effect"),
    Noted.RESOLVED_ONCE: QT_TRANSLATE_NOOP("GameLog", "{ability} already resolved this turn: no effect"),
    Noted.CANNOT_PAY_INK: QT_TRANSLATE_NOOP("GameLog", "{ability}: {count} ink can't be paid, so nothing more happens"),
    Noted.EFFECT_CANNOT_PAY_INK: QT_TRANSLATE_NOOP("GameLog", "The effect: {count} ink can't be paid, so nothing more happens"),
    Noted.NOTHING_TO_EXERT: QT_TRANSLATE_NOOP("GameLog", "{ability}: nothing can be exerted for it, so nothing more happens"),
    Noted.EFFECT_NOTHING_TO_EXERT: QT_TRANSLATE_NOOP("GameLog", "The effect: nothing can be exerted for it, so nothing more happens"),
    Noted.NOTHING_TO_BANISH: QT_TRANSLATE_NOOP("GameLog", "{ability}: nothing can be banished for it, so nothing more happens"),
    Noted.EFFECT_NOTHING_TO_BANISH: QT_TRANSLATE_NOOP("GameLog", "The effect: nothing can be banished for it, so nothing more happens"),
    Noted.NO_DAMAGE_REMOVED: QT_TRANSLATE_NOOP("GameLog", "Damage counters can't be removed now"),
    Noted.NO_DAMAGE_MOVED: QT_TRANSLATE_NOOP("GameLog", "Damage counters can't be removed now, so none is moved"),
    Noted.ACTIONS_BLOCKED: QT_TRANSLATE_NOOP("GameLog", "{card}: opponents' effects say no actions can be played"),
    Noted.NAME_PLAYED_FROM_DISCARD: QT_TRANSLATE_NOOP("GameLog", "{card}: a character with its name was already played from the discard this turn"),
    Noted.NOT_PLAYED_ACTIONS_BLOCKED: QT_TRANSLATE_NOOP("GameLog", "{card} is not played: opponents' effects say no actions can be played"),
    Noted.NOT_PLAYED_AFTER_CHARACTER: QT_TRANSLATE_NOOP("GameLog", "{card} is not played: it can be played only after another character this turn"),
    Noted.NOT_PLAYED_CONDITION: QT_TRANSLATE_NOOP("GameLog", "{card} is not played: the condition on the card does not hold"),
    Noted.NOT_PLAYED_NAME_FROM_DISCARD: QT_TRANSLATE_NOOP("GameLog", "{card} is not played: a character with its name was already played from the discard this turn"),
    Noted.NOT_PLAYED_INK: QT_TRANSLATE_NOOP("GameLog", "{card} is not played: its player can't pay {cost} ink"),
    Noted.SONG_GONE: QT_TRANSLATE_NOOP("GameLog", "The song is no longer in the discard: no effect"),
    Noted.NAMED_NOT_AUTOMATED: QT_TRANSLATE_NOOP("GameLog", "{card}: its named abilities are not automated yet"),
}
PLAIN_NOTE = QT_TRANSLATE_NOOP("GameLog", "{text}")  # a note of plain text only, shown as it is
# Notes an event of the log says already (``PlayerLeft``: "Ann leaves the game (conceded)"): not said twice.
SAID_BY_EVENTS = frozenset({Noted.CONCEDED, Noted.DECKED_OUT})


def _read(text: str, patterns: tuple[tuple[re.Pattern[str], str], ...], fallback: str) -> Phrase:
    for pattern, template in patterns:
        m = pattern.match(text)
        if m:
            values = {k: v for k, v in m.groupdict().items() if v is not None and "{" + k + "}" in template}
            return Phrase(template, values, {k: (v,) for k, v in values.items() if k in _CARD_VALUES})
    return Phrase(fallback, {"text": text})


def worded(reason: RuleReason | str) -> Phrase:
    """A refusal as a player reads it: a rules reason by its code's template (its values kept for the template,
    card names listed for the window to show in its language); an app sentence (or another game's reason, worded by
    that game's table) by its pattern, else as it is."""
    if isinstance(reason, Reason):
        template = REASON_WORDS.get(reason.code)
        if template is None:
            return Phrase(ENGINE_WORDS, {"text": reason.text})
        values = {k: str(v) for k, v in reason.values if "{" + k + "}" in template}
        return Phrase(template, values, {k: (v,) for k, v in values.items() if k in _CARD_VALUES})
    return _read(str(reason), REASONS, ENGINE_WORDS)


def worded_note(note: Note, player: Callable[[int], str]) -> Phrase:
    """An engine note of the log by its code's template ("GameLog" context): its values kept for the template, a
    seat said by ``player`` (the seat's name), card names listed for the window; a note of plain text as it is."""
    template = NOTE_WORDS.get(note.code) if note.code is not None else None
    if template is None:
        return Phrase(PLAIN_NOTE, {"text": note.text})
    values = {k: player(v) if k == "player" and isinstance(v, int) else str(v) for k, v in note.values
              if "{" + k + "}" in template}
    return Phrase(template, values, {k: (v,) for k, v in values.items() if k in _CARD_VALUES})


# Each answer the engine names in a choice (engine.answers.Answered) as a player reads it on a button ({bases}: the
# cards it shifts onto, shown by their names in the window's language).
ANSWER_WORDS: dict[Answered, str] = {
    Answered.PAY_INK: QT_TRANSLATE_NOOP("Answer", "Pay {ink} \u2b21"),
    Answered.PAY_INK_AND_DROP: QT_TRANSLATE_NOOP("Answer", "Pay {ink} \u2b21 and remove 1 ink drop"),
    Answered.PAY_INK_AND_DROPS: QT_TRANSLATE_NOOP("Answer", "Pay {ink} \u2b21 and remove {drops} ink drops"),
    Answered.DONT_PAY: QT_TRANSLATE_NOOP("Answer", "Don't pay"),
    Answered.PUT_ON_BOTTOM: QT_TRANSLATE_NOOP("Answer", "Put it on the bottom of your deck"),
    Answered.KEEP_IN_PLAY: QT_TRANSLATE_NOOP("Answer", "Keep it in play"),
    Answered.DISCARD_CARDS: QT_TRANSLATE_NOOP("Answer", "Discard {count} cards"),
    Answered.DISCARD_ONE_THAT_FITS: QT_TRANSLATE_NOOP("Answer", "Discard 1 card that fits"),
    Answered.GET_INK_DROP: QT_TRANSLATE_NOOP("Answer", "Get the ink drop"),
    Answered.INK_TOP_CARD_INSTEAD: QT_TRANSLATE_NOOP("Answer", "Put the top card of your deck into your inkwell instead"),
    Answered.PLAY_IT: QT_TRANSLATE_NOOP("Answer", "Play it"),
    Answered.SHIFT_ONTO: QT_TRANSLATE_NOOP("Answer", "Shift it onto {bases}"),
    Answered.PUT_INTO_HAND: QT_TRANSLATE_NOOP("Answer", "Put it into your hand"),
    Answered.PLAY_FREE_EXERTED: QT_TRANSLATE_NOOP("Answer", "Play it for free instead; it enters play exerted"),
    Answered.DRAW_A_CARD: QT_TRANSLATE_NOOP("Answer", "Draw a card"),
    Answered.DONT_DRAW: QT_TRANSLATE_NOOP("Answer", "Don't draw"),
    Answered.KEEP_ON_TOP: QT_TRANSLATE_NOOP("Answer", "Keep it on top of the deck"),
    Answered.PUT_ON_DECK_BOTTOM: QT_TRANSLATE_NOOP("Answer", "Put it on the bottom of the deck"),
}


def worded_answer(answer: Answer) -> Phrase:
    """An answer the engine names, as a button says it ("Answer" context): its code's template, its values kept for
    the template, the card names it lists kept for the window to show in its language."""
    template = ANSWER_WORDS[answer.code]
    values: dict[str, str] = {}
    cards: dict[str, tuple[str, ...]] = {}
    for k, v in answer.values:
        if isinstance(v, tuple):
            values[k], cards[k] = " and ".join(v), v
        else:
            values[k] = str(v)
    return Phrase(template, values, cards)
