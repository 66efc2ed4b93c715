"""The effect interpreter (CR 6): one handler per typed step of ``lang``, found through ``HANDLERS``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from lorcana_desktop.engine import bag, challenge, legal, stats, turn, turn_actions, zones
from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.answers import DRAW_OR_NOT, Answer, Answered, pay_answer
from lorcana_desktop.engine.decisions import (
    AskAmount,
    AskMay,
    AskName,
    AskOption,
    AskOrder,
    AskTargets,
    AskTopOrBottom,
    DeckEnd,
    TargetsFor,
)
from lorcana_desktop.engine.defs import ACTION, CHARACTER, ITEM
from lorcana_desktop.engine.events import (
    CardMoved,
    DamageMoved,
    DamagePut,
    DamageRemoved,
    InkDropsGained,
    LookedAt,
    LoreLost,
    Moved,
    Named,
    PutOnBottom,
    PutUnder,
    Readied,
    Revealed,
)
from lorcana_desktop.engine.flags import (
    ANY_BANISHED,
    ANY_PLAY_UNDER,
    BANISHED,
    BANISHED_IN_CHALLENGE,
    BANISHED_IN_CHALLENGE_CARD,
    BATCH,
    CHEAP,
    DISCARD_PLAY,
    DISCARD_TWO,
    DISCARDED,
    EXERT_ENTRY,
    GOT_DROP,
    HURT,
    LAST_STRENGTH,
    LAST_UNDER,
    NTH_CHALLENGE,
    PLAY_UNDER,
    PLAYED,
    PLAYED_ACTION,
    PLAYED_CHARACTER,
    PLAYED_SONG,
    QUESTED,
    REMOVED,
    SANG,
    SHIFTED,
    TO_BOTTOM,
    TO_DISCARD,
)
from lorcana_desktop.engine.lasting import (
    CLASS,
    CONTINUOUS,
    COST,
    FLOAT,
    FLOAT_DELAYED,
    FLOAT_DELAYED_ON,
    FLOAT_EACH,
    FLOAT_NEXT_TIME,
    GRANT,
    INK,
    KEYWORD,
    LOSE_KEYWORD,
    NEXT_CHARACTER,
    NO_ACTIONS,
    REPLACE,
    RESTRICT,
    STAT,
    UNTIL_CHALLENGE,
    UNTIL_END,
    UNTIL_PLAY,
    UNTIL_SOURCE,
    UNTIL_START,
    UNTIL_TURN,
    Effect,
    EffectKind,
    Until,
)
from lorcana_desktop.engine.notes import Noted
from lorcana_desktop.engine.resolution import Resolution
from lorcana_desktop.engine.state import DECK, DISCARD, HAND, INKWELL, PLAY, UNDER

if TYPE_CHECKING:
    from lorcana_desktop.engine.game import Game

Handler = Callable[["Game", Any, Resolution], None]
HANDLERS: dict[type, Handler] = {}


def handles(cls: type) -> Callable[[Handler], Handler]:
    """Register the handler of one step class."""
    def wrap(fn: Handler) -> Handler:
        HANDLERS[cls] = fn
        return fn
    return wrap


def step_resolution(game: Game) -> None:
    s = game.s
    res = s.res
    assert res is not None
    steps = res.steps
    if res.pc >= len(steps):
        s.res = below = res.parent
        src = res.src
        if res.action and src >= 0 and s.zone[src] == PLAY and game.idef[src].type == ACTION:
            zones.move_zone(game, src, _action_destination(game, src))  # CR 4.3.3.2: resolved, then into the discard
        if below is not None:
            # CR 1.8.1: the game state is checked "after any action or ability effect has resolved", this one too,
            # though the effect below it goes on (its damage banishes now, a lore win ends the game now); what
            # triggers waits in the bag until the effect below is done as well (CR 1.8.2, 7.7.3.1).
            turn.state_check(game)
            if s.winner is not None:
                return
        if below is not None and below.waiting is not None:
            s.pending, below.waiting = below.waiting, None  # the effect below asks what its step asked
        return
    step = steps[res.pc]
    res.pc += 1
    if game.witness is not None:
        game.witness.step(step)
    HANDLERS[type(step)](game, step, res)
    if s.res is not res and s.pending is not None and s.res is not None and any(f is res for f in s.res.frames()):
        # The step played an action (its effect now on top) and then asked its own question: asked once that
        # action has resolved (CR 4.3.3.2), since the answer is this effect's.
        res.waiting, s.pending = s.pending, None


def _action_destination(game: Game, i: int) -> int:
    """Where a resolved action goes: its player's discard, or the bottom of the deck when an effect said
    so ("put that card on the bottom of your deck instead of into your discard")."""
    s = game.s
    if (TO_BOTTOM, i) in s.flags:
        s.flags.discard((TO_BOTTOM, i))
        return DECK
    return DISCARD


def resolve_sel(game: Game, sel: L.Sel, res: Resolution) -> L.Sel:
    """``sel`` with what it reads as the effect resolves filled in: the amounts it compares with ("with less ¤
    than that character") and the names of the cards chosen into ``same_name_as``."""
    if not sel.dynamic:
        return sel
    changes: dict[str, Any] = {}
    for f in ("cost", "strength", "willpower"):
        c = getattr(sel, f)
        if c is not None and not isinstance(c[1], int):
            changes[f] = (c[0], amount(game, c[1], res))
    if sel.same_name_as:
        sn = sel.same_name_as
        cards = (res.src,) if sn == "self" else (res.trig,) if sn == "trigger" else res.vars.get(sn, ())
        names = tuple(dict.fromkeys(n for t in cards if t >= 0 for n in game.idef[t].names))
        changes["same_name_as"] = ""
        changes["names_any"] = names or ("\0",)  # (no card chosen: no name matches)
    if sel.not_chosen:
        nc = sel.not_chosen
        ids = (res.trig,) if nc == "trigger" else (game.s.at[res.src],) if nc == "here" else res.vars.get(nc, ())
        changes["not_chosen"] = ""
        changes["not_ids"] = tuple(t for t in ids if isinstance(t, int) and t >= 0)
    if sel.any_sel:
        changes["any_sel"] = tuple(resolve_sel(game, x, res) for x in sel.any_sel)
    return replace(sel, **changes)


def options(game: Game, sel: Any, res: Resolution) -> list[int]:
    """The cards (or players, as -1 - player) a Choose step may pick."""
    s = game.s
    p = res.ctrl
    src = res.src
    if sel in ("player", "opponent"):
        return [-1 - q for q in range(s.players) if not s.out[q] and (sel == "player" or q != p)]
    if sel.dynamic:
        sel = resolve_sel(game, sel, res)
    match = L.sel_matches
    out: list[int] = []
    if sel.zone != "play":
        for q in range(s.players):
            if s.out[q] or sel.owner == "you" and q != p or sel.owner == "opp" and q == p:
                continue
            for zone in _zones_of(s, sel.zone, q):
                out.extend(i for i in zone if match(game, sel, i, p, src))
        return out
    for q in range(s.players):
        if s.out[q]:
            continue
        for i in s.play[q]:
            if match(game, sel, i, p, src) and not (q != p and (stats.has_keyword(game, i, "Ward") or (  # CR 8.15.1
                    game._any_statics and "opponents_cant_choose" in game._static_stats
                    and stats.restricted(game, i, "opponents_cant_choose")))):
                out.append(i)
    return out


def _zones_of(s: Any, zone: str, q: int) -> tuple[list[int], ...]:
    """Player q's cards of a selector's zone: "hand", "discard", "inkwell", or "hand_or_discard" (both)."""
    if zone == "hand_or_discard":
        return s.hand[q], s.discard[q]
    return (s.hand[q] if zone == "hand" else s.inkwell[q] if zone == "inkwell" else s.discard[q],)


def who(game: Game, who: Any, res: Resolution) -> list[int]:
    """Card targets of an effect step (players use _players)."""
    if who == "self":
        return [res.src] if game.s.zone[res.src] == PLAY else []
    if who == "trigger":
        t = res.trig
        return [t] if t >= 0 and game.s.zone[t] == PLAY else []
    if who in ("challenger", "challenged"):
        ch = game.s.challenge  # the characters of the challenge going on (CR 4.6)
        t = -1 if ch is None else ch[0] if who == "challenger" else ch[1]
        return [t] if t >= 0 and game.s.zone[t] == PLAY else []
    if who in L.GROUPS:
        # "each opposing character", "all your characters": nobody chooses, so Ward does not
        # protect (CR 8.15.2); cards in turn order from the active player (CR 9.2.2).
        s = game.s
        ctrl, src = res.ctrl, res.src
        g = L.GROUPS[who]
        mine, theirs, kinds, other, exerted = g.mine, g.theirs, g.kinds, g.other, g.exerted
        out: list[int] = []
        for k in range(s.players):
            q = (s.active + k) % s.players
            if s.out[q] or not (mine if q == ctrl else theirs):
                continue
            out.extend(i for i in s.play[q] if game.idef[i].type in kinds and not (other and i == src)
                       and (not exerted or s.exerted[i]))
        return out
    if isinstance(who, L.Sel):
        return _select(game, who, res)
    if who == "was_under":  # "the cards that were under them" as this card left play (wherever they are now)
        return list(last_under(game, res.src))
    if who == "singers":  # "those characters" / "ready them": the characters that sang this song (the turn's flags):
        # the song resolving, or the song whose singing set the ability off
        song = res.src if res.src >= 0 and game.idef[res.src].type == ACTION else res.trig
        # sorted: the flags are a set, whose order may change from one process to the next; a replay must find
        # the same singers in the same order
        return sorted(f[1] for f in game.s.flags if f[0] is SANG and f[2] == song and game.s.zone[f[1]] == PLAY)
    if who.startswith("card:"):  # cards bound into a delayed trigger (CR 6.2.8)
        return [t for t in map(int, filter(None, who[5:].split(","))) if game.s.zone[t] == PLAY]
    v = res.named(who, ())
    return [t for t in v if t >= 0 and game.s.zone[t] == PLAY]


def players(game: Game, who: Any, res: Resolution) -> list[int]:
    s = game.s
    p = res.ctrl
    if who == "you":
        return [p]
    n = s.players
    order = [(s.active + k) % n for k in range(n)]  # CR 9.2.2: in turn order from the active player
    if who == "opponents":
        return [q for q in order if q != p and not s.out[q]]
    if who == "each":
        return [q for q in order if not s.out[q]]
    if isinstance(who, str) and who.startswith("you_and:"):  # "you and another chosen player each ..."
        return [p] + [-1 - t for t in res.vars.get(who[8:], ()) if t < 0 and -1 - t != p]
    if who == "most_cards":  # "the player or players with the most cards in their hand"
        most = max((len(s.hand[q]) for q in order if not s.out[q]), default=0)
        return [q for q in order if not s.out[q] and len(s.hand[q]) == most]
    if who == "opponents_with_more_lore":  # "each opponent with more lore than you"
        return [q for q in order if q != p and not s.out[q] and s.lore[q] > s.lore[p]]
    if who == "trigger_owner":  # "that player": the owner of the card that set the ability off
        return [s.owner[res.trig]] if res.trig >= 0 and not s.out[s.owner[res.trig]] else []
    if who == "chooser":  # "they": the opponent who chose this character (the trigger's amount, game._answer)
        q = -1 if res.amount is None else res.amount
        return [q] if isinstance(q, int) and 0 <= q < n and not s.out[q] else []
    if who == "active":  # "at the end of each opponent's turn, ... they ...": the player whose turn it is
        return [] if s.out[s.active] else [s.active]
    if who == "challenging_player":  # the player whose character is challenging now (CR 4.6)
        ch = s.challenge
        return [s.owner[ch[0]]] if ch is not None else []
    if isinstance(who, str) and who.startswith("owner:"):
        return sorted({s.owner[t] for t in res.vars.get(who[6:], ()) if t >= 0})
    v = res.vars.get(who, ())
    return [-1 - t for t in v if t < 0]


def amount(game: Game, a: Any, res: Resolution) -> int:
    if type(a) is int:
        return a
    s = game.s
    if a == "source_strength":
        return max(stats.strength(game, res.src), 0)
    if isinstance(a, str):
        v = res.named(a)
        return v if isinstance(v, int) else 0
    if isinstance(a, L.CountOf):
        return a.times * len(_select(game, a.sel, res))
    if isinstance(a, L.TriggerBatch):  # how many cards the triggering discard took
        return next((f[2] for f in s.flags if f[0] is BATCH and f[1] == res.trig), 0)
    if isinstance(a, L.HandSize):
        return sum(len(s.hand[q]) for q in players(game, a.who, res))
    if isinstance(a, L.AtMost):
        return min(amount(game, a.amount, res), a.n)
    if isinstance(a, L.Plus):
        return amount(game, a.amount, res) + a.n
    if isinstance(a, L.Times):
        return amount(game, a.amount, res) * a.k
    if isinstance(a, L.DamageOn):
        return sum(s.damage[t] for t in _select(game, a.sel, res))
    if isinstance(a, L.DistinctNames):  # "for each item with a different name you have in play"
        return len({game.idef[t].full_name for t in _select(game, a.sel, res)})
    if isinstance(a, L.InkTypes):  # "for each different ink type of characters you have in play"
        return len({k for t in s.play[res.ctrl] if game.idef[t].type == CHARACTER for k in game.idef[t].card.inks})
    if isinstance(a, L.ThisTurn):  # (a static's "for each ... this turn")
        return this_turn_count(game, a, res.ctrl, res.src)
    if isinstance(a, L.CountIn):
        return a.times * sum(1 for t in res.vars.get(a.var, ()) if t >= 0
                             and L.sel_matches(game, a.sel, t, res.ctrl, res.src))
    if isinstance(a, L.StatOf):
        ts = who(game, a.who, res)
        if not ts and a.who in ("self", "trigger"):
            t = res.src if a.who == "self" else res.trig
            if a.stat == "under":  # "for each card that was under him": it left play with its stack (zones._leave_play)
                return len(last_under(game, t))
            if a.stat == "strength":  # "the ¤ he had in play" (noted as he left)
                return next((max(0, f[2]) for f in s.flags if f[0] is LAST_STRENGTH and f[1] == t), 0)
        if not ts:
            # a card no longer in play (banished, returned) or chosen in a hand or discard: its printed values
            out = [t for t in (res.named(a.who, ()) if isinstance(a.who, str) else ()) if isinstance(t, int)
                   and t >= 0]
            if not out:
                return 0
            d = game.idef[out[0]]
            return {"strength": d.strength, "willpower": d.willpower, "lore": d.lore, "cost": d.cost}.get(a.stat, 0)
        t = ts[0]
        if a.stat == "damage":
            return s.damage[t]
        if a.stat == "under":
            return len(s.under[t])
        if a.stat == "location_lore":  # "that location's ◊": the location the card is at
            return max(0, stats.lore_value(game, s.at[t])) if s.at[t] >= 0 else 0
        if a.stat == "cost":
            return game.idef[t].cost
        return max(0, stats.strength(game, t) if a.stat == "strength" else stats.willpower(game, t)
                   if a.stat == "willpower" else stats.lore_value(game, t))
    raise ValueError(f"unknown amount {a!r}")


def _select(game: Game, sel: L.Sel, res: Resolution) -> list[int]:
    """Every card in play matching ``sel`` (nobody chooses: Ward does not stop it, CR 8.15.2), in turn order."""
    s = game.s
    p, src = res.ctrl, res.src
    if sel.dynamic:
        sel = resolve_sel(game, sel, res)
    out: list[int] = []
    for k in range(s.players):
        q = (s.active + k) % s.players
        if s.out[q]:
            continue
        # ("for each card in your inkwell")
        for zone in ((s.play[q],) if sel.zone == "play" else _zones_of(s, sel.zone, q)):
            out.extend(i for i in zone if L.sel_matches(game, sel, i, p, src))
    return out


def _opponents_choose(game: Game, step: L.Choose, res: Resolution) -> None:
    """"Each opponent chooses one of their characters" ("each player chooses 2 of their characters": ``by``
    "players"): in turn order, each picks ``n`` among their own cards; the choices add up in ``step.var`` (Ward does
    not stop it: nobody chooses an opponent's card)."""
    s = game.s
    mine = L.Sel(**{**_sel_fields(step.sel), "owner": "any"})
    for q in players(game, "each" if step.by == "players" else "opponents", res):
        if q in res.asked:
            continue
        res.asked += (q,)
        opts = tuple(i for i in s.play[q] if L.sel_matches(game, mine, i, q, res.src))
        if opts:
            res.pc -= 1  # come back for the next player
            s.pending = AskTargets(q, opts, min(step.n, len(opts)), False, TargetsFor.OPPONENT_PICK)
            return
    res.asked = ()
    res.vars[step.var] = res.picked
    res.picked = ()


def _choose_each_opponent(game: Game, step: L.Choose, res: Resolution) -> None:
    """"For each opposing player, you may choose a character of theirs": the controller, opponent by opponent in
    turn order, chooses up to one of that player's cards (Ward protects: the controller is their opponent)."""
    s = game.s
    pr = res.progress()
    got, pr.opponent_pick = pr.opponent_pick or (), None
    res.picked += tuple(t for t in got if t >= 0)
    for q in players(game, "opponents", res):
        if q in res.asked:
            continue
        res.asked += (q,)
        opts = tuple(i for i in options(game, step.sel, res) if s.owner[i] == q)
        if opts:
            res.pc -= 1  # come back for the next opponent
            s.pending = AskTargets(res.ctrl, opts, 1, True, TargetsFor.VARIABLE, "_ceo_pick")
            return
    res.asked = ()
    res.vars[step.var] = res.picked
    res.picked = ()


def _sel_fields(sel: L.Sel) -> dict[str, Any]:
    return {f: getattr(sel, f) for f in sel.__dataclass_fields__}


def cond_holds(game: Game, cond: Any, res: Resolution) -> bool:
    """Does a typed condition hold, as the effect ``res`` resolves (or, for a card's ability with no effect
    resolving, a frame of its source: stats._condition)? The one evaluator of the effect language's conditions."""
    if type(cond) is L.Flag:
        if cond.name in L.VERSUS_TESTS:
            return _versus(game, cond.name, res)
        if cond.name not in L.FRAME_FLAGS:
            return bool(stats.condition(game, cond, res.src))  # read on the source card (stats.flag_holds)
    if isinstance(cond, L.SelfStat):
        s = game.s
        src = res.src
        v = stats.strength(game, src) if cond.stat == "strength" else stats.willpower(game, src) if cond.stat == "willpower" \
            else s.damage[src] if cond.stat == "damage" else stats.lore_value(game, src)
        return bool(v >= cond.n)
    if isinstance(cond, L.Challenged):
        ch = game.s.challenge
        return ch is not None and L.sel_matches(game, cond.sel, ch[1], game.s.owner[res.src], res.src)
    if isinstance(cond, L.ZoneCount):
        s = game.s
        n = len(s.pile({"hand": HAND, "discard": DISCARD, "inkwell": INKWELL, "deck": DECK}[cond.zone],
                       s.owner[res.src]))
        return n <= cond.n if cond.op == "<=" else n >= cond.n if cond.op == ">=" else n == cond.n
    if isinstance(cond, L.All):
        return all(cond_holds(game, c, res) for c in cond.conds)
    if isinstance(cond, L.AnyOf):
        return any(cond_holds(game, c, res) for c in cond.conds)
    if isinstance(cond, L.OpponentHas):
        s = game.s
        p = res.ctrl

        def amount(q: int) -> int:
            if cond.what == "items":  # "while you have more items in play than each opponent"
                return sum(1 for i in s.play[q] if game.idef[i].type == ITEM)
            if cond.sel is not None:  # "if an opponent has 2 or more ready characters in play": that opponent's
                return sum(1 for i in s.play[q] if L.sel_matches(game, cond.sel, i, q, res.src))
            return s.lore[q] if cond.what == "lore" else len(s.inkwell[q] if cond.what == "inkwell" else s.hand[q])
        mine = amount(p)
        if cond.op == "fewer":  # "if you have more cards in your hand than each opponent"
            opps = players(game, "opponents", res)
            return bool(opps) and all(amount(q) < mine for q in opps)
        return any(amount(q) > mine if cond.op == "more" else amount(q) >= cond.n for q in players(game, "opponents", res))
    if isinstance(cond, L.CardIs) and cond.who == "top":
        deck = game.s.deck[res.ctrl]
        return bool(deck) and L.sel_matches(game, cond.sel, deck[0], res.ctrl, res.src)
    if isinstance(cond, L.CardIs):
        return any(L.sel_matches(game, cond.sel, t, res.ctrl, res.src) for t in who(game, cond.who, res))
    if isinstance(cond, L.Chosen):
        got = [t for t in res.vars.get(cond.var, ()) if t >= 0]
        if cond.test.startswith("named:"):
            return any(cond.test[6:] in game.idef[t].names for t in got)
        if cond.sel is not None:  # "if a Villain character is chosen"
            sel = resolve_sel(game, cond.sel, res)
            got = [t for t in got if L.sel_matches(game, sel, t, res.ctrl, res.src)]
        if cond.test == "damaged":
            return any(game.s.damage[t] > 0 for t in got)
        if cond.test.startswith("n:"):
            return len(got) >= int(cond.test[2:])
        return bool(got)
    if isinstance(cond, L.Count):
        n = len(_select(game, cond.sel, res))
        return n <= cond.n if cond.op == "<=" else n >= cond.n if cond.op == ">=" else n == cond.n
    if isinstance(cond, L.ThisTurn):
        return this_turn_count(game, cond, res.ctrl, res.src) >= cond.n
    if not isinstance(cond, L.Flag):
        raise TypeError(f"not a condition: {cond!r}")
    if cond.name == "second_draw":  # "if it's the second card they've drawn this turn": the draw that triggered it
        return res.amount == 2
    if cond.name == "removed":  # "if you removed damage this way": this effect removed 1 or more
        return bool(res.removed)
    if cond.name == "did":
        # a declined "you may" skips the rest of the effect already (CR 6.1.4); a choice it asked for that
        # found nothing to choose means it was not done
        return not res.unpaid
    raise ValueError(f"condition {cond.name!r} is read on the source card")  # (FRAME_FLAGS lists the names above)


def _versus(game: Game, test: str, res: Resolution) -> bool:
    """"If an opponent has more cards in their hand / inkwell, more lore than you"; "if you played another
    character this turn" (a character of yours other than the source entered play this turn)."""
    s = game.s
    p = res.ctrl
    if test == "played_another_character":
        src = res.src
        # the turn's PLAYED (player, card) flags (turn_actions)
        return any(f[0] is PLAYED and f[1] == p and (t := f[2]) != src and game.idef[t].type == CHARACTER
                   for f in s.flags)
    flags = s.flags
    opps = players(game, "opponents", res)
    if test == "opp_more_characters":
        mine_n = sum(1 for t in s.play[p] if game.idef[t].type == CHARACTER)
        return any(sum(1 for t in s.play[q] if game.idef[t].type == CHARACTER) > mine_n for q in opps)
    if test == "opp_no_lore":
        return any(s.lore[q] == 0 for q in opps)
    if test == "inkwell_all_exerted":
        return all(s.exerted[t] for t in s.inkwell[p])
    if test == "discarded_2":
        return (DISCARD_TWO, p) in flags
    if test == "banished":
        return ANY_BANISHED in flags
    if test == "banished_in_challenge":
        return any(f[0] is BANISHED_IN_CHALLENGE for f in flags)
    if test == "opp_banished_in_challenge":
        return any(f[0] is BANISHED_IN_CHALLENGE and f[1] in opps for f in flags)
    if test == "quested":  # the turn's QUESTED flags
        return any(f[0] is QUESTED for f in flags)
    if test == "sung":  # the SANG (singer, song) flags of the turn (turn_actions)
        return any(f[0] is SANG and f[2] == res.src for f in flags)
    if test == "trigger_shifted":  # "whenever you play a Floodborn character, if you used Shift to play them"
        return (SHIFTED, res.trig) in flags
    if test == "none_challenged":  # the turn's CHALLENGE (n, player) flags (challenge.py)
        return (NTH_CHALLENGE, 1, p) not in flags
    if test == "second_challenge":  # "if it's the second challenge this turn" (as the challenge's triggers resolve)
        return (NTH_CHALLENGE, 2, p) in flags and (NTH_CHALLENGE, 3, p) not in flags
    if test == "you_quested":
        return any(f[0] is QUESTED and s.owner[f[1]] == p for f in flags)
    if test in ("played_song", "played_action"):
        # an action that isn't a song and a song are marked apart; "an action" is either
        return (PLAYED_SONG, p) in flags or test == "played_action" and (PLAYED_ACTION, p) in flags
    mine = len(s.hand[p]) if test == "opp_more_hand" else len(s.inkwell[p]) if test == "opp_more_inkwell" \
        else s.lore[p]
    for q in players(game, "opponents", res):
        theirs = len(s.hand[q]) if test == "opp_more_hand" else len(s.inkwell[q]) if test == "opp_more_inkwell" \
            else s.lore[q]
        if theirs > mine:
            return True
    return False
def this_turn_count(game: Game, cond: L.ThisTurn, ctrl: int, src: int) -> int:
    """How many cards matching ``cond.sel`` were played by ``ctrl`` / banished this turn (the turn flags)."""
    if cond.your_turn and game.s.active != ctrl:
        return 0
    if cond.what == "played" or cond.what == "removed":  # (player, card): "if you removed damage ..." (_remove_damage)
        flag = PLAYED if cond.what == "played" else REMOVED
        return sum(1 for f in game.s.flags if f[0] is flag and f[1] == ctrl
                   and L.sel_matches(game, cond.sel, f[2], ctrl, src))
    flag = {"banished": BANISHED, "banished_in_challenge": BANISHED_IN_CHALLENGE_CARD, "quested": QUESTED,
            "to_discard": TO_DISCARD, "discarded": DISCARDED, "damaged": HURT}[cond.what]
    return sum(1 for f in game.s.flags if f[0] is flag and L.sel_matches(game, cond.sel, f[1], ctrl, src))


def _until(duration: str, p: int, target_owner: int) -> tuple[Until, int]:
    if duration == "turn":
        return UNTIL_TURN, p
    if duration == "next_turn":
        return UNTIL_START, p
    if duration == "challenge":
        return UNTIL_CHALLENGE, p
    if duration == "their_next_turn":
        return UNTIL_END, target_owner
    return UNTIL_PLAY, p


# ------------------------------------------------------------------ choices


@handles(L.May)
def _may(game: Game, step: L.May, res: Resolution) -> None:
    res.unpaid = False  # "if you do" looks at what follows this "you may" only
    game.s.pending = AskMay(res.ctrl)


def _choose_options(game: Game, step: L.Choose, res: Resolution) -> tuple[int, ...]:
    """What a Choose step (not "each opponent chooses") may pick now."""
    if step.of:
        s = game.s
        players = [-1 - t for t in res.vars.get(step.of, ()) if t < 0]
        sel = step.sel
        opts = tuple(i for q in players for i in (s.hand[q] if sel.zone == "hand" else s.play[q] if sel.zone == "play"
                                                  else s.discard[q])
                     if L.sel_matches(game, L.Sel(**{**_sel_fields(sel), "owner": "any"}), i, res.ctrl, res.src))
    else:
        opts = tuple(options(game, step.sel, res))
    if step.exclude:
        # a variable of chosen cards, or a card the event names ("another chosen character": not the challenged one)
        gone = set(res.vars.get(step.exclude, ()) if step.exclude not in _NAMED else who(game, step.exclude, res))
        opts = tuple(i for i in opts if i not in gone)
    return opts


@handles(L.Choose)
def _choose(game: Game, step: L.Choose, res: Resolution) -> None:
    if step.by in ("opponents", "players"):
        _opponents_choose(game, step, res)
        return
    if step.by == "each_opponent":
        _choose_each_opponent(game, step, res)
        return
    opts = _choose_options(game, step, res)
    if game._any_statics and step.n == 1 and not step.up_to and len(opts) > 1:
        # CR 6.7.3.3: "opponents must choose this character for actions and abilities if able"; with two
        # such characters either one satisfies it (example B).
        s = game.s
        must = tuple(i for i in opts if i >= 0 and s.zone[i] == PLAY and s.owner[i] != res.ctrl
                     and "must_be_chosen" in game.idef[i].static_keys
                     and any(ab.stat == "must_be_chosen" and stats.condition(game, ab.condition, i)
                             for ab in game.idef[i].statics))
        if must:
            opts = must
    if not opts:
        res.vars[step.var] = ()
        if not step.up_to:
            res.unpaid = True  # "you may banish chosen item of yours. If you do, ...": not done
        return
    chooser = res.ctrl
    if step.by == "of":  # "that player may play a character from their discard": they choose it
        chooser = next((-1 - t for t in res.vars.get(step.of, ()) if t < 0), chooser)
    game.s.pending = AskTargets(chooser, opts, step.n, step.up_to, TargetsFor.VARIABLE, step.var, step.max_strength)


_NAMED = frozenset({"challenged", "challenger", "trigger"})


@handles(L.ChooseNumber)
def _choose_number(game: Game, step: L.ChooseNumber, res: Resolution) -> None:
    game.s.pending = AskAmount(res.ctrl, step.max, step.var)


@handles(L.Modes)
def _modes(game: Game, step: L.Modes, res: Resolution) -> None:
    # "Chosen opponent chooses one:": the player chosen into ``by`` answers (CR 6.1.5.2 names who chooses)
    who = res.ctrl if not step.by else next(iter(players(game, step.by, res)), res.ctrl)
    if not step.either:
        game.s.pending = AskOption(who, len(step.modes), labels=step.labels)
        return
    # CR 6.1.5.2: "[A] or [B]": if [A] can't be chosen, [B] must be, and the other way round (still asked,
    # with the one answer left); if neither can, the effect does as much as it can: nothing.
    allowed = tuple(k for k, m in enumerate(step.modes) if _mode_possible(game, m, res))
    if allowed:
        game.s.pending = AskOption(who, len(step.modes), labels=step.labels, allowed=allowed)


def _mode_possible(game: Game, steps: tuple[L.Step, ...], res: Resolution) -> bool:
    """Can this side of "[A] or [B]" be chosen now (CR 6.1.5.2)? Not when a card it must choose has fewer legal
    choices than it names ("return another chosen character of yours" with no other character), when it must
    discard from an empty hand, or when it acts on its own card and that card has left play."""
    s = game.s
    for st in steps:
        if isinstance(st, L.Choose):
            if not st.up_to and not st.by and len(_choose_options(game, st, res)) < st.n:
                return False
        elif isinstance(st, L.Discard) and st.who == "you":
            if not s.hand[res.ctrl]:
                return False
        elif getattr(st, "who", None) == "self" and s.zone[res.src] != PLAY:
            return False
    return True


@handles(L.NameCard)
def _name_card(game: Game, step: L.NameCard, res: Resolution) -> None:
    game.s.pending = AskName(res.ctrl, step.var)


@handles(L.LookTop)
def _look_top(game: Game, step: L.LookTop, res: Resolution) -> None:
    s = game.s
    p = res.ctrl
    zones.rebuild_deck(game, p)
    top = tuple(s.deck[p][: amount(game, step.n, res)])
    if top:
        s.reveals += 1  # hidden information seen: no undo past this
        s.pending = AskOrder(p, top)


@handles(L.LookTake)
def _look_take(game: Game, step: L.LookTake, res: Resolution) -> None:
    """Look at the top n; you may reveal a matching card and put it into your hand; the rest go to the
    bottom of your deck in any order: the player orders them when there are two or more."""
    s = game.s
    p = res.ctrl
    if res.looked is None:
        zones.rebuild_deck(game, p)
        top = tuple(s.deck[p][:step.n])
        if not top:
            return
        s.reveals += 1
        res.looked = top
        idef = game.idef
        opts = tuple(i for i in top if step.sel is None
                     or ("card" in step.sel.types or L.CARD_TYPES[idef[i].type] in step.sel.types)
                     and (not step.sel.classification or step.sel.classification in idef[i].classifications)
                     and (not step.sel.song or idef[i].is_song)
                     and (step.sel.cost is None or L._cmp(idef[i].cost, step.sel.cost)))
        res.pc -= 1  # come back to put the cards away
        if opts:
            s.pending = AskTargets(p, opts, 1, step.may, TargetsFor.TAKE)
        return
    top = res.looked
    take = [t for t in res.taken or () if t in top]
    rest = [t for t in top if t not in take]
    pr = res.progress()
    if len(rest) > 1 and pr.rest_order_taken is None:
        res.pc -= 1  # come back once the rest is ordered
        s.pending = AskOrder(p, tuple(rest), "_lto", DeckEnd.BOTTOM)
        return
    order, pr.rest_order_taken = pr.rest_order_taken, None
    rest = [t for t in (rest if order is None else order) if t in rest]
    res.looked = res.taken = None
    deck = s.deck[p]
    for t in take:
        if step.to == "top":
            deck.remove(t)
            deck.insert(0, t)
            continue
        game._emit(Revealed(t, p))
        zones.move_zone(game, t, HAND if step.to == "hand" else DISCARD)
    for t in rest:
        deck.remove(t)
        deck.append(t)
    if rest:
        game._emit(PutOnBottom(-1, p, len(rest)))


# ------------------------------------------------------------------ modifiers for a duration


@handles(L.Stat)
@handles(L.GrantKeyword)
@handles(L.Restrict)
def _modifier(game: Game, step: Any, res: Resolution) -> None:
    s = game.s
    p = res.ctrl
    for t in who(game, step.who, res):
        until, up = (UNTIL_SOURCE, res.src) if step.duration == "while_source" else _until(step.duration, p, s.owner[t])
        if type(step) is L.Stat:
            s.effects.append(Effect(STAT, t, step.stat, amount(game, step.amount, res), until, up, p))
        elif type(step) is L.GrantKeyword:
            s.effects.append(Effect(KEYWORD, t, step.keyword, step.value or 0, until, up, p))
        else:
            s.effects.append(Effect(RESTRICT, t, step.what, 0, until, up, p))


@handles(L.GrantAbility)
def _grant_ability(game: Game, step: L.GrantAbility, res: Resolution) -> None:
    # CR 6.4.2.2: an applied effect: the cards it names as it resolves gain the ability
    s = game.s
    p = res.ctrl
    game._grants = True
    for t in who(game, step.who, res):
        until, up = (UNTIL_SOURCE, res.src) if step.duration == "while_source" else _until(step.duration, p, s.owner[t])
        s.effects.append(Effect(GRANT, t, "ability", 0, until, up, p, ability=step.ability))


@handles(L.GainClass)
def _gain_class(game: Game, step: L.GainClass, res: Resolution) -> None:
    s = game.s
    p = res.ctrl
    game._class_grants = True
    for t in who(game, step.who, res):
        until, up = _until(step.duration, p, s.owner[t])
        s.effects.append(Effect(CLASS, t, step.classification, 0, until, up, p))


@handles(L.NextTime)
def _next_time(game: Game, step: L.NextTime, res: Resolution) -> None:
    # a one-time trigger on each chosen card, for this turn only (its own event: ``bag._fire_floating``)
    p = res.ctrl
    for t in res.vars.get(step.var, ()):
        if t >= 0:
            game.s.effects.append(Effect(FLOAT, t, step.event, FLOAT_NEXT_TIME, UNTIL_TURN, p, p, step.steps))


@handles(L.StackUnder)
def _stack_under(game: Game, step: L.StackUnder, res: Resolution) -> None:
    s = game.s
    dest = [t for t in res.vars.get(step.var, ()) if t >= 0 and s.zone[t] == PLAY]
    if not dest:
        return
    for u in last_under(game, res.src):
        if s.zone[u] in (DISCARD, HAND, DECK):  # (where they went with the card that left)
            zones.move_zone(game, u, UNDER)
            s.facedown[u] = True
            s.under[dest[0]] = s.under[dest[0]] + (u,)
            game._emit(PutUnder(u, s.owner[u], dest[0]))
            bag.fire(game, "put_under", dest[0], s.owner[dest[0]])


def last_under(game: Game, i: int) -> tuple[int, ...]:
    """The cards that were under card ``i`` when it last left play this turn ("all cards that were under him")."""
    return next((f[2] for f in game.s.flags if f[0] is LAST_UNDER and f[1] == i), ())


@handles(L.RepeatMay)
def _repeat_may(game: Game, step: L.RepeatMay, res: Resolution) -> None:
    # Each time a "you may" (asked with the answer kept); yes: the steps run, then this step again for the next time.
    pr = res.progress()
    if pr.repeats_left is None:
        pr.repeats_left = amount(game, step.n, res)  # the times still to ask
    answer, res.answer = res.answer, -1
    if answer == 1:
        pc = res.pc
        res.steps = tuple(res.steps[:pc]) + step.steps + (step,) + tuple(res.steps[pc:])
        return
    left = pr.repeats_left
    if left <= 0:
        pr.repeats_left = None
        return
    pr.repeats_left = left - 1
    res.pc -= 1  # come back with the answer
    game.s.pending = AskMay(res.ctrl, resume=True)


@handles(L.Repeat)
def _repeat(game: Game, step: L.Repeat, res: Resolution) -> None:
    n = max(0, amount(game, step.n, res))
    pc = res.pc
    res.steps = tuple(res.steps[:pc]) + step.steps * n + tuple(res.steps[pc:])


@handles(L.InkwellToHand)
def _inkwell_to_hand(game: Game, step: L.InkwellToHand, res: Resolution) -> None:
    s = game.s
    for q in players(game, step.who, res):
        n = len(s.inkwell[q]) - step.n if step.until else step.n
        for _ in range(max(0, n)):
            if not s.inkwell[q]:
                break
            t = s.inkwell[q][s.randbelow(len(s.inkwell[q]))]
            s.reveals += 1  # a random pick: no undo past it
            zones.move_zone(game, t, HAND)
            s.exerted[t] = False


@handles(L.Keep)
def _keep(game: Game, step: L.Keep, res: Resolution) -> None:
    cards = who(game, step.who, res)
    if step.sel is not None:
        sel = resolve_sel(game, step.sel, res)
        cards = [t for t in cards if L.sel_matches(game, sel, t, res.ctrl, res.src)]
    res.vars[step.var] = tuple(cards)


@handles(L.NextCharacter)
def _next_character(game: Game, step: L.NextCharacter, res: Resolution) -> None:
    p = res.ctrl
    game.s.effects.append(Effect(NEXT_CHARACTER, p, step.keyword, int(step.exerted), UNTIL_TURN, p, p))


@handles(L.RevealChosen)
def _reveal_chosen(game: Game, step: L.RevealChosen, res: Resolution) -> None:
    s = game.s
    for t in res.vars.get(step.var, ()):
        if t >= 0:
            s.reveals += 1
            game._emit(Revealed(t, s.owner[t]))


@handles(L.GatherDamage)
def _gather_damage(game: Game, step: L.GatherDamage, res: Resolution) -> None:
    # CR 1.9.2.4: removed from each, put on the chosen card (not dealt: no Resist); "for each damage counter moved"
    s = game.s
    dst = [t for t in res.vars.get(step.var, ()) if t >= 0 and s.zone[t] == PLAY]
    if not dst or damage_stays(game):
        return
    t = dst[0]
    moved = 0
    for x in _select(game, step.sel, res):
        if x == t or not s.damage[x]:
            continue
        n = s.damage[x] if step.n == 0 else min(step.n, s.damage[x])
        s.damage[x] -= n
        moved += n
    if moved:
        s.damage[t] += moved
        game._emit(DamageMoved(t, s.owner[t], moved))
        if game._any_triggers:
            bag.fire(game, "damaged", t, s.owner[t], moved)  # CR 1.9.3
    res.moved = moved


@handles(L.UnlessPays)
def _unless_pays(game: Game, step: L.UnlessPays, res: Resolution) -> None:
    # The named player chooses: pay (each way ink drops could pay part of it is an answer) or don't (the last).
    s = game.s
    who = players(game, step.who, res)
    if not who:
        return
    q = who[0]
    n = step.n
    splits = range(max(0, n - game.ready_ink(q)), min(s.drops[q], n) + 1)
    answer, res.answer = res.answer, -1
    if answer < 0 and splits:
        res.pc -= 1  # come back with the answer
        s.pending = AskOption(q, len(splits) + 1, resume=True, labels=tuple(
            pay_answer(n - k, k) for k in splits)
            + (Answer(Answered.DONT_PAY),))
        return
    if 0 <= answer < len(splits):
        k = splits[answer]
        zones.pay_ink(game, q, n - k)
        zones.remove_drops(game, q, k)
        game._log(Noted.PAYS_INK, player=q, count=n)
        return
    pc = res.pc
    res.steps = tuple(res.steps[:pc]) + step.steps + tuple(res.steps[pc:])


@handles(L.UnlessBottom)
def _unless_bottom(game: Game, step: L.UnlessBottom, res: Resolution) -> None:
    s = game.s
    cards = [t for t in res.vars.get(step.var, ()) if t >= 0 and s.zone[t] == PLAY]
    answer, res.answer = res.answer, -1
    if cards and answer < 0:
        res.pc -= 1
        s.pending = AskOption(s.owner[cards[0]], 2, resume=True, labels=(
            Answer(Answered.PUT_ON_BOTTOM), Answer(Answered.KEEP_IN_PLAY)))
        return
    if cards and answer == 0:
        zones.leave_play(game, cards[0], DECK)
        game._emit(PutOnBottom(-1, s.owner[cards[0]], 1))
        return
    pc = res.pc
    res.steps = tuple(res.steps[:pc]) + step.steps + tuple(res.steps[pc:])


@handles(L.RevealTopsInks)
def _reveal_tops_inks(game: Game, step: L.RevealTopsInks, res: Resolution) -> None:
    s = game.s
    inks: set[Any] = set()
    for q in players(game, "each", res):
        if s.deck[q] or zones.rebuild_deck(game, q):
            t = s.deck[q][0]
            s.reveals += 1
            game._emit(Revealed(t, q))
            inks.update(game.idef[t].card.inks)
    zones.draw(game, res.ctrl, len(inks))


@handles(L.LoseKeyword)
def _lose_keyword(game: Game, step: L.LoseKeyword, res: Resolution) -> None:
    s = game.s
    p = res.ctrl
    game._lose_kw = True
    for t in who(game, step.who, res):
        until, up = _until(step.duration, p, s.owner[t])
        s.effects.append(Effect(LOSE_KEYWORD, t, step.keyword, 0, until, up, p))


@handles(L.Continuous)
def _continuous(game: Game, step: L.Continuous, res: Resolution) -> None:
    s = game.s
    p = res.ctrl
    until = UNTIL_TURN if step.duration == "turn" else UNTIL_START
    e = Effect(CONTINUOUS, p, step.group, amount(game, step.amount, res), until, p, p, what=EffectKind(step.what),
               what_key=step.key, source=res.src, sel=step.sel)
    if step.what == "restrict":
        # CR 6.4.2.1: what cards can or can't do ("your characters can't be challenged until the start of your
        # next turn", the Restoring Atlantis example) is continuous: it covers cards played later too.
        s.effects.append(e)
        return
    # CR 6.4.2.2: a modifier ("your characters get +1 ¤ this turn") or an ability ("gain Resist +1") that a
    # resolved effect gives is applied: the cards in play as it resolves get it (the Kida example), a card
    # played later does not, and a card keeps it while it lasts even if it stops matching the group.
    kind = STAT if step.what == "stat" else KEYWORD
    for q in range(s.players):
        for t in s.play[q]:
            if stats.cont_applies(game, e, t):
                until_t, up = _until(step.duration, p, s.owner[t])
                s.effects.append(Effect(kind, t, step.key, e.amount, until_t, up, p))


# ------------------------------------------------------------------ players


@handles(L.GainLore)
def _gain_lore(game: Game, step: L.GainLore, res: Resolution) -> None:
    n = amount(game, step.n, res)
    for q in players(game, step.who, res):
        zones.gain_lore(game, q, n)


@handles(L.LoseLore)
def _lose_lore(game: Game, step: L.LoseLore, res: Resolution) -> None:
    s = game.s
    n = amount(game, step.n, res)
    for q in players(game, step.who, res):
        if game._any_statics and any(  # "During opponents' turns, you can't lose lore." (a static of q's card)
                "cant_lose_lore" in game.idef[c].static_keys and any(
                    ab.stat == "cant_lose_lore" and stats.condition(game, ab.condition, c) for ab in game.idef[c].statics)
                for c in s.play[q]):
            game._log(Noted.CANT_LOSE_LORE, player=q)
            continue
        lost = min(n, s.lore[q])
        s.lore[q] -= lost
        res.lost = (res.lost or 0) + lost  # "for each 1 lore lost this way"
        game._emit(LoreLost(-1, q, lost))


@handles(L.Draw)
def _draw(game: Game, step: L.Draw, res: Resolution) -> None:
    n = amount(game, step.n, res)
    for q in players(game, step.who, res):
        zones.draw(game, q, n)


@handles(L.Discard)
def _discard(game: Game, step: L.Discard, res: Resolution) -> None:
    s = game.s
    n = amount(game, step.n, res)
    # who discards is settled when it starts ("the player or players with the most cards" stays who it was)
    pr = res.progress()
    who = pr.discarders
    if who is None:
        who = pr.discarders = tuple(players(game, step.who, res))
    for q in who:
        if q in res.asked:
            continue
        res.asked += (q,)
        hand = tuple(s.hand[q])
        if hand and n > 0 and not _keeps_hand(game, q):
            res.pc -= 1  # come back for the next player (CR 9.2.2: in turn order)
            s.pending = AskTargets(q, hand, min(n, len(hand)), False, TargetsFor.DISCARD)
            return
    res.asked = ()
    pr.discarders = None


@handles(L.DiscardEither)
def _discard_either(game: Game, step: L.DiscardEither, res: Resolution) -> None:
    s = game.s
    sel = L.Sel(**{**_sel_fields(step.sel), "owner": "any", "zone": "hand"})
    for q in players(game, step.who, res):
        if q in res.asked:
            continue
        hand = tuple(s.hand[q])
        fits = tuple(t for t in hand if L.sel_matches(game, sel, t, q, res.src))
        if not hand or _keeps_hand(game, q):
            res.asked += (q,)
            continue
        res.pc -= 1  # come back: for the cards, then for the next player (CR 9.2.2: in turn order)
        if res.answer < 0:
            s.pending = AskOption(q, 2, resume=True, allowed=(0, 1) if fits else (0,), labels=(
                Answer(Answered.DISCARD_CARDS, (("count", step.n),)), Answer(Answered.DISCARD_ONE_THAT_FITS)))
            return
        k, res.answer = res.answer, -1
        res.asked += (q,)
        opts = hand if k == 0 else fits
        s.pending = AskTargets(q, opts, min(step.n, len(opts)) if k == 0 else 1, False, TargetsFor.DISCARD)
        return
    res.asked = ()


@handles(L.ExtraInk)
def _extra_ink(game: Game, step: L.ExtraInk, res: Resolution) -> None:
    p = res.ctrl
    game.s.effects.append(Effect(INK, p, "", amount(game, step.n, res), UNTIL_TURN, p, p))


@handles(L.CostReduction)
def _cost_reduction(game: Game, step: L.CostReduction, res: Resolution) -> None:
    p = res.ctrl
    game.s.effects.append(Effect(COST, p, step.card, amount(game, step.n, res), UNTIL_TURN, p, p))


@handles(L.InkDrops)
def _ink_drops(game: Game, step: L.InkDrops, res: Resolution) -> None:
    # "If you would get an ink drop, you may put the top card of your deck into your inkwell facedown and exerted
    # instead" (a static "drop_to_ink" of the player's card): that player is asked for each drop, in turn order.
    s = game.s
    pr = res.progress()
    if pr.drops_left is None:
        n = amount(game, step.n, res)
        pr.drops_left = tuple((q, n) for q in players(game, step.who, res))
    todo = list(pr.drops_left)
    answer, res.answer = res.answer, -1
    while todo:
        q, n = todo[0]
        if answer >= 0:  # the answer for one drop of q's: 1 puts the top card into the inkwell instead
            n -= 1
            if answer == 1 and s.deck[q]:
                game._log(Noted.TOP_CARD_INKED, player=q)
                zones.ink_facedown(game, s.deck[q][0], q, True)
            else:
                _give_drops(game, q, 1)
            answer = -1
            todo[0] = (q, n)
            if n <= 0:
                todo.pop(0)
                continue
        if n > 0 and s.deck[q] and _drop_to_ink(game, q):
            pr.drops_left = tuple(todo)
            res.pc -= 1  # come back with the answer
            s.pending = AskOption(q, 2, resume=True, labels=(
                Answer(Answered.GET_INK_DROP), Answer(Answered.INK_TOP_CARD_INSTEAD)))
            return
        _give_drops(game, q, n)
        todo.pop(0)
    pr.drops_left = None


def _give_drops(game: Game, q: int, n: int) -> None:
    game.s.drops[q] += n
    if n > 0:
        game.s.flags.add((GOT_DROP, q))  # "unless you got an ink drop this turn" (Flag "no_drop_this_turn")
    game._emit(InkDropsGained(-1, q, n))


def _drop_to_ink(game: Game, q: int) -> bool:
    """Does a static "drop_to_ink" of one of q's cards in play apply ("If you would get an ink drop, you may put
    the top card of your deck into your inkwell facedown and exerted instead")?"""
    return game._any_statics and "drop_to_ink" in game._static_stats and any(
        "drop_to_ink" in game.idef[c].static_keys and any(
            ab.stat == "drop_to_ink" and stats.condition(game, ab.condition, c) for ab in game.idef[c].statics)
        for c in game.s.play[q])


@handles(L.InkTop)
def _ink_top(game: Game, step: L.InkTop, res: Resolution) -> None:
    s = game.s
    for q in players(game, step.who, res):
        for _ in range(step.n):
            if not s.deck[q]:
                break
            t = s.deck[q][0]
            zones.ink_facedown(game, t, q, bool(step.exerted))


@handles(L.RevealTop)
def _reveal_top(game: Game, step: L.RevealTop, res: Resolution) -> None:
    s = game.s
    p = res.ctrl if step.who == "you" else next(iter(players(game, step.who, res)), -1)  # "their player may reveal"
    if p < 0:
        return
    if res.revealed >= 0:
        t, res.revealed = res.revealed, -1
        _reveal_then(game, step, t, p)
        return
    zones.rebuild_deck(game, p)
    if not s.deck[p]:
        return
    t = s.deck[p][0]
    s.reveals += 1
    game._emit(Revealed(t, p))
    sel = resolve_sel(game, step.sel, res)
    if not L.sel_matches(game, L.Sel(**{**_sel_fields(sel), "owner": "any"}), t, p, res.src):
        if step.otherwise == "bottom":
            s.deck[p].append(s.deck[p].pop(0))
            game._emit(PutOnBottom(-1, p, 1))
        elif step.otherwise == "hand":
            zones.move_zone(game, t, HAND)
        if step.else_steps:  # "Otherwise, ..., then ...": only when it did not match
            res.steps = tuple(res.steps[:res.pc]) + step.else_steps + tuple(res.steps[res.pc:])
        return
    if step.may:
        res.revealed = t
        res.pc -= 1
        s.pending = AskMay(p)  # no: it stays on top of the deck
        return
    _reveal_then(game, step, t, p)


def _reveal_then(game: Game, step: L.RevealTop, t: int, p: int) -> None:
    s = game.s
    if s.zone[t] != DECK:
        return
    zones.move_zone(game, t, HAND)
    if step.then == "play":
        turn_actions.use_cost_reduction(game, p, game.idef[t])
        turn_actions.enter_play(game, t, p, (), ())
        if step.exerted and s.zone[t] == PLAY:
            zones.exert(game, t)


def _shift_bases_now(game: Game, c: int) -> list[tuple[int, ...]]:
    """Every character (or pair) card ``c`` may be shifted onto now, by any of its Shifts."""
    from lorcana_desktop.engine.legal import shifts_now

    out: list[tuple[int, ...]] = []
    for sh in shifts_now(game, c):
        out.extend(b for b in legal.shift_bases(game, c, sh) if b not in out)
    return out


def _free_shift_or_play(game: Game, res: Resolution, opts: tuple[int, ...], zone: int, play_too: bool) -> None:
    """Choose one of ``opts`` (in ``zone``), then play it (``play_too``) or shift it onto a base, for free."""
    s = game.s
    p = res.ctrl
    pr = res.progress()
    if pr.free_card is None:
        if opts:
            res.pc -= 1  # come back with the card, then for how it is played
            s.pending = AskTargets(p, opts, 1, False, TargetsFor.VARIABLE, "_sfd")
        return
    c = next((t for t in pr.free_card if t >= 0), -1)
    keys: list[tuple[int, ...]] = ([()] if play_too else []) + (
        _shift_bases_now(game, c) if c >= 0 and s.zone[c] == zone else [])
    if not keys or c < 0 or s.zone[c] != zone:
        pr.free_card = None
        return
    if res.answer < 0:
        res.pc -= 1
        s.pending = AskOption(p, len(keys), resume=True, labels=tuple(
            Answer(Answered.PLAY_IT) if not key else Answer(Answered.SHIFT_ONTO, (("bases", tuple(game.name(b) for b in key)),))
            for key in keys))
        return
    key, res.answer = keys[min(res.answer, len(keys) - 1)], -1
    pr.free_card = None
    if zone == DISCARD:
        s.discard[p].remove(c)
        s.hand[p].append(c)
        s.zone[c] = HAND
        zones.left_discard(game, c, p)
    turn_actions.use_cost_reduction(game, p, game.idef[c], shift=bool(key))  # a free play uses "the next character costs less" up
    turn_actions.enter_play(game, c, p, key, ())


@handles(L.ShiftFromDiscard)
def _shift_from_discard(game: Game, step: L.ShiftFromDiscard, res: Resolution) -> None:
    s = game.s
    opts = () if res.prog is not None and res.prog.free_card is not None else tuple(
        c for c in s.discard[res.ctrl] if game.idef[c].type == CHARACTER and _shift_bases_now(game, c))
    _free_shift_or_play(game, res, opts, DISCARD, False)


@handles(L.PlayOrShiftFree)
def _play_or_shift_free(game: Game, step: L.PlayOrShiftFree, res: Resolution) -> None:
    s = game.s
    opts = () if res.prog is not None and res.prog.free_card is not None else tuple(
        c for c in s.hand[res.ctrl] if L.sel_matches(game, step.sel, c, res.ctrl, res.src))
    _free_shift_or_play(game, res, opts, HAND, True)


@handles(L.ShuffleDeck)
def _shuffle_deck(game: Game, step: L.ShuffleDeck, res: Resolution) -> None:
    s = game.s
    for q in ((res.ctrl,) if step.who == "you" else players(game, "each", res)):
        s.shuffle(s.deck[q])
        s.reveals += 1  # a shuffle: no undo past it


@handles(L.TopOrBottom)
def _top_or_bottom(game: Game, step: L.TopOrBottom, res: Resolution) -> None:
    s = game.s
    p = res.ctrl
    if res.looked is None:
        zones.rebuild_deck(game, p)
        if not s.deck[p]:
            return
        top = s.deck[p][0]
        res.looked = (top,)
        s.reveals += 1  # the controller saw the card: no undo past this
        game._emit(LookedAt(top, p))
        res.pc -= 1
        s.pending = AskTopOrBottom(p, top)  # option 0: keep it on top, 1: put it on the bottom
        return
    res.looked = None
    bottom, res.answer = res.answer == 1, -1
    if bottom and s.deck[p]:
        s.deck[p].append(s.deck[p].pop(0))
        game._emit(PutOnBottom(-1, p, 1))


@handles(L.DiscardHand)
def _discard_hand(game: Game, step: L.DiscardHand, res: Resolution) -> None:
    s = game.s
    for q in players(game, step.who, res):
        gone = () if _keeps_hand(game, q) else tuple(s.hand[q])
        for t in gone:
            zones.move_zone(game, t, DISCARD)
        game._discarded(q, gone)


@handles(L.PayInk)
def _pay_ink(game: Game, step: L.PayInk, res: Resolution) -> None:
    p = res.ctrl
    n = step.n
    ready = game.ready_ink(p)
    # Each ink drop may pay 1 ⬡: the player chooses how many to remove (the answers, fewest drops first).
    splits = range(max(0, n - ready), min(game.s.drops[p], n) + 1)
    if not splits:
        if res.name:
            game._log(Noted.CANNOT_PAY_INK, ability=res.name, count=n)
        else:
            game._log(Noted.EFFECT_CANNOT_PAY_INK, count=n)
        res.pc = len(res.steps)
        return
    if len(splits) > 1 and res.answer < 0:
        res.pc -= 1  # come back with the answer
        game.s.pending = AskOption(p, len(splits), resume=True, labels=tuple(
            pay_answer(n - k, k) for k in splits))
        return
    k = splits[res.answer] if res.answer >= 0 else splits[0]
    res.answer = -1
    zones.pay_ink(game, p, n - k)
    zones.remove_drops(game, p, k)


@handles(L.Mill)
def _mill(game: Game, step: L.Mill, res: Resolution) -> None:
    s = game.s
    n = amount(game, step.n, res)
    for q in players(game, step.who, res):
        gone: list[int] = []
        for _ in range(n):
            if not s.deck[q]:
                break
            gone.append(s.deck[q][0])
            zones.move_zone(game, s.deck[q][0], DISCARD)
        if step.into:
            res.vars[step.into] = tuple(res.vars.get(step.into, ())) + tuple(gone)
        if gone and "milled" in game._events:
            bag.fire(game, "milled", -1, q)  # "whenever you put 1 or more cards into your discard from your deck"


# ------------------------------------------------------------------ cards


@handles(L.DealDamage)
def _deal_damage(game: Game, step: L.DealDamage, res: Resolution) -> None:
    s = game.s
    for t in who(game, step.who, res):
        n = challenge.deal_damage(game, t, amount(game, step.n, res), resist=step.resist)
        if n and res.action and s.owner[t] != res.ctrl and "action_damage" in game._events:
            bag.fire(game, "action_damage", t, res.ctrl, n)  # "whenever one of your actions deals damage to ..."


@handles(L.PutDamage)
def _put_damage(game: Game, step: L.PutDamage, res: Resolution) -> None:
    s = game.s
    for t in who(game, step.who, res):
        n = amount(game, step.n, res)
        if n <= 0:
            continue
        s.damage[t] += n  # put, not dealt: Resist does not reduce it (CR 1.9.2.2, 8.8.3)
        game._emit(DamagePut(t, s.owner[t], n))
        if game._any_triggers:
            bag.fire(game, "damaged", t, s.owner[t], n)  # CR 1.9.3: damage put on it by any means


def damage_stays(game: Game) -> bool:
    """"Damage counters can't be removed." (a static of a card in play, any player's): removing or moving damage
    does nothing (moving removes it first, CR 1.9.2.4)."""
    return game._any_statics and "no_damage_removal" in game._static_stats and any(
        "no_damage_removal" in game.idef[c].static_keys and any(
            ab.stat == "no_damage_removal" and stats.condition(game, ab.condition, c) for ab in game.idef[c].statics)
        for z in game.s.play for c in z)


@handles(L.RemoveDamage)
def _remove_damage(game: Game, step: L.RemoveDamage, res: Resolution) -> None:
    s = game.s
    if damage_stays(game):
        game._log(Noted.NO_DAMAGE_REMOVED)
        return
    if not step.up_to:
        for t in who(game, step.who, res):
            _remove_from(game, t, min(amount(game, step.n, res), s.damage[t]), res)
        return
    # CR 6.1.3: "up to N" includes 0: for each card in turn, the player chooses how much (asked when the card has
    # damage to remove); the cards are the ones named as it starts.
    pr = res.progress()
    if pr.removing is None:
        pr.removing = tuple(who(game, step.who, res))
    cards = pr.removing
    k, pr.removing_at = pr.removing_at or 0, None
    if pr.remove_amount is not None:
        t = cards[k]
        if s.zone[t] == PLAY:
            n = min(pr.remove_amount, s.damage[t])
            _remove_from(game, t, n, res)
            pr.removed_so_far = (pr.removed_so_far or 0) + n
        pr.remove_amount = None
        k += 1
    while k < len(cards):
        t = cards[k]
        if s.zone[t] == PLAY:
            most = min(amount(game, step.n, res) - ((pr.removed_so_far or 0) if step.total else 0), s.damage[t])
            if most > 0:
                pr.removing_at = k
                res.pc -= 1  # come back with the amount
                s.pending = AskAmount(res.ctrl, most, "_rm_n")
                return
            _remove_from(game, t, 0, res)
        k += 1
    pr.removing = pr.removed_so_far = None


def _remove_from(game: Game, t: int, n: int, res: Resolution) -> None:
    s = game.s
    s.damage[t] -= n
    res.removed = (res.removed or 0) + n  # "for each 1 damage removed this way"
    if n > 0:
        s.flags.add((REMOVED, res.ctrl, t))  # "if you removed damage from a character this turn"
    game._emit(DamageRemoved(t, s.owner[t], n))
    if n > 0 and "damage_removed" in game._events:
        bag.fire(game, "damage_removed", t, res.ctrl, n)  # "whenever you remove 1 or more damage from ..."


@handles(L.MoveDamage)
def _move_damage(game: Game, step: L.MoveDamage, res: Resolution) -> None:
    # CR 1.9.2.4: remove from one, put on another (not "dealt": Resist does not apply).
    s = game.s
    if damage_stays(game):
        game._log(Noted.NO_DAMAGE_MOVED)
        return
    srcs = who(game, step.src, res)
    dsts = who(game, step.dst, res)
    if srcs and dsts and srcs[0] != dsts[0]:
        n = min(amount(game, step.n, res), s.damage[srcs[0]])
        s.damage[srcs[0]] -= n
        s.damage[dsts[0]] += n
        game._emit(DamageMoved(dsts[0], s.owner[dsts[0]], n))
        if n and game._any_triggers:
            bag.fire(game, "damaged", dsts[0], s.owner[dsts[0]], n)  # CR 1.9.3


@handles(L.Float)
def _float(game: Game, step: L.Float, res: Resolution) -> None:
    p = res.ctrl
    targets = [-1] if step.who == "any" else who(game, step.who, res)
    until = UNTIL_TURN if step.duration == "turn" else UNTIL_START if step.duration == "next_turn" else UNTIL_PLAY
    for t in targets:
        game.s.effects.append(Effect(FLOAT, t, step.event, FLOAT_EACH, until, p, p, step.steps))


@handles(L.Delayed)
def _delayed(game: Game, step: L.Delayed, res: Resolution) -> None:
    # CR 6.2.8: a delayed trigger acts on the very cards its effect named ("at the end of your turn, banish
    # them"): the chosen cards are bound into its steps as "card:<ids>".
    p = res.ctrl
    vs = res.vars
    steps = tuple(_bind(x, vs) for x in step.steps)
    game.s.effects.append(Effect(FLOAT, -1, step.event, FLOAT_DELAYED, UNTIL_PLAY, p, p, steps))


def _bind(x: Any, vs: dict[str, Any]) -> Any:
    """A step whose ``who`` is a variable of chosen cards, with those cards written in ("card:<ids>")."""
    who = getattr(x, "who", None)
    if not isinstance(who, str) or who not in vs or who == "you":
        return x
    return replace(x, who="card:" + ",".join(str(t) for t in vs[who] if t >= 0))


@handles(L.Replace)
def _replace(game: Game, step: L.Replace, res: Resolution) -> None:
    p = res.ctrl
    until = UNTIL_TURN if step.duration == "turn" else UNTIL_START if step.duration == "next_turn" \
        else UNTIL_CHALLENGE if step.duration == "challenge" else UNTIL_PLAY
    for t in who(game, step.who, res):
        game.s.effects.append(Effect(REPLACE, t, step.event, 0, until, p, p, mode=step.mode))


@handles(L.PlayFree)
def _play_free(game: Game, step: L.PlayFree, res: Resolution) -> None:
    # Play the chosen card(s) from hand or discard without paying (CR 4.3.2.2).
    s = game.s
    p = res.ctrl if step.who == "you" else next(iter(players(game, step.who, res)), -1)
    chosen = (res.src,) if step.var == "self" else res.vars.get(step.var, ())  # "play her" (from the discard)
    for t in chosen:
        if t >= 0 and s.zone[t] in (HAND, DISCARD, INKWELL) and s.owner[t] == p:
            if game.idef[t].type == ACTION and legal.actions_blocked(game, p, t):
                game._log(Noted.ACTIONS_BLOCKED, "1.2.2", card=game.name(t))
                continue
            if game.idef[t].type == CHARACTER and (DISCARD_PLAY, p) in s.flags \
                    and zones.name_played_from_discard(game, t, p):
                game._log(Noted.NAME_PLAYED_FROM_DISCARD, card=game.name(t))
                continue
            if s.zone[t] == DISCARD or s.zone[t] == INKWELL:  # ("play a Puppy character from there": the inkwell)
                was = s.zone[t]
                (s.discard[p] if s.zone[t] == DISCARD else s.inkwell[p]).remove(t)
                s.hand[p].append(t)
                s.zone[t] = HAND
                if was == DISCARD:
                    zones.left_discard(game, t, p)
            # CR 4.3.6 example A: "the next character you play costs 1 less" is used up
            # by a character played for free too.
            turn_actions.use_cost_reduction(game, p, game.idef[t])
            if step.bottom:
                s.flags.add((TO_BOTTOM, t))  # "then put it on the bottom of your deck instead of into your discard"
            turn_actions.enter_play(game, t, p, (), ())
            if step.exerted and s.zone[t] == PLAY and not s.exerted[t]:
                zones.exert(game, t)


@handles(L.PlayPaying)
def _play_paying(game: Game, step: L.PlayPaying, res: Resolution) -> None:
    # Played as the effect resolves (CR 4.3.2.2 steps, the cost paid now); each ink drop may pay 1 ⬡ of it.
    s = game.s
    p = res.ctrl
    t = res.src if step.var == "self" else next((x for x in res.vars.get(step.var, ()) if x >= 0), -1)
    if t < 0 or s.zone[t] not in (HAND, DISCARD) or s.owner[t] != p:
        return
    d = game.idef[t]
    why: Noted | None = None
    if d.type == ACTION and legal.actions_blocked(game, p, t):
        why = Noted.NOT_PLAYED_ACTIONS_BLOCKED
    elif d.play_after_character and (PLAYED_CHARACTER, p) not in s.flags:
        why = Noted.NOT_PLAYED_AFTER_CHARACTER
    elif d.play_if is not None and not stats.condition(game, d.play_if, t):
        why = Noted.NOT_PLAYED_CONDITION
    elif d.type == CHARACTER and (DISCARD_PLAY, p) in s.flags and zones.name_played_from_discard(game, t, p):
        why = Noted.NOT_PLAYED_NAME_FROM_DISCARD
    cost = stats.play_cost(game, t)
    splits = range(max(0, cost - game.ready_ink(p)), min(s.drops[p], cost) + 1)
    if why is None and not splits:
        res.answer = -1
        game._log(Noted.NOT_PLAYED_INK, card=game.name(t), cost=cost)
        return
    if why is not None:
        res.answer = -1
        game._log(why, "1.2.2" if why is Noted.NOT_PLAYED_ACTIONS_BLOCKED else "", card=game.name(t))
        return
    if len(splits) > 1 and res.answer < 0:
        res.pc -= 1  # come back with the answer
        s.pending = AskOption(p, len(splits), resume=True, labels=tuple(
            pay_answer(cost - k, k) for k in splits))
        return
    k = splits[res.answer] if res.answer >= 0 else splits[0]
    res.answer = -1
    if s.zone[t] == DISCARD:
        s.discard[p].remove(t)
        s.hand[p].append(t)
        s.zone[t] = HAND
        zones.left_discard(game, t, p)
    zones.pay_ink(game, p, cost - k)
    zones.remove_drops(game, p, k, t)
    turn_actions.use_cost_reduction(game, p, d)
    if cost - k <= 2 and "cheap_play" in game._events:
        s.flags.add((CHEAP, t))  # "whenever you pay 2 ⬡ or less to play a card"
    turn_actions.enter_play(game, t, p, (), ())


@handles(L.PlayFromDiscard)
def _play_from_discard(game: Game, step: L.PlayFromDiscard, res: Resolution) -> None:
    game.s.flags.add((DISCARD_PLAY, res.ctrl))  # this turn's flags end with the turn (CR 6.1.13.4)


@handles(L.ToInkwell)
def _to_inkwell(game: Game, step: L.ToInkwell, res: Resolution) -> None:
    # Into its owner's inkwell, face down; not the once-a-turn inking (CR 4.2.3.2). ``who`` may also
    # name chosen cards in hand or discard, or "self" for this card from the discard.
    s = game.s
    vs = res.vars.get(step.who, ()) if isinstance(step.who, str) else ()
    targets = who(game, step.who, res) + [t for t in vs if t >= 0 and s.zone[t] in (HAND, DISCARD, DECK)]
    if step.who == "self" and s.zone[res.src] == DISCARD:
        targets.append(res.src)
    if step.who == "trigger_card" and res.trig >= 0 and s.zone[res.trig] == DISCARD \
            and s.owner[res.trig] == res.ctrl:  # "put that card from your discard into your inkwell"
        targets.append(res.trig)
    if step.who == "trigger" and res.trig >= 0 and s.zone[res.trig] == DISCARD:
        targets.append(res.trig)  # "put that card into your inkwell": the banished card (CR 6.3.3 example)
    for t in targets:
        zones.ink_facedown(game, t, s.owner[t], bool(step.exerted))


@handles(L.ToDeckBottom)
def _to_deck_bottom(game: Game, step: L.ToDeckBottom, res: Resolution) -> None:
    for t in who(game, step.who, res):
        zones.leave_play(game, t, DECK)


@handles(L.Banish)
def _banish(game: Game, step: L.Banish, res: Resolution) -> None:
    zones.banish(game, who(game, step.who, res))


@handles(L.ReturnToHand)
def _return_to_hand(game: Game, step: L.ReturnToHand, res: Resolution) -> None:
    s = game.s
    p = res.ctrl
    for t in who(game, step.who, res):
        zones.leave_play(game, t, HAND)
    # "return this card to your hand" from the discard (it was banished), or chosen cards of the discard.
    who_ = step.who
    if who_ == "trigger_any" and res.trig >= 0 and s.zone[res.trig] == DISCARD:  # "return that card to its
        zones.move_zone(game, res.trig, HAND)  # player's hand" (whoever owns it)
        return
    gone = [res.src] if who_ == "self" else [res.trig] if who_ == "trigger_card" \
        else [t for t in res.vars.get(who_, ()) if t >= 0] if isinstance(who_, str) and who_ in res.vars else []
    for t in gone:
        if 0 <= t and s.zone[t] == DISCARD and s.owner[t] == p:
            zones.move_zone(game, t, HAND)
        elif 0 <= t and s.zone[t] == INKWELL and s.owner[t] == p:  # "return one [of your inkwell] to your hand"
            s.reveals += 1  # the inkwell's faces were seen: no undo past this
            zones.move_zone(game, t, HAND)
            s.exerted[t] = False


@handles(L.Exert)
def _exert(game: Game, step: L.Exert, res: Resolution) -> None:
    for t in who(game, step.who, res):
        zones.exert(game, t)


@handles(L.Ready)
def _ready(game: Game, step: L.Ready, res: Resolution) -> None:
    s = game.s
    for t in who(game, step.who, res):
        was = s.exerted[t]
        s.exerted[t] = False
        game._emit(Readied(t, s.owner[t]))
        if was and "ready" in game._events:
            bag.fire(game, "ready", t, res.ctrl)  # "whenever you ready this character"


@handles(L.If)
def _if(game: Game, step: L.If, res: Resolution) -> None:
    more = step.steps if cond_holds(game, step.cond, res) else step.otherwise
    if more:
        pc = res.pc
        res.steps = tuple(res.steps[:pc]) + more + tuple(res.steps[pc:])


@handles(L.MoveTo)
def _move_to(game: Game, step: L.MoveTo, res: Resolution) -> None:
    s = game.s
    # "move there": the location whose play triggered the ability (CR 6.7.8 example), or chosen ones
    chosen = (res.trig,) if step.loc == "trigger" else (s.at[res.src],) if step.loc == "here" \
        else res.vars.get(step.loc, ())  # ("here": the location this character is at)
    locs = [t for t in chosen if t >= 0 and s.zone[t] == PLAY]
    if not locs:
        return
    for t in who(game, step.who, res):
        if s.owner[t] == s.owner[locs[0]] and s.at[t] != locs[0]:
            came_from = s.at[t]
            s.at[t] = locs[0]
            res.moved_chars = (res.moved_chars or 0) + 1  # "for each character you moved"
            game._emit(Moved(t, s.owner[t], locs[0]))
            bag.fire(game, "move", t, s.owner[t], came_from)  # the location it left, or -1


@handles(L.RevealHand)
def _reveal_hand(game: Game, step: L.RevealHand, res: Resolution) -> None:
    # "look at chosen opponent's hand" (``who`` "look:..."): only the controller sees it; "reveals": everyone.
    s = game.s
    look = step.who.startswith("look:")
    for q in players(game, step.who.removeprefix("look:"), res):
        s.reveals += 1  # hidden information seen: no undo past this
        for t in s.hand[q]:
            game._emit(LookedAt(t, res.ctrl) if look else Revealed(t, q))  # (the looker sees them, not the owner)


@handles(L.DiscardChosen)
def _discard_chosen(game: Game, step: L.DiscardChosen, res: Resolution) -> None:
    s = game.s
    if res.taken is not None:
        chosen, res.taken = res.taken, None
        gone = tuple(t for t in chosen if s.zone[t] == HAND and not _keeps_hand(game, s.owner[t]))
        for t in gone:
            zones.move_zone(game, t, DISCARD)
        if gone:
            game._discarded(s.owner[gone[0]], gone)
        return
    for q in players(game, step.who, res):
        s.reveals += 1
        for t in s.hand[q]:
            game._emit(Revealed(t, q))
        opts = tuple(t for t in s.hand[q] if L.sel_matches(game, step.sel, t, q, res.src))
        if opts:
            res.pc -= 1
            s.pending = AskTargets(res.ctrl, opts, 1, False, TargetsFor.DISCARD_CHOSEN)
            return


@handles(L.TopCardDuel)
def _top_card_duel(game: Game, step: L.TopCardDuel, res: Resolution) -> None:
    s = game.s
    tops = []
    for k in range(s.players):
        q = (s.active + k) % s.players
        if not s.out[q] and (s.deck[q] or zones.rebuild_deck(game, q)):
            t = s.deck[q][0]
            tops.append(t)
            s.reveals += 1
            game._emit(Revealed(t, q))
    if not tops:
        return
    best = max(game.idef[t].cost for t in tops)
    for t in tops:
        if game.idef[t].cost == best:
            zones.move_zone(game, t, HAND)
        else:
            deck = s.deck[s.owner[t]]
            deck.remove(t)
            deck.append(t)


@handles(L.ShuffleIntoDeck)
def _shuffle_into_deck(game: Game, step: L.ShuffleIntoDeck, res: Resolution) -> None:
    # Chosen cards of a hand, a discard or in play ("shuffle chosen character into their player's deck"), or
    # "self": this card, in play or (banished) in the discard.
    s = game.s
    for t in ((res.src,) if step.var == "self" else res.vars.get(step.var, ())):
        if t >= 0 and s.zone[t] in (HAND, DISCARD, PLAY):
            zones.move_zone(game, t, DECK)
            s.shuffle(s.deck[s.owner[t]])
            s.reveals += 1  # a shuffle: no undo past it


def _in_order(game: Game, res: Resolution, cards: tuple[int, ...], end: DeckEnd) -> tuple[int, ...] | None:
    """Chosen cards in the order their player puts them on ``end`` of the deck ("in any order"), first the
    topmost of them: asked when there are two or more; None while it is asked (the step comes back)."""
    if len(cards) < 2:
        return cards
    pr = res.progress()
    if pr.put_order is not None:
        got, pr.put_order = pr.put_order, None
        return tuple(t for t in got if t in cards)
    res.pc -= 1
    game.s.pending = AskOrder(res.ctrl, cards, "_po", end)
    return None


@handles(L.PutBottom)
def _put_bottom(game: Game, step: L.PutBottom, res: Resolution) -> None:
    s = game.s
    cards = tuple(t for t in ((res.src,) if step.var == "self" else res.vars.get(step.var, ()))
                  if t >= 0 and s.zone[t] in (HAND, DISCARD))
    order = _in_order(game, res, cards, DeckEnd.BOTTOM)
    for t in order or ():
        if s.zone[t] in (HAND, DISCARD):
            zones.move_zone(game, t, DECK)  # appended: the bottom of the deck


# ------------------------------------------------------------------ the top of a deck, cards from the discard


@handles(L.LookPick)
def _look_pick(game: Game, step: L.LookPick, res: Resolution) -> None:
    """Look at (or reveal) the top n cards; each pick in turn asks for its cards among those left (the
    choice lands in ``Progress.pick_chosen``); the rest go where printed, in an order the controller chooses
    (``Progress.rest_order``)."""
    s = game.s
    p = res.ctrl
    pr = res.progress()
    if res.picking is None:
        owners = players(game, step.who, res)
        if not owners:
            return
        n = amount(game, step.n, res)
        if not step.picks:  # "look at the top card of each opponent's deck"
            for q in owners:
                zones.rebuild_deck(game, q)
                s.reveals += 1
                for t in s.deck[q][:n]:
                    game._emit(LookedAt(t, p))
            return
        q = owners[0]
        zones.rebuild_deck(game, q)
        top = tuple(s.deck[q][:n])
        if not top:
            return
        s.reveals += 1  # hidden information seen: no undo past this
        for t in top:
            if step.reveal:
                game._emit(Revealed(t, q))
            else:
                game._emit(LookedAt(t, p))
        res.picking, res.picking_from, res.pick = top, q, 0
    # (an action played from among them resolves before the rest are put away, CR 4.3.3.2: what it drew or moved
    # out of the deck is no longer among them)
    left = tuple(t for t in res.picking or () if s.zone[t] == DECK)
    q = res.picking_from
    k = res.pick
    while k < len(step.picks):
        pick = step.picks[k]
        var = f"_lp{k}"
        if pr.pick_chosen is not None:  # the answer to this pick's choice
            chosen = tuple(t for t in pr.pick_chosen if t in left)
            pr.pick_chosen = None
        else:
            opts = tuple(t for t in left if pick.fits(game, t, p, res.src))
            if not pick.all_fit and opts:
                res.pick = k
                res.pc -= 1  # come back with the choice
                s.pending = AskTargets(p, opts, min(pick.n, len(opts)), step.may or pick.up_to
                                       or pick.n == L.ANY_NUMBER, TargetsFor.VARIABLE, var)
                return
            chosen = opts
        for t in chosen:
            if pick.to == "top":  # put on top at the end, in an order the controller chooses
                res.picked_top = (*(res.picked_top or ()), t)
            elif pick.or_play is not None and s.zone[t] == DECK and L.sel_matches(game, pick.or_play, t, p, res.src):
                if res.answer < 0:  # "you may play it for free instead": asked, then this step comes back
                    pr.pick_chosen, res.pick = chosen, k
                    res.pc -= 1
                    s.pending = AskOption(p, 2, resume=True, labels=(
                        Answer(Answered.PUT_INTO_HAND), Answer(Answered.PLAY_FREE_EXERTED)))
                    return
                play, res.answer = res.answer == 1, -1
                if play:
                    s.flags.add((EXERT_ENTRY, t))  # it enters play exerted (as it enters, CR 6.7.9)
                _look_put(game, t, "play" if play else "hand", p, q, step.reveal)
            else:
                _look_put(game, t, pick.to, p, q, step.reveal)
        left = tuple(t for t in left if t not in chosen)
        res.picking = left
        if pick.keep:
            res.vars[pick.keep] = chosen
        k += 1
        if s.res is not res or s.pending is not None:
            # an action played from among them resolves now (CR 4.3.3.2), a Bodyguard played from among them asks
            # now whether it enters play exerted (CR 8.3.2); this effect's next sentence, the rest put away, comes
            # after it (CR 6.1.2): back here then
            res.pick = k
            res.pc -= 1
            return
    res.pick = k
    tops = tuple(t for t in res.picked_top or () if s.zone[t] == DECK)
    if len(tops) > 1 and pr.top_order is None:
        res.pc -= 1
        s.pending = AskOrder(p, tops, "_lpto")  # first: the top card
        return
    if len(left) > 1 and step.rest in ("top", "bottom") and pr.rest_order is None:
        res.pc -= 1
        end = DeckEnd.BOTTOM if step.rest == "bottom" else DeckEnd.TOP
        s.pending = AskOrder(p, left, "_lpo", end)  # first: the top one of them
        return
    order = tuple(t for t in (left if pr.rest_order is None else pr.rest_order) if t in left)
    pr.rest_order = None
    if step.n == 1 and step.rest == "bottom":  # "if it's ..., you may ...; otherwise, bottom": a declined fit stays
        order = tuple(t for t in order if not any(pk.fits(game, t, p, res.src) for pk in step.picks))
    tops = tuple(t for t in (tops if pr.top_order is None else pr.top_order) if t in tops)
    pr.top_order = None
    res.picking, res.picking_from, res.pick, res.picked_top = None, -1, 0, None
    deck = s.deck[q]
    if tops:
        deck[:] = [*tops, *(t for t in deck if t not in tops)]
    if step.rest in ("", "top"):
        rest = [t for t in deck if t not in order]
        deck[:] = list(order) + rest
    elif step.rest == "bottom":
        for t in order:
            deck.remove(t)
            deck.append(t)
        if order:
            game._emit(PutOnBottom(-1, q, len(order)))
    else:
        for t in order:
            _look_put(game, t, step.rest, p, q, step.reveal)
        if step.rest == "discard" and order and "milled" in game._events:
            bag.fire(game, "milled", -1, q)  # "whenever you put 1 or more cards into your discard from your deck"


def _look_put(game: Game, t: int, to: str, p: int, q: int, revealed: bool) -> None:
    s = game.s
    if s.zone[t] != DECK:
        return
    deck = s.deck[q]
    if to == "top":
        deck.remove(t)
        deck.insert(0, t)
    elif to == "bottom":
        deck.remove(t)
        deck.append(t)
        game._emit(PutOnBottom(-1, q, 1))
    elif to == "inkwell":
        zones.ink_facedown(game, t, q, True)
    elif to == "discard":
        zones.move_zone(game, t, DISCARD)
    else:
        if not revealed:
            game._emit(Revealed(t, q))  # "you may reveal it and put it into your hand"
        zones.move_zone(game, t, HAND)
        if to == "play" and s.owner[t] == p:  # played for free (CR 4.3.2.2): the card's own play
            turn_actions.use_cost_reduction(game, p, game.idef[t])
            turn_actions.enter_play(game, t, p, (), ())


@handles(L.PutTop)
def _put_top(game: Game, step: L.PutTop, res: Resolution) -> None:
    s = game.s
    cards = tuple(t for t in ((res.src,) if step.var == "self" else res.vars.get(step.var, ()))
                  if t >= 0 and s.zone[t] in (HAND, DISCARD, PLAY))
    order = _in_order(game, res, cards, DeckEnd.TOP)
    for t in reversed(order or ()):  # the first ends on top
        if s.zone[t] in (HAND, DISCARD, PLAY):
            zones.move_zone(game, t, DECK)
            deck = s.deck[s.owner[t]]
            deck.insert(0, deck.pop())


@handles(L.EachRevealTop)
def _each_reveal_top(game: Game, step: L.EachRevealTop, res: Resolution) -> None:
    """In turn order (CR 9.2.2) each player reveals; the owner of a fitting card decides
    (``Progress.reveal_pick``)."""
    s = game.s
    pr = res.progress()
    if pr.revealers is None:
        pr.revealers = tuple(players(game, step.who, res))
        for q in pr.revealers if step.shuffle else ():
            s.shuffle(s.deck[q])
            s.reveals += 1
        for q in pr.revealers if step.then == "play" else ():  # all revealed before anyone decides
            if s.deck[q] or zones.rebuild_deck(game, q):
                s.reveals += 1
                game._emit(Revealed(s.deck[q][0], q))
    if pr.reveal_pick is not None:
        got, pr.reveal_pick = pr.reveal_pick, None
        for t in got:
            if s.zone[t] == DECK:
                zones.move_zone(game, t, HAND)
                if step.then == "play":  # played for free by its owner (CR 1.5.5.3)
                    turn_actions.use_cost_reduction(game, s.owner[t], game.idef[t])
                    turn_actions.enter_play(game, t, s.owner[t], (), ())
        if s.pending is not None:  # a Bodyguard played: whether it enters exerted is asked now (CR 8.3.2), the
            res.pc -= 1            # next player's revealed card after
            return
    todo = pr.revealers
    while todo:
        q, todo = todo[0], todo[1:]
        pr.revealers = todo
        if not (s.deck[q] or zones.rebuild_deck(game, q)):
            continue
        t = s.deck[q][0]
        if step.then != "play":
            s.reveals += 1
            game._emit(Revealed(t, q))
        if L.sel_matches(game, step.sel, t, q, res.src):
            res.pc -= 1
            s.pending = AskTargets(q, (t,), 1, True, TargetsFor.VARIABLE, "_er_pick")  # "they may put it into their hand"
            return
        s.deck[q].append(s.deck[q].pop(0))
        game._emit(PutOnBottom(-1, q, 1))
    pr.revealers = None


@handles(L.ShuffleAll)
def _shuffle_all(game: Game, step: L.ShuffleAll, res: Resolution) -> None:
    s = game.s
    owners = set()
    for t in _select(game, step.sel, res):
        zones.move_zone(game, t, DECK)
        owners.add(s.owner[t])
    for q in sorted(owners):
        s.shuffle(s.deck[q])
        s.reveals += 1


@handles(L.AllToBottom)
def _all_to_bottom(game: Game, step: L.AllToBottom, res: Resolution) -> None:
    s = game.s
    pr = res.progress()
    cards = tuple(_select(game, step.sel, res))
    if len(cards) > 1 and pr.bottom_order is None:
        res.pc -= 1
        s.pending = AskOrder(res.ctrl, cards, "_ab", DeckEnd.BOTTOM)  # first: the one that goes down first
        return
    order, pr.bottom_order = pr.bottom_order, None
    for t in cards if order is None else order:
        if s.zone[t] in (DISCARD, HAND):  # ("put all the cards in your hand on the bottom of your deck")
            zones.move_zone(game, t, DECK)  # appended: the bottom of the deck


@handles(L.SearchDeck)
def _search_deck(game: Game, step: L.SearchDeck, res: Resolution) -> None:
    s = game.s
    p = res.ctrl
    pr = res.progress()
    deck = s.deck[p]
    if pr.searched is None:
        s.reveals += 1  # the whole deck was seen
        opts = tuple(t for t in deck if any(L.sel_matches(game, x, t, p, res.src) for x in step.sels))
        if opts:
            pr.searched = ()
            res.pc -= 1
            s.pending = AskTargets(p, opts, 1, False, TargetsFor.VARIABLE, "_sd")
            return
        s.shuffle(deck)  # nothing found: the deck is still shuffled
        return
    found = [t for t in pr.searched if s.zone[t] == DECK and s.owner[t] == p]
    pr.searched = None
    for t in found:
        game._emit(Revealed(t, p))  # to all players
        if step.to == "hand":
            zones.move_zone(game, t, HAND)
        else:
            deck.remove(t)
    s.shuffle(deck)
    if step.to == "top":
        deck[:0] = found


@handles(L.RevealUntil)
def _reveal_until(game: Game, step: L.RevealUntil, res: Resolution) -> None:
    s = game.s
    p = res.ctrl
    deck = s.deck[p]
    s.reveals += 1
    for t in list(deck):
        game._emit(Revealed(t, p))
        if L.sel_matches(game, step.sel, t, p, res.src):
            zones.move_zone(game, t, HAND)
            break
    s.shuffle(deck)  # the rest (revealed or not) shuffled back together
@handles(L.DiscardCards)
def _discard_cards(game: Game, step: L.DiscardCards, res: Resolution) -> None:
    s = game.s
    gone = tuple(t for t in res.vars.get(step.var, ()) if t >= 0 and s.zone[t] == HAND)
    if step.sel is not None:
        sel = L.Sel(**{**_sel_fields(step.sel), "owner": "any", "zone": "hand"})
        gone += tuple(t for v in res.vars.get(step.of, ()) if v < 0 for t in s.hand[-1 - v]
                      if L.sel_matches(game, sel, t, res.ctrl, res.src))
    for t in gone:
        zones.move_zone(game, t, DISCARD)
    for q in sorted({s.owner[t] for t in gone}):  # one "discards" event per player (CR 6.1.8 example)
        game._discarded(q, tuple(t for t in gone if s.owner[t] == q))


@handles(L.And)
def _and(game: Game, step: L.And, res: Resolution) -> None:
    pc = res.pc
    res.steps = tuple(res.steps[:pc]) + step.first + step.second + tuple(res.steps[pc:])


@handles(L.InkwellState)
def _inkwell_state(game: Game, step: L.InkwellState, res: Resolution) -> None:
    s = game.s
    for q in players(game, step.who, res):
        for t in s.inkwell[q]:
            s.exerted[t] = step.exerted
        game._log(Noted.INKWELL_EXERTED if step.exerted else Noted.INKWELL_READIED, player=q)


@handles(L.HandToInkwell)
def _hand_to_inkwell(game: Game, step: L.HandToInkwell, res: Resolution) -> None:
    s = game.s
    for q in players(game, step.who, res):
        for t in list(s.hand[q]):
            zones.ink_facedown(game, t, q, step.exerted)


@handles(L.RevealNamed)
def _reveal_named(game: Game, step: L.RevealNamed, res: Resolution) -> None:
    s = game.s
    p = res.ctrl
    named = res.vars.get(step.var, "")
    game._emit(Named(-1, p, str(named)))
    zones.rebuild_deck(game, p)
    if not s.deck[p]:
        return
    t = s.deck[p][0]
    s.reveals += 1
    game._emit(Revealed(t, p))
    if named not in game.idef[t].names:
        return  # otherwise it stays on the top of the deck
    if game.witness is not None and named in game.idef[t].extra_names:
        game.witness.named(t, named)
    zones.move_zone(game, t, HAND if step.to == "hand" else INKWELL)
    if step.to == "inkwell":
        s.exerted[t] = True
        if game._any_triggers:
            bag.fire(game, "ink", t, p)
    if step.then:
        pc = res.pc
        res.steps = tuple(res.steps[:pc]) + step.then + tuple(res.steps[pc:])


@handles(L.ReturnNamed)
def _return_named(game: Game, step: L.ReturnNamed, res: Resolution) -> None:
    s = game.s
    p = res.ctrl
    named = res.vars.get(step.var, "")
    game._emit(Named(-1, p, str(named)))
    for t in list(s.discard[p]):
        if named in game.idef[t].names and L.sel_matches(game, step.sel, t, p, res.src):
            zones.move_zone(game, t, HAND)


@handles(L.UnderTo)
def _under_to(game: Game, step: L.UnderTo, res: Resolution) -> None:
    s = game.s
    for i in who(game, step.who, res):
        if not s.under[i]:
            continue
        stack = list(s.under[i])
        s.under[i] = ()
        q = s.owner[i]
        if step.to == "bottom":
            s.shuffle(stack)  # "in a random order"
            s.reveals += 1
        for u in stack:
            s.facedown[u] = False  # revealed as they come out (CR 8.4: the cards under were facedown)
            if step.to == "hand":
                s.zone[u] = HAND
                s.hand[s.owner[u]].append(u)
            else:
                s.zone[u] = DECK
                s.deck[s.owner[u]].append(u)
            game._emit(CardMoved(u, q, "under", "hand" if step.to == "hand" else "deck"))


@handles(L.RevealRepeat)
def _reveal_repeat(game: Game, step: L.RevealRepeat, res: Resolution) -> None:
    s = game.s
    p = res.ctrl
    pr = res.progress()
    if pr.misfit is not None:  # the answer: the misfit chosen (bottom) or not (it stays on top)
        got, pr.misfit = pr.misfit, None
        for t in got:
            if s.deck[p][:1] == [t]:
                s.deck[p].append(s.deck[p].pop(0))
                game._emit(PutOnBottom(-1, p, 1))
        return
    while s.deck[p] or zones.rebuild_deck(game, p):
        t = s.deck[p][0]
        s.reveals += 1
        game._emit(Revealed(t, p))
        if not L.sel_matches(game, step.sel, t, p, res.src):
            res.pc -= 1
            s.pending = AskTargets(p, (t,), 1, True, TargetsFor.VARIABLE, "_rr")  # choose it: the bottom; none: it stays on top
            return
        zones.move_zone(game, t, HAND)  # "put it into your hand and repeat this effect"


@handles(L.PutSelfUnder)
def _put_self_under(game: Game, step: L.PutSelfUnder, res: Resolution) -> None:
    s = game.s
    src = res.src
    dest = [i for i in res.vars.get(step.var, ()) if i >= 0 and i != src and s.zone[i] == PLAY]
    if not dest or s.zone[src] != PLAY:
        return
    zones.leave_play(game, src, UNDER)  # (its own stack goes under too, CR 8.10.7)
    s.facedown[src] = True
    s.under[dest[0]] = s.under[dest[0]] + (src,)
    game._emit(PutUnder(src, s.owner[src], dest[0]))
    zones.note_put_under(s, dest[0])
    bag.fire(game, "put_under", dest[0], s.owner[dest[0]])


@handles(L.PlayerMay)
def _player_may(game: Game, step: L.PlayerMay, res: Resolution) -> None:
    """Ask each player of ``who`` in turn "you may" (CR 6.1.4: the player the effect names decides, a yes or a no);
    on a yes their steps run, then this step comes back for the next player. While the question is out
    ``may_yes`` is -1 and the answer comes in the frame's ``answer``; a save of engine 6 asked an amount 0 or 1
    instead, which lands in ``may_yes`` itself."""
    v = res.vars
    pr = res.progress()
    if pr.may_players is None:
        pr.may_players = tuple(players(game, step.who, res))
    todo = pr.may_players
    if pr.may_yes is not None:
        if pr.may_yes < 0:
            yes, res.answer = res.answer == 1, -1
        else:
            yes = pr.may_yes == 1
        pr.may_yes = None
        q, pr.may_players = todo[0], todo[1:]
        res.pc -= 1  # back to this step once their steps are done
        if yes:
            v["_pm"] = (-1 - q,)
            pc = res.pc
            res.steps = tuple(res.steps[:pc]) + step.steps + tuple(res.steps[pc:])
        return
    if not todo:
        pr.may_players = None
        v.pop("_pm", None)
        return
    res.pc -= 1
    pr.may_yes = -1
    game.s.pending = AskMay(todo[0], resume=True)


@handles(L.ChosenForSupport)
def _chosen_for_support(game: Game, step: L.ChosenForSupport, res: Resolution) -> None:
    if "chosen_for_support" in game._events:
        s = game.s
        for t in res.vars.get(step.var, ()):
            if t >= 0 and s.zone[t] == PLAY:
                bag.fire(game, "chosen_for_support", t, s.owner[t])


@handles(L.PutUnderSelf)
def _put_under_self(game: Game, step: L.PutUnderSelf, res: Resolution) -> None:
    s = game.s
    src = res.src
    if s.zone[src] != PLAY:
        return
    for i in res.vars.get(step.var, ()):
        if i >= 0 and s.zone[i] == DISCARD:
            zones.move_zone(game, i, UNDER)
            s.facedown[i] = False
            s.under[src] = s.under[src] + (i,)
            game._emit(PutUnder(i, s.owner[i], src))
            zones.note_put_under(s, src)
            bag.fire(game, "put_under", src, s.owner[src])


@handles(L.PlayFromUnder)
def _play_from_under(game: Game, step: L.PlayFromUnder, res: Resolution) -> None:
    if game.s.zone[res.src] == PLAY:
        game.s.flags.add((PLAY_UNDER, res.src))  # this turn's flags end with the turn (CR 6.1.13.4)
        game.s.flags.add(ANY_PLAY_UNDER)  # (legal_actions looks for the sources only when this is there)


@handles(L.DrawBottom)
def _draw_bottom(game: Game, step: L.DrawBottom, res: Resolution) -> None:
    zones.draw(game, res.ctrl, step.n, from_bottom=True)


@handles(L.PutUnderTop)
def _put_under_top(game: Game, step: L.PutUnderTop, res: Resolution) -> None:
    s = game.s
    p = res.ctrl
    for i in ((res.trig,) if step.var == "trigger" else (res.src,) if step.var == "self" else res.vars.get(step.var, ())):
        if i < 0 or s.zone[i] != PLAY or not (s.deck[p] or zones.rebuild_deck(game, p)):
            continue
        zones.put_top_under(game, p, i)


@handles(L.MayDiscard)
def _may_discard(game: Game, step: L.MayDiscard, res: Resolution) -> None:
    s = game.s
    pr = res.progress()
    asked = pr.discard_asked or ()
    if asked:  # the answer of the last player asked: a card, or none
        got = [t for t in pr.discard_pick or () if t >= 0 and s.zone[t] == HAND]
        pr.discard_pick = None
        for t in got:
            zones.move_zone(game, t, DISCARD)
        if got:
            game._discarded(s.owner[got[0]], tuple(got))
        else:
            pr.not_discarded = (pr.not_discarded or 0) + 1
    for q in players(game, step.who, res):
        if q in asked:
            continue
        pr.discard_asked = asked + (q,)
        if s.hand[q]:
            res.pc -= 1  # come back with the answer, then ask the next player (CR 9.2.2)
            s.pending = AskTargets(q, tuple(s.hand[q]), 1, True, TargetsFor.VARIABLE, "_md_pick")
            return
        pr.not_discarded = (pr.not_discarded or 0) + 1  # no card to discard: they don't
        asked = pr.discard_asked
    times = pr.not_discarded or 0
    pr.discard_asked = pr.not_discarded = None
    if times and step.reward:
        pc = res.pc
        res.steps = tuple(res.steps[:pc]) + step.reward * times + tuple(res.steps[pc:])


@handles(L.MayDraw)
def _may_draw(game: Game, step: L.MayDraw, res: Resolution) -> None:
    s = game.s
    pr = res.progress()
    asked = pr.draw_asked or ()
    answer, res.answer = res.answer, -1
    if asked and answer == (1 if step.yes_no else 0):  # the last player asked chose to draw
        zones.draw(game, asked[-1], step.n)
    for q in players(game, step.who, res):
        if q in asked:
            continue
        pr.draw_asked = asked + (q,)
        res.pc -= 1  # come back with the answer, then ask the next player (CR 9.2.2)
        # option 0: draw; a yes_no step asks "you may" (a yes is 1)
        s.pending = AskMay(q, resume=True) if step.yes_no else AskOption(q, 2, resume=True, labels=DRAW_OR_NOT)
        return
    pr.draw_asked = None


# The note when nothing can pay "exert/banish them to ...": by the price and whether the ability has a name.
_NOTHING_TO_PAY = {("exert", True): Noted.NOTHING_TO_EXERT, ("exert", False): Noted.EFFECT_NOTHING_TO_EXERT,
                   ("banish", True): Noted.NOTHING_TO_BANISH, ("banish", False): Noted.EFFECT_NOTHING_TO_BANISH}


@handles(L.PayWith)
def _pay_with(game: Game, step: L.PayWith, res: Resolution) -> None:
    s = game.s
    payers = [t for t in who(game, step.who, res) if step.action == "banish" or not s.exerted[t]]
    if not payers:
        game._log(_NOTHING_TO_PAY[step.action, bool(res.name)], ability=res.name)
        res.pc = len(res.steps)
        return
    if step.action == "exert":
        for t in payers:
            zones.exert(game, t)
    else:
        zones.banish(game, payers)
@handles(L.DrawUntil)
def _draw_until(game: Game, step: L.DrawUntil, res: Resolution) -> None:
    s = game.s
    for q in players(game, step.who, res):
        if len(s.hand[q]) < step.n:
            zones.draw(game, q, step.n - len(s.hand[q]))
@handles(L.OpponentsCantPlayActions)
def _no_actions(game: Game, step: L.OpponentsCantPlayActions, res: Resolution) -> None:
    p = res.ctrl
    until, up = _until(step.duration, p, p)
    game.s.effects.append(Effect(NO_ACTIONS, p, "", 0, until, up, p))


@handles(L.DelayedOn)
def _delayed_on(game: Game, step: L.DelayedOn, res: Resolution) -> None:
    # One delayed trigger per chosen card; it names that card as "trigger" when it resolves (CR 6.2.7.2).
    p = res.ctrl
    for t in res.vars.get(step.var, ()):
        if t >= 0:
            game.s.effects.append(Effect(FLOAT, t, step.event, FLOAT_DELAYED_ON, UNTIL_PLAY, p, p, step.steps))


@handles(L.ReplaySong)
def _replay_song(game: Game, step: L.ReplaySong, res: Resolution) -> None:
    # CR 6.1.11: "that song" is the song this character sang, and only while it is in the discard; a
    # second trigger for the same song finds it gone (CR 6.1.11.1 example).
    s = game.s
    p = res.ctrl
    song = next((f[2] for f in s.flags if f[0] is SANG and f[1] == res.trig), -1)
    if song < 0 or s.zone[song] != DISCARD or s.owner[song] != p:
        game._log(Noted.SONG_GONE)
        return
    if legal.actions_blocked(game, p, song):
        game._log(Noted.ACTIONS_BLOCKED, "1.2.2", card=game.name(song))
        return
    s.flags.add((TO_BOTTOM, song))
    s.discard[p].remove(song)
    s.hand[p].append(song)
    s.zone[song] = HAND
    zones.left_discard(game, song, p)
    turn_actions.enter_play(game, song, p, (), ())


@handles(L.DiscardRandom)
def _discard_random(game: Game, step: L.DiscardRandom, res: Resolution) -> None:
    s = game.s
    for q in players(game, step.who, res):
        gone: list[int] = []
        for _ in range(step.n):
            if not s.hand[q] or _keeps_hand(game, q):
                break
            t = s.hand[q][s.randbelow(len(s.hand[q]))]
            s.reveals += 1  # a random outcome: no undo past it
            zones.move_zone(game, t, DISCARD)
            gone.append(t)
            if step.into:
                res.vars[step.into] = (*res.vars.get(step.into, ()), t)
        game._discarded(q, tuple(gone))  # together: one "discards" event (CR 6.1.8 example)


@handles(L.DrawToMatch)
def _draw_to_match(game: Game, step: L.DrawToMatch, res: Resolution) -> None:
    s = game.s
    p = res.ctrl
    for q in players(game, step.var, res):
        if len(s.hand[q]) > len(s.hand[p]):
            zones.draw(game, p, len(s.hand[q]) - len(s.hand[p]))


@handles(L.OpponentsCantPlayActionsOrItems)
def _no_actions_items(game: Game, step: L.OpponentsCantPlayActionsOrItems, res: Resolution) -> None:
    p = res.ctrl
    until, up = _until(step.duration, p, p)
    game.s.effects.append(Effect(NO_ACTIONS, p, "items", 0, until, up, p))  # (legal: items too)



@handles(L.BanishSameName)
def _banish_same_name(game: Game, step: L.BanishSameName, res: Resolution) -> None:
    s = game.s
    chosen = [t for t in res.vars.get(step.var, ()) if t >= 0 and s.zone[t] == PLAY]
    names = {n for t in chosen for n in game.idef[t].names}
    alike = [i for q in range(s.players) for i in s.play[q] if i not in chosen
             and L.CARD_TYPES[game.idef[i].type] in step.types and names & set(game.idef[i].names)]
    zones.banish(game, chosen + alike)


def _keeps_hand(game: Game, q: int) -> bool:
    """"If an effect would cause you to discard one or more cards from your hand, you don't discard" (a static
    ``dont_discard`` of one of q's cards in play whose condition holds, e.g. "during opponents' turns")."""
    return game._any_statics and any(
        "dont_discard" in game.idef[c].static_keys and any(
            ab.stat == "dont_discard" and stats.condition(game, ab.condition, c) for ab in game.idef[c].statics)
        for c in game.s.play[q])


@handles(L.DiscardUntil)
def _discard_until(game: Game, step: L.DiscardUntil, res: Resolution) -> None:
    # like Discard: each player in turn order chooses their cards (CR 9.2.2); come back for the next one
    s = game.s
    pr = res.progress()
    who = pr.down_to
    if who is None:
        who = pr.down_to = tuple(players(game, step.who, res))
    for q in who:
        if q in res.asked:
            continue
        res.asked += (q,)
        extra = len(s.hand[q]) - step.n
        if extra > 0 and not _keeps_hand(game, q):
            res.pc -= 1
            s.pending = AskTargets(q, tuple(s.hand[q]), extra, False, TargetsFor.DISCARD)
            return
    res.asked = ()
    pr.down_to = None


_missing = [k for k, c in L.STEP_KINDS.items() if c not in HANDLERS]
if _missing:  # every step of the language has its handler, or the engine does not load
    raise RuntimeError(f"effect steps without a handler: {', '.join(_missing)}")

