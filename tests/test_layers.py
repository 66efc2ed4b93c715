"""The layers of DESIGN.md: Qt only in ui/, the engine and cards never touch storage or the app."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "lorcana_desktop"

QT = ("PySide6", "shiboken6")
SQL = ("sqlite3", "sqlite_utils")
# Higher number = higher layer; a module may import its own layer and the ones below, never above.
# ui > app > bots, decks, render, store > engine, scripts (card scripts), exo > cards > the package's own low modules (paths, settings).
RANK = {"ui": 5, "cli": 5, "bench": 5, "app": 4, "bots": 3, "decks": 3, "render": 3, "store": 3,
        "engine": 2, "scripts": 2, "exo": 2, "cards": 1}
# Modules directly in lorcana_desktop/ that sit below every layer (import none of them).
LOW_MODULES = ("paths", "settings", "files", "controls", "languages")


def _above(layer: str) -> tuple[str, ...]:
    return tuple(f"lorcana_desktop.{other}" for other, rank in RANK.items() if rank > RANK[layer])


FORBIDDEN = {
    "engine": QT + SQL + _above("engine") + ("lorcana_desktop.decks",),
    "scripts": QT + SQL + _above("scripts") + ("lorcana_desktop.decks",),
    "cards": QT + SQL + _above("cards"),
    # Creatures of Exo (cards, decks, later its engine): the Lorcana engine's rules, and no user folders.
    "exo": QT + SQL + _above("exo") + ("lorcana_desktop.decks", "lorcana_desktop.paths"),
    "store": QT + _above("store"),
    "decks": QT + _above("decks"),
    "app": QT + _above("app"),
    "render": QT + _above("render"),
    "bots": QT + SQL + _above("bots") + ("lorcana_desktop.store",),
    # The translation files' tools (lupdate, lrelease as programs): below every layer, no Qt imported.
    "i18n": QT + SQL + tuple(f"lorcana_desktop.{layer}" for layer in RANK),
}


def imports_of(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append(node.module)
            if node.module == "lorcana_desktop":  # from lorcana_desktop import app
                found.extend(f"lorcana_desktop.{a.name}" for a in node.names)
    return found


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports_only_what_it_may(layer: str) -> None:
    folder = PACKAGE / layer
    if not folder.exists():
        pytest.skip(f"lorcana_desktop/{layer} does not exist yet")
    bad = []
    for path in folder.rglob("*.py"):
        for name in imports_of(path):
            if any(name == f or name.startswith(f + ".") for f in FORBIDDEN[layer]):
                bad.append(f"{path.relative_to(PACKAGE)} imports {name}")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("module", LOW_MODULES)
def test_low_modules_import_no_layer(module: str) -> None:
    path = PACKAGE / f"{module}.py"
    layers = tuple(f"lorcana_desktop.{layer}" for layer in RANK)
    bad = [name for name in imports_of(path) if any(name == f or name.startswith(f + ".") for f in QT + layers)]
    assert not bad, f"{module}.py imports {bad}"


def test_upward_imports_are_forbidden() -> None:
    """The rule, not just today's code: decks and render may not reach up into app (they once did)."""
    assert "lorcana_desktop.app" in FORBIDDEN["decks"]
    assert "lorcana_desktop.app" in FORBIDDEN["render"]
    assert "lorcana_desktop.ui" in FORBIDDEN["app"]
    assert "lorcana_desktop.engine" in FORBIDDEN["cards"]


def test_the_check_itself_catches_a_qt_import(tmp_path: Path) -> None:
    sample = tmp_path / "x.py"
    sample.write_text("from PySide6.QtCore import QObject\nimport sqlite3\n")
    assert imports_of(sample) == ["PySide6.QtCore", "sqlite3"]
    sample.write_text("from lorcana_desktop import app\n")
    assert "lorcana_desktop.app" in imports_of(sample)


def test_every_module_has_a_docstring() -> None:
    missing = [
        str(p.relative_to(PACKAGE))
        for p in PACKAGE.rglob("*.py")
        if p.stat().st_size and ast.get_docstring(ast.parse(p.read_text(encoding="utf-8"))) is None
    ]
    assert not missing, f"modules without a docstring: {missing}"
