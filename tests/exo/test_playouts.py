"""Random playouts with the invariants of DESIGN.md §4.4 (the long run: ``lorcana-desktop exo playout``)."""

from __future__ import annotations

from lorcana_desktop.exo.playout import run_playouts


def test_random_games_keep_every_invariant() -> None:
    """200 games, the ready decks and random decks of the set: no fault; the JSON round trip and both views
    checked every 25 actions, every card's zone and the other invariants after every action."""
    results = list(run_playouts(200, seed=1000, deep_every=25))
    faults = [(r.seed, f) for r in results for f in r.faults]
    assert faults == []
    assert sum(r.over for r in results) >= 190  # nearly every game reaches its end


def test_a_few_games_checked_at_every_action() -> None:
    results = list(run_playouts(8, seed=77, deep_every=1))
    assert [(r.seed, f) for r in results for f in r.faults] == []
