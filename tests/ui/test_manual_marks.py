"""Issue 10: wherever a card is shown (catalog, deck builder), abilities the engine does not automate are marked."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from lorcana_desktop.cards import Card, CardIndex
from lorcana_desktop.scripts import manual_abilities
from lorcana_desktop.ui.cards import card_tooltip, manual_line

MARK = "Manual (not automated yet):"


@pytest.fixture(scope="module")
def manual_card(cards: CardIndex) -> Card:
    """A card with a named ability the engine does not play (Wayward Sorcerer while it stays manual)."""
    try:
        sorcerer = cards.by_name("Mickey Mouse - Wayward Sorcerer")
        if manual_abilities(sorcerer):
            return sorcerer
    except KeyError:
        pass
    return next(c for c in cards if c.abilities and c.abilities[0].name and manual_abilities(c))


@pytest.fixture(scope="module")
def automated(cards: CardIndex) -> list[Card]:
    """A vanilla card and a card whose ability a test plays (FREEZE)."""
    found = [cards.by_name("Stitch - New Dog"), cards.by_name("Elsa - Snow Queen")]
    assert all(not manual_abilities(c) for c in found)
    return found


def test_the_tooltip_names_the_manual_abilities(manual_card: Card, automated: list[Card]) -> None:
    names = manual_abilities(manual_card)
    tip = card_tooltip(manual_card)
    assert MARK in tip and names[0][:20] in tip.split(MARK, 1)[1]
    assert manual_line(manual_card).startswith(MARK)
    for card in automated:
        assert MARK not in card_tooltip(card) and manual_line(card) == ""


def test_the_catalog_details_mark_manual_abilities(catalog, manual_card: Card, automated: list[Card], qtbot) -> None:
    from lorcana_desktop.ui.catalog_view import CatalogView

    view = CatalogView(catalog)
    qtbot.addWidget(view)
    view.show_card(manual_card)
    text = view.details.toPlainText()
    assert MARK in text and manual_abilities(manual_card)[0][:20] in text
    for card in automated:
        view.show_card(card)
        assert MARK not in view.details.toPlainText()


def test_the_deck_builder_preview_and_browser_mark_manual_abilities(builder, manual_card: Card,
                                                                     automated: list[Card]) -> None:
    builder.show_preview(manual_card)
    assert builder.preview_manual.isVisible() and MARK in builder.preview_manual.text()
    assert manual_abilities(manual_card)[0][:20] in builder.preview_manual.text()
    for card in automated:
        builder.show_preview(card)
        assert builder.preview_manual.isHidden()
    builder.browser.search_box.setText(f'"{manual_card.full_name}"')
    builder.browser.run_search()
    tip = builder.browser.grid_model.data(builder.browser.index_of(manual_card), Qt.ItemDataRole.ToolTipRole)
    assert MARK in tip
