"""The card catalog: a SQLite file built from LorcanaJSON, with an FTS5 index, swapped in atomically."""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import sqlite_utils

from lorcana_desktop.cards import Card, CardData, CardIndex
from lorcana_desktop.cards.localized import CardText
from lorcana_desktop.cards.query import CardQuery, Filter, QueryError, parse_query
from lorcana_desktop.cards.serialize import card_from_dict, card_to_dict
from lorcana_desktop.files import (
    BUSY_TIMEOUT,
    busy_message,
    is_busy,
    is_write_failure,
    remove_leftovers,
    write_failure,
)

# Bump when the tables change: an older catalog is rebuilt from its source at start-up.
CATALOG_SCHEMA_VERSION = 3  # 2: printings know their promo group; 3: card texts in other languages


class CatalogError(Exception):
    """The catalog file is missing, unreadable, or of an unknown shape."""


class CatalogWriteError(CatalogError):
    """The catalog could not be written (a full disk, a read-only folder); the old one is untouched."""

    def __init__(self, path: Path, cause: BaseException) -> None:
        super().__init__(f"Could not write the card catalog: {write_failure(cause, path.parent)}. "
                         "The catalog already there is unchanged.")
        self.path = path
        self.cause = cause


class CatalogBusy(CatalogError):
    """Another process held the catalog past the busy timeout: not damage; nothing was changed."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"The card catalog cannot be read now: {busy_message(path)}. Nothing was changed.")
        self.path = path


@dataclass(frozen=True, slots=True)
class CatalogInfo:
    path: Path
    schema_version: int
    source: str
    language: str
    generated_on: str
    imported_at: str
    card_count: int
    printing_count: int


def connect(path: Path) -> sqlite_utils.Database:
    conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT)
    conn.execute("PRAGMA foreign_keys = ON")
    return sqlite_utils.Database(conn)


# Card texts in other languages: language -> English full name -> the text; and the file each came from.
Texts = Mapping[str, Mapping[str, CardText]]


def build_catalog(data: CardData, path: Path, progress: Callable[[str], None] | None = None,
                  texts: Texts | None = None, text_sources: Mapping[str, str] | None = None) -> Path:
    """Write ``data`` as a catalog at ``path``, with the card ``texts`` of other languages (searched with
    the English texts; ``text_sources`` records where each language came from, for a rebuild).

    The new file is built beside the old one and moved over it in one step
    (``os.replace``), so a failed import leaves the catalog already there untouched.
    """
    tmp = path.with_name(f"{_building_prefix(path)}{os.getpid()}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        remove_stale_builds(path)
        tmp.unlink(missing_ok=True)
        db = connect(tmp)
        try:
            _write(db, data, progress, texts or {}, text_sources or {})
        finally:
            db.conn.close()
        os.replace(tmp, path)
    except BaseException as exc:
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass  # the cleanup must never replace the error that stopped the build
        if is_write_failure(exc):
            raise CatalogWriteError(path, exc) from exc
        raise
    return path


def _building_prefix(path: Path) -> str:
    return f"{path.name}.building-"


def remove_stale_builds(path: Path) -> list[Path]:
    """Delete half-built catalogs left by an import that was killed (its process is gone); the removed files."""
    return remove_leftovers(path.parent, _building_prefix(path))


def _write(db: sqlite_utils.Database, data: CardData, progress: Callable[[str], None] | None, texts: Texts,
           text_sources: Mapping[str, str]) -> None:
    conn = db.conn
    conn.execute("PRAGMA journal_mode = OFF")
    conn.execute("PRAGMA synchronous = OFF")
    with conn:
        db.table("meta").insert_all(
            [
                {"key": "source", "value": data.source},
                {"key": "language", "value": data.language},
                {"key": "generated_on", "value": data.generated_on},
                {"key": "format_version", "value": data.format_version},
                {"key": "imported_at", "value": datetime.now(UTC).isoformat(timespec="seconds")},
                {"key": "printing_count", "value": str(data.printing_count)},
                {"key": "sets", "value": json.dumps(data.sets)},
                {"key": "text_sources", "value": json.dumps(dict(text_sources))},
            ],
            pk="key",
        )
        rows = []
        printings = []
        text_rows = []
        for card in data.cards:
            translated = []
            for language, by_name in sorted(texts.items()):
                text = by_name.get(card.full_name)
                if text is not None and language != data.language:
                    text_rows.append({"card_id": card.id, "language": language, "full_name": text.full_name,
                                      "data": json.dumps(text.to_dict(), ensure_ascii=False)})
                    translated += [text.full_name, " ".join(text.classifications), text.full_text]
            rows.append(
                {
                    "id": card.id,
                    "full_name": card.full_name,
                    "name": card.name,
                    "version": card.version or "",
                    "type": card.type.value,
                    "song": int(card.is_song),
                    "inks": "|" + "|".join(i.value.lower() for i in card.inks) + "|",
                    "cost": card.cost,
                    "inkable": int(card.inkable),
                    "strength": card.strength,
                    "willpower": card.willpower,
                    "lore": card.lore,
                    "move_cost": card.move_cost,
                    "classifications": " \u2022 ".join(card.classifications),
                    "class_keys": "|" + "|".join(c.casefold() for c in card.classifications) + "|",
                    "keyword_keys": "|" + "|".join(sorted({k.keyword.casefold() for k in card.keywords})) + "|",
                    "set_code": card.set_code,
                    "number": card.number,
                    "rarity": card.rarity,
                    "full_text": card.full_text,
                    "translated": " ".join(translated),  # its names and texts in other languages, searched too
                    "legal_core": int(card.legal_in("Core")),
                    "legal_infinity": int(card.legal_in("Infinity")),
                    "data": json.dumps(card_to_dict(card), ensure_ascii=False),
                }
            )
            for p in card.printings:
                printings.append(
                    {
                        "id": p.id,
                        "card_id": card.id,
                        "set_code": p.set_code,
                        "number": p.number,
                        "rarity": p.rarity,
                        "variant": p.variant,
                        "promo_group": p.promo_group,
                    }
                )
        db.table("cards").insert_all(rows, pk="id")
        if progress:
            progress(f"wrote {len(rows)} cards")
        db.table("printings").insert_all(printings, pk="id", foreign_keys=[("card_id", "cards", "id")])
        db.table("printings").create_index(["card_id"])
        db.table("printings").create_index(["set_code"])
        db.table("cards").create_index(["full_name"])
        db.table("cards").create_index(["cost"])
        db.table("card_texts").create({"card_id": int, "language": str, "full_name": str, "data": str},
                                      pk=("card_id", "language"), foreign_keys=[("card_id", "cards", "id")])
        db.table("card_texts").insert_all(text_rows)
        db.table("card_texts").create_index(["language"])
        if progress and text_rows:
            progress(f"wrote {len(text_rows)} card texts in other languages")
    db.table("cards").enable_fts(
        ["full_name", "version", "classifications", "full_text", "translated"],
        fts_version="FTS5",
        tokenize="unicode61 remove_diacritics 2",
        create_triggers=False,
    )
    if progress:
        progress("built the search index")
    conn.execute(f"PRAGMA user_version = {CATALOG_SCHEMA_VERSION}")
    conn.commit()


def _read_only(path: Path, *queries: str) -> list[list[tuple]]:
    """The rows of each query, on the file opened read-only; raises sqlite3.Error, or CatalogBusy when
    another process held the file past the busy timeout (which says nothing about the file)."""
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=BUSY_TIMEOUT)
        try:
            return [conn.execute(q).fetchall() for q in queries]
        finally:
            conn.close()
    except sqlite3.Error as exc:
        if is_busy(exc):
            raise CatalogBusy(path) from exc
        raise


def schema_version_of(path: Path) -> int | None:
    """The schema version of a catalog file, or None if it is not a readable catalog (CatalogBusy when
    another program holds it)."""
    try:
        version, _count = _read_only(path, "PRAGMA user_version", "SELECT count(*) FROM cards")
    except sqlite3.Error:
        return None
    return int(version[0][0])


_healthy: dict[tuple[str, int, int], bool] = {}


def catalog_problem(path: Path) -> str | None:
    """None when the catalog file reads cleanly page by page (PRAGMA quick_check), else what is wrong.

    A file damaged in the middle still opens and reports its schema; only reading every page finds
    it. The answer is remembered per file size and time, so a healthy catalog is checked once.
    """
    try:
        st = path.stat()
    except OSError as exc:
        return f"cannot be read ({exc.strerror or exc})"
    key = (str(path), st.st_size, st.st_mtime_ns)
    if _healthy.get(key):
        return None
    try:
        (rows,) = _read_only(path, "PRAGMA quick_check")
    except sqlite3.Error as exc:
        return str(exc)
    messages = [str(r[0]) for r in rows]
    if messages == ["ok"]:
        _healthy[key] = True
        return None
    return "; ".join(messages[:3]) + (f" (and {len(messages) - 3} more)" if len(messages) > 3 else "")


def stored_texts(path: Path) -> dict[str, dict[str, CardText]]:
    """The card texts of other languages in the catalog at ``path`` (language -> English full name ->
    text), to carry into a catalog built anew; {} when it has none or cannot be read."""
    if not path.exists():
        return {}
    try:
        (rows,) = _read_only(path, "SELECT t.language, c.full_name, t.data FROM card_texts t "
                                   "JOIN cards c ON c.id = t.card_id")
    except sqlite3.Error:
        return {}
    found: dict[str, dict[str, CardText]] = {}
    for language, name, data in rows:
        try:
            found.setdefault(str(language), {})[str(name)] = CardText.from_dict(json.loads(data))
        except (ValueError, KeyError, TypeError):
            continue  # a damaged row: that one text is left out, the others come along
    return found


def recorded_text_sources(path: Path) -> dict[str, str]:
    """The files the card texts of other languages came from (language -> file), as recorded; {} if none."""
    try:
        (rows,) = _read_only(path, "SELECT value FROM meta WHERE key = 'text_sources'")
    except sqlite3.Error:
        return {}
    try:
        found = json.loads(rows[0][0]) if rows else {}
    except (ValueError, TypeError):
        return {}
    return {str(k): str(v) for k, v in found.items()} if isinstance(found, dict) else {}


def recorded_source(path: Path) -> str | None:
    """The card data file a catalog was imported from, as recorded in it, or None if unreadable."""
    try:
        (rows,) = _read_only(path, "SELECT value FROM meta WHERE key = 'source'")
    except sqlite3.Error:
        return None
    return str(rows[0][0]) if rows else None


class Catalog:
    """A read-only view of a catalog file: info, lookups and search."""

    def __init__(self, path: Path) -> None:
        if not path.exists():
            raise CatalogError(f"{path}: no catalog here; run `lorcana-desktop cards import`")
        version = schema_version_of(path)
        if version is None:
            raise CatalogError(f"{path}: not a readable card catalog")
        if version != CATALOG_SCHEMA_VERSION:
            raise CatalogError(
                f"{path}: catalog schema {version}, this program needs {CATALOG_SCHEMA_VERSION}; re-import it"
            )
        problem = catalog_problem(path)
        if problem is not None:
            raise CatalogError(f"{path}: the card catalog is damaged ({problem}); it is rebuilt at the next "
                               "start, or now with `lorcana-desktop cards import`")
        self.path = path
        self.db = connect(path)
        self._index: CardIndex | None = None
        self._decoded: dict[int, Card] = {}

    def close(self) -> None:
        self.db.conn.close()

    def info(self) -> CatalogInfo:
        with self._busy_said():
            meta = {r["key"]: r["value"] for r in self.db["meta"].rows}
            count = self.db["cards"].count
        return CatalogInfo(
            path=self.path,
            schema_version=CATALOG_SCHEMA_VERSION,
            source=meta.get("source", ""),
            language=meta.get("language", ""),
            generated_on=meta.get("generated_on", ""),
            imported_at=meta.get("imported_at", ""),
            card_count=count,
            printing_count=int(meta.get("printing_count", "0")),
        )

    @contextmanager
    def _busy_said(self) -> Iterator[None]:
        try:
            yield
        except sqlite3.OperationalError as exc:
            if is_busy(exc):
                raise CatalogBusy(self.path) from exc
            raise

    def sets(self) -> dict[str, dict]:
        with self._busy_said():
            row = self.db.conn.execute("SELECT value FROM meta WHERE key = 'sets'").fetchone()
        return json.loads(row[0]) if row else {}

    def _card(self, card_id: int, data: str) -> Card:
        """A row's card, decoded once per catalog: the window's three tabs list every card at
        start-up, and decoding is most of the time it takes to open the window."""
        card = self._decoded.get(card_id)
        if card is None:
            card = self._decoded[card_id] = card_from_dict(json.loads(data))
        return card

    def cards(self) -> Iterator[Card]:
        with self._busy_said():
            rows = self.db.conn.execute("SELECT id, data FROM cards ORDER BY id").fetchall()
        for card_id, data in rows:
            yield self._card(card_id, data)

    def index(self) -> CardIndex:
        """Every card in memory, for lookups by id and full name (a name in another language finds its card)."""
        if self._index is None:
            self._index = CardIndex(self.cards())
            with self._busy_said():
                rows = self.db.conn.execute("SELECT card_id, full_name FROM card_texts").fetchall()
            self._index.also_named((name, self._index.by_id(card_id)) for card_id, name in rows)
        return self._index

    def text_languages(self) -> list[str]:
        """The languages the catalog has card texts in, besides its own."""
        with self._busy_said():
            return [r[0] for r in self.db.conn.execute("SELECT DISTINCT language FROM card_texts ORDER BY 1")]

    def texts(self, language: str) -> dict[int, CardText]:
        """The card texts in ``language``, by card id (cards the data of that language lacks are not in it)."""
        with self._busy_said():
            rows = self.db.conn.execute("SELECT card_id, data FROM card_texts WHERE language = ?",
                                        (language,)).fetchall()
        return {card_id: CardText.from_dict(json.loads(data)) for card_id, data in rows}

    def search(self, query: str | CardQuery, limit: int | None = 200) -> list[Card]:
        """Cards matching the search language (see lorcana_desktop.cards.query); raises QueryError."""
        q = parse_query(query) if isinstance(query, str) else query
        sql, params = _search_sql(q, limit)
        try:
            rows = self.db.conn.execute(sql, params).fetchall()
        except sqlite3.OperationalError as exc:
            if is_busy(exc):
                raise CatalogBusy(self.path) from exc
            raise QueryError(f"cannot search for that: {exc}") from exc
        return [self._card(card_id, data) for card_id, data in rows]


def _fts_expression(words: tuple[str, ...]) -> str:
    parts = []
    for w in words:
        tokens = [t for t in "".join(ch if ch.isalnum() else " " for ch in w).split() if t]
        if not tokens:
            continue
        if len(tokens) == 1:
            parts.append(f'"{tokens[0]}"*')
        else:
            parts.append('"' + " ".join(tokens) + '"')
    return " AND ".join(parts)


def _filter_sql(f: Filter) -> tuple[str, list[object]]:
    if f.field in ("cost", "strength", "willpower", "lore", "move_cost"):
        return f"(c.{f.field} IS NOT NULL AND c.{f.field} {f.op} ?)", [f.value]
    if f.field == "ink":
        return "c.inks LIKE ?", [f"%|{f.value}|%"]
    if f.field == "type":
        if f.value == "Song":
            return "c.song = 1", []
        return "c.type = ?", [f.value]
    if f.field == "keyword":
        return "c.keyword_keys LIKE ?", [f"%|{f.value}|%"]
    if f.field == "classification":
        return "c.class_keys LIKE ?", [f"%|{f.value}|%"]
    if f.field == "set":
        return (
            "EXISTS (SELECT 1 FROM printings p WHERE p.card_id = c.id AND lower(p.set_code) = ?)",
            [f.value],
        )
    if f.field == "rarity":
        return "lower(c.rarity) = ?", [f.value]
    if f.field == "format":
        return ("c.legal_core = 1" if f.value == "Core" else "c.legal_infinity = 1"), []
    if f.field == "inkable":
        return "c.inkable = ?", [int(bool(f.value))]
    if f.field == "name":
        return "lower(c.full_name) LIKE ?", [f"%{f.value}%"]
    raise QueryError(f"unknown filter {f.field!r}")


def _search_sql(q: CardQuery, limit: int | None) -> tuple[str, list[object]]:
    where: list[str] = []
    params: list[object] = []
    fts = _fts_expression(q.words)
    if fts:
        sql = (
            "SELECT c.id, c.data FROM cards c JOIN cards_fts ON cards_fts.rowid = c.rowid "
            "WHERE cards_fts MATCH ?"
        )
        params.append(fts)
        order = " ORDER BY cards_fts.rank, c.cost, c.full_name"
        # Free-text results come best match first; otherwise cards playable in some
        # format come before quest-only ones, then by cost and name.
    else:
        sql = "SELECT c.id, c.data FROM cards c WHERE 1"
        order = " ORDER BY (c.legal_core + c.legal_infinity) = 0, c.cost, c.full_name"
    for f in q.filters:
        clause, p = _filter_sql(f)
        where.append(f"NOT ({clause})" if f.negate else clause)
        params.extend(p)
    for clause in where:
        sql += f" AND {clause}"
    sql += order
    if limit is not None:
        sql += f" LIMIT {int(limit)}"
    return sql, params

