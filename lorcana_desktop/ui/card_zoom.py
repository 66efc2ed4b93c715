"""The enlarged card: a face shown big beside the pointer when it rests on a card (or on double-click)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QCursor, QGuiApplication, QHelpEvent
from PySide6.QtWidgets import QAbstractItemView, QLabel, QVBoxLayout, QWidget

from lorcana_desktop.cards import Card
from lorcana_desktop.ui.cards import CARD_RATIO, CardSize, card_face


def zoom_width(available: QRect, wanted: int = CardSize.ENLARGED) -> int:
    """The face width that fits the screen's height with a margin (a 700-pixel screen gets a smaller card)."""
    return max(160, min(wanted, int((available.height() - 24) / CARD_RATIO)))


class CardZoom(QWidget):
    """A borderless window with one big face; it never takes the focus."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.ToolTip | Qt.WindowType.FramelessWindowHint)
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.addWidget(self.label)
        self.card: Card | None = None

    def show_card(self, card: Card, near: QPoint) -> None:
        """Show ``card`` beside the global point ``near``, inside the screen."""
        screen = QGuiApplication.screenAt(near) or QGuiApplication.primaryScreen()
        area = screen.availableGeometry()
        pixmap = card_face(card, zoom_width(area))
        self.card = card
        self.label.setPixmap(pixmap)
        self.label.setAccessibleName(card.full_name)
        self.adjustSize()
        w, h = self.sizeHint().width(), self.sizeHint().height()
        x = near.x() + 24 if near.x() + 24 + w <= area.right() else near.x() - 24 - w
        x = max(area.left(), min(x, area.right() - w))
        y = max(area.top(), min(near.y() - h // 3, area.bottom() - h))
        self.setGeometry(x, y, w, h)
        self.show()
        self.raise_()

    def hide_card(self) -> None:
        self.card = None
        self.hide()


class HoverZoom(QObject):
    """Shows the enlarged card when the pointer rests on a card of an item view (instead of a text
    tooltip) and hides it when the pointer moves off that card, leaves, clicks, scrolls or types."""

    def __init__(self, view: QAbstractItemView, card_at: Callable[[QPoint], Card | None]) -> None:
        super().__init__(view)
        self.view = view
        self.card_at = card_at
        self.zoom = CardZoom(view)
        view.viewport().installEventFilter(self)
        view.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        et = event.type()
        if et == QEvent.Type.ToolTip and obj is self.view.viewport():
            assert isinstance(event, QHelpEvent)
            card = self.card_at(event.pos())
            if card is None:
                self.zoom.hide_card()
                return False
            self.zoom.show_card(card, event.globalPos())
            return True
        if et == QEvent.Type.MouseMove and self.zoom.isVisible():
            pos = self.view.viewport().mapFromGlobal(QCursor.pos())
            card, shown = self.card_at(pos), self.zoom.card
            if card is None or shown is None or card.id != shown.id:
                self.zoom.hide_card()
        elif et in (QEvent.Type.Leave, QEvent.Type.MouseButtonPress, QEvent.Type.Wheel, QEvent.Type.KeyPress,
                    QEvent.Type.FocusOut, QEvent.Type.Hide):
            self.zoom.hide_card()
        return False
