"""Card face rendering: time per card at 300x420 px, cold (drawn and saved) and cached (targets 15 ms / 1 ms),
and faces made from a folder or zip of the user's own pictures."""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from pathlib import Path

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
    with private_user_folders("faces-bench-") as folder:
        code = _run(width, args.count)
        _run_user_pictures(folder, width, min(args.count, 200))
        return code


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


def _run_user_pictures(folder: Path, width: int, count: int) -> None:
    """A folder and a zip of card pictures (734 x 1024 PNGs, one per printing, in set folders as image
    packs ship them): reading the folder, the report, and faces made from the pictures."""
    import io
    import zipfile

    from PIL import Image

    from lorcana_desktop.cards import default_cards
    from lorcana_desktop.render import cache as face_cache
    from lorcana_desktop.render import user_images

    cards = list(default_cards())
    buffer = io.BytesIO()
    Image.new("RGB", (734, 1024), (20, 90, 160)).save(buffer, "PNG")
    pictures = folder / "pictures"
    names = sorted({f"Set {p.place}/{p.number:03d}{p.variant or ''}.png" for c in cards for p in c.printings})
    for name in names:
        (pictures / name).parent.mkdir(parents=True, exist_ok=True)
        (pictures / name).write_bytes(buffer.getvalue())
    pack = folder / "pictures.zip"
    with zipfile.ZipFile(pack, "w") as archive:
        for name in names:
            archive.writestr(name, buffer.getvalue())
    step = max(1, len(cards) // max(1, count))
    sample = cards[::step][:count]
    print(f"user pictures: {len(names)} files, faces of {len(sample)} cards at {width} px")
    for label, source in (("folder", pictures), ("zip", pack)):
        index_ms = _times([source], user_images.build_index)
        report_ms = _times([source], lambda s: face_cache.user_images_coverage(s, cards))
        print(f"{label + ': index (file names read and matched)':<54} {index_ms[0]:7.1f} ms")
        print(f"{label + ': report (headers of every matched picture)':<54} {report_ms[0]:7.1f} ms")
        cold = _times(sample, lambda c, s=source: face_cache.face_path(c, width, user_images_dir=s))
        cached = _times(sample, lambda c, s=source: face_cache.face_path(c, width, user_images_dir=s))
        print(_line(f"{label}: face_path cold (decode, resize, write PNG)", cold))
        print(_line(f"{label}: face_path cached (a cache hit)", cached, CACHED_TARGET_MS))
