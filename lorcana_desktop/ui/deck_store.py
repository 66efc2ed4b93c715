"""The one place the deck builder and collection tabs read and write the user's store (decks.library)."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from lorcana_desktop.app.deck_session import LAST_DECK_SETTING
from lorcana_desktop.app.stores import CorruptUserData, DeckSummary, UserData, UserDataBusy, UserDataError
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks import Collection, Deck, ImportResult, library
from lorcana_desktop.ui.i18n import translate

log = logging.getLogger(__name__)


class DeckShelf(QObject):
    """The user's decks and collection, shared by the tabs of one window.

    ``store`` is None when the file could not be opened; ``problem`` then says why, and the
    tabs show it instead of pretending to save.
    """

    decks_changed = Signal()
    collection_changed = Signal()

    def __init__(self, cards: CardIndex, path: str | Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cards = cards
        self.problem = ""
        self.details = ""  # what was found wrong in a damaged file (shown behind "Show Details...")
        self.store: UserData | None = None
        self.backup: Path | None = None  # where a damaged file was kept, when it was
        self.seeded = library.SeedReport()  # the preconstructed decks this start added
        self.busy = False  # another program held the file too long: nothing is wrong with it
        where = None if path is None else Path(path)
        try:
            self.store, self.seeded = library.open_library_reporting(cards, where)
        except CorruptUserData as exc:
            # The damaged file was moved aside untouched; start a fresh one so work can go on.
            self.problem = str(exc)
            self.details = exc.details
            self.backup = exc.backup
            try:
                self.store, self.seeded = library.open_library_reporting(cards, where)
            except UserDataError as again:
                self.problem += f"\n{again}"
        except UserDataBusy as exc:
            self.problem = str(exc)
            self.busy = True
        except UserDataError as exc:
            self.problem = str(exc)

    @property
    def ok(self) -> bool:
        return self.store is not None

    def _need(self) -> UserData:
        if self.store is None:
            raise UserDataError(self.problem or translate("DeckShelf", "The user data file is not open."))
        return self.store

    # -- decks -----------------------------------------------------------------------------
    def decks(self) -> list[DeckSummary]:
        return self.store.list_decks() if self.store is not None else []

    def names(self) -> list[str]:
        return self.store.deck_names() if self.store is not None else []

    def has(self, name: str) -> bool:
        return self.store is not None and self.store.has_deck(name)

    def load(self, name: str) -> ImportResult | None:
        return library.load_deck(self._need(), name, self.cards)

    def save(self, deck: Deck, previous_name: str | None = None, *, overwrite: bool = False) -> None:
        """Insert or replace by name; ``previous_name`` renames; ``overwrite`` replaces another deck of
        the new name in the same transaction. ValueError names a clash."""
        library.save_deck(self._need(), deck, previous_name=previous_name, overwrite=overwrite)
        self.decks_changed.emit()

    def delete(self, name: str) -> bool:
        gone = self._need().delete_deck(name)
        self.decks_changed.emit()
        return gone

    def free_name(self, wanted: str) -> str:
        """``wanted``, or ``wanted (2)``, ``(3)``... when a deck already has that name."""
        name = wanted.strip() or translate("DeckShelf", "Untitled deck")
        if not self.has(name):
            return name
        n = 2
        while self.has(f"{name} ({n})"):
            n += 1
        return f"{name} ({n})"

    def last_deck(self) -> str | None:
        """The name of the deck to open on start (the one last opened or saved), if any."""
        if self.store is None:
            return None
        try:
            return self.store.get_setting(LAST_DECK_SETTING)
        except Exception:  # noqa: BLE001 - a store that cannot say opens an empty deck, nothing worse
            return None

    def remember_last_deck(self, name: str) -> None:
        if self.store is None:
            return
        try:
            self.store.set_setting(LAST_DECK_SETTING, name)
        except Exception as exc:  # noqa: BLE001 - not remembering is no reason to stop the save that called this
            log.warning("cannot remember the last deck: %s", exc)

    # -- collection ------------------------------------------------------------------------
    def collection(self) -> Collection:
        return library.load_collection(self.store) if self.store is not None else Collection()

    def owned(self, printing_id: int) -> tuple[int, int]:
        return self.store.owned(printing_id) if self.store is not None else (0, 0)

    def adjust_owned(self, printing_id: int, normal: int = 0, foil: int = 0) -> tuple[int, int]:
        counts = self._need().adjust_owned(printing_id, normal, foil)
        self.collection_changed.emit()
        return counts

    def set_owned(self, printing_id: int, normal: int, foil: int) -> None:
        self._need().set_owned(printing_id, normal, foil)
        self.collection_changed.emit()

    def replace_collection(self, collection: Collection) -> None:
        library.save_collection(self._need(), collection)
        self.collection_changed.emit()


class LiveCatalog:
    """The window's current catalog: the main window swaps in a new Catalog after a card data
    import and closes the old one, so the tabs look it up on every use instead of keeping it."""

    def __init__(self, window: Any) -> None:
        self._window = window

    def __getattr__(self, name: str) -> Any:
        return getattr(self._window.catalog, name)


def shelf_for(window: Any) -> DeckShelf:
    """The DeckShelf of a main window, opened on first use and shared by its tabs.

    A user data file that could not be used is reported at once in a message over the window
    (not only inside the Decks tab, which the person may not open for a while).
    """
    shelf = getattr(window, "_deck_shelf", None)
    if shelf is None:
        catalog = window.catalog
        shelf = DeckShelf(catalog.index(), parent=window if isinstance(window, QObject) else None)
        window._deck_shelf = shelf
        if shelf.problem and isinstance(window, QWidget):
            # After the window is shown, so the message sits over it.
            QTimer.singleShot(0, lambda: report_user_data_problem(window, shelf))
    return shelf


def user_data_message(shelf: DeckShelf) -> tuple[str, str]:
    """The title and text that tell the person what happened to their user data file."""
    if shelf.backup is not None and shelf.ok:
        return (translate("DeckShelf", "Your user data file was damaged"),
                f"{shelf.problem}\n\n" + translate("DeckShelf", "The program goes on with the new file: the preconstructed decks are "
                                             "back, your own decks and collection are in the backup."))
    if not shelf.ok and shelf.busy:
        return (translate("DeckShelf", "Your decks are in use by another Lorcana Desktop"),
                f"{shelf.problem}\n\n" + translate("DeckShelf", "Nothing was changed. You can still browse cards and build decks; "
                                             "close the other program (or let its command finish) and start "
                                             "this one again to save."))
    if not shelf.ok:
        return (translate("DeckShelf", "Decks and collection cannot be saved"),
                f"{shelf.problem}\n\n" + translate("DeckShelf", "You can still browse cards and build decks, but nothing can be "
                                             "saved until the file is fixed or moved away."))
    return (translate("DeckShelf", "Your user data"), shelf.problem)


def report_user_data_problem(window: QWidget, shelf: DeckShelf) -> QMessageBox:
    """Show, without blocking, what went wrong with the user data file; also in the status bar."""
    title, text = user_data_message(shelf)
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, window)
    box.setTextInteractionFlags(box.textInteractionFlags() | Qt.TextInteractionFlag.TextSelectableByMouse)
    if shelf.details:
        box.setDetailedText(shelf.details)
    box.open()
    window._user_data_warning = box  # type: ignore[attr-defined]  # kept alive; tests read it
    if isinstance(window, QMainWindow):
        window.statusBar().showMessage(title + ": " + translate("DeckShelf", "see the Decks tab for details."))
    return box
