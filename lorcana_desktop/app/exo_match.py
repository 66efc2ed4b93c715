"""An Exo match as the table runs it, without Qt: the session's seats, hand-off, undo, autosave and log around an
``ExoGame``, plus the passes the session makes for a player (exo/DESIGN.md §3: the engine never passes by itself).

``ExoMatch`` is a ``GameSession`` (the shared part: seats, the person at the screen, computer requests, undo that
never takes back another person's move, redo, autosave, replays); what is Exo's own lives here: the game is an
``ExoGame`` of two decks (``DeckCards``: ready decks or deck lists), the log is the engine's own lines with the
seats' names, and after every action the session passes for whoever must act while ``Pass`` is their only legal
action, unless that player asked to stop in this phase (``stops``). A pass made by the session is nobody's move:
undo skips over it, and it never makes the hand-off screen appear.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from lorcana_desktop.app.exo_board import touched
from lorcana_desktop.app.exo_words import worded_note
from lorcana_desktop.app.game_files import SaveError, SaveFile, read_save, set_aside, write_save
from lorcana_desktop.app.game_log import LogLine
from lorcana_desktop.app.game_session import GameSession, MatchSetup, PlayerFactory, Seat, SeatKind, _Undone
from lorcana_desktop.exo.engine import (
    PHASE_NAMES,
    Action,
    CardBook,
    DeckCards,
    ExoGame,
    ExoState,
    IllegalAction,
    Pass,
)
from lorcana_desktop.exo.engine.events import Note
from lorcana_desktop.exo.engine.notes import Said
from lorcana_desktop.rulesets import EXO
from lorcana_desktop.rulesets.exo import LEVEL_BOTS

EXO_LEVELS = LEVEL_BOTS  # the bot each level of the Exo Ruleset plays
PHASES = PHASE_NAMES  # draw, recovery, main, battle, end: the phases a player may ask to stop at
AUTO_PASS_LIMIT = 10_000  # a game never needs that many passes in a row; a guard against a loop


def exo_players(book: CardBook, decks: Sequence[DeckCards]) -> PlayerFactory:
    """Computer seats at their level (easy: random, normal: greedy); each knows only its own deck list."""
    def make(seat_index: int, seat: Seat, seed: int) -> Any:
        deck = decks[seat_index] if 0 <= seat_index < len(decks) else None
        return EXO.computer_player(seat.level, seat_index, seed * 7919 + seat_index, book=book, deck=deck)
    return cast(PlayerFactory, make)


def exo_random_players(seat_index: int, seat: Seat, seed: int) -> Any:
    """A seeded random legal move for every computer seat (tests)."""
    from lorcana_desktop.exo.engine import starter_book  # (a random player never reads the cards)

    return EXO.computer_player("random", seat_index, seed * 7919 + seat_index, book=starter_book())


def exo_seat(name: str, kind: SeatKind, deck_name: str, deck: DeckCards, level: str = "normal") -> Seat:
    """A seat of an Exo match (its deck's main cards stand for the deck; the game records the whole deck)."""
    return Seat(name, kind, deck_name, deck.main, level)


@dataclass(frozen=True, slots=True)
class Stops:
    """The phases in which a player wants to answer even a window where passing is all they can do."""

    phases: frozenset[str] = frozenset()

    def to_json(self) -> list[str]:
        return sorted(self.phases)


class ExoMatch(GameSession):
    """One Exo match: ``view()``, ``legal_actions()``, ``apply()``, ``undo()``, the log, autosave, auto-passes."""

    def __init__(self, setup: MatchSetup, game: ExoGame, *, book: CardBook, autosave: Path | None = None,
                 players: PlayerFactory | None = None, actors: Sequence[int] | None = None,
                 screen: int | None = None, auto: Sequence[bool] | None = None,
                 stops: dict[int, Stops] | None = None) -> None:
        decks = decks_of(game)
        super().__init__(setup, cast(Any, game), autosave=autosave,
                         players=players if players is not None else exo_players(book, decks),
                         actors=actors, screen=screen)
        self.exo: ExoGame = game
        self.book = book
        self.decks = decks
        self.stops: dict[int, Stops] = dict(stops or {})
        self._auto: list[bool] = list(auto) if auto is not None and len(auto) == len(game.actions) \
            else [False] * len(game.actions)
        self._redo_auto: list[list[bool]] = []

    # -- starting and resuming ---------------------------------------------------------------

    @classmethod
    def begin(cls, setup: MatchSetup, decks: Sequence[DeckCards], book: CardBook, *,
              autosave: Path | None = None, players: PlayerFactory | None = None,
              stops: dict[int, Stops] | None = None) -> ExoMatch:
        """A new match after the set-up (the first player in the Main phase of turn 1)."""
        if len(setup.seats) != 2 or len(decks) != 2:
            raise ValueError("Creatures of Exo is a game for 2 players")
        seed = setup.seed if setup.seed is not None else random.SystemRandom().randrange(1 << 31)
        game = cast(ExoGame, EXO.new_game(list(decks), seed=seed, first=setup.first, book=book))
        match = cls(setup, game, book=book, autosave=autosave, players=players, stops=stops)
        match.seated = len(match.people()) <= 1
        match._note_start()
        match._auto_pass()
        match.save()
        return match

    @classmethod
    def reopen(cls, path: Path, book: CardBook, *, players: PlayerFactory | None = None) -> ExoMatch:
        """The match of an Exo save or autosave; one that cannot be read or replayed raises SaveError (one line)
        and is renamed aside, so the next autosave does not overwrite it."""
        return cls.from_save(read_save(path, set_aside=True, games=("exo",)), book, players=players, path=path)

    @classmethod
    def from_save(cls, save: SaveFile, book: CardBook, *, players: PlayerFactory | None = None,
                  path: Path | None = None) -> ExoMatch:
        try:
            game, log = replay_exo(save, book, _seat_names(save.setup))
            setup = MatchSetup.from_json(save.setup, [d.main for d in decks_of(game)])
        except SaveError as exc:
            message = str(exc)
            if path is not None:
                aside = set_aside(path)
                if aside != path:
                    message += f" It was kept as {aside.name}."
            raise SaveError(message) from None
        except (ValueError, KeyError, TypeError) as exc:
            raise SaveError(f"The saved game cannot be replayed: its set-up is damaged ({exc}).") from None
        extra = save.extra
        actors = extra.get("actors")
        if not isinstance(actors, list) or len(actors) != len(game.actions) \
                or not all(a in (0, 1) for a in actors):
            actors = _actors_of(save, book)
        auto = extra.get("auto")
        screen = extra.get("screen")
        stops = {int(k): Stops(frozenset(p for p in v if p in PHASES))
                 for k, v in (extra.get("stops") or {}).items() if str(k) in ("0", "1") and isinstance(v, list)}
        match = cls(setup, game, book=book, autosave=path, players=players, actors=actors,
                    screen=screen if screen in (0, 1) else None,
                    auto=auto if isinstance(auto, list) and all(isinstance(x, bool) for x in auto) else None,
                    stops=stops)
        match.log = log
        return match

    # -- what the table asks -----------------------------------------------------------------

    def legal_actions(self) -> list[Action]:  # type: ignore[override]
        return cast(list[Action], super().legal_actions())

    def view(self) -> dict[str, Any]:  # type: ignore[override]
        """The Exo game as the person at the screen may see it (Exo's own view, not Lorcana's ``GameView``)."""
        return self.exo.view(self.screen)

    def manual_names(self) -> set[str]:
        """Names of the cards in this game with an ability a person resolves by hand."""
        if self._manual is None:
            self._manual = {inf.name for inf in self.exo.info if inf.manual}
        return self._manual

    def look_at_top(self) -> Any:
        raise IllegalAction("Creatures of Exo has no such tool")

    def set_stops(self, seat: int, phases: frozenset[str]) -> None:
        """The phases ``seat`` wants to be asked in even when passing is all they can do."""
        self.stops[seat] = Stops(frozenset(p for p in phases if p in PHASES))
        self.save()

    def stops_of(self, seat: int) -> frozenset[str]:
        return self.stops.get(seat, Stops()).phases

    def auto_passed(self, k: int) -> bool:
        """Whether action ``k`` was a pass the session made."""
        return 0 <= k < len(self._auto) and self._auto[k]

    # -- playing -----------------------------------------------------------------------------

    def apply(self, action: Any) -> list[Any]:
        events = super().apply(action)
        return events + self._auto_pass()

    def apply_computer(self, request: Any, action: Any) -> list[Any]:
        events = super().apply_computer(request, action)
        events += self._auto_pass()
        # Marked until a person acts: what the move was about, and what the passes it left to the session
        # resolved (an attack the person could only let through).
        s = self.exo.state
        self.computer_moves = self.computer_moves | touched(action, events, request.seat,
                                                            (s.leader[0], s.leader[1]))
        return events

    def _apply(self, action: Any, actor: int | None = None, auto: bool = False) -> list[Any]:
        self._auto_now = auto
        try:
            events = super()._apply(action, actor)
        finally:
            self._auto_now = False
        self._auto.append(auto)
        if auto:
            self.save()  # (the base saved before the flag was known)
        return events

    def pass_is_all(self) -> bool:
        """Whoever must act can only pass."""
        if self.over:
            return False
        legal = self.exo.legal_actions()
        return len(legal) == 1 and isinstance(legal[0], Pass)

    def _auto_pass(self) -> list[Any]:
        """Pass for whoever must act while passing is their only legal action (a person's stop phases aside)."""
        events: list[Any] = []
        for _ in range(AUTO_PASS_LIMIT):
            if not self.pass_is_all():
                break
            seat = self.to_act()
            if self.setup.seats[seat].is_person and PHASES[self.exo.state.phase] in self.stops_of(seat):
                break
            events += self._apply(Pass(), actor=seat, auto=True)
        return events

    # -- undo and redo -----------------------------------------------------------------------

    def _chosen(self, k: int) -> bool:
        return not self.auto_passed(k)

    def undo(self) -> None:
        steps, reason = self._undo_plan()
        if reason is not None:
            raise IllegalAction(reason)
        k = len(self._actors) - steps
        flags = self._auto[k:]
        super().undo()
        del self._auto[k:]
        self._redo_auto.append(flags)
        self.save()

    def redo(self) -> None:
        if not self._redo:
            raise IllegalAction("There is nothing to redo")
        group: _Undone = self._redo.pop()
        flags = self._redo_auto.pop() if self._redo_auto else [False] * len(group.actions)
        for (action, who), auto in zip(group.actions, flags, strict=False):
            self._apply(action, actor=who, auto=auto)

    # -- saving and the log ------------------------------------------------------------------

    def save_file(self) -> SaveFile:
        return SaveFile({**self.setup.to_json(), "game": "exo"}, self.exo.to_json(),
                        {"actors": list(self._actors), "screen": self.screen, "auto": list(self._auto),
                         "stops": {str(k): v.to_json() for k, v in self.stops.items()}})

    def save(self) -> None:
        if not hasattr(self, "_auto"):
            return  # (the base class saves once while it is being built)
        super().save()

    def save_replay(self, path: Path) -> None:
        write_save(path, self.save_file(), kind="replay")

    def _log_lines(self, events: Sequence[Any], before: int, resolved: tuple[int, str] | None) -> list[LogLine]:
        return exo_log_lines(events, self.exo.state.turn, before, self.seat_name, getattr(self, "_auto_now", False))


def exo_log_lines(events: Sequence[Any], turn: int, before: int, seat_name: Callable[[int], str],
                  auto: bool = False) -> list[LogLine]:
    """The engine's own public lines (``Note``: a code and its values), each worded by its code's template
    (``app/exo_words.py``) with the seats' names. A pass the session made (``auto``) is not written: the log would
    be mostly passes nobody chose."""
    out = []
    for e in events:
        if isinstance(e, Note):
            if auto and e.code is Said.PASSES:
                continue
            out.append(worded_note(e.code, e.values, seat_name, turn, before))
    return out


def decks_of(game: ExoGame) -> list[DeckCards]:
    """The decks the game was started with (its record), as ``DeckCards``."""
    out = []
    for d in game.record_meta.get("decks") or []:
        try:
            out.append(DeckCards(str(d["leader"]), tuple(str(c) for c in d["main"]),
                                 tuple(str(c) for c in d.get("evolutions", ()))))
        except (KeyError, TypeError):
            return []
    return out


def _seat_names(setup: dict[str, Any]) -> Callable[[int], str]:
    seats = setup.get("seats") if isinstance(setup, dict) else None
    names = [str(s.get("name", "?")) if isinstance(s, dict) else "?" for s in (seats or [])]
    return lambda p: names[p] if 0 <= p < len(names) else "?"


def replay_exo(save: SaveFile, book: CardBook, seat_name: Callable[[int], str]) -> tuple[ExoGame, list[LogLine]]:
    """The game of an Exo save, replayed action by action with its log; SaveError says why it cannot be."""
    autos = save.extra.get("auto") if isinstance(save.extra, dict) else None
    if not isinstance(autos, list):
        autos = []
    from lorcana_desktop.app.game_log import TEMPLATES
    from lorcana_desktop.exo.engine import action_from_json

    data = save.game
    try:
        game = ExoGame(ExoState.from_json(data["initial"]), book)
    except (KeyError, TypeError, IndexError, ValueError) as exc:
        raise SaveError(f"The saved game cannot be replayed: its starting position is damaged ({exc}).") from None
    game.record_meta = dict(data.get("meta", {}))
    s = game.state
    log = [LogLine(s.turn, s.first, TEMPLATES["First"], {"player": seat_name(s.first)}, 0)]
    for n, a in enumerate(data.get("actions", [])):
        try:
            action = action_from_json(a)
            turn = s.turn
            events = game.apply(action)
        except IllegalAction as exc:
            raise SaveError(f"The saved game cannot be replayed: action {n + 1} is not legal ({exc.reason}).") \
                from None
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise SaveError(f"The saved game cannot be replayed: action {n + 1} is damaged ({exc}).") from None
        s = game.state
        log.extend(exo_log_lines(events, max(turn, s.turn), n, seat_name, n < len(autos) and autos[n] is True))
    return game, log


def _actors_of(save: SaveFile, book: CardBook) -> list[int]:
    """Who took each action of a save that does not say (the replayed game's player to act before each)."""
    from lorcana_desktop.exo.engine import Concede, action_from_json

    game = ExoGame(ExoState.from_json(save.game["initial"]), book)
    out = []
    for a in save.game.get("actions", []):
        action = action_from_json(a)
        out.append(action.player if isinstance(action, Concede) else game.to_act())
        game.apply(action)
    return out


class ExoReplay:
    """A saved Exo game played back: ``seek(n)`` shows the position after ``n`` actions, as ``seat`` saw it."""

    def __init__(self, save: SaveFile, book: CardBook) -> None:
        self.setup_json = save.setup
        self.seat_name = _seat_names(save.setup)
        try:
            full, self._log = replay_exo(save, book, self.seat_name)
        except SaveError as exc:
            raise SaveError(str(exc).replace("The saved game cannot be replayed",
                                             "The replay cannot be played back")) from None
        self.actions = list(full.actions)
        self._initial = ExoGame(full.initial.copy(), book)
        self._initial.record_meta = full.record_meta
        self.book = book
        self.seat = 0
        self.game = self._copy_initial()
        self.log = self._lines(0)

    @classmethod
    def load(cls, path: Path, book: CardBook) -> ExoReplay:
        return cls(read_save(path, games=("exo",)), book)

    def _copy_initial(self) -> ExoGame:
        return self._initial.copy()

    def _lines(self, n: int) -> list[LogLine]:
        return self._log[:1] + [line for line in self._log[1:] if line.action < n]

    @property
    def length(self) -> int:
        return len(self.actions)

    @property
    def position(self) -> int:
        return len(self.game.actions)

    def seek(self, n: int) -> None:
        n = max(0, min(n, self.length))
        if n < self.position:
            self.game = self._copy_initial()
        while self.position < n:
            self.game.apply(self.actions[self.position])
        self.log = self._lines(n)

    def step_forward(self) -> None:
        self.seek(self.position + 1)

    def step_back(self) -> None:
        self.seek(self.position - 1)

    def view(self) -> dict[str, Any]:
        return self.game.view(self.seat)


__all__ = ["EXO_LEVELS", "PHASES", "ExoMatch", "ExoReplay", "Stops", "decks_of", "exo_log_lines", "exo_players",
           "exo_random_players", "exo_seat", "replay_exo"]
