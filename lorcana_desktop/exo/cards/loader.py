"""Reading a set file (TOML, or JSON of the same shape) into an ExoSet, with every mistake named.

Each value is converted by the type its model field declares (an enum by its words, a step by its
``op``, a list written as one value where the field allows it), so the rules for a key live in one
place: the model. A mistake names the card's id, the key (``abilities[1].effect[0].op``) and the
file's line; the loader goes on after a mistake, so one run lists them all. A card with a mistake is
left out of the set; a file with any mistake gives no set at all (``LoadResult.set`` is None).
"""

from __future__ import annotations

import difflib
import enum
import json
import re
import tomllib
import types
import typing
from collections import Counter
from dataclasses import MISSING, dataclass, fields, is_dataclass
from pathlib import Path as FilePath
from typing import Annotated, Any

from lorcana_desktop.exo.cards.effects import CONDITIONS, STATICS, STEP_OPS, Condition, Static, Step
from lorcana_desktop.exo.cards.locate import Path, format_key, key_lines, line_of, parse_key
from lorcana_desktop.exo.cards.model import ExoCard, ExoSet, SetInfo, set_issues
from lorcana_desktop.exo.cards.terms import (
    IDENTIFIER,
    CardDataError,
    CardType,
    Identifier,
    Keyword,
    OneOrMany,
    PassiveKeyword,
    Range,
    SetColor,
    TableOf,
    Word,
    field_types,
)
from lorcana_desktop.files import MB, UnreadableFile, read_text_limited

# A set file is a few hundred kB at most; this is far above any real one.
SET_FILE_LIMIT = 10 * MB
TOP_KEYS = ("set", "card")


class Severity(enum.Enum):
    """ERROR: the set cannot be used until it is fixed. WARNING: it can, but something is likely wrong."""

    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True, slots=True)
class LoadProblem:
    """One mistake of a set file: where (line, card id, key) and what."""

    message: str
    line: int | None = None
    card_id: str = ""
    key: str = ""
    severity: Severity = Severity.ERROR

    def __str__(self) -> str:
        where = [f"line {self.line}" if self.line is not None else "", f"card {self.card_id}" if self.card_id else "",
                 f"key {self.key}" if self.key else ""]
        place = ", ".join(w for w in where if w)
        return f"{place}: {self.message}" if place else self.message


@dataclass(frozen=True, slots=True)
class ManualAbility:
    """An ability without effect steps: a person resolves its text by hand in a game."""

    card_id: str
    card_name: str
    key: str
    label: str


@dataclass(frozen=True, slots=True)
class SetSummary:
    """What a set holds: cards per type, and how many abilities the program plays."""

    cards: int
    by_type: tuple[tuple[CardType, int], ...]
    automated: int
    manual: tuple[ManualAbility, ...]
    passive_keywords: int
    statics: int

    @property
    def abilities(self) -> int:
        return self.automated + len(self.manual)


@dataclass(frozen=True, slots=True)
class LoadResult:
    """A set file read: the set (None when it has a mistake), the cards that were read well, the problems."""

    source: str
    set: ExoSet | None
    cards: tuple[ExoCard, ...]
    problems: tuple[LoadProblem, ...]
    code: str = ""  # the header's code, when it could be read
    name: str = ""

    @property
    def ok(self) -> bool:
        return self.set is not None and not self.errors

    @property
    def errors(self) -> tuple[LoadProblem, ...]:
        return tuple(p for p in self.problems if p.severity is Severity.ERROR)

    @property
    def warnings(self) -> tuple[LoadProblem, ...]:
        return tuple(p for p in self.problems if p.severity is Severity.WARNING)

    def summary(self) -> SetSummary:
        return summarize(self.cards)


class SetFileError(Exception):
    """A set file that cannot be used; ``problems`` names every mistake."""

    def __init__(self, source: str, problems: tuple[LoadProblem, ...]) -> None:
        errors = [p for p in problems if p.severity is Severity.ERROR]
        first = f": {errors[0]}" if errors else ""
        super().__init__(f"{source} has {len(errors)} mistake(s){first}")
        self.source = source
        self.problems = problems


def summarize(cards: tuple[ExoCard, ...] | list[ExoCard]) -> SetSummary:
    """Cards per type (in the rules' order) and automated vs manual abilities."""
    per = Counter(c.type for c in cards)
    manual: list[ManualAbility] = []
    automated = 0
    for card in cards:
        placed = [(f"abilities[{i}]", a) for i, a in enumerate(card.abilities)]
        if card.emergency_side:
            placed += [(f"emergency_side.abilities[{i}]", a) for i, a in enumerate(card.emergency_side.abilities)]
        for key, ability in placed:
            if ability.automated:
                automated += 1
            else:
                manual.append(ManualAbility(card.id, card.name, key, ability.label))
    return SetSummary(
        cards=len(cards),
        by_type=tuple((t, per[t]) for t in CardType if per[t]),
        automated=automated,
        manual=tuple(manual),
        passive_keywords=sum(len(c.keywords) for c in cards),
        statics=sum(len(c.statics) for c in cards),
    )


# ------------------------------------------------------------------ building typed values


class _Failed(Exception):
    """A value could not be built; its problems are already recorded."""


@dataclass(slots=True)
class _Context:
    colors: frozenset[str] | None  # the set's colours; None when the header could not be read
    found: list[tuple[Path, str]]

    def add(self, path: Path, message: str) -> None:
        self.found.append((path, message))


def _describe(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a table"
    return f"a {type(value).__name__}"


def _close(word: str, choices: typing.Iterable[str]) -> str:
    near = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f" (did you mean {json.dumps(near[0], ensure_ascii=False)}?)" if near else ""


def _key_of(f: Any) -> str:
    return str(f.name).rstrip("_")


def _build(cls: type, raw: Any, path: Path, ctx: _Context, *, skip: str = "") -> Any:
    """A model dataclass from a table: each key converted by its field's type, unknown keys named."""
    if not isinstance(raw, dict):
        ctx.add(path, f"expected a table ({{ ... }}), got {_describe(raw)}")
        raise _Failed
    hints = field_types(cls)
    by_key = {_key_of(f): f for f in fields(cls) if f.init}
    kwargs: dict[str, Any] = {}
    failed = False
    for key, value in raw.items():
        if key == skip:
            continue
        f = by_key.get(key)
        if f is None:
            hint = _close(key, by_key) or f" (keys here: {', '.join(by_key)})"
            ctx.add(path + (key,), f"unknown key {json.dumps(key, ensure_ascii=False)}{hint}")
            failed = True
            continue
        try:
            kwargs[f.name] = _convert(hints[f.name], value, path + (key,), ctx, ())
        except _Failed:
            failed = True
    for key, f in by_key.items():
        if key not in raw and f.default is MISSING and f.default_factory is MISSING:
            ctx.add(path + (key,), f"missing key {json.dumps(key)}")
            failed = True
    if failed:
        _partial_checks(cls, kwargs, {key for key in raw if key not in kwargs and key != skip}, path, ctx)
        raise _Failed
    try:
        return cls(**kwargs)
    except CardDataError as exc:
        for issue in exc.issues:
            ctx.add(path + parse_key(issue.key), issue.message)
        raise _Failed from None


def _partial_checks(cls: type, kwargs: dict[str, Any], bad: set[str], path: Path, ctx: _Context) -> None:
    """The model's own checks on the keys that were read well, so one run names a card's other mistakes
    too (a Tattica's strength is named even when its ability has an unknown op)."""
    try:
        cls(**kwargs)
    except CardDataError as exc:
        bad_names = {f.name for f in fields(cls) if _key_of(f) in bad}  # type: ignore[arg-type]
        needs: dict[str, tuple[str, ...]] = getattr(cls, "CHECKED_WITH", {})
        for issue in exc.issues:
            key = parse_key(issue.key)
            if not key or key[0] in bad or key[0] in bad_names or set(needs.get(str(key[0]), ())) & bad:
                continue  # about a key already reported, one read from it, or the object as a whole
            ctx.add(path + key, issue.message)
    except TypeError:
        pass  # a required key is missing (already reported)


_REGISTRIES: dict[type, tuple[str, typing.Mapping[str, type], str]] = {
    Step: ("op", STEP_OPS, "op"), Condition: ("check", CONDITIONS, "condition"), Static: ("static", STATICS, "static"),
}


def _registry(base: type, raw: Any, path: Path, ctx: _Context) -> Any:
    """A step, condition or static effect: the table's ``op``/``check``/``static`` picks the class."""
    tag, table, what = _REGISTRIES[base]
    if not isinstance(raw, dict):
        ctx.add(path, f"expected a table with {tag} = \"...\", got {_describe(raw)}")
        raise _Failed
    name = raw.get(tag)
    if name is None:
        ctx.add(path, f"missing key {json.dumps(tag)}: which {what} ({', '.join(table)})")
        raise _Failed
    cls = table.get(name) if isinstance(name, str) else None
    if cls is None:
        hint = _close(str(name), table) or f"; {what}s: {', '.join(table)}"
        ctx.add(path + (tag,), f"unknown {what} {_describe(name)}{hint}")
        raise _Failed
    return _build(cls, raw, path, ctx, skip=tag)


def _convert(hint: Any, value: Any, path: Path, ctx: _Context, inherited: tuple[Any, ...]) -> Any:
    extras = inherited
    if typing.get_origin(hint) is Annotated:
        extras = extras + tuple(hint.__metadata__)
        hint = typing.get_args(hint)[0]
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        (inner,) = [a for a in typing.get_args(hint) if a is not type(None)]
        return _convert(inner, value, path, ctx, extras)
    if origin is tuple:
        return _convert_list(typing.get_args(hint)[0], value, path, ctx, extras)
    if hint is bool:
        if not isinstance(value, bool):
            ctx.add(path, f"expected true or false, got {_describe(value)}")
            raise _Failed
        return value
    if hint is int:
        if not isinstance(value, int) or isinstance(value, bool):
            ctx.add(path, f"expected a whole number, got {_describe(value)}")
            raise _Failed
        for r in extras:
            if isinstance(r, Range) and (value < r.low or (r.high is not None and value > r.high)):
                span = f"from {r.low} to {r.high}" if r.high is not None else f"{r.low} or more"
                ctx.add(path, f"{value} is out of range: {span}")
                raise _Failed
        return value
    if hint is str:
        return _convert_str(value, path, ctx, extras)
    if isinstance(hint, type) and issubclass(hint, Word):
        return _convert_word(hint, value, path, ctx)
    if hint in (Step, Condition, Static):
        return _registry(hint, value, path, ctx)
    if is_dataclass(hint):
        return _build(hint, value, path, ctx)  # type: ignore[arg-type]
    raise TypeError(f"no conversion for {hint!r} at {path}")  # a model field of a new kind: a program bug


def _convert_list(item: Any, value: Any, path: Path, ctx: _Context, extras: tuple[Any, ...]) -> tuple[Any, ...]:
    passed = tuple(e for e in extras if isinstance(e, (SetColor, Identifier)))
    if any(isinstance(e, TableOf) for e in extras):
        if not isinstance(value, dict):
            ctx.add(path, f"expected a table of name = number ({{ name = 1 }}), got {_describe(value)}")
            raise _Failed
        first, second = fields(item)
        hints = field_types(item)
        out, failed = [], False
        for name, number in value.items():
            try:
                out.append(item(_convert(hints[first.name], name, path + (name,), ctx, ()),
                                _convert(hints[second.name], number, path + (name,), ctx, ())))
            except _Failed:
                failed = True
            except CardDataError as exc:
                ctx.add(path + (name,), str(exc))
                failed = True
        if failed:
            raise _Failed
        return tuple(out)
    if not isinstance(value, list):
        if any(isinstance(e, OneOrMany) for e in extras):
            value = [value]
        else:
            ctx.add(path, f"expected a list [ ... ], got {_describe(value)}")
            raise _Failed
    out, failed = [], False
    for i, element in enumerate(value):
        try:
            out.append(_convert(item, element, path + (i,), ctx, passed))
        except _Failed:
            failed = True
    if failed:
        raise _Failed
    return tuple(out)


def _convert_str(value: Any, path: Path, ctx: _Context, extras: tuple[Any, ...]) -> str:
    if not isinstance(value, str):
        ctx.add(path, f"expected text in quotes, got {_describe(value)}")
        raise _Failed
    if any(isinstance(e, Identifier) for e in extras) and not IDENTIFIER.match(value):
        ctx.add(path, f"{_describe(value)} is not a short lower-case name (letters, digits, _), like \"t\" or \"rabbia\"")
        raise _Failed
    if any(isinstance(e, SetColor) for e in extras) and ctx.colors is not None and value not in ctx.colors:
        declared = ", ".join(sorted(ctx.colors)) or "none declared"
        ctx.add(path, f"the colour {_describe(value)} is not one of the set's colours ({declared}){_close(value, ctx.colors)}")
        raise _Failed
    return value


def _convert_word(enum_cls: type[Word], value: Any, path: Path, ctx: _Context) -> Word:
    if not isinstance(value, str):
        ctx.add(path, f"expected one of {', '.join(enum_cls.words())}, got {_describe(value)}")
        raise _Failed
    try:
        return enum_cls.parse(value)
    except ValueError:
        pass
    if enum_cls is Keyword and value.upper() in PassiveKeyword.words():
        ctx.add(path, f"{value} is a passive ability: list it in the card's keywords, not as an ability")
    elif enum_cls is PassiveKeyword and value.upper() in Keyword.words():
        ctx.add(path, f"{value} is a key ability: write it as an ability ([[card.abilities]] keyword = "
                      f"\"{value.upper()}\"), not in keywords")
    else:
        hint = _close(value, enum_cls.words()) or f"; one of: {', '.join(enum_cls.words())}"
        ctx.add(path, f"unknown {enum_cls.label()} {_describe(value)}{hint}")
    raise _Failed


# ------------------------------------------------------------------ the file


def _syntax_problem(exc: Exception, kind: str) -> LoadProblem:
    if isinstance(exc, json.JSONDecodeError):
        return LoadProblem(f"not valid JSON: {exc.msg} (column {exc.colno})", exc.lineno)
    text = str(exc)
    m = re.search(r"\(at line (\d+), column (\d+)\)", text)
    if m:
        return LoadProblem(f"not valid TOML: {text[:m.start()].strip()} (column {m.group(2)})", int(m.group(1)))
    return LoadProblem(f"not valid {kind}: {text}")


def _is_json(text: str, source: str) -> bool:
    suffix = FilePath(source).suffix.casefold()
    if suffix in (".json", ".toml"):
        return suffix == ".json"
    return text.lstrip().startswith("{")


def load_set_text(text: str, *, source: str = "<set>", folder: FilePath | None = None) -> LoadResult:
    """Read a set from its text. ``source`` names it (its suffix, .toml or .json, picks the syntax; else
    a text starting with "{" is JSON); ``folder``, when given, is where the cards' pictures are looked for."""
    json_mode = _is_json(text, source)
    try:
        raw = json.loads(text) if json_mode else tomllib.loads(text)
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as exc:
        return LoadResult(source, None, (), (_syntax_problem(exc, "JSON" if json_mode else "TOML"),))
    if not isinstance(raw, dict):
        return LoadResult(source, None, (), (LoadProblem("a set file is a table with a \"set\" header and "
                                                         "\"card\" entries"),))
    lines = key_lines(text, json_mode=json_mode)
    ctx = _Context(None, [])
    warnings: list[tuple[Path, str]] = []
    for key in raw:
        if key not in TOP_KEYS:
            ctx.add((key,), f"unknown key {json.dumps(key, ensure_ascii=False)} at the top of the file "
                            f"(keys here: set, card){_close(key, TOP_KEYS)}")
    info: SetInfo | None = None
    if "set" not in raw:
        ctx.add(("set",), "the file needs its [set] header (code, name, format, colors)")
    else:
        colors = raw["set"].get("colors") if isinstance(raw["set"], dict) else None
        try:
            info = _build(SetInfo, raw["set"], ("set",), ctx)
        except _Failed:
            pass
        if info is not None:
            ctx.colors = frozenset(info.colors)
        elif isinstance(colors, list) and all(isinstance(c, str) for c in colors):
            ctx.colors = frozenset(colors)  # the header has another mistake; its colours still check the cards
    raw_cards = raw.get("card", [])
    if not isinstance(raw_cards, list):
        ctx.add(("card",), "cards are [[card]] tables (in JSON: a \"card\" list)")
        raw_cards = []
    if not raw_cards:
        warnings.append(((), "the set has no cards"))
    built: list[tuple[int, ExoCard]] = []
    for index, raw_card in enumerate(raw_cards):
        try:
            built.append((index, _build(ExoCard, raw_card, ("card", index), ctx)))
        except _Failed:
            pass
    if info is not None:
        for pos, issue in set_issues(info, [card for _, card in built]):
            where = ("card", built[pos][0]) if pos is not None else ()
            ctx.add(where + parse_key(issue.key), issue.message)
    for index, card in built:
        if card.text.strip() and not card.all_abilities() and not card.statics and not card.keywords:
            warnings.append((("card", index, "text"), ("the card has text but no abilities: nobody will be asked "
                                                        "to resolve it (add an ability; without effect steps it is "
                                                        "resolved by hand)")))
        if card.image and folder is not None and not (folder / card.image).is_file():
            warnings.append((("card", index, "image"), (f"the picture {card.image} is not in {folder}; the card "
                                                         "is drawn without it")))
    ids = {index: raw_card.get("id") for index, raw_card in enumerate(raw_cards) if isinstance(raw_card, dict)}
    problems = [_problem(path, message, lines, ids, Severity.ERROR) for path, message in ctx.found]
    problems += [_problem(path, message, lines, ids, Severity.WARNING) for path, message in warnings]
    problems.sort(key=lambda p: (p.line or 0, p.severity is Severity.WARNING))
    bad = {path[1] for path, _ in ctx.found if len(path) > 1 and path[0] == "card" and isinstance(path[1], int)}
    good = tuple(card for index, card in built if index not in bad)
    the_set = None
    if info is not None and not ctx.found:
        the_set = ExoSet(info, good)
    code = info.code if info else str(raw["set"].get("code", "")) if isinstance(raw.get("set"), dict) else ""
    name = info.name if info else ""
    return LoadResult(source, the_set, good, tuple(problems), code, name)


def _problem(path: Path, message: str, lines: dict[Path, int], ids: dict[int, Any], severity: Severity) -> LoadProblem:
    line = line_of(lines, path)
    if len(path) >= 2 and path[0] == "card" and isinstance(path[1], int):
        raw_id = ids.get(path[1])
        card_id = raw_id if isinstance(raw_id, str) and raw_id.strip() else f"#{path[1] + 1} (no id)"
        return LoadProblem(message, line, card_id, format_key(path[2:]), severity)
    return LoadProblem(message, line, "", format_key(path), severity)


def load_set_file(path: str | FilePath) -> LoadResult:
    """Read a set file (at most SET_FILE_LIMIT bytes); a file that cannot be read is one problem."""
    p = FilePath(path)
    try:
        text = read_text_limited(p, SET_FILE_LIMIT, "Exo card set")
    except UnreadableFile as exc:
        return LoadResult(str(p), None, (), (LoadProblem(exc.problem),))
    return load_set_text(text, source=str(p), folder=p.parent)


def load_set(path: str | FilePath) -> ExoSet:
    """The set of a file that must be right; SetFileError naming its mistakes otherwise."""
    result = load_set_file(path)
    if result.set is None:
        raise SetFileError(result.source, result.problems)
    return result.set
