"""Faces of Creatures of Exo cards, drawn with Pillow: a simple frame from the card's type and colour, its cost
(Costo or Sacrificio), name, type line, text and strength, with the author's own picture when the set names one
(nobody publishes Exo's card art; a set's author may ship their own). Also the back of a covered card.

Laid out first (``layout_exo_face``, which the tests read to check that every text fits) and then drawn.
"""

from __future__ import annotations

import re
import zlib
from dataclasses import dataclass, replace
from pathlib import Path

from PIL import Image, ImageDraw, UnidentifiedImageError

from lorcana_desktop.exo.cards.model import ExoCard
from lorcana_desktop.exo.cards.terms import CardType
from lorcana_desktop.render.face import CARD_RATIO, DARK, PARCHMENT, WHITE
from lorcana_desktop.render.text import Align, Box, Style, TextBlock, draw_block, fit, fit_text, paragraph

EXO_FACE_VERSION = 1

# The colours sets name, in Italian as the rules are; any other colour gets a steady hue of its own name.
COLOURS: dict[str, tuple[int, int, int]] = {
    "blu": (46, 96, 170), "rosso": (176, 48, 44), "verde": (48, 130, 70), "giallo": (206, 170, 40),
    "viola": (112, 62, 150), "nero": (44, 44, 52), "bianco": (200, 200, 196), "grigio": (118, 122, 130),
    "arancione": (214, 112, 36), "marrone": (120, 80, 48), "rosa": (206, 104, 150), "azzurro": (70, 160, 210),
    "oro": (200, 160, 60), "argento": (160, 166, 176),
}
TYPE_WORDS = {
    CardType.LEADER: "LEADER", CardType.CREATURA: "CREATURA", CardType.VICE_LEADER: "VICE LEADER",
    CardType.EVOLUZIONE: "EVOLUZIONE", CardType.EVOLUZIONE_VICE_LEADER: "EVOLUZIONE VICE LEADER",
    CardType.TATTICA: "TATTICA", CardType.PEDINA: "PEDINA", CardType.RELIQUIA: "RELIQUIA",
}
_CAPS = re.compile(r"\b([A-ZÀ-Ý]{3,}(?: [A-ZÀ-Ý]{2,})*)\b")


def colour_of(name: str) -> tuple[int, int, int]:
    known = COLOURS.get(name.strip().casefold())
    if known is not None:
        return known
    h = zlib.crc32(name.encode("utf-8"))
    return (60 + h % 150, 60 + (h >> 8) % 150, 60 + (h >> 16) % 150)


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def cost_text(card: ExoCard) -> str:
    """What the cost circle says: the Costo's units, or "S" and the cards of a Sacrificio; "" for none."""
    if card.cost is not None:
        return str(card.cost.amount)
    if card.sacrifice:
        return f"S{sum(p.count for p in card.sacrifice)}"
    return ""


def type_line(card: ExoCard) -> str:
    words = TYPE_WORDS.get(card.type, card.type.value.upper())
    kinds = [*card.races, *card.classes]
    return f"{words} — {' · '.join(kinds)}" if kinds else words


def _text_paragraphs(text: str) -> list:  # type: ignore[type-arg]
    out = []
    for line in [t for t in text.splitlines() if t.strip()] or [""]:
        segments: list[tuple[Style, str]] = []
        pos = 0
        for m in _CAPS.finditer(line):
            if m.start() > pos:
                segments.append((Style.REGULAR, line[pos:m.start()]))
            segments.append((Style.KEYWORD, m.group(0)))
            pos = m.end()
        if pos < len(line):
            segments.append((Style.REGULAR, line[pos:]))
        out.append(paragraph(segments or [(Style.REGULAR, "")]))
    return out


@dataclass(frozen=True, slots=True)
class ExoFaceLayout:
    card: ExoCard
    width: int
    size: tuple[int, int]
    blocks: tuple[TextBlock, ...]
    art: Box
    cost_box: Box | None
    strength_box: Box | None

    def block(self, name: str) -> TextBlock | None:
        return next((b for b in self.blocks if b.name == name), None)


def emergency_face(card: ExoCard) -> ExoCard:
    """The card as its Leader shows it on the Emergency side (that side's strength and text)."""
    side = card.emergency_side
    if side is None:
        return card
    return replace(card, name=f"{card.name} (EMERGENZA)", strength=side.strength if side.strength is not None
                   else card.strength, text=side.text)


def layout_exo_face(card: ExoCard, width: int = 300) -> ExoFaceLayout:
    W = width
    H = round(width * CARD_RATIO)
    s = W / 300
    blocks: list[TextBlock] = []
    cost = cost_text(card)
    cost_box = Box(12 * s, 12 * s, 56 * s, 56 * s) if cost else None
    name_x0 = (62 if cost else 16) * s
    blocks.append(fit_text("name", card.name, Style.TITLE, Box(name_x0, 14 * s, W - 14 * s, 54 * s), round(24 * s),
                           min_size=max(4, round(9 * s))))
    if cost_box is not None:
        blocks.append(fit_text("cost", cost, Style.TITLE, Box(cost_box.x0 + 3 * s, cost_box.y0 + 4 * s,
                                                              cost_box.x1 - 3 * s, cost_box.y1 - 4 * s),
                               round(24 * s), Align.CENTER))
    art = Box(14 * s, 62 * s, W - 14 * s, 200 * s)
    blocks.append(fit_text("type", type_line(card), Style.LABEL, Box(18 * s, 204 * s, W - 18 * s, 226 * s),
                           round(14 * s), min_size=max(4, round(7 * s))))
    strength = card.strength
    if card.type is CardType.LEADER and card.life is not None:
        life = f"Vita {card.life}" + (f" · Emergenza {card.emergency}" if card.emergency else "")
        blocks.append(fit_text("life", life, Style.TITLE, Box(18 * s, H - 46 * s, 170 * s, H - 16 * s),
                               round(18 * s)))
    strength_box = Box(W - 104 * s, H - 50 * s, W - 14 * s, H - 12 * s) if strength is not None else None
    if strength_box is not None:
        blocks.append(fit_text("strength", str(strength), Style.TITLE,
                               Box(strength_box.x0 + 4 * s, strength_box.y0 + 3 * s, strength_box.x1 - 4 * s,
                                   strength_box.y1 - 3 * s), round(24 * s), Align.CENTER))
    text_bottom = H - 56 * s
    blocks.append(fit("text", _text_paragraphs(card.text), Box(20 * s, 232 * s, W - 20 * s, text_bottom),
                      round(15 * s), min_size=max(3, round(5 * s))))
    return ExoFaceLayout(card, W, (W, H), tuple(blocks), art, cost_box, strength_box)


def _picture(path: Path | None, size: tuple[int, int]) -> Image.Image | None:
    if path is None or not path.is_file():
        return None
    try:
        with Image.open(path) as im:
            pic = im.convert("RGBA")
    except (OSError, UnidentifiedImageError, ValueError):
        return None  # a picture that does not open: the frame is drawn without it
    w, h = size
    scale = max(w / pic.width, h / pic.height)
    pic = pic.resize((max(1, round(pic.width * scale)), max(1, round(pic.height * scale))), Image.Resampling.LANCZOS)
    x0, y0 = (pic.width - w) // 2, (pic.height - h) // 2
    return pic.crop((x0, y0, x0 + w, y0 + h))


def render_exo_face(card: ExoCard, width: int = 300, picture: Path | None = None) -> Image.Image:
    """The face of ``card``; ``picture`` the author's own art (a file), drawn in the art box when it opens."""
    if width < 16:
        raise ValueError(f"card width must be at least 16 pixels, not {width}")
    lay = layout_exo_face(card, width)
    W, H = lay.size
    s = W / 300
    base = colour_of(card.colors[0]) if card.colors else (110, 110, 120)
    second = colour_of(card.colors[1]) if len(card.colors) > 1 else base
    img = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle([0, 0, W - 1, H - 1], radius=14 * s, fill=_mix(base, DARK, 0.45))
    inner = [7 * s, 7 * s, W - 7 * s, H - 7 * s]
    d.rounded_rectangle(inner, radius=10 * s, fill=_mix(base, WHITE, 0.15))
    if second != base:
        d.polygon([(W - 7 * s, 7 * s), (W - 7 * s, H * 0.45), (W * 0.55, 7 * s)], fill=_mix(second, WHITE, 0.15))
    art = lay.art
    pic = _picture(picture, (round(art.width), round(art.height)))
    if pic is not None:
        img.paste(pic, (round(art.x0), round(art.y0)), pic)
    else:
        d.rectangle([art.x0, art.y0, art.x1, art.y1], fill=_mix(base, DARK, 0.25))
        cx, cy, r = (art.x0 + art.x1) / 2, (art.y0 + art.y1) / 2, art.height * 0.32
        if card.type in (CardType.LEADER, CardType.VICE_LEADER, CardType.EVOLUZIONE_VICE_LEADER):
            d.polygon([(cx - r, cy + r * 0.6), (cx - r, cy - r * 0.3), (cx - r * 0.5, cy + r * 0.1), (cx, cy - r),
                       (cx + r * 0.5, cy + r * 0.1), (cx + r, cy - r * 0.3), (cx + r, cy + r * 0.6)],
                      fill=_mix(base, WHITE, 0.55))
        elif card.type is CardType.TATTICA:
            d.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill=_mix(base, WHITE, 0.55))
        else:
            d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=_mix(base, WHITE, 0.55))
            if card.type in (CardType.EVOLUZIONE, CardType.EVOLUZIONE_VICE_LEADER):
                d.ellipse([cx - r * 0.6, cy - r * 0.6, cx + r * 0.6, cy + r * 0.6], fill=_mix(base, DARK, 0.2))
    d.rounded_rectangle([12 * s, 12 * s, W - 12 * s, 56 * s], radius=8 * s, fill=PARCHMENT)
    d.rounded_rectangle([14 * s, 202 * s, W - 14 * s, 228 * s], radius=6 * s, fill=_mix(base, DARK, 0.35))
    d.rounded_rectangle([14 * s, 230 * s, W - 14 * s, H - 52 * s], radius=8 * s, fill=PARCHMENT)
    if lay.cost_box is not None:
        b = lay.cost_box
        d.ellipse([b.x0, b.y0, b.x1, b.y1], fill=_mix(base, DARK, 0.3), outline=WHITE, width=max(1, round(2 * s)))
    if lay.strength_box is not None:
        b = lay.strength_box
        d.rounded_rectangle([b.x0, b.y0, b.x1, b.y1], radius=8 * s, fill=DARK, outline=WHITE,
                            width=max(1, round(2 * s)))
    ink = {Style.REGULAR: DARK, Style.KEYWORD: DARK, Style.TITLE: DARK, Style.LABEL: WHITE}
    light = {Style.REGULAR: WHITE, Style.TITLE: WHITE}
    for block in lay.blocks:
        colours = light if block.name in ("cost", "strength", "life") else ink
        draw_block(d, block, colours)
    return img


def render_exo_back(width: int = 300) -> Image.Image:
    """The back of an Exo card (our own design): what a covered card and a hidden card show."""
    if width < 16:
        raise ValueError(f"card width must be at least 16 pixels, not {width}")
    W, H = width, round(width * CARD_RATIO)
    s = W / 300
    img = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle([0, 0, W - 1, H - 1], radius=14 * s, fill=(30, 40, 48))
    d.rounded_rectangle([9 * s, 9 * s, W - 9 * s, H - 9 * s], radius=9 * s, fill=(18, 70, 78))
    cx, cy = W / 2, H / 2
    for rr, col in ((110, (210, 190, 120)), (100, (18, 70, 78)), (70, (210, 190, 120)), (60, (30, 40, 48))):
        d.ellipse([cx - rr * s, cy - rr * s, cx + rr * s, cy + rr * s], fill=col)
    d.polygon([(cx, cy - 50 * s), (cx + 30 * s, cy), (cx, cy + 50 * s), (cx - 30 * s, cy)], fill=(210, 190, 120))
    return img


__all__ = ["EXO_FACE_VERSION", "ExoFaceLayout", "colour_of", "cost_text", "emergency_face", "layout_exo_face", "render_exo_back",
           "render_exo_face", "type_line"]
