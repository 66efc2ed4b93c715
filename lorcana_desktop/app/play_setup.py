"""The Play screen's memory: the last match set-up (the game, players, decks, variant; Creatures of Exo's two seats
and their decks beside Lorcana's), and where the autosave lives."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from lorcana_desktop.app.paths import data_dir
from lorcana_desktop.rulesets import LORCANA, RULESETS

MAX_SETTINGS_BYTES = 64 * 1024


@dataclass(frozen=True, slots=True)
class SeatChoice:
    name: str
    kind: str = "person"  # "person" or "computer"
    level: str = "normal"
    deck: str = ""
    deck_path: str = ""  # an Exo deck list opened from a file outside the program's folders: read from there again


GAMES = tuple(RULESETS)  # the Play tab's games: every registered Ruleset, by its id


def _default_exo_seats() -> tuple[SeatChoice, ...]:
    return (SeatChoice("Player 1"), SeatChoice("Computer", "computer"))


@dataclass(frozen=True, slots=True)
class LastMatch:
    """What the person chose last time; ``seats`` always has four rows, ``players`` says how many play;
    ``game`` the game chosen, and ``exo_seats`` (two rows) the seats of a Creatures of Exo match."""

    players: int = 2
    seats: tuple[SeatChoice, ...] = field(default_factory=lambda: (
        SeatChoice("Player 1"), SeatChoice("Computer", "computer"), SeatChoice("Player 3", "computer"),
        SeatChoice("Player 4", "computer")))
    variant: str = "standard"
    seed: str = ""
    auto_single: bool = True  # answer a choice that has only one answer without asking
    game: str = LORCANA.id
    exo_seats: tuple[SeatChoice, ...] = field(default_factory=_default_exo_seats)


def autosave_path(game: str = LORCANA.id) -> Path:
    """Where the match of ``game`` (a Ruleset id) to resume is autosaved: one file per game."""
    return data_dir() / f"autosave.{game}-game"


def _path() -> Path:
    return data_dir() / "last-match.json"


def load_last_match() -> LastMatch:
    """The last set-up; a missing or unreadable file gives the defaults (it only remembers choices)."""
    path = _path()
    try:
        if path.stat().st_size > MAX_SETTINGS_BYTES:
            return LastMatch()
        data = json.loads(path.read_text(encoding="utf-8"))
        seats = tuple(_seat(s) for s in data["seats"][:4])
        default = LastMatch()
        seats = seats + default.seats[len(seats):]
        players = int(data.get("players", 2))
        game = data.get("game", LORCANA.id)
        exo_seats = _exo_seats(data.get("exo_seats"))
        return LastMatch(min(max(players, 2), 4), seats, str(data.get("variant", "standard")),
                         str(data.get("seed", ""))[:20], bool(data.get("auto_single", True)),
                         game if game in GAMES else LORCANA.id, exo_seats)
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return LastMatch()


def _exo_seats(data: object) -> tuple[SeatChoice, ...]:
    """The two Exo seats; a damaged entry gives both defaults, and keeps Lorcana's seats (read apart)."""
    default = _default_exo_seats()
    try:
        seats = tuple(_seat(s) for s in data[:2]) if isinstance(data, list) else ()  # type: ignore[arg-type]
    except (KeyError, TypeError, AttributeError):
        return default
    return seats + default[len(seats):]


def _seat(s: dict[str, object]) -> SeatChoice:
    return SeatChoice(str(s["name"])[:40], str(s.get("kind", "person")), str(s.get("level", "normal")),
                      str(s.get("deck", "")), str(s.get("deck_path", ""))[:4096])


def save_last_match(last: LastMatch) -> None:
    try:
        _path().write_text(json.dumps({**asdict(last), "seats": [asdict(s) for s in last.seats],
                                       "exo_seats": [asdict(s) for s in last.exo_seats]}), encoding="utf-8")
    except OSError:
        pass  # remembering the set-up is a comfort; failing to must not stop a match
