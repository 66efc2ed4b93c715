"""The turn («FASI DEL TURNO»): five phases (R-2), their windows (R-11), the end of the turn.

Every phase opens with a start window: the active player acts first; if they pass the opponent may
start a chain; two passes with no chain move on (rule 3). The Main phase, the Battle phase's attacks
and the End phase then keep an open window where the active player acts and declares the change of
phase («dichiari un cambio di fase»): the opponent may answer; a pass ends the phase; an answer makes a
chain, after which the change must be declared again (rule 5). The Battle phase's second sub-phase is a
start window after the attacks. The first player's turn 1 skips Draw, Recovery and Battle, which then
open no windows. Draw (R-8) and Recovery happen first, then their window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from lorcana_desktop.exo.engine.events import Note, Noted, note_of, phase_started
from lorcana_desktop.exo.engine.notes import Said
from lorcana_desktop.exo.engine.state import (
    BATTLE,
    DECL,
    DISCARD,
    DRAW,
    END,
    FIELD,
    HAND,
    MAIN,
    OPEN,
    PHASE_NAMES,
    RECOVERY,
    START,
    Mod,
)
from lorcana_desktop.exo.engine.zones import draw, fire, move, uncover

if TYPE_CHECKING:
    from lorcana_desktop.exo.engine.game import ExoGame

_NEXT: Final = {DRAW: RECOVERY, RECOVERY: MAIN, MAIN: BATTLE, BATTLE: END}
# The turn's lines of the log, made once (a game starts ~200 phases).
_PHASE_START: Final = Noted(Said.PHASE_START, "turn", "player", "phase")
_RECOVERY: Final = Noted(Said.RECOVERY, "count")
_BATTLE_SUB_2: Final = note_of(Said.BATTLE_SUB_2)
_DECLARES: Final = {BATTLE: Said.DECLARES_END_ATTACKS, END: Said.DECLARES_END_TURN}
_DECLARED: Final[dict[Said, tuple[Note, Note]]] = {
    said: (note_of(said, (("player", 0),)), note_of(said, (("player", 1),)))
    for said in (Said.DECLARES_END_MAIN, Said.DECLARES_END_MAIN_SKIP, Said.DECLARES_END_ATTACKS,
                 Said.DECLARES_END_TURN, Said.DECLARES_CHANGE)}


def skipped(game: ExoGame, phase: int) -> bool:
    """«Il giocatore che effettua il primo turno della partita salterà la fase di pescata, ripresa e la fase
    di battaglia»."""
    return game.s.turn == 1 and phase in (DRAW, RECOVERY, BATTLE)


def enter_phase(game: ExoGame, phase: int) -> None:
    s = game.s
    while skipped(game, phase):
        phase = _NEXT[phase]
    s.phase = phase
    s.sub = 1
    s.window = START
    s.priority = s.active
    s.passes = 0
    name = PHASE_NAMES[phase]
    game._emit(phase_started(s.turn, s.active, name, len(s.frames)))
    game._note(_PHASE_START.three(s.turn, s.active, name))
    if phase == DRAW:
        draw(game, s.active, 1)  # «se non puoi pescare, sottrai una vita al tuo Leader»
    elif phase == RECOVERY:
        recovery(game)
    elif phase == END and s.options.ciclo == "start_of_end_phase":
        fire_ciclo(game)


def recovery(game: ExoGame) -> None:
    """«Scopri tutte le carte coperte sul campo (sia tue che dell'avversario), le carte nella zona Occulto
    tornano invece nella mano del proprietario senza essere rivelate» (R-7: both players' Occulto)."""
    s = game.s
    for p in (0, 1):
        for i in s.on_field(p):
            if s.cov[i]:
                uncover(game, i)
    whose = (0, 1) if s.options.occulto_return == "all" else (s.active,)
    back = 0
    for p in whose:
        for i in list(s.occulto[p]):
            move(game, i, HAND)
            back += 1
    game._note(_RECOVERY.one(back))


def fire_ciclo(game: ExoGame) -> None:
    """CICLO: once per turn, when you end your turn, for each face-up card of yours with it (R-31)."""
    s = game.s
    p = s.active
    for i in s.on_field(p):
        if s.ctrl[i] == p and f"ciclo:{i}" not in s.flags and game.info[s.cid[i]].by_keyword.get("CICLO"):
            s.flags.add(f"ciclo:{i}")
            fire(game, i, "CICLO")


def close_start(game: ExoGame) -> None:
    """Two passes in a row in a start window with no chain: on to the open window or the next phase."""
    s = game.s
    if s.phase == DRAW:
        enter_phase(game, RECOVERY)
    elif s.phase == RECOVERY:
        enter_phase(game, MAIN)
    elif s.phase == BATTLE and s.sub == 2:
        enter_phase(game, END)
    else:
        s.window = OPEN
        s.priority = s.active
        s.passes = 0


def declare_next(game: ExoGame, skip_battle: bool) -> None:
    """The active player declares the change of phase: the opponent may answer (rule 1)."""
    s = game.s
    s.decl_skip = skip_battle
    if s.phase == MAIN:
        said = Said.DECLARES_END_MAIN_SKIP if skip_battle else Said.DECLARES_END_MAIN
    else:
        said = _DECLARES.get(s.phase, Said.DECLARES_CHANGE)
    game._note(_DECLARED[said][s.active])
    s.window = DECL
    s.priority = 1 - s.active
    s.passes = 0
    if s.phase == END and s.options.ciclo == "end_of_end_phase":
        fire_ciclo(game)


def phase_over(game: ExoGame) -> None:
    """The opponent passed on a declared change of phase: the phase ends."""
    s = game.s
    if s.phase == MAIN:
        enter_phase(game, END if s.decl_skip or skipped(game, BATTLE) else BATTLE)
    elif s.phase == BATTLE:
        s.sub = 2  # «Sottofase di battaglia 2: Dopo aver dichiarato tutti gli attacchi»
        s.window = START
        s.priority = s.active
        s.passes = 0
        game._note(_BATTLE_SUB_2)
    else:
        end_turn(game)


def end_turn(game: ExoGame) -> None:
    """The turn passes: this turn's changes end, control taken until the end of turn goes back, then the
    opponent's Draw phase («che inizierà con la sua fase di pescata»)."""
    s = game.s
    t = s.turn
    back: list[Mod] = []
    if s.mods:
        back = [m for m in s.mods if m[2] == "control" and m[4] == t and s.gen[m[0]] == m[1] and s.zone[m[0]] == FIELD]
        s.mods = [m for m in s.mods if m[4] != t and s.gen[m[0]] == m[1]]
    for m in back:
        give_back(game, m[0], m[3])
    s.flags.clear()
    s.attacks[:] = [0] * len(s.attacks)  # (in place: the list is the state's own)
    s.force_end = False
    s.attack = None
    s.decl_skip = False
    s.turn += 1
    s.active = 1 - s.active
    enter_phase(game, DRAW)


def give_back(game: ExoGame, i: int, to: int) -> None:
    """Control taken «fino alla fine del turno» returns; a Vice Leader whose owner's zone is taken again
    cannot coexist with the one there and goes to the discard pile."""
    s = game.s
    c = s.ctrl[i]
    if c == to:
        return
    vice = s.vice[c] == i
    if vice:
        s.vice[c] = -1
    else:
        s.field[c].remove(i)
    s.ctrl[i] = to
    if vice:
        if s.vice[to] < 0:
            s.vice[to] = i
        else:
            s.field[to].append(i)
            move(game, i, DISCARD)
            return
    else:
        s.field[to].append(i)
    game._log(Said.GOES_BACK_TO, card=game.name(i), to=to)
