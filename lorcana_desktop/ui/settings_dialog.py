"""The Settings dialog (File > Settings…): the window's language, the folder or zip of the user's own card
images, and whether the game table animates card moves."""

from __future__ import annotations

import zipfile
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
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
from lorcana_desktop.languages import Language, chosen_language
from lorcana_desktop.render.cache import SHOWN_NAMES, ImagesCoverage, user_images_coverage
from lorcana_desktop.render.user_images import MAX_PIXELS, Refusal, RefusedPicture, SourceProblem
from lorcana_desktop.ui.card_pixmap import refresh_faces
from lorcana_desktop.ui.i18n import current_language, number, system_languages, translate


class SettingsDialog(QDialog):
    """Choose or clear the folder of the user's own card images; see what it covers; save.

    A settings file that cannot be read is named at the top and is replaced only when the
    user agrees, and then kept beside the new one (``settings.json.damaged-<time>``).
    """

    def __init__(self, cards: Iterable[Card] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
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
                self.tr("\u26a0 The settings file {path} cannot be used: {problem}. "
                        "It stays as it is unless you save; saving keeps it beside the new file.")
                .format(path=self.damaged.path, problem=self.damaged.problem)
            )
        self.problem.setVisible(self.damaged is not None)
        layout.addWidget(self.problem)

        language_group = QGroupBox(self.tr("Language"))
        language_box = QVBoxLayout(language_group)
        self.language_box = QComboBox()
        self.language_box.setObjectName("languageBox")
        system = chosen_language(None, system_languages())
        self.language_box.addItem(self.tr("The system's language (%1)").replace("%1", system.own_name), None)
        for lang in Language:
            self.language_box.addItem(lang.own_name, lang.value)  # i18n: not translated (each in its own words)
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(self.settings.language)))
        self.language_box.setToolTip(self.tr("The language of the window, of the game's words and, where the "
                                             "card data has them, of the cards"))
        language_box.addWidget(self.language_box)
        language_note = QLabel(self.tr(
            "A new language reopens the window in it; a game in progress goes on where you left it. Cards "
            "show in the language when you have imported its card data (File > Import card data\u2026), "
            "in English otherwise."))
        language_note.setWordWrap(True)
        language_box.addWidget(language_note)
        layout.addWidget(language_group)

        group = QGroupBox(self.tr("Your own card images"))
        box = QVBoxLayout(group)
        intro = QLabel(self.tr(
            "Lorcana Desktop draws every card face itself. If you have pictures of your cards, choose "
            "the folder (or zip file) that holds them: they are shown in the catalog and the deck builder "
            "instead of our drawings."
        ))
        intro.setWordWrap(True)
        box.addWidget(intro)
        row = QHBoxLayout()
        self.folder_edit = QLineEdit(self.settings.user_images_dir or "")
        self.folder_edit.setPlaceholderText(self.tr("No folder: every card is drawn by Lorcana Desktop"))
        self.folder_edit.setAccessibleName(self.tr("Folder of your card images"))
        self.choose_button = QPushButton(self.tr("Choose folder\u2026"))
        self.choose_button.clicked.connect(self.choose_folder)
        self.choose_zip_button = QPushButton(self.tr("Choose zip\u2026"))
        self.choose_zip_button.setToolTip(self.tr("Use the pictures inside a .zip file (it is not unpacked)"))
        self.choose_zip_button.clicked.connect(self.choose_zip)
        self.clear_button = QPushButton(self.tr("Clear"))
        self.clear_button.setToolTip(self.tr("Use our own drawings for every card"))
        self.clear_button.clicked.connect(self.clear_folder)
        row.addWidget(self.folder_edit, 1)
        row.addWidget(self.choose_button)
        row.addWidget(self.choose_zip_button)
        row.addWidget(self.clear_button)
        box.addLayout(row)
        self.names = QLabel(self.names_help())
        self.names.setWordWrap(True)
        box.addWidget(self.names)
        self.coverage = QLabel()
        self.coverage.setWordWrap(True)
        self.coverage.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.addWidget(self.coverage)
        layout.addWidget(group)
        table_group = QGroupBox(self.tr("Game table"))
        table_box = QVBoxLayout(table_group)
        self.animations_box = QCheckBox(self.tr("Animate card moves (a short slide, under 0.2 seconds)"))
        self.animations_box.setToolTip(self.tr("Cards slide to where they go, so you see what the computer "
                                               "did; off, they jump there at once"))
        self.animations_box.setChecked(self.settings.animations)
        table_box.addWidget(self.animations_box)
        layout.addWidget(table_group)
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
        chosen = QFileDialog.getExistingDirectory(self, self.tr("Folder of your card images"), start)
        if chosen:
            self.set_folder(chosen)

    def choose_zip(self) -> None:
        start = self.folder() or str(Path.home())
        chosen, _filter = QFileDialog.getOpenFileName(self, self.tr("Zip file of your card images"), start,
                                                      self.tr("Zip files (*.zip)"))
        if chosen:
            self.set_folder(chosen)

    def clear_folder(self) -> None:
        self.set_folder(None)

    def names_help(self) -> str:
        return self.tr(
            "Name each picture after its printing (.png, .jpg, .jpeg or .webp, any letter case): "
            "set and number, with or without zeros, <tt>1-5.png</tt>, <tt>001-005.png</tt>, <tt>1_5.jpg</tt>, "
            "<tt>set1-005.png</tt>, <tt>Q1-7.png</tt>; a set code, <tt>TFC-005.png</tt>; the number in a "
            "folder named after the set, <tt>TFC/005.png</tt> or <tt>Set 1/5.png</tt>; or the card's full "
            "name, <tt>Elsa - Snow Queen.png</tt> (used for all its printings). "
            "An alternate art adds its letter (<tt>8-224a.png</tt>) and otherwise uses <tt>8-224.png</tt>. "
            "Promos are numbered within their promo group: <tt>P1-3.png</tt> (<tt>1-3.png</tt> is the set's "
            "card 3). Pictures are resized to the card; a card without a picture keeps the face we draw. "
            "Subfolders one level down are read too; pictures over {megapixels} megapixels and links "
            "pointing outside the folder are refused."
        ).format(megapixels=MAX_PIXELS // 1_000_000)

    def update_coverage(self) -> None:
        folder = self.folder()
        if folder is None:
            self.coverage.setText(self.tr("Every card is drawn by Lorcana Desktop."))
            self.coverage.setStyleSheet("")
            return
        report = user_images_coverage(Path(folder), self.cards)
        self.coverage.setText(self.describe(report))
        self.coverage.setStyleSheet("color: #b00020" if report.problem or not report.covered else "")

    def describe(self, report: ImagesCoverage) -> str:
        """The coverage report in the user's language: one line per point, the first few names of each list."""
        if report.problem:
            problems = {
                SourceProblem.MISSING: self.tr("the folder does not exist"),
                SourceProblem.NOT_FOLDER_OR_ZIP: self.tr("it is neither a folder nor a zip file"),
                SourceProblem.DAMAGED_ZIP: self.tr("the zip file is damaged"),
                SourceProblem.UNREADABLE: self.tr("it cannot be read"),
            }
            problem = problems[report.problem_kind] if report.problem_kind else report.problem
            return self.tr("\u26a0 {folder}: {problem}").format(folder=report.folder, problem=problem)

        def names(items: list[str]) -> str:
            shown = ", ".join(items[:SHOWN_NAMES])
            return shown + (", \u2026" if len(items) > SHOWN_NAMES else "")

        lines = [self.tr("%n picture(s); they cover {covered} of the catalog's {printings} printings", "",
                         report.images).format(covered=number(report.covered), printings=number(report.printings))]
        if report.unmatched:
            lines.append(self.tr("{count} match no printing: {names}").format(
                count=len(report.unmatched), names=names(list(report.unmatched))))
        if report.refused:
            # One per line: the reasons are long.
            lines.append(self.tr("{count} refused:").format(count=len(report.refused)))
            lines.extend(f"  \u2022 {self.refusal(r)}" for r in report.refused[:SHOWN_NAMES])
            if len(report.refused) > SHOWN_NAMES:
                lines.append("  \u2026")
        if report.duplicates:
            lines.append(self.tr("{count} not used (another picture of the same printing comes first): {names}")
                         .format(count=len(report.duplicates), names=names(list(report.duplicates))))
        return "\n".join(lines)

    def refusal(self, refused: RefusedPicture) -> str:
        """One refused picture and why, in words a person reads."""
        if refused.reason is Refusal.TOO_MANY_PIXELS and refused.pixels and refused.limit:
            why = self.tr("too many pixels: {width} x {height}, more than {megapixels} megapixels").format(
                width=refused.pixels[0], height=refused.pixels[1], megapixels=refused.limit // 1_000_000)
        elif refused.reason is Refusal.TOO_MANY_PIXELS:
            why = self.tr("too many pixels")
        elif refused.reason is Refusal.LINK_OUTSIDE:
            why = (self.tr("a link pointing outside the folder, to {target}").format(target=refused.target)
                   if refused.target else self.tr("a link stored in the zip"))
        elif refused.reason is Refusal.TOO_LARGE:
            why = self.tr("file too large: {size} MB").format(size=(refused.file_bytes or 0) // 2**20)
        else:
            why = self.tr("unreadable: {error}").format(error=refused.detail)
        return self.tr("{name} ({why})").format(name=refused.name, why=why)

    # -- saving ----------------------------------------------------------------------------
    def accept(self) -> None:
        folder = self.folder()
        if folder is not None and not _folder_or_zip(Path(folder).expanduser()):
            QMessageBox.warning(self, self.tr("Settings not saved"),
                                self.tr("{folder} is not a folder or a zip file. Choose one or clear it.")
                                .format(folder=folder))
            return
        if self.damaged is not None:
            answer = QMessageBox.question(
                self, self.tr("Replace the damaged settings file?"),
                self.tr("{path} cannot be read: {problem}.\n\nSave new settings? The damaged file is kept "
                        "beside them as {name}.damaged-<date>.").format(
                    path=self.damaged.path, problem=self.damaged.problem, name=settings_path().name),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        new = self.settings.with_changes(user_images_dir=folder, animations=self.animations_box.isChecked(),
                                         language=self.language_box.currentData())
        try:
            save_settings(new, replace_damaged=self.damaged is not None)
        except SettingsError as exc:
            # E.g. the file was damaged by someone else while the dialog was open: say so, keep it.
            QMessageBox.warning(self, self.tr("Settings not saved"), str(exc))
            return
        self.saved_settings = new
        super().accept()


def _folder_or_zip(path: Path) -> bool:
    return path.is_dir() or (path.is_file() and zipfile.is_zipfile(path))


def open_settings(window: QWidget) -> SettingsDialog:
    """Open the Settings dialog over the main window; saved changes show at once in every view."""
    catalog = getattr(window, "catalog", None)
    cards = catalog.index() if catalog is not None else None
    dialog = SettingsDialog(cards, window)

    def done(result: int) -> None:
        if result == QDialog.DialogCode.Accepted and dialog.saved_settings is not None:
            apply_card_images(window, dialog)
            for table in window.findChildren(QWidget):  # an open game table: at once
                set_animations = getattr(table, "set_animations", None)
                if callable(set_animations):
                    set_animations(dialog.saved_settings.animations)
            wanted = chosen_language(dialog.saved_settings.language, system_languages())
            if wanted is not current_language() and hasattr(window, "deck_builder"):
                # After the dialog is gone: the window it belongs to is built again in the new language.
                from lorcana_desktop.ui.language_switch import switch_language

                QTimer.singleShot(0, lambda: switch_language(window, wanted))  # type: ignore[arg-type]
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
        first = text.split("\n", 1)[0]
        status().showMessage(
            translate("SettingsDialog", "Card images: {folder} ({coverage})").format(
                folder=folder, coverage=first) if folder
            else translate("SettingsDialog", "Card images: our own drawings"), 10000)
