"""Where each key of a TOML or JSON set file is written: the line of every table, key and list item.

``tomllib`` and ``json`` give values without positions, so a mistake found in a value could not name
its line. This scanner walks the same text once more and records the line where each path starts:
``("card", 3)`` is the fourth ``[[card]]`` header, ``("card", 3, "abilities", 1, "effect", 0, "op")``
the ``op`` key of the first step of that card's second ability. It only runs on text the real
parser accepted, so it stays small: it knows strings, arrays, inline tables and headers, and stops
quietly (keeping what it found) on anything else.
"""

from __future__ import annotations

import json
import re
from bisect import bisect_left

Path = tuple[str | int, ...]

_BARE_KEY = re.compile(r"[A-Za-z0-9_\-]+")
_KEY_PART = re.compile(r"([^.\[\]]+)|\[(\d+)\]")


class _Stop(Exception):
    """The text holds something the scanner does not follow; what it found so far stands."""


class _Scanner:
    def __init__(self, text: str, *, json_mode: bool) -> None:
        self.s = text
        self.i = 0
        self.json = json_mode
        self.newlines = [k for k, c in enumerate(text) if c == "\n"]
        self.lines: dict[Path, int] = {}

    # -- positions

    def line_at(self, pos: int) -> int:
        return bisect_left(self.newlines, pos) + 1

    def record(self, path: Path, pos: int) -> None:
        self.lines.setdefault(path, self.line_at(pos))

    def peek(self, n: int = 1) -> str:
        return self.s[self.i:self.i + n]

    def expect(self, text: str) -> None:
        if not self.s.startswith(text, self.i):
            raise _Stop
        self.i += len(text)

    def skip(self, *, newlines: bool) -> None:
        s, n = self.s, len(self.s)
        while self.i < n:
            c = s[self.i]
            if c in " \t\r" or (newlines and c == "\n"):
                self.i += 1
            elif c == "#" and not self.json:
                end = s.find("\n", self.i)
                self.i = n if end < 0 else end
            else:
                return

    # -- strings and keys

    def string(self) -> str:
        """A quoted string at the cursor; its text (escapes as JSON reads them) for keys."""
        s = self.s
        quote = s[self.i]
        triple = s.startswith(quote * 3, self.i)
        start = self.i
        self.i += 3 if triple else 1
        while True:
            if self.i >= len(s):
                raise _Stop
            c = s[self.i]
            if c == "\\" and quote == '"':
                self.i += 2
            elif triple and s.startswith(quote * 3, self.i):
                k = 3
                while k < 5 and s.startswith(quote, self.i + k):  # up to two quotes may end the text itself
                    k += 1
                self.i += k
                return s[start + 3:self.i - 3]
            elif not triple and c == quote:
                self.i += 1
                raw = s[start:self.i]
                if quote == "'":
                    return raw[1:-1]
                try:
                    text = json.loads(raw)
                except ValueError:
                    return raw[1:-1]
                return text if isinstance(text, str) else raw[1:-1]
            elif not triple and c == "\n":
                raise _Stop
            else:
                self.i += 1

    def key(self) -> list[str]:
        parts: list[str] = []
        while True:
            self.skip(newlines=False)
            c = self.peek()
            if c in ('"', "'"):
                parts.append(self.string())
            else:
                m = _BARE_KEY.match(self.s, self.i)
                if not m:
                    raise _Stop
                parts.append(m.group())
                self.i = m.end()
            self.skip(newlines=False)
            if self.peek() == "." and not self.json:
                self.i += 1
                continue
            return parts

    # -- values

    def value(self, path: Path) -> None:
        self.skip(newlines=False)
        c = self.peek()
        if c == "[":
            self.array(path)
        elif c == "{":
            self.table(path)
        elif c in ('"', "'"):
            self.string()
        else:
            start = self.i
            while self.i < len(self.s) and self.s[self.i] not in ",]}\n#":
                self.i += 1
            if self.i == start:
                raise _Stop

    def array(self, path: Path) -> None:
        self.expect("[")
        index = 0
        while True:
            self.skip(newlines=True)
            if self.peek() == "]":
                self.i += 1
                return
            self.record(path + (index,), self.i)
            self.value(path + (index,))
            index += 1
            self.skip(newlines=True)
            if self.peek() == ",":
                self.i += 1
            elif self.peek() == "]":
                self.i += 1
                return
            else:
                raise _Stop

    def table(self, path: Path) -> None:
        self.expect("{")
        while True:
            self.skip(newlines=True)
            if self.peek() == "}":
                self.i += 1
                return
            start = self.i
            parts = self.key()
            for k in range(1, len(parts) + 1):
                self.record(path + tuple(parts[:k]), start)
            self.skip(newlines=False)
            self.expect(":" if self.json else "=")
            self.value(path + tuple(parts))
            self.skip(newlines=True)
            if self.peek() == ",":
                self.i += 1
            elif self.peek() == "}":
                self.i += 1
                return
            else:
                raise _Stop

    # -- documents

    def toml(self) -> None:
        current: Path = ()
        arrays: dict[Path, int] = {}  # array-of-tables path -> how many tables it has so far
        while True:
            self.skip(newlines=True)
            if self.i >= len(self.s):
                return
            start = self.i
            if self.peek() == "[":
                many = self.peek(2) == "[["
                self.i += 2 if many else 1
                parts = self.key()
                self.expect("]]" if many else "]")
                path: Path = ()
                for k, part in enumerate(parts):
                    path += (part,)
                    if many and k == len(parts) - 1:
                        arrays[path] = arrays.get(path, 0) + 1
                        path += (arrays[path] - 1,)
                    elif path in arrays:  # [[card.abilities]] belongs to the last [[card]]
                        path += (arrays[path] - 1,)
                self.record(path, start)
                current = path
            else:
                parts = self.key()
                for k in range(1, len(parts) + 1):
                    self.record(current + tuple(parts[:k]), start)
                self.expect("=")
                self.value(current + tuple(parts))

    def json_document(self) -> None:
        self.skip(newlines=True)
        self.value(())


def key_lines(text: str, *, json_mode: bool = False) -> dict[Path, int]:
    """The line (1-based) where each path of the document starts."""
    scanner = _Scanner(text, json_mode=json_mode)
    try:
        scanner.json_document() if json_mode else scanner.toml()
    except (_Stop, IndexError):
        pass
    return scanner.lines


def line_of(lines: dict[Path, int], path: Path) -> int | None:
    """The line of ``path``, else of the nearest table or list item holding it (a missing key is
    reported at its table's header)."""
    for k in range(len(path), -1, -1):
        line = lines.get(path[:k])
        if line is not None:
            return line
    return None


def parse_key(key: str) -> Path:
    """``"abilities[1].effect[0].op"`` as a path: ``("abilities", 1, "effect", 0, "op")``."""
    path: list[str | int] = []
    for name, index in _KEY_PART.findall(key):
        path.append(int(index) if index else name)
    return tuple(path)


def format_key(path: Path) -> str:
    """A path as a dotted key with list indexes: ``abilities[1].effect[0].op``."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out
