"""Plain-text deck lists: every way people write them, round trips, and fuzzing."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks import Deck, Format, Section, Severity, parse_text, to_text


def test_counts_written_every_usual_way(cards: CardIndex) -> None:
    text = "4 Elsa - Snow Queen\n3x Smash\n2 x Begone!\nMickey Mouse - True Friend x2\n"
    r = parse_text(text, cards)
    assert r.ok and not r.problems
    assert {e.card.full_name: e.count for e in r.deck.main} == {
        "Elsa - Snow Queen": 4, "Smash": 3, "Begone!": 2, "Mickey Mouse - True Friend": 2}


def test_count_after_an_x_and_quoted_names(cards: CardIndex) -> None:
    text = 'x4 Elsa - Snow Queen\n2 "Smash"\n1 \u201cBegone!\u201d\n'
    r = parse_text(text, cards)
    assert r.ok and not r.problems, [str(p) for p in r.problems]
    assert {e.card.full_name: e.count for e in r.deck.main} == {"Elsa - Snow Queen": 4, "Smash": 2, "Begone!": 1}


def test_total_lines_of_exported_lists_are_not_cards(cards: CardIndex) -> None:
    r = parse_text("Total: 6\n4 Elsa - Snow Queen\n2 Smash\n6 cards\n", cards)
    assert r.ok and not r.problems and r.deck.size == 6


def test_curly_quotes_and_dashes_are_the_same_card(cards: CardIndex) -> None:
    r = parse_text("4 Mushu \u2013 Braggin\u2019 Dragon\n2 Mushu - Braggin' Dragon\n", cards)
    assert r.ok
    assert r.deck.count("Mushu - Braggin' Dragon") == 6


def test_trailing_set_tags_are_ignored(cards: CardIndex) -> None:
    text = "4 Elsa - Snow Queen (TFC) 41\n2 Smash [5]\n1 Begone! (5) 12\n1 Mickey Mouse - True Friend 12/204\n"
    r = parse_text(text, cards)
    assert r.ok, [str(p) for p in r.problems]
    assert r.deck.size == 8


def test_comments_headings_and_sections(cards: CardIndex) -> None:
    text = """# name: Frozen Fun
// built for the club
# format: infinity
# notes: first line
# notes: second line
Characters (4)
4 Elsa - Snow Queen  # the best
Actions:

Sideboard
2 Smash
Maybeboard:
1 Begone!
"""
    r = parse_text(text, cards)
    assert r.ok, [str(p) for p in r.problems]
    assert r.deck.name == "Frozen Fun" and r.deck.format is Format.INFINITY
    assert r.deck.notes == "first line\nsecond line"
    assert r.deck.size == 4
    assert r.deck.count("Smash", Section.SIDEBOARD) == 2
    assert r.deck.count("Begone!", Section.MAYBEBOARD) == 1


def test_unknown_names_are_reported_with_suggestions_and_line(cards: CardIndex) -> None:
    r = parse_text("4 Elsa - Snow Queen\n3 Elza - Snow Quen\n", cards)
    assert not r.ok
    (problem,) = r.problems
    assert problem.line == 2 and problem.text == "3 Elza - Snow Quen"
    assert "Elsa - Snow Queen" in problem.suggestions
    assert "Did you mean" in str(problem)
    assert r.deck.size == 4  # the good line is kept


def test_a_bare_name_with_several_versions_is_ambiguous(cards: CardIndex) -> None:
    r = parse_text("4 Elsa\n", cards)
    (problem,) = r.problems
    assert "versions" in problem.message and "Elsa - Snow Queen" in problem.suggestions


def test_a_bare_name_with_one_card_is_found(cards: CardIndex) -> None:
    assert parse_text("4x Smash\n", cards).deck.count("Smash") == 4


def test_a_name_starting_with_a_number(cards: CardIndex) -> None:
    r = parse_text("2 99 Puppies\n99 Puppies\n", cards)
    assert r.deck.count("99 Puppies") == 3
    assert [p.severity for p in r.problems] == [Severity.WARNING]


def test_no_count_is_one_copy_with_a_warning(cards: CardIndex) -> None:
    r = parse_text("Smash\n", cards)
    assert r.ok and r.deck.count("Smash") == 1
    assert r.warnings and "No count" in r.warnings[0].message


def test_zero_and_huge_counts_are_errors(cards: CardIndex) -> None:
    r = parse_text("0 Smash\n123456 Begone!\n", cards)
    assert len(r.errors) == 2 and r.deck.size == 0


def test_a_bad_format_header_is_a_warning(cards: CardIndex) -> None:
    r = parse_text("# format: modern\n1 Smash\n", cards)
    assert r.deck.format is Format.CORE and r.warnings


def test_round_trip(cards: CardIndex, legal_core: Deck) -> None:
    deck = (legal_core.renamed("Round & Trip").with_notes("line one\nline two").with_format(Format.INFINITY)
            .add(cards.by_name("Smash"), 2, Section.SIDEBOARD).add(cards.by_name("Be Prepared"), 1, Section.MAYBEBOARD))
    again = parse_text(to_text(deck), cards)
    assert again.ok and not again.problems
    assert again.deck == deck


@given(st.text(max_size=300))
def test_fuzz_any_text_gives_a_result_never_a_crash(cards: CardIndex, junk: str) -> None:
    r = parse_text(junk, cards)
    lines = [ln for ln in junk.splitlines() if ln.strip()]
    # Every non-blank line is imported, taken as structure, or reported.
    assert r.deck.size >= 0
    for p in r.problems:
        assert p.message and (p.line is None or 1 <= p.line <= len(junk.splitlines()))
    if not lines:
        assert not r.problems and r.deck.size == 0


@given(st.lists(st.tuples(st.integers(1, 9), st.sampled_from(["Elsa - Snow Queen", "Smash", "Begone!", "Be Prepared",
                                                              "Mushu - Braggin' Dragon", "99 Puppies"])),
                max_size=8))
def test_fuzz_written_lists_read_back(cards: CardIndex, rows: list[tuple[int, str]]) -> None:
    text = "\n".join(f"{n} {name}" for n, name in rows)
    r = parse_text(text, cards)
    assert r.ok
    assert r.deck.size == sum(n for n, _ in rows)


_STRUCTURE_WORDS = {"main", "maindeck", "deck", "sideboard", "sb", "maybeboard", "maybe", "character", "characters",
                    "action", "actions", "song", "songs", "item", "items", "location", "locations", "card", "cards",
                    "actionssongs", "actionsong", "actionsongs", "actionssong"}


@given(st.integers(0, 20), st.text(alphabet=st.characters(blacklist_categories=("Cs", "Zl", "Zp", "Cc")), max_size=40))
def test_fuzz_no_line_is_dropped_silently(cards: CardIndex, count: int, words: str) -> None:
    line = f"{count} {words}"
    r = parse_text(line, cards)
    letters = "".join(ch for ch in words.casefold() if ch.isalpha())
    if letters in _STRUCTURE_WORDS or not words.strip():
        return  # a section or type heading, not a card line
    # The line was either imported as cards or reported, with its line number.
    assert r.deck.size > 0 or [p.line for p in r.problems] == [1]
