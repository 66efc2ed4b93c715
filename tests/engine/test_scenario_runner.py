"""The scenario runner and its command: PASS/FAIL lines, the failing step and why, exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lorcana_desktop.app.scenario import run_scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.cli import main

BASE = {"active": 0, "turn": 3,
        "players": [{"deck": ["Stitch - New Dog"], "play": [{"card": "Stitch - New Dog", "id": "s"}]},
                    {"deck": ["Stitch - New Dog"]}]}


def write(tmp_path: Path, name: str, steps: list, **extra: object) -> Path:
    p = tmp_path / name
    p.write_text(json.dumps({**BASE, **extra, "steps": steps}), encoding="utf-8")
    return p


def test_failing_step_is_named_with_the_reason(tmp_path: Path, cards: CardIndex) -> None:
    p = write(tmp_path, "f.json", [{"do": {"type": "quest", "card": "s"}},
                                   {"expect": {"lore": [2, 0]}}])
    r = run_scenario(p, cards)
    assert not r.passed and r.step == 1
    assert r.line() == f"FAIL {p}: step 1: lore is [1, 0], expected [2, 0]"


def test_illegal_step_needs_a_refusal(tmp_path: Path, cards: CardIndex) -> None:
    ok = write(tmp_path, "ok.json", [{"illegal": {"type": "quest", "card": "s"}}], turn=3,
               players=[{"deck": ["Stitch - New Dog"], "play": [{"card": "Stitch - New Dog", "id": "s", "dry": False}]},
                        {"deck": ["Stitch - New Dog"]}])
    assert run_scenario(ok, cards).passed
    wrong = write(tmp_path, "wrong.json", [{"illegal": {"type": "quest", "card": "s"}}])
    r = run_scenario(wrong, cards)
    assert not r.passed and r.step == 0 and "should be illegal" in r.message


def test_names_match_without_case_or_curly_apostrophes(tmp_path: Path, cards: CardIndex) -> None:
    p = write(tmp_path, "n.json", [{"do": {"type": "quest", "card": "STITCH - new dog"}},
                                   {"expect": {"zones": {"p0.play": ["stitch - NEW DOG"]}, "lore": [1, 0]}}])
    assert run_scenario(p, cards).passed
    q = write(tmp_path, "q.json", [{"expect": {"zones": {"p0.play": ["Li Shang \u2013 General\u2019s Son"]}}}],
              players=[{"deck": [], "play": ["Li Shang - General's Son"]}, {"deck": []}])
    assert run_scenario(q, cards).passed


def test_cli_prints_pass_fail_and_exit_code(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = write(tmp_path, "a_good.json", [{"do": {"type": "quest", "card": "s"}}, {"expect": {"lore": [1, 0]}}])
    bad = write(tmp_path, "b_bad.json", [{"do": {"type": "challenge", "card": "s", "target": "s"}}])
    assert main(["scenario", "run", str(good)]) == 0
    assert main(["scenario", "run", str(tmp_path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert f"PASS {good}" in out
    assert any(line.startswith(f"FAIL {bad}: step 0: ") and "refused" in line for line in out)
    assert out[-1] == "1 passed, 1 failed"


def test_bad_file_gets_a_clear_message(tmp_path: Path, cards: CardIndex) -> None:
    p = tmp_path / "broken.json"
    p.write_text('{"players": [', encoding="utf-8")
    r = run_scenario(p, cards)
    assert not r.passed and r.step is None and "not valid JSON: line 1" in r.message
    u = write(tmp_path, "u.json", [], players=[{"hand": ["Stich - New Dog"]}, {}])
    assert "Did you mean: Stitch - New Dog" in run_scenario(u, cards).message
