"""Disney Lorcana as the program's first Ruleset: the engine with its card scripts, the deck formats, the zones."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lorcana_desktop.bots import LEVELS, Player, make_player
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks.formats import Validation, validate
from lorcana_desktop.decks.model import Deck, Format
from lorcana_desktop.engine import Action, Game, action_from_json, action_to_json
from lorcana_desktop.rulesets.base import (
    Arrange,
    ComputerLevel,
    DeckCheck,
    Place,
    ScenarioOutcome,
    Seen,
    TableZone,
)
from lorcana_desktop.rulesets.card_scripts import card_scripts

if TYPE_CHECKING:
    from lorcana_desktop.render.card_faces import LorcanaFaces

# One player's area (CR 8: deck, hand, play, inkwell, discard; cards under a card in play lie with it).
_ZONES = (
    TableZone("deck", Arrange.PILE, Place.SIDE, Seen.NOBODY),
    TableZone("hand", Arrange.FAN, Place.NEAR, Seen.OWNER),
    TableZone("play", Arrange.ROW, Place.MIDDLE, Seen.EVERYONE, coverable=True, exertable=True),
    TableZone("inkwell", Arrange.ROW, Place.SIDE, Seen.NOBODY, exertable=True),  # CR 7.5.4: ink is face down to all
    TableZone("discard", Arrange.PILE, Place.SIDE, Seen.EVERYONE),
)


class LorcanaRuleset:
    """The Lorcana engine (``engine.Game``) behind the Ruleset protocol, with no change in its behaviour."""

    id = "lorcana"
    title = "Disney Lorcana"
    players = (2, 4)  # CR 1.1: two or more players; the program seats up to four
    deck_sections = ("main",)
    zones = _ZONES
    levels = tuple(ComputerLevel(info.level.value, info.label, info.hint) for info in LEVELS)  # easy, normal, hard

    @property
    def faces(self) -> LorcanaFaces:
        """The game's card faces (imported when first asked: the engine's users need no Pillow)."""
        from lorcana_desktop.render.card_faces import LORCANA_FACES
        return LORCANA_FACES

    def computer_player(self, level: str, seat: int, seed: int = 0, *, time_budget: float = 1.0,
                        cards: CardIndex | None = None, deck: Sequence[str] | None = None,
                        known_decks: Mapping[int, Sequence[str]] | None = None, **context: Any) -> Player:
        """The bot of ``level`` (or a bot by name: random, greedy, search); it knows its own ``deck`` list, and the
        others' in ``known_decks`` when they are public (the deck lab)."""
        if context:
            raise TypeError(f"Lorcana's computer players know no {', '.join(sorted(context))}")
        return make_player(level, seat, seed, time_budget, cards=cards, deck=deck, known_decks=known_decks)

    def encode_action(self, action: Action) -> dict[str, Any]:
        return action_to_json(action)

    def decode_action(self, data: dict[str, Any]) -> Action:
        return action_from_json(data)

    def new_game(self, decks: Sequence[Sequence[str]], *, seed: int = 0, first: int | None = None,
                 cards: CardIndex | None = None, variant: str = "standard", **options: Any) -> Game:
        """A new game at the mulligans (CR 2.2), the cards' abilities from the app's card scripts."""
        if options:
            raise TypeError(f"Lorcana has no game option {', '.join(sorted(options))}")
        return Game.new([list(d) for d in decks], cards, seed=seed, variant=variant, first=first,
                        scripts=card_scripts())

    def game_from_json(self, data: dict[str, Any], *, cards: CardIndex | None = None, **options: Any) -> Game:
        return Game.from_json(data, cards, scripts=card_scripts())

    def check_deck(self, deck: Deck, fmt: Format | None = None) -> DeckCheck[Validation]:
        """The deck against its format's rules (CR 2.1.1: 60 cards or more, up to 2 inks, 4 copies of a name)."""
        v = validate(deck, fmt)
        return DeckCheck(v.legal, tuple(v.messages()), v)

    def run_scenario(self, data: dict[str, Any], folder: Path, path: str, *, cards: CardIndex | None = None,
                     **options: Any) -> ScenarioOutcome:
        from lorcana_desktop.rulesets.lorcana_scenario import run_lorcana_scenario  # (the runner is large)

        return run_lorcana_scenario(data, path, cards)


LORCANA = LorcanaRuleset()
