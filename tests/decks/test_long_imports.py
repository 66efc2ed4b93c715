"""Long deck lists of unknown names stay quick and readable (issue 12, item 3; item 8's bad count)."""

from __future__ import annotations

from pathlib import Path

import pytest

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.cli import deck as deck_cli
from lorcana_desktop.cli import main
from lorcana_desktop.decks import import_deck, parse_text, read_deck_file
from lorcana_desktop.decks.problems import MAX_SUGGESTED


@pytest.mark.parametrize(("typed", "meant"), [
    ("Elza - Snow Quen", "Elsa - Snow Queen"),
    ("mickey mouse true frend", "Mickey Mouse - True Friend"),
    ("Stich rock star", "Stitch - Rock Star"),
    ("Hades lord of the dead", "Hades - Lord of the Dead"),
    ("Be Prepard", "Be Prepared"),
])
def test_suggestions_name_the_card_meant(cards: CardIndex, typed: str, meant: str) -> None:
    assert cards.closest(typed)[0] == meant


def test_suggestions_come_from_an_index_built_once(cards: CardIndex, monkeypatch: pytest.MonkeyPatch) -> None:
    """A suggestion looks the name up in an index of the card names; it never re-reads every card."""
    cards.closest("warm up")
    monkeypatch.setattr(CardIndex, "__iter__", lambda self: pytest.fail("suggestion scanned every card"))
    assert cards.closest("Elza - Snow Quen")[0] == "Elsa - Snow Queen"


def test_only_the_first_problems_get_suggestions(cards: CardIndex) -> None:
    text = "\n".join(f"2 Nobodyknows Number{i}" for i in range(MAX_SUGGESTED + 50))
    result = parse_text(text, cards)
    assert len(result.errors) == MAX_SUGGESTED + 50  # every line is still reported
    assert all(p.suggestions for p in result.errors[:MAX_SUGGESTED])
    assert not any(p.suggestions for p in result.errors[MAX_SUGGESTED:])


def test_progress_is_reported_for_a_long_import(cards: CardIndex, tmp_path: Path) -> None:
    text = "\n".join(["4 Elsa - Snow Queen"] * 5000)
    seen: list[tuple[int, int]] = []
    import_deck(text, cards, progress=lambda done, total: seen.append((done, total)))
    assert seen and seen[-1] == (5000, 5000) and all(t == 5000 for _, t in seen)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
    f = tmp_path / "long.txt"
    f.write_text(text, encoding="utf-8")
    seen.clear()
    read_deck_file(f, cards, progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (5000, 5000)


def test_the_cli_caps_the_lines_reported_and_shows_progress(cards: CardIndex, tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(deck_cli, "_cards", lambda: cards)
    f = tmp_path / "unknown.txt"
    f.write_text("\n".join(f"1 Nobodyknows Number{i}" for i in range(3000)), encoding="utf-8")
    assert main(["deck", "validate", str(f)]) == 1
    err = capsys.readouterr().err
    detailed = [ln for ln in err.splitlines() if ln.startswith("error: line")]
    assert len(detailed) == deck_cli.MAX_PROBLEMS_SHOWN
    assert f"and {3000 - deck_cli.MAX_PROBLEMS_SHOWN} more" in err
    assert "read 3000/3000 lines" in err


def test_a_huge_count_is_a_bad_count_not_an_unknown_card(cards: CardIndex) -> None:
    result = parse_text("1000000000000 Elsa - Snow Queen\n" + "9" * 5000 + " Smash\n", cards)
    assert len(result.errors) == 2
    assert all("is not a number of copies" in p.message for p in result.errors), result.errors
    assert "Unknown card" not in str(result.errors)
