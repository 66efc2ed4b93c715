"""The scenario runner as the app and the command line use it: a file's ``"game"`` picks its Ruleset
(``rulesets.ruleset_named``), which builds the position and runs the steps; Lorcana's runner is
``rulesets/lorcana_scenario.py`` (format: ``shared/specs/scenario-format.md``), Exo's ``exo/scenario.py``."""

from __future__ import annotations

from lorcana_desktop.rulesets.lorcana_scenario import (
    Scenario,
    ScenarioError,
    ScenarioProofs,
    ScenarioResult,
    StepFailed,
    load_scenario,
    prove_abilities,
    run_scenario,
    scenario_files,
)

__all__ = ["Scenario", "ScenarioError", "ScenarioProofs", "ScenarioResult", "StepFailed", "load_scenario",
           "prove_abilities", "run_scenario", "scenario_files"]
