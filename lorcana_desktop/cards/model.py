"""The card model: frozen definitions of Lorcana cards as the rules, deck builder and faces see them."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field


class CardType(enum.Enum):
    CHARACTER = "Character"
    ACTION = "Action"
    ITEM = "Item"
    LOCATION = "Location"


class Ink(enum.Enum):
    AMBER = "Amber"
    AMETHYST = "Amethyst"
    EMERALD = "Emerald"
    RUBY = "Ruby"
    SAPPHIRE = "Sapphire"
    STEEL = "Steel"


class AbilityKind(enum.Enum):
    TRIGGERED = "triggered"
    STATIC = "static"
    ACTIVATED = "activated"


@dataclass(frozen=True, slots=True)
class Keyword:
    """One keyword ability as printed, e.g. ``Shift 5``, ``Resist +2``, ``Puppy Shift 3``.

    ``keyword`` is the CR keyword (every Shift variant has ``keyword == "Shift"``),
    ``variant`` the word(s) before "Shift" ("Universal", "Puppy", "Combo", "Duo",
    "Temporary", ...), ``value`` the number (Shift cost, Singer cost, Resist and
    Challenger amount, Boost cost), and ``cost_text`` a non-ink Shift cost such as
    "Discard 2 cards".
    """

    keyword: str
    value: int | None = None
    variant: str | None = None
    cost_text: str | None = None
    reminder: str = ""
    text: str = ""

    @property
    def label(self) -> str:
        """The keyword as a player would say it: "Shift 5", "Resist +2", "Puppy Shift 3"."""
        name = f"{self.variant} {self.keyword}" if self.variant else self.keyword
        if self.cost_text:
            return f"{name}: {self.cost_text}"
        if self.value is None:
            return name
        if self.keyword in ("Resist", "Challenger"):
            return f"{name} +{self.value}"
        return f"{name} {self.value}"


@dataclass(frozen=True, slots=True)
class Ability:
    """A named (or unnamed) non-keyword ability: its kind, costs and printed text."""

    kind: AbilityKind
    name: str
    effect: str
    text: str
    costs: tuple[str, ...] = ()
    costs_text: str = ""


@dataclass(frozen=True, slots=True)
class FormatLegality:
    """Whether a card may be played in a format, with the dates the data gives."""

    allowed: bool
    allowed_until: str | None = None
    banned_since: str | None = None

    @property
    def banned(self) -> bool:
        return self.banned_since is not None


@dataclass(frozen=True, slots=True)
class Printing:
    """One printing of a card: where and how it was printed."""

    id: int
    set_code: str
    number: int
    rarity: str
    variant: str | None = None  # "a", "b", ... for cards with several arts in one slot
    # Promo printings are numbered within their promo group ("P1", "D23", "C2"), not their set.
    promo_group: str | None = None

    @property
    def place(self) -> str:
        """Where the collector number counts: the promo group for a promo ("P1"), else the set."""
        return self.promo_group or self.set_code

    @property
    def collector_number(self) -> str:
        """The number with its art letter, e.g. ``224a``."""
        return f"{self.number}{self.variant or ''}"

    @property
    def identifier(self) -> str:
        """The short collector identifier, e.g. ``1-41``, ``Q1-7``, or ``P1-3`` for a promo."""
        return f"{self.place}-{self.collector_number}"


@dataclass(frozen=True, slots=True)
class Card:
    """A card as the game knows it: one per full name, from its canonical printing.

    Stats are ``None`` where the card type has none (an action has no willpower).
    """

    id: int
    full_name: str
    name: str
    version: str | None
    type: CardType
    inks: tuple[Ink, ...]
    cost: int
    inkable: bool
    set_code: str
    number: int
    rarity: str
    strength: int | None = None
    willpower: int | None = None
    lore: int | None = None
    move_cost: int | None = None
    classifications: tuple[str, ...] = ()
    keywords: tuple[Keyword, ...] = ()
    abilities: tuple[Ability, ...] = ()
    effects: tuple[str, ...] = ()
    full_text: str = ""
    flavor_text: str = ""
    story: str = ""
    # Names this card also counts as (e.g. "Flotsam & Jetsam" is named Flotsam and Jetsam).
    names: tuple[str, ...] = ()
    legality: dict[str, FormatLegality] = field(default_factory=dict, hash=False, compare=False)
    max_copies: int | None = None
    printings: tuple[Printing, ...] = ()
    # Set when the card text is in another language than English.
    language: str = "en"
    # The English full name, when known, for cards imported in another language.
    english_full_name: str | None = None

    @property
    def is_song(self) -> bool:
        return self.type is CardType.ACTION and "Song" in self.classifications

    @property
    def is_dual_ink(self) -> bool:
        return len(self.inks) > 1

    @property
    def all_names(self) -> tuple[str, ...]:
        """Every name the card has for "named X" effects and Shift (CR 5.2.4)."""
        return self.names or (self.name,)

    def keyword(self, name: str) -> Keyword | None:
        """The first keyword of that CR name (``"Shift"`` finds every Shift variant)."""
        for k in self.keywords:
            if k.keyword == name:
                return k
        return None

    def has_keyword(self, name: str) -> bool:
        return self.keyword(name) is not None

    def keyword_value(self, name: str) -> int:
        """The sum of a keyword's values (Resist +1 and Resist +2 stack to 3, CR 8.1.2)."""
        return sum(k.value or 0 for k in self.keywords if k.keyword == name)

    @property
    def has_only_keywords(self) -> bool:
        """True for vanilla and keyword-only cards, which the engine plays fully."""
        return not self.abilities and not self.effects

    def legal_in(self, fmt: str) -> bool:
        entry = self.legality.get(fmt)
        return bool(entry and entry.allowed)
