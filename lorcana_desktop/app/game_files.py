"""Saved games and replays on disk: one JSON format, written atomically, read with clear errors.

A file holds the match set-up (seats, decks, variant) and ``Game.to_json()`` (the initial state
and every action), so a game is reproduced exactly from it (seed + actions). The autosave is
replaced after every action by writing a new file beside it and renaming it over the old one,
so a kill at any moment leaves either the old save or the new one, never half of one.

A save that cannot be read (damaged, or written by a newer version of the program) is never
overwritten: it is renamed aside (``<name>.damaged-<time>`` / ``<name>.newer-<time>``) and the
error says why in one line and where it went. Every field is read against ``save_schema`` first,
so a save that is valid JSON of the wrong shape is refused the same way, never half-loaded.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lorcana_desktop import __version__
from lorcana_desktop.app.save_schema import (
    SEAT_LEVELS,
    SaveProblem,
    check_depth,
    check_exo_file,
    check_file,
    check_game,
    shown,
)
from lorcana_desktop.files import (
    SAVE_LIMIT,
    FileTooLarge,
    UnreadableFile,
    read_bytes_limited,
    remove_leftovers,
    write_failure,
)
from lorcana_desktop.rulesets import UnknownGame, ruleset_named

FORMAT = "lorcana-desktop-game"
FORMAT_VERSION = 1


class SaveError(Exception):
    """A save or replay that cannot be written or read; the message says what and where."""


@dataclass(frozen=True, slots=True)
class SaveFile:
    """What a save holds: the set-up (``MatchSetup.to_json()``), the game, and the session's extras."""

    setup: dict[str, Any]
    game: dict[str, Any]
    extra: dict[str, Any]
    program: str = __version__


_swept: set[Path] = set()  # saves whose folder was cleared of leftovers by this process


def write_save(path: Path, save: SaveFile, kind: str = "save") -> None:
    """Write ``save`` to ``path`` atomically (a new file renamed over the old one). The first write of a
    save in a process removes the temporary files a killed program left beside it."""
    if path not in _swept:
        _swept.add(path)
        remove_leftovers(path.parent, f".{path.name}.", ".tmp")
    data = {"format": FORMAT, "version": FORMAT_VERSION, "kind": kind, "program": save.program,
            "written": time.strftime("%Y-%m-%d %H:%M:%S"), "setup": save.setup, "game": save.game,
            "extra": save.extra}
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(tmp, "w", encoding="utf-8") as fh:
            json.dump(data, fh, separators=(",", ":"))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass  # the first error is the one to report
        raise SaveError(f"Could not write {path.name}: {write_failure(exc, path.parent)}") from None


def _set_aside(path: Path, why: str) -> Path:
    aside = path.with_name(f"{path.name}.{why}-{time.strftime('%Y%m%d-%H%M%S')}")
    try:
        os.replace(path, aside)
    except OSError:
        return path  # cannot rename: it stays where it is, and is still not overwritten by a read
    return aside


def read_save(path: Path, *, set_aside: bool = False, games: tuple[str, ...] = ("lorcana",)) -> SaveFile:
    """Read a save or replay, every field checked; a damaged or newer file raises SaveError with one
    line saying why (and is renamed aside if asked). ``games``: the games the caller opens (a save of
    another game is refused by its name and left as it is)."""
    def fail(message: str, why: str) -> SaveError:
        if set_aside:
            aside = _set_aside(path, why)
            if aside != path:
                message += f" It was kept as {aside.name}."
        return SaveError(message)

    try:
        raw = read_bytes_limited(path, SAVE_LIMIT, "saved game")
    except FileTooLarge as exc:
        raise fail(str(exc), "damaged") from None
    except UnreadableFile as exc:
        raise SaveError(str(exc)) from None
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise fail(f"{path.name} is damaged and cannot be read ({exc}).", "damaged") from None
    except RecursionError:
        raise fail(f"{path.name} is damaged: it nests lists or objects deeper than any saved game.",
                   "damaged") from None
    try:
        check_depth(data)
        game_id = _game_of(path, data.get("game") if isinstance(data, dict) and "format" in data else data, games)
        if isinstance(data, dict) and "format" not in data and isinstance(data.get("initial"), dict) \
                and isinstance(data.get("actions"), list):
            check_game(data, "")
            return bare_game(data)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise fail(f"{path.name} is not a Lorcana Desktop saved game.", "damaged")
        version = data.get("version")
        if type(version) is int and version > FORMAT_VERSION:
            raise fail(f"{path.name} was written by a newer version of Lorcana Desktop "
                       f"({shown(data.get('program', '?'))}); this is {__version__}.", "newer")
        if type(version) is not int or version < 1:
            raise fail(f"{path.name} is damaged: its format version is {shown(version)}, not a version of "
                       f"this program's saved games (1 to {FORMAT_VERSION}).", "damaged")
        if game_id == "exo":
            check_exo_file(data)
        else:
            check_file(data)
    except SaveProblem as exc:
        raise fail(f"{path.name} is damaged: {exc}.", "damaged") from None
    return SaveFile(data["setup"], data["game"], data.get("extra", {}), str(data.get("program", "?")))


def _game_of(path: Path, game: Any, games: tuple[str, ...]) -> str:
    """The game a save names (``"game"``; none: Lorcana, written before there were two). One the caller does not
    open is refused by its name and left as it is (it is not damaged)."""
    if not isinstance(game, dict):
        return "lorcana"
    named = game.get("game", "lorcana")
    try:
        ruleset = ruleset_named(named)
    except UnknownGame:
        raise SaveProblem("game.game", f"names the game {shown(named)}, which this program does not know")\
            from None
    if ruleset.id in games:
        return ruleset.id
    wanted = " or ".join(ruleset_named(g).title for g in games)
    raise SaveError(f"{path.name} is a saved game of {ruleset.title}, not of {wanted}.")


def save_game_id(path: Path) -> str:
    """Which game a save or replay file holds ("lorcana", "exo"); SaveError when it cannot be read at all."""
    try:
        data = json.loads(read_bytes_limited(path, SAVE_LIMIT, "saved game").decode("utf-8-sig"))
    except (FileTooLarge, UnreadableFile, UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise SaveError(f"{path.name} cannot be read ({exc}).") from None
    game = data.get("game") if isinstance(data, dict) and "format" in data else data
    named = game.get("game", "lorcana") if isinstance(game, dict) else "lorcana"
    return named if isinstance(named, str) else "lorcana"


def bare_game(game: dict[str, Any]) -> SaveFile:
    """A bare ``Game.to_json()`` (as ``bots match --replays`` and the deck lab write), already checked: seats
    named from its meta (``seat_names`` as they are, else each computer's level and its seat's number)."""
    meta: dict[str, Any] = game.get("meta", {})
    players = len(game["initial"]["lore"])
    bots = list(meta.get("players") or [])
    decks = list(meta.get("deck_names") or [])
    names = list(meta.get("seat_names") or [])
    seats = []
    for k in range(players):
        if k < len(names) and names[k].strip():
            who = names[k]
        else:
            who = f"{bots[k]} ({k + 1})" if k < len(bots) else f"Player {k + 1}"
        level = bots[k] if k < len(bots) and bots[k].strip().lower() in SEAT_LEVELS else "random"
        seats.append({"name": who, "kind": "computer", "deck_name": decks[k] if k < len(decks) else "",
                      "level": level})
    setup = {"variant": game["initial"].get("variant", "standard"), "seed": meta.get("seed"), "first": None,
             "seats": seats}
    return SaveFile(setup, game, {}, "?")


def set_aside(path: Path, why: str = "damaged") -> Path:
    """Rename a save that could be read but not replayed, so the next autosave cannot overwrite it."""
    return _set_aside(path, why)
