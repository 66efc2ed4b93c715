"""Control characters: stripped from names a person gives, escaped in text printed to a terminal.

A deck name or a line of a deck file can hold ESC, BEL or NUL; printed raw they would drive the
terminal (colours, titles, a cleared screen). Below every layer: it imports nothing of the program.
"""

from __future__ import annotations

import re

# C0 and C1 controls and DEL; bidi overrides and isolates, which reorder what follows them.
_CONTROLS = re.compile(r"[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
_OUTPUT_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")  # keeps \t and \n
# Whole terminal sequences (CSI "ESC [ 31 m", OSC "ESC ] 0;title BEL"), dropped with their parameters.
_SEQUENCES = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-_]")


def clean_name(text: str, limit: int) -> str:
    """A name as a person meant it: terminal sequences and controls dropped, a tab or line break as a
    space, at most ``limit`` characters. Spaces are kept as typed (an editor sets the name per key)."""
    text = re.sub(r"[\t\n\r\v\f]", " ", _SEQUENCES.sub("", text))
    return _CONTROLS.sub("", text)[:limit]


def clean_text(text: str) -> str:
    """Free text (deck notes) without controls; line breaks and tabs stay."""
    return _OUTPUT_CONTROLS.sub("", _SEQUENCES.sub("", text.replace("\r\n", "\n").replace("\r", "\n")))


def _escape(m: re.Match[str]) -> str:
    ch = m.group(0)
    if ch == "\r":
        return "\\r"
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


# Characters of a person's own text (a card name, a line of a file) quoted in a message: enough to
# recognise it; a longer one is cut, so a 3 MB line is never printed, let alone twice.
QUOTED = 80


def shortened(text: str, limit: int = QUOTED) -> str:
    """``text`` as quoted in a message: cut after ``limit`` characters, saying how long it was."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}\u2026 ({len(text):,} characters)"


def printable(text: str) -> str:
    """``text`` safe for a terminal: every control character but tab and newline shown escaped (``\\x1b``)."""
    return _OUTPUT_CONTROLS.sub(_escape, text)
