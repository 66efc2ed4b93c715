"""The actions a menu offers, in a player's words: each typed ``Action`` as an English template with named
values that the window translates (context "Actions"), in place of the engine's English ``describe``.

The values that name cards are listed in ``Phrase.cards`` (the window shows them in its language); an
action this module does not word is said as the engine describes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lorcana_desktop.app.engine_words import Phrase
from lorcana_desktop.engine import bag
from lorcana_desktop.engine.actions import (
    Accept,
    Activate,
    Boost,
    Challenge,
    ChooseAmount,
    ChooseTrigger,
    EndTurn,
    InkCard,
    Move,
    PlayCard,
    Quest,
)

if TYPE_CHECKING:
    from lorcana_desktop.engine import Action, Game


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation in ``context``; translated where it is shown."""
    return text


INK = QT_TRANSLATE_NOOP("Actions", "Ink {card}")
PLAY = QT_TRANSLATE_NOOP("Actions", "Play {card}")
SHIFT = QT_TRANSLATE_NOOP("Actions", "Shift {card} onto {base}")
SING = QT_TRANSLATE_NOOP("Actions", "Sing {card} with {singers}")
QUEST = QT_TRANSLATE_NOOP("Actions", "Quest with {card}")
CHALLENGE = QT_TRANSLATE_NOOP("Actions", "{card} challenges {target}")
MOVE = QT_TRANSLATE_NOOP("Actions", "Move {card} to {location}")
BOOST = QT_TRANSLATE_NOOP("Actions", "Boost {card}")
USE = QT_TRANSLATE_NOOP("Actions", "Use {card}: {ability}")
END_TURN = QT_TRANSLATE_NOOP("Actions", "End turn")
RESOLVE = QT_TRANSLATE_NOOP("Actions", "Resolve {ability} ({card})")
YES = QT_TRANSLATE_NOOP("Actions", "Yes")
NO = QT_TRANSLATE_NOOP("Actions", "No")
AMOUNT = QT_TRANSLATE_NOOP("Actions", "Choose {n}")
# Ink drops paying part of a cost, after the action ("Play Elsa, removing 1 ink drop to pay").
WITH_DROP = QT_TRANSLATE_NOOP("Actions", "{action}, removing an ink drop to pay")
WITH_DROPS = QT_TRANSLATE_NOOP("Actions", "{action}, removing {drops} ink drops to pay")
ENGINE_WORDS = QT_TRANSLATE_NOOP("Actions", "{text}")


def _phrase(template: str, game: Game, cards: dict[str, tuple[int, ...]], **values: str) -> Phrase:
    names = {key: tuple(game.name(c) for c in ids) for key, ids in cards.items()}
    values.update({key: ", ".join(n) for key, n in names.items()})
    return Phrase(template, values, names)


def worded_action(game: Game, action: Action) -> Phrase:
    """``action`` as a menu names it; the drops it spends to pay are in ``drops_of(action)``."""
    t = type(action)
    if t is InkCard:
        return _phrase(INK, game, {"card": (action.card,)})  # type: ignore[union-attr]
    if t is PlayCard:
        a: PlayCard = action  # type: ignore[assignment]
        if a.shift:
            return _phrase(SHIFT, game, {"card": (a.card,), "base": tuple(a.shift)})
        if a.sing:
            return _phrase(SING, game, {"card": (a.card,), "singers": tuple(a.sing)})
        return _phrase(PLAY, game, {"card": (a.card,)})
    if t is Quest:
        return _phrase(QUEST, game, {"card": (action.card,)})  # type: ignore[union-attr]
    if t is Challenge:
        return _phrase(CHALLENGE, game, {"card": (action.card,), "target": (action.target,)})  # type: ignore[union-attr]
    if t is Move:
        return _phrase(MOVE, game, {"card": (action.card,), "location": (action.location,)})  # type: ignore[union-attr]
    if t is Boost:
        return _phrase(BOOST, game, {"card": (action.card,)})  # type: ignore[union-attr]
    if t is EndTurn:
        return Phrase(END_TURN)
    if t is Activate:
        act: Activate = action  # type: ignore[assignment]
        return _phrase(USE, game, {"card": (act.card,)}, ability=game.activated_of(act.card)[act.ability].name)
    if t is ChooseTrigger:
        mine = [b for b in game.s.bag if b.player == game.to_act()]
        k = action.index  # type: ignore[union-attr]
        if 0 <= k < len(mine):
            return _phrase(RESOLVE, game, {"card": (mine[k].source,)}, ability=bag.ability(game, mine[k].source, mine[k].ability).name)
    if t is Accept:
        return Phrase(YES if action.accept else NO)  # type: ignore[union-attr]
    if t is ChooseAmount:
        return Phrase(AMOUNT, {"n": str(action.amount)})  # type: ignore[union-attr]
    return Phrase(ENGINE_WORDS, {"text": game.describe(action)})


def drops_of(action: Action) -> int:
    """How many ink drops ``action`` removes to pay part of its cost (0 for most)."""
    return int(getattr(action, "drops", 0) or 0)
