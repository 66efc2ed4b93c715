"""The ``lorcana-desktop`` command: no arguments opens the app, subcommands run headless jobs."""

from __future__ import annotations

import argparse
import importlib
import sys

# Each name is a module ``lorcana_desktop.cli.<name>`` with ``register(subparsers)``;
# the subparser it adds sets ``func(args) -> int``. A module not written yet is skipped.
SUBCOMMANDS = ("cards", "deck", "collection", "scenario", "bench", "settings", "bots")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="lorcana-desktop",
        description="Lorcana Desktop. With no command it opens the app.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMANDS:
        try:
            module = importlib.import_module(f"lorcana_desktop.cli.{name}")
        except ModuleNotFoundError as exc:
            if exc.name == f"lorcana_desktop.cli.{name}":
                continue
            raise
        module.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        from lorcana_desktop.ui.app import run_app

        return run_app()
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
