"""What the deck lab keeps of one game: a typed record (who won, how, what the tested deck drew and played).

A record is about the *tested* deck (always seat 0 of a lab game): the statistics (``lab_stats``)
read nothing else, so they can be checked on hand-made records. Records go through JSON (the store,
``--out``) and back unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any


class Outcome(Enum):
    """The game from the tested deck's side."""

    WIN = "win"
    LOSS = "loss"
    UNFINISHED = "unfinished"  # stopped without a winner (too long, or a fault: see ``error``)


class Ending(Enum):
    """How the game was decided (CR 1.8.1: lore; CR 3.3.2 / 1.9.1: an empty deck; CR 9.2.3: leaving)."""

    LORE = "lore"
    DECK_OUT = "deck_out"
    CONCESSION = "concession"
    NONE = "none"  # unfinished


@dataclass(frozen=True, slots=True)
class CardPlay:
    """The tested deck played ``card`` on its own ``turn``-th turn (1 = its first turn)."""

    card: str
    turn: int


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One lab game seen from the tested deck (seat 0) against opposing deck ``pairing``."""

    pairing: int  # index of the opposing deck in the run's list
    number: int  # the game's number within its pairing (0-based)
    seed: int  # the game's seed: the same seed and decks replay the same game
    on_play: bool  # the tested deck took the first turn
    outcome: Outcome
    ending: Ending
    turns: int  # turns of the game, both players' (the engine's turn counter)
    own_turns: int  # turns the tested deck started
    lore: tuple[int, int]  # final lore: tested deck, opponent
    opening_hand: tuple[str, ...]  # the hand kept after the mulligan
    opening_inkable: int  # cards of that hand that can go into the inkwell
    drawn: tuple[str, ...]  # every card name that reached the hand (opening hand included), each once
    played: tuple[CardPlay, ...]  # every card played, in order
    inked: tuple[bool, ...]  # for each of the tested deck's first turns (at most 4): did it ink a card?
    error: str = ""

    @property
    def won(self) -> bool:
        return self.outcome is Outcome.WIN

    def to_json(self) -> dict[str, Any]:
        return {
            "pairing": self.pairing, "number": self.number, "seed": self.seed, "on_play": self.on_play,
            "outcome": self.outcome.value, "ending": self.ending.value, "turns": self.turns,
            "own_turns": self.own_turns, "lore": list(self.lore), "opening_hand": list(self.opening_hand),
            "opening_inkable": self.opening_inkable, "drawn": list(self.drawn),
            "played": [[p.card, p.turn] for p in self.played], "inked": list(self.inked), "error": self.error,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameRecord:
        """The record written by ``to_json``; a missing or ill-typed field raises ValueError naming it."""
        try:
            lore = tuple(int(x) for x in data["lore"])
            if len(lore) != 2:
                raise ValueError("lore should hold two numbers")
            return cls(
                pairing=int(data["pairing"]), number=int(data["number"]), seed=int(data["seed"]),
                on_play=bool(data["on_play"]), outcome=Outcome(data["outcome"]), ending=Ending(data["ending"]),
                turns=int(data["turns"]), own_turns=int(data["own_turns"]), lore=(lore[0], lore[1]),
                opening_hand=tuple(str(x) for x in data["opening_hand"]),
                opening_inkable=int(data["opening_inkable"]), drawn=tuple(str(x) for x in data["drawn"]),
                played=tuple(CardPlay(str(c), int(t)) for c, t in data["played"]),
                inked=tuple(bool(x) for x in data["inked"]), error=str(data.get("error", "")),
            )
        except KeyError as exc:
            raise ValueError(f"a lab game record lacks {exc.args[0]!r}") from None
        except (TypeError, ValueError) as exc:
            raise ValueError(f"a lab game record is damaged: {exc}") from None
