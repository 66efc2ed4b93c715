"""The save reader knows an action's fields whether their types are written as text or kept as types.

Under ``from __future__ import annotations`` (the engine's modules) a dataclass field's type is the text written;
when engine/manual.py is compiled with mypyc its manual actions' fields carry the types themselves (int, bool,
str). Saves are read the same way in both cases: before, save_schema failed at import with the compiled module
("cannot read an action field of type <class 'int'>"), so no save, replay or lab run could start.
"""

from dataclasses import dataclass, fields

import pytest

from lorcana_desktop.app import save_schema
from lorcana_desktop.app.save_schema import SaveProblem, declared_type


@dataclass(frozen=True)
class _TypedAction:  # this module has no ``from __future__ import annotations``: its fields keep real types
    player: int
    exerted: bool
    text: str
    cards: tuple[int, ...]


def test_fields_typed_as_types_read_as_the_same_written_types() -> None:
    assert [declared_type(f.type) for f in fields(_TypedAction)] == ["int", "bool", "str", "tuple[int, ...]"]
    assert [declared_type(t) for t in ("int", "bool", "str", "tuple[int, ...]")] == [
        "int", "bool", "str", "tuple[int, ...]"]


def test_a_saved_manual_action_is_checked_by_its_fields() -> None:
    save_schema.check_action({"type": "manual_exert", "player": 0, "card": 3, "exerted": True}, "actions[0]")
    with pytest.raises(SaveProblem, match="exerted"):
        save_schema.check_action({"type": "manual_exert", "player": 0, "card": 3, "exerted": 1}, "actions[0]")
    with pytest.raises(SaveProblem, match="card"):
        save_schema.check_action({"type": "manual_exert", "player": 0, "card": "x", "exerted": True}, "actions[0]")
