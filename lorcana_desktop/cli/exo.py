"""``lorcana-desktop exo``: Creatures of Exo card sets (check, add, list) and decks (validate, list)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from lorcana_desktop.exo.cards import LoadProblem, LoadResult, Severity
from lorcana_desktop.exo.decks import DeckSection, read_deck_text, validate_deck
from lorcana_desktop.files import DECK_FILE_LIMIT, UnreadableFile, read_text_limited

# Problems printed one by one; the rest are counted.
MAX_PROBLEMS_SHOWN = 50
MAX_MANUAL_SHOWN = 30


def _print_problems(problems: Sequence[LoadProblem | object]) -> None:
    for p in problems[:MAX_PROBLEMS_SHOWN]:
        severity = getattr(p, "severity", Severity.ERROR)
        print(f"{severity.value}: {p}", file=sys.stderr)
    if len(problems) > MAX_PROBLEMS_SHOWN:
        print(f"... and {len(problems) - MAX_PROBLEMS_SHOWN} more problem(s) not shown.", file=sys.stderr)


def _print_summary(result: LoadResult) -> None:
    s = result.summary()
    print(f"{result.code} {result.name}: {s.cards} cards, no mistakes.")
    print("Cards per type: " + ", ".join(f"{t.value} {n}" for t, n in s.by_type))
    print(f"Abilities: {s.abilities} ({s.automated} automated, {len(s.manual)} resolved by hand); "
          f"passive keywords {s.passive_keywords}; always-on effects {s.statics}")
    if s.manual:
        print("Resolved by hand in a game (no effect steps):")
        for m in s.manual[:MAX_MANUAL_SHOWN]:
            print(f"  {m.card_id} {m.card_name}: {m.label} ({m.key})")
        if len(s.manual) > MAX_MANUAL_SHOWN:
            print(f"  ... and {len(s.manual) - MAX_MANUAL_SHOWN} more")


def _report_mistakes(result: LoadResult) -> None:
    _print_problems(result.problems)
    errors = result.errors
    cards = {p.card_id for p in errors if p.card_id}
    in_cards = f" in {len(cards)} card(s)" if cards else ""
    print(f"{result.source}: {len(errors)} mistake(s){in_cards}; the set cannot be used until they are fixed.")


def _check(args: argparse.Namespace) -> int:
    from lorcana_desktop.exo.cards import load_set_file

    result = load_set_file(args.file)
    if not result.ok:
        _report_mistakes(result)
        return 1
    _print_problems(result.problems)  # warnings
    _print_summary(result)
    return 0


def _add(args: argparse.Namespace) -> int:
    from lorcana_desktop.app.exo_sets import SetNotAdded, SetStoreError, add_set

    try:
        result, added = add_set(args.file, replace=args.replace)
    except SetNotAdded as exc:
        result = exc.args[1]
        if not result.ok:
            _report_mistakes(result)
        print(f"Not added: {exc.args[0]}.", file=sys.stderr)
        return 1
    except SetStoreError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    _print_problems(result.problems)  # warnings
    verb = "Replaced" if added.replaced else "Added"
    pictures = f", {added.pictures} picture(s)" if added.pictures else ""
    print(f"{verb} {added.code} {added.name} ({added.cards} cards{pictures}) in {added.path.parent}.")
    for image in added.missing_pictures:
        print(f"warning: the picture {image} was not copied (missing or over 20 MB); the card is drawn without it.",
              file=sys.stderr)
    return 0


def _list_sets(args: argparse.Namespace) -> int:
    from lorcana_desktop.app.exo_sets import installed_sets, sets_dir

    for s in installed_sets():
        where = "built in" if s.builtin else str(s.path)
        if s.result.set is not None:
            print(f"{s.code}\t{s.name}\t{len(s.result.set.cards)} cards\t{where}")
        else:
            print(f"{s.code}\t(cannot be used: {len(s.result.errors)} mistake(s); "
                  f"run: lorcana-desktop exo cards check {s.path})\t{where}")
    print(f"Added sets live in {sets_dir()}.")
    return 0


def _read_deck_source(source: str) -> tuple[str, str] | None:
    """The text and default name of a deck file, or of a ready deck named by its file name."""
    from lorcana_desktop.exo.starter import ready_decks

    path = Path(source)
    ready = {p.stem.casefold(): p for p in ready_decks()}
    if not path.exists() and source.casefold() in ready:
        path = ready[source.casefold()]
    try:
        return read_text_limited(path, DECK_FILE_LIMIT, "deck list"), path.stem
    except UnreadableFile as exc:
        hint = f" Ready decks: {', '.join(sorted(ready))}." if not path.exists() else ""
        print(f"error: {exc}.{hint}", file=sys.stderr)
        return None


def _validate(args: argparse.Namespace) -> int:
    from lorcana_desktop.app.exo_sets import available_sets

    read = _read_deck_source(args.file)
    if read is None:
        return 1
    text, name = read
    reading = read_deck_text(text, available_sets(), name=name)
    _print_problems(reading.problems)
    deck = reading.deck
    if not deck.entries:
        print(f"Nothing in {args.file} could be read as an Exo deck.")
        return 1
    sizes = ", ".join(f"{s.title} {deck.size(s)}" for s in DeckSection)
    print(f"{deck.name} (sets: {', '.join(deck.sets) or 'none'}): {sizes}")
    if reading.errors:
        print(f"{len(reading.errors)} line(s) of {args.file} could not be read; the deck below lacks them.")
    verdict = validate_deck(deck)
    print(verdict.summary())
    return 0 if verdict.legal and reading.ok else 1


def _list_decks(args: argparse.Namespace) -> int:
    from lorcana_desktop.app.exo_sets import available_sets
    from lorcana_desktop.exo.starter import ready_decks

    sets = available_sets()
    for path in ready_decks():
        deck = read_deck_text(path.read_text(encoding="utf-8"), sets, name=path.stem).deck
        leader = deck.section(DeckSection.LEADER)
        print(f"{path.stem}\t{deck.name}\tLeader: {leader[0].card.name if leader else '-'}\t{path}")
    return 0


def _playout(args: argparse.Namespace) -> int:
    """Random games of the built-in set with the invariants checked after every action."""
    import time

    from lorcana_desktop.exo.playout import run_playouts

    if args.games < 1 or args.deep_every < 1:
        print("error: --games and --deep-every are 1 or more", file=sys.stderr)
        return 2
    t0 = time.perf_counter()
    faulty = 0
    actions = 0
    finished = 0
    for n, r in enumerate(run_playouts(args.games, args.seed, deep_every=args.deep_every), start=1):
        actions += r.actions
        finished += r.over
        if r.faults:
            faulty += 1
            print(f"seed {r.seed}: {len(r.faults)} fault(s):")
            for f in r.faults[:5]:
                print(f"    {f}")
        if args.progress and n % args.progress == 0:
            print(f"... {n} games, {faulty} with faults, {time.perf_counter() - t0:.0f} s", flush=True)
    seconds = time.perf_counter() - t0
    print(f"{args.games} games (seeds {args.seed}..{args.seed + args.games - 1}), {finished} played to the end, "
          f"{actions} actions, {faulty} with faults, {seconds:.1f} s")
    return 1 if faulty else 0


def _match(args: argparse.Namespace) -> int:
    """Bot against bot on the two ready decks, seats and first player taking turns."""
    import time

    from lorcana_desktop.bots.exo import play_exo_game

    if args.games < 1:
        print("error: --games is 1 or more", file=sys.stderr)
        return 2
    t0 = time.perf_counter()
    wins = [0, 0]
    unfinished = 0
    for k in range(args.games):
        swap = k % 2  # bot A sits in seat 1 every other game
        bots = [args.b, args.a] if swap else [args.a, args.b]
        game = play_exo_game(bots, seed=args.seed + k, first=(k // 2) % 2)
        if not game.over or game.winner is None:
            unfinished += not game.over
            continue
        wins[game.winner ^ swap] += 1
    seconds = time.perf_counter() - t0
    print(f"{args.games} games in {seconds:.0f} s: {args.a} (A) won {wins[0]}, {args.b} (B) won {wins[1]}, "
          f"{args.games - wins[0] - wins[1]} draws or unfinished ({unfinished} unfinished)")
    print(f"A's share of the games: {100 * wins[0] / args.games:.1f}%")
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("exo", help="Creatures of Exo: card sets, decks, rules playouts")
    groups = parser.add_subparsers(dest="exo_command", metavar="GROUP", required=True)

    cards = groups.add_parser("cards", help="check, add and list Exo card sets")
    cmds = cards.add_subparsers(dest="exo_cards_command", metavar="ACTION", required=True)
    p = cmds.add_parser("check", help="check a set file (TOML or JSON); every mistake with its card, key and line; "
                                      "exit 1 when it has mistakes")
    p.add_argument("file")
    p.set_defaults(func=_check)
    p = cmds.add_parser("add", help="check a set file, then copy it (and its pictures) into your Exo sets")
    p.add_argument("file")
    p.add_argument("--replace", action="store_true", help="replace an added set with the same code")
    p.set_defaults(func=_add)
    p = cmds.add_parser("list", help="the built-in set and the sets you added")
    p.set_defaults(func=_list_sets)

    deck = groups.add_parser("deck", help="validate Exo decks")
    cmds = deck.add_subparsers(dest="exo_deck_command", metavar="ACTION", required=True)
    p = cmds.add_parser("validate", help="check a deck list against the deck rules; exit 1 when illegal")
    p.add_argument("file", help="a deck list file, or the name of a ready deck (see exo deck list)")
    p.set_defaults(func=_validate)
    p = cmds.add_parser("list", help="the ready decks built from the built-in set")
    p.set_defaults(func=_list_decks)

    p = groups.add_parser("playout", help="random games of the built-in set with the rules' invariants checked; "
                                          "exit 1 on any fault")
    p.add_argument("--games", type=int, default=200, help="games to play (default 200)")
    p.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    p.add_argument("--deep-every", type=int, default=1, metavar="N",
                   help="check the JSON round trip and both views every N actions (default 1: every action)")
    p.add_argument("--progress", type=int, default=0, metavar="N", help="print a line every N games")
    p.set_defaults(func=_playout)

    p = groups.add_parser("match", help="computer against computer on the two ready decks (random, greedy)")
    p.add_argument("--a", default="greedy", help="bot A: random or greedy (default greedy)")
    p.add_argument("--b", default="random", help="bot B: random or greedy (default random)")
    p.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    p.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    p.set_defaults(func=_match)
