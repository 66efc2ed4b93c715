"""A read-only or full disk gives one clear line and keeps the old data (issue 12, item 4)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from lorcana_desktop.store import catalog as catalog_store
from lorcana_desktop.store.migrations import transaction
from lorcana_desktop.store.userdata import UserData, UserDataError, UserDataWriteError

PRECON = min((Path(__file__).resolve().parents[2] / "decks").glob("*.txt"))
CSV = "Normal,Foil,Name,Set,Card Number,Color,Rarity,Price,Foil Price\n2,1,Elsa - Snow Queen,1,41,,,,\n"


def _one_clear_line(err: str, folder: Path) -> None:
    lines = [ln for ln in err.splitlines() if ln.startswith("error:")]
    assert "Traceback" not in err and "OperationalError" not in err, err
    assert len(lines) == 1, err
    assert str(folder) in lines[0] and ("read-only" in lines[0] or "cannot be written" in lines[0]), err


def test_deck_import_on_a_read_only_folder(run_read_only) -> None:
    before = (run_read_only.data / "userdata.sqlite").read_bytes()
    done = run_read_only("deck", "import", str(PRECON), "--name", "Mine", "--yes")
    assert done.returncode == 2
    _one_clear_line(done.stderr, run_read_only.data)
    assert (run_read_only.data / "userdata.sqlite").read_bytes() == before


def test_collection_import_on_a_read_only_folder(run_read_only) -> None:
    csv = run_read_only.tmp / "c.csv"
    csv.write_text(CSV, encoding="utf-8")
    csv.chmod(0o644)
    done = run_read_only("collection", "import", str(csv), "--yes")
    assert done.returncode == 2
    _one_clear_line(done.stderr, run_read_only.data)


def test_cards_import_on_a_read_only_folder(run_read_only) -> None:
    before = (run_read_only.data / "catalog.sqlite").read_bytes()
    done = run_read_only("cards", "import")
    assert done.returncode == 2  # the README's code for a folder that cannot be written
    _one_clear_line(done.stderr, run_read_only.data)
    assert (run_read_only.data / "catalog.sqlite").read_bytes() == before


def test_settings_images_on_a_read_only_folder(run_read_only) -> None:
    done = run_read_only("settings", "images", str(run_read_only.tmp))
    assert done.returncode == 2
    _one_clear_line(done.stderr, run_read_only.data)


def _fill_up(store: UserData) -> None:
    pages = store.conn.execute("PRAGMA page_count").fetchone()[0]
    store.conn.execute(f"PRAGMA max_page_count = {pages}")


def test_a_full_disk_names_the_real_error_and_keeps_the_collection(tmp_path: Path) -> None:
    with UserData.open(tmp_path / "u.sqlite") as store:
        store.replace_collection({1: (1, 0), 2: (2, 0)})
        _fill_up(store)
        with pytest.raises(UserDataWriteError) as caught:
            store.replace_collection({pid: (1, 0) for pid in range(1, 20_000)})
        message = str(caught.value)
        assert "full" in message and "cannot rollback" not in message and str(tmp_path) in message
        assert store.collection() == {1: (1, 0), 2: (2, 0)}


def test_a_full_disk_while_saving_a_deck(tmp_path: Path) -> None:
    from lorcana_desktop.store.userdata import StoredCard, StoredDeck

    with UserData.open(tmp_path / "u.sqlite") as store:
        _fill_up(store)
        cards = tuple(StoredCard(f"Card number {i} " + "x" * 200, 1) for i in range(2000))
        with pytest.raises(UserDataError, match="full"):
            store.save_deck(StoredDeck("Big", "core", cards))
        assert store.deck_names() == []


def test_transaction_does_not_hide_the_error_behind_a_second_rollback(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "t.sqlite", isolation_level=None)
    conn.execute("CREATE TABLE t (x)")
    conn.execute(f"PRAGMA max_page_count = {conn.execute('PRAGMA page_count').fetchone()[0]}")
    with pytest.raises(sqlite3.OperationalError, match="full"), transaction(conn):
        conn.executemany("INSERT INTO t VALUES (?)", [("x" * 1000,)] * 100)


def test_catalog_build_failure_is_not_replaced_by_the_cleanup(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              cards) -> None:
    from lorcana_desktop.cards import default_source_path, load_card_data

    target = tmp_path / "catalog.sqlite"
    target.write_bytes(b"old catalog")

    failed: list[bool] = []
    real_unlink = Path.unlink

    def full(*_a: object) -> None:
        failed.append(True)
        raise sqlite3.OperationalError("database or disk is full")

    def unlink(self: Path, missing_ok: bool = False) -> None:
        if failed:  # the cleanup after the failure fails too
            raise PermissionError(13, "Permission denied", str(self))
        real_unlink(self, missing_ok=missing_ok)

    data = load_card_data(default_source_path())
    monkeypatch.setattr(catalog_store, "_write", full)
    monkeypatch.setattr(Path, "unlink", unlink)
    with pytest.raises(catalog_store.CatalogWriteError, match="full") as caught:
        catalog_store.build_catalog(data, target)
    assert str(tmp_path) in str(caught.value)
    monkeypatch.undo()
    assert target.read_bytes() == b"old catalog"


def _while_writable(run_read_only, change) -> None:
    run_read_only.data.chmod(0o755)
    for p in run_read_only.data.iterdir():
        p.chmod(0o644)
    change(run_read_only.data)
    run_read_only.make_read_only()


def test_a_damaged_catalog_in_a_read_only_folder(run_read_only) -> None:
    def damage(data: Path) -> None:
        (data / "catalog.sqlite").write_bytes(b"not a catalog" * 1000)

    _while_writable(run_read_only, damage)
    done = run_read_only("cards", "info")
    assert done.returncode == 2
    _one_clear_line(done.stderr, run_read_only.data)


def test_a_damaged_user_data_file_in_a_read_only_folder(run_read_only) -> None:
    def damage(data: Path) -> None:
        (data / "userdata.sqlite").write_bytes(b"not user data" * 1000)

    _while_writable(run_read_only, damage)
    done = run_read_only("deck", "list")
    assert done.returncode == 2
    _one_clear_line(done.stderr, run_read_only.data)
    assert (run_read_only.data / "userdata.sqlite").read_bytes() == b"not user data" * 1000
