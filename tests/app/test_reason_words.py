"""The rules' typed reasons (engine.reasons) in a player's words: every reason code has a template the window
translates, in every language, and a refusal on a real table is typed (a code and its values), not a sentence to
read back (issues 21 and 22)."""

from __future__ import annotations

import re

import pytest

from lorcana_desktop import i18n
from lorcana_desktop.app.engine_words import REASON_WORDS, worded
from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import HAND, PLAY, IllegalAction, InkCard, PlayCard, Quest, Reason, Why
from lorcana_desktop.i18n import read_ts
from lorcana_desktop.languages import TRANSLATED, Language
from tests.app.test_game_log_wording import _session

_BRACED = re.compile(r"\{([a-z_]+)\}")


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def test_every_reason_code_has_a_template_filled_from_its_own_values() -> None:
    missing = [code.name for code in Why if code not in REASON_WORDS]
    assert not missing, f"reason codes without a template in app/engine_words.REASON_WORDS: {missing}"
    for code, template in REASON_WORDS.items():
        # the template names only values the reason carries (else the window could not fill it in)
        assert set(_BRACED.findall(template)) <= set(_BRACED.findall(code.value)), (code, template)


@pytest.mark.parametrize("lang", TRANSLATED, ids=lambda lang: lang.value)
def test_every_reason_template_is_translated(lang: Language) -> None:
    done = {e.source for e in read_ts(i18n.ts_path(lang)) if e.context == "Refusal" and e.finished and e.forms[-1]}
    untranslated = sorted({t for t in REASON_WORDS.values() if t not in done})
    assert not untranslated, f"{lang.own_name}: {untranslated[:5]}"


def test_a_refusal_on_the_table_is_typed_and_worded_by_its_code(cards: CardIndex) -> None:
    s, ids = _session(cards, {HAND: ["Hercules - Divine Hero"], PLAY: ["Mickey Mouse - True Friend"]}, ink=3)
    g = s.game
    hercules, mickey = ids["Hercules - Divine Hero"], ids["Mickey Mouse - True Friend"]
    reason = g.check(PlayCard(hercules))
    # Hercules - Divine Hero costs 6 (the printed card); 3 ink cards are ready (CR 4.3.3)
    assert isinstance(reason, Reason) and reason.code is Why.NEEDS_INK
    assert dict(reason.values) == {"cost": 6, "ready": 3}
    assert str(reason) == "Needs 6 ink; you have 3 ready"  # the English, for logs and tests
    phrase = worded(reason)
    assert phrase.template == "Needs {cost} ink; you have {ready} ready" and phrase.values == {"cost": "6", "ready": "3"}
    g.state.exerted[mickey] = True
    quest = g.check(Quest(mickey))
    assert quest is not None and quest.code is Why.EXERTED and quest.value("card") == "Mickey Mouse - True Friend"
    g.state.inked[0] = 1  # CR 4.2.3: once a turn
    ink = g.check(InkCard(hercules))
    assert ink is not None and ink.code is Why.ALREADY_INKED and ink.cr == "4.2.3"
    assert str(ink) == "You already put a card into your inkwell this turn (CR 4.2.3)"
    with pytest.raises(IllegalAction) as refused:
        g.apply(PlayCard(hercules))
    assert refused.value.reason == reason  # the exception carries the same typed reason


def test_the_sessions_own_sentences_are_still_worded() -> None:
    phrase = worded("It is Ann's decision, not yours")
    assert phrase.template == "It is {name}'s turn to decide" and phrase.values == {"name": "Ann"}
