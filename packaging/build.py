"""Build the standalone program with PyInstaller, self-test it and report its figures.

    packaging/build                      one folder: dist/lorcana-desktop/lorcana-desktop
    packaging/build --onefile            one file:   dist/lorcana-desktop-<version>-<system>[.exe]
    packaging/build --test               ... then run the built program's --selftest
    packaging/build --report             ... then print size, file count and time to the main window
    packaging/build --no-build --onefile --test --runs 50     self-test what is built, 50 times

Writes only under build/ and dist/ (or --work and --dist). See packaging/README.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "lorcana-desktop.spec"
SHOWN_MARK = "lorcana-desktop: main window shown"  # printed by --exit-when-shown (lorcana_desktop.ui.selftest)
WINDOW_TIMEOUT = 60.0


def version() -> str:
    sys.path.insert(0, str(ROOT))
    from lorcana_desktop import __version__

    return __version__


def system_tag() -> str:
    name = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform.rstrip("0123456789"))
    return f"{name}-{platform.machine().lower()}"


def exe_suffix() -> str:
    return ".exe" if sys.platform == "win32" else ""


def target_of(dist: Path, onefile: bool) -> tuple[Path, Path]:
    """(what was built, the program to run): the folder and its program, or the one file twice."""
    if onefile:
        f = dist / f"lorcana-desktop-{version()}-{system_tag()}{exe_suffix()}"
        return f, f
    folder = dist / "lorcana-desktop"
    return folder, folder / f"lorcana-desktop{exe_suffix()}"


def make_icon(work: Path) -> Path:
    """The application icon: the card back, on a square (PyInstaller turns the PNG into .ico/.icns)."""
    sys.path.insert(0, str(ROOT))
    from PIL import Image

    from lorcana_desktop.render.face import render_back

    back = render_back(180)
    icon = Image.new("RGBA", (256, 256), (0, 0, 0, 0))
    icon.paste(back, ((256 - back.width) // 2, (256 - back.height) // 2), back)
    path = work / "lorcana-desktop-icon.png"
    icon.save(path)
    return path


def make_version_file(work: Path) -> Path:
    """Windows version information (file properties) from the program's version."""
    nums = [int(p) for p in version().split(".")[:4] if p.isdigit()]
    nums += [0] * (4 - len(nums))
    text = f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={tuple(nums)}, prodvers={tuple(nums)}),
  kids=[StringFileInfo([StringTable('040904B0', [
    StringStruct('CompanyName', 'Lorcana Desktop'),
    StringStruct('FileDescription', 'Lorcana Desktop: a tabletop for the Disney Lorcana TCG'),
    StringStruct('FileVersion', '{version()}'),
    StringStruct('InternalName', 'lorcana-desktop'),
    StringStruct('OriginalFilename', 'lorcana-desktop.exe'),
    StringStruct('ProductName', 'Lorcana Desktop'),
    StringStruct('ProductVersion', '{version()}')])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])]
)
"""
    path = work / "version-info.txt"
    path.write_text(text, encoding="utf-8")
    return path


def build(onefile: bool, dist: Path, work: Path) -> Path:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit("PyInstaller is not installed: `.venv/bin/pip install -e '.[package]'` first.") from None
    kind = "onefile" if onefile else "onefolder"
    workpath = work / f"pyinstaller-{kind}"
    workpath.mkdir(parents=True, exist_ok=True)
    built, _ = target_of(dist, onefile)
    spec_args = []
    if sys.platform in ("win32", "darwin"):  # an executable carries an icon only there
        spec_args += ["--icon", str(make_icon(workpath))]
    if sys.platform == "win32":
        spec_args += ["--version-file", str(make_version_file(workpath))]
    if onefile:
        spec_args += ["--onefile"]
    distpath = dist if not onefile else work / "onefile-dist"
    start = time.perf_counter()
    rc = subprocess.call(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", str(distpath), "--workpath", str(workpath), str(SPEC), "--", *spec_args],
        cwd=ROOT,
    )
    if rc != 0:
        raise SystemExit(f"the build failed (PyInstaller exit {rc})")
    if onefile:
        # PyInstaller names the file after the spec's EXE; give it a name that says what it is.
        dist.mkdir(parents=True, exist_ok=True)
        os.replace(distpath / f"lorcana-desktop{exe_suffix()}", built)
    print(f"built {built} in {time.perf_counter() - start:.0f} s", flush=True)
    return built


@dataclass(frozen=True, slots=True)
class RunResult:
    ok: bool
    seconds: float
    output: str
    returncode: int


def private_env(base: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["LORCANA_DESKTOP_DATA_DIR"] = str(base / "data")
    env["LORCANA_DESKTOP_CACHE_DIR"] = str(base / "cache")
    env["QT_QPA_PLATFORM"] = env.get("LORCANA_DESKTOP_REPORT_PLATFORM", "offscreen")
    return env


def selftest(program: Path, runs: int) -> int:
    """Run ``program --selftest`` ``runs`` times; print every failure; the number of failures."""
    failures = 0
    times = []
    for i in range(runs):
        with tempfile.TemporaryDirectory(prefix="lorcana-build-selftest-") as tmp:
            start = time.perf_counter()
            proc = subprocess.run([str(program), "--selftest"], env=private_env(Path(tmp)), check=False,
                                  capture_output=True, text=True, timeout=300)
            times.append(time.perf_counter() - start)
        if proc.returncode != 0:
            failures += 1
            how = (f"signal {-proc.returncode}" if proc.returncode < 0 else f"exit {proc.returncode}")
            print(f"selftest run {i + 1}/{runs} FAILED ({how}):\n{proc.stdout}{proc.stderr}", flush=True)
        elif runs == 1:
            print(proc.stdout, end="", flush=True)
    print(f"selftest of {program.name}: {runs - failures}/{runs} passed "
          f"({statistics.median(times):.1f} s each)", flush=True)
    return failures


def evict_from_page_cache(path: Path) -> bool:
    """Drop the built files from the page cache (Linux), so the next start reads them from disk."""
    if not hasattr(os, "posix_fadvise"):
        return False
    files = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file() and not p.is_symlink()]
    for f in files:
        fd = os.open(f, os.O_RDONLY)
        try:
            os.fsync(fd)
            os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
        finally:
            os.close(fd)
    return True


def children_cpu() -> float:
    """CPU seconds (user + system) of the finished child processes so far; 0 where unknown."""
    try:
        import resource
    except ImportError:
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_to_window(program: Path, env: dict[str, str]) -> tuple[float, float]:
    """Seconds from starting the program to its main window being shown, and the CPU seconds the
    program used in all (start, window, quit): on a busy machine the wall time varies, the CPU time less."""
    cpu = children_cpu()
    start = time.perf_counter()
    proc = subprocess.Popen([str(program), "--exit-when-shown"], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    shown = None
    for line in proc.stdout:
        if SHOWN_MARK in line:
            shown = time.perf_counter() - start
            break
    try:
        proc.wait(timeout=WINDOW_TIMEOUT)
    except subprocess.TimeoutExpired:
        proc.kill()
    if shown is None:
        raise SystemExit(f"{program} did not show its main window (exit {proc.returncode})")
    return shown, children_cpu() - cpu


def size_and_files(built: Path) -> tuple[int, int]:
    if built.is_file():
        return built.stat().st_size, 1
    files = [p for p in built.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files), len(files)


def report(built: Path, program: Path, warm_runs: int = 5) -> str:
    """One line of the figures table for what was built."""
    size, count = size_and_files(built)
    with tempfile.TemporaryDirectory(prefix="lorcana-build-report-") as tmp:
        env = private_env(Path(tmp))
        time_to_window(program, env)  # the first start imports the catalog: not timed
        evicted = evict_from_page_cache(built)
        cold, cold_cpu = time_to_window(program, env)
        runs = [time_to_window(program, env) for _ in range(warm_runs)]
    warm = statistics.median(r[0] for r in runs)
    warm_cpu = statistics.median(r[1] for r in runs)
    kind = "one-file" if built.is_file() else "one-folder"
    cold_note = "" if evicted else " (not evicted from the page cache)"
    load = f", load {os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else ""
    return (f"{kind:<10}  {size / 1e6:6.1f} MB  {count:4d} files  to window: cold {cold:4.2f} s{cold_note}, "
            f"warm {warm:4.2f} s (median of {warm_runs}; CPU {cold_cpu:4.2f} / {warm_cpu:4.2f} s; "
            f"{env['QT_QPA_PLATFORM']}{load})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="packaging/build", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--onefile", action="store_true", help="one executable file instead of a folder")
    parser.add_argument("--test", action="store_true", help="run the built program's --selftest")
    parser.add_argument("--runs", type=int, default=1, help="with --test: how many times (default 1)")
    parser.add_argument("--report", action="store_true",
                        help="print size, file count and time to the main window (cold and warm)")
    parser.add_argument("--no-build", action="store_true", help="test or report what is already built")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the program goes (dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's work folder (build/)")
    args = parser.parse_args(argv)
    built, program = target_of(args.dist, args.onefile)
    if not args.no_build:
        if built.exists() and not args.onefile:
            shutil.rmtree(built)
        built = build(args.onefile, args.dist, args.work)
    elif not program.exists():
        raise SystemExit(f"nothing built at {built}: run packaging/build{' --onefile' if args.onefile else ''}")
    failed = selftest(program, args.runs) if args.test else 0
    if args.report:
        print(report(built, program), flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
