"""Every rules scenario in tests/scenarios/ (and the engine's own in tests/engine/scenarios/) through the runner."""

from __future__ import annotations

from pathlib import Path

import pytest

from lorcana_desktop.app.scenario import run_scenario
from lorcana_desktop.cards import CardIndex

HERE = Path(__file__).parent
FILES = sorted((HERE / "scenarios").rglob("*.json")) + sorted((HERE / "engine" / "scenarios").rglob("*.json"))


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(HERE)) for p in FILES])
def test_scenario(path: Path, cards: CardIndex) -> None:
    result = run_scenario(path, cards)
    assert result.passed, result.line()
