"""The card panel over the table: the cards a choice is about that the table does not show face up
(the top of a deck being looked at, a revealed hand, cards in a discard or under a card), with their
faces, in the order the rules give them. It shows an ``app.table_offer.Panel`` and forwards clicks."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from lorcana_desktop.app.table_offer import Panel, PanelKind
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.cards.model import Card
from lorcana_desktop.engine.decisions import DeckEnd
from lorcana_desktop.ui.cards import back_pixmap, card_face

FACE_W = 200  # faces are drawn at this width and scaled to the panel's size


class CardPanel(QFrame):
    """Shows a panel of cards over the top of the table view. ``cardClicked``: a card was clicked (to pick it,
    or to give it the next number when ordering); ``hoverCard``: the Card under the mouse, for the preview."""

    cardClicked = Signal(int)
    hoverCard = Signal(object)
    closed = Signal()  # the person put away cards they looked at (PanelKind.SEEN)

    def __init__(self, cards: CardIndex, view: QWidget, seat_name: Callable[[int], str]) -> None:
        super().__init__(view)
        self.cards = cards
        self._view = view
        self._seat_name = seat_name
        self.setObjectName("cardPanel")
        self.setStyleSheet("#cardPanel { background: rgba(20, 24, 30, 235); border: 1px solid #8a7a4a;"
                           " border-radius: 8px; } QLabel { color: #f1ead2; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 8)
        layout.setSpacing(4)
        self.title = QLabel()
        self.title.setObjectName("cardPanelTitle")
        self.title.setStyleSheet("font-weight: bold; font-size: 14px;")
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.list = QListWidget()
        self.list.setObjectName("cardPanelList")
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setFlow(QListView.Flow.LeftToRight)
        self.list.setWrapping(False)
        self.list.setMovement(QListView.Movement.Static)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setMouseTracking(True)
        self.list.setStyleSheet("QListWidget { background: transparent; border: none; }")
        self.list.setSpacing(6)
        self.list.itemClicked.connect(self._clicked)
        self.list.itemEntered.connect(self._entered)
        layout.addWidget(self.list)
        self.close_button = QPushButton(self.tr("Done looking"))
        self.close_button.setObjectName("cardPanelClose")
        self.close_button.clicked.connect(self.closed)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)
        self.panel: Panel | None = None
        self._picked: tuple[int, ...] = ()
        self._numbered: tuple[int, ...] = ()
        view.installEventFilter(self)
        self.hide()

    # -- showing ---------------------------------------------------------------------------

    def show_panel(self, panel: Panel | None, picked: Sequence[int] = (), numbered: Sequence[int] = ()) -> None:
        """Show ``panel`` (None hides it): picked cards marked, and when ordering, each card's number."""
        self.panel = panel
        self._picked, self._numbered = tuple(picked), tuple(numbered)
        self.list.clear()
        if panel is None:
            self.hide()
            return
        self.title.setText(self._title(panel))
        self.close_button.setVisible(panel.kind in (PanelKind.SEEN_HAND, PanelKind.SEEN_DECK))
        w, h = self._face_size()
        self.list.setIconSize(QSize(w, h))
        for card, name in zip(panel.cards, panel.names, strict=True):
            number = numbered.index(card) + 1 if card in numbered else 0
            pm = self._face(name, w, h, card in panel.pickable, card in picked, number)
            item = QListWidgetItem(QIcon(pm), "")
            item.setData(Qt.ItemDataRole.UserRole, card)
            item.setData(Qt.ItemDataRole.UserRole + 1, name)
            item.setSizeHint(QSize(w + 8, h + 8))
            item.setToolTip(name or self.tr("A face-down card"))
            self.list.addItem(item)
        self.list.setFixedHeight(h + 30)
        self._place()
        self.show()
        self.raise_()

    def items(self) -> list[QListWidgetItem]:
        return [self.list.item(k) for k in range(self.list.count())]

    def item_of(self, card: int) -> QListWidgetItem | None:
        return next((it for it in self.items() if int(it.data(Qt.ItemDataRole.UserRole)) == card), None)

    def _title(self, panel: Panel) -> str:
        n = len(panel.cards)
        whose = self._seat_name(panel.owner)
        if panel.kind is PanelKind.LOOKED_AT:
            text = self.tr("The top %n card(s) of {name}'s deck, the top one first", "", n).format(name=whose)
        elif panel.kind is PanelKind.TOP_CARD:
            text = self.tr("The top card of {name}'s deck").format(name=whose)
        elif panel.kind is PanelKind.ORDER:
            if panel.end is DeckEnd.BOTTOM:
                text = self.tr("Click the cards in the order they go on the bottom of the deck: 1 goes down first, "
                               "the last ends up at the very bottom")
            else:
                text = self.tr("Click the cards in the order they go back on top of the deck: 1 ends up on top")
        elif panel.kind is PanelKind.REVEALED_HAND:
            text = self.tr("{name}'s hand, revealed").format(name=whose)
        elif panel.kind is PanelKind.DISCARD:
            text = self.tr("In the discard, the newest first")
        elif panel.kind is PanelKind.SEEN_HAND:
            text = self.tr("You look at {name}'s hand (only you see it)").format(name=whose)
        elif panel.kind is PanelKind.SEEN_DECK:
            text = self.tr("You look at the top of {name}'s deck, the top card first (only you see it)").format(
                name=whose)
        elif panel.kind is PanelKind.INKWELL:
            text = self.tr("In {name}'s inkwell").format(name=whose)
        else:
            text = self.tr("Under a card")
        if panel.pickable and panel.kind is not PanelKind.ORDER:
            text += self.tr(" \u2014 click a lit card to choose it")
        return text

    def _face_size(self) -> tuple[int, int]:
        """Card faces sized to the table view: large enough to read, leaving most of the table in sight."""
        h = int(max(110, min(self._view.height() * 0.30, 230)))
        return int(h * 63 / 88), h

    def _face(self, name: str | None, w: int, h: int, pickable: bool, picked: bool, number: int) -> QPixmap:
        card = self._card(name)
        face = back_pixmap(FACE_W) if card is None else card_face(card, FACE_W)
        pm = QPixmap(w, h)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.drawPixmap(QRectF(3, 3, w - 6, h - 6), face, QRectF(face.rect()))
        border = QColor(80, 160, 255) if picked else QColor(120, 220, 140) if pickable else None
        if border is not None:
            p.setPen(QPen(border, 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(2, 2, w - 4, h - 4), 6, 6)
        if number:
            r = min(w, h) * 0.16
            p.setPen(QPen(QColor(255, 255, 255), 2))
            p.setBrush(QBrush(QColor(40, 110, 200)))
            p.drawEllipse(QRectF(w / 2 - r, h / 2 - r, 2 * r, 2 * r))
            font = QFont()
            font.setPixelSize(int(r * 1.2))
            font.setBold(True)
            p.setFont(font)
            p.drawText(QRectF(w / 2 - r, h / 2 - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(number))
        p.end()
        return pm

    def _card(self, name: str | None) -> Card | None:
        if not name:
            return None
        try:
            return self.cards.by_name(name)
        except KeyError:
            return None

    def _place(self) -> None:
        """At the top of the table view, centred, as wide as its cards need."""
        view = self._view
        w, _ = self._face_size()
        want = len(self.items()) * (w + 20) + 40
        width = max(320, min(want, view.width() - 20))
        self.setFixedWidth(width)
        self.adjustSize()
        self.move((view.width() - width) // 2, 8)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._view and event.type() == QEvent.Type.Resize and self.panel is not None:
            self.show_panel(self.panel, self._picked, self._numbered)
        return super().eventFilter(watched, event)

    # -- forwarding ------------------------------------------------------------------------

    def _clicked(self, item: QListWidgetItem) -> None:
        self.cardClicked.emit(int(item.data(Qt.ItemDataRole.UserRole)))

    def _entered(self, item: QListWidgetItem) -> None:
        self.hoverCard.emit(self._card(item.data(Qt.ItemDataRole.UserRole + 1)))
