"""What a player may see, and a short English line for each action.

Hidden from a player: both main decks (their order too), the opponent's hand, Occulto and Evolution deck,
the opponent's covered banished cards, and covered cards on the Field that player has not seen (R-30).
«I giocatori possono guardare quando vogliono le proprie carte coperte in campo, bandite o zona occulto»;
a card a player is choosing from the deck (a search) is shown to that player.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lorcana_desktop.exo.engine.actions import (
    Accept,
    Action,
    Activate,
    Attack,
    ChooseAmount,
    ChooseOption,
    ChooseTargets,
    Concede,
    Evolve,
    LeaderEffect,
    ManualCounter,
    ManualCover,
    ManualDraw,
    ManualLife,
    ManualMove,
    ManualShuffle,
    NextPhase,
    OrderCards,
    Pass,
    Play,
    Reveal,
)
from lorcana_desktop.exo.engine.chain import holder
from lorcana_desktop.exo.engine.decisions import AskTargets
from lorcana_desktop.exo.engine.state import ETERE, FIELD, PHASE_NAMES, WINDOW_NAMES

if TYPE_CHECKING:
    from lorcana_desktop.exo.engine.game import ExoGame


def hidden_from(game: ExoGame, player: int) -> set[int]:
    """The card instances whose identity ``player`` may not see now."""
    s = game.s
    hidden: set[int] = set()
    for q in (0, 1):
        hidden.update(s.deck[q])
        if q != player:
            hidden.update(s.hand[q])
            hidden.update(s.occulto[q])
            hidden.update(s.evo[q])
            hidden.update(i for i in s.banished[q] if s.cov[i])
        for i in s.on_field(q):
            if s.cov[i] and s.owner[i] != player and not (s.known[i] >> player) & 1:
                hidden.add(i)
    # Revealed cards: the source of a link (RIVELA shows the card), a card shown by a search.
    for fr in s.frames:
        for link in fr.links + fr.parallel:
            hidden.discard(link.src)
    pd = s.pending
    if isinstance(pd, AskTargets) and pd.player == player:
        hidden.difference_update(pd.options)
    return hidden


def view(game: ExoGame, player: int) -> dict[str, Any]:
    """The state as ``player`` may see it: hidden cards have no card (-1) and no name."""
    s = game.s
    data = s.to_json()
    data.pop("rng")  # the seed would tell every future shuffle
    hidden = hidden_from(game, player)
    for i in hidden:
        data["cards"][i][0] = -1
    visible = {s.cid[i] for i in range(len(s.cid)) if i not in hidden}
    data["ids"] = [x if k in visible else None for k, x in enumerate(s.ids)]
    data["deck"] = [[-1] * len(z) for z in s.deck]
    for key in ("hand", "occulto", "evo"):
        data[key] = [[-1 if i in hidden else i for i in z] for z in getattr(s, key)]
    if s.pending is not None and s.pending.player != player:
        data["pending"] = {"ask": data["pending"]["ask"], "player": s.pending.player}
    data["game"] = "exo"
    data["me"] = player
    data["card_names"] = [None if i in hidden else game.name(i) for i in range(len(s.cid))]
    current = {}
    for q in (0, 1):
        for i in s.on_field(q):
            if i not in hidden:
                current[str(i)] = _current(game, i)
    for i in s.etere:
        current[str(i)] = _current(game, i)
    data["current"] = current
    data["priority_holder"] = holder(game)
    data["phase_name"] = PHASE_NAMES[s.phase]
    data["window_name"] = WINDOW_NAMES[s.window]
    top = s.frames[-1] if s.frames else None
    data["chain"] = [x.label for x in top.links] if top else []
    data["parallel"] = [x.label for x in top.parallel] if top else []
    data["resolving"] = bool(top and top.resolving)
    return data


def _current(game: ExoGame, i: int) -> dict[str, Any]:
    s = game.s
    return {"strength": game.strength(i), "keywords": game.keywords_of(i), "covered": s.cov[i],
            "vice": s.zone[i] == FIELD and s.vice[s.ctrl[i]] == i, "etere": s.zone[i] == ETERE,
            "manual": list(game.manual_abilities(i))}


def public_name(game: ExoGame, i: int) -> str:
    """The card's name when both players may see it, else words that say nothing about it."""
    s = game.s
    if s.cov[i] and s.known[i] != 3:
        return "a covered card"
    return game.name(i)


def describe(game: ExoGame, action: Action) -> str:
    """A short English line for an action, for logs and menus."""
    n = game.name
    if isinstance(action, Pass):
        return "Pass"
    if isinstance(action, NextPhase):
        return "End the Main phase, skip the Battle phase" if action.skip_battle else "Next phase"
    if isinstance(action, Play):
        extra = f" on {', '.join(public_name(game, t) for t in action.targets)}" if action.targets else ""
        return f"Play {n(action.card)}{extra}" + (" (alternative cost)" if action.alt >= 0 else "")
    if isinstance(action, Evolve):
        return f"Evolve into {n(action.card)}" + (f" ({action.mode} the Vice Leader)" if action.mode else "")
    if isinstance(action, Attack):
        return f"Attack {public_name(game, action.target)} with {n(action.card)}"
    if isinstance(action, Activate):
        ab = game.card(action.card).abilities[action.ability]
        return f"Activate {n(action.card)}: {ab.label}"
    if isinstance(action, LeaderEffect):
        return "Use the Leader effect"
    if isinstance(action, Reveal):
        return f"Reveal {n(action.card)} (RIVELA)"
    if isinstance(action, Concede):
        return f"Player {action.player} concedes"
    if isinstance(action, ChooseTargets):
        return "Choose " + (", ".join(public_name(game, t) for t in action.targets) or "nothing")
    if isinstance(action, Accept):
        return "Yes" if action.accept else "No"
    if isinstance(action, ChooseOption):
        return f"Option {action.option + 1}"
    if isinstance(action, ChooseAmount):
        return f"Amount {action.amount}"
    if isinstance(action, OrderCards):
        return "Next: " + ", ".join(n(c) for c in action.order)
    if isinstance(action, ManualCover):
        return f"{'Cover' if action.covered else 'Uncover'} {public_name(game, action.card)} by hand"
    if isinstance(action, ManualMove):
        return f"Move a card to {action.to} by hand"
    if isinstance(action, ManualLife):
        return f"Player {action.target}'s life {action.amount:+d} by hand"
    if isinstance(action, ManualDraw):
        return "Draw a card by hand"
    if isinstance(action, ManualShuffle):
        return "Shuffle the deck by hand"
    if isinstance(action, ManualCounter):
        return f"{action.amount:+d} {action.counter} counter(s) by hand"
    return type(action).__name__


__all__ = ["describe", "hidden_from", "public_name", "view"]
