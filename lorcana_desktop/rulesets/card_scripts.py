"""The card scripts the app gives the engine, the deck rules and the table (the engine never imports them)."""

from __future__ import annotations

from lorcana_desktop.cards.model import Card
from lorcana_desktop.engine import install_default_scripts
from lorcana_desktop.engine.abilities import ScriptProvider


def card_scripts() -> ScriptProvider:
    """The compiled and hand-written card scripts (built once, then cached by the scripts package)."""
    from lorcana_desktop.scripts import default_provider  # (built on first use: start-up stays quick)

    return default_provider()


def install_card_scripts() -> None:
    """Make the card scripts the default of every game built without ``scripts=`` (the program's entry)."""
    install_default_scripts(card_scripts)


def manual_abilities(card: Card) -> list[str]:
    """The printed abilities of ``card`` its script does not automate (names, or text when unnamed)."""
    from lorcana_desktop.scripts import manual_abilities as unautomated

    return list(unautomated(card))


def own_copy_limit(card: Card) -> int | None:
    """The copies a card's own deck-building ability allows (0: any number), read from its script."""
    from lorcana_desktop.decks.formats import card_copy_rule

    return card_copy_rule(card, card_scripts())
