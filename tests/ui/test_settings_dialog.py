"""File > Settings…: the folder of the user's own card images, chosen, counted, saved and shown at once."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PIL import Image
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from lorcana_desktop.app.settings import load_settings, settings_path, update_settings
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.render import RENDERER_VERSION, face_path
from lorcana_desktop.ui.settings_dialog import SettingsDialog, open_settings


def _picture(path: Path, color: tuple[int, int, int], size: tuple[int, int] = (63, 88)) -> Path:
    Image.new("RGB", size, color).save(path)
    return path


def _printing(card):
    return next(p for p in card.printings if p.id == card.id)


@pytest.fixture()
def index(catalog) -> CardIndex:
    return catalog.index()


def test_the_dialog_names_the_files_and_counts_what_the_folder_covers(index: CardIndex, tmp_path: Path,
                                                                      qtbot) -> None:
    elsa = index.by_name("Elsa - Snow Queen")
    rock = index.by_name("Pride Lands - Pride Rock")
    _picture(tmp_path / f"{_printing(elsa).identifier}.png", (0, 200, 0))
    _picture(tmp_path / f"{_printing(rock).identifier}.JPG", (0, 0, 200))
    _picture(tmp_path / "my-favourite.png", (1, 1, 1))
    (tmp_path / "notes.txt").write_text("not a picture")
    update_settings(user_images_dir=str(tmp_path))
    dialog = SettingsDialog(index)
    qtbot.addWidget(dialog)
    assert dialog.folder_edit.text() == str(tmp_path)
    help_text = dialog.names.text()
    assert all(f"<tt>{example}</tt>" in help_text
               for example in ("001-005.png", "TFC-005.png", "TFC/005.png", "Elsa - Snow Queen.png", "P1-3.png"))
    printings = sum(len(c.printings) for c in index)
    text = dialog.coverage.text()
    assert f"3 pictures; they cover 2 of the catalog's {printings:,} printings" in text  # grouped as English writes it
    assert "1 match no printing: my-favourite.png" in text
    assert not dialog.problem.isVisible()


def test_choosing_a_folder_and_saving_uses_its_pictures(index: CardIndex, tmp_path: Path, qtbot,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    elsa = index.by_name("Elsa - Snow Queen")
    _picture(tmp_path / f"{_printing(elsa).identifier}.jpg", (0, 200, 0))
    dialog = SettingsDialog(index)
    qtbot.addWidget(dialog)
    assert dialog.folder_edit.text() == "" and "drawn by Lorcana Desktop" in dialog.coverage.text()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(tmp_path))
    dialog.choose_button.click()
    assert dialog.folder_edit.text() == str(tmp_path)
    assert "they cover 1 of" in dialog.coverage.text()
    dialog.buttons.button(dialog.buttons.StandardButton.Save).click()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert load_settings().user_images_dir == str(tmp_path)
    assert "-user-" in face_path(elsa, 100).name


def test_clearing_the_folder_goes_back_to_our_faces(index: CardIndex, tmp_path: Path, qtbot) -> None:
    elsa = index.by_name("Elsa - Snow Queen")
    _picture(tmp_path / f"{_printing(elsa).identifier}.png", (0, 200, 0))
    update_settings(user_images_dir=str(tmp_path))
    assert "-user-" in face_path(elsa, 100).name
    dialog = SettingsDialog(index)
    qtbot.addWidget(dialog)
    dialog.clear_button.click()
    assert dialog.folder_edit.text() == ""
    dialog.accept()
    assert load_settings().user_images_dir is None
    assert face_path(elsa, 100).name == f"{elsa.id}-r{RENDERER_VERSION}-w100.png"


def test_a_folder_that_does_not_exist_is_not_saved(index: CardIndex, tmp_path: Path, qtbot,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: warnings.append(text))
    dialog = SettingsDialog(index)
    qtbot.addWidget(dialog)
    missing = tmp_path / "nowhere"
    dialog.folder_edit.setText(str(missing))
    dialog.update_coverage()
    assert "the folder does not exist" in dialog.coverage.text()
    dialog.accept()
    assert warnings and "is not a folder or a zip file" in warnings[0]
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert not settings_path().exists()


def test_a_damaged_settings_file_is_named_and_kept(index: CardIndex, tmp_path: Path, qtbot,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    path = settings_path()
    path.write_text('{"user_images_dir": "/pic', encoding="utf-8")
    dialog = SettingsDialog(index)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.problem.isVisible()
    assert str(path) in dialog.problem.text() and "not valid JSON" in dialog.problem.text()
    dialog.folder_edit.setText(str(tmp_path))
    # Saying No to replacing it leaves the damaged file exactly as it was.
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    dialog.accept()
    assert path.read_text(encoding="utf-8") == '{"user_images_dir": "/pic'
    assert dialog.result() != QDialog.DialogCode.Accepted
    # Yes saves the new settings and keeps the damaged file beside them.
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    dialog.accept()
    assert json.loads(path.read_text(encoding="utf-8"))["user_images_dir"] == str(tmp_path)
    kept = list(path.parent.glob("settings.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == '{"user_images_dir": "/pic'


def test_cancel_changes_nothing(index: CardIndex, tmp_path: Path, qtbot) -> None:
    update_settings(user_images_dir=str(tmp_path))
    dialog = SettingsDialog(index)
    qtbot.addWidget(dialog)
    dialog.clear_button.click()
    dialog.reject()
    assert load_settings().user_images_dir == str(tmp_path)


def _grid_color(model, card) -> tuple[int, int, int]:
    from PySide6.QtCore import Qt

    pm = model.data(model.index(model.row_of(card)), Qt.ItemDataRole.DecorationRole)
    c = pm.toImage().pixelColor(pm.width() // 2, pm.height() // 2)
    return (c.red(), c.green(), c.blue())


def test_saved_pictures_show_at_once_in_the_catalog_and_the_deck_builder(tmp_path: Path, qtbot) -> None:
    """File > Settings… in the real window: no restart needed."""
    from lorcana_desktop.ui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    menu = w.menuBar().actions()[0].menu()
    assert any(a.text() == "&Settings\u2026" for a in menu.actions())
    # The catalog shows Elsa's face, and the deck builder's grid has it drawn.
    w.catalog_view.search_box.setText("Elsa Snow Queen")
    w.catalog_view.run_search()
    elsa = w.catalog_view.model.cards[0]
    assert elsa.full_name == "Elsa - Snow Queen"
    decks = next(w.tabs.widget(i) for i in range(w.tabs.count()) if w.tabs.tabText(i) == "Decks")
    grid = decks.browser.grid_model
    grid.set_cards([elsa])
    grid.face(elsa)
    qtbot.waitUntil(lambda: grid.pending_faces() == 0)
    assert _grid_color(grid, elsa) != (0, 200, 0)
    preview = w.catalog_view.face.pixmap().toImage().pixelColor(150, 210)
    assert (preview.red(), preview.green(), preview.blue()) != (0, 200, 0)

    _picture(tmp_path / f"{_printing(elsa).identifier}.png", (0, 200, 0), (630, 880))
    dialog = open_settings(w)
    assert dialog.isVisible() and "drawn by Lorcana Desktop" in dialog.coverage.text()
    dialog.folder_edit.setText(str(tmp_path))
    dialog.update_coverage()
    assert "they cover 1 of" in dialog.coverage.text()
    dialog.accept()

    preview = w.catalog_view.face.pixmap().toImage().pixelColor(150, 210)
    assert (preview.red(), preview.green(), preview.blue()) == (0, 200, 0)
    grid.face(elsa)
    qtbot.waitUntil(lambda: grid.pending_faces() == 0)
    assert _grid_color(grid, elsa) == (0, 200, 0)
    assert "Card images:" in w.statusBar().currentMessage()


def test_a_zip_chosen_in_the_dialog_and_its_refused_pictures(index: CardIndex, tmp_path: Path, qtbot,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    import os
    import struct
    import zipfile
    import zlib

    elsa = index.by_name("Elsa - Snow Queen")
    _picture(tmp_path / "a.png", (0, 200, 0))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    bomb = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 9000, 9000, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + chunk(b"IEND", b""))
    pack = tmp_path / "pack.zip"
    with zipfile.ZipFile(pack, "w") as archive:
        archive.write(tmp_path / "a.png", "The First Chapter/041.png")
        archive.writestr("1-1.png", bomb)
        archive.write(tmp_path / "a.png", "my-favourite.png")
    dialog = SettingsDialog(index)
    qtbot.addWidget(dialog)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(pack), "Zip files (*.zip)"))
    dialog.choose_zip_button.click()
    text = dialog.coverage.text()
    assert dialog.folder_edit.text() == str(pack)
    assert "3 pictures; they cover 1 of" in text and "1 match no printing: my-favourite.png" in text
    assert "1 refused:\n  \u2022 1-1.png (too many pixels: 9000 x 9000, more than 40 megapixels)" in text
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert load_settings().user_images_dir == str(pack)
    assert "-user-" in face_path(elsa, 100).name

    # A folder with a link out of it: the dialog names the link and where it points.
    folder = tmp_path / "pictures"
    folder.mkdir()
    os.symlink(tmp_path / "a.png", folder / "1-41.png")
    dialog.set_folder(str(folder))
    assert f"1-41.png (a link pointing outside the folder, to {tmp_path / 'a.png'})" in dialog.coverage.text()


def test_the_table_animations_can_be_turned_off_and_an_open_table_follows(qtbot) -> None:
    from PySide6.QtWidgets import QMainWindow

    from lorcana_desktop.app.game_session import GameSession, MatchSetup, Seat, SeatKind
    from lorcana_desktop.cards import default_cards
    from lorcana_desktop.engine import Game
    from lorcana_desktop.ui.table.table_widget import TableWidget

    cards = default_cards()
    deck = ["Stitch - New Dog", "Olaf - Friendly Snowman"] * 30
    window = QMainWindow()
    qtbot.addWidget(window)
    seats = (Seat("Ann", SeatKind.PERSON, "", ()), Seat("Bob", SeatKind.PERSON, "", ()))
    table = TableWidget(GameSession(MatchSetup(seats), Game.new([deck, deck], cards, seed=1)), cards, window)
    window.setCentralWidget(table)
    assert table.animations  # on by default
    dialog = open_settings(window)
    assert dialog.animations_box.isChecked()
    dialog.animations_box.setChecked(False)
    dialog.accept()
    assert load_settings().animations is False
    qtbot.waitUntil(lambda: not table.animations)  # the open table jumps cards from now on
    again = SettingsDialog()
    qtbot.addWidget(again)
    assert not again.animations_box.isChecked()
