"""The prompt bar names the answers of an option the engine labels ("each player may draw a card")."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from lorcana_desktop.engine import ChooseOption
from lorcana_desktop.engine.decisions import AskOption, PendingInfo
from lorcana_desktop.ui.table.prompt_bar import PromptBar


def test_labelled_options_show_their_words(qtbot) -> None:
    bar = PromptBar()
    qtbot.addWidget(bar)
    info = PendingInfo(AskOption(1, 2, resume=True, labels=("draw a card", "don't draw")))
    bar.ask(info, [ChooseOption(0), ChooseOption(1)], lambda i: str(i), lambda p: f"Player {p + 1}")
    texts = [b.text() for b in bar.findChildren(QPushButton)]
    assert "Draw a card" in texts and "Don't draw" in texts
    bar.ask(PendingInfo(AskOption(0, 2)), [ChooseOption(0), ChooseOption(1)], str, str)
    assert "Option 1" in [b.text() for b in bar.findChildren(QPushButton)]
