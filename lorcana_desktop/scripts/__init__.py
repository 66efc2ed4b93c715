"""Card scripts: the compiler from printed ability text, per-set hand scripts, and the default provider.

``default_provider()`` gives each card its hand-written script if there is one, else the script
compiled from its printed text (cached). It is what ``Game`` uses when no provider is passed.
"""

from __future__ import annotations

from functools import lru_cache

from lorcana_desktop.engine.abilities import ChainedScripts, ScriptProvider


@lru_cache(maxsize=1)
def default_provider() -> ScriptProvider:
    from lorcana_desktop.scripts.compiler import CompiledScripts
    from lorcana_desktop.scripts.hand import HAND_SCRIPTS

    return ChainedScripts(HAND_SCRIPTS, CompiledScripts())
