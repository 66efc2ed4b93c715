"""``evaluate``: the score the bots share gives, to the last bit, the sums its module notes describe.

The score runs for every move the Normal computer considers, so it reads what it can of each card once per card
table (``evaluate._Card``). Any change of its value, even in the last bit of a float, changes which move wins a
tie and so every deck-lab result for a seed. The reference below is the score written plainly from the notes
(as the bots scored before that table existed); positions come from greedy games between the precons, after
every move the bots weigh.
"""

from __future__ import annotations

import random
from pathlib import Path

from lorcana_desktop.bots.evaluate import (
    BODY,
    EXPOSED,
    EXPOSED_TRADE,
    HAND,
    HAND_BLANK,
    HAND_SOON,
    INK,
    INK_EXTRA,
    LETHAL,
    LORE,
    LORE_POTENTIAL,
    STRENGTH,
    TOUGHNESS,
    WIN,
    evaluate,
)
from lorcana_desktop.bots.greedy import GreedyPlayer
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks import read_deck_file
from lorcana_desktop.engine import Game
from lorcana_desktop.engine.defs import ACTION, CHARACTER, ITEM, LOCATION

PRECONS = sorted((Path(__file__).resolve().parents[2] / "decks").glob("*.txt"))
_STATS = ("strength", "strength_floor", "willpower", "lore")


def _values(game: Game) -> dict[int, tuple[int, int, int]]:
    s, idef = game.s, game.idef
    printed = not s.effects and s.challenge is None and game._static_stats.isdisjoint(_STATS)
    out = {}
    for play in s.play:
        for i in play:
            d = idef[i]
            if d.type == CHARACTER:
                out[i] = (d.strength, d.willpower, d.lore) if printed \
                    else (game.strength(i), game.willpower(i), game.lore_value(i))
            elif d.type == LOCATION:
                out[i] = (0, d.willpower, d.lore) if printed else (0, game.willpower(i), game.lore_value(i))
    return out


def _threatened(game: Game, i: int, attackers: list[int], values: dict[int, tuple[int, int, int]]) -> float:
    s, d = game.s, game.idef[i]
    strength, will, _ = values[i]
    hp = will - s.damage[i] - d.resist
    best = 0.0
    for j in attackers:
        dj = game.idef[j]
        if d.evasive and not (dj.evasive or dj.alert) or dj.adventurous:
            continue
        sj, wj, _ = values[j]
        if sj + dj.challenger >= hp:
            if strength < wj - s.damage[j] - dj.resist:
                return EXPOSED
            best = EXPOSED_TRADE
    return best


def _score(game: Game, p: int, values: dict[int, tuple[int, int, int]]) -> float:
    s, idef = game.s, game.idef
    opposing = [j for q in range(len(s.out)) if q != p and not s.out[q] for j in s.play[q]
                if idef[j].type == CHARACTER]
    mods = bool(s.effects) or game._any_statics
    board, potential = 0.0, 0
    for i in s.play[p]:
        d = idef[i]
        if d.type == CHARACTER:
            strength, will, lore = values[i] if mods else (d.strength, d.willpower, d.lore)
            hp = max(will - s.damage[i], 0)
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
            if s.exerted[i] and opposing:
                w -= w * _threatened(game, i, opposing, values)
            board += w
        elif d.type == LOCATION:
            _, will, lore = values[i]
            potential += lore
            board += BODY + LORE_POTENTIAL * lore + 0.2 * max(will - s.damage[i], 0)
        elif d.type == ITEM:
            board += 0.3 + 0.15 * d.cost
    ink = len(s.inkwell[p])
    hand_v = 0.0
    for k, c in enumerate(s.hand[p]):
        d = idef[c]
        if k >= 8:
            hand_v += 0.2
        elif not d.automated and d.type in (ACTION, ITEM):
            hand_v += HAND_BLANK
        else:
            hand_v += HAND + (HAND_SOON if d.cost <= ink + 1 else 0.0)
    v = LORE * s.lore[p] + board + (INK * min(ink, 7) + INK_EXTRA * max(ink - 7, 0)) + hand_v
    return v + LETHAL if s.lore[p] + potential >= s.goal else v


def _reference(game: Game, me: int) -> float:
    s = game.s
    if s.winner is not None:
        return WIN if s.winner == me else -WIN
    if s.out[me]:
        return -WIN
    values = _values(game)
    others = [_score(game, q, values) for q in range(len(s.out)) if q != me and not s.out[q]]
    if not others:
        return WIN
    mine, top = _score(game, me, values), max(others)
    return mine - top if len(others) == 1 else mine - (0.6 * top + 0.4 * sum(others) / len(others))


def test_the_score_of_every_position_the_bots_weigh_is_the_plain_sum_to_the_last_bit(cards: CardIndex) -> None:
    decks = [[c.full_name for c in read_deck_file(p, cards).deck.cards()] for p in PRECONS]
    checked = moved = 0
    for n, (a, b) in enumerate([(0, 1), (2, 3), (4, 5), (1, 4)]):
        game = Game.new([decks[a], decks[b]], cards, seed=100 + n, first=n % 2)
        bots = [GreedyPlayer(q, seed=q + n, cards=cards, deck=(decks[a], decks[b])[q]) for q in (0, 1)]
        rng = random.Random(n)
        while not game.over and len(game.actions) < 400:
            legal = game.legal_actions()
            for action in rng.sample(legal, min(4, len(legal))):
                g = game.copy()
                try:
                    g.apply(action, rollback=False)
                except Exception:  # noqa: BLE001, S112 - the bots skip such a move too
                    continue
                for seat in (0, 1):
                    assert evaluate(g, seat) == _reference(g, seat), (n, len(game.actions), action, seat)
                    checked += 1
                    moved += g.s.effects != [] or g.s.challenge is not None
            seat = game.to_act()
            game.apply(bots[seat].choose_in(game, legal), listed=True)
    assert checked > 2000
    assert moved > 10  # positions where the values are asked of the engine (effects, a challenge) were scored too
