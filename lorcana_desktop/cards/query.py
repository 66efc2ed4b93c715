"""The card search language: free text plus filters like ``ink:amber cost<=3 keyword:evasive``.

Filters (all must hold; case does not matter):

- ``ink:amber`` (``ink:amber ink:steel`` = has both inks)        - ``type:character|action|song|item|location``
- ``cost<=3``, ``cost=3``, ``cost:3``, ``cost>5`` (also ``strength``/``str``, ``willpower``/``will``, ``lore``, ``move``)
- ``keyword:evasive`` (``keyword:shift`` finds every Shift variant) - ``class:princess`` (classification)
- ``set:5``, ``rarity:legendary``, ``format:core`` (legal in Core; also ``infinity``)
- ``inkable`` / ``uninkable``
- a leading ``-`` negates a filter: ``-type:song``
- ``"two words"`` searches a phrase; other words search name, version, classifications and rules text.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field

from lorcana_desktop.cards import glossary
from lorcana_desktop.cards.glossary import TermKind
from lorcana_desktop.cards.model import Card, CardType, Ink

NUMERIC_FIELDS = {
    "cost": "cost",
    "strength": "strength",
    "str": "strength",
    "willpower": "willpower",
    "will": "willpower",
    "wp": "willpower",
    "lore": "lore",
    "move": "move_cost",
    "movecost": "move_cost",
}
TEXT_FIELDS = {
    "ink": "ink",
    "color": "ink",
    "colour": "ink",
    "type": "type",
    "t": "type",
    "keyword": "keyword",
    "kw": "keyword",
    "k": "keyword",
    "class": "classification",
    "classification": "classification",
    "subtype": "classification",
    "set": "set",
    "s": "set",
    "rarity": "rarity",
    "r": "rarity",
    "format": "format",
    "legal": "format",
    "name": "name",
}
FLAGS = {"inkable": ("inkable", True), "uninkable": ("inkable", False)}
_FILTER = re.compile(r"^(-?)([a-z]+)\s*(<=|>=|!=|=|<|>|:)\s*(.+)$", re.IGNORECASE)
_OPS = {":": "=", "=": "=", "<": "<", "<=": "<=", ">": ">", ">=": ">=", "!=": "!="}
TYPES = {"character": "Character", "action": "Action", "item": "Item", "location": "Location", "song": "Song"}
FORMATS = {"core": "Core", "infinity": "Infinity"}


class QueryError(ValueError):
    """A search query that cannot be understood; the message names every problem (``problems``, one each)."""

    def __init__(self, *problems: str) -> None:
        super().__init__("; ".join(problems))
        self.problems: tuple[str, ...] = problems


@dataclass(frozen=True, slots=True)
class Filter:
    field: str  # "cost", "ink", "type", "keyword", "classification", "set", "rarity", "format", "inkable", ...
    op: str  # "=", "<", "<=", ">", ">=", "!="
    value: str | int | bool
    negate: bool = False


@dataclass(frozen=True, slots=True)
class CardQuery:
    words: tuple[str, ...] = ()  # free-text words and phrases
    filters: tuple[Filter, ...] = field(default=())

    @property
    def is_empty(self) -> bool:
        return not self.words and not self.filters

    def matches(self, card: Card) -> bool:
        """The query evaluated in memory (the catalog does the same in SQL)."""
        if self.words:
            hay = " ".join(
                (card.full_name, card.version or "", " ".join(card.classifications), card.full_text)
            ).casefold()
            hay_words = re.findall(r"[\w']+", hay)
            for w in self.words:
                parts = re.findall(r"[\w']+", w.casefold())
                if not parts:
                    continue
                if len(parts) == 1:
                    if not any(h.startswith(parts[0]) for h in hay_words):
                        return False
                elif " ".join(parts) not in " ".join(hay_words):
                    return False
        return all(_filter_matches(f, card) != f.negate for f in self.filters)


def _filter_matches(f: Filter, card: Card) -> bool:
    if f.field in ("cost", "strength", "willpower", "lore", "move_cost"):
        value = getattr(card, f.field)
        if value is None:
            return False
        return _compare(value, f.op, int(f.value))
    if f.field == "ink":
        return any(i.value.casefold() == f.value for i in card.inks)
    if f.field == "type":
        if f.value == "Song":
            return card.is_song
        return card.type.value == f.value
    if f.field == "keyword":
        return any(k.keyword.casefold() == f.value for k in card.keywords)
    if f.field == "classification":
        return any(c.casefold() == f.value for c in card.classifications)
    if f.field == "set":
        return any(p.set_code.casefold() == f.value for p in card.printings) or card.set_code.casefold() == f.value
    if f.field == "rarity":
        return card.rarity.casefold() == f.value
    if f.field == "format":
        return card.legal_in(str(f.value))
    if f.field == "inkable":
        return card.inkable is f.value
    if f.field == "name":
        return str(f.value) in card.full_name.casefold()
    raise QueryError(f"unknown filter {f.field!r}")


def _compare(a: int, op: str, b: int) -> bool:
    return {
        "=": a == b,
        "!=": a != b,
        "<": a < b,
        "<=": a <= b,
        ">": a > b,
        ">=": a >= b,
    }[op]


def parse_query(text: str) -> CardQuery:
    """Parse the search language; raises QueryError naming the part it cannot read."""
    try:
        tokens = shlex.split(text.replace("\u2019", "'"), posix=True) if '"' in text else text.split()
    except ValueError as exc:
        raise QueryError(f"cannot read the query: {exc}") from exc
    words: list[str] = []
    filters: list[Filter] = []
    problems: list[str] = []  # every token that cannot be read, so the person can fix them all at once
    for token in tokens:
        try:
            _read_token(token, words, filters)
        except QueryError as exc:
            problems.extend(exc.problems)
    if problems:
        raise QueryError(*problems)
    return CardQuery(tuple(words), tuple(filters))


def _read_token(token: str, words: list[str], filters: list[Filter]) -> None:
    """Add one token of a query to ``words`` or ``filters``; raises QueryError naming what is wrong."""
    negate = token.startswith("-") and len(token) > 1
    bare = token[1:] if negate else token
    flag = FLAGS.get(bare.casefold())
    if flag:
        filters.append(Filter(flag[0], "=", flag[1], negate))
        return
    m = _FILTER.match(token)
    if not m or (m.group(2).casefold() not in NUMERIC_FIELDS and m.group(2).casefold() not in TEXT_FIELDS):
        if m and m.group(3) in (":", "<", ">", "<=", ">="):
            known = ", ".join(sorted({*NUMERIC_FIELDS, *TEXT_FIELDS} - {"t", "k", "s", "r", "kw", "wp"}))
            raise QueryError(f"unknown filter {m.group(2)!r} in {token!r}; known filters: {known}")
        words.append(token)
        return
    neg, key, op, value = m.group(1) == "-", m.group(2).casefold(), _OPS[m.group(3)], m.group(4).strip()
    if key in NUMERIC_FIELDS:
        if not re.fullmatch(r"\d+", value):
            raise QueryError(f"{key} needs a whole number in {token!r}")
        filters.append(Filter(NUMERIC_FIELDS[key], op, int(value), neg))
        return
    fld = TEXT_FIELDS[key]
    if op not in ("=", "!="):
        raise QueryError(f"{key} takes ':' (as in {key}:{value}), not {m.group(3)!r}")
    if op == "!=":
        neg = not neg
    filters.append(Filter(fld, "=", _text_value(fld, value, token), neg))


def _text_value(fld: str, value: str, token: str) -> str:
    v = _english(fld, value).casefold()
    if fld == "ink":
        inks = {i.value.casefold() for i in Ink}
        if v not in inks:
            raise QueryError(f"unknown ink {value!r} in {token!r}; inks are {', '.join(sorted(inks))}")
        return v
    if fld == "type":
        if v.rstrip("s") in TYPES:
            return TYPES[v.rstrip("s")]
        raise QueryError(f"unknown type {value!r} in {token!r}; types are {', '.join(TYPES)}")
    if fld == "format":
        if v in FORMATS:
            return FORMATS[v]
        raise QueryError(f"unknown format {value!r} in {token!r}; formats are core, infinity")
    if fld == "keyword":
        return v.replace("_", " ").replace("-", " ")
    return v


_LOCALIZED = {"ink": TermKind.INK, "type": TermKind.CARD_TYPE, "keyword": TermKind.KEYWORD,
              "classification": TermKind.CLASSIFICATION, "rarity": TermKind.RARITY}


def _english(fld: str, value: str) -> str:
    """A filter value written in Italian, French or German as the rules' English word ("keyword:rempart" is
    "keyword:bodyguard", "ink:ambra" is "ink:amber"); other values stay as they are."""
    kind = _LOCALIZED.get(fld)
    found = glossary.key_of(kind, value) if kind is not None else None
    return found if found is not None else value


def type_of(value: str) -> CardType | None:
    try:
        return CardType(value)
    except ValueError:
        return None
