"""Static ability templates: "This character enters play exerted.", "During your turn, this character gains
Evasive.", "While this character has no damage, he gets +2 ¤." to StaticAbility, and back to English."""

from __future__ import annotations

import re
from typing import Any

from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import StaticAbility
from lorcana_desktop.scripts.conditions import parse_count, render_count
from lorcana_desktop.scripts.selectors import INKS, STAT_SYMBOL, SYMBOL_STAT

_COND = {"during your turn, ": "your_turn", "while this character has no damage, ": "no_damage",
         "while this character has damage, ": "damaged", "while this character is exerted, ": "exerted",
         "while this character is at a location, ": "at_location", "": None}
_COND_TEXT = {v: k for k, v in _COND.items()}
_SUBJ = {"this character": "self", "your other characters": "own_other_characters",
         "your characters": "own_characters", "characters": "characters_here", "opposing characters":
         "opposing_characters"}
_SUBJ_TEXT = {v: k for k, v in _SUBJ.items()}
_KW = r"(?P<kw>Evasive|Rush|Ward|Bodyguard|Alert|Support|Reckless|Challenger \+\d+|Resist \+\d+)"
_SUBJECT = r"(?P<subj>this character|your other characters|your characters|opposing characters|characters)"
_COND_RE = r"(?P<cond>during your turn, |while this character has no damage, |while this character has damage, " \
           r"|while this character is exerted, |while this character is at a location, |)"
_HAND = re.compile(r"if you have (?P<n>\d+) or more cards in your hand, this character can't ready")
_PRONOUN = r"(?:this character|he|she|they|it)"
_RES = [
    re.compile(_COND_RE + _SUBJECT + r" gets? (?P<sign>[+-])(?P<n>\d+) (?P<sym>[¤⛉◊])(?P<here> while here)?"),
    re.compile(_COND_RE + _SUBJECT + r" gains? " + _KW + r"(?P<here> while here)?"),
    re.compile(_COND_RE + _SUBJECT + r" can't (?P<what>quest|challenge)"),
    re.compile(_COND_RE + r"(?P<subj2>he|she|they|it) gets? (?P<sign>[+-])(?P<n>\d+) (?P<sym>[¤⛉◊])"),
    re.compile(_COND_RE + r"(?P<subj2>he|she|they|it) gains? " + _KW),
]


_WHILE_SELF = re.compile(r"while this character has (?P<n>\d+) (?P<sym>[¤⛉◊]) or more, (?:he|she|they|it) (?P<rest>.+)")
_WHILE_ZONE = re.compile(r"while you have (?:(?P<n>\d+) or more cards in your (?P<z>hand|discard|inkwell)|no cards in "
                         r"your (?P<z0>hand)), this character (?P<rest>.+)")
_WHILE_HAVE = re.compile(r"while you have (?P<cnt>.+?) in play, (?P<rest>this character .+)")
_HAVE_COST = re.compile(r"if you have (?P<cnt>.+?) in play, you pay (?P<n>\d+) ⬡ less to play this character")


_QUALIFIED = re.compile(r"^(?P<pre>(?:during your turn, )?)your (?P<other>other )?(?P<dmg>damaged )?(?P<cls>[A-Z][\w'-]* )?"
                        r"characters"
                        r"(?: named (?P<name>[A-Z][\w'.-]*(?: [A-Z][\w'.-]*)*))?(?: with (?P<kw>Evasive|Ward|Rush|"
                        r"Bodyguard|Alert|Support|Reckless|Resist|Challenger|Singer))? (?P<rest>(?:gets?|gains?) .+)$")


_PART = r"(?:gets? [+-]\d+ [¤⛉◊]|gains? (?:Evasive|Rush|Ward|Bodyguard|Alert|Support|Reckless|Challenger \+\d+|Resist \+\d+))"
_COMPOUND = re.compile(r"(?P<pre>.*?\b(?:this character|he|she|they|it)) (?P<a>" + _PART + r"),? and "
                       r"(?P<b>" + _PART + r"|[+-]\d+ [¤⛉◊]|Evasive|Rush|Ward|Bodyguard|Alert|Support|Challenger \+\d+"
                       r"|Resist \+\d+)")
_PER = re.compile(r"this character (?P<v>gets [+-]\d+ [¤⛉◊]|gains (?:Resist|Challenger) \+\d+) for each "
                  r"(?P<what>.+)")
_PER_PHRASES: dict[str, object] = {
    "card under him": L.StatOf("self", "under"), "card under her": L.StatOf("self", "under"),
    "card under them": L.StatOf("self", "under"),
    "card in your hand": L.HandSize("you"), "card in opponents' hands": L.HandSize("opponents"),
    "card in your opponents' hands": L.HandSize("opponents"),
    "1 damage on him": L.StatOf("self", "damage"), "1 damage on her": L.StatOf("self", "damage"),
    "1 damage on them": L.StatOf("self", "damage"),
}


def _parse_per(what: str) -> object | None:
    if what in _PER_PHRASES:
        return _PER_PHRASES[what]
    m = re.fullmatch(r"(?P<other>other )?(?P<opp>opposing )?(?P<dmg>damaged )?(?:(?P<cls>[A-Z][\w'-]*) )?"
                     r"(?P<type>character|item|location)(?: named (?P<name>[A-Z][\w'.-]*(?: [A-Z][\w'.-]*)*))?"
                     r"(?P<where> you have in play| in play)", what)
    if not m or (m["cls"] or "") in INKS or bool(m["opp"]) == (m["where"] == " you have in play"):
        return None
    return L.CountOf(L.Sel(owner="opp" if m["opp"] else "you", types=(m["type"],), other=bool(m["other"]),
                           damaged=True if m["dmg"] else None, classification=m["cls"] or "", name=m["name"] or ""))


def _render_per(per: object) -> str | None:
    for k, v in _PER_PHRASES.items():
        if v == per and not k.startswith("card in opponents") and not k.endswith(("him", "her")):
            return k
    if isinstance(per, L.CountOf) and per.times == 1:
        sel = per.sel
        words = ("other " if sel.other else "") + ("opposing " if sel.owner == "opp" else "") + \
            ("damaged " if sel.damaged else "") + (f"{sel.classification} " if sel.classification else "") + \
            sel.types[0] + (f" named {sel.name}" if sel.name else "")
        return words + (" you have in play" if sel.owner == "you" else " in play")
    return None


def parse_static(text: str, name: str, card_type: str) -> list[StaticAbility] | None:
    """A static ability from its cleaned printed text (lower-cased first letter, no final period)."""
    t = text.strip()
    from lorcana_desktop.scripts.deck_top import (
        parse_discard_static,  # "while you have ... in your discard, ..."
    )

    if (got := parse_discard_static(t, name, card_type, parse_static)) is not None:
        return got
    m = _PER.fullmatch(t)
    if m and card_type == "character":
        per = _parse_per(m["what"])
        inner = parse_static(f"this character {m['v']}", name, card_type)
        if per is None or inner is None or len(inner) != 1:
            return None
        ab = inner[0]
        return [StaticAbility(ab.name, ab.applies_to, ab.stat, ab.amount, ab.keyword, None, None, per)]
    m = _COMPOUND.fullmatch(t)
    if m:
        b = m["b"]
        if not b.startswith(("get", "gain")):
            b = ("gets " if b[0] in "+-" else "gains ") + b
        first = parse_static(f"{m['pre']} {m['a']}", name, card_type)
        second = parse_static(f"{m['pre']} {b}", name, card_type)
        if first is None or second is None or len(first) != 1 or len(second) != 1:
            return None
        return [first[0], second[0]]
    m = _QUALIFIED.fullmatch(t)
    if m and (m["cls"] or m["name"] or m["kw"] or m["dmg"]) and card_type in ("character", "item", "location") \
            and (m["cls"] or "").strip() not in INKS:
        inner = parse_static(f"{m['pre']}your {m['other'] or ''}characters {m['rest']}", name, card_type)
        if inner is None or len(inner) != 1 or inner[0].sel is not None:
            return None
        ab = inner[0]
        sel = L.Sel(classification=(m["cls"] or "").strip(), name=m["name"] or "", keyword=m["kw"] or "",
                    damaged=True if m["dmg"] else None)
        return [StaticAbility(ab.name, ab.applies_to, ab.stat, ab.amount, ab.keyword, ab.condition, sel)]
    m = _WHILE_SELF.fullmatch(t) or _WHILE_ZONE.fullmatch(t)
    if m and card_type == "character":
        gd = m.groupdict()
        if "sym" in gd:
            cond: Any = L.SelfStat(SYMBOL_STAT[m["sym"]], int(m["n"]))
        elif m["z0"]:
            cond = L.ZoneCount("hand", "==", 0)
        else:
            cond = L.ZoneCount(m["z"], ">=", int(m["n"]))
        inner = parse_static("this character " + m["rest"], name, card_type)
        if inner is None or any(a.condition is not None or a.applies_to != "self" or a.stat in (
                "enters_exerted", "enters_damage", "cost") for a in inner):
            return None
        if isinstance(cond, L.SelfStat) and any(a.stat == cond.stat for a in inner):
            return None  # a value that depends on itself
        return [StaticAbility(a.name, a.applies_to, a.stat, a.amount, a.keyword, cond, a.sel, a.per) for a in inner]
    m = _WHILE_HAVE.fullmatch(t)
    if m and card_type == "character":
        count = parse_count(m["cnt"])
        inner = parse_static(m["rest"], name, card_type)
        if count is None or inner is None or len(inner) != 1 or inner[0].condition is not None \
                or inner[0].applies_to != "self" or inner[0].stat in ("enters_exerted", "enters_damage"):
            return None
        ab = inner[0]
        return [StaticAbility(name=name, applies_to=ab.applies_to, stat=ab.stat, amount=ab.amount,
                              keyword=ab.keyword, condition=count)]
    m = _HAVE_COST.fullmatch(t)
    if m and card_type == "character":
        have = parse_count(m["cnt"])
        if have is not None:
            return [StaticAbility(name=name, applies_to="self", stat="cost", amount=int(m["n"]), condition=have)]
    if t == f"this {card_type} enters play exerted":
        return [StaticAbility(name=name, applies_to="self", stat="enters_exerted")]
    for phrase, key in _OWN_RULES.items():
        if t == phrase.format(t=card_type):
            return [StaticAbility(name=name, applies_to=key[0], stat=key[1], keyword=key[2],
                                  amount=1 if key[1] == "strength_floor" else 0)]
    m = _SELF_COST.fullmatch(t)
    if m and card_type == "character":
        if m["first"]:
            cond = "underdog"
        else:
            sel = L.Sel(owner="you", damaged=True) if m["dmg"] else L.Sel(owner="you", strength=(">=", int(m["sv"])))
            cond = L.Count(sel, ">=", 1)
        return [StaticAbility(name=name, applies_to="self", stat="cost", amount=int(m["n"]), condition=cond)]
    m = re.fullmatch(r"this character enters play with (\d+) damage", t)
    if m and card_type == "character":
        return [StaticAbility(name=name, applies_to="self", stat="enters_damage", amount=int(m.group(1)))]
    if t == "characters can't be challenged while here" and card_type == "location":
        return [StaticAbility(name=name, applies_to="characters_here", stat="cant_be_challenged")]
    m = re.fullmatch(r"characters (?P<v>get \+(?P<n>\d+) (?P<sym>[¤⛉◊])|gain (?P<kw>Evasive|Ward|Resist \+\d+|Challenger "
                     r"\+\d+|Rush|Bodyguard|Alert|Support)) while here", t)
    if m and card_type == "location":
        if m["kw"]:
            kw, _, v = m["kw"].partition(" +")
            return [StaticAbility(name=name, applies_to="characters_here", stat="keyword", keyword=kw,
                                  amount=int(v) if v else 0)]
        return [StaticAbility(name=name, applies_to="characters_here", stat=SYMBOL_STAT[m["sym"]], amount=int(m["n"]))]
    m = _HAND.fullmatch(t)
    if m and card_type == "character":
        cond = L.Count(L.Sel(owner="you", zone="hand", types=("card",)), ">=", int(m["n"]))
        return [StaticAbility(name=name, applies_to="self", stat="cant_ready", condition=cond)]
    if card_type != "character":
        return None
    for r in _RES:
        m = r.fullmatch(t)
        if not m:
            continue
        gd = m.groupdict()
        cond = _COND[m["cond"]]
        if gd.get("subj2"):
            if cond is None or cond == "your_turn":
                return None  # a pronoun needs "while this character ..." before it
            subj = "self"
        else:
            subj = _SUBJ[m["subj"]]
        here = bool(gd.get("here"))
        if (subj == "characters_here") != here:
            return None
        if subj == "characters_here":
            return None  # locations only; this compiler reads characters' statics
        if gd.get("sym"):
            n = int(m["n"]) * (-1 if m["sign"] == "-" else 1)
            return [StaticAbility(name=name, applies_to=subj, stat=SYMBOL_STAT.get(m["sym"], "lore"), amount=n,
                                  condition=cond)]
        if gd.get("kw"):
            kw, _, v = m["kw"].partition(" +")
            return [StaticAbility(name=name, applies_to=subj, stat="keyword", keyword=kw, amount=int(v) if v else 0,
                                  condition=cond)]
        if gd.get("what"):
            return [StaticAbility(name=name, applies_to=subj, stat=f"cant_{m['what']}", condition=cond)]
    return None


_OWN_RULES = {
    "this character can't gain Evasive": ("self", "cant_gain_keyword", "Evasive"),
    "this character can't ⟳ to sing songs": ("self", "cant_sing", ""),
    "this character can challenge ready characters": ("self", "can_challenge_ready", ""),
    "your characters' ¤ can't be reduced below their printed value": ("own_characters", "strength_floor", ""),
    "you can't play this character unless you played another character this turn":
        ("self", "play_after_character", ""),
}
_SELF_COST = re.compile(r"if (?:(?P<first>this is your first turn and you're not the first player)|you have a "
                        r"character in play with (?:(?P<dmg>damage)|(?P<sv>\d+) ¤ or more)), you pay (?P<n>\d+) ⬡ "
                        r"less to play this character")


def render_statics(abs_: list[StaticAbility], card_type: str) -> str | None:
    """One printed static that became two ("gets +1 ¤ and +1 ◊"): the first, then the second's change."""
    if len(abs_) == 1:
        return render_static(abs_[0], card_type)
    if len(abs_) != 2:
        return None
    a, b = (render_static(x, card_type) for x in abs_)
    if a is None or b is None:
        return None
    head = a.rsplit(" get ", 1)[0] if " get " in a else a.rsplit(" gain ", 1)[0]
    if not b.startswith(head):
        return None
    rest = b[len(head):].strip()
    verb_a = "get" if a[len(head):].strip().startswith("get") else "gain"
    if rest.startswith(verb_a + " "):
        rest = rest[len(verb_a) + 1:]
    return f"{a} and {rest}"


def render_static(ab: StaticAbility, card_type: str) -> str | None:
    """The English of a static (lower case), the inverse of :func:`parse_static`."""
    if isinstance(ab.condition, L.Count) and ab.condition.sel.zone == "discard" \
            or isinstance(ab.per, L.CountOf) and ab.per.sel.zone == "discard":
        from lorcana_desktop.scripts.deck_top import render_discard_static

        return render_discard_static(ab, card_type, render_static)
    if isinstance(ab.condition, (L.SelfStat, L.ZoneCount)):
        inner = render_static(StaticAbility(ab.name, ab.applies_to, ab.stat, ab.amount, ab.keyword, None, ab.sel,
                                            ab.per), card_type)
        if inner is None or not inner.startswith("this character "):
            return None
        c = ab.condition
        if isinstance(c, L.SelfStat):
            return f"while this character has {c.n} {STAT_SYMBOL[c.stat]} or more, they {inner[15:]}"
        if c.op == "==" and c.n == 0:
            return f"while you have no cards in your {c.zone}, {inner}"
        return f"while you have {c.n} or more cards in your {c.zone}, {inner}"
    if ab.per is not None:
        what = _render_per(ab.per)
        inner = render_static(StaticAbility(ab.name, ab.applies_to, ab.stat, ab.amount, ab.keyword), card_type)
        return None if what is None or inner is None else f"{inner} for each {what}"
    if ab.sel is not None:
        sel = ab.sel
        if ab.applies_to not in ("own_characters", "own_other_characters") or sel.types != ("character",) \
                or sel.owner != "any" or sel.other or sel.cost or sel.strength or sel.exerted is not None:
            return None
        inner = render_static(StaticAbility(ab.name, ab.applies_to, ab.stat, ab.amount, ab.keyword, ab.condition),
                              card_type)
        group = "your other characters" if ab.applies_to == "own_other_characters" else "your characters"
        if inner is None or group not in inner:
            return None
        qualified = group.replace("characters", ("damaged " if sel.damaged else "")
                                  + (sel.classification + " " if sel.classification else "") + "characters")
        qualified += f" named {sel.name}" if sel.name else ""
        qualified += f" with {sel.keyword}" if sel.keyword else ""
        return inner.replace(group, qualified, 1)
    for phrase, key in _OWN_RULES.items():
        if (ab.applies_to, ab.stat, ab.keyword) == key:
            return phrase.format(t=card_type)
    if ab.stat == "enters_damage":
        return f"this character enters play with {ab.amount} damage"
    if ab.applies_to == "characters_here" and ab.stat == "cant_be_challenged" and ab.condition is None:
        return "characters can't be challenged while here"
    if ab.applies_to == "characters_here" and ab.condition is None:
        if ab.stat in STAT_SYMBOL:
            return f"characters get +{ab.amount} {STAT_SYMBOL[ab.stat]} while here"
        if ab.stat == "keyword":
            return f"characters gain {ab.keyword}{f' +{ab.amount}' if ab.amount else ''} while here"
        return None
    words = render_count(ab.condition) if isinstance(ab.condition, L.Count) else None
    if isinstance(ab.condition, L.Count) and words and not (
            ab.stat == "cost" and (ab.condition.sel.damaged or ab.condition.sel.strength)) and ab.stat != "cant_ready":
        if ab.stat == "cost":
            return f"if you have {words} in play, you pay {ab.amount} ⬡ less to play this character"
        inner = render_static(StaticAbility(ab.name, ab.applies_to, ab.stat, ab.amount, ab.keyword), card_type)
        return None if inner is None else f"while you have {words} in play, {inner}"
    if ab.stat == "cost" and ab.applies_to == "self":
        if ab.condition == "underdog":
            why = "this is your first turn and you're not the first player"
        elif isinstance(ab.condition, L.Count) and ab.condition.sel.damaged:
            why = "you have a character in play with damage"
        elif isinstance(ab.condition, L.Count) and ab.condition.sel.strength:
            why = f"you have a character in play with {ab.condition.sel.strength[1]} ¤ or more"
        else:
            return None
        return f"if {why}, you pay {ab.amount} ⬡ less to play this character"
    if ab.stat == "enters_exerted":
        return f"this {card_type} enters play exerted"
    if ab.stat == "cant_ready" and isinstance(ab.condition, L.Count):
        return f"if you have {ab.condition.n} or more cards in your hand, this character can't ready"
    if not isinstance(ab.condition, (str, type(None))):
        return None
    cond = _COND_TEXT.get(ab.condition)
    subj = _SUBJ_TEXT.get(ab.applies_to)
    if cond is None or subj is None:
        return None
    if ab.applies_to == "self" and ab.condition not in (None, "your_turn"):
        subj = "they"
    verb_s = subj in ("this character",)
    if ab.stat in STAT_SYMBOL:
        sign = "+" if ab.amount >= 0 else "-"
        return f"{cond}{subj} get{'s' if verb_s else ''} {sign}{abs(ab.amount)} {STAT_SYMBOL[ab.stat]}"
    if ab.stat == "keyword":
        kw = f"{ab.keyword} +{ab.amount}" if ab.amount else ab.keyword
        return f"{cond}{subj} gain{'s' if verb_s else ''} {kw}"
    if ab.stat in ("cant_quest", "cant_challenge"):
        return f"{cond}{subj} can't {ab.stat[5:]}"
    return None


_ = _PRONOUN
