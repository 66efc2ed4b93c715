"""``lorcana-desktop compiled``: whether the game engines run compiled (mypyc) or as Python, and building them."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from lorcana_desktop import compiled


def register(sub: Any) -> None:
    p = sub.add_parser("compiled", help="whether the game engines run compiled by mypyc or as Python; build them",
                       description="The game engines are typed Python; when mypyc and a C compiler are there, "
                       "`build` compiles their hot modules to C (python3 dev.py setup does it). A compiled module "
                       "is used only while it matches the sources it was built from.")
    p.add_argument("what", nargs="?", choices=("status", "build"), default="status",
                   help="status (default): which engine runs and why; build: compile the engines now")
    p.add_argument("--force", action="store_true", help="build even when the compiled engine is current")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.what == "build":
        try:
            print(compiled.build(force=args.force))
        except compiled.BuildError as exc:
            print(f"The game engines run as Python: {exc}", file=sys.stderr)
            return 1
        return 0
    s = compiled.status()
    print(("compiled: " if s.active else "Python: ") + s.reason)
    if s.active:
        for m in s.modules:
            print(f"  {m}")
    return 0
