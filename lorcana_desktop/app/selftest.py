"""The Qt-free steps of ``lorcana-desktop --selftest``: catalog import, a computer game, card faces."""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from lorcana_desktop.cards import Card, CardIndex, CardType

# A random game between two 60-card decks ends (20 lore or a player decking out) in a few
# hundred actions; far more than this means the engine is stuck in a loop.
MAX_GAME_ACTIONS = 20_000
SELFTEST_SEED = 13


class SelftestFailure(Exception):
    """One step of the self-test did not do what it should; the message says what."""


@dataclass(frozen=True, slots=True)
class StepResult:
    """One step that passed: its name, a one-line summary and how long it took."""

    name: str
    summary: str
    seconds: float


@contextmanager
def private_user_folders() -> Iterator[Path]:
    """Point the user data and cache folders at a new temporary folder while the self-test runs,
    so it never reads or changes the person's catalog, decks or settings."""
    keys = ("LORCANA_DESKTOP_DATA_DIR", "LORCANA_DESKTOP_CACHE_DIR")
    before = {k: os.environ.get(k) for k in keys}
    with tempfile.TemporaryDirectory(prefix="lorcana-selftest-") as tmp:
        base = Path(tmp)
        os.environ[keys[0]] = str(base / "data")
        os.environ[keys[1]] = str(base / "cache")
        try:
            yield base
        finally:
            for k, v in before.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v


def run_step(name: str, step: Callable[[], str]) -> StepResult:
    """Run one step; any exception becomes a SelftestFailure naming the step."""
    start = time.perf_counter()
    try:
        summary = step()
    except SelftestFailure as exc:
        raise SelftestFailure(f"{name}: {exc}") from exc
    except Exception as exc:
        raise SelftestFailure(f"{name}: {type(exc).__name__}: {exc}") from exc
    return StepResult(name, summary, time.perf_counter() - start)


def import_catalog_step() -> str:
    """Import the default card source into the (temporary) user data folder."""
    from lorcana_desktop.app.catalog import import_cards, load_card_index

    report = import_cards()
    index = load_card_index()
    if report.card_count < 1000 or len(index) != report.card_count:
        raise SelftestFailure(f"imported {report.card_count} cards but the catalog holds {len(index)}")
    return f"{report.card_count} cards ({report.language}) from {report.source}"


def precon_decks_for_game(cards: CardIndex) -> list[tuple[str, list[str]]]:
    """The preconstructed decks as (name, 60 card names), checked legal in their format."""
    from lorcana_desktop.decks.formats import validate
    from lorcana_desktop.decks.library import precon_decks

    results = precon_decks(cards)
    if len(results) < 2:
        raise SelftestFailure(f"found {len(results)} preconstructed decks, need 2 (is decks/ bundled?)")
    decks = []
    for r in results:
        if r.errors:
            raise SelftestFailure(f"precon {r.deck.name!r}: {r.errors[0]}")
        verdict = validate(r.deck)
        if not verdict.legal:
            raise SelftestFailure(f"precon {r.deck.name!r} is not legal: {verdict.summary()}")
        decks.append((r.deck.name, [e.card.full_name for e in r.deck.main for _ in range(e.count)]))
    return decks


def play_selftest_game(cards: CardIndex | None = None, seed: int = SELFTEST_SEED,
                       max_actions: int = MAX_GAME_ACTIONS) -> str:
    """Two random computer players play two preconstructed decks to the end through the game session
    (as the table runs a match); a one-line summary.

    Raises SelftestFailure when the game does not end within ``max_actions`` actions.
    """
    from lorcana_desktop.app.game_session import GameSession, MatchSetup, Seat, SeatKind, random_players

    if cards is None:
        from lorcana_desktop.app.catalog import load_card_index

        cards = load_card_index()
    decks = precon_decks_for_game(cards)[:2]
    seats = tuple(Seat(name, SeatKind.COMPUTER, name, tuple(names), "random") for name, names in decks)
    session = GameSession.start(MatchSetup(seats, seed=seed), cards, players=random_players)
    actions = session.play_computers(limit=max_actions)
    if not session.over:
        raise SelftestFailure(
            f"the game between {decks[0][0]!r} and {decks[1][0]!r} (seed {seed}) did not end "
            f"after {actions} actions (turn {session.game.state.turn})"
        )
    s = session.game.state
    winner = "nobody" if s.winner is None else f"player {s.winner + 1} ({decks[s.winner][0]})"
    lore = "-".join(str(x) for x in s.lore)
    return (f"{decks[0][0]} vs {decks[1][0]}: {winner} won on turn {s.turn}, lore {lore}, {actions} actions, "
            f"{len(session.log)} log lines")


def draw_faces_step(cards: CardIndex, count: int = 4) -> str:
    """Draw a few card faces of different kinds into the (temporary) cache folder."""
    from lorcana_desktop.render.cache import face_path

    picked: dict[CardType, Card] = {}  # one card of each type: characters, actions, items, locations
    for card in cards:
        picked.setdefault(card.type, card)
        if len(picked) >= count:
            break
    drawn = []
    for card in picked.values():
        path = face_path(card)
        if not path.exists() or path.stat().st_size < 1000:
            raise SelftestFailure(f"the face of {card.full_name!r} was not drawn")
        drawn.append(card.full_name)
    return f"drew {len(drawn)} faces: {', '.join(drawn)}"
