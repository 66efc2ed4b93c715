"""The ``lorcana-desktop`` command: no arguments opens the app, subcommands run headless jobs."""

from __future__ import annotations

import argparse
import importlib
import sys
from typing import Any, TextIO

from lorcana_desktop.controls import printable

# Each name is a module ``lorcana_desktop.cli.<name>`` with ``register(subparsers)``;
# the subparser it adds sets ``func(args) -> int``. A module not written yet is skipped.
SUBCOMMANDS = ("cards", "deck", "collection", "scenario", "bench", "settings", "bots", "lab", "exo", "compiled")


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


class _PrintableStream:
    """Standard output or error that escapes control characters (a deck name holding ESC is shown as
    ``\\x1b``, never obeyed by the terminal); everything else passes to the real stream."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        self._stream.write(printable(text))
        return len(text)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def main(argv: list[str] | None = None) -> int:
    import multiprocessing

    # A worker process of the deck lab started by the standalone program runs its task here and exits.
    multiprocessing.freeze_support()
    parser = build_parser()
    args = parser.parse_args(argv)
    from lorcana_desktop.rulesets.card_scripts import install_card_scripts

    install_card_scripts()  # the program's entry gives every game built here its card scripts
    if args.selftest:
        from lorcana_desktop.ui.selftest import run_selftest

        return run_selftest()
    if args.command is None:
        from lorcana_desktop.ui.app import run_app

        if args.exit_when_shown:
            from lorcana_desktop.ui.selftest import exit_when_shown

            exit_when_shown()
        return run_app()
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = _PrintableStream(out), _PrintableStream(err)  # type: ignore[assignment]
    try:
        return _run(args)
    finally:
        sys.stdout, sys.stderr = out, err


# Lines of a "Details:" section printed under an error; the rest are counted.
MAX_DETAIL_LINES = 20


def print_error(exc: BaseException) -> None:
    """``error: <one sentence>`` on standard error, then a short "Details:" section when the error has one."""
    print(f"error: {exc}", file=sys.stderr)
    details = str(getattr(exc, "details", "") or "").splitlines()
    if details:
        print("Details:", file=sys.stderr)
        for line in details[:MAX_DETAIL_LINES]:
            print(f"  {line}", file=sys.stderr)
        if len(details) > MAX_DETAIL_LINES:
            print(f"  ... and {len(details) - MAX_DETAIL_LINES} more line(s)", file=sys.stderr)


def _run(args: argparse.Namespace) -> int:
    from lorcana_desktop.paths import DataFolderError
    from lorcana_desktop.store.catalog import CatalogError
    from lorcana_desktop.store.userdata import UserDataError

    try:
        return int(args.func(args) or 0)
    except (UserDataError, CatalogError, DataFolderError) as exc:
        # A full or read-only disk, a damaged file: one line saying what and where, never a traceback.
        print_error(exc)
        return 2
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
