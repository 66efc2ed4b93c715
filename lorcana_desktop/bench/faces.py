"""Card face rendering: time per card at 300x420 px, cold (drawn and saved) and cached (targets 15 ms / 1 ms)."""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from lorcana_desktop.bench import private_user_folders
from lorcana_desktop.cards import Card

COLD_TARGET_MS = 15.0
CACHED_TARGET_MS = 1.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--count", type=int, default=400, help="cards to render, spread over the catalog (default 400)")
    parser.add_argument("--width", type=int, default=300, help="face width in pixels (default 300)")


def _times(items: list, fn: Callable) -> list[float]:  # type: ignore[type-arg]
    out = []
    for item in items:
        t = time.perf_counter()
        fn(item)
        out.append((time.perf_counter() - t) * 1000)
    return out


def _line(label: str, ms: list[float], target: float | None = None) -> str:
    ms_sorted = sorted(ms)
    p95 = ms_sorted[min(len(ms_sorted) - 1, int(len(ms_sorted) * 0.95))]
    verdict = ""
    if target is not None:
        verdict = f"  target <= {target:g} ms: {'ok' if statistics.mean(ms) <= target else 'MISSED'}"
    return f"{label:<54} mean {statistics.mean(ms):7.3f} ms  median {statistics.median(ms):7.3f}  p95 {p95:7.3f}{verdict}"


def run(args: argparse.Namespace) -> int:
    width = args.width
    # A private cache and no user images: the figures are the renderer's own.
    with private_user_folders("faces-bench-"):
        return _run(width, args.count)


def _run(width: int, count: int) -> int:
    from lorcana_desktop.cards import default_cards
    from lorcana_desktop.render import cache as face_cache
    from lorcana_desktop.render import face as face_mod

    cards = list(default_cards())
    step = max(1, len(cards) // max(1, count))
    sample = cards[::step][:count]
    face_mod.frame.cache_clear()
    t = time.perf_counter()
    first = _times(sample[:1], lambda c: face_mod.render_face(c, width))
    # Frames are drawn once per ink, type and size and reused; pass every argument as
    # draw_layout does, or lru_cache keys them apart and cold faces pay for frames again.
    frames_ms = _times(sample, lambda c: face_mod.frame(c.inks, face_mod.kind_of(c), c.inkable, width, False))
    print(f"faces at {width}x{round(width * face_mod.CARD_RATIO)} px, {len(sample)} cards of {len(cards)}")
    print(f"{'first face (fonts and symbols loaded)':<54} {first[0]:7.1f} ms")
    distinct = face_mod.frame.cache_info().currsize
    print(f"{'frames drawn (once per ink, type, size)':<54} {distinct} frames, "
          f"{sum(frames_ms):.1f} ms in all")
    cold = _times(sample, lambda c: face_mod.render_face(c, width))
    layout = _times(sample, lambda c: face_mod.layout_face(c, width))
    to_disk = _times(sample, lambda c: face_cache.face_path(c, width, user_images_dir=None))
    cached = _times(sample, lambda c: face_cache.face_path(c, width, user_images_dir=None))
    loaded = _times(sample, lambda c: face_cache.load_face(c, width))

    def from_nothing(card: Card) -> object:
        face_mod.frame.cache_clear()
        return face_mod.render_face(card, width)

    worst = _times(sample[:50], from_nothing)
    print(_line("layout only (measure texts)", layout))
    print(_line("cold, its frame not drawn yet (first of its ink/type)", worst))
    print(_line("cold: render_face (not cached)", cold, COLD_TARGET_MS))
    print(_line("cold: face_path (render + write PNG)", to_disk, COLD_TARGET_MS))
    print(_line("cached: face_path (a cache hit: nothing drawn)", cached, CACHED_TARGET_MS))
    print(_line("cached: load_face (a cache hit, PNG decoded too)", loaded))
    print(f"total {time.perf_counter() - t:.1f} s")
    return 0
