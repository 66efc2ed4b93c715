"""Why the rules refuse an action, as both games say it: a typed reason (a code enum member, its values by name,
the rule it cites, the English text) and ``IllegalAction`` carrying one; the check/apply contract both engines keep.

Lorcana's ``engine.reasons.Reason`` (codes ``Why``, rules cited as CR sections) and Exo's
``exo.engine.reasons.ExoReason`` (codes ``ExoWhy``, rules cited by the Italian rules' parts or a ruling) are the
two kinds of :class:`RuleReason`; each game's codes stay beside its engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import Any, Protocol


class RuleReason:
    """A refusal's reason: ``code`` (an enum member of the game's codes), ``values`` by name, the ``rule`` it cites
    ("" when none) and its English ``text`` ("the sentence (rule)"). The two games' reasons are frozen dataclasses
    that subclass this; the window words a reason by its code, never by reading the English."""

    __slots__ = ()

    code: Enum
    values: tuple[tuple[str, str | int], ...]

    @property
    def sentence(self) -> str:
        """The code's English sentence with its values in braces."""
        raise NotImplementedError

    @property
    def rule(self) -> str:
        """The rule the reason cites ("" when none)."""
        raise NotImplementedError

    def cited(self) -> str:
        """The rule as the English text cites it in brackets (Lorcana: "CR 4.5.1.2")."""
        return self.rule

    def named_values(self) -> dict[str, str | int]:
        """The values the sentence is filled with."""
        return dict(self.values)

    @property
    def text(self) -> str:
        """The English sentence with the rule it cites (logs, tests, the save's messages)."""
        sentence = self.sentence.format(**self.named_values())
        return f"{sentence} ({self.cited()})" if self.rule else sentence

    def value(self, name: str) -> str | int:
        """The value named ``name`` (KeyError if the reason has none)."""
        for k, v in self.values:
            if k == name:
                return v
        raise KeyError(name)

    def __str__(self) -> str:
        return self.text


class IllegalAction(Exception):
    """An action the rules do not allow now; ``reason`` says why (Lorcana CR 1.7.6): a typed :class:`RuleReason`
    from the rules (its code and values; ``str()`` gives the English), or a sentence of the app around them."""

    def __init__(self, reason: RuleReason | str) -> None:
        super().__init__(str(reason))
        self.reason = reason


class RulesGame(Protocol):
    """The contract both engines keep: ``check`` says why an action is refused (None: legal), ``apply`` performs a
    legal one or raises :class:`IllegalAction` with the state untouched, ``legal_actions`` lists what ``check``
    accepts (answers that cannot be listed, such as conceding, aside)."""

    def check(self, action: Any) -> RuleReason | None: ...

    def apply(self, action: Any) -> Any: ...

    def legal_actions(self) -> Sequence[Any]: ...


__all__ = ["IllegalAction", "RuleReason", "RulesGame"]
