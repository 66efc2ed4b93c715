"""The Collection tab: owned counts with +/-, Dreamborn CSV in and out, the missing-for-this-deck report."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from lorcana_desktop.decks import Deck
from lorcana_desktop.ui.collection_view import COL_FOIL, COL_NORMAL, CollectionView
from lorcana_desktop.ui.deck_store import DeckShelf


@pytest.fixture()
def view(catalog, shelf, qtbot):
    v = CollectionView(catalog, shelf)
    qtbot.addWidget(v)
    v.resize(1400, 800)
    v.show()
    return v


def _select(view: CollectionView, query: str) -> tuple[int, int]:
    """Search, select the first printing; returns (row, printing id)."""
    view.search_box.setText(query)
    view.run_search()
    assert view.model.rowCount() > 0
    view.table.selectRow(0)
    return 0, view.model.rows[0][1].id


def test_plus_minus_persists(view: CollectionView, catalog, qtbot) -> None:
    row, pid = _select(view, "elsa snow queen")
    assert view.model.rows[row][0].full_name == "Elsa - Snow Queen"
    qtbot.mouseClick(view.buttons["normal+"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.buttons["normal+"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.buttons["normal+"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.buttons["foil+"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.buttons["normal-"], Qt.MouseButton.LeftButton)
    assert view.model.data(view.model.index(row, COL_NORMAL)) == 2
    assert view.model.data(view.model.index(row, COL_FOIL)) == 1
    # Keys: + and - change normal copies, Ctrl with them foil copies.
    view.table.setFocus()
    qtbot.keyClick(view.table, Qt.Key.Key_Minus)
    qtbot.keyClick(view.table, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert view.shelf.owned(pid) == (1, 2)
    # Counts never go below zero.
    for _ in range(3):
        qtbot.mouseClick(view.buttons["normal-"], Qt.MouseButton.LeftButton)
    assert view.shelf.owned(pid) == (0, 2)
    assert "you own 2 cards" in view.status.text()
    # Another opening of the store (the next start of the program) reads the same counts.
    again = DeckShelf(catalog.index())
    assert again.owned(pid) == (0, 2)
    again.store.close()


def test_typing_a_count_and_owned_only(view: CollectionView) -> None:
    row, pid = _select(view, "mickey mouse true friend")
    ix = view.model.index(row, COL_NORMAL)
    assert view.model.setData(ix, "4")
    assert not view.model.setData(ix, "-1"), "a negative count is refused"
    assert not view.model.setData(ix, "lots"), "a count must be a number"
    assert view.shelf.owned(pid) == (4, 0)
    view.search_box.clear()
    view.owned_only.setChecked(True)
    assert [p.id for _c, p in view.model.rows] == [pid]


def test_dreamborn_csv_is_saved_only_when_confirmed(view: CollectionView, tmp_path: Path, cards) -> None:
    elsa = cards.by_name("Elsa - Snow Queen")
    p = elsa.printings[0]
    csv = tmp_path / "collection.csv"
    csv.write_text(
        "Normal,Foil,Name,Set,Card Number,Color,Rarity,Price,Foil Price\n"
        f"3,1,Elsa - Snow Queen,{p.set_code},{p.number},Amethyst,{p.rarity},,\n"
        "2,0,Not A Real Card - At All,99,999,Amber,Common,,\n",
        encoding="utf-8",
    )
    result = view.read_csv(csv)
    assert result is not None
    assert any("Not A Real Card" in str(prob) for prob in result.problems)
    assert view.shelf.owned(p.id) == (0, 0), "reading the file saves nothing"
    plan = view.plan_import(result)
    assert plan is not None and plan.needs_consent, "a row was left out: replacing needs a knowing yes"
    assert view.confirm_import(plan)
    assert view.shelf.owned(p.id) == (3, 1)
    # Exported and read back, the collection is the same.
    out = view.export_csv(tmp_path / "out.csv")
    again = view.read_csv(out)
    assert again is not None and again.ok
    assert again.collection == view.shelf.collection()
    # A file that is not text is refused with a reason, and the collection stays.
    bad = tmp_path / "bad.csv"
    bad.write_bytes(b"\xff\xfe\x00\x80\x81")
    assert view.read_csv(bad) is None
    assert "not UTF-8" in view.notice.text()
    assert view.shelf.owned(p.id) == (3, 1)


def test_missing_for_this_deck_report(view: CollectionView, shelf: DeckShelf, cards, tmp_path: Path) -> None:
    elsa = cards.by_name("Elsa - Snow Queen")
    mickey = cards.by_name("Mickey Mouse - True Friend")
    shelf.save(Deck(name="Two Cards").add(elsa, 4).add(mickey, 2))
    view.choose_deck("Two Cards")
    assert "6 cards missing" in view.report_summary.text()
    shelf.set_owned(elsa.printings[0].id, 1, 1)
    text = view.report_text.toPlainText()
    assert "2 Elsa - Snow Queen" in text and "2 Mickey Mouse - True Friend" in text
    assert "4 cards missing" in view.report_summary.text()
    out = view.export_report(tmp_path / "missing.txt")
    assert out.read_text(encoding="utf-8") == text
    for pr in mickey.printings[:1]:
        shelf.set_owned(pr.id, 2, 0)
    shelf.set_owned(elsa.printings[0].id, 4, 0)
    assert "every card" in view.report_summary.text()


def test_the_import_button_asks_before_replacing(view: CollectionView, tmp_path: Path, cards, monkeypatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    from lorcana_desktop.ui.collection_view import CollectionImportDialog

    elsa = cards.by_name("Elsa - Snow Queen").printings[0]
    csv = tmp_path / "c.csv"
    csv.write_text(f"Normal,Foil,Name,Set,Card Number\n2,0,Elsa - Snow Queen,{elsa.set_code},{elsa.number}\n",
                   encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(csv), ""))
    shown: list[str] = []

    def no(dialog: CollectionImportDialog) -> int:
        shown.append(dialog.findChild(QLabel).text())
        return 0

    monkeypatch.setattr(CollectionImportDialog, "exec", no)
    view.import_button.click()
    assert shown and "1 printing with 2 cards" in shown[0] and "replaces your collection" in shown[0]
    assert view.shelf.owned(elsa.id) == (0, 0)
    monkeypatch.setattr(CollectionImportDialog, "exec", lambda dialog: 1)
    view.import_button.click()
    assert view.shelf.owned(elsa.id) == (2, 0)


def test_promos_show_their_group_not_their_set(view: CollectionView, cards) -> None:
    view.search_box.setText('"Spectacular Singer"')
    view.run_search()
    places = {(view.model.index(r, 0).data(), view.model.index(r, 1).data()) for r in range(view.model.rowCount())}
    assert ("1", "2") in places and ("CC1", "1") in places, places


def test_set_and_rarity_pick_printings(view: CollectionView) -> None:
    def shown(query: str) -> list[tuple[str, str, str]]:
        view.search_box.setText(query)
        view.run_search()
        return [(card.full_name, p.identifier, p.rarity) for card, p in view.model.rows]

    promos = shown("set:P1")
    assert promos and all(ident.startswith("P1-") for _, ident, _ in promos)
    enchanted = shown("rarity:enchanted")
    assert len(enchanted) > 50 and all(r == "Enchanted" for *_, r in enchanted)
    elsa = shown("elsa set:1")
    assert elsa and all(ident.startswith("1-") for _, ident, _ in elsa)
    assert not any(ident.startswith("1-") for _, ident, _ in shown("elsa -set:1"))


HEADER = "Normal,Foil,Name,Set,Card Number,Color,Rarity,Price,Foil Price\n"


class _Boxes:
    """QMessageBox.warning and .question, answered by the test; what they said is kept."""

    def __init__(self, monkeypatch, answer: str = "no") -> None:
        from PySide6.QtWidgets import QMessageBox

        self.warnings: list[str] = []
        self.questions: list[tuple[str, object]] = []
        self.answer = answer

        def warning(parent, title, text, *a, **k):
            self.warnings.append(text)
            return QMessageBox.StandardButton.Ok

        def question(parent, title, text, buttons=None, default=None):
            self.questions.append((text, default))
            return QMessageBox.StandardButton.Yes if self.answer == "yes" else QMessageBox.StandardButton.No

        monkeypatch.setattr(QMessageBox, "warning", warning)
        monkeypatch.setattr(QMessageBox, "question", question)


def _own_elsa(view: CollectionView, cards) -> int:
    pid = cards.by_name("Elsa - Snow Queen").printings[0].id
    view.shelf.set_owned(pid, 2, 1)
    return pid


@pytest.mark.parametrize("body", ["", "x,y,Not A Real Card - At All,99,999,,,,\n,,,,\n"], ids=["header-only", "all-bad"])
def test_an_import_with_no_card_row_changes_nothing_and_says_so(
        view: CollectionView, tmp_path: Path, cards, monkeypatch, body: str) -> None:
    from lorcana_desktop.ui.collection_view import CollectionImportDialog

    pid = _own_elsa(view, cards)
    boxes = _Boxes(monkeypatch)
    opened: list[int] = []
    monkeypatch.setattr(CollectionImportDialog, "exec", lambda d: opened.append(1) or 1)
    csv = tmp_path / "empty.csv"
    csv.write_text(HEADER + body, encoding="utf-8")
    assert view.import_file(csv) is False
    assert len(boxes.warnings) == 1 and "Nothing imported" in boxes.warnings[0]
    assert "unchanged" in boxes.warnings[0]
    assert not opened, "no replace dialog for a file with nothing in it"
    assert view.shelf.owned(pid) == (2, 1)


def test_a_partly_bad_import_asks_and_no_keeps_the_collection(
        view: CollectionView, tmp_path: Path, cards, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from lorcana_desktop.ui.collection_view import CollectionImportDialog

    pid = _own_elsa(view, cards)
    mickey = cards.by_name("Mickey Mouse - True Friend").printings[0]
    csv = tmp_path / "part.csv"
    csv.write_text(HEADER + f"3,0,Mickey Mouse - True Friend,{mickey.set_code},{mickey.number},,,,\n"
                   "2,0,Not A Real Card - At All,99,999,Amber,Common,,\n", encoding="utf-8")
    monkeypatch.setattr(CollectionImportDialog, "exec", lambda d: 1)
    boxes = _Boxes(monkeypatch, answer="no")
    assert view.import_file(csv) is False
    assert len(boxes.questions) == 1
    text, default = boxes.questions[0]
    assert "1 row of the file could not be read" in text and "Replace your collection" in text
    assert default == QMessageBox.StandardButton.No, "No is the default answer"
    assert view.shelf.owned(pid) == (2, 1) and view.shelf.owned(mickey.id) == (0, 0)
    boxes.answer = "yes"
    assert view.import_file(csv) is True
    assert view.shelf.owned(pid) == (0, 0) and view.shelf.owned(mickey.id) == (3, 0)
    assert not boxes.warnings


def test_a_clean_import_does_not_ask_twice(view: CollectionView, tmp_path: Path, cards, monkeypatch) -> None:
    from lorcana_desktop.ui.collection_view import CollectionImportDialog

    mickey = cards.by_name("Mickey Mouse - True Friend").printings[0]
    csv = tmp_path / "ok.csv"
    csv.write_text(HEADER + f"1,1,Mickey Mouse - True Friend,{mickey.set_code},{mickey.number},,,,\n", encoding="utf-8")
    monkeypatch.setattr(CollectionImportDialog, "exec", lambda d: 1)
    boxes = _Boxes(monkeypatch)
    assert view.import_file(csv) is True
    assert not boxes.questions and view.shelf.owned(mickey.id) == (1, 1)


def test_a_count_above_the_maximum_is_refused_with_a_message(view: CollectionView, monkeypatch, qtbot) -> None:
    from lorcana_desktop.decks.collection import MAX_OWNED

    boxes = _Boxes(monkeypatch)
    row, pid = _select(view, "mickey mouse true friend")
    ix = view.model.index(row, COL_FOIL)
    assert view.model.setData(ix, "3")
    assert not view.model.setData(ix, str(MAX_OWNED + 1))
    qtbot.waitUntil(lambda: len(boxes.warnings) == 1)
    assert str(MAX_OWNED) in boxes.warnings[0] and "not changed" in view.notice.text()
    assert view.shelf.owned(pid) == (0, 3)
    assert view.model.setData(ix, str(MAX_OWNED))
    view.table.setCurrentIndex(ix)
    assert view.adjust_current(foil=1) is None, "+ at the maximum is refused too"
    qtbot.waitUntil(lambda: len(boxes.warnings) == 2)
    assert view.shelf.owned(pid) == (0, MAX_OWNED)


def test_a_failed_write_shows_a_message_and_keeps_the_counts(view: CollectionView, tmp_path: Path, cards,
                                                             monkeypatch, qtbot) -> None:
    from lorcana_desktop.store.userdata import UserData, UserDataWriteError
    from lorcana_desktop.ui.collection_view import CollectionImportDialog

    pid = _own_elsa(view, cards)
    boxes = _Boxes(monkeypatch)

    def refuse(self, *a, **k):
        raise UserDataWriteError(self.path, "the collection", OSError(30, "Read-only file system"))

    for method in ("set_owned", "adjust_owned", "replace_collection"):
        monkeypatch.setattr(UserData, method, refuse)
    row, _pid = _select(view, "elsa snow queen")
    assert view.model.rows[row][1].id == pid
    assert not view.model.setData(view.model.index(row, COL_NORMAL), "7")
    qtbot.waitUntil(lambda: len(boxes.warnings) == 1)
    assert view.adjust_current(normal=1) is None
    qtbot.waitUntil(lambda: len(boxes.warnings) == 2)
    mickey = cards.by_name("Mickey Mouse - True Friend").printings[0]
    csv = tmp_path / "ok.csv"
    csv.write_text(HEADER + f"1,1,Mickey Mouse - True Friend,{mickey.set_code},{mickey.number},,,,\n", encoding="utf-8")
    monkeypatch.setattr(CollectionImportDialog, "exec", lambda d: 1)
    assert view.import_file(csv) is False
    assert len(boxes.warnings) == 3 and all("Could not save the collection" in w for w in boxes.warnings)
    assert view.model.data(view.model.index(row, COL_NORMAL)) == 2
    assert view.shelf.owned(pid) == (2, 1)
