"""The key locator: the line of every header, key and list item of a TOML or JSON text, past the
things that would fool a line-by-line search (strings holding brackets, '#', '=' or quotes)."""

from __future__ import annotations

import json
import tomllib

from lorcana_desktop.exo.cards.locate import format_key, key_lines, line_of, parse_key

from .conftest import line_with

TRICKY = '''\
[set]
code = "X1" # a comment with [[card]] in it
name = """Un nome
su due righe con [[card]] e id = "X1-001" dentro"""

[[card]]
id = 'X1-001'
text = "«Bersaglio» = \\"quoted\\" [not a table] # not a comment"
cost.amount = 2
  [[card.abilities]]
  effect = [
    {op = "draw"},   # first
    { op = "cover", who = "t" },
  ]
  [[card.abilities]]
  "keyword" = "MORTE"

[[card]]
id = "X1-002"
  [card.emergency_side]
  strength = 500
    [[card.emergency_side.abilities]]
    keyword = "STATO DI EMERGENZA"
'''


def test_toml_paths_and_their_lines() -> None:
    tomllib.loads(TRICKY)  # the text is valid TOML
    lines = key_lines(TRICKY)
    assert lines[("set", "name")] == 3
    assert lines[("card", 0)] == line_with(TRICKY, "[[card]]", 3)  # not the ones in the comment and the string
    assert lines[("card", 0, "id")] == line_with(TRICKY, "id = 'X1-001'")
    assert lines[("card", 0, "text")] == line_with(TRICKY, "text = ")
    assert lines[("card", 0, "cost", "amount")] == line_with(TRICKY, "cost.amount")
    assert lines[("card", 0, "abilities", 0, "effect", 0)] == line_with(TRICKY, "# first")
    assert lines[("card", 0, "abilities", 0, "effect", 1, "who")] == line_with(TRICKY, 'op = "cover"')
    assert lines[("card", 0, "abilities", 1, "keyword")] == line_with(TRICKY, '"keyword" = "MORTE"')
    assert lines[("card", 1, "id")] == line_with(TRICKY, 'id = "X1-002"')
    assert lines[("card", 1, "emergency_side", "strength")] == line_with(TRICKY, "strength = 500")
    assert lines[("card", 1, "emergency_side", "abilities", 0, "keyword")] == line_with(TRICKY, "STATO DI")


def test_json_paths_and_their_lines() -> None:
    text = json.dumps({"set": {"code": "X1"}, "card": [{"id": "X1-001", "abilities": [{"effect": [
        {"op": "draw", "note": "a \"quoted\" [x] {y}"}, {"op": "cover"}]}]}]}, indent=2)
    lines = key_lines(text, json_mode=True)
    assert lines[("card", 0, "abilities", 0, "effect", 1, "op")] == line_with(text, '"op": "cover"')
    assert lines[("card", 0, "id")] == line_with(text, '"id": "X1-001"')


def test_a_missing_key_falls_back_to_its_table() -> None:
    lines = key_lines(TRICKY)
    assert line_of(lines, ("card", 1, "life")) == line_with(TRICKY, "[[card]]", 4)
    assert line_of(lines, ("card", 0, "abilities", 0, "effect", 1, "filter")) == line_with(TRICKY, 'op = "cover"')


def test_keys_as_text_and_back() -> None:
    path = ("abilities", 1, "effect", 0, "op")
    assert format_key(path) == "abilities[1].effect[0].op"
    assert parse_key("abilities[1].effect[0].op") == path
    assert parse_key("") == ()


def test_text_the_scanner_cannot_follow_keeps_what_it_found() -> None:
    lines = key_lines('[set]\ncode = "X"\nweird = @@@\n[[card]]\n')
    assert lines[("set", "code")] == 2
