"""The games of the Play tab, one entry per registered Ruleset id: that game's set-up controls, how a match starts,
resumes and is watched as a replay, its table widget and its help page (rulesets are Qt-free; this is their window
side). ``play_game(id)`` finds one; the Play tab asks the chosen game and never names one itself."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtWidgets import QMessageBox, QVBoxLayout, QWidget

from lorcana_desktop.app.game_files import SaveError
from lorcana_desktop.app.game_session import GameSession, MatchSetup
from lorcana_desktop.app.play_setup import LastMatch, autosave_path
from lorcana_desktop.app.save_loading import SaveLoading
from lorcana_desktop.rulesets import EXO, LORCANA, RULESETS, Ruleset
from lorcana_desktop.ui.i18n import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from lorcana_desktop.ui.play_tab import PlayTab

# Each game's name as the game choice shows it, in the window's language (a game without words keeps its own).
GAME_TITLES = {LORCANA.id: QT_TRANSLATE_NOOP("PlayTab", "Disney Lorcana"),
               EXO.id: QT_TRANSLATE_NOOP("PlayTab", "Creatures of Exo")}


def game_title(ruleset: Ruleset) -> str:
    """The game's name in the window's language."""
    words = GAME_TITLES.get(ruleset.id)
    return translate("PlayTab", words) if words is not None else ruleset.title  # i18n: marked above


class PlayGame(Protocol):
    """What the Play tab needs of one game in the window."""

    @property
    def ruleset(self) -> Ruleset:
        """The game's rules (its id names it everywhere)."""

    @property
    def help_topic(self) -> str:
        """The help window's page for its table."""

    @property
    def focus_table(self) -> bool:
        """Whether the table's view takes the keyboard when the table is shown."""

    def help_section(self) -> Any:
        """The help window's page for the game's table (its gestures and keys)."""

    def build(self, tab: PlayTab, outer: QVBoxLayout) -> None:
        """Make the game's own set-up controls (seats, decks, rules) on the set-up page."""

    def show(self, tab: PlayTab, on: bool) -> None:
        """Show (the game is chosen) or hide the game's own set-up controls, and its words on the page."""

    def remember(self, tab: PlayTab, last: LastMatch) -> None:
        """Put the last set-up's choices of this game in its controls."""

    def start(self, tab: PlayTab, setup: MatchSetup | None = None) -> None:
        """Start a match from the page (or from ``setup``: a rematch), autosaved as the game to resume."""

    def resume(self, tab: PlayTab) -> None:
        """Open the game's autosave."""

    def open_replay(self, tab: PlayTab, path: Path) -> None:
        """Watch a saved game of this game move by move."""

    def refresh(self, tab: PlayTab) -> None:
        """Back on the set-up page: read the decks again (one may have been saved meanwhile)."""


def table_for(game: str) -> Callable[..., QWidget]:
    """The table widget of a game by its Ruleset id: (its session or match, the Play tab, options) -> the widget."""
    return TABLES[game]


def _lorcana_table(session: GameSession, tab: PlayTab, **kw: Any) -> QWidget:
    from lorcana_desktop.ui.table.table_widget import TableWidget

    table = TableWidget(session, tab.cards, tab, auto_single=tab.auto_single.isChecked(), **kw)
    table.rematchRequested.connect(tab.rematch)
    return table


def _exo_table(match: Any, tab: PlayTab, **kw: Any) -> QWidget:
    from lorcana_desktop.ui.exo_table.widget import ExoTableWidget

    return ExoTableWidget(match, tab, **kw)


TABLES: dict[str, Callable[..., QWidget]] = {LORCANA.id: _lorcana_table, EXO.id: _exo_table}


class LorcanaPlay:
    """Disney Lorcana: 2 to 4 seats (people or the computer) with saved or preconstructed decks, the variant."""

    ruleset = LORCANA
    help_topic = "table"
    focus_table = True

    def help_section(self) -> Any:
        from lorcana_desktop.ui.play_tab import table_help_section

        return table_help_section()

    def build(self, tab: PlayTab, outer: QVBoxLayout) -> None:
        tab.build_lorcana_setup(outer)

    def show(self, tab: PlayTab, on: bool) -> None:
        tab.lorcana_box.setVisible(on)
        for w in tab.lorcana_rows:
            tab.setup_form.setRowVisible(w, on)
        tab.auto_single.setVisible(on)
        if on:
            tab.intro.setText(tab.lorcana_intro)

    def remember(self, tab: PlayTab, last: LastMatch) -> None:
        pass  # the Lorcana rows are the page's own (PlayTab._load_last)

    def start(self, tab: PlayTab, setup: MatchSetup | None = None) -> None:
        if setup is None:
            made = tab.current_setup()
            if isinstance(made, str):
                tab.message.setText(made)
                return
            setup = made
            tab.remember_setup()
        tab.message.clear()
        try:
            session = GameSession.start(setup, tab.cards, autosave=autosave_path(LORCANA.id), players=tab.players)
        except SaveError as exc:
            QMessageBox.warning(tab, translate("PlayTab", "The game cannot be autosaved"), str(exc))
            session = GameSession.start(setup, tab.cards, autosave=None, players=tab.players)
        tab.show_table(LORCANA.id, session)

    def resume(self, tab: PlayTab) -> None:
        tab.open_save(SaveLoading(autosave_path(LORCANA.id), tab.cards, players=tab.players),
                      translate("PlayTab", "The last game cannot be resumed"))

    def open_replay(self, tab: PlayTab, path: Path) -> None:
        tab.open_save(SaveLoading(path, tab.cards, as_replay=True), translate("PlayTab", "The replay cannot be opened"))

    def refresh(self, tab: PlayTab) -> None:
        tab.fill_decks()


class ExoPlay:
    """Creatures of Exo: two seats with the ready decks, the deck lists of ``exo/decks`` or a deck list file."""

    ruleset = EXO
    help_topic = "exo_table"
    focus_table = False

    def help_section(self) -> Any:
        from lorcana_desktop.ui.exo_table.widget import exo_help_section

        return exo_help_section()

    def build(self, tab: PlayTab, outer: QVBoxLayout) -> None:
        from lorcana_desktop.ui.exo_table.setup import ExoSetupBox

        tab.exo_box = ExoSetupBox(tab)
        tab.exo_box.hide()
        outer.addWidget(tab.exo_box)

    def show(self, tab: PlayTab, on: bool) -> None:
        tab.exo_box.setVisible(on)
        if on:
            tab.intro.setText(translate(
                "PlayTab", "Two players at this screen, or one against the computer. Every move is checked by "
                "the Exo rules engine; the session passes for you when passing is all you can "
                "do (the table's \u201cStop at\u201d keeps those windows)."))

    def remember(self, tab: PlayTab, last: LastMatch) -> None:
        tab.exo_box.set_choices(last.exo_seats)

    def start(self, tab: PlayTab, setup: MatchSetup | None = None) -> None:
        """A new Exo match from the Exo seats (autosaved as the Exo game to resume)."""
        from lorcana_desktop.app.exo_match import ExoMatch
        from lorcana_desktop.app.exo_play import exo_book

        seats = tab.exo_box.seats()
        if isinstance(seats, str):
            tab.message.setText(seats)
            return
        seed = tab.seed_number()
        if isinstance(seed, str):
            tab.message.setText(seed)
            return
        tab.message.clear()
        tab.remember_setup()
        setup = MatchSetup(seats, seed=seed)
        decks = tab.exo_box.decks()
        book = exo_book()
        try:
            match = ExoMatch.begin(setup, decks, book, autosave=autosave_path(EXO.id), players=tab.exo_players)
        except SaveError as exc:
            QMessageBox.warning(tab, translate("PlayTab", "The game cannot be autosaved"), str(exc))
            match = ExoMatch.begin(setup, decks, book, autosave=None, players=tab.exo_players)
        tab.show_table(EXO.id, match)

    def resume(self, tab: PlayTab) -> None:
        from lorcana_desktop.app.exo_match import ExoMatch
        from lorcana_desktop.app.exo_play import exo_book

        try:
            match = ExoMatch.reopen(autosave_path(EXO.id), exo_book(), players=tab.exo_players)
        except SaveError as exc:
            tab.message.setText(str(exc))
            tab.resume_button.setEnabled(autosave_path(EXO.id).exists())
            return
        tab.show_table(EXO.id, match)

    def open_replay(self, tab: PlayTab, path: Path) -> None:
        from lorcana_desktop.app.exo_match import ExoReplay
        from lorcana_desktop.app.exo_play import exo_book
        from lorcana_desktop.ui.exo_table.replay import ExoReplayWidget

        try:
            replay = ExoReplay.load(path, exo_book())
        except SaveError as exc:
            tab.message.setText(str(exc))
            return
        tab.show_replay_widget(ExoReplayWidget(replay, tab))

    def refresh(self, tab: PlayTab) -> None:
        tab.exo_box.refresh_decks()


# Every registered Ruleset has its entry (a test checks it).
PLAY_GAMES: dict[str, PlayGame] = {LORCANA.id: LorcanaPlay(), EXO.id: ExoPlay()}


def play_game(game: str) -> PlayGame:
    """The Play tab's entry of the game ``game`` names (a Ruleset id)."""
    return PLAY_GAMES[game]


def play_games() -> list[PlayGame]:
    """The games the Play tab offers, in the order the rulesets are registered."""
    return [PLAY_GAMES[r] for r in RULESETS if r in PLAY_GAMES]


__all__ = ["GAME_TITLES", "PLAY_GAMES", "TABLES", "ExoPlay", "LorcanaPlay", "PlayGame", "game_title", "play_game",
           "play_games", "table_for"]
