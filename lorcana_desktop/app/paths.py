"""Kept so older imports work: the folders now live in ``lorcana_desktop.paths`` (below every layer)."""

from __future__ import annotations

from lorcana_desktop.paths import APP_NAME, cache_dir, catalog_path, data_dir, userdata_path

__all__ = ["APP_NAME", "cache_dir", "catalog_path", "data_dir", "userdata_path"]
