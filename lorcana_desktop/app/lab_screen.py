"""What the deck builder's "Test this deck" window does, without Qt: the gauntlet to choose from, the run
to start, keeping its result with the decks, the earlier runs, and a game of a run to watch as a replay.

The window only shows this object's data and forwards the person's choices; the run itself is a
``LabRun`` the window starts in a background thread (processes started afresh: ``spawn``, never a fork
of the window's threads).
"""

from __future__ import annotations

import json
import multiprocessing
import pickle
import traceback
from collections.abc import Sequence
from concurrent.futures import BrokenExecutor
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from lorcana_desktop.app.game_session import Variant
from lorcana_desktop.app.lab import DEFAULT_GAMES, LabDeck, LabError, LabResult, LabRun, LabSpec
from lorcana_desktop.app.lab_game import play_lab_game
from lorcana_desktop.app.lab_history import Comparison, KeptRun, compare, load_run, previous_run, save_run
from lorcana_desktop.app.lab_records import GameRecord
from lorcana_desktop.app.lab_stats import CardStats, LabStats
from lorcana_desktop.app.match_decks import DeckChoice, match_decks
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.cards.index import UnknownCard
from lorcana_desktop.decks import Deck
from lorcana_desktop.decks.library import precon_decks
from lorcana_desktop.store.userdata import LabRunSummary, UserData, UserDataError


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation in ``context``; translated where it is shown."""
    return text


NO_CARDS = QT_TRANSLATE_NOOP("LabWindow", "The deck has no cards in its main deck yet.")
NO_OPPONENT = QT_TRANSLATE_NOOP("LabWindow", "Choose at least one deck to play against.")
REPLAY_DIFFERS = QT_TRANSLATE_NOOP("LabWindow", "This game was played by another version of the program; the replay "
                                                "shows the game as this version plays it.")


class FailureKind(Enum):
    """Why a run stopped before its end, as the person is told it."""

    DECK = "deck"  # a deck holds a card the games cannot be played with
    WORKER = "worker"  # a process playing the games died, or could not be started
    MEMORY = "memory"  # the computer ran out of memory
    SETUP = "setup"  # the run could not start or go on, and says why itself (LabError)
    PROGRAM = "program"  # anything else: a fault of the program, not of the deck


# What the window says (%1, %2: the failure's values: the card and its deck, or LabError's own words); the details
# (the exception and where it was raised) are there on demand, for a bug report.
FAILURE_WORDS = {
    FailureKind.DECK: QT_TRANSLATE_NOOP("LabWindow", "The deck \u201c%2\u201d cannot be played: the card "
                                                     "\u201c%1\u201d is not in the card data. Change the deck or leave "
                                                     "it out, then start again."),
    FailureKind.WORKER: QT_TRANSLATE_NOOP("LabWindow", "The test stopped: a process playing the games ended "
                                                       "unexpectedly or could not be started. Start again; with "
                                                       "fewer games, if it happens again."),
    FailureKind.MEMORY: QT_TRANSLATE_NOOP("LabWindow", "The test stopped: the computer ran out of memory. Close "
                                                       "other programs or test fewer games at once."),
    FailureKind.SETUP: QT_TRANSLATE_NOOP("LabWindow", "The test stopped: %1"),
    FailureKind.PROGRAM: QT_TRANSLATE_NOOP("LabWindow", "The test stopped because of a fault in the program, not "
                                                        "in your deck. The details say where it happened."),
}
NOTHING_LOST = QT_TRANSLATE_NOOP("LabWindow", "Nothing of this run was kept; your earlier results are unchanged.")

class DeckNotPlayable(LabError):
    """A deck of the run holds a card the card data does not know (found before any game starts: in a worker
    process the games would stop on it)."""

    def __init__(self, deck: str, card: str) -> None:
        super().__init__(f"The deck {deck!r} holds a card that is not in the card data: {card!r}")
        self.deck = deck
        self.card = card


# Errors of the processes themselves (a worker killed, a pipe closed under it, a process that cannot start).
_WORKER_ERRORS = (BrokenExecutor, multiprocessing.ProcessError, EOFError, BrokenPipeError, ConnectionError,
                  pickle.PicklingError, pickle.UnpicklingError)


@dataclass(frozen=True, slots=True)
class RunFailure:
    """A run that stopped on an error: what kind (the window words it), the values its sentence names (a card
    and its deck, LabError's own words), and the details: the exception with where it was raised (in a worker
    process too)."""

    kind: FailureKind
    values: tuple[str, ...]
    details: str


def run_failure(exc: BaseException, spec: LabSpec | None = None) -> RunFailure:
    """What to tell the person about a run of ``spec`` that raised ``exc`` (never a raw exception in their face)."""
    details = "".join(traceback.format_exception(exc)).rstrip()
    if isinstance(exc, DeckNotPlayable):
        return RunFailure(FailureKind.DECK, (exc.card, exc.deck), details)
    if isinstance(exc, UnknownCard):
        decks = [] if spec is None else [d.name for d in (spec.deck, *spec.opponents) if exc.query in d.cards]
        return RunFailure(FailureKind.DECK, (exc.query, decks[0] if decks else "?"), details)
    if isinstance(exc, LabError):
        return RunFailure(FailureKind.SETUP, (str(exc),), details)
    if isinstance(exc, MemoryError) or isinstance(exc, OSError) and exc.errno == 12:  # ENOMEM: cannot fork
        return RunFailure(FailureKind.MEMORY, (), details)
    if isinstance(exc, _WORKER_ERRORS) or isinstance(exc, OSError) and exc.errno in (11, 24):  # EAGAIN, EMFILE
        return RunFailure(FailureKind.WORKER, (), details)
    return RunFailure(FailureKind.PROGRAM, (), details)


@dataclass(frozen=True, slots=True)
class Finished:
    """A run kept (``run_id``; 0 when it could not be kept: ``problem`` says why) and its comparison with the
    deck's previous run (None when there was none)."""

    result: LabResult
    run_id: int
    comparison: Comparison | None
    problem: str = ""


def main_cards(deck: Deck) -> tuple[str, ...]:
    """A deck's main deck as the lab plays it: full names, one entry per copy."""
    return tuple(e.card.full_name for e in deck.main for _ in range(e.count))


class LabScreen:
    """One "Test this deck" window's state: the tested deck, the decks it may play against, the runs."""

    def __init__(self, deck: Deck, cards: CardIndex, store: UserData | None, cache_dir: Path) -> None:
        self.deck = LabDeck(deck.name, main_cards(deck))
        self.cards = cards
        self.store = store
        self.cache_dir = cache_dir
        self.store_problem = ""  # why the decks file could not be read just now ("" when it could)
        try:
            found = match_decks(cards, store, Variant.STANDARD)
        except UserDataError as exc:  # another program held it too long: the preconstructed decks still play
            self.store_problem = str(exc)
            found = match_decks(cards, None, Variant.STANDARD)
        self.choices: list[DeckChoice] = [c for c in found if c.usable]
        # The preconstructed decks, also when they were added to the person's saved decks (first start).
        self.precons = {r.deck.name.casefold() for r in precon_decks(cards)}

    @property
    def problem(self) -> str:
        """Why this deck cannot be tested ("" when it can)."""
        return NO_CARDS if not self.deck.cards else ""

    def default_opponents(self) -> list[str]:
        """The preconstructed decks (the usual gauntlet), less the tested deck itself."""
        return [c.name for c in self.choices if (c.source == "precon" or c.name.casefold() in self.precons)
                and c.cards != self.deck.cards and c.name.casefold() != self.deck.name.casefold()]

    def spec(self, opponents: Sequence[str], games: int = DEFAULT_GAMES, level: str = "normal", seed: int = 0) -> LabSpec:
        """The run of the chosen decks (by name, in the list's order); LabError says what is wrong (DeckNotPlayable:
        a card the card data does not know)."""
        if not self.deck.cards:
            raise LabError(NO_CARDS)
        by_name = {c.name: c for c in self.choices}
        picked = [LabDeck(n, by_name[n].cards) for n in opponents if n in by_name]
        if not picked:
            raise LabError(NO_OPPONENT)
        for d in (self.deck, *picked):
            unknown = next((c for c in dict.fromkeys(d.cards) if c not in self.cards), None)
            if unknown is not None:
                raise DeckNotPlayable(d.name, unknown)
        return LabSpec(self.deck, tuple(picked), games, level, seed)

    def run(self, spec: LabSpec, jobs: int | None = None) -> LabRun:
        """A run to start in a background thread (worker processes started afresh, not forked from the window)."""
        return LabRun(spec, self.cards, jobs, method="spawn")

    def finished(self, result: LabResult) -> Finished:
        """Keep ``result`` with the decks (one transaction) and compare it with the deck's previous run."""
        if self.store is None:
            return Finished(result, 0, None)
        try:
            previous = previous_run(self.store, result.spec.deck.name)
            run_id = save_run(self.store, result)
        except UserDataError as exc:
            return Finished(result, 0, None, str(exc))
        return Finished(result, run_id, None if previous is None else compare(result, previous))

    def history(self) -> list[LabRunSummary]:
        """The kept runs of this deck (any version), newest first; none when the decks file cannot be read now
        (``store_problem`` says why)."""
        if self.store is None:
            return []
        try:
            runs = self.store.lab_runs(self.deck.name)
        except UserDataError as exc:
            self.store_problem = str(exc)
            return []
        self.store_problem = ""
        return runs

    def kept(self, run_id: int) -> tuple[KeptRun, Comparison | None]:
        """A kept run and its comparison with the run before it; ValueError when it is damaged or gone."""
        if self.store is None:
            raise ValueError("No decks file is open.")
        try:
            run = load_run(self.store, run_id)
            if run is None:
                raise ValueError(f"The test results {run_id} are no longer there.")
            before = previous_run(self.store, run.spec.deck.name, before_id=run_id)
        except UserDataError as exc:  # another program held the file too long: said, and nothing changed
            raise ValueError(str(exc)) from None
        return run, None if before is None else compare(run, before)

    def replay_file(self, spec: LabSpec, record: GameRecord) -> tuple[Path, bool]:
        """Play the game of ``record`` again from its seed and write its replay into the cache folder; the
        file, and whether the game played out as recorded (False: another version of the program played it)."""
        game = spec.plan().game(record.pairing, record.number)
        again, replay = play_lab_game(game, self.cards, keep_replay=True)
        assert replay is not None
        # The seats are named by their decks in the viewer (the meta's "players" stay the computers' levels).
        names = [spec.deck.name, spec.opponents[record.pairing].name]
        if names[0] == names[1]:  # a deck against a copy of itself: told apart by seat
            names = [f"{n} ({k + 1})" for k, n in enumerate(names)]
        replay.setdefault("meta", {})["seat_names"] = names
        folder = self.cache_dir / "lab-replays"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"game-{record.pairing + 1}-{record.number + 1}-{record.seed}.lorcana-replay"
        path.write_text(json.dumps(replay), encoding="utf-8")
        return path, again == record


def cards_by_difference(stats: LabStats) -> list[CardStats]:
    """The cards that were drawn in some games and not in others, the largest win-rate difference first
    (the chart of what each card did)."""
    return sorted((c for c in stats.cards if c.when_drawn.games and c.when_not_drawn.games),
                  key=lambda c: (-c.difference, c.card))
