"""How a card is shown, for the deck builder, the catalog and the table: faces, sizes, ink colours, tooltips, drags."""

from __future__ import annotations

import enum
import logging
import textwrap
from collections.abc import Callable, Sequence
from pathlib import Path

from PIL import Image
from PySide6.QtCore import QAbstractItemModel, QMimeData, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QDrag,
    QFont,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPixmapCache,
)
from PySide6.QtWidgets import QWidget

from lorcana_desktop.cards import Card, CardIndex, CardType, Ink, Printing
from lorcana_desktop.render import back_path, face_path
from lorcana_desktop.render.cache import reset_user_images, table_face_path
from lorcana_desktop.rulesets import LORCANA
from lorcana_desktop.ui.game_words import card_type_word, classification_word, ink_word
from lorcana_desktop.ui.i18n import translate
from lorcana_desktop.ui.shown_cards import shown

log = logging.getLogger(__name__)


# ----------------------------------------------------------------------------- sizes and colours

# A card is 63 x 88 mm; every face here is drawn at that ratio (locations lie on their side).
CARD_RATIO = 88 / 63


class CardSize(enum.IntEnum):
    """Face widths in pixels, by where the face is shown."""

    DRAG = 90  # under the pointer while dragging
    GRID = 180  # a tile in the deck builder's grid (its name and cost readable)
    PREVIEW = 300  # the preview pane beside a list
    ENLARGED = 480  # the enlarged card on hover or double-click


def card_height(width: int) -> int:
    """The height of a portrait card ``width`` pixels wide."""
    return round(width * CARD_RATIO)


# Ink colours as printed on the cards' ink symbols.
INK_COLORS: dict[Ink, str] = {
    Ink.AMBER: "#f0a81c",
    Ink.AMETHYST: "#7d3f8c",
    Ink.EMERALD: "#2f8f46",
    Ink.RUBY: "#d0203a",
    Ink.SAPPHIRE: "#1c8fc9",
    Ink.STEEL: "#8e9aa6",
}


def ink_color(ink: Ink) -> QColor:
    return QColor(INK_COLORS[ink])


def card_ink_color(card: Card) -> QColor:
    """The colour of the card's first ink (grey for a card without ink)."""
    return ink_color(card.inks[0]) if card.inks else QColor("#666")


# ----------------------------------------------------------------------------- words on a card

def type_label(card: Card) -> str:
    """The card's type as a player names it, in the rules' words of the window's language (a song is a
    "Song", not an "Action")."""
    return card_type_word(card)


def ink_label(card: Card) -> str:
    return "/".join(ink_word(i) for i in card.inks)


def classifications_label(card: Card) -> str:
    """"Storyborn • Hero • Princess" in the window's language (a card in that language already is)."""
    words = card.classifications if card.language != "en" else [classification_word(c) for c in card.classifications]
    return " \u2022 ".join(words)


def legality_line(card: Card) -> str:
    """"core: legal, infinity: banned", in the formats' order."""
    def state(lg) -> str:
        if lg.banned:
            return translate("Cards", "banned")
        return translate("Cards", "legal") if lg.allowed else translate("Cards", "not legal")

    return ", ".join(f"{translate('Formats', fmt)}: {state(lg)}"  # i18n: the data's format names, marked in game_words
                     for fmt, lg in sorted(card.legality.items()))


_MANUAL: dict[tuple[int, str], tuple[str, ...]] = {}
MANUAL_NAME_CHARS = 48  # an unnamed ability is named by its text, cut to this length


def manual_names(card: Card) -> tuple[str, ...]:
    """The printed abilities of ``card`` the engine does not automate (names, or shortened text when
    unnamed); empty for automated, vanilla and keyword-only cards. Asked per card shown, then cached."""
    key = (card.id, card.full_name)
    names = _MANUAL.get(key)
    if names is None:
        from lorcana_desktop.rulesets.card_scripts import manual_abilities

        found = manual_abilities(card)
        names = tuple(
            (n if len(n) <= MANUAL_NAME_CHARS else n[: MANUAL_NAME_CHARS - 1].rstrip() + "\u2026")
            if n.strip() else translate("Cards", "its effect")
            for n in (" ".join(x.split()) for x in found))
        _MANUAL[key] = names
    return names


def manual_line(card: Card) -> str:
    """"Manual (not automated yet): NAME, NAME", or "" when every ability of ``card`` plays by itself."""
    names = manual_names(card)
    return translate("Cards", "Manual (not automated yet): %1").replace("%1", ", ".join(names)) if names else ""


def card_tooltip(card: Card, in_deck: int = 0, *, hint: str | None = None) -> str:
    """What a player reads on a card when the pointer rests on it. ``hint`` is the last line
    (how to act on the card where it is shown); by default the deck builder's."""
    english = card.full_name
    card = shown(card)
    kind = f"{type_label(card)} \u2022 {ink_label(card)} \u2022 " + translate("Cards", "cost %1").replace("%1", str(card.cost))
    inkable = translate("Cards", "inkable") if card.inkable else translate("Cards", "not inkable")
    lines = [card.full_name if card.full_name == english else f"{card.full_name} ({english})", f"{kind} \u2022 {inkable}"]
    if card.classifications:
        lines.append(classifications_label(card))
    if card.type is CardType.CHARACTER:
        lines.append(translate("Cards", "Strength %1  Willpower %2  Lore %3").replace("%1", str(card.strength))
                     .replace("%2", str(card.willpower)).replace("%3", str(card.lore)))
    elif card.type is CardType.LOCATION:
        lines.append(translate("Cards", "Move cost %1  Willpower %2  Lore %3").replace("%1", str(card.move_cost))
                     .replace("%2", str(card.willpower)).replace("%3", str(card.lore)))
    text = card.full_text.replace("\n", " ").strip()
    if text:
        lines.append("")
        lines.extend(textwrap.wrap(text, 64))
    manual = manual_line(card)
    if manual:
        lines.append("")
        lines.extend(textwrap.wrap(manual, 64))
    legal = legality_line(card)
    if legal:
        lines += ["", legal]
    last = translate("Cards", "%n in the deck", "", in_deck) + " \u2022 " if in_deck else ""
    tail = last + (hint if hint is not None else translate("Cards", "double-click, + or drag to add"))
    if tail:  # hint "" where nothing can be done with the card (a replay)
        lines += ["", tail.removesuffix(" \u2022 ")]
    return "\n".join(lines)


# ----------------------------------------------------------------------------- faces

def image_to_pixmap(image: Image.Image) -> QPixmap:
    """A Pillow image as a QPixmap (the pixels are copied, so the image may go away)."""
    rgba = image if image.mode == "RGBA" else image.convert("RGBA")
    data = rgba.tobytes("raw", "RGBA")
    qimage = QImage(data, rgba.width, rgba.height, rgba.width * 4, QImage.Format.Format_RGBA8888)
    return QPixmap.fromImage(qimage.copy())


def _cached(path_key: str, load: Callable[[], QPixmap]) -> QPixmap:
    pixmap = QPixmap()
    if QPixmapCache.find(path_key, pixmap):
        return pixmap
    pixmap = load()
    QPixmapCache.insert(path_key, pixmap)
    return pixmap


def _load(path: Path, remake: Callable[[], Path], draw: Callable[[], Image.Image]) -> QPixmap:
    """The cached file as a pixmap. A damaged cache file is made again; if even that cannot be
    read (a cache folder we cannot write), the face is drawn in memory."""
    pixmap = QPixmap(str(path))
    if not pixmap.isNull():
        return pixmap
    log.warning("cached face %s cannot be read; drawing it again", path)
    try:
        pixmap = QPixmap(str(remake()))
    except OSError as exc:
        log.warning("cannot rewrite %s (%s)", path, exc)
    return pixmap if not pixmap.isNull() else image_to_pixmap(draw())


def card_face(what: Card | Printing | str, width: int = CardSize.PREVIEW, *,
              cards: CardIndex | None = None) -> QPixmap:
    """The face of a card at ``width`` pixels: the one way to a face.

    ``what`` is a Card (its usual printing), one of its Printings, or a full name
    ("Elsa - Snow Queen"); printings and names are looked up in ``cards`` (the card data by
    default). The user's own image for the printing wins over the drawn face. Locations come
    out landscape (``width`` is then their height). Faces are cached on disk and in memory.
    Raises ``UnknownCard`` (a LookupError) for a name or printing not in ``cards``.
    """
    printing: Printing | None = None
    if isinstance(what, Card):
        card = what
    else:
        index = cards if cards is not None else _default_index()
        if isinstance(what, Printing):
            card, printing = index.by_id(what.id), what
        else:
            card = index.by_name(what)
    card = shown(card)  # in the window's language where the catalog has its text
    path = face_path(card, width, printing)
    return _cached(str(path), lambda: _load(path, lambda: face_path(card, width, printing, refresh=True),
                                            lambda: LORCANA.faces.face(card, width, printing)))


def table_face(card: Card, width: int = 240) -> QPixmap:
    """The card as the game table shows it: its basics (cost, name, strength, willpower, lore) in large
    print, readable on a small card; the user's own picture of it when they have one."""
    card = shown(card)
    path = table_face_path(card, width)
    return _cached(str(path), lambda: _load(
        path, lambda: table_face_path(card, width, refresh=True), lambda: LORCANA.faces.table_face(card, width)))


def _default_index() -> CardIndex:
    from lorcana_desktop.cards import default_cards

    return default_cards()


def back_pixmap(width: int = CardSize.PREVIEW) -> QPixmap:
    """The card back at ``width`` x ``1.4*width``."""
    path = back_path(width)
    return _cached(str(path), lambda: _load(path, lambda: back_path(width, refresh=True),
                                            lambda: LORCANA.faces.back(width)))


def fit_in_cell(pm: QPixmap, width: int) -> QPixmap:
    """``pm`` shrunk into a portrait card-sized cell and centred, so a landscape location lines
    up with the characters in a grid."""
    height = card_height(width)
    if pm.width() > width or pm.height() > height:
        pm = pm.scaled(QSize(width, height), Qt.AspectRatioMode.KeepAspectRatio,
                       Qt.TransformationMode.SmoothTransformation)
    cell = QPixmap(width, height)
    cell.fill(Qt.GlobalColor.transparent)
    p = QPainter(cell)
    p.drawPixmap((width - pm.width()) // 2, (height - pm.height()) // 2, pm)
    p.end()
    return cell


class FaceEvents(QObject):
    """Announces that faces changed (the user's images folder was set or cleared)."""

    changed = Signal()


_events: FaceEvents | None = None


def face_events() -> FaceEvents:
    """The one announcer. A view that keeps faces of its own connects ``face_events().changed``
    to a slot that forgets them and asks :func:`card_face` again."""
    global _events
    if _events is None:
        _events = FaceEvents()
    return _events


def refresh_faces(root: QObject | None = None) -> int:
    """Forget every face held in memory, so the next request uses the current settings.

    Announces :func:`face_events`; models under ``root`` that keep faces of their own (the
    deck builder's face grid) have their ``refresh_faces()`` called. Returns how many.
    """
    reset_user_images()
    QPixmapCache.clear()
    face_events().changed.emit()
    refreshed = 0
    if root is None:
        return refreshed
    for model in root.findChildren(QAbstractItemModel):
        hook = getattr(model, "refresh_faces", None)
        if callable(hook):
            hook()
            refreshed += 1
    return refreshed


def placeholder_tile(card: Card, width: int) -> QPixmap:
    """A simple face while the real one is not drawn: ink colours, cost, name, type and stats."""
    height = card_height(width)
    pm = QPixmap(width, height)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(1, 1, width - 2, height - 2)
    grad = QLinearGradient(0, 0, width, height)
    inks = card.inks or (Ink.STEEL,)
    for i, ink in enumerate(inks):
        c = ink_color(ink)
        grad.setColorAt(i / max(1, len(inks) - 1) if len(inks) > 1 else 0.0, c.lighter(150))
        if len(inks) == 1:
            grad.setColorAt(1.0, c.lighter(115))
    path = QPainterPath()
    path.addRoundedRect(rect, width * 0.06, width * 0.06)
    p.fillPath(path, QBrush(grad))
    p.setPen(QPen(QColor("#3a3a3a"), 1.5))
    p.drawPath(path)
    # The cost in a circle at the top left (inkable cards have the ring).
    d = width * 0.26
    circle = QRectF(width * 0.05, width * 0.05, d, d)
    p.setBrush(QColor("#2b2b2b"))
    p.setPen(QPen(QColor("#e8d9a8"), 2.0 if card.inkable else 0.1))
    p.drawEllipse(circle)
    f = QFont()
    f.setBold(True)
    f.setPixelSize(max(8, int(d * 0.6)))
    p.setFont(f)
    p.setPen(QColor("white"))
    p.drawText(circle, Qt.AlignmentFlag.AlignCenter, str(card.cost))
    text_rect = QRectF(width * 0.07, height * 0.30, width * 0.86, height * 0.34)
    f.setPixelSize(max(8, int(width * 0.105)))
    p.setFont(f)
    p.setPen(QColor("#111111"))
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    p.drawText(text_rect, flags, card.name)
    if card.version:
        f.setBold(False)
        f.setItalic(True)
        f.setPixelSize(max(7, int(width * 0.085)))
        p.setFont(f)
        p.drawText(QRectF(width * 0.07, height * 0.52, width * 0.86, height * 0.2), flags, card.version)
    f.setItalic(False)
    f.setBold(False)
    f.setPixelSize(max(7, int(width * 0.08)))
    p.setFont(f)
    bottom = type_label(card)
    if card.type is CardType.CHARACTER:
        bottom += f"   {card.strength}\u2694 {card.willpower}\u2665 {card.lore}\u25c6"
    elif card.type is CardType.LOCATION:
        bottom += f"   {card.willpower}\u2665 {card.lore}\u25c6"
    p.drawText(QRectF(width * 0.05, height * 0.80, width * 0.9, height * 0.16), Qt.AlignmentFlag.AlignCenter, bottom)
    p.end()
    return pm


def with_count_badge(pm: QPixmap, count: int) -> QPixmap:
    """The face with a round badge saying how many copies (in the deck, owned, ...)."""
    if count <= 0:
        return pm
    out = QPixmap(pm)
    p = QPainter(out)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w = out.width() / max(1.0, out.devicePixelRatio())
    d = max(18.0, w * 0.2)
    r = QRectF(w - d - 4, 4, d, d)
    p.setBrush(QColor(20, 20, 20, 220))
    p.setPen(QPen(QColor("white"), 2))
    p.drawEllipse(r)
    f = QFont()
    f.setBold(True)
    f.setPixelSize(int(d * 0.55))
    p.setFont(f)
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, f"{count}")
    p.end()
    return out


# ----------------------------------------------------------------------------- dragging cards

# Drag payloads: card ids, one per line, and "1 Full Name" lines as text for other programs.
# A catalog card dropped on the deck list adds a copy; a deck card dropped back on the
# catalog takes one out. The table adds its own kinds beside these.
MIME_CATALOG_CARD = "application/x-lorcana-desktop-catalog-card"
MIME_DECK_CARD = "application/x-lorcana-desktop-deck-card"


def card_mime(kind: str, cards: Sequence[Card]) -> QMimeData:
    mime = QMimeData()
    mime.setData(kind, "\n".join(str(c.id) for c in cards).encode())
    mime.setText("\n".join(f"1 {c.full_name}" for c in cards))
    return mime


def card_ids_from_mime(mime: QMimeData, kind: str) -> list[int]:
    if not mime.hasFormat(kind):
        return []
    raw = bytes(mime.data(kind).data()).decode(errors="replace")
    return [int(t) for t in raw.split() if t.strip().isdigit()]


def drag_face(card: Card, width: int = CardSize.DRAG) -> QPixmap:
    """The picture under the pointer while a card is dragged: its face, or the placeholder tile."""
    pm = card_face(card, width)
    return pm if not pm.isNull() else placeholder_tile(card, width)


def start_card_drag(source: QWidget, mime: QMimeData, face: QPixmap | None, action: Qt.DropAction) -> Qt.DropAction:
    """Run a drag of cards with the card face under the pointer (started from Python, so the
    drop handlers see exactly what a person's drag carries)."""
    drag = QDrag(source)
    drag.setMimeData(mime)
    if face is not None and not face.isNull():
        small = face
        if face.width() > 100 or face.height() > 130:
            small = face.scaled(QSize(100, 130), Qt.AspectRatioMode.KeepAspectRatio,
                                Qt.TransformationMode.SmoothTransformation)
        drag.setPixmap(small)
        drag.setHotSpot(small.rect().center())
    return drag.exec(action | Qt.DropAction.CopyAction | Qt.DropAction.MoveAction, action)
