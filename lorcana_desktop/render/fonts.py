"""The bundled Roboto fonts (assets/fonts, Apache 2.0), loaded once per style and pixel size."""

from __future__ import annotations

import enum
from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

# The basic layout measures hinted (whole-pixel) advances, the same ones it draws with, so
# measured words never overlap when drawn; it is also faster than Raqm and needs no system library.
LAYOUT = ImageFont.Layout.BASIC


class FontStyle(enum.Enum):
    REGULAR = "Roboto-Regular.ttf"
    BOLD = "Roboto-Bold.ttf"
    ITALIC = "Roboto-Italic.ttf"
    BLACK = "Roboto-Black.ttf"
    MEDIUM = "Roboto-Medium.ttf"


def assets_dir() -> Path:
    """The repository's ``assets`` folder (fonts, symbol drawings)."""
    return Path(__file__).resolve().parents[2] / "assets"


def _font_file(style: FontStyle) -> Path:
    bundled = assets_dir() / "fonts" / style.value
    if bundled.exists():
        return bundled
    # An install without the repository's assets folder still has the font-roboto package.
    import font_roboto  # type: ignore[import-untyped]

    return Path(font_roboto.__file__).parent / "files" / style.value


@lru_cache(maxsize=512)
def font(style: FontStyle, size: int) -> ImageFont.FreeTypeFont:
    """A font of ``size`` pixels."""
    return ImageFont.truetype(str(_font_file(style)), max(1, int(size)), layout_engine=LAYOUT)


@lru_cache(maxsize=65536)
def text_width(style: FontStyle, size: int, text: str) -> float:
    """Advance width of ``text`` in pixels; cached because card texts repeat the same words."""
    return font(style, size).getlength(text)


@lru_cache(maxsize=512)
def line_metrics(style: FontStyle, size: int) -> tuple[int, int]:
    """(ascent, descent) in pixels."""
    ascent, descent = font(style, size).getmetrics()
    return ascent, descent
