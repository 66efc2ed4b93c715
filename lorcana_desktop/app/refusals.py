"""Why a card on the table cannot be used now, in a player's words: the engine's reasons (``Game.check``
on the actions a drag could mean), worded as templates the window translates.

A :class:`Refusal` is an English template with named values, like a game log line: the window shows
``QCoreApplication.translate("Refusal", refusal.template).format(**refusal.values)``. The engine's own
sentences carry rule numbers and card names for the log and the tests; the common ones are said here
shorter ("Drying: played this turn"), and any other reason is shown as the engine gives it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from lorcana_desktop.engine import HAND, PLAY, Challenge, InkCard, PlayCard, Quest
from lorcana_desktop.engine.defs import CHARACTER

if TYPE_CHECKING:
    from lorcana_desktop.app.game_session import GameSession


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation in ``context``; translated where it is shown."""
    return text


_T = "Refusal"


@dataclass(frozen=True, slots=True)
class Refusal:
    """One reason, as a template and its values (``text`` is the English sentence)."""

    template: str
    values: dict[str, str] = field(default_factory=dict)

    @property
    def text(self) -> str:
        return self.template.format(**self.values)


# The engine's sentences (see engine/legal.py) and how a player reads them; the first match wins.
_WORDINGS: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p), t) for p, t in (
    (r"^Needs (?P<cost>\d+) ink; you have (?P<ready>\d+) ready$",
     QT_TRANSLATE_NOOP(_T, "Needs {cost} ink; you have {ready} ready")),
    (r"^Needs (?P<cost>\d+) ink to Shift; you have (?P<ready>\d+) ready$",
     QT_TRANSLATE_NOOP(_T, "Shift needs {cost} ink; you have {ready} ready")),
    (r"^.+ is still drying: it was played this turn \(CR [\d.]+\)$",
     QT_TRANSLATE_NOOP(_T, "Drying: played this turn")),
    (r"^.+ is exerted( and cannot challenge \(CR [\d.]+\))?$",
     QT_TRANSLATE_NOOP(_T, "Exerted: it readies at the start of your turn")),
    (r"^You already put a card into your inkwell this turn \(CR [\d.]+\)$",
     QT_TRANSLATE_NOOP(_T, "You already put a card into your inkwell this turn")),
    (r"^(?P<card>.+) has no inkwell symbol and cannot be put into the inkwell \(CR [\d.]+\)$",
     QT_TRANSLATE_NOOP(_T, "No inkwell symbol: it cannot go into the inkwell")),
    (r"^(?P<target>.+) is ready; only exerted characters can be challenged \(CR [\d.]+\)$",
     QT_TRANSLATE_NOOP(_T, "Only exerted characters can be challenged, and {target} is ready")),
    (r"^(?P<target>.+) has Evasive; only characters with Evasive can challenge it \(CR [\d.]+\)$",
     QT_TRANSLATE_NOOP(_T, "{target} has Evasive: only characters with Evasive can challenge it")),
    (r"^It is (?P<name>.+)'s decision, not yours$",
     QT_TRANSLATE_NOOP(_T, "It is {name}'s turn to decide")),
))
ENGINE_WORDS = QT_TRANSLATE_NOOP(_T, "{text}")  # a reason said as the engine says it
NOTHING_TO_CHALLENGE = QT_TRANSLATE_NOOP(_T, "No opposing character to challenge")
CANNOT_PLAY = QT_TRANSLATE_NOOP(_T, "Can't play it: {why}")
CANNOT_INK = QT_TRANSLATE_NOOP(_T, "Can't ink it: {why}")
CANNOT_QUEST = QT_TRANSLATE_NOOP(_T, "Can't quest: {why}")
CANNOT_CHALLENGE = QT_TRANSLATE_NOOP(_T, "Can't challenge: {why}")


def worded(reason: str) -> Refusal:
    """The engine's ``reason`` as a player reads it: a known sentence as its template, else as it is."""
    for pattern, template in _WORDINGS:
        m = pattern.match(reason)
        if m:
            return Refusal(template, {k: v for k, v in m.groupdict().items() if v is not None})
    return Refusal(ENGINE_WORDS, {"text": reason})


def card_refusals(session: GameSession, card: int) -> list[tuple[str, Refusal]]:
    """What the person at the screen cannot do with their ``card`` now, and why: (template of the
    refused deed, its reason). Empty when it is not their card in hand or in play, when a choice is
    waiting (answering it is what the table asks then), or when nothing is refused."""
    game = session.game
    st = game.state
    if not 0 <= card < len(st.cid) or st.owner[card] != session.screen or game.pending_info() is not None:
        return []
    out: list[tuple[str, Refusal]] = []
    if st.zone[card] == HAND:
        for deed, action in ((CANNOT_PLAY, PlayCard(card)), (CANNOT_INK, InkCard(card))):
            reason = session.check(action)
            if reason:
                out.append((deed, worded(reason)))
    elif st.zone[card] == PLAY and game.idef[card].type == CHARACTER:
        reason = session.check(Quest(card))
        if reason:
            out.append((CANNOT_QUEST, worded(reason)))
        targets = [t for q in range(st.players) if q != session.screen for t in st.play[q]]
        reasons = [session.check(Challenge(card, t)) for t in targets]
        if targets and all(reasons):
            out.append((CANNOT_CHALLENGE, worded(reasons[0] or "")))
        elif not targets:
            out.append((CANNOT_CHALLENGE, Refusal(NOTHING_TO_CHALLENGE)))
    return out


def drag_refusal(session: GameSession, card: int) -> Refusal | None:
    """Why the card cannot be dragged anywhere now: its first reason (in hand, why it cannot be
    played; in play, why it cannot quest, else why it cannot challenge)."""
    found = card_refusals(session, card)
    if not found:
        return None
    # Only the reason: "Needs 4 ink; you have 3 ready", "Drying: played this turn".
    return found[0][1]
