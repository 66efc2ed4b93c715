"""Start the Qt application and open the main window (one per data folder: a second start brings the
open window to the front)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox

from lorcana_desktop.ui.i18n import install_language, settings_language, translate
from lorcana_desktop.ui.single_instance import SHOWN, STARTING, RunningWindow, ask_to_show, claim


def run_app(argv: list[str] | None = None) -> int:
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("Lorcana Desktop")
    app.setOrganizationName("lorcana-desktop")
    install_language(settings_language())  # before any window: each widget says its words when it is made
    from lorcana_desktop.paths import DataFolderError, data_dir

    try:
        folder = data_dir()
    except DataFolderError as exc:
        QMessageBox.critical(None, translate("App", "Lorcana Desktop: no data folder"), str(exc))
        return 1
    running = claim(folder)
    if running is None:
        return _bring_the_open_window_forward(folder)
    try:
        return _open_window(running)
    finally:
        running.release()


def _bring_the_open_window_forward(folder: Path) -> int:
    """Another start holds the data folder: ask it to show its window, say so, and quit."""
    answer = ask_to_show(folder)
    if answer == SHOWN:
        print(translate("App", "Lorcana Desktop is already open with the data in %1; its window was brought to the front.")
              .replace("%1", str(folder)), file=sys.stderr)
        return 0
    if answer == STARTING:
        print(translate("App", "Lorcana Desktop is already starting with the data in %1; its window opens in a moment.")
              .replace("%1", str(folder)), file=sys.stderr)
        return 0
    QMessageBox.warning(
        None, translate("App", "Lorcana Desktop is already running"),
        translate("App", "Another Lorcana Desktop is using the data in %1 but does not answer. Close it, or wait until it "
           "has finished starting, then start Lorcana Desktop again.").replace("%1", str(folder)))
    return 1


def bring_to_front(window: QMainWindow) -> None:
    """Show ``window`` over the others, restored if it was minimised (as a second start asks)."""
    window.setWindowState((window.windowState() & ~Qt.WindowState.WindowMinimized) | Qt.WindowState.WindowActive)
    window.show()
    window.raise_()
    window.activateWindow()


def _open_window(running: RunningWindow) -> int:
    from lorcana_desktop.app.catalog import CatalogError, load_card_index
    from lorcana_desktop.cards import CardDataError, NoCardSource
    from lorcana_desktop.paths import DataFolderError
    from lorcana_desktop.ui.language_switch import current_window
    from lorcana_desktop.ui.main_window import MainWindow

    try:
        load_card_index()
    except (CardDataError, NoCardSource, CatalogError) as exc:
        QMessageBox.critical(None, translate("App", "Lorcana Desktop: no card data"), str(exc))
        return 1
    except DataFolderError as exc:
        QMessageBox.critical(None, translate("App", "Lorcana Desktop: no data folder"), str(exc))
        return 1
    try:
        window = MainWindow()
    except (CatalogError, DataFolderError) as exc:
        QMessageBox.critical(None, translate("App", "Lorcana Desktop cannot start"), str(exc))
        return 1
    # A language change builds the window again: a second start brings whichever is on show forward.
    running.showRequested.connect(lambda: bring_to_front(current_window(window) or window))
    window.show()
    running.ready = True
    return QApplication.exec()
