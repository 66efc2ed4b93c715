"""The glossary of the game's own words: every keyword, zone, action, phase and state in four languages,
each Italian, French and German word as that language's Comprehensive Rules 2.1.0 write it."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from lorcana_desktop.cards import glossary
from lorcana_desktop.cards.glossary import TERMS, TermKind
from lorcana_desktop.cards.keywords import CR_KEYWORDS
from lorcana_desktop.cards.model import CardType, Ink
from lorcana_desktop.languages import TRANSLATED, Language

RULES = Path(__file__).resolve().parents[2] / "shared" / "rules"  # ../shared/rules beside the checkout
CHECKED_IN_CR = (TermKind.KEYWORD, TermKind.ZONE, TermKind.ACTION, TermKind.PHASE, TermKind.STATE,
                 TermKind.CARD_TYPE, TermKind.CLASSIFICATION, TermKind.INK)


def _fold(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u2019", "'").replace("*", "")).casefold()


@cache
def rules_text(lang: Language) -> str:
    path = RULES / f"lorcana-comprehensive-rules-2.1.0-{lang.value}.txt"
    if not path.exists():
        pytest.skip(f"the {lang.own_name} Comprehensive Rules are not in {RULES}")
    return _fold(path.read_text(encoding="utf-8"))


def test_every_cr_keyword_zone_action_phase_and_state_is_in_four_languages() -> None:
    keys = {t.key for t in TERMS if t.kind is TermKind.KEYWORD}
    assert keys == set(CR_KEYWORDS)  # CR 8.2-8.15, one term each
    for kind, wanted in ((TermKind.ZONE, {"deck", "hand", "play", "inkwell", "discard", "bag"}),  # CR 7.2-7.7
                         (TermKind.ACTION, {"ink", "play", "quest", "challenge", "sing", "Shift", "move"}),
                         (TermKind.PHASE, {"beginning", "main", "end of turn"}),  # CR 3.2-3.4
                         (TermKind.STATE, {"ready", "exerted", "drying"})):  # CR 5.1.1
        assert wanted <= {t.key for t in TERMS if t.kind is kind}, kind
    for term in TERMS:
        for lang in Language:
            assert term.word(lang).strip(), f"{term.key} ({term.kind.value}) has no {lang.own_name} word"


@pytest.mark.parametrize("lang", TRANSLATED, ids=lambda lang: lang.value)
def test_each_term_is_the_word_of_that_languages_rules(lang: Language) -> None:
    text = rules_text(lang)
    missing = [f"{t.key} ({t.kind.value}, CR {t.cr}): {t.word(lang)!r}" for t in TERMS
               if t.kind in CHECKED_IN_CR and _fold(t.word(lang)) not in text]
    assert not missing, f"not in the {lang.own_name} CR:\n" + "\n".join(missing)


def test_the_check_finds_a_word_the_rules_do_not_use() -> None:
    # Evasive is "Sfuggente" in Italian (CR 8.6); "Evasivo" is nowhere in the Italian edition.
    assert _fold("Sfuggente") in rules_text(Language.IT)
    assert _fold("Evasivo") not in rules_text(Language.IT)


def test_bodyguard_in_each_language() -> None:
    # The brief's example, CR 8.3 in each edition.
    assert [glossary.keyword("Bodyguard", lang) for lang in Language] == \
        ["Bodyguard", "Guardiano", "Rempart", "Beschützen"]


def test_card_types_inks_and_fallbacks() -> None:
    assert glossary.card_type(CardType.CHARACTER, Language.DE) == "Charakter"
    assert glossary.card_type(CardType.ACTION, Language.IT, song=True) == "Canzone"
    assert glossary.ink(Ink.STEEL, Language.FR) == "Acier"
    assert glossary.zone("inkwell", Language.IT) == "Calamaio"
    # A word the glossary does not hold keeps its English, as printed.
    assert glossary.classification("Racer", Language.FR) == "Racer"
    assert glossary.classification("villain", Language.DE) == "Schurke"


def test_search_filters_read_the_rules_words_of_every_language() -> None:
    # A player who knows the French card says keyword:rempart; the filter is Bodyguard (CR 8.3).
    from lorcana_desktop.cards.query import parse_query

    assert parse_query("keyword:rempart").filters[0].value == "bodyguard"
    assert parse_query("keyword:Beschützen").filters[0].value == "bodyguard"
    assert parse_query("ink:ambra").filters[0].value == "amber"
    assert parse_query("type:personnage").filters[0].value == "Character"
    assert parse_query("class:Schurke").filters[0].value == "villain"
    assert parse_query("keyword:evasive").filters[0].value == "evasive"  # English stays English
