"""The main window: the catalog now; the deck builder, collection and table join as tabs."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QProgressDialog,
    QTabWidget,
    QWidget,
)

from lorcana_desktop import __version__
from lorcana_desktop.app.catalog import import_cards, open_catalog
from lorcana_desktop.app.settings import SettingsError, load_settings
from lorcana_desktop.cards import CardDataError, NoCardSource
from lorcana_desktop.ui.catalog_view import CatalogView
from lorcana_desktop.ui.collection_view import create_collection_view
from lorcana_desktop.ui.deck_builder import create_deck_builder
from lorcana_desktop.ui.play_tab import create_play_tab
from lorcana_desktop.ui.settings_dialog import open_settings

# Extra tabs: (factory taking the main window, tab title). Plain imports, so the standalone
# build (PyInstaller) sees every module the window uses.
EXTRA_TABS: tuple[tuple[Callable[[QMainWindow], QWidget], str], ...] = (
    (create_play_tab, "Play"),
    (create_deck_builder, "Decks"),
    (create_collection_view, "Collection"),
)


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(f"Lorcana Desktop {__version__}")
        self.resize(1400, 900)
        self.catalog = open_catalog()
        self.tabs = QTabWidget()
        self.catalog_view = CatalogView(self.catalog)
        self.tabs.addTab(self.catalog_view, "Catalog")
        for factory, title in EXTRA_TABS:
            self.tabs.addTab(factory(self), title)
        self.setCentralWidget(self.tabs)
        self._build_menus()
        self._show_catalog_info()
        self.settings_warning: QMessageBox | None = None
        try:
            load_settings()
        except SettingsError as exc:
            # After the window is shown, so the message sits over it; it does not block start-up.
            QTimer.singleShot(0, lambda problem=exc: self._report_damaged_settings(problem))

    def _report_damaged_settings(self, exc: SettingsError) -> None:
        """Say that the settings file cannot be read; it is left as it is until the person decides."""
        box = QMessageBox(
            QMessageBox.Icon.Warning, "Your settings file cannot be read",
            f"{exc}\n\nUntil it is fixed the program uses its default settings (our own card faces). "
            "File > Settings\u2026 can replace it; the damaged file is then kept beside the new one.",
            QMessageBox.StandardButton.Ok, self,
        )
        box.setTextInteractionFlags(box.textInteractionFlags() | Qt.TextInteractionFlag.TextSelectableByMouse)
        box.open()
        self.settings_warning = box
        self.statusBar().showMessage("Your settings file cannot be read: see File > Settings\u2026")

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        imp = QAction("&Import card data\u2026", self)
        imp.triggered.connect(self.import_card_data)
        file_menu.addAction(imp)
        quit_action = QAction("&Quit", self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)
        act = QAction("&Settings\u2026", self)
        act.triggered.connect(lambda: open_settings(self))
        file_menu.insertAction(quit_action, act)

    def _show_catalog_info(self) -> None:
        info = self.catalog.info()
        self.statusBar().showMessage(
            f"{info.card_count} cards ({info.printing_count} printings, {info.language}) "
            f"from data of {info.generated_on[:10]}"
        )

    def import_card_data(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Import LorcanaJSON card data", "", "LorcanaJSON (*.json *.json.gz *.gz *.zip);;All files (*)"
        )
        if path:
            self.import_from(path)

    def import_from(self, path: str | None) -> bool:
        """Import a card data file; on failure say why and keep the catalog as it was."""
        dialog = QProgressDialog("Importing card data\u2026", "", 0, 0, self)
        dialog.setWindowTitle("Import card data")
        dialog.setCancelButton(None)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(0)
        dialog.show()
        self.last_progress: list[str] = []

        def progress(message: str) -> None:
            self.last_progress.append(message)
            dialog.setLabelText(message)
            self.statusBar().showMessage(message)
            QApplication.processEvents()

        try:
            report = import_cards(path, progress=progress)
        except (CardDataError, NoCardSource) as exc:
            dialog.close()
            QMessageBox.warning(self, "Card data not imported", f"{exc}\n\nThe catalog is unchanged.")
            return False
        dialog.close()
        self.catalog.close()
        self.catalog = open_catalog()
        self.catalog_view.catalog = self.catalog
        self.catalog_view.run_search()
        self._show_catalog_info()
        self.statusBar().showMessage(
            f"Imported {report.card_count} cards from {report.source} in {report.seconds:.1f} s", 8000
        )
        return True

