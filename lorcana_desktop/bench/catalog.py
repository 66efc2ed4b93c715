"""Catalog import time and search latency (p50/p95) over a fixed set of queries."""

from __future__ import annotations

import argparse
import statistics
import time

from lorcana_desktop.bench import private_user_folders

QUERIES = (
    "elsa",
    "ink:amber cost<=3 type:character keyword:evasive inkable",
    "type:song cost:3",
    "class:princess ink:sapphire",
    "keyword:shift -ink:ruby cost>=6",
    "type:location",
    "uninkable type:item",
    "format:core rarity:legendary",
    "draw a card",
    '"chosen character"',
    "keyword:singer strength>3",
    "set:5 ink:steel",
    "banish",
    "mickey mouse",
    "cost>=7",
    "",
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rounds", type=int, default=20, help="times each query runs (default 20)")
    parser.add_argument("--imports", type=int, default=3, help="imports to time (default 3)")


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(q * (len(values) - 1)))]


def run(args: argparse.Namespace) -> int:
    from lorcana_desktop.app.catalog import import_cards
    from lorcana_desktop.store.catalog import Catalog

    with private_user_folders("catalog-bench-"):
        times = []
        for _ in range(max(1, args.imports)):
            start = time.perf_counter()
            report = import_cards()
            times.append(time.perf_counter() - start)
        print(f"import: {report.card_count} cards, {report.printing_count} printings")
        print(f"import time: best {min(times):.2f} s, median {statistics.median(times):.2f} s (target <= 2 s)")
        catalog = Catalog(report.path)
        latencies: list[float] = []
        for _ in range(max(1, args.rounds)):
            for q in QUERIES:
                start = time.perf_counter()
                catalog.search(q, limit=200)
                latencies.append((time.perf_counter() - start) * 1000)
        catalog.close()
    p50, p95 = _pct(latencies, 0.50), _pct(latencies, 0.95)
    print(f"search: {len(QUERIES)} queries x {args.rounds} rounds")
    print(f"search p50 {p50:.2f} ms, p95 {p95:.2f} ms, max {max(latencies):.2f} ms (target p95 <= 20 ms)")
    return 0
