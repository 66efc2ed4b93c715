"""Reading and writing the program's files safely: size-limited reads, and one-line reasons for write failures.

Below every layer (it imports nothing of the program), so the catalog, the store, the decks, the
settings and the game session all read files the same way.
"""

from __future__ import annotations

import errno
import os
import time
from pathlib import Path
from typing import Protocol

MB = 1024 * 1024

# Limits of the files a person hands the program. Each is far above any real file of that kind.
CARD_DATA_LIMIT = 100 * MB  # LorcanaJSON decompressed (allCards.json is 10 to 30 MB)
COLLECTION_CSV_LIMIT = 50 * MB  # a Dreamborn export of every printing is under 1 MB
SCENARIO_LIMIT = 5 * MB
SETTINGS_LIMIT = 1 * MB
SAVE_LIMIT = 10 * MB  # saved games and replays: 10,000 actions (save_schema.MAX_ACTIONS) take 1 to 5 MB
DECK_FILE_LIMIT = 5_000_000  # bytes; a deck list is a few kB


class Readable(Protocol):
    """A binary stream: a file, a gzip file, a zip member."""

    def read(self, size: int = -1, /) -> bytes: ...


class UnreadableFile(Exception):
    """A file that cannot be read as what it should be; the message names the file and the problem."""

    def __init__(self, path: str | Path, problem: str) -> None:
        super().__init__(f"{path}: {problem}")
        self.path = str(path)
        self.problem = problem


class FileTooLarge(UnreadableFile):
    """A file (or what it expands to) past the limit for its kind."""

    def __init__(self, path: str | Path, what: str, limit: int) -> None:
        super().__init__(path, f"is larger than any {what} ({_size(limit)} at most); not read")
        self.limit = limit


def _size(n: int) -> str:
    return f"{n / MB:.0f} MB" if n >= MB else f"{n} bytes"


def read_stream_limited(fh: Readable, limit: int, what: str, path: str | Path) -> bytes:
    """Read a stream (a file, or a gzip or zip member as it is expanded) to its end, raising
    FileTooLarge as soon as it passes ``limit`` bytes, so a small archive that expands to
    gigabytes never fills the memory."""
    chunks: list[bytes] = []
    size = 0
    while True:
        chunk = fh.read(min(MB, limit + 1 - size) or 1)
        if not chunk:
            return b"".join(chunks)
        size += len(chunk)
        if size > limit:
            raise FileTooLarge(path, what, limit)
        chunks.append(chunk)


def read_bytes_limited(path: str | Path, limit: int, what: str) -> bytes:
    """The bytes of a file of at most ``limit`` bytes; UnreadableFile (FileTooLarge) otherwise."""
    p = Path(path)
    try:
        with p.open("rb") as fh:
            return read_stream_limited(fh, limit, what, p)
    except IsADirectoryError:
        raise UnreadableFile(p, f"is a folder, not a {what}") from None
    except FileNotFoundError:
        raise UnreadableFile(p, "file not found") from None
    except OSError as exc:
        raise UnreadableFile(p, f"cannot be read ({exc.strerror or exc})") from exc


def read_text_limited(path: str | Path, limit: int, what: str) -> str:
    """The UTF-8 text of a file (a BOM is dropped) of at most ``limit`` bytes.

    Raises UnreadableFile naming the file: missing, unreadable, too large (FileTooLarge) or not UTF-8.
    Use it for every file a person can hand the program: saves, replays, scenarios, settings.
    """
    data = read_bytes_limited(path, limit, what)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise UnreadableFile(path, f"is not UTF-8 text ({exc.reason} at byte {exc.start}), so not a {what}") from None


# How long a database that another Lorcana Desktop (the window, a command) is writing is waited for
# before the program says so. Every write of ours is one short transaction, so this is only reached
# when something holds the file far longer than the program ever does.
BUSY_TIMEOUT = 5.0  # seconds


def is_busy(exc: BaseException) -> bool:
    """True when SQLite refused because another connection holds the database (busy or locked):
    never a sign of damage, only of another program at work."""
    if not _sqlite_error(exc, "Error"):
        return False
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None and code & 0xFF in (5, 6):  # SQLITE_BUSY, SQLITE_LOCKED and their extended codes
        return True
    text = str(exc)
    return "database is locked" in text or "database is busy" in text or "database table is locked" in text


def busy_message(path: str | Path, seconds: float = BUSY_TIMEOUT) -> str:
    """Why the database at ``path`` could not be used just now, in one sentence."""
    return (f"another Lorcana Desktop (the window or a command) is using {path} and still held it after "
            f"{seconds:g} seconds; try again when it has finished")


def _is_full(exc: BaseException) -> bool:
    if isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return True
    return "disk is full" in str(exc) or "No space left" in str(exc)


def _sqlite_error(exc: BaseException, *names: str) -> bool:
    # Told by name, so this module (read by the card layer too) never imports SQLite.
    return type(exc).__module__ == "sqlite3" and any(
        cls.__name__ in names for cls in type(exc).__mro__ if cls.__module__ == "sqlite3")


def _is_read_only(exc: BaseException) -> bool:
    if isinstance(exc, OSError) and exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return True
    text = str(exc)
    return _sqlite_error(exc, "Error") and ("readonly" in text or "unable to open" in text or "read-only" in text)


def write_failure(exc: BaseException, folder: str | Path) -> str:
    """Why writing into ``folder`` failed and what to do, in one sentence (no traceback)."""
    if is_busy(exc):
        return f"another Lorcana Desktop (the window or a command) is using the data in {folder}; try again " \
               "when it has finished"
    if _is_full(exc):
        return f"the disk holding {folder} is full; free some space and try again"
    if _is_read_only(exc):
        return (f"the folder {folder} cannot be written to (read-only or not yours); make it writable, "
                "or set LORCANA_DESKTOP_DATA_DIR to a folder you can write")
    reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
    return f"writing into {folder} failed ({reason}); check the folder and the disk, then try again"


def is_write_failure(exc: BaseException) -> bool:
    """True for the errors a full, read-only or failing disk gives (not for a program bug)."""
    if _sqlite_error(exc, "IntegrityError", "ProgrammingError", "InterfaceError"):
        return False
    return isinstance(exc, OSError) or _sqlite_error(exc, "OperationalError", "DatabaseError")


def process_alive(pid: int, leftover: Path) -> bool:
    """Whether the process that left ``leftover`` (a half-written file named with its id) still runs,
    so the file is not removed under it."""
    if pid == os.getpid():
        return True
    if os.name == "nt":
        # os.kill(pid, 0) would send Ctrl+C there; such files live seconds, so an hour-old one is stale.
        try:
            return time.time() - leftover.stat().st_mtime < 3600
        except OSError:
            return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists, owned by someone else
    return True


def remove_leftovers(folder: Path, prefix: str, suffix: str = "") -> list[Path]:
    """Delete ``<prefix><pid><suffix>`` files in ``folder`` whose process is gone (killed while it
    wrote them); the files removed. Never raises: a leftover that stays is no reason to stop."""
    removed: list[Path] = []
    try:
        leftovers = [p for p in folder.iterdir() if p.name.startswith(prefix) and p.name.endswith(suffix)]
    except OSError:
        return removed
    for p in leftovers:
        pid = p.name[len(prefix):len(p.name) - len(suffix)]
        if pid.isdigit() and process_alive(int(pid), p):
            continue
        try:
            p.unlink()
            removed.append(p)
        except OSError:
            pass
    return removed
