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
