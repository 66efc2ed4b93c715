"""The main window: the Catalog, Decks and Collection tabs, the File and Help menus."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, QTimer
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
from lorcana_desktop.app.catalog import CatalogError, import_cards, open_catalog
from lorcana_desktop.app.settings import SettingsError, load_settings
from lorcana_desktop.cards import CardDataError, NoCardSource
from lorcana_desktop.paths import DataFolderError
from lorcana_desktop.ui.catalog_view import CatalogView
from lorcana_desktop.ui.collection_view import create_collection_view
from lorcana_desktop.ui.deck_builder import DeckBuilder, create_deck_builder
from lorcana_desktop.ui.help_dialog import HelpDialog, open_help
from lorcana_desktop.ui.i18n import date_text, decimal, language_named, translate
from lorcana_desktop.ui.language_switch import set_current_window
from lorcana_desktop.ui.play_tab import create_play_tab
from lorcana_desktop.ui.plurals import install_english_plurals
from lorcana_desktop.ui.settings_dialog import open_settings
from lorcana_desktop.ui.shown_cards import load_texts

# Extra tabs: (factory taking the main window, tab title). Plain imports, so the standalone
# build (PyInstaller) sees every module the window uses.
EXTRA_TABS: tuple[tuple[Callable[[QMainWindow], QWidget], str], ...] = (
    (create_play_tab, str(QT_TRANSLATE_NOOP("MainWindow", "Play"))),
    (create_deck_builder, str(QT_TRANSLATE_NOOP("MainWindow", "Decks"))),
    (create_collection_view, str(QT_TRANSLATE_NOOP("MainWindow", "Collection"))),
)


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        install_english_plurals()  # "1 card", "2 cards" in English (the other languages' files have their forms)
        set_current_window(self)  # the window a second start brings forward, and a language change replaces
        self.setWindowTitle(self.tr("Lorcana Desktop %1").replace("%1", __version__))
        self.resize(1400, 900)
        self.catalog = open_catalog()
        self._load_card_texts()
        self.tabs = QTabWidget()
        self.catalog_view = CatalogView(self.catalog)
        self.tabs.addTab(self.catalog_view, self.tr("Catalog"))
        for factory, title in EXTRA_TABS:
            self.tabs.addTab(factory(self), translate("MainWindow", title))
        self.setCentralWidget(self.tabs)
        self.catalog_view.add_to_deck_requested.connect(self.add_to_deck)
        builder = self.deck_builder()
        if builder is not None:
            self.catalog_view.set_deck_name(builder.deck.name)
            builder.deck_changed.connect(lambda deck: self.catalog_view.set_deck_name(deck.name))
        self._build_menus()
        self._show_catalog_info()
        self.settings_warning: QMessageBox | None = None
        try:
            load_settings()
        except SettingsError as exc:
            # After the window is shown, so the message sits over it; it does not block start-up.
            QTimer.singleShot(0, lambda problem=exc: self._report_damaged_settings(problem))

    def _load_card_texts(self) -> None:
        """The card texts of the window's language, where the catalog has them (else the cards show in English)."""
        load_texts(self.catalog, {c.id: c.full_name for c in self.catalog.index()})

    def _report_damaged_settings(self, exc: SettingsError) -> None:
        """Say that the settings file cannot be read; it is left as it is until the person decides."""
        box = QMessageBox(
            QMessageBox.Icon.Warning, self.tr("Your settings file cannot be read"),
            f"{exc}\n\n" + self.tr("Until it is fixed the program uses its default settings (our own card faces). "
                                   "File > Settings\u2026 can replace it; the damaged file is then kept beside "
                                   "the new one."),
            QMessageBox.StandardButton.Ok, self,
        )
        box.setTextInteractionFlags(box.textInteractionFlags() | Qt.TextInteractionFlag.TextSelectableByMouse)
        box.open()
        self.settings_warning = box
        self.statusBar().showMessage(self.tr("Your settings file cannot be read: see File > Settings\u2026"))

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        new_deck = QAction(self.tr("&New deck"), self)
        new_deck.setShortcut(QKeySequence.StandardKey.New)
        new_deck.triggered.connect(self.new_deck)
        file_menu.addAction(new_deck)
        self.new_deck_action = new_deck
        imp = QAction(self.tr("&Import card data\u2026"), self)
        imp.triggered.connect(self.import_card_data)
        file_menu.addAction(imp)
        act = QAction(self.tr("&Settings\u2026"), self)
        act.triggered.connect(lambda: open_settings(self))
        file_menu.addAction(act)
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        tab_help = QAction(self.tr("&Help for this tab"), self)
        tab_help.setShortcut(QKeySequence.StandardKey.HelpContents)
        tab_help.triggered.connect(lambda: self.show_help(self.help_topic()))
        help_menu.addAction(tab_help)
        search_help = QAction(self.tr("&Search syntax"), self)
        search_help.triggered.connect(lambda: self.show_help("search"))
        help_menu.addAction(search_help)
        keys_help = QAction(self.tr("&Keyboard shortcuts"), self)
        keys_help.triggered.connect(lambda: self.show_help("shortcuts"))
        help_menu.addAction(keys_help)

    def help_topic(self) -> str:
        """The help topic of the tab on show (F1): a tab may name its own, else the search syntax."""
        topic = getattr(self.tabs.currentWidget(), "help_topic", None)
        return str(topic()) if callable(topic) else "search"

    def show_help(self, key: str = "search") -> HelpDialog:
        """The help window at a topic (see ui/help_dialog.py)."""
        return open_help(self, key)

    def deck_builder(self) -> DeckBuilder | None:
        return next((w for w in (self.tabs.widget(i) for i in range(self.tabs.count()))
                     if isinstance(w, DeckBuilder)), None)

    def new_deck(self) -> None:
        """Ctrl+N: the Decks tab with a new, empty deck (unsaved changes are offered to be saved first)."""
        builder = self.deck_builder()
        if builder is None:
            return
        self.tabs.setCurrentWidget(builder)
        builder.new_deck()

    def add_to_deck(self, card, copies: int = 1) -> None:
        """A card from the Catalog tab goes into the deck open in the Decks tab; the status bar says so."""
        builder = self.deck_builder()
        if builder is None:
            return
        before = builder.deck.count(card)
        if copies >= 4:
            builder.add_playset(card)
        else:
            builder.add_card(card, copies)
        now = builder.deck.count(card)
        self.statusBar().showMessage(
            self.tr("%1 in %2: %n copies now", "", now).replace("%1", card.full_name).replace("%2", builder.deck.name)
            if now != before else self.tr("%1 was not added").replace("%1", card.full_name), 6000)

    def _show_catalog_info(self) -> None:
        info = self.catalog.info()
        self.statusBar().showMessage(
            self.tr("%1 (%2, %3) from data of %4")
            .replace("%1", translate("MainWindow", "%Ln card(s)", None, info.card_count))
            .replace("%2", translate("MainWindow", "%Ln printing(s)", None, info.printing_count))
            .replace("%3", language_named(info.language).own_name).replace("%4", date_text(info.generated_on))
        )

    def import_card_data(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import LorcanaJSON card data"), "",
            self.tr("LorcanaJSON (*.json *.json.gz *.gz *.zip);;All files (*)")
        )
        if path:
            self.import_from(path)

    def import_from(self, path: str | None) -> bool:
        """Import a card data file; on failure say why and keep the catalog as it was."""
        dialog = QProgressDialog(self.tr("Importing card data\u2026"), "", 0, 0, self)
        dialog.setWindowTitle(self.tr("Import card data"))
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
        except (CardDataError, NoCardSource, CatalogError, DataFolderError) as exc:
            # A bad file, or a data folder that cannot be written (CatalogWriteError): the old catalog stays.
            dialog.close()
            QMessageBox.warning(self, self.tr("Card data not imported"),
                                f"{exc}\n\n" + self.tr("The catalog is unchanged."))
            return False
        dialog.close()
        self.catalog.close()
        self.catalog = open_catalog()
        self._load_card_texts()
        self.catalog_view.catalog = self.catalog
        self.catalog_view.run_search()
        self._show_catalog_info()
        language = language_named(report.language).own_name
        if report.texts_only:
            done = self.tr("Imported the %1 texts of %2 from %3 in %4 s: the cards show in %1 when the window "
                           "speaks it (File > Settings\u2026)")
        else:
            done = self.tr("Imported %2 from %3 in %4 s")
        self.statusBar().showMessage(
            done.replace("%1", language).replace("%2", translate("MainWindow", "%Ln card(s)", None, report.card_count))
            .replace("%3", str(report.source)).replace("%4", decimal(report.seconds)), 15000
        )
        return True

