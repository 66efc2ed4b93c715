"""Creatures of Exo as the program's second Ruleset: its headless engine, deck rules, zones and scenarios."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lorcana_desktop.bots.exo import ExoGreedyPlayer, ExoRandomPlayer, make_exo_player
from lorcana_desktop.exo.decks import DeckVerdict, ExoDeck, validate_deck
from lorcana_desktop.exo.engine.actions import Action, action_from_json, action_to_json
from lorcana_desktop.exo.engine.book import CardBook
from lorcana_desktop.exo.engine.game import DeckCards, ExoGame
from lorcana_desktop.exo.engine.options import ExoOptions
from lorcana_desktop.rulesets.base import (
    Arrange,
    ComputerLevel,
    DeckCheck,
    Place,
    ScenarioOutcome,
    Seen,
    TableZone,
)

if TYPE_CHECKING:
    from lorcana_desktop.render.card_faces import ExoCardFaces

# One player's area and the centre (exo/DESIGN.md §3, "On the table"): the Leader and Vice Leader slots, the
# Field, Occulto (a count; the owner may peek), the main and Evolution decks, discard, banished; the Etere shared.
_ZONES = (
    TableZone("leader", Arrange.SLOT, Place.MIDDLE, Seen.EVERYONE, exertable=True),
    TableZone("vice_leader", Arrange.SLOT, Place.MIDDLE, Seen.EVERYONE, coverable=True, exertable=True),
    TableZone("field", Arrange.ROW, Place.MIDDLE, Seen.EVERYONE, coverable=True, exertable=True),
    TableZone("hand", Arrange.FAN, Place.NEAR, Seen.OWNER),
    TableZone("occulto", Arrange.PILE, Place.SIDE, Seen.OWNER),
    TableZone("deck", Arrange.PILE, Place.SIDE, Seen.NOBODY),
    TableZone("evo_deck", Arrange.PILE, Place.SIDE, Seen.OWNER),
    TableZone("discard", Arrange.PILE, Place.SIDE, Seen.EVERYONE),
    TableZone("banished", Arrange.PILE, Place.SIDE, Seen.EVERYONE),
    TableZone("etere", Arrange.ROW, Place.CENTRE, Seen.EVERYONE),
)


# The computer's levels at the Exo table, as at Lorcana's: Easy plays a random legal move, Normal the greedy bot.
_LEVELS = (ComputerLevel("easy", "Easy", "Plays a random legal move"),
           ComputerLevel("normal", "Normal", "Greedy: takes the move that looks best right now"))
LEVEL_BOTS = {"easy": "random", "normal": "greedy"}


class ExoRuleset:
    """The Exo engine (``exo.engine.ExoGame``) behind the Ruleset protocol; its table comes in a later task."""

    id = "exo"
    title = "Creatures of Exo"
    players = (2, 2)
    deck_sections = ("leader", "main", "evolution", "side")
    zones = _ZONES
    levels = _LEVELS

    @property
    def faces(self) -> ExoCardFaces:
        """The game's card faces (imported when first asked: the engine's users need no Pillow)."""
        from lorcana_desktop.render.card_faces import EXO_FACES
        return EXO_FACES

    def computer_player(self, level: str, seat: int, seed: int = 0, *, book: CardBook | None = None,
                        deck: DeckCards | None = None, **context: Any) -> ExoRandomPlayer | ExoGreedyPlayer:
        """The bot of ``level`` (or by name: random, greedy); it knows its own ``deck`` list."""
        if context:
            raise TypeError(f"Creatures of Exo's computer players know no {', '.join(sorted(context))}")
        return make_exo_player(LEVEL_BOTS.get(level, level), seat, book or _starter_book(), seed, deck)

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

    def check_deck(self, deck: ExoDeck) -> DeckCheck[DeckVerdict]:
        verdict = validate_deck(deck)
        return DeckCheck(verdict.legal, tuple(str(p) for p in verdict.problems), verdict)

    def run_scenario(self, data: dict[str, Any], folder: Path, path: str, **options: Any) -> ScenarioOutcome:
        from lorcana_desktop.exo.scenario import exo_scenario_outcome

        return exo_scenario_outcome(data, folder, path)


def _starter_book() -> CardBook:
    from lorcana_desktop.exo.engine.setup import starter_book

    return starter_book()


EXO = ExoRuleset()
