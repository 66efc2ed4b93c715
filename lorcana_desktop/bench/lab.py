"""Deck lab speed: N Normal games between two precons on every core, statistics included (target: 1,000 in 20 s).

Prints the wall time of each repeat and their median, games per second, the CPU time per game, the
load of the machine when it started (the figures are only comparable on a quiet machine), and with
``--profile N`` where one process spends its time over N games (rules engine, bots, lab).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lorcana_desktop.app.lab import LabDeck, LabSpec
    from lorcana_desktop.app.lab_records import GameRecord
    from lorcana_desktop.cards import CardIndex

TARGET_GAMES = 1000
TARGET_SECONDS = 20.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=TARGET_GAMES, help=f"games per repeat (default {TARGET_GAMES})")
    parser.add_argument("--jobs", type=int, default=None, help="processes (default: every core)")
    parser.add_argument("--repeat", type=int, default=1, help="runs to take the median of (default 1)")
    parser.add_argument("--level", default="normal", choices=("easy", "normal"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--views", action="store_true",
                        help="let the bots guess from views as at the table (the slower path, for comparison)")
    parser.add_argument("--digest", action="store_true",
                        help="print one hash over every game's record (two engine versions whose bots play the same "
                             "games print the same digest)")
    parser.add_argument("--profile", type=int, default=0, metavar="N",
                        help="also profile N games in this process and print where the time goes")


def records_digest(records: Sequence[GameRecord]) -> str:
    """One hash over the games' records in order (pairing, number): the same seed and the same bots give the same."""
    h = hashlib.sha256()
    for r in records:
        h.update(json.dumps(r.to_json(), sort_keys=True).encode())
    return h.hexdigest()


def _decks() -> tuple[CardIndex, list[LabDeck]]:
    from lorcana_desktop.app.lab import LabDeck
    from lorcana_desktop.cards import default_cards
    from lorcana_desktop.decks import read_deck_file
    from lorcana_desktop.decks.library import precon_dir

    cards = default_cards()
    folder = precon_dir()
    files = sorted(folder.glob("*.txt")) if folder is not None else []
    picked = [f for f in files if "steady" in f.stem or "lore-race" in f.stem] or files[:2]
    decks = [LabDeck(f.stem, tuple(c.full_name for c in read_deck_file(f, cards).deck.cards())) for f in picked[:2]]
    return cards, decks


def run(args: argparse.Namespace) -> int:
    import resource

    from lorcana_desktop.app.lab import LabRun, LabSpec
    from lorcana_desktop.bench.engine import engine_line

    cards, decks = _decks()
    if len(decks) < 2:
        print("the preconstructed decks (decks/) are missing")
        return 1
    a, b = decks
    spec = LabSpec(a, (b,), games=args.games, level=args.level, seed=args.seed, views=args.views)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(engine_line())
    print(f"{a.name} vs {b.name}, {args.games} {args.level} games, machine load {load:.1f} at the start "
          f"({os.cpu_count()} cores)")
    walls: list[float] = []
    cpu_ms: list[float] = []
    for k in range(max(1, args.repeat)):
        run_ = LabRun(spec, cards, args.jobs)
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime + resource.getrusage(resource.RUSAGE_SELF).ru_utime
        t0 = time.perf_counter()
        result = run_.run()
        wall = time.perf_counter() - t0
        after = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime + resource.getrusage(resource.RUSAGE_SELF).ru_utime
        walls.append(wall)
        cpu_ms.append(1000 * (after - before) / args.games)
        o = result.stats.overall
        print(f"run {k + 1}: {wall:.1f} s on {run_.jobs} process(es), {args.games / wall:.0f} games/s, "
              f"{cpu_ms[-1]:.0f} ms CPU a game; {a.name} won {o.wins} of {o.games}")
        if args.digest:
            print(f"digest: {records_digest(result.records)}")
    med = statistics.median(walls)
    verdict = "within" if med * TARGET_GAMES / args.games <= TARGET_SECONDS else "over"
    print(f"median {med:.1f} s for {args.games} games ({args.games / med:.0f} games/s, median "
          f"{statistics.median(cpu_ms):.0f} ms CPU a game): {TARGET_GAMES} games would take "
          f"{med * TARGET_GAMES / args.games:.1f} s, {verdict} the {TARGET_SECONDS:.0f} s target")
    if args.profile:
        _profile(spec, cards, args.profile)
    return 0


def _profile(spec: LabSpec, cards: CardIndex, games: int) -> None:
    import cProfile
    import pstats

    from lorcana_desktop.app.lab_workers import Batch, play_batch

    prof = cProfile.Profile()
    prof.enable()
    play_batch(spec.plan(), Batch(0, 0, games), cards)
    prof.disable()
    st = pstats.Stats(prof)
    total = 0.0
    by_part: dict[str, float] = {}
    rows = []
    for (file, line, func), (_cc, _nc, tt, _ct, _callers) in st.stats.items():  # type: ignore[attr-defined]
        total += tt
        part = "other"
        for key in ("engine", "bots", "app", "cards"):
            if f"lorcana_desktop/{key}/" in file.replace("\\", "/"):
                part = key
        by_part[part] = by_part.get(part, 0.0) + tt
        rows.append((tt, f"{file.rsplit('lorcana_desktop', 1)[-1]}:{line}({func})"))
    print(f"profile of {games} games in one process (own time per part; profiling slows everything):")
    from lorcana_desktop import compiled

    if compiled.status().active:
        print("  (the compiled modules are invisible to the profiler: their time counts in the Python code that "
              "called them; LORCANA_DESKTOP_PURE=1 profiles the engines as Python)")
    for part in ("engine", "bots", "app", "cards", "other"):
        by_part.setdefault(part, 0.0)
    for part, t in sorted(by_part.items(), key=lambda kv: -kv[1]):
        print(f"  {part:<7} {100 * t / total:5.1f}%")
    print("  the functions with the most own time:")
    for tt, name in sorted(rows, reverse=True)[:15]:
        print(f"  {100 * tt / total:5.1f}%  {name}")
