"""An Exo deck being built in the window, without Qt: the four sections of the «mazzo totale» (Leader, main deck of
30, Evolution deck 0-5, Side deck 0-6), the cards of every set the person has, every rule the deck breaks named
(the Exo Ruleset's ``check_deck``), and saving as a deck list in ``exo/decks`` where the Play tab finds it."""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from lorcana_desktop.app.exo_play import exo_decks_dir
from lorcana_desktop.exo.cards import CardType, ExoCard, ExoSet
from lorcana_desktop.exo.decks import (
    DeckEntry,
    DeckProblem,
    DeckSection,
    ExoDeck,
    read_deck_text,
)
from lorcana_desktop.files import write_failure
from lorcana_desktop.rulesets import EXO

SECTION_LIMITS = {DeckSection.LEADER: (1, 1), DeckSection.MAIN: (30, 30), DeckSection.EVOLUTION: (0, 5),
                  DeckSection.SIDE: (0, 6)}
_UNSAFE = re.compile(r"[^\w\- ]+", re.UNICODE)


class DeckNotSaved(Exception):
    """The deck list could not be written; the message says why."""


def home_section(card: ExoCard) -> DeckSection:
    """Where a card goes unless it is put in the Side deck."""
    if card.type is CardType.LEADER:
        return DeckSection.LEADER
    if card.type.is_evolution:
        return DeckSection.EVOLUTION
    return DeckSection.MAIN


@dataclass(frozen=True, slots=True)
class SectionCount:
    section: DeckSection
    count: int
    low: int
    high: int

    @property
    def within(self) -> bool:
        return self.low <= self.count <= self.high


class ExoDeckDraft:
    """The deck being built: ``add`` / ``remove`` a card in a section, ``problems()``, ``save()``."""

    def __init__(self, sets: Mapping[str, ExoSet], name: str = "Nuovo mazzo") -> None:
        self.sets = dict(sets)
        self.name = name
        self.counts: dict[tuple[DeckSection, str], int] = {}
        self.path: Path | None = None
        self._cards = {c.id: c for s in self.sets.values() for c in s.cards}

    @classmethod
    def open(cls, path: Path, sets: Mapping[str, ExoSet]) -> tuple[ExoDeckDraft, tuple[str, ...]]:
        """A deck list file as a draft, and the lines it could not read (said, never lost silently)."""
        text = path.read_text(encoding="utf-8-sig")
        reading = read_deck_text(text, sets, name=path.stem)
        draft = cls(sets, reading.deck.name)
        for e in reading.deck.entries:
            key = (e.section, e.card.id)
            draft.counts[key] = draft.counts.get(key, 0) + e.count
        draft.path = path
        return draft, tuple(str(p) for p in reading.errors)

    def pool(self, text: str = "") -> list[ExoCard]:
        """The cards of every set, by set and number; ``text`` keeps those whose name, type or races hold it."""
        needle = text.strip().casefold()
        cards = sorted(self._cards.values(), key=lambda c: (c.set_code, c.number, c.id))
        if not needle:
            return cards
        return [c for c in cards if needle in c.name.casefold() or needle in c.type.value
                or any(needle in r.casefold() for r in c.races)]

    def card(self, card_id: str) -> ExoCard | None:
        return self._cards.get(card_id)

    def add(self, card_id: str, section: DeckSection | None = None) -> DeckSection:
        card = self._cards[card_id]
        where = section if section is not None else home_section(card)
        self.counts[(where, card_id)] = self.counts.get((where, card_id), 0) + 1
        return where

    def remove(self, card_id: str, section: DeckSection) -> None:
        key = (section, card_id)
        n = self.counts.get(key, 0)
        if n <= 1:
            self.counts.pop(key, None)
        else:
            self.counts[key] = n - 1

    def entries(self, section: DeckSection) -> list[tuple[ExoCard, int]]:
        return [(self._cards[cid], n) for (sec, cid), n in self.counts.items() if sec is section and n > 0]

    def section_count(self, section: DeckSection) -> SectionCount:
        low, high = SECTION_LIMITS[section]
        return SectionCount(section, sum(n for _c, n in self.entries(section)), low, high)

    def deck(self) -> ExoDeck:
        entries = tuple(DeckEntry(self._cards[cid], n, sec) for sec in DeckSection
                        for (s2, cid), n in self.counts.items() if s2 is sec and n > 0)
        codes = tuple(sorted({e.card.set_code for e in entries}))
        return ExoDeck(self.name, codes, entries)

    def problems(self) -> tuple[DeckProblem, ...]:
        return EXO.check_deck(self.deck()).verdict.problems  # (the game's deck rules, asked of its Ruleset)

    def text(self) -> str:
        return self.deck().to_text()

    def save(self, folder: Path | None = None) -> Path:
        """Write the list (even a deck with problems: it is a draft) into ``exo/decks`` by its name."""
        if not self.name.strip():
            raise DeckNotSaved("Give the deck a name first")
        root = folder if folder is not None else exo_decks_dir()
        stem = _UNSAFE.sub("", self.name).strip() or "mazzo"
        path = self.path if self.path is not None and self.path.parent == root else root / f"{stem}.txt"
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        try:
            tmp.write_text(self.text(), encoding="utf-8")
            os.replace(tmp, path)
        except OSError as exc:
            try:
                tmp.unlink(missing_ok=True)
            except OSError:
                pass
            raise DeckNotSaved(f"Could not write {path.name}: {write_failure(exc, root)}") from None
        self.path = path
        return path


__all__ = ["SECTION_LIMITS", "DeckNotSaved", "ExoDeckDraft", "SectionCount", "home_section"]
