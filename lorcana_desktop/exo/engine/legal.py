"""Legal actions and why an action is illegal: a typed reason (``reasons.ExoWhy``) that cites the rule.

Who may do what when they hold priority:
- a Tattica: whenever its player holds priority (R-12), in the phase its text names if it names one;
- a Creatura, Vice Leader or Evoluzione: in your own Main phase with no chain open (rule 6: never in
  answer to a chain), except a card «in qualsiasi momento» (any time, paid) or «durante la fase x»;
- COPRI, effects with a «condizione di innesco», the Leader effect: your Main phase (to start or answer
  a chain), «a meno che specificato»; RIVELA: whenever you hold priority (R-25); GUARDIA: in the window of
  an attack on your Leader or Vice Leader (R-21);
- a card already on the chain being built adds no other effect of its own (rule 7, R-14);
- attacks: the active player in the Battle phase, no chain open; the change of phase: the active player
  in an open window (a pass there means nothing, rule 2).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Final

from lorcana_desktop.exo.cards import AbilityKind
from lorcana_desktop.exo.cards.terms import Timing
from lorcana_desktop.exo.engine import battle, costs
from lorcana_desktop.exo.engine.actions import (
    MANUAL_ACTIONS,
    Accept,
    Action,
    Activate,
    Attack,
    ChooseAmount,
    ChooseOption,
    ChooseTargets,
    Concede,
    Evolve,
    LeaderEffect,
    NextPhase,
    OrderCards,
    Pass,
    Play,
    Reveal,
)
from lorcana_desktop.exo.engine.chain import building, holder, on_chain, once_key
from lorcana_desktop.exo.engine.costs import discard_cost_ok
from lorcana_desktop.exo.engine.decisions import PAY, SACRIFICE, AskMay, AskOption, AskOrder, AskTargets
from lorcana_desktop.exo.engine.manual import check_manual
from lorcana_desktop.exo.engine.reasons import ExoReason, refusal
from lorcana_desktop.exo.engine.reasons import ExoWhy as W
from lorcana_desktop.exo.engine.state import (
    ABILITY,
    BATTLE,
    DECL,
    EVO,
    FIELD,
    HAND,
    MAIN,
    OPEN,
    PHASE_NAMES,
    PLAY,
    START,
    Declaring,
    Frame,
)
from lorcana_desktop.exo.engine.stats import PHASE_OF, active, condition, cost_of
from lorcana_desktop.exo.engine.targets import has_targets, target_options
from lorcana_desktop.exo.engine.turn import skipped

if TYPE_CHECKING:
    from lorcana_desktop.exo.engine.game import ExoGame

RULE_6: Final = refusal(W.RULE_6)
NO_TARGET: Final = refusal(W.NO_TARGET)


def _phase_timing(t: Timing | None) -> int | None:
    if t is None or t in (Timing.NORMAL, Timing.ANY):
        return None
    return PHASE_OF[t.value]


def _other_holds(game: ExoGame, p: int) -> ExoReason:
    return refusal(W.OTHER_HOLDS, player=p)


# -- the actions of a priority holder -------------------------------------------------------------------


def play_reason(game: ExoGame, p: int, i: int, alt: int = -1) -> ExoReason | None:
    """Why player ``p`` (holding priority) cannot play card ``i`` from the hand now, or None."""
    s = game.s
    if not 0 <= i < len(s.cid):
        return refusal(W.NO_SUCH_CARD)
    if s.zone[i] != HAND:
        return refusal(W.NOT_FROM_HAND)
    if s.owner[i] != p:
        return _other_holds(game, p)
    inf = game.info[s.cid[i]]
    if inf.is_leader or inf.is_evo or inf.is_token:
        return refusal(W.NOT_PLAYED_FROM_HAND)
    fr = building(game)
    free_window = fr is None and s.window in (START, OPEN)
    phase = _phase_timing(inf.timing)
    if inf.is_tactic:
        if phase is not None and s.phase != phase:
            return refusal(W.TACTIC_PHASE, phase=PHASE_NAMES[phase])
    elif inf.timing is not Timing.ANY:
        if phase is not None:
            if s.phase != phase:
                return refusal(W.CARD_PHASE, phase=PHASE_NAMES[phase])
            if not free_window:
                return RULE_6
        else:
            if fr is not None or s.window == DECL:
                return RULE_6
            if p != s.active or s.phase != MAIN:
                return refusal(W.OWN_MAIN_ONLY)
    if inf.is_vl and (s.vice[p] >= 0 or any(game.info[s.cid[x]].is_vl and s.ctrl[x] == p for x in s.etere)):
        return refusal(W.VICE_ZONE_TAKEN)
    if inf.play_condition is not None and not condition(game, inf.play_condition, p):
        return refusal(W.PLAY_CONDITION)
    if alt >= 0:
        if alt >= len(inf.alt_costs):
            return refusal(W.NO_ALT_COST)
        ac = inf.alt_costs[alt]
        if ac.condition is not None and not condition(game, ac.condition, p):
            return refusal(W.ALT_CONDITION)
        if ac.cost is None:
            return refusal(W.ALT_SACRIFICE)
    if inf.is_tactic and not has_targets(game, p, i, PLAY, -1):
        return NO_TARGET
    amount, need = cost_of(game, i, alt)
    if not costs.can_pay(game, p, i, amount, need):
        if need:
            return refusal(W.CANNOT_PAY_COLOURS, amount=amount, colours=", ".join(f"{n} {c}" for c, n in need))
        return refusal(W.CANNOT_PAY, amount=amount)
    return None


def play_targets_reason(game: ExoGame, p: int, i: int, targets: tuple[int, ...]) -> ExoReason | None:
    """The targets given with a Play (a Tattica dropped on its target): one target list, all legal."""
    s = game.s
    inf = game.info[s.cid[i]]
    if not inf.is_tactic or inf.tactic < 0 or len(inf.abilities[inf.tactic].targets) != 1:
        return refusal(W.TARGETS_WITH_TACTIC)
    ab = inf.abilities[inf.tactic]
    spec = ab.targets[0]
    opts = target_options(game, p, i, inf.tactic, 0, (), True)
    if len(set(targets)) != len(targets) or any(t not in opts for t in targets):
        return refusal(W.NOT_A_LEGAL_TARGET)
    up = spec.up_to or ab.up_to
    if len(targets) > spec.count or not up and len(targets) != min(spec.count, len(opts)):
        return refusal(W.CHOOSE_UP_TO_TARGETS if up else W.CHOOSE_TARGETS, count=spec.count)
    return None


def evolve_reason(game: ExoGame, p: int, i: int, mode: str = "") -> ExoReason | None:
    s = game.s
    if not 0 <= i < len(s.cid):
        return refusal(W.NO_SUCH_CARD)
    if s.zone[i] != EVO:
        return refusal(W.EVO_FROM_EVO_DECK)
    if s.owner[i] != p:
        return _other_holds(game, p)
    inf = game.info[s.cid[i]]
    if not inf.is_evo:
        return refusal(W.ONLY_EVO_SACRIFICE)
    if p != s.active or s.phase != MAIN:
        return refusal(W.EVO_OWN_MAIN)
    if building(game) is not None or s.window not in (START, OPEN):
        return RULE_6
    if inf.play_condition is not None and not condition(game, inf.play_condition, p):
        return refusal(W.PLAY_CONDITION)
    if mode:
        if mode not in inf.vl_modes:
            return refusal(W.NO_MODE, mode=mode)
        if not costs.vl_mode_ok(game, p, i, mode):
            return refusal(W.MODE_NEEDS_VICE, mode=mode)
        return None
    if inf.is_vl and any(game.info[s.cid[x]].is_vl and s.ctrl[x] == p for x in s.etere):
        return refusal(W.VICE_ZONE_TAKEN)
    if not costs.can_sacrifice(game, p, i):
        if inf.is_vl and s.vice[p] >= 0:
            return refusal(W.SACRIFICE_THE_VICE)
        return refusal(W.CANNOT_SACRIFICE)
    return None


def _ability_common(game: ExoGame, p: int, i: int, k: int, kind: int) -> ExoReason | None:
    s = game.s
    ab = game.info[s.cid[i]].abilities[k]
    if on_chain(game, i):
        return refusal(W.RULE_7)
    if ab.once_per_turn and once_key(game, p, i, k) in s.flags:
        return refusal(W.ONCE_PER_TURN)
    if ab.condition is not None and not condition(game, ab.condition, p):
        return refusal(W.ACTIVATE_CONDITION)
    if not has_targets(game, p, i, kind, k):
        return NO_TARGET
    if not discard_cost_ok(game, p, i, k):
        return refusal(W.CANNOT_PAY_TRIGGER)
    return None


def activate_reason(game: ExoGame, p: int, i: int, k: int) -> ExoReason | None:
    """COPRI, an effect with a «condizione di innesco», or GUARDIA of a card on your Field."""
    s = game.s
    if not 0 <= i < len(s.cid):
        return refusal(W.NO_SUCH_CARD)
    inf = game.info[s.cid[i]]
    if not 0 <= k < len(inf.abilities):
        return refusal(W.NO_ABILITY)
    ab = inf.abilities[k]
    if s.zone[i] != FIELD or s.ctrl[i] != p:
        return _other_holds(game, p) if s.zone[i] == FIELD else refusal(W.NOT_ON_YOUR_FIELD)
    if inf.is_leader:
        return refusal(W.LEADER_BY_ITS_ACTION)
    if not active(game, i):
        return refusal(W.NOT_ACTIVE)
    kw = ab.keyword.value if ab.keyword is not None else ""
    if kw == "GUARDIA":
        return battle.guardia_reason(game, p, i) or (
            refusal(W.RULE_7) if on_chain(game, i) else None)
    if kw == "COPRI":
        if p != s.active or s.phase != MAIN:
            return refusal(W.COPRI_OWN_MAIN)
    elif ab.kind is AbilityKind.ACTIVATED:
        phase = _phase_timing(ab.timing)
        if ab.timing is not Timing.ANY:
            if phase is not None and s.phase != phase:
                return refusal(W.EFFECT_PHASE, phase=PHASE_NAMES[phase])
            if phase is None and (p != s.active or s.phase != MAIN):
                return refusal(W.EFFECT_OWN_MAIN)
    else:
        return refusal(W.TRIGGERS_ITSELF)
    return _ability_common(game, p, i, k, ABILITY)


def leader_reason(game: ExoGame, p: int, k: int) -> ExoReason | None:
    s = game.s
    leader = s.leader[p]
    inf = game.info[s.cid[leader]]
    if k not in inf.leader_abilities or k not in inf.side_abilities(s.flipped[p]):
        return refusal(W.NO_LEADER_EFFECT)
    if LEADER_USED[p] in s.flags:
        return refusal(W.ONE_LEADER_EFFECT)
    ab = inf.abilities[k]
    phase = _phase_timing(ab.timing)
    if ab.timing is not Timing.ANY:
        if phase is not None and s.phase != phase:
            return refusal(W.LEADER_EFFECT_PHASE, phase=PHASE_NAMES[phase])
        if phase is None and (p != s.active or s.phase != MAIN):
            return refusal(W.LEADER_EFFECT_OWN_MAIN)
    return _ability_common(game, p, leader, k, ABILITY)


def reveal_reason(game: ExoGame, p: int, i: int, k: int) -> ExoReason | None:
    s = game.s
    if not 0 <= i < len(s.cid):
        return refusal(W.NO_SUCH_CARD)
    inf = game.info[s.cid[i]]
    kw = inf.abilities[k].keyword if 0 <= k < len(inf.abilities) else None
    if kw is None or kw.value != "RIVELA":
        return refusal(W.NO_RIVELA)
    if s.zone[i] != HAND:
        return refusal(W.RIVELA_FROM_HAND)
    if s.owner[i] != p:
        return _other_holds(game, p)
    ab = inf.abilities[k]
    phase = _phase_timing(ab.timing)
    if phase is not None and s.phase != phase:
        return refusal(W.RIVELA_PHASE, phase=PHASE_NAMES[phase])
    return _ability_common(game, p, i, k, ABILITY)


def next_phase_reason(game: ExoGame, skip_battle: bool) -> ExoReason | None:
    s = game.s
    if building(game) is not None or s.frames:
        return refusal(W.FINISH_CHAIN)
    if s.window != OPEN:
        if s.window == DECL:
            return refusal(W.PHASE_DECLARED)
        return refusal(W.PHASE_STARTING)
    if skip_battle and (s.phase != MAIN or skipped(game, BATTLE)):
        return refusal(W.SKIP_FROM_MAIN)
    if battle.berserk_pending(game):
        return refusal(W.BERSERK_PENDING)
    return None


# -- listing -------------------------------------------------------------------------------------------


def legal_actions(game: ExoGame) -> list[Action]:
    """Every action the player who must act may take now (manual tools and concession aside)."""
    s = game.s
    if s.over:
        return []
    if s.pending is not None:
        return answers(game)
    frames = s.frames
    if frames:  # (what holder() and building() say, read once)
        fr: Frame | None = frames[-1]
        if fr.resolving:  # type: ignore[union-attr]
            return []
        p = fr.priority  # type: ignore[union-attr]
    else:
        fr = None
        p = s.priority
    window = s.window
    out: list[Action] = [PASS] if fr is not None or window != OPEN else []
    mine = p == s.active
    phase = s.phase
    free = fr is None and window != DECL  # no chain open, not answering a declared change of phase
    main_free = mine and free and phase == MAIN
    if fr is None and window == OPEN and mine and next_phase_reason(game, False) is None:
        out.append(NEXT_PHASE)
        if phase == MAIN and not skipped(game, BATTLE):
            out.append(NEXT_PHASE_SKIP)
    info = game.info
    cid = s.cid
    cid_of = cid.__getitem__
    hand = s.hand[p]
    # Only cards that could be played now are asked about (most of a hand waits for the Main phase).
    level = 2 if main_free else 1 if free else 0  # (CardInfo.hand_level)
    # Whether any card of the hand is worth a look (the question asked of each card below, asked of the
    # whole hand at once: most windows have none, and most decisions are such windows).
    if hand and any(map(game.hand_asks[level].__getitem__, map(cid_of, hand))):
        # Two copies of a card are asked about once: whether a card in the hand can be played reads its card
        # and where it is, not which copy it is (a copy pays with the other), unless a change (a mod) names
        # that very copy.
        modded = {m[0] for m in s.mods} if s.mods else ()
        seen: dict[int, bool] = {}
        for i in hand:
            c = cid[i]
            inf = info[c]
            if inf.hand_level <= level:
                ok = None if i in modded else seen.get(c)
                if ok is None:
                    ok = play_reason(game, p, i) is None
                    if i not in modded:
                        seen[c] = ok
                if ok:
                    a = _PLAYS.get(i)
                    if a is None:
                        a = _PLAYS[i] = Play(i)
                    out.append(a)
                for k, ac in enumerate(inf.alt_costs):
                    if ac.cost is not None and play_reason(game, p, i, k) is None:
                        out.append(Play(i, alt=k))
            for k in inf.rivela:
                if reveal_reason(game, p, i, k) is None:
                    out.append(_reveal(i, k))
    if main_free and s.evo[p]:
        modded = {m[0] for m in s.mods} if s.mods else ()
        evolves: dict[int, bool] = {}  # (the same for two copies in the Evolution deck)
        for i in s.evo[p]:
            c = cid[i]
            ok = None if i in modded else evolves.get(c)
            if ok is None:
                ok = evolve_reason(game, p, i) is None
                if i not in modded:
                    evolves[c] = ok
            if ok:
                e = _EVOLVES.get(i)
                if e is None:
                    e = _EVOLVES[i] = Evolve(i)
                out.append(e)
            for mode in info[c].vl_modes:
                if evolve_reason(game, p, i, mode) is None:
                    out.append(Evolve(i, mode))
    if mine and fr is None and phase == BATTLE and s.sub == 1 and window == OPEN:
        for it in battle.attacks_now(game):
            at = _ATTACKS.get(it)
            if at is None:
                at = _ATTACKS[it] = Attack(*it)
            out.append(at)
    vice = s.vice[p]
    row = s.field[p] if vice < 0 else (vice, *s.field[p])  # (the Leader is asked below)
    copri = mine and phase == MAIN
    guard = not mine and fr is not None and s.attack is not None
    # (whether any card of the row has an effect that may be used now: COPRI and effects bound to one's own Main
    # phase in it, GUARDIA in an attack's window, the other effects any time)
    if row and any(map(game.field_asks[0 if copri else 2 if guard else 1].__getitem__, map(cid_of, row))):
        ctrl = s.ctrl
        for i in row:
            inf = info[cid[i]]
            if not inf.field_acts or inf.is_leader or ctrl[i] != p:
                continue
            if copri:
                for k in inf.by_keyword.get("COPRI", ()):
                    if activate_reason(game, p, i, k) is None:
                        out.append(_activate(i, k))
            if guard:
                for k in inf.by_keyword.get("GUARDIA", ()):
                    if activate_reason(game, p, i, k) is None:
                        out.append(_activate(i, k))
            # «solo durante la tua fase principale e dal tuo campo»: the others only outside it
            for k in (inf.activated if copri else inf.activated_any_time):
                if activate_reason(game, p, i, k) is None:
                    out.append(_activate(i, k))
    leader = info[cid[s.leader[p]]]
    # «SOLO durante la fase principale del tuo turno», unless the effect names another time
    ks = leader.leader_abilities if mine and phase == MAIN else leader.leader_any_time
    if ks and LEADER_USED[p] not in s.flags:
        for k in ks:
            if leader_reason(game, p, k) is None:
                out.append(_LEADER_EFFECTS[k] if k < len(_LEADER_EFFECTS) else LeaderEffect(k))
    return out


PASS: Final = Pass()
# The commonest actions, made once (they are frozen values; building a frozen dataclass is slow, and the same
# cards are listed again at every decision of a Main phase): by card, by (attacker, target), by ability.
_PLAYS: Final[dict[int, Play]] = {}
_EVOLVES: Final[dict[int, Evolve]] = {}
_ATTACKS: Final[dict[tuple[int, int], Attack]] = {}
_LEADER_EFFECTS: Final = tuple(LeaderEffect(k) for k in range(16))
_CHOSEN: Final[dict[tuple[int, ...], ChooseTargets]] = {}
_ACTIVATES: Final[dict[tuple[int, int], Activate]] = {}
_REVEALS: Final[dict[tuple[int, int], Reveal]] = {}


def _activate(i: int, k: int) -> Activate:
    """``Activate(i, k)``, made once (by card and ability: a few hundred at most)."""
    key = (i, k)
    a = _ACTIVATES.get(key)
    if a is None:
        a = _ACTIVATES[key] = Activate(i, k)
    return a


def _reveal(i: int, k: int) -> Reveal:
    """``Reveal(i, k)``, made once."""
    key = (i, k)
    r = _REVEALS.get(key)
    if r is None:
        r = _REVEALS[key] = Reveal(i, k)
    return r
LEADER_USED: Final = ("leader:0", "leader:1")  # the flag of a player's Leader effect used this turn (chain._finish)
NEXT_PHASE: Final = NextPhase()
NEXT_PHASE_SKIP: Final = NextPhase(skip_battle=True)


def answers(game: ExoGame) -> list[Action]:
    """Every answer to the pending decision."""
    s = game.s
    pd = s.pending
    out: list[Action] = []
    if isinstance(pd, AskTargets):
        n = min(pd.count, len(pd.options))
        # (every combination fits a declaration, or a Costo with no colour: _targets_fit is not asked)
        ask = pd.purpose == SACRIFICE or pd.purpose == PAY and bool(pd.need)
        for r in (range(n + 1) if pd.up_to else (n,)):
            for combo in combinations(pd.options, r):
                if not ask or _targets_fit(game, pd, combo):
                    ct = _CHOSEN.get(combo)
                    if ct is None:
                        if len(_CHOSEN) >= 4096:
                            _CHOSEN.clear()
                        ct = _CHOSEN[combo] = ChooseTargets(combo)
                    out.append(ct)
        return out
    if isinstance(pd, AskMay):
        return [Accept(True), Accept(False)]
    if isinstance(pd, AskOrder):
        return [OrderCards((c,)) for c in pd.cards]
    if isinstance(pd, AskOption):
        return [ChooseOption(k) for k in range(len(pd.labels))]
    return out


def _targets_fit(game: ExoGame, pd: AskTargets, combo: tuple[int, ...]) -> bool:
    if pd.purpose == PAY:
        return costs.colors_fit(game, combo, pd.need)
    if pd.purpose == SACRIFICE:
        d = game.s.work[-1]
        return isinstance(d, Declaring) and costs.sacrifice_ok(game, pd.player, d.card, combo)
    return True


# -- checking ------------------------------------------------------------------------------------------


def check(game: ExoGame, action: Action) -> ExoReason | None:
    """Why ``action`` is illegal now (a typed reason); None when ``apply`` accepts it."""
    s = game.s
    t = type(action)
    if t is Concede:
        if action.player not in (0, 1):  # type: ignore[union-attr]
            return refusal(W.NO_PLAYER, number=action.player)  # type: ignore[union-attr]
        return refusal(W.GAME_OVER) if s.over else None
    if t in MANUAL_ACTIONS:
        return check_manual(game, action)  # type: ignore[arg-type]
    if s.over:
        return refusal(W.GAME_OVER)
    if s.pending is not None:
        return check_answer(game, action)
    if t in (Accept, ChooseTargets, ChooseOption, ChooseAmount, OrderCards):
        return refusal(W.NOTHING_ASKED)
    p = holder(game)
    if p is None:
        return refusal(W.RESOLVING)
    if t is Pass:
        if building(game) is None and s.window == OPEN:
            return refusal(W.NOTHING_TO_PASS)
        return None
    if t is NextPhase:
        if p != s.active:
            return refusal(W.ONLY_ACTIVE_DECLARES)
        return next_phase_reason(game, action.skip_battle)  # type: ignore[union-attr]
    if t is Play:
        a: Play = action  # type: ignore[assignment]
        why = play_reason(game, p, a.card, a.alt)
        if why is None and a.targets:
            why = play_targets_reason(game, p, a.card, a.targets)
        return why
    if t is Evolve:
        return evolve_reason(game, p, action.card, action.mode)  # type: ignore[union-attr]
    if t is Attack:
        if p != s.active:
            return _other_holds(game, p) if s.frames else refusal(W.ONLY_ACTIVE_ATTACKS)
        return battle.attack_reason(game, action.card, action.target)  # type: ignore[union-attr]
    if t is Activate:
        return activate_reason(game, p, action.card, action.ability)  # type: ignore[union-attr]
    if t is LeaderEffect:
        return leader_reason(game, p, action.ability)  # type: ignore[union-attr]
    if t is Reveal:
        return reveal_reason(game, p, action.card, action.ability)  # type: ignore[union-attr]
    return refusal(W.NOT_EXO_ACTION, action=t.__name__)


def check_answer(game: ExoGame, action: Action) -> ExoReason | None:
    s = game.s
    pd = s.pending
    if isinstance(pd, AskTargets):
        if not isinstance(action, ChooseTargets):
            return refusal(W.MUST_CHOOSE_CARDS, player=pd.player)
        got = action.targets
        if len(set(got)) != len(got) or any(c not in pd.options for c in got):
            return refusal(W.CHOOSE_OFFERED)
        n = min(pd.count, len(pd.options))
        if pd.up_to and len(got) > pd.count or not pd.up_to and len(got) != n:
            return refusal(W.CHOOSE_UP_TO_CARDS if pd.up_to else W.CHOOSE_CARDS, count=pd.count)
        if pd.purpose == PAY and not costs.colors_fit(game, got, pd.need):
            return refusal(W.COLOURS_DO_NOT_PAY)
        if pd.purpose == SACRIFICE and not _targets_fit(game, pd, got):
            return refusal(W.NOT_THE_SACRIFICE)
        return None
    if isinstance(pd, AskMay):
        return None if isinstance(action, Accept) else refusal(W.MUST_ANSWER_MAY, player=pd.player)
    if isinstance(pd, AskOrder):
        if not isinstance(action, OrderCards):
            return refusal(W.MUST_ORDER, player=pd.player)
        o = action.order
        if not o or len(set(o)) != len(o) or any(c not in pd.cards for c in o):
            return refusal(W.ORDER_OFFERED)
        return None
    if isinstance(pd, AskOption):
        if not isinstance(action, ChooseOption):
            return refusal(W.MUST_CHOOSE_OPTION, player=pd.player)
        return None if 0 <= action.option < len(pd.labels) else refusal(W.NO_SUCH_OPTION)
    return refusal(W.NOTHING_ASKED)

