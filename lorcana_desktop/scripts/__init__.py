"""Card scripts: the compiler from printed ability text, per-set hand scripts, and the default provider.

``default_provider()`` gives each card its script: every printed ability compiled from its text, or
taken from its hand script (``scripts.hand``) when there is one (cached per card). It is what
``Game`` uses when no provider is passed. Cards of another language (a French or German catalog) play
the scripts of their English card, found by ``english_full_name`` (matched by printing id at import) in
the English default source, read the first time such a card asks.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from lorcana_desktop.engine.abilities import ScriptProvider


class _EnglishCards:
    """The English catalog of the default source, read on the first lookup; unknown names raise."""

    def __init__(self) -> None:
        self._index: Any = None

    def by_name(self, name: str) -> Any:
        if self._index is None:
            from lorcana_desktop.cards import default_cards

            index = default_cards()  # raises NoCardSource without the default source: the card stays manual
            first = next(iter(index), None)
            if first is not None and first.language != "en":
                raise LookupError("the default card source is not English")
            self._index = index
        return self._index.by_name(name)


@lru_cache(maxsize=1)
def default_provider() -> ScriptProvider:
    from lorcana_desktop.scripts.compiler import CompiledScripts

    return CompiledScripts(english=_EnglishCards())


def manual_abilities(card: Any) -> tuple[str, ...]:
    """The printed abilities of ``card`` (a catalog Card) that do not play automated: their names, or their
    text when unnamed ("" names an action's effect). Empty for vanilla, keyword-only and automated cards.
    The catalog and deck builder mark these "manual"; in a game, ``Game.manual_abilities(i)`` says the same.
    """
    if card.has_only_keywords:
        return ()
    script = default_provider().script_for(card)
    if script is None:
        return tuple(a.name or a.effect for a in card.abilities) + tuple(card.effects)
    return script.manual
