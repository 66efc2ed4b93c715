"""The effect step interpreter (CR 6): choices, targets, amounts and the effect primitives of abilities."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lorcana_desktop.engine.defs import ACTION, CHARACTER, ITEM, LOCATION, TYPE_NAMES
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
}


def _step_resolution(game: Game) -> None:
    s = game.s
    res = s.res
    assert res is not None
    steps = res["steps"]
    if res["pc"] >= len(steps):
        s.res = None
        src = res["src"]
        if res.get("action") and src >= 0 and s.zone[src] == PLAY and game.idef[src].type == ACTION:
            game._move_zone(src, DISCARD)  # CR 4.3.3.2: resolved, then into the discard
        return
    step = steps[res["pc"]]
    res["pc"] += 1
    op = step[0]
    p = res["ctrl"]
    if op == "may":
        s.pending = ("accept", p, "")
    elif op == "choose":
        var, flt, n, up_to = step[1], step[2], step[3], step[4]
        opts = tuple(game._options(flt, res))
        if not opts:
            res["vars"][var] = ()
            return
        s.pending = ("targets", p, opts, n, up_to, var)
    elif op == "amount":
        mx = step[2] if isinstance(step[2], int) else 0
        s.pending = ("amount", p, mx, step[1])
    elif op == "option":
        s.pending = ("option", p, len(step[1]), "")
    elif op == "name_card":
        s.pending = ("name", p, step[1])
    elif op == "look_top":
        # ("look_top", n): look at the top n cards of your deck and put them back in any order.
        game._rebuild_deck(p)
        top = tuple(s.deck[p][: game._amount(step[1], res)])
        if top:
            s.reveals += 1  # hidden information seen: no undo past this
            s.pending = ("order", p, top, "_top")
    else:
        game._effect(step, res)


def _options(game: Game, flt: str, res: dict[str, Any]) -> list[int]:
    s = game.s
    p = res["ctrl"]
    src = res["src"]
    out: list[int] = []
    if flt in ("player", "opponent"):
        return [-1 - q for q in range(s.players) if not s.out[q] and (flt == "player" or q != p)]
    idef = game.idef
    if flt.startswith(("own_hand_", "own_discard_")):
        # Cards of yours outside play: "own_hand_card", "own_discard_character", ...
        where, kind = flt[4:].split("_", 1)
        zone = s.hand[p] if where == "hand" else s.discard[p]
        return [i for i in zone if kind == "card" or TYPE_NAMES[idef[i].type] == kind]
    for q in range(s.players):
        if s.out[q]:
            continue
        for i in s.play[q]:
            t = idef[i].type
            mine = q == p
            ok = False
            if flt == "character":
                ok = t == CHARACTER
            elif flt == "other_character":
                ok = t == CHARACTER and i != src
            elif flt == "own_character":
                ok = t == CHARACTER and mine
            elif flt == "other_own_character":
                ok = t == CHARACTER and mine and i != src
            elif flt == "opposing_character":
                ok = t == CHARACTER and not mine
            elif flt == "item":
                ok = t == ITEM
            elif flt == "location":
                ok = t == LOCATION
            elif flt == "opposing_location":
                ok = t == LOCATION and not mine
            elif flt == "character_or_location":
                ok = t == CHARACTER or t == LOCATION
            if ok and not mine and game.has_keyword(i, "Ward"):
                ok = False  # CR 8.15.1
            if ok:
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
            out.extend(i for i in s.play[q] if game.idef[i].type == kind and not (other and i == src))
        return out
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
    v = res["vars"].get(who, ())
    return [-1 - t for t in v if t < 0]


def _amount(game: Game, a: Any, res: dict[str, Any]) -> int:
    if isinstance(a, int):
        return a
    if a == "source_strength":
        return max(game.strength(res["src"]), 0)
    v = res["vars"].get(a)
    return v if isinstance(v, int) else 0


def _effect(game: Game, step: tuple, res: dict[str, Any]) -> None:
    s = game.s
    op = step[0]
    p = res["ctrl"]
    if op in ("stat", "keyword", "restrict"):
        who, dur = step[1], step[-1]
        until, up = ("turn", p) if dur == "turn" else ("start", p) if dur == "next_turn" else (dur, p)
        for t in game._who(who, res):
            if op == "stat":
                s.effects.append(("stat", t, step[2], game._amount(step[3], res), until, up, p))
            elif op == "keyword":
                s.effects.append(("kw", t, step[2], step[3] or 0, until, up, p))
            else:
                s.effects.append(("restrict", t, step[2], 0, until, up, p))
    elif op in ("gain_lore", "lose_lore", "draw", "discard"):
        n = game._amount(step[2], res)
        for q in game._players(step[1], res):
            if op == "gain_lore":
                game._gain_lore(q, n)
            elif op == "lose_lore":
                lost = min(n, s.lore[q])
                s.lore[q] -= lost
                game._emit("LoreLost", -1, q, amount=lost)
            elif op == "draw":
                game._draw(q, n)
            else:
                done = res["vars"].get("_dd", ())
                if q in done:
                    continue
                res["vars"]["_dd"] = done + (q,)
                hand = tuple(s.hand[q])
                if hand:
                    res["pc"] -= 1  # come back for the next player (CR 9.2.2: in turn order)
                    s.pending = ("targets", q, hand, min(n, len(hand)), False, "_discard")
                    return
        res["vars"].pop("_dd", None)
    elif op == "deal_damage":
        for t in game._who(step[1], res):
            game._deal_damage(t, game._amount(step[2], res))
    elif op == "put_damage":
        for t in game._who(step[1], res):
            n = game._amount(step[2], res)
            if n <= 0:
                continue
            s.damage[t] += n  # put, not dealt: Resist does not reduce it (CR 1.9.2.2, 8.8.3)
            game._emit("DamagePut", t, s.owner[t], amount=n)
            if game._any_triggers:
                game._fire("damaged", t, s.owner[t])  # CR 1.9.3: damage put on it by any means
    elif op == "remove_damage":
        for t in game._who(step[1], res):
            n = min(game._amount(step[2], res), s.damage[t])
            s.damage[t] -= n
            game._emit("DamageRemoved", t, s.owner[t], amount=n)
    elif op == "move_damage":
        # CR 1.9.2.4: remove from one, put on another (not "dealt": Resist does not apply).
        srcs = game._who(step[1], res)
        dsts = game._who(step[2], res)
        if srcs and dsts and srcs[0] != dsts[0]:
            n = min(game._amount(step[3], res), s.damage[srcs[0]])
            s.damage[srcs[0]] -= n
            s.damage[dsts[0]] += n
            game._emit("DamageMoved", dsts[0], s.owner[dsts[0]], amount=n)
            if n and game._any_triggers:
                game._fire("damaged", dsts[0], s.owner[dsts[0]])  # CR 1.9.3
    elif op == "continuous":
        # ("continuous", group, kind, key, amount, duration): "your characters gain Ward until the
        # start of your next turn" covers cards played later too (CR 6.4.2.1); kind "stat" (key:
        # strength/willpower/lore), "kw" (key: keyword) or "restrict" (cant_quest, cant_challenge,
        # cant_ready, cant_be_challenged).
        dur = step[5]
        until = "turn" if dur == "turn" else "start"
        s.effects.append(("cont", p, step[1], game._amount(step[4], res), until, p, p, step[2], step[3]))
    elif op in ("float", "delayed"):
        # ("float", who|"any", event, steps, duration) / ("delayed", event, steps)
        if op == "float":
            targets = [-1] if step[1] == "any" else game._who(step[1], res)
            event, steps, dur = step[2], step[3], step[4]
        else:
            targets, event, steps, dur = [-1], step[1], step[2], "permanent"
        until = "turn" if dur == "turn" else "start" if dur == "next_turn" else "play"
        for t in targets:
            s.effects.append(("float", t, event, 1 if op == "delayed" else 0, until, p, p, steps))
    elif op == "replace":
        # ("replace", who, event, mode, duration): event "banish" -> "return_to_hand", "damage" -> "prevent"
        dur = step[4]
        until = "turn" if dur == "turn" else "start" if dur == "next_turn" else "play"
        for t in game._who(step[1], res):
            s.effects.append(("replace", t, step[2], step[3], until, p, p))
    elif op == "play_free":
        # ("play_free", var): play the chosen card(s) from hand or discard without paying (CR 4.3.2.2).
        for t in res["vars"].get(step[1], ()):
            if t >= 0 and s.zone[t] in (HAND, DISCARD) and s.owner[t] == p:
                if s.zone[t] == DISCARD:
                    s.discard[p].remove(t)
                    s.hand[p].append(t)
                    s.zone[t] = HAND
                # CR 4.3.6 example A: "the next character you play costs 1 less" is used up
                # by a character played for free too.
                game._use_cost_reduction(p, game.idef[t])
                game._enter_play(t, p, (), ())
    elif op == "to_inkwell":
        # ("to_inkwell", who, exerted): into its owner's inkwell, face down; not the once-a-turn
        # inking (CR 4.2.3.2). ``who`` may also name chosen cards in hand or discard.
        targets = game._who(step[1], res) + [t for t in res["vars"].get(step[1], ())
                                              if t >= 0 and s.zone[t] in (HAND, DISCARD, DECK)]
        for t in targets:
            game._move_zone(t, INKWELL)
            s.exerted[t] = bool(step[2])
    elif op == "to_deck_bottom":
        for t in game._who(step[1], res):
            game._leave_play(t, DECK)
    elif op == "banish":
        game._banish(game._who(step[1], res))
    elif op == "return_to_hand":
        for t in game._who(step[1], res):
            game._leave_play(t, HAND)
        # "return this card to your hand" from the discard (it was banished), or chosen cards
        # of the discard.
        who = step[1]
        gone = [res["src"]] if who == "self" else [t for t in res["vars"].get(who, ()) if t >= 0] \
            if isinstance(who, str) and who in res["vars"] else []
        for t in gone:
            if 0 <= t and s.zone[t] == DISCARD and s.owner[t] == p:
                game._move_zone(t, HAND)
    elif op == "exert":
        for t in game._who(step[1], res):
            game._exert(t)
    elif op == "ready":
        for t in game._who(step[1], res):
            s.exerted[t] = False
            game._emit("Readied", t, s.owner[t])
    elif op == "ink_drops":
        # ("ink_drops", who, n): "get N ink drops" (each may be removed to pay 1 ink).
        for q in game._players(step[1], res):
            s.drops[q] += game._amount(step[2], res)
            game._emit("InkDropsGained", -1, q, amount=game._amount(step[2], res))
    elif op == "extra_ink":
        s.effects.append(("ink", p, "", game._amount(step[2], res), "turn", p, p))
    elif op == "cost_reduction":
        s.effects.append(("cost", p, step[3], game._amount(step[2], res), "turn", p, p))
    else:
        game._log(f"Unknown effect step {op!r} skipped")
