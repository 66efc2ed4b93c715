"""What the turn does next (``GameState.tasks``, a stack): one frozen dataclass per kind of step.

The rules loop (``Game._advance``) pops a task once nothing is pending, no effect is resolving
and the bag is empty, so each runs after everything its predecessor set off (CR 7.7.4).
Saves store a task as ``{"task": class name, field: value}``; engine 2's tuples (``["main"]``,
``["challenge_damage", 4, 9]``) are converted.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any


@dataclass(frozen=True, slots=True)
class ChallengeDamage:
    """The challenge's damage step, after the "challenges"/"is challenged" effects (CR 4.6.6)."""

    attacker: int
    defender: int


@dataclass(frozen=True, slots=True)
class ChallengeEnd:
    """The challenge is over (CR 4.6.8): "while challenging" effects end."""


@dataclass(frozen=True, slots=True)
class ActionDone:
    """An action card whose effect was cut short goes to the discard (CR 4.3.3.2)."""

    card: int


@dataclass(frozen=True, slots=True)
class AfterPlayed:
    """A Bodyguard's enter-exerted choice is answered: now "when you play" triggers (CR 8.3.2)."""

    card: int
    player: int


@dataclass(frozen=True, slots=True)
class DrawStep:
    """The draw of the beginning phase, after the start-of-turn effects (CR 3.2.3)."""


@dataclass(frozen=True, slots=True)
class MainPhase:
    """The Main phase begins (CR 4.1)."""


@dataclass(frozen=True, slots=True)
class EndCleanup:
    """The end of the turn: Temporary Shift, "this turn" effects end, empty deck check (CR 3.4)."""


@dataclass(frozen=True, slots=True)
class NextTurn:
    """The next player's turn begins (CR 9.2.1)."""


Task = ChallengeDamage | ChallengeEnd | ActionDone | AfterPlayed | DrawStep | MainPhase | EndCleanup | NextTurn

_CLASSES: dict[str, type] = {c.__name__: c for c in (
    ChallengeDamage, ChallengeEnd, ActionDone, AfterPlayed, DrawStep, MainPhase, EndCleanup, NextTurn)}
_LEGACY: dict[str, type] = {"challenge_damage": ChallengeDamage, "challenge_end": ChallengeEnd,
                            "action_done": ActionDone, "played": AfterPlayed, "draw": DrawStep, "main": MainPhase,
                            "end_cleanup": EndCleanup, "next_turn": NextTurn}


def task_to_json(t: Task) -> dict[str, Any]:
    return {"task": type(t).__name__, **{f.name: getattr(t, f.name) for f in fields(t)}}


def task_from_json(data: Any) -> Task:
    """The inverse of ``task_to_json``; engine 2's lists are converted; anything else is a ValueError."""
    try:
        if isinstance(data, list):
            return _LEGACY[data[0]](*data[1:])  # type: ignore[no-any-return]
        return _CLASSES[data["task"]](**{k: v for k, v in data.items() if k != "task"})  # type: ignore[no-any-return]
    except (KeyError, IndexError, TypeError) as exc:
        raise ValueError(f"not a turn step: {data!r} ({exc})") from None
