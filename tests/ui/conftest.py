"""Fixtures for the deck builder and collection UI tests: one catalog per session, a fresh store per test."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest

pytest.importorskip("PySide6.QtWidgets", reason="PySide6 is needed for the UI tests")

from lorcana_desktop.cards import default_source_path, load_card_data
from lorcana_desktop.store.catalog import Catalog, build_catalog


@pytest.fixture(autouse=True)
def _english_plurals(qapp):
    """"1 card", "2 cards", as the program's window has them (see lorcana_desktop.ui.plurals); every test
    starts in English, whatever the machine's language, and a test that changes it leaves English behind."""
    from lorcana_desktop.languages import Language
    from lorcana_desktop.ui.i18n import current_language, install_language
    from lorcana_desktop.ui.plurals import install_english_plurals

    install_english_plurals()
    if current_language() is not Language.EN:
        install_language(Language.EN)
    yield
    if current_language() is not Language.EN:
        install_language(Language.EN)


@pytest.fixture(scope="session")
def ui_catalog_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The catalog built once from the default card data (building it per test costs a second)."""
    path = tmp_path_factory.mktemp("catalog") / "catalog.sqlite"
    return build_catalog(load_card_data(default_source_path()), path)


@pytest.fixture()
def catalog(ui_catalog_path: Path):
    cat = Catalog(ui_catalog_path)
    yield cat
    cat.close()


@pytest.fixture()
def shelf(catalog: Catalog, qtbot):
    """The user's store, in this test's private data folder (see tests/conftest.py)."""
    from lorcana_desktop.ui.deck_store import DeckShelf

    s = DeckShelf(catalog.index())
    yield s
    if s.store is not None:
        s.store.close()


@pytest.fixture()
def builder(catalog: Catalog, shelf, qtbot):
    from lorcana_desktop.ui.deck_builder import DeckBuilder

    b = DeckBuilder(catalog, shelf)
    qtbot.addWidget(b)
    b.resize(1500, 900)
    b.show()
    qtbot.waitExposed(b)
    return b
