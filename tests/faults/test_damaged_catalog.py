"""A catalog damaged in the middle is noticed when it is opened and rebuilt (issue 12, items 5 and 8)."""

from __future__ import annotations

import os
import subprocess
import sys

from lorcana_desktop import paths
from lorcana_desktop.app.catalog import ensure_catalog, import_cards, open_catalog
from lorcana_desktop.store.catalog import catalog_problem, remove_stale_builds


def _damage_the_middle() -> bytes:
    target = paths.catalog_path()
    data = bytearray(target.read_bytes())
    page = 4096
    middle = (len(data) // page // 2) * page
    data[middle:middle + 3 * page] = b"\xa5" * (3 * page)  # three pages of the card table, header intact
    target.write_bytes(bytes(data))
    return bytes(data)


def test_a_catalog_damaged_in_the_middle_is_rebuilt_at_open() -> None:
    import_cards()
    damaged = _damage_the_middle()
    assert catalog_problem(paths.catalog_path()) is not None
    messages: list[str] = []
    ensure_catalog(messages.append)
    assert any("damaged" in m for m in messages)
    target = paths.catalog_path()
    assert target.with_name(target.name + ".damaged").read_bytes() == damaged
    catalog = open_catalog()
    try:
        assert catalog.search("elsa")  # the first search no longer raises
        assert catalog.info().card_count > 2000
    finally:
        catalog.close()
    assert catalog_problem(target) is None


def test_a_killed_import_leaves_no_building_file_behind() -> None:
    import_cards()
    target = paths.catalog_path()
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True,
                          check=True)
    stale = target.with_name(f"{target.name}.building-{dead.stdout.strip()}")
    stale.write_bytes(b"half a catalog")
    live = target.with_name(f"{target.name}.building-{os.getppid()}")  # a process that still runs
    live.write_bytes(b"being built")
    assert remove_stale_builds(target) == [stale]
    assert live.exists() and not stale.exists()
    live.unlink()
    stale.write_bytes(b"half a catalog")
    import_cards()  # every import cleans up after killed ones
    assert not stale.exists()
