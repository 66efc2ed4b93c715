"""Schema versions of the user data database (PRAGMA user_version) and the ordered steps between them."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from lorcana_desktop.files import is_busy

Step = Callable[[sqlite3.Connection], None]


class MigrationError(Exception):
    """A schema step failed; the transaction was rolled back and the file is as it was."""


@contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any error (the connection runs in autocommit mode)."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
        conn.execute("COMMIT")
    except BaseException:
        # SQLite has already rolled back after some errors (a full disk); a second ROLLBACK would
        # raise "no transaction is active" and hide the real error, so it is skipped then, and a
        # failing ROLLBACK never replaces the error that caused it.
        if conn.in_transaction:
            try:
                conn.execute("ROLLBACK")
            except sqlite3.Error:
                pass
        raise


def _v1_initial(conn: sqlite3.Connection) -> None:
    conn.execute(
        """CREATE TABLE decks (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE,
            format TEXT NOT NULL,
            notes TEXT NOT NULL DEFAULT '',
            created TEXT NOT NULL,
            updated TEXT NOT NULL
        )"""
    )
    conn.execute(
        """CREATE TABLE deck_cards (
            deck INTEGER NOT NULL REFERENCES decks(id) ON DELETE CASCADE,
            card TEXT NOT NULL,
            count INTEGER NOT NULL CHECK (count > 0),
            PRIMARY KEY (deck, card)
        )"""
    )
    conn.execute(
        """CREATE TABLE collection (
            printing INTEGER PRIMARY KEY,
            normal INTEGER NOT NULL DEFAULT 0 CHECK (normal >= 0),
            foil INTEGER NOT NULL DEFAULT 0 CHECK (foil >= 0)
        )"""
    )


def _v2_sections_and_settings(conn: sqlite3.Connection) -> None:
    # Sideboard and maybeboard cards need a section; SQLite cannot change a primary key in
    # place, so the table is rebuilt and its rows copied into the main deck.
    conn.execute(
        """CREATE TABLE deck_cards_v2 (
            deck INTEGER NOT NULL REFERENCES decks(id) ON DELETE CASCADE,
            card TEXT NOT NULL,
            count INTEGER NOT NULL CHECK (count > 0),
            section TEXT NOT NULL DEFAULT 'main' CHECK (section IN ('main', 'sideboard', 'maybeboard')),
            position INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (deck, card, section)
        )"""
    )
    conn.execute(
        "INSERT INTO deck_cards_v2 (deck, card, count, section, position) "
        "SELECT deck, card, count, 'main', rowid FROM deck_cards"
    )
    conn.execute("DROP TABLE deck_cards")
    conn.execute("ALTER TABLE deck_cards_v2 RENAME TO deck_cards")
    conn.execute("CREATE INDEX deck_cards_by_deck ON deck_cards (deck, position)")
    conn.execute("CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)")


def _v3_lab_runs(conn: sqlite3.Connection) -> None:
    # Deck lab results, one row per run, kept per version of the deck (``version``: a digest of its
    # main deck) and never tied to the decks table: a run outlives the deck's edits and deletion.
    conn.execute(
        """CREATE TABLE lab_runs (
            id INTEGER PRIMARY KEY,
            deck TEXT NOT NULL COLLATE NOCASE,
            version TEXT NOT NULL,
            cards TEXT NOT NULL,
            created TEXT NOT NULL,
            spec TEXT NOT NULL,
            games INTEGER NOT NULL CHECK (games >= 0),
            wins INTEGER NOT NULL CHECK (wins >= 0),
            engine TEXT NOT NULL DEFAULT '',
            records BLOB NOT NULL
        )"""
    )
    conn.execute("CREATE INDEX lab_runs_by_deck ON lab_runs (deck, id)")


# Ordered: MIGRATIONS[i] takes the schema from version i to version i + 1. Never edit a
# released step; append a new one.
MIGRATIONS: tuple[Step, ...] = (_v1_initial, _v2_sections_and_settings, _v3_lab_runs)
LATEST = len(MIGRATIONS)


def schema_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def migrate(conn: sqlite3.Connection, target: int = LATEST) -> list[int]:
    """Bring the schema up to ``target``, one transaction per step; returns the versions reached.

    The version is read again inside each step's transaction: another process (a second window, the
    command line) may have taken the same step while this one waited for the file, and a step must
    never run twice. A database busy for too long raises its sqlite3 error unchanged (it is not a
    failed step).
    """
    done: list[int] = []
    if schema_version(conn) >= target:
        return done  # versions only go up: nothing to do, and no write lock taken
    while True:
        current = schema_version(conn)  # for the message, should BEGIN itself fail; read again inside
        try:
            with transaction(conn):
                current = schema_version(conn)
                if current >= target:
                    break
                MIGRATIONS[current](conn)
                conn.execute(f"PRAGMA user_version = {current + 1}")
        except sqlite3.Error as exc:
            if is_busy(exc):
                raise
            raise MigrationError(
                f"Upgrading the user data from schema {current} to {current + 1} failed: {exc}. "
                "Nothing was changed."
            ) from exc
        done.append(current + 1)
    return done
