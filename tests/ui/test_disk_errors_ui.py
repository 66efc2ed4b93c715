"""A data folder or catalog the program cannot write or read: one message box, nothing lost (pytest-qt, offscreen)."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

TWO_CARDS = {"cards": [
    {"id": 1, "fullName": "Solo - First", "name": "Solo", "version": "First", "type": "Character",
     "color": "Ruby", "cost": 1, "inkwell": True, "setCode": "1", "number": 1, "rarity": "Common",
     "strength": 1, "willpower": 1, "lore": 1}]}


def _boxes(monkeypatch, kind: str) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, kind, lambda parent, title, text, *a, **k: shown.append(text))
    return shown


def test_a_catalog_the_disk_refuses_is_a_message_and_the_old_catalog_stays(qtbot, tmp_path: Path,
                                                                            monkeypatch) -> None:
    from lorcana_desktop.app import catalog as app_catalog
    from lorcana_desktop.store.catalog import CatalogWriteError
    from lorcana_desktop.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    before = window.catalog.info().card_count

    def refuse(data, target, progress=None, *rest):
        raise CatalogWriteError(Path(target), OSError(30, "Read-only file system"))

    monkeypatch.setattr(app_catalog, "build_catalog", refuse)
    shown = _boxes(monkeypatch, "warning")
    f = tmp_path / "one.json"
    f.write_text(json.dumps(TWO_CARDS))
    assert window.import_from(str(f)) is False
    assert len(shown) == 1 and "Could not write the card catalog" in shown[0] and "unchanged" in shown[0]
    assert window.catalog.info().card_count == before


def test_a_data_folder_that_cannot_be_made_stops_the_start_with_a_message(qtbot, tmp_path: Path,
                                                                          monkeypatch) -> None:
    from lorcana_desktop.ui.app import run_app

    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("LORCANA_DESKTOP_DATA_DIR", str(blocker / "data"))
    shown = _boxes(monkeypatch, "critical")
    assert run_app([]) == 1
    assert len(shown) == 1 and "Cannot create the folder" in shown[0] and "LORCANA_DESKTOP_DATA_DIR" in shown[0]


def test_an_unreadable_catalog_stops_the_start_with_a_message(qtbot, monkeypatch) -> None:
    from lorcana_desktop.app import catalog as app_catalog
    from lorcana_desktop.store.catalog import CatalogError
    from lorcana_desktop.ui.app import run_app

    def unreadable(progress=None):
        raise CatalogError("/somewhere/catalog.sqlite: not a readable card catalog")

    monkeypatch.setattr(app_catalog, "load_card_index", unreadable)
    shown = _boxes(monkeypatch, "critical")
    assert run_app([]) == 1
    assert shown == ["/somewhere/catalog.sqlite: not a readable card catalog"]
