"""Why a card on the table cannot be used now, in a player's words: the engine's reasons (``Game.check``
on the actions a drag could mean), worded as templates the window translates.

A :class:`Refusal` is an English template with named values, like a game log line: the window shows
``QCoreApplication.translate("Refusal", refusal.template).format(**refusal.values)``. The engine's reasons are
typed (a code and its values, ``engine.reasons``); ``app/engine_words.py`` words each code through its template,
often shorter than the English ("Drying: played this turn"), and the session's own sentences by pattern.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lorcana_desktop.app.engine_words import ENGINE_WORDS, Phrase, worded
from lorcana_desktop.engine import HAND, PLAY, Challenge, InkCard, PlayCard, Quest
from lorcana_desktop.engine.defs import CHARACTER

if TYPE_CHECKING:
    from lorcana_desktop.app.game_session import GameSession


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation in ``context``; translated where it is shown."""
    return text


Refusal = Phrase  # one reason: a template and its values (``text`` is the English sentence)
NOTHING_TO_CHALLENGE = QT_TRANSLATE_NOOP("Refusal", "No opposing character to challenge")
CANNOT_PLAY = QT_TRANSLATE_NOOP("Refusal", "Can't play it: {why}")
CANNOT_INK = QT_TRANSLATE_NOOP("Refusal", "Can't ink it: {why}")
CANNOT_QUEST = QT_TRANSLATE_NOOP("Refusal", "Can't quest: {why}")
CANNOT_CHALLENGE = QT_TRANSLATE_NOOP("Refusal", "Can't challenge: {why}")


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


__all__ = ["CANNOT_CHALLENGE", "CANNOT_INK", "CANNOT_PLAY", "CANNOT_QUEST", "ENGINE_WORDS", "NOTHING_TO_CHALLENGE",
           "Refusal", "card_refusals", "drag_refusal", "worded"]
