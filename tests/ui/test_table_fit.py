"""The table fills the window: in a squarer window the player areas get narrower, so the cards show larger."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from lorcana_desktop.app.game_session import GameSession, MatchSetup, Seat, SeatKind
from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import Game
from lorcana_desktop.ui.table.layout import (
    AREA_W,
    CARD_W,
    MIN_AREA_W,
    SMALL_SCALE,
    ZoneKind,
    area_layouts,
    table_width,
)
from lorcana_desktop.ui.table.table_widget import TableWidget

DECK = ["Olaf - Friendly Snowman"] * 30 + ["Stitch - New Dog"] * 30


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def _table(qtbot, cards: CardIndex, w: int, h: int, players: int = 2) -> TableWidget:
    game = Game.new([DECK] * players, cards, seed=3, first=0)
    seats = tuple(Seat(f"P{k}", SeatKind.PERSON if k == 0 else SeatKind.COMPUTER, "", ()) for k in range(players))
    widget = TableWidget(GameSession(MatchSetup(seats), game), cards, pace_ms=0)
    qtbot.addWidget(widget)
    widget.resize(w, h)
    widget.show()
    qtbot.waitExposed(widget)
    widget.view.fit()
    return widget


def _card_px(widget: TableWidget) -> float:
    """How wide a full-size card is on the screen, in pixels."""
    view = widget.view
    return view.mapFromScene(QRectF(0, 0, CARD_W, 10)).boundingRect().width()


def test_a_small_window_shows_larger_cards_than_a_fixed_wide_table(qtbot, cards: CardIndex) -> None:
    small = _table(qtbot, cards, 1024, 700)
    vp = small.view.viewport()
    rect = small.scene.sceneRect()
    assert MIN_AREA_W <= rect.width() < AREA_W
    fixed_px = CARD_W * min(vp.width() / AREA_W, vp.height() / rect.height())
    assert _card_px(small) >= 1.25 * fixed_px
    # Every zone of every player is on the table, and none covers another.
    boxes = [area.sceneBoundingRect() for area in small.scene.zones.values()]
    for box in boxes:
        assert rect.adjusted(-1, -1, 1, 1).contains(box)
    for k, a in enumerate(boxes):
        for b in boxes[k + 1:]:
            assert not a.adjusted(2, 2, -2, -2).intersects(b.adjusted(2, 2, -2, -2))
    # The hand's cards are all on the table too.
    hand = [small.scene.items_by_key[c] for c in small.session.game.state.hand[0]]
    assert hand and all(rect.contains(item.sceneBoundingRect().center()) for item in hand)


def test_a_wide_window_keeps_a_wide_table(qtbot, cards: CardIndex) -> None:
    wide = _table(qtbot, cards, 1920, 1080)
    vp = wide.view.viewport()
    rect = wide.scene.sceneRect()
    assert rect.width() >= MIN_AREA_W + 150  # wider than in a squarer window
    assert _card_px(wide) >= CARD_W * min(vp.width() / AREA_W, vp.height() / rect.height())
    assert _card_px(wide) >= 120  # a full-size card is about as large as the printed one on a 24" screen
    deck = wide.scene.zones[(0, ZoneKind.DECK)].sceneBoundingRect()
    assert deck.right() > rect.width() - 250


def test_resizing_the_window_lays_the_table_out_again(qtbot, cards: CardIndex) -> None:
    widget = _table(qtbot, cards, 1920, 1080)
    before = widget.scene.sceneRect().width()
    widget.resize(1100, 900)
    qtbot.waitUntil(lambda: widget.scene.sceneRect().width() < before)
    rect = widget.scene.sceneRect()
    for area in widget.scene.zones.values():
        assert rect.adjusted(-1, -1, 1, 1).contains(area.sceneBoundingRect())


def test_three_players_fit_their_narrower_table(qtbot, cards: CardIndex) -> None:
    widget = _table(qtbot, cards, 1920, 1080, players=3)
    rect = widget.scene.sceneRect()
    assert rect.width() < AREA_W  # three players make a shorter table: a narrower one fills the window
    for area in widget.scene.zones.values():
        assert rect.adjusted(-1, -1, 1, 1).contains(area.sceneBoundingRect())


def test_the_table_width_follows_the_window_shape_in_steps() -> None:
    assert table_width(1600, 1000, 1000) == AREA_W
    assert table_width(3000, 1000, 1000) == AREA_W
    assert table_width(800, 1000, 1000) == MIN_AREA_W
    assert table_width(1240, 1000, 1000) == 1250
    layouts = area_layouts(1300)
    for layout in (layouts.near, layouts.far):
        assert max(z.x + z.w for z in layout.zones) <= 1300 - 80
        assert layout.zone(ZoneKind.HAND).w >= 1300 - 560
    # A smaller seat's area is laid out for its share: two of them, at their scale, fill the width.
    assert max(z.x + z.w for z in layouts.small.zones) * SMALL_SCALE * 2 <= 1300
    for layout in (layouts.near, layouts.far, layouts.small):
        for k, a in enumerate(layout.zones):  # no zone covers another, and all lie inside the area
            assert 0 <= a.y and a.y + a.h <= layout.h
            for b in layout.zones[k + 1:]:
                assert a.x + a.w <= b.x or b.x + b.w <= a.x or a.y + a.h <= b.y or b.y + b.h <= a.y


def _fills(view) -> float:
    """How much of the viewport the table fills in its tighter direction (1.0: edge to edge)."""
    shown = view.mapFromScene(view.sceneRect()).boundingRect()
    vp = view.viewport()
    return max(shown.width() / vp.width(), shown.height() / vp.height())


def test_going_from_a_large_window_back_to_a_small_one_fits_the_table_at_once(qtbot, cards: CardIndex) -> None:
    fresh = _table(qtbot, cards, 1024, 700)
    want = _card_px(fresh)
    widget = _table(qtbot, cards, 1920, 1080)
    widget.resize(1024, 700)
    qtbot.waitUntil(lambda: widget.view.viewport().width() < 900)
    # No second resize: the table fills the smaller window straight away, cards as large as in a fresh one.
    assert _fills(widget.view) >= 0.97
    assert abs(_card_px(widget) - want) <= 0.02 * want
    widget.resize(1920, 1080)
    qtbot.waitUntil(lambda: widget.view.viewport().width() > 1300)
    assert _fills(widget.view) >= 0.97


def test_the_replay_viewer_opens_at_full_size(qtbot, cards: CardIndex, tmp_path) -> None:
    from lorcana_desktop.ui.play_tab import PlayTab

    game = Game.new([DECK, DECK], cards, seed=3, first=0)
    seats = (Seat("A", SeatKind.COMPUTER, "", tuple(DECK)), Seat("B", SeatKind.COMPUTER, "", tuple(DECK)))
    session = GameSession(MatchSetup(seats), game)
    session.play_computers(limit=12)
    path = tmp_path / "g.lorcana-replay"
    session.save_replay(path)
    tab = PlayTab(cards, None, pace_ms=0)
    qtbot.addWidget(tab)
    tab.resize(1024, 700)
    tab.show()
    qtbot.waitExposed(tab)
    tab.open_replay(str(path))  # (the save opens on a worker thread)
    qtbot.waitUntil(lambda: tab.replay_widget is not None, timeout=60_000)
    view = tab.replay_widget.view
    qtbot.waitUntil(lambda: view.isVisible() and view.viewport().width() > 500)
    assert _fills(view) >= 0.97


@pytest.mark.parametrize("size", [(1500, 950), (1024, 700), (1920, 1080)])
def test_an_idle_table_is_not_laid_out_again_and_again(qtbot, cards: CardIndex, size: tuple[int, int]) -> None:
    import time

    from PySide6.QtWidgets import QApplication

    widget = _table(qtbot, cards, *size)
    qtbot.wait(50)
    builds = 0
    real = widget.scene._build_areas

    def counted(*args):  # type: ignore[no-untyped-def]
        nonlocal builds
        builds += 1
        real(*args)

    widget.scene._build_areas = counted  # type: ignore[method-assign]
    end = time.monotonic() + 0.3
    while time.monotonic() < end and builds < 50:
        QApplication.processEvents()
    # (Scroll bars that came and went with a pixel of rounding re-laid the table out without end.)
    assert builds == 0
    assert not widget.view.horizontalScrollBar().isVisible() and not widget.view.verticalScrollBar().isVisible()
