"""Every kind of choice answered with the mouse on the real table (issue 18): targets in play, among
looked-at cards (Develop Your Brain from the Lore Race precon, end to end), in the discard, under a card;
"may"; "Choose one:"; a number; the order of cards going on top or to the bottom; naming a card; which
bag effect resolves first (CR 7.7.4); a player; a revealed hand; the mulligan (CR 2.2.2).

Presses, moves, releases and double-clicks go to the QGraphicsView's viewport (table cards), the card
panel's list (cards the table does not show face up) and the prompt bar's buttons.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QPushButton, QSpinBox

from lorcana_desktop.app.game_session import GameSession, MatchSetup, Seat, SeatKind
from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import DECK, DISCARD, HAND, PLAY, UNDER, Game, player_target
from lorcana_desktop.engine.decisions import (
    AskAmount,
    AskMay,
    AskName,
    AskOption,
    AskOrder,
    AskTargets,
    AskTopOrBottom,
    AskTrigger,
    TargetsFor,
)
from lorcana_desktop.ui.table.layout import ZoneKind
from lorcana_desktop.ui.table.table_widget import TableWidget
from tests.engine.card_play import card_game
from tests.ui.test_table import _context_menu, _settle, _vp, card_center, drag, zone_center

LEFT = Qt.MouseButton.LeftButton
NO_KEY = Qt.KeyboardModifier.NoModifier
DECK_CARDS = ["Mickey Mouse - True Friend", "Goofy - Musketeer", "Olaf - Friendly Snowman", "Lilo - Making a Wish",
              "Stitch - New Dog", "Stitch - New Dog"]


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def _table(qtbot, game: Game, people: int = 1, size: tuple[int, int] = (1500, 950)) -> TableWidget:
    kinds = (SeatKind.PERSON, SeatKind.PERSON if people == 2 else SeatKind.COMPUTER)
    setup = MatchSetup((Seat("Ann", kinds[0], "", ()), Seat("Bob", kinds[1], "", ())))
    w = TableWidget(GameSession(setup, game), game.cards, pace_ms=0)
    w.auto_single = False  # every answer is clicked here, even the only one
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    w.view.fit()
    return w


def click_card(w: TableWidget, card: int) -> None:
    QTest.mouseClick(w.view.viewport(), LEFT, NO_KEY, _vp(w, card_center(w, card)))


def double_click_card(w: TableWidget, card: int) -> None:
    # (after the interval, so the last gesture's release does not make half a double-click with this one)
    QTest.qWait(QApplication.doubleClickInterval() + 20)
    QTest.mouseDClick(w.view.viewport(), LEFT, NO_KEY, _vp(w, card_center(w, card)))


def click_panel(w: TableWidget, card: int) -> None:
    """A click on a card of the panel over the table."""
    assert w.panel.isVisible(), "the card panel is not shown"
    item = w.panel.item_of(card)
    assert item is not None, f"card {card} is not in the panel"
    lst = w.panel.list
    QTest.mouseClick(lst.viewport(), LEFT, NO_KEY, lst.visualItemRect(item).center())


def click_button(qtbot, w: TableWidget, name: str = "", text: str = "") -> None:
    buttons = [b for b in w.prompt.findChildren(QPushButton)
               if (not name or b.objectName() == name) and (not text or b.text().startswith(text))]
    assert len(buttons) == 1, [(b.objectName(), b.text()) for b in w.prompt.findChildren(QPushButton)]
    assert buttons[0].isEnabled(), f"{buttons[0].text()} is disabled"
    qtbot.mouseClick(buttons[0], LEFT)


def click_menu(w: TableWidget, card: int, starts: str) -> None:
    """Right-click ``card`` and click the menu entry that starts with ``starts``."""
    menu = _context_menu(w, card)
    assert menu is not None
    QApplication.processEvents()
    assert menu.isVisible()
    entry = next((a for a in menu.actions() if a.text().startswith(starts)), None)
    assert entry is not None, [a.text() for a in menu.actions()]
    QTest.mouseClick(menu, LEFT, NO_KEY, menu.actionGeometry(entry).center())


def test_targets_in_play_are_clicked_on_the_table(qtbot, cards: CardIndex) -> None:
    # Dragon Fire: "Banish chosen character." Dragged to the play area, then the lit opposing character clicked.
    sc = card_game(cards, {"hand": ["Dragon Fire"], "play": ["Stitch - New Dog"]}, {"play": ["Goofy - Musketeer"]})
    w = _table(qtbot, sc.game)
    goofy = sc.ref("Goofy - Musketeer")
    drag(w, sc.ref("Dragon Fire"), zone_center(w, 0, ZoneKind.PLAY))
    assert isinstance(sc.game.s.pending, AskTargets)
    assert goofy in w.scene.choice_cards and not w.panel.isVisible()
    click_card(w, goofy)
    assert sc.game.s.zone[goofy] == DISCARD


def _precon(name: str) -> list[str]:
    from lorcana_desktop.decks.library import precon_dir
    from lorcana_desktop.decks.text import parse_text

    folder = precon_dir()
    assert folder is not None
    deck = parse_text((Path(folder) / name).read_text(encoding="utf-8"), default_cards()).deck
    return [e.card.full_name for e in deck.main for _ in range(e.count)]


def test_develop_your_brain_from_the_lore_race_precon_end_to_end(qtbot, cards: CardIndex) -> None:
    """Issue 18's blocker: "Look at the top 2 cards of your deck. Put one into your hand and the other on the
    bottom of the deck." The two cards appear with their faces in the panel; a click takes one, the game goes on."""
    lore_race = _precon("ruby-sapphire-lore-race.txt")
    other = _precon("amber-steel-guardians.txt")
    seed = next(k for k in range(300) if any(
        g.name(i) == "Develop Your Brain" for g in [Game.new([lore_race, other], cards, seed=k, first=0)]
        for i in g.s.hand[0]))
    setup = MatchSetup((Seat("Ann", SeatKind.PERSON, "Lore Race", tuple(lore_race)),
                        Seat("CPU", SeatKind.COMPUTER, "Guardians", tuple(other))), seed=seed, first=0)
    session = GameSession.start(setup, cards)
    w = TableWidget(session, cards, pace_ms=0)
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    click_button(qtbot, w, "mulliganButton")  # keep the opening hand
    qtbot.waitUntil(session.my_turn, timeout=30000)
    g = session.game
    brain = next(i for i in g.s.hand[0] if g.name(i) == "Develop Your Brain")
    ink = next(i for i in g.s.hand[0] if i != brain and g.card(i).inkable)
    drag(w, ink, zone_center(w, 0, ZoneKind.INKWELL))
    drag(w, brain, zone_center(w, 0, ZoneKind.PLAY))
    top2 = g.s.deck[0][:2]
    assert isinstance(g.s.pending, AskTargets) and g.s.pending.purpose is TargetsFor.TAKE
    assert w.panel.isVisible() and [w.panel.item_of(c) is not None for c in top2] == [True, True]
    assert [it.toolTip() for it in w.panel.items()] == [g.name(c) for c in top2]  # their faces, the top first
    click_panel(w, top2[1])
    assert g.s.zone[top2[1]] == HAND and g.s.deck[0][-1] == top2[0]  # one taken, the other at the bottom
    assert g.s.pending is None and not w.panel.isVisible()
    qtbot.mouseClick(w.end_turn_button, LEFT)
    qtbot.waitUntil(lambda: session.my_turn() or session.over, timeout=60000)  # the game goes on


def test_a_target_in_the_discard_is_chosen_in_the_panel(qtbot, cards: CardIndex) -> None:
    # The Black Cauldron, THE CAULDRON CALLS: "Put a character card from your discard under this item faceup."
    sc = card_game(cards, {"play": ["The Black Cauldron"],
                           "discard": ["Goofy - Musketeer", "Dragon Fire", "Lilo - Making a Wish"]})
    w = _table(qtbot, sc.game)
    cauldron, goofy, lilo = sc.ref("The Black Cauldron"), sc.ref("Goofy - Musketeer"), sc.ref("Lilo - Making a Wish")
    click_menu(w, cauldron, "Use The Black Cauldron: THE CAULDRON CALLS")
    pd = sc.game.s.pending
    assert isinstance(pd, AskTargets) and set(pd.options) == {goofy, lilo}  # the characters only
    assert [it.toolTip() for it in w.panel.items()] == ["Lilo - Making a Wish", "Goofy - Musketeer"]  # newest first
    click_panel(w, goofy)
    assert sc.game.s.zone[goofy] == UNDER and goofy in sc.game.s.under[cauldron]


def test_a_character_under_a_card_is_played_from_its_stacks_menu(qtbot, cards: CardIndex) -> None:
    # RISE AND JOIN ME!: "This turn, you may play characters from under this item." The stack's right-click menu
    # lists the characters under it; the one under peeks out and shows its face in the preview.
    sc = card_game(cards, {"play": ["The Black Cauldron"], "discard": ["Goofy - Musketeer"]})
    g = sc.game
    cauldron, goofy = sc.ref("The Black Cauldron"), sc.ref("Goofy - Musketeer")
    w = _table(qtbot, g)
    click_menu(w, cauldron, "Use The Black Cauldron: THE CAULDRON CALLS")
    click_panel(w, goofy)
    g.s.exerted[cauldron] = False  # (a second use this turn, as if readied, to keep the test to one turn)
    w.refresh(animate=False)
    click_menu(w, cauldron, "Use The Black Cauldron: RISE AND JOIN ME!")
    _settle(w)
    peek = w.scene.items_by_key[goofy]
    assert peek.zone == "under" and peek.name == "Goofy - Musketeer"
    click_menu(w, cauldron, "Play Goofy - Musketeer")
    assert g.s.zone[goofy] == PLAY and goofy not in g.s.under[cauldron]


def test_may_and_a_number_and_a_target(qtbot, cards: CardIndex) -> None:
    # Luisa Madrigal - No Pressure, SHOULDER THE BURDEN: "Whenever this character quests, you may move up to 3
    # damage from chosen character to this character."
    sc = card_game(cards, {"play": ["Luisa Madrigal - No Pressure", {"card": "Goofy - Musketeer", "damage": 3}]})
    g = sc.game
    w = _table(qtbot, g)
    luisa, goofy = sc.ref("Luisa Madrigal - No Pressure"), sc.ref("Goofy - Musketeer")
    double_click_card(w, luisa)  # quest
    if isinstance(g.s.pending, AskTrigger):
        click_button(qtbot, w, text="SHOULDER THE BURDEN")
    assert isinstance(g.s.pending, AskMay)
    click_button(qtbot, w, "yesButton")
    assert isinstance(g.s.pending, AskTargets)
    click_card(w, goofy)
    assert isinstance(g.s.pending, AskAmount)
    spin = w.prompt.findChild(QSpinBox, "amountSpin")
    spin.selectAll()
    QTest.keyClicks(spin, "2")
    click_button(qtbot, w, "amountButton")
    assert g.s.damage[goofy] == 1 and g.s.damage[luisa] == 2


def test_choose_one_by_the_cards_words(qtbot, cards: CardIndex) -> None:
    # Hot Potato: "Choose one: • Deal 2 damage to chosen character. • Banish chosen item."
    sc = card_game(cards, {"hand": ["Hot Potato"]}, {"play": ["Goofy - Musketeer"]})
    g = sc.game
    w = _table(qtbot, g)
    drag(w, sc.ref("Hot Potato"), zone_center(w, 0, ZoneKind.PLAY))
    assert isinstance(g.s.pending, AskOption)
    click_button(qtbot, w, text="Deal 2 damage")
    click_card(w, sc.ref("Goofy - Musketeer"))
    assert g.s.damage[sc.ref("Goofy - Musketeer")] == 2


def test_order_cards_back_on_top_by_clicking_them_in_the_panel(qtbot, cards: CardIndex) -> None:
    # Reflection: "Look at the top 3 cards of your deck. Put them back on the top of your deck in any order."
    sc = card_game(cards, {"hand": ["Reflection"], "deck": DECK_CARDS})
    g = sc.game
    w = _table(qtbot, g)
    top3 = g.s.deck[0][:3]
    drag(w, sc.ref("Reflection"), zone_center(w, 0, ZoneKind.PLAY))
    if not isinstance(g.s.pending, AskOrder):
        click_button(qtbot, w, text="Play")
    assert isinstance(g.s.pending, AskOrder)
    assert [it.toolTip() for it in w.panel.items()] == DECK_CARDS[:3]
    order_button = w.prompt.findChild(QPushButton, "orderButton")
    for card in (top3[2], top3[0], top3[1]):
        assert not order_button.isEnabled()  # every card needs its place first
        click_panel(w, card)
        order_button = w.prompt.findChild(QPushButton, "orderButton")
    click_button(qtbot, w, "orderButton")
    assert g.s.deck[0][:3] == [top3[2], top3[0], top3[1]]


def test_two_effects_in_the_bag_then_keep_on_top_or_put_on_the_bottom(qtbot, cards: CardIndex) -> None:
    # Two Aurelian Gyrosensors: "Whenever one of your characters quests, you may look at the top card of your
    # deck. Put it on either the top or the bottom of your deck." Both trigger: the person picks which first
    # (CR 7.7.4), then the top card is shown in the panel with its face.
    sc = card_game(cards, {"play": [{"card": "Aurelian Gyrosensor", "id": "a"}, {"card": "Aurelian Gyrosensor", "id": "b"},
                                    "Cinderella - Gentle and Kind"], "deck": DECK_CARDS})
    g = sc.game
    w = _table(qtbot, g)
    double_click_card(w, sc.ref("Cinderella - Gentle and Kind"))
    assert isinstance(g.s.pending, AskTrigger)
    assert len([b for b in w.prompt.findChildren(QPushButton) if "SEEKING KNOWLEDGE" in b.text()]) == 2
    qtbot.mouseClick(next(b for b in w.prompt.findChildren(QPushButton) if "SEEKING KNOWLEDGE" in b.text()), LEFT)
    assert isinstance(g.s.pending, AskMay)
    click_button(qtbot, w, "yesButton")
    top = g.s.deck[0][0]
    assert isinstance(g.s.pending, AskTopOrBottom)
    assert [it.toolTip() for it in w.panel.items()] == [DECK_CARDS[0]]
    click_button(qtbot, w, "bottomButton")
    assert g.s.deck[0][-1] == top


def test_name_a_card_by_typing_it(qtbot, cards: CardIndex) -> None:
    # The Sorcerer's Hat, INCREDIBLE ENERGY: "Name a card, then reveal the top card of your deck. If it's the named
    # card, put that card into your hand."
    sc = card_game(cards, {"play": ["The Sorcerer's Hat"], "deck": DECK_CARDS})
    g = sc.game
    w = _table(qtbot, g)
    top = g.s.deck[0][0]
    click_menu(w, sc.ref("The Sorcerer's Hat"), "Use The Sorcerer's Hat")
    assert isinstance(g.s.pending, AskName)
    box = w.prompt.findChild(QComboBox, "nameBox")
    QTest.mouseClick(box, LEFT)
    QTest.keyClicks(box, "Mickey Mouse")
    click_button(qtbot, w, "nameButton")
    assert g.s.zone[top] == HAND  # the top card was Mickey Mouse - True Friend


def test_a_player_is_chosen_by_their_button(qtbot, cards: CardIndex) -> None:
    # If I Didn't Have You: "You and another chosen player each draw 2 cards."
    sc = card_game(cards, {"hand": ["If I Didn't Have You"]})
    g = sc.game
    w = _table(qtbot, g)
    hands = len(g.s.hand[1])
    drag(w, sc.ref("If I Didn't Have You"), zone_center(w, 0, ZoneKind.PLAY))
    assert isinstance(g.s.pending, AskTargets) and g.s.pending.options == (player_target(1),)
    click_button(qtbot, w, "player1Button")
    assert len(g.s.hand[1]) == hands + 2


def test_a_revealed_hand_is_shown_to_choose_from(qtbot, cards: CardIndex) -> None:
    # Ursula - Deceiver: "chosen opponent reveals their hand and discards a song card of your choice."
    sc = card_game(cards, {"hand": ["Ursula - Deceiver"]}, {"hand": ["Friends on the Other Side", "Goofy - Musketeer"]})
    g = sc.game
    w = _table(qtbot, g)
    drag(w, sc.ref("Ursula - Deceiver"), zone_center(w, 0, ZoneKind.PLAY))
    for _ in range(3):
        if isinstance(g.s.pending, AskTargets) and g.s.pending.purpose is TargetsFor.DISCARD_CHOSEN:
            break
        if isinstance(g.s.pending, AskTrigger):
            click_button(qtbot, w, text="YOU'LL NEVER")
        else:
            click_button(qtbot, w, "player1Button")
    assert sorted(it.toolTip() for it in w.panel.items()) == ["Friends on the Other Side", "Goofy - Musketeer"]
    song = sc.ref("Friends on the Other Side")
    click_panel(w, sc.ref("Goofy - Musketeer"))  # not a song: not lit, nothing happens
    assert g.s.zone[song] == HAND
    click_panel(w, song)
    assert g.s.zone[song] == DISCARD


def test_mulligan_by_clicking_the_cards_to_put_back(qtbot, cards: CardIndex) -> None:
    setup = MatchSetup((Seat("Ann", SeatKind.PERSON, "", tuple(DECK_CARDS * 10)),
                        Seat("CPU", SeatKind.COMPUTER, "", tuple(DECK_CARDS * 10))), seed=4, first=0)
    session = GameSession.start(setup, cards)
    w = TableWidget(session, cards, pace_ms=0)
    qtbot.addWidget(w)
    w.resize(1500, 950)
    w.show()
    qtbot.waitExposed(w)
    hand = list(session.game.s.hand[0])
    click_card(w, hand[0])
    click_card(w, hand[3])
    click_card(w, hand[5])
    click_card(w, hand[5])  # changed my mind
    assert w.prompt.findChild(QPushButton, "mulliganButton").text() == "Put back 2 cards"
    click_button(qtbot, w, "mulliganButton")
    st = session.game.s
    assert st.zone[hand[0]] == DECK and st.zone[hand[3]] == DECK and st.zone[hand[5]] == HAND  # CR 2.2.2
    assert len(st.hand[0]) == 7


def test_a_hand_looked_at_with_no_choice_is_shown_to_the_looker_until_done(qtbot, cards: CardIndex) -> None:
    # Diablo - Maleficent's Spy: "SCOUT AHEAD When you play this character, you may look at each opponent's hand."
    # Nothing is chosen from that hand, so no choice's panel shows it: the table must, to the looker only.
    sc = card_game(cards, {"hand": ["Diablo - Maleficent's Spy", "Goofy - Musketeer"]},
                   {"hand": ["Friends on the Other Side", "Lilo - Making a Wish"]})
    g = sc.game
    w = _table(qtbot, g)
    drag(w, sc.ref("Diablo - Maleficent's Spy"), zone_center(w, 0, ZoneKind.PLAY))
    for _ in range(3):
        if isinstance(g.s.pending, AskTrigger):
            click_button(qtbot, w, text="SCOUT AHEAD")
        elif isinstance(g.s.pending, AskMay):
            click_button(qtbot, w, text="Yes")
        else:
            break
    QApplication.processEvents()
    assert w.panel.isVisible()
    assert sorted(it.toolTip() for it in w.panel.items()) == ["Friends on the Other Side", "Lilo - Making a Wish"]
    assert "hand" in w.panel.title.text()
    assert w.panel.close_button.isVisible()
    qtbot.mouseClick(w.panel.close_button, LEFT)
    assert not w.panel.isVisible()
    assert g.s.zone[sc.ref("Goofy - Musketeer")] == HAND  # (nothing else happened)


def test_a_looked_at_hand_goes_away_with_the_next_action_and_is_not_shown_after_the_hand_off(qtbot,
                                                                                             cards: CardIndex) -> None:
    from lorcana_desktop.engine import EndTurn
    sc = card_game(cards, {"hand": ["Diablo - Maleficent's Spy"]},
                   {"hand": ["Friends on the Other Side", "Lilo - Making a Wish"]})
    g = sc.game
    w = _table(qtbot, g, people=2)
    w.session.take_screen()
    w.refresh()
    drag(w, sc.ref("Diablo - Maleficent's Spy"), zone_center(w, 0, ZoneKind.PLAY))
    for _ in range(3):
        if isinstance(g.s.pending, AskTrigger):
            click_button(qtbot, w, text="SCOUT AHEAD")
        elif isinstance(g.s.pending, AskMay):
            click_button(qtbot, w, text="Yes")
        else:
            break
    assert w.panel.isVisible() and len(w.panel.items()) == 2
    w.act(EndTurn())  # her next action puts the cards away
    assert not w.panel.isVisible()
    assert w.session.seen is None
    w.session.take_screen()  # Bob sits down: nothing of what Ann looked at is shown (his own hand is his)
    w.refresh()
    assert not w.panel.isVisible()
