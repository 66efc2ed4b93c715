"""The deck lab's own shuffle of hidden cards deals exactly as ``random.shuffle`` does from the same state, so the
bots' guesses (and every lab result for a seed) stay what they were when it used ``random.shuffle``."""

from __future__ import annotations

import random

from lorcana_desktop.bots.knowledge import shuffle


def test_the_shuffle_gives_random_shuffles_order_and_leaves_the_same_random_state() -> None:
    for seed in range(300):
        for n in (0, 1, 2, 3, 7, 31, 60, 129):
            ours, theirs = random.Random(seed), random.Random(seed)
            a, b = list(range(n)), list(range(n))
            shuffle(ours, a)
            theirs.shuffle(b)
            assert a == b, (seed, n)
            assert ours.getrandbits(64) == theirs.getrandbits(64), (seed, n)  # as many random bits used


def test_the_shuffle_moves_cards() -> None:
    cards = list(range(40))
    shuffle(random.Random(5), cards)
    assert sorted(cards) == list(range(40)) and cards != list(range(40))
