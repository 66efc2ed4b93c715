"""Hand-written card scripts for what the compiler cannot read: one module per set, keyed by full name.

Each entry names the printed ability (by its name; "" for an action's effect), quotes its printed
text, and gives the typed abilities. ``HandScripts`` merges them with the compiled abilities of
the same card: a printed ability takes its hand script when there is one, else its compiled form.
"""

from __future__ import annotations

from dataclasses import dataclass

from lorcana_desktop.engine.abilities import Ability
from lorcana_desktop.engine.lang import check_names


@dataclass(frozen=True)
class HandAbility:
    """One printed ability written by hand: the card, the ability name, its printed text, the abilities."""

    card: str
    name: str
    text: str
    abilities: tuple[Ability, ...] = ()
    extra_names: tuple[str, ...] = ()  # "also counts as being named ... for Shift"

    def __post_init__(self) -> None:
        check_names(self.card, self.abilities)  # a target or variable nobody fills fails as the module loads


def _load() -> dict[tuple[str, str], HandAbility]:
    from lorcana_desktop.scripts.hand import (
        set_1,
        set_2,
        set_3,
        set_4,
        set_5,
        set_6,
        set_7,
        set_8,
        set_9,
        set_10,
        set_11,
        set_12,
        set_13,
        set_14,
    )

    out: dict[tuple[str, str], HandAbility] = {}
    for mod in (set_1, set_2, set_3, set_4, set_5, set_6, set_7, set_8, set_9, set_10, set_11, set_12, set_13, set_14):
        for h in mod.SCRIPTS:
            key = (h.card.casefold(), h.name)
            if key in out and not h.name and out[key].text != h.text:
                # an action's effect and its static are both unnamed: the second is kept apart (``UNNAMED``)
                UNNAMED.setdefault(key[0], []).append(h)
                continue
            if key in out:
                raise ValueError(f"{h.card}: {h.name or 'effect'} is written twice")
            out[key] = h
    return out


# A card's second unnamed ability written by hand (an action's effect beside its unnamed static), by card.
UNNAMED: dict[str, list[HandAbility]] = {}
HAND: dict[tuple[str, str], HandAbility] = _load()
