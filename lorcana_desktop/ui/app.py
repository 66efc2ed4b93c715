"""Start the Qt application and open the main window."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox


def tr(text: str) -> str:
    return QCoreApplication.translate("App", text)


def run_app(argv: list[str] | None = None) -> int:
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("Lorcana Desktop")
    app.setOrganizationName("lorcana-desktop")
    from lorcana_desktop.app.catalog import CatalogError, load_card_index
    from lorcana_desktop.cards import CardDataError, NoCardSource
    from lorcana_desktop.paths import DataFolderError
    from lorcana_desktop.ui.main_window import MainWindow

    try:
        load_card_index()
    except (CardDataError, NoCardSource, CatalogError) as exc:
        QMessageBox.critical(None, tr("Lorcana Desktop: no card data"), str(exc))
        return 1
    except DataFolderError as exc:
        QMessageBox.critical(None, tr("Lorcana Desktop: no data folder"), str(exc))
        return 1
    try:
        window = MainWindow()
    except (CatalogError, DataFolderError) as exc:
        QMessageBox.critical(None, tr("Lorcana Desktop cannot start"), str(exc))
        return 1
    window.show()
    return app.exec()
