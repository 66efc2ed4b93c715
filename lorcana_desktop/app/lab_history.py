"""Deck lab results kept with the user's decks, per version of the deck, and a run compared with the last one.

A deck's *version* is a digest of its main deck (the sorted card names), so the same list tested twice
is one version whatever it is called, and an edit makes a new one. Runs are added, never rewritten:
``keep_result`` writes one row in one transaction (the store's rules), and nothing already kept changes.
"""

from __future__ import annotations

import hashlib
import json
import zlib
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from lorcana_desktop.app.lab import LabResult, LabSpec
from lorcana_desktop.app.lab_records import GameRecord
from lorcana_desktop.app.lab_stats import LabStats, lab_stats
from lorcana_desktop.engine.game import ENGINE_VERSION
from lorcana_desktop.store.userdata import LabRunSummary, StoredLabRun, UserData


def deck_version(cards: Sequence[str]) -> str:
    """A short digest of a main deck (names, one per copy; order does not matter)."""
    text = "\n".join(sorted(cards))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


@dataclass(frozen=True, slots=True)
class KeptRun:
    """A run read back from the store: when, which version of the deck, the run and its records."""

    id: int
    created: str
    version: str
    engine: str
    spec: LabSpec
    records: tuple[GameRecord, ...]
    stats: LabStats


@dataclass(frozen=True, slots=True)
class CardChange:
    """A card whose count differs between two versions of a deck."""

    card: str
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class Comparison:
    """A run against the last run of the same deck: the win rates' change and what changed in the deck."""

    previous_id: int
    previous_created: str
    same_version: bool
    rate_before: float
    rate_after: float
    per_opponent: tuple[tuple[str, float, float], ...]  # (opposing deck, before, after) for decks in both runs
    changes: tuple[CardChange, ...]

    @property
    def difference(self) -> float:
        return self.rate_after - self.rate_before


def to_stored(result: LabResult) -> StoredLabRun:
    spec = result.spec
    records = json.dumps([r.to_json() for r in result.records], separators=(",", ":")).encode("utf-8")
    return StoredLabRun(
        deck=spec.deck.name, version=deck_version(spec.deck.cards),
        cards=json.dumps(sorted(spec.deck.cards), ensure_ascii=False), spec=json.dumps(spec.to_json(), ensure_ascii=False),
        games=result.stats.games, wins=result.stats.overall.wins, records=zlib.compress(records, 6),
        engine=ENGINE_VERSION,
    )


def from_stored(row: StoredLabRun) -> KeptRun:
    """A kept run; a damaged row raises ValueError saying what is wrong (the row itself stays)."""
    try:
        spec = LabSpec.from_json(json.loads(row.spec))
        data = json.loads(zlib.decompress(row.records).decode("utf-8"))
    except (ValueError, zlib.error) as exc:
        raise ValueError(f"The test results {row.id} of {row.deck!r} are damaged: {exc}") from None
    records = tuple(GameRecord.from_json(d) for d in data)
    return KeptRun(row.id, row.created, row.version, row.engine, spec, records,
                   lab_stats(records, len(spec.opponents), spec.deck.cards))


def save_run(store: UserData, result: LabResult) -> int:
    """Keep ``result``; its id in the store."""
    return store.add_lab_run(to_stored(result))


def runs_of(store: UserData, deck: str) -> list[LabRunSummary]:
    """The kept runs of a deck, newest first."""
    return store.lab_runs(deck)


def load_run(store: UserData, run_id: int) -> KeptRun | None:
    row = store.lab_run(run_id)
    return None if row is None else from_stored(row)


def compare(result: LabResult | KeptRun, previous: KeptRun) -> Comparison:
    """``result`` against an earlier run of the same deck."""
    before = Counter(previous.spec.deck.cards)
    after = Counter(result.spec.deck.cards)
    changes = tuple(CardChange(n, before[n], after[n]) for n in sorted(set(before) | set(after)) if before[n] != after[n])
    prev_rates = {previous.spec.opponents[p.pairing].name: p.overall.rate for p in previous.stats.pairings}
    per = tuple((result.spec.opponents[p.pairing].name, prev_rates[result.spec.opponents[p.pairing].name], p.overall.rate)
                for p in result.stats.pairings if result.spec.opponents[p.pairing].name in prev_rates)
    return Comparison(previous.id, previous.created, deck_version(result.spec.deck.cards) == previous.version,
                      previous.stats.overall.rate, result.stats.overall.rate, per, changes)


def previous_run(store: UserData, deck: str, before_id: int | None = None) -> KeptRun | None:
    """The newest kept run of ``deck`` older than run ``before_id`` (None: the newest of all) that can be read."""
    for summary in store.lab_runs(deck):
        if before_id is not None and summary.id >= before_id:
            continue
        try:
            return load_run(store, summary.id)
        except ValueError:
            continue  # a damaged row is skipped here, and kept
    return None


def comparison_line(c: Comparison) -> str:
    """The comparison in one line of English (the command line)."""
    sign = "+" if c.difference >= 0 else ""
    what = "the same deck" if c.same_version else (
        f"{len(c.changes)} card(s) changed" if c.changes else "the same cards")
    return (f"last run ({c.previous_created}, {what}): {100 * c.rate_before:.0f}% -> {100 * c.rate_after:.0f}% "
            f"({sign}{100 * c.difference:.0f} points)")


def keep_result(result: LabResult, store: UserData | None = None) -> str:
    """Keep ``result`` in the user's store and say how it compares with the deck's last run ("" when there
    was none). Opens the user's store when none is given."""
    if store is None:
        from lorcana_desktop.paths import userdata_path

        with UserData.open(userdata_path()) as opened:
            return keep_result(result, opened)
    previous = previous_run(store, result.spec.deck.name)
    new_id = save_run(store, result)
    line = f"results kept with your decks (run {new_id})"
    if previous is not None:
        line += "; " + comparison_line(compare(result, previous))
    return line
