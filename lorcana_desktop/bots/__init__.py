"""Computer players: one protocol (``Player.choose(view, legal)``) for every bot the table seats.

``make_player(level, seat, seed, time_budget)`` builds one; ``LEVELS`` lists what the table offers.
"""

from lorcana_desktop.bots.base import Player, RandomPlayer
from lorcana_desktop.bots.greedy import GreedyPlayer
from lorcana_desktop.bots.levels import BOTS, LEVELS, Level, LevelInfo, make_player
from lorcana_desktop.bots.search import SearchPlayer

__all__ = ["BOTS", "LEVELS", "GreedyPlayer", "Level", "LevelInfo", "Player", "RandomPlayer", "SearchPlayer",
           "make_player"]
