"""The rules scenario runner's loop both games share: each step is one of do / illegal / expect, checked the same
way (``shared/specs/scenario-format.md``); building the position, reading an action and the expect keys stay each
game's own (``rulesets/lorcana_scenario.py``, ``exo/scenario.py``), plugged in as a :class:`ScenarioPosition`."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from lorcana_desktop.rules_core.refusals import IllegalAction, RulesGame


class ScenarioError(Exception):
    """The scenario file itself is wrong (bad JSON, an unknown card, alias or key, a bad value)."""


class StepFailed(Exception):
    """A step's check failed: the engine did not do what the scenario says the rules do."""


@dataclass(frozen=True, slots=True)
class ScenarioOutcome:
    """One rules scenario run by a ruleset's own runner: passed, or where and why not (``step``: the 0-based failing
    step, None: the set-up)."""

    path: str
    title: str
    passed: bool
    step: int | None
    message: str
    steps_run: int = 0
    log: tuple[str, ...] = ()
    exercised: tuple[Any, ...] = ()  # what the run played and then checked (Lorcana: card abilities, for coverage)


class ScenarioPosition(Protocol):
    """A game's built scenario: its game, how it reads an action, and its own steps around the shared loop."""

    @property
    def game(self) -> RulesGame: ...

    state_changed: str  # the failure when a refused action changed the state

    def action(self, raw: Any) -> Any:
        """The action a step names (ScenarioError when the file names none)."""

    def snapshot(self) -> str:
        """The whole state as text: equal before and after a refused action (the state is untouched)."""

    def listed_form(self, action: Any, legal: bool) -> Any | None:
        """How ``legal_actions()`` lists ``action`` (None: it is never listed, so there is nothing to agree on)."""

    def before_step(self) -> None:
        """Run before each step (Exo: the forced passes of ``auto_pass``)."""

    def before_do(self, action: Any) -> None:
        """Run before a ``do`` is applied (Lorcana: what the play's cost shows of a card's abilities)."""

    def checked(self) -> None:
        """Run after a step that checked the state (Lorcana: the abilities proven so far)."""

    def expect(self, e: Any) -> None:
        """Check an ``expect`` step (the game's keys; the shared ``legal`` / ``illegal`` lists through
        :func:`expect_legal` and :func:`expect_illegal`)."""

    def log_lines(self) -> tuple[str, ...]:
        """The game's log so far, in English."""

    @property
    def exercised(self) -> tuple[Any, ...]:
        """What the run played and then checked (empty for a game that does not count it)."""


def describe(raw: Any) -> str:
    """A step's action as the file wrote it (the failures quote it)."""
    return json.dumps(raw, ensure_ascii=False)


def agree(sc: ScenarioPosition, action: Any, legal: bool, raw: Any) -> None:
    """check() and legal_actions() agree on ``action`` (what is never listed aside)."""
    listed_form = sc.listed_form(action, legal)
    if listed_form is None:
        return
    listed = listed_form in sc.game.legal_actions()
    if listed != legal:
        word = "accepted" if legal else "refused"
        raise StepFailed(f"engine disagrees with itself: {describe(raw)} is {word} by check() "
                         f"but {'missing from' if legal else 'listed in'} legal_actions()")


def expect_legal(sc: ScenarioPosition, legal: list[Any]) -> None:
    """An expect's ``legal`` list: each action accepted by check() and listed by legal_actions()."""
    for raw in legal:
        a = sc.action(raw)
        reason = sc.game.check(a)
        if reason is not None:
            raise StepFailed(f"{describe(raw)} should be legal but: {reason}")
        agree(sc, a, True, raw)


def expect_illegal(sc: ScenarioPosition, illegal: list[Any]) -> None:
    """An expect's ``illegal`` list: each action refused by check() and not listed by legal_actions()."""
    for raw in illegal:
        a = sc.action(raw)
        if sc.game.check(a) is None:
            raise StepFailed(f"{describe(raw)} should be illegal but is accepted")
        agree(sc, a, False, raw)


def run_step(sc: ScenarioPosition, step: Any) -> None:
    """One step: ``do`` (accepted, listed, applied), ``illegal`` (refused, not listed, the state untouched) or
    ``expect``."""
    if not isinstance(step, dict):
        raise ScenarioError(f"a step is an object, not {step!r}")
    keys = [k for k in ("do", "illegal", "expect") if k in step]
    if len(keys) != 1:
        raise ScenarioError("a step has exactly one of 'do', 'illegal', 'expect'")
    sc.before_step()
    g = sc.game
    if "do" in step:
        a = sc.action(step["do"])
        reason = g.check(a)
        if reason is not None:
            raise StepFailed(f"{describe(step['do'])} was refused: {reason}")
        agree(sc, a, True, step["do"])
        sc.before_do(a)
        g.apply(a)
    elif "illegal" in step:
        a = sc.action(step["illegal"])
        before = sc.snapshot()
        if g.check(a) is None:
            raise StepFailed(f"{describe(step['illegal'])} was accepted but should be illegal")
        agree(sc, a, False, step["illegal"])
        try:
            g.apply(a)
        except IllegalAction:
            pass
        else:
            raise StepFailed(f"{describe(step['illegal'])}: apply() did not refuse it")
        if sc.snapshot() != before:
            raise StepFailed(sc.state_changed)
        sc.checked()
    else:
        sc.expect(step["expect"])
        sc.checked()


def run_steps(build: Callable[[], ScenarioPosition], data: dict[str, Any], path: str) -> ScenarioOutcome:
    """Build a scenario's position, then run its steps in order: the outcome says it passed, or the first step that
    failed and why. Nothing a file holds ends the run with a traceback."""
    title = str(data.get("title", ""))
    try:
        sc = build()
    except ScenarioError as exc:
        return ScenarioOutcome(path, title, False, None, f"bad scenario: {exc}")
    except IllegalAction as exc:
        return ScenarioOutcome(path, title, False, None, f"set-up refused: {exc.reason}")
    except Exception as exc:  # noqa: BLE001  (a file must never end the run with a traceback)
        return ScenarioOutcome(path, title, False, None, f"bad scenario: {type(exc).__name__}: {exc}")
    steps = data.get("steps")
    if not isinstance(steps, list):
        return ScenarioOutcome(path, title, False, None, "bad scenario: 'steps' must be a list")
    for n, step in enumerate(steps):
        try:
            run_step(sc, step)
        except StepFailed as exc:
            return ScenarioOutcome(path, title, False, n, str(exc), n, sc.log_lines())
        except ScenarioError as exc:
            return ScenarioOutcome(path, title, False, n, f"bad step: {exc}", n, sc.log_lines())
        except IllegalAction as exc:
            return ScenarioOutcome(path, title, False, n, f"refused: {exc.reason}", n, sc.log_lines())
        except Exception as exc:  # noqa: BLE001  (an engine fault is reported as this file's failure)
            return ScenarioOutcome(path, title, False, n, f"error: {type(exc).__name__}: {exc}", n, sc.log_lines())
    return ScenarioOutcome(path, title, True, None, "", len(steps), sc.log_lines(), sc.exercised)


__all__ = ["ScenarioError", "ScenarioOutcome", "ScenarioPosition", "StepFailed", "agree", "describe",
           "expect_illegal", "expect_legal", "run_step", "run_steps"]
