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
    out = subprocess.run([sys.executable, "-m", "lorcana_desktop", "cards", "coverage"], cwd=ROOT, check=False,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1].startswith("automated ")


def test_the_precons_and_the_rules_worked_examples_play_fully_automated(cards: CardIndex) -> None:
    # Issue 10's targets beside the percentage: every card of the six decks in decks/, and every card a worked
    # example of the rules names (the table in tests/scenarios/README.md), plays with no "manual" ability.
    import re
    from pathlib import Path

    from lorcana_desktop.decks import parse_text
    from lorcana_desktop.scripts import manual_abilities

    root = Path(__file__).resolve().parents[2]
    names: set[str] = set()
    for f in sorted((root / "decks").glob("*.txt")):
        names |= {c.full_name for c in parse_text(f.read_text(encoding="utf-8"), cards, name=f.stem).deck.cards()}
    assert len(names) > 60
    readme = (root / "tests" / "scenarios" / "README.md").read_text(encoding="utf-8")
    table = readme[readme.index("## Worked examples"):readme.index("## Conventions")]
    named: set[str] = set()
    for row in table.splitlines():
        cols = [c.strip() for c in row.split("|")]
        if len(cols) < 6 or ".json" not in cols[4]:
            continue  # the header, and examples played elsewhere (deck building: tests/decks)
        for part in re.split(r";|,(?![^()]*\))", re.sub(r"\([^)]*\)", "", cols[3])):
            if part.strip() and part.strip() != "—":
                named.add(cards.by_name(part.strip()).full_name)
    assert len(named) > 60, sorted(named)
    manual = {n: manual_abilities(cards.by_name(n)) for n in sorted(names | named)}
    assert not {n: m for n, m in manual.items() if m}
