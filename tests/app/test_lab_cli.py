"""``lorcana-desktop lab`` as a person runs it: one line per opposing deck, the last line the total, files
written on request, the run kept with the decks and compared with the last one, bad input named."""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path

import pytest

from lorcana_desktop.cli import main


def test_lab_prints_each_pairing_and_the_total_and_writes_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "run.json"
    code = main(["lab", "steady", "--vs", "lore-race", "guardians", "--games", "2", "--jobs", "1", "--seed", "7",
                 "--out", str(out)])
    text = capsys.readouterr().out
    assert code == 0, text
    lines = text.strip().splitlines()
    assert re.fullmatch(r"amber-amethyst-steady-friends won (\d) of 4 \((\d+)%\)", lines[-1])
    assert lines[-3].startswith("vs ruby-sapphire-lore-race: won ") and lines[-2].startswith("vs amber-steel-guardians: won ")
    data = json.loads(out.read_text(encoding="utf-8"))
    wins = int(re.search(r"won (\d) of 4", lines[-1]).group(1))  # type: ignore[union-attr]
    assert data["stats"]["overall"]["wins"] == wins == sum(g["outcome"] == "win" for g in data["games"])
    assert len(data["games"]) == 4 and data["run"]["seed"] == 7
    assert "results kept with your decks (run 1)" in text
    # The same run again: the same games, compared with the first.
    csv_out = tmp_path / "run.csv"
    assert main(["lab", "steady", "--vs", "lore-race", "guardians", "--games", "2", "--jobs", "2", "--seed", "7",
                 "--out", str(csv_out)]) == 0
    again = capsys.readouterr().out
    assert again.strip().splitlines()[-1] == lines[-1]
    assert "last run (" in again and "the same deck" in again and "(+0 points)" in again
    rows = list(csv.DictReader(csv_out.open(encoding="utf-8")))
    assert [r["outcome"] for r in rows] == [g["outcome"] for g in data["games"]]
    assert rows[0]["opponent"] == "ruby-sapphire-lore-race" and rows[0]["on_play"] == "yes"


def test_lab_names_what_is_wrong(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["lab", "steady", "--vs", "no-such-deck-anywhere", "--games", "1"]) == 2
    assert "no-such-deck-anywhere" in capsys.readouterr().err
    assert main(["lab", "steady", "--vs", "lore-race", "--out", str(tmp_path / "x.txt")]) == 2
    assert "must end in .json or .csv" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["lab", "steady", "--vs", "lore-race", "--games", "0"])
    assert "must be at least 1" in capsys.readouterr().err


def test_bench_lab_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    """The benchmark runs and reports against the target (no speed is asserted here)."""
    assert main(["bench", "lab", "--games", "4", "--jobs", "2", "--profile", "1"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"1000 games would take [\d.]+ s, (within|over) the 20 s target", out)
    assert "engine" in out and "bots" in out
