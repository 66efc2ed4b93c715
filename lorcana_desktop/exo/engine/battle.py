"""The Battle phase's attacks («Per effettuare un attacco»): who may attack what, and the damage calculation.

- A Creatura or Vice Leader cannot attack the turn it arrives (R-20, option ``sickness``) unless VELOCE,
  or ASSALTO against a non-Leader; an Evoluzione can; a transformed card cannot («non possono quindi
  dichiarare un attacco nel turno in cui sono state trasformate»). Strength 0 and covered cards cannot
  declare (R-18); each card declares one attack a turn «a meno che specificato».
- «Il tuo avversario non può attaccare il tuo Leader finché un Vice Leader è scoperto sul campo».
- BERSERK: while it can attack the Leader or the Vice Leader, that is what it attacks, and the Battle
  phase cannot end before (R-22).
- The attack is a link at the bottom of a chain (R-9); its resolution is the damage calculation: the
  higher strength sends the lower to the discard pile, a tie both (a Leader never leaves: R-19, R-37);
  an attacked Leader loses 1 life «durante il calcolo dei danni» unless the attacker has strength 0;
  then the survivors that attacked or were attacked are covered (never a Leader), also an attacker
  whose target is gone; then the destroyed cards' effects trigger. ODIO adds 100 against a card with
  one of its characteristics. GUARDIA turns an attack on your Leader or Vice Leader to itself (R-21).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lorcana_desktop.exo.engine.notes import Said
from lorcana_desktop.exo.engine.reasons import ExoReason, refusal
from lorcana_desktop.exo.engine.reasons import ExoWhy as W
from lorcana_desktop.exo.engine.state import (
    ATTACK,
    BATTLE,
    DISCARD,
    FIELD,
    OPEN,
    AttackState,
    Frame,
    Link,
)
from lorcana_desktop.exo.engine.stats import active, has_keyword, hates, printed_strength, protected, strength
from lorcana_desktop.exo.engine.zones import cover, fire, lose_life, move

if TYPE_CHECKING:
    from lorcana_desktop.exo.engine.game import ExoGame


def leader_may_attack(game: ExoGame, p: int) -> bool:
    s = game.s
    leader = s.leader[p]
    return any(m[0] == leader and m[2] == "leader_attack" for m in s.mods)


def extra_attacks(game: ExoGame, i: int) -> int:
    s = game.s
    g = s.gen[i]
    return sum(m[3] for m in s.mods if m[0] == i and m[1] == g and m[2] == "extra")


def sick(game: ExoGame, i: int) -> bool:
    """Arrived on the Field this turn (R-20); with ``sickness = "played"`` only when it was played."""
    s = game.s
    if s.entered[i] != s.turn:
        return False
    if s.options.sickness == "played" and f"played:{i}:{s.gen[i]}" not in s.flags:
        return any(m[0] == i and m[1] == s.gen[i] and m[2] == "transformed" for m in s.mods)
    return True


def attacker_reason(game: ExoGame, i: int) -> ExoReason | None:
    """Why card ``i`` cannot declare an attack now (whatever the target), or None."""
    s = game.s
    p = s.active
    if s.zone[i] != FIELD or s.ctrl[i] != p:
        return refusal(W.ATTACK_FROM_FIELD)
    inf = game.info[s.cid[i]]
    if inf.is_leader and not leader_may_attack(game, p):
        return refusal(W.LEADER_NO_ATTACK)
    if s.cov[i]:
        return refusal(W.COVERED_NO_ATTACK)
    if strength(game, i) <= 0:
        return refusal(W.ZERO_STRENGTH)
    if s.attacks[i] >= 1 + extra_attacks(game, i):
        return refusal(W.ONE_ATTACK)
    if not inf.is_leader and sick(game, i):
        transformed = any(m[0] == i and m[1] == s.gen[i] and m[2] == "transformed" for m in s.mods)
        if transformed:
            return refusal(W.TRANSFORMED_NO_ATTACK)
        if not (inf.is_evo or has_keyword(game, i, "VELOCE") or has_keyword(game, i, "ASSALTO")):
            return refusal(W.JUST_PLAYED)
    return None


def target_reason(game: ExoGame, i: int, t: int) -> ExoReason | None:
    """Why ``i`` cannot attack ``t`` (the attacker itself being able to), or None."""
    s = game.s
    p = s.active
    if not 0 <= t < len(s.cid) or s.zone[t] != FIELD or s.ctrl[t] == p:
        return refusal(W.TARGET_OPPONENT)
    tinf = game.info[s.cid[t]]
    if tinf.is_leader:
        vl = s.vice[1 - p]
        if vl >= 0 and not s.cov[vl]:
            return refusal(W.VICE_SHIELDS_LEADER)
        if sick(game, i) and not game.info[s.cid[i]].is_evo and not has_keyword(game, i, "VELOCE") \
                and not game.info[s.cid[i]].is_leader:
            return refusal(W.ASSALTO_NOT_LEADER)
    if has_keyword(game, i, "BERSERK") and not _is_leader_or_vice(game, t) and any(
            _is_leader_or_vice(game, x) and _plain_target_ok(game, i, x) for x in s.on_field(1 - p)):
        return refusal(W.BERSERK_TARGET)
    return None


def _is_leader_or_vice(game: ExoGame, t: int) -> bool:
    s = game.s
    return game.info[s.cid[t]].is_leader or s.vice[s.ctrl[t]] == t


def _plain_target_ok(game: ExoGame, i: int, t: int) -> bool:
    s = game.s
    if game.info[s.cid[t]].is_leader:
        vl = s.vice[s.ctrl[t]]
        if vl >= 0 and not s.cov[vl]:
            return False
        if sick(game, i) and not game.info[s.cid[i]].is_evo and not has_keyword(game, i, "VELOCE"):
            return False
    return True


def attack_window(game: ExoGame) -> ExoReason | None:
    """Why no attack can be declared now, or None."""
    s = game.s
    if s.phase != BATTLE or s.sub != 1:
        return refusal(W.BATTLE_PHASE_ONLY)
    if s.frames or s.window != OPEN:
        return refusal(W.ATTACK_WINDOW)
    return None


def attack_reason(game: ExoGame, i: int, t: int) -> ExoReason | None:
    return attack_window(game) or attacker_reason(game, i) or target_reason(game, i, t)


def attacks_now(game: ExoGame) -> list[tuple[int, int]]:
    """Every (attacker, target) the active player may declare now."""
    s = game.s
    if attack_window(game):
        return []
    p = s.active
    out = []
    targets = s.on_field(1 - p)
    for i in s.on_field(p):
        if attacker_reason(game, i) is None:
            for t in targets:
                if target_reason(game, i, t) is None:
                    out.append((i, t))
    return out


def berserk_pending(game: ExoGame) -> bool:
    """R-22: a BERSERK card of the active player can still attack the Leader or the Vice Leader."""
    s = game.s
    if s.phase != BATTLE or s.sub != 1:
        return False
    p = s.active
    for i in s.on_field(p):
        if has_keyword(game, i, "BERSERK") and attacker_reason(game, i) is None:
            for t in s.on_field(1 - p):
                if _is_leader_or_vice(game, t) and target_reason(game, i, t) is None:
                    return True
    return False


def declare(game: ExoGame, i: int, t: int) -> None:
    """«Dichiarare un attacco»: a link at the bottom of a new chain, the opponent to answer first;
    IMBOSCATA and RABBIA trigger now."""
    s = game.s
    p = s.active
    s.attacks[i] += 1
    s.attack = AttackState(i, s.gen[i], t, s.gen[t], s.cov[t])
    label = f"{game.name(i)}: attacco"
    s.frames.append(Frame([Link(ATTACK, p, i, s.gen[i], FIELD, -1, "", (), label)], 1 - p, OPEN))
    game._log(Said.DECLARES_ATTACK, player=p, card=game.name(i), target=game.name(t))
    fire(game, i, "IMBOSCATA")
    fire(game, i, "RABBIA")
    fire(game, t, "RABBIA")


def odio(game: ExoGame, i: int, other: int) -> int:
    """ODIO (x): +100 «per questo calcolo dei danni» against a card with any one of the characteristics,
    while the ODIO card stays face up on the Field."""
    s = game.s
    ks = game.info[s.cid[i]].by_keyword.get("ODIO")
    if not ks or s.zone[i] != FIELD or not active(game, i):
        return 0
    bonus = 0
    for k in ks:
        against = game.info[s.cid[i]].abilities[k].against
        if against is not None and hates(game, against, other):
            bonus += 100
    return bonus


def damage(game: ExoGame, link: Link) -> None:
    """The damage calculation of the attack link."""
    s = game.s
    at = s.attack
    s.attack = None
    if at is None:
        return
    a = at.attacker
    if s.zone[a] != FIELD or s.gen[a] != at.agen:
        game._log(Said.ATTACKER_LEFT)
        return
    p = s.ctrl[a]
    t = at.target
    a_leader = game.info[s.cid[a]].is_leader
    lost = s.zone[t] != FIELD or s.gen[t] != at.tgen or (s.cov[t] and not at.tcov) or s.ctrl[t] == p
    if lost:
        game._log(Said.TARGET_LOST)
        if not a_leader and cover(game, a):
            game._log(Said.ATTACKER_COVERED, card=game.name(a))  # «viene coperta anche quando perde il suo bersaglio»
        if a_leader and s.options.leader_attack_cost:
            lose_life(game, p, 1, Said.LIFE_LOST_ATTACKING)
        return
    t_leader = game.info[s.cid[t]].is_leader
    sa = strength(game, a) + odio(game, a, t)
    st = strength(game, t) + odio(game, t, a)
    game._log(Said.DAMAGE_CALCULATION, card=game.name(a), strength=sa, target=game.name(t), target_strength=st)
    losers: list[int] = []
    if t_leader:
        if sa > 0:
            lose_life(game, s.ctrl[t], 1, Said.LIFE_LOST_ATTACKED)
        if st >= sa:
            losers.append(a)
    elif sa > st:
        losers.append(t)
    elif st > sa:
        losers.append(a)
    else:
        losers += [a, t]
    for x in losers:
        if game.info[s.cid[x]].is_leader:
            continue  # «I Leader non possono … venire distrutti»
        if protected(game, x):
            game._log(Said.DIO_STAYS, card=game.name(x))
            continue
        move(game, x, DISCARD)
        game._log(Said.DESTROYED_IN_BATTLE, card=game.name(x))
    for x, g in ((a, at.agen), (t, at.tgen)):
        if s.zone[x] == FIELD and s.gen[x] == g and not game.info[s.cid[x]].is_leader and cover(game, x):
            game._log(Said.COVERED_AFTER_BATTLE, card=game.name(x))
    if a_leader and s.options.leader_attack_cost:
        lose_life(game, p, 1, Said.LIFE_LOST_ATTACKING)


def guardia(game: ExoGame, link: Link) -> None:
    """GUARDIA resolves: the attack on the Leader or Vice Leader turns to this card (R-21)."""
    retarget(game, link.src, link.gen)


def retarget(game: ExoGame, g: int, gen: int) -> None:
    s = game.s
    at = s.attack
    if at is None or s.zone[g] != FIELD or s.gen[g] != gen:
        game._log(Said.GUARDIA_NOTHING)
        return
    d = s.ctrl[g]
    if s.ctrl[at.target] != d or not _is_leader_or_vice(game, at.target) or at.target == g:
        game._log(Said.GUARDIA_NOT_LEADER)
        return
    s.attack = AttackState(at.attacker, at.agen, g, s.gen[g], s.cov[g])
    game._log(Said.GUARDIA_TURNS, card=game.name(g))


def guardia_reason(game: ExoGame, p: int, g: int) -> ExoReason | None:
    """Why player ``p`` cannot use GUARDIA of card ``g`` now, or None: in the window of an attack on
    their Leader or Vice Leader, with a face-up GUARDIA card of theirs that is not the target."""
    s = game.s
    at = s.attack
    fr = s.frames[0] if s.frames else None
    if at is None or fr is None or fr.resolving or not fr.links or fr.links[0].kind != ATTACK:
        return refusal(W.GUARDIA_WHEN)
    if s.ctrl[at.target] != p or not _is_leader_or_vice(game, at.target):
        return refusal(W.GUARDIA_WHEN)
    if s.zone[g] != FIELD or s.ctrl[g] != p or not active(game, g):
        return refusal(W.GUARDIA_FACE_UP)
    if g == at.target:
        return refusal(W.GUARDIA_IS_TARGET)
    if len(s.frames) > 1:
        return refusal(W.GUARDIA_OWN_CHAIN)
    return None


__all__ = ["attack_reason", "attacks_now", "berserk_pending", "damage", "declare", "guardia", "guardia_reason",
           "printed_strength"]
