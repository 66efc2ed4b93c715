"""The Decks tab driven as a deck builder would: search, add and remove cards, watch validation, save, import."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QWidget

from lorcana_desktop.cards import Card, CardIndex, CardType, Ink
from lorcana_desktop.decks import DeckFileFormat, Format, Rule, Section
from lorcana_desktop.ui.cards import MIME_CATALOG_CARD
from lorcana_desktop.ui.deck_builder import DeckBuilder
from lorcana_desktop.ui.deck_import import DeckImportDialog
from lorcana_desktop.ui.deck_store import DeckShelf

# PySide marks the QPoint constructors of the drag events deprecated; they are what QDrag sends.
pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def _core_cards(builder: DeckBuilder, ink: Ink, n: int) -> list[Card]:
    """``n`` Core-legal mono-ink cards with the usual 4-copy limit."""
    found = [
        c for c in builder.cards
        if c.inks == (ink,) and c.legal_in("Core") and c.max_copies is None
    ]
    found.sort(key=lambda c: c.full_name)
    assert len(found) >= n
    return found[:n]


def _drop(target: QWidget, mime: QMimeData) -> QDropEvent:
    """Deliver a drag (enter, move, drop) the way Qt does at the end of a QDrag, through the handlers."""
    pos = target.rect().center()
    actions = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction
    enter = QDragEnterEvent(pos, actions, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(target, enter)
    assert enter.isAccepted(), "the target refuses the drag"
    move = QDragMoveEvent(pos, actions, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(target, move)
    drop = QDropEvent(pos.toPointF(), actions, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(target, drop)
    return drop


def _search(builder: DeckBuilder, text: str) -> list[Card]:
    builder.browser.search_box.setText(text)
    builder.browser.run_search()
    return builder.browser.grid_model.cards


def test_search_and_filter_widgets_build_the_query(builder: DeckBuilder, qtbot) -> None:
    browser = builder.browser
    everything = len(browser.grid_model.cards)
    assert everything > 2000
    qtbot.keyClicks(browser.search_box, "elsa")
    qtbot.keyClick(browser.search_box, Qt.Key.Key_Return)
    names = [c.full_name for c in browser.grid_model.cards]
    assert "Elsa - Snow Queen" in names and len(names) < everything
    # Amethyst only: a dual-ink card that needs another ink is not offered.
    browser.ink_buttons[Ink.AMETHYST].setChecked(True)
    browser.type_box.setCurrentIndex(browser.type_box.findData("character"))
    browser.run_search()
    shown = browser.grid_model.cards
    assert shown and all(c.inks == (Ink.AMETHYST,) and c.type is CardType.CHARACTER for c in shown)
    assert "Elsa - Snow Queen" in [c.full_name for c in shown]
    assert "-ink:amber" in browser.query_label.text()
    browser.search_box.clear()
    browser.cost_min.setValue(3)
    browser.cost_max.setValue(3)
    browser.keyword_box.setCurrentIndex(browser.keyword_box.findData("Evasive"))
    browser.run_search()
    shown = browser.grid_model.cards
    assert shown and all(c.cost == 3 and any(k.keyword == "Evasive" for k in c.keywords) for c in shown)
    browser.rarity_box.setCurrentIndex(browser.rarity_box.findData("Super Rare"))
    browser.format_box.setCurrentIndex(browser.format_box.findData("core"))
    browser.run_search()
    assert all(c.rarity == "Super Rare" and c.legal_in("Core") for c in browser.grid_model.cards)
    browser.clear_filters()
    assert len(browser.grid_model.cards) == everything
    # A bad query typed by hand lists every mistake and shows no stale cards (issue 12, as in the catalog).
    browser.search_box.setText("ink:pink cost<x")
    browser.run_search()
    assert "unknown ink" in browser.status.text() and "cost needs a whole number" in browser.status.text()
    assert browser.grid_model.cards == [] and browser.table_model.cards == []


def test_the_grid_draws_only_what_is_on_screen(builder: DeckBuilder, qtbot) -> None:
    model = builder.browser.grid_model
    assert len(model.cards) > 2000
    qtbot.wait(50)
    drawn = len(model._placeholders) + len(model._faces)
    assert 0 < drawn < 200, f"{drawn} faces drawn for one screen of cards"


def test_repeated_searches_are_answered_from_memory_until_the_card_data_changes(builder: DeckBuilder, catalog,
                                                                                 monkeypatch) -> None:
    from lorcana_desktop.cards import CardIndex as Index

    calls: list[str] = []
    real_search = catalog.search
    monkeypatch.setattr(catalog, "search", lambda q, limit=None: calls.append(q) or real_search(q, limit=limit))
    first = [c.full_name for c in _search(builder, "elsa")]
    _search(builder, "")
    again = [c.full_name for c in _search(builder, "elsa")]
    # "" (every card) was asked when the tab opened; neither it nor "elsa" is read from the catalog again.
    assert again == first and calls == ["elsa"], "clearing and retyping a query does not read the catalog again"
    new_index = Index(list(catalog.index()))  # what a card data import brings
    monkeypatch.setattr(catalog, "index", lambda: new_index)
    _search(builder, "elsa")
    assert calls == ["elsa", "elsa"]


def test_the_list_view_gives_the_card_name_room(builder: DeckBuilder, qtbot) -> None:
    browser = builder.browser
    browser.set_grid(False)
    qtbot.wait(20)
    table = browser.table
    widths = [table.columnWidth(c) for c in range(table.model().columnCount())]
    name = widths[1]
    assert name == max(widths), f"the name column is not the widest: {widths}"
    metrics = table.fontMetrics()
    assert name > metrics.horizontalAdvance("Cogsworth - Illuminary Watchman"), "usual full names fit uncut"
    assert widths[0] < metrics.horizontalAdvance("Cost") * 3, "the cost column is not wider than it needs"


def test_double_click_adds_and_removes(builder: DeckBuilder, qtbot) -> None:
    cards = _search(builder, "mickey mouse true friend")
    card = cards[0]
    grid = builder.browser.grid
    rect = grid.visualRect(builder.browser.index_of(card))
    qtbot.mouseClick(grid.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert builder.deck.count(card) == 0, "a single click only selects"
    qtbot.wait(QApplication.doubleClickInterval() + 20)
    for n in (1, 2):
        qtbot.mouseDClick(grid.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        assert builder.deck.count(card) == n
        qtbot.wait(QApplication.doubleClickInterval() + 20)  # two double-clicks, not a triple click
    assert builder.deck.count(card) == 2
    item = builder.deck_list.item_for(card.full_name)
    assert item is not None and item.text(2) == "\u00d72"
    assert builder.browser.grid_model.counts[card.full_name] == 2  # the badge on the face
    # Double-click in the deck list takes a copy out.
    builder.deck_list.scrollToItem(item)
    pos = builder.deck_list.visualItemRect(item).center()
    qtbot.mouseClick(builder.deck_list.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.wait(QApplication.doubleClickInterval() + 20)
    qtbot.mouseDClick(builder.deck_list.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert builder.deck.count(card) == 1


def test_plus_minus_buttons_and_keys(builder: DeckBuilder, qtbot) -> None:
    card = _search(builder, "elsa snow queen")[0]
    grid = builder.browser.grid
    grid.setCurrentIndex(builder.browser.index_of(card))
    grid.setFocus()
    qtbot.keyClick(grid, Qt.Key.Key_Plus)
    qtbot.keyClick(grid, Qt.Key.Key_Plus)
    qtbot.keyClick(grid, Qt.Key.Key_Plus)
    assert builder.deck.count(card) == 3
    qtbot.keyClick(grid, Qt.Key.Key_Minus)
    assert builder.deck.count(card) == 2
    builder.deck_list.setCurrentItem(builder.deck_list.item_for(card.full_name))
    qtbot.mouseClick(builder.plus_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(builder.plus_button, Qt.MouseButton.LeftButton)
    assert builder.deck.count(card) == 4
    qtbot.mouseClick(builder.minus_button, Qt.MouseButton.LeftButton)
    assert builder.deck.count(card) == 3
    builder.deck_list.setFocus()
    qtbot.keyClick(builder.deck_list, Qt.Key.Key_Delete)
    qtbot.keyClick(builder.deck_list, Qt.Key.Key_Minus)
    qtbot.keyClick(builder.deck_list, Qt.Key.Key_Minus)
    assert builder.deck.count(card) == 0
    assert builder.deck_list.item_for(card.full_name) is None
    assert builder.count_label.text().startswith("0 cards")


def test_drag_from_the_browser_to_the_deck_and_back(builder: DeckBuilder, qtbot) -> None:
    card = _search(builder, "stitch rock star")[0]
    model = builder.browser.grid_model
    # The browser's own drag payload (what QDrag carries when a face is dragged).
    mime = model.mimeData([builder.browser.index_of(card)])
    drop = _drop(builder.deck_list.viewport(), mime)
    assert drop.isAccepted()
    _drop(builder.deck_list.viewport(), model.mimeData([builder.browser.index_of(card)]))
    assert builder.deck.count(card) == 2
    # From the list view too.
    builder.browser.set_grid(False)
    table_mime = builder.browser.table_model.mimeData([builder.browser.table_model.index(0, 1)])
    _drop(builder.deck_list.viewport(), table_mime)
    assert builder.deck.count(card) == 3
    # And back out: a deck card dropped on the browser leaves the deck.
    item = builder.deck_list.item_for(card.full_name)
    back = builder.deck_list.mimeData([item])
    _drop(builder.browser.table.viewport(), back)
    builder.browser.set_grid(True)
    _drop(builder.browser.grid.viewport(), builder.deck_list.mimeData([builder.deck_list.item_for(card.full_name)]))
    assert builder.deck.count(card) == 1
    # A browser card dropped on the browser does nothing.
    enter = QDragEnterEvent(QPoint(5, 5), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(builder.browser.grid.viewport(), enter)
    assert not enter.isAccepted()


def test_a_real_mouse_drag_starts_a_card_drag(builder: DeckBuilder, qtbot, monkeypatch) -> None:
    """Pressing on a face and moving past the drag distance starts a QDrag carrying the card."""
    from PySide6.QtGui import QDrag

    card = _search(builder, "stitch rock star")[0]
    grid = builder.browser.grid
    started: list[list[str]] = []

    def fake_exec(drag: QDrag, *args: object) -> Qt.DropAction:
        # Keep plain data only: the QDrag and its QMimeData are deleted by Qt after exec().
        started.append(drag.mimeData().formats())
        # Finish the drag where the person let go: on the deck list.
        _drop(builder.deck_list.viewport(), drag.mimeData())
        return Qt.DropAction.CopyAction

    monkeypatch.setattr(QDrag, "exec", fake_exec)
    start = grid.visualRect(builder.browser.index_of(card)).center()
    qtbot.mousePress(grid.viewport(), Qt.MouseButton.LeftButton, pos=start)
    from PySide6.QtGui import QMouseEvent

    for step in range(1, 6):
        p = start + QPoint(step * 10, step * 6)
        ev = QMouseEvent(QMouseEvent.Type.MouseMove, p.toPointF(), grid.viewport().mapToGlobal(p).toPointF(),
                         Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(grid.viewport(), ev)
    qtbot.mouseRelease(grid.viewport(), Qt.MouseButton.LeftButton, pos=start + QPoint(50, 30))
    assert started and MIME_CATALOG_CARD in started[0], "no card drag started"
    assert builder.deck.count(card) == 1


def test_validation_updates_live(builder: DeckBuilder) -> None:
    amber = _core_cards(builder, Ink.AMBER, 8)
    steel = _core_cards(builder, Ink.STEEL, 7)
    ruby = _core_cards(builder, Ink.RUBY, 1)[0]
    assert "needs at least 60" in builder.validation_label.text()
    for card in amber + steel:
        builder.add_card(card, 4)
    assert builder.deck.size == 60
    assert builder.validation.legal, builder.validation.summary()
    assert "Legal in Core" in builder.validation_label.text()
    builder.add_card(ruby, 4)
    # CR 1.10.1.1: at most two inks.
    assert builder.validation.broken(Rule.TOO_MANY_INKS) is not None
    text = builder.validation_label.text()
    assert "3 inks" in text and "Ruby" in text and ruby.full_name in text
    offender = builder.deck_list.item_for(ruby.full_name)
    assert offender is not None and ruby.full_name in offender.toolTip(1) and "inks" in offender.toolTip(1)
    for _ in range(4):
        builder.remove_card(ruby)
    assert builder.validation.legal
    assert "Legal in Core" in builder.validation_label.text()
    # A fifth copy breaks the copy limit; Sealed does not mind.
    builder.add_card(amber[0])
    assert "Too many copies" in builder.validation_label.text()
    builder.set_format(Format.SEALED)
    assert builder.deck.format is Format.SEALED
    assert "Legal in Sealed" in builder.validation_label.text()


def test_typing_clicking_and_keys_with_the_validation_following(builder: DeckBuilder, qtbot) -> None:
    """A player's session with input events only: type a search (debounced), double-click faces,
    press - on the deck list; the validation panel follows every change."""
    browser, grid = builder.browser, builder.browser.grid
    qtbot.mouseClick(builder.new_button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(browser.search_box, "ink:amber type:character cost<=2 format:core")
    qtbot.waitUntil(lambda: len(browser.grid_model.cards) < 300, timeout=3000)  # the search ran by itself
    shown = browser.grid_model.cards
    assert shown and all(c.inks == (Ink.AMBER,) and c.cost <= 2 for c in shown[:50])

    def double_click(card: Card) -> None:
        rect = grid.visualRect(browser.index_of(card))
        qtbot.mouseClick(grid.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.wait(QApplication.doubleClickInterval() + 20)
        qtbot.mouseDClick(grid.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())

    first, second = shown[0], shown[1]
    double_click(first)
    assert "Cards in the deck: 1; Core needs at least 60 (59 more)." in builder.validation_label.text()
    qtbot.wait(QApplication.doubleClickInterval() + 20)
    double_click(second)
    assert "Cards in the deck: 2;" in builder.validation_label.text()
    assert builder.count_label.text().startswith("2 cards")
    item = builder.deck_list.item_for(first.full_name)
    assert item is not None
    builder.deck_list.setCurrentItem(item)
    builder.deck_list.setFocus()
    qtbot.keyClick(builder.deck_list, Qt.Key.Key_Minus)
    assert builder.deck.count(first) == 0 and builder.deck_list.item_for(first.full_name) is None
    assert "Cards in the deck: 1;" in builder.validation_label.text()
    # Switching the format from the box re-validates at once.
    builder.format_box.setCurrentIndex(builder.format_box.findData(Format.PACK_RUSH))
    assert "Legal in Pack Rush." in builder.validation_label.text()


def test_deck_list_is_grouped_by_type_and_sorted_by_cost(builder: DeckBuilder, cards: CardIndex) -> None:
    song = next(c for c in builder.cards if c.is_song and c.legal_in("Core"))
    chars = sorted(_core_cards(builder, Ink.AMBER, 12), key=lambda c: -c.cost)
    chars = [c for c in chars if c.type is CardType.CHARACTER][:4]
    for c in chars:
        builder.add_card(c, 2)
    builder.add_card(song, 3)
    titles = builder.deck_list.group_titles()
    assert titles[0] == "Characters (8)"
    assert "Songs (3)" in titles
    group = builder.deck_list.topLevelItem(0)
    costs = [int(group.child(i).text(0)) for i in range(group.childCount())]
    assert costs == sorted(costs)
    odds = builder.deck_list.item_for(song.full_name).text(3)
    assert odds.endswith("%") and 0 < int(odds[:-1]) <= 100


def test_stats_panel_shows_curve_inks_and_averages(builder: DeckBuilder) -> None:
    amber = _core_cards(builder, Ink.AMBER, 5)
    steel = _core_cards(builder, Ink.STEEL, 5)
    for c in amber + steel:
        builder.add_card(c, 4)
    stats = builder.stats
    buckets = builder.stats_panel.chart.buckets()
    assert sum(sum(v.values()) for v in buckets.values()) == 40
    text = builder.stats_panel.summary.text()
    assert "Amber 20" in text and "Steel 20" in text
    inkable = sum(4 for c in amber + steel if c.inkable)
    assert f"{inkable} of 40" in text
    assert f"{stats.average_cost:.2f}" in text
    # The chart paints (no exception) at its real size.
    pm = builder.stats_panel.chart.grab()
    assert not pm.isNull() and pm.width() >= 260


def test_save_and_reload_from_the_store(builder: DeckBuilder, catalog, qtbot) -> None:
    amber = _core_cards(builder, Ink.AMBER, 8)
    steel = _core_cards(builder, Ink.STEEL, 7)
    builder.new_deck()
    builder.name_edit.setText("")
    qtbot.keyClicks(builder.name_edit, "Test Guardians")
    for card in amber + steel:
        builder.add_card(card, 4)
    builder.notes_edit.setPlainText("Quest early.")
    builder.set_format(Format.INFINITY)
    assert builder.dirty and "unsaved" in builder.count_label.text()
    assert builder.save_deck()
    assert not builder.dirty
    assert builder.deck_picker.currentData() == "Test Guardians"
    # A second window on the same file (the program started again) finds the deck as saved.
    other_shelf = DeckShelf(catalog.index())
    other = DeckBuilder(catalog, other_shelf)
    qtbot.addWidget(other)
    names = [other.deck_picker.itemData(i) for i in range(other.deck_picker.count())]
    assert "Test Guardians" in names
    assert other.load_deck("Test Guardians")
    assert other.deck.size == 60 and other.deck.format is Format.INFINITY
    assert other.deck.notes == "Quest early."
    assert {e.card.full_name: e.count for e in other.deck.main} == {c.full_name: 4 for c in amber + steel}
    assert other.validation.legal
    # Renaming and saving keeps one deck, not two.
    other.name_edit.setText("Renamed Guardians")
    other._renamed("Renamed Guardians")
    assert other.save_deck()
    assert other_shelf.has("Renamed Guardians") and not other_shelf.has("Test Guardians")
    other_shelf.store.close()


def test_duplicate_and_delete(builder: DeckBuilder, shelf: DeckShelf, monkeypatch) -> None:
    builder.name_edit.setText("Mine")
    builder._renamed("Mine")
    builder.add_card(_core_cards(builder, Ink.RUBY, 1)[0], 3)
    assert builder.save_deck()
    assert builder.duplicate_deck()
    assert builder.deck.name == "Mine copy" and shelf.has("Mine") and shelf.has("Mine copy")
    asked: list[str] = []
    monkeypatch.setattr(builder, "ask", lambda title, text: asked.append(text) or False)
    assert not builder.delete_deck()
    assert shelf.has("Mine copy"), "nothing is deleted without a yes"
    monkeypatch.setattr(builder, "ask", lambda title, text: True)
    assert builder.delete_deck()
    assert not shelf.has("Mine copy") and shelf.has("Mine")
    assert builder.deck_picker.findData("Mine copy") == -1


def test_precons_are_offered(builder: DeckBuilder) -> None:
    names = [builder.deck_picker.itemData(i) for i in range(builder.deck_picker.count())]
    assert len(names) >= 6
    # The first start says they are there, by name, instead of leaving them in a closed list.
    welcome = builder.notice.text()
    assert builder.notice.isVisible() and f"{len(names)} preconstructed decks are ready" in welcome
    assert all(name in welcome for name in names)
    assert builder.load_deck(names[0])
    assert builder.deck.size >= 60 and builder.validation.legal, builder.validation.summary()
    assert not builder.notice.isVisible(), "the welcome goes once a deck is opened"


def test_later_starts_do_not_repeat_the_welcome(catalog, shelf: DeckShelf, qtbot) -> None:
    shelf.store.close()
    again = DeckShelf(catalog.index())  # the same user file, second start
    b = DeckBuilder(catalog, again)
    qtbot.addWidget(b)
    assert again.seeded.added == () and b.notice.isHidden()
    again.store.close()


def test_import_shows_suggestions_and_saves_nothing_until_confirmed(builder: DeckBuilder, shelf: DeckShelf, qtbot) -> None:
    before = shelf.names()
    dialog = DeckImportDialog(builder.cards, Format.CORE, builder)
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("Pasted")
    dialog.source_edit.setPlainText("4 Elsa - Snow Queen\n3x Mikey Mouse - True Friend\n")
    dialog.parse()
    everything = [dialog.problems.topLevelItem(i).text(0) for i in range(dialog.problems.topLevelItemCount())]
    problems = [p for p in everything if not p.startswith("Not legal in Core")]
    assert len(problems) == 1 and "Mikey Mouse - True Friend" in problems[0]
    assert problems[0].startswith("Not imported: line 2: Unknown card")
    assert "Did you mean" not in problems[0], "the suggestions are the rows under the problem, not repeated in it"
    suggestions = [it.data(0, Qt.ItemDataRole.UserRole + 1) for it in dialog.suggestion_items()]
    assert "Mickey Mouse - True Friend" in suggestions
    assert "1 line not imported" in dialog.summary.text()
    assert dialog.import_button.text() == "Import without 1 line"
    assert shelf.names() == before, "reading a paste saves nothing"
    # Double-clicking the suggestion fixes the line, keeping its count.
    item = next(it for it in dialog.suggestion_items()
                if it.data(0, Qt.ItemDataRole.UserRole + 1) == "Mickey Mouse - True Friend")
    dialog._use_suggestion(item)
    assert "3 Mickey Mouse - True Friend" in dialog.source_edit.toPlainText()
    left = [dialog.problems.topLevelItem(i).text(0) for i in range(dialog.problems.topLevelItemCount())]
    assert left == ["Not legal in Core: Cards in the deck: 7; Core needs at least 60 (53 more)."]
    assert dialog.import_button.text() == "Import"
    assert shelf.names() == before
    result = dialog.result_deck()
    assert result is not None and result.deck.size == 7
    assert builder.accept_import(result)
    assert "Pasted" in shelf.names()
    assert builder.stored_name == "Pasted" and builder.deck.size == 7


def test_import_a_deck_code_and_files(builder: DeckBuilder, tmp_path: Path, qtbot) -> None:
    for card in _core_cards(builder, Ink.SAPPHIRE, 3):
        builder.add_card(card, 2)
    code = builder.export_text(DeckFileFormat.CODE).strip()
    tts = builder.export_to(tmp_path / "deck.json", DeckFileFormat.TTS)
    text = builder.export_to(tmp_path / "deck.txt", DeckFileFormat.TEXT)
    want = {e.card.full_name: e.count for e in builder.deck.main}
    for source in (code, tts, text):
        dialog = DeckImportDialog(builder.cards, Format.CORE, builder)
        qtbot.addWidget(dialog)
        if isinstance(source, Path):
            assert dialog.load_file(source)
        else:
            dialog.set_source(source)
        got = dialog.result_deck()
        assert got is not None and not got.errors, [str(p) for p in got.errors] if got else None
        assert {e.card.full_name: e.count for e in got.deck.main} == want
    # A file that is not text says so.
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"\xff\xfe\x00garbage\x80")
    dialog = DeckImportDialog(builder.cards, Format.CORE, builder)
    qtbot.addWidget(dialog)
    assert not dialog.load_file(bad)
    assert "not UTF-8" in dialog.summary.text()
    assert not dialog.import_button.isEnabled()


def test_a_damaged_store_is_reported_and_kept(catalog, qtbot) -> None:
    from lorcana_desktop.app.paths import userdata_path

    path = userdata_path()
    path.write_bytes(b"this is not a database" * 100)
    shelf = DeckShelf(catalog.index())
    b = DeckBuilder(catalog, shelf)
    qtbot.addWidget(b)
    assert "damaged" in b.notice.text()
    backups = list(path.parent.glob(path.name + ".corrupt-*"))
    assert backups and backups[0].read_bytes().startswith(b"this is not a database")
    # Work goes on in a fresh file.
    b.add_card(next(iter(catalog.index())))
    assert b.save_deck()
    shelf.store.close()


def test_main_window_has_the_decks_and_collection_tabs(qtbot) -> None:
    from lorcana_desktop.ui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    titles = [w.tabs.tabText(i) for i in range(w.tabs.count())]
    assert "Decks" in titles and "Collection" in titles
    decks = w.tabs.widget(titles.index("Decks"))
    coll = w.tabs.widget(titles.index("Collection"))
    assert decks.shelf is coll.shelf, "both tabs share one store"
    decks.add_card(next(iter(decks.cards)))
    decks.name_edit.setText("Shared")
    decks._renamed("Shared")
    assert decks.save_deck()
    assert coll.deck_box.findData("Shared") >= 0, "a saved deck appears in the collection's deck picker"


@pytest.mark.parametrize("section", [Section.SIDEBOARD])
def test_sideboard_cards_are_listed_apart(builder: DeckBuilder, section: Section) -> None:
    card = _core_cards(builder, Ink.EMERALD, 1)[0]
    builder.add_card(card, 2, section)
    assert builder.deck.size == 0
    assert builder.deck_list.group_titles() == ["Sideboard (2)"]
    assert "+2 outside the main deck" in builder.count_label.text()


def test_undo_takes_back_the_last_change(builder: DeckBuilder, qtbot) -> None:
    a, b = _core_cards(builder, Ink.AMBER, 2)
    builder.add_card(a, 2)
    builder.add_card(b)
    builder.set_format(Format.SEALED)
    builder.deck_list.setFocus()
    qtbot.keyClick(builder.deck_list, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert builder.deck.format is Format.CORE
    assert builder.format_box.currentData() is Format.CORE
    assert builder.undo() and builder.deck.count(b) == 0 and builder.deck.count(a) == 2
    assert builder.undo()  # adding two copies at once is one change
    assert builder.deck.size == 0 and not builder.undo()


def test_closing_the_window_offers_to_save(qtbot, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from lorcana_desktop.ui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    decks = next(w.tabs.widget(i) for i in range(w.tabs.count()) if w.tabs.tabText(i) == "Decks")
    decks.add_card(next(iter(decks.cards)))
    decks.name_edit.setText("Closing time")
    decks._renamed("Closing time")
    monkeypatch.setattr(decks, "ask_save", lambda *a: QMessageBox.StandardButton.Cancel)
    assert not w.close(), "Cancel keeps the window open"
    assert w.isVisible()
    monkeypatch.setattr(decks, "ask_save", lambda *a: QMessageBox.StandardButton.Save)
    assert w.close()
    assert decks.shelf.has("Closing time")


def test_hovering_a_card_shows_its_text(builder: DeckBuilder) -> None:
    card = _search(builder, "elsa snow queen")[0]
    builder.add_card(card, 2)
    tip = builder.browser.grid_model.data(builder.browser.index_of(card), Qt.ItemDataRole.ToolTipRole)
    assert card.full_name in tip and "FREEZE" in tip and "2 in the deck" in tip
    table_tip = builder.browser.table_model.data(builder.browser.table_model.index(0, 1), Qt.ItemDataRole.ToolTipRole)
    assert "FREEZE" in table_tip
    odds_tip = builder.deck_list.item_for(card.full_name).toolTip(3)
    assert "mulligan" in odds_tip


def test_tabs_follow_a_card_data_import(qtbot) -> None:
    """After File > Import card data the main window swaps its catalog; the tabs keep working."""
    from lorcana_desktop.ui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    titles = [w.tabs.tabText(i) for i in range(w.tabs.count())]
    decks = w.tabs.widget(titles.index("Decks"))
    coll = w.tabs.widget(titles.index("Collection"))
    old = w.catalog
    assert w.import_from(None)
    assert w.catalog is not old
    decks.browser.search_box.setText("elsa snow queen")
    decks.browser.run_search()
    assert [c.full_name for c in decks.browser.grid_model.cards][:1] == ["Elsa - Snow Queen"]
    coll.search_box.setText("elsa snow queen")
    coll.run_search()
    assert coll.model.rowCount() >= 1


def test_right_click_menus(builder: DeckBuilder) -> None:
    card = _core_cards(builder, Ink.STEEL, 1)[0]
    song = next(c for c in builder.cards if c.is_song and c.legal_in("Core") and c.max_copies is None)
    menu = dict(builder.browser.context_actions(card))
    menu["Add a playset (up to the copy limit)"]()
    assert builder.deck.count(card) == 4
    menu["Add a playset (up to the copy limit)"]()
    assert builder.deck.count(card) == 4, "a playset never goes past the limit"
    menu["Add one to the sideboard"]()
    assert builder.deck.count(card, Section.SIDEBOARD) == 1
    deck_menu = dict(builder.deck_list.context_actions(builder.deck_list.item_for(card.full_name)))
    deck_menu["Move one to the sideboard"]()
    assert builder.deck.count(card) == 3 and builder.deck.count(card, Section.SIDEBOARD) == 2
    deck_menu = dict(builder.deck_list.context_actions(builder.deck_list.item_for(card.full_name)))
    deck_menu["Take out every copy"]()
    assert builder.deck.count(card) == 0 and builder.deck.count(card, Section.SIDEBOARD) == 2
    side_item = builder.deck_list.item_for(card.full_name, Section.SIDEBOARD)
    dict(builder.deck_list.context_actions(side_item))["Move one to the main deck"]()
    assert builder.deck.count(card) == 1
    # Songs are actions in the type count, and the panel says how many are songs.
    builder.add_card(song, 2)
    assert "2 songs" in builder.stats_panel.summary.text()


def test_the_import_button_saves_only_after_the_dialog_is_accepted(builder: DeckBuilder, shelf: DeckShelf,
                                                                    qtbot, monkeypatch) -> None:
    before = shelf.names()
    answers = iter([False, True])

    def fake_exec(dialog: DeckImportDialog) -> int:
        dialog.name_edit.setText("Button import")
        dialog.set_source("4 Elsa - Snow Queen\n2 Let It Go\n")
        return int(next(answers))

    monkeypatch.setattr(DeckImportDialog, "exec", fake_exec)
    qtbot.mouseClick(builder.import_button, Qt.MouseButton.LeftButton)  # cancelled
    assert shelf.names() == before and builder.deck.size == 0
    qtbot.mouseClick(builder.import_button, Qt.MouseButton.LeftButton)  # accepted
    assert "Button import" in shelf.names()
    assert builder.deck.name == "Button import" and builder.deck.size == 6
    assert "Imported 'Button import': 6 cards." in builder.notice.text()


def test_switching_decks_asks_before_dropping_changes(builder: DeckBuilder, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    names = [builder.deck_picker.itemData(i) for i in range(builder.deck_picker.count())]
    builder.add_card(_core_cards(builder, Ink.RUBY, 1)[0], 2)
    monkeypatch.setattr(builder, "ask_save", lambda *a: QMessageBox.StandardButton.Cancel)
    assert not builder.load_deck(names[0])
    assert builder.deck.size == 2 and builder.dirty
    monkeypatch.setattr(builder, "ask_save", lambda *a: QMessageBox.StandardButton.Discard)
    assert builder.load_deck(names[0])
    assert builder.deck.name == names[0] and not builder.dirty


def test_a_store_from_a_newer_version_is_left_alone(catalog, qtbot) -> None:
    import sqlite3

    from lorcana_desktop.app.paths import userdata_path

    path = userdata_path()
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE future (x)")
    conn.execute("PRAGMA user_version = 999")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    shelf = DeckShelf(catalog.index())
    b = DeckBuilder(catalog, shelf)
    qtbot.addWidget(b)
    assert not shelf.ok
    assert "newer" in b.notice.text() and not b.save_button.isEnabled()
    b.add_card(next(iter(catalog.index())))  # building still works; only saving is off
    assert b.deck.size == 1
    assert path.read_bytes() == before


def test_copy_as_text_and_copy_deck_code_put_the_deck_on_the_clipboard(builder: DeckBuilder, cards: CardIndex) -> None:
    builder.add_card(cards.by_name("Elsa - Snow Queen"), 4)
    builder.add_card(cards.by_name("Smash"), 2, Section.SIDEBOARD)
    builder._export_actions["copy-text"].trigger()
    text = QApplication.clipboard().text()
    assert text == "4 Elsa - Snow Queen\n\nSideboard\n2 Smash\n", "plain lines a deck site takes, no header"
    assert "clipboard" in builder.notice.text()
    builder._export_actions["copy-code"].trigger()
    code = QApplication.clipboard().text()
    from lorcana_desktop.decks import parse_code

    again = parse_code(code, cards)
    assert again.ok and again.deck.main == builder.deck.main


def _refusing_disk(monkeypatch) -> list[str]:
    """Every deck write fails as on a read-only disk; the message boxes shown are returned."""
    from PySide6.QtWidgets import QMessageBox

    from lorcana_desktop.store.userdata import UserData, UserDataWriteError

    def refuse(self, *a, **k):
        raise UserDataWriteError(self.path, "the deck", OSError(30, "Read-only file system"))

    for method in ("save_deck", "delete_deck", "rename_deck"):
        monkeypatch.setattr(UserData, method, refuse)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: shown.append(text))
    return shown


def test_a_save_the_disk_refuses_shows_a_message_and_keeps_the_deck(builder: DeckBuilder, shelf: DeckShelf,
                                                                     monkeypatch) -> None:
    builder.name_edit.setText("Kept")
    builder._renamed("Kept")
    card = _core_cards(builder, Ink.RUBY, 1)[0]
    builder.add_card(card, 3)
    assert builder.save_deck()
    builder.add_card(card, 1)
    shown = _refusing_disk(monkeypatch)
    assert not builder.save_deck()
    assert len(shown) == 1 and "Could not save the deck" in shown[0] and "Nothing was changed" in shown[0]
    assert builder.dirty and builder.deck.count(card) == 4, "the unsaved change stays in the window"
    assert not builder.duplicate_deck()
    assert len(shown) == 2 and builder.deck.name == "Kept" and builder.dirty
    monkeypatch.setattr(builder, "ask", lambda title, text: True)
    assert not builder.delete_deck()
    assert len(shown) == 3 and builder.stored_name == "Kept" and shelf.has("Kept")


def test_an_imported_deck_the_disk_refuses_stays_open_unsaved(builder: DeckBuilder, shelf: DeckShelf,
                                                              monkeypatch) -> None:
    from lorcana_desktop.decks import parse_text

    shown = _refusing_disk(monkeypatch)
    result = parse_text("4 Elsa - Snow Queen\n2 Let It Go\n", builder.cards, name="Refused import")
    assert not builder.accept_import(result)
    assert len(shown) == 1 and "Could not save the deck" in shown[0]
    assert "Refused import" not in shelf.names()
    assert builder.deck.size == 6 and builder.dirty and builder.stored_name is None


def test_replacing_a_deck_by_name_loses_nothing_when_the_save_fails(builder: DeckBuilder, shelf: DeckShelf,
                                                                      monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from lorcana_desktop.store.userdata import UserData, UserDataWriteError

    ruby, amber = _core_cards(builder, Ink.RUBY, 1)[0], _core_cards(builder, Ink.AMBER, 1)[0]
    for name, card in (("Other", amber), ("Mine", ruby)):
        builder.new_deck()
        builder.name_edit.setText(name)
        builder._renamed(name)
        builder.add_card(card, 2)
        assert builder.save_deck()
    assert builder.stored_name == "Mine"
    builder.name_edit.setText("Other")
    builder._renamed("Other")
    monkeypatch.setattr(builder, "ask", lambda title, text: True)  # "A deck named Other already exists. Replace it?"
    real_save = UserData.save_deck

    def full_disk(self, *a, **k):
        raise UserDataWriteError(self.path, "the deck", OSError(28, "No space left on device"))

    monkeypatch.setattr(UserData, "save_deck", full_disk)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: shown.append(text))
    assert not builder.save_deck()
    assert shown and shelf.has("Other") and shelf.has("Mine"), "the deck it would replace is still there"
    other = shelf.load("Other")
    assert other is not None and other.deck.count(amber) == 2 and other.deck.count(ruby) == 0
    monkeypatch.setattr(UserData, "save_deck", real_save)
    assert builder.save_deck()
    assert not shelf.has("Mine")
    other = shelf.load("Other")
    assert other is not None and other.deck.count(ruby) == 2 and other.deck.count(amber) == 0
