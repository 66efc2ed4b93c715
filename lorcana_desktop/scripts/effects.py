"""Effect clause templates: one printed clause ("deal 2 damage to chosen character") to typed steps.

Each template matches a WHOLE clause (``re.fullmatch``) and builds steps from the numbers and
phrases it read; a target phrase that :func:`selectors.parse_target` does not understand makes
the template fail, so a lost word never becomes a guess. ``render_steps`` writes steps back in
English for the comparison with the printed text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from lorcana_desktop.engine import lang as L
from lorcana_desktop.scripts.selectors import (
    INKS,
    STAT_SYMBOL,
    SYMBOL_STAT,
    Ctx,
    parse_sel,
    parse_target,
    render_target,
)

Build = Callable[[re.Match[str], Ctx], "list[L.Step] | None"]


@dataclass(frozen=True)
class Template:
    """One clause template: its name (for coverage reports), pattern and builder."""

    name: str
    pattern: re.Pattern[str]
    build: Build


TEMPLATES: list[Template] = []
_N = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}
DUR = r"(?P<dur>this turn|until the start of your next turn|during their next turn)"
_DUR = {"this turn": "turn", "until the start of your next turn": "next_turn", "during their next turn": "their_next_turn"}
_DUR_TEXT = {v: k for k, v in _DUR.items()}


def template(name: str, pattern: str) -> Callable[[Build], Build]:
    def wrap(fn: Build) -> Build:
        TEMPLATES.append(Template(name, re.compile(pattern), fn))
        return fn
    return wrap


def num(s: str) -> int:
    return _N[s] if s in _N else int(s)


def parse_clause(clause: str, ctx: Ctx) -> tuple[list[L.Step], str] | None:
    """The steps of one clause and the template's name, or None when no template reads all of it."""
    for t in TEMPLATES:
        m = t.pattern.fullmatch(clause)
        if m:
            saved = (ctx.last, ctx.n)
            steps = t.build(m, ctx)
            if steps is not None:
                return steps, t.name
            ctx.last, ctx.n = saved
    return None


def _target(phrase: str, ctx: Ctx) -> tuple[list[L.Step], object] | None:
    return parse_target(phrase, ctx)


# ------------------------------------------------------------------ players


@template("draw", r"draw (?P<n>a|\d+) cards?")
def _draw(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = num(m["n"])
    if (n == 1) != (m["n"] == "a"):
        return None
    return [L.Draw("you", n)]


@template("gain lore", r"(?:you )?gain (?P<n>\d+) lore")
def _gain(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.GainLore("you", int(m["n"]))]


@template("each player draws", r"each player draws (?P<n>a|\d+) cards?")
def _each_draws(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = num(m["n"])
    return None if (n == 1) != (m["n"] == "a") else [L.Draw("each", n)]


@template("the challenging player discards", r"the challenging player chooses and discards (?P<n>a|\d+) cards?")
def _challenger_discards(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = num(m["n"])
    return None if (n == 1) != (m["n"] == "a") else [L.Discard("challenging_player", n)]


@template("banish this or return another", r"banish (?:her|him|them|it) or return another chosen character of yours "
          r"to your hand")
def _banish_or_return(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    var = ctx.new_var()
    return [L.Modes(((L.Banish("self"),), (L.Choose(var, L.Sel(owner="you", other=True)), L.ReturnToHand(var))))]


@template("chosen opponent loses lore", r"chosen opponent loses (?P<n>\d+) lore")
def _opp_loses(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    var = ctx.new_var()
    return [L.Choose(var, "opponent"), L.LoseLore(var, int(m["n"]))]


@template("each opponent loses lore", r"each opponent loses (?P<n>\d+) lore")
def _lose(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.LoseLore("opponents", int(m["n"]))]


@template("discard", r"(?P<who>each opponent chooses and discards|each player chooses and discards|choose and discard) "
          r"(?P<n>a|\d+) cards?")
def _discard(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = num(m["n"])
    if (n == 1) != (m["n"] == "a"):
        return None
    who = "opponents" if m["who"].startswith("each opponent") else "each" if m["who"].startswith("each player") \
        else "you"
    return [L.Discard(who, n)]


@template("pay less for the next", r"you pay (?P<n>\d+) ⬡ less for the next (?P<t>character|item|action|location) "
          r"you play this turn")
def _cost(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.CostReduction("you", int(m["n"]), m["t"])]


@template("ink the top card", r"put the top card of your deck into your inkwell facedown and exerted")
def _ink_top(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.InkTop("you", True)]


@template("ink this card", r"put this card into your inkwell facedown and exerted")
def _ink_self(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.ToInkwell("self", True)]


@template("return this card to hand", r"return this card to your hand")
def _return_self(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.ReturnToHand("self")]


@template("return from discard", r"return an? (?P<t>character|item|action|location|song) card from your discard to "
          r"your hand")
def _from_discard(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    var = ctx.new_var()
    t = m["t"]
    sel = L.Sel(owner="you", zone="discard", types=("action",) if t == "song" else (t,), song=t == "song")
    return [L.Choose(var, sel), L.ReturnToHand(var)]


@template("play for free", r"play an? (?P<t>character|item|action|location)(?: with cost (?P<n>\d+) or less)? for free")
def _play_free(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    var = ctx.new_var()
    sel = L.Sel(owner="you", zone="hand", types=(m["t"],), cost=("<=", int(m["n"])) if m["n"] else None)
    return [L.Choose(var, sel), L.PlayFree(var)]


@template("ink drops", r"get (?P<n>\d+) ink drops?")
def _drops(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = int(m["n"])
    if (n == 1) != m.group(0).endswith("drop"):
        return None
    return [L.InkDrops("you", n)]


@template("chosen opponent discards", r"chosen opponent chooses and discards (?P<n>a|\d+) cards?")
def _opp_discard(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = num(m["n"])
    if (n == 1) != (m["n"] == "a"):
        return None
    var = ctx.new_var()
    return [L.Choose(var, "opponent"), L.Discard(var, n)]


# ------------------------------------------------------------------ cards


@template("deal damage", r"deal (?P<n>\d+) damage to (?P<t>.+)")
def _deal(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    t = _target(m["t"], ctx)
    return None if t is None else [*t[0], L.DealDamage(t[1], int(m["n"]))]


@template("remove damage", r"remove (?:up to (?P<n>\d+)|(?P<all>all)) damage from (?P<t>.+)")
def _remove(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    t = _target(m["t"], ctx)
    return None if t is None else [*t[0], L.RemoveDamage(t[1], ALL if m["all"] else int(m["n"]))]


ALL = 999  # "remove all damage"


@template("banish", r"banish (?P<t>.+)")
def _banish(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    t = _target(m["t"], ctx)
    return None if t is None else [*t[0], L.Banish(t[1])]


@template("return to hand", r"return (?P<t>.+?) to (?P<whose>their player's|your) hand")
def _return(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    t = _target(m["t"], ctx)
    if t is None or t[1] == "self" or not t[0]:
        return None
    mine = t[0][-1].sel.owner == "you"  # type: ignore[attr-defined]
    if mine != (m["whose"] == "your"):
        return None
    return [*t[0], L.ReturnToHand(t[1])]


@template("put into inkwell", r"put (?P<t>.+?) into (?:their|its) player's inkwell facedown(?P<ex> and exerted)?")
def _to_inkwell(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    t = _target(m["t"], ctx)
    if t is None or not t[0]:
        return None
    return [*t[0], L.ToInkwell(t[1], bool(m["ex"]))]


@template("move damage", r"move (?P<upto>up to )?(?P<n>\d+) damage(?P<c> counters?)? from (?P<a>chosen .+?) to "
          r"(?P<b>chosen .+)")
def _move_damage(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = int(m["n"])
    if m["c"] and (m["c"] == " counter") != (n == 1):
        return None
    a = _target(m["a"], ctx)
    b = _target(m["b"], ctx)
    if a is None or b is None:
        return None
    if m["upto"]:
        var = f"n{ctx.new_var()}"
        return [*a[0], *b[0], L.ChooseNumber(var, n), L.MoveDamage(a[1], b[1], var)]
    return [*a[0], *b[0], L.MoveDamage(a[1], b[1], n)]


@template("each opponent chooses one of theirs", r"each opponent chooses (?:and (?P<v>exerts|banishes) one of their "
          r"(?P<ready>ready )?characters|one of their characters and deals (?P<n>\d+) damage to them)")
def _opponent_chooses(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    var = ctx.new_var()
    choose = L.Choose(var, L.Sel(exerted=False if m["ready"] else None), by="opponents")
    if m["n"]:
        return [choose, L.DealDamage(var, int(m["n"]))]
    if m["ready"] and m["v"] != "exerts":
        return None
    return [choose, L.Exert(var) if m["v"] == "exerts" else L.Banish(var)]


@template("move to a location", r"move a character of yours to a location for free")
def _move_free(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    c, loc = ctx.new_var(), ctx.new_var()
    return [L.Choose(c, L.Sel(owner="you")), L.Choose(loc, L.Sel(owner="you", types=("location",))), L.MoveTo(c, loc)]


@template("exert or ready", r"(?P<v>exert|ready) (?P<t>.+)")
def _exert(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    t = _target(m["t"], ctx)
    if t is None:
        return None
    return [*t[0], L.Exert(t[1]) if m["v"] == "exert" else L.Ready(t[1])]


@template("gets +N", r"(?P<t>.+?) gets? (?P<sign>[+-])(?P<n>\d+) (?P<sym>[¤⛉◊]) " + DUR)
@template("give +N", r"give (?P<t>.+?) (?P<sign>[+-])(?P<n>\d+) (?P<sym>[¤⛉◊]) " + DUR)
def _gets(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = int(m["n"]) * (-1 if m["sign"] == "-" else 1)
    stat = SYMBOL_STAT.get(m["sym"], "lore")
    group = _GROUP_PHRASES.get(m["t"])
    if group:
        return [L.Continuous(group, "stat", stat, n, _DUR[m["dur"]])]
    t = _target(m["t"], ctx)
    return None if t is None else [*t[0], L.Stat(t[1], stat, n, _DUR[m["dur"]])]


_KWS = r"Evasive|Rush|Ward|Bodyguard|Alert|Support|Reckless|Vanish|Challenger \+\d+|Resist \+\d+"


@template("gets and gains", r"(?P<t>chosen .+?) gets (?P<sign>[+-])(?P<n>\d+) (?P<sym>[¤⛉◊]) and gains (?P<kw>" + "Evasive|"
          r"Rush|Ward|Bodyguard|Alert|Support|Reckless|Challenger \+\d+|Resist \+\d+" + r") " + DUR)
def _gets_and_gains(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    t = _target(m["t"], ctx)
    if t is None:
        return None
    kw, _, v = m["kw"].partition(" +")
    n = int(m["n"]) * (-1 if m["sign"] == "-" else 1)
    return [*t[0], L.Stat(t[1], SYMBOL_STAT[m["sym"]], n, _DUR[m["dur"]]),
            L.GrantKeyword(t[1], kw, int(v) if v else None, _DUR[m["dur"]])]


@template("gains keyword", r"(?P<t>.+?) gains? (?P<kw>" + _KWS + r")(?: and (?P<kw2>" + _KWS + r"))? " + DUR)
def _gains(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    group = _GROUP_PHRASES.get(m["t"])
    t = None if group else _target(m["t"], ctx)
    if not group and t is None:
        return None
    out: list[L.Step] = [] if group or t is None else list(t[0])
    for word in filter(None, (m["kw"], m["kw2"])):
        kw, _, v = word.partition(" +")
        value = int(v) if v else None
        if group:
            out.append(L.Continuous(group, "kw", kw, value or 0, _DUR[m["dur"]]))
        else:
            assert t is not None
            out.append(L.GrantKeyword(t[1], kw, value, _DUR[m["dur"]]))
    return out


_RESTRICT_DUR = {"for the rest of this turn": "turn", "during their next turn": "their_next_turn",
                 "at the start of their next turn": "their_next_turn",
                 "until the start of your next turn": "next_turn"}


@template("can't", r"(?P<t>.+?) can't (?P<what>quest|challenge|ready|quest or challenge) (?P<dur>for the rest of "
          r"this turn|during their next turn|at the start of their next turn|until the start of your next turn)")
def _cant(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    if m["t"] in ("they", "he", "she", "it"):
        if not ctx.last:
            return None
        pre: list[L.Step] = []
        who: object = ctx.last
    else:
        t = _target(m["t"], ctx)
        if t is None:
            return None
        pre, who = t
    dur = m["dur"]
    if (m["what"] == "ready") != (dur == "at the start of their next turn"):
        return None
    whats = ["cant_quest", "cant_challenge"] if m["what"] == "quest or challenge" else [f"cant_{m['what']}"]
    return [*pre, *(L.Restrict(who, w, _RESTRICT_DUR[dur]) for w in whats)]


_GROUP_PHRASES = {"your characters": "own_characters", "your other characters": "other_own_characters",
                  "opposing characters": "opposing_characters"}
_GROUP_TEXT = {v: k for k, v in _GROUP_PHRASES.items()}


@template("reveal the top card", r"reveal the top card of your deck\. if it's (?P<a>an?) (?P<cls>[A-Z][\w'-]* )?"
          r"(?P<t>character|item|action|song|location) card(?: with cost (?P<c>\d+) or less)?, (?P<may>you may )?"
          r"(?P<then>put (?:it|that card) into your hand|play (?:it|that character|that item) for free"
          r"(?P<ex> and (?:they enter|it enters) play exerted)?)\. otherwise, put it on the (?P<o>top|bottom) of your deck")
def _reveal_top(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    t = m["t"]
    cls = (m["cls"] or "").strip()
    if cls in INKS or (cls and t != "character") or m["a"] != ("an" if (cls or t)[0].lower() in "aeiou" else "a"):
        return None
    sel = L.Sel(types=("action",) if t == "song" else (t,), song=t == "song", classification=cls,
                cost=("<=", int(m["c"])) if m["c"] else None)
    play = m["then"].startswith("play")
    return [L.RevealTop(sel, "play" if play else "hand", bool(m["may"]), m["o"], bool(m["ex"]))]


@template("can challenge ready", r"(?P<t>chosen .+?) can challenge ready characters this turn")
def _challenge_ready(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    t = _target(m["t"], ctx)
    return None if t is None else [*t[0], L.Restrict(t[1], "can_challenge_ready", "turn")]


@template("look at the top N, take one", r"look at the top (?P<n>\d+) cards of your deck\. you may reveal (?P<a>an?) "
          r"(?P<cls>[A-Z][\w'-]* )?(?P<t>character|item|action|song|location) card(?: with cost (?P<c>\d+) or less)? "
          r"and put it into your hand\. put the rest on the bottom of your deck in any order")
def _look_take(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    t = m["t"]
    cls = (m["cls"] or "").strip()
    if cls in INKS or (cls and t != "character") or m["a"] != ("an" if (cls or t)[0].lower() in "aeiou" else "a"):
        return None
    sel = L.Sel(owner="you", zone="hand", types=("action",) if t == "song" else (t,), song=t == "song",
                classification=cls, cost=("<=", int(m["c"])) if m["c"] else None)
    return [L.LookTake(int(m["n"]), sel)]


@template("look at the top card, top or bottom", r"(?P<may>you may )?look at the top card of your deck\. (?P<may2>you "
          r"may )?put it on either the top or the bottom of your deck")
def _scry(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    if m["may"] or m["may2"]:
        return None
    return [L.TopOrBottom()]


@template("look at the top N, one on top", r"look at the top (?P<n>\d+) cards of your deck\. put one on the top of "
          r"your deck and the other on the bottom")
def _one_on_top(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.LookTake(int(m["n"]), None, to="top", may=False)] if m["n"] == "2" else None


@template("look at the top N, one to hand", r"look at the top (?P<n>\d+) cards of your deck\. (?P<may>you may put "
          r"one into your hand|put one into your hand and the rest on the bottom of your deck in any order)"
          r"(?P<rest>\. put the rest on the bottom of your deck in any order)?")
def _one_to_hand(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    may = m["may"].startswith("you may")
    if may != bool(m["rest"]):
        return None
    return [L.LookTake(int(m["n"]), None, may=may)]


@template("look at the top N, back in any order", r"look at the top (?P<n>\d+) cards of your deck(?: and put them back in "
          r"any order|\. put them back on the top of your deck in any order)")
def _reorder(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.LookTop(int(m["n"]))]


@template("pay ink to", r"pay (?P<n>\d+) ⬡ to (?P<rest>.+)")
def _pay_to(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    got = parse_clause(m["rest"], ctx)
    return None if got is None else [L.PayInk(int(m["n"])), *got[0]]


@template("ink a card from hand", r"put a card from your hand into your inkwell facedown(?P<ex> and exerted)?")
def _ink_from_hand(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    var = ctx.new_var()
    return [L.Choose(var, L.Sel(owner="you", zone="hand", types=("card",))), L.ToInkwell(var, bool(m["ex"]))]


@template("return up to N from discard", r"return up to (?P<n>\d+) (?P<t>character|item|action|location|song) cards "
          r"from your discard (?:to|into) your hand")
def _up_to_from_discard(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    var = ctx.new_var()
    t = m["t"]
    sel = L.Sel(owner="you", zone="discard", types=("action",) if t == "song" else (t,), song=t == "song")
    return [L.Choose(var, sel, int(m["n"]), True), L.ReturnToHand(var)]


@template("mill", r"put the top (?:(?P<n>\d+) cards|card) of your deck into your discard")
def _mill(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = int(m["n"]) if m["n"] else 1
    return None if m["n"] and n < 2 else [L.Mill("you", n)]


@template("discard your hand", r"discard your hand")
def _discard_hand(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.DiscardHand("you")]


@template("put damage", r"put (?P<n>\d+) damage counters? on (?P<t>.+)")
def _put_damage(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = int(m["n"])
    if m.group(0).split(" on ")[0].endswith("counters") == (n == 1):
        return None
    t = _target(m["t"], ctx)
    return None if t is None else [*t[0], L.PutDamage(t[1], n)]


@template("put own into inkwell", r"put (?P<t>chosen .+? of yours) into your inkwell facedown and exerted")
def _own_to_inkwell(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    t = _target(m["t"], ctx)
    if t is None or not t[0] or t[0][-1].sel.owner != "you":  # type: ignore[attr-defined]
        return None
    return [*t[0], L.ToInkwell(t[1], True)]


# ------------------------------------------------------------------ rendering


def render_steps(steps: tuple[L.Step, ...], card_type: str) -> str | None:
    """English for a step sequence (lower case, clauses joined), or None when a step has no wording."""
    chooses = {s.var: s for s in steps if isinstance(s, L.Choose)}
    _NUMBERS.clear()
    _NUMBERS.update({s.var: s.max for s in steps if isinstance(s, L.ChooseNumber)})
    said: set[str] = set()
    out: list[str] = []
    prefix = ""
    for s in _merge_restrictions(steps):
        if isinstance(s, (L.Choose, L.ChooseNumber)):
            continue
        if isinstance(s, L.May):
            prefix = "you may "
            continue
        if isinstance(s, L.PayInk):
            prefix += f"pay {s.n} ⬡ to "
            continue
        if isinstance(s, L.If) and s.cond == L.Flag("did"):
            inner = render_steps_with(s.steps, card_type, chooses, said)
            if inner is None:
                return None
            out.append("if you do, " + inner)
            continue
        if isinstance(s, L.Modes) and len(s.modes) == 2 and s.modes[0] == (L.Banish("self"),) \
                and render_steps(s.modes[1], card_type) == "return another chosen character of yours to your hand":
            out.append(prefix + "banish them or return another chosen character of yours to your hand")
            prefix = ""
            continue
        if isinstance(s, L.Modes):
            parts = [render_steps(m, card_type) for m in s.modes]
            if any(p is None for p in parts):
                return None
            out.append("choose one: " + " ".join(f"• {p}" for p in parts))
            continue
        if isinstance(s, L.If) and not s.otherwise:
            from lorcana_desktop.scripts.compiler import render_condition

            head = render_condition(s.cond)
            inner = render_steps(s.steps, card_type) if head else None
            if inner is None or head is None:
                return None
            out.append(f"{head}, {inner}")
            continue
        text = _render_one(s, card_type, chooses, said)
        if text is None:
            return None
        out.append(prefix + text)
        prefix = ""
    return ". ".join(out)


_NUMBERS: dict[str, int] = {}  # "up to N" numbers of the steps being rendered (ChooseNumber var -> N)


def _merge_restrictions(steps: tuple[L.Step, ...]) -> list[L.Step]:
    """"Can't quest or challenge" is two restrictions on one target: render them as one."""
    out: list[L.Step] = []
    for s in steps:
        prev = out[-1] if out else None
        if isinstance(s, L.Restrict) and isinstance(prev, L.Restrict) and prev.who == s.who \
                and prev.duration == s.duration and (prev.what, s.what) == ("cant_quest", "cant_challenge"):
            out[-1] = _QuestOrChallenge(s.who, s.duration)
            continue
        if isinstance(s, L.GrantKeyword) and isinstance(prev, L.Stat) and prev.who == s.who \
                and prev.duration == s.duration and isinstance(prev.amount, int) and prev.stat in STAT_SYMBOL:
            out[-1] = _GetsAndGains(prev, s)
            continue
        if isinstance(s, L.GrantKeyword) and isinstance(prev, L.GrantKeyword) and prev.who == s.who \
                and prev.duration == s.duration:
            out[-1] = _TwoKeywords(prev, s)
            continue
        if isinstance(s, L.If):
            s = L.If(s.cond, tuple(_merge_restrictions(s.steps)), s.otherwise)
        out.append(s)
    return out


class _GetsAndGains(L.Step):
    """Rendering only: "gets +1 ◊ and gains Support"."""

    __slots__ = ("a", "b", "who")

    def __init__(self, a: L.Stat, b: L.GrantKeyword) -> None:
        self.a, self.b, self.who = a, b, a.who


class _TwoKeywords(L.Step):
    """Rendering only: "gains Challenger +2 and Resist +2"."""

    __slots__ = ("a", "b", "who")

    def __init__(self, a: L.GrantKeyword, b: L.GrantKeyword) -> None:
        self.a, self.b, self.who = a, b, a.who


class _QuestOrChallenge(L.Step):
    """Rendering only: "can't quest or challenge"."""

    __slots__ = ("duration", "who")

    def __init__(self, who: object, duration: str) -> None:
        self.who, self.duration = who, duration


def render_steps_with(steps: tuple[L.Step, ...], card_type: str, chooses: dict[str, L.Choose],
                      said: set[str]) -> str | None:
    parts = []
    for s in steps:
        t = _render_one(s, card_type, chooses, said)
        if t is None:
            return None
        parts.append(t)
    return ". ".join(parts)


def _who(who: object, card_type: str, chooses: dict[str, L.Choose], said: set[str]) -> str | None:
    return render_target(who, chooses, said, card_type)


def _render_one(s: L.Step, ct: str, chooses: dict[str, L.Choose], said: set[str]) -> str | None:
    if isinstance(s, L.Draw) and s.who == "you" and isinstance(s.n, int):
        return "draw a card" if s.n == 1 else f"draw {s.n} cards"
    if isinstance(s, L.GainLore) and s.who == "you" and isinstance(s.n, int):
        return f"gain {s.n} lore"
    if isinstance(s, L.LoseLore) and s.who == "opponents" and isinstance(s.n, int):
        return f"each opponent loses {s.n} lore"
    if isinstance(s, L.MoveDamage):
        a = _who(s.src, ct, chooses, said)
        b = _who(s.dst, ct, chooses, said)
        if a is None or b is None:
            return None
        if isinstance(s.n, str):
            mx = _NUMBERS.get(s.n)
            return None if mx is None else f"move up to {mx} damage from {a} to {b}"
        return f"move {s.n} damage from {a} to {b}"
    if isinstance(s, L.ToInkwell) and isinstance(s.who, str) and s.who in chooses \
            and chooses[s.who].sel.zone == "hand":
        return f"put a card from your hand into your inkwell facedown{' and exerted' if s.exerted else ''}"
    if isinstance(s, L.ToInkwell) and s.who != "self":
        mine = isinstance(s.who, str) and s.who in chooses and chooses[s.who].sel.owner == "you"
        t = _who(s.who, ct, chooses, said)
        if t is None:
            return None
        if mine:
            return None if not s.exerted else f"put {t} into your inkwell facedown and exerted"
        return f"put {t} into their player's inkwell facedown{' and exerted' if s.exerted else ''}"
    if isinstance(s, L.RevealTop):
        sel = s.sel
        t = "song" if sel.song else sel.types[0]
        words = f"{sel.classification} {t}" if sel.classification else t
        a = "an" if words[0].lower() in "aeiou" else "a"
        cost = f" with cost {sel.cost[1]} or less" if sel.cost else ""
        then = "put it into your hand" if s.then == "hand" else \
            f"play it for free{' and it enters play exerted' if s.exerted else ''}"
        return (f"reveal the top card of your deck. if it's {a} {words} card{cost}, {'you may ' if s.may else ''}"
                f"{then}. otherwise, put it on the {s.otherwise} of your deck")
    if isinstance(s, L.TopOrBottom):
        return "look at the top card of your deck. put it on either the top or the bottom of your deck"
    if isinstance(s, L.LookTake) and s.sel is None:
        if s.to == "top" and not s.may and s.n == 2:
            return "look at the top 2 cards of your deck. put one on the top of your deck and the other on the bottom"
        if s.to == "hand" and s.may:
            return (f"look at the top {s.n} cards of your deck. you may put one into your hand. put the rest on the "
                    "bottom of your deck in any order")
        if s.to == "hand":
            return (f"look at the top {s.n} cards of your deck. put one into your hand and the rest on the bottom of "
                    "your deck in any order")
        return None
    if isinstance(s, L.LookTop) and isinstance(s.n, int):
        return f"look at the top {s.n} cards of your deck and put them back in any order"
    if isinstance(s, L.Mill) and s.who == "you" and isinstance(s.n, int):
        return "put the top card of your deck into your discard" if s.n == 1 else \
            f"put the top {s.n} cards of your deck into your discard"
    if isinstance(s, L.DiscardHand) and s.who == "you":
        return "discard your hand"
    if isinstance(s, L.PutDamage) and isinstance(s.n, int):
        t = _who(s.who, ct, chooses, said)
        return None if t is None else f"put {s.n} damage on {t}"
    if isinstance(s, L.Draw) and s.who == "each" and isinstance(s.n, int):
        return "each player draws a card" if s.n == 1 else f"each player draws {s.n} cards"
    if isinstance(s, L.LoseLore) and s.who in chooses and chooses[s.who].sel == "opponent":
        return f"chosen opponent loses {s.n} lore"
    if isinstance(s, L.InkDrops) and s.who == "you" and isinstance(s.n, int):
        return f"get {s.n} ink drop{'s' if s.n != 1 else ''}"
    if isinstance(s, L.Discard) and isinstance(s.n, int):
        what = "a card" if s.n == 1 else f"{s.n} cards"
        if s.who in chooses and chooses[s.who].sel == "opponent":
            return f"chosen opponent chooses and discards {what}"
        if s.who == "challenging_player":
            return f"the challenging player chooses and discards {what}"
        if s.who == "each":
            return f"each player chooses and discards {what}"
        return f"each opponent chooses and discards {what}" if s.who == "opponents" else f"choose and discard {what}"
    if isinstance(s, L.CostReduction) and s.card in ("character", "item", "action", "location"):
        return f"you pay {s.n} ⬡ less for the next {s.card} you play this turn"
    if isinstance(s, L.InkTop):
        return "put the top card of your deck into your inkwell facedown and exerted"
    if isinstance(s, L.ToInkwell) and s.who == "self":
        return "put this card into your inkwell facedown and exerted"
    if isinstance(s, L.ReturnToHand) and isinstance(s.who, str) and s.who in chooses \
            and chooses[s.who].sel.zone == "discard":
        sel = chooses[s.who].sel
        t = "song" if sel.song else sel.types[0]
        if chooses[s.who].up_to and chooses[s.who].n > 1:
            return f"return up to {chooses[s.who].n} {t} cards from your discard to your hand"
        return f"return {'an' if t[0] in 'aeiou' else 'a'} {t} card from your discard to your hand"
    if isinstance(s, L.PlayFree) and s.var in chooses:
        sel = chooses[s.var].sel
        t = sel.types[0]
        if sel.cost is None:
            return f"play {'an' if t[0] in 'aeiou' else 'a'} {t} for free"
        if sel.cost[0] != "<=":
            return None
        return f"play {'an' if t[0] in 'aeiou' else 'a'} {t} with cost {sel.cost[1]} or less for free"
    if isinstance(s, L.ReturnToHand) and s.who == "self":
        return "return this card to your hand"
    if isinstance(s, L.LookTake) and s.sel is not None and s.may and s.to == "hand":
        t = "song" if s.sel.song else s.sel.types[0]
        words = f"{s.sel.classification} {t}" if s.sel.classification else t
        a = "an" if words[0].lower() in "aeiou" else "a"
        cost = f" with cost {s.sel.cost[1]} or less" if s.sel.cost else ""
        return (f"look at the top {s.n} cards of your deck. you may reveal {a} {words} card{cost} and put it into your "
                "hand. put the rest on the bottom of your deck in any order")
    if isinstance(s, L.Continuous):
        g = _GROUP_TEXT.get(s.group)
        if g is None or s.sel is not None:  # (a narrowed group has no English here: hand scripts only)
            return None
        if s.what == "stat":
            return f"{g} get {'+' if s.amount >= 0 else '-'}{abs(s.amount)} {STAT_SYMBOL[s.key]} {_DUR_TEXT[s.duration]}"
        if s.what == "kw":
            kw = f"{s.key} +{s.amount}" if s.amount else s.key
            return f"{g} gain {kw} {_DUR_TEXT[s.duration]}"
        return None
    who = getattr(s, "who", None)
    if isinstance(s, L.MoveTo) and who in chooses and s.loc in chooses:
        ok = chooses[who].sel == L.Sel(owner="you") and chooses[s.loc].sel == L.Sel(owner="you", types=("location",))
        return "move a character of yours to a location for free" if ok else None
    if isinstance(who, str) and who in chooses and chooses[who].by == "opponents":
        sel = chooses[who].sel
        if isinstance(s, L.DealDamage) and sel == L.Sel() and isinstance(s.n, int):
            return f"each opponent chooses one of their characters and deals {s.n} damage to them"
        if isinstance(s, L.Exert) and sel == L.Sel(exerted=False):
            return "each opponent chooses and exerts one of their ready characters"
        if isinstance(s, L.Banish) and sel == L.Sel():
            return "each opponent chooses and banishes one of their characters"
        return None
    if who is None:
        return None
    subject = who in said if isinstance(who, str) else False
    t = _who(who, ct, chooses, said)
    if t is None:
        return None
    if isinstance(s, L.DealDamage) and isinstance(s.n, int):
        return f"deal {s.n} damage to {t}"
    if isinstance(s, L.RemoveDamage) and isinstance(s.n, int):
        return f"remove all damage from {t}" if s.n == ALL else f"remove up to {s.n} damage from {t}"
    if isinstance(s, L.Banish):
        return f"banish {t}"
    if isinstance(s, L.ReturnToHand):
        mine = isinstance(s.who, str) and s.who in chooses and chooses[s.who].sel.owner == "you"
        return f"return {t} to {'your' if mine else 'their player' + chr(39) + 's'} hand"
    if isinstance(s, L.Exert):
        return f"exert {t}"
    if isinstance(s, L.Ready):
        return f"ready {t}"
    if subject and t == "them":
        t = "they"
    if isinstance(s, L.Stat) and isinstance(s.amount, int) and s.stat in STAT_SYMBOL:
        sign = "+" if s.amount >= 0 else "-"
        return f"{t} get {sign}{abs(s.amount)} {STAT_SYMBOL[s.stat]} {_DUR_TEXT[s.duration]}"
    if isinstance(s, L.GrantKeyword):
        kw = f"{s.keyword} +{s.value}" if s.value else s.keyword
        return f"{t} gain {kw} {_DUR_TEXT[s.duration]}"
    if isinstance(s, _GetsAndGains):
        sign = "+" if s.a.amount >= 0 else "-"
        kw = f"{s.b.keyword} +{s.b.value}" if s.b.value else s.b.keyword
        return f"{t} get {sign}{abs(s.a.amount)} {STAT_SYMBOL[s.a.stat]} and gain {kw} {_DUR_TEXT[s.a.duration]}"
    if isinstance(s, _TwoKeywords):
        k1 = f"{s.a.keyword} +{s.a.value}" if s.a.value else s.a.keyword
        k2 = f"{s.b.keyword} +{s.b.value}" if s.b.value else s.b.keyword
        return f"{t} gain {k1} and {k2} {_DUR_TEXT[s.a.duration]}"
    if isinstance(s, L.Restrict) and s.what == "can_challenge_ready":
        return f"{t} can challenge ready characters this turn" if s.duration == "turn" else None
    if isinstance(s, (L.Restrict, _QuestOrChallenge)):
        what = "quest or challenge" if isinstance(s, _QuestOrChallenge) else s.what.removeprefix("cant_")
        if isinstance(s, _QuestOrChallenge):
            return f"{t} can't {what} " + {"turn": "for the rest of this turn", "their_next_turn":
                                           "during their next turn"}.get(s.duration, "?")
        assert isinstance(s, L.Restrict)
        if s.what == "cant_ready":
            dur = "at the start of their next turn" if s.duration == "their_next_turn" else None
        else:
            dur = {"turn": "for the rest of this turn", "their_next_turn": "during their next turn",
                   "next_turn": "until the start of your next turn"}.get(s.duration)
        if dur is None:
            return None
        return f"{t} can't {what} {dur}"
    return None


_ = parse_sel
