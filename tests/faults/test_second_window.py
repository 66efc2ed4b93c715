"""A second start of the program (issue 20, item 4): it brings the open window to the front and quits,
while the command line still runs beside the window. Real separate processes throughout."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .conftest import ROOT, Programs

ASK = """
import sys
from pathlib import Path
from lorcana_desktop.ui.single_instance import ask_to_show
print((ask_to_show(Path(sys.argv[1]), wait_ms=int(sys.argv[2])) or b"none").decode().strip())
"""


def _ask(env: dict[str, str], folder: Path, wait_ms: int = 3000) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-c", ASK, str(folder), str(wait_ms)], env=env, cwd=ROOT, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def test_a_request_from_another_process_brings_the_window_to_the_front(qtbot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QMainWindow

    from lorcana_desktop.ui.app import bring_to_front
    from lorcana_desktop.ui.single_instance import claim

    running = claim(tmp_path)
    assert running is not None and running.listening
    try:
        assert claim(tmp_path) is None  # the folder is taken: a second start would not open a window
        window = QMainWindow()
        qtbot.addWidget(window)
        running.showRequested.connect(lambda: bring_to_front(window))
        window.showMinimized()
        running.ready = True
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        other = _ask(env, tmp_path)
        qtbot.waitUntil(lambda: other.poll() is not None, timeout=60_000)  # this process answers meanwhile
        out, err = other.communicate()
        assert out.strip() == "shown", err
        assert window.isVisible() and not window.isMinimized()
    finally:
        running.release()
    assert claim(tmp_path) is not None  # released when the window closes


def _env_for_window(programs: Programs) -> dict[str, str]:
    return {**programs.env, "QT_QPA_PLATFORM": "offscreen"}


def _wait_for_window(programs: Programs, first: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + 180
    while True:
        assert first.poll() is None, first.communicate()
        asker = _ask(programs.env, programs.data, wait_ms=2000)
        out, _ = asker.communicate(timeout=60)
        if out.strip() == "shown":
            return
        assert time.monotonic() < deadline, "the first window never came up"
        time.sleep(0.5)


@pytest.mark.skipif(sys.platform == "win32", reason="kill -9 of the first window")
def test_a_second_start_brings_the_open_window_forward_and_the_command_line_runs_beside(
        programs: Programs, tmp_path: Path) -> None:
    env = _env_for_window(programs)
    first = subprocess.Popen([sys.executable, "-m", "lorcana_desktop"], env=env, cwd=ROOT, text=True,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        _wait_for_window(programs, first)
        second = subprocess.run([sys.executable, "-m", "lorcana_desktop"], env=env, cwd=ROOT, text=True,
                                capture_output=True, timeout=120, check=False)
        assert second.returncode == 0, second.stderr
        assert "already open" in second.stderr and "brought to the front" in second.stderr
        assert first.poll() is None  # the first window is still there, the only one
        # The command line runs beside the window, reading and writing the same data.
        deck = tmp_path / "beside.txt"
        deck.write_text("4 Smash\n", encoding="utf-8")
        saved = programs.run("deck", "import", str(deck), "--name", "Beside the window", "--yes")
        assert saved.returncode == 0 and "Saved 'Beside the window'" in saved.stdout, saved.stderr
        listed = programs.run("deck", "list")
        assert listed.returncode == 0 and "Beside the window" in listed.stdout
    finally:
        first.send_signal(signal.SIGKILL)  # as a crash would: the lock file stays behind
        first.communicate(timeout=60)
    assert (programs.data / "window.lock").exists()
    # The next start finds the lock stale (its process is gone) and opens the window.
    again = subprocess.run([sys.executable, "-m", "lorcana_desktop", "--exit-when-shown"], env=env, cwd=ROOT,
                           text=True, capture_output=True, timeout=180, check=False)
    assert again.returncode == 0 and "main window shown" in again.stdout, again.stderr
