"""``lorcana-desktop bench engine`` runs and prints its figures (no speed is asserted here)."""

from __future__ import annotations

import pytest

from lorcana_desktop.cli import main


def test_bench_engine_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "engine", "--games", "3"]) == 0
    out = capsys.readouterr().out
    for label in ("games/s:", "decisions/s:", "median legal_actions():", "median Game.copy():"):
        assert label in out


def test_bench_engine_builds_the_card_scripts_before_timing(capsys: pytest.CaptureFixture[str]) -> None:
    """The one-time cost of building the timed decks' card scripts is paid before timing and printed on its
    own line; each line's figure is the median of its rounds, with the range."""
    assert main(["bench", "engine", "--games", "3", "--rounds", "3"]) == 0
    out = capsys.readouterr().out
    assert "card scripts built once per process:" in out
    assert out.index("card scripts built once per process:") < out.index("games/s:")
    assert out.count("(median of 3 rounds,") == 2  # random decks and precons


def test_warm_up_builds_every_definition_the_timed_games_use() -> None:
    """After the warm-up, the timed games build no card definition: each one comes from the cache."""
    from unittest import mock

    from lorcana_desktop.bench.engine import pairings, play_games, precon_decks, warm_up
    from lorcana_desktop.engine import game as game_module

    decks = precon_decks()
    # game g pairs deck g % 3 with deck (g + 1 + g // 3) % 3 (a deck may meet itself)
    assert pairings(8, 3) == [(0, 1), (1, 2), (2, 0), (0, 2), (1, 0), (2, 1), (0, 0), (1, 1)]
    warm_up(8, 5, decks)
    with mock.patch.object(game_module, "build_def", side_effect=AssertionError("built while timed")):
        play_games(8, 5, decks)
