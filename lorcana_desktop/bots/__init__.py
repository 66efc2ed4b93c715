"""Computer players: one protocol (``Player.choose(view, legal)``) for every bot the table seats."""

from lorcana_desktop.bots.base import Player, RandomPlayer

__all__ = ["Player", "RandomPlayer"]
