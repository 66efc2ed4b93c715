"""Actions (every player decision) as small frozen values; ``Event`` (what happened) lives in ``events``.

Cards are named by instance id (an int, stable for the whole game).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from lorcana_desktop.engine.events import Event  # noqa: F401  (re-exported: engine.actions.Event as before)
from lorcana_desktop.engine.manual import MANUAL_TYPES, ManualAction
from lorcana_desktop.rules_core.refusals import IllegalAction  # noqa: F401  (both games share it)

# -- turn actions (CR 4) -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class InkCard:
    """Put a card from hand into the inkwell (CR 4.2)."""

    card: int


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play a card from hand (CR 4.3): pay ink, or Shift onto ``shift``, or sing with ``sing``, or ``free``: the
    card's own "you may play this for free", an alternative cost (CR 1.5.5.3).

    Several Shift bases (Combo/Duo Shift) or singers (Sing Together) are listed in id order.
    ``drops``: how many ink drops are removed to pay 1 ⬡ each of the ink cost (the player's choice).
    """

    card: int
    shift: tuple[int, ...] = ()
    sing: tuple[int, ...] = ()
    free: bool = False
    drops: int = 0


@dataclass(frozen=True, slots=True)
class Quest:
    """Quest with a character (CR 4.5)."""

    card: int


@dataclass(frozen=True, slots=True)
class Challenge:
    """Challenge an opposing character or location (CR 4.6)."""

    card: int
    target: int


@dataclass(frozen=True, slots=True)
class Move:
    """Move a character to one of your locations (CR 4.7); ``drops`` ink drops pay part of the move cost."""

    card: int
    location: int
    drops: int = 0


@dataclass(frozen=True, slots=True)
class Activate:
    """Use an activated ability (CR 4.4); ``ability`` is its index among the card's activated abilities;
    ``drops`` ink drops pay part of its ⬡ cost."""

    card: int
    ability: int = 0
    drops: int = 0


@dataclass(frozen=True, slots=True)
class Boost:
    """Boost N (CR 8.4): pay N (``drops`` of it with ink drops), put the top card of your deck face down under
    this card."""

    card: int
    drops: int = 0


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Declare the end of the turn (CR 3.3.2)."""


@dataclass(frozen=True, slots=True)
class Concede:
    """A player leaves the game (CR 9.2.3). Always allowed; not listed among legal actions."""

    player: int


@dataclass(frozen=True, slots=True)
class Mulligan:
    """Put these cards from the starting hand on the bottom and draw back up (CR 2.2.2); () keeps."""

    player: int
    cards: tuple[int, ...] = ()


# -- answers to a pending choice -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ChooseTrigger:
    """Pick which of your bag effects resolves next (CR 7.7.4): index in the order they were added."""

    index: int


@dataclass(frozen=True, slots=True)
class Accept:
    """Answer a "may" (CR 6.1.4) or Bodyguard's enter-exerted option (CR 8.3.2)."""

    accept: bool


@dataclass(frozen=True, slots=True)
class ChooseTargets:
    """Chosen cards (instance ids) and players (``-1 - player``, see ``player_target``)."""

    targets: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ChooseOption:
    option: int


@dataclass(frozen=True, slots=True)
class ChooseAmount:
    amount: int


@dataclass(frozen=True, slots=True)
class NameCard:
    name: str


@dataclass(frozen=True, slots=True)
class OrderCards:
    order: tuple[int, ...]


Action = (InkCard | PlayCard | Quest | Challenge | Move | Activate | Boost | EndTurn | Concede | Mulligan
          | ChooseTrigger | Accept | ChooseTargets | ChooseOption | ChooseAmount | NameCard | OrderCards
          | ManualAction)

ACTION_TYPES: dict[str, type] = {
    "ink": InkCard, "play": PlayCard, "quest": Quest, "challenge": Challenge, "move": Move,
    "activate": Activate, "boost": Boost, "end_turn": EndTurn, "concede": Concede, "mulligan": Mulligan,
    "choose_trigger": ChooseTrigger, "accept": Accept, "choose_targets": ChooseTargets,
    "choose_option": ChooseOption, "choose_amount": ChooseAmount, "name_card": NameCard,
    "order_cards": OrderCards,
    **MANUAL_TYPES,
}
_TYPE_NAMES = {v: k for k, v in ACTION_TYPES.items()}


def player_target(player: int) -> int:
    """The target id of a player in ChooseTargets (players are negative: -1 is player 0)."""
    return -1 - player


def action_to_json(action: Action) -> dict[str, Any]:
    """A JSON-ready dict of an action (the replay / save format)."""
    out: dict[str, Any] = {"type": _TYPE_NAMES[type(action)]}
    for f in fields(action):  # type: ignore[arg-type]
        v = getattr(action, f.name)
        if f.name in ("drops", "free") and not v:
            continue  # paid without ink drops, or not for free: saved as before these could be (older engines read it)
        out[f.name] = list(v) if isinstance(v, tuple) else v
    return out


def action_from_json(data: dict[str, Any]) -> Action:
    cls = ACTION_TYPES[data["type"]]
    kwargs = {}
    for f in fields(cls):
        if f.name in data:
            v = data[f.name]
            kwargs[f.name] = tuple(v) if isinstance(v, list) else v
    return cls(**kwargs)  # type: ignore[no-any-return]
