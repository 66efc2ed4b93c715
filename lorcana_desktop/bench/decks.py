"""Deck builder responsiveness: Decks tab open, search to grid refresh, adding a card, reading and validating decks."""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Callable

from lorcana_desktop.bench import private_user_folders

# Targets a deck builder feels: the tab opens within a second, the grid follows typing.
OPEN_TARGET_S = 1.0
SEARCH_TARGET_MS = 150.0
ADD_TARGET_MS = 50.0
QUERIES = ("elsa", "ink:amber cost<=2", "", "type:character class:princess", "-type:song format:core",
           "keyword:evasive ink:sapphire", "draw a card", "set:5 ink:steel")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rounds", type=int, default=3, help="times each search and action runs (default 3)")


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]


def _verdict(value: float, target: float, unit: str) -> str:
    return f"target <= {target:g} {unit}: {'ok' if value <= target else 'MISSED'}"


def _timed(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # figures without a window on screen
    with private_user_folders("decks-bench-"):
        return _run(max(1, args.rounds))


def _run(rounds: int) -> int:
    from PySide6.QtWidgets import QApplication

    from lorcana_desktop.app.catalog import ensure_catalog
    from lorcana_desktop.decks import parse_text, to_code, validate
    from lorcana_desktop.decks.codes import parse_code
    from lorcana_desktop.decks.library import precon_dir
    from lorcana_desktop.store.catalog import Catalog
    from lorcana_desktop.ui.deck_builder import DeckBuilder
    from lorcana_desktop.ui.deck_store import DeckShelf

    app = QApplication.instance() or QApplication([])
    catalog = Catalog(ensure_catalog())
    cards = catalog.index()
    shelf = DeckShelf(cards)  # first run: a new user file with the preconstructed decks

    start = time.perf_counter()
    builder = DeckBuilder(catalog, shelf)
    builder.resize(1400, 860)
    builder.show()
    app.processEvents()
    builder.repaint()
    opened = time.perf_counter() - start
    print(f"Decks tab: built, shown and painted in {opened:.2f} s ({_verdict(opened, OPEN_TARGET_S, 's')})")

    browser = builder.browser

    def search(q: str) -> None:
        browser.search_box.setText(q)
        browser.run_search()
        browser.grid.viewport().repaint()
        app.processEvents()

    cold: list[float] = []
    warm: list[float] = []
    for q in QUERIES:
        search("zzz no card")
        cold.append(_timed(lambda q=q: search(q)) * 1000)  # type: ignore[misc]
        for _ in range(rounds):
            search("zzz no card")
            warm.append(_timed(lambda q=q: search(q)) * 1000)  # type: ignore[misc]
    print(f"search to grid refresh, first time: median {statistics.median(cold):.0f} ms, "
          f"max {max(cold):.0f} ms ({_verdict(max(cold), SEARCH_TARGET_MS, 'ms')})")
    print(f"search to grid refresh, repeated:   median {statistics.median(warm):.0f} ms, "
          f"p95 {_p95(warm):.0f} ms ({_verdict(_p95(warm), SEARCH_TARGET_MS, 'ms')})")

    card = next(c for c in cards if c.legal_in("Core"))

    def add() -> None:
        builder.add_card(card)
        app.processEvents()

    adds = [_timed(add) * 1000 for _ in range(4 * rounds)]
    print(f"add a card (list, validation, stats redrawn): median {statistics.median(adds):.1f} ms, "
          f"p95 {_p95(adds):.1f} ms ({_verdict(_p95(adds), ADD_TARGET_MS, 'ms')})")

    folder = precon_dir()
    texts = [p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.txt"))] if folder else []
    if texts:
        parse_ms = [_timed(lambda t=t: parse_text(t, cards)) * 1000 for t in texts]  # type: ignore[misc]
        decks = [parse_text(t, cards).deck for t in texts]
        valid_ms = [_timed(lambda d=d: validate(d)) * 1000 for d in decks]  # type: ignore[misc]
        code_ms = [_timed(lambda d=d: parse_code(to_code(d), cards)) * 1000 for d in decks]  # type: ignore[misc]
        print(f"{len(texts)} preconstructed decks, each: read {statistics.mean(parse_ms):.1f} ms, "
              f"validate {statistics.mean(valid_ms):.2f} ms, deck code out and in {statistics.mean(code_ms):.1f} ms")
    builder.close()
    if shelf.store is not None:
        shelf.store.close()
    catalog.close()
    return 0
