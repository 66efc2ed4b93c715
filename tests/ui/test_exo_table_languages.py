"""The Exo table in the window's language (issue 22): a refusal of the rules and the engine's log lines read in
Italian, French and German, with the seats' names, the phases in the rules' words, and card names as the set
gives them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from lorcana_desktop.app.exo_match import ExoMatch, exo_random_players, exo_seat
from lorcana_desktop.app.game_session import MatchSetup, SeatKind
from lorcana_desktop.exo.engine import Attack, NextPhase, Pass, ready_deck_cards, starter_book
from lorcana_desktop.languages import Language
from lorcana_desktop.ui.exo_table.widget import ExoTableWidget
from lorcana_desktop.ui.i18n import install_language

# An attack declared in the Main phase: «FASE DI BATTAGLIA … Per effettuare un attacco», the attacks are the Battle
# phase's; then the log of turn 1 (no Battle phase on the first turn) and the start of turn 2.
EXPECTED = {
    Language.IT: ("Gli attacchi si dichiarano nella tua fase di battaglia",
                  ["Ada passa", "Ada dichiara la fine della fase principale", "Turno 1, Ada: fase di fine turno",
                   "Turno 2, Bruno: fase di pescata", "Bruno pesca una carta"]),
    Language.FR: ("Les attaques se déclarent pendant votre phase de bataille",
                  ["Ada passe", "Ada déclare la fin de la phase principale", "Tour 1, Ada : phase de fin de tour",
                   "Tour 2, Bruno : phase de pioche", "Bruno pioche une carte"]),
    Language.DE: ("Angriffe werden in deiner Kampfphase erklärt",
                  ["Ada passt", "Ada erklärt das Ende der Hauptphase", "Zug 1, Ada: Endphase",
                   "Zug 2, Bruno: Ziehphase", "Bruno zieht eine Karte"]),
    Language.EN: ("Attacks are declared in your Battle phase",
                  ["Ada passes", "Ada declares the end of the Main phase", "Turn 1, Ada: End phase",
                   "Turn 2, Bruno: Draw phase", "Bruno draws a card"]),
}


@pytest.fixture
def language(qapp, request) -> Iterator[Language]:  # type: ignore[no-untyped-def]
    lang: Language = request.param
    assert install_language(lang) or lang is Language.EN
    yield lang
    install_language(Language.EN)


def _table(qtbot) -> tuple[ExoMatch, ExoTableWidget]:  # type: ignore[no-untyped-def]
    d = ready_deck_cards()
    decks = [d["marea"], d["brace"]]
    seats = (exo_seat("Ada", SeatKind.PERSON, "marea", decks[0]), exo_seat("Bruno", SeatKind.PERSON, "brace", decks[1]))
    m = ExoMatch.begin(MatchSetup(seats, seed=3, first=0), decks, starter_book(), players=exo_random_players)
    w = ExoTableWidget(m, pace_ms=0)
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    return m, w


def _seat(m: ExoMatch, w: ExoTableWidget) -> None:
    if m.handoff_needed():
        m.take_screen()
        w.refresh()


@pytest.mark.parametrize("language", list(EXPECTED), indirect=True, ids=lambda lang: lang.value)
def test_a_refusal_and_the_log_on_the_exo_table_read_in_the_windows_language(qtbot, language: Language) -> None:
    refusal, lines = EXPECTED[language]
    m, w = _table(qtbot)
    _seat(m, w)
    s = m.exo.state
    w.act(Attack(s.hand[0][0], s.leader[1]))  # in the Main phase
    assert w.status.text() == refusal
    assert len(m.exo.actions) == 0
    for _ in range(8):  # both players pass and declare the changes of phase to the start of turn 2
        _seat(m, w)
        legal = m.legal_actions()
        w.act(next((a for a in legal if isinstance(a, NextPhase) and not a.skip_battle), None)
              or next(a for a in legal if isinstance(a, Pass)))
    _seat(m, w)
    shown = [w.log.item(k).text() for k in range(w.log.count())]
    for line in lines:
        assert line in shown, (line, shown)
    assert not any("Player " in line for line in shown), shown
