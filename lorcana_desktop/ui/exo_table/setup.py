"""The Play tab's set-up of an Exo match: two seats (a person, or the computer at Easy or Normal) and their decks
(the ready decks, the deck lists of ``exo/decks``, or a deck list file opened here; a deck that cannot be played
says why)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QWidget,
)

from lorcana_desktop.app.exo_match import exo_seat
from lorcana_desktop.app.exo_play import ExoDeckChoice, exo_deck_choices, read_exo_deck
from lorcana_desktop.app.game_session import Seat, SeatKind
from lorcana_desktop.app.play_setup import SeatChoice
from lorcana_desktop.rulesets import EXO
from lorcana_desktop.ui.i18n import QT_TRANSLATE_NOOP, translate

# The seats' names as a new Play tab fills them, kept in English and shown in the window's language.
DEFAULT_NAMES = {"Player 1": QT_TRANSLATE_NOOP("ExoSetup", "Player 1"),
                 "Computer": QT_TRANSLATE_NOOP("ExoSetup", "Computer")}


def exo_levels() -> list[tuple[str, str, str]]:
    """(level, label, hint) for each computer level the Exo Ruleset offers (one the window has no words for keeps
    the ruleset's own)."""
    words = {"easy": (translate("ExoSetup", "Computer: Easy"), translate("ExoSetup", "Plays a random legal move")),
             "normal": (translate("ExoSetup", "Computer: Normal"),
                        translate("ExoSetup", "Greedy: takes the move that looks best right now"))}
    return [(lv.id, *words.get(lv.id, (translate("PlayTab", "Computer: %1").replace("%1", lv.label), lv.hint)))
            for lv in EXO.levels]


class ExoSeatRow:
    def __init__(self, grid: QGridLayout, row: int, box: ExoSetupBox) -> None:
        self.box = box
        self.label = QLabel(translate("ExoSetup", "Player %1").replace("%1", str(row + 1)))
        self.name = QLineEdit()
        self.name.setMaxLength(40)
        self.name.setObjectName(f"exoSeatName{row}")
        self.kind = QComboBox()
        self.kind.setObjectName(f"exoSeatKind{row}")
        self.kind.addItem(translate("ExoSetup", "Person"), ("person", ""))
        for level, label, hint in exo_levels():
            self.kind.addItem(label, ("computer", level))
            self.kind.setItemData(self.kind.count() - 1, hint, Qt.ItemDataRole.ToolTipRole)
        self.deck = QComboBox()
        self.deck.setObjectName(f"exoSeatDeck{row}")
        self.deck.setMinimumWidth(200)
        self.deck.currentIndexChanged.connect(self._show_problem)
        self.open = QPushButton(translate("ExoSetup", "Deck list\u2026"))
        self.open.setToolTip(translate("ExoSetup", "Play a deck list file (Leader:, Mazzo:, Evoluzioni:, Side: "
                                                   "sections)"))
        self.open.clicked.connect(lambda: self.open_file())
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b3261e;")
        grid.addWidget(self.label, 2 * row, 0)
        grid.addWidget(self.name, 2 * row, 1)
        grid.addWidget(self.kind, 2 * row, 2)
        grid.addWidget(self.deck, 2 * row, 3)
        grid.addWidget(self.open, 2 * row, 4)
        grid.addWidget(self.problem, 2 * row + 1, 1, 1, 4)

    def fill(self, choices: list[ExoDeckChoice], nth: int) -> None:
        before = self.choice()
        self.deck.blockSignals(True)
        self.deck.clear()
        for c in choices:
            self.add_choice(c)
        if before is not None and before.path is not None and before.path not in {c.path for c in choices}:
            self.add_choice(read_exo_deck(before.path, before.name))  # a file opened here stays offered
            choices = [*choices, before]
        same = [k for k, c in enumerate(choices) if before is not None and c.name == before.name]
        usable = [k for k, c in enumerate(choices) if c.usable]
        self.deck.setCurrentIndex(same[0] if same else usable[nth % len(usable)] if usable else 0)
        self.deck.blockSignals(False)
        self._show_problem()

    def add_choice(self, c: ExoDeckChoice) -> None:
        label = c.name if c.usable else translate("ExoSetup", "%1 \u2014 cannot be used").replace("%1", c.name)
        self.deck.addItem(label, c)
        if not c.usable:
            self.deck.setItemData(self.deck.count() - 1, "\n".join(c.problems), Qt.ItemDataRole.ToolTipRole)

    def open_file(self, path: str | None = None) -> None:
        if not path:
            path, _ = QFileDialog.getOpenFileName(self.box, translate("ExoSetup", "Open an Exo deck list"), "",
                                                  translate("ExoSetup", "Deck lists (*.txt *.exo *.deck);;"
                                                                        "All files (*)"))
        if not path:
            return
        self.add_choice(read_exo_deck(Path(path)))
        self.deck.setCurrentIndex(self.deck.count() - 1)

    def choice(self) -> ExoDeckChoice | None:
        data = self.deck.currentData()
        return data if isinstance(data, ExoDeckChoice) else None

    def set_choice(self, seat: SeatChoice) -> None:
        """Show a remembered seat: its name, who plays it and its deck (a deck list opened from a file is read
        from there again; a deck that is gone leaves the deck the list offers)."""
        default = DEFAULT_NAMES.get(seat.name)
        self.name.setText(translate("ExoSetup", default) if default else seat.name)
        key = (seat.kind, "" if seat.kind == "person" else seat.level)
        for k in range(self.kind.count()):
            if self.kind.itemData(k) == key:
                self.kind.setCurrentIndex(k)
        if not seat.deck:
            return
        offered = [(k, c) for k in range(self.deck.count()) if isinstance(c := self.deck.itemData(k), ExoDeckChoice)
                   and c.name == seat.deck]
        same = [k for k, c in offered if str(c.path or "") == seat.deck_path]
        if same:
            self.deck.setCurrentIndex(same[0])
        elif seat.deck_path and Path(seat.deck_path).is_file():
            self.add_choice(read_exo_deck(Path(seat.deck_path), seat.deck))
            self.deck.setCurrentIndex(self.deck.count() - 1)
        elif offered:  # (the program's own decks moved with a new version: the same name)
            self.deck.setCurrentIndex(offered[0][0])

    def seat_choice(self) -> SeatChoice:
        """The seat as the Play tab remembers it."""
        kind, level = self.kind.currentData()
        c = self.choice()
        return SeatChoice(self.name.text().strip(), kind, level or "normal", c.name if c is not None else "",
                          str(c.path) if c is not None and c.path is not None else "")

    def _show_problem(self) -> None:
        c = self.choice()
        self.problem.setText("" if c is None or c.usable else "\n".join(c.problems))


class ExoSetupBox(QGroupBox):
    """The two seats of an Exo match."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("ExoSetup", "Players (Creatures of Exo: two players)"), parent)
        grid = QGridLayout(self)
        self.rows = [ExoSeatRow(grid, k, self) for k in range(2)]
        self.rows[0].name.setText(translate("ExoSetup", "Player 1"))
        self.rows[1].name.setText(translate("ExoSetup", "Computer"))
        self.rows[1].kind.setCurrentIndex(2)
        self.build = QPushButton(translate("ExoSetup", "Build a deck\u2026"))
        self.build.setObjectName("exoBuildDeck")
        self.build.setToolTip(translate("ExoSetup", "Make or change an Exo deck: Leader, Mazzo of 30, Evoluzioni "
                                                    "0 to 5, Side 0 to 6"))
        self.build.clicked.connect(lambda: self.open_builder())
        self.add_set_button = QPushButton(translate("ExoSetup", "Add a card set\u2026"))
        self.add_set_button.setObjectName("exoAddSet")
        self.add_set_button.setToolTip(translate("ExoSetup", "Check a card set file (TOML or JSON) and add it, with "
                                                             "its pictures, to your Exo sets"))
        self.add_set_button.clicked.connect(lambda: self.add_set())
        self.set_message = QLabel()
        self.set_message.setWordWrap(True)
        self.set_message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        grid.addWidget(self.build, 4, 1)
        grid.addWidget(self.add_set_button, 4, 2)
        grid.addWidget(self.set_message, 5, 1, 1, 4)
        self.builder: QDialog | None = None
        self.refresh_decks()

    def refresh_decks(self) -> None:
        choices = exo_deck_choices()
        for k, row in enumerate(self.rows):
            row.fill(choices, k)

    def open_builder(self) -> None:
        from lorcana_desktop.ui.exo_table.deck_builder import ExoDeckBuilder

        builder = ExoDeckBuilder(self)
        builder.finished.connect(lambda _r: self.refresh_decks())
        builder.open()
        self.builder = builder

    def add_set(self, path: str | None = None) -> None:
        """Check a set file and add it; every mistake is named (card, key, line), nothing half-added."""
        from lorcana_desktop.app.exo_sets import SetNotAdded, SetStoreError, add_set

        if not path:
            path, _ = QFileDialog.getOpenFileName(self, translate("ExoSetup", "Add an Exo card set"), "",
                                                  translate("ExoSetup", "Card sets (*.toml *.json);;All files (*)"))
        if not path:
            return
        replace = False
        for _ in range(2):
            try:
                _result, added = add_set(path, replace=replace)
            except SetNotAdded as exc:
                result = exc.args[1] if len(exc.args) > 1 else None
                errors = [str(p) for p in getattr(result, "errors", ())]
                if not errors and result is not None and getattr(result, "set", None) is not None and not replace \
                        and QMessageBox.question(self, translate("ExoSetup", "Replace the set?"),
                                                 translate("ExoSetup", "You already have a set with this code. "
                                                                       "Replace it?")) \
                        == QMessageBox.StandardButton.Yes:
                    replace = True
                    continue
                lines = "\n".join(errors[:12]) + (f"\n\u2026 (+{len(errors) - 12})" if len(errors) > 12 else "")
                self.set_message.setStyleSheet("color: #b3261e;")
                self.set_message.setText(translate("ExoSetup", "The set was not added: {why}").format(why=str(exc.args[0]))
                                         + ("\n" + lines if lines else ""))
                return
            except SetStoreError as exc:
                self.set_message.setStyleSheet("color: #b3261e;")
                self.set_message.setText(str(exc))
                return
            break
        self.set_message.setStyleSheet("color: #1d6f42;")
        self.set_message.setText(translate("ExoSetup", "Added the set {code} \u201c{name}\u201d: {cards} cards, "
                                                       "{pictures} pictures.").format(
            code=added.code, name=added.name, cards=added.cards, pictures=added.pictures))
        self.refresh_decks()

    def seats(self) -> tuple[Seat, Seat] | str:
        """The seats, or why the match cannot start (in the window's language)."""
        out = []
        for k, row in enumerate(self.rows):
            name = row.name.text().strip() or translate("ExoSetup", "Player %1").replace("%1", str(k + 1))
            c = row.choice()
            if c is None:
                return translate("ExoSetup", "{name} has no deck to play with.").format(name=name)
            if c.cards is None:
                return translate("ExoSetup", "{name}'s deck \u201c{deck}\u201d cannot be used: {why}").format(
                    name=name, deck=c.name, why="; ".join(c.problems))
            kind, level = row.kind.currentData()
            out.append(exo_seat(name, SeatKind(kind), c.name, c.cards, level or "normal"))
        return out[0], out[1]

    def set_choices(self, seats: Sequence[SeatChoice]) -> None:
        for row, seat in zip(self.rows, seats, strict=False):
            row.set_choice(seat)

    def seat_choices(self) -> tuple[SeatChoice, ...]:
        return tuple(row.seat_choice() for row in self.rows)

    def decks(self) -> list:  # type: ignore[type-arg]
        return [row.choice().cards for row in self.rows]  # type: ignore[union-attr]


__all__ = ["ExoSetupBox"]
