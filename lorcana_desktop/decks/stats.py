"""Deck statistics: cost curve by ink, ink split, inkable share, types, average cost, opening-hand odds."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from math import comb

from lorcana_desktop.cards import Card, CardType, Ink
from lorcana_desktop.decks.formats import RULES
from lorcana_desktop.decks.model import Deck

# The opening hand (CR 2.2.1.4 draws 7; Pack Rush draws 5, CR 10.2.3).
OPENING_HAND = 7


def odds_at_least_one(copies: int, deck_size: int, hand: int = OPENING_HAND, *, mulligan: bool = False) -> float:
    """The chance of at least one of ``copies`` cards among the first ``hand`` cards of a shuffled deck.

    Hypergeometric: 1 - C(N-K, n) / C(N, n). With ``mulligan``, a hand without the card is put
    entirely on the bottom and ``hand`` new cards are drawn from the rest (CR 2.2.2.1), the best
    way to dig for one card, so both draws must miss.
    """
    if deck_size <= 0 or copies <= 0:
        return 0.0
    copies = min(copies, deck_size)
    hand = max(0, min(hand, deck_size))
    miss = comb(deck_size - copies, hand) / comb(deck_size, hand)
    if mulligan:
        rest = deck_size - hand
        second = min(hand, rest)
        if rest > 0 and second > 0:
            miss *= comb(rest - copies, second) / comb(rest, second) if rest >= copies else 0.0
    return 1.0 - miss


@dataclass(frozen=True, slots=True)
class DeckStats:
    """Figures of a main deck that a deck builder shows next to the list.

    ``cost_curve[cost][inks]`` counts cards by cost and by their ink (a tuple: a dual-ink
    card is one bar segment of its own, ``(Amber, Steel)``, so every card is counted once).
    ``ink_split`` counts each ink a card carries, so a dual-ink card counts for both inks.
    """

    total: int
    cost_curve: dict[int, dict[tuple[Ink, ...], int]] = field(default_factory=dict)
    ink_split: dict[Ink, int] = field(default_factory=dict)
    inkable: int = 0
    by_type: dict[CardType, int] = field(default_factory=dict)
    average_cost: float = 0.0
    opening_hand: int = OPENING_HAND

    @property
    def inkable_share(self) -> float:
        return self.inkable / self.total if self.total else 0.0

    def curve_totals(self, top: int | None = 7) -> dict[int, int]:
        """Cards per cost; with ``top``, costs from ``top`` up share one bucket (shown "7+")."""
        out: dict[int, int] = {}
        for cost, by_ink in self.cost_curve.items():
            key = min(cost, top) if top is not None else cost
            out[key] = out.get(key, 0) + sum(by_ink.values())
        return dict(sorted(out.items()))

    def odds(self, copies: int, *, mulligan: bool = False) -> float:
        """The chance of seeing at least one of ``copies`` cards in this deck's opening hand."""
        return odds_at_least_one(copies, self.total, self.opening_hand, mulligan=mulligan)


def deck_stats(deck: Deck) -> DeckStats:
    """The statistics of the main deck of ``deck``."""
    curve: dict[int, Counter[tuple[Ink, ...]]] = {}
    inks: Counter[Ink] = Counter()
    types: Counter[CardType] = Counter()
    inkable = total = cost_sum = 0
    for e in deck.main:
        card, n = e.card, e.count
        total += n
        cost_sum += card.cost * n
        curve.setdefault(card.cost, Counter())[_ink_key(card)] += n
        for ink in card.inks:
            inks[ink] += n
        types[card.type] += n
        inkable += n if card.inkable else 0
    return DeckStats(
        total=total,
        cost_curve={cost: dict(curve[cost]) for cost in sorted(curve)},
        ink_split={ink: inks[ink] for ink in Ink if inks[ink]},
        inkable=inkable,
        by_type={t: types[t] for t in CardType if types[t]},
        average_cost=cost_sum / total if total else 0.0,
        opening_hand=RULES[deck.format].opening_hand,
    )


def opening_hand_odds(deck: Deck, *, mulligan: bool = False) -> dict[str, float]:
    """For each card of the main deck, the chance to see at least one copy in the opening hand."""
    stats = deck_stats(deck)
    return {e.card.full_name: stats.odds(deck.count(e.card), mulligan=mulligan) for e in deck.main}


def _ink_key(card: Card) -> tuple[Ink, ...]:
    order = list(Ink)
    return tuple(sorted(card.inks, key=order.index))
