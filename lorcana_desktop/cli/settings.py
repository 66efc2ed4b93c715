"""``lorcana-desktop settings ...``: show and change the user's settings (the folder of their own card images)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("settings", help="show or change settings (the folder of your own card images)")
    parser.set_defaults(func=cmd_show)
    settings = parser.add_subparsers(dest="settings_command", metavar="ACTION")
    p = settings.add_parser(
        "images",
        help="show, set or clear the folder of your own card images",
        description="Pictures named <set>-<number>.png or .jpg (also .jpeg, .webp), e.g. 1-5.png or Q1-7.jpg "
        "(promos by their promo group: P1-3.png), are shown instead of the faces we draw. With no DIR: show the folder and what it covers.",
    )
    p.add_argument("folder", nargs="?", type=Path, metavar="DIR", help="the folder holding your pictures")
    p.add_argument("--clear", action="store_true", help="use our own drawings for every card again")
    p.add_argument("--replace-damaged", action="store_true",
                   help="save even over a settings file that cannot be read (it is kept beside as .damaged-<date>)")
    p.set_defaults(func=cmd_images)


def _fail(message: str, code: int = 1) -> int:
    print(f"error: {message}", file=sys.stderr)
    return code


def _coverage_line(folder: Path) -> str:
    from lorcana_desktop.app.catalog import load_card_index
    from lorcana_desktop.render.cache import user_images_coverage

    return user_images_coverage(folder, load_card_index()).summary()


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
        print(f"  {_coverage_line(folder)}")
    return 0


def cmd_images(args: argparse.Namespace) -> int:
    from lorcana_desktop.settings import Settings, SettingsError, load_settings, save_settings

    if args.folder is not None and args.clear:
        return _fail("give a folder or --clear, not both", 2)
    if args.folder is None and not args.clear:
        return cmd_show(args)
    folder: Path | None = None
    if args.folder is not None:
        folder = args.folder.expanduser().resolve()
        if not folder.is_dir():
            return _fail(f"{args.folder} is not a folder; nothing was changed", 2)
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
    except SettingsError as exc:
        return _fail(str(exc))
    if folder is None:
        print(f"card images: our own drawings (saved in {path})")
    else:
        print(f"card images: {folder} (saved in {path})")
        print(f"  {_coverage_line(folder)}")
    return 0
