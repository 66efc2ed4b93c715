"""A checked save replayed once, from its starting state through every action, with progress.

Opening a save replays its actions (a game is its seed and its actions); this does it in one pass
that also writes the log, says who took each action, and (for a replay to watch) keeps copies along
the way so stepping back never replays from the start. ``progress`` and ``cancelled`` let a window
run it off its thread, show how far it got and stop it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from lorcana_desktop.app.game_files import SaveError, SaveFile
from lorcana_desktop.app.game_log import LogLine, LogWriter, first_line, resolving
from lorcana_desktop.cards import CardIndex, UnknownCard
from lorcana_desktop.engine import Concede, Game, IllegalAction
from lorcana_desktop.engine.actions import action_from_json
from lorcana_desktop.engine.game import ENGINE_VERSION
from lorcana_desktop.engine.state import GameState
from lorcana_desktop.rulesets.card_scripts import card_scripts

Progress = Callable[[int, int], None]  # (actions replayed, actions in the save)
# What a save that passed the schema can still raise while the engine decodes or replays it: its
# bookkeeping (pending choice, effects, tasks) read in a way the rules cannot follow.
DAMAGE = (ValueError, KeyError, TypeError, IndexError, AttributeError, LookupError, ArithmeticError)


class LoadCancelled(Exception):
    """The person stopped the opening of a save; nothing was changed."""


@dataclass(slots=True)
class ReplayedGame:
    game: Game  # after every action
    log: list[LogLine]
    lines_after: list[int]  # lines_after[n]: lines of the log once n actions were taken
    actors: list[int]  # who took each action
    checkpoints: list[tuple[int, Game]] = field(default_factory=list)  # (actions taken, a copy then)


def _meaning(exc: BaseException) -> str:
    if isinstance(exc, UnknownCard):
        return f"it names a card the catalog does not have ({exc.args[0] if exc.args else '?'})"
    text = str(exc.args[0]) if isinstance(exc, KeyError) and exc.args else str(exc)
    return text[:200] or type(exc).__name__


def replay_game(save: SaveFile, cards: CardIndex, seat_name: Callable[[int], str], *,
                progress: Progress | None = None, cancelled: Callable[[], bool] | None = None,
                checkpoint_every: int = 0) -> ReplayedGame:
    """Replay ``save`` (already checked by ``save_schema``); SaveError says why it cannot be replayed."""
    data: dict[str, Any] = save.game
    if cancelled is not None and cancelled():
        raise LoadCancelled()
    try:
        game = Game(GameState.from_json(data["initial"]), cards, scripts=card_scripts())
        actions = [action_from_json(a) for a in data.get("actions", [])]
    except DAMAGE as exc:
        raise SaveError(f"The saved game cannot be replayed: its starting position is damaged: "
                        f"{_meaning(exc)}.") from None
    game.record_meta = dict(data.get("meta", {}))
    writer = LogWriter(game, seat_name)
    log = [first_line(game, seat_name)]
    lines_after = [len(log)]
    actors: list[int] = []
    checkpoints: list[tuple[int, Game]] = [(0, game.copy())] if checkpoint_every else []
    total = len(actions)
    step = max(1, total // 100)
    for n, action in enumerate(actions):
        if n % step == 0:
            if cancelled is not None and cancelled():
                raise LoadCancelled()
            if progress is not None:
                progress(n, total)
        actors.append(action.player if isinstance(action, Concede) else game.to_act())
        resolved = resolving(game, action)
        try:
            events = game.apply(action)
        except IllegalAction as exc:
            made = game.record_meta.get("engine")
            note = f" (saved by engine {made}, this is {ENGINE_VERSION})" if made != ENGINE_VERSION else ""
            raise SaveError(f"The saved game cannot be replayed: action {n} is illegal: {exc.reason}{note}.") from None
        except DAMAGE as exc:
            raise SaveError(f"The saved game cannot be replayed: action {n} fails: {_meaning(exc)}.") from None
        log.extend(writer.lines(events, game.state.turn, n, resolved))
        lines_after.append(len(log))
        if checkpoint_every and (n + 1) % checkpoint_every == 0:
            checkpoints.append((n + 1, game.copy()))
    if progress is not None:
        progress(total, total)
    return ReplayedGame(game, log, lines_after, actors, checkpoints)
