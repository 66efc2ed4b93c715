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

from lorcana_desktop.engine.defs import ACTION, CHARACTER, ITEM, LOCATION

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
    # No effect, no challenge going on and no static of the game touching these stats: the printed values.
    printed = not s.effects and s.challenge is None and game._static_stats.isdisjoint(_STATS)
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
    hp = max(will - s.damage[i], 0)
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


def _threatened(game: Game, i: int, attackers: list[int], values: dict[int, tuple[int, int, int]]) -> float:
    """The exposure factor of an exerted character against the opposing characters (0 if safe)."""
    s = game.s
    d = game.idef[i]
    strength, will, _ = values[i]
    hp = will - s.damage[i] - d.resist
    best = 0.0
    for j in attackers:
        dj = game.idef[j]
        if d.evasive and not (dj.evasive or dj.alert):
            continue
        if dj.adventurous:  # Adventurous characters cannot challenge
            continue
        sj, wj, _ = values[j]
        if sj + dj.challenger >= hp:
            survives = strength < wj - s.damage[j] - dj.resist
            if survives:
                return EXPOSED  # (the most it can be)
            best = EXPOSED_TRADE  # (a trade: both banished)
    return best


def player_score(game: Game, p: int, values: dict[int, tuple[int, int, int]] | None = None,
                 chars: list[list[int]] | None = None) -> float:
    """Player ``p``'s score (see the module notes); ``values``: ``current_values(game)``, ``chars``: each player's
    characters in play (both asked once per position by ``evaluate``)."""
    s = game.s
    idef = game.idef
    if values is None:
        values = current_values(game)
    if chars is None:
        chars = _characters(game)
    board = 0.0
    potential = 0
    opposing: list[int] = []
    out = s.out
    for q in range(len(out)):
        if q != p and not out[q]:
            opposing.extend(chars[q])
    exerted, damage = s.exerted, s.damage
    mods = bool(s.effects) or game._any_statics
    for i in s.play[p]:
        d = idef[i]
        t = d.type
        if t == CHARACTER:
            # (character_worth, inlined: the same sums in the same order)
            if mods:
                strength, will, lore = values[i]
            else:  # (the printed values, also while challenging: ``values`` counts Challenger then)
                strength, will, lore = d.strength, d.willpower, d.lore
            hp = will - damage[i] if will > damage[i] else 0  # (max(..., 0) without a call per character)
            w = BODY + LORE_POTENTIAL * lore + STRENGTH * strength + TOUGHNESS * hp
            if d.evasive:
                w += 0.3 * lore + 0.2
            if d.ward:
                w += 0.4
            if d.bodyguard:
                w += 0.3
            if d.resist:
                w += 0.25 * d.resist
            if d.challenger:
                w += 0.15 * d.challenger
            if d.support:
                w += 0.2
            if d.reckless:
                w -= 0.3 * lore + 0.5
            else:
                potential += lore
            if exerted[i] and opposing:
                w -= w * _threatened(game, i, opposing, values)
            board += w
        elif t == LOCATION:
            _, will, lore = values[i]
            potential += lore
            board += BODY + LORE_POTENTIAL * lore + 0.2 * max(will - damage[i], 0)
        elif t == ITEM:
            board += 0.3 + 0.15 * d.cost
    ink = len(s.inkwell[p])
    ink_v = INK * min(ink, 7) + INK_EXTRA * max(ink - 7, 0)
    hand = s.hand[p]
    hand_v = 0.0
    for k, c in enumerate(hand):
        if k >= 8:
            hand_v += 0.2
            continue
        d = idef[c]
        if not d.automated and d.type in (ACTION, ITEM):
            hand_v += HAND_BLANK  # does nothing when played here: worth its ink only
        else:
            hand_v += HAND + (HAND_SOON if d.cost <= ink + 1 else 0.0)
    lore = s.lore[p]
    v = LORE * lore + board + ink_v + hand_v
    if lore + potential >= s.goal:
        v += LETHAL
    return v


def _characters(game: Game) -> list[list[int]]:
    """Each player's characters in play, in play order."""
    idef = game.idef
    return [[j for j in play if idef[j].type == CHARACTER] for play in game.s.play]


def _position(game: Game) -> tuple[dict[int, tuple[int, int, int]], list[list[int]]]:
    """``current_values(game)`` and ``_characters(game)`` in one pass over the play zones."""
    s = game.s
    idef = game.idef
    out: dict[int, tuple[int, int, int]] = {}
    chars: list[list[int]] = []
    printed = not s.effects and s.challenge is None and game._static_stats.isdisjoint(_STATS)
    for play in s.play:
        mine: list[int] = []
        for i in play:
            d = idef[i]
            t = d.type
            if t == CHARACTER:
                out[i] = (d.strength, d.willpower, d.lore) if printed \
                    else (game.strength(i), game.willpower(i), game.lore_value(i))
                mine.append(i)
            elif t == LOCATION:
                out[i] = (0, d.willpower, d.lore) if printed else (0, game.willpower(i), game.lore_value(i))
        chars.append(mine)
    return out, chars


def evaluate(game: Game, me: int) -> float:
    """The position's value for seat ``me``: its score minus the opponents' (see the module notes)."""
    s = game.s
    if s.winner is not None:
        return WIN if s.winner == me else -WIN
    if s.out[me]:
        return -WIN
    values, chars = _position(game)  # (each card's values asked of the engine once)
    out = s.out
    mine = player_score(game, me, values, chars)
    others = [player_score(game, q, values, chars) for q in range(len(out)) if q != me and not out[q]]
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
