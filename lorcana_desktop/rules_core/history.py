"""A game's history as both games keep it: undo that never goes back past a reveal of hidden information, and replay
as the initial state plus the actions.

A game records, after each action it applies, how much hidden information its state has revealed so far
(``state.reveals``: draws, shuffles, looks at hidden cards); an undo is allowed only when that count is the same
before the first undone action as it is now, so taking an action back never lets a player see something and then
choose again. Going back replays the actions kept from the initial state: a game's state is always its initial
state and its actions, which is also what a save writes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from lorcana_desktop.rules_core.refusals import IllegalAction, RuleReason


class Revealing(Protocol):
    """A game state that counts the hidden information revealed so far."""

    reveals: int


S = TypeVar("S", bound=Revealing)


class Recorded(Protocol[S]):
    """A game as its history reads it: its state ``s``, the ``initial`` state, the ``actions`` applied since and,
    for each, the state's reveal count after it (``_reveal_marks``)."""

    s: S
    initial: S
    actions: list[Any]
    _reveal_marks: list[int]

    def apply(self, action: Any) -> object: ...


G = TypeVar("G", bound=Recorded[Any])


@dataclass(frozen=True, slots=True)
class History(Generic[G]):
    """Undo and replay for one game: ``fresh`` makes a new game at a game's initial state (a copy of it, the same
    cards), and the game's own reasons for refusing an undo."""

    fresh: Callable[[G], G]
    nothing_to_undo: RuleReason
    past_a_reveal: RuleReason

    def can_undo(self, game: G, steps: int = 1) -> bool:
        """True if the last ``steps`` actions revealed no hidden information (going back 0 steps always can)."""
        k = len(game.actions) - steps
        if k < 0 or steps < 0:
            return False
        before = game._reveal_marks[k - 1] if k > 0 else game.initial.reveals
        return before == game.s.reveals

    def undo(self, game: G, steps: int = 1) -> None:
        """Take back the last ``steps`` actions (none for ``steps`` <= 0); :class:`IllegalAction` with the game's
        reason and the game untouched when there are fewer actions or one of them revealed something."""
        if steps <= 0:
            return
        if len(game.actions) < steps:
            raise IllegalAction(self.nothing_to_undo)
        if not self.can_undo(game, steps):
            raise IllegalAction(self.past_a_reveal)
        g = self.replayed(game, game.actions[: len(game.actions) - steps])
        game.s = g.s
        game.actions = g.actions
        game._reveal_marks = g._reveal_marks

    def undo_to(self, game: G, n_actions: int) -> None:
        """Go back to the boundary after the first ``n_actions`` actions (0: the start)."""
        self.undo(game, len(game.actions) - n_actions)

    def replay(self, game: G) -> G:
        """A fresh game from the initial state and the same actions (it must equal this one)."""
        return self.replayed(game, game.actions)

    def replayed(self, game: G, actions: Sequence[Any]) -> G:
        """A fresh game from ``game``'s initial state with ``actions`` applied."""
        g = self.fresh(game)
        for a in actions:
            g.apply(a)
        return g


__all__ = ["History", "Recorded", "Revealing"]
