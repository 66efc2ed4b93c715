"""Benchmarks run by ``lorcana-desktop bench NAME``; one module per benchmark."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

_FOLDERS = ("LORCANA_DESKTOP_DATA_DIR", "LORCANA_DESKTOP_CACHE_DIR")


@contextmanager
def private_user_folders(prefix: str = "bench-") -> Iterator[Path]:
    """Point the user data and cache folders at a temporary folder for the run, then back.

    A benchmark neither reads the user's catalog, decks, settings or cached faces (its
    figures are the program's own) nor leaves anything in them.
    """
    saved = {k: os.environ.get(k) for k in _FOLDERS}
    try:
        with tempfile.TemporaryDirectory(prefix=prefix) as folder:
            os.environ["LORCANA_DESKTOP_DATA_DIR"] = os.path.join(folder, "data")
            os.environ["LORCANA_DESKTOP_CACHE_DIR"] = os.path.join(folder, "cache")
            yield Path(folder)
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
