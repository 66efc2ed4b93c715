"""Games from what the program ships: the starter set's book, its two ready decks, random decks from a set."""

from __future__ import annotations

import random
from functools import cache

from lorcana_desktop.exo.cards import CardType, ExoSet
from lorcana_desktop.exo.decks import MAIN_SIZE, read_deck_text
from lorcana_desktop.exo.engine.book import CardBook
from lorcana_desktop.exo.engine.game import DeckCards, ExoGame
from lorcana_desktop.exo.engine.options import ExoOptions
from lorcana_desktop.exo.starter import ready_decks, starter_set


@cache
def starter_book() -> CardBook:
    """The built-in set «Maree e Braci» as a card book."""
    return CardBook.from_sets([starter_set()])


@cache
def ready_deck_cards() -> dict[str, DeckCards]:
    """The ready decks by name ("marea", "brace") as the cards a game starts with."""
    sets = {starter_set().code: starter_set()}
    out = {}
    for path in ready_decks():
        reading = read_deck_text(path.read_text(encoding="utf-8"), sets, name=path.stem)
        out[path.stem] = DeckCards.from_deck(reading.deck)
    return out


def starter_game(seed: int = 0, first: int | None = None, options: ExoOptions | None = None) -> ExoGame:
    """A game of the two ready decks: «marea» for player 0, «brace» for player 1."""
    decks = ready_deck_cards()
    return ExoGame.new([decks["marea"], decks["brace"]], starter_book(), seed=seed, first=first, options=options)


def random_deck(card_set: ExoSet, rng: random.Random) -> DeckCards:
    """A legal random deck of a set: a Leader, 30 main-deck cards, 0-5 Evolutions, at most 2 of a name."""
    cards = [c for c in card_set.cards if not c.generated]
    leaders = [c for c in cards if c.type is CardType.LEADER]
    main = [c for c in cards if c.type in (CardType.CREATURA, CardType.VICE_LEADER, CardType.TATTICA)]
    evo = [c for c in cards if c.type.is_evolution]
    pool = [c for c in main for _ in range(c.max_copies)]
    rng.shuffle(pool)
    chosen = pool[:MAIN_SIZE]
    while len(chosen) < MAIN_SIZE:  # a tiny set: fill with what there is (tests only)
        chosen.append(rng.choice(main))
    evo_pool = [c for c in evo for _ in range(c.max_copies)]
    rng.shuffle(evo_pool)
    k = rng.randint(0, min(5, len(evo_pool)))
    return DeckCards(rng.choice(leaders).id, tuple(c.id for c in chosen), tuple(c.id for c in evo_pool[:k]))
