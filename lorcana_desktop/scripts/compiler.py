"""The compiler: a card's printed ability texts to a CardScript, every ability rendered back to English.

An ability is compiled only when a trigger/static template and clause templates read ALL of its
text and the rendering of the result compares equal with the printed text (``text.canon``);
otherwise it stays manual and the reason is kept for ``cards coverage --missing``.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from lorcana_desktop.cards.model import AbilityKind, Card, CardType
from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import (
    ActionEffect,
    ActivatedAbility,
    CardScript,
    ManualMoment,
    StaticAbility,
    TriggeredAbility,
)
from lorcana_desktop.engine.defs import parse_activated_cost
from lorcana_desktop.scripts import deck_top as _deck_top  # (importing it registers its templates)
from lorcana_desktop.scripts.branches import Branch, Path, ability_branches
from lorcana_desktop.scripts.conditions import parse_count, render_count
from lorcana_desktop.scripts.effects import (
    SENTENCES,
    effect_condition_prefix,
    parse_clause,
    render_effect_condition,
    render_steps,
)
from lorcana_desktop.scripts.mode_labels import label_modes
from lorcana_desktop.scripts.selectors import Ctx
from lorcana_desktop.scripts.statics import parse_static, render_statics
from lorcana_desktop.scripts.text import canon, clean, lower_first, sentences
from lorcana_desktop.scripts.triggers import parse_trigger, render_trigger, split_trigger

_TYPE = {CardType.CHARACTER: "character", CardType.ACTION: "action", CardType.ITEM: "item",
         CardType.LOCATION: "location"}


@dataclass
class AbilityResult:
    """One printed ability: its text, the abilities compiled from it (empty: manual) and why not."""

    name: str
    text: str
    kind: str  # "triggered", "static", "activated", "action"
    abilities: tuple[Any, ...] = ()
    templates: tuple[str, ...] = ()
    rendered: str = ""
    missing: str = ""  # the clause no template read, when not compiled
    extra_names: tuple[str, ...] = ()
    by_hand: bool = False
    # the template branches that built it (scripts.branches), recorded when compiled, each with the places of the
    # steps that carry it; empty for a hand script
    carriers: Mapping[Branch, frozenset[Path]] = field(default_factory=dict)

    @property
    def branches(self) -> frozenset[Branch]:
        return frozenset(self.carriers)

    @property
    def compiled(self) -> bool:
        return bool(self.abilities) or bool(self.extra_names)


@dataclass
class CardResult:
    """A card's compile: one AbilityResult per printed ability (actions: their effect)."""

    card: Card
    results: list[AbilityResult] = field(default_factory=list)

    @property
    def automated(self) -> bool:
        return all(r.compiled for r in self.results)

    def script(self) -> CardScript | None:
        abilities: list[Any] = []
        texts: list[str] = []
        manual: list[str] = []
        names: list[str] = []
        for r in self.results:
            if r.compiled:
                abilities.extend(r.abilities)
                texts.extend([r.text] * len(r.abilities))
                names.extend(r.extra_names)
            else:
                manual.append(r.name or r.text)
        if not abilities and not names:
            return None
        source = "hand" if any(r.by_hand for r in self.results) else "compiled"
        return CardScript(self.card.english_full_name or self.card.full_name, tuple(abilities), tuple(texts),
                          source=source, manual=tuple(manual), extra_names=tuple(names))


    def moments(self) -> tuple[ManualMoment, ...]:
        """When each printed ability that stays manual comes into play, for the table to announce it: a triggered
        one when its trigger happens (read by the trigger templates, else by the words below), a static one when
        its card enters play. Activated abilities and actions' effects are announced as they are used."""
        ct = _TYPE[self.card.type]
        out: list[ManualMoment] = []
        for r in self.results:
            if r.compiled or r.kind in ("activated", "action"):
                continue
            name = r.name or r.text
            if r.kind == "triggered":
                sp = split_trigger(r.text)
                trigs = parse_trigger(sp[0], ct) if sp is not None else None
                if trigs:
                    try:
                        out.extend(ManualMoment(name, t.event, t.subject, t.subject_sel, t.condition) for t in trigs)
                        continue
                    except ValueError:
                        pass
                low = r.text.lower()
                event, subject = next(((ev, subj) for pat, ev, subj in _MOMENT_WORDS if re.search(pat, low)),
                                      ("play", "self"))
                out.append(ManualMoment(name, event, subject,
                                        L.Sel(owner="you", types=("card",)) if subject == "any" else None))
            else:
                out.append(ManualMoment(name, "play"))  # a static ability: from when its card enters play
        return tuple(out)


# Trigger words the templates do not read, for announcing a manual ability at about the right moment
# (an ability matching none is announced when its card is played).
_MOMENT_WORDS = (
    (r"^when you play this", "play", "self"),
    (r"^whenever (?:this character|he|she|they) quests", "quest", "self"),
    (r"^(?:during your turn, )?whenever (?:this character|he|she) challenges", "challenges", "self"),
    (r"^whenever (?:this character|he|she) is challenged", "challenged", "self"),
    (r"^when (?:this character|he|she|this item|this location) is banished", "banished", "self"),
    (r"^(?:at the start of your turn|at the start of each of your turns)", "start_of_turn", "self"),
    (r"^at the end of your turn", "end_of_turn", "self"),
    (r"^whenever (?:this character|he|she) sings", "sing", "self"),
    (r"^whenever (?:this character|he|she) moves", "move", "self"),
    (r"^whenever you play ", "any_play", "any"),
    (r"(?:this character|he|she) deals damage", "challenges", "self"),
    (r"(?:this character|he|she) (?:takes|is dealt) damage", "damaged", "self"),
)


def parse_body(body: str, card_type: str, ctx: Ctx | None = None) -> tuple[list[L.Step], list[str]] | str:
    """Effect sentences to steps and the templates used; a str is the part no template read."""
    ctx = ctx or Ctx(card_type=card_type)
    low = body.strip()
    if low[:12].lower() == "choose one: " and "•" in low:
        modes = []
        for part in low[12:].split("•"):
            part = part.strip()
            if not part:
                continue
            got = parse_body(part, card_type, ctx)
            if isinstance(got, str):
                return got
            modes.append(tuple(got[0]))
        if len(modes) < 2:
            return body
        return [L.Modes(tuple(modes))], ["choose one"]
    sents = [lower_first(s) for s in sentences(body)]
    joined = ". ".join(sents)
    whole = parse_clause(joined, ctx)
    if whole is not None:
        return whole[0], [whole[1]]
    if joined.startswith("you may "):
        whole = parse_clause(joined[len("you may "):], ctx)
        if whole is not None:
            return [L.May(), *whole[0]], [whole[1]]
    steps: list[L.Step] = []
    names: list[str] = []
    may = False
    pending_if: list[L.Step] | None = None
    for s in sents:
        target = steps
        cond = condition_prefix(s)
        if cond is not None:
            c, s = cond
            inner = parse_body(s[:1].upper() + s[1:] + ".", card_type, ctx)
            if isinstance(inner, str):
                return inner
            steps.append(L.If(c, tuple(inner[0])))
            names.extend(inner[1])
            names.append("if ... in play")
            continue
        if s.startswith("if you do, "):
            if not may:
                return s
            s = s[len("if you do, "):]
            pending_if = []
            target = pending_if
        if s.startswith("you may "):
            if pending_if is not None:
                return s
            target.append(L.May())
            may = True
            s = s[len("you may "):]
        for clause in s.split(", then "):
            one = parse_clause(clause, ctx)
            if one is None:
                return clause
            target.extend(one[0])
            names.append(one[1])
        if pending_if is not None:
            steps.append(L.If(L.Flag("did"), tuple(pending_if)))
            pending_if = None
    if not steps:
        return body
    return steps, names


_IN_PLAY = re.compile(r"^if (?:you have (?P<mine>.+?) in play|(?P<any>an? [A-Z][\w'-]* character) is in play), "
                      r"(?P<rest>.+)$")


def condition_prefix(s: str) -> tuple[L.Cond, str] | None:
    """"If you have 2 or more other characters in play, ..." / "If a Hero character is in play, ..." /
    "If this character is exerted, ..."."""
    if s.startswith("if this character is exerted, "):
        return L.Flag("exerted"), s[len("if this character is exerted, "):]
    m = _IN_PLAY.match(s)
    c = None
    if m:
        c = parse_count(m["mine"], "you") if m["mine"] else parse_count(m["any"], "any")
    return effect_condition_prefix(s) if c is None or m is None else (c, m["rest"])


def render_condition(c: Any) -> str | None:
    if c == L.Flag("exerted"):
        return "if this character is exerted"
    if not isinstance(c, L.Count):
        return render_effect_condition(c)
    if c.sel.zone == "discard":
        return _deck_top.render_discard_count(c)
    words = render_count(c)
    if words is None:
        return render_effect_condition(c)
    if c.sel.owner == "you":
        return f"if you have {words} in play"
    if c.sel.owner == "any" and c.n == 1 and not c.sel.other and c.sel.classification and not c.sel.name:
        return f"if {words} is in play"
    return None


# The clause templates recurse into the sentence reader through this (they never import the compiler).
SENTENCES.body, SENTENCES.condition, SENTENCES.condition_prefix = parse_body, render_condition, condition_prefix


def compile_card(card: Card, use_hand: bool = True) -> CardResult:
    """Compile every printed ability of ``card`` that the templates read entirely; with ``use_hand``, a
    printed ability that has a hand script (``scripts.hand``) takes it instead."""
    out = _compile(card)
    if use_hand:
        from lorcana_desktop.scripts.hand import HAND, UNNAMED

        key = (card.english_full_name or card.full_name).casefold()
        for r in out.results:
            h = HAND.get((key, r.name))
            if h is not None and not r.name and canon(h.text) != canon(r.text):
                h = next((x for x in UNNAMED.get(key, ()) if canon(x.text) == canon(r.text)), h)
            if h is None:
                continue
            if canon(h.text) != canon(r.text):
                if any(o is not r and o.name == r.name and canon(o.text) == canon(h.text) for o in out.results):
                    continue  # two unnamed abilities (an action's effect and its static): the script is the other's
                r.abilities, r.missing = (), f"the hand script quotes another text: {h.text!r}"
                continue
            r.abilities, r.templates, r.rendered, r.missing = h.abilities, ("hand",), h.text, ""
            r.extra_names, r.by_hand, r.carriers = h.extra_names, True, {}
    ct = _TYPE[card.type]
    for r in out.results:  # "Choose one:": the player sees each mode in words
        r.abilities = tuple(label_modes(ab, ct) for ab in r.abilities)
    return out


def _compile(card: Card) -> CardResult:
    out = CardResult(card)
    ct = _TYPE[card.type]
    if card.type is CardType.ACTION and card.effects:
        text = clean(" ".join(card.effects))
        r = AbilityResult("", text, "action")
        ctx = Ctx(card_type="action")
        got = parse_body(text, "action", ctx)
        if isinstance(got, str):
            r.missing = got
        else:
            ab = ActionEffect(name="", steps=tuple(got[0]))
            _finish(r, (ab,), tuple(got[1]), render_steps(ab.steps, ct), text, ctx)
        out.results.append(r)
    for a in card.abilities:
        text = clean(a.effect)
        r = AbilityResult(a.name, text, a.kind.value)
        out.results.append(r)
        try:
            _compile_ability(card, a, ct, text, r)
        except ValueError as exc:  # a template built something the engine refuses: not automated
            r.abilities, r.missing = (), f"invalid: {exc}"
    return out


def _compile_ability(card: Card, a: Any, ct: str, text: str, r: AbilityResult) -> None:
    if a.kind is AbilityKind.TRIGGERED:
        sp = split_trigger(text)
        if sp is None:
            r.missing = text
            return
        trigs = parse_trigger(sp[0], ct)
        if trigs is None:
            r.missing = sp[0]
            return
        them = "trigger" if all(t.subject_sel is not None and t.event == "any_play" for t in trigs) else ""
        ctx = Ctx(card_type=ct, them=them)
        got = parse_body(sp[1], ct, ctx)
        if isinstance(got, str):
            r.missing = got
            return
        steps = tuple(got[0])
        abilities = tuple(TriggeredAbility(name=a.name, event=t.event, steps=steps, subject=t.subject,
                                           subject_sel=t.subject_sel, condition=t.condition,
                                           once_per_turn=t.once) for t in trigs)
        body = render_steps(steps, ct)
        trig = render_trigger(trigs, ct)
        rendered = None if body is None or trig is None else f"{trig}, {body}"
        _finish(r, abilities, tuple(got[1]), rendered, text, ctx)
    elif a.kind is AbilityKind.STATIC:
        sts = parse_static(lower_first(text.rstrip(".")), a.name, ct)
        if sts is None and text.startswith(("While this character is exerted, whenever ",
                                            "During your turn, while this character is exerted, whenever ",
                                            "While this character is at a location, whenever ")):
            # a triggered ability the card data lists as static ("While ..., whenever ...")
            _compile_ability(card, dataclasses.replace(a, kind=AbilityKind.TRIGGERED), ct, text, r)
            return
        if sts is None:
            r.missing = text
            return
        rendered = render_statics(sts, ct)
        _finish(r, tuple(sts), ("static",), rendered, text)
    else:
        cost = parse_activated_cost(a.costs)
        if not cost.supported:
            r.missing = f"cost: {a.costs_text}"
            return
        once = text.startswith("Once per turn, ")  # an activated ability used once per turn (Pongo)
        ctx = Ctx(card_type=ct)
        got = parse_body(text[len("Once per turn, "):] if once else text, ct, ctx)
        if isinstance(got, str):
            r.missing = got
            return
        ab = ActivatedAbility(name=a.name, cost=cost, effect=tuple(got[0]), once_per_turn=once)
        body = render_steps(ab.effect, ct)
        _finish(r, (ab,), tuple(got[1]), None if body is None else ("once per turn, " if once else "") + body, text,
                ctx)


def _finish(r: AbilityResult, abilities: tuple[Any, ...], templates: tuple[str, ...], rendered: str | None,
            printed: str, ctx: Ctx | None = None) -> None:
    if rendered is None:
        r.missing = f"no English for the result of: {printed}"
        return
    r.rendered = rendered
    if canon(rendered) != canon(printed):
        r.missing = f"renders as {rendered!r}"
        return
    r.abilities, r.templates = abilities, templates
    r.carriers = ability_branches(abilities, ctx.clauses if ctx is not None else ())


def ability_steps(ab: Any) -> tuple[L.Step, ...]:
    if isinstance(ab, (TriggeredAbility, ActionEffect)):
        return ab.steps
    if isinstance(ab, ActivatedAbility):
        return ab.effect
    return ()


class CompiledScripts:
    """A provider compiling each card's printed text on first use.

    The templates read English. A card of another language uses the script of its English card
    (``english_full_name``, matched by printing id at import) looked up in ``english``; without an
    English index its abilities stay manual rather than being read from text the templates do not know.
    """

    def __init__(self, english: Any = None) -> None:
        self._cache: dict[str, CardScript | None] = {}
        self._results: dict[str, CardResult | None] = {}
        self.english = english

    def moments_for(self, card: Any) -> tuple[ManualMoment, ...]:
        """When each printed ability of ``card`` that stays manual comes into play (``CardResult.moments``)."""
        if not isinstance(card, Card) or card.has_only_keywords:
            return ()
        result = self.result_for(card)
        return result.moments() if result is not None else ()

    def result_for(self, card: Any) -> CardResult | None:
        """The compile of ``card`` (its English card's for another language; None when there is none), kept so
        that ``cards coverage`` and the games it runs compile each card once."""
        if not isinstance(card, Card):
            return None
        key = card.english_full_name or card.full_name
        if key not in self._results:
            if card.language != "en":
                found = None
                if self.english is not None and card.english_full_name:
                    try:
                        found = self.english.by_name(card.english_full_name)
                    except Exception:  # noqa: BLE001  (an English card this index does not have: manual)
                        found = None
                self._results[key] = compile_card(found) if found is not None else None
            else:
                self._results[key] = compile_card(card)
        return self._results[key]

    def script_for(self, card: Any) -> CardScript | None:
        if not isinstance(card, Card):
            return None
        key = card.english_full_name or card.full_name
        if key not in self._cache:
            result = self.result_for(card)
            self._cache[key] = result.script() if result is not None else None
        return self._cache[key]


_ = StaticAbility
