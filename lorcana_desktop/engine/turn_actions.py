"""Turn actions (CR 4): ink a card, play a card (Shift, sing), quest, move, Boost, activated abilities."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from lorcana_desktop.engine import bag, challenge, legal, stats, turn, zones
from lorcana_desktop.engine.actions import (
    Action,
    Activate,
    Boost,
    Challenge,
    Concede,
    EndTurn,
    InkCard,
    Move,
    PlayCard,
    Quest,
)
from lorcana_desktop.engine.bag_entry import PRINTED, AbilityRef
from lorcana_desktop.engine.decisions import AskBodyguard, AskDiscardCost, CostPay, ResumeActivate, ResumePlay
from lorcana_desktop.engine.defs import ACTION, CHARACTER, CardDef, action_effect_id
from lorcana_desktop.engine.events import (
    Activated,
    ManualAbilityDue,
    Moved,
    Played,
    Quested,
    Sang,
    Shifted,
    TurnEnded,
)
from lorcana_desktop.engine.flags import (
    ACTIVATED,
    BOOSTED,
    CHEAP,
    DISCARD_PLAY_NAME,
    ENTERED_EXERTED,
    EXERT_ENTRY,
    MOVED,
    NEXT_CHAR_DISCOUNT,
    NTH_ACTION,
    PLAYED,
    PLAYED_ACTION,
    PLAYED_CHARACTER,
    PLAYED_SONG,
    QUESTED,
    SANG,
    SHIFTED,
)
from lorcana_desktop.engine.lasting import (
    COST,
    KEYWORD,
    NEXT_CHARACTER,
    PLAYER_EFFECTS,
    UNTIL_START,
    Effect,
)
from lorcana_desktop.engine.manual import perform_manual
from lorcana_desktop.engine.notes import Noted
from lorcana_desktop.engine.resolution import Resolution
from lorcana_desktop.engine.state import DISCARD, HAND, INKWELL, PHASE_END, PLAY, UNDER
from lorcana_desktop.engine.tasks import ActionDone, AfterPlayed, EndCleanup

if TYPE_CHECKING:
    from lorcana_desktop.engine.game import Game


def perform(game: Game, action: Action) -> None:
    s = game.s
    t = type(action)
    if t is Concede:
        turn.eliminate(game, action.player, Noted.CONCEDED)  # type: ignore[union-attr]
        return
    if t in legal.MANUAL_ACTIONS:
        perform_manual(game, action)  # type: ignore[arg-type]
        return
    if s.pending is not None:
        game._answer(action)
        return
    p = s.active
    if t is InkCard:
        i = action.card  # type: ignore[union-attr]
        s.inked[p] += 1
        zones.move_zone(game, i, INKWELL)
        s.exerted[i] = zones.ink_exerted(game, p)  # (ready, unless an opponent's card says it enters exerted)
        bag.fire(game, "ink", i, p)
    elif t is PlayCard:
        play(game, action, p)  # type: ignore[arg-type]
    elif t is Quest:
        i = action.card  # type: ignore[union-attr]
        zones.exert(game, i)
        game._emit(Quested(i, p))  # before the lore it gains, so the log reads in the order of CR 4.5
        lv = stats.lore_value(game, i)
        if lv > 0:  # CR 4.5.3.1: negative lore gives nothing
            zones.gain_lore(game, p, lv)
        s.flags.add((QUESTED, i))  # "if a character of yours quested this turn" (lang.ThisTurn)
        bag.fire(game, "quest", i, p)
        bag.fire_floating(game, "quest", i, p)
    elif t is Challenge:
        challenge.challenge(game, action.card, action.target)  # type: ignore[union-attr]
    elif t is Move:
        i, loc = action.card, action.location  # type: ignore[union-attr]
        zones.pay_ink(game, p, legal.move_cost(game, i, loc) - action.drops)  # type: ignore[union-attr]
        zones.remove_drops(game, p, action.drops)  # type: ignore[union-attr]
        came_from = s.at[i]
        s.at[i] = loc
        s.flags.add((MOVED, i))  # "once during your turn, ... to move this character" (moved this turn)
        game._emit(Moved(i, p, loc))
        bag.fire(game, "move", i, p, came_from)  # the location it left, or -1 ("move a character here from a location")
    elif t is Boost:
        i = action.card  # type: ignore[union-attr]
        s.flags.add((BOOSTED, i))
        zones.pay_ink(game, p, (legal.boost_cost(game, i) or 0) - action.drops)  # type: ignore[union-attr]
        zones.remove_drops(game, p, action.drops)  # type: ignore[union-attr]
        zones.put_top_under(game, p, i)
        if "boost" in game._events:
            bag.fire(game, "boost", i, p)  # "whenever you use the Boost ability of a character"
    elif t is Activate:
        activate(game, action.card, action.ability, action.drops)  # type: ignore[union-attr]
    elif t is EndTurn:
        s.phase = PHASE_END
        game._emit(TurnEnded(-1, p))
        bag.fire(game, "end_of_turn", -1, p)
        bag.fire_floating(game, "end_of_turn", -1, p)
        s.tasks.append(EndCleanup())


def play(game: Game, a: PlayCard, p: int) -> None:
    s = game.s
    i = a.card
    d = game.idef[i]
    if s.zone[i] == UNDER:  # "you may play characters from under this item": taken from its stack first
        holder = next(h for h, st in enumerate(s.under) if i in st)
        s.under[holder] = tuple(c for c in s.under[holder] if c != i)
        s.zone[i] = HAND
        s.facedown[i] = False
        s.hand[p].append(i)
    elif s.zone[i] == DISCARD:  # "you may play characters from your discard. If you do, they enter play exerted"
        by_static = legal.discard_play_static(game, p)  # (a static's leave, if one applies, carries no name limit)
        s.discard[p].remove(i)
        s.zone[i] = HAND
        s.hand[p].append(i)
        s.flags.add((EXERT_ENTRY, i))
        if not by_static:  # Remember Me: "you can't play characters with the same name as characters you played
            s.flags.update((DISCARD_PLAY_NAME, p, n) for n in d.names)  # this way this turn"
        zones.left_discard(game, i, p)
    if a.sing:
        for c in a.sing:
            zones.exert(game, c)
        use_cost_reduction(game, p, d)  # CR 4.3.6: "the next action you play" is used up by a song sung
        game._emit(Sang(i, p, a.sing))
    elif a.free:
        # CR 1.5.5.3: played for free by its own ability, an alternative cost: no ink, whatever would change the
        # amount to pay (CR 1.5.4); a "next card costs less" is used up as by any play (CR 4.3.6 example A).
        use_cost_reduction(game, p, d)
        paid_by = next((ab for ab in d.free_paid if (ab.condition is None or stats.condition(game, ab.condition, i))
                        and len(legal.free_payers(game, i, ab)) >= ab.amount), None) if not any(
            stats.condition(game, c, i) for c in d.free_if) else None
        if paid_by is not None:  # its alternative cost: the cards that pay it are chosen, then it enters play
            if game.witness is not None:
                game.witness.resolved(i, paid_by)
            pay = {"free_by_banish": CostPay.BANISH, "free_by_exert": CostPay.EXERT}.get(paid_by.stat, CostPay.BOTTOM)
            s.pending = AskDiscardCost(p, legal.free_payers(game, i, paid_by), paid_by.amount, ResumePlay(i, (), ()),
                                       pay=pay)
            return
    elif a.shift:
        key = a.shift if len(a.shift) == 1 else tuple(sorted(a.shift))
        sh = legal.shift_for(game, i, key, game.ready_ink(p), s.drops[p])
        assert sh is not None  # (check() made sure one pays)
        paid = legal.shift_ink(game, i, sh, key) if sh.ink else 0
        if sh.ink:
            zones.pay_ink(game, p, paid - a.drops)
        if paid <= 2 and "cheap_play" in game._events:
            s.flags.add((CHEAP, i))  # "whenever you pay 2 ⬡ or less to play a card" (fired once it is played)
        zones.remove_drops(game, p, sh.drops + a.drops, i)  # its Shift's "remove N ink drops", and drops paying ink
        use_cost_reduction(game, p, d, shift=True)
        if sh.discard:
            opts = tuple(legal.discard_options(game, p, sh.discard, exclude=i))
            s.pending = AskDiscardCost(p, opts, sh.discard_count, ResumePlay(i, a.shift, a.sing, sh.temporary))
            return
        enter_play(game, i, p, a.shift, a.sing, sh.temporary)
        return
    else:
        paid = stats.play_cost(game, i)
        zones.pay_ink(game, p, paid - a.drops)
        zones.remove_drops(game, p, a.drops, i)  # each ink drop pays 1 ⬡ of it
        use_cost_reduction(game, p, d)
        if paid <= 2 and "cheap_play" in game._events:
            s.flags.add((CHEAP, i))  # "whenever you pay 2 ⬡ or less to play a card" (fired once it is played)
    enter_play(game, i, p, a.shift, a.sing)


def use_cost_reduction(game: Game, p: int, d: CardDef, shift: bool = False) -> None:
    s = game.s
    if d.type == CHARACTER and game._any_statics and "next_char_cost" in game._static_stats:
        s.flags.update((NEXT_CHAR_DISCOUNT, src) for src, _ in stats.next_character_discount(game, p))  # used up for the turn
    if not s.effects:
        return
    s.effects = [e for e in s.effects if not (e.kind is COST and e.target == p and (
        stats.cost_key_fits(e.key, d) or shift and e.key == "shift"))]


def enter_play(game: Game, i: int, p: int, shift: tuple[int, ...], sing: tuple[int, ...],
                temporary: bool = False) -> None:
    s = game.s
    d = game.idef[i]
    s.flags.add((PLAYED, p, i))  # "if you played another character / an action this turn" (lang.ThisTurn)
    if d.type == ACTION:
        zones.move_zone(game, i, PLAY)
        s.flags.add((PLAYED_SONG, p) if d.is_song else (PLAYED_ACTION, p))  # "if you played a song this turn"
        game._emit(Played(i, p))
        for c in sing:
            # "that song" for the singer's abilities (CR 6.1.11 example): the song it sang last
            s.flags.difference_update([f for f in s.flags if f[0] is SANG and f[1] == c])
            s.flags.add((SANG, c, i))
            bag.fire(game, "sing", c, p)
        if sing and "sung" in game._events:
            bag.fire(game, "sung", i, p)  # "whenever one or more of your characters sings a song": once a song
        n = 1  # "whenever you play a second action in a turn": count this turn's actions
        while (NTH_ACTION, n, p) in s.flags:
            n += 1
        s.flags.add((NTH_ACTION, n, p))
        bag.fire(game, "any_play", i, p)
        if "cheap_play" in game._events and (CHEAP, i) in s.flags:
            s.flags.discard((CHEAP, i))
            bag.fire(game, "cheap_play", i, p)
        if d.action_effect is not None:
            # CR 4.3.3.2: the effect resolves, then the card goes to the discard (see _step_resolution);
            # the task is a fallback should the resolution be cut short.
            s.tasks.append(ActionDone(i))
            bag.start_resolution(game, i, p, AbilityRef(PRINTED, action_effect_id(d)), -1, from_action=True)
        else:
            for name in d.manual:  # its effect, not automated: the player resolves it by hand
                game._emit(ManualAbilityDue(i, p, name, "play"))
            zones.move_zone(game, i, DISCARD)
        return
    if shift:
        base = shift[0]
        under: tuple[int, ...] = ()
        for b in shift:
            under += s.under[b] + (b,)
        s.exerted[i] = any(s.exerted[b] for b in shift)  # CR 8.10.2
        s.dry[i] = all(s.dry[b] for b in shift)          # CR 8.10.4
        s.damage[i] = sum(s.damage[b] for b in shift)    # CR 8.10.6
        s.at[i] = s.at[base]
        pos = s.play[p].index(base)
        s.hand[p].remove(i)
        s.play[p][pos] = i
        s.zone[i] = PLAY
        for b in shift:
            if b != base:
                s.play[p].remove(b)
            s.zone[b] = UNDER
            s.exerted[b] = False
            s.damage[b] = 0
            s.at[b] = -1
            for u in s.under[b]:
                s.zone[u] = UNDER
            s.under[b] = ()
        s.play_changed()  # (the base replaced by the shifted card, the other bases gone)
        s.under[i] = under
        # CR 8.10.5: the shifted character keeps the effects that applied to the one below.
        if s.effects:
            s.effects = [replace(e, target=i) if e.target in shift and e.kind not in PLAYER_EFFECTS else e
                         for e in s.effects]
        for x in range(len(s.at)):
            if s.at[x] in shift:
                s.at[x] = i
        if temporary:
            s.temp_shift.append(i)
        game._emit(Shifted(i, p, shift))
        s.flags.add((SHIFTED, i))  # "if you used Shift to play her"
        if "shifted_onto" in game._events:
            game._leaving = list(shift)  # the cards below see it (they are no longer in play)
            try:
                bag.fire(game, "shifted_onto", i, p)
            finally:
                game._leaving = []
    else:
        zones.move_zone(game, i, PLAY)
        # "This character enters play exerted [unless ...]" (a static of the card; CR 6.7.9: as it enters)
        s.exerted[i] = d.enters_exerted and stats.condition(game, d.enters_exerted_if, i)
        if not s.exerted[i] and game._any_statics and "opponents_enter_exerted" in game._static_stats:
            s.exerted[i] = zones.enters_exerted_by_opponents(game, i)  # "Opposing items enter play exerted."
        if d.type != CHARACTER and s.flags and (EXERT_ENTRY, i) in s.flags:  # "... and it enters play exerted"
            s.flags.discard((EXERT_ENTRY, i))
            s.exerted[i] = True
        s.dry[i] = False
        s.damage[i] = d.enters_damage  # "This character enters play with N damage."
        game._emit(Played(i, p))
    if d.type == CHARACTER:
        s.flags.add((PLAYED_CHARACTER, p))
        if game._any_statics:
            s.damage[i] += _opponents_enter_damage(game, i, p)
        if s.flags and (EXERT_ENTRY, i) in s.flags:  # "you may play characters from your discard. If you do,
            s.flags.discard((EXERT_ENTRY, i))  # they enter play exerted"
            s.exerted[i] = True
        if s.effects and any(e.kind is NEXT_CHARACTER and e.target == p for e in s.effects):
            # "The next character you play this turn enters play exerted and gains Bodyguard until the start of your
            # next turn": used up by this one
            e = next(e for e in s.effects if e.kind is NEXT_CHARACTER and e.target == p)
            s.effects.remove(e)
            if e.amount:
                s.exerted[i] = True
            if e.key:
                s.effects.append(Effect(KEYWORD, i, e.key, 0, UNTIL_START, p, p))
        if s.exerted[i] and "enters_exerted" in game._events:
            bag.fire(game, "enters_exerted", i, p)  # "whenever another character of yours enters play exerted"
    if not d.automated and not d.manual_moments:  # (with moments, each is announced as it comes: bag._fire)
        game._log(Noted.NAMED_NOT_AUTOMATED, card=d.full_name)
    if d.type == CHARACTER and (d.bodyguard or d.may_enter_exerted or stats.has_keyword(game, i, "Bodyguard")):
        # CR 8.3.2: asked right after the card is played, before anything else resolves.
        s.flags.discard((ENTERED_EXERTED, i))  # (a card played again this turn chooses again)
        s.pending = AskBodyguard(p, i)
        s.tasks.append(AfterPlayed(i, p))
        return
    after_played(game, i, p)


def after_played(game: Game, i: int, p: int) -> None:
    bag.fire(game, "play", i, p)
    bag.fire(game, "any_play", i, p)
    if "cheap_play" in game._events and (CHEAP, i) in game.s.flags:
        game.s.flags.discard((CHEAP, i))
        bag.fire(game, "cheap_play", i, p)


def activate(game: Game, i: int, k: int, drops: int = 0) -> None:
    s = game.s
    p = s.active
    ab = stats.activated_of(game, i)[k]
    cost = legal.activation_cost(game, i, ab.cost)
    if ab.once_per_turn:
        s.flags.add((ACTIVATED, i, k))
    if cost.exert:
        zones.exert(game, i)
    if cost.ink:
        zones.pay_ink(game, p, cost.ink - drops)
        zones.remove_drops(game, p, drops)
    game._emit(Activated(i, p, ab.name))
    if cost.discard:
        opts = tuple(legal.discard_options(game, p, cost.discard))
        s.pending = AskDiscardCost(p, opts, 1, ResumeActivate(i, k, cost.banish_self))
        return
    finish_activate(game, i, k, cost.banish_self)


def finish_activate(game: Game, i: int, k: int, banish_self: bool) -> None:
    s = game.s
    p = s.active
    ab = stats.activated_of(game, i)[k]
    if banish_self:
        zones.banish(game, [i])
    cost = legal.activation_cost(game, i, ab.cost)
    pay = cost.pay_steps() if cost.banish_own or cost.exert_own or cost.self_damage else ()
    if game.witness is not None and ab.automated:
        game.witness.resolved(i, ab)
    if ab.automated and ab.effect:
        # Costs that choose your own cards are paid first, as steps of the same resolution (CR 4.4.3.4, 4.4.4).
        s.res = Resolution(i, p, pay + ab.effect, ab.name)
    else:
        game._emit(ManualAbilityDue(i, p, ab.name, "activated"))  # its costs are paid; its effect is done by hand
        if pay:  # the costs are still paid
            s.res = Resolution(i, p, pay, ab.name)


def _opponents_enter_damage(game: Game, i: int, p: int) -> int:
    """"Opposing characters with Singer enter play with 1 damage.": the damage the statics
    ``opponents_enter_damage`` of p's opponents' cards in play put on character i as it enters play."""
    from lorcana_desktop.engine.lang import sel_matches

    s = game.s
    n = 0
    for q in game.opponents(p):
        for c in s.play[q]:
            if "opponents_enter_damage" in game.idef[c].static_keys:
                n += sum(ab.amount for ab in game.idef[c].statics if ab.stat == "opponents_enter_damage"
                         and stats.condition(game, ab.condition, c)
                         and (ab.sel is None or sel_matches(game, ab.sel, i, q, c)))
    return n
