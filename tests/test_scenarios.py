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


def test_the_scenario_readme_indexes_every_file() -> None:
    # A reader finds each scenario, with its title and the CR sections it plays, in tests/scenarios/README.md;
    # a file added without `tests/scenarios/make_index.py` (or a merge of two branches' files) shows here.
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_index", HERE / "scenarios" / "make_index.py")
    assert spec is not None and spec.loader is not None
    make_index = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_index)
    readme = (HERE / "scenarios" / "README.md").read_text(encoding="utf-8")
    assert make_index.index_text() in readme, "the index is stale: run .venv/bin/python tests/scenarios/make_index.py"
