"""Legal actions and why an action is illegal (CR 1.7.6, 4): legal_actions(), check() and their helpers."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations, permutations
from typing import TYPE_CHECKING, Any

from lorcana_desktop.engine import effects, stats, zones
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
from lorcana_desktop.engine.defs import ACTION, CHARACTER, ITEM, LOCATION, TYPE_NAMES, CardDef
from lorcana_desktop.engine.flags import (
    ACTIVATED,
    ANY_PLAY_UNDER,
    BOOSTED,
    CHALLENGER,
    DISCARD_PLAY,
    PLAY_UNDER,
    PLAYED_CHARACTER,
)
from lorcana_desktop.engine.lang import sel_matches
from lorcana_desktop.engine.lasting import CONTINUOUS, COST, INK, KEYWORD, NO_ACTIONS, RESTRICT
from lorcana_desktop.engine.manual import MANUAL_TYPES, check_manual
from lorcana_desktop.engine.reasons import Reason, Why, plural, why
from lorcana_desktop.engine.resolution import Resolution
from lorcana_desktop.engine.setup import INK_CARD_NAME
from lorcana_desktop.engine.state import DISCARD, HAND, PHASE_MAIN, PHASE_OVER, PLAY

if TYPE_CHECKING:
    from lorcana_desktop.engine.game import Game


# ================================================================ the rules of each action kind, written once
#
# Each kind's rules live in one ``*_refusal`` function, in the order ``check()`` words them: it returns the first
# rule that refuses, or None. ``legal_actions()`` lists the candidates of a kind and keeps those the same function
# lets through; ``check()`` asks it and words what it returns. A rule that forbids an action (a keyword, a
# restriction) is one more line there, and both obey it.


@dataclass(frozen=True, slots=True)
class Refusal:
    """A rule's refusal before it is worded: its code, its CR section and the names of the values its sentence
    takes (``check()`` fills them in; ``legal_actions()`` only asks whether there is a refusal, at no cost)."""

    code: Why
    cr: str = ""
    takes: tuple[str, ...] = ("card",)

    def reason(self, **values: str | int) -> Reason:
        """The worded reason, with the values its sentence takes, in ``takes``'s order."""
        return Reason(self.code, tuple((k, values[k]) for k in self.takes), self.cr)


# InkCard (CR 4.2)
INK_NOT_IN_HAND = Refusal(Why.NOT_IN_HAND)
INK_NOT_INKABLE = Refusal(Why.NOT_INKABLE, "4.2.1.1")
INK_ALREADY = Refusal(Why.ALREADY_INKED, "4.2.3", ())
# Quest (CR 4.5)
QUEST_NOT_CHARACTER = Refusal(Why.QUEST_NOT_CHARACTER, "4.5.1")
QUEST_EXERTED = Refusal(Why.EXERTED)
QUEST_DRYING = Refusal(Why.DRYING, "4.5.1.2")
QUEST_RECKLESS = Refusal(Why.RECKLESS_NO_QUEST, "8.7.2")
QUEST_CANT = Refusal(Why.CANNOT_QUEST)
# Challenge, the challenger (CR 4.6.4.1)
CHALLENGER_NOT_CHARACTER = Refusal(Why.CHALLENGE_NOT_CHARACTER, "4.6.1")
CHALLENGER_EXERTED = Refusal(Why.EXERTED_NO_CHALLENGE, "4.6.4.1")
CHALLENGER_DRYING = Refusal(Why.DRYING, "4.6.4.1")
CHALLENGER_ONE = Refusal(Why.ONE_CHALLENGER, "", ())
CHALLENGER_ADVENTUROUS = Refusal(Why.CANNOT_CHALLENGE_ADVENTUROUS)
CHALLENGER_CANT = Refusal(Why.CANNOT_CHALLENGE)
# Move (CR 4.7), before its cost
MOVE_NOT_CHARACTER = Refusal(Why.MOVE_NOT_CHARACTER, "4.7")
MOVE_NOT_A_LOCATION = Refusal(Why.NOT_A_LOCATION, "", ())
MOVE_NOT_YOUR_LOCATION = Refusal(Why.NOT_YOUR_LOCATION, "4.7.1", ("location",))
MOVE_ALREADY_AT = Refusal(Why.ALREADY_AT, "4.7.2", ("card", "location"))
MOVE_CANT = Refusal(Why.CANT_MOVE)
# Boost (CR 8.4), before its cost
BOOST_NONE = Refusal(Why.NO_BOOST)
BOOST_USED = Refusal(Why.BOOST_USED, "8.4.1")
BOOST_DECK_EMPTY = Refusal(Why.DECK_EMPTY, "", ())
# PlayCard (CR 4.3), before the way it is paid (ink, Shift, a song, for free)
PLAY_NOT_IN_HAND = Refusal(Why.NOT_IN_HAND)
PLAY_NAME_FROM_DISCARD = Refusal(Why.DISCARD_NAME_PLAYED, "", ("name",))
PLAY_ONE_WAY = Refusal(Why.ONE_WAY_TO_PLAY, "1.5.5, 4.3.2.2", ())
PLAY_FREE_NO_DROPS = Refusal(Why.FREE_NO_DROPS)
PLAY_AFTER_CHARACTER = Refusal(Why.PLAY_AFTER_CHARACTER)
PLAY_ACTIONS_BLOCKED = Refusal(Why.ACTIONS_BLOCKED)
PLAY_ITEMS_BLOCKED = Refusal(Why.ITEMS_BLOCKED)
PLAY_CONDITION = Refusal(Why.PLAY_CONDITION)
# a singer of a song (CR 5.4.4), its singing value aside
SINGER_NOT_YOURS = Refusal(Why.SINGER_NOT_YOURS)
SINGER_EXERTED = Refusal(Why.SINGER_EXERTED)
SINGER_DRYING = Refusal(Why.SINGER_DRYING, "4.4.2.1")
SINGER_CANT = Refusal(Why.SINGER_CANT_SING)
SINGER_NEEDS_TOGETHER = Refusal(Why.SINGER_NEEDS_TOGETHER)


def singer_refusal(game: Game, c: int, song: CardDef, p: int) -> Refusal | None:
    """Why card ``c`` may not sing ``song`` for player ``p`` now (CR 5.4.4: ⟳ a ready, dry character of yours),
    its singing value aside, or None."""
    s = game.s
    if s.owner[c] != p or s.zone[c] != PLAY or game.idef[c].type != CHARACTER:
        return SINGER_NOT_YOURS
    if s.exerted[c]:
        return SINGER_EXERTED
    if not s.dry[c]:
        return SINGER_DRYING
    if game._any_statics or s.effects:  # (_restricted answers False without an effect or a static)
        if stats.restricted(game, c, "cant_sing"):
            return SINGER_CANT
        if song.sing_together is None and stats.restricted(game, c, "cant_sing_plain"):
            return SINGER_NEEDS_TOGETHER
    return None


def song_sung(song: CardDef, values: Sequence[int]) -> bool:
    """Do singers of these singing values pay for ``song``: one whose value is its cost or more (CR 5.4.4.2), or,
    with Sing Together N, any number whose values add up to N or more?"""
    return len(values) == 1 and values[0] >= song.cost \
        or song.sing_together is not None and sum(values) >= song.sing_together


def keyword_now(game: Game, i: int, kw: str, printed: bool) -> bool:
    """Does card ``i`` have keyword ``kw`` now (``has_keyword``)? Read from the card (``printed``) when no effect or
    static of the game may give it, and, printed, none may take it away or block it: has_keyword would give the
    same answer, slower."""
    if game.s.effects:
        given = keyword_given(game, kw)
    elif game._any_statics:
        given = "kw:" + kw in game._static_keys  # (keyword_given, without effects)
    else:
        return printed
    if given or printed and (game._lose_kw or game._kw_blocked):
        return stats.has_keyword(game, i, kw)  # (given by an effect or a static, or lost or blocked, maybe)
    return printed


def keyword_moves(game: Game, kw: str) -> bool:
    """May a card have keyword ``kw`` now other than as printed: an effect or a static may give it, or one of the
    game may take keywords away or block them? (If not, has_keyword reads the card: keyword_now's shortcut, for a
    loop over cards to ask once.)"""
    if game.s.effects:
        return game._lose_kw or game._kw_blocked or keyword_given(game, kw)
    if game._any_statics:
        return game._lose_kw or game._kw_blocked or "kw:" + kw in game._static_keys  # (keyword_given, no effects)
    return False


def keyword_given(game: Game, kw: str) -> bool:
    """May an effect or a static of the game give keyword ``kw`` to a card now (what ``has_keyword`` reads beside
    the card)?"""
    s = game.s
    if game._any_statics and "kw:" + kw in game._static_keys:
        return True
    for e in s.effects:
        if e.kind is KEYWORD:
            if e.key == kw:
                return True
        elif e.kind is CONTINUOUS and e.what is KEYWORD and e.what_key == kw:
            return True
    return False


def _inks_from_discard(game: Game, p: int) -> bool:
    """"You can ink cards from your discard." (a static of one of player ``p``'s cards in play)"""
    return "ink_from_discard" in game._static_stats and _statics_of(game, [p], "ink_from_discard")


def ink_turn_refusal(game: Game, p: int) -> Refusal | None:
    """May player ``p`` put a card into their inkwell now, whichever card (CR 4.2.3: once a turn, plus the extra
    inkings effects and statics allow)?"""
    if game.s.inked[p] >= 1 + extra_ink(game, p):
        return INK_ALREADY
    return None


def ink_refusal(game: Game, i: int, p: int) -> Refusal | None:
    """Why player ``p`` may not put card ``i`` into their inkwell now (CR 4.2), or None: InkCard's rules."""
    return ink_card_refusal(game, i, p) or ink_turn_refusal(game, p)


def ink_card_refusal(game: Game, i: int, p: int) -> Refusal | None:
    """Why card ``i`` is not one player ``p`` may put into their inkwell (CR 4.2.1), or None."""
    s = game.s
    z = s.zone[i]
    if s.owner[i] != p or z != HAND and not (z == DISCARD and _inks_from_discard(game, p)):
        return INK_NOT_IN_HAND
    if not game.idef[i].inkable and not ("inkable" in game._static_stats and stats.restricted(game, i, "inkable")):
        return INK_NOT_INKABLE  # ("All cards in your hand count as having ◉")
    return None


def quest_refusal(game: Game, i: int) -> Refusal | None:
    """Why card ``i`` (in play, its player's turn) may not quest now (CR 4.5), or None: Quest's rules."""
    s = game.s
    d = game.idef[i]
    if d.type != CHARACTER:
        return QUEST_NOT_CHARACTER
    if s.exerted[i]:
        return QUEST_EXERTED
    if not s.dry[i] and not d.quest_when_played:
        return QUEST_DRYING
    if keyword_now(game, i, "Reckless", d.reckless):
        return QUEST_RECKLESS
    # (_restricted answers False without an effect or a static of that key in the game)
    if (s.effects or "cant_quest" in game._static_keys) and stats.restricted(game, i, "cant_quest"):
        return QUEST_CANT
    return None


def challenger_refusal(game: Game, i: int) -> Refusal | None:
    """Why card ``i`` (in play, its player's turn) may not challenge now, whatever it would challenge (CR 4.6.4.1),
    or None: ready, dry or with Rush, and nothing says it can't. One judgement for the challenges listed, the
    refusals and Reckless's "can't end the turn while it can challenge" (CR 8.7.3): a "can't challenge"
    (Adventurous, an effect, a static) wins over Reckless's "must" (CR 1.2.2)."""
    s = game.s
    d = game.idef[i]
    if d.type != CHARACTER:
        return CHALLENGER_NOT_CHARACTER
    if s.exerted[i]:
        return CHALLENGER_EXERTED
    if not s.dry[i] and not stats.has_keyword(game, i, "Rush"):
        return CHALLENGER_DRYING
    if game._any_statics and "one_challenger" in game._static_stats and one_challenger_blocks(game, i):
        return CHALLENGER_ONE
    if keyword_now(game, i, "Adventurous", d.adventurous):
        return CHALLENGER_ADVENTUROUS
    if stats.restricted(game, i, "cant_challenge"):
        return CHALLENGER_CANT
    return None


def move_refusal(game: Game, i: int, loc: int, p: int) -> Refusal | None:
    """Why player ``p``'s character ``i`` may not move to ``loc`` now, its cost aside (CR 4.7), or None."""
    s = game.s
    if game.idef[i].type != CHARACTER:
        return MOVE_NOT_CHARACTER
    if not 0 <= loc < len(s.cid) or game.idef[loc].type != LOCATION:
        return MOVE_NOT_A_LOCATION
    if s.owner[loc] != p or s.zone[loc] != PLAY:
        return MOVE_NOT_YOUR_LOCATION
    if s.at[i] == loc:
        return MOVE_ALREADY_AT
    if game.idef[i].cant_move:
        return MOVE_CANT
    return None


def boost_now(game: Game, i: int) -> int | None:
    """Boost N's N for card ``i`` now (CR 8.4.1), printed or given; None without Boost."""
    d = game.idef[i]
    if d.boost is not None:
        return d.boost
    return boost_cost(game, i) if keyword_now(game, i, "Boost", False) else None


def boost_refusal(game: Game, i: int, p: int, boost: int | None) -> Refusal | None:
    """Why player ``p``'s card ``i`` may not use Boost now, its cost aside (CR 8.4.1: once a turn, onto a card
    from the top of the deck), or None; ``boost``: ``boost_now(game, i)``."""
    if boost is None:
        return BOOST_NONE
    if (BOOSTED, i) in game.s.flags:
        return BOOST_USED
    if not game.s.deck[p]:
        return BOOST_DECK_EMPTY
    return None


def play_refusal(game: Game, i: int, p: int, a: PlayCard | None = None) -> Refusal | None:
    """Why player ``p`` may not play card ``i`` now, however it is paid (CR 4.3), or None; with ``a``, the way
    ``a`` plays it is one way (the rules of paying its cost are ``_play_reason``'s)."""
    s = game.s
    d = game.idef[i]
    if s.owner[i] != p or (s.zone[i] != HAND and i not in from_under(game, p) and i not in from_discard(game, p)):
        return PLAY_NOT_IN_HAND
    if d.type == CHARACTER and (DISCARD_PLAY, p) in s.flags and zones.name_played_from_discard(game, i, p):
        return PLAY_NAME_FROM_DISCARD
    if a is not None:
        if a.shift and a.sing or a.free and (a.shift or a.sing):
            return PLAY_ONE_WAY
        if a.free and a.drops:
            return PLAY_FREE_NO_DROPS
    if d.play_after_character and (PLAYED_CHARACTER, p) not in s.flags:
        return PLAY_AFTER_CHARACTER
    if d.type == ACTION and (s.effects or game._any_statics) and actions_blocked(game, p, i):
        return PLAY_ACTIONS_BLOCKED
    if d.type == ITEM and s.effects and _items_blocked(game, p):
        return PLAY_ITEMS_BLOCKED
    if d.play_if is not None and not stats.condition(game, d.play_if, i):
        return PLAY_CONDITION
    return None


def legal_actions(game: Game) -> list[Action]:
    """Every legal action for the player who must act now (empty once the game is over)."""
    s = game.s
    if s.winner is not None or s.phase == PHASE_OVER:
        return []
    if s.pending is not None:
        return pending_answers(game)
    if s.phase != PHASE_MAIN:
        return []
    p = s.active
    out: list[Action] = []
    exerted, dry, idef = s.exerted, s.dry, game.idef
    ready_ink = game.ready_ink(p)
    drops = s.drops[p]
    hand = s.hand[p]
    if ink_turn_refusal(game, p) is None:  # (asked once: it does not depend on the card)
        for i in (hand + s.discard[p] if _inks_from_discard(game, p) else hand):
            if ink_card_refusal(game, i, p) is None:
                out.append(InkCard(i))
    my_play = s.play[p]
    under = from_under(game, p) if ANY_PLAY_UNDER in s.flags else None  # "you may play characters from under ..."
    # "you may play characters from your discard"
    if (DISCARD_PLAY, p) in s.flags or "play_from_discard" in game._static_stats:
        under = (under or []) + from_discard(game, p)
    # No cost effect, no "next character" discount and no cost static of a card in play: a card without statics of
    # its own costs what it prints (stats.play_cost would say so)
    plain_cost = not s.effects and "next_char_cost" not in game._static_stats and not (
        game._any_statics and "cost" in game._static_stats and stats.static_sources(game, "cost"))
    for i in (hand + under if under else hand):
        d = idef[i]
        if plain_cost and not d.statics:
            cost = max(0, d.cost)  # (what play_cost gives with no cost effect or static to apply)
        else:
            cost = stats.play_cost(game, i)
        # (a shortcut: a card no way of paying could play is never listed, whatever play_refusal would say)
        if cost > ready_ink and not (drops or d.free_if or d.free_paid or d.shifts or d.gained_shifts or d.is_song) \
                or play_refusal(game, i, p) is not None:
            continue
        if cost <= ready_ink:
            out.append(PlayCard(i))
        if (d.free_if or d.free_paid) and free_now(game, i):
            out.append(PlayCard(i, free=True))
        if drops:  # each ink drop may pay 1 ⬡: one action per number of drops the player may remove
            out.extend(PlayCard(i, drops=k) for k in drop_splits(cost, ready_ink, drops) if k)
        shifts = shifts_now(game, i) if d.gained_shifts else d.shifts
        if shifts:
            out.extend(shift_plays(game, i, shifts, ready_ink, drops))
        if d.is_song:
            singers = sorted(c for c in my_play if singer_refusal(game, c, d, p) is None)
            vals = {c: stats.sing_value(game, c) for c in singers}
            for c in singers:
                if song_sung(d, (vals[c],)):
                    out.append(PlayCard(i, sing=(c,)))
            if d.sing_together is not None and len(singers) > 1:
                for r in range(2, min(len(singers), 10) + 1):
                    for combo in combinations(singers, r):
                        if song_sung(d, [vals[c] for c in combo]):
                            out.append(PlayCard(i, sing=combo))
    opp = game.opponents(p)
    boost_given = keyword_given(game, "Boost")  # (asked once: it does not depend on the card)
    # (in play order, as they were walked; none in a game without location cards)
    locations = [loc for loc in my_play if idef[loc].type == LOCATION] if game._any_locations else ()
    for i in my_play:
        d = idef[i]
        if d.type == CHARACTER:
            # (shortcuts past both refusals, which say so: an exerted character neither quests nor challenges, a
            # drying one does not quest)
            if not exerted[i] and (dry[i] or d.quest_when_played) and quest_refusal(game, i) is None:
                out.append(Quest(i))
            if not exerted[i] and challenger_refusal(game, i) is None:
                for t in challenge_targets(game, i, opp):
                    out.append(Challenge(i, t))
            for loc in locations:
                if move_refusal(game, i, loc, p) is None:
                    mc = move_cost(game, i, loc)
                    if mc <= ready_ink:
                        out.append(Move(i, loc))
                    if drops:
                        out.extend(Move(i, loc, k) for k in drop_splits(mc, ready_ink, drops) if k)
        boost = boost_now(game, i) if d.boost is not None or boost_given else None  # (none printed nor given)
        if boost is not None and boost_refusal(game, i, p, boost) is None:
            if boost <= ready_ink:
                out.append(Boost(i))
            if drops:
                out.extend(Boost(i, k) for k in drop_splits(boost, ready_ink, drops) if k)
        costs = d.activated_costs if not game._grants else tuple(a.cost for a in stats.activated_of(game, i))
        if "free_ability" in d.static_keys:
            costs = tuple(activation_cost(game, i, c) for c in costs)
        for k, acost in enumerate(costs):
            if activate_reason(game, i, k, acost, ready_ink) is None:
                out.append(Activate(i, k))
            if drops and acost.ink:
                out.extend(Activate(i, k, n) for n in drop_splits(acost.ink, ready_ink, drops)
                           if n and activate_reason(game, i, k, acost, ready_ink, n) is None)
    if end_turn_reason(game, p) is None:
        out.append(EndTurn())
    return out


def shift_plays(game: Game, i: int, shifts: tuple[Any, ...], ready_ink: int, drops: int) -> list[PlayCard]:
    """The ways to play card ``i`` with one of its Shift keywords ``shifts`` now (CR 8.10): onto each base one may
    go on top of, paid with ``ready_ink`` and ``drops`` ink drops (each number of drops that may pay)."""
    out: list[PlayCard] = []
    bases: list[tuple[int, ...]] = []
    for sh in shifts:
        if game._any_statics and "shift_onto_cost" in game._static_stats:  # the base may lower the cost
            bases.extend(b for b in shift_bases(game, i, sh) if b not in bases
                         and shift_payable(game, i, sh, ready_ink + max(0, drops - sh.drops), b))
        elif shift_payable(game, i, sh, ready_ink + max(0, drops - sh.drops)):
            bases.extend(b for b in shift_bases(game, i, sh) if b not in bases)
    for b in bases:
        if not drops:
            out.append(PlayCard(i, shift=b))
            continue
        found = shift_for(game, i, b, ready_ink, drops)
        if found is not None:
            out.extend(PlayCard(i, shift=b, drops=k)
                       for k in drop_splits(shift_ink(game, i, found, b) if found.ink else 0, ready_ink,
                                            drops - found.drops))
    return out


def free_now(game: Game, i: int) -> bool:
    """May card ``i`` be played for free now by its own ability (an alternative cost, CR 1.5.5.3)?"""
    d = game.idef[i]
    return any(stats.condition(game, c, i) for c in d.free_if) or any(
        (ab.condition is None or stats.condition(game, ab.condition, i)) and len(free_payers(game, i, ab)) >= ab.amount
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
    """May character ``i`` challenge now, whatever it challenges (CR 4.6.4.1)? (``challenger_refusal``'s rules)"""
    return challenger_refusal(game, i) is None


def one_challenger_blocks(game: Game, i: int) -> bool:
    """"Each turn, only one character can challenge" (a static of a card in play): another character challenged this
    turn, so ``i`` can't."""
    s = game.s
    if not any(f[0] is CHALLENGER and f[1] != i for f in s.flags):
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
        if key in shift_bases(game, i, sh) and drops >= sh.drops \
                and shift_payable(game, i, sh, ready + drops - sh.drops, key):
            return sh
    return None


# What a ⬡ cost pays for ("" playing a card or an ability, "shift", "move"): the codes of its refusals.
_DROP_CODES = {
    "": (Why.TOO_MANY_DROPS, Why.NEEDS_INK, Why.NEEDS_INK_DROPS),
    "shift": (Why.TOO_MANY_DROPS_SHIFT, Why.NEEDS_INK_SHIFT, Why.NEEDS_INK_SHIFT_DROPS),
    "move": (Why.TOO_MANY_DROPS_MOVE, Why.NEEDS_INK_MOVE, Why.NEEDS_INK_MOVE_DROPS),
}


def drops_reason(game: Game, p: int, cost: int, drops: int, ready: int, what: str = "") -> Reason | None:
    """Why paying a ⬡ cost of ``cost`` with ``drops`` ink drops and the rest from ``ready`` ink is refused, or
    None; ``what`` says what the cost pays for ("shift", "move"; "" a card or an ability)."""
    have = game.s.drops[p]
    if drops in drop_splits(cost, ready, have):  # (what legal_actions() lists: the rules below say why not)
        return None
    too_many, needs, needs_drops = _DROP_CODES[what]
    if drops < 0 or drops > have:
        return why(Why.TOO_FEW_DROPS, have=have, s=plural(have), drops=drops)
    if drops > cost:
        return why(too_many, cost=cost, s=plural(cost))
    if cost - drops > ready:
        n = have - drops
        if n:
            return why(needs_drops, cost=cost, ready=ready, drops=n, s=plural(n))
        return why(needs, cost=cost, ready=ready)
    raise AssertionError("drop_splits and the reasons above cover every number of drops")


def discard_play_static(game: Game, p: int) -> bool:
    """Does a static of player ``p``'s let them play characters from their discard now ("While this character is
    exerted, you may play characters from your discard")?"""
    return "play_from_discard" in game._static_stats and _statics_of(game, [p], "play_from_discard")


def from_discard(game: Game, p: int) -> list[int]:
    """The character cards player ``p`` may play from their discard now: a static's leave, or this turn's ("For the
    rest of this turn, you may play characters from your discard")."""
    s = game.s
    if not ((DISCARD_PLAY, p) in s.flags or discard_play_static(game, p)):
        return []
    return [c for c in s.discard[p] if game.idef[c].type == CHARACTER]


def from_under(game: Game, p: int) -> list[int]:
    """The character cards player ``p`` may play from under their cards this turn ("this turn, you may play
    characters from under this item")."""
    s = game.s
    out: list[int] = []
    # sorted: the flags are a set, iterated in an order that may change from one process to the next; the legal
    # actions must come in the same order wherever the game is replayed (by the source's saved word, as before)
    for src in sorted((f[1] for f in s.flags if f[0] is PLAY_UNDER), key=str):
        if s.zone[src] == PLAY and s.owner[src] == p:
            out.extend(c for c in s.under[src] if game.idef[c].type == CHARACTER and s.owner[c] == p)
    return out


def boost_cost(game: Game, i: int) -> int | None:
    """Boost N's N (CR 8.4.1), printed or granted; None without Boost."""
    d = game.idef[i]
    if d.boost is not None:
        return d.boost
    if stats.has_keyword(game, i, "Boost"):
        return stats.keyword_value(game, i, "Boost")
    return None


def extra_ink(game: Game, p: int) -> int:
    s = game.s
    n = sum(e.amount for e in s.effects if e.kind is INK and e.target == p) if s.effects else 0
    if game._any_statics and "extra_ink" in game._static_stats:
        # CR 4.2.3.1 example: each Belle in play allows one more card this turn, counted against all
        # the cards put into the inkwell this turn (a Belle played again allows nothing new).
        for src in s.play[p]:
            if "extra_ink" in game.idef[src].static_keys:
                n += sum(ab.amount for ab in game.idef[src].statics
                         if ab.stat == "extra_ink" and stats.condition(game, ab.condition, src))
    return n


def _statics_of(game: Game, players: list[int], key: str) -> bool:
    """Does a static ``key`` of a card in play of one of ``players`` apply now (its condition holds)?"""
    s = game.s
    for q in players:
        for src in s.play[q]:
            if key in game.idef[src].static_keys and any(
                    ab.stat == key and stats.condition(game, ab.condition, src) for ab in game.idef[src].statics):
                return True
    return False


def lore_goal(game: Game, p: int) -> int:
    """The lore player p needs to win (CR 1.8.1.1): 20, or more while an opponent's static says so ("Opponents
    need 25 lore to win the game")."""
    goal = game.s.goal
    if game._any_statics:
        for q in game.opponents(p):
            for src in game.s.play[q]:
                if "opponents_lore_goal" in game.idef[src].static_keys:
                    goal = max([goal] + [ab.amount for ab in game.idef[src].statics if ab.stat == "opponents_lore_goal"
                                         and stats.condition(game, ab.condition, src)])
    return goal


def actions_blocked(game: Game, p: int, i: int = -1) -> bool:
    """Can player p not play actions now ("opponents can't play actions", CR 1.2.2 example)? With action ``i``:
    that one ("opponents can't play actions with cost 4 or more": the static's amount, 0 for every action)."""
    s = game.s
    if s.effects and any(e.kind is NO_ACTIONS and e.target != p for e in s.effects):
        return True
    if not game._any_statics:
        return False
    cost = game.idef[i].cost if i >= 0 else -1
    key = "opponents_cant_play_actions"
    for q in game.opponents(p):
        for src in s.play[q]:
            if key in game.idef[src].static_keys and any(
                    ab.stat == key and (ab.amount <= 0 or 0 <= ab.amount <= cost) and stats.condition(game, ab.condition, src)
                    for ab in game.idef[src].statics):
                return True
    return False


def _items_blocked(game: Game, p: int) -> bool:
    """Can player p not play items now ("opponents can't play actions or items")?"""
    return any(e.kind is NO_ACTIONS and e.target != p and e.key == "items" for e in game.s.effects)


def skips_draw(game: Game, p: int) -> bool:
    """CR 6.4.5: a static "skip your turn's Draw step" of one of p's cards in play."""
    return game._any_statics and _statics_of(game, [p], "skip_draw")


def move_cost(game: Game, i: int, loc: int) -> int:
    c = game.idef[loc].move_cost
    if not game._move_statics:
        return c
    s = game.s
    q = s.owner[i]
    for src in s.play[q]:  # CR 4.7: the move cost, after the statics of your cards that change it
        for ab in game.idef[src].statics:
            if ab.stat == "move_free" and src == loc and stats.static_applies(game, ab, src, i, q):
                return 0
            if ab.stat == "move_cost" and stats.static_applies(game, ab, src, i, q) \
                    or ab.stat == "move_cost_here" and src == loc and stats.condition(game, ab.condition, src):
                c -= ab.amount
    return max(0, c)


def total_strength(game: Game, cards: Sequence[int]) -> int:
    """The ¤ of ``cards`` added up (a negative ¤ counts as 0, CR 6.6.2)."""
    return sum(max(0, stats.strength(game, t)) for t in cards if t >= 0)


def activation_cost(game: Game, i: int, cost: ActivatedCost) -> ActivatedCost:
    """An activated ability's cost now: a static of its card may let it be used for free, every cost but ⟳
    ignored (CR 1.5.5.4, 4.4.3.2)."""
    d = game.idef[i]
    if "free_ability" in d.static_keys and any(ab.stat == "free_ability" and stats.condition(game, ab.condition, i)
                                               for ab in d.statics):
        return ActivatedCost(exert=cost.exert, supported=cost.supported)
    return cost


def shifts_now(game: Game, i: int) -> tuple[Any, ...]:
    """Card ``i``'s Shift keywords now: printed, and those it gains while a condition holds."""
    d = game.idef[i]
    if not d.gained_shifts:
        return d.shifts
    return d.shifts + tuple(sh for cond, sh in d.gained_shifts if stats.condition(game, cond, i))


def challenge_forbidden(game: Game, i: int, q: int) -> bool:
    """Is ``i`` under "can't challenge your characters or locations" from an effect of player ``q``?"""
    return any(e.kind is RESTRICT and e.target == i and e.key == "cant_challenge_yours" and e.owner == q
               for e in game.s.effects)


def challenge_targets(game: Game, i: int, opp: list[int]) -> list[int]:
    """Opposing exerted characters and opposing locations this character may challenge (CR 4.6.4.2, 4.6.8)."""
    s = game.s
    idef, exerted = game.idef, s.exerted
    effects = bool(s.effects) or game._any_statics
    # Which keywords may differ from the printed ones now (an effect, a static giving one, one lost or blocked):
    # only those are asked of has_keyword, the others read from the card (the same answers, without the calls).
    d = idef[i]
    if not effects:
        ignore_evasive = d.evasive or d.alert
        protected = ev_moves = guard_moves = False
    else:
        keys = game._static_keys
        given = stats.keywords_given(s.effects) if s.effects else stats.NO_KEYWORDS
        moved = game._lose_kw or game._kw_blocked
        ev_moves = moved or "Evasive" in given or "kw:Evasive" in keys
        guard_moves = moved or "Bodyguard" in given or "kw:Bodyguard" in keys
        # (_restricted answers False without an effect or a static of that key in the game)
        protected = bool(s.effects) or "cant_be_challenged" in keys
        ignore_evasive = (stats.has_keyword(game, i, "Evasive") if ev_moves else d.evasive) \
            or (stats.has_keyword(game, i, "Alert") if moved or "Alert" in given or "kw:Alert" in keys else d.alert)
    ready_too = effects and stats.restricted(game, i, "can_challenge_ready")  # "can challenge ready characters"
    out: list[int] = []
    barred = "cant_be_challenged_by" in game._static_stats
    for q in opp:
        if s.effects and challenge_forbidden(game, i, q):
            continue
        chars: list[int] = []
        guards: list[int] = []
        for t in s.play[q]:
            dt = idef[t]
            if protected and stats.restricted(game, t, "cant_be_challenged"):
                continue
            if barred and stats.challenge_barred(game, i, t):
                continue
            if dt.type == LOCATION:
                if not (effects and not ignore_evasive and (stats.has_keyword(game, t, "Evasive") if ev_moves
                                                            else dt.evasive)):  # a location given Evasive
                    out.append(t)
            elif dt.type == CHARACTER and (exerted[t] or ready_too or d.ready_targets and any(
                    sel_matches(game, x, t, s.owner[i], i) for x in d.ready_targets)):
                # CR 8.6.1: only Evasive characters (or Alert, 8.2) challenge Evasive ones.
                if not ignore_evasive and (stats.has_keyword(game, t, "Evasive") if effects and ev_moves else dt.evasive):
                    continue
                chars.append(t)
                if dt.bodyguard or (effects and guard_moves and stats.has_keyword(game, t, "Bodyguard")):
                    guards.append(t)
        # CR 8.3.3: must choose a Bodyguard if able.
        out.extend(guards if guards else chars)
    return out


def shift_bases(game: Game, i: int, sh: Any) -> list[tuple[int, ...]]:
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
        return [(b,) for b in chars if stats.has_class(game, b, sh.classification) or anyb.get(b, 0) >= 1]
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


def shift_payable(game: Game, i: int, sh: Any, ready_ink: int, base: tuple[int, ...] = ()) -> bool:
    if sh.ink is not None and shift_ink(game, i, sh, base) > ready_ink:
        return False
    if sh.drops and game.s.drops[game.s.owner[i]] < sh.drops:
        return False
    if sh.discard:
        return len(discard_options(game, game.s.owner[i], sh.discard, exclude=i)) >= sh.discard_count
    return True


def shift_ink(game: Game, i: int, sh: Any, base: tuple[int, ...] = ()) -> int:
    """The ink a Shift of card ``i`` costs now; ``base``: the card(s) it goes on top of (its own abilities may
    lower it: "You pay 1 ⬡ less to shift a character on top of this character")."""
    c = sh.ink or 0
    if game.s.effects:
        p = game.s.owner[i]
        for e in game.s.effects:
            if e.kind is COST and e.target == p and (e.key == "shift" or stats.cost_key_fits(e.key, game.idef[i])):
                c -= e.amount  # ("you pay 1 ⬡ less for the next character you shift this turn")
    if game._any_statics and "shift_cost" in game._static_stats:
        c -= stats.static_mods(game, i, "shift_cost")  # "You pay 1 ⬡ less to play characters using their Shift ability."
        for ab in game.idef[i].statics:  # "For each ..., you pay 1 ⬡ less to play this character using her Shift ability"
            if ab.stat == "shift_cost" and ab.applies_to == "self" and stats.condition(game, ab.condition, i):
                c -= ab.amount if ab.per is None else ab.amount * int(
                    effects.amount(game, ab.per, Resolution(i, game.s.owner[i], ())))
    if game._any_statics and "next_char_cost" in game._static_stats:  # "the next character you play this turn"
        c -= sum(n for _, n in stats.next_character_discount(game, game.s.owner[i]))
    if base and game._any_statics and "shift_onto_cost" in game._static_stats:
        for b in base:
            for ab in game.idef[b].statics:
                if ab.stat == "shift_onto_cost" and stats.condition(game, ab.condition, b):
                    c -= ab.amount
    return max(0, c)


def discard_options(game: Game, p: int, what: str, exclude: int = -1) -> list[int]:
    idef = game.idef
    out = []
    for c in game.s.hand[p]:
        if c == exclude:
            continue
        d = idef[c]
        if what == "card" or (what == "song" and d.is_song) or TYPE_NAMES[d.type] == what:
            out.append(c)
    return out


def activate_reason(game: Game, i: int, k: int, cost: Any, ready_ink: int, drops: int = 0) -> Reason | None:
    s = game.s
    if not cost.supported:
        return why(Why.COST_NOT_PAYABLE, card=game.name(i))
    ab = stats.activated_of(game, i)[k]
    if ab.once_per_turn and (ACTIVATED, i, k) in s.flags:
        return why(Why.ONCE_PER_TURN, ability=ab.name)
    if getattr(ab, "condition", None) is not None and not stats.condition(game, ab.condition, i):
        return why(Why.ABILITY_CONDITION, ability=ab.name)
    if cost.exert:
        if s.exerted[i]:
            return why(Why.EXERTED, card=game.name(i))
        if game.idef[i].type == CHARACTER and not s.dry[i]:
            return why(Why.DRYING_SHORT, "4.4.2", card=game.name(i))
    if cost.ink > ready_ink or drops:
        refused = drops_reason(game, s.owner[i], cost.ink, drops, ready_ink)
        if refused is not None:
            return refused
    if cost.discard and not discard_options(game, s.owner[i], cost.discard):
        return why(Why.NO_CARD_TO_DISCARD, kind=cost.discard)
    if cost.banish_own or cost.exert_own:
        return _own_cost_reason(game, i, cost)
    return None


def _own_cost_reason(game: Game, i: int, cost: Any) -> Reason | None:
    """"Banish one of your items", "⟳ one of your characters": enough of them to pay with (CR 1.5.3, 4.4.2.1)."""
    s = game.s
    mine = s.play[s.owner[i]]
    if cost.banish_own:
        kind = ITEM if cost.banish_own.endswith("item") else CHARACTER
        other = cost.banish_own.startswith("other_")
        n = sum(1 for t in mine if game.idef[t].type == kind and not (other and t == i))
        if n < cost.banish_count:
            return why(Why.NOTHING_OTHER_TO_BANISH if other else Why.NOTHING_TO_BANISH, kind=TYPE_NAMES[kind])
    if cost.exert_own and cost.exert_item:
        if not any(t != i and game.idef[t].type == ITEM and not s.exerted[t] for t in mine):
            return why(Why.NO_ITEM_TO_EXERT)
        return None
    if cost.exert_own and not any(t != i and game.idef[t].type == CHARACTER and not s.exerted[t] and s.dry[t]
                                  and (not cost.exert_class or stats.has_class(game, t, cost.exert_class)) for t in mine):
        if cost.exert_class:
            return why(Why.NO_CLASS_TO_EXERT, "4.4.2.1", classification=cost.exert_class)
        return why(Why.NO_CHARACTER_TO_EXERT, "4.4.2.1")
    return None


def end_turn_reason(game: Game, p: int) -> Reason | None:
    s = game.s
    opp = None
    reckless_moves = keyword_moves(game, "Reckless")  # (asked once, not for each card)
    for i in s.play[p]:
        d = game.idef[i]
        if keyword_now(game, i, "Adventurous", d.adventurous) and quest_refusal(game, i) is None:
            return why(Why.MUST_QUEST_ADVENTUROUS, card=game.name(i))
        if s.effects and stats.restricted(game, i, "must_quest") and quest_refusal(game, i) is None:
            return why(Why.MUST_QUEST, card=game.name(i))
        if d.type == CHARACTER and (stats.has_keyword(game, i, "Reckless") if reckless_moves else d.reckless) \
                and can_challenge(game, i):
            if opp is None:
                opp = game.opponents(p)
            if challenge_targets(game, i, opp):
                return why(Why.RECKLESS_MUST_CHALLENGE, "8.7.3", card=game.name(i))
    return None


# ================================================================ the answers to a pending decision
#
# What answers each decision is said once, below: ``_pending_answers()`` lists those answers and ``_check_answer()``
# accepts the same ones (and says which rule a wrong answer breaks).


def target_counts(pd: AskTargets | AskDiscardCost) -> range:
    """How many of ``pd``'s options may be chosen: exactly its count (as many as there are, when fewer can be
    chosen, CR 6.1.5), or up to it."""
    n = min(pd.count, len(pd.options))
    return range(n + 1) if pd.up_to else range(n, n + 1)


def strength_cap(pd: AskTargets | AskDiscardCost) -> int:
    """The most ¤ the chosen targets may have together ("chosen characters with total ¤ 6 or less"), -1: no cap."""
    return pd.max_strength if isinstance(pd, AskTargets) else -1


def trigger_choices(game: Game, pd: AskTrigger) -> range:
    """The indexes of the bag's entries of ``pd``'s player: the triggered abilities they may resolve next (CR 7.7.4)."""
    return range(sum(1 for b in game.s.bag if b.player == pd.player))


def option_choices(pd: AskOption | AskTopOrBottom) -> Sequence[int]:
    """The options that may be chosen now: those allowed (a mode whose effect can't happen is not, CR 6.1.5.2), or
    every one."""
    if isinstance(pd, AskOption) and pd.allowed:
        return pd.allowed
    return range(pd.count)


def pending_answers(game: Game) -> list[Action]:
    s = game.s
    pd = s.pending
    assert pd is not None
    out: list[Action] = []
    if isinstance(pd, (AskTargets, AskDiscardCost)):
        options = pd.options
        most = strength_cap(pd)
        for r in target_counts(pd):
            for combo in combinations(options, r):
                if most < 0 or total_strength(game, combo) <= most:
                    out.append(ChooseTargets(combo))
        return out
    if isinstance(pd, (AskMay, AskBodyguard)):
        return [Accept(True), Accept(False)]
    if isinstance(pd, AskTrigger):
        return [ChooseTrigger(k) for k in trigger_choices(game, pd)]
    if isinstance(pd, AskMulligan):
        p = pd.player
        hand = s.hand[p]
        for r in range(len(hand) + 1):
            for combo in combinations(hand, r):
                out.append(Mulligan(p, combo))
        return out
    if isinstance(pd, AskAmount):
        return [ChooseAmount(k) for k in range(pd.max + 1)]
    if isinstance(pd, (AskOption, AskTopOrBottom)):
        return [ChooseOption(k) for k in option_choices(pd)]
    if isinstance(pd, AskName):
        return [NameCard(n) for n in card_names(game)]
    if isinstance(pd, AskOrder):
        cards = pd.cards
        if len(cards) <= 6:
            return [OrderCards(o) for o in permutations(cards)]
        return [OrderCards(tuple(cards))]
    return []


def card_names(game: Game) -> list[str]:
    """Every card name a player may name (CR 6.1.x "name a card"), from the card index."""
    if game._names_cache is None:
        src = game.cards if game.cards is not None else [d.card for d in game.defs]
        game._names_cache = sorted({c.name for c in src if c.name != INK_CARD_NAME})
    return game._names_cache


MANUAL_ACTIONS = frozenset(MANUAL_TYPES.values())


def check(game: Game, action: Action) -> Reason | None:
    """Why ``action`` is illegal now, or None if ``apply`` would accept it."""
    s = game.s
    if isinstance(action, Concede):
        if not 0 <= action.player < s.players or s.out[action.player]:
            return why(Why.NOT_IN_GAME, player=action.player)
        return None
    if type(action) in MANUAL_ACTIONS:
        return check_manual(game, action)  # type: ignore[arg-type]
    if s.winner is not None or s.phase == PHASE_OVER:
        return why(Why.GAME_OVER)
    if s.pending is not None:
        return check_answer(game, action)
    if isinstance(action, (Mulligan, ChooseTrigger, Accept, ChooseTargets, ChooseOption, ChooseAmount,
                           NameCard, OrderCards)):
        return why(Why.NO_DECISION_PENDING)
    if s.phase != PHASE_MAIN:
        return why(Why.NOT_MAIN_PHASE, "4.1.2")
    p = s.active
    t = type(action)
    if t is EndTurn:
        return end_turn_reason(game, p)
    card = getattr(action, "card", -1)
    if not 0 <= card < len(s.cid):
        return why(Why.NO_SUCH_CARD, card=card)
    name = game.name(card)
    owner = s.owner[card]
    if t is InkCard:
        refused = ink_refusal(game, card, p)
        return None if refused is None else refused.reason(card=name)
    if t is PlayCard:
        return play_reason(game, action, p)  # type: ignore[arg-type]
    if owner != p or s.zone[card] != PLAY:
        return why(Why.NOT_YOURS_IN_PLAY, card=name)
    if t is Quest:
        refused = quest_refusal(game, card)
        return None if refused is None else refused.reason(card=name)
    if t is Challenge:
        return challenge_reason(game, action, p)  # type: ignore[arg-type]
    if t is Move:
        loc = action.location  # type: ignore[union-attr]
        refused = move_refusal(game, card, loc, p)
        if refused is not None:
            return refused.reason(card=name, location=game.name(loc) if 0 <= loc < len(s.cid) else loc)
        return drops_reason(game, p, move_cost(game, card, loc), action.drops, game.ready_ink(p),  # type: ignore[union-attr]
                            "move")
    if t is Boost:
        boost = boost_now(game, card)
        refused = boost_refusal(game, card, p, boost)
        if refused is not None:
            return refused.reason(card=name)
        assert boost is not None  # (boost_refusal refuses a card without Boost)
        return drops_reason(game, p, boost, action.drops, game.ready_ink(p))  # type: ignore[union-attr]
    if t is Activate:
        k = action.ability  # type: ignore[union-attr]
        acts = stats.activated_of(game, card)
        if not 0 <= k < len(acts):
            return why(Why.NO_ABILITY, card=name, index=k)
        return activate_reason(game, card, k, activation_cost(game, card, acts[k].cost), game.ready_ink(p),
                                     action.drops)  # type: ignore[union-attr]
    return why(Why.UNKNOWN_ACTION, action=repr(action))


def play_reason(game: Game, a: PlayCard, p: int) -> Reason | None:
    s = game.s
    i = a.card
    name = game.name(i)
    d = game.idef[i]
    not_now = play_refusal(game, i, p, a)
    if not_now is not None:
        return not_now.reason(card=name, name=d.name)
    if a.free:
        if not d.free_if and not d.free_paid:
            return why(Why.NO_FREE_PLAY, card=name)
        if not free_now(game, i):
            return why(Why.FREE_CONDITION, card=name)
        return None
    ready = game.ready_ink(p)
    if a.drops and a.sing:
        return why(Why.SONG_NO_DROPS, "5.4.4")
    if a.shift:
        shifts = shifts_now(game, i) if d.gained_shifts else d.shifts
        if not shifts:
            return why(Why.NO_SHIFT_NOW if d.gained_shifts else Why.NO_SHIFT, card=name)
        key = a.shift if len(a.shift) == 1 else tuple(sorted(a.shift))
        # What shift_plays lists (legal_actions() too) is legal; the rules below only say why another is not.
        if PlayCard(i, shift=key, drops=a.drops) in shift_plays(game, i, shifts, ready, s.drops[p]):
            return None
        refused: Reason | None = None  # (the Shift that fits the bases, and why it cannot be paid)
        for sh in shifts:
            if key in shift_bases(game, i, sh):
                if sh.drops and s.drops[p] < sh.drops:
                    refused = why(Why.SHIFT_NEEDS_DROPS, need=sh.drops, have=s.drops[p])
                    continue
                ink = shift_ink(game, i, sh, key) if sh.ink is not None else 0
                if a.drops > s.drops[p] - sh.drops:
                    refused = why(Why.SHIFT_DROPS_LEFT, need=sh.drops, have=s.drops[p], drops=a.drops) if sh.drops \
                        else why(Why.TOO_FEW_DROPS, have=s.drops[p], s="s", drops=a.drops)
                    continue
                ink_why = drops_reason(game, p, ink, a.drops, ready, "shift")
                if ink_why is not None:
                    refused = ink_why
                    continue
                if sh.discard and not shift_payable(game, i, sh, ready + a.drops, key):
                    refused = why(Why.SHIFT_DISCARD, count=sh.discard_count, kind=sh.discard)
                    continue
                break  # (not listed, yet no rule above refuses: say that it cannot go there)
        if refused is None:
            bases = ", ".join(game.name(b) for b in a.shift)
            return why(Why.CANNOT_SHIFT_ONTO, "8.10: needs a matching character of yours", card=name, bases=bases)
        return refused
    if a.sing:
        if not d.is_song:
            return why(Why.NOT_A_SONG, "5.4.4", card=name)
        if len(set(a.sing)) != len(a.sing):
            return why(Why.SINGS_ONCE)
        for c in a.sing:
            cant = singer_refusal(game, c, d, p)
            if cant is not None:
                return cant.reason(card=game.name(c))
        if song_sung(d, [stats.sing_value(game, c) for c in a.sing]):
            return None
        if d.sing_together is not None:
            total = sum(stats.sing_value(game, c) for c in a.sing)
            return why(Why.SING_TOGETHER_SHORT, need=d.sing_together, total=total)
        if len(a.sing) > 1:
            return why(Why.NO_SING_TOGETHER, card=name)
        return why(Why.SINGER_TOO_CHEAP, "5.4.4.2", singer=game.name(a.sing[0]), value=stats.sing_value(game, a.sing[0]),
                   card=name, cost=d.cost)
    return drops_reason(game, p, stats.play_cost(game, i), a.drops, ready)


def challenge_reason(game: Game, a: Challenge, p: int) -> Reason | None:
    s = game.s
    i, t = a.card, a.target
    name = game.name(i)
    d = game.idef[i]
    refused = challenger_refusal(game, i)
    if refused is not None:
        return refused.reason(card=name)
    if not 0 <= t < len(s.cid):
        return why(Why.NO_SUCH_CARD, card=t)
    tn = game.name(t)
    dt = game.idef[t]
    if s.zone[t] != PLAY:
        return why(Why.NOT_IN_PLAY, target=tn)
    if s.owner[t] == p:
        return why(Why.TARGET_YOURS, "4.6.1", target=tn)
    # The targets' rules are _challenge_targets's, which legal_actions() lists: what it lists is legal; the rules
    # below only say which one refuses another target.
    if t in challenge_targets(game, i, [s.owner[t]]):
        return None
    if s.effects and challenge_forbidden(game, i, s.owner[t]):
        return why(Why.CHALLENGE_FORBIDDEN, card=name)
    if (s.effects or game._any_statics) and stats.restricted(game, t, "cant_be_challenged"):
        return why(Why.CANNOT_BE_CHALLENGED, target=tn)
    if "cant_be_challenged_by" in game._static_stats and stats.challenge_barred(game, i, t):
        return why(Why.CANNOT_BE_CHALLENGED_BY, target=tn, card=name)
    if dt.type == CHARACTER:
        if not s.exerted[t] and not ((s.effects or game._any_statics) and stats.restricted(game, i, "can_challenge_ready")) \
                and not any(sel_matches(game, x, t, p, i) for x in d.ready_targets):
            return why(Why.TARGET_READY, "4.6.4.2", target=tn)
        if stats.has_keyword(game, t, "Evasive") and not (stats.has_keyword(game, i, "Evasive") or stats.has_keyword(game, i, "Alert")):
            return why(Why.TARGET_EVASIVE, "8.6.1", target=tn)
        return why(Why.BODYGUARD_FIRST, "8.3.3", target=tn)  # (the rule left: a Bodyguard first)
    if dt.type == LOCATION and (s.effects or game._any_statics) and stats.has_keyword(game, t, "Evasive") \
            and not (stats.has_keyword(game, i, "Evasive") or stats.has_keyword(game, i, "Alert")):
        return why(Why.TARGET_EVASIVE, "8.6.1", target=tn)
    return why(Why.NOT_CHALLENGEABLE, target=tn)


def check_answer(game: Game, action: Action) -> Reason | None:
    s = game.s
    pd = s.pending
    assert pd is not None
    p = pd.player
    what = pd.words
    if isinstance(pd, AskMulligan):
        if not isinstance(action, Mulligan):
            return why(Why.WAITING_MULLIGAN, "2.2.2", player=p)
        if action.player != p:
            return why(Why.MULLIGAN_ORDER, "2.2.2", player=p)
        hand = s.hand[p]
        if len(set(action.cards)) != len(action.cards) or any(c not in hand for c in action.cards):
            return why(Why.MULLIGAN_OWN_HAND)
        return None
    if isinstance(pd, AskTrigger):
        if not isinstance(action, ChooseTrigger):
            return why(Why.WAITING_CHOICE, player=p, what=what)
        choices = trigger_choices(game, pd)
        if action.index not in choices:
            n = len(choices)
            return why(Why.BAG_INDEX, player=p, count=n, last=n - 1)
        return None
    if isinstance(pd, (AskMay, AskBodyguard)):
        if not isinstance(action, Accept):
            return why(Why.WAITING_CHOICE, player=p, what=what)
        return None
    if isinstance(pd, (AskTargets, AskDiscardCost)):
        if not isinstance(action, ChooseTargets):
            return why(Why.WAITING_CHOICE, player=p, what=what)
        options = pd.options
        tg = action.targets
        if len(set(tg)) != len(tg):
            return why(Why.SAME_TARGET_TWICE)
        for t in tg:
            if t not in options:
                label = f"player {-1 - t}" if t < 0 else game.name(t) if t < len(s.cid) else str(t)
                if t >= 0 and t < len(s.cid) and stats.has_keyword(game, t, "Ward") and s.owner[t] != p:
                    return why(Why.TARGET_WARD, "8.15.1", target=label)
                return why(Why.NOT_A_CHOICE, target=label)
        most = strength_cap(pd)
        if most >= 0 and total_strength(game, tg) > most:
            return why(Why.TOO_STRONG, total=total_strength(game, tg), most=most)
        if len(tg) not in target_counts(pd):  # (the targets are distinct options: never more than there are)
            return why(Why.CHOOSE_UP_TO, n=pd.count) if pd.up_to else why(Why.CHOOSE_EXACTLY, n=min(pd.count,
                                                                                                   len(options)))
        return None
    if isinstance(pd, AskAmount):
        if not isinstance(action, ChooseAmount):
            return why(Why.WAITING_CHOICE, player=p, what=what)
        if action.amount not in range(pd.max + 1):
            return why(Why.AMOUNT_RANGE, most=pd.max)
        return None
    if isinstance(pd, (AskOption, AskTopOrBottom)):
        if not isinstance(action, ChooseOption):
            return why(Why.WAITING_CHOICE, player=p, what=what)
        if action.option in option_choices(pd):
            return None
        if not 0 <= action.option < pd.count:
            return why(Why.OPTION_RANGE, last=pd.count - 1)
        return why(Why.OPTION_NOT_NOW, "6.1.5.2")
    if isinstance(pd, AskName):
        if not isinstance(action, NameCard):
            return why(Why.WAITING_NAME, player=p)
        if not action.name.strip():
            return why(Why.NAME_A_CARD)
        return None if action.name in card_names(game) else why(Why.NO_SUCH_NAME, name=repr(action.name))
    if isinstance(pd, AskOrder):
        if not isinstance(action, OrderCards):
            return why(Why.WAITING_ORDER, player=p)
        if sorted(action.order) != sorted(pd.cards):
            return why(Why.ORDER_EXACTLY)
        return None
    return why(Why.WAITING_FOR, what=what)
