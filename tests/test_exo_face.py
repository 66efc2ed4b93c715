"""Faces of Exo cards (render/exo_face.py): every card of the built-in set has its name, cost, type line, text and
strength inside their boxes at the sizes the table and the preview draw; the author's own picture is drawn."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from lorcana_desktop.exo.starter import starter_set
from lorcana_desktop.render.exo_face import emergency_face, layout_exo_face, render_exo_back, render_exo_face


@pytest.mark.parametrize("width", [300, 176, 116])
def test_every_text_of_the_built_in_set_fits_its_box(width: int) -> None:
    for card in starter_set().cards:
        for shown in (card, emergency_face(card)):
            lay = layout_exo_face(shown, width)
            assert not [b.name for b in lay.blocks if not b.fits], f"{shown.id} at {width}"
            names = {b.name for b in lay.blocks}
            assert {"name", "type", "text"} <= names
            assert ("strength" in names) == (shown.strength is not None)


def test_a_leaders_emergency_side_shows_its_own_strength_and_text() -> None:
    leader = next(c for c in starter_set().cards if c.emergency_side is not None)
    side = emergency_face(leader)
    assert side.strength == leader.emergency_side.strength and side.text == leader.emergency_side.text  # type: ignore[union-attr]
    assert "EMERGENZA" in side.name


def test_the_authors_picture_is_drawn_in_the_art_box(tmp_path: Path) -> None:
    card = starter_set().cards[3]
    pic = tmp_path / "art.png"
    Image.new("RGB", (40, 30), (255, 0, 255)).save(pic)
    plain = render_exo_face(card, 300)
    drawn = render_exo_face(card, 300, pic)
    art = layout_exo_face(card, 300).art
    centre = (round((art.x0 + art.x1) / 2), round((art.y0 + art.y1) / 2))
    assert drawn.getpixel(centre)[:3] == (255, 0, 255)
    assert plain.getpixel(centre)[:3] != (255, 0, 255)
    broken = tmp_path / "broken.png"
    broken.write_bytes(b"not a picture")
    assert render_exo_face(card, 300, broken).size == plain.size  # a picture that does not open: the plain frame
    assert render_exo_back(120).size == (120, 168)
