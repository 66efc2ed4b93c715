"""A match as the table runs it, without Qt: the game, the seats, undo/redo, autosave, the log, replays.

The table only renders ``session.view()`` (what the person at the screen may see) and sends
actions to ``session.apply()``. Who sits at the screen changes only when a person takes it
(``take_screen()``, after the hand-off screen), so in a game of two people nobody is shown the
other's hand. Computer seats are asked through ``computer_request()``: the request carries a
copy of what the seat may see, so its ``decide()`` can run in a worker thread while the window
stays responsive; ``apply_computer()`` then plays the answer if the game has not moved on.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any

from lorcana_desktop.app.computer_moves import touched
from lorcana_desktop.app.game_files import SaveError, SaveFile, read_save, set_aside, write_save
from lorcana_desktop.app.game_log import MANUAL_DUE, LogLine, LogWriter, first_line, resolving
from lorcana_desktop.app.save_replay import Progress, replay_game
from lorcana_desktop.bots import Player, RandomPlayer
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.cards.model import Card
from lorcana_desktop.engine import Action, Concede, Event, Game, GameView, IllegalAction, LookAtTop
from lorcana_desktop.engine.events import LookedAt
from lorcana_desktop.engine.reasons import Reason, Why, why
from lorcana_desktop.rulesets import LORCANA


class SeatKind(Enum):
    PERSON = "person"
    COMPUTER = "computer"


class Variant(Enum):
    """Standard play to 20 lore, or Pack Rush (CR 10.2: 15 lore, two face-down starting ink)."""

    STANDARD = "standard"
    PACK_RUSH = "pack_rush"


@dataclass(frozen=True, slots=True)
class Seat:
    """One player of the match: a name, a person or the computer (at ``level``), and a deck."""

    name: str
    kind: SeatKind
    deck_name: str
    deck: tuple[str, ...]
    level: str = "normal"

    @property
    def is_person(self) -> bool:
        return self.kind is SeatKind.PERSON


@dataclass(frozen=True, slots=True)
class MatchSetup:
    """Everything that decides how a match starts; ``seed`` None picks a fresh one."""

    seats: tuple[Seat, ...]
    variant: Variant = Variant.STANDARD
    seed: int | None = None
    first: int | None = None

    def __post_init__(self) -> None:
        if not 2 <= len(self.seats) <= 4:
            raise ValueError(f"A match needs 2 to 4 players, not {len(self.seats)}")

    def to_json(self) -> dict[str, Any]:
        return {"variant": self.variant.value, "seed": self.seed, "first": self.first,
                "seats": [{"name": s.name, "kind": s.kind.value, "deck_name": s.deck_name, "level": s.level}
                          for s in self.seats]}

    @classmethod
    def from_json(cls, data: dict[str, Any], decks: Sequence[Sequence[str]]) -> MatchSetup:
        seats = tuple(Seat(str(d["name"]), SeatKind(d["kind"]), str(d.get("deck_name", "")), tuple(deck),
                           str(d.get("level", "normal")))
                      for d, deck in zip(data["seats"], decks, strict=True))
        return cls(seats, Variant(data.get("variant", "standard")), data.get("seed"), data.get("first"))


def setup_of(save: SaveFile) -> MatchSetup:
    """The set-up of a checked save, each seat with its deck list from the game (none when unknown)."""
    players = len(save.game["initial"]["lore"])
    decks = save.game.get("meta", {}).get("decks") or []
    if len(decks) != players:
        decks = [()] * players
    try:
        return MatchSetup.from_json(save.setup, decks)
    except (ValueError, KeyError, TypeError) as exc:
        raise SaveError(f"The saved game cannot be replayed: its set-up is damaged ({exc}).") from None


PlayerFactory = Callable[[int, Seat, int], Player]


def random_players(seat_index: int, seat: Seat, seed: int) -> Player:
    """A seeded random legal move for every computer seat (fast; for tests and self-tests)."""
    return RandomPlayer(seed * 7919 + seat_index)


def level_players(cards: CardIndex, time_budget: float = 1.0) -> PlayerFactory:
    """Computer seats played at their level (easy, normal, hard); each knows only its own deck list."""
    def make(seat_index: int, seat: Seat, seed: int) -> Player:
        return LORCANA.computer_player(seat.level, seat_index, seed * 7919 + seat_index, time_budget=time_budget,
                                       cards=cards, deck=seat.deck or None)
    return make


@dataclass(frozen=True, slots=True)
class ComputerRequest:
    """A computer seat's decision, taken off the game so it can be worked out in another thread."""

    seat: int
    view: GameView
    legal: tuple[Action, ...]
    player: Player
    version: int

    def decide(self) -> Action:
        return self.player.choose(self.view, self.legal)


@dataclass(slots=True)
class _Undone:
    actions: list[tuple[Action, int]] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class SeenCards:
    """Cards a person looked at with no choice to make about them ("look at each opponent's hand", "look at the
    top card of each opponent's deck"): the table shows them to that person until their next action."""

    player: int
    cards: tuple[int, ...]


class GameSession:
    """One match: ``view()``, ``legal_actions()``, ``apply()``, ``undo()``/``redo()``, the log, autosave."""

    def __init__(self, setup: MatchSetup, game: Game, *, autosave: Path | None = None,
                 players: PlayerFactory = random_players, actors: Sequence[int] | None = None,
                 screen: int | None = None) -> None:
        self.setup = setup
        self.game = game
        self.autosave_path = autosave
        seed = int(game.record_meta.get("seed") or 0)
        self.players: dict[int, Player] = {
            k: players(k, s, seed) for k, s in enumerate(setup.seats) if not s.is_person}
        self.log: list[LogLine] = []
        # The manual abilities announced since a person last acted (the prompt bar shows them).
        self.manual_due: list[LogLine] = []
        self.seen: SeenCards | None = None  # cards a person just looked at with no choice about them
        self._writer = LogWriter(game, self.seat_name)
        self._actors: list[int] = list(actors) if actors is not None else []
        self._redo: list[_Undone] = []
        self._manual: set[str] | None = None
        self.version = 0  # bumped by every change, so a stale computer answer is not applied
        # The cards the computer's moves touched since a person last acted: the table marks them.
        self.computer_moves: frozenset[int] = frozenset()
        people = [k for k, s in enumerate(setup.seats) if s.is_person]
        self.screen = screen if screen is not None else (
            game.to_act() if game.to_act() in people else (people[0] if people else 0))
        # False until a person has taken the screen: a new game of several people starts with the
        # hand-off screen, so the one who keeps or mulligans first is the one who sees the hand.
        self.seated = True

    # -- starting and resuming ---------------------------------------------------------------

    @classmethod
    def start(cls, setup: MatchSetup, cards: CardIndex, *, autosave: Path | None = None,
              players: PlayerFactory = random_players) -> GameSession:
        """A new match at the mulligans; the seed is drawn when the set-up has none."""
        seed = setup.seed if setup.seed is not None else random.SystemRandom().randrange(1 << 31)
        game = LORCANA.new_game([s.deck for s in setup.seats], seed=seed, first=setup.first, cards=cards,
                                variant=setup.variant.value)
        session = cls(setup, game, autosave=autosave, players=players)
        session.seated = len(session.people()) <= 1
        session._note_start()
        session.save()
        return session

    @classmethod
    def resume(cls, path: Path, cards: CardIndex, *, players: PlayerFactory = random_players,
               progress: Progress | None = None, cancelled: Callable[[], bool] | None = None) -> GameSession:
        """The match of an autosave; a save that cannot be read or replayed raises SaveError (one line
        saying why) and is renamed aside, so the next autosave does not overwrite it. ``progress`` and
        ``cancelled`` (LoadCancelled) are for a window opening it off its thread."""
        return cls._from_save(read_save(path, set_aside=True), cards, players, path,
                              progress=progress, cancelled=cancelled)

    @classmethod
    def _from_save(cls, save: SaveFile, cards: CardIndex, players: PlayerFactory, path: Path | None, *,
                   progress: Progress | None = None, cancelled: Callable[[], bool] | None = None) -> GameSession:
        try:
            setup = setup_of(save)
            done = replay_game(save, cards, lambda p: setup.seats[p].name if 0 <= p < len(setup.seats) else "?",
                               progress=progress, cancelled=cancelled)
        except SaveError as exc:
            message = str(exc)
            if path is not None:
                aside = set_aside(path)
                if aside != path:
                    message += f" It was kept as {aside.name}."
            raise SaveError(message) from None
        game = done.game
        actors = save.extra.get("actors")
        if not isinstance(actors, list) or len(actors) != len(game.actions):
            actors = done.actors
        screen = save.extra.get("screen")
        session = cls(setup, game, autosave=path, players=players, actors=actors,
                      screen=screen if isinstance(screen, int) and 0 <= screen < len(setup.seats) else None)
        session.log = done.log
        return session

    # -- what the table asks -----------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.game.over

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.setup.seats

    def seat_name(self, p: int) -> str:
        return self.setup.seats[p].name if 0 <= p < len(self.setup.seats) else "?"

    def to_act(self) -> int:
        return self.game.to_act()

    def people(self) -> list[int]:
        return [k for k, s in enumerate(self.setup.seats) if s.is_person]

    def computer_to_act(self) -> bool:
        return not self.over and not self.setup.seats[self.to_act()].is_person

    def handoff_needed(self) -> bool:
        """A different person must act now than the one at the screen: cover the table first."""
        if self.over or self.computer_to_act():
            return False
        return len(self.people()) > 1 and (self.to_act() != self.screen or not self.seated)

    def take_screen(self) -> None:
        """The person who must act now sits at the screen (after the hand-off screen)."""
        if not self.computer_to_act():
            self.screen = self.to_act()
            self.seated = True

    def view(self) -> GameView:
        """The game as the person at the screen may see it (CR 7.1.3)."""
        return self.game.view(self.screen)

    def my_turn(self) -> bool:
        """The person at the screen must decide now (their turn, or a choice that is theirs)."""
        return not self.over and not self.handoff_needed() and not self.computer_to_act() \
            and self.to_act() == self.screen

    def legal_actions(self) -> list[Action]:
        """What the person at the screen may do now; nothing while it is not their decision."""
        return self.game.legal_actions() if self.my_turn() else []

    def check(self, action: Action) -> Reason | str | None:
        """Why ``action`` is not allowed now (a rules reason, or the session's own sentence); None if it is."""
        if self.over:
            return why(Why.GAME_OVER)
        if not self.my_turn():
            return f"It is {self.seat_name(self.to_act())}'s decision, not yours"
        return self.game.check(action)

    def describe(self, action: Action) -> str:
        return self.game.describe(action)

    def manual_names(self) -> set[str]:
        """Full names of the cards in this game with an ability the engine does not automate yet."""
        if self._manual is None:
            self._manual = {d.full_name for d in self.game.defs if d.manual}
        return self._manual

    def look_at_top(self) -> Card:
        """Manual tool: the person at the screen looks at the top card of their deck (logged, only they see it)."""
        from lorcana_desktop.engine import LookAtTop
        top = self.game.state.deck[self.screen][:1]
        self.apply(LookAtTop(self.screen))
        return self.game.card(top[0]).card

    # -- playing -----------------------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Play a person's action; IllegalAction (with the reason) changes nothing."""
        reason = self.check(action)
        if reason is not None:
            raise IllegalAction(reason)
        events = self._apply(action)
        self._redo.clear()
        self.computer_moves = frozenset()
        return events

    def computer_request(self) -> ComputerRequest | None:
        """The decision a computer seat must take now, or None."""
        if not self.computer_to_act():
            return None
        seat = self.to_act()
        return ComputerRequest(seat, self.game.view(seat), tuple(self.game.legal_actions()),
                               self.players[seat], self.version)

    def apply_computer(self, request: ComputerRequest, action: Action) -> list[Event]:
        """Play a computer's answer; refused if the game moved on since the request was made."""
        if request.version != self.version or not self.computer_to_act() or self.to_act() != request.seat:
            raise IllegalAction("The game changed while the computer was thinking")
        events = self._apply(action)
        self._redo.clear()
        self.computer_moves = self.computer_moves | touched(events, request.seat)
        return events

    def play_computers(self, limit: int = 100_000) -> int:
        """Let computer seats act until a person must decide or the game ends; returns how many acted."""
        n = 0
        while n < limit:
            req = self.computer_request()
            if req is None:
                break
            self.apply_computer(req, req.decide())
            n += 1
        return n

    def concede(self, seat: int) -> list[Event]:
        """A person leaves the match (CR 9.2.3); allowed at any time."""
        events = self._apply(Concede(seat), actor=seat)
        self._redo.clear()
        self.computer_moves = frozenset()
        return events

    def _apply(self, action: Action, actor: int | None = None) -> list[Event]:
        who = self.to_act() if actor is None else actor
        before = len(self.game.actions)
        resolved = resolving(self.game, action)
        events = self.game.apply(action)
        self._actors.append(who)
        lines = self._log_lines(events, before, resolved)
        self.log.extend(lines)
        if 0 <= who < len(self.setup.seats) and self.setup.seats[who].is_person:
            self.manual_due = []
            if self.seen is not None and self.seen.player == who:
                self.seen = None  # their next action puts the looked-at cards away
        self._note_seen(action, events)
        self.manual_due.extend(line for line in lines if line.template in MANUAL_DUE)
        self.version += 1
        self.save()
        return events

    def _log_lines(self, events: Sequence[Any], before: int, resolved: tuple[int, str] | None) -> list[LogLine]:
        """The log lines of one action's events (each game's session writes its own)."""
        return self._writer.lines(list(events), self.game.state.turn, before, resolved)

    def _note_seen(self, action: Action, events: Sequence[Event]) -> None:
        """Keep what a person looked at when no choice about it follows (a choice's panel shows those cards, and
        the manual "look at the top card" tool shows its card itself)."""
        if isinstance(action, LookAtTop):
            return
        seats = self.setup.seats
        looked: dict[int, list[int]] = {}
        for e in events:
            if isinstance(e, LookedAt) and 0 <= e.player < len(seats) and seats[e.player].is_person:
                looked.setdefault(e.player, []).append(e.card)
        for player, cards in looked.items():
            info = self.game.pending_info()
            if info is not None and info.decision.player == player and set(cards) <= set(info.looking):
                continue
            self.seen = SeenCards(player, tuple(dict.fromkeys(cards)))

    def seen_now(self) -> SeenCards | None:
        """The cards the person at the screen looked at and has not put away yet (nothing behind the hand-off)."""
        seen = self.seen
        if seen is None or seen.player != self.screen or self.handoff_needed():
            return None
        return seen

    def put_away_seen(self) -> None:
        """The person closes the looked-at cards."""
        self.seen = None

    # -- undo and redo -----------------------------------------------------------------------

    def undo_reason(self) -> str | None:
        """Why the person at the screen cannot undo now; None if they can."""
        return self._undo_plan()[1]

    def _chosen(self, k: int) -> bool:
        """Whether action ``k`` was chosen by its player; the undo plan passes over the others (Exo: the passes
        the session makes for a player who could only pass)."""
        return True

    def _undo_plan(self) -> tuple[int, str | None]:
        me = self.screen
        mine = [k for k, a in enumerate(self._actors) if a == me and self._chosen(k)]
        if not mine:
            return 0, "There is nothing of yours to undo"
        start = mine[-1]
        others = {self._actors[k] for k in range(start + 1, len(self._actors)) if self._chosen(k)} - {me}
        if any(self.setup.seats[o].is_person for o in others):
            return 0, "Another player has acted since: you cannot undo their move"
        steps = len(self._actors) - start
        if not self.game.can_undo(steps):
            return 0, "Cannot undo past a draw or another reveal of hidden information"
        return steps, None

    def undo(self) -> None:
        """Take back the last decision of the person at the screen (and any computer moves after it)."""
        steps, reason = self._undo_plan()
        if reason is not None:
            raise IllegalAction(reason)
        k = len(self.game.actions) - steps
        undone = _Undone([(a, w) for a, w in zip(self.game.actions[k:], self._actors[k:], strict=True)])
        self.game.undo(steps)
        del self._actors[k:]
        self.log = [line for line in self.log if line.action < k]
        self.manual_due = []
        self.seen = None
        self._redo.append(undone)
        self.computer_moves = frozenset()
        self.version += 1
        self.save()

    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo(self) -> None:
        if not self._redo:
            raise IllegalAction("There is nothing to redo")
        group = self._redo.pop()
        for action, who in group.actions:
            self._apply(action, actor=who)

    # -- saving ------------------------------------------------------------------------------

    def save_file(self) -> SaveFile:
        return SaveFile(self.setup.to_json(), self.game.to_json(),
                        {"actors": list(self._actors), "screen": self.screen})

    def save(self) -> None:
        """Autosave (after every action). A finished game removes its autosave: there is nothing to resume."""
        if self.autosave_path is None:
            return
        if self.over:
            try:
                self.autosave_path.unlink(missing_ok=True)
            except OSError:
                pass
            return
        write_save(self.autosave_path, self.save_file())

    def save_replay(self, path: Path) -> None:
        write_save(path, self.save_file(), kind="replay")

    # -- log ---------------------------------------------------------------------------------

    def _note_start(self) -> None:
        # The opening hands were drawn before the first action: say so once.
        self.log.append(first_line(self.game, self.seat_name))


class Replay:
    """A saved game played back: ``seek(n)`` shows the position after ``n`` actions, as ``seat`` saw it.

    The save is replayed once when it is opened, keeping a copy every CHECKPOINT actions, so a step
    back replays at most that many actions, however long the game.
    """

    CHECKPOINT = 200

    def __init__(self, save: SaveFile, cards: CardIndex, *, progress: Progress | None = None,
                 cancelled: Callable[[], bool] | None = None) -> None:
        try:
            self.setup = setup_of(save)
            done = replay_game(save, cards, self.seat_name, progress=progress, cancelled=cancelled,
                               checkpoint_every=self.CHECKPOINT)
        except SaveError as exc:
            raise SaveError(str(exc).replace("The saved game cannot be replayed",
                                             "The replay cannot be played back")) from None
        self._full = done.game
        self._log = done.log
        self._lines_after = done.lines_after
        self._checkpoints = done.checkpoints
        self.actions = list(self._full.actions)
        self.seat = 0
        self.game = self._checkpoints[0][1].copy()
        self.log = self._log[:self._lines_after[0]]

    @classmethod
    def load(cls, path: Path, cards: CardIndex, *, progress: Progress | None = None,
             cancelled: Callable[[], bool] | None = None) -> Replay:
        return cls(read_save(path), cards, progress=progress, cancelled=cancelled)

    @property
    def length(self) -> int:
        return len(self.actions)

    @property
    def position(self) -> int:
        return len(self.game.actions)

    def seat_name(self, p: int) -> str:
        return self.setup.seats[p].name if 0 <= p < len(self.setup.seats) else "?"

    def initial(self) -> Game:
        """A copy of the game at its start (what a replay review plays through again)."""
        return self._checkpoints[0][1].copy()

    def seek(self, n: int) -> None:
        n = max(0, min(n, self.length))
        k, game = max((c for c in self._checkpoints if c[0] <= n), key=lambda c: c[0])
        if not k <= self.position <= n:  # the game shown is not on the way: start from the copy
            self.game = game.copy()
        while self.position < n:
            self.game.apply(self.actions[self.position])
        self.log = self._log[:self._lines_after[n]]

    def step_forward(self) -> None:
        self.seek(self.position + 1)

    def step_back(self) -> None:
        self.seek(self.position - 1)

    def view(self) -> GameView:
        return self.game.view(self.seat)
