"""Card faces drawn from card data: frames per ink and type, cost hexagon, texts, stats and footer.

A face is laid out first (:func:`layout_face`, measuring only) and then drawn
(:func:`render_face`) on a frame image that is drawn once per ink, type and size.
``width`` is always the width of a portrait card; a location is the same card turned
sideways, so ``render_face(location, 300)`` is 420x300.
"""

from __future__ import annotations

import enum
import math
import re
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from lorcana_desktop.cards import glossary
from lorcana_desktop.cards.model import Card, CardType, Ink, Printing
from lorcana_desktop.languages import Language, language_of
from lorcana_desktop.render.fonts import font
from lorcana_desktop.render.symbols import Symbol, hexagon_points, symbol_image
from lorcana_desktop.render.text import (
    STYLE_FONT,
    Align,
    Box,
    Paragraph,
    PlacedRun,
    Style,
    TextBlock,
    Word,
    draw_block,
    fit,
    fit_text,
    paragraph,
    styled,
    symbol_pad,
    symbol_size,
    symbol_top,
    tagged_words,
    words_from_segments,
)

RENDERER_VERSION = 5  # part of every cached file name: bump it when faces change
SUPERSAMPLE_BELOW = 300  # faces narrower than this are drawn at twice the size, then scaled down
CARD_RATIO = 420 / 300  # height / width of a portrait card (63 x 88 mm)

INK_COLORS: dict[Ink, tuple[int, int, int]] = {
    Ink.AMBER: (236, 170, 30),
    Ink.AMETHYST: (128, 62, 140),
    Ink.EMERALD: (36, 140, 64),
    Ink.RUBY: (200, 24, 52),
    Ink.SAPPHIRE: (18, 124, 196),
    Ink.STEEL: (132, 144, 158),
}
NO_INK = (120, 120, 128)
DARK = (26, 28, 44)
PARCHMENT = (247, 241, 228)
TEXT = (32, 28, 36)
GOLD = (222, 180, 70)
WHITE = (255, 255, 255)

RARITY_COLORS: dict[str, tuple[int, int, int]] = {
    "Common": (235, 235, 235),
    "Uncommon": (176, 190, 200),
    "Rare": (205, 127, 50),
    "Super Rare": (240, 200, 60),
    "Legendary": (190, 90, 230),
    "Enchanted": (120, 220, 230),
    "Epic": (240, 110, 160),
    "Iconic": (255, 240, 180),
    "Special": (110, 200, 120),
}


class Kind(enum.Enum):
    """How a face looks: songs look unlike other actions."""

    CHARACTER = "character"
    ACTION = "action"
    SONG = "song"
    ITEM = "item"
    LOCATION = "location"


def kind_of(card: Card) -> Kind:
    if card.type is CardType.CHARACTER:
        return Kind.CHARACTER
    if card.type is CardType.LOCATION:
        return Kind.LOCATION
    if card.type is CardType.ITEM:
        return Kind.ITEM
    return Kind.SONG if card.is_song else Kind.ACTION


def face_size(card_or_kind: Card | Kind, width: int) -> tuple[int, int]:
    """The pixel size of a face: portrait ``width`` x ``width*1.4``, locations turned sideways."""
    kind = card_or_kind if isinstance(card_or_kind, Kind) else kind_of(card_or_kind)
    long_side = round(width * CARD_RATIO)
    return (long_side, width) if kind is Kind.LOCATION else (width, long_side)


# ----------------------------------------------------------------------------- geometry

@dataclass(frozen=True, slots=True)
class Geometry:
    """Regions of a face in pixels; every text box of the face lies inside the card."""

    size: tuple[int, int]
    scale: float
    art: Box
    name_band: Box
    name: Box
    version: Box
    label_bar: Box
    text_area: Box  # parchment panel
    text: Box  # where rules text goes
    footer: Box
    footer_text: Box
    cost_center: tuple[float, float]
    cost_radius: float
    stat_boxes: tuple[Box, ...]  # strength/willpower badges, or move cost/willpower
    lore_column: Box | None


def _b(s: float, x0: float, y0: float, x1: float, y1: float) -> Box:
    return Box(x0 * s, y0 * s, x1 * s, y1 * s)


@lru_cache(maxsize=64)
def geometry(kind: Kind, width: int) -> Geometry:
    s = width / 300
    size = face_size(kind, width)
    if kind is Kind.LOCATION:
        return Geometry(
            size=size, scale=s,
            art=_b(s, 8, 8, 412, 128),
            name_band=_b(s, 8, 118, 412, 164),
            name=_b(s, 18, 121, 326, 144),
            version=_b(s, 18, 144, 326, 162),
            label_bar=_b(s, 8, 164, 412, 180),
            text_area=_b(s, 8, 180, 412, 276),
            text=_b(s, 74, 185, 340, 272),
            footer=_b(s, 8, 276, 412, 292),
            footer_text=_b(s, 16, 277, 404, 291),
            cost_center=(40 * s, 44 * s),
            cost_radius=27 * s,
            # Move cost on the left under the cost, willpower on the right of the name band.
            stat_boxes=(_b(s, 16, 192, 62, 262), _b(s, 344, 121, 404, 162)),
            lore_column=_b(s, 350, 184, 404, 272),
        )
    if kind is Kind.CHARACTER:
        return Geometry(
            size=size, scale=s,
            art=_b(s, 8, 8, 292, 196),
            name_band=_b(s, 8, 182, 292, 238),
            name=_b(s, 16, 185, 210, 212),
            version=_b(s, 16, 212, 210, 235),
            label_bar=_b(s, 8, 238, 292, 254),
            text_area=_b(s, 8, 254, 292, 396),
            text=_b(s, 16, 259, 252, 392),
            footer=_b(s, 8, 396, 292, 412),
            footer_text=_b(s, 16, 397, 284, 411),
            cost_center=(40 * s, 44 * s),
            cost_radius=27 * s,
            stat_boxes=(_b(s, 214, 186, 250, 235), _b(s, 253, 186, 289, 235)),
            lore_column=_b(s, 256, 258, 288, 392),
        )
    return Geometry(
        size=size, scale=s,
        art=_b(s, 8, 8, 292, 182),
        name_band=_b(s, 8, 170, 292, 214),
        name=_b(s, 18, 173, 282, 195),
        version=_b(s, 18, 195, 282, 212),
        label_bar=_b(s, 8, 214, 292, 230),
        text_area=_b(s, 8, 230, 292, 396),
        text=_b(s, 18, 237, 282, 391),
        footer=_b(s, 8, 396, 292, 412),
        footer_text=_b(s, 16, 397, 284, 411),
        cost_center=(40 * s, 44 * s),
        cost_radius=27 * s,
        stat_boxes=(),
        lore_column=None,
    )


# ----------------------------------------------------------------------------- text content

_SONG_REMINDER = re.compile(r"^\s*(\([^()]*\bsing\b[^()]*\))")


def _flat(text: str) -> str:
    """Printed line breaks are only where the card ran out of width; bullets keep theirs."""
    text = text.replace("\n•", "\u2029•").replace("\n", " ").replace("\u2029", "\n")
    return re.sub(r"[ \t]+", " ", text).strip()


def rules_paragraphs(card: Card, with_flavor: bool = False) -> list[Paragraph]:
    """The rules text of a card, one paragraph per keyword, ability and effect, in printed order."""
    paras: list[Paragraph] = []
    align = Align.CENTER if card.type is CardType.ACTION else Align.LEFT
    if card.is_song:
        m = _SONG_REMINDER.match(card.full_text)
        if m:
            paras.append(paragraph([(Style.REMINDER, _flat(m.group(1)))], align))
    for kw in card.keywords:
        text = _flat(kw.text or kw.label)
        head, sep, tail = text.partition(" (")
        segments: list[tuple[Style, str]] = [(Style.KEYWORD, head)]
        if sep:
            segments.append((Style.REMINDER, " (" + tail))
        paras.append(paragraph(segments, align))
    for ab in card.abilities:
        text = _flat(ab.text or ab.effect)
        words: list[Word | None] = []
        if ab.name and text.startswith(ab.name):
            words = tagged_words(ab.name)
            text = text[len(ab.name) :]
        words.extend(words_from_segments(styled(text)))
        paras.append(Paragraph(tuple(words), align))
    for effect in card.effects:
        paras.append(paragraph(styled(_flat(effect)), align))
    if with_flavor and card.flavor_text:
        # The attribution ("—Flounder") keeps its own line.
        flavor = _flat(card.flavor_text.replace("\n—", "\n•—")).replace("•—", "—")
        paras.append(paragraph([(Style.FLAVOR, flavor)], align))
    return paras


# ----------------------------------------------------------------------------- layout

@dataclass(frozen=True, slots=True)
class FaceLayout:
    """Every text block of one face, measured but not drawn."""

    card: Card
    printing: Printing | None
    kind: Kind
    width: int
    geometry: Geometry
    blocks: tuple[TextBlock, ...]

    def block(self, name: str) -> TextBlock | None:
        return next((b for b in self.blocks if b.name == name), None)


def _px(s: float, base: float) -> int:
    return max(1, round(base * s))


def _stat(value: int | None) -> str:
    return "*" if value is None else str(value)


def _language(card: Card) -> Language:
    """The language a face is printed in: the card's own (a card shown in French prints French words)."""
    return language_of(card.language) or Language.EN


def _label(card: Card) -> str:
    """The classification line ("Storyborn · Hero"), or the type and classifications ("ACTION · SONG") of
    a card that is no character, in the rules' words of the card's language (CR 5.2.7)."""
    lang = _language(card)
    kind = kind_of(card)
    if kind is Kind.CHARACTER:
        return " · ".join(card.classifications) or glossary.card_type(CardType.CHARACTER, lang)
    words = [glossary.card_type(card.type, lang)] + [c for c in card.classifications]
    return " · ".join(w.upper() for w in words)


def footer_text(card: Card, printing: Printing | None) -> str:
    lang = _language(card)
    p = printing or next((pr for pr in card.printings if pr.id == card.id), None)
    set_code, number = (p.set_code, p.collector_number) if p else (card.set_code, str(card.number))
    rarity = glossary.rarity(p.rarity if p else card.rarity, lang)
    inks = "/".join(glossary.ink(i, lang) for i in card.inks) or _NO_INK[lang]
    return f"{_SET[lang]} {set_code} · #{number} · {rarity} · {inks}"


# The footer's own words, on a face in each language.
_SET = {Language.EN: "Set", Language.IT: "Set", Language.FR: "Set", Language.DE: "Set"}
_NO_INK = {Language.EN: "No ink", Language.IT: "Nessun inchiostro", Language.FR: "Sans encre",
           Language.DE: "Keine Tinte"}


def layout_face(card: Card, width: int = 300, printing: Printing | None = None) -> FaceLayout:
    """Measure and place every text of the face at ``width`` (the layout the renderer draws)."""
    kind = kind_of(card)
    g = geometry(kind, width)
    s = g.scale
    blocks: list[TextBlock] = []
    centered = Align.LEFT if kind in (Kind.CHARACTER, Kind.LOCATION) else Align.CENTER
    name_box, version_box = g.name, g.version
    if not card.version:
        name_box = Box(g.name.x0, g.name.y0, g.name.x1, g.version.y1)
    blocks.append(fit_text("name", card.name, Style.TITLE, name_box, _px(s, 19), centered, min_size=3))
    if card.version:
        blocks.append(fit_text("version", card.version, Style.SUBTITLE, version_box, _px(s, 13), centered,
                               min_size=3))
    label_box = Box(g.label_bar.x0 + 8 * s, g.label_bar.y0, g.label_bar.x1 - 8 * s, g.label_bar.y1)
    blocks.append(fit_text("label", _label(card), Style.LABEL, label_box, _px(s, 10), Align.CENTER, min_size=3))
    blocks.append(fit_text("footer", footer_text(card, printing), Style.SUBTITLE, g.footer_text, _px(s, 9),
                           Align.LEFT, min_size=3))
    # The cost in its hexagon.
    r = g.cost_radius * 0.62
    cx, cy = g.cost_center
    blocks.append(fit_text("cost", str(card.cost), Style.TITLE, Box(cx - r, cy - r, cx + r, cy + r), _px(s, 30),
                           Align.CENTER, min_size=3))
    # Stats: strength and willpower, or move cost and willpower.
    stats: list[tuple[str, Box]] = []
    if kind is Kind.CHARACTER:
        stats = [("strength", g.stat_boxes[0]), ("willpower", g.stat_boxes[1])]
    elif kind is Kind.LOCATION:
        stats = [("move", g.stat_boxes[0]), ("willpower", g.stat_boxes[1])]
    for name, box in stats:
        value = {"strength": card.strength, "willpower": card.willpower, "move": card.move_cost}[name]
        number_box = Box(box.x0, box.y0 + box.height * 0.42, box.x1, box.y1)
        blocks.append(fit_text(name, _stat(value), Style.TITLE, number_box, _px(s, 20), Align.CENTER, min_size=3))
    if g.lore_column is not None and (card.lore or 0) > 4:
        col = g.lore_column
        mid = (col.y0 + col.y1) / 2
        blocks.append(fit_text("lore", str(card.lore), Style.TITLE, Box(col.x0, mid, col.x1, mid + 24 * s),
                               _px(s, 18), Align.CENTER, min_size=3))
    # Rules text: flavor text only while the rules still fit at (nearly) full size.
    valign = "center" if kind in (Kind.ACTION, Kind.SONG, Kind.ITEM) else "top"
    base = _px(s, 12)
    text_block = None
    if card.flavor_text:
        candidate = fit("text", rules_paragraphs(card, with_flavor=True), g.text, base, base - _px(s, 1.5),
                        valign=valign)
        if candidate.fits:
            text_block = candidate
    if text_block is None:
        text_block = fit("text", rules_paragraphs(card), g.text, base, 2, valign=valign)
    blocks.append(text_block)
    return FaceLayout(card, printing, kind, width, g, tuple(blocks))


def overflowing_blocks(layout: FaceLayout, names: tuple[str, ...] | None = None, drawn: bool = False) -> list[str]:
    """Text blocks of a face that do not stay inside their box, each with the reason.

    Checked as measured (every run inside its box, the box on the card, the text fitting at the
    size chosen) and by where the ink goes: a letter can reach past its advance (italic "j"
    does), so each run's glyph box counts, or with ``drawn`` the block is drawn alone and every
    pixel of ink must lie inside its box.
    """
    problems: list[str] = []
    w, h = layout.geometry.size
    for block in layout.blocks:
        if names is not None and block.name not in names:
            continue
        box = block.box
        if not (0 <= box.x0 and box.x1 <= w and 0 <= box.y0 and box.y1 <= h):
            problems.append(f"{block.name}: its box {box} is not on the {w}x{h} card")
        if not block.runs:
            if block.name != "text":
                problems.append(f"{block.name}: nothing to draw")
            continue
        if not block.fits:
            problems.append(f"{block.name}: does not fit even at {block.size} px")
        outside = [r.text or str(r.symbol) for r in block.runs if not box.contains(r.bbox)]
        if outside:
            problems.append(f"{block.name}: {outside[:3]} placed outside its box")
        ink = drawn_ink_box(block) if drawn else ink_box(block)
        if ink is not None and not box.contains(ink, slack=1.0):
            problems.append(f"{block.name}: ink at {ink} outside its box {box}")
    return problems


@lru_cache(maxsize=65536)
def _glyph_box(style: Style, size: int, text: str) -> tuple[float, float, float, float]:
    return font(STYLE_FONT[style], size).getbbox(text)


def ink_box(block: TextBlock) -> Box | None:
    """Where a block's ink goes, from the glyph boxes of its runs and the places of its symbols."""
    boxes: list[Box] = []
    for r in block.runs:
        if r.style is Style.NAME:
            # The tinted tag behind an ability name (see draw_block).
            inset = r.size * 0.06
            boxes.append(Box(r.x, r.y + inset, r.x + r.width, r.y + r.height - inset))
        if r.symbol is not None:
            s = symbol_size(r.size)
            top = symbol_top(r.y, r.size)
            left = r.x + symbol_pad(r.size)
            boxes.append(Box(left, top, left + s, top + s))
        elif r.text:
            x0, y0, x1, y1 = _glyph_box(r.style, r.size, r.text)
            boxes.append(Box(r.x + x0, r.y + y0, r.x + x1, r.y + y1))
    if not boxes:
        return None
    return Box(min(b.x0 for b in boxes), min(b.y0 for b in boxes), max(b.x1 for b in boxes),
               max(b.y1 for b in boxes))


def drawn_ink_box(block: TextBlock) -> Box | None:
    """Where a block's drawn pixels are: the block drawn alone on a clear canvas with a wide margin."""
    margin = 2 * block.size + 4
    x0, y0 = math.floor(block.box.x0) - margin, math.floor(block.box.y0) - margin
    size = (math.ceil(block.box.width) + 2 * margin + 2, math.ceil(block.box.height) + 2 * margin + 2)
    canvas = Image.new("RGBA", size, (0, 0, 0, 0))
    moved = TextBlock(block.name, block.box, tuple(
        PlacedRun(r.x - x0, r.y - y0, r.width, r.height, r.style, r.size, r.text, r.symbol) for r in block.runs
    ), block.size, block.fits)
    draw_block(ImageDraw.Draw(canvas), moved, {Style.REGULAR: (255, 255, 255)}, name_tag=(255, 255, 255))
    found = canvas.getchannel("A").getbbox()
    return None if found is None else Box(found[0] + x0, found[1] + y0, found[2] + x0, found[3] + y0)


# ----------------------------------------------------------------------------- frames

def _mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def _ink_colors(inks: tuple[Ink, ...]) -> list[tuple[int, int, int]]:
    return [INK_COLORS[i] for i in inks] or [NO_INK]


def _scaled(box: Box, f: float) -> list[float]:
    return [box.x0 * f, box.y0 * f, box.x1 * f, box.y1 * f]


def _emblem(draw: ImageDraw.ImageDraw, kind: Kind, box: list[float], color: tuple[int, int, int, int]) -> None:
    """A large faint picture of the card type in the art window, so types differ at a glance."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    r = min(w, h) * 0.36
    if kind is Kind.CHARACTER:
        # A bust: head and shoulders.
        draw.ellipse([cx - r * 0.42, cy - r * 0.95, cx + r * 0.42, cy - r * 0.05], fill=color)
        draw.chord([cx - r * 0.95, cy + r * 0.05, cx + r * 0.95, cy + r * 1.9], 180, 360, fill=color)
    elif kind is Kind.ACTION:
        # A burst.
        pts = []
        for i in range(16):
            rr = r * (1.0 if i % 2 == 0 else 0.45)
            a = math.radians(i * 22.5 - 90)
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        draw.polygon(pts, fill=color)
    elif kind is Kind.SONG:
        # Two beamed notes.
        hw = r * 0.3
        draw.ellipse([cx - r * 0.8, cy + r * 0.35, cx - r * 0.8 + 2 * hw, cy + r * 0.35 + 1.5 * hw], fill=color)
        draw.ellipse([cx + r * 0.2, cy + r * 0.15, cx + r * 0.2 + 2 * hw, cy + r * 0.15 + 1.5 * hw], fill=color)
        stem = r * 0.12
        draw.rectangle([cx - r * 0.8 + 2 * hw - stem, cy - r * 0.7, cx - r * 0.8 + 2 * hw, cy + r * 0.6], fill=color)
        draw.rectangle([cx + r * 0.2 + 2 * hw - stem, cy - r * 0.9, cx + r * 0.2 + 2 * hw, cy + r * 0.4], fill=color)
        draw.polygon([(cx - r * 0.8 + 2 * hw - stem, cy - r * 0.7), (cx + r * 0.2 + 2 * hw, cy - r * 0.9),
                      (cx + r * 0.2 + 2 * hw, cy - r * 0.65), (cx - r * 0.8 + 2 * hw - stem, cy - r * 0.45)],
                     fill=color)
    elif kind is Kind.ITEM:
        # A faceted gem.
        draw.polygon([(cx - r, cy - r * 0.3), (cx - r * 0.5, cy - r * 0.8), (cx + r * 0.5, cy - r * 0.8),
                      (cx + r, cy - r * 0.3), (cx, cy + r)], fill=color)
    else:
        # Mountains and a tower.
        draw.polygon([(cx - r * 1.6, cy + r * 0.8), (cx - r * 0.6, cy - r * 0.4), (cx, cy + r * 0.3),
                      (cx + r * 0.7, cy - r * 0.6), (cx + r * 1.6, cy + r * 0.8)], fill=color)
        draw.rectangle([cx - r * 0.15, cy - r * 0.9, cx + r * 0.15, cy + r * 0.8], fill=color)
        draw.polygon([(cx - r * 0.25, cy - r * 0.9), (cx, cy - r * 1.25), (cx + r * 0.25, cy - r * 0.9)],
                     fill=color)


# Alternate-art printings get a foil sheen over the art window, as a player expects of them.
FOIL_RARITIES = frozenset({"Enchanted", "Epic", "Iconic"})


@lru_cache(maxsize=32)
def foil_sheen(aw: int, ah: int, radius: float) -> Image.Image:
    """A translucent diagonal rainbow the size of an art window."""
    hue = Image.linear_gradient("L").rotate(90).resize((256, 1))
    strip = Image.merge("HSV", (hue, Image.new("L", (256, 1), 150), Image.new("L", (256, 1), 255))).convert("RGB")
    strip = strip.resize((aw + ah, 1), Image.Resampling.BILINEAR)
    # Each pixel (x, y) takes the colour at x + y along the strip: diagonal bands.
    sheen = strip.transform((aw, ah), Image.Transform.AFFINE, (1, 1, 0, 0, 0, 0), Image.Resampling.NEAREST)
    mask = Image.new("L", (aw, ah), 0)
    ImageDraw.Draw(mask).rounded_rectangle([0, 0, aw - 1, ah - 1], radius=radius, fill=80)
    sheen = sheen.convert("RGBA")
    sheen.putalpha(mask)
    return sheen


_SUPER = 2  # frames are drawn at twice the size and scaled down, for smooth edges


@lru_cache(maxsize=256)
def frame(inks: tuple[Ink, ...], kind: Kind, inkable: bool, width: int, foil: bool = False) -> Image.Image:
    """Everything on a face that does not depend on the card's own texts and numbers."""
    g = geometry(kind, width)
    f = _SUPER
    W, H = g.size[0] * f, g.size[1] * f
    s = g.scale * f
    colors = _ink_colors(inks)
    radius = 14 * s
    shape = Image.new("L", (W, H), 0)
    ImageDraw.Draw(shape).rounded_rectangle([0, 0, W - 1, H - 1], radius=radius, fill=255)
    img = Image.new("RGBA", (W, H), colors[0] + (255,))
    if len(colors) > 1:
        # Dual ink: the border is split on a slant, first ink on the left.
        split = Image.new("L", (W, H), 0)
        ImageDraw.Draw(split).polygon([(W * 0.58, 0), (W, 0), (W, H), (W * 0.42, H)], fill=255)
        img.paste(colors[1] + (255,), (0, 0, W, H), split)
    d = ImageDraw.Draw(img)
    # Art window: a gradient in the ink(s), with the type's emblem.
    art = [round(v) for v in _scaled(g.art, f)]
    aw, ah = art[2] - art[0], art[3] - art[1]
    if len(colors) > 1:
        # Left to right, from the first ink to the second.
        grad = Image.linear_gradient("L").rotate(90).resize((aw, 1), Image.Resampling.BILINEAR)
        grad = grad.resize((aw, ah), Image.Resampling.NEAREST)
        a_img = Image.new("RGBA", (aw, ah), _mix(colors[0], WHITE, 0.25) + (255,))
        a_img.paste(_mix(colors[1], WHITE, 0.25) + (255,), (0, 0, aw, ah), grad)
    else:
        grad = Image.linear_gradient("L").resize((1, ah), Image.Resampling.BILINEAR)
        grad = grad.resize((aw, ah), Image.Resampling.NEAREST)
        a_img = Image.new("RGBA", (aw, ah), _mix(colors[0], WHITE, 0.45) + (255,))
        a_img.paste(_mix(colors[0], DARK, 0.35) + (255,), (0, 0, aw, ah), grad)
    inner = Image.new("L", (aw, ah), 0)
    ImageDraw.Draw(inner).rounded_rectangle([0, 0, aw - 1, ah - 1], radius=8 * s, fill=255)
    img.paste(a_img, (art[0], art[1]), inner)
    if foil:
        img.alpha_composite(foil_sheen(aw, ah, 8 * s), (art[0], art[1]))
    emblem_box: list[float] = [float(v) for v in art]
    if kind is Kind.LOCATION:
        emblem_box = [art[0] + 60 * s, art[1], art[2] - 60 * s, art[3]]
    elif kind is not Kind.CHARACTER:
        emblem_box = [art[0], art[1], art[2], art[3] - 10 * s]
    _emblem(d, kind, emblem_box, (255, 255, 255, 90))
    if kind is Kind.SONG:
        # A stave across the art window.
        for i in range(5):
            y = art[1] + ah * (0.3 + i * 0.08)
            d.line([(art[0] + 6 * s, y), (art[2] - 6 * s, y)], fill=(255, 255, 255, 70), width=max(1, round(s)))
    # Text panel.
    d.rounded_rectangle(_scaled(g.text_area, f), radius=6 * s, fill=PARCHMENT)
    if kind is Kind.SONG:
        # Songs read on a scroll: a tinted panel with curled edges.
        ta = _scaled(g.text_area, f)
        d.rounded_rectangle([ta[0] + 4 * s, ta[1] + 4 * s, ta[2] - 4 * s, ta[3] - 4 * s], radius=14 * s,
                            outline=_mix(colors[0], PARCHMENT, 0.4), width=max(1, round(2 * s)))
    # Name band: dark for characters and locations, the ink's deep shade for actions, bevelled for items.
    nb = _scaled(g.name_band, f)
    if kind in (Kind.CHARACTER, Kind.LOCATION):
        d.rectangle(nb, fill=DARK)
        d.line([(nb[0], nb[1]), (nb[2], nb[1])], fill=GOLD, width=max(1, round(1.5 * s)))
    elif kind is Kind.ITEM:
        c = 12 * s
        d.polygon([(nb[0], nb[1] + c), (nb[0] + c, nb[1]), (nb[2] - c, nb[1]), (nb[2], nb[1] + c),
                   (nb[2], nb[3]), (nb[0], nb[3])], fill=(58, 60, 72))
        d.line([(nb[0], nb[1] + c), (nb[0] + c, nb[1]), (nb[2] - c, nb[1]), (nb[2], nb[1] + c)], fill=GOLD,
               width=max(1, round(1.5 * s)))
    else:
        deep = _mix(colors[0], DARK, 0.55)
        d.rounded_rectangle([nb[0], nb[1] - 6 * s, nb[2], nb[3]], radius=18 * s, fill=deep)
    lb = _scaled(g.label_bar, f)
    label_color = {Kind.CHARACTER: _mix(colors[0], DARK, 0.25), Kind.LOCATION: _mix(colors[0], DARK, 0.25),
                   Kind.ACTION: (150, 40, 40), Kind.SONG: (120, 60, 150), Kind.ITEM: (70, 90, 110)}[kind]
    d.rectangle(lb, fill=label_color)
    # Footer.
    d.rectangle(_scaled(g.footer, f), fill=DARK)
    # Stat badges.
    for i, box in enumerate(g.stat_boxes):
        bb = _scaled(box, f)
        d.rounded_rectangle(bb, radius=6 * s, fill=PARCHMENT, outline=GOLD, width=max(1, round(1.5 * s)))
    # Cost hexagon, with the inkwell ring when the card can be put into the inkwell (CR 4.3.3).
    cx, cy = g.cost_center[0] * f, g.cost_center[1] * f
    r = g.cost_radius * f
    if inkable:
        ring = r * 1.12
        d.ellipse([cx - ring, cy - ring, cx + ring, cy + ring], fill=GOLD)
        d.ellipse([cx - ring * 0.86, cy - ring * 0.86, cx + ring * 0.86, cy + ring * 0.86], fill=DARK)
        hr = r * 0.9
    else:
        hr = r
    d.polygon(hexagon_points(cx, cy, hr * 1.04), fill=colors[0])
    d.polygon(hexagon_points(cx, cy, hr * 0.9), fill=DARK)
    # The ink(s) under the cost, as on a printed card: two gems say "dual ink" at a glance.
    gem = r * 0.4
    gy = cy + r * 1.62
    for i, color in enumerate(colors):
        gx = cx + (i - (len(colors) - 1) / 2) * gem * 2.2
        d.polygon(hexagon_points(gx, gy, gem * 1.3), fill=DARK)
        d.polygon(hexagon_points(gx, gy, gem * 1.02), fill=_mix(color, WHITE, 0.35))
        d.polygon(hexagon_points(gx, gy, gem * 0.8), fill=color)
    img = img.resize(g.size, Image.Resampling.BOX)
    img.putalpha(shape.resize(g.size, Image.Resampling.BOX))
    return img


# ----------------------------------------------------------------------------- drawing


_COLORS_ON_PARCHMENT: dict[Style, tuple[int, int, int]] = {
    Style.REGULAR: TEXT,
    Style.KEYWORD: TEXT,
    Style.NAME: WHITE,
    Style.REMINDER: (80, 72, 80),
    Style.FLAVOR: (96, 84, 90),
}


def _stat_symbol(name: str) -> Symbol:
    return {"strength": Symbol.STRENGTH, "willpower": Symbol.WILLPOWER, "move": Symbol.MOVE}[name]


def draw_layout(layout: FaceLayout) -> Image.Image:
    """Draw a measured face on its frame."""
    card, g = layout.card, layout.geometry
    foil = printing_rarity(layout) in FOIL_RARITIES
    img = frame(card.inks, layout.kind, card.inkable, layout.width, foil).copy()
    d = ImageDraw.Draw(img)
    ink = _ink_colors(card.inks)[0]
    band_text = {Style.TITLE: WHITE, Style.SUBTITLE: (225, 225, 235), Style.REGULAR: WHITE}
    for block in layout.blocks:
        if block.name in ("name", "version", "label", "cost"):
            draw_block(d, block, band_text)
        elif block.name == "footer":
            draw_block(d, block, {Style.SUBTITLE: (205, 205, 215), Style.REGULAR: WHITE})
        elif block.name in ("strength", "willpower", "move", "lore"):
            draw_block(d, block, {Style.TITLE: DARK, Style.REGULAR: DARK})
        elif block.name == "text":
            draw_block(d, block, _COLORS_ON_PARCHMENT, name_tag=_mix(ink, DARK, 0.45))
    for name, box in zip(("strength", "willpower") if layout.kind is Kind.CHARACTER else ("move", "willpower"),
                         g.stat_boxes):
        size = round(box.height * 0.36)
        sym = symbol_image(_stat_symbol(name), size, _mix(ink, DARK, 0.3))
        img.paste(sym, (round((box.x0 + box.x1 - size) / 2), round(box.y0 + box.height * 0.06)), sym)
    _draw_lore(img, layout)
    _draw_rarity(d, layout)
    return img


def _draw_lore(img: Image.Image, layout: FaceLayout) -> None:
    col = layout.geometry.lore_column
    lore = layout.card.lore or 0
    if col is None or lore <= 0:
        return
    size = round(min(col.width, 26 * layout.geometry.scale))
    color = _mix(_ink_colors(layout.card.inks)[0], DARK, 0.35)
    sym = symbol_image(Symbol.LORE, size, color)
    x = round((col.x0 + col.x1 - size) / 2)
    if lore > 4:
        # Large lore values: one diamond above the number.
        mid = (col.y0 + col.y1) / 2
        img.paste(sym, (x, round(mid - size - 2)), sym)
        return
    step = size * 1.05
    top = (col.y0 + col.y1) / 2 - step * lore / 2
    for i in range(lore):
        img.paste(sym, (x, round(top + i * step)), sym)


def printing_rarity(layout: FaceLayout) -> str:
    p = layout.printing or next((pr for pr in layout.card.printings if pr.id == layout.card.id), None)
    return p.rarity if p else layout.card.rarity


def _draw_rarity(d: ImageDraw.ImageDraw, layout: FaceLayout) -> None:
    rarity = printing_rarity(layout)
    f = layout.geometry.footer
    r = f.height * 0.3
    cx, cy = f.x1 - f.height * 0.6, (f.y0 + f.y1) / 2
    d.polygon(hexagon_points(cx, cy, r), fill=RARITY_COLORS.get(rarity, (200, 200, 200)))


def render_face(card: Card, width: int = 300, printing: Printing | None = None) -> Image.Image:
    """The face of a card as an RGBA image; portrait ``width`` x ``1.4*width``, locations turned sideways."""
    if width < 16:
        raise ValueError(f"face width must be at least 16 pixels, not {width}")
    if width < SUPERSAMPLE_BELOW:
        # Small faces are drawn twice as large and scaled down: hinted glyphs at 5-9 px squeeze
        # letters and spaces together, scaled-down 10-18 px text reads cleanly.
        big = draw_layout(layout_face(card, width * 2, printing))
        return big.resize(face_size(card, width), Image.Resampling.BOX)
    return draw_layout(layout_face(card, width, printing))


@lru_cache(maxsize=8)
def _back(width: int) -> Image.Image:
    f = _SUPER
    W, H = width * f, round(width * CARD_RATIO) * f
    s = W / 300
    img = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle([0, 0, W - 1, H - 1], radius=14 * s, fill=(60, 44, 30))
    d.rounded_rectangle([9 * s, 9 * s, W - 9 * s, H - 9 * s], radius=9 * s, fill=(34, 30, 58))
    cx, cy = W / 2, H / 2
    # Concentric rings and a hexagon: an ink well seen from above.
    for rr, col in ((128, GOLD), (120, (34, 30, 58)), (104, (176, 140, 60)), (98, (48, 40, 84))):
        d.ellipse([cx - rr * s, cy - rr * s, cx + rr * s, cy + rr * s], fill=col)
    d.polygon(hexagon_points(cx, cy, 80 * s), fill=GOLD)
    d.polygon(hexagon_points(cx, cy, 70 * s), fill=(34, 30, 58))
    for i, ink in enumerate(Ink):
        a = math.radians(i * 60 - 90)
        px, py = cx + 52 * s * math.cos(a), cy + 52 * s * math.sin(a)
        d.polygon(hexagon_points(px, py, 15 * s), fill=INK_COLORS[ink])
    d.ellipse([cx - 22 * s, cy - 22 * s, cx + 22 * s, cy + 22 * s], fill=GOLD)
    for corner in ((30, 30), (270, 30), (30, 390), (270, 390)):
        d.polygon(hexagon_points(corner[0] * s, corner[1] * s, 10 * s), fill=(176, 140, 60))
    return img.resize((width, round(width * CARD_RATIO)), Image.Resampling.LANCZOS)


def render_back(width: int = 300) -> Image.Image:
    """The back shared by every card (our own design)."""
    if width < 16:
        raise ValueError(f"card width must be at least 16 pixels, not {width}")
    return _back(width).copy()
