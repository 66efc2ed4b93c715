"""The engine's and the deck rules' own sentences read into templates the window translates (issue 22): the
sentences a player meets most are known, and each keeps the values a player needs (the numbers, the card)."""

from __future__ import annotations

import pytest

from lorcana_desktop.app.action_words import worded_action
from lorcana_desktop.app.deck_words import AS_GIVEN, worded_rule
from lorcana_desktop.app.engine_words import ENGINE_WORDS, NOTE_WORDS, PLAIN_NOTE, worded, worded_note
from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.decks.formats import validate
from lorcana_desktop.decks.model import Deck, DeckEntry, Format, Section
from lorcana_desktop.engine import HAND, PLAY, Challenge, InkCard, Noted, PlayCard, Quest
from lorcana_desktop.engine.events import Note
from tests.app.test_game_log_wording import _session


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def test_the_reasons_of_a_real_table_are_known_sentences(cards: CardIndex) -> None:
    s, ids = _session(cards, {HAND: ["Hercules - Divine Hero", "Mickey Mouse - True Friend"],
                              PLAY: ["Mickey Mouse - True Friend"]}, ink=3)
    g = s.game
    hercules = ids["Hercules - Divine Hero"]
    mickey = next(i for i in g.state.play[0])
    g.state.exerted[mickey] = True
    reasons = [s.check(PlayCard(hercules)), s.check(Quest(mickey))]
    g.state.inked[0] = 1  # CR 4.2.3: once a turn
    reasons.append(s.check(InkCard(hercules)))
    phrases = [worded(r) for r in reasons if r]
    assert len(phrases) == 3 and all(p.template != ENGINE_WORDS for p in phrases), reasons
    assert phrases[0].values == {"cost": "6", "ready": "3"}  # Hercules costs 6 (the printed card)


def test_a_refusal_naming_a_card_keeps_its_name_for_the_window(cards: CardIndex) -> None:
    # CR 4.6.4.2: only an exerted character can be challenged; the reason names the ready one.
    from lorcana_desktop.app.game_session import GameSession, MatchSetup, Seat, SeatKind
    from lorcana_desktop.engine import Game
    from lorcana_desktop.engine.setup import add_card, new_state

    st = new_state(2)
    st.phase, st.turn = "main", 3
    table: dict[str, int] = {}
    mine = add_card(st, table, "Mickey Mouse - True Friend", 0, PLAY)
    theirs = add_card(st, table, "Elsa - Snow Queen", 1, PLAY)
    st.dry[mine] = st.dry[theirs] = True
    for p in (0, 1):
        for _ in range(8):
            add_card(st, table, "Olaf - Friendly Snowman", p, 0)
    setup = MatchSetup((Seat("Ann", SeatKind.PERSON, "", ()), Seat("Bob", SeatKind.PERSON, "", ())))
    s = GameSession(setup, Game(st, cards))
    phrase = worded(s.check(Challenge(mine, theirs)) or "")
    assert phrase.template != ENGINE_WORDS
    assert phrase.cards == {"target": ("Elsa - Snow Queen",)}


def test_engine_notes_by_code_and_a_plain_one() -> None:
    seats = ("Ann", "Bob")
    note = worded_note(Note(code=Noted.CANT_GAIN_LORE, values=(("player", 1),), text="Player 2 can't gain lore now"),
                       seats.__getitem__)
    assert note.template == NOTE_WORDS[Noted.CANT_GAIN_LORE] and note.values == {"player": "Bob"}
    old = worded_note(Note(text="Something an old game's log says"), seats.__getitem__)  # no code: plain text
    assert old.template == PLAIN_NOTE and old.text == "Something an old game's log says"


def test_the_deck_rules_sentences_are_known(cards: CardIndex) -> None:
    # CR 1.10.1.1: at least 60 cards, at most two inks, at most 4 copies of a full name.
    empty = validate(Deck(name="x", format=Format.CORE))
    phrase = worded_rule(empty.messages()[0])
    assert phrase.template != AS_GIVEN and phrase.values == {"n": "0", "format": "Core", "min": "60", "more": "60"}
    names = ["Mickey Mouse - True Friend", "Elsa - Snow Queen", "Hercules - Divine Hero", "Stitch - Rock Star"]
    inks = {ink for n in names for ink in cards.by_name(n).inks}
    assert len(inks) >= 3
    deck = Deck(name="x", format=Format.CORE,
                entries=tuple(DeckEntry(cards.by_name(n), 5, Section.MAIN) for n in names))
    messages = validate(deck).messages()
    assert messages and all(worded_rule(m).template != AS_GIVEN for m in messages), messages


def test_a_menu_action_names_its_cards_by_their_full_names(cards: CardIndex) -> None:
    s, ids = _session(cards, {HAND: ["Mickey Mouse - True Friend"]}, ink=3)
    play = next(a for a in s.legal_actions() if isinstance(a, PlayCard) and a.card == ids["Mickey Mouse - True Friend"])
    phrase = worded_action(s.game, play)
    assert phrase.text == "Play Mickey Mouse - True Friend"
    assert phrase.cards == {"card": ("Mickey Mouse - True Friend",)}
