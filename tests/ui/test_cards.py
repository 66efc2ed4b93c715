"""ui/cards.py: one way to a card's face (card, printing or full name), sizes, tooltips and drag payloads."""

from __future__ import annotations

import pytest

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.cards.index import UnknownCard
from lorcana_desktop.ui.cards import (
    MIME_CATALOG_CARD,
    CardSize,
    card_face,
    card_height,
    card_ids_from_mime,
    card_mime,
    card_tooltip,
)


def test_a_face_by_card_by_full_name_and_by_printing_is_the_same_picture(qapp, cards: CardIndex) -> None:
    elsa = cards.by_name("Elsa - Snow Queen")
    by_card = card_face(elsa, 120)
    by_name = card_face("elsa - snow queen", 120, cards=cards)
    assert (by_card.width(), by_card.height()) == (120, card_height(120)) == (120, 168)
    assert by_name.toImage() == by_card.toImage()
    printing = elsa.printings[0]
    by_printing = card_face(printing, 120, cards=cards)
    assert (by_printing.width(), by_printing.height()) == (120, 168)


def test_a_second_printing_gets_its_own_face(qapp, cards: CardIndex) -> None:
    card = next(c for c in cards if len({p.rarity for p in c.printings}) > 1)
    faces = {p.identifier: card_face(p, 100, cards=cards).toImage() for p in card.printings}
    assert len({img.cacheKey() for img in faces.values()}) > 1
    images = list(faces.values())
    assert any(images[0] != other for other in images[1:])


def test_an_unknown_name_says_so(qapp, cards: CardIndex) -> None:
    with pytest.raises(UnknownCard):
        card_face("Elsa - Snow Quen", 100, cards=cards)


def test_sizes_keep_the_card_ratio_and_grid_faces_are_readable() -> None:
    assert card_height(63) == 88
    assert CardSize.DRAG < CardSize.GRID < CardSize.PREVIEW < CardSize.ENLARGED
    assert CardSize.GRID >= 160  # the name line of a face is legible from here up


def test_tooltip_and_drag_payload(qapp, cards: CardIndex) -> None:
    elsa = cards.by_name("Elsa - Snow Queen")
    tip = card_tooltip(elsa, 2)
    assert tip.splitlines()[0] == "Elsa - Snow Queen"
    assert "2 in the deck" in tip
    mime = card_mime(MIME_CATALOG_CARD, [elsa, elsa])
    assert card_ids_from_mime(mime, MIME_CATALOG_CARD) == [elsa.id, elsa.id]
    assert mime.text() == "1 Elsa - Snow Queen\n1 Elsa - Snow Queen"
