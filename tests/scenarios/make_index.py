"""Rewrites the "Index" section of tests/scenarios/README.md from the scenario files themselves.

Usage: .venv/bin/python tests/scenarios/make_index.py [--check]

One line per file (its title, then its "rules"), one heading per folder with its count. Run it
after adding scenarios (or after a merge that added some on both sides); ``--check`` exits 1 when
the README's index is not the one the files give.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
README = HERE / "README.md"
HEADING = "## Index"


def _folders() -> list[Path]:
    def key(p: Path) -> tuple[int, int, str]:
        head = p.name.split("-", 1)[0]
        return (0, int(head), p.name) if head.isdigit() else (1, 0, p.name)

    return sorted((p for p in HERE.iterdir() if p.is_dir() and any(p.glob("*.json"))), key=key)


def _line(path: Path) -> str:
    data = json.loads(path.read_text(encoding="utf-8"))
    title = str(data.get("title", "")).strip()
    rules = str(data.get("rules", "")).strip()
    if rules and not rules.startswith("CR"):
        rules = f"CR {rules}"
    return f"- `{path.name}`: {title}" + (f" ({rules})" if rules else "")


def index_text() -> str:
    folders = _folders()
    files = {f: sorted(f.glob("*.json")) for f in folders}
    out = [f"{HEADING} ({sum(len(v) for v in files.values())} files)", ""]
    for folder in folders:
        out += [f"### {folder.name}/ ({len(files[folder])})", ""]
        out += [_line(p) for p in files[folder]]
        out.append("")
    return "\n".join(out)


def main(argv: list[str]) -> int:
    text = README.read_text(encoding="utf-8")
    start = text.find(f"\n{HEADING}")
    if start < 0:
        print(f"{README}: no '{HEADING}' section", file=sys.stderr)
        return 2
    new = text[: start + 1] + index_text()
    if "--check" in argv:
        if new != text:
            print(f"{README}: the index is out of date; run tests/scenarios/make_index.py", file=sys.stderr)
            return 1
        return 0
    README.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
