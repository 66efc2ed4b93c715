"""The Exo engine's refusals and log lines in the window's language (their templates in ``app/exo_words.py``)."""

from __future__ import annotations

from collections.abc import Callable

from lorcana_desktop.app.exo_words import COVERED_CARD, worded_action, worded_reason
from lorcana_desktop.app.game_log import LogLine
from lorcana_desktop.exo.engine import Action, ExoGame
from lorcana_desktop.exo.engine.reasons import ExoReason
from lorcana_desktop.rules_core import RuleReason
from lorcana_desktop.ui.i18n import translate
from lorcana_desktop.ui.phrases import log_text, reason_text


def exo_reason_text(reason: RuleReason | str, seat_name: Callable[[int], str]) -> str:
    """Why the Exo table refuses something: an Exo rule's reason by its code's template, the session's own
    sentence (or Lorcana's shared reason) as the Lorcana table words it."""
    if isinstance(reason, ExoReason):
        phrase, words = worded_reason(reason, seat_name)
        values = dict(phrase.values)
        for key in words:
            values[key] = translate("GameLog", values[key])  # i18n: a phase or a zone, marked in app/exo_words
        return translate("Refusal", phrase.template).format(**values)  # i18n: marked in app/exo_words
    return reason_text(reason)


def exo_action_text(game: ExoGame, action: Action) -> str:
    """An Exo action as a menu offers it, in the window's language."""
    phrase = worded_action(game, action)
    covered = translate("Actions", COVERED_CARD)  # i18n: marked in app/exo_words
    values = {k: v.replace(COVERED_CARD, covered) for k, v in phrase.values.items()}  # (a card's name never says it)
    return translate("Actions", phrase.template).format(**values)  # i18n: marked in app/exo_words


def exo_log_text(line: LogLine) -> str:
    """A line of the Exo log in the window's language."""
    return log_text(line)


__all__ = ["exo_action_text", "exo_log_text", "exo_reason_text"]
