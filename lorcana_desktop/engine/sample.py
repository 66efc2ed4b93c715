"""Sample decks for playouts and benchmarks: legal 60-card decks of vanilla and keyword-only cards."""

from __future__ import annotations

import random

from lorcana_desktop.cards import CardIndex, CardType, Ink

_INKS = list(Ink)


def playable_cards(cards: CardIndex, inks: tuple[Ink, ...]) -> list[str]:
    """Full names of vanilla and keyword-only cards of those inks the engine plays fully."""
    out = []
    for c in cards:
        if not c.has_only_keywords or c.type not in (CardType.CHARACTER, CardType.LOCATION):
            continue
        if not c.inks or any(i not in inks for i in c.inks) or c.language != "en":
            continue
        if any(k.keyword == "Shift" and (k.cost_text and "ink drop" in k.cost_text) for k in c.keywords):
            continue
        out.append(c.full_name)
    return sorted(set(out))


def sample_deck(cards: CardIndex, seed: int) -> list[str]:
    """A legal 60-card deck (two inks, 4 copies of 15 cards), chosen by ``seed``."""
    rng = random.Random(seed)
    while True:
        inks = tuple(rng.sample(_INKS, 2))
        pool = playable_cards(cards, inks)
        if len(pool) >= 15:
            break
    # Favour a curve: mostly cheap characters, a few expensive ones.
    pool.sort(key=lambda n: (cards.by_name(n).cost, n))
    picks = rng.sample(pool, 15)
    return [n for n in picks for _ in range(4)]
