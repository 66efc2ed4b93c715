"""Trigger templates: "When you play this character, ..." and friends to trigger events, and back to English."""

from __future__ import annotations

import re
from dataclasses import dataclass

from lorcana_desktop.engine import lang as L


@dataclass(frozen=True)
class Trigger:
    """What a printed trigger condition means for the engine (CR 6.2)."""

    event: str
    subject: str = "self"
    subject_sel: L.Sel | None = None
    condition: str | None = None


# (printed form with {t} for "character"/"item"/"location", trigger)
_FORMS: list[tuple[str, Trigger]] = [
    ("when you play this {t}", Trigger("play")),
    ("whenever this character quests", Trigger("quest")),
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
    ("whenever one of your floodborn characters quests",
     Trigger("quest", "own_character", L.Sel(owner="you", classification="Floodborn"))),
]
# Two triggers in one ability: "When you play this character and whenever he quests, ...".
_DOUBLE = re.compile(r"when you play this character and whenever (?:he|she|they|it) quests")


def parse_trigger(prefix: str, card_type: str) -> list[Trigger] | None:
    """The trigger(s) of a printed trigger condition (lower case, no comma), or None."""
    p = prefix.strip().lower()
    if _DOUBLE.fullmatch(p) and card_type == "character":
        return [Trigger("play"), Trigger("quest")]
    for form, trig in _FORMS:
        if form.format(t=card_type) == p:
            return [trig]
    return None


def render_trigger(trigs: list[Trigger], card_type: str) -> str | None:
    """The printed form of trigger(s) (lower case), the inverse of :func:`parse_trigger`."""
    if len(trigs) == 2 and trigs[0] == Trigger("play") and trigs[1] == Trigger("quest"):
        return "when you play this character and whenever they quest"
    if len(trigs) != 1:
        return None
    for form, trig in _FORMS:
        if trig == trigs[0]:
            return form.format(t=card_type)
    return None


def split_trigger(text: str) -> tuple[str, str] | None:
    """Split "Trigger condition, effect" at the comma after the trigger condition."""
    m = re.match(r"^((?:When|Whenever|At the start|At the end)[^,]*), (.*)$", text)
    if not m:
        return None
    return m.group(1), m.group(2)
