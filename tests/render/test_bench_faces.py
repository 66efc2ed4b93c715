"""`lorcana-desktop bench faces` runs and prints its figures (the speed targets are the benchmark's, not a test's)."""

from __future__ import annotations

import os

import pytest

from lorcana_desktop.cli import main


def test_bench_faces_prints_cold_and_cached_times(capsys: pytest.CaptureFixture[str]) -> None:
    before = os.environ["LORCANA_DESKTOP_CACHE_DIR"]
    assert main(["bench", "faces", "--count", "6", "--width", "100"]) == 0
    out = capsys.readouterr().out
    assert "cold: render_face" in out and "cached: face_path" in out and "ms" in out
    assert "folder: face_path cached" in out and "zip: report" in out
    assert os.environ["LORCANA_DESKTOP_CACHE_DIR"] == before  # its private cache is gone again
