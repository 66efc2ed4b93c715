"""Rules of thumb the bots share: which cards to mulligan (``mulligan_back`` keeps an inkable curve)."""

from __future__ import annotations

from collections.abc import Sequence

from lorcana_desktop.engine import (
    Action,
    Game,
    Mulligan,
)
from lorcana_desktop.engine.defs import ACTION, ITEM, CardDef

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
