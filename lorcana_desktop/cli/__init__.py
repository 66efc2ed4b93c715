"""The ``lorcana-desktop`` command: no arguments opens the app, subcommands run headless jobs."""

from __future__ import annotations

import argparse
import importlib
import sys

# Each name is a module ``lorcana_desktop.cli.<name>`` with ``register(subparsers)``;
# the subparser it adds sets ``func(args) -> int``. A module not written yet is skipped.
SUBCOMMANDS = ("cards", "deck", "collection", "scenario", "bench", "settings")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="lorcana-desktop",
        description="Lorcana Desktop. With no command it opens the app.",
    )
    parser.add_argument(
        "--selftest", action="store_true",
        help="check the whole program offscreen in a temporary folder (catalog, window, deck builder, "
        "a computer game, card faces); exit 0, or 1 with the reason",
    )
    # Start-up timing for `packaging/build --report`: quit once the main window is shown.
    parser.add_argument("--exit-when-shown", action="store_true", help=argparse.SUPPRESS)
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
    if args.selftest:
        from lorcana_desktop.ui.selftest import run_selftest

        return run_selftest()
    if args.command is None:
        from lorcana_desktop.ui.app import run_app

        if args.exit_when_shown:
            from lorcana_desktop.ui.selftest import exit_when_shown

            exit_when_shown()
        return run_app()
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
