"""The table shows what its offer says, not a parallel model (issue 18): over random games on the real
widgets, at every decision the draggable cards, the glowing and lit cards, the drop targets lit while
dragging, the right-click menus, the prompt's buttons, the End turn button and the card panel (its cards,
their order and faces) are exactly those of ``app.table_offer``, which tests/app/test_table_offer.py
proves reaches every legal action."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QPushButton

from lorcana_desktop.app.game_session import GameSession, MatchSetup, Seat, SeatKind, Variant
from lorcana_desktop.app.table_offer import Shown
from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.ui.table.card_item import Mark
from lorcana_desktop.ui.table.table_widget import TableWidget
from tests.app.test_table_offer import automated_cards


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def check_rendering(w: TableWidget, rng: random.Random) -> None:
    """What the widgets show is what ``w.offer`` offers."""
    offer = w.offer
    scene = w.scene
    seat = offer.seat
    for item in scene.items_by_key.values():
        c = item.card_id
        if c < 0:
            continue
        assert item.draggable == (c in offer.drags), (c, item.zone)
        assert bool(item.marks & Mark.PLAYABLE) == (c in offer.glow and item.owner == seat), c
        assert bool(item.marks & Mark.TARGET) == (c in offer.lit), c
    for c, where in offer.shown.items():
        if where is Shown.TABLE:
            assert c in scene.items_by_key, f"card {c} is offered on the table but not drawn"
    panel = offer.panel
    assert w.panel.isVisibleTo(w) == (panel is not None)
    if panel is not None:
        assert [w.panel.list.item(k).data(Qt.ItemDataRole.UserRole) for k in range(w.panel.list.count())] == list(panel.cards)
        assert [it.toolTip() for it in w.panel.items()] == [n or "A face-down card" for n in panel.names]
    buttons = [b for b in w.prompt.findChildren(QPushButton)]
    assert len(buttons) == len(offer.buttons), ([b.text() for b in buttons], offer.buttons)
    assert w.end_turn_button.isEnabled() == offer.end_turn
    if offer.drags:
        card = rng.choice(sorted(offer.drags))
        item = scene.items_by_key[card]
        scene.drag_started(item)
        lit_cards = {t.card for t, _ in scene._drag_targets if t.card >= 0}
        want = {d.target.card for d in offer.drags[card].drops if d.target.card >= 0}
        assert lit_cards == want
        for t, _ in scene._drag_targets:
            if t.card >= 0:
                assert scene.items_by_key[t.card].marks & Mark.TARGET
            else:
                assert scene.zones[(t.seat, t.zone)].brush().color().alpha() > 28  # lit
        scene._clear_drag()
    if offer.menus:
        card = rng.choice(sorted(offer.menus))
        w._card_menu(card, QPoint(0, 0))
        texts = [a.text() for a in w.last_menu.actions() if a.text() and a.menu() is None]
        want_texts = [w.session.describe(e.action) for e in offer.menu(card)]
        assert texts[:len(want_texts)] == want_texts
        w.last_menu.close()


def _walk(qtbot, cards: CardIndex, decks: list[list[str]], seed: int, steps: int, variant: Variant) -> int:
    seats = tuple(Seat(f"P{k + 1}", SeatKind.PERSON, "", tuple(d)) for k, d in enumerate(decks))
    session = GameSession.start(MatchSetup(seats, variant, seed=seed), cards)
    w = TableWidget(session, cards, pace_ms=0)
    w.auto_single = False
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    rng = random.Random(seed)
    checked = 0
    for _ in range(steps):
        if session.over:
            break
        if session.handoff_needed():
            w._take_screen()  # "I am P2: show my cards"
        check_rendering(w, rng)
        checked += 1
        w.act(rng.choice(session.legal_actions()))
    w.stop()
    return checked


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_table_renders_its_offer(qtbot, cards: CardIndex, players: int) -> None:
    from lorcana_desktop.bench.engine import precon_decks

    precons = precon_decks()
    pool = automated_cards(cards)
    rng = random.Random(players)
    for k in range(2):
        if k == 0:
            decks = [precons[(players + j) % 6] for j in range(players)]
        else:
            decks = [[n for n in rng.sample(pool, 15) for _ in range(4)] for _ in range(players)]
        variant = Variant.PACK_RUSH if players == 3 and k == 1 else Variant.STANDARD
        assert _walk(qtbot, cards, decks, seed=players * 10 + k, steps=70, variant=variant) > 20
