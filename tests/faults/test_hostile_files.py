"""Hostile files and the messages about them (issue 20, items 6, 7 and 9): card data nested 100,000 deep,
a pipe named like a picture, a 3 MB card name, exit codes of a read-only folder."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.cli import deck as deck_cli
from lorcana_desktop.cli import main

from .conftest import ROOT, Programs


def test_card_data_nested_100000_deep_is_refused_in_one_line(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    deep = tmp_path / "allCards.json"
    deep.write_text('{"cards": ' + "[" * 100_000 + "]" * 100_000 + "}", encoding="utf-8")
    assert main(["cards", "import", str(deep)]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err and "RecursionError" not in err
    lines = [ln for ln in err.splitlines() if ln.startswith("error:")]
    assert len(lines) == 1 and str(deep) in lines[0] and "deeper than any card file" in lines[0], err


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_named_like_a_picture_is_refused_not_waited_for(programs: Programs, tmp_path: Path) -> None:
    folder = tmp_path / "pictures"
    folder.mkdir()
    os.mkfifo(folder / "1-5.png")  # nothing ever writes into it: opening it to read would wait forever
    Image.new("RGB", (63, 88), (1, 2, 3)).save(folder / "1-6.png")
    done = programs.run("settings", "images", str(folder), timeout=60)
    assert done.returncode == 0, done.stderr
    assert "1-5.png (unreadable: not a regular file" in done.stdout
    assert "2 picture(s); they cover 1 of" in done.stdout, done.stdout  # refused ones are counted too
    # Drawing the face of that printing (the catalog, the deck builder, the table) draws ours instead.
    face = subprocess.run(
        [sys.executable, "-c", FACE_OF_1_5, str(folder)], env=programs.env, cwd=ROOT, text=True,
        capture_output=True, timeout=60, check=False)
    assert face.returncode == 0, face.stderr
    assert "-user-" not in face.stdout and face.stdout.strip().endswith(".png")


FACE_OF_1_5 = """
import sys
from pathlib import Path
from lorcana_desktop.cards import default_cards
from lorcana_desktop.render.cache import face_path
from lorcana_desktop.render.user_images import Picture

cards = default_cards()
card = next(c for c in cards if any(p.place == "1" and p.collector_number == "5" for p in c.printings))
printing = next(p for p in card.printings if p.place == "1" and p.collector_number == "5")
# Even a picture found some other way is opened without waiting.
try:
    with Picture(Path(sys.argv[1]).resolve(), "1-5.png").open():
        raise SystemExit("the pipe was opened as a picture")
except Exception as exc:
    assert "not a regular file" in str(exc), exc
print(face_path(card, 120, printing, user_images_dir=Path(sys.argv[1])))
"""


def test_a_3_mb_card_name_is_not_echoed_in_full(cards: CardIndex, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(deck_cli, "_cards", lambda: cards)
    deck = tmp_path / "long.txt"
    deck.write_text("4 " + "Elsaq" * 600_000 + "\n4 Smash\n", encoding="utf-8")
    assert main(["deck", "validate", str(deck)]) == 1
    captured = capsys.readouterr()
    err = captured.err + captured.out
    assert len(err) < 3000, len(err)
    assert "Unknown card 'ElsaqElsaq" in err and "(3,000,000 characters)" in err
