"""Condition phrases: "you have 2 or more other characters in play", "a Hero character is in play", to typed
conditions and back to English."""

from __future__ import annotations

import re

from lorcana_desktop.engine import lang as L
from lorcana_desktop.scripts.selectors import INKS, keyword_words

_COUNT = re.compile(r"(?:(?P<a>a|an)|(?P<another>another)|(?P<n>\d+) or more(?P<other> other)?) (?P<ex>exerted )?"
                    r"(?:(?P<cls>Seven Dwarfs|[A-Z][\w'-]*) )?(?P<type>character|item|location)(?P<pl>s)?"
                    r"(?: named (?P<name>[A-Z][\w'.-]*(?: [A-Z][\w'.-]*)*))?"
                    r"(?: with (?P<kw>" + keyword_words("Singer|Evasive|Bodyguard|Support|Ward|Rush|Reckless|Challenger|"
                                                        "Resist|Boost") + "))?")
_NOUN = {"character": ("character",), "item": ("item",), "location": ("location",)}


def parse_count(phrase: str, owner: str = "you") -> L.Count | None:
    """"another character", "2 or more other characters", "a Villain character", "a character named Gaston"
    (the cards of ``owner`` in play) as a Count condition, or None."""
    m = _COUNT.fullmatch(phrase.strip())
    if not m:
        return None
    n = int(m["n"]) if m["n"] else 1
    if (m["n"] is not None) != bool(m["pl"]) or (m["n"] is not None and n < 2):
        return None
    other = bool(m["another"] or m["other"])

    if m["a"] and m["a"] != ("an" if (m["ex"] or m["cls"] or m["type"])[0].lower() in "aeiou" else "a"):
        return None
    if m["kw"] and (m["type"] != "character" or m["name"]):
        return None
    ink = m["cls"] if m["cls"] in INKS else ""
    sel = L.Sel(owner=owner, types=_NOUN[m["type"]], other=other, classification="" if ink else m["cls"] or "", ink=ink,
                name=m["name"] or "", keyword=m["kw"] or "", exerted=True if m["ex"] else None)
    return L.Count(sel, ">=", n)


def render_count(c: L.Count) -> str | None:
    """The inverse of :func:`parse_count`."""
    sel = c.sel
    if c.op != ">=" or len(sel.types) != 1 or sel.zone != "play" or sel.cost or sel.strength or sel.damaged \
            or sel.exerted is False or sel.keyword and (sel.name or sel.types != ("character",)) \
            or sel.willpower or sel.song:
        return None
    noun = sel.types[0]
    cls = ("exerted " if sel.exerted else "") + (f"{sel.classification} " if sel.classification else "") \
        + (f"{sel.ink} " if sel.ink else "")
    named = f" named {sel.name}" if sel.name else ""
    named += f" with {sel.keyword}" if sel.keyword else ""
    if c.n == 1:
        if sel.other:
            return f"another {cls}{noun}{named}"
        a = "an" if (cls or noun)[0].lower() in "aeiou" else "a"
        return f"{a} {cls}{noun}{named}"
    return f"{c.n} or more {'other ' if sel.other else ''}{cls}{noun}s{named}"
