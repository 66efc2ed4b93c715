"""Quick rules of thumb the bots share: which cards to mulligan, and a fast move picker for look-ahead.

``mulligan_back`` keeps an inkable curve. ``quick_action`` scores each legal action from the
cards' numbers alone (no copy of the game), so the search can play out whole turns cheaply;
for an answer to a pending choice it tries a few answers one step ahead instead.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from lorcana_desktop.bots.evaluate import character_worth, evaluate
from lorcana_desktop.engine import (
    Accept,
    Action,
    Activate,
    Boost,
    Challenge,
    ChooseTrigger,
    EndTurn,
    Game,
    InkCard,
    Move,
    Mulligan,
    PlayCard,
    Quest,
)
from lorcana_desktop.engine.decisions import AskBodyguard, AskMay, AskMulligan, AskOrder, AskTrigger
from lorcana_desktop.engine.defs import ACTION, CHARACTER, ITEM, LOCATION, CardDef

# Most cards a starting hand keeps at each cost (CR 2.2.2 allows any number back).
_KEEP_AT_COST = {4: 2, 5: 1}
MAX_COST_KEPT = 5
MAX_UNINKABLE_KEPT = 2
MAX_BLANKS_KEPT = 1


def blank(d: CardDef) -> bool:
    """An action or item whose effect the engine does not play yet: only good as ink."""
    return not d.automated and d.type in (ACTION, ITEM)


def mulligan_back(game: Game, p: int) -> set[int]:
    """The starting-hand cards to put back: anything over cost 5, too many 4s and 5s, extra uninkables,
    and cards that do nothing here beyond one kept as ink."""
    idef = game.idef
    hand = sorted(game.s.hand[p], key=lambda c: (idef[c].cost, c))
    back: set[int] = set()
    kept_at: dict[int, int] = {}
    blanks = 0
    for c in hand:
        d = idef[c]
        cost = d.cost
        if cost > MAX_COST_KEPT:
            back.add(c)
            continue
        if blank(d):
            blanks += 1
            if blanks > MAX_BLANKS_KEPT or not d.inkable:
                back.add(c)
                continue
        limit = _KEEP_AT_COST.get(cost)
        if limit is not None:
            kept_at[cost] = kept_at.get(cost, 0) + 1
            if kept_at[cost] > limit:
                back.add(c)
    uninkable = [c for c in hand if c not in back and not idef[c].inkable]
    for c in sorted(uninkable, key=lambda c: -idef[c].cost)[:max(len(uninkable) - MAX_UNINKABLE_KEPT, 0)]:
        back.add(c)
    return back


def mulligan_action(game: Game, p: int, legal: Sequence[Action]) -> Action:
    """The legal Mulligan answer that puts back exactly ``mulligan_back`` (or keeps, failing that)."""
    back = mulligan_back(game, p)
    keep = None
    for a in legal:
        if isinstance(a, Mulligan):
            if set(a.cards) == back:
                return a
            if not a.cards:
                keep = a
    return keep if keep is not None else legal[0]


def _keep_value(cost: int, ink: int) -> int:
    """How much a card in hand is worth keeping rather than inking: castable soon is kept."""
    if cost <= ink + 1:
        return 3
    if cost <= ink + 3:
        return 2
    return 1


def action_score(game: Game, a: Action, p: int) -> float:
    """A fast guess of how good a main-phase action is for the active player ``p`` (EndTurn is 0)."""
    s = game.s
    idef = game.idef
    t = type(a)
    if t is InkCard:
        ink = len(s.inkwell[p])
        d = idef[a.card]  # type: ignore[union-attr]
        base = 100.0 if ink < 8 else 3.0
        if blank(d):
            return base + 5
        return base - 3 * _keep_value(d.cost, ink) - 0.5 * d.lore + 0.1 * d.cost
    if t is PlayCard:
        pa: PlayCard = a  # type: ignore[assignment]
        d = idef[pa.card]
        if pa.sing:
            if not d.automated:
                return -1.0
            return 5 + 2 * d.cost - 3 * sum(game.lore_value(c) for c in pa.sing)
        if d.type == CHARACTER:
            v = 10 + 2 * d.cost + d.lore
            if pa.shift:
                v += 4
            return v
        if d.type == LOCATION:
            return 6 + 2 * d.lore + d.cost
        if not d.automated:
            return -1.0 if d.type == ACTION else 0.5
        return 6 + d.cost if d.type in (ACTION, ITEM) else 1.0
    if t is Quest:
        lore = game.lore_value(a.card)  # type: ignore[union-attr]
        if s.lore[p] + lore >= s.goal:
            return 1000.0
        return 8 + 6 * lore
    if t is Challenge:
        return _challenge_score(game, a)  # type: ignore[arg-type]
    if t is EndTurn:
        return 0.0
    if t is Move:
        return 2.0
    if t is Boost:
        return 3.0
    if t is Activate:
        act: Activate = a  # type: ignore[assignment]
        return 6.0 if idef[act.card].activated[act.ability].automated else -1.0
    return 0.5


def _challenge_score(game: Game, a: Challenge) -> float:
    s = game.s
    idef = game.idef
    att, tgt = a.card, a.target
    da, dt = idef[att], idef[tgt]
    strength = game.strength(att) + game.keyword_value(att, "Challenger")
    if dt.type == LOCATION:
        hp = game.willpower(tgt) - s.damage[tgt]
        return 10 + 5 * dt.lore if strength >= hp else 1.0
    t_resist = game.keyword_value(tgt, "Resist") if dt.resist or s.effects else 0
    a_resist = game.keyword_value(att, "Resist") if da.resist or s.effects else 0
    kills = strength - t_resist >= game.willpower(tgt) - s.damage[tgt]
    dies = game.strength(tgt) - a_resist >= game.willpower(att) - s.damage[att]
    if kills and not dies:
        return 20 + 4 * character_worth(game, tgt)
    if kills:
        gain = character_worth(game, tgt) - character_worth(game, att)
        return 10 + 4 * gain if gain > 0 else -5.0
    if dies:
        return -20.0
    return 1.0


def best_by_lookahead(game: Game, options: Sequence[Action], me: int, limit: int = 8) -> Action:
    """The option whose position one step later ``evaluate`` likes best (at most ``limit`` tried)."""
    best, best_v = options[0], -1e18
    for a in options[:limit]:
        g = game.copy()
        try:
            g.apply(a)
        except Exception:  # noqa: BLE001, S112 - an engine fault on one option must not stop the bot
            continue
        v = evaluate(g, me)
        if v > best_v:
            best, best_v = a, v
    return best


def quick_action(game: Game, legal: Sequence[Action], rng: random.Random) -> Action:
    """A fast, sensible legal action for whoever acts now (the search's play-out policy)."""
    s = game.s
    pd = s.pending
    if pd is not None:
        if isinstance(pd, AskMulligan):
            return mulligan_action(game, pd.player, legal)
        if isinstance(pd, AskTrigger):
            return ChooseTrigger(0)
        if isinstance(pd, AskMay):
            return Accept(True)
        if isinstance(pd, AskBodyguard):
            return Accept(False)
        if isinstance(pd, AskOrder):
            return legal[0]
        if len(legal) > 8:
            picks = [legal[0], *rng.sample(list(legal[1:]), 7)]
            return best_by_lookahead(game, picks, pd.player)
        return best_by_lookahead(game, legal, pd.player)
    p = s.active
    best, best_v = legal[0], -1e18
    for a in legal:
        v = action_score(game, a, p)
        if v > best_v:
            best, best_v = a, v
    return best
