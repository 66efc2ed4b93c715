"""Each game's card faces as the one object its Ruleset names (``Ruleset.faces``): drawn with Pillow, no Qt; the
window's tables and deck screens keep only their pixmap caches of what these draw."""

from __future__ import annotations

from pathlib import Path

from PIL import Image

from lorcana_desktop.cards.model import Card, Printing
from lorcana_desktop.exo.cards.model import ExoCard
from lorcana_desktop.render.exo_face import emergency_face, render_exo_back, render_exo_face
from lorcana_desktop.render.face import render_back, render_face
from lorcana_desktop.render.table_face import render_table_face


class LorcanaFaces:
    """Lorcana's faces: the whole printed face (``render.face``), the table's large-print basics
    (``render.table_face``) and the one back. The disk cache (``render.cache``) keeps what these draw."""

    __slots__ = ()

    def face(self, card: Card, width: int = 300, printing: Printing | None = None) -> Image.Image:
        """The face of ``card`` (its ``printing``: the set and number in the footer); locations lie sideways."""
        return render_face(card, width, printing)

    def table_face(self, card: Card, width: int = 240) -> Image.Image:
        """The card as the table shows it: cost, name, strength, willpower and lore in large print."""
        return render_table_face(card, width)

    def back(self, width: int = 300) -> Image.Image:
        """The back every Lorcana card shares (our own design)."""
        return render_back(width)


class ExoCardFaces:
    """Creatures of Exo's faces (``render.exo_face``): a frame from the card's type and colour, with the author's own
    picture when the set names one, a Leader's Emergency side, and the back of a covered card."""

    __slots__ = ()

    def face(self, card: ExoCard, width: int = 300, picture: Path | None = None, emergency: bool = False
             ) -> Image.Image:
        """The face of ``card`` (``emergency``: a Leader's Emergency side); ``picture``: the author's art."""
        return render_exo_face(emergency_face(card) if emergency else card, width, picture)

    def table_face(self, card: ExoCard, width: int = 240) -> Image.Image:
        """The table shows an Exo card's whole face (its text is short)."""
        return self.face(card, width)

    def back(self, width: int = 300) -> Image.Image:
        """The back of a covered or hidden card."""
        return render_exo_back(width)


LORCANA_FACES = LorcanaFaces()
EXO_FACES = ExoCardFaces()

__all__ = ["EXO_FACES", "LORCANA_FACES", "ExoCardFaces", "LorcanaFaces"]
