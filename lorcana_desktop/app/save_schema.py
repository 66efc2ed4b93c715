"""What a saved game may hold: every field of a save read against a typed, bounded schema.

A save is a file a person can hand the program (or that a crash, a bad disk or another program may
have spoiled), so nothing in it is trusted: each field must have its type and lie within bounds,
nesting is bounded, the game's cards must each be in exactly one place, and its actions must be
actions. The first field that does not fit is named in one line ("game.meta.seed should be a whole
number, not "abc""), which is what the person reads; the save is then set aside, never replayed.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import fields
from typing import Any

from lorcana_desktop.engine.actions import ACTION_TYPES
from lorcana_desktop.engine.setup import VARIANTS
from lorcana_desktop.engine.state import DECK, DISCARD, HAND, INKWELL, PLAY, UNDER

# Far above any real game, far below what would hold the window for minutes: a long game with
# every manual tool is a few thousand actions; each action is replayed when the save is opened.
MAX_ACTIONS = 10_000
MAX_CARDS = 2_400  # card instances in one game: four decks of 600 cards
MAX_TEXT = 500  # characters in a name (a player's, a deck's, a card's)
MAX_DEPTH = 32  # nesting of lists and objects anywhere in the file (a real save nests about 10 deep)
MAX_COUNT = 100_000  # lore, damage, turns, amounts: beyond it a number is damage, not a game
MAX_LIST = 10_000  # items in any other list of the engine's own state
MAX_SEED = 1 << 64
PHASES = frozenset({"setup", "beginning", "main", "end", "over"})
SEAT_KINDS = frozenset({"person", "computer"})
# The computer levels and bot names a seat may name (bots.levels.make_player).
SEAT_LEVELS = frozenset({"easy", "normal", "hard", "random", "greedy", "search"})
SAVE_KINDS = frozenset({"save", "replay"})
PILES = (("deck", DECK), ("hand", HAND), ("inkwell", INKWELL), ("play", PLAY), ("discard", DISCARD))


class SaveProblem(ValueError):
    """The first field of a save that does not fit; the message names it and says why, in one line."""

    def __init__(self, where: str, problem: str) -> None:
        super().__init__(f"{where} {problem}" if where else problem)
        self.where = where
        self.problem = problem


def shown(value: Any) -> str:
    """A value as a person may read it in a message: short, and never the whole of a huge one."""
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    if isinstance(value, float) and not math.isfinite(value):
        return "an endless number"
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "a list"
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "\u2026" + text[-1]


def check_depth(data: Any, limit: int = MAX_DEPTH) -> None:
    """SaveProblem when lists and objects nest deeper than ``limit`` (walked without recursion)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > limit:
            raise SaveProblem("", f"nests lists or objects more than {limit} deep, which no saved game does")
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)


# -- plain values ----------------------------------------------------------------------------------

def obj(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise SaveProblem(where, f"should be an object, not {shown(value)}")
    return value


def lst(value: Any, where: str, most: int = MAX_LIST, *, least: int = 0) -> list[Any]:
    if not isinstance(value, list):
        raise SaveProblem(where, f"should be a list, not {shown(value)}")
    if not least <= len(value) <= most:
        raise SaveProblem(where, f"should hold {least} to {most} items, not {len(value)}")
    return value


def whole(value: Any, where: str, low: int = -MAX_COUNT, high: int = MAX_COUNT) -> int:
    if type(value) is not int:
        raise SaveProblem(where, f"should be a whole number, not {shown(value)}")
    if not low <= value <= high:
        raise SaveProblem(where, f"should be from {low} to {high}, not {shown(value)}")
    return value


def flag(value: Any, where: str) -> bool:
    """true/false, or 1/0 as the state's card rows write them."""
    if isinstance(value, bool) or (type(value) is int and value in (0, 1)):
        return bool(value)
    raise SaveProblem(where, f"should be true or false, not {shown(value)}")


def text(value: Any, where: str, most: int = MAX_TEXT) -> str:
    if not isinstance(value, str):
        raise SaveProblem(where, f"should be text, not {shown(value)}")
    if len(value) > most:
        raise SaveProblem(where, f"is {len(value):,} characters long, more than the {most} allowed")
    return value


def one_of(value: Any, where: str, allowed: frozenset[str] | Sequence[str]) -> str:
    if not isinstance(value, str) or value not in allowed:
        raise SaveProblem(where, f"should be one of {', '.join(sorted(allowed))}, not {shown(value)}")
    return value


def optional_whole(value: Any, where: str, low: int, high: int) -> int | None:
    return None if value is None else whole(value, where, low, high)


def plain(value: Any, where: str) -> None:
    """Any JSON of plain values (the engine's own bookkeeping: its decoder checks the meaning):
    finite numbers, bounded texts and lists (nesting is bounded for the whole file)."""
    stack: list[tuple[Any, str]] = [(value, where)]
    while stack:
        v, at = stack.pop()
        if isinstance(v, dict):
            if len(v) > MAX_LIST:
                raise SaveProblem(at, f"holds {len(v):,} entries, more than the {MAX_LIST:,} allowed")
            for k, item in v.items():
                stack.append((item, f"{at}.{k}" if len(k) <= 40 else f"{at}.{k[:37]}\u2026"))
        elif isinstance(v, list):
            lst(v, at)
            stack.extend((item, f"{at}[{i}]") for i, item in enumerate(v))
        elif isinstance(v, str):
            text(v, at)
        elif isinstance(v, float):
            if not math.isfinite(v):
                raise SaveProblem(at, f"should be a number, not {shown(v)}")
        elif isinstance(v, int) and not isinstance(v, bool) and abs(v) > MAX_SEED:
            raise SaveProblem(at, f"is a number too large for any game ({len(str(v))} digits)")


# -- the save --------------------------------------------------------------------------------------

def check_seat(value: Any, where: str) -> None:
    seat = obj(value, where)
    text(seat.get("name"), f"{where}.name", 100)
    one_of(seat.get("kind"), f"{where}.kind", SEAT_KINDS)
    text(seat.get("deck_name", ""), f"{where}.deck_name")
    level = seat.get("level", "normal")
    if not isinstance(level, str) or level.strip().lower() not in SEAT_LEVELS:
        raise SaveProblem(f"{where}.level", f"should be one of easy, normal, hard, not {shown(level)}")


def check_setup(value: Any, players: int, where: str = "setup") -> None:
    setup = obj(value, where)
    one_of(setup.get("variant", "standard"), f"{where}.variant", frozenset(v for v in VARIANTS))
    optional_whole(setup.get("seed"), f"{where}.seed", -MAX_SEED, MAX_SEED)
    optional_whole(setup.get("first"), f"{where}.first", 0, players - 1)
    seats = lst(setup.get("seats"), f"{where}.seats", 4, least=2)
    if len(seats) != players:
        raise SaveProblem(f"{where}.seats", f"names {len(seats)} players, but the game has {players}")
    for k, seat in enumerate(seats):
        check_seat(seat, f"{where}.seats[{k}]")


def check_meta(value: Any, where: str = "game.meta") -> dict[str, Any]:
    meta = obj(value, where)
    if "seed" in meta:
        optional_whole(meta["seed"], f"{where}.seed", -MAX_SEED, MAX_SEED)
    if "first" in meta:
        optional_whole(meta["first"], f"{where}.first", 0, 3)
    if "variant" in meta:
        one_of(meta["variant"], f"{where}.variant", frozenset(VARIANTS))
    if "engine" in meta:
        engine = meta["engine"]
        if isinstance(engine, str):
            text(engine, f"{where}.engine", 40)
        elif type(engine) is not int:
            raise SaveProblem(f"{where}.engine", f"should be a version, not {shown(engine)}")
    for key in ("players", "deck_names", "seat_names"):
        if key in meta:
            for k, item in enumerate(lst(meta[key], f"{where}.{key}", 4)):
                text(item, f"{where}.{key}[{k}]", 100)
    if "decks" in meta:
        for k, deck in enumerate(lst(meta["decks"], f"{where}.decks", 4)):
            for n, card in enumerate(lst(deck, f"{where}.decks[{k}]", MAX_CARDS)):
                text(card, f"{where}.decks[{k}][{n}]")
    rest = {k: v for k, v in meta.items() if k not in ("seed", "first", "variant", "engine", "players",
                                                       "deck_names", "seat_names", "decks")}
    plain(rest, where)
    return meta


def check_state(value: Any, where: str = "game.initial") -> int:
    """The game's starting state, field by field; the number of players."""
    state = obj(value, where)
    lore = lst(state.get("lore"), f"{where}.lore", 4, least=2)
    players = len(lore)
    for p, n in enumerate(lore):
        whole(n, f"{where}.lore[{p}]", 0, MAX_COUNT)
    for key in ("inked", "drops"):
        if key in state or key == "inked":
            for p, n in enumerate(lst(state.get(key), f"{where}.{key}", players, least=players)):
                whole(n, f"{where}.{key}[{p}]", 0, MAX_COUNT)
    for p, out in enumerate(lst(state.get("out"), f"{where}.out", players, least=players)):
        flag(out, f"{where}.out[{p}]")
    names = lst(state.get("names"), f"{where}.names", MAX_CARDS, least=1)
    for k, name in enumerate(names):
        text(name, f"{where}.names[{k}]")
    rows = lst(state.get("cards"), f"{where}.cards", MAX_CARDS)
    count = len(rows)
    zone_of: list[int] = []
    under_of: list[list[int]] = []
    for i, row in enumerate(rows):
        at = f"{where}.cards[{i}]"
        cid, owner, zone, exerted, damage, dry, location, under, facedown = _row(row, at)
        whole(cid, f"{at}[0]", 0, len(names) - 1)
        whole(owner, f"{at}[1]", 0, players - 1)
        zone_of.append(whole(zone, f"{at}[2]", 0, UNDER))
        flag(exerted, f"{at}[3]")
        whole(damage, f"{at}[4]", 0, MAX_COUNT)
        flag(dry, f"{at}[5]")
        whole(location, f"{at}[6]", -1, count - 1)
        under_of.append([whole(u, f"{at}[7][{k}]", 0, count - 1)
                         for k, u in enumerate(lst(under, f"{at}[7]", count))])
        flag(facedown, f"{at}[8]")
    _every_card_once(state, where, players, count, zone_of, under_of)
    whole(state.get("turn"), f"{where}.turn", 0, MAX_COUNT)
    whole(state.get("active"), f"{where}.active", 0, players - 1)
    whole(state.get("first"), f"{where}.first", 0, players - 1)
    one_of(state.get("phase"), f"{where}.phase", PHASES)
    optional_whole(state.get("winner"), f"{where}.winner", 0, players - 1)
    one_of(state.get("variant"), f"{where}.variant", frozenset(VARIANTS))
    whole(state.get("goal"), f"{where}.goal", 1, MAX_COUNT)
    whole(state.get("rng"), f"{where}.rng", 0, MAX_SEED - 1)
    whole(state.get("last_resolver", -1), f"{where}.last_resolver", -1, count - 1)
    whole(state.get("reveals", 0), f"{where}.reveals", 0, 1 << 40)
    for k, name in enumerate(lst(state.get("flags", []), f"{where}.flags")):
        text(name, f"{where}.flags[{k}]")
    for k, line in enumerate(lst(state.get("log", []), f"{where}.log")):
        text(line, f"{where}.log[{k}]", 2000)
    for k, card in enumerate(lst(state.get("temp_shift", []), f"{where}.temp_shift", count)):
        whole(card, f"{where}.temp_shift[{k}]", 0, count - 1)
    challenge = state.get("challenge")
    if challenge is not None:
        for k, card in enumerate(lst(challenge, f"{where}.challenge", 2, least=2)):
            whole(card, f"{where}.challenge[{k}]", 0, count - 1)
    for key in ("bag", "pending", "res", "tasks", "effects"):
        if key not in state:
            raise SaveProblem(f"{where}.{key}", "is missing")
        plain(state[key], f"{where}.{key}")
    return players


def _row(row: Any, at: str) -> list[Any]:
    return lst(row, at, 9, least=9)


def _every_card_once(state: dict[str, Any], where: str, players: int, count: int, zone_of: list[int],
                     under_of: list[list[int]]) -> None:
    """CR 7: every card is in exactly one place, the one its row names: a player's deck, hand,
    inkwell, play area or discard, or under one card in play (CR 8.4.2, 8.10)."""
    place: list[str | None] = [None] * count
    for key, zone in PILES:
        piles = lst(state.get(key), f"{where}.{key}", players, least=players)
        for p, pile in enumerate(piles):
            for k, card in enumerate(lst(pile, f"{where}.{key}[{p}]", count)):
                at = f"{where}.{key}[{p}][{k}]"
                i = whole(card, at, 0, count - 1)
                if place[i] is not None:
                    raise SaveProblem(at, f"is card {i} again, already in {place[i]}")
                if zone_of[i] != zone:
                    raise SaveProblem(at, f"is card {i}, whose own row puts it elsewhere (zone {zone_of[i]})")
                place[i] = f"{key}[{p}]"
    for i in range(count):
        if zone_of[i] != PLAY or not under_of[i]:
            continue  # only a card in play has a stack under it
        for u in under_of[i]:
            at = f"{where}.cards[{i}][7]"
            if place[u] is not None:
                raise SaveProblem(at, f"holds card {u} under it, already in {place[u]}")
            if zone_of[u] != UNDER:
                raise SaveProblem(at, f"holds card {u} under it, whose own row puts it elsewhere")
            place[u] = f"the stack under card {i}"
    for i, where_it_is in enumerate(place):
        if where_it_is is None:
            raise SaveProblem(f"{where}.cards[{i}]", "is a card in no zone")


def _field_checker(annotation: str) -> Any:
    """How a field of an action is read, from its declared type; an unknown type fails at import."""
    if annotation == "int":
        return whole
    if annotation == "bool":
        return lambda v, at: flag(v, at) if isinstance(v, bool) else _not_bool(v, at)
    if annotation == "str":
        return text
    if annotation == "tuple[int, ...]":
        return lambda v, at: [whole(x, f"{at}[{k}]") for k, x in enumerate(lst(v, at, MAX_CARDS))]
    raise TypeError(f"save_schema cannot read an action field of type {annotation}")


def declared_type(annotation: Any) -> str:
    """A field's declared type as written ("int", "tuple[int, ...]"): text under ``from __future__ import
    annotations``, but the type itself when the action's module is compiled with mypyc (engine/manual.py can be)."""
    if isinstance(annotation, str):
        return annotation
    return annotation.__name__ if isinstance(annotation, type) else str(annotation)


def _not_bool(value: Any, at: str) -> None:
    raise SaveProblem(at, f"should be true or false, not {shown(value)}")


# Per action type: its fields and how each is read (built from the engine's own definitions).
ACTION_FIELDS: dict[str, dict[str, Any]] = {
    name: {f.name: _field_checker(declared_type(f.type)) for f in fields(cls)} for name, cls in ACTION_TYPES.items()
}


def check_action(value: Any, where: str) -> None:
    action = obj(value, where)
    kind = action.get("type")
    if not isinstance(kind, str) or kind not in ACTION_FIELDS:
        raise SaveProblem(f"{where}.type", f"is not an action the program knows: {shown(kind)}")
    known = ACTION_FIELDS[kind]
    for key, item in action.items():
        if key == "type":
            continue
        check = known.get(key)
        if check is None:
            raise SaveProblem(f"{where}.{key[:40]}", f"is no part of a {kind} action")
        check(item, f"{where}.{key}")


def _at(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key


def check_game(value: Any, where: str = "game") -> int:
    """``Game.to_json()`` (``where`` "" for a bare one, as ``bots match --replays`` writes it): the
    starting state, the actions, the meta; the number of players."""
    game = obj(value, where or "the file")
    if game.get("game", "lorcana") != "lorcana":  # (a save without "game" was written before the seam: Lorcana)
        raise SaveProblem(_at(where, "game"), f"names the game {shown(game.get('game'))}, which this program cannot "
                                              "open at the table (only Lorcana)")
    players = check_state(game.get("initial"), _at(where, "initial"))
    actions = game.get("actions", [])
    if isinstance(actions, list) and len(actions) > MAX_ACTIONS:
        raise SaveProblem(_at(where, "actions"), f"holds {len(actions):,} actions, more than any game "
                                                 f"({MAX_ACTIONS:,} at most)")
    for n, action in enumerate(lst(actions, _at(where, "actions"), MAX_ACTIONS)):
        check_action(action, f"{_at(where, 'actions')}[{n}]")
    meta = check_meta(game.get("meta", {}), _at(where, "meta"))
    decks = meta.get("decks")
    if decks is not None and len(decks) not in (0, players):
        raise SaveProblem(_at(where, "meta.decks"), f"lists {len(decks)} decks, but the game has {players} players")
    return players


def check_extra(value: Any, players: int, actions: int, where: str = "extra") -> None:
    extra = obj(value, where)
    if "actors" in extra:
        for k, p in enumerate(lst(extra["actors"], f"{where}.actors", MAX_ACTIONS)):
            whole(p, f"{where}.actors[{k}]", 0, players - 1)
    if "screen" in extra:
        optional_whole(extra["screen"], f"{where}.screen", 0, players - 1)
    plain({k: v for k, v in extra.items() if k not in ("actors", "screen")}, where)
    del actions  # a list of actors of another length is rebuilt from the game, not refused


def check_file(data: dict[str, Any]) -> None:
    """A save file (``format`` lorcana-desktop-game) whose format and version were already read."""
    kind = data.get("kind", "save")
    one_of(kind, "kind", SAVE_KINDS)
    text(data.get("program", "?"), "program", 40)
    text(data.get("written", ""), "written", 40)
    players = check_game(data.get("game"))
    check_setup(data.get("setup"), players)
    check_extra(data.get("extra", {}), players, len(data["game"].get("actions", [])))


def check_exo_file(data: dict[str, Any]) -> None:
    """A save of Creatures of Exo (``format`` and version already read): the file's own fields and the set-up
    are checked here; the game itself is checked by replaying it (``ExoGame``: a damaged action is named)."""
    one_of(data.get("kind", "save"), "kind", SAVE_KINDS)
    text(data.get("program", "?"), "program", 40)
    text(data.get("written", ""), "written", 40)
    game = obj(data.get("game"), "game")
    obj(game.get("initial"), "game.initial")
    actions = lst(game.get("actions", []), "game.actions", MAX_ACTIONS)
    for n, action in enumerate(actions):
        if not isinstance(obj(action, f"game.actions[{n}]").get("type"), str):
            raise SaveProblem(f"game.actions[{n}].type", "is missing")
    meta = obj(game.get("meta", {}), "game.meta")
    if "seed" in meta:
        optional_whole(meta["seed"], "game.meta.seed", -MAX_SEED, MAX_SEED)
    setup = obj(data.get("setup"), "setup")
    optional_whole(setup.get("seed"), "setup.seed", -MAX_SEED, MAX_SEED)
    optional_whole(setup.get("first"), "setup.first", 0, 1)
    seats = lst(setup.get("seats"), "setup.seats", 2, least=2)
    for k, seat in enumerate(seats):
        check_seat(seat, f"setup.seats[{k}]")
    extra = obj(data.get("extra", {}), "extra")
    for k, p in enumerate(lst(extra.get("actors", []), "extra.actors", MAX_ACTIONS)):
        whole(p, f"extra.actors[{k}]", 0, 1)
    for k, f in enumerate(lst(extra.get("auto", []), "extra.auto", MAX_ACTIONS)):
        flag(f, f"extra.auto[{k}]")
    if "screen" in extra:
        optional_whole(extra["screen"], "extra.screen", 0, 1)
