"""An AST check of the window's code: strings a person reads that bypass Qt's translation, and translation
calls that ``pyside6-lupdate`` cannot see or files under the wrong context.

Used by ``tests/ui/test_translatable_strings.py``; ``python tests/ui/strings_check.py`` lists the findings.
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "lorcana_desktop"

# Calls whose text arguments a person reads: Qt's setters and constructors of visible things, message
# boxes and dialogs, menus, combo boxes, the status bar.
SINK_METHODS = frozenset({
    "setText", "setToolTip", "setWindowTitle", "setPlaceholderText", "setStatusTip", "setWhatsThis",
    "addTab", "insertTab", "setTabText", "setTabToolTip", "addAction", "addMenu", "setTitle", "showMessage",
    "setLabelText", "setHeaderLabels", "setHorizontalHeaderLabels", "setVerticalHeaderLabels", "addItem",
    "addItems", "insertItem", "setItemText", "setAccessibleName", "setAccessibleDescription", "setSuffix",
    "setPrefix", "setSpecialValueText", "setInformativeText", "setDetailedText", "setButtonText", "addButton",
    "setCancelButtonText", "setOkButtonText", "setHtml", "setPlainText", "addRow", "insertRow", "setTextValue",
    "getText", "getInt", "getItem", "getOpenFileName", "getSaveFileName", "getExistingDirectory",
    "setNameFilter", "setHeaderData", "setWindowIconText", "say", "add_button", "add_answer", "tell", "ask",
    "show_notice", "_rejected",
})
# QMessageBox's static functions (``log.warning`` is not one).
MESSAGE_BOXES = frozenset({"warning", "critical", "information", "question", "about"})
# Where a call's visible text is, for the calls that also take names, data or file names: positions, and
# keywords. Other calls: every argument.
SINK_ARGS: dict[str, tuple[tuple[int, ...], tuple[str, ...]]] = {
    "addItem": ((0,), ("text",)), "insertItem": ((1,), ("text",)), "HelpSection": ((1, 2), ("title", "html")),
    "add_button": ((0, 2), ("text", "tip")), "add_answer": ((0, 2), ("text", "tip")),
    "getOpenFileName": ((1, 3), ("caption", "filter")), "getSaveFileName": ((1, 3), ("caption", "filter")),
    "getExistingDirectory": ((1,), ("caption",)), "addRow": ((0,), ()), "setHeaderData": ((2,), ()),
    "QAction": ((0, 1), ("text",)), "addAction": ((0, 1), ("text",)),
}
SINK_CLASSES = frozenset({
    "QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QAction", "QMenu", "QToolButton",
    "QMessageBox", "QProgressDialog", "QTreeWidgetItem", "QListWidgetItem", "QTableWidgetItem",
    "QStandardItem", "QCommandLinkButton", "HelpSection",
})
# Names a translation call may have: lupdate reads these (``translate`` is QCoreApplication.translate).
TRANSLATORS = frozenset({"tr", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP", "QT_TRANSLATE_N_NOOP",
                         "QT_TR_N_NOOP"})
# A line that shows words that are never translated, or translates a marked string it holds in a variable,
# says why with this mark.
NOT_TRANSLATED = "# i18n:"  # followed by why: "# i18n: not translated (a file name)"

_TAG = re.compile(r"<[^<>]*>|&[a-z]+;|&#\d+;|\{[^{}]*\}|%\d|%n|%L\d")


def reads_as_words(text: str) -> bool:
    """Whether a literal holds words (two letters together) once markup, entities and placeholders go."""
    return re.search(r"[^\W\d_]{2,}", _TAG.sub(" ", text)) is not None


@dataclass(frozen=True, slots=True)
class Finding:
    path: Path
    line: int
    problem: str

    def __str__(self) -> str:
        return f"{self.path.relative_to(PACKAGE.parent)}:{self.line}: {self.problem}"


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _raw_words(node: ast.expr) -> ast.expr | None:
    """The part of an argument that is literal text a person reads without a translation, if any."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node if reads_as_words(node.value) else None
    if isinstance(node, ast.JoinedStr):
        text = "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
        return node if reads_as_words(text) else None
    if isinstance(node, ast.BinOp):
        return _raw_words(node.left) or _raw_words(node.right)
    if isinstance(node, ast.IfExp):
        return _raw_words(node.body) or _raw_words(node.orelse)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in (
            "format", "replace", "join", "upper", "lower", "strip", "title", "capitalize"):
        return _raw_words(node.func.value)
    if isinstance(node, (ast.List, ast.Tuple)):
        for elt in node.elts:
            found = _raw_words(elt)
            if found is not None:
                return found
    return None


class _Visitor(ast.NodeVisitor):
    def __init__(self, path: Path, source: str) -> None:
        self.path = path
        self.lines = source.splitlines()
        self.classes: list[str] = []
        self.findings: list[Finding] = []
        self.in_fstring = 0

    def _allowed(self, node: ast.AST) -> bool:
        first, last = node.lineno, getattr(node, "end_lineno", node.lineno) or node.lineno
        return any(NOT_TRANSLATED in self.lines[k - 1] for k in range(first, last + 1) if k - 1 < len(self.lines))

    def add(self, node: ast.AST, problem: str) -> None:
        if not self._allowed(node):
            self.findings.append(Finding(self.path, node.lineno, problem))

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        self.in_fstring += 1
        self.generic_visit(node)
        self.in_fstring -= 1

    def visit_Call(self, node: ast.Call) -> None:
        name = _name(node.func)
        if name in TRANSLATORS and self.in_fstring:
            self.add(node, f"{name}() inside an f-string: lupdate does not read it there")
        boxed = name in MESSAGE_BOXES and isinstance(node.func, ast.Attribute) and \
            ast.unparse(node.func.value) == "QMessageBox"
        if name in SINK_METHODS or name in SINK_CLASSES or boxed:
            positions, keywords = SINK_ARGS.get(name, (tuple(range(len(node.args))), ()))
            shown = [a for k, a in enumerate(node.args) if k in positions]
            shown += [k.value for k in node.keywords if (k.arg in keywords if keywords else k.arg != "name")]
            for arg in shown:
                raw = _raw_words(arg)
                if raw is not None:
                    text = ast.unparse(raw)
                    self.add(raw, f"{name}() shows {text[:60]} without tr()")
        if name == "tr":
            self._check_tr(node)
        elif name in ("translate", "QT_TRANSLATE_NOOP", "QT_TRANSLATE_N_NOOP"):
            self._check_translate(node, name)
        self.generic_visit(node)

    def _check_tr(self, node: ast.Call) -> None:
        func = node.func
        if isinstance(func, ast.Name):
            self.add(node, "a bare tr() call: lupdate files it under no context, the program looks it up "
                           "under another (use self.tr or translate(\"Context\", ...))")
        elif isinstance(func, ast.Attribute) and not (isinstance(func.value, ast.Name) and func.value.id == "self"):
            self.add(node, f"{ast.unparse(func)}(): lupdate files it under the context "
                           f"\"{ast.unparse(func.value)}\" (use self.tr or translate(\"Context\", ...))")
        elif not self.classes:
            self.add(node, "self.tr() outside a class: lupdate cannot tell its context")
        if node.args and not (isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            self.add(node, f"tr({ast.unparse(node.args[0])[:50]}): lupdate reads only a plain string literal")

    def _check_translate(self, node: ast.Call, name: str) -> None:
        if isinstance(node.func, ast.Attribute) and name == "translate":
            owner = ast.unparse(node.func.value)
            if owner in ("QCoreApplication", "QApplication"):
                # lupdate then files the next self.tr() of the class under "QCoreApplication.self".
                self.add(node, f"{owner}.translate(): call it as translate(...) (translate = "
                               "QCoreApplication.translate) so lupdate reads the rest of the class right")
            elif owner != "self":
                return  # another object's translate(): not Qt's
        if not node.args or not (isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            self.add(node, f"{name}() with a context that is not a string literal: lupdate cannot read it")
        if name != "translate" and len(node.args) > 1 and not (
                isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str)):
            self.add(node, f"{name}() marks something that is not a string literal")


def _wrappers(tree: ast.Module) -> dict[str, int]:
    """Functions that pass their own parameter to Qt's translation: lupdate never sees the strings
    their callers give them. Name -> index of the text parameter."""
    found: dict[str, int] = {}
    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        params = [a.arg for a in fn.args.args]
        for call in ast.walk(fn):
            if fn.name == "translate":
                break  # lupdate reads translate("Context", "text") itself
            if isinstance(call, ast.Call) and _name(call.func) in ("translate", "tr") and call.args:
                text = call.args[1] if _name(call.func) == "translate" and len(call.args) > 1 else call.args[0]
                if isinstance(text, ast.Name) and text.id in params:
                    found[fn.name] = params.index(text.id) - (1 if params and params[0] == "self" else 0)
    return found


def findings_in(path: Path) -> list[Finding]:
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    visitor = _Visitor(path, source)
    visitor.visit(tree)
    wrappers = _wrappers(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _name(node.func) in wrappers:
            k = wrappers[_name(node.func)]
            if len(node.args) > k and _raw_words(node.args[k]) is not None:
                visitor.add(node, f"{_name(node.func)}() hands a literal to Qt's translation through a "
                                  "variable: lupdate never sees it")
    return visitor.findings


def ui_files() -> Iterator[Path]:
    yield from sorted((PACKAGE / "ui").rglob("*.py"))


def all_findings() -> list[Finding]:
    return [f for path in ui_files() for f in findings_in(path)]


if __name__ == "__main__":
    found = all_findings()
    print("\n".join(str(f) for f in found))
    print(f"{len(found)} finding(s)", file=sys.stderr)
    raise SystemExit(1 if found else 0)
