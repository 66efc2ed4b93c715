"""The game engines compiled to C by mypyc: built when a C compiler is there, used only while they match the sources.

The engines are plain typed Python. ``lorcana-desktop compiled build`` (run by ``dev.py`` set-up) compiles
the modules named in ``MODULES`` with mypyc into ``build/compiled/`` beside the checkout, with a manifest that records
a digest of every ``.py`` file of the package at build time. ``install()`` (called when the package is imported)
loads those compiled modules only while the digest still matches: an edited source, another Python, a missing or
broken build or ``LORCANA_DESKTOP_PURE=1`` run the ``.py`` files, which stay the reference. The standalone program
carries the compiled modules in place of their sources when the packaging found the build current (else the
sources). ``lorcana-desktop compiled`` says which engine runs and why.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import json
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

PACKAGE_DIR = Path(__file__).resolve().parent
MANIFEST = "manifest.json"
FORMAT = 1  # of the manifest; another format is not read

# The modules mypyc compiles, as one group (calls between them become C calls). A module stays Python when mypyc
# refuses it or when it is not in a hot path; the reasons are in the comments.
MODULES: tuple[str, ...] = (
    # Lorcana: the rules and the computer players' look-ahead. Python still: lang.py (its @step classes are not
    # native), reasons.py and rules_core's refusals (subclasses of RuleReason), view.py (reads CardView.__slots__),
    # decisions.py and resolution.py (dataclasses with ClassVar fields), actions.py (the save schema reads tuple
    # element types), state.py and game.py with rules_core/rng.py (GameState and ExoState subclass SeededRandom),
    # bots/base.py (a runtime-checkable Protocol), search.py and match.py (not in a lab game's path).
    "lorcana_desktop.bots.evaluate",
    "lorcana_desktop.bots.knowledge",
    "lorcana_desktop.bots.greedy",
    "lorcana_desktop.engine.legal",
    "lorcana_desktop.engine.zones",
    "lorcana_desktop.engine.stats",
    "lorcana_desktop.engine.turn",
    "lorcana_desktop.engine.turn_actions",
    "lorcana_desktop.engine.challenge",
    "lorcana_desktop.engine.effects",
    "lorcana_desktop.engine.bag",
    "lorcana_desktop.bots.policy",
    "lorcana_desktop.bots.levels",
    "lorcana_desktop.engine.setup",
    "lorcana_desktop.engine.sample",
    "lorcana_desktop.engine.notes",
    "lorcana_desktop.engine.tasks",
    "lorcana_desktop.engine.flags",
    "lorcana_desktop.engine.events",
    "lorcana_desktop.engine.lasting",
    "lorcana_desktop.engine.bag_entry",
    "lorcana_desktop.engine.answers",
    "lorcana_desktop.engine.manual",
    "lorcana_desktop.engine.defs",
    "lorcana_desktop.engine.abilities",
    "lorcana_desktop.engine.history",
    # Creatures of Exo, and the seeded RNG both games' states inherit (Lorcana's GameState, still Python,
    # subclasses it: rng.py allows that). Python still: reasons.py (ExoReason subclasses RuleReason),
    # decisions.py and options.py (dataclasses with ClassVar fields).
    "lorcana_desktop.exo.engine.actions",
    "lorcana_desktop.exo.engine.battle",
    "lorcana_desktop.exo.engine.book",
    "lorcana_desktop.exo.engine.chain",
    "lorcana_desktop.exo.engine.costs",
    "lorcana_desktop.exo.engine.effects",
    "lorcana_desktop.exo.engine.events",
    "lorcana_desktop.exo.engine.game",
    "lorcana_desktop.exo.engine.legal",
    "lorcana_desktop.exo.engine.manual",
    "lorcana_desktop.exo.engine.notes",
    "lorcana_desktop.exo.engine.setup",
    "lorcana_desktop.exo.engine.state",
    "lorcana_desktop.exo.engine.stats",
    "lorcana_desktop.exo.engine.targets",
    "lorcana_desktop.exo.engine.turn",
    "lorcana_desktop.exo.engine.view",
    "lorcana_desktop.exo.engine.zones",
    "lorcana_desktop.rules_core.rng",
)


@dataclass(frozen=True)
class Status:
    """Whether the compiled modules are in use, and why (or why not)."""

    active: bool
    reason: str
    folder: Path
    modules: tuple[str, ...] = ()


def build_folder() -> Path:
    """Where the compiled modules live: ``LORCANA_DESKTOP_COMPILED_DIR``, else ``build/compiled`` in the checkout
    (beside pyproject.toml), else the user cache folder."""
    override = os.environ.get("LORCANA_DESKTOP_COMPILED_DIR")
    if override:
        return Path(override)
    root = PACKAGE_DIR.parent
    if (root / "pyproject.toml").is_file():
        return root / "build" / "compiled"
    from lorcana_desktop.paths import cache_dir

    return cache_dir() / "compiled"


def _sources(package_dir: Path) -> list[Path]:
    return sorted(p for p in package_dir.rglob("*.py") if "__pycache__" not in p.parts)


def source_marks(package_dir: Path) -> list[list[object]]:
    """Each source file's relative path, size and modification time: a cheap first look before the digest."""
    out: list[list[object]] = []
    for p in _sources(package_dir):
        st = p.stat()
        out.append([p.relative_to(package_dir).as_posix(), st.st_size, st.st_mtime_ns])
    return out


def source_digest(package_dir: Path) -> str:
    """A digest of every ``.py`` file of the package (path and content). mypyc reads the types of the modules a
    compiled module imports, and inlines their Final constants, so an edit anywhere in the package counts."""
    h = hashlib.sha256()
    for p in _sources(package_dir):
        h.update(p.relative_to(package_dir).as_posix().encode())
        h.update(b"\0")
        h.update(p.read_bytes())
        h.update(b"\0")
    return h.hexdigest()


def python_tag() -> str:
    """The interpreter a build is for: a compiled module loads only into the same one."""
    return f"{sys.implementation.cache_tag}-{sys.platform}-{importlib.machinery.EXTENSION_SUFFIXES[0]}"


def _read_manifest(folder: Path) -> tuple[dict[str, object] | None, str]:
    try:
        data = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None, f"no compiled engine in {folder} (python3 dev.py setup builds it when a C compiler is there)"
    except (OSError, ValueError) as exc:
        return None, f"the compiled engine's manifest in {folder} cannot be read ({exc}); it runs as Python"
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None, f"the compiled engine in {folder} was built by another version of the program"
    return data, ""


def _matches(data: dict[str, object], package_dir: Path) -> str:
    """Why the build does not match the sources and this Python ("" when it does)."""
    if data.get("python") != python_tag():
        return f"the compiled engine was built for {data.get('python')}, this is {python_tag()}"
    if data.get("marks") == source_marks(package_dir):
        return ""
    if data.get("digest") != source_digest(package_dir):
        return "the sources changed since the engine was compiled (python3 dev.py setup compiles it again)"
    return ""


def _look() -> tuple[Status, dict[str, Path]]:
    """Whether the compiled modules can be used, and their files; never raises."""
    folder = Path()
    try:
        if os.environ.get("LORCANA_DESKTOP_PURE"):
            return Status(False, "LORCANA_DESKTOP_PURE is set: the engines run as Python", folder), {}
        if getattr(sys, "frozen", False):
            return _bundled(), {}
        folder = build_folder()
        data, why = _read_manifest(folder)
        if data is None:
            return Status(False, why, folder), {}
        why = _matches(data, PACKAGE_DIR)
        if why:
            return Status(False, why, folder), {}
        raw = data.get("files")
        if not isinstance(raw, dict):
            return Status(False, f"the compiled engine's manifest in {folder} lists no files", folder), {}
        files = {str(name): folder / str(rel) for name, rel in raw.items()}
        missing = [str(f) for f in files.values() if not f.is_file()]
        if missing:
            return Status(False, f"compiled files are missing: {', '.join(missing[:3])}", folder), {}
        listed = data.get("modules")
        modules = tuple(str(m) for m in listed) if isinstance(listed, list) else ()
        return Status(True, f"{len(modules)} engine modules compiled by mypyc", folder, modules), files
    except Exception as exc:  # noqa: BLE001 - whatever goes wrong here, the Python sources still run the game
        return Status(False, f"the compiled engine could not be loaded ({exc}); it runs as Python", folder), {}


def _bundled() -> Status:
    """In the standalone program the build is bundled in place of the sources it was made from (the packaging
    takes it only when current), so the modules are whatever the bundle holds."""
    # (Files, not find_spec: finding a module imports its package, and this runs in the middle of an import.)
    root = PACKAGE_DIR.parent
    found = [m for m in MODULES
             if any((root / (m.replace(".", "/") + suffix)).is_file() for suffix in importlib.machinery.EXTENSION_SUFFIXES)]
    if not found:
        return Status(False, "the standalone program was built without the compiled engine", Path())
    return Status(True, f"{len(found)} engine modules compiled by mypyc, bundled", Path(), tuple(found))


def bundle_files() -> dict[str, Path]:
    """What the standalone build bundles in place of the sources: each compiled module and mypyc's shared library
    by module name, when the build is current ({} otherwise: the bundle then takes the sources)."""
    return dict(_look()[1])


class _CompiledFinder:
    """Finds the compiled modules (and mypyc's shared library of their group) before the source files. It looks at
    the build the first time one of ``MODULES`` is imported, so a process that never imports an engine pays
    nothing."""

    def __init__(self) -> None:
        self.found: tuple[Status, dict[str, Path]] | None = None

    def look(self) -> tuple[Status, dict[str, Path]]:
        if self.found is None:
            # (Looking may import: in the standalone program it asks the import system where the modules are.)
            self.found = Status(False, "still looking at the build", Path()), {}
            self.found = _look()
        return self.found

    def find_spec(self, fullname: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if fullname not in _WANTED and not fullname.endswith("__mypyc"):
            return None
        f = self.look()[1].get(fullname)
        if f is None:
            return None
        loader = importlib.machinery.ExtensionFileLoader(fullname, str(f))
        return importlib.util.spec_from_file_location(fullname, str(f), loader=loader)


_WANTED = frozenset(MODULES)
_finder = _CompiledFinder()


def install() -> None:
    """Put the compiled modules in front of the sources (used when they match them, looked at on first use)."""
    if _finder not in sys.meta_path:
        sys.meta_path.insert(0, _finder)


def status() -> Status:
    """Whether the compiled modules are in use, and why (or why not)."""
    return _finder.look()[0]


# ---------------------------------------------------------------------------------------------------- building

_BUILD = """\
import sys
from setuptools import setup
from mypyc.build import mypycify
paths = sys.argv[1:]
sys.argv = [sys.argv[0], "build_ext", "--inplace", "--parallel", "{jobs}"]
setup(name="lorcana_desktop_compiled", ext_modules=mypycify(paths, opt_level="3", multi_file=True))
"""

_MYPY_INI = """\
[mypy]
python_version = {version}
ignore_missing_imports = True
"""


class BuildError(RuntimeError):
    """The compiled engine could not be built; the message says what is missing or what failed."""


def _module_path(name: str) -> str:
    return name.replace(".", "/") + ".py"


def build(modules: Sequence[str] = MODULES, folder: Path | None = None, force: bool = False,
          log: object = None) -> str:
    """Compile ``modules`` into ``folder`` (default ``build_folder()``); a no-op when the build there is current.
    Returns what it did; raises ``BuildError`` naming what is missing (mypyc, a C compiler) or what failed."""
    import shutil
    import subprocess
    import tempfile

    folder = folder or build_folder()
    modules = tuple(modules)
    if not modules:
        return "no module is marked for compiling"
    data, _ = _read_manifest(folder)
    if (not force and data is not None and data.get("modules") == list(modules)
            and not _matches(data, PACKAGE_DIR)):
        return f"the compiled engine in {folder} is current"
    if importlib.util.find_spec("mypyc") is None or importlib.util.find_spec("setuptools") is None:
        raise BuildError("mypyc is not installed (it comes with mypy: pip install mypy setuptools)")
    with tempfile.TemporaryDirectory(prefix="lorcana-compile-") as tmp:
        work = Path(tmp)
        # A copy of the sources: mypyc reads them (and their imports) and writes its C and its extensions beside
        # them, and a source edited during the build must not be mistaken for the one compiled.
        shutil.copytree(PACKAGE_DIR, work / PACKAGE_DIR.name,
                        ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", "*.qm"))
        copy = work / PACKAGE_DIR.name
        digest = source_digest(copy)
        (work / "mypy.ini").write_text(_MYPY_INI.format(version=f"{sys.version_info[0]}.{sys.version_info[1]}"))
        (work / "build_compiled.py").write_text(_BUILD.format(jobs=os.cpu_count() or 1))
        cmd = [sys.executable, "build_compiled.py", *[_module_path(m) for m in modules]]
        done = subprocess.run(cmd, cwd=work, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            tail = "\n".join((done.stdout + done.stderr).strip().splitlines()[-15:])
            raise BuildError(f"mypyc could not compile the engine:\n{tail}")
        files: dict[str, str] = {}
        suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
        for name in modules:
            stem = work / name.replace(".", "/")
            found = [p for p in (stem.parent.glob(stem.name + ".*")) if p.name.endswith(suffixes)]
            if not found:
                raise BuildError(f"mypyc built no extension for {name}")
            files[name] = found[0].relative_to(work).as_posix()
        for p in work.iterdir():  # mypyc's shared library of the group: <hash>__mypyc.<suffix>
            if p.is_file() and p.name.endswith(suffixes) and "__mypyc" in p.name:
                files[p.name.split(".")[0]] = p.name
        if source_digest(PACKAGE_DIR) != digest:
            raise BuildError("a source file changed during the build; run it again")
        manifest = {"format": FORMAT, "python": python_tag(), "digest": digest, "modules": list(modules),
                    "files": files, "marks": source_marks(PACKAGE_DIR)}
        folder.parent.mkdir(parents=True, exist_ok=True)
        # Each build fills a folder of its own and swaps it in whole: two builds at once (two set-ups in one
        # checkout) never write into each other's files, and a reader finds a complete build or none.
        fresh = Path(tempfile.mkdtemp(prefix=folder.name + ".new-", dir=folder.parent))
        try:
            for rel in files.values():
                (fresh / rel).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(work / rel, fresh / rel)
            (fresh / MANIFEST).write_text(json.dumps(manifest, indent=1), encoding="utf-8")
            install_build(fresh, folder)
        finally:
            shutil.rmtree(fresh, ignore_errors=True)
    return f"compiled {len(modules)} engine modules into {folder}"


def install_build(fresh: Path, folder: Path) -> None:
    """Put the complete build in ``fresh`` at ``folder`` by renames, the build that was there moved aside and
    removed. When another build lands at ``folder`` between the two renames, that one stays (it is as complete)
    and ``fresh`` is left for the caller to remove."""
    import shutil
    import tempfile

    old = Path(tempfile.mkdtemp(prefix=folder.name + ".old-", dir=folder.parent))
    try:
        try:
            folder.rename(old / "build")
        except FileNotFoundError:
            pass
        except OSError as e:  # (Windows: a running program holds the old build's files)
            raise BuildError(f"could not move the build at {folder} aside: {e}") from None
        try:
            fresh.rename(folder)
        except OSError:
            if not (folder / MANIFEST).is_file():
                raise BuildError(f"could not put the new build at {folder}") from None
    finally:
        shutil.rmtree(old, ignore_errors=True)
