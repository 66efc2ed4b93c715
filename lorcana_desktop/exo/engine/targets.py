"""«Bersaglio»: which cards an effect may target, and whether its targets are still good when it resolves.

«Non puoi scegliere carte non valide per l'attivazione e risoluzione di effetti»: a target must be a card
the effect can act on (a DIO card is no target for «distruggi», a covered card none for «copri»); an
opposing INTOCCABILE card is no target for a Tattica. At resolution «Se il bersaglio dichiarato lascia la
zona in cui si trova o viene coperto, l'effetto dell'intera carta … non si risolve, eccetto gli effetti con
"puoi" o "fino a"» (R-23): those resolve on the targets still good.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from lorcana_desktop.exo.cards import ExoAbility
from lorcana_desktop.exo.engine.state import BANISHED, DISCARD, ETERE, FIELD, PLAY, Chosen, Link
from lorcana_desktop.exo.engine.stats import (
    DEFAULT_TARGET_ZONES,
    FilterTest,
    can_be_covered,
    filter_test,
    is_vice_leader,
    matches,
    protected,
    untouchable,
    zone_codes,
)

if TYPE_CHECKING:
    from lorcana_desktop.exo.engine.game import ExoGame

_MOVES: Final = frozenset({"return_to_hand", "to_deck", "to_evolution_deck", "take_control", "become_vice_leader"})
_GAINS: Final = frozenset({"strength", "set_strength", "grant_keyword", "negate", "transform", "extra_attack"})


def var_ops(game: ExoGame, cid: int, ability: int) -> dict[str, frozenset[str]]:
    """For each target variable of an ability, the ops its steps apply to it (cached per card)."""
    key = (cid, ability)
    found = game._var_ops.get(key)
    if found is None:
        ab = game.info[cid].abilities[ability]
        ops: dict[str, set[str]] = {t.var: set() for t in ab.targets}
        for st in (ab.effect or ()):
            who = getattr(st, "who", None)
            if isinstance(who, str) and who in ops:
                ops[who].add(st.op)
        found = {k: frozenset(v) for k, v in ops.items()}
        game._var_ops[key] = found
    return found


def ops_ok(game: ExoGame, i: int, ops: frozenset[str], player: int) -> bool:
    """Card ``i`` can undergo every op in ``ops`` (done by ``player``'s effect)."""
    if not ops:
        return True
    s = game.s
    inf = game.info[s.cid[i]]
    if inf.is_leader and (ops & _MOVES or "destroy" in ops or "banish" in ops or "cover" in ops):
        return False
    if ("destroy" in ops or "banish" in ops) and protected(game, i):
        return False
    if "cover" in ops and (s.zone[i] not in (FIELD, ETERE, BANISHED) or not can_be_covered(game, i)):
        return False
    if "uncover" in ops and not s.cov[i]:
        return False
    if s.zone[i] == BANISHED and s.cov[i] and ops & (_MOVES | {"destroy", "banish"}):
        return False
    if ops & _GAINS and s.cov[i]:
        return False
    if "take_control" in ops:
        if s.ctrl[i] == player or s.zone[i] != FIELD:
            return False
        if is_vice_leader(game, i) and s.vice[player] >= 0:
            return False
    return not ("become_vice_leader" in ops and (s.zone[i] != FIELD or is_vice_leader(game, i)))


def candidates(game: ExoGame, zones: tuple[int, ...]) -> list[int]:
    s = game.s
    out: list[int] = []
    for z in zones:
        if z == FIELD:  # (on_field of both players, without building each list)
            leader, vice, field = s.leader, s.vice, s.field
            out.append(leader[0])
            if vice[0] >= 0:
                out.append(vice[0])
            out += field[0]
            out.append(leader[1])
            if vice[1] >= 0:
                out.append(vice[1])
            out += field[1]
        elif z == ETERE:
            out += s.etere
        else:
            out.extend(s.pile(z, 0))
            out.extend(s.pile(z, 1))
    return out


TargetSpec = tuple[frozenset[str], tuple[int, ...], FilterTest]


def target_spec(game: ExoGame, cid: int, ability: int, spec: int) -> TargetSpec:
    """What target ``spec`` of an ability of card ``cid`` asks, worked out once per game: the ops its steps apply
    to it, the zones it is chosen in, and its filter's test."""
    key = (cid, ability, spec)
    found = game._target_specs.get(key)
    if found is None:
        t = game.info[cid].abilities[ability].targets[spec]
        ops = var_ops(game, cid, ability).get(t.var, frozenset())
        zones = zone_codes(t.filter.zone) if t.filter.zone else DEFAULT_TARGET_ZONES
        found = game._target_specs[key] = (ops, zones, filter_test(t.filter, zones))
    return found


def target_ability(game: ExoGame, card: int, kind: int, ability: int) -> tuple[int, ExoAbility | None]:
    """The ability whose «bersagli» a play or an effect declares: a Tattica's own effect for a play."""
    inf = game.info[game.s.cid[card]]
    if kind == PLAY:
        return (inf.tactic, inf.abilities[inf.tactic]) if inf.is_tactic and inf.tactic >= 0 else (-1, None)
    return ability, inf.abilities[ability]


def target_options(game: ExoGame, player: int, card: int, ability: int, spec: int, chosen: Chosen,
                   by_tactic: bool, limit: int = 0) -> list[int]:
    """The cards ``player`` may declare for target ``spec`` of ``ability`` of ``card`` (the first ``limit``
    of them when ``limit`` is given: enough to know there are so many)."""
    s = game.s
    ops, zones, test = target_spec(game, s.cid[card], ability, spec)
    out = []
    if not chosen and not by_tactic:  # (the common case: nothing to leave out)
        for i in candidates(game, zones):
            if test(game, i, player) and (not ops or ops_ok(game, i, ops, player)):
                out.append(i)
                if len(out) == limit:
                    break
        return out
    taken = {c for _, ts in chosen for c, _, _ in ts} if chosen else ()
    for i in candidates(game, zones):
        if i in taken or by_tactic and i == card:
            continue
        if not test(game, i, player):
            continue
        if by_tactic and untouchable(game, i, player) and s.zone[i] in (FIELD, ETERE):
            continue
        if ops_ok(game, i, ops, player):
            out.append(i)
            if len(out) == limit:
                break
    return out


def has_targets(game: ExoGame, player: int, card: int, kind: int, ability: int) -> bool:
    """«Puoi attivare questi effetti solo se è presente un bersaglio valido»: every target that is not «fino
    a» has as many good cards as it names."""
    k, ab = target_ability(game, card, kind, ability)
    if ab is None or not ab.targets:
        return True
    by_tactic = game.info[game.s.cid[card]].is_tactic
    for n, t in enumerate(ab.targets):
        if t.up_to or ab.up_to:
            continue
        if len(target_options(game, player, card, k, n, (), by_tactic, t.count)) < t.count:
            return False
    return True


def still_good(game: ExoGame, link: Link) -> dict[str, tuple[int, ...]] | None:
    """The targets of ``link`` that are still good, by variable; None when the effect fails (a target
    left its zone, was covered, no longer matches, or cannot undergo the effect), except «puoi» and
    «fino a» effects, which keep the good ones (R-23)."""
    s = game.s
    _, ab = target_ability(game, link.src, link.kind, link.ability)
    if ab is None:
        return {}
    cid = s.cid[link.src]
    ability = game.info[cid].tactic if link.kind == PLAY else link.ability
    ops_by_var = var_ops(game, cid, ability)
    by_tactic = game.info[cid].is_tactic
    out: dict[str, tuple[int, ...]] = {}
    specs = {t.var: t for t in ab.targets}
    for var, ts in link.targets:
        t = specs[var]
        zones = zone_codes(t.filter.zone) if t.filter.zone else DEFAULT_TARGET_ZONES
        ops = ops_by_var.get(var, frozenset())
        keep = []
        for c, g, cov in ts:
            good = (s.gen[c] == g and not (s.cov[c] and not cov)
                    and matches(game, t.filter, c, link.ctrl, zones)
                    and not (by_tactic and s.zone[c] in (FIELD, ETERE) and untouchable(game, c, link.ctrl))
                    and ops_ok(game, c, ops, link.ctrl))
            if good:
                keep.append(c)
            elif not (t.up_to or ab.up_to or ab.optional):
                return None
        out[var] = tuple(keep)
    return out


def zone_label(z: int) -> str:
    return {FIELD: "Field", ETERE: "Etere", DISCARD: "discard pile", BANISHED: "banished cards"}.get(z, "?")
