"""The person's Exo card sets: the built-in starter set plus the sets added to ``exo/sets/`` in the user
data folder (one folder per set code, holding the set file and the pictures its cards name).

Adding checks the file first and refuses one with mistakes, one using the built-in set's code, and
(unless ``replace``) one whose code is already there. The new folder is written beside the old one
and swapped in only when complete, so a failed copy leaves the sets as they were.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from lorcana_desktop.exo.cards import ExoSet, LoadResult, load_set_file
from lorcana_desktop.exo.cards.loader import SET_FILE_LIMIT
from lorcana_desktop.exo.starter import STARTER_CODE, starter_set, starter_set_path
from lorcana_desktop.files import MB, UnreadableFile, read_bytes_limited, write_failure
from lorcana_desktop.paths import data_dir

# A card picture a set names; far above any real card image.
IMAGE_LIMIT = 20 * MB
SET_SUFFIXES = (".toml", ".json")


def sets_dir() -> Path:
    """``exo/sets`` in the user data folder (created on first use)."""
    path = data_dir() / "exo" / "sets"
    path.mkdir(parents=True, exist_ok=True)
    return path


@dataclass(frozen=True, slots=True)
class InstalledSet:
    """A set the person has: where its file is, whether it ships with the program, and how it reads now."""

    code: str
    path: Path
    builtin: bool
    result: LoadResult

    @property
    def name(self) -> str:
        return self.result.name


def _set_file(folder: Path) -> Path | None:
    files = sorted(p for p in folder.iterdir() if p.is_file() and p.suffix.casefold() in SET_SUFFIXES)
    return files[0] if files else None


def installed_sets(folder: Path | None = None) -> list[InstalledSet]:
    """The built-in set first, then every set folder of ``folder`` (default: ``sets_dir()``) by code."""
    found = [InstalledSet(STARTER_CODE, starter_set_path(), True, load_set_file(starter_set_path()))]
    root = folder if folder is not None else sets_dir()
    for sub in sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith(".")):
        path = _set_file(sub)
        if path is not None:
            found.append(InstalledSet(sub.name, path, False, load_set_file(path)))
    return found


def available_sets(folder: Path | None = None) -> dict[str, ExoSet]:
    """The sets a deck may name, by code: the built-in one and every added set that reads without mistakes."""
    sets = {STARTER_CODE: starter_set()}
    for s in installed_sets(folder):
        if not s.builtin and s.result.set is not None and s.result.set.code not in sets:
            sets[s.result.set.code] = s.result.set
    return sets


class SetNotAdded(Exception):
    """The set was not added; the message says why in one sentence."""


class SetStoreError(Exception):
    """Writing into the sets folder failed (full or read-only disk); nothing was changed."""


@dataclass(frozen=True, slots=True)
class AddedSet:
    """A set copied into the sets folder."""

    code: str
    name: str
    path: Path
    cards: int
    pictures: int
    replaced: bool
    missing_pictures: tuple[str, ...] = ()


def add_set(source: str | Path, *, replace: bool = False, folder: Path | None = None) -> tuple[LoadResult, AddedSet]:
    """Check the set file ``source`` and copy it (with the pictures its cards name) into the sets folder.

    Raises SetNotAdded (with the check's result in ``args[1]``) for a file with mistakes or a code that
    is taken, SetStoreError when the copy cannot be written.
    """
    src = Path(source)
    result = load_set_file(src)
    if result.set is None:
        n = len(result.errors)
        raise SetNotAdded(f"{src} has {n} mistake(s); fix them and add it again", result)
    the_set = result.set
    code = the_set.code
    if code == STARTER_CODE:
        raise SetNotAdded(f"{code} is the code of the built-in set; give your set another code", result)
    root = folder if folder is not None else sets_dir()
    dest = root / code
    replaced = dest.exists()
    if replaced and not replace:
        raise SetNotAdded(f"a set with code {code} is already added ({dest}); add --replace to replace it", result)
    try:
        data = read_bytes_limited(src, SET_FILE_LIMIT, "Exo card set")
    except UnreadableFile as exc:
        raise SetNotAdded(str(exc), result) from None
    suffix = ".json" if result.source.casefold().endswith(".json") or data.lstrip()[:1] == b"{" else ".toml"
    staging = root / f".adding-{code}-{os.getpid()}"
    pictures, missing = 0, []
    try:
        shutil.rmtree(staging, ignore_errors=True)
        staging.mkdir(parents=True)
        (staging / f"{code}{suffix}").write_bytes(data)
        for image in sorted({c.image for c in the_set.cards if c.image}):
            picture = src.parent / image
            if not picture.is_file() or picture.stat().st_size > IMAGE_LIMIT:
                missing.append(image)
                continue
            target = staging / image
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(picture, target)
            pictures += 1
        old = root / f".old-{code}-{os.getpid()}"
        if replaced:
            dest.rename(old)
        try:
            staging.rename(dest)
        except OSError:
            if replaced:
                old.rename(dest)  # the set as it was
            raise
        if replaced:
            shutil.rmtree(old, ignore_errors=True)
    except OSError as exc:
        shutil.rmtree(staging, ignore_errors=True)
        raise SetStoreError(f"the set was not added: {write_failure(exc, root)}") from exc
    added = AddedSet(code, the_set.info.name, dest / f"{code}{suffix}", len(the_set.cards), pictures, replaced,
                     tuple(missing))
    return result, added


def card_pictures(folder: Path | None = None) -> dict[str, Path]:
    """The author's own picture of each card whose set names one and whose file is there, by card id."""
    out: dict[str, Path] = {}
    for s in installed_sets(folder):
        card_set = s.result.set
        if card_set is None:
            continue
        for card in card_set.cards:
            if card.image:
                path = s.path.parent / card.image
                if path.is_file():
                    out[card.id] = path
    return out
