"""One handler per effect step of the card model's registry (``exo.cards.effects.STEP_OPS``).

A handler gets the Run and its step; it returns True when the step is done, False when it asked a
decision (``s.pending``), and is called again with the answer in ``run.answer``. Card steps act on
``who``: "self", a declared target variable (the targets still good, R-23), or "all" cards matching a
filter (an opposing INTOCCABILE card is left out of a Tattica's effect). Player steps act on "you",
"opponent" or "each" (you first).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from lorcana_desktop.exo.cards import effects as fx
from lorcana_desktop.exo.cards.terms import DeckPosition, Duration, PlayerRef, Zone
from lorcana_desktop.exo.engine.costs import discard_cost_ok
from lorcana_desktop.exo.engine.decisions import CHOOSE, COEXIST, DISCARD, AskOption, AskTargets
from lorcana_desktop.exo.engine.notes import Said
from lorcana_desktop.exo.engine.state import (
    ABILITY,
    BANISHED,
    BOTH,
    DECK,
    ETERE,
    EVO,
    FIELD,
    HAND,
    OCCULTO,
    PLAY,
    TO_CHAIN,
    TO_PARALLEL,
    Declaring,
    Run,
)
from lorcana_desktop.exo.engine.state import DISCARD as DISCARD_ZONE
from lorcana_desktop.exo.engine.stats import (
    DEFAULT_TARGET_ZONES,
    ZONE_CODES,
    can_be_covered,
    matches,
    protected,
    untouchable,
    zone_codes,
)
from lorcana_desktop.exo.engine.targets import candidates, has_targets
from lorcana_desktop.exo.engine.zones import (
    counter,
    cover,
    draw,
    gain_life,
    lose_life,
    mill,
    move,
    new_card,
    redirect_to_vice,
    set_counter,
    shuffle_deck,
    uncover,
)

if TYPE_CHECKING:
    from lorcana_desktop.exo.engine.game import ExoGame

Handler = Callable[["ExoGame", Run, Any], bool]
HANDLERS: Final[dict[type, Handler]] = {}


def handles(cls: type) -> Callable[[Handler], Handler]:
    def wrap(fn: Handler) -> Handler:
        HANDLERS[cls] = fn
        return fn

    return wrap


# -- references ----------------------------------------------------------------------------------------


def players(run: Run, who: PlayerRef) -> tuple[int, ...]:
    if who is PlayerRef.YOU:
        return (run.ctrl,)
    if who is PlayerRef.OPPONENT:
        return (1 - run.ctrl,)
    return (run.ctrl, 1 - run.ctrl)


def cards(game: ExoGame, run: Run, step: Any) -> list[int]:
    """The cards a card step acts on."""
    s = game.s
    who = step.who
    if who == fx.SELF:
        return [run.src] if s.gen[run.src] == run.gen else []
    if who == fx.ALL:
        f = step.filter
        zones = zone_codes(f.zone) if f.zone else DEFAULT_TARGET_ZONES
        out = []
        for i in candidates(game, zones):
            if not matches(game, f, i, run.ctrl, zones):
                continue
            if run.tactic and s.zone[i] in (FIELD, ETERE) and untouchable(game, i, run.ctrl):
                continue
            out.append(i)
        return out
    return list(run.vars.get(who, ()))


def _until(game: ExoGame, until: Duration) -> int:
    return game.s.turn if until is Duration.END_OF_TURN else -1


def _choose(game: ExoGame, run: Run, p: int, options: list[int], n: int, up_to: bool, purpose: str,
            label: str) -> tuple[int, ...] | None:
    """The cards chosen for a step: the answer when it came, all of them when there is no choice, else
    None after asking (the step is called again with the answer)."""
    if run.answer is not None:
        got = tuple(run.answer)
        run.answer = None
        return got
    if not options:
        return ()
    if not up_to and len(options) <= n:
        return tuple(options)
    game.s.pending = AskTargets(p, tuple(options), n, up_to, purpose, label)
    return None


# -- player steps --------------------------------------------------------------------------------------


@handles(fx.Draw)
def _draw(game: ExoGame, run: Run, st: fx.Draw) -> bool:
    for p in players(run, st.who):
        draw(game, p, st.n)
    return True


@handles(fx.Discard)
def _discard(game: ExoGame, run: Run, st: fx.Discard) -> bool:
    s = game.s
    who = players(run, st.who)
    k = run.scratch.get("k", 0)
    while k < len(who):
        p = who[k]
        hand = s.hand[p]
        if run.answer is None and st.random and hand:
            pick = list(hand)
            s.shuffle(pick)
            s.reveals += 1
            chosen: tuple[int, ...] | None = tuple(pick[:st.n])
        else:
            chosen = _choose(game, run, p, list(hand), st.n, False, DISCARD, game.name(run.src))
        if chosen is None:
            run.scratch["k"] = k
            return False
        for i in chosen:
            move(game, i, DISCARD_ZONE)
        if chosen:
            game._log(Said.DISCARDS, player=p, cards=", ".join(game.name(i) for i in chosen))
        k += 1
    return True


@handles(fx.Mill)
def _mill(game: ExoGame, run: Run, st: fx.Mill) -> bool:
    for p in players(run, st.who):
        mill(game, p, st.n)
    return True


@handles(fx.LoseLife)
def _lose_life(game: ExoGame, run: Run, st: fx.LoseLife) -> bool:
    for p in players(run, st.who):
        lose_life(game, p, st.n, Said.LIFE_LOST_EFFECT, card=game.name(run.src))
    return True


@handles(fx.GainLife)
def _gain_life(game: ExoGame, run: Run, st: fx.GainLife) -> bool:
    for p in players(run, st.who):
        gain_life(game, p, st.n)
    return True


@handles(fx.ToOcculto)
def _to_occulto(game: ExoGame, run: Run, st: fx.ToOcculto) -> bool:
    s = game.s
    who = players(run, st.who)
    k = run.scratch.get("k", 0)
    while k < len(who):
        p = who[k]
        if st.from_ is Zone.MAZZO and st.filter is None:
            for _ in range(st.count):
                if not s.deck[p]:
                    lose_life(game, p, 1, Said.LIFE_LOST_NO_MILL)
                    continue
                move(game, s.deck[p][0], OCCULTO)
            s.reveals += 1
            k += 1
            continue
        zone = HAND if st.from_ is Zone.MANO else DECK
        opts = [i for i in s.pile(zone, p) if st.filter is None or matches(game, st.filter, i, p, (zone,))]
        chosen = _choose(game, run, p, opts, st.count, False, CHOOSE, game.name(run.src))
        if chosen is None:
            run.scratch["k"] = k
            return False
        for i in chosen:
            if zone == DECK:
                s.known[i] = BOTH  # «devi mostrarle all'avversario»
            move(game, i, OCCULTO)
        if zone == DECK:
            shuffle_deck(game, p)
        game._log(Said.INTO_OCCULTO, player=p, count=len(chosen))
        k += 1
    return True


@handles(fx.SearchDeck)
def _search(game: ExoGame, run: Run, st: fx.SearchDeck) -> bool:
    s = game.s
    who = players(run, st.who)
    k = run.scratch.get("k", 0)
    while k < len(who):
        p = who[k]
        opts = [i for i in s.deck[p] if st.filter is None or matches(game, st.filter, i, p, (DECK,))]
        if run.answer is None and opts:
            s.reveals += 1  # the searching player looks at the deck
        chosen = _choose(game, run, p, opts, st.count, st.up_to, CHOOSE, game.name(run.src))
        if chosen is None:
            run.scratch["k"] = k
            return False
        dest = {Zone.MANO: HAND, Zone.CAMPO: FIELD, Zone.OCCULTO: OCCULTO, Zone.SCARTI: DISCARD_ZONE}[st.to]
        for i in chosen:
            s.known[i] = BOTH  # shown to the opponent
            if dest == FIELD and game.info[s.cid[i]].is_vl and s.vice[p] >= 0:
                continue  # a second Vice Leader cannot enter the Field
            move(game, i, dest, controller=p)
        if chosen:
            game._log(Said.SEARCHES, player=p, cards=", ".join(game.name(i) for i in chosen))
        shuffle_deck(game, p)  # «e mescolare il mazzo una volta risolto l'effetto»
        k += 1
    return True


def _resolving(game: ExoGame) -> bool:
    s = game.s
    return bool(s.frames) and s.frames[-1].resolving


def playable_free(game: ExoGame, p: int, i: int) -> bool:
    """An effect may play card ``i`` for player ``p``: a Leader never, a Vice Leader only into a free zone,
    a Tattica only with its targets."""
    s = game.s
    inf = game.info[s.cid[i]]
    if inf.is_leader:
        return False
    if inf.is_vl and (s.vice[p] >= 0 or any(game.info[s.cid[x]].is_vl and s.ctrl[x] == p for x in s.etere)):
        return False
    if s.zone[i] == BANISHED and s.cov[i]:
        return False
    return not inf.is_tactic or has_targets(game, p, i, PLAY, -1)


def _play_cards(game: ExoGame, run: Run, chosen: tuple[int, ...], p: int) -> None:
    """Cards an effect plays: into Etere now, their links waiting for the parallel chain (R-29), each
    declared in turn (targets at once)."""
    s = game.s
    dest = TO_PARALLEL if _resolving(game) else TO_CHAIN
    for i in chosen:
        move(game, i, ETERE, controller=p)
        s.ctrl[i] = p
        game._log(Said.PLAYS_BY_EFFECT, player=p, card=game.name(i))
    for i in reversed(chosen):
        if s.zone[i] == ETERE:
            s.work.append(Declaring(PLAY, p, i, s.gen[i], len(s.frames), dest=dest, free=True))


@handles(fx.PlayFree)
def _play_free(game: ExoGame, run: Run, st: fx.PlayFree) -> bool:
    s = game.s
    p = run.ctrl
    zone = ZONE_CODES[st.from_]
    opts = [i for i in s.pile(zone, p) if (st.filter is None or matches(game, st.filter, i, p, (zone,)))
            and i != run.src and playable_free(game, p, i)]
    if run.answer is None and zone == DECK and opts:
        s.reveals += 1
    chosen = _choose(game, run, p, opts, st.count, st.up_to, CHOOSE, game.name(run.src))
    if chosen is None:
        return False
    if zone == DECK:
        for i in chosen:
            s.known[i] = BOTH
    _play_cards(game, run, chosen, p)
    if zone == DECK:
        shuffle_deck(game, p)
    return True


@handles(fx.CreateToken)
def _create_token(game: ExoGame, run: Run, st: fx.CreateToken) -> bool:
    """«Una Pedina generata da un effetto, viene piazzata in etere e considerata come giocata»."""
    s = game.s
    cid = game.table[st.card]
    dest = TO_PARALLEL if _resolving(game) else TO_CHAIN
    made: list[tuple[int, int]] = []
    for p in players(run, st.who):
        for _ in range(st.count):
            i = new_card(game, cid, p, ETERE)
            made.append((i, p))
            game._log(Said.MAKES_PEDINA, player=p, card=game.name(i))
    for i, p in reversed(made):
        s.work.append(Declaring(PLAY, p, i, s.gen[i], len(s.frames), dest=dest, free=True))
    return True


@handles(fx.CreateRelic)
def _create_relic(game: ExoGame, run: Run, st: fx.CreateRelic) -> bool:
    """«mostrate al tuo avversario e poi mescolate nel tuo mazzo»."""
    cid = game.table[st.card]
    for p in players(run, st.who):
        for _ in range(st.count):
            i = new_card(game, cid, p, DECK)
            game._log(Said.MAKES_RELIQUIA, player=p, card=game.name(i))
        shuffle_deck(game, p)
    return True


@handles(fx.EndTurn)
def _end_turn(game: ExoGame, run: Run, st: fx.EndTurn) -> bool:
    game.s.force_end = True
    game._log(Said.TURN_WILL_END)
    return True


@handles(fx.UseLeaderEffect)
def _use_leader(game: ExoGame, run: Run, st: fx.UseLeaderEffect) -> bool:
    """«Altre carte che attivano effetti Leader non possono farlo se il Leader ha già utilizzato un effetto
    Leader in quel turno»; the effect waits for the parallel chain like any effect activated meanwhile."""
    s = game.s
    p = run.ctrl
    if f"leader:{p}" in s.flags:
        game._log(Said.LEADER_ALREADY_USED, player=p)
        return True
    leader = s.leader[p]
    inf = game.info[s.cid[leader]]
    ks = [k for k in inf.side_abilities(s.flipped[p]) if k in inf.leader_abilities
          and has_targets(game, p, leader, ABILITY, k) and discard_cost_ok(game, p, leader, k)]
    if not ks:
        return True
    if len(ks) > 1 and run.answer is None:
        s.pending = AskOption(p, tuple(inf.abilities[k].text or f"effetto {k}" for k in ks), inf.name)
        return False
    k = ks[run.answer] if run.answer is not None else ks[0]
    run.answer = None
    dest = TO_PARALLEL if _resolving(game) else TO_CHAIN
    s.work.append(Declaring(ABILITY, p, leader, s.gen[leader], len(s.frames), ability=k, dest=dest))
    return True


@handles(fx.AllowLeaderAttack)
def _allow_leader_attack(game: ExoGame, run: Run, st: fx.AllowLeaderAttack) -> bool:
    s = game.s
    leader = s.leader[run.ctrl]
    s.mods.append((leader, s.gen[leader], "leader_attack", 1, _until(game, st.until)))
    game._log(Said.LEADER_MAY_ATTACK, player=run.ctrl)
    return True


# -- card steps ----------------------------------------------------------------------------------------


@handles(fx.Destroy)
def _destroy(game: ExoGame, run: Run, st: fx.Destroy) -> bool:
    s = game.s
    for i in cards(game, run, st):
        if game.info[s.cid[i]].is_leader or protected(game, i) or s.zone[i] in (DISCARD_ZONE, EVO):
            continue
        if s.zone[i] == BANISHED and s.cov[i]:
            continue
        move(game, i, DISCARD_ZONE)
        game._log(Said.DESTROYED, card=game.name(i))
    return True


@handles(fx.Banish)
def _banish(game: ExoGame, run: Run, st: fx.Banish) -> bool:
    s = game.s
    for i in cards(game, run, st):
        if game.info[s.cid[i]].is_leader or protected(game, i) or s.zone[i] == BANISHED:
            continue
        move(game, i, BANISHED)
        game._log(Said.BANISHED, card=game.name(i))
    return True


@handles(fx.Cover)
def _cover(game: ExoGame, run: Run, st: fx.Cover) -> bool:
    s = game.s
    for i in cards(game, run, st):
        if s.zone[i] in (FIELD, ETERE, BANISHED) and can_be_covered(game, i) and cover(game, i):
            game._log(Said.COVERED, card=game.name(i))
    return True


@handles(fx.Uncover)
def _uncover(game: ExoGame, run: Run, st: fx.Uncover) -> bool:
    s = game.s
    for i in cards(game, run, st):
        if s.zone[i] == FIELD and uncover(game, i):
            game._log(Said.UNCOVERED, card=game.name(i))
    return True


def _movable(game: ExoGame, i: int) -> bool:
    s = game.s
    return not game.info[s.cid[i]].is_leader and not (s.zone[i] == BANISHED and s.cov[i])


@handles(fx.ReturnToHand)
def _return_to_hand(game: ExoGame, run: Run, st: fx.ReturnToHand) -> bool:
    s = game.s
    for i in cards(game, run, st):
        if _movable(game, i) and s.zone[i] not in (HAND, DECK, EVO, OCCULTO):
            name = game.name(i)
            to = move(game, i, HAND)
            game._log(Said.BACK_TO_HAND if to == HAND else Said.BACK_TO_ZONE, card=name)
    return True


_INTO_DECK: Final = {DeckPosition.TOP: Said.INTO_DECK_TOP, DeckPosition.BOTTOM: Said.INTO_DECK_BOTTOM,
              DeckPosition.SHUFFLE: Said.INTO_DECK_SHUFFLED}

@handles(fx.ToDeck)
def _to_deck(game: ExoGame, run: Run, st: fx.ToDeck) -> bool:
    s = game.s
    touched = set()
    for i in cards(game, run, st):
        if _movable(game, i) and s.zone[i] != DECK:
            name = game.name(i)
            to = move(game, i, DECK, bottom=st.position is DeckPosition.BOTTOM)
            if to == DECK:
                touched.add(s.owner[i])
            game._log(_INTO_DECK[st.position], card=name)
    if st.position is DeckPosition.SHUFFLE:
        for p in sorted(touched):
            shuffle_deck(game, p)
    return True


@handles(fx.ToEvolutionDeck)
def _to_evo(game: ExoGame, run: Run, st: fx.ToEvolutionDeck) -> bool:
    s = game.s
    for i in cards(game, run, st):
        if _movable(game, i) and s.zone[i] != EVO:
            name = game.name(i)
            move(game, i, EVO)
            game._log(Said.INTO_EVO_DECK, card=name)
    return True


def _gains(game: ExoGame, i: int) -> bool:
    """A card can gain changes: face up on the Field or in Etere («non può nemmeno guadagnare …»)."""
    s = game.s
    return s.zone[i] in (FIELD, ETERE) and not s.cov[i]


@handles(fx.StrengthChange)
def _strength(game: ExoGame, run: Run, st: fx.StrengthChange) -> bool:
    s = game.s
    for i in cards(game, run, st):
        if _gains(game, i):
            s.mods.append((i, s.gen[i], "add", st.amount, _until(game, st.until)))
            game._log(Said.STRENGTH_UP if st.amount > 0 else Said.STRENGTH_DOWN, card=game.name(i), amount=abs(st.amount))
    return True


@handles(fx.SetStrength)
def _set_strength(game: ExoGame, run: Run, st: fx.SetStrength) -> bool:
    s = game.s
    for i in cards(game, run, st):
        if _gains(game, i):
            s.mods.append((i, s.gen[i], "set", st.value, _until(game, st.until)))
            game._log(Said.STRENGTH_SET, card=game.name(i), amount=st.value)
    return True


@handles(fx.AddCounter)
def _add_counter(game: ExoGame, run: Run, st: fx.AddCounter) -> bool:
    s = game.s
    for i in cards(game, run, st):
        if s.zone[i] == FIELD:
            set_counter(game, i, st.counter, counter(game, i, st.counter) + st.n)
            game._log(Said.GETS_COUNTERS, card=game.name(i), count=st.n, counter=st.counter)
    return True


@handles(fx.RemoveCounter)
def _remove_counter(game: ExoGame, run: Run, st: fx.RemoveCounter) -> bool:
    s = game.s
    for i in cards(game, run, st):
        if s.zone[i] == FIELD:
            set_counter(game, i, st.counter, max(0, counter(game, i, st.counter) - st.n))
    return True


@handles(fx.TakeControl)
def _take_control(game: ExoGame, run: Run, st: fx.TakeControl) -> bool:
    """«verrà spostata sul tuo lato del campo, senza passare dall'etere»; a Vice Leader only into a free zone."""
    s = game.s
    p = run.ctrl
    for i in cards(game, run, st):
        if s.zone[i] != FIELD or s.ctrl[i] == p or game.info[s.cid[i]].is_leader:
            continue
        old = s.ctrl[i]
        was_vice = s.vice[old] == i
        if was_vice and s.vice[p] >= 0:
            continue
        if was_vice:
            s.vice[old] = -1
            s.vice[p] = i
        else:
            s.field[old].remove(i)
            s.field[p].append(i)
        s.ctrl[i] = p
        s.entered[i] = s.turn  # it arrived on your Field this turn
        if st.until is Duration.END_OF_TURN:
            s.mods.append((i, s.gen[i], "control", old, s.turn))
        game._log(Said.TAKES_CONTROL, player=p, card=game.name(i))
    return True


@handles(fx.BecomeViceLeader)
def _become_vice(game: ExoGame, run: Run, st: fx.BecomeViceLeader) -> bool:
    """The card moves to its controller's Vice Leader zone; with the zone taken, the two cannot coexist
    and the owner puts one of them in the discard pile, ignoring DIO."""
    s = game.s
    todo = run.scratch.get("todo")
    if todo is None:
        todo = [i for i in cards(game, run, st) if s.zone[i] == FIELD and not game.info[s.cid[i]].is_leader
                and s.vice[s.ctrl[i]] != i]
        run.scratch["todo"] = todo
    while todo:
        i = todo[0]
        c = s.ctrl[i]
        if s.zone[i] != FIELD or s.vice[c] == i:
            todo.pop(0)
            continue
        if s.vice[c] >= 0:
            old = s.vice[c]
            if run.answer is None:
                s.pending = AskTargets(s.owner[i], (old, i), 1, False, COEXIST,
                                       game.name(i))
                return False
            (gone,) = run.answer
            run.answer = None
            move(game, gone, DISCARD_ZONE)
            game._log(Said.VICE_DISCARDED, card=game.name(gone))
            if gone == i:
                todo.pop(0)
                continue
        s.field[c].remove(i)
        s.vice[c] = i
        game._log(Said.BECOMES_VICE, card=game.name(i), player=c)
        redirect_to_vice(game, c, i)
        todo.pop(0)
    return True


@handles(fx.Negate)
def _negate(game: ExoGame, run: Run, st: fx.Negate) -> bool:
    s = game.s
    for i in cards(game, run, st):
        if s.zone[i] in (FIELD, ETERE):
            s.mods.append((i, s.gen[i], "negate", 1, _until(game, st.until)))
            game._log(Said.EFFECTS_NEGATED, card=game.name(i))
    return True


@handles(fx.GrantKeyword)
def _grant(game: ExoGame, run: Run, st: fx.GrantKeyword) -> bool:
    s = game.s
    for i in cards(game, run, st):
        if _gains(game, i):
            s.mods.append((i, s.gen[i], "kw", st.keyword.value, _until(game, st.until)))
            game._log(Said.GAINS_KEYWORD, card=game.name(i), keyword=st.keyword.value)
    return True


@handles(fx.ExtraAttack)
def _extra_attack(game: ExoGame, run: Run, st: fx.ExtraAttack) -> bool:
    s = game.s
    for i in cards(game, run, st):
        if s.zone[i] == FIELD:
            s.mods.append((i, s.gen[i], "extra", st.n, s.turn))
            game._log(Said.MORE_ATTACKS, card=game.name(i), count=st.n)
    return True


@handles(fx.Transform)
def _transform(game: ExoGame, run: Run, st: fx.Transform) -> bool:
    """«Le carte trasformate vengono considerate come "nuove carte" finché non lasciano il campo»."""
    s = game.s
    for i in cards(game, run, st):
        if s.zone[i] != FIELD or s.cov[i] or game.info[s.cid[i]].is_leader:
            continue
        s.transforms.append(st.into)
        k = len(s.transforms) - 1
        s.mods.append((i, s.gen[i], "transform", k, _until(game, st.until)))
        s.mods.append((i, s.gen[i], "transformed", 1, -1))
        s.entered[i] = s.turn
        if st.into.name:
            game._log(Said.TRANSFORMED, card=game.info[s.cid[i]].name, into=st.into.name)
        else:
            game._log(Said.TRANSFORMED_UNNAMED, card=game.info[s.cid[i]].name)
    return True


missing = set(fx.STEP_OPS.values()) - set(HANDLERS)
if missing:  # a new op in the card model needs its handler here
    raise RuntimeError(f"no engine handler for ops: {', '.join(sorted(c.op for c in missing))}")
