"""One keyword table (cards.keywords): the catalog, the CR glossary, the engine and the card faces agree with it."""

from __future__ import annotations

import pytest

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.cards.glossary import TERMS, TermKind
from lorcana_desktop.cards.keywords import CR_KEYWORDS, KEYWORD_TABLE, KEYWORDS
from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.defs import CardDef
from lorcana_desktop.render.text import KEYWORD_NAMES


def test_every_keyword_the_catalog_prints_is_in_the_table(cards: CardIndex) -> None:
    printed = {k.keyword for card in cards for k in card.keywords}
    assert printed <= KEYWORDS, sorted(printed - KEYWORDS)


def test_the_table_gives_the_cr_section_the_glossary_gives() -> None:
    """CR 8.2-8.15: the glossary (written from the CR) names the same section for each keyword."""
    glossary = {t.key: t.cr for t in TERMS if t.kind is TermKind.KEYWORD}
    assert {k.name: k.cr for k in KEYWORD_TABLE if k.cr is not None} == glossary
    assert CR_KEYWORDS == set(glossary)


def test_engine_steps_and_faces_derive_from_the_table() -> None:
    # Adventurous (newer than CR 2.1.0) can be granted like any other; a misspelt keyword fails when built.
    assert L.GrantKeyword("self", "Adventurous").keyword == "Adventurous"
    with pytest.raises(ValueError, match="Evasiv"):
        L.GrantKeyword("self", "Evasiv")
    assert set(KEYWORD_NAMES) == KEYWORDS
    fields = set(CardDef.__dataclass_fields__)
    assert all(k.field in fields for k in KEYWORD_TABLE if k.field is not None)
