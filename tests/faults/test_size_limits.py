"""Every file reader has a size limit, and a scenario cannot ask for billions of cards (issue 12, item 2)."""

from __future__ import annotations

import gzip
import json
import zipfile
from pathlib import Path

import pytest

from lorcana_desktop import files
from lorcana_desktop.app.scenario import Scenario, ScenarioError, load_scenario
from lorcana_desktop.cards import CardDataError, CardIndex, load_card_data
from lorcana_desktop.cli import deck as deck_cli
from lorcana_desktop.cli import main
from lorcana_desktop.files import FileTooLarge, UnreadableFile, read_text_limited

HUGE = files.CARD_DATA_LIMIT + files.MB  # just past the limit: a few hundred kB compressed


def _bomb_gz(path: Path) -> Path:
    with gzip.open(path, "wb", compresslevel=1) as fh:
        fh.write(b'{"cards": [')
        block = b" " * files.MB
        for _ in range(HUGE // files.MB):
            fh.write(block)
        fh.write(b"]}")
    return path


def test_a_gzip_that_expands_past_the_limit_stops_with_one_line(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    bomb = _bomb_gz(tmp_path / "allCards.json.gz")
    assert bomb.stat().st_size < 2 * files.MB
    with pytest.raises(CardDataError, match="larger than any"):
        load_card_data(bomb)
    assert main(["cards", "import", str(bomb)]) == 1
    err = capsys.readouterr().err
    assert "MemoryError" not in err and "Traceback" not in err
    limit = files.CARD_DATA_LIMIT // files.MB
    assert [ln for ln in err.splitlines() if ln.startswith("error:")] == [
        f"error: {bomb}: is larger than any LorcanaJSON card file ({limit} MB at most); not read"]


def test_a_zip_that_expands_past_the_limit(tmp_path: Path) -> None:
    bomb = tmp_path / "allCards.zip"
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as zf, zf.open("allCards.json", "w") as fh:
        block = b" " * files.MB
        for _ in range(HUGE // files.MB):
            fh.write(block)
    with pytest.raises(CardDataError, match="larger than any"):
        load_card_data(bomb)


def test_read_text_limited(tmp_path: Path) -> None:
    f = tmp_path / "save.json"
    f.write_text("\ufeff{}", encoding="utf-8")
    assert read_text_limited(f, 10, "saved game") == "{}"
    f.write_bytes(b"x" * 11)
    with pytest.raises(FileTooLarge, match="saved game"):
        read_text_limited(f, 10, "saved game")
    f.write_bytes(b"\xff\xfe")
    with pytest.raises(UnreadableFile, match="not UTF-8"):
        read_text_limited(f, 10, "saved game")
    with pytest.raises(UnreadableFile, match="not found"):
        read_text_limited(tmp_path / "nope", 10, "saved game")


def test_a_huge_scenario_file_is_refused(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    big.write_text('{"players": [], "steps": [], "x": "' + "a" * (files.SCENARIO_LIMIT + 1) + '"}')
    with pytest.raises(ScenarioError, match="larger than any"):
        load_scenario(big)


@pytest.mark.parametrize(("key", "value"), [
    ("inkwell", 1_000_000_000_000), ("inkwell", -1), ("lore", 10**12), ("ink_drops", -3), ("ink_drops", 10**9),
])
def test_scenario_counts_are_bounded(cards: CardIndex, key: str, value: int) -> None:
    data = {"players": [{key: value}, {}], "steps": []}
    with pytest.raises(ScenarioError, match=key):
        Scenario(data, cards)


def test_scenario_damage_turn_and_boost_are_bounded(cards: CardIndex) -> None:
    for extra in ({"damage": 10**12}, {"boosted": 10**12}, {"boosted": -1}):
        data = {"players": [{"play": [{"card": "Mickey Mouse - True Friend", **extra}]}, {}], "steps": []}
        with pytest.raises(ScenarioError, match=next(iter(extra))):
            Scenario(data, cards)
    with pytest.raises(ScenarioError, match="turn"):
        Scenario({"players": [{}, {}], "turn": 10**15, "steps": []}, cards)


def test_a_scenario_of_too_many_cards(cards: CardIndex) -> None:
    data = {"players": [{"deck": ["Mickey Mouse - True Friend"] * 20_000}, {}], "steps": []}
    with pytest.raises(ScenarioError, match="cards"):
        Scenario(data, cards)


def test_a_huge_collection_csv_is_refused(tmp_path: Path, cards: CardIndex, monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(deck_cli, "_cards", lambda: cards)
    big = tmp_path / "big.csv"
    with big.open("wb") as fh:
        fh.truncate(files.COLLECTION_CSV_LIMIT + 1)
    assert main(["collection", "import", str(big), "--yes"]) == 2
    assert "larger than any" in capsys.readouterr().err


def test_a_huge_settings_file_is_refused(tmp_path: Path) -> None:
    from lorcana_desktop.settings import SettingsError, load_settings

    big = tmp_path / "settings.json"
    big.write_text(json.dumps({"x": "a" * files.SETTINGS_LIMIT}))
    with pytest.raises(SettingsError, match="larger than any"):
        load_settings(big)


def test_a_deck_file_without_an_end(cards: CardIndex) -> None:
    """/dev/zero claims a size of 0: the limit counts what is read, not what the file says."""
    from lorcana_desktop.decks import read_deck_file

    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero here")
    result = read_deck_file("/dev/zero", cards)
    assert "too large" in result.problems[0].message and not result.deck.entries
