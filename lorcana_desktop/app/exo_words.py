"""The Exo engine's refusals and log lines in a player's words: each code (``exo.engine.reasons.ExoWhy``,
``exo.engine.notes.Said``) has an English template the window translates (contexts "Refusal" and "GameLog").

A seat's value is said by the seat's name, a phase or a zone by its words (context "GameLog"); card names, effect
labels and card text stay as the card set gives them. Exo's own terms are the rules' (Leader, Creatura, Tattica,
Evoluzione, Costo, Sacrificio, Occulto, Etere, Vita, the zones' names on the table): the translations keep them.
"""

from __future__ import annotations

from collections.abc import Callable

from lorcana_desktop.app.engine_words import Phrase
from lorcana_desktop.app.game_log import LogLine
from lorcana_desktop.exo.engine import (
    Accept,
    Action,
    Activate,
    Attack,
    ChooseOption,
    ChooseTargets,
    Evolve,
    ExoGame,
    LeaderEffect,
    NextPhase,
    OrderCards,
    Pass,
    Play,
    Reveal,
)
from lorcana_desktop.exo.engine.notes import SEAT_VALUES, Said
from lorcana_desktop.exo.engine.reasons import ExoReason, ExoWhy
from lorcana_desktop.exo.engine.view import public_name


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation in ``context``; translated where it is shown."""
    return text


# The phases as a sentence names them ("during the {phase}"), and the zones by the names the table gives them.
PHASE_WORDS = {
    "draw": QT_TRANSLATE_NOOP("GameLog", "Draw phase"),
    "recovery": QT_TRANSLATE_NOOP("GameLog", "Recovery phase"),
    "main": QT_TRANSLATE_NOOP("GameLog", "Main phase"),
    "battle": QT_TRANSLATE_NOOP("GameLog", "Battle phase"),
    "end": QT_TRANSLATE_NOOP("GameLog", "End phase"),
}
ZONE_WORDS = {
    "deck": QT_TRANSLATE_NOOP("GameLog", "Mazzo"),
    "hand": QT_TRANSLATE_NOOP("GameLog", "Mano"),
    "occulto": QT_TRANSLATE_NOOP("GameLog", "Occulto"),
    "etere": QT_TRANSLATE_NOOP("GameLog", "Etere"),
    "field": QT_TRANSLATE_NOOP("GameLog", "Campo"),
    "discard": QT_TRANSLATE_NOOP("GameLog", "Scarti"),
    "banished": QT_TRANSLATE_NOOP("GameLog", "Bandite"),
    "evo_deck": QT_TRANSLATE_NOOP("GameLog", "Evoluzioni"),
    "removed": QT_TRANSLATE_NOOP("GameLog", "out of the game"),
    "deck_top": QT_TRANSLATE_NOOP("GameLog", "the top of the deck"),
    "deck_bottom": QT_TRANSLATE_NOOP("GameLog", "the bottom of the deck"),
}
WORD_VALUES = {"phase": PHASE_WORDS, "zone": ZONE_WORDS, "src": ZONE_WORDS}

# Each refusal code as a player reads it.
REASON_WORDS: dict[ExoWhy, str] = {
    ExoWhy.GAME_OVER: QT_TRANSLATE_NOOP("Refusal", "The game is over"),
    ExoWhy.NO_SUCH_CARD: QT_TRANSLATE_NOOP("Refusal", "There is no such card"),
    ExoWhy.NO_PLAYER: QT_TRANSLATE_NOOP("Refusal", "There is no player {number}"),
    ExoWhy.NOT_EXO_ACTION: QT_TRANSLATE_NOOP("Refusal", "That is not an action of Creatures of Exo"),
    ExoWhy.NOTHING_ASKED: QT_TRANSLATE_NOOP("Refusal", "Nothing is being asked now"),
    ExoWhy.RESOLVING: QT_TRANSLATE_NOOP("Refusal", "Nobody plays cards or activates effects while a chain resolves"),
    ExoWhy.OTHER_HOLDS: QT_TRANSLATE_NOOP("Refusal", "{player} holds priority: wait until they play a card, activate an effect or declare a change of phase"),
    ExoWhy.NOTHING_TO_PASS: QT_TRANSLATE_NOOP("Refusal", "Nothing to pass: play a card, activate an effect, attack or declare the change of phase"),
    ExoWhy.ONLY_ACTIVE_DECLARES: QT_TRANSLATE_NOOP("Refusal", "Only the player whose turn it is declares the change of phase"),
    ExoWhy.FINISH_CHAIN: QT_TRANSLATE_NOOP("Refusal", "Finish the chain first: both players pass"),
    ExoWhy.PHASE_DECLARED: QT_TRANSLATE_NOOP("Refusal", "The change of phase is declared: your opponent answers or passes"),
    ExoWhy.PHASE_STARTING: QT_TRANSLATE_NOOP("Refusal", "The phase is starting: pass (your opponent may start a chain)"),
    ExoWhy.SKIP_FROM_MAIN: QT_TRANSLATE_NOOP("Refusal", "Only the Main phase can skip the Battle phase"),
    ExoWhy.BERSERK_PENDING: QT_TRANSLATE_NOOP("Refusal", "BERSERK: a card must declare an attack on the Leader or the Vice Leader while it can"),
    ExoWhy.NOT_FROM_HAND: QT_TRANSLATE_NOOP("Refusal", "You play only a card from your hand (an Evoluzione: evolve it)"),
    ExoWhy.NOT_PLAYED_FROM_HAND: QT_TRANSLATE_NOOP("Refusal", "This card is not played from the hand"),
    ExoWhy.TACTIC_PHASE: QT_TRANSLATE_NOOP("Refusal", "This Tattica can be played only during the {phase}"),
    ExoWhy.CARD_PHASE: QT_TRANSLATE_NOOP("Refusal", "This card can be played only during the {phase}"),
    ExoWhy.RULE_6: QT_TRANSLATE_NOOP("Refusal", "Creature, Vice Leader and Evoluzioni are not played in answer to a chain"),
    ExoWhy.OWN_MAIN_ONLY: QT_TRANSLATE_NOOP("Refusal", "Creature and Vice Leader are played during your Main phase"),
    ExoWhy.VICE_ZONE_TAKEN: QT_TRANSLATE_NOOP("Refusal", "You cannot play a Vice Leader while your Vice Leader zone is taken"),
    ExoWhy.PLAY_CONDITION: QT_TRANSLATE_NOOP("Refusal", "The condition for playing this card is not met"),
    ExoWhy.NO_ALT_COST: QT_TRANSLATE_NOOP("Refusal", "This card has no such alternative cost"),
    ExoWhy.ALT_CONDITION: QT_TRANSLATE_NOOP("Refusal", "The condition of that alternative cost is not met"),
    ExoWhy.ALT_SACRIFICE: QT_TRANSLATE_NOOP("Refusal", "That alternative cost is a Sacrificio: only a Costo is played as an alternative"),
    ExoWhy.NO_TARGET: QT_TRANSLATE_NOOP("Refusal", "There is no legal target"),
    ExoWhy.CANNOT_PAY: QT_TRANSLATE_NOOP("Refusal", "You cannot pay its Costo of {amount}"),
    ExoWhy.CANNOT_PAY_COLOURS: QT_TRANSLATE_NOOP("Refusal", "You cannot pay its Costo of {amount} ({colours})"),
    ExoWhy.TARGETS_WITH_TACTIC: QT_TRANSLATE_NOOP("Refusal", "Drop the card on its target only for a Tattica with one target; else choose the targets when asked"),
    ExoWhy.NOT_A_LEGAL_TARGET: QT_TRANSLATE_NOOP("Refusal", "Not a legal target for this card"),
    ExoWhy.CHOOSE_TARGETS: QT_TRANSLATE_NOOP("Refusal", "Choose {count} target(s)"),
    ExoWhy.CHOOSE_UP_TO_TARGETS: QT_TRANSLATE_NOOP("Refusal", "Choose up to {count} target(s)"),
    ExoWhy.EVO_FROM_EVO_DECK: QT_TRANSLATE_NOOP("Refusal", "An Evoluzione is played from your Evolution deck"),
    ExoWhy.ONLY_EVO_SACRIFICE: QT_TRANSLATE_NOOP("Refusal", "Only an Evoluzione is played by a Sacrificio"),
    ExoWhy.EVO_OWN_MAIN: QT_TRANSLATE_NOOP("Refusal", "An Evoluzione is played during your Main phase"),
    ExoWhy.NO_MODE: QT_TRANSLATE_NOOP("Refusal", "This card has no mode «{mode}»"),
    ExoWhy.MODE_NEEDS_VICE: QT_TRANSLATE_NOOP("Refusal", "«{mode}» needs your Vice Leader in its zone, and one that can undergo it"),
    ExoWhy.SACRIFICE_THE_VICE: QT_TRANSLATE_NOOP("Refusal", "Your Vice Leader zone is taken: sacrifice the Vice Leader there"),
    ExoWhy.CANNOT_SACRIFICE: QT_TRANSLATE_NOOP("Refusal", "You cannot pay its Sacrificio (the named face-up cards of your Field)"),
    ExoWhy.RULE_7: QT_TRANSLATE_NOOP("Refusal", "A card already on the chain adds no other effect of its own"),
    ExoWhy.ONCE_PER_TURN: QT_TRANSLATE_NOOP("Refusal", "Once per turn: this effect (or one of a card of yours with the same name) was used this turn"),
    ExoWhy.ACTIVATE_CONDITION: QT_TRANSLATE_NOOP("Refusal", "The condition for activating this effect is not met"),
    ExoWhy.CANNOT_PAY_TRIGGER: QT_TRANSLATE_NOOP("Refusal", "You cannot pay what this effect asks to be activated"),
    ExoWhy.NO_ABILITY: QT_TRANSLATE_NOOP("Refusal", "This card has no such ability"),
    ExoWhy.NOT_ON_YOUR_FIELD: QT_TRANSLATE_NOOP("Refusal", "The card must be on your Field"),
    ExoWhy.LEADER_BY_ITS_ACTION: QT_TRANSLATE_NOOP("Refusal", "A Leader's effect is used as the Leader effect"),
    ExoWhy.NOT_ACTIVE: QT_TRANSLATE_NOOP("Refusal", "A covered (or negated) card's effects are not active"),
    ExoWhy.COPRI_OWN_MAIN: QT_TRANSLATE_NOOP("Refusal", "COPRI is activated during your Main phase"),
    ExoWhy.EFFECT_PHASE: QT_TRANSLATE_NOOP("Refusal", "This effect is used during the {phase}"),
    ExoWhy.EFFECT_OWN_MAIN: QT_TRANSLATE_NOOP("Refusal", "These effects are used only during your Main phase and from your Field"),
    ExoWhy.TRIGGERS_ITSELF: QT_TRANSLATE_NOOP("Refusal", "This ability is not activated by a player: it triggers by itself"),
    ExoWhy.NO_LEADER_EFFECT: QT_TRANSLATE_NOOP("Refusal", "Your Leader has no such effect on the side it shows"),
    ExoWhy.ONE_LEADER_EFFECT: QT_TRANSLATE_NOOP("Refusal", "Only one Leader effect is used each turn"),
    ExoWhy.LEADER_EFFECT_PHASE: QT_TRANSLATE_NOOP("Refusal", "This Leader effect is used during the {phase}"),
    ExoWhy.LEADER_EFFECT_OWN_MAIN: QT_TRANSLATE_NOOP("Refusal", "A Leader effect is used only during the Main phase of your turn"),
    ExoWhy.NO_RIVELA: QT_TRANSLATE_NOOP("Refusal", "This card has no such RIVELA effect"),
    ExoWhy.RIVELA_FROM_HAND: QT_TRANSLATE_NOOP("Refusal", "RIVELA is used by revealing the card from your hand"),
    ExoWhy.RIVELA_PHASE: QT_TRANSLATE_NOOP("Refusal", "This RIVELA is used during the {phase}"),
    ExoWhy.ONLY_ACTIVE_ATTACKS: QT_TRANSLATE_NOOP("Refusal", "Only the player whose turn it is attacks"),
    ExoWhy.BATTLE_PHASE_ONLY: QT_TRANSLATE_NOOP("Refusal", "Attacks are declared in your Battle phase"),
    ExoWhy.ATTACK_WINDOW: QT_TRANSLATE_NOOP("Refusal", "Attacks are declared when no chain is open, after the start of the Battle phase"),
    ExoWhy.ATTACK_FROM_FIELD: QT_TRANSLATE_NOOP("Refusal", "Only a card on your Field can attack"),
    ExoWhy.LEADER_NO_ATTACK: QT_TRANSLATE_NOOP("Refusal", "The Leader does not attack (unless an effect lets it)"),
    ExoWhy.COVERED_NO_ATTACK: QT_TRANSLATE_NOOP("Refusal", "A covered card cannot declare an attack"),
    ExoWhy.ZERO_STRENGTH: QT_TRANSLATE_NOOP("Refusal", "A card with strength 0 cannot declare an attack"),
    ExoWhy.ONE_ATTACK: QT_TRANSLATE_NOOP("Refusal", "This card already attacked this turn: each card declares one attack"),
    ExoWhy.TRANSFORMED_NO_ATTACK: QT_TRANSLATE_NOOP("Refusal", "A card transformed this turn cannot declare an attack"),
    ExoWhy.JUST_PLAYED: QT_TRANSLATE_NOOP("Refusal", "Creature and Vice Leader cannot attack the turn they are played"),
    ExoWhy.TARGET_OPPONENT: QT_TRANSLATE_NOOP("Refusal", "The target must be a card on your opponent's Field or their Leader"),
    ExoWhy.VICE_SHIELDS_LEADER: QT_TRANSLATE_NOOP("Refusal", "The Leader cannot be attacked while a face-up Vice Leader is on the Field"),
    ExoWhy.ASSALTO_NOT_LEADER: QT_TRANSLATE_NOOP("Refusal", "ASSALTO: the turn it is played, this card attacks only cards that are not the Leader"),
    ExoWhy.BERSERK_TARGET: QT_TRANSLATE_NOOP("Refusal", "BERSERK: this card must attack the Leader or the Vice Leader"),
    ExoWhy.GUARDIA_WHEN: QT_TRANSLATE_NOOP("Refusal", "GUARDIA is used when your opponent declares an attack on your Leader or Vice Leader"),
    ExoWhy.GUARDIA_FACE_UP: QT_TRANSLATE_NOOP("Refusal", "GUARDIA needs the card face up on your Field"),
    ExoWhy.GUARDIA_IS_TARGET: QT_TRANSLATE_NOOP("Refusal", "This card is already the attack's target"),
    ExoWhy.GUARDIA_OWN_CHAIN: QT_TRANSLATE_NOOP("Refusal", "GUARDIA answers the attack's own chain"),
    ExoWhy.MUST_CHOOSE_CARDS: QT_TRANSLATE_NOOP("Refusal", "{player} must choose cards first"),
    ExoWhy.CHOOSE_OFFERED: QT_TRANSLATE_NOOP("Refusal", "Choose among the cards offered"),
    ExoWhy.CHOOSE_CARDS: QT_TRANSLATE_NOOP("Refusal", "Choose {count} card(s)"),
    ExoWhy.CHOOSE_UP_TO_CARDS: QT_TRANSLATE_NOOP("Refusal", "Choose up to {count} card(s)"),
    ExoWhy.COLOURS_DO_NOT_PAY: QT_TRANSLATE_NOOP("Refusal", "Those cards do not pay the coloured units of the Costo"),
    ExoWhy.NOT_THE_SACRIFICE: QT_TRANSLATE_NOOP("Refusal", "Those cards are not the Sacrificio the card asks for"),
    ExoWhy.MUST_ANSWER_MAY: QT_TRANSLATE_NOOP("Refusal", "{player} must answer yes or no first"),
    ExoWhy.MUST_ORDER: QT_TRANSLATE_NOOP("Refusal", "{player} must order the triggered effects first"),
    ExoWhy.ORDER_OFFERED: QT_TRANSLATE_NOOP("Refusal", "Order the cards offered (the next one first), each once"),
    ExoWhy.MUST_CHOOSE_OPTION: QT_TRANSLATE_NOOP("Refusal", "{player} must choose an option first"),
    ExoWhy.NO_SUCH_OPTION: QT_TRANSLATE_NOOP("Refusal", "There is no such option"),
    ExoWhy.ANSWER_FIRST: QT_TRANSLATE_NOOP("Refusal", "Answer the choice the game is waiting for first"),
    ExoWhy.MANUAL_PRIORITY: QT_TRANSLATE_NOOP("Refusal", "Only the player who holds priority may use manual tools"),
    ExoWhy.COVER_ON_FIELD: QT_TRANSLATE_NOOP("Refusal", "Only a card on the Field is covered or uncovered by hand"),
    ExoWhy.LEADER_NEVER_COVERED: QT_TRANSLATE_NOOP("Refusal", "A Leader is never covered"),
    ExoWhy.ALREADY_COVERED: QT_TRANSLATE_NOOP("Refusal", "It is already covered"),
    ExoWhy.ALREADY_FACE_UP: QT_TRANSLATE_NOOP("Refusal", "It is already face up"),
    ExoWhy.NO_ZONE: QT_TRANSLATE_NOOP("Refusal", "There is no such zone"),
    ExoWhy.OWN_CARDS_ONLY: QT_TRANSLATE_NOOP("Refusal", "You may move only your own cards"),
    ExoWhy.LEADER_STAYS: QT_TRANSLATE_NOOP("Refusal", "A Leader does not leave its area"),
    ExoWhy.BANISHED_COVERED: QT_TRANSLATE_NOOP("Refusal", "A covered banished card cannot change zone"),
    ExoWhy.DECK_TOP_ONLY: QT_TRANSLATE_NOOP("Refusal", "From the deck only the top card can be moved by hand"),
    ExoWhy.OUT_OF_GAME: QT_TRANSLATE_NOOP("Refusal", "That card is out of the game"),
    ExoWhy.ALREADY_IN_ZONE: QT_TRANSLATE_NOOP("Refusal", "It is already there ({zone})"),
    ExoWhy.VICE_ZONE_FULL: QT_TRANSLATE_NOOP("Refusal", "Your Vice Leader zone is taken"),
    ExoWhy.LIFE_RANGE: QT_TRANSLATE_NOOP("Refusal", "Change Vita by 1 to {most}"),
    ExoWhy.DECK_EMPTY: QT_TRANSLATE_NOOP("Refusal", "Your deck is empty"),
    ExoWhy.COUNTERS_ON_FIELD: QT_TRANSLATE_NOOP("Refusal", "Counters go only on cards on the Field"),
    ExoWhy.COUNTER_NAME: QT_TRANSLATE_NOOP("Refusal", "A counter type is a short lower-case name, like rabbia"),
    ExoWhy.COUNTER_RANGE: QT_TRANSLATE_NOOP("Refusal", "Change counters by 1 to {most}"),
    ExoWhy.FEWER_COUNTERS: QT_TRANSLATE_NOOP("Refusal", "That card has fewer counters than that"),
    ExoWhy.NOTHING_TO_UNDO: QT_TRANSLATE_NOOP("Refusal", "There is nothing to undo"),
    ExoWhy.UNDO_PAST_REVEAL: QT_TRANSLATE_NOOP("Refusal", "Cannot undo past a draw or another reveal of hidden information"),
}

# Each log code as a player reads it.
NOTE_WORDS: dict[Said, str] = {
    Said.TEXT: QT_TRANSLATE_NOOP("GameLog", "{text}"),
    Said.GOES_FIRST: QT_TRANSLATE_NOOP("GameLog", "{player} goes first"),
    Said.CONCEDES: QT_TRANSLATE_NOOP("GameLog", "{player} concedes: {winner} wins"),
    Said.LEADER_AT_ZERO: QT_TRANSLATE_NOOP("GameLog", "{player}'s Leader is at 0 Vita: {winner} wins"),
    Said.BOTH_AT_ZERO: QT_TRANSLATE_NOOP("GameLog", "Both Leaders are at 0 Vita: a draw"),
    Said.EMERGENCY_SIDE: QT_TRANSLATE_NOOP("GameLog", "{player}'s Leader {card} turns to its STATO DI EMERGENZA side"),
    Said.LIFE_LOST_ATTACKING: QT_TRANSLATE_NOOP("GameLog", "{player}'s Leader loses {count} Vita (it attacked): {life} left"),
    Said.LIFE_LOST_ATTACKED: QT_TRANSLATE_NOOP("GameLog", "{player}'s Leader loses {count} Vita (it was attacked): {life} left"),
    Said.LIFE_LOST_EFFECT: QT_TRANSLATE_NOOP("GameLog", "{player}'s Leader loses {count} Vita (effect of {card}): {life} left"),
    Said.LIFE_LOST_NO_DRAW: QT_TRANSLATE_NOOP("GameLog", "{player}'s Leader loses {count} Vita (no card to draw): {life} left"),
    Said.LIFE_LOST_NO_MILL: QT_TRANSLATE_NOOP("GameLog", "{player}'s Leader loses {count} Vita (no card to send from the deck): {life} left"),
    Said.LIFE_LOST_BY_HAND: QT_TRANSLATE_NOOP("GameLog", "{player}'s Leader loses {count} Vita (by hand): {life} left"),
    Said.LIFE_GAINED: QT_TRANSLATE_NOOP("GameLog", "{player}'s Leader gains {count} Vita: {life}"),
    Said.ATTACK_TO_VICE: QT_TRANSLATE_NOOP("GameLog", "The attack on {player}'s Leader turns to the Vice Leader {card}"),
    Said.DRAWS: QT_TRANSLATE_NOOP("GameLog", "{player} draws {count} cards"),
    Said.DRAWS_ONE: QT_TRANSLATE_NOOP("GameLog", "{player} draws a card"),
    Said.MILLS: QT_TRANSLATE_NOOP("GameLog", "{player} sends {card} from the top of the deck to the discard pile"),
    Said.PHASE_START: QT_TRANSLATE_NOOP("GameLog", "Turn {turn}, {player}: {phase}"),
    Said.RECOVERY: QT_TRANSLATE_NOOP("GameLog", "Recovery: covered cards turn face up; {count} card(s) go back from Occulto to their owners' hands"),
    Said.DECLARES_END_MAIN: QT_TRANSLATE_NOOP("GameLog", "{player} declares the end of the Main phase"),
    Said.DECLARES_END_MAIN_SKIP: QT_TRANSLATE_NOOP("GameLog", "{player} declares the end of the Main phase (no Battle phase)"),
    Said.DECLARES_END_ATTACKS: QT_TRANSLATE_NOOP("GameLog", "{player} declares the end of the attacks"),
    Said.DECLARES_END_TURN: QT_TRANSLATE_NOOP("GameLog", "{player} declares the end of the turn"),
    Said.DECLARES_CHANGE: QT_TRANSLATE_NOOP("GameLog", "{player} declares the change of phase"),
    Said.BATTLE_SUB_2: QT_TRANSLATE_NOOP("GameLog", "Battle sub-phase 2"),
    Said.TURN_WILL_END: QT_TRANSLATE_NOOP("GameLog", "The turn will end once the chains are resolved"),
    Said.PLAYS: QT_TRANSLATE_NOOP("GameLog", "{player} plays {card}"),
    Said.PLAYS_EVO: QT_TRANSLATE_NOOP("GameLog", "{player} plays the Evoluzione {card}"),
    Said.ACTIVATES: QT_TRANSLATE_NOOP("GameLog", "{player} activates {link}"),
    Said.USES_LEADER: QT_TRANSLATE_NOOP("GameLog", "{player} uses the Leader effect of {card}"),
    Said.REVEALS: QT_TRANSLATE_NOOP("GameLog", "{player} reveals {card} from the hand (RIVELA)"),
    Said.PAYS_COVER: QT_TRANSLATE_NOOP("GameLog", "{player} pays: covers {count} card(s)"),
    Said.PAYS_OCCULTO: QT_TRANSLATE_NOOP("GameLog", "{player} pays: puts {hidden} card(s) from the hand into Occulto"),
    Said.PAYS_BOTH: QT_TRANSLATE_NOOP("GameLog", "{player} pays: covers {count} card(s) and puts {hidden} card(s) from the hand into Occulto"),
    Said.SACRIFICES: QT_TRANSLATE_NOOP("GameLog", "{player} sacrifices {cards}"),
    Said.VICE_BANISHED_FOR_EVO: QT_TRANSLATE_NOOP("GameLog", "{player} banishes the Vice Leader {card} to play an Evoluzione Vice Leader"),
    Said.VICE_SACRIFICED_FOR_EVO: QT_TRANSLATE_NOOP("GameLog", "{player} sacrifices the Vice Leader {card} to play an Evoluzione Vice Leader"),
    Said.VICE_DESTROYED_FOR_EVO: QT_TRANSLATE_NOOP("GameLog", "{player} destroys the Vice Leader {card} to play an Evoluzione Vice Leader"),
    Said.VICE_CANNOT_COEXIST: QT_TRANSLATE_NOOP("GameLog", "{card} cannot coexist with the Vice Leader already there: it goes to the discard pile"),
    Said.ENTERS_FIELD: QT_TRANSLATE_NOOP("GameLog", "{card} enters the Field"),
    Said.ENTERS_FIELD_COVERED: QT_TRANSLATE_NOOP("GameLog", "{card} enters the Field covered"),
    Said.EMERGENCY_CHAIN: QT_TRANSLATE_NOOP("GameLog", "STATO DI EMERGENZA: {link} starts a new chain"),
    Said.WAITS_PARALLEL: QT_TRANSLATE_NOOP("GameLog", "{link} waits for the parallel chain"),
    Said.ADDS_LINK: QT_TRANSLATE_NOOP("GameLog", "{player} adds {link} to the chain"),
    Said.PASSES: QT_TRANSLATE_NOOP("GameLog", "{player} passes"),
    Said.BOTH_PASSED: QT_TRANSLATE_NOOP("GameLog", "Both players passed: the chain resolves"),
    Said.PARALLEL_BECOMES_CHAIN: QT_TRANSLATE_NOOP("GameLog", "The parallel chain becomes a new chain: {links}"),
    Said.NEGATED_MOVED: QT_TRANSLATE_NOOP("GameLog", "{card}: {keyword} is negated (the card moved or was covered)"),
    Said.DOES_NOT_USE: QT_TRANSLATE_NOOP("GameLog", "{player} does not use {link}"),
    Said.NOT_ACTIVATED_NO_TARGET: QT_TRANSLATE_NOOP("GameLog", "{link}: no legal target, so it is not activated"),
    Said.REMOVES_RABBIA: QT_TRANSLATE_NOOP("GameLog", "{player} removes a RABBIA counter from {card}"),
    Said.RESOLVING: QT_TRANSLATE_NOOP("GameLog", "Resolving {link}"),
    Said.NO_LONGER_IN_ETERE: QT_TRANSLATE_NOOP("GameLog", "{card} is no longer in Etere: nothing happens"),
    Said.COVERED_IN_ETERE: QT_TRANSLATE_NOOP("GameLog", "{card} was covered in Etere: it goes to the discard pile"),
    Said.CARD_BY_HAND: QT_TRANSLATE_NOOP("GameLog", "{card}: resolve its text by hand: {text}"),
    Said.CARD_TARGET_GONE: QT_TRANSLATE_NOOP("GameLog", "{card}: a target is gone, so its effect does not resolve"),
    Said.LINK_NEGATED: QT_TRANSLATE_NOOP("GameLog", "{link} is negated"),
    Said.LINK_BY_HAND: QT_TRANSLATE_NOOP("GameLog", "{link}: resolve its text by hand: {text}"),
    Said.LINK_TARGET_GONE: QT_TRANSLATE_NOOP("GameLog", "{link}: a target is gone, so the effect does not resolve"),
    Said.COVERED_BY_COPRI: QT_TRANSLATE_NOOP("GameLog", "{card} is covered (COPRI)"),
    Said.DECLARES_ATTACK: QT_TRANSLATE_NOOP("GameLog", "{player} declares an attack: {card} on {target}"),
    Said.ATTACKER_LEFT: QT_TRANSLATE_NOOP("GameLog", "The attacker left the Field: the attack ends"),
    Said.TARGET_LOST: QT_TRANSLATE_NOOP("GameLog", "The attack lost its target: no damage calculation"),
    Said.ATTACKER_COVERED: QT_TRANSLATE_NOOP("GameLog", "{card} is covered (it declared the attack)"),
    Said.DAMAGE_CALCULATION: QT_TRANSLATE_NOOP("GameLog", "Damage calculation: {card} {strength} against {target} {target_strength}"),
    Said.DIO_STAYS: QT_TRANSLATE_NOOP("GameLog", "{card} has DIO: it stays"),
    Said.DESTROYED_IN_BATTLE: QT_TRANSLATE_NOOP("GameLog", "{card} is destroyed in battle"),
    Said.COVERED_AFTER_BATTLE: QT_TRANSLATE_NOOP("GameLog", "{card} is covered after the battle"),
    Said.GUARDIA_NOTHING: QT_TRANSLATE_NOOP("GameLog", "GUARDIA: nothing to change"),
    Said.GUARDIA_NOT_LEADER: QT_TRANSLATE_NOOP("GameLog", "GUARDIA: the attack is not on its Leader or Vice Leader"),
    Said.GUARDIA_TURNS: QT_TRANSLATE_NOOP("GameLog", "GUARDIA: the attack turns to {card}"),
    Said.DISCARDS: QT_TRANSLATE_NOOP("GameLog", "{player} discards {cards}"),
    Said.INTO_OCCULTO: QT_TRANSLATE_NOOP("GameLog", "{player} puts {count} card(s) into Occulto"),
    Said.SEARCHES: QT_TRANSLATE_NOOP("GameLog", "{player} searches the deck and shows {cards}"),
    Said.PLAYS_BY_EFFECT: QT_TRANSLATE_NOOP("GameLog", "{player} plays {card} by an effect, without paying its Costo"),
    Said.MAKES_PEDINA: QT_TRANSLATE_NOOP("GameLog", "{player} makes a Pedina {card} in Etere"),
    Said.MAKES_RELIQUIA: QT_TRANSLATE_NOOP("GameLog", "{player} makes a Reliquia {card} and shuffles it into the deck"),
    Said.LEADER_ALREADY_USED: QT_TRANSLATE_NOOP("GameLog", "{player}'s Leader already used an effect this turn"),
    Said.LEADER_MAY_ATTACK: QT_TRANSLATE_NOOP("GameLog", "{player}'s Leader may attack"),
    Said.DESTROYED: QT_TRANSLATE_NOOP("GameLog", "{card} is destroyed"),
    Said.BANISHED: QT_TRANSLATE_NOOP("GameLog", "{card} is banished"),
    Said.COVERED: QT_TRANSLATE_NOOP("GameLog", "{card} is covered"),
    Said.UNCOVERED: QT_TRANSLATE_NOOP("GameLog", "{card} is uncovered"),
    Said.BACK_TO_HAND: QT_TRANSLATE_NOOP("GameLog", "{card} goes back to its owner's hand"),
    Said.BACK_TO_ZONE: QT_TRANSLATE_NOOP("GameLog", "{card} goes back to its owner's zone"),
    Said.INTO_DECK_TOP: QT_TRANSLATE_NOOP("GameLog", "{card} goes on top of its owner's deck"),
    Said.INTO_DECK_BOTTOM: QT_TRANSLATE_NOOP("GameLog", "{card} goes to the bottom of its owner's deck"),
    Said.INTO_DECK_SHUFFLED: QT_TRANSLATE_NOOP("GameLog", "{card} is shuffled into its owner's deck"),
    Said.INTO_EVO_DECK: QT_TRANSLATE_NOOP("GameLog", "{card} goes into its owner's Evolution deck"),
    Said.STRENGTH_UP: QT_TRANSLATE_NOOP("GameLog", "{card}: +{amount} strength"),
    Said.STRENGTH_DOWN: QT_TRANSLATE_NOOP("GameLog", "{card}: −{amount} strength"),
    Said.STRENGTH_SET: QT_TRANSLATE_NOOP("GameLog", "{card} has strength {amount}"),
    Said.GETS_COUNTERS: QT_TRANSLATE_NOOP("GameLog", "{card} gets {count} {counter} counter(s)"),
    Said.TAKES_CONTROL: QT_TRANSLATE_NOOP("GameLog", "{player} takes control of {card}"),
    Said.VICE_DISCARDED: QT_TRANSLATE_NOOP("GameLog", "{card} goes to the discard pile (two Vice Leader cannot coexist)"),
    Said.BECOMES_VICE: QT_TRANSLATE_NOOP("GameLog", "{card} becomes {player}'s Vice Leader"),
    Said.EFFECTS_NEGATED: QT_TRANSLATE_NOOP("GameLog", "The effects of {card} are negated"),
    Said.GAINS_KEYWORD: QT_TRANSLATE_NOOP("GameLog", "{card} gains {keyword}"),
    Said.MORE_ATTACKS: QT_TRANSLATE_NOOP("GameLog", "{card} may declare {count} more attack(s) this turn"),
    Said.TRANSFORMED: QT_TRANSLATE_NOOP("GameLog", "{card} is transformed into {into}"),
    Said.TRANSFORMED_UNNAMED: QT_TRANSLATE_NOOP("GameLog", "{card} is transformed"),
    Said.GOES_BACK_TO: QT_TRANSLATE_NOOP("GameLog", "{card} goes back to {to}"),
    Said.COVERS_BY_HAND: QT_TRANSLATE_NOOP("GameLog", "{player} covers {card} by hand"),
    Said.UNCOVERS_BY_HAND: QT_TRANSLATE_NOOP("GameLog", "{player} uncovers {card} by hand"),
    Said.MOVES_BY_HAND: QT_TRANSLATE_NOOP("GameLog", "{player} moves {card} from {src} to {zone} by hand"),
    Said.MOVES_HIDDEN_BY_HAND: QT_TRANSLATE_NOOP("GameLog", "{player} moves a card from {src} to {zone} by hand"),
    Said.SHUFFLES_BY_HAND: QT_TRANSLATE_NOOP("GameLog", "{player} shuffles their deck"),
    Said.COUNTERS_BY_HAND: QT_TRANSLATE_NOOP("GameLog", "{player} changes the {counter} counters of {card} by {amount}"),
}


# The actions a menu offers when a drop could mean more than one (context "Actions", as Lorcana's menus).
ACTION_WORDS = {
    "pass": QT_TRANSLATE_NOOP("Actions", "Pass"),
    "next_phase": QT_TRANSLATE_NOOP("Actions", "Next phase"),
    "skip_battle": QT_TRANSLATE_NOOP("Actions", "End the Main phase, skip the Battle phase"),
    "play": QT_TRANSLATE_NOOP("Actions", "Play {card}"),
    "play_on": QT_TRANSLATE_NOOP("Actions", "Play {card} on {targets}"),
    "play_alt": QT_TRANSLATE_NOOP("Actions", "Play {card} (alternative cost)"),
    "evolve": QT_TRANSLATE_NOOP("Actions", "Evolve into {card}"),
    "evolve_mode": QT_TRANSLATE_NOOP("Actions", "Evolve into {card} («{mode}» the Vice Leader)"),
    "attack": QT_TRANSLATE_NOOP("Actions", "Attack {target} with {card}"),
    "activate": QT_TRANSLATE_NOOP("Actions", "Activate {card}: {effect}"),
    "leader": QT_TRANSLATE_NOOP("Actions", "Use the Leader effect"),
    "reveal": QT_TRANSLATE_NOOP("Actions", "Reveal {card} (RIVELA)"),
    "choose": QT_TRANSLATE_NOOP("Actions", "Choose {targets}"),
    "choose_nothing": QT_TRANSLATE_NOOP("Actions", "Choose nothing"),
    "yes": QT_TRANSLATE_NOOP("Actions", "Yes"),
    "no": QT_TRANSLATE_NOOP("Actions", "No"),
    "option": QT_TRANSLATE_NOOP("Actions", "Option {n}"),
    "next": QT_TRANSLATE_NOOP("Actions", "Next: {card}"),
}


def worded_action(game: ExoGame, action: Action) -> Phrase:
    """An Exo action as a menu offers it ("Actions" context); a card hidden from the screen's player is "a covered
    card" (``view.public_name``), the other cards by their names; a manual tool by the engine's own words."""
    def name(i: int) -> str:
        shown = public_name(game, i)
        return COVERED_CARD if shown == "a covered card" else shown

    w = ACTION_WORDS
    if isinstance(action, Pass):
        return Phrase(w["pass"])
    if isinstance(action, NextPhase):
        return Phrase(w["skip_battle" if action.skip_battle else "next_phase"])
    if isinstance(action, Play):
        if action.targets:
            return Phrase(w["play_on"], {"card": game.name(action.card),
                                         "targets": ", ".join(name(t) for t in action.targets)})
        return Phrase(w["play_alt" if action.alt >= 0 else "play"], {"card": game.name(action.card)})
    if isinstance(action, Evolve):
        if action.mode:
            return Phrase(w["evolve_mode"], {"card": game.name(action.card), "mode": action.mode})
        return Phrase(w["evolve"], {"card": game.name(action.card)})
    if isinstance(action, Attack):
        return Phrase(w["attack"], {"card": game.name(action.card), "target": name(action.target)})
    if isinstance(action, Activate):
        return Phrase(w["activate"], {"card": game.name(action.card),
                                      "effect": game.card(action.card).abilities[action.ability].label})
    if isinstance(action, LeaderEffect):
        return Phrase(w["leader"])
    if isinstance(action, Reveal):
        return Phrase(w["reveal"], {"card": game.name(action.card)})
    if isinstance(action, ChooseTargets):
        if not action.targets:
            return Phrase(w["choose_nothing"])
        return Phrase(w["choose"], {"targets": ", ".join(name(t) for t in action.targets)})
    if isinstance(action, Accept):
        return Phrase(w["yes" if action.accept else "no"])
    if isinstance(action, ChooseOption):
        return Phrase(w["option"], {"n": str(action.option + 1)})
    if isinstance(action, OrderCards):
        return Phrase(w["next"], {"card": ", ".join(game.name(c) for c in action.order)})
    return Phrase(PLAIN, {"text": game.describe(action)})


PLAIN = QT_TRANSLATE_NOOP("Actions", "{text}")
COVERED_CARD = QT_TRANSLATE_NOOP("Actions", "a covered card")


def _fill(template: str, values: tuple[tuple[str, str | int], ...], seat_name: Callable[[int], str],
          seats: frozenset[str]) -> tuple[dict[str, str], tuple[str, ...]]:
    """The values a template names, a seat by its name; and which of them are words the window translates."""
    out: dict[str, str] = {}
    words = []
    for k, v in values:
        if "{" + k + "}" not in template:
            continue
        if k in seats and isinstance(v, int):
            out[k] = seat_name(v)
        elif k in WORD_VALUES and isinstance(v, str):
            out[k] = WORD_VALUES[k].get(v, v)
            words.append(k)
        else:
            out[k] = str(v)
    return out, tuple(words)


def worded_reason(reason: ExoReason, seat_name: Callable[[int], str]) -> tuple[Phrase, tuple[str, ...]]:
    """An Exo refusal as a player reads it ("Refusal" context): its code's template and values, and the names of
    the values that are words the window translates too ("GameLog" context: a phase, a zone)."""
    template = REASON_WORDS[reason.code]
    values, words = _fill(template, reason.values, seat_name, frozenset({"player"}))
    return Phrase(template, values), words


def worded_note(note_code: Said, values: tuple[tuple[str, str | int], ...], seat_name: Callable[[int], str],
                turn: int, action: int) -> LogLine:
    """An Exo log note as a line of the log ("GameLog" context), its seats named, its phase and zone words marked."""
    template = NOTE_WORDS[note_code]
    filled, words = _fill(template, values, seat_name, SEAT_VALUES)
    return LogLine(turn, -1, template, filled, action, words)


__all__ = ["ACTION_WORDS", "NOTE_WORDS", "PHASE_WORDS", "REASON_WORDS", "ZONE_WORDS", "worded_action", "worded_note", "worded_reason"]
