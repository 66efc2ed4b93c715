"""The deck being edited in the Decks tab: its stored name, unsaved changes, undo, and what leaving it needs."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from lorcana_desktop.decks import Deck, Format

UNDO_DEPTH = 200
LAST_DECK_SETTING = "last_deck"  # the user store's setting that names the deck to open on the next start


class Leaving(enum.Enum):
    """What the person chose when asked about unsaved changes before the deck is left."""

    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


@dataclass(slots=True)
class DeckSession:
    """One deck under edit. ``stored_name`` is its name in the store (None if never saved);
    ``dirty`` says it differs from what is stored; ``history`` holds earlier states for undo."""

    deck: Deck = field(default_factory=lambda: Deck(name="New deck", format=Format.CORE))
    stored_name: str | None = None
    dirty: bool = False
    history: list[Deck] = field(default_factory=list)

    def change(self, deck: Deck) -> bool:
        """The person changed the deck (cards, name, format, notes); False when nothing changed."""
        if deck == self.deck:
            return False
        self.history.append(self.deck)
        del self.history[:-UNDO_DEPTH]
        self.deck = deck
        self.dirty = True
        return True

    def opened(self, deck: Deck, stored_name: str | None) -> None:
        """A deck was loaded, saved, imported or started afresh: nothing unsaved, nothing to undo."""
        self.deck = deck
        self.stored_name = stored_name
        self.dirty = False
        self.history.clear()

    def undo(self) -> bool:
        """Back to the state before the last change; False when there is none."""
        if not self.history:
            return False
        self.deck = self.history.pop()
        self.dirty = True
        return True

    @property
    def has_unsaved_work(self) -> bool:
        """True when leaving the deck would lose something: changes to a stored deck, or a new deck with cards."""
        return self.dirty and bool(self.deck.entries or self.stored_name)

    def may_leave(self, answer: Leaving, saved: bool) -> bool:
        """Whether the deck may be left after the person's ``answer`` (``saved``: the save it asked for worked)."""
        if answer is Leaving.SAVE:
            return saved
        return answer is Leaving.DISCARD
