"""The Exo table with real mouse input on the viewport (press, move, release), offscreen: a whole match played by
two people with the mouse, a chain built by both players and resolved, the hand-off screen between them, a drop the
rules refuse, and the Play tab starting, leaving and resuming an Exo game."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from lorcana_desktop.app.exo_match import ExoMatch, exo_random_players, exo_seat
from lorcana_desktop.app.exo_offer import EntryKind, ExoButtonKind, ExoTarget
from lorcana_desktop.app.game_session import MatchSetup, SeatKind
from lorcana_desktop.exo.engine import Attack, Pass, Play, ready_deck_cards, starter_book
from lorcana_desktop.ui.exo_table.scene import ExoCardItem
from lorcana_desktop.ui.exo_table.widget import ExoTableWidget


def _match(kinds: tuple[SeatKind, SeatKind] = (SeatKind.PERSON, SeatKind.PERSON), seed: int = 3) -> ExoMatch:
    d = ready_deck_cards()
    decks = [d["marea"], d["brace"]]
    seats = (exo_seat("Ada", kinds[0], "marea", decks[0], "easy"), exo_seat("Bruno", kinds[1], "brace", decks[1], "easy"))
    return ExoMatch.begin(MatchSetup(seats, seed=seed, first=0), decks, starter_book(), players=exo_random_players)


def _table(qtbot, match: ExoMatch) -> ExoTableWidget:  # type: ignore[no-untyped-def]
    w = ExoTableWidget(match, pace_ms=0)
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    w.view.fit()
    return w


def _vp(w: ExoTableWidget, p: QPointF) -> QPoint:
    return w.view.mapFromScene(p)


def _grab(item: ExoCardItem) -> QPointF:
    """A point of the card that shows (in a row, the next card covers its right part)."""
    r = item.sceneBoundingRect()
    return QPointF(r.left() + 6, r.center().y())


def _drop_point(w: ExoTableWidget, target: ExoTarget) -> QPointF:
    if target.card >= 0:
        return _grab(w.scene.items_by_id[target.card])
    band = w.scene.zone_rects[(target.field_of, "field_band")].sceneBoundingRect()
    return QPointF(band.right() - 20, band.center().y())


def drag(w: ExoTableWidget, card: int, to: QPointF) -> None:
    vp = w.view.viewport()
    start = _vp(w, _grab(w.scene.items_by_id[card]))
    end = _vp(w, to)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 7):
        QTest.mouseMove(vp, start + (end - start) * (k / 6))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def click_card(w: ExoTableWidget, card: int) -> None:
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     _vp(w, _grab(w.scene.items_by_id[card])))


def click(button: QPushButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def _handoff(w: ExoTableWidget) -> bool:
    if not w.overlay.isVisible():
        return False
    b = w.overlay.findChild(QPushButton, "handoffButton")
    assert b is not None
    click(b)
    return True


def one_move_with_the_mouse(w: ExoTableWidget, rng: random.Random) -> str:
    """Make one decision of the person at the screen with the mouse; returns what kind of gesture it was."""
    o = w.offer
    assert o.acting
    if o.pick is not None:
        fits = sorted(o.pick.fits, key=lambda f: sorted(f))
        chosen = rng.choice(fits)
        for c in sorted(chosen):
            click_card(w, c)
        assert w.confirm_button.isEnabled()
        click(w.confirm_button)
        return "pick"
    drags = [(d.card, drop.target) for d in o.drags for drop in d.drops if len(drop.actions) == 1]
    attacks = [x for x in drags if isinstance(w.offer.drag(x[0]).at(x[1])[0], Attack)]  # type: ignore[union-attr]
    choices = [b for b in o.buttons if b.kind not in (ExoButtonKind.PASS, ExoButtonKind.NEXT_PHASE,
                                                      ExoButtonKind.SKIP_BATTLE)]
    if choices:
        b = rng.choice(choices)
        buttons = [x for x in w.findChildren(QPushButton) if x.objectName() == f"exoChoice_{b.kind.value}"
                   and x.isVisible()]
        assert buttons, f"no button for {b}"
        click(rng.choice(buttons))
        return "choice"
    roll = rng.random()
    if attacks and roll < 0.8:
        card, target = rng.choice(attacks)
        drag(w, card, _drop_point(w, target))
        return "attack"
    if drags and roll < 0.6:
        card, target = rng.choice(drags)
        drag(w, card, _drop_point(w, target))
        return "drag"
    menus = [(c, e) for c, entries in o.menus for e in entries if e.kind is not EntryKind.PLAY]
    if menus and roll < 0.65:
        card, entry = rng.choice(menus)
        item = w.scene.items_by_id[card]
        vp = w.view.viewport()
        pos = _vp(w, _grab(item))
        # A right-click on the card opens its menu (QTest has no context-menu click: send the press and the event).
        QTest.mouseClick(vp, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, pos)
        from PySide6.QtGui import QContextMenuEvent
        from PySide6.QtWidgets import QApplication
        QApplication.sendEvent(vp, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, vp.mapToGlobal(pos)))
        menu = w.last_menu
        assert menu is not None
        texts = [a.text() for a in menu.actions()]
        wanted = w._entry_text(entry.kind, entry.detail)
        assert wanted in texts
        menu.actions()[texts.index(wanted)].trigger()
        menu.close()
        return "menu"
    there = [(kind, button) for kind, button in ((ExoButtonKind.NEXT_PHASE, w.next_button),
                                                 (ExoButtonKind.SKIP_BATTLE, w.skip_button),
                                                 (ExoButtonKind.PASS, w.pass_button)) if o.button(kind) is not None]
    assert there, f"nothing to do with the mouse: {o}"
    kind, button = there[0] if rng.random() < 0.85 else rng.choice(there)
    click(button)
    return kind.value


def test_a_whole_exo_match_played_with_the_mouse_with_a_chain_of_both_players(qtbot) -> None:  # type: ignore[no-untyped-def]
    m = _match(seed=3)
    w = _table(qtbot, m)
    rng = random.Random(11)
    handoffs = 0
    both_chain = False
    resolved_both = False
    gestures: dict[str, int] = {}
    for _ in range(3000):
        if m.over:
            break
        if _handoff(w):
            handoffs += 1
            continue
        before = len(m.exo.actions)
        kind = one_move_with_the_mouse(w, rng)
        gestures[kind] = gestures.get(kind, 0) + 1
        assert len(m.exo.actions) > before or kind == "menu", f"the {kind} gesture did nothing: {w.status.text()}"
        fr = m.exo.state.frames
        links = fr[-1].links if fr else []
        if len({link.ctrl for link in links}) == 2:
            both_chain = True
            if not w.overlay.isVisible():
                assert w.chain.count() >= 2  # the chain panel lists both links
        elif both_chain and not fr:
            resolved_both = True
    assert m.over, "the match did not end"
    assert both_chain and resolved_both, "no chain built by both players was resolved"
    assert handoffs >= 2
    assert gestures.get("attack", 0) > 0 and gestures.get("pick", 0) > 0 and gestures.get("drag", 0) > 0
    assert w.overlay.isVisible()  # the end screen
    assert "wins" in w.overlay.title.text() or "draw" in w.overlay.title.text()


def test_the_handoff_screen_hides_the_table_between_two_people(qtbot) -> None:  # type: ignore[no-untyped-def]
    m = _match(seed=5)
    w = _table(qtbot, m)
    assert w.overlay.isVisible()  # a new game of two people starts behind it
    assert not [i for i in w.scene.items() if isinstance(i, ExoCardItem)]
    _handoff(w)
    first = m.screen
    hand = {c for c in m.exo.state.hand[first]}
    assert hand <= set(w.scene.items_by_id)  # the person at the screen sees their own hand
    rng = random.Random(2)
    for _ in range(400):
        if w.overlay.isVisible():
            break
        one_move_with_the_mouse(w, rng)
    assert w.overlay.isVisible() and m.to_act() != first
    # Nothing of the previous person's hand is left on the table, nor in the preview.
    assert not [i for i in w.scene.items() if isinstance(i, ExoCardItem)]
    assert w.preview.pixmap() is None or w.preview.pixmap().isNull()
    _handoff(w)
    other = m.screen
    assert other != first
    shown = {i.card_id: i for i in w.scene.items() if isinstance(i, ExoCardItem)}
    assert not (set(m.exo.state.hand[first]) & set(shown)), "the other person's hand is on the table"


def test_a_drop_the_rules_refuse_snaps_back_with_a_reason(qtbot) -> None:  # type: ignore[no-untyped-def]
    m = _match((SeatKind.PERSON, SeatKind.COMPUTER), seed=7)
    w = _table(qtbot, m)
    assert not w.overlay.isVisible()
    seat = m.screen
    play = next((a for a in m.legal_actions() if isinstance(a, Play) and not m.exo.card(a.card).is_tactic), None)
    assert play is not None
    item = w.scene.items_by_id[play.card]
    home = item.pos()
    n = len(m.exo.actions)
    leader = m.exo.state.leader[1 - seat]
    drag(w, play.card, _grab(w.scene.items_by_id[leader]))  # a Creatura onto the opposing Leader
    assert len(m.exo.actions) == n
    assert w.status.text() == "That card cannot go there now"
    assert w.scene.items_by_id[play.card].pos() == home
    drag(w, play.card, _drop_point(w, ExoTarget(field_of=seat)))  # onto its own Field: played
    assert m.exo.actions[n] == play


def test_the_play_tab_starts_leaves_and_resumes_an_exo_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    from lorcana_desktop.cards import default_cards
    from lorcana_desktop.ui.play_tab import PlayTab

    tab = PlayTab(default_cards(), None, pace_ms=0, exo_players=exo_random_players)
    qtbot.addWidget(tab)
    tab.resize(1200, 800)
    tab.show()
    tab.game.setCurrentIndex(tab.game.findData("exo"))
    assert tab.exo_box.isVisible() and not tab.lorcana_box.isVisible()
    tab.exo_box.rows[1].kind.setCurrentIndex(0)  # two people
    tab.seed.setText("9")
    click(tab.start_button)
    table = tab.table
    assert isinstance(table, ExoTableWidget)
    _handoff(table)
    rng = random.Random(4)
    for _ in range(15):
        if not _handoff(table):
            one_move_with_the_mouse(table, rng)
    actions = list(table.match.exo.actions)
    table.menu_button.click()
    menu = table.last_menu
    assert menu is not None
    leave = next(a for a in menu.actions() if a.text().startswith("Leave the table"))
    leave.trigger()
    assert tab.stack.currentWidget() is tab.setup_page
    assert tab.resume_button.isEnabled()
    click(tab.resume_button)
    again = tab.table
    assert isinstance(again, ExoTableWidget) and again is not table
    assert again.match.exo.actions == actions


def test_pass_is_all_the_opponent_can_do_so_the_session_passes_for_them(qtbot) -> None:  # type: ignore[no-untyped-def]
    m = _match((SeatKind.PERSON, SeatKind.COMPUTER), seed=7)
    w = _table(qtbot, m)
    n = len(m.exo.actions)
    if w.offer.button(ExoButtonKind.PASS) is None:
        pytest.skip("no window to pass in this position")
    click(w.pass_button)
    assert m.exo.actions[n] == Pass()
    assert not m.pass_is_all() or m.over or m.computer_to_act()


def test_manual_tools_are_in_the_menus(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Text a set gives without steps is resolved by hand: the Game menu's tools change a Leader's life."""
    m = _match((SeatKind.PERSON, SeatKind.COMPUTER), seed=7)
    w = _table(qtbot, m)
    seat = m.screen
    life = m.exo.state.life[1 - seat]
    click(w.menu_button)
    menu = w.last_menu
    assert menu is not None
    by_hand = next(a.menu() for a in menu.actions() if a.menu() is not None)
    wanted = f"{m.seat_name(1 - seat)}: \u22121 Vita"
    action = next(a for a in by_hand.actions() if a.text() == wanted)
    action.trigger()
    assert m.exo.state.life[1 - seat] == life - 1
    assert any("by hand" in line.text for line in m.log)


def test_the_deck_builder_names_every_problem_and_saves_a_deck_the_play_tab_offers(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from lorcana_desktop.exo.decks import DeckSection
    from lorcana_desktop.exo.starter import ready_decks
    from lorcana_desktop.ui.exo_table.deck_builder import ExoDeckBuilder
    from lorcana_desktop.ui.exo_table.setup import ExoSetupBox

    b = ExoDeckBuilder()
    qtbot.addWidget(b)
    b.show()
    # Empty: no Leader, not 30 cards.
    text = b.problems.text()
    assert "cannot be played" in text and "30" in text and "Leader" in text
    b.pool.setCurrentRow(0)
    b.add_selected()
    b.add_selected()
    b.add_selected()  # a third copy of a name
    assert "at most 2" in b.problems.text()
    # A ready deck opened, renamed and saved: it is legal and the Play tab offers it.
    b.open_file(str(next(p for p in ready_decks() if p.stem == "brace")))
    assert "follows every rule" in b.problems.text()
    assert b.titles[DeckSection.MAIN].text() == "Mazzo (30 of 30)"
    b.name.setText("Brace mia")
    QTest.mouseClick(b.findChild(QPushButton, "exoDeckSave"), Qt.MouseButton.LeftButton)
    box = ExoSetupBox()
    qtbot.addWidget(box)
    names = [box.rows[0].deck.itemText(k) for k in range(box.rows[0].deck.count())]
    assert "Brace mia" in names


def test_a_card_set_is_added_from_the_window_and_a_bad_one_names_its_mistakes(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from pathlib import Path

    from lorcana_desktop.app.exo_sets import installed_sets
    from lorcana_desktop.ui.exo_table.setup import ExoSetupBox

    box = ExoSetupBox()
    qtbot.addWidget(box)
    good = Path(__file__).resolve().parents[1] / "exo" / "scenarios" / "sets" / "TST1.toml"
    box.add_set(str(good))
    assert box.set_message.text().startswith("Added the set TST1")
    assert "TST1" in {s.code for s in installed_sets()}
    bad = tmp_path / "bad.toml"
    bad.write_text(good.read_text(encoding="utf-8").replace('code = "TST1"', 'code = "BAD1"', 1)
                   .replace('type = "creatura"', 'type = "creaturaa"', 1), encoding="utf-8")
    box.add_set(str(bad))
    msg = box.set_message.text()
    assert msg.startswith("The set was not added") and "line" in msg and "creaturaa" in msg
    assert "BAD1" not in {s.code for s in installed_sets()}


def test_the_side_panel_buttons_show_their_whole_words_at_1024x700(qtbot) -> None:  # type: ignore[no-untyped-def]
    m = _match((SeatKind.PERSON, SeatKind.COMPUTER), seed=7)
    w = ExoTableWidget(m, pace_ms=0)
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    w.confirm_button.setVisible(True)  # the widest moment: a picker's Confirm beside the others
    w.layout().activate()
    for b in (w.pass_button, w.next_button, w.skip_button, w.confirm_button, w.undo_button, w.stops_button):
        needed = b.fontMetrics().horizontalAdvance(b.text())
        assert needed <= b.width() - 8, f"{b.text()!r} needs {needed} pixels, the button has {b.width()}"


def test_stop_at_is_a_menu_of_the_phases_kept_with_the_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    m = _match((SeatKind.PERSON, SeatKind.COMPUTER), seed=7)
    w = _table(qtbot, m)
    click(w.stops_button)
    menu = w.last_menu
    assert menu is not None and len(menu.actions()) == 5
    battle = next(a for a in menu.actions() if "Battaglia" in a.text())
    battle.setChecked(True)
    assert m.stops_of(m.screen) == frozenset({"battle"})


def test_a_replay_saved_at_the_table_opens_in_the_play_tab(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from lorcana_desktop.cards import default_cards
    from lorcana_desktop.ui.exo_table.replay import ExoReplayWidget
    from lorcana_desktop.ui.play_tab import PlayTab

    m = _match((SeatKind.PERSON, SeatKind.COMPUTER), seed=7)
    w = _table(qtbot, m)
    rng = random.Random(1)
    for _ in range(10):
        if w.offer.acting:
            one_move_with_the_mouse(w, rng)
        w.wait_for_computer()
        qtbot.wait(1)
    path = tmp_path / "exo.lorcana-replay"
    w.save_replay(str(path))
    assert w.status.text() == "Replay saved"
    tab = PlayTab(default_cards(), None, pace_ms=0, exo_players=exo_random_players)
    qtbot.addWidget(tab)
    tab.open_replay(str(path))  # a Lorcana game is the default choice: the file says it is Exo
    r = tab.replay_widget
    assert isinstance(r, ExoReplayWidget)
    assert r.replay.length == len(m.exo.actions)
    r.slider.setValue(r.replay.length)
    assert r.replay.game.view(0) == m.exo.view(0)


def test_f1_in_the_play_tab_opens_the_exo_tables_help_when_exo_is_chosen(qtbot) -> None:  # type: ignore[no-untyped-def]
    from lorcana_desktop.cards import default_cards
    from lorcana_desktop.ui.exo_table.widget import exo_help_section
    from lorcana_desktop.ui.play_tab import PlayTab

    tab = PlayTab(default_cards(), None, pace_ms=0)
    qtbot.addWidget(tab)
    assert tab.help_topic() == "table"
    tab.game.setCurrentIndex(tab.game.findData("exo"))
    assert tab.help_topic() == "exo_table"
    section = exo_help_section()
    assert section.key == "exo_table" and "Occulto" in section.html and "Sacrificio" in section.html


def _texts_on(item) -> list[str]:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    out = []
    stack = list(item.childItems())
    while stack:
        it = stack.pop()
        if isinstance(it, QGraphicsSimpleTextItem):
            out.append(it.text())
        stack.extend(it.childItems())
    return out


def test_covered_cards_lie_face_down_marked_when_the_opponent_has_seen_them(qtbot) -> None:  # type: ignore[no-untyped-def]
    """R-30: the engine remembers who has seen a covered card; the table marks it for its owner."""
    m = _match((SeatKind.PERSON, SeatKind.COMPUTER), seed=12)
    rng = random.Random(3)
    s = m.exo.state
    for _ in range(3000):
        if m.over:
            break
        if m.computer_to_act():
            m.play_computers()
            continue
        mine = [i for i in s.field[m.screen] if s.cov[i] and (s.known[i] >> (1 - m.screen)) & 1]
        if mine and m.my_turn():
            break
        la = m.legal_actions()
        m.apply(rng.choice([a for a in la if not isinstance(a, Pass)] or la))
        s = m.exo.state
    else:
        pytest.fail("no covered card seen by the opponent")
    w = _table(qtbot, m)
    card = mine[0]
    item = w.scene.items_by_id[card]
    assert item.card.covered and item.card.seen_by_opponent
    assert "seen" in _texts_on(item)
    assert item.pixmap().cacheKey() == w.faces.back(item.pixmap().width()).cacheKey()  # face down
    # A face-up card of the Field carries no mark.
    up = [i for i in s.on_field(m.screen) if not s.cov[i]]
    assert all("seen" not in _texts_on(w.scene.items_by_id[i]) for i in up)


def test_the_owner_peeks_at_their_occulto_the_opponent_sees_a_count(qtbot) -> None:  # type: ignore[no-untyped-def]
    m = _match((SeatKind.PERSON, SeatKind.COMPUTER), seed=12)
    rng = random.Random(5)
    s = m.exo.state
    for _ in range(3000):
        if m.computer_to_act():
            m.play_computers()
            continue
        if s.occulto[m.screen] and s.occulto[1 - m.screen] and m.my_turn():
            break
        la = m.legal_actions()
        m.apply(rng.choice([a for a in la if not isinstance(a, Pass)] or la))
        s = m.exo.state
    else:
        pytest.fail("no position with both Occulto piles")
    w = _table(qtbot, m)
    pile = w.scene.pile_items[(m.screen, "occulto")]
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     _vp(w, pile.sceneBoundingRect().center()))
    names = [a.text() for a in w.last_menu.actions()]  # type: ignore[union-attr]
    assert names == [m.exo.name(i) for i in s.occulto[m.screen]]
    w._peek(1 - m.screen, "occulto")
    assert [a.text() for a in w.last_menu.actions()] == ["(nothing to see)"]  # type: ignore[union-attr]
    labels = [t.text() for t in w.scene.items() if hasattr(t, "text") and callable(t.text)]
    assert f"Occulto\n{len(s.occulto[1 - m.screen])}" in labels


def test_the_exo_seats_keep_their_decks_when_the_list_is_read_again(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from lorcana_desktop.exo.starter import ready_decks
    from lorcana_desktop.ui.exo_table.setup import ExoSetupBox

    box = ExoSetupBox()
    qtbot.addWidget(box)
    row = box.rows[0]
    own = tmp_path / "mio.txt"
    own.write_text(next(p for p in ready_decks() if p.stem == "marea").read_text(encoding="utf-8"), encoding="utf-8")
    row.open_file(str(own))
    assert row.choice() is not None and row.choice().name == "mio"  # type: ignore[union-attr]
    box.refresh_decks()  # back from a game, or after the deck builder closed
    assert row.choice() is not None and row.choice().name == "mio" and row.choice().usable  # type: ignore[union-attr]
    box.rows[1].deck.setCurrentIndex(box.rows[1].deck.findText("marea"))
    box.refresh_decks()
    assert box.rows[1].choice().name == "marea"  # type: ignore[union-attr]


def test_the_prompt_asks_for_an_answer_while_links_wait_on_the_chain(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Mid-chain the seat with priority can only answer or pass (Catena di Effetti): the prompt says so instead of
    inviting them to play a Creatura to their Field."""
    from lorcana_desktop.app.exo_offer import offer_for

    found = None
    for seed in range(3, 9):
        m = _match(seed=seed)
        rng = random.Random(seed)
        while not m.over and len(m.exo.actions) < 1500:
            if not m.my_turn():
                m.take_screen()
                continue
            fr = m.exo.state.frames
            offer = offer_for(m)
            if fr and fr[-1].links and offer.pick is None and not offer.question:
                found = m
                break
            legal = m.legal_actions()
            non_pass = [a for a in legal if not isinstance(a, Pass)]
            m.apply(rng.choice(non_pass) if non_pass and rng.random() < 0.8 else rng.choice(legal))
        if found is not None:
            break
    assert found is not None, "no chain waited for an answer in six games"
    w = _table(qtbot, found)
    assert "Answer the chain" in w.prompt.text() and "Pass" in w.prompt.text()
    assert "to your Field" not in w.prompt.text()
    before = len(found.exo.actions)
    w.pass_button.click()  # passing is what the prompt offers, and the table takes it
    assert len(found.exo.actions) > before and isinstance(found.exo.actions[before], Pass)


def test_the_chain_panel_names_each_link_once_in_the_window_language(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A link of an ability reads "card: ATTIVAZIONE" (the key ability's printed word) or "card: Leader effect"; it
    used to repeat the card's name and say the engine's Italian "effetto Leader" in every language."""
    texts: dict[str, str] = {}
    for seed in range(1, 9):
        m = _match(seed=seed)
        rng = random.Random(seed)
        w = None
        while not m.over and len(m.exo.actions) < 1500:
            if not m.my_turn():
                m.take_screen()
                continue
            fr = m.exo.state.frames
            if fr and fr[-1].links:
                top = fr[-1].links[-1]
                kind = "keyword" if top.keyword else ("leader" if top.src in m.exo.state.leader else "other")
                if top.kind == 2 and kind not in texts:
                    if w is None:
                        w = _table(qtbot, m)
                    w.refresh()
                    top_line = f"{len(fr[-1].links)}. "  # the top link is listed first, numbered from the bottom
                    texts[kind] = next(w.chain.item(k).text() for k in range(w.chain.count())
                                       if w.chain.item(k).text().startswith(top_line))
                    name = m.exo.name(top.src)
                    assert texts[kind].count(name) == 1, texts[kind]
                    assert "effetto" not in texts[kind]
                    if kind == "keyword":
                        assert f"{name}: {top.keyword}" in texts[kind], texts[kind]
                    elif kind == "leader":
                        assert f"{name}: Leader effect" in texts[kind]
            m.apply(rng.choice(m.legal_actions()))
        if w is not None:
            w.stop()
        if "keyword" in texts and "leader" in texts:
            break
    assert "keyword" in texts and "leader" in texts, texts


def test_the_exo_table_shows_the_faces_its_ruleset_draws(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The table keeps pixmaps of what the Exo ruleset's face renderer draws (``EXO.faces``), no drawing of its own."""
    from PIL import Image

    from lorcana_desktop.rulesets import EXO
    from lorcana_desktop.ui.exo_table.faces import ExoFaces

    drawn: list[tuple[str, bool]] = []

    class Marked:
        def face(self, card, width, picture=None, emergency=False):  # type: ignore[no-untyped-def]
            drawn.append((card.id, emergency))
            return Image.new("RGBA", (width, round(width * 1.4)), (200, 10, 10, 255))

        def back(self, width):  # type: ignore[no-untyped-def]
            return Image.new("RGBA", (width, round(width * 1.4)), (10, 10, 200, 255))

    w = _table(qtbot, _match())
    assert w.faces.renderer is EXO.faces
    book = w.faces.book
    leader = next(i.card.id for i in book.info if i.is_leader)
    faces = ExoFaces(book, Marked())  # type: ignore[arg-type]
    assert faces.face(leader, 90, True).toImage().pixelColor(5, 5).red() == 200
    assert faces.back(90).toImage().pixelColor(5, 5).blue() == 200
    assert faces.face(leader, 90, True) is not None and drawn == [(leader, True)]  # drawn once, then cached
