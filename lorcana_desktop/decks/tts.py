"""Tabletop Simulator deck JSON (a saved object with ``ObjectStates``), read and written."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from lorcana_desktop.cards import Card, CardIndex
from lorcana_desktop.decks.model import Deck, Format, Section
from lorcana_desktop.decks.problems import MAX_SUGGESTED, ImportResult, Problem, resolve_name

_DECK_NAMES = {"Deck", "DeckCustom"}
_CARD_NAMES = {"Card", "CardCustom"}
# TTS refuses more than this many levels of nesting in practice; junk files can be deeper.
_MAX_DEPTH = 32


def parse_tts(
    data: str | bytes, cards: CardIndex, *, name: str | None = None, fmt: Format = Format.CORE
) -> ImportResult:
    """Read a TTS saved deck. Each card object's Nickname is its full name."""
    fallback = name or "Imported deck"
    empty = Deck(name=fallback, format=fmt)
    try:
        doc = json.loads(data)
    except (ValueError, RecursionError) as exc:
        return ImportResult(empty, (Problem(f"Not Tabletop Simulator JSON: {exc}."),), "tts")
    if isinstance(doc, dict) and isinstance(doc.get("ObjectStates"), list):
        roots = doc["ObjectStates"]
    elif isinstance(doc, dict) and _kind(doc) in _DECK_NAMES | _CARD_NAMES:
        roots = [doc]
    elif isinstance(doc, list):
        roots = doc
    else:
        return ImportResult(
            empty, (Problem("Not a Tabletop Simulator deck: no ObjectStates list and no Deck object."),), "tts"
        )
    deck = empty
    problems: list[Problem] = []
    position = 0

    def visit(obj: Any, depth: int, in_deck: bool) -> None:
        nonlocal deck, position
        if depth > _MAX_DEPTH:
            problems.append(Problem("The objects are nested too deeply to be a deck."))
            return
        if not isinstance(obj, dict):
            position += 1
            problems.append(Problem("An object that is not a TTS object was skipped.", position, str(obj)[:60]))
            return
        kind = _kind(obj)
        if kind in _DECK_NAMES:
            nickname = obj.get("Nickname")
            if name is None and isinstance(nickname, str) and nickname.strip() and deck.name == fallback:
                deck = deck.renamed(nickname.strip())
            contained = obj.get("ContainedObjects")
            if not isinstance(contained, list):
                ids = obj.get("DeckIDs")
                n = len(ids) if isinstance(ids, list) else 0
                problems.append(Problem(
                    f"A deck object lists {n} cards by image id only, without names; they cannot be read."
                ))
                return
            for child in contained:
                visit(child, depth + 1, True)
        elif kind in _CARD_NAMES:
            position += 1
            nickname = obj.get("Nickname")
            if not isinstance(nickname, str) or not nickname.strip():
                problems.append(Problem("A card without a Nickname (its name) was skipped.", position,
                                        f"CardID {obj.get('CardID')}"))
                return
            written = nickname.replace("\n", " - ").strip()
            found = resolve_name(cards, written, suggest=len(problems) < MAX_SUGGESTED)
            if found.card is None:
                problems.append(Problem(found.message, position, nickname, found.suggestions))
                return
            deck = deck.add(found.card, 1, Section.MAIN)
        elif isinstance(obj.get("ContainedObjects"), list):
            # Bags and other containers: the cards inside still count.
            for child in obj["ContainedObjects"]:
                visit(child, depth + 1, in_deck)
        else:
            position += 1
            problems.append(Problem(f"A TTS object of kind {kind!r} is not a card and was skipped.", position))

    for root in roots:
        visit(root, 0, False)
    if not deck.entries and not problems:
        problems.append(Problem("The Tabletop Simulator file holds no cards."))
    return ImportResult(deck, tuple(problems), "tts")


def to_tts(
    deck: Deck,
    *,
    image_url: Callable[[Card], str] | None = None,
    back_url: str = "",
) -> str:
    """The main deck as a TTS saved object: one DeckCustom, a card object per copy, named by full name.

    TTS draws faces from URLs; pass ``image_url`` to fill them (the card data has no URLs of its own).
    """
    custom: dict[str, dict[str, Any]] = {}
    contained: list[dict[str, Any]] = []
    deck_ids: list[int] = []
    for index, e in enumerate(deck.main, start=1):
        custom[str(index)] = {
            "FaceURL": image_url(e.card) if image_url else "",
            "BackURL": back_url,
            "NumWidth": 1,
            "NumHeight": 1,
            "BackIsHidden": True,
            "UniqueBack": False,
        }
        card_id = index * 100  # TTS ids are deck number * 100 + position in the sheet
        for _ in range(e.count):
            deck_ids.append(card_id)
            contained.append({
                "Name": "Card",
                "Nickname": e.card.full_name,
                "Description": "",
                "CardID": card_id,
                "Transform": _transform(),
                "CustomDeck": {str(index): custom[str(index)]},
            })
    obj = {
        "Name": "DeckCustom",
        "Nickname": deck.name,
        "Description": deck.notes,
        "Transform": _transform(),
        "DeckIDs": deck_ids,
        "CustomDeck": custom,
        "ContainedObjects": contained,
    }
    return json.dumps({"SaveName": "", "GameMode": "", "ObjectStates": [obj]}, indent=2, ensure_ascii=False)


def _kind(obj: dict[str, Any]) -> str | None:
    kind = obj.get("Name")
    return kind if isinstance(kind, str) else None


def _transform() -> dict[str, float]:
    return {"posX": 0.0, "posY": 1.0, "posZ": 0.0, "rotX": 0.0, "rotY": 180.0, "rotZ": 180.0,
            "scaleX": 1.0, "scaleY": 1.0, "scaleZ": 1.0}
