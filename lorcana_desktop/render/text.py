"""Rich card text: styled words with inline symbols, wrapped into a box and shrunk until it fits.

Layout only measures (no drawing), so tests can check every card's text boxes quickly;
:func:`draw_block` draws a finished layout.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import ImageDraw

from lorcana_desktop.cards.keywords import KEYWORD_TABLE
from lorcana_desktop.render.fonts import FontStyle, font, line_metrics, text_width
from lorcana_desktop.render.symbols import GLYPHS, Symbol, symbol_image


class Style(enum.Enum):
    REGULAR = "regular"
    KEYWORD = "keyword"  # keyword names, bold (CR 8)
    NAME = "name"  # ability names, set apart on a tinted tag
    REMINDER = "reminder"  # reminder text in parentheses, italic
    FLAVOR = "flavor"  # flavor text, italic
    TITLE = "title"  # card names and numbers
    SUBTITLE = "subtitle"  # versions, classifications, footers
    LABEL = "label"  # type labels: ACTION, SONG, ITEM, LOCATION


STYLE_FONT: dict[Style, FontStyle] = {
    Style.REGULAR: FontStyle.REGULAR,
    Style.KEYWORD: FontStyle.BOLD,
    Style.NAME: FontStyle.BLACK,
    Style.REMINDER: FontStyle.ITALIC,
    Style.FLAVOR: FontStyle.ITALIC,
    Style.TITLE: FontStyle.BLACK,
    Style.SUBTITLE: FontStyle.MEDIUM,
    Style.LABEL: FontStyle.BOLD,
}


class Align(enum.Enum):
    LEFT = "left"
    CENTER = "center"
    RIGHT = "right"


@dataclass(frozen=True, slots=True)
class Piece:
    """Part of a word: text in one style, or one inline symbol."""

    style: Style
    text: str = ""
    symbol: Symbol | None = None
    pad: float = 0.0  # blank space in ems, e.g. around an ability name's tag


Word = tuple[Piece, ...]
LINE_BREAK = None  # a forced line break inside a paragraph (before "•" choices)


@dataclass(frozen=True, slots=True)
class Paragraph:
    words: tuple[Word | None, ...]
    align: Align = Align.LEFT


@dataclass(frozen=True, slots=True)
class Box:
    x0: float
    y0: float
    x1: float
    y1: float

    @property
    def width(self) -> float:
        return self.x1 - self.x0

    @property
    def height(self) -> float:
        return self.y1 - self.y0

    def contains(self, other: Box, slack: float = 0.5) -> bool:
        return (
            other.x0 >= self.x0 - slack
            and other.y0 >= self.y0 - slack
            and other.x1 <= self.x1 + slack
            and other.y1 <= self.y1 + slack
        )


@dataclass(frozen=True, slots=True)
class PlacedRun:
    """Text of one style, or one symbol, at its place: ``y`` is the top of its line."""

    x: float
    y: float
    width: float
    height: float
    style: Style
    size: int
    text: str = ""
    symbol: Symbol | None = None

    @property
    def bbox(self) -> Box:
        return Box(self.x, self.y, self.x + self.width, self.y + self.height)


@dataclass(frozen=True, slots=True)
class TextBlock:
    """A laid-out text box: where each run goes, the font size chosen, and whether it fit."""

    name: str
    box: Box
    runs: tuple[PlacedRun, ...]
    size: int
    fits: bool


# ----------------------------------------------------------------------------- words

_SPACES = {" ", "\t", "\u00a0"}


def words_from_segments(segments: Iterable[tuple[Style, str]]) -> list[Word | None]:
    """Split styled text into words; symbol characters become symbol pieces inside their word."""
    words: list[Word | None] = []
    current: list[Piece] = []
    for style, text in segments:
        start = 0  # where the text not yet made into a piece begins
        for i, ch in enumerate(text):
            if ch in _SPACES or ch == "\n" or ch in GLYPHS:
                if i > start:
                    current.append(Piece(style, text[start:i]))
                start = i + 1
                if ch in GLYPHS:
                    current.append(Piece(style, symbol=GLYPHS[ch]))
                    continue
                if current:
                    words.append(tuple(current))
                    current = []
                if ch == "\n" and words and words[-1] is not LINE_BREAK:
                    words.append(LINE_BREAK)
        if len(text) > start:
            current.append(Piece(style, text[start:]))
    if current:
        words.append(tuple(current))
    while words and words[-1] is LINE_BREAK:
        words.pop()
    return words


def tagged_words(text: str, style: Style = Style.NAME, pad: float = 0.3) -> list[Word | None]:
    """Words of an ability name with room at both ends for the tag drawn behind it."""
    words = [w for w in words_from_segments([(style, text)]) if w is not LINE_BREAK]
    if not words:
        return []
    edge = Piece(style, pad=pad)
    words[0] = (edge,) + words[0]  # type: ignore[operator]
    words[-1] = words[-1] + (edge,)  # type: ignore[operator]
    return list(words)


def paragraph(segments: Iterable[tuple[Style, str]], align: Align = Align.LEFT) -> Paragraph:
    return Paragraph(tuple(words_from_segments(segments)), align)


# ----------------------------------------------------------------------------- measuring

def symbol_size(size: int) -> int:
    return max(1, round(size * 1.0))


def symbol_pad(size: int) -> float:
    return size * 0.06


def symbol_top(line_top: float, size: int) -> int:
    """Where an inline symbol's top goes: centred on the letters' middle (x-height), not the line's."""
    ascent, _ = line_metrics(FontStyle.REGULAR, size)
    return round(line_top + ascent - size * 0.36 - symbol_size(size) / 2)


def piece_width(piece: Piece, size: int) -> float:
    if piece.symbol is not None:
        return symbol_size(size) + 2 * symbol_pad(size)
    if piece.pad:
        return size * piece.pad
    return text_width(STYLE_FONT[piece.style], size, piece.text)


def word_width(word: Word, size: int) -> float:
    return sum(piece_width(p, size) for p in word)


@lru_cache(maxsize=512)
def line_height(size: int) -> int:
    ascent, descent = line_metrics(FontStyle.REGULAR, size)
    return ascent + descent


def _space(size: int) -> float:
    # A little wider than the font's space: hinting at small sizes widens glyphs past their advance.
    return text_width(FontStyle.REGULAR, size, " ") + size * 0.07


@lru_cache(maxsize=65536)
def _overhangs(style: Style, size: int, text: str) -> tuple[float, float]:
    """How far a text's ink reaches left of where it is drawn and right of its advance, in pixels
    (italic "j" reaches left, italic "f" and some closing quotes right)."""
    left, _, right, _ = font(STYLE_FONT[style], size).getbbox(text)
    return max(0.0, -float(left)), max(0.0, right - text_width(STYLE_FONT[style], size, text))


def line_lead(word: Word, size: int) -> float:
    """Room a line keeps before its first word, so no ink lands left of the box."""
    first = word[0]
    if first.symbol is not None or first.pad or not first.text:
        return 0.0
    return _overhangs(first.style, size, first.text)[0]


def line_tail(word: Word, size: int) -> float:
    """Room a line keeps after its last word, so no ink lands right of the box."""
    last = word[-1]
    if last.symbol is not None or last.pad or not last.text:
        return 0.0
    return _overhangs(last.style, size, last.text)[1]


def _break_lines(words: Sequence[Word | None], width: float, size: int, wrap: bool) -> list[list[Word]] | None:
    """Greedy line breaking; None when a single word is wider than the box (shrink instead)."""
    lines: list[list[Word]] = [[]]
    x = 0.0
    space = _space(size)
    for word in words:
        if word is LINE_BREAK:
            lines.append([])
            x = 0.0
            continue
        w = word_width(word, size)
        lead, tail = line_lead(word, size), line_tail(word, size)
        if lead + w + tail > width:
            return None
        line = lines[-1]
        if line and wrap and x + space + w + tail > width:
            lines.append([word])
            x = lead + w
        else:
            x = x + space + w if line else lead + w
            line.append(word)
    return [line for line in lines if line]


def _place_line(line: list[Word], x0: float, y: float, size: int, out: list[PlacedRun]) -> float:
    """Place one line's words from ``x0``, one run per piece. Returns where the line ends.

    Words are drawn one by one at their measured places: drawing a whole line as one
    string lets small hinted fonts squeeze the spaces until words run together.
    """
    space = _space(size)
    lh = line_height(size)
    x = x0 + (line_lead(line[0], size) if line else 0.0)
    for wi, word in enumerate(line):
        if wi:
            x += space
        for piece in word:
            pw = piece_width(piece, size)
            out.append(PlacedRun(x, y, pw, lh, piece.style, size, piece.text, piece.symbol))
            x += pw
    return x


def layout(
    paragraphs: Sequence[Paragraph],
    box: Box,
    size: int,
    *,
    wrap: bool = True,
    valign: str = "top",
    paragraph_gap: float = 0.35,
) -> tuple[list[PlacedRun], bool]:
    """Lay out paragraphs at one font size: the runs and whether they fit the box."""
    broken: list[tuple[Paragraph, list[list[Word]]]] = []
    for para in paragraphs:
        lines = _break_lines(para.words, box.width, size, wrap)
        if lines is None:
            return [], False
        if lines:
            broken.append((para, lines))
    lh = line_height(size)
    leading = round(size * 0.08)
    gap = round(size * paragraph_gap)
    total = 0.0
    for i, (_, lines) in enumerate(broken):
        total += len(lines) * lh + (len(lines) - 1) * leading + (gap if i else 0)
    fits = total <= box.height + 0.01
    if not wrap and broken and any(len(lines) > 1 for _, lines in broken):
        fits = fits and all(len(lines) == 1 for _, lines in broken)
    y = box.y0
    if valign == "center":
        y += max(0.0, (box.height - total) / 2)
    elif valign == "bottom":
        y += max(0.0, box.height - total)
    runs: list[PlacedRun] = []
    for i, (para, lines) in enumerate(broken):
        if i:
            y += gap
        for li, line in enumerate(lines):
            if li:
                y += leading
            x0 = box.x0
            if para.align is not Align.LEFT:
                width = (sum(word_width(w, size) for w in line) + _space(size) * (len(line) - 1)
                         + line_lead(line[0], size) + line_tail(line[-1], size))
                x0 += (box.width - width) / (2 if para.align is Align.CENTER else 1)
            end = _place_line(line, x0, y, size, runs) + line_tail(line[-1], size)
            if end > box.x1 + 0.5:
                fits = False
            y += lh
    return runs, fits


def fit(
    name: str,
    paragraphs: Sequence[Paragraph],
    box: Box,
    max_size: int,
    min_size: int = 4,
    *,
    wrap: bool = True,
    valign: str = "top",
) -> TextBlock:
    """The largest font size from ``max_size`` down at which the text fits ``box`` (long texts shrink)."""
    size = max(1, max_size)
    floor = max(1, min(min_size, size))
    runs: list[PlacedRun] = []
    while True:
        runs, fits = layout(paragraphs, box, size, wrap=wrap, valign=valign)
        if fits or size <= floor:
            return TextBlock(name, box, tuple(runs), size, fits)
        size -= 1


def fit_text(
    name: str, text: str, style: Style, box: Box, max_size: int, align: Align = Align.LEFT,
    valign: str = "center", min_size: int = 4,
) -> TextBlock:
    """One line of plain text (names, numbers, labels), shrunk to the box width."""
    para = paragraph([(style, text)], align)
    return fit(name, [para], box, max_size, min_size, wrap=False, valign=valign)


# ----------------------------------------------------------------------------- drawing

def _tags(runs: Sequence[PlacedRun]) -> list[tuple[float, float, float, float, int]]:
    """One rectangle per stretch of ability-name runs on a line (x0, y0, x1, y1, size)."""
    tags: list[tuple[float, float, float, float, int]] = []
    for run in runs:
        if run.style is not Style.NAME:
            continue
        if tags and tags[-1][1] == run.y and run.x - tags[-1][2] < run.size * 0.6:
            x0, y0, _, y1, size = tags[-1]
            tags[-1] = (x0, y0, run.x + run.width, y1, size)
        else:
            tags.append((run.x, run.y, run.x + run.width, run.y + run.height, run.size))
    return tags


def draw_block(
    draw: ImageDraw.ImageDraw,
    block: TextBlock,
    colors: dict[Style, tuple[int, int, int]],
    name_tag: tuple[int, int, int] | None = None,
) -> None:
    """Draw a laid-out block; ability names get a tinted tag behind them when ``name_tag`` is set."""
    image = draw._image  # the image behind this ImageDraw, for pasting symbols
    if name_tag is not None:
        for x0, y0, x1, y1, size in _tags(block.runs):
            inset = size * 0.06
            draw.rounded_rectangle([x0, y0 + inset, x1, y1 - inset], radius=max(1, size * 0.25), fill=name_tag)
    for run in block.runs:
        color = colors.get(run.style, colors[Style.REGULAR])
        if run.symbol is not None:
            s = symbol_size(run.size)
            sym = symbol_image(run.symbol, s, color)
            image.paste(sym, (round(run.x + symbol_pad(run.size)), symbol_top(run.y, run.size)), sym)
        elif run.text:
            draw.text((run.x, run.y), run.text, font=font(STYLE_FONT[run.style], run.size), fill=color)


# The keywords set in bold on a face (the one table, cards.keywords), longest first so none hides another.
KEYWORD_NAMES = tuple(sorted((k.name for k in KEYWORD_TABLE), key=lambda n: (-len(n), n)))
_KEYWORD_RE = re.compile(r"\b(" + "|".join(re.escape(k) for k in KEYWORD_NAMES) + r")\b")
_PAREN_RE = re.compile(r"\([^()]*\)")


def styled(text: str, base: Style = Style.REGULAR) -> list[tuple[Style, str]]:
    """Rules text as styled segments: keyword names bold, parenthesised reminders italic."""
    out: list[tuple[Style, str]] = []
    pos = 0
    for m in _PAREN_RE.finditer(text):
        out.extend(_keywords(text[pos : m.start()], base))
        out.append((Style.REMINDER, m.group(0)))
        pos = m.end()
    out.extend(_keywords(text[pos:], base))
    return out


def _keywords(text: str, base: Style) -> list[tuple[Style, str]]:
    out: list[tuple[Style, str]] = []
    pos = 0
    for m in _KEYWORD_RE.finditer(text):
        if m.start() > pos:
            out.append((base, text[pos : m.start()]))
        out.append((Style.KEYWORD, m.group(0)))
        pos = m.end()
    if pos < len(text):
        out.append((base, text[pos:]))
    return out
