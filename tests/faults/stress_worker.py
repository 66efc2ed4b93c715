"""One process of the stress test (test_stress.py): saves decks, merges collections, imports, or keeps deck
lab runs (as the command line keeps them, or as the deck builder's window does), for a given time, through the
program's own library calls, writing each write it got back as done (its
acknowledgement) to a log, one JSON line each, flushed at once.

    python -m tests.faults.stress_worker ROLE LOG SECONDS SEED

It prints "ready" once its cards are loaded and starts when a line arrives on its standard input,
so the four processes write at the same time. A write refused because the others kept the file
busy past the busy timeout is logged as such: the program said so and changed nothing, so it is
not expected to be there.
"""

from __future__ import annotations

import json
import random
import re
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from lorcana_desktop.app.catalog import import_cards, load_card_index
from lorcana_desktop.app.lab import LabResult
from lorcana_desktop.app.lab_history import keep_result
from lorcana_desktop.app.lab_screen import LabScreen
from lorcana_desktop.app.lab_stats import lab_stats
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks import Deck, parse_text
from lorcana_desktop.decks.collection import Collection
from lorcana_desktop.decks.dreamborn import parse_dreamborn_csv
from lorcana_desktop.decks.library import (
    load_collection,
    merge_collection,
    open_library,
    precon_dir,
    save_deck,
)
from lorcana_desktop.paths import cache_dir
from lorcana_desktop.store.userdata import UserData, UserDataBusy

CSV_HEAD = "Normal,Foil,Name,Set,Card Number,Color,Rarity,Price,Foil Price\n"
Ack = Callable[[dict[str, Any]], None]


class Worker:
    def __init__(self, role: str, seed: int, cards: CardIndex, store: UserData, ack: Ack) -> None:
        self.role, self.seed, self.cards, self.store, self.ack = role, seed, cards, store, ack
        self.rng = random.Random(seed)
        folder = precon_dir()
        assert folder is not None
        self.texts = [p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.txt"))]
        self.precons = [parse_text(t, cards).deck for t in self.texts]
        some = [c for c in list(cards)[:400] if c.printings]
        self.printings = sorted(p.id for c in some for p in c.printings)[:40]
        self.some_cards = some
        self.next_catalog = time.monotonic() + 2.0
        self.lab: LabScreen | None = None
        self.lab_games: LabResult | None = None
        if role in ("labs", "lab_windows"):
            # Four real games, played once: every run kept is some of them (a run of a few games).
            deck = self.precons[0].renamed(f"{role}-{seed}")
            self.lab = LabScreen(deck, cards, store, cache_dir())
            spec = self.lab.spec(self.lab.default_opponents()[:1], games=4, level="easy", seed=seed)
            self.lab_games = self.lab.run(spec, jobs=1).run()

    def step(self, n: int) -> None:
        getattr(self, self.role)(n)

    def decks(self, n: int) -> None:
        deck = self.rng.choice(self.precons).renamed(f"decks-{self.seed}-{n}")
        save_deck(self.store, deck)  # a new deck: never over one of the same name
        self.ack({"deck": deck.name, "cards": cards_of(deck)})
        if n > 1 and n % 3 == 0:  # an earlier deck replaced by name with another list
            again = self.rng.choice(self.precons).renamed(f"decks-{self.seed}-{n - 1}")
            save_deck(self.store, again, overwrite=True)
            self.ack({"deck": again.name, "cards": cards_of(again)})

    def merges(self, n: int) -> None:
        load_collection(self.store)  # what a person previews before saying yes
        picked = self.rng.sample(self.printings, self.rng.randint(1, 6))
        rows = {p: (self.rng.randint(1, 3), self.rng.randint(0, 1)) for p in picked}
        owned = Collection()
        for pid, (normal, foil) in rows.items():
            owned.set(pid, normal, foil)
        merge_collection(self.store, owned)
        self.ack({"merge": {str(p): list(c) for p, c in rows.items()}})
        self.store.list_decks()

    def imports(self, n: int) -> None:
        if time.monotonic() >= self.next_catalog:  # the card catalog imported again, beside the rest
            report = import_cards()
            self.ack({"catalog": report.card_count})
            self.next_catalog = time.monotonic() + 4.0
            return
        deck = parse_text(self.rng.choice(self.texts), self.cards).deck.renamed(f"imports-{self.seed}-{n}")
        save_deck(self.store, deck)
        self.ack({"deck": deck.name, "cards": cards_of(deck)})
        card = self.rng.choice(self.some_cards)
        p = card.printings[0]
        result = parse_dreamborn_csv(CSV_HEAD + f"2,1,{card.full_name},{p.set_code},{p.number},,,,\n", self.cards)
        merge_collection(self.store, result.collection)
        self.ack({"merge": {str(pid): [o.normal, o.foil] for pid, o in result.collection.items()}})


    def _lab_result(self, n: int) -> LabResult:
        """Some games of the four, kept under one of two deck names (so each save reads the last run of its
        deck to compare, while the other processes write)."""
        assert self.lab_games is not None
        games = self.lab_games
        picked = tuple(sorted(self.rng.sample(games.records, self.rng.randint(1, len(games.records))),
                              key=lambda r: r.number))
        spec = replace(games.spec, deck=replace(games.spec.deck, name=f"{games.spec.deck.name}-{n % 2}"),
                       games=len(picked))
        return LabResult(spec, picked, lab_stats(picked, 1, spec.deck.cards), 1.0, 1)

    def _lab_ack(self, run_id: int, result: LabResult) -> None:
        self.ack({"lab": run_id, "deck": result.spec.deck.name, "games": result.stats.games,
                  "wins": result.stats.overall.wins, "numbers": [r.number for r in result.records]})

    def labs(self, n: int) -> None:
        """A run kept as ``lorcana-desktop lab`` keeps it (the deck's last run read, then one row added)."""
        result = self._lab_result(n)
        note = keep_result(result, self.store)
        found = re.search(r"\(run (\d+)\)", note)
        assert found is not None, note
        self._lab_ack(int(found.group(1)), result)

    def lab_windows(self, n: int) -> None:
        """A run kept as the "Test this deck" window keeps it: a problem is said in the window, never raised."""
        assert self.lab is not None
        result = self._lab_result(n)
        done = self.lab.finished(result)
        if done.problem:
            self.ack({"busy": done.problem[:160]})
        else:
            self._lab_ack(done.run_id, result)


def cards_of(deck: Deck) -> list[list[Any]]:
    return sorted([e.card.english_full_name or e.card.full_name, e.count, e.section.value] for e in deck.entries)


def main() -> int:
    role, log_path, seconds, seed = sys.argv[1], Path(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
    cards = load_card_index()
    store = open_library(cards)
    with log_path.open("w", encoding="utf-8") as log:
        def ack(entry: dict[str, Any]) -> None:
            log.write(json.dumps(entry) + "\n")
            log.flush()

        worker = Worker(role, seed, cards, store, ack)
        print("ready", flush=True)
        sys.stdin.readline()
        stop = time.monotonic() + seconds
        n = 0
        while time.monotonic() < stop:
            n += 1
            try:
                worker.step(n)
            except UserDataBusy as exc:
                ack({"busy": str(exc)[:160]})
            # A breath between writes, as any program takes (a person clicks, a command parses its
            # file): SQLite's locks are not fair, and three processes writing with no pause at all
            # can keep a fourth waiting past the busy timeout.
            time.sleep(worker.rng.uniform(0, 0.02))
    store.close()
    print(f"done {n}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
