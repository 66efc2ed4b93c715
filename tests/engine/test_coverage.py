"""``cards coverage``: the honest count (abilities proven by card scenarios, or made of template branches that
scenarios play) beside the old count, on hand-made inputs and on the real catalog."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from lorcana_desktop.app.scenario import prove_abilities
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine.abilities import NO_SCRIPTS
from lorcana_desktop.scripts.branches import Branch, Kind
from lorcana_desktop.scripts.coverage import (
    CardEntry,
    CardKind,
    PrintedAbility,
    card_entries,
    count,
    format_coverage,
)

ROOT = Path(__file__).resolve().parents[2]
DEAL = Branch(Kind.CLAUSE, "deal damage", "chosen")
OPP = Branch(Kind.SELECTOR, "selector", "opposing")
PLAY = Branch(Kind.TRIGGER, "play", "subject: self")
QUEST = Branch(Kind.TRIGGER, "quest", "subject: self")
MAY = Branch(Kind.BODY, "you may", "optional")


def compiled(*branches: Branch, at: int = 0) -> PrintedAbility:
    return PrintedAbility(True, False, {b: frozenset() for b in branches}, (at,))  # carried by the ability itself


def entry(name: str, set_code: str, *abilities: PrintedAbility) -> CardEntry:
    return CardEntry(name, set_code, CardKind.ABILITIES, abilities)


CARDS = [
    CardEntry("Plain - Vanilla", "1", CardKind.VANILLA),
    CardEntry("Keen - Evasive", "1", CardKind.KEYWORDS),
    entry("Played - On Play", "1", compiled(PLAY, DEAL, OPP)),  # a scenario plays it
    entry("Alike - On Play", "2", compiled(PLAY, DEAL)),  # every branch played through the card above
    entry("Quester - On Quest", "2", compiled(QUEST, DEAL)),  # QUEST is played by no scenario
    entry("Maybe - Quest", "2", compiled(QUEST, DEAL, MAY)),  # two branches missing
    entry("Hand - Unplayed", "2", PrintedAbility(True, True, {}, (0,))),  # a hand script, no scenario
    entry("Hand - Played", "3", PrintedAbility(True, True, {}, (0,))),
    entry("Mixed - Two", "3", PrintedAbility(True, True, {}, (0,)), compiled(PLAY, DEAL, at=1)),
    entry("Manual - Half", "3", compiled(PLAY, DEAL), PrintedAbility(False)),
    entry("Manual - All", "3", PrintedAbility(False)),
    entry("Boss - Card", "Q1", compiled(PLAY, DEAL)),
]
PLAYED: dict[tuple[str, int], set[tuple[str | int, ...]]] = {
    ("played - on play", 0): set(), ("Hand - Played", 0): set(), ("Mixed - Two", 0): set()}


def test_only_played_abilities_and_covered_branches_count() -> None:
    cov = count(CARDS, PLAYED)
    by = {s.name: s for s in cov.sets}
    # Set 1: vanilla, keyword-only and the played card; all three also count the old way.
    assert (by["1"].honest, by["1"].automated, by["1"].played) == (3, 3, 1)
    # Set 2: only "Alike" (its branches were all played on another card); the old count takes all four.
    assert (by["2"].proven, by["2"].automated) == (1, 4)
    # Set 3: the played hand script, and the card whose hand ability is played and compiled one covered.
    assert (by["3"].proven, by["3"].full, by["3"].partial, by["3"].none) == (2, 2, 1, 1)
    assert by["Q1"].proven == 1
    assert cov.main.unique == 11 and cov.main.honest == 6 and cov.total.honest == 7
    assert cov.covered == frozenset({PLAY, DEAL, OPP})
    assert cov.branches == frozenset({PLAY, DEAL, OPP, QUEST, MAY})
    assert (cov.families, cov.covered_families) == (5, 3)


def test_uncovered_branches_are_listed_by_the_cards_they_keep_out() -> None:
    cov = count(CARDS, PLAYED)
    assert cov.uncovered_uses[QUEST] == 2 and cov.uncovered_alone[QUEST] == 1  # "Quester" lacks only QUEST
    assert cov.uncovered_uses[MAY] == 1 and cov.uncovered_alone[MAY] == 0
    text = format_coverage(cov, missing=5)
    listed = text[text.index("branches no scenario plays yet"):].splitlines()
    assert listed[1] == "    2 (  1)  trigger 'quest': subject: self"
    assert text.splitlines()[-1] == ("automated 7 of 12 unique cards (58.3%) proven by scenarios; "
                                     "10 (83.3%) by the old count")


def test_an_ability_played_but_not_automated_does_not_count() -> None:
    cov = count([entry("Manual - All", "1", PrintedAbility(False, indexes=(0,)))], {("Manual - All", 0): set()})
    assert cov.total.honest == 0 and cov.covered == frozenset()


def test_a_branch_carried_by_a_step_counts_only_when_that_step_ran() -> None:
    # "Choose one: deal damage ... / you may ...": the scenario chose the first mode; the second never ran.
    first, second = ("steps", 0, "modes", 0, 0), ("steps", 0, "modes", 1, 0)
    modes = PrintedAbility(True, False, {PLAY: frozenset(), DEAL: frozenset({first}), MAY: frozenset({second})}, (0,))
    cards = [entry("Modes - Card", "1", modes), entry("Other - Deal", "1", compiled(PLAY, DEAL)),
             entry("Other - May", "1", compiled(PLAY, MAY))]
    cov = count(cards, {("Modes - Card", 0): {("steps", 0), first}})
    assert cov.covered == frozenset({PLAY, DEAL})
    by = {s.name: s for s in cov.sets}
    assert by["1"].proven == 2  # the card played (whatever mode), and the other one made of covered branches


def test_a_trigger_counts_only_when_its_own_event_played_it() -> None:
    # "When you play this character and whenever he quests, ...": two engine abilities (0 and 1) of one printed one.
    both = PrintedAbility(True, False, {PLAY: frozenset({("ability", 0)}), QUEST: frozenset({("ability", 1)})}, (0, 1))
    cov = count([entry("Two - Triggers", "1", both)], {("Two - Triggers", 0): {("ability",)}})
    assert cov.covered == frozenset({PLAY}) and cov.total.honest == 1


def test_without_any_scenario_only_vanilla_and_keyword_cards_count() -> None:
    cov = count(CARDS, {})
    assert cov.total.honest == 2 and cov.total.automated == 10 and not cov.covered


BASE = {"active": 0, "turn": 3,
        "players": [{"deck": ["Stitch - New Dog"] * 3, "inkwell": 5, "hand": [{"card": "Dragon Fire", "id": "fire"}]},
                    {"deck": ["Stitch - New Dog"] * 3, "play": [{"card": "Stitch - New Dog", "id": "s"}]}]}


def _file(tmp_path: Path, name: str, steps: list) -> Path:
    p = tmp_path / "cards" / name
    p.parent.mkdir(exist_ok=True)
    p.write_text(json.dumps({**BASE, "steps": steps}), encoding="utf-8")
    return p


def test_a_failing_or_unchecked_scenario_proves_nothing(tmp_path: Path, cards: CardIndex) -> None:
    play = [{"do": {"type": "play", "card": "fire"}}, {"do": {"type": "choose", "targets": ["s"]}}]
    _file(tmp_path, "checked.json", [*play, {"expect": {"zones": {"p1.discard": ["Stitch - New Dog"]}}}])
    assert set(prove_abilities([tmp_path], cards).played) == {("Dragon Fire", 0)}
    (tmp_path / "cards" / "checked.json").unlink()
    _file(tmp_path, "unchecked.json", play)  # played, but no step looks at the result
    _file(tmp_path, "wrong.json", [*play, {"expect": {"zones": {"p1.discard": []}}}])
    proofs = prove_abilities([tmp_path], cards)
    assert proofs.played == {} and proofs.files == 2
    assert len(proofs.failed) == 1 and "wrong.json" in proofs.failed[0]


def test_a_name_a_card_counts_as_is_proven_by_a_scenario_that_matches_it(tmp_path: Path, cards: CardIndex) -> None:
    # Turbo - Royal Hack's only text besides Rush is "also counts as being named King Candy for Shift": no engine
    # ability, yet King Candy - Sweet Abomination shifting onto him plays it, and then the card counts.
    turbo = [e for e in card_entries([cards.by_name("Turbo - Royal Hack")])[0]]
    assert count(turbo, {}).total.proven == 0
    shift = {"active": 0, "turn": 3,
             "players": [{"deck": ["Stitch - New Dog"] * 3, "inkwell": 3,
                          "hand": [{"card": "King Candy - Sweet Abomination", "id": "kc"}],
                          "play": [{"card": "Turbo - Royal Hack", "id": "turbo"}]},
                         {"deck": ["Stitch - New Dog"] * 3}],
             "steps": [{"do": {"type": "play", "card": "kc", "shift": "turbo"}}, {"do": {"type": "choose", "trigger": 0}},
                       {"do": {"type": "choose", "accept": False}}, {"expect": {"cards": {"kc": {"zone": "play"}}}}]}
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "turbo.json").write_text(json.dumps(shift), encoding="utf-8")
    proofs = prove_abilities([tmp_path], cards)
    assert count(turbo, proofs.played).total.proven == 1


def test_counts_add_up_and_a_provider_without_scripts_automates_nothing(cards: CardIndex) -> None:
    entries, missing = card_entries(cards)
    cov = count(entries, {})
    t = cov.total
    assert t.unique == len(list(cards))
    assert t.vanilla + t.keyword_only + t.full + t.partial + t.none == t.unique
    assert sum(s.unique for s in cov.sets) == t.unique and cov.main.unique < t.unique
    assert t.honest == t.vanilla + t.keyword_only  # nothing played: nothing with abilities is proven
    assert len(cov.branches) > 300 and missing
    bare = count(card_entries(cards, NO_SCRIPTS)[0], {}).total
    assert bare.full == 0 and bare.automated == bare.vanilla + bare.keyword_only
    assert t.automated > bare.automated + 400


def test_the_command_counts_with_the_card_scenarios() -> None:
    out = subprocess.run([sys.executable, "-m", "lorcana_desktop", "cards", "coverage", "--missing", "3"], cwd=ROOT,
                         check=False, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    last = lines[-1]
    assert last.startswith("automated ") and "proven by scenarios" in last and "by the old count" in last
    honest, old = int(last.split()[1].replace(",", "")), int(last.split("; ")[1].split()[0])
    assert 0 < honest < old
    assert any("card scenarios run in" in line for line in lines)
    assert "branches no scenario plays yet" in out.stdout


def test_the_command_names_a_missing_scenario_folder(tmp_path: Path) -> None:
    out = subprocess.run([sys.executable, "-m", "lorcana_desktop", "cards", "coverage", "--scenarios",
                          str(tmp_path / "nowhere")], cwd=ROOT, check=False, capture_output=True, text=True,
                         timeout=300)
    assert out.returncode == 1 and "no scenario files at" in out.stderr


def test_the_precons_and_the_rules_worked_examples_play_fully_automated(cards: CardIndex) -> None:
    # Issue 10's targets beside the percentage: every card of the six decks in decks/, and every card a worked
    # example of the rules names (the table in tests/scenarios/README.md), plays with no "manual" ability.
    import re

    from lorcana_desktop.decks import parse_text
    from lorcana_desktop.scripts import manual_abilities

    names: set[str] = set()
    for f in sorted((ROOT / "decks").glob("*.txt")):
        names |= {c.full_name for c in parse_text(f.read_text(encoding="utf-8"), cards, name=f.stem).deck.cards()}
    assert len(names) > 60
    readme = (ROOT / "tests" / "scenarios" / "README.md").read_text(encoding="utf-8")
    table = readme[readme.index("## Worked examples"):readme.index("## Conventions")]
    named: set[str] = set()
    for row in table.splitlines():
        cols = [c.strip() for c in row.split("|")]
        if len(cols) < 6 or ".json" not in cols[4]:
            continue  # the header, and examples played elsewhere (deck building: tests/decks)
        for part in re.split(r";|,(?![^()]*\))", re.sub(r"\([^)]*\)", "", cols[3])):
            if part.strip() and part.strip() != "—":
                named.add(cards.by_name(part.strip()).full_name)
    assert len(named) > 60, sorted(named)
    manual = {n: manual_abilities(cards.by_name(n)) for n in sorted(names | named)}
    assert not {n: m for n, m in manual.items() if m}


_ = pytest
