"""`lorcana-desktop bench table` runs and prints its figures (the speed targets are the benchmark's, not a test's)."""

from __future__ import annotations

import pytest

from lorcana_desktop.cli import main


def test_bench_table_prints_open_drag_and_drop_figures(capsys: pytest.CaptureFixture[str], qtbot) -> None:
    assert main(["bench", "table", "--steps", "12", "--size", "1024x700"]) == 0
    out = capsys.readouterr().out
    assert "table open, again:" in out
    assert "drag over" in out and "animations on" in out and "fps at p95" in out
    assert "drop to redrawn scene:" in out and "(inked)" in out  # the drop really played the action
