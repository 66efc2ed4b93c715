"""The cards of the Comprehensive Rules' worked examples: each example is a scenario file playing the real cards.

A scenario may list, in its top-level "abilities" key (a format extension), the card abilities it plays:
"Full Name: ABILITY NAME", or "Full Name" for an action's effect. Each must be an automated ability of
a card the scenario puts on the table; hand-written abilities listed there are proven by the scenario
(the generic harness of test_compiled_cards leaves them to it). The README's table of examples names
files that exist.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

import pytest

from lorcana_desktop.cards import default_cards
from lorcana_desktop.scripts.compiler import compile_card

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def _files() -> list[Path]:
    return sorted(SCENARIOS.rglob("*.json"))


@lru_cache(maxsize=1)
def scenario_abilities() -> frozenset[str]:
    """Every ability id some rules scenario says it plays."""
    out: set[str] = set()
    for p in _files():
        out.update(json.loads(p.read_text(encoding="utf-8")).get("abilities", ()))
    return frozenset(out)


def _names_on_table(data: dict) -> set[str]:
    names: set[str] = set()
    for pl in data.get("players", []):
        for zone in ("deck", "hand", "play", "discard", "inkwell"):
            entries = pl.get(zone, [])
            for e in entries if isinstance(entries, list) else []:
                n = e.get("card") if isinstance(e, dict) else e
                if isinstance(n, str):
                    names.add(n.casefold())
    return names


TAGGED = [p for p in _files() if "abilities" in json.loads(p.read_text(encoding="utf-8"))]


def test_the_worked_examples_are_scenarios() -> None:
    assert sum(1 for p in TAGGED if "-example-" in p.name) >= 50


@pytest.mark.parametrize("path", TAGGED, ids=[p.name for p in TAGGED])
def test_listed_abilities_are_automated_cards_on_the_table(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    table = _names_on_table(data)
    cards = default_cards()
    for ref in data["abilities"]:
        full, _, ability = ref.partition(": ")  # "Full Name: ABILITY NAME", or an action's "Full Name"
        assert full.casefold() in table, f"{path.name}: {full} is not in the scenario"
        r = compile_card(cards.by_name(full))
        names = {x.name for x in r.results if x.compiled}
        assert ability in names, f"{path.name}: {ref} is not an automated ability of {full} ({sorted(names)})"


def test_the_readme_table_names_existing_files() -> None:
    text = (SCENARIOS / "README.md").read_text(encoding="utf-8")
    section = text.split("## Worked examples", 1)[1].split("\n## ", 1)[0]
    files = re.findall(r"`([^`]+\.json)`", section)
    assert len(files) >= 50
    for f in files:
        assert list(SCENARIOS.rglob(f)), f"README names {f}, which is not in tests/scenarios"

