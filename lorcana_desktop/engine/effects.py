"""The effect interpreter (CR 6): one handler per typed step of ``lang``, found through ``HANDLERS``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.defs import ACTION, CHARACTER, ITEM, LOCATION
from lorcana_desktop.engine.state import DECK, DISCARD, HAND, INKWELL, PLAY

if TYPE_CHECKING:
    from lorcana_desktop.engine.game import Game

# Card groups an effect names without choosing: who -> (yours, opponents', card type, not the source).
_GROUPS = {
    "own_characters": (True, False, CHARACTER, False),
    "other_own_characters": (True, False, CHARACTER, True),
    "opposing_characters": (False, True, CHARACTER, False),
    "all_characters": (True, True, CHARACTER, False),
    "other_characters": (True, True, CHARACTER, True),
    "opposing_locations": (False, True, LOCATION, False),
    "opposing_items": (False, True, ITEM, False),
    "own_exerted_characters": (True, False, CHARACTER, False),
}

Handler = Callable[["Game", Any, dict[str, Any]], None]
HANDLERS: dict[type, Handler] = {}


def handles(cls: type) -> Callable[[Handler], Handler]:
    """Register the handler of one step class."""
    def wrap(fn: Handler) -> Handler:
        HANDLERS[cls] = fn
        return fn
    return wrap


def _step_resolution(game: Game) -> None:
    s = game.s
    res = s.res
    assert res is not None
    steps = res["steps"]
    if res["pc"] >= len(steps):
        s.res = None
        src = res["src"]
        if res.get("action") and src >= 0 and s.zone[src] == PLAY and game.idef[src].type == ACTION:
            game._move_zone(src, _action_destination(game, src))  # CR 4.3.3.2: resolved, then into the discard
        return
    step = steps[res["pc"]]
    res["pc"] += 1
    HANDLERS[type(step)](game, step, res)


def _action_destination(game: Game, i: int) -> int:
    """Where a resolved action goes: its player's discard, or the bottom of the deck when an effect said
    so ("put that card on the bottom of your deck instead of into your discard")."""
    s = game.s
    if f"bottom:{i}" in s.flags:
        s.flags.discard(f"bottom:{i}")
        return DECK
    return DISCARD


def _options(game: Game, sel: Any, res: dict[str, Any]) -> list[int]:
    """The cards (or players, as -1 - player) a Choose step may pick."""
    s = game.s
    p = res["ctrl"]
    src = res["src"]
    if sel in ("player", "opponent"):
        return [-1 - q for q in range(s.players) if not s.out[q] and (sel == "player" or q != p)]
    match = L.sel_matches
    out: list[int] = []
    if sel.zone != "play":
        for q in range(s.players):
            if s.out[q] or sel.owner == "you" and q != p or sel.owner == "opp" and q == p:
                continue
            zone = s.hand[q] if sel.zone == "hand" else s.discard[q]
            out.extend(i for i in zone if match(game, sel, i, p, src))
        return out
    for q in range(s.players):
        if s.out[q]:
            continue
        for i in s.play[q]:
            if match(game, sel, i, p, src) and not (q != p and game.has_keyword(i, "Ward")):  # CR 8.15.1
                out.append(i)
    return out


def _who(game: Game, who: Any, res: dict[str, Any]) -> list[int]:
    """Card targets of an effect step (players use _players)."""
    if who == "self":
        return [res["src"]] if game.s.zone[res["src"]] == PLAY else []
    if who == "trigger":
        t = res["trig"]
        return [t] if t >= 0 and game.s.zone[t] == PLAY else []
    if who in ("challenger", "challenged"):
        ch = game.s.challenge  # the characters of the challenge going on (CR 4.6)
        t = -1 if ch is None else ch[0] if who == "challenger" else ch[1]
        return [t] if t >= 0 and game.s.zone[t] == PLAY else []
    if who in _GROUPS:
        # "each opposing character", "all your characters": nobody chooses, so Ward does not
        # protect (CR 8.15.2); cards in turn order from the active player (CR 9.2.2).
        s = game.s
        ctrl, src = res["ctrl"], res["src"]
        mine, theirs, kind, other = _GROUPS[who]
        out: list[int] = []
        for k in range(s.players):
            q = (s.active + k) % s.players
            if s.out[q] or not (mine if q == ctrl else theirs):
                continue
            out.extend(i for i in s.play[q] if game.idef[i].type == kind and not (other and i == src)
                       and (who != "own_exerted_characters" or s.exerted[i]))
        return out
    if isinstance(who, L.Sel):
        return _select(game, who, res)
    v = res["vars"].get(who, ())
    return [t for t in v if t >= 0 and game.s.zone[t] == PLAY]


def _players(game: Game, who: Any, res: dict[str, Any]) -> list[int]:
    s = game.s
    p = res["ctrl"]
    if who == "you":
        return [p]
    n = s.players
    order = [(s.active + k) % n for k in range(n)]  # CR 9.2.2: in turn order from the active player
    if who == "opponents":
        return [q for q in order if q != p and not s.out[q]]
    if who == "each":
        return [q for q in order if not s.out[q]]
    if who == "challenging_player":  # the player whose character is challenging now (CR 4.6)
        ch = s.challenge
        return [s.owner[ch[0]]] if ch is not None else []
    if isinstance(who, str) and who.startswith("owner:"):
        return sorted({s.owner[t] for t in res["vars"].get(who[6:], ()) if t >= 0})
    v = res["vars"].get(who, ())
    return [-1 - t for t in v if t < 0]


def _amount(game: Game, a: Any, res: dict[str, Any]) -> int:
    if type(a) is int:
        return a
    s = game.s
    if a == "source_strength":
        return max(game.strength(res["src"]), 0)
    if isinstance(a, str):
        v = res["vars"].get(a)
        return v if isinstance(v, int) else 0
    if isinstance(a, L.CountOf):
        return a.times * len(_select(game, a.sel, res))
    if isinstance(a, L.TriggerBatch):  # how many cards the triggering discard took
        tag = f"batch:{res['trig']}:"
        return next((int(f[len(tag):]) for f in s.flags if f.startswith(tag)), 0)
    if isinstance(a, L.HandSize):
        return sum(len(s.hand[q]) for q in game._players(a.who, res))
    if isinstance(a, L.StatOf):
        ts = game._who(a.who, res)
        if not ts:
            return 0
        t = ts[0]
        if a.stat == "damage":
            return s.damage[t]
        if a.stat == "under":
            return len(s.under[t])
        if a.stat == "cost":
            return game.idef[t].cost
        return max(0, game.strength(t) if a.stat == "strength" else game.willpower(t)
                   if a.stat == "willpower" else game.lore_value(t))
    raise ValueError(f"unknown amount {a!r}")


def _select(game: Game, sel: L.Sel, res: dict[str, Any]) -> list[int]:
    """Every card in play matching ``sel`` (nobody chooses: Ward does not stop it, CR 8.15.2), in turn order."""
    s = game.s
    p, src = res["ctrl"], res["src"]
    out: list[int] = []
    for k in range(s.players):
        q = (s.active + k) % s.players
        if s.out[q]:
            continue
        zone = s.play[q] if sel.zone == "play" else s.hand[q] if sel.zone == "hand" else s.discard[q]
        out.extend(i for i in zone if L.sel_matches(game, sel, i, p, src))
    return out


def _opponents_choose(game: Game, step: L.Choose, res: dict[str, Any]) -> None:
    """"Each opponent chooses one of their characters": in turn order, each picks among their own cards;
    the choices add up in ``step.var`` (Ward does not stop it: nobody chooses an opponent's card)."""
    s = game.s
    v = res["vars"]
    done = v.get("_eo", ())
    mine = L.Sel(**{**_sel_fields(step.sel), "owner": "any"})
    for q in game._players("opponents", res):
        if q in done:
            continue
        v["_eo"] = done + (q,)
        opts = tuple(i for i in s.play[q] if L.sel_matches(game, mine, i, q, res["src"]))
        if opts:
            res["pc"] -= 1  # come back for the next opponent
            s.pending = ("targets", q, opts, 1, False, "_eo_pick")
            return
    v.pop("_eo", None)
    v[step.var] = v.pop("_eo_all", ())


def _sel_fields(sel: L.Sel) -> dict[str, Any]:
    return {f: getattr(sel, f) for f in sel.__dataclass_fields__}


def cond_holds(game: Game, cond: Any, res: dict[str, Any]) -> bool:
    """A typed condition as the effect resolves."""
    if isinstance(cond, L.All):
        return all(cond_holds(game, c, res) for c in cond.conds)
    if isinstance(cond, L.AnyOf):
        return any(cond_holds(game, c, res) for c in cond.conds)
    if isinstance(cond, L.OpponentHas):
        s = game.s
        p = res["ctrl"]

        def amount(q: int) -> int:
            return s.lore[q] if cond.what == "lore" else len(s.inkwell[q] if cond.what == "inkwell" else s.hand[q])
        mine = amount(p)
        return any(amount(q) > mine if cond.op == "more" else amount(q) >= cond.n for q in game._players("opponents", res))
    if isinstance(cond, L.CardIs):
        return any(L.sel_matches(game, cond.sel, t, res["ctrl"], res["src"]) for t in _who(game, cond.who, res))
    if isinstance(cond, L.Chosen):
        got = [t for t in res["vars"].get(cond.var, ()) if t >= 0]
        if cond.test.startswith("named:"):
            return any(cond.test[6:] in game.idef[t].names for t in got)
        if cond.test == "damaged":
            return any(game.s.damage[t] > 0 for t in got)
        return bool(got)
    if isinstance(cond, L.Count):
        n = len(_select(game, cond.sel, res))
        return n <= cond.n if cond.op == "<=" else n >= cond.n if cond.op == ">=" else n == cond.n
    if not isinstance(cond, L.Flag):
        return bool(game._condition(cond, res["src"]))
    if cond.name == "did":
        return True  # a declined "you may" skips the rest of the effect already (CR 6.1.4)
    return bool(game._condition(cond, res["src"]))


def _until(duration: str, p: int, target_owner: int) -> tuple[str, int]:
    if duration == "turn":
        return "turn", p
    if duration == "next_turn":
        return "start", p
    if duration == "challenge":
        return "challenge", p
    if duration == "their_next_turn":
        return "end", target_owner
    return "play", p


# ------------------------------------------------------------------ choices


@handles(L.May)
def _may(game: Game, step: L.May, res: dict[str, Any]) -> None:
    game.s.pending = ("accept", res["ctrl"], "")


@handles(L.Choose)
def _choose(game: Game, step: L.Choose, res: dict[str, Any]) -> None:
    if step.by == "opponents":
        _opponents_choose(game, step, res)
        return
    if step.of:
        s = game.s
        players = [-1 - t for t in res["vars"].get(step.of, ()) if t < 0]
        sel = step.sel
        opts = tuple(i for q in players for i in (s.hand[q] if sel.zone == "hand" else s.discard[q])
                     if L.sel_matches(game, L.Sel(**{**_sel_fields(sel), "owner": "any"}), i, res["ctrl"], res["src"]))
    else:
        opts = tuple(game._options(step.sel, res))
    if step.exclude:
        gone = set(res["vars"].get(step.exclude, ()))
        opts = tuple(i for i in opts if i not in gone)
    if game._any_statics and step.n == 1 and not step.up_to and len(opts) > 1:
        # CR 6.7.3.3: "opponents must choose this character for actions and abilities if able"; with two
        # such characters either one satisfies it (example B).
        s = game.s
        must = tuple(i for i in opts if i >= 0 and s.zone[i] == PLAY and s.owner[i] != res["ctrl"]
                     and "must_be_chosen" in game.idef[i].static_keys
                     and any(ab.stat == "must_be_chosen" and game._condition(ab.condition, i)
                             for ab in game.idef[i].statics))
        if must:
            opts = must
    if not opts:
        res["vars"][step.var] = ()
        return
    game.s.pending = ("targets", res["ctrl"], opts, step.n, step.up_to, step.var)


@handles(L.ChooseNumber)
def _choose_number(game: Game, step: L.ChooseNumber, res: dict[str, Any]) -> None:
    game.s.pending = ("amount", res["ctrl"], step.max, step.var)


@handles(L.Modes)
def _modes(game: Game, step: L.Modes, res: dict[str, Any]) -> None:
    game.s.pending = ("option", res["ctrl"], len(step.modes), "")


@handles(L.NameCard)
def _name_card(game: Game, step: L.NameCard, res: dict[str, Any]) -> None:
    game.s.pending = ("name", res["ctrl"], step.var)


@handles(L.LookTop)
def _look_top(game: Game, step: L.LookTop, res: dict[str, Any]) -> None:
    s = game.s
    p = res["ctrl"]
    game._rebuild_deck(p)
    top = tuple(s.deck[p][: game._amount(step.n, res)])
    if top:
        s.reveals += 1  # hidden information seen: no undo past this
        s.pending = ("order", p, top, "_top")


@handles(L.LookTake)
@handles(L.LookTakeUpTo)
def _look_take(game: Game, step: L.LookTake, res: dict[str, Any]) -> None:
    """Look at the top n; you may reveal a matching card and put it into your hand; the rest go to the
    bottom of your deck (in the order they were)."""
    s = game.s
    p = res["ctrl"]
    v = res["vars"]
    if "_look" not in v:
        game._rebuild_deck(p)
        top = tuple(s.deck[p][:step.n])
        if not top:
            return
        s.reveals += 1
        v["_look"] = top
        idef = game.idef
        opts = tuple(i for i in top if step.sel is None
                     or ("card" in step.sel.types or L.CARD_TYPES[idef[i].type] in step.sel.types)
                     and (not step.sel.classification or step.sel.classification in idef[i].classifications)
                     and (not step.sel.song or idef[i].is_song)
                     and (step.sel.cost is None or L._cmp(idef[i].cost, step.sel.cost)))
        res["pc"] -= 1  # come back to put the cards away
        if opts:
            s.pending = ("targets", p, opts, min(getattr(step, "count", 1), len(opts)), step.may, "_take")
        return
    top = v.pop("_look")
    take = [t for t in v.pop("_take", ()) if t in top]
    deck = s.deck[p]
    for t in take:
        if step.to == "top":
            deck.remove(t)
            deck.insert(0, t)
            continue
        game._emit("Revealed", t, p)
        game._move_zone(t, HAND if step.to == "hand" else DISCARD)
    rest = [t for t in top if t not in take]
    for t in rest:
        deck.remove(t)
        deck.append(t)
    if rest:
        game._emit("PutOnBottom", -1, p, amount=len(rest))


# ------------------------------------------------------------------ modifiers for a duration


@handles(L.Stat)
@handles(L.GrantKeyword)
@handles(L.Restrict)
def _modifier(game: Game, step: Any, res: dict[str, Any]) -> None:
    s = game.s
    p = res["ctrl"]
    for t in game._who(step.who, res):
        until, up = _until(step.duration, p, s.owner[t])
        if type(step) is L.Stat:
            s.effects.append(("stat", t, step.stat, game._amount(step.amount, res), until, up, p))
        elif type(step) is L.GrantKeyword:
            s.effects.append(("kw", t, step.keyword, step.value or 0, until, up, p))
        else:
            s.effects.append(("restrict", t, step.what, 0, until, up, p))


@handles(L.Continuous)
def _continuous(game: Game, step: L.Continuous, res: dict[str, Any]) -> None:
    # "your characters gain Ward until the start of your next turn" covers cards played later too (CR 6.4.2.1)
    p = res["ctrl"]
    until = "turn" if step.duration == "turn" else "start"
    game.s.effects.append(("cont", p, step.group, game._amount(step.amount, res), until, p, p, step.what,
                           step.key, res["src"]))


# ------------------------------------------------------------------ players


@handles(L.GainLore)
def _gain_lore(game: Game, step: L.GainLore, res: dict[str, Any]) -> None:
    n = game._amount(step.n, res)
    for q in game._players(step.who, res):
        game._gain_lore(q, n)


@handles(L.LoseLore)
def _lose_lore(game: Game, step: L.LoseLore, res: dict[str, Any]) -> None:
    s = game.s
    n = game._amount(step.n, res)
    for q in game._players(step.who, res):
        lost = min(n, s.lore[q])
        s.lore[q] -= lost
        game._emit("LoreLost", -1, q, amount=lost)


@handles(L.Draw)
def _draw(game: Game, step: L.Draw, res: dict[str, Any]) -> None:
    n = game._amount(step.n, res)
    for q in game._players(step.who, res):
        game._draw(q, n)


@handles(L.Discard)
def _discard(game: Game, step: L.Discard, res: dict[str, Any]) -> None:
    s = game.s
    n = game._amount(step.n, res)
    for q in game._players(step.who, res):
        done = res["vars"].get("_dd", ())
        if q in done:
            continue
        res["vars"]["_dd"] = done + (q,)
        hand = tuple(s.hand[q])
        if hand and n > 0:
            res["pc"] -= 1  # come back for the next player (CR 9.2.2: in turn order)
            s.pending = ("targets", q, hand, min(n, len(hand)), False, "_discard")
            return
    res["vars"].pop("_dd", None)


@handles(L.ExtraInk)
def _extra_ink(game: Game, step: L.ExtraInk, res: dict[str, Any]) -> None:
    p = res["ctrl"]
    game.s.effects.append(("ink", p, "", game._amount(step.n, res), "turn", p, p))


@handles(L.CostReduction)
def _cost_reduction(game: Game, step: L.CostReduction, res: dict[str, Any]) -> None:
    p = res["ctrl"]
    game.s.effects.append(("cost", p, step.card, game._amount(step.n, res), "turn", p, p))


@handles(L.InkDrops)
def _ink_drops(game: Game, step: L.InkDrops, res: dict[str, Any]) -> None:
    n = game._amount(step.n, res)
    for q in game._players(step.who, res):
        game.s.drops[q] += n
        game._emit("InkDropsGained", -1, q, amount=n)


@handles(L.InkTop)
def _ink_top(game: Game, step: L.InkTop, res: dict[str, Any]) -> None:
    s = game.s
    for q in game._players(step.who, res):
        if s.deck[q]:
            t = s.deck[q][0]
            game._move_zone(t, INKWELL)
            s.exerted[t] = bool(step.exerted)
            if game._any_triggers:
                game._fire("ink", t, q)


@handles(L.RevealTop)
def _reveal_top(game: Game, step: L.RevealTop, res: dict[str, Any]) -> None:
    s = game.s
    p = res["ctrl"]
    v = res["vars"]
    if "_rt" in v:
        _reveal_then(game, step, v.pop("_rt"), p)
        return
    game._rebuild_deck(p)
    if not s.deck[p]:
        return
    t = s.deck[p][0]
    s.reveals += 1
    game._emit("Revealed", t, p, text=game.name(t))
    if not L.sel_matches(game, L.Sel(**{**_sel_fields(step.sel), "owner": "any"}), t, p, res["src"]):
        if step.otherwise == "bottom":
            s.deck[p].append(s.deck[p].pop(0))
            game._emit("PutOnBottom", -1, p, amount=1)
        return
    if step.may:
        v["_rt"] = t
        res["pc"] -= 1
        s.pending = ("accept", p, "")  # no: it stays on top of the deck
        return
    _reveal_then(game, step, t, p)


def _reveal_then(game: Game, step: L.RevealTop, t: int, p: int) -> None:
    s = game.s
    if s.zone[t] != DECK:
        return
    game._move_zone(t, HAND)
    if step.then == "play":
        game._use_cost_reduction(p, game.idef[t])
        game._enter_play(t, p, (), ())
        if step.exerted and s.zone[t] == PLAY:
            game._exert(t)


@handles(L.TopOrBottom)
def _top_or_bottom(game: Game, step: L.TopOrBottom, res: dict[str, Any]) -> None:
    s = game.s
    p = res["ctrl"]
    v = res["vars"]
    if "_tb" not in v:
        game._rebuild_deck(p)
        if not s.deck[p]:
            return
        v["_tb"] = 1
        s.reveals += 1  # the controller saw the card: no undo past this
        game._emit("LookedAt", s.deck[p][0], p)
        res["pc"] -= 1
        s.pending = ("option", p, 2, "")  # option 0: keep it on top, 1: put it on the bottom
        return
    del v["_tb"]
    if v.pop("_option", 0) == 1 and s.deck[p]:
        s.deck[p].append(s.deck[p].pop(0))
        game._emit("PutOnBottom", -1, p, amount=1)


@handles(L.DiscardHand)
def _discard_hand(game: Game, step: L.DiscardHand, res: dict[str, Any]) -> None:
    s = game.s
    for q in game._players(step.who, res):
        gone = tuple(s.hand[q])
        for t in gone:
            game._move_zone(t, DISCARD)
        game._discarded(q, gone)


@handles(L.PayInk)
def _pay_ink(game: Game, step: L.PayInk, res: dict[str, Any]) -> None:
    p = res["ctrl"]
    if game.ready_ink(p) < step.n:
        game._log(f"{res['name'] or 'The effect'}: cannot pay {step.n} ink, so nothing more happens")
        res["pc"] = len(res["steps"])
        return
    game._pay_ink(p, step.n)


@handles(L.Mill)
def _mill(game: Game, step: L.Mill, res: dict[str, Any]) -> None:
    s = game.s
    n = game._amount(step.n, res)
    for q in game._players(step.who, res):
        for _ in range(n):
            if not s.deck[q]:
                break
            game._move_zone(s.deck[q][0], DISCARD)


# ------------------------------------------------------------------ cards


@handles(L.DealDamage)
def _deal_damage(game: Game, step: L.DealDamage, res: dict[str, Any]) -> None:
    for t in game._who(step.who, res):
        game._deal_damage(t, game._amount(step.n, res), resist=step.resist)


@handles(L.PutDamage)
def _put_damage(game: Game, step: L.PutDamage, res: dict[str, Any]) -> None:
    s = game.s
    for t in game._who(step.who, res):
        n = game._amount(step.n, res)
        if n <= 0:
            continue
        s.damage[t] += n  # put, not dealt: Resist does not reduce it (CR 1.9.2.2, 8.8.3)
        game._emit("DamagePut", t, s.owner[t], amount=n)
        if game._any_triggers:
            game._fire("damaged", t, s.owner[t])  # CR 1.9.3: damage put on it by any means


@handles(L.RemoveDamage)
def _remove_damage(game: Game, step: L.RemoveDamage, res: dict[str, Any]) -> None:
    s = game.s
    for t in game._who(step.who, res):
        n = min(game._amount(step.n, res), s.damage[t])
        s.damage[t] -= n
        game._emit("DamageRemoved", t, s.owner[t], amount=n)


@handles(L.MoveDamage)
def _move_damage(game: Game, step: L.MoveDamage, res: dict[str, Any]) -> None:
    # CR 1.9.2.4: remove from one, put on another (not "dealt": Resist does not apply).
    s = game.s
    srcs = game._who(step.src, res)
    dsts = game._who(step.dst, res)
    if srcs and dsts and srcs[0] != dsts[0]:
        n = min(game._amount(step.n, res), s.damage[srcs[0]])
        s.damage[srcs[0]] -= n
        s.damage[dsts[0]] += n
        game._emit("DamageMoved", dsts[0], s.owner[dsts[0]], amount=n)
        if n and game._any_triggers:
            game._fire("damaged", dsts[0], s.owner[dsts[0]])  # CR 1.9.3


@handles(L.Float)
def _float(game: Game, step: L.Float, res: dict[str, Any]) -> None:
    p = res["ctrl"]
    targets = [-1] if step.who == "any" else game._who(step.who, res)
    until = "turn" if step.duration == "turn" else "start" if step.duration == "next_turn" else "play"
    for t in targets:
        game.s.effects.append(("float", t, step.event, 0, until, p, p, step.steps))


@handles(L.Delayed)
def _delayed(game: Game, step: L.Delayed, res: dict[str, Any]) -> None:
    p = res["ctrl"]
    game.s.effects.append(("float", -1, step.event, 1, "play", p, p, step.steps))


@handles(L.Replace)
def _replace(game: Game, step: L.Replace, res: dict[str, Any]) -> None:
    p = res["ctrl"]
    until = "turn" if step.duration == "turn" else "start" if step.duration == "next_turn" \
        else "challenge" if step.duration == "challenge" else "play"
    for t in game._who(step.who, res):
        game.s.effects.append(("replace", t, step.event, step.mode, until, p, p))


@handles(L.PlayFree)
def _play_free(game: Game, step: L.PlayFree, res: dict[str, Any]) -> None:
    # Play the chosen card(s) from hand or discard without paying (CR 4.3.2.2).
    s = game.s
    p = res["ctrl"]
    chosen = (res["src"],) if step.var == "self" else res["vars"].get(step.var, ())  # "play her" (from the discard)
    for t in chosen:
        if t >= 0 and s.zone[t] in (HAND, DISCARD) and s.owner[t] == p:
            if game.idef[t].type == ACTION and game._actions_blocked(p):
                game._log(f"{game.name(t)}: opponents' effects say no actions can be played (CR 1.2.2)")
                continue
            if s.zone[t] == DISCARD:
                s.discard[p].remove(t)
                s.hand[p].append(t)
                s.zone[t] = HAND
            # CR 4.3.6 example A: "the next character you play costs 1 less" is used up
            # by a character played for free too.
            game._use_cost_reduction(p, game.idef[t])
            game._enter_play(t, p, (), ())


@handles(L.ToInkwell)
def _to_inkwell(game: Game, step: L.ToInkwell, res: dict[str, Any]) -> None:
    # Into its owner's inkwell, face down; not the once-a-turn inking (CR 4.2.3.2). ``who`` may also
    # name chosen cards in hand or discard, or "self" for this card from the discard.
    s = game.s
    vs = res["vars"].get(step.who, ()) if isinstance(step.who, str) else ()
    targets = game._who(step.who, res) + [t for t in vs if t >= 0 and s.zone[t] in (HAND, DISCARD, DECK)]
    if step.who == "self" and s.zone[res["src"]] == DISCARD:
        targets.append(res["src"])
    if step.who == "trigger" and res["trig"] >= 0 and s.zone[res["trig"]] == DISCARD:
        targets.append(res["trig"])  # "put that card into your inkwell": the banished card (CR 6.3.3 example)
    for t in targets:
        game._move_zone(t, INKWELL)
        s.exerted[t] = bool(step.exerted)
        if game._any_triggers:
            game._fire("ink", t, s.owner[t])  # "whenever a card is put into your inkwell"


@handles(L.ToDeckBottom)
def _to_deck_bottom(game: Game, step: L.ToDeckBottom, res: dict[str, Any]) -> None:
    for t in game._who(step.who, res):
        game._leave_play(t, DECK)


@handles(L.Banish)
def _banish(game: Game, step: L.Banish, res: dict[str, Any]) -> None:
    game._banish(game._who(step.who, res))


@handles(L.ReturnToHand)
def _return_to_hand(game: Game, step: L.ReturnToHand, res: dict[str, Any]) -> None:
    s = game.s
    p = res["ctrl"]
    for t in game._who(step.who, res):
        game._leave_play(t, HAND)
    # "return this card to your hand" from the discard (it was banished), or chosen cards of the discard.
    who = step.who
    gone = [res["src"]] if who == "self" else [t for t in res["vars"].get(who, ()) if t >= 0] \
        if isinstance(who, str) and who in res["vars"] else []
    for t in gone:
        if 0 <= t and s.zone[t] == DISCARD and s.owner[t] == p:
            game._move_zone(t, HAND)


@handles(L.Exert)
def _exert(game: Game, step: L.Exert, res: dict[str, Any]) -> None:
    for t in game._who(step.who, res):
        game._exert(t)


@handles(L.Ready)
def _ready(game: Game, step: L.Ready, res: dict[str, Any]) -> None:
    s = game.s
    for t in game._who(step.who, res):
        s.exerted[t] = False
        game._emit("Readied", t, s.owner[t])


@handles(L.If)
def _if(game: Game, step: L.If, res: dict[str, Any]) -> None:
    more = step.steps if cond_holds(game, step.cond, res) else step.otherwise
    if more:
        pc = res["pc"]
        res["steps"] = tuple(res["steps"][:pc]) + more + tuple(res["steps"][pc:])


@handles(L.MoveTo)
def _move_to(game: Game, step: L.MoveTo, res: dict[str, Any]) -> None:
    s = game.s
    # "move there": the location whose play triggered the ability (CR 6.7.8 example), or chosen ones
    chosen = (res["trig"],) if step.loc == "trigger" else res["vars"].get(step.loc, ())
    locs = [t for t in chosen if t >= 0 and s.zone[t] == PLAY]
    if not locs:
        return
    for t in game._who(step.who, res):
        if s.owner[t] == s.owner[locs[0]] and s.at[t] != locs[0]:
            s.at[t] = locs[0]
            game._emit("Moved", t, s.owner[t], text=game.name(locs[0]))
            game._fire("move", t, s.owner[t])


@handles(L.RevealHand)
def _reveal_hand(game: Game, step: L.RevealHand, res: dict[str, Any]) -> None:
    s = game.s
    for q in game._players(step.who, res):
        s.reveals += 1  # hidden information seen: no undo past this
        for t in s.hand[q]:
            game._emit("Revealed", t, q, text=game.name(t))


@handles(L.DiscardChosen)
def _discard_chosen(game: Game, step: L.DiscardChosen, res: dict[str, Any]) -> None:
    s = game.s
    v = res["vars"]
    if "_dc" in v:
        gone = tuple(t for t in v.pop("_dc") if s.zone[t] == HAND)
        for t in gone:
            game._move_zone(t, DISCARD)
        if gone:
            game._discarded(s.owner[gone[0]], gone)
        return
    for q in game._players(step.who, res):
        s.reveals += 1
        for t in s.hand[q]:
            game._emit("Revealed", t, q, text=game.name(t))
        opts = tuple(t for t in s.hand[q] if L.sel_matches(game, step.sel, t, q, res["src"]))
        if opts:
            res["pc"] -= 1
            s.pending = ("targets", res["ctrl"], opts, 1, False, "_dc")
            return


@handles(L.TopCardDuel)
def _top_card_duel(game: Game, step: L.TopCardDuel, res: dict[str, Any]) -> None:
    s = game.s
    tops = []
    for k in range(s.players):
        q = (s.active + k) % s.players
        if not s.out[q] and (s.deck[q] or game._rebuild_deck(q)):
            t = s.deck[q][0]
            tops.append(t)
            s.reveals += 1
            game._emit("Revealed", t, q, text=game.name(t))
    if not tops:
        return
    best = max(game.idef[t].cost for t in tops)
    for t in tops:
        if game.idef[t].cost == best:
            game._move_zone(t, HAND)
        else:
            deck = s.deck[s.owner[t]]
            deck.remove(t)
            deck.append(t)


@handles(L.ShuffleIntoDeck)
def _shuffle_into_deck(game: Game, step: L.ShuffleIntoDeck, res: dict[str, Any]) -> None:
    s = game.s
    for t in res["vars"].get(step.var, ()):
        if t >= 0 and s.zone[t] in (HAND, DISCARD):
            game._move_zone(t, DECK)
            s.shuffle(s.deck[s.owner[t]])
            s.reveals += 1  # a shuffle: no undo past it


@handles(L.PutBottom)
def _put_bottom(game: Game, step: L.PutBottom, res: dict[str, Any]) -> None:
    s = game.s
    for t in res["vars"].get(step.var, ()):
        if t >= 0 and s.zone[t] in (HAND, DISCARD):
            game._move_zone(t, DECK)  # appended: the bottom of the deck


@handles(L.RevealNamed)
def _reveal_named(game: Game, step: L.RevealNamed, res: dict[str, Any]) -> None:
    # CR 5.2.6: the named card matches a card that has that name (any of its names, CR 5.2.6.2);
    # "Lucky" is not "Lucky Dime". No match: the card stays on top of the deck.
    s = game.s
    p = res["ctrl"]
    v = res["vars"]
    v[step.into] = ()
    game._rebuild_deck(p)
    if not s.deck[p]:
        return
    t = s.deck[p][0]
    s.reveals += 1
    game._emit("Revealed", t, p, text=game.name(t))
    named = v.get(step.var)
    if isinstance(named, str) and named in game.idef[t].names:
        game._move_zone(t, HAND)
        v[step.into] = (t,)


@handles(L.OpponentsCantPlayActions)
def _no_actions(game: Game, step: L.OpponentsCantPlayActions, res: dict[str, Any]) -> None:
    p = res["ctrl"]
    until, up = _until(step.duration, p, p)
    game.s.effects.append(("no_actions", p, "", 0, until, up, p))


@handles(L.DelayedOn)
def _delayed_on(game: Game, step: L.DelayedOn, res: dict[str, Any]) -> None:
    # One delayed trigger per chosen card; it names that card as "trigger" when it resolves (CR 6.2.7.2).
    p = res["ctrl"]
    for t in res["vars"].get(step.var, ()):
        if t >= 0:
            game.s.effects.append(("float", t, step.event, 2, "play", p, p, step.steps))


@handles(L.EachMayDraw)
def _each_may_draw(game: Game, step: L.EachMayDraw, res: dict[str, Any]) -> None:
    # CR 6.7.6 example: the active player decides first, then each other player in turn order.
    v = res["vars"]
    done = v.get("_emd", ())
    for q in game._players("each", res):
        if q in done:
            continue
        v["_emd"] = done + (q,)
        v["_emd_n"] = step.n
        res["pc"] -= 1  # come back for the next player
        game.s.pending = ("accept", q, "_each_may_draw")
        return
    v.pop("_emd", None)


@handles(L.ReplaySong)
def _replay_song(game: Game, step: L.ReplaySong, res: dict[str, Any]) -> None:
    # CR 6.1.11: "that song" is the song this character sang, and only while it is in the discard; a
    # second trigger for the same song finds it gone (CR 6.1.11.1 example).
    s = game.s
    p = res["ctrl"]
    tag = f"sang:{res['trig']}:"
    song = next((int(f[len(tag):]) for f in s.flags if f.startswith(tag)), -1)
    if song < 0 or s.zone[song] != DISCARD or s.owner[song] != p:
        game._log("The song is no longer in the discard: no effect")
        return
    if game._actions_blocked(p):
        game._log(f"{game.name(song)}: opponents' effects say no actions can be played (CR 1.2.2)")
        return
    s.flags.add(f"bottom:{song}")
    s.discard[p].remove(song)
    s.hand[p].append(song)
    s.zone[song] = HAND
    game._enter_play(song, p, (), ())


_missing = [k for k, c in L.STEP_KINDS.items() if c not in HANDLERS]
if _missing:  # every step of the language has its handler, or the engine does not load
    raise RuntimeError(f"effect steps without a handler: {', '.join(_missing)}")
