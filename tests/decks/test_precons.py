"""The preconstructed decks in decks/: legal in Core today, six inks between them, sensible to play."""

from __future__ import annotations

from pathlib import Path

import pytest

from lorcana_desktop.cards import CardIndex, Ink
from lorcana_desktop.decks import deck_stats, read_deck_file, validate
from lorcana_desktop.decks.library import precon_dir

FOLDER = Path(__file__).resolve().parents[2] / "decks"
FILES = sorted(FOLDER.glob("*.txt"))


def test_there_are_at_least_six_and_the_program_finds_them() -> None:
    assert len(FILES) >= 6
    assert precon_dir() == FOLDER


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_each_precon_reads_cleanly_and_is_legal_in_core(path: Path, cards: CardIndex) -> None:
    result = read_deck_file(path, cards)
    assert not result.problems, [str(p) for p in result.problems]
    deck = result.deck
    verdict = validate(deck)
    assert verdict.legal, verdict.summary()
    assert deck.size == 60
    assert deck.name != path.stem  # each file names its deck
    stats = deck_stats(deck)
    # Sensible to play: mostly inkable, a curve that starts early and does not top out.
    assert stats.inkable_share >= 0.8
    curve = stats.curve_totals()
    assert curve.get(1, 0) + curve.get(2, 0) >= 12
    assert 2.5 <= stats.average_cost <= 4.0
    assert len(deck.inks) == 2


def test_the_precons_cover_all_six_inks(cards: CardIndex) -> None:
    inks: set[Ink] = set()
    for path in FILES:
        inks |= read_deck_file(path, cards).deck.inks
    assert inks == set(Ink)


def test_the_standalone_build_ships_them_where_the_program_looks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import shutil
    import sys

    spec = (FOLDER.parent / "packaging" / "lorcana-desktop.spec").read_text(encoding="utf-8")
    # (tests/test_packaging.py also builds the program and its --selftest opens a precon)
    assert '(os.path.join(ROOT, "decks"), "decks")' in spec, "PyInstaller must copy decks/ into the bundle"
    bundle = tmp_path / "_internal"
    shutil.copytree(FOLDER, bundle / "decks")
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert precon_dir() == bundle / "decks"
