"""The one table of Lorcana's keywords: every module that names keywords derives its list from here."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class KeywordRule:
    """One keyword: its English name, its CR 2.1.0 section (None: newer than that CR), whether it carries a
    number (Challenger +2, Resist +1, Singer 5, Boost 2, Sing Together 8, Shift 5) and the field of the engine's
    card definition that holds it (None: Shift, kept as the list of cards it shifts onto)."""

    name: str
    cr: str | None
    valued: bool
    field: str | None


# The order is the order a card's keywords are listed on the table (flags first, then numbers, then Shift).
KEYWORD_TABLE: tuple[KeywordRule, ...] = (
    KeywordRule("Alert", "8.2", False, "alert"),
    KeywordRule("Bodyguard", "8.3", False, "bodyguard"),
    KeywordRule("Evasive", "8.6", False, "evasive"),
    KeywordRule("Reckless", "8.7", False, "reckless"),
    KeywordRule("Rush", "8.9", False, "rush"),
    KeywordRule("Support", "8.13", False, "support"),
    KeywordRule("Vanish", "8.14", False, "vanish"),
    KeywordRule("Ward", "8.15", False, "ward"),
    KeywordRule("Adventurous", None, False, "adventurous"),  # newer than CR 2.1.0: can't challenge, must quest
    KeywordRule("Challenger", "8.5", True, "challenger"),
    KeywordRule("Resist", "8.8", True, "resist"),
    KeywordRule("Boost", "8.4", True, "boost"),
    KeywordRule("Singer", "8.11", True, "singer"),
    KeywordRule("Sing Together", "8.12", True, "sing_together"),
    KeywordRule("Shift", "8.10", True, None),
)

KEYWORDS: frozenset[str] = frozenset(k.name for k in KEYWORD_TABLE)
# The keywords of CR 8 (2.1.0), by their English names (the glossary has one term for each).
CR_KEYWORDS: frozenset[str] = frozenset(k.name for k in KEYWORD_TABLE if k.cr is not None)
