"""A refusal on the table reads in the window's language: the rules' typed reason (its code and values) goes
through the code's translated template, for a reason the window knew before the codes and for a new one
(issues 21 and 22)."""

from __future__ import annotations

import pytest

from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import HAND, PLAY, AdjustDamage, PlayCard
from lorcana_desktop.languages import Language
from lorcana_desktop.ui.i18n import install_language
from lorcana_desktop.ui.phrases import reason_text
from tests.app.test_game_log_wording import _session

# Hercules - Divine Hero costs 6 (the printed card) with 3 ink ready; Mickey has no damage to take off.
EXPECTED = {
    Language.EN: ("Needs 6 ink; you have 3 ready", "That card has less damage than that"),
    Language.IT: ("Costa 6 inchiostro; ne hai 3 pronto", "Quella carta ha meno danni di così"),
    Language.FR: ("Il faut 6 encres ; disponibles : 3", "Cette carte a moins de dégâts que cela"),
    Language.DE: ("Braucht 6 Tinte; du hast 3 bereit", "Diese Karte hat weniger Schaden"),
}


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


@pytest.mark.parametrize("lang", list(EXPECTED), ids=lambda lang: lang.value)
def test_a_refusal_reads_in_the_windows_language(qapp, cards: CardIndex, lang: Language) -> None:
    s, ids = _session(cards, {HAND: ["Hercules - Divine Hero"], PLAY: ["Mickey Mouse - True Friend"]}, ink=3)
    assert install_language(lang) or lang is Language.EN
    too_dear = s.check(PlayCard(ids["Hercules - Divine Hero"]))
    no_damage = s.check(AdjustDamage(0, ids["Mickey Mouse - True Friend"], -1))  # a manual tool (CR-free)
    assert too_dear is not None and no_damage is not None
    assert (reason_text(too_dear), reason_text(no_damage)) == EXPECTED[lang]
