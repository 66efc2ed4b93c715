"""The SQLite catalog: import, atomic replacement, schema upgrades, lookups and search."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from lorcana_desktop import paths
from lorcana_desktop.app.catalog import ensure_catalog, import_cards, load_card_index, open_catalog
from lorcana_desktop.cards import CardDataError, UnknownCard
from lorcana_desktop.cards.query import QueryError, parse_query
from lorcana_desktop.store.catalog import CATALOG_SCHEMA_VERSION, Catalog


@pytest.fixture(scope="module")
def catalog_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One real import shared by the read-only tests of this module."""
    import os

    folder = tmp_path_factory.mktemp("catalog")
    old = os.environ.get("LORCANA_DESKTOP_DATA_DIR")
    os.environ["LORCANA_DESKTOP_DATA_DIR"] = str(folder)
    try:
        report = import_cards()
    finally:
        if old is None:
            del os.environ["LORCANA_DESKTOP_DATA_DIR"]
        else:
            os.environ["LORCANA_DESKTOP_DATA_DIR"] = old
    return report.path


@pytest.fixture()
def catalog(catalog_file: Path) -> Catalog:
    c = Catalog(catalog_file)
    yield c
    c.close()


def test_import_counts_match_the_source(catalog: Catalog, cards) -> None:
    info = catalog.info()
    assert info.card_count == len(cards)
    assert info.printing_count == sum(len(c.printings) for c in cards)
    assert info.schema_version == CATALOG_SCHEMA_VERSION
    assert catalog.db["printings"].count == info.printing_count


def test_cards_come_back_equal(catalog: Catalog, cards) -> None:
    index = catalog.index()
    for card in cards:
        assert index.by_name(card.full_name) == card


def test_lookup_tolerates_case_and_apostrophes(catalog: Catalog) -> None:
    index = catalog.index()
    straight = index.by_name("maui's place of exile - hidden island")
    curly = index.by_name("MAUI\u2019S PLACE OF EXILE - Hidden Island")
    assert straight is curly
    assert index.by_id(straight.printings[-1].id) is straight


def test_unknown_name_suggests_the_closest(catalog: Catalog) -> None:
    with pytest.raises(UnknownCard) as err:
        catalog.index().by_name("Elsa - Snow Quen")
    assert err.value.suggestions[0] == "Elsa - Snow Queen"


@pytest.mark.parametrize(
    "query",
    [
        "ink:amber cost<=3 type:character keyword:evasive inkable",
        "ink:amber cost<=3 type:character keyword:bodyguard set:5 inkable",
        "type:song cost:3",
        "class:princess ink:sapphire",
        "keyword:shift -ink:ruby cost>=6",
        "type:location move=1",
        "uninkable type:item",
        "format:core rarity:legendary",
        "dragon",
        "ready chosen",
        "keyword:singer strength>3",
        "set:Q1",
    ],
)
def test_sql_search_agrees_with_the_query_language(catalog: Catalog, cards, query: str) -> None:
    expected = {c.full_name for c in cards if parse_query(query).matches(c)}
    found = {c.full_name for c in catalog.search(query, limit=None)}
    assert found == expected
    assert expected, f"{query!r} should find something in the real data"


def test_search_filters_hold_for_every_result(catalog: Catalog) -> None:
    for card in catalog.search("ink:steel cost>=5 type:character", limit=None):
        assert any(i.value == "Steel" for i in card.inks)
        assert card.cost >= 5 and card.type.value == "Character"


def test_free_text_finds_the_card_first(catalog: Catalog) -> None:
    assert catalog.search('"fire the cannons"')[0].full_name == "Fire the Cannons!"


@pytest.mark.parametrize(
    ("query", "problem"),
    [("colour:pink", "unknown ink"), ("cost<=x", "whole number"), ("type:dragon", "unknown type"),
     ("foo:bar", "unknown filter"), ('"unclosed', "cannot read")],
)
def test_bad_queries_say_what_is_wrong(query: str, problem: str) -> None:
    with pytest.raises(QueryError, match=problem):
        parse_query(query)


def test_failed_import_leaves_the_catalog_untouched(tmp_path: Path) -> None:
    import_cards()
    target = paths.catalog_path()
    before = target.read_bytes()
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"cards": [{"id": 1}]}))
    with pytest.raises(CardDataError):
        import_cards(bad)
    assert target.read_bytes() == before
    assert list(target.parent.glob("*.building-*")) == []


def test_first_use_imports_the_default_source() -> None:
    assert not paths.catalog_path().exists()
    index = load_card_index()
    assert "Elsa - Snow Queen" in index
    assert paths.catalog_path().exists()


def test_older_schema_is_rebuilt_at_start_up(tmp_path: Path) -> None:
    small = tmp_path / "small.json"
    small.write_text(json.dumps({"cards": [{
        "id": 5, "fullName": "Solo - Only One", "name": "Solo", "version": "Only One", "type": "Character",
        "color": "Ruby", "cost": 1, "inkwell": True, "setCode": "1", "number": 1, "rarity": "Common",
        "strength": 1, "willpower": 1, "lore": 1}]}))
    import_cards(small)
    conn = sqlite3.connect(paths.catalog_path())
    conn.execute("PRAGMA user_version = 0")
    conn.commit()
    conn.close()
    ensure_catalog()
    c = open_catalog()
    try:
        # Rebuilt from the file it was imported from, at the current schema.
        assert c.info().card_count == 1
        assert c.info().schema_version == CATALOG_SCHEMA_VERSION
    finally:
        c.close()


def test_damaged_catalog_is_set_aside_and_rebuilt() -> None:
    target = paths.catalog_path()
    target.write_bytes(b"this is not a database" * 100)
    ensure_catalog()
    assert target.with_name(target.name + ".damaged").exists()
    c = open_catalog()
    try:
        assert c.info().card_count > 2000
    finally:
        c.close()


def test_default_source_is_recorded_by_name_not_by_its_unpacked_path(tmp_path: Path, monkeypatch) -> None:
    """A one-file build unpacks the default card data to a new temporary folder on every start;
    the catalog records the default source by name, and a later start still rebuilds from it."""
    import shutil

    from lorcana_desktop.app import catalog as app_catalog
    from lorcana_desktop.cards import default_source_path
    from lorcana_desktop.cards.source import DEFAULT_SOURCE_NAME

    real = default_source_path()
    unpacked = tmp_path / "_MEI1234" / real.name
    unpacked.parent.mkdir()
    shutil.copy(real, unpacked)
    monkeypatch.setattr(app_catalog, "default_source_path", lambda: unpacked)
    import_cards()
    shutil.rmtree(unpacked.parent)  # the first run has ended: its folder is gone
    monkeypatch.setattr(app_catalog, "default_source_path", lambda: real)
    conn = sqlite3.connect(paths.catalog_path())
    conn.execute("PRAGMA user_version = 0")
    conn.commit()
    conn.close()
    ensure_catalog()
    c = open_catalog()
    try:
        assert c.info().source == DEFAULT_SOURCE_NAME
        assert c.info().card_count > 2000 and c.info().schema_version == CATALOG_SCHEMA_VERSION
    finally:
        c.close()
