"""`lorcana-desktop bench decks` runs and prints its figures (the speed targets are the benchmark's, not a test's)."""

from __future__ import annotations

import os

import pytest

from lorcana_desktop.cli import main


def test_bench_decks_prints_the_tab_search_and_add_figures(capsys: pytest.CaptureFixture[str], qtbot) -> None:
    before = os.environ["LORCANA_DESKTOP_DATA_DIR"]
    assert main(["bench", "decks", "--rounds", "1"]) == 0
    out = capsys.readouterr().out
    assert "Decks tab: built, shown and painted in" in out
    assert "search to grid refresh, first time" in out and "add a card" in out
    assert "preconstructed decks, each: read" in out
    assert os.environ["LORCANA_DESKTOP_DATA_DIR"] == before  # its private folders are gone again
