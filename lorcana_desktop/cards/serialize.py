"""Card <-> plain dict (JSON-ready), so stores and caches can keep cards without pickling."""

from __future__ import annotations

from typing import Any

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


def card_to_dict(card: Card) -> dict[str, Any]:
    return {
        "id": card.id,
        "full_name": card.full_name,
        "name": card.name,
        "version": card.version,
        "type": card.type.value,
        "inks": [i.value for i in card.inks],
        "cost": card.cost,
        "inkable": card.inkable,
        "set_code": card.set_code,
        "number": card.number,
        "rarity": card.rarity,
        "strength": card.strength,
        "willpower": card.willpower,
        "lore": card.lore,
        "move_cost": card.move_cost,
        "classifications": list(card.classifications),
        "keywords": [
            [k.keyword, k.value, k.variant, k.cost_text, k.reminder, k.text] for k in card.keywords
        ],
        "abilities": [
            [a.kind.value, a.name, a.effect, a.text, list(a.costs), a.costs_text] for a in card.abilities
        ],
        "effects": list(card.effects),
        "full_text": card.full_text,
        "flavor_text": card.flavor_text,
        "story": card.story,
        "names": list(card.names),
        "legality": {
            fmt: [lg.allowed, lg.allowed_until, lg.banned_since] for fmt, lg in card.legality.items()
        },
        "max_copies": card.max_copies,
        "printings": [[p.id, p.set_code, p.number, p.rarity, p.variant, p.promo_group] for p in card.printings],
        "language": card.language,
        "english_full_name": card.english_full_name,
    }


def card_from_dict(d: dict[str, Any]) -> Card:
    return Card(
        id=d["id"],
        full_name=d["full_name"],
        name=d["name"],
        version=d["version"],
        type=CardType(d["type"]),
        inks=tuple(Ink(i) for i in d["inks"]),
        cost=d["cost"],
        inkable=d["inkable"],
        set_code=d["set_code"],
        number=d["number"],
        rarity=d["rarity"],
        strength=d["strength"],
        willpower=d["willpower"],
        lore=d["lore"],
        move_cost=d["move_cost"],
        classifications=tuple(d["classifications"]),
        keywords=tuple(Keyword(k[0], k[1], k[2], k[3], k[4], k[5]) for k in d["keywords"]),
        abilities=tuple(
            Ability(AbilityKind(a[0]), a[1], a[2], a[3], tuple(a[4]), a[5]) for a in d["abilities"]
        ),
        effects=tuple(d["effects"]),
        full_text=d["full_text"],
        flavor_text=d["flavor_text"],
        story=d["story"],
        names=tuple(d["names"]),
        legality={fmt: FormatLegality(v[0], v[1], v[2]) for fmt, v in d["legality"].items()},
        max_copies=d["max_copies"],
        printings=tuple(Printing(*p) for p in d["printings"]),
        language=d["language"],
        english_full_name=d["english_full_name"],
    )
