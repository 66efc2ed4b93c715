"""Rules engine speed: random legal games per second, decisions per second, median legal_actions() time
(``--game exo``: the Creatures of Exo engine, the built-in set's two ready decks)."""

from __future__ import annotations

import argparse
import random
import statistics
import time


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=300, help="games to play (default 300)")
    parser.add_argument("--seed", type=int, default=1, help="first seed")
    parser.add_argument("--profile", action="store_true", help="print a cProfile summary too")
    parser.add_argument("--game", choices=("lorcana", "exo"), default="lorcana", help="which game's engine (default lorcana)")
    parser.add_argument("--digest", action="store_true",
                        help="exo only: play the games untimed and print a digest of every game's legal actions, "
                             "choices and end (the same digest means the same games)")
    parser.add_argument("--rounds", type=int, default=5,
                        help="times each line's games are played; the median round is printed, with the range "
                             "(default 5)")


def precon_decks() -> list[list[str]]:
    """The six preconstructed decks of ``decks/`` as card lists (their named abilities play automated)."""
    from lorcana_desktop.cards import default_cards
    from lorcana_desktop.decks.library import precon_dir
    from lorcana_desktop.decks.text import parse_text

    cards = default_cards()
    folder = precon_dir()
    if folder is None:
        return []
    out = []
    for path in sorted(folder.glob("*.txt")):
        deck = parse_text(path.read_text(encoding="utf-8"), cards).deck
        out.append([e.card.full_name for e in deck.main for _ in range(e.count)])
    return out


def pairings(n: int, k: int) -> list[tuple[int, int]]:
    """The (deck, deck) indexes of ``play_games``'s games 0..n-1 among ``k`` decks, each pairing once, in order."""
    seen: dict[tuple[int, int], None] = {}
    for g in range(n):
        seen.setdefault((g % k, (g + 1 + g // k) % k))
    return list(seen)


def warm_up(n: int, seed: int, decks: list[list[str]] | None = None) -> float:
    """Build, untimed, what a process builds once before ``play_games(n, seed, decks)``: every card definition of
    its pairings (the card scripts: compiled from the printed text, parsed) and one game of each pairing played
    (caches filled on first use). Returns the seconds the definitions took: the one-time cost of the decks."""
    from lorcana_desktop.cards import default_cards
    from lorcana_desktop.engine import Game
    from lorcana_desktop.engine.sample import sample_deck

    cards = default_cards()
    if decks is None:
        decks = [sample_deck(cards, seed + k) for k in range(8)]
    pairs = pairings(n, len(decks))
    t0 = time.perf_counter()
    for a, b in pairs:
        Game.new([decks[a], decks[b]], cards, seed=seed)  # (builds each card's definition and script, then cached)
    built = time.perf_counter() - t0
    for k, (a, b) in enumerate(pairs):
        rng = random.Random(seed + k)
        game = Game.new([decks[a], decks[b]], cards, seed=seed + k)
        while not game.over:
            game.apply(rng.choice(game.legal_actions()), listed=True, rollback=False)
    return built


def play_games(n: int, seed: int, decks: list[list[str]] | None = None) -> tuple[float, int, list[float]]:
    """Play ``n`` random games; returns (seconds, decisions, sampled legal_actions() times in s).

    ``decks``: the decks to pair up (default: eight sample decks of vanilla and keyword-only cards).
    """
    from lorcana_desktop.cards import default_cards
    from lorcana_desktop.engine import Game
    from lorcana_desktop.engine.sample import sample_deck

    cards = default_cards()
    if decks is None:
        decks = [sample_deck(cards, seed + k) for k in range(8)]
    samples: list[float] = []
    decisions = 0
    clock = time.perf_counter
    total = 0.0
    for g in range(n):
        rng = random.Random(seed + g)
        t0 = clock()
        k = len(decks)
        game = Game.new([decks[g % k], decks[(g + 1 + g // k) % k]], cards, seed=seed + g)
        while not game.over:
            a0 = clock()
            legal = game.legal_actions()
            samples.append(clock() - a0)
            game.apply(rng.choice(legal), listed=True, rollback=False)
            decisions += 1
        total += clock() - t0
    return total, decisions, samples


def copy_time(seed: int) -> float:
    """Median seconds of Game.copy() over the positions of one random game (bots and search copy a lot)."""
    from lorcana_desktop.cards import default_cards
    from lorcana_desktop.engine import Game
    from lorcana_desktop.engine.sample import sample_deck

    cards = default_cards()
    rng = random.Random(seed)
    game = Game.new([sample_deck(cards, seed), sample_deck(cards, seed + 1)], cards, seed=seed)
    times = []
    while not game.over:
        t0 = time.perf_counter()
        game.copy()
        times.append(time.perf_counter() - t0)
        game.apply(rng.choice(game.legal_actions()))
    return statistics.median(times)


def engine_line() -> str:
    """Which engine a benchmark timed: compiled by mypyc, or Python (and why)."""
    from lorcana_desktop import compiled

    s = compiled.status()
    return f"engine:                {'compiled, ' if s.active else 'Python: '}{s.reason}"


EXO_MAX_DECISIONS = 5000  # an Exo random game still running after this many decisions is stopped
EXO_SAMPLE_EVERY = 8  # legal_actions() is timed alone at one decision in this many (the clock costs a little too)


def play_exo_games(n: int, seed: int) -> tuple[float, int, list[float], int, float]:
    """Play ``n`` random Exo games of the two ready decks; (seconds, decisions, sampled legal_actions() times,
    games stopped at the decision cap, CPU seconds of this process)."""
    from lorcana_desktop.exo.engine import starter_game

    samples: list[float] = []
    decisions = 0
    stopped = 0
    clock = time.perf_counter
    total = 0.0
    cpu0 = time.process_time()
    every = EXO_SAMPLE_EVERY
    for g in range(n):
        rng = random.Random(seed + g)
        getrandbits = rng.getrandbits
        t0 = clock()
        game = starter_game(seed=seed + g)
        legal_actions = game.legal_actions
        apply = game.apply
        k = 0
        while not game.over and k < EXO_MAX_DECISIONS:
            if k % every:
                legal = legal_actions()
            else:
                a0 = clock()
                legal = legal_actions()
                samples.append(clock() - a0)
            # rng.randrange(m) as Python computes it for m >= 1 (the same number from the same generator, so the
            # same games as exo_digest's), without its argument checks: the bench times the engine, not the pick
            m = len(legal)
            b = m.bit_length()
            r = getrandbits(b)
            while r >= m:
                r = getrandbits(b)
            apply(legal[r])
            k += 1
        stopped += not game.over
        decisions += k
        total += clock() - t0
    return total, decisions, samples, stopped, time.process_time() - cpu0


def exo_digest(n: int, seed: int) -> tuple[str, int]:
    """A digest of ``n`` random Exo games as ``play_exo_games`` plays them (same seeds, same choices): every
    decision's legal actions and the one taken, and each game's end (over, winner, turn, life, every log line);
    and the number of decisions. Two engines that give the same digest played the same games."""
    import hashlib

    from lorcana_desktop.exo.engine import starter_game

    total = hashlib.sha256()
    decisions = 0
    for g in range(n):
        h = hashlib.sha256()
        rng = random.Random(seed + g)
        game = starter_game(seed=seed + g)
        k = 0
        while not game.over and k < EXO_MAX_DECISIONS:
            legal = game.legal_actions()
            pick = rng.randrange(len(legal))
            h.update(f"{legal!r}>{pick}|".encode())
            game.apply(legal[pick])
            k += 1
        s = game.state
        h.update(repr((game.over, game.winner, s.turn, list(s.life), [line.text for line in s.log])).encode())
        total.update(h.digest())
        decisions += k
    return total.hexdigest(), decisions


def exo_copy_time(seed: int) -> float:
    """Median seconds of ExoGame.copy() over the positions of one random game."""
    from lorcana_desktop.exo.engine import starter_game

    rng = random.Random(seed)
    game = starter_game(seed=seed)
    times = []
    while not game.over and len(game.actions) < EXO_MAX_DECISIONS:
        t0 = time.perf_counter()
        game.copy()
        times.append(time.perf_counter() - t0)
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return statistics.median(times)


def run_exo(args: argparse.Namespace) -> int:
    from lorcana_desktop.exo.engine import starter_book
    from lorcana_desktop.exo.engine.setup import ready_deck_cards

    starter_book()  # read the card set and the ready decks before timing (an Exo card needs no script built)
    ready_deck_cards()
    if args.digest:
        digest, decisions = exo_digest(args.games, args.seed)
        print(f"Creatures of Exo, {args.games} games (seeds {args.seed}..{args.seed + args.games - 1}), "
              f"{decisions} decisions")
        print(f"digest: {digest}")
        return 0
    if args.profile:
        import cProfile
        import pstats

        prof = cProfile.Profile()
        prof.enable()
        play_exo_games(max(args.games // 5, 1), args.seed)
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(15)
    rates: list[float] = []
    cpu: list[float] = []
    samples: list[float] = []
    decisions = stopped = 0
    for _ in range(max(1, args.rounds)):
        seconds, decisions, more, stopped, cpu_seconds = play_exo_games(args.games, args.seed)
        rates.append(args.games / seconds)
        cpu.append(cpu_seconds / args.games)
        samples.extend(more)
    rate = statistics.median(rates)
    print("Creatures of Exo, the two ready decks, random legal actions")
    print(engine_line())
    print(f"games:                 {args.games} ({stopped} stopped at {EXO_MAX_DECISIONS} decisions)")
    print(f"games/s:               {_rate_line(rates)}")
    print(f"CPU ms/game:           {statistics.median(cpu) * 1000:.2f} (median of {len(cpu)} rounds; "
          f"{1 / statistics.median(cpu):.1f} games per CPU second)")
    print(f"decisions/s:           {decisions * rate / args.games:.0f}")
    print(f"decisions/game:        {decisions / args.games:.0f}")
    print(f"median legal_actions(): {statistics.median(samples) * 1e6:.1f} us")
    print(f"p90 legal_actions():    {statistics.quantiles(samples, n=10)[-1] * 1e6:.1f} us")
    print(f"median ExoGame.copy():  {exo_copy_time(args.seed) * 1e6:.1f} us")
    print("target: >= 100 games/s on one core")
    return 0


def _rounds(n: int, seed: int, rounds: int, decks: list[list[str]] | None = None) -> tuple[list[float], int, list[float]]:
    """``play_games`` ``rounds`` times over the same games: (games/s of each round, decisions of one round,
    legal_actions() times of every round)."""
    rates: list[float] = []
    samples: list[float] = []
    decisions = 0
    for _ in range(max(1, rounds)):
        seconds, decisions, more = play_games(n, seed, decks)
        rates.append(n / seconds)
        samples.extend(more)
    return rates, decisions, samples


def _rate_line(rates: list[float]) -> str:
    if len(rates) == 1:
        return f"{rates[0]:.1f}"
    return f"{statistics.median(rates):.1f} (median of {len(rates)} rounds, {min(rates):.1f}-{max(rates):.1f})"


def run(args: argparse.Namespace) -> int:
    if args.game == "exo":
        return run_exo(args)
    from lorcana_desktop.cards import default_cards

    default_cards()  # load the card data before timing
    precon = precon_decks()
    precon_games = max(args.games // 3, 1)
    # The first game of a deck builds its cards' scripts (compiled from the printed text, regexes): a cost paid
    # once per process, not per game. It is paid here, untimed, and printed on its own line.
    built = warm_up(args.games, args.seed)
    if precon:
        built += warm_up(precon_games, args.seed, precon)
    print(f"card scripts built once per process: {built * 1000:.0f} ms (before timing)")
    if args.profile:
        import cProfile
        import pstats

        prof = cProfile.Profile()
        prof.enable()
        play_games(max(args.games // 5, 1), args.seed)
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(15)
    rates, decisions, samples = _rounds(args.games, args.seed, args.rounds)
    rate = statistics.median(rates)
    print(engine_line())
    print(f"games:                 {args.games} a round")
    print(f"games/s:               {_rate_line(rates)}")
    print(f"decisions/s:           {decisions * rate / args.games:.0f}")
    print(f"decisions/game:        {decisions / args.games:.0f}")
    print(f"median legal_actions(): {statistics.median(samples) * 1e6:.1f} us")
    print(f"p90 legal_actions():    {statistics.quantiles(samples, n=10)[-1] * 1e6:.1f} us")
    print(f"median Game.copy():     {copy_time(args.seed) * 1e6:.1f} us")
    if precon:
        rates, decisions, samples = _rounds(precon_games, args.seed, args.rounds, precon)
        print(f"precon decks ({len(precon)}, abilities automated), {precon_games} games a round:")
        print(f"  games/s:               {_rate_line(rates)}")
        print(f"  decisions/game:        {decisions / precon_games:.0f}")
        print(f"  median legal_actions(): {statistics.median(samples) * 1e6:.1f} us")
    print("targets: >= 100 games/s on one core (precons >= 150), median legal_actions() <= 50 us")
    return 0
