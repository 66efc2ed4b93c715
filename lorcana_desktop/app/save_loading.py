"""Opening a saved game for the window: the match to resume or the replay to watch, read, checked and
replayed off the window's thread, with how far it got, and a way to stop it.

The widget starts ``run()`` in a worker thread, shows ``progress`` as it comes, may call ``cancel()``,
and when ``run()`` returns shows ``outcome`` (a GameSession or a Replay) or says ``problem`` (the
one-line reason a save cannot be opened; an autosave is then kept aside under another name).
"""

from __future__ import annotations

from pathlib import Path

from lorcana_desktop.app.game_files import SaveError
from lorcana_desktop.app.game_session import GameSession, PlayerFactory, Replay, random_players
from lorcana_desktop.app.save_replay import LoadCancelled, Progress
from lorcana_desktop.cards import CardIndex


class SaveLoading:
    """One save being opened: ``run()`` in any thread, ``cancel()`` from another."""

    def __init__(self, path: Path, cards: CardIndex, *, as_replay: bool = False,
                 players: PlayerFactory = random_players) -> None:
        self.path = path
        self.cards = cards
        self.as_replay = as_replay
        self.players = players
        self.outcome: GameSession | Replay | None = None
        self.problem = ""  # why it cannot be opened, in one line ("" when it opened or was cancelled)
        self.cancelled = False
        self.done = 0  # actions replayed so far
        self.total = 0  # actions in the save (0 until it was read)

    def cancel(self) -> None:
        """Stop at the next step; nothing is changed (the save stays where it is)."""
        self.cancelled = True

    def run(self, progress: Progress | None = None) -> None:
        def report(done: int, total: int) -> None:
            self.done, self.total = done, total
            if progress is not None:
                progress(done, total)

        def stop() -> bool:
            return self.cancelled

        try:
            if self.as_replay:
                self.outcome = Replay.load(self.path, self.cards, progress=report, cancelled=stop)
            else:
                self.outcome = GameSession.resume(self.path, self.cards, players=self.players, progress=report,
                                                  cancelled=stop)
        except SaveError as exc:
            self.problem = str(exc)
        except LoadCancelled:
            self.cancelled = True
