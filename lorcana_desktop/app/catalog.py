"""Catalog set-up: import card data into the user's catalog, and hand out the cards."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

from lorcana_desktop import paths
from lorcana_desktop.cards import CardDataError, CardIndex, NoCardSource, default_source_path, load_card_data
from lorcana_desktop.cards.localized import texts_for
from lorcana_desktop.cards.lorcanajson import CardData, with_english_names
from lorcana_desktop.cards.source import DEFAULT_SOURCE_NAME
from lorcana_desktop.store.catalog import (
    CATALOG_SCHEMA_VERSION,
    Catalog,
    CatalogError,
    CatalogWriteError,
    build_catalog,
    catalog_problem,
    recorded_source,
    recorded_text_sources,
    schema_version_of,
    stored_texts,
)

Progress = Callable[[str], None]


@dataclass(frozen=True, slots=True)
class ImportReport:
    path: Path
    source: str
    language: str
    card_count: int
    printing_count: int
    seconds: float
    # A file in another language added its card texts to the English catalog (card_count: cards it translates).
    texts_only: bool = False


def import_cards(source: str | Path | None = None, progress: Progress | None = None) -> ImportReport:
    """Import a LorcanaJSON file (the default source when None) into the user's catalog.

    An English file becomes the catalog (keeping the card texts of other languages already imported). A
    French, German or Italian file adds its card texts to the English catalog: the cards stay the English
    ones the rules and the decks read, and show in that language where the window speaks it. Without English
    card data to add them to, such a file becomes the catalog itself, as before.

    Raises CardDataError (bad file) or NoCardSource (no default source); the
    catalog already there stays as it was in both cases.
    """
    start = time.perf_counter()
    src = Path(source) if source is not None else default_source_path()
    if progress:
        progress(f"reading {src}")
    last = [0]

    def on_cards(done: int, total: int) -> None:
        pct = done * 100 // total
        if progress and (pct >= last[0] + 20 or done == total):
            last[0] = pct
            progress(f"read {done}/{total} printings ({pct}%)")

    data = load_card_data(src, on_cards)
    if source is None:
        data = replace(data, source=DEFAULT_SOURCE_NAME)
    target = paths.catalog_path()
    texts = stored_texts(target)
    sources = recorded_text_sources(target) if target.exists() else {}
    if data.language != "en":
        english = _english_base(target, src, progress)
        if english is not None:
            translated = texts_for(data, english)
            texts = {**texts, data.language: translated}
            sources = {**sources, data.language: str(src)}
            build_catalog(english, target, progress, texts, sources)
            _cached_index.cache_clear()
            return ImportReport(target, str(src), data.language, len(translated), data.printing_count,
                                time.perf_counter() - start, texts_only=True)
        data = _add_english_names(data, src, progress)
        texts, sources = {}, {}
    texts = {lang: by_name for lang, by_name in texts.items() if lang != data.language}
    build_catalog(data, target, progress, texts, {k: v for k, v in sources.items() if k in texts})
    _cached_index.cache_clear()
    return ImportReport(
        path=target,
        source=str(src),
        language=data.language,
        card_count=len(data.cards),
        printing_count=data.printing_count,
        seconds=time.perf_counter() - start,
    )


def _english_base(target: Path, src: Path, progress: Progress | None) -> CardData | None:
    """The English card data texts in another language are added to: the file the catalog was imported
    from when that is English and still there, else the default source; None when there is none."""
    recorded = recorded_source(target) if target.exists() else None
    candidates: list[tuple[Path, str | None]] = []
    if recorded and recorded != DEFAULT_SOURCE_NAME and Path(recorded).exists():
        candidates.append((Path(recorded), recorded))
    try:
        candidates.append((default_source_path(), DEFAULT_SOURCE_NAME))
    except NoCardSource:
        pass
    for path, name in candidates:
        if path.resolve() == src.resolve():
            continue
        try:
            english = load_card_data(path)
        except CardDataError as exc:
            if progress:
                progress(f"cannot read the English card data {path} ({exc})")
            continue
        if english.language == "en":
            if progress:
                progress(f"adding the card texts to the English cards of {path}")
            return replace(english, source=name) if name else english
    if progress:
        progress("no English card data to add these card texts to: they become the catalog")
    return None


def _add_english_names(data: CardData, src: Path, progress: Progress | None) -> CardData:
    """A catalog in another language also knows each card's English name, from the default
    source (English), so English deck lists and the preconstructed decks still resolve."""
    if data.language == "en":
        return data
    try:
        english_src = default_source_path()
        if english_src.resolve() == src.resolve():
            return data
        english = load_card_data(english_src)
    except (NoCardSource, CardDataError) as exc:
        if progress:
            progress(f"no English card names for this {data.language} catalog ({exc}); "
                     "English deck lists will not resolve")
        return data
    if english.language != "en":
        return data
    if progress:
        progress(f"matched English names from {english_src}")
    return with_english_names(data, english)


def ensure_catalog(progress: Progress | None = None) -> Path:
    """Make sure a current catalog exists: import the default source on first run, and
    rebuild a catalog of an older schema from the file it was imported from."""
    target = paths.catalog_path()
    version = schema_version_of(target) if target.exists() else None
    # A file damaged in the middle still tells its schema: every page is read once to be sure.
    if version is not None and catalog_problem(target) is not None:
        version = None
    if version == CATALOG_SCHEMA_VERSION:
        return target
    source: str | None = None
    if version is not None:
        # Rebuilt from the file it was imported from; failing that, from the default source.
        recorded = recorded_source(target)
        if recorded and recorded != DEFAULT_SOURCE_NAME and Path(recorded).exists():
            source = recorded
        if progress:
            progress(f"the catalog is from an older version ({version}); rebuilding it")
    elif target.exists():
        # A damaged catalog holds nothing of the user's: it is rebuilt from the file it was imported
        # from when that still reads, else from the default source; the old file is kept aside.
        recorded = recorded_source(target)
        source = recorded if recorded and Path(recorded).exists() else None
        try:
            target.replace(target.with_name(target.name + ".damaged"))
        except OSError as exc:
            raise CatalogWriteError(target, exc) from exc
        if progress:
            progress("the catalog file was damaged; rebuilding it (the old file is kept as .damaged)")
    text_sources = recorded_text_sources(target) if target.exists() and version is not None else {}
    import_cards(source, progress)
    for language, path in sorted(text_sources.items()):
        # The card texts of other languages, from their files when they are still there.
        if Path(path).exists():
            try:
                import_cards(path, progress)
            except CardDataError as exc:
                if progress:
                    progress(f"the {language} card texts of {path} were not added again ({exc})")
    return target


def open_catalog(progress: Progress | None = None) -> Catalog:
    """The user's catalog, imported first if needed."""
    return Catalog(ensure_catalog(progress))


def _stamp(path: Path) -> tuple[str, float]:
    return (str(path), path.stat().st_mtime if path.exists() else 0.0)


def _cached_index_impl(key: tuple[str, float]) -> CardIndex:
    catalog = Catalog(Path(key[0]))
    try:
        return catalog.index()
    finally:
        catalog.close()


_cached_index = lru_cache(maxsize=2)(_cached_index_impl)


def load_card_index(progress: Progress | None = None) -> CardIndex:
    """Every card of the user's catalog (imported on first use), cached per process."""
    target = ensure_catalog(progress)
    return _cached_index(_stamp(target))


def stderr_progress(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


__all__ = [
    "CatalogError",
    "ImportReport",
    "ensure_catalog",
    "import_cards",
    "load_card_index",
    "open_catalog",
    "stderr_progress",
]
