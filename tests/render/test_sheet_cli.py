"""`lorcana-desktop cards sheet` and contact sheets."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.cli import cards_sheet, main
from lorcana_desktop.render import contact_sheet, set_printings


@pytest.fixture()
def quick_cards(cards: CardIndex, monkeypatch: pytest.MonkeyPatch) -> CardIndex:
    monkeypatch.setattr(cards_sheet, "_cards", lambda: cards)
    return cards


def test_sheet_of_a_set_is_written(quick_cards: CardIndex, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "q1.png"
    assert main(["cards", "sheet", "--set", "Q1", "--out", str(out), "--width", "40", "--columns", "6"]) == 0
    count = len(set_printings(quick_cards, "Q1"))
    rows = -(-count // 6)
    with Image.open(out) as im:
        assert im.size == (8 + 6 * 48, 8 + rows * (56 + 8))
    assert f"{count} printings of set Q1" in capsys.readouterr().out


def test_an_unknown_set_lists_the_sets(quick_cards: CardIndex, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "x.png"
    assert main(["cards", "sheet", "--set", "77", "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert "no cards in set '77'" in err and "1, 2, 3" in err
    assert not out.exists()


@pytest.mark.parametrize(
    ("extra", "message"),
    [(["--width", "3"], "--width must be at least 16"), (["--columns", "0"], "--columns must be at least 1")],
)
def test_bad_numbers_are_refused(quick_cards: CardIndex, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                 extra: list[str], message: str) -> None:
    assert main(["cards", "sheet", "--set", "1", "--out", str(tmp_path / "a.png"), *extra]) == 2
    assert message in capsys.readouterr().err


def test_a_sheet_never_replaces_a_file_with_a_bad_name(quick_cards: CardIndex, tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "notes.txt"
    target.write_text("keep me")
    assert main(["cards", "sheet", "--set", "1", "--out", str(target)]) == 2
    assert target.read_text() == "keep me"
    assert "should name a .png file" in capsys.readouterr().err


def test_set_printings_are_in_collector_order_and_include_reprints(cards: CardIndex) -> None:
    printings = set_printings(cards, "9")
    own = [p.number for _, p in printings if p.rarity != "Special"]
    assert own == sorted(own)
    # Promos (numbered in their promo group, so 9-1 is taken twice) come after the set's own cards.
    promos = [i for i, (_, p) in enumerate(printings) if p.rarity == "Special"]
    assert promos and promos == list(range(len(printings) - len(promos), len(printings)))
    # Set 9 reprints set 1 cards, e.g. Be Our Guest as 9-31.
    assert any(c.full_name == "Be Our Guest" and p.number == 31 for c, p in printings)


def test_locations_lie_sideways_in_their_cell(cards: CardIndex) -> None:
    location = cards.by_name("Pride Lands - Pride Rock")
    character = cards.by_name("Elsa - Snow Queen")
    sheet = contact_sheet([location, character], columns=2, width=70, gap=0)
    assert sheet.size == (140, 98)
    # The location fills the cell's width but not its height: the background shows above it.
    assert sheet.getpixel((35, 2))[:3] == (64, 64, 72)
    assert sheet.getpixel((35, 49))[3] == 255
    assert sheet.getpixel((105, 49))[3] == 255


def test_sheet_through_the_users_catalog(tmp_path: Path) -> None:
    """The real path: the command reads the user's catalog (imported on first use)."""
    out = tmp_path / "q2.png"
    assert main(["cards", "sheet", "--set", "Q2", "--out", str(out), "--width", "32"]) == 0
    assert out.exists()
