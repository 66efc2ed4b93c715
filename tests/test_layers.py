"""The layers of DESIGN.md: Qt only in ui/, the engine and cards never touch storage or the app."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "lorcana_desktop"

FORBIDDEN = {
    "engine": ("PySide6", "shiboken6", "sqlite3", "sqlite_utils", "lorcana_desktop.store",
               "lorcana_desktop.app", "lorcana_desktop.ui", "lorcana_desktop.decks"),
    "scripts": ("PySide6", "shiboken6", "sqlite3", "sqlite_utils", "lorcana_desktop.store",
                "lorcana_desktop.app", "lorcana_desktop.ui", "lorcana_desktop.decks"),
    "cards": ("PySide6", "shiboken6", "sqlite3", "sqlite_utils", "lorcana_desktop.store",
              "lorcana_desktop.app", "lorcana_desktop.ui", "lorcana_desktop.engine"),
    "store": ("PySide6", "shiboken6", "lorcana_desktop.ui", "lorcana_desktop.app"),
    "decks": ("PySide6", "shiboken6", "lorcana_desktop.ui"),
    "app": ("PySide6", "shiboken6", "lorcana_desktop.ui"),
    "render": ("PySide6", "shiboken6", "lorcana_desktop.ui"),
    "bots": ("PySide6", "shiboken6", "sqlite3", "sqlite_utils", "lorcana_desktop.store",
             "lorcana_desktop.app", "lorcana_desktop.ui"),
}


def imports_of(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append(node.module)
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


def test_the_check_itself_catches_a_qt_import(tmp_path: Path) -> None:
    sample = tmp_path / "x.py"
    sample.write_text("from PySide6.QtCore import QObject\nimport sqlite3\n")
    assert imports_of(sample) == ["PySide6.QtCore", "sqlite3"]


def test_every_module_has_a_docstring() -> None:
    missing = [
        str(p.relative_to(PACKAGE))
        for p in PACKAGE.rglob("*.py")
        if p.stat().st_size and ast.get_docstring(ast.parse(p.read_text(encoding="utf-8"))) is None
    ]
    assert not missing, f"modules without a docstring: {missing}"
