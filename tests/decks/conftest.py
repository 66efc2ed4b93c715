"""Shared helpers for the deck tests: building decks from names with the session card index."""

from __future__ import annotations

import pytest

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks import Deck, Format


@pytest.fixture(scope="session")
def make_deck(cards: CardIndex):
    """make_deck({"Elsa - Snow Queen": 4, ...}, fmt=Format.CORE) -> Deck."""

    def build(counts: dict[str, int], fmt: Format = Format.CORE, name: str = "Test deck") -> Deck:
        return Deck.from_counts(cards, counts, name=name, fmt=fmt)

    return build


@pytest.fixture(scope="session")
def legal_core(make_deck) -> Deck:
    """A plain legal Core deck: 15 cards x 4, Amber and Amethyst, all in Core today."""
    names = [
        "The Queen - Regal Monarch", "Isabela Madrigal - Kind Cultivator", "Tinker Bell - Finding a Way",
        "Scuttle - Directing Traffic", "Abuelita - Loving Grandmother", "Mickey Mouse - True Friend",
        "Clawhauser - Safety Officer", "Begone!", "Mushu - Braggin' Dragon",
        "Chief Powhatan - Protective Leader", "Prince Eric - Noble Swordsman", "Winnie the Pooh - Hunny Wizard",
        "Kocoum - Defender of the Tribe", "Creeper - Loyal Lackey", "Elinor - Bespelled Queen",
    ]
    return make_deck({n: 4 for n in names}, name="Legal Core")
