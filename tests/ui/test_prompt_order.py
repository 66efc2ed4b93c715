"""The prompt bar says where cards put in order go: back on top of the deck, or on the bottom."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from lorcana_desktop.engine import OrderCards
from lorcana_desktop.engine.decisions import AskOrder, DeckEnd, PendingInfo
from lorcana_desktop.ui.table.prompt_bar import OrderDialog, PromptBar


def test_cards_going_to_the_bottom_are_ordered_for_the_bottom(qtbot) -> None:
    bar = PromptBar()
    qtbot.addWidget(bar)
    cards = (4, 9, 2)
    bar.ask(PendingInfo(AskOrder(0, cards, "_lto", DeckEnd.BOTTOM)), [OrderCards(cards)], str, lambda p: f"P{p}")
    assert "on the bottom of your deck" in bar.label.text() and "on top" not in bar.label.text()
    assert {"Order\u2026", "Keep this order"} <= {b.text() for b in bar.findChildren(QPushButton)}
    bar.ask(PendingInfo(AskOrder(0, cards)), [OrderCards(cards)], str, lambda p: f"P{p}")
    assert "back on top of your deck" in bar.label.text()


def test_the_order_dialog_says_which_end_of_the_deck(qtbot) -> None:
    bottom = OrderDialog([(4, "Ariel"), (9, "Belle")], end=DeckEnd.BOTTOM)
    top = OrderDialog([(4, "Ariel"), (9, "Belle")])
    qtbot.addWidget(bottom)
    qtbot.addWidget(top)
    assert "very bottom" in bottom.hint.text()
    assert "first goes on top" in top.hint.text()
    assert bottom.order() == (4, 9)
