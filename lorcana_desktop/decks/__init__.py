"""Decks: the deck model, format rules, import and export, statistics, collection (Qt-free)."""

from __future__ import annotations

from lorcana_desktop.decks.codes import parse_code, to_code
from lorcana_desktop.decks.collection import Collection, MissingLine, MissingReport, Owned, missing_for_deck
from lorcana_desktop.decks.dreamborn import CollectionImportResult, parse_dreamborn_csv, to_dreamborn_csv
from lorcana_desktop.decks.formats import RULES, FormatRules, Rule, Validation, Violation, validate
from lorcana_desktop.decks.importing import (
    DeckFileFormat,
    detect_format,
    export_deck,
    import_deck,
    read_deck_file,
)
from lorcana_desktop.decks.model import Deck, DeckEntry, Format, Section
from lorcana_desktop.decks.problems import ImportResult, Problem, Severity, resolve_name
from lorcana_desktop.decks.stats import DeckStats, deck_stats, odds_at_least_one, opening_hand_odds
from lorcana_desktop.decks.text import parse_text, to_text
from lorcana_desktop.decks.tts import parse_tts, to_tts

__all__ = [
    "RULES", "Collection", "CollectionImportResult", "Deck", "DeckEntry", "DeckFileFormat", "DeckStats",
    "Format", "FormatRules", "ImportResult", "MissingLine", "MissingReport", "Owned", "Problem", "Rule",
    "Section", "Severity", "Validation", "Violation", "deck_stats", "detect_format", "export_deck",
    "import_deck", "missing_for_deck", "odds_at_least_one", "opening_hand_odds", "parse_code",
    "parse_dreamborn_csv", "parse_text", "parse_tts", "read_deck_file", "resolve_name", "to_code",
    "to_dreamborn_csv", "to_text", "to_tts", "validate",
]
