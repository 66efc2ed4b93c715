"""``lorcana-desktop bench engine`` runs and prints its figures (no speed is asserted here)."""

from __future__ import annotations

import pytest

from lorcana_desktop.cli import main


def test_bench_engine_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "engine", "--games", "3"]) == 0
    out = capsys.readouterr().out
    for label in ("games/s:", "decisions/s:", "median legal_actions():", "median Game.copy():"):
        assert label in out
