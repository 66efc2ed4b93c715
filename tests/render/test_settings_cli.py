"""`lorcana-desktop settings images [DIR|--clear]`: the user images folder for people without the app's window."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PIL import Image

from lorcana_desktop.app.settings import load_settings, settings_path
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.cli import main
from lorcana_desktop.cli import settings as settings_cli
from lorcana_desktop.render.cache import user_images_coverage


@pytest.fixture()
def quick_cards(cards: CardIndex, monkeypatch: pytest.MonkeyPatch) -> CardIndex:
    """The bundled cards instead of importing a catalog into the test's data folder."""
    monkeypatch.setattr(settings_cli, "_coverage", lambda folder: user_images_coverage(folder, cards))
    return cards


def test_setting_showing_and_clearing_the_folder(quick_cards: CardIndex, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    Image.new("RGB", (63, 88), (1, 2, 3)).save(tmp_path / "1-5.png")
    assert main(["settings", "images", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert f"card images: {tmp_path.resolve()}" in out and "1 picture(s); they cover 1 of" in out
    assert load_settings().user_images_dir == str(tmp_path.resolve())
    assert main(["settings"]) == 0
    assert f"card images: {tmp_path.resolve()}" in capsys.readouterr().out
    assert main(["settings", "images", "--clear"]) == 0
    assert "our own drawings" in capsys.readouterr().out
    assert load_settings().user_images_dir is None


def test_a_folder_that_is_not_there_changes_nothing(quick_cards: CardIndex, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["settings", "images", str(tmp_path / "nowhere")]) == 2
    assert "is not a folder; nothing was changed" in capsys.readouterr().err
    assert not settings_path().exists()
    assert main(["settings", "images", str(tmp_path), "--clear"]) == 2
    assert "not both" in capsys.readouterr().err


def test_a_damaged_settings_file_is_named_and_kept(quick_cards: CardIndex, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    path = settings_path()
    path.write_text("{oops", encoding="utf-8")
    assert main(["settings"]) == 1
    assert str(path) in capsys.readouterr().err
    assert main(["settings", "images", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "not valid JSON" in err and "--replace-damaged" in err
    assert path.read_text(encoding="utf-8") == "{oops"
    assert main(["settings", "images", str(tmp_path), "--replace-damaged"]) == 0
    assert json.loads(path.read_text(encoding="utf-8"))["user_images_dir"] == str(tmp_path.resolve())
    assert [p.read_text(encoding="utf-8") for p in path.parent.glob("settings.json.damaged-*")] == ["{oops"]


def test_a_zip_of_pictures_and_what_it_leaves_out(quick_cards: CardIndex, tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    import zipfile

    Image.new("RGB", (63, 88), (1, 2, 3)).save(tmp_path / "a.png")
    pack = tmp_path / "pack.zip"
    with zipfile.ZipFile(pack, "w") as archive:
        archive.write(tmp_path / "a.png", "TFC/041.png")
        for n in range(1, 8):
            archive.write(tmp_path / "a.png", f"holiday {n}.png")
        archive.writestr("1-2.png", b"not a picture")
    assert main(["settings", "images", str(pack)]) == 0
    out = capsys.readouterr().out
    assert f"card images: {pack.resolve()}" in out
    assert "9 picture(s); they cover 1 of" in out
    assert "7 match no printing: holiday 1.png, holiday 2.png, holiday 3.png, holiday 4.png, holiday 5.png, ..." in out
    assert "1 refused: 1-2.png (unreadable" in out
    assert load_settings().user_images_dir == str(pack.resolve())
    assert main(["settings", "images", "--all"]) == 0
    assert "holiday 6.png, holiday 7.png" in capsys.readouterr().out


def test_a_file_that_is_not_a_zip_changes_nothing(quick_cards: CardIndex, tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("hello")
    assert main(["settings", "images", str(notes)]) == 2
    assert "is neither a folder nor a zip file; nothing was changed" in capsys.readouterr().err
    assert not settings_path().exists()
