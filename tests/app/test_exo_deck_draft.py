"""Building an Exo deck in the window (app/exo_deck_draft.py): the four sections of the «mazzo totale», every rule
the deck breaks named, saving a list the Play tab can play."""

from __future__ import annotations

from pathlib import Path

from lorcana_desktop.app.exo_deck_draft import ExoDeckDraft, home_section
from lorcana_desktop.app.exo_play import read_exo_deck
from lorcana_desktop.exo.cards import CardType
from lorcana_desktop.exo.decks import DeckRule, DeckSection
from lorcana_desktop.exo.starter import ready_decks, starter_set

SETS = {starter_set().code: starter_set()}


def test_cards_go_to_their_section_and_the_side_deck_takes_any() -> None:
    d = ExoDeckDraft(SETS)
    leader = next(c for c in d.pool() if c.type is CardType.LEADER)
    evo = next(c for c in d.pool() if c.type is CardType.EVOLUZIONE)
    creature = next(c for c in d.pool() if c.type is CardType.CREATURA)
    assert d.add(leader.id) is DeckSection.LEADER
    assert d.add(evo.id) is DeckSection.EVOLUTION
    assert d.add(creature.id) is DeckSection.MAIN
    assert d.add(leader.id, DeckSection.SIDE) is DeckSection.SIDE  # «Side deck 0–6 of any type»
    assert home_section(creature) is DeckSection.MAIN
    assert d.section_count(DeckSection.MAIN).count == 1 and not d.section_count(DeckSection.MAIN).within
    d.remove(creature.id, DeckSection.MAIN)
    assert d.entries(DeckSection.MAIN) == []


def test_every_problem_is_named_with_the_rule() -> None:
    """«Esattamente 30 carte nel mazzo principale», «Massimo 2 copie», no Pedine or Reliquie in a deck."""
    d = ExoDeckDraft(SETS)
    creature = next(c for c in d.pool() if c.type is CardType.CREATURA)
    token = next((c for c in d.pool() if c.type is CardType.PEDINA), None)
    for _ in range(3):
        d.add(creature.id)
    if token is not None:
        d.add(token.id, DeckSection.SIDE)
    rules = {p.rule for p in d.problems()}
    assert {DeckRule.MAIN_SIZE, DeckRule.COPIES, DeckRule.LEADER} <= rules
    assert any("at most 2" in str(p) for p in d.problems())
    if token is not None:
        assert DeckRule.GENERATED in rules
        assert any(token.name in str(p) for p in d.problems() if p.rule is DeckRule.GENERATED)


def test_a_ready_deck_opened_saved_and_read_back_is_the_same_legal_deck(tmp_path: Path) -> None:
    path = next(p for p in ready_decks() if p.stem == "marea")
    d, unread = ExoDeckDraft.open(path, SETS)
    assert unread == () and d.problems() == ()
    d.name = "Marea mia"
    saved = d.save(tmp_path)
    assert saved == tmp_path / "Marea mia.txt"
    choice = read_exo_deck(saved)
    assert choice.usable, choice.problems
    original = read_exo_deck(path)
    assert choice.cards == original.cards
    # A deck with problems is saved too (a draft), and the Play tab says why it cannot be played.
    creature = next(c for c in d.pool() if c.type is CardType.CREATURA)
    d.add(creature.id)
    d.save(tmp_path)
    again = read_exo_deck(saved)
    assert not again.usable and any("30" in p for p in again.problems)
