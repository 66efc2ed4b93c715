"""The answers the engine itself names in a choice (pay with ink drops, "draw a card") are typed (engine.answers: a
code and its values) and worded by code: every code has a template the window translates, in every language, and a
pending choice saved with them (or with the plain strings of older saves) loads back (issue 22)."""

from __future__ import annotations

import re

import pytest

from lorcana_desktop import i18n
from lorcana_desktop.app.engine_words import ANSWER_WORDS, worded_answer
from lorcana_desktop.app.table_offer import ButtonKind, answers_for
from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import PLAY, ChooseOption, Quest
from lorcana_desktop.engine.answers import Answer, Answered
from lorcana_desktop.engine.decisions import AskOption, PendingInfo, decision_from_json, decision_to_json
from lorcana_desktop.i18n import read_ts
from lorcana_desktop.languages import TRANSLATED, Language
from tests.ui.table_positions import position

_BRACED = re.compile(r"\{([a-z_]+)\}")


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def test_every_answer_code_has_a_template_filled_from_its_own_values() -> None:
    missing = [code.name for code in Answered if code not in ANSWER_WORDS]
    assert not missing, f"answer codes without a template in app/engine_words.ANSWER_WORDS: {missing}"
    for code, template in ANSWER_WORDS.items():
        assert set(_BRACED.findall(template)) == set(_BRACED.findall(code.value)), (code, template)


@pytest.mark.parametrize("lang", TRANSLATED, ids=lambda lang: lang.value)
def test_every_answer_template_is_translated(lang: Language) -> None:
    done = {e.source: e.forms[-1] for e in read_ts(i18n.ts_path(lang))
            if e.context == "Answer" and e.finished and e.forms[-1]}
    untranslated = sorted(t for t in ANSWER_WORDS.values() if t not in done)
    assert not untranslated, f"{lang.own_name}: {untranslated[:5]}"
    for template in ANSWER_WORDS.values():  # the translation keeps what the window fills in
        assert set(_BRACED.findall(done[template])) == set(_BRACED.findall(template)), (lang, template)


def vine_table(cards: CardIndex):
    """Bob (a computer) has Source of the Vine: "Whenever an opposing character quests, you gain 1 lore unless their
    player pays 1 ⬡." Ann (7 ink, 1 ink drop) has a dry Stitch - New Dog to quest with."""
    s, ids = position(cards, {PLAY: ["Stitch - New Dog"]}, {PLAY: ["Source of the Vine"]})
    stitch = ids["0:Stitch - New Dog"]
    s.game.state.dry[stitch] = True
    s.game.state.drops[0] = 1
    return s, stitch


def test_paying_with_an_ink_drop_is_offered_as_typed_answers(cards: CardIndex) -> None:
    s, stitch = vine_table(cards)
    s.apply(Quest(stitch))
    s.play_computers()  # Bob's trigger
    pd = s.game.state.pending
    assert isinstance(pd, AskOption) and pd.player == 0
    # Ann pays the 1 ⬡ with ink, or with her ink drop (0 ⬡ and the drop), or not at all (Bob gains 1 lore)
    assert [str(x) for x in pd.labels] == ["pay 1 ⬡", "pay 0 ⬡ and remove 1 ink drop", "don't pay"]
    buttons = answers_for(s.game.pending_info(), s.game.legal_actions()).buttons
    assert [b.answer.code for b in buttons if b.answer] == [Answered.PAY_INK, Answered.PAY_INK_AND_DROP,
                                                            Answered.DONT_PAY]
    assert [worded_answer(b.answer).text for b in buttons if b.answer] == [
        "Pay 1 ⬡", "Pay 0 ⬡ and remove 1 ink drop", "Don't pay"]
    lore = s.game.state.lore[1]
    s.apply(ChooseOption(1))
    assert s.game.state.drops[0] == 0 and s.game.state.lore[1] == lore  # the drop paid: Bob gains nothing


def test_a_pending_choice_with_typed_answers_saves_and_loads() -> None:
    shift = Answer(Answered.SHIFT_ONTO, (("bases", ("Elsa - Snow Queen", "Anna - Heir to Arendelle")),))
    pd = AskOption(0, 3, resume=True, labels=(Answer(Answered.PAY_INK_AND_DROPS, (("ink", 1), ("drops", 2))),
                                              shift, Answer(Answered.DONT_PAY)))
    back = decision_from_json(decision_to_json(pd))
    assert back == pd
    assert shift.text == "shift it onto Elsa - Snow Queen and Anna - Heir to Arendelle"
    phrase = worded_answer(shift)
    assert phrase.cards == {"bases": ("Elsa - Snow Queen", "Anna - Heir to Arendelle")}  # names for the window


def test_a_save_with_plain_string_labels_still_loads_and_shows_them() -> None:
    # a pending choice saved before the answers were typed: its labels are plain strings, shown as words
    saved = {"ask": "AskOption", "player": 1, "count": 2, "resume": True, "labels": ["draw a card", "don't draw"],
             "allowed": []}
    pd = decision_from_json(saved)
    assert isinstance(pd, AskOption) and pd.labels == ("draw a card", "don't draw")
    buttons = answers_for(PendingInfo(pd), [ChooseOption(0), ChooseOption(1)]).buttons
    assert [(b.kind, b.words, b.answer) for b in buttons] == [(ButtonKind.OPTION, "draw a card", None),
                                                             (ButtonKind.OPTION, "don't draw", None)]


def test_an_unknown_answer_code_in_a_save_is_named() -> None:
    saved = {"ask": "AskOption", "player": 0, "count": 1, "resume": True,
             "labels": [{"answer": "NO_SUCH_ANSWER", "values": []}], "allowed": []}
    with pytest.raises(ValueError, match="NO_SUCH_ANSWER"):
        decision_from_json(saved)
