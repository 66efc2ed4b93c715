"""The window's translations (lorcana_desktop/i18n/*.ts): lupdate finds every string of the program in each
language's file, each has a finished translation, and the translations keep what the program fills in
(placeholders, markup, menu accelerators) and the rules' own words (cards/glossary.py)."""

from __future__ import annotations

import re

import pytest

from lorcana_desktop import i18n
from lorcana_desktop.cards.glossary import TERMS, TermKind
from lorcana_desktop.i18n import Entry, read_ts
from lorcana_desktop.languages import TRANSLATED, Language

pytestmark = pytest.mark.skipif(not i18n.ts_path(Language.IT).exists(), reason="no translation sources")

_BRACED = re.compile(r"\{[a-z_]+\}")
_NUMBERED = re.compile(r"%L?\d")
_TAG = re.compile(r"</?(?:b|i|tt|br|p|span|small|h[1-6]|img|a|table|tr|td)\b[^>]*>")
_ACCEL = re.compile(r"&(?=[^\W\d_])")


def entries(lang: Language) -> list[Entry]:
    return read_ts(i18n.ts_path(lang))


@pytest.mark.parametrize("lang", TRANSLATED, ids=lambda lang: lang.value)
def test_every_string_of_the_program_has_a_finished_translation(lang: Language) -> None:
    # lupdate runs over the code now (on a copy): a string added to the window and not yet translated,
    # or an entry left unfinished, fails here.
    missing = i18n.untranslated(lang)
    assert not missing, f"{len(missing)} {lang.own_name} strings without a finished translation, e.g. " + \
        "; ".join(f"[{e.context}] {e.source!r}" for e in missing[:8]) + \
        " (run `python -m lorcana_desktop.i18n update`, translate them in the .ts, e.g. with pyside6-linguist)"


def test_lupdate_files_each_string_under_a_context_the_program_looks_up() -> None:
    # A tr() lupdate cannot place lands under "" or "QCoreApplication.self"; the program would never find it.
    odd = sorted({e.context for e in entries(Language.IT) if not re.fullmatch(r"[A-Z][A-Za-z]*", e.context)})
    assert not odd, f"contexts the program does not translate with: {odd}"


def _check(entry: Entry) -> list[str]:
    problems = []
    src = entry.source
    forms = entry.forms
    full = forms[-1]  # the plural form says everything the source says
    if sorted(_BRACED.findall(full)) != sorted(_BRACED.findall(src)):
        problems.append(f"placeholders {sorted(_BRACED.findall(src))} became {sorted(_BRACED.findall(full))}")
    if sorted(_NUMBERED.findall(full)) != sorted(_NUMBERED.findall(src)):
        problems.append(f"%-numbers {sorted(_NUMBERED.findall(src))} became {sorted(_NUMBERED.findall(full))}")
    for form in forms:
        if not set(_BRACED.findall(form)) <= set(_BRACED.findall(src)):
            problems.append(f"a form names a value the program does not fill: {form!r}")
    if entry.numerus and "%n" in src.replace("%Ln", "%n") and "%n" not in full.replace("%Ln", "%n"):
        problems.append("the plural form has no %n")
    for form in forms:
        if sorted(_TAG.findall(form)) != sorted(_TAG.findall(src)):
            problems.append(f"markup {sorted(_TAG.findall(src))} became {sorted(_TAG.findall(form))}")
        if len(_ACCEL.findall(form)) != len(_ACCEL.findall(src)):
            problems.append("the menu accelerator (&) is lost or doubled")
        if form[:1].isspace() != src[:1].isspace() or form[-1:].isspace() != src[-1:].isspace():
            problems.append("leading or trailing space differs (the text is glued to another)")
        if form.count("\n") != src.count("\n"):
            problems.append("line breaks differ")
    return problems


@pytest.mark.parametrize("lang", TRANSLATED, ids=lambda lang: lang.value)
def test_translations_keep_what_the_program_fills_in(lang: Language) -> None:
    bad = [f"[{e.context}] {e.source!r} -> {e.forms!r}: {'; '.join(p)}"
           for e in entries(lang) for p in [_check(e)] if p]
    assert not bad, "\n".join(bad[:20])


def test_the_check_catches_a_lost_placeholder() -> None:
    lost = Entry("GameLog", "{player} plays {card}", "", True, False, ("{player} gioca",))
    assert any("placeholders" in p for p in _check(lost))
    fine = Entry("GameLog", "{player} plays {card}", "", True, False, ("{player} gioca {card}",))
    assert _check(fine) == []


@pytest.mark.parametrize("lang", TRANSLATED, ids=lambda lang: lang.value)
def test_translations_name_keywords_and_zones_in_the_rules_words(lang: Language) -> None:
    # "has Evasive" is "ha Sfuggente", "a Insaisissable", "hat Wendig" (CR 8.6 of each edition); a zone the
    # log names is the zone of the rules ("calamaio", "réserve d'encre", "Tintenvorrat", CR 7.5).
    keywords = [t for t in TERMS if t.kind is TermKind.KEYWORD]
    bad = []
    for e in entries(lang):
        text = " ".join(e.forms).casefold()
        source = re.sub(r"Pack Rush|Shift\+|\+Shift", "", e.source)  # a format's name and a key are no keywords
        for t in keywords:
            if re.search(rf"\b{re.escape(t.en)}\b", source) and t.word(lang).casefold() not in text:
                bad.append(f"{e.source!r} names {t.en} (CR {t.cr}); {lang.own_name} says {t.word(lang)!r}: {e.forms[-1]!r}")
    zones = {t.key: t for t in TERMS if t.kind is TermKind.ZONE}
    log_zones = {"hand": "hand", "deck": "deck", "inkwell": "inkwell", "discard": "discard", "play": "play area"}
    for e in entries(lang):
        if e.context == "GameLog" and e.source in log_zones:
            word = zones[log_zones[e.source]].word(lang)
            if e.forms[0].casefold() != word.casefold():
                bad.append(f"the log's zone {e.source!r} is {e.forms[0]!r}, the rules say {word!r}")
    assert not bad, "\n".join(bad)
