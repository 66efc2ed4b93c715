"""Plain-text deck lists: ``4 Name - Version`` / ``4x Name`` lines, comments, set tags and sections."""

from __future__ import annotations

import re

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks.model import Deck, Format, Section
from lorcana_desktop.decks.problems import (
    MAX_SUGGESTED,
    PROGRESS_EVERY,
    ImportProgress,
    ImportResult,
    Problem,
    Severity,
    resolve_name,
)

# Sane upper bound for one line's count: Dalmatian Puppy - Tail Wagger allows 99.
MAX_LINE_COUNT = 999

# Any number of digits: "1000000000000 Elsa" is a bad count, not a card named so (_count caps it).
_COUNT_FIRST = re.compile(r"^(\d+)\s*(?:[xX\u00d7]\s*|\s)\s*(\S.*)$")
_COUNT_LAST = re.compile(r"^(\S.*?)\s+[xX\u00d7]\s?(\d+)$")
_X_COUNT_FIRST = re.compile(r"^[xX\u00d7]\s?(\d+)\s+(\S.*)$")  # "x4 Elsa - Snow Queen"
# "Total: 60", "60 cards", "Cards: 60": summary lines of exported lists, not cards.
_TOTAL = re.compile(r"^[-=*\s]*(?:(?:total|cards?)(?:\s+cards?)?\s*:?\s*\d+|\d+\s+cards?)[-=*\s]*$", re.IGNORECASE)
# A name wrapped in quotes ("Elsa - Snow Queen"), straight or curly.
_WRAPPING_QUOTES = re.compile(r'^["\u201c\u201d\u00ab\u00bb](.+)["\u201c\u201d\u00ab\u00bb]$')
_SECTION = re.compile(
    r"^[-=*\s]*(?P<word>main\s*deck|main|deck|side\s*board|sideboard|sb|maybe\s*board|maybeboard|maybe)"
    r"\s*(?:\(\s*\d+\s*\))?\s*:?[-=*\s]*$",
    re.IGNORECASE,
)
_HEADING = re.compile(
    r"^[-=*\s]*(characters?|actions?|songs?|items?|locations?|actions?\s*/\s*songs?|cards?)"
    r"\s*(?:\(\s*\d+\s*\))?\s*:?[-=*\s]*$",
    re.IGNORECASE,
)
_SB_PREFIX = re.compile(r"^(?:SB|Sideboard)\s*:\s*(\S.*)$", re.IGNORECASE)
_INLINE_COMMENT = re.compile(r"\s+(?:#|//)\s.*$")
_META = re.compile(r"^(name|deck|format|notes?)\s*:\s?(.*)$", re.IGNORECASE)
# Set tags people paste after a name: "(TFC) 12", "(1) 41", "[5]", "41/204".
_SET_TAGS = (
    re.compile(r"\s*\(\s*[A-Za-z0-9]{1,6}\s*\)\s*(?:#?\d{1,4}[a-zA-Z]?)?\s*$"),
    re.compile(r"\s*\[[^\]\[]{0,24}\]\s*$"),
    re.compile(r"\s+#?\d{1,4}\s*/\s*\d{1,4}\s*$"),
)


def _count(digits: str) -> int:
    # Python refuses int() of more than 4300 digits; any count past 12 digits is just "too many".
    return int(digits) if len(digits) <= 12 else 10**12


def _strip_set_tags(text: str) -> str:
    changed = True
    while changed:
        changed = False
        for pattern in _SET_TAGS:
            new = pattern.sub("", text)
            if new != text and new.strip():
                text, changed = new, True
    return text.strip()


def _section_of(word: str) -> Section:
    w = re.sub(r"\s+", "", word.casefold())
    if w in ("sideboard", "sb"):
        return Section.SIDEBOARD
    if w in ("maybeboard", "maybe"):
        return Section.MAYBEBOARD
    return Section.MAIN


def parse_text(
    text: str, cards: CardIndex, *, name: str = "Imported deck", fmt: Format = Format.CORE,
    progress: ImportProgress | None = None,
) -> ImportResult:
    """Read a plain-text deck list. Every line is imported, skipped as structure, or reported.

    ``# name: ...``, ``# format: ...`` and ``# notes: ...`` comments set the deck's details;
    other ``#`` and ``//`` lines are comments. ``progress(done, total)`` hears every
    PROGRESS_EVERY lines and at the end.
    """
    deck = Deck(name=name, format=fmt)
    problems: list[Problem] = []
    notes: list[str] = []
    section = Section.MAIN
    lines = text.lstrip("\ufeff").splitlines()
    total = len(lines)
    for number, raw in enumerate(lines, start=1):
        if progress is not None and (number % PROGRESS_EVERY == 0 or number == total):
            progress(number, total)
        suggest = len(problems) < MAX_SUGGESTED
        line = raw.strip()
        if not line:
            continue
        if line.startswith(("#", "//")):
            body = line.lstrip("#/").strip()
            meta = _META.match(body)
            if meta:
                key, value = meta.group(1).casefold(), meta.group(2).strip()
                if key in ("name", "deck") and value:
                    deck = deck.renamed(value)
                elif key == "format" and value:
                    try:
                        deck = deck.with_format(Format.parse(value))
                    except ValueError as exc:
                        problems.append(Problem(f"{exc} Kept {deck.format.label}.", number, raw, (), Severity.WARNING))
                elif key.startswith("note"):
                    notes.append(meta.group(2).rstrip())
            continue
        header = _SECTION.match(line)
        if header:
            section = _section_of(header.group("word"))
            continue
        if _HEADING.match(line) or _TOTAL.match(line):
            continue  # "Characters (20)", "Total: 60": headings of exported lists, not cards
        line = _INLINE_COMMENT.sub("", line)
        line_section = section
        sb = _SB_PREFIX.match(line)
        if sb:
            line, line_section = sb.group(1).strip(), Section.SIDEBOARD
        count: int | None = None
        written = line
        m = _COUNT_FIRST.match(line) or _X_COUNT_FIRST.match(line)
        digits = ""
        if m:
            digits, written = m.group(1), m.group(2)
        else:
            m2 = _COUNT_LAST.match(line)
            if m2:
                written, digits = m2.group(1), m2.group(2)
        if digits:
            count = _count(digits)
        quoted = _WRAPPING_QUOTES.match(written.strip())
        if quoted and cards.get(written.strip()) is None:
            written = quoted.group(1)
        found = resolve_name(cards, written, suggest=suggest)
        if found.card is None:
            stripped = _strip_set_tags(written)
            if stripped != written:
                again = resolve_name(cards, stripped, suggest=suggest)
                if again.card is not None or not found.suggestions:
                    found = again
        if found.card is None and count is not None:
            # "99 Puppies" is a card name that starts with a number.
            whole = resolve_name(cards, _strip_set_tags(line), suggest=False)
            if whole.card is not None:
                problems.append(Problem(
                    f"Read as 1 copy of {whole.card.full_name}; write the count first to be sure.",
                    number, raw, (), Severity.WARNING,
                ))
                deck = deck.add(whole.card, 1, line_section)
                continue
        if found.card is None:
            problems.append(Problem(found.message, number, raw, found.suggestions))
            continue
        if count is None:
            problems.append(Problem(
                f"No count: read as 1 copy of {found.card.full_name}.", number, raw, (), Severity.WARNING
            ))
            count = 1
        if count < 1 or count > MAX_LINE_COUNT:
            shown = digits if len(digits) <= 15 else digits[:12] + "\u2026"
            problems.append(Problem(
                f"The count {shown} is not a number of copies (1 to {MAX_LINE_COUNT}).", number, raw
            ))
            continue
        deck = deck.add(found.card, count, line_section)
    if notes:
        deck = deck.with_notes("\n".join(notes).strip("\n"))
    return ImportResult(deck, tuple(problems), "text")


def to_text(deck: Deck, *, header: bool = True) -> str:
    """The deck as a plain-text list that ``parse_text`` reads back to the same deck."""
    lines: list[str] = []
    if header:
        lines.append(f"# name: {deck.name}")
        lines.append(f"# format: {deck.format.value}")
        for note in deck.notes.splitlines() if deck.notes else ():
            lines.append(f"# notes: {note}")
    for section in Section:
        entries = deck.section(section)
        if not entries:
            continue
        if section is not Section.MAIN:
            lines.append("")
            lines.append(section.value.capitalize())
        lines.extend(f"{e.count} {e.card.full_name}" for e in entries)
    return "\n".join(lines) + "\n"
