"""Legal actions and why an action is illegal, in the player's words (quoting the rules where they speak).

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
from typing import TYPE_CHECKING

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
)
from lorcana_desktop.exo.engine.stats import PHASE_OF, active, condition, cost_of
from lorcana_desktop.exo.engine.targets import has_targets, target_options
from lorcana_desktop.exo.engine.turn import skipped

if TYPE_CHECKING:
    from lorcana_desktop.exo.engine.game import ExoGame

RULE_6 = ("Non puoi rispondere ad una Catena di Effetti giocando carte Creatura, Vice Leader o Evoluzione "
          "(rule 6): only «in qualsiasi momento» cards")
NO_TARGET = "Puoi attivare questi effetti solo se è presente un bersaglio valido: there is no legal target"


def _phase_timing(t: Timing | None) -> int | None:
    if t is None or t in (Timing.NORMAL, Timing.ANY):
        return None
    return PHASE_OF[t.value]


def _other_holds(game: ExoGame, p: int) -> str:
    return (f"Player {p} holds priority: wait until they play a card, activate an effect or declare a change "
            "of phase (rule 2)")


# -- the actions of a priority holder -------------------------------------------------------------------


def play_reason(game: ExoGame, p: int, i: int, alt: int = -1) -> str | None:
    """Why player ``p`` (holding priority) cannot play card ``i`` from the hand now, or None."""
    s = game.s
    if not 0 <= i < len(s.cid):
        return "There is no such card"
    if s.zone[i] != HAND:
        return "You can play only a card from your hand (Evolutions: evolve)"
    if s.owner[i] != p:
        return _other_holds(game, p)
    inf = game.info[s.cid[i]]
    if inf.is_leader or inf.is_evo or inf.is_token:
        return "This card is not played from the hand"
    fr = building(game)
    free_window = fr is None and s.window in (START, OPEN)
    phase = _phase_timing(inf.timing)
    if inf.is_tactic:
        if phase is not None and s.phase != phase:
            return f"This Tattica can be played only during the {PHASE_NAMES[phase]} phase"
    elif inf.timing is not Timing.ANY:
        if phase is not None:
            if s.phase != phase:
                return f"This card can be played only during the {PHASE_NAMES[phase]} phase"
            if not free_window:
                return RULE_6
        else:
            if fr is not None or s.window == DECL:
                return RULE_6
            if p != s.active or s.phase != MAIN:
                return "Creature e Vice Leader si giocano durante la tua fase principale"
    if inf.is_vl and (s.vice[p] >= 0 or any(game.info[s.cid[x]].is_vl and s.ctrl[x] == p for x in s.etere)):
        return "Non puoi nemmeno giocare un Vice Leader se la tua zona Vice Leader é occupata"
    if inf.play_condition is not None and not condition(game, inf.play_condition, p):
        return "«Puoi giocare questa carta solo se…»: its condition is not met"
    if alt >= 0:
        if alt >= len(inf.alt_costs):
            return "This card has no such alternative cost"
        ac = inf.alt_costs[alt]
        if ac.condition is not None and not condition(game, ac.condition, p):
            return "The condition of that alternative cost is not met"
        if ac.cost is None:
            return "That alternative cost is a Sacrificio: this program plays only a Costo as an alternative"
    if inf.is_tactic and not has_targets(game, p, i, PLAY, -1):
        return NO_TARGET
    amount, need = cost_of(game, i, alt)
    if not costs.can_pay(game, p, i, amount, need):
        return f"You cannot pay its Costo of {amount}" + (
            f" ({', '.join(f'{n} {c}' for c, n in need)})" if need else "")
    return None


def play_targets_reason(game: ExoGame, p: int, i: int, targets: tuple[int, ...]) -> str | None:
    """The targets given with a Play (a Tattica dropped on its target): one target list, all legal."""
    s = game.s
    inf = game.info[s.cid[i]]
    if not inf.is_tactic or inf.tactic < 0 or len(inf.abilities[inf.tactic].targets) != 1:
        return "Give targets with the card only for a Tattica with one target; else choose them when asked"
    ab = inf.abilities[inf.tactic]
    spec = ab.targets[0]
    opts = target_options(game, p, i, inf.tactic, 0, (), True)
    if len(set(targets)) != len(targets) or any(t not in opts for t in targets):
        return "Not a legal target for this card"
    up = spec.up_to or ab.up_to
    if len(targets) > spec.count or not up and len(targets) != min(spec.count, len(opts)):
        return f"Choose {'up to ' if up else ''}{spec.count} target(s)"
    return None


def evolve_reason(game: ExoGame, p: int, i: int, mode: str = "") -> str | None:
    s = game.s
    if not 0 <= i < len(s.cid):
        return "There is no such card"
    if s.zone[i] != EVO:
        return "An Evoluzione is played from your Evolution deck"
    if s.owner[i] != p:
        return _other_holds(game, p)
    inf = game.info[s.cid[i]]
    if not inf.is_evo:
        return "Only an Evoluzione is played by a Sacrificio"
    if p != s.active or s.phase != MAIN:
        return "«durante la tua fase principale devi mandare nella pila degli scarti le carte indicate» (R-33)"
    if building(game) is not None or s.window not in (START, OPEN):
        return RULE_6
    if inf.play_condition is not None and not condition(game, inf.play_condition, p):
        return "«Puoi giocare questa carta solo se…»: its condition is not met"
    if mode:
        if mode not in inf.vl_modes:
            return f"This card has no mode {mode!r}"
        if not costs.vl_mode_ok(game, p, i, mode):
            return f"«{mode}» needs your Vice Leader in its zone, and one that can undergo it"
        return None
    if inf.is_vl and any(game.info[s.cid[x]].is_vl and s.ctrl[x] == p for x in s.etere):
        return "Non puoi nemmeno giocare un Vice Leader se la tua zona Vice Leader é occupata"
    if not costs.can_sacrifice(game, p, i):
        if inf.is_vl and s.vice[p] >= 0:
            return "Your Vice Leader zone is taken: sacrifice the Vice Leader there (R-41)"
        return "You cannot pay its Sacrificio (the named face-up cards of your Field)"
    return None


def _ability_common(game: ExoGame, p: int, i: int, k: int, kind: int) -> str | None:
    s = game.s
    ab = game.info[s.cid[i]].abilities[k]
    if on_chain(game, i):
        return ("Una carta che si trova già in Catena di Effetti non può essere inserita … con un altro suo "
                "effetto (rule 7)")
    if ab.once_per_turn and once_key(game, p, i, k) in s.flags:
        return "Una volta per turno: this effect (or one of a card of yours with the same name) was used this turn"
    if ab.condition is not None and not condition(game, ab.condition, p):
        return "«Attiva solo se…»: its condition is not met"
    if not has_targets(game, p, i, kind, k):
        return NO_TARGET
    if not discard_cost_ok(game, p, i, k):
        return "You cannot pay its «condizione di innesco»"
    return None


def activate_reason(game: ExoGame, p: int, i: int, k: int) -> str | None:
    """COPRI, an effect with a «condizione di innesco», or GUARDIA of a card on your Field."""
    s = game.s
    if not 0 <= i < len(s.cid):
        return "There is no such card"
    inf = game.info[s.cid[i]]
    if not 0 <= k < len(inf.abilities):
        return "This card has no such ability"
    ab = inf.abilities[k]
    if s.zone[i] != FIELD or s.ctrl[i] != p:
        return _other_holds(game, p) if s.zone[i] == FIELD else "The card must be on your Field"
    if inf.is_leader:
        return "A Leader's effect is used with the Leader effect action"
    if not active(game, i):
        return "A covered (or negated) card's effects are not active"
    kw = ab.keyword.value if ab.keyword is not None else ""
    if kw == "GUARDIA":
        return battle.guardia_reason(game, p, i) or (
            "Rule 7: this card is already on the chain" if on_chain(game, i) else None)
    if kw == "COPRI":
        if p != s.active or s.phase != MAIN:
            return "COPRI: «effetto che puoi attivare durante la tua fase principale»"
    elif ab.kind is AbilityKind.ACTIVATED:
        phase = _phase_timing(ab.timing)
        if ab.timing is not Timing.ANY:
            if phase is not None and s.phase != phase:
                return f"This effect is used during the {PHASE_NAMES[phase]} phase"
            if phase is None and (p != s.active or s.phase != MAIN):
                return "«possono essere utilizzate solo durante la tua fase principale e dal tuo campo»"
    else:
        return "This ability is not activated by a player (it triggers by itself)"
    return _ability_common(game, p, i, k, ABILITY)


def leader_reason(game: ExoGame, p: int, k: int) -> str | None:
    s = game.s
    leader = s.leader[p]
    inf = game.info[s.cid[leader]]
    if k not in inf.leader_abilities or k not in inf.side_abilities(s.flipped[p]):
        return "Your Leader has no such effect (on the side it shows)"
    if f"leader:{p}" in s.flags:
        return "Puoi utilizzare UN solo effetto Leader per turno"
    ab = inf.abilities[k]
    phase = _phase_timing(ab.timing)
    if ab.timing is not Timing.ANY:
        if phase is not None and s.phase != phase:
            return f"This Leader effect is used during the {PHASE_NAMES[phase]} phase"
        if phase is None and (p != s.active or s.phase != MAIN):
            return "Un effetto Leader si usa SOLO durante la fase principale del tuo turno"
    return _ability_common(game, p, leader, k, ABILITY)


def reveal_reason(game: ExoGame, p: int, i: int, k: int) -> str | None:
    s = game.s
    if not 0 <= i < len(s.cid):
        return "There is no such card"
    inf = game.info[s.cid[i]]
    kw = inf.abilities[k].keyword if 0 <= k < len(inf.abilities) else None
    if kw is None or kw.value != "RIVELA":
        return "This card has no such RIVELA effect"
    if s.zone[i] != HAND:
        return "RIVELA: «effetto che può essere innescato rivelando la carta dalla propria mano»"
    if s.owner[i] != p:
        return _other_holds(game, p)
    ab = inf.abilities[k]
    phase = _phase_timing(ab.timing)
    if phase is not None and s.phase != phase:
        return f"This RIVELA is used during the {PHASE_NAMES[phase]} phase"
    return _ability_common(game, p, i, k, ABILITY)


def next_phase_reason(game: ExoGame, skip_battle: bool) -> str | None:
    s = game.s
    if building(game) is not None or s.frames:
        return "Finish the chain first: both players pass"
    if s.window != OPEN:
        if s.window == DECL:
            return "The change of phase is declared: your opponent answers or passes"
        return "The phase is starting: pass (your opponent may start a chain, rule 3)"
    if skip_battle and (s.phase != MAIN or skipped(game, BATTLE)):
        return "Only the Main phase can skip the Battle phase"
    if battle.berserk_pending(game):
        return "BERSERK: «deve dichiarare un attacco al Leader o Vice Leader ad ogni tua fase di battaglia se può farlo»"
    return None


# -- listing -------------------------------------------------------------------------------------------


def legal_actions(game: ExoGame) -> list[Action]:
    """Every action the player who must act may take now (manual tools and concession aside)."""
    s = game.s
    if s.over:
        return []
    if s.pending is not None:
        return answers(game)
    p = holder(game)
    if p is None:
        return []
    out: list[Action] = []
    fr = building(game)
    window = s.window
    if fr is not None or window != OPEN:
        out.append(PASS)
    mine = p == s.active
    free = fr is None and window != DECL  # no chain open, not answering a declared change of phase
    main_free = mine and free and s.phase == MAIN
    if fr is None and window == OPEN and mine and next_phase_reason(game, False) is None:
        out.append(NextPhase())
        if s.phase == MAIN and not skipped(game, BATTLE):
            out.append(NextPhase(skip_battle=True))
    info = game.info
    cid = s.cid
    for i in s.hand[p]:
        inf = info[cid[i]]
        # Only cards that could be played now are asked about (most of a hand waits for the Main phase).
        if inf.hand_any or inf.hand_fast and free or main_free and inf.hand_main:
            if play_reason(game, p, i) is None:
                out.append(Play(i))
            for k, ac in enumerate(inf.alt_costs):
                if ac.cost is not None and play_reason(game, p, i, k) is None:
                    out.append(Play(i, alt=k))
        for k in inf.rivela:
            if reveal_reason(game, p, i, k) is None:
                out.append(Reveal(i, k))
    if main_free:
        for i in s.evo[p]:
            if evolve_reason(game, p, i) is None:
                out.append(Evolve(i))
            for mode in info[cid[i]].vl_modes:
                if evolve_reason(game, p, i, mode) is None:
                    out.append(Evolve(i, mode))
    if mine and fr is None and s.phase == BATTLE and s.sub == 1 and window == OPEN:
        out.extend(Attack(i, t) for i, t in battle.attacks_now(game))
    copri = mine and s.phase == MAIN
    guard = not mine and fr is not None and s.attack is not None
    ctrl = s.ctrl
    for i in s.on_field(p):
        inf = info[cid[i]]
        if not inf.field_acts or inf.is_leader or ctrl[i] != p:
            continue
        if copri:
            for k in inf.by_keyword.get("COPRI", ()):
                if activate_reason(game, p, i, k) is None:
                    out.append(Activate(i, k))
        if guard:
            for k in inf.by_keyword.get("GUARDIA", ()):
                if activate_reason(game, p, i, k) is None:
                    out.append(Activate(i, k))
        for k in inf.activated:
            timing = inf.abilities[k].timing
            if (timing is None or timing is Timing.NORMAL) and not copri:
                continue  # «solo durante la tua fase principale e dal tuo campo»
            if activate_reason(game, p, i, k) is None:
                out.append(Activate(i, k))
    leader = info[cid[s.leader[p]]]
    if leader.leader_abilities and f"leader:{p}" not in s.flags:
        own_main = mine and s.phase == MAIN
        for k in leader.leader_abilities:
            timing = leader.abilities[k].timing
            if (timing is None or timing is Timing.NORMAL) and not own_main:
                continue  # «SOLO durante la fase principale del tuo turno»
            if leader_reason(game, p, k) is None:
                out.append(LeaderEffect(k))
    return out


PASS = Pass()


def answers(game: ExoGame) -> list[Action]:
    """Every answer to the pending decision."""
    s = game.s
    pd = s.pending
    out: list[Action] = []
    if isinstance(pd, AskTargets):
        n = min(pd.count, len(pd.options))
        for r in (range(n + 1) if pd.up_to else (n,)):
            for combo in combinations(pd.options, r):
                if _targets_fit(game, pd, combo):
                    out.append(ChooseTargets(combo))
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


def check(game: ExoGame, action: Action) -> str | None:
    """Why ``action`` is illegal now, in the player's words; None when ``apply`` accepts it."""
    s = game.s
    t = type(action)
    if t is Concede:
        if action.player not in (0, 1):  # type: ignore[union-attr]
            return f"There is no player {action.player}"  # type: ignore[union-attr]
        return "The game is over" if s.over else None
    if t in MANUAL_ACTIONS:
        return check_manual(game, action)  # type: ignore[arg-type]
    if s.over:
        return "The game is over"
    if s.pending is not None:
        return check_answer(game, action)
    if t in (Accept, ChooseTargets, ChooseOption, ChooseAmount, OrderCards):
        return "Nothing is being asked now"
    p = holder(game)
    if p is None:
        return "Durante la risoluzione nessun giocatore può attivare carte o effetti"
    if t is Pass:
        if building(game) is None and s.window == OPEN:
            return ("Nothing to pass: play a card, activate an effect, attack or declare the change of phase "
                    "(rule 2)")
        return None
    if t is NextPhase:
        if p != s.active:
            return "Only the player whose turn it is declares the change of phase"
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
            return _other_holds(game, p) if s.frames else "Only the player whose turn it is attacks"
        return battle.attack_reason(game, action.card, action.target)  # type: ignore[union-attr]
    if t is Activate:
        return activate_reason(game, p, action.card, action.ability)  # type: ignore[union-attr]
    if t is LeaderEffect:
        return leader_reason(game, p, action.ability)  # type: ignore[union-attr]
    if t is Reveal:
        return reveal_reason(game, p, action.card, action.ability)  # type: ignore[union-attr]
    return f"Not an Exo action: {t.__name__}"


def check_answer(game: ExoGame, action: Action) -> str | None:
    s = game.s
    pd = s.pending
    if isinstance(pd, AskTargets):
        if not isinstance(action, ChooseTargets):
            return f"Player {pd.player} must choose cards first ({pd.label or pd.purpose})"
        got = action.targets
        if len(set(got)) != len(got) or any(c not in pd.options for c in got):
            return "Choose among the cards offered"
        n = min(pd.count, len(pd.options))
        if pd.up_to and len(got) > pd.count or not pd.up_to and len(got) != n:
            return f"Choose {'up to ' if pd.up_to else ''}{pd.count} card(s)"
        if pd.purpose == PAY and not costs.colors_fit(game, got, pd.need):
            return "Those cards do not pay the coloured units of the Costo (R-1)"
        if pd.purpose == SACRIFICE and not _targets_fit(game, pd, got):
            return "Those cards are not the Sacrificio the card asks for"
        return None
    if isinstance(pd, AskMay):
        return None if isinstance(action, Accept) else f"Player {pd.player} must answer yes or no first"
    if isinstance(pd, AskOrder):
        if not isinstance(action, OrderCards):
            return f"Player {pd.player} must order the triggered effects first"
        o = action.order
        if not o or len(set(o)) != len(o) or any(c not in pd.cards for c in o):
            return "Order the cards offered (the next one first), each once"
        return None
    if isinstance(pd, AskOption):
        if not isinstance(action, ChooseOption):
            return f"Player {pd.player} must choose an option first"
        return None if 0 <= action.option < len(pd.labels) else "There is no such option"
    return "Nothing is being asked now"

