"""The colours of the table's highlights, chosen so none looks like a card's own ink frame.

The cards' grounds and frames are in the six inks (amber, amethyst, emerald, ruby, sapphire, steel);
a highlight that shares a colour with one of them cannot be told from it (a gold "can act" glow on an
Amber card). ``tests/ui/test_table_highlights.py`` checks each highlight against all six inks.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

CAN_ACT = (255, 40, 220)  # magenta: the card has a legal action now
DROP_TARGET = (120, 220, 140)  # green: where the dragged card can go
DROP_HOVER = (80, 230, 120)  # brighter green: the target under the dragged card
CHOSEN = (80, 160, 255)  # blue: picked for the choice being answered
LAST_MOVE = (0, 240, 255)  # cyan, dashed: what the computer just did, until the person acts
FELT = (24, 66, 52)  # the table itself


def qcolor(rgb: tuple[int, int, int], alpha: int = 255) -> QColor:
    return QColor(rgb[0], rgb[1], rgb[2], alpha)
