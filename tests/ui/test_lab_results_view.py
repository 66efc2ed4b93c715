"""The deck lab's results as a person reads them, from hand-made game records: every number of the summary,
the card chart and the card table worked out by hand below; and the results fit a 1024x700 window in Italian
(no column pushed past the right edge, no English word left)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetrics

from lorcana_desktop.app.lab import LabDeck, LabSpec
from lorcana_desktop.app.lab_records import CardPlay, Ending, GameRecord, Outcome
from lorcana_desktop.app.lab_screen import LabScreen
from lorcana_desktop.app.lab_stats import lab_stats
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks.library import precon_decks
from lorcana_desktop.languages import Language
from lorcana_desktop.ui.i18n import install_language
from lorcana_desktop.ui.lab_window import LabWindow


def _records(a: str, b: str, c: str) -> tuple[GameRecord, ...]:
    def rec(number: int, won: bool, drawn: tuple[str, ...], played: tuple[tuple[str, int], ...]) -> GameRecord:
        return GameRecord(0, number, 100 + number, number % 2 == 0, Outcome.WIN if won else Outcome.LOSS,
                          Ending.LORE, 14, 7, (20, 9) if won else (9, 20), (a, b, c, a, b, c, a), 7, drawn,
                          tuple(CardPlay(n, t) for n, t in played), (True, True, True, True))

    return (
        rec(0, True, (a, b), ((a, 2), (b, 3), (a, 6))),  # on the play, won
        rec(1, True, (a,), ()),  # on the draw, won
        rec(2, False, (a, c), ((a, 4),)),  # on the play, lost
        rec(3, False, (b,), ((b, 1),)),  # on the draw, lost
    )


@pytest.fixture()
def shown(qtbot, cards: CardIndex, tmp_path: Path):
    deck = precon_decks(cards)[0].deck
    screen = LabScreen(deck, cards, None, tmp_path)
    a, b, c = sorted(set(screen.deck.cards))[:3]
    records = _records(a, b, c)
    spec = LabSpec(screen.deck, (LabDeck("Foe", screen.deck.cards),), games=4)

    def show() -> LabWindow:
        window = LabWindow(screen, lambda path: None)
        qtbot.addWidget(window)
        window.resize(1024, 700)
        window.show()
        qtbot.waitExposed(window)
        window._show_result(spec, records, lab_stats(records, 1, spec.deck.cards), None)
        return window

    return show, (a, b, c)


def _row(window: LabWindow, card: str) -> list[str]:
    t = window.card_table
    row = next(r for r in range(t.rowCount()) if t.item(r, 0).text() == card)
    return [t.item(row, k).text() for k in range(t.columnCount())]


def test_the_card_numbers_a_person_reads_are_the_ones_worked_out_by_hand(shown) -> None:
    show, (a, b, c) = shown
    window = show()
    # A: drawn in games 0, 1, 2 (won, won, lost): 2 of 3; not drawn in game 3 (lost): 0 of 1; played in 0 and
    # 2 (won, lost): 1 of 2, first on its turns 2 and 4: the median is 3.
    assert _row(window, a) == [a, "3", "67% of 3", "0% of 1", "50% of 2", "3.0"]
    # B: drawn in 0 (won) and 3 (lost); not in 1 (won) and 2 (lost); played first on turns 3 and 1: median 2.
    assert _row(window, b) == [b, "2", "50% of 2", "50% of 2", "50% of 2", "2.0"]
    # C: drawn in game 2 only (lost), never played; not drawn in 0, 1 (won) and 3 (lost): 2 of 3.
    assert _row(window, c) == [c, "1", "0% of 1", "67% of 3", "\u2014", "\u2014"]
    # The chart: A +67 points (2/3 against 0), B 0, C -67 points; the largest first.
    bars = [(bar.label, round(bar.difference * 100)) for bar in window.card_chart.bars]
    assert bars[0] == (a, 67) and bars[-1] == (c, -67) and (b, 0) in bars
    summary = window.summary.text()
    assert "50% (2 of 4; 95% interval" in summary  # won 2 of 4
    assert "50% (1 of 2; 95% interval" in summary  # on the play: game 0 won, game 2 lost; on the draw alike
    assert window.card_table.rowCount() == len(set(window.lab.deck.cards))  # every card of the deck has its row


def test_the_results_fit_a_small_window_in_italian(shown) -> None:
    show, (a, _b, _c) = shown
    assert install_language(Language.IT)
    window = show()
    window.tabs.setCurrentIndex(1)
    for table in (window.card_table, window.game_table):
        window.tabs.setCurrentWidget(table if table is window.game_table else window.tabs.widget(1))
        header = table.horizontalHeader()
        fm = QFontMetrics(header.font())
        assert table.horizontalScrollBar().maximum() == 0, "a column goes past the right edge"
        for k in range(1, table.columnCount()):  # every number column shows its title whole
            title = table.horizontalHeaderItem(k).text()
            assert header.sectionSize(k) >= fm.horizontalAdvance(title), title
    assert _row(window, a)[2] == "67% su 3"
    assert window.card_table.item(0, 0).toolTip() == window.card_table.item(0, 0).text()  # a shortened name, whole
    summary = window.summary.text()
    for english in ("Won", "On the play", "On the draw", "Game length", "inkable", "turns on average"):
        assert english not in summary, english
    assert "Giocando per primo" in summary and "inchiostrabili" in summary
    started = {window.game_table.item(r, 2).text() for r in range(window.game_table.rowCount())}
    assert started == {"per primo", "per secondo"}
