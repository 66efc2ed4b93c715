"""Exo's actions: every decision a player takes, as a small frozen value with a JSON codec.

The answers to a pending decision and conceding are the Lorcana engine's own (``Accept``,
``ChooseTargets``, ``ChooseOption``, ``ChooseAmount``, ``OrderCards``, ``Concede``, and
``IllegalAction`` for a refusal): both games share them. Cards are named by instance id.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Final

from lorcana_desktop.engine.actions import (
    Accept,
    ChooseAmount,
    ChooseOption,
    ChooseTargets,
    Concede,
    IllegalAction,
    OrderCards,
)

__all__ = [
    "ACTION_TYPES", "Accept", "Action", "Activate", "Attack", "ChooseAmount", "ChooseOption", "ChooseTargets",
    "Concede", "Evolve", "IllegalAction", "LeaderEffect", "ManualCounter", "ManualCover", "ManualDraw",
    "ManualLife", "ManualMove", "ManualShuffle", "NextPhase", "OrderCards", "Pass", "Play", "Reveal",
    "action_from_json", "action_to_json",
]


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass priority to the opponent («oppure passare la priorità all'avversario», R-10)."""


@dataclass(frozen=True, slots=True)
class NextPhase:
    """Declare the change of phase («dichiari un cambio di fase», R-11). From the Main phase
    ``skip_battle`` goes straight to the End phase («Questa fase è facoltativa»)."""

    skip_battle: bool = False


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card from the hand: into Etere, its targets (``targets``, or asked next when empty),
    then its Costo (asked as a choice of cards). ``alt`` picks an alternative cost (-1: the printed one)."""

    card: int
    targets: tuple[int, ...] = ()
    alt: int = -1


@dataclass(frozen=True, slots=True)
class Evolve:
    """Play an Evoluzione from the Evolution deck, paying its Sacrificio (asked next). ``mode`` is an
    Evoluzione Vice Leader's way of freeing the Vice Leader zone ("distruggi", "bandisci", "sacrifica")."""

    card: int
    mode: str = ""


@dataclass(frozen=True, slots=True)
class Attack:
    """Declare an attack by ``card`` on ``target`` (a card on the opposing Field, or the opposing Leader)."""

    card: int
    target: int


@dataclass(frozen=True, slots=True)
class Activate:
    """Activate ability ``ability`` (its index in the card's abilities) of a card on your Field: COPRI,
    an effect with a «condizione di innesco», or GUARDIA."""

    card: int
    ability: int


@dataclass(frozen=True, slots=True)
class LeaderEffect:
    """Use your Leader's effect (``ability``: its index in the Leader's abilities, Emergency side after
    the front), once per turn."""

    ability: int


@dataclass(frozen=True, slots=True)
class Reveal:
    """Reveal a card from your hand for its RIVELA effect (``ability``: its index in the card's abilities)."""

    card: int
    ability: int


# -- manual tools: text a card file gives without steps is resolved by hand ---------------------------


@dataclass(frozen=True, slots=True)
class ManualCover:
    """Cover (``covered``) or uncover a card on the Field, by hand."""

    player: int
    card: int
    covered: bool


@dataclass(frozen=True, slots=True)
class ManualMove:
    """Move one of your cards to a zone, by hand: hand, field, discard, banished, occulto, deck_top,
    deck_bottom, evo_deck."""

    player: int
    card: int
    to: str


@dataclass(frozen=True, slots=True)
class ManualLife:
    """Give (``amount`` > 0) or take (< 0) life from a player's Leader, by hand."""

    player: int
    target: int
    amount: int


@dataclass(frozen=True, slots=True)
class ManualDraw:
    """Draw a card, by hand."""

    player: int


@dataclass(frozen=True, slots=True)
class ManualShuffle:
    """Shuffle your main deck, by hand."""

    player: int


@dataclass(frozen=True, slots=True)
class ManualCounter:
    """Put (``amount`` > 0) or remove (< 0) counters of a type on a card on the Field, by hand."""

    player: int
    card: int
    counter: str
    amount: int


Action = (Pass | NextPhase | Play | Evolve | Attack | Activate | LeaderEffect | Reveal | Concede | Accept
          | ChooseTargets | ChooseOption | ChooseAmount | OrderCards | ManualCover | ManualMove | ManualLife
          | ManualDraw | ManualShuffle | ManualCounter)
MANUAL_ACTIONS: Final = (ManualCover, ManualMove, ManualLife, ManualDraw, ManualShuffle, ManualCounter)
MANUAL_ZONES: Final = ("hand", "field", "discard", "banished", "occulto", "deck_top", "deck_bottom", "evo_deck")

ACTION_TYPES: Final[dict[str, type]] = {
    "pass": Pass, "next_phase": NextPhase, "play": Play, "evolve": Evolve, "attack": Attack,
    "activate": Activate, "leader": LeaderEffect, "reveal": Reveal, "concede": Concede,
    "accept": Accept, "choose_targets": ChooseTargets, "choose_option": ChooseOption,
    "choose_amount": ChooseAmount, "order_cards": OrderCards,
    "manual_cover": ManualCover, "manual_move": ManualMove, "manual_life": ManualLife,
    "manual_draw": ManualDraw, "manual_shuffle": ManualShuffle, "manual_counter": ManualCounter,
}
_TYPE_NAMES: Final = {v: k for k, v in ACTION_TYPES.items()}


def action_to_json(action: Action) -> dict[str, Any]:
    """A JSON-ready dict of an action (the replay and save format)."""
    out: dict[str, Any] = {"type": _TYPE_NAMES[type(action)]}
    for f in fields(action):  # type: ignore[arg-type]
        v = getattr(action, f.name)
        out[f.name] = list(v) if isinstance(v, tuple) else v
    return out


def action_from_json(data: dict[str, Any]) -> Action:
    """The action of ``action_to_json``; KeyError or TypeError names a damaged one."""
    cls = ACTION_TYPES[data["type"]]
    kwargs = {}
    for f in fields(cls):
        if f.name in data:
            v = data[f.name]
            kwargs[f.name] = tuple(v) if isinstance(v, list) else v
    return cls(**kwargs)  # type: ignore[no-any-return]
