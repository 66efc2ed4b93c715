"""Start the Qt application and open the main window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QMessageBox


def run_app(argv: list[str] | None = None) -> int:
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("Lorcana Desktop")
    app.setOrganizationName("lorcana-desktop")
    from lorcana_desktop.app.catalog import load_card_index
    from lorcana_desktop.cards import CardDataError, NoCardSource
    from lorcana_desktop.ui.main_window import MainWindow

    try:
        load_card_index()
    except (CardDataError, NoCardSource) as exc:
        QMessageBox.critical(None, "Lorcana Desktop: no card data", str(exc))
        return 1
    window = MainWindow()
    window.show()
    return app.exec()
