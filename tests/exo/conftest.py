"""Helpers for the Exo tests: set files written in a test, and the line where a text sits in them."""

from __future__ import annotations

from pathlib import Path

HEADER = """\
[set]
code = "FAN1"
name = "Set di prova (carte inventate)"
language = "it"
format = 1
colors = ["blu", "rosso", "viola"]
"""

# The rules' folder beside the repository (../shared/rules in the worktree's parent), when present.
RULES_DIR = Path(__file__).resolve().parents[3] / "shared" / "rules"
EXO_RULES = RULES_DIR / "creatures-of-exo-rules-it.txt"


def line_with(text: str, needle: str, nth: int = 1) -> int:
    """The 1-based line of the ``nth`` line of ``text`` holding ``needle`` (the test's own count)."""
    seen = 0
    for number, line in enumerate(text.splitlines(), start=1):
        if needle in line:
            seen += 1
            if seen == nth:
                return number
    raise AssertionError(f"{needle!r} is not in the text {nth} time(s)")
