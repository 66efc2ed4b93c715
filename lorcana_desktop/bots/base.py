"""The protocol every computer player keeps, and the simplest one: a seeded random legal move.

A player is told only what its seat may see: ``view`` is ``Game.view(seat)`` (a ``GameView``: hidden cards
have no name) and ``legal`` is ``Game.legal_actions()`` for the decision it must take now. It never
receives the ``Game`` itself, so it cannot peek at hidden cards.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from lorcana_desktop.engine.actions import Action
from lorcana_desktop.engine.view import GameView


@runtime_checkable
class Player(Protocol):
    """A computer seat: given what it may see and the legal actions, pick one of them."""

    name: str

    def choose(self, view: GameView, legal: Sequence[Action]) -> Action:
        """One of ``legal`` (never anything else)."""
        ...


class RandomPlayer:
    """A uniformly random legal action, reproducible from its seed."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: GameView, legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        return legal[self._rng.randrange(len(legal))]
