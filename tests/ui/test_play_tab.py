"""The Play tab: starting a match from the set-up page, decks that cannot be used, the last set-up
remembered, resuming the autosave after the program was closed, and opening a replay."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from lorcana_desktop.app.play_setup import autosave_path
from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.decks.library import open_library, save_deck
from lorcana_desktop.decks.model import Deck
from lorcana_desktop.engine import InkCard, Mulligan
from lorcana_desktop.ui.play_tab import PlayTab


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def _tab(qtbot, cards: CardIndex, store=None) -> PlayTab:
    tab = PlayTab(cards, store, pace_ms=0)
    qtbot.addWidget(tab)
    tab.resize(1200, 800)
    tab.show()
    return tab


def test_start_a_match_against_the_computer_from_the_setup_page(qtbot, cards: CardIndex) -> None:
    tab = _tab(qtbot, cards)
    assert not tab.resume_button.isEnabled()  # nothing autosaved yet
    tab.seed.setText("12")
    qtbot.mouseClick(tab.start_button, Qt.MouseButton.LeftButton)
    assert tab.table is not None and tab.stack.currentWidget() is tab.table
    s = tab.table.session
    assert [seat.kind.value for seat in s.seats] == ["person", "computer"]
    assert s.game.record_meta["seed"] == 12
    assert autosave_path().exists()


def test_a_deck_that_is_not_legal_says_why_and_is_not_started(qtbot, cards: CardIndex) -> None:
    store = open_library(cards)
    save_deck(store, Deck(name="AAA tiny").add(cards.by_name("Stitch - New Dog"), 4))
    tab = _tab(qtbot, cards, store)
    row = tab.seat_rows[0]
    idx = next(k for k in range(row.deck.count()) if row.deck.itemData(k).name == "AAA tiny")
    row.deck.setCurrentIndex(idx)
    assert "cannot be used" in row.deck.currentText()
    assert "60" in row.problem.text() and row.problem.isVisible()
    qtbot.mouseClick(tab.start_button, Qt.MouseButton.LeftButton)
    assert tab.table is None
    assert "AAA tiny" in tab.message.text() and "cannot be used" in tab.message.text()


def test_the_last_setup_is_remembered(qtbot, cards: CardIndex) -> None:
    tab = _tab(qtbot, cards)
    tab.player_count.setValue(3)
    tab.seat_rows[2].name.setText("Carla")
    tab.auto_single.setChecked(False)
    qtbot.mouseClick(tab.start_button, Qt.MouseButton.LeftButton)
    assert len(tab.table.session.seats) == 3 and tab.table.session.seat_name(2) == "Carla"
    assert tab.table.auto_single is False
    again = _tab(qtbot, cards)
    assert again.player_count.value() == 3 and again.seat_rows[2].name.text() == "Carla"
    assert not again.auto_single.isChecked()


def test_pack_rush_checks_decks_as_pack_rush_decks(qtbot, cards: CardIndex) -> None:
    tab = _tab(qtbot, cards)
    tab.variant.setCurrentIndex(1)  # Pack Rush (CR 10.2): a 60-card Constructed deck is not a Pack Rush deck
    qtbot.mouseClick(tab.start_button, Qt.MouseButton.LeftButton)
    assert tab.table is None and "cannot be used" in tab.message.text()


def test_resume_after_the_program_was_closed(qtbot, cards: CardIndex) -> None:
    tab = _tab(qtbot, cards)
    tab.seed.setText("4")
    tab.seat_rows[1].kind.setCurrentIndex(0)  # two people: nothing moves on by itself
    tab.start()
    s = tab.table.session
    s.take_screen()
    s.apply(Mulligan(s.to_act(), ()))
    s.take_screen()
    s.apply(Mulligan(s.to_act(), ()))
    s.take_screen()
    ink = next(a for a in s.legal_actions() if isinstance(a, InkCard))
    tab.table.act(ink)
    state = s.game.state.to_json()
    # The program is closed without leaving the table; a new window offers to resume.
    tab.close()
    later = _tab(qtbot, cards)
    assert later.resume_button.isEnabled()
    qtbot.mouseClick(later.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: later.table is not None)  # opened off the window's thread
    assert later.table.session.game.state.to_json() == state


def test_open_a_replay_and_step_through_it(qtbot, cards: CardIndex, tmp_path) -> None:
    tab = _tab(qtbot, cards)
    tab.seat_rows[0].kind.setCurrentIndex(1)  # computer against computer
    tab.seed.setText("6")
    tab.start()
    s = tab.table.session
    s.play_computers(limit=40)
    path = tmp_path / "g.lorcana-replay"
    tab.table.save_replay(str(path))
    tab.back()
    tab.open_replay(str(path))
    qtbot.waitUntil(lambda: tab.replay_widget is not None)
    rw = tab.replay_widget
    assert rw is not None and rw.replay.length == len(s.game.actions)
    rw.slider.setValue(rw.replay.length)
    assert rw.replay.game.state.to_json() == s.game.state.to_json()
    assert rw.position.text() == f"{rw.replay.length} of {rw.replay.length}"
    rw.slider.setValue(3)
    assert rw.replay.position == 3


def _big_autosave(cards: CardIndex, actions: int) -> list:
    """An autosave of a real game followed by ``actions`` manual shuffles (legal, one after another)."""
    import json

    from lorcana_desktop.app.game_session import GameSession, MatchSetup, Seat, SeatKind
    from lorcana_desktop.engine.sample import sample_deck

    setup = MatchSetup((Seat("Ann", SeatKind.PERSON, "A", tuple(sample_deck(cards, 0))),
                        Seat("Bob", SeatKind.PERSON, "B", tuple(sample_deck(cards, 1)))), seed=3)
    s = GameSession.start(setup, cards, autosave=autosave_path())
    for _ in range(2):
        s.take_screen()
        s.apply(Mulligan(s.to_act(), ()))
    data = json.loads(autosave_path().read_text())
    data["game"]["actions"] += [{"type": "manual_shuffle", "player": s.to_act()}] * actions
    data["extra"]["actors"] += [s.to_act()] * actions
    autosave_path().write_text(json.dumps(data))
    return data["game"]["actions"]


def test_a_long_game_is_resumed_off_the_window_thread_with_progress(qtbot, cards: CardIndex) -> None:
    from lorcana_desktop.app.save_schema import MAX_ACTIONS

    actions = _big_autosave(cards, MAX_ACTIONS - 2)
    tab = _tab(qtbot, cards)
    seen: list[tuple[int, int]] = []
    show = tab._load_progress
    tab._load_progress = lambda done, total: (seen.append((done, total)), show(done, total))  # type: ignore[method-assign]
    qtbot.mouseClick(tab.resume_button, Qt.MouseButton.LeftButton)
    # The click returned at once: the window's thread is free while the game is replayed.
    assert tab.table is None and tab.loading is not None
    assert not tab.start_button.isEnabled() and not tab.resume_button.isEnabled()
    qtbot.waitUntil(lambda: tab.table is not None, timeout=60_000)
    assert len(tab.table.session.game.actions) == len(actions) == MAX_ACTIONS
    assert len(seen) > 10 and seen[-1] == (MAX_ACTIONS, MAX_ACTIONS)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
    assert tab.load_progress is None and tab.start_button.isEnabled()


def test_a_save_that_cannot_be_resumed_says_why_in_the_window(qtbot, cards: CardIndex) -> None:
    import json

    _big_autosave(cards, 3)
    data = json.loads(autosave_path().read_text())
    data["game"]["meta"]["seed"] = "abc"
    autosave_path().write_text(json.dumps(data))
    tab = _tab(qtbot, cards)
    qtbot.mouseClick(tab.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.load_warning is not None)
    reason = tab.load_warning.text()
    assert "game.meta.seed should be a whole number" in reason and "kept as autosave" in reason
    assert tab.message.text() == reason and tab.table is None
    assert not autosave_path().exists() and not tab.resume_button.isEnabled()  # set aside: nothing to resume
    assert tab.start_button.isEnabled()


def test_every_game_comes_from_its_ruleset_and_the_tab_asks_the_chosen_one(qtbot, cards: CardIndex,
                                                                          monkeypatch) -> None:
    """The game choice lists every registered Ruleset; a third game registered with its Play-tab entry is offered,
    and starting, resuming and F1 go to that game's entry, not to Lorcana's or Exo's."""
    from lorcana_desktop import rulesets
    from lorcana_desktop.rulesets import RULESETS
    from lorcana_desktop.ui import play_games

    assert set(play_games.PLAY_GAMES) == set(RULESETS)
    calls: list[str] = []

    class ThirdRuleset:
        id = "third"
        title = "A Third Game"

    class ThirdPlay:
        ruleset = ThirdRuleset()
        help_topic = "third_table"
        focus_table = False

        def help_section(self):  # type: ignore[no-untyped-def]
            return None

        def build(self, tab, outer) -> None:  # type: ignore[no-untyped-def]
            calls.append("build")

        def show(self, tab, on: bool) -> None:  # type: ignore[no-untyped-def]
            calls.append(f"show {on}")

        def remember(self, tab, last) -> None:  # type: ignore[no-untyped-def]
            pass

        def start(self, tab, setup=None) -> None:  # type: ignore[no-untyped-def]
            calls.append("start")

        def resume(self, tab) -> None:  # type: ignore[no-untyped-def]
            calls.append("resume")

        def open_replay(self, tab, path) -> None:  # type: ignore[no-untyped-def]
            calls.append("replay")

        def refresh(self, tab) -> None:  # type: ignore[no-untyped-def]
            pass

    monkeypatch.setitem(rulesets.RULESETS, "third", ThirdRuleset())
    monkeypatch.setitem(play_games.PLAY_GAMES, "third", ThirdPlay())
    tab = _tab(qtbot, cards)
    assert [tab.game.itemData(k) for k in range(tab.game.count())] == ["lorcana", "exo", "third"]
    assert tab.game.itemText(2) == "A Third Game"  # no words for it in the window: its own title
    tab.game.setCurrentIndex(2)
    assert "show True" in calls and tab.help_topic() == "third_table"
    assert not tab.lorcana_box.isVisible() and not tab.exo_box.isVisible()
    qtbot.mouseClick(tab.start_button, Qt.MouseButton.LeftButton)
    assert calls[-1] == "start" and tab.table is None
    tab.resume()
    assert calls[-1] == "resume"
    tab.game.setCurrentIndex(0)
    assert tab.lorcana_box.isVisible() and tab.help_topic() == "table"
