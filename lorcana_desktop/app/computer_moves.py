"""What the computer just did, as the table marks it: the cards its moves touched since the person last acted."""

from __future__ import annotations

from collections.abc import Iterable

from lorcana_desktop.engine import events as ev

# Events a person would want pointed out; readying at the start of a turn touches every card and says nothing.
_ABOUT_CARDS = (ev.Played, ev.Quested, ev.Activated, ev.Exerted, ev.Banished, ev.CardMoved, ev.DamageEvent)


def touched(events: Iterable[ev.Event], seat: int) -> set[int]:
    """The cards the events of seat ``seat``'s move are about: played, quested, challenged (both sides),
    moved, used, damaged, banished, put somewhere. Its turn's end is the last of it: what happens as
    the next player's turn starts (readying, drawing) is not its move."""
    out: set[int] = set()
    for e in events:
        if isinstance(e, ev.TurnStarted) and e.player != seat:
            break
        if isinstance(e, ev.ChallengeStarted):
            out.update((e.card, e.target))
        elif isinstance(e, ev.Moved):
            out.update((e.card, e.location))
        elif isinstance(e, ev.Shifted):
            out.add(e.card)
        elif isinstance(e, ev.Sang):
            out.update((e.card, *e.singers))
        elif isinstance(e, ev.PutUnder):
            out.add(e.onto)
        elif isinstance(e, _ABOUT_CARDS) and not (isinstance(e, ev.DamageEvent) and e.amount == 0):
            out.add(e.card)
    out.discard(-1)
    return out
