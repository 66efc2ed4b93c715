"""The table with real mouse input (press, move, release on the viewport), offscreen.

Each gesture must become an engine action (CR 4.2 ink, 4.3 play, 8.10 Shift, 4.6 challenge, 4.7 move,
4.5 quest), an illegal drop must snap back with the engine's reason, a pending choice is answered by
clicking, and in a game of two people the hand-off screen hides the table between them.
"""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from lorcana_desktop.app.game_session import GameSession, MatchSetup, Seat, SeatKind, Variant
from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import DISCARD, HAND, INKWELL, PLAY, Game
from lorcana_desktop.engine.decisions import AskMay, AskMulligan, AskTargets, AskTrigger
from lorcana_desktop.engine.flags import Flag
from lorcana_desktop.engine.setup import add_card, new_state
from lorcana_desktop.engine.state import Phase
from lorcana_desktop.ui.table.layout import ZoneKind
from lorcana_desktop.ui.table.table_widget import TableWidget


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def _position(cards: CardIndex, mine: dict[int, list[str]], theirs: dict[int, list[str]], ink: int = 7,
              people: int = 1) -> tuple[GameSession, dict[str, int]]:
    """A main-phase position on turn 3, player 0 to act; returns the session and ids by name."""
    st = new_state(2)
    st.phase = Phase.MAIN
    st.turn = 3
    table: dict[str, int] = {}
    ids: dict[str, int] = {}
    for owner, zones in ((0, mine), (1, theirs)):
        for zone, names in zones.items():
            for n in names:
                ids[f"{owner}:{n}"] = add_card(st, table, n, owner, zone)
        for _ in range(ink if owner == 0 else 2):
            add_card(st, table, "Stitch - New Dog", owner, INKWELL)
        for _ in range(10):
            add_card(st, table, "Olaf - Friendly Snowman", owner, 0)  # the deck
    game = Game(st, cards)
    kinds = (SeatKind.PERSON, SeatKind.PERSON if people == 2 else SeatKind.COMPUTER)
    setup = MatchSetup((Seat("Ann", kinds[0], "", ()), Seat("Bob", kinds[1], "", ())))
    return GameSession(setup, game), ids


def _table(qtbot, session: GameSession) -> TableWidget:
    w = TableWidget(session, session.game.cards, pace_ms=0)
    qtbot.addWidget(w)
    w.resize(1500, 950)
    w.show()
    qtbot.waitExposed(w)
    w.view.fit()
    return w


def _settle(w: TableWidget) -> None:
    for item in w.scene.items_by_key.values():
        item.finish_animations()


def _vp(w: TableWidget, scene_point: QPointF) -> QPoint:
    return w.view.mapFromScene(scene_point)


def drag(w: TableWidget, card: int, to: QPointF) -> None:
    """Press on the card, move in steps, release over ``to`` (scene coordinates)."""
    _settle(w)
    item = w.scene.items_by_key[card]
    vp = w.view.viewport()
    start = _vp(w, _grab_point(w, item))
    end = _vp(w, to)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 7):
        QTest.mouseMove(vp, start + (end - start) * (k / 6))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    _settle(w)


def _grab_point(w: TableWidget, item) -> QPointF:
    """A point of the card that shows (in a fanned hand, the next card covers its middle), as a hand grabs it."""
    box = item.mapRectToScene(item.card_rect())
    for fx in (0.5, 0.3, 0.15, 0.06):
        p = QPointF(box.left() + box.width() * fx, box.center().y())
        top = next((it for it in w.scene.items(p) if hasattr(it, "card_id")), None)
        if top is item:
            return p
    return box.center()


def zone_center(w: TableWidget, seat: int, kind: ZoneKind) -> QPointF:
    return w.scene.zones[(seat, kind)].sceneBoundingRect().center()


def card_center(w: TableWidget, card: int) -> QPointF:
    _settle(w)
    return w.scene.items_by_key[card].sceneBoundingRect().center()


def test_drag_from_hand_to_inkwell_inks_the_card(qtbot, cards: CardIndex) -> None:
    s, ids = _position(cards, {HAND: ["Stitch - New Dog"]}, {})
    w = _table(qtbot, s)
    card = ids["0:Stitch - New Dog"]
    assert w.scene.zones[(0, ZoneKind.INKWELL)].count.text() == "7 of 7 ready"
    drag(w, card, zone_center(w, 0, ZoneKind.INKWELL))
    assert s.game.state.zone[card] == INKWELL  # CR 4.2
    assert w.scene.zones[(0, ZoneKind.INKWELL)].count.text() == "8 of 8 ready"
    assert any("puts Stitch - New Dog into their inkwell" in w.log_list.item(k).text()
               for k in range(w.log_list.count()))


def test_drag_from_hand_to_play_area_plays_and_pays(qtbot, cards: CardIndex) -> None:
    s, ids = _position(cards, {HAND: ["Mickey Mouse - True Friend"]}, {})
    w = _table(qtbot, s)
    card = ids["0:Mickey Mouse - True Friend"]
    drag(w, card, zone_center(w, 0, ZoneKind.PLAY))
    assert s.game.state.zone[card] == PLAY  # CR 4.3
    assert s.game.ready_ink(0) == 7 - cards.by_name("Mickey Mouse - True Friend").cost
    item = w.scene.items_by_key[card]
    assert item.zone == "play" and item.drying  # just played: drying (CR 5.1.3)


def test_illegal_drop_snaps_back_with_the_engines_reason(qtbot, cards: CardIndex) -> None:
    s, ids = _position(cards, {HAND: ["Hercules - Divine Hero"]}, {}, ink=2)
    w = _table(qtbot, s)
    card = ids["0:Hercules - Divine Hero"]
    item = w.scene.items_by_key[card]
    _settle(w)
    home = QPointF(item.pos())
    before = s.game.state.to_json()
    drag(w, card, zone_center(w, 0, ZoneKind.PLAY))
    assert s.game.state.to_json() == before  # nothing happened in the game
    assert item.pos() == home  # snapped back
    reason = w.prompt.label.text()
    assert "ink" in reason.lower() and "6" in reason, reason


def test_drag_onto_own_character_shifts(qtbot, cards: CardIndex) -> None:
    s, ids = _position(cards, {HAND: ["Hercules - Divine Hero"], PLAY: ["Hercules - Beloved Hero"]}, {})
    w = _table(qtbot, s)
    top, base = ids["0:Hercules - Divine Hero"], ids["0:Hercules - Beloved Hero"]
    drag(w, top, card_center(w, base))
    st = s.game.state
    assert st.zone[top] == PLAY and base in st.under[top]  # CR 8.10.4: the stack
    under = w.scene.items_by_key[base]
    assert under.zone == "under" and under.zValue() < w.scene.items_by_key[top].zValue()


def test_drag_onto_an_exerted_opposing_character_challenges(qtbot, cards: CardIndex) -> None:
    s, ids = _position(cards, {PLAY: ["Mickey Mouse - True Friend"]}, {PLAY: ["Stitch - New Dog"]})
    target = ids["1:Stitch - New Dog"]
    s.game.state.exerted[target] = True
    w = _table(qtbot, s)
    attacker = ids["0:Mickey Mouse - True Friend"]
    drag(w, attacker, card_center(w, target))
    st = s.game.state
    assert st.exerted[attacker]  # CR 4.6.4
    assert st.zone[target] == DISCARD or st.damage[target] > 0
    assert st.damage[attacker] == 2 and w.scene.items_by_key[attacker].damage == 2  # the counter shows


def test_drag_onto_own_location_moves_there(qtbot, cards: CardIndex) -> None:
    s, ids = _position(cards, {PLAY: ["Stitch - New Dog", "Never Land - Mermaid Lagoon"]}, {})
    w = _table(qtbot, s)
    stitch, lagoon = ids["0:Stitch - New Dog"], ids["0:Never Land - Mermaid Lagoon"]
    drag(w, stitch, card_center(w, lagoon))
    assert s.game.state.at[stitch] == lagoon  # CR 4.7
    assert len(w.scene.group_frames) == 1  # the location and its character are grouped


def test_double_click_quests(qtbot, cards: CardIndex) -> None:
    s, ids = _position(cards, {PLAY: ["Lilo - Making a Wish"]}, {})
    w = _table(qtbot, s)
    lilo = ids["0:Lilo - Making a Wish"]
    QTest.mouseDClick(w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      _vp(w, card_center(w, lilo)))
    assert s.game.state.lore[0] == 2 and s.game.state.exerted[lilo]  # CR 4.5
    assert w.scene.lore_tracks[0].lore == 2


def test_a_pending_choice_is_answered_by_clicking_a_lit_target(qtbot, cards: CardIndex) -> None:
    # Support (CR 8.13): "may" add this character's strength to another chosen character.
    s, ids = _position(cards, {PLAY: ["Philoctetes - Trainer of Heroes", "Stitch - New Dog", "Olaf - Friendly Snowman"]},
                       {})
    w = _table(qtbot, s)
    w.auto_single = False
    phil, stitch = ids["0:Philoctetes - Trainer of Heroes"], ids["0:Stitch - New Dog"]
    QTest.mouseDClick(w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      _vp(w, card_center(w, phil)))
    # The bag panel: the one waiting effect is resolved by its button (CR 7.7.4).
    assert isinstance(s.game.state.pending, AskTrigger)
    support = next(b for b in w.prompt.findChildren(QPushButton) if "Support" in b.text())
    qtbot.mouseClick(support, Qt.MouseButton.LeftButton)
    assert isinstance(s.game.state.pending, AskMay)
    yes = w.prompt.findChild(QPushButton, "yesButton")
    qtbot.mouseClick(yes, Qt.MouseButton.LeftButton)
    pd = s.game.state.pending
    assert isinstance(pd, AskTargets) and stitch in pd.options
    assert stitch in w.scene.choice_cards  # lit
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     _vp(w, card_center(w, stitch)))
    assert s.game.pending_info() is None
    assert s.game.strength(stitch) == 2 + 3


def test_hand_off_screen_hides_the_table_between_two_people(qtbot, cards: CardIndex) -> None:
    setup = MatchSetup((Seat("Ann", SeatKind.PERSON, "", ("Stitch - New Dog",) * 60),
                        Seat("Bob", SeatKind.PERSON, "", ("Olaf - Friendly Snowman",) * 60)), seed=1, first=0)
    s = GameSession.start(setup, cards)
    w = _table(qtbot, s)
    assert w.overlay.isVisible() and "Ann" in w.overlay.title.text()  # the first mulligan is Ann's
    qtbot.mouseClick(w.overlay.findChild(QPushButton, "handoffButton"), Qt.MouseButton.LeftButton)
    assert not w.overlay.isVisible()
    qtbot.mouseClick(w.prompt.findChild(QPushButton, "mulliganButton"), Qt.MouseButton.LeftButton)
    # Bob must now decide: the overlay covers the table and Ann's hand is not shown to him yet.
    assert w.overlay.isVisible() and "Bob" in w.overlay.title.text()
    assert w.scene.legal == []
    qtbot.mouseClick(w.overlay.findChild(QPushButton, "handoffButton"), Qt.MouseButton.LeftButton)
    assert not w.overlay.isVisible() and s.screen == 1
    names = {it.name for it in w.scene.items_by_key.values() if it.zone == "hand"}
    assert "Olaf - Friendly Snowman" in names and "Stitch - New Dog" not in names


def _run_until(qtbot, w: TableWidget, done, seconds: float = 120) -> None:
    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        w.wait_for_computer()
        qtbot.wait(5)


def test_a_whole_game_against_the_computer_to_the_end_screen(qtbot, cards: CardIndex) -> None:
    deck = tuple(["Stitch - New Dog", "Lilo - Making a Wish", "Olaf - Friendly Snowman",
                  "Minnie Mouse - Beloved Princess"] * 15)
    setup = MatchSetup((Seat("Ann", SeatKind.PERSON, "", deck), Seat("CPU", SeatKind.COMPUTER, "", deck)),
                       seed=3, first=0)
    s = GameSession.start(setup, cards)
    w = _table(qtbot, s)
    from lorcana_desktop.engine import InkCard, PlayCard, Quest
    turns = 0
    while not s.over and turns < 200:
        _run_until(qtbot, w, lambda: s.my_turn() or s.over)
        if s.over:
            break
        info = s.game.pending_info()
        if info is not None:
            if isinstance(info.decision, AskMulligan):
                qtbot.mouseClick(w.prompt.findChild(QPushButton, "mulliganButton"), Qt.MouseButton.LeftButton)
            else:
                w.act(s.legal_actions()[0])
            continue
        legal = s.legal_actions()
        ink = next((a for a in legal if isinstance(a, InkCard)), None)
        if ink is not None:
            drag(w, ink.card, zone_center(w, 0, ZoneKind.INKWELL))
            continue
        play = next((a for a in legal if isinstance(a, PlayCard) and not a.shift and not a.sing), None)
        if play is not None:
            drag(w, play.card, zone_center(w, 0, ZoneKind.PLAY))
            continue
        quest = next((a for a in legal if isinstance(a, Quest)), None)
        if quest is not None:
            w.act(quest)
            continue
        qtbot.mouseClick(w.end_turn_button, Qt.MouseButton.LeftButton)
        turns += 1
    assert s.over
    assert w.overlay.isVisible() and "wins" in w.overlay.title.text()
    assert w.overlay.findChild(QPushButton, "rematchButton") is not None


def test_three_players_and_pack_rush_on_the_table(qtbot, cards: CardIndex) -> None:
    deck = tuple(["Stitch - New Dog", "Olaf - Friendly Snowman"] * 30)
    seats = tuple(Seat(n, SeatKind.COMPUTER, "", deck) for n in ("A", "B", "C"))
    s = GameSession.start(MatchSetup(seats, seed=9), cards)
    w = _table(qtbot, s)
    assert set(w.scene.lore_tracks) == {0, 1, 2}
    _run_until(qtbot, w, lambda: s.over, seconds=300)
    assert s.over and w.overlay.isVisible()
    pr = GameSession.start(MatchSetup((Seat("A", SeatKind.PERSON, "", deck), Seat("B", SeatKind.COMPUTER, "", deck)),
                                      Variant.PACK_RUSH, seed=2), cards)
    w2 = _table(qtbot, pr)
    assert w2.scene.lore_tracks[0].goal == 15  # CR 10.2
    assert w2.scene.zones[(0, ZoneKind.INKWELL)].count.text() == "2 of 2 ready"



def _context_menu(w: TableWidget, card: int):
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QApplication
    pos = _vp(w, card_center(w, card))
    vp = w.view.viewport()
    QApplication.sendEvent(vp, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, vp.mapToGlobal(pos)))
    return w.last_menu


def test_manual_tools_from_the_context_menu_are_logged_and_marked(qtbot, cards: CardIndex) -> None:
    from lorcana_desktop.scripts import manual_abilities
    # A character whose named ability the engine does not automate: it shows "manual".
    manual = next(c.full_name for c in cards if c.language == "en" and c.type.value == "Character"
                  and manual_abilities(c))
    s, ids = _position(cards, {PLAY: [manual, "Mickey Mouse - True Friend"]}, {PLAY: ["Stitch - New Dog"]})
    w = _table(qtbot, s)
    assert w.scene.items_by_key[ids[f"0:{manual}"]].manual
    assert not w.scene.items_by_key[ids["0:Mickey Mouse - True Friend"]].manual
    stitch = ids["1:Stitch - New Dog"]
    menu = _context_menu(w, stitch)
    sub = next(a.menu() for a in menu.actions() if a.menu() is not None)
    put = next(a for a in sub.actions() if a.text() == "Put 1 damage on it")
    put.trigger()
    assert s.game.state.damage[stitch] == 1 and w.scene.items_by_key[stitch].damage == 1
    texts = [w.log_list.item(k).text() for k in range(w.log_list.count())]
    assert "Manual: Ann puts 1 damage on Stitch - New Dog" in texts
    # Undo takes the manual move back like any other.
    w.undo()
    assert s.game.state.damage[stitch] == 0


def test_top_or_bottom_asks_in_words_and_answers_with_the_option(qtbot) -> None:
    """"Look at the top card of your deck, put it on the top or the bottom": the prompt names the card
    and its two buttons answer option 0 (top) and 1 (bottom), not "Option 1/2"."""
    from lorcana_desktop.engine import ChooseOption
    from lorcana_desktop.engine.decisions import AskTopOrBottom, PendingInfo
    from lorcana_desktop.ui.table.prompt_bar import PromptBar

    bar = PromptBar()
    qtbot.addWidget(bar)
    got: list[object] = []
    bar.answered.connect(got.append)
    names = {5: "Ariel - Spectacular Singer", 9: "Mickey Mouse - Detective"}
    bar.ask(PendingInfo(AskTopOrBottom(0, 9), 5, "MUSICAL DEBUT"), [ChooseOption(0), ChooseOption(1)],
            names.__getitem__, lambda p: f"Player {p + 1}")
    assert "Mickey Mouse - Detective" in bar.label.text() and "MUSICAL DEBUT" in bar.label.text()
    qtbot.mouseClick(bar.findChild(QPushButton, "bottomButton"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(bar.findChild(QPushButton, "topButton"), Qt.MouseButton.LeftButton)
    assert got == [ChooseOption(1), ChooseOption(0)]


def test_each_player_may_draw_asks_draw_or_dont(qtbot) -> None:
    """Amethyst Chromicon, "each player may draw a card": the two answers say "Draw a card" and "Don't draw"
    instead of "Option 1/2", and answer option 0 and 1."""
    from lorcana_desktop.engine import ChooseOption
    from lorcana_desktop.engine.answers import DRAW_OR_NOT
    from lorcana_desktop.engine.decisions import AskOption, PendingInfo
    from lorcana_desktop.ui.table.prompt_bar import PromptBar

    bar = PromptBar()
    qtbot.addWidget(bar)
    got: list[object] = []
    bar.answered.connect(got.append)
    decision = AskOption(1, 2, resume=True, labels=DRAW_OR_NOT)
    bar.ask(PendingInfo(decision, 5, "CHROMICON"), [ChooseOption(0), ChooseOption(1)],
            {5: "Amethyst Chromicon"}.__getitem__, lambda p: f"Player {p + 1}")
    buttons = {b.text(): b for b in bar.findChildren(QPushButton)}
    assert "Draw a card" in buttons and "Don't draw" in buttons and "Option 1" not in buttons
    qtbot.mouseClick(buttons["Don't draw"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(buttons["Draw a card"], Qt.MouseButton.LeftButton)
    assert got == [ChooseOption(1), ChooseOption(0)]


def test_the_log_follows_new_lines_unless_the_person_scrolled_up(qtbot, cards: CardIndex) -> None:
    from lorcana_desktop.engine.manual import AdjustLore

    s, _ids = _position(cards, {HAND: ["Stitch - New Dog"]}, {})
    w = _table(qtbot, s)
    w.resize(1500, 500)
    bar = w.log_list.verticalScrollBar()
    for k in range(40):  # "Manual: ..." lore lines (+1, -1: nobody wins), more than the log shows at once
        w.act(AdjustLore(0, 0, 1 if k % 2 == 0 else -1))
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    last = w.log_list.item(w.log_list.count() - 1)
    assert w.log_list.visualItemRect(last).bottom() <= w.log_list.viewport().height()  # the newest line shows
    bar.setValue(0)  # the person scrolls up to read the start of the game
    w.act(AdjustLore(0, 0, 1))
    qtbot.wait(20)
    assert bar.value() == 0 and w.log_list.count() > 40


def test_a_character_under_the_black_cauldron_is_played_by_dragging_it_out(qtbot, cards: CardIndex) -> None:
    # The Black Cauldron's RISE AND JOIN ME!: "This turn, you may play characters from under this item." The card
    # under it is dragged to the play area like a card from the hand (CR 4.3: it is played, its cost paid).
    from lorcana_desktop.engine import UNDER

    s, ids = _position(cards, {PLAY: ["The Black Cauldron"], HAND: ["Stitch - Rock Star"]}, {})
    st = s.game.state
    cauldron = ids["0:The Black Cauldron"]
    stitch = ids["0:Stitch - Rock Star"]
    st.hand[0].remove(stitch)
    st.zone[stitch] = UNDER
    st.facedown[stitch] = True
    st.under[cauldron] = (stitch,)
    st.flags |= {(Flag.PLAY_UNDER, cauldron), (Flag.PLAY_UNDER_ANY,)}  # as RISE AND JOIN ME! leaves it this turn
    w = _table(qtbot, s)
    item = w.scene.items_by_key[stitch]
    assert item.draggable
    _settle(w)
    vp = w.view.viewport()
    start = _vp(w, item.sceneBoundingRect().topLeft() + QPointF(5, 5))  # the part that peeks out above the item
    assert w.view.itemAt(start) is item
    end = _vp(w, zone_center(w, 0, ZoneKind.PLAY))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 7):
        QTest.mouseMove(vp, start + (end - start) * (k / 6))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert s.game.state.zone[stitch] == PLAY and stitch not in st.under[cauldron]


def test_a_hidden_card_tooltip_says_face_down_and_never_its_name(qtbot, cards: CardIndex) -> None:
    s, ids = _position(cards, {HAND: ["Stitch - New Dog"]}, {HAND: ["Stitch - Rock Star"]})
    w = _table(qtbot, s)
    theirs = next(i for i in w.scene.items_by_key.values() if i.owner == 1 and i.zone == "hand")
    mine = w.scene.items_by_key[ids["0:Stitch - New Dog"]]
    assert theirs.toolTip() == "A face-down card" and "Stitch" not in theirs.toolTip()
    assert "Stitch - New Dog" in mine.toolTip()
