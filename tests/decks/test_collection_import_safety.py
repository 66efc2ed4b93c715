"""A collection import never wipes the collection by accident (issue 12, item 1)."""

from __future__ import annotations

from pathlib import Path

import pytest

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.cli import deck as deck_cli
from lorcana_desktop.cli import main
from lorcana_desktop.decks import Collection, parse_dreamborn_csv, to_dreamborn_csv
from lorcana_desktop.decks.collection import MAX_OWNED
from lorcana_desktop.decks.dreamborn import (
    NothingToImport,
    plan_collection_import,
)
from lorcana_desktop.decks.library import load_collection, open_library, save_collection

HEADER = "Normal,Foil,Name,Set,Card Number,Color,Rarity,Price,Foil Price\n"


@pytest.fixture(autouse=True)
def _catalog(cards: CardIndex, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(deck_cli, "_cards", lambda: cards)
    monkeypatch.setattr("sys.stdin.isatty", lambda: False)


def _own_many(cards: CardIndex, n: int = 1000) -> Collection:
    owned = Collection()
    for card in cards:
        for p in card.printings:
            if len(owned) < n:
                owned.set(p.id, 1, 0)
    with open_library(cards) as store:
        save_collection(store, owned)
    return owned


def _stored(cards: CardIndex) -> Collection:
    with open_library(cards) as store:
        return load_collection(store)


def test_a_malformed_csv_changes_nothing(tmp_path: Path, cards: CardIndex, capsys: pytest.CaptureFixture[str]) -> None:
    before = _own_many(cards)
    bad = tmp_path / "bad.csv"
    bad.write_text(HEADER + "x,y,Nobody,1,1,,,,\nz,1,Smash,1,200,,,,\n1,0,No Such Card,99,999,,,,\n", encoding="utf-8")
    assert main(["collection", "import", str(bad), "--yes"]) == 1
    out = capsys.readouterr()
    assert "Collection saved" not in out.out
    assert "unchanged" in out.err
    assert _stored(cards) == before


def test_a_header_only_csv_changes_nothing_and_says_so(tmp_path: Path, cards: CardIndex,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    before = _own_many(cards)
    empty = tmp_path / "empty.csv"
    empty.write_text(HEADER, encoding="utf-8")
    assert main(["collection", "import", str(empty), "--yes"]) == 1
    assert "no card rows" in capsys.readouterr().err
    assert _stored(cards) == before


def test_a_replacing_import_with_rejected_rows_needs_force(tmp_path: Path, cards: CardIndex,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    before = _own_many(cards)
    mixed = tmp_path / "mixed.csv"
    mixed.write_text(HEADER + "2,1,Elsa - Snow Queen,1,41,,,,\n1,0,Nobody Card,1,9999,,,,\n", encoding="utf-8")
    assert main(["collection", "import", str(mixed), "--yes"]) == 1
    err = capsys.readouterr().err
    assert "--force" in err and "1 row(s)" in err
    assert _stored(cards) == before
    assert main(["collection", "import", str(mixed), "--yes", "--force"]) == 1  # saved, but a row was lost
    assert "Collection saved." in capsys.readouterr().out
    assert _stored(cards).total_copies() == 3


def test_the_plan_for_the_window(cards: CardIndex) -> None:
    """The Qt-free check the collection screen uses before it asks the person."""
    current = Collection({1: _owned(1, 0)})
    with pytest.raises(NothingToImport, match="unchanged"):
        plan_collection_import(parse_dreamborn_csv(HEADER, cards), current, merge=False)
    mixed = parse_dreamborn_csv(HEADER + "2,1,Elsa - Snow Queen,1,41,,,,\n1,0,Nobody,1,9999,,,,\n", cards)
    plan = plan_collection_import(mixed, current, merge=False)
    assert plan.rejected == 1 and plan.needs_consent and plan.collection.total_copies() == 3
    assert "1 row(s)" in plan.consent_question()
    merged = plan_collection_import(mixed, current, merge=True)
    assert not merged.needs_consent and merged.collection.total_copies() == 4


def _owned(normal: int, foil: int):
    from lorcana_desktop.decks import Owned

    return Owned(normal, foil)


def test_merge_stops_at_the_maximum_and_the_export_reimports(tmp_path: Path, cards: CardIndex,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    elsa = next(p for p in cards.by_name("Elsa - Snow Queen").printings if p.set_code == "1")
    with open_library(cards) as store:
        save_collection(store, Collection({elsa.id: _owned(MAX_OWNED - 1, 0)}))
    more = tmp_path / "more.csv"
    more.write_text(HEADER + "5,0,Elsa - Snow Queen,1,41,,,,\n", encoding="utf-8")
    assert main(["collection", "import", str(more), "--merge", "--yes"]) == 0
    assert "maximum" in capsys.readouterr().err
    assert _stored(cards).get(elsa.id).normal == MAX_OWNED
    out = tmp_path / "out.csv"
    assert main(["collection", "export", str(out)]) == 0
    again = parse_dreamborn_csv(out.read_text(encoding="utf-8"), cards)
    assert again.ok and again.collection == _stored(cards)


def test_counts_past_the_maximum_cannot_be_held(cards: CardIndex) -> None:
    owned = Collection()
    owned.set(1, MAX_OWNED, 0)
    assert owned.adjust(1, 5).normal == MAX_OWNED
    with pytest.raises(ValueError):
        owned.set(1, MAX_OWNED + 1, 0)
    assert parse_dreamborn_csv(to_dreamborn_csv(owned, cards), cards).ok


def test_an_empty_collection_never_replaces_an_owned_one_by_accident(cards: CardIndex) -> None:
    """The window's import saves through save_collection too: an empty result cannot wipe the collection."""
    before = _own_many(cards, 10)
    with open_library(cards) as store:
        with pytest.raises(NothingToImport):
            save_collection(store, Collection())
        assert load_collection(store) == before
        save_collection(store, Collection(), clear=True)  # meant: emptied
        assert len(load_collection(store)) == 0
