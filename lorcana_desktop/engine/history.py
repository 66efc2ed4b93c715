"""A game's history: undo (never across a reveal of hidden information) and replay from the initial state."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lorcana_desktop.engine.actions import IllegalAction
from lorcana_desktop.engine.reasons import Why, why

if TYPE_CHECKING:
    from lorcana_desktop.engine.game import Game


def can_undo(game: Game, steps: int = 1) -> bool:
    """True if the last ``steps`` actions revealed no hidden information (draws, shuffles)."""
    k = len(game.actions) - steps
    if k < 0:
        return False
    before = game._reveal_marks[k - 1] if k > 0 else game.initial.reveals
    return before == game.s.reveals


def undo(game: Game, steps: int = 1) -> None:
    """Go back ``steps`` actions; refused across a draw or any other reveal of hidden information."""
    if steps <= 0:
        return
    if len(game.actions) < steps:
        raise IllegalAction(why(Why.NOTHING_TO_UNDO))
    if not game.can_undo(steps):
        raise IllegalAction(why(Why.UNDO_PAST_REVEAL))
    keep = game.actions[: len(game.actions) - steps]
    from lorcana_desktop.engine.game import Game  # not at the top: game.py imports this module
    g = Game(game.initial.copy(), game.cards, game.defs, game.scripts)
    for a in keep:
        g.apply(a)
    game.s = g.s
    game.actions = g.actions
    game._reveal_marks = g._reveal_marks


def undo_to(game: Game, n_actions: int) -> None:
    """Go back to the boundary after the first ``n_actions`` actions (0: the start)."""
    game.undo(len(game.actions) - n_actions)


def replay(game: Game) -> Game:
    """A fresh game from the initial state and the same actions (must equal this one)."""
    from lorcana_desktop.engine.game import Game  # not at the top: game.py imports this module
    g = Game(game.initial.copy(), game.cards, game.defs, game.scripts)
    g.record_meta = game.record_meta
    for a in game.actions:
        g.apply(a)
    return g
