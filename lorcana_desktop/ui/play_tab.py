"""The Play tab: set up a match (2-4 players, people or computers, decks, variant, seed), resume the
autosaved one, open a replay; then the table takes the tab until the match is left."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QSlider,
    QSpinBox,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from lorcana_desktop.app.game_files import SaveError
from lorcana_desktop.app.game_session import (
    GameSession,
    MatchSetup,
    PlayerFactory,
    Replay,
    Seat,
    SeatKind,
    Variant,
    level_players,
)
from lorcana_desktop.app.match_decks import DeckChoice, match_decks
from lorcana_desktop.app.play_setup import (
    LastMatch,
    SeatChoice,
    autosave_path,
    load_last_match,
    save_last_match,
)
from lorcana_desktop.app.save_loading import SaveLoading
from lorcana_desktop.app.stores import UserData
from lorcana_desktop.app.table_offer import nothing_offered
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.rulesets import LORCANA, Ruleset
from lorcana_desktop.ui.i18n import QT_TRANSLATE_NOOP, number, translate
from lorcana_desktop.ui.phrases import log_text, phrase_text
from lorcana_desktop.ui.play_games import PLAY_GAMES, PlayGame, game_title, play_game, play_games, table_for
from lorcana_desktop.ui.table.scene import TableScene
from lorcana_desktop.ui.table.table_widget import TableView

if TYPE_CHECKING:
    from lorcana_desktop.ui.exo_table.setup import ExoSetupBox


def computer_levels(ruleset: Ruleset = LORCANA) -> list[tuple[str, str, str]]:
    """(level, label, hint) for each computer level the game's Ruleset offers for a seat (a level the window has
    no words for keeps the ruleset's own)."""
    if ruleset.id != LORCANA.id:
        return [(lv.id, translate("PlayTab", "Computer: %1").replace("%1", lv.label), lv.hint) for lv in ruleset.levels]
    words = {
        "easy": (translate("Levels", "Easy"), translate("Levels", "Plays sensibly, but often picks a move at random.")),
        "normal": (translate("Levels", "Normal"),
                   translate("Levels", "Greedy: takes the move that looks best right now.")),
        "hard": (translate("Levels", "Hard"),
                 translate("Levels", "Searches ahead over the cards it cannot see (at most a second a move).")),
    }
    out = []
    for lv in ruleset.levels:
        label, hint = words.get(lv.id, (lv.label, lv.hint))
        out.append((lv.id, translate("PlayTab", "Computer: %1").replace("%1", label), hint))
    return out


def problem_text(choice: DeckChoice) -> str:
    """Why a deck cannot be used, in the window's language where the Play tab words it (a deck rule it
    breaks is said as the deck rules say it)."""
    return phrase_text("PlayTab", choice.why) if choice.why is not None else choice.problem


# The seats' names before the person writes their own (app/play_setup.py): shown in the window's language.
DEFAULT_SEAT_NAMES = {"Player 1": QT_TRANSLATE_NOOP("PlayTab", "Player 1"), "Computer": QT_TRANSLATE_NOOP("PlayTab", "Computer"),
                      "Player 3": QT_TRANSLATE_NOOP("PlayTab", "Player 3"), "Player 4": QT_TRANSLATE_NOOP("PlayTab", "Player 4")}


class SeatRow:
    """The controls of one seat: name, who plays it, which deck; and why a deck cannot be used."""

    def __init__(self, grid: QGridLayout, row: int, parent: QWidget) -> None:
        self.name = QLineEdit()
        self.name.setMaxLength(40)
        self.name.setToolTip(translate("PlayTab", "The player's name, shown on the table and in the log"))
        self.kind = QComboBox()
        self.kind.addItem(translate("PlayTab", "Person"), ("person", ""))
        for level, label, hint in computer_levels():
            self.kind.addItem(label, ("computer", level))
            self.kind.setItemData(self.kind.count() - 1, hint, Qt.ItemDataRole.ToolTipRole)
        self.kind.setToolTip(translate("PlayTab", "A person at this screen, or the computer"))
        self.deck = QComboBox()
        self.deck.setMinimumWidth(220)
        self.deck.setToolTip(translate("PlayTab", "The deck this player plays; decks that cannot be used say why"))
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b3261e;")
        self.label = QLabel(translate("PlayTab", "Player %1").replace("%1", str(row + 1)))
        grid.addWidget(self.label, 2 * row, 0)
        grid.addWidget(self.name, 2 * row, 1)
        grid.addWidget(self.kind, 2 * row, 2)
        grid.addWidget(self.deck, 2 * row, 3)
        grid.addWidget(self.problem, 2 * row + 1, 1, 1, 3)
        self.deck.currentIndexChanged.connect(self._show_problem)

    def widgets(self) -> list[QWidget]:
        return [self.label, self.name, self.kind, self.deck, self.problem]

    def set_visible(self, on: bool) -> None:
        for w in self.widgets():
            w.setVisible(on)
        if on:
            self._show_problem()
        else:
            self.problem.setVisible(False)

    def fill_decks(self, choices: list[DeckChoice], wanted: str, nth: int = 0) -> None:
        self.deck.blockSignals(True)
        self.deck.clear()
        for c in choices:
            label = c.name if c.usable else translate("PlayTab", "%1 \u2014 cannot be used").replace("%1", c.name)
            self.deck.addItem(label, c)
            if not c.usable:
                self.deck.setItemData(self.deck.count() - 1, problem_text(c), Qt.ItemDataRole.ToolTipRole)
        idx = next((k for k, c in enumerate(choices) if c.name == wanted and c.usable), -1)
        if idx < 0:
            # Nothing chosen before: each seat starts with a different usable deck.
            usable = [k for k, c in enumerate(choices) if c.usable]
            idx = usable[nth % len(usable)] if usable else 0
        self.deck.setCurrentIndex(idx)
        self.deck.blockSignals(False)
        self._show_problem()

    def choice(self) -> DeckChoice | None:
        data = self.deck.currentData()
        return data if isinstance(data, DeckChoice) else None

    def _show_problem(self) -> None:
        c = self.choice()
        text = "" if c is None or c.usable else problem_text(c)
        self.problem.setText(text)
        self.problem.setVisible(bool(text) and self.name.isVisible())

    def set_choice(self, seat: SeatChoice) -> None:
        default = DEFAULT_SEAT_NAMES.get(seat.name)
        self.name.setText(translate("PlayTab", default) if default else seat.name)
        key = (seat.kind, "" if seat.kind == "person" else seat.level)
        for k in range(self.kind.count()):
            if self.kind.itemData(k) == key:
                self.kind.setCurrentIndex(k)

    def seat_choice(self) -> SeatChoice:
        kind, level = self.kind.currentData()
        c = self.choice()
        return SeatChoice(self.name.text().strip(), kind, level or "normal", c.name if c else "")


class _LoadSignals(QObject):
    progress = Signal(int, int)  # actions replayed, actions in the save
    done = Signal()


class _Load(QRunnable):
    """Opens a save in a worker thread: a long game takes seconds to replay, the window stays alive."""

    def __init__(self, loading: SaveLoading, signals: _LoadSignals) -> None:
        super().__init__()
        self.loading = loading
        self.signals = signals

    def run(self) -> None:
        try:
            self.loading.run(self.signals.progress.emit)
        except Exception as exc:  # noqa: BLE001 (said in the window, never lost in a thread)
            self.loading.problem = f"{type(exc).__name__}: {exc}"
        self.signals.done.emit()


class ReplayWidget(QWidget):
    """A saved game played back on a read-only table: step, jump, and choose whose view to see."""

    backRequested = Signal()

    def __init__(self, replay: Replay, cards: CardIndex, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.replay = replay
        self.scene = TableScene(cards, lambda a: self.tr("This is a replay"), self)
        self.scene.interactive = False
        self.scene.card_hint = ""  # nothing to drag or click here
        self.view = TableView(self.scene)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, replay.length)
        self.slider.setToolTip(self.tr("Move through the game, one action per step"))
        self.slider.valueChanged.connect(self._seek)
        self.position = QLabel()
        self.seat = QComboBox()
        for k, s in enumerate(replay.setup.seats):
            self.seat.addItem(self.tr("As {name} saw it").format(name=s.name), k)
        self.seat.setToolTip(self.tr("Whose hand to show"))
        self.seat.currentIndexChanged.connect(self._set_seat)
        back_btn = QPushButton(self.tr("Back"))
        back_btn.clicked.connect(self.backRequested.emit)
        buttons = QHBoxLayout()
        # The style's own media icons: the "⏮ ⏭" characters are missing from many fonts (empty boxes).
        icon = QStyle.StandardPixmap
        for pic, tip, slot in ((icon.SP_MediaSkipBackward, self.tr("To the start"), lambda: self.slider.setValue(0)),
                               (icon.SP_MediaSeekBackward, self.tr("One action back"),
                                lambda: self.slider.setValue(self.slider.value() - 1)),
                               (icon.SP_MediaSeekForward, self.tr("One action forward"),
                                lambda: self.slider.setValue(self.slider.value() + 1)),
                               (icon.SP_MediaSkipForward, self.tr("To the end"),
                                lambda: self.slider.setValue(replay.length))):
            b = QPushButton(self.style().standardIcon(pic), "")
            b.setToolTip(tip)
            b.setAccessibleName(tip)
            b.clicked.connect(slot)
            buttons.addWidget(b)
        buttons.addWidget(self.slider, 1)
        buttons.addWidget(self.position)
        buttons.addWidget(self.seat)
        # The review (app/replay_review.py): the bots' evaluation turn by turn, the costly moves.
        from lorcana_desktop.ui.replay_review import ReviewPanel

        self.review = ReviewPanel(replay, cards, self.slider.setValue, self)
        self.review.hide()
        self.review.setMinimumWidth(340)
        self.review_button = QPushButton(self.tr("Review"))
        self.review_button.setCheckable(True)
        self.review_button.setToolTip(self.tr("Show the review: each player's chance to win turn by turn, and the "
                                              "moves the Hard computer would have played otherwise"))
        self.review_button.toggled.connect(self.review.setVisible)
        buttons.addWidget(self.review_button)
        buttons.addWidget(back_btn)
        self.log = QLabel()
        self.log.setWordWrap(True)
        board = QHBoxLayout()
        board.addWidget(self.view, 1)
        board.addWidget(self.review)
        layout = QVBoxLayout(self)
        layout.addLayout(board, 1)
        layout.addWidget(self.log)
        layout.addLayout(buttons)
        self._show()

    def stop(self) -> None:
        """Stop a review in progress (the viewer is closing)."""
        self.review.stop()

    def _set_seat(self) -> None:
        self.replay.seat = int(self.seat.currentData())
        self.scene._built_for = None
        self._show()

    def _seek(self, n: int) -> None:
        self.replay.seek(n)
        self._show()

    def _show(self) -> None:
        r = self.replay
        self.scene.set_view(r.view(), nothing_offered(r.seat), r.seat, [s.name for s in r.setup.seats],
                            animate=False)
        self.position.setText(self.tr("{n} of {total}").format(n=r.position, total=r.length))
        last = [log_text(line) for line in r.log[-3:]]
        self.log.setText(" \u2022 ".join(last))


class PlayTab(QWidget):
    """The Play tab: the set-up page, then the table (or a replay) in its place."""

    exo_box: ExoSetupBox  # Creatures of Exo's seats (ui/play_games.ExoPlay.build)

    def __init__(self, cards: CardIndex, store: UserData | None, parent: QWidget | None = None, *,
                 players: PlayerFactory | None = None, pace_ms: int | None = None,
                 exo_players: PlayerFactory | None = None) -> None:
        super().__init__(parent)
        self.cards = cards
        self.store = store
        self.players = players if players is not None else level_players(cards)
        self.exo_players: Any = exo_players  # Exo's computer seats (None: by their level); tests pass random ones
        self.pace_ms = pace_ms
        self.table: Any = None  # the table of the match shown (each game's own widget: ui/play_games.TABLES)
        self.table_game = ""  # the Ruleset id of that match
        self.replay_widget: QWidget | None = None
        self.loading: SaveLoading | None = None  # a save being opened
        self.load_progress: QProgressDialog | None = None
        self.load_warning: QMessageBox | None = None  # why the last save could not be opened
        self.stack = QStackedWidget()
        self.setup_page = QWidget()
        self._build_setup()
        self.stack.addWidget(self.setup_page)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)
        self._load_last()

    def help_topic(self) -> str:
        """F1 in this tab opens the chosen game's table help (its gestures and keys)."""
        return self.chosen().help_topic

    # ================================================================ the set-up page

    def _build_setup(self) -> None:
        page = self.setup_page
        centre = QHBoxLayout(page)
        body = QWidget()
        body.setMaximumWidth(980)
        centre.addStretch(1)
        centre.addWidget(body, 100)
        centre.addStretch(1)
        outer = QVBoxLayout(body)
        title = QLabel(self.tr("Play a match"))
        title.setStyleSheet("font-size: 22px; font-weight: bold;")
        outer.addWidget(title)
        intro = QLabel(self.tr("Two to four players at this screen, people or the computer. Every move is "
                               "checked by the rules engine; card abilities the engine does not automate yet "
                               "are marked \u201cmanual\u201d."))
        intro.setWordWrap(True)
        outer.addWidget(intro)
        self.intro = intro
        self.lorcana_intro = intro.text()
        game_row = QFormLayout()
        self.game = QComboBox()
        self.game.setObjectName("gameChoice")
        for g in play_games():  # every registered game, by its Ruleset id
            self.game.addItem(game_title(g.ruleset), g.ruleset.id)
        self.game.setToolTip(self.tr("The card game to play"))
        game_row.addRow(self.tr("Game:"), self.game)
        outer.addLayout(game_row)
        form = QFormLayout()
        self.setup_form = form
        for g in play_games():
            g.build(self, outer)
        self.player_count = QSpinBox()
        self.player_count.setRange(*LORCANA.players)
        self.player_count.setToolTip(self.tr("How many players (2 to 4)"))
        self.player_count.valueChanged.connect(self._show_rows)
        self.variant = QComboBox()
        self.variant.addItem(self.tr("Standard (20 lore)"), Variant.STANDARD)
        self.variant.addItem(self.tr("Pack Rush (15 lore, CR 10.2)"), Variant.PACK_RUSH)
        self.variant.setToolTip(self.tr("The rules variant; Pack Rush checks decks as Pack Rush decks"))
        self.variant.currentIndexChanged.connect(self.fill_decks)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setToolTip(self.tr("A number to replay the same shuffles; empty for a new random game"))
        form.addRow(self.tr("Players:"), self.player_count)
        form.addRow(self.tr("Rules:"), self.variant)
        self.lorcana_rows = (self.player_count, self.variant)
        form.addRow(self.tr("Seed:"), self.seed)
        self.auto_single = QCheckBox(self.tr("Answer a choice for me when it has only one possible answer"))
        self.auto_single.setToolTip(self.tr("Off: every choice waits for your click, even when only one "
                                            "answer is possible"))
        form.addRow("", self.auto_single)
        outer.addLayout(form)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b3261e;")
        outer.addWidget(self.message)
        row = QHBoxLayout()
        self.start_button = QPushButton(self.tr("Start the match"))
        self.start_button.setObjectName("startButton")
        self.start_button.setToolTip(self.tr("Shuffle, draw the opening hands and go to the table"))
        self.start_button.clicked.connect(lambda: self.start())
        self.resume_button = QPushButton(self.tr("Resume the last game"))
        self.resume_button.setObjectName("resumeButton")
        self.resume_button.setToolTip(self.tr("Go back to the game that was autosaved when you left it"))
        self.resume_button.clicked.connect(lambda: self.resume())
        self.replay_button = QPushButton(self.tr("Open a replay\u2026"))
        self.replay_button.setToolTip(self.tr("Watch a saved game move by move"))
        self.replay_button.clicked.connect(lambda: self.open_replay())
        for b in (self.start_button, self.resume_button, self.replay_button):
            row.addWidget(b)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(1)
        self.game.currentIndexChanged.connect(self._show_game)

    def build_lorcana_setup(self, outer: QVBoxLayout) -> None:
        """Lorcana's seats: up to four rows of name, who plays it and which deck (its rules rows are in the form)."""
        box = QGroupBox(self.tr("Players"))
        grid = QGridLayout(box)
        self.seat_rows = [SeatRow(grid, k, self) for k in range(LORCANA.players[1])]
        outer.addWidget(box)
        self.lorcana_box = box

    def _load_last(self) -> None:
        last = load_last_match()
        self._last = last
        for row, seat in zip(self.seat_rows, last.seats, strict=True):
            row.set_choice(seat)
        self.variant.setCurrentIndex(1 if last.variant == Variant.PACK_RUSH.value else 0)
        self.seed.setText(last.seed)
        self.auto_single.setChecked(last.auto_single)
        self.player_count.setValue(last.players)
        self.fill_decks()
        self._show_rows()
        for g in play_games():
            g.remember(self, last)
        self.game.setCurrentIndex(max(0, self.game.findData(last.game)))
        self._show_game()
        self.resume_button.setEnabled(self._autosave().exists())
        # Choosing the other game is remembered at once (a person who only resumes games never presses Start).
        self.game.currentIndexChanged.connect(lambda _k: self._remember())

    def chosen(self) -> PlayGame:
        """The game chosen on the page (its Ruleset id is the game choice's data)."""
        return play_game(str(self.game.currentData()))

    def _show_game(self) -> None:
        """The chosen game's seats, decks and rules; the others' hidden."""
        chosen = self.chosen()
        for g in play_games():
            if g is not chosen:
                g.show(self, False)
        chosen.show(self, True)
        self.resume_button.setEnabled(self._autosave().exists())
        self.message.clear()

    def _autosave(self) -> Path:
        return autosave_path(self.chosen().ruleset.id)

    def fill_decks(self) -> None:
        variant = self.variant.currentData()
        choices = match_decks(self.cards, self.store, variant)
        for k, row in enumerate(self.seat_rows):
            current = row.choice()
            wanted = current.name if current is not None else self._last.seats[k].deck
            row.fill_decks(choices, wanted, k)

    def _show_rows(self) -> None:
        n = self.player_count.value()
        for k, row in enumerate(self.seat_rows):
            row.set_visible(k < n)

    def current_setup(self) -> MatchSetup | str:
        """The set-up on the page, or why it cannot start."""
        seats = []
        for k, row in enumerate(self.seat_rows[: self.player_count.value()]):
            choice = row.choice()
            sc = row.seat_choice()
            name = sc.name or self.tr("Player %1").replace("%1", str(k + 1))
            if choice is None:
                return self.tr("{name} has no deck to play with.").format(name=name)
            if not choice.usable:
                return self.tr("{name}'s deck \u201c{deck}\u201d cannot be used: {why}").format(
                    name=name, deck=choice.name, why=problem_text(choice))
            seats.append(Seat(name, SeatKind(sc.kind), choice.name, choice.cards, sc.level))
        seed = self.seed_number()
        if isinstance(seed, str):
            return seed
        return MatchSetup(tuple(seats), self.variant.currentData(), seed)

    def seed_number(self) -> int | None | str:
        """The seed on the page (None: a random game), or why it is not one."""
        text = self.seed.text().strip()
        if not text:
            return None
        try:
            return int(text)
        except ValueError:
            return self.tr("The seed must be a whole number, not \u201c{text}\u201d.").format(text=text)

    def remember_setup(self) -> None:
        """Remember the page's choices for the next start (every game's)."""
        self._remember()

    def _remember(self) -> None:
        seats = tuple(r.seat_choice() for r in self.seat_rows)
        save_last_match(LastMatch(self.player_count.value(), seats, self.variant.currentData().value,
                                  self.seed.text().strip(), self.auto_single.isChecked(),
                                  str(self.game.currentData()), self.exo_box.seat_choices()))

    # ================================================================ starting and leaving

    def start(self, setup: MatchSetup | None = None) -> None:
        """Start the chosen game's match from the page (``setup``: the same seats again, a rematch)."""
        self.chosen().start(self, setup)

    def resume(self) -> None:
        """Open the chosen game's autosave (Lorcana's off the window's thread, with progress when it takes a while);
        a save that cannot be resumed is said, with its reason, and kept aside."""
        self.chosen().resume(self)

    def open_save(self, loading: SaveLoading, title: str) -> None:
        self._open_save(loading, title)

    def _open_save(self, loading: SaveLoading, title: str) -> None:
        if self.loading is not None:
            return
        self.loading = loading
        self.message.clear()
        for b in (self.start_button, self.resume_button, self.replay_button):
            b.setEnabled(False)
        progress = QProgressDialog(self.tr("Opening the saved game\u2026"), self.tr("Cancel"), 0, 0, self)
        progress.setWindowTitle(self.tr("Opening the saved game"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(400)  # a small save opens before it would show
        progress.setAutoReset(False)
        progress.setAutoClose(False)
        progress.canceled.connect(loading.cancel)
        self.load_progress = progress
        signals = _LoadSignals(self)
        signals.progress.connect(self._load_progress)
        signals.done.connect(lambda: self._loaded(loading, title))
        self._load_signals = signals
        QThreadPool.globalInstance().start(_Load(loading, signals))

    def _load_progress(self, done: int, total: int) -> None:
        if self.load_progress is None:
            return
        self.load_progress.setLabelText(self.tr("Replaying the saved game: action %1 of %2")
                                        .replace("%1", number(done)).replace("%2", number(total)))
        self.load_progress.setMaximum(max(total, 1))
        self.load_progress.setValue(done)  # last: a modal dialog handles events here

    def _loaded(self, loading: SaveLoading, title: str) -> None:
        if self.load_progress is not None:
            self.load_progress.close()
            self.load_progress.deleteLater()
            self.load_progress = None
        self.loading = None
        self.start_button.setEnabled(True)
        self.replay_button.setEnabled(True)
        self.resume_button.setEnabled(self._autosave().exists())
        outcome = loading.outcome
        if isinstance(outcome, GameSession):
            self.show_table(LORCANA.id, outcome)  # (a SaveLoading opens Lorcana's saves)
        elif isinstance(outcome, Replay):
            self._show_replay(outcome)
        elif loading.problem:
            # Said on the page (it stays there) and in a message over it; nothing blocks the window.
            self.message.setText(loading.problem)
            box = QMessageBox(QMessageBox.Icon.Warning, title, loading.problem, QMessageBox.StandardButton.Ok, self)
            box.setTextInteractionFlags(box.textInteractionFlags() | Qt.TextInteractionFlag.TextSelectableByMouse)
            box.open()
            self.load_warning = box

    def show_table(self, game: str, session: Any) -> None:
        """The table of ``game`` (a Ruleset id; ui/play_games.TABLES) takes the tab, playing ``session``."""
        self._close_table()
        kw: dict[str, Any] = {}
        if self.pace_ms is not None:
            kw["pace_ms"] = self.pace_ms
        self.table = table_for(game)(session, self, **kw)
        self.table_game = game
        self.table.backRequested.connect(self.back)
        self.stack.addWidget(self.table)
        self.stack.setCurrentWidget(self.table)
        if play_game(game).focus_table:
            self.table.view.setFocus()

    def rematch(self) -> None:
        """The same seats again, with new shuffles."""
        if self.table is None:
            return
        setup = self.table.session.setup
        play_game(self.table_game).start(self, MatchSetup(setup.seats, setup.variant, None, None))

    def _close_table(self) -> None:
        for w in (self.table, self.replay_widget):
            if w is not None:
                if hasattr(w, "stop"):
                    w.stop()
                self.stack.removeWidget(w)
                w.deleteLater()
        self.table = None
        self.replay_widget = None

    def back(self) -> None:
        self._close_table()
        self.stack.setCurrentWidget(self.setup_page)
        self.resume_button.setEnabled(self._autosave().exists())
        for g in play_games():
            g.refresh(self)

    def open_replay(self, path: str | None = None) -> None:
        if not path:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a replay"), "",
                                                  self.tr("Lorcana Desktop games (*.lorcana-replay "
                                                          "*.lorcana-game);;All files (*)"))
        if not path:
            return
        from lorcana_desktop.app.game_files import save_game_id

        try:
            game = save_game_id(Path(path))
        except SaveError:
            game = LORCANA.id  # the Lorcana reader says what is wrong with it
        (PLAY_GAMES.get(game) or play_game(LORCANA.id)).open_replay(self, Path(path))

    def _show_replay(self, replay: Replay) -> None:
        self.show_replay_widget(ReplayWidget(replay, self.cards, self))

    def show_replay_widget(self, widget: QWidget) -> None:
        """A replay viewer (any game's) takes the tab until Back."""
        self._close_table()
        self.replay_widget = widget
        widget.backRequested.connect(self.back)  # type: ignore[attr-defined]
        self.stack.addWidget(widget)
        self.stack.setCurrentWidget(widget)


def table_help_section() -> Any:
    """The help window's page for the game table: its gestures and keys."""
    from lorcana_desktop.ui.help_dialog import HelpSection, shortcuts_html

    rows = [
        (translate("TableHelp", "drag hand \u2192 inkwell"), translate("TableHelp", "ink the card (CR 4.2)")),
        (translate("TableHelp", "drag hand \u2192 play area"), translate("TableHelp", "play it; a menu asks when you could pay ink or sing it")),
        (translate("TableHelp", "drag hand \u2192 your character"), translate("TableHelp", "Shift onto it (CR 8.10)")),
        (translate("TableHelp", "drag character \u2192 opposing character or location"), translate("TableHelp", "challenge (CR 4.6)")),
        (translate("TableHelp", "drag character \u2192 your location"), translate("TableHelp", "move there (CR 4.7)")),
        (translate("TableHelp", "double-click a character"), translate("TableHelp", "quest (CR 4.5)")),
        ("Q", translate("TableHelp", "quest with the card you clicked")),
        (translate("TableHelp", "right-click a card"), translate("TableHelp", "every action for it, and the manual tools")),
        ("Ctrl+E", translate("TableHelp", "end your turn")),
        ("Ctrl+Z", translate("TableHelp", "undo your last decision (never past a draw)")),
        ("Ctrl+Shift+Z, Ctrl+Y", translate("TableHelp", "redo")),
        (translate("TableHelp", "Ctrl+= / Ctrl+- / Ctrl+0, Ctrl+wheel"), translate("TableHelp", "zoom in, out, back to the whole table")),
    ]
    intro = translate("TableHelp", "On the table (Play tab) every move is checked by the rules engine. While you drag a card, the "
              "places where it can go light up; a drop the rules refuse snaps back and says why.")
    return HelpSection("table", translate("TableHelp", "Game table"), shortcuts_html(intro, rows))


def create_play_tab(window: Any) -> PlayTab:
    """The Play tab of the main window (uses the window's catalog and the user's decks)."""
    from lorcana_desktop.ui.deck_store import shelf_for
    from lorcana_desktop.ui.help_dialog import register_help_section
    for g in play_games():
        register_help_section(g.help_section())
    shelf = shelf_for(window)
    return PlayTab(window.catalog.index(), shelf.store if shelf.ok else None, window)
