"""Paying: the Costo (R-1) and the Sacrificio of an Evoluzione.

R-1 («Come pagare costi e sacrifici:» is an empty heading): a Costo of N is N units; each unit is a
face-up non-Leader card of your Field that you cover, or a card of your hand that you put face down in
Occulto; a coloured unit needs a card of that colour; the card being played never pays for itself, and a
card that «non può essere coperta» pays only from the hand (rule 5). A Sacrificio sends the named
face-up cards of your Field to the discard pile: they count as destroyed, and a DIO card cannot be
sacrificed. An Evoluzione Vice Leader played while your Vice Leader zone is taken must free it: by
sacrificing the Vice Leader there, or by its own mode that destroys, banishes or sacrifices it (R-41).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING, Final

from lorcana_desktop.exo.cards import SacrificePart
from lorcana_desktop.exo.cards.effects import Discard as DiscardStep
from lorcana_desktop.exo.engine.notes import Said
from lorcana_desktop.exo.engine.state import BANISHED, DISCARD, FIELD, HAND, OCCULTO
from lorcana_desktop.exo.engine.stats import can_be_covered, filter_test, matches, protected
from lorcana_desktop.exo.engine.zones import cover, move

if TYPE_CHECKING:
    from lorcana_desktop.exo.engine.game import ExoGame

_FIELD_ONLY: Final = (FIELD,)


def payment_sources(game: ExoGame, p: int, card: int) -> list[int]:
    """The cards that may pay one unit of a Costo for ``card``: Field cards to cover, then hand cards."""
    s = game.s
    how = s.options.payment
    out: list[int] = []
    if how != "hand":
        for i in s.on_field(p):
            if i != card and s.ctrl[i] == p and can_be_covered(game, i):
                out.append(i)
    if how != "field":
        out.extend(i for i in s.hand[p] if i != card)
    return out


def _colors_of(game: ExoGame, i: int) -> frozenset[str]:
    s = game.s
    if s.cov[i] and s.zone[i] == FIELD:
        return frozenset()
    return game.info[s.cid[i]].colors


def colors_fit(game: ExoGame, cards: Sequence[int], need: Sequence[tuple[str, int]]) -> bool:
    """The chosen cards cover every coloured unit, a card paying one unit only (a small matching)."""
    if not need:
        return True
    slots = [c for c, n in need for _ in range(n)]
    if len(slots) > len(cards):
        return False
    colors = [_colors_of(game, i) for i in cards]
    used = [False] * len(cards)

    def fill(k: int) -> bool:
        if k == len(slots):
            return True
        for j, cs in enumerate(colors):
            if not used[j] and slots[k] in cs:
                used[j] = True
                if fill(k + 1):
                    return True
                used[j] = False
        return False

    return fill(0)


def can_pay(game: ExoGame, p: int, card: int, amount: int, need: Sequence[tuple[str, int]]) -> bool:
    if amount <= 0:
        return True
    s = game.s
    if amount > len(s.field[p]) + (s.vice[p] >= 0) + len(s.hand[p]):
        return False  # more than every card that could ever pay (a Leader never does): no need to list them
    if need:
        sources = payment_sources(game, p, card)
        return len(sources) >= amount and colors_fit(game, sources, need)
    # No colour asked: counting the cards that could pay is enough (what payment_sources would list).
    how = s.options.payment
    n = 0
    if how != "field":
        hand = s.hand[p]
        n = len(hand) - (card in hand)
        if n >= amount:
            return True
    if how != "hand":
        ctrl = s.ctrl
        for i in s.on_field(p):
            if i != card and ctrl[i] == p and can_be_covered(game, i):
                n += 1
                if n >= amount:
                    return True
    return False


def pay(game: ExoGame, p: int, cards: Sequence[int]) -> None:
    """Cover the Field cards and put the hand cards face down in Occulto."""
    s = game.s
    covered = 0
    hidden = 0
    for i in cards:
        if s.zone[i] == HAND:
            move(game, i, OCCULTO)
            hidden += 1
        elif cover(game, i):
            covered += 1
    if covered and hidden:
        game._log(Said.PAYS_BOTH, player=p, count=covered, hidden=hidden)
    elif covered:
        game._log(Said.PAYS_COVER, player=p, count=covered)
    elif hidden:
        game._log(Said.PAYS_OCCULTO, player=p, hidden=hidden)


# -- Sacrificio ---------------------------------------------------------------------------------------


def sacrifice_sources(game: ExoGame, p: int) -> list[int]:
    """Face-up cards of your Field that may be sacrificed (never the Leader, never a face-up DIO card)."""
    s = game.s
    return [i for i in s.on_field(p) if not game.info[s.cid[i]].is_leader and not s.cov[i] and s.ctrl[i] == p
            and not protected(game, i)]


def sacrifice_fits(game: ExoGame, p: int, parts: Sequence[SacrificePart], cards: Sequence[int]) -> bool:
    """Each chosen card fills one part whose filter it matches, and every part is filled."""
    slots = [part.filter for part in parts for _ in range(part.count)]
    if len(slots) != len(cards) or len(set(cards)) != len(cards):
        return False
    used = [False] * len(cards)

    def fill(k: int) -> bool:
        if k == len(slots):
            return True
        for j, i in enumerate(cards):
            if not used[j] and matches(game, slots[k], i, p, (FIELD,)):
                used[j] = True
                if fill(k + 1):
                    return True
                used[j] = False
        return False

    return fill(0)


def sacrifice_ok(game: ExoGame, p: int, card: int, cards: Sequence[int]) -> bool:
    """A legal Sacrificio for Evoluzione ``card``: it fits, and it frees a taken Vice Leader zone (R-41)."""
    s = game.s
    inf = game.info[s.cid[card]]
    if not sacrifice_fits(game, p, inf.sacrifice, cards):
        return False
    return not (inf.is_vl and s.vice[p] >= 0 and s.vice[p] not in cards)


def sacrifice_choices(game: ExoGame, p: int, card: int) -> list[tuple[int, ...]]:
    """Every legal Sacrificio (sets of cards, in source order) for ``card``; empty when none."""
    inf = game.info[game.s.cid[card]]
    total = sum(part.count for part in inf.sacrifice)
    sources = sacrifice_sources(game, p)
    if len(sources) < total:
        return []
    return [combo for combo in combinations(sources, total) if sacrifice_ok(game, p, card, combo)]


def can_sacrifice(game: ExoGame, p: int, card: int) -> bool:
    """Some set of the sources is a legal Sacrificio for ``card`` (what ``sacrifice_choices`` would list)."""
    s = game.s
    inf = game.info[s.cid[card]]
    parts = inf.sacrifice
    total = sum(part.count for part in parts)
    if len(s.field[p]) + (s.vice[p] >= 0) < total:
        return False  # fewer cards than it takes besides the Leader, which is never sacrificed
    sources = sacrifice_sources(game, p)
    if len(sources) < total:
        return False
    # Which source fills which part is worked out once, not again for every combination (the legal actions
    # ask this for each Evoluzione at every decision of the Main phase); a part too few sources fill, or a
    # source no part wants, settles it before any combination is tried.
    cols = []
    for part in parts:
        test = filter_test(part.filter, _FIELD_ONLY)
        col = [test(game, i, p) for i in sources]
        if sum(col) < part.count:
            return False
        cols.append(col)
    slots = [cols[n] for n, part in enumerate(parts) for _ in range(part.count)]
    useful = [j for j in range(len(sources)) if any(col[j] for col in cols)]
    if len(useful) < total:
        return False
    vice = s.vice[p] if inf.is_vl else -1
    must = -1
    if vice >= 0:  # the taken Vice Leader zone must be freed, so the Vice Leader is one of them
        if vice not in sources or sources.index(vice) not in useful:
            return False
        must = sources.index(vice)

    def fill(combo: tuple[int, ...], k: int, used: list[bool]) -> bool:
        if k == total:
            return True
        col = slots[k]
        for n, j in enumerate(combo):
            if not used[n] and col[j]:
                used[n] = True
                if fill(combo, k + 1, used):
                    return True
                used[n] = False
        return False

    for combo in combinations(useful, total):
        if must >= 0 and must not in combo:
            continue
        if fill(combo, 0, [False] * total):
            return True
    return False


def vl_mode_ok(game: ExoGame, p: int, card: int, mode: str) -> bool:
    """An Evoluzione Vice Leader's own way of freeing the zone: your Vice Leader is there and can undergo it."""
    s = game.s
    inf = game.info[s.cid[card]]
    if mode not in inf.vl_modes:
        return False
    vl = s.vice[p]
    return vl >= 0 and not protected(game, vl)


def sacrifice(game: ExoGame, p: int, cards: Sequence[int]) -> None:
    """Send the cards to the discard pile as a Sacrificio (they count as destroyed; SACRIFICIO fires)."""
    for i in cards:
        move(game, i, DISCARD, sacrificed=True)
    if cards:
        game._log(Said.SACRIFICES, player=p, cards=", ".join(game.name(i) for i in cards))


def free_vice_zone(game: ExoGame, p: int, mode: str) -> None:
    """R-41: «distruggi», «bandisci» or «sacrifica» the Vice Leader in your zone to play an Evoluzione Vice Leader."""
    s = game.s
    vl = s.vice[p]
    if vl < 0:
        return
    name = game.name(vl)
    if mode == "bandisci":
        move(game, vl, BANISHED)
        game._log(Said.VICE_BANISHED_FOR_EVO, player=p, card=name)
    else:
        move(game, vl, DISCARD, sacrificed=mode == "sacrifica")
        game._log(Said.VICE_SACRIFICED_FOR_EVO if mode == "sacrifica" else Said.VICE_DESTROYED_FOR_EVO,
                  player=p, card=name)


def discard_cost_ok(game: ExoGame, p: int, card: int, ability: int) -> bool:
    """The «condizione di innesco» can be paid: a discard needs the cards in hand."""
    ab = game.info[game.s.cid[card]].abilities[ability]
    for st in ab.trigger_cost:
        if isinstance(st, DiscardStep) and st.who.value == "you":
            hand = [i for i in game.s.hand[p] if i != card]
            if len(hand) < st.n:
                return False
    return True
