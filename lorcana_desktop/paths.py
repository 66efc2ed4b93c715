"""Where the program keeps its files: user data and cache folders (platformdirs).

``LORCANA_DESKTOP_DATA_DIR`` and ``LORCANA_DESKTOP_CACHE_DIR`` override them (tests, portable installs).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "lorcana-desktop"


class DataFolderError(OSError):
    """The data or cache folder cannot be created; the message says which and what to do."""


def _made(path: Path, variable: str) -> Path:
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise DataFolderError(
            f"Cannot create the folder {path} ({exc.strerror or exc}); make its parent writable, "
            f"or set {variable} to a folder you can write."
        ) from exc
    return path


def data_dir() -> Path:
    """The user data folder (catalog, decks, collection, settings); created on first use."""
    override = os.environ.get("LORCANA_DESKTOP_DATA_DIR")
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    return _made(path, "LORCANA_DESKTOP_DATA_DIR")


def cache_dir() -> Path:
    """The user cache folder (rendered card faces); safe to delete."""
    override = os.environ.get("LORCANA_DESKTOP_CACHE_DIR")
    path = Path(override) if override else Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))
    return _made(path, "LORCANA_DESKTOP_CACHE_DIR")


def catalog_path() -> Path:
    return data_dir() / "catalog.sqlite"


def userdata_path() -> Path:
    """Decks, collection and settings: never rebuilt by a catalog import."""
    return data_dir() / "userdata.sqlite"
