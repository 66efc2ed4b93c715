"""Contact sheets: many faces on one image, for people to look over a set at a glance."""

from __future__ import annotations

from collections.abc import Iterable

from PIL import Image

from lorcana_desktop.cards.model import Card, Printing
from lorcana_desktop.render.cache import is_promo
from lorcana_desktop.render.face import CARD_RATIO, Kind, kind_of, render_face

SheetItem = Card | tuple[Card, Printing | None]
BACKGROUND = (64, 64, 72, 255)


def contact_sheet(cards: Iterable[SheetItem], columns: int = 10, width: int = 200, gap: int = 8) -> Image.Image:
    """Faces in rows of ``columns``, each in a cell of ``width`` x ``1.4*width``; a location is
    drawn sideways at the same scale, as wide as the cell."""
    if columns < 1:
        raise ValueError(f"columns must be at least 1, not {columns}")
    if width < 16:
        raise ValueError(f"width must be at least 16 pixels, not {width}")
    items = [item if isinstance(item, tuple) else (item, None) for item in cards]
    cell_w, cell_h = width, round(width * CARD_RATIO)
    rows = max(1, -(-len(items) // columns))
    sheet = Image.new(
        "RGBA", (gap + columns * (cell_w + gap), gap + rows * (cell_h + gap)), BACKGROUND
    )
    for i, (card, printing) in enumerate(items):
        x = gap + (i % columns) * (cell_w + gap)
        y = gap + (i // columns) * (cell_h + gap)
        if kind_of(card) is Kind.LOCATION:
            face = render_face(card, max(16, round(width / CARD_RATIO)), printing)
            y += (cell_h - face.height) // 2
        else:
            face = render_face(card, width, printing)
        sheet.alpha_composite(face, (x, y))
    return sheet


def set_printings(cards: Iterable[Card], set_code: str) -> list[tuple[Card, Printing]]:
    """Every printing in a set, in collector number order (reprints and alternate arts included);
    promos of the set come after its own cards, since their numbers count within their promo group."""
    found = [(card, p) for card in cards for p in card.printings if p.set_code.casefold() == set_code.casefold()]
    found.sort(key=lambda cp: (is_promo(cp[1]), cp[1].number, cp[1].variant or "", cp[1].id))
    return found
