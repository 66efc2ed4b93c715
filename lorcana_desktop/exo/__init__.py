"""Creatures of Exo, the second card game: card sets people write, decks (pure Python, no Qt, no SQLite)."""
