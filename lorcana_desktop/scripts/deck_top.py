"""Clause templates for the top of a deck and the discard as a source: look at / reveal the top N, Boost piles,
return, play, ink, put on the top or bottom, or shuffle cards from a discard.

Each template reads a whole clause (``re.fullmatch``) into typed steps and the renderer below writes the steps
back in the same words, so a qualifier the templates do not know ("that isn't a song card") leaves the
ability manual. The phrases of cards in a deck or a discard ("a Racer character card with cost 6 or less",
"an item card named Pawpsicle", "a character, item, or location card") are read by :func:`card_sel`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import StaticAbility
from lorcana_desktop.scripts.effects import (
    RENDERERS,
    SENTENCES,
    card_count,
    parse_clause,
    render_steps,
    template,
)
from lorcana_desktop.scripts.selectors import (
    INKS,
    Ctx,
    keyword_words,
    parse_sel,
    parse_target,
    render_target,
    sel_words,
)

_TYPE_WORDS = {
    "character": ("character",), "item": ("item",), "action": ("action",), "location": ("location",),
    "song": ("action",), "character, item, or location": ("character", "item", "location"),
    "character or item": ("character", "item"), "character or location": ("character", "location"),
    "item or location": ("item", "location"), "non-character": ("action", "item", "location"), "": ("card",),
}
_WORDS_OF = {v: k for k, v in _TYPE_WORDS.items() if k != "song"}
_KW = keyword_words("Singer|Support|Evasive|Bodyguard|Rush|Ward|Reckless|Challenger|Resist|Alert|Vanish|Boost|Shift")
_CARD = re.compile(
    r"(?P<cls>(?:[A-Z][\w'-]* )+)?(?P<type>character, item, or location|character or item|character or location"
    r"|item or location|non-character|character|item|action|location|song)? ?card(?P<pl>s)?"
    r"(?: with (?:cost (?P<c>\d+) or (?P<cop>less|more)|(?P<sv>\d+) (?P<sym>[¤⛉]) or (?P<sop>less|more)"
    r"|(?P<kw>" + _KW + r")))?(?P<each> each)?(?: named (?P<name>.+))?")


def card_sel(words: str, plural: bool, zone: str = "discard", owner: str = "you") -> L.Sel | None:
    """"Racer character card with cost 6 or less" (no article) as a selector of cards in ``zone``."""
    m = _CARD.fullmatch(words)
    if m is None or bool(m["pl"]) != plural or (m["each"] and not (plural and m["c"])):
        return None
    cls = (m["cls"] or "").strip()
    t = m["type"] or ""
    if any(w in INKS or w in ("Chosen", "Each", "Another") for w in cls.split()) or (cls and t not in ("character", "")):
        return None
    name = m["name"] or ""
    if name and (name != name.strip() or " or " in name or name[:1].islower()):
        return None
    cost = strength = willpower = None
    if m["c"]:
        cost = ("<=" if m["cop"] == "less" else ">=", int(m["c"]))
    if m["sv"]:
        c = ("<=" if m["sop"] == "less" else ">=", int(m["sv"]))
        strength, willpower = (c, None) if m["sym"] == "¤" else (None, c)
    return L.Sel(owner=owner, zone=zone, types=_TYPE_WORDS[t], song=t == "song", classification=cls, cost=cost,
                 strength=strength, willpower=willpower, keyword=m["kw"] or "", name=name)


def card_words(sel: L.Sel, plural: bool, each: bool = False) -> str | None:
    """The words of :func:`card_sel` back (no article)."""
    t = "song" if sel.song else _WORDS_OF.get(sel.types)
    if t is None or (sel.song and sel.types != ("action",)) or sel.damaged is not None or sel.exerted is not None \
            or sel.at_location is not None:
        return None
    parts = [p for p in (sel.classification, t) if p]
    parts.append("cards" if plural else "card")
    for c, what in ((sel.cost, "cost {} or {}"), (sel.strength, "{} ¤ or {}"), (sel.willpower, "{} ⛉ or {}")):
        if c is not None:
            parts.append("with " + what.format(c[1], "less" if c[0] == "<=" else "more"))
    if sel.keyword:
        parts.append(f"with {sel.keyword}")
    if each:
        parts.append("each")
    if sel.name:
        parts.append(f"named {sel.name}")
    return " ".join(parts)


def _article(words: str) -> str:
    return "an" if words[:1].lower() in "aeiou" else "a"


def one_card(phrase: str, zone: str = "discard", owner: str = "you") -> L.Sel | None:
    """"a Pirate character card" / "another item card": a selector (``other`` for "another")."""
    art, _, words = phrase.partition(" ")
    sel = card_sel(words, False, zone, owner)
    if sel is None or art not in ("a", "an", "another"):
        return None
    if art == "another":
        return L.Sel(**{**_fields(sel), "other": True})
    return sel if art == _article(words) else None


def one_card_words(sel: L.Sel) -> str | None:
    w = card_words(L.Sel(**{**_fields(sel), "other": False}), False)
    return None if w is None else f"{'another' if sel.other else _article(w)} {w}"


def _fields(sel: L.Sel) -> dict[str, Any]:
    return {f: getattr(sel, f) for f in sel.__dataclass_fields__}


def _alternatives(phrase: str, zone: str) -> tuple[L.Sel, ...] | None:
    """"a Super character card or an item card": each alternative a selector."""
    parts = re.split(r" or (?=an? )", phrase)
    sels = tuple(one_card(p, zone, "any") for p in parts)
    if any(s is None or s.other for s in sels):
        return None
    return sels  # type: ignore[return-value]


def _alternatives_words(sels: tuple[L.Sel, ...]) -> str | None:
    words = [one_card_words(s) for s in sels]
    return None if any(w is None for w in words) else " or ".join(words)  # type: ignore[arg-type]


# ------------------------------------------------------------------ from the discard


@template("return a kind of card from discard", r"return (?P<c>(?:an?|another) .+?) from your discard to your hand")
def _return_kind(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    sel = one_card(m["c"])
    if sel is None:
        return None
    var = ctx.new_var()
    return [L.Choose(var, sel), L.ReturnToHand(var)]


@template("return up to N of a kind from discard", r"return up to (?P<n>\d+) (?P<c>.+?) from your discard "
          r"(?:to|into) your hand")
def _return_up_to(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = int(m["n"])
    sel = card_sel(m["c"], n > 1)
    if sel is None or n < 2:
        return None
    var = ctx.new_var()
    return [L.Choose(var, sel, n, True), L.ReturnToHand(var)]


@template("play from discard for free", r"play (?P<a>an?) (?P<t>character|item|action|location)(?: with cost "
          r"(?P<c>\d+) or less)? from your discard for free")
def _play_from_discard(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    if m["a"] != _article(m["t"]):
        return None
    var = ctx.new_var()
    sel = L.Sel(owner="you", zone="discard", types=(m["t"],), cost=("<=", int(m["c"])) if m["c"] else None)
    return [L.Choose(var, sel), L.PlayFree(var)]


@template("put from a discard on the top or bottom of a deck", r"put (?P<c>up to \d+ cards|an? .+?) from "
          r"(?P<whose>your|chosen player's) discard on the (?P<end>top|bottom) of (?P<deck>your|their) deck"
          r"(?P<order> in any order)?")
def _discard_to_deck(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    mine = m["whose"] == "your"
    if mine != (m["deck"] == "your"):
        return None
    up = re.fullmatch(r"up to (\d+) cards", m["c"])
    n = int(up.group(1)) if up else 1
    if (n > 1) != bool(m["order"]) or (up and n < 2) or (m["order"] and m["end"] == "top"):
        return None
    sel = L.Sel(owner="any", zone="discard", types=("card",)) if up else one_card(m["c"], "discard",
                                                                                   "you" if mine else "any")
    if sel is None or sel.other:
        return None
    steps: list[L.Step] = []
    of = ""
    if not mine:
        of = ctx.new_var()
        steps.append(L.Choose(of, "player"))
    var = ctx.new_var()
    steps.append(L.Choose(var, sel, n, bool(up), of=of))
    steps.append(L.PutBottom(var) if m["end"] == "bottom" else L.PutTop(var))
    return steps


@template("put from your discard into your inkwell", r"put (?P<c>up to \d+ cards|an? .+?) from your discard into "
          r"your inkwell facedown and exerted")
def _discard_to_inkwell(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    up = re.fullmatch(r"up to (\d+) cards", m["c"])
    if up and int(up.group(1)) < 2:
        return None
    sel = L.Sel(owner="you", zone="discard", types=("card",)) if up else one_card(m["c"])
    if sel is None or sel.other:
        return None
    var = ctx.new_var()
    return [L.Choose(var, sel, int(up.group(1)) if up else 1, bool(up)), L.ToInkwell(var, True)]


@template("shuffle a card from any discard", r"shuffle a card from any discard into its player's deck")
def _shuffle_any(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    var = ctx.new_var()
    return [L.Choose(var, L.Sel(zone="discard", types=("card",))), L.ShuffleIntoDeck(var)]


# ------------------------------------------------------------------ the top of decks


@template("each opponent mills", r"each opponent puts the top (?:(?P<n>\d+) cards|card) of their deck into their "
          r"discard")
def _opponents_mill(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = int(m["n"]) if m["n"] else 1
    return None if m["n"] and n < 2 else [L.Mill("opponents", n)]


@template("each player inks the top", r"each (?P<who>player|opponent) puts the top (?:(?P<n>\d+) cards|card) of "
          r"their deck into their inkwell facedown and exerted")
def _each_inks(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = int(m["n"]) if m["n"] else 1
    if m["n"] and n < 2:
        return None
    return [L.InkTop("each" if m["who"] == "player" else "opponents", True, n)]


@template("boost a character from the top", r"put the top card of your deck facedown under one of your characters "
          r"or locations with Boost")
def _under_boost(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    var = ctx.new_var()
    return [L.Choose(var, L.Sel(owner="you", types=("character", "location"), keyword="Boost")), L.PutUnderTop(var)]


_BOOST_SEL = L.Sel(owner="you", types=("character", "location"), keyword="Boost")


@template("put the top card under them", r"put the top card of your deck facedown under them")
def _under_them(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.PutUnderTop("trigger")]  # the card the trigger names ("whenever you play a character with Boost")


@template("return that card", r"return that card to your hand")
def _return_that_card(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.ReturnToHand("trigger_card")]  # the card of the trigger, now in the discard


@template("then", r"then,? (?P<may>you may )?(?P<rest>.+)")
def _then(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    """"Then, [you may] ..." as its own sentence: the steps follow the ones before (a "you may" ends the effect
    when declined, CR 6.1.4)."""
    got = parse_clause(m["rest"], ctx)
    if got is None and not m["may"] and m["rest"].startswith("if "):  # "Then, if you have ... in play, draw a card."
        body = SENTENCES.read_body(m["rest"][:1].upper() + m["rest"][1:] + ".", ctx.card_type, ctx)
        return None if isinstance(body, str) else body[0]
    return None if got is None else [*([L.May()] if m["may"] else []), *got[0]]


@template("each player reveals the top card", r"each (?P<who>player|opponent) reveals the top card of their deck\. if "
          r"it's (?P<c>an? .+?), they may put it into their hand\. otherwise, (?P<they>they )?put it on the bottom of "
          r"their deck")
def _each_reveals(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    sel = one_card(m["c"], "play", "any")
    if sel is None or sel.other or (m["who"] == "player") == bool(m["they"]):
        return None
    return [L.EachRevealTop("each" if m["who"] == "player" else "opponents", sel)]


@template("shuffle into a deck", r"shuffle (?P<what>this card into your deck(?: to (?P<to>.+))?|(?P<t>(?:another )?"
          r"chosen .+?) into their player's deck\. that player draws (?P<n>a|\d+) cards?)")
def _shuffle(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    if m["t"] is None:
        if m["to"] is None:
            return [L.ShuffleIntoDeck("self")]
        got = parse_clause(m["to"], ctx)  # "to draw 3 cards"
        return None if got is None else [L.ShuffleIntoDeck("self"), *got[0]]
    words = m["t"].removesuffix(" card") if m["t"].endswith("character card") else m["t"]
    t = parse_target(words, ctx)
    n = card_count(m["n"])
    if t is None or len(t[0]) != 1 or not isinstance(t[1], str) or n is None:
        return None
    choose = t[0][0]
    assert isinstance(choose, L.Choose)
    if m["t"].endswith(" card") != (choose.sel.types == ("character",) and choose.sel.other):
        return None  # "another chosen character card" (as printed); other phrases without "card"
    return [choose, L.ShuffleIntoDeck(t[1]), L.Draw(f"owner:{t[1]}", n)]


@template("shuffle all from discards", r"(?P<each>each player shuffles|shuffle) all (?P<c>.+?) from (?P<whose>your|their) "
          r"discard into (?P<deck>your|their) deck")
def _shuffle_all(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    each = m["each"] != "shuffle"
    if {m["whose"], m["deck"]} != {"their" if each else "your"}:
        return None
    sel = card_sel(m["c"], True, "discard", "any" if each else "you")
    return None if sel is None or sel.other else [L.ShuffleAll(sel)]


@template("all of a kind from your discard to the bottom", r"put all (?P<c>.+?) from your discard on the bottom of your "
          r"deck in any order")
def _all_to_bottom(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    sel = card_sel(m["c"], True)
    return None if sel is None or sel.other else [L.AllToBottom(sel)]


@template("choose from an opponent's discard and shuffle", r"choose up to (?P<n>\d+) cards from chosen opponent's "
          r"discard and shuffle them into their deck")
def _shuffle_chosen(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = int(m["n"])
    if n < 2:
        return None
    opp, var = ctx.new_var(), ctx.new_var()
    return [L.Choose(opp, "opponent"), L.Choose(var, L.Sel(zone="discard", types=("card",)), n, True, of=opp),
            L.ShuffleIntoDeck(var)]


@template("put all from your discard into your inkwell", r"put all (?P<c>.+?) from your discard into your inkwell "
          r"facedown and exerted")
def _all_to_inkwell(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    sel = card_sel(m["c"], True)
    return None if sel is None or sel.other else [L.ToInkwell(sel, True)]


@template("put on the bottom of their deck", r"put (?P<t>chosen .+?) on the bottom of their player's deck|put all "
          r"(?P<all>.+?)s on the bottom of their players' decks in any order")
def _to_bottom(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    if m["all"]:
        words = m["all"] + "s"
        sel = parse_sel(words.replace("characters", "character", 1) if " with " in words else m["all"])
        return None if sel is None or sel.owner == "you" else [L.ToDeckBottom(sel)]
    t = parse_target(m["t"], ctx)
    return None if t is None or not t[0] else [*t[0], L.ToDeckBottom(t[1])]


@template("put from your hand on your deck", r"put (?P<n>a card|\d+ cards) from your hand on the (?P<end>top|bottom) of "
          r"your deck(?P<order> in any order)?")
def _hand_to_deck(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = 1 if m["n"] == "a card" else int(m["n"].split()[0])
    if (n > 1) != bool(m["order"]) or m["n"] != "a card" and n < 2:
        return None
    var = ctx.new_var()
    choose = L.Choose(var, L.Sel(owner="you", zone="hand", types=("card",)), n)
    return [choose, L.PutBottom(var) if m["end"] == "bottom" else L.PutTop(var)]


_SEARCH = (
    ((r"search your deck for (?P<c>.+?), reveal that card to all players, and put it into your hand\. then, shuffle "
      r"your deck"), "hand"),
    ((r"search your deck for (?P<c>.+?) and reveal (?:that card|it) to all players\. shuffle your deck and put that "
      r"card on top of it"), "top"),
)


@template("search your deck", "|".join(f"(?:{p})".replace("(?P<c>", f"(?P<c{k}>") for k, (p, _) in enumerate(_SEARCH)))
def _search(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    k = next(k for k in range(len(_SEARCH)) if m[f"c{k}"] is not None)
    sels = _alternatives(m[f"c{k}"], "play")
    if sels is None:
        return None
    if k == 1 and "reveal it to" in m.group(0) and len(sels) == 1:
        return None
    return [L.SearchDeck(sels, "top" if k == 1 else "hand")]


@template("if you have cards in your discard", r"if (?:you have (?P<c>.+?)|there's (?P<c2>an? .+?)) in your discard, "
          r"(?P<rest>.+)")
def _if_discard(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    """"If you have 2 or more Gargoyle character cards in your discard, gain 2 lore" (counted as it resolves)."""
    words = m["c"] or m["c2"]
    many = re.fullmatch(r"(?P<n>\d+) or more (?P<w>.+)", words)
    sel = card_sel(many["w"], True) if many else one_card(words)
    if sel is None or sel.other or many and int(many["n"]) < 2:
        return None
    got = parse_clause(m["rest"], ctx)
    if got is None:
        return None
    return [L.If(L.Count(sel, ">=", int(many["n"]) if many else 1), tuple(got[0]))]


def render_discard_count(c: L.Count) -> str | None:
    """The condition of :func:`_if_discard` back in words ("if you have a song card in your discard")."""
    sel = c.sel
    if c.op != ">=" or sel.zone != "discard" or sel.owner != "you" or sel.other:
        return None
    w = card_words(sel, c.n > 1) if c.n > 1 else one_card_words(sel)
    return None if w is None else f"if you have {f'{c.n} or more ' if c.n > 1 else ''}{w} in your discard"


_WHILE_DISCARD = re.compile(r"while you have (?P<c>.+?) in your discard, (?P<rest>this character .+)")


_PER_DISCARD = re.compile(r"for each (?P<c>.+?) in your discard, you pay (?P<n>\d+) ⬡ less to play this character")


def parse_discard_static(text: str, name: str, card_type: str, parse: Any) -> list[StaticAbility] | None:
    """"While you have an item card in your discard, this character gets +2 ¤." (counted while it applies);
    "For each character card in your discard, you pay 1 ⬡ less to play this character." (CR 4.3.6)."""
    per = _PER_DISCARD.fullmatch(text)
    if per is not None:
        sel = card_sel(per["c"], False)
        if sel is None or sel.other or card_type != "character":
            return None
        return [StaticAbility(name, "self", "cost", int(per["n"]), per=L.CountOf(sel))]
    m = _WHILE_DISCARD.fullmatch(text)
    if m is None:
        return None
    many = re.fullmatch(r"(?P<n>\d+) or more (?P<w>.+)", m["c"])
    sel = card_sel(many["w"], True) if many else one_card(m["c"])
    if sel is None or sel.other or many and int(many["n"]) < 2 or sel.types == ("card",) and many:
        return None  # ("10 or more cards in your discard" is a ZoneCount of the statics module)
    inner = parse(m["rest"], name, card_type)
    if not inner or any(ab.condition is not None for ab in inner):
        return None
    cond = L.Count(sel, ">=", int(many["n"]) if many else 1)
    return [replace(ab, condition=cond) for ab in inner]


def render_discard_static(ab: StaticAbility, card_type: str, render: Any) -> str | None:
    if isinstance(ab.per, L.CountOf):
        w = card_words(ab.per.sel, False)
        if w is None or ab.condition is not None or (ab.applies_to, ab.stat, ab.per.times) != ("self", "cost", 1) \
                or ab.per.sel.owner != "you":
            return None
        return f"for each {w} in your discard, you pay {ab.amount} ⬡ less to play this character"
    inner = render(replace(ab, condition=None), card_type)
    words = render_discard_count(ab.condition) if isinstance(ab.condition, L.Count) else None
    if inner is None or words is None or not inner.startswith("this character "):
        return None
    return f"while {words.removeprefix('if ')}, {inner}"


@template("gets +N for each card in your discard", r"(?P<t>chosen .+?) gets \+(?P<n>\d+) ¤ this turn for each "
          r"(?P<c>.+?) in your discard")
def _per_discard(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    words = m["c"]
    sel = card_sel(words, False)
    t = parse_target(m["t"], ctx)
    if sel is None or sel.other or t is None or not t[0]:
        return None
    return [*t[0], L.Stat(t[1], "strength", L.CountOf(sel, int(m["n"])), "turn")]


@template("put that card into your inkwell", r"put that card from your discard into your inkwell facedown and exerted")
def _that_card_to_inkwell(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.ToInkwell("trigger_card", True)]


@template("its player inks the top card", r"its player puts the top card of their deck into their inkwell facedown "
          r"and exerted")
def _its_player_inks(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return None if not ctx.last or ctx.last == "self" else [L.InkTop(f"owner:{ctx.last}", True)]


@template("reveal until", r"reveal cards from the top of your deck until you reveal (?P<c>an? .+?)\. put that card "
          r"into your hand and shuffle the rest into your deck")
def _reveal_until(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    sel = one_card(m["c"], "play", "any")
    return None if sel is None or sel.other else [L.RevealUntil(sel)]


@template("name a card, then reveal the top card", r"name a card, then reveal the top card of your deck\. if it's the "
          r"named card, put (?:it|that card) into your (?P<to>hand|inkwell facedown and exerted)(?: and (?P<then>.+?))?"
          r"\. otherwise, put it on the top of your deck")
def _name_reveal(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    then: list[L.Step] = []
    if m["then"]:
        got = parse_clause(m["then"], ctx)  # "gain 3 lore"
        if got is None:
            return None
        then = got[0]
    var = f"n{ctx.new_var()}"
    return [L.NameCard(var), L.RevealNamed(var, "hand" if m["to"] == "hand" else "inkwell", tuple(then))]


@template("name a card, return all with that name", r"name a card\. return all (?P<c>.+?) with that name from your "
          r"discard to your hand")
def _name_return(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    sel = card_sel(m["c"], True)
    if sel is None or sel.other or sel.name:
        return None
    var = f"n{ctx.new_var()}"
    return [L.NameCard(var), L.ReturnNamed(var, sel)]


@template("this card on the top of your deck", r"put this card on the top of your deck")
def _self_to_top(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.PutTop("self")]


@template("that card into your inkwell", r"put that card into your inkwell facedown and exerted")
def _that_card_inks(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.ToInkwell("trigger_card", True)]  # the banished card of the trigger, from the discard


@template("cards from under this one into your hand", r"put all cards from under (?:him|her|it|this character) into "
          r"your hand")
def _under_to_hand(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return None if ctx.card_type != "character" else [L.UnderTo("self", "hand")]


@template("cards from under a chosen one to the bottom", r"put all cards from under (?P<t>chosen .+?) on the bottom of "
          r"their player's deck in a random order")
def _under_to_bottom(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    t = parse_target(m["t"], ctx)
    if t is None or len(t[0]) != 1 or not isinstance(t[1], str):
        return None
    return [*t[0], L.UnderTo(t[1], "bottom")]


@template("look at as many as are under him", r"look at a number of cards from the top of your deck equal to the number "
          r"of cards under (?:him|her|it)\. put one into your hand and put the rest on the bottom of your deck in any "
          r"order")
def _look_under_count(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.LookPick(L.StatOf("self", "under"), (H,), "bottom")] if ctx.card_type == "character" else None


@template("reveal and repeat", r"reveal the top card of your deck\. if it's (?P<c>an? .+?), put it into your hand and "
          r"repeat this effect\. otherwise, put it on either the top or the bottom of your deck")
def _reveal_repeat(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    sel = one_card(m["c"], "play", "any")
    return None if sel is None or sel.other else [L.RevealRepeat(sel)]


@template("put all into their players' inkwells", r"put all (?P<w>.+?) into their players' inkwells facedown and "
          r"exerted")
def _all_to_inkwells(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    words = m["w"]
    one = words.replace("characters", "character", 1) if " with " in words else words.removesuffix("s")
    sel = parse_sel(one) if one != words else None
    return None if sel is None or sel.owner == "you" else [L.ToInkwell(sel, True)]


@template("this character under a Boost card", r"put this character facedown under one of your characters or "
          r"locations with Boost")
def _self_under(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    if ctx.card_type != "character":
        return None
    var = ctx.new_var()
    return [L.Choose(var, L.Sel(owner="you", types=("character", "location"), keyword="Boost", other=True)),
            L.PutSelfUnder(var)]


@template("another player may", r"(?P<who>chosen opponent|each opponent) may (?P<rest>draw a card|put the top card of "
          r"their deck into their inkwell facedown and exerted)")
def _player_may(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    inner: L.Step = L.Draw("_pm", 1) if m["rest"] == "draw a card" else L.InkTop("_pm", True)
    if m["who"] == "each opponent":
        return [L.PlayerMay("opponents", (inner,))]
    var = ctx.new_var()
    return [L.Choose(var, "opponent"), L.PlayerMay(var, (inner,))]


@template("each opponent puts one of theirs on the bottom", r"each opponent chooses one of their characters and puts that "
          r"card on the bottom of their deck")
def _opponents_bottom(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    var = ctx.new_var()
    return [L.Choose(var, L.Sel(), by="opponents"), L.ToDeckBottom(var)]


@template("draw from the bottom", r"draw a card from the bottom of your deck")
def _draw_bottom(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.DrawBottom(1)]


@template("this card from your discard on the bottom", r"put this card from your discard on the bottom of your deck")
def _self_to_bottom(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.PutBottom("self")]


_ONE_TOP = {  # "look at the top card of ...": (whose deck, where it may go, "you may") -> the printed words
    ("chosen", "bottom", False): "look at the top card of chosen player's deck. put it on either the top or the "
                                 "bottom of their deck",
    ("chosen", "discard", False): "look at the top card of chosen player's deck. put it on top of their deck or into "
                                  "their discard",
    ("you", "discard", False): "look at the top card of your deck. put it on either the top of your deck or into your "
                               "discard",
    ("you", "bottom", True): "look at the top card of your deck. you may put it on either the top or the bottom of "
                             "your deck",
}
_ONE_TOP_OF = {v: k for k, v in _ONE_TOP.items()}


@template("look at the top card, then top or elsewhere", "|".join(re.escape(t) for t in _ONE_TOP_OF))
def _one_top(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    whose, to, may = _ONE_TOP_OF[m.group(0)]
    out: list[L.Step] = []
    who = "you"
    if whose == "chosen":
        who = ctx.new_var()
        out.append(L.Choose(who, "player"))
    return [*out, L.LookPick(1, (L.Pick((), 1, to, up_to=True),), "", who, may=may)]


@template("look at the top card of each opponent's deck", r"look at the top card of each opponent's deck")
def _peek(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.LookPick(1, (), "", "opponents")]


@template("count your characters", r"count the number of characters you have in play\. (?P<rest>you pay that amount "
          r"of ⬡ less for the next character you play this turn|chosen character loses ¤ equal to that number until "
          r"the start of your next turn)")
def _count(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    if m["rest"].startswith("you pay"):
        return [L.CostReduction("you", L.CountOf(L.Sel(owner="you")), "character")]
    var = ctx.new_var()
    return [L.Choose(var, L.Sel()), L.Stat(var, "strength", L.CountOf(L.Sel(owner="you"), -1), "next_turn")]

# "Look at the top N": the head, the picks, the rest, and any clauses after them.
_HEAD = re.compile(r"(?P<verb>look at|reveal) the top (?P<n>\d+) cards of (?P<deck>your deck|chosen player's deck)")
_REST = {"bottom": "put the rest on the bottom of your deck in any order", "discard": "put the rest into your discard",
         "top": "put the rest on the top of your deck in any order"}
_REST_OF = {v: k for k, v in _REST.items()} | {"put the rest in your discard": "discard"}  # (canon: same words)
H, I, T = (L.Pick(to="hand"), L.Pick(to="inkwell"), L.Pick(to="top"))  # one card to hand / inkwell / top
# Fixed wordings: (text, deck count (0: any), picks, rest, of a chosen player's deck)
_FIXED: tuple[tuple[str, int, tuple[L.Pick, ...], str, bool], ...] = (
    ("put one into your hand and the other into your inkwell facedown and exerted", 2, (H,), "inkwell", False),
    ("put one into your inkwell facedown and exerted and the other on the top of your deck", 2, (I,), "top", False),
    ("put one into your hand and the other on the bottom of your deck", 2, (H,), "bottom", False),
    (("put one into your inkwell facedown and exerted, one on the top of your deck, and one on the bottom of your "
      "deck"), 3, (I, T), "bottom", False),
    ("put one on the top of their deck and the rest on the bottom of their deck in any order", 0, (T,), "bottom",
     True),
    ("put 1 on the top of your deck and the rest on the bottom in any order", 0, (T,), "bottom", False),
    ("put any number of them on the top or the bottom of your deck in any order", 0,
     (L.Pick(n=L.ANY_NUMBER, to="top"),), "bottom", False),
    # one may go to the bottom, then one of those left into the inkwell: the other stays on top
    ("put one on either the top or the bottom of your deck and the other into your inkwell facedown and exerted", 2,
     (L.Pick(to="bottom", up_to=True), I), "top", False),
)
_REVEAL_PICK = re.compile(r"(?P<may>you may )?reveal (?P<cards>.+?) and (?P<do>put (?:it|them) in(?:to)? your hand|"
                          r"play it for free)")


def _pick_cards(phrase: str) -> tuple[L.Pick, ...] | None:
    """"a Toy character card or a location card named Andy's Room" / "up to 2 Toy character cards" /
    "any number of Pirate character cards" / "up to 1 character card and up to 1 item card"."""
    picks: list[L.Pick] = []
    for part in phrase.split(" and up to "):
        if picks:
            part = "up to " + part
        many = re.fullmatch(r"(?:any number of|up to (?P<n>\d+)) (?P<w>.+)", part)
        if many:
            n = int(many["n"]) if many["n"] else L.ANY_NUMBER
            sel = card_sel(many["w"], n > 1, "play", "any")
            if sel is None:
                return None
            picks.append(L.Pick((sel,), n, "hand", up_to=bool(many["n"])))
        else:
            sels = _alternatives(part, "play")
            if sels is None or picks:
                return None
            picks.append(L.Pick(sels, 1, "hand"))
    if len(picks) > 1 and any(not p.up_to for p in picks):
        return None
    return tuple(picks)


def _pick_words(picks: tuple[L.Pick, ...]) -> str | None:
    out = []
    for p in picks:
        if p.up_to or p.n == L.ANY_NUMBER:
            w = card_words(p.sels[0], p.n > 1) if len(p.sels) == 1 else None
            if w is None:
                return None
            out.append(f"up to {p.n} {w}" if p.up_to else f"any number of {w}")
        else:
            w = _alternatives_words(p.sels)
            if w is None:
                return None
            out.append(w)
    return " and ".join(out)


@template("look at the top N, pick", r"(?P<head>(?:look at|reveal) the top \d+ cards of (?:your deck|chosen player's "
          r"deck))\. (?P<body>.+)")
def _look_pick(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    h = _HEAD.fullmatch(m["head"])
    assert h is not None
    n = int(h["n"])
    reveal = h["verb"] == "reveal"
    chosen = h["deck"] != "your deck"
    sents = m["body"].split(". ")
    first = sents.pop(0)
    step: L.LookPick | None = None
    for text, count, picks, rest, of in _FIXED:
        if first == text and count in (0, n) and of == chosen and not reveal:
            step = L.LookPick(n, picks, rest, "you")
    if step is None and not chosen:
        rp = _REVEAL_PICK.fullmatch(first)
        k = re.fullmatch(r"put (?P<k>\d+) into your hand", first)
        if rp and not reveal and sents and sents[0] in _REST_OF:
            got = _pick_cards(rp["cards"])
            if got is None:
                return None
            picks = got
            play = rp["do"].startswith("play")
            single = len(picks) == 1 and picks[0].n == 1 and not picks[0].up_to
            if play and not single or not play and (" them " in rp["do"]) == single:
                return None
            if play:
                picks = (L.Pick(picks[0].sels, 1, "play"),)
            step = L.LookPick(n, picks, _REST_OF[sents.pop(0)], may=bool(rp["may"]))
        elif k and not reveal and int(k["k"]) >= 2 and sents and sents[0] == _REST["bottom"]:
            sents.pop(0)
            step = L.LookPick(n, (L.Pick((), int(k["k"]), "hand"),), "bottom")
        elif (each := re.fullmatch(r"you may put each (?P<w>.+?) into your hand", first)) and reveal and sents \
                and sents[0] == _REST["bottom"]:
            sel = card_sel(each["w"], False, "play", "any")
            if sel is None or sel.other:
                return None
            sents.pop(0)
            step = L.LookPick(n, (L.Pick((sel,), L.ANY_NUMBER, "hand"),), "bottom", reveal=True, may=True)
        elif first == "put revealed character cards into your hand" and reveal and sents \
                and sents[0] == _REST["bottom"]:
            sents.pop(0)
            step = L.LookPick(n, (L.Pick((L.Sel(zone="play"),), L.ANY_NUMBER, "hand", all_fit=True),), "bottom",
                              reveal=True)
    if step is None:
        return None
    out: list[L.Step] = []
    if chosen:
        var = ctx.new_var()
        out.append(L.Choose(var, "player"))
        step = L.LookPick(step.n, step.picks, step.rest, var)
    out.append(step)
    for s in sents:  # "gain 1 lore", "you pay 3 ⬡ less for the next location you play this turn"
        more = parse_clause(s, ctx)
        if more is None:
            return None
        out.extend(more[0])
    return out


_REVEAL_ONE = re.compile(r"(?P<verb>reveal|look at) the top card of your deck\. if it's (?P<cards>.+?), (?P<may>you may )?"
                         r"(?P<rv>reveal it and )?(?P<do>put (?:it|that card) into your hand|play it for free)"
                         r"(?:\. otherwise, put it on the (?P<o>top|bottom) of your deck)?")


@template("reveal the top card, if it's one of", _REVEAL_ONE.pattern)
def _reveal_one(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    look = m["verb"] == "look at"
    if look != bool(m["rv"]) or look and not m["may"]:
        return None
    cards = m["cards"]
    if cards.startswith("a non-character card or "):
        rest = _alternatives(cards[len("a non-character card or "):], "play")
        sels = None if rest is None else (L.Sel(types=("action", "item", "location")), *rest)
    else:
        sels = _alternatives(cards, "play")
    if sels is None:
        return None
    to = "play" if m["do"].startswith("play") else "hand"
    return [L.LookPick(1, (L.Pick(sels, 1, to),), m["o"] or "", reveal=not look, may=bool(m["may"]))]


# ------------------------------------------------------------------ rendering


def _render(s: L.Step, chooses: dict[str, L.Choose], said: set[str]) -> str | None:
    if isinstance(s, L.LookPick):
        return _render_look(s, chooses)
    if isinstance(s, L.SearchDeck):
        w = _alternatives_words(s.sels)
        if w is None:
            return None
        if s.to == "hand":
            return f"search your deck for {w}, reveal that card to all players, and put it into your hand. then, " \
                   "shuffle your deck"
        return f"search your deck for {w} and reveal that card to all players. shuffle your deck and put that card " \
               "on top of it"
    if isinstance(s, L.ShuffleIntoDeck) and s.var == "self":
        return "shuffle this card into your deck"
    if isinstance(s, L.ShuffleIntoDeck) and s.var in chooses and isinstance(chooses[s.var].sel, L.Sel) \
            and chooses[s.var].sel.zone == "play":
        ch = chooses[s.var]
        t = render_target(s.var, chooses, said, "character")
        if t is None or ch.n != 1 or ch.up_to:
            return None
        if ch.sel.other:
            t += " card"  # "shuffle another chosen character card into their player's deck"
        return f"shuffle {t} into their player's deck"
    if isinstance(s, L.Draw) and isinstance(s.who, str) and s.who.startswith("owner:") and isinstance(s.n, int):
        return "that player draws a card" if s.n == 1 else f"that player draws {s.n} cards"
    if isinstance(s, L.AllToBottom):
        w = card_words(s.sel, True)
        return None if w is None or s.sel.owner != "you" or s.sel.other else \
            f"put all {w} from your discard on the bottom of your deck in any order"
    if isinstance(s, L.ShuffleAll):
        w = card_words(s.sel, True)
        if w is None or s.sel.zone != "discard" or s.sel.other:
            return None
        if s.sel.owner == "you":
            return f"shuffle all {w} from your discard into your deck"
        return f"each player shuffles all {w} from their discard into their deck" if s.sel.owner == "any" else None
    if isinstance(s, L.ToInkwell) and isinstance(s.who, L.Sel) and s.who.zone == "discard" and s.exerted \
            and s.who.owner == "you" and not s.who.other:
        w = card_words(s.who, True)
        return None if w is None else f"put all {w} from your discard into your inkwell facedown and exerted"
    if isinstance(s, L.ToDeckBottom) and isinstance(s.who, L.Sel):
        w = sel_words(s.who)
        if w is None or s.who.other:
            return None
        w = w.replace("character ", "characters ", 1) if " with " in w else w + "s"
        return f"put all {w} on the bottom of their players' decks in any order"
    if isinstance(s, L.ToDeckBottom) and not (isinstance(s.who, str) and s.who in chooses and chooses[s.who].by):
        t = render_target(s.who, chooses, said, "character")
        return None if t is None or t == "them" else f"put {t} on the bottom of their player's deck"
    if isinstance(s, L.ShuffleIntoDeck) and s.var in chooses and chooses[s.var].of \
            and chooses[s.var].sel == L.Sel(zone="discard", types=("card",)) and chooses[s.var].up_to \
            and getattr(chooses.get(chooses[s.var].of), "sel", None) == "opponent":
        return f"choose up to {chooses[s.var].n} cards from chosen opponent's discard and shuffle them into their deck"
    if isinstance(s, (L.PutBottom, L.PutTop)) and s.var in chooses and isinstance(chooses[s.var].sel, L.Sel) \
            and chooses[s.var].sel == L.Sel(owner="you", zone="hand", types=("card",)) and not chooses[s.var].up_to:
        n = chooses[s.var].n
        end = "bottom" if isinstance(s, L.PutBottom) else "top"
        what = "a card" if n == 1 else f"{n} cards"
        return f"put {what} from your hand on the {end} of your deck{' in any order' if n > 1 else ''}"
    if isinstance(s, L.Stat) and isinstance(s.amount, L.CountOf) and s.amount.sel.zone == "discard" \
            and s.stat == "strength" and s.duration == "turn" and s.amount.sel.owner == "you" and s.amount.times > 0:
        w = card_words(s.amount.sel, False)
        t = render_target(s.who, chooses, said, "character")
        if w is None or t is None or t == "them":
            return None
        return f"{t} gets +{s.amount.times} ¤ this turn for each {w} in your discard"
    if isinstance(s, L.InkTop) and s.who.startswith("owner:") and s.exerted and s.n == 1 and s.who[6:] in chooses:
        return "its player puts the top card of their deck into their inkwell facedown and exerted"
    if isinstance(s, L.RevealUntil):
        w = one_card_words(s.sel)
        return None if w is None else (f"reveal cards from the top of your deck until you reveal {w}. put that card "
                                       "into your hand and shuffle the rest into your deck")
    if isinstance(s, L.NameCard):
        return "name a card"
    if isinstance(s, L.RevealNamed):
        to = "hand" if s.to == "hand" else "inkwell facedown and exerted"
        then = render_steps(s.then, "character") if s.then else ""
        if then is None:
            return None
        return (f"reveal the top card of your deck. if it's the named card, put it into your {to}"
                f"{' and ' + then if then else ''}. otherwise, put it on the top of your deck")
    if isinstance(s, L.ReturnNamed):
        w = card_words(s.sel, True)
        return None if w is None else f"return all {w} with that name from your discard to your hand"
    if isinstance(s, L.PutTop) and s.var == "self":
        return "put this card on the top of your deck"
    if isinstance(s, L.ToInkwell) and s.who == "trigger_card" and s.exerted:  # (canon: "from your discard" too)
        return "put that card into your inkwell facedown and exerted"
    if isinstance(s, L.UnderTo) and s.who == "self" and s.to == "hand":
        return "put all cards from under them into your hand"
    if isinstance(s, L.UnderTo) and s.to == "bottom":
        t = render_target(s.who, chooses, said, "character")
        return None if t is None or t == "them" else \
            f"put all cards from under {t} on the bottom of their player's deck in a random order"
    if isinstance(s, L.RevealRepeat):
        w = one_card_words(s.sel)
        return None if w is None else (f"reveal the top card of your deck. if it's {w}, put it into your hand and "
                                       "repeat this effect. otherwise, put it on either the top or the bottom of your "
                                       "deck")
    if isinstance(s, L.ToInkwell) and isinstance(s.who, L.Sel) and s.who.zone == "play" and s.exerted:
        w = sel_words(s.who)
        if w is None or s.who.other or s.who.owner == "you":
            return None
        w = w.replace("character ", "characters ", 1) if " with " in w else w + "s"
        return f"put all {w} into their players' inkwells facedown and exerted"
    if isinstance(s, L.PutSelfUnder) and s.var in chooses \
            and chooses[s.var].sel == L.Sel(owner="you", types=("character", "location"), keyword="Boost", other=True):
        return "put this character facedown under one of your characters or locations with Boost"
    if isinstance(s, L.PlayerMay) and len(s.steps) == 1:
        inner = s.steps[0]
        does: str | None = "draw a card" if inner == L.Draw("_pm", 1) else \
            "put the top card of their deck into their inkwell facedown and exerted" if inner == L.InkTop("_pm", True) \
            else None
        asked = "each opponent" if s.who == "opponents" else "chosen opponent" \
            if s.who in chooses and chooses[s.who].sel == "opponent" else None
        return None if does is None or asked is None else f"{asked} may {does}"
    if isinstance(s, L.ToDeckBottom) and isinstance(s.who, str) and s.who in chooses \
            and chooses[s.who].by == "opponents" and chooses[s.who].sel == L.Sel():
        return "each opponent chooses one of their characters and puts that card on the bottom of their deck"
    if isinstance(s, L.DrawBottom) and s.n == 1:
        return "draw a card from the bottom of your deck"
    if isinstance(s, L.PutBottom) and s.var == "self":
        return "put this card from your discard on the bottom of your deck"
    if isinstance(s, L.PutUnderTop) and s.var == "trigger":
        return "put the top card of your deck facedown under them"
    if isinstance(s, L.ReturnToHand) and s.who == "trigger_card":
        return "return that card to your hand"
    if isinstance(s, L.EachRevealTop):
        w = one_card_words(s.sel) if s.sel.zone == "play" and s.sel.owner == "any" else None
        if w is None:
            return None
        who, they = ("each player", "") if s.who == "each" else ("each opponent", "they ")
        return (f"{who} reveals the top card of their deck. if it's {w}, they may put it into their hand. otherwise, "
                f"{they}put it on the bottom of their deck")
    count = L.CountOf(L.Sel(owner="you"))
    if isinstance(s, L.CostReduction) and s.n == count and s.card == "character" and s.who == "you":
        return "count the number of characters you have in play. you pay that amount of ⬡ less for the next " \
               "character you play this turn"
    if isinstance(s, L.Stat) and s.amount == L.CountOf(L.Sel(owner="you"), -1) and s.stat == "strength" \
            and s.duration == "next_turn" and isinstance(s.who, str) and s.who in chooses \
            and chooses[s.who].sel == L.Sel() and chooses[s.who].n == 1 and not chooses[s.who].up_to:
        return "count the number of characters you have in play. chosen character loses ¤ equal to that number " \
               "until the start of your next turn"
    if isinstance(s, L.InkTop) and s.who in ("each", "opponents") and s.exerted:
        who = "each player" if s.who == "each" else "each opponent"
        top = "the top card" if s.n == 1 else f"the top {s.n} cards"
        return f"{who} puts {top} of their deck into their inkwell facedown and exerted"
    if isinstance(s, L.Mill) and s.who == "opponents" and isinstance(s.n, int):
        top = "the top card" if s.n == 1 else f"the top {s.n} cards"
        return f"each opponent puts {top} of their deck into their discard"
    if isinstance(s, L.PutUnderTop) and s.var in chooses and chooses[s.var].sel == _BOOST_SEL:
        return "put the top card of your deck facedown under one of your characters or locations with Boost"
    var = getattr(s, "var", None) if isinstance(s, (L.PutBottom, L.PutTop, L.PlayFree, L.ShuffleIntoDeck)) \
        else getattr(s, "who", None) if isinstance(s, (L.ReturnToHand, L.ToInkwell)) else None
    found = chooses.get(var) if isinstance(var, str) else None
    if found is None or not isinstance(found.sel, L.Sel) or found.sel.zone != "discard" or found.exclude or found.by:
        return None
    return _render_discard(s, found, chooses)


def _render_discard(s: L.Step, ch: L.Choose, chooses: dict[str, L.Choose]) -> str | None:
    sel = ch.sel
    if isinstance(s, L.ReturnToHand) and sel.owner == "you" and not ch.of:
        if ch.up_to and ch.n > 1 and not sel.other:
            w = card_words(sel, True, each=sel.cost is not None)  # "with cost 2 or less each"
            return None if w is None else f"return up to {ch.n} {w} from your discard to your hand"
        if ch.n == 1 and not ch.up_to:
            w = one_card_words(sel)
            return None if w is None else f"return {w} from your discard to your hand"
        return None
    if isinstance(s, L.PlayFree) and sel.owner == "you" and ch.n == 1 and not ch.up_to and not sel.other \
            and len(sel.types) == 1 and sel == L.Sel(owner="you", zone="discard", types=sel.types, cost=sel.cost) \
            and (sel.cost is None or sel.cost[0] == "<="):
        t = sel.types[0]
        cost = f" with cost {sel.cost[1]} or less" if sel.cost else ""
        return f"play {_article(t)} {t}{cost} from your discard for free"
    if isinstance(s, (L.PutBottom, L.PutTop)):
        end = "bottom" if isinstance(s, L.PutBottom) else "top"
        whose = "your"
        if ch.of:
            if sel.owner != "any" or chooses.get(ch.of, None) is None or chooses[ch.of].sel != "player":
                return None
            whose = "chosen player's"
        elif sel.owner != "you":
            return None
        deck = "your" if whose == "your" else "their"
        if ch.up_to and ch.n > 1 and sel.types == ("card",) and end == "bottom" \
                and sel == L.Sel(owner=sel.owner, zone="discard", types=("card",)):
            return f"put up to {ch.n} cards from {whose} discard on the bottom of {deck} deck in any order"
        w = one_card_words(sel) if ch.n == 1 and not ch.up_to and not sel.other else None
        return None if w is None else f"put {w} from {whose} discard on the {end} of {deck} deck"
    if isinstance(s, L.ToInkwell) and s.exerted and sel.owner == "you" and not ch.of:
        if ch.up_to and ch.n > 1 and sel == L.Sel(owner="you", zone="discard", types=("card",)):
            return f"put up to {ch.n} cards from your discard into your inkwell facedown and exerted"
        w = one_card_words(sel) if ch.n == 1 and not ch.up_to and not sel.other else None
        return None if w is None else f"put {w} from your discard into your inkwell facedown and exerted"
    if isinstance(s, L.ShuffleIntoDeck) and sel == L.Sel(zone="discard", types=("card",)) and ch.n == 1 \
            and not ch.up_to and not ch.of:
        return "shuffle a card from any discard into its player's deck"
    return None


def _render_look(s: L.LookPick, chooses: dict[str, L.Choose]) -> str | None:
    if s.n == L.StatOf("self", "under"):
        if (s.picks, s.rest, s.who, s.reveal, s.may) != ((H,), "bottom", "you", False, False):
            return None
        return ("look at a number of cards from the top of your deck equal to the number of cards under them. put one "
                "into your hand and put the rest on the bottom of your deck in any order")
    if not isinstance(s.n, int):
        return None
    if not s.picks:
        return "look at the top card of each opponent's deck" if (s.n, s.who, s.rest) == (1, "opponents", "") else None
    chosen = s.who != "you"
    if chosen and (s.who not in chooses or chooses[s.who].sel != "player"):
        return None
    p0 = s.picks[0]
    if s.n == 1 and len(s.picks) == 1 and p0 == L.Pick((), 1, p0.to, up_to=True) and not s.rest and not s.reveal:
        return _ONE_TOP.get(("chosen" if chosen else "you", p0.to, s.may))
    if s.n == 1:
        return _render_reveal_one(s)
    head = f"{'reveal' if s.reveal else 'look at'} the top {s.n} cards of {'chosen player' + chr(39) + 's' if chosen else 'your'} deck"
    for text, count, picks, rest, of in _FIXED:
        if (s.picks, s.rest) == (picks, rest) and of == chosen and count in (0, s.n) and not s.reveal \
                and not s.may:
            return f"{head}. {text}"
    if chosen:
        return None
    p0 = s.picks[0]
    if s.reveal:
        if s.picks == (L.Pick((L.Sel(zone="play"),), L.ANY_NUMBER, "hand", all_fit=True),) and s.rest == "bottom" \
                and not s.may:
            return f"{head}. put revealed character cards into your hand. {_REST['bottom']}"
        if len(s.picks) == 1 and len(p0.sels) == 1 and p0 == L.Pick(p0.sels, L.ANY_NUMBER, "hand") and s.may \
                and s.rest == "bottom":
            w = card_words(p0.sels[0], False)
            return None if w is None else f"{head}. you may put each {w} into your hand. {_REST['bottom']}"
        return None
    if len(s.picks) == 1 and not p0.sels and p0.to == "hand" and p0.n >= 2 and not p0.up_to and s.rest == "bottom" \
            and not s.may:
        return f"{head}. put {p0.n} into your hand. {_REST['bottom']}"
    if any(p.all_fit for p in s.picks) or s.rest not in _REST:
        return None
    if p0.to == "play":
        if len(s.picks) != 1 or p0.n != 1 or p0.up_to:
            return None
        w = _alternatives_words(p0.sels)
        do = "play it for free"
    else:
        if any(p.to != "hand" for p in s.picks):
            return None
        w = _pick_words(s.picks)
        single = len(s.picks) == 1 and p0.n == 1 and not p0.up_to
        do = f"put {'it' if single else 'them'} into your hand"
    if w is None:
        return None
    return f"{head}. {'you may ' if s.may else ''}reveal {w} and {do}. {_REST[s.rest]}"


def _render_reveal_one(s: L.LookPick) -> str | None:
    if len(s.picks) != 1 or s.rest not in ("", "top", "bottom"):
        return None
    p = s.picks[0]
    if p.n != 1 or p.up_to or p.all_fit or p.to not in ("hand", "play") or not p.sels:
        return None
    sels = p.sels
    lead = ""
    if sels[0] == L.Sel(types=("action", "item", "location")):
        lead, sels = "a non-character card or ", sels[1:]
    w = _alternatives_words(sels) if sels else None
    if w is None:
        return None
    do = "play it for free" if p.to == "play" else "put it into your hand"
    if not s.reveal:
        if not s.may or p.to != "hand":
            return None
        do = "reveal it and " + do
    other = f". otherwise, put it on the {s.rest} of your deck" if s.rest else ""
    return (f"{'reveal' if s.reveal else 'look at'} the top card of your deck. if it's {lead}{w}, "
            f"{'you may ' if s.may else ''}{do}{other}")


RENDERERS.append(_render)
