"""The large card beside the table: the whole face scaled to fit its room (never cut off), and the card's
rules text one paragraph per ability, with the game's symbols drawn as pictures (not "¤")."""

from __future__ import annotations

import base64
import io
from functools import lru_cache
from html import escape

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from lorcana_desktop.cards.model import Card
from lorcana_desktop.render.face import rules_paragraphs
from lorcana_desktop.render.symbols import Symbol, symbol_image
from lorcana_desktop.render.text import LINE_BREAK, Style
from lorcana_desktop.ui.cards import card_face
from lorcana_desktop.ui.shown_cards import shown

PREVIEW_FACE_W = 300  # drawn at this width, shown smaller when the room is smaller
SYMBOL_PX = 14  # inline symbols in the text, about the height of its capitals


@lru_cache(maxsize=32)
def symbol_uri(symbol: Symbol, px: int = SYMBOL_PX) -> str:
    """A game symbol as a data URL for an <img> in rich text."""
    buf = io.BytesIO()
    symbol_image(symbol, px * 2, (40, 36, 48)).save(buf, "PNG")  # twice as large: sharp on any screen
    return "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode("ascii")


def card_text_html(card: Card) -> str:
    """The rules text of ``card`` as rich text: one paragraph per keyword, ability and effect, in printed
    order. The printed line breaks fall where the card ran out of width, so they are not kept."""
    out = []
    for para in rules_paragraphs(shown(card)):
        words = []
        for word in para.words:
            if word is LINE_BREAK:
                words.append("<br>")
                continue
            parts = []
            for piece in word:
                if piece.symbol is not None:
                    parts.append(f"<img src='{symbol_uri(piece.symbol)}' width={SYMBOL_PX} height={SYMBOL_PX} "
                                 f"style='vertical-align: middle'>")
                elif piece.text:
                    text = escape(piece.text)
                    if piece.style in (Style.KEYWORD, Style.NAME):
                        text = f"<b>{text}</b>"
                    elif piece.style in (Style.REMINDER, Style.FLAVOR):
                        text = f"<i>{text}</i>"
                    parts.append(text)
            words.append("".join(parts))
        html = " ".join(words).replace(" <br> ", "<br>")
        out.append(f"<p style='margin: 0 0 4px 0'>{html}</p>")
    return "".join(out)


class CardPreview(QWidget):
    """Shows one card's face, as large as its room allows and always whole (cost to lore)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pixmap = QPixmap()
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(120, 168)

    def set_card(self, card: Card | None) -> None:
        self._pixmap = QPixmap() if card is None else card_face(card, PREVIEW_FACE_W)
        self.update()

    def has_card(self) -> bool:
        return not self._pixmap.isNull()

    def clear(self) -> None:  # as a QLabel's: nothing shown
        self.set_card(None)

    def pixmap(self) -> QPixmap:
        return self._pixmap

    def sizeHint(self) -> QSize:
        return QSize(250, 350)

    def shown_rect(self) -> QRectF:
        """Where the face is drawn: scaled to fit the widget, its proportions kept, centred at the top."""
        if self._pixmap.isNull():
            return QRectF()
        pw, ph = self._pixmap.width(), self._pixmap.height()
        s = min(self.width() / pw, self.height() / ph, 1.0)
        w, h = pw * s, ph * s
        return QRectF((self.width() - w) / 2, 0, w, h)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        if self._pixmap.isNull():
            painter.setPen(self.palette().color(self.foregroundRole()))
            painter.drawText(self.rect().adjusted(8, 8, -8, -8), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.tr("Point at a card to see it here, large, with its full text."))
            painter.end()
            return
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = self.shown_rect()
        scaled = self._pixmap.scaled(round(rect.width()), round(rect.height()), Qt.AspectRatioMode.KeepAspectRatio,
                                     Qt.TransformationMode.SmoothTransformation)
        painter.drawPixmap(round(rect.x()), round(rect.y()), scaled)
        painter.end()
