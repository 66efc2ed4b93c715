"""Deck lab results kept with the decks: per version of the deck, never rewritten, compared with the last run,
and a file of the previous schema upgraded with every deck kept."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from lorcana_desktop.app.lab import LabDeck, LabResult, LabSpec
from lorcana_desktop.app.lab_history import (
    compare,
    deck_version,
    keep_result,
    load_run,
    previous_run,
    runs_of,
)
from lorcana_desktop.app.lab_records import CardPlay, Ending, GameRecord, Outcome
from lorcana_desktop.app.lab_stats import lab_stats
from lorcana_desktop.store import migrations
from lorcana_desktop.store.userdata import StoredCard, UserData

DECK = ("Alpha - One",) * 4 + ("Beta - Two",) * 4
EDITED = ("Alpha - One",) * 3 + ("Beta - Two",) * 4 + ("Gamma - Three",)
FOE = LabDeck("Foe", ("Delta - Four",) * 8)
OTHER = LabDeck("Other", ("Delta - Four",) * 8)


def _result(cards: tuple[str, ...], wins: list[bool], opponents: tuple[LabDeck, ...] = (FOE,)) -> LabResult:
    spec = LabSpec(LabDeck("Mine", cards), opponents, games=len(wins), seed=5)
    records = tuple(GameRecord(0, k, k, k % 2 == 0, Outcome.WIN if w else Outcome.LOSS, Ending.LORE, 12, 6,
                               (20, 3) if w else (3, 20), cards[:7], 7, cards[:8], (CardPlay(cards[0], 2),),
                               (True, True, True, True))
                    for k, w in enumerate(wins))
    return LabResult(spec, records, lab_stats(records, len(opponents), cards), 1.0, 1)


def test_a_run_is_kept_per_version_and_read_back_whole(tmp_path: Path) -> None:
    with UserData.open(tmp_path / "u.sqlite") as store:
        first = _result(DECK, [True, False, True, True])
        note = keep_result(first, store)
        assert "run 1" in note and "last run" not in note
        kept = load_run(store, 1)
        assert kept is not None
        assert kept.records == first.records and kept.spec == first.spec
        assert kept.version == deck_version(DECK) == deck_version(tuple(reversed(DECK)))  # order does not matter
        assert kept.stats.overall.wins == 3
        assert deck_version(EDITED) != deck_version(DECK)


def test_the_next_run_is_compared_with_the_last_and_nothing_kept_changes(tmp_path: Path) -> None:
    path = tmp_path / "u.sqlite"
    with UserData.open(path) as store:
        keep_result(_result(DECK, [True, False, True, True]), store)
        raw_before = store.conn.execute("SELECT * FROM lab_runs").fetchall()
        second = _result(EDITED, [True, False, False, False], (FOE, OTHER))
        note = keep_result(second, store)
        assert "75% -> 25% (-50 points)" in note and "2 card(s) changed" in note
        assert store.conn.execute("SELECT * FROM lab_runs WHERE id = 1").fetchall() == raw_before
        previous = previous_run(store, "Mine", before_id=2)
        assert previous is not None and previous.id == 1
        c = compare(second, previous)
        assert not c.same_version
        assert [(ch.card, ch.before, ch.after) for ch in c.changes] == [("Alpha - One", 4, 3), ("Gamma - Three", 0, 1)]
        assert c.per_opponent == (("Foe", 0.75, 0.25),)  # "Other" was not in the last run
        assert [r.id for r in runs_of(store, "mine")] == [2, 1]  # newest first, names without case


def test_a_damaged_run_is_skipped_by_the_comparison_and_kept(tmp_path: Path) -> None:
    with UserData.open(tmp_path / "u.sqlite") as store:
        keep_result(_result(DECK, [True]), store)
        store.conn.execute("UPDATE lab_runs SET records = x'00ff'")
        with pytest.raises(ValueError, match="damaged"):
            load_run(store, 1)
        keep_result(_result(DECK, [False]), store)
        assert store.conn.execute("SELECT COUNT(*) FROM lab_runs").fetchone()[0] == 2


def test_a_file_of_the_previous_schema_is_upgraded_with_its_decks(tmp_path: Path) -> None:
    path = tmp_path / "u.sqlite"
    conn = sqlite3.connect(str(path), isolation_level=None)
    migrations.migrate(conn, target=2)  # a file written before the deck lab, with a deck in it
    conn.execute("INSERT INTO decks (name, format, notes, created, updated) VALUES ('Kept', 'core', '', 'x', 'x')")
    conn.execute("INSERT INTO deck_cards (deck, card, count, section, position) VALUES (1, 'Alpha - One', 4, 'main', 0)")
    conn.close()
    with UserData.open(path) as store:
        assert store.schema_version == 3
        deck = store.get_deck("Kept")
        assert deck is not None and deck.cards == (StoredCard("Alpha - One", 4),)
        keep_result(_result(DECK, [True]), store)
        assert len(runs_of(store, "Mine")) == 1
