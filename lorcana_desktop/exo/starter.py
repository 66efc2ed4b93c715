"""The card set and the two ready decks the program ships (package data in ``exo/data/``)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from lorcana_desktop.exo.cards import ExoSet, load_set

# Beside this module in a source tree, an installed package and the standalone build alike
# (packaging/lorcana-desktop.spec copies the folder to the same place).
DATA_DIR = Path(__file__).resolve().parent / "data"
STARTER_CODE = "STR1"


def starter_set_path() -> Path:
    """The built-in set's file: «Maree e Braci», our own invented cards."""
    return DATA_DIR / "sets" / f"{STARTER_CODE}.toml"


@cache
def starter_set() -> ExoSet:
    """The built-in set, read once (SetFileError if the shipped file were broken: a program bug)."""
    return load_set(starter_set_path())


def ready_decks() -> tuple[Path, ...]:
    """The ready deck lists built from the starter set, by file name."""
    return tuple(sorted((DATA_DIR / "decks").glob("*.txt")))
