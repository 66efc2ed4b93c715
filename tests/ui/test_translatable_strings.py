"""No string a person reads in the window bypasses Qt's translation: the AST check of ``strings_check`` over
every module of ``ui/``, run in CI (its docstring named this test, which was missing, so nothing ran it)."""

from __future__ import annotations

from pathlib import Path

from tests.ui.strings_check import all_findings, findings_in


def test_no_visible_string_in_the_window_bypasses_translation() -> None:
    found = all_findings()
    assert not found, "\n".join(str(f) for f in found)


def test_the_check_finds_a_label_given_raw_words(tmp_path: Path) -> None:
    # the check itself must be able to fail: a label with words and no tr() is found, one with tr() is not
    module = tmp_path / "throwaway.py"
    module.write_text("from PySide6.QtWidgets import QLabel, QWidget\n\n"
                      "class Panel(QWidget):\n"
                      "    def build(self):\n"
                      "        QLabel('Draw a card')\n"
                      "        QLabel(self.tr('Draw a card'))\n", encoding="utf-8")
    assert [f.line for f in findings_in(module)] == [5]
