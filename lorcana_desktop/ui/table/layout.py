"""Where each player's zones sit on the table, as plain data the scene reads.

A layout gives, for one player area of ``AREA_W`` x ``AREA_H`` scene units, the rectangle of
each zone, how its cards are arranged (a pile, a row, or a fan) and who may see their faces.
The person at the screen gets ``NEAR`` (play area towards the middle of the table, hand at the
edge); opponents get ``FAR`` (mirrored). Another game brings its own zone kinds and layouts.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class ZoneKind(Enum):
    DECK = "deck"
    HAND = "hand"
    INKWELL = "inkwell"
    PLAY = "play"
    DISCARD = "discard"


class Arrange(Enum):
    PILE = "pile"  # one card shown (the top), with a count
    ROW = "row"  # side by side, squeezed to fit
    FAN = "fan"  # overlapping, like a hand


class Faces(Enum):
    UP = "up"  # everyone sees the faces
    OWNER = "owner"  # only the owner (the hand)
    DOWN = "down"  # nobody (deck, inkwell: CR 7.5.4)


@dataclass(frozen=True, slots=True)
class ZoneSpec:
    kind: ZoneKind
    x: float
    y: float
    w: float
    h: float
    arrange: Arrange
    faces: Faces


@dataclass(frozen=True, slots=True)
class AreaLayout:
    zones: tuple[ZoneSpec, ...]
    lore_x: float  # the lore track: a column of dots
    lore_y: float
    lore_h: float
    name_y: float  # the player's name and counts

    def zone(self, kind: ZoneKind) -> ZoneSpec:
        return next(z for z in self.zones if z.kind is kind)


CARD_W = 110.0
CARD_H = CARD_W * 88 / 63
AREA_W = 1600.0  # a player area at its widest (a wide window)
MIN_AREA_W = 1150.0  # and at its narrowest (a window about as tall as it is wide)
AREA_H = 500.0
_WIDTH_STEP = 50.0


def area_layouts(width: float = AREA_W) -> tuple[AreaLayout, AreaLayout]:
    """The near and far layouts of a player area ``width`` scene units wide (kept within MIN_AREA_W..AREA_W).

    The play area and the hand stretch with the width; the deck and discard keep to the right edge.
    """
    w = max(MIN_AREA_W, min(width, AREA_W))
    near = AreaLayout(
        zones=(
            ZoneSpec(ZoneKind.PLAY, 90, 8, w - 180, 205, Arrange.ROW, Faces.UP),
            ZoneSpec(ZoneKind.INKWELL, 90, 300, 220, 192, Arrange.ROW, Faces.DOWN),
            ZoneSpec(ZoneKind.HAND, 330, 300, w - 700, 192, Arrange.FAN, Faces.OWNER),
            ZoneSpec(ZoneKind.DECK, w - 350, 300, 120, 192, Arrange.PILE, Faces.DOWN),
            ZoneSpec(ZoneKind.DISCARD, w - 210, 300, 120, 192, Arrange.PILE, Faces.UP),
        ),
        lore_x=20, lore_y=20, lore_h=460, name_y=245,
    )
    far = AreaLayout(
        zones=(
            ZoneSpec(ZoneKind.HAND, 330, 6, w - 700, 192, Arrange.FAN, Faces.OWNER),
            ZoneSpec(ZoneKind.INKWELL, 90, 6, 220, 192, Arrange.ROW, Faces.DOWN),
            ZoneSpec(ZoneKind.DECK, w - 350, 6, 120, 192, Arrange.PILE, Faces.DOWN),
            ZoneSpec(ZoneKind.DISCARD, w - 210, 6, 120, 192, Arrange.PILE, Faces.UP),
            ZoneSpec(ZoneKind.PLAY, 90, 287, w - 180, 205, Arrange.ROW, Faces.UP),
        ),
        lore_x=20, lore_y=20, lore_h=460, name_y=235,
    )
    return near, far


NEAR, FAR = area_layouts(AREA_W)


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
    size; more opponents sit across the top at half size, two to a row.
    """
    others = [(screen + k) % seats for k in range(1, seats)]
    if len(others) == 1:
        return [AreaPlace(others[0], 0.0, 0.0, 1.0, False), AreaPlace(screen, 0.0, AREA_H, 1.0, True)], 2 * AREA_H
    scale = 0.5
    rows = (len(others) + 1) // 2
    places = []
    for n, seat in enumerate(others):
        row, col = divmod(n, 2)
        alone = row == rows - 1 and len(others) % 2 == 1
        x = width * scale / 2 if alone else col * width * scale
        places.append(AreaPlace(seat, x, row * AREA_H * scale, scale, False))
    top = rows * AREA_H * scale
    places.append(AreaPlace(screen, 0.0, top, 1.0, True))
    return places, top + AREA_H
