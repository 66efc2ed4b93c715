"""The Settings dialog (File > Settings…): the folder of the user's own card images."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from lorcana_desktop.app.settings import Settings, SettingsError, load_settings, save_settings, settings_path
from lorcana_desktop.cards.model import Card
from lorcana_desktop.render.cache import user_images_coverage
from lorcana_desktop.ui.card_pixmap import refresh_faces

NAMES_HELP = (
    "Name each picture after the printing's set and collector number: "
    "<b>&lt;set&gt;-&lt;number&gt;.png</b> or <b>.jpg</b> (also .jpeg and .webp, any letter case), "
    "for example <tt>1-5.png</tt>, <tt>Q1-7.jpg</tt>, <tt>12-204.webp</tt>. "
    "An alternate art with a letter adds it (<tt>8-224a.png</tt>) and otherwise uses <tt>8-224.png</tt>. "
    "Promos are numbered within their promo group: <tt>P1-3.png</tt> (<tt>1-3.png</tt> is the set's card 3). "
    "Pictures are resized to the card; a card without a picture keeps the face we draw."
)


class SettingsDialog(QDialog):
    """Choose or clear the folder of the user's own card images; see what it covers; save.

    A settings file that cannot be read is named at the top and is replaced only when the
    user agrees, and then kept beside the new one (``settings.json.damaged-<time>``).
    """

    def __init__(self, cards: Iterable[Card] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self.setMinimumWidth(640)
        self.cards = list(cards) if cards is not None else []
        self.saved_settings: Settings | None = None
        self.damaged: SettingsError | None = None
        try:
            self.settings = load_settings()
        except SettingsError as exc:
            self.damaged = exc
            self.settings = Settings()

        layout = QVBoxLayout(self)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020")
        if self.damaged is not None:
            self.problem.setText(
                f"\u26a0 The settings file {self.damaged.path} cannot be used: {self.damaged.problem}. "
                "It stays as it is unless you save; saving keeps it beside the new file."
            )
        self.problem.setVisible(self.damaged is not None)
        layout.addWidget(self.problem)

        group = QGroupBox("Your own card images")
        box = QVBoxLayout(group)
        intro = QLabel(
            "Lorcana Desktop draws every card face itself. If you have pictures of your cards, choose "
            "the folder that holds them: they are shown in the catalog and the deck builder "
            "instead of our drawings."
        )
        intro.setWordWrap(True)
        box.addWidget(intro)
        row = QHBoxLayout()
        self.folder_edit = QLineEdit(self.settings.user_images_dir or "")
        self.folder_edit.setPlaceholderText("No folder: every card is drawn by Lorcana Desktop")
        self.folder_edit.setAccessibleName("Folder of your card images")
        self.choose_button = QPushButton("Choose\u2026")
        self.choose_button.clicked.connect(self.choose_folder)
        self.clear_button = QPushButton("Clear")
        self.clear_button.setToolTip("Use our own drawings for every card")
        self.clear_button.clicked.connect(self.clear_folder)
        row.addWidget(self.folder_edit, 1)
        row.addWidget(self.choose_button)
        row.addWidget(self.clear_button)
        box.addLayout(row)
        self.names = QLabel(NAMES_HELP)
        self.names.setWordWrap(True)
        box.addWidget(self.names)
        self.coverage = QLabel()
        self.coverage.setWordWrap(True)
        box.addWidget(self.coverage)
        layout.addWidget(group)
        layout.addStretch(1)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        # Counting the covered printings scans the folder: wait until the typing stops.
        self._recount = QTimer(self)
        self._recount.setSingleShot(True)
        self._recount.setInterval(300)
        self._recount.timeout.connect(self.update_coverage)
        self.folder_edit.textChanged.connect(lambda _t: self._recount.start())
        self.update_coverage()

    # -- the folder ------------------------------------------------------------------------
    def folder(self) -> str | None:
        """The folder as typed or chosen, or None for our own drawings."""
        return self.folder_edit.text().strip() or None

    def set_folder(self, folder: str | None) -> None:
        self.folder_edit.setText(folder or "")
        self._recount.stop()
        self.update_coverage()

    def choose_folder(self) -> None:
        start = self.folder() or str(Path.home())
        chosen = QFileDialog.getExistingDirectory(self, "Folder of your card images", start)
        if chosen:
            self.set_folder(chosen)

    def clear_folder(self) -> None:
        self.set_folder(None)

    def update_coverage(self) -> None:
        folder = self.folder()
        if folder is None:
            self.coverage.setText("Every card is drawn by Lorcana Desktop.")
            self.coverage.setStyleSheet("")
            return
        report = user_images_coverage(Path(folder), self.cards)
        self.coverage.setText(report.summary() if not report.problem else f"\u26a0 {report.summary()}")
        self.coverage.setStyleSheet("color: #b00020" if report.problem or not report.covered else "")

    # -- saving ----------------------------------------------------------------------------
    def accept(self) -> None:
        folder = self.folder()
        if folder is not None and not Path(folder).expanduser().is_dir():
            QMessageBox.warning(self, "Settings not saved", f"{folder} is not a folder. Choose a folder or clear it.")
            return
        if self.damaged is not None:
            answer = QMessageBox.question(
                self, "Replace the damaged settings file?",
                f"{self.damaged.path} cannot be read: {self.damaged.problem}.\n\n"
                "Save new settings? The damaged file is kept beside them as "
                f"{settings_path().name}.damaged-<date>.",
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        new = self.settings.with_changes(user_images_dir=folder)
        try:
            save_settings(new, replace_damaged=self.damaged is not None)
        except SettingsError as exc:
            # E.g. the file was damaged by someone else while the dialog was open: say so, keep it.
            QMessageBox.warning(self, "Settings not saved", str(exc))
            return
        self.saved_settings = new
        super().accept()


def open_settings(window: QWidget) -> SettingsDialog:
    """Open the Settings dialog over the main window; saved changes show at once in every view."""
    catalog = getattr(window, "catalog", None)
    cards = catalog.index() if catalog is not None else None
    dialog = SettingsDialog(cards, window)

    def done(result: int) -> None:
        if result == QDialog.DialogCode.Accepted and dialog.saved_settings is not None:
            apply_card_images(window, dialog)
        dialog.deleteLater()

    dialog.finished.connect(done)
    dialog.open()
    return dialog


def apply_card_images(window: QWidget, dialog: SettingsDialog | None = None) -> None:
    """Show the faces of the current settings everywhere, without a restart."""
    refresh_faces(window)
    view = getattr(window, "catalog_view", None)
    if view is not None:
        # The catalog's preview is a plain label: show its card again.
        index = view.table.currentIndex()
        if index.isValid() and index.row() < len(view.model.cards):
            view.show_card(view.model.cards[index.row()])
    status = getattr(window, "statusBar", None)
    if callable(status):
        text = dialog.coverage.text() if dialog is not None else ""
        folder = dialog.saved_settings.user_images_dir if dialog and dialog.saved_settings else None
        status().showMessage(f"Card images: {folder} ({text})" if folder else "Card images: our own drawings",
                             10000)
