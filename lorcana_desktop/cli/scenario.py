"""``lorcana-desktop scenario run FILE_OR_DIR...``: run rules scenarios (Lorcana, or Creatures of Exo when a file
says ``"game": "exo"``), PASS/FAIL per file."""

from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("scenario", help="run rules scenario files (Lorcana, or Creatures of Exo: \"game\": \"exo\")")
    names = parser.add_subparsers(dest="scenario_command", metavar="COMMAND", required=True)
    run = names.add_parser("run", help="run scenario files or folders; exit 1 if any fails")
    run.add_argument("paths", nargs="+", metavar="FILE_OR_DIR")
    run.add_argument("-q", "--quiet", action="store_true", help="print only failures and the summary")
    run.add_argument("-v", "--verbose", action="store_true", help="print the engine's log under each failure")
    run.set_defaults(func=_run)


def _run(args: argparse.Namespace) -> int:
    from lorcana_desktop.app.scenario import run_scenario, scenario_files

    files = scenario_files(args.paths)
    if not files:
        print("no scenario files found")
        return 1
    failed = 0
    for f in files:
        if not f.exists():
            print(f"FAIL {f}: no such file")
            failed += 1
            continue
        result = run_scenario(f)
        if not result.passed:
            failed += 1
            print(result.line())
            if args.verbose:
                for entry in result.log:
                    print(f"    log: {entry}")
        elif not args.quiet:
            print(result.line())
    print(f"{len(files) - failed} passed, {failed} failed")
    return 1 if failed else 0
