"""Changing the window's language while the program runs: the main window is built again in the new language,
where the old one stood, on the same tab; a game in progress goes on from its autosave (written after every
move), and a deck with unsaved changes is offered to be saved first."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMainWindow

from lorcana_desktop.languages import Language
from lorcana_desktop.ui.i18n import current_language, install_language, translate

if TYPE_CHECKING:
    from lorcana_desktop.ui.main_window import MainWindow
    from lorcana_desktop.ui.play_tab import PlayTab

_current: list[QMainWindow] = []


def current_window(fallback: QMainWindow | None = None) -> QMainWindow | None:
    """The main window on show now (a language change replaces it)."""
    return _current[-1] if _current else fallback


def set_current_window(window: QMainWindow) -> None:
    _current[:] = [window]


def _play_tab(window: QMainWindow) -> PlayTab | None:
    from lorcana_desktop.ui.play_tab import PlayTab

    tabs = getattr(window, "tabs", None)
    if tabs is None:
        return None
    return next((w for w in (tabs.widget(i) for i in range(tabs.count())) if isinstance(w, PlayTab)), None)


def switch_language(window: MainWindow, lang: Language) -> MainWindow | None:
    """Show the program in ``lang`` now: a new main window replaces ``window``. None when nothing changed:
    the language is already on, or the person kept a deck's unsaved changes open (the language then
    comes at the next start, as the settings say)."""
    if lang is current_language():
        return None
    builder = window.deck_builder()
    if builder is not None:
        if not builder.may_close():
            window.statusBar().showMessage(translate(
                "LanguageSwitch", "The window speaks %1 from the next start: the deck stays open as it is.")
                .replace("%1", lang.own_name), 15000)
            return None
        builder.dirty = False  # saved or dropped just now: closing the old window asks nothing more
    play = _play_tab(window)
    table = getattr(play, "table", None)
    game_on = table is not None and not table.session.over
    if play is not None:
        play._close_table()  # no computer move runs on in the old window; the autosave holds the game
    found = install_language(lang)

    from lorcana_desktop.ui.main_window import MainWindow

    new = MainWindow()  # it becomes the current window
    new.restoreGeometry(window.saveGeometry())
    new.tabs.setCurrentIndex(window.tabs.currentIndex())
    new.show()
    window.close()
    window.deleteLater()
    if found:
        said = translate("LanguageSwitch", "Lorcana Desktop speaks %1 now.").replace("%1", lang.own_name)
    else:
        said = translate("LanguageSwitch", "There is no %1 translation here (run python3 dev.py setup): the "
                                           "window stays in English.").replace("%1", lang.own_name)
    if game_on:
        said += " " + translate("LanguageSwitch", "Your game goes on where you left it.")
        new_play = _play_tab(new)
        resume = getattr(new_play, "resume", None)
        if callable(resume):
            QTimer.singleShot(0, resume)
    new.statusBar().showMessage(said, 15000)
    return new
