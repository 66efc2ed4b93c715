"""Our own game symbols (exert, ink, strength, willpower, lore, inkwell, move cost), drawn with Pillow.

The drawings live in ``assets/symbols/<name>.png`` as white-on-transparent masks made by
:func:`write_symbol_assets` (``python -m lorcana_desktop.render.symbols``); the renderer tints
and resizes them. If the folder is missing the same drawing is made in memory.
"""

from __future__ import annotations

import enum
import math
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw

from lorcana_desktop.render.fonts import assets_dir

ASSET_SIZE = 128
_DRAW_SIZE = 512  # drawn large, then scaled down: Pillow's primitives are not anti-aliased


class Symbol(enum.Enum):
    EXERT = "exert"
    INK = "ink"
    STRENGTH = "strength"
    WILLPOWER = "willpower"
    LORE = "lore"
    INKWELL = "inkwell"
    MOVE = "move"


# Every non-ASCII symbol character found in the card data's texts (see tests/render).
GLYPHS: dict[str, Symbol] = {
    "\u27f3": Symbol.EXERT,  # ⟳
    "\u2b21": Symbol.INK,  # ⬡
    "\u00a4": Symbol.STRENGTH,  # ¤
    "\u26c9": Symbol.WILLPOWER,  # ⛉
    "\u25ca": Symbol.LORE,  # ◊
    "\u25c9": Symbol.INKWELL,  # ◉ "count as having ◉": the inkwell mark of inkable cards
}


def _pt(x: float, y: float) -> tuple[float, float]:
    return (x * _DRAW_SIZE, y * _DRAW_SIZE)


def hexagon_points(cx: float, cy: float, r: float, pointy: bool = True) -> list[tuple[float, float]]:
    """The six corners of a regular hexagon (pointy top by default, like the ink cost)."""
    start = -90.0 if pointy else 0.0
    return [
        (cx + r * math.cos(math.radians(start + 60 * i)), cy + r * math.sin(math.radians(start + 60 * i)))
        for i in range(6)
    ]


def _draw_mask(symbol: Symbol) -> Image.Image:
    """The symbol as an 8-bit mask (255 = ink) at the drawing size."""
    s = _DRAW_SIZE
    mask = Image.new("L", (s, s), 0)
    d = ImageDraw.Draw(mask)
    if symbol is Symbol.EXERT:
        # A turning arrow (a card turned sideways): a ring open on the right, running clockwise
        # into a large arrowhead, so it still reads as an arrow, not a "C", at text size.
        ring_r, width = 0.28, 0.15
        d.arc([_pt(0.5 - ring_r - width / 2, 0.5 - ring_r - width / 2),
               _pt(0.5 + ring_r + width / 2, 0.5 + ring_r + width / 2)],
              start=75, end=300, fill=255, width=int(s * width))
        a = math.radians(295)
        ex, ey = 0.5 + ring_r * math.cos(a), 0.5 + ring_r * math.sin(a)
        nx, ny = math.cos(a), math.sin(a)  # outward normal
        tx, ty = -math.sin(a), math.cos(a)  # clockwise tangent (y points down)
        half, length = 0.25, 0.34
        d.polygon(
            [_pt(ex + nx * half, ey + ny * half),
             _pt(ex - nx * half, ey - ny * half),
             _pt(ex + tx * length, ey + ty * length)],
            fill=255,
        )
    elif symbol is Symbol.INK:
        d.polygon(hexagon_points(s / 2, s / 2, s * 0.47), fill=255)
        d.polygon(hexagon_points(s / 2, s / 2, s * 0.30), fill=0)
    elif symbol is Symbol.STRENGTH:
        # A sword, point up: blade, crossguard, grip and pommel.
        d.polygon([_pt(0.5, 0.02), _pt(0.64, 0.17), _pt(0.64, 0.62), _pt(0.36, 0.62), _pt(0.36, 0.17)], fill=255)
        d.rounded_rectangle([_pt(0.16, 0.60), _pt(0.84, 0.71)], radius=int(s * 0.04), fill=255)
        d.rectangle([_pt(0.44, 0.70), _pt(0.56, 0.87)], fill=255)
        d.ellipse([_pt(0.39, 0.84), _pt(0.61, 0.98)], fill=255)
        d.line([_pt(0.5, 0.15), _pt(0.5, 0.56)], fill=0, width=int(s * 0.04))
    elif symbol is Symbol.WILLPOWER:
        # A shield with a bevelled inner line.
        outline = [_pt(0.10, 0.06), _pt(0.90, 0.06), _pt(0.90, 0.46), _pt(0.78, 0.72), _pt(0.5, 0.96),
                   _pt(0.22, 0.72), _pt(0.10, 0.46)]
        d.polygon(outline, fill=255)
        inner = [_pt(0.22, 0.17), _pt(0.78, 0.17), _pt(0.78, 0.45), _pt(0.69, 0.65), _pt(0.5, 0.82),
                 _pt(0.31, 0.65), _pt(0.22, 0.45)]
        d.line(inner + [inner[0]], fill=0, width=int(s * 0.045), joint="curve")
    elif symbol is Symbol.LORE:
        # A faceted diamond: the lore a character gains when it quests.
        d.polygon([_pt(0.5, 0.02), _pt(0.86, 0.5), _pt(0.5, 0.98), _pt(0.14, 0.5)], fill=255)
        d.polygon([_pt(0.5, 0.22), _pt(0.68, 0.5), _pt(0.5, 0.78), _pt(0.32, 0.5)], fill=0)
        d.polygon([_pt(0.5, 0.32), _pt(0.6, 0.5), _pt(0.5, 0.68), _pt(0.4, 0.5)], fill=255)
    elif symbol is Symbol.INKWELL:
        # The inkwell mark of an inkable card: a ring around a drop of ink.
        d.ellipse([_pt(0.04, 0.04), _pt(0.96, 0.96)], fill=255)
        d.ellipse([_pt(0.17, 0.17), _pt(0.83, 0.83)], fill=0)
        d.ellipse([_pt(0.32, 0.32), _pt(0.68, 0.68)], fill=255)
    elif symbol is Symbol.MOVE:
        # A boot print stepping forward: the cost to move a character to a location.
        d.ellipse([_pt(0.28, 0.04), _pt(0.72, 0.56)], fill=255)
        d.ellipse([_pt(0.33, 0.62), _pt(0.67, 0.96)], fill=255)
        d.rectangle([_pt(0.28, 0.52), _pt(0.72, 0.60)], fill=0)
    return mask


@lru_cache(maxsize=16)
def symbol_mask(symbol: Symbol) -> Image.Image:
    """The symbol's mask at ``ASSET_SIZE``: from assets/symbols, or drawn now."""
    path = assets_dir() / "symbols" / f"{symbol.value}.png"
    if path.exists():
        with Image.open(path) as im:
            return im.getchannel("A").copy() if im.mode in ("RGBA", "LA") else im.convert("L")
    return _draw_mask(symbol).resize((ASSET_SIZE, ASSET_SIZE), Image.Resampling.LANCZOS)


@lru_cache(maxsize=2048)
def symbol_image(symbol: Symbol, size: int, color: tuple[int, int, int]) -> Image.Image:
    """The symbol as a ``size``-pixel RGBA image in ``color`` (cached: cards reuse a few sizes)."""
    size = max(1, int(size))
    alpha = symbol_mask(symbol).resize((size, size), Image.Resampling.LANCZOS)
    image = Image.new("RGBA", (size, size), color + (255,))
    image.putalpha(alpha)
    return image


def write_symbol_assets(folder: Path | None = None) -> list[Path]:
    """Draw every symbol and save it as a white-on-transparent PNG (the files in assets/symbols)."""
    folder = folder or assets_dir() / "symbols"
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for symbol in Symbol:
        alpha = _draw_mask(symbol).resize((ASSET_SIZE, ASSET_SIZE), Image.Resampling.LANCZOS)
        image = Image.new("RGBA", (ASSET_SIZE, ASSET_SIZE), (255, 255, 255, 255))
        image.putalpha(alpha)
        path = folder / f"{symbol.value}.png"
        image.save(path, optimize=True)
        written.append(path)
    return written


if __name__ == "__main__":
    for p in write_symbol_assets():
        print(p)
