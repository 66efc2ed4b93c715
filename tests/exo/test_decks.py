"""Exo decks: reading a deck list, and every rule of «COMPOSIZIONE DEL MAZZO TOTALE», each problem named
with the rules' own words (Italian rules text, section COMPOSIZIONE DEL MAZZO TOTALE and TIPI DI CARTE)."""

from __future__ import annotations

import pytest

from lorcana_desktop.exo.cards import CardType, Cost, ExoCard, ExoSet, SetInfo
from lorcana_desktop.exo.decks import DeckRule, DeckSection, Severity, read_deck_text, validate_deck
from lorcana_desktop.exo.starter import STARTER_CODE, ready_decks, starter_set

from .conftest import EXO_RULES, line_with

SETS = {STARTER_CODE: starter_set()}
MAREA = next(p for p in ready_decks() if p.stem == "marea").read_text(encoding="utf-8")


def verdict_of(text: str):
    reading = read_deck_text(text, SETS)
    assert reading.ok, [str(p) for p in reading.problems]
    return validate_deck(reading.deck)


def rules_broken(text: str) -> list[DeckRule]:
    return [p.rule for p in verdict_of(text).problems]


def test_the_ready_deck_is_legal_as_written() -> None:
    assert verdict_of(MAREA).legal


@pytest.mark.skipif(not EXO_RULES.exists(), reason="the rules folder ../shared/rules is not beside this checkout")
def test_every_rule_quotes_the_rules_word_for_word() -> None:
    text = EXO_RULES.read_text(encoding="utf-8")
    for rule in DeckRule:
        assert rule.value in text, rule


# «1 carta Leader», «Ci può essere un solo Leader nel mazzo»
def test_exactly_one_leader() -> None:
    none = MAREA.replace("1 Nerea, Signora delle Maree\n", "")
    problems = verdict_of(none).problems
    assert [p.rule for p in problems] == [DeckRule.LEADER]
    assert str(problems[0]) == "The Leader section has 0 cards; a deck has exactly 1 Leader («1 carta Leader»)"
    two = MAREA.replace("1 Nerea, Signora delle Maree", "1 Nerea, Signora delle Maree\n1 Vulkar, Signore delle Braci")
    assert "has 2 cards" in str(verdict_of(two).problems[0])
    creature = MAREA.replace("1 Nerea, Signora delle Maree", "1 Goccia")
    messages = [str(p) for p in verdict_of(creature).problems]
    assert any("Goccia is a pedina" in m for m in messages)
    crab = MAREA.replace("1 Nerea, Signora delle Maree", "1 Anima Errante")
    assert [str(p) for p in verdict_of(crab).problems] == [
        "Anima Errante is a creatura, not a Leader, and stands in the Leader section («1 carta Leader»)"]


# «Esattamente 30 carte nel mazzo principale»
def test_exactly_thirty_in_the_main_deck() -> None:
    short = MAREA.replace("2 Medusa Lucente", "1 Medusa Lucente")
    assert [str(p) for p in verdict_of(short).problems] == [
        "The main deck (Mazzo) has 29 cards; it must have exactly 30 («Esattamente 30 carte nel mazzo principale»)"]
    long = MAREA.replace("1 Richiamo della Marea", "2 Richiamo della Marea")
    assert [str(p) for p in verdict_of(long).problems] == [
        "The main deck (Mazzo) has 31 cards; it must have exactly 30 («Esattamente 30 carte nel mazzo principale»)"]


# «Queste carte si trovano nel mazzo principale» / «… nel mazzo Evoluzioni»
def test_only_creature_vice_leader_and_tactic_in_the_main_deck() -> None:
    evo = MAREA.replace("2 Medusa Lucente", "2 Leviatano Abissale").replace("2 Leviatano Abissale\n1 Ammiraglia",
                                                                           "1 Ammiraglia")
    problems = verdict_of(evo).problems
    assert [p.rule for p in problems] == [DeckRule.EVOLUTION_TYPES]
    assert "Leviatano Abissale (evoluzione) cannot be in the main deck" in str(problems[0])
    assert "«Queste carte si trovano nel mazzo Evoluzioni»" in str(problems[0])
    evl = MAREA.replace("2 Medusa Lucente", "1 Medusa Lucente\n1 Ammiraglia dei Flutti").replace(
        "1 Ammiraglia dei Flutti\n\nSide", "\nSide")
    assert rules_broken(evl) == [DeckRule.EVOLUTION_VICE_LEADER]
    leader = MAREA.replace("2 Medusa Lucente", "1 Medusa Lucente\n1 Vulkar, Signore delle Braci")
    assert rules_broken(leader) == [DeckRule.ONE_LEADER]


def test_only_evolutions_in_the_evolution_deck() -> None:
    wrong = MAREA.replace("1 Ammiraglia dei Flutti", "1 Ammiraglia dei Flutti\n1 Anima Errante").replace(
        "1 Anima Errante\n1 Guardiano Sommerso\n", "1 Guardiano Sommerso\n")
    problems = verdict_of(wrong).problems
    assert [p.rule for p in problems] == [DeckRule.MAIN_TYPES]
    assert "Anima Errante (creatura) cannot be in the Evolution deck" in str(problems[0])


# «Da 0 a massimo 5 carte nel mazzo Evoluzioni»
def test_at_most_five_evolutions() -> None:
    six = MAREA.replace("2 Leviatano Abissale\n1 Ammiraglia dei Flutti",
                        "2 Leviatano Abissale\n1 Ammiraglia dei Flutti\n2 Drago di Brace\n1 Custode del Cratere")
    assert verdict_of(six.replace("1 Custode del Cratere", "")).legal  # 5
    problems = verdict_of(six).problems
    assert [str(p) for p in problems] == [
        "The Evolution deck (Evoluzioni) has 6 cards; it may have 5 at most («Da 0 a massimo 5 carte nel mazzo Evoluzioni»)"]
    none = MAREA.replace("2 Leviatano Abissale\n1 Ammiraglia dei Flutti", "")
    assert verdict_of(none).legal  # «Da 0»


# «Da 0 a massimo 6 carte nel mazzo Side», «può contenere altre carte Leader»
def test_side_deck_of_at_most_six_may_hold_a_leader() -> None:
    six = MAREA + "1 Vulkar, Signore delle Braci\n"
    assert verdict_of(six).legal
    seven = six + "1 Predone Cinereo\n"
    assert rules_broken(seven) == [DeckRule.SIDE_SIZE]
    assert "The Side deck has 7 cards; it may have 6 at most" in str(verdict_of(seven).problems[0])


# «Massimo 2 copie di una carta con lo stesso nome», Side included («nel mazzo totale»)
def test_at_most_two_copies_of_a_name_across_the_four_sections() -> None:
    three = MAREA + "1 Medusa Lucente\n"
    problems = verdict_of(three).problems
    assert [str(p) for p in problems] == [
        ("Medusa Lucente: 3 copies (2 in main deck (Mazzo), 1 in Side deck); at most 2 across the whole deck "
        "(«Massimo 2 copie di una carta con lo stesso nome»)")]
    split = MAREA.replace("2 Medusa Lucente", "2 Medusa Lucente\n1 medusa lucente")
    assert DeckRule.COPIES in rules_broken(split)  # the same name written twice, in another case


def test_a_card_may_allow_only_one_copy() -> None:
    info = SetInfo("FAN1", "Prova", 1)
    unique = ExoCard(id="FAN1-001", name="Reliquiario Unico", type=CardType.CREATURA, cost=Cost(1), strength=100,
                     max_copies=1)
    sets = {**SETS, "FAN1": ExoSet(info, (unique,))}
    text = MAREA.replace("Sets: STR1", "Sets: STR1, FAN1").replace("2 Medusa Lucente", "1 Medusa Lucente\n1 Reliquiario Unico")
    assert validate_deck(read_deck_text(text, sets).deck).legal
    text = MAREA.replace("Sets: STR1", "Sets: STR1, FAN1").replace("2 Medusa Lucente", "2 Reliquiario Unico")
    assert "(this card allows 1)" in str(validate_deck(read_deck_text(text, sets).deck).problems[0])


# Pedina, Reliquia: «Non possono essere incluse in nessun mazzo all'inizio del gioco»
def test_no_tokens_or_relics_in_any_section() -> None:
    for section_line, card in (("Side:", "Goccia"), ("Side:", "Corona di Lava"), ("Mazzo:", "Conchiglia Antica")):
        text = MAREA.replace(section_line, f"{section_line}\n1 {card}")
        problems = verdict_of(text).problems
        assert DeckRule.GENERATED in [p.rule for p in problems], card
        assert any(f"{card} is a" in str(p) and "made by effects" in str(p) for p in problems)


def test_reading_headers_counts_ids_and_comments() -> None:
    text = """# name: Prova
Sets: str1
Leader (1):
Nerea, Signora delle Maree
Main deck:
2x Granchio Sentinella
x2 STR1-004        // Medusa Lucente by its id
Spirito dell\u2019Onda x2
1 vedetta del faro # a comment
Evolution:
2 Leviatano Abissale
== Side deck ==
1 Anima Errante
"""
    reading = read_deck_text(text, SETS)
    deck = reading.deck
    assert deck.name == "Prova" and deck.sets == ("STR1",)
    assert [(e.card.name, e.count, e.section) for e in deck.entries] == [
        ("Nerea, Signora delle Maree", 1, DeckSection.LEADER),
        ("Granchio Sentinella", 2, DeckSection.MAIN),
        ("Medusa Lucente", 2, DeckSection.MAIN),
        ("Spirito dell'Onda", 2, DeckSection.MAIN),
        ("Vedetta del Faro", 1, DeckSection.MAIN),
        ("Leviatano Abissale", 2, DeckSection.EVOLUTION),
        ("Anima Errante", 1, DeckSection.SIDE),
    ]
    assert not reading.problems  # a Leader line needs no count


def test_lines_before_any_header_go_where_their_type_belongs() -> None:
    text = "Sets: STR1\n1 Vulkar, Signore delle Braci\n2 Eruzione\n1 Titano del Magma\n"
    deck = read_deck_text(text, SETS).deck
    assert [(e.card.name, e.section) for e in deck.entries] == [
        ("Vulkar, Signore delle Braci", DeckSection.LEADER), ("Eruzione", DeckSection.MAIN),
        ("Titano del Magma", DeckSection.EVOLUTION)]


def test_reading_problems_name_the_line() -> None:
    text = "Sets: STR1, ZZZ9\nMazzo:\n2 Medusa Lucnte\n0 Eruzione\nEruzione\n"
    reading = read_deck_text(text, SETS)
    by_line = {p.line: p for p in reading.problems}
    assert "No card set 'ZZZ9' (sets you have: STR1)" in by_line[1].message
    assert by_line[line_with(text, "Lucnte")].message == (
        "No card named 'Medusa Lucnte' in STR1. Did you mean: Medusa Lucente?")
    assert "The count 0 is not a number of copies" in by_line[4].message
    assert by_line[5].severity is Severity.WARNING and "No count: read as 1 copy of Eruzione" in by_line[5].message
    assert [e.card.name for e in reading.deck.entries] == ["Eruzione"]


def test_without_a_sets_line_every_set_is_searched() -> None:
    reading = read_deck_text("Leader:\n1 Nerea, Signora delle Maree\n", SETS)
    assert reading.deck.sets == ("STR1",)
    assert [p.severity for p in reading.problems] == [Severity.WARNING]
    assert "No \"Sets:\" line" in reading.problems[0].message


def test_a_name_in_two_sets_must_be_written_by_id() -> None:
    twin = ExoCard(id="FAN1-003", name="Granchio Sentinella", type=CardType.CREATURA, cost=Cost(1), strength=100)
    sets = {**SETS, "FAN1": ExoSet(SetInfo("FAN1", "Prova", 1), (twin,))}
    reading = read_deck_text("Sets: STR1, FAN1\n2 Granchio Sentinella\n2 FAN1-003\n", sets)
    assert "write its id (STR1-003 or FAN1-003)" in reading.problems[0].message
    assert [e.card.id for e in reading.deck.entries] == ["FAN1-003"]


def test_a_deck_written_out_reads_back_the_same() -> None:
    deck = read_deck_text(MAREA, SETS).deck
    again = read_deck_text(deck.to_text(), SETS)
    assert not again.problems and again.deck == deck.__class__(deck.name, deck.sets, tuple(
        e.__class__(e.card, e.count, e.section, a.line) for e, a in zip(deck.entries, again.deck.entries, strict=True)))
