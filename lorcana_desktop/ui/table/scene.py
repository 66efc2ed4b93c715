"""The table scene: every player's zones laid out from layout data, the cards of ``view(player)``, and
mouse gestures turned into engine actions (a drop never moves a card by itself)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from lorcana_desktop.app.table_offer import DropTarget as OfferTarget
from lorcana_desktop.app.table_offer import TableOffer, nothing_offered
from lorcana_desktop.cards import CardIndex, CardType
from lorcana_desktop.cards.model import Card
from lorcana_desktop.engine import (
    Action,
    CardView,
    Challenge,
    GameView,
    InkCard,
    Move,
    PlayCard,
    PlayerView,
)
from lorcana_desktop.ui.cards import back_pixmap, card_face, card_tooltip, face_events, table_face
from lorcana_desktop.ui.deck_qt_workaround import keep_none_alive
from lorcana_desktop.ui.game_words import zone_word
from lorcana_desktop.ui.i18n import translate
from lorcana_desktop.ui.table import highlights as hl
from lorcana_desktop.ui.table.card_item import CardItem, Mark
from lorcana_desktop.ui.table.highlights import qcolor
from lorcana_desktop.ui.table.layers import Layer
from lorcana_desktop.ui.table.layout import (
    AREA_H,
    AREA_W,
    CARD_H,
    CARD_W,
    FAR_H,
    AreaLayout,
    AreaPlace,
    ZoneKind,
    ZoneSpec,
    area_layouts,
    table_places,
)

# The table paints with many void Qt calls; see deck_qt_workaround for why this is needed.
keep_none_alive()

PIXMAP_W = 200  # full faces are drawn at this width and scaled down on the table (sharp when zoomed)
TABLE_FACE_W = 240  # table faces (the basics in large print) likewise
FULL_FACE_PX = 190  # a card this many pixels wide on the screen shows its full face, rules text and all
ZONE_INDEX = {"deck": 0, "hand": 1, "inkwell": 2, "play": 3, "discard": 4, "under": 5}


@dataclass(frozen=True, slots=True)
class DropTarget:
    """What a dragged card is over: one card, or one player's zone."""

    card: int = -1
    seat: int = -1
    zone: ZoneKind | None = None


def scene_target(target: OfferTarget) -> DropTarget:
    """The scene's drop target for one of the offer's (its zones are the table layout's)."""
    return DropTarget(target.card, target.seat, None if target.zone is None else ZoneKind(target.zone.value))


class ZoneArea(QGraphicsRectItem):
    """The outline of one player's zone; lights up as a drop target."""

    def __init__(self, seat: int, spec: ZoneSpec, label: str, text_scale: float = 1.0) -> None:
        super().__init__(QRectF(0, 0, spec.w, spec.h))
        self.seat = seat
        self.spec = spec
        self.setZValue(Layer.ZONE)
        self.setPen(QPen(QColor(255, 255, 255, 45), 1.5, Qt.PenStyle.DashLine))
        self._label = QGraphicsSimpleTextItem(label, self)
        self._label.setBrush(QBrush(QColor(235, 235, 225, 170)))
        font = QFont()
        font.setPixelSize(round(13 * text_scale))
        self._label.setFont(font)
        self._label.setPos(6, spec.h - 19 * text_scale if spec.kind is not ZoneKind.PLAY else 4)
        self.count = QGraphicsSimpleTextItem("", self)
        bold = QFont(font)
        bold.setBold(True)
        bold.setPixelSize(round(15 * text_scale))
        self.count.setFont(bold)
        self.count.setBrush(QBrush(QColor(255, 255, 255)))
        self.count.setZValue(Layer.CARD_RAISED)
        self.set_lit(False)

    def set_lit(self, lit: bool, hover: bool = False) -> None:
        if hover:
            self.setBrush(QBrush(qcolor(hl.DROP_HOVER, 90)))
        elif lit:
            self.setBrush(QBrush(qcolor(hl.DROP_TARGET, 45)))
        else:
            self.setBrush(QBrush(QColor(0, 0, 0, 28)))

    def set_count(self, text: str) -> None:
        self.count.setText(text)
        r = self.count.boundingRect()
        x, y = self.spec.w - r.width() - 6, self.spec.h - r.height() - 2
        label = self._label.boundingRect()
        if self._label.text() and self.spec.kind is not ZoneKind.PLAY and x < 6 + label.width() + 6:
            y -= label.height() + 2  # too long beside the zone's name ("3 of 5 ready"): a line above it
        self.count.setPos(x, y)


class LoreTrack(QGraphicsItem):
    """A column of lore dots up to the goal (20, or 15 in Pack Rush); filled ones are the player's lore; under the
    number, the player's ink drops (a blue drop and a count) while they have any."""

    def __init__(self, height: float, number_px: int = 20) -> None:
        super().__init__()
        self.number_px = number_px  # larger on a half-size area, so an opponent's lore reads at a glance
        self.lore = 0
        self.goal = 20
        self.drops = 0
        self.active = False
        self._h = height
        self.setZValue(Layer.ZONE)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, 52, self._h + 8)

    def set_lore(self, lore: int, goal: int, active: bool, drops: int = 0) -> None:
        if (lore, goal, active, drops) != (self.lore, self.goal, self.active, self.drops):
            self.lore, self.goal, self.active, self.drops = lore, goal, active, drops
            self.setToolTip(translate("LoreTrack", "Ink drops: {n} (each may be removed to pay 1 ⬡)")
                            .format(n=drops) if drops else "")
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 215, 90) if self.active else QColor(255, 255, 255, 60), 2))
        painter.setBrush(QBrush(QColor(0, 0, 0, 60)))
        painter.drawRoundedRect(QRectF(0, 0, 44, self._h), 8, 8)
        top = 40.0
        step = (self._h - top - 10) / max(self.goal, 1)
        r = min(step * 0.42, 8.0)
        for k in range(self.goal):
            y = self._h - 10 - step * (k + 0.5)
            filled = k < self.lore
            painter.setPen(QPen(QColor(255, 255, 255, 90), 1))
            painter.setBrush(QBrush(QColor(236, 190, 60) if filled else QColor(255, 255, 255, 25)))
            painter.drawEllipse(QPointF(22, y), r, r)
        font = QFont()
        font.setPixelSize(self.number_px)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(255, 225, 120))
        if not self.drops:
            painter.drawText(QRectF(-4, 2, 52, 34), Qt.AlignmentFlag.AlignCenter, str(self.lore))
            return
        painter.drawText(QRectF(-4, 0, 52, 26), Qt.AlignmentFlag.AlignCenter, str(self.lore))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor(90, 170, 255)))
        painter.drawEllipse(QPointF(13, 32), 5, 5)
        painter.drawPolygon([QPointF(8.6, 30), QPointF(17.4, 30), QPointF(13, 23)])
        font.setPixelSize(12)
        painter.setFont(font)
        painter.setPen(QColor(170, 210, 255))
        painter.drawText(QRectF(20, 24, 22, 16), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         str(self.drops))


class TableScene(QGraphicsScene):
    """Renders a view and turns gestures into actions. It never changes the game itself."""

    actionChosen = Signal(object)  # an Action to play
    actionsOffered = Signal(list, QPoint)  # several actions fit: ask which (screen position)
    rejected = Signal(str)  # an illegal drop, with the engine's reason
    cardClicked = Signal(int)  # a click on a card (choices, mulligans)
    hoverCard = Signal(object)  # a Card (or None) under the mouse
    discardClicked = Signal(int)  # a seat's discard pile was clicked
    cardMenu = Signal(int, QPoint)  # right-click on a card: its actions and the manual tools

    def __init__(self, cards: CardIndex, check: Callable[[Action], str | None],
                 parent: Any = None) -> None:
        super().__init__(parent)
        self.cards = cards
        self.check = check
        self.setSceneRect(QRectF(0, 0, AREA_W, FAR_H + AREA_H))
        self.setBackgroundBrush(QBrush(qcolor(hl.FELT)))
        self.items_by_key: dict[object, CardItem] = {}
        self.zones: dict[tuple[int, ZoneKind], ZoneArea] = {}
        self.lore_tracks: dict[int, LoreTrack] = {}
        self.name_labels: dict[int, QGraphicsSimpleTextItem] = {}
        self.group_frames: list[QGraphicsRectItem] = []
        self.places: dict[int, AreaPlace] = {}
        self.view: GameView | None = None
        self.legal: list[Action] = []
        self.offer: TableOffer = nothing_offered(0)  # what the table offers now; it renders this
        self.screen_seat = 0
        self.seat_names: list[str] = []
        self.choice_cards: set[int] = set()  # cards lit for the pending choice
        self.chosen: set[int] = set()
        self.last_move: set[int] = set()  # what the computer just did (marked until the person acts)
        self.animate_moves = True  # cards slide where they go; off: they jump there
        self.manual_names: set[str] = set()
        self._drag_targets: list[tuple[DropTarget, Action]] = []
        self._hover_target: DropTarget | None = None
        self._pix_cache: dict[tuple[str, bool], QPixmap] = {}
        self.full_faces = False  # zoomed in far enough to read whole faces (``view_scaled``)
        self._built_for: tuple[int, int, float] | None = None
        self.table_w = AREA_W  # the player areas' width: narrower in a squarer window (``set_table_width``)
        self._layouts = area_layouts(AREA_W)
        self.interactive = True
        # The last line of a card's tooltip: how to act on it here ("" on a read-only table, a replay).
        self.card_hint = self.tr("drag to act; double-click to quest; right-click for every action")
        # What the person cannot do with one of their cards now, and why (the table widget answers).
        self.refusals: Callable[[int], list[str]] | None = None
        face_events().changed.connect(self.refresh_faces)

    def view_scaled(self, scale: float) -> None:
        """The view shows the table at ``scale``: small cards show their basics in large print, cards
        large on the screen (zoomed in) their full face."""
        full = CARD_W * scale >= FULL_FACE_PX
        if full != self.full_faces:
            self.full_faces = full
            self.refresh_faces()

    def refresh_faces(self) -> None:
        """The user's card images changed: draw every card again."""
        self._pix_cache.clear()
        for item in self.items_by_key.values():
            pm, landscape = self._pixmap(item.name)
            item.set_pixmap(pm, landscape)

    # ================================================================ building and syncing

    def _build_areas(self, seats: int, screen: int) -> None:
        for item in list(self.zones.values()) + list(self.lore_tracks.values()) + list(self.name_labels.values()):
            self.removeItem(item)
        self.zones.clear()
        self.lore_tracks.clear()
        self.name_labels.clear()
        places, height = table_places(seats, screen, self.table_w)
        self._layouts = area_layouts(self.table_w)
        self.places = {p.seat: p for p in places}
        self.setSceneRect(QRectF(0, 0, self.table_w, height))
        # The zones in the rules' words of the window's language (cards/glossary.py).
        labels = {ZoneKind.DECK: zone_word("deck"), ZoneKind.HAND: zone_word("hand"),
                  ZoneKind.INKWELL: zone_word("inkwell"), ZoneKind.PLAY: zone_word("play area"),
                  ZoneKind.DISCARD: zone_word("discard")}
        for seat, place in self.places.items():
            layout = self._layout(place)
            for spec in layout.zones:
                area = ZoneArea(seat, spec, labels[spec.kind] if layout.labels else "", layout.text_scale)
                self.addItem(area)
                area.setScale(place.scale)
                area.setPos(self._to_scene(place, spec.x, spec.y))
                self.zones[(seat, spec.kind)] = area
            track = LoreTrack(layout.lore_h, round(20 * min(layout.text_scale, 1.6)))
            self.addItem(track)
            track.setScale(place.scale)
            track.setPos(self._to_scene(place, layout.lore_x, layout.lore_y))
            self.lore_tracks[seat] = track
            label = QGraphicsSimpleTextItem("")
            font = QFont()
            font.setPixelSize(round(18 * layout.text_scale))
            font.setBold(True)
            label.setFont(font)
            label.setBrush(QBrush(QColor(245, 240, 220)))
            label.setZValue(Layer.ZONE)
            self.addItem(label)
            label.setScale(place.scale)
            label.setPos(self._to_scene(place, 90, layout.name_y - 14 * layout.text_scale))
            self.name_labels[seat] = label
        self._built_for = (seats, screen, self.table_w)
        # Last: fitting may choose another width for this height, and lay the table out again.
        for view in self.views():
            fit = getattr(view, "fit", None)
            if callable(fit):
                fit()

    def set_table_width(self, width: float) -> bool:
        """Lay the table out ``width`` scene units wide (see ``layout.table_width``); True if it changed."""
        if width == self.table_w:
            return False
        self.table_w = width
        if self.view is not None:
            self.set_view(self.view, self.offer, self.screen_seat, self.seat_names, animate=False)
        return True

    def _layout(self, place: AreaPlace) -> AreaLayout:
        if place.near:
            return self._layouts.near
        return self._layouts.far if place.scale >= 1.0 else self._layouts.small

    @staticmethod
    def _to_scene(place: AreaPlace, x: float, y: float) -> QPointF:
        return QPointF(place.x + x * place.scale, place.y + y * place.scale)

    def _pixmap(self, name: str | None) -> tuple[QPixmap, bool]:
        """A face (or the back when ``name`` is None) and whether it is landscape (locations)."""
        key = (name or "", self.full_faces)
        hit = self._pix_cache.get(key)
        landscape = False
        card: Card | None = None
        if name is not None:
            card = self._card(name)
            landscape = card is not None and card.type is CardType.LOCATION
        if hit is not None:
            return hit, landscape
        if card is None:
            pm = back_pixmap(PIXMAP_W)
        else:
            pm = card_face(card, PIXMAP_W) if self.full_faces else table_face(card, TABLE_FACE_W)
        self._pix_cache[key] = pm
        return pm, landscape

    def _card(self, name: str) -> Card | None:
        try:
            return self.cards.by_name(name)
        except KeyError:
            return None

    def card_of(self, item: CardItem) -> Card | None:
        return None if item.name is None else self._card(item.name)

    def _item(self, key: object, name: str | None, seen: set[object]) -> CardItem:
        pm, landscape = self._pixmap(name)
        item = self.items_by_key.get(key)
        if item is None:
            item = CardItem(key, pm, landscape)
            self.addItem(item)
            self.items_by_key[key] = item
            item.name = name
        elif item.name != name:
            item.set_pixmap(pm, landscape)
            item.name = name
            item.has_tooltip = False
        if name is not None and not item.has_tooltip:
            card = self._card(name)
            if card is not None:
                item.base_tip = card_tooltip(card, hint=self.card_hint)
                item.setToolTip(item.base_tip)
            item.has_tooltip = True
        elif name is None:  # a card this person may not see: say so, never its name
            item.setToolTip(self.tr("A face-down card"))
        seen.add(key)
        return item

    def set_view(self, view: GameView, offer: TableOffer, screen: int, seat_names: Sequence[str],
                 animate: bool = True) -> None:
        """Show ``view`` (what the person at ``screen`` may see) with what ``offer`` offers lit."""
        self.view = view
        self.offer = offer
        self.legal = list(offer.legal)
        self.choice_cards = set(offer.lit)
        self.screen_seat = screen
        self.seat_names = list(seat_names)
        seats = len(view.players)
        if self._built_for != (seats, screen, self.table_w):
            self._build_areas(seats, screen)
            animate = False
        seen: set[object] = set()
        for frame in self.group_frames:
            self.removeItem(frame)
        self.group_frames = []
        for seat, place in self.places.items():
            layout = self._layout(place)
            player = view.players[seat]
            self._sync_hand(player, place, layout.zone(ZoneKind.HAND), seen, animate)
            self._sync_play(player, place, layout.zone(ZoneKind.PLAY), view, seen, animate)
            self._sync_inkwell(player, place, layout.zone(ZoneKind.INKWELL), seen, animate)
            self._sync_piles(player, place, layout, seen, animate)
            active = view.active == seat and view.winner is None
            self.lore_tracks[seat].set_lore(player.lore, view.goal, active, player.drops)
            label = self.seat_names[seat] if seat < len(self.seat_names) else self.tr("Player %1").replace(
                "%1", str(seat + 1))
            text = label + (self.tr("  (left the game)") if player.out else "")
            if active:
                text = "\u25b6 " + text
            self.name_labels[seat].setText(text)
        for key in [k for k in self.items_by_key if k not in seen]:
            self.removeItem(self.items_by_key.pop(key))
        for item in self.items_by_key.values():
            marks = Mark.NONE
            if self.interactive and item.card_id in offer.glow and item.owner == screen:
                marks |= Mark.PLAYABLE
            if item.card_id in self.choice_cards:
                marks |= Mark.TARGET
            if item.card_id in self.chosen:
                marks |= Mark.CHOSEN
            if item.card_id in self.last_move:
                marks |= Mark.LAST_MOVE
            item.set_marks(marks)
            # (a card under another may be played from there: "play characters from under this item")
            item.draggable = self.interactive and item.card_id in offer.drags
            item.setCursor(Qt.CursorShape.OpenHandCursor if item.draggable else Qt.CursorShape.ArrowCursor)

    def _fresh_start(self, item: CardItem, place: AreaPlace, spec: ZoneSpec) -> None:
        """A card new to the table appears from its zone's middle (an opponent's card from their hand)."""
        if item.fresh:
            item.fresh = False
            hand = self._layout(place).zone(ZoneKind.HAND)
            src = hand if spec.kind is ZoneKind.PLAY else spec
            item.setScale(place.scale * src.card_scale)
            x = src.x + src.w / 2 - CARD_W * src.card_scale / 2
            item.setPos(item.pos_for(self._to_scene(place, x, src.y + 10)))

    def _place(self, item: CardItem, place: AreaPlace, spec: ZoneSpec, x: float, y: float, exerted: bool,
               animate: bool, z: float = Layer.CARD) -> None:
        self._fresh_start(item, place, spec)
        item.setScale(place.scale * spec.card_scale)
        if item.zValue() < Layer.DRAGGED:
            item.setZValue(z)
        item.place(self._to_scene(place, x, y), exerted, animate)

    def _sync_hand(self, player: PlayerView, place: AreaPlace, spec: ZoneSpec, seen: set[object],
                   animate: bool) -> None:
        seat = player.seat
        # Another player's hand is a row of backs, one per card (which card is where is hidden).
        hand: Sequence[CardView | None] = player.hand if player.hand or not player.hand_size \
            else [None] * player.hand_size
        n = len(hand)
        cw, ch = CARD_W * spec.card_scale, CARD_H * spec.card_scale
        step = min(cw + 8, (spec.w - cw - 10) / max(n - 1, 1)) if n > 1 else 0
        total = cw + step * (n - 1) if n else 0
        x0 = spec.x + (spec.w - total) / 2
        top = spec.y + max(4.0, min(8.0, (spec.h - 19 * self._text_scale(place) - ch) / 2))
        for k, c in enumerate(hand):
            key: object = c.id if c is not None else ("hand", seat, k)
            item = self._item(key, c.name if c is not None else None, seen)
            item.owner, item.zone = seat, "hand"
            item.damage, item.drying, item.note = 0, False, ""
            item.manual = c.name in self.manual_names if c is not None else False
            lift = -10.0 if item.card_id in self.chosen else 0.0
            self._place(item, place, spec, x0 + k * step, top + lift, False, animate, Layer.CARD + k * 0.01)
        self.zones[(seat, ZoneKind.HAND)].set_count(str(n) if n else "")

    def _sync_play(self, player: PlayerView, place: AreaPlace, spec: ZoneSpec, view: GameView, seen: set[object],
                   animate: bool) -> None:
        seat = player.seat
        here = player.play
        locations = [c.id for c in here if c.name is not None and self._is_location(c.name)]
        loose = [c for c in here if c.id not in locations and c.location not in locations]
        order: list[tuple[CardView, int]] = []  # (card, group: -1 or location)
        order += [(c, -1) for c in loose]
        for loc in locations:
            order.append((view.cards[loc], loc))
            order += [(c, loc) for c in here if c.location == loc]
        cs = spec.card_scale
        widths = []
        for c, _ in order:
            landscape = c.name is not None and self._is_location(c.name)
            widths.append((CARD_H if c.exerted or landscape else CARD_W) * cs)
        gap = 12.0
        total = sum(widths) + gap * max(len(widths) - 1, 0)
        squeeze = 1.0 if total <= spec.w - 20 else (spec.w - 20 - sum(widths)) / max(gap * (len(widths) - 1), 1)
        x = spec.x + 10 + max(0.0, (spec.w - 20 - total) / 2) if squeeze == 1.0 else spec.x + 10
        step_gap = gap if squeeze == 1.0 else None
        if step_gap is None:
            # Too many cards: overlap them evenly so every card keeps a visible strip.
            step = (spec.w - 20 - widths[-1]) / max(len(widths) - 1, 1)
        cy = spec.y + spec.h / 2 + min(6.0, (spec.h - CARD_H * cs) / 2 - 2)
        group_rects: dict[int, QRectF] = {}
        for k, ((c, group), w) in enumerate(zip(order, widths, strict=True)):
            item = self._item(c.id, c.name, seen)
            item.owner, item.zone = seat, "play"
            item.damage = c.damage
            item.drying = not c.dry and c.name is not None and self._is_character(c.name)
            item.manual = bool(c.in_play.manual) if c.in_play is not None else c.name in self.manual_names
            if c.note != item.note:
                item.note = c.note
                item.update()
            iw, ih = (d * cs for d in item.size())
            left = x
            top = cy - ih / 2
            self._place(item, place, spec, left + (w - iw) / 2, top, c.exerted, animate, Layer.CARD + k * 0.01)
            self._sync_under(item, place, spec, left + (w - iw) / 2, top, c.under, view, seen, animate)
            if group >= 0:
                r = QRectF(left - 5, cy - CARD_H * cs / 2 - 5, w + 10, CARD_H * cs + 10)
                group_rects[group] = group_rects[group].united(r) if group in group_rects else r
            x += w + (step_gap if step_gap is not None else 0)
            if step_gap is None:
                x = spec.x + 10 + step * (k + 1)
        for rect in group_rects.values():
            frame = QGraphicsRectItem(rect)
            frame.setPen(QPen(QColor(120, 190, 255, 150), 2))
            frame.setBrush(QBrush(QColor(120, 190, 255, 30)))
            frame.setZValue(Layer.LOCATION_GROUP)
            frame.setScale(place.scale)
            frame.setPos(QPointF(place.x, place.y))
            self.addItem(frame)
            self.group_frames.append(frame)
        self.zones[(seat, ZoneKind.PLAY)].set_count("")

    def _sync_under(self, top: CardItem, place: AreaPlace, spec: ZoneSpec, x: float, y: float,
                    under: tuple[int, ...], view: GameView, seen: set[object], animate: bool) -> None:
        """A Shift stack shows offset beneath its top card; Boost cards peek out face down."""
        for k, u in enumerate(reversed(under)):
            item = self._item(u, view.cards[u].name, seen)
            item.owner, item.zone = top.owner, "under"
            item.damage, item.drying, item.manual, item.note = 0, False, False, ""
            off = (k + 1) * spec.card_scale
            self._place(item, place, spec, x - 10.0 * off, y - 14.0 * off, False, animate, Layer.UNDER - k * 0.01)

    def _sync_inkwell(self, player: PlayerView, place: AreaPlace, spec: ZoneSpec, seen: set[object],
                      animate: bool) -> None:
        seat = player.seat
        ink = player.inkwell
        n = len(ink)
        ready = sum(1 for c in ink if not c.exerted)
        # An exerted (spent) ink card turns about its middle and is CARD_H wide: the row leaves room for it.
        cs = spec.card_scale
        turned = (CARD_H - CARD_W) * cs / 2  # how far a turned card reaches past its upright sides
        left = spec.x + turned + 4
        step = min(24.0 * cs, (spec.w - CARD_W * cs - 2 * turned - 8) / max(n - 1, 1)) if n > 1 else 0
        top = spec.y + max(4.0, min(8.0, (spec.h - 19 * self._text_scale(place) - CARD_H * cs) / 2))
        for k, c in enumerate(ink):
            item = self._item(c.id, None, seen)
            item.owner, item.zone = seat, "inkwell"
            item.damage, item.drying, item.manual, item.note = 0, False, False, ""
            self._place(item, place, spec, left + k * step, top, c.exerted, animate, Layer.CARD + k * 0.01)
        self.zones[(seat, ZoneKind.INKWELL)].set_count(self.tr("%1 of %2 ready").replace("%1", str(ready))
                                                       .replace("%2", str(n)) if n else "")

    def _sync_piles(self, player: PlayerView, place: AreaPlace, layout: AreaLayout, seen: set[object],
                    animate: bool) -> None:
        seat = player.seat
        deck_spec = layout.zone(ZoneKind.DECK)
        n_deck = player.deck_size
        if n_deck:
            item = self._item(("deck", seat), None, seen)
            item.owner, item.zone = seat, "deck"
            self._place(item, place, deck_spec, deck_spec.x + (deck_spec.w - CARD_W * deck_spec.card_scale) / 2,
                        deck_spec.y + 4, False, False)
        self.zones[(seat, ZoneKind.DECK)].set_count(str(n_deck))
        dis_spec = layout.zone(ZoneKind.DISCARD)
        pile = player.discard
        if pile:
            top = pile[-1]
            item = self._item(top.id, top.name, seen)
            item.owner, item.zone = seat, "discard"
            item.damage, item.drying, item.manual, item.note = 0, False, False, ""
            self._place(item, place, dis_spec, dis_spec.x + (dis_spec.w - item.size()[0] * dis_spec.card_scale) / 2,
                        dis_spec.y + 4, False, animate)
        self.zones[(seat, ZoneKind.DISCARD)].set_count(str(len(pile)) if pile else "")

    def _text_scale(self, place: AreaPlace) -> float:
        return self._layout(place).text_scale

    def _is_location(self, name: str | None) -> bool:
        c = self._card(name) if name else None
        return c is not None and c.type is CardType.LOCATION

    def _is_character(self, name: str | None) -> bool:
        c = self._card(name) if name else None
        return c is not None and c.type is CardType.CHARACTER

    # ================================================================ gestures

    def drag_started(self, item: CardItem) -> None:
        self._drag_targets = []
        drag = self.offer.drags.get(item.card_id)
        for drop in drag.drops if drag is not None else ():
            for a in drop.actions:
                self._drag_targets.append((scene_target(drop.target), a))
        for t, _ in self._drag_targets:
            if t.card >= 0 and t.card in self.items_by_key:
                target = self.items_by_key[t.card]
                target.set_marks(target.marks | Mark.TARGET)
            elif t.zone is not None:
                self.zones[(t.seat, t.zone)].set_lit(True)
        self.hoverCard.emit(None)

    def drag_moved(self, item: CardItem, pos: QPointF) -> None:
        target = self.target_at(pos, item)
        if target == self._hover_target:
            return
        self._light_hover(self._hover_target, False)
        self._hover_target = target
        self._light_hover(target, True)

    def _light_hover(self, target: DropTarget | None, on: bool) -> None:
        if target is None or not any(t == target for t, _ in self._drag_targets):
            return
        if target.card >= 0 and target.card in self.items_by_key:
            it = self.items_by_key[target.card]
            it.set_marks((it.marks | Mark.HOVER_TARGET) if on else (it.marks & ~Mark.HOVER_TARGET))
        elif target.zone is not None:
            self.zones[(target.seat, target.zone)].set_lit(True, hover=on)

    def _clear_drag(self) -> None:
        for t, _ in self._drag_targets:
            if t.card >= 0 and t.card in self.items_by_key:
                it = self.items_by_key[t.card]
                it.set_marks(it.marks & ~(Mark.TARGET | Mark.HOVER_TARGET))
            elif t.zone is not None:
                self.zones[(t.seat, t.zone)].set_lit(False)
        self._drag_targets = []
        self._hover_target = None

    def target_at(self, pos: QPointF, dragged: CardItem | None = None) -> DropTarget | None:
        """The card under ``pos`` (not the dragged one), else the zone under it."""
        for it in self.items(pos):
            if isinstance(it, CardItem) and it is not dragged and it.card_id >= 0 and it.zone == "play":
                return DropTarget(card=it.card_id)
        for (seat, kind), area in self.zones.items():
            if area.sceneBoundingRect().contains(pos):
                return DropTarget(seat=seat, zone=kind)
        return None

    def dropped(self, item: CardItem, pos: QPointF) -> None:
        """A drop becomes an action: one fits, it is chosen; several, a menu asks; none, the card snaps back."""
        fits = list(self._drag_targets)
        self._clear_drag()
        target = self.target_at(pos, item)
        matching: list[Action] = []
        if target is not None:
            matching = [a for t, a in fits if t == target]
            if not matching and target.card >= 0:
                # Over a card that is not a target: the zone it lies in may be (a hand card over
                # one of your characters, played to the play area).
                zone_t = self._zone_target_at(pos)
                if zone_t is not None:
                    target = zone_t
                    matching = [a for t, a in fits if t == zone_t]
        if len(matching) == 1:
            item.snap_back()  # the engine's events move it where it goes
            self.actionChosen.emit(matching[0])
            return
        if len(matching) > 1:
            item.snap_back()
            view = self.views()[0] if self.views() else None
            screen = view.mapToGlobal(view.mapFromScene(pos)) if view is not None else QPoint()
            self.actionsOffered.emit(matching, screen)
            return
        item.snap_back()
        self.rejected.emit(self._reason(item, target))

    def _zone_target_at(self, pos: QPointF) -> DropTarget | None:
        for (seat, kind), area in self.zones.items():
            if area.sceneBoundingRect().contains(pos):
                return DropTarget(seat=seat, zone=kind)
        return None

    def _reason(self, item: CardItem, target: DropTarget | None) -> str:
        """Why a drop does nothing, in the engine's words where an action was meant."""
        c = item.card_id
        probe: Action | None = None
        if target is not None and target.card >= 0:
            other = self.items_by_key.get(target.card)
            if other is not None and other.owner != self.screen_seat:
                probe = Challenge(c, target.card) if item.zone == "play" else None
            elif other is not None and item.zone == "play" and self._is_location(other.name):
                probe = Move(c, target.card)
            elif other is not None and item.zone == "hand":
                probe = PlayCard(c, shift=(target.card,))
        elif target is not None and target.zone is ZoneKind.INKWELL and target.seat == self.screen_seat:
            probe = InkCard(c) if item.zone == "hand" else None
        elif target is not None and target.zone is ZoneKind.PLAY and target.seat == self.screen_seat:
            probe = PlayCard(c) if item.zone == "hand" else None
        if probe is not None:
            reason = self.check(probe)
            if reason:
                return reason
        return self.tr("Nothing happens there. Drag to your inkwell to ink, to your play area to play, "
                       "onto an opposing character to challenge, or onto your location to move.")

    def clicked(self, item: CardItem) -> None:
        if item.zone == "discard":
            self.discardClicked.emit(item.owner)
            return
        if item.card_id >= 0:
            self.cardClicked.emit(item.card_id)

    def double_clicked(self, item: CardItem) -> None:
        if not self.interactive or item.card_id < 0:
            return
        offer = self.offer
        if offer.pick is not None:
            # A quick second click while choosing is a click (on a lit target, or a mulligan card).
            self.cardClicked.emit(item.card_id)
            return
        one = offer.double_clicks.get(item.card_id)
        if one is not None:
            self.actionChosen.emit(one)
            return
        acts = [e.action for e in offer.menu(item.card_id) if e.tool is None]
        if acts:
            view = self.views()[0] if self.views() else None
            screen = view.mapToGlobal(view.mapFromScene(item.sceneBoundingRect().center())) if view else QPoint()
            self.actionsOffered.emit(acts, screen)

    def context_menu(self, item: CardItem, screen_pos: QPoint) -> None:
        if item.card_id < 0:
            return
        self.cardMenu.emit(item.card_id, screen_pos)

    def hovered(self, item: CardItem | None) -> None:
        if item is not None and item.base_tip:
            lines = self._refused(item)
            item.setToolTip(item.base_tip + ("\n\n" + "\n".join(lines) if lines else ""))
        self.hoverCard.emit(None if item is None else self.card_of(item))

    def _refused(self, item: CardItem) -> list[str]:
        """Why the person cannot use their ``item`` now (empty for other cards, or when nothing is refused)."""
        if self.refusals is None or item.card_id < 0 or item.owner != self.screen_seat \
                or item.zone not in ("hand", "play"):
            return []
        return self.refusals(item.card_id)

    def pressed(self, item: CardItem) -> None:
        """A press on a card that can do nothing now says why ("Needs 4 ink; you have 3 ready")."""
        if item.card_id >= 0 and item.card_id not in self.offer.glow and item.card_id not in self.choice_cards:
            self.drag_refused(item)

    def drag_refused(self, item: CardItem) -> None:
        """A card that cannot be dragged was pulled: say why, in the engine's reasons."""
        lines = self._refused(item)
        if lines:
            self.rejected.emit(" ".join(line if line.endswith((".", "!", "?")) else line + "." for line in lines))
