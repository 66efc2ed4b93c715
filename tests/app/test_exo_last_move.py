"""What the Exo table marks as the computer's last move (issue 24): the cards its move was about, kept until the
person acts, from the engine's own record of the move (its actions and events), not from the table."""

from __future__ import annotations

from lorcana_desktop.app.exo_board import board_of, touched
from lorcana_desktop.app.exo_match import ExoMatch, exo_seat
from lorcana_desktop.app.game_session import MatchSetup, SeatKind
from lorcana_desktop.exo.engine import Attack, NextPhase, Pass, Play, ready_deck_cards, starter_book
from lorcana_desktop.exo.engine.actions import ChooseTargets, LeaderEffect
from lorcana_desktop.exo.engine.events import CoverChanged, LifeChanged, LinkAdded, Moved, Note, PhaseStarted

LEADERS = (0, 40)


def test_an_attack_marks_the_attacker_its_target_and_what_the_fight_sent_away() -> None:
    events = [LinkAdded("attack", 1), Note.plain("x"), Moved(9, "field", "discard")]
    assert touched(Attack(5, 9), events, 1, LEADERS) == {5, 9}


def test_an_attack_on_the_leader_marks_the_leader_that_lost_life() -> None:
    assert touched(Attack(5, LEADERS[0]), [LifeChanged(0, 5, -1)], 1, LEADERS) == {5, LEADERS[0]}
    assert touched(NextPhase(), [LifeChanged(0, 5, -1)], 1, LEADERS) == {LEADERS[0]}


def test_the_cards_chosen_to_pay_a_costo_are_marked_a_player_named_is_not() -> None:
    # A Costo paid by covering a Field card and putting a hand card into Occulto: both are the move's.
    events = [CoverChanged(12, True), Moved(13, "hand", "occulto")]
    assert touched(ChooseTargets((12, 13, -1)), events, 1, LEADERS) == {12, 13}


def test_the_recovery_phase_uncovering_every_card_is_not_the_computers_move() -> None:
    # «Ripresa»: every covered card on the Field turns face up; that happens to both players' cards and says
    # nothing about what the computer chose. A card covered later in its turn is its move again.
    events = [PhaseStarted(4, 1, "recovery"), CoverChanged(3, False), CoverChanged(21, False),
              PhaseStarted(4, 1, "main"), CoverChanged(22, True)]
    assert touched(NextPhase(), events, 1, LEADERS) == {22}


def test_the_next_players_turn_is_not_part_of_the_move() -> None:
    events = [Moved(7, "field", "discard"), PhaseStarted(5, 0, "draw"), Moved(30, "deck", "hand")]
    assert touched(NextPhase(), events, 1, LEADERS) == {7}


def test_the_leader_effect_marks_the_leader_of_the_seat_that_used_it() -> None:
    assert touched(LeaderEffect(0), [], 1, LEADERS) == {LEADERS[1]}


def _match(seed: int) -> ExoMatch:
    d = ready_deck_cards()
    decks = [d["marea"], d["brace"]]
    seats = (exo_seat("Ada", SeatKind.PERSON, "marea", decks[0]),
             exo_seat("Bruno", SeatKind.COMPUTER, "brace", decks[1], "normal"))
    return ExoMatch.begin(MatchSetup(seats, seed=seed, first=1), decks, starter_book())


def test_the_cards_the_computer_played_are_marked_until_the_person_acts() -> None:
    m = _match(5)
    assert m.computer_to_act()
    m.play_computers()
    assert not m.over and not m.computer_to_act()
    # The game's record says what the computer chose: the cards it played and attacked with.
    played = {a.card for a, who in zip(m.exo.actions, m._actors, strict=True) if who == 1 and isinstance(a, Play)}
    assert played, "the computer played no card in its first turn (choose another seed)"
    assert played <= m.computer_moves
    board = board_of(m.view(), m.to_act(), m.computer_moves)
    assert played <= board.last_move
    mine = {c.id for c in (board.sides[0].leader, *board.sides[0].hand)}
    assert not mine & board.last_move  # nothing of the person's was touched on the computer's first turn
    # The person acts: the marks go.
    legal = m.legal_actions()
    m.apply(next(a for a in legal if isinstance(a, (Pass, NextPhase))))
    assert m.computer_moves == frozenset()
