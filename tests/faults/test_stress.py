"""Four programs on one data folder for ten seconds (issue 20): saving decks, merging collections and
importing (decks, collection rows, the card catalog) at once. Afterwards every write a process got
back as done is there, and both databases pass PRAGMA integrity_check. Real separate processes."""

from __future__ import annotations

import json
import re
import sqlite3
import subprocess
import sys
from collections import Counter
from pathlib import Path

from lorcana_desktop.app.lab_history import load_run
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


LAB_ROLES = ("labs", "lab_windows", "labs", "decks")
LAB_SECONDS = 8.0


def test_lab_runs_kept_by_the_window_and_the_command_line_at_once_are_all_there(programs: Programs,
                                                                                tmp_path: Path) -> None:
    """Deck lab results (schema 3's lab_runs) under several programs at once: two processes keeping runs as
    ``lorcana-desktop lab`` does, one as the "Test this deck" window does, one saving decks, and two real
    ``lorcana-desktop lab`` commands started meanwhile. Every run a process was told was kept is there with
    its games; none is there that was refused; no one read "database is locked"."""
    logs = [tmp_path / f"lab-worker-{k}.jsonl" for k in range(len(LAB_ROLES))]
    workers = [subprocess.Popen([sys.executable, "-m", "tests.faults.stress_worker", role, str(log), str(LAB_SECONDS),
                                 str(k + 1)], env=programs.env, cwd=ROOT, text=True, stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
               for k, (role, log) in enumerate(zip(LAB_ROLES, logs, strict=True))]
    commands: list[subprocess.Popen[str]] = []
    try:
        for w in workers:
            assert w.stdout is not None and w.stdout.readline().strip() == "ready", w.communicate()[1]
        for w in workers:
            assert w.stdin is not None
            w.stdin.write("go\n")
            w.stdin.flush()
        commands = [programs.start("lab", "steady", "--vs", "lore-race", "--games", "2", "--jobs", "1", "--seed",
                                   str(k), stdout=subprocess.PIPE, stderr=subprocess.PIPE) for k in range(2)]
        results = [w.communicate(timeout=300) for w in workers]
        said = [c.communicate(timeout=300) for c in commands]
    finally:
        for p in (*workers, *commands):
            if p.poll() is None:
                p.kill()
    for w, (out, err) in zip(workers, results, strict=True):
        assert w.returncode == 0 and "done" in out, err
        assert "Traceback" not in err, err
    command_runs: list[int] = []
    for c, (out, err) in zip(commands, said, strict=True):
        assert c.returncode == 0, err
        assert "Traceback" not in err and "locked" not in out + err, err
        kept = re.search(r"results kept with your decks \(run (\d+)\)", out)
        assert kept is not None, out
        command_runs.append(int(kept.group(1)))

    acked: dict[int, dict[str, object]] = {}
    counts: Counter[str] = Counter()
    for role, log in zip(LAB_ROLES, logs, strict=True):
        entries = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
        assert len([e for e in entries if "busy" not in e]) >= 5, f"a {role} process got almost nothing done"
        for entry in entries:
            if "lab" in entry:
                assert entry["lab"] not in acked, f"two runs were told they are run {entry['lab']}"
                acked[int(entry["lab"])] = entry
                counts["lab runs kept"] += 1
            elif "deck" in entry:
                counts["deck saves"] += 1
            elif "busy" in entry:
                assert "another Lorcana Desktop" in entry["busy"], entry
                assert "database is locked" not in entry["busy"] and "damaged" not in entry["busy"], entry
                counts["refused as busy"] += 1
    print(f"\nlab stress, {len(LAB_ROLES)} processes for {LAB_SECONDS:g} s and 2 commands: "
          + ", ".join(f"{n} {k}" for k, n in counts.items()))
    assert counts["lab runs kept"] >= 30 and counts["deck saves"] >= 5
    assert counts["refused as busy"] <= counts["lab runs kept"] // 10

    assert _integrity(programs.userdata) == "ok"
    with UserData.open(programs.userdata) as store:
        rows = {int(i): (d, int(g), int(n)) for i, d, g, n in
                store.conn.execute("SELECT id, deck, games, wins FROM lab_runs")}
        assert set(rows) == set(acked) | set(command_runs)  # all kept, and nothing refused is there
        for run_id, entry in acked.items():
            assert rows[run_id] == (entry["deck"], entry["games"], entry["wins"]), run_id
            kept = load_run(store, run_id)
            assert kept is not None and [r.number for r in kept.records] == entry["numbers"]
        for run_id in command_runs:
            kept = load_run(store, run_id)
            assert kept is not None and kept.spec.deck.name == "amber-amethyst-steady-friends"
            assert len(kept.records) == 2
