"""Card faces as QPixmaps for the table and the deck builder (drawn by lorcana_desktop.render, cached on disk)."""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image
from PySide6.QtGui import QImage, QPixmap, QPixmapCache

from lorcana_desktop.cards.model import Card, Printing
from lorcana_desktop.render import back_path, face_path, render_back, render_face


def image_to_pixmap(image: Image.Image) -> QPixmap:
    """A Pillow image as a QPixmap (the pixels are copied, so the image may go away)."""
    rgba = image if image.mode == "RGBA" else image.convert("RGBA")
    data = rgba.tobytes("raw", "RGBA")
    qimage = QImage(data, rgba.width, rgba.height, rgba.width * 4, QImage.Format.Format_RGBA8888)
    return QPixmap.fromImage(qimage.copy())


def _cached(path_key: str, load: Callable[[], QPixmap]) -> QPixmap:
    pixmap = QPixmap()
    if QPixmapCache.find(path_key, pixmap):
        return pixmap
    pixmap = load()
    QPixmapCache.insert(path_key, pixmap)
    return pixmap


def face_pixmap(card: Card, width: int = 300, printing: Printing | None = None) -> QPixmap:
    """The face of a card (or the user's own image for it) at ``width``; locations come out landscape."""
    path = face_path(card, width, printing)

    def load() -> QPixmap:
        pixmap = QPixmap(str(path))
        # A cache file another process is replacing, or a damaged one: draw it in memory instead.
        return pixmap if not pixmap.isNull() else image_to_pixmap(render_face(card, width, printing))

    return _cached(str(path), load)


def back_pixmap(width: int = 300) -> QPixmap:
    """The card back at ``width`` x ``1.4*width``."""
    path = back_path(width)

    def load() -> QPixmap:
        pixmap = QPixmap(str(path))
        return pixmap if not pixmap.isNull() else image_to_pixmap(render_back(width))

    return _cached(str(path), load)


def card_pixmap(card: Card, width: int = 300, printing: Printing | None = None) -> QPixmap:
    """The face of a card as the catalog and deck views ask for it (same as :func:`face_pixmap`)."""
    return face_pixmap(card, width, printing)
