"""Trigger templates: "When you play this character, ..." and friends to trigger events, and back to English."""

from __future__ import annotations

import re
from dataclasses import dataclass

from lorcana_desktop.engine import lang as L
from lorcana_desktop.scripts.selectors import INKS, _fields, keyword_words, parse_sel, sel_words


@dataclass(frozen=True)
class Trigger:
    """What a printed trigger condition means for the engine (CR 6.2)."""

    event: str
    subject: str = "self"
    subject_sel: L.Sel | None = None
    condition: L.SelfStat | L.Challenged | str | None = None
    once: bool = False  # "Once during your turn, whenever ...": only the first resolution a turn has an effect


# (printed form with {t} for "character"/"item"/"location", trigger)
_FORMS: list[tuple[str, Trigger]] = [
    ("when you play this {t}", Trigger("play")),
    ("whenever this character quests", Trigger("quest")),
    ("whenever a card is put into your inkwell", Trigger("ink", "any", L.Sel(owner="you", types=("card",)))),
    ("whenever this character banishes another character in a challenge", Trigger("banishes_in_challenge")),
    ("when this character is challenged and banished", Trigger("challenged_and_banished")),
    ("when this character challenges and is banished", Trigger("challenges_and_banished")),
    ("whenever a character quests while here", Trigger("quest", "character_here")),
    ("whenever a character is challenged while here", Trigger("challenged", "character_here")),
    ("whenever a character moves here", Trigger("move", "character_here")),
    ("whenever this character moves to a location", Trigger("move")),
    ("whenever you put a card under this character", Trigger("put_under")),
    ("when this character is banished in a challenge", Trigger("banished_in_challenge")),
    ("when this {t} is banished", Trigger("banished")),
    ("whenever this character challenges another character", Trigger("challenges")),
    ("whenever this character is challenged", Trigger("challenged")),
    ("at the start of your turn", Trigger("start_of_turn")),
    ("at the end of your turn", Trigger("end_of_turn")),
    ("whenever this character sings a song", Trigger("sing")),
    ("whenever you play a song", Trigger("any_play", "any", L.Sel(owner="you", types=("action",), song=True))),
    ("whenever you play an action", Trigger("any_play", "any", L.Sel(owner="you", types=("action",)))),
    ("whenever you play an item", Trigger("any_play", "any", L.Sel(owner="you", types=("item",)))),
    ("whenever you play a location", Trigger("any_play", "any", L.Sel(owner="you", types=("location",)))),
    ("whenever you play a character", Trigger("any_play", "any", L.Sel(owner="you"))),
    ("whenever you play another character", Trigger("any_play", "any", L.Sel(owner="you", other=True))),
    ("whenever you play a floodborn character",
     Trigger("any_play", "any", L.Sel(owner="you", classification="Floodborn"))),
    ("whenever one of your characters quests", Trigger("quest", "own_character")),
    ("whenever one of your other characters quests", Trigger("quest", "own_other_character")),
    ("whenever this character quests while at a location", Trigger("quest", condition="at_location")),
    ("whenever one of your characters challenges another character", Trigger("challenges", "own_character")),
    ("whenever one of your other characters is banished in a challenge",
     Trigger("banished_in_challenge", "own_other_character")),
    ("whenever one of your other characters is banished", Trigger("banished", "own_other_character")),
    ("whenever one of your floodborn characters quests",
     Trigger("quest", "own_character", L.Sel(owner="you", classification="Floodborn"))),
    # Rare events (fired only in games where a card listens for them):
    ("when this character leaves play", Trigger("leaves_play")),
    ("whenever you ready this character", Trigger("ready")),
    ("whenever you remove 1 or more damage from one of your characters", Trigger("damage_removed", "own_character")),
    ("whenever you remove 1 or more damage from a character", Trigger("damage_removed", "any")),
    ("whenever you remove damage from one of your characters", Trigger("damage_removed", "own_character")),
    ("whenever you put a card under one of your characters or locations",
     Trigger("put_under", "any", L.Sel(owner="you", types=("character", "location")))),
    ("whenever you play an action that isn't a song",
     Trigger("any_play", "any", L.Sel(owner="you", types=("action",), not_song=True))),
    ("whenever you play an action while this character is exerted",
     Trigger("any_play", "any", L.Sel(owner="you", types=("action",)), condition="exerted")),
    ("whenever one of your items is banished", Trigger("banished", "any", L.Sel(owner="you", types=("item",)))),
    ("whenever an item is banished", Trigger("banished", "any", L.Sel(types=("item",)))),
    ("whenever another character is banished", Trigger("banished", "any", L.Sel(other=True))),
    ("whenever an opposing character is banished", Trigger("banished", "opponent_character")),
    ("whenever another character is banished in a challenge",
     Trigger("banished_in_challenge", "any", L.Sel(other=True))),
    ("whenever a damaged character challenges another character",
     Trigger("challenges", "any", L.Sel(damaged=True))),
    ("whenever a character here challenges another character", Trigger("challenges", "character_here")),
    ("whenever an opposing character takes damage", Trigger("damaged", "opponent_character")),
    ("whenever you draw a card", Trigger("draw", "any", L.Sel(owner="you", types=("card",)))),
    ("whenever you move a character here", Trigger("move", "character_here", L.Sel(owner="you"))),
    ("whenever a character is banished while here", Trigger("banished", "character_here")),
    ("whenever a character is challenged and banished while here", Trigger("challenged_and_banished", "character_here")),
    ("whenever a character banishes another character in a challenge while here",
     Trigger("banishes_in_challenge", "character_here")),
    ("when you shift a character on top of this character", Trigger("shifted_onto", "on_top")),
    ("whenever you discard a card", Trigger("discard", "any", L.Sel(owner="you", types=("card",)))),
    ("whenever an opposing character becomes exerted", Trigger("exerted", "opponent_character")),
    ("whenever one or more of your characters sings a song",
     Trigger("sung", "any", L.Sel(owner="you", types=("action",), song=True))),
    ("whenever you play a second action in a turn",
     Trigger("any_play", "any", L.Sel(owner="you", types=("action",)), condition="second_action")),
    # (actions are played only in your own turn: "during your turn" is part of the printed phrase)
    ("during your turn, whenever you play a third action",
     Trigger("any_play", "any", L.Sel(owner="you", types=("action",)), condition="third_action")),
    ("whenever this character exerts", Trigger("exerted")),
    ("whenever one of your other characters is returned to your hand from play", Trigger("returned", "own_other_character")),
    ("whenever an opponent plays a song",
     Trigger("any_play", "any", L.Sel(owner="opp", types=("action",), song=True))),
    ("whenever an opponent plays a character", Trigger("any_play", "any", L.Sel(owner="opp"))),
    ("whenever one of your pirate characters quests while at a location",
     Trigger("quest", "own_character", L.Sel(owner="you", classification="Pirate", at_location=True))),
    ("when you play a floodborn character on this card",
     Trigger("shifted_onto", "on_top", L.Sel(classification="Floodborn"))),
]
# Two triggers in one ability: "When you play this character and whenever he quests, ...".
_DOUBLE = re.compile(r"when you play this character and whenever (?:he|she|they|it) quests")


_PLAY_SEL = re.compile(r"whenever you play (?P<q>a|an|another) (?P<w>.+)")
_ONE_OF = re.compile(r"whenever one of your (?P<other>other )?(?P<cls>[A-Z][\w'-]* )?characters"
                     r"(?: with (?P<kw>" + keyword_words("Bodyguard|Evasive|Rush|Ward|Support|Reckless|Resist|Challenger") + ")"
                     r"| with (?P<sv>\d+) ¤ or more)? "
                     r"(?P<ev>quests|challenges another character|is banished in a challenge|is banished"
                     r"|is challenged and banished|is challenged|sings a song|banishes another character in a challenge"
                     r"|takes damage|challenges)")
_ONE_OF_EVENTS = {"quests": "quest", "challenges another character": "challenges",
                  "is banished in a challenge": "banished_in_challenge", "is banished": "banished",
                  "is challenged": "challenged", "sings a song": "sing",
                  "banishes another character in a challenge": "banishes_in_challenge", "takes damage": "damaged",
                  "challenges": "challenges_any", "is challenged and banished": "challenged_and_banished"}


_WHEN = {"during your turn, ": ("your_turn", False), "once during your turn, ": ("your_turn", True),
         "during an opponent's turn, ": ("opponents_turn", False), "once per turn, ": (None, True),
         "while this character is exerted, ": ("exerted", False),
         "during your turn, while this character is exerted, ": ("your_turn_exerted", False),
         "while this character is at a location, ": ("at_location", False)}


def parse_trigger(prefix: str, card_type: str) -> list[Trigger] | None:
    """The trigger(s) of a printed trigger condition (no comma after the trigger), or None."""
    low = prefix.strip()
    low = low[:1].lower() + low[1:]
    for form, trig in _FORMS:
        if form.startswith("during ") and form == low.lower():
            return [trig]
    for lead, (cond, once) in sorted(_WHEN.items(), key=lambda kv: -len(kv[0])):  # the longest lead first
        if low.startswith(lead):
            rest = low[len(lead):]
            if "while this character" in lead:  # "..., whenever she challenges": she is this character
                rest = re.sub(r"^whenever (?:he|she|it|they) ", "whenever this character ", rest)
            base = _parse_trigger(rest, card_type)
            if base is None or any(t.condition is not None for t in base):
                return None
            return [Trigger(t.event, t.subject, t.subject_sel, cond, once) for t in base]
    return _parse_trigger(prefix, card_type)


def _parse_trigger(prefix: str, card_type: str) -> list[Trigger] | None:
    raw = prefix.strip()
    raw = raw[:1].lower() + raw[1:]
    p = raw.lower()
    if _DOUBLE.fullmatch(p) and card_type == "character":
        return [Trigger("play"), Trigger("quest")]
    for form, trig in _FORMS:
        if form.format(t=card_type) == p:
            return [trig]
    m = _PLAY_SEL.fullmatch(raw)
    if m:
        sel = parse_sel(m["w"])
        if sel is not None and sel.owner == "any" and sel.exerted is None and sel.damaged is None:
            return [Trigger("any_play", "any", L.Sel(**{**_fields(sel), "owner": "you", "other": m["q"] == "another"}))]
    more = _parse_more(raw, card_type)
    if more is not None:
        return more
    if "banishes a character in a challenge" in p:  # only another character can be banished by it
        return _parse_trigger(raw.replace("banishes a character in", "banishes another character in"), card_type)
    if p.startswith("when ") and not p.startswith("when you play"):  # "when" and "whenever" trigger alike
        alike = _parse_trigger("whenever " + raw[5:], card_type)
        if alike is not None:
            return alike
    m = _ONE_OF.fullmatch(raw)
    if m:
        ev = _ONE_OF_EVENTS[m["ev"]]
        subj = "own_other_character" if m["other"] else "own_character"
        cls = (m["cls"] or "").strip()
        ink = cls if cls in INKS else ""
        kw = m["kw"] or ""
        sv = (">=", int(m["sv"])) if m["sv"] else None
        return [Trigger(ev, subj, L.Sel(owner="you", classification="" if ink else cls, keyword=kw, ink=ink,
                                        strength=sv) if cls or kw or sv else None)]
    return None


# "When you play this character and when he leaves play" / "... and whenever she's challenged" / "... and
# whenever you play a location": the second trigger is read as its own trigger condition.
_AND = re.compile(r"when you play this character and (?P<w>when|whenever) (?P<rest>.+)")
_PRON = re.compile(r"^(?:he|she|they|it)(?P<is>'s| is)? ")
_THIS_OR = re.compile(r"whenever you play this (?:character )?or another (?P<cls>Seven Dwarfs|[A-Z][\w'-]*) character")
_PLAY_INK = re.compile(r"whenever you play (?P<q>an?|another) (?P<ink>[A-Z][a-z]+) character")
_NAMED_QUESTS = re.compile(r"whenever a character of yours named (?P<name>[A-Z][\w'.-]*(?: [A-Z][\w'.-]*)*) quests")
_QUEST_WHILE = re.compile(r"whenever this character quests while (?:he|she|they|it) has (?P<n>\d+) ¤ or more")
_OR_NAMED = re.compile(r"whenever this character or one of your characters named (?P<name>[A-Z][\w'.-]*(?: [A-Z][\w'.-]*)*)"
                       r" challenges another character")
_QUEST_HERE = re.compile(r"whenever an? (?P<cls>[A-Z][\w'-]*) character quests while here")
_CHALLENGES_A = re.compile(r"whenever (?P<who>this character|he|she|one of your (?:(?P<cls>[A-Z][\w'-]*) )?characters) "
                          r"challenges (?P<what>a damaged character|a character with (?P<n>\d+) ¤ or less"
                          r"|an? (?P<tcls>[A-Z][\w'-]*) character)")
_MOVE_HERE = re.compile(r"whenever you move a character with (?P<n>\d+) ¤ or more here")


def _parse_more(raw: str, card_type: str) -> list[Trigger] | None:
    """Trigger conditions of single cards that still follow a pattern (two triggers in one, named subjects)."""
    m = _AND.fullmatch(raw)
    if m and card_type == "character":
        rest = m["rest"]
        pm = _PRON.match(rest)
        if pm:
            rest = "this character " + ("is " if pm["is"] else "") + rest[pm.end():]
        second = _parse_trigger(f"{m['w']} {rest}", card_type)
        if second is None or len(second) != 1 or second[0] == Trigger("play"):
            return None
        return [Trigger("play"), second[0]]
    m = _PLAY_INK.fullmatch(raw)
    if m and m["ink"] in INKS:
        return [Trigger("any_play", "any", L.Sel(owner="you", other=m["q"] == "another", ink=m["ink"]))]
    m = _THIS_OR.fullmatch(raw)
    if m and card_type == "character" and m["cls"] not in INKS:
        return [Trigger("play"), Trigger("any_play", "any", L.Sel(owner="you", other=True, classification=m["cls"]))]
    m = _NAMED_QUESTS.fullmatch(raw)
    if m:
        return [Trigger("quest", "own_character", L.Sel(owner="you", name=m["name"]))]
    m = _QUEST_WHILE.fullmatch(raw)
    if m and card_type == "character":
        return [Trigger("quest", condition=L.SelfStat("strength", int(m["n"])))]
    m = _OR_NAMED.fullmatch(raw)
    if m and card_type == "character":
        return [Trigger("challenges"), Trigger("challenges", "own_character", L.Sel(owner="you", name=m["name"]))]
    m = _QUEST_HERE.fullmatch(raw)
    if m and card_type == "location" and m["cls"] not in INKS:
        return [Trigger("quest", "character_here", L.Sel(classification=m["cls"]))]
    m = _CHALLENGES_A.fullmatch(raw)
    if m and card_type == "character" and (m["cls"] or "") not in INKS and (m["tcls"] or "") not in INKS:
        target = L.Sel(damaged=True) if m["what"] == "a damaged character" else \
            L.Sel(strength=("<=", int(m["n"]))) if m["n"] else L.Sel(classification=m["tcls"])
        own = m["who"].startswith("one of")
        sel = L.Sel(owner="you", classification=m["cls"]) if m["cls"] else None
        return [Trigger("challenges", "own_character" if own else "self", sel, L.Challenged(target))]
    m = _MOVE_HERE.fullmatch(raw)
    if m and card_type == "location":
        return [Trigger("move", "character_here", L.Sel(owner="you", strength=(">=", int(m["n"]))))]
    return None


def _render_more(trigs: list[Trigger], card_type: str) -> str | None:
    """The inverse of :func:`_parse_more` (None: not one of its forms)."""
    if len(trigs) == 2 and trigs[0] == Trigger("play") and card_type == "character":
        t = trigs[1]
        sel = t.subject_sel
        if t.event == "any_play" and sel is not None and sel.other and sel.classification \
                and sel == L.Sel(owner="you", other=True, classification=sel.classification):
            return f"whenever you play this or another {sel.classification} character"
        if t == Trigger("challenges"):
            return None
        if t.event == "challenges" and t.subject == "own_character" and sel is not None and sel.name \
                and sel == L.Sel(owner="you", name=sel.name):
            return None
        second = _render_trigger([t], card_type)
        if second is None:
            return None
        word, _, rest = second.partition(" ")
        if rest.startswith("this character is "):
            rest = "she's " + rest[len("this character is "):]
        elif rest.startswith("this character "):
            rest = "he " + rest[len("this character "):]
        return f"when you play this character and {word} {rest}"
    if len(trigs) == 2 and trigs[0] == Trigger("challenges") and trigs[1].event == "challenges" \
            and trigs[1].subject == "own_character" and trigs[1].subject_sel is not None:
        sel = trigs[1].subject_sel
        if sel == L.Sel(owner="you", name=sel.name) and sel.name:
            return f"whenever this character or one of your characters named {sel.name} challenges another character"
        return None
    if len(trigs) != 1:
        return None
    t = trigs[0]
    sel = t.subject_sel
    if t.event == "any_play" and t.subject == "any" and sel is not None and sel.ink \
            and sel == L.Sel(owner="you", other=sel.other, ink=sel.ink) and t.condition is None:
        q = "another" if sel.other else "an" if sel.ink[0] in "AEIOU" else "a"
        return f"whenever you play {q} {sel.ink} character"
    if t.event == "quest" and t.subject == "own_character" and sel is not None and sel.name \
            and sel == L.Sel(owner="you", name=sel.name):
        return f"whenever a character of yours named {sel.name} quests"
    if t.event == "quest" and t.subject == "self" and isinstance(t.condition, L.SelfStat) \
            and t.condition.stat == "strength" and sel is None:
        return f"whenever this character quests while he has {t.condition.n} ¤ or more"
    if t.event == "quest" and t.subject == "character_here" and sel is not None and sel.classification \
            and sel == L.Sel(classification=sel.classification):
        a = "an" if sel.classification[0] in "AEIOU" else "a"
        return f"whenever {a} {sel.classification} character quests while here"
    if t.event == "challenges" and isinstance(t.condition, L.Challenged) and t.subject in ("self", "own_character"):
        c = t.condition.sel
        if c == L.Sel(damaged=True):
            what = "a damaged character"
        elif c.strength is not None and c.strength[0] == "<=" and c == L.Sel(strength=c.strength):
            what = f"a character with {c.strength[1]} ¤ or less"
        elif c.classification and c == L.Sel(classification=c.classification):
            what = f"{'an' if c.classification[0] in 'AEIOU' else 'a'} {c.classification} character"
        else:
            return None
        if t.subject == "self":
            who = "this character" if sel is None else None
        elif sel is None:
            who = "one of your characters"
        elif sel == L.Sel(owner="you", classification=sel.classification) and sel.classification:
            who = f"one of your {sel.classification} characters"
        else:
            who = None
        return None if who is None else f"whenever {who} challenges {what}"
    if t.event == "move" and t.subject == "character_here" and sel is not None and sel.strength \
            and sel == L.Sel(owner="you", strength=sel.strength) and sel.strength[0] == ">=":
        return f"whenever you move a character with {sel.strength[1]} ¤ or more here"
    return None


def render_trigger(trigs: list[Trigger], card_type: str) -> str | None:
    """The printed form of trigger(s) (lower case), the inverse of :func:`parse_trigger`."""
    if len(trigs) == 1 and trigs[0].condition in ("exerted", "at_location"):
        for form, trig in _FORMS:  # "whenever you play an action while this character is exerted"
            if trig == trigs[0]:
                return form.format(t=card_type)
    if trigs and (trigs[0].condition in ("your_turn", "opponents_turn", "exerted", "your_turn_exerted", "at_location")
                  or trigs[0].condition is None and trigs[0].once):
        lead = next(k for k, v in _WHEN.items() if v == (trigs[0].condition, trigs[0].once))
        base = _render_trigger([Trigger(t.event, t.subject, t.subject_sel) for t in trigs], card_type)
        if base is not None and "while this character" in lead:
            base = base.replace("whenever this character ", "whenever they ", 1)
        return None if base is None else lead + base
    if any(t.once for t in trigs):
        return None
    return _render_trigger(trigs, card_type)


def _render_trigger(trigs: list[Trigger], card_type: str) -> str | None:
    if len(trigs) == 2 and trigs[0] == Trigger("play") and trigs[1] == Trigger("quest"):
        return "when you play this character and whenever they quest"
    more = _render_more(trigs, card_type)
    if more is not None:
        return more
    if len(trigs) != 1:
        return None
    for form, trig in _FORMS:
        if trig == trigs[0]:
            return form.format(t=card_type)
    t = trigs[0]
    if t.event == "any_play" and t.subject_sel is not None:
        w = sel_words(L.Sel(**{**_fields(t.subject_sel), "owner": "any", "other": False}))
        if w is None:
            return None
        q = "another" if t.subject_sel.other else "an" if w[0] in "aeiou" else "a"
        return f"whenever you play {q} {w}"
    if t.event in _ONE_OF_EVENTS.values() and t.subject in ("own_character", "own_other_character"):
        sel = t.subject_sel
        if sel is not None and sel != L.Sel(owner="you", classification=sel.classification, keyword=sel.keyword,
                                            ink=sel.ink, strength=sel.strength) \
                or sel is not None and sel.strength is not None and (sel.strength[0] != ">=" or sel.keyword):
            return None
        cls = sel.classification + " " if sel is not None and sel.classification else ""
        cls += sel.ink + " " if sel is not None and sel.ink else ""
        kw = f" with {sel.keyword}" if sel is not None and sel.keyword else ""
        kw += f" with {sel.strength[1]} ¤ or more" if sel is not None and sel.strength is not None else ""
        other = "other " if t.subject == "own_other_character" else ""
        ev = next(k for k, v in _ONE_OF_EVENTS.items() if v == t.event)
        return f"whenever one of your {other}{cls}characters{kw} {ev}"
    return None


def split_trigger(text: str) -> tuple[str, str] | None:
    """Split "Trigger condition, effect" at the comma after the trigger condition."""
    m = re.match(r"^((?:(?:Once during your turn|Once per turn|During your turn|During an opponent's turn"
                 r"|While this character is exerted|During your turn, while this character is exerted"
                 r"|While this character is at a location), )?"
                 r"(?:When|when|whenever|Whenever|At the start|At the end)[^,]*), (.*)$", text)
    if not m:
        return None
    return m.group(1), m.group(2)
