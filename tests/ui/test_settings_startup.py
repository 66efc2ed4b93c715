"""The main window at start-up with a damaged settings file: it says so and leaves the file as it is."""

from __future__ import annotations

from lorcana_desktop.app.settings import settings_path


def test_a_damaged_settings_file_is_reported_over_the_window_and_left_alone(qtbot) -> None:
    from lorcana_desktop.ui.main_window import MainWindow

    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"user_images_dir": ', encoding="utf-8")
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: w.settings_warning is not None and w.settings_warning.isVisible(), timeout=3000)
    text = w.settings_warning.text()
    assert str(path) in text and "not valid JSON" in text
    assert "cannot be read" in w.statusBar().currentMessage()
    assert path.read_text(encoding="utf-8") == '{"user_images_dir": ', "the file is not touched"
    w.settings_warning.close()


def test_no_warning_with_good_settings(qtbot) -> None:
    from lorcana_desktop.ui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.wait(50)
    assert w.settings_warning is None
