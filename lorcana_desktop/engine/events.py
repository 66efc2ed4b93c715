"""What happened (``Game.apply`` returns these): one frozen dataclass per kind of event.

Every event has ``card`` (an instance id, -1 when none) and ``player`` (-1 when none); the
kinds add what else they say. Zone names are those of ``state.ZONE_NAMES`` ("deck", "hand",
"inkwell", "play", "discard", "under"). Readers (the game log, tests) tell kinds apart with
``isinstance`` or ``match``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from lorcana_desktop.engine.notes import Noted

if TYPE_CHECKING:
    from lorcana_desktop.engine.manual import ManualAction


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened to ``card`` and/or ``player``."""

    card: int = -1
    player: int = -1


# -- cards moving ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardMoved(Event):
    """``card`` of ``player`` went from zone ``src`` to zone ``dst``."""

    src: str = ""
    dst: str = ""


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """``player`` drew ``card`` (hidden from the others, CR 7.1.3)."""


@dataclass(frozen=True, slots=True)
class Banished(Event):
    """``card`` was banished and went to ``dst`` (usually "discard", CR 1.9.1.3)."""

    dst: str = "discard"


@dataclass(frozen=True, slots=True)
class PutUnder(Event):
    """Boost (CR 8.4): ``card``, face down, was put under ``onto``."""

    onto: int = -1


@dataclass(frozen=True, slots=True)
class PutOnBottom(Event):
    """``count`` cards went to the bottom of ``player``'s deck."""

    count: int = 0


@dataclass(frozen=True, slots=True)
class DeckRebuilt(Event):
    """``player``'s deck was rebuilt from their discard and shuffled (Pack Rush)."""


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """``card`` was revealed to every player."""


@dataclass(frozen=True, slots=True)
class LookedAt(Event):
    """``player`` looked at ``card`` (hidden from the others)."""


@dataclass(frozen=True, slots=True)
class Named(Event):
    """``player`` named a card (``name``) for an effect ("name a card, then reveal the top card")."""

    name: str = ""


# -- turn actions ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Played(Event):
    """``player`` played ``card`` (CR 4.3)."""


@dataclass(frozen=True, slots=True)
class Shifted(Event):
    """``card`` was shifted onto ``onto`` (CR 8.10); a ``Played`` event follows."""

    onto: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Sang(Event):
    """``singers`` sang the song ``card`` (CR 5.4.4); a ``Played`` event follows."""

    singers: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Quested(Event):
    """``card`` quested (CR 4.5)."""


@dataclass(frozen=True, slots=True)
class Moved(Event):
    """``card`` moved to ``location`` (CR 4.7)."""

    location: int = -1


@dataclass(frozen=True, slots=True)
class ChallengeStarted(Event):
    """``card`` challenges ``target`` (CR 4.6)."""

    target: int = -1


@dataclass(frozen=True, slots=True)
class Activated(Event):
    """``player`` used ``card``'s activated ability ``ability`` (its name, CR 4.4)."""

    ability: str = ""


@dataclass(frozen=True, slots=True)
class Exerted(Event):
    """``card`` was exerted."""


@dataclass(frozen=True, slots=True)
class Readied(Event):
    """``card`` was readied."""


@dataclass(frozen=True, slots=True)
class InkPaid(Event):
    """``player`` paid ink (their inkwell cards were exerted)."""


@dataclass(frozen=True, slots=True)
class InkDropsGained(Event):
    """``player`` gained ``amount`` ink drops."""

    amount: int = 0


@dataclass(frozen=True, slots=True)
class InkDropsRemoved(Event):
    """``player`` spent ``amount`` ink drops."""

    amount: int = 0


# -- damage and lore ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DamageEvent(Event):
    """A change of the damage on ``card`` by ``amount`` (a kind below)."""

    amount: int = 0


@dataclass(frozen=True, slots=True)
class DamageDealt(DamageEvent):
    """``amount`` damage was dealt to ``card`` (CR 1.9.2)."""


@dataclass(frozen=True, slots=True)
class DamagePut(DamageEvent):
    """``amount`` damage was put on ``card`` (not dealt: Resist does not apply, CR 8.8.3)."""


@dataclass(frozen=True, slots=True)
class DamageRemoved(DamageEvent):
    """``amount`` damage was removed from ``card``."""


@dataclass(frozen=True, slots=True)
class DamageMoved(DamageEvent):
    """``amount`` damage was moved onto ``card`` (CR 1.9.2.4)."""


@dataclass(frozen=True, slots=True)
class DamagePrevented(DamageEvent):
    """``amount`` damage to ``card`` was prevented."""


@dataclass(frozen=True, slots=True)
class LoreGained(Event):
    """``player`` gained ``amount`` lore."""

    amount: int = 0


@dataclass(frozen=True, slots=True)
class LoreLost(Event):
    """``player`` lost ``amount`` lore."""

    amount: int = 0


# -- the game -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Mulliganed(Event):
    """``player`` put ``count`` cards back and drew as many (0: kept their hand, CR 2.2.2)."""

    count: int = 0


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    """Turn ``turn`` of ``player`` began (CR 3.2)."""

    turn: int = 0


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    """``player`` ended their turn (CR 3.3.2)."""


@dataclass(frozen=True, slots=True)
class TriggerAdded(Event):
    """``card``'s triggered ability ``ability`` was added to ``player``'s bag (CR 7.7.3)."""

    ability: str = ""


@dataclass(frozen=True, slots=True)
class PlayerLeft(Event):
    """``player`` left the game, ``why`` in words (CR 9.2.3)."""

    why: str = ""


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """``player`` won the game."""


@dataclass(frozen=True, slots=True)
class ManualAbilityDue(Event):
    """``card``'s printed ability ``ability`` (its name, or text), which the engine does not automate, comes into
    play now: ``moment`` is the trigger event that brought it ("play", "quest", "challenged", "banished",
    "start_of_turn", ...; "activated" when its ability was used). ``player`` is the card's player, who resolves it
    with the manual tools."""

    ability: str = ""
    moment: str = ""


@dataclass(frozen=True, slots=True)
class Note(Event):
    """A note for the log: its code and values by name (``engine.notes``), and its English sentence (``text``, for
    logs and tests). ``code`` is None only for a note made of plain text alone."""

    code: Noted | None = None
    values: tuple[tuple[str, str | int], ...] = ()
    cr: str = ""
    text: str = ""


@dataclass(frozen=True, slots=True)
class ManualUsed(Event):
    """A manual tool was used: ``action`` says which and how (``src``: the zone a moved card left)."""

    action: ManualAction | None = None
    src: str = ""
