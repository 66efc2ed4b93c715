"""Named z-layers of the table scene, bottom to top."""

from __future__ import annotations

from enum import IntEnum


class Layer(IntEnum):
    FELT = 0
    ZONE = 10  # zone outlines, labels, lore tracks
    LOCATION_GROUP = 15
    UNDER = 20  # cards under a stack (Shift, Boost)
    CARD = 30
    CARD_RAISED = 40  # the card under the mouse
    DRAGGED = 100
    PREVIEW = 200  # the enlarged card on hover
