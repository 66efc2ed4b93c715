"""The deck lab's statistics on hand-made game records: every figure worked out by hand from the records."""

from __future__ import annotations

import pytest

from lorcana_desktop.app.lab_records import CardPlay, Ending, GameRecord, Outcome
from lorcana_desktop.app.lab_stats import lab_stats, win_rate

A, B, C, D = "Alpha - One", "Beta - Two", "Gamma - Three", "Delta - Four"


def rec(pairing: int, number: int, outcome: Outcome, *, on_play: bool = True, ending: Ending | None = None,
        turns: int = 10, drawn: tuple[str, ...] = (), played: tuple[tuple[str, int], ...] = (),
        hand: tuple[str, ...] = (A, B, C, D, A, B, C), inkable: int = 7,
        inked: tuple[bool, ...] = (True, True, True, True)) -> GameRecord:
    if ending is None:
        ending = Ending.NONE if outcome is Outcome.UNFINISHED else Ending.LORE
    return GameRecord(pairing, number, 1000 + number, on_play, outcome, ending, turns, (turns + 1) // 2,
                      (20, 5) if outcome is Outcome.WIN else (5, 20), hand, inkable, drawn,
                      tuple(CardPlay(c, t) for c, t in played), inked)


W, L, U = Outcome.WIN, Outcome.LOSS, Outcome.UNFINISHED


def test_wilson_interval_matches_the_textbook_values() -> None:
    # Wilson score interval, z = 1.96: 50 of 100 gives 0.4038..0.5962; 0 of 10 gives 0..0.2775;
    # 10 of 10 gives 0.7225..1 (values from the closed formula, computed independently).
    w = win_rate(50, 100)
    assert w.rate == 0.5
    assert w.low == pytest.approx(0.4038, abs=1e-4) and w.high == pytest.approx(0.5962, abs=1e-4)
    z = win_rate(0, 10)
    assert z.low == 0.0 and z.high == pytest.approx(0.2775, abs=1e-4)
    f = win_rate(10, 10)
    assert f.low == pytest.approx(0.7225, abs=1e-4) and f.high == pytest.approx(1.0)
    with pytest.raises(ValueError):
        win_rate(3, 2)


def test_win_rates_overall_per_opposing_deck_on_the_play_and_on_the_draw() -> None:
    records = [
        rec(0, 0, W, on_play=True), rec(0, 1, L, on_play=False), rec(0, 2, W, on_play=True), rec(0, 3, W, on_play=False),
        rec(1, 0, L, on_play=True), rec(1, 1, U, on_play=False),
    ]
    st = lab_stats(records, pairings=3)
    assert (st.overall.wins, st.overall.games) == (3, 6)
    assert (st.on_play.wins, st.on_play.games) == (2, 3)  # games 0/0, 0/2 won; 1/0 lost
    assert (st.on_draw.wins, st.on_draw.games) == (1, 3)
    assert st.unfinished == 1
    p0, p1, p2 = st.pairings
    assert (p0.overall.wins, p0.overall.games, p0.on_play.wins, p0.on_draw.wins) == (3, 4, 2, 1)
    assert (p1.overall.wins, p1.overall.games, p1.unfinished) == (0, 2, 1)
    assert p2.overall.games == 0  # a deck with no game yet still has its line


def test_game_length_and_how_games_were_won_and_lost() -> None:
    records = [rec(0, 0, W, turns=12), rec(0, 1, W, turns=14, ending=Ending.DECK_OUT),
               rec(0, 2, L, turns=9, ending=Ending.CONCESSION), rec(0, 3, L, turns=14), rec(0, 4, U, turns=40)]
    st = lab_stats(records)
    assert st.mean_turns == pytest.approx((12 + 14 + 9 + 14 + 40) / 5)
    assert st.median_turns == 14
    assert st.turns == ((9, 1), (12, 1), (14, 2), (40, 1))
    assert dict(st.wins_by) == {Ending.LORE: 1, Ending.DECK_OUT: 1}
    assert dict(st.losses_by) == {Ending.CONCESSION: 1, Ending.LORE: 1}


def test_per_card_drawn_and_played_statistics() -> None:
    records = [
        # A drawn in games 0, 1, 2 (won, won, lost); played in 0 (turns 2 and 5: first is 2) and 2 (turn 4)
        rec(0, 0, W, drawn=(A, B), played=((A, 2), (B, 3), (A, 5))),
        rec(0, 1, W, drawn=(A,)),
        rec(0, 2, L, drawn=(A, C), played=((A, 4),)),
        # B drawn in 0 and 3; not drawn in 1, 2, 4
        rec(0, 3, L, drawn=(B,), played=((B, 1),)),
        rec(0, 4, W, drawn=(C,)),
    ]
    st = lab_stats(records, deck=[A, B, C, D])
    cards = {c.card: c for c in st.cards}
    a = cards[A]
    assert (a.drawn, a.played) == (3, 2)
    assert (a.when_drawn.wins, a.when_drawn.games) == (2, 3)
    assert (a.when_not_drawn.wins, a.when_not_drawn.games) == (1, 2)  # games 3 (lost) and 4 (won)
    assert (a.when_played.wins, a.when_played.games) == (1, 2)
    assert a.usual_turn == 3  # first plays on turns 2 and 4: the median is 3
    assert a.difference == pytest.approx(2 / 3 - 1 / 2)
    b = cards[B]
    assert (b.when_drawn.wins, b.when_drawn.games, b.when_not_drawn.wins, b.when_not_drawn.games) == (1, 2, 2, 3)
    assert b.usual_turn == 2  # turn 3 in game 0, turn 1 in game 3
    d = cards[D]  # in the deck, never drawn: shown with no games
    assert (d.drawn, d.played, d.when_drawn.games, d.usual_turn) == (0, 0, 0, None)
    assert d.difference == 0.0


def test_opening_hands_inkable_share_and_missed_ink_drops_by_turn_4() -> None:
    records = [
        rec(0, 0, W, inkable=7, inked=(True, True, True, True)),
        rec(0, 1, W, inkable=5, inked=(True, False, True, True)),  # missed on its 2nd turn
        rec(0, 2, L, inkable=3, hand=(A, B, C, D, A), inked=(True, True, True, False)),  # mulligan-free 5 cards
        rec(0, 3, L, inkable=6, inked=(True, False)),  # the game ended before its 4th turn: not counted
    ]
    st = lab_stats(records)
    assert st.inkable_share == pytest.approx((7 + 5 + 3 + 6) / (7 + 7 + 5 + 7))
    assert (st.missed_ink, st.ink_games) == (2, 3)
    assert st.missed_ink_share == pytest.approx(2 / 3)


def test_records_survive_json() -> None:
    r = rec(1, 7, L, on_play=False, ending=Ending.DECK_OUT, drawn=(A, B), played=((B, 3),), inked=(True, False))
    assert GameRecord.from_json(r.to_json()) == r
    with pytest.raises(ValueError, match="lacks 'seed'"):
        GameRecord.from_json({k: v for k, v in r.to_json().items() if k != "seed"})
    with pytest.raises(ValueError, match="damaged"):
        GameRecord.from_json({**r.to_json(), "outcome": "draw"})
