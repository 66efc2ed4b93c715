"""Deck-building rules per format and validation that lists every broken rule in words."""

from __future__ import annotations

import datetime as dt
import enum
from collections import defaultdict
from dataclasses import dataclass
from typing import TYPE_CHECKING

from lorcana_desktop.cards import Card, Ink
from lorcana_desktop.decks.model import Deck, Format

if TYPE_CHECKING:
    from lorcana_desktop.engine.abilities import ScriptProvider

# Pack Rush decks are the cards of two unopened boosters (CR 10.2.1, 10.2.1.1); a Disney
# Lorcana booster holds 12 game cards (the marketing card is set aside, CR 10.2.2).
BOOSTER_CARDS = 12
PACK_RUSH_BOOSTERS = 2


@dataclass(frozen=True, slots=True)
class FormatRules:
    """The construction limits of one format; ``None`` means no limit."""

    format: Format
    min_cards: int
    max_cards: int | None
    max_inks: int | None
    copy_limit: int | None
    # The key of Card.legality that decides which cards may be played ("Core", "Infinity").
    legality_key: str | None
    opening_hand: int
    description: str


RULES: dict[Format, FormatRules] = {
    # CR 1.10.1.1: at least 60 cards, at most two inks, at most 4 of a full name, no banned card.
    Format.CORE: FormatRules(
        Format.CORE, 60, None, 2, 4, "Core", 7,
        "at least 60 cards, at most 2 inks, at most 4 copies of a full name, only Core-legal cards",
    ),
    Format.INFINITY: FormatRules(
        Format.INFINITY, 60, None, 2, 4, "Infinity", 7,
        "at least 60 cards, at most 2 inks, at most 4 copies of a full name, only Infinity-legal cards",
    ),
    # CR 1.10.1.2: Limited decks need 40 cards, any inks, any number of copies. Draft is held
    # to 35 here, the size our draft events use (the project issue asks for it).
    Format.SEALED: FormatRules(Format.SEALED, 40, None, None, None, None, 7, "at least 40 cards, any inks, any copies"),
    Format.DRAFT: FormatRules(Format.DRAFT, 35, None, None, None, None, 7, "at least 35 cards, any inks, any copies"),
    # CR 10.2: no minimum, the deck is the two boosters; opening hand of 5 (CR 10.2.3).
    Format.PACK_RUSH: FormatRules(
        Format.PACK_RUSH, 1, BOOSTER_CARDS * PACK_RUSH_BOOSTERS, None, None, None, 5,
        "the cards of 2 boosters (up to 24), no minimum, any inks, any copies",
    ),
}


class Rule(enum.Enum):
    """The deck-building rules a deck can break."""

    TOO_FEW_CARDS = "too_few_cards"
    TOO_MANY_CARDS = "too_many_cards"
    TOO_MANY_INKS = "too_many_inks"
    TOO_MANY_COPIES = "too_many_copies"
    BANNED = "banned"
    NOT_LEGAL = "not_legal"


@dataclass(frozen=True, slots=True)
class Violation:
    """One broken rule, said in words, with the full names of the cards that break it."""

    rule: Rule
    message: str
    cards: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Validation:
    """The verdict on a deck: every violation, plus warnings that do not make it illegal."""

    format: Format
    violations: tuple[Violation, ...]
    warnings: tuple[str, ...] = ()

    @property
    def legal(self) -> bool:
        return not self.violations

    def broken(self, rule: Rule) -> Violation | None:
        return next((v for v in self.violations if v.rule is rule), None)

    def messages(self) -> list[str]:
        return [v.message for v in self.violations]

    def summary(self) -> str:
        """One paragraph a player reads: the verdict, then each reason on its own line."""
        if self.legal:
            head = f"Legal in {self.format.label}."
        else:
            n = len(self.violations)
            head = f"Not legal in {self.format.label}: {n} problem{'s' if n != 1 else ''}."
        lines = [head] + [f"- {m}" for m in self.messages()] + [f"! {w}" for w in self.warnings]
        return "\n".join(lines)


def copy_limit(card: Card, rules: FormatRules) -> int | None:
    """How many copies of ``card`` the format allows; a card's own limit wins: its printed deck rule ("You may
    have any number of cards named Microbots in your deck", read by its script), else maxCopiesInDeck in the card
    data. (The printed rule comes first: it is the rule, and a card scenario plays it; the data only repeats it.)"""
    if rules.copy_limit is None:
        return None
    own = card_copy_rule(card)
    if own is not None:
        return own or None  # 0: any number
    return card.max_copies if card.max_copies is not None else rules.copy_limit


def card_copy_rule(card: Card, scripts: ScriptProvider | None = None) -> int | None:
    """The copies a card's own deck-building ability allows (0: any number), from its script; None: no such rule.

    ``scripts``: the card scripts (the app passes its provider; None: the default the program installed in the
    engine, ``engine.install_default_scripts``; decks never import the scripts package)."""
    if card.language == "en" and not any("in your deck" in a.effect for a in card.abilities):
        return None  # (a card in another language has its English card's script)
    from lorcana_desktop.engine.abilities import StaticAbility
    from lorcana_desktop.engine.game import default_scripts

    script = (scripts if scripts is not None else default_scripts()).script_for(card)
    for ab in script.abilities if script is not None else ():
        if isinstance(ab, StaticAbility) and ab.stat == "deck_copies":
            return int(ab.amount)
    return None


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _names(names: list[str], limit: int = 8) -> str:
    shown = ", ".join(names[:limit])
    return shown + (f" and {len(names) - limit} more" if len(names) > limit else "")


def validate(deck: Deck, fmt: Format | None = None, *, today: dt.date | None = None) -> Validation:
    """Check the main deck against the rules of ``fmt`` (the deck's own format by default).

    Returns every broken rule at once, never only the first, so a player can fix them all.
    ``today`` only decides the warning about cards that rotate out soon.
    """
    fmt = fmt or deck.format
    rules = RULES[fmt]
    today = today or dt.date.today()
    violations: list[Violation] = []
    warnings: list[str] = []
    size = deck.size

    if size < rules.min_cards:
        missing = rules.min_cards - size
        violations.append(Violation(
            Rule.TOO_FEW_CARDS,
            f"The deck has {_plural(size, 'card')}; {fmt.label} needs at least {rules.min_cards} "
            f"({missing} more).",
        ))
    if rules.max_cards is not None and size > rules.max_cards:
        violations.append(Violation(
            Rule.TOO_MANY_CARDS,
            f"The deck has {_plural(size, 'card')}; a {fmt.label} deck is the cards of "
            f"{PACK_RUSH_BOOSTERS} boosters, at most {rules.max_cards}.",
        ))

    if rules.max_inks is not None:
        by_ink: dict[Ink, list[str]] = defaultdict(list)
        copies: dict[Ink, int] = defaultdict(int)
        for e in deck.main:
            for ink in e.card.inks:  # a dual-ink card needs both of its inks
                by_ink[ink].append(e.card.full_name)
                copies[ink] += e.count
        if len(by_ink) > rules.max_inks:
            ranked = sorted(by_ink, key=lambda i: (-copies[i], i.value))
            kept, extra = ranked[: rules.max_inks], ranked[rules.max_inks:]
            offenders = sorted({n for ink in extra for n in by_ink[ink]})
            per_ink = "; ".join(f"{ink.value}: {_names(sorted(set(by_ink[ink])), 4)}" for ink in extra)
            violations.append(Violation(
                Rule.TOO_MANY_INKS,
                f"The deck uses {len(by_ink)} inks ({', '.join(i.value for i in ranked)}); {fmt.label} "
                f"allows at most {rules.max_inks}. Keeping {' and '.join(i.value for i in kept)} means "
                f"removing {per_ink}.",
                tuple(offenders),
            ))

    if rules.copy_limit is not None:
        over = []
        for e in deck.main:
            limit = copy_limit(e.card, rules)
            if limit is not None and e.count > limit:
                own = " (the card's own limit)" if e.card.max_copies is not None or card_copy_rule(e.card) else ""
                over.append((e.card.full_name, f"{e.count} copies of {e.card.full_name}, at most {limit}{own}"))
        if over:
            violations.append(Violation(
                Rule.TOO_MANY_COPIES,
                f"Too many copies of the same full name: {'; '.join(text for _, text in over)}.",
                tuple(name for name, _ in over),
            ))

    if rules.legality_key is not None:
        key = rules.legality_key
        banned: list[str] = []
        banned_text: list[str] = []
        rotated: list[str] = []
        rotated_text: list[str] = []
        for e in deck.main:
            card = e.card
            entry = card.legality.get(key)
            if entry is not None and entry.allowed and not entry.banned:
                until = _date(entry.allowed_until)
                if until is not None and until > today:
                    warnings.append(f"{card.full_name} leaves {fmt.label} on {entry.allowed_until}.")
                continue
            if entry is not None and entry.banned:
                banned.append(card.full_name)
                banned_text.append(f"{card.full_name} (since {entry.banned_since})")
            else:
                rotated.append(card.full_name)
                if entry is not None and entry.allowed_until:
                    rotated_text.append(f"{card.full_name} (rotated out on {entry.allowed_until})")
                else:
                    rotated_text.append(f"{card.full_name} (set {card.set_code})")
        if banned:
            violations.append(Violation(
                Rule.BANNED, f"Banned in {fmt.label}: {', '.join(banned_text)}.", tuple(banned)
            ))
        if rotated:
            violations.append(Violation(
                Rule.NOT_LEGAL, f"Not legal in {fmt.label}: {', '.join(rotated_text)}.", tuple(rotated)
            ))

    return Validation(fmt, tuple(violations), tuple(warnings))


def _date(text: str | None) -> dt.date | None:
    if not text:
        return None
    try:
        return dt.date.fromisoformat(text[:10])
    except ValueError:
        return None
