"""Where the Exo table's zones sit, as plain data the scene reads (no Qt): the two Leader and Vice Leader slots,
the Field rows, the Etere strip between them, each player's piles in a block of three by two at the right edge
(the opponent's hand among them, as a count; the block reaches into the Etere band, which the rows leave free
there), the person's hand along the bottom, for a table as wide as the window's shape asks.

The table is ``TABLE_H`` scene units high whatever the window; its width follows the view's shape (between
``MIN_W`` and ``MAX_W``), so the view scales the table to fill the window: the cards grow with the window in
both directions, and in a squarer window the rows are shorter rather than the cards smaller (as the Lorcana
table does, ``ui/table/layout.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

CARD_W, CARD_H = 88, 123
SMALL_W, SMALL_H = 58, 81
PILE_STEP = SMALL_W + 8  # a pile's column
PILE_ROW = SMALL_H + 34  # a pile's row: the card, its name and count below
# Each player's piles, three to a row, two rows; the opponent's hand is the first of theirs (its backs say only how
# many: a strip of them across the top took a sixth of the table's height). The person's hand is on the table.
PILES = ("hand", "occulto", "deck", "evo_deck", "discard", "banished")
PILE_COLUMNS = 3
LEADER_X, VICE_X, ROW_X0 = 20, 122, 232
THEIRS_Y, CENTRE_Y, MINE_Y, HAND_Y = 8, 172, 318, 486
PILES_Y = {False: 8.0, True: 240.0}  # the top of the opponent's block and of the person's (a line between them)
TABLE_H = 616  # the hand's cards end at HAND_Y + CARD_H, with a margin
MIN_W = 750.0  # the slots, a Field row of three cards and the piles
MAX_W = 1600.0
_WIDTH_STEP = 50.0


@dataclass(frozen=True, slots=True)
class ExoLayout:
    """The table ``width`` scene units wide: x of the Field rows' ends, of the piles, of the person's Evolution
    deck and of the cards a choice is about; the bands' y are the module's constants."""

    width: float

    @property
    def height(self) -> float:
        return TABLE_H

    @property
    def side_x(self) -> float:
        """Where the piles' block begins, and the person's Evolution deck below it."""
        return self.width - PILE_COLUMNS * PILE_STEP

    @property
    def row_end(self) -> float:
        """The right end of the Field rows, the Etere strip and the person's hand."""
        return self.side_x - 14

    def pile_at(self, zone: str, mine: bool) -> tuple[float, float]:
        """The top left of a pile's card (the person has no hand pile: its place stays free)."""
        k = PILES.index(zone)
        row, col = divmod(k, PILE_COLUMNS)
        return self.side_x + col * PILE_STEP, PILES_Y[mine] + row * PILE_ROW

    def field_y(self, mine: bool) -> float:
        return MINE_Y if mine else THEIRS_Y


def table_width(view_w: float, view_h: float) -> float:
    """The table's width that fills a view of ``view_w`` x ``view_h`` pixels: its shape, in steps of 50 units
    (resizing the window does not lay the table out again for every pixel), within MIN_W..MAX_W."""
    if view_w <= 0 or view_h <= 0:
        return MIN_W
    want = _WIDTH_STEP * round(TABLE_H * view_w / view_h / _WIDTH_STEP)
    return max(MIN_W, min(want, MAX_W))


__all__ = ["CARD_H", "CARD_W", "CENTRE_Y", "HAND_Y", "MAX_W", "MIN_W", "PILES", "SMALL_H", "SMALL_W", "TABLE_H",
           "ExoLayout", "table_width"]
