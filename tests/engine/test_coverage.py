"""``cards coverage``: honest per-set numbers whose last line is the total."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine.abilities import NO_SCRIPTS
from lorcana_desktop.scripts import default_provider
from lorcana_desktop.scripts.coverage import coverage, format_coverage

ROOT = Path(__file__).resolve().parents[2]


def test_counts_add_up_and_only_keyword_cards_count_without_scripts(cards: CardIndex) -> None:
    cov = coverage(cards, default_provider())
    t = cov.total
    assert t.unique == len(list(cards))
    assert t.vanilla + t.keyword_only + t.full + t.partial + t.none == t.unique
    assert sum(s.unique for s in cov.sets) == t.unique
    bare = coverage(cards, NO_SCRIPTS).total
    assert bare.full == 0 and bare.automated == bare.vanilla + bare.keyword_only
    assert t.automated > bare.automated + 400


def test_report_ends_with_the_total_and_lists_missing_clauses(cards: CardIndex) -> None:
    text = format_coverage(coverage(cards, default_provider()), missing=5)
    lines = text.splitlines()
    assert lines[-1].startswith("automated ") and lines[-1].endswith("%)") and " of 27" in lines[-1]
    assert "clauses no template reads yet" in text


def test_the_command_prints_the_report() -> None:
    out = subprocess.run([sys.executable, "-m", "lorcana_desktop", "cards", "coverage"], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1].startswith("automated ")
