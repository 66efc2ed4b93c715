"""Creatures of Exo as the program's second Ruleset: its headless engine, deck rules, zones and scenarios."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from lorcana_desktop.exo.decks import ExoDeck, validate_deck
from lorcana_desktop.exo.engine.actions import Action, action_from_json, action_to_json
from lorcana_desktop.exo.engine.book import CardBook
from lorcana_desktop.exo.engine.game import DeckCards, ExoGame
from lorcana_desktop.exo.engine.options import ExoOptions
from lorcana_desktop.rulesets.base import DeckCheck, Place, ScenarioOutcome, Seen, Zone, ZoneKind

# One player's area and the centre (exo/DESIGN.md §3, "On the table"): the Leader and Vice Leader slots, the
# Field, Occulto (a count; the owner may peek), the main and Evolution decks, discard, banished; the Etere shared.
_ZONES = (
    Zone("leader", ZoneKind.SLOT, Place.MIDDLE, Seen.EVERYONE, exertable=True),
    Zone("vice_leader", ZoneKind.SLOT, Place.MIDDLE, Seen.EVERYONE, coverable=True, exertable=True),
    Zone("field", ZoneKind.ROW, Place.MIDDLE, Seen.EVERYONE, coverable=True, exertable=True),
    Zone("hand", ZoneKind.FAN, Place.NEAR, Seen.OWNER),
    Zone("occulto", ZoneKind.PILE, Place.SIDE, Seen.OWNER),
    Zone("deck", ZoneKind.PILE, Place.SIDE, Seen.NOBODY),
    Zone("evo_deck", ZoneKind.PILE, Place.SIDE, Seen.OWNER),
    Zone("discard", ZoneKind.PILE, Place.SIDE, Seen.EVERYONE),
    Zone("banished", ZoneKind.PILE, Place.SIDE, Seen.EVERYONE),
    Zone("etere", ZoneKind.ROW, Place.CENTRE, Seen.EVERYONE),
)


class ExoRuleset:
    """The Exo engine (``exo.engine.ExoGame``) behind the Ruleset protocol; its table comes in a later task."""

    id = "exo"
    title = "Creatures of Exo"
    deck_sections = ("leader", "main", "evolution", "side")
    zones = _ZONES

    def encode_action(self, action: Action) -> dict[str, Any]:
        return action_to_json(action)

    def decode_action(self, data: dict[str, Any]) -> Action:
        return action_from_json(data)

    def new_game(self, decks: Sequence[DeckCards], *, seed: int = 0, first: int | None = None,
                 book: CardBook | None = None, options: ExoOptions | None = None, **rest: Any) -> ExoGame:
        """A new game after the set-up; ``book``: the card sets (default: the built-in set)."""
        if rest:
            raise TypeError(f"Creatures of Exo has no game option {', '.join(sorted(rest))}")
        return ExoGame.new(list(decks), book or _starter_book(), seed=seed, first=first,
                           options=options)

    def game_from_json(self, data: dict[str, Any], *, book: CardBook | None = None, **options: Any) -> ExoGame:
        return ExoGame.from_json(data, book or _starter_book())

    def check_deck(self, deck: ExoDeck) -> DeckCheck:
        verdict = validate_deck(deck)
        return DeckCheck(verdict.legal, tuple(str(p) for p in verdict.problems))

    def run_scenario(self, data: dict[str, Any], folder: Path, path: str, **options: Any) -> ScenarioOutcome:
        from lorcana_desktop.exo.scenario import exo_scenario_outcome

        return exo_scenario_outcome(data, folder, path)


def _starter_book() -> CardBook:
    from lorcana_desktop.exo.engine.setup import starter_book

    return starter_book()


EXO = ExoRuleset()
