"""The card games the program plays, each a Ruleset (``base``): Lorcana first, Creatures of Exo second.

Saves and scenarios name their game (``"game": "lorcana"``; a file without it is Lorcana); ``ruleset_named``
finds its Ruleset, or says the game is unknown.
"""

from __future__ import annotations

from lorcana_desktop.rulesets.base import (
    Arrange,
    DeckCheck,
    Place,
    Ruleset,
    ScenarioOutcome,
    Seen,
    TableZone,
    UnknownGame,
)
from lorcana_desktop.rulesets.exo import EXO
from lorcana_desktop.rulesets.lorcana import LORCANA

RULESETS: dict[str, Ruleset] = {r.id: r for r in (LORCANA, EXO)}


def ruleset_named(game: object) -> Ruleset:
    """The ruleset a save or scenario names in ``"game"`` (None: Lorcana, the files written before the seam)."""
    if game is None:
        return LORCANA
    found = RULESETS.get(game) if isinstance(game, str) else None
    if found is None:
        raise UnknownGame(f"'game' is {game!r}, not a game this program plays ({', '.join(sorted(RULESETS))})")
    return found


__all__ = ["EXO", "LORCANA", "RULESETS", "Arrange", "DeckCheck", "Place", "Ruleset", "ScenarioOutcome", "Seen",
           "TableZone", "UnknownGame", "ruleset_named"]
