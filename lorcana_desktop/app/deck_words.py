"""The deck rules' sentences (``decks/formats.py``: why a deck is not legal in a format) in a player's words:
each known sentence read into an English template with named values the window translates (context
"DeckRules"); a sentence no pattern knows is shown as the deck rules give it.

One place, as ``engine_words`` is for the engine: when the deck rules give typed reasons (the rule and its
numbers, as ``Violation.rule`` already names the rule), ``worded_rule`` reads those instead.
"""

from __future__ import annotations

import re

from lorcana_desktop.app.engine_words import Phrase


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation in ``context``; translated where it is shown."""
    return text


RULES = tuple((re.compile("^" + p + "$"), t) for p, t in (
    (r"The deck has (?P<n>\d+) cards?; (?P<format>.+) needs at least (?P<min>\d+) \((?P<more>\d+) more\)\.",
     QT_TRANSLATE_NOOP("DeckRules", "Cards in the deck: {n}; {format} needs at least {min} ({more} more).")),
    (r"The deck has (?P<n>\d+) cards?; a (?P<format>.+) deck is the cards of (?P<boosters>\d+) boosters, at most"
     + r" (?P<max>\d+)\.",
     QT_TRANSLATE_NOOP("DeckRules", "Cards in the deck: {n}; a {format} deck is the cards of {boosters} boosters, at "
                                    "most {max}.")),
    (r"The deck uses (?P<n>\d+) inks \((?P<inks>[^)]*)\); (?P<format>.+) allows at most (?P<max>\d+)\. Keeping"
     + r" (?P<kept>.+) means removing (?P<remove>.+)\.",
     QT_TRANSLATE_NOOP("DeckRules", "The deck uses {n} inks ({inks}); {format} allows at most {max}. Keeping {kept} "
                                    "means removing {remove}.")),
    (r"Too many copies of the same full name: (?P<list>.+)\.",
     QT_TRANSLATE_NOOP("DeckRules", "Too many copies of the same full name: {list}.")),
    (r"Banned in (?P<format>[^:]+): (?P<cards>.+)\.",
     QT_TRANSLATE_NOOP("DeckRules", "Banned in {format}: {cards}.")),
    (r"Not legal in (?P<format>[^:]+): (?P<cards>.+)\.",
     QT_TRANSLATE_NOOP("DeckRules", "Not legal in {format}: {cards}.")),
))
AS_GIVEN = QT_TRANSLATE_NOOP("DeckRules", "{text}")


def worded_rule(message: str) -> Phrase:
    """A deck rule's sentence as a template (``format``: the format's name, which the window words too)."""
    for pattern, template in RULES:
        m = pattern.match(message)
        if m:
            return Phrase(template, {k: v for k, v in m.groupdict().items() if v is not None})
    return Phrase(AS_GIVEN, {"text": message})
