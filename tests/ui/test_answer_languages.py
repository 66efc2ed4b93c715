"""An answer the engine names in a choice (paying with an ink drop, "each player may draw") reads on the real table's
prompt bar in the window's language: its typed code goes through the code's translated template (issue 22)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import Quest
from lorcana_desktop.engine.decisions import AskOption
from lorcana_desktop.languages import Language
from lorcana_desktop.ui.i18n import install_language
from tests.app.test_answer_words import vine_table
from tests.ui.table_positions import table

# Source of the Vine (Bob's): "Whenever an opposing character quests, you gain 1 lore unless their player pays 1 ⬡."
# Ann quests with 7 ink and 1 ink drop: she pays with ink, with the drop, or not at all.
EXPECTED = {
    Language.EN: ["Pay 1 ⬡", "Pay 0 ⬡ and remove 1 ink drop", "Don't pay"],
    Language.IT: ["Paga 1 ⬡", "Paga 0 ⬡ e togli una goccia d'inchiostro", "Non pagare"],
    Language.FR: ["Payer 1 ⬡", "Payer 0 ⬡ et retirer une goutte d'encre", "Ne pas payer"],
    Language.DE: ["1 ⬡ bezahlen", "0 ⬡ bezahlen und einen Tintentropfen entfernen", "Nicht bezahlen"],
}


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


@pytest.mark.parametrize("lang", list(EXPECTED), ids=lambda lang: lang.value)
def test_paying_with_an_ink_drop_reads_in_the_windows_language(qtbot, cards: CardIndex, lang: Language) -> None:
    assert install_language(lang) or lang is Language.EN
    s, stitch = vine_table(cards)
    w = table(qtbot, s)
    w.act(Quest(stitch))
    qtbot.waitUntil(lambda: isinstance(s.game.state.pending, AskOption))  # Bob, the computer, let it trigger

    def shown() -> dict[str, QPushButton]:
        return {b.text(): b for b in w.prompt.findChildren(QPushButton) if b.isVisible()}

    qtbot.waitUntil(lambda: EXPECTED[lang][0] in shown())
    buttons = shown()
    assert all(t in buttons for t in EXPECTED[lang]), list(buttons)
    assert lang is Language.EN or not set(EXPECTED[Language.EN]) & set(buttons), list(buttons)  # no English left
    lore = s.game.state.lore[1]
    qtbot.mouseClick(buttons[EXPECTED[lang][1]], Qt.MouseButton.LeftButton)  # pay with the ink drop
    assert s.game.state.drops[0] == 0 and s.game.state.lore[1] == lore
