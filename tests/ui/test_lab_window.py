"""The deck builder's "Test this deck": a run in the background while the window stays responsive, the results
kept and shown, any game opened in the replay viewer, and Cancel that leaves no process behind."""

from __future__ import annotations

import multiprocessing
import time

import pytest
from PySide6.QtCore import QElapsedTimer, Qt, QTimer


@pytest.fixture()
def window(qtbot):
    from lorcana_desktop.ui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1300, 850)
    w.show()
    titles = [w.tabs.tabText(i) for i in range(w.tabs.count())]
    decks = w.tabs.widget(titles.index("Decks"))
    w.tabs.setCurrentWidget(decks)
    name = next(n for n in decks.shelf.store.deck_names() if "Steady" in n)
    assert decks.load_deck(name)
    return w, decks


def _only(lab, deck_part: str, games: int) -> None:
    for k in range(lab.opponents.count()):
        item = lab.opponents.item(k)
        item.setCheckState(Qt.CheckState.Checked if deck_part in item.text() else Qt.CheckState.Unchecked)
    lab.games.setValue(games)


def test_a_run_in_the_background_is_kept_shown_and_its_games_open_as_replays(window, qtbot) -> None:
    w, decks = window
    qtbot.mouseClick(decks.test_button, Qt.MouseButton.LeftButton)
    lab = decks.lab_window
    assert lab is not None and lab.isVisible()
    checked = [lab.opponents.item(k).text() for k in range(lab.opponents.count())
               if lab.opponents.item(k).checkState() == Qt.CheckState.Checked]
    assert len(checked) == 5 and not any("Steady" in n for n in checked)  # the other precons, not itself
    _only(lab, "Lore Race", 4)
    # The window's event loop is timed all through the run: it must keep answering.
    gaps: list[int] = []
    clock = QElapsedTimer()
    clock.start()

    def tick() -> None:
        gaps.append(clock.restart())

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(20)
    qtbot.mouseClick(lab.start_button, Qt.MouseButton.LeftButton)
    assert lab.running and not lab.start_button.isEnabled() and lab.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: not lab.running, timeout=180_000)
    timer.stop()
    assert len(gaps) > 10 and max(gaps[1:]) < 2000, f"the window froze for {max(gaps)} ms"
    assert "4 games in" in lab.progress_label.text()
    assert lab.progress.value() == lab.progress.maximum() == 4
    assert "Won" in lab.summary.text() and "On the draw" in lab.summary.text()
    assert lab.rate_chart.isVisible() and [b.label for b in lab.rate_chart.bars][-1] == "All decks"
    assert lab.game_table.rowCount() == 4 and lab.card_table.rowCount() >= 15
    runs = decks.shelf.store.lab_runs(lab.lab.deck.name)
    assert len(runs) == 1 and runs[0].games == 4 and lab.history.count() == 1
    # A game of the run in the replay viewer (the Play tab).
    lab.game_table.cellDoubleClicked.emit(1, 0)
    play = next(w.tabs.widget(i) for i in range(w.tabs.count()) if w.tabs.tabText(i) == "Play")
    qtbot.waitUntil(lambda: play.replay_widget is not None, timeout=30_000)
    assert w.tabs.currentWidget() is play
    record = lab.shown_records[int(lab.game_table.item(1, 0).data(Qt.ItemDataRole.UserRole))]
    assert play.replay_widget.replay.length > 10
    final = play.replay_widget.replay
    final.seek(final.length)
    assert final.view()["lore"] == list(record.lore)  # the replay ends where the record says
    lab.close()


def test_cancel_stops_the_run_and_no_process_is_left(window, qtbot) -> None:
    _w, decks = window
    decks.open_lab()
    lab = decks.lab_window
    _only(lab, "Guardians", 2000)
    lab.start()
    qtbot.waitUntil(lambda: lab.progress.value() > 0, timeout=120_000)
    pids = list(lab.run_.worker_pids)
    assert pids
    t0 = time.monotonic()
    qtbot.mouseClick(lab.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not lab.running, timeout=30_000)
    assert time.monotonic() - t0 < 20
    assert "Cancelled" in lab.progress_label.text()
    assert multiprocessing.active_children() == []
    assert decks.shelf.store.lab_runs(lab.lab.deck.name) == []  # nothing kept
    assert lab.start_button.isEnabled()
    lab.close()
