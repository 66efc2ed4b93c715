"""Trigger templates: "When you play this character, ..." and friends to trigger events, and back to English."""

from __future__ import annotations

import re
from dataclasses import dataclass

from lorcana_desktop.engine import lang as L
from lorcana_desktop.scripts.selectors import INKS, _fields, parse_sel, sel_words


@dataclass(frozen=True)
class Trigger:
    """What a printed trigger condition means for the engine (CR 6.2)."""

    event: str
    subject: str = "self"
    subject_sel: L.Sel | None = None
    condition: str | None = None
    once: bool = False  # "Once during your turn, whenever ...": only the first resolution a turn has an effect


# (printed form with {t} for "character"/"item"/"location", trigger)
_FORMS: list[tuple[str, Trigger]] = [
    ("when you play this {t}", Trigger("play")),
    ("whenever this character quests", Trigger("quest")),
    ("whenever this character banishes another character in a challenge", Trigger("banishes_in_challenge")),
    ("when this character is banished in a challenge", Trigger("banished_in_challenge")),
    ("when this character is banished", Trigger("banished")),
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
]
# Two triggers in one ability: "When you play this character and whenever he quests, ...".
_DOUBLE = re.compile(r"when you play this character and whenever (?:he|she|they|it) quests")


_PLAY_SEL = re.compile(r"whenever you play (?P<q>a|an|another) (?P<w>.+)")
_ONE_OF = re.compile(r"whenever one of your (?P<other>other )?(?P<cls>[A-Z][\w'-]* )?characters"
                     r"(?: with (?P<kw>Bodyguard|Evasive|Rush|Ward|Support|Reckless|Resist|Challenger))? "
                     r"(?P<ev>quests|challenges another character|is banished in a challenge|is banished"
                     r"|is challenged|sings a song)")
_ONE_OF_EVENTS = {"quests": "quest", "challenges another character": "challenges",
                  "is banished in a challenge": "banished_in_challenge", "is banished": "banished",
                  "is challenged": "challenged", "sings a song": "sing"}


_WHEN = {"during your turn, ": ("your_turn", False), "once during your turn, ": ("your_turn", True),
         "during an opponent's turn, ": ("opponents_turn", False)}


def parse_trigger(prefix: str, card_type: str) -> list[Trigger] | None:
    """The trigger(s) of a printed trigger condition (no comma after the trigger), or None."""
    low = prefix.strip()
    low = low[:1].lower() + low[1:]
    for lead, (cond, once) in _WHEN.items():
        if low.startswith(lead):
            base = _parse_trigger(low[len(lead):], card_type)
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
        if sel is None or sel.owner != "any" or sel.exerted is not None or sel.damaged is not None:
            return None
        return [Trigger("any_play", "any", L.Sel(**{**_fields(sel), "owner": "you", "other": m["q"] == "another"}))]
    m = _ONE_OF.fullmatch(raw)
    if m:
        ev = _ONE_OF_EVENTS[m["ev"]]
        subj = "own_other_character" if m["other"] else "own_character"
        cls = (m["cls"] or "").strip()
        if cls in INKS:
            return None
        kw = m["kw"] or ""
        return [Trigger(ev, subj, L.Sel(owner="you", classification=cls, keyword=kw) if cls or kw else None)]
    return None


def render_trigger(trigs: list[Trigger], card_type: str) -> str | None:
    """The printed form of trigger(s) (lower case), the inverse of :func:`parse_trigger`."""
    if trigs and trigs[0].condition in ("your_turn", "opponents_turn"):
        lead = next(k for k, v in _WHEN.items() if v == (trigs[0].condition, trigs[0].once))
        base = _render_trigger([Trigger(t.event, t.subject, t.subject_sel) for t in trigs], card_type)
        return None if base is None else lead + base
    if any(t.once for t in trigs):
        return None
    return _render_trigger(trigs, card_type)


def _render_trigger(trigs: list[Trigger], card_type: str) -> str | None:
    if len(trigs) == 2 and trigs[0] == Trigger("play") and trigs[1] == Trigger("quest"):
        return "when you play this character and whenever they quest"
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
        cls = sel.classification + " " if sel is not None and sel.classification else ""
        kw = f" with {sel.keyword}" if sel is not None and sel.keyword else ""
        other = "other " if t.subject == "own_other_character" else ""
        ev = next(k for k, v in _ONE_OF_EVENTS.items() if v == t.event)
        return f"whenever one of your {other}{cls}characters{kw} {ev}"
    return None


def split_trigger(text: str) -> tuple[str, str] | None:
    """Split "Trigger condition, effect" at the comma after the trigger condition."""
    m = re.match(r"^((?:(?:Once during your turn|During your turn|During an opponent's turn), )?"
                 r"(?:When|whenever|Whenever|At the start|At the end)[^,]*), (.*)$", text)
    if not m:
        return None
    return m.group(1), m.group(2)
