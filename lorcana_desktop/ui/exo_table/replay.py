"""A saved Exo game played back on a read-only Exo table: step, jump, and choose whose view to see."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QSlider, QVBoxLayout, QWidget

from lorcana_desktop.app.exo_board import board_of
from lorcana_desktop.app.exo_match import ExoReplay
from lorcana_desktop.app.exo_offer import ExoOffer
from lorcana_desktop.ui.exo_table.faces import ExoFaces
from lorcana_desktop.ui.exo_table.scene import ExoScene
from lorcana_desktop.ui.exo_table.widget import ExoView
from lorcana_desktop.ui.exo_table.words import exo_log_text


class ExoReplayWidget(QWidget):
    backRequested = Signal()

    def __init__(self, replay: ExoReplay, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.replay = replay
        self.scene = ExoScene(ExoFaces(replay.book), self)
        self.view = ExoView(self.scene)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, replay.length)
        self.slider.setToolTip(self.tr("Move through the game, one action per step"))
        self.slider.valueChanged.connect(self._seek)
        self.position = QLabel()
        self.seat = QComboBox()
        for k in (0, 1):
            self.seat.addItem(self.tr("As {name} saw it").format(name=replay.seat_name(k)), k)
        self.seat.currentIndexChanged.connect(self._set_seat)
        back = QPushButton(self.tr("Back"))
        back.clicked.connect(self.backRequested.emit)
        self.log = QLabel()
        self.log.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.slider, 1)
        row.addWidget(self.position)
        row.addWidget(self.seat)
        row.addWidget(back)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.log)
        layout.addLayout(row)
        self._show()

    def stop(self) -> None:
        """(Nothing runs in the background here.)"""

    def _set_seat(self) -> None:
        self.replay.seat = int(self.seat.currentData())
        self._show()

    def _seek(self, n: int) -> None:
        self.replay.seek(n)
        self._show()

    def _show(self) -> None:
        r = self.replay
        self.scene.show_board(board_of(r.view(), r.game.to_act()), ExoOffer(r.seat, False),
                              names=(r.seat_name(0), r.seat_name(1)))
        self.position.setText(self.tr("{n} of {total}").format(n=r.position, total=r.length))
        self.log.setText(" \u2022 ".join(exo_log_text(line) for line in r.log[-3:]))


__all__ = ["ExoReplayWidget"]
