"""Read LorcanaJSON ``allCards.json`` (plain, gzip or zip) into Card definitions."""

from __future__ import annotations

import gzip
import json
import zipfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
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
from lorcana_desktop.cards.names import normalize_name
from lorcana_desktop.cards.translations import english_keyword
from lorcana_desktop.files import CARD_DATA_LIMIT, UnreadableFile, read_stream_limited

REQUIRED_FIELDS = ("id", "fullName", "name", "type", "cost", "inkwell", "setCode")
_RARITY_RANK = {"Enchanted": 9, "Iconic": 9, "Epic": 8, "Special": 7}

Progress = Callable[[int, int], None]


class CardDataError(Exception):
    """A card data file that cannot be read; the message names the file and the problem."""

    def __init__(self, path: str | Path, problem: str) -> None:
        super().__init__(f"{path}: {problem}")
        self.path = str(path)
        self.problem = problem


@dataclass(frozen=True, slots=True)
class CardData:
    """Everything read from one LorcanaJSON file."""

    source: str
    language: str
    format_version: str
    generated_on: str
    sets: dict[str, dict[str, Any]]
    cards: tuple[Card, ...]  # one per full name, canonical printing
    printing_count: int
    # printing id -> full name, for collections and deck codes that name printings
    printing_names: dict[int, str]


def read_raw(path: str | Path) -> dict[str, Any]:
    """The decoded JSON document of a ``.json``, ``.json.gz`` or ``.zip`` file."""
    p = Path(path)
    if not p.exists():
        raise CardDataError(p, "file not found")
    if p.is_dir():
        raise CardDataError(p, "is a folder, not a LorcanaJSON file")
    # Streamed with a limit: a small archive that expands to gigabytes stops at CARD_DATA_LIMIT.
    limit, what = CARD_DATA_LIMIT, "LorcanaJSON card file"
    try:
        with p.open("rb") as fh:
            head = fh.read(4)
        if head[:2] == b"\x1f\x8b":
            with gzip.open(p, "rb") as fh:
                raw = read_stream_limited(fh, limit, what, p)
        elif head[:4] == b"PK\x03\x04":
            with zipfile.ZipFile(p) as zf:
                members = [n for n in zf.namelist() if n.lower().endswith(".json")]
                if not members:
                    raise CardDataError(p, "the zip archive holds no .json file")
                preferred = [n for n in members if n.lower().endswith("allcards.json")]
                with zf.open((preferred or members)[0]) as fh:
                    raw = read_stream_limited(fh, limit, what, p)
        else:
            with p.open("rb") as fh:
                raw = read_stream_limited(fh, limit, what, p)
    except CardDataError:
        raise
    except UnreadableFile as exc:
        raise CardDataError(p, exc.problem) from None
    except (OSError, EOFError, zipfile.BadZipFile, gzip.BadGzipFile, zlib.error) as exc:
        raise CardDataError(p, f"cannot be read ({exc})") from exc
    except MemoryError:
        raise CardDataError(p, "does not fit in memory; it is no LorcanaJSON card file") from None
    try:
        doc = json.loads(raw.decode("utf-8-sig"))
    except MemoryError:
        raise CardDataError(p, "does not fit in memory; it is no LorcanaJSON card file") from None
    except UnicodeDecodeError as exc:
        raise CardDataError(p, f"is not UTF-8 text ({exc.reason} at byte {exc.start})") from exc
    except json.JSONDecodeError as exc:
        raise CardDataError(p, f"is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from exc
    except RecursionError:
        raise CardDataError(p, "nests lists or objects deeper than any card file; it is no LorcanaJSON card "
                               "file") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("cards"), list):
        raise CardDataError(p, "is not a LorcanaJSON card file (no top-level \"cards\" list)")
    return doc


def load_card_data(path: str | Path, progress: Progress | None = None) -> CardData:
    """Read and convert a LorcanaJSON file. Raises CardDataError on any problem."""
    doc = read_raw(path)
    try:
        return convert(doc, str(path), progress)
    except RecursionError:
        raise CardDataError(path, "nests lists or objects deeper than any card file; it is no LorcanaJSON "
                                  "card file") from None


def convert(doc: dict[str, Any], source: str, progress: Progress | None = None) -> CardData:
    meta = doc.get("metadata") or {}
    language = str(meta.get("language") or "en")
    raw_cards: list[Any] = doc["cards"]
    total = len(raw_cards)
    if total == 0:
        raise CardDataError(source, "holds no cards")
    groups: dict[str, list[dict[str, Any]]] = {}
    printing_names: dict[int, str] = {}
    for index, rc in enumerate(raw_cards):
        _check_card(rc, index, source)
        printing_names[int(rc["id"])] = rc["fullName"]
        groups.setdefault(normalize_name(rc["fullName"]), []).append(rc)
        if progress and (index % 250 == 0 or index == total - 1):
            progress(index + 1, total)
    cards = tuple(_card_from_group(group, language) for group in groups.values())
    # Printing ids point at the canonical spelling of the name.
    canonical = {normalize_name(c.full_name): c.full_name for c in cards}
    printing_names = {pid: canonical[normalize_name(n)] for pid, n in printing_names.items()}
    sets = doc.get("sets") if isinstance(doc.get("sets"), dict) else {}
    return CardData(
        source=source,
        language=language,
        format_version=str(meta.get("formatVersion") or ""),
        generated_on=str(meta.get("generatedOn") or ""),
        sets=sets or {},
        cards=cards,
        printing_count=total,
        printing_names=printing_names,
    )


def with_english_names(data: CardData, english: CardData) -> CardData:
    """``data`` (another language) with each card's English full name taken from ``english``.

    LorcanaJSON gives a printing the same id in every language, so the English name is
    found through any printing of the card. Deck lists, deck codes and the preconstructed
    decks name cards in English; with these names they resolve in a French or German
    catalog too. Cards the English file does not have keep ``english_full_name`` None.
    """
    if data.language == "en":
        return data
    cards = []
    for card in data.cards:
        english_name = next(
            (english.printing_names[p.id] for p in card.printings if p.id in english.printing_names), None
        )
        cards.append(replace(card, english_full_name=english_name) if english_name else card)
    return replace(data, cards=tuple(cards))


def _check_card(rc: Any, index: int, source: str) -> None:
    if not isinstance(rc, dict):
        raise CardDataError(source, f"card #{index + 1} is not a JSON object")
    missing = [f for f in REQUIRED_FIELDS if rc.get(f) is None]
    if missing:
        who = rc.get("fullName") or rc.get("id") or f"#{index + 1}"
        raise CardDataError(source, f"card {who!s} is missing the required field(s) {', '.join(missing)}")
    try:
        CardType(rc["type"])
    except ValueError:
        pass  # other languages name types in their own words; handled by _card_type
    for f in ("cost", "number", "id"):
        if f == "number" and rc.get(f) is None:
            continue  # tokens and some quest cards have no collector number
        if not isinstance(rc[f], int) or isinstance(rc[f], bool):
            raise CardDataError(source, f"card {rc['fullName']!s}: field {f} should be a whole number, not {rc[f]!r}")


_TYPE_WORDS = {
    # LorcanaJSON keeps English type names in other languages for some releases and
    # localised ones in others; both are accepted.
    "character": CardType.CHARACTER, "personnage": CardType.CHARACTER, "personaggio": CardType.CHARACTER,
    "charakter": CardType.CHARACTER, "figur": CardType.CHARACTER, "personaje": CardType.CHARACTER,
    "action": CardType.ACTION, "azione": CardType.ACTION, "aktion": CardType.ACTION, "acción": CardType.ACTION,
    "item": CardType.ITEM, "objet": CardType.ITEM, "oggetto": CardType.ITEM, "gegenstand": CardType.ITEM,
    "objeto": CardType.ITEM,
    "location": CardType.LOCATION, "lieu": CardType.LOCATION, "luogo": CardType.LOCATION, "ort": CardType.LOCATION,
    "lugar": CardType.LOCATION,
}

_INK_WORDS = {
    "amber": Ink.AMBER, "ambre": Ink.AMBER, "ambra": Ink.AMBER, "bernstein": Ink.AMBER, "ámbar": Ink.AMBER,
    "amethyst": Ink.AMETHYST, "améthyste": Ink.AMETHYST, "ametista": Ink.AMETHYST, "amethyst ": Ink.AMETHYST,
    "amatista": Ink.AMETHYST,
    "emerald": Ink.EMERALD, "émeraude": Ink.EMERALD, "smeraldo": Ink.EMERALD, "smaragd": Ink.EMERALD,
    "esmeralda": Ink.EMERALD,
    "ruby": Ink.RUBY, "rubis": Ink.RUBY, "rubino": Ink.RUBY, "rubin": Ink.RUBY, "rubí": Ink.RUBY,
    "sapphire": Ink.SAPPHIRE, "saphir": Ink.SAPPHIRE, "zaffiro": Ink.SAPPHIRE, "zafiro": Ink.SAPPHIRE,
    "steel": Ink.STEEL, "acier": Ink.STEEL, "acciaio": Ink.STEEL, "stahl": Ink.STEEL, "acero": Ink.STEEL,
}


def _card_type(rc: dict[str, Any]) -> CardType:
    word = str(rc["type"]).strip().casefold()
    if word in _TYPE_WORDS:
        return _TYPE_WORDS[word]
    # Fall back on the shape of the card: stats tell characters and locations apart.
    if rc.get("moveCost") is not None:
        return CardType.LOCATION
    if rc.get("strength") is not None:
        return CardType.CHARACTER
    if rc.get("effects"):
        return CardType.ACTION
    return CardType.ITEM


def _inks(rc: dict[str, Any]) -> tuple[Ink, ...]:
    words: list[str] = list(rc.get("colors") or [])
    if not words and rc.get("color"):
        words = str(rc["color"]).split("-")
    inks: list[Ink] = []
    for w in words:
        ink = _INK_WORDS.get(w.strip().casefold())
        if ink is not None and ink not in inks:
            inks.append(ink)
    return tuple(inks)


def _keyword(ab: dict[str, Any], language: str = "en") -> Keyword:
    printed = str(ab.get("keyword") or "").strip()
    raw_value = ab.get("keywordValue")
    number = ab.get("keywordValueNumber")
    variant: str | None = None
    keyword = printed
    # "Puppy Shift", "Universal Shift", "Temporary Red Panda Shift", ...
    if printed.endswith(" Shift"):
        keyword = "Shift"
        variant = printed[: -len(" Shift")]
    elif language != "en":
        # Other languages print their own keyword words; the rules speak the English ones.
        found = english_keyword(printed)
        if found is not None:
            keyword, variant = found
    cost_text: str | None = None
    value: int | None = None
    if number is not None:
        value = int(number)
    elif raw_value is not None:
        text = str(raw_value).strip().lstrip("+")
        if text.isdigit():
            value = int(text)
        elif text:
            cost_text = str(raw_value).strip()
    return Keyword(
        keyword=keyword,
        value=value,
        variant=variant,
        cost_text=cost_text,
        reminder=str(ab.get("reminderText") or ""),
        text=str(ab.get("fullText") or printed),
    )


def _ability(ab: dict[str, Any]) -> Ability | None:
    try:
        kind = AbilityKind(ab.get("type"))
    except ValueError:
        return None
    return Ability(
        kind=kind,
        name=str(ab.get("name") or ""),
        effect=str(ab.get("effect") or ""),
        text=str(ab.get("fullText") or ab.get("effect") or ""),
        costs=tuple(str(c) for c in ab.get("costs") or ()),
        costs_text=str(ab.get("costsText") or ""),
    )


def _is_song_reminder(ab: Ability, card_type: CardType, subtypes: list[str]) -> bool:
    """Songs print their singing rule (CR 5.4.4) as an unnamed static ability."""
    return card_type is CardType.ACTION and not ab.name and ab.kind is AbilityKind.STATIC and "sing" in ab.effect


def _canonical_key(rc: dict[str, Any]) -> tuple[int, int, int, int]:
    """Sort key choosing the printing the game uses for a full name.

    The rule: the first base printing in a main set — lowest set number, then
    lowest collector number — skipping Enchanted, Epic, Iconic and promo versions
    (which carry ``baseId``); a card printed only in Illumineer's Quest sets uses
    its first quest printing.
    """
    set_code = str(rc["setCode"])
    main_set = 0 if set_code.isdigit() else 1
    set_rank = int(set_code) if set_code.isdigit() else 1000 + sum(map(ord, set_code))
    alternate = 1 if rc.get("baseId") or _RARITY_RANK.get(rc.get("rarity", ""), 0) >= 8 else 0
    return (alternate, main_set, set_rank, int(rc.get("number") or 0))


def _merge_legality(group: list[dict[str, Any]]) -> dict[str, FormatLegality]:
    """A full name is legal in a format when any of its printings is (reprints count)."""
    merged: dict[str, FormatLegality] = {}
    for rc in group:
        for fmt, entry in (rc.get("allowedInFormats") or {}).items():
            if not isinstance(entry, dict):
                continue
            new = FormatLegality(
                allowed=bool(entry.get("allowed")),
                allowed_until=entry.get("allowedUntilDate"),
                banned_since=entry.get("bannedSinceDate"),
            )
            old = merged.get(fmt)
            if old is None:
                merged[fmt] = new
                continue
            banned = old.banned_since or new.banned_since
            allowed = (old.allowed or new.allowed) and not banned
            untils = [u for u in (old.allowed_until, new.allowed_until) if u]
            merged[fmt] = FormatLegality(allowed, max(untils) if untils else None, banned)
    return merged


def _card_from_group(group: list[dict[str, Any]], language: str) -> Card:
    group = sorted(group, key=_canonical_key)
    rc = group[0]
    card_type = _card_type(rc)
    subtypes = [str(s) for s in rc.get("subtypes") or ()]
    keywords: list[Keyword] = []
    abilities: list[Ability] = []
    for ab in rc.get("abilities") or ():
        if not isinstance(ab, dict):
            continue
        if ab.get("type") == "keyword":
            keywords.append(_keyword(ab, language))
            continue
        a = _ability(ab)
        if a is not None and not _is_song_reminder(a, card_type, subtypes):
            abilities.append(a)
    printings = tuple(
        sorted(
            (
                Printing(
                    id=int(p["id"]),
                    set_code=str(p["setCode"]),
                    number=int(p.get("number") or 0),
                    rarity=str(p.get("rarity") or ""),
                    variant=p.get("variant"),
                    promo_group=str(p["promoGrouping"]) if p.get("promoGrouping") else None,
                )
                for p in group
            ),
            key=lambda p: p.id,
        )
    )
    max_copies = next((int(p["maxCopiesInDeck"]) for p in group if p.get("maxCopiesInDeck")), None)
    names = tuple(str(n) for n in rc.get("names") or ())

    def stat(key: str) -> int | None:
        v = rc.get(key)
        return int(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else None

    return Card(
        id=int(rc["id"]),
        full_name=str(rc["fullName"]),
        name=str(rc["name"]),
        version=(str(rc["version"]) if rc.get("version") else None),
        type=card_type,
        inks=_inks(rc),
        cost=int(rc["cost"]),
        inkable=bool(rc["inkwell"]),
        set_code=str(rc["setCode"]),
        number=int(rc.get("number") or 0),
        rarity=str(rc.get("rarity") or ""),
        strength=stat("strength") if card_type is CardType.CHARACTER else None,
        willpower=stat("willpower") if card_type in (CardType.CHARACTER, CardType.LOCATION) else None,
        lore=stat("lore") if card_type in (CardType.CHARACTER, CardType.LOCATION) else None,
        move_cost=stat("moveCost") if card_type is CardType.LOCATION else None,
        classifications=tuple(subtypes),
        keywords=tuple(keywords),
        abilities=tuple(abilities),
        effects=tuple(str(e) for e in rc.get("effects") or ()),
        full_text=str(rc.get("fullText") or ""),
        flavor_text=str(rc.get("flavorText") or ""),
        story=str(rc.get("story") or ""),
        names=names,
        legality=_merge_legality(group),
        max_copies=max_copies,
        printings=printings,
        language=language,
        english_full_name=str(rc["fullName"]) if language == "en" else None,
    )
