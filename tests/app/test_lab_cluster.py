"""The deck lab on a Dask cluster (the ``cluster`` extra): the same records as a local run of the same seed."""

from __future__ import annotations

from pathlib import Path

import pytest

from lorcana_desktop.app.lab import LabDeck, LabError, LabRun, LabSpec
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks import read_deck_file

PRECONS = sorted((Path(__file__).resolve().parents[2] / "decks").glob("*.txt"))


def _spec(cards: CardIndex) -> LabSpec:
    decks = [LabDeck(p.stem, tuple(c.full_name for c in read_deck_file(p, cards).deck.cards())) for p in PRECONS[:3]]
    return LabSpec(decks[0], (decks[1], decks[2]), games=3, seed=21)


def test_a_cluster_run_gives_the_records_of_a_local_run(cards: CardIndex) -> None:
    pytest.importorskip("distributed", reason="the 'cluster' extra (the distributed package) is not installed")
    from distributed import LocalCluster

    spec = _spec(cards)
    local = LabRun(spec, cards, jobs=1).run()
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        remote = LabRun(spec, cards, cluster=cluster.scheduler_address).run()
    assert remote.where == cluster.scheduler_address
    assert remote.records == local.records
    assert len(remote.records) == 6


def test_an_unreachable_cluster_is_named(cards: CardIndex) -> None:
    pytest.importorskip("distributed", reason="the 'cluster' extra (the distributed package) is not installed")
    run = LabRun(_spec(cards), cards, cluster="tcp://127.0.0.1:9")
    run.CONNECT_TIMEOUT = 2.0
    with pytest.raises(LabError, match="Cannot reach the Dask scheduler at tcp://127.0.0.1:9"):
        run.run()
