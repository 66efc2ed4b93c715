"""The deck lab's charts, painted with Qt's own QPainter (no chart library: QtCharts is not in the
PySide6-Essentials wheel, and two bar charts do not need one): win rate per opposing deck with its 95%
interval, and each card's win-rate difference when drawn."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from lorcana_desktop.ui.i18n import percent

WIN = QColor(46, 139, 87)
LOSS = QColor(196, 64, 64)
GRID = QColor(150, 150, 150)
ROW = 26  # pixels per bar


@dataclass(frozen=True, slots=True)
class RateBar:
    """One bar of the win-rate chart: a label, the rate and its interval (0..1)."""

    label: str
    rate: float
    low: float
    high: float
    games: int


class _BarChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.rows = 0

    def sizeHint(self) -> QSize:
        return QSize(520, 30 + ROW * max(self.rows, 1))

    def minimumSizeHint(self) -> QSize:
        return QSize(300, 30 + ROW * max(self.rows, 1))

    def _label_width(self, labels: Sequence[str]) -> int:
        fm = QFontMetrics(self.font())
        return min(max((fm.horizontalAdvance(t) for t in labels), default=40) + 12, self.width() // 2)


class WinRateChart(_BarChart):
    """Win rate per opposing deck (and overall), each bar with a whisker for its 95% interval and a line at 50%."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars: list[RateBar] = []

    def set_bars(self, bars: Sequence[RateBar]) -> None:
        self.bars = list(bars)
        self.rows = len(self.bars)
        self.setFixedHeight(self.sizeHint().height())
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fm = QFontMetrics(self.font())
        left = self._label_width([b.label for b in self.bars])
        value_w = fm.horizontalAdvance("100%  ") + 4
        width = max(10, self.width() - left - value_w - 8)
        top = 4
        text_color = self.palette().text().color()
        for k, b in enumerate(self.bars):
            y = top + k * ROW
            p.setPen(text_color)
            p.drawText(QRectF(0, y, left - 8, ROW), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       fm.elidedText(b.label, Qt.TextElideMode.ElideRight, left - 8))
            colour = WIN if b.rate >= 0.5 else LOSS
            p.fillRect(QRectF(left, y + 6, width * b.rate, ROW - 12), colour.lighter(130))
            p.setPen(QPen(text_color, 1.5))
            mid = y + ROW / 2
            x0, x1 = left + width * b.low, left + width * b.high
            p.drawLine(int(x0), int(mid), int(x1), int(mid))
            p.drawLine(int(x0), int(mid - 5), int(x0), int(mid + 5))
            p.drawLine(int(x1), int(mid - 5), int(x1), int(mid + 5))
            p.drawText(QRectF(left + width + 6, y, value_w, ROW), Qt.AlignmentFlag.AlignVCenter, percent(b.rate))
        # The even line and the scale.
        axis = top + ROW * len(self.bars)
        p.setPen(QPen(GRID, 1, Qt.PenStyle.DashLine))
        p.drawLine(int(left + width / 2), top, int(left + width / 2), axis)
        p.setPen(GRID)
        p.drawLine(left, axis, left + width, axis)
        for share in (0.0, 0.5, 1.0):
            x = left + width * share
            text = percent(share)
            p.drawText(QRectF(x - 30, axis + 2, 60, 20), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, text)
        p.end()

    def sizeHint(self) -> QSize:
        return QSize(520, 30 + ROW * max(self.rows, 1))


@dataclass(frozen=True, slots=True)
class DifferenceBar:
    """One card: its name and the win rate when drawn minus when not drawn (-1..1)."""

    label: str
    difference: float


class CardDifferenceChart(_BarChart):
    """Per card, how much more (green, to the right) or less (red, to the left) the deck won when it drew it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars: list[DifferenceBar] = []

    def set_bars(self, bars: Sequence[DifferenceBar]) -> None:
        self.bars = list(bars)
        self.rows = len(self.bars)
        self.setFixedHeight(self.sizeHint().height())
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fm = QFontMetrics(self.font())
        left = self._label_width([b.label for b in self.bars])
        value_w = fm.horizontalAdvance("+100%  ") + 4
        width = max(10, self.width() - left - 2 * value_w)
        scale = max((abs(b.difference) for b in self.bars), default=0.0)
        scale = max(scale, 0.05)
        zero = left + value_w + width / 2
        half = width / 2
        text_color = self.palette().text().color()
        top = 4
        for k, b in enumerate(self.bars):
            y = top + k * ROW
            p.setPen(text_color)
            p.drawText(QRectF(0, y, left - 8, ROW), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       fm.elidedText(b.label, Qt.TextElideMode.ElideRight, left - 8))
            length = half * b.difference / scale
            colour = WIN if b.difference >= 0 else LOSS
            x = zero if length >= 0 else zero + length
            p.fillRect(QRectF(x, y + 6, abs(length), ROW - 12), colour)
            sign = "+" if b.difference > 0 else ("\u2212" if b.difference < 0 else "")
            text = sign + percent(abs(b.difference))
            if length >= 0:
                p.drawText(QRectF(zero + length + 4, y, value_w, ROW), Qt.AlignmentFlag.AlignVCenter, text)
            else:
                p.drawText(QRectF(zero + length - value_w - 4, y, value_w, ROW),
                           Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, text)
        p.setPen(QPen(GRID, 1))
        p.drawLine(int(zero), top, int(zero), top + ROW * len(self.bars))
        p.end()
