"""Turn structure (CR 3), mulligans (2.2.2), state checks and winning (1.8), leaving the game (9.2.3)."""

from __future__ import annotations

from dataclasses import replace
from itertools import compress
from typing import TYPE_CHECKING

from lorcana_desktop.engine import bag, legal, stats, zones
from lorcana_desktop.engine.actions import Mulligan
from lorcana_desktop.engine.decisions import AskDiscardCost, AskMulligan, AskTargets, TargetsFor
from lorcana_desktop.engine.defs import CHARACTER, LOCATION
from lorcana_desktop.engine.events import CardMoved, GameOver, Mulliganed, PlayerLeft, Readied, TurnStarted
from lorcana_desktop.engine.flags import MULLIGAN
from lorcana_desktop.engine.lasting import CONTINUOUS, STAT, UNTIL_END, UNTIL_START, UNTIL_TURN
from lorcana_desktop.engine.notes import Noted
from lorcana_desktop.engine.resolution import without_player
from lorcana_desktop.engine.state import (
    DECK,
    DISCARD,
    HAND,
    PHASE_BEGINNING,
    PHASE_OVER,
    PHASE_SETUP,
    PLAY,
)
from lorcana_desktop.engine.tasks import DrawStep, MainPhase, NextTurn

if TYPE_CHECKING:
    from lorcana_desktop.engine.game import Game


def mulligan(game: Game, a: Mulligan) -> None:
    s = game.s
    p = a.player
    hand = s.hand[p]
    for c in a.cards:
        hand.remove(c)
        s.deck[p].append(c)
        s.zone[c] = DECK
    game._emit(Mulliganed(-1, p, len(a.cards)))  # the cards go back before the new ones are drawn (CR 2.2.2)
    if a.cards:
        zones.draw(game, p, len(a.cards))
        s.shuffle(s.deck[p])  # CR 2.2.2.3
        s.reveals += 1
    s.flags.add((MULLIGAN, p))
    next_mulligan(game, p)


def next_mulligan(game: Game, p: int) -> None:
    """Ask the next player in turn order who has not decided yet (CR 2.2.2); else start the game."""
    s = game.s
    for k in range(1, s.players + 1):
        q = (p + k) % s.players
        if not s.out[q] and (MULLIGAN, q) not in s.flags:
            s.pending = AskMulligan(q)
            return
    first = s.first
    while s.out[first]:
        first = (first + 1) % s.players  # the first player left: the next one starts (CR 9.2.3)
    s.first = first
    s.flags = set()
    s.phase = PHASE_BEGINNING
    s.active = first
    begin_turn(game, first)


_DAMAGED_OUT = frozenset((CHARACTER, LOCATION))  # the card types banished by their damage (CR 1.8.1.4)


def state_check(game: Game) -> None:
    """CR 1.8: lore wins, banish what has damage >= willpower, last player standing; until stable."""
    s = game.s
    n = len(s.lore)  # (the players)
    while True:
        if max(s.lore) >= s.goal:
            for k in range(n):
                p = (s.active + k) % n  # CR 1.8.4: several players' conditions in turn order
                if not s.out[p] and s.lore[p] >= s.goal and s.lore[p] >= legal.lore_goal(game, p):
                    win(game, p)
                    return
        doomed = []
        idef, damage = game.idef, s.damage
        # (no willpower static in this game and no effect changing one: every willpower is the printed one)
        will = "willpower" in game._static_stats or bool(s.effects) and any(
            e.kind is STAT and e.key == "willpower" or e.kind is CONTINUOUS and e.what is STAT and e.what_key == "willpower"
            for e in s.effects)  # (the effects stats.willpower adds up)
        if not will and not game._will0:
            if not any(damage):
                break  # printed willpowers are all >= 1 and no card has damage: nothing to banish (the usual case)
            # Printed willpowers, all >= 1: only a damaged character or location can go; the damaged cards of each
            # play zone, in order, are picked out without a step of Python per card (most cards have none)
            hurt = damage.__getitem__
            for play in s.play:
                for i in compress(play, map(hurt, play)):
                    if damage[i] >= idef[i].willpower and idef[i].type in _DAMAGED_OUT:
                        doomed.append(i)
        else:
            mods = bool(s.effects) or game._any_statics
            for play in s.play:
                for i in play:
                    t = idef[i].type
                    if (t == CHARACTER or t == LOCATION) and (damage[i] or mods) \
                            and damage[i] >= (stats.willpower(game, i) if will else idef[i].willpower):
                        doomed.append(i)
        if not doomed:
            break
        zones.banish(game, doomed, in_challenge=s.challenge)
    if s.winner is None and s.out.count(False) == 1:
        win(game, s.out.index(False))  # the last player standing


def win(game: Game, p: int) -> None:
    s = game.s
    s.winner = p
    s.phase = PHASE_OVER
    s.pending = None
    game._emit(GameOver(-1, p))


def begin_turn(game: Game, p: int) -> None:
    s = game.s
    s.phase = PHASE_BEGINNING
    s.active = p
    s.inked[p] = 0
    game._emit(TurnStarted(-1, p, s.turn))
    # CR 3.2.1.1: Ready.
    for i in s.play[p]:
        if s.exerted[i] and not ((s.effects or game._any_statics) and (
                stats.restricted(game, i, "cant_ready")
                or s.at[i] < 0 and stats.restricted(game, i, "cant_ready_unless_location"))):
            s.exerted[i] = False
            game._emit(Readied(i, p))
            if "ready" in game._events:
                bag.fire(game, "ready", i, p)  # resolves in the Set step, with the start-of-turn effects
    for i in s.inkwell[p]:
        s.exerted[i] = False
    # CR 3.2.1.3: "until the start of your next turn" ends.
    if s.effects:
        s.effects = [e for e in s.effects if not (e.until is UNTIL_START and e.until_player == p)]
    bag.fire(game, "start_of_turn", -1, p)
    bag.fire_floating(game, "start_of_turn", -1, p)
    # CR 3.2.2: Set (drying ends, locations give lore); the bag then resolves before the draw.
    set_step(game, p)
    s.tasks.extend((MainPhase(), DrawStep()))


def set_step(game: Game, p: int) -> None:
    s = game.s
    for i in s.play[p]:
        s.dry[i] = True  # CR 3.2.2.1
    for i in s.play[p]:
        if game.idef[i].type == LOCATION:
            lv = stats.lore_value(game, i)
            if lv > 0:
                zones.gain_lore(game, p, lv)  # CR 3.2.2.2


def end_cleanup(game: Game) -> None:
    s = game.s
    p = s.active
    # Temporary Shift: at the end of your turn, remove all damage and return only the top card.
    for i in list(s.temp_shift):
        if s.zone[i] == PLAY and s.under[i]:
            stack = s.under[i]
            top = stack[-1]
            pos = s.play[p].index(i)
            s.play[p][pos] = top
            s.play_changed()
            s.zone[top] = PLAY
            s.exerted[top] = s.exerted[i]
            s.dry[top] = s.dry[i]
            s.at[top] = s.at[i]
            s.under[top] = stack[:-1]
            s.damage[top] = 0
            s.under[i] = ()
            s.zone[i] = HAND
            s.hand[p].append(i)
            s.exerted[i] = False
            s.damage[i] = 0
            s.at[i] = -1
            game._emit(CardMoved(i, p, "play", "hand"))
    s.temp_shift = []
    # CR 3.4.1.2: "this turn" effects end, and "during their next turn" ones of this player.
    if s.effects:
        s.effects = [e for e in s.effects if e.until is not UNTIL_TURN
                     and not (e.until is UNTIL_END and e.until_player == s.active)]
    s.flags = set()
    s.tasks.append(NextTurn())
    # CR 1.8.1.2: an empty deck at the end of your turn loses (not in Pack Rush, 10.2.5).
    if not s.deck[p] and s.variant != "pack_rush":
        eliminate(game, p, Noted.DECKED_OUT)


def next_turn(game: Game) -> None:
    s = game.s
    if s.winner is not None:
        return
    p = s.active
    for _ in range(s.players):
        p = (p + 1) % s.players  # CR 9.2.1: play passes to the left
        if not s.out[p]:
            break
        # CR 9.2.3: a departed player's "until the start of your next turn" effects end when
        # their turn would have come.
        if s.effects:
            s.effects = [e for e in s.effects if not (e.until is UNTIL_START and e.until_player == p)]
    s.turn += 1
    begin_turn(game, p)


# Why a player left the game (``PlayerLeft.why``, a word of the log) by the note that says so.
_LEFT_WHY = {Noted.CONCEDED: "conceded", Noted.DECKED_OUT: "has no cards in their deck at the end of their turn"}


def eliminate(game: Game, p: int, code: Noted) -> None:
    """CR 9.2.3: the player leaves; their cards and bag effects go with them."""
    s = game.s
    if s.out[p]:
        return
    s.out[p] = True
    game._log(code, player=p)
    game._emit(PlayerLeft(-1, p, _LEFT_WHY[code]))
    for i in list(s.play[p]):
        zones.leave_play(game, i, DISCARD)
    s.bag = [b for b in s.bag if b.player != p]
    if s.res is not None and any(r.ctrl == p for r in s.res.frames()):
        top = s.res
        s.res = without_player(top, p)  # their effects go; an effect below one of theirs goes on
        if top.ctrl == p and s.res is not None and s.res.waiting is not None:
            s.pending, s.res.waiting = s.res.waiting, None  # (what it asked, put off while theirs resolved)
    if s.pending is not None and s.pending.player == p:
        s.pending = None
    pd = s.pending
    if isinstance(pd, (AskTargets, AskDiscardCost)):
        # Their cards and the player themself can no longer be chosen.
        opts = tuple(t for t in pd.options if (t < 0 and -1 - t != p) or (t >= 0 and s.owner[t] != p))
        if opts:
            s.pending = replace(pd, options=opts)
        elif s.res is not None and isinstance(pd, AskTargets):
            if pd.purpose is TargetsFor.VARIABLE:
                s.res.put(pd.var, ())
            elif pd.purpose is TargetsFor.TAKE or pd.purpose is TargetsFor.DISCARD_CHOSEN:
                s.res.taken = ()
            s.pending = None
    alive = [q for q in range(s.players) if not s.out[q]]
    if len(alive) == 1:
        win(game, alive[0])
        return
    if p == s.active and s.phase != PHASE_SETUP:
        # The turn passes on; "until your next turn" effects of that player still end then.
        s.tasks = [NextTurn()]
        s.challenge = None
        s.flags = set()
        if s.effects:
            s.effects = [e for e in s.effects if e.until is not UNTIL_TURN]
    if s.phase == PHASE_SETUP and s.pending is None:
        next_mulligan(game, p)
