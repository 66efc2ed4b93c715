"""The main window at start-up with a damaged or unusable user data file: it says so and keeps the file."""

from __future__ import annotations

import sqlite3

from PySide6.QtWidgets import QMessageBox

from lorcana_desktop.app.paths import userdata_path


def _open_main_window(qtbot):
    from lorcana_desktop.ui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: getattr(w, "_user_data_warning", None) is not None, timeout=3000)
    box = w._user_data_warning
    assert isinstance(box, QMessageBox) and box.isVisible()
    return w, box


def _tab(w, title: str):
    titles = [w.tabs.tabText(i) for i in range(w.tabs.count())]
    return w.tabs.widget(titles.index(title))


def test_a_damaged_file_is_reported_over_the_window_and_kept(qtbot) -> None:
    path = userdata_path()
    junk = b"not a database at all " * 300
    path.write_bytes(junk)
    w, box = _open_main_window(qtbot)
    backups = list(path.parent.glob(path.name + ".corrupt-*"))
    assert len(backups) == 1 and backups[0].read_bytes() == junk, "the damaged file is kept byte for byte"
    assert "damaged" in box.text() and str(backups[0]) in box.text()
    # What SQLite found is behind "Show Details...", not in the message itself.
    details = w._deck_shelf.details
    assert details and box.detailedText() == details and details not in box.text()
    assert "damaged" in w.statusBar().currentMessage()
    decks = _tab(w, "Decks")
    assert str(backups[0]) in decks.notice.text() and not decks.notice.isHidden()
    # Work goes on in a new file, which has the preconstructed decks again.
    assert decks.shelf.ok and len(decks.shelf.names()) >= 6
    assert path.read_bytes() != junk
    box.close()
    w._deck_shelf.store.close()


def test_a_file_that_cannot_be_upgraded_is_reported_and_never_written(qtbot) -> None:
    path = userdata_path()
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE decks (x)")  # schema 0 with a clashing table: the upgrade fails
    conn.commit()
    conn.close()
    before = path.read_bytes()
    w, box = _open_main_window(qtbot)
    assert "cannot be saved" in box.windowTitle().lower() or "cannot be saved" in box.text()
    assert "left untouched" in box.text()
    decks = _tab(w, "Decks")
    assert not decks.save_button.isEnabled()
    collection = _tab(w, "Collection")
    assert "cannot be saved" in collection.notice.text()
    assert path.read_bytes() == before
    assert not list(path.parent.glob(path.name + ".corrupt-*"))
    box.close()


def test_a_healthy_file_raises_no_warning(qtbot) -> None:
    from lorcana_desktop.ui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.wait(50)
    assert getattr(w, "_user_data_warning", None) is None


def test_an_unreadable_path_is_reported_and_building_still_works(qtbot) -> None:
    path = userdata_path()
    path.mkdir()  # a folder where the file should be: nothing can be read or written there
    w, box = _open_main_window(qtbot)
    assert "is not a file" in box.text() and "nothing can be saved" in box.text()
    decks = _tab(w, "Decks")
    assert not decks.save_button.isEnabled()
    decks.add_card(next(iter(decks.cards)))
    assert decks.deck.size == 1, "building a deck still works; only saving is off"
    assert path.is_dir() and not any(path.iterdir())
    box.close()
