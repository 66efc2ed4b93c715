"""Exo decks: the deck-list text (``Leader:``, ``Mazzo:``, ``Evoluzioni:``, ``Side:`` and a ``Sets:`` line)
and the rules of «COMPOSIZIONE DEL MAZZO TOTALE», every problem named with the rule's own words.

The text follows the Lorcana deck lists' habits (``2 Name``, ``2x Name``, ``x2 Name``, ``Name x2``; ``#``
and ``//`` comments; ``# name: ...``), with these choices of ours:

- A card line before any section header goes where its type belongs (a Leader to ``Leader:``, an
  Evoluzione to ``Evoluzioni:``, the rest to ``Mazzo:``); under a header it stays there, and a wrong
  type is a deck problem, not a reading one.
- A line may name a card by its id ("STR1-014") as well as by its name (any case, curly or straight
  apostrophes). A name found in two of the deck's sets must be written by id.
- Without a ``Sets:`` line the names are looked up in every set the person has (a warning says so).
- R-6: the Side deck holds 0 to 6 cards («Da 0 a massimo 6 carte nel mazzo Side»; the other sentence's
  «0 o 6» is read as the same range). Copies are counted by name across all four sections, Side
  included («rispettando la regola che prevede massimo 2 copie della stessa carta nel mazzo totale»);
  a card's ``max_copies`` may lower its limit to 1.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from lorcana_desktop.exo.cards import CardType, ExoCard, ExoSet
from lorcana_desktop.rules_core.names import NameMatcher, normalize_name

MAIN_SIZE = 30
EVOLUTION_MAX = 5
SIDE_MAX = 6
MAX_COPIES = 2
MAX_LINE_COUNT = 99
MAIN_TYPES = (CardType.CREATURA, CardType.VICE_LEADER, CardType.TATTICA)


class DeckSection(enum.Enum):
    """The four parts of the «mazzo totale», in the order a list shows them."""

    LEADER = "leader"
    MAIN = "mazzo"
    EVOLUTION = "evoluzioni"
    SIDE = "side"

    @property
    def header(self) -> str:
        return {"leader": "Leader", "mazzo": "Mazzo", "evoluzioni": "Evoluzioni", "side": "Side"}[self.value]

    @property
    def title(self) -> str:
        """The section in a message: English first, the rules' word after."""
        return {"leader": "Leader", "mazzo": "main deck (Mazzo)", "evoluzioni": "Evolution deck (Evoluzioni)",
                "side": "Side deck"}[self.value]


_HEADERS = {
    "leader": DeckSection.LEADER,
    "mazzo": DeckSection.MAIN, "mazzo principale": DeckSection.MAIN, "main": DeckSection.MAIN,
    "main deck": DeckSection.MAIN, "deck": DeckSection.MAIN,
    "evoluzioni": DeckSection.EVOLUTION, "mazzo evoluzioni": DeckSection.EVOLUTION,
    "evolution": DeckSection.EVOLUTION, "evolutions": DeckSection.EVOLUTION, "evolution deck": DeckSection.EVOLUTION,
    "side": DeckSection.SIDE, "side deck": DeckSection.SIDE, "mazzo side": DeckSection.SIDE,
    "sideboard": DeckSection.SIDE,
}
_HEADER = re.compile(r"^[-=*\s]*(?P<word>[A-Za-z ]+?)\s*(?:\(\s*\d+\s*\))?\s*:?[-=*\s]*$")
_SETS = re.compile(r"^(?:sets?|espansion[ei])\s*:\s*(?P<codes>.*)$", re.IGNORECASE)
_META = re.compile(r"^(name|nome)\s*:\s?(.*)$", re.IGNORECASE)
_COUNT_FIRST = re.compile(r"^(\d+)\s*(?:[xX\u00d7]\s*|\s)\s*(\S.*)$")
_X_COUNT_FIRST = re.compile(r"^[xX\u00d7]\s?(\d+)\s+(\S.*)$")
_COUNT_LAST = re.compile(r"^(\S.*?)\s+[xX\u00d7]\s?(\d+)$")
_INLINE_COMMENT = re.compile(r"\s+(?:#|//)\s.*$")


# ------------------------------------------------------------------ the deck


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """So many copies of a card in one section; ``line`` is where the list names it."""

    card: ExoCard
    count: int
    section: DeckSection
    line: int | None = None


@dataclass(frozen=True, slots=True)
class ExoDeck:
    """A «mazzo totale»: the Leader, the main deck, the Evolution deck and the Side deck."""

    name: str
    sets: tuple[str, ...]
    entries: tuple[DeckEntry, ...]

    def section(self, section: DeckSection) -> tuple[DeckEntry, ...]:
        return tuple(e for e in self.entries if e.section is section)

    def size(self, section: DeckSection) -> int:
        return sum(e.count for e in self.entries if e.section is section)

    def to_text(self) -> str:
        """The deck as a list that ``read_deck_text`` reads back to the same deck."""
        lines = [f"# name: {self.name}"]
        if self.sets:
            lines.append(f"Sets: {', '.join(self.sets)}")
        for section in DeckSection:
            entries = self.section(section)
            if entries:
                lines += ["", f"{section.header}:"] + [f"{e.count} {e.card.name}" for e in entries]
        return "\n".join(lines) + "\n"


class Severity(enum.Enum):
    """ERROR: the line was not read. WARNING: it was read with a guess to check."""

    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True, slots=True)
class LineProblem:
    """A line of a deck list that could not be read as written, and why."""

    message: str
    line: int | None = None
    text: str = ""
    severity: Severity = Severity.ERROR

    def __str__(self) -> str:
        where = f"line {self.line}: " if self.line is not None else ""
        quoted = f" [{self.text.strip()}]" if self.text.strip() else ""
        return f"{where}{self.message}{quoted}"


@dataclass(frozen=True, slots=True)
class DeckReading:
    """A deck list read: the deck and the problems met on the way."""

    deck: ExoDeck
    problems: tuple[LineProblem, ...] = ()

    @property
    def errors(self) -> tuple[LineProblem, ...]:
        return tuple(p for p in self.problems if p.severity is Severity.ERROR)

    @property
    def ok(self) -> bool:
        return not self.errors


# ------------------------------------------------------------------ finding cards


@dataclass(frozen=True, slots=True)
class Found:
    """The card a written name means, or why there is none."""

    card: ExoCard | None
    message: str = ""


class CardPool:
    """The cards of some sets, found by name or id."""

    def __init__(self, sets: Iterable[ExoSet]) -> None:
        self.sets = tuple(sets)
        self._by_name: dict[str, list[ExoCard]] = {}
        self._by_id: dict[str, ExoCard] = {}
        self._names: NameMatcher | None = None  # built at the first name not found
        for s in self.sets:
            for card in s.cards:
                self._by_name.setdefault(normalize_name(card.name), []).append(card)
                self._by_id[card.id.casefold()] = card

    def find(self, written: str) -> Found:
        text = written.strip()
        if len(text) >= 2 and text[0] in "\"'\u201c\u00ab" and text[-1] in "\"'\u201d\u00bb":
            text = text[1:-1].strip()
        by_id = self._by_id.get(text.casefold())
        if by_id is not None:
            return Found(by_id)
        cards = self._by_name.get(normalize_name(text), [])
        if len(cards) == 1:
            return Found(cards[0])
        if cards:
            ids = " or ".join(c.id for c in cards)
            return Found(None, f"{cards[0].name!r} is in more than one of the deck's sets: write its id ({ids})")
        if self._names is None:
            self._names = NameMatcher(c.name for s in self.sets for c in s.cards)
        near = self._names.closest(text, 3)
        hint = f" Did you mean: {', '.join(near)}?" if near else ""
        where = ", ".join(s.code for s in self.sets) or "no set"
        return Found(None, f"No card named {text!r} in {where}.{hint}")


def _home(card: ExoCard) -> DeckSection:
    if card.type is CardType.LEADER:
        return DeckSection.LEADER
    if card.type.is_evolution:
        return DeckSection.EVOLUTION
    return DeckSection.MAIN


def read_deck_text(text: str, sets: Mapping[str, ExoSet], *, name: str = "Mazzo") -> DeckReading:
    """Read a deck list; ``sets`` are the sets the person has, by code. Every line is read, skipped as
    structure, or reported."""
    problems: list[LineProblem] = []
    chosen: list[str] = []
    rows: list[tuple[int, str, str, int | None, DeckSection | None]] = []  # line, raw, written name, count, section
    section: DeckSection | None = None
    deck_name = name
    for number, raw in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith(("#", "//")):
            meta = _META.match(line.lstrip("#/").strip())
            if meta and meta.group(2).strip():
                deck_name = meta.group(2).strip()
            continue
        sets_line = _SETS.match(line)
        if sets_line:
            for code in re.split(r"[,;\s]+", sets_line.group("codes").strip()):
                if not code:
                    continue
                if code.upper() not in sets:
                    have = ", ".join(sets) or "none"
                    problems.append(LineProblem(f"No card set {code!r} (sets you have: {have}).", number, raw))
                elif code.upper() not in chosen:
                    chosen.append(code.upper())
            continue
        header = _HEADER.match(line)
        if header and " ".join(header.group("word").split()).casefold() in _HEADERS:
            section = _HEADERS[" ".join(header.group("word").split()).casefold()]
            continue
        line = _INLINE_COMMENT.sub("", line)
        m = _COUNT_FIRST.match(line) or _X_COUNT_FIRST.match(line)
        if m:
            rows.append((number, raw, m.group(2), _count(m.group(1)), section))
            continue
        m = _COUNT_LAST.match(line)
        if m:
            rows.append((number, raw, m.group(1), _count(m.group(2)), section))
            continue
        rows.append((number, raw, line, None, section))
    if not chosen and not any(_SETS.match(r.strip()) for r in text.splitlines()):
        problems.append(LineProblem(f"No \"Sets:\" line: card names were looked up in every set you have "
                                    f"({', '.join(sets) or 'none'}).", None, "", Severity.WARNING))
        chosen = list(sets)
    pool = CardPool(sets[code] for code in chosen)
    entries: list[DeckEntry] = []
    for number, raw, written, count, where in rows:
        found = pool.find(written)
        if found.card is None and count is not None:
            whole = pool.find(_INLINE_COMMENT.sub("", raw.strip()))  # a name that starts with a number
            if whole.card is not None:
                found, count = whole, None
        if found.card is None:
            problems.append(LineProblem(found.message, number, raw))
            continue
        card = found.card
        target = where or _home(card)
        if count is None:
            count = 1
            if target is not DeckSection.LEADER:
                problems.append(LineProblem(f"No count: read as 1 copy of {card.name}.", number, raw, Severity.WARNING))
        if not 1 <= count <= MAX_LINE_COUNT:
            problems.append(LineProblem(f"The count {count} is not a number of copies (1 to {MAX_LINE_COUNT}).",
                                        number, raw))
            continue
        entries.append(DeckEntry(card, count, target, number))
    return DeckReading(ExoDeck(deck_name, tuple(chosen), tuple(entries)), tuple(problems))


def _count(digits: str) -> int:
    return int(digits) if len(digits) <= 6 else 10**6


# ------------------------------------------------------------------ the rules


class DeckRule(enum.Enum):
    """A rule of «COMPOSIZIONE DEL MAZZO TOTALE» (and of the card types it refers to), with the rules'
    own words."""

    LEADER = "1 carta Leader"
    ONE_LEADER = "puoi avere un solo Leader nel mazzo"
    MAIN_SIZE = "Esattamente 30 carte nel mazzo principale"
    MAIN_TYPES = "Queste carte si trovano nel mazzo principale"
    EVOLUTION_SIZE = "Da 0 a massimo 5 carte nel mazzo Evoluzioni"
    EVOLUTION_TYPES = "Queste carte si trovano nel mazzo Evoluzioni"
    EVOLUTION_VICE_LEADER = "ad eccezione delle carte Evoluzione Vice Leader che si trovano nel mazzo Evoluzioni"
    SIDE_SIZE = "Da 0 a massimo 6 carte nel mazzo Side"
    COPIES = "Massimo 2 copie di una carta con lo stesso nome"
    GENERATED = "Non possono essere incluse in nessun mazzo all\u2019inizio del gioco"

    @property
    def quote(self) -> str:
        return f"\u00ab{self.value}\u00bb"


@dataclass(frozen=True, slots=True)
class DeckProblem:
    """One rule the deck breaks: which, and what in the deck breaks it."""

    rule: DeckRule
    message: str

    def __str__(self) -> str:
        return f"{self.message} ({self.rule.quote})"


@dataclass(frozen=True, slots=True)
class DeckVerdict:
    """Whether a deck may be played, and every reason it may not."""

    problems: tuple[DeckProblem, ...]

    @property
    def legal(self) -> bool:
        return not self.problems

    def summary(self) -> str:
        if self.legal:
            return "Legal: 1 Leader, 30 cards in the main deck, the Evolution and Side decks within their limits."
        return "Not legal:\n" + "\n".join(f"- {p}" for p in self.problems)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def validate_deck(deck: ExoDeck) -> DeckVerdict:
    """Every rule of «COMPOSIZIONE DEL MAZZO TOTALE» the deck breaks."""
    problems: list[DeckProblem] = []
    leaders = deck.size(DeckSection.LEADER)
    if leaders != 1:
        problems.append(DeckProblem(DeckRule.LEADER, f"The Leader section has {_plural(leaders, 'card')}; a deck has "
                                                     "exactly 1 Leader"))
    for e in deck.entries:
        if e.card.generated:
            problems.append(DeckProblem(DeckRule.GENERATED, f"{e.card.name} is a {e.card.type.value}, made by effects "
                                                            "during a game: no deck may hold it"))
            continue
        t = e.card.type
        if e.section is DeckSection.LEADER and t is not CardType.LEADER:
            problems.append(DeckProblem(DeckRule.LEADER, f"{e.card.name} is a {t.value}, not a Leader, and stands "
                                                         "in the Leader section"))
        elif e.section is DeckSection.MAIN and t not in MAIN_TYPES:
            if t is CardType.LEADER:
                rule = DeckRule.ONE_LEADER
            elif t is CardType.EVOLUZIONE_VICE_LEADER:
                rule = DeckRule.EVOLUTION_VICE_LEADER
            else:
                rule = DeckRule.EVOLUTION_TYPES
            problems.append(DeckProblem(rule, f"{e.card.name} ({t.value}) cannot be in the main deck, which holds "
                                              "only Creatura, Vice Leader and Tattica cards"))
        elif e.section is DeckSection.EVOLUTION and not t.is_evolution:
            problems.append(DeckProblem(DeckRule.MAIN_TYPES if t in MAIN_TYPES else DeckRule.ONE_LEADER,
                                        f"{e.card.name} ({t.value}) cannot be in the Evolution deck, which holds only "
                                        "Evoluzione and Evoluzione Vice Leader cards"))
    main = deck.size(DeckSection.MAIN)
    if main != MAIN_SIZE:
        problems.append(DeckProblem(DeckRule.MAIN_SIZE, f"The main deck (Mazzo) has {_plural(main, 'card')}; it must "
                                                        f"have exactly {MAIN_SIZE}"))
    evolutions = deck.size(DeckSection.EVOLUTION)
    if evolutions > EVOLUTION_MAX:
        problems.append(DeckProblem(DeckRule.EVOLUTION_SIZE, f"The Evolution deck (Evoluzioni) has {evolutions} "
                                                             f"cards; it may have {EVOLUTION_MAX} at most"))
    side = deck.size(DeckSection.SIDE)
    if side > SIDE_MAX:
        problems.append(DeckProblem(DeckRule.SIDE_SIZE, f"The Side deck has {side} cards; it may have {SIDE_MAX} at most"))
    copies: dict[str, list[DeckEntry]] = {}
    for e in deck.entries:
        if not e.card.generated:
            copies.setdefault(normalize_name(e.card.name), []).append(e)
    for same in copies.values():
        total = sum(e.count for e in same)
        limit = min(MAX_COPIES, *(e.card.max_copies for e in same))
        if total > limit:
            where = ", ".join(f"{e.count} in {e.section.title}" for e in same)
            own = "" if limit == MAX_COPIES else f" (this card allows {limit})"
            problems.append(DeckProblem(DeckRule.COPIES, f"{same[0].card.name}: {total} copies ({where}); at most "
                                                         f"{limit} across the whole deck{own}"))
    return DeckVerdict(tuple(problems))
