"""An engine note in the table's log reads in the window's language: the typed note (its code and values) goes
through the code's translated template, with the seat's name for the player (issue 22)."""

from __future__ import annotations

import pytest

from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import PlayCard
from lorcana_desktop.languages import Language
from lorcana_desktop.ui.i18n import install_language
from tests.app.test_note_words import koda_table
from tests.ui.table_positions import table

# Koda - Talkative Cub: "During opponents' turns, you can't lose lore." Ann plays Thievery ("Chosen opponent loses
# 1 lore. Gain 1 lore.") in her turn: Bob, Koda's player, keeps his lore, and the log says why.
EXPECTED = {
    Language.EN: "Bob can't lose lore now",
    Language.IT: "Bob ora non può perdere leggenda",
    Language.FR: "Bob ne peut pas perdre de Lore pour l'instant",
    Language.DE: "Bob kann gerade keine Legenden verlieren",
}


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


@pytest.mark.parametrize("lang", list(EXPECTED), ids=lambda lang: lang.value)
def test_an_engine_note_reads_in_the_windows_language(qtbot, cards: CardIndex, lang: Language) -> None:
    assert install_language(lang) or lang is Language.EN
    s, thievery = koda_table(cards)
    w = table(qtbot, s)
    w.act(PlayCard(thievery))
    for _ in range(5):  # the choices Thievery asks, answered as the table would send them
        if s.game.state.pending is None:
            break
        w.act(s.game.legal_actions()[0])
    assert s.game.state.lore == [1, 4]
    shown = [w.log_list.item(k).text() for k in range(w.log_list.count())]
    assert EXPECTED[lang] in shown, shown
    assert not any("Player 2" in line for line in shown)
