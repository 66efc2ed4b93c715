"""Kept so older imports work: the settings file now lives in ``lorcana_desktop.settings`` (below every layer)."""

from __future__ import annotations

from lorcana_desktop.settings import (
    SETTINGS_FILE,
    Settings,
    SettingsError,
    load_settings,
    save_settings,
    settings_path,
    update_settings,
)

__all__ = ["SETTINGS_FILE", "Settings", "SettingsError", "load_settings", "save_settings", "settings_path",
           "update_settings"]
