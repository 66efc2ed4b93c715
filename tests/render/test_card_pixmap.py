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


def test_a_damaged_cache_file_is_redrawn_not_shown_blank(qapp, cards: CardIndex) -> None:
    from lorcana_desktop.render import face_path

    elsa = cards.by_name("Elsa - Snow Queen")
    path = face_path(elsa, 110)
    path.write_bytes(b"\x89PNG\r\n\x1a\n cut short")
    pixmap = face_pixmap(elsa, 110)
    assert (pixmap.width(), pixmap.height()) == (110, 154)
    with Image.open(path) as im:  # and the file in the cache is good again
        assert im.size == (110, 154)


def test_refreshing_faces_announces_it_and_uses_the_new_settings(qapp, cards: CardIndex, tmp_path) -> None:
    from lorcana_desktop.app.settings import update_settings
    from lorcana_desktop.ui.card_pixmap import face_events, refresh_faces

    elsa = cards.by_name("Elsa - Snow Queen")
    before = face_pixmap(elsa, 80).toImage().pixelColor(40, 56)
    p = next(pr for pr in elsa.printings if pr.id == elsa.id)
    Image.new("RGB", (63, 88), (250, 0, 250)).save(tmp_path / f"{p.identifier}.png")
    update_settings(user_images_dir=str(tmp_path))
    heard: list[bool] = []
    face_events().changed.connect(lambda: heard.append(True))
    refresh_faces()
    assert heard == [True]
    after = face_pixmap(elsa, 80).toImage().pixelColor(40, 56)
    assert (after.red(), after.green(), after.blue()) == (250, 0, 250) != (before.red(), before.green(), before.blue())
