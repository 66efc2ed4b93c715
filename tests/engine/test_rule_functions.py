"""Game.apply can be followed by name: the rules are module functions, never private functions bound onto Game.

Issue 21: a reader (or an editor's go-to-definition) follows ``zones.banish(game, i)`` to its definition; a
``game._banish(i)`` bound in the class body could only be found by reading the binding block. These checks
read the source, so the private protocol cannot grow back.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "lorcana_desktop" / "engine"


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def _game_class() -> ast.ClassDef:
    return next(n for n in _tree(ENGINE / "game.py").body if isinstance(n, ast.ClassDef) and n.name == "Game")


def _bindings() -> dict[str, tuple[str, str]]:
    """``name = module.function`` statements of the class body: {name: (module, function)}."""
    out = {}
    for st in _game_class().body:
        if (isinstance(st, ast.Assign) and len(st.targets) == 1 and isinstance(st.targets[0], ast.Name)
                and isinstance(st.value, ast.Attribute) and isinstance(st.value.value, ast.Name)):
            out[st.targets[0].id] = (st.value.value.id, st.value.attr)
    return out


def _game_methods() -> set[str]:
    """The methods Game defines itself (its ``def``s)."""
    return {n.name for n in _game_class().body if isinstance(n, ast.FunctionDef)}


def _rule_functions() -> dict[str, str]:
    """Every engine module function taking the game first, by its name without a leading underscore."""
    out = {}
    for path in sorted(ENGINE.glob("*.py")):
        for st in _tree(path).body:
            if isinstance(st, ast.FunctionDef) and st.args.args and st.args.args[0].arg == "game":
                out[st.name.lstrip("_")] = f"{path.stem}.{st.name}"
    return out


def _sources(*tops: str) -> list[Path]:
    paths = []
    for top in tops:
        paths += [p for p in (ROOT / top).rglob("*.py") if "exo" not in p.relative_to(ROOT).parts]
    return paths


def test_game_binds_only_its_public_methods_and_each_by_its_own_name() -> None:
    binds = _bindings()
    assert binds, "Game keeps its public methods (strength, legal_actions, view, ...)"
    private = sorted(name for name in binds if name.startswith("_"))
    assert not private, f"private functions bound onto Game (call them as module.function(game, ...)): {private}"
    renamed = sorted(f"{name} = {m}.{f}" for name, (m, f) in binds.items() if name != f)
    assert not renamed, f"a public method named unlike its function (one name, one hop): {renamed}"


def test_the_engine_calls_no_private_game_function_but_its_own_methods() -> None:
    """Inside engine/ ``game._x(...)`` reaches only a method Game defines (``_log``, ``_emit``), never a rule."""
    methods = _game_methods()
    rules = _rule_functions()
    wrong = []
    for path in sorted(ENGINE.glob("*.py")):
        for n in ast.walk(_tree(path)):
            if (isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id in ("game", "self", "g")
                    and n.attr.startswith("_") and not n.attr.startswith("__")
                    and n.attr not in methods and n.attr.lstrip("_") in rules):
                wrong.append(f"{path.name}:{n.lineno}: {n.value.id}.{n.attr} (call {rules[n.attr.lstrip('_')]})")
    assert not wrong, "\n".join(wrong)


def test_nothing_outside_the_engine_calls_a_private_rule_through_a_game() -> None:
    rules = _rule_functions()
    methods = _game_methods()
    wrong = []
    for path in _sources("lorcana_desktop", "tests"):
        if path.parent == ENGINE:
            continue
        for n in ast.walk(_tree(path)):
            if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                    and n.func.attr.startswith("_") and not n.func.attr.startswith("__")
                    and n.func.attr not in methods and n.func.attr.lstrip("_") in rules
                    and not (isinstance(n.func.value, ast.Name) and n.func.value.id in ("self", "cls"))):
                wrong.append(f"{path.relative_to(ROOT)}:{n.lineno}: {ast.unparse(n.func)}")
    assert not wrong, "\n".join(wrong)


def test_a_public_method_is_the_module_function_itself() -> None:
    """``game.strength`` is ``stats.strength``: the table and the bots reach the same code the engine calls. (When
    stats.py is compiled with mypyc, its functions are builtins that do not bind: the method is then a def calling
    the very function, which it names as ``__wrapped__``.)"""
    from lorcana_desktop.engine import game as game_module
    from lorcana_desktop.engine.game import Game

    for name, (m, f) in _bindings().items():
        module = getattr(game_module, m, None) or __import__(f"lorcana_desktop.engine.{m}", fromlist=[f])
        method, function = getattr(Game, name), getattr(module, f)
        assert method is function or getattr(method, "__wrapped__", None) is function, name
