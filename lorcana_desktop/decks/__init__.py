"""Decks: the deck model, format rules, import and export, statistics."""
