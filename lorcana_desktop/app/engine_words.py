"""The engine's own sentences in a player's words: why an action is refused (``IllegalAction.reason``,
``Game.check``) and the notes it writes in the log, each read once here into an English template with
named values that the window translates (context "Refusal" for reasons, "GameLog" for notes).

This is the one place that reads the engine's English: the engine words its reasons as text today.
When it gives typed reasons (a kind and its values: the card, the cost, the ink ready, the CR
section), :func:`worded` and :func:`worded_note` read those instead and every pattern here goes. A
sentence no pattern knows is shown as the engine gives it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field


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


# The engine's reasons (engine/legal.py, app/game_session.py) and how a player reads them; the first
# match wins, so the longer sentence of two that start alike comes first.
REASONS = _patterns((
    (r"Needs (?P<cost>\d+) ink; you have (?P<ready>\d+) ready",
     QT_TRANSLATE_NOOP("Refusal", "Needs {cost} ink; you have {ready} ready")),
    (r"Needs (?P<cost>\d+) ink; you have (?P<ready>\d+) ready; you may also remove (?P<drops>\d+) more ink drops? to pay",
     QT_TRANSLATE_NOOP("Refusal", "Needs {cost} ink; you have {ready} ready (ink drops may pay {drops} more)")),
    (r"Needs (?P<cost>\d+) ink to Shift; you have (?P<ready>\d+) ready",
     QT_TRANSLATE_NOOP("Refusal", "Shift needs {cost} ink; you have {ready} ready")),
    (r"Needs (?P<cost>\d+) ink to Shift; you have (?P<ready>\d+) ready; you may also remove (?P<drops>\d+) more ink"
     + r" drops? to pay",
     QT_TRANSLATE_NOOP("Refusal", "Shift needs {cost} ink; you have {ready} ready (ink drops may pay {drops} more)")),
    (r"Needs (?P<cost>\d+) ink to move there; you have (?P<ready>\d+) ready(; you may also .*)?",
     QT_TRANSLATE_NOOP("Refusal", "Moving there needs {cost} ink; you have {ready} ready")),
    (r"You have (?P<have>\d+) ink drops?; you cannot remove (?P<drops>\d+)",
     QT_TRANSLATE_NOOP("Refusal", "Ink drops: you have {have}, you cannot remove {drops}")),
    (r"(?P<card>.+) is still drying: it was played this turn",
     QT_TRANSLATE_NOOP("Refusal", "Drying: played this turn")),
    (r"(?P<card>.+) is still drying and cannot sing",
     QT_TRANSLATE_NOOP("Refusal", "{card} is drying: played this turn, it cannot sing yet")),
    (r"(?P<card>.+) is still drying",
     QT_TRANSLATE_NOOP("Refusal", "Drying: played this turn")),
    (r"(?P<card>.+) is exerted and cannot sing",
     QT_TRANSLATE_NOOP("Refusal", "{card} is exerted and cannot sing")),
    (r"(?P<card>.+) is exerted( and cannot challenge)?",
     QT_TRANSLATE_NOOP("Refusal", "Exerted: it readies at the start of your turn")),
    (r"You already put a card into your inkwell this turn",
     QT_TRANSLATE_NOOP("Refusal", "You already put a card into your inkwell this turn")),
    (r"(?P<card>.+) has no inkwell symbol and cannot be put into the inkwell",
     QT_TRANSLATE_NOOP("Refusal", "No inkwell symbol: it cannot go into the inkwell")),
    (r"(?P<target>.+) is ready; only exerted characters can be challenged",
     QT_TRANSLATE_NOOP("Refusal", "Only exerted characters can be challenged, and {target} is ready")),
    (r"(?P<target>.+) has Evasive; only characters with Evasive can challenge it",
     QT_TRANSLATE_NOOP("Refusal", "{target} has Evasive: only characters with Evasive can challenge it")),
    (r"(?P<target>.+) cannot be challenged: you must challenge a character with Bodyguard",
     QT_TRANSLATE_NOOP("Refusal", "You must challenge a character with Bodyguard first")),
    (r"(?P<target>.+) is yours; challenge an opposing card",
     QT_TRANSLATE_NOOP("Refusal", "{target} is yours: challenge an opposing card")),
    (r"(?P<card>.+) has Reckless and cannot quest",
     QT_TRANSLATE_NOOP("Refusal", "Reckless: it cannot quest")),
    (r"(?P<card>.+) is not a character; only characters quest",
     QT_TRANSLATE_NOOP("Refusal", "Only characters quest")),
    (r"(?P<card>.+) is not a character; only characters challenge",
     QT_TRANSLATE_NOOP("Refusal", "Only characters challenge")),
    (r"(?P<card>.+) is not a character; only characters move to locations",
     QT_TRANSLATE_NOOP("Refusal", "Only characters move to locations")),
    (r"(?P<card>.+) is already at (?P<location>.+)",
     QT_TRANSLATE_NOOP("Refusal", "{card} is already at {location}")),
    (r"(?P<card>.+) cannot Shift onto (?P<bases>.+)",
     QT_TRANSLATE_NOOP("Refusal", "{card} cannot Shift onto {bases}: it needs a character of yours with the "
                                  "same name")),
    (r"(?P<card>.+) is not a song; only songs are sung",
     QT_TRANSLATE_NOOP("Refusal", "Only songs are sung")),
    (r"(?P<target>.+) has Ward; opponents cannot choose it",
     QT_TRANSLATE_NOOP("Refusal", "{target} has Ward: opponents cannot choose it")),
    (r"(?P<card>.+) must quest if able: it can quest, so you cannot end your turn yet",
     QT_TRANSLATE_NOOP("Refusal", "{card} must quest if able: it can quest, so you cannot end your turn yet")),
    (r"(?P<card>.+) is Adventurous: it must quest this turn while it can",
     QT_TRANSLATE_NOOP("Refusal", "{card} must quest this turn while it can")),
    (r"(?P<card>.+) is not in your hand",
     QT_TRANSLATE_NOOP("Refusal", "{card} is not in your hand")),
    (r"(?P<card>.+) cannot quest now",
     QT_TRANSLATE_NOOP("Refusal", "{card} cannot quest now")),
    (r"(?P<card>.+) cannot challenge now",
     QT_TRANSLATE_NOOP("Refusal", "{card} cannot challenge now")),
    (r"(?P<target>.+) cannot be challenged now",
     QT_TRANSLATE_NOOP("Refusal", "{target} cannot be challenged now")),
    (r"Turn actions are only taken in the Main phase",
     QT_TRANSLATE_NOOP("Refusal", "Turn actions are taken only in the Main phase")),
    (r"It is (?P<name>.+)'s decision, not yours",
     QT_TRANSLATE_NOOP("Refusal", "It is {name}'s turn to decide")),
    (r"The game is over",
     QT_TRANSLATE_NOOP("Refusal", "The game is over")),
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
    (r"Your deck is empty",
     QT_TRANSLATE_NOOP("Refusal", "Your deck is empty")),
    (r"Choose up to (?P<n>\d+)",
     QT_TRANSLATE_NOOP("Refusal", "Choose up to {n}")),
    (r"Choose exactly (?P<n>\d+)",
     QT_TRANSLATE_NOOP("Refusal", "Choose exactly {n}")),
))
ENGINE_WORDS = QT_TRANSLATE_NOOP("Refusal", "{text}")  # a reason said as the engine says it

# The notes the engine writes in the log (engine ``Note`` events), read the same way.
NOTES = _patterns((
    (r"(?P<ability>.+): its condition is not met when it resolves, no effect",
     QT_TRANSLATE_NOOP("GameLog", "{ability}: its condition is not met when it resolves, so it has no effect")),
    (r"(?P<ability>.+) already resolved this turn: no effect",
     QT_TRANSLATE_NOOP("GameLog", "{ability} already resolved this turn: no effect")),
    (r"Player (?P<player>\d+) pays (?P<count>\d+) \u2b21",
     QT_TRANSLATE_NOOP("GameLog", "Player {player} pays {count} \u2b21")),
    (r"Player (?P<player>\d+) can't lose lore now",
     QT_TRANSLATE_NOOP("GameLog", "Player {player} can't lose lore now")),
    (r"Player (?P<player>\d+) can't gain lore now",
     QT_TRANSLATE_NOOP("GameLog", "Player {player} can't gain lore now")),
    (r"Damage counters can't be removed now, so none is moved",
     QT_TRANSLATE_NOOP("GameLog", "Damage counters can't be removed now, so none is moved")),
    (r"Damage counters can't be removed now",
     QT_TRANSLATE_NOOP("GameLog", "Damage counters can't be removed now")),
    (r"(?P<card>.+): named abilities not automated yet",
     QT_TRANSLATE_NOOP("GameLog", "{card}: its named abilities are not automated yet")),
    (r"The song is no longer in the discard: no effect",
     QT_TRANSLATE_NOOP("GameLog", "The song is no longer in the discard: no effect")),
    (r"Player (?P<player>\d+) (?P<why>conceded|has no cards in their deck at the end of their turn) and leaves the"
     + r" game", QT_TRANSLATE_NOOP("GameLog", "Player {player} leaves the game")),
))
NOTE_WORDS = QT_TRANSLATE_NOOP("GameLog", "{text}")


def _read(text: str, patterns: tuple[tuple[re.Pattern[str], str], ...], fallback: str) -> Phrase:
    for pattern, template in patterns:
        m = pattern.match(text)
        if m:
            values = {k: v for k, v in m.groupdict().items() if v is not None and "{" + k + "}" in template}
            return Phrase(template, values, {k: (v,) for k, v in values.items() if k in _CARD_VALUES})
    return Phrase(fallback, {"text": text})


def worded(reason: str) -> Phrase:
    """The engine's ``reason`` as a player reads it: a known sentence as its template, else as it is."""
    return _read(reason, REASONS, ENGINE_WORDS)


def worded_note(note: str) -> Phrase:
    """An engine note of the log as a template of the "GameLog" context, else as it is."""
    return _read(note, NOTES, NOTE_WORDS)
