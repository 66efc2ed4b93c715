"""Computer players' speed: greedy decision time, sampled-game build time, search play-outs per second."""

from __future__ import annotations

import argparse
import random
import statistics
import time


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=3, help="greedy-vs-greedy games to sample positions from")
    parser.add_argument("--time", type=float, default=0.2, help="the search's seconds per sampled position")
    parser.add_argument("--positions", type=int, default=10, help="positions the search is timed on")
    parser.add_argument("--seed", type=int, default=1)


def run(args: argparse.Namespace) -> int:
    from lorcana_desktop.bots import GreedyPlayer, SearchPlayer
    from lorcana_desktop.bots.knowledge import Knowledge
    from lorcana_desktop.cards import default_cards
    from lorcana_desktop.decks import read_deck_file
    from lorcana_desktop.decks.library import precon_dir
    from lorcana_desktop.engine import Game

    cards = default_cards()
    folder = precon_dir()
    files = sorted(folder.glob("*.txt")) if folder is not None else []
    if len(files) < 2:
        print("the preconstructed decks (decks/) are missing")
        return 1
    decks = [[c.full_name for c in read_deck_file(f, cards).deck.cards()] for f in files]
    greedy_ms: list[float] = []
    sample_ms: list[float] = []
    positions: list[tuple[Game, int, list[str]]] = []
    rng = random.Random(args.seed)
    for g in range(args.games):
        pair = [decks[(g + k * 2) % len(decks)] for k in range(2)]
        game = Game.new(pair, cards, seed=args.seed + g, first=g % 2)
        bots = [GreedyPlayer(p, seed=g * 2 + p, cards=cards, deck=pair[p]) for p in range(2)]
        while not game.over:
            seat = game.to_act()
            legal = game.legal_actions()
            view = game.view(seat)
            t0 = time.perf_counter()
            action = bots[seat].choose(view, legal)
            greedy_ms.append(1000 * (time.perf_counter() - t0))
            if len(legal) > 2 and game.state.pending is None and rng.random() < 0.1:
                positions.append((game.copy(), seat, pair[seat]))
            game.apply(action)
    for game, seat, deck in positions[:args.positions]:
        know = Knowledge(seat, cards, deck)
        view = game.view(seat)
        know.observe(view)
        sampler = know.sampler(view)
        t0 = time.perf_counter()
        for k in range(10):
            sampler.game(random.Random(k))
        sample_ms.append(100 * (time.perf_counter() - t0))
    rates: list[float] = []
    longest = 0.0
    for k, (game, seat, deck) in enumerate(positions[:args.positions]):
        search = SearchPlayer(seat, seed=k, cards=cards, deck=deck, time_budget=args.time)
        t0 = time.perf_counter()
        search.choose(game.view(seat), game.legal_actions())
        spent = time.perf_counter() - t0
        longest = max(longest, spent)
        if search.last_iterations:
            rates.append(search.last_iterations / spent)
    print(f"greedy decisions:        {len(greedy_ms)} in {args.games} games")
    print(f"greedy decision:         mean {statistics.mean(greedy_ms):.2f} ms, max {max(greedy_ms):.1f} ms")
    if sample_ms:
        print(f"sampled game from view:  median {statistics.median(sample_ms):.2f} ms")
    if rates:
        print(f"search play-outs/s:      median {statistics.median(rates):.0f} over {len(rates)} positions "
              f"({args.time:g} s budget, longest decision {1000 * longest:.0f} ms)")
    elif positions:
        # A budget shorter than one play-out (a busy machine, a tiny --time) ends before the first one.
        print(f"search play-outs/s:      none finished within {args.time:g} s "
              f"(longest decision {1000 * longest:.0f} ms)")
    return 0
