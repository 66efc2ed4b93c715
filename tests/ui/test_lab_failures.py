"""A deck-lab run that fails tells the person what went wrong in a sentence, never a raw Python exception; the
details (the exception and where it was raised) wait behind "Details…" for a bug report; the earlier runs are all
still there (issue 23, and the brief of issue 24's look at the window)."""

from __future__ import annotations

import errno

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidgetItem

from lorcana_desktop.app import lab as lab_module
from lorcana_desktop.app.lab import LabRun
from lorcana_desktop.app.match_decks import DeckChoice
from tests.ui.test_lab_window import _only

RAW = ("Traceback", "Error:", "Error(", "errno", "File \"")


@pytest.fixture()
def lab(qtbot):  # type: ignore[no-untyped-def]
    """The "Test this deck" window of a precon with one run kept already (2 games against Lore Race, in this
    process)."""
    from lorcana_desktop.ui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1300, 850)
    w.show()
    titles = [w.tabs.tabText(i) for i in range(w.tabs.count())]
    decks = w.tabs.widget(titles.index("Decks"))
    w.tabs.setCurrentWidget(decks)
    assert decks.load_deck(next(n for n in decks.shelf.store.deck_names() if "Steady" in n))
    decks.open_lab()
    lab = decks.lab_window
    spec = lab.lab.spec([n for n in lab.chosen() if "Lore Race" in n], games=2)
    lab.lab.finished(LabRun(spec, lab.lab.cards, 1).run())
    lab._fill_history()
    assert lab.history.count() == 1
    _only(lab, "Lore Race", 2)
    yield lab
    lab.close()


def _kept(lab) -> list[int]:  # type: ignore[no-untyped-def]
    return [r.id for r in lab.lab.store.lab_runs(lab.lab.deck.name)]


def _fail_with(lab, qtbot, monkeypatch, exc: BaseException) -> str:  # type: ignore[no-untyped-def]
    kept = _kept(lab)
    monkeypatch.setattr(lab.lab, "run", lambda spec, jobs=None: LabRun(spec, lab.lab.cards, 1))

    def broken(*_a, **_k):  # type: ignore[no-untyped-def]
        raise exc
    monkeypatch.setattr(lab_module, "play_batch", broken)  # the games themselves fail, in the run's thread
    qtbot.mouseClick(lab.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not lab.running, timeout=60_000)
    text = lab.progress_label.text()
    assert not any(r in text for r in RAW), f"a raw exception in the player's face: {text!r}"
    assert "earlier results are unchanged" in text
    assert _kept(lab) == kept and lab.history.count() == 1  # nothing saved is lost
    assert lab.details_button.isVisible() and lab.start_button.isEnabled()
    box = lab.show_failure()
    assert box is not None and type(exc).__name__ in box.detailedText()  # the details, on demand
    assert box.text() in text
    box.close()
    return text


def test_a_worker_that_died_is_named_as_such(lab, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    text = _fail_with(lab, qtbot, monkeypatch, EOFError("Ran out of input"))
    assert "a process playing the games ended unexpectedly" in text


def test_processes_that_cannot_start_for_lack_of_memory_say_so(lab, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    text = _fail_with(lab, qtbot, monkeypatch, OSError(errno.ENOMEM, "Cannot allocate memory"))
    assert "ran out of memory" in text


def test_a_fault_in_the_program_is_not_blamed_on_the_deck(lab, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    text = _fail_with(lab, qtbot, monkeypatch, ZeroDivisionError("division by zero"))
    assert "fault in the program, not in your deck" in text
    assert "division by zero" not in text and "division by zero" in lab.failure.details


def test_a_deck_that_cannot_be_played_is_named_before_any_game_starts(lab, qtbot) -> None:  # type: ignore[no-untyped-def]
    # A saved deck whose card the card data no longer has (a newer catalog renamed it).
    lab.lab.choices.append(DeckChoice("Old Favourites", "saved", ("Mickey Mouse - Long Gone Hero",) * 60))
    item = QListWidgetItem("Old Favourites")
    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
    item.setCheckState(Qt.CheckState.Checked)
    lab.opponents.addItem(item)
    qtbot.mouseClick(lab.start_button, Qt.MouseButton.LeftButton)
    assert not lab.running  # no process was started to find it out
    text = lab.progress_label.text()
    assert "\u201cOld Favourites\u201d cannot be played" in text and "Mickey Mouse - Long Gone Hero" in text
    assert lab.history.count() == 1
