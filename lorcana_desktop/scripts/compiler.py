"""The compiler: a card's printed ability texts to a CardScript (placeholder)."""

from __future__ import annotations

from typing import Any

from lorcana_desktop.engine.abilities import CardScript


class CompiledScripts:
    """A provider compiling each card's printed text on first use."""

    def script_for(self, card: Any) -> CardScript | None:
        return None
