"""Computer players for Creatures of Exo, behind the bots' one protocol (``Player.choose(view, legal)``).

- ``random``: the shared ``RandomPlayer`` (a seeded uniform pick; it works on any game's legal actions).
- ``greedy``: one step of look-ahead. From what its seat sees (``ExoGame.view``) it fills the hidden cards
  with a guess that agrees with the deck lists it knows (a *determinization*), tries each legal action on
  a copy, lets the chain it started resolve (the opponent passing, its own choices taken the same way
  one level deeper), and keeps the action whose position ``evaluate`` likes best. A pass or a change of
  phase is "do nothing more": an action must beat it.

``evaluate`` scores a position for one seat, in strength-like points: life (the goal: 300 a point), the
Field (each card 100 plus half its strength, a covered one less, the Vice Leader's shield 150), cards in
hand (60) and in Occulto (50: they come back at the Recovery phase), and a deck about to run out.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from lorcana_desktop.bots.base import RandomPlayer
from lorcana_desktop.exo.engine import (
    Action,
    CardBook,
    DeckCards,
    ExoGame,
    ExoState,
    IllegalAction,
    NextPhase,
    Pass,
    starter_game,
)
from lorcana_desktop.exo.engine.state import DECK, EVO, HAND, OCCULTO

WIN = 10_000.0
LIFE = 300.0
BODY = 100.0
STRENGTH = 0.5
COVERED = 0.6  # a covered card is worth this share (it turns face up at the next Recovery phase)
SHIELD = 150.0
HAND_CARD = 60.0
OCCULTO_CARD = 50.0
EVOLUTION = 20.0
DECK_LOW = 5  # fewer cards than this in the deck: each missing one costs like a life soon
MAX_TRIED = 24  # more options than this (a big payment choice) are sampled down
SETTLE_STEPS = 80


def evaluate(game: ExoGame, me: int) -> float:
    """How good the position is for seat ``me``: its side's score minus the opponent's; ±WIN at the end."""
    s = game.s
    if s.over:
        if s.winner is None:
            return 0.0
        return WIN if s.winner == me else -WIN
    return _side(game, me) - _side(game, 1 - me)


def _side(game: ExoGame, p: int) -> float:
    s = game.s
    v = LIFE * s.life[p]
    info = game.info
    for i in s.on_field(p):
        inf = info[s.cid[i]]
        if inf.is_leader:
            continue
        if s.cov[i]:
            v += COVERED * (BODY + STRENGTH * (inf.strength or 0))
        else:
            v += BODY + STRENGTH * game.strength(i)
            if s.vice[p] == i:
                v += SHIELD
    for i in s.etere:
        if s.ctrl[i] == p and not info[s.cid[i]].is_tactic:
            v += 0.8 * (BODY + STRENGTH * (info[s.cid[i]].strength or 0))
    v += HAND_CARD * len(s.hand[p]) + OCCULTO_CARD * len(s.occulto[p]) + EVOLUTION * len(s.evo[p])
    short = DECK_LOW - len(s.deck[p])
    if short > 0:
        v -= LIFE * 0.5 * short
    return v


# -- what a seat may guess ----------------------------------------------------------------------------


def _counts(deck: DeckCards) -> Counter[str]:
    return Counter([deck.leader, *deck.main, *deck.evolutions])


def sample_game(view: Mapping[str, Any], book: CardBook, rng: random.Random,
                decks: Mapping[int, DeckCards] | None = None) -> ExoGame:
    """A whole game that agrees with ``view``: each hidden card gets a card id from what is left of its
    owner's known deck list (or, unknown, a card of the book that could be there); decks are shuffled."""
    decks = decks or {}
    if len(view["ids"]) != len(book.ids):
        raise ValueError("the view's card table is not this book's")
    ids = list(book.ids)
    index = {x: k for k, x in enumerate(ids)}
    cards = [list(c) for c in view["cards"]]
    left: dict[int, Counter[str]] = {}
    for p, deck in decks.items():
        counts = _counts(deck)
        for c in cards:
            if c[1] == p and c[0] >= 0:
                counts[ids[c[0]]] -= 1
        left[p] = counts
    evo_ids = [x for x in ids if book.info[index[x]].is_evo]
    main_ids = [x for x in ids if not (book.info[index[x]].is_evo or book.info[index[x]].is_leader
                                        or book.info[index[x]].card.generated)]
    for c in cards:
        if c[0] != -1:
            continue
        owner, zone = c[1], c[3]
        rest = left.get(owner)
        pool = []
        if rest is not None:
            pool = [x for x, n in rest.items() if n > 0 and book.info[index[x]].is_evo == (zone == EVO)
                    and not book.info[index[x]].is_leader]
        if pool:
            pick = rng.choice(sorted(pool))
            assert rest is not None
            rest[pick] -= 1
        else:
            pick = rng.choice(evo_ids if zone == EVO and evo_ids else main_ids)
        c[0] = index[pick]
    data = dict(view)
    data["ids"] = ids
    data["cards"] = cards
    n = len(cards)
    piles = {"deck": DECK, "hand": HAND, "occulto": OCCULTO, "evo": EVO}
    for key, zone in piles.items():
        lists = []
        for p in (0, 1):
            got = [i for i in range(n) if cards[i][3] == zone and cards[i][1] == p]
            if key == "deck":
                rng.shuffle(got)
            elif key in ("hand", "occulto", "evo"):
                shown = [i for i in view[key][p] if i >= 0]
                got = shown + [i for i in got if i not in shown]
            lists.append(got)
        data[key] = lists
    for key in ("discard", "banished", "field"):
        data[key] = [list(z) for z in view[key]]
    data["etere"] = list(view["etere"])
    data["rng"] = rng.getrandbits(63)
    data["log"] = []
    return ExoGame(ExoState.from_json(data), book)


# -- the greedy player --------------------------------------------------------------------------------


def _quiet(game: ExoGame) -> bool:
    s = game.s
    return s.over or (s.pending is None and not s.frames and not s.work)


def settle(game: ExoGame, me: int, depth: int) -> None:
    """Play on until no chain is open and nothing is asked: priority is passed, the opponent's choices are
    its first legal answer, and ``me``'s choices the greedy pick one level deeper (the first at depth 2)."""
    for _ in range(SETTLE_STEPS):
        if _quiet(game):
            return
        legal = game.legal_actions()
        if not legal:
            return
        if Pass() in legal:
            pick: Action = Pass()
        elif game.to_act() == me and depth < 2 and len(legal) > 1:
            pick = best_action(game, legal, me, depth + 1, random.Random(len(game.actions)))[1]
        else:
            pick = legal[0]
        game.apply(pick)


def best_action(game: ExoGame, legal: Sequence[Action], me: int, depth: int,
                rng: random.Random) -> tuple[float, Action]:
    """(value, action) of the best of ``legal`` after each is tried on a copy and settled."""
    options = list(legal)
    if NextPhase() in options and NextPhase(skip_battle=True) in options:
        options.remove(NextPhase(skip_battle=True))  # entering the Battle phase costs nothing
    if len(options) > MAX_TRIED:
        keep = [a for a in options if isinstance(a, (Pass, NextPhase))]
        rest = [a for a in options if a not in keep]
        options = keep + rng.sample(rest, MAX_TRIED - len(keep))
    best: tuple[float, int, Action] | None = None
    for k, a in enumerate(options):
        g = game.copy()
        try:
            g.apply(a)
            settle(g, me, depth)
        except IllegalAction:
            continue
        v = evaluate(g, me)
        if isinstance(a, (Pass, NextPhase)):
            v += 1e-6  # doing nothing more wins a tie
        if best is None or v > best[0]:
            best = (v, k, a)
    if best is None:
        return 0.0, legal[0]
    return best[0], best[2]


class ExoGreedyPlayer:
    """One step of look-ahead over a guessed game, with ``evaluate``."""

    name = "greedy"

    def __init__(self, seat: int, book: CardBook, seed: int = 0, deck: DeckCards | None = None,
                 known_decks: Mapping[int, DeckCards] | None = None) -> None:
        self.seat = seat
        self.book = book
        self.seed = seed
        self.decks: dict[int, DeckCards] = dict(known_decks or {})
        if deck is not None:
            self.decks[seat] = deck
        self._calls = 0

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        self._calls += 1
        rng = random.Random((self.seed & 0xFFFFFFFF) * 1_000_003 + self._calls)
        game = sample_game(view, self.book, rng, self.decks)
        mine = [a for a in legal if game.check(a) is None]  # the guess agrees with the view: all of them
        return best_action(game, mine or list(legal), self.seat, 0, rng)[1]


class ExoRandomPlayer(RandomPlayer):
    """The shared random player (a seeded uniform pick), typed for Exo's actions."""

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:  # type: ignore[override]
        if not legal:
            raise ValueError("no legal action to choose from")
        return legal[self._rng.randrange(len(legal))]


def make_exo_player(name: str, seat: int, book: CardBook, seed: int = 0, deck: DeckCards | None = None,
                    known_decks: Mapping[int, DeckCards] | None = None) -> ExoRandomPlayer | ExoGreedyPlayer:
    """An Exo computer player by name: "random" or "greedy"."""
    key = name.strip().lower()
    if key == "random":
        return ExoRandomPlayer(seed)
    if key in ("greedy", "normal"):
        return ExoGreedyPlayer(seat, book, seed, deck, known_decks)
    raise ValueError(f"unknown Exo bot {name!r}; use random or greedy")


# -- bot against bot ----------------------------------------------------------------------------------

MAX_DECISIONS = 5000


def play_exo_game(bots: Sequence[str], seed: int, first: int | None = None) -> ExoGame:
    """One game of the ready decks («marea» for seat 0, «brace» for seat 1) between two bots by name;
    each bot knows both deck lists. Stopped unfinished after MAX_DECISIONS."""
    from lorcana_desktop.exo.engine import ready_deck_cards, starter_book

    game = starter_game(seed=seed, first=first)
    decks = ready_deck_cards()
    lists = {0: decks["marea"], 1: decks["brace"]}
    players = [make_exo_player(b, seat, starter_book(), seed * 7 + seat, lists[seat], lists)
               for seat, b in enumerate(bots)]
    for _ in range(MAX_DECISIONS):
        if game.over:
            break
        seat = game.to_act()
        legal = game.legal_actions()
        game.apply(players[seat].choose(game.view(seat), legal))
    return game


__all__ = ["ExoGreedyPlayer", "ExoRandomPlayer", "evaluate", "make_exo_player", "play_exo_game", "sample_game"]
