"""The user's decks, collection and settings in SQLite (sqlite-utils), never rebuilt by a catalog import.

Plain rows only (names and counts as strings and ints): the decks layer turns them into Deck
objects, so this module does not depend on the card data.
"""

from __future__ import annotations

import datetime as dt
import functools
import shutil
import sqlite3
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Concatenate, ParamSpec, Self, TypeVar

import sqlite_utils

from lorcana_desktop.files import BUSY_TIMEOUT, busy_message, is_busy, is_write_failure, write_failure
from lorcana_desktop.store.migrations import LATEST, MigrationError, migrate, schema_version, transaction

SECTIONS = ("main", "sideboard", "maybeboard")
# Sane upper bound of owned copies of one printing (normal or foil); beyond it a count is a typo,
# and a collection never holds more, so an export always reads back in.
MAX_OWNED = 100_000


class UserDataError(Exception):
    """The user data file cannot be used; the message says why and what was done about it."""


class CorruptUserData(UserDataError):
    """The file is not a healthy SQLite database. It was moved aside to ``backup``, untouched."""

    def __init__(self, path: Path, backup: Path, reason: str) -> None:
        # One sentence; what SQLite found (up to hundreds of lines) is in ``details``.
        super().__init__(
            f"The user data file {path} is damaged, so it was kept unchanged as {backup} (decks and "
            f"collection in it can be recovered with an SQLite tool) and a new, empty file takes its place."
        )
        self.path = path
        self.backup = backup
        self.reason = reason
        self.details = reason  # for a "Details" section (the window's Show Details, the command's Details:)


class NewerUserData(UserDataError):
    """The file was written by a newer version of the program; it is left alone."""


class UserDataWriteError(UserDataError):
    """Saving failed (a full disk, a read-only folder); the transaction was rolled back, nothing changed."""

    def __init__(self, path: Path, what: str, cause: BaseException) -> None:
        super().__init__(f"Could not save {what}: {write_failure(cause, path.parent)}. "
                         f"Nothing was changed in {path.name}.")
        self.path = path
        self.cause = cause


class UpgradeFailed(UserDataError):
    """A schema step failed on this file; it was rolled back and the file is left alone."""


class UserDataBusy(UserDataError):
    """Another process (a second window, the command line) held the file past the busy timeout.

    Never damage: nothing was read or changed, and trying again later works.
    """

    def __init__(self, path: Path, what: str | None = None) -> None:
        why = busy_message(path, BUSY_TIMEOUT)
        if what is None:
            super().__init__(f"Cannot use the user data file now: {why}. Nothing was changed.")
        else:
            super().__init__(f"Could not save {what}: {why}. Nothing was changed.")
        self.path = path


class EmptyCollection(ValueError):
    """An import that read nothing would have emptied the owned collection; nothing was changed."""


class DeckExists(ValueError):
    """A new deck's name is taken (perhaps by another process since the name was checked)."""

    def __init__(self, name: str) -> None:
        super().__init__(f"A deck named {name!r} already exists.")
        self.name = name


@dataclass(frozen=True, slots=True)
class StoredCard:
    card: str  # the card's full name
    count: int
    section: str = "main"


@dataclass(frozen=True, slots=True)
class StoredDeck:
    """A deck as the store keeps it: names and counts, timestamps in ISO 8601 UTC."""

    name: str
    format: str
    cards: tuple[StoredCard, ...] = ()
    notes: str = ""
    created: str = ""
    updated: str = ""


@dataclass(frozen=True, slots=True)
class StoredLabRun:
    """A deck lab run as the store keeps it: the deck's name and version (a digest of its main deck), its
    cards, the run and its game records as JSON text (the records compressed), and the totals."""

    deck: str
    version: str
    cards: str  # JSON list of the main deck's names, one per copy
    spec: str  # JSON of the run
    games: int
    wins: int
    records: bytes  # zlib-compressed JSON list of game records
    engine: str = ""
    created: str = ""
    id: int = 0


@dataclass(frozen=True, slots=True)
class LabRunSummary:
    """A kept run without its records (for lists)."""

    id: int
    deck: str
    version: str
    created: str
    games: int
    wins: int
    spec: str


@dataclass(frozen=True, slots=True)
class DeckSummary:
    name: str
    format: str
    cards: int  # main-deck card count
    updated: str


def _now() -> str:
    return dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat()


def _backup_name(path: Path) -> Path:
    stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%dT%H%M%SZ")
    candidate = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    return candidate


def _set_aside(path: Path) -> Path:
    """Move a damaged file to its backup name (copy it when it cannot be moved); the backup's path."""
    backup = _backup_name(path)
    try:
        path.replace(backup)
    except OSError:
        try:
            shutil.copy2(path, backup)
        except OSError as exc:
            raise UserDataError(
                f"The user data file {path} is damaged, and it could not be kept aside: "
                f"{write_failure(exc, path.parent)}. The file was left as it is."
            ) from exc
    return backup


# The tables and columns the program reads; a file at the latest schema lacking any is damaged.
EXPECTED_SCHEMA: dict[str, frozenset[str]] = {
    "decks": frozenset({"id", "name", "format", "notes", "created", "updated"}),
    "deck_cards": frozenset({"deck", "card", "count", "section", "position"}),
    "collection": frozenset({"printing", "normal", "foil"}),
    "settings": frozenset({"key", "value"}),
    "lab_runs": frozenset({"id", "deck", "version", "cards", "created", "spec", "games", "wins", "engine", "records"}),
}


def _missing_schema(conn: sqlite3.Connection) -> str:
    """What the schema lacks, in words ("" when every table and column is there)."""
    gaps: list[str] = []
    for table, columns in EXPECTED_SCHEMA.items():
        have = {str(row[1]) for row in conn.execute(f"PRAGMA table_info({table})")}
        if not have:
            gaps.append(f"the table {table} is missing")
        elif columns - have:
            gaps.append(f"the table {table} lacks {', '.join(sorted(columns - have))}")
    return "; ".join(gaps)


def _connect(path: Path) -> sqlite3.Connection:
    # Autocommit mode: transactions are explicit (migrations.transaction), DDL included. The timeout
    # waits for another process's transaction (a second program on the same file) to finish.
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=BUSY_TIMEOUT)
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def _health(conn: sqlite3.Connection, path: Path) -> str | None:
    """None when the database reads cleanly, else what is wrong with it; UserDataBusy when another
    process held it too long to be read (which says nothing about its health)."""
    try:
        rows = conn.execute("PRAGMA quick_check").fetchall()
    except sqlite3.DatabaseError as exc:
        if is_busy(exc):
            raise UserDataBusy(path) from exc
        return str(exc)
    messages = [str(r[0]) for r in rows]
    return None if messages == ["ok"] else "\n".join(messages)


P = ParamSpec("P")
R = TypeVar("R")


def _reading(method: Callable[Concatenate[UserData, P], R]) -> Callable[Concatenate[UserData, P], R]:
    """A read that another process kept waiting past the busy timeout raises UserDataBusy (one line
    for the person), never a bare sqlite3 error."""
    @functools.wraps(method)
    def read(self: UserData, *args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return method(self, *args, **kwargs)
        except sqlite3.OperationalError as exc:
            if is_busy(exc):
                raise UserDataBusy(self.path) from exc
            raise
    return read


class UserData:
    """An open user data database. Every write is one transaction.

    Open with ``UserData.open()`` (the user's file) or ``UserData.open(path)``.
    """

    def __init__(self, conn: sqlite3.Connection, path: Path, created: bool) -> None:
        self.conn = conn
        self.db = sqlite_utils.Database(conn)
        self.path = path
        self.created = created  # True when this open made a new file

    # -- opening ---------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | Path) -> UserData:
        """Open (creating or upgrading) the database at ``path``; raises UserDataError subclasses.

        The user's file is ``lorcana_desktop.paths.userdata_path()`` (``decks.library.open_library`` uses it).
        A damaged file is moved aside to ``<name>.corrupt-<timestamp>`` and CorruptUserData is raised;
        it is never overwritten.
        """
        p = Path(path)
        existed = p.exists() and p.stat().st_size > 0
        if p.exists() and not p.is_file():
            raise UserDataError(f"The user data path {p} is not a file.")
        try:
            conn = _connect(p)
        except sqlite3.Error as exc:
            raise UserDataError(f"Cannot open the user data file {p}: {write_failure(exc, p.parent)}.") from exc
        if existed:
            try:
                problem = _health(conn, p)
            except UserDataBusy:
                conn.close()
                raise
            if problem is not None:
                conn.close()
                if "unable to open" in problem or "readonly" in problem:
                    raise UserDataError(f"Cannot read the user data file {p}: {problem}.")
                raise CorruptUserData(p, _set_aside(p), problem)
        try:
            version = schema_version(conn)
            if version > LATEST:
                conn.close()
                raise NewerUserData(
                    f"The user data file {p} has schema {version}, newer than this program knows ({LATEST}). "
                    "Update Lorcana Desktop; the file was not touched."
                )
            migrate(conn)
            missing = _missing_schema(conn)
        except MigrationError as exc:
            conn.close()
            raise UpgradeFailed(
                f"{exc} The user data file {p} was left untouched, so decks and the collection cannot be "
                "saved; move the file away to start with an empty one."
            ) from exc
        except sqlite3.Error as exc:
            conn.close()
            if is_busy(exc):
                raise UserDataBusy(p) from exc
            raise UserDataError(f"Cannot use the user data file {p}: {write_failure(exc, p.parent)}.") from exc
        if missing:
            # Readable, but tables or columns are gone: as damaged as a bad page.
            conn.close()
            raise CorruptUserData(p, _set_aside(p), missing)
        return cls(conn, p, created=not existed)

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, et: type[BaseException] | None, ev: BaseException | None, tb: TracebackType | None) -> None:
        self.close()

    @contextmanager
    def _writing(self, what: str) -> Iterator[sqlite3.Connection]:
        """One transaction (BEGIN IMMEDIATE: reads inside it see what is written, and no other process
        writes until it ends); a disk that refuses the write becomes UserDataWriteError naming ``what``,
        a file another process held too long UserDataBusy. Inside ``batch()`` it joins that transaction."""
        if self.conn.in_transaction:
            yield self.conn
            return
        try:
            with transaction(self.conn) as conn:
                yield conn
        except sqlite3.Error as exc:
            if is_busy(exc):
                raise UserDataBusy(self.path, what) from exc
            if is_write_failure(exc):
                raise UserDataWriteError(self.path, what, exc) from exc
            raise

    @contextmanager
    def batch(self, what: str) -> Iterator[None]:
        """Reads and writes that belong together as one transaction: what is read inside cannot change
        before the writes that depend on it, even with another program on the same file. A failure
        anywhere inside changes nothing."""
        with self._writing(what):
            yield

    @property
    @_reading
    def schema_version(self) -> int:
        return schema_version(self.conn)

    # -- decks -----------------------------------------------------------------------------
    @_reading
    def deck_names(self) -> list[str]:
        return [r[0] for r in self.conn.execute("SELECT name FROM decks ORDER BY name COLLATE NOCASE")]

    @_reading
    def list_decks(self) -> list[DeckSummary]:
        rows = self.conn.execute(
            "SELECT d.name, d.format, d.updated, COALESCE(SUM(c.count), 0) FROM decks d "
            "LEFT JOIN deck_cards c ON c.deck = d.id AND c.section = 'main' "
            "GROUP BY d.id ORDER BY d.name COLLATE NOCASE"
        )
        return [DeckSummary(name, fmt, int(n), updated) for name, fmt, updated, n in rows]

    @_reading
    def has_deck(self, name: str) -> bool:
        return self.conn.execute("SELECT 1 FROM decks WHERE name = ?", (name,)).fetchone() is not None

    @_reading
    def get_deck(self, name: str) -> StoredDeck | None:
        row = self.conn.execute(
            "SELECT id, name, format, notes, created, updated FROM decks WHERE name = ?", (name,)
        ).fetchone()
        if row is None:
            return None
        deck_id, real_name, fmt, notes, created, updated = row
        cards = tuple(
            StoredCard(card, int(count), section)
            for card, count, section in self.conn.execute(
                "SELECT card, count, section FROM deck_cards WHERE deck = ? ORDER BY position, rowid", (deck_id,)
            )
        )
        return StoredDeck(real_name, fmt, cards, notes, created, updated)

    def save_deck(self, deck: StoredDeck, *, replace_name: str | None = None,
                  overwrite: bool = False) -> StoredDeck:
        """Save a deck; the card list is replaced as a whole, in one transaction; ``created`` is kept.

        ``replace_name``: the name the deck was saved under before (the deck being edited, renamed or
        not): that stored deck is updated. Without it the deck is new, and a deck already saved under
        its name (perhaps by another program a moment ago) raises DeckExists unless ``overwrite``.
        ``overwrite`` also lets a rename replace another saved deck of the new name. Whether the name
        is taken is decided inside the transaction, so a failed write leaves every deck as it was.
        """
        if not deck.name.strip():
            raise ValueError("A deck needs a name.")
        bad = [c for c in deck.cards if c.count < 1 or c.section not in SECTIONS or not c.card.strip()]
        if bad:
            raise ValueError(f"Cannot save {deck.name!r}: bad card rows {bad[:3]}.")
        merged: dict[tuple[str, str], int] = {}
        for c in deck.cards:
            merged[(c.card, c.section)] = merged.get((c.card, c.section), 0) + c.count
        now = _now()
        with self._writing(f"the deck {deck.name!r}"):
            row = None if replace_name is None else self.conn.execute(
                "SELECT id, created FROM decks WHERE name = ?", (replace_name,)).fetchone()
            taken = self.conn.execute("SELECT id, created FROM decks WHERE name = ?", (deck.name,)).fetchone()
            if taken is not None and (row is None or taken[0] != row[0]):
                if not overwrite:
                    raise DeckExists(deck.name)
                if row is None:
                    row = taken  # replaced by name: the stored deck is updated in place
                else:
                    self.conn.execute("DELETE FROM decks WHERE id = ?", (taken[0],))
            if row is None:
                created = deck.created or now
                cur = self.conn.execute(
                    "INSERT INTO decks (name, format, notes, created, updated) VALUES (?, ?, ?, ?, ?)",
                    (deck.name, deck.format, deck.notes, created, now),
                )
                deck_id = cur.lastrowid
            else:
                deck_id, created = row
                self.conn.execute(
                    "UPDATE decks SET name = ?, format = ?, notes = ?, updated = ? WHERE id = ?",
                    (deck.name, deck.format, deck.notes, now, deck_id),
                )
                self.conn.execute("DELETE FROM deck_cards WHERE deck = ?", (deck_id,))
            self.conn.executemany(
                "INSERT INTO deck_cards (deck, card, count, section, position) VALUES (?, ?, ?, ?, ?)",
                [(deck_id, card, n, section, i) for i, ((card, section), n) in enumerate(merged.items())],
            )
            stored = self.get_deck(deck.name)
        assert stored is not None
        return stored

    def rename_deck(self, old: str, new: str) -> None:
        deck = self.get_deck(old)
        if deck is None:
            raise KeyError(f"No deck named {old!r}.")
        self.save_deck(StoredDeck(new, deck.format, deck.cards, deck.notes, deck.created), replace_name=old)

    def delete_deck(self, name: str) -> bool:
        """Remove a deck and its cards (ON DELETE CASCADE); False when there was none."""
        with self._writing(f"the deletion of the deck {name!r}"):
            cur = self.conn.execute("DELETE FROM decks WHERE name = ?", (name,))
        return cur.rowcount > 0

    # -- collection ------------------------------------------------------------------------
    @_reading
    def collection(self) -> dict[int, tuple[int, int]]:
        """Owned (normal, foil) copies by printing id."""
        return {int(p): (int(n), int(f)) for p, n, f in self.conn.execute(
            "SELECT printing, normal, foil FROM collection ORDER BY printing")}

    @_reading
    def owned(self, printing: int) -> tuple[int, int]:
        row = self.conn.execute("SELECT normal, foil FROM collection WHERE printing = ?", (printing,)).fetchone()
        return (int(row[0]), int(row[1])) if row else (0, 0)

    def set_owned(self, printing: int, normal: int, foil: int) -> None:
        if normal < 0 or foil < 0:
            raise ValueError(f"Owned counts cannot be negative (normal {normal}, foil {foil}).")
        if normal > MAX_OWNED or foil > MAX_OWNED:
            raise ValueError(f"Owned counts stop at {MAX_OWNED} (normal {normal}, foil {foil}).")
        with self._writing("the collection"):
            self._write_owned(printing, normal, foil)

    def adjust_owned(self, printing: int, normal: int = 0, foil: int = 0) -> tuple[int, int]:
        """Add or take away copies (never below zero nor past MAX_OWNED); returns the new counts."""
        with self._writing("the collection"):
            n, f = self.owned(printing)
            n, f = max(0, min(MAX_OWNED, n + normal)), max(0, min(MAX_OWNED, f + foil))
            self._write_owned(printing, n, f)
        return n, f

    def replace_collection(self, counts: dict[int, tuple[int, int]] | Iterable[tuple[int, int, int]], *,
                           allow_empty: bool = True) -> None:
        """Make the collection exactly ``counts`` (a confirmed import), all or nothing. Without
        ``allow_empty``, an empty ``counts`` never empties an owned collection (EmptyCollection), decided
        inside the transaction."""
        rows = [(p, n, f) for p, (n, f) in counts.items()] if isinstance(counts, dict) else list(counts)
        if any(n < 0 or f < 0 for _, n, f in rows):
            raise ValueError("Owned counts cannot be negative.")
        if any(n > MAX_OWNED or f > MAX_OWNED for _, n, f in rows):
            raise ValueError(f"Owned counts stop at {MAX_OWNED}.")
        with self._writing("the collection"):
            if not any(n or f for _, n, f in rows) and not allow_empty and self.conn.execute("SELECT 1 FROM collection LIMIT 1").fetchone():
                raise EmptyCollection("Nothing to save: the new collection is empty. Your collection is unchanged.")
            self.conn.execute("DELETE FROM collection")
            self.conn.executemany(
                "INSERT INTO collection (printing, normal, foil) VALUES (?, ?, ?)",
                [(p, n, f) for p, n, f in rows if n or f],
            )

    def add_to_collection(self, counts: dict[int, tuple[int, int]]) -> list[int]:
        """Add ``counts`` to the owned copies (a merging import), read and written in one transaction so
        copies another program adds meanwhile are kept; a count stops at MAX_OWNED. The printings
        that were capped."""
        if any(n < 0 or f < 0 for n, f in counts.values()):
            raise ValueError("Owned counts cannot be negative.")
        capped: list[int] = []
        with self._writing("the collection"):
            for printing, (normal, foil) in counts.items():
                have_n, have_f = self.owned(printing)
                n, f = have_n + normal, have_f + foil
                if n > MAX_OWNED or f > MAX_OWNED:
                    capped.append(printing)
                self._write_owned(printing, min(n, MAX_OWNED), min(f, MAX_OWNED))
        return capped

    def _write_owned(self, printing: int, normal: int, foil: int) -> None:
        if normal or foil:
            self.conn.execute(
                "INSERT INTO collection (printing, normal, foil) VALUES (?, ?, ?) "
                "ON CONFLICT (printing) DO UPDATE SET normal = excluded.normal, foil = excluded.foil",
                (printing, normal, foil),
            )
        else:
            self.conn.execute("DELETE FROM collection WHERE printing = ?", (printing,))

    # -- settings --------------------------------------------------------------------------
    @_reading
    def get_setting(self, key: str, default: str | None = None) -> str | None:
        row = self.conn.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
        return row[0] if row else default

    def set_setting(self, key: str, value: str) -> None:
        with self._writing(f"the setting {key}"):
            self.conn.execute(
                "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, value),
            )

    # -- deck lab runs ---------------------------------------------------------------------
    def add_lab_run(self, run: StoredLabRun) -> int:
        """Keep a lab run (one transaction; earlier runs are never changed); its id."""
        if not run.deck.strip():
            raise ValueError("A lab run needs its deck's name.")
        if run.games < 0 or not 0 <= run.wins <= run.games:
            raise ValueError(f"A lab run cannot have {run.wins} wins of {run.games} games.")
        with self._writing(f"the test results of the deck {run.deck!r}"):
            cur = self.conn.execute(
                "INSERT INTO lab_runs (deck, version, cards, created, spec, games, wins, engine, records) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (run.deck, run.version, run.cards, run.created or _now(), run.spec, run.games, run.wins,
                 run.engine, run.records))
        return int(cur.lastrowid or 0)

    @_reading
    def lab_runs(self, deck: str) -> list[LabRunSummary]:
        """The runs kept for ``deck`` (any version), the newest first."""
        return [LabRunSummary(int(i), d, v, c, int(g), int(w), s) for i, d, v, c, g, w, s in self.conn.execute(
            "SELECT id, deck, version, created, games, wins, spec FROM lab_runs WHERE deck = ? ORDER BY id DESC",
            (deck,))]

    @_reading
    def lab_run(self, run_id: int) -> StoredLabRun | None:
        row = self.conn.execute(
            "SELECT deck, version, cards, spec, games, wins, records, engine, created, id FROM lab_runs "
            "WHERE id = ?", (run_id,)).fetchone()
        if row is None:
            return None
        deck, version, cards, spec, games, wins, records, engine, created, i = row
        return StoredLabRun(deck, version, cards, spec, int(games), int(wins), bytes(records), engine, created, int(i))

    def delete_lab_run(self, run_id: int) -> bool:
        """Remove one kept run (the person asked to); False when there was none."""
        with self._writing("the deletion of test results"):
            cur = self.conn.execute("DELETE FROM lab_runs WHERE id = ?", (run_id,))
        return cur.rowcount > 0
