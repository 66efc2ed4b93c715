"""The replay viewer's review: a chart of each player's chance to win turn by turn, and the moves where the
player shown lost the most against the Hard computer, computed in the background (``app/replay_review.py``)."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QThread, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from lorcana_desktop.app.game_session import Replay
from lorcana_desktop.app.replay_review import Review, ReviewCancelled, review_game
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.ui.i18n import number, percent
from lorcana_desktop.ui.phrases import phrase_text

SEAT_COLOURS = (QColor(40, 110, 200), QColor(210, 90, 40), QColor(60, 150, 70), QColor(150, 70, 170))


class _ReviewThread(QThread):
    progressed = Signal(int, int)
    reviewed = Signal(object)  # the Review
    stopped = Signal(str)  # "" when cancelled, else why it failed

    def __init__(self, replay: Replay, cards: CardIndex, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.initial = replay.initial()
        self.actions = list(replay.actions)
        decks = [list(s.deck) for s in replay.setup.seats]
        self.decks = decks if all(decks) else None
        self.cards = cards
        self.seat = seat
        self.cancel = False

    def run(self) -> None:
        try:
            review = review_game(self.initial, self.actions, self.cards, seats=[self.seat], decks=self.decks,
                                 progress=self.progressed.emit, cancelled=lambda: self.cancel)
        except ReviewCancelled:
            self.stopped.emit("")
        except Exception as exc:  # noqa: BLE001 - said in the window, never lost in a thread
            self.stopped.emit(f"{type(exc).__name__}: {exc}")
        else:
            self.reviewed.emit(review)


class EvaluationChart(QWidget):
    """Each player's chance to win at the start of every turn (0 to 100%), a line per player."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.review: Review | None = None
        self.names: list[str] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(150)

    def sizeHint(self) -> QSize:
        return QSize(300, 150)

    def set_review(self, review: Review, names: list[str]) -> None:
        self.review = review
        self.names = names
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.review is None or not self.review.turns:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fm = p.fontMetrics()
        left, top = fm.horizontalAdvance("100%") + 8, 6
        bottom = self.height() - fm.height() - 6
        turns = self.review.turns
        first, last = turns[0].turn, max(turns[-1].turn, turns[0].turn + 1)
        # Room for half the last turn's number, which is centred under the right edge of the plot.
        right = self.width() - max(6.0, fm.horizontalAdvance(number(last)) / 2 + 3)

        def at(turn: int, chance: float) -> QPointF:
            x = left + (right - left) * (turn - first) / (last - first)
            return QPointF(x, bottom - (bottom - top) * chance)

        grid = QColor(150, 150, 150)
        text = self.palette().text().color()
        for share in (0.0, 0.5, 1.0):
            y = at(first, share).y()
            p.setPen(QPen(grid, 1, Qt.PenStyle.DashLine if share == 0.5 else Qt.PenStyle.SolidLine))
            p.drawLine(QPointF(left, y), QPointF(right, y))
            p.setPen(text)
            p.drawText(QRectF(0, y - fm.height() / 2, left - 4, fm.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, percent(share))
        for turn in range(first, last + 1, max(1, (last - first) // 10)):
            x = at(turn, 0).x()
            p.drawText(QRectF(x - 20, bottom + 2, 40, fm.height()), Qt.AlignmentFlag.AlignHCenter, number(turn))
        players = len(turns[0].chances)
        for q in range(players):
            p.setPen(QPen(SEAT_COLOURS[q % len(SEAT_COLOURS)], 2))
            points = [at(t.turn, t.chances[q]) for t in turns]
            for a, b in pairwise(points):
                p.drawLine(a, b)
        p.end()


class ReviewPanel(QWidget):
    """Review the game for the player shown: start, progress, Cancel, the chart and the costly moves."""

    def __init__(self, replay: Replay, cards: CardIndex, seek: Callable[[int], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.replay = replay
        self.cards = cards
        self.seek = seek
        self.thread_: _ReviewThread | None = None
        self.start_button = QPushButton(self.tr("Review the game"))
        self.start_button.setToolTip(self.tr("Chart each player's chance to win, and find the moves of the player "
                                             "shown that the Hard computer would have played otherwise"))
        self.start_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.progress = QProgressBar()
        self.progress.setRange(0, max(replay.length, 1))
        self.progress.setValue(0)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.chart = EvaluationChart()
        self.chart.hide()
        self.legend = QLabel()
        self.mistakes = QListWidget()
        self.mistakes.setWordWrap(True)
        self.mistakes.setAlternatingRowColors(True)
        self.mistakes.setToolTip(self.tr("Click a move to see the position before it"))
        self.mistakes.itemClicked.connect(self._show_move)
        self.mistakes.hide()
        row = QHBoxLayout()
        row.addWidget(self.start_button)
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(row)
        lay.addWidget(self.status)
        lay.addWidget(self.chart)
        lay.addWidget(self.legend)
        lay.addWidget(self.mistakes, 1)

    @property
    def running(self) -> bool:
        return self.thread_ is not None

    def start(self) -> None:
        if self.running:
            return
        seat = self.replay.seat
        self.thread_ = _ReviewThread(self.replay, self.cards, seat, self)
        self.thread_.progressed.connect(self._progressed)
        self.thread_.reviewed.connect(self._reviewed)
        self.thread_.stopped.connect(self._stopped)
        self.start_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.status.setText(self.tr("Reviewing the moves of %1\u2026").replace("%1", self.replay.seat_name(seat)))
        self.thread_.start()

    def cancel(self) -> None:
        if self.thread_ is not None:
            self.thread_.cancel = True
            self.cancel_button.setEnabled(False)

    def stop(self) -> None:
        """Cancel and wait (the viewer is closing)."""
        self.cancel()
        if self.thread_ is not None:
            self.thread_.wait(30000)

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(done)

    def _ended(self) -> None:
        if self.thread_ is not None:
            self.thread_.wait()
            self.thread_.deleteLater()
        self.thread_ = None
        self.start_button.setEnabled(True)
        self.cancel_button.setEnabled(False)

    def _stopped(self, why: str) -> None:
        self._ended()
        self.progress.setValue(0)
        self.status.setText(self.tr("Review cancelled.") if not why else self.tr("The review stopped: %1").replace("%1", why))

    def _reviewed(self, review: Review) -> None:
        self._ended()
        names = [s.name for s in self.replay.setup.seats]
        self.chart.set_review(review, names)
        self.chart.show()
        self.legend.setText("  ".join(
            f"<span style='color:{SEAT_COLOURS[q % len(SEAT_COLOURS)].name()}'>\u25a0</span> {_esc(n)}"
            for q, n in enumerate(names)))
        self.status.setText(self.tr("Each player's chance to win at the start of each turn, as the computer "
                                    "judges the position; %n decision(s) reviewed.", "", review.decisions))
        self.mistakes.clear()
        for m in review.mistakes:
            text = (self.tr("Turn %1: %2. The computer would have played: %3 (%4 more chance to win)")
                    .replace("%1", number(m.turn)).replace("%2", phrase_text("Actions", m.played))
                    .replace("%3", phrase_text("Actions", m.better))
                    .replace("%4", percent(m.loss)))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, m.action)
            self.mistakes.addItem(item)
        if not review.mistakes:
            self.mistakes.addItem(self.tr("No move lost clearly against the Hard computer."))
        self.mistakes.show()

    def _show_move(self, item: QListWidgetItem) -> None:
        action = item.data(Qt.ItemDataRole.UserRole)
        if action is not None:
            self.seek(int(action))


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
