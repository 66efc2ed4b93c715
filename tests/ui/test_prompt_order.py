"""The prompt bar says where cards put in order go: back on top of the deck, or on the bottom; the order is
given by clicking the cards in the panel, and the button that sends it waits until each card has its place."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QWidget

from lorcana_desktop.app.table_offer import Panel, PanelKind
from lorcana_desktop.cards import default_cards
from lorcana_desktop.engine import OrderCards
from lorcana_desktop.engine.decisions import AskOrder, DeckEnd, PendingInfo
from lorcana_desktop.ui.table.card_panel import CardPanel
from lorcana_desktop.ui.table.prompt_bar import PromptBar


def test_cards_going_to_the_bottom_are_ordered_for_the_bottom(qtbot) -> None:
    bar = PromptBar()
    qtbot.addWidget(bar)
    cards = (4, 9, 2)
    bar.ask(PendingInfo(AskOrder(0, cards, "_lto", DeckEnd.BOTTOM)), [OrderCards(cards)], str, lambda p: f"P{p}")
    assert "on the bottom of your deck" in bar.label.text() and "on top" not in bar.label.text()
    buttons = {b.text(): b for b in bar.findChildren(QPushButton)}
    assert {"Put them in this order", "Keep this order"} <= set(buttons)
    assert not buttons["Put them in this order"].isEnabled()  # no card has its place yet
    bar.ask(PendingInfo(AskOrder(0, cards)), [OrderCards(cards)], str, lambda p: f"P{p}", numbered=(2, 4, 9))
    assert "back on top of your deck" in bar.label.text()
    assert bar.findChild(QPushButton, "orderButton").isEnabled()  # every card has its place


def test_the_order_panel_says_which_end_of_the_deck(qtbot) -> None:
    view = QWidget()
    view.resize(800, 600)
    qtbot.addWidget(view)
    panel = CardPanel(default_cards(), view, lambda p: f"P{p}")
    names = ("Stitch - New Dog", "Goofy - Musketeer")
    panel.show_panel(Panel(PanelKind.ORDER, 0, (4, 9), names, end=DeckEnd.BOTTOM))
    assert "very bottom" in panel.title.text()
    panel.show_panel(Panel(PanelKind.ORDER, 0, (4, 9), names), numbered=(9,))
    assert "ends up on top" in panel.title.text()
    assert [it.toolTip() for it in panel.items()] == list(names)
