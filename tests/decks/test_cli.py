"""``lorcana-desktop deck`` and ``collection``: what a person sees and the exit codes scripts rely on."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.cli import deck as deck_cli
from lorcana_desktop.cli import main

PRECONS = Path(__file__).resolve().parents[2] / "decks"


@pytest.fixture(autouse=True)
def _catalog(cards: CardIndex, monkeypatch: pytest.MonkeyPatch) -> None:
    # The session card index stands in for the user's catalog (no catalog import per test).
    monkeypatch.setattr(deck_cli, "_cards", lambda: cards)


def test_validate_a_legal_deck_exits_zero(capsys: pytest.CaptureFixture[str]) -> None:
    path = min(PRECONS.glob("*.txt"))
    assert main(["deck", "validate", str(path)]) == 0
    assert "Legal in Core." in capsys.readouterr().out


def test_validate_prints_every_reason_and_exits_nonzero(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("5 Elsa - Snow Queen\n1 Be Prepared\n1 Smash\n1 Elza\n", encoding="utf-8")
    assert main(["deck", "validate", str(bad), "--format", "core"]) == 1
    out = capsys.readouterr()
    assert "at least 60" in out.out and "3 inks" in out.out and "5 copies" in out.out and "rotated" in out.out
    assert "Elza" in out.err
    # The same cards are legal in Sealed except for the count.
    assert main(["deck", "validate", str(bad), "--format", "sealed"]) == 1
    assert "at least 40" in capsys.readouterr().out


def test_validate_pack_rush(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    small = tmp_path / "rush.txt"
    small.write_text("3 Elsa - Snow Queen\n9 Smash\n", encoding="utf-8")
    assert main(["deck", "validate", str(small), "--format", "pack_rush"]) == 0
    assert "Legal in Pack Rush" in capsys.readouterr().out


def test_validate_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", "validate", str(tmp_path / "nope.txt")]) == 1
    assert "Cannot read" in capsys.readouterr().err


def test_import_needs_confirmation_then_export_and_list(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    src = min(PRECONS.glob("*.txt"))
    monkeypatch.setattr("sys.stdin.isatty", lambda: False)
    assert main(["deck", "import", str(src), "--name", "Mine"]) == 1
    assert "Not saved" in capsys.readouterr().err
    assert main(["deck", "import", str(src), "--name", "Mine", "--yes"]) == 0
    assert main(["deck", "import", str(src), "--name", "Mine", "--yes"]) == 1  # exists: needs --replace
    capsys.readouterr()
    assert main(["deck", "list"]) == 0
    listing = capsys.readouterr().out
    assert "Mine\tCore\t60 cards\tsaved 20" in listing
    for kind in ("text", "code", "tts"):
        out = tmp_path / f"mine.{kind}"
        assert main(["deck", "export", "Mine", "--to", kind, "-o", str(out)]) == 0
        assert main(["deck", "validate", str(out)]) == 0
    assert json.loads((tmp_path / "mine.tts").read_text())["ObjectStates"][0]["Nickname"] == "Mine"
    assert main(["deck", "export", "Nobody"]) == 1


def test_stats(capsys: pytest.CaptureFixture[str]) -> None:
    path = min(PRECONS.glob("*.txt"))
    assert main(["deck", "stats", str(path)]) == 0
    out = capsys.readouterr().out
    assert "average cost" in out and "Cost curve" in out and "40%" in out


def test_collection_import_export_and_missing(tmp_path: Path, cards: CardIndex,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    csv_in = tmp_path / "in.csv"
    csv_in.write_text("Normal,Foil,Name,Set,Card Number,Color,Rarity,Price,Foil Price\n"
                      "2,1,Elsa - Snow Queen,1,41,Amethyst,Uncommon,,\n"
                      "1,0,Nobody Card,1,9999,,,,\n", encoding="utf-8")
    # One row could not be read: replacing the collection with the rest needs --force.
    assert main(["collection", "import", str(csv_in), "--yes", "--force"]) == 1
    out = capsys.readouterr()
    assert "Nobody Card" in out.err and "Collection saved." in out.out
    csv_out = tmp_path / "out.csv"
    assert main(["collection", "export", str(csv_out)]) == 0
    assert "2,1,Elsa - Snow Queen,1,41" in csv_out.read_text()
    deck = tmp_path / "d.txt"
    deck.write_text("4 Elsa - Snow Queen\n2 Smash\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["collection", "missing", str(deck)]) == 0
    report = capsys.readouterr().out
    assert "1 Elsa - Snow Queen" in report and "2 Smash" in report and "3 cards" in report


def test_collection_import_junk(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    junk = tmp_path / "junk.csv"
    junk.write_bytes(b"\x00\xff\xfe garbage")
    assert main(["collection", "import", str(junk), "--yes"]) == 2
    assert "not UTF-8" in capsys.readouterr().err


def test_a_corrupt_store_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from lorcana_desktop.paths import userdata_path

    userdata_path().write_bytes(b"garbage" * 1000)
    assert main(["deck", "list"]) == 2
    assert "damaged" in capsys.readouterr().err


def test_a_store_that_cannot_be_upgraded_is_reported_not_a_traceback(capsys: pytest.CaptureFixture[str]) -> None:
    import sqlite3

    from lorcana_desktop.paths import userdata_path

    conn = sqlite3.connect(userdata_path())
    conn.execute("CREATE TABLE decks (x)")
    conn.commit()
    conn.close()
    before = userdata_path().read_bytes()
    assert main(["deck", "list"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "schema 0 to 1 failed" in err and "left untouched" in err
    assert userdata_path().read_bytes() == before


def test_validate_a_saved_deck_or_a_code_and_format_spellings(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", "list"]) == 0  # the first run adds the preconstructed decks
    name = capsys.readouterr().out.splitlines()[0].split("\t")[0]
    assert main(["deck", "validate", name, "--format", "Infinity"]) == 0
    assert "Legal in Infinity." in capsys.readouterr().out
    assert main(["deck", "validate", name, "--format", "pack-rush"]) == 1
    assert "at most 24" in capsys.readouterr().out
    assert main(["deck", "export", name, "--to", "code"]) == 0
    code = capsys.readouterr().out.strip()
    assert main(["deck", "validate", code]) == 0
    assert "60 cards" in capsys.readouterr().out
    cut = ((len(code) - 10) // 4) * 4 + 1  # one character past whole base64 groups: visibly cut short
    assert main(["deck", "validate", code[:cut]]) == 1
    out = capsys.readouterr()
    assert "Not a deck code" in out.err and "cut short" in out.err
    assert main(["deck", "validate", name[:6].lower()]) == 1
    assert f"Saved decks like it: {name}" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exc:
        main(["deck", "validate", name, "--format", "modern"])
    assert exc.value.code == 2
    assert "choose one of: core, infinity, sealed, draft, pack_rush" in capsys.readouterr().err


def test_import_a_deck_code_given_on_the_command_line(capsys: pytest.CaptureFixture[str],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    import base64

    code = base64.b64encode(b"Elsa - Snow Queen$4|Smash$2|Elza$1").decode()
    monkeypatch.setattr("sys.stdin.isatty", lambda: False)
    assert main(["deck", "import", code, "--name", "Coded"]) == 1  # not confirmed: not saved
    assert "Not saved" in capsys.readouterr().err
    assert main(["deck", "import", code, "--name", "Coded", "--yes"]) == 1  # saved, but a line was left out
    out = capsys.readouterr()
    assert "Elza" in out.err and "Did you mean" in out.err and "Saved 'Coded'." in out.out
    assert main(["deck", "export", "Coded"]) == 0
    assert capsys.readouterr().out.endswith("4 Elsa - Snow Queen\n2 Smash\n")


def test_missing_for_a_saved_deck(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", "list"]) == 0
    first = capsys.readouterr()
    n = len(list(PRECONS.glob("*.txt")))
    assert first.err.startswith(f"First start: added {n} preconstructed decks")
    name = first.out.splitlines()[0].split("\t")[0]
    assert main(["deck", "list"]) == 0
    assert "First start" not in capsys.readouterr().err, "said once"
    assert main(["collection", "missing", name]) == 0
    report = capsys.readouterr().out
    assert report.startswith(f"# Missing for {name}: 60 cards")
    assert main(["collection", "missing", "no such deck"]) == 1
