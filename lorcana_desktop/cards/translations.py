"""Keyword names of LorcanaJSON files in other languages, mapped to the English keywords of CR 8.

A French, German or Italian ``allCards.json`` prints keywords in its own language
("Alter 5", "Insaisissable", "Gestaltwandel 4", "Sfidante +2"). The rules engine, the
search filters and the deck tools speak the English CR names, so the importer maps
them here. The words are the section titles of CR 8 in the French, German and Italian
editions (``shared/rules``) and the forms printed on cards; they are matched by their
start, so "Herausforderer" and "Herausfordern" both find Challenger.
"""

from __future__ import annotations

import unicodedata

# (start of the localized word, CR keyword). Longer starts come first where one start
# begins another ("gemeinsam sing" before "sing", "à l'unisson" before nothing shorter).
_STEMS: tuple[tuple[str, str], ...] = (
    # French (CR 8.2-8.15, French edition)
    ("agilité", "Alert"),
    ("rempart", "Bodyguard"),
    ("offensif", "Challenger"),
    ("insaisissable", "Evasive"),
    ("insaissable", "Evasive"),
    ("combattant", "Reckless"),
    ("résistance", "Resist"),
    ("charge", "Rush"),
    ("mélomane", "Singer"),
    ("à l'unisson", "Sing Together"),
    ("a l'unisson", "Sing Together"),
    ("soutien", "Support"),
    ("dissipation", "Vanish"),
    ("hors d'atteinte", "Ward"),
    # German
    ("alarmiert", "Alert"),
    ("beschütz", "Bodyguard"),
    ("stärk", "Boost"),
    ("herausford", "Challenger"),
    ("wendig", "Evasive"),
    ("impulsiv", "Reckless"),
    ("robust", "Resist"),
    ("rasant", "Rush"),
    ("gemeinsam sing", "Sing Together"),
    ("sänger", "Singer"),
    ("singen", "Singer"),
    ("unterstütz", "Support"),
    ("verschwind", "Vanish"),
    ("behütet", "Ward"),
    # Italian
    ("vigile", "Alert"),
    ("guardian", "Bodyguard"),
    ("potenziament", "Boost"),
    ("sfidante", "Challenger"),
    ("sfuggente", "Evasive"),
    ("attaccabrighe", "Reckless"),
    ("resist", "Resist"),
    ("lesto", "Rush"),
    ("cantare insieme", "Sing Together"),
    ("canta insieme", "Sing Together"),
    ("melodios", "Singer"),
    ("aiutante", "Support"),
    ("svanire", "Vanish"),
    ("svanisc", "Vanish"),
    ("protett", "Ward"),
)

# The word for Shift in each language; its variants add words before or after it
# ("Alter universel", "Universal-Gestaltwandel", "Trasformazione universale").
_SHIFT_WORDS: tuple[str, ...] = ("shift", "alter", "gestaltwandel", "trasformazione")


def _fold(text: str) -> str:
    return unicodedata.normalize("NFC", text).replace("\u2019", "'").casefold().strip()


def english_keyword(printed: str) -> tuple[str, str | None] | None:
    """The CR keyword and Shift variant of a keyword printed in another language, or None.

    ``english_keyword("Alter")`` is ``("Shift", None)``; ``english_keyword("Alter universel")``
    is ``("Shift", "universel")``; ``english_keyword("Rempart")`` is ``("Bodyguard", None)``.
    """
    folded = _fold(printed)
    if not folded:
        return None
    words = folded.replace("-", " ").split()
    for shift in _SHIFT_WORDS:
        if shift in words:
            rest = [w for w in printed.replace("-", " ").split() if _fold(w) != shift]
            return "Shift", (" ".join(rest) or None)
    for stem, keyword in _STEMS:
        if folded.startswith(stem):
            return keyword, None
    return None
