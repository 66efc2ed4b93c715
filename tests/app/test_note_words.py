"""The engine's log notes are typed (engine.notes: a code and its values) and worded by code: every note code has a
template the window translates, in every language, and a note on a real table names the seat, not "Player 2"
(issue 22)."""

from __future__ import annotations

import re

import pytest

from lorcana_desktop import i18n
from lorcana_desktop.app.engine_words import NOTE_WORDS, PLAIN_NOTE, worded_note
from lorcana_desktop.app.game_session import GameSession, MatchSetup, Seat, SeatKind
from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import HAND, INKWELL, PLAY, Game, Noted, PlayCard
from lorcana_desktop.engine.events import Note
from lorcana_desktop.engine.setup import add_card, new_state
from lorcana_desktop.i18n import read_ts
from lorcana_desktop.languages import TRANSLATED, Language

_BRACED = re.compile(r"\{([a-z_]+)\}")


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def koda_table(cards: CardIndex) -> tuple[GameSession, int]:
    """Ann (seat 0) holds Thievery with ink to play it; Bob (seat 1) has 4 lore and Koda - Talkative Cub in play.
    Returns the session and Thievery."""
    st = new_state(2)
    st.phase, st.turn = "main", 3
    table: dict[str, int] = {}
    thievery = add_card(st, table, "Thievery", 0, HAND)
    koda = add_card(st, table, "Koda - Talkative Cub", 1, PLAY)
    st.dry[koda] = True
    for _ in range(2):
        add_card(st, table, "Stitch - New Dog", 0, INKWELL)
    for p in (0, 1):
        for _ in range(8):
            add_card(st, table, "Olaf - Friendly Snowman", p, 0)
    st.lore[1] = 4
    setup = MatchSetup((Seat("Ann", SeatKind.PERSON, "", ()), Seat("Bob", SeatKind.PERSON, "", ())))
    return GameSession(setup, Game(st, cards)), thievery


def play_thievery(s: GameSession, thievery: int) -> list[Note]:
    """Ann plays Thievery and answers its choices; the notes the engine wrote meanwhile."""
    notes: list[Note] = []
    notes += [e for e in s.apply(PlayCard(thievery)) if isinstance(e, Note)]
    for _ in range(5):
        if s.game.state.pending is None:
            break
        notes += [e for e in s.apply(s.game.legal_actions()[0]) if isinstance(e, Note)]
    return notes


def test_every_note_code_has_a_template_filled_from_its_own_values() -> None:
    missing = [code.name for code in Noted if code not in NOTE_WORDS]
    assert not missing, f"note codes without a template in app/engine_words.NOTE_WORDS: {missing}"
    for code, template in NOTE_WORDS.items():
        # the template names only values the note carries (else the window could not fill it in)
        assert set(_BRACED.findall(template)) <= set(_BRACED.findall(code.value)), (code, template)


@pytest.mark.parametrize("lang", TRANSLATED, ids=lambda lang: lang.value)
def test_every_note_template_is_translated(lang: Language) -> None:
    done = {e.source for e in read_ts(i18n.ts_path(lang)) if e.context == "GameLog" and e.finished and e.forms[-1]}
    untranslated = sorted({t for t in NOTE_WORDS.values() if t not in done})
    assert not untranslated, f"{lang.own_name}: {untranslated[:5]}"


def test_a_note_on_the_table_is_typed_and_names_the_seat(cards: CardIndex) -> None:
    # Koda - Talkative Cub: "During opponents' turns, you can't lose lore." Thievery: "Chosen opponent loses 1 lore.
    # Gain 1 lore." Bob keeps his 4 lore, Ann gains 1 (only the loss is stopped).
    s, thievery = koda_table(cards)
    notes = play_thievery(s, thievery)
    assert s.game.state.lore == [1, 4]
    assert [(n.code, n.values) for n in notes] == [(Noted.CANT_LOSE_LORE, (("player", 1),))]
    assert notes[0].text == "Player 2 can't lose lore now"  # the English, for logs and tests
    assert s.game.state.log[-1] == "Player 2 can't lose lore now"
    assert "Bob can't lose lore now" in [line.text for line in s.log]  # the seat's name, not "Player 2"


def test_a_note_of_plain_text_still_reads_as_it_is() -> None:
    # a note made of text alone (no code) is shown as it is, never dropped
    phrase = worded_note(Note(text="Something the engine said"), lambda p: "Ann")
    assert phrase.template == PLAIN_NOTE and phrase.text == "Something the engine said"
