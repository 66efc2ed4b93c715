"""The Exo scenario runner through ``lorcana-desktop scenario run`` (the dispatch on ``"game": "exo"``), and the
runner's own answers to a wrong scenario or a wrong expectation."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from lorcana_desktop.app.scenario import run_scenario
from lorcana_desktop.cli import main

HERE = Path(__file__).parent / "scenarios"
ONE = HERE / "chain" / "03-lifo-cover-beats-destroy.json"


def copy_beside(tmp_path: Path, data: dict) -> Path:
    """A scenario file in a copy of the scenarios folder, so its relative card sets still resolve."""
    folder = tmp_path / "scenarios"
    if not folder.exists():
        shutil.copytree(HERE / "sets", folder / "sets")
        (folder / "chain").mkdir()
    data["card_sets"] = ["../sets/TST1.toml",
                         str(Path(__file__).resolve().parents[2] / "lorcana_desktop/exo/data/sets/STR1.toml")]
    path = folder / "chain" / "x.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_scenario_run_dispatches_on_game_exo(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["scenario", "run", str(ONE)]) == 0
    out = capsys.readouterr().out
    assert f"PASS {ONE}" in out and "1 passed, 0 failed" in out


def test_a_wrong_expectation_fails_at_its_step(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(ONE.read_text(encoding="utf-8"))
    data["steps"][-1]["expect"]["cards"]["y"]["covered"] = False  # LIFO says covered: this must fail
    path = copy_beside(tmp_path, data)
    result = run_scenario(path)
    assert not result.passed and result.step == len(data["steps"]) - 1
    assert "is covered, expected face up" in result.message
    assert main(["scenario", "run", str(path)]) == 1
    assert "0 passed, 1 failed" in capsys.readouterr().out


def test_a_bad_scenario_names_its_problem(tmp_path: Path) -> None:
    data = json.loads(ONE.read_text(encoding="utf-8"))
    data["players"][0]["hand"][0]["card"] = "Lama Nerissima"
    result = run_scenario(copy_beside(tmp_path, data))
    assert not result.passed and result.step is None
    assert "no card named 'Lama Nerissima'" in result.message
    data = json.loads(ONE.read_text(encoding="utf-8"))
    data["options"] = {"occulto_return": "sometimes"}
    result = run_scenario(copy_beside(tmp_path, data))
    assert not result.passed and "occulto_return" in result.message
    data = json.loads(ONE.read_text(encoding="utf-8"))
    data["steps"].append({"expect": {"lore": [1, 2]}})
    result = run_scenario(copy_beside(tmp_path, data))
    assert not result.passed and "unknown expect key(s): lore" in result.message


def test_an_illegal_step_that_the_engine_accepts_fails(tmp_path: Path) -> None:
    data = json.loads(ONE.read_text(encoding="utf-8"))
    data["steps"].insert(1, {"illegal": {"type": "pass"}})  # player 1 may pass here: the step must fail
    result = run_scenario(copy_beside(tmp_path, data))
    assert not result.passed and result.step == 1 and "should be illegal" in result.message
