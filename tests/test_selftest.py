"""`lorcana-desktop --selftest`: each step passes on a working program and names itself when it fails."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from lorcana_desktop.app.selftest import SelftestFailure, play_selftest_game, run_step


def test_the_computer_game_is_played_to_the_end(cards) -> None:
    summary = play_selftest_game(cards)
    assert " won on turn " in summary and " vs " in summary


def test_a_game_that_does_not_end_fails_clearly(cards) -> None:
    with pytest.raises(SelftestFailure, match="did not end after 5 actions"):
        play_selftest_game(cards, max_actions=5)


def test_a_failing_step_is_named_with_its_reason() -> None:
    def broken() -> str:
        raise KeyError("Elsa")

    with pytest.raises(SelftestFailure, match="^faces: KeyError: 'Elsa'$"):
        run_step("faces", broken)


def test_selftest_passes_and_leaves_the_user_folders_alone(qapp, capsys, tmp_path: Path) -> None:
    from lorcana_desktop.app import paths
    from lorcana_desktop.ui.selftest import run_selftest

    before = sorted(p.name for p in paths.data_dir().iterdir())
    assert run_selftest() == 0
    out = capsys.readouterr().out
    for step in ("catalog", "qt plugins", "main window", "deck builder", "game", "card faces"):
        assert f"ok   {step}" in out
    assert "selftest passed" in out
    assert sorted(p.name for p in paths.data_dir().iterdir()) == before, "it works in a temporary folder"


def test_selftest_fails_with_the_reason_when_the_precons_are_missing(qapp, capsys, tmp_path: Path,
                                                                      monkeypatch) -> None:
    from lorcana_desktop.ui.selftest import run_selftest

    empty = tmp_path / "no-decks"
    empty.mkdir()
    monkeypatch.setenv("LORCANA_DESKTOP_PRECON_DIR", str(empty))
    assert run_selftest() == 1
    err = capsys.readouterr().err
    assert "selftest FAILED: deck builder: no preconstructed deck" in err


def test_selftest_fails_when_a_desktop_platform_plugin_is_missing(qapp, capsys, monkeypatch) -> None:
    from lorcana_desktop.ui import selftest

    monkeypatch.setitem(selftest.DESKTOP_PLATFORMS, sys.platform, ("nosuchscreen",))
    assert selftest.run_selftest() == 1
    assert "selftest FAILED: qt plugins: no Qt platform plugin for nosuchscreen" in capsys.readouterr().err
