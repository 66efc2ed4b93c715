"""Positions and tables for the table tests of issue 18 part 3 (keys, log, geometry, reasons, faces)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF

from lorcana_desktop.app.game_session import GameSession, MatchSetup, Seat, SeatKind
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import INKWELL, Game
from lorcana_desktop.engine.setup import add_card, new_state
from lorcana_desktop.engine.state import Phase
from lorcana_desktop.ui.table.table_widget import TableWidget


def position(cards: CardIndex, mine: dict[int, list[str]], theirs: dict[int, list[str]], ink: int = 7,
             people: int = 1, players: int = 2) -> tuple[GameSession, dict[str, int]]:
    """A main-phase position on turn 3, player 0 to act; returns the session and ids by "owner:name"."""
    st = new_state(players)
    st.phase = Phase.MAIN
    st.turn = 3
    table: dict[str, int] = {}
    ids: dict[str, int] = {}
    for owner in range(players):
        zones = mine if owner == 0 else theirs
        for zone, names in zones.items():
            for n in names:
                ids[f"{owner}:{n}"] = add_card(st, table, n, owner, zone)
        for _ in range(ink if owner == 0 else 2):
            add_card(st, table, "Stitch - New Dog", owner, INKWELL)
        for _ in range(10):
            add_card(st, table, "Olaf - Friendly Snowman", owner, 0)  # the deck
    game = Game(st, cards)
    names = ["Ann", "Bob", "Cat", "Dan"]
    seats = tuple(Seat(names[k], SeatKind.PERSON if k == 0 or (k == 1 and people == 2) else SeatKind.COMPUTER,
                       "", ()) for k in range(players))
    return GameSession(MatchSetup(seats), game), ids


def table(qtbot, session: GameSession, w: int = 1500, h: int = 950, **kw) -> TableWidget:
    widget = TableWidget(session, session.game.cards, pace_ms=0, **kw)
    qtbot.addWidget(widget)
    widget.resize(w, h)
    widget.show()
    qtbot.waitExposed(widget)
    widget.view.fit()
    settle(widget)
    return widget


def settle(w: TableWidget) -> None:
    for item in w.scene.items_by_key.values():
        item.finish_animations()


def vp(w: TableWidget, scene_point: QPointF) -> QPoint:
    return w.view.mapFromScene(scene_point)
