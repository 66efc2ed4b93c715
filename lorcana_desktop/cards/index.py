"""An in-memory card index: lookup by id (any printing) and by full name."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from lorcana_desktop.cards.model import Card
from lorcana_desktop.cards.names import NameMatcher, normalize_name
from lorcana_desktop.controls import shortened


class UnknownCard(KeyError):
    """A card name or id that is not in the catalog; ``suggestions`` holds the closest names."""

    def __init__(self, query: str, suggestions: list[str]) -> None:
        hint = f" Did you mean: {', '.join(suggestions)}?" if suggestions else ""
        super().__init__(f"Unknown card {shortened(query)!r}.{hint}")
        self.query = query
        self.suggestions = suggestions

    def __str__(self) -> str:
        return str(self.args[0])

    def __reduce__(self) -> tuple[type[UnknownCard], tuple[str, list[str]]]:
        # Made again from what __init__ takes (the default would call it with the message alone), so it
        # crosses a process boundary: the deck lab's workers raise it to the window.
        return (UnknownCard, (self.query, self.suggestions))


class CardIndex:
    """Cards by id and by full name, tolerant of case and of curly or straight apostrophes.

    This is the one Qt-free interface the rest of the program reads cards through;
    the store's catalog builds one from the SQLite catalog, tests from card data.
    """

    def __init__(self, cards: Iterable[Card]) -> None:
        self._cards: list[Card] = sorted(cards, key=lambda c: (c.set_code.isdigit() is False, c.id))
        self._by_name: dict[str, Card] = {}
        self._by_id: dict[int, Card] = {}
        self._matcher: NameMatcher | None = None
        self._other_names: list[str] = []
        for card in self._cards:
            self._by_name[normalize_name(card.full_name)] = card
            if card.english_full_name and card.english_full_name != card.full_name:
                self._by_name.setdefault(normalize_name(card.english_full_name), card)
            self._by_id[card.id] = card
            for p in card.printings:
                self._by_id[p.id] = card

    def also_named(self, names: Iterable[tuple[str, Card]]) -> None:
        """Let each card be found by another name too (its name in another language); a name that is
        already some card's stays that card's."""
        added = False
        for name, card in names:
            key = normalize_name(name)
            if key not in self._by_name:
                self._by_name[key] = card
                self._other_names.append(name)
                added = True
        if added:
            self._matcher = None

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self._cards)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and normalize_name(name) in self._by_name

    def by_id(self, card_id: int) -> Card:
        """The card of any printing id."""
        try:
            return self._by_id[card_id]
        except KeyError:
            raise UnknownCard(str(card_id), []) from None

    def get(self, full_name: str) -> Card | None:
        return self._by_name.get(normalize_name(full_name))

    def by_name(self, full_name: str) -> Card:
        """The card of a full name ("Elsa - Snow Queen"); raises UnknownCard with suggestions."""
        card = self.get(full_name)
        if card is None:
            raise UnknownCard(full_name, self.closest(full_name))
        return card

    def closest(self, query: str, n: int = 5) -> list[str]:
        """The full names most like ``query``, best first; the name index is built on the first call."""
        if self._matcher is None:
            self._matcher = NameMatcher([*(c.full_name for c in self._cards), *self._other_names])
        return self._matcher.closest(query, n)
