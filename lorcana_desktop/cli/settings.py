"""``lorcana-desktop settings ...``: show and change the user's settings (the folder or zip of their own card images)."""

from __future__ import annotations

import argparse
import sys
import zipfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lorcana_desktop.render.cache import ImagesCoverage


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("settings", help="show or change settings (the folder of your own card images)")
    parser.set_defaults(func=cmd_show)
    settings = parser.add_subparsers(dest="settings_command", metavar="ACTION")
    p = settings.add_parser(
        "images",
        help="show, set or clear the folder (or zip) of your own card images",
        description="Pictures (.png, .jpg, .jpeg, .webp) named after a printing are shown instead of the faces "
        "we draw: set and number with or without zero padding (1-5.png, 001-005.png, 1_5.jpg, set1-005.png, "
        "Q1-7.png; promos by their promo group: P1-3.png; an alternate art with its letter: 8-224a.png), "
        "a set code and the number (TFC-005.png), the number in a folder named after the set (TFC/005.png, "
        "Set 1/5.png), or the card's full name (Elsa - Snow Queen.png, elsa_snow_queen.jpg). "
        "A folder is read with one level of subfolders; a .zip is read without unpacking it. Pictures over "
        "40 megapixels, links pointing outside the folder and unreadable files are refused and named. "
        "With no DIR: show the folder and what it covers.",
    )
    p.add_argument("folder", nargs="?", type=Path, metavar="DIR",
                   help="the folder (or .zip file) holding your pictures")
    p.add_argument("--all", action="store_true",
                   help="name every picture that matches nothing or is refused (not only the first few)")
    p.add_argument("--clear", action="store_true", help="use our own drawings for every card again")
    p.add_argument("--replace-damaged", action="store_true",
                   help="save even over a settings file that cannot be read (it is kept beside as .damaged-<date>)")
    p.set_defaults(func=cmd_images)


def _fail(message: str, code: int = 1) -> int:
    print(f"error: {message}", file=sys.stderr)
    return code


def _coverage(folder: Path) -> ImagesCoverage:
    from lorcana_desktop.app.catalog import load_card_index
    from lorcana_desktop.render.cache import user_images_coverage

    return user_images_coverage(folder, load_card_index())


def _print_coverage(folder: Path, everything: bool) -> None:
    coverage = _coverage(folder)
    for line in coverage.lines(None) if everything else coverage.lines():
        print(f"  {line}")


def cmd_show(args: argparse.Namespace) -> int:
    from lorcana_desktop.settings import SettingsError, load_settings, settings_path

    print(f"settings file: {settings_path()}")
    try:
        settings = load_settings()
    except SettingsError as exc:
        return _fail(f"{exc}\n(the file is left as it is; `settings images DIR --replace-damaged` saves new settings "
                     "and keeps it beside them)")
    folder = settings.user_images_path
    if folder is None:
        print("card images: our own drawings (no folder set; `lorcana-desktop settings images DIR` sets one)")
    else:
        print(f"card images: {folder}")
        _print_coverage(folder, getattr(args, "all", False))
    return 0


def cmd_images(args: argparse.Namespace) -> int:
    from lorcana_desktop.settings import (
        Settings,
        SettingsError,
        SettingsWriteError,
        load_settings,
        save_settings,
    )

    if args.folder is not None and args.clear:
        return _fail("give a folder or --clear, not both", 2)
    if args.folder is None and not args.clear:
        return cmd_show(args)
    folder: Path | None = None
    if args.folder is not None:
        folder = args.folder.expanduser().resolve()
        if not folder.is_dir() and not (folder.is_file() and zipfile.is_zipfile(folder)):
            what = "is not a folder" if not folder.exists() else "is neither a folder nor a zip file"
            return _fail(f"{args.folder} {what}; nothing was changed", 2)
    try:
        current = load_settings()
    except SettingsError as exc:
        if not args.replace_damaged:
            return _fail(f"{exc}\n(nothing was changed; add --replace-damaged to save new settings and keep the "
                         "damaged file beside them)")
        current = Settings()
    try:
        path = save_settings(current.with_changes(user_images_dir=str(folder) if folder else None),
                             replace_damaged=args.replace_damaged)
    except SettingsWriteError as exc:
        return _fail(str(exc), 2)  # a read-only or full data folder, as every command says it (README)
    except SettingsError as exc:
        return _fail(str(exc))
    if folder is None:
        print(f"card images: our own drawings (saved in {path})")
    else:
        print(f"card images: {folder} (saved in {path})")
        _print_coverage(folder, args.all)
    return 0
