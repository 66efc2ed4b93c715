"""``lorcana-desktop --selftest``: the whole program once, offscreen, in a temporary user folder.

It imports the catalog, opens the main window, opens the deck builder on a
preconstructed deck and validates it, plays a short computer-against-computer game to
the end and draws a few card faces. Exit 0, or 1 with the step that failed and why.
The standalone build runs it after every build (packaging/build).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from lorcana_desktop.app.selftest import (
    SelftestFailure,
    StepResult,
    draw_faces_step,
    import_catalog_step,
    play_selftest_game,
    private_user_folders,
    run_step,
)

# Printed by --exit-when-shown once the main window is on screen (packaging/build --report times it).
SHOWN_MARK = "lorcana-desktop: main window shown"


def run_selftest(out: Callable[[str], None] | None = None) -> int:
    """Run every step; 0 when all pass, else 1 after printing the failed step and its reason."""
    say = out or (lambda line: print(line, flush=True))
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    start = time.perf_counter()
    try:
        with private_user_folders():
            for result in _steps():
                say(f"ok   {result.name:<13} {result.seconds:5.2f} s  {result.summary}")  # i18n: not translated (console)
    except SelftestFailure as exc:
        print(f"selftest FAILED: {exc}", file=sys.stderr, flush=True)
        return 1
    say(f"selftest passed in {time.perf_counter() - start:.1f} s")  # i18n: not translated (console)
    return 0


def _steps() -> Iterator[StepResult]:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    yield run_step("catalog", import_catalog_step)
    yield run_step("qt plugins", desktop_platform_plugins)

    from lorcana_desktop.app.catalog import load_card_index
    from lorcana_desktop.ui.deck_builder import DeckBuilder
    from lorcana_desktop.ui.main_window import MainWindow

    holder: dict[str, object] = {}

    def open_window() -> str:
        window = MainWindow()
        holder["window"] = window
        window.show()
        app.processEvents()
        if not window.isVisible():
            raise SelftestFailure("the main window did not show")
        titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
        return f"tabs: {', '.join(titles)}"

    yield run_step("main window", open_window)
    window = holder["window"]

    def one_window() -> str:
        from lorcana_desktop.paths import data_dir
        from lorcana_desktop.ui.single_instance import claim

        running = claim(data_dir())
        if running is None:
            raise SelftestFailure("the data folder is held by another window")
        try:
            if not running.listening:
                raise SelftestFailure(f"a second start could not reach this window: {running.server.errorString()}")
            if claim(data_dir()) is not None:
                raise SelftestFailure("a second start would open a second window on the same data")
        finally:
            running.release()
        return "a second start brings this window to the front"

    yield run_step("one window", one_window)

    def deck_builder() -> str:
        tabs = window.tabs  # type: ignore[attr-defined]
        builder = next((tabs.widget(i) for i in range(tabs.count())
                        if isinstance(tabs.widget(i), DeckBuilder)), None)
        if builder is None:
            raise SelftestFailure("the main window has no deck builder tab")
        tabs.setCurrentWidget(builder)
        app.processEvents()
        names = [builder.deck_picker.itemData(i) for i in range(builder.deck_picker.count())]
        if not names:
            raise SelftestFailure("no preconstructed deck was added to the deck list")
        if not builder.load_deck(names[0]):
            raise SelftestFailure(f"could not open the deck {names[0]!r}")
        app.processEvents()
        if builder.deck.size != 60 or not builder.validation.legal:
            raise SelftestFailure(f"{names[0]!r}: {builder.deck.size} cards; {builder.validation.summary()}")
        return f"{len(names)} decks; {names[0]!r}: {builder.validation.summary().splitlines()[0]}"

    yield run_step("deck builder", deck_builder)
    yield run_step("game", lambda: play_selftest_game(load_card_index()))

    def faces() -> str:
        from lorcana_desktop.ui.card_pixmap import back_pixmap, face_pixmap

        summary = draw_faces_step(load_card_index())
        cards = list(load_card_index())[:3]
        for card in cards:
            if face_pixmap(card, 200).isNull():
                raise SelftestFailure(f"the face of {card.full_name!r} cannot be shown")
        if back_pixmap(200).isNull():
            raise SelftestFailure("the card back cannot be shown")
        return summary

    yield run_step("card faces", faces)

    def languages() -> str:
        """Each translation is there (compiled at set-up or in the build) and speaks; English after."""
        from lorcana_desktop.languages import TRANSLATED, Language
        from lorcana_desktop.ui.i18n import install_language, translate

        said = []
        try:
            for lang in TRANSLATED:
                if not install_language(lang):
                    raise SelftestFailure(f"the {lang.own_name} translation is missing")
                word = translate("MainWindow", "Catalog")
                if word == "Catalog":
                    raise SelftestFailure(f"the {lang.own_name} translation does not translate")
                said.append(f"{lang.value}: {word}")
        finally:
            install_language(Language.EN)
        return ", ".join(said)  # i18n: not translated (console)

    yield run_step("languages", languages)

    def close() -> str:
        window.close()  # type: ignore[attr-defined]
        app.processEvents()
        return "closed"

    yield run_step("close", close)


# The platform plugins a desktop of this system needs (the self-test itself runs offscreen, so it
# checks they are there: a bundle without them opens no window on a real screen).
DESKTOP_PLATFORMS = {"linux": ("xcb", "wayland"), "win32": ("windows",), "darwin": ("cocoa",)}


def desktop_platform_plugins() -> str:
    from PySide6.QtCore import QLibraryInfo

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms"
    present = sorted(p.name for p in folder.iterdir()) if folder.is_dir() else []
    wanted = DESKTOP_PLATFORMS.get(sys.platform, ())
    missing = [w for w in wanted if not any(f"q{w}" in name for name in present)]
    if missing:
        raise SelftestFailure(f"no Qt platform plugin for {', '.join(missing)} in {folder} (found: {present})")
    return f"platforms: {', '.join(present)}"


def exit_when_shown() -> None:
    """Make the app quit as soon as its main window is on screen, printing SHOWN_MARK (start-up timing)."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])

    class _Watch(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Show and isinstance(obj, QMainWindow):
                app.removeEventFilter(self)
                QTimer.singleShot(0, self._done)
            return False

        def _done(self) -> None:
            print(SHOWN_MARK, flush=True)
            app.quit()

    watch = _Watch(app)
    app.installEventFilter(watch)
