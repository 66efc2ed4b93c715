"""Legal actions and why an action is illegal (CR 1.7.6, 4): legal_actions(), check() and their helpers."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations, permutations
from typing import TYPE_CHECKING, Any

from lorcana_desktop.engine.abilities import ActivatedCost
from lorcana_desktop.engine.actions import (
    Accept,
    Action,
    Activate,
    Boost,
    Challenge,
    ChooseAmount,
    ChooseOption,
    ChooseTargets,
    ChooseTrigger,
    Concede,
    EndTurn,
    InkCard,
    Move,
    Mulligan,
    NameCard,
    OrderCards,
    PlayCard,
    Quest,
)
from lorcana_desktop.engine.decisions import (
    AskAmount,
    AskBodyguard,
    AskDiscardCost,
    AskMay,
    AskMulligan,
    AskName,
    AskOption,
    AskOrder,
    AskTargets,
    AskTopOrBottom,
    AskTrigger,
)
from lorcana_desktop.engine.defs import ACTION, CHARACTER, ITEM, LOCATION, TYPE_NAMES
from lorcana_desktop.engine.lang import sel_matches
from lorcana_desktop.engine.manual import MANUAL_TYPES, check_manual
from lorcana_desktop.engine.resolution import Resolution
from lorcana_desktop.engine.setup import INK_CARD_NAME
from lorcana_desktop.engine.state import DISCARD, HAND, PLAY
from lorcana_desktop.engine.stats import cost_key_fits, next_character_discount
from lorcana_desktop.engine.zones import name_played_from_discard

if TYPE_CHECKING:
    from lorcana_desktop.engine.game import Game


def legal_actions(game: Game) -> list[Action]:
    """Every legal action for the player who must act now (empty once the game is over)."""
    s = game.s
    if s.winner is not None or s.phase == "over":
        return []
    if s.pending is not None:
        return game._pending_answers()
    if s.phase != "main":
        return []
    p = s.active
    out: list[Action] = []
    exerted, dry, idef = s.exerted, s.dry, game.idef
    mods = bool(s.effects) or game._any_statics
    ready_ink = game.ready_ink(p)
    drops = s.drops[p]
    hand = s.hand[p]
    # CR 4.2: ink once a turn (plus extra allowances).
    if s.inked[p] < 1 + game._extra_ink(p):
        all_ink = "inkable" in game._static_stats  # "All cards in your hand count as having ◉"
        for i in hand:
            if idef[i].inkable or all_ink and game._restricted(i, "inkable"):
                out.append(InkCard(i))
        if "ink_from_discard" in game._static_stats and _statics_of(game, [p], "ink_from_discard"):
            out.extend(InkCard(i) for i in s.discard[p] if idef[i].inkable)  # "You can ink cards from your discard."
    my_play = s.play[p]
    no_actions: bool | None = None  # "opponents can't play actions" (asked once, if needed)
    under = from_under(game, p) if "play_under" in s.flags else None  # "you may play characters from under ..."
    named = f"discard_play:{p}" in s.flags  # "you may play characters from your discard" (then one of a name)
    if named or "play_from_discard" in game._static_stats:
        under = (under or []) + from_discard(game, p)
    by_cost = "opponents_cant_play_actions" in game._static_stats  # ("... actions with cost 4 or more")
    for i in (hand + under if under else hand):
        d = idef[i]
        if named and d.type == CHARACTER and name_played_from_discard(game, i, p):
            continue
        if d.play_after_character and f"played_char:{p}" not in s.flags:
            continue
        if d.type == ACTION and mods:
            if no_actions is None:
                no_actions = game._actions_blocked(p)  # (asked once: it does not depend on the action)
            if no_actions or by_cost and game._actions_blocked(p, i):  # ("with cost 4 or more": each action)
                continue
        if d.type == ITEM and mods and s.effects and _items_blocked(game, p):
            continue
        if d.play_if is not None and not game._condition(d.play_if, i):
            continue
        cost = game.play_cost(i)
        if cost <= ready_ink:
            out.append(PlayCard(i))
        if (d.free_if or d.free_paid) and free_now(game, i):
            out.append(PlayCard(i, free=True))
        if drops:  # each ink drop may pay 1 ⬡: one action per number of drops the player may remove
            out.extend(PlayCard(i, drops=k) for k in drop_splits(cost, ready_ink, drops) if k)
        shifts = shifts_now(game, i) if d.gained_shifts else d.shifts
        if shifts:
            bases: list[tuple[int, ...]] = []
            for sh in shifts:
                if game._any_statics and "shift_onto_cost" in game._static_stats:  # the base may lower the cost
                    bases.extend(b for b in game._shift_bases(i, sh) if b not in bases
                                 and game._shift_payable(i, sh, ready_ink + max(0, drops - sh.drops), b))
                elif game._shift_payable(i, sh, ready_ink + max(0, drops - sh.drops)):
                    bases.extend(b for b in game._shift_bases(i, sh) if b not in bases)
            for b in bases:
                if not drops:
                    out.append(PlayCard(i, shift=b))
                    continue
                sh = shift_for(game, i, b, ready_ink, drops)
                if sh is not None:
                    out.extend(PlayCard(i, shift=b, drops=k)
                               for k in drop_splits(game._shift_ink(i, sh, b) if sh.ink else 0, ready_ink,
                                                    drops - sh.drops))
        if d.is_song:
            singers = sorted(c for c in my_play if idef[c].type == CHARACTER and not exerted[c] and dry[c]
                             and not ((game._any_statics or game.s.effects) and (
                                 game._restricted(c, "cant_sing")
                                 or d.sing_together is None and game._restricted(c, "cant_sing_plain"))))
            cost = d.cost
            if d.sing_together is not None and d.sing_together < cost:
                cost = d.sing_together  # Sing Together N with a single singer of value N
            for c in singers:
                if game.sing_value(c) >= cost:
                    out.append(PlayCard(i, sing=(c,)))
            if d.sing_together is not None and len(singers) > 1:
                need = d.sing_together
                vals = {c: game.sing_value(c) for c in singers}
                for r in range(2, min(len(singers), 10) + 1):
                    for combo in combinations(singers, r):
                        if sum(vals[c] for c in combo) >= need:
                            out.append(PlayCard(i, sing=combo))
    opp = game.opponents(p)
    for i in my_play:
        d = idef[i]
        if d.type == CHARACTER:
            if not exerted[i] and (dry[i] or d.quest_when_played) \
                    and not (game.has_keyword(i, "Reckless") if mods else d.reckless) \
                    and not game._restricted(i, "cant_quest"):
                out.append(Quest(i))
            if can_challenge(game, i):
                for t in game._challenge_targets(i, opp):
                    out.append(Challenge(i, t))
            for loc in my_play:
                if idef[loc].type == LOCATION and s.at[i] != loc and not d.cant_move:
                    mc = game._move_cost(i, loc)
                    if mc <= ready_ink:
                        out.append(Move(i, loc))
                    if drops:
                        out.extend(Move(i, loc, k) for k in drop_splits(mc, ready_ink, drops) if k)
        boost = game._boost_cost(i) if mods else d.boost
        if boost is not None and f"boost:{i}" not in s.flags and s.deck[p]:
            if boost <= ready_ink:
                out.append(Boost(i))
            if drops:
                out.extend(Boost(i, k) for k in drop_splits(boost, ready_ink, drops) if k)
        costs = d.activated_costs if not game._grants else tuple(a.cost for a in game.activated_of(i))
        if "free_ability" in d.static_keys:
            costs = tuple(activation_cost(game, i, c) for c in costs)
        for k, acost in enumerate(costs):
            if game._activate_reason(i, k, acost, ready_ink) is None:
                out.append(Activate(i, k))
            if drops and acost.ink:
                out.extend(Activate(i, k, n) for n in drop_splits(acost.ink, ready_ink, drops)
                           if n and game._activate_reason(i, k, acost, ready_ink, n) is None)
    if game._end_turn_reason(p) is None:
        out.append(EndTurn())
    return out


def free_now(game: Game, i: int) -> bool:
    """May card ``i`` be played for free now by its own ability (an alternative cost, CR 1.5.5.3)?"""
    d = game.idef[i]
    return any(game._condition(c, i) for c in d.free_if) or any(
        (ab.condition is None or game._condition(ab.condition, i)) and len(free_payers(game, i, ab)) >= ab.amount
        for ab in d.free_paid)


def free_payers(game: Game, i: int, ab: Any) -> tuple[int, ...]:
    """The cards that may pay ``ab``, an alternative cost of card ``i`` ("banish chosen item of yours", "exert 4
    items of yours", "put a Toy character card from your discard on the bottom of your deck")."""
    s = game.s
    p = s.owner[i]
    pile = s.discard[p] if ab.stat == "free_by_bottom" else s.play[p]
    return tuple(t for t in pile if t != i and sel_matches(game, ab.sel, t, p, i)
                 and not (ab.stat == "free_by_exert" and s.exerted[t]))


def can_challenge(game: Game, i: int) -> bool:
    """May character ``i`` challenge now, whatever it challenges (CR 4.6.4.1): ready, dry or with Rush, and
    nothing says it can't. One judgement for the challenges listed, the refusals and Reckless's "can't end the
    turn while it can challenge" (CR 8.7.3): a "can't challenge" (Adventurous, an effect, a static) wins over
    Reckless's "must" (CR 1.2.2)."""
    s = game.s
    d = game.idef[i]
    return (d.type == CHARACTER and not s.exerted[i] and (s.dry[i] or game.has_keyword(i, "Rush"))
            and not (game.has_keyword(i, "Adventurous") if s.effects or game._lose_kw or game._static_adventurous
                     else d.adventurous)
            and not (game._any_statics and "one_challenger" in game._static_stats and one_challenger_blocks(game, i))
            and not game._restricted(i, "cant_challenge"))


def one_challenger_blocks(game: Game, i: int) -> bool:
    """"Each turn, only one character can challenge" (a static of a card in play): another character challenged this
    turn, so ``i`` can't."""
    s = game.s
    if not any(f.startswith("challenger:") and f != f"challenger:{i}" for f in s.flags):
        return False
    return _statics_of(game, list(range(s.players)), "one_challenger")


def drop_splits(cost: int, ready: int, drops: int) -> range:
    """How many ink drops may pay part of a ⬡ cost: each pays 1 ⬡ ("each ink drop may be removed to pay 1 ⬡"),
    from none (or as many as the ready ink cannot pay) up to all the player's drops or the whole cost."""
    return range(max(0, cost - ready), min(drops, cost) + 1)


def shift_for(game: Game, i: int, key: tuple[int, ...], ready: int, drops: int) -> Any:
    """The first Shift of card ``i`` that may put it on ``key`` and that ``ready`` ink and ``drops`` ink drops
    pay (a Shift's own "remove N ink drops" first), or None."""
    for sh in shifts_now(game, i):
        if key in game._shift_bases(i, sh) and drops >= sh.drops \
                and game._shift_payable(i, sh, ready + drops - sh.drops, key):
            return sh
    return None


def drops_reason(game: Game, p: int, cost: int, drops: int, ready: int, what: str = "") -> str | None:
    """Why paying a ⬡ cost of ``cost`` with ``drops`` ink drops and the rest from ``ready`` ink is refused, or
    None; ``what`` names the cost in the message ("to move there")."""
    have = game.s.drops[p]
    if drops < 0 or drops > have:
        return f"You have {have} ink drop{'s' if have != 1 else ''}; you cannot remove {drops}"
    if drops > cost:
        return f"That costs {cost} ⬡{what}: remove at most {cost} ink drop{'s' if cost != 1 else ''} to pay it"
    if cost - drops > ready:
        n = have - drops
        extra = f"; you may also remove {n} more ink drop{'s' if n != 1 else ''} to pay" if n else ""
        return f"Needs {cost} ink{what}; you have {ready} ready" + extra
    return None


def discard_play_static(game: Game, p: int) -> bool:
    """Does a static of player ``p``'s let them play characters from their discard now ("While this character is
    exerted, you may play characters from your discard")?"""
    return "play_from_discard" in game._static_stats and _statics_of(game, [p], "play_from_discard")


def from_discard(game: Game, p: int) -> list[int]:
    """The character cards player ``p`` may play from their discard now: a static's leave, or this turn's ("For the
    rest of this turn, you may play characters from your discard")."""
    s = game.s
    if not (f"discard_play:{p}" in s.flags or discard_play_static(game, p)):
        return []
    return [c for c in s.discard[p] if game.idef[c].type == CHARACTER]


def from_under(game: Game, p: int) -> list[int]:
    """The character cards player ``p`` may play from under their cards this turn ("this turn, you may play
    characters from under this item")."""
    s = game.s
    out: list[int] = []
    for f in s.flags:
        if f.startswith("play_under:"):
            src = int(f[11:])
            if s.zone[src] == PLAY and s.owner[src] == p:
                out.extend(c for c in s.under[src] if game.idef[c].type == CHARACTER and s.owner[c] == p)
    return out


def _boost_cost(game: Game, i: int) -> int | None:
    """Boost N's N (CR 8.4.1), printed or granted; None without Boost."""
    d = game.idef[i]
    if d.boost is not None:
        return d.boost
    if game.has_keyword(i, "Boost"):
        return game.keyword_value(i, "Boost")
    return None


def _extra_ink(game: Game, p: int) -> int:
    s = game.s
    n = sum(e[3] for e in s.effects if e[0] == "ink" and e[1] == p) if s.effects else 0
    if game._any_statics:
        # CR 4.2.3.1 example: each Belle in play allows one more card this turn, counted against all
        # the cards put into the inkwell this turn (a Belle played again allows nothing new).
        for src in s.play[p]:
            if "extra_ink" in game.idef[src].static_keys:
                n += sum(ab.amount for ab in game.idef[src].statics
                         if ab.stat == "extra_ink" and game._condition(ab.condition, src))
    return n


def _statics_of(game: Game, players: list[int], key: str) -> bool:
    """Does a static ``key`` of a card in play of one of ``players`` apply now (its condition holds)?"""
    s = game.s
    for q in players:
        for src in s.play[q]:
            if key in game.idef[src].static_keys and any(
                    ab.stat == key and game._condition(ab.condition, src) for ab in game.idef[src].statics):
                return True
    return False


def _lore_goal(game: Game, p: int) -> int:
    """The lore player p needs to win (CR 1.8.1.1): 20, or more while an opponent's static says so ("Opponents
    need 25 lore to win the game")."""
    goal = game.s.goal
    if game._any_statics:
        for q in game.opponents(p):
            for src in game.s.play[q]:
                if "opponents_lore_goal" in game.idef[src].static_keys:
                    goal = max([goal] + [ab.amount for ab in game.idef[src].statics if ab.stat == "opponents_lore_goal"
                                         and game._condition(ab.condition, src)])
    return goal


def _actions_blocked(game: Game, p: int, i: int = -1) -> bool:
    """Can player p not play actions now ("opponents can't play actions", CR 1.2.2 example)? With action ``i``:
    that one ("opponents can't play actions with cost 4 or more": the static's amount, 0 for every action)."""
    s = game.s
    if s.effects and any(e[0] == "no_actions" and e[1] != p for e in s.effects):
        return True
    if not game._any_statics:
        return False
    cost = game.idef[i].cost if i >= 0 else -1
    key = "opponents_cant_play_actions"
    for q in game.opponents(p):
        for src in s.play[q]:
            if key in game.idef[src].static_keys and any(
                    ab.stat == key and (ab.amount <= 0 or 0 <= ab.amount <= cost) and game._condition(ab.condition, src)
                    for ab in game.idef[src].statics):
                return True
    return False


def _items_blocked(game: Game, p: int) -> bool:
    """Can player p not play items now ("opponents can't play actions or items")?"""
    return any(e[0] == "no_actions" and e[1] != p and e[2] == "items" for e in game.s.effects)


def _skips_draw(game: Game, p: int) -> bool:
    """CR 6.4.5: a static "skip your turn's Draw step" of one of p's cards in play."""
    return game._any_statics and _statics_of(game, [p], "skip_draw")


def _move_cost(game: Game, i: int, loc: int) -> int:
    c = game.idef[loc].move_cost
    if not game._move_statics:
        return c
    s = game.s
    q = s.owner[i]
    for src in s.play[q]:  # CR 4.7: the move cost, after the statics of your cards that change it
        for ab in game.idef[src].statics:
            if ab.stat == "move_free" and src == loc and game._static_applies(ab, src, i, q):
                return 0
            if ab.stat == "move_cost" and game._static_applies(ab, src, i, q) \
                    or ab.stat == "move_cost_here" and src == loc and game._condition(ab.condition, src):
                c -= ab.amount
    return max(0, c)


def total_strength(game: Game, cards: Sequence[int]) -> int:
    """The ¤ of ``cards`` added up (a negative ¤ counts as 0, CR 6.6.2)."""
    return sum(max(0, game.strength(t)) for t in cards if t >= 0)


def activation_cost(game: Game, i: int, cost: ActivatedCost) -> ActivatedCost:
    """An activated ability's cost now: a static of its card may let it be used for free, every cost but ⟳
    ignored (CR 1.5.5.4, 4.4.3.2)."""
    d = game.idef[i]
    if "free_ability" in d.static_keys and any(ab.stat == "free_ability" and game._condition(ab.condition, i)
                                               for ab in d.statics):
        return ActivatedCost(exert=cost.exert, supported=cost.supported)
    return cost


def shifts_now(game: Game, i: int) -> tuple[Any, ...]:
    """Card ``i``'s Shift keywords now: printed, and those it gains while a condition holds."""
    d = game.idef[i]
    if not d.gained_shifts:
        return d.shifts
    return d.shifts + tuple(sh for cond, sh in d.gained_shifts if game._condition(cond, i))


def challenge_forbidden(game: Game, i: int, q: int) -> bool:
    """Is ``i`` under "can't challenge your characters or locations" from an effect of player ``q``?"""
    return any(e[0] == "restrict" and e[1] == i and e[2] == "cant_challenge_yours" and e[6] == q
               for e in game.s.effects)


def _challenge_targets(game: Game, i: int, opp: list[int]) -> list[int]:
    """Opposing exerted characters and opposing locations this character may challenge (CR 4.6.4.2, 4.6.8)."""
    s = game.s
    idef, exerted = game.idef, s.exerted
    effects = bool(s.effects) or game._any_statics
    ignore_evasive = (game.has_keyword(i, "Evasive") or game.has_keyword(i, "Alert")) if effects \
        else idef[i].evasive or idef[i].alert
    ready_too = effects and game._restricted(i, "can_challenge_ready")  # "can challenge ready characters"
    out: list[int] = []
    barred = "cant_be_challenged_by" in game._static_stats
    for q in opp:
        if s.effects and challenge_forbidden(game, i, q):
            continue
        chars: list[int] = []
        guards: list[int] = []
        for t in s.play[q]:
            dt = idef[t]
            if (s.effects or game._any_statics) and game._restricted(t, "cant_be_challenged"):
                continue
            if barred and game._challenge_barred(i, t):
                continue
            if dt.type == LOCATION:
                if not (effects and not ignore_evasive and game.has_keyword(t, "Evasive")):  # a location given Evasive
                    out.append(t)
            elif dt.type == CHARACTER and (exerted[t] or ready_too or idef[i].ready_targets and any(
                    sel_matches(game, x, t, s.owner[i], i) for x in idef[i].ready_targets)):
                # CR 8.6.1: only Evasive characters (or Alert, 8.2) challenge Evasive ones.
                if not ignore_evasive and (game.has_keyword(t, "Evasive") if effects else dt.evasive):
                    continue
                chars.append(t)
                if dt.bodyguard or (effects and game.has_keyword(t, "Bodyguard")):
                    guards.append(t)
        # CR 8.3.3: must choose a Bodyguard if able.
        out.extend(guards if guards else chars)
    return out


def _shift_bases(game: Game, i: int, sh: Any) -> list[tuple[int, ...]]:
    """The characters (or item) a Shift keyword may go on top of (CR 8.10)."""
    if not sh.supported:
        return []
    s = game.s
    p = s.owner[i]
    idef = game.idef
    kind = sh.kind
    if kind == "item_name":
        return [(b,) for b in s.play[p] if idef[b].type == ITEM and any(n in sh.names for n in idef[b].names)]
    chars = [b for b in s.play[p] if idef[b].type == CHARACTER]
    # "You can shift any character on top of this character" (1: any Shift) / "... as if this character had any
    # name" (0: Shift by name) (a static of the base)
    anyb = {b: max(ab.amount for ab in idef[b].statics if ab.stat == "shift_base_any") for b in chars
            if "shift_base_any" in idef[b].static_keys} if "shift_base_any" in game._static_stats else {}
    if kind == "name":
        names = sh.names
        return [(b,) for b in chars if any(n in names for n in idef[b].names) or b in anyb]
    if kind == "classification":
        return [(b,) for b in chars if game.has_class(b, sh.classification) or anyb.get(b, 0) >= 1]
    if kind == "universal":
        return [(b,) for b in chars]
    if kind in ("combo", "duo"):
        named = {n: [b for b in chars if n in idef[b].names] for n in sh.names}
        out: list[tuple[int, ...]] = []
        if kind == "combo":
            for b in chars:
                if any(n in sh.names for n in idef[b].names):
                    out.append((b,))
        if len(sh.names) >= 2:
            a_name, b_name = sh.names[0], sh.names[1]
            for a in named.get(a_name, []):
                for b in named.get(b_name, []):
                    if a != b:
                        out.append((a, b) if a < b else (b, a))
        return out
    return []


def _shift_payable(game: Game, i: int, sh: Any, ready_ink: int, base: tuple[int, ...] = ()) -> bool:
    if sh.ink is not None and game._shift_ink(i, sh, base) > ready_ink:
        return False
    if sh.drops and game.s.drops[game.s.owner[i]] < sh.drops:
        return False
    if sh.discard:
        return len(game._discard_options(game.s.owner[i], sh.discard, exclude=i)) >= sh.discard_count
    return True


def _shift_ink(game: Game, i: int, sh: Any, base: tuple[int, ...] = ()) -> int:
    """The ink a Shift of card ``i`` costs now; ``base``: the card(s) it goes on top of (its own abilities may
    lower it: "You pay 1 ⬡ less to shift a character on top of this character")."""
    c = sh.ink or 0
    if game.s.effects:
        p = game.s.owner[i]
        for e in game.s.effects:
            if e[0] == "cost" and e[1] == p and (e[2] == "shift" or cost_key_fits(e[2], game.idef[i])):
                c -= e[3]  # ("you pay 1 ⬡ less for the next character you shift this turn")
    if game._any_statics and "shift_cost" in game._static_stats:
        c -= game._static_mods(i, "shift_cost")  # "You pay 1 ⬡ less to play characters using their Shift ability."
        for ab in game.idef[i].statics:  # "For each ..., you pay 1 ⬡ less to play this character using her Shift ability"
            if ab.stat == "shift_cost" and ab.applies_to == "self" and game._condition(ab.condition, i):
                c -= ab.amount if ab.per is None else ab.amount * int(
                    game._amount(ab.per, Resolution(i, game.s.owner[i], ())))
    if game._any_statics and "next_char_cost" in game._static_stats:  # "the next character you play this turn"
        c -= sum(n for _, n in next_character_discount(game, game.s.owner[i]))
    if base and game._any_statics and "shift_onto_cost" in game._static_stats:
        for b in base:
            for ab in game.idef[b].statics:
                if ab.stat == "shift_onto_cost" and game._condition(ab.condition, b):
                    c -= ab.amount
    return max(0, c)


def _discard_options(game: Game, p: int, what: str, exclude: int = -1) -> list[int]:
    idef = game.idef
    out = []
    for c in game.s.hand[p]:
        if c == exclude:
            continue
        d = idef[c]
        if what == "card" or (what == "song" and d.is_song) or TYPE_NAMES[d.type] == what:
            out.append(c)
    return out


def _activate_reason(game: Game, i: int, k: int, cost: Any, ready_ink: int, drops: int = 0) -> str | None:
    s = game.s
    if not cost.supported:
        return f"{game.name(i)}'s ability has a cost this engine cannot pay yet"
    ab = game.activated_of(i)[k]
    if ab.once_per_turn and f"act:{i}:{k}" in s.flags:
        return f"{ab.name} is used once per turn"
    if getattr(ab, "condition", None) is not None and not game._condition(ab.condition, i):
        return f"{ab.name} can be used only while its condition holds"
    if cost.exert:
        if s.exerted[i]:
            return f"{game.name(i)} is exerted"
        if game.idef[i].type == CHARACTER and not s.dry[i]:
            return f"{game.name(i)} is still drying (CR 4.4.2)"
    if cost.ink > ready_ink or drops:
        why = drops_reason(game, s.owner[i], cost.ink, drops, ready_ink)
        if why is not None:
            return why
    if cost.discard and not game._discard_options(s.owner[i], cost.discard):
        return f"You have no {cost.discard} card to discard"
    if cost.banish_own or cost.exert_own:
        return _own_cost_reason(game, i, cost)
    return None


def _own_cost_reason(game: Game, i: int, cost: Any) -> str | None:
    """"Banish one of your items", "⟳ one of your characters": enough of them to pay with (CR 1.5.3, 4.4.2.1)."""
    s = game.s
    mine = s.play[s.owner[i]]
    if cost.banish_own:
        kind = ITEM if cost.banish_own.endswith("item") else CHARACTER
        other = cost.banish_own.startswith("other_")
        n = sum(1 for t in mine if game.idef[t].type == kind and not (other and t == i))
        if n < cost.banish_count:
            return f"You have no {'other ' if other else ''}{TYPE_NAMES[kind]} to banish for this cost"
    if cost.exert_own and cost.exert_item:
        if not any(t != i and game.idef[t].type == ITEM and not s.exerted[t] for t in mine):
            return "You have no ready item to exert for this cost"
        return None
    if cost.exert_own and not any(t != i and game.idef[t].type == CHARACTER and not s.exerted[t] and s.dry[t]
                                  and (not cost.exert_class or game.has_class(t, cost.exert_class)) for t in mine):
        return (f"You have no other ready, dry {cost.exert_class + ' ' if cost.exert_class else ''}character to exert "
                "for this cost (CR 4.4.2.1)")
    return None


def _end_turn_reason(game: Game, p: int) -> str | None:
    s = game.s
    opp = None
    for i in s.play[p]:
        d = game.idef[i]
        if (game.has_keyword(i, "Adventurous") if s.effects or game._lose_kw or game._static_adventurous
                else d.adventurous) \
                and game.check(Quest(i)) is None:
            return f"{game.name(i)} is Adventurous: it must quest this turn while it can"
        if s.effects and game._restricted(i, "must_quest") and game.check(Quest(i)) is None:
            return f"{game.name(i)} must quest if able: it can quest, so you cannot end your turn yet"
        if d.type == CHARACTER and (game.has_keyword(i, "Reckless") if (s.effects or game._any_statics)
                                    else d.reckless) \
                and can_challenge(game, i):
            if opp is None:
                opp = game.opponents(p)
            if game._challenge_targets(i, opp):
                return (f"{game.name(i)} has Reckless: it is ready and can challenge, "
                        "so you cannot end your turn (CR 8.7.3)")
    return None


def _pending_answers(game: Game) -> list[Action]:
    s = game.s
    pd = s.pending
    assert pd is not None
    out: list[Action] = []
    if isinstance(pd, (AskTargets, AskDiscardCost)):
        options, up_to = pd.options, pd.up_to
        n = min(pd.count, len(options))  # as many as there are, when fewer can be chosen (CR 6.1.5)
        most = pd.max_strength if isinstance(pd, AskTargets) else -1
        for r in (range(n + 1) if up_to else (n,)):
            for combo in combinations(options, r):
                if most < 0 or total_strength(game, combo) <= most:
                    out.append(ChooseTargets(combo))
        return out
    if isinstance(pd, (AskMay, AskBodyguard)):
        return [Accept(True), Accept(False)]
    if isinstance(pd, AskTrigger):
        n = sum(1 for b in s.bag if b[0] == pd.player)
        return [ChooseTrigger(k) for k in range(n)]
    if isinstance(pd, AskMulligan):
        p = pd.player
        hand = s.hand[p]
        for r in range(len(hand) + 1):
            for combo in combinations(hand, r):
                out.append(Mulligan(p, combo))
        return out
    if isinstance(pd, AskAmount):
        return [ChooseAmount(k) for k in range(pd.max + 1)]
    if isinstance(pd, AskOption) and pd.allowed:
        return [ChooseOption(k) for k in pd.allowed]
    if isinstance(pd, (AskOption, AskTopOrBottom)):
        return [ChooseOption(k) for k in range(pd.count)]
    if isinstance(pd, AskName):
        return [NameCard(n) for n in game._card_names()]
    if isinstance(pd, AskOrder):
        cards = pd.cards
        if len(cards) <= 6:
            return [OrderCards(o) for o in permutations(cards)]
        return [OrderCards(tuple(cards))]
    return []


def _card_names(game: Game) -> list[str]:
    """Every card name a player may name (CR 6.1.x "name a card"), from the card index."""
    if game._names_cache is None:
        src = game.cards if game.cards is not None else [d.card for d in game.defs]
        game._names_cache = sorted({c.name for c in src if c.name != INK_CARD_NAME})
    return game._names_cache


MANUAL_ACTIONS = frozenset(MANUAL_TYPES.values())


def check(game: Game, action: Action) -> str | None:
    """Why ``action`` is illegal now, or None if ``apply`` would accept it."""
    s = game.s
    if isinstance(action, Concede):
        if not 0 <= action.player < s.players or s.out[action.player]:
            return f"Player {action.player} is not in the game"
        return None
    if type(action) in MANUAL_ACTIONS:
        return check_manual(game, action)  # type: ignore[arg-type]
    if s.winner is not None or s.phase == "over":
        return "The game is over"
    if s.pending is not None:
        return game._check_answer(action)
    if isinstance(action, (Mulligan, ChooseTrigger, Accept, ChooseTargets, ChooseOption, ChooseAmount,
                           NameCard, OrderCards)):
        return "Nothing is waiting for a choice now"
    if s.phase != "main":
        return "Turn actions are only taken in the Main phase (CR 4.1.2)"
    p = s.active
    t = type(action)
    if t is EndTurn:
        return game._end_turn_reason(p)
    card = getattr(action, "card", -1)
    if not 0 <= card < len(s.cid):
        return f"There is no card {card}"
    name = game.name(card)
    owner = s.owner[card]
    d = game.idef[card]
    if t is InkCard:
        from_discard = s.zone[card] == DISCARD and "ink_from_discard" in game._static_stats \
            and _statics_of(game, [p], "ink_from_discard")  # "You can ink cards from your discard."
        if owner != p or (s.zone[card] != HAND and not from_discard):
            return f"{name} is not in your hand"
        if not d.inkable and not ("inkable" in game._static_stats and game._restricted(card, "inkable")):
            return f"{name} has no inkwell symbol and cannot be put into the inkwell (CR 4.2.1.1)"
        if s.inked[p] >= 1 + game._extra_ink(p):
            return "You already put a card into your inkwell this turn (CR 4.2.3)"
        return None
    if t is PlayCard:
        return game._play_reason(action, p)  # type: ignore[arg-type]
    if owner != p or s.zone[card] != PLAY:
        return f"{name} is not one of your cards in play"
    if t is Quest:
        if d.type != CHARACTER:
            return f"{name} is not a character; only characters quest (CR 4.5.1)"
        if s.exerted[card]:
            return f"{name} is exerted"
        if not s.dry[card] and not d.quest_when_played:
            return f"{name} is still drying: it was played this turn (CR 4.5.1.2)"
        if game.has_keyword(card, "Reckless"):
            return f"{name} has Reckless and cannot quest (CR 8.7.2)"
        if game._restricted(card, "cant_quest"):
            return f"{name} cannot quest now"
        return None
    if t is Challenge:
        return game._challenge_reason(action, p)  # type: ignore[arg-type]
    if t is Move:
        loc = action.location  # type: ignore[union-attr]
        if d.type != CHARACTER:
            return f"{name} is not a character; only characters move to locations (CR 4.7)"
        if not 0 <= loc < len(s.cid) or game.idef[loc].type != LOCATION:
            return "That is not a location"
        if s.owner[loc] != p or s.zone[loc] != PLAY:
            return f"{game.name(loc)} is not one of your locations in play (CR 4.7.1)"
        if s.at[card] == loc:
            return f"{name} is already at {game.name(loc)} (CR 4.7.2)"
        if d.cant_move:
            return f"{name} can't move to locations"
        return drops_reason(game, p, game._move_cost(card, loc), action.drops, game.ready_ink(p),  # type: ignore[union-attr]
                            " to move there")
    if t is Boost:
        boost = game._boost_cost(card)
        if boost is None:
            return f"{name} has no Boost"
        if f"boost:{card}" in s.flags:
            return f"{name} already used Boost this turn (CR 8.4.1)"
        if not s.deck[p]:
            return "Your deck is empty"
        return drops_reason(game, p, boost, action.drops, game.ready_ink(p))  # type: ignore[union-attr]
    if t is Activate:
        k = action.ability  # type: ignore[union-attr]
        acts = game.activated_of(card)
        if not 0 <= k < len(acts):
            return f"{name} has no activated ability {k}"
        return game._activate_reason(card, k, activation_cost(game, card, acts[k].cost), game.ready_ink(p),
                                     action.drops)  # type: ignore[union-attr]
    return f"Unknown action {action!r}"


def _play_reason(game: Game, a: PlayCard, p: int) -> str | None:
    s = game.s
    i = a.card
    name = game.name(i)
    d = game.idef[i]
    if s.owner[i] != p or (s.zone[i] != HAND and i not in from_under(game, p) and i not in from_discard(game, p)):
        return f"{name} is not in your hand"
    if d.type == CHARACTER and f"discard_play:{p}" in s.flags and name_played_from_discard(game, i, p):
        return f"You played a character named {d.name} from your discard this turn: no other one this turn"
    if a.shift and a.sing or a.free and (a.shift or a.sing):
        return "A card is played one way: one alternative cost at a time (CR 1.5.5, 4.3.2.2)"
    if a.free and a.drops:
        return f"{name} is played for free: there is no ink to pay with ink drops"
    if d.play_after_character and f"played_char:{p}" not in s.flags:
        return f"{name} can be played only after you played another character this turn"
    if d.type == ACTION and (s.effects or game._any_statics) and game._actions_blocked(p, i):
        return f"{name} is an action, and an opponent's effect says you can't play actions now"
    if d.type == ITEM and s.effects and _items_blocked(game, p):
        return f"{name} is an item, and an opponent's effect says you can't play items now"
    if d.play_if is not None and not game._condition(d.play_if, i):
        return f"{name} can't be played now: the condition its text names does not hold"
    if a.free:
        if not d.free_if and not d.free_paid:
            return f"{name} has no ability that lets you play it for free"
        if not free_now(game, i):
            return f"{name} can't be played for free now: the condition its text names does not hold"
        return None
    ready = game.ready_ink(p)
    if a.drops and a.sing:
        return "A song sung is played without paying its ink cost: no ink drops are removed (CR 5.4.4)"
    if a.shift:
        shifts = shifts_now(game, i) if d.gained_shifts else d.shifts
        if not shifts:
            return f"{name} has no Shift" + (" now" if d.gained_shifts else "")
        why = "it cannot Shift onto that"
        key = a.shift if len(a.shift) == 1 else tuple(sorted(a.shift))
        for sh in shifts:
            if key in game._shift_bases(i, sh):
                if sh.drops and s.drops[p] < sh.drops:
                    why = f"Shift needs {sh.drops} ink drops; you have {s.drops[p]}"
                    continue
                ink = game._shift_ink(i, sh, key) if sh.ink is not None else 0
                if a.drops > s.drops[p] - sh.drops:
                    why = (f"Shift removes {sh.drops} ink drops and you have {s.drops[p]}: "
                           f"not {a.drops} more to pay ink") if sh.drops else \
                        f"You have {s.drops[p]} ink drops; you cannot remove {a.drops}"
                    continue
                ink_why = drops_reason(game, p, ink, a.drops, ready, " to Shift")
                if ink_why is not None:
                    why = ink_why
                    continue
                if sh.discard and not game._shift_payable(i, sh, ready + a.drops, key):
                    why = f"Shift needs you to discard {sh.discard_count} {sh.discard} card(s)"
                    continue
                return None
        bases = ", ".join(game.name(b) for b in a.shift)
        if why == "it cannot Shift onto that":
            return f"{name} cannot Shift onto {bases} (CR 8.10: needs a matching character of yours)"
        return why
    if a.sing:
        if not d.is_song:
            return f"{name} is not a song; only songs are sung (CR 5.4.4)"
        if len(set(a.sing)) != len(a.sing):
            return "A character sings once"
        for c in a.sing:
            cn = game.name(c)
            if s.owner[c] != p or s.zone[c] != PLAY or game.idef[c].type != CHARACTER:
                return f"{cn} is not one of your characters in play"
            if s.exerted[c]:
                return f"{cn} is exerted and cannot sing"
            if not s.dry[c]:
                return f"{cn} is still drying and cannot sing (CR 4.4.2.1)"
            if (game._any_statics or game.s.effects) and game._restricted(c, "cant_sing"):
                return f"{cn} can't exert to sing songs"
            if d.sing_together is None and (game._any_statics or game.s.effects) \
                    and game._restricted(c, "cant_sing_plain"):
                return f"{cn} can't sing songs without Sing Together"
        if len(a.sing) == 1 and game.sing_value(a.sing[0]) >= d.cost:
            return None
        if d.sing_together is not None:
            total = sum(game.sing_value(c) for c in a.sing)
            if total >= d.sing_together:
                return None
            return f"Sing Together {d.sing_together} needs singers with total cost {d.sing_together}; these have {total}"
        if len(a.sing) > 1:
            return f"{name} has no Sing Together; one character sings it"
        return (f"{game.name(a.sing[0])} counts as cost {game.sing_value(a.sing[0])}; "
                f"singing {name} needs cost {d.cost} or more (CR 5.4.4.2)")
    return drops_reason(game, p, game.play_cost(i), a.drops, ready)


def _challenge_reason(game: Game, a: Challenge, p: int) -> str | None:
    s = game.s
    i, t = a.card, a.target
    name = game.name(i)
    d = game.idef[i]
    if d.type != CHARACTER:
        return f"{name} is not a character; only characters challenge (CR 4.6.1)"
    if s.exerted[i]:
        return f"{name} is exerted and cannot challenge (CR 4.6.4.1)"
    if not s.dry[i] and not game.has_keyword(i, "Rush"):
        return f"{name} is still drying: it was played this turn (CR 4.6.4.1)"
    adventurous = game.has_keyword(i, "Adventurous") if s.effects or game._lose_kw or game._static_adventurous \
        else game.idef[i].adventurous
    if game._any_statics and "one_challenger" in game._static_stats and one_challenger_blocks(game, i):
        return "Another character challenged this turn: only one character can challenge each turn"
    if game._restricted(i, "cant_challenge") or adventurous:
        return f"{name} cannot challenge now" + (" (Adventurous)" if adventurous else "")
    if not 0 <= t < len(s.cid):
        return f"There is no card {t}"
    tn = game.name(t)
    dt = game.idef[t]
    if s.zone[t] != PLAY:
        return f"{tn} is not in play"
    if s.owner[t] == p:
        return f"{tn} is yours; challenge an opposing card (CR 4.6.1)"
    if s.effects and challenge_forbidden(game, i, s.owner[t]):
        return f"{name} can't challenge that player's characters or locations now"
    if (s.effects or game._any_statics) and game._restricted(t, "cant_be_challenged"):
        return f"{tn} cannot be challenged now"
    if "cant_be_challenged_by" in game._static_stats and game._challenge_barred(i, t):
        return f"{tn} cannot be challenged by {name} (an ability of {tn}'s side)"
    if dt.type == CHARACTER:
        if not s.exerted[t] and not ((s.effects or game._any_statics) and game._restricted(i, "can_challenge_ready")) \
                and not any(sel_matches(game, x, t, p, i) for x in d.ready_targets):
            return f"{tn} is ready; only exerted characters can be challenged (CR 4.6.4.2)"
        if game.has_keyword(t, "Evasive") and not (game.has_keyword(i, "Evasive") or game.has_keyword(i, "Alert")):
            return f"{tn} has Evasive; only characters with Evasive can challenge it (CR 8.6.1)"
        if t not in game._challenge_targets(i, [s.owner[t]]):
            return f"{tn} cannot be challenged: you must challenge a character with Bodyguard (CR 8.3.3)"
        return None
    if dt.type == LOCATION:
        if (s.effects or game._any_statics) and game.has_keyword(t, "Evasive") \
                and not (game.has_keyword(i, "Evasive") or game.has_keyword(i, "Alert")):
            return f"{tn} has Evasive; only characters with Evasive can challenge it (CR 8.6.1)"
        return None
    return f"{tn} is not a character or location"


def _check_answer(game: Game, action: Action) -> str | None:
    s = game.s
    pd = s.pending
    assert pd is not None
    p = pd.player
    what = pd.words
    if isinstance(pd, AskMulligan):
        if not isinstance(action, Mulligan):
            return f"Waiting for player {p} to decide on a mulligan (CR 2.2.2)"
        if action.player != p:
            return f"It is player {p}'s turn to mulligan, in turn order (CR 2.2.2)"
        hand = s.hand[p]
        if len(set(action.cards)) != len(action.cards) or any(c not in hand for c in action.cards):
            return "A mulligan puts back cards from your own starting hand"
        return None
    if isinstance(pd, AskTrigger):
        if not isinstance(action, ChooseTrigger):
            return f"Waiting for player {p} to choose {what}"
        n = sum(1 for b in s.bag if b[0] == p)
        if not 0 <= action.index < n:
            return f"Player {p} has {n} effect(s) in the bag; pick 0 to {n - 1}"
        return None
    if isinstance(pd, (AskMay, AskBodyguard)):
        if not isinstance(action, Accept):
            return f"Waiting for player {p} to choose {what}"
        return None
    if isinstance(pd, (AskTargets, AskDiscardCost)):
        if not isinstance(action, ChooseTargets):
            return f"Waiting for player {p} to choose {what}"
        options, n, up_to = pd.options, pd.count, pd.up_to
        tg = action.targets
        if len(set(tg)) != len(tg):
            return "The same target is chosen twice"
        for t in tg:
            if t not in options:
                label = f"player {-1 - t}" if t < 0 else game.name(t) if t < len(s.cid) else str(t)
                if t >= 0 and t < len(s.cid) and game.has_keyword(t, "Ward") and s.owner[t] != p:
                    return f"{label} has Ward; opponents cannot choose it (CR 8.15.1)"
                return f"{label} cannot be chosen here"
        if isinstance(pd, AskTargets) and pd.max_strength >= 0 and total_strength(game, tg) > pd.max_strength:
            return (f"The chosen characters have {total_strength(game, tg)} ¤ in total; at most {pd.max_strength} "
                    "may be chosen")
        want = min(n, len(options))
        if up_to:
            if len(tg) > n:
                return f"Choose up to {n}"
        elif len(tg) != want:
            return f"Choose exactly {want}"
        return None
    if isinstance(pd, AskAmount):
        if not isinstance(action, ChooseAmount):
            return f"Waiting for player {p} to choose {what}"
        if not 0 <= action.amount <= pd.max:
            return f"Choose an amount from 0 to {pd.max}"
        return None
    if isinstance(pd, (AskOption, AskTopOrBottom)):
        if not isinstance(action, ChooseOption):
            return f"Waiting for player {p} to choose {what}"
        if not 0 <= action.option < pd.count:
            return f"Choose an option from 0 to {pd.count - 1}"
        if isinstance(pd, AskOption) and pd.allowed and action.option not in pd.allowed:
            return "That option can't be chosen now: it has nothing to act on, so the other one must be (CR 6.1.5.2)"
        return None
    if isinstance(pd, AskName):
        if not isinstance(action, NameCard):
            return f"Waiting for player {p} to name a card"
        if not action.name.strip():
            return "Name a card"
        return None if action.name in game._card_names() else f"No card is named {action.name!r}"
    if isinstance(pd, AskOrder):
        if not isinstance(action, OrderCards):
            return f"Waiting for player {p} to order cards"
        if sorted(action.order) != sorted(pd.cards):
            return "Order exactly the cards shown"
        return None
    return f"Waiting for {what}"
