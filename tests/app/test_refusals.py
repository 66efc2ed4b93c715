"""Why a card cannot be used, from the engine's reasons, in a player's words (issue 18)."""

from __future__ import annotations

import pytest

from lorcana_desktop.app.refusals import ENGINE_WORDS, card_refusals, drag_refusal, worded
from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import HAND, PLAY
from tests.app.test_game_log_wording import _session


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def test_a_card_too_expensive_says_how_much_ink_it_needs(cards: CardIndex) -> None:
    s, ids = _session(cards, {HAND: ["Hercules - Divine Hero"]}, ink=3)
    s.game.state.inked[0] = 1  # CR 4.2.3: this turn's ink is in
    found = card_refusals(s, ids["Hercules - Divine Hero"])
    assert [r.text for _, r in found] == ["Needs 6 ink; you have 3 ready",  # Hercules costs 6 (CR 4.3.3)
                                          "You already put a card into your inkwell this turn"]
    assert drag_refusal(s, ids["Hercules - Divine Hero"]).template == "Needs {cost} ink; you have {ready} ready"


def test_a_character_played_this_turn_is_drying(cards: CardIndex) -> None:
    s, ids = _session(cards, {PLAY: ["Mickey Mouse - True Friend"]})
    s.game.state.dry[ids["Mickey Mouse - True Friend"]] = False  # played this turn (CR 4.5.1.2)
    assert drag_refusal(s, ids["Mickey Mouse - True Friend"]).text == "Drying: played this turn"


def test_an_exerted_character_says_so(cards: CardIndex) -> None:
    s, ids = _session(cards, {PLAY: ["Mickey Mouse - True Friend"]})
    s.game.state.exerted[ids["Mickey Mouse - True Friend"]] = True
    assert drag_refusal(s, ids["Mickey Mouse - True Friend"]).text == "Exerted: it readies at the start of your turn"


def test_a_ready_character_with_nothing_to_challenge(cards: CardIndex) -> None:
    s, ids = _session(cards, {PLAY: ["Mickey Mouse - True Friend"]})
    found = dict(card_refusals(s, ids["Mickey Mouse - True Friend"]))
    assert "Can't quest: {why}" not in found  # it can quest
    assert found["Can't challenge: {why}"].text == "No opposing character to challenge"


def test_an_unknown_reason_is_shown_as_the_engine_says_it() -> None:
    r = worded("Hercules can't be played now: the condition its text names does not hold")
    assert r.template == ENGINE_WORDS and r.text.startswith("Hercules can't be played now")


def test_nothing_is_refused_while_a_choice_waits_or_on_another_players_card(cards: CardIndex) -> None:
    s, _ids = _session(cards, {HAND: ["Hercules - Divine Hero"]}, ink=3)
    other = next(i for i in range(len(s.game.state.cid)) if s.game.state.owner[i] == 1)
    assert card_refusals(s, other) == []
