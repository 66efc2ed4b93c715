"""One entry point for deck import and export: guesses the format of pasted text or a file."""

from __future__ import annotations

import enum
import re
from pathlib import Path

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks.codes import decode_code, parse_code, to_code
from lorcana_desktop.decks.model import Deck, Format
from lorcana_desktop.decks.problems import ImportProgress, ImportResult, Problem
from lorcana_desktop.decks.text import parse_text, to_text
from lorcana_desktop.decks.tts import parse_tts, to_tts
from lorcana_desktop.files import DECK_FILE_LIMIT, FileTooLarge, UnreadableFile, read_bytes_limited

# Deck files are small; anything much larger is not a deck list.
MAX_DECK_FILE_BYTES = DECK_FILE_LIMIT


class DeckFileFormat(enum.Enum):
    TEXT = "text"
    CODE = "code"
    TTS = "tts"


# A deck code is base64: lines of these characters only, no spaces inside a line.
_CODE_CHAR = re.compile(r"[A-Za-z0-9+/=_-]")
# A code shorter than this is too short to hold even one "Name$1"; a longer run of base64
# characters without a space is no card line either, so it is read (and reported) as a code.
_MIN_CODE_LENGTH = 24


def _looks_like_code(stripped: str) -> bool:
    """Lines without spaces, long enough, nearly all base64 characters (a stray one is reported)."""
    lines = [ln.strip() for ln in stripped.splitlines() if ln.strip()]
    if not lines or any(re.search(r"\s", ln) for ln in lines):
        return False
    if any(len(ln) < 16 for ln in lines[:-1]):
        return False  # short one-word lines ("Smash", "Begone!") are a list without counts
    compact = "".join(lines)
    good = sum(1 for ch in compact if _CODE_CHAR.match(ch))
    return len(compact) >= _MIN_CODE_LENGTH and good >= 0.9 * len(compact)


def detect_format(data: str) -> DeckFileFormat:
    """TTS when it looks like JSON; a deck code when it is base64 (even wrapped over lines, or
    damaged, so the person hears why the code does not read); else a text list."""
    stripped = data.strip().lstrip("\ufeff")
    if stripped.startswith(("{", "[")):
        return DeckFileFormat.TTS
    if _looks_like_code(stripped):
        return DeckFileFormat.CODE
    if stripped and not re.search(r"\s", stripped):
        try:
            decode_code(stripped)
            return DeckFileFormat.CODE
        except ValueError:
            pass
    return DeckFileFormat.TEXT


def import_deck(
    data: str,
    cards: CardIndex,
    *,
    name: str = "Imported deck",
    fmt: Format = Format.CORE,
    kind: DeckFileFormat | None = None,
    progress: ImportProgress | None = None,
) -> ImportResult:
    """Parse a deck in any supported format (guessed unless ``kind`` is given). Saves nothing.

    ``progress(done, total)`` hears how far a long text list is read (codes and TTS files are short).
    """
    kind = kind or detect_format(data)
    if kind is DeckFileFormat.TTS:
        return parse_tts(data, cards, name=None if name == "Imported deck" else name, fmt=fmt)
    if kind is DeckFileFormat.CODE:
        return parse_code(data, cards, name=name, fmt=fmt)
    return parse_text(data, cards, name=name, fmt=fmt, progress=progress)


def read_deck_file(
    path: str | Path, cards: CardIndex, *, fmt: Format | None = None, kind: DeckFileFormat | None = None,
    progress: ImportProgress | None = None,
) -> ImportResult:
    """Import a deck file; the deck is named after the file unless the file names it.

    An unreadable file gives a result with one problem instead of an exception.
    """
    p = Path(path)
    empty = Deck(name=p.stem, format=fmt or Format.CORE)
    try:
        # Read with a limit, never by the size the file claims: /dev/zero or a pipe has none.
        data = read_bytes_limited(p, MAX_DECK_FILE_BYTES, "deck list").decode("utf-8-sig")
    except FileTooLarge:
        return ImportResult(empty, (Problem(f"{p} is too large to be a deck list."),))
    except UnicodeDecodeError:
        return ImportResult(empty, (Problem(f"{p} is not UTF-8 text."),))
    except UnreadableFile as exc:
        return ImportResult(empty, (Problem(f"Cannot read {p}: {exc.problem}."),))
    result = import_deck(data, cards, name=p.stem, fmt=fmt or Format.CORE, kind=kind, progress=progress)
    if fmt is not None and result.deck.format is not fmt:
        result = ImportResult(result.deck.with_format(fmt), result.problems, result.source)
    return result


def export_deck(deck: Deck, kind: DeckFileFormat) -> str:
    """The deck written in ``kind``: a text list, a deck code, or TTS JSON."""
    if kind is DeckFileFormat.CODE:
        return to_code(deck) + "\n"
    if kind is DeckFileFormat.TTS:
        return to_tts(deck)
    return to_text(deck)
