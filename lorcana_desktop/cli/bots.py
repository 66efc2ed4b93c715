"""``lorcana-desktop bots match|levels``: computer players against each other, and the levels the table offers."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from lorcana_desktop.cards import CardIndex


def register(sub: argparse._SubParsersAction) -> None:
    from lorcana_desktop.bots.levels import BOTS

    parser = sub.add_parser("bots", help="computer players: play matches between bots, list the levels")
    cmds = parser.add_subparsers(dest="bots_command", metavar="ACTION", required=True)

    p = cmds.add_parser("match", help="play N games between two bots and print who won and how long they thought")
    p.add_argument("--a", required=True, choices=BOTS, help="bot A (seat 0)")
    p.add_argument("--b", required=True, choices=BOTS, help="bot B (seat 1)")
    p.add_argument("--games", type=_positive_int, default=20, help="games to play (default 20); the seats "
                                                                    "take turns starting")
    p.add_argument("--decks", nargs=2, metavar=("A", "B"), required=True,
                   help="the two decks: a preconstructed deck's name (as in decks/, e.g. ruby-sapphire-lore-race, "
                        "or a unique part of it), a deck file, a deck code or a saved deck's name")
    p.add_argument("--seed", type=int, default=0, help="first game's seed (game k uses seed + k)")
    p.add_argument("--time", type=_positive_float, default=1.0, help="the search's seconds per decision (default 1.0)")
    p.add_argument("--jobs", type=_positive_int, default=1, help="processes to play games in (default 1)")
    p.add_argument("--replays", metavar="DIR", help="write each game's replay (a saved game) into this folder")
    p.add_argument("--variant", choices=("standard", "pack_rush"), default="standard")
    p.add_argument("--hidden-decks", action="store_true",
                   help="do not tell the bots the opposing deck list (as at the table)")
    p.set_defaults(func=_match)

    p = cmds.add_parser("levels", help="list the computer opponents the table offers and the bot names")
    p.set_defaults(func=_levels)


def _positive_int(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"{text} must be at least 1")
    return n


def _positive_float(text: str) -> float:
    try:
        x = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not x > 0:
        raise argparse.ArgumentTypeError(f"{text} must be more than 0 seconds")
    return x


def _levels(args: argparse.Namespace) -> int:
    from lorcana_desktop.bots.levels import BOTS, LEVELS

    for info in LEVELS:
        print(f"{info.level.value:<8} {info.label:<8} {info.hint}")
    print(f"bots for matches: {', '.join(BOTS)}")
    return 0


def resolve_deck(source: str, cards: CardIndex) -> tuple[str, list[str]]:
    """(name, full card names one per copy) of a precon name, deck file, deck code or saved deck.

    Raises ValueError with a message naming the problem.
    """
    from lorcana_desktop.decks import read_deck_file
    from lorcana_desktop.decks.library import precon_dir

    folder = precon_dir()
    result = None
    if folder is not None and not Path(source).exists():
        files = sorted(folder.glob("*.txt"))
        exact = [f for f in files if f.stem == source]
        close = exact or [f for f in files if source.casefold() in f.stem.casefold()]
        if len(close) == 1:
            result = read_deck_file(close[0], cards)
            source = close[0].stem
        elif len(close) > 1:
            raise ValueError(f"{source!r} matches several preconstructed decks: "
                             f"{', '.join(f.stem for f in close)}")
    if result is None:
        from lorcana_desktop.cli.deck import read_deck

        result = read_deck(source, cards)
    if result.errors or not result.deck.entries:
        problems = "; ".join(str(p) for p in result.problems) or "it holds no cards"
        if folder is not None:
            problems += f" (preconstructed decks: {', '.join(f.stem for f in sorted(folder.glob('*.txt')))})"
        raise ValueError(f"Cannot use deck {source!r}: {problems}")
    names = [c.full_name for c in result.deck.cards()]
    return source, names


def _cards() -> CardIndex:
    """The user's catalog (imported from the default source on first use)."""
    from lorcana_desktop.app.catalog import load_card_index

    return load_card_index()


def _match(args: argparse.Namespace) -> int:
    from lorcana_desktop.bots.match import GameResult, MatchSpec, run_match, summarize

    cards = _cards()
    decks = []
    for source in args.decks:
        try:
            decks.append(resolve_deck(source, cards))
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
    replays = Path(args.replays) if args.replays else None
    if replays is not None:
        try:
            replays.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            print(f"error: cannot create the replay folder {replays}: {exc}", file=sys.stderr)
            return 2
    spec = MatchSpec(bots=(args.a, args.b), decks=tuple(tuple(d) for _, d in decks), games=args.games,
                     seed=args.seed, time_budget=args.time, variant=args.variant,
                     deck_names=tuple(n for n, _ in decks), public_decks=not args.hidden_decks)
    print(f"A = {args.a} with {decks[0][0]}, B = {args.b} with {decks[1][0]}: {args.games} games, "
          f"seed {args.seed}, {args.time:g} s a decision, {args.jobs} process(es)", flush=True)
    done = [0, 0, 0]  # games, A wins, B wins

    def report(r: GameResult) -> None:
        done[0] += 1
        if r.winner is not None:
            done[1 + r.winner] += 1
        who = "A" if r.winner == 0 else "B" if r.winner == 1 else "nobody"
        starter = "A" if r.first == 0 else "B"
        lore = "-".join(str(x) for x in r.lore)
        note = f" ({r.error})" if r.error else ""
        print(f"game {r.number + 1} ({done[0]}/{spec.games}): {who} won, {starter} started, turn {r.turns}, "
              f"lore {lore}; A {done[1]} - {done[2]} B{note}", flush=True)
        if replays is not None and r.replay is not None:
            path = replays / f"game-{r.number + 1:03d}.json"
            path.write_text(json.dumps(r.replay), encoding="utf-8")

    results = run_match(spec, jobs=args.jobs, keep_replays=replays is not None, cards=cards, on_result=report)
    summary = summarize(spec, results)
    if summary.unfinished:
        print(f"{summary.unfinished} game(s) ended without a winner")
    if replays is not None:
        print(f"replays written to {replays}")
    worst = max(results, key=lambda r: max(t.longest for t in r.times))
    if worst.slowest:
        print(f"slowest decision: game {worst.number + 1}, {worst.slowest}")
    n = summary.games
    for label, seat in (("B", summary.seats[1]), ("A", summary.seats[0])):
        print(f"{label} won {seat.wins} of {n} ({100 * seat.wins / n:.0f}%), mean decision time "
              f"{seat.mean_ms:.1f} ms, max {seat.max_ms:.1f} ms")
    return 0
