"""One card on the table: its face or back, exerted turn, damage counter, drying mark and highlights.

A card item never changes the game. Mouse gestures are forwarded to the scene (``drag_moved``,
``dropped``, ``clicked``, ``double_clicked``, ``context_menu``), which turns them into actions;
the item moves only when the scene places it from the engine's view.
"""

from __future__ import annotations

import math
from enum import Flag, auto
from typing import TYPE_CHECKING

from PySide6.QtCore import Property, QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from lorcana_desktop.ui.i18n import translate
from lorcana_desktop.ui.table import highlights as hl
from lorcana_desktop.ui.table.highlights import qcolor
from lorcana_desktop.ui.table.layers import Layer
from lorcana_desktop.ui.table.layout import CARD_H, CARD_W

if TYPE_CHECKING:
    from lorcana_desktop.ui.table.scene import TableScene

ANIMATION_MS = 180  # short enough not to wait for (at most 200 ms), long enough to see where a card went


class Mark(Flag):
    NONE = 0
    PLAYABLE = auto()  # has a legal action now (glows)
    TARGET = auto()  # a legal drop target or choice
    CHOSEN = auto()  # picked in the current choice
    HOVER_TARGET = auto()  # the drop target under the dragged card
    LAST_MOVE = auto()  # the computer just played, moved or used it (until the person acts)


class CardItem(QGraphicsObject):
    """A card instance (``key``: its instance id, or a placeholder key for hidden cards)."""

    def __init__(self, key: object, pixmap: QPixmap, landscape: bool = False) -> None:
        super().__init__()
        self.key = key
        self.card_id: int = key if isinstance(key, int) else -1
        self.owner = -1
        self.zone = ""
        self.name: str | None = None
        self._pixmap = pixmap
        self._shown: tuple[int, QPixmap] | None = None  # the face scaled to the screen size it was last painted
        self.landscape = landscape
        self.damage = 0
        self.drying = False
        self.manual = False
        self.note = ""  # a player's note on the card in play (a manual tool), shown on it
        self.marks = Mark.NONE
        self.draggable = False
        self.fresh = True  # not placed yet: it appears from its zone's middle
        self.has_tooltip = False
        self.base_tip = ""  # the card's tooltip; a hover adds why it cannot be used now
        self._refused_said = False  # this press already said why the card does not move
        self._press: QPointF | None = None
        self._home = QPointF()
        self._dragging = False
        self._anims: list[QPropertyAnimation] = []
        self.setAcceptHoverEvents(True)
        self.setZValue(Layer.CARD)
        # Painted once at the view's scale and then blitted: dragging over a full table stays smooth.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        r = self.boundingRect()
        self.setTransformOriginPoint(r.center())
        self.setCursor(Qt.CursorShape.ArrowCursor)

    # -- geometry and painting ---------------------------------------------------------------

    def size(self) -> tuple[float, float]:
        return (CARD_H, CARD_W) if self.landscape else (CARD_W, CARD_H)

    def boundingRect(self) -> QRectF:
        w, h = self.size()
        return QRectF(-6, -6, w + 12, h + 12)  # room for the glow and the last-move mark around the card

    def card_rect(self) -> QRectF:
        w, h = self.size()
        return QRectF(0, 0, w, h)

    def set_pixmap(self, pixmap: QPixmap, landscape: bool) -> None:
        if landscape != self.landscape:
            self.prepareGeometryChange()
            self.landscape = landscape
            self.setTransformOriginPoint(self.card_rect().center())
        self._pixmap = pixmap
        self._shown = None
        self.update()

    def set_marks(self, marks: Mark) -> None:
        if marks != self.marks:
            self.marks = marks
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.card_rect()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pm = self._screen_pixmap(painter, rect)
        painter.drawPixmap(rect, pm, QRectF(pm.rect()))
        border = None
        if self.marks & Mark.HOVER_TARGET:
            border = qcolor(hl.DROP_HOVER)
        elif self.marks & Mark.CHOSEN:
            border = qcolor(hl.CHOSEN)
        elif self.marks & Mark.TARGET:
            border = qcolor(hl.DROP_TARGET)
        elif self.marks & Mark.PLAYABLE:
            border = qcolor(hl.CAN_ACT)
            # A glow outside the card, in a colour no ink frame has (see highlights.py).
            painter.setPen(QPen(qcolor(hl.CAN_ACT, 90), 7))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 7, 7)
        if border is not None:
            pen = QPen(border, 4 if self.marks & (Mark.HOVER_TARGET | Mark.CHOSEN) else 3)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 6, 6)
        if self.marks & Mark.LAST_MOVE:
            pen = QPen(qcolor(hl.LAST_MOVE), 3, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 7, 7)
        # Where the marks go leaves the name and the numbers readable: damage beside the willpower
        # (they are read together), "drying" over the cost (paid already), "manual" over the subtitle.
        if self.damage:
            spot = QPointF(rect.center().x(), rect.top() + rect.height() * 0.57) if self.landscape \
                else QPointF(rect.right() - 15, rect.top() + rect.height() * 0.665)
            self._badge(painter, spot, str(self.damage), QColor(200, 30, 30))
        if self.drying:
            # A short word on a small card: the rules' state is "drying" (CR 5.1.1.11), said in a word or two.
            self._tag(painter, rect, translate("CardItem", "drying"), QColor(40, 90, 170, 225), at=0.02, share=0.62)
        if self.manual:
            self._tag(painter, rect, translate("CardItem", "manual"), QColor(150, 90, 20, 225),
                      at=0.42 if self.landscape else 0.56, share=1.0)
        if self.note:
            self._note(painter, rect, self.note)

    @staticmethod
    def _note(painter: QPainter, rect: QRectF, text: str) -> None:
        """The note across the card's upper middle, on a paper-coloured strip (as many lines as fit)."""
        font = QFont()
        font.setPixelSize(10)
        painter.setFont(font)
        box = QRectF(rect.left() + 4, rect.top() + rect.height() * 0.22, rect.width() - 8, rect.height() * 0.3)
        painter.setPen(QPen(QColor(120, 90, 30), 1))
        painter.setBrush(QBrush(QColor(255, 244, 200, 235)))
        painter.drawRoundedRect(box, 3, 3)
        painter.setPen(QColor(40, 30, 10))
        painter.drawText(box.adjusted(3, 2, -3, -2), int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), text)

    def _screen_pixmap(self, painter: QPainter, rect: QRectF) -> QPixmap:
        """The face scaled once, with a filter, to the size it covers on the screen: a painter's own
        scaling of a face to a third of its size drops pixels, and small print breaks up."""
        t = painter.worldTransform()
        px = round(rect.width() * math.hypot(t.m11(), t.m12()))
        if px <= 0 or px >= self._pixmap.width() * 0.9:
            return self._pixmap
        if self._shown is None or self._shown[0] != px:
            self._shown = (px, self._pixmap.scaledToWidth(px, Qt.TransformationMode.SmoothTransformation))
        return self._shown[1]

    @staticmethod
    def _badge(painter: QPainter, center: QPointF, text: str, color: QColor) -> None:
        r = 15.0
        painter.setPen(QPen(QColor(255, 255, 255), 2))
        painter.setBrush(QBrush(color))
        painter.drawEllipse(center, r, r)
        font = QFont()
        font.setPixelSize(17)
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(QRectF(center.x() - r, center.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, text)

    @staticmethod
    def _tag(painter: QPainter, rect: QRectF, text: str, color: QColor, at: float, share: float) -> None:
        """A label across the card, its top ``at`` of the way down, ``share`` of the card wide from the left."""
        font = QFont()
        font.setPixelSize(11)
        font.setBold(True)
        painter.setFont(font)
        h = 16.0
        y = rect.top() + max(4.0, rect.height() * at)
        box = QRectF(rect.left() + 6, y, (rect.width() - 12) * share, h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(color))
        painter.drawRoundedRect(box, 4, 4)
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    # -- movement ----------------------------------------------------------------------------

    def _get_turn(self) -> float:
        return self.rotation()

    def _set_turn(self, value: float) -> None:
        self.setRotation(value)

    turn = Property(float, _get_turn, _set_turn)

    def pos_for(self, top_left: QPointF) -> QPointF:
        """The item position that puts the card's top-left corner at ``top_left`` (scene units).

        A card scales and turns about its middle (so an exerted card turns in place): at half size its
        corner is not at its position, and a half-size opponent's cards would sit a quarter card off."""
        o = self.transformOriginPoint()
        k = 1.0 - self.scale()
        return QPointF(top_left.x() - o.x() * k, top_left.y() - o.y() * k)

    def place(self, pos: QPointF, exerted: bool, animate: bool) -> None:
        """Go to ``pos`` (top-left of the card at its scale) and turn 90 degrees when exerted (animated)."""
        pos = self.pos_for(pos)
        self._home = QPointF(pos)
        angle = 90.0 if exerted else 0.0
        for a in self._anims:
            a.stop()
        self._anims = []
        if not animate or self.scene() is None:
            self.setPos(pos)
            self.setRotation(angle)
            return
        if (self.pos() - pos).manhattanLength() > 0.5:
            self._anims.append(self._animate(b"pos", self.pos(), pos))
        if abs(self.rotation() - angle) > 0.1:
            self._anims.append(self._animate(b"turn", self.rotation(), angle))

    def _animate(self, prop: bytes, start: object, end: object) -> QPropertyAnimation:
        anim = QPropertyAnimation(self, prop, self)
        anim.setDuration(ANIMATION_MS)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.start()
        return anim

    def finish_animations(self) -> None:
        for a in self._anims:
            a.setCurrentTime(a.duration())
            a.stop()
        self._anims = []

    def snap_back(self) -> None:
        """Return to where the engine's view put the card (an illegal drop)."""
        table = self._table()
        if table is not None and not table.animate_moves:
            self.setPos(self._home)
            return
        self._anims = [self._animate(b"pos", self.pos(), self._home)]

    @property
    def home(self) -> QPointF:
        return QPointF(self._home)

    # -- mouse, forwarded to the scene -------------------------------------------------------

    def _table(self) -> TableScene | None:
        from lorcana_desktop.ui.table.scene import TableScene
        sc = self.scene()
        return sc if isinstance(sc, TableScene) else None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.scenePos()
            self._dragging = False
            self._refused_said = False
            event.accept()
            table = self._table()
            if table is not None and not self.draggable:
                self._refused_said = True
                table.pressed(self)
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        delta = event.scenePos() - self._press
        table = self._table()
        if not self._dragging:
            if delta.manhattanLength() >= 6 and not self.draggable and table is not None and not self._refused_said:
                self._refused_said = True
                table.drag_refused(self)
            if delta.manhattanLength() < 6 or not self.draggable or table is None:
                return
            self._dragging = True
            self.finish_animations()
            self.setZValue(Layer.DRAGGED)
            table.drag_started(self)
        self.setPos(self._home + delta)
        if table is not None:
            table.drag_moved(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        table = self._table()
        was_drag = self._dragging
        self._press = None
        self._dragging = False
        if table is None:
            return
        if was_drag:
            self.setZValue(Layer.CARD)
            table.dropped(self, event.scenePos())
        elif event.button() == Qt.MouseButton.LeftButton:
            table.clicked(self)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        table = self._table()
        self._press = None
        event.accept()
        if table is not None:
            table.double_clicked(self)
        if self.scene() is not None and self.scene().mouseGrabberItem() is self:
            self.ungrabMouse()  # the double-click ends the gesture: the next press goes where it lands

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        table = self._table()
        if table is not None:
            table.context_menu(self, event.screenPos())

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.zValue() < Layer.DRAGGED:
            self.setZValue(Layer.CARD_RAISED)
        table = self._table()
        if table is not None:
            table.hovered(self)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.zValue() < Layer.DRAGGED:
            self.setZValue(Layer.UNDER if self.zone == "under" else Layer.CARD)
        table = self._table()
        if table is not None:
            table.hovered(None)
