"""Helpers to run the command line against a data folder the program may not write to."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _make_read_only(folder: Path) -> None:
    for p in folder.iterdir():
        p.chmod(stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH)
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR | stat.S_IRGRP | stat.S_IXGRP | stat.S_IROTH | stat.S_IXOTH)


@pytest.fixture
def run_read_only() -> Iterator[Callable[..., subprocess.CompletedProcess[str]]]:
    """run(*args) runs ``lorcana-desktop args`` in a fresh process on a read-only data folder holding a
    catalog and user data. As root (which may write anywhere) it runs as the user nobody, so the
    folder is outside pytest's private temporary folder."""
    tmp_path = Path(tempfile.mkdtemp(prefix="lorcana-read-only-"))
    data = tmp_path / "data"
    env = {**os.environ, "LORCANA_DESKTOP_DATA_DIR": str(data), "LORCANA_DESKTOP_CACHE_DIR": str(tmp_path / "cache"),
           "PYTHONPATH": str(ROOT), "HOME": str(tmp_path)}
    prefix: list[str] = []
    if os.geteuid() == 0:
        setpriv = shutil.which("setpriv")
        if setpriv is None:
            pytest.skip("running as root without setpriv: no way to make a folder read-only")
        prefix = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
    # Build the data while it is writable: catalog, and user data with the preconstructed decks.
    subprocess.run([sys.executable, "-m", "lorcana_desktop", "deck", "list"], env=env, check=True,
                   capture_output=True, cwd=ROOT)
    _make_read_only(data)
    tmp_path.chmod(0o755)

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([*prefix, sys.executable, "-m", "lorcana_desktop", *args], env=env, text=True,
                              capture_output=True, cwd=ROOT, timeout=120, check=False)

    run.data = data  # type: ignore[attr-defined]
    run.tmp = tmp_path  # type: ignore[attr-defined]
    run.make_read_only = lambda: _make_read_only(data)  # type: ignore[attr-defined]
    yield run
    data.chmod(0o755)
    shutil.rmtree(tmp_path, ignore_errors=True)


@pytest.fixture(scope="session")
def _data_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data folder holding a catalog and user data with the preconstructed decks, built once per run
    by the real command line."""
    base = tmp_path_factory.mktemp("data-template")
    env = {**os.environ, "LORCANA_DESKTOP_DATA_DIR": str(base / "data"),
           "LORCANA_DESKTOP_CACHE_DIR": str(base / "cache"), "PYTHONPATH": str(ROOT)}
    subprocess.run([sys.executable, "-m", "lorcana_desktop", "deck", "list"], env=env, check=True,
                   capture_output=True, cwd=ROOT)
    return base / "data"


class Programs:
    """Runs ``lorcana-desktop`` (and helper scripts) as separate processes on one private data folder."""

    def __init__(self, data: Path, cache: Path) -> None:
        self.data = data
        self.env = {**os.environ, "LORCANA_DESKTOP_DATA_DIR": str(data), "LORCANA_DESKTOP_CACHE_DIR": str(cache),
                    "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1"}

    @property
    def userdata(self) -> Path:
        return self.data / "userdata.sqlite"

    @property
    def catalog(self) -> Path:
        return self.data / "catalog.sqlite"

    def run(self, *args: str, timeout: float = 120, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "lorcana_desktop", *args], env=self.env, text=True,
                              capture_output=True, cwd=ROOT, timeout=timeout, check=False, input=stdin)

    def start(self, *args: str, **kw: object) -> subprocess.Popen[str]:
        """``lorcana-desktop args`` started, not waited for."""
        return subprocess.Popen([sys.executable, "-m", "lorcana_desktop", *args], env=self.env, text=True,
                                cwd=ROOT, **kw)  # type: ignore[call-overload]

    def python(self, code: str, **kw: object) -> subprocess.Popen[str]:
        """A separate Python process running ``code`` (stdout piped, line by line)."""
        return subprocess.Popen([sys.executable, "-c", code], env=self.env, text=True, cwd=ROOT,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)  # type: ignore[call-overload]


@pytest.fixture
def programs(_data_template: Path, tmp_path: Path) -> Programs:
    """A fresh copy of the prepared data folder, and a way to run the program on it in other processes."""
    data = tmp_path / "data"
    shutil.copytree(_data_template, data)
    return Programs(data, tmp_path / "cache")
