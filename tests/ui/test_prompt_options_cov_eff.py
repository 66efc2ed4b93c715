"""The prompt bar names the answers of an option the engine labels ("each player may draw a card")."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from lorcana_desktop.engine import ChooseOption
from lorcana_desktop.engine.answers import DRAW_OR_NOT
from lorcana_desktop.engine.decisions import AskOption, PendingInfo
from lorcana_desktop.ui.table.prompt_bar import PromptBar


def test_labelled_options_show_their_words(qtbot) -> None:
    bar = PromptBar()
    qtbot.addWidget(bar)
    info = PendingInfo(AskOption(1, 2, resume=True, labels=DRAW_OR_NOT))
    bar.ask(info, [ChooseOption(0), ChooseOption(1)], lambda i: str(i), lambda p: f"Player {p + 1}")
    texts = [b.text() for b in bar.findChildren(QPushButton)]
    assert "Draw a card" in texts and "Don't draw" in texts
    bar.ask(PendingInfo(AskOption(0, 2)), [ChooseOption(0), ChooseOption(1)], str, str)
    assert "Option 1" in [b.text() for b in bar.findChildren(QPushButton)]


def test_a_cards_modes_show_their_words_shortened_with_the_whole_in_the_tooltip(qtbot) -> None:
    bar = PromptBar()
    qtbot.addWidget(bar)
    long = "deal 2 damage to chosen damaged character and each other character with the same name as it"
    bar.ask(PendingInfo(AskOption(0, 2, labels=("banish chosen item", long))), [ChooseOption(0), ChooseOption(1)],
            str, str)
    buttons = {b.text(): b for b in bar.findChildren(QPushButton)}
    assert "Banish chosen item" in buttons
    short = next(t for t in buttons if t.startswith("Deal 2 damage"))
    assert short.endswith("\u2026") and len(short) <= 60
    assert buttons[short].toolTip() == long[:1].upper() + long[1:]
