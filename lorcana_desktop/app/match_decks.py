"""The decks a match can be played with: the person's saved decks and the preconstructed ones,
each checked against the match's format, so an illegal deck says why instead of being offered silently."""

from __future__ import annotations

from dataclasses import dataclass

from lorcana_desktop.app.engine_words import Phrase
from lorcana_desktop.app.game_session import Variant
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks.library import from_stored, precon_decks
from lorcana_desktop.decks.model import Deck, Format
from lorcana_desktop.rulesets import LORCANA
from lorcana_desktop.store.userdata import UserData


@dataclass(frozen=True, slots=True)
class DeckChoice:
    """A deck to pick for a seat: its name, where it comes from, its main deck, and whether it may be used."""

    name: str
    source: str  # "saved" or "precon"
    cards: tuple[str, ...]  # full names, one entry per copy
    problem: str = ""  # why it cannot be used in this match ("" when it can)
    why: Phrase | None = None  # the problem as a template the window translates, where this module words it

    @property
    def usable(self) -> bool:
        return not self.problem


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation in ``context``; translated where it is shown."""
    return text


UNREADABLE_LINES = QT_TRANSLATE_NOOP("PlayTab", "Lines of this deck that could not be read: {n}; open it in the "
                                                "Decks tab")
EMPTY = QT_TRANSLATE_NOOP("PlayTab", "the deck is empty")


def _format_for(variant: Variant) -> Format:
    return Format.PACK_RUSH if variant is Variant.PACK_RUSH else Format.CORE


def _choice(deck: Deck, source: str, variant: Variant, import_problems: int) -> DeckChoice:
    cards = tuple(e.card.full_name for e in deck.main for _ in range(e.count))
    problem = ""
    why: Phrase | None = None
    if import_problems:
        problem = f"{import_problems} line(s) of this deck could not be read; open it in the Decks tab"
        why = Phrase(UNREADABLE_LINES, {"n": str(import_problems)})
    else:
        verdict = LORCANA.check_deck(deck, _format_for(variant)).verdict  # (the game's deck rules)
        if not verdict.legal:
            # Infinity is the widest Constructed format: a deck legal there is still offered for Core play.
            wide = LORCANA.check_deck(deck, Format.INFINITY).verdict if variant is Variant.STANDARD else verdict
            if not wide.legal:
                problem = "; ".join(verdict.messages())
    if not cards:
        problem = "the deck is empty"
        why = Phrase(EMPTY)
    return DeckChoice(deck.name, source, cards, problem, why)


def match_decks(cards: CardIndex, store: UserData | None, variant: Variant = Variant.STANDARD) -> list[DeckChoice]:
    """Saved decks first (by name), then the preconstructed decks not already saved under the same name."""
    out: list[DeckChoice] = []
    seen: set[str] = set()
    if store is not None:
        for name in store.deck_names():
            stored = store.get_deck(name)
            if stored is None:
                continue
            result = from_stored(stored, cards)
            out.append(_choice(result.deck.renamed(name), "saved", variant, len(result.errors)))
            seen.add(name.casefold())
    for result in precon_decks(cards):
        if result.deck.name.casefold() in seen:
            continue
        out.append(_choice(result.deck, "precon", variant, len(result.errors)))
    return out
