"""Issue 22, the window in Italian, French and German: every label a person reads goes through Qt's
translation; in Italian every tab and the table say their words in Italian (the zones as the Italian
Comprehensive Rules name them); a language chosen in File > Settings rebuilds the window in it and the
game in progress goes on; card texts imported in another language show on the faces, in the catalog and
the search."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QTabWidget,
    QWidget,
)

from lorcana_desktop.app.game_session import GameSession
from lorcana_desktop.app.play_setup import autosave_path
from lorcana_desktop.cards import CardIndex, default_cards, glossary
from lorcana_desktop.cards.glossary import TERMS
from lorcana_desktop.engine import InkCard, Mulligan
from lorcana_desktop.languages import Language
from lorcana_desktop.ui.i18n import current_language, install_language
from lorcana_desktop.ui.main_window import MainWindow
from lorcana_desktop.ui.table.layout import ZoneKind

OPEN, CLOSE = "\u27e6", "\u27e7"


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def _window(qtbot, *, tracked: bool = True) -> MainWindow:
    w = MainWindow()
    if tracked:
        qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    builder = w.deck_builder()
    if builder is not None:
        builder.ask_save = lambda *a: QMessageBox.StandardButton.Discard  # type: ignore[method-assign]
    return w


def _play_tab(w: MainWindow):
    from lorcana_desktop.ui.play_tab import PlayTab

    return next(w.tabs.widget(i) for i in range(w.tabs.count()) if isinstance(w.tabs.widget(i), PlayTab))


def _start_game(qtbot, w: MainWindow) -> GameSession:
    """A match against the computer from the Play tab, played up to the person's first main phase."""
    play = _play_tab(w)
    w.tabs.setCurrentWidget(play)
    play.pace_ms = 0
    play.seat_rows[1].kind.setCurrentIndex(1)  # the computer
    play.start()
    table = play.table
    assert table is not None
    s = table.session
    for _ in range(40):
        if s.my_turn() and s.game.state.phase == "main":
            break
        if s.my_turn():
            table.act(next(a for a in s.legal_actions() if isinstance(a, Mulligan) and not a.cards))
        else:
            s.play_computers(limit=1)
            table.refresh()
    assert s.my_turn() and s.game.state.phase == "main"
    return s


def _texts(root: QWidget) -> list[tuple[str, str]]:
    """Every text a person reads in ``root`` and its children: labels, buttons, titles, tooltips, tabs,
    combo boxes, header titles, menus and the table's zone labels."""
    found: list[tuple[str, str]] = []
    for w in [root, *root.findChildren(QWidget)]:
        if w.toolTip():
            found.append((type(w).__name__, w.toolTip()))
        if w.isWindow() and w.windowTitle():
            found.append(("title", w.windowTitle()))
        if isinstance(w, QLabel):
            found.append(("label", w.text()))
        if isinstance(w, QAbstractButton):
            found.append(("button", w.text()))
        if isinstance(w, QGroupBox):
            found.append(("group", w.title()))
        if isinstance(w, QLineEdit):
            found.append(("placeholder", w.placeholderText()))
        if isinstance(w, QComboBox):
            found += [("combo", w.itemText(i)) for i in range(w.count())]
        if isinstance(w, QTabWidget):
            found += [("tab", w.tabText(i)) for i in range(w.count())]
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            try:
                columns = model.columnCount(QModelIndex())
            except TypeError:
                columns = 0
            found += [("header", str(model.headerData(c, Qt.Orientation.Horizontal) or "")) for c in range(columns)]
        for a in w.actions():
            found.append(("action", a.text()))
            menu = a.menu()
            if menu is not None:
                found += [("menu", m.text()) for m in menu.actions()]
    scene = getattr(root, "scene", None)
    if scene is not None and hasattr(scene, "zones"):
        found += [("zone", z._label.text()) for z in scene.zones.values()]
    return found


class _Marking(QTranslator):
    """Wraps every translated string in ⟦ ⟧, so a text shown without Qt's translation stands out."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return f"{OPEN}{source}{CLOSE}" if source else source

    def isEmpty(self) -> bool:
        return False


def _untranslated(text: str, data: set[str]) -> str:
    """What is left of ``text`` once translated parts, markup, the game's data and the glossary's words go."""
    for _ in range(6):  # nested translations: innermost first
        text = re.sub(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}", " ", text)
    text = re.sub(r"<[^>]*>|&\w+;", " ", text)
    for word in sorted(data, key=len, reverse=True):
        if len(word) > 2 and word in text:
            text = text.replace(word, " ")
    return " ".join(text.split())


def test_no_label_of_any_tab_the_help_or_the_table_bypasses_translation(qtbot, qapp, cards: CardIndex) -> None:
    marking = _Marking(qapp)
    qapp.installTranslator(marking)
    try:
        w = _window(qtbot)
        found = []
        for i in range(w.tabs.count()):
            w.tabs.setCurrentIndex(i)
            found += _texts(w)
        help_window = w.show_help("search")
        for key in help_window.section_keys():
            help_window.show_section(key)
            found.append(("help", help_window.page.toPlainText()))
        found += _texts(help_window)
        from lorcana_desktop.ui.settings_dialog import SettingsDialog

        dialog = SettingsDialog([], w)
        qtbot.addWidget(dialog)
        found += _texts(dialog)
        _start_game(qtbot, w)
        found += _texts(_play_tab(w).table)
        found += [("log", _play_tab(w).table.log_list.item(k).text())
                  for k in range(_play_tab(w).table.log_list.count())]
    finally:
        qapp.removeTranslator(marking)
    # What the window shows that is not its own words: the cards' data, deck and set names, the players'
    # names, the glossary's terms (in English while the window is), the search language's filters and the
    # keys, and the languages' own names.
    data = {n for c in cards for n in (c.full_name, c.name, c.version or "", *c.classifications)}
    data |= {k.keyword for c in cards for k in c.keywords}  # newer keywords than CR 2.1.0 keep their word
    data |= {t.en for t in TERMS} | {lang.own_name for lang in Language}
    data |= {str(s.get("name", "")) for s in w.catalog.sets().values() if isinstance(s, dict)}
    data |= {d.deck.name for d in _precons(cards)} | {"Player 1", "Computer"}
    from lorcana_desktop.app.exo_play import exo_deck_choices

    data |= {c.name for c in exo_deck_choices()}  # Exo's ready decks, offered by name in the Play tab
    syntax = re.compile(r"\b(?:[a-z]+:[\w<>=!]+|cost\S*|Ctrl\S*|Shift\S*|F1|inkable|uninkable|elsa|"
                        r"draw a card|Lorcana Desktop|LorcanaJSON|CSV|JSON|Tabletop Simulator|Dreamborn)\b")
    left = {(kind, text) for kind, text in found
            if re.search(r"[^\W\d_]{3,}", syntax.sub(" ", _untranslated(text, data)))}
    assert not left, "shown without tr():\n" + "\n".join(f"{k}: {t[:120]!r}" for k, t in sorted(left))


def _precons(cards: CardIndex):
    from lorcana_desktop.decks.library import precon_decks

    return precon_decks(cards)


def test_in_italian_every_tab_and_the_table_speak_italian(qtbot) -> None:
    assert install_language(Language.IT)
    w = _window(qtbot)
    assert [w.tabs.tabText(i) for i in range(w.tabs.count())] == ["Catalogo", "Gioca", "Mazzi", "Collezione"]
    assert [a.text() for a in w.menuBar().actions()] == ["&File", "&Aiuto"]
    view = w.catalog_view
    assert [view.model.headerData(c, Qt.Orientation.Horizontal) for c in range(6)] == \
        ["Costo", "Nome", "Inchiostro", "Tipo", "Statistiche", "Set"]
    # The inks and card types in the Italian rules' words (CR 5.2.2, 5.3-5.6).
    assert [b.text() for b in view.filters.ink_buttons.values()] == \
        ["Ambra", "Ametista", "Smeraldo", "Rubino", "Zaffiro", "Acciaio"]
    assert "Personaggio" in [view.filters.type_box.itemText(i) for i in range(view.filters.type_box.count())]
    play = _play_tab(w)
    assert play.start_button.text() == "Inizia la partita"
    assert play.resume_button.text() == "Riprendi l'ultima partita"
    builder = w.deck_builder()
    assert builder is not None and builder.deck.name == "Nuovo mazzo"
    assert {b.text() for b in builder.findChildren(QAbstractButton)} >= {"Nuovo", "Salva", "Duplica", "Elimina"}
    w.tabs.setCurrentIndex(3)
    labels = {t for _k, t in _texts(w.tabs.widget(3))}
    assert "Solo possedute" in labels
    # The table: the zones are those of the Italian CR (7.2-7.6), the buttons and the log Italian.
    s = _start_game(qtbot, w)
    table = play.table
    zones = {kind: table.scene.zones[(0, kind)]._label.text() for kind in ZoneKind if (0, kind) in table.scene.zones}
    assert zones[ZoneKind.INKWELL] == "Calamaio" == glossary.zone("inkwell", Language.IT)
    assert zones[ZoneKind.DECK] == "Mazzo" and zones[ZoneKind.HAND] == "Mano"
    assert zones[ZoneKind.DISCARD] == "Scarti" and zones[ZoneKind.PLAY] == "Area di gioco"
    assert table.end_turn_button.text() == "Fine turno"
    assert table.prompt.label.text().startswith("Tocca a te")
    log = [table.log_list.item(k).text() for k in range(table.log_list.count())]
    assert any(line.endswith("gioca per primo") for line in log), log
    # A card dropped where it cannot go says why in Italian, and a menu names the actions in Italian.
    ink = next(a for a in s.legal_actions() if isinstance(a, InkCard))
    from lorcana_desktop.ui.phrases import action_text

    assert action_text(s.game, ink) == f"Inchiostra {s.game.name(ink.card)}"
    table.act(ink)
    again = InkCard(next(c for c in s.game.state.hand[0] if c != ink.card))
    table.act(again)  # CR 4.2.3: once a turn
    assert "Hai già messo una carta nel calamaio in questo turno" in table.prompt.label.text()


def test_a_new_language_in_the_settings_rebuilds_the_window_and_the_game_goes_on(qtbot, monkeypatch) -> None:
    from lorcana_desktop.settings import load_settings
    from lorcana_desktop.ui import language_switch
    from lorcana_desktop.ui.settings_dialog import open_settings

    w = _window(qtbot, tracked=False)  # the language change closes and deletes it
    s = _start_game(qtbot, w)
    ink = next(a for a in s.legal_actions() if isinstance(a, InkCard))
    _play_tab(w).table.act(ink)  # a move the autosave holds
    hand, inkwell = list(s.game.state.hand[0]), list(s.game.state.inkwell[0])
    actions = len(s.game.actions)
    dialog = open_settings(w)
    dialog.language_box.setCurrentIndex(dialog.language_box.findData("de"))
    dialog.accept()
    assert load_settings().language == "de"
    qtbot.waitUntil(lambda: language_switch.current_window() is not w, timeout=10000)
    new = language_switch.current_window()
    qtbot.addWidget(new)
    assert current_language() is Language.DE
    assert [new.tabs.tabText(i) for i in range(new.tabs.count())] == ["Katalog", "Spielen", "Decks", "Sammlung"]
    play = _play_tab(new)
    qtbot.waitUntil(lambda: play.table is not None, timeout=20000)  # resumed from the autosave
    resumed = play.table.session
    assert len(resumed.game.actions) == actions
    assert resumed.game.state.hand[0] == hand and resumed.game.state.inkwell[0] == inkwell
    assert new.tabs.currentWidget() is play
    assert play.table.end_turn_button.text() == "Zug beenden"
    assert play.table.scene.zones[(0, ZoneKind.INKWELL)]._label.text() == "Tintenvorrat"  # CR 7.5, German
    assert "spricht jetzt Deutsch" in new.statusBar().currentMessage()
    assert autosave_path().exists()


def _italian_file(tmp_path: Path, cards: CardIndex) -> Path:
    """A tiny Italian LorcanaJSON file written for the test: two real printings' ids, invented texts."""
    elsa = cards.by_name("Elsa - Snow Queen")
    mickey = cards.by_name("Mickey Mouse - True Friend")
    doc = {
        "metadata": {"language": "it", "formatVersion": "2.0.0", "generatedOn": "2026-01-01"},
        "cards": [
            {"id": elsa.printings[0].id, "fullName": "Elsa - Regina delle Nevi", "name": "Elsa",
             "version": "Regina delle Nevi", "type": "Personaggio", "color": "Ametista", "cost": elsa.cost,
             "inkwell": True, "setCode": "1", "number": 41, "rarity": "Uncommon", "strength": 2,
             "willpower": 3, "lore": 1, "subtypes": ["Classico", "Eroe", "Regina"],
             "fullText": "Sfuggente (Testo inventato per la prova.)",
             "abilities": [{"type": "keyword", "keyword": "Sfuggente", "fullText": "Sfuggente"}]},
            {"id": mickey.printings[0].id, "fullName": "Topolino - Amico Fedele", "name": "Topolino",
             "version": "Amico Fedele", "type": "Personaggio", "color": "Ambra", "cost": mickey.cost,
             "inkwell": True, "setCode": "1", "number": 12, "rarity": "Common", "strength": 3,
             "willpower": 3, "lore": 2, "subtypes": ["Classico", "Eroe"]},
        ],
    }
    path = tmp_path / "allCards.it.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return path


def test_cards_imported_in_italian_show_in_italian_where_the_data_has_them(qtbot, tmp_path: Path,
                                                                          cards: CardIndex) -> None:
    from lorcana_desktop.app.catalog import import_cards
    from lorcana_desktop.render.cache import face_path
    from lorcana_desktop.ui.shown_cards import shown

    w0 = _window(qtbot)  # the English catalog, imported on first use
    w0.close()
    import_cards(_italian_file(tmp_path, cards))
    assert install_language(Language.IT)
    w = _window(qtbot)
    view = w.catalog_view
    view.search_box.setText("regina nevi")  # the Italian name finds the card
    view.run_search()
    assert [c.full_name for c in view.model.cards] == ["Elsa - Snow Queen"]
    assert view.model.data(view.model.index(0, 1)) == "Elsa - Regina delle Nevi"
    elsa = view.model.cards[0]
    italian = shown(elsa)
    assert italian.classifications == ("Classico", "Eroe", "Regina") and italian.full_text.startswith("Sfuggente")
    assert face_path(italian).name.startswith(f"{elsa.printings[0].id}-it-")  # its own face, in Italian
    assert face_path(elsa).name != face_path(italian).name
    # A card the Italian data lacks stays English; the deck builder finds a card by either name.
    hercules = cards.by_name("Hercules - Divine Hero")
    assert shown(hercules).full_name == "Hercules - Divine Hero"
    assert w.catalog.index().by_name("Topolino - Amico Fedele").full_name == "Mickey Mouse - True Friend"
    builder = w.deck_builder()
    builder.browser.search_box.setText("Topolino")
    builder.browser.run_search()
    assert [c.full_name for c in builder.browser.table_model.cards] == ["Mickey Mouse - True Friend"]


def test_the_language_follows_the_system_until_one_is_chosen() -> None:
    from lorcana_desktop.languages import chosen_language

    assert chosen_language(None, ["it-IT", "en-US"]) is Language.IT
    assert chosen_language(None, ["pt-BR", "de-CH"]) is Language.DE  # the first the program speaks
    assert chosen_language(None, ["ja-JP"]) is Language.EN
    assert chosen_language("fr", ["it-IT"]) is Language.FR  # the setting wins


@pytest.mark.parametrize(("lang", "number", "share", "day"), [
    (Language.EN, "35,556", "46%", "1/31/26"),
    (Language.IT, "35.556", "46%", "31/01/26"),
    (Language.FR, "35\u202f556", "46\u00a0%", "31/01/2026"),
    (Language.DE, "35.556", "46\u00a0%", "31.01.26"),
])
def test_numbers_percentages_and_dates_follow_the_language(qapp, lang: Language, number: str, share: str,
                                                          day: str) -> None:
    from lorcana_desktop.ui.i18n import date_text, percent
    from lorcana_desktop.ui.i18n import number as number_text

    install_language(lang)
    assert number_text(35556) == number
    assert percent(0.456) == share
    assert date_text("2026-01-31") == day


def test_the_settings_dialog_offers_each_language_in_its_own_words(qtbot) -> None:
    from lorcana_desktop.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog([])
    qtbot.addWidget(dialog)
    items = [dialog.language_box.itemText(i) for i in range(dialog.language_box.count())]
    assert items[1:] == ["English", "Italiano", "Français", "Deutsch"]
    assert items[0].startswith("The system's language (")
    assert dialog.language_box.currentData() is None  # nothing chosen yet: the system's
    assert isinstance(dialog, QDialog) and QApplication.instance() is not None
