"""Why the Exo rules refuse an action: a typed reason (a code, its values, the rule it cites), worded in English
for logs and tests.

``ExoGame.check(action)`` returns an :class:`ExoReason` (or None) and the ``IllegalAction`` it raises carries one.
Each code's value is its English sentence (named values in braces) and the rule it cites: a part of the Italian
rules (they have no section numbers: "Catena di Effetti, regola 6") or a ruling of exo/DESIGN.md ("R-20").
The window words a reason by its code (``app/exo_words.py``), never by reading the English.

Lorcana's ``engine.reasons.Reason`` is the other kind of the shared ``rules_core.RuleReason``: its code is
Lorcana's ``Why`` and its rule a CR section; the Exo codes and rules are their own, so they live here beside the
Exo engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, unique
from typing import Final

from lorcana_desktop.rules_core.refusals import RuleReason

_CHAIN = "Catena di Effetti"
_MAIN = "Fase principale"
_BATTLE = "Fase di battaglia"
_ATTACK = "Fase di battaglia, attacco"


@unique
class ExoWhy(Enum):
    """The codes of the refusals: (the English sentence with named values, the rule it cites)."""

    _value_: tuple[str, str]

    # the game and the turn
    GAME_OVER = ("The game is over", "")
    NO_SUCH_CARD = ("There is no such card", "")
    NO_PLAYER = ("There is no player {number}", "")
    NOT_EXO_ACTION = ("{action} is not an action of Creatures of Exo", "")
    NOTHING_ASKED = ("Nothing is being asked now", "")
    RESOLVING = ("Nobody plays cards or activates effects while a chain resolves", _CHAIN)
    OTHER_HOLDS = (("{player} holds priority: wait until they play a card, activate an effect or declare a change "
                   "of phase"), f"{_CHAIN}, regola 2")
    NOTHING_TO_PASS = ("Nothing to pass: play a card, activate an effect, attack or declare the change of phase",
                       f"{_CHAIN}, regola 2")
    ONLY_ACTIVE_DECLARES = ("Only the player whose turn it is declares the change of phase", f"{_CHAIN}, regola 1")
    FINISH_CHAIN = ("Finish the chain first: both players pass", f"{_CHAIN}, regola 1")
    PHASE_DECLARED = ("The change of phase is declared: your opponent answers or passes", "R-11")
    PHASE_STARTING = ("The phase is starting: pass (your opponent may start a chain)", f"{_CHAIN}, regola 3")
    SKIP_FROM_MAIN = ("Only the Main phase can skip the Battle phase", _BATTLE)
    BERSERK_PENDING = (("BERSERK: a card must declare an attack on the Leader or the Vice Leader in each of your "
                       "Battle phases while it can"), "R-22")
    # playing a card
    NOT_FROM_HAND = ("You play only a card from your hand (an Evoluzione: evolve it)", _MAIN)
    NOT_PLAYED_FROM_HAND = ("This card is not played from the hand", "")
    TACTIC_PHASE = ("This Tattica can be played only during the {phase} phase", "R-12")
    CARD_PHASE = ("This card can be played only during the {phase} phase", _MAIN)
    RULE_6 = (("Creature, Vice Leader and Evoluzioni are not played in answer to a chain: only cards «in qualsiasi "
              "momento»"), f"{_CHAIN}, regola 6")
    OWN_MAIN_ONLY = ("Creature and Vice Leader are played during your Main phase", _MAIN)
    VICE_ZONE_TAKEN = ("You cannot play a Vice Leader while your Vice Leader zone is taken", "Aree di gioco")
    PLAY_CONDITION = ("«Puoi giocare questa carta solo se…»: its condition is not met", f"{_MAIN}, 6")
    NO_ALT_COST = ("This card has no such alternative cost", "")
    ALT_CONDITION = ("The condition of that alternative cost is not met", f"{_MAIN}, 6")
    ALT_SACRIFICE = ("That alternative cost is a Sacrificio: this program plays only a Costo as an alternative", "")
    NO_TARGET = ("There is no legal target: these effects are activated only when there is one", "Bersaglio")
    CANNOT_PAY = ("You cannot pay its Costo of {amount}", "R-1")
    CANNOT_PAY_COLOURS = ("You cannot pay its Costo of {amount} ({colours})", "R-1")
    TARGETS_WITH_TACTIC = (("Give targets with the card only for a Tattica with one target; else choose them when "
                           "asked"), "")
    NOT_A_LEGAL_TARGET = ("Not a legal target for this card", "Bersaglio")
    CHOOSE_TARGETS = ("Choose {count} target(s)", "Bersaglio")
    CHOOSE_UP_TO_TARGETS = ("Choose up to {count} target(s)", "Bersaglio")
    # Evoluzioni
    EVO_FROM_EVO_DECK = ("An Evoluzione is played from your Evolution deck", "")
    ONLY_EVO_SACRIFICE = ("Only an Evoluzione is played by a Sacrificio", "")
    EVO_OWN_MAIN = ("An Evoluzione is played during your Main phase", "R-33")
    NO_MODE = ("This card has no mode {mode}", "R-41")
    MODE_NEEDS_VICE = ("«{mode}» needs your Vice Leader in its zone, and one that can undergo it", "R-41")
    SACRIFICE_THE_VICE = ("Your Vice Leader zone is taken: sacrifice the Vice Leader there", "R-41")
    CANNOT_SACRIFICE = ("You cannot pay its Sacrificio (the named face-up cards of your Field)", "")
    # effects
    RULE_7 = ("A card already on the chain adds no other effect of its own", f"{_CHAIN}, regola 7")
    ONCE_PER_TURN = ("Once per turn: this effect (or one of a card of yours with the same name) was used this turn",
                     "Una volta per turno")
    ACTIVATE_CONDITION = ("«Attiva solo se…»: its condition is not met", f"{_MAIN}, 6")
    CANNOT_PAY_TRIGGER = ("You cannot pay its «condizione di innesco»", "")
    NO_ABILITY = ("This card has no such ability", "")
    NOT_ON_YOUR_FIELD = ("The card must be on your Field", "")
    LEADER_BY_ITS_ACTION = ("A Leader's effect is used with the Leader effect action", "")
    NOT_ACTIVE = ("A covered (or negated) card's effects are not active", "R-18")
    COPRI_OWN_MAIN = ("COPRI is activated during your Main phase", "COPRI")
    EFFECT_PHASE = ("This effect is used during the {phase} phase", "")
    EFFECT_OWN_MAIN = ("These effects are used only during your Main phase and from your Field", _MAIN)
    TRIGGERS_ITSELF = ("This ability is not activated by a player (it triggers by itself)", "")
    NO_LEADER_EFFECT = ("Your Leader has no such effect (on the side it shows)", "")
    ONE_LEADER_EFFECT = ("Only one Leader effect is used each turn", "Effetto Leader")
    LEADER_EFFECT_PHASE = ("This Leader effect is used during the {phase} phase", "Effetto Leader")
    LEADER_EFFECT_OWN_MAIN = ("A Leader effect is used only during the Main phase of your turn", "Effetto Leader")
    NO_RIVELA = ("This card has no such RIVELA effect", "RIVELA")
    RIVELA_FROM_HAND = ("RIVELA is used by revealing the card from your hand", "R-25")
    RIVELA_PHASE = ("This RIVELA is used during the {phase} phase", "R-25")
    # attacks
    ONLY_ACTIVE_ATTACKS = ("Only the player whose turn it is attacks", _BATTLE)
    BATTLE_PHASE_ONLY = ("Attacks are declared in your Battle phase", _BATTLE)
    ATTACK_WINDOW = ("Attacks are declared when no chain is open, after the start of the Battle phase", _BATTLE)
    ATTACK_FROM_FIELD = ("Only a card on your Field can attack", _ATTACK)
    LEADER_NO_ATTACK = ("The Leader does not attack (unless an effect lets it)", "R-15")
    COVERED_NO_ATTACK = ("A covered card cannot declare an attack", "R-18")
    ZERO_STRENGTH = ("A card with strength 0 cannot declare an attack", _ATTACK)
    ONE_ATTACK = ("Each card declares one attack: this card already attacked this turn", _ATTACK)
    TRANSFORMED_NO_ATTACK = ("A card transformed this turn cannot declare an attack", "R-39")
    JUST_PLAYED = ("Creature and Vice Leader cannot attack the turn they are played", "R-20")
    TARGET_OPPONENT = ("The target must be a card on your opponent's Field or their Leader", _ATTACK)
    VICE_SHIELDS_LEADER = ("The Leader cannot be attacked while a face-up Vice Leader is on the Field", _ATTACK)
    ASSALTO_NOT_LEADER = ("ASSALTO: this card can attack only non-Leader cards the turn it was played", "ASSALTO")
    BERSERK_TARGET = ("BERSERK: this card must attack the Leader or the Vice Leader", "R-22")
    GUARDIA_WHEN = ("GUARDIA is used when your opponent declares an attack on your Leader or Vice Leader", "R-21")
    GUARDIA_FACE_UP = ("GUARDIA needs the card face up on your Field", "R-21")
    GUARDIA_IS_TARGET = ("This card is already the attack's target", "R-21")
    GUARDIA_OWN_CHAIN = ("GUARDIA answers the attack's own chain", "R-21")
    # answering a decision
    MUST_CHOOSE_CARDS = ("{player} must choose cards first", "")
    CHOOSE_OFFERED = ("Choose among the cards offered", "")
    CHOOSE_CARDS = ("Choose {count} card(s)", "")
    CHOOSE_UP_TO_CARDS = ("Choose up to {count} card(s)", "")
    COLOURS_DO_NOT_PAY = ("Those cards do not pay the coloured units of the Costo", "R-1")
    NOT_THE_SACRIFICE = ("Those cards are not the Sacrificio the card asks for", "")
    MUST_ANSWER_MAY = ("{player} must answer yes or no first", "R-24")
    MUST_ORDER = ("{player} must order the triggered effects first", "R-13")
    ORDER_OFFERED = ("Order the cards offered (the next one first), each once", "R-13")
    MUST_CHOOSE_OPTION = ("{player} must choose an option first", "")
    NO_SUCH_OPTION = ("There is no such option", "")
    # manual tools (engine/manual.py)
    ANSWER_FIRST = ("Answer the choice the game is waiting for first", "")
    MANUAL_PRIORITY = ("Only the player who holds priority may use manual tools", "")
    COVER_ON_FIELD = ("Only a card on the Field is covered or uncovered by hand", "")
    LEADER_NEVER_COVERED = ("A Leader is never covered", "Aree di gioco")
    ALREADY_COVERED = ("It is already covered", "")
    ALREADY_FACE_UP = ("It is already face up", "")
    NO_ZONE = ("There is no zone {zone}", "")
    OWN_CARDS_ONLY = ("You may move only your own cards", "")
    LEADER_STAYS = ("A Leader does not leave its area", "Aree di gioco")
    BANISHED_COVERED = ("A covered banished card cannot change zone", "R-28")
    DECK_TOP_ONLY = ("From the deck only the top card can be moved by hand", "")
    OUT_OF_GAME = ("That card is out of the game", "")
    ALREADY_IN_ZONE = ("It is already in that zone ({zone})", "")
    VICE_ZONE_FULL = ("Your Vice Leader zone is taken", "Aree di gioco")
    LIFE_RANGE = ("Change life by 1 to {most}", "")
    DECK_EMPTY = ("Your deck is empty", "")
    COUNTERS_ON_FIELD = ("Counters go only on cards on the Field", "")
    COUNTER_NAME = ("A counter type is a short lower-case name, like rabbia", "")
    COUNTER_RANGE = ("Change counters by 1 to {most}", "")
    FEWER_COUNTERS = ("That card has fewer counters than that", "")
    # history
    NOTHING_TO_UNDO = ("There is nothing to undo", "")
    UNDO_PAST_REVEAL = ("Cannot undo past a draw or another reveal of hidden information", "")

    @property
    def sentence(self) -> str:
        """The English sentence, with its values in braces."""
        return self.value[0]

    @property
    def rule(self) -> str:
        """The rule it cites ("" when none does: a tool of this program, or plain bookkeeping)."""
        return self.value[1]


@dataclass(frozen=True, slots=True)
class ExoReason(RuleReason):
    """Why an Exo action is refused: its code and its values by name (``player``: a seat, 0 or 1); the Exo kind of
    ``rules_core.RuleReason`` (``value(name)``, ``str()`` and the text come from there)."""

    code: ExoWhy
    values: tuple[tuple[str, str | int], ...] = ()

    @property
    def sentence(self) -> str:
        return self.code.sentence

    @property
    def rule(self) -> str:
        return self.code.rule

    def named_values(self) -> dict[str, str | int]:
        return {k: f"Player {v}" if k == "player" else v for k, v in self.values}


_PLAIN: Final[dict[str, ExoReason]] = {code.name: ExoReason(code) for code in ExoWhy}  # (by name: an Enum hashes slowly)
# Reasons with values made before (a frozen dataclass is slow to build, and the listing of legal actions refuses the
# same few things again and again: a Costo of 3 that cannot be paid, a card of the Battle phase).
_MADE: Final[dict[tuple[str, tuple[tuple[str, str | int], ...]], ExoReason]] = {}


def refusal(code: ExoWhy, **values: str | int) -> ExoReason:
    """A reason of ``code`` with its values (one shared object for a code without values: the legal-action
    listing makes many refusals)."""
    if not values:
        return _PLAIN[code._name_]
    items = tuple(values.items())
    key = (code._name_, items)
    made = _MADE.get(key)
    if made is None:
        if len(_MADE) >= 4096:
            _MADE.clear()
        made = _MADE[key] = ExoReason(code, items)
    return made


__all__ = ["ExoReason", "ExoWhy", "refusal"]
