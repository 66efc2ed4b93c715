"""Card faces for the game table: the basics first (cost, name, strength, willpower, lore) in print large
enough to read on a card about 70 pixels wide; the full face with its rules text is the preview's.

Like :mod:`lorcana_desktop.render.face`, a face is laid out first (:func:`layout_table_face`, which the
tests read to check how large each basic is printed) and then drawn (:func:`render_table_face`).
``width`` is the width of a portrait card; a location is drawn sideways.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from lorcana_desktop.cards import glossary
from lorcana_desktop.cards.model import Card
from lorcana_desktop.languages import Language, language_of
from lorcana_desktop.render.face import (
    DARK,
    GOLD,
    INK_COLORS,
    NO_INK,
    PARCHMENT,
    SUPERSAMPLE_BELOW,
    WHITE,
    Kind,
    _mix,
    face_size,
    kind_of,
    rules_paragraphs,
)
from lorcana_desktop.render.symbols import Symbol, hexagon_points, symbol_image
from lorcana_desktop.render.text import Align, Box, Style, TextBlock, draw_block, fit, fit_text, paragraph

TABLE_FACE_VERSION = 1  # part of every cached file name: bump it when table faces change

# The basics a player reads on the table, and the type label of cards without stats.
BASICS = ("name", "cost", "strength", "willpower", "lore", "move")


@dataclass(frozen=True, slots=True)
class TableFaceLayout:
    """Every text block of one table face, measured but not drawn (sizes in pixels at ``width``)."""

    card: Card
    kind: Kind
    width: int
    size: tuple[int, int]
    blocks: tuple[TextBlock, ...]
    badges: tuple[tuple[str, Box], ...]  # (stat, the parchment badge behind its symbol and number)
    cost_center: tuple[float, float]
    cost_radius: float
    name_panel: Box

    def block(self, name: str) -> TextBlock | None:
        return next((b for b in self.blocks if b.name == name), None)


def _stat(value: int | None) -> str:
    return "*" if value is None else str(value)


def _type_word(card: Card, kind: Kind) -> str:
    """The type the table face prints, in the card's language ("ACTION", "CANZONE")."""
    lang = language_of(card.language) or Language.EN
    return glossary.card_type(card.type, lang, song=kind is Kind.SONG).upper()


def layout_table_face(card: Card, width: int = 300) -> TableFaceLayout:
    """Measure and place the texts of the table face at ``width``."""
    kind = kind_of(card)
    s = width / 300
    size = face_size(kind, width)
    blocks: list[TextBlock] = []
    badges: list[tuple[str, Box]] = []

    def box(x0: float, y0: float, x1: float, y1: float) -> Box:
        return Box(x0 * s, y0 * s, x1 * s, y1 * s)

    def number(name: str, text: str, b: Box, px: float) -> None:
        blocks.append(fit_text(name, text, Style.TITLE, b, round(px * s), Align.CENTER, min_size=3))

    def badge(stat: str, value: str, b: Box, symbol_share: float = 0.42) -> None:
        """A stat badge: its symbol on the left, its number as large as the badge allows."""
        badges.append((stat, b))
        split = b.x0 + b.width * symbol_share
        number(stat, value, Box(split, b.y0 + 4 * s, b.x1 - 4 * s, b.y1 - 4 * s), b.height * 0.78 / s)

    if kind is Kind.LOCATION:  # 420 x 300, on its side
        cost_c, cost_r = (52 * s, 54 * s), 44 * s
        panel = box(106, 10, 410, 168)
        version = card.version or ""
        has_version = bool(version)
        name_box = box(116, 14, 402, 126 if has_version else 162)
        blocks.append(fit("name", [paragraph([(Style.TITLE, card.name)], Align.LEFT)], name_box,
                          round(54 * s), max(3, round(28 * s)), valign="center"))
        if has_version:
            blocks.append(fit_text("version", version, Style.SUBTITLE, box(116, 128, 402, 162), round(28 * s),
                                   Align.LEFT, min_size=3))
        badge("move", _stat(card.move_cost), box(12, 178, 140, 290))
        badge("willpower", _stat(card.willpower), box(146, 178, 274, 290))
        badge("lore", _stat(card.lore), box(280, 178, 408, 290))
    else:  # 300 x 420
        cost_c, cost_r = (56 * s, 58 * s), 48 * s
        panel = box(8, 116, 292, 286)
        version = card.version or ""
        has_version = bool(version)
        name_box = box(16, 122, 284, 236 if has_version else 280)
        # Not larger: in a fanned hand the next card covers the right quarter, and the first word must show.
        blocks.append(fit("name", [paragraph([(Style.TITLE, card.name)], Align.LEFT)], name_box,
                          round(48 * s), max(3, round(30 * s)), valign="center"))
        if has_version:
            blocks.append(fit_text("version", version, Style.SUBTITLE, box(16, 240, 284, 280), round(30 * s),
                                   Align.LEFT, min_size=3))
        if kind is Kind.CHARACTER:
            badge("lore", _stat(card.lore), box(150, 14, 290, 104))
            badge("strength", _stat(card.strength), box(10, 294, 148, 410))
            badge("willpower", _stat(card.willpower), box(152, 294, 290, 410))
        else:
            blocks.append(fit_text("type", _type_word(card, kind), Style.LABEL, box(116, 30, 288, 90), round(40 * s),
                                   Align.CENTER, min_size=3))
            # The start of its rules text: read large in the preview, here a reminder of what it does.
            blocks.append(fit("text", rules_paragraphs(card), box(16, 296, 284, 410), round(30 * s),
                              max(3, round(22 * s)), valign="top"))
    r = cost_r * 0.68
    number("cost", str(card.cost), Box(cost_c[0] - r, cost_c[1] - r * 0.9, cost_c[0] + r, cost_c[1] + r * 0.9), 80)
    return TableFaceLayout(card, kind, width, size, tuple(blocks), tuple(badges), cost_c, cost_r, panel)


_SYMBOLS = {"strength": Symbol.STRENGTH, "willpower": Symbol.WILLPOWER, "lore": Symbol.LORE, "move": Symbol.MOVE}


@lru_cache(maxsize=64)
def _ground(inks: tuple, kind: Kind, width: int) -> Image.Image:
    """The card's ground in its ink (dual inks split on a slant), rounded like a card."""
    w, h = face_size(kind, width)
    colors = [INK_COLORS[i] for i in inks] or [NO_INK]
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    shape = Image.new("L", (w, h), 0)
    ImageDraw.Draw(shape).rounded_rectangle([0, 0, w - 1, h - 1], radius=round(w * 0.05), fill=255)
    fill = Image.new("RGBA", (w, h), colors[0] + (255,))
    if len(colors) > 1:
        split = Image.new("L", (w, h), 0)
        ImageDraw.Draw(split).polygon([(w * 0.62, 0), (w, 0), (w, h), (w * 0.38, h)], fill=255)
        fill.paste(colors[1] + (255,), (0, 0, w, h), split)
    img.paste(fill, (0, 0), shape)
    d = ImageDraw.Draw(img)
    edge = max(1, round(w * 0.012))
    d.rounded_rectangle([edge / 2, edge / 2, w - 1 - edge / 2, h - 1 - edge / 2], radius=round(w * 0.05),
                        outline=_mix(colors[0], DARK, 0.55), width=edge)
    return img


def draw_table_face(layout: TableFaceLayout) -> Image.Image:
    """Draw a measured table face."""
    card, s = layout.card, layout.width / 300
    img = _ground(tuple(card.inks), layout.kind, layout.width).copy()
    d = ImageDraw.Draw(img)
    ink = ([INK_COLORS[i] for i in card.inks] or [NO_INK])[0]
    p = layout.name_panel
    d.rounded_rectangle([p.x0, p.y0, p.x1, p.y1], radius=round(10 * s), fill=DARK)
    cx, cy = layout.cost_center
    r = layout.cost_radius
    if card.inkable:  # the inkwell ring (CR 4.2.1.1)
        d.ellipse([cx - r * 1.1, cy - r * 1.1, cx + r * 1.1, cy + r * 1.1], fill=GOLD)
        d.ellipse([cx - r * 0.96, cy - r * 0.96, cx + r * 0.96, cy + r * 0.96], fill=DARK)
    d.polygon(hexagon_points(cx, cy, r * 0.95), fill=_mix(ink, WHITE, 0.2))
    d.polygon(hexagon_points(cx, cy, r * 0.8), fill=DARK)
    for stat, b in layout.badges:
        d.rounded_rectangle([b.x0, b.y0, b.x1, b.y1], radius=round(10 * s), fill=PARCHMENT, outline=GOLD,
                            width=max(1, round(2 * s)))
        size = round(min(b.height * 0.62, b.width * 0.38))
        sym = symbol_image(_SYMBOLS[stat], size, _mix(ink, DARK, 0.35))
        img.paste(sym, (round(b.x0 + b.width * 0.22 - size / 2), round((b.y0 + b.y1 - size) / 2)), sym)
    for block in layout.blocks:
        if block.name in ("name", "version", "cost"):
            draw_block(d, block, {Style.TITLE: WHITE, Style.SUBTITLE: (215, 215, 228), Style.REGULAR: WHITE})
        elif block.name == "type":
            draw_block(d, block, {Style.LABEL: WHITE, Style.REGULAR: WHITE})
        elif block.name == "text":
            t = block.box
            d.rounded_rectangle([t.x0 - 6 * s, t.y0 - 4 * s, t.x1 + 6 * s, t.y1 + 2 * s], radius=round(8 * s),
                                fill=PARCHMENT)
            draw_block(d, block, {Style.REGULAR: (32, 28, 36), Style.KEYWORD: (32, 28, 36), Style.NAME: WHITE,
                                  Style.REMINDER: (80, 72, 80), Style.FLAVOR: (96, 84, 90)},
                       name_tag=_mix(ink, DARK, 0.45))
        else:
            draw_block(d, block, {Style.TITLE: DARK, Style.REGULAR: DARK})
    return img


def render_table_face(card: Card, width: int = 240) -> Image.Image:
    """The table face of ``card`` as an RGBA image; portrait ``width`` x ``1.4*width``, locations sideways."""
    if width < 16:
        raise ValueError(f"face width must be at least 16 pixels, not {width}")
    if width < SUPERSAMPLE_BELOW // 2:  # its print is large: only quite small faces need drawing twice as large
        big = draw_table_face(layout_table_face(card, width * 2))
        return big.resize(face_size(card, width), Image.Resampling.BOX)
    return draw_table_face(layout_table_face(card, width))
