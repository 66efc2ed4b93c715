"""The position heuristic every bot shares: how good a game is for one seat, in lore-like points.

For each player the score adds up

- **lore** (1 point each), and 6 more when the lore they have plus what their characters can
  quest for next turn reaches the goal (a win that must be answered now);
- **board**: each character is worth its lore potential (1.6 per lore: it should quest more
  than once), its strength and remaining willpower (about 0.3 each), and a little for keywords
  that keep it alive or make it hard to block (Evasive, Ward, Resist, Bodyguard, Challenger);
  locations their lore and willpower, items a little;
- **exposure**: an exerted character that an opposing character could challenge and banish
  next turn loses a quarter of its worth (a tenth if the attacker would be banished too);
- **ink** (1 per card up to 7, 0.3 after) and **hand** (0.8 per card, a little more for cards
  castable soon, much less past 8 cards; an action or item whose effect the engine does not play
  yet is worth 0.3, as ink).

The value of a position for a seat is its score minus the strongest opponent's score (mixed
with the mean of all opponents in 3-4 player games); a won game is +1000, a lost one -1000.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from lorcana_desktop.engine.defs import ACTION, CHARACTER, ITEM, LOCATION, CardDef

if TYPE_CHECKING:
    from lorcana_desktop.engine import Game

WIN = 1000.0
LORE = 1.0
LORE_POTENTIAL = 1.6
STRENGTH = 0.35
TOUGHNESS = 0.3
BODY = 0.5
LETHAL = 6.0
EXPOSED = 0.25
EXPOSED_TRADE = 0.1
INK = 1.0
INK_EXTRA = 0.3
HAND = 0.8
HAND_SOON = 0.15
HAND_BLANK = 0.3
# Score points per "e" of win odds in ``win_chance`` (the search's leaf value). Leaf scores run from
# about -15 to +20 in a game: with 4 the squash flattened the moves' differences in a lopsided position
# (0.03 against 0.17), so the search explored evenly and picked by noise. Search against search, head
# to head at 0.25 s a decision: 10 beat 4 in 28 of 47 games, 20 beat 10 in 24 of 40.
SCALE = 20.0


def current_values(game: Game) -> dict[int, tuple[int, int, int]]:
    """(strength, willpower, lore) of every character and location in play (a location's strength: 0), asked of
    the engine once for a position: the score reads each several times (worth, lore, exposure, as an attacker)."""
    s = game.s
    idef = game.idef
    out: dict[int, tuple[int, int, int]] = {}
    printed = _printed(game)
    for play in s.play:
        for i in play:
            d = idef[i]
            if d.type == CHARACTER:
                out[i] = (d.strength, d.willpower, d.lore) if printed \
                    else (game.strength(i), game.willpower(i), game.lore_value(i))
            elif d.type == LOCATION:
                out[i] = (0, d.willpower, d.lore) if printed else (0, game.willpower(i), game.lore_value(i))
    return out


_STATS = ("strength", "strength_floor", "willpower", "lore")


def _printed(game: Game) -> bool:
    """No effect, no challenge going on and no static of the game touching the stats: every card in play has
    its printed strength, willpower and lore."""
    s = game.s
    return not s.effects and s.challenge is None and game._static_stats.isdisjoint(_STATS)


def _worth(d: CardDef, strength: int, lore: int, hp: int) -> float:
    """A character's worth to its owner (before exposure) at these values and ``hp`` willpower left."""
    v = BODY + LORE_POTENTIAL * lore + STRENGTH * strength + TOUGHNESS * hp
    if d.evasive:
        v += 0.3 * lore + 0.2
    if d.ward:
        v += 0.4
    if d.bodyguard:
        v += 0.3
    if d.resist:
        v += 0.25 * d.resist
    if d.challenger:
        v += 0.15 * d.challenger
    if d.support:
        v += 0.2
    if d.reckless:
        v -= 0.3 * lore + 0.5
    return v


def character_worth(game: Game, i: int, values: dict[int, tuple[int, int, int]] | None = None) -> float:
    """What a character in play is worth to its owner (before exposure); ``values``: ``current_values(game)``."""
    d = game.idef[i]
    s = game.s
    mods = bool(s.effects) or game._any_statics
    if not mods:
        lore, strength, will = d.lore, d.strength, d.willpower
    elif values is not None:
        strength, will, lore = values[i]
    else:
        lore, strength, will = game.lore_value(i), game.strength(i), game.willpower(i)
    return _worth(d, strength, lore, max(will - s.damage[i], 0))


class _Card:
    """What the score reads of one card definition, worked out once per card table (a game's ``defs``): the
    score runs for every move the Normal computer considers, and most of it depends on the card alone."""

    __slots__ = ("blank", "challenger", "cost", "d", "evasive", "item", "kind", "printed", "reach", "reckless",
                 "resist", "strikes", "worth")

    def __init__(self, d: CardDef) -> None:
        self.d = d
        self.kind = d.type
        self.printed = (0 if d.type == LOCATION else d.strength, d.willpower, d.lore)
        # a character's worth at its printed strength and lore, by the willpower it has left (0 to printed)
        self.worth = [_worth(d, d.strength, d.lore, hp) for hp in range(max(d.willpower, 0) + 1)] \
            if d.type == CHARACTER else []
        self.reckless = d.reckless  # (does not quest: no lore potential)
        self.evasive = d.evasive
        self.reach = d.evasive or d.alert  # can challenge an Evasive character
        self.strikes = not d.adventurous  # Adventurous characters cannot challenge
        self.resist = d.resist
        self.challenger = d.challenger
        self.item = 0.3 + 0.15 * d.cost
        self.blank = not d.automated and d.type in (ACTION, ITEM)  # does nothing when played here: worth its ink
        self.cost = d.cost


_TABLES: dict[int, tuple[list[CardDef], list[_Card]]] = {}


def _cards(defs: list[CardDef]) -> list[_Card]:
    """``_Card`` of each of ``defs`` (by the state's ``cid``), kept while the card table lives on."""
    hit = _TABLES.get(id(defs))
    if hit is not None and hit[0] is defs:
        out = hit[1]
        if len(out) < len(defs):  # (a bot's card table grows as it meets new names)
            out.extend(_Card(d) for d in defs[len(out):])
        return out
    if len(_TABLES) > 64:
        _TABLES.clear()
    out = [_Card(d) for d in defs]
    _TABLES[id(defs)] = (defs, out)  # (holding ``defs``: its id is not reused while the entry lives)
    return out


_INK_V = [INK * min(n, 7) + INK_EXTRA * max(n - 7, 0) for n in range(64)]
_HAND_SOON_V = HAND + HAND_SOON


class _Position:
    """What the scores of every player read of one position: each card's values (None: the printed ones) and
    each player's characters as attackers (printed or current values)."""

    __slots__ = ("attackers", "cards", "values")

    def __init__(self, game: Game) -> None:
        s = game.s
        cid = s.cid
        cards = self.cards = _cards(game.defs)
        printed = _printed(game)
        values = self.values = None if printed else current_values(game)
        damage = s.damage
        # each player's characters able to challenge, as (reaches Evasive, strength + Challenger, damage it
        # survives): what ``_threat`` compares an exerted character with
        attackers: list[list[tuple[bool, int, int]]] = []
        for play in s.play:
            mine: list[tuple[bool, int, int]] = []
            for j in play:
                c = cards[cid[j]]
                if c.kind == CHARACTER and c.strikes:
                    sj, wj, _ = c.printed if values is None else values[j]
                    mine.append((c.reach, sj + c.challenger, wj - damage[j] - c.resist))
            attackers.append(mine)
        self.attackers = attackers


def _threat(c: _Card, strength: int, hp: int, attackers: list[tuple[bool, int, int]]) -> float:
    """The exposure factor of an exerted character (``hp``: the damage that banishes it, past Resist) against
    the opposing attackers (0 if safe)."""
    best = 0.0
    evasive = c.evasive
    for reach, power, tough in attackers:
        if evasive and not reach:
            continue
        if power >= hp:
            if strength < tough:  # the attacker survives
                return EXPOSED  # (the most it can be)
            best = EXPOSED_TRADE  # (a trade: both banished)
    return best


def player_score(game: Game, p: int, pos: _Position | None = None) -> float:
    """Player ``p``'s score (see the module notes); ``pos``: the position's ``_Position`` (built once by
    ``evaluate`` for every player)."""
    if pos is None:
        pos = _Position(game)
    s = game.s
    cid = s.cid
    cards, values = pos.cards, pos.values
    out = s.out
    attackers: list[tuple[bool, int, int]] = []  # the opposing characters able to challenge
    for q in range(len(out)):
        if q != p and not out[q]:
            attackers.extend(pos.attackers[q])
    board = 0.0
    potential = 0
    exerted, damage = s.exerted, s.damage
    # With no effect and no static in the game, a character's worth reads its printed values (also while it
    # challenges: ``values`` then counts Challenger, for the exposure only).
    printed_worth = values is None or not (s.effects or game._any_statics)
    for i in s.play[p]:
        c = cards[cid[i]]
        t = c.kind
        if t == CHARACTER:
            tv = c.printed if values is None else values[i]
            if printed_worth:
                strength, will, lore = c.printed
                hp = will - damage[i] if will > damage[i] else 0
                w = c.worth[hp]
            else:
                strength, will, lore = tv
                hp = will - damage[i] if will > damage[i] else 0
                w = _worth(c.d, strength, lore, hp)
            if not c.reckless:
                potential += lore
            if exerted[i] and attackers:
                x = _threat(c, tv[0], tv[1] - damage[i] - c.resist, attackers)
                if x:  # (w - w * 0.0 is w: a safe character, or no opposing attacker, keeps its worth)
                    w -= w * x
            board += w
        elif t == LOCATION:
            _, will, lore = c.printed if values is None else values[i]
            potential += lore
            board += BODY + LORE_POTENTIAL * lore + 0.2 * max(will - damage[i], 0)
        elif t == ITEM:
            board += c.item
    ink = len(s.inkwell[p])
    ink_v = _INK_V[ink] if ink < 64 else INK * 7 + INK_EXTRA * (ink - 7)
    soon = ink + 1
    hand_v = 0.0
    hand = s.hand[p]
    for h in hand if len(hand) <= 8 else hand[:8]:
        c = cards[cid[h]]
        if c.blank:
            hand_v += HAND_BLANK
        else:
            hand_v += _HAND_SOON_V if c.cost <= soon else HAND
    for _ in range(len(hand) - 8):  # (past 8 cards, little more: one at a time, as the sum always went)
        hand_v += 0.2
    lore = s.lore[p]
    v = LORE * lore + board + ink_v + hand_v
    if lore + potential >= s.goal:
        v += LETHAL
    return v


def evaluate(game: Game, me: int) -> float:
    """The position's value for seat ``me``: its score minus the opponents' (see the module notes)."""
    s = game.s
    if s.winner is not None:
        return WIN if s.winner == me else -WIN
    if s.out[me]:
        return -WIN
    pos = _Position(game)  # (each card's values asked of the engine once)
    out = s.out
    mine = player_score(game, me, pos)
    others = []
    for q in range(len(out)):
        if q != me and not out[q]:
            others.append(player_score(game, q, pos))
    if not others:
        return WIN
    top = max(others)
    if len(others) == 1:
        return mine - top
    return mine - (0.6 * top + 0.4 * sum(others) / len(others))


def win_chance(game: Game, me: int) -> float:
    """``evaluate`` squashed into 0..1 (1 = won), the value the search averages."""
    s = game.s
    if s.winner is not None:
        return 1.0 if s.winner == me else 0.0
    x = evaluate(game, me) / SCALE
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))
