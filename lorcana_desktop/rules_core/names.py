"""Naming a card as both games do: a name's lookup key (case, quotes, spaces and dashes forgiven) and the closest
names to a mistyped one ("did you mean")."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from rapidfuzz import fuzz, process

_QUOTES = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201b": "'",
        "\u2032": "'",
        "`": "'",
        "\u00b4": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u00ab": '"',
        "\u00bb": '"',
        "\u2013": "-",
        "\u2014": "-",
    }
)
_SPACES = re.compile(r"\s+")
_DASH = re.compile(r"\s*-\s*")


def normalize_name(name: str) -> str:
    """The lookup key of a card name: case-folded, straight quotes, single spaces.

    "Maui's Place of Exile" and "MAUI’S  place of exile" give the same key; so do Exo's «Nome» and "nome".
    """
    text = unicodedata.normalize("NFC", name).translate(_QUOTES)
    text = _SPACES.sub(" ", text).strip()
    if "-" in text:
        text = _DASH.sub(" - ", text)
    return text.casefold()


class NameMatcher:
    """Closest-name suggestions over a fixed list of names, built once (rapidfuzz, well under 1 ms a query)."""

    def __init__(self, names: Iterable[str]) -> None:
        by_key: dict[str, str] = {}
        for name in names:
            by_key.setdefault(normalize_name(name), name)
        self._by_key = by_key
        self._keys = list(by_key)
        self._longest = max((len(k) for k in self._keys), default=0)

    def closest(self, query: str, n: int = 5) -> list[str]:
        """The ``n`` names most like ``query``, best first (for "did you mean")."""
        key = normalize_name(query)
        # Past three times the longest name, no name is within the cut-off below (the ratio is at most
        # 2 * longest / (query + longest) < 0.5) nor holds the query: nothing to compare, however long
        # the text (a 3 MB "name" took 20 s).
        if not key or not self._keys or len(key) > 3 * self._longest:
            return []
        # Indel similarity, the measure difflib's ratio approximates, with the same 0.5 cut-off.
        found = [k for k, _score, _i in process.extract(key, self._keys, scorer=fuzz.ratio, limit=n,
                                                         score_cutoff=50)]
        # Names that start with or contain the query are good guesses a whole-name ratio misses
        # ("Elsa" for "Elsa - Snow Queen").
        extra = sorted((k for k in self._keys if (k.startswith(key) or key in k) and k not in found), key=len)
        merged = (found + extra)[:n] if found else extra[:n]
        return [self._by_key[k] for k in merged]


def closest_names(query: str, names: list[str], n: int = 5) -> list[str]:
    """The ``n`` names most like ``query``, best first; build a NameMatcher to ask more than once."""
    return NameMatcher(names).closest(query, n)
