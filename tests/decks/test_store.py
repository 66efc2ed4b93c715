"""The user data store: migrations, transactions, foreign keys, the corrupt-file path, and first-run precons."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks import Deck, Format, ImportResult, Section
from lorcana_desktop.decks.library import (
    PRECONS_SETTING,
    add_precons,
    load_collection,
    load_deck,
    open_library,
    precon_dir,
    save_deck,
)
from lorcana_desktop.paths import userdata_path
from lorcana_desktop.store.migrations import LATEST, migrate, schema_version
from lorcana_desktop.store.userdata import (
    CorruptUserData,
    NewerUserData,
    StoredCard,
    StoredDeck,
    UpgradeFailed,
    UserData,
    UserDataError,
    UserDataWriteError,
)


def _load(store: UserData, name: str, cards: CardIndex) -> ImportResult:
    result = load_deck(store, name, cards)
    assert result is not None, f"no deck {name!r}"
    return result


def _stored(store: UserData, name: str) -> StoredDeck:
    deck = store.get_deck(name)
    assert deck is not None, f"no deck {name!r}"
    return deck


def _v1_database(path: Path) -> None:
    """A database as the first released schema left it, with a deck and a collection row."""
    conn = sqlite3.connect(str(path), isolation_level=None)
    migrate(conn, target=1)
    conn.execute("INSERT INTO decks (name, format, notes, created, updated) VALUES "
                 "('Old deck', 'core', 'kept', '2025-01-01T00:00:00+00:00', '2025-01-01T00:00:00+00:00')")
    conn.execute("INSERT INTO deck_cards (deck, card, count) VALUES (1, 'Elsa - Snow Queen', 4), (1, 'Smash', 2)")
    conn.execute("INSERT INTO collection (printing, normal, foil) VALUES (41, 3, 1)")
    conn.close()


def test_an_old_database_is_migrated_and_keeps_its_data(tmp_path: Path, cards: CardIndex) -> None:
    path = tmp_path / "userdata.sqlite"
    _v1_database(path)
    with UserData.open(path) as store:
        assert store.schema_version == LATEST == 3
        assert not store.created
        old = store.get_deck("Old deck")
        assert old is not None and old.notes == "kept" and old.created.startswith("2025-01-01")
        assert old.cards == (StoredCard("Elsa - Snow Queen", 4, "main"), StoredCard("Smash", 2, "main"))
        assert store.collection() == {41: (3, 1)}
        # The new schema works: sideboard rows and settings.
        deck = _load(store, "Old deck", cards).deck.add(cards.by_name("Begone!"), 2, Section.SIDEBOARD)
        save_deck(store, deck, previous_name="Old deck")  # the loaded deck, saved again
        assert _load(store, "Old deck", cards).deck.count("Begone!", Section.SIDEBOARD) == 2
        store.set_setting("k", "v")
        assert store.get_setting("k") == "v"


def test_a_failed_migration_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "u.sqlite"
    _v1_database(path)
    conn = sqlite3.connect(str(path), isolation_level=None)
    conn.execute("CREATE TABLE settings (key TEXT)")  # makes step 2 fail half-way
    conn.close()
    from lorcana_desktop.store.migrations import MigrationError

    with pytest.raises(UpgradeFailed, match="schema 1 to 2") as info:
        UserData.open(path)
    assert isinstance(info.value.__cause__, MigrationError)
    conn = sqlite3.connect(str(path))
    assert schema_version(conn) == 1
    assert conn.execute("SELECT count(*) FROM deck_cards").fetchone()[0] == 2  # the old table is intact
    conn.close()


def test_a_garbage_file_is_detected_backed_up_and_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "userdata.sqlite"
    junk = b"this is not a database " * 200
    path.write_bytes(junk)
    with pytest.raises(CorruptUserData) as info:
        UserData.open(path)
    err = info.value
    assert "damaged" in str(err) and str(err.backup) in str(err)
    assert err.backup.name.startswith("userdata.sqlite.corrupt-")
    assert err.backup.read_bytes() == junk  # the damaged file is kept byte for byte
    # The next start makes a fresh database; the backup is still there.
    with UserData.open(path) as store:
        assert store.created and store.list_decks() == []
    assert err.backup.read_bytes() == junk


def test_a_damaged_page_is_detected(tmp_path: Path) -> None:
    path = tmp_path / "u.sqlite"
    with UserData.open(path) as store:
        for i in range(300):
            store.save_deck(StoredDeck(f"deck {i}", "core", (StoredCard("Smash", 4),), notes="x" * 200))
    data = bytearray(path.read_bytes())
    for i in range(4096, len(data) - 4096, 4096):
        data[i + 16: i + 200] = b"\xff" * 184  # scribble over each page after the first
    path.write_bytes(bytes(data))
    with pytest.raises(CorruptUserData):
        UserData.open(path)


def test_a_database_missing_a_table_is_damaged_and_kept(tmp_path: Path) -> None:
    path = tmp_path / "u.sqlite"
    with UserData.open(path) as store:
        store.save_deck(StoredDeck("Mine", "core", (StoredCard("Smash", 4),)))
    conn = sqlite3.connect(str(path))
    conn.execute("DROP TABLE deck_cards")  # readable SQLite, but not a usable user data file
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(CorruptUserData, match="damaged") as info:
        UserData.open(path)
    assert "the table deck_cards is missing" in info.value.details
    assert info.value.backup.read_bytes() == before
    with UserData.open(path) as store:  # the next open starts afresh, the backup stays
        assert store.created and store.list_decks() == []
    assert info.value.backup.read_bytes() == before


def test_a_file_that_cannot_be_upgraded_is_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "u.sqlite"
    conn = sqlite3.connect(str(path))
    conn.execute("CREATE TABLE decks (something TEXT)")  # another program's database, schema 0
    conn.execute("INSERT INTO decks VALUES ('theirs')")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(UpgradeFailed, match="schema 0 to 1 failed.*left untouched") as info:
        UserData.open(path)
    assert isinstance(info.value, UserDataError)  # callers that report UserDataError report this too
    assert path.read_bytes() == before
    assert not list(tmp_path.glob("u.sqlite.corrupt-*"))


def test_a_newer_database_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "u.sqlite"
    with UserData.open(path):
        pass
    conn = sqlite3.connect(str(path))
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(NewerUserData, match="newer"):
        UserData.open(path)
    assert path.read_bytes() == before


def test_deleting_a_deck_removes_its_cards(tmp_path: Path) -> None:
    with UserData.open(tmp_path / "u.sqlite") as store:
        assert store.conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        store.save_deck(StoredDeck("A", "core", (StoredCard("Smash", 4),)))
        assert store.delete_deck("A") and not store.delete_deck("A")
        assert store.conn.execute("SELECT count(*) FROM deck_cards").fetchone()[0] == 0


def test_a_bad_save_is_rolled_back(tmp_path: Path) -> None:
    with UserData.open(tmp_path / "u.sqlite") as store:
        store.save_deck(StoredDeck("A", "core", (StoredCard("Smash", 4),)))
        with pytest.raises(ValueError):
            store.save_deck(StoredDeck("A", "core", (StoredCard("Smash", 0),)))
        with pytest.raises(ValueError, match="already exists"):
            store.save_deck(StoredDeck("B", "core", ()))
            store.save_deck(StoredDeck("B", "core", ()), replace_name="A")
        assert _stored(store, "A").cards == (StoredCard("Smash", 4),)


def test_save_update_rename_keep_created(tmp_path: Path, cards: CardIndex, legal_core: Deck) -> None:
    with UserData.open(tmp_path / "u.sqlite") as store:
        save_deck(store, legal_core)
        created = _stored(store, legal_core.name).created
        save_deck(store, legal_core.renamed("New name").with_format(Format.INFINITY), previous_name=legal_core.name)
        assert store.deck_names() == ["New name"]
        again = _load(store, "New name", cards)
        assert again.ok and again.deck.main == legal_core.main and again.deck.format is Format.INFINITY
        assert _stored(store, "New name").created == created
        assert store.list_decks()[0].cards == 60


def test_a_stored_card_no_longer_in_the_catalog_is_reported(tmp_path: Path, cards: CardIndex) -> None:
    with UserData.open(tmp_path / "u.sqlite") as store:
        store.save_deck(StoredDeck("A", "core", (StoredCard("Smash", 4), StoredCard("Elza - Snow Quen", 2))))
        result = _load(store, "A", cards)
        assert result.deck.size == 4
        assert "Elsa - Snow Queen" in result.errors[0].suggestions


def test_collection_counts(tmp_path: Path) -> None:
    with UserData.open(tmp_path / "u.sqlite") as store:
        assert store.adjust_owned(5, normal=2) == (2, 0)
        assert store.adjust_owned(5, normal=-3, foil=1) == (0, 1)
        store.replace_collection({1: (1, 0), 2: (0, 0)})
        assert store.collection() == {1: (1, 0)}
        assert load_collection(store).get(1).normal == 1
        with pytest.raises(ValueError):
            store.set_owned(1, -1, 0)


def test_first_run_adds_the_precons_once(cards: CardIndex) -> None:
    with open_library(cards) as store:
        assert store.path == userdata_path()
        names = store.deck_names()
        assert len(names) >= 6
        assert store.get_setting(PRECONS_SETTING) == "1"
        store.delete_deck(names[0])
    with open_library(cards) as store:
        assert names[0] not in store.deck_names()  # a deleted precon stays deleted
        assert add_precons(store, cards).added == ()


def test_precons_never_overwrite_a_deck_of_the_same_name(tmp_path: Path, cards: CardIndex) -> None:
    folder = precon_dir()
    assert folder is not None
    with UserData.open(tmp_path / "u.sqlite") as store:
        first = min(folder.glob("*.txt"))
        from lorcana_desktop.decks import parse_text

        name = parse_text(first.read_text(encoding="utf-8"), cards).deck.name
        store.save_deck(StoredDeck(name, "core", (StoredCard("Smash", 1),)))
        report = add_precons(store, cards)
        assert name not in report.added
        assert _stored(store, name).cards == (StoredCard("Smash", 1),)


def test_decks_are_stored_under_english_names_whatever_the_card_data_language(tmp_path: Path, cards: CardIndex) -> None:
    from dataclasses import replace

    elsa = cards.by_name("Elsa - Snow Queen")
    french = replace(elsa, full_name="Elsa - Reine des Neiges", english_full_name="Elsa - Snow Queen")
    with UserData.open(tmp_path / "u.sqlite") as store:
        save_deck(store, Deck(name="Fr").add(french, 3))
        assert _stored(store, "Fr").cards == (StoredCard("Elsa - Snow Queen", 3),)
        again = _load(store, "Fr", cards)  # back with English card data: nothing lost
        assert again.ok and again.deck.count("Elsa - Snow Queen") == 3


class _FullDisk:
    """A connection whose card-list write fails as a full disk would (everything else passes through)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def executemany(self, *args: object) -> None:
        raise sqlite3.OperationalError("database or disk is full")

    def __getattr__(self, name: str) -> object:
        return getattr(self._conn, name)


def test_renaming_onto_another_deck_replaces_it_in_one_transaction(tmp_path: Path) -> None:
    # The deck builder's "A deck named B already exists. Replace it?" -> Yes: B's old list is gone,
    # and A now carries the name B. A write that fails half-way loses neither deck.
    with UserData.open(tmp_path / "u.sqlite") as store:
        store.save_deck(StoredDeck("A", "core", (StoredCard("Smash", 4),)))
        store.save_deck(StoredDeck("B", "core", (StoredCard("Dragon Fire", 2),)))
        real = store.conn
        store.conn = _FullDisk(real)  # type: ignore[assignment]
        with pytest.raises(UserDataWriteError):
            store.save_deck(StoredDeck("B", "core", (StoredCard("Smash", 3),)), replace_name="A", overwrite=True)
        store.conn = real
        assert _stored(store, "A").cards == (StoredCard("Smash", 4),)
        assert _stored(store, "B").cards == (StoredCard("Dragon Fire", 2),)
        store.save_deck(StoredDeck("B", "core", (StoredCard("Smash", 3),)), replace_name="A", overwrite=True)
        assert store.deck_names() == ["B"]
        assert _stored(store, "B").cards == (StoredCard("Smash", 3),)
