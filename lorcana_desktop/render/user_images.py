"""The user's own card pictures: a folder or a zip read once into an index of printings, unsafe files refused.

A picture names its printing in one of these ways (letter case, ``-``, ``_``, ``.`` and spaces between
the parts do not matter; ``.png``, ``.jpg``, ``.jpeg`` or ``.webp``):

* set and number, with or without zero padding: ``1-5.png``, ``001-005.png``, ``1_5.jpg``, ``set1-005.png``,
  ``Q1-7.png``; an alternate art adds its letter (``8-224a.png``) and otherwise uses the plain number;
  promos count within their promo group (``P1-3.png``); words after the number are allowed
  (``1-005 Elsa - Snow Queen.png``);
* a set's short code and the number: ``TFC-005.png``, ``TFC005.jpg``, ``ROF 12.png`` (see ``SETS``);
* the number alone, inside a folder named after the set: ``TFC/005.png``, ``Set 1/5.png``,
  ``01 - The First Chapter/005.png``;
* the card's full name: ``Elsa - Snow Queen.png``, ``elsa_snow_queen.jpg`` (punctuation and accents ignored;
  the picture is used for every printing of the card that has no picture of its own).

A folder is read with one level of subfolders; a ``.zip`` is read member by member, never unpacked.
Files are refused, with the reason, when they are links pointing outside the folder, larger than
``MAX_FILE_BYTES``, wider and taller than ``MAX_PIXELS`` allow (checked from the header, before any
decoding), or not pictures at all.
"""

from __future__ import annotations

import io
import os
import re
import stat
import unicodedata
import warnings
import zipfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import BinaryIO

from PIL import Image, ImageOps, UnidentifiedImageError

from lorcana_desktop.cards.model import Printing

PICTURE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp")
# 40 megapixels is a 5300 x 7500 scan, far more than any card needs; decoding it takes 160 MB as RGBA.
MAX_PIXELS = 40_000_000
# No picture of one card is this large; a zip member claiming more is refused unread.
MAX_FILE_BYTES = 64 * 1024 * 1024
# Our limit is far below Pillow's warning size and checked first, so Pillow's warning only adds noise.
warnings.filterwarnings("ignore", category=Image.DecompressionBombWarning)
_FORMATS = ("PNG", "JPEG", "WEBP")  # a JPEG with several pictures (MPO) opens as JPEG

# The sets' short codes and names, for pictures named "TFC-005.png" or kept in a folder "The First Chapter".
SETS: dict[str, tuple[tuple[str, ...], str]] = {
    "1": (("TFC",), "The First Chapter"),
    "2": (("ROF", "ROTF"), "Rise of the Floodborn"),
    "3": (("ITI",), "Into the Inklands"),
    "4": (("URS", "URR"), "Ursula's Return"),
    "5": (("SSK",), "Shimmering Skies"),
    "6": (("AZS",), "Azurite Sea"),
    "7": (("ARI", "ARC"), "Archazia's Island"),
    "8": (("ROJ",), "The Reign of Jafar"),
    "9": (("FAB",), "Fabled"),
    "10": (("WIW", "WITW"), "Whispers in the Well"),
    "11": ((), "Winterspell"),
    "12": ((), "Wilds Unknown"),
    "13": ((), "Attack of the Vine!"),
    "14": ((), "Hyperia City"),
    "15": ((), "Into the Inkdark"),
    "16": ((), "Cosmic Quest"),
}


def name_key(text: str) -> str:
    """Letters and digits only, lower case, accents dropped: how names in file names are compared."""
    folded = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in folded if ch.isalnum())


_CODES = {code.casefold(): number for number, (codes, _name) in SETS.items() for code in codes}
_SET_NAMES = {name_key(name): number for number, (_codes, name) in SETS.items()}


def place_key(place: str) -> str:
    """A set or promo group as compared: ``"001"`` -> ``"1"``, ``"q01"`` -> ``"Q1"``, ``"tfc"`` -> ``"1"``."""
    m = re.fullmatch(r"([a-z]*)0*(\d+)", place.casefold())
    if m:
        return f"{m.group(1).upper()}{int(m.group(2))}"
    return _CODES.get(place.casefold(), place.upper())


_SEP = r"[\s_.\-]"
_NUMBER = r"(?:no\.?\s*|#\s*)?(?P<number>\d{1,4})(?P<letter>[a-z]?)(?:[\s_.\-(\[,].*)?"
_NUMBERED = (
    re.compile(rf"(?:set|s)?{_SEP}*(?P<place>\d{{1,3}}){_SEP}+{_NUMBER}"),  # 1-5, 001_005, set1-005
    re.compile(rf"(?:set{_SEP}*)?(?P<place>[a-z]{{1,3}}{_SEP}?\d{{1,3}}){_SEP}+{_NUMBER}"),  # Q1-7, P1-3, D23-4
    re.compile(rf"(?:set{_SEP}*)?(?P<place>[a-z]{{2,5}}){_SEP}*{_NUMBER}"),  # TFC-005, TFC005
)
_NUMBER_ONLY = re.compile(_NUMBER)
_FOLDER_NUMBER = re.compile(rf"(?:set|s)?{_SEP}*(?P<place>\d{{1,3}})(?:{_SEP}.*)?")  # "1", "Set 1", "01 - The ..."
_FOLDER_GROUP = re.compile(rf"(?:set{_SEP}*)?(?P<place>[a-z]{{1,3}}\d{{1,3}})(?:{_SEP}.*)?")  # "Q1", "Set Q1", "P1"
_FOLDER_CODE = re.compile(rf"(?:set{_SEP}*)?(?P<place>[a-z]{{2,5}})")  # promo groups without digits: "DIS"
_TRAILING_TAG = re.compile(r"\s*[(\[][^()\[\]]*[)\]]\s*$")
_LONGEST_NAMES_FIRST = sorted(_SET_NAMES.items(), key=lambda item: -len(item[0]))


def _folder_place(folder: str) -> str | None:
    """The set or promo group a folder's name stands for: "TFC", "Set 1", "01 - The First Chapter",
    "Lorcana TFC", "The First Chapter (2023)", "Q1"; None when it names none."""
    raw = folder.casefold().strip()
    text = _TRAILING_TAG.sub("", raw) or raw
    key = name_key(text)
    if key in _SET_NAMES:
        return _SET_NAMES[key]
    for pattern in (_FOLDER_NUMBER, _FOLDER_GROUP):
        m = pattern.fullmatch(text)
        if m:
            return place_key(re.sub(_SEP, "", m.group("place")))
    for token in re.split(r"[^a-z0-9]+", raw):
        if token in _CODES:
            return _CODES[token]
    for name, number in _LONGEST_NAMES_FIRST:
        if name in key:
            return number
    m = _FOLDER_CODE.fullmatch(text)
    return place_key(m.group("place")) if m else None


@dataclass(frozen=True, slots=True)
class PictureName:
    """What a picture's file name says: a place and collector number, and a card name to try."""

    place: str | None  # "1", "Q1", "P1" (as place_key gives it) when the name holds set and number
    number: str | None  # the collector number with its art letter, lower case: "5", "224a"
    names: tuple[str, ...] = ()  # name_keys the file name may stand for, for pictures named after the card


def parse_picture_name(relative: str) -> PictureName:
    """Read a picture's path inside the folder or zip (``"TFC/005.png"``, ``"1-5.png"``)."""
    parts = relative.replace("\\", "/").split("/")
    stem = unicodedata.normalize("NFKC", parts[-1].rsplit(".", 1)[0]).casefold().strip()
    for pattern in _NUMBERED:
        m = pattern.fullmatch(stem)
        if m:
            place = place_key(re.sub(_SEP, "", m.group("place")))
            return PictureName(place, f"{int(m.group('number'))}{m.group('letter')}", _name_keys(stem))
    if len(parts) > 1:
        m = _NUMBER_ONLY.fullmatch(stem)
        if m:
            folder = _folder_place(unicodedata.normalize("NFKC", parts[-2]))
            if folder is not None:
                return PictureName(folder, f"{int(m.group('number'))}{m.group('letter')}")
    return PictureName(None, None, _name_keys(stem))


# Words image sites and packs add after a card's name: sizes, languages, finishes.
_EXTRA_WORDS = frozenset({
    "large", "small", "medium", "normal", "full", "thumb", "thumbnail", "hires", "hi", "res", "hd", "lowres", "scan",
    "en", "eng", "english", "de", "fr", "it", "foil", "nonfoil", "card", "front", "image", "img", "art",
})


def _name_keys(stem: str) -> tuple[str, ...]:
    """The name keys a file name may stand for: as written; without a trailing "(...)" or "[...]";
    without trailing words such as "large", "en" or "foil" ("elsa-snow_queen-large")."""
    keys: list[str] = []
    untagged = _TRAILING_TAG.sub("", stem) or stem
    words = [w for w in re.split(r"[\s_.\-,]+", untagged) if w]
    while words and words[-1] in _EXTRA_WORDS:
        words.pop()
    for text in (stem, untagged, " ".join(words)):
        key = name_key(text)
        if key and key not in keys:
            keys.append(key)
    return tuple(keys)


class SourceProblem(Enum):
    """Why a whole folder or zip cannot be used (the English words, for logs and the command line)."""

    MISSING = "the folder does not exist"
    NOT_FOLDER_OR_ZIP = "is neither a folder nor a zip file"
    DAMAGED_ZIP = "is a damaged zip file"
    UNREADABLE = "cannot be read"


class Refusal(Enum):
    """Why a picture is not used."""

    TOO_MANY_PIXELS = "too many pixels"
    LINK_OUTSIDE = "a link pointing outside the folder"
    TOO_LARGE = "file too large"
    UNREADABLE = "unreadable"


@dataclass(frozen=True, slots=True)
class RefusedPicture:
    """A picture that is not used, and why (``detail`` gives the figures or the error)."""

    name: str
    reason: Refusal
    detail: str = ""  # in words, for logs and the command line
    pixels: tuple[int, int] | None = None  # TOO_MANY_PIXELS: width and height the header claims
    limit: int | None = None  # TOO_MANY_PIXELS: the pixels allowed; TOO_LARGE: the bytes allowed
    file_bytes: int | None = None  # TOO_LARGE: the file's size
    target: str | None = None  # LINK_OUTSIDE: where the link points

    def describe(self) -> str:
        return f"{self.name} ({self.reason.value}{': ' + self.detail if self.detail else ''})"


class PictureRefused(Exception):
    """A picture that cannot be used safely; the face we draw is shown instead."""

    def __init__(self, refused: RefusedPicture) -> None:
        super().__init__(refused.describe())
        self.refused = refused


@dataclass(frozen=True, slots=True)
class Picture:
    """One picture file in the user's folder or zip."""

    source: Path  # the folder or the zip, resolved
    name: str  # its path inside, with "/"
    in_zip: bool = False
    zip_stamp: str = ""  # for a zip member: its CRC and size (the zip's own date is in the index's stamp)

    @property
    def file(self) -> Path | None:
        """The file on disk (None for a zip member)."""
        return None if self.in_zip else self.source / self.name

    def stamp(self) -> str:
        """Changes whenever the picture changes (size and time of the file; CRC of a zip member)."""
        if self.in_zip:
            st = self.source.stat()
            return f"{self.zip_stamp}-{st.st_mtime_ns}"
        st = (self.source / self.name).stat()
        return f"{st.st_size}-{st.st_mtime_ns}"

    @contextmanager
    def open(self, archive: zipfile.ZipFile | None = None, *, whole: bool = True) -> Iterator[BinaryIO]:
        """The picture's bytes (from ``archive`` when the zip is open already). A file that became a
        link out of the folder, or a member that grew too large, raises PictureRefused. ``whole=False``
        streams a zip member instead of reading it into memory: enough for its header."""
        if self.in_zip:
            if archive is None:
                with zipfile.ZipFile(self.source) as own, self.open(own, whole=whole) as fp:
                    yield fp
                return
            info = archive.getinfo(self.name)
            if info.file_size > MAX_FILE_BYTES:
                raise PictureRefused(_too_large(self.name, info.file_size))
            with archive.open(info) as member:
                if not whole:
                    yield member  # type: ignore[misc]
                    return
                # Read whole (bounded above): decoders seek, and seeking back in a zip member re-inflates it.
                data = member.read(MAX_FILE_BYTES + 1)
            yield io.BytesIO(data)
            return
        path = self.source / self.name
        if not path.resolve().is_relative_to(self.source):
            raise PictureRefused(_link_refusal(self.name, path.resolve()))
        # Opened without waiting, then checked: a pipe named like a picture would block a plain open
        # (and the window with it) until something writes into it.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise PictureRefused(_not_a_file(self.name))
            if hasattr(os, "O_NONBLOCK"):
                os.set_blocking(fd, True)
            fp = os.fdopen(fd, "rb")
        except BaseException:
            os.close(fd)
            raise
        with fp:
            yield fp


def _too_large(name: str, size: int) -> RefusedPicture:
    return RefusedPicture(name, Refusal.TOO_LARGE,
                          f"{size / 2**20:.0f} MB, more than the {MAX_FILE_BYTES / 2**20:g} MB allowed",
                          limit=MAX_FILE_BYTES, file_bytes=size)


def _pixels_refusal(name: str, size: tuple[int, int], max_pixels: int) -> RefusedPicture:
    return RefusedPicture(name, Refusal.TOO_MANY_PIXELS,
                          f"{size[0]} x {size[1]} pixels, more than the {max_pixels / 1e6:g} megapixels allowed",
                          pixels=size, limit=max_pixels)


def _not_a_file(name: str) -> RefusedPicture:
    return RefusedPicture(name, Refusal.UNREADABLE, "not a regular file (a pipe, a device or a socket)")


def _link_refusal(name: str, target: Path | str) -> RefusedPicture:
    return RefusedPicture(name, Refusal.LINK_OUTSIDE, f"it points to {target}", target=str(target))


def _open_lazily(fp: BinaryIO, name: str, max_pixels: int) -> Image.Image:
    """Open without decoding and refuse a picture whose header claims too many pixels."""
    try:
        im = Image.open(fp, formats=_FORMATS)
    except Image.DecompressionBombError as exc:
        # Pillow's own limit (far above ours) struck while reading the header.
        raise PictureRefused(RefusedPicture(name, Refusal.TOO_MANY_PIXELS, str(exc), limit=max_pixels)) from exc
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError) as exc:
        raise PictureRefused(RefusedPicture(name, Refusal.UNREADABLE, str(exc) or type(exc).__name__)) from exc
    if im.width * im.height > max_pixels:
        im.close()
        raise PictureRefused(_pixels_refusal(name, im.size, max_pixels))
    return im


def check_picture(picture: Picture, max_pixels: int = MAX_PIXELS,
                  archive: zipfile.ZipFile | None = None) -> RefusedPicture | None:
    """Why the picture cannot be used, read from its header only; None when it looks fine."""
    try:
        with picture.open(archive, whole=False) as fp:
            _open_lazily(fp, picture.name, max_pixels).close()
    except PictureRefused as exc:
        return exc.refused
    except (OSError, zipfile.BadZipFile, KeyError) as exc:
        return RefusedPicture(picture.name, Refusal.UNREADABLE, str(exc))
    return None


def check_pictures(pictures: Iterable[Picture], max_pixels: int = MAX_PIXELS) -> dict[Picture, RefusedPicture]:
    """``check_picture`` for many pictures, opening each zip once; the refused ones and why."""
    refused: dict[Picture, RefusedPicture] = {}
    archives: dict[Path, zipfile.ZipFile | None] = {}
    try:
        for picture in pictures:
            archive = None
            if picture.in_zip:
                if picture.source not in archives:
                    try:
                        archives[picture.source] = zipfile.ZipFile(picture.source)
                    except (OSError, zipfile.BadZipFile):
                        archives[picture.source] = None
                archive = archives[picture.source]
                if archive is None:
                    refused[picture] = RefusedPicture(picture.name, Refusal.UNREADABLE, "the zip cannot be read")
                    continue
            problem = check_picture(picture, max_pixels, archive)
            if problem is not None:
                refused[picture] = problem
    finally:
        for archive in archives.values():
            if archive is not None:
                archive.close()
    return refused


_TRANSPOSE = {
    2: Image.Transpose.FLIP_LEFT_RIGHT, 3: Image.Transpose.ROTATE_180, 4: Image.Transpose.FLIP_TOP_BOTTOM,
    5: Image.Transpose.TRANSPOSE, 6: Image.Transpose.ROTATE_270, 7: Image.Transpose.TRANSVERSE,
    8: Image.Transpose.ROTATE_90,
}


def _orientation(im: Image.Image) -> int:
    """The EXIF orientation (1: as stored)."""
    try:
        value = im.getexif().get(0x0112, 1)
    except Exception:  # noqa: BLE001 - damaged EXIF: the picture is shown as stored
        return 1
    return value if isinstance(value, int) else 1


def fit_picture(picture: Picture | Path, size: tuple[int, int], *, max_pixels: int = MAX_PIXELS) -> Image.Image:
    """The picture resized to fill ``size`` (turned a quarter if it lies the other way).

    The header is checked before decoding (PictureRefused beyond ``max_pixels``); JPEGs are decoded
    straight at a fraction of their size (draft) and other pictures are reduced by a whole factor
    before any copy, so a large scan never costs more than one decoded copy of itself.
    """
    if isinstance(picture, Path):
        picture = Picture(picture.parent.resolve(), picture.name)
    with picture.open() as fp:
        im = _open_lazily(fp, picture.name, max_pixels)
        with im:
            w, h = im.size
            # The picture is turned to lie like the card, so its short side meets the card's short side.
            factor = max(1, int(min(min(w, h) / min(size), max(w, h) / max(size)) / 2))
            if factor > 1 and im.format in ("JPEG", "MPO"):
                im.draft("RGB", (w // factor, h // factor))
                factor = max(1, int(min(min(im.size) / min(size), max(im.size) / max(size)) / 2))
            orientation = _orientation(im)
            try:
                im.load()
                image = im if im.mode in ("RGB", "RGBA", "L", "LA") else im.convert("RGBA")
                image = image.reduce(factor) if factor > 1 else image.copy()
            except (OSError, SyntaxError, ValueError) as exc:
                raise PictureRefused(RefusedPicture(picture.name, Refusal.UNREADABLE, str(exc))) from exc
    if orientation in _TRANSPOSE:
        image = image.transpose(_TRANSPOSE[orientation])
    image = image.convert("RGBA")
    if (image.width > image.height) != (size[0] > size[1]):
        image = image.rotate(90, expand=True)
    return ImageOps.fit(image, size, Image.Resampling.LANCZOS)


@dataclass(frozen=True, slots=True)
class PictureIndex:
    """The pictures of one folder or zip, by what their names say; built once per change of the folder."""

    source: Path
    pictures: tuple[Picture, ...] = ()  # every picture file found (not refused), in precedence order
    refused: tuple[RefusedPicture, ...] = ()  # refused while listing (links out, oversized members)
    by_place: dict[tuple[str, str], Picture] = field(default_factory=dict)
    by_name: dict[str, Picture] = field(default_factory=dict)
    names: dict[Picture, PictureName] = field(default_factory=dict)
    folders: tuple[Path, ...] = ()  # subfolders read (their dates tell when to read again)
    problem: SourceProblem | None = None  # why the source cannot be used at all
    problem_detail: str = ""  # the system's words for it

    def find(self, printing: Printing, full_name: str | None = None) -> Picture | None:
        """The picture for a printing: its own number, else (an alternate art) the plain number,
        else a picture named after the card."""
        place = place_key(printing.place)
        found = self.by_place.get((place, printing.collector_number.casefold()))
        if found is None and printing.variant:
            found = self.by_place.get((place, str(printing.number)))
        if found is None and full_name:
            found = self.by_name.get(name_key(full_name))
        return found


def _is_picture(name: str) -> bool:
    return name.casefold().endswith(PICTURE_SUFFIXES) and not name.startswith(".")


def _list_folder(root: Path) -> tuple[list[Picture], list[RefusedPicture], list[Path]]:
    pictures: list[Picture] = []
    refused: list[RefusedPicture] = []
    folders: list[Path] = []

    def walk(folder: Path, prefix: str, depth: int) -> None:
        with os.scandir(folder) as entries:
            for entry in sorted(entries, key=lambda e: e.name.casefold()):
                if entry.name.startswith("."):
                    continue  # hidden files, and the "._1-5.png" shadows macOS leaves on other disks
                name = prefix + entry.name
                try:
                    is_dir = entry.is_dir()
                except OSError:
                    is_dir = False
                if entry.is_symlink() and (is_dir or _is_picture(entry.name)):
                    target = Path(entry.path).resolve()
                    if not target.is_relative_to(root):
                        refused.append(_link_refusal(name + ("/" if is_dir else ""), target))
                        continue
                if is_dir:
                    if depth == 0:
                        folders.append(Path(entry.path))
                        try:
                            walk(Path(entry.path), name + "/", depth + 1)
                        except OSError as exc:
                            refused.append(RefusedPicture(name + "/", Refusal.UNREADABLE, exc.strerror or str(exc)))
                    continue
                if not _is_picture(entry.name):
                    continue
                try:
                    info = entry.stat()  # follows a link inside the folder to what it names
                except OSError as exc:  # a link to nothing
                    refused.append(RefusedPicture(name, Refusal.UNREADABLE, exc.strerror or str(exc)))
                    continue
                if not stat.S_ISREG(info.st_mode):
                    refused.append(_not_a_file(name))
                    continue
                size = info.st_size
                if size > MAX_FILE_BYTES:
                    refused.append(_too_large(name, size))
                    continue
                pictures.append(Picture(root, name))

    walk(root, "", 0)
    return pictures, refused, folders


def _list_zip(path: Path) -> tuple[list[Picture], list[RefusedPicture]]:
    pictures: list[Picture] = []
    refused: list[RefusedPicture] = []
    with zipfile.ZipFile(path) as archive:
        for info in sorted(archive.infolist(), key=lambda i: i.filename.casefold()):
            name = info.filename
            base = name.rstrip("/").rsplit("/", 1)[-1]
            if info.is_dir() or name.startswith("__MACOSX/") or not _is_picture(base):
                continue
            if stat.S_ISLNK(info.external_attr >> 16):
                refused.append(RefusedPicture(name, Refusal.LINK_OUTSIDE, "a link stored in the zip"))  # never followed
            elif info.flag_bits & 0x1:
                refused.append(RefusedPicture(name, Refusal.UNREADABLE, "encrypted"))
            elif info.file_size > MAX_FILE_BYTES:
                refused.append(_too_large(name, info.file_size))
            else:
                pictures.append(Picture(path, name, True, f"{info.CRC:08x}-{info.file_size}"))
    return pictures, refused


def build_index(source: Path) -> PictureIndex:
    """Read a folder (and its subfolders, one level down) or a zip into an index of its pictures."""
    source = Path(source).expanduser()
    if not source.exists():
        return PictureIndex(source, problem=SourceProblem.MISSING)
    root = source.resolve()
    folders: list[Path] = []
    try:
        if root.is_dir():
            pictures, refused, folders = _list_folder(root)
        elif root.is_file() and zipfile.is_zipfile(root):  # never a pipe: opening one waits
            pictures, refused = _list_zip(root)
        else:
            return PictureIndex(root, problem=SourceProblem.NOT_FOLDER_OR_ZIP)
    except zipfile.BadZipFile as exc:
        return PictureIndex(root, problem=SourceProblem.DAMAGED_ZIP, problem_detail=str(exc))
    except OSError as exc:
        return PictureIndex(root, problem=SourceProblem.UNREADABLE, problem_detail=exc.strerror or str(exc))
    # Pictures at the top come before those in subfolders; the first picture of a printing is used.
    pictures.sort(key=lambda p: (p.name.count("/"), p.name.casefold()))
    by_place: dict[tuple[str, str], Picture] = {}
    by_name: dict[str, Picture] = {}
    names: dict[Picture, PictureName] = {}
    for picture in pictures:
        parsed = parse_picture_name(picture.name)
        names[picture] = parsed
        if parsed.place is not None and parsed.number is not None:
            by_place.setdefault((parsed.place, parsed.number), picture)
        for key in parsed.names:
            by_name.setdefault(key, picture)
    return PictureIndex(root, tuple(pictures), tuple(refused), by_place, by_name, names, tuple(folders))


def _stamp(source: Path, folders: tuple[Path, ...]) -> tuple[int, ...] | None:
    try:
        st = source.stat()
        stamp = [st.st_mtime_ns, st.st_size if not stat.S_ISDIR(st.st_mode) else 0]
        stamp.extend(folder.stat().st_mtime_ns for folder in folders)
    except OSError:
        return None
    return tuple(stamp)


_indexes: dict[Path, tuple[tuple[int, ...], PictureIndex]] = {}


def picture_index(source: Path) -> PictureIndex:
    """The index of a folder or zip, read again only when it (or one of its subfolders) changed."""
    source = Path(source).expanduser()
    seen = _indexes.get(source)
    if seen is not None and _stamp(seen[1].source, seen[1].folders) == seen[0]:
        return seen[1]
    index = build_index(source)
    stamp = _stamp(index.source, index.folders)
    if stamp is not None:
        _indexes[source] = (stamp, index)
    else:
        _indexes.pop(source, None)
    return index


def forget_indexes() -> None:
    """Read every folder afresh next time (after the settings change)."""
    _indexes.clear()
