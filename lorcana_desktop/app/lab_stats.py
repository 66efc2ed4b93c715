"""The deck lab's statistics, computed from game records alone: win rates with 95% intervals, game
length, how games ended, what each card did, opening hands and missed ink drops.

Win rates count unfinished games as not won (they are listed apart). Intervals are Wilson score
intervals, which stay inside 0..1 and behave with few games or lopsided results.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from lorcana_desktop.app.lab_records import Ending, GameRecord, Outcome

Z95 = 1.959963984540054  # the standard normal quantile of a two-sided 95% interval


@dataclass(frozen=True, slots=True)
class WinRate:
    """``wins`` of ``games``, with the 95% interval of the true rate (0..1)."""

    wins: int
    games: int
    low: float
    high: float

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def win_rate(wins: int, games: int) -> WinRate:
    """The rate and its Wilson score interval at 95% (0..1 when there are no games)."""
    if games <= 0:
        return WinRate(0, 0, 0.0, 1.0)
    if not 0 <= wins <= games:
        raise ValueError(f"{wins} wins of {games} games")
    p = wins / games
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = Z95 * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    return WinRate(wins, games, max(0.0, centre - half), min(1.0, centre + half))


def _rate(records: Iterable[GameRecord]) -> WinRate:
    games = wins = 0
    for r in records:
        games += 1
        wins += r.outcome is Outcome.WIN
    return win_rate(wins, games)


@dataclass(frozen=True, slots=True)
class PairingStats:
    """The tested deck against one opposing deck."""

    pairing: int
    overall: WinRate
    on_play: WinRate
    on_draw: WinRate
    unfinished: int
    mean_turns: float


@dataclass(frozen=True, slots=True)
class CardStats:
    """One card of the tested deck over a run.

    ``when_drawn`` / ``when_not_drawn``: the win rate of the games in which it reached the hand
    (opening hand included) and of the others; ``when_played``: of the games in which it was played;
    ``usual_turn``: the median of the tested deck's own turn on which it was first played in a game
    (None when never played).
    """

    card: str
    drawn: int
    played: int
    when_drawn: WinRate
    when_not_drawn: WinRate
    when_played: WinRate
    usual_turn: float | None

    @property
    def difference(self) -> float:
        """Win rate when drawn minus when not drawn, in points of 0..1 (0 when either side has no game)."""
        if not self.when_drawn.games or not self.when_not_drawn.games:
            return 0.0
        return self.when_drawn.rate - self.when_not_drawn.rate


@dataclass(frozen=True, slots=True)
class LabStats:
    """Everything the results view and the command line show about a run."""

    games: int
    overall: WinRate
    on_play: WinRate
    on_draw: WinRate
    unfinished: int
    errors: int
    pairings: tuple[PairingStats, ...]
    mean_turns: float
    median_turns: float
    turns: tuple[tuple[int, int], ...]  # (turns, games) for every length seen, shortest first
    wins_by: tuple[tuple[Ending, int], ...]  # how the tested deck won (lore, deck-out, concession)
    losses_by: tuple[tuple[Ending, int], ...]  # how it lost
    cards: tuple[CardStats, ...]  # by name
    inkable_share: float  # inkable cards / cards of the kept opening hands (0..1)
    missed_ink: int  # games in which the deck did not ink on one of its first 4 turns
    ink_games: int  # games in which the deck had 4 turns (the base of ``missed_ink``)

    @property
    def missed_ink_share(self) -> float:
        return self.missed_ink / self.ink_games if self.ink_games else 0.0


def _endings(records: Iterable[GameRecord], outcome: Outcome) -> tuple[tuple[Ending, int], ...]:
    counts = Counter(r.ending for r in records if r.outcome is outcome)
    return tuple((e, counts[e]) for e in (Ending.LORE, Ending.DECK_OUT, Ending.CONCESSION) if counts[e])


def _median(xs: Sequence[float]) -> float:
    return float(statistics.median(xs)) if xs else 0.0


def card_stats(records: Sequence[GameRecord], deck: Iterable[str] = ()) -> tuple[CardStats, ...]:
    """Per card of the tested deck (every name in ``deck`` and every name seen in the records), by name."""
    names = set(deck)
    drawn_in: dict[str, list[GameRecord]] = defaultdict(list)
    played_in: dict[str, list[GameRecord]] = defaultdict(list)
    first_turns: dict[str, list[int]] = defaultdict(list)
    for r in records:
        for n in set(r.drawn):
            drawn_in[n].append(r)
        first: dict[str, int] = {}
        for p in r.played:
            first.setdefault(p.card, p.turn)
        for n, t in first.items():
            played_in[n].append(r)
            first_turns[n].append(t)
        names.update(r.drawn)
        names.update(first)
    out = []
    total = _rate(records)
    for n in sorted(names):
        with_it = _rate(drawn_in[n])
        without = win_rate(total.wins - with_it.wins, total.games - with_it.games)
        turns = first_turns[n]
        out.append(CardStats(n, with_it.games, len(played_in[n]), with_it, without, _rate(played_in[n]),
                             _median(turns) if turns else None))
    return tuple(out)


def lab_stats(records: Sequence[GameRecord], pairings: int | None = None, deck: Iterable[str] = ()) -> LabStats:
    """The statistics of a run's records (``pairings``: how many opposing decks, so one without a game
    still shows; ``deck``: the tested deck's names, so a card never drawn still shows)."""
    count = pairings if pairings is not None else (max((r.pairing for r in records), default=-1) + 1)
    per = []
    for p in range(count):
        rs = [r for r in records if r.pairing == p]
        per.append(PairingStats(
            p, _rate(rs), _rate(r for r in rs if r.on_play), _rate(r for r in rs if not r.on_play),
            sum(1 for r in rs if r.outcome is Outcome.UNFINISHED),
            statistics.fmean(r.turns for r in rs) if rs else 0.0))
    lengths = Counter(r.turns for r in records)
    hand_cards = sum(len(r.opening_hand) for r in records)
    four = [r for r in records if len(r.inked) >= 4]
    return LabStats(
        games=len(records), overall=_rate(records), on_play=_rate(r for r in records if r.on_play),
        on_draw=_rate(r for r in records if not r.on_play),
        unfinished=sum(1 for r in records if r.outcome is Outcome.UNFINISHED),
        errors=sum(1 for r in records if r.error),
        pairings=tuple(per),
        mean_turns=statistics.fmean(r.turns for r in records) if records else 0.0,
        median_turns=_median([r.turns for r in records]),
        turns=tuple(sorted(lengths.items())),
        wins_by=_endings(records, Outcome.WIN), losses_by=_endings(records, Outcome.LOSS),
        cards=card_stats(records, deck),
        inkable_share=sum(r.opening_inkable for r in records) / hand_cards if hand_cards else 0.0,
        missed_ink=sum(1 for r in four if not all(r.inked[:4])), ink_games=len(four),
    )
