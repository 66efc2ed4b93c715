"""Community deck codes: base64 of ``Name - Version$count|...`` (and the older ``Name_Version$count|...``)."""

from __future__ import annotations

import base64
import binascii
import re

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks.model import Deck, Format, Section
from lorcana_desktop.decks.problems import MAX_SUGGESTED, ImportResult, Problem, resolve_name
from lorcana_desktop.decks.text import MAX_LINE_COUNT

_B64 = re.compile(r"^[A-Za-z0-9+/=_-]+$")


def _b64decode(code: str) -> bytes:
    compact = re.sub(r"\s+", "", code)
    if not compact or not _B64.match(compact):
        raise ValueError("a deck code holds only the letters, digits and + / = - _ of base64")
    padded = compact.rstrip("=")
    padded += "=" * (-len(padded) % 4)
    alphabet = b"-_" if ("-" in padded or "_" in padded) else None
    try:
        return base64.b64decode(padded, altchars=alphabet, validate=True)
    except (binascii.Error, ValueError) as exc:
        why = "it is cut short" if "multiple of 4" in str(exc) or "padding" in str(exc) else "it has stray characters"
        raise ValueError(f"it is not valid base64 ({why}); was the whole code copied?") from None


def decode_code(code: str) -> str:
    """The text inside a deck code (``Name - Version$4|...``); ValueError says why it is not one."""
    raw = _b64decode(code)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        # A damaged tail should not lose the entries before it: they are read, the broken
        # entry is reported as unreadable. Random bytes rarely hold a "Name$count" entry.
        text = raw.decode("utf-8", errors="replace")
        if not re.search(r"[^\ufffd|$]{2,}\$\d+(\||$)", text):
            raise ValueError("its content is not text") from None
    if "$" not in text:
        raise ValueError("its content has no Name$count entries")
    return text


def parse_code(
    code: str, cards: CardIndex, *, name: str = "Imported deck", fmt: Format = Format.CORE
) -> ImportResult:
    """Read a community deck code. Entries that cannot be read are reported, never dropped."""
    deck = Deck(name=name, format=fmt)
    try:
        text = decode_code(code)
    except ValueError as exc:
        reason = str(exc)
        stop = "" if reason.endswith((".", "?", "!")) else "."
        return ImportResult(deck, (Problem(f"Not a deck code: {reason}{stop}", None, code[:80]),), "code")
    problems: list[Problem] = []
    for number, item in enumerate(text.split("|"), start=1):
        if not item.strip():
            continue
        written, sep, count_text = item.rpartition("$")
        if not sep or not count_text.strip().isdigit():
            problems.append(Problem("The entry is not Name$count.", number, item))
            continue
        count = int(count_text.strip())
        suggest = len(problems) < MAX_SUGGESTED
        found = resolve_name(cards, written, suggest=suggest)
        if found.card is None and "_" in written:
            # The older codes join name and version with "_".
            older = resolve_name(cards, written.replace("_", " - ", 1), suggest=suggest)
            if older.card is not None or not found.suggestions:
                found = older
        if found.card is None:
            problems.append(Problem(found.message, number, item, found.suggestions))
            continue
        if count < 1 or count > MAX_LINE_COUNT:
            problems.append(Problem(f"The count {count} is not a number of copies.", number, item))
            continue
        deck = deck.add(found.card, count, Section.MAIN)
    if not deck.entries and not problems:
        problems.append(Problem("The deck code holds no cards.", None, code[:80]))
    return ImportResult(deck, tuple(problems), "code")


def to_code(deck: Deck, *, legacy: bool = False) -> str:
    """The main deck as a deck code; ``legacy`` writes the older ``Name_Version`` spelling."""
    parts = []
    for e in deck.main:
        # Deck sites read English names, whatever language the card data here is in.
        written = e.card.english_full_name or e.card.full_name
        if legacy and " - " in written:
            name, version = written.split(" - ", 1)
            written = f"{name}_{version}"
        parts.append(f"{written}${e.count}")
    return base64.b64encode("|".join(parts).encode("utf-8")).decode("ascii")
