"""``lorcana-desktop collection``: import and export Dreamborn CSV, and what a deck still needs."""

from __future__ import annotations

import argparse
import sys

from lorcana_desktop.cli import deck as deck_cli
from lorcana_desktop.decks import (
    Collection,
    missing_for_deck,
    parse_dreamborn_csv,
    to_dreamborn_csv,
)
from lorcana_desktop.decks.dreamborn import NothingToImport, plan_collection_import
from lorcana_desktop.decks.library import load_collection, merge_collection, save_collection
from lorcana_desktop.files import COLLECTION_CSV_LIMIT, UnreadableFile, read_text_limited


def _read(path: str) -> str | None:
    try:
        return read_text_limited(path, COLLECTION_CSV_LIMIT, "Dreamborn collection CSV")
    except UnreadableFile as exc:
        print(f"error: {exc}.", file=sys.stderr)
    return None


def _import(args: argparse.Namespace) -> int:
    text = _read(args.csv)
    if text is None:
        return 2
    cards = deck_cli._cards()
    result = parse_dreamborn_csv(text, cards)
    deck_cli.print_problems(result.problems)
    got = result.collection
    print(f"{args.csv}: {result.rows} rows, {len(got)} printings owned, {got.total_copies()} cards; "
          f"{result.rejected} row(s) not imported.")
    store = deck_cli._open_store(cards)
    if store is None:
        return 2
    with store:
        try:
            plan = plan_collection_import(result, load_collection(store), merge=args.merge, cards=cards)
        except NothingToImport as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 1
        if plan.capped:
            print(f"warning: {plan.capped_message()}", file=sys.stderr)
        if plan.needs_consent and args.yes and not args.force:
            print(f"Not saved: {plan.rejected} row(s) could not be read, and replacing the collection would "
                  "drop the cards of those rows. Fix the file, add it with --merge, or pass --force to "
                  "replace the collection anyway. Your collection is unchanged.", file=sys.stderr)
            return 1
        if not args.yes:
            if not sys.stdin.isatty():
                print("Not saved: pass --yes to save without asking.", file=sys.stderr)
                return 1
            if plan.needs_consent:
                question = plan.consent_question()
            else:
                question = "Add these to your collection?" if args.merge else "Replace your collection?"
            if input(f"{question} [y/N] ").strip().casefold() not in ("y", "yes"):
                print("Not saved.")
                return 1
        if args.merge:
            # Added to what is owned when it is saved (not to the preview above), in one transaction,
            # so what another program saved meanwhile is kept.
            merge_collection(store, result.collection)
        else:
            try:
                save_collection(store, plan.collection)
            except NothingToImport as exc:
                print(f"error: {exc}", file=sys.stderr)
                return 1
    print("Collection saved.")
    return 0 if result.ok else 1


def _export(args: argparse.Namespace) -> int:
    cards = deck_cli._cards()
    store = deck_cli._open_store(cards)
    if store is None:
        return 2
    with store:
        owned = load_collection(store)
    if not deck_cli.write_output(args.csv, to_dreamborn_csv(owned, cards, every_card=args.all)):
        return 2
    print(f"Wrote {args.csv}: {len(owned)} printings, {owned.total_copies()} cards.")
    return 0


def _missing(args: argparse.Namespace) -> int:
    cards = deck_cli._cards()
    result = deck_cli.read_deck(args.deckfile, cards)
    deck_cli._print_problems(result)
    if not result.deck.entries:
        return 1
    store = deck_cli._open_store(cards)
    if store is None:
        return 2
    with store:
        owned: Collection = load_collection(store)
    report = missing_for_deck(result.deck, owned)
    text = report.to_text()
    if args.output:
        if not deck_cli.write_output(args.output, text):
            return 2
        print(f"Wrote {args.output}: {report.total_missing} cards missing.")
    else:
        sys.stdout.write(text)
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("collection", help="your owned cards: Dreamborn CSV import/export, missing cards")
    cmds = parser.add_subparsers(dest="collection_command", metavar="ACTION", required=True)

    p = cmds.add_parser("import", help="read a Dreamborn collection CSV into your collection")
    p.add_argument("csv")
    p.add_argument("--merge", action="store_true", help="add the counts to your collection instead of replacing it")
    p.add_argument("--yes", action="store_true", help="save without asking")
    p.add_argument("--force", action="store_true",
                   help="with --yes, replace the collection even though some rows could not be read")
    p.set_defaults(func=_import)

    p = cmds.add_parser("export", help="write your collection as a Dreamborn CSV")
    p.add_argument("csv")
    p.add_argument("--all", action="store_true", help="list every printing, owned or not")
    p.set_defaults(func=_export)

    p = cmds.add_parser("missing", help="the cards of a deck (file or saved deck) your collection lacks")
    p.add_argument("deckfile", help="a deck file or a saved deck's name")
    p.add_argument("-o", "--output", help="write the report to this file")
    p.set_defaults(func=_missing)
