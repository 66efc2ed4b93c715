"""Sentences the Qt-free layers build (log lines, the engine's reasons, the actions of a menu) said in the
window's language: their templates translated, the words among their values translated too, and the cards
they name shown by their names in that language."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lorcana_desktop.app.action_words import WITH_DROP, WITH_DROPS, drops_of, worded_action
from lorcana_desktop.app.deck_words import worded_rule
from lorcana_desktop.app.engine_words import Phrase, worded
from lorcana_desktop.app.game_log import LogLine
from lorcana_desktop.app.query_words import worded_problem
from lorcana_desktop.ui.i18n import translate
from lorcana_desktop.ui.shown_cards import shown_names

if TYPE_CHECKING:
    from lorcana_desktop.engine import Action, Game
    from lorcana_desktop.rules_core import RuleReason


def phrase_text(context: str, phrase: Phrase) -> str:
    """A phrase of ``context`` ("Refusal", "Actions", "GameLog") in the window's language."""
    values = dict(phrase.values)
    for key, names in phrase.cards.items():
        values[key] = shown_names(names)
    return translate(context, phrase.template).format(**values)  # i18n: marked in app/


def log_text(line: LogLine) -> str:
    """A log line in the window's language."""
    values = dict(line.values)
    for key in line.words:
        values[key] = translate("GameLog", values[key])  # i18n: a zone or a reason, marked in app/game_log
    for key, names in line.cards.items():
        values[key] = shown_names(names)
    return translate("GameLog", line.template).format(**values)  # i18n: marked in app/game_log


def rule_text(message: str) -> str:
    """A deck rule's sentence ("The deck has 0 cards; Core needs at least 60") in the window's language."""
    phrase = worded_rule(message)
    values = dict(phrase.values)
    if "format" in values:
        values["format"] = translate("Formats", values["format"])  # i18n: the formats' names, in game_words
    return translate("DeckRules", phrase.template).format(**values)  # i18n: marked in app/deck_words


def search_problems_text(problems: tuple[str, ...]) -> str:
    """The problems of a search that was not understood, one a line, each marked ⚠, in the window's language."""
    lines = []
    for problem in problems:
        phrase = worded_problem(problem)
        lines.append("\u26a0 " + translate("SearchProblems", phrase.template).format(**phrase.values))  # i18n: marked in app/query_words
    return "\n".join(lines)


def reason_text(reason: RuleReason | str) -> str:
    """The engine's reason for refusing an action, as a player reads it in the window's language."""
    return phrase_text("Refusal", worded(reason))


def action_text(game: Game, action: Action) -> str:
    """An action as a menu offers it, in the window's language ("Play Elsa", "Quest with Elsa")."""
    text = phrase_text("Actions", worded_action(game, action))
    drops = drops_of(action)
    if drops == 1:
        return translate("Actions", WITH_DROP).format(action=text)  # i18n: marked in app/action_words
    if drops > 1:
        return translate("Actions", WITH_DROPS).format(action=text, drops=drops)  # i18n: marked in app/action_words
    return text
