"""One deck-lab game: the tested deck (seat 0) against an opposing deck, both played by the computer,
watched through the engine's events into a ``GameRecord``.

Everything about a game follows from its seed (``game_seed``): the shuffles and the bots' choices,
so a game can be played again, move for move, to be watched in the replay viewer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lorcana_desktop.app.lab_records import CardPlay, Ending, GameRecord, Outcome
from lorcana_desktop.bots.greedy import GreedyPlayer
from lorcana_desktop.bots.match import MAX_DECISIONS
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Game, IllegalAction, InkCard
from lorcana_desktop.engine.events import CardMoved, Drew, Played, PlayerLeft, TurnStarted
from lorcana_desktop.engine.state import HAND
from lorcana_desktop.rulesets import LORCANA
from lorcana_desktop.rulesets.card_scripts import card_scripts

TESTED = 0  # the tested deck's seat
INK_TURNS = 4  # "missed an ink drop by turn 4"
_SEED_MASK = (1 << 62) - 1


def game_seed(run_seed: int, pairing: int, number: int) -> int:
    """The seed of game ``number`` against opposing deck ``pairing``: the same in every process and
    whatever order the games are played in, so a run does not depend on how many jobs play it."""
    return ((run_seed * 7919 + pairing) * 1_000_003 + number) & _SEED_MASK


@dataclass(frozen=True, slots=True)
class LabGame:
    """What to play: the two decks (full names, one per copy), the level both seats play at, and the seed."""

    deck: tuple[str, ...]
    opponent: tuple[str, ...]
    level: str
    pairing: int
    number: int
    seed: int
    time_budget: float = 1.0  # seconds per decision of the Hard computer
    views: bool = False  # the Easy and Normal computers guess from views as at the table (slower; for comparison)

    @property
    def on_play(self) -> bool:
        # Even games the tested deck starts, odd ones the opponent: half on the play, half on the draw.
        return self.number % 2 == 0


def play_lab_game(spec: LabGame, cards: CardIndex, keep_replay: bool = False) -> tuple[GameRecord, dict[str, Any] | None]:
    """Play the game and record it (and, with ``keep_replay``, return its replay: ``Game.to_json()``)."""
    first = TESTED if spec.on_play else 1 - TESTED
    decks = (spec.deck, spec.opponent)
    # (the card scripts passed, not installed: a worker process of the lab runs no program entry that installs them)
    game = Game.new([list(d) for d in decks], cards, seed=spec.seed, first=first, scripts=card_scripts())
    game.record_meta["players"] = [spec.level, spec.level]
    game.record_meta["lab"] = {"pairing": spec.pairing, "number": spec.number}
    players = [LORCANA.computer_player(spec.level, seat, spec.seed * 16 + seat, time_budget=spec.time_budget,
                                       cards=cards, deck=decks[seat], known_decks={1 - seat: decks[1 - seat]})
               for seat in (0, 1)]
    s = game.state
    names, cid = s.names, s.cid
    own_turns = 0
    opening: tuple[str, ...] | None = None
    drawn: dict[str, None] = {}
    played: list[CardPlay] = []
    inked: list[bool] = []
    left_why = ""
    error = ""
    steps = 0
    while not game.over:
        if steps >= MAX_DECISIONS:
            error = f"stopped after {MAX_DECISIONS} decisions"
            break
        legal = game.legal_actions()
        if not legal:
            error = "no legal action but the game is not over"
            break
        seat = game.to_act()
        player = players[seat]
        try:
            if not spec.views and isinstance(player, GreedyPlayer):
                action = player.choose_in(game, legal)  # the decks are public: no view needed
            else:
                action = player.choose(game.view(seat), legal)
        except Exception as exc:  # noqa: BLE001 - recorded; the run goes on
            error = f"the computer of seat {seat} failed: {type(exc).__name__}: {exc}"
            break
        try:
            # (one of the listed actions: not checked again; no copy kept to roll back a fault, which ends the game:
            # the record reads ``s``, the state the fault left, either way)
            events = game.apply(action, listed=action in legal, rollback=False)
        except IllegalAction as exc:
            error = f"seat {seat} chose an illegal action: {exc.reason}"
            break
        except Exception as exc:  # noqa: BLE001 - an engine fault ends this game, not the run
            error = f"engine fault: {type(exc).__name__}: {exc}"
            break
        steps += 1
        if seat == TESTED and isinstance(action, InkCard) and inked and own_turns <= INK_TURNS:
            inked[-1] = True
        for ev in events:
            if isinstance(ev, TurnStarted):
                if opening is None:
                    # The mulligans are over: the hand the tested deck keeps (CR 2.2.2).
                    opening = tuple(names[cid[c]] for c in s.hand[TESTED])
                    for n in opening:
                        drawn.setdefault(n)
                if ev.player == TESTED:
                    own_turns += 1
                    if own_turns <= INK_TURNS:
                        inked.append(False)
            elif ev.player != TESTED:
                if isinstance(ev, PlayerLeft):
                    left_why = ev.why
            elif isinstance(ev, Played):
                played.append(CardPlay(names[cid[ev.card]], max(own_turns, 1)))
            elif opening is not None and (isinstance(ev, Drew) or (
                    isinstance(ev, CardMoved) and ev.src == "deck" and ev.dst == "hand")):
                drawn.setdefault(names[cid[ev.card]])
            elif isinstance(ev, PlayerLeft):
                left_why = ev.why
    if opening is None:
        opening = tuple(names[cid[c]] for c in s.hand[TESTED] if s.zone[c] == HAND)
    winner = s.winner
    if winner is None:
        outcome, ending = Outcome.UNFINISHED, Ending.NONE
    else:
        outcome = Outcome.WIN if winner == TESTED else Outcome.LOSS
        if s.lore[winner] >= s.goal:
            ending = Ending.LORE
        elif "conceded" in left_why:
            ending = Ending.CONCESSION
        else:
            ending = Ending.DECK_OUT
    inkable_names = {n for n, d in zip(names, game.defs, strict=True) if d.inkable}
    inkable = sum(1 for n in opening if n in inkable_names)
    record = GameRecord(
        pairing=spec.pairing, number=spec.number, seed=spec.seed, on_play=spec.on_play, outcome=outcome,
        ending=ending, turns=s.turn, own_turns=own_turns, lore=(s.lore[TESTED], s.lore[1 - TESTED]),
        opening_hand=opening, opening_inkable=inkable, drawn=tuple(drawn), played=tuple(played),
        inked=tuple(inked), error=error,
    )
    return record, (game.to_json() if keep_replay else None)


