"""Build the standalone program with PyInstaller: `python packaging/build.py` -> dist/lorcana-desktop/."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print("PyInstaller is not installed: `pip install pyinstaller` in the project's venv first.")
        return 1
    spec = ROOT / "packaging" / "lorcana-desktop.spec"
    return subprocess.call(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
         "--distpath", str(ROOT / "dist"), "--workpath", str(ROOT / "build"), str(spec)],
        cwd=ROOT,
    )


if __name__ == "__main__":
    raise SystemExit(main())
