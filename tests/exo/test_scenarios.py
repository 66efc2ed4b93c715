"""Every Exo rules scenario under tests/exo/scenarios/ through the Exo runner (expected results from the
Italian rules and the rulings of DESIGN.md, never from the engine)."""

from __future__ import annotations

from pathlib import Path

import pytest

from lorcana_desktop.exo.scenario import run_exo_file

HERE = Path(__file__).parent / "scenarios"
FILES = sorted(p for p in HERE.rglob("*.json"))


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(HERE)) for p in FILES])
def test_scenario(path: Path) -> None:
    result = run_exo_file(path)
    assert result.passed, result.line() + "\n" + "\n".join(result.log[-25:])


def test_the_scenarios_cover_every_keyword_and_ruling() -> None:
    """At least one scenario per keyword (its rule quoted) and per ruling R-n of DESIGN.md; R-4 (the first
    player by chance) and R-6 (the Side deck's size) are not positions: tests/exo/test_engine.py and
    tests/exo/test_decks.py prove them."""
    import json
    import re

    from lorcana_desktop.exo.cards import Keyword, PassiveKeyword

    texts = [json.loads(p.read_text(encoding="utf-8")) for p in FILES]
    rules = " ".join(d["rules"] for d in texts)
    assert all(d["rules"].strip() and d["title"].strip() for d in texts)
    missing = [k.value for k in (*Keyword, *PassiveKeyword) if k.value not in rules]
    assert missing == []
    cited = {int(n) for n in re.findall(r"R-(\d+)", rules)}
    assert set(range(1, 42)) - cited == {4, 6}
    assert len(FILES) >= 80
