"""User settings: a small JSON file in the data folder (the folder or zip of the user's own card images,
whether the game table animates card moves, and the language of the window).

A settings file that cannot be read is never overwritten silently: loading raises
SettingsError naming the file and the problem, and saving over it raises too unless
the caller asks to replace it, in which case the damaged file is kept beside it.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from lorcana_desktop.files import SETTINGS_LIMIT, UnreadableFile, read_text_limited, write_failure
from lorcana_desktop.languages import Language, language_of
from lorcana_desktop.paths import data_dir

SETTINGS_FILE = "settings.json"


class SettingsError(Exception):
    """A settings file that cannot be read or written; the message names the file and the problem."""

    def __init__(self, path: str | Path, problem: str) -> None:
        super().__init__(f"{path}: {problem}")
        self.path = str(path)
        self.problem = problem


class SettingsWriteError(SettingsError):
    """The settings could not be written (a read-only or full disk); the file already there is unchanged."""


@dataclass(frozen=True, slots=True)
class Settings:
    """The user's settings. Unknown keys (from a newer version) are kept in ``extra`` and saved back."""

    # A folder or .zip of the user's own card pictures, named as lorcana_desktop.render.user_images says.
    user_images_dir: str | None = None
    # The table slides cards to where they go (under 0.2 s), so a person sees what the computer did.
    animations: bool = True
    # The window's language ("en", "it", "fr", "de"); None: the system's language (see languages.py).
    language: str | None = None
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    def with_changes(self, **changes: Any) -> Settings:
        return replace(self, **changes)

    @property
    def user_images_path(self) -> Path | None:
        return Path(self.user_images_dir).expanduser() if self.user_images_dir else None


_KNOWN = ("user_images_dir", "animations", "language")


def settings_path() -> Path:
    return data_dir() / SETTINGS_FILE


def _parse(path: Path, text: str) -> Settings:
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SettingsError(
            path, f"is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg}); fix or delete the file"
        ) from exc
    if not isinstance(doc, dict):
        raise SettingsError(path, "should hold a JSON object ({...}); fix or delete the file")
    images = doc.get("user_images_dir")
    if images is not None and not isinstance(images, str):
        raise SettingsError(path, f"user_images_dir should be a folder path (text), not {images!r}")
    animations = doc.get("animations", True)
    if not isinstance(animations, bool):
        raise SettingsError(path, f"animations should be true or false, not {animations!r}")
    raw_language = doc.get("language")
    language = language_of(raw_language) if isinstance(raw_language, str) else None
    if raw_language is not None and language is None:
        codes = ", ".join(f'"{lang.value}"' for lang in Language)
        raise SettingsError(path, f"language should be one of {codes} or null (the system's), not {raw_language!r}")
    extra = {k: v for k, v in doc.items() if k not in _KNOWN}
    return Settings(user_images_dir=images or None, animations=animations,
                    language=language.value if language else None, extra=extra)


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or the defaults when there is no file yet. Raises SettingsError on a bad file."""
    path = path or settings_path()
    if not path.exists():
        return Settings()
    try:
        text = read_text_limited(path, SETTINGS_LIMIT, "settings file")
    except UnreadableFile as exc:
        raise SettingsError(path, f"{exc.problem}; fix or delete the file") from exc
    return _parse(path, text)


def save_settings(settings: Settings, path: Path | None = None, *, replace_damaged: bool = False) -> Path:
    """Write the settings atomically. A damaged file already there raises SettingsError, unless
    ``replace_damaged``: then it is first renamed to ``settings.json.damaged-<time>``."""
    path = path or settings_path()
    if path.exists():
        try:
            load_settings(path)
        except SettingsError:
            if not replace_damaged:
                raise
            path.replace(path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}"))
    doc: dict[str, Any] = dict(settings.extra)
    doc["user_images_dir"] = settings.user_images_dir
    doc["animations"] = settings.animations
    doc["language"] = settings.language
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")  # one per process: two programs never share it
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(json.dumps(doc, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        os.replace(tmp, path)
    except OSError as exc:
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass  # the cleanup must never replace the reason the save failed
        raise SettingsWriteError(path, f"cannot be written: {write_failure(exc, path.parent)}; nothing was changed") \
            from exc
    return path


def update_settings(**changes: Any) -> Settings:
    """Load, change and save the settings in one step; returns the saved settings."""
    settings = load_settings().with_changes(**changes)
    save_settings(settings)
    return settings
