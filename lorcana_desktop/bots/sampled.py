"""The games a computer player samples from its view, with the cards' abilities: its actions and songs do something.

``knowledge.CardTable`` builds its card definitions without the card scripts, so a game ``Sampler.game`` builds plays
every card as if it had no text: an action resolves with no effect, a "when you play" ability never fires. The Normal
and Hard computers at the table (and Hard in the deck lab) decide on such games; ``sampled_game`` builds the same
guessed state on definitions that carry the scripts (the same ones the real game's cards have).
"""

from __future__ import annotations

import random

from lorcana_desktop.bots.knowledge import CardTable, Sampler
from lorcana_desktop.engine import INK_CARD_NAME, Game
from lorcana_desktop.engine.abilities import ScriptProvider
from lorcana_desktop.engine.defs import CardDef, build_def

# Each card table's scripted definitions (by the table's cid), kept while the table lives on.
_DEFS: dict[int, tuple[CardTable, list[CardDef]]] = {}


def _scripts() -> ScriptProvider:
    from lorcana_desktop.scripts import default_provider  # (built once, cached by the scripts package)

    return default_provider()


def scripted_defs(table: CardTable) -> list[CardDef]:
    """``table.defs`` with the card scripts: one definition per name the table met, built once."""
    hit = _DEFS.get(id(table))
    if hit is None or hit[0] is not table:
        if len(_DEFS) > 64:
            _DEFS.clear()
        hit = (table, [])
        _DEFS[id(table)] = hit  # (holding ``table``: its id is not reused while the entry lives)
    out = hit[1]
    if len(out) < len(table.defs):  # (the table grows as the bot meets new names)
        provider = _scripts()
        moments_for = getattr(provider, "moments_for", None)
        for k in range(len(out), len(table.defs)):
            plain = table.defs[k]
            if plain.full_name == INK_CARD_NAME:
                out.append(plain)
                continue
            card = plain.card
            out.append(build_def(k, card, provider.script_for(card), () if moments_for is None else moments_for(card)))
    return out


def sampled_game(sampler: Sampler, rng: random.Random) -> Game:
    """``sampler.game(rng)`` (the same guess, the same random draws) with the cards' abilities."""
    state = sampler.state(rng)
    return Game(state, sampler.k.table.cards, defs=scripted_defs(sampler.k.table))
