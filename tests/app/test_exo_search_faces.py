"""A search of the deck shows the searching player the cards they may take («cerca nel mazzo»: the player looks at
their deck). The board the Exo table draws from must give those cards their faces, not backs: checked against the
engine's own pending choice over random games (cards whose options lie in the deck)."""

from __future__ import annotations

import random

from lorcana_desktop.app.exo_board import board_of
from lorcana_desktop.app.exo_match import ExoMatch, exo_random_players, exo_seat
from lorcana_desktop.app.game_session import MatchSetup, SeatKind
from lorcana_desktop.exo.engine import ready_deck_cards, starter_book
from lorcana_desktop.exo.engine.decisions import AskTargets


def _match(seed: int) -> ExoMatch:
    d = ready_deck_cards()
    decks = [d["marea"], d["marea"]]  # the tide deck holds the starter set's deck search
    seats = (exo_seat("Ada", SeatKind.PERSON, "marea", decks[0], "easy"),
             exo_seat("Bruno", SeatKind.PERSON, "marea", decks[1], "easy"))
    return ExoMatch.begin(MatchSetup(seats, seed=seed, first=0), decks, starter_book(), players=exo_random_players)


def test_cards_offered_from_the_deck_show_their_faces_to_the_chooser_only() -> None:
    searches = 0
    for seed in range(1, 40):
        m = _match(seed)
        rng = random.Random(seed)
        for _ in range(1500):
            if m.over:
                break
            if not m.my_turn():
                m.take_screen()
                continue
            pd = m.game.s.pending
            if isinstance(pd, AskTargets):
                in_deck = [i for i in pd.options if i in m.game.s.deck[pd.player]]
                if in_deck:
                    searches += 1
                    board = board_of(m.game.view(pd.player), pd.player)
                    for i in in_deck:
                        shown = board.card(i)
                        assert shown is not None and shown.card_id is not None, i
                        assert shown.name == m.game.name(i)
                    # the other seat does not see them
                    other = board_of(m.game.view(1 - pd.player), pd.player)
                    assert all(other.card(i) is None or other.card(i).card_id is None for i in in_deck)
            legal = m.legal_actions()
            m.apply(rng.choice(legal))
        if searches >= 3:
            break
    assert searches > 0, "no game searched the deck: the test proves nothing"
