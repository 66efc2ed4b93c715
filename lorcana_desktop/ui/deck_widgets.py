"""Pieces of the deck builder: the card-face grid model with lazy pixmaps and the cost-curve chart."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractListModel,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    QRectF,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from lorcana_desktop.cards import Card, Ink
from lorcana_desktop.decks import DeckStats
from lorcana_desktop.ui.cards import (
    MIME_CATALOG_CARD,
    card_face,
    card_height,
    card_mime,
    card_tooltip,
    fit_in_cell,
    ink_color,
    placeholder_tile,
    with_count_badge,
)
from lorcana_desktop.ui.deck_qt_workaround import keep_none_alive
from lorcana_desktop.ui.shown_cards import shown

# The face grid, chart and lists make many void Qt calls; see deck_qt_workaround for why.
keep_none_alive()

CardRole = Qt.ItemDataRole.UserRole + 1

_Index = QModelIndex | QPersistentModelIndex


class CardGridModel(QAbstractListModel):
    """Cards as faces for a QListView in icon mode.

    Faces are drawn only when a view asks for them (the visible items), a few per event-loop
    turn, and kept in a bounded cache; until then a cheap placeholder tile stands in. So a
    search that returns every card (thousands) resets instantly and scrolls smoothly.
    """

    CACHE_SIZE = 600
    BUDGET_MS = 30

    def __init__(self, width: int = 140, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: list[Card] = []
        self.width = width
        self.counts: dict[str, int] = {}  # copies in the deck, by full name, for the badges
        self._rows: dict[int, int] = {}
        self._faces: OrderedDict[int, QPixmap] = OrderedDict()
        self._placeholders: OrderedDict[int, QPixmap] = OrderedDict()
        self._pending: OrderedDict[int, None] = OrderedDict()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._render_some)
        self._renderer_missing = False

    # -- contents ---------------------------------------------------------------------------
    def set_cards(self, cards: Sequence[Card]) -> None:
        self.beginResetModel()
        self.cards = list(cards)
        self._rows = {c.id: i for i, c in enumerate(self.cards)}
        self._pending.clear()
        self.endResetModel()

    def set_counts(self, counts: dict[str, int]) -> None:
        """Copies in the deck by full name; repaints only the cards whose badge changed."""
        old = self.counts
        self.counts = dict(counts)
        changed = {n for n in set(old) | set(counts) if old.get(n, 0) != counts.get(n, 0)}
        for row, card in enumerate(self.cards):
            if card.full_name in changed:
                ix = self.index(row)
                self.dataChanged.emit(ix, ix, [Qt.ItemDataRole.DecorationRole])

    def card_at(self, index: _Index) -> Card | None:
        return self.cards[index.row()] if index.isValid() and 0 <= index.row() < len(self.cards) else None

    def row_of(self, card: Card) -> int | None:
        return self._rows.get(card.id)

    # -- Qt model ---------------------------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.cards)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        card = self.card_at(index)
        if card is None:
            return None
        if role == Qt.ItemDataRole.DecorationRole:
            return with_count_badge(self.face(card), self.counts.get(card.full_name, 0))
        if role == Qt.ItemDataRole.ToolTipRole:
            return card_tooltip(card, self.counts.get(card.full_name, 0))
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return shown(card).full_name
        if role == CardRole:
            return card
        if role == Qt.ItemDataRole.SizeHintRole:
            return QSize(self.width + 8, card_height(self.width) + 8)
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid():
            base |= Qt.ItemFlag.ItemIsDragEnabled
        return base

    def mimeTypes(self) -> list[str]:
        return [MIME_CATALOG_CARD]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        return card_mime(MIME_CATALOG_CARD, [c for c in (self.card_at(i) for i in indexes) if c is not None])

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction

    # -- faces ------------------------------------------------------------------------------
    def face(self, card: Card) -> QPixmap:
        """The cached face, or a placeholder while the face waits its turn to be drawn."""
        pm = self._faces.get(card.id)
        if pm is not None:
            self._faces.move_to_end(card.id)
            return pm
        ph = self._placeholders.get(card.id)
        if ph is None:
            ph = placeholder_tile(card, self.width)
            self._placeholders[card.id] = ph
            if len(self._placeholders) > self.CACHE_SIZE:
                self._placeholders.popitem(last=False)
        if not self._renderer_missing:
            self._pending[card.id] = None
            self._pending.move_to_end(card.id)
            if not self._timer.isActive():
                self._timer.start()
        return ph

    def _render_some(self) -> None:
        from time import perf_counter

        start = perf_counter()
        # The newest requests first: they are what is on screen after a scroll.
        while self._pending and (perf_counter() - start) * 1000 < self.BUDGET_MS:
            card_id, _ = self._pending.popitem(last=True)
            row = self._rows.get(card_id)
            if row is None:
                continue
            card = self.cards[row]
            pm = card_face(card, self.width)
            if pm.isNull():
                # No renderer yet: the placeholders are the faces; stop queueing.
                self._renderer_missing = True
                self._pending.clear()
                return
            if pm.width() > self.width or pm.height() > card_height(self.width):
                pm = fit_in_cell(pm, self.width)  # a landscape location, shrunk rather than clipped
            self._faces[card_id] = pm
            if len(self._faces) > self.CACHE_SIZE:
                self._faces.popitem(last=False)
            ix = self.index(row)
            self.dataChanged.emit(ix, ix, [Qt.ItemDataRole.DecorationRole])
        if self._pending:
            self._timer.start()

    def pending_faces(self) -> int:
        return len(self._pending)

    def refresh_faces(self) -> None:
        """Draw every face again (the user's images folder changed); placeholders show meanwhile."""
        self._faces.clear()
        rows = self.rowCount()
        if rows:
            self.dataChanged.emit(self.index(0), self.index(rows - 1), [Qt.ItemDataRole.DecorationRole])


class CostCurveChart(QWidget):
    """The cost curve as stacked bars, one segment per ink (dual-ink cards striped in both inks)."""

    TOP = 7  # costs from 7 up share the "7+" bar

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats: DeckStats | None = None
        self.setMinimumSize(200, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def set_stats(self, stats: DeckStats | None) -> None:
        self.stats = stats
        self.update()

    def buckets(self) -> dict[int, dict[tuple[Ink, ...], int]]:
        """Cards per cost bucket (0..6 and 7+) and ink combination."""
        out: dict[int, dict[tuple[Ink, ...], int]] = {c: {} for c in range(self.TOP + 1)}
        if self.stats is None:
            return out
        for cost, by_ink in self.stats.cost_curve.items():
            b = out[min(cost, self.TOP)]
            for inks, n in by_ink.items():
                b[inks] = b.get(inks, 0) + n
        return out

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text_color = pal.color(pal.ColorRole.WindowText)
        buckets = self.buckets()
        totals = {c: sum(v.values()) for c, v in buckets.items()}
        peak = max([*totals.values(), 1])
        w, h = self.width(), self.height()
        f = QFont(self.font())
        f.setPixelSize(11)
        p.setFont(f)
        left, right, top, bottom = 8, 8, 18, 20
        plot_h = h - top - bottom
        n = len(buckets)
        slot = (w - left - right) / n
        bar_w = slot * 0.68
        p.setPen(QPen(pal.color(pal.ColorRole.Mid), 1))
        p.drawLine(left, h - bottom, w - right, h - bottom)
        order = list(Ink)
        for i, (cost, by_ink) in enumerate(buckets.items()):
            x = left + i * slot + (slot - bar_w) / 2
            y = float(h - bottom)
            for inks in sorted(by_ink, key=lambda t: [order.index(k) for k in t]):
                count = by_ink[inks]
                seg = plot_h * count / peak
                rect = QRectF(x, y - seg, bar_w, seg)
                if len(inks) == 1:
                    p.fillRect(rect, ink_color(inks[0]))
                else:
                    grad = QLinearGradient(rect.topLeft(), rect.topRight())
                    k = len(inks)
                    for j, ink in enumerate(inks or (Ink.STEEL,)):
                        grad.setColorAt(j / k, ink_color(ink))
                        grad.setColorAt((j + 1) / k - 0.001, ink_color(ink))
                    p.fillRect(rect, QBrush(grad))
                p.setPen(QPen(QColor(0, 0, 0, 90), 1))
                p.drawRect(rect)
                y -= seg
            p.setPen(text_color)
            label = f"{cost}+" if cost == self.TOP else str(cost)
            p.drawText(QRectF(x - 4, h - bottom + 2, bar_w + 8, bottom - 2), Qt.AlignmentFlag.AlignCenter, label)
            if totals[cost]:
                p.drawText(QRectF(x - 6, y - 16, bar_w + 12, 15), Qt.AlignmentFlag.AlignCenter, str(totals[cost]))
        if not any(totals.values()):
            p.setPen(pal.color(pal.ColorRole.PlaceholderText))
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                       self.tr("The cost curve appears as cards are added"))
        p.end()
