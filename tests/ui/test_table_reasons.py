"""A card that cannot be dragged says why, in the engine's reasons, when it is pulled, pressed or pointed
at (issue 18): "Needs 6 ink; you have 3 ready", "Drying: played this turn"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import HAND, PLAY
from lorcana_desktop.ui.table.table_widget import TableWidget
from tests.ui.table_positions import position, settle, table, vp


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def _pull(w: TableWidget, card: int) -> None:
    """Press on the card and pull it a little way, as a person trying to drag it."""
    settle(w)
    item = w.scene.items_by_key[card]
    start = vp(w, item.mapRectToScene(item.card_rect()).center())
    viewport = w.view.viewport()
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 5):
        QTest.mouseMove(viewport, start + QPoint(0, -12 * k))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(0, -48))


def test_pulling_a_card_too_expensive_to_play_says_how_much_ink_it_needs(qtbot, cards: CardIndex) -> None:
    s, ids = position(cards, {HAND: ["Hercules - Divine Hero"]}, {}, ink=3)
    s.game.state.inked[0] = 1  # this turn's ink is in (CR 4.2.3): nothing to drag it to
    w = table(qtbot, s, 1024, 700)
    card = ids["0:Hercules - Divine Hero"]
    assert not w.scene.items_by_key[card].draggable
    _pull(w, card)
    assert "Needs 6 ink; you have 3 ready" in w.prompt.label.text()  # Hercules costs 6 (CR 4.3.3)
    assert s.game.state.zone[card] == HAND


def test_pulling_a_drying_character_says_it_was_played_this_turn(qtbot, cards: CardIndex) -> None:
    s, ids = position(cards, {PLAY: ["Mickey Mouse - True Friend"]}, {PLAY: ["Stitch - New Dog"]})
    card = ids["0:Mickey Mouse - True Friend"]
    s.game.state.dry[card] = False  # CR 4.5.1.2, 4.6.4.1: no quest, no challenge this turn
    s.game.state.exerted[ids["1:Stitch - New Dog"]] = True
    w = table(qtbot, s, 1024, 700)
    _pull(w, card)
    assert "Drying: played this turn" in w.prompt.label.text()


def test_pointing_at_a_card_that_cannot_be_played_tells_why(qtbot, cards: CardIndex) -> None:
    s, ids = position(cards, {HAND: ["Hercules - Divine Hero"]}, {}, ink=3)
    w = table(qtbot, s, 1024, 700)
    item = w.scene.items_by_key[ids["0:Hercules - Divine Hero"]]
    w.scene.hovered(item)  # what the pointer resting on it does (hover enter)
    tip = item.toolTip()
    assert "Can't play it: Needs 6 ink; you have 3 ready" in tip
    assert "Can't ink" not in tip  # it can go into the inkwell: the tip does not say otherwise


def test_another_players_card_says_nothing_of_the_kind(qtbot, cards: CardIndex) -> None:
    s, ids = position(cards, {HAND: ["Stitch - New Dog"]}, {PLAY: ["Mickey Mouse - True Friend"]})
    w = table(qtbot, s, 1024, 700)
    item = w.scene.items_by_key[ids["1:Mickey Mouse - True Friend"]]
    w.scene.hovered(item)
    assert "Can't" not in item.toolTip()
