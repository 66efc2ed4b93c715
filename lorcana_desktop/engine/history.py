"""A game's history: undo (never across a reveal of hidden information) and replay from the initial state, kept by
the history both games share (``rules_core.history``) with Lorcana's reasons for refusing an undo."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lorcana_desktop.engine.reasons import Why, why
from lorcana_desktop.rules_core.history import History

if TYPE_CHECKING:
    from lorcana_desktop.engine.game import Game


def _fresh(game: Game) -> Game:
    """A new game at ``game``'s initial state, with the same cards, scripts and record."""
    from lorcana_desktop.engine.game import Game  # not at the top: game.py imports this module
    g = Game(game.initial.copy(), game.cards, game.defs, game.scripts)
    g.record_meta = game.record_meta
    return g


HISTORY: History[Game] = History(_fresh, why(Why.NOTHING_TO_UNDO), why(Why.UNDO_PAST_REVEAL))


def can_undo(game: Game, steps: int = 1) -> bool:
    """True if the last ``steps`` actions revealed no hidden information (draws, shuffles)."""
    return HISTORY.can_undo(game, steps)


def undo(game: Game, steps: int = 1) -> None:
    """Go back ``steps`` actions; refused across a draw or any other reveal of hidden information."""
    HISTORY.undo(game, steps)


def undo_to(game: Game, n_actions: int) -> None:
    """Go back to the boundary after the first ``n_actions`` actions (0: the start)."""
    HISTORY.undo_to(game, n_actions)


def replay(game: Game) -> Game:
    """A fresh game from the initial state and the same actions (must equal this one)."""
    return HISTORY.replay(game)
