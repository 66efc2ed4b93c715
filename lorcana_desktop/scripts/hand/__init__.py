"""Hand-written card scripts, one module per set, keyed by full name with the printed text beside each."""

from __future__ import annotations

from lorcana_desktop.engine.abilities import ScriptTable

HAND_SCRIPTS = ScriptTable([])
