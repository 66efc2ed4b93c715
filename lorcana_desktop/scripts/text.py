"""Printed ability text for the compiler: reminder text removed, spacing normalised; the comparison form."""

from __future__ import annotations

import re

_REMINDER = re.compile(r"\s*\([^)]*\)")
_SPACE = re.compile(r"\s+")
_PUNCT = re.compile(r"[.,:;!—–-]+(?=\s|$)|[•]")
# Pronouns of a chosen character differ per card (he, she, they, it): one form for comparing.
_PRONOUN = re.compile(r"\b(he|she|it)\b")
_OBJECT = re.compile(r"\b(him|her)\b")
_VERB = re.compile(r"\b(gets|gains|loses|deals|draws|quests|challenges)\b")
# Synonyms: a group of cards said with "all" or "each" means the same cards.
_ALL = re.compile(r"\ball ((?:[\w']+ )*?)(characters|items|locations)\b")
_GIVE = re.compile(r"\bgive (chosen [^+-]*?|another chosen [^+-]*?|this character )([+-]\d)")


def clean(text: str) -> str:
    """The printed text without reminder text (CR 5.2.x reminders are not rules) and with single spaces."""
    text = _REMINDER.sub("", text)
    text = text.replace("’", "'").replace("\u00a0", " ")
    return _SPACE.sub(" ", text).strip()


def canon(text: str) -> str:
    """The form two texts are compared in: lower case, no punctuation, one pronoun, one verb form.

    Only spelling is normalised; every word that carries meaning (opposing, other, each, chosen,
    numbers, costs, durations) stays, so a rendering that lost a qualifier does not compare equal.
    """
    t = clean(text).lower()
    t = _PUNCT.sub(" ", t)
    t = re.sub(r"\bwhen\b", "whenever", t)  # a trigger's "when" and "whenever" mean the same (CR 6.2.1)
    t = t.replace("banishes a character in a challenge", "banishes another character in a challenge")
    t = t.replace("remove 1 or more damage from", "remove damage from")  # removing 0 is not removing
    t = t.replace("play this character or another", "play this or another")
    t = t.replace("one or more opponents have no cards in their hands", "an opponent has no cards in their hand")
    t = t.replace("during opponents' turns", "during each opponent's turn")
    t = t.replace("in your opponents' hands", "in opponents' hands")
    t = t.replace("can move here for free", "may move here for free")
    # A static's "if you have X in play, this character gets" is a "while" (CR 6.3); "for each X, this character
    # gets +1 ◊" says the same as "this character gets +1 ◊ for each X".
    t = re.sub(r"^if you have (.+?) in play\s+this character", r"while you have \1 in play this character", t)
    t = re.sub(r"^for each (.+?)\s+(this character (?:gets?|gains?) .+?)\s*$", r"\2 for each \1", t)
    t = _PRONOUN.sub("they", t)
    t = _OBJECT.sub("them", t)
    t = _VERB.sub(lambda m: m.group(1)[:-1], t)
    t = t.replace(" then ", " ")
    t = re.sub(r"\bdamage counters?\b", "damage", t)  # the older wording of the same thing
    t = _ALL.sub(lambda m: f"each {m.group(1) or ''}{m.group(2)[:-1]}", t)
    t = t.replace("each your ", "each of your ").replace("its player's", "their player's")
    # "ready your other characters" is "ready each of your other characters"; one number for the noun
    t = re.sub(r"\b(ready|exert|banish) your ((?:other )?(?:[\w'-]+ )?characters)\b", r"\1 each of your \2", t)
    t = re.sub(r"\beach of your ((?:[\w'-]+ )*?)characters\b", r"each of your \1character", t)
    t = t.replace("from your discard into your hand", "from your discard to your hand")
    t = re.sub(r"\bput (them|the rest) in your (hand|discard)\b", r"put \1 into your \2", t)  # same meaning
    t = re.sub(r"\bput that card into your hand\b", "put they into your hand", t)
    t = t.replace("reveal they to all players", "reveal that card to all players")  # (it -> they above)
    t = re.sub(r"\bif there's (an? [^,]+?) in your discard\b", r"if you have \1 in your discard", t)
    t = t.replace("put that card from your discard into your inkwell", "put that card into your inkwell")  # (it is)
    t = re.sub(r"\bplay that (?:character|item) for free\b", "play they for free", t)
    t = re.sub(r"\bthey enters? play exerted\b", "they enter play exerted", t)
    t = t.replace(" one of your characters", " chosen character of yours")
    t = t.replace(" one of your items", " chosen item of yours")
    t = t.replace("put any card from your hand", "put a card from your hand")
    t = t.replace("at the end of the turn ", "at the end of your turn ")  # an effect played in your turn
    t = t.replace("those characters can't", "they can't")
    t = t.replace("location or item", "item or location")
    t = t.replace(" damage each to up to ", " damage to up to ")  # each of the chosen ones is dealt that much
    t = t.replace(" to each character in play", " to each character")
    t = re.sub(r"\bif (?:they|this character) (has no damage|is exerted|is at a location)\b", r"if this character \1", t)
    t = re.sub(r"\bif there's a card under (?:them|this character)\b", "if there's a card under this character", t)
    t = re.sub(r"\bif the chosen character is named ([^,]+?) (?=they )", r"if a character named \1 is chosen ", t)
    t = re.sub(r"\byou gain (\d+) lore\b", r"gain \1 lore", t)
    t = t.replace("damaged opposing", "opposing damaged").replace("exerted opposing", "opposing exerted")
    t = re.sub(r"\bput them back on the top of your deck in any order\b", "and put them back in any order", t)
    t = t.replace("cards of your deck. put them back", "cards of your deck put them back")
    t = re.sub(r"\bgive ((?:another )?chosen [^+-]*?) (evasive|rush|ward|bodyguard|alert|support|reckless|vanish|challenger"
               r" \+\d|resist \+\d)", r"\1 gain \2", t)
    t = _GIVE.sub(lambda m: f"{m.group(1).strip()} get {m.group(2)}", t)
    return _SPACE.sub(" ", t).strip()


def lower_first(text: str) -> str:
    return text[:1].lower() + text[1:] if text else text


def sentences(text: str) -> list[str]:
    """Split a cleaned ability text into sentences (without their final period)."""
    parts = re.split(r"(?<=\.)\s+", text.strip())
    return [p.removesuffix(".") for p in parts if p]
