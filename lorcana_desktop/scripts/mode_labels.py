"""Words for each mode of a "Choose one:" ability, so the player choosing sees what each answer does."""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

from lorcana_desktop.engine import lang as L
from lorcana_desktop.scripts.effects import render_steps

T = TypeVar("T")


def label_modes(obj: T, card_type: str) -> T:
    """``obj`` (an ability or a step) with every ``Modes`` step inside it labelled by its modes' English
    rendering (kept as it was when a mode cannot be rendered, or it is labelled already)."""
    if not dataclasses.is_dataclass(obj) or isinstance(obj, type):
        return obj
    changes: dict[str, Any] = {}
    for f in dataclasses.fields(obj):
        value = getattr(obj, f.name)
        new = _map(value, card_type)
        if new is not value:
            changes[f.name] = new
    if isinstance(obj, L.Modes) and not obj.labels:
        modes = changes.get("modes", obj.modes)
        words = [render_steps(m, card_type) for m in modes]
        if all(words):
            changes["labels"] = tuple(w for w in words if w)
    return dataclasses.replace(obj, **changes) if changes else obj  # type: ignore[type-var]


def _map(value: Any, card_type: str) -> Any:
    """Steps inside a field (a step, or tuples of them), labelled; anything else as it is."""
    if isinstance(value, L.Step):
        return label_modes(value, card_type)
    if isinstance(value, tuple) and value and any(isinstance(x, (L.Step, tuple)) for x in value):
        new = tuple(_map(x, card_type) for x in value)
        return value if all(a is b for a, b in zip(new, value, strict=True)) else new
    return value
