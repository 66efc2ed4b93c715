"""What happened during an action, one frozen dataclass per kind; ``apply`` returns them in order.

They name cards by instance id and never by name, so an event is safe to show either player (a hidden
card's id says nothing of what it is).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from lorcana_desktop.exo.engine.notes import Said, said_text


@dataclass(frozen=True, slots=True)
class Event:
    """Base of the events."""


@dataclass(frozen=True, slots=True)
class Note(Event):
    """A line of the game log (public words only): its code and values (``notes.Said``); ``text`` is the English."""

    code: Said
    values: tuple[tuple[str, str | int], ...] = ()

    @property
    def text(self) -> str:
        return said_text(self.code, self.values)

    def value(self, name: str) -> str | int:
        """The value named ``name`` (KeyError if the note has none)."""
        for k, v in self.values:
            if k == name:
                return v
        raise KeyError(name)

    @classmethod
    def plain(cls, text: str) -> Note:
        """A line of plain text (an older save's log)."""
        return cls(Said.TEXT, (("text", text),))


NOTES_MADE: Final[dict[tuple[str, tuple[tuple[str, str | int], ...]], Note]] = {}


def note_of(code: Said, values: tuple[tuple[str, str | int], ...] = ()) -> Note:
    """The note of ``code`` and ``values``, made once: notes are frozen, so one object serves every game, and a
    frozen dataclass is slow to build while a game writes the same few lines again and again (passes, phases)."""
    key = (code._name_, values)
    note = NOTES_MADE.get(key)
    if note is None:
        if len(NOTES_MADE) >= 4096:
            NOTES_MADE.clear()
        note = NOTES_MADE[key] = Note(code, values)
    return note


PASSED: Final = (Note(Said.PASSES, (("player", 0),)), Note(Said.PASSES, (("player", 1),)))  # "Player 0 passes", made once


class Noted:
    """The notes of one code with its values named beforehand, each made once: a line written at every phase
    or link (``PHASE_START``, ``RESOLVING``...) is looked up by its bare values, without the keyword arguments,
    the named pairs and the key that ``ExoGame._log`` builds (the same ``Note`` as ``note_of`` would make)."""

    __slots__ = ("code", "made", "names")

    def __init__(self, code: Said, *names: str) -> None:
        self.code = code
        self.names = names
        self.made: dict[object, Note] = {}

    def _make(self, key: object, values: tuple[str | int, ...]) -> Note:
        if len(self.made) >= 4096:  # (turns and labels are many over a long session: a bounded cache)
            self.made.clear()
        note = self.made[key] = Note(self.code, tuple(zip(self.names, values)))
        return note

    def one(self, v: str | int) -> Note:
        note = self.made.get(v)
        return note if note is not None else self._make(v, (v,))

    def two(self, a: str | int, b: str | int) -> Note:
        key = (a, b)
        note = self.made.get(key)
        return note if note is not None else self._make(key, key)

    def three(self, a: str | int, b: str | int, c: str | int) -> Note:
        key = (a, b, c)
        note = self.made.get(key)
        return note if note is not None else self._make(key, key)


@dataclass(frozen=True, slots=True)
class Moved(Event):
    """A card changed zone (``frm`` and ``to`` are zone names)."""

    card: int
    frm: str
    to: str


@dataclass(frozen=True, slots=True)
class CoverChanged(Event):
    card: int
    covered: bool


@dataclass(frozen=True, slots=True)
class LifeChanged(Event):
    player: int
    life: int
    delta: int


@dataclass(frozen=True, slots=True)
class PhaseStarted(Event):
    """A phase began; ``open_chains`` counts the chains still open then (always 0: a check for tests)."""

    turn: int
    active: int
    phase: str
    open_chains: int = 0


@dataclass(frozen=True, slots=True)
class LinkAdded(Event):
    """A link went on a chain (``parallel``: on the waiting parallel chain, R-29)."""

    label: str
    ctrl: int
    parallel: bool = False


@dataclass(frozen=True, slots=True)
class LinkResolved(Event):
    label: str


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """The game is over; ``winner`` None is a draw (R-16)."""

    winner: int | None


# The commonest events, made once (they are frozen values, and a frozen dataclass is slow to build; a game
# starts ~200 phases and adds and resolves ~120 links): by their fields, bounded like NOTES_MADE.
_PHASES: Final[dict[tuple[int, int, str, int], PhaseStarted]] = {}
_ADDED: Final[dict[tuple[str, int, bool], LinkAdded]] = {}
_RESOLVED: Final[dict[str, LinkResolved]] = {}


def phase_started(turn: int, active: int, phase: str, open_chains: int) -> PhaseStarted:
    """``PhaseStarted(turn, active, phase, open_chains)``, made once."""
    key = (turn, active, phase, open_chains)
    ev = _PHASES.get(key)
    if ev is None:
        if len(_PHASES) >= 4096:
            _PHASES.clear()
        ev = _PHASES[key] = PhaseStarted(turn, active, phase, open_chains)
    return ev


def link_added(label: str, ctrl: int, parallel: bool = False) -> LinkAdded:
    """``LinkAdded(label, ctrl, parallel)``, made once."""
    key = (label, ctrl, parallel)
    ev = _ADDED.get(key)
    if ev is None:
        if len(_ADDED) >= 4096:
            _ADDED.clear()
        ev = _ADDED[key] = LinkAdded(label, ctrl, parallel)
    return ev


def link_resolved(label: str) -> LinkResolved:
    """``LinkResolved(label)``, made once."""
    ev = _RESOLVED.get(label)
    if ev is None:
        if len(_RESOLVED) >= 4096:
            _RESOLVED.clear()
        ev = _RESOLVED[label] = LinkResolved(label)
    return ev
