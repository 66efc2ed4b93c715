"""Faces as QPixmaps for the table and the deck builder."""

from __future__ import annotations

import pytest
from PIL import Image

pytest.importorskip("PySide6.QtGui", reason="PySide6 is needed for the UI helpers")

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.ui.card_pixmap import back_pixmap, face_pixmap, image_to_pixmap


def test_face_and_back_pixmaps_have_the_card_size(qapp, cards: CardIndex) -> None:
    elsa = face_pixmap(cards.by_name("Elsa - Snow Queen"), 150)
    assert (elsa.width(), elsa.height()) == (150, 210)
    pride_rock = face_pixmap(cards.by_name("Pride Lands - Pride Rock"), 150)
    assert (pride_rock.width(), pride_rock.height()) == (210, 150)
    back = back_pixmap(100)
    assert (back.width(), back.height()) == (100, 140)


def test_pillow_images_keep_their_colours(qapp) -> None:
    image = Image.new("RGBA", (4, 3), (200, 30, 40, 255))
    pixmap = image_to_pixmap(image)
    color = pixmap.toImage().pixelColor(2, 1)
    assert (color.red(), color.green(), color.blue(), color.alpha()) == (200, 30, 40, 255)
