"""Static per-card data the engine precomputes once: cost, stats, keyword values, Shift and ability hooks."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from lorcana_desktop.cards.model import AbilityKind, Card, CardType
from lorcana_desktop.engine.abilities import (
    ActionEffect,
    ActivatedAbility,
    ActivatedCost,
    CardScript,
    StaticAbility,
    TriggeredAbility,
    ability_id,
)
from lorcana_desktop.engine.lang import CARD_TYPES, Cond

CHARACTER, ACTION, ITEM, LOCATION = 0, 1, 2, 3
_TYPE_CODE = {CardType.CHARACTER: CHARACTER, CardType.ACTION: ACTION, CardType.ITEM: ITEM, CardType.LOCATION: LOCATION}
TYPE_NAMES = ("character", "action", "item", "location")
assert TYPE_NAMES == CARD_TYPES


@dataclass(frozen=True, slots=True)
class ShiftDef:
    """One Shift keyword (CR 8.10): what it may go on top of, and what it costs.

    ``kind`` is "name" (characters sharing a name), "classification", "universal",
    "combo" (one or two characters, each with one of ``names``), "duo" (exactly two,
    one of each name) or "item_name" (Potato Shift: an item with that name).
    ``ink`` is the ink to pay, ``discard`` a discard cost ("card", "character",
    "action", "item", "location", "song") with ``discard_count`` cards.
    """

    kind: str
    ink: int | None
    names: tuple[str, ...] = ()
    classification: str = ""
    discard: str = ""
    discard_count: int = 0
    drops: int = 0  # "Remove N ink drops"
    temporary: bool = False
    supported: bool = True
    label: str = ""


@dataclass(slots=True)
class CardDef:
    """Everything the rules need to know about one card, looked up by a small int."""

    index: int
    card: Card
    full_name: str
    name: str
    names: tuple[str, ...]
    type: int
    cost: int
    inkable: bool
    strength: int
    willpower: int
    lore: int
    move_cost: int
    classifications: frozenset[str]
    is_song: bool
    alert: bool = False
    bodyguard: bool = False
    evasive: bool = False
    reckless: bool = False
    adventurous: bool = False  # a keyword newer than CR 2.1.0: can't challenge, must quest if able
    rush: bool = False
    support: bool = False
    vanish: bool = False
    ward: bool = False
    challenger: int = 0
    resist: int = 0
    boost: int | None = None
    singer: int | None = None
    sing_together: int | None = None
    shifts: tuple[ShiftDef, ...] = ()
    # "You may banish chosen item of yours to play this character for free": its alternative costs (StaticAbility)
    free_paid: tuple[Any, ...] = ()
    # "If [condition], this card gains Shift N ⬡": (condition, the Shift it has while that holds)
    gained_shifts: tuple[tuple[Any, ShiftDef], ...] = ()
    keyword_names: frozenset[str] = frozenset()
    automated: bool = True
    triggered: tuple[TriggeredAbility, ...] = ()
    statics: tuple[StaticAbility, ...] = ()
    activated: tuple[ActivatedAbility, ...] = ()
    activated_costs: tuple[ActivatedCost, ...] = field(default_factory=tuple)
    action_effect: ActionEffect | None = None
    triggered_ids: tuple[str, ...] = ()  # stable ids of ``triggered`` (bag entries name these)
    by_id: dict[str, TriggeredAbility | ActionEffect] = field(default_factory=dict)
    manual: tuple[str, ...] = ()  # printed abilities not automated (by name, or text when unnamed)
    manual_moments: tuple[Any, ...] = ()  # abilities.ManualMoment: when each of those is announced
    script_source: str = ""  # "compiled", "hand", "test" or "" (no script)
    enters_exerted: bool = False
    enters_exerted_if: Any = None  # "enters play exerted unless ...": checked as it enters (CR 6.7.9)
    may_enter_exerted: bool = False  # "This character may enter play exerted." (the Bodyguard question, CR 8.3.2)
    enter_exerted_draw: int = 0  # "... may enter play exerted to draw a card": cards drawn when it does
    enters_damage: int = 0
    static_keys: frozenset[str] = frozenset()  # the stats ("strength", "kw:Evasive", "cant_quest") its statics touch
    # the events its triggered abilities (working in play) and its manual moments wait for (stats.PlayIndex)
    play_events: frozenset[str] = frozenset()
    blocked_keywords: frozenset[str] = frozenset()
    play_after_character: bool = False
    quest_when_played: bool = False  # "This character can quest the turn he's played."
    cant_move: bool = False  # "This character can't move to locations."
    play_if: Cond | str | None = None  # "You can't play this action unless ...": its condition, else None
    # "If you have a character named Lilo in play, you may play this character for free": the conditions under
    # which the card may be played for free (an alternative cost, CR 1.5.5.3); empty: never.
    free_if: tuple[Cond | str | None, ...] = ()
    ready_targets: tuple[Any, ...] = ()  # "can challenge ready Villain characters": the selectors of those
    # "counts as being named both Flotsam and Jetsam": the names its script adds to its printed ones (in ``names``)
    extra_names: frozenset[str] = frozenset()


_RE_CLASS = re.compile(r"on top of one of your ([\w' -]+?) characters", re.IGNORECASE)
_RE_NAMED = re.compile(r"characters? named (.+?)(?:\.|$)", re.IGNORECASE)
_RE_EACH_NAME = re.compile(r"named (.+?)(?=, | and | or |\.|$)")
_RE_ITEM = re.compile(r"items? named (.+?)(?:\.|$)", re.IGNORECASE)
_RE_DROPS = re.compile(r"^remove (\d+) ink drops?$", re.IGNORECASE)
_RE_DISCARD = re.compile(r"^discard (a|an|\d+) ?(character|action|item|location|song)? cards?$", re.IGNORECASE)


def parse_shift(card: Card, kw) -> ShiftDef:  # type: ignore[no-untyped-def]
    """Read one Shift keyword's target rule and cost from its variant and reminder text."""
    reminder = kw.reminder or ""
    variant = kw.variant or ""
    temporary = variant.startswith("Temporary")
    if temporary:
        variant = variant.removeprefix("Temporary").strip()
    ink = kw.value
    discard, count, supported, drops = "", 0, True, 0
    if kw.cost_text:
        ink = None
        m = _RE_DISCARD.match(kw.cost_text.strip())
        md = _RE_DROPS.match(kw.cost_text.strip())
        if m:
            n = m.group(1).lower()
            count = int(n) if n.isdigit() else 1
            discard = (m.group(2) or "card").lower()
        elif md:
            drops = int(md.group(1))
        else:
            supported = False  # a cost this engine does not know
    if variant == "Universal":
        return ShiftDef("universal", ink, label=kw.label, temporary=temporary,
                        discard=discard, discard_count=count, supported=supported)
    if variant in ("Combo", "Duo"):
        names = tuple(n.strip() for n in _RE_EACH_NAME.findall(reminder))
        return ShiftDef(variant.lower(), ink, names=names, label=kw.label)
    m = _RE_ITEM.search(reminder)
    if m:
        return ShiftDef("item_name", ink, names=(m.group(1).strip(),), label=kw.label)
    if variant:
        m = _RE_CLASS.search(reminder)
        cls = m.group(1).strip() if m else variant
        return ShiftDef("classification", ink, classification=cls, temporary=temporary, label=kw.label)
    return ShiftDef("name", ink, names=card.all_names, temporary=temporary, discard=discard,
                    discard_count=count, drops=drops, supported=supported, label=kw.label)


_RE_INK = re.compile(r"^(\d+) ⬡$")
_RE_COST_BANISH_OWN = re.compile(r"^banish (one|\d+) of your (other )?(item|character)s$", re.IGNORECASE)
_RE_COST_SELF_DAMAGE = re.compile(r"^deal (\d+) damage to this character$", re.IGNORECASE)
_RE_COST_DISCARD = re.compile(r"^(?:choose and )?discard (?:a|an) ?(character|action|item|location|song)? ?card$",
                              re.IGNORECASE)


def parse_activated_cost(costs: tuple[str, ...]) -> ActivatedCost:
    """The costs of a printed activated ability; unusual ones are marked unsupported."""
    exert = False
    ink = 0
    banish = False
    discard = ""
    extra: dict[str, Any] = {}
    for c in costs:
        c = c.strip()
        m = _RE_INK.match(c)
        if c == "⟳":
            exert = True
        elif m:
            ink += int(m.group(1))
        elif c.lower() in ("banish this item", "banish this character", "banish this location"):
            banish = True
        elif _RE_COST_BANISH_OWN.match(c):
            m2 = _RE_COST_BANISH_OWN.match(c)
            assert m2 is not None
            own = ("other_" if m2.group(2) else "") + m2.group(3).lower()
            extra.update(banish_own=own, banish_count=1 if m2.group(1).lower() == "one" else int(m2.group(1)))
        elif c.lower() == "⟳ one of your characters":
            extra["exert_own"] = True
        elif _RE_COST_SELF_DAMAGE.match(c):
            extra["self_damage"] = int(_RE_COST_SELF_DAMAGE.match(c).group(1))  # type: ignore[union-attr]
        elif _RE_COST_DISCARD.match(c):
            discard = (_RE_COST_DISCARD.match(c).group(1) or "card").lower()  # type: ignore[union-attr]
        else:
            return ActivatedCost(supported=False)
    return ActivatedCost(exert=exert, ink=ink, banish_self=banish, discard=discard, **extra)


def build_def(index: int, card: Card, script: CardScript | None = None, moments: tuple[Any, ...] = ()) -> CardDef:
    """Precompute a card's rules data (CR 8 keywords, Shift variants) and its abilities from ``script``;
    ``moments``: when each of its manual abilities is announced (``abilities.ManualMoment``)."""
    d = CardDef(
        index=index,
        card=card,
        full_name=card.full_name,
        name=card.name,
        names=card.all_names,
        type=_TYPE_CODE[card.type],
        cost=card.cost,
        inkable=card.inkable,
        strength=card.strength or 0,
        willpower=card.willpower or 0,
        lore=card.lore or 0,
        move_cost=card.move_cost or 0,
        classifications=frozenset(card.classifications),
        is_song=card.is_song,
    )
    shifts = []
    names = set()
    for kw in card.keywords:
        k = kw.keyword
        names.add(k)
        if k == "Alert":
            d.alert = True
        elif k == "Bodyguard":
            d.bodyguard = True
        elif k == "Evasive":
            d.evasive = True
        elif k == "Reckless":
            d.reckless = True
        elif k == "Adventurous":
            d.adventurous = True
        elif k == "Rush":
            d.rush = True
        elif k == "Support":
            d.support = True
        elif k == "Vanish":
            d.vanish = True
        elif k == "Ward":
            d.ward = True
        elif k == "Challenger":
            d.challenger += kw.value or 0  # CR 8.1.2: +N keywords stack
        elif k == "Resist":
            d.resist += kw.value or 0
        elif k == "Boost":
            d.boost = kw.value or 0
        elif k == "Singer":
            d.singer = kw.value or 0
        elif k == "Sing Together":
            d.sing_together = kw.value or 0
        elif k == "Shift":
            shifts.append(parse_shift(card, kw))
    d.shifts = tuple(shifts)
    d.keyword_names = frozenset(names)
    hooks = script.abilities if script is not None else ()
    d.triggered = tuple(a for a in hooks if isinstance(a, TriggeredAbility))
    own_rules = ("deck_copies", "enters_exerted", "cant_gain_keyword", "play_after_character", "enters_damage",
                 "may_enter_exerted", "play_free",
                 "quest_when_played", "cant_move", "play_only_if", "can_challenge_ready_of", "gain_shift",
                 "free_by_banish", "free_by_exert", "free_by_bottom")
    d.statics = tuple(a for a in hooks if isinstance(a, StaticAbility) and a.stat not in own_rules)
    d.static_keys = frozenset(f"kw:{a.keyword}" if a.stat == "keyword" else a.stat for a in d.statics)
    d.enters_exerted = any(isinstance(a, StaticAbility) and a.stat == "enters_exerted" for a in hooks)
    d.enters_exerted_if = next((a.condition for a in hooks if isinstance(a, StaticAbility)
                                and a.stat == "enters_exerted"), None)
    d.may_enter_exerted = any(isinstance(a, StaticAbility) and a.stat == "may_enter_exerted" for a in hooks)
    d.enter_exerted_draw = sum(a.amount for a in hooks if isinstance(a, StaticAbility) and a.stat == "may_enter_exerted")
    d.enters_damage = sum(a.amount for a in hooks if isinstance(a, StaticAbility) and a.stat == "enters_damage")
    d.play_after_character = any(isinstance(a, StaticAbility) and a.stat == "play_after_character" for a in hooks)
    d.quest_when_played = any(isinstance(a, StaticAbility) and a.stat == "quest_when_played" for a in hooks)
    d.cant_move = any(isinstance(a, StaticAbility) and a.stat == "cant_move" for a in hooks)
    d.play_if = next((a.condition for a in hooks if isinstance(a, StaticAbility) and a.stat == "play_only_if"), None)
    d.gained_shifts = tuple((a.condition, ShiftDef("name", a.amount, names=card.all_names)) for a in hooks
                            if isinstance(a, StaticAbility) and a.stat == "gain_shift")
    d.free_paid = tuple(a for a in hooks if isinstance(a, StaticAbility) and a.stat in (
        "free_by_banish", "free_by_exert", "free_by_bottom"))
    d.free_if = tuple(a.condition for a in hooks if isinstance(a, StaticAbility) and a.stat == "play_free")
    d.ready_targets = tuple(a.sel for a in hooks if isinstance(a, StaticAbility) and a.stat == "can_challenge_ready_of")
    d.blocked_keywords = frozenset(a.keyword for a in hooks if isinstance(a, StaticAbility)
                                   and a.stat == "cant_gain_keyword")
    if script is not None and script.extra_names:
        d.extra_names = frozenset(script.extra_names) - {card.name}
        d.names = tuple(dict.fromkeys((*d.names, *script.extra_names)))
    actions = [a for a in hooks if isinstance(a, ActionEffect)]
    if len(actions) > 1:
        raise ValueError(f"{card.full_name}: an action has one effect, not {len(actions)}")
    d.action_effect = actions[0] if actions else None
    d.triggered_ids = tuple(ability_id(card.full_name, d.triggered, k) for k in range(len(d.triggered)))
    d.by_id = dict(zip(d.triggered_ids, d.triggered, strict=True))
    if d.action_effect is not None:
        d.by_id[f"{card.full_name}: {d.action_effect.name or '#effect'}"] = d.action_effect
    registered = tuple(a for a in hooks if isinstance(a, ActivatedAbility))
    if registered:
        d.activated = registered
        d.activated_costs = tuple(a.cost for a in registered)
    else:
        # Printed activated abilities stay usable (costs paid, effect logged as not automated).
        printed = [a for a in card.abilities if a.kind is AbilityKind.ACTIVATED]
        d.activated = tuple(ActivatedAbility(name=a.name or a.text[:30], cost=parse_activated_cost(a.costs),
                                             effect=(), automated=False) for a in printed)
        d.activated_costs = tuple(a.cost for a in d.activated)
    if script is not None:
        d.manual = script.manual
        d.script_source = script.source
    elif not card.has_only_keywords:
        d.manual = tuple(a.name or a.effect for a in card.abilities) or tuple(card.effects) or ("effect",)
    d.automated = card.has_only_keywords or (bool(hooks) and not d.manual)
    d.manual_moments = moments if d.manual else ()
    d.play_events = frozenset([*(ab.event for ab in d.triggered if ab.zone == "play"),
                               *(mm.event for mm in d.manual_moments)])
    return d


def action_effect_id(d: CardDef) -> str:
    """The stable id of an action card's effect (bag entries and resolution frames name it)."""
    assert d.action_effect is not None
    return f"{d.full_name}: {d.action_effect.name or '#effect'}"
