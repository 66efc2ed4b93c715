"""Random playouts with invariants (DESIGN.md §4.4): games of random legal actions, every state checked.

After each action: every card is in exactly one zone and the zone lists agree with it; a Leader stays
on its slot, one card at most in each Vice Leader slot; life rises only with a "gains life" event; no chain is
open when a phase starts; while the game is not over someone has a legal action; and, every few actions,
each listed action passes ``check()``, the state survives a JSON round trip, and ``view(p)`` names no card
hidden from p. At the end the replay from the initial
state and the actions reproduces the state, and the save loads back to the same state.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from lorcana_desktop.exo.engine import CardBook, DeckCards, ExoGame, ExoState
from lorcana_desktop.exo.engine.events import LifeChanged, PhaseStarted
from lorcana_desktop.exo.engine.setup import random_deck, ready_deck_cards, starter_book
from lorcana_desktop.exo.engine.state import (
    BANISHED,
    DECK,
    DISCARD,
    ETERE,
    EVO,
    FIELD,
    HAND,
    OCCULTO,
    REMOVED,
)
from lorcana_desktop.exo.engine.view import hidden_from
from lorcana_desktop.exo.starter import starter_set

MAX_ACTIONS = 6000  # a game still running after this many actions is stopped (not a fault)


@dataclass(slots=True)
class PlayoutResult:
    seed: int
    actions: int
    turns: int
    winner: int | None
    over: bool
    faults: list[str] = field(default_factory=list)
    seconds: float = 0.0


def zone_faults(game: ExoGame) -> list[str]:
    """Every card in exactly one place, and that place is the zone its ``zone`` says (and its owner's, or on
    the Field its controller's, side)."""
    s = game.s
    n = len(s.cid)
    places = [0] * n
    out: list[str] = []

    def mark(cards: list[int], zone: int, p: int, field: bool, what: str) -> None:
        for i in cards:
            places[i] += 1
            if s.zone[i] != zone:
                out.append(f"card {i} ({game.name(i)}) is in {what} but its zone is {s.zone[i]}")
            elif field and s.ctrl[i] != p:
                out.append(f"card {i} is on player {p}'s Field but controlled by {s.ctrl[i]}")
            elif p >= 0 and not field and (s.owner[i] != p or s.ctrl[i] != p):
                out.append(f"card {i} is in player {p}'s {what} but owned by {s.owner[i]} / controlled by {s.ctrl[i]}")

    for p in (0, 1):
        mark([s.leader[p]], FIELD, p, True, "the Leader slot")
        if s.vice[p] >= 0:
            mark([s.vice[p]], FIELD, p, True, "the Vice Leader slot")
        mark(s.field[p], FIELD, p, True, "the Field")
        mark(s.deck[p], DECK, p, False, "deck")
        mark(s.hand[p], HAND, p, False, "hand")
        mark(s.occulto[p], OCCULTO, p, False, "Occulto")
        mark(s.discard[p], DISCARD, p, False, "discard pile")
        mark(s.banished[p], BANISHED, p, False, "banished pile")
        mark(s.evo[p], EVO, p, False, "Evolution deck")
        leader = s.leader[p]
        if not game.info[s.cid[leader]].is_leader or s.cov[leader]:
            out.append(f"player {p}'s Leader slot holds something else or a covered Leader")
    mark(s.etere, ETERE, -1, False, "Etere")
    mark(s.removed, REMOVED, -1, False, "out of the game")
    for i in range(n):
        if places[i] != 1:
            out.append(f"card {i} ({game.name(i)}) is in {places[i]} places")
    return out


def view_faults(game: ExoGame, seen: list[set[str]] | None = None) -> list[str]:
    """``view(p)`` names no card hidden from p: no hidden instance keeps its card id or name, and the
    name of a hidden card shows nowhere unless p has seen a card of that name (``seen`` collects, per
    player, the names seen so far in the game: a card shown once may be named in the log later)."""
    s = game.s
    seen = seen if seen is not None else [set(), set()]
    out = []
    see(game, seen)
    for p in (0, 1):
        v = game.view(p)
        hidden = hidden_from(game, p)
        text = json.dumps(v, ensure_ascii=False)
        for known in sorted(seen[p], key=len, reverse=True):  # a seen name may hold a hidden one
            text = text.replace(known, "")
        seen_ids = {s.ids[s.cid[i]] for i in range(len(s.cid)) if i not in hidden}
        for i in hidden:
            if v["cards"][i][0] != -1 or v["card_names"][i] is not None:
                out.append(f"view({p}) shows hidden card {i}")
            name = game.name(i)
            if name not in seen[p] and name in text:
                out.append(f"view({p}) names the hidden card {name!r}")
            card_id = s.ids[s.cid[i]]
            if card_id not in seen_ids and f'"{card_id}"' in text:
                out.append(f"view({p}) gives the id of the hidden card {card_id}")
        if "rng" in v:
            out.append(f"view({p}) holds the RNG")
    return out


def see(game: ExoGame, seen: list[set[str]]) -> None:
    """Add to ``seen`` the names each player sees now (or has seen: the card's ``known`` bit)."""
    s = game.s
    for p in (0, 1):
        hidden = hidden_from(game, p)
        seen[p].update(game.name(i) for i in range(len(s.cid)) if i not in hidden or (s.known[i] >> p) & 1)


def step_faults(game: ExoGame, before_life: list[int], events: Sequence[object]) -> list[str]:
    s = game.s
    out = []
    gained = {e.player for e in events if isinstance(e, LifeChanged) and e.delta > 0}
    for p in (0, 1):
        if s.life[p] > before_life[p] and p not in gained:
            out.append(f"player {p}'s life rose from {before_life[p]} to {s.life[p]} with no effect")
    for e in events:
        if isinstance(e, PhaseStarted) and e.open_chains:
            out.append(f"{e.phase} phase started with {e.open_chains} chain(s) open")
    if not s.over and not game.legal_actions():
        out.append("no legal action while the game is not over")
    if s.over and game.legal_actions():
        out.append("legal actions after the end")
    for p in (0, 1):
        vice = s.vice[p]
        if vice >= 0 and (s.zone[vice] != FIELD or not game.is_vice_leader(vice)):
            out.append(f"player {p}'s Vice Leader slot holds a card that is not there")
    return out


def json_faults(game: ExoGame) -> list[str]:
    data = game.s.to_json()
    again = ExoState.from_json(json.loads(json.dumps(data))).to_json()
    return [] if again == data else ["the state changes through JSON"]


def play_random(game: ExoGame, seed: int, max_actions: int = MAX_ACTIONS, deep_every: int = 1) -> PlayoutResult:
    """Play random legal actions to the end, checking the invariants after each (the costly JSON and
    view checks every ``deep_every`` actions)."""
    rng = random.Random(seed)
    t0 = time.perf_counter()
    res = PlayoutResult(seed, 0, 0, None, False)
    faults = res.faults
    # Pedine and Reliquie are named by the visible card that makes them (and a Reliquia is shown).
    made = {inf.name for inf in game.info if inf.is_token or inf.is_relic}
    seen: list[set[str]] = [set(made), set(made)]
    n = 0
    while not game.over and n < max_actions:
        legal = game.legal_actions()
        if not legal:
            faults.append(f"action {n}: no legal action")
            break
        action = legal[rng.randrange(len(legal))]
        before = game.s.life[:]
        try:
            events = game.apply(action)
        except Exception as exc:  # noqa: BLE001  (an engine fault is what this looks for)
            faults.append(f"action {n} {action}: {type(exc).__name__}: {exc}")
            break
        n += 1
        faults.extend(f"action {n}: {f}" for f in step_faults(game, before, events))
        faults.extend(f"action {n}: {f}" for f in zone_faults(game))
        if n % deep_every == 0:
            faults.extend(f"action {n}: {a} is listed but check() refuses it: {game.check(a)}"
                          for a in game.legal_actions() if game.check(a) is not None)
            faults.extend(f"action {n}: {f}" for f in json_faults(game))
            faults.extend(f"action {n}: {f}" for f in view_faults(game, seen))
        else:
            see(game, seen)
        if len(faults) > 5:
            break
    if not faults:
        replayed = game.replay()
        if replayed.s.to_json() != game.s.to_json():
            faults.append("the replay does not reproduce the state")
        loaded = ExoGame.from_json(json.loads(json.dumps(game.to_json())), game.book)
        if loaded.s.to_json() != game.s.to_json():
            faults.append("the save does not load back to the same state")
    res.actions = n
    res.turns = game.s.turn
    res.winner = game.s.winner
    res.over = game.over
    res.seconds = time.perf_counter() - t0
    return res


def playout_decks(seed: int) -> tuple[DeckCards, DeckCards]:
    """The decks of playout ``seed``: the two ready decks on even seeds, random decks of the set on odd."""
    if seed % 2 == 0:
        decks = ready_deck_cards()
        return (decks["marea"], decks["brace"]) if seed % 4 == 0 else (decks["brace"], decks["marea"])
    rng = random.Random(seed)
    return random_deck(starter_set(), rng), random_deck(starter_set(), rng)


def run_playouts(games: int, seed: int = 1, book: CardBook | None = None, deep_every: int = 1,
                 max_actions: int = MAX_ACTIONS) -> Iterator[PlayoutResult]:
    """``games`` playouts from ``seed`` on (the decks of ``playout_decks``)."""
    book = book or starter_book()
    for k in range(games):
        sd = seed + k
        game = ExoGame.new(list(playout_decks(sd)), book, seed=sd)
        yield play_random(game, sd, max_actions, deep_every)
