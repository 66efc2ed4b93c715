"""Old import path of the face functions, which now live in :mod:`lorcana_desktop.ui.cards` (use that)."""

from __future__ import annotations

from PySide6.QtGui import QPixmap

from lorcana_desktop.cards.model import Card, Printing
from lorcana_desktop.ui.cards import (
    FaceEvents,
    back_pixmap,
    card_face,
    face_events,
    image_to_pixmap,
    refresh_faces,
)


def face_pixmap(card: Card, width: int = 300, printing: Printing | None = None) -> QPixmap:
    """The face of ``card`` (or of one of its printings); see :func:`card_face`."""
    return card_face(printing if printing is not None else card, width)


card_pixmap = face_pixmap

__all__ = ["FaceEvents", "back_pixmap", "card_pixmap", "face_events", "face_pixmap", "image_to_pixmap",
           "refresh_faces"]
