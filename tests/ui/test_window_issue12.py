"""Issue 12, the window: what a new user hit in the Catalog, Decks and Collection tabs and the help, driven with real input."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLineEdit, QMessageBox, QTabBar, QToolTip

from lorcana_desktop.decks import Format
from lorcana_desktop.ui.deck_builder import DeckBuilder
from lorcana_desktop.ui.deck_import import DeckImportDialog
from lorcana_desktop.ui.deck_store import DeckShelf
from lorcana_desktop.ui.main_window import MainWindow

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture()
def window(qtbot) -> MainWindow:
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    builder = w.deck_builder()
    if builder is not None:
        # The person answers "Discard" when the test's window closes with a changed deck.
        builder.ask_save = lambda *a: QMessageBox.StandardButton.Discard  # type: ignore[method-assign]
    return w


def _hover(view, pos: QPoint) -> None:
    """What Qt sends when the pointer rests on a spot of an item view: a tooltip request."""
    vp = view.viewport()
    QApplication.sendEvent(vp, QHelpEvent(QEvent.Type.ToolTip, pos, vp.mapToGlobal(pos)))


def _row_point(table, row: int, col: int = 1) -> QPoint:
    return table.visualRect(table.model().index(row, col)).center()


# -- Catalog -----------------------------------------------------------------------------------

def test_sorting_keeps_the_highlighted_row_and_the_preview_on_one_card(window: MainWindow, qtbot) -> None:
    view = window.catalog_view
    QTest.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=_row_point(view.table, 5))
    chosen = view.current
    assert chosen is view.model.cards[5]
    header = view.table.horizontalHeader()
    x = header.sectionViewportPosition(1) + header.sectionSize(1) // 2
    QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2))
    row = view.table.currentIndex().row()
    highlighted = view.model.cards[view.table.selectionModel().selectedRows()[0].row()]
    assert view.model.cards[row] is chosen and highlighted is chosen, "the selection follows its card"
    assert view.current is chosen and chosen.name in view.details.toPlainText()


def test_a_bad_query_clears_the_results_and_lists_every_mistake(window: MainWindow, qtbot) -> None:
    view = window.catalog_view
    assert view.model.rowCount() > 0
    view.search_box.clear()
    qtbot.keyClicks(view.search_box, "ink:pink cost<x elsa")
    qtbot.keyClick(view.search_box, Qt.Key.Key_Return)
    assert view.model.rowCount() == 0 and view.current is None
    text = view.errors.text()
    assert view.errors.isVisible() and "unknown ink 'pink'" in text and "cost needs a whole number" in text
    assert view.status.text() == "2 problems in the search"
    qtbot.keyClick(view.search_box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(view.search_box, "elsa snow queen")
    qtbot.keyClick(view.search_box, Qt.Key.Key_Return)
    assert not view.errors.isVisible() and view.model.rowCount() >= 1


def test_the_catalog_has_the_filter_controls_of_the_decks_tab(window: MainWindow, qtbot) -> None:
    view = window.catalog_view
    filters = view.filters
    qtbot.mouseClick(filters.ink_buttons[next(i for i in filters.ink_buttons if i.value == "Ruby")],
                     Qt.MouseButton.LeftButton)
    filters.type_box.setCurrentIndex(filters.type_box.findData("location"))
    view.run_search()
    cards = view.model.cards
    assert cards and all(c.type.value == "Location" and {i.value for i in c.inks} <= {"Ruby"} for c in cards)
    qtbot.mouseClick(filters.clear_button, Qt.MouseButton.LeftButton)
    view.run_search()
    assert len(view.model.cards) > 2000


def test_resting_on_or_double_clicking_a_row_shows_the_card_enlarged(window: MainWindow, qtbot) -> None:
    view = window.catalog_view
    zoom = view.zoom.zoom
    _hover(view.table, _row_point(view.table, 2))
    assert zoom.isVisible() and zoom.card is view.model.cards[2]
    assert zoom.label.pixmap().width() >= 300, "bigger than the preview beside the list"
    assert not QToolTip.isVisible()
    QApplication.sendEvent(view.table.viewport(), QEvent(QEvent.Type.Leave))
    assert not zoom.isVisible()
    # A double-click as the window gets it: press and release, then the double-click.
    QTest.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=_row_point(view.table, 4))
    QTest.mouseDClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=_row_point(view.table, 4))
    assert zoom.isVisible() and zoom.card is view.model.cards[4]


def test_add_to_deck_from_the_catalog(window: MainWindow, qtbot) -> None:
    view = window.catalog_view
    builder = window.deck_builder()
    assert builder is not None
    view.search_box.setText("elsa snow queen")
    view.run_search()
    card = view.current
    assert card is not None and builder.deck.count(card) == 0
    assert view.add_button.text() == f"Add to {builder.deck.name}", "the button names the deck it adds to"
    qtbot.mouseClick(view.add_button, Qt.MouseButton.LeftButton)
    assert builder.deck.count(card) == 1
    view.table.setFocus()
    QTest.keyClick(view.table, Qt.Key.Key_Plus)
    assert builder.deck.count(card) == 2
    assert f"{card.full_name} in {builder.deck.name}: 2 copies now" in window.statusBar().currentMessage()


# -- Decks -------------------------------------------------------------------------------------

def test_the_grid_keeps_its_columns_whatever_the_scroll_bar_and_focus_do(builder: DeckBuilder, qtbot) -> None:
    grid = builder.browser.grid
    split = builder.splitter
    total = sum(split.sizes())
    for width in range(380, 800, 9):
        split.setSizes([width, total - width - 300, 300])
        builder.browser.search_box.setText("")
        builder.browser.run_search()  # thousands of cards: the list scrolls
        QApplication.processEvents()
        many = grid.gridSize()
        builder.browser.search_box.setText("elsa snow queen")
        builder.browser.run_search()  # one card: nothing to scroll
        QApplication.processEvents()
        qtbot.mouseClick(builder.name_edit, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(grid.viewport(), Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        assert grid.gridSize() == many, f"the columns changed at a browser width of {width}"


def test_grid_faces_are_big_enough_to_read_and_hovering_shows_the_card(builder: DeckBuilder, qtbot) -> None:
    grid = builder.browser.grid
    assert grid.iconSize().width() >= 180
    rect = grid.visualRect(builder.browser.grid_model.index(1))
    _hover(grid, rect.center())
    zoom = builder.browser.grid_zoom.zoom
    assert zoom.isVisible() and zoom.card is builder.browser.grid_model.cards[1]
    assert not QToolTip.isVisible()


def test_clicking_a_deck_list_row_shows_the_card(builder: DeckBuilder, qtbot) -> None:
    name = builder.deck_picker.itemData(0)
    assert builder.load_deck(name)
    item = builder.deck_list.card_items()[2]
    card = builder.deck_list.item_card(item)[0]
    rect = builder.deck_list.visualItemRect(item)
    QTest.mouseClick(builder.deck_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert builder.preview_card is card
    assert not builder.preview.pixmap().isNull() and builder.preview.pixmap().width() >= 140


def test_the_import_dialog_validates_in_the_chosen_format_and_names_merged_lines(builder: DeckBuilder, qtbot) -> None:
    dialog = DeckImportDialog(builder.cards, Format.CORE, builder)
    qtbot.addWidget(dialog)
    text = ("4 Elsa - Snow Queen\n2 Hades - Meticulous Schemer\n4 Elsa - Snow Queen\n4 Elsa - Snow Queen\n"
            "4 Mickey Mouse - Brave Little Tailor\n")
    dialog.source_edit.setPlainText(text)  # pasted, as deck lists are
    dialog.parse()
    rows = [dialog.problems.topLevelItem(i).text(0) for i in range(dialog.problems.topLevelItemCount())]
    merged = [r for r in rows if r.startswith("Merged")]
    assert merged == ["Merged: lines 1, 3, 4 all name Elsa - Snow Queen, so the deck gets 4 + 4 + 4 = 12 copies"]
    illegal = [r for r in rows if r.startswith("Not legal in Core")]
    assert any("12 copies of Elsa - Snow Queen" in r for r in illegal)
    assert any("3 inks" in r for r in illegal)
    assert any("Cards in the deck: 18;" in r for r in illegal)
    assert "Not legal in Core" in dialog.summary.text() and "merged" in dialog.summary.text()
    dialog.format_box.setCurrentIndex(dialog.format_box.findData(Format.INFINITY))
    dialog.parse()
    rows = [dialog.problems.topLevelItem(i).text(0) for i in range(dialog.problems.topLevelItemCount())]
    assert any(r.startswith("Not legal in Infinity") for r in rows), "checked against the format chosen now"


def test_switching_decks_offers_to_save_the_changes(builder: DeckBuilder, shelf: DeckShelf, monkeypatch) -> None:
    first, second = builder.deck_picker.itemData(0), builder.deck_picker.itemData(1)
    assert builder.load_deck(first)
    card = builder.deck.main[0].card
    builder.add_card(card)
    offered: list[QMessageBox.StandardButton] = []

    def question(parent, title, text, buttons, *a):
        offered.append(buttons)
        return QMessageBox.StandardButton.Save

    monkeypatch.setattr(QMessageBox, "question", question)
    builder.deck_picker.setCurrentIndex(1)
    builder.deck_picker.activated.emit(1)
    assert offered and offered[0] & QMessageBox.StandardButton.Save and offered[0] & QMessageBox.StandardButton.Cancel
    assert builder.deck.name == second
    stored = shelf.load(first)
    assert stored is not None and stored.deck.size == 61, "the change was saved before the other deck opened"


def test_the_last_deck_opens_again_after_a_restart(builder: DeckBuilder, catalog, qtbot) -> None:
    name = builder.deck_picker.itemData(2)
    assert builder.load_deck(name)
    builder.shelf.store.close()
    builder.shelf.store = None
    again = DeckShelf(catalog.index())
    later = DeckBuilder(catalog, again)
    qtbot.addWidget(later)
    assert later.deck.name == name and later.stored_name == name and not later.dirty
    again.store.close()


def test_counts_read_as_english(builder: DeckBuilder) -> None:
    card = next(iter(builder.cards))
    builder.add_card(card)
    assert builder.count_label.text().startswith("1 card ")
    builder.add_card(card)
    assert builder.count_label.text().startswith("2 cards")
    builder.browser.search_box.setText('"Elsa - Snow Queen"')
    builder.browser.run_search()
    assert len(builder.browser.grid_model.cards) == 1 and builder.browser.status.text() == "1 card"


def test_the_catalog_counts_read_as_english(window: MainWindow) -> None:
    view = window.catalog_view
    view.search_box.setText('"Elsa - Snow Queen"')
    view.run_search()
    assert view.model.rowCount() == 1 and view.status.text() == "1 card"
    info = window.catalog.info()
    # numbers as the window's locale writes them (issue 22): "2,785 cards (3,556 printings" in English, "2785" under
    # the C locale a test run may have before any language is installed
    from PySide6.QtCore import QLocale
    n = QLocale().toString
    assert f"{n(info.card_count)} cards ({n(info.printing_count)} printings" in window.statusBar().currentMessage()


# -- Collection --------------------------------------------------------------------------------

def _collection(window: MainWindow):
    from lorcana_desktop.ui.collection_view import CollectionView

    return next(w for w in (window.tabs.widget(i) for i in range(window.tabs.count())) if isinstance(w, CollectionView))


def test_a_typed_count_updates_the_total_at_once(window: MainWindow, qtbot) -> None:
    view = _collection(window)
    window.tabs.setCurrentWidget(view)
    view.search_box.setText("elsa snow queen")
    view.run_search()
    assert "you own 0 cards" in view.status.text()
    from lorcana_desktop.ui.collection_view import COL_NORMAL

    rect = view.table.visualRect(view.model.index(0, COL_NORMAL))
    QTest.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QTest.mouseDClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    editor = view.table.focusWidget()
    assert editor is not view.table
    QTest.keyClick(editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(editor, "3")
    QTest.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.model.owned != {}, timeout=2000)  # the delegate commits on the next turn
    assert "you own 3 cards (1 printing)" in view.status.text()


def test_the_collection_shows_the_selected_printing_and_each_sets_completion(window: MainWindow, qtbot) -> None:
    view = _collection(window)
    window.tabs.setCurrentWidget(view)
    view.search_box.setText("set:1")
    view.run_search()
    QTest.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=_row_point(view.table, 0, 2))
    assert not view.preview.pixmap().isNull() and view.preview.pixmap().width() >= 150
    first = next(view.sets_tree.topLevelItem(i) for i in range(view.sets_tree.topLevelItemCount())
                 if view.sets_tree.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole) == "1")
    total = int(first.text(1).split(" of ")[1])
    assert first.text(1) == f"0 of {total}"
    view.table.setFocus()
    QTest.keyClick(view.table, Qt.Key.Key_Plus)
    first = next(view.sets_tree.topLevelItem(i) for i in range(view.sets_tree.topLevelItemCount())
                 if view.sets_tree.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole) == "1")
    assert first.text(1) == f"1 of {total}"


# -- Help, shortcuts, tooltips -----------------------------------------------------------------

def test_f1_opens_the_help_at_the_search_syntax(window: MainWindow, qtbot) -> None:
    QTest.keyClick(window, Qt.Key.Key_F1)
    dialog = window._help_dialog
    assert dialog.isVisible() and dialog.current_key() == "search"
    assert "ink:amber" in dialog.page.toPlainText() and "cost<=3" in dialog.page.toPlainText()
    assert dialog.show_section("shortcuts") and "Ctrl+N" in dialog.page.toPlainText()


def test_the_help_takes_new_sections() -> None:
    from lorcana_desktop.ui.help_dialog import HelpDialog, HelpSection, shortcuts_html

    dialog = HelpDialog([HelpSection("search", "Search", "<p>words</p>")])
    dialog.add_section(HelpSection("table", "Game table", shortcuts_html("At the table:", [("Space", "pass")])))
    assert dialog.section_keys() == ["search", "table"]
    assert dialog.show_section("table") and "Space" in dialog.page.toPlainText()
    dialog.add_section(HelpSection("table", "Game table", "<p>new text</p>"))
    assert dialog.section_keys() == ["search", "table"] and "new text" in dialog.page.toPlainText()
    assert not dialog.show_section("nothing")
    dialog.deleteLater()


def test_ctrl_n_starts_a_new_deck(window: MainWindow, qtbot) -> None:
    builder = window.deck_builder()
    assert builder.load_deck(builder.deck_picker.itemData(0))
    window.tabs.setCurrentIndex(0)
    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.tabs.currentWidget() is builder
    assert builder.deck.size == 0 and builder.stored_name is None


def test_every_button_has_a_tooltip(window: MainWindow) -> None:
    missing = []
    for button in window.findChildren(QAbstractButton):
        parent = button.parentWidget()
        if isinstance(parent, (QLineEdit, QTabBar)) or button.text() in ("", None) and not button.isVisible():
            continue  # the line edits' clear buttons and the tab bar's scroll arrows are Qt's own
        if not button.toolTip():
            missing.append(button.text() or button.objectName() or type(button).__name__)
    assert missing == []


def test_layouts_hold_at_1024_by_700(window: MainWindow, qtbot) -> None:
    window.resize(1024, 700)
    QApplication.processEvents()
    assert (window.width(), window.height()) == (1024, 700), "no tab forces the window to be bigger"
    builder = window.deck_builder()
    window.tabs.setCurrentWidget(builder)
    assert builder.load_deck(builder.deck_picker.itemData(0))
    QApplication.processEvents()
    metrics = builder.deck_list.fontMetrics()
    assert builder.deck_list.columnWidth(1) >= metrics.horizontalAdvance("Mirabel Madrigal - Resourceful") + 8
    assert builder.browser.grid.columns() >= 2
    window.tabs.setCurrentWidget(window.catalog_view)
    QApplication.processEvents()
    table = window.catalog_view.table
    assert table.columnWidth(1) >= table.fontMetrics().horizontalAdvance("Archimedes - Highly Educated Owl") + 8
    assert window.catalog_view.face.pixmap().width() >= 150, "the preview still shows a readable card"


def test_f1_at_the_game_table_opens_the_tables_help(window: MainWindow, qtbot) -> None:
    from lorcana_desktop.ui.play_tab import PlayTab

    tab = next(window.tabs.widget(i) for i in range(window.tabs.count())
               if isinstance(window.tabs.widget(i), PlayTab))
    window.tabs.setCurrentWidget(tab)
    tab.seat_rows[1].kind.setCurrentIndex(0)  # two people: nothing moves by itself
    tab.start()
    assert tab.table is not None and tab.table.isVisible()
    QTest.keyClick(tab.table.view.viewport(), Qt.Key.Key_F1)
    dialog = window._help_dialog
    assert dialog.isVisible() and dialog.current_key() == "table"
    assert "Ctrl+E" in dialog.page.toPlainText()


def test_no_blank_area_above_the_sets_until_a_printing_is_chosen(window: MainWindow, qtbot) -> None:
    view = _collection(window)
    window.tabs.setCurrentWidget(view)
    qtbot.waitUntil(lambda: view.side_tabs.isVisible())
    right = view.side_tabs.parentWidget()
    # Nothing is selected yet: the Sets list starts at the top of its column, no empty card-sized box above.
    assert view.side_tabs.mapTo(right, QPoint(0, 0)).y() <= 10
    QTest.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=_row_point(view.table, 0, 2))
    qtbot.waitUntil(lambda: view.preview.isVisible())
    assert not view.preview.pixmap().isNull()
    assert view.side_tabs.mapTo(right, QPoint(0, 0)).y() >= view.preview.pixmap().height()
