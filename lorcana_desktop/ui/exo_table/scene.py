"""The Exo table's scene: each zone of the ruleset (``rulesets.exo`` zones as data: slot, row, pile, fan, centre)
laid out for the two seats, the person at the screen at the bottom; cards as pixmap items the person drags,
clicks and right-clicks. The scene only shows ``ExoBoard`` and forwards gestures through ``ExoOffer``: a drop
becomes the offer's action, or snaps back with a reason.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from lorcana_desktop.app.exo_board import CardShown, ExoBoard, SideShown
from lorcana_desktop.app.exo_offer import ExoOffer, ExoTarget
from lorcana_desktop.rulesets import EXO, Arrange, Place
from lorcana_desktop.ui.exo_table.faces import ExoFaces
from lorcana_desktop.ui.exo_table.layout import (
    CARD_H,
    CARD_W,
    CENTRE_Y,
    HAND_Y,
    LEADER_X,
    MIN_W,
    PILES_Y,
    ROW_X0,
    SMALL_H,
    SMALL_W,
    VICE_X,
    ExoLayout,
)
from lorcana_desktop.ui.i18n import translate

FACE_SCALE = 2  # faces are drawn at twice their size on the table, so they stay sharp when the view is larger
ZONE_WORDS = {
    # Exo's own words stay Italian, as the rules are (the translations keep them).
    "leader": "Leader", "vice_leader": "Vice Leader", "field": "Campo", "hand": "Mano", "occulto": "Occulto",
    "deck": "Mazzo", "evo_deck": "Evoluzioni", "discard": "Scarti", "banished": "Bandite", "etere": "Etere",
}
TABLE_GREEN = QColor("#20302a")


def zone_word(zone: str) -> str:
    return translate("ExoTable", ZONE_WORDS.get(zone, zone))


SLOT_X = {"leader": LEADER_X, "vice_leader": VICE_X}
LAST_MOVE = "#00f0ff"  # cyan, dashed, as on the Lorcana table (ui/table/highlights.py): what the computer just did


@dataclass(frozen=True, slots=True)
class Seated:
    """Where a seat's area lies on a table laid out as ``layout``: the person at the screen at the bottom."""

    seat: int
    mine: bool
    layout: ExoLayout

    @property
    def field_y(self) -> float:
        return self.layout.field_y(self.mine)

    @property
    def row_end(self) -> float:
        return self.layout.row_end


class ExoCardItem(QGraphicsPixmapItem):
    """A card on the table: dragged when the offer has somewhere for it, clicked for a picker, right-clicked for
    its menu."""

    def __init__(self, scene: ExoScene, card: CardShown, zone: str, pixmap, draggable: bool) -> None:  # type: ignore[no-untyped-def]
        super().__init__(pixmap)
        self.table = scene
        self.card = card
        self.card_id = card.id
        self.zone = zone
        self.draggable = draggable
        self.home = QPointF()
        self._press: QPointF | None = None
        self._dragging = False
        self.setAcceptHoverEvents(True)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        if draggable:
            self.setCursor(Qt.CursorShape.OpenHandCursor)

    def place(self, x: float, y: float) -> None:
        self.home = QPointF(x, y)
        self.setPos(self.home)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.scenePos()
            self._dragging = False
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging:
            if delta.manhattanLength() < 6:
                return
            if not self.draggable:
                self._press = None
                self.table.refuse_drag(self)
                return
            self._dragging = True
            self.setZValue(100)
            self.table.drag_started(self)
        self.setPos(self.home + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        was_drag = self._dragging
        self._press = None
        self._dragging = False
        if was_drag:
            self.setZValue(self.zValue() - 100)
            self.table.dropped(self, event.scenePos())
        elif event.button() == Qt.MouseButton.LeftButton:
            self.table.card_clicked(self)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        self.table.menuAsked.emit(self.card_id, event.screenPos())

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.table.hovered.emit(self.card)

    def snap_back(self) -> None:
        self.setPos(self.home)


class ExoScene(QGraphicsScene):
    """The table of one seat's view. Signals: ``acted`` (one action), ``choose`` (several actions a drop could
    mean, and where), ``refused`` (why a gesture does nothing), ``clicked`` (a card, for a picker),
    ``menuAsked`` (a card's menu), ``hovered`` (a card to preview), ``peek`` (a pile: seat, zone)."""

    acted = Signal(object)
    choose = Signal(object, QPoint)
    refused = Signal(str)
    clicked = Signal(int)
    menuAsked = Signal(int, QPoint)
    hovered = Signal(object)
    peek = Signal(int, str)

    def __init__(self, faces: ExoFaces, parent=None) -> None:  # type: ignore[no-untyped-def]
        super().__init__(parent)
        self.faces = faces
        self.layout = ExoLayout(MIN_W)
        self.setSceneRect(QRectF(0, 0, self.layout.width, self.layout.height))
        self.setBackgroundBrush(QBrush(TABLE_GREEN))
        self.items_by_id: dict[int, ExoCardItem] = {}
        self.zone_rects: dict[tuple[int, str], QGraphicsRectItem] = {}
        self.pile_items: dict[tuple[int, str], QGraphicsRectItem] = {}
        self.board: ExoBoard | None = None
        self.offer = ExoOffer(0, False)
        self.picked: tuple[int, ...] = ()
        self.names: tuple[str, ...] = ()
        self._lit: list[QGraphicsRectItem] = []

    # -- building ----------------------------------------------------------------------------------------

    def set_table_width(self, width: float) -> None:
        """Lay the table out ``width`` units wide (the view's shape): the same board again, rows longer or
        shorter."""
        if width == self.layout.width:
            return
        self.layout = ExoLayout(width)
        self.setSceneRect(QRectF(0, 0, self.layout.width, self.layout.height))
        if self.board is not None:
            self.show_board(self.board, self.offer, self.picked, self.names)

    def show_board(self, board: ExoBoard, offer: ExoOffer, picked: tuple[int, ...] = (),
                   names: tuple[str, ...] = ()) -> None:
        self.clear()
        self.items_by_id = {}
        self.zone_rects = {}
        self.pile_items = {}
        self._lit = []
        self.board = board
        self.offer = offer
        self.picked = picked
        self.names = names
        me = board.me
        for side in board.sides:
            self._lay_side(side, Seated(side.seat, side.seat == me, self.layout))
        lay = self.layout
        y = PILES_Y[True] - 3  # between the opponent's piles and the person's, which meet beside the Etere
        self.addLine(lay.side_x, y, lay.width - 8, y, QPen(QColor("#8fb9a8"), 1.5))
        for zone in EXO.zones:
            if zone.place is Place.CENTRE:
                self._lay_etere(board)
        if offer.panel:
            self._lay_panel(board, offer.panel)

    def _label(self, text: str, x: float, y: float, size: int = 11, color: str = "#d8e4dc") -> QGraphicsSimpleTextItem:
        t = QGraphicsSimpleTextItem(text)
        f = QFont()
        f.setPixelSize(size)
        t.setFont(f)
        t.setBrush(QBrush(QColor(color)))
        t.setPos(x, y)
        self.addItem(t)
        return t

    def _area(self, x: float, y: float, w: float, h: float, seat: int, zone: str) -> QGraphicsRectItem:
        r = QGraphicsRectItem(x, y, w, h)
        r.setPen(QPen(QColor("#3e5a4e"), 1.5, Qt.PenStyle.DashLine))
        r.setBrush(QBrush(QColor(255, 255, 255, 10)))
        r.setZValue(-10)
        self.addItem(r)
        self.zone_rects[(seat, zone)] = r
        return r

    def _lay_side(self, side: SideShown, at: Seated) -> None:
        y = at.field_y
        lay = self.layout
        for zone in EXO.zones:
            if zone.place is Place.CENTRE:
                continue
            if zone.arrange is Arrange.SLOT:
                x = SLOT_X[zone.id]
                self._area(x - 4, y - 4, CARD_W + 8, CARD_H + 8, side.seat, zone.id)
                self._label(zone_word(zone.id), x, y + CARD_H + 6, 12)
                card = side.leader if zone.id == "leader" else side.vice
                if card is not None:
                    self._card(card, zone.id, x, y, emergency=zone.id == "leader" and side.flipped)
                if zone.id == "leader":
                    self._life(side, x, y)
            elif zone.arrange is Arrange.ROW:
                self._area(ROW_X0 - 4, y - 4, at.row_end - ROW_X0 + 8, CARD_H + 8, side.seat, zone.id)
                self._label(zone_word(zone.id), ROW_X0, y + CARD_H + 6, 12)
                self._row(side.field, zone.id, ROW_X0, y, at.row_end)
            elif zone.arrange is Arrange.PILE:
                self._pile(side, zone.id, *lay.pile_at(zone.id, at.mine), at)
            elif zone.arrange is Arrange.FAN:
                self._hand(side, at)
        # The whole Field band is where a card from the hand or the Evolution deck is dropped.
        band = QGraphicsRectItem(10, y - 8, at.row_end - 2, CARD_H + 16)
        band.setPen(QPen(Qt.PenStyle.NoPen))
        band.setZValue(-20)
        self.addItem(band)
        self.zone_rects[(side.seat, "field_band")] = band
        if at.mine and side.evo:
            self._label(zone_word("evo_deck"), lay.side_x, HAND_Y - 16, 12)
            self._row(side.evo, "evo_deck", lay.side_x, HAND_Y, lay.width - 8, small=True)

    def _life(self, side: SideShown, x: float, y: float) -> None:
        text = translate("ExoTable", "Vita %1").replace("%1", str(side.life))
        x, y = x - 4, y + CARD_H - 30  # over the printed life line of the face
        badge = QGraphicsRectItem(x, y, 50, 22)
        badge.setBrush(QBrush(QColor("#b3261e" if side.flipped else "#1d3557")))
        badge.setPen(QPen(QColor("#f1ead2"), 1.5))
        badge.setZValue(50)
        self.addItem(badge)
        t = self._label(text, x + 4, y + 3, 12, "#ffffff")
        t.setZValue(51)
        if side.flipped:
            # Over the Leader's picture (above the card it would leave the table when the opponent's Field is at
            # the top edge), on a ribbon of the badge's colour.
            e = self._label(translate("ExoTable", "EMERGENZA"), x + 8, y - CARD_H + 70, 11, "#ffffff")
            e.setZValue(51)
            ribbon = QGraphicsRectItem(e.sceneBoundingRect().adjusted(-3, -1, 3, 1))
            ribbon.setBrush(QBrush(QColor("#b3261e")))
            ribbon.setPen(QPen(Qt.PenStyle.NoPen))
            ribbon.setZValue(50)
            self.addItem(ribbon)

    def _row(self, cards: tuple[CardShown, ...], zone: str, x0: float, y: float, x1: float,
             small: bool = False) -> None:
        w = SMALL_W if small else CARD_W
        n = len(cards)
        step = w + 8 if n <= 1 else min(w + 8, (x1 - x0 - w) / (n - 1))
        for k, c in enumerate(cards):
            self._card(c, zone, x0 + k * step, y, small=small)

    def _hand(self, side: SideShown, at: Seated) -> None:
        if at.mine:
            self._label(translate("ExoTable", "%1 (%2)").replace("%1", zone_word("hand"))
                        .replace("%2", str(len(side.hand))), LEADER_X, HAND_Y - 16, 12)
            self._row(side.hand, "hand", LEADER_X, HAND_Y, self.layout.row_end)
            return
        # The opponent's hand is a pile of backs with its count, first of their piles: only the count is theirs
        # to show.
        x, y = self.layout.pile_at("hand", False)
        r = QGraphicsRectItem(x, y, SMALL_W, SMALL_H)
        r.setPen(QPen(QColor("#3e5a4e"), 1.5, Qt.PenStyle.DashLine))
        r.setBrush(QBrush(QColor(255, 255, 255, 10)))
        self.addItem(r)
        self.zone_rects[(side.seat, "hand")] = r
        for k in range(min(len(side.hand), 3)):  # a small fan: one, two or more cards at a glance
            item = QGraphicsPixmapItem(self.faces.back(SMALL_W * FACE_SCALE))
            item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
            item.setScale(1 / FACE_SCALE)
            item.setPos(x + 3 * k, y)
            self.addItem(item)
        self._label(f"{zone_word('hand')}\n{len(side.hand)}", x, y + SMALL_H + 3, 11)

    def _pile(self, side: SideShown, zone: str, x: float, y: float, at: Seated) -> None:
        cards: tuple[CardShown, ...] = ()
        count = 0
        if zone == "deck":
            count = side.deck
        else:
            cards = {"occulto": side.occulto, "evo_deck": side.evo, "discard": side.discard,
                     "banished": side.banished}[zone]
            count = len(cards)
        r = QGraphicsRectItem(x, y, SMALL_W, SMALL_H)
        r.setPen(QPen(QColor("#3e5a4e"), 1.5, Qt.PenStyle.DashLine))
        r.setBrush(QBrush(QColor(255, 255, 255, 10)))
        self.addItem(r)
        self.pile_items[(side.seat, zone)] = r
        top = cards[-1] if cards else None
        if count:
            if zone in ("discard", "banished") and top is not None and top.card_id is not None and not top.covered:
                pix = self.faces.face(top.card_id, SMALL_W * FACE_SCALE)
            else:
                pix = self.faces.back(SMALL_W * FACE_SCALE)
            item = QGraphicsPixmapItem(pix)
            item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
            item.setScale(1 / FACE_SCALE)
            item.setPos(x, y)
            item.setOpacity(0.9)
            item.setParentItem(r)
        self._label(f"{zone_word(zone)}\n{count}", x, y + SMALL_H + 3, 11)
        r.setToolTip(translate("ExoTable", "Click to look at these cards") if self._peekable(side, zone, at) else "")
        r.setData(0, (side.seat, zone))

    def _peekable(self, side: SideShown, zone: str, at: Seated) -> bool:
        return zone in ("discard", "banished") or zone in ("occulto", "evo_deck") and at.mine

    def _lay_etere(self, board: ExoBoard) -> None:
        y = CENTRE_Y
        end = self.layout.row_end
        r = QGraphicsRectItem(ROW_X0 - 4, y - 4, end - ROW_X0 + 8, CARD_H + 8)
        r.setPen(QPen(QColor("#8fb9a8"), 1.5))
        r.setBrush(QBrush(QColor(143, 185, 168, 30)))
        r.setZValue(-10)
        self.addItem(r)
        self.zone_rects[(-1, "etere")] = r
        self._label(zone_word("etere"), 20, y + CARD_H / 2 - 8, 16, "#cfe8dc")
        # One Etere, each card still its controller's: the name under it, the colour of its side.
        mine = tuple(c for c in board.etere if c.controller == board.me)
        theirs = tuple(c for c in board.etere if c.controller != board.me)
        if self.offer.panel:  # a choice's cards take the strip's right half
            end = ROW_X0 + (end - ROW_X0) / 2 - 8
        self._row(theirs + mine, "etere", ROW_X0, y, end)
        for c in theirs + mine:
            item = self.items_by_id.get(c.id)
            if item is not None and 0 <= c.controller < len(self.names):
                tag = self._label(self.names[c.controller], item.x() + 2, y - 16, 11,
                                  "#9ad1ff" if c.controller == board.me else "#ffb4a8")
                tag.setZValue(5)

    def _lay_panel(self, board: ExoBoard, cards: tuple[int, ...]) -> None:
        y = CENTRE_Y
        x = ROW_X0 + (self.layout.row_end - ROW_X0) / 2
        self._label(translate("ExoTable", "Cards to choose from"), x, y - 18, 12, "#ffe9a8")
        shown = []
        for i in cards:
            c = board.card(i)
            shown.append(c if c is not None else CardShown(i, None, None, -1, -1))
        self._row(tuple(shown), "panel", x, y + (CARD_H - SMALL_H) / 2, self.layout.row_end, small=True)

    def _card(self, card: CardShown, zone: str, x: float, y: float, *, small: bool = False,
              emergency: bool = False) -> ExoCardItem:
        w = SMALL_W if small else CARD_W
        if card.card_id is not None and not card.covered:
            pix = self.faces.face(card.card_id, w * FACE_SCALE, emergency)
        else:
            pix = self.faces.back(w * FACE_SCALE)
        drag = self.offer.drag(card.id) if card.id >= 0 else None
        item = ExoCardItem(self, card, zone, pix, drag is not None)
        item.setScale(1 / FACE_SCALE)
        item.place(x, y)
        self.addItem(item)
        if card.id >= 0 and zone != "panel" or card.id >= 0 and card.id not in self.items_by_id:
            self.items_by_id[card.id] = item
        tip = card.name or translate("ExoTable", "A hidden card")
        if card.covered:
            tip = translate("ExoTable", "%1 (covered)").replace("%1", tip)
        item.setToolTip(tip)
        f = FACE_SCALE
        if card.covered and card.name is not None and zone not in ("hand",):
            name = self._label(card.name, 0, 0, 9 * f, "#f1ead2")
            name.setParentItem(item)
            name.setPos(4 * f, (w * 1.4 - 16) * f)
        if card.seen_by_opponent:
            self._mark(item, translate("ExoTable", "seen"), 4 * f, 4 * f, "#e9c46a")
        printed = self.faces.card(card.card_id) if card.card_id is not None else None
        base = printed.strength if printed is not None else None
        if emergency and printed is not None and printed.emergency_side is not None:
            base = printed.emergency_side.strength
        if zone in ("field", "leader", "vice_leader", "etere") and card.strength is not None and card.face_up \
                and base is not None and card.strength != base:
            # The current strength over the printed one (the face's strength box), green when higher, red lower.
            self._badge(item, str(card.strength), "#2d6a4f" if card.strength > base else "#9d0208")
        for k, (counter, n) in enumerate(card.counters):
            self._mark(item, f"{counter} ×{n}", 4 * f, (22 + 18 * k) * f, "#ffffff", "#7a1f3d")
        if card.id in self.picked:
            self._outline(item, "#ffd166", 4)
        elif self.offer.pick is not None and card.id in self.offer.pick.options:
            self._outline(item, "#7bdff2", 2)
        elif drag is not None or self.offer.menu(card.id):
            self._outline(item, "#8ac926", 2)
        if self.board is not None and card.id >= 0 and card.id in self.board.last_move:
            self._outline(item, LAST_MOVE, 2, dashed=True, margin=9)
        return item

    def _mark(self, item: QGraphicsItem, text: str, x: float, y: float, fg: str, bg: str = "#333333") -> None:
        t = QGraphicsSimpleTextItem(text)
        f = QFont()
        f.setPixelSize(11 * FACE_SCALE)
        f.setBold(True)
        t.setFont(f)
        t.setBrush(QBrush(QColor(fg)))
        box = QGraphicsRectItem(0, 0, t.boundingRect().width() + 6, t.boundingRect().height() + 2, item)
        box.setBrush(QBrush(QColor(bg)))
        box.setPen(QPen(Qt.PenStyle.NoPen))
        box.setPos(x, y)
        t.setParentItem(box)
        t.setPos(3, 1)

    def _badge(self, item: QGraphicsItem, text: str, bg: str) -> None:
        """A number over the printed strength box of the face (render/exo_face.py: 104..14 from the right,
        50..12 from the bottom of a 300-pixel face)."""
        r = item.boundingRect()
        k = r.width() / 300
        box = QGraphicsRectItem(r.width() - 104 * k, r.height() - 50 * k, 90 * k, 38 * k, item)
        box.setBrush(QBrush(QColor(bg)))
        box.setPen(QPen(QColor("#ffffff"), 2 * k))
        t = QGraphicsSimpleTextItem(text, box)
        f = QFont()
        f.setPixelSize(round(26 * k))
        f.setBold(True)
        t.setFont(f)
        t.setBrush(QBrush(QColor("#ffffff")))
        tb = t.boundingRect()
        t.setPos(r.width() - 104 * k + (90 * k - tb.width()) / 2, r.height() - 50 * k + (38 * k - tb.height()) / 2)

    def _outline(self, item: QGraphicsItem, color: str, width: float, *, dashed: bool = False,
                 margin: float = 2) -> QGraphicsRectItem:  # (``margin`` in the face's pixels)
        """A frame round the card (``dashed``, further out: the computer's last move, seen round a card that is
        also lit as playable or picked)."""
        o = QGraphicsRectItem(item.boundingRect().adjusted(-margin, -margin, margin, margin), item)
        o.setPen(QPen(QColor(color), width * FACE_SCALE,
                      Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine))
        o.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        o.setData(0, "last_move" if dashed else "outline")
        return o

    # -- gestures ----------------------------------------------------------------------------------------

    def drag_started(self, item: ExoCardItem) -> None:
        drag = self.offer.drag(item.card_id)
        if drag is None:
            return
        for d in drag.drops:  # light up where it can go
            rect = None
            if d.target.card >= 0 and d.target.card in self.items_by_id:
                rect = self.items_by_id[d.target.card].sceneBoundingRect()
            elif d.target.field_of >= 0:
                band = self.zone_rects.get((d.target.field_of, "field_band"))
                rect = band.sceneBoundingRect() if band is not None else None
            if rect is not None:
                lit = QGraphicsRectItem(rect.adjusted(-3, -3, 3, 3))
                lit.setPen(QPen(QColor("#ffd166"), 3))
                lit.setZValue(90)
                self.addItem(lit)
                self._lit.append(lit)

    def _unlight(self) -> None:
        for lit in self._lit:
            self.removeItem(lit)
        self._lit = []

    def target_at(self, item: ExoCardItem, pos: QPointF) -> tuple[ExoTarget | None, tuple]:  # type: ignore[type-arg]
        """Where a drop of ``item`` at ``pos`` lands, and what it does there (a card first, then a Field)."""
        drag = self.offer.drag(item.card_id)
        if drag is None:
            return None, ()
        for other in self.items(pos):
            if isinstance(other, ExoCardItem) and other is not item and other.card_id >= 0:
                acts = drag.at(ExoTarget(card=other.card_id))
                if acts:
                    return ExoTarget(card=other.card_id), acts
                break
        for (seat, zone), rect in self.zone_rects.items():
            if zone == "field_band" and rect.sceneBoundingRect().contains(pos):
                acts = drag.at(ExoTarget(field_of=seat))
                if acts:
                    return ExoTarget(field_of=seat), acts
        return None, ()

    def dropped(self, item: ExoCardItem, pos: QPointF) -> None:
        self._unlight()
        _target, acts = self.target_at(item, pos)
        item.snap_back()  # the card moves when the engine says so (the table is rebuilt)
        if len(acts) == 1:
            self.acted.emit(acts[0])
        elif acts:
            views = self.views()
            screen = views[0].mapToGlobal(views[0].mapFromScene(pos)) if views else QPoint()
            self.choose.emit(list(acts), screen)
        else:
            self.refused.emit(translate("ExoTable", "That card cannot go there now"))

    def refuse_drag(self, item: ExoCardItem) -> None:
        if not self.offer.acting:
            self.refused.emit(translate("ExoTable", "It is not your decision now"))
        else:
            self.refused.emit(translate("ExoTable", "That card cannot be moved now"))

    def card_clicked(self, item: ExoCardItem) -> None:
        self.clicked.emit(item.card_id)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mousePressEvent(event)
        if event.isAccepted() and self.mouseGrabberItem() is not None:
            return
        for (seat, zone), r in self.pile_items.items():
            if r.sceneBoundingRect().contains(event.scenePos()):
                self.peek.emit(seat, zone)
                return


__all__ = ["CARD_H", "CARD_W", "ExoCardItem", "ExoScene", "zone_word"]
