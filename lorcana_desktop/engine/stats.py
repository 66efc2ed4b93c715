"""Current values of cards: strength, willpower, lore, keywords and costs after effects and statics."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lorcana_desktop.cards.keywords import KEYWORD_TABLE
from lorcana_desktop.engine import effects
from lorcana_desktop.engine.defs import CHARACTER, ITEM, LOCATION, TYPE_NAMES, CardDef
from lorcana_desktop.engine.flags import (
    BANISHED_IN_CHALLENGE,
    DROP_PAID,
    ENTERED_EXERTED,
    GOT_DROP,
    LAST_EXERTED_HERE,
    LAST_UNDER,
    LEFT_DISCARD,
    MOVED,
    NEXT_CHAR_DISCOUNT,
    NTH_ACTION,
    NTH_INK,
    PUT_UNDER,
    PUT_UNDER_ANY,
    QUESTED,
    SANG,
    SHIFTED,
)
from lorcana_desktop.engine.lang import (
    FRAME_FLAGS,
    GROUPS,
    Flag,
    sel_matches,
)
from lorcana_desktop.engine.lasting import (
    CLASS,
    CONTINUOUS,
    COST,
    GRANT,
    KEYWORD,
    LOSE_KEYWORD,
    RESTRICT,
    STAT,
    Effect,
    EffectKind,
)
from lorcana_desktop.engine.resolution import Resolution
from lorcana_desktop.engine.state import HAND, PLAY

if TYPE_CHECKING:
    from lorcana_desktop.engine.game import Game

# From the one keyword table (cards.keywords): the CardDef field of each keyword, flags and numbers apart.
_KW_ATTR = {k.name: k.field for k in KEYWORD_TABLE if k.field is not None and not k.valued}
_KW_VALUE = {k.name: k.field for k in KEYWORD_TABLE if k.field is not None and k.valued}
_KW_KEY = {k.name: f"kw:{k.name}" for k in KEYWORD_TABLE}  # a keyword's static key ("kw:Evasive")


def cost_key_fits(key: str, d: CardDef) -> bool:
    """A cost modifier's card key: "any", a card type ("character"), "type:Classification", "action_or_item" or
    "name:Name" (a character with that name) (CR 4.3.6)."""
    if key == "any":
        return True
    if key == "shift":  # "the next character you shift": only a Shift pays it (turn_actions, legal._shift_ink)
        return False
    if key == "action_or_item":  # "the next action or item you play this turn"
        return TYPE_NAMES[d.type] in ("action", "item")
    if key.startswith("name:"):  # "the next character named Ellie Fredricksen you play this turn"
        return d.type == CHARACTER and key[5:] in d.names
    tname, _, cls = key.partition(":")
    # ("type:Princess|Queen": "the next Princess or Queen character you play")
    return tname == TYPE_NAMES[d.type] and (not cls or any(c in d.classifications for c in cls.split("|")))


class PlayIndex:
    """The cards in play by what they have: for each static key (``CardDef.static_keys``) and each event of a
    triggered ability or manual moment (zone "play"), the cards in play that have one, in play order (each
    player's play zone in turn, as the rules loops walk them). Derived from the play zones and the game's card
    definitions; the state drops it whenever a card enters or leaves play (``GameState.play_changed``)."""

    __slots__ = ("idef", "statics", "triggers")

    def __init__(self, game: Game) -> None:
        idef = self.idef = game.idef
        statics: dict[str, list[int]] = {}
        triggers: dict[str, list[int]] = {}
        for play in game.s.play:
            for src in play:
                d = idef[src]
                for key in d.static_keys:
                    statics.setdefault(key, []).append(src)
                for ev in d.play_events:
                    triggers.setdefault(ev, []).append(src)
        self.statics: dict[str, tuple[int, ...]] = {k: tuple(v) for k, v in statics.items()}
        self.triggers: dict[str, tuple[int, ...]] = {k: tuple(v) for k, v in triggers.items()}


def play_index(game: Game) -> PlayIndex:
    """The index of the cards in play (built once per arrangement of the play zones, shared by copies)."""
    px = game.s.pidx
    if px is None or px.idef is not game.idef:
        px = game.s.pidx = PlayIndex(game)
    return px  # type: ignore[no-any-return]


def static_sources(game: Game, key: str) -> tuple[int, ...]:
    """The cards in play with a static touching ``key`` ("strength", "kw:Evasive", "cant_quest"), in play order."""
    px = game.s.pidx
    if px is None or px.idef is not game.idef:
        px = game.s.pidx = PlayIndex(game)
    return px.statics.get(key, ())  # type: ignore[no-any-return]


def static_mods(game: Game, i: int, stat: str) -> int:
    if stat not in game._static_stats:
        return 0  # (no card of this game has such a static)
    px = game.s.pidx
    if px is None or px.idef is not game.idef:
        px = game.s.pidx = PlayIndex(game)
    srcs = px.statics.get(stat)
    if not srcs:
        return 0
    total = 0
    owner = game.s.owner[i]
    idef = game.idef
    for src in srcs:
        for ab in idef[src].statics:
            if ab.stat != stat or not static_applies(game, ab, src, i, owner):
                continue
            total += ab.amount if ab.per is None else ab.amount * _per(game, ab, src)
    return total


def _per(game: Game, ab: Any, src: int) -> int:
    """How many times a "for each" static counts (cards in play, in hand, damage on it)."""
    return int(effects.amount(game, ab.per, Resolution(src, game.s.owner[src], ())))


def static_applies(game: Game, ab: Any, src: int, i: int, owner: int) -> bool:
    s = game.s
    if game._any_statics and ab.stat != "lose_ability" and "lose_ability" in game._static_stats \
            and ability_lost(game, src, ab.name):
        return False  # "Your Gargoyle characters lose the Stone by Day ability."
    a = ab.applies_to
    if a == "self":
        ok = src == i
    elif a == "own_characters":
        ok = s.owner[src] == owner and game.idef[i].type == CHARACTER
    elif a == "own_other_characters":
        ok = s.owner[src] == owner and src != i and game.idef[i].type == CHARACTER
    elif a == "opposing_characters":
        ok = s.owner[src] != owner and game.idef[i].type == CHARACTER
    elif a == "characters_here":
        ok = s.at[i] == src
    elif a == "challenging_me":  # "While this character is being challenged, the challenging character gets -1 ¤."
        ch = s.challenge
        ok = ch is not None and ch[0] == i and ch[1] == src
    elif a == "all_characters":  # "All characters lose Rush and can't gain Rush."
        ok = game.idef[i].type == CHARACTER
    elif a == "own_items":  # "Your items named Leaning Tower of Cheese-a gain ..."
        ok = s.owner[src] == owner and game.idef[i].type == ITEM
    elif a == "own_locations":  # "Your Hyperia City locations get +2 ⛉."
        ok = s.owner[src] == owner and game.idef[i].type == LOCATION
    elif a == "opposing_items":  # "Opposing items can't ready at the start of their players' turns."
        ok = s.owner[src] != owner and game.idef[i].type == ITEM
    elif a == "characters_at_my_location":  # "all characters at that location" (the one this character is at)
        ok = s.at[src] >= 0 and s.at[i] == s.at[src]
    elif a == "own_cards_in_hand":
        ok = s.owner[src] == owner and s.zone[i] == HAND
    elif a == "own_characters_in_hand":
        ok = s.owner[src] == owner and s.zone[i] == HAND and game.idef[i].type == CHARACTER
    elif a == "cards_in_hand":  # "Each player pays 2 ⬡ more to play actions or items."
        ok = s.zone[i] == HAND
    elif a == "own_locations":
        ok = s.owner[src] == owner and game.idef[i].type == LOCATION
    else:
        ok = False
    if not ok or (s.zone[i] != PLAY and ab.stat != "cost" and ab.stat != "inkable" and ab.stat != "shift_cost"):
        return False
    if ab.stat == "cant_be_challenged_by":
        return condition(game, ab.condition, src)  # ``sel`` names the challengers (see challenge_barred)
    if ab.sel is not None and not sel_matches(game, ab.sel, i, s.owner[src], src):
        return False
    return condition(game, ab.condition, src)


def ability_lost(game: Game, card: int, name: str) -> bool:
    """Has ``card`` lost its ability ``name`` to a static ("lose the Stone by Day ability")?"""
    s = game.s
    if not name or s.zone[card] != PLAY:
        return False
    want = name.casefold()
    owner = s.owner[card]
    for src in static_sources(game, "lose_ability"):
        d = game.idef[src]
        if any(ab.stat == "lose_ability" and ab.lost.casefold() == want and static_applies(game, ab, src, card, owner)
               for ab in d.statics):
            return True
    return False


def effect_mod(game: Game, i: int, kind: EffectKind, key: str) -> int:
    total = 0
    for e in game.s.effects:
        k = e.kind
        if k is kind:
            if e.target == i and e.key == key:
                total += e.amount
        elif k is CONTINUOUS and e.what is kind and e.what_key == key and cont_applies(game, e, i):
            total += e.amount
    return total


def cont_applies(game: Game, e: Effect, i: int) -> bool:
    """Does a group effect from a resolved effect ("your characters ...") cover card ``i`` now?

    A continuous one ("can't be challenged") covers every card it describes while it lasts, cards played later
    too (CR 6.4.2.1); an applied one (a modifier, a keyword) is read once, as it resolves (effects._continuous).
    """
    s = game.s
    g = GROUPS[e.key]
    if s.zone[i] != PLAY or game.idef[i].type not in g.kinds:
        return False
    if e.sel is not None and not sel_matches(game, e.sel, i, e.target, e.source):
        return False  # "your Floodborn characters gain ...": a group narrowed by a selector
    return (g.mine if s.owner[i] == e.target else g.theirs) and not (g.exerted and not s.exerted[i]) \
        and not (g.other and i == e.source)  # other: not the source of the effect


def strength(game: Game, i: int) -> int:
    v = game.idef[i].strength
    ch = game.s.challenge
    if ch is not None and ch[0] == i:
        v += keyword_value(game, i, "Challenger")  # CR 8.5.1: +N while challenging
    if game.s.effects:
        v += effect_mod(game, i, STAT, "strength")
        if ch is not None and ch[0] == i and game.idef[ch[1]].type == LOCATION:
            v += effect_mod(game, i, STAT, "strength_vs_location")  # "+3 ¤ while challenging a location"
    if game._any_statics:
        v += static_mods(game, i, "strength")
        if v < game.idef[i].strength and static_mods(game, i, "strength_floor"):
            v = game.idef[i].strength  # "can't be reduced below their printed value"
    return v


def willpower(game: Game, i: int) -> int:
    v = game.idef[i].willpower
    if game.s.effects:
        v += effect_mod(game, i, STAT, "willpower")
    if game._any_statics:
        v += static_mods(game, i, "willpower")
    return v


def lore_value(game: Game, i: int) -> int:
    v = game.idef[i].lore
    if game.s.effects:
        v += effect_mod(game, i, STAT, "lore")
    if game._any_statics:
        v += static_mods(game, i, "lore")
    return v


def has_keyword(game: Game, i: int, kw: str) -> bool:
    d = game.idef[i]
    if d.blocked_keywords and kw in d.blocked_keywords:
        return False  # "This character can't gain Evasive." (a printed keyword it never has)
    if game._lose_kw and lost_keyword(game, i, kw):
        return False  # "Characters named Peter Pan lose Evasive and can't gain Evasive."
    attr = _KW_ATTR.get(kw)
    if attr is not None:
        if getattr(d, attr):
            return True
    elif kw in _KW_VALUE:
        if getattr(d, _KW_VALUE[kw]):
            return True
    elif kw == "Shift" and (d.shifts or d.gained_shifts and any(condition(game, c, i) for c, _ in d.gained_shifts)):
        return True
    if game.s.effects:
        for e in game.s.effects:
            if e.target == i and e.kind is KEYWORD and e.key == kw:
                return True
            if e.kind is CONTINUOUS and e.what is KEYWORD and e.what_key == kw and cont_applies(game, e, i):
                return True
    if game._any_statics:
        key = _KW_KEY.get(kw) or "kw:" + kw
        srcs = static_sources(game, key) if key in game._static_keys else ()
        if srcs:
            owner = game.s.owner[i]
            idef = game.idef
            for src in srcs:
                for ab in idef[src].statics:
                    if ab.stat == "keyword" and ab.keyword == kw and static_applies(game, ab, src, i, owner):
                        return True
    return False


NO_KEYWORDS: frozenset[str] = frozenset()


def keywords_given(effects: list[Effect]) -> frozenset[str] | set[str]:
    """The keywords the effects give now, to a card (KEYWORD) or a group (CONTINUOUS giving "kw"): the only effects
    ``has_keyword`` reads. A keyword outside them, with no static giving it and none lost or blocked in the game,
    is had as printed."""
    if not effects:
        return NO_KEYWORDS
    return {e.key if e.kind is KEYWORD else e.what_key for e in effects
            if e.kind is KEYWORD or e.kind is CONTINUOUS and e.what is KEYWORD}


def lost_keyword(game: Game, i: int, kw: str) -> bool:
    """Has card ``i`` lost ``kw`` ("this character loses Reckless this turn", a static "lose Evasive and can't gain
    Evasive")? A lost keyword is not had, printed or given (the effect that takes it away says it can't be gained,
    or lasts only as long)."""
    s = game.s
    for e in s.effects:
        if e.kind is LOSE_KEYWORD and e.target == i and e.key == kw:
            return True
    if game._any_statics and "lose_keyword" in game._static_stats:
        owner = s.owner[i]
        for src in static_sources(game, "lose_keyword"):
            if any(ab.stat == "lose_keyword" and ab.keyword == kw and static_applies(game, ab, src, i, owner)
                   for ab in game.idef[src].statics):
                return True
    return False


def has_class(game: Game, i: int, cls: str) -> bool:
    """Does card ``i`` have the classification ``cls``: printed, or gained from an effect ("gains the Detective
    classification until the start of your next turn") or a static ("All opposing characters gain the Villain
    classification")?"""
    if cls in game.idef[i].classifications:
        return True
    if not game._class_grants:
        return False
    s = game.s
    for e in s.effects:
        if e.kind is CLASS and e.target == i and e.key == cls:
            return True
    if game._any_statics and "gain_class" in game._static_stats and s.zone[i] == PLAY:
        owner = s.owner[i]
        for src in static_sources(game, "gain_class"):
            if any(ab.stat == "gain_class" and ab.classification == cls and static_applies(game, ab, src, i, owner)
                   for ab in game.idef[src].statics):
                return True
    return False


def granted(game: Game, i: int, kind: type) -> list[Any]:
    """The abilities of class ``kind`` (TriggeredAbility, ActivatedAbility) card ``i`` has gained: from effects
    ("gains '...' this turn") and from the statics of cards in play ("Characters gain '⟳ — Draw a card' while
    here"), in that order."""
    s = game.s
    out: list[Any] = []
    for e in s.effects:
        if e.kind is GRANT and e.target == i and isinstance(e.ability, kind):
            out.append(e.ability)
    if game._any_statics and "grant" in game._static_stats and s.zone[i] == PLAY:
        owner = s.owner[i]
        for src in static_sources(game, "grant"):
            out.extend(ab.grant for ab in game.idef[src].statics if ab.stat == "grant" and isinstance(ab.grant, kind)
                       and static_applies(game, ab, src, i, owner))
    return out


def activated_of(game: Game, i: int) -> tuple[Any, ...]:
    """Card i's activated abilities: its own, then those it gained (``Activate.ability`` indexes this)."""
    d = game.idef[i]
    if not game._grants:
        return d.activated
    from lorcana_desktop.engine.abilities import ActivatedAbility

    more = granted(game, i, ActivatedAbility)
    return d.activated + tuple(more) if more else d.activated


def keyword_value(game: Game, i: int, kw: str) -> int:
    """The summed value of a +N keyword (Challenger, Resist stack, CR 8.1.2)."""
    v = getattr(game.idef[i], _KW_VALUE[kw]) or 0
    if game.s.effects:
        v += effect_mod(game, i, KEYWORD, kw)
    if game._any_statics:
        owner = game.s.owner[i]
        for src in static_sources(game, "kw:" + kw):
            for ab in game.idef[src].statics:
                if ab.stat == "keyword" and ab.keyword == kw and static_applies(game, ab, src, i, owner):
                    v += ab.amount if ab.per is None else ab.amount * _per(game, ab, src)
    return v


def keywords_of(game: Game, i: int) -> list[str]:
    return [k for k in (*_KW_ATTR, *_KW_VALUE, "Shift") if has_keyword(game, i, k)]


def restricted(game: Game, i: int, what: str) -> bool:
    """Is card ``i`` under "can't quest/challenge/ready/be challenged" from an effect or a static (CR 6.3)?"""
    for e in game.s.effects:
        k = e.kind
        if k is RESTRICT:
            if e.target == i and e.key == what:
                return True
        elif k is CONTINUOUS and e.what is RESTRICT and e.what_key == what and cont_applies(game, e, i):
            return True
    if game._any_statics and what in game._static_keys:
        srcs = static_sources(game, what)
        if srcs:
            owner = game.s.owner[i]
            idef = game.idef
            for src in srcs:
                for ab in idef[src].statics:
                    if ab.stat == what and static_applies(game, ab, src, i, owner):
                        return True
    return False


def next_character_discount(game: Game, p: int) -> list[tuple[int, int]]:
    """"Once during your turn, you pay 1 ⬡ less for the next character you play this turn": (source, amount) of each
    such static of player p's cards in play that applies now and was not used yet this turn."""
    s = game.s
    return [(src, ab.amount) for src in s.play[p] if "next_char_cost" in game.idef[src].static_keys
            for ab in game.idef[src].statics if ab.stat == "next_char_cost" and (NEXT_CHAR_DISCOUNT, src) not in s.flags
            and condition(game, ab.condition, src)]


def play_cost(game: Game, i: int) -> int:
    """The ink cost to play a card now, after cost reductions (CR 4.3.2.3)."""
    d = game.idef[i]
    c = d.cost
    if d.type == CHARACTER and game._any_statics and "next_char_cost" in game._static_stats:
        c -= sum(n for _, n in next_character_discount(game, game.s.owner[i]))
    if game.s.effects:
        p = game.s.owner[i]
        for e in game.s.effects:
            if e.kind is COST and e.target == p and cost_key_fits(e.key, d):
                c -= e.amount
    if game._any_statics:
        c -= static_mods(game, i, "cost")
        for ab in d.statics:
            # CR 4.3.6 example C: "playing this character costs 1 less" works from the hand.
            if ab.stat == "cost" and ab.applies_to == "self" and game.s.zone[i] != PLAY \
                    and condition(game, ab.condition, i):
                c -= ab.amount if ab.per is None else ab.amount * _per(game, ab, i)  # "for each ..., pay 1 less"
    return max(0, c)


def sing_value(game: Game, i: int) -> int:
    """The cost a character counts as for singing: its cost, or Singer N (CR 8.11)."""
    d = game.idef[i]
    v = d.cost
    sv = d.singer
    if sv is not None and sv > v:
        v = sv
    if game.s.effects:
        v = max(v, effect_mod(game, i, KEYWORD, "Singer"))
        # CR 8.11.3: "counts as having +N cost to sing songs" adds to the Singer value.
        v += effect_mod(game, i, STAT, "sing")
    if game._any_statics:
        if game._any_static_singer:
            v = max(v, keyword_value(game, i, "Singer"))  # "this character gains Singer 3" (CR 8.11)
        v += static_mods(game, i, "sing")
        s = game.s
        for src in static_sources(game, "kw:Singer"):  # "this character gains Singer 8" (a static): the larger counts
            for ab in game.idef[src].statics:
                if ab.stat == "keyword" and ab.keyword == "Singer" and ab.amount > v \
                        and static_applies(game, ab, src, i, s.owner[i]):
                    v = ab.amount
    return v


def condition(game: Game, cond: Any, src: int) -> bool:
    """A condition of a card's ability with no effect resolving (a static's, a trigger's, a play restriction's):
    None holds. Every typed condition is evaluated by ``effects.cond_holds``; a named one on the source is read
    here directly, without a frame to build (this is asked for every card a static may cover)."""
    if cond is None:
        return True
    if type(cond) is not Flag or cond.name in FRAME_FLAGS:
        return bool(effects.cond_holds(game, cond, Resolution(src, game.s.owner[src], ())))
    return flag_holds(game, cond.name, src)


def flag_holds(game: Game, cond: str, src: int) -> bool:
    """A named condition (a Flag's name) read on the source card ``src`` and its player."""
    s = game.s
    if cond == "has_card_under":
        return bool(s.under[src])
    if cond == "no_action_yet":  # "for the first action you play each turn": its player played none yet this turn
        return (NTH_ACTION, 1, s.owner[src]) not in s.flags
    if cond == "two_opponents":  # "if you have 2 or more opponents"
        return len(game.opponents(s.owner[src])) >= 2
    if cond == "shifted":  # "if you used Shift to play her" (noted when it was played, CR 8.10)
        return (SHIFTED, src) in s.flags
    if cond == "entered_exerted":  # "this character may enter play exerted to ...": its player chose so (CR 8.3.2)
        return (ENTERED_EXERTED, src) in s.flags
    if cond == "has_ink_drop":  # "while you have an ink drop"
        return s.drops[s.owner[src]] > 0
    if cond == "highest_cost":  # "while you have a character in play with the highest cost, or tied for it"
        p = s.owner[src]
        costs = [(q, game.idef[c].cost) for q in range(s.players) for c in s.play[q] if game.idef[c].type == CHARACTER]
        return any(q == p for q, _ in costs) and max(n for q, n in costs if q == p) >= max(n for _, n in costs)
    if cond == "strongest":  # "a character in play with more ¤ than each opposing character in play"
        p = s.owner[src]
        mine = [strength(game, c) for c in s.play[p] if game.idef[c].type == CHARACTER]
        theirs = [strength(game, c) for q in game.opponents(p) for c in s.play[q] if game.idef[c].type == CHARACTER]
        return bool(mine) and max(mine) > max(theirs, default=-1)
    if cond == "second_ink":  # the card just put into the inkwell is the second one this turn
        return (NTH_INK, 2, s.owner[src]) in s.flags and (NTH_INK, 3, s.owner[src]) not in s.flags
    if cond == "no_ink_this_turn":  # "if you didn't put any cards into your inkwell this turn" (any way, CR 4.2)
        return (NTH_INK, 1, s.owner[src]) not in s.flags
    if cond == "drop_paid":  # "if you removed an ink drop to play her" (noted as it was paid, turn_actions)
        return (DROP_PAID, src) in s.flags
    if cond == "not_being_challenged":  # "... unless he's being challenged"
        return s.challenge is None or s.challenge[1] != src
    if cond == "not_moved":  # "once during your turn, ... to move this character": it has not moved this turn
        return (MOVED, src) not in s.flags
    if cond == "sang_sing_together":  # "whenever this character sings a song with Sing Together" (the song it sang)
        return any(game.idef[f[2]].sing_together is not None for f in s.flags if f[0] is SANG and f[1] == src)
    if cond == "no_other_quested":  # "if no other character has quested this turn" (the QUESTED flags)
        return not any(f[0] is QUESTED and f[1] != src for f in s.flags)
    if cond == "had_card_under":  # "if he had a card under him" (as he left play: zones._leave_play)
        return any(f[0] is LAST_UNDER and f[1] == src for f in s.flags)
    if cond == "had_exerted_here":  # "if there was an exerted character here" (as this location left play)
        return (LAST_EXERTED_HERE, src) in s.flags
    if cond == "card_left_discard":  # "if a card left a player's discard this turn"
        return any(f[0] is LEFT_DISCARD for f in s.flags)
    if cond == "got_card_under":  # "if you've put a card under her this turn" (zones._put_top_under ...)
        return (PUT_UNDER, src) in s.flags
    if cond == "no_card_under":  # "... unless you put a card under him this turn"
        return (PUT_UNDER, src) not in s.flags
    if cond == "put_card_under":  # "if you've put a card under one of your characters or locations this turn"
        return (PUT_UNDER_ANY, s.owner[src]) in s.flags
    if cond == "no_drop_this_turn":  # "can't quest or challenge unless you got an ink drop this turn"
        return (GOT_DROP, s.owner[src]) not in s.flags
    if cond == "most_inkwell":  # "while you have more cards in your inkwell than each opposing player"
        n = len(s.inkwell[s.owner[src]])
        return all(n > len(s.inkwell[q]) for q in game.opponents(s.owner[src]))
    if cond == "inkwell_exerted":  # "while all cards in your inkwell are exerted"
        return all(s.exerted[x] for x in s.inkwell[s.owner[src]])
    if cond == "at_location":
        return s.at[src] >= 0
    if cond == "your_turn":
        return s.active == s.owner[src]
    if cond == "exerted":
        return s.exerted[src]
    if cond == "opponents_turn":
        return s.active != s.owner[src]
    if cond == "damaged":
        return s.damage[src] > 0
    if cond == "no_damage":
        return s.damage[src] == 0
    if cond == "opponent_empty_hand":  # "while an opponent has no cards in their hand"
        q = s.owner[src]
        return any(not s.hand[o] for o in range(s.players) if o != q and not s.out[o])
    if cond in ("character_here", "damaged_character_here", "exerted_character_here"):  # a location's
        at, dmg, ex = s.at, s.damage, s.exerted
        return any(at[x] == src and (cond == "character_here" or cond == "damaged_character_here" and dmg[x] > 0
                                     or cond == "exerted_character_here" and ex[x]) for x in s.play[s.owner[src]])
    if cond in ("second_action", "third_action"):  # the action being played is this player's second (third) this turn
        q = s.owner[src]
        n = 2 if cond == "second_action" else 3
        return (NTH_ACTION, n, q) in s.flags and (NTH_ACTION, n + 1, q) not in s.flags
    if cond == "opponents_turn_exerted":  # "during an opponent's turn, while this character is exerted"
        return s.active != s.owner[src] and s.exerted[src]
    if cond == "your_turn_exerted":  # "during your turn, while this character is exerted"
        return s.active == s.owner[src] and s.exerted[src]
    if cond == "not_at_location":  # "can't challenge or quest unless it is at a location"
        return s.at[src] < 0
    if cond == "challenging_damaged":  # "while challenging a damaged character"
        return s.challenge is not None and s.challenge[0] == src and s.damage[s.challenge[1]] > 0
    if cond == "being_challenged":
        return s.challenge is not None and s.challenge[1] == src  # "while being challenged" (CR 4.6)
    if cond == "opponent_banished_in_challenge":  # CR 6.4.4.3 example: this turn
        q = s.owner[src]  # (a character of an opponent of the source's player: the flag's owner, and 1 for a character)
        return any(f[0] is BANISHED_IN_CHALLENGE and f[1] != q and f[2] for f in s.flags)
    if cond == "underdog":
        # "If this is your first turn and you're not the first player" (turns count every player's turn).
        q = s.owner[src]
        return q != s.first and s.turn == (q - s.first) % s.players + 1 and s.active == q
    return cond == "did"


def challenge_barred(game: Game, i: int, t: int) -> bool:
    """May ``i`` not challenge ``t`` because of a static of ``t``'s side: "Characters with cost 2 or less can't
    challenge this character" / "... your characters" / "Damaged characters can't challenge this character"."""
    s = game.s
    owner = s.owner[t]
    idef = game.idef
    for src in static_sources(game, "cant_be_challenged_by"):
        if s.owner[src] != owner:
            continue  # (the statics of ``t``'s side only)
        for ab in idef[src].statics:
            if ab.stat == "cant_be_challenged_by" and ab.sel is not None \
                    and static_applies(game, ab, src, t, owner) and sel_matches(game, ab.sel, i, owner, src):
                return True
    return False
