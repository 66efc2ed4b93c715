"""Every card sits inside its own zone, at every table size and seat count (issue 18: with four players the
opponents' hands and decks spilled over their labels and the next seat's lore track, and characters sat
half outside their play area)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from lorcana_desktop.app.game_session import GameSession, MatchSetup, Seat, SeatKind
from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import DISCARD, HAND, PLAY, Game
from lorcana_desktop.ui.table.layout import ZoneKind
from lorcana_desktop.ui.table.table_widget import TableWidget
from tests.ui.table_positions import position, settle

ZONE_OF = {"hand": ZoneKind.HAND, "play": ZoneKind.PLAY, "inkwell": ZoneKind.INKWELL, "deck": ZoneKind.DECK,
           "discard": ZoneKind.DISCARD}
CHARACTERS = ["Mickey Mouse - True Friend", "Stitch - New Dog", "Olaf - Friendly Snowman",
              "Minnie Mouse - Beloved Princess", "Lilo - Making a Wish"]


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def _busy(cards: CardIndex, players: int) -> GameSession:
    mine = {HAND: CHARACTERS[:4] * 2, PLAY: CHARACTERS, DISCARD: CHARACTERS[:2]}
    theirs = {HAND: CHARACTERS[:3] * 2, PLAY: CHARACTERS[:4], DISCARD: CHARACTERS[:1]}
    s, ids = position(cards, mine, theirs, ink=6, players=players)
    st = s.game.state
    for key, card in ids.items():  # some characters exerted, some of the ink spent
        if key.endswith((CHARACTERS[1], CHARACTERS[3])):
            st.exerted[card] = True
    for p in range(players):
        for c in st.inkwell[p][::2]:
            st.exerted[c] = True
    return s


def _table(qtbot, s: GameSession, w: int, h: int) -> TableWidget:
    widget = TableWidget(s, s.game.cards, pace_ms=10 ** 6)
    qtbot.addWidget(widget)
    widget.resize(w, h)
    widget.show()
    qtbot.waitExposed(widget)
    widget.view.fit()
    settle(widget)
    return widget


def _inside(outer: QRectF, inner: QRectF, slack: float = 1.0) -> bool:
    return outer.adjusted(-slack, -slack, slack, slack).contains(inner)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_every_card_sits_inside_its_zone(qtbot, cards: CardIndex, players: int, size: tuple[int, int]) -> None:
    w = _table(qtbot, _busy(cards, players), *size)
    scene = w.scene
    checked = 0
    for item in scene.items_by_key.values():
        if item.zone not in ZONE_OF:
            continue
        zone = scene.zones[(item.owner, ZONE_OF[item.zone])].sceneBoundingRect()
        box = item.mapRectToScene(item.card_rect())
        assert _inside(zone, box), f"seat {item.owner} {item.zone} {item.name}: {box} outside {zone}"
        checked += 1
    assert checked > 14 * players


@pytest.mark.parametrize("players", [3, 4])
def test_no_card_covers_another_seats_lore_track_or_name(qtbot, cards: CardIndex, players: int) -> None:
    w = _table(qtbot, _busy(cards, players), 1024, 700)
    scene = w.scene
    for item in scene.items_by_key.values():
        box = item.mapRectToScene(item.card_rect())
        for seat, track in scene.lore_tracks.items():
            if seat != item.owner:
                assert not box.intersects(track.sceneBoundingRect()), f"{item.name} over seat {seat}'s lore"
        for seat, label in scene.name_labels.items():
            assert not box.intersects(label.sceneBoundingRect()), f"{item.name} over {label.text()}"


def test_a_new_game_of_four_keeps_every_hand_and_deck_in_its_zone(qtbot, cards: CardIndex) -> None:
    deck = ("Stitch - New Dog", "Olaf - Friendly Snowman") * 30
    seats = tuple(Seat(n, SeatKind.PERSON if k == 0 else SeatKind.COMPUTER, "", deck)
                  for k, n in enumerate(("Ann", "Bob", "Cat", "Dan")))
    game = Game.new([list(deck)] * 4, cards, seed=3, first=0)
    w = _table(qtbot, GameSession(MatchSetup(seats), game), 1024, 700)
    for item in w.scene.items_by_key.values():
        zone = w.scene.zones[(item.owner, ZONE_OF[item.zone])].sceneBoundingRect()
        assert _inside(zone, item.mapRectToScene(item.card_rect()))
