"""What a seat knows and guesses: deck lists, cards seen so far, and games sampled from a view.

A bot is told only ``Game.view(seat)``. To look ahead it needs a whole ``Game``, so it fills the
hidden cards (decks, other hands, every inkwell, face-down Boost cards) with a guess that agrees
with everything it has seen: a *determinization*. With a known deck list the guess is the list
minus the cards already seen; without one it is the cards seen from that player plus cards of
the catalog in the inks that player has shown.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import cache

from lorcana_desktop.cards import CardIndex, CardType, Ink
from lorcana_desktop.engine import DECK, HAND, INKWELL, Game, GameState
from lorcana_desktop.engine.abilities import ScriptProvider
from lorcana_desktop.engine.defs import CardDef, build_def
from lorcana_desktop.engine.setup import INK_CARD, INK_CARD_NAME, VARIANTS
from lorcana_desktop.engine.view import GameView, guessed_state, hidden_from

# Playable card types a guessed unknown card may have (the catalog also holds oddities).
_GUESS_TYPES = (CardType.CHARACTER, CardType.ACTION, CardType.ITEM, CardType.LOCATION)


@cache
def _program_scripts() -> ScriptProvider:
    """The program's card scripts, one provider for every bot of the process: it compiles each card once. (A
    bot that does not know a deck guesses from the whole catalog and meets hundreds of cards in a game;
    compiling one takes a few milliseconds: a provider per bot made a decision of the Normal bot four times
    slower.)"""
    from lorcana_desktop.scripts import default_provider  # (the bots' layer sits above the scripts)

    return default_provider()


class CardTable:
    """Card names and their engine definitions, indexed by a small int (the state's ``cid``).

    One table serves every game a bot samples, so a card's definition is built once. ``scripts`` gives the
    cards' abilities, as the real game has them (default: the program's card scripts, those of every game the
    table and the lab build): a guess built with keywords alone refused what the abilities allow (a cost paid
    less, a card played from the discard) and let the bot look ahead in a game without them.
    """

    def __init__(self, cards: CardIndex, scripts: ScriptProvider | None = None) -> None:
        self.cards = cards
        if scripts is None:
            scripts = _program_scripts()
        self.scripts = scripts
        self.names: list[str] = []
        self.defs: list[CardDef] = []
        self._index: dict[str, int] = {}
        self._full: dict[str, str] = {}

    def cid(self, name: str) -> int:
        k = self._index.get(name)
        if k is None:
            k = len(self.names)
            if name == INK_CARD_NAME:
                self.defs.append(build_def(k, INK_CARD))
            else:
                card = self.cards.by_name(name)
                # (as ``Game`` builds a card's definition: its script, and when its manual abilities are announced)
                moments_for = getattr(self.scripts, "moments_for", None)
                self.defs.append(build_def(k, card, self.scripts.script_for(card),
                                           () if moments_for is None else moments_for(card)))
            self.names.append(name)
            self._index[name] = k
        return k

    def full_name(self, name: str) -> str:
        """The catalog's full name for a deck-list line's name (tolerant spelling; each name looked up once)."""
        found = self._full.get(name)
        if found is None:
            found = self._full[name] = INK_CARD_NAME if name == INK_CARD_NAME else self.cards.by_name(name).full_name
        return found


class Knowledge:
    """Everything one seat may use about hidden cards, and a sampler of games consistent with it.

    ``deck`` is the seat's own deck list; ``known_decks`` maps other seats to their deck lists
    when the match makes them public (at the table a person's deck is unknown: leave it out). ``scripts``: the
    cards' abilities in the games sampled (``CardTable``).
    """

    def __init__(self, seat: int, cards: CardIndex, deck: Sequence[str] | None = None,
                 known_decks: Mapping[int, Sequence[str]] | None = None,
                 scripts: ScriptProvider | None = None) -> None:
        self.seat = seat
        self.table = CardTable(cards, scripts)
        self.decks: dict[int, Counter[str]] = {}
        if deck is not None:
            self.decks[seat] = Counter(map(self.table.full_name, deck))
        for q, lst in (known_decks or {}).items():
            if q != seat:
                self.decks[q] = Counter(map(self.table.full_name, lst))
        # Most copies of each name seen at once per player: a lower bound on their deck.
        self.seen: dict[int, Counter[str]] = {}
        self._fillers: dict[frozenset[Ink], list[str]] = {}

    # -- learning from views ---------------------------------------------------------------------

    def observe(self, view: GameView) -> None:
        """Remember the visible cards of each player (their deck lists hold at least that many)."""
        now: dict[int, Counter[str]] = {}
        for c in view.cards:
            name = c.name
            if name is not None and name != INK_CARD_NAME:
                now.setdefault(c.owner, Counter())[name] += 1
        for q, counts in now.items():
            seen = self.seen.setdefault(q, Counter())
            for name, n in counts.items():
                seen[name] = max(seen[name], n)

    # -- sampling ----------------------------------------------------------------------------------

    def sampler(self, view: GameView) -> Sampler:
        """A sampler of games for this view (call ``observe`` first so unknown decks use what was seen)."""
        return Sampler(self, view)

    def _filler(self, q: int) -> list[str]:
        """Catalog cards a player with an unknown deck may hold: those of the inks they have shown."""
        inks: set[Ink] = set()
        for name in self.seen.get(q, ()):
            card = self.table.cards.get(name)
            if card is not None:
                inks.update(card.inks)
        key = frozenset(inks)
        pool = self._fillers.get(key)
        if pool is None:
            names = set()
            for c in self.table.cards:
                if c.type not in _GUESS_TYPES or not c.inks or c.language != "en" or c.cost > 8:
                    continue
                if key and not set(c.inks) <= key:
                    continue
                names.add(c.full_name)
            pool = self._fillers[key] = sorted(names)
        return pool

    def guess_hidden(self, q: int, visible: Counter[str], count: int, start_ink: int,
                     rng: random.Random) -> list[str]:
        """``count`` names for player ``q``'s hidden cards, given the names of their visible cards."""
        deck = self.decks.get(q)
        pool: list[str] = []
        if deck is not None:
            rest = deck - visible
            pool = list(rest.elements())
        else:
            seen = self.seen.get(q, Counter())
            # Cards seen but not visible now (played, then shuffled back or inked) may be there again.
            for name in sorted(seen):
                extra = 4 - visible[name]
                if extra > 0:
                    pool.extend([name] * min(extra, 2))
        pool.extend([INK_CARD_NAME] * start_ink)
        rng.shuffle(pool)
        if len(pool) > count:
            # Keep the starting ink cards: they never leave the inkwell.
            inks = [n for n in pool if n == INK_CARD_NAME]
            others = [n for n in pool if n != INK_CARD_NAME]
            pool = (inks + others)[:count]
        elif len(pool) < count:
            filler = self._filler(q)
            pool.extend(filler[rng.randrange(len(filler))] for _ in range(count - len(pool)))
        return pool


class Sampler:
    """Games sampled from one view: the visible cards as they are, the hidden ones guessed."""

    def __init__(self, knowledge: Knowledge, view: GameView) -> None:
        self.k = knowledge
        self.view = view
        table = knowledge.table
        cards = view.cards
        self.players = len(view.players)
        self.visible_cid: list[int] = [-1 if c.name is None else table.cid(c.name) for c in cards]
        self.hidden: dict[int, list[int]] = {q: [] for q in range(self.players)}
        self.visible: dict[int, Counter[str]] = {q: Counter() for q in range(self.players)}
        for c in cards:
            if c.name is None:
                self.hidden[c.owner].append(c.id)
            else:
                self.visible[c.owner][c.name] += 1
        self.start_ink = VARIANTS.get(view.variant, VARIANTS["standard"])[2]
        self.decks = [[c.id for c in cards if c.zone == DECK and c.owner == q] for q in range(self.players)]
        # (another player's hand in id order: its order is hidden, and ids follow the shuffled deck)
        self.hands = [[c.id for c in view.players[q].hand] if q == knowledge.seat
                      else [c.id for c in cards if c.zone == HAND and c.owner == q]
                      for q in range(self.players)]

    def state(self, rng: random.Random) -> GameState:
        """One consistent guess of the full state (decks in a random order, a fresh shuffle seed)."""
        view = self.view
        table = self.k.table
        cards = view.cards
        cids = self.visible_cid[:]
        for q in range(self.players):
            hidden = self.hidden[q]
            if not hidden:
                continue
            guess = self.k.guess_hidden(q, self.visible[q], len(hidden), self.start_ink, rng)
            # Inkwell cards went in through the inkwell symbol (CR 4.2.1): give them inkable names.
            ink_slots = [i for i in hidden if cards[i].zone == INKWELL]
            others = [i for i in hidden if cards[i].zone != INKWELL]
            guess.sort(key=lambda n: 0 if n == INK_CARD_NAME else 1 if table.defs[table.cid(n)].inkable else 2)
            for i, name in zip(ink_slots, guess, strict=False):
                cids[i] = table.cid(name)
            rest = guess[len(ink_slots):]
            rng.shuffle(rest)
            for i, name in zip(others, rest, strict=False):
                cids[i] = table.cid(name)
        decks = []
        for q in range(self.players):
            d = self.decks[q][:]
            rng.shuffle(d)
            # Cards this seat looks at on top of its deck (to order them) are known and stay on top.
            d.sort(key=lambda i: 0 if self.visible_cid[i] >= 0 else 1)
            decks.append(d)
        return guessed_state(view, table.names, cids, decks, self.hands, rng.getrandbits(64))

    def game(self, rng: random.Random) -> Game:
        """A whole game at this view's moment, hidden cards guessed, ready for ``legal_actions``/``apply``."""
        return Game(self.state(rng), self.k.table.cards, defs=self.k.table.defs)


def shuffle(rng: random.Random, cards: list[int]) -> None:
    """``rng.shuffle(cards)``, the same order from the same random state (CPython's Fisher-Yates over
    ``getrandbits``, checked against ``random.shuffle`` by tests/bots/test_knowledge_shuffle.py), without a
    method call per card: the deck lab shuffles every hidden card at every decision."""
    getrandbits = rng.getrandbits
    size = len(cards)
    bits = _BITS if size < len(_BITS) else [n.bit_length() for n in range(size + 1)]
    for i in range(size - 1, 0, -1):
        n = i + 1
        k = bits[n]
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


_BITS = [n.bit_length() for n in range(257)]  # n.bit_length() looked up, not called, for the decks' sizes


_INK_RANKS: dict[int, tuple[list[CardDef], list[int]]] = {}


def _ink_rank(defs: list[CardDef]) -> list[int]:
    """For each card of ``defs``: 0 an ink card, 1 an inkable card, 2 another (the order inkwell places take
    them), computed once per card table."""
    hit = _INK_RANKS.get(id(defs))
    if hit is not None and hit[0] is defs and len(hit[1]) == len(defs):
        return hit[1]
    rank = [0 if d.full_name == INK_CARD_NAME else 1 if d.inkable else 2 for d in defs]
    if len(_INK_RANKS) > 64:
        _INK_RANKS.clear()
    _INK_RANKS[id(defs)] = (defs, rank)
    return rank


def redeal(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy of ``game`` in which every card ``seat`` may not see (``view.hidden_from``: decks, the other
    hands, inkwells, face-down cards) is dealt again at random among its owner's hidden places, inkwell
    places taking inkable cards first, and the shuffles are reseeded.

    For a caller that holds the real game of a match whose deck lists are public (the deck lab): the
    hidden cards of each player are then exactly their deck list less what ``seat`` sees, the guess
    ``Sampler`` makes from a view, made without building the view. It must not be used where a deck list
    is secret (at the table): the hidden cards' names would tell it.
    """
    hidden = hidden_from(game, seat)
    g = game.copy()
    s = g.s
    defs = g.defs
    rank = _ink_rank(defs)
    cid = s.cid[:]  # the state shares its card table between copies: never changed in place
    zone = s.zone
    owner = s.owner
    for places in _by_owner(sorted(hidden), owner):
        names = list(map(cid.__getitem__, places))
        shuffle(rng, names)
        ink = [i for i in places if zone[i] == INKWELL]
        if ink:
            # Inkwell cards went in through the inkwell symbol (CR 4.2.1): give them inkable cards.
            names.sort(key=rank.__getitem__)  # (ink cards, then inkable cards, then the others)
            rest = names[len(ink):]
            shuffle(rng, rest)
            names = names[:len(ink)] + rest
            places = ink + [i for i in places if zone[i] != INKWELL]
        for i, c in zip(places, names, strict=True):
            cid[i] = c
    s.cid = cid
    s.rng = rng.getrandbits(64)
    g.idef = list(map(defs.__getitem__, cid))
    return g


def _by_owner(ordered: list[int], owner: list[int]) -> list[list[int]]:
    """The cards of ``ordered`` (in id order) of each owner, in id order, the owners in the order of their
    first card."""
    if not ordered:
        return []
    owners = list(map(owner.__getitem__, ordered))
    first, last = owners[0], owners[-1]
    if first == last:
        if owners.count(first) == len(owners):
            return [ordered]
    else:
        k = owners.index(last)
        if owners.count(first) == k and owners.count(last) == len(owners) - k:  # (two owners, one after the other)
            return [ordered[:k], ordered[k:]]
    return [[i for i, q in zip(ordered, owners, strict=True) if q == p] for p in dict.fromkeys(owners)]
