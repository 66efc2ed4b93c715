"""Selector phrases: "chosen opposing character with cost 3 or less" to a typed target and back to English."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from lorcana_desktop.engine import lang as L

INKS = frozenset({"Amber", "Amethyst", "Emerald", "Ruby", "Sapphire", "Steel"})  # ink colours, not classifications
STAT_SYMBOL = {"strength": "¤", "willpower": "⛉", "lore": "◊"}
SYMBOL_STAT = {v: k for k, v in STAT_SYMBOL.items()}
_TYPE_NOUNS = {
    ("character",): "character", ("item",): "item", ("location",): "location", ("action",): "action",
    ("character", "location"): "character or location", ("item", "location"): "item or location",
    ("character", "item"): "character or item",
    ("character", "item", "location"): "character, item, or location",
}
_NOUN_TYPES = {v: k for k, v in _TYPE_NOUNS.items()}
_NOUN_TYPES["location or item"] = ("item", "location")  # the same two types, said the other way round
_KEYWORDS = "|".join(sorted(L.KEYWORDS - {"Sing Together"}, key=lambda k: (-len(k), k)))  # (the longest first)
_KEYWORD_VALUES = (r" \+\d+", r" \d+")  # "Challenger +2", "Singer 5" in a template's words


def keyword_words(alternation: str) -> str:
    """A template's keywords as a regex alternation ("Evasive|Rush|Challenger \\+\\d+"), returned as it is once each
    name is found in the one keyword table (cards.keywords): a template reads the keywords its scenarios prove,
    never one the engine does not know (a typo fails as the module loads)."""
    for alt in alternation.split("|"):
        name = alt
        for value in _KEYWORD_VALUES:
            name = name.removesuffix(value)
        if name not in L.KEYWORDS:
            raise ValueError(f"template keyword {alt!r} is not in the keyword table")
    return alternation
_SEL = re.compile(
    r"^(?P<opp>opposing )?(?P<state>damaged |exerted |ready )?(?P<cls>(?:[A-Z][\w'-]*) )?"
    r"(?P<type>character, item, or location|character or location|item or location|location or item|character or item"
    r"|character|item|location)(?P<yours> of yours)?"
    r"(?: with (?:cost (?P<cost>\d+) or (?P<cop>less|more)|(?P<sv>\d+) (?P<sym>[¤⛉]) or (?P<sop>less|more)"
    r"|(?P<kw>" + _KEYWORDS + r")))?(?: named (?P<name>[A-Z][\w'.-]*(?: [A-Z][\w'.-]*)*))?$")


@dataclass
class Ctx:
    """What a clause may refer to while compiling one ability: the card type and the last chosen target."""

    card_type: str = "character"
    last: str | None = None
    n: int = 0
    pronoun_ok: bool = False
    used: set[str] = field(default_factory=set)
    them: str = ""  # what "them" means before any target is named: "trigger" (the card that set off a trigger)
    group: L.Sel | None = None  # the group "your characters" when ``last`` is "group" ("They can't quest ...")
    clauses: list[Any] = field(default_factory=list)  # the clause templates used (branches.UsedTemplate), in order

    def new_var(self) -> str:
        self.n += 1
        return f"t{self.n}"


def parse_sel(words: str, owner_default: str = "any") -> L.Sel | None:
    """The words after "chosen"/"each" as a selector, or None when any word is not understood."""
    at_loc = words.endswith(" at a location")
    if at_loc:
        words = words[: -len(" at a location")]
    undamaged = words.endswith(" with no damage")
    if undamaged:
        words = words[: -len(" with no damage")]
    m = _SEL.match(words)
    if not m:
        return None
    owner = "opp" if m["opp"] else "you" if m["yours"] else owner_default
    if m["opp"] and m["yours"]:
        return None
    state = (m["state"] or "").strip()
    cost = strength = willpower = None
    if m["cost"]:
        cost = ("<=" if m["cop"] == "less" else ">=", int(m["cost"]))
    if m["sv"]:
        c = ("<=" if m["sop"] == "less" else ">=", int(m["sv"]))
        if m["sym"] == "¤":
            strength = c
        else:
            willpower = c
    cls = (m["cls"] or "").strip()
    if cls in ("Chosen", "Each", "Another") or cls in INKS:
        return None
    if undamaged and state:
        return None
    return L.Sel(owner=owner, types=_NOUN_TYPES[m["type"]], classification=cls, cost=cost, strength=strength,
                 willpower=willpower, damaged=True if state == "damaged" else False if undamaged else None,
                 exerted=True if state == "exerted" else False if state == "ready" else None,
                 keyword=m["kw"] or "", name=m["name"] or "", at_location=True if at_loc else None)


def sel_words(sel: L.Sel, yours_suffix: bool = True) -> str | None:
    """Render a selector's words ("opposing damaged character with cost 2 or less")."""
    noun = _TYPE_NOUNS.get(sel.types)
    if noun is None or sel.song or sel.at_location is False or sel.zone != "play":
        return None
    parts = []
    if sel.owner == "opp":
        parts.append("opposing")
    if sel.damaged:
        parts.append("damaged")
    if sel.exerted is True:
        parts.append("exerted")
    elif sel.exerted is False:
        parts.append("ready")
    if sel.classification:
        parts.append(sel.classification)
    parts.append(noun)
    if sel.owner == "you":
        if not yours_suffix:
            return None
        parts.append("of yours")
    if sel.cost:
        parts.append(f"with cost {sel.cost[1]} or {'less' if sel.cost[0] == '<=' else 'more'}")
    for c, sym in ((sel.strength, "¤"), (sel.willpower, "⛉")):
        if c:
            parts.append(f"with {c[1]} {sym} or {'less' if c[0] == '<=' else 'more'}")
    if sel.keyword:
        parts.append(f"with {sel.keyword}")
    if sel.name:
        parts.append(f"named {sel.name}")
    if sel.damaged is False:
        parts.append("with no damage")
    if sel.at_location:
        parts.append("at a location")
    return " ".join(parts)


def plural_words(words: str) -> str:
    """The plural of a selector's words: "character with Bodyguard" -> "characters with Bodyguard"."""
    m = re.match(r"^(?P<head>.*?\b(?:character|item|location))(?P<tail> with .+| at a location)$", words)
    return f"{m['head']}s{m['tail']}" if m else f"{words}s"


_PLURAL_WITH = re.compile(r"^(?P<head>.*?\b(?:character|item|location))s (?P<tail>with .+|at a location)$")


def _plural_words(p: str) -> str:
    """"all opposing characters with 2 ¤ or less" -> "all opposing character with 2 ¤ or lesss": the noun made singular
    and the plural mark moved to the end, where the group forms below look for it."""
    m = _PLURAL_WITH.match(p)
    return f"{m['head']} {m['tail']}s" if m else p


def parse_target(phrase: str, ctx: Ctx) -> tuple[list[L.Step], object] | None:
    """A card target phrase: (steps that choose it, the ``who`` for the effect), or None."""
    p = phrase.strip()
    if p.startswith("chosen damaged opposing "):  # the same words in the other order
        p = "chosen opposing damaged " + p[len("chosen damaged opposing "):]
    if p.startswith(("all ", "each of your ")):
        p = _plural_words(p)
    if p in ("this character", "this item", "this location"):
        if p != f"this {ctx.card_type}":
            return None
        ctx.last = "self"
        return [], "self"
    if p in ("them", "him", "her", "it", "they") and ctx.last == "group" and ctx.group is not None:
        return [], ctx.group
    if p in ("them", "him", "her", "it", "they") and ctx.last:
        return [], ctx.last
    if p == "the challenging character":
        return [], "challenger"
    if p == "one of your characters":
        p = "chosen character of yours"
    if p == "one of your items":
        p = "chosen item of yours"
    m = re.fullmatch(r"up to (\d+) chosen (.+)s", _plural_words(p))
    if m and int(m.group(1)) > 1:
        sel = parse_sel(m.group(2))
        if sel is None:
            return None
        var = ctx.new_var()
        ctx.last = var
        return [L.Choose(var, sel, int(m.group(1)), True)], var
    for lead, other in (("chosen ", False), ("another chosen ", True)):
        if p.startswith(lead):
            sel = parse_sel(p[len(lead):])
            if sel is None:
                return None
            if other:
                sel = L.Sel(**{**_fields(sel), "other": True})
            var = ctx.new_var()
            ctx.last = var
            return [L.Choose(var, sel)], var
    if p.startswith("each of your other "):
        return _group("each of your other ", p, "you", True)
    if p.startswith("each of your "):
        return _group("each of your ", p, "you", False)
    if p in ("all your characters", "your characters"):
        return _named_group(ctx, L.Sel(owner="you"))
    g = re.fullmatch(r"your (?P<other>other )?(?P<cls>[A-Z][\w'-]* )?characters(?P<with> with .+)?", p)
    if g and (g["cls"] or g["other"] or g["with"]):
        sel = parse_sel(f"{(g['cls'] or '')}character{g['with'] or ''}")
        if sel is None or sel.owner != "any" or (g["cls"] or "").strip() in INKS:
            return None
        return _named_group(ctx, L.Sel(**{**_fields(sel), "owner": "you", "other": bool(g["other"])}))
    if p.startswith("all ") and p.endswith("s"):
        sel = parse_sel(p[4:-1])
        if sel is None or sel.owner == "you":
            return None
        return [], sel
    if p == "each other character":  # every character in play but this one, whoever's
        return [], L.Sel(other=True)
    if p == "each character in play":
        return [], L.Sel()
    if p.startswith("each "):
        sel = parse_sel(p[5:])
        if sel is None or sel.owner == "you":
            return None
        return [], sel
    return None


def _named_group(ctx: Ctx, sel: L.Sel) -> tuple[list[L.Step], object]:
    """A group of your cards that a later "they" refers to."""
    ctx.last, ctx.group = "group", sel
    return [], sel


def _group(lead: str, p: str, owner: str, other: bool) -> tuple[list[L.Step], object] | None:
    words = p[len(lead):]
    if not words.endswith("s"):
        return None
    sel = parse_sel(words[:-1], owner)
    if sel is None:
        return None
    return [], L.Sel(**{**_fields(sel), "owner": owner, "other": other})


def _fields(sel: L.Sel) -> dict[str, Any]:
    return {f: getattr(sel, f) for f in sel.__dataclass_fields__}


def render_target(who: object, chooses: dict[str, L.Choose], said: set[str], card_type: str) -> str | None:
    """The English for an effect's ``who``: "chosen ..." the first time a chosen card is named, "them" after."""
    if who == "self":
        if "self" in said:
            return "them"
        said.add("self")
        return f"this {card_type}"
    if who == "challenger":
        return "the challenging character"
    if isinstance(who, L.Sel):
        key = f"group:{who!r}"
        if key in said:
            return "them"
        said.add(key)
        if who.owner == "you":
            base = sel_words(L.Sel(**{**_fields(who), "owner": "any", "other": False}))
            if base is None:
                return None
            return f"each of your {'other ' if who.other else ''}{plural_words(base)}"
        if who == L.Sel(other=True):
            return "each other character"
        if who.other:
            return None
        w = sel_words(who)
        return None if w is None else f"each {w}"
    if isinstance(who, str) and who in chooses:
        if who in said:
            return "them"
        said.add(who)
        ch = chooses[who]
        if ch.exclude and isinstance(ch.sel, L.Sel) and not ch.sel.other and ch.n == 1 and not ch.up_to \
                and not ch.of and not ch.by:
            w = sel_words(ch.sel)  # "another chosen character": not the one chosen before (into ``exclude``)
            return None if w is None else f"another chosen {w}"
        if not isinstance(ch.sel, L.Sel) or ch.exclude or ch.of:
            return None
        sel = ch.sel
        if ch.n > 1 and ch.up_to and not sel.other:
            w = sel_words(sel)
            return None if w is None else f"up to {ch.n} chosen {plural_words(w)}"
        if ch.n != 1 or ch.up_to:
            return None
        w = sel_words(L.Sel(**{**_fields(sel), "other": False}))
        if w is None:
            return None
        return f"{'another chosen' if sel.other else 'chosen'} {w}"
    return None
