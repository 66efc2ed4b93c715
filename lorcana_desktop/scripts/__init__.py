"""Card scripts: the compiler from printed ability text, per-set hand scripts, and the default provider.

``default_provider()`` gives each card its script: every printed ability compiled from its text, or
taken from its hand script (``scripts.hand``) when there is one (cached per card). It is what
``Game`` uses when no provider is passed.
"""

from __future__ import annotations

from functools import lru_cache

from lorcana_desktop.engine.abilities import ScriptProvider


@lru_cache(maxsize=1)
def default_provider() -> ScriptProvider:
    from lorcana_desktop.scripts.compiler import CompiledScripts

    return CompiledScripts()
