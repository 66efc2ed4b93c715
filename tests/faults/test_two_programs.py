"""Two programs on one data folder (issue 20, items 1-3): a busy or locked database is never called
damaged, a read-plan-write never loses what another process wrote in between, and a first start or
an upgrade raced by a second process does not fail. Every test here runs real separate processes."""

from __future__ import annotations

import json
import os
import pty
import re
import select
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from lorcana_desktop.store.userdata import StoredCard, StoredDeck, UserData, UserDataBusy

from .conftest import Programs

# Holds a database in another process: BEGIN EXCLUSIVE, "locked" on stdout, then waits for a line on
# stdin (or a time), writes a setting when it is the user data, and commits.
HOLD = """
import sqlite3, sys, time
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
if len(sys.argv) > 2:
    time.sleep(float(sys.argv[2]))
else:
    sys.stdin.readline()
if sys.argv[1].endswith("userdata.sqlite"):
    conn.execute("INSERT INTO settings (key, value) VALUES ('written while held', 'yes')")
conn.execute("COMMIT")
print("released", flush=True)
"""


def _hold(programs: Programs, path: Path, seconds: float | None = None) -> subprocess.Popen[str]:
    args = [str(path)] + ([str(seconds)] if seconds is not None else [])
    holder = subprocess.Popen([sys.executable, "-c", HOLD, *args], env=programs.env, text=True,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert holder.stdout is not None and holder.stdout.readline().strip() == "locked", holder.stderr
    return holder


def _release(holder: subprocess.Popen[str]) -> None:
    out, err = holder.communicate("go\n", timeout=60)
    assert holder.returncode == 0 and "released" in out, err


def _one_busy_line(err: str, path: Path) -> None:
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert "Traceback" not in err and "damaged" not in err and "corrupt" not in err, err
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    assert "another Lorcana Desktop" in lines[0] and str(path) in lines[0], err
    assert "check the folder and the disk" not in lines[0], err


def _set_aside_files(data: Path) -> list[str]:
    return sorted(p.name for p in data.iterdir() if ".corrupt" in p.name or ".damaged" in p.name)


def test_a_locked_user_data_file_is_busy_not_damaged(programs: Programs) -> None:
    holder = _hold(programs, programs.userdata)
    try:
        done = programs.run("deck", "list")
    finally:
        _release(holder)
    assert done.returncode == 2
    _one_busy_line(done.stderr, programs.userdata)
    assert _set_aside_files(programs.data) == []
    # What the other process wrote while it held the file is in the file the program goes on using.
    with UserData.open(programs.userdata) as store:
        assert store.get_setting("written while held") == "yes"
        assert len(store.deck_names()) == 6
    again = programs.run("deck", "list")
    assert again.returncode == 0 and len(again.stdout.splitlines()) == 6


def test_a_locked_catalog_is_busy_not_damaged(programs: Programs) -> None:
    before = programs.catalog.read_bytes()
    holder = _hold(programs, programs.catalog)
    try:
        done = programs.run("cards", "info")
    finally:
        _release(holder)
    assert done.returncode == 2
    _one_busy_line(done.stderr, programs.catalog)
    assert _set_aside_files(programs.data) == []
    assert programs.catalog.read_bytes() == before  # not rebuilt either
    assert programs.run("cards", "info").returncode == 0


def test_a_save_waits_while_another_process_briefly_holds_the_file(programs: Programs) -> None:
    with UserData.open(programs.userdata) as store:
        holder = _hold(programs, programs.userdata, seconds=1.0)
        started = time.monotonic()
        store.save_deck(StoredDeck("Saved after the wait", "core", (StoredCard("Smash", 4),)))
        waited = time.monotonic() - started
        holder.wait(timeout=60)
        assert waited > 0.5  # it did wait for the other process, and then saved
        assert store.get_deck("Saved after the wait") is not None
        assert store.get_setting("written while held") == "yes"


def test_a_save_into_a_file_held_too_long_says_so_and_changes_nothing(programs: Programs,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from lorcana_desktop.store import userdata

    monkeypatch.setattr(userdata, "BUSY_TIMEOUT", 0.3)
    with UserData.open(programs.userdata) as store:
        holder = _hold(programs, programs.userdata)
        try:
            with pytest.raises(UserDataBusy) as caught:
                store.save_deck(StoredDeck("Not now", "core", (StoredCard("Smash", 4),)))
        finally:
            _release(holder)
        message = str(caught.value)
        assert "another Lorcana Desktop" in message and "Nothing was changed" in message
        assert "damaged" not in message and "check the folder and the disk" not in message
        assert store.get_deck("Not now") is None
        store.save_deck(StoredDeck("Not now", "core", (StoredCard("Smash", 4),)))  # later it works


# -- item 2: read-plan-write in one transaction --------------------------------------------------

CSV_HEAD = "Normal,Foil,Name,Set,Card Number,Color,Rarity,Price,Foil Price\n"


def _csv(path: Path, rows: str) -> Path:
    path.write_text(CSV_HEAD + rows, encoding="utf-8")
    return path


class _AtPrompt:
    """A command started on a terminal (its standard input is a pty), stopped at its y/N question."""

    def __init__(self, programs: Programs, *args: str) -> None:
        self.master, slave = pty.openpty()
        self.proc = programs.start(*args, stdin=slave, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        os.close(slave)
        self.out = ""
        assert self.proc.stdout is not None
        deadline = time.monotonic() + 120
        while "[y/N]" not in self.out:
            assert time.monotonic() < deadline and self.proc.poll() is None, self.out
            ready, _, _ = select.select([self.proc.stdout], [], [], 1)
            if ready:
                self.out += os.read(self.proc.stdout.fileno(), 4096).decode()

    def answer(self, text: str) -> tuple[int, str, str]:
        os.write(self.master, text.encode() + b"\n")
        out, err = self.proc.communicate(timeout=120)
        os.close(self.master)
        return self.proc.returncode, self.out + out, err


def test_two_merges_at_once_keep_both_files_rows(programs: Programs, tmp_path: Path) -> None:
    first = _csv(tmp_path / "a.csv", "2,0,Elsa - Snow Queen,1,41,,,,\n")
    second = _csv(tmp_path / "b.csv", "3,1,Smash,1,197,,,,\n1,0,Elsa - Snow Queen,1,41,,,,\n")
    waiting = _AtPrompt(programs, "collection", "import", str(first), "--merge")
    other = programs.run("collection", "import", str(second), "--merge", "--yes")
    assert other.returncode == 0 and "Collection saved." in other.stdout, other.stderr
    code, out, err = waiting.answer("y")
    assert code == 0 and "Collection saved." in out, err
    with UserData.open(programs.userdata) as store:
        owned = sorted(store.collection().values())
    assert owned == [(3, 0), (3, 1)]  # Elsa 2 + 1, Smash 3 + 1 foil: nothing of either file lost


def test_a_deck_saved_meanwhile_under_the_same_name_is_not_replaced_silently(programs: Programs,
                                                                               tmp_path: Path) -> None:
    mine = tmp_path / "mine.txt"
    mine.write_text("4 Smash\n", encoding="utf-8")
    theirs = tmp_path / "theirs.txt"
    theirs.write_text("4 Elsa - Snow Queen\n", encoding="utf-8")
    waiting = _AtPrompt(programs, "deck", "import", str(mine), "--name", "Shared name")
    other = programs.run("deck", "import", str(theirs), "--name", "Shared name", "--yes")
    assert other.returncode == 0 and "Saved 'Shared name'" in other.stdout, other.stderr
    code, out, err = waiting.answer("y")
    assert code == 1 and "Saved" not in out
    assert "already exists" in err and "--replace" in err
    with UserData.open(programs.userdata) as store:
        deck = store.get_deck("Shared name")
    assert deck is not None and deck.cards == (StoredCard("Elsa - Snow Queen", 4),)


def test_replacing_a_deck_by_name_with_a_full_disk_keeps_the_old_deck(tmp_path: Path) -> None:
    with UserData.open(tmp_path / "u.sqlite") as store:
        store.save_deck(StoredDeck("Kept", "core", (StoredCard("Smash", 4),)))
        pages = store.conn.execute("PRAGMA page_count").fetchone()[0]
        store.conn.execute(f"PRAGMA max_page_count = {pages}")
        big = tuple(StoredCard(f"Card number {i} " + "x" * 200, 1) for i in range(2000))
        with pytest.raises(Exception, match="full"):
            store.save_deck(StoredDeck("Kept", "core", big), overwrite=True)
        kept = store.get_deck("Kept")
        assert kept is not None and kept.cards == (StoredCard("Smash", 4),)


# -- item 3: a first start or an upgrade raced by another process ---------------------------------

FIRST_START_IN_PROGRESS = """
import sqlite3, sys, time
from lorcana_desktop.store import migrations
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN IMMEDIATE")
migrations.MIGRATIONS[0](conn)
conn.execute("PRAGMA user_version = 1")
print("migrating", flush=True)
time.sleep(1.5)
conn.execute("COMMIT")
"""


def test_a_second_process_during_the_first_start_waits_and_then_opens(tmp_path: Path) -> None:
    path = tmp_path / "userdata.sqlite"
    first = subprocess.Popen([sys.executable, "-c", FIRST_START_IN_PROGRESS, str(path)], text=True,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])})
    assert first.stdout is not None and first.stdout.readline().strip() == "migrating"
    with UserData.open(path) as store:  # the first process is half-way through creating the file
        assert store.schema_version == 3 and store.deck_names() == []
    first.wait(timeout=60)
    assert first.returncode == 0, first.stderr.read() if first.stderr else ""
    assert sqlite3.connect(path).execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_the_window_says_the_decks_are_in_use_not_damaged(programs: Programs, monkeypatch: pytest.MonkeyPatch,
                                                          qtbot, cards) -> None:
    from lorcana_desktop.store import userdata
    from lorcana_desktop.ui.deck_store import DeckShelf, user_data_message

    monkeypatch.setattr(userdata, "BUSY_TIMEOUT", 0.3)
    holder = _hold(programs, programs.userdata)
    try:
        shelf = DeckShelf(cards, programs.userdata)
    finally:
        _release(holder)
    title, text = user_data_message(shelf)
    assert not shelf.ok and shelf.backup is None
    assert "in use by another Lorcana Desktop" in title and "Nothing was changed" in text
    assert "damaged" not in text and "moved away" not in text
    assert _set_aside_files(programs.data) == []


def test_a_lab_run_whose_results_cannot_be_kept_still_prints_and_writes_them(programs: Programs,
                                                                             tmp_path: Path) -> None:
    """``lorcana-desktop lab`` while another program holds the decks file past the busy timeout: one line says
    the results were not kept and why (never "database is locked", never a traceback), and the run's lines and
    its --out file are still there: the minutes of games are not thrown away."""
    out = tmp_path / "run.json"
    holder = _hold(programs, programs.userdata)
    try:
        done = programs.run("lab", "steady", "--vs", "lore-race", "--games", "2", "--jobs", "1", "--out", str(out),
                            timeout=300)
    finally:
        _release(holder)
    assert done.returncode == 2
    _one_busy_line(done.stderr, programs.userdata)
    assert done.stderr.startswith("error: the results were not kept with your decks: ")
    assert "database is locked" not in done.stderr + done.stdout
    last = done.stdout.strip().splitlines()[-1]
    assert re.fullmatch(r"amber-amethyst-steady-friends won \d of 2 \(\d+%\)", last), done.stdout
    assert len(json.loads(out.read_text(encoding="utf-8"))["games"]) == 2
    with UserData.open(programs.userdata) as store:
        assert store.lab_runs("amber-amethyst-steady-friends") == []  # not kept, and nothing else changed
        assert store.get_setting("written while held") == "yes"
    again = programs.run("lab", "steady", "--vs", "lore-race", "--games", "2", "--jobs", "1", timeout=300)
    assert again.returncode == 0 and "results kept with your decks (run 1)" in again.stdout, again.stderr


def test_the_lab_window_opens_while_another_program_holds_the_decks(programs: Programs, monkeypatch: pytest.MonkeyPatch,
                                                                   qtbot, cards) -> None:
    """"Test this deck" while another process holds the decks file past the busy timeout: the window opens with
    the preconstructed decks to play against and says why the earlier runs cannot be read; a kept run asked for
    then is refused in words; once the other program is done, the runs are listed."""
    from lorcana_desktop.app.lab_screen import LabScreen
    from lorcana_desktop.decks.library import precon_decks
    from lorcana_desktop.store import userdata
    from lorcana_desktop.ui.lab_window import LabWindow

    monkeypatch.setattr(userdata, "BUSY_TIMEOUT", 0.3)
    deck = precon_decks(cards)[0].deck
    with UserData.open(programs.userdata) as store:
        from lorcana_desktop.app.lab_history import save_run

        first = LabScreen(deck, cards, store, programs.data.parent / "cache")
        save_run(store, first.run(first.spec(first.default_opponents()[:1], games=1), jobs=1).run())
        holder = _hold(programs, programs.userdata)
        try:
            screen = LabScreen(deck, cards, store, programs.data.parent / "cache")
            window = LabWindow(screen, lambda path: None)
            qtbot.addWidget(window)
            assert window.opponents.count() == 6 and len(window.chosen()) == 5  # the preconstructed decks
            assert window.history.count() == 1
            note = window.history.item(0).text()
            assert note.startswith("The earlier runs cannot be read now: ") and "another Lorcana Desktop" in note
            assert "database is locked" not in note
            with pytest.raises(ValueError, match="another Lorcana Desktop"):
                screen.kept(1)
        finally:
            _release(holder)
        window._fill_history()
        assert window.history.count() == 1 and re.search(r"[01] of 1 games won", window.history.item(0).text())
        assert screen.kept(1)[0].spec.deck.name == deck.name
    assert _set_aside_files(programs.data) == []
