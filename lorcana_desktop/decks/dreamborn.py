"""Dreamborn's collection CSV (``Normal,Foil,Name,Set,Card Number,Color,Rarity,...``), read and written."""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass

from lorcana_desktop.cards import Card, CardIndex, Printing
from lorcana_desktop.cards.names import normalize_name
from lorcana_desktop.decks.collection import MAX_OWNED, Collection
from lorcana_desktop.decks.problems import MAX_SUGGESTED, Problem, Severity, resolve_name

HEADER = ("Normal", "Foil", "Name", "Set", "Card Number", "Color", "Rarity", "Price", "Foil Price")


@dataclass(frozen=True, slots=True)
class CollectionImportResult:
    """The collection read from a CSV and every row that could not be taken as written."""

    collection: Collection
    problems: tuple[Problem, ...] = ()
    rows: int = 0  # data rows in the file, blank ones included
    accepted: int = 0  # rows taken into ``collection``

    @property
    def ok(self) -> bool:
        return not self.rejected

    @property
    def rejected(self) -> int:
        """Rows (or a whole file) that could not be read."""
        return sum(1 for p in self.problems if p.severity is Severity.ERROR)


class CollectionImportRefused(Exception):
    """A collection import that must not be saved as it is; the message says why and what to do."""


class NothingToImport(CollectionImportRefused):
    """The file gave no card row at all: saving it would empty the collection."""


@dataclass(frozen=True, slots=True)
class CollectionImportPlan:
    """What saving an import would store, checked before the person is asked."""

    collection: Collection  # the whole collection as it will be saved
    merge: bool
    accepted: int
    rejected: int
    current_printings: int  # printings owned before the import
    capped: tuple[str, ...] = ()  # printings whose merged count stopped at MAX_OWNED

    @property
    def needs_consent(self) -> bool:
        """A replacing import that lost rows: the person must say yes knowingly (``--force`` with ``--yes``)."""
        return not self.merge and self.rejected > 0

    def consent_question(self) -> str:
        return (f"{self.rejected} row(s) of the file could not be read. Replace your collection "
                f"({self.current_printings} printings) with the {self.accepted} row(s) that were read? "
                f"The cards of the unread rows will no longer be in it.")

    def capped_message(self) -> str:
        shown = ", ".join(self.capped[:5]) + (f" and {len(self.capped) - 5} more" if len(self.capped) > 5 else "")
        return f"Counts stop at the maximum of {MAX_OWNED} copies: {shown}."


def plan_collection_import(
    result: CollectionImportResult, current: Collection, *, merge: bool, cards: CardIndex | None = None
) -> CollectionImportPlan:
    """The collection an import would save (the file's alone, or added to ``current`` with ``merge``).

    Raises NothingToImport when no row was read, so an empty or malformed file never empties
    the collection. A merged count stops at MAX_OWNED (named in ``capped``).
    """
    if result.accepted == 0:
        why = ("it has no card rows" if result.rows == 0 or not result.rejected
               else f"none of its {result.rejected} row(s) could be read")
        raise NothingToImport(f"Nothing imported: {why}. Your collection is unchanged.")
    got = result.collection
    capped: list[str] = []
    if merge:
        merged = Collection(dict(current.items()))
        for pid, owned in got.items():
            have = merged.get(pid)
            normal, foil = have.normal + owned.normal, have.foil + owned.foil
            if normal > MAX_OWNED or foil > MAX_OWNED:
                capped.append(_printing_label(pid, cards))
            merged.set(pid, min(normal, MAX_OWNED), min(foil, MAX_OWNED))
        got = merged
    return CollectionImportPlan(got, merge, result.accepted, result.rejected, len(current), tuple(capped))


def _printing_label(pid: int, cards: CardIndex | None) -> str:
    if cards is not None:
        try:
            card = cards.by_id(pid)
        except KeyError:
            return f"printing {pid}"
        p = next((p for p in card.printings if p.id == pid), None)
        return f"{card.full_name} ({p.identifier})" if p else card.full_name
    return f"printing {pid}"


def _printings(cards: CardIndex) -> dict[tuple[str, str], list[tuple[Card, Printing]]]:
    # A list per place: a few promos share one (P2-26 is both Moana's and Vaiana's), the name decides.
    table: dict[tuple[str, str], list[tuple[Card, Printing]]] = {}
    for card in cards:
        for p in card.printings:
            table.setdefault((p.place.casefold(), p.collector_number.casefold()), []).append((card, p))
    return table


def _printing_of(card: Card, set_code: str, card_number: str) -> Printing:
    """The printing of ``card`` a row most likely means: same place and number, else same place, else its first."""
    number = card_number.casefold().lstrip("0") or "0"
    key = set_code.casefold()
    printings = list(card.printings) or [Printing(card.id, card.set_code, card.number, card.rarity)]
    same = [p for p in printings if p.place.casefold() == key]
    exact = [p for p in same if p.collector_number.casefold() == number]
    loose = [p for p in printings if p.set_code.casefold() == key]
    # A list that writes a promo under its set ("1", number 1 for a P1 promo) still finds it.
    loose_exact = [p for p in loose if p.collector_number.casefold() == number]
    return (exact or loose_exact or same or loose or printings)[0]


def _count(cell: str | None) -> int:
    text = (cell or "").strip()
    if not text:
        return 0
    value = int(text)  # ValueError for junk, reported by the caller
    if value < 0 or value > MAX_OWNED:
        raise ValueError(text)
    return value


def parse_dreamborn_csv(text: str, cards: CardIndex) -> CollectionImportResult:
    """Read a Dreamborn collection export. Rows are matched by Set and Card Number, else by Name."""
    empty = Collection()
    body = text.lstrip("\ufeff")
    try:
        reader = csv.reader(io.StringIO(body, newline=""))
        rows = list(reader)
    except csv.Error as exc:
        return CollectionImportResult(empty, (Problem(f"Not a CSV file: {exc}."),))
    if not rows:
        return CollectionImportResult(empty, (Problem("The file is empty; expected a Dreamborn collection CSV."),))
    header = [h.strip().casefold() for h in rows[0]]
    col = {name: header.index(name.casefold()) for name in HEADER if name.casefold() in header}
    has_place = "Set" in col and "Card Number" in col
    missing = [n for n in ("Normal", "Foil") if n not in col]
    if missing or not (has_place or "Name" in col):
        need = missing + ([] if has_place or "Name" in col else ["Name (or Set and Card Number)"])
        return CollectionImportResult(empty, (Problem(
            f"Not a Dreamborn collection CSV: the header lacks {', '.join(need)}. "
            f"Expected {','.join(HEADER[:7])},...", 1, ",".join(rows[0])[:80]),))
    table = _printings(cards)
    collection = Collection()
    problems: list[Problem] = []
    accepted = 0

    def cell(row: list[str], name: str) -> str:
        i = col.get(name)
        return row[i].strip() if i is not None and i < len(row) else ""

    for number, row in enumerate(rows[1:], start=2):
        if not any(c.strip() for c in row):
            continue
        line = ",".join(row)[:120]
        try:
            normal, foil = _count(cell(row, "Normal")), _count(cell(row, "Foil"))
        except ValueError:
            problems.append(Problem(
                f"Normal and Foil must be whole numbers from 0 to {MAX_OWNED} "
                f"(got {cell(row, 'Normal')!r}, {cell(row, 'Foil')!r}).", number, line))
            continue
        written = cell(row, "Name")
        set_code, card_number = cell(row, "Set"), cell(row, "Card Number")
        here = (table.get((set_code.casefold(), card_number.casefold().lstrip("0") or "0"))
                or table.get((set_code.casefold(), card_number.casefold())) or [])
        hit = next((h for h in here if written and _same_card(h[0], written)), here[0] if here else None)
        named = resolve_name(cards, written, suggest=len(problems) < MAX_SUGGESTED) if written else None
        if hit is not None and written and not _same_card(hit[0], written):
            if named is not None and named.card is not None:
                # The name is the surer half: a place can be a promo numbered in its own group.
                card = named.card
                printing = _printing_of(card, set_code, card_number)
                problems.append(Problem(
                    f"Set {set_code} number {card_number} is {hit[0].full_name}, not {written!r}; "
                    f"took the name, as printing {printing.identifier}.", number, line, (), Severity.WARNING))
            else:
                card, printing = hit
                problems.append(Problem(
                    f"Set {set_code} number {card_number} is {card.full_name}, not {written!r}; "
                    f"took the set and number.", number, line, (), Severity.WARNING))
        elif hit is not None:
            card, printing = hit
        else:
            if named is None or named.card is None:
                where = f"No card at set {set_code!r} number {card_number!r}"
                why = f"{where}, and {named.message[0].lower() + named.message[1:]}" if named else f"{where}."
                problems.append(Problem(why, number, line, named.suggestions if named else ()))
                continue
            card = named.card
            printing = _printing_of(card, set_code, card_number)
            problems.append(Problem(
                f"No card at set {set_code!r} number {card_number!r}; matched {card.full_name} by name "
                f"as printing {printing.identifier}.", number, line, (), Severity.WARNING))
        have = collection.get(printing.id)
        if have.total:
            problems.append(Problem(
                f"{card.full_name} ({printing.identifier}) appears twice; the counts were added up.",
                number, line, (), Severity.WARNING))
        total_normal, total_foil = have.normal + normal, have.foil + foil
        if total_normal > MAX_OWNED or total_foil > MAX_OWNED:
            problems.append(Problem(
                f"{card.full_name} ({printing.identifier}): the counts add up past the maximum of "
                f"{MAX_OWNED}; kept {MAX_OWNED}.", number, line, (), Severity.WARNING))
        collection.set(printing.id, min(total_normal, MAX_OWNED), min(total_foil, MAX_OWNED))
        accepted += 1
    return CollectionImportResult(collection, tuple(problems), len(rows) - 1, accepted)


def _same_card(card: Card, written: str) -> bool:
    names = {normalize_name(n) for n in (card.full_name, card.name, card.english_full_name) if n}
    return normalize_name(written) in names


def to_dreamborn_csv(collection: Collection, cards: CardIndex, *, every_card: bool = False) -> str:
    """The collection as a Dreamborn CSV; ``every_card`` also lists unowned printings with 0."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(HEADER)
    rows: list[tuple[tuple[int, str, int, str], list[str]]] = []
    seen: set[int] = set()
    for card in cards:
        for p in card.printings or (Printing(card.id, card.set_code, card.number, card.rarity),):
            if p.id in seen:
                continue
            seen.add(p.id)
            owned = collection.get(p.id)
            if not owned.total and not every_card:
                continue
            where = p.place
            key = (0 if where.isdigit() else 1, where.zfill(3), p.number, p.variant or "")
            rows.append((key, [
                str(owned.normal), str(owned.foil), card.english_full_name or card.full_name, where,
                p.collector_number, "/".join(i.value for i in card.inks), p.rarity, "", "",
            ]))
    for _, row in sorted(rows, key=lambda r: r[0]):
        writer.writerow(row)
    return out.getvalue()
