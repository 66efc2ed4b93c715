"""Static ability templates: "This character enters play exerted.", "During your turn, this character gains
Evasive.", "While this character has no damage, he gets +2 ¤." to StaticAbility, and back to English."""

from __future__ import annotations

import re
from typing import Any

from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import StaticAbility
from lorcana_desktop.scripts.conditions import parse_count, render_count
from lorcana_desktop.scripts.deck_top import parse_discard_static, render_discard_static
from lorcana_desktop.scripts.selectors import INKS, STAT_SYMBOL, SYMBOL_STAT, keyword_words

_COND = {"during your turn, ": "your_turn", "while this character has no damage, ": "no_damage",
         "while this character has damage, ": "damaged", "while this character is exerted, ": "exerted",
         "while this character is at a location, ": "at_location", "while being challenged, ": "being_challenged",
         "during opponents' turns, ": "opponents_turn", "during each opponent's turn, ": "opponents_turn",
         "while challenging a damaged character, ": "challenging_damaged",
         "during an opponent's turn, while this character is exerted, ": "opponents_turn_exerted",
         "while there's a card under this character, ": "has_card_under",
         "": None}
_COND_TEXT = {v: k for k, v in _COND.items()}
_SUBJ = {"this character": "self", "your other characters": "own_other_characters",
         "your characters": "own_characters", "characters": "characters_here", "opposing characters":
         "opposing_characters", "your locations": "own_locations"}
_SUBJ_TEXT = {v: k for k, v in _SUBJ.items()}
_KW = r"(?P<kw>" + keyword_words(r"Evasive|Rush|Ward|Bodyguard|Alert|Support|Reckless|Challenger \+\d+|Resist \+\d+"
                                  r"|Singer \d+") + ")"
_SUBJECT = r"(?P<subj>this character|your other characters|your characters|opposing characters|characters" \
           r"|your locations)"
_COND_RE = r"(?P<cond>during your turn, |while this character has no damage, |while this character has damage, " \
           r"|while this character is exerted, |while this character is at a location, |while being challenged, " \
           r"|during each opponent's turn, |during opponents' turns, |while there's a card under this character, " \
           r"|while challenging a damaged character, |during an opponent's turn, while this character is exerted, |)"
_HAND = re.compile(r"if you have (?P<n>\d+) or more cards in your hand, this character can't ready")
_PRONOUN = r"(?:this character|he|she|they|it)"
_RES = [
    re.compile(_COND_RE + _SUBJECT + r" gets? (?P<sign>[+-])(?P<n>\d+) (?P<sym>[¤⛉◊])(?P<here> while here)?"),
    re.compile(_COND_RE + _SUBJECT + r" gains? " + _KW + r"(?P<here> while here)?"),
    re.compile(_COND_RE + _SUBJECT + r" can't (?P<what>quest|challenge|be challenged)"),
    re.compile(_COND_RE + r"(?P<subj2>he|she|they|it) gets? (?P<sign>[+-])(?P<n>\d+) (?P<sym>[¤⛉◊])"),
    re.compile(_COND_RE + r"(?P<subj2>he|she|they|it) gains? " + _KW),
]


_WHILE_SELF = re.compile(r"while this character has (?P<n>\d+) (?P<sym>[¤⛉◊]) or more, (?:he|she|they|it) (?P<rest>.+)")
_WHILE_ZONE = re.compile(r"while you have (?:(?P<n>\d+) or more cards in your (?P<z>hand|discard|inkwell)|no cards in "
                         r"your (?P<z0>hand)), this character (?P<rest>.+)")
_WHILE_HAVE = re.compile(r"(?:while|if) you have (?P<cnt>.+?) in play, (?P<rest>this character .+)")
_HAVE_COST = re.compile(r"if you have (?P<cnt>.+?) in play, you pay (?P<n>\d+) ⬡ less to play this (?P<t>character|item)")


_QUALIFIED = re.compile(r"^(?P<pre>(?:during your turn, |while this character is exerted, |during opponents' turns, "
                        r"|during an opponent's turn, while this character is exerted, )?)your (?P<other>other )?(?P<dmg>damaged )?(?P<ex>exerted )?"
                        r"(?P<cls>Seven Dwarfs |[A-Z][\w'-]* )?characters(?P<at> at locations)?"
                        r"(?: named (?P<name>[A-Z][\w'.-]*(?: [A-Z][\w'.-]*)*))?(?: with (?P<kw>" + keyword_words(
                            "Evasive|Ward|Rush|Bodyguard|Alert|Support|Reckless|Resist|Challenger|Singer") + r"))?(?: with (?P<sv>\d+) ¤ or more)?"
                        r" (?P<rest>(?:gets?|gains?) .+|can't be challenged)$")


_PART = r"(?:gets? [+-]\d+ [¤⛉◊]|gains? (?:" + keyword_words(
    r"Evasive|Rush|Ward|Bodyguard|Alert|Support|Reckless|Challenger \+\d+|Resist \+\d+") + "))"
_COMPOUND = re.compile(r"(?P<pre>.*?\b(?:this character|he|she|they|it)) (?P<a>" + _PART + r"),? and "
                       r"(?P<b>" + _PART + r"|[+-]\d+ [¤⛉◊]|" + keyword_words(
                           r"Evasive|Rush|Ward|Bodyguard|Alert|Support|Challenger \+\d+|Resist \+\d+") + ")")
_PER = re.compile(r"this character (?P<v>gets [+-]\d+ [¤⛉◊]|gains (?:Resist|Challenger) \+\d+)"
                  r"(?: and (?P<v2>(?:gets )?[+-]\d+ [¤⛉◊]))? for each (?P<what>.+)")
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


_DECK_COPIES = re.compile(r"you may have (?:(?P<any>any number) of cards named (?P<card>.+?)|up to (?P<n>\d+) copies of "
                          r"(?P<card2>.+?)) in your deck", re.IGNORECASE)


def parse_static(text: str, name: str, card_type: str) -> list[StaticAbility] | None:
    """A static ability from its cleaned printed text (lower-cased first letter, no final period)."""
    t = text.strip()
    deck = _DECK_COPIES.fullmatch(t)
    if deck:  # a deck-building rule (CR 2.1.1.2 leaves the copy limit to the card): the deck check reads it
        n = 0 if deck["any"] else int(deck["n"])
        return [StaticAbility(name, "self", "deck_copies", n, sel=L.Sel(name=deck["card"] or deck["card2"]))]
    if (got := parse_discard_static(t, name, card_type, parse_static)) is not None:
        return got
    rev = re.fullmatch(r"for each (?P<what>[^,]+), (?P<v>this character (?:gets|gains) .+)", t)
    if rev and card_type == "character":  # "For each location you have in play, this character gets +1 ◊."
        t = f"{rev['v']} for each {rev['what']}"
    m = _PER.fullmatch(t)
    if m and card_type == "character":
        per = _parse_per(m["what"])
        inner = parse_static(f"this character {m['v']}", name, card_type)
        if m["v2"]:  # "This character gets +1 ¤ and +1 ⛉ for each card under him."
            v2 = m["v2"] if m["v2"].startswith("gets ") else "gets " + m["v2"]
            more = parse_static(f"this character {v2}", name, card_type)
            if inner is None or more is None or m["v"].startswith("gets ") == m["v2"].startswith("gets "):
                return None
            inner = inner + more
        if per is None or inner is None or len(inner) != (2 if m["v2"] else 1):
            return None
        return [StaticAbility(ab.name, ab.applies_to, ab.stat, ab.amount, ab.keyword, None, None, per) for ab in inner]
    m = _COMPOUND.fullmatch(t)
    if m:
        b = m["b"]
        if not b.startswith(("get", "gain")):
            b = ("gets " if b[0] in "+-" else "gains ") + b
        return _each_one(name, card_type, f"{m['pre']} {m['a']}", f"{m['pre']} {b}")
    m = _QUALIFIED.fullmatch(t)
    if m and (m["cls"] or m["name"] or m["kw"] or m["dmg"] or m["ex"] or m["sv"] or m["at"]) \
            and card_type in ("character", "item", "location") and not (m["kw"] and m["sv"]):
        rests = [m["rest"]]
        two = re.fullmatch(r"((?:get|gain) [^,]+?) and ((?:get |gain )?[^,]+)", m["rest"])
        if two:  # "Your characters with Singer get +1 ¤ and +1 ⛉.", "... gain Alert and Resist +2."
            b = two[2] if two[2].startswith(("get ", "gain ")) else \
                ("get " if two[2][0] in "+-" else "gain ") + two[2]
            rests = [two[1], b]
        inner = []
        for rest in rests:
            got = parse_static(f"{m['pre']}your {m['other'] or ''}characters {rest}", name, card_type)
            if got is None or len(got) != 1 or got[0].sel is not None:
                return None
            inner.extend(got)
        cls = (m["cls"] or "").strip()
        sel = L.Sel(classification="" if cls in INKS else cls, ink=cls if cls in INKS else "",
                    name=m["name"] or "", keyword=m["kw"] or "",
                    damaged=True if m["dmg"] else None, exerted=True if m["ex"] else None,
                    strength=(">=", int(m["sv"])) if m["sv"] else None, at_location=True if m["at"] else None)
        return [StaticAbility(ab.name, ab.applies_to, ab.stat, ab.amount, ab.keyword, ab.condition, sel) for ab in inner]
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
    if m and card_type == m["t"]:
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
    m = re.fullmatch(r"characters (?P<v>get \+(?P<n>\d+) (?P<sym>[¤⛉◊])|gain (?P<kw>" + keyword_words(
                     r"Evasive|Ward|Resist \+\d+|Challenger \+\d+|Rush|Bodyguard|Alert|Support") + ")) while here", t)
    if m and card_type == "location":
        if m["kw"]:
            kw, _, v = m["kw"].partition(" +")
            return [StaticAbility(name=name, applies_to="characters_here", stat="keyword", keyword=kw,
                                  amount=int(v) if v else 0)]
        return [StaticAbility(name=name, applies_to="characters_here", stat=SYMBOL_STAT[m["sym"]], amount=int(m["n"]))]
    more = _parse_more(t, name, card_type)
    if more is not None:
        return more
    m = _HAND.fullmatch(t)
    if m and card_type == "character":
        cond = L.Count(L.Sel(owner="you", zone="hand", types=("card",)), ">=", int(m["n"]))
        return [StaticAbility(name=name, applies_to="self", stat="cant_ready", condition=cond)]
    if card_type != "character" and not (card_type in ("item", "location")
                                         and t.split(", ")[-1].startswith("your characters ")):
        return None  # an item's or location's statics: "your characters ..." only
    for r in _RES:
        m = r.fullmatch(t)
        if not m:
            continue
        gd = m.groupdict()
        cond = _COND[m["cond"]]
        if cond in ("being_challenged", "challenging_damaged") and (gd.get("subj") != "this character"
                                                                    or not gd.get("sym")):
            return None
        if gd.get("subj2"):
            if cond is None or cond in ("your_turn", "opponents_turn"):
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
            kw, _, v = m["kw"].partition(" +") if not m["kw"].startswith("Singer ") else m["kw"].partition(" ")
            return [StaticAbility(name=name, applies_to=subj, stat="keyword", keyword=kw, amount=int(v) if v else 0,
                                  condition=cond)]
        if gd.get("what"):
            return [StaticAbility(name=name, applies_to=subj, stat="cant_" + m["what"].replace(" ", "_"), condition=cond)]
    return None


_OWN_RULES = {
    "this character can't gain Evasive": ("self", "cant_gain_keyword", "Evasive"),
    "this character can't ⟳ to sing songs": ("self", "cant_sing", ""),
    "this character can't ready at the start of your turn": ("self", "cant_ready", ""),
    "this character may enter play exerted": ("self", "may_enter_exerted", ""),
    "this character can challenge ready characters": ("self", "can_challenge_ready", ""),
    "your characters' ¤ can't be reduced below their printed value": ("own_characters", "strength_floor", ""),
    "you can't play this character unless you played another character this turn":
        ("self", "play_after_character", ""),
}
_SELF_COST = re.compile(r"if (?:(?P<first>this is your first turn and you're not the first player)|you have a "
                        r"character in play with (?:(?P<dmg>damage)|(?P<sv>\d+) ¤ or more)), you pay (?P<n>\d+) ⬡ "
                        r"less to play this character")


def _each_one(name: str, card_type: str, *texts: str) -> list[StaticAbility] | None:
    """One static from each text (a printed static with two changes), or None when one of them is not one."""
    out = []
    for text in texts:
        got = parse_static(text, name, card_type)
        if got is None or len(got) != 1:
            return None
        out.append(got[0])
    return out


def render_statics(abs_: list[StaticAbility], card_type: str) -> str | None:
    """One printed static that became two ("gets +1 ¤ and +1 ◊"): the first, then the second's change."""
    if len(abs_) == 1:
        return render_static(abs_[0], card_type)
    if len(abs_) != 2:
        return None
    if abs_[0].per is not None and abs_[0].per == abs_[1].per and abs_[0].applies_to == abs_[1].applies_to == "self":
        what = _render_per(abs_[0].per)
        plain = render_statics([StaticAbility(x.name, x.applies_to, x.stat, x.amount, x.keyword) for x in abs_],
                               card_type)
        return None if what is None or plain is None else f"{plain} for each {what}"
    if [(x.stat, L.flag_name(x.condition)) for x in abs_] == [("cant_challenge", "not_at_location"),
                                                              ("cant_quest", "not_at_location")]:
        return "this character can't challenge or quest unless it is at a location"
    if [x.stat for x in abs_] == ["enters_exerted", "cant_ready"] and abs_[1].condition is None:
        return "this character enters play exerted and can't ready at the start of your turn"
    if all(x.applies_to == "characters_here" for x in abs_):  # "characters get +1 ¤ and gain Evasive while here"
        both = [render_static(x, card_type) for x in abs_]
        if any(w is None or not w.endswith(" while here") for w in both):
            return None
        one = render_statics([StaticAbility(x.name, "own_characters", x.stat, x.amount, x.keyword) for x in abs_],
                             card_type)
        return None if one is None else one.replace("your characters", "characters", 1) + " while here"
    a, b = (render_static(x, card_type) for x in abs_)
    if a is None or b is None:
        return None
    head = a.rsplit(" get ", 1)[0] if " get " in a else a.rsplit(" gain ", 1)[0]
    if not b.startswith(head):
        return _join_changes(a, b)
    rest = b[len(head):].strip()
    verb_a = "get" if a[len(head):].strip().startswith("get") else "gain"
    if rest.startswith(verb_a + " "):
        rest = rest[len(verb_a) + 1:]
    return f"{a} and {rest}"


_VERB = re.compile(r"^(?P<head>.*) (?P<verb>gets|get|gains|gain) (?P<rest>[^,]+)$")


def _join_changes(a: str, b: str) -> str | None:
    """"this character gets +2 ¤" + "this character gains Evasive" -> "this character gets +2 ¤ and gains Evasive"."""
    ma, mb = _VERB.match(a), _VERB.match(b)
    if ma is None or mb is None or ma["head"] != mb["head"]:
        return None
    same = ma["verb"].rstrip("s") == mb["verb"].rstrip("s")
    return f"{a} and {mb['rest'] if same else mb['verb'] + ' ' + mb['rest']}"


def render_static(ab: StaticAbility, card_type: str) -> str | None:
    """The English of a static (lower case), the inverse of :func:`parse_static`."""
    if ab.stat == "deck_copies" and ab.sel is not None:
        if ab.amount == 0:
            return f"you may have any number of cards named {ab.sel.name} in your deck"
        return f"you may have up to {ab.amount} copies of {ab.sel.name} in your deck"
    if isinstance(ab.condition, L.Count) and ab.condition.sel.zone == "discard" \
            or isinstance(ab.per, L.CountOf) and ab.per.sel.zone == "discard":
        return render_discard_static(ab, card_type, render_static)
    if ab.stat == "cant_be_challenged_by":
        return _render_barred(ab)
    if ab.applies_to == "opposing_characters" and ab.sel is not None:
        return _render_opposing(ab)
    if ab.stat == "cost" and ab.applies_to == "self" and ab.per is not None \
            or ab.stat in ("sing", "move_free", "move_cost", "move_cost_here", "extra_ink"):
        return _render_more(ab, card_type)
    if card_type == "location" or _opp_while_lead(ab.condition) is not None:
        more = _render_more(ab, card_type)
        if more is not None:
            return more
    if ab.stat == "cost" and ab.applies_to == "own_characters_in_hand":
        return _render_cost_of(ab)
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
                or sel.owner != "any" or sel.other or sel.cost or sel.exerted is False \
                or sel.strength is not None and (sel.strength[0] != ">=" or sel.keyword):
            return None
        inner = render_static(StaticAbility(ab.name, ab.applies_to, ab.stat, ab.amount, ab.keyword, ab.condition),
                              card_type)
        group = "your other characters" if ab.applies_to == "own_other_characters" else "your characters"
        if inner is None or group not in inner:
            return None
        qualified = group.replace("characters", ("damaged " if sel.damaged else "") + ("exerted " if sel.exerted else "")
                                  + (sel.ink + " " if sel.ink else "")
                                  + (sel.classification + " " if sel.classification else "") + "characters")
        qualified += " at locations" if sel.at_location else ""
        qualified += f" named {sel.name}" if sel.name else ""
        qualified += f" with {sel.keyword}" if sel.keyword else ""
        qualified += f" with {sel.strength[1]} ¤ or more" if sel.strength else ""
        return inner.replace(group, qualified, 1)
    for phrase, key in _OWN_RULES.items():
        if (ab.applies_to, ab.stat, ab.keyword) == key and ab.condition is None:
            return phrase.format(t=card_type)
    if ab.stat == "enters_damage":
        return f"this character enters play with {ab.amount} damage"
    more = _render_more(ab, card_type)
    if more is not None:
        return more
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
            return f"if you have {words} in play, you pay {ab.amount} ⬡ less to play this {card_type}"
        inner = render_static(StaticAbility(ab.name, ab.applies_to, ab.stat, ab.amount, ab.keyword), card_type)
        return None if inner is None else f"while you have {words} in play, {inner}"
    if ab.stat == "cost" and ab.applies_to == "self":
        if L.flag_name(ab.condition) == "underdog":
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
    if ab.condition is not None and not L.flag_name(ab.condition):
        return None
    cond = _COND_TEXT.get(L.flag_name(ab.condition) or None)
    subj = _SUBJ_TEXT.get(ab.applies_to)
    if cond is None or subj is None:
        return None
    if ab.applies_to == "self" and L.flag_name(ab.condition) not in ("", "your_turn", "being_challenged",
                                                                     "opponents_turn", "challenging_damaged"):
        subj = "they"
    verb_s = subj in ("this character",)
    if ab.stat in STAT_SYMBOL:
        sign = "+" if ab.amount >= 0 else "-"
        return f"{cond}{subj} get{'s' if verb_s else ''} {sign}{abs(ab.amount)} {STAT_SYMBOL[ab.stat]}"
    if ab.stat == "keyword":
        kw = f"{ab.keyword} {ab.amount}" if ab.keyword == "Singer" else f"{ab.keyword} +{ab.amount}" if ab.amount \
            else ab.keyword
        return f"{cond}{subj} gain{'s' if verb_s else ''} {kw}"
    if ab.stat in ("cant_quest", "cant_challenge", "cant_be_challenged"):
        return f"{cond}{subj} can't {ab.stat[5:].replace('_', ' ')}"
    return None


# ------------------------------------------------------------------ single statics that still follow a pattern

_BARRED = re.compile(r"(?P<pre>while you have no cards in your hand, )?(?:characters with cost (?P<n>\d+) or less"
                     r"|(?P<dmg>damaged) characters) can't challenge (?P<whom>this character|your characters)"
                     r"|this character can't be challenged by characters with (?P<sv>\d+) ¤ or greater")
_HERE_KW = r"(?:" + keyword_words(r"Evasive|Ward|Rush|Bodyguard|Alert|Support|Resist \+\d+|Challenger \+\d+") + ")"
_HERE_PAIR = re.compile(r"characters (?P<a>get \+\d+ [¤⛉◊]|gain " + _HERE_KW + r") and (?P<b>get \+\d+ [¤⛉◊]|gain "
                        + _HERE_KW + r"|\+\d+ [¤⛉◊]|" + _HERE_KW + r") while here")
_OPPOSING = re.compile(r"(?P<ex>while this character is exerted, )?opposing (?P<dmg>damaged )?(?:(?P<cls>[A-Z][\w'-]*) )?"
                       r"characters(?: with cost (?P<n>\d+) or less| with (?P<kw>" + keyword_words("Evasive|Rush|Ward|Bodyguard")
                       + "))?"
                       r" (?:can't (?P<what>quest|challenge|ready at the start of their turn)|gain (?P<gain>Reckless))")
_MOVE_FREE = re.compile(r"your (?P<ex>exerted )?(?:(?P<cls>[A-Z][\w'-]*) )?characters(?: named (?P<name>[A-Z][\w'.-]*"
                        r"(?: [A-Z][\w'.-]*)*))? (?:may|can) move here for free")
_SING_COST = re.compile(r"(?:your characters named (?P<name>[A-Z][\w'.-]*(?: [A-Z][\w'.-]*)*)|characters) count as having "
                        r"\+(?P<n>\d+) cost to sing songs(?P<here> while here)?")
_HERE_HAVE = re.compile(r"while you have (?P<q>a|a damaged|an exerted) character here, (?P<who>this location gets"
                        r"|opposing characters get) (?P<sign>[+-])(?P<n>\d+) (?P<sym>[¤⛉◊])")
_LOC_WHILE = re.compile(r"while you have (?:(?P<zn>\d+) or more cards in your (?P<z>discard|hand|inkwell)|(?P<cnt>.+?) in play),"
                        r" this location gets \+(?P<n>\d+) (?P<sym>[¤⛉◊])")
_OPP_WHILE = re.compile(r"while (?:(?P<empty>an opponent has no cards in their hand|one or more opponents have no cards in "
                        r"their hands)|there are (?P<dn>\d+) or more characters with damage in play"
                        r"|(?P<en>\d+) or more characters of yours are exerted"
                        r"|(?P<dmg>an opposing damaged character is in play|a damaged character is in play"
                        r"|another character in play has damage)|you have an? (?P<dcard>item|song|action|character) card "
                        r"in your discard), this character (?P<rest>.+)")
_OPP_WHILE_COND = {"an opposing damaged character is in play": L.Sel(owner="opp", damaged=True),
                   "a damaged character is in play": L.Sel(damaged=True),
                   "another character in play has damage": L.Sel(damaged=True, other=True)}
_EACH_LESS = re.compile(r"for each (?P<what>.+?), you pay (?P<n>\d+) ⬡ less to play this (?P<t>character|action|item)")
_DISCARD_PER = re.compile(r"(?:(?P<cls>[A-Z][\w'-]*) )?(?P<type>character|item|action|song|location) card in your discard")


def _parse_discard_per(what: str) -> L.CountOf | None:
    """"song card in your discard", "Alien character card in your discard" (for each, in your discard)."""
    m = _DISCARD_PER.fullmatch(what)
    if not m or (m["cls"] or "") in INKS or m["cls"] and m["type"] != "character":
        return None
    song = m["type"] == "song"
    return L.CountOf(L.Sel(owner="you", zone="discard", types=("action",) if song else (m["type"],), song=song,
                           classification=m["cls"] or ""))


def _render_discard_per(per: object) -> str | None:
    if not isinstance(per, L.CountOf) or per.times != 1:
        return None
    sel = per.sel
    if sel.zone != "discard" or sel.owner != "you" or len(sel.types) != 1 or sel != L.Sel(
            owner="you", zone="discard", types=sel.types, song=sel.song, classification=sel.classification):
        return None
    kind = "song" if sel.song else sel.types[0]
    return f"{sel.classification + ' ' if sel.classification else ''}{kind} card in your discard"


_PAY_LESS = re.compile(r"(?:while you have (?P<cnt>.+?) in play, )?you pay (?P<n>\d+) ⬡ less to play "
                       r"(?:(?P<cls>Seven Dwarfs|[A-Z][\w'-]*) characters|characters named (?P<name>[A-Z][\w'.-]*"
                       r"(?: [A-Z][\w'.-]*)*))")
_UNLESS = re.compile(r"this character can't (?P<what>quest|challenge) unless you have (?P<cnt>.+?) in play")


def _parse_more(t: str, name: str, card_type: str) -> list[StaticAbility] | None:
    """"All cards in your hand count as having ◉", "Characters with cost 2 or less can't challenge this
    character", "You pay 1 ⬡ less to play Seven Dwarfs characters", "This character can't quest unless ..."."""
    if t == "this character enters play exerted and can't ready at the start of your turn" and card_type == "character":
        return [StaticAbility(name=name, applies_to="self", stat="enters_exerted"),
                StaticAbility(name=name, applies_to="self", stat="cant_ready")]
    m = _HERE_PAIR.fullmatch(t)
    if m and card_type == "location":
        b = m["b"] if m["b"].startswith(("get ", "gain ")) else ("get " if m["b"][0] == "+" else "gain ") + m["b"]
        return _each_one(name, card_type, f"characters {m['a']} while here", f"characters {b} while here")
    m = _OPPOSING.fullmatch(t)
    if m and (card_type == "character" or card_type == "location" and not m["ex"]) and (m["cls"] or "") not in INKS:
        sel = L.Sel(classification=m["cls"] or "", cost=("<=", int(m["n"])) if m["n"] else None,
                    damaged=True if m["dmg"] else None, keyword=m["kw"] or "")
        if m["what"] == "ready at the start of their turn":
            if sel != L.Sel():
                return None
            return [StaticAbility(name=name, applies_to="opposing_characters", stat="cant_ready",
                                  condition="exerted" if m["ex"] else None)]
        if sel == L.Sel():
            return None
        if m["gain"]:
            return [StaticAbility(name=name, applies_to="opposing_characters", stat="keyword", keyword=m["gain"],
                                  sel=sel, condition="exerted" if m["ex"] else None)]
        return [StaticAbility(name=name, applies_to="opposing_characters", stat=f"cant_{m['what']}", sel=sel,
                              condition="exerted" if m["ex"] else None)]
    if t == "this character can't challenge or quest unless it is at a location" and card_type == "character":
        return [StaticAbility(name=name, applies_to="self", stat="cant_challenge", condition="not_at_location"),
                StaticAbility(name=name, applies_to="self", stat="cant_quest", condition="not_at_location")]
    if t == "during your turn, you may ink an additional card" and card_type in ("character", "item", "location"):
        return [StaticAbility(name=name, applies_to="self", stat="extra_ink", amount=1, condition="your_turn")]
    m = _MOVE_FREE.fullmatch(t)
    if m and card_type == "location" and (m["cls"] or "") not in INKS:
        return [StaticAbility(name=name, applies_to="own_characters", stat="move_free",
                              sel=L.Sel(classification=m["cls"] or "", name=m["name"] or "",
                                        exerted=True if m["ex"] else None))]
    m = re.fullmatch(r"you pay (\d+) ⬡ less to move your characters to a location", t)
    if m and card_type in ("character", "item", "location"):
        return [StaticAbility(name=name, applies_to="own_characters", stat="move_cost", amount=int(m[1]))]
    m = re.fullmatch(r"if you have a character here, you pay (\d+) ⬡ less to move a character of yours here", t)
    if m and card_type == "location":
        return [StaticAbility(name=name, applies_to="own_characters", stat="move_cost_here", amount=int(m[1]),
                              condition="character_here")]
    m = _SING_COST.fullmatch(t)
    if m and (card_type == "location") == bool(m["here"]) and (m["name"] or m["here"]):
        return [StaticAbility(name=name, applies_to="characters_here" if m["here"] else "own_characters", stat="sing",
                              amount=int(m["n"]), sel=L.Sel(name=m["name"]) if m["name"] else None)]
    m = _HERE_HAVE.fullmatch(t)
    if m and card_type == "location":
        cond = {"a": "character_here", "a damaged": "damaged_character_here", "an exerted": "exerted_character_here"}[m["q"]]
        n = int(m["n"]) * (-1 if m["sign"] == "-" else 1)
        who = "self" if m["who"] == "this location gets" else "opposing_characters"
        return [StaticAbility(name=name, applies_to=who, stat=SYMBOL_STAT[m["sym"]], amount=n, condition=cond)]
    m = _LOC_WHILE.fullmatch(t)
    if m and card_type == "location":
        if m["z"]:
            lcond: Any = L.ZoneCount(m["z"], ">=", int(m["zn"]))
        else:
            lcond = parse_count(m["cnt"])
            if lcond is None:
                return None
        return [StaticAbility(name=name, applies_to="self", stat=SYMBOL_STAT[m["sym"]], amount=int(m["n"]),
                              condition=lcond)]
    m = _OPP_WHILE.fullmatch(t)
    if m and card_type == "character":
        inner = parse_static("this character " + m["rest"], name, card_type)
        if inner is None or any(a.condition is not None or a.applies_to != "self" or a.sel is not None
                                or a.stat in ("enters_exerted", "enters_damage", "cost") for a in inner):
            return None
        if m["empty"]:
            ocond: Any = "opponent_empty_hand"
        elif m["dn"]:
            ocond = L.Count(L.Sel(damaged=True), ">=", int(m["dn"]))
        elif m["en"]:
            ocond = L.Count(L.Sel(owner="you", exerted=True), ">=", int(m["en"]))
        elif m["dmg"]:
            ocond = L.Count(_OPP_WHILE_COND[m["dmg"]], ">=", 1)
        else:
            kind = m["dcard"]
            ocond = L.Count(L.Sel(owner="you", zone="discard", types=("action",) if kind == "song" else (kind,),
                                  song=kind == "song"), ">=", 1)
        return [StaticAbility(a.name, a.applies_to, a.stat, a.amount, a.keyword, ocond) for a in inner]
    m = _EACH_LESS.fullmatch(t)
    if m and m["t"] == card_type:
        per = _parse_per(m["what"]) or _parse_discard_per(m["what"])
        if per is None:
            return None
        return [StaticAbility(name=name, applies_to="self", stat="cost", amount=int(m["n"]), per=per)]
    if t == "all cards in your hand count as having ◉" and card_type in ("character", "item", "location"):
        return [StaticAbility(name=name, applies_to="own_cards_in_hand", stat="inkable")]
    m = _BARRED.fullmatch(t)
    if m and card_type == "character":
        sel = L.Sel(damaged=True) if m["dmg"] else L.Sel(strength=(">=", int(m["sv"]))) if m["sv"] \
            else L.Sel(cost=("<=", int(m["n"])))
        bcond: Any = L.ZoneCount("hand", "==", 0) if m["pre"] else None
        who = "self" if m["whom"] in ("this character", None) else "own_characters"
        return [StaticAbility(name=name, applies_to=who, stat="cant_be_challenged_by", sel=sel, condition=bcond)]
    m = _PAY_LESS.fullmatch(t)
    if m and m["cls"] not in INKS:
        have = parse_count(m["cnt"]) if m["cnt"] else None
        if m["cnt"] and have is None:
            return None
        return [StaticAbility(name=name, applies_to="own_characters_in_hand", stat="cost", amount=int(m["n"]),
                              sel=L.Sel(classification=m["cls"] or "", name=m["name"] or ""), condition=have)]
    m = _UNLESS.fullmatch(t)
    if m and card_type == "character":
        have = parse_count(m["cnt"])
        if have is None or have.n != 1:
            return None
        return [StaticAbility(name=name, applies_to="self", stat=f"cant_{m['what']}",
                              condition=L.Count(have.sel, "==", 0))]
    return None


def _render_more(ab: StaticAbility, card_type: str) -> str | None:
    """The inverse of :func:`_parse_more` (None: another form)."""
    if ab.stat == "move_free" and ab.sel is not None and ab.condition is None and ab.sel == L.Sel(
            classification=ab.sel.classification, name=ab.sel.name, exerted=ab.sel.exerted) and ab.sel.exerted is not False:
        sel = ab.sel
        cls = ("exerted " if sel.exerted else "") + (f"{sel.classification} " if sel.classification else "")
        named = f" named {sel.name}" if sel.name else ""
        return f"your {cls}characters{named} may move here for free"
    if ab.stat == "extra_ink" and ab.amount == 1 and L.flag_name(ab.condition) == "your_turn":
        return "during your turn, you may ink an additional card"
    if ab.stat == "move_cost" and ab.sel is None and ab.condition is None and ab.applies_to == "own_characters":
        return f"you pay {ab.amount} ⬡ less to move your characters to a location"
    if ab.stat == "move_cost_here" and L.flag_name(ab.condition) == "character_here":
        return f"if you have a character here, you pay {ab.amount} ⬡ less to move a character of yours here"
    if ab.stat == "sing" and ab.condition is None and ab.per is None:
        if ab.applies_to == "characters_here" and ab.sel is None and card_type == "location":
            return f"characters count as having +{ab.amount} cost to sing songs while here"
        if ab.applies_to == "own_characters" and ab.sel is not None and ab.sel.name \
                and ab.sel == L.Sel(name=ab.sel.name):
            return f"your characters named {ab.sel.name} count as having +{ab.amount} cost to sing songs"
        return None
    here = {"character_here": "a", "damaged_character_here": "a damaged", "exerted_character_here": "an exerted"}
    if card_type == "location" and L.flag_name(ab.condition) in here and ab.stat in STAT_SYMBOL and ab.sel is None \
            and ab.per is None and ab.applies_to in ("self", "opposing_characters"):
        who = "this location gets" if ab.applies_to == "self" else "opposing characters get"
        sign = "+" if ab.amount >= 0 else "-"
        return f"while you have {here[L.flag_name(ab.condition)]} character here, {who} {sign}{abs(ab.amount)} " \
               f"{STAT_SYMBOL[ab.stat]}"
    if card_type == "location" and ab.applies_to == "self" and ab.stat in STAT_SYMBOL and ab.amount > 0 \
            and ab.sel is None and ab.per is None:
        c = ab.condition
        if isinstance(c, L.ZoneCount) and c.op == ">=":
            have = f"{c.n} or more cards in your {c.zone}"
        elif isinstance(c, L.Count):
            words = render_count(c)
            if words is None:
                return None
            have = f"{words} in play"
        else:
            return None
        return f"while you have {have}, this location gets +{ab.amount} {STAT_SYMBOL[ab.stat]}"
    lead = _opp_while_lead(ab.condition)
    if card_type == "character" and ab.applies_to == "self" and lead is not None:
        inner = render_static(StaticAbility(ab.name, ab.applies_to, ab.stat, ab.amount, ab.keyword), card_type)
        if inner is None or not inner.startswith("this character "):
            return None
        return f"while {lead}, {inner}"
    if ab.stat == "cost" and ab.applies_to == "self" and ab.per is not None and ab.condition is None:
        what = _render_per(ab.per) if not (isinstance(ab.per, L.CountOf) and ab.per.sel.zone == "discard") \
            else _render_discard_per(ab.per)
        return None if what is None else f"for each {what}, you pay {ab.amount} ⬡ less to play this {card_type}"
    if ab.stat == "inkable" and ab.applies_to == "own_cards_in_hand" and ab.condition is None:
        return "all cards in your hand count as having ◉"
    c = ab.condition
    if ab.stat == "cant_ready" and ab.applies_to == "opposing_characters" and ab.sel is None \
            and (c is None or L.flag_name(c) == "exerted"):
        pre = "while this character is exerted, " if L.flag_name(c) == "exerted" else ""
        return f"{pre}opposing characters can't ready at the start of their turn"
    if ab.stat in ("cant_quest", "cant_challenge") and ab.applies_to == "self" and isinstance(c, L.Count) \
            and c.op == "==" and c.n == 0:
        words = render_count(L.Count(c.sel, ">=", 1))
        return None if words is None else f"this character can't {ab.stat[5:]} unless you have {words} in play"
    return None


def _render_opposing(ab: StaticAbility) -> str | None:
    sel = ab.sel
    if sel is None or ab.stat not in ("cant_quest", "cant_challenge", "keyword") \
            or ab.condition is not None and L.flag_name(ab.condition) != "exerted" \
            or sel != L.Sel(classification=sel.classification, cost=sel.cost, damaged=sel.damaged, keyword=sel.keyword) \
            or sel.cost is not None and sel.cost[0] != "<=" or sel == L.Sel() or sel.cost and sel.keyword \
            or ab.stat == "keyword" and ab.keyword != "Reckless":
        return None
    pre = "while this character is exerted, " if L.flag_name(ab.condition) == "exerted" else ""
    cls = ("damaged " if sel.damaged else "") + (f"{sel.classification} " if sel.classification else "")
    cost = f" with cost {sel.cost[1]} or less" if sel.cost else f" with {sel.keyword}" if sel.keyword else ""
    what = f"gain {ab.keyword}" if ab.stat == "keyword" else f"can't {ab.stat[5:]}"
    return f"{pre}opposing {cls}characters{cost} {what}"


def _opp_while_lead(c: object) -> str | None:
    """The words of a condition :data:`_OPP_WHILE` reads (None: another condition)."""
    if L.flag_name(c) == "opponent_empty_hand":
        return "an opponent has no cards in their hand"
    if not isinstance(c, L.Count) or c.op != ">=":
        return None
    if c.n >= 2 and c.sel == L.Sel(damaged=True):
        return f"there are {c.n} or more characters with damage in play"
    if c.n >= 2 and c.sel == L.Sel(owner="you", exerted=True):
        return f"{c.n} or more characters of yours are exerted"
    if c.n != 1:
        return None
    for words, sel in _OPP_WHILE_COND.items():
        if c.sel == sel:
            return words
    sel = c.sel
    if sel.zone == "discard" and sel.owner == "you" and len(sel.types) == 1 and sel == L.Sel(
            owner="you", zone="discard", types=sel.types, song=sel.song):
        kind = "song" if sel.song else sel.types[0]
        return f"you have {'an' if kind[0] in 'aeiou' else 'a'} {kind} card in your discard"
    return None


def _render_barred(ab: StaticAbility) -> str | None:
    sel, c = ab.sel, ab.condition
    assert sel is not None
    if sel.strength is not None and sel.strength[0] == ">=" and sel == L.Sel(strength=sel.strength) \
            and ab.applies_to == "self" and c is None:
        return f"this character can't be challenged by characters with {sel.strength[1]} ¤ or greater"
    if sel == L.Sel(damaged=True):
        who = "damaged characters"
    elif sel.cost is not None and sel.cost[0] == "<=" and sel == L.Sel(cost=sel.cost):
        who = f"characters with cost {sel.cost[1]} or less"
    else:
        return None
    whom = {"self": "this character", "own_characters": "your characters"}.get(ab.applies_to)
    if whom is None:
        return None
    if c is None:
        return f"{who} can't challenge {whom}"
    if c == L.ZoneCount("hand", "==", 0):
        return f"while you have no cards in your hand, {who} can't challenge {whom}"
    return None


def _render_cost_of(ab: StaticAbility) -> str | None:
    sel = ab.sel
    if sel is None or sel != L.Sel(classification=sel.classification, name=sel.name) \
            or bool(sel.classification) == bool(sel.name):
        return None
    pre = ""
    if ab.condition is not None:
        words = render_count(ab.condition) if isinstance(ab.condition, L.Count) else None
        if words is None:
            return None
        pre = f"while you have {words} in play, "
    whom = f"{sel.classification} characters" if sel.classification else f"characters named {sel.name}"
    return f"{pre}you pay {ab.amount} ⬡ less to play {whom}"


_ = _PRONOUN
