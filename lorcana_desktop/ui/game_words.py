"""The game's own words in the window's language: the glossary's terms (``cards/glossary.py``) for the
language installed now, so zone labels, card types, inks and keywords read as the rules of that language
write them."""

from __future__ import annotations

from lorcana_desktop.cards import glossary
from lorcana_desktop.cards.model import Card, CardType, Ink
from lorcana_desktop.decks.model import Format
from lorcana_desktop.ui.i18n import QT_TRANSLATE_NOOP, current_language, translate

# The deck formats by name (not rules terms: the window's translations word them).
_FORMAT_WORDS = {Format.CORE: QT_TRANSLATE_NOOP("Formats", "Core"),
                 Format.INFINITY: QT_TRANSLATE_NOOP("Formats", "Infinity"),
                 Format.SEALED: QT_TRANSLATE_NOOP("Formats", "Sealed"),
                 Format.DRAFT: QT_TRANSLATE_NOOP("Formats", "Draft"),
                 Format.PACK_RUSH: QT_TRANSLATE_NOOP("Formats", "Pack Rush")}


def format_word(fmt: Format) -> str:
    """A format's name as the window says it ("Core", "Pack Rush")."""
    return translate("Formats", _FORMAT_WORDS.get(fmt, fmt.label))


def zone_word(name: str) -> str:
    """A zone ("deck", "hand", "play area", "inkwell", "discard", "bag")."""
    return glossary.zone(name, current_language())


def type_word(kind: CardType, *, song: bool = False) -> str:
    return glossary.card_type(kind, current_language(), song=song)


def card_type_word(card: Card) -> str:
    """The card's type as its type line says it ("Song" for a song)."""
    return type_word(card.type, song=card.is_song)


def ink_word(ink: Ink) -> str:
    return glossary.ink(ink, current_language())


def keyword_word(name: str) -> str:
    return glossary.keyword(name, current_language())


def classification_word(name: str) -> str:
    return glossary.classification(name, current_language())


def rarity_word(name: str) -> str:
    return glossary.rarity(name, current_language())


def state_word(name: str) -> str:
    return glossary.state(name, current_language())


def stat_word(name: str) -> str:
    return glossary.stat(name, current_language())
