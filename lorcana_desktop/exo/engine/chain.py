"""The Chain of Effects («Catena di Effetti e Catena Parallela»): priority, links, resolution, triggers.

- Building: «Il giocatore che gioca una carta o attiva un effetto ottiene inizialmente la priorità. Dopo
  ogni carta giocata o effetto attivato, la priorità passa all'avversario»; a pass hands priority over;
  «Se entrambi i giocatori passano consecutivamente» the chain resolves (R-10).
- Resolution: last in, first out («si risolve in ordine inverso»); nobody acts meanwhile; a link whose
  card or effect was negated, or whose targets are gone (R-23), does nothing.
- Parallel chain: anything triggered or played while a chain resolves waits, targets declared at once,
  and becomes a new chain afterwards, open to responses, first priority to the opponent of the player
  who controls its last link (R-29).
- Triggers of one moment: the active player orders them, the opponent's too (rule 8, R-13); several
  of one card, its owner orders them (rule 9); «puoi» effects ask first (R-24).
- STATO DI EMERGENZA interrupts any chain and becomes a new chain; afterwards the interrupted chain
  goes on (R-17): an Emergency frame sits on top of the frame it interrupts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from lorcana_desktop.exo.engine import battle, costs, turn
from lorcana_desktop.exo.engine.decisions import (
    DECLARE,
    PAY,
    SACRIFICE,
    AskMay,
    AskOption,
    AskOrder,
    AskTargets,
)
from lorcana_desktop.exo.engine.effects import HANDLERS
from lorcana_desktop.exo.engine.events import PASSED, GameEnded, Noted, link_added, link_resolved, note_of
from lorcana_desktop.exo.engine.notes import Said
from lorcana_desktop.exo.engine.state import (
    ABILITY,
    AFTER_COVER_SOURCE,
    AFTER_DISCARD_TACTIC,
    ATTACK,
    BANISHED,
    BATTLE,
    D_COST,
    D_DONE,
    D_MAY,
    D_TARGETS,
    DECL,
    DISCARD,
    END,
    ETERE,
    FIELD,
    HAND,
    MAIN,
    OPEN,
    PLAY,
    START,
    TO_INTERRUPT,
    Chosen,
    Declaring,
    Frame,
    Link,
    Run,
    Trig,
)
from lorcana_desktop.exo.engine.stats import active, condition, cost_of
from lorcana_desktop.exo.engine.targets import still_good, target_ability, target_options
from lorcana_desktop.exo.engine.zones import counter, cover, fire, move, set_counter

if TYPE_CHECKING:
    from lorcana_desktop.exo.engine.game import ExoGame

FIELD_KEYWORDS: Final = frozenset({"ATTIVAZIONE", "CICLO", "IMBOSCATA", "RABBIA", "COPRI", "ODIO"})
DISCARD_KEYWORDS: Final = frozenset({"ECO", "MORTE", "ONORE", "OMBRA", "SACRIFICIO", "SCARTO", "SEPOLTURA"})
# The chain's commonest lines of the log, made once (a game adds and resolves ~120 links).
_ADDS_LINK: Final = Noted(Said.ADDS_LINK, "player", "link")
_RESOLVING: Final = Noted(Said.RESOLVING, "link")
_BOTH_PASSED: Final = note_of(Said.BOTH_PASSED)


# -- who acts ---------------------------------------------------------------------------------------


def holder(game: ExoGame) -> int | None:
    """The player holding priority now; None while a chain resolves or a decision is pending."""
    s = game.s
    if s.over or s.pending is not None:
        return None
    if s.frames:
        fr = s.frames[-1]
        return None if fr.resolving else fr.priority
    return s.priority


def building(game: ExoGame) -> Frame | None:
    """The chain being built (its links can still be answered), or None."""
    s = game.s
    if s.frames and not s.frames[-1].resolving:
        return s.frames[-1]
    return None


def on_chain(game: ExoGame, card: int) -> bool:
    """Rule 7 (R-14): the card is already the source of a link of the chain being built."""
    fr = building(game)
    return fr is not None and any(link.src == card for link in fr.links)


def label_of(game: ExoGame, link_kind: int, card: int, ability: int, keyword: str) -> str:
    name = game.name(card)
    if link_kind == PLAY:
        return name
    if link_kind == ATTACK:
        return f"{name}: attacco"
    if keyword:
        return f"{name}: {keyword}"
    ab = game.info[game.s.cid[card]].abilities[ability]
    return f"{name}: {'effetto Leader' if ab.kind is not None and ab.kind.value == 'leader' else 'effetto'}"


# -- adding links and passing ------------------------------------------------------------------------


def _origin(game: ExoGame, ctrl: int) -> int:
    """The window a new chain goes back to: after a response to a declared phase change, the open window
    (the change must be declared again, R-11); in a phase-start window the active player's own chain
    uses the start up («Se il tuo avversario non gioca carte … puoi avviare una Catena»)."""
    s = game.s
    if s.window == DECL:
        return OPEN
    if s.window == START:
        has_open = s.phase in (MAIN, END) or s.phase == BATTLE and s.sub == 1
        return OPEN if has_open and ctrl == s.active else START
    return OPEN


def place_link(game: ExoGame, link: Link, dest: int) -> None:
    """Put a link where it goes: on the chain being built (priority to the opponent), on the parallel
    chain of a resolving one (R-29), or as a new chain (an Emergency interrupting, R-17)."""
    s = game.s
    if dest == TO_INTERRUPT:
        s.frames.append(Frame([link], 1 - link.ctrl, OPEN, interrupt=True))
        game._emit(link_added(link.label, link.ctrl))
        game._log(Said.EMERGENCY_CHAIN, link=link.label)
        return
    fr = s.frames[-1] if s.frames else None
    if fr is not None and fr.resolving:
        fr.parallel.append(link)
        game._emit(link_added(link.label, link.ctrl, True))
        game._log(Said.WAITS_PARALLEL, link=link.label)
        return
    if fr is None:
        s.frames.append(Frame([link], 1 - link.ctrl, _origin(game, link.ctrl)))
    else:
        fr.links.append(link)
        fr.priority = 1 - link.ctrl
        fr.passes = 0
    game._emit(link_added(link.label, link.ctrl))
    game._note(_ADDS_LINK.two(link.ctrl, link.label))


def pass_priority(game: ExoGame) -> bool:
    """R-10: a pass hands priority over; two in a row close the chain (it resolves) or the window. True when
    ``advance`` must run: False when the pass only handed priority over and the game waits for the other player."""
    s = game.s
    frames = s.frames
    fr = frames[-1] if frames and not frames[-1].resolving else None  # (building(), without the call)
    # (game._note, without the call: a pass is the commonest line of the log)
    if fr is not None:
        fr.passes += 1
        note = PASSED[fr.priority]
        s.log.append(note)
        game._ev.append(note)
        if fr.passes >= 2:
            fr.resolving = True
            game._note(_BOTH_PASSED)
            return True
        fr.priority = 1 - fr.priority
        return not _waiting(game)
    note = PASSED[s.priority]
    s.log.append(note)
    game._ev.append(note)
    if s.window == DECL:
        turn.phase_over(game)
        return True
    s.passes += 1
    if s.passes >= 2:
        turn.close_start(game)
        return True
    s.priority = 1 - s.priority
    return not _waiting(game)


def _waiting(game: ExoGame) -> bool:
    """``advance`` would stop at once: nothing under way, no trigger to place, no Leader at its threshold, no
    turn to end (true after a pass that handed priority over in a game that had run to its decision)."""
    s = game.s
    if s.work or s.trig or s.trig_ready or s.trig_card >= 0:
        return False
    life = s.life
    ea = game.emergency_at
    flipped = s.flipped
    if life[0] <= ea[0] and (life[0] <= 0 or not flipped[0]) or life[1] <= ea[1] and (life[1] <= 0 or not flipped[1]):
        return False  # (a Leader at 0, or one to turn to its Emergency side: what advance's life_check asks)
    return bool(s.frames) or not s.force_end


# -- the loop ----------------------------------------------------------------------------------------


def advance(game: ExoGame) -> None:
    """Run the game until someone must decide: place triggered effects, carry out steps, resolve links,
    start parallel chains, go back to the window when a chain is over."""
    s = game.s
    work = s.work
    frames = s.frames
    trig = s.trig
    trig_ready = s.trig_ready
    ea0, ea1 = game.emergency_at
    life = s.life
    flipped = s.flipped
    while not s.over and s.pending is None:
        declaring = False
        if work:
            for w in work:
                if type(w) is Declaring:
                    declaring = True
                    break
        if not declaring:
            if trig or trig_ready or s.trig_card >= 0:
                place_triggers(game)
                continue
            # (life_check's common case, nothing to do, without the call: no Leader at 0, none to turn)
            if (life[0] <= ea0 and (life[0] <= 0 or not flipped[0])
                    or life[1] <= ea1 and (life[1] <= 0 or not flipped[1])) and life_check(game):
                continue
        if work:
            w = work[-1]
            if w.depth >= len(frames):
                if type(w) is Declaring:
                    advance_declaring(game, w)
                else:
                    run_step(game, w)  # type: ignore[arg-type]
                continue
        if not frames:
            if s.force_end:
                turn.end_turn(game)
                continue
            break
        fr = frames[-1]
        if not fr.resolving:
            break
        if fr.links:
            if fr.busy:  # the top link's resolution is over
                fr.links.pop()
                fr.busy = False
            else:
                fr.busy = True
                resolve_link(game, fr.links[-1])
            continue
        if fr.parallel:
            fr.links = fr.parallel
            fr.parallel = []
            fr.resolving = False
            fr.passes = 0
            fr.priority = 1 - fr.links[-1].ctrl
            game._log(Said.PARALLEL_BECOMES_CHAIN, links=", ".join(x.label for x in fr.links))
            continue
        frames.pop()
        if not fr.interrupt:
            _chain_over(game, fr)


def _chain_over(game: ExoGame, fr: Frame) -> None:
    s = game.s
    s.attack = None
    if s.force_end:
        turn.end_turn(game)  # the chains resolved; the turn ends with no further windows
        return
    s.window = fr.origin
    s.priority = s.active
    s.passes = 0


def life_check(game: ExoGame) -> bool:
    """A Leader at 0 life loses (both: a draw, R-16); else a Leader at or below its EMERGENZA value
    turns to its Emergency side, once, and its STATO DI EMERGENZA interrupts (R-17). True when it acted."""
    s = game.s
    life = s.life
    if life[0] > game.emergency_at[0] and life[1] > game.emergency_at[1] or s.flipped[0] and s.flipped[1] and \
            life[0] > 0 and life[1] > 0:
        return False  # the common case: nothing to do
    dead = [p for p in (0, 1) if s.life[p] <= 0]
    if dead:
        s.over = True
        s.pending = None
        s.winner = None if len(dead) == 2 else 1 - dead[0]
        # Nothing more happens: the chains and whatever was under way are over with the game.
        s.frames.clear()
        s.work.clear()
        s.trig.clear()
        s.trig_ready.clear()
        s.trig_card = -1
        s.attack = None
        if s.winner is None:
            game._log(Said.BOTH_AT_ZERO)
        else:
            game._log(Said.LEADER_AT_ZERO, player=dead[0], winner=s.winner)
        game._emit(GameEnded(s.winner))
        return True
    for p in (s.active, 1 - s.active):
        leader = s.leader[p]
        inf = game.info[s.cid[leader]]
        if inf.emergency is not None and not s.flipped[p] and s.life[p] <= inf.emergency:
            s.flipped[p] = True
            game._log(Said.EMERGENCY_SIDE, player=p, card=inf.name)
            ks = inf.by_keyword.get("STATO DI EMERGENZA", ())
            if ks:
                s.work.append(Declaring(ABILITY, p, leader, s.gen[leader], len(s.frames), ability=ks[0],
                                        keyword="STATO DI EMERGENZA", dest=TO_INTERRUPT, trig=True))
            return True
    return False


# -- triggered effects --------------------------------------------------------------------------------


def source_ok(game: ExoGame, card: int, gen: int, keyword: str) -> bool:
    """The card is still where its key ability needs it (the negation clause of each key ability)."""
    s = game.s
    z = s.zone[card]
    same = s.gen[card] == gen
    if keyword in FIELD_KEYWORDS:
        return same and z == FIELD and active(game, card)
    if keyword == "IMMEDIATO":
        return same and z == ETERE and active(game, card)
    if keyword in DISCARD_KEYWORDS:
        return same and z == DISCARD
    if keyword == "ESILIO":
        return same and z == BANISHED and not s.cov[card]
    if keyword == "RIVELA":
        return same and z == HAND
    if keyword in ("STATO DI EMERGENZA", "GUARDIA"):
        return True
    if same and z == FIELD:  # «Se una carta viene coperta, tutti i suoi effetti non vengono risolti»
        return active(game, card)
    return True


def place_triggers(game: ExoGame) -> None:
    """Order the effects triggered together (R-13, rule 9), then put them on a chain one by one."""
    s = game.s
    if s.trig_card >= 0:
        group = [t for t in s.trig if t.card == s.trig_card]
        if len(group) <= 1:
            for t in group:
                s.trig.remove(t)
                s.trig_ready.append(t)
            s.trig_card = -1
            return
        s.pending = AskOption(s.owner[s.trig_card], tuple(t.keyword or "effetto" for t in group),
                              f"which effect of {game.name(s.trig_card)} goes on the chain first")
        return
    if s.trig:
        cards = list(dict.fromkeys(t.card for t in s.trig))
        if len(cards) == 1:
            s.trig_card = cards[0]
            return
        s.pending = AskOrder(s.active, tuple(cards))
        return
    t = s.trig_ready.pop(0)
    _push_trigger(game, t)


def answer_order(game: ExoGame, order: tuple[int, ...]) -> None:
    """The active player's order (bottom first); a card with several effects stops it for its owner."""
    s = game.s
    for c in order:
        group = [t for t in s.trig if t.card == c]
        if len(group) > 1:
            s.trig_card = c
            return
        for t in group:
            s.trig.remove(t)
            s.trig_ready.append(t)


def answer_same_card(game: ExoGame, k: int) -> None:
    s = game.s
    group = [t for t in s.trig if t.card == s.trig_card]
    t = group[k]
    s.trig.remove(t)
    s.trig_ready.append(t)


def once_key(game: ExoGame, p: int, card: int, ability: int) -> str:
    """«Una volta per turno … con una tua carta con lo stesso nome»: one mark per player, name and ability."""
    return f"once:{p}:{game.info[game.s.cid[card]].norm}:{ability}"


def _push_trigger(game: ExoGame, t: Trig) -> None:
    s = game.s
    ab = game.info[s.cid[t.card]].abilities[t.ability]
    if not source_ok(game, t.card, t.gen, t.keyword):
        game._log(Said.NEGATED_MOVED, card=game.name(t.card), keyword=t.keyword)
        return
    if ab.condition is not None and not condition(game, ab.condition, t.ctrl):
        return
    if ab.once_per_turn and once_key(game, t.ctrl, t.card, t.ability) in s.flags:
        return
    rabbia = t.keyword == "RABBIA"
    if rabbia and counter(game, t.card, "rabbia") < 1:
        return
    stage = D_MAY if ab.optional or rabbia else D_TARGETS
    s.work.append(Declaring(ABILITY, t.ctrl, t.card, t.gen, len(s.frames), ability=t.ability, keyword=t.keyword,
                            trig=True, stage=stage))


# -- playing a card and activating an effect ---------------------------------------------------------


def _chosen_with(game: ExoGame, chosen: Chosen, var: str, cards: tuple[int, ...]) -> Chosen:
    s = game.s
    return (*chosen, (var, tuple((c, s.gen[c], s.cov[c]) for c in cards)))


def advance_declaring(game: ExoGame, d: Declaring) -> None:
    """One stage of a card being played or an effect activated: «puoi» → targets → cost → the link."""
    s = game.s
    inf = game.info[s.cid[d.card]]
    ab_index, ab = target_ability(game, d.card, d.kind, d.ability)
    label = label_of(game, d.kind, d.card, d.ability, d.keyword)
    if d.stage == D_MAY:
        if d.answer is None:
            s.pending = AskMay(d.player, label)
            return
        yes = bool(d.answer)
        d.answer = None
        if not yes:
            s.work.pop()
            game._log(Said.DOES_NOT_USE, player=d.player, link=label)
            return
        d.stage = D_TARGETS
    if d.stage == D_TARGETS:
        specs = ab.targets if ab is not None else ()
        if d.answer is not None:
            d.chosen = _chosen_with(game, d.chosen, specs[len(d.chosen)].var, tuple(d.answer))
            d.answer = None
        while len(d.chosen) < len(specs):
            k = len(d.chosen)
            spec = specs[k]
            assert ab is not None
            up = spec.up_to or ab.up_to
            opts = target_options(game, d.player, d.card, ab_index, k, d.chosen, inf.is_tactic)
            if not up and len(opts) < spec.count:
                s.work.pop()
                game._log(Said.NOT_ACTIVATED_NO_TARGET, link=label)
                if d.kind == PLAY and s.zone[d.card] == ETERE:
                    move(game, d.card, DISCARD)
                return
            if not up and len(opts) == spec.count or up and not opts:
                d.chosen = _chosen_with(game, d.chosen, spec.var, tuple(opts))
                continue
            s.pending = AskTargets(d.player, tuple(opts), spec.count, up, DECLARE, label)
            return
        d.stage = D_COST
    if d.stage == D_COST:
        if d.kind == PLAY:
            if not d.free and not (_sacrifice(game, d) if d.evolve else _pay(game, d)):
                return
        elif d.keyword == "RABBIA":
            set_counter(game, d.card, "rabbia", counter(game, d.card, "rabbia") - 1)
            game._log(Said.REMOVES_RABBIA, player=d.player, card=game.name(d.card))
        elif ab is not None and ab.trigger_cost:
            # «Dopo aver eseguito la condizione di innesco, l'effetto entrerà in Catena»
            d.stage = D_DONE
            vars_ = {var: tuple(c for c, _, _ in ts) for var, ts in d.chosen}
            s.work.append(Run(d.card, s.gen[d.card], d.player, d.ability, "cost", vars_, d.depth))
            return
        d.stage = D_DONE
    s.work.pop()
    _finish(game, d)


def _pay(game: ExoGame, d: Declaring) -> bool:
    s = game.s
    amount, need = cost_of(game, d.card, d.alt)
    if amount == 0:
        return True
    if d.answer is None:
        opts = costs.payment_sources(game, d.player, d.card)
        if len(opts) == amount:
            d.answer = tuple(opts)
        else:
            s.pending = AskTargets(d.player, tuple(opts), amount, False, PAY,
                                   game.name(d.card), need)
            return False
    cards = d.answer
    d.answer = None
    costs.pay(game, d.player, cards)
    return True


def _sacrifice(game: ExoGame, d: Declaring) -> bool:
    s = game.s
    if d.mode:
        costs.free_vice_zone(game, d.player, d.mode)
        return True
    if d.answer is None:
        choices = costs.sacrifice_choices(game, d.player, d.card)
        if len(choices) == 1:
            d.answer = choices[0]
        else:
            total = sum(part.count for part in game.info[s.cid[d.card]].sacrifice)
            s.pending = AskTargets(d.player, tuple(costs.sacrifice_sources(game, d.player)), total, False, SACRIFICE,
                                   game.name(d.card))
            return False
    cards = d.answer
    d.answer = None
    costs.sacrifice(game, d.player, cards)
    return True


def _finish(game: ExoGame, d: Declaring) -> None:
    s = game.s
    label = label_of(game, d.kind, d.card, d.ability, d.keyword)
    if d.kind == PLAY:
        inf = game.info[s.cid[d.card]]
        link = Link(PLAY, d.player, d.card, s.gen[d.card], ETERE, inf.tactic if inf.is_tactic else -1, "",
                    d.chosen, label)
    else:
        ab = game.info[s.cid[d.card]].abilities[d.ability]
        if ab.once_per_turn:
            s.flags.add(once_key(game, d.player, d.card, d.ability))
        if ab.kind is not None and ab.kind.value == "leader":
            s.flags.add(f"leader:{d.player}")
        link = Link(ABILITY, d.player, d.card, d.gen, s.zone[d.card], d.ability, d.keyword, d.chosen, label)
    place_link(game, link, d.dest)
    if d.kind == PLAY and s.zone[d.card] == ETERE:
        fire(game, d.card, "IMMEDIATO")  # just above the play link, after the payment


# -- resolving -----------------------------------------------------------------------------------------


def resolve_link(game: ExoGame, link: Link) -> None:
    """Resolve the top link (LIFO): an attack's damage calculation, a card entering its zone, an effect."""
    s = game.s
    game._emit(link_resolved(link.label))
    game._note(_RESOLVING.one(link.label))
    if link.kind == ATTACK:
        battle.damage(game, link)
        return
    i = link.src
    inf = game.info[s.cid[i]]
    if link.kind == PLAY:
        if s.zone[i] != ETERE or s.gen[i] != link.gen:
            game._log(Said.NO_LONGER_IN_ETERE, card=inf.name)
            return
        if s.cov[i] and (inf.is_tactic or s.options.covered_in_etere == "discard"):
            # a covered card's effects do not resolve; it goes to the discard pile face up
            game._log(Said.COVERED_IN_ETERE, card=inf.name)
            move(game, i, DISCARD)
            return
        if inf.is_tactic:
            ab = inf.abilities[inf.tactic] if inf.tactic >= 0 else None
            if ab is None or ab.effect is None:
                game._log(Said.CARD_BY_HAND, card=inf.name, text=inf.card.text)
                move(game, i, DISCARD)
                return
            vars_ = still_good(game, link)
            if vars_ is None:
                game._log(Said.CARD_TARGET_GONE, card=inf.name)
                move(game, i, DISCARD)
                return
            s.work.append(Run(i, s.gen[i], link.ctrl, inf.tactic, "effect", vars_, len(s.frames),
                              AFTER_DISCARD_TACTIC, tactic=True))
            return
        game.enter_field(i, link.ctrl, covered=s.cov[i])
        return
    ab = inf.abilities[link.ability]
    copri = link.keyword == "COPRI"
    if link.keyword == "GUARDIA":
        battle.guardia(game, link)
        return
    if not source_ok(game, i, link.gen, link.keyword):
        game._log(Said.LINK_NEGATED, link=link.label)
        if copri:
            _cover_copri(game, i, link.gen)
        return
    if ab.effect is None:
        game._log(Said.LINK_BY_HAND, link=link.label, text=ab.text or inf.card.text)
        if copri:
            _cover_copri(game, i, link.gen)
        return
    vars_ = still_good(game, link)
    if vars_ is None:
        game._log(Said.LINK_TARGET_GONE, link=link.label)
        if copri:
            _cover_copri(game, i, link.gen)
        return
    s.work.append(Run(i, s.gen[i], link.ctrl, link.ability, "effect", vars_, len(s.frames),
                      AFTER_COVER_SOURCE if copri else 0))


def _cover_copri(game: ExoGame, i: int, gen: int) -> None:
    """«La stessa verrà coperta anche se ha attivato ma non risolto il suo effetto COPRI»."""
    s = game.s
    if s.zone[i] == FIELD and s.gen[i] == gen and cover(game, i):
        game._log(Said.COVERED_BY_COPRI, card=game.name(i))


def run_step(game: ExoGame, run: Run) -> None:
    """Carry out the next step of a Run; at the end, what comes after it (a Tattica to the discard pile,
    a COPRI card covered)."""
    s = game.s
    ab = game.info[s.cid[run.src]].abilities[run.ability]
    steps = ab.trigger_cost if run.part == "cost" else (ab.effect or ())
    if run.pc >= len(steps):
        s.work.pop()
        if run.after == AFTER_DISCARD_TACTIC:
            if s.zone[run.src] == ETERE and s.gen[run.src] == run.gen:
                move(game, run.src, DISCARD)
        elif run.after == AFTER_COVER_SOURCE:
            _cover_copri(game, run.src, run.gen)
        return
    st = steps[run.pc]
    if HANDLERS[type(st)](game, run, st):
        run.pc += 1
        run.scratch = {}
        run.answer = None
        if run.pc >= len(steps) and s.work and s.work[-1] is run:
            run_step(game, run)  # done: what comes after it happens now (a Tattica to the discard pile)
