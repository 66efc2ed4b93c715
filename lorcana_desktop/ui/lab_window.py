"""The deck builder's "Test this deck" window: choose the decks to play against, run the games in the
background (progress, time left, Cancel), read the results (charts, cards, games) and watch any game.

What it does lives in ``app/lab_screen.py``; the run is a ``LabRun`` in a QThread whose worker processes
are started afresh (never forked from the window), so the window stays responsive while every core plays.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QThread, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from lorcana_desktop.app.lab import (
    DEFAULT_GAMES,
    MAX_GAMES,
    LabCancelled,
    LabError,
    LabProgress,
    LabResult,
    LabRun,
    LabSpec,
)
from lorcana_desktop.app.lab_history import Comparison
from lorcana_desktop.app.lab_records import Ending, GameRecord, Outcome
from lorcana_desktop.app.lab_screen import (
    FAILURE_WORDS,
    NOTHING_LOST,
    REPLAY_DIFFERS,
    DeckNotPlayable,
    LabScreen,
    RunFailure,
    cards_by_difference,
    run_failure,
)
from lorcana_desktop.app.lab_stats import LabStats, WinRate
from lorcana_desktop.ui.i18n import date_text, decimal, number, percent, translate
from lorcana_desktop.ui.lab_charts import CardDifferenceChart, DifferenceBar, RateBar, WinRateChart
from lorcana_desktop.ui.play_tab import computer_levels


class _RunThread(QThread):
    """Runs a LabRun off the window's thread and reports through signals (queued to the window)."""

    progressed = Signal(int, int, float)  # games done, games in all, seconds left (-1: not known yet)
    finished_run = Signal(object)  # the LabResult
    cancelled = Signal()
    failed = Signal(object)  # a RunFailure

    def __init__(self, run: LabRun, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.run_ = run

    def run(self) -> None:
        def report(p: LabProgress) -> None:
            self.progressed.emit(p.done, p.total, -1.0 if p.left is None else p.left)
        try:
            result = self.run_.run(report)
        except LabCancelled:
            self.cancelled.emit()
        except Exception as exc:  # noqa: BLE001 - said in the window, never lost in a thread
            self.failed.emit(run_failure(exc, self.run_.spec))
        else:
            self.finished_run.emit(result)


def _rate_text(w: WinRate) -> str:
    return translate("LabWindow", "%1 (%2 of %3; 95% interval %4 to %5)").replace("%1", percent(w.rate)) \
        .replace("%2", number(w.wins)).replace("%3", number(w.games)).replace("%4", percent(w.low)) \
        .replace("%5", percent(w.high))


def _ending_text(e: Ending) -> str:
    return {Ending.LORE: translate("LabWindow", "by lore"), Ending.DECK_OUT: translate("LabWindow", "by an empty deck"),
            Ending.CONCESSION: translate("LabWindow", "by concession"),
            Ending.NONE: translate("LabWindow", "unfinished")}[e]


def _seconds_text(s: float) -> str:
    if s < 60:
        return translate("LabWindow", "%1 s").replace("%1", number(round(s)))
    return translate("LabWindow", "%1 min %2 s").replace("%1", number(int(s // 60))).replace("%2", number(round(s % 60)))


def summary_html(spec: LabSpec, stats: LabStats, comparison: Comparison | None) -> str:
    """The results' first page: win rates, game length, endings, opening hands, the last run."""
    rows = [
        (translate("LabWindow", "Won"), _rate_text(stats.overall)),
        (translate("LabWindow", "On the play"), _rate_text(stats.on_play)),
        (translate("LabWindow", "On the draw"), _rate_text(stats.on_draw)),
        (translate("LabWindow", "Game length"), translate("LabWindow", "%1 turns on average (median %2)")
         .replace("%1", decimal(stats.mean_turns)).replace("%2", decimal(stats.median_turns, 0))),
        (translate("LabWindow", "Wins"), ", ".join(f"{number(n)} {_ending_text(e)}" for e, n in stats.wins_by) or "\u2014"),
        (translate("LabWindow", "Losses"),
         ", ".join(f"{number(n)} {_ending_text(e)}" for e, n in stats.losses_by) or "\u2014"),
        (translate("LabWindow", "Opening hands"),
         translate("LabWindow", "%1 of their cards inkable").replace("%1", percent(stats.inkable_share))),
        (translate("LabWindow", "Missed ink drops"), translate("LabWindow", "in %1 of %2 games, on one of its first 4 turns")
         .replace("%1", number(stats.missed_ink)).replace("%2", number(stats.ink_games))),
    ]
    if stats.unfinished:
        rows.append((translate("LabWindow", "Unfinished"), number(stats.unfinished)))
    html = [f"<h3>{_esc(spec.deck.name)}</h3><table cellspacing='4'>"]
    html += [f"<tr><td><b>{_esc(a)}</b></td><td>{_esc(b)}</td></tr>" for a, b in rows]
    html.append("</table>")
    if comparison is not None:
        diff = comparison.difference
        sign = "+" if diff > 0 else ("\u2212" if diff < 0 else "\u00b1")
        what = (translate("LabWindow", "the same cards") if comparison.same_version
                else translate("LabWindow", "%n card(s) changed", None, len(comparison.changes)))
        line = (translate("LabWindow", "Last run (%1, %2): %3, now %4 (%5 points)").replace("%1", date_text(comparison.previous_created))
                .replace("%2", what).replace("%3", percent(comparison.rate_before))
                .replace("%4", percent(comparison.rate_after))
                .replace("%5", sign + decimal(abs(diff) * 100, 0)))
        html.append(f"<p>{_esc(line)}</p>")
        if comparison.changes:
            html.append("<p>" + ", ".join(_esc(f"{c.card} {c.before}\u2192{c.after}") for c in comparison.changes) + "</p>")
    return "".join(html)


class _Cell(QTableWidgetItem):
    """A table cell that sorts by a key of its own (numbers as numbers, a game by its deck and number)."""

    def __init__(self, text: str, key: object) -> None:
        super().__init__(text)
        self.key = key

    def __lt__(self, other: QTableWidgetItem) -> bool:
        if isinstance(other, _Cell):
            try:
                return bool(self.key < other.key)  # type: ignore[operator]
            except TypeError:
                pass
        return super().__lt__(other)


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class LabWindow(QDialog):
    """Test a deck against a gauntlet, and read what happened."""

    def __init__(self, screen: LabScreen, open_replay: Callable[[Path], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lab = screen
        self.open_replay = open_replay
        self.thread_: _RunThread | None = None
        self.run_: LabRun | None = None
        self.shown_spec: LabSpec | None = None
        self.shown_records: tuple[GameRecord, ...] = ()
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setWindowTitle(self.tr("Test this deck: %1").replace("%1", screen.deck.name))
        self.resize(980, 680)

        # What to play.
        self.opponents = QListWidget()
        self.opponents.setToolTip(self.tr("The decks to play against: the preconstructed decks and your saved decks"))
        chosen = set(screen.default_opponents())
        for c in screen.choices:
            item = QListWidgetItem(c.name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if c.name in chosen else Qt.CheckState.Unchecked)
            item.setToolTip(self.tr("Preconstructed deck") if c.source == "precon" else self.tr("Your deck"))
            self.opponents.addItem(item)
        self.level = QComboBox()
        for key, label, hint in computer_levels():
            self.level.addItem(label, key)
            self.level.setItemData(self.level.count() - 1, hint, Qt.ItemDataRole.ToolTipRole)
        self.level.setCurrentIndex(max(0, self.level.findData("normal")))
        self.level.setToolTip(self.tr("The computer plays both decks at this level"))
        self.games = QSpinBox()
        self.games.setRange(1, MAX_GAMES)
        self.games.setValue(DEFAULT_GAMES)
        self.games.setSingleStep(100)
        self.games.setToolTip(self.tr("Games against each deck, half on the play and half on the draw"))
        self.start_button = QPushButton(self.tr("Start"))
        self.start_button.setToolTip(self.tr("Play the games on every core of this computer"))
        self.start_button.clicked.connect(self.start)
        form = QFormLayout()
        form.addRow(self.tr("Level:"), self.level)
        form.addRow(self.tr("Games per deck:"), self.games)
        setup = QWidget()
        slay = QVBoxLayout(setup)
        slay.setContentsMargins(0, 0, 0, 0)
        slay.addWidget(QLabel("<b>" + self.tr("Play against") + "</b>"))
        slay.addWidget(self.opponents, 1)
        slay.addLayout(form)
        slay.addWidget(self.start_button)
        slay.addWidget(QLabel("<b>" + self.tr("Earlier runs") + "</b>"))
        self.history = QListWidget()
        self.history.setWordWrap(True)  # a long note (the file in use) reads whole
        self.history.setToolTip(self.tr("Double-click a run to show its results"))
        self.history.itemActivated.connect(self._show_kept)
        slay.addWidget(self.history, 1)

        # How far the run is.
        self.progress = QProgressBar()
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.progress_label = QLabel(self.tr("Choose the decks to play against, then Start."))
        self.progress_label.setMinimumWidth(self.progress_label.fontMetrics().horizontalAdvance("0" * 44))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Stop the run; nothing is kept"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.failure: RunFailure | None = None  # why the last run stopped (its details behind the button)
        self.failure_box: QMessageBox | None = None
        self.details_button = QPushButton(self.tr("Details\u2026"))
        self.details_button.setToolTip(self.tr("What went wrong, for a bug report"))
        self.details_button.clicked.connect(lambda: self.show_failure())
        self.details_button.hide()
        self.progress_label.setWordWrap(True)  # a failure's sentence reads whole
        bar = QHBoxLayout()
        bar.addWidget(self.progress, 1)
        bar.addWidget(self.progress_label)
        bar.addWidget(self.details_button)
        bar.addWidget(self.cancel_button)

        # The results.
        self.summary = QLabel(self.tr("The results show here when the run ends."))
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.rate_chart = WinRateChart()
        self.rate_chart.hide()
        page = QWidget()
        play = QVBoxLayout(page)
        play.addWidget(self.summary)
        self.chart_title = QLabel("<b>" + self.tr("Win rate per deck, with its 95% interval") + "</b>")
        self.chart_title.hide()
        play.addWidget(self.chart_title)
        play.addWidget(self.rate_chart)
        play.addStretch(1)
        self.card_chart = CardDifferenceChart()
        self.card_table = QTableWidget(0, 6)
        self.card_table.setHorizontalHeaderLabels([
            self.tr("Card"), self.tr("Drawn"), self.tr("Won if drawn"), self.tr("Won if not"),
            self.tr("Won if played"), self.tr("Turn played")])
        for col, tip in enumerate((
                self.tr("The card's name"), self.tr("Games in which it reached the hand (the opening hand included)"),
                self.tr("The deck's win rate in the games in which it drew the card"),
                self.tr("The deck's win rate in the games in which it did not draw the card"),
                self.tr("The deck's win rate in the games in which it played the card"),
                self.tr("The deck's own turn on which it usually played the card first (the median)"))):
            header_item = self.card_table.horizontalHeaderItem(col)
            if header_item is not None:
                header_item.setToolTip(tip)
        self._table_style(self.card_table)
        cards_page = QSplitter(Qt.Orientation.Vertical)
        chart_box = QWidget()
        clay = QVBoxLayout(chart_box)
        clay.addWidget(QLabel("<b>" + self.tr("How much more the deck won when it drew the card") + "</b>"))
        clay.addWidget(self.card_chart)
        clay.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(chart_box)
        cards_page.addWidget(scroll)
        cards_page.addWidget(self.card_table)
        cards_page.setSizes([330, 300])
        self.game_table = QTableWidget(0, 6)
        self.game_table.setHorizontalHeaderLabels([
            self.tr("Against"), self.tr("Game"), self.tr("Started"), self.tr("Result"), self.tr("Turns"),
            self.tr("Lore")])
        self._table_style(self.game_table)
        self.game_table.setToolTip(self.tr("Double-click a game to watch it in the replay viewer"))
        self.game_table.cellDoubleClicked.connect(self._open_game)
        self.tabs = QTabWidget()
        self.tabs.addTab(page, self.tr("Summary"))
        self.tabs.addTab(cards_page, self.tr("Cards"))
        self.tabs.addTab(self.game_table, self.tr("Games"))
        self.tabs.setEnabled(False)

        right = QWidget()
        rlay = QVBoxLayout(right)
        rlay.setContentsMargins(0, 0, 0, 0)
        rlay.addLayout(bar)
        rlay.addWidget(self.tabs, 1)
        split = QSplitter()
        split.addWidget(setup)
        split.addWidget(right)
        split.setStretchFactor(1, 1)
        split.setSizes([260, 720])
        lay = QVBoxLayout(self)
        lay.addWidget(split)
        if screen.problem:
            self.progress_label.setText(translate("LabWindow", screen.problem))
            self.start_button.setEnabled(False)
        self._fill_history()

    @staticmethod
    def _table_style(table: QTableWidget) -> None:
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.verticalHeader().setVisible(False)
        table.setWordWrap(False)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The first column (a card's or a deck's name) takes the room left and is shortened with "…" in a
        # narrow window (its tooltip says it whole), so the numbers never go past the right edge.
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        table.setSortingEnabled(True)

    # -- running -------------------------------------------------------------------------------------------

    def chosen(self) -> list[str]:
        return [self.opponents.item(k).text() for k in range(self.opponents.count())
                if self.opponents.item(k).checkState() == Qt.CheckState.Checked]

    @property
    def running(self) -> bool:
        return self.thread_ is not None

    def start(self) -> None:
        if self.running:
            return
        try:
            spec = self.lab.spec(self.chosen(), self.games.value(), str(self.level.currentData()))
        except DeckNotPlayable as exc:
            self.progress_label.setText(self.failure_text(run_failure(exc)))
            return
        except LabError as exc:
            self.progress_label.setText(translate("LabWindow", str(exc)))
            return
        self.run_ = self.lab.run(spec)
        self.thread_ = _RunThread(self.run_, self)
        self.thread_.progressed.connect(self._progressed)
        self.thread_.finished_run.connect(self._finished)
        self.thread_.cancelled.connect(self._cancelled)
        self.thread_.failed.connect(self._failed)
        self.progress.setRange(0, spec.total)
        self.progress.setValue(0)
        self.failure = None
        self.details_button.hide()
        self.progress_label.setText(self.tr("Starting %n process(es)\u2026", "", self.run_.jobs))
        self.start_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.thread_.start()

    def cancel(self) -> None:
        if self.run_ is not None:
            self.run_.cancel()
            self.cancel_button.setEnabled(False)
            self.progress_label.setText(self.tr("Stopping\u2026"))

    def _progressed(self, done: int, total: int, left: float) -> None:
        self.progress.setMaximum(total)
        self.progress.setValue(done)
        text = self.tr("%1 of %2 games").replace("%1", number(done)).replace("%2", number(total))
        if left >= 0:
            text += " \u2022 " + self.tr("about %1 left").replace("%1", _seconds_text(left))
        self.progress_label.setText(text)

    def _ended(self) -> None:
        if self.thread_ is not None:
            self.thread_.wait()
            self.thread_.deleteLater()
        self.thread_ = None
        self.run_ = None
        self.start_button.setEnabled(not self.lab.problem)
        self.cancel_button.setEnabled(False)

    def _finished(self, result: LabResult) -> None:
        self._ended()
        done = self.lab.finished(result)
        self._show_result(done.result.spec, done.result.records, done.result.stats, done.comparison)
        text = self.tr("%1 games in %2").replace("%1", number(result.stats.games)).replace("%2", _seconds_text(result.seconds))
        if done.problem:
            text += " \u2022 " + self.tr("not kept: %1").replace("%1", done.problem)
        self.progress_label.setText(text)
        self._fill_history(done.run_id)

    def _cancelled(self) -> None:
        self._ended()
        self.progress.setValue(0)
        self.progress_label.setText(self.tr("Cancelled; nothing was kept."))

    def _failed(self, failure: RunFailure) -> None:
        self._ended()
        self.failure = failure
        self.progress.setValue(0)
        self.progress_label.setText(self.failure_text(failure) + " " + translate("LabWindow", NOTHING_LOST))
        self.details_button.show()

    def failure_text(self, failure: RunFailure) -> str:
        """The sentence that says why the run stopped, in the window's language."""
        text = translate("LabWindow", FAILURE_WORDS[failure.kind])
        for k, value in enumerate(failure.values):
            text = text.replace(f"%{k + 1}", translate("LabWindow", value))  # (LabError's words may be marked)
        return text

    def show_failure(self) -> QMessageBox | None:
        """The last failure's sentence, with its details behind the box's "Show Details" (for a bug report)."""
        if self.failure is None:
            return None
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("The test stopped"), self.failure_text(self.failure),
                          QMessageBox.StandardButton.Close, self)
        box.setDetailedText(self.failure.details)
        box.open()
        self.failure_box = box
        return box

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.run_ is not None:
            self.run_.cancel()
        if self.thread_ is not None:
            self.thread_.wait(15000)  # the workers end within a game's time
        super().closeEvent(event)

    # -- results -------------------------------------------------------------------------------------------

    def _fill_history(self, select: int = 0) -> None:
        self.history.clear()
        runs = self.lab.history()
        if self.lab.store_problem:
            note = QListWidgetItem(self.tr("The earlier runs cannot be read now: %1").replace("%1", self.lab.store_problem))
            note.setFlags(Qt.ItemFlag.NoItemFlags)  # a note, not a run to open
            note.setToolTip(note.text())
            self.history.addItem(note)
        for run in runs:
            rate = run.wins / run.games if run.games else 0.0
            when = f"{date_text(run.created)} {run.created[11:16]}".strip()  # two runs a day are told apart
            item = QListWidgetItem(self.tr("%1: %2 of %3 games won (%4)").replace("%1", when)
                                   .replace("%2", number(run.wins)).replace("%3", number(run.games))
                                   .replace("%4", percent(rate)))
            item.setData(Qt.ItemDataRole.UserRole, run.id)
            self.history.addItem(item)
            if run.id == select:
                self.history.setCurrentItem(item)

    def _show_kept(self, item: QListWidgetItem) -> None:
        if item.data(Qt.ItemDataRole.UserRole) is None:
            return
        try:
            run, comparison = self.lab.kept(int(item.data(Qt.ItemDataRole.UserRole)))
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("The results cannot be shown"), str(exc))
            return
        self._show_result(run.spec, run.records, run.stats, comparison)

    def _show_result(self, spec: LabSpec, records: tuple[GameRecord, ...], stats: LabStats,
                     comparison: Comparison | None) -> None:
        self.shown_spec = spec
        self.shown_records = records
        self.tabs.setEnabled(True)
        self.summary.setText(summary_html(spec, stats, comparison))
        bars = [RateBar(spec.opponents[p.pairing].name, p.overall.rate, p.overall.low, p.overall.high, p.overall.games)
                for p in stats.pairings]
        bars.append(RateBar(self.tr("All decks"), stats.overall.rate, stats.overall.low, stats.overall.high,
                            stats.overall.games))
        self.rate_chart.set_bars(bars)
        self.rate_chart.show()
        self.chart_title.show()
        moved = cards_by_difference(stats)
        self.card_chart.set_bars([DifferenceBar(c.card, c.difference) for c in moved])
        table = self.card_table
        table.setSortingEnabled(False)
        table.setRowCount(len(stats.cards))
        for row, c in enumerate(stats.cards):
            cells = [(c.card, c.card), (number(c.drawn), c.drawn),
                     (self._rate_cell(c.when_drawn), c.when_drawn.rate if c.when_drawn.games else -1.0),
                     (self._rate_cell(c.when_not_drawn), c.when_not_drawn.rate if c.when_not_drawn.games else -1.0),
                     (self._rate_cell(c.when_played), c.when_played.rate if c.when_played.games else -1.0),
                     ("\u2014" if c.usual_turn is None else decimal(c.usual_turn, 1),
                      99.0 if c.usual_turn is None else c.usual_turn)]
            for col, (text, key) in enumerate(cells):
                cell = _Cell(text, key)
                if col == 0:
                    cell.setToolTip(text)
                table.setItem(row, col, cell)
        table.setSortingEnabled(True)
        table.sortItems(1, Qt.SortOrder.DescendingOrder)  # the cards drawn most first
        games = self.game_table
        games.setSortingEnabled(False)
        games.setRowCount(len(records))
        for row, r in enumerate(records):
            result = {Outcome.WIN: self.tr("won"), Outcome.LOSS: self.tr("lost"),
                      Outcome.UNFINISHED: self.tr("unfinished")}[r.outcome]
            if r.outcome is not Outcome.UNFINISHED:
                result += " " + _ending_text(r.ending)
            cells = [(spec.opponents[r.pairing].name, (r.pairing, r.number)), (number(r.number + 1), r.number),
                     (self.tr("on the play") if r.on_play else self.tr("on the draw"), r.on_play), (result, result),
                     (number(r.turns), r.turns), (f"{r.lore[0]}\u2013{r.lore[1]}", r.lore[0] - r.lore[1])]
            for col, (text, key) in enumerate(cells):
                item = _Cell(text, key)
                item.setData(Qt.ItemDataRole.UserRole, row)
                games.setItem(row, col, item)
        games.setSortingEnabled(True)
        games.sortItems(0, Qt.SortOrder.AscendingOrder)  # the run's order: deck by deck, game by game

    def _rate_cell(self, w: WinRate) -> str:
        if not w.games:
            return "\u2014"
        return self.tr("%1 of %2").replace("%1", percent(w.rate)).replace("%2", number(w.games))

    def _open_game(self, row: int, _col: int) -> None:
        item = self.game_table.item(row, 0)
        if item is None or self.shown_spec is None:
            return
        record = self.shown_records[int(item.data(Qt.ItemDataRole.UserRole))]
        try:
            path, same = self.lab.replay_file(self.shown_spec, record)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("The game cannot be opened"), str(exc))
            return
        if not same:
            QMessageBox.information(self, self.tr("Another version"), translate("LabWindow", REPLAY_DIFFERS))
        self.open_replay(path)
