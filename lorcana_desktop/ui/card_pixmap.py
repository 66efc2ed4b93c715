"""Card faces as QPixmaps for the table and the deck builder (drawn by lorcana_desktop.render, cached on disk)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PIL import Image
from PySide6.QtCore import QAbstractItemModel, QObject, Signal
from PySide6.QtGui import QImage, QPixmap, QPixmapCache

from lorcana_desktop.cards.model import Card, Printing
from lorcana_desktop.render import back_path, face_path, render_back, render_face
from lorcana_desktop.render.cache import reset_user_images

log = logging.getLogger(__name__)


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


def _load(path: Path, remake: Callable[[], Path], draw: Callable[[], Image.Image]) -> QPixmap:
    """The cached file as a pixmap. A damaged cache file is made again; if even that cannot be
    read (a cache folder we cannot write), the face is drawn in memory."""
    pixmap = QPixmap(str(path))
    if not pixmap.isNull():
        return pixmap
    log.warning("cached face %s cannot be read; drawing it again", path)
    try:
        pixmap = QPixmap(str(remake()))
    except OSError as exc:
        log.warning("cannot rewrite %s (%s)", path, exc)
    return pixmap if not pixmap.isNull() else image_to_pixmap(draw())


def face_pixmap(card: Card, width: int = 300, printing: Printing | None = None) -> QPixmap:
    """The face of a card (or the user's own image for it) at ``width``; locations come out landscape."""
    path = face_path(card, width, printing)
    return _cached(str(path), lambda: _load(
        path, lambda: face_path(card, width, printing, refresh=True), lambda: render_face(card, width, printing)))


def back_pixmap(width: int = 300) -> QPixmap:
    """The card back at ``width`` x ``1.4*width``."""
    path = back_path(width)
    return _cached(str(path), lambda: _load(path, lambda: back_path(width, refresh=True), lambda: render_back(width)))


def card_pixmap(card: Card, width: int = 300, printing: Printing | None = None) -> QPixmap:
    """The face of a card as the catalog and deck views ask for it (same as :func:`face_pixmap`)."""
    return face_pixmap(card, width, printing)


# ----------------------------------------------------------------------------- refreshing faces

class FaceEvents(QObject):
    """Announces that faces changed (the user's images folder was set or cleared)."""

    changed = Signal()


_events: FaceEvents | None = None


def face_events() -> FaceEvents:
    """The one announcer. A view that keeps faces of its own connects ``face_events().changed``
    to a slot that forgets them and asks :func:`card_pixmap` again."""
    global _events
    if _events is None:
        _events = FaceEvents()
    return _events


def refresh_faces(root: QObject | None = None) -> int:
    """Forget every face held in memory, so the next request uses the current settings.

    Announces :func:`face_events`; models under ``root`` that keep faces of their own (the
    deck builder's face grid) have their ``refresh_faces()`` called. Returns how many.
    """
    reset_user_images()
    QPixmapCache.clear()
    face_events().changed.emit()
    refreshed = 0
    if root is None:
        return refreshed
    for model in root.findChildren(QAbstractItemModel):
        hook = getattr(model, "refresh_faces", None)
        if callable(hook):
            hook()
            refreshed += 1
    return refreshed
