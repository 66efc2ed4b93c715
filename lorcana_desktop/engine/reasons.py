"""Why the rules refuse an action: a typed reason (a code and its values), worded in English for logs and tests.

``Game.check(action)`` returns a :class:`Reason` (or None) and ``IllegalAction.reason`` carries one. Each code's
value is its English sentence with named values; ``Reason.text`` fills them in and adds the rule's section
("(CR 4.5.1.2)") when the reason names one. The window words a reason through a translatable template per code
(``app/engine_words.py``), never by reading the English.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from lorcana_desktop.rules_core.refusals import RuleReason


class Why(Enum):
    """The codes of the reasons, each with its English sentence (named values in braces)."""

    # the game and the turn
    GAME_OVER = "The game is over"
    NO_DECISION_PENDING = "Nothing is waiting for a choice now"
    NOT_MAIN_PHASE = "Turn actions are only taken in the Main phase"
    NOT_IN_GAME = "Player {player} is not in the game"
    NO_SUCH_CARD = "There is no card {card}"
    UNKNOWN_ACTION = "Unknown action {action}"
    DECK_EMPTY = "Your deck is empty"
    # ink and costs
    NOT_IN_HAND = "{card} is not in your hand"
    NOT_INKABLE = "{card} has no inkwell symbol and cannot be put into the inkwell"
    ALREADY_INKED = "You already put a card into your inkwell this turn"
    NEEDS_INK = "Needs {cost} ink; you have {ready} ready"
    NEEDS_INK_DROPS = "Needs {cost} ink; you have {ready} ready; you may also remove {drops} more ink drop{s} to pay"
    NEEDS_INK_SHIFT = "Needs {cost} ink to Shift; you have {ready} ready"
    NEEDS_INK_SHIFT_DROPS = ("Needs {cost} ink to Shift; you have {ready} ready; you may also remove {drops} more "
                             "ink drop{s} to pay")
    NEEDS_INK_MOVE = "Needs {cost} ink to move there; you have {ready} ready"
    NEEDS_INK_MOVE_DROPS = ("Needs {cost} ink to move there; you have {ready} ready; you may also remove {drops} "
                            "more ink drop{s} to pay")
    TOO_FEW_DROPS = "You have {have} ink drop{s}; you cannot remove {drops}"
    TOO_MANY_DROPS = "That costs {cost} \u2b21: remove at most {cost} ink drop{s} to pay it"
    TOO_MANY_DROPS_SHIFT = "That costs {cost} \u2b21 to Shift: remove at most {cost} ink drop{s} to pay it"
    TOO_MANY_DROPS_MOVE = "That costs {cost} \u2b21 to move there: remove at most {cost} ink drop{s} to pay it"
    # playing cards
    DISCARD_NAME_PLAYED = "You played a character named {name} from your discard this turn: no other one this turn"
    ONE_WAY_TO_PLAY = "A card is played one way: one alternative cost at a time"
    FREE_NO_DROPS = "{card} is played for free: there is no ink to pay with ink drops"
    PLAY_AFTER_CHARACTER = "{card} can be played only after you played another character this turn"
    ACTIONS_BLOCKED = "{card} is an action, and an opponent's effect says you can't play actions now"
    ITEMS_BLOCKED = "{card} is an item, and an opponent's effect says you can't play items now"
    PLAY_CONDITION = "{card} can't be played now: the condition its text names does not hold"
    NO_FREE_PLAY = "{card} has no ability that lets you play it for free"
    FREE_CONDITION = "{card} can't be played for free now: the condition its text names does not hold"
    SONG_NO_DROPS = "A song sung is played without paying its ink cost: no ink drops are removed"
    NO_SHIFT = "{card} has no Shift"
    NO_SHIFT_NOW = "{card} has no Shift now"
    SHIFT_NEEDS_DROPS = "Shift needs {need} ink drops; you have {have}"
    SHIFT_DROPS_LEFT = "Shift removes {need} ink drops and you have {have}: not {drops} more to pay ink"
    SHIFT_DISCARD = "Shift needs you to discard {count} {kind} card(s)"
    CANNOT_SHIFT_ONTO = "{card} cannot Shift onto {bases}"
    # singing
    NOT_A_SONG = "{card} is not a song; only songs are sung"
    SINGS_ONCE = "A character sings once"
    SINGER_NOT_YOURS = "{card} is not one of your characters in play"
    SINGER_EXERTED = "{card} is exerted and cannot sing"
    SINGER_DRYING = "{card} is still drying and cannot sing"
    SINGER_CANT_SING = "{card} can't exert to sing songs"
    SINGER_NEEDS_TOGETHER = "{card} can't sing songs without Sing Together"
    SING_TOGETHER_SHORT = "Sing Together {need} needs singers with total cost {need}; these have {total}"
    NO_SING_TOGETHER = "{card} has no Sing Together; one character sings it"
    SINGER_TOO_CHEAP = "{singer} counts as cost {value}; singing {card} needs cost {cost} or more"
    # cards in play: quest, move, Boost, abilities
    NOT_YOURS_IN_PLAY = "{card} is not one of your cards in play"
    QUEST_NOT_CHARACTER = "{card} is not a character; only characters quest"
    EXERTED = "{card} is exerted"
    DRYING = "{card} is still drying: it was played this turn"
    DRYING_SHORT = "{card} is still drying"
    RECKLESS_NO_QUEST = "{card} has Reckless and cannot quest"
    CANNOT_QUEST = "{card} cannot quest now"
    MOVE_NOT_CHARACTER = "{card} is not a character; only characters move to locations"
    NOT_A_LOCATION = "That is not a location"
    NOT_YOUR_LOCATION = "{location} is not one of your locations in play"
    ALREADY_AT = "{card} is already at {location}"
    CANT_MOVE = "{card} can't move to locations"
    NO_BOOST = "{card} has no Boost"
    BOOST_USED = "{card} already used Boost this turn"
    NO_ABILITY = "{card} has no activated ability {index}"
    COST_NOT_PAYABLE = "{card}'s ability has a cost this engine cannot pay yet"
    ONCE_PER_TURN = "{ability} is used once per turn"
    ABILITY_CONDITION = "{ability} can be used only while its condition holds"
    NO_CARD_TO_DISCARD = "You have no {kind} card to discard"
    NOTHING_TO_BANISH = "You have no {kind} to banish for this cost"
    NOTHING_OTHER_TO_BANISH = "You have no other {kind} to banish for this cost"
    NO_ITEM_TO_EXERT = "You have no ready item to exert for this cost"
    NO_CHARACTER_TO_EXERT = "You have no other ready, dry character to exert for this cost"
    NO_CLASS_TO_EXERT = "You have no other ready, dry {classification} character to exert for this cost"
    # ending the turn
    MUST_QUEST_ADVENTUROUS = "{card} is Adventurous: it must quest this turn while it can"
    MUST_QUEST = "{card} must quest if able: it can quest, so you cannot end your turn yet"
    RECKLESS_MUST_CHALLENGE = "{card} has Reckless: it is ready and can challenge, so you cannot end your turn"
    # challenges
    CHALLENGE_NOT_CHARACTER = "{card} is not a character; only characters challenge"
    EXERTED_NO_CHALLENGE = "{card} is exerted and cannot challenge"
    ONE_CHALLENGER = "Another character challenged this turn: only one character can challenge each turn"
    CANNOT_CHALLENGE = "{card} cannot challenge now"
    CANNOT_CHALLENGE_ADVENTUROUS = "{card} cannot challenge now (Adventurous)"
    NOT_IN_PLAY = "{target} is not in play"
    TARGET_YOURS = "{target} is yours; challenge an opposing card"
    CHALLENGE_FORBIDDEN = "{card} can't challenge that player's characters or locations now"
    CANNOT_BE_CHALLENGED = "{target} cannot be challenged now"
    CANNOT_BE_CHALLENGED_BY = "{target} cannot be challenged by {card} (an ability of {target}'s side)"
    TARGET_READY = "{target} is ready; only exerted characters can be challenged"
    TARGET_EVASIVE = "{target} has Evasive; only characters with Evasive can challenge it"
    BODYGUARD_FIRST = "{target} cannot be challenged: you must challenge a character with Bodyguard"
    NOT_CHALLENGEABLE = "{target} is not a character or location"
    # answering a decision
    WAITING_MULLIGAN = "Waiting for player {player} to decide on a mulligan"
    MULLIGAN_ORDER = "It is player {player}'s turn to mulligan, in turn order"
    MULLIGAN_OWN_HAND = "A mulligan puts back cards from your own starting hand"
    WAITING_CHOICE = "Waiting for player {player} to choose {what}"
    BAG_INDEX = "Player {player} has {count} effect(s) in the bag; pick 0 to {last}"
    SAME_TARGET_TWICE = "The same target is chosen twice"
    TARGET_WARD = "{target} has Ward; opponents cannot choose it"
    NOT_A_CHOICE = "{target} cannot be chosen here"
    TOO_STRONG = "The chosen characters have {total} \u00a4 in total; at most {most} may be chosen"
    CHOOSE_UP_TO = "Choose up to {n}"
    CHOOSE_EXACTLY = "Choose exactly {n}"
    AMOUNT_RANGE = "Choose an amount from 0 to {most}"
    OPTION_RANGE = "Choose an option from 0 to {last}"
    OPTION_NOT_NOW = "That option can't be chosen now: it has nothing to act on, so the other one must be"
    WAITING_NAME = "Waiting for player {player} to name a card"
    NAME_A_CARD = "Name a card"
    NO_SUCH_NAME = "No card is named {name}"
    WAITING_ORDER = "Waiting for player {player} to order cards"
    ORDER_EXACTLY = "Order exactly the cards shown"
    WAITING_FOR = "Waiting for {what}"
    # manual tools (engine/manual.py)
    ANSWER_FIRST = "Answer the choice the game is waiting for first"
    MANUAL_MAIN_PHASE = "Manual tools are used in the Main phase"
    MANUAL_NOT_ACTING = "Only the player who is acting may use manual tools"
    DAMAGE_IN_PLAY_ONLY = "Damage goes only on cards in play"
    ADJUST_DAMAGE_RANGE = "Adjust damage by 1 to {most}"
    LESS_DAMAGE = "That card has less damage than that"
    PLAYER_NOT_IN_GAME = "That player is not in the game"
    ADJUST_LORE_RANGE = "Adjust lore by 1 to {most}"
    EXERT_WHAT = "Only cards in play and ink can be exerted or readied"
    ALREADY_EXERTED = "It is already exerted"
    ALREADY_READY = "It is already ready"
    NO_SUCH_CARD_HERE = "There is no such card"
    NO_SUCH_ZONE = "There is no zone {zone}"
    OTHERS_CARD_FROM_PLAY = "You may move another player's card only from play (it goes to its owner's zones)"
    ALREADY_IN_PLAY = "It is already in play"
    MOVE_WHAT = "Only cards in your hand, play area, discard or inkwell (or the top of your deck) can be moved"
    ALREADY_IN_ZONE = "It is already in your {zone}"
    NOTES_IN_PLAY = "Notes go only on cards in play"
    NOTE_LENGTH = "A note has at most {most} characters"
    NO_NOTE = "There is no note on it to take off"
    ADJUST_DROPS_RANGE = "Adjust ink drops by 1 to {most}"
    FEWER_DROPS = "That player has fewer ink drops than that"
    MOVE_CHARACTERS_ONLY = "Only characters in play move to locations"
    MOVE_OWN_LOCATION = "A character moves only to a location of its player in play"
    ALREADY_THERE = "It is already there"
    NOT_AT_LOCATION = "It is not at a location"
    # history
    NOTHING_TO_UNDO = "There is nothing to undo"
    UNDO_PAST_REVEAL = "Cannot undo past a draw or another reveal of hidden information"


@dataclass(frozen=True, slots=True)
class Reason(RuleReason):
    """Why an action is refused: its code, its values by name, and the rule's section when it names one (the
    Lorcana kind of ``rules_core.RuleReason``: ``value(name)``, ``str()`` and the text come from there)."""

    code: Why
    values: tuple[tuple[str, str | int], ...] = ()
    cr: str = ""

    @property
    def sentence(self) -> str:
        return self.code.value

    @property
    def rule(self) -> str:
        """The CR section the reason cites ("" when none)."""
        return self.cr

    def cited(self) -> str:
        return f"CR {self.cr}"


def why(code: Why, cr: str = "", **values: str | int) -> Reason:
    """A reason of ``code`` with its values (``cr``: the rule's section, "4.5.1.2")."""
    return Reason(code, tuple(values.items()), cr)


def plural(n: int) -> str:
    """The English plural ending for ``n`` of a thing (the ``{s}`` of a sentence)."""
    return "" if n == 1 else "s"
