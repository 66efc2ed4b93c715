"""``lorcana-desktop deck``: validate, import, export, list and inspect decks from the command line."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks import (
    Deck,
    DeckFileFormat,
    Format,
    ImportResult,
    Problem,
    deck_stats,
    detect_format,
    export_deck,
    import_deck,
    read_deck_file,
    validate,
)
from lorcana_desktop.decks.library import load_deck, open_library, open_library_reporting, save_deck
from lorcana_desktop.files import write_failure
from lorcana_desktop.store.userdata import DeckExists, UserData, UserDataError

FORMAT_CHOICES = [f.value for f in Format]
# Problems printed one by one; the rest are counted ("and 560 more").
MAX_PROBLEMS_SHOWN = 50
# The longest bar of the cost curve; longer ones are scaled down (the count is printed beside it).
MAX_BAR = 60
# A list this long shows its progress on standard error.
PROGRESS_FROM_LINES = 2000


_last_shown: list[int] = [-1]  # the tenth of the list last reported


def _stderr_progress(done: int, total: int) -> None:
    """Every tenth of a long list, and its end, on standard error."""
    if total < PROGRESS_FROM_LINES:
        return
    tenth = done * 10 // total
    if done == total or tenth != _last_shown[0]:
        _last_shown[0] = -1 if done == total else tenth
        print(f"read {done}/{total} lines", file=sys.stderr, flush=True)


def _cards() -> CardIndex:
    """The user's catalog (imported from the default source on first use)."""
    from lorcana_desktop.app.catalog import load_card_index

    return load_card_index()


def _open_store(cards: CardIndex) -> UserData | None:
    from lorcana_desktop.cli import print_error

    try:
        store, seeded = open_library_reporting(cards)
    except UserDataError as exc:
        print_error(exc)
        return None
    if seeded.added:
        print(f"First start: added {len(seeded.added)} preconstructed decks ({', '.join(seeded.added)}).",
              file=sys.stderr)
    for problem in seeded.problems:
        print(f"warning: preconstructed deck not added: {problem}", file=sys.stderr)
    return store


def format_arg(text: str) -> str:
    """``--format`` in any usual spelling ("pack-rush", "Pack Rush", "CORE"); argparse shows the choices."""
    try:
        return Format.parse(text).value
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


FORMAT_METAVAR = "{" + ",".join(FORMAT_CHOICES) + "}"


def read_deck(source: str, cards: CardIndex, fmt: Format | None = None) -> ImportResult:
    """A deck file, a deck code given as it is, or else a saved deck of that name; a result whose
    problem says which of them it is not."""
    path = Path(source)
    try:
        is_path = path.exists() or not source.strip()
    except OSError:  # a long deck code is no file name the system accepts
        is_path = False
    if is_path:
        return read_deck_file(path, cards, fmt=fmt, progress=_stderr_progress)
    # Base64 has no ".", file names nearly always do ("deck.txt"): a missing file is not a code.
    if "." not in source and detect_format(source) is DeckFileFormat.CODE:
        return import_deck(source, cards, fmt=fmt or Format.CORE, kind=DeckFileFormat.CODE)
    try:
        store: UserData | None = open_library(cards)
    except UserDataError as exc:
        print(f"warning: saved decks cannot be read: {exc}", file=sys.stderr)
        store = None
    if store is not None:
        with store:
            loaded = load_deck(store, source, cards)
            names = store.deck_names()
        if loaded is not None:
            deck = loaded.deck.with_format(fmt) if fmt is not None else loaded.deck
            return ImportResult(deck, loaded.problems, loaded.source)
        close = [n for n in names if source.casefold() in n.casefold()][:5]
    else:
        close = []
    hint = f" Saved decks like it: {', '.join(close)}." if close else ""
    return ImportResult(
        Deck(name=path.stem or source, format=fmt or Format.CORE),
        (Problem(f"Cannot read {source}: there is no such file and no saved deck of that name.{hint}"),),
    )


def write_output(path: str, text: str) -> bool:
    """Write a file the person named (``-o``); False, after one line saying why, when it cannot be written."""
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as exc:
        print(f"error: cannot write {path}: {write_failure(exc, Path(path).resolve().parent)}.", file=sys.stderr)
        return False
    return True


def _print_problems(result: ImportResult) -> None:
    print_problems(result.problems)


def print_problems(problems: Sequence[Problem]) -> None:
    """The first MAX_PROBLEMS_SHOWN problems on standard error, then how many more there were."""
    for p in problems[:MAX_PROBLEMS_SHOWN]:
        print(f"{p.severity.value}: {p}", file=sys.stderr)
    rest = problems[MAX_PROBLEMS_SHOWN:]
    if rest:
        errors = sum(1 for p in rest if p.severity.value == "error")
        print(f"... and {len(rest)} more problem(s) not shown ({errors} line(s) not imported).", file=sys.stderr)


def _validate(args: argparse.Namespace) -> int:
    cards = _cards()
    fmt = Format.parse(args.format) if args.format else None
    result = read_deck(args.file, cards, fmt=fmt)
    _print_problems(result)
    if result.errors and not result.deck.entries:
        shown = args.file if len(args.file) <= 60 else args.file[:40] + "\u2026"
        print(f"Nothing in {shown} could be read as a deck.")
        return 1
    if result.errors:
        print(f"{len(result.errors)} line(s) of {args.file} could not be read; the deck below lacks them.")
    verdict = validate(result.deck, fmt)
    print(f"{result.deck.name}: {result.deck.size} cards")
    print(verdict.summary())
    return 0 if verdict.legal and not result.errors else 1


def _import(args: argparse.Namespace) -> int:
    cards = _cards()
    fmt = Format.parse(args.format) if args.format else None
    result = read_deck(args.file, cards, fmt=fmt)
    deck = result.deck.renamed(args.name) if args.name else result.deck
    _print_problems(result)
    print(f"{deck.name} ({deck.format.label}): {deck.size} cards in the main deck, "
          f"{len(result.errors)} line(s) not imported.")
    print(validate(deck).summary())
    if not deck.entries:
        print("Nothing to save.", file=sys.stderr)
        return 1
    store = _open_store(cards)
    if store is None:
        return 2
    with store:
        if store.has_deck(deck.name) and not args.replace:
            print(f"A deck named {deck.name!r} already exists; use --replace or --name.", file=sys.stderr)
            return 1
        if not args.yes:
            if not sys.stdin.isatty():
                print("Not saved: pass --yes to save without asking.", file=sys.stderr)
                return 1
            answer = input(f"Save {deck.name!r}? [y/N] ").strip().casefold()
            if answer not in ("y", "yes"):
                print("Not saved.")
                return 1
        try:
            save_deck(store, deck, overwrite=args.replace)
        except DeckExists:
            # Saved by another program since the check above: never replaced without --replace.
            print(f"Not saved: a deck named {deck.name!r} already exists (another Lorcana Desktop saved it a "
                  "moment ago); use --replace or --name.", file=sys.stderr)
            return 1
    print(f"Saved {deck.name!r}.")
    return 0 if result.ok else 1


def _export(args: argparse.Namespace) -> int:
    cards = _cards()
    store = _open_store(cards)
    if store is None:
        return 2
    with store:
        loaded = load_deck(store, args.name, cards)
        names = store.deck_names()
    if loaded is None:
        print(f"No deck named {args.name!r}. Decks: {', '.join(names) or 'none'}.", file=sys.stderr)
        return 1
    _print_problems(loaded)
    out = export_deck(loaded.deck, DeckFileFormat(args.to))
    if args.output:
        if not write_output(args.output, out):
            return 2
        print(f"Wrote {args.output}.")
    else:
        sys.stdout.write(out)
    return 0


def _list(args: argparse.Namespace) -> int:
    cards = _cards()
    store = _open_store(cards)
    if store is None:
        return 2
    with store:
        decks = store.list_decks()
    for d in decks:
        label = Format.parse(d.format).label if d.format in FORMAT_CHOICES else d.format
        print(f"{d.name}\t{label}\t{d.cards} cards\tsaved {d.updated[:16].replace('T', ' ')} UTC")
    if not decks:
        print("No decks yet.")
    return 0


def _stats(args: argparse.Namespace) -> int:
    cards = _cards()
    fmt = Format.parse(args.format) if args.format else None
    result = read_deck(args.file, cards, fmt=fmt)
    _print_problems(result)
    if not result.deck.entries:
        return 1
    deck = result.deck
    s = deck_stats(deck)
    print(f"{deck.name}: {s.total} cards, average cost {s.average_cost:.2f}, "
          f"inkable {s.inkable} ({s.inkable_share:.0%})")
    print("Inks: " + ", ".join(f"{ink.value} {n}" for ink, n in s.ink_split.items()))
    print("Types: " + ", ".join(f"{t.value} {n}" for t, n in s.by_type.items()))
    print("Cost curve:")
    curve = s.curve_totals()
    widest = max(curve.values(), default=0)
    for cost, n in curve.items():
        label = f"{cost}+" if cost == 7 else f"{cost} "
        bar = n if widest <= MAX_BAR else max(1 if n else 0, round(n * MAX_BAR / widest))
        print(f"  {label} {'#' * bar} {n}")
    print(f"Chance to see a card in the opening hand of {s.opening_hand} (with a full mulligan):")
    for e in deck.main:
        n = deck.count(e.card)
        print(f"  {n} {e.card.full_name}: {s.odds(n):.0%} ({s.odds(n, mulligan=True):.0%})")
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("deck", help="validate, import, export and list decks")
    cmds = parser.add_subparsers(dest="deck_command", metavar="ACTION", required=True)

    p = cmds.add_parser("validate", help="check a deck file (or saved deck) against a format; exit 1 when illegal")
    p.add_argument("file", help="a deck file (text list, deck code or Tabletop Simulator JSON), a deck code, "
                                "or a saved deck's name")
    p.add_argument("--format", type=format_arg, metavar=FORMAT_METAVAR,
                   help="the format (default: the deck's own, else core)")
    p.set_defaults(func=_validate)

    p = cmds.add_parser("import", help="read a deck file or code, report problems, and save it in your decks")
    p.add_argument("file", help="a deck file (text list, deck code or Tabletop Simulator JSON) or a deck code")
    p.add_argument("--name", help="the name to save it under (default: the file's)")
    p.add_argument("--format", type=format_arg, metavar=FORMAT_METAVAR)
    p.add_argument("--yes", action="store_true", help="save without asking")
    p.add_argument("--replace", action="store_true", help="replace a saved deck of the same name")
    p.set_defaults(func=_import)

    p = cmds.add_parser("export", help="write a saved deck as text, a deck code or TTS JSON")
    p.add_argument("name", help="the saved deck's name")
    p.add_argument("--to", choices=[k.value for k in DeckFileFormat], default="text")
    p.add_argument("-o", "--output", help="write to this file instead of standard output")
    p.set_defaults(func=_export)

    p = cmds.add_parser("list", help="list your saved decks")
    p.set_defaults(func=_list)

    p = cmds.add_parser("stats", help="cost curve, inks, types and opening-hand odds of a deck file or saved deck")
    p.add_argument("file", help="a deck file or a saved deck's name")
    p.add_argument("--format", type=format_arg, metavar=FORMAT_METAVAR, help="for the opening hand (Pack Rush: 5)")
    p.set_defaults(func=_stats)
