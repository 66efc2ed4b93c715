"""Cards as the window shows them: with their names, texts and classifications in the window's language
where the catalog has that language's card texts (``cards import`` of a French, German or Italian file),
in English otherwise. Only what is shown changes: decks, saves and the rules keep the English cards."""

from __future__ import annotations

from typing import Protocol

from lorcana_desktop.cards.localized import CardText, localize
from lorcana_desktop.cards.model import Card
from lorcana_desktop.languages import Language
from lorcana_desktop.ui.i18n import current_language


class _HasTexts(Protocol):
    def texts(self, language: str) -> dict[int, CardText]: ...


_texts: dict[int, CardText] = {}
_by_name: dict[str, str] = {}  # English full name -> the shown one
_shown: dict[int, Card] = {}
_language = Language.EN


def load_texts(catalog: _HasTexts | None, names: dict[int, str] | None = None) -> int:
    """Read the card texts of the window's language from ``catalog`` (none in English); ``names``: the
    English full name of each card id, for names the log and menus give. Returns how many cards have one."""
    global _language
    _texts.clear()
    _by_name.clear()
    _shown.clear()
    _language = current_language()
    if catalog is None or _language is Language.EN:
        return 0
    _texts.update(catalog.texts(_language.value))
    if names:
        _by_name.update({names[cid]: t.full_name for cid, t in _texts.items() if cid in names})
    return len(_texts)


def shown(card: Card) -> Card:
    """``card`` as the window shows it (the same card when there is no text in the window's language)."""
    if not _texts or card.language != "en":
        return card
    found = _shown.get(card.id)
    if found is None or found.english_full_name != card.full_name:
        found = _shown[card.id] = localize(card, _texts.get(card.id))
    return found


def shown_name(full_name: str) -> str:
    """A card's full name as the window shows it (the English name when there is no other)."""
    return _by_name.get(full_name, full_name)


def shown_names(names: tuple[str, ...] | list[str]) -> str:
    """Several cards' names, as the log and menus list them."""
    return ", ".join(shown_name(n) for n in names)
