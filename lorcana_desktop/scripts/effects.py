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
from typing import TypeAlias

from lorcana_desktop.engine import lang as L
from lorcana_desktop.scripts.branches import UsedTemplate
from lorcana_desktop.scripts.selectors import (
    INKS,
    STAT_SYMBOL,
    SYMBOL_STAT,
    Ctx,
    keyword_words,
    parse_sel,
    parse_target,
    render_target,
    sel_words,
)

Build = Callable[[re.Match[str], Ctx], "list[L.Step] | None"]


@dataclass(frozen=True)
class Template:
    """One clause template: its name (for coverage reports), pattern and builder."""

    name: str
    pattern: re.Pattern[str]
    build: Build


TEMPLATES: list[Template] = []


Body: TypeAlias = "tuple[list[L.Step], list[str]] | str"  # steps and the templates used, or the unread part


@dataclass(slots=True)
class SentenceReader:
    """The whole-sentence reader of ``scripts.compiler``, which some clause templates recurse into ("Then, if
    ..., draw a card."). The compiler installs it as it is imported: it imports this module, never the reverse,
    so the template modules' imports run one way (compiler -> statics -> deck_top -> effects)."""

    body: Callable[[str, str, Ctx], Body] | None = None  # compiler.parse_body
    condition: Callable[[L.Cond], str | None] | None = None  # compiler.render_condition
    condition_prefix: Callable[[str], tuple[L.Cond, str] | None] | None = None  # compiler.condition_prefix

    def read_body(self, body: str, card_type: str, ctx: Ctx) -> Body:
        if self.body is None:
            raise RuntimeError("the sentence reader is not installed: import lorcana_desktop.scripts.compiler")
        return self.body(body, card_type, ctx)

    def say_condition(self, cond: L.Cond) -> str | None:
        if self.condition is None:
            raise RuntimeError("the sentence reader is not installed: import lorcana_desktop.scripts.compiler")
        return self.condition(cond)

    def read_condition_prefix(self, s: str) -> tuple[L.Cond, str] | None:
        if self.condition_prefix is None:
            raise RuntimeError("the sentence reader is not installed: import lorcana_desktop.scripts.compiler")
        return self.condition_prefix(s)


SENTENCES = SentenceReader()
# Renderers of other template modules (scripts.deck_top): step -> English, or None when not theirs; asked first.
RENDERERS: list[Callable[[L.Step, dict[str, L.Choose], set[str]], str | None]] = []
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


def card_count(word: str) -> int | None:
    """The number in "draws a card" / "draws 2 cards": "a" is 1; None for "1 cards" or "a 2" (never printed)."""
    n = num(word)
    return None if (n == 1) != (word == "a") else n


def parse_clause(clause: str, ctx: Ctx) -> tuple[list[L.Step], str] | None:
    """The steps of one clause and the template's name, or None when no template reads all of it."""
    for t in TEMPLATES:
        m = t.pattern.fullmatch(clause)
        if m:
            saved = (ctx.last, ctx.n)
            mark = len(ctx.clauses)
            steps = t.build(m, ctx)
            if steps is not None:
                # which template read this clause, for the branches ``cards coverage`` counts (scripts.branches)
                ctx.clauses.append(UsedTemplate(t.name, tuple(steps), mark))
                return steps, t.name
            ctx.last, ctx.n = saved
            del ctx.clauses[mark:]  # what the templates it called recorded is not part of the ability
    return None


def _target(phrase: str, ctx: Ctx) -> tuple[list[L.Step], object] | None:
    return parse_target(phrase, ctx)


# ------------------------------------------------------------------ players


@template("draw", r"draw (?P<n>a|\d+) cards?")
def _draw(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = card_count(m["n"])
    if n is None:
        return None
    return [L.Draw("you", n)]


@template("gain lore", r"(?:you )?gain (?P<n>\d+) lore")
def _gain(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.GainLore("you", int(m["n"]))]


@template("each player draws", r"each player draws (?P<n>a|\d+) cards?")
def _each_draws(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = card_count(m["n"])
    return None if n is None else [L.Draw("each", n)]


@template("the challenging player discards", r"the challenging player chooses and discards (?P<n>a|\d+) cards?")
def _challenger_discards(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = card_count(m["n"])
    return None if n is None else [L.Discard("challenging_player", n)]


@template("banish this or return another", r"banish (?:her|him|them|it) or return another chosen character of yours "
          r"to your hand")
def _banish_or_return(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    var = ctx.new_var()
    return [L.Modes(((L.Banish("self"),), (L.Choose(var, L.Sel(owner="you", other=True)), L.ReturnToHand(var))),
                    either=True)]


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
    n = card_count(m["n"])
    if n is None:
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
    ctx.last = var  # "They gain Rush." after it
    return [L.Choose(var, sel), L.PlayFree(var)]


@template("ink drops", r"get (?P<n>\d+) ink drops?")
def _drops(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = int(m["n"])
    if (n == 1) != m.group(0).endswith("drop"):
        return None
    return [L.InkDrops("you", n)]


@template("chosen opponent discards", r"chosen opponent chooses and discards (?P<n>a|\d+) cards?")
def _opp_discard(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = card_count(m["n"])
    if n is None:
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
    return None if t is None else [*t[0], L.RemoveDamage(t[1], ALL) if m["all"] else
                                   L.RemoveDamage(t[1], int(m["n"]), up_to=True)]


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
          r"(?P<ready>ready )?characters|one of their characters and (?:deals (?P<n>\d+) damage to them|(?P<ret>returns "
          r"that card to their hand)|(?P<bottom>puts that card on the bottom of their deck)))")
def _opponent_chooses(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    var = ctx.new_var()
    ctx.last = var  # "They can't ready at the start of their next turn."
    choose = L.Choose(var, L.Sel(exerted=False if m["ready"] else None), by="opponents")
    if m["ret"]:
        return [choose, L.ReturnToHand(var)]
    if m["bottom"]:
        return [choose, L.ToDeckBottom(var)]
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


_KWS = keyword_words(r"Evasive|Rush|Ward|Bodyguard|Alert|Support|Reckless|Vanish|Challenger \+\d+|Resist \+\d+")


@template("gets and gains", r"(?P<t>(?:another )?chosen .+?) gets (?P<sign>[+-])(?P<n>\d+) (?P<sym>[¤⛉◊]) and gains (?P<kw>" + keyword_words(
          r"Evasive|Rush|Ward|Bodyguard|Alert|Support|Reckless|Challenger \+\d+|Resist \+\d+") + r") " + DUR)
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
    if m["t"] in ("they", "he", "she", "it", "those characters"):
        if not ctx.last:
            return None
        pre: list[L.Step] = []
        who: object = ctx.group if ctx.last == "group" else ctx.last
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


@template("ink a card from hand", r"put (?:a|any) card from your hand into your inkwell facedown(?P<ex> and exerted)?")
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
    if len(steps) in (2, 3) and isinstance(steps[0], L.Choose) and steps[0].sel == "opponent" \
            and steps[-1] == L.DrawToMatch(steps[0].var) and (len(steps) == 2 or isinstance(steps[1], L.May)):
        may = "you may " if len(steps) == 3 else ""
        return (f"if chosen opponent has more cards in their hand than you, {may}draw cards until you have the same "
                "number")
    # the choices of "if you do, ..." branches too (their variables are unique per ability)
    chooses = {s.var: s for s in _with_branches(steps) if isinstance(s, L.Choose)}
    chooses.update({x.var: x for s in steps if isinstance(s, L.And) for x in s.first + s.second
                    if isinstance(x, L.Choose)})  # "... and ready them. They can't quest ..."
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
        if isinstance(s, L.PayWith) and s.who in ("self", "trigger"):
            prefix += f"{s.action} {'this character' if s.who == 'self' else 'them'} to "
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
        if isinstance(s, L.If) and isinstance(s.cond, L.Chosen) and s.cond.sel is not None:
            sentences = _render_if_chosen(s, card_type, chooses, said)
            if sentences is None:
                return None
            out.extend(sentences)
            continue
        if isinstance(s, L.If) and s.otherwise and not isinstance(s.cond, L.Chosen):
            sentences = _render_if_instead(s, card_type, chooses, said)
            if sentences is None:
                return None
            out.extend(sentences)
            continue
        if isinstance(s, L.If) and not s.otherwise and isinstance(s.cond, L.Chosen) and s.cond.test == "any" \
                and s.cond.sel is None and out and s.cond.var in chooses:
            inner = render_steps(s.steps, card_type)  # "[cost] to [effect]"
            if inner is None:
                return None
            out[-1] += f" to {inner}"
            continue
        if isinstance(s, L.If) and not s.otherwise:
            head = SENTENCES.say_condition(s.cond)
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


def _with_branches(steps: tuple[L.Step, ...]) -> list[L.Step]:
    out: list[L.Step] = []
    for s in steps:
        out.append(s)
        if isinstance(s, L.If):
            out.extend(_with_branches(s.steps))
    return out


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
        if isinstance(s, L.Stat) and isinstance(prev, L.GrantKeyword) and prev.who == s.who \
                and prev.duration == s.duration and isinstance(s.amount, int) and s.stat in STAT_SYMBOL:
            out[-1] = _GainsAndGets(prev, s)
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
        if isinstance(s, (L.Choose, L.ChooseNumber)):  # said with the step that uses the choice
            continue
        t = _render_one(s, card_type, chooses, said)
        if t is None:
            return None
        parts.append(t)
    return ". ".join(parts)


def _who(who: object, card_type: str, chooses: dict[str, L.Choose], said: set[str]) -> str | None:
    return render_target(who, chooses, said, card_type)


def _render_one(s: L.Step, ct: str, chooses: dict[str, L.Choose], said: set[str]) -> str | None:
    for other in RENDERERS:
        text = other(s, chooses, said)
        if text is not None:
            return text
    own_text = _render_most_cards(s) or _render_draw_until(s) or _render_challenger(s, ct) or _render_equal_stats(s, ct, chooses, said) or _render_cost_cls(s) or _render_each_player(s) or _render_random(s, chooses) or _render_bottom(s, ct, chooses, said) or _render_per(s, ct, chooses, said) or _render_cov_eff(s, ct, chooses, said) or _render_hands(s, chooses) or _render_amounts(s, ct, chooses, said) \
        or _render_later(s, chooses, said) or _render_may_discard(s, ct) or _render_restrict_more(s, ct, chooses, said)
    if own_text is not None:
        return own_text
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
    if isinstance(s, L.DiscardCards) and s.var in chooses and chooses[s.var].sel == L.Sel(
            owner="you", zone="hand", types=("card",)) and chooses[s.var].n == 1:
        return "choose and discard a card"
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
        said.add(s.var)  # "They gain Rush." after it
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
    if isinstance(who, str) and who in chooses and chooses[who].by == "opponents" and who not in said:
        said.add(who)  # "They can't ready ..." after it
        sel = chooses[who].sel
        if isinstance(s, L.ReturnToHand) and sel == L.Sel():
            return "each opponent chooses one of their characters and returns that card to their hand"
        if isinstance(s, L.ToDeckBottom) and sel == L.Sel():
            return "each opponent chooses one of their characters and puts that card on the bottom of their deck"
        if isinstance(s, L.DealDamage) and sel == L.Sel() and isinstance(s.n, int):
            return f"each opponent chooses one of their characters and deals {s.n} damage to them"
        if isinstance(s, L.Exert) and sel in (L.Sel(exerted=False), L.Sel()):
            ready = "ready " if sel.exerted is False else ""
            return f"each opponent chooses and exerts one of their {ready}characters"
        if isinstance(s, L.Banish) and sel == L.Sel():
            return "each opponent chooses and banishes one of their characters"
        return None
    if who is None:
        return None
    subject = who in said if isinstance(who, str) else f"group:{who!r}" in said
    t = _who(who, ct, chooses, said)
    if t is None:
        return None
    if isinstance(s, L.DealDamage) and isinstance(s.n, int):
        return f"deal {s.n} damage to {t}"
    if isinstance(s, L.RemoveDamage) and isinstance(s.n, int) and (s.n == ALL) != s.up_to:
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


# ------------------------------------------------------------------ conditions inside effects (cov-eff)

_VERSUS_TEXT = {"opp_more_hand": "an opponent has more cards in their hand than you",
                "opp_more_inkwell": "an opponent has more cards in their inkwell than you",
                "opp_more_lore": "an opponent has more lore than you",
                "played_another_character": "you played another character this turn",
                "opp_more_characters": "an opponent has more characters in play than you",
                "opp_no_lore": "an opponent has 0 lore",
                "inkwell_all_exerted": "all cards in your inkwell are exerted",
                "discarded_2": "2 or more cards were put into your discard this turn",
                "banished": "a character was banished this turn",
                "banished_in_challenge": "a character was banished in a challenge this turn",
                "opp_banished_in_challenge": "an opposing character was banished in a challenge this turn",
                "quested": "a character quested this turn",
                "you_quested": "a character of yours quested this turn",
                "played_song": "you played a song this turn",
                "played_action": "you played an action this turn"}
_VERSUS_PHRASE = {v: k for k, v in _VERSUS_TEXT.items()}
_SONG_IN_DISCARD = L.Count(L.Sel(owner="you", zone="discard", types=("action",), song=True), ">=", 1)
_NO_HAND = L.ZoneCount("hand", "==", 0)
_HAS = re.compile(r"(?P<who>an opponent has|you have) (?P<a>an?|another) (?P<w>.+) in play")


_SELF_FLAGS = {"this character is exerted": "exerted", "this character has no damage": "no_damage",
               "he has no damage": "no_damage", "she has no damage": "no_damage",
               "this character is at a location": "at_location", "there's a card under him": "has_card_under",
               "there's a card under her": "has_card_under", "there's a card under this character": "has_card_under",
               "there's a card under them": "has_card_under"}
_FLAG_TEXT = {"exerted": "this character is exerted", "no_damage": "this character has no damage",
              "at_location": "this character is at a location", "has_card_under": "there's a card under this character"}


def parse_effect_condition(phrase: str) -> L.Cond | None:
    """The words between "if" and the comma of an effect's condition ("an opponent has more cards in their hand
    than you", "you have a character with Evasive in play", ...), or None."""
    if phrase in _VERSUS_PHRASE:
        return L.Flag(_VERSUS_PHRASE[phrase])
    if phrase in _SELF_FLAGS:
        return L.Flag(_SELF_FLAGS[phrase])
    if phrase == "you have no cards in your hand":
        return _NO_HAND
    d = re.fullmatch(r"you have (\d+) or more cards in your discard", phrase)
    if d:
        return L.ZoneCount("discard", ">=", int(d.group(1)))
    if phrase == "there's a song card in your discard":
        return _SONG_IN_DISCARD
    m = _HAS.fullmatch(phrase)
    if not m:
        return None
    sel = parse_sel(m["w"])
    if sel is None or sel.owner != "any" or sel.name:
        return None
    mine = m["who"] == "you have"
    if m["a"] == "another" and not mine:
        return None
    if m["a"] != "another" and m["a"] != ("an" if m["w"][0] in "aeiou" else "a"):
        return None
    if mine and not (sel.keyword or sel.strength or sel.willpower):  # the other "you have" forms: conditions.py
        return None
    sel = L.Sel(**{f: getattr(sel, f) for f in sel.__dataclass_fields__ if f not in ("owner", "other")},
                owner="you" if mine else "opp", other=m["a"] == "another")
    return L.Count(sel, ">=", 1)


def render_effect_condition(c: object) -> str | None:
    """The inverse of :func:`parse_effect_condition` ("if ..." without the comma), or None."""
    if isinstance(c, L.Flag) and c.name in _VERSUS_TEXT:
        return f"if {_VERSUS_TEXT[c.name]}"
    if isinstance(c, L.Flag) and c.name in _FLAG_TEXT:
        return f"if {_FLAG_TEXT[c.name]}"
    if c == _NO_HAND:
        return "if you have no cards in your hand"
    if c == _SONG_IN_DISCARD:
        return "if there's a song card in your discard"
    if isinstance(c, L.ZoneCount) and c.zone == "discard" and c.op == ">=":
        return f"if you have {c.n} or more cards in your discard"
    if not isinstance(c, L.Count) or c.op != ">=" or c.n != 1 or c.sel.owner == "any":
        return None
    sel = c.sel
    words = sel_words(L.Sel(**{f: getattr(sel, f) for f in sel.__dataclass_fields__ if f not in ("owner", "other")}))
    if words is None:
        return None
    if sel.owner == "you":
        if not (sel.keyword or sel.strength or sel.willpower):
            return None
        return f"if you have {'another' if sel.other else 'an' if words[0] in 'aeiou' else 'a'} {words} in play"
    if sel.other:
        return None
    return f"if an opponent has {'an' if words[0] in 'aeiou' else 'a'} {words} in play"


def effect_condition_prefix(s: str) -> tuple[L.Cond, str] | None:
    """"If an opponent has more lore than you, gain 2 lore": (the condition, the rest), or None."""
    if not s.startswith("if ") or ", " not in s:
        return None
    head, _, rest = s[3:].partition(", ")
    c = parse_effect_condition(head)
    return None if c is None else (c, rest)


# ------------------------------------------------------------------ "[cost] to [effect]" (cov-eff)

_COST_HEADS = ("banish chosen ", "banish one of your items", "deal ", "return chosen ", "return another chosen ",
               "choose and discard a card")


def _cost_clause(a: str, ctx: Ctx) -> tuple[list[L.Step], str] | None:
    """The cost part of "[cost] to [effect]": steps that choose what is paid into a variable, and that variable."""
    if a == "choose and discard a card":
        var = ctx.new_var()
        return [L.Choose(var, L.Sel(owner="you", zone="hand", types=("card",))), L.DiscardCards(var)], var
    if not a.startswith(_COST_HEADS):
        return None
    got = parse_clause(a, ctx)
    if got is None or len(got[0]) != 2 or not isinstance(got[0][0], L.Choose):
        return None
    ch, act = got[0]
    if not isinstance(ch, L.Choose) or not isinstance(act, (L.Banish, L.DealDamage, L.ReturnToHand)) \
            or act.who != ch.var or ch.up_to:
        return None
    return list(got[0]), ch.var


@template("cost to effect", r"(?P<all>.+ to .+)")
def _cost_to(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    """"Banish chosen item of yours to draw a card": the effect happens only if the cost was paid (a card was
    chosen for it); "another chosen character" after it means another than the one paid with."""
    text = m["all"]
    at = text.find(" to ")
    while at >= 0:
        a, b = text[:at], text[at + 4:]
        saved = (ctx.last, ctx.n)
        cost = _cost_clause(a, ctx)
        rest = parse_clause(b, ctx) if cost is not None else None
        if cost is not None and rest is not None:
            steps, var = cost
            paid = steps[0]
            assert isinstance(paid, L.Choose)
            more: list[L.Step] = []
            if any(isinstance(st, L.Choose) and isinstance(st.sel, L.Sel) and st.sel.other for st in rest[0]) \
                    and paid.sel.zone != "play":
                return None  # "another chosen character" then means another than one chosen before the cost
            for st in rest[0]:
                if isinstance(st, L.Choose) and isinstance(st.sel, L.Sel) and st.sel.other \
                        and not (isinstance(paid.sel, L.Sel) and paid.sel.other) and paid.sel.zone == "play":
                    st = L.Choose(st.var, L.Sel(**{**{f: getattr(st.sel, f) for f in st.sel.__dataclass_fields__},
                                                   "other": False}), st.n, st.up_to, exclude=var)
                more.append(st)
            return [*steps, L.If(L.Chosen(var), tuple(more))]
        ctx.last, ctx.n = saved
        at = text.find(" to ", at + 4)
    return None


# ------------------------------------------------------------------ lore, ink drops, inkwell, players (cov-eff)

_AND_SECOND = r"(?:you gain|gain|draw|get|each opponent loses|you draw|they gain|ready|remove|chosen)\b"


@template("A and B", r"(?P<all>.+? and " + _AND_SECOND + r".+)")
def _and(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    """"Draw a card and gain 1 lore", "each opponent loses 1 lore and you gain 1 lore": two effects, in order."""
    text = m["all"]
    at = text.find(" and ")
    while at >= 0:
        a, b = text[:at], text[at + 5:]
        if re.match(_AND_SECOND, b):
            saved = (ctx.last, ctx.n)
            first = parse_clause(a, ctx)
            second = parse_clause(b, ctx) if first is not None else None
            if first is not None and second is not None:
                return [L.And(tuple(first[0]), tuple(second[0]))]
            ctx.last, ctx.n = saved
        at = text.find(" and ", at + 5)
    return None


@template("each opponent with more lore loses lore", r"each opponent with more lore than you loses (?P<n>\d+) lore")
def _richer_lose(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.LoseLore("opponents_with_more_lore", int(m["n"]))]


@template("each player loses lore", r"each player loses (?P<n>\d+) lore")
def _each_lose(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.LoseLore("each", int(m["n"]))]


@template("its player gains lore", r"its player gains (?P<n>\d+) lore")
def _its_player_gains(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    if not ctx.last or ctx.last in ("self", "group"):
        return None
    return [L.GainLore(f"owner:{ctx.last}", int(m["n"]))]


@template("its player inks the top card", r"its player puts the top card of their deck into their inkwell facedown "
          r"and exerted")
def _its_player_inks(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    if not ctx.last or ctx.last in ("self", "group"):
        return None
    return [L.InkTop(f"owner:{ctx.last}", True)]


@template("each opponent draws", r"each opponent draws (?P<n>a|\d+) cards?")
def _opp_draws(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = card_count(m["n"])
    return None if n is None else [L.Draw("opponents", n)]


@template("chosen player draws", r"chosen player draws (?P<n>a|\d+) cards?")
def _player_draws(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = card_count(m["n"])
    if n is None:
        return None
    var = ctx.new_var()
    return [L.Choose(var, "player"), L.Draw(var, n)]


@template("you and another chosen player", r"you and another chosen player each (?P<v>draw|get) (?P<n>a|\d+) "
          r"(?P<what>cards?|ink drops?)")
def _you_and_another(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = num(m["n"])
    if (n == 1) != (m["n"] == "a" or m["what"] in ("ink drop",)) or m["what"].endswith("s") == (n == 1):
        return None
    if (m["v"] == "draw") != m["what"].startswith("card"):
        return None
    var = ctx.new_var()
    who = f"you_and:{var}"
    return [L.Choose(var, "opponent"), L.Draw(who, n) if m["v"] == "draw" else L.InkDrops(who, n)]


@template("each opponent discards their hand", r"each opponent discards all cards in their hand")
def _opp_discard_hand(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.DiscardHand("opponents")]


@template("each player discards their hand and draws", r"each player discards their hand and draws (?P<n>\d+) cards")
def _wheel(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.And((L.DiscardHand("each"),), (L.Draw("each", int(m["n"])),))]


@template("each player inks the top N", r"each player puts the top (?P<n>\d+) cards of their deck into their inkwell "
          r"facedown and exerted")
def _each_inks(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = int(m["n"])
    return None if n < 2 else [L.InkTop("each", True, n)]


@template("exert or ready the inkwell", r"(?P<v>exert|ready) all cards in your inkwell")
def _inkwell_state(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.InkwellState("you", m["v"] == "exert")]


@template("hand into the inkwell", r"put all cards from your hand into your inkwell facedown and exerted")
def _hand_to_inkwell(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.HandToInkwell("you", True)]


@template("discard into the inkwell", r"put (?:(?P<a>an?) (?P<t>character|item|action|location) card|up to "
          r"(?P<n>\d+) cards) from your discard into your inkwell facedown and exerted")
def _discard_to_inkwell(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    var = ctx.new_var()
    if m["n"]:
        n = int(m["n"])
        return None if n < 2 else [L.Choose(var, L.Sel(owner="you", zone="discard", types=("card",)), n, True),
                                   L.ToInkwell(var, True)]
    if m["a"] != ("an" if m["t"][0] in "aeiou" else "a"):
        return None
    return [L.Choose(var, L.Sel(owner="you", zone="discard", types=(m["t"],))), L.ToInkwell(var, True)]


def _render_cov_eff(s: L.Step, ct: str, chooses: dict[str, L.Choose], outer: set[str] | None = None) -> str | None:
    """English for the steps above (None: not one of them)."""
    if isinstance(s, L.And):
        a = render_steps(s.first, ct)
        b = render_steps(s.second, ct)
        if b is None:  # the second part names what the first chose ("... and they gain Resist +1")
            both = {**chooses, **{x.var: x for x in s.first + s.second if isinstance(x, L.Choose)}}
            said: set[str] = outer if outer is not None else set()
            a = render_steps_with(tuple(x for x in s.first if not isinstance(x, L.Choose)), ct, both, said)
            b = render_steps_with(tuple(x for x in s.second if not isinstance(x, L.Choose)), ct, both, said)
        if a is None or b is None:
            return None
        if a.startswith("each player ") and b.startswith("each player "):
            b = b[len("each player "):]
            b = {"draw": "draws"}.get(b.split(" ")[0], b.split(" ")[0]) + b[len(b.split(" ")[0]):]
        return f"{a} and {b}"
    if isinstance(s, L.MayDraw) and s.who in ("each", "opponents") and s.n == 1:
        return "each player may draw a card" if s.who == "each" else "each opponent may draw a card"
    if isinstance(s, L.LoseLore) and s.who == "opponents_with_more_lore" and isinstance(s.n, int):
        return f"each opponent with more lore than you loses {s.n} lore"
    if isinstance(s, L.LoseLore) and s.who == "each" and isinstance(s.n, int):
        return f"each player loses {s.n} lore"
    if isinstance(s, L.GainLore) and s.who.startswith("owner:") and isinstance(s.n, int):
        return f"its player gains {s.n} lore"
    if isinstance(s, L.InkTop) and s.who.startswith("owner:") and s.exerted and s.n == 1:
        return "its player puts the top card of their deck into their inkwell facedown and exerted"
    if isinstance(s, L.InkTop) and s.who == "each" and s.exerted and s.n > 1:
        return f"each player puts the top {s.n} cards of their deck into their inkwell facedown and exerted"
    if isinstance(s, L.Draw) and s.who == "opponents" and isinstance(s.n, int):
        return "each opponent draws a card" if s.n == 1 else f"each opponent draws {s.n} cards"
    if isinstance(s, L.Draw) and s.who in chooses and chooses[s.who].sel == "player" and isinstance(s.n, int):
        return "chosen player draws a card" if s.n == 1 else f"chosen player draws {s.n} cards"
    if isinstance(s, (L.Draw, L.InkDrops)) and s.who.startswith("you_and:") and isinstance(s.n, int) \
            and chooses.get(s.who[8:], L.Choose("x", "player")).sel == "opponent":
        what = ("a card" if s.n == 1 else f"{s.n} cards") if isinstance(s, L.Draw) else \
            f"{s.n} ink drop{'s' if s.n != 1 else ''}"
        return f"you and another chosen player each {'draw' if isinstance(s, L.Draw) else 'get'} {what}"
    if isinstance(s, L.DiscardHand) and s.who in ("opponents", "each"):
        return "each opponent discards all cards in their hand" if s.who == "opponents" else \
            "each player discards their hand"
    if isinstance(s, L.Draw) and s.who == "each" and isinstance(s.n, int):
        return "each player draws a card" if s.n == 1 else f"each player draws {s.n} cards"
    if isinstance(s, L.InkwellState) and s.who == "you":
        return f"{'exert' if s.exerted else 'ready'} all cards in your inkwell"
    if isinstance(s, L.HandToInkwell) and s.who == "you" and s.exerted:
        return "put all cards from your hand into your inkwell facedown and exerted"
    if isinstance(s, L.ToInkwell) and isinstance(s.who, str) and s.who in chooses and s.exerted \
            and isinstance(chooses[s.who].sel, L.Sel) and chooses[s.who].sel.zone == "discard":
        ch = chooses[s.who]
        t = ch.sel.types[0]
        if ch.n > 1 and ch.up_to and t == "card":
            return f"put up to {ch.n} cards from your discard into your inkwell facedown and exerted"
        if ch.n == 1 and not ch.up_to and t != "card":
            return f"put {'an' if t[0] in 'aeiou' else 'a'} {t} card from your discard into your inkwell facedown " \
                "and exerted"
    return None


# ------------------------------------------------------------------ "if a Villain character is chosen, ... (instead)"

_IF_CHOSEN = re.compile(r"(?P<a>.+)\. if (?:(?:(?P<art>an?) (?P<cls>[A-Z][\w'-]*) character|a character named (?P<name>[A-Z][^,]*?))"
                        r" is chosen|the chosen character is named (?P<name2>[A-Z][^,]*?)), (?P<b>.+)")
_PRONOUN_GETS = re.compile(r"(?:they|he|she) gets? \+(?P<n>\d+) (?P<sym>[¤⛉◊])")


@template("if a ... character is chosen", _IF_CHOSEN.pattern)
def _if_chosen(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    """"Chosen character gets +2 ¤ this turn. If a Villain character is chosen, they get +3 ¤ instead.": the
    effect checks the chosen card as it resolves."""
    cls = m["cls"] or ""
    name = m["name"] or m["name2"] or ""
    if cls in INKS or cls and m["art"] != ("an" if cls[0].lower() in "aeiou" else "a"):
        return None
    got = SENTENCES.read_body(m["a"] + ".", ctx.card_type, ctx)
    if isinstance(got, str):
        return None
    steps = list(got[0])
    chooses = [st for st in steps if isinstance(st, L.Choose)]
    if len(chooses) != 1 or chooses[0].n != 1 or chooses[0].up_to or not isinstance(chooses[0].sel, L.Sel) \
            or chooses[0].sel.zone != "play":
        return None
    var = chooses[0].var
    cond = L.Chosen(var, sel=L.Sel(types=chooses[0].sel.types, classification=cls, name=name))
    b = m["b"]
    if not b.endswith(" instead"):
        ctx.last = var
        rest = parse_clause(b, ctx)
        return None if rest is None else [*steps, L.If(cond, tuple(rest[0]))]
    b = b.removesuffix(" instead")
    last = steps[-1]
    alt: L.Step | None = None
    g = _PRONOUN_GETS.fullmatch(b)
    if isinstance(last, L.Stat) and last.who == var and g and SYMBOL_STAT[g["sym"]] == last.stat:
        alt = L.Stat(var, last.stat, int(g["n"]), last.duration)
    r = re.fullmatch(r"remove up to (\d+) damage", b)
    if isinstance(last, L.RemoveDamage) and last.who == var and r:
        alt = L.RemoveDamage(var, int(r.group(1)), up_to=True)
    if isinstance(last, L.Exert) and last.who == var and b in ("banish her", "banish him", "banish them"):
        alt = L.Banish(var)
    if alt is None:
        return None
    return [*steps[:-1], L.If(cond, (alt,), (last,))]


def _render_if_chosen(s: L.If, ct: str, chooses: dict[str, L.Choose], said: set[str]) -> list[str] | None:
    """The sentences of :func:`_if_chosen`'s result: the printed effect, then the "if ... is chosen" one."""
    c = s.cond
    assert isinstance(c, L.Chosen) and c.sel is not None
    sel = c.sel
    if sel.classification and not sel.name and sel.types == ("character",):
        a = "an" if sel.classification[0].lower() in "aeiou" else "a"
        head = f"if {a} {sel.classification} character is chosen"
    elif sel.name and not sel.classification and sel.types == ("character",):
        head = f"if a character named {sel.name} is chosen"
    else:
        return None
    if not s.otherwise:
        inner = render_steps(s.steps, ct)
        return None if inner is None else [f"{head}, {inner}"]
    before = render_steps_with(s.otherwise, ct, chooses, said)
    if before is None or len(s.steps) != 1 or len(s.otherwise) != 1:
        return None
    alt = s.steps[0]
    if isinstance(alt, L.Stat) and isinstance(alt.amount, int) and alt.amount > 0 and alt.stat in STAT_SYMBOL:
        tail = f"they get +{alt.amount} {STAT_SYMBOL[alt.stat]}"
    elif isinstance(alt, L.RemoveDamage) and isinstance(alt.n, int) and alt.up_to:
        tail = f"remove up to {alt.n} damage"
    elif isinstance(alt, L.Banish):
        tail = "banish them"
    else:
        return None
    return [before, f"{head}, {tail} instead"]


# ------------------------------------------------------------------ hands: reveal, look, discard of your choice

_KIND_SEL = {"non-character": L.Sel(types=("action", "item", "location")), "song": L.Sel(types=("action",), song=True),
             "action": L.Sel(types=("action",)), "item": L.Sel(types=("item",)),
             "character": L.Sel(types=("character",)), "location": L.Sel(types=("location",))}
_SEL_KIND = {v: k for k, v in _KIND_SEL.items()}


@template("reveals their hand and discards of your choice", r"chosen opponent reveals their hand and discards "
          r"(?P<a>an?) (?P<k>non-character|song|action|item|character|location) card of your choice")
def _discard_of_your_choice(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    if m["a"] != ("an" if m["k"][0] in "aeiou" else "a"):
        return None
    var = ctx.new_var()
    return [L.Choose(var, "opponent"), L.DiscardChosen(var, _KIND_SEL[m["k"]])]


@template("reveal or look at a hand", r"(?P<who>each opponent|chosen opponent|chosen player) reveals their hand|look at "
          r"(?P<look>chosen opponent's|each opponent's) hand")
def _reveal_hand(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    who = m["who"] or m["look"].removesuffix("'s")
    if who == "each opponent":
        return [L.RevealHand("opponents" if m["who"] else "look:opponents")]
    var = ctx.new_var()
    return [L.Choose(var, "player" if who == "chosen player" else "opponent"),
            L.RevealHand(var if m["who"] else f"look:{var}")]


def _render_hands(s: L.Step, chooses: dict[str, L.Choose]) -> str | None:
    if isinstance(s, L.DiscardChosen) and s.who in chooses and chooses[s.who].sel == "opponent" \
            and s.sel in _SEL_KIND:
        k = _SEL_KIND[s.sel]
        return f"chosen opponent reveals their hand and discards {'an' if k[0] in 'aeiou' else 'a'} {k} card of " \
            "your choice"
    if isinstance(s, L.RevealHand):
        look = s.who.startswith("look:")
        who = s.who.removeprefix("look:")
        if who == "opponents":
            return "look at each opponent's hand" if look else "each opponent reveals their hand"
        if who in chooses and chooses[who].sel in ("player", "opponent"):
            whom = f"chosen {chooses[who].sel}"
            if look:
                return f"look at {whom}'s hand" if whom == "chosen opponent" else None
            return f"{whom} reveals their hand"
    return None


# ------------------------------------------------------------------ lore and cards "equal to" / "for each"

_THIS_WAY = {"damage removed": "_removed", "lore lost": "_lost"}
_WAY_TEXT = {v: k for k, v in _THIS_WAY.items()}
_EACH_IN_PLAY = {"damaged character opponents have": L.Sel(owner="opp", damaged=True),
                 "other damaged character you have": L.Sel(owner="you", damaged=True, other=True),
                 "character you have": L.Sel(owner="you")}
_IN_PLAY_TEXT = {v: k for k, v in _EACH_IN_PLAY.items()}


@template("gain lore or draw for each this way", r"(?P<v>gain 1 lore|draw a card) for each 1 (?P<w>damage removed|"
          r"lore lost) this way")
def _for_each_this_way(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = _THIS_WAY[m["w"]]
    return [L.GainLore("you", n) if m["v"].startswith("gain") else L.Draw("you", n)]


@template("gain lore or draw for each in play", r"(?P<v>gain 1 lore|draw a card) for each (?P<w>damaged character "
          r"opponents have|other damaged character you have|character you have) in play")
def _for_each_in_play(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = L.CountOf(_EACH_IN_PLAY[m["w"]])
    return [L.GainLore("you", n) if m["v"].startswith("gain") else L.Draw("you", n)]


@template("gain lore equal to", r"(?:(?P<choose>choose a character of yours) and )?gain lore equal to (?:the damage on "
          r"(?P<dt>chosen .+)|the ◊ of (?P<lt>chosen .+)|(?P<pt>another chosen .+)'s ◊|their ◊)")
def _gain_equal(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    if m["choose"]:
        if m.group(0) != f"{m['choose']} and gain lore equal to their ◊":
            return None
        var = ctx.new_var()
        ctx.last = var
        return [L.Choose(var, L.Sel(owner="you")), L.GainLore("you", L.StatOf(var, "lore"))]
    phrase = m["dt"] or m["lt"] or m["pt"]
    if phrase is None:
        return None
    t = _target(phrase, ctx)
    if t is None or not t[0] or not isinstance(t[1], str):
        return None
    return [*t[0], L.GainLore("you", L.StatOf(t[1], "damage" if m["dt"] else "lore"))]


@template("draw cards equal to the damage", r"draw cards equal to the damage on (?P<t>chosen .+)")
def _draw_equal(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    t = _target(m["t"], ctx)
    if t is None or not t[0] or not isinstance(t[1], str):
        return None
    return [*t[0], L.Draw("you", L.StatOf(t[1], "damage"))]


def _render_amounts(s: L.Step, ct: str, chooses: dict[str, L.Choose], said: set[str]) -> str | None:
    if not isinstance(s, (L.GainLore, L.Draw)) or s.who != "you" or isinstance(s.n, int):
        return None
    verb = "gain 1 lore" if isinstance(s, L.GainLore) else "draw a card"
    if isinstance(s.n, str) and s.n in _WAY_TEXT:
        return f"{verb} for each 1 {_WAY_TEXT[s.n]} this way"
    if isinstance(s.n, L.CountOf) and s.n.times == 1 and s.n.sel in _IN_PLAY_TEXT:
        return f"{verb} for each {_IN_PLAY_TEXT[s.n.sel]} in play"
    if isinstance(s.n, L.StatOf) and s.n.who in chooses and s.n.stat in ("damage", "lore"):
        ch = chooses[s.n.who]
        if isinstance(s, L.GainLore) and s.n.stat == "lore" and ch.sel == L.Sel(owner="you") and not ch.up_to \
                and ch.n == 1 and s.n.who not in said:
            said.add(s.n.who)
            return "choose a character of yours and gain lore equal to their ◊"
        t = render_target(s.n.who, chooses, said, ct)
        if t is None:
            return None
        if s.n.stat == "damage":
            return f"{'gain lore' if isinstance(s, L.GainLore) else 'draw cards'} equal to the damage on {t}"
        if not isinstance(s, L.GainLore):
            return None
        if t.startswith("another chosen "):
            return f"gain lore equal to {t}'s ◊"
        return f"gain lore equal to the ◊ of {t}"
    return None


# ------------------------------------------------------------------ "They gain Rush." / "At the end of your turn, banish them."


@template("they gain a keyword", r"they gain (?P<kw>" + keyword_words("Rush|Evasive|Ward|Bodyguard|Reckless") + ")")
def _they_gain(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    if not ctx.last or ctx.last in ("self", "group"):
        return None
    return [L.GrantKeyword(ctx.last, m["kw"], None, "permanent")]


@template("at the end of your turn, banish them", r"at the end of (?:the|your) turn, banish them")
def _banish_at_end(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    if not ctx.last or ctx.last in ("self", "group"):
        return None
    return [L.Delayed("end_of_turn", (L.Banish(ctx.last),))]


def _render_later(s: L.Step, chooses: dict[str, L.Choose], said: set[str]) -> str | None:
    if isinstance(s, L.GrantKeyword) and s.duration == "permanent" and s.who in chooses and s.who in said \
            and not s.value:
        return f"they gain {s.keyword}"
    if isinstance(s, L.Delayed) and s.event == "end_of_turn" and len(s.steps) == 1 \
            and isinstance(s.steps[0], L.Banish) and s.steps[0].who in chooses and s.steps[0].who in said:
        return "at the end of your turn, banish them"
    return None


# ------------------------------------------------------------------ "each opponent may choose and discard a card"


@template("each opponent may discard, or else", r"each opponent may choose and discard a card\. for each opponent who "
          r"doesn't, (?P<r>.+)")
def _may_discard(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    r = m["r"]
    reward = parse_clause(r[4:] if r.startswith("you draw ") else r, ctx)
    if reward is None or any(isinstance(x, (L.Choose, L.May)) for x in reward[0]):
        return None
    return [L.MayDiscard("opponents", tuple(reward[0]))]


def _render_may_discard(s: L.Step, ct: str) -> str | None:
    if not isinstance(s, L.MayDiscard) or s.who != "opponents":
        return None
    r = render_steps(s.reward, ct)
    if r is None:
        return None
    if r.startswith("draw "):
        r = "you " + r
    return f"each opponent may choose and discard a card. for each opponent who doesn't, {r}"


# ------------------------------------------------------------------ "can't be challenged", "gains Rush and gets +2 ¤"


@template("can't be challenged", r"(?P<t>.+?) can't be challenged until the start of your next turn")
def _cant_be_challenged(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    if m["t"] == "your characters":
        return [L.Continuous("own_characters", "restrict", "cant_be_challenged", 0, "next_turn")]
    t = _target(m["t"], ctx)
    if t is None or not t[0] and t[1] != "self":
        return None
    return [*t[0], L.Restrict(t[1], "cant_be_challenged", "next_turn")]


@template("gains and gets", r"(?P<t>(?:another )?chosen .+?|they) gains? (?P<kw>" + keyword_words(
          r"Rush|Evasive|Ward|Bodyguard|Alert|Reckless|Support|Challenger \+\d+|Resist \+\d+") + r") and gets? (?P<sign>[+-])(?P<n>\d+) (?P<sym>[¤⛉◊]) " + DUR)
def _gains_and_gets(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    if m["t"] == "they":
        if not ctx.last or ctx.last == "self":
            return None
        pre: list[L.Step] = []
        who: object = ctx.group if ctx.last == "group" else ctx.last
    else:
        t = _target(m["t"], ctx)
        if t is None:
            return None
        pre, who = t
    kw, _, v = m["kw"].partition(" +")
    n = int(m["n"]) * (-1 if m["sign"] == "-" else 1)
    return [*pre, L.GrantKeyword(who, kw, int(v) if v else None, _DUR[m["dur"]]),
            L.Stat(who, SYMBOL_STAT[m["sym"]], n, _DUR[m["dur"]])]


class _GainsAndGets(L.Step):
    """Rendering only: "gains Rush and gets +2 ¤ this turn"."""

    __slots__ = ("a", "b", "who")

    def __init__(self, a: L.GrantKeyword, b: L.Stat) -> None:
        self.a, self.b, self.who = a, b, a.who


def _render_restrict_more(s: L.Step, ct: str, chooses: dict[str, L.Choose], said: set[str]) -> str | None:
    if isinstance(s, L.Continuous) and s.group == "own_characters" and s.what == "restrict" \
            and s.key == "cant_be_challenged" and s.duration == "next_turn":
        return "your characters can't be challenged until the start of your next turn"
    if isinstance(s, L.Restrict) and s.what == "cant_be_challenged" and s.duration == "next_turn":
        t = render_target(s.who, chooses, said, ct)
        return None if t is None else f"{t} can't be challenged until the start of your next turn"
    if isinstance(s, _GainsAndGets) and isinstance(s.b.amount, int) and s.b.stat in STAT_SYMBOL:
        subject = s.who in said
        t = render_target(s.who, chooses, said, ct)
        if t is None:
            return None
        if subject and t == "them":
            t = "they"
        kw = f"{s.a.keyword} +{s.a.value}" if s.a.value else s.a.keyword
        sign = "+" if s.b.amount >= 0 else "-"
        return f"{t} gain {kw} and get {sign}{abs(s.b.amount)} {STAT_SYMBOL[s.b.stat]} {_DUR_TEXT[s.b.duration]}"
    return None


# ------------------------------------------------------------------ "If you have ... in play, deal 3 damage instead."

_IF_HAVE_INSTEAD = re.compile(r"(?P<a>.+)\. if (?P<c>[^,]+), (?P<b>.+) instead")


@template("if you have ..., instead", _IF_HAVE_INSTEAD.pattern)
def _if_have_instead(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    cond = SENTENCES.read_condition_prefix(f"if {m['c']}, x")
    if cond is None or cond[1] != "x":
        return None
    got = SENTENCES.read_body(m["a"] + ".", ctx.card_type, ctx)
    if isinstance(got, str) or not got[0]:
        return None
    steps = list(got[0])
    last = steps[-1]
    b = m["b"]
    alt: L.Step | None = None
    d = re.fullmatch(r"deal (\d+) damage", b)
    if isinstance(last, L.DealDamage) and d:
        alt = L.DealDamage(last.who, int(d.group(1)), last.resist)
    r = re.fullmatch(r"draw (\d+) cards", b)
    if isinstance(last, L.Draw) and last.who == "you" and r:
        alt = L.Draw("you", int(r.group(1)))
    g = re.fullmatch(r"chosen character gets? (?P<sign>[+-])(?P<n>\d+) (?P<sym>[¤⛉◊]) " + DUR, b)
    if isinstance(last, L.Stat) and g and SYMBOL_STAT[g["sym"]] == last.stat and _DUR[g["dur"]] == last.duration \
            and any(isinstance(x, L.Choose) and x.var == last.who and x.sel == L.Sel() for x in steps):
        alt = L.Stat(last.who, last.stat, int(g["n"]) * (-1 if g["sign"] == "-" else 1), last.duration)
    if alt is None:
        return None
    return [*steps[:-1], L.If(cond[0], (alt,), (last,))]


def _render_if_instead(s: L.If, ct: str, chooses: dict[str, L.Choose], said: set[str]) -> list[str] | None:
    head = SENTENCES.say_condition(s.cond)
    if head is None or len(s.steps) != 1 or len(s.otherwise) != 1:
        return None
    before = render_steps_with(s.otherwise, ct, chooses, said)
    alt = s.steps[0]
    if isinstance(alt, L.DealDamage) and isinstance(alt.n, int):
        tail = f"deal {alt.n} damage"
    elif isinstance(alt, L.Draw) and isinstance(alt.n, int):
        tail = f"draw {alt.n} cards"
    elif isinstance(alt, L.Stat) and isinstance(alt.amount, int) and alt.stat in STAT_SYMBOL:
        sign = "+" if alt.amount >= 0 else "-"
        tail = f"chosen character gets {sign}{abs(alt.amount)} {STAT_SYMBOL[alt.stat]} {_DUR_TEXT[alt.duration]}"
    else:
        return None
    return None if before is None else [before, f"{head}, {tail} instead"]


@template("each player may draw a card", r"each (?P<who>player|opponent) may draw a card")
def _each_may_draw(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.MayDraw("each" if m["who"] == "player" else "opponents")]


@template("exert or banish to", r"(?P<v>exert|banish) (?P<w>them|this character) to (?P<rest>.+)")
def _pay_with(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    if m["w"] == "this character":
        if ctx.card_type != "character" or m["v"] != "banish":
            return None
        who = "self"
    elif ctx.them == "trigger" and not ctx.last:
        who = "trigger"
    else:
        return None
    rest = parse_clause(m["rest"], ctx)
    return None if rest is None else [L.PayWith(m["v"], who), *rest[0]]


@template("give a keyword", r"give (?P<t>(?:another )?chosen .+?) (?P<kw>" + _KWS + r") " + DUR)
def _give_keyword(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    t = _target(m["t"], ctx)
    if t is None:
        return None
    kw, _, v = m["kw"].partition(" +")
    return [*t[0], L.GrantKeyword(t[1], kw, int(v) if v else None, _DUR[m["dur"]])]


# ------------------------------------------------------------------ "+1 ¤ for each ...", "damage equal to the number of ..."

_FOR_EACH = re.compile(r"(?:for each (?P<other>other )?(?P<ex>exerted )?(?P<cls>[A-Z][\w'-]* )?character you have in play"
                       r"|for each card in your hand|for each 1 damage on them|for each song card in your discard"
                       r"|equal to the number of (?:(?P<cls2>[A-Z][\w'-]* )?characters you have in play|your other "
                       r"(?P<cls3>[A-Z][\w'-]* )characters in play))")


def _per(phrase: str, ctx: Ctx) -> object | None:
    """The amount of a "for each ..." / "equal to the number of ..." phrase, or None."""
    m = _FOR_EACH.fullmatch(phrase)
    if not m:
        return None
    if phrase == "for each card in your hand":
        return L.HandSize("you")
    if phrase == "for each 1 damage on them":
        return L.StatOf(ctx.last, "damage") if ctx.last and ctx.last not in ("self", "group") else None
    if phrase == "for each song card in your discard":
        return L.CountOf(L.Sel(owner="you", zone="discard", types=("action",), song=True))
    cls = (m["cls"] or m["cls2"] or m["cls3"] or "").strip()
    if cls in INKS:
        return None
    return L.CountOf(L.Sel(owner="you", classification=cls, other=bool(m["other"] or m["cls3"]),
                           exerted=True if m["ex"] else None))


def _per_text(a: object) -> str | None:
    if a == L.HandSize("you"):
        return "for each card in your hand"
    if isinstance(a, L.StatOf) and a.stat == "damage":
        return "for each 1 damage on them"
    if not isinstance(a, L.CountOf) or a.times != 1:
        return None
    sel = a.sel
    if sel == L.Sel(owner="you", zone="discard", types=("action",), song=True):
        return "for each song card in your discard"
    if sel.owner != "you" or sel.zone != "play" or sel.types != ("character",) or sel.cost or sel.strength \
            or sel.willpower or sel.damaged is not None or sel.keyword or sel.name:
        return None
    cls = f"{sel.classification} " if sel.classification else ""
    return f"for each {'other ' if sel.other else ''}{'exerted ' if sel.exerted else ''}{cls}character you have in play"


@template("gets +N for each", r"(?P<t>chosen .+?) gets \+(?P<n>\d+) (?P<sym>[¤⛉◊]) this turn (?P<per>for each .+)")
def _gets_per(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    t = _target(m["t"], ctx)
    if t is None or not t[0]:
        return None
    per = _per(m["per"], ctx)
    if not isinstance(per, (L.CountOf, L.HandSize, L.StatOf)) or int(m["n"]) != 1:
        return None
    return [*t[0], L.Stat(t[1], SYMBOL_STAT[m["sym"]], per, "turn")]


@template("deal damage for each", r"deal (?:(?P<n>1) damage to (?P<t>chosen .+?) (?P<per>for each .+)|damage to "
          r"(?P<t2>chosen .+?) (?P<per2>equal to the number of .+))")
def _deal_per(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    t = _target(m["t"] or m["t2"], ctx)
    if t is None or not t[0]:
        return None
    per = _per(m["per"] or m["per2"], ctx)
    if not isinstance(per, L.CountOf) or (m["per2"] is not None) == (m["n"] is not None):
        return None
    return [*t[0], L.DealDamage(t[1], per)]


@template("gain lore equal to the number", r"gain lore (?P<per>equal to the number of .+)")
def _gain_per(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    per = _per(m["per"], ctx)
    return None if not isinstance(per, L.CountOf) else [L.GainLore("you", per)]


@template("draw for each of yours", r"draw a card (?P<per>for each (?:other )?(?:exerted )?(?:[A-Z][\w'-]* )?character "
          r"you have in play)")
def _draw_per(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    per = _per(m["per"], ctx)
    return None if not isinstance(per, L.CountOf) or per.sel == L.Sel(owner="you") else [L.Draw("you", per)]


def _render_per(s: L.Step, ct: str, chooses: dict[str, L.Choose], said: set[str]) -> str | None:
    if isinstance(s, L.Stat) and isinstance(s.amount, (L.CountOf, L.HandSize, L.StatOf)) and s.duration == "turn" \
            and s.stat in STAT_SYMBOL:
        per = _per_text(s.amount)
        t = render_target(s.who, chooses, said, ct)
        return None if per is None or t is None else f"{t} gets +1 {STAT_SYMBOL[s.stat]} this turn {per}"
    if isinstance(s, L.DealDamage) and isinstance(s.n, L.CountOf):
        per = _per_text(s.n)
        t = render_target(s.who, chooses, said, ct)
        if per is None or t is None:
            return None
        return f"deal 1 damage to {t} {per}" if "exerted" in per else f"deal damage to {t} {_number_text(s.n)}"
    if isinstance(s, L.GainLore) and s.who == "you" and isinstance(s.n, L.CountOf) and s.n.sel.classification:
        return f"gain lore {_number_text(s.n)}"
    if isinstance(s, L.Draw) and s.who == "you" and isinstance(s.n, L.CountOf) and s.n.sel.classification:
        per = _per_text(s.n)
        return None if per is None else f"draw a card {per}"
    return None


def _number_text(a: L.CountOf) -> str:
    sel = a.sel
    cls = f"{sel.classification} " if sel.classification else ""
    if sel.other:
        return f"equal to the number of your other {cls}characters in play"
    return f"equal to the number of {cls}characters you have in play"


@template("put on the bottom of their player's deck", r"put (?P<t>chosen .+?) on the bottom of their player's deck")
def _to_bottom(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    t = _target(m["t"], ctx)
    if t is None or not t[0]:
        return None
    return [*t[0], L.ToDeckBottom(t[1])]


def _render_bottom(s: L.Step, ct: str, chooses: dict[str, L.Choose], said: set[str]) -> str | None:
    if isinstance(s, L.ToDeckBottom) and isinstance(s.who, str) and s.who in chooses and not chooses[s.who].by:
        t = render_target(s.who, chooses, said, ct)
        return None if t is None else f"put {t} on the bottom of their player's deck"
    return None


# ------------------------------------------------------------------ "Then, ...", discards at random


@template("then", r"then,? (?P<may>you may )?(?P<rest>.+)")
def _then(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    """"Then, you may put 1 damage counter on another chosen character." (the comparison drops "then")"""
    rest = parse_clause(m["rest"], ctx)
    if rest is None:
        return None
    return [L.May(), *rest[0]] if m["may"] else list(rest[0])


@template("discard at random", r"(?P<who>chosen opponent|each opponent|that player) discards a card at random|discard a "
          r"card at random")
def _discard_random(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    who = m["who"]
    if who is None:
        return [L.DiscardRandom("you")]
    if who == "each opponent":
        return [L.DiscardRandom("opponents")]
    if who == "that player":
        if not ctx.last or ctx.last in ("self", "group"):
            return None
        return [L.DiscardRandom(f"owner:{ctx.last}")]
    var = ctx.new_var()
    return [L.Choose(var, "opponent"), L.DiscardRandom(var)]


def _render_random(s: L.Step, chooses: dict[str, L.Choose]) -> str | None:
    if not isinstance(s, L.DiscardRandom) or s.n != 1:
        return None
    if s.who == "you":
        return "discard a card at random"
    if s.who == "opponents":
        return "each opponent discards a card at random"
    if s.who.startswith("owner:") and s.who[6:] in chooses:
        return "that player discards a card at random"
    if s.who in chooses and chooses[s.who].sel == "opponent":
        return "chosen opponent discards a card at random"
    return None


@template("deal damage each", r"deal (?P<n>\d+) damage each to (?P<t>up to \d+ chosen .+)")
def _deal_each(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    t = _target(m["t"], ctx)
    if t is None or not t[0] or not isinstance(t[0][-1], L.Choose) or t[0][-1].n < 2:
        return None
    return [*t[0], L.DealDamage(t[1], int(m["n"]))]


@template("each player gets ink drops", r"each player gets (?P<n>\d+) ink drops?(?: and gains (?P<l>\d+) lore)?")
def _each_drops(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = int(m["n"])
    if (n == 1) == m.group(0).split(" and ")[0].endswith("drops"):
        return None
    drops = L.InkDrops("each", n)
    return [L.And((drops,), (L.GainLore("each", int(m["l"])),))] if m["l"] else [drops]


def _render_each_player(s: L.Step) -> str | None:
    if isinstance(s, L.InkDrops) and s.who == "each" and isinstance(s.n, int):
        return f"each player gets {s.n} ink drop{'s' if s.n != 1 else ''}"
    if isinstance(s, L.GainLore) and s.who == "each" and isinstance(s.n, int):
        return f"each player gains {s.n} lore"
    return None


@template("pay less for the next Pirate character", r"you pay (?P<n>\d+) ⬡ less for the next (?P<cls>[A-Z][\w'-]*) "
          r"character you play this turn")
def _cost_cls(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return None if m["cls"] in INKS else [L.CostReduction("you", int(m["n"]), f"character:{m['cls']}")]


def _render_cost_cls(s: L.Step) -> str | None:
    if isinstance(s, L.CostReduction) and s.who == "you" and isinstance(s.n, int) and s.card.startswith("character:"):
        return f"you pay {s.n} ⬡ less for the next {s.card[10:]} character you play this turn"
    return None


@template("gain lore equal to the cost of one of your items", r"gain lore equal to the cost of one of your items in play")
def _gain_item_cost(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    var = ctx.new_var()
    return [L.Choose(var, L.Sel(owner="you", types=("item",))), L.GainLore("you", L.StatOf(var, "cost"))]


@template("gets +¤ equal to their ⛉", r"(?P<t>chosen .+?) gets \+¤ equal to their ⛉ this turn")
def _strength_of_willpower(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    t = _target(m["t"], ctx)
    if t is None or not t[0] or not isinstance(t[1], str):
        return None
    return [*t[0], L.Stat(t[1], "strength", L.StatOf(t[1], "willpower"), "turn")]


def _render_equal_stats(s: L.Step, ct: str, chooses: dict[str, L.Choose], said: set[str]) -> str | None:
    if isinstance(s, L.GainLore) and s.who == "you" and isinstance(s.n, L.StatOf) and s.n.stat == "cost" \
            and s.n.who in chooses and chooses[s.n.who].sel == L.Sel(owner="you", types=("item",)):
        return "gain lore equal to the cost of one of your items in play"
    if isinstance(s, L.Stat) and s.stat == "strength" and s.amount == L.StatOf(s.who, "willpower") \
            and s.duration == "turn":
        t = render_target(s.who, chooses, said, ct)
        return None if t is None else f"{t} gets +¤ equal to their ⛉ this turn"
    return None


@template("the challenging character's player discards their hand", r"the challenging character's player discards all "
          r"cards in their hand")
def _challenger_discards_hand(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    return [L.DiscardHand("challenging_player")]


@template("the challenging player may discard, or else", r"the challenging player may choose and discard a card\. if "
          r"they don't, (?P<r>.+)")
def _challenger_may_discard(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    reward = parse_clause(m["r"], ctx)
    if reward is None or any(isinstance(x, (L.Choose, L.May)) for x in reward[0]):
        return None
    return [L.MayDiscard("challenging_player", tuple(reward[0]))]


def _render_challenger(s: L.Step, ct: str) -> str | None:
    if isinstance(s, L.DiscardHand) and s.who == "challenging_player":
        return "the challenging character's player discards all cards in their hand"
    if isinstance(s, L.MayDiscard) and s.who == "challenging_player":
        r = render_steps(s.reward, ct)
        if r is None:
            return None
        return f"the challenging player may choose and discard a card. if they don't, {r}"
    return None


@template("draw until you have N", r"(?:if you have fewer than (?P<a>\d+) cards in your hand, draw until you have "
          r"(?P<b>\d+) cards in your hand|each player with fewer than (?P<c>\d+) cards in their hand draws until they "
          r"have (?P<d>\d+))")
def _draw_until(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    if m["a"]:
        return [L.DrawUntil("you", int(m["a"]))] if m["a"] == m["b"] else None
    return [L.DrawUntil("each", int(m["c"]))] if m["c"] == m["d"] else None


def _render_draw_until(s: L.Step) -> str | None:
    if isinstance(s, L.DrawUntil) and s.who == "you":
        return f"if you have fewer than {s.n} cards in your hand, draw until you have {s.n} cards in your hand"
    if isinstance(s, L.DrawUntil) and s.who == "each":
        return f"each player with fewer than {s.n} cards in their hand draws until they have {s.n}"
    return None


@template("draw until you have the same number", r"if chosen opponent has more cards in their hand than you, (?P<may>you "
          r"may )?draw cards until you have the same number")
def _draw_to_match(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    var = ctx.new_var()
    return [L.Choose(var, "opponent"), *([L.May()] if m["may"] else []), L.DrawToMatch(var)]


@template("the players with the most cards discard", r"the player or players with the most cards in their (?P<h>hand "
          r"chooses and discards a card|hands choose and discard (?P<n>\d+) cards)")
def _most_cards_discard(m: re.Match[str], ctx: Ctx) -> list[L.Step] | None:
    n = int(m["n"]) if m["n"] else 1
    return None if m["n"] and n < 2 else [L.Discard("most_cards", n)]


def _render_most_cards(s: L.Step) -> str | None:
    if isinstance(s, L.Discard) and s.who == "most_cards" and isinstance(s.n, int):
        if s.n == 1:
            return "the player or players with the most cards in their hand chooses and discards a card"
        return f"the player or players with the most cards in their hands choose and discard {s.n} cards"
    return None

