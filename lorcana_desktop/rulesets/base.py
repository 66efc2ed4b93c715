"""What every card game of the program offers the app: the Ruleset protocol and the table layout as data."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from lorcana_desktop.rules_core.scenario_loop import ScenarioOutcome  # (both games' runners make one)

if TYPE_CHECKING:
    from PIL import Image


class Arrange(enum.Enum):
    """How a zone's cards lie on the table."""

    PILE = "pile"  # a stack: its top card or its back, and a count
    ROW = "row"  # cards side by side, each one seen
    SLOT = "slot"  # one card in a fixed place (a Leader)
    FAN = "fan"  # a hand: cards overlapping, their faces to who may see them


class Place(enum.Enum):
    """Where a zone sits, seen from its owner's seat."""

    NEAR = "near"  # the owner's own edge (a hand)
    MIDDLE = "middle"  # between the owner's edge and the centre (play, the Field)
    SIDE = "side"  # beside the owner's area (deck, discard)
    CENTRE = "centre"  # shared by both players, in the middle of the table


class Seen(enum.Enum):
    """Who may see the faces of a zone's cards."""

    EVERYONE = "everyone"
    OWNER = "owner"
    NOBODY = "nobody"  # face down (a deck): only a count


@dataclass(frozen=True, slots=True)
class TableZone:
    """One zone of a player's area (or of the centre) as the table lays it out and shows it: the table's data, not the
    engine's zone (Lorcana's ``engine.state.Zone``, Exo's zone numbers)."""

    id: str
    arrange: Arrange
    place: Place
    seen: Seen
    coverable: bool = False  # cards can lie under another card here (Shift, Boost; Exo's covered cards)
    exertable: bool = False  # cards turn sideways here (exerted, used)


V = TypeVar("V")


@dataclass(frozen=True, slots=True)
class DeckCheck(Generic[V]):
    """Whether a deck may be played in a game of this ruleset, every reason it may not (English), and the game's own
    typed verdict the deck screens word in the window's language (Lorcana: ``decks.formats.Validation``; Exo:
    ``exo.decks.DeckVerdict``)."""

    legal: bool
    reasons: tuple[str, ...]
    verdict: V


@dataclass(frozen=True, slots=True)
class ComputerLevel:
    """A computer opponent's level a ruleset offers: the key a seat records (``"level"``), its English label and a
    hint (the window words both in its language, keyed by the ruleset and the level)."""

    id: str
    label: str
    hint: str


class CardFaces(Protocol):
    """A game's card faces, drawn in pure Python (Pillow images, no Qt): the tables and deck screens ask their
    Ruleset for them (``Ruleset.faces``). A card is the game's own (Lorcana's ``Card``, Exo's ``ExoCard``)."""

    def face(self, card: Any, width: int) -> Image.Image:
        """The card's whole face, ``width`` pixels wide."""

    def table_face(self, card: Any, width: int) -> Image.Image:
        """The card as the game table shows it on a small card."""

    def back(self, width: int) -> Image.Image:
        """The back of the game's cards."""


class UnknownGame(ValueError):
    """A save or scenario names a game this program does not know."""


class Ruleset(Protocol):
    """A card game the program can play: the session, saves and replays, the Play tab, the table's zones, deck
    validation, the bots and the scenario runner talk to this, never to one game's engine by name."""

    @property
    def id(self) -> str:
        """The word saves and scenarios record (``"game": id``)."""

    @property
    def title(self) -> str:
        """The game's name as a person reads it."""

    @property
    def players(self) -> tuple[int, int]:
        """How many players a game has: the fewest and the most."""

    @property
    def deck_sections(self) -> tuple[str, ...]:
        """The parts of a deck, in order (Lorcana: the main deck; Exo: Leader, main, Evolution, Side)."""

    @property
    def zones(self) -> tuple[TableZone, ...]:
        """The table's zones of one player's area, then the shared ones, as data."""

    @property
    def faces(self) -> CardFaces:
        """The game's face renderer (``render.card_faces``)."""

    @property
    def levels(self) -> tuple[ComputerLevel, ...]:
        """The computer's levels a seat may be given, weakest first."""

    def computer_player(self, level: str, seat: int, seed: int = 0, **context: Any) -> Any:
        """A computer player of ``level`` for ``seat`` (``choose(view, legal)``); ``context``: what the game's bots
        may know (Lorcana: ``cards``, ``deck``, ``time_budget``; Exo: ``book``, ``deck``). ValueError: no such
        level."""

    def encode_action(self, action: Any) -> dict[str, Any]:
        """An action as saves and replays hold it."""

    def decode_action(self, data: dict[str, Any]) -> Any:
        """An action back from ``encode_action``; KeyError/TypeError/ValueError when it is not one."""

    def new_game(self, decks: Sequence[Any], *, seed: int = 0, first: int | None = None, **options: Any) -> Any:
        """A new game of these decks (each game's own: Lorcana card names, Exo ``DeckCards``), at its set-up."""

    def game_from_json(self, data: dict[str, Any], **options: Any) -> Any:
        """A game from its ``to_json()`` (initial state + actions, replayed); ValueError names the damage."""

    def check_deck(self, deck: Any) -> DeckCheck[Any]:
        """The ruleset's deck rules applied to ``deck`` (its own deck type)."""

    def run_scenario(self, data: dict[str, Any], folder: Path, path: str, **options: Any) -> ScenarioOutcome:
        """Run one rules scenario of this game (already read; files it names are relative to ``folder``)."""
