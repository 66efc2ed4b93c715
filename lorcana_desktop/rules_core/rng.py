"""The seeded random numbers both games keep in their state: SplitMix64, one 64-bit integer that a save writes as is,
so that a seed and the same actions always make the same game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, TypeVar

_C = TypeVar("_C")

try:  # (mypyc reads the decorator when it compiles this module; a plain install runs the .py without mypy)
    from mypy_extensions import mypyc_attr
except ImportError:  # pragma: no cover
    def mypyc_attr(*attrs: str, **kwattrs: object) -> Callable[[_C], _C]:  # type: ignore[misc]
        return lambda c: c

MASK64: Final = (1 << 64) - 1


def rng_seed(seed: int) -> int:
    """The RNG state a game's ``seed`` starts from (any int: only its low 64 bits count)."""
    return seed & MASK64


def rng_next(state: int) -> tuple[int, int]:
    """SplitMix64: (new state, 64-bit output). Small, fast, and trivially serializable."""
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


# Compiled, it stays a class Python code may subclass: Lorcana's GameState does, compiled or not.
@mypyc_attr(allow_interpreted_subclasses=True)
class SeededRandom:
    """What a game's state draws its chance from (a random first player, a shuffle, a random discard): the RNG
    state lives in the game state's own ``rng`` slot, so copying or saving the state carries it along."""

    __slots__ = ("rng",)

    rng: int

    def randbelow(self, n: int) -> int:
        """A number in ``range(n)`` (``n`` >= 1), advancing the state's RNG."""
        self.rng, out = rng_next(self.rng)
        return out % n

    def shuffle(self, cards: list[int]) -> None:
        """Shuffles ``cards`` in place (Fisher-Yates from the end, one ``randbelow`` per card but the first)."""
        for i in range(len(cards) - 1, 0, -1):
            j = self.randbelow(i + 1)
            cards[i], cards[j] = cards[j], cards[i]


__all__ = ["MASK64", "SeededRandom", "rng_next", "rng_seed"]
