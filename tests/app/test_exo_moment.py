"""What the Exo table asks of the seat to act when no pick or question is open (app/exo_board.moment): on an open
chain only an answer or Pass (Catena di Effetti: "il giocatore con priorità aggiunge una carta/effetto o passa"),
in the opponent's turn only an answer ("nel turno avversario puoi solo rispondere"), else the seat's own move.
Checked against the engine's own legal moves over whole games, not against the board's fields."""

from __future__ import annotations

import random

from lorcana_desktop.app.exo_board import Moment, board_of, moment
from lorcana_desktop.app.exo_match import ExoMatch, exo_random_players, exo_seat
from lorcana_desktop.app.exo_offer import offer_for
from lorcana_desktop.app.game_session import MatchSetup, SeatKind
from lorcana_desktop.exo.engine import Pass, ready_deck_cards, starter_book
from lorcana_desktop.exo.engine.actions import NextPhase, Play


def _match(seed: int) -> ExoMatch:
    d = ready_deck_cards()
    decks = [d["marea"], d["brace"]]
    seats = (exo_seat("Ada", SeatKind.PERSON, "marea", decks[0], "easy"),
             exo_seat("Bruno", SeatKind.PERSON, "brace", decks[1], "easy"))
    return ExoMatch.begin(MatchSetup(seats, seed=seed, first=0), decks, starter_book(), players=exo_random_players)


def test_the_moment_never_invites_a_move_the_rules_refuse_and_each_moment_comes_up() -> None:
    seen: dict[Moment, int] = {}
    own_phase_change = 0
    for seed in (1, 2, 3):
        m = _match(seed)
        rng = random.Random(seed)
        for _ in range(1500):
            if m.over:
                break
            if not m.my_turn():  # two people at one screen: the next one takes it (the hand-off screen)
                m.take_screen()
                continue
            legal = m.legal_actions()
            offer = offer_for(m)
            if offer.pick is None and not offer.question:
                now = moment(board_of(m.view(), m.to_act()))
                seen[now] = seen.get(now, 0) + 1
                if now is not Moment.YOUR_MOVE:
                    # only the active player declares a phase change, and none while links wait to resolve
                    assert not any(isinstance(a, NextPhase) for a in legal), (now, legal)
                    assert any(isinstance(a, Pass) for a in legal), (now, legal)
                elif any(isinstance(a, NextPhase) for a in legal):
                    own_phase_change += 1
            non_pass = [a for a in legal if not isinstance(a, Pass)]
            plays = [a for a in non_pass if isinstance(a, Play)]
            pool = plays if plays and rng.random() < 0.5 else non_pass
            m.apply(rng.choice(pool) if pool and rng.random() < 0.8 else rng.choice(legal))
    assert seen.get(Moment.ANSWER_CHAIN, 0) > 0 and seen.get(Moment.ANSWER_OPPONENT, 0) > 0
    assert own_phase_change > 0
