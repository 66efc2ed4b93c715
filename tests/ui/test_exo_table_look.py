"""The Exo table as a player sees it (issue 24): the table fills the window and its cards grow with it (a wide
window shows large cards, a 1024 x 700 one still shows everything, readable, nothing on top of anything else),
and the computer's last move is marked on the cards it touched until the person acts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem

from lorcana_desktop.app.exo_match import ExoMatch, exo_random_players, exo_seat
from lorcana_desktop.app.game_session import MatchSetup, SeatKind
from lorcana_desktop.exo.engine import Evolve, Pass, Play, ready_deck_cards, starter_book
from lorcana_desktop.exo.engine.actions import ManualLife
from lorcana_desktop.ui.exo_table.scene import ExoCardItem
from lorcana_desktop.ui.exo_table.widget import ExoTableWidget
from tests.ui.test_exo_table import click


def _match(kinds: tuple[SeatKind, SeatKind], seed: int, first: int = 0, level: str = "easy") -> ExoMatch:
    d = ready_deck_cards()
    decks = [d["marea"], d["brace"]]
    seats = (exo_seat("Ada", kinds[0], "marea", decks[0], level), exo_seat("Bruno", kinds[1], "brace", decks[1], level))
    players = exo_random_players if level == "easy" else None
    return ExoMatch.begin(MatchSetup(seats, seed=seed, first=first), decks, starter_book(), players=players)


def _mid_game(seed: int = 3) -> ExoMatch:
    """Two people some turns in: cards on both Fields, in the discard piles, in the hands."""
    m = _match((SeatKind.PERSON, SeatKind.PERSON), seed)
    import random

    rng = random.Random(1)
    while m.exo.state.turn < 6:
        assert not m.over
        if m.handoff_needed():
            m.take_screen()
        legal = m.legal_actions()
        plays = [a for a in legal if isinstance(a, Play)]
        m.apply(rng.choice(plays) if plays and rng.random() < 0.7 else rng.choice(legal))
    return m


def _table(qtbot, m: ExoMatch, w: int, h: int) -> ExoTableWidget:  # type: ignore[no-untyped-def]
    t = ExoTableWidget(m, pace_ms=0)
    qtbot.addWidget(t)
    t.resize(w, h)
    t.show()
    qtbot.waitExposed(t)
    t.layout().activate()
    t.view.fit()
    if t.overlay.isVisible():  # two people: the hand-off screen first
        t._take_screen()
    return t


def _on_screen(t: ExoTableWidget, r: QRectF) -> QRectF:
    return t.view.mapFromScene(r).boundingRect().toRectF()


def _card_width(t: ExoTableWidget) -> float:
    items = [i for i in t.scene.items_by_id.values() if i.zone == "field"]
    assert items
    return min(_on_screen(t, i.sceneBoundingRect()).width() for i in items)


@pytest.mark.parametrize(("size", "least"), [((1920, 1080), 135), ((1024, 700), 75)])
def test_the_table_fills_the_window_and_its_cards_grow_with_it(qtbot, size, least) -> None:  # type: ignore[no-untyped-def]
    t = _table(qtbot, _mid_game(), *size)
    vp = t.view.viewport().rect().toRectF()
    table = _on_screen(t, t.scene.sceneRect())
    # The table takes the view's whole width or height, and nearly all of the other (no wide empty bands).
    assert table.width() >= 0.97 * vp.width() or table.height() >= 0.97 * vp.height()
    assert table.width() * table.height() >= 0.85 * vp.width() * vp.height()
    # (Before: 114 pixels at 1920 x 1080, 50 at 1024 x 700.)
    assert _card_width(t) >= least, f"a card on the Field is {_card_width(t):.0f} pixels wide"


def test_at_1024x700_everything_is_on_the_table_readable_and_apart(qtbot) -> None:  # type: ignore[no-untyped-def]
    t = _table(qtbot, _mid_game(), 1024, 700)
    scene, vp = t.scene, t.view.viewport().rect().toRectF().adjusted(-1, -1, 1, 1)
    scale = t.view.transform().m11()
    texts = [i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem) and i.parentItem() is None]
    assert texts
    for item in [*texts, *scene.items_by_id.values()]:
        assert vp.contains(_on_screen(t, item.sceneBoundingRect())), f"{item} goes past the table's edge"
    for text in texts:  # the zones' names and the piles' counts
        assert text.font().pixelSize() * scale >= 9.5, f"{text.text()!r} is too small to read"
    # No zone, pile or label lies over another (the Field band is only where drops land, under the rows).
    boxes = [(f"{k}", r.sceneBoundingRect()) for k, r in [*scene.zone_rects.items(), *scene.pile_items.items()]
             if k[1] != "field_band"]
    # (a Leader's life and Emergency are printed over its card on purpose: they stand above the cards)
    boxes += [(repr(x.text()), x.sceneBoundingRect()) for x in texts if x.text() != "Etere" and x.zValue() < 50]
    for a in range(len(boxes)):
        for b in range(a + 1, len(boxes)):
            (na, ra), (nb, rb) = boxes[a], boxes[b]
            inner = ra.adjusted(2, 2, -2, -2)
            assert not inner.intersects(rb.adjusted(2, 2, -2, -2)), f"{na} lies over {nb}"


def test_the_opponents_emergency_shows_on_the_table_at_the_top_edge(qtbot) -> None:  # type: ignore[no-untyped-def]
    m = _match((SeatKind.PERSON, SeatKind.PERSON), 3)
    if m.handoff_needed():
        m.take_screen()
    for _ in range(4):  # Bruno's Leader down to 2 life: its Emergency side (STATO DI EMERGENZA)
        m.apply(ManualLife(0, 1, -1))
    while m.to_act() == 1:
        if m.handoff_needed():
            m.take_screen()
        m.apply(Pass())
    t = _table(qtbot, m, 1024, 700)
    assert m.screen == 0 and m.view()["flipped"] == [False, True]
    vp = t.view.viewport().rect().toRectF()
    words = [i for i in t.scene.items() if isinstance(i, QGraphicsSimpleTextItem) and i.text() == "EMERGENZA"]
    assert len(words) == 1 and vp.contains(_on_screen(t, words[0].sceneBoundingRect()))
    leader = t.scene.items_by_id[m.exo.state.leader[1]].sceneBoundingRect()
    assert leader.contains(words[0].sceneBoundingRect())  # on the Leader it is about


def _marked(item: ExoCardItem) -> bool:
    return any(isinstance(c, QGraphicsRectItem) and c.data(0) == "last_move" for c in item.childItems())


def test_the_computers_move_is_marked_on_the_cards_it_played_until_the_person_acts(qtbot) -> None:  # type: ignore[no-untyped-def]
    m = _match((SeatKind.PERSON, SeatKind.COMPUTER), seed=5, first=1, level="normal")
    t = _table(qtbot, m, 1400, 900)
    qtbot.waitUntil(lambda: not m.computer_to_act() and t._thinking is None, timeout=30_000)
    t.wait_for_computer()
    # The game's record says which cards the computer played or evolved (it moved first: all are its own).
    played = {a.card for a, who in zip(m.exo.actions, m._actors, strict=True)
              if who == 1 and isinstance(a, (Play, Evolve))}
    shown = [c for c in played if c in t.scene.items_by_id]
    assert shown, f"the computer played nothing that is on the table: {played}, {m.exo.actions}"
    for c in shown:
        assert _marked(t.scene.items_by_id[c]), f"card {c}, played by the computer, is not marked"
    mine = [i for i in t.scene.items_by_id.values() if i.card.controller == 0]
    assert mine and not any(_marked(i) for i in mine)
    # The person answers (here: the next phase); what the computer did is no longer marked.
    click(t.next_button if t.next_button.isEnabled() else t.pass_button)
    assert not any(_marked(i) for i in t.scene.items_by_id.values())  # (before the computer answers, if it does)
    t.stop()
