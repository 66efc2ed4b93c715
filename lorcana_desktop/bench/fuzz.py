"""Random games over every fully automated card of sets 1-14, checking the rules' invariants (a fuzzer).

Each game is fixed by its seed: the player count (2-4), the variant (standard or Pack Rush), the decks
(random cards of the pool, 4 copies each) and every random legal move come from it, so a fault is
reproduced with ``lorcana-desktop bench fuzz --games 1 --seed SEED``. A fault is an engine exception,
a broken invariant (a card created or lost, negative lore or damage, no legal action before the end,
``check()`` disagreeing with ``legal_actions()``, a JSON round trip or a replay that differs) or a game
that does not end.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from lorcana_desktop.engine import legal

# A turn of random play takes a few dozen decisions: far more in one turn means the turn cannot end (a fault).
MAX_TURN_STEPS = 1500
# A game may legitimately never end: in Pack Rush nobody loses for an empty deck (CR 10.2.5), so with no
# character left nobody can gain lore. Such a game is stopped here, turns still going, and is not a fault.
MAX_STEPS = 6000
VARIANTS = (("standard", 2), ("standard", 3), ("standard", 4), ("pack_rush", 2), ("pack_rush", 3))


@dataclass(frozen=True, slots=True)
class Fault:
    """One broken game: its seed (which replays it), the step, and what went wrong."""

    seed: int
    step: int
    players: int
    variant: str
    message: str
    detail: str = ""  # the traceback of an exception

    def line(self) -> str:
        return (f"seed {self.seed} ({self.players} players, {self.variant}), step {self.step}: {self.message}"
                f"  [reproduce: lorcana-desktop bench fuzz --games 1 --seed {self.seed}]")


def fuzz_pool(cards: Any) -> list[str]:
    """Full names of the English cards of sets 1-14 that play fully automated (vanilla ones included)."""
    from lorcana_desktop.scripts import manual_abilities

    out = set()
    for c in cards:
        if c.language == "en" and c.set_code.isdigit() and 1 <= int(c.set_code) <= 14 and not manual_abilities(c):
            out.add(c.full_name)
    return sorted(out)


def fuzz_setup(seed: int, pool: Sequence[str]) -> tuple[int, str, list[list[str]]]:
    """The player count, variant and decks of game ``seed``: 15 random cards of the pool, 4 copies each
    (Pack Rush: 6 cards, 4 copies: two boosters' worth, CR 10.2.1.1)."""
    rng = random.Random(f"fuzz-setup-{seed}")
    variant, players = VARIANTS[rng.randrange(len(VARIANTS))]
    kinds = 6 if variant == "pack_rush" else 15
    decks = [[n for n in rng.sample(list(pool), kinds) for _ in range(4)] for _ in range(players)]
    return players, variant, decks


def _every_card_once(s: Any) -> str | None:
    """CR 7: every card is in exactly one zone (or in one stack); none created or lost."""
    from lorcana_desktop.engine.state import UNDER

    seen: list[int] = []
    for zones in (s.deck, s.hand, s.inkwell, s.play, s.discard):
        for z in zones:
            seen.extend(z)
    in_play = [i for z in s.play for i in z]
    for i in in_play:
        seen.extend(s.under[i])
        if any(s.zone[u] != UNDER for u in s.under[i]):
            return "a card under another is not marked as under it"
    if sorted(seen) != list(range(len(s.cid))):
        return "a card was created, lost or duplicated"
    return None


def _turn_action_candidates(game: Any) -> list[Any]:
    """A broad set of turn actions, legal or not (to compare check() with the list): each card the active player
    could act with, from every zone, with each action kind and plausible arguments (ink drops, Shift bases and
    singers among their cards in play, each ability and one past the last, every card in play as a target or a
    location; fewer for the cards of their discard and inkwell), and a few actions with the other players'
    cards."""
    from itertools import combinations

    from lorcana_desktop.engine import Activate, Boost, Challenge, EndTurn, InkCard, Move, PlayCard, Quest

    s = game.s
    p = s.active
    in_play = [i for z in s.play for i in z]
    mine = s.play[p]
    pairs = list(combinations(sorted(mine), 2)) if len(mine) <= 8 else []
    drops = range(1, min(s.drops[p], 3) + 1)
    out: list[Any] = [EndTurn()]
    for i in [*s.discard[p], *s.inkwell[p]]:  # (played or inked from there only by an effect: the plain ways)
        out += [InkCard(i), PlayCard(i), PlayCard(i, free=True), PlayCard(i, drops=1)]
        out += [PlayCard(i, shift=(b,)) for b in mine[:2]] + [PlayCard(i, sing=(b,)) for b in mine[:1]]
    for i in [*s.hand[p], *(u for c in mine for u in s.under[c])]:
        out += [InkCard(i), PlayCard(i), PlayCard(i, free=True), PlayCard(i, free=True, drops=1)]
        out += [PlayCard(i, drops=k) for k in drops]
        # (every base and singer for a card with Shift or a song, the first one for the others)
        d = game.idef[i]
        bases = mine if d.shifts or d.gained_shifts else mine[:1]
        singers = mine if d.is_song else mine[:1]
        out += [PlayCard(i, shift=(b,)) for b in bases] + [PlayCard(i, sing=(b,)) for b in singers]
        out += [PlayCard(i, shift=(b,), drops=k) for b in bases for k in drops]
        out += [PlayCard(i, shift=b) for b in pairs if bases is mine] + [PlayCard(i, sing=b) for b in pairs
                                                                         if singers is mine]
        out += [PlayCard(i, shift=(b,), sing=(b,)) for b in mine[:1]] + [PlayCard(i, sing=(b,), drops=1)
                                                                       for b in mine[:1]]
    for i in mine:
        out += [Quest(i), Boost(i), InkCard(i), PlayCard(i)] + [Boost(i, k) for k in drops]
        out += [Challenge(i, t) for t in in_play] + [Move(i, t) for t in in_play]
        out += [Move(i, t, k) for t in mine for k in drops]
        n = len(game.activated_of(i))
        out += [Activate(i, k) for k in range(n + 1)] + [Activate(i, k, d) for k in range(n) for d in drops]
    for q in range(s.players):
        if q != p:
            for i in s.play[q][:3]:
                out += [Quest(i), Boost(i), Activate(i)] + [Challenge(i, t) for t in mine[:3]]
            out += [InkCard(i) for i in s.hand[q][:2]] + [PlayCard(i) for i in s.hand[q][:2]]
    return out


def _answer_candidates(game: Any) -> list[tuple[Any, Any]]:
    """A broad set of answers to the pending decision, legal or not, each with the form legal_actions() would list
    it in (the same answer: targets and mulligan cards in the order of the options, the hand), or None where it
    never is: every answer shape for every kind of decision (each a kind's wrong answer elsewhere), in range and
    out of it."""
    from itertools import combinations, permutations

    from lorcana_desktop.engine import (
        Accept,
        ChooseAmount,
        ChooseOption,
        ChooseTargets,
        ChooseTrigger,
        EndTurn,
        Mulligan,
        NameCard,
        OrderCards,
        Quest,
    )
    from lorcana_desktop.engine.decisions import (
        AskAmount,
        AskDiscardCost,
        AskMulligan,
        AskName,
        AskOption,
        AskOrder,
        AskTargets,
        AskTopOrBottom,
        AskTrigger,
    )

    s = game.s
    pd = s.pending
    out: list[Any] = [EndTurn(), Accept(True), Accept(False), ChooseTrigger(0), ChooseAmount(0), ChooseOption(0),
                      NameCard(""), OrderCards(()), ChooseTargets(()), Mulligan(pd.player, ()),
                      Quest(s.play[pd.player][0] if s.play[pd.player] else 0)]
    if isinstance(pd, (AskTargets, AskDiscardCost)):
        options = list(pd.options)
        if len(options) <= 6:
            for r in range(min(len(options), pd.count + 1) + 1):
                out += [ChooseTargets(c) for c in combinations(options, r)]
        else:
            out += [ChooseTargets((t,)) for t in options] + [ChooseTargets(tuple(options[:pd.count]))]
        out += [ChooseTargets(tuple(options[:2]) + tuple(options[:1]))]  # (one twice)
        out += [ChooseTargets((t,)) for t in range(len(s.cid)) if t not in options][:6]
        if len(options) >= 2:  # the same targets in another order: the same answer as in the options' order
            out.append((ChooseTargets((options[1], options[0])), ChooseTargets((options[0], options[1]))))
    elif isinstance(pd, AskTrigger):
        out += [ChooseTrigger(k) for k in range(-1, len(s.bag) + 2)]
    elif isinstance(pd, AskAmount):
        out += [ChooseAmount(k) for k in range(-1, pd.max + 2)]
    elif isinstance(pd, (AskOption, AskTopOrBottom)):
        out += [ChooseOption(k) for k in range(-1, pd.count + 1)]
    elif isinstance(pd, AskMulligan):
        hand = s.hand[pd.player]
        for r in range(min(len(hand), 3) + 1):
            out += [Mulligan(pd.player, c) for c in combinations(hand, r)]
        out += [Mulligan(q, tuple(hand[:1])) for q in range(s.players) if q != pd.player]
        out += [Mulligan(pd.player, tuple(hand[:1]) * 2)] + [Mulligan(pd.player, (c,)) for c in s.deck[pd.player][:2]]
        if len(hand) >= 2:
            out.append((Mulligan(pd.player, (hand[1], hand[0])), Mulligan(pd.player, (hand[0], hand[1]))))
    elif isinstance(pd, AskName):
        names = legal.card_names(game)
        out += [NameCard(n) for n in names[:: max(1, len(names) // 25)]] + [NameCard("No Such Card - At All")]
    elif isinstance(pd, AskOrder) and len(pd.cards) <= 5:  # (more are never listed but the first order)
        out += [OrderCards(o) for o in permutations(pd.cards)] + [OrderCards(tuple(pd.cards[:-1]))]
    return [a if isinstance(a, tuple) else (a, a) for a in out]


def _disagreement(game: Any, legal: list[Any]) -> str | None:
    """check() accepts every listed action and no other candidate: turn actions between decisions, every shape
    of answer to a pending decision."""
    for a in legal:
        reason = game.check(a)
        if reason is not None:
            return f"listed action {a!r} is refused by check(): {reason}"
    listed = set(legal)
    if game.s.pending is None:
        for a in _turn_action_candidates(game):
            if a not in listed and game.check(a) is None:
                return f"check() accepts {a!r} but legal_actions() does not list it"
        return None
    for a, form in _answer_candidates(game):
        if (game.check(a) is None) != (form in listed):
            return f"check() says {game.check(a)} to {a!r}, but legal_actions() {'lists' if form in listed else 'does not list'} {form!r}"
    return None


def fuzz_game(seed: int, pool: Sequence[str], cards: Any, scripts: Any = None, every: int = 5,
              undecided: list[int] | None = None, digests: dict[int, str] | None = None) -> Fault | None:
    """Play game ``seed`` with random legal moves, checking the invariants; the first fault, or None.

    ``digests``: gets the game's digest under its seed (a hash of its actions, its final state and its fault), so
    two versions of the engine can be shown to play the same games.
"""
    trace = hashlib.sha256() if digests is not None else None
    fault = _fuzz_game(seed, pool, cards, scripts, every, undecided, trace)
    if trace is not None and digests is not None:
        trace.update(b"ok" if fault is None else f"fault at {fault.step}: {fault.message}".encode())
        digests[seed] = trace.hexdigest()
    return fault


def games_digest(digests: dict[int, str]) -> str:
    """One hash over the games' digests in the order of their seeds (whatever order they were played in)."""
    h = hashlib.sha256()
    for seed in sorted(digests):
        h.update(f"{seed}:{digests[seed]};".encode())
    return h.hexdigest()


def _fuzz_game(seed: int, pool: Sequence[str], cards: Any, scripts: Any, every: int, undecided: list[int] | None,
               trace: Any) -> Fault | None:
    """``fuzz_game``; ``trace`` (a hash, or None) is told every action applied and the final state.

    A game still going after ``MAX_STEPS`` decisions (turns still passing) is stopped, its seed added to
    ``undecided``, and checked like the others up to there.

    ``every``: the costlier checks (check()/legal_actions() agreement over candidate actions, every card in
    exactly one place) run every ``every`` steps, the JSON round trip of the state every ``5 * every``; the
    cheap ones (the number of cards, lore and damage, the chosen action accepted) after every step; the
    replay of the save file (through JSON) at the end.
    """
    from lorcana_desktop.engine import Game, GameState, IllegalAction
    from lorcana_desktop.engine.actions import action_from_json

    players, variant, decks = fuzz_setup(seed, pool)
    step = 0

    def fault(message: str, detail: str = "") -> Fault:
        return Fault(seed, step, players, variant, message, detail)

    try:
        game = Game.new(decks, cards, seed=seed, variant=variant, scripts=scripts)
        rng = random.Random(seed)
        total = len(game.s.cid)
        turn_start, turn = 0, game.s.turn
        while not game.over:
            if game.s.turn != turn:
                turn_start, turn = step, game.s.turn
            elif step - turn_start >= MAX_TURN_STEPS:
                return fault(f"turn {turn} does not end after {MAX_TURN_STEPS} decisions")
            if step >= MAX_STEPS:
                if undecided is not None:
                    undecided.append(seed)
                break
            legal = game.legal_actions()
            if not legal:
                return fault(f"no legal action but the game is not over (pending {game.pending_info()})")
            action = rng.choice(legal)
            if step % every == 0:
                bad = _disagreement(game, legal)
                if bad:
                    return fault(bad)
            try:
                game.apply(action)  # (apply() checks the action first: a listed action must pass)
            except IllegalAction as exc:
                return fault(f"listed action {action!r} is refused: {exc.reason}")
            step += 1
            if trace is not None:
                trace.update(repr(action).encode())
            s = game.s
            if len(s.cid) != total or sum(map(len, s.deck)) + sum(map(len, s.hand)) + sum(map(len, s.inkwell)) \
                    + sum(map(len, s.discard)) + sum(len(z) + sum(len(s.under[i]) for i in z) for z in s.play) != total:
                return fault("the number of cards changed")
            if min(s.lore) < 0 or min(s.damage) < 0:
                return fault("negative lore or damage")
            if step % every == 0:
                bad = _every_card_once(s)
                if bad:
                    return fault(bad)
            if step % (5 * every) == 0:
                data = s.to_json()
                if GameState.from_json(json.loads(json.dumps(data))).to_json() != data:
                    return fault("the state's JSON round trip differs")
        if trace is not None:
            trace.update(json.dumps(game.s.to_json(), sort_keys=True).encode())
        if game.over:
            if game.s.winner is None:
                return fault("the game is over without a winner")
            if game.legal_actions():
                return fault("legal actions after the end of the game")
        # The save file (initial state + actions, through JSON) replays to the same state. (Game.from_json does
        # this too, building the card definitions again; these are the game's own, built from the same names.)
        saved = json.loads(json.dumps(game.to_json()))
        again = Game(GameState.from_json(saved["initial"]), cards, defs=game.defs, scripts=scripts)
        for a in saved["actions"]:
            again.apply(action_from_json(a))
        if again.s.to_json() != game.s.to_json():
            return fault("the save file does not replay to the same state")
    except Exception as exc:  # noqa: BLE001  (any engine exception is a fault to report, with its seed)
        return fault(f"{type(exc).__name__}: {exc}", traceback.format_exc())
    return None


def fuzz_range(first: int, count: int, progress: Callable[[int], None] | None = None,
               undecided: list[int] | None = None, digests: dict[int, str] | None = None) -> list[Fault]:
    """Games ``first`` .. ``first + count - 1``; their faults (and the undecided games' seeds in ``undecided``)."""
    from lorcana_desktop.cards import default_cards
    from lorcana_desktop.scripts import default_provider

    cards = default_cards()
    pool = fuzz_pool(cards)
    scripts = default_provider()
    faults = []
    for k in range(count):
        f = fuzz_game(first + k, pool, cards, scripts, undecided=undecided, digests=digests)
        if f is not None:
            faults.append(f)
        if progress is not None:
            progress(k + 1)
    return faults


def _chunk(args: tuple[int, int, bool]) -> tuple[list[Fault], list[int], dict[int, str]]:
    first, count, digest = args
    undecided: list[int] = []
    digests: dict[int, str] | None = {} if digest else None
    return fuzz_range(first, count, undecided=undecided, digests=digests), undecided, digests or {}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=1000, help="games to play (default 1000)")
    parser.add_argument("--seed", type=int, default=0, help="first seed (game k uses seed + k)")
    parser.add_argument("--jobs", type=int, default=1, help="processes to run at once (default 1)")
    parser.add_argument("--digest", action="store_true",
                        help="print one hash over every game's actions, end and faults (two engine versions that "
                             "play the same games print the same digest)")


def run(args: argparse.Namespace) -> int:
    if args.games < 1 or args.jobs < 1:
        print("--games and --jobs must be at least 1")
        return 2
    t0 = time.perf_counter()
    faults: list[Fault] = []
    undecided: list[int] = []
    done = 0
    # Chunks of games in turn (several processes with --jobs); each fault is printed as soon as it is found.
    size = max(1, min(200, args.games // (args.jobs * 4) or 1))
    chunks = [(args.seed + k, min(size, args.games - k), bool(args.digest)) for k in range(0, args.games, size)]
    digests: dict[int, str] = {}

    def report(result: tuple[list[Fault], list[int], dict[int, str]], count: int) -> None:
        nonlocal done
        done += count
        found, stopped, games = result
        digests.update(games)
        for f in found:
            print(f.line(), flush=True)
        faults.extend(found)
        undecided.extend(stopped)
        rate = done / max(time.perf_counter() - t0, 1e-9)
        print(f"  {done}/{args.games} games, {len(faults)} fault(s), {rate:.1f} games/s", file=sys.stderr, flush=True)

    if args.jobs == 1:
        for chunk in chunks:
            report(_chunk(chunk), chunk[1])
    else:
        from concurrent.futures import ProcessPoolExecutor, as_completed

        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            futures = {pool.submit(_chunk, c): c for c in chunks}
            for fut in as_completed(futures):
                report(fut.result(), futures[fut][1])
    seconds = time.perf_counter() - t0
    if faults:
        faults.sort(key=lambda f: f.seed)
        print()
        print(faults[0].detail or faults[0].message)
    print(f"games:   {args.games} (seeds {args.seed}..{args.seed + args.games - 1})")
    print(f"faults:  {len(faults)}")
    print(f"stopped undecided after {MAX_STEPS} decisions (not faults): {len(undecided)}")
    print(f"time:    {seconds:.0f} s ({args.games / seconds:.1f} games/s with {args.jobs} job(s))")
    if args.digest:
        print(f"digest:  {games_digest(digests)}")
    return 1 if faults else 0
