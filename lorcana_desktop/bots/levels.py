"""The computer opponents the table offers (easy, normal, hard) and the bots by name, from one factory."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from lorcana_desktop.bots.base import Player, RandomPlayer
from lorcana_desktop.bots.greedy import GreedyPlayer
from lorcana_desktop.bots.search import SearchPlayer
from lorcana_desktop.cards import CardIndex

EASY_RANDOM_SHARE = 0.4  # the easy bot plays this share of its moves at random


class Level(Enum):
    """A computer opponent's strength at the table."""

    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


@dataclass(frozen=True, slots=True)
class LevelInfo:
    """A level as the Play screen lists it: the key ``make_player`` takes, an English label and a hint."""

    level: Level
    label: str
    hint: str


LEVELS: tuple[LevelInfo, ...] = (
    LevelInfo(Level.EASY, "Easy", "Plays sensibly, but often picks a move at random."),
    LevelInfo(Level.NORMAL, "Normal", "Greedy: takes the move that looks best right now."),
    LevelInfo(Level.HARD, "Hard", "Searches ahead over the cards it cannot see (at most a second a move)."),
)

# Bot names (for matches) and level keys, each to the bot that plays it.
BOTS: tuple[str, ...] = ("random", "easy", "greedy", "search")
_ALIASES = {"normal": "greedy", "hard": "search"}


def make_player(level: str | Level, seat: int, seed: int = 0, time_budget: float = 1.0, *,
                cards: CardIndex | None = None, deck: Sequence[str] | None = None,
                known_decks: Mapping[int, Sequence[str]] | None = None) -> Player:
    """A computer player for ``seat``: a level ("easy", "normal", "hard") or a bot name ("random",
    "greedy", "search").

    ``deck`` is the seat's own deck list (the bot may know it); ``known_decks`` the other seats'
    lists when they are public (leave it out at the table: a person's deck is unknown, and the bot
    then guesses from the cards it has seen). ``time_budget`` is the search's seconds per decision.
    The same seed and the same views give the same decisions (the search: the same amount of work).
    """
    key = level.value if isinstance(level, Level) else str(level).strip().lower()
    key = _ALIASES.get(key, key)
    if key == "random":
        return RandomPlayer(seed)
    if key == "greedy":
        return GreedyPlayer(seat, seed, cards, deck, known_decks)
    if key == "easy":
        return GreedyPlayer(seat, seed, cards, deck, known_decks, random_share=EASY_RANDOM_SHARE)
    if key == "search":
        return SearchPlayer(seat, seed, cards, deck, known_decks, time_budget=time_budget)
    names = ", ".join((*BOTS, *(lv.value for lv in Level)))
    raise ValueError(f"Unknown computer player {level!r}; use one of {names}")
