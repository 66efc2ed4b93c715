"""Rendered faces cached as PNG files in the user cache folder, and the user's own card images.

Cache files are ``<cache_dir>/faces/<printing id>-r<renderer version>-w<width>.png``.
A folder of the user's own images (setting ``user_images_dir``) is searched for
``<set>-<number>.png``, ``.jpg``, ``.jpeg`` or ``.webp`` (``1-5.png``, ``Q1-7.jpg``,
``8-224a.png`` for a lettered variant; a lettered printing also finds ``8-224.png``).
Such an image is resized to the face size (turned if its orientation is wrong) and
cached under a key that includes the file's size and time, so an edited file is picked up.
A missing or unreadable user image falls back to our own face. Promo printings are
numbered within their promo group, so their files are named by the group: ``P1-3.png``
(``1-3.png`` is the set's own card 3).
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageOps, UnidentifiedImageError

from lorcana_desktop.cards.model import Card, Printing
from lorcana_desktop.render.face import CARD_RATIO, RENDERER_VERSION, face_size, render_back, render_face

log = logging.getLogger(__name__)

USER_IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp")
_UNSET = object()


_pruned: set[Path] = set()
_OLD_RENDER = re.compile(r"^(?:\d+|back)-r(\d+)-w\d+\.png$")


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
        if m and int(m.group(1)) != RENDERER_VERSION:
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


_folder_seen: dict[Path, tuple[int, dict[str, Path]]] = {}


def _folder_index(folder: Path) -> dict[str, Path]:
    """Lower-cased file name -> file, re-listed only when the folder changes."""
    try:
        stamp = folder.stat().st_mtime_ns
    except OSError:
        return {}
    seen = _folder_seen.get(folder)
    if seen is not None and seen[0] == stamp:
        return seen[1]
    try:
        index = {entry.name.lower(): Path(entry.path) for entry in os.scandir(folder) if entry.is_file()}
    except OSError:
        index = {}
    _folder_seen[folder] = (stamp, index)
    return index


def is_promo(printing: Printing) -> bool:
    """A promo printing: its number counts within its promo group (P1, D23, ...), not its set.
    Data without promo groups marks promos only by rarity Special in a main set."""
    return printing.promo_group is not None or (printing.rarity == "Special" and printing.set_code.isdigit())


def user_image_file(folder: Path, printing: Printing) -> Path | None:
    """The user's image for a printing, if the folder holds one (names as in the module docstring,
    in any letter case). A promo whose group is unknown has no file name: it keeps our face."""
    if is_promo(printing) and printing.promo_group is None:
        return None
    index = _folder_index(folder)
    if not index:
        return None
    stems = [printing.identifier]
    if printing.variant:
        stems.append(f"{printing.place}-{printing.number}")
    for stem in stems:
        for suffix in USER_IMAGE_SUFFIXES:
            found = index.get(f"{stem}{suffix}".lower())
            if found is not None and found.is_file():
                return found
    return None


def reset_user_images() -> None:
    """Forget what was read of the settings and the user's folder (after the settings change)."""
    global _settings_seen
    _settings_seen = None
    _folder_seen.clear()


@dataclass(frozen=True, slots=True)
class ImagesCoverage:
    """How much of the catalog a folder of the user's own images covers."""

    folder: Path
    printings: int  # printings in the catalog
    covered: int  # printings with a picture in the folder
    images: int  # picture files in the folder
    unmatched: tuple[str, ...]  # picture files whose name matches no printing (sorted)
    problem: str | None = None  # why the folder cannot be used, if it cannot

    def summary(self) -> str:
        """One line for people: what the folder covers, or why it cannot be used."""
        if self.problem:
            return f"{self.folder}: {self.problem}"
        text = (f"{self.images} picture(s); they cover {self.covered} of the catalog's "
                f"{self.printings} printings")
        if self.unmatched:
            shown = ", ".join(self.unmatched[:5]) + (", ..." if len(self.unmatched) > 5 else "")
            text += f"; {len(self.unmatched)} match no printing: {shown}"
        return text


def user_images_coverage(folder: Path, cards: Iterable[Card]) -> ImagesCoverage:
    """Which of the catalog's printings have a picture in ``folder``, and which pictures are unused."""
    folder = Path(folder).expanduser()
    printings = [p for card in cards for p in card.printings]
    if not folder.exists():
        return ImagesCoverage(folder, len(printings), 0, 0, (), "the folder does not exist")
    if not folder.is_dir():
        return ImagesCoverage(folder, len(printings), 0, 0, (), "is a file, not a folder")
    try:
        names = [e.name for e in os.scandir(folder) if e.is_file()]
    except OSError as exc:
        return ImagesCoverage(folder, len(printings), 0, 0, (), f"cannot be read ({exc.strerror or exc})")
    pictures = {n.lower(): n for n in names if n.lower().endswith(USER_IMAGE_SUFFIXES)}
    _folder_seen.pop(folder, None)  # list it afresh: this is what the user is looking at now
    used: set[str] = set()
    covered = 0
    for p in printings:
        found = user_image_file(folder, p)
        if found is not None:
            covered += 1
            used.add(found.name.lower())
    unmatched = tuple(sorted((pictures[n] for n in pictures if n not in used), key=str.lower))
    return ImagesCoverage(folder, len(printings), covered, len(pictures), unmatched)


def fit_user_image(path: Path, size: tuple[int, int]) -> Image.Image:
    """The user's picture resized to fill ``size``; turned a quarter if its orientation is the other one."""
    with Image.open(path) as im:
        im.load()
        image = ImageOps.exif_transpose(im).convert("RGBA")
    if (image.width > image.height) != (size[0] > size[1]):
        image = image.rotate(90, expand=True)
    return ImageOps.fit(image, size, Image.Resampling.LANCZOS)


def _write_png(image: Image.Image, path: Path) -> None:
    # Written beside and renamed, so another process never reads half a file.
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    image.save(tmp, format="PNG", compress_level=1)
    os.replace(tmp, path)


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
        source = user_image_file(Path(folder), p)  # type: ignore[arg-type]
        if source is not None:
            st = source.stat()
            tag = hashlib.sha1(f"{source.resolve()}|{st.st_size}|{st.st_mtime_ns}".encode()).hexdigest()[:12]
            target = faces_dir() / f"{p.id}-user-{tag}-w{width}.png"
            if target.exists() and not refresh:
                return target
            try:
                _write_png(fit_user_image(source, face_size(card, width)), target)
                return target
            except (OSError, UnidentifiedImageError, ValueError) as exc:
                log.warning("cannot use %s (%s); drawing the card instead", source, exc)
    target = faces_dir() / f"{p.id}-r{RENDERER_VERSION}-w{width}.png"
    if refresh or not target.exists():
        _write_png(render_face(card, width, p), target)
    return target


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
