"""``lorcana-desktop exo ...`` as a person runs it: checking, adding and listing card sets, validating
decks; exit codes and messages."""

from __future__ import annotations

import errno
import os
import shutil
from pathlib import Path

import pytest

from lorcana_desktop.cli import main
from lorcana_desktop.exo.starter import ready_decks, starter_set_path
from lorcana_desktop.paths import data_dir

from .conftest import line_with
from .test_loader import GOOD


def write(folder: Path, text: str, name: str = "fan1.toml") -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_check_the_starter_set(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["exo", "cards", "check", str(starter_set_path())]) == 0
    out = capsys.readouterr()
    assert out.err == ""
    assert out.out.startswith("STR1 Maree e Braci (set iniziale, carte inventate): 47 cards, no mistakes.")
    assert ("Cards per type: leader 2, creatura 23, vice leader 3, evoluzione 3, evoluzione vice leader 2, "
            "tattica 10, pedina 2, reliquia 2") in out.out
    assert "1 resolved by hand" in out.out and "STR1-012 Mimo delle Maree: ATTIVAZIONE (abilities[0])" in out.out


def test_check_names_every_mistake_and_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = GOOD.replace("life = 6\n", "").replace('{op = "draw", who = "you", n = 1} ]', '{op = "drow", n = 1} ]')
    path = write(tmp_path, text)
    assert main(["exo", "cards", "check", str(path)]) == 1
    out = capsys.readouterr()
    assert out.err.splitlines() == [
        (f"error: line {line_with(text, '# 1) a Leader')}, card FAN1-001, key life: a Leader needs life: its starting "
        "life (R-3; the rules give no number)"),
        (f"error: line {line_with(text, 'drow')}, card FAN1-014, key abilities[1].effect[0].op: unknown op \"drow\" "
        "(did you mean \"draw\"?)"),
    ]
    assert out.out == f"{path}: 2 mistake(s) in 2 card(s); the set cannot be used until they are fixed.\n"


def test_check_a_missing_or_broken_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["exo", "cards", "check", str(tmp_path / "none.toml")]) == 1
    assert "error: file not found" in capsys.readouterr().err
    assert main(["exo", "cards", "check", str(write(tmp_path, "[set\n"))]) == 1
    assert "error: line 1: not valid TOML" in capsys.readouterr().err


def test_add_then_list_then_refuse_then_replace(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, GOOD)
    assert main(["exo", "cards", "add", str(path)]) == 0
    stored = data_dir() / "exo" / "sets" / "FAN1" / "FAN1.toml"
    assert capsys.readouterr().out == f"Added FAN1 Set di prova (carte inventate) (4 cards) in {stored.parent}.\n"
    assert stored.read_bytes() == path.read_bytes()
    assert main(["exo", "cards", "list"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert listed[0] == "STR1\tMaree e Braci (set iniziale, carte inventate)\t47 cards\tbuilt in"
    assert listed[1] == f"FAN1\tSet di prova (carte inventate)\t4 cards\t{stored}"

    changed = write(tmp_path, GOOD.replace("Set di prova", "Set di prova 2"), "other.toml")
    assert main(["exo", "cards", "add", str(changed)]) == 1
    err = capsys.readouterr().err
    assert f"Not added: a set with code FAN1 is already added ({stored.parent}); add --replace to replace it." in err
    assert "Set di prova 2" not in stored.read_text(encoding="utf-8")
    assert main(["exo", "cards", "add", str(changed), "--replace"]) == 0
    assert capsys.readouterr().out.startswith("Replaced FAN1 Set di prova 2")
    assert "Set di prova 2" in stored.read_text(encoding="utf-8")
    assert [p.name for p in stored.parent.parent.iterdir()] == ["FAN1"]  # nothing left over


def test_add_refuses_a_file_with_mistakes_and_the_builtin_code(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    bad = write(tmp_path, GOOD.replace("life = 6\n", ""))
    assert main(["exo", "cards", "add", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "key life: a Leader needs life" in err and f"Not added: {bad} has 1 mistake(s)" in err
    stolen = write(tmp_path, GOOD.replace('"FAN1', '"STR1'), "str1.toml")
    assert main(["exo", "cards", "add", str(stolen)]) == 1
    assert "STR1 is the code of the built-in set; give your set another code" in capsys.readouterr().err
    sets = data_dir() / "exo" / "sets"
    assert not sets.exists() or not list(sets.iterdir())


def test_add_copies_the_pictures_the_cards_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "img").mkdir()
    (tmp_path / "img" / "lupo.png").write_bytes(b"\x89PNG fake")
    text = (GOOD.replace('name = "Lupo di Brina"', 'name = "Lupo di Brina"\nimage = "img/lupo.png"')
                .replace('name = "Vessa, Custode del Faro"', 'name = "Vessa, Custode del Faro"\nimage = "vessa.png"'))
    assert main(["exo", "cards", "add", str(write(tmp_path, text))]) == 0
    out = capsys.readouterr()
    assert "(4 cards, 1 picture(s))" in out.out
    assert "the picture vessa.png is not in" in out.err and "the picture vessa.png was not copied" in out.err
    assert (data_dir() / "exo" / "sets" / "FAN1" / "img" / "lupo.png").read_bytes() == b"\x89PNG fake"


def test_a_failed_copy_changes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    path = write(tmp_path, GOOD)
    assert main(["exo", "cards", "add", str(path)]) == 0
    stored = data_dir() / "exo" / "sets" / "FAN1" / "FAN1.toml"
    before = stored.read_bytes()

    def full(self: Path, data: bytes) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    changed = write(tmp_path, GOOD.replace("Set di prova", "Set nuovo"), "other.toml")
    capsys.readouterr()
    with monkeypatch.context() as patched:
        patched.setattr(Path, "write_bytes", full)
        assert main(["exo", "cards", "add", str(changed), "--replace"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: the set was not added: the disk holding") and "is full" in err
    assert stored.read_bytes() == before
    assert [p.name for p in stored.parent.parent.iterdir()] == ["FAN1"]

    # The new folder is complete but cannot take the old one's place: the old set is put back.
    real_rename = Path.rename

    def refuse_new(self: Path, target: Path) -> Path:
        if self.name.startswith(".adding-"):
            raise OSError(errno.EACCES, os.strerror(errno.EACCES))
        return real_rename(self, target)

    monkeypatch.setattr(Path, "rename", refuse_new)
    assert main(["exo", "cards", "add", str(changed), "--replace"]) == 2
    assert "cannot be written to" in capsys.readouterr().err
    assert stored.read_bytes() == before
    assert [p.name for p in stored.parent.parent.iterdir()] == ["FAN1"]


def test_validate_a_ready_deck_by_name_and_list_them(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["exo", "deck", "validate", "marea"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines() == [
        "Marea (mazzo pronto) (sets: STR1): Leader 1, main deck (Mazzo) 30, Evolution deck (Evoluzioni) 3, Side deck 5",
        "Legal: 1 Leader, 30 cards in the main deck, the Evolution and Side decks within their limits.",
    ]
    assert main(["exo", "deck", "list"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert [line.split("\t")[:3] for line in listed] == [
        ["brace", "Brace (mazzo pronto)", "Leader: Vulkar, Signore delle Braci"],
        ["marea", "Marea (mazzo pronto)", "Leader: Nerea, Signora delle Maree"],
    ]


def test_validate_an_illegal_deck_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    marea = next(p for p in ready_decks() if p.stem == "marea").read_text(encoding="utf-8")
    path = write(tmp_path, marea.replace("2 Medusa Lucente", "1 Medusa Lucente") + "3 Goccia\n", "mio.txt")
    assert main(["exo", "deck", "validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert "Not legal:" in out
    assert "- The main deck (Mazzo) has 29 cards; it must have exactly 30 («Esattamente 30 carte nel mazzo principale»)" in out
    assert "- Goccia is a pedina, made by effects during a game: no deck may hold it («Non possono" in out


def test_validate_reports_unreadable_lines_and_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    marea = next(p for p in ready_decks() if p.stem == "marea").read_text(encoding="utf-8")
    path = write(tmp_path, marea.replace("2 Medusa Lucente", "2 Medusa Lucnte"), "mio.txt")
    assert main(["exo", "deck", "validate", str(path)]) == 1
    out = capsys.readouterr()
    assert "error: line" in out.err and "No card named 'Medusa Lucnte' in STR1. Did you mean: Medusa Lucente?" in out.err
    assert f"1 line(s) of {path} could not be read" in out.out


def test_validate_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["exo", "deck", "validate", str(tmp_path / "none.txt")]) == 1
    err = capsys.readouterr().err
    assert "file not found" in err and "Ready decks: brace, marea." in err


def test_a_deck_may_use_an_added_set(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["exo", "cards", "add", str(write(tmp_path, GOOD))]) == 0
    deck = write(tmp_path, "Sets: FAN1\nLeader:\n1 Vessa, Custode del Faro\nMazzo:\n2 Lupo di Brina\n", "d.txt")
    assert main(["exo", "deck", "validate", str(deck)]) == 1
    out = capsys.readouterr().out
    assert "(sets: FAN1): Leader 1, main deck (Mazzo) 2," in out and "has 2 cards; it must have exactly 30" in out


def test_the_oversized_deck_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from lorcana_desktop.cli import exo

    monkeypatch.setattr(exo, "DECK_FILE_LIMIT", 10)
    path = write(tmp_path, "Sets: STR1\n2 Eruzione\n", "d.txt")
    assert main(["exo", "deck", "validate", str(path)]) == 1
    assert "is larger than any deck list" in capsys.readouterr().err


def test_a_damaged_added_set_is_listed_with_the_way_to_see_why(capsys: pytest.CaptureFixture[str],
                                                              tmp_path: Path) -> None:
    assert main(["exo", "cards", "add", str(write(tmp_path, GOOD))]) == 0
    stored = data_dir() / "exo" / "sets" / "FAN1" / "FAN1.toml"
    stored.write_text(GOOD.replace("life = 6\n", ""), encoding="utf-8")
    capsys.readouterr()
    assert main(["exo", "cards", "list"]) == 0
    line = capsys.readouterr().out.splitlines()[1]
    assert line.startswith("FAN1\t(cannot be used: 1 mistake(s); run: lorcana-desktop exo cards check")
    shutil.rmtree(stored.parent)


def test_playout_command_reports_no_fault(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["exo", "playout", "--games", "2", "--seed", "3", "--deep-every", "5"]) == 0
    out = capsys.readouterr().out
    assert "2 games (seeds 3..4)" in out and "0 with faults" in out
    assert main(["exo", "playout", "--games", "0"]) == 2


def test_match_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["exo", "match", "--a", "greedy", "--b", "random", "--games", "2", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "2 games in" in out and "greedy (A) won" in out and "random (B) won" in out


def test_bench_engine_for_exo(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "engine", "--game", "exo", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "Creatures of Exo" in out and "games/s:" in out and "decisions/game:" in out


def test_the_exo_bench_plays_the_games_its_digest_names() -> None:
    """The timed bench picks its random actions its own cheaper way: it must still play the very games that
    ``--digest`` hashes (same seeds, same picks), so the same number of decisions game by game."""
    from lorcana_desktop.bench.engine import exo_digest, play_exo_games

    for seed in (0, 7, 31):
        _, decisions, samples, _, _ = play_exo_games(1, seed)
        assert decisions == exo_digest(1, seed)[1]
        assert samples  # legal_actions() is still timed at some decisions
