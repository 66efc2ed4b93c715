"""What a player may see (CR 7.1.3, 7.5.4, 8.4.2) and a short English line for each action."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from lorcana_desktop.engine import bag, stats
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
from lorcana_desktop.engine.bag_entry import BagEntry
from lorcana_desktop.engine.decisions import (
    AskDiscardCost,
    AskOrder,
    AskTargets,
    AskTopOrBottom,
    Pending,
    TargetsFor,
)
from lorcana_desktop.engine.flags import TurnFlag
from lorcana_desktop.engine.lasting import Effect
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
from lorcana_desktop.engine.resolution import Resolution
from lorcana_desktop.engine.state import DECK, GameState, Phase, Zone
from lorcana_desktop.engine.tasks import Task

if TYPE_CHECKING:
    from lorcana_desktop.engine.game import Game


@dataclass(frozen=True, slots=True)
class InPlay:
    """A card's current values in play, after every modifier (CR 6.6), as the table shows them."""

    strength: int
    willpower: int
    lore: int
    keywords: tuple[str, ...]     # the keywords it has now (printed and gained), e.g. ("Evasive",)
    automated: bool               # its printed abilities are all done by the engine
    manual: tuple[str, ...]       # the printed abilities the engine does not do (the table marks them "manual")


@dataclass(frozen=True, slots=True)
class CardView:
    """One card instance as a player sees it; ``name`` is None when its face is hidden from them (CR 7.1.3)."""

    id: int
    name: str | None
    owner: int
    zone: Zone                    # DECK, HAND, INKWELL, PLAY, DISCARD or UNDER (the state's Zone)
    exerted: bool
    damage: int
    dry: bool                     # in play since the start of its player's turn (CR 1.7.5, 4.4.2.1)
    location: int                 # the location it is at, or -1
    under: tuple[int, ...]        # the cards under it (Shift, Boost), bottom first
    face_down: bool               # face down under another card (Boost, CR 8.4.2)
    note: str = ""                # a player's note on it (a manual tool), seen by everyone
    in_play: InPlay | None = None  # its current values while in play


# A view makes one CardView per card instance (some 120 in a game of two), for every decision of every bot:
# the frozen dataclass's own __init__ (object.__setattr__ by name, field by field) took more time than the
# rest of the view. ``_card_view`` fills the same slots through their descriptors, about twice as fast.
_SET = tuple(getattr(CardView, f).__set__ for f in CardView.__slots__)
_NEW = object.__new__


def _card_view(i: int, name: str | None, owner: int, zone: int, exerted: bool, damage: int, dry: bool, at: int,
               under: tuple[int, ...], down: bool, note: str, in_play: InPlay | None, _s: tuple = _SET) -> CardView:
    """``CardView(i, name, ...)``, made faster (see above)."""
    c = _NEW(CardView)
    _s[0](c, i)
    _s[1](c, name)
    _s[2](c, owner)
    _s[3](c, zone)
    _s[4](c, exerted)
    _s[5](c, damage)
    _s[6](c, dry)
    _s[7](c, at)
    _s[8](c, under)
    _s[9](c, down)
    _s[10](c, note)
    _s[11](c, in_play)
    return c


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One player's side of the table. Their deck is only a count (its order is hidden, CR 7.1.3) and another
    player's hand too: ``hand`` holds the cards of the viewer's own hand, in order, and is empty for the others."""

    seat: int
    lore: int
    drops: int                    # ink drops (each may be removed to pay 1 ink)
    inked: int                    # cards put into the inkwell this turn (CR 4.2.3)
    out: bool                     # left the game (CR 9.2.3)
    deck_size: int
    hand_size: int
    hand: tuple[CardView, ...]
    inkwell: tuple[CardView, ...]  # face down for everyone, its owner included (CR 7.5.4): names are None
    play: tuple[CardView, ...]
    discard: tuple[CardView, ...]  # the newest last


@dataclass(frozen=True, slots=True)
class Records:
    """The engine's own records of the moment, which every player may know but the table does not draw. Read
    only by the engine, to build a whole game again from a view whose hidden cards are guessed
    (``guessed_state``); the state's fields of the same names (``GameState``)."""

    bag: tuple[BagEntry, ...]      # the triggered abilities waiting (CR 7.7)
    effects: tuple[Effect, ...]    # the lasting effects
    flags: frozenset[TurnFlag]     # what happened this turn (flags.py)
    res: Resolution | None         # the effect resolving (a copy: the state's own changes as it resolves)
    tasks: tuple[Task, ...]        # what the turn does next
    last_resolver: int
    challenge: tuple[int, int] | None  # the challenge in progress (challenger, defender)
    reveals: int                   # hidden information revealed so far (undo stops there)
    temp_shift: tuple[int, ...]    # Temporary Shift characters to return at end of turn


@dataclass(frozen=True, slots=True)
class GameView:
    """The game as ``seat`` may see it (CR 7.1.3, 7.5.4, 8.4.2): every card instance by id (hidden ones without
    a name), each player's zones, the turn, and the decision the engine waits for."""

    seat: int
    turn: int
    active: int                   # whose turn it is
    first: int                    # who played first
    phase: Phase                  # setup, beginning, main, end, over
    winner: int | None
    variant: str                  # "standard", or a variant's name (Pack Rush...)
    goal: int                     # the lore that wins (20, CR 1.8.1.1)
    players: tuple[PlayerView, ...]
    cards: tuple[CardView, ...]   # indexed by card id: ``cards[i].id == i``
    pending: Pending | None       # what the engine waits for (``decisions``), whoever must answer
    looking_at: tuple[int, ...]   # the hidden cards ``seat`` looks at to answer ``pending`` (top of a deck first)
    records: Records

    def name(self, card: int) -> str | None:
        """The full name of ``card`` as this player sees it, or None (hidden, or no such card)."""
        return self.cards[card].name if 0 <= card < len(self.cards) else None

    @property
    def over(self) -> bool:
        """The game has ended (``Game.over``)."""
        return self.winner is not None or self.phase is Phase.OVER


def view(game: Game, player: int) -> GameView:
    """The state as ``player`` may see it (CR 7.1.3, 7.5.4, 8.4.2): hidden cards have name None.

    Hidden: decks, other hands, every inkwell (its owner too) and face-down cards under others. The
    player who must decide sees the cards of the decision: the ones looked at (``looking_at``) and the
    cards to choose from (a look at the top of a deck, a revealed hand, "look at your inkwell").
    """
    s = game.s
    hidden = hidden_from(game, player)
    in_play: dict[int, InPlay] = {}
    for z in s.play:
        for i in z:
            d = game.idef[i]
            in_play[i] = InPlay(stats.strength(game, i), stats.willpower(game, i), stats.lore_value(game, i), tuple(stats.keywords_of(game, i)),
                                d.automated, tuple(d.manual))
    notes = s.notes
    idef = game.idef
    owner, zone, exerted, damage, dry, at, under, down = s.owner, s.zone, s.exerted, s.damage, s.dry, s.at, \
        s.under, s.facedown
    cards = tuple(
        _card_view(i, None if i in hidden else idef[i].full_name, owner[i], zone[i], exerted[i], damage[i], dry[i],
                   at[i], under[i], down[i], notes.get(i, ""), in_play.get(i))
        for i in range(len(s.cid))
    )
    players = tuple(
        PlayerView(q, s.lore[q], s.drops[q], s.inked[q], s.out[q], len(s.deck[q]), len(s.hand[q]),
                   tuple(cards[i] for i in s.hand[q]) if q == player else (),
                   tuple(cards[i] for i in s.inkwell[q]), tuple(cards[i] for i in s.play[q]),
                   tuple(cards[i] for i in s.discard[q]))
        for q in range(s.players)
    )
    pd = s.pending
    records = Records(tuple(s.bag), tuple(s.effects), frozenset(s.flags), None if s.res is None else s.res.copy(),
                      tuple(s.tasks), s.last_resolver, s.challenge, s.reveals, tuple(s.temp_shift))
    return GameView(player, s.turn, s.active, s.first, s.phase, s.winner, s.variant, s.goal, players, cards, pd,
                    looking_at(game) if pd is not None and pd.player == player else (), records)


def guessed_state(seen: GameView, names: Sequence[str], cid: Sequence[int], deck: Sequence[Sequence[int]],
                  hand: Sequence[Sequence[int]], rng: int) -> GameState:
    """A whole state at the moment of ``seen`` with its hidden cards guessed: ``names`` is a card table,
    ``cid[i]`` card ``i``'s index in it, ``deck`` and ``hand`` each player's cards in order (the
    top of the deck first), ``rng`` a new shuffle seed; everything else is as the view shows it. With the real
    cards, decks, hands and seed it is the state itself (tests/engine/test_view_guess.py)."""
    s = GameState()
    cards = seen.cards
    players = seen.players
    s.names = list(names)
    s.cid = list(cid)
    s.owner = [c.owner for c in cards]
    s.zone = [c.zone for c in cards]
    s.exerted = [c.exerted for c in cards]
    s.damage = [c.damage for c in cards]
    s.dry = [c.dry for c in cards]
    s.at = [c.location for c in cards]
    s.under = [c.under for c in cards]
    s.facedown = [c.face_down for c in cards]
    s.deck = [list(z) for z in deck]
    s.hand = [list(z) for z in hand]
    s.inkwell = [[c.id for c in p.inkwell] for p in players]
    s.play = [[c.id for c in p.play] for p in players]
    s.discard = [[c.id for c in p.discard] for p in players]
    s.lore = [p.lore for p in players]
    s.inked = [p.inked for p in players]
    s.drops = [p.drops for p in players]
    s.out = [p.out for p in players]
    s.turn, s.active, s.first, s.phase = seen.turn, seen.active, seen.first, seen.phase
    s.winner, s.variant, s.goal, s.rng = seen.winner, seen.variant, seen.goal, rng
    s.pending = seen.pending
    r = seen.records
    s.bag = list(r.bag)
    s.effects = list(r.effects)
    s.flags = set(r.flags)
    s.res = None if r.res is None else r.res.copy()
    s.tasks = list(r.tasks)
    s.last_resolver = r.last_resolver
    s.challenge = r.challenge
    s.reveals = r.reveals
    s.temp_shift = list(r.temp_shift)
    s.notes = {c.id: c.note for c in cards if c.note}
    return s


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
        return f"Use {n(a2.card)}: {stats.activated_of(game, a2.card)[a2.ability].name}" + _with_drops(game, action)
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
            return f"Resolve {bag.ability(game, mine[k].source, mine[k].ability).name} ({n(mine[k].source)})"
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
