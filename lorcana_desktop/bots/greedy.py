"""The greedy bot: tries each legal action one step ahead and keeps the one the heuristic likes best.

It samples the hidden cards once per decision (see ``knowledge``), applies every legal action to a
copy, and scores the result with ``evaluate``. It ends its turn only when no action improves the
position, so it never passes with a good play left. Mulligans keep an inkable curve
(``policy.mulligan_back``). The easy bot is this one with a share of uniformly random moves.
"""

from __future__ import annotations

import logging
import math
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from lorcana_desktop.bots.evaluate import evaluate
from lorcana_desktop.bots.knowledge import Knowledge, redeal
from lorcana_desktop.bots.policy import mulligan_action
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Action, EndTurn, Game, IllegalAction, NameCard, OrderCards
from lorcana_desktop.engine.decisions import AskMulligan, AskName, AskOrder
from lorcana_desktop.engine.view import GameView

# More options than this (a big "choose up to N" or a Sing Together list) are sampled down.
MAX_TRIED = 40
# A move that leaves a question for the game to ask (an action's targets, a "may", a trigger's order) is valued
# after that question is answered: the half-done position has the card out of hand and no effect yet, so every
# action and song looked worse than keeping it. Questions after questions are answered this many deep, each
# with at most SETTLE_TRIED answers tried (the last level one step ahead, as before).
SETTLE_DEPTH = 3
SETTLE_TRIED = 12

_log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Unvalued:
    """A listed action the look-ahead could not try on its guess of the game, and why.

    ``refused``: the guess's rules refused it (``reason`` is the engine's refusal); otherwise applying it
    raised (an engine fault in a sampled game: ``reason`` names the exception). Neither should happen: the
    guess keeps everything the seat sees and the cards' abilities (tests/bots/test_table_guess.py), and no
    rule of a seat's own actions reads a face it may not see. Kept so that a test, a benchmark or a log
    sees it if it does."""

    action: Action
    reason: str
    refused: bool


def decision_rng(seed: int, calls: int) -> random.Random:
    """The random source of one decision: fixed by the bot's seed and how many decisions it took."""
    return random.Random((seed & 0xFFFFFFFF) * 1_000_003 + calls)


def greedy_choice(game: Game, legal: Sequence[Action], me: int, rng: random.Random, *, redealt: bool = False,
                  unvalued: list[Unvalued] | None = None) -> Action:
    """The greedy pick among ``legal`` in ``game`` (a sampled game at the decision) for seat ``me``.

    ``redealt=True``: ``game`` is a ``knowledge.redeal`` made for this decision from the game that listed ``legal``
    (not a game sampled from a view): it accepts every action of ``legal`` (so each is applied unchecked), and
    it is the caller's to throw away (the last action tried is applied to it, not to a copy). ``unvalued``
    collects the listed actions the look-ahead could not try (``Unvalued``)."""
    if len(legal) == 1:
        return legal[0]
    pd = game.s.pending
    if isinstance(pd, AskMulligan):
        return mulligan_action(game, me, legal)
    if isinstance(pd, AskName):
        return _name_choice(game, legal, me)
    if isinstance(pd, AskOrder):
        return _order_choice(game, legal, me)
    options = list(legal)
    if len(options) > MAX_TRIED:
        keep = [a for a in options if isinstance(a, EndTurn)]
        options = [options[0], *rng.sample(options[1:], MAX_TRIED - 1), *keep]
    ranked, now, failed = _rank(game, options, me, redealt, rng)
    if failed and unvalued is not None:
        unvalued.extend(failed)
    if not ranked:
        return legal[0]
    best_v, best = ranked[0]
    # Ending the turn is "do nothing more": an action must improve on the position as it is.
    if pd is None and any(isinstance(a, EndTurn) for a in legal) \
            and (isinstance(best, EndTurn) or best_v <= (evaluate(game, me) if now is None else now) + 1e-9):
        return EndTurn()
    return best


def rank_actions(game: Game, options: Sequence[Action], me: int,
                 unvalued: list[Unvalued] | None = None) -> list[tuple[float, Action]]:
    """(value after the action, action), best first; EndTurn is valued as the position now (and so is an
    action the guess ``game`` could not try: ``_rank``), which ``unvalued`` collects."""
    ranked, _now, failed = _rank(game, options, me)
    if unvalued is not None:
        unvalued.extend(failed)
    return ranked


def settle(game: Game, depth: int, rng: random.Random | None = None) -> Game:
    """``game`` (thrown away by the caller) with the questions it asks now answered greedily, each by the player
    asked (the value for that player; a question's own follow-up questions ``depth - 1`` deep): the position a
    move really leads to, to be valued. At most ``SETTLE_TRIED`` answers a question are tried (a sample when
    more, drawn from ``rng``: the first listed ones without it)."""
    pd = game.s.pending
    if depth <= 0 or pd is None or game.s.winner is not None or isinstance(pd, (AskMulligan, AskName, AskOrder)):
        return game  # (a name or an order is answered by its own rule in ``greedy_choice``, not part of an effect)
    legal = game.legal_actions()
    if len(legal) == 1:  # (nothing to choose: a fault goes up to the move that led here, which is dropped)
        game.apply(legal[0], listed=True, rollback=False)
        return settle(game, depth - 1, rng)
    if len(legal) > SETTLE_TRIED:
        legal = [legal[0], *(rng.sample(legal[1:], SETTLE_TRIED - 1) if rng is not None else legal[1:SETTLE_TRIED])]
    who = pd.player
    best = game
    best_v = -math.inf
    for a in legal:
        g = game.copy()
        try:
            g.apply(a, listed=True, rollback=False)  # (listed by ``game`` just now)
            if g.s.pending is not None:
                g = settle(g, depth - 1, rng)
        except Exception:  # noqa: BLE001, S112 - a fault in a sampled game drops that answer
            continue
        v = evaluate(g, who)
        if v > best_v:
            best, best_v = g, v
    return best


def _rank(game: Game, options: Sequence[Action], me: int, redealt: bool = False,
          rng: random.Random | None = None) -> tuple[list[tuple[float, Action]], float | None, list[Unvalued]]:
    """``rank_actions``, the value of the position now (None when nothing asked for it) and the actions that
    could not be tried; ``redealt``: see ``greedy_choice``; ``rng`` samples the answers ``settle`` tries."""
    out: list[tuple[float, int, Action]] = []  # (minus the value, place in ``options``, action): sorted as it is
    failed: list[tuple[int, Unvalued]] = []
    now = None
    spend = -1  # the place of the action tried on ``game`` itself (a redeal made for this decision), not on a copy
    if redealt:
        spend = len(options) - 1
        while spend >= 0 and isinstance(options[spend], EndTurn):
            spend -= 1
        if any(isinstance(a, EndTurn) for a in options):
            now = evaluate(game, me)  # (the position now, valued before ``game`` changes)
    for k, a in enumerate(options):
        if isinstance(a, EndTurn):
            if now is None:
                now = evaluate(game, me)
            out.append((-now, k, a))
            continue
        g = game if k == spend else game.copy()
        try:
            g.apply(a, listed=redealt, rollback=False)  # (a copy, or the spent redeal: thrown away if it fails)
            if g.s.pending is not None and g.s.winner is None:
                g = settle(g, SETTLE_DEPTH, rng)
        except IllegalAction as exc:
            failed.append((k, Unvalued(a, str(exc), refused=True)))
            continue
        except Exception as exc:  # noqa: BLE001 - a fault in a sampled game must not stop the bot
            failed.append((k, Unvalued(a, f"{type(exc).__name__}: {exc}", refused=False)))
            continue
        out.append((-evaluate(g, me), k, a))
    if failed:
        # The real game listed these: they are legal, only their outcome is unknown. A player who cannot
        # foresee what a play does neither rushes to it nor forgets it: each stays a choice, valued as the
        # position now (so it never beats ending the turn, but is not lost when every other option is worse).
        # On a redeal (the lab) ``game`` itself may be spent by now: the position now is known only if it was
        # valued before (for EndTurn); otherwise they are only counted. (Logged at debug level: the Hard bot's
        # play-outs run this for every step, and a fault that repeats must not flood the program's log.)
        for _k, u in failed:
            _log.debug("the computer (seat %d) could not try a listed action on its guess: %r (%s)",
                         me, u.action, u.reason)
        if now is None and not redealt:
            now = evaluate(game, me)
        if now is not None:
            out.extend((-now, k, u.action) for k, u in failed)
    out.sort()  # best first, the first listed of equal ones (places differ: actions are never compared)
    return [(-v, a) for v, _, a in out], now, [u for _, u in failed]


def _name_choice(game: Game, legal: Sequence[Action], me: int) -> Action:
    """Name the card most common in the own (sampled) deck: the likeliest hit of a reveal."""
    allowed = {a.name for a in legal if isinstance(a, NameCard)}
    counts = Counter(game.idef[c].name for c in game.s.deck[me])
    for name, _ in counts.most_common():
        if name in allowed:
            return NameCard(name)
    return legal[0]


def _order_choice(game: Game, legal: Sequence[Action], me: int) -> Action:
    """Put cards on top in the order they can be played: cheapest first."""
    pd = game.s.pending
    assert isinstance(pd, AskOrder)
    idef = game.idef
    order = tuple(sorted(pd.cards, key=lambda c: (idef[c].cost, c)))
    want = OrderCards(order)
    return want if want in legal else legal[0]


class GreedyPlayer:
    """One step of look-ahead with the shared heuristic ("normal" at the table)."""

    name = "greedy"

    def __init__(self, seat: int, seed: int = 0, cards: CardIndex | None = None, deck: Sequence[str] | None = None,
                 known_decks: Mapping[int, Sequence[str]] | None = None, random_share: float = 0.0) -> None:
        if cards is None:
            from lorcana_desktop.cards import default_cards
            cards = default_cards()
        self.seat = seat
        self.seed = seed
        self.knowledge = Knowledge(seat, cards, deck, known_decks)
        self.random_share = random_share
        self._calls = 0
        # The listed actions its look-ahead could not try, over its whole game (``Unvalued``): none expected.
        self.unvalued: list[Unvalued] = []
        if random_share:
            self.name = "easy"

    def choose(self, view: GameView, legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        self._calls += 1
        rng = decision_rng(self.seed, self._calls)
        self.knowledge.observe(view)
        if len(legal) == 1:
            return legal[0]
        mulligan = isinstance(view.pending, AskMulligan)
        if self.random_share and not mulligan and rng.random() < self.random_share:
            return legal[rng.randrange(len(legal))]
        game = self.knowledge.sampler(view).game(rng)
        return greedy_choice(game, legal, self.seat, rng, unvalued=self.unvalued)

    def choose_in(self, game: Game, legal: Sequence[Action]) -> Action:
        """``choose`` for a caller that holds the real ``game`` of a match with public deck lists (the deck
        lab): the same guess of the hidden cards (``knowledge.redeal``), without building a view and a
        game from it, which took about half of a lab game's time. ``legal``: what ``game.legal_actions()``
        lists now."""
        if not legal:
            raise ValueError("no legal action to choose from")
        self._calls += 1
        if len(legal) == 1:
            return legal[0]
        rng = decision_rng(self.seed, self._calls)
        if self.random_share and not isinstance(game.s.pending, AskMulligan) and rng.random() < self.random_share:
            return legal[rng.randrange(len(legal))]
        # The redealt game keeps every place and every card this seat sees; only hidden faces change, and no rule
        # of the seat's own actions reads a hidden face: what the real game listed, the redealt one accepts
        # (tests/bots/test_redeal.py), so the look-ahead does not check each again (about 7% of a lab game).
        return greedy_choice(redeal(game, self.seat, rng), legal, self.seat, rng, redealt=True, unvalued=self.unvalued)
