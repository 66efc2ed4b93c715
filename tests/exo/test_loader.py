"""The Exo set-file loader: a good file reads into typed cards; every kind of mistake is named with the
card's id, the key and the file's line (DESIGN.md §2.2), TOML and JSON alike."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lorcana_desktop.exo.cards import (
    AbilityKind,
    CardType,
    Keyword,
    LoadResult,
    PassiveKeyword,
    SetFileError,
    Severity,
    load_set,
    load_set_file,
    load_set_text,
    loader,
)
from lorcana_desktop.exo.cards import effects as ops
from lorcana_desktop.exo.cards.terms import Duration, Side, Zone

from .conftest import HEADER, line_with

# The three example cards of DESIGN.md §2.2 (invented cards), as a person would write them.
GOOD = HEADER + """
[[card]]                         # 1) a Leader: life, emergency side, Leader effect
id = "FAN1-001"
name = "Vessa, Custode del Faro"
type = "leader"
colors = ["blu"]
races = ["Umana"]
classes = ["Guardiana"]
life = 6
emergency = 3
strength = 300
text = "Effetto Leader: pesca una carta, poi metti una carta dalla tua mano in zona Occulto."
  [[card.abilities]]
  kind = "leader"                # once per turn, your Main phase only
  effect = [ {op = "draw", who = "you", n = 1},
             {op = "to_occulto", who = "you", from = "mano", count = 1} ]
  [card.emergency_side]
  strength = 500
  text = "STATO DI EMERGENZA: distruggi una Creatura bersaglio con forza 200 o meno."
    [[card.emergency_side.abilities]]
    keyword = "STATO DI EMERGENZA"
    targets = [ {var = "t", filter = {type = "creatura", strength_lte = 200}, count = 1} ]
    effect = [ {op = "destroy", who = "t"} ]

[[card]]                         # 2) a Creatura: Costo, passive VELOCE, GUARDIA, MORTE trigger
id = "FAN1-014"
name = "Lupo di Brina"
type = "creatura"
colors = ["blu"]
races = ["Bestia"]
classes = ["Cacciatore"]
cost = {amount = 1}
strength = 200
keywords = ["VELOCE"]
text = "VELOCE. GUARDIA. MORTE: pesca una carta."
  [[card.abilities]]
  keyword = "GUARDIA"
  [[card.abilities]]
  keyword = "MORTE"
  effect = [ {op = "draw", who = "you", n = 1} ]

[[card]]                         # 3) a Tattica: no cost, target in Campo or Etere, duration
id = "FAN1-027"
name = "Riflesso di Cristallo"
type = "tattica"
colors = ["blu"]
text = "Una Creatura bersaglio guadagna +200 forza fino alla fine del turno."
  [[card.abilities]]
  kind = "tactic"
  targets = [ {var = "t", filter = {type = ["creatura", "evoluzione", "vice leader"]}, count = 1} ]
  effect = [ {op = "strength", who = "t", amount = 200, until = "end_of_turn"} ]

[[card]]                         # an ability left to a person: text, no effect steps
id = "FAN1-030"
name = "Veggente del Faro"
type = "creatura"
colors = ["viola"]
cost = {amount = 2, colors = {viola = 1}}
strength = 100
text = "ATTIVAZIONE: guarda la mano del tuo avversario."
  [[card.abilities]]
  keyword = "ATTIVAZIONE"
"""


def read(text: str, source: str = "set.toml") -> LoadResult:
    return load_set_text(text, source=source)


def only_error(result: LoadResult):
    assert result.set is None and not result.ok
    assert len(result.errors) == 1, [str(p) for p in result.errors]
    return result.errors[0]


def test_the_design_examples_read_into_typed_cards() -> None:
    result = read(GOOD)
    assert result.ok, [str(p) for p in result.problems]
    s = result.set
    assert s is not None and s.code == "FAN1" and len(s.cards) == 4
    vessa = s.card("FAN1-001")
    assert vessa is not None
    assert vessa.type is CardType.LEADER and vessa.life == 6 and vessa.emergency == 3 and vessa.strength == 300
    assert vessa.set_code == "FAN1" and vessa.number == "001"
    leader = vessa.abilities[0]
    assert leader.kind is AbilityKind.LEADER
    assert leader.effect == (ops.Draw(), ops.ToOcculto(from_=Zone.MANO, count=1))
    back = vessa.emergency_side
    assert back is not None and back.strength == 500
    flip = back.abilities[0]
    assert flip.keyword is Keyword.STATO_DI_EMERGENZA and flip.targets[0].filter.strength_lte == 200
    assert flip.effect == (ops.Destroy(who="t"),)
    lupo = s.card("FAN1-014")
    assert lupo is not None and lupo.keywords == (PassiveKeyword.VELOCE,) and lupo.cost and lupo.cost.amount == 1
    assert [a.keyword for a in lupo.abilities] == [Keyword.GUARDIA, Keyword.MORTE]
    tactic = s.card("FAN1-027")
    assert tactic is not None and tactic.strength is None and tactic.cost is None
    step = tactic.abilities[0].effect[0]  # type: ignore[index]
    assert step == ops.StrengthChange(who="t", amount=200, until=Duration.END_OF_TURN)
    assert tactic.abilities[0].targets[0].filter.type == (CardType.CREATURA, CardType.EVOLUZIONE, CardType.VICE_LEADER)
    assert tactic.abilities[0].targets[0].filter.owner is Side.ANY


def test_the_summary_counts_types_and_automated_against_manual_abilities() -> None:
    summary = read(GOOD).summary()
    assert dict(summary.by_type) == {CardType.LEADER: 1, CardType.CREATURA: 2, CardType.TATTICA: 1}
    # Leader effect, STATO DI EMERGENZA, GUARDIA (its rule is the effect), MORTE, the Tattica: 5 played by the program.
    assert summary.automated == 5
    assert [(m.card_id, m.label, m.key) for m in summary.manual] == [("FAN1-030", "ATTIVAZIONE", "abilities[0]")]
    assert summary.passive_keywords == 1


def test_the_same_set_as_json_reads_the_same() -> None:
    import tomllib

    as_json = json.dumps(tomllib.loads(GOOD), ensure_ascii=False, indent=2)
    result = read(as_json, "set.json")
    assert result.ok and result.set == read(GOOD).set
    assert read(as_json, "no-suffix").set == read(GOOD).set  # "{" first: JSON


# Each case: the change to GOOD (old text -> new text), then the card id, the key, the text on the
# reported line (found in the changed file by the test itself; or (text, nth time, lines after it):
# a missing key is reported on its table's header) and a piece of the message.
MISTAKES = [
    pytest.param('races = ["Bestia"]', 'colour = ["blu"]', "FAN1-014", "colour", 'colour = ["blu"]',
                 'unknown key "colour" (did you mean "colors"?)', id="unknown-card-key"),
    pytest.param('effect = [ {op = "draw", who = "you", n = 1} ]', 'effect = [ {op = "drow", who = "you", n = 1} ]',
                 "FAN1-014", "abilities[1].effect[0].op", 'op = "drow"', 'unknown op "drow" (did you mean "draw"?)',
                 id="unknown-op"),
    pytest.param('effect = [ {op = "draw", who = "you", n = 1} ]', 'effect = [ {op = "draw", who = "you", cards = 1} ]',
                 "FAN1-014", "abilities[1].effect[0].cards", "cards = 1", 'unknown key "cards"', id="unknown-op-key"),
    pytest.param('effect = [ {op = "draw", who = "you", n = 1} ]', 'effect = [ {op = "draw", who = "you", n = "due"} ]',
                 "FAN1-014", "abilities[1].effect[0].n", 'n = "due"', 'expected a whole number, got "due"',
                 id="bad-value-type"),
    pytest.param('effect = [ {op = "draw", who = "you", n = 1} ]', 'effect = [ {op = "draw", who = "you", n = 0} ]',
                 "FAN1-014", "abilities[1].effect[0].n", "n = 0", "0 is out of range: 1 or more", id="out-of-range"),
    pytest.param('effect = [ {op = "draw", who = "you", n = 1} ]', 'effect = [ {op = "draw", who = "me", n = 1} ]',
                 "FAN1-014", "abilities[1].effect[0].who", 'who = "me"', 'unknown player "me"; one of: you, opponent, each', id="unknown-player"),
    pytest.param('effect = [ {op = "draw", who = "you", n = 1} ]', 'effect = [ {who = "you", n = 1} ]',
                 "FAN1-014", "abilities[1].effect[0]", '{who = "you", n = 1}', 'missing key "op"', id="step-without-op"),
    pytest.param('type = "creatura"\ncolors = ["blu"]\nraces = ["Bestia"]', 'type = "creature"\ncolors = ["blu"]\nraces = ["Bestia"]',
                 "FAN1-014", "type", 'type = "creature"', 'unknown card type "creature" (did you mean "creatura"?)',
                 id="unknown-type"),
    pytest.param("life = 6\n", "", "FAN1-001", "life", "# 1) a Leader", "a Leader needs life", id="leader-without-life"),
    pytest.param('type = "tattica"\ncolors = ["blu"]\n', 'type = "tattica"\ncolors = ["blu"]\nstrength = 100\n',
                 "FAN1-027", "strength", "strength = 100", "a Tattica has no strength", id="tactic-with-strength"),
    pytest.param("cost = {amount = 1}\n", "", "FAN1-014", "cost", "# 2) a Creatura", "a creatura needs a cost",
                 id="creature-without-cost"),
    pytest.param('classes = ["Cacciatore"]', 'classes = ["Cacciatore"]\nlife = 3', "FAN1-014", "life", "life = 3",
                 "only a Leader has life", id="life-on-a-creature"),
    pytest.param('colors = {viola = 1}', 'colors = {verde = 1}', "FAN1-030", "cost.colors.verde", "colors = {verde = 1}",
                 'the colour "verde" is not one of the set\'s colours', id="undeclared-colour"),
    pytest.param('{op = "destroy", who = "t"}', '{op = "destroy", who = "x"}', "FAN1-001",
                 "emergency_side.abilities[0].effect[0].who", 'op = "destroy"', "'x' is not a declared target",
                 id="undeclared-target"),
    pytest.param("emergency = 3", "emergency = 6", "FAN1-001", "emergency", "emergency = 6",
                 "emergency 6 must be below the Leader's life 6", id="emergency-not-below-life"),
    pytest.param('keyword = "STATO DI EMERGENZA"', 'keyword = "MORTE"', "FAN1-001", "emergency_side.abilities",
                 "[card.emergency_side]", "needs its STATO DI EMERGENZA ability", id="emergency-side-without-flip"),
    pytest.param('  [[card.abilities]]\n  keyword = "GUARDIA"', '  [[card.abilities]]\n  keyword = "STATO DI EMERGENZA"',
                 "FAN1-014", "abilities[0].keyword", ('keyword = "STATO DI EMERGENZA"', 2, 0),
                 "STATO DI EMERGENZA belongs on a Leader's emergency_side", id="flip-on-a-creature"),
    pytest.param('  keyword = "GUARDIA"', '  keyword = "VELOCE"', "FAN1-014", "abilities[0].keyword",
                 'keyword = "VELOCE"', "VELOCE is a passive ability: list it in the card's keywords", id="passive-as-ability"),
    pytest.param('keywords = ["VELOCE"]', 'keywords = ["GUARDIA"]', "FAN1-014", "keywords[0]", 'keywords = ["GUARDIA"]',
                 "GUARDIA is a key ability", id="key-ability-as-passive"),
    pytest.param('  kind = "tactic"', '  keyword = "ATTIVAZIONE"', "FAN1-027", "abilities[0].keyword",
                 'keyword = "ATTIVAZIONE"', "ATTIVAZIONE needs the card on the Field", id="field-keyword-on-a-tactic"),
    pytest.param('  keyword = "GUARDIA"', '  keyword = "ODIO"', "FAN1-014", "abilities[0].against",
                 ('keyword = "ODIO"', 1, -1), "ODIO needs 'against'", id="odio-without-against"),  # its table's header
    pytest.param('id = "FAN1-027"', 'id = "FAN1-014"  # again', "FAN1-014", "id", "# again",
                 "the id FAN1-014 is used twice", id="repeated-id"),
    pytest.param('id = "FAN1-027"', 'id = "FAN2-027"', "FAN2-027", "id", 'id = "FAN2-027"',
                 "is not of this set (FAN1-...)", id="id-of-another-set"),
    pytest.param('effect = [ {op = "draw", who = "you", n = 1} ]', 'effect = [ {op = "create_token", card = "FAN1-027"} ]',
                 "FAN1-014", "abilities[1].effect[0].card", "create_token", "create_token needs the id of a pedina",
                 id="token-naming-no-pedina"),
    pytest.param("  effect = [ {op = \"draw\", who = \"you\", n = 1} ]\n\n[[card]]  ",
                 "  effect = []\n\n[[card]]  ", "FAN1-014", "abilities[1].effect", "effect = []",
                 "an empty effect list", id="empty-effect"),
]


@pytest.mark.parametrize(("old", "new", "card_id", "key", "line_text", "message"), MISTAKES)
def test_each_mistake_names_card_key_and_line(old: str, new: str, card_id: str, key: str,
                                               line_text: str | tuple[str, int, int], message: str) -> None:
    assert old in GOOD, old
    text = GOOD.replace(old, new, 1)
    problem = only_error(read(text))
    assert problem.card_id == card_id
    assert problem.key == key
    needle, nth, offset = (line_text, 1, 0) if isinstance(line_text, str) else line_text
    assert problem.line == line_with(text, needle, nth) + offset
    assert message in problem.message
    assert str(problem).startswith(f"line {problem.line}, card {card_id}, key {key}: ")


def test_a_multi_line_step_is_found_on_its_own_line() -> None:
    text = GOOD.replace('{op = "to_occulto", who = "you", from = "mano", count = 1}',
                        '{op = "to_occulto", who = "you", from = "tasca", count = 1}')
    problem = only_error(read(text))
    assert problem.key == "abilities[0].effect[1].from"
    assert problem.line == line_with(text, 'from = "tasca"')
    assert problem.line == line_with(text, '{op = "draw", who = "you", n = 1},') + 1


def test_every_mistake_of_a_file_is_named_in_one_run() -> None:
    text = (GOOD.replace('keywords = ["VELOCE"]', 'keywords = ["VELOCISSIMO"]')
                .replace("life = 6\n", "")
                .replace('type = "tattica"\ncolors = ["blu"]\n', 'type = "tattica"\ncolors = ["blu"]\nstrength = 1\n')
                .replace('{op = "strength", who = "t"', '{op = "strenght", who = "t"'))
    result = read(text)
    assert {(p.card_id, p.key) for p in result.errors} == {
        ("FAN1-014", "keywords[0]"), ("FAN1-001", "life"), ("FAN1-027", "strength"),
        ("FAN1-027", "abilities[0].effect[0].op"),
    }
    assert [p.line for p in result.errors] == sorted(p.line for p in result.errors)  # in the file's order
    assert [c.id for c in result.cards] == ["FAN1-030"]  # the one card without a mistake


def test_a_card_without_an_id_is_named_by_its_place() -> None:
    text = GOOD.replace('id = "FAN1-027"\n', "")
    problem = only_error(read(text))
    assert problem.card_id == "#3 (no id)" and problem.key == "id" and 'missing key "id"' in problem.message
    assert problem.line == line_with(text, "# 3) a Tattica")


def test_header_mistakes() -> None:
    text = GOOD.replace("format = 1", "format = 2").replace('language = "it"', 'lingua = "it"')
    result = read(text)
    by_key = {p.key: p for p in result.errors}
    assert set(by_key) == {"set.format", "set.lingua"}
    assert "this program reads format 1 (a newer program wrote this file)" in by_key["set.format"].message
    assert by_key["set.format"].line == line_with(text, "format = 2")
    assert by_key["set.lingua"].line == line_with(text, 'lingua = "it"')
    assert all(not p.card_id for p in result.errors)


def test_a_file_without_header_or_with_a_stray_key() -> None:
    no_header = GOOD[len(HEADER):]
    result = read(no_header)
    assert [p.key for p in result.errors] == ["set"]
    assert "needs its [set] header" in result.errors[0].message
    stray = read(GOOD.replace("[set]", "carte = 3\n[set]"))
    assert "unknown key \"carte\" at the top of the file" in stray.errors[0].message and stray.errors[0].line == 1


def test_toml_and_json_syntax_errors_give_the_line() -> None:
    text = GOOD.replace('strength = 200', 'strength = = 200')
    problem = only_error(read(text))
    assert problem.message.startswith("not valid TOML") and problem.line == line_with(text, "strength = = 200")
    as_json = '{\n  "set": {"code": "FAN1",\n  "name": "x" "format": 1}\n}\n'
    problem = only_error(read(as_json, "set.json"))
    assert problem.message.startswith("not valid JSON") and problem.line == 3


def test_json_mistakes_name_their_lines_too() -> None:
    import tomllib

    data = tomllib.loads(GOOD)
    data["card"][1]["abilities"][1]["effect"][0]["op"] = "drow"
    text = json.dumps(data, ensure_ascii=False, indent=2)
    problem = only_error(read(text, "set.json"))
    assert (problem.card_id, problem.key) == ("FAN1-014", "abilities[1].effect[0].op")
    assert problem.line == line_with(text, '"op": "drow"')


def test_warnings_do_not_stop_the_set(tmp_path: Path) -> None:
    text = GOOD.replace('name = "Lupo di Brina"', 'name = "Lupo di Brina"\nimage = "img/lupo.png"').replace(
        '  [[card.abilities]]\n  keyword = "ATTIVAZIONE"\n', "")
    f = tmp_path / "set.toml"
    f.write_text(text, encoding="utf-8")
    result = load_set_file(f)
    assert result.ok and result.set is not None
    warnings = {p.key: p for p in result.warnings}
    assert set(warnings) == {"image", "text"}
    assert warnings["image"].card_id == "FAN1-014" and "img/lupo.png is not in" in warnings["image"].message
    assert warnings["text"].card_id == "FAN1-030" and "text but no abilities" in warnings["text"].message
    (tmp_path / "img").mkdir()
    (tmp_path / "img" / "lupo.png").write_bytes(b"\x89PNG")
    assert {p.key for p in load_set_file(f).warnings} == {"text"}


def test_a_picture_outside_the_set_folder_is_a_mistake() -> None:
    for image, words in (("../altro/lupo.png", "no '..'"), ("/home/me/lupo.png", "relative"), ("lupo.gif", ".png")):
        text = GOOD.replace('name = "Lupo di Brina"', f'name = "Lupo di Brina"\nimage = "{image}"')
        problem = only_error(read(text))
        assert problem.key == "image" and words in problem.message, (image, problem)


def test_unreadable_and_oversized_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    missing = load_set_file(tmp_path / "nope.toml")
    assert not missing.ok and missing.problems[0].message == "file not found"
    big = tmp_path / "big.toml"
    big.write_text(GOOD, encoding="utf-8")
    latin = tmp_path / "latin.toml"
    latin.write_bytes(GOOD.replace("Custode", "Cust\u00f2de").encode("latin-1"))
    assert "is not UTF-8 text" in load_set_file(latin).problems[0].message
    monkeypatch.setattr(loader, "SET_FILE_LIMIT", 1000)
    result = load_set_file(big)
    assert not result.ok and "is larger than any Exo card set" in result.problems[0].message


def test_load_set_raises_with_every_mistake(tmp_path: Path) -> None:
    f = tmp_path / "bad.toml"
    f.write_text(GOOD.replace("life = 6\n", ""), encoding="utf-8")
    with pytest.raises(SetFileError) as caught:
        load_set(f)
    assert "1 mistake(s)" in str(caught.value) and caught.value.problems[0].key == "life"
    assert all(p.severity is Severity.ERROR for p in caught.value.problems)


ALTERNATIVES = HEADER + """
[[card]]
id = "FAN1-040"
name = "Lupo di Brina Alfa"
type = "evoluzione"
colors = ["blu"]
strength = 500
sacrifice = [ {count = 2, filter = {race = "Bestia"}} ]
play_condition = {check = "count", zone = "campo", filter = {race = "Bestia"}, at_least = 1}
text = "Le tue Bestie guadagnano +100 forza."
  [[card.alt_costs]]
  cost = {amount = 3, colors = {blu = 1}}
  condition = {check = "life", at_most = 3}
  text = "Se il tuo Leader ha 3 vite o meno, puoi pagare Costo 3 invece del Sacrificio."
  [[card.statics]]
  static = "strength_aura"
  amount = 100
  filter = {race = "Bestia", controller = "you"}
"""


def test_alternative_costs_conditions_and_statics() -> None:
    result = read(ALTERNATIVES)
    assert result.ok, [str(p) for p in result.problems]
    card = result.cards[0]
    alt = card.alt_costs[0]
    assert alt.cost is not None and alt.cost.amount == 3 and alt.cost.colors[0].color == "blu"
    assert alt.condition == ops.LifeCondition(at_most=3)
    assert card.play_condition == ops.CountCondition(zone=Zone.CAMPO, filter=card.play_condition.filter, at_least=1)
    assert card.statics == (ops.StrengthAura(amount=100, filter=card.statics[0].filter),)
    assert card.sacrifice[0].count == 2 and card.sacrifice[0].filter.race == ("Bestia",)
    assert read(ALTERNATIVES).summary().statics == 1


@pytest.mark.parametrize(("old", "new", "key", "message"), [
    ('{check = "life"', '{check = "vita"', "alt_costs[0].condition.check", 'unknown condition "vita"'),
    ('{check = "count"', '{check = "cont"', "play_condition.check", 'unknown condition "cont" (did you mean "count"?)'),
    ('static = "strength_aura"', 'static = "aura"', "statics[0].static", 'unknown static "aura"'),
    (", at_most = 3}", "}", "alt_costs[0].condition", "give at_least or at_most"),
    ("cost = {amount = 3, colors = {blu = 1}}\n", "", "alt_costs[0]", "either a cost or a sacrifice"),
    ('{count = 2, filter = {race = "Bestia"}}', '{count = 2, filter = {race = "Bestia", zone = "mano"}}',
     "sacrifice[0].filter.zone", "sacrificed cards come from your Field"),
    ("colors = {blu = 1}}", "colors = {blu = 4}}", "alt_costs[0].cost.colors", "4 coloured units in a cost of 3"),
])
def test_mistakes_in_costs_conditions_and_statics(old: str, new: str, key: str, message: str) -> None:
    assert old in ALTERNATIVES
    problem = only_error(read(ALTERNATIVES.replace(old, new, 1)))
    assert (problem.card_id, problem.key) == ("FAN1-040", key)
    assert message in problem.message
