"""``lorcana-desktop lab DECK --vs DECK...``: the deck lab from the command line (games between a deck and a
gauntlet, on every core or a Dask cluster), its statistics, and the results kept per version of the deck."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from lorcana_desktop.cli.bots import _positive_int


def register(sub: argparse._SubParsersAction) -> None:
    from lorcana_desktop.app.lab import DEFAULT_GAMES, LEVELS

    p = sub.add_parser("lab", help="test a deck: play many computer games against other decks and show what won "
                                   "and what each card did")
    p.add_argument("deck", metavar="DECK", help="the deck to test: a preconstructed deck's name (or a unique part "
                                                "of it), a deck file, a deck code or a saved deck's name")
    p.add_argument("--vs", nargs="+", metavar="DECK", required=True, help="the decks to play against (same forms)")
    p.add_argument("--games", type=_positive_int, default=DEFAULT_GAMES,
                   help=f"games against each deck (default {DEFAULT_GAMES}); half on the play, half on the draw")
    p.add_argument("--level", choices=LEVELS, default="normal", help="the computer's level for both decks "
                                                                     "(default normal)")
    p.add_argument("--jobs", type=_positive_int, default=None, help="processes to play in (default: every core)")
    p.add_argument("--seed", type=int, default=0, help="the run's seed: the same seed plays the same games")
    p.add_argument("--out", metavar="FILE", help="also write the results: .json (statistics and every game) or "
                                                 ".csv (one row per game)")
    p.add_argument("--cluster", metavar="ADDRESS", help="play on a Dask cluster (tcp://HOST:8786; needs the "
                                                        "'cluster' extra)")
    p.add_argument("--cards", type=int, default=10, metavar="N",
                   help="show the N cards whose being drawn changed the win rate most (default 10; 0: none)")
    p.add_argument("--no-save", action="store_true", help="do not keep the results with your decks")
    p.add_argument("--quiet", action="store_true", help="no progress line")
    p.set_defaults(func=_lab)


def _lab(args: argparse.Namespace) -> int:
    from lorcana_desktop.app.lab import (
        LabCancelled,
        LabDeck,
        LabError,
        LabProgress,
        LabRun,
        LabSpec,
        pairing_lines,
    )
    from lorcana_desktop.app.lab_output import write_results
    from lorcana_desktop.cli.bots import _cards, resolve_deck

    out = Path(args.out) if args.out else None
    if out is not None and out.suffix.lower() not in (".json", ".csv"):
        print(f"error: --out {out}: the file must end in .json or .csv", file=sys.stderr)
        return 2
    cards = _cards()
    decks = []
    for source in (args.deck, *args.vs):
        try:
            name, names = resolve_deck(source, cards)
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        decks.append(LabDeck(name, tuple(names)))
    try:
        spec = LabSpec(decks[0], tuple(decks[1:]), args.games, args.level, args.seed)
    except LabError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    run = LabRun(spec, cards, args.jobs, cluster=args.cluster)
    where = args.cluster or f"{run.jobs} process(es)"
    print(f"{spec.deck.name} against {len(spec.opponents)} deck(s), {spec.games} games each at {spec.level}, "
          f"seed {spec.seed}, on {where}", flush=True)
    show = not args.quiet and sys.stderr.isatty()

    def progress(p: LabProgress) -> None:
        if show:
            left = "" if p.left is None else f", about {p.left:.0f} s left"
            print(f"\r{p.done} of {p.total} games{left}   ", end="", file=sys.stderr, flush=True)

    try:
        result = run.run(progress)
    except LabError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except (LabCancelled, KeyboardInterrupt):
        print("\ninterrupted: no result kept", file=sys.stderr)
        return 130
    if show:
        print(file=sys.stderr)
    st = result.stats
    print(f"{st.games} games in {result.seconds:.1f} s ({st.games / max(result.seconds, 1e-9):.0f} games/s)")
    if st.unfinished:
        print(f"{st.unfinished} game(s) ended without a winner ({st.errors} by a fault)")
    print(f"game length: {st.mean_turns:.1f} turns on average (median {st.median_turns:g}); opening hands "
          f"{100 * st.inkable_share:.0f}% inkable; missed an ink drop by turn 4 in {st.missed_ink} of "
          f"{st.ink_games} games")
    if args.cards > 0:
        moved = sorted((c for c in st.cards if c.when_drawn.games and c.when_not_drawn.games),
                       key=lambda c: -abs(c.difference))[:args.cards]
        if moved:
            print("cards (win rate when drawn / when not drawn, games drawn, usual turn played):")
            for c in moved:
                turn = "-" if c.usual_turn is None else f"{c.usual_turn:g}"
                print(f"  {100 * c.when_drawn.rate:3.0f}% / {100 * c.when_not_drawn.rate:3.0f}%  "
                      f"drawn in {c.drawn:>5}, turn {turn:>4}  {c.card}")
    code = 0
    if not args.no_save:
        from lorcana_desktop.app.lab_history import keep_result
        from lorcana_desktop.store.userdata import UserDataError

        try:
            note = keep_result(result)
        except UserDataError as exc:
            # Another program held the decks file too long, or the disk refused: said in one line, and the
            # run's results are still printed and written below (minutes of games are not thrown away).
            print(f"error: the results were not kept with your decks: {exc}", file=sys.stderr)
            code = 2
        else:
            if note:
                print(note)
    if out is not None:
        try:
            write_results(result, out)
        except OSError as exc:
            print(f"error: cannot write {out}: {exc}", file=sys.stderr)
            code = 2
        else:
            print(f"results written to {out}")
    for line in pairing_lines(result):
        print(line)
    return code
