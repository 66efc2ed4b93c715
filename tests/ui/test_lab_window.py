"""The deck builder's "Test this deck": a run in the background while the window stays responsive (a game on the
table takes mouse moves meanwhile), the results kept and shown, the same games as the command line's, any game
opened in the replay viewer, and Cancel (or closing the window) that leaves no process behind."""

from __future__ import annotations

import json
import multiprocessing
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QPushButton

from lorcana_desktop.engine import INKWELL, InkCard
from lorcana_desktop.ui.table.layout import ZoneKind
from tests.ui.test_table import drag, zone_center

ROOT = Path(__file__).resolve().parents[2]


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
    # The seats are named by their decks, as the run's table shows them.
    assert [s.name for s in play.replay_widget.replay.setup.seats] == [lab.lab.deck.name, "Lore Race (Ruby/Sapphire)"]
    assert [s.level for s in play.replay_widget.replay.setup.seats] == ["normal", "normal"]
    final = play.replay_widget.replay
    final.seek(final.length)
    assert [p.lore for p in final.view().players] == list(record.lore)  # the replay ends where the record says
    lab.close()


def test_cancel_stops_the_run_and_no_process_is_left(window, qtbot) -> None:
    _w, decks = window
    before = _children()
    decks.open_lab()
    lab = decks.lab_window
    _only(lab, "Guardians", 2000)
    lab.start()
    qtbot.waitUntil(lambda: lab.progress.value() > 0, timeout=120_000)
    pids = list(lab.run_.worker_pids)
    assert len(pids) == lab.run_.jobs and all(_alive(p) for p in pids)
    t0 = time.monotonic()
    qtbot.mouseClick(lab.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not lab.running, timeout=30_000)
    assert time.monotonic() - t0 < 20
    assert "Cancelled" in lab.progress_label.text()
    assert multiprocessing.active_children() == []
    assert not any(_alive(p) for p in pids)  # every worker ended, none left playing
    assert _children() <= before, f"left behind: {_children() - before}"
    assert decks.shelf.store.lab_runs(lab.lab.deck.name) == []  # nothing kept
    assert lab.start_button.isEnabled()
    lab.close()


def _alive(pid: int) -> bool:
    """The process runs (a zombie, ended but not yet reaped, does not)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
    except OSError:
        return False


def _children() -> set[int]:
    """The running child processes of this one (Linux), less Python's multiprocessing resource tracker: one
    idle helper per program, started with the first spawned worker, that ends with the program."""
    kids: set[int] = set()
    for task in Path(f"/proc/{os.getpid()}/task").iterdir():
        try:
            kids.update(int(x) for x in (task / "children").read_text().split())
        except OSError:
            continue
    return {k for k in kids if _alive(k) and b"resource_tracker" not in _cmdline(k)}


def _cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def _tab(w, title: str):
    return next(w.tabs.widget(i) for i in range(w.tabs.count()) if w.tabs.tabText(i) == title)


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="checks processes through /proc (Linux)")
def test_closing_the_window_during_a_run_ends_every_worker(window, qtbot) -> None:
    _w, decks = window
    before = _children()
    qtbot.mouseClick(decks.test_button, Qt.MouseButton.LeftButton)
    lab = decks.lab_window
    _only(lab, "Guardians", 2000)
    qtbot.mouseClick(lab.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lab.progress.value() > 0, timeout=120_000)  # the workers are playing
    pids = list(lab.run_.worker_pids)
    assert len(pids) == lab.run_.jobs and all(_alive(p) for p in pids)
    lab.close()  # as the window's close button does: no Cancel first
    assert not any(_alive(p) for p in pids)
    assert multiprocessing.active_children() == []
    assert _children() <= before, f"left behind: {_children() - before}"
    qtbot.waitUntil(lambda: not lab.running, timeout=10_000)
    assert decks.shelf.store.lab_runs(lab.lab.deck.name) == []  # nothing kept


def test_a_run_from_the_window_gives_the_games_of_the_command_line(window, qtbot, tmp_path: Path) -> None:
    """The window and ``lorcana-desktop lab`` (a separate process on the same data folder, run as a person
    types it, with no --seed: the window and the command both play seed 0) play the same games."""
    _w, decks = window
    qtbot.mouseClick(decks.test_button, Qt.MouseButton.LeftButton)
    lab = decks.lab_window
    _only(lab, "Lore Race", 4)
    qtbot.mouseClick(lab.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not lab.running, timeout=180_000)
    assert "4 games in" in lab.progress_label.text()
    opponent = lab.shown_spec.opponents[0].name
    out = tmp_path / "run.json"
    done = subprocess.run([sys.executable, "-m", "lorcana_desktop", "lab", lab.lab.deck.name, "--vs", opponent,
                           "--games", "4", "--jobs", "2", "--out", str(out)], env={**os.environ, "PYTHONPATH": str(ROOT)},
                          cwd=ROOT, text=True, capture_output=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["run"]["deck"]["cards"] == list(lab.lab.deck.cards)
    assert data["games"] == [r.to_json() for r in sorted(lab.shown_records, key=lambda r: (r.pairing, r.number))]
    # The command kept its run beside the window's, and compared them: the same deck, the same result.
    assert "the same deck" in done.stdout and "(+0 points)" in done.stdout
    runs = decks.shelf.store.lab_runs(lab.lab.deck.name)
    assert len(runs) == 2 and runs[0].wins == runs[1].wins
    lab.close()


class _Paints(QObject):
    """Counts the paint events a widget receives (the window drawing itself again)."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def test_the_table_takes_mouse_moves_and_repaints_while_a_run_plays(window, qtbot) -> None:
    """A match on the table, a long run started from the deck builder; while the run's workers play, the
    person keeps their opening hand and puts a card into the inkwell with the mouse (CR 2.2.2, 4.2), and the
    table draws it. The run is 2,000 games: it is still going when the moves are made (asserted, not timed)."""
    w, decks = window
    play = _tab(w, "Play")
    w.tabs.setCurrentWidget(play)
    play.seed.setText("2")  # the person (seat 0) goes first
    qtbot.mouseClick(play.start_button, Qt.MouseButton.LeftButton)
    table = play.table
    assert table is not None and table.session.game.to_act() == 0
    w.tabs.setCurrentWidget(decks)
    qtbot.mouseClick(decks.test_button, Qt.MouseButton.LeftButton)
    lab = decks.lab_window
    _only(lab, "Guardians", 2000)
    qtbot.mouseClick(lab.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lab.progress.value() > 0, timeout=120_000)  # every worker started and playing
    w.tabs.setCurrentWidget(play)
    paints = _Paints()
    table.view.viewport().installEventFilter(paints)
    game = table.session.game
    try:
        # Keep the opening hand: a click on the prompt's button.
        qtbot.mouseClick(table.prompt.findChild(QPushButton, "mulliganButton"), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: game.to_act() == 0 and any(isinstance(a, InkCard) for a in game.legal_actions()),
                        timeout=120_000)  # the computer kept its hand too (in the table's own thread)
        card = next(a.card for a in game.legal_actions() if isinstance(a, InkCard))
        painted = paints.count
        drag(table, card, zone_center(table, 0, ZoneKind.INKWELL))
        assert game.state.zone[card] == INKWELL
        qtbot.waitUntil(lambda: paints.count > painted, timeout=30_000)  # the table drew the move
        assert table.scene.zones[(0, ZoneKind.INKWELL)].count.text() == "1 of 1 ready"
        assert lab.running and lab.progress.value() < lab.progress.maximum()  # before the run ended
    finally:
        table.view.viewport().removeEventFilter(paints)
        qtbot.mouseClick(lab.cancel_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not lab.running, timeout=30_000)
    assert multiprocessing.active_children() == []
    lab.close()
