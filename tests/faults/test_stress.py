"""Four programs on one data folder for ten seconds (issue 20): saving decks, merging collections and
importing (decks, collection rows, the card catalog) at once. Afterwards every write a process got
back as done is there, and both databases pass PRAGMA integrity_check. Real separate processes."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from collections import Counter
from pathlib import Path

from lorcana_desktop.store.userdata import UserData

from .conftest import ROOT, Programs

SECONDS = 10.0
ROLES = ("decks", "merges", "merges", "imports")


def _integrity(path: Path) -> str:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return "; ".join(str(r[0]) for r in conn.execute("PRAGMA integrity_check"))
    finally:
        conn.close()


def test_four_processes_for_ten_seconds_lose_nothing_acknowledged(programs: Programs, tmp_path: Path) -> None:
    logs = [tmp_path / f"worker-{k}.jsonl" for k in range(len(ROLES))]
    workers = [subprocess.Popen([sys.executable, "-m", "tests.faults.stress_worker", role, str(log), str(SECONDS),
                                 str(k + 1)], env=programs.env, cwd=ROOT, text=True, stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
               for k, (role, log) in enumerate(zip(ROLES, logs, strict=True))]
    try:
        for w in workers:  # every card index loaded: then all start at once
            assert w.stdout is not None and w.stdout.readline().strip() == "ready", w.communicate()[1]
        for w in workers:
            assert w.stdin is not None
            w.stdin.write("go\n")
            w.stdin.flush()
        results = [w.communicate(timeout=300) for w in workers]
    finally:
        for w in workers:
            if w.poll() is None:
                w.kill()
    for w, (out, err) in zip(workers, results, strict=True):
        assert w.returncode == 0 and "done" in out, err
        assert "Traceback" not in err, err

    decks: dict[str, list[list[object]]] = {}
    owned: Counter[tuple[int, int]] = Counter()
    counts: Counter[str] = Counter()
    for role, log in zip(ROLES, logs, strict=True):
        entries = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
        acknowledged = [e for e in entries if "busy" not in e]
        assert len(acknowledged) >= 5, f"a {role} process got almost nothing done: {entries[:3]}"
        for entry in entries:
            if "deck" in entry:
                decks[entry["deck"]] = entry["cards"]  # the last acknowledged list of that name
                counts["deck saves"] += 1
            elif "merge" in entry:
                for pid, (normal, foil) in entry["merge"].items():
                    owned[(int(pid), 0)] += normal
                    owned[(int(pid), 1)] += foil
                counts["collection merges"] += 1
            elif "catalog" in entry:
                counts["catalog imports"] += 1
            elif "busy" in entry:
                # Starved by three processes writing without a pause, past the busy timeout: said in
                # one line, nothing changed, never called damage.
                assert "another Lorcana Desktop" in entry["busy"] and "damaged" not in entry["busy"]
                counts["refused as busy"] += 1
    print(f"\nstress, {len(ROLES)} processes for {SECONDS:g} s: " + ", ".join(f"{n} {k}" for k, n in counts.items()))
    assert counts["deck saves"] >= 20 and counts["collection merges"] >= 20 and counts["catalog imports"] >= 1
    writes = counts["deck saves"] + counts["collection merges"]
    assert counts["refused as busy"] <= writes // 10, "the processes mostly waited for each other"

    assert _integrity(programs.userdata) == "ok"
    assert _integrity(programs.catalog) == "ok"
    leftovers = [p.name for p in programs.data.iterdir() if ".corrupt" in p.name or ".damaged" in p.name
                 or ".building-" in p.name]
    assert leftovers == []
    with UserData.open(programs.userdata) as store:
        for name, cards in decks.items():
            stored = store.get_deck(name)
            assert stored is not None, f"the acknowledged deck {name!r} is gone"
            assert sorted([c.card, c.count, c.section] for c in stored.cards) == cards, name
        collection = store.collection()
    for (pid, foil), n in owned.items():
        assert collection.get(pid, (0, 0))[foil] == n, f"printing {pid}: {collection.get(pid)} != {n} acknowledged"
    assert set(collection) == {pid for pid, _ in owned}
