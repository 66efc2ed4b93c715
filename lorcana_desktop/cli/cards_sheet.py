"""``lorcana-desktop cards sheet``: write a contact sheet of every printing in a set."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from lorcana_desktop.cards import CardIndex


def register_sheet(cards_subparsers: argparse._SubParsersAction) -> None:
    p = cards_subparsers.add_parser("sheet", help="write a PNG contact sheet of a set's card faces")
    p.add_argument("--set", dest="set_code", required=True, metavar="CODE", help="set code, e.g. 1, 5 or Q1")
    p.add_argument("--out", required=True, type=Path, metavar="PATH", help="PNG file to write")
    p.add_argument("--width", type=int, default=200, metavar="PX", help="width of one card (default 200)")
    p.add_argument("--columns", type=int, default=12, metavar="N", help="cards per row (default 12)")
    p.set_defaults(func=cmd_sheet)


def _cards() -> CardIndex:
    """The user's catalog (imported on first use); the bundled card data if the app layer is missing."""
    try:
        from lorcana_desktop.app.catalog import load_card_index
    except ImportError:
        from lorcana_desktop.cards import default_cards

        return default_cards()
    return load_card_index()


def cmd_sheet(args: argparse.Namespace) -> int:
    from lorcana_desktop.render.sheet import contact_sheet, set_printings

    if args.width < 16:
        print(f"error: --width must be at least 16 pixels, not {args.width}", file=sys.stderr)
        return 2
    if args.columns < 1:
        print(f"error: --columns must be at least 1, not {args.columns}", file=sys.stderr)
        return 2
    out: Path = args.out
    if out.suffix.lower() != ".png":
        print(f"error: --out should name a .png file, not {out}", file=sys.stderr)
        return 2
    if not out.parent.exists():
        print(f"error: the folder {out.parent} does not exist", file=sys.stderr)
        return 2
    cards = _cards()
    printings = set_printings(cards, args.set_code)
    if not printings:
        codes = sorted({p.set_code for c in cards for p in c.printings}, key=lambda c: (not c.isdigit(), c.zfill(4)))
        print(f"error: no cards in set {args.set_code!r}; the sets are: {', '.join(codes)}", file=sys.stderr)
        return 1
    sheet = contact_sheet(printings, args.columns, args.width)
    tmp = out.with_name(f".{out.name}.tmp")
    try:
        sheet.save(tmp, format="PNG", compress_level=6)
        tmp.replace(out)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        print(f"error: cannot write {out}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    print(f"{out}: {len(printings)} printings of set {args.set_code}, {sheet.width}x{sheet.height} px")
    return 0
