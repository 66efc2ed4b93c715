"""The deck lab on a Dask cluster (the ``cluster`` extra): the same records as a local run of the same seed,
through ``LabRun`` and through the command a person types (``lorcana-desktop lab ... --jobs 1 / --jobs 2 /
--cluster``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lorcana_desktop.app.lab import LabDeck, LabError, LabRun, LabSpec
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.cli import main
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


def test_the_command_gives_the_same_games_in_one_process_in_two_and_on_a_cluster(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """One seed, three ways a person can run it: every game's record and the printed summary are the same.

    Eight games a way, so the three cut the run into batches of different sizes (2 games a batch in one
    process, 1 in two processes and on the cluster): a seed that followed the batch would show here."""
    pytest.importorskip("distributed", reason="the 'cluster' extra (the distributed package) is not installed")
    from distributed import LocalCluster

    common = ["lab", "steady", "--vs", "lore-race", "--games", "8", "--seed", "11", "--no-save", "--quiet"]
    outs: dict[str, tuple[dict, list[str]]] = {}

    def run(way: str, *extra: str) -> None:
        out = tmp_path / f"{way}.json"
        assert main([*common, *extra, "--out", str(out)]) == 0
        printed = capsys.readouterr().out.strip().splitlines()
        outs[way] = (json.loads(out.read_text(encoding="utf-8")), printed)

    run("one", "--jobs", "1")
    run("two", "--jobs", "2")
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        run("cluster", "--cluster", cluster.scheduler_address)
        address = cluster.scheduler_address
    one, two, remote = outs["one"][0], outs["two"][0], outs["cluster"][0]
    assert (one["jobs"], two["jobs"], remote["where"]) == (1, 2, address)
    assert len(one["games"]) == 8 and [g["number"] for g in one["games"]] == list(range(8))
    assert two["games"] == one["games"]
    assert remote["games"] == one["games"]
    assert two["stats"] == one["stats"] == remote["stats"]
    # What the person reads: the pairing's line and the last line, word for word.
    assert outs["two"][1][-2:] == outs["one"][1][-2:] == outs["cluster"][1][-2:]
    assert outs["one"][1][-1].startswith("amber-amethyst-steady-friends won ")
    assert f"on {address}" in outs["cluster"][1][0] and "on 2 process(es)" in outs["two"][1][0]


def test_an_unreachable_cluster_is_named(cards: CardIndex) -> None:
    pytest.importorskip("distributed", reason="the 'cluster' extra (the distributed package) is not installed")
    run = LabRun(_spec(cards), cards, cluster="tcp://127.0.0.1:9")
    run.CONNECT_TIMEOUT = 2.0
    with pytest.raises(LabError, match="Cannot reach the Dask scheduler at tcp://127.0.0.1:9"):
        run.run()
