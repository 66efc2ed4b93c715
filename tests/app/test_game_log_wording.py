"""The game log reads as the game went (issue 18): a quest before the lore it gains (CR 4.5), cards put back
before the new ones are drawn (CR 2.2.2), "Ariel sings" with one singer (CR 5.4.4), a triggered ability
that resolves with no effect says so (CR 6.2.4), and no "0 damage removed"."""

from __future__ import annotations

import pytest

from lorcana_desktop.app.game_session import GameSession, MatchSetup, Seat, SeatKind
from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import (
    HAND,
    INKWELL,
    PLAY,
    ChooseAmount,
    ChooseTrigger,
    Game,
    Mulligan,
    PlayCard,
    Quest,
)
from lorcana_desktop.engine.decisions import AskAmount, AskTrigger
from lorcana_desktop.engine.setup import add_card, new_state


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def _session(cards: CardIndex, mine: dict[int, list[str]], ink: int = 7) -> tuple[GameSession, dict[str, int]]:
    st = new_state(2)
    st.phase, st.turn = "main", 3
    table: dict[str, int] = {}
    ids: dict[str, int] = {}
    for zone, names in mine.items():
        for n in names:
            ids[n] = add_card(st, table, n, 0, zone)
    for _ in range(ink):
        add_card(st, table, "Stitch - New Dog", 0, INKWELL)
    for p in (0, 1):
        for _ in range(8):
            add_card(st, table, "Olaf - Friendly Snowman", p, 0)
    for k in ids.values():
        st.dry[k] = True
    setup = MatchSetup((Seat("Ann", SeatKind.PERSON, "", ()), Seat("Bob", SeatKind.PERSON, "", ())))
    return GameSession(setup, Game(st, cards)), ids


def _texts(s: GameSession, since: int = 0) -> list[str]:
    return [line.text for line in s.log[since:]]


def test_a_quest_is_logged_before_the_lore_it_gains(cards: CardIndex) -> None:
    s, ids = _session(cards, {PLAY: ["Mickey Mouse - True Friend"]})
    s.apply(Quest(ids["Mickey Mouse - True Friend"]))
    lore = cards.by_name("Mickey Mouse - True Friend").lore
    # CR 4.5.1: the character is exerted to quest; CR 4.5.3: then its player gains its lore.
    assert _texts(s) == ["Mickey Mouse - True Friend quests", f"Ann gains {lore} lore"]


def test_a_mulligan_puts_cards_back_before_it_draws(cards: CardIndex) -> None:
    deck = ("Stitch - New Dog", "Olaf - Friendly Snowman", "Mickey Mouse - True Friend") * 20
    setup = MatchSetup((Seat("Ann", SeatKind.PERSON, "", deck), Seat("Bob", SeatKind.PERSON, "", deck)),
                       seed=4, first=0)
    s = GameSession.start(setup, cards)
    s.take_screen()  # Ann sits at the screen (a game of two people starts with the hand-off)
    hand = s.game.state.hand[0]
    before = len(s.log)
    s.apply(Mulligan(0, (hand[0], hand[1])))
    # CR 2.2.2: the cards go to the bottom of the deck, then as many are drawn, then the deck is shuffled.
    assert _texts(s, before) == ["Ann puts 2 cards back", "Ann draws 2 cards"]
    s.take_screen()  # Bob sits at the screen for his mulligan
    s.apply(Mulligan(1, ()))
    assert _texts(s, before)[2] == "Bob keeps their hand"


def test_one_singer_sings(cards: CardIndex) -> None:
    s, ids = _session(cards, {PLAY: ["Ariel - Spectacular Singer"], HAND: ["Hakuna Matata"]})
    song, ariel = ids["Hakuna Matata"], ids["Ariel - Spectacular Singer"]
    s.apply(PlayCard(song, sing=(ariel,)))  # CR 5.4.4: Singer 5 sings a cost-4 song for free
    assert "Ariel - Spectacular Singer sings Hakuna Matata" in _texts(s)


def test_no_damage_removed_is_not_logged(cards: CardIndex) -> None:
    s, ids = _session(cards, {PLAY: ["Ariel - Spectacular Singer", "Mickey Mouse - True Friend"],
                              HAND: ["Hakuna Matata"]})
    mickey = ids["Mickey Mouse - True Friend"]
    s.game.state.damage[mickey] = 2
    s.apply(PlayCard(ids["Hakuna Matata"], sing=(ids["Ariel - Spectacular Singer"],)))
    # "Remove up to 3 damage from each of your characters": Mickey had 2, Ariel none. CR 6.1.3: "up to" asks
    # how much for the damaged one only; Ariel, with none, is not asked about and not logged.
    assert isinstance(s.game.state.pending, AskAmount) and s.game.state.pending.max == 2
    s.apply(ChooseAmount(2))
    texts = _texts(s)
    assert "2 damage removed from Mickey Mouse - True Friend" in texts
    assert not any(t.startswith("0 damage") for t in texts)


def test_a_triggered_ability_that_resolves_with_no_effect_says_so(cards: CardIndex) -> None:
    # Incrediboy: "NERDING OUT When you play this character, if a Hero character is in play, gain 1 lore."
    s, ids = _session(cards, {HAND: ["Incrediboy - Buddy Pine"]})
    s.apply(PlayCard(ids["Incrediboy - Buddy Pine"]))
    assert isinstance(s.game.state.pending, AskTrigger)
    s.apply(ChooseTrigger(0))
    texts = _texts(s)
    # CR 6.2.4: the "if" is checked as it resolves; no Hero is in play, so it resolves with no effect.
    assert texts[-2:] == ["Incrediboy - Buddy Pine: NERDING OUT triggers",
                          "Incrediboy - Buddy Pine: NERDING OUT has no effect"]
    assert s.game.state.lore[0] == 0


def test_a_triggered_ability_that_does_something_is_not_called_without_effect(cards: CardIndex) -> None:
    s, ids = _session(cards, {HAND: ["Incrediboy - Buddy Pine"], PLAY: ["Ariel - Spectacular Singer"]})
    s.apply(PlayCard(ids["Incrediboy - Buddy Pine"]))
    s.apply(ChooseTrigger(0))
    texts = _texts(s)
    assert texts[-1] == "Ann gains 1 lore" and not any("no effect" in t for t in texts)
