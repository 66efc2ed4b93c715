"""``lorcana-desktop cards ...``: import card data, search the catalog, show a card."""

from __future__ import annotations

import argparse
import importlib
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from lorcana_desktop.cards import Card, CardDataError, CardType, NoCardSource, UnknownCard
from lorcana_desktop.controls import shortened

T = TypeVar("T")


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("cards", help="import, search and show cards")
    cards = parser.add_subparsers(dest="cards_command", metavar="ACTION", required=True)

    p = cards.add_parser("import", help="import a LorcanaJSON file (default: the bundled card data)")
    p.add_argument("path", nargs="?", help="allCards.json, .json.gz or .zip, in any language")
    p.set_defaults(func=cmd_import)

    p = cards.add_parser("search", help="search the catalog, e.g. 'ink:amber cost<=3 keyword:evasive'")
    p.add_argument("query", nargs="+", help="free text and filters (see `cards search --help-filters`)")
    p.add_argument("--limit", type=int, default=50)
    p.set_defaults(func=cmd_search)

    p = cards.add_parser("show", help="print a card; an unknown name prints the closest names")
    p.add_argument("name", nargs="+", help='full name, e.g. "Elsa - Snow Queen"')
    p.set_defaults(func=cmd_show)

    p = cards.add_parser("info", help="where the catalog is and what it holds")
    p.set_defaults(func=cmd_info)

    p = cards.add_parser("coverage", help="how many unique cards play automated, per set and in total")
    p.add_argument("--missing", nargs="?", type=int, const=40, default=0, metavar="N",
                   help="also list the N branches no scenario plays yet and the N clauses no template reads yet, "
                        "most used first (default 40)")
    p.add_argument("--unproven", action="store_true",
                   help="also list each card with abilities that does not count, and why (not automated, a "
                        "hand-written ability or a template branch no scenario plays)")
    p.add_argument("--scenarios", action="append", metavar="DIR",
                   help="the card scenario files or folders that prove abilities (default: tests/scenarios of the "
                        "source checkout); may be given more than once")
    p.set_defaults(func=cmd_coverage)

    try:
        sheet = importlib.import_module("lorcana_desktop.cli.cards_sheet")
    except ModuleNotFoundError as exc:
        if exc.name != "lorcana_desktop.cli.cards_sheet":
            raise
    else:
        sheet.register_sheet(cards)


def _fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 1


def cmd_import(args: argparse.Namespace) -> int:
    from lorcana_desktop.app.catalog import import_cards, stderr_progress

    try:
        report = import_cards(args.path, progress=stderr_progress)
    except (CardDataError, NoCardSource) as exc:
        return _fail(str(exc))
    # A catalog that cannot be written (read-only or full folder, another program at it) is the
    # command line's exit code 2, in one line (cli._run).
    if report.texts_only:
        print(f"Imported the {report.language} texts of {report.card_count} cards from {report.source} into "
              f"{report.path} in {report.seconds:.2f} s; the cards stay the English ones, shown in "
              f"{report.language} when the window speaks it")
        return 0
    print(
        f"Imported {report.card_count} cards ({report.printing_count} printings, language "
        f"{report.language}) from {report.source} into {report.path} in {report.seconds:.2f} s"
    )
    return 0


def cmd_coverage(args: argparse.Namespace) -> int:
    import time

    from lorcana_desktop.app.scenario import prove_abilities
    from lorcana_desktop.cards import default_cards
    from lorcana_desktop.scripts.coverage import card_entries, count, format_coverage, format_unproven

    try:
        cards = default_cards()
    except (CardDataError, NoCardSource) as exc:
        return _fail(str(exc))
    paths = [Path(p) for p in args.scenarios] if args.scenarios else [DEFAULT_SCENARIOS]
    absent = [p for p in paths if not p.exists()]
    if absent:
        return _fail(f"no scenario files at {absent[0]}: the honest count runs the card scenarios of the source "
                     "checkout (tests/scenarios); name them with --scenarios DIR")
    start = time.perf_counter()
    entries, missing = card_entries(cards)
    proofs = prove_abilities(list(paths), cards)
    cov = count(entries, proofs.played)
    cov.missing, cov.scenarios, cov.failed = missing, proofs.card_files, proofs.failed
    cov.seconds = time.perf_counter() - start
    if args.unproven:
        print(format_unproven(cov))
        print()
    print(format_coverage(cov, missing=args.missing))
    return 0


# The scenario files of a source checkout (the package's parent folder holds tests/).
DEFAULT_SCENARIOS = Path(__file__).resolve().parents[2] / "tests" / "scenarios"


def cmd_search(args: argparse.Namespace) -> int:
    from lorcana_desktop.app.catalog import open_catalog, stderr_progress
    from lorcana_desktop.cards.query import QueryError

    catalog = _open(open_catalog, stderr_progress)
    if isinstance(catalog, int):
        return catalog
    try:
        found = catalog.search(" ".join(args.query), limit=args.limit + 1)
    except QueryError as exc:
        return _fail(str(exc))
    for card in found[: args.limit]:
        print(one_line(card))
    more = " (more: raise --limit)" if len(found) > args.limit else ""
    print(f"{min(len(found), args.limit)} card(s){more}", file=sys.stderr)
    return 0


def _open(opener: Callable[[Callable[[str], None]], T], progress: Callable[[str], None]) -> T | int:
    """What ``opener`` returns, or the exit code after printing why the card data is missing."""
    try:
        return opener(progress)
    except (CardDataError, NoCardSource) as exc:
        return _fail(str(exc))


def cmd_show(args: argparse.Namespace) -> int:
    from lorcana_desktop.app.catalog import load_card_index, stderr_progress

    index = _open(load_card_index, stderr_progress)
    if isinstance(index, int):
        return index
    name = " ".join(args.name)
    try:
        card = index.by_name(name)
    except UnknownCard as exc:
        print(f"No card named {shortened(name)!r}.", file=sys.stderr)
        if exc.suggestions:
            print("Closest names:", file=sys.stderr)
            for s in exc.suggestions:
                print(f"  {s}", file=sys.stderr)
        return 1
    print(describe(card))
    return 0


def cmd_info(args: argparse.Namespace) -> int:
    from lorcana_desktop.app.catalog import open_catalog, stderr_progress

    catalog = _open(open_catalog, stderr_progress)
    if isinstance(catalog, int):
        return catalog
    info = catalog.info()
    print(f"catalog:   {info.path}")
    print(f"source:    {info.source}")
    print(f"language:  {info.language}   data of {info.generated_on}   imported {info.imported_at}")
    print(f"cards:     {info.card_count} ({info.printing_count} printings)")
    for language in catalog.text_languages():
        print(f"texts:     {language}, {len(catalog.texts(language))} cards")
    return 0


def _inks(card: Card) -> str:
    return "/".join(i.value for i in card.inks) or "no ink"


def _stats(card: Card) -> str:
    if card.type is CardType.CHARACTER:
        return f"{card.strength}\u00a4 {card.willpower}\u26c9 {card.lore}\u25ca"
    if card.type is CardType.LOCATION:
        return f"move {card.move_cost} {card.willpower}\u26c9 {card.lore}\u25ca"
    return ""


def one_line(card: Card) -> str:
    kind = "Song" if card.is_song else card.type.value
    ink = "" if card.inkable else " (uninkable)"
    stats = _stats(card)
    return f"{card.cost} {_inks(card):<18} {kind:<9} {card.full_name}{('  ' + stats) if stats else ''}{ink}"


def describe(card: Card) -> str:
    """A card as text: what a player reads on it."""
    kind = "Action \u2022 Song" if card.is_song else card.type.value
    lines = [card.full_name, "=" * len(card.full_name)]
    lines.append(
        f"{kind}  \u2022  {_inks(card)}  \u2022  cost {card.cost}  \u2022  "
        f"{'inkable' if card.inkable else 'not inkable'}"
    )
    if card.classifications:
        lines.append(" \u2022 ".join(card.classifications))
    if card.type is CardType.CHARACTER:
        lines.append(f"Strength {card.strength}   Willpower {card.willpower}   Lore {card.lore}")
    elif card.type is CardType.LOCATION:
        lines.append(f"Move cost {card.move_cost}   Willpower {card.willpower}   Lore {card.lore}")
    text = card.full_text.replace("\n", " ").strip()
    if text:
        lines.append("")
        lines.extend(textwrap.wrap(text, 78))
    if card.keywords:
        lines.append("")
        lines.append("Keywords: " + ", ".join(k.label for k in card.keywords))
    legal = ", ".join(
        f"{fmt}: {'banned' if lg.banned else ('legal' if lg.allowed else 'not legal')}"
        for fmt, lg in sorted(card.legality.items())
    )
    lines.append("")
    lines.append(f"Legality: {legal}" + (f"; up to {card.max_copies} copies" if card.max_copies else ""))
    lines.append(
        "Printings: " + ", ".join(f"{p.identifier} ({p.rarity})" for p in card.printings)
    )
    return "\n".join(lines)
