"""Card scripts: the compiler from printed ability text, per-set hand scripts, and the default provider.

``default_provider()`` gives each card its script: every printed ability compiled from its text, or
taken from its hand script (``scripts.hand``) when there is one (cached per card). It is what
``Game`` uses when no provider is passed.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from lorcana_desktop.engine.abilities import ScriptProvider


@lru_cache(maxsize=1)
def default_provider() -> ScriptProvider:
    from lorcana_desktop.scripts.compiler import CompiledScripts

    return CompiledScripts()


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
