"""The computer's moves are remembered for the table to mark until the person acts (issue 18)."""

from __future__ import annotations

import pytest

from lorcana_desktop.app.game_session import GameSession, MatchSetup, Seat, SeatKind
from lorcana_desktop.bots.base import Player
from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import HAND, INKWELL, PLAY, Action, Challenge, EndTurn, Game, PlayCard, Quest
from lorcana_desktop.engine.setup import add_card, new_state


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


class Scripted(Player):
    """A computer that plays the given actions in order (then ends its turn)."""

    def __init__(self, moves: list[Action]) -> None:
        self.moves = list(moves)

    def choose(self, view, legal):  # type: ignore[no-untyped-def]
        return self.moves.pop(0) if self.moves else EndTurn()


def _computer_turn(cards: CardIndex):
    st = new_state(2)
    st.phase, st.turn, st.active = "main", 4, 1
    t: dict[str, int] = {}
    mine = add_card(st, t, "Mickey Mouse - True Friend", 0, PLAY)
    st.exerted[mine] = True
    quester = add_card(st, t, "Stitch - New Dog", 1, PLAY)
    challenger = add_card(st, t, "Hercules - Divine Hero", 1, PLAY)
    played = add_card(st, t, "Olaf - Friendly Snowman", 1, HAND)
    ready = add_card(st, t, "Lilo - Making a Wish", 0, PLAY)
    for p in (0, 1):
        for _ in range(6):
            add_card(st, t, "Stitch - New Dog", p, INKWELL)
            add_card(st, t, "Olaf - Friendly Snowman", p, 0)
    for c in (quester, challenger, mine, ready):
        st.dry[c] = True
    moves: list[Action] = [Quest(quester), Challenge(challenger, mine), PlayCard(played)]
    setup = MatchSetup((Seat("Ann", SeatKind.PERSON, "", ()), Seat("Bob", SeatKind.COMPUTER, "", ())))
    s = GameSession(setup, Game(st, cards), players=lambda k, seat, seed: Scripted(moves), screen=0)
    return s, (quester, challenger, played, mine, ready)


def test_the_computers_moves_are_kept_until_the_person_acts(cards: CardIndex) -> None:
    s, (quester, challenger, played, mine, ready) = _computer_turn(cards)
    assert s.play_computers() == 4  # quest, challenge, play, end the turn
    moved = s.computer_moves
    assert {quester, challenger, played, mine} <= moved  # Ann's Mickey was challenged (and banished)
    assert ready not in moved  # Lilo readied at the start of Ann's turn: that is no move of Bob's
    s.apply(Quest(ready))
    assert s.computer_moves == frozenset()
