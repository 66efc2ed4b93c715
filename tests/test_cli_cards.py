"""`lorcana-desktop cards ...` as a person runs it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lorcana_desktop.cli import main


def test_show_prints_the_card(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "show", "Elsa - Snow Queen"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Elsa - Snow Queen")
    assert "Amethyst" in out and "cost 3" in out
    assert "Strength 2   Willpower 3   Lore 1" in out
    assert "FREEZE" in out and "Exert chosen opposing character." in out


def test_show_accepts_other_case_and_quotes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "show", "maui\u2019s place of exile", "-", "hidden", "island"]) == 0
    assert "Maui's Place of Exile - Hidden Island" in capsys.readouterr().out


def test_unknown_name_prints_the_closest(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "show", "Elsa Snow Quen"]) == 1
    err = capsys.readouterr().err
    assert "No card named 'Elsa Snow Quen'" in err
    assert "Elsa - Snow Queen" in err


def test_search_with_filters(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "search", "ink:amber", "cost<=3", "type:character", "keyword:evasive", "inkable"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines, "amber evasive characters of cost 3 or less exist"
    for line in lines:
        cost, inks = line.split()[0], line.split()[1]
        assert int(cost) <= 3 and "Amber" in inks and "Character" in line


def test_search_with_a_bad_filter_fails_clearly(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "search", "ink:pink"]) == 1
    assert "unknown ink 'pink'" in capsys.readouterr().err


def test_import_reports_and_keeps_going(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "import"]) == 0
    assert "Imported" in capsys.readouterr().out
    bad = tmp_path / "broken.json"
    bad.write_text("{oops")
    assert main(["cards", "import", str(bad)]) == 1
    err = capsys.readouterr().err
    assert str(bad) in err and "not valid JSON" in err
    assert main(["cards", "show", "Elsa - Snow Queen"]) == 0  # the old catalog still works


def test_import_of_a_user_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "mine.json"
    f.write_text(json.dumps({"metadata": {"language": "en"}, "cards": [{
        "id": 1, "fullName": "Testfigur - Mutig", "name": "Testfigur", "version": "Mutig", "type": "Character",
        "color": "Ruby", "cost": 2, "inkwell": True, "setCode": "1", "number": 1, "rarity": "Common",
        "strength": 2, "willpower": 2, "lore": 1}]}))
    assert main(["cards", "import", str(f)]) == 0
    capsys.readouterr()
    assert main(["cards", "show", "testfigur - mutig"]) == 0
    assert "Ruby" in capsys.readouterr().out
