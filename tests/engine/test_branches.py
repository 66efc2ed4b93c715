"""Template branches: the compiler records, per compiled ability, which template family and which reading of it
built each part (``scripts.branches``), when the script is built."""

from __future__ import annotations

import pytest

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.scripts.branches import Branch, Kind
from lorcana_desktop.scripts.compiler import compile_card
from lorcana_desktop.scripts.effects import TEMPLATES


def branches(cards: CardIndex, name: str, k: int = 0) -> frozenset[Branch]:
    return compile_card(cards.by_name(name)).results[k].branches


def clause(family: str, reading: str) -> Branch:
    return Branch(Kind.CLAUSE, family, reading)


def test_a_branch_is_a_checked_typed_value() -> None:
    b = clause("deal damage", "chosen")
    assert b == Branch(Kind.CLAUSE, "deal damage", "chosen") and hash(b) == hash(clause("deal damage", "chosen"))
    assert str(b) == "clause 'deal damage': chosen"
    with pytest.raises(ValueError):
        Branch(Kind.CLAUSE, "", "chosen")
    with pytest.raises(ValueError):
        Branch("clause", "deal damage", "chosen")  # type: ignore[arg-type]


def test_chosen_and_all_are_different_branches_of_one_family(cards: CardIndex) -> None:
    # Dragon Fire: "Banish chosen character."  Be Prepared: "Banish all characters."
    one, every = branches(cards, "Dragon Fire"), branches(cards, "Be Prepared")
    assert clause("banish", "chosen") in one and clause("banish", "chosen") not in every
    assert clause("banish", "all (any player's)") in every


def test_durations_owners_and_may_are_readings(cards: CardIndex) -> None:
    # Dodge!: "Chosen character gains Ward and Evasive until the start of your next turn."
    dodge = branches(cards, "Dodge!")
    assert clause("gains keyword", "until the start of your next turn") in dodge
    # Cheshire Cat - From the Shadows (activated): "Banish chosen damaged character."
    cat = branches(cards, "Cheshire Cat - From the Shadows")
    assert Branch(Kind.SELECTOR, "selector", "damaged True") in cat
    assert Branch(Kind.COST, "activated", "exert") in cat
    # Goofy - Marley's Clumsy Spirit: "When you play this character, you may ready chosen character. ..."
    goofy = branches(cards, "Goofy - Marley's Clumsy Spirit")
    assert Branch(Kind.BODY, "you may", "optional") in goofy
    assert Branch(Kind.TRIGGER, "play", "subject: self") in goofy


def test_every_template_the_compiler_names_is_recorded(cards: CardIndex) -> None:
    names = {t.name for t in TEMPLATES}
    joins = {"choose one", "if ... in play", "static", "hand"}
    seen = 0
    for card in cards:
        if card.has_only_keywords:
            continue
        for r in compile_card(card).results:
            if not r.compiled or r.by_hand:
                assert not r.branches
                continue
            families = {b.family for b in r.branches if b.kind is Kind.CLAUSE}
            assert families <= names, (card.full_name, families - names)
            assert set(r.templates) - joins <= families, (card.full_name, r.templates, families)
            assert r.branches, card.full_name
            seen += 1
    assert seen > 1500
