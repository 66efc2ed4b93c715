"""Card data: the Card model, LorcanaJSON import and name lookup (pure Python, no Qt, no SQLite)."""

from __future__ import annotations

from functools import lru_cache

from lorcana_desktop.cards.index import CardIndex, UnknownCard
from lorcana_desktop.cards.lorcanajson import CardData, CardDataError, load_card_data
from lorcana_desktop.cards.model import (
    Ability,
    AbilityKind,
    Card,
    CardType,
    FormatLegality,
    Ink,
    Keyword,
    Printing,
)
from lorcana_desktop.cards.names import closest_names, normalize_name
from lorcana_desktop.cards.source import NoCardSource, default_source_path

__all__ = [
    "Ability",
    "AbilityKind",
    "Card",
    "CardData",
    "CardDataError",
    "CardIndex",
    "CardType",
    "FormatLegality",
    "Ink",
    "Keyword",
    "NoCardSource",
    "Printing",
    "UnknownCard",
    "closest_names",
    "default_cards",
    "default_source_path",
    "load_card_data",
    "normalize_name",
]


@lru_cache(maxsize=1)
def default_cards() -> CardIndex:
    """Every card of the default source, read once per process (tests, benchmarks, headless tools)."""
    return CardIndex(load_card_data(default_source_path()).cards)
