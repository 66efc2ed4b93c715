"""What every card game of the program shares, once: a refusal's typed reason and ``IllegalAction``, the
check/apply contract, the scenario runner's do / illegal / expect loop, the seeded RNG (``rng``), undo that never
crosses a reveal and replay (``history``), and name matching (``names``) (both engines import this; it imports no
game)."""

from __future__ import annotations

from lorcana_desktop.rules_core.refusals import IllegalAction, RuleReason, RulesGame

__all__ = ["IllegalAction", "RuleReason", "RulesGame"]
