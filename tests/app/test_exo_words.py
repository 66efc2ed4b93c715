"""The Exo engine's refusals and log lines are typed (a code and its values) and worded by code (issue 22): every
code has a template, every template a finished Italian, French and German translation with the same values; a
refusal names the rule it cites; an Exo save written before the codes still loads and replays the same."""

from __future__ import annotations

import json
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from lorcana_desktop.app.exo_match import ExoMatch
from lorcana_desktop.app.exo_words import (
    ACTION_WORDS,
    NOTE_WORDS,
    PHASE_WORDS,
    REASON_WORDS,
    ZONE_WORDS,
    worded_reason,
)
from lorcana_desktop.exo.engine import ManualCover, Pass, Play, starter_book, starter_game
from lorcana_desktop.exo.engine.events import Note
from lorcana_desktop.exo.engine.notes import Said
from lorcana_desktop.exo.engine.reasons import ExoWhy
from lorcana_desktop.exo.engine.state import PHASE_NAMES, ZONE_NAMES

I18N = Path(__file__).resolve().parents[2] / "lorcana_desktop" / "i18n"
OLD = Path(__file__).resolve().parents[1] / "fixtures" / "exo-saves-before-words"
_BRACES = re.compile(r"\{(\w+)\}")


def _translations(lang: str) -> dict[tuple[str, str], tuple[str, bool]]:
    """(context, source) -> (translation, finished), read from the language's .ts file."""
    out = {}
    for ctx in ET.parse(I18N / f"lorcana_desktop_{lang}.ts").getroot():
        name = ctx.findtext("name") or ""
        for m in ctx.findall("message"):
            tr = m.find("translation")
            assert tr is not None
            out[(name, m.findtext("source") or "")] = (tr.text or "", tr.get("type") not in ("unfinished", "obsolete"))
    return out


@pytest.mark.parametrize("lang", ["it", "fr", "de"])
def test_every_exo_code_has_a_finished_template_in_the_language_with_the_same_values(lang: str) -> None:
    ts = _translations(lang)
    rows = [("Refusal", t) for t in REASON_WORDS.values()] + [("GameLog", t) for t in NOTE_WORDS.values()] + \
        [("GameLog", t) for t in (*PHASE_WORDS.values(), *ZONE_WORDS.values())] + \
        [("Actions", t) for t in ACTION_WORDS.values()]
    for ctx, source in rows:
        assert (ctx, source) in ts, f"{lang}: no entry for {source!r} ({ctx})"
        text, finished = ts[(ctx, source)]
        assert finished and text, f"{lang}: {source!r} is not translated"
        assert set(_BRACES.findall(text)) == set(_BRACES.findall(source)), f"{lang}: {text!r} for {source!r}"


def test_every_code_has_a_template_that_names_only_values_the_engine_gives() -> None:
    assert set(REASON_WORDS) == set(ExoWhy)
    assert set(NOTE_WORDS) == set(Said)
    for why, template in REASON_WORDS.items():
        assert set(_BRACES.findall(template)) <= set(_BRACES.findall(why.sentence)), why
    for said, template in NOTE_WORDS.items():
        assert set(_BRACES.findall(template)) <= set(_BRACES.findall(said.value)), said
    assert set(PHASE_WORDS) == set(PHASE_NAMES)
    assert set(ZONE_NAMES) <= set(ZONE_WORDS)


def test_a_refusal_is_typed_and_cites_its_rule() -> None:
    """Catena di Effetti, regola 2: «Nel turno del giocatore avversario, devi aspettare che l'avversario giochi una
    carta, attivi un effetto o dichiari un cambio di fase»."""
    g = starter_game(seed=4)
    other = 1 - g.s.active
    reason = g.check(Play(g.s.hand[other][0]))
    assert reason is not None and reason.code is ExoWhy.OTHER_HOLDS and reason.value("player") == g.s.active
    assert reason.text == (f"Player {g.s.active} holds priority: wait until they play a card, activate an effect "
                           "or declare a change of phase (Catena di Effetti, regola 2)")
    phrase, words = worded_reason(reason, lambda p: ["Ada", "Bruno"][p])
    assert phrase.text.startswith(f"{['Ada', 'Bruno'][g.s.active]} holds priority") and words == ()
    # A manual tool's refusal: a Leader is never covered («I Leader non possono … venire coperti»).
    leader = g.s.leader[g.s.active]
    refused = g.check(ManualCover(g.s.active, leader, True))
    assert refused is not None and refused.code is ExoWhy.LEADER_NEVER_COVERED


def test_the_log_is_typed_notes_and_a_pass_says_who() -> None:
    g = starter_game(seed=4)
    p = g.priority_holder()
    events = g.apply(Pass()) if Pass() in g.legal_actions() else []
    notes = [e for e in events if isinstance(e, Note)]
    if notes:
        assert notes[0].code is Said.PASSES and notes[0].value("player") == p
        assert notes[0].text == f"Player {p} passes"
    assert all(isinstance(n, Note) and n.code is not Said.TEXT for n in g.s.log)


def test_an_exo_save_written_before_the_codes_still_loads_and_replays_the_same(tmp_path: Path) -> None:
    expected = json.loads((OLD / "expected.json").read_text(encoding="utf-8"))
    save = tmp_path / "exo-autosave.json"
    shutil.copy(OLD / "exo-autosave.json", save)
    m = ExoMatch.reopen(save, starter_book())
    g = m.exo
    assert len(g.actions) == expected["actions"] and g.state.turn == expected["turn"]
    state = g.state.to_json()
    assert len(state.pop("log")) == expected["state_log_lines"]
    assert state == expected["state_without_log"]
    # The initial state's log was saved as English lines: they read back as plain-text notes.
    assert g.initial.log and {n.code for n in g.initial.log} == {Said.TEXT}
    assert "Player 0 goes first (R-4)" in [n.text for n in g.initial.log]
    # The session's log is rebuilt from the replayed events, one line for each line it had.
    old = expected["session_log"]
    new = [line.text for line in m.log]
    assert len(new) == len(old)
    plays = [t for t in old if re.match(r"^(Ada|Bruno) plays ", t)]
    assert plays and plays == [t for t in new if re.match(r"^(Ada|Bruno) plays ", t)]
    assert [t for t in new if t.endswith(" passes")] == [t for t in old if t.endswith(" passes")]
