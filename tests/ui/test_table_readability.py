"""At 1024x700 the basics of every card on the table (name, cost, strength, willpower, lore) are printed
large enough to read without pointing at it (issue 18): the table draws its own faces, the basics
first, and the hand is larger along the bottom edge. The preview beside the table shows the whole face
(cost to lore) and the rules text in paragraphs, with the strength symbol as a picture, not "¤"."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtGui import QTextDocument

from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import DISCARD, HAND, PLAY
from lorcana_desktop.render.table_face import layout_table_face
from lorcana_desktop.ui.cards import table_face
from lorcana_desktop.ui.table.scene import TABLE_FACE_W
from lorcana_desktop.ui.table.table_widget import TableWidget
from tests.ui.table_positions import position, table

HAND_CARDS = ["Isabela Madrigal - Golden Child", "Fairy Godmother - Magical Benefactor", "Hakuna Matata", "Red Alert",
              "Mickey Mouse - True Friend", "Maximus - Relentless Pursuer", "Chief Powhatan - Protective Leader"]
IN_PLAY = ["Mickey Mouse - True Friend", "Stitch - New Dog", "Winnie the Pooh - Hunny Wizard",
           "Lilo - Making a Wish", "Atlantica - Concert Hall"]
NUMBERS = ("cost", "strength", "willpower", "lore", "move")
STATS = ("strength", "willpower", "lore", "move")


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def _mid_game(qtbot, cards: CardIndex, players: int) -> TableWidget:
    s, ids = position(cards, {HAND: HAND_CARDS, PLAY: IN_PLAY, DISCARD: ["Olaf - Friendly Snowman"]},
                      {HAND: ["Stitch - New Dog"] * 5, PLAY: IN_PLAY[:4], DISCARD: ["Hakuna Matata"]}, ink=6,
                      players=players)
    st = s.game.state
    st.exerted[ids["0:Stitch - New Dog"]] = True
    st.exerted[ids["1:Lilo - Making a Wish"]] = True
    st.damage[ids["1:Mickey Mouse - True Friend"]] = 2
    return table(qtbot, s, 1024, 700)


def _printed_px(w: TableWidget, item) -> dict[str, float]:
    """How many screen pixels high each basic of ``item``'s face is printed (its font size)."""
    card = w.scene.card_of(item)
    shown = w.view.mapFromScene(item.mapRectToScene(item.card_rect())).boundingRect()
    factor = min(shown.width(), shown.height()) / TABLE_FACE_W  # the face's short side is its width
    layout = layout_table_face(card, TABLE_FACE_W)
    return {b.name: b.size * factor for b in layout.blocks if b.name in ("name",) + NUMBERS}


# The smallest print, in screen pixels, per zone: (name, numbers). A discard shows its top card smaller
# (an opponent's in the strip of their small cards): a click lists the whole pile.
LEAST = {"hand": (12.0, 12.0), "play": (11.0, 11.0), "discard": (8.0, 7.0)}


def test_every_face_up_card_prints_its_basics_large_enough_at_1024x700(qtbot, cards: CardIndex) -> None:
    w = _mid_game(qtbot, cards, 2)
    checked = 0
    for item in w.scene.items_by_key.values():
        if item.name is None or item.zone not in LEAST:
            continue
        card = w.scene.card_of(item)
        assert item._pixmap.cacheKey() == table_face(card, TABLE_FACE_W).cacheKey(), item.name  # the table's face
        px = _printed_px(w, item)
        name_min, number_min = LEAST[item.zone]
        assert px["name"] >= name_min, f"{item.name} in {item.zone}: name {px['name']:.1f} px"
        for n in NUMBERS:
            if n in px:
                assert px[n] >= number_min, f"{item.name} in {item.zone}: {n} {px[n]:.1f} px"
        checked += 1
    assert checked >= len(HAND_CARDS) + 2 * 4


def test_with_four_players_the_opponents_cards_in_play_stay_readable(qtbot, cards: CardIndex) -> None:
    w = _mid_game(qtbot, cards, 4)
    theirs = [it for it in w.scene.items_by_key.values() if it.owner != 0 and it.zone == "play" and it.name]
    assert len(theirs) == 3 * 4
    for item in theirs:
        px = _printed_px(w, item)
        assert px["name"] >= 8.0, f"{item.name}: name {px['name']:.1f} px"
        assert all(px[n] >= 12.0 for n in STATS if n in px), f"{item.name}: {px}"


def test_each_hand_card_shows_its_cost_and_the_start_of_its_name(qtbot, cards: CardIndex) -> None:
    w = _mid_game(qtbot, cards, 2)
    hand = sorted((it for it in w.scene.items_by_key.values() if it.zone == "hand" and it.owner == 0),
                  key=lambda it: it.sceneBoundingRect().left())
    assert len(hand) == len(HAND_CARDS)
    for item, right in itertools.pairwise(hand):
        box = item.mapRectToScene(item.card_rect())
        shown = (right.mapRectToScene(right.card_rect()).left() - box.left()) / box.width()  # not under the next
        layout = layout_table_face(w.scene.card_of(item), TABLE_FACE_W)
        first_word = layout.block("name").runs[0]
        cost = layout.block("cost").box
        assert (first_word.x + first_word.width) / TABLE_FACE_W <= shown, item.name
        assert cost.x1 / TABLE_FACE_W <= shown, item.name


def _drawn_box(widget) -> tuple[int, int, int, int]:
    """The bounding box of what is drawn on ``widget`` that differs from its background."""
    img = widget.grab().toImage()
    bg = img.pixelColor(1, 1)
    xs, ys = [], []
    for y in range(0, img.height(), 2):
        for x in range(0, img.width(), 2):
            c = img.pixelColor(x, y)
            if abs(c.red() - bg.red()) + abs(c.green() - bg.green()) + abs(c.blue() - bg.blue()) > 60:
                xs.append(x)
                ys.append(y)
    return min(xs), min(ys), max(xs), max(ys)


def test_the_preview_shows_the_whole_card_at_1024x700(qtbot, cards: CardIndex) -> None:
    w = _mid_game(qtbot, cards, 2)
    w._show_preview(cards.by_name("Fairy Godmother - Magical Benefactor"))  # a long text below the face
    qtbot.wait(50)
    x0, y0, x1, y1 = _drawn_box(w.preview)
    width, height = x1 - x0, y1 - y0
    # Whole: the face keeps the card's proportions (88 x 63 mm), nothing cut at the top or the bottom.
    assert abs(height / width - 88 / 63) < 0.06, (width, height)
    assert width >= 120
    assert y1 < w.preview.height() - 1


def test_the_preview_text_reads_in_paragraphs_with_the_strength_symbol(qtbot, cards: CardIndex) -> None:
    w = _mid_game(qtbot, cards, 2)
    # Maximus - Relentless Pursuer: "HORSE KICK When you play this character,\nchosen character gets -2 ¤ this turn."
    w._show_preview(cards.by_name("Maximus - Relentless Pursuer"))
    html = w.preview_text.text()
    assert "\u00a4" not in html and "<img" in html
    doc = QTextDocument()
    doc.setHtml(html)
    plain = doc.toPlainText()
    assert "this character, chosen character gets -2" in plain  # the printed line break is not kept
    # Maximus - Palace Horse: Bodyguard (...) and Support (...): one paragraph each.
    w._show_preview(cards.by_name("Maximus - Palace Horse"))
    doc.setHtml(w.preview_text.text())
    lines = [line for line in doc.toPlainText().split("\n") if line.strip()]
    assert lines[0] == "Maximus - Palace Horse"
    assert lines[1].startswith("Bodyguard (") and lines[1].endswith(")")
    assert lines[2].startswith("Support (") and lines[2].endswith("this turn.)")
