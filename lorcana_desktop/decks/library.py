"""Decks and collection in the user's store: Deck objects in and out, and the preconstructed decks."""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks.collection import Collection, Owned
from lorcana_desktop.decks.dreamborn import NothingToImport
from lorcana_desktop.decks.model import Deck, Format, Section
from lorcana_desktop.decks.problems import ImportResult, Problem, resolve_name
from lorcana_desktop.decks.text import parse_text
from lorcana_desktop.paths import userdata_path
from lorcana_desktop.store.userdata import EmptyCollection, StoredCard, StoredDeck, UserData

PRECONS_SETTING = "precons_added"


def precon_dir() -> Path | None:
    """The folder of the preconstructed deck lists (``decks/`` at the top of the source tree).

    ``LORCANA_DESKTOP_PRECON_DIR`` overrides it; a frozen build ships it next to the program.
    """
    override = os.environ.get("LORCANA_DESKTOP_PRECON_DIR")
    candidates = [Path(override)] if override else []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        candidates.append(Path(frozen) / "decks")
    candidates.append(Path(__file__).resolve().parents[2] / "decks")
    return next((p for p in candidates if p.is_dir()), None)


def precon_decks(cards: CardIndex, folder: Path | None = None) -> list[ImportResult]:
    """Every ``*.txt`` deck of the precon folder, parsed (name and format from their headers)."""
    folder = folder or precon_dir()
    if folder is None:
        return []
    results = []
    for path in sorted(folder.glob("*.txt")):
        results.append(parse_text(path.read_text(encoding="utf-8"), cards, name=path.stem))
    return results


def to_stored(deck: Deck) -> StoredDeck:
    # English full names, so a deck saved with French or German card data still opens after
    # the person switches the card data back (the index knows cards by both names).
    cards = tuple(StoredCard(e.card.english_full_name or e.card.full_name, e.count, e.section.value)
                  for e in deck.entries)
    return StoredDeck(deck.name, deck.format.value, cards, deck.notes)


def from_stored(stored: StoredDeck, cards: CardIndex) -> ImportResult:
    """A stored deck as a Deck; cards no longer in the catalog are problems, never silently dropped."""
    problems: list[Problem] = []
    try:
        fmt = Format.parse(stored.format)
    except ValueError as exc:
        problems.append(Problem(f"{exc} Read as Core."))
        fmt = Format.CORE
    deck = Deck(name=stored.name, format=fmt, notes=stored.notes)
    for i, row in enumerate(stored.cards, start=1):
        found = resolve_name(cards, row.card)
        if found.card is None:
            problems.append(Problem(f"{found.message} It is kept in the store until the deck is saved again.",
                                    i, f"{row.count} {row.card}", found.suggestions))
            continue
        deck = deck.add(found.card, row.count, Section(row.section))
    return ImportResult(deck, tuple(problems), "store")


def save_deck(store: UserData, deck: Deck, *, previous_name: str | None = None, overwrite: bool = False) -> None:
    """Save a deck the person confirmed: ``previous_name`` is the name it was saved under (renamed or
    not); without it the deck is new and a saved deck of its name raises DeckExists unless
    ``overwrite`` (which also lets a rename replace another deck), decided in one transaction."""
    store.save_deck(to_stored(deck), replace_name=previous_name, overwrite=overwrite)


def load_deck(store: UserData, name: str, cards: CardIndex) -> ImportResult | None:
    stored = store.get_deck(name)
    return None if stored is None else from_stored(stored, cards)


def load_collection(store: UserData) -> Collection:
    return Collection({p: Owned(n, f) for p, (n, f) in store.collection().items()})


def save_collection(store: UserData, collection: Collection, *, clear: bool = False) -> None:
    """Replace the stored collection with ``collection`` (after the person confirmed an import).

    An empty ``collection`` never replaces an owned one by accident (an import that read nothing):
    that raises NothingToImport unless ``clear`` says emptying it is meant.
    """
    try:
        store.replace_collection({p: (o.normal, o.foil) for p, o in collection.items()}, allow_empty=clear)
    except EmptyCollection as exc:
        raise NothingToImport(str(exc)) from None


def merge_collection(store: UserData, collection: Collection) -> list[int]:
    """Add ``collection`` to the stored one (``collection import --merge``), reading what is owned in the
    same transaction as the write, so copies another program saved meanwhile are kept; the printings
    whose count stopped at the most a collection holds."""
    return store.add_to_collection({p: (o.normal, o.foil) for p, o in collection.items()})


@dataclass(frozen=True, slots=True)
class SeedReport:
    added: tuple[str, ...] = ()
    problems: tuple[str, ...] = ()


def add_precons(store: UserData, cards: CardIndex, folder: Path | None = None, *, force: bool = False) -> SeedReport:
    """Add the preconstructed decks once per database (first run); a deck the person deleted stays deleted.

    A precon with a name already in use is skipped, so nothing of the person's is overwritten.
    """
    if store.get_setting(PRECONS_SETTING) and not force:
        return SeedReport()
    results = precon_decks(cards, folder)
    added: list[str] = []
    problems: list[str] = []
    # One transaction: a second program starting at the same moment finds the decks added and the
    # setting set, or neither, so the decks are added once.
    with store.batch("the preconstructed decks"):
        if store.get_setting(PRECONS_SETTING) and not force:
            return SeedReport()
        for result in results:
            if result.errors:
                problems.extend(f"{result.deck.name}: {p}" for p in result.errors)
                continue
            if store.has_deck(result.deck.name):
                continue
            save_deck(store, result.deck)
            added.append(result.deck.name)
        store.set_setting(PRECONS_SETTING, "1")
    return SeedReport(tuple(added), tuple(problems))


def open_library(cards: CardIndex, path: Path | None = None) -> UserData:
    """Open the user's store and, on its first run, add the preconstructed decks.

    Raises lorcana_desktop.store.userdata.UserDataError (CorruptUserData, NewerUserData) with a
    message to show the person.
    """
    return open_library_reporting(cards, path)[0]


def open_library_reporting(cards: CardIndex, path: Path | None = None) -> tuple[UserData, SeedReport]:
    """``open_library``, also saying which preconstructed decks this first run added (and any that failed)."""
    store = UserData.open(path if path is not None else userdata_path())
    return store, add_precons(store, cards)
