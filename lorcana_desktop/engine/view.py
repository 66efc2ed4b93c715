"""What a player may see (CR 7.1.3, 7.5.4, 8.4.2) and a short English line for each action."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lorcana_desktop.engine.actions import (
    Accept,
    Action,
    Activate,
    Boost,
    Challenge,
    ChooseAmount,
    ChooseOption,
    ChooseTargets,
    ChooseTrigger,
    Concede,
    EndTurn,
    InkCard,
    Move,
    Mulligan,
    NameCard,
    OrderCards,
    PlayCard,
    Quest,
)
from lorcana_desktop.engine.decisions import AskDiscardCost, AskOrder, AskTargets, AskTopOrBottom, TargetsFor
from lorcana_desktop.engine.manual import (
    AdjustDamage,
    AdjustDrops,
    AdjustLore,
    LookAtTop,
    ManualDraw,
    MoveOwnCard,
    NoteCard,
    SetExerted,
    SetLocation,
    ShuffleDeck,
)
from lorcana_desktop.engine.state import DECK

if TYPE_CHECKING:
    from lorcana_desktop.engine.game import Game


def view(game: Game, player: int) -> dict[str, Any]:
    """The state as ``player`` may see it (CR 7.1.3, 7.5.4, 8.4.2): hidden cards have name None.

    Hidden: decks, other hands, every inkwell (its owner too) and face-down cards under others. The
    player who must decide sees the cards of the decision: the ones looked at (``looking_at``) and the
    cards to choose from (a look at the top of a deck, a revealed hand, "look at your inkwell").
    """
    s = game.s
    data = s.to_json()
    data.pop("rng")  # the seed would reveal every future shuffle
    hidden = hidden_from(game, player)
    names = []
    for i in range(len(s.cid)):
        names.append(None if i in hidden else game.name(i))
    data["card_names"] = names
    for i in hidden:
        data["cards"][i][0] = -1
    # Current values of the cards in play, after modifiers, for the table to show.
    data["in_play"] = {
        str(i): {"strength": game.strength(i), "willpower": game.willpower(i), "lore": game.lore_value(i),
                 "keywords": game.keywords_of(i), "automated": game.idef[i].automated,
                 "manual": list(game.idef[i].manual)}  # printed abilities the table marks "manual"
        for z in s.play for i in z
    }
    # The card table would list every deck's contents: keep only the names of visible cards.
    visible = {s.cid[i] for i in range(len(s.cid)) if i not in hidden}
    data["names"] = [n if k in visible else None for k, n in enumerate(s.names)]
    # Deck order is hidden too: show only how many cards each deck holds.
    data["deck"] = [[-1] * len(z) for z in s.deck]
    for q in range(s.players):
        if q != player:
            data["hand"][q] = [-1] * len(s.hand[q])
    return data


def hidden_from(game: Game, player: int) -> set[int]:
    """The cards whose faces ``player`` may not see now (see ``view``)."""
    s = game.s
    hidden: set[int] = set()
    for q in range(s.players):
        hidden.update(s.deck[q])
        hidden.update(s.inkwell[q])  # CR 7.5.4: nobody looks at ink, not even its owner
        if q != player:
            hidden.update(s.hand[q])
    if any(s.facedown):  # (rare: cards face down under another, Boost)
        hidden.update(i for i, down in enumerate(s.facedown) if down)
    pd = s.pending
    if pd is not None and pd.player == player:
        hidden.difference_update(looking_at(game))
        if isinstance(pd, (AskTargets, AskDiscardCost)):
            hidden.difference_update(pd.options)  # (players are negative: never card ids)
    return hidden


def looking_at(game: Game) -> tuple[int, ...]:
    """The cards the player deciding now looks at for the pending decision, in the order the rules give
    them (the top of a deck first): the cards to order, the card to keep on top or put on the bottom, the
    top cards of a look and take or a look and pick (those not chosen too), a revealed hand to choose from,
    and options lying in a deck; empty when the decision shows nothing hidden."""
    s = game.s
    pd = s.pending
    if isinstance(pd, AskOrder):
        return pd.cards
    if isinstance(pd, AskTopOrBottom):
        return (pd.card,)
    if not isinstance(pd, AskTargets):
        return ()
    res = s.res
    if res is not None and pd.purpose is TargetsFor.TAKE and res.looked:
        return tuple(t for t in res.looked if s.zone[t] == DECK)
    if res is not None and pd.var.startswith("_lp") and res.picking is not None:
        seen = set(res.picking) | set(res.picked_top or ())
        q = res.picking_from
        return tuple(t for t in s.deck[q] if t in seen)  # top first
    if pd.purpose is TargetsFor.DISCARD_CHOSEN and pd.options:
        return tuple(s.hand[s.owner[pd.options[0]]])  # the revealed hand (its owner's order)
    return tuple(t for t in pd.options if t >= 0 and s.zone[t] == DECK)


def describe(game: Game, action: Action) -> str:
    """A short English line for an action, for logs and menus."""
    n = game.name
    t = type(action)
    if t is InkCard:
        return f"Ink {n(action.card)}"  # type: ignore[union-attr]
    if t is PlayCard:
        a: PlayCard = action  # type: ignore[assignment]
        if a.shift:
            return f"Shift {n(a.card)} onto {', '.join(n(b) for b in a.shift)}" + _with_drops(game, action)
        if a.sing:
            return f"Sing {n(a.card)} with {', '.join(n(c) for c in a.sing)}"
        if a.free:
            return f"Play {n(a.card)} for free"
        return f"Play {n(a.card)}" + _with_drops(game, action)
    if t is Quest:
        return f"Quest with {n(action.card)}"  # type: ignore[union-attr]
    if t is Challenge:
        return f"{n(action.card)} challenges {n(action.target)}"  # type: ignore[union-attr]
    if t is Move:
        return f"Move {n(action.card)} to {n(action.location)}" + _with_drops(game, action)  # type: ignore[union-attr]
    if t is Boost:
        return f"Boost {n(action.card)}" + _with_drops(game, action)  # type: ignore[union-attr]
    if t is EndTurn:
        return "End turn"
    if t is Activate:
        a2: Activate = action  # type: ignore[assignment]
        return f"Use {n(a2.card)}: {game.activated_of(a2.card)[a2.ability].name}" + _with_drops(game, action)
    if t is Concede:
        return f"Player {action.player} concedes"  # type: ignore[union-attr]
    if t is Mulligan:
        m: Mulligan = action  # type: ignore[assignment]
        if not m.cards:
            return f"Player {m.player} keeps their hand"
        return f"Player {m.player} puts back {', '.join(n(c) for c in m.cards)}"
    if t is ChooseTrigger:
        mine = [b for b in game.s.bag if b.player == game.to_act()]
        k = action.index  # type: ignore[union-attr]
        if 0 <= k < len(mine):
            return f"Resolve {game._ability(mine[k].source, mine[k].ability).name} ({n(mine[k].source)})"
        return f"Resolve bag effect {k}"
    if t is Accept:
        return "Yes" if action.accept else "No"  # type: ignore[union-attr]
    if t is ChooseTargets:
        tg = action.targets  # type: ignore[union-attr]
        return "Choose " + (", ".join(f"player {-1 - x}" if x < 0 else n(x) for x in tg) or "nothing")
    if t is ChooseAmount:
        return f"Choose {action.amount}"  # type: ignore[union-attr]
    if t is ChooseOption:
        return f"Choose option {action.option + 1}"  # type: ignore[union-attr]
    if t is NameCard:
        return f"Name {action.name}"  # type: ignore[union-attr]
    if t is OrderCards:
        return "Order: " + ", ".join(n(c) for c in action.order)  # type: ignore[union-attr]
    return describe_manual(game, action)


def _with_drops(game: Game, action: Any) -> str:
    """", removing 1 ink drop to pay" when ink drops pay part of the cost (the menu beside the same action paid
    with ink alone)."""
    k = action.drops
    return f", removing {k} ink drop{'s' if k != 1 else ''} to pay" if k else ""


def describe_manual(game: Game, a: Action) -> str:
    """A short English line for a manual tool (the hand-done part of an ability)."""
    n = game.name
    t = type(a)
    if t is AdjustDamage:
        return f"Manual: {a.amount:+d} damage on {n(a.card)}"  # type: ignore[union-attr]
    if t is AdjustLore:
        return f"Manual: {a.amount:+d} lore for player {a.target}"  # type: ignore[union-attr]
    if t is SetExerted:
        return f"Manual: {'exert' if a.exerted else 'ready'} {n(a.card)}"  # type: ignore[union-attr]
    if t is MoveOwnCard:
        return f"Manual: move {n(a.card)} to {a.to.replace('_', ' ')}"  # type: ignore[union-attr]
    if t is ManualDraw:
        return "Manual: draw a card"
    if t is ShuffleDeck:
        return "Manual: shuffle your deck"
    if t is LookAtTop:
        return "Manual: look at the top card of your deck"
    if t is NoteCard:
        text = a.text.strip()  # type: ignore[union-attr]
        return f"Manual: note on {n(a.card)}: {text}" if text else f"Manual: take the note off {n(a.card)}"  # type: ignore[union-attr]
    if t is AdjustDrops:
        return f"Manual: {a.amount:+d} ink drops for player {a.target}"  # type: ignore[union-attr]
    if t is SetLocation:
        loc = a.location  # type: ignore[union-attr]
        return f"Manual: move {n(a.card)} " + (f"to {n(loc)}" if loc >= 0 else "away from its location")  # type: ignore[union-attr]
    return repr(a)
