"""Card texts in another language: what a French, German or Italian LorcanaJSON file prints on a card
(name, version, classifications, keywords, abilities, flavor), matched to the English card it is a
translation of, and the English card shown with them.

The English cards stay what the rules, the decks and the saves read; a :class:`CardText` only changes how
a card looks. A printing has the same id in every language, so a translated card is matched to its English
card through any printing.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lorcana_desktop.cards.lorcanajson import CardData
from lorcana_desktop.cards.model import Ability, AbilityKind, Card


@dataclass(frozen=True, slots=True)
class CardText:
    """What one card prints in ``language``."""

    language: str
    full_name: str
    name: str
    version: str | None
    classifications: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()  # each keyword as printed ("Rempart", "Alter 4"), in the English order
    abilities: tuple[Ability, ...] = ()
    effects: tuple[str, ...] = ()
    full_text: str = ""
    flavor_text: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "language": self.language, "full_name": self.full_name, "name": self.name, "version": self.version,
            "classifications": list(self.classifications), "keywords": list(self.keywords),
            "abilities": [[a.kind.value, a.name, a.effect, a.text, list(a.costs), a.costs_text] for a in self.abilities],
            "effects": list(self.effects), "full_text": self.full_text, "flavor_text": self.flavor_text,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> CardText:
        return cls(
            language=str(d["language"]), full_name=str(d["full_name"]), name=str(d["name"]),
            version=d.get("version"), classifications=tuple(d.get("classifications") or ()),
            keywords=tuple(d.get("keywords") or ()),
            abilities=tuple(Ability(AbilityKind(a[0]), a[1], a[2], a[3], tuple(a[4]), a[5])
                            for a in d.get("abilities") or ()),
            effects=tuple(d.get("effects") or ()), full_text=str(d.get("full_text") or ""),
            flavor_text=str(d.get("flavor_text") or ""),
        )


def text_of(card: Card) -> CardText:
    """The printed texts of a card read from a file in another language."""
    return CardText(
        language=card.language, full_name=card.full_name, name=card.name, version=card.version,
        classifications=card.classifications, keywords=tuple(k.text or k.label for k in card.keywords),
        abilities=card.abilities, effects=card.effects, full_text=card.full_text, flavor_text=card.flavor_text,
    )


def texts_for(data: CardData, english: CardData) -> dict[str, CardText]:
    """The texts of ``data`` (another language) by the English full name of the card each translates;
    cards the English data does not have are left out."""
    english_ids = {pid: name for pid, name in english.printing_names.items()}
    found: dict[str, CardText] = {}
    for card in data.cards:
        name = next((english_ids[p.id] for p in card.printings if p.id in english_ids), None)
        if name is not None and name not in found:
            found[name] = text_of(card)
    return found


def localize(card: Card, text: CardText | None) -> Card:
    """``card`` as it prints in ``text``'s language: its rules, stats and printings stay the English card's.
    Without a text (the data has none in that language) the card stays as it is."""
    if text is None or card.language == text.language:
        return card
    keywords = card.keywords
    if len(text.keywords) == len(card.keywords):  # the same keywords in the same order: their printed words
        keywords = tuple(replace(k, text=t) for k, t in zip(card.keywords, text.keywords, strict=True))
    return replace(
        card, full_name=text.full_name, name=text.name, version=text.version,
        classifications=text.classifications or card.classifications, keywords=keywords,
        abilities=text.abilities if text.abilities or not card.abilities else card.abilities,
        effects=text.effects if text.effects or not card.effects else card.effects,
        full_text=text.full_text or card.full_text, flavor_text=text.flavor_text,
        language=text.language, english_full_name=card.english_full_name or card.full_name,
    )
