"""Where each player's zones sit on the table, as plain data the scene reads.

A layout gives, for one player area ``width`` scene units wide, the rectangle of each zone, how
large its cards are, how they are arranged (a pile, a row, or a fan) and who may see their faces.
The person at the screen gets the near layout (play area towards the middle of the table, a larger
hand at the edge); an opponent gets the far one (mirrored, their backs in a strip); several
opponents get a smaller one. Another game brings its own zone kinds and layouts.

Which zones there are, how each lies (pile, row, fan) and who sees its faces is the Lorcana Ruleset's data
(``rulesets.LORCANA.zones``); this module adds only the geometry.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from lorcana_desktop.rulesets import LORCANA, Arrange, Seen


class ZoneKind(Enum):
    """A zone of a Lorcana player's area, by its Ruleset id (a test checks they are the ruleset's zones)."""

    DECK = "deck"
    HAND = "hand"
    INKWELL = "inkwell"
    PLAY = "play"
    DISCARD = "discard"


_ZONES = {z.id: z for z in LORCANA.zones}


@dataclass(frozen=True, slots=True)
class ZoneSpec:
    kind: ZoneKind
    x: float
    y: float
    w: float
    h: float
    arrange: Arrange  # how its cards lie (pile, row, fan), and who may see their faces: the ruleset's
    seen: Seen
    card_scale: float = 1.0  # the zone's cards, relative to CARD_W x CARD_H (a larger hand, small backs)


def zone_spec(kind: ZoneKind, x: float, y: float, w: float, h: float, card_scale: float = 1.0) -> ZoneSpec:
    """A zone's rectangle and card size here; how it lies and who sees it from the ruleset's zone of that id."""
    zone = _ZONES[kind.value]
    return ZoneSpec(kind, x, y, w, h, zone.arrange, zone.seen, card_scale)


@dataclass(frozen=True, slots=True)
class AreaLayout:
    zones: tuple[ZoneSpec, ...]
    lore_x: float  # the lore track: a column of dots
    lore_y: float
    lore_h: float
    name_y: float  # the player's name and counts
    h: float = 500.0  # the area's height
    text_scale: float = 1.0  # zone labels, counts, the name and the lore number (larger on a smaller seat's area)
    labels: bool = True  # the zones' names ("Hand", "Deck"); a smaller seat shows only the counts

    def zone(self, kind: ZoneKind) -> ZoneSpec:
        return next(z for z in self.zones if z.kind is kind)


@dataclass(frozen=True, slots=True)
class AreaLayouts:
    """The three shapes of a player area: the person at the screen, one opponent across, and an
    opponent among several (drawn smaller, so its cards in play and its words are larger in its area)."""

    near: AreaLayout
    far: AreaLayout
    small: AreaLayout


CARD_W = 110.0
CARD_H = CARD_W * 88 / 63
AREA_W = 1600.0  # a player area at its widest (a wide window)
MIN_AREA_W = 1150.0  # and at its narrowest (a window about as tall as it is wide)
AREA_H = 500.0  # the person's area
FAR_H = 380.0  # an opponent's area: their hand, deck and ink are backs, shown small in a strip
SMALL_SCALE = 0.6  # several opponents sit across the top at this size, two to a row
MIN_SMALL_W = 820.0  # such a seat's area at its narrowest
_WIDTH_STEP = 50.0


def area_layouts(width: float = AREA_W) -> AreaLayouts:
    """The layouts of a player area ``width`` scene units wide (kept within MIN_AREA_W..AREA_W).

    The play areas and the hand stretch with the width; the deck and discard keep to the right edge.
    The person's hand runs along the bottom edge with larger cards; an opponent's hand, ink, deck
    and discard are a strip of small cards, so their play area, the cards that matter, gets the room.
    """
    w = max(MIN_AREA_W, min(width, AREA_W))
    near = AreaLayout(
        zones=(
            zone_spec(ZoneKind.PLAY, 90, 8, w - 180, 216),
            zone_spec(ZoneKind.INKWELL, 90, 252, 140, 240, 0.8),
            zone_spec(ZoneKind.HAND, 240, 252, w - 470, 240, 1.1),
            zone_spec(ZoneKind.DECK, w - 220, 252, 130, 98, 0.48),
            zone_spec(ZoneKind.DISCARD, w - 220, 356, 130, 136, 0.74),
        ),
        lore_x=20, lore_y=20, lore_h=460, name_y=240, h=AREA_H,
    )

    def far_layout(w: float, back_scale: float, discard_scale: float, play_scale: float, text_scale: float,
                   labels: bool) -> AreaLayout:
        # Small backs (and the discard's face up top, a little larger), their counts below.
        strip = CARD_H * max(back_scale, discard_scale) + 12 + 19 * text_scale
        name_y = 6 + strip + 4 + 14 * text_scale
        play_y = name_y + 8 * text_scale + 8
        pile = max(78 if labels else 60 + 14 * text_scale, CARD_W * discard_scale + 8)
        deck_x = w - 90 - 2 * pile - 4
        return AreaLayout(
            zones=(
                zone_spec(ZoneKind.HAND, 270, 6, deck_x - 280, strip, back_scale),
                zone_spec(ZoneKind.INKWELL, 90, 6, 170, strip, back_scale),
                zone_spec(ZoneKind.DECK, deck_x, 6, pile, strip, back_scale),
                zone_spec(ZoneKind.DISCARD, w - 90 - pile, 6, pile, strip, discard_scale),
                zone_spec(ZoneKind.PLAY, 90, play_y, w - 180, FAR_H - 6 - play_y, play_scale),
            ),
            lore_x=20, lore_y=10, lore_h=FAR_H - 20, name_y=name_y, h=FAR_H, text_scale=text_scale,
            labels=labels,
        )

    # A smaller seat is laid out for its share of the table: two to a row, each half the table wide.
    small_w = max(MIN_SMALL_W, width / (2 * SMALL_SCALE))
    return AreaLayouts(near, far_layout(w, 0.55, 0.7, 1.0, 1.0, True),
                       far_layout(small_w, 0.45, 0.55, 1.25, 1.6, False))


def table_width(view_w: float, view_h: float, table_h: float) -> float:
    """The player areas' width that fills a view of ``view_w`` x ``view_h`` pixels best for a table
    ``table_h`` scene units high: a narrower table in a squarer window shows bigger cards. In steps of
    50 units, so resizing a window does not lay the table out again for every pixel."""
    if view_w <= 0 or view_h <= 0:
        return AREA_W
    want = table_h * view_w / view_h
    want = _WIDTH_STEP * round(want / _WIDTH_STEP)
    return max(MIN_AREA_W, min(want, AREA_W))


@dataclass(frozen=True, slots=True)
class AreaPlace:
    """Where one player's area goes on the scene: offset and scale."""

    seat: int
    x: float
    y: float
    scale: float
    near: bool


def table_places(seats: int, screen: int, width: float = AREA_W) -> tuple[list[AreaPlace], float]:
    """Where each player's area (``width`` wide) goes, and the table's height.

    The person at the screen sits at the bottom at full size. One opponent faces them at full
    size; more opponents sit across the top at SMALL_SCALE, two to a row.
    """
    others = [(screen + k) % seats for k in range(1, seats)]
    if len(others) == 1:
        return [AreaPlace(others[0], 0.0, 0.0, 1.0, False), AreaPlace(screen, 0.0, FAR_H, 1.0, True)], FAR_H + AREA_H
    scale = SMALL_SCALE
    rows = (len(others) + 1) // 2
    places = []
    for n, seat in enumerate(others):
        row, col = divmod(n, 2)
        alone = row == rows - 1 and len(others) % 2 == 1
        x = width / 4 if alone else col * width / 2
        places.append(AreaPlace(seat, x, row * FAR_H * scale, scale, False))
    top = rows * FAR_H * scale
    places.append(AreaPlace(screen, 0.0, top, 1.0, True))
    return places, top + AREA_H
