"""The card catalog and the user data file as the window's tabs hold them: ui/ reaches the store only here."""

from __future__ import annotations

from lorcana_desktop.store.catalog import Catalog
from lorcana_desktop.store.userdata import (
    CorruptUserData,
    DeckSummary,
    UserData,
    UserDataBusy,
    UserDataError,
)

__all__ = ["Catalog", "CorruptUserData", "DeckSummary", "UserData", "UserDataBusy", "UserDataError"]
