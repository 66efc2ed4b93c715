"""``lorcana-desktop bench NAME``: benchmarks that print their figures.

Each benchmark is a module ``lorcana_desktop.bench.<name>`` with a docstring,
``add_arguments(parser)`` and ``run(args) -> int``.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil

import lorcana_desktop.bench as bench_pkg


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("bench", help="run a benchmark and print its figures")
    names = sub_names = parser.add_subparsers(dest="bench", metavar="NAME", required=True)
    for info in sorted(pkgutil.iter_modules(bench_pkg.__path__), key=lambda i: i.name):
        module = importlib.import_module(f"lorcana_desktop.bench.{info.name}")
        doc = (module.__doc__ or "").strip().splitlines()
        p = sub_names.add_parser(info.name, help=doc[0] if doc else info.name)
        if hasattr(module, "add_arguments"):
            module.add_arguments(p)
        p.set_defaults(func=module.run)
    del names
