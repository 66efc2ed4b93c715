"""The answers the engine itself names in an ``AskOption`` (pay with ink drops, "draw a card"): a typed answer
(a code and its values), worded in English for logs and tests.

Each code's value is its English words with named values; the window words an answer through a translatable
template per code (``app/engine_words.ANSWER_WORDS``), never by reading the English. The modes of a card's
"Choose one:" are not answers of the engine: they stay the card's words (plain strings).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Answered(Enum):
    """The codes of the answers the engine names, each with its English words (named values in braces)."""

    PAY_INK = "pay {ink} \u2b21"
    PAY_INK_AND_DROP = "pay {ink} \u2b21 and remove 1 ink drop"
    PAY_INK_AND_DROPS = "pay {ink} \u2b21 and remove {drops} ink drops"
    DONT_PAY = "don't pay"
    PUT_ON_BOTTOM = "put it on the bottom of your deck"
    KEEP_IN_PLAY = "keep it in play"
    DISCARD_CARDS = "discard {count} cards"
    DISCARD_ONE_THAT_FITS = "discard 1 card that fits"
    GET_INK_DROP = "get the ink drop"
    INK_TOP_CARD_INSTEAD = "put the top card of your deck into your inkwell instead"
    PLAY_IT = "play it"
    SHIFT_ONTO = "shift it onto {bases}"
    PUT_INTO_HAND = "put it into your hand"
    PLAY_FREE_EXERTED = "play it for free instead; it enters play exerted"
    DRAW_A_CARD = "draw a card"
    DONT_DRAW = "don't draw"
    KEEP_ON_TOP = "keep it on top of the deck"
    PUT_ON_DECK_BOTTOM = "put it on the bottom of the deck"


# A value: a number, a word, or card names (full names, said joined by "and").
Value = str | int | tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Answer:
    """An answer the engine names: its code and named values (``bases``: the card names it shifts onto)."""

    code: Answered
    values: tuple[tuple[str, Value], ...] = ()

    @property
    def text(self) -> str:
        """The English words ("pay 2 ⬡ and remove 1 ink drop")."""
        named = {k: " and ".join(v) if isinstance(v, tuple) else v for k, v in self.values}
        return self.code.value.format(**named)

    def __str__(self) -> str:
        return self.text


def pay_answer(ink: int, drops: int) -> Answer:
    """Paying ``ink`` ⬡ and removing ``drops`` ink drops for a cost."""
    if drops == 0:
        return Answer(Answered.PAY_INK, (("ink", ink),))
    if drops == 1:
        return Answer(Answered.PAY_INK_AND_DROP, (("ink", ink),))
    return Answer(Answered.PAY_INK_AND_DROPS, (("ink", ink), ("drops", drops)))


DRAW_OR_NOT = (Answer(Answered.DRAW_A_CARD), Answer(Answered.DONT_DRAW))
