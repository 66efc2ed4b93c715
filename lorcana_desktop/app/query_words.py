"""The search language's problems (``cards.query.QueryError``) as translatable templates: the window words each
one in its language (ui/phrases.py), as it does the deck rules' sentences (app/deck_words.py)."""

from __future__ import annotations

import re

from lorcana_desktop.app.engine_words import Phrase


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation in ``context``; translated where it is shown."""
    return text


AS_GIVEN = QT_TRANSLATE_NOOP("SearchProblems", "{text}")  # a problem no pattern below knows: as the search gave it

RULES = tuple((re.compile("^" + p + "$"), t) for p, t in (
    (r"cannot read the query: (?P<detail>.+)",
     QT_TRANSLATE_NOOP("SearchProblems", "cannot read the query: {detail}")),
    (r"cannot search for that: (?P<detail>.+)",
     QT_TRANSLATE_NOOP("SearchProblems", "cannot search for that: {detail}")),
    (r"unknown filter (?P<name>'[^']*') in (?P<token>'.*'); known filters: (?P<known>.+)",
     QT_TRANSLATE_NOOP("SearchProblems", "unknown filter {name} in {token}; known filters: {known}")),
    (r"unknown filter (?P<name>'[^']*')",
     QT_TRANSLATE_NOOP("SearchProblems", "unknown filter {name}")),
    (r"(?P<key>\w+) needs a whole number in (?P<token>'.*')",
     QT_TRANSLATE_NOOP("SearchProblems", "{key} needs a whole number in {token}")),
    (r"(?P<key>\w+) takes ':' \(as in (?P<example>[^)]*)\), not (?P<op>'.*')",
     QT_TRANSLATE_NOOP("SearchProblems", "{key} takes ':' (as in {example}), not {op}")),
    (r"unknown ink (?P<value>'.*') in (?P<token>'.*'); inks are (?P<inks>.+)",
     QT_TRANSLATE_NOOP("SearchProblems", "unknown ink {value} in {token}; inks are {inks}")),
    (r"unknown type (?P<value>'.*') in (?P<token>'.*'); types are (?P<types>.+)",
     QT_TRANSLATE_NOOP("SearchProblems", "unknown type {value} in {token}; types are {types}")),
    (r"unknown format (?P<value>'.*') in (?P<token>'.*'); formats are core, infinity",
     QT_TRANSLATE_NOOP("SearchProblems", "unknown format {value} in {token}; formats are core, infinity")),
))


def worded_problem(message: str) -> Phrase:
    """One problem of a search that was not understood, as a template and its values."""
    for pattern, template in RULES:
        m = pattern.match(message)
        if m:
            return Phrase(template, dict(m.groupdict()))
    return Phrase(AS_GIVEN, {"text": message})
