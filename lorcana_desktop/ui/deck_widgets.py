"""Pieces of the deck builder: the card-face grid model with lazy pixmaps, placeholder tiles, the cost-curve chart."""

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
from PySide6.QtGui import QBrush, QColor, QDrag, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from lorcana_desktop.cards import Card, CardType, Ink
from lorcana_desktop.decks import DeckStats
from lorcana_desktop.ui.catalog_view import face_pixmap
from lorcana_desktop.ui.deck_qt_workaround import keep_none_alive

# The face grid, chart and lists make many void Qt calls; see deck_qt_workaround for why.
keep_none_alive()

# Drag payloads: card ids, one per line. A browser card dropped on the deck list adds a copy;
# a deck card dropped back on the browser takes one out.
MIME_CATALOG_CARD = "application/x-lorcana-desktop-catalog-card"
MIME_DECK_CARD = "application/x-lorcana-desktop-deck-card"

CardRole = Qt.ItemDataRole.UserRole + 1

# Ink colours as printed on the cards' ink symbols.
INK_COLORS: dict[Ink, str] = {
    Ink.AMBER: "#f0a81c",
    Ink.AMETHYST: "#7d3f8c",
    Ink.EMERALD: "#2f8f46",
    Ink.RUBY: "#d0203a",
    Ink.SAPPHIRE: "#1c8fc9",
    Ink.STEEL: "#8e9aa6",
}

# A card is 63 x 88 mm.
CARD_RATIO = 88 / 63

_Index = QModelIndex | QPersistentModelIndex


def ink_color(ink: Ink) -> QColor:
    return QColor(INK_COLORS[ink])


def card_height(width: int) -> int:
    return round(width * CARD_RATIO)


def type_label(card: Card) -> str:
    return "Song" if card.is_song else card.type.value


def card_tooltip(card: Card, in_deck: int = 0) -> str:
    """What a player reads on a card, for hovering over it in the browser."""
    import textwrap

    ink = "/".join(i.value for i in card.inks)
    kind = f"{type_label(card)} \u2022 {ink} \u2022 cost {card.cost}"
    lines = [card.full_name, f"{kind} \u2022 {'inkable' if card.inkable else 'not inkable'}"]
    if card.classifications:
        lines.append(" \u2022 ".join(card.classifications))
    if card.type is CardType.CHARACTER:
        lines.append(f"Strength {card.strength}  Willpower {card.willpower}  Lore {card.lore}")
    elif card.type is CardType.LOCATION:
        lines.append(f"Move cost {card.move_cost}  Willpower {card.willpower}  Lore {card.lore}")
    text = card.full_text.replace("\n", " ").strip()
    if text:
        lines.append("")
        lines.extend(textwrap.wrap(text, 64))
    legal = ", ".join(f"{fmt}: {'banned' if lg.banned else ('legal' if lg.allowed else 'not legal')}"
                      for fmt, lg in sorted(card.legality.items()))
    if legal:
        lines += ["", legal]
    lines.append("")
    lines.append(f"{in_deck} in the deck \u2022 " if in_deck else "")
    lines[-1] += "double-click, + or drag to add"
    return "\n".join(lines)


def placeholder_tile(card: Card, width: int, count: int = 0) -> QPixmap:
    """A simple face while the real one is not drawn: ink colours, cost, name, type and stats."""
    height = card_height(width)
    pm = QPixmap(width, height)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(1, 1, width - 2, height - 2)
    grad = QLinearGradient(0, 0, width, height)
    inks = card.inks or (Ink.STEEL,)
    for i, ink in enumerate(inks):
        c = ink_color(ink)
        grad.setColorAt(i / max(1, len(inks) - 1) if len(inks) > 1 else 0.0, c.lighter(150))
        if len(inks) == 1:
            grad.setColorAt(1.0, c.lighter(115))
    path = QPainterPath()
    path.addRoundedRect(rect, width * 0.06, width * 0.06)
    p.fillPath(path, QBrush(grad))
    p.setPen(QPen(QColor("#3a3a3a"), 1.5))
    p.drawPath(path)
    # The cost in an ink hexagon-like circle at the top left (inkable cards have the ring).
    d = width * 0.26
    circle = QRectF(width * 0.05, width * 0.05, d, d)
    p.setBrush(QColor("#2b2b2b"))
    p.setPen(QPen(QColor("#e8d9a8"), 2.0 if card.inkable else 0.1))
    p.drawEllipse(circle)
    f = QFont()
    f.setBold(True)
    f.setPixelSize(max(8, int(d * 0.6)))
    p.setFont(f)
    p.setPen(QColor("white"))
    p.drawText(circle, Qt.AlignmentFlag.AlignCenter, str(card.cost))
    # Name and version.
    text_rect = QRectF(width * 0.07, height * 0.30, width * 0.86, height * 0.34)
    f.setPixelSize(max(8, int(width * 0.105)))
    p.setFont(f)
    p.setPen(QColor("#111111"))
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    p.drawText(text_rect, flags, card.name)
    if card.version:
        f.setBold(False)
        f.setItalic(True)
        f.setPixelSize(max(7, int(width * 0.085)))
        p.setFont(f)
        p.drawText(QRectF(width * 0.07, height * 0.52, width * 0.86, height * 0.2), flags, card.version)
    f.setItalic(False)
    f.setBold(False)
    f.setPixelSize(max(7, int(width * 0.08)))
    p.setFont(f)
    bottom = type_label(card)
    if card.type is CardType.CHARACTER:
        bottom += f"   {card.strength}\u2694 {card.willpower}\u2665 {card.lore}\u25c6"
    elif card.type is CardType.LOCATION:
        bottom += f"   {card.willpower}\u2665 {card.lore}\u25c6"
    p.drawText(QRectF(width * 0.05, height * 0.80, width * 0.9, height * 0.16), Qt.AlignmentFlag.AlignCenter, bottom)
    p.end()
    return pm


def with_count_badge(pm: QPixmap, count: int) -> QPixmap:
    """The face with a round badge saying how many copies are in the deck."""
    if count <= 0:
        return pm
    out = QPixmap(pm)
    p = QPainter(out)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w = out.width() / max(1.0, out.devicePixelRatio())
    d = max(18.0, w * 0.24)
    r = QRectF(w - d - 4, 4, d, d)
    p.setBrush(QColor(20, 20, 20, 220))
    p.setPen(QPen(QColor("white"), 2))
    p.drawEllipse(r)
    f = QFont()
    f.setBold(True)
    f.setPixelSize(int(d * 0.55))
    p.setFont(f)
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, f"{count}")
    p.end()
    return out


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
            return card.full_name
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
            pm = face_pixmap(card, self.width)
            if pm.isNull():
                # No renderer yet: the placeholders are the faces; stop queueing.
                self._renderer_missing = True
                self._pending.clear()
                return
            if pm.width() > self.width or pm.height() > card_height(self.width):
                # Locations are landscape: shrink them into the portrait cell rather than clip them.
                pm = _centered(pm.scaled(QSize(self.width, card_height(self.width)), Qt.AspectRatioMode.KeepAspectRatio,
                                         Qt.TransformationMode.SmoothTransformation), self.width)
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


def _centered(pm: QPixmap, width: int) -> QPixmap:
    """``pm`` in the middle of a transparent card-sized cell, so every grid cell lines up."""
    cell = QPixmap(width, card_height(width))
    cell.fill(Qt.GlobalColor.transparent)
    p = QPainter(cell)
    p.drawPixmap((width - pm.width()) // 2, (cell.height() - pm.height()) // 2, pm)
    p.end()
    return cell


def card_mime(kind: str, cards: Sequence[Card]) -> QMimeData:
    mime = QMimeData()
    mime.setData(kind, "\n".join(str(c.id) for c in cards).encode())
    mime.setText("\n".join(f"1 {c.full_name}" for c in cards))
    return mime


def drag_face(card: Card, width: int = 90) -> QPixmap:
    """The picture under the pointer while a card is dragged: its face, or the placeholder tile."""
    pm = face_pixmap(card, width)
    return pm if not pm.isNull() else placeholder_tile(card, width)


def start_card_drag(source: QWidget, mime: QMimeData, face: QPixmap | None, action: Qt.DropAction) -> Qt.DropAction:
    """Run a drag of cards with the card face under the pointer (started from Python, so the
    drop handlers see exactly what a person's drag carries)."""
    drag = QDrag(source)
    drag.setMimeData(mime)
    if face is not None and not face.isNull():
        small = face
        if face.width() > 100 or face.height() > 130:
            small = face.scaled(QSize(100, 130), Qt.AspectRatioMode.KeepAspectRatio,
                                Qt.TransformationMode.SmoothTransformation)
        drag.setPixmap(small)
        drag.setHotSpot(small.rect().center())
    return drag.exec(action | Qt.DropAction.CopyAction | Qt.DropAction.MoveAction, action)


def card_ids_from_mime(mime: QMimeData, kind: str) -> list[int]:
    if not mime.hasFormat(kind):
        return []
    raw = bytes(mime.data(kind).data()).decode(errors="replace")
    return [int(t) for t in raw.split() if t.strip().isdigit()]


class CostCurveChart(QWidget):
    """The cost curve as stacked bars, one segment per ink (dual-ink cards striped in both inks)."""

    TOP = 7  # costs from 7 up share the "7+" bar

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats: DeckStats | None = None
        self.setMinimumSize(260, 170)
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
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, "The cost curve appears as cards are added")
        p.end()
