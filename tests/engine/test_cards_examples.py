"""The cards of the Comprehensive Rules' worked examples: each example is a scenario file playing the real cards.

A scenario may list, in its top-level "abilities" key (a format extension), the card abilities it plays:
"Full Name: ABILITY NAME", or "Full Name" for an action's effect. Each must be an automated ability of
a card the scenario puts on the table; hand-written abilities listed there are proven by the scenario
(the generic harness of test_compiled_cards leaves them to it). The README's table of examples names
files that exist.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

import pytest

from lorcana_desktop.cards import default_cards
from lorcana_desktop.scripts.compiler import compile_card

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def _files() -> list[Path]:
    return sorted(SCENARIOS.rglob("*.json"))


@lru_cache(maxsize=1)
def scenario_abilities() -> frozenset[str]:
    """Every ability id some rules scenario says it plays."""
    out: set[str] = set()
    for p in _files():
        out.update(json.loads(p.read_text(encoding="utf-8")).get("abilities", ()))
    return frozenset(out)


def _names_on_table(data: dict) -> set[str]:
    names: set[str] = set()
    for pl in data.get("players", []):
        for zone in ("deck", "hand", "play", "discard", "inkwell"):
            entries = pl.get(zone, [])
            for e in entries if isinstance(entries, list) else []:
                n = e.get("card") if isinstance(e, dict) else e
                if isinstance(n, str):
                    names.add(n.casefold())
    return names


TAGGED = [p for p in _files() if "abilities" in json.loads(p.read_text(encoding="utf-8"))]


def test_the_worked_examples_are_scenarios() -> None:
    assert sum(1 for p in TAGGED if "-example-" in p.name) >= 50


@pytest.mark.parametrize("path", TAGGED, ids=[p.name for p in TAGGED])
def test_listed_abilities_are_automated_cards_on_the_table(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    table = _names_on_table(data)
    cards = default_cards()
    for ref in data["abilities"]:
        full, _, ability = ref.partition(": ")  # "Full Name: ABILITY NAME", or an action's "Full Name"
        assert full.casefold() in table, f"{path.name}: {full} is not in the scenario"
        r = compile_card(cards.by_name(full))
        names = {x.name for x in r.results if x.compiled}
        assert ability in names, f"{path.name}: {ref} is not an automated ability of {full} ({sorted(names)})"


def test_the_readme_table_names_existing_files() -> None:
    text = (SCENARIOS / "README.md").read_text(encoding="utf-8")
    section = text.split("## Worked examples", 1)[1].split("\n## ", 1)[0]
    files = re.findall(r"`([^`]+\.json)`", section)
    assert len(files) >= 50
    for f in files:
        assert list(SCENARIOS.rglob(f)), f"README names {f}, which is not in tests/scenarios"


# CR 6.7.3.3 examples A and B name John Smith - Undaunted Protector (set 11, whose hand script belongs to
# another module): the engine's rule is proven here with the ability his printed text asks for.
def _john_smith_game(smiths: int):  # type: ignore[no-untyped-def]
    from lorcana_desktop.app.scenario import Scenario
    from lorcana_desktop.engine.abilities import ChainedScripts, ScriptTable, StaticAbility
    from lorcana_desktop.scripts import default_provider

    john = "John Smith - Undaunted Protector"
    scripts = ChainedScripts(ScriptTable.of({john: [StaticAbility("DO YOUR WORST", "self", "must_be_chosen")]}),
                             default_provider())
    data = {"active": 1, "turn": 4, "players": [
        {"deck": ["Mickey Mouse - True Friend"] * 3,
         "play": [{"card": john, "id": f"john{k}"} for k in range(smiths)]
         + [{"card": "Aurora - Regal Princess", "id": "aurora"}]},
        {"deck": ["Mickey Mouse - True Friend"] * 3, "inkwell": 3, "hand": [{"card": "Smash", "id": "smash"}],
         "play": [{"card": "Stitch - New Dog", "id": "stitch"}]}]}
    sc = Scenario(data, default_cards(), scripts=scripts)
    sc.run_step({"do": {"type": "play", "card": "smash"}})
    return sc


def test_john_smith_must_be_chosen_by_opponents() -> None:
    # CR 6.7.3.3 example A: Smash must choose John Smith; not Aurora, nor the caster's own Stitch.
    sc = _john_smith_game(1)
    info = sc.game.pending_info()
    assert info is not None and tuple(info.decision.options) == (sc.ref("john0"),)  # type: ignore[union-attr]
    sc.run_step({"do": {"type": "choose", "targets": ["john0"]}})
    assert sc.game.s.damage[sc.ref("john0")] == 3 and sc.game.s.damage[sc.ref("aurora")] == 0


def test_two_john_smiths_either_one_satisfies_the_requirement() -> None:
    # CR 6.7.3.3 example B: either copy may be chosen; the other one's requirement then does not matter.
    sc = _john_smith_game(2)
    info = sc.game.pending_info()
    assert info is not None and set(info.decision.options) == {sc.ref("john0"), sc.ref("john1")}  # type: ignore[union-attr]
    sc.run_step({"do": {"type": "choose", "targets": ["john1"]}})
    assert sc.game.s.damage[sc.ref("john1")] == 3 and sc.game.s.damage[sc.ref("john0")] == 0
