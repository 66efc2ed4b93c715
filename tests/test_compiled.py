"""The engines compiled by mypyc: used only while they match the sources, and they play the same games as Python.

The build itself is made by ``dev.py`` set-up (``lorcana-desktop compiled build``); the tests that need it skip with
the reason the program gives when it is not there (no C compiler, no mypyc, sources edited since).
"""

from __future__ import annotations

import importlib.machinery
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from lorcana_desktop import compiled

ROOT = Path(__file__).resolve().parents[1]


def _package(tmp_path: Path) -> Path:
    pkg = tmp_path / "pkg"
    (pkg / "engine").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "engine" / "rules.py").write_text("LORE_TO_WIN = 20\n")
    return pkg


def _manifest_for(pkg: Path) -> dict[str, object]:
    return {"format": compiled.FORMAT, "python": compiled.python_tag(), "digest": compiled.source_digest(pkg),
            "marks": compiled.source_marks(pkg), "modules": [], "files": {}}


def test_a_build_matches_the_sources_it_was_made_from(tmp_path: Path) -> None:
    pkg = _package(tmp_path)
    assert compiled._matches(_manifest_for(pkg), pkg) == ""


def test_an_edited_source_makes_the_engine_run_as_python(tmp_path: Path) -> None:
    pkg = _package(tmp_path)
    data = _manifest_for(pkg)
    (pkg / "engine" / "rules.py").write_text("LORE_TO_WIN = 25\n")
    assert "sources changed" in compiled._matches(data, pkg)


def test_a_new_source_file_makes_the_engine_run_as_python(tmp_path: Path) -> None:
    pkg = _package(tmp_path)
    data = _manifest_for(pkg)
    (pkg / "engine" / "extra.py").write_text("X = 1\n")
    assert "sources changed" in compiled._matches(data, pkg)


def test_a_source_touched_but_unchanged_still_matches(tmp_path: Path) -> None:
    """A checkout rewrites files with the same content: their times change, the build still holds."""
    pkg = _package(tmp_path)
    data = _manifest_for(pkg)
    f = pkg / "engine" / "rules.py"
    st = f.stat()
    os.utime(f, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000_000))
    assert data["marks"] != compiled.source_marks(pkg)
    assert compiled._matches(data, pkg) == ""


def test_a_build_for_another_python_is_not_loaded(tmp_path: Path) -> None:
    pkg = _package(tmp_path)
    data = _manifest_for(pkg)
    data["python"] = "cpython-310-linux-.cpython-310-x86_64-linux-gnu.so"
    assert "built for cpython-310" in compiled._matches(data, pkg)


def _run(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False,
                          env={**os.environ, **env}, timeout=600)


_WHERE = ("from lorcana_desktop import compiled; import importlib; "
          "m = importlib.import_module(compiled.MODULES[0]) if compiled.MODULES else None; "
          "print(compiled.status().reason); print(m.__file__ if m else '')")


def test_a_corrupt_manifest_is_named_and_the_engine_runs_as_python(tmp_path: Path) -> None:
    (tmp_path / "manifest.json").write_text("{not json")
    done = _run(_WHERE, LORCANA_DESKTOP_COMPILED_DIR=str(tmp_path))
    assert done.returncode == 0, done.stderr
    reason, where = done.stdout.splitlines()
    assert "manifest" in reason and str(tmp_path) in reason and "cannot be read" in reason
    assert where == "" or where.endswith(".py")


def test_a_build_that_fails_keeps_the_last_good_one(tmp_path: Path) -> None:
    """A failed build names what failed and leaves the build already there untouched."""
    folder = tmp_path / "compiled"
    folder.mkdir()
    (folder / "manifest.json").write_text('{"format": 1, "kept": true}')
    with pytest.raises(compiled.BuildError) as failed:
        compiled.build(modules=("lorcana_desktop.no_such_module",), folder=folder)
    assert "no_such_module" in str(failed.value)
    assert json.loads((folder / "manifest.json").read_text()) == {"format": 1, "kept": True}


_BUILDER = """
import subprocess, sys
from pathlib import Path
from lorcana_desktop import compiled

tag = sys.argv[2]
suffix = compiled.importlib.machinery.EXTENSION_SUFFIXES[0]

def fake_mypyc(cmd, cwd, **_):  # writes what mypyc would, each file saying which build made it
    work = Path(cwd)
    for src in cmd[2:]:
        (work / (src[:-3] + suffix)).write_text(tag)
    (work / ("abc__mypyc" + suffix)).write_text(tag)
    return subprocess.CompletedProcess(cmd, 0, "", "")

subprocess.run = fake_mypyc
for _ in range(int(sys.argv[3])):
    compiled.build(modules=("lorcana_desktop.rules_core.rng", "lorcana_desktop.exo.engine.chain"),
                   folder=Path(sys.argv[1]), force=True)
"""


def test_two_builds_at_once_leave_one_whole_build(tmp_path: Path) -> None:
    """Two set-ups building in one checkout at the same moment: both finish, and the folder then holds one
    complete build (every file its manifest names, all from the same build), with nothing left beside it."""
    if compiled.importlib.util.find_spec("mypyc") is None:
        pytest.skip("mypyc is not installed (the `compiled` extra: pip install mypy setuptools)")
    folder = tmp_path / "build" / "compiled"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    runs = [subprocess.Popen([sys.executable, "-c", _BUILDER, str(folder), tag, "12"], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for tag in ("first", "second")]
    for run in runs:
        _, err = run.communicate(timeout=300)
        assert run.returncode == 0, err
    manifest = json.loads((folder / "manifest.json").read_text())
    made_by = {(folder / rel).read_text() for rel in manifest["files"].values()}
    assert len(manifest["files"]) == 3 and len(made_by) == 1
    assert sorted(p.name for p in folder.parent.iterdir()) == ["compiled"]


def test_the_standalone_build_takes_the_compiled_files_at_their_module_paths(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import bundle
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    shared = tmp_path / "abc__mypyc.cpython-311-x86_64-linux-gnu.so"
    chain = tmp_path / "lorcana_desktop" / "exo" / "engine" / "chain.cpython-311-x86_64-linux-gnu.so"
    got = bundle.compiled_binaries({"abc__mypyc": shared, "lorcana_desktop.exo.engine.chain": chain}, tmp_path)
    assert got == [("abc__mypyc.cpython-311-x86_64-linux-gnu.so", str(shared), "EXTENSION"),
                   ("lorcana_desktop/exo/engine/chain.cpython-311-x86_64-linux-gnu.so", str(chain), "EXTENSION")]
    assert {bundle.module_of_binary(dest) for dest, _, _ in got} == {"abc__mypyc", "lorcana_desktop.exo.engine.chain"}


def _need_build() -> None:
    s = compiled.status()
    if not s.active:
        pytest.skip(f"no compiled engine to check: {s.reason}")


def test_the_compiled_modules_run_when_current_and_python_when_asked() -> None:
    _need_build()
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    done = _run(_WHERE)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[1].endswith(suffixes)
    done = _run(_WHERE, LORCANA_DESKTOP_PURE="1")
    assert done.returncode == 0, done.stderr
    reason, where = done.stdout.splitlines()
    assert "LORCANA_DESKTOP_PURE" in reason and where.endswith(".py")


def _bench(*args: str, **env: str) -> str:
    done = subprocess.run([sys.executable, "-m", "lorcana_desktop", "bench", *args], cwd=ROOT, capture_output=True,
                          text=True, check=False, env={**os.environ, **env}, timeout=1200)
    assert done.returncode == 0, done.stderr
    return next(line for line in done.stdout.splitlines() if line.startswith("digest:"))


def test_compiled_and_python_exo_engines_play_the_same_games() -> None:
    """Two processes, one compiled and one Python, play the same 150 random Exo games move for move (the digest
    covers every decision's legal actions, the one taken, and each game's end and log)."""
    _need_build()
    if not any(m.startswith("lorcana_desktop.exo.") for m in compiled.status().modules):
        pytest.skip("no Exo module is compiled")
    args = ("engine", "--game", "exo", "--digest", "--games", "150")
    assert _bench(*args) == _bench(*args, LORCANA_DESKTOP_PURE="1")


def test_compiled_and_python_lorcana_engines_play_the_same_games() -> None:
    """As above for Lorcana: 150 fuzz games of the precons, every legal list and choice in the digest."""
    _need_build()
    if not any(m.startswith(("lorcana_desktop.engine.", "lorcana_desktop.bots.")) for m in compiled.status().modules):
        pytest.skip("no Lorcana engine module is compiled")
    args = ("fuzz", "--games", "150", "--seed", "0", "--jobs", "1", "--digest")
    assert _bench(*args) == _bench(*args, LORCANA_DESKTOP_PURE="1")
