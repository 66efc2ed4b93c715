"""Card name normalisation and closest-name suggestions."""

from __future__ import annotations

import difflib
import re
import unicodedata

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
        "\u2013": "-",
        "\u2014": "-",
    }
)
_SPACES = re.compile(r"\s+")


def normalize_name(name: str) -> str:
    """The lookup key of a card name: case-folded, straight quotes, single spaces.

    "Maui's Place of Exile" and "MAUI’S  place of exile" give the same key.
    """
    text = unicodedata.normalize("NFC", name).translate(_QUOTES)
    text = _SPACES.sub(" ", text).strip()
    text = re.sub(r"\s*-\s*", " - ", text)
    return text.casefold()


def closest_names(query: str, names: list[str], n: int = 5) -> list[str]:
    """The ``n`` names most like ``query``, best first (for "did you mean")."""
    key = normalize_name(query)
    by_key: dict[str, str] = {}
    for name in names:
        by_key.setdefault(normalize_name(name), name)
    keys = list(by_key)
    found = difflib.get_close_matches(key, keys, n=n, cutoff=0.5)
    # Names that start with or contain the query are good guesses that difflib may miss.
    extra = [k for k in keys if key and (k.startswith(key) or key in k) and k not in found]
    extra.sort(key=len)
    merged = (found + extra)[:n] if found else (extra + found)[:n]
    return [by_key[k] for k in merged]
