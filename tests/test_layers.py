"""The layers of DESIGN.md: Qt only in ui/, the engine and cards never touch storage or the app."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "lorcana_desktop"

QT = ("PySide6", "shiboken6")
SQL = ("sqlite3", "sqlite_utils")
# Higher number = higher layer; a module may import its own layer and the ones below, never above.
# ui > app > rulesets (each game as a Ruleset) > bots, decks, render, store > engine, scripts (card scripts), exo >
# cards > rules_core (what both games share: a refusal's reason, IllegalAction, the scenario loop, the RNG, undo and
# replay, name matching) > the package's own low modules (paths, settings).
RANK = {"ui": 5, "cli": 5, "bench": 5, "app": 4, "rulesets": 3.5, "bots": 3, "decks": 3, "render": 3, "store": 3,
        "engine": 2, "scripts": 2, "exo": 2, "cards": 1, "rules_core": 0.5}
# Modules directly in lorcana_desktop/ that sit below every layer (import none of them).
LOW_MODULES = ("paths", "settings", "files", "controls", "languages")


def _above(layer: str) -> tuple[str, ...]:
    return tuple(f"lorcana_desktop.{other}" for other, rank in RANK.items() if rank > RANK[layer])


FORBIDDEN = {
    # The engine never imports the card scripts (the app gives a game its script provider).
    "engine": QT + SQL + _above("engine") + ("lorcana_desktop.decks", "lorcana_desktop.scripts"),
    "scripts": QT + SQL + _above("scripts") + ("lorcana_desktop.decks",),
    "cards": QT + SQL + _above("cards"),
    # What both games share imports neither game, nor anything above: each engine plugs its own into it.
    "rules_core": QT + SQL + _above("rules_core"),
    # Creatures of Exo (cards, decks, later its engine): the Lorcana engine's rules, and no user folders.
    "exo": QT + SQL + _above("exo") + ("lorcana_desktop.decks", "lorcana_desktop.paths"),
    "store": QT + _above("store"),
    # Deck rules read a card's own copy limit from the scripts they are given, never from the scripts package.
    "decks": QT + _above("decks") + ("lorcana_desktop.scripts",),
    "app": QT + _above("app"),
    "render": QT + _above("render"),
    "bots": QT + SQL + _above("bots") + ("lorcana_desktop.store",),
    # The games as Rulesets: pure Python over the engines, their scripts and deck rules; no storage.
    "rulesets": QT + SQL + _above("rulesets") + ("lorcana_desktop.store",),
    # The window reaches the store and the card scripts only through app/ (and the games through their Rulesets).
    "ui": ("lorcana_desktop.store", "lorcana_desktop.scripts"),
    # The translation files' tools (lupdate, lrelease as programs): below every layer, no Qt imported.
    "i18n": QT + SQL + tuple(f"lorcana_desktop.{layer}" for layer in RANK),
}

# Inside scripts/, the template modules import one way (a module imports only those listed before it); the
# clause templates recurse into the compiler's sentence reader through ``effects.SENTENCES``, not an import.
SCRIPTS_ORDER = ("text", "branches", "selectors", "conditions", "effects", "mode_labels", "deck_top", "triggers",
                 "statics", "compiler")


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, root: Path = PACKAGE) -> list[str]:
    """Every module ``path`` imports, anywhere in it (in functions too): absolute, relative (resolved against
    its package under ``root``) and ``importlib.import_module("...")`` / ``__import__("...")`` by a literal name."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    here = _module_name(path, root).split(".") if path.is_relative_to(root) else []
    package = here if path.name == "__init__.py" else here[:-1]
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1] if node.level > 1 else package
                module = ".".join([*base, *([node.module] if node.module else [])])
            else:
                module = node.module or ""
            found.append(module)
            if module == "lorcana_desktop" or node.level:  # from lorcana_desktop import app / from .. import app
                found.extend(f"{module}.{a.name}".lstrip(".") for a in node.names)
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant) \
                and isinstance(node.args[0].value, str):
            fn = node.func
            name = fn.attr if isinstance(fn, ast.Attribute) else fn.id if isinstance(fn, ast.Name) else ""
            if name in ("import_module", "__import__"):
                found.append(node.args[0].value)
    return found


def layer_violations(layer: str, root: Path = PACKAGE) -> list[str]:
    """The imports of ``root/layer`` its layer forbids, one line each."""
    bad = []
    for path in sorted((root / layer).rglob("*.py")):
        for name in imports_of(path, root):
            if any(name == f or name.startswith(f + ".") for f in FORBIDDEN[layer]):
                bad.append(f"{path.relative_to(root)} imports {name}")
    return bad


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports_only_what_it_may(layer: str) -> None:
    if not (PACKAGE / layer).exists():
        pytest.skip(f"lorcana_desktop/{layer} does not exist yet")
    bad = layer_violations(layer)
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("module", LOW_MODULES)
def test_low_modules_import_no_layer(module: str) -> None:
    path = PACKAGE / f"{module}.py"
    layers = tuple(f"lorcana_desktop.{layer}" for layer in RANK)
    bad = [name for name in imports_of(path) if any(name == f or name.startswith(f + ".") for f in QT + layers)]
    assert not bad, f"{module}.py imports {bad}"


def test_the_scripts_template_modules_import_one_way() -> None:
    bad = []
    for k, module in enumerate(SCRIPTS_ORDER):
        later = SCRIPTS_ORDER[k + 1:]
        for name in imports_of(PACKAGE / "scripts" / f"{module}.py"):
            if any(name == f"lorcana_desktop.scripts.{m}" for m in later):
                bad.append(f"scripts/{module}.py imports {name}")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("line", [
    "from lorcana_desktop.app.game_session import GameSession\n",
    "from ..app import game_session\n",
    "from ..app.game_session import GameSession\n",
    "def later():\n    from .. import ui\n",
    "import importlib\nimportlib.import_module('lorcana_desktop.ui.app')\n",
])
def test_a_real_upward_import_is_caught(tmp_path: Path, line: str) -> None:
    """The check on a throwaway package: a deck module reaching up into app or ui, absolutely, relatively, in a
    function or through importlib, is reported; the same file without it is clean."""
    root = tmp_path / "lorcana_desktop"
    (root / "decks").mkdir(parents=True)
    (root / "__init__.py").write_text("")
    (root / "decks" / "__init__.py").write_text("")
    (root / "decks" / "sideways.py").write_text('"""A deck module."""\nfrom . import model\nfrom .model import Deck\n')
    assert layer_violations("decks", root) == []
    (root / "decks" / "upward.py").write_text(line)
    assert layer_violations("decks", root), line


def test_the_engine_reaching_for_the_scripts_is_caught(tmp_path: Path) -> None:
    root = tmp_path / "lorcana_desktop"
    (root / "engine").mkdir(parents=True)
    (root / "engine" / "game.py").write_text(
        'import importlib\nimportlib.import_module("lorcana_desktop.scripts").default_provider()\n')
    assert layer_violations("engine", root) == ["engine/game.py imports lorcana_desktop.scripts"]


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
