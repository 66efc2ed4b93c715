"""The replay viewer's review: started from the viewer, run in the background, the chart and the costly moves
shown, a move clicked shows the position before it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lorcana_desktop.app import replay_review
from lorcana_desktop.app.game_session import Replay
from lorcana_desktop.bots import make_player
from lorcana_desktop.decks import read_deck_file
from lorcana_desktop.engine import Game

PRECONS = sorted((Path(__file__).resolve().parents[2] / "decks").glob("*.txt"))


def test_the_review_runs_in_the_background_and_its_moves_lead_to_the_position(qtbot, tmp_path: Path,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from lorcana_desktop.cards import default_cards
    from lorcana_desktop.ui.play_tab import ReplayWidget

    monkeypatch.setattr(replay_review, "SEARCH_ITERATIONS", 8)  # the wiring is tested here, the judging elsewhere
    monkeypatch.setattr(replay_review, "ROUNDS", 2)
    monkeypatch.setattr(replay_review, "MIN_LOSS", -1.0)  # every differing move is listed
    cards = default_cards()
    decks = [[c.full_name for c in read_deck_file(p, cards).deck.cards()] for p in PRECONS[:2]]
    game = Game.new(decks, cards, seed=3, first=0)
    bots = [make_player("greedy", p, seed=p, cards=cards, deck=decks[p]) for p in range(2)]
    while game.state.turn < 7:
        seat = game.to_act()
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
    path = tmp_path / "short.lorcana-replay"
    path.write_text(json.dumps(game.to_json()), encoding="utf-8")
    widget = ReplayWidget(Replay.load(path, cards), cards)
    qtbot.addWidget(widget)
    widget.resize(1300, 800)
    widget.show()
    assert not widget.review.isVisible()
    widget.review_button.click()
    assert widget.review.isVisible()
    widget.review.start_button.click()
    assert widget.review.running and widget.review.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: not widget.review.running, timeout=180_000)
    assert widget.review.chart.isVisible() and widget.review.chart.review is not None
    assert len(widget.review.chart.review.turns) >= 6
    lst = widget.review.mistakes
    assert lst.count() >= 1
    item = lst.item(0)
    action = item.data(0x0100)  # Qt.UserRole: the move's action number
    assert action is not None, item.text()
    assert "The computer would have played" in item.text()
    lst.itemClicked.emit(item)
    assert widget.replay.position == action == widget.slider.value()
    widget.stop()
