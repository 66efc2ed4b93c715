"""Rendered faces cached as PNG files in the user cache folder, and the user's own card pictures used instead.

Cache files are ``<cache_dir>/faces/<printing id>-r<renderer version>-w<width>.png``.
The folder or zip of the user's own pictures (setting ``user_images_dir``; how pictures are named is in
``render.user_images``) is read once into an index and read again only when it changes. A picture is
resized to the face size (turned if its orientation is wrong) and cached under a key that includes the
file's size and time (a zip member's CRC), so an edited file is picked up. A missing, unreadable or
refused picture (too many pixels, a link out of the folder) falls back to our own face.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import zipfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, UnidentifiedImageError

from lorcana_desktop.cards.model import Card, Printing
from lorcana_desktop.render.face import CARD_RATIO, RENDERER_VERSION, face_size, render_back, render_face
from lorcana_desktop.render.table_face import TABLE_FACE_VERSION, render_table_face
from lorcana_desktop.render.user_images import (
    MAX_PIXELS,
    PICTURE_SUFFIXES,
    Picture,
    PictureRefused,
    Refusal,
    RefusedPicture,
    SourceProblem,
    check_pictures,
    fit_picture,
    forget_indexes,
    name_key,
    picture_index,
)

log = logging.getLogger(__name__)

USER_IMAGE_SUFFIXES = PICTURE_SUFFIXES
_UNSET = object()


_pruned: set[Path] = set()
# r: faces, t: table faces; a face in another language than English has its code after the printing id.
_OLD_RENDER = re.compile(r"^(?:\d+(?:-[a-z]{2})?|back)-([rt])(\d+)-w\d+\.png$")


def faces_dir() -> Path:
    from lorcana_desktop.paths import cache_dir

    path = cache_dir() / "faces"
    path.mkdir(parents=True, exist_ok=True)
    if path not in _pruned:
        _pruned.add(path)
        prune_old_renders(path)
    return path


def prune_old_renders(folder: Path) -> int:
    """Delete faces drawn by other renderer versions (they are never read again); returns how many."""
    count = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        m = _OLD_RENDER.match(entry.name)
        if m and int(m.group(2)) != (RENDERER_VERSION if m.group(1) == "r" else TABLE_FACE_VERSION):
            try:
                os.unlink(entry.path)
                count += 1
            except OSError:
                pass  # another process got there first, or the file is in use: harmless
    return count


_settings_seen: tuple[float, Path | None] | None = None


def configured_user_images_dir() -> Path | None:
    """The user images folder from the settings file (re-read only when the file changes)."""
    global _settings_seen
    from lorcana_desktop.settings import SettingsError, load_settings, settings_path

    path = settings_path()
    try:
        stamp = path.stat().st_mtime_ns
    except OSError:
        stamp = -1
    if _settings_seen is not None and _settings_seen[0] == stamp:
        return _settings_seen[1]
    try:
        folder = load_settings(path).user_images_path
    except SettingsError as exc:
        log.warning("user images ignored: %s", exc)
        folder = None
    _settings_seen = (stamp, folder)
    return folder


def printing_of(card: Card, printing: Printing | None = None) -> Printing:
    """The printing to draw: the one given, else the card's own (canonical) printing."""
    if printing is not None:
        return printing
    for p in card.printings:
        if p.id == card.id:
            return p
    return Printing(card.id, card.set_code, card.number, card.rarity)


def is_promo(printing: Printing) -> bool:
    """A promo printing: its number counts within its promo group (P1, D23, ...), not its set.
    Data without promo groups marks promos only by rarity Special in a main set."""
    return printing.promo_group is not None or (printing.rarity == "Special" and printing.set_code.isdigit())


def user_image_file(source: Path, printing: Printing, full_name: str | None = None) -> Picture | None:
    """The user's picture for a printing, if the folder or zip holds one (names as in
    ``render.user_images``). A promo whose group is unknown has no number to be found by: only a
    picture named after the card (``full_name``) is used for it."""
    index = picture_index(Path(source))
    if is_promo(printing) and printing.promo_group is None:
        return index.by_name.get(name_key(full_name)) if full_name else None
    return index.find(printing, full_name)


def reset_user_images() -> None:
    """Forget what was read of the settings and the user's folder (after the settings change)."""
    global _settings_seen
    _settings_seen = None
    forget_indexes()
    _refused.clear()


SHOWN_NAMES = 5  # how many unmatched or refused file names a report spells out


@dataclass(frozen=True, slots=True)
class ImagesCoverage:
    """How much of the catalog a folder (or zip) of the user's own pictures covers, and what it leaves out."""

    folder: Path
    printings: int  # printings in the catalog
    covered: int  # printings shown with a picture from the folder
    images: int  # picture files in the folder (refused ones included)
    unmatched: tuple[str, ...]  # picture files whose name matches no printing (sorted)
    problem: str | None = None  # why the folder cannot be used, if it cannot (English, for the command line)
    problem_kind: SourceProblem | None = None  # the same, for a window to put in its own words
    refused: tuple[RefusedPicture, ...] = ()  # pictures not used, with the reason
    duplicates: tuple[str, ...] = ()  # pictures of a printing that already has one (the first is used)

    def lines(self, shown: int | None = SHOWN_NAMES) -> list[str]:
        """The report for people, a line per point; ``shown`` file names per list (None: all)."""
        if self.problem:
            return [f"{self.folder}: {self.problem}"]

        def names(items: tuple[str, ...]) -> str:
            cut = items if shown is None else items[:shown]
            return ", ".join(cut) + (", ..." if len(cut) < len(items) else "")

        out = [f"{self.images} picture(s); they cover {self.covered} of the catalog's {self.printings} printings"]
        if self.unmatched:
            out.append(f"{len(self.unmatched)} match no printing: {names(self.unmatched)}")
        if self.refused:
            out.append(f"{len(self.refused)} refused: {names(tuple(r.describe() for r in self.refused))}")
        if self.duplicates:
            out.append(f"{len(self.duplicates)} not used (another picture of the same printing comes first): "
                       f"{names(self.duplicates)}")
        return out

    def summary(self) -> str:
        """One line for people: what the folder covers, or why it cannot be used."""
        return "; ".join(self.lines())


def user_images_coverage(folder: Path, cards: Iterable[Card], *, max_pixels: int | None = None) -> ImagesCoverage:
    """Which of the catalog's printings have a usable picture in ``folder`` (a folder or a zip), which
    pictures match nothing, and which are refused (their headers are read; nothing is decoded)."""
    folder = Path(folder).expanduser()
    cards = list(cards)
    printings = sum(len(card.printings) for card in cards)
    forget_indexes()  # read it afresh: this is what the user is looking at now
    index = picture_index(folder)
    if index.problem:
        words = index.problem.value + (f" ({index.problem_detail})" if index.problem_detail else "")
        return ImagesCoverage(folder, printings, 0, 0, (), words, index.problem)
    chosen: dict[Picture, list[Printing]] = {}
    for card in cards:
        for p in card.printings:
            picture = user_image_file(folder, p, card.full_name)
            if picture is not None:
                chosen.setdefault(picture, []).append(p)
    refused = list(index.refused)
    covered = 0
    problems = check_pictures(chosen, MAX_PIXELS if max_pixels is None else max_pixels)
    for picture, matched in chosen.items():
        if picture in problems:
            refused.append(problems[picture])
        else:
            covered += len(matched)
    unmatched: list[str] = []
    duplicates: list[str] = []
    for picture in index.pictures:
        if picture in chosen:
            continue
        name = index.names[picture]
        # A picture whose name an earlier, used picture already has is a duplicate, not unmatched.
        firsts = [index.by_name.get(key) for key in name.names]
        if name.place is not None and name.number is not None:
            firsts.append(index.by_place.get((name.place, name.number)))
        twin = any(first is not None and first != picture and first in chosen for first in firsts)
        (duplicates if twin else unmatched).append(picture.name)
    by_name = sorted(refused, key=lambda r: r.name.casefold())
    return ImagesCoverage(folder, printings, covered, len(index.pictures) + len(index.refused),
                          tuple(sorted(unmatched, key=str.casefold)), None, None, tuple(by_name),
                          tuple(sorted(duplicates, key=str.casefold)))


def fit_user_image(path: Path | Picture, size: tuple[int, int], *, max_pixels: int | None = None) -> Image.Image:
    """The user's picture resized to fill ``size``; raises PictureRefused (see ``fit_picture``)."""
    return fit_picture(path, size, max_pixels=MAX_PIXELS if max_pixels is None else max_pixels)


def _write_png(image: Image.Image, path: Path) -> None:
    # Written beside and renamed, so another process never reads half a file.
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    image.save(tmp, format="PNG", compress_level=1)
    os.replace(tmp, path)


def _language_tag(card: Card) -> str:
    """"-fr" for a card shown in French (its texts differ from the English face's), "" in English."""
    return "" if card.language == "en" or not card.language.isalpha() else f"-{card.language[:2].lower()}"


def face_path(
    card: Card,
    width: int = 300,
    printing: Printing | None = None,
    *,
    user_images_dir: Path | None | object = _UNSET,
    refresh: bool = False,
) -> Path:
    """A PNG of the face at ``width`` (portrait width; locations are drawn sideways), rendered once and cached.

    The user's own image is used when the settings (or ``user_images_dir``) name a folder holding one.
    ``refresh`` makes the file again: for a cached file that turned out damaged when read.
    """
    p = printing_of(card, printing)
    folder = configured_user_images_dir() if user_images_dir is _UNSET else user_images_dir
    if folder is not None:
        picture = user_image_file(Path(folder), p, card.full_name)  # type: ignore[arg-type]
        if picture is not None:
            made = _user_face(picture, p, face_size(card, width), width, refresh)
            if made is not None:
                return made
    target = faces_dir() / f"{p.id}{_language_tag(card)}-r{RENDERER_VERSION}-w{width}.png"
    if refresh or not target.exists():
        _write_png(render_face(card, width, p), target)
    return target


def table_face_path(card: Card, width: int = 240, *, refresh: bool = False) -> Path:
    """A PNG of the card's table face (its basics in large print), or of the user's own picture of it.

    The user's picture wins, as everywhere: a person who photographed their cards sees them on the table."""
    p = printing_of(card)
    folder = configured_user_images_dir()
    if folder is not None and user_image_file(Path(folder), p, card.full_name) is not None:
        return face_path(card, width, p, refresh=refresh)
    target = faces_dir() / f"{p.id}{_language_tag(card)}-t{TABLE_FACE_VERSION}-w{width}.png"
    if refresh or not target.exists():
        _write_png(render_table_face(card, width), target)
    return target


_refused: dict[tuple[Picture, str], RefusedPicture] = {}


def _user_face(picture: Picture, p: Printing, size: tuple[int, int], width: int, refresh: bool) -> Path | None:
    """The cached face made from the user's picture, or None (and a warning once) when it cannot be used."""
    try:
        stamp = picture.stamp()
    except OSError as exc:
        log.warning("cannot use %s (%s); drawing the card instead", picture.name, exc.strerror or exc)
        return None
    if (picture, stamp) in _refused:
        return None
    tag = hashlib.sha1(f"{picture.source}|{picture.name}|{stamp}".encode()).hexdigest()[:12]
    target = faces_dir() / f"{p.id}-user-{tag}-w{width}.png"
    if target.exists() and not refresh:
        return target
    try:
        _write_png(fit_user_image(picture, size), target)
        return target
    except PictureRefused as exc:
        refused = exc.refused
    except (OSError, UnidentifiedImageError, ValueError, zipfile.BadZipFile, KeyError) as exc:
        refused = RefusedPicture(picture.name, Refusal.UNREADABLE, str(exc))
    _refused[(picture, stamp)] = refused
    log.warning("cannot use %s in %s; drawing the card instead", refused.describe(), picture.source)
    return None


def back_path(width: int = 300, *, refresh: bool = False) -> Path:
    """A PNG of the card back at ``width`` x ``1.4*width``, cached (``refresh``: made again)."""
    target = faces_dir() / f"back-r{RENDERER_VERSION}-w{width}.png"
    if refresh or not target.exists():
        _write_png(render_back(width), target)
    return target


def load_face(
    card: Card, width: int = 300, printing: Printing | None = None
) -> Image.Image:
    """The cached face as an image (rendering it first if needed).

    A cached file that cannot be read (cut short by a full disk, damaged, not a picture) is made
    again rather than failing: the cache is only a copy of what the renderer draws.
    """
    path = face_path(card, width, printing)
    try:
        return _read_png(path)
    except (OSError, UnidentifiedImageError, SyntaxError, ValueError) as exc:
        log.warning("cached face %s is damaged (%s); drawing it again", path, exc)
    return _read_png(face_path(card, width, printing, refresh=True))


def _read_png(path: Path) -> Image.Image:
    with Image.open(path) as im:
        im.load()
        return im.copy()


def clear_cache() -> int:
    """Delete every cached face; returns how many files went."""
    count = 0
    for path in faces_dir().glob("*.png"):
        path.unlink(missing_ok=True)
        count += 1
    return count


__all__ = [
    "CARD_RATIO", "USER_IMAGE_SUFFIXES", "ImagesCoverage", "back_path", "clear_cache", "configured_user_images_dir",
    "face_path", "faces_dir", "fit_user_image", "is_promo", "load_face", "printing_of", "prune_old_renders", "reset_user_images",
    "user_image_file", "user_images_coverage",
]
