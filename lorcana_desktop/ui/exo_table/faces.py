"""Exo card faces as pixmaps: what the Exo ruleset's face renderer (``EXO.faces``) draws, once per card, size and side,
with the author's pictures."""

from __future__ import annotations

from PySide6.QtGui import QPixmap

from lorcana_desktop.app.exo_sets import card_pictures
from lorcana_desktop.exo.cards.model import ExoCard
from lorcana_desktop.exo.engine import CardBook
from lorcana_desktop.render.card_faces import ExoCardFaces
from lorcana_desktop.rulesets import EXO
from lorcana_desktop.ui.cards import image_to_pixmap


class ExoFaces:
    """Faces of the cards of one book, cached by (card id, width, Emergency side)."""

    def __init__(self, book: CardBook, faces: ExoCardFaces | None = None) -> None:
        self.book = book
        self.renderer = EXO.faces if faces is None else faces
        self._cache: dict[tuple[str, int, bool], QPixmap] = {}
        self._backs: dict[int, QPixmap] = {}
        try:
            self._pictures = card_pictures()
        except OSError:
            self._pictures = {}  # the sets folder cannot be read: faces without pictures

    def card(self, card_id: str) -> ExoCard | None:
        k = self.book.index.get(card_id)
        return None if k is None else self.book.info[k].card

    def face(self, card_id: str, width: int, emergency: bool = False) -> QPixmap:
        key = (card_id, width, emergency)
        pix = self._cache.get(key)
        if pix is None:
            card = self.card(card_id)
            if card is None:
                return self.back(width)
            pix = image_to_pixmap(self.renderer.face(card, width, self._pictures.get(card_id), emergency))
            self._cache[key] = pix
        return pix

    def back(self, width: int) -> QPixmap:
        pix = self._backs.get(width)
        if pix is None:
            pix = image_to_pixmap(self.renderer.back(width))
            self._backs[width] = pix
        return pix
