"""What the Play tab needs to start an Exo match, without Qt: the decks a seat may choose (the ready decks and the
deck lists in ``exo/decks`` of the user data folder, or any file the person opens, each with why it cannot be
played), the card book of every set the person has, and where the Exo autosave lives."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from lorcana_desktop.app.exo_sets import available_sets
from lorcana_desktop.app.paths import data_dir
from lorcana_desktop.app.play_setup import autosave_path
from lorcana_desktop.exo.decks import read_deck_text
from lorcana_desktop.exo.engine import CardBook, DeckCards
from lorcana_desktop.exo.starter import ready_decks
from lorcana_desktop.files import MB, UnreadableFile, read_bytes_limited
from lorcana_desktop.rulesets import EXO

DECK_LIST_LIMIT = 5 * MB
DECK_SUFFIXES = (".txt", ".exo", ".deck")


@dataclass(frozen=True, slots=True)
class ExoDeckChoice:
    """A deck a seat may pick: its name, its cards when it can be played, else every problem (English)."""

    name: str
    cards: DeckCards | None
    problems: tuple[str, ...] = ()
    path: Path | None = None

    @property
    def usable(self) -> bool:
        return self.cards is not None


def exo_autosave_path() -> Path:
    return autosave_path(EXO.id)


def exo_decks_dir() -> Path:
    """``exo/decks`` in the user data folder (created on first use): deck lists the Play tab offers."""
    path = data_dir() / "exo" / "decks"
    path.mkdir(parents=True, exist_ok=True)
    return path


def exo_book() -> CardBook:
    """Every card set the person has (the built-in one and the sets added without mistakes)."""
    return CardBook.from_sets(list(available_sets().values()))


def read_exo_deck(path: Path, name: str | None = None) -> ExoDeckChoice:
    """A deck list file as a choice: its cards, or every reason it cannot be played."""
    label = name or path.stem
    try:
        text = read_bytes_limited(path, DECK_LIST_LIMIT, "deck list").decode("utf-8-sig")
    except UnreadableFile as exc:
        return ExoDeckChoice(label, None, (str(exc),), path)
    except UnicodeDecodeError:
        return ExoDeckChoice(label, None, (f"{path.name} is not a text file (UTF-8)",), path)
    except OSError as exc:
        return ExoDeckChoice(label, None, (f"{path.name} cannot be read ({exc.strerror or exc})",), path)
    reading = read_deck_text(text, available_sets(), name=label)
    problems = [str(p) for p in reading.errors]
    if not problems:
        problems = list(EXO.check_deck(reading.deck).reasons)
    if problems:
        return ExoDeckChoice(label, None, tuple(problems), path)
    try:
        return ExoDeckChoice(label, DeckCards.from_deck(reading.deck), (), path)
    except ValueError as exc:
        return ExoDeckChoice(label, None, (str(exc),), path)


def exo_deck_choices() -> list[ExoDeckChoice]:
    """The ready decks first, then the deck lists of ``exo/decks`` by name."""
    out = [read_exo_deck(p) for p in ready_decks()]
    try:
        files = sorted(p for p in exo_decks_dir().iterdir() if p.is_file() and p.suffix.casefold() in DECK_SUFFIXES)
    except OSError:
        files = []
    out.extend(read_exo_deck(p) for p in files)
    return out


__all__ = ["ExoDeckChoice", "exo_autosave_path", "exo_book", "exo_deck_choices", "exo_decks_dir", "read_exo_deck"]
