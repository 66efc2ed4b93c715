"""Deck lists full of unknown names: the cost of one "did you mean" suggestion and of a long list."""

from __future__ import annotations

import argparse
import random
import string
import time

# A suggestion must not be felt; a list of thousands of unknown names must read in seconds.
SUGGESTION_TARGET_MS = 1.0
LONG_LIST_TARGET_S = 10.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lines", type=int, default=200_000,
                        help="unknown lines in the long list (default 200000, about 4.9 MB)")


def _verdict(value: float, target: float, unit: str) -> str:
    return f"target <= {target:g} {unit}: {'ok' if value <= target else 'MISSED'}"


def run(args: argparse.Namespace) -> int:
    from lorcana_desktop.cards import default_cards
    from lorcana_desktop.decks import parse_text

    cards = default_cards()
    rng = random.Random(12)
    letters = string.ascii_lowercase + " "
    names = ["".join(rng.choice(letters) for _ in range(20)) for _ in range(2000)]
    cards.closest("warm up")  # the name index is built once per card index
    start = time.perf_counter()
    for name in names:
        cards.closest(name)
    per = (time.perf_counter() - start) / len(names) * 1000
    print(f"one suggestion: {per:.3f} ms ({_verdict(per, SUGGESTION_TARGET_MS, 'ms')})")

    for count in (661, max(1, args.lines)):
        text = "\n".join(f"2 {names[i % len(names)]}{i}" for i in range(count))
        start = time.perf_counter()
        result = parse_text(text, cards)
        took = time.perf_counter() - start
        print(f"{count} unknown lines ({len(text.encode()) / 1e6:.1f} MB): {took:.2f} s, "
              f"{len(result.errors)} reported ({_verdict(took, LONG_LIST_TARGET_S, 's')})")
    return 0
