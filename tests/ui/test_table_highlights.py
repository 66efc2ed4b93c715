"""The table's highlights cannot be taken for an ink frame (issue 18: the "can act" glow was the gold of
Amber cards). Colours are compared in CIELAB (CIE 1976 colour difference, sRGB with the D65 white): a
difference under about 20 reads as "the same colour" to most people at a glance."""

from __future__ import annotations

import pytest

from lorcana_desktop.render.face import INK_COLORS as FACE_INKS
from lorcana_desktop.ui.cards import INK_COLORS as UI_INKS
from lorcana_desktop.ui.table import highlights as hl

INKS = {f"face {ink.value}": rgb for ink, rgb in FACE_INKS.items()}
INKS |= {f"ui {ink.value}": tuple(int(h[k:k + 2], 16) for k in (1, 3, 5)) for ink, h in UI_INKS.items()}
LEAST = 40.0  # clearly another colour, not a shade of the ink


def _lab(rgb: tuple[int, int, int]) -> tuple[float, float, float]:
    def linear(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    return sum((p - q) ** 2 for p, q in zip(_lab(a), _lab(b), strict=True)) ** 0.5


def test_the_colour_difference_is_the_cie_one() -> None:
    assert delta_e((255, 255, 255), (0, 0, 0)) == pytest.approx(100, abs=0.1)  # L* from 100 to 0
    assert delta_e((236, 170, 30), (236, 170, 30)) == 0


@pytest.mark.parametrize("ink", sorted(INKS))
def test_the_can_act_glow_is_no_ink_colour(ink: str) -> None:
    assert delta_e(hl.CAN_ACT, INKS[ink]) >= LEAST


@pytest.mark.parametrize("ink", sorted(INKS))
def test_the_computers_last_move_mark_is_no_ink_colour(ink: str) -> None:
    assert delta_e(hl.LAST_MOVE, INKS[ink]) >= LEAST


def test_the_highlights_differ_from_each_other_and_from_the_felt() -> None:
    marks = {"can act": hl.CAN_ACT, "drop target": hl.DROP_TARGET, "chosen": hl.CHOSEN,
             "last move": hl.LAST_MOVE, "felt": hl.FELT}
    names = sorted(marks)
    for k, a in enumerate(names):
        for b in names[k + 1:]:
            assert delta_e(marks[a], marks[b]) >= LEAST, (a, b)


def test_a_card_that_can_act_is_drawn_with_the_glow(qtbot) -> None:
    from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from lorcana_desktop.ui.table.card_item import CardItem, Mark

    face = QPixmap(110, 154)
    face.fill(QColor(*FACE_INKS[next(iter(FACE_INKS))]))  # an Amber-coloured card
    item = CardItem(1, face)
    item.set_marks(Mark.PLAYABLE)
    image = QImage(130, 174, QImage.Format.Format_ARGB32)
    image.fill(QColor(*hl.FELT))
    painter = QPainter(image)
    painter.translate(10, 10)
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    edge = image.pixelColor(10 + 55, 10 - 1)  # just outside the top edge of the card
    assert delta_e((edge.red(), edge.green(), edge.blue()), hl.CAN_ACT) < 25
