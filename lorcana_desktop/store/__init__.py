"""Local storage in SQLite through sqlite-utils: the card catalog, decks, collection."""
