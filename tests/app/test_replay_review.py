"""Replay review: the evaluation turn by turn, and a move that gave away lore found as costly with the move
the Hard computer would have played instead."""

from __future__ import annotations

from pathlib import Path

import pytest

from lorcana_desktop.app.replay_review import ReviewCancelled, review_game
from lorcana_desktop.bots import make_player
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks import read_deck_file
from lorcana_desktop.engine import EndTurn, Game, Quest
from lorcana_desktop.engine.events import TurnStarted

PRECONS = sorted((Path(__file__).resolve().parents[2] / "decks").glob("*.txt"))


@pytest.fixture(scope="module")
def game_with_a_blunder(cards: CardIndex) -> tuple[Game, Game, list[list[str]], int]:
    """Greedy play, except that on seat 0's 4th turn or later, with a character ready to quest (CR 4.5),
    seat 0 ends its turn at once: the lore it could have gained is given away."""
    decks = [[c.full_name for c in read_deck_file(p, cards).deck.cards()] for p in PRECONS[:2]]
    game = Game.new(decks, cards, seed=5, first=0)
    start = game.copy()
    bots = [make_player("greedy", p, seed=p, cards=cards, deck=decks[p]) for p in range(2)]
    blunder = -1
    while not game.over and len(game.actions) < 400:
        seat = game.to_act()
        legal = game.legal_actions()
        quests = [a for a in legal if isinstance(a, Quest)]
        if (blunder < 0 and seat == 0 and game.state.turn >= 7 and game.state.pending is None and quests
                and any(game.lore_value(a.card) >= 1 for a in quests)):
            blunder = len(game.actions)
            game.apply(EndTurn())
            break
        game.apply(bots[seat].choose(game.view(seat), legal))
    assert blunder > 0
    for _ in range(6):  # a few more moves after it
        seat = game.to_act()
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
    return start, game, decks, blunder


def test_the_move_that_gave_away_lore_is_found(cards: CardIndex, game_with_a_blunder) -> None:
    start, game, decks, blunder = game_with_a_blunder
    review = review_game(start, game.actions, cards, seats=[0], decks=decks, start=blunder)
    found = [m for m in review.mistakes if m.action == blunder]
    assert found, review.mistakes
    m = found[0]
    assert m.seat == 0 and m.played.text == "End turn" and m.better.text != m.played.text
    assert m.loss >= 0.02
    assert start.state.turn == 1 and not start.actions  # the start position was not changed


def test_the_chart_has_each_turn_and_the_chances_add_up(cards: CardIndex, game_with_a_blunder) -> None:
    start, game, decks, _ = game_with_a_blunder
    review = review_game(start, game.actions, cards, seats=[], decks=decks)  # no decision judged: the chart only
    replayed = start.copy()
    turns = []
    for n, a in enumerate(game.actions):
        turns.extend((e.turn, e.player, n + 1) for e in replayed.apply(a) if isinstance(e, TurnStarted))
    assert [(t.turn, t.active, t.action) for t in review.turns] == turns
    for t in review.turns:
        assert sum(t.chances) == pytest.approx(1.0)  # two players: one's chance is the other's loss
    assert review.decisions == 0 and review.mistakes == ()


def test_a_review_can_be_cancelled(cards: CardIndex, game_with_a_blunder) -> None:
    start, game, decks, _ = game_with_a_blunder
    seen: list[int] = []
    with pytest.raises(ReviewCancelled):
        review_game(start, game.actions, cards, seats=[0], decks=decks, progress=lambda d, t: seen.append(d),
                    cancelled=lambda: len(seen) >= 3)
    assert len(seen) == 3
