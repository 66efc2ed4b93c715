"""The developer tools keep the fixes fixed: pinned ruff and mypy, `dev.py check`, hypothesis profiles."""

from __future__ import annotations

import importlib.util
import re
import sys
import tomllib
from pathlib import Path

from hypothesis import settings

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
NOQA = re.compile(r"#\s*noqa:\s*([A-Z]+[0-9]+(?:\s*,\s*[A-Z]+[0-9]+)*)")


def _dev_module():
    spec = importlib.util.spec_from_file_location("dev_script", ROOT / "dev.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_noqa_names_a_rule_ruff_checks() -> None:
    """A noqa for a rule ruff does not run silences nothing and hides nothing: the config selects them all."""
    lint = PYPROJECT["tool"]["ruff"]["lint"]
    selected = [*lint.get("select", []), *lint.get("extend-select", [])]
    named: set[str] = set()
    for folder in ("lorcana_desktop", "tests", "packaging"):
        for path in (ROOT / folder).rglob("*.py"):
            for m in NOQA.finditer(path.read_text(encoding="utf-8")):
                named.update(code.strip() for code in m.group(1).split(","))
    assert named, "no noqa comments found: the scan is broken"
    missing = sorted(code for code in named if not any(code.startswith(sel) for sel in selected))
    assert not missing, f"noqa names rules ruff is not told to check: {missing}"


def test_the_dev_extra_pins_ruff_and_mypy() -> None:
    dev = PYPROJECT["project"]["optional-dependencies"]["dev"]
    pins = {re.split(r"==", d)[0]: d for d in dev if "==" in d}
    assert "ruff" in pins and "mypy" in pins, dev


def test_dev_py_check_runs_ruff_and_mypy() -> None:
    dev = _dev_module()
    commands = dev.check_commands(Path(sys.executable))
    joined = [" ".join(str(c) for c in cmd) for cmd in commands]
    assert any("-m ruff check" in c for c in joined), joined
    assert any("-m mypy" in c and "lorcana_desktop" in c for c in joined), joined


def test_hypothesis_runs_short_here_and_thorough_in_ci() -> None:
    from conftest import hypothesis_profile  # tests/conftest.py (tests/ is on the path, no package)

    assert hypothesis_profile({"CI": "true"}) == "ci"
    assert hypothesis_profile({}) == "dev"
    assert hypothesis_profile({"HYPOTHESIS_PROFILE": "ci"}) == "ci"
    assert settings.get_profile("dev").max_examples <= 50
    assert settings.get_profile("ci").max_examples >= 500
    assert settings.default.max_examples == settings.get_profile(hypothesis_profile()).max_examples
