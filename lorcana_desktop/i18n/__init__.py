"""The window's translations: the Italian, French and German sources (``lorcana_desktop_<code>.ts``, kept in
the repository and written by people) and the ``.qm`` files Qt reads, compiled from them.

``python -m lorcana_desktop.i18n update`` extracts the strings of the program with ``pyside6-lupdate`` into
the ``.ts`` files (new ones arrive unfinished, for a translator); ``compile`` writes the ``.qm`` files with
``pyside6-lrelease`` (the set-up and the executable's build run it, so no ``.qm`` is committed or goes
stale); ``check`` lists the strings that have no finished translation. No Qt is imported here: the tools
are the programs PySide6 installs.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from lorcana_desktop.languages import TRANSLATED, Language

FOLDER = Path(__file__).resolve().parent
PACKAGE = FOLDER.parent
# Folders whose strings a person reads: tr() and translate() calls, and QT_TRANSLATE_NOOP markers in the
# Qt-free layers. Creatures of Exo speaks its own Italian and is not translated here.
SOURCE_FOLDERS = ("ui", "app", "bots", "decks", "cards", "render")


def ts_path(lang: Language) -> Path:
    return FOLDER / f"lorcana_desktop_{lang.value}.ts"


def qm_path(lang: Language) -> Path:
    return FOLDER / f"lorcana_desktop_{lang.value}.qm"


def sources() -> list[Path]:
    """Every Python file lupdate reads, in a stable order."""
    found: list[Path] = []
    for folder in SOURCE_FOLDERS:
        found.extend(sorted((PACKAGE / folder).rglob("*.py")))
    return found


class ToolMissing(RuntimeError):
    """pyside6-lupdate or pyside6-lrelease is not installed beside this Python."""


def tool(name: str) -> Path:
    """The Qt tool ``name`` ("lupdate", "lrelease") that PySide6 ships in its package folder."""
    spec = importlib.util.find_spec("PySide6")
    if spec is not None and spec.origin:
        folder = Path(spec.origin).parent
        for candidate in (folder / name, folder / f"{name}.exe", folder / "Qt" / "bin" / name):
            if candidate.exists():
                return candidate
    found = shutil.which(f"pyside6-{name}")
    if found:
        return Path(found)
    raise ToolMissing(f"Qt's {name} was not found: install PySide6 (python3 dev.py setup does)")


def _run(cmd: Sequence[object]) -> str:
    result = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise RuntimeError(f"{Path(str(cmd[0])).name} failed ({result.returncode}): {result.stderr.strip()}")
    return result.stdout + result.stderr


def update(ts_files: Sequence[Path] | None = None) -> str:
    """Run lupdate over the sources into ``ts_files`` (default: the three languages); returns its report.

    Locations are left out so a change elsewhere in a file does not touch every translation file, and
    strings no longer in the program are dropped (``-no-obsolete``)."""
    files = list(ts_files) if ts_files is not None else [ts_path(lang) for lang in TRANSLATED]
    report = []
    for ts in files:
        lang = ts.stem.rsplit("_", 1)[-1]
        # The file list goes through a list file: a long command line is too long on Windows.
        with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False, encoding="utf-8") as lst:
            lst.write("\n".join(str(p) for p in sources()))
        try:
            report.append(_run([tool("lupdate"), f"@{lst.name}", "-no-obsolete", "-locations", "none",
                                "-source-language", "en", "-target-language", lang, "-ts", ts]))
        finally:
            os.unlink(lst.name)
    return "".join(report)


def compile_one(lang: Language, out: Path | None = None) -> Path:
    """Compile the ``.ts`` of ``lang`` into a ``.qm`` beside it (or in the folder ``out``)."""
    qm = (out / qm_path(lang).name) if out is not None else qm_path(lang)
    qm.parent.mkdir(parents=True, exist_ok=True)
    tmp = qm.with_name(f".{qm.name}.{os.getpid()}.tmp")  # never a half-written file under the real name
    try:
        _run([tool("lrelease"), "-silent", ts_path(lang), "-qm", tmp])
        os.replace(tmp, qm)
    finally:
        tmp.unlink(missing_ok=True)
    return qm


def compile_all(out: Path | None = None) -> list[Path]:
    """Compile every ``.ts`` into a ``.qm`` beside it (or in ``out``); the written files."""
    return [compile_one(lang, out) for lang in TRANSLATED]


@dataclass(frozen=True, slots=True)
class Entry:
    """One string of a translation file and its translation (``forms``: the plural forms)."""

    context: str
    source: str
    comment: str
    finished: bool
    numerus: bool
    forms: tuple[str, ...]

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)


def read_ts(path: Path) -> list[Entry]:
    """Every message of a ``.ts`` file."""
    entries = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None, f"{path}: a message without a translation element"
            kind = translation.get("type", "")
            numerus = message.get("numerus") == "yes"
            if numerus:
                forms = tuple(f.text or "" for f in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            entries.append(Entry(name, message.findtext("source") or "", message.findtext("comment") or "",
                                 kind not in ("unfinished", "vanished", "obsolete") and all(forms), numerus, forms))
    return entries


def untranslated(lang: Language) -> list[Entry]:
    """The strings of the program that the ``.ts`` of ``lang`` has no finished translation for: lupdate is
    run on a copy, so a string added to the code and not yet in the file counts too."""
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / ts_path(lang).name
        shutil.copyfile(ts_path(lang), copy)
        update([copy])
        return [e for e in read_ts(copy) if not e.finished]


def main(argv: list[str]) -> int:
    what = argv[0] if argv else ""
    if what == "update":
        print(update(), end="")
        return 0
    if what == "compile":
        for qm in compile_all(Path(argv[1]) if len(argv) > 1 else None):
            print(f"wrote {qm}")
        return 0
    if what == "check":
        missing = 0
        for lang in TRANSLATED:
            for e in untranslated(lang):
                missing += 1
                print(f"{lang.value}: [{e.context}] {e.source!r}")
        return 1 if missing else 0
    print(__doc__)
    return 2
