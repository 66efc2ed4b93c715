"""What the table offers the person at the screen now, as plain data: the cards they can drag and where
each drop goes, the right-click menus, the double-clicks, the prompt's lit cards and buttons, and a panel
of the cards a choice is about that the table does not show face up (looked-at cards, a revealed hand,
the discard, cards under a card).

It is derived from ``Game.legal_actions()`` and the pending decision (``Game.pending_info()``), and
the table renders it instead of deriving its own; ``offered_actions`` lists every action it can
produce, which is how a test proves that every legal action is reachable with the mouse and that
nothing offered is refused by the rules. Qt-free: the words a person reads are typed here (``Tool``,
``ButtonKind``, ``PanelKind``) and put into their language by the window.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from itertools import combinations
from typing import TYPE_CHECKING, Any

from lorcana_desktop.engine import (
    Accept,
    Action,
    Activate,
    AdjustDamage,
    AdjustDrops,
    AdjustLore,
    Boost,
    Challenge,
    ChooseAmount,
    ChooseOption,
    ChooseTargets,
    ChooseTrigger,
    EndTurn,
    InkCard,
    LookAtTop,
    ManualDraw,
    ManualZone,
    Move,
    MoveOwnCard,
    Mulligan,
    NameCard,
    NoteCard,
    OrderCards,
    PlayCard,
    Quest,
    SetExerted,
    SetLocation,
    ShuffleDeck,
)
from lorcana_desktop.engine.answers import Answer
from lorcana_desktop.engine.decisions import (
    AskAmount,
    AskBodyguard,
    AskDiscardCost,
    AskMay,
    AskMulligan,
    AskName,
    AskOption,
    AskOrder,
    AskTargets,
    AskTopOrBottom,
    AskTrigger,
    DeckEnd,
    PendingInfo,
)
from lorcana_desktop.engine.state import DECK, DISCARD, HAND, INKWELL, PLAY, UNDER
from lorcana_desktop.engine.view import hidden_from

if TYPE_CHECKING:
    from lorcana_desktop.app.game_session import GameSession
    from lorcana_desktop.engine import Game

TURN_ACTIONS = (InkCard, PlayCard, Quest, Challenge, Move, Activate, Boost)


# ---------------------------------------------------------------- dragging and dropping


class DropZone(Enum):
    """A player's zone a card can be dropped into."""

    INKWELL = "inkwell"
    PLAY = "play"


@dataclass(frozen=True, slots=True)
class DropTarget:
    """Where a dragged card lands: onto one card, or into one player's zone."""

    card: int = -1
    seat: int = -1
    zone: DropZone | None = None


@dataclass(frozen=True, slots=True)
class Drop:
    """Dropping the card on ``target`` does ``actions``: one is done at once, several ask with a menu
    (play or sing, which Sing Together singers)."""

    target: DropTarget
    actions: tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class Drag:
    """A card of the person's that can be dragged, and every place it can go."""

    card: int
    drops: tuple[Drop, ...]

    def at(self, target: DropTarget) -> tuple[Action, ...]:
        """What dropping on ``target`` does (nothing: the card snaps back)."""
        for d in self.drops:
            if d.target == target:
                return d.actions
        return ()


def drop_targets(action: Action, seat: int) -> list[DropTarget]:
    """Where dropping the card does ``action`` (none: the action is in the card's menu only)."""
    if isinstance(action, InkCard):
        return [DropTarget(seat=seat, zone=DropZone.INKWELL)]
    if isinstance(action, PlayCard):
        if action.shift:
            return [DropTarget(card=b) for b in action.shift]
        return [DropTarget(seat=seat, zone=DropZone.PLAY)]
    if isinstance(action, Challenge):
        return [DropTarget(card=action.target)]
    if isinstance(action, Move):
        return [DropTarget(card=action.location)]
    return []


# ---------------------------------------------------------------- menus


class Tool(Enum):
    """A manual tool, by what its menu entry says (for abilities the engine does not automate)."""

    DAMAGE_ON = "damage_on"
    DAMAGE_OFF = "damage_off"
    EXERT = "exert"
    READY = "ready"
    TO_HAND = ManualZone.HAND.value
    TO_PLAY = ManualZone.PLAY.value
    TO_DISCARD = ManualZone.DISCARD.value
    TO_INKWELL = ManualZone.INKWELL.value
    TO_DECK_TOP = ManualZone.DECK_TOP.value
    TO_DECK_BOTTOM = ManualZone.DECK_BOTTOM.value
    DRAW = "draw"
    SHUFFLE = "shuffle"
    LORE_UP = "lore_up"
    LORE_DOWN = "lore_down"
    DROPS_UP = "drops_up"
    DROPS_DOWN = "drops_down"
    LOOK_AT_TOP = "look_at_top"
    TO_LOCATION = "to_location"        # ``target``: the location
    LEAVE_LOCATION = "leave_location"
    WRITE_NOTE = "write_note"          # the window asks for the text; the action's text is a placeholder
    NOTE_OFF = "note_off"


@dataclass(frozen=True, slots=True)
class MenuEntry:
    """One entry of a menu: a rules action (worded by ``Game.describe``) or a manual tool (``tool``;
    ``seat``: whose lore a lore tool changes)."""

    action: Action
    tool: Tool | None = None
    seat: int = -1    # whose lore or drops a tool changes; for a card moved by hand, the card's owner
    target: int = -1  # the location a character moves to


# ---------------------------------------------------------------- the prompt


class ButtonKind(Enum):
    """A button of the prompt bar, by what it says."""

    YES = "yes"
    NO = "no"
    EXERTED = "exerted"            # a Bodyguard enters play exerted
    READY = "ready"
    KEEP_ON_TOP = "keep_on_top"
    PUT_ON_BOTTOM = "put_on_bottom"
    OPTION = "option"              # a mode of "Choose one:" (``words``: the card's, or an answer the engine names)
    TRIGGER = "trigger"            # a bag effect (``words``: its ability, ``card``: its card)
    PLAYER = "player"              # a player to choose (``target``: -1 - seat); picked like a card
    CONFIRM = "confirm"            # send the cards picked
    CHOOSE_NONE = "choose_none"
    MULLIGAN = "mulligan"          # keep the hand, or put back the cards picked
    AMOUNT = "amount"              # send the number set beside it
    NAME = "name"                  # send the name typed beside it
    ORDER = "order"                # send the order set in the panel
    KEEP_ORDER = "keep_order"      # put the cards back in the order shown


@dataclass(frozen=True, slots=True)
class Button:
    """A prompt button: ``action`` is what a click sends; None when it sends what was picked or set."""

    kind: ButtonKind
    action: Action | None = None
    words: str = ""
    card: int = -1
    target: int = 0
    answer: Answer | None = None  # an OPTION the engine names itself (worded by app/engine_words), not a mode


@dataclass(frozen=True, slots=True)
class Pick:
    """A choice made by clicking cards (on the table or in the panel) and players (their buttons):
    between ``least`` and ``most`` of ``options`` (cards, and players as -1 - seat, in the order the rules
    give them). ``at_once``: a click answers (exactly one to choose); otherwise Confirm sends them.
    ``mulligan`` >= 0: the cards go back from that player's opening hand (CR 2.2.2)."""

    options: tuple[int, ...]
    least: int
    most: int
    at_once: bool = False
    mulligan: int = -1

    def answer(self, picked: Iterable[int]) -> Action:
        """The action for these picks, in the options' order (as ``legal_actions()`` lists it)."""
        chosen = set(picked)
        cards = tuple(o for o in self.options if o in chosen)
        return Mulligan(self.mulligan, cards) if self.mulligan >= 0 else ChooseTargets(cards)

    def can_confirm(self, picked: Sequence[int]) -> bool:
        return self.least <= len(picked) <= self.most

    def click(self, picked: tuple[int, ...], option: int) -> tuple[tuple[int, ...], Action | None]:
        """A click on ``option``: the picks after it, and the answer when the click gives one."""
        if option not in self.options:
            return picked, None
        if self.at_once:
            return (), self.answer((option,))
        if option in picked:
            return tuple(x for x in picked if x != option), None
        if len(picked) < self.most:
            return (*picked, option), None
        if self.most == 1:
            return (option,), None  # one to choose: another click changes it
        return picked, None

    def answers(self) -> Iterator[Action]:
        """Every answer the picks can make."""
        for r in range(self.least, self.most + 1):
            for combo in combinations(self.options, r):
                yield self.answer(combo)


def order_click(numbered: tuple[int, ...], card: int, cards: Sequence[int]) -> tuple[int, ...]:
    """Putting cards in an order by clicking them: a click gives ``card`` the next number (1: the topmost of
    them), a click on a numbered card takes its number back (the later ones move up)."""
    if card not in cards:
        return numbered
    if card in numbered:
        return tuple(c for c in numbered if c != card)
    return (*numbered, card)


def order_answer(numbered: Sequence[int], cards: Sequence[int]) -> OrderCards | None:
    """The order once every card has its number, else None."""
    return OrderCards(tuple(numbered)) if sorted(numbered) == sorted(cards) else None


class PanelKind(Enum):
    """What the panel's cards are (its title)."""

    LOOKED_AT = "looked_at"          # the top cards of a deck being looked at
    TOP_CARD = "top_card"            # the top card: keep it on top or put it on the bottom
    ORDER = "order"                  # cards to put on the top or the bottom of a deck in an order
    REVEALED_HAND = "revealed_hand"  # another player's hand, revealed
    DISCARD = "discard"
    INKWELL = "inkwell"
    UNDER = "under"                  # cards under a card
    # cards the person looked at with no choice about them, until they put them away: a hand, the top of a deck
    SEEN_HAND = "seen_hand"
    SEEN_DECK = "seen_deck"


@dataclass(frozen=True, slots=True)
class Panel:
    """Cards a choice is about that the table does not show face up, with their faces, in the order the
    rules give them (the top of a deck first, the newest of a discard first). ``pickable``: those to click
    for the choice. ``end``: where ordered cards go (PanelKind.ORDER: click them in the order they go)."""

    kind: PanelKind
    owner: int
    cards: tuple[int, ...]
    names: tuple[str | None, ...]  # the faces as the person at the screen sees them (None: face down)
    pickable: frozenset[int] = frozenset()
    end: DeckEnd = DeckEnd.TOP


class Shown(Enum):
    """Where the person finds a card to drag, click or right-click."""

    TABLE = "table"          # an item on the table: a hand, a play area, a stack, the top of a discard pile
    DISCARD_LIST = "discard"  # in the list of a discard pile (click the pile)
    PANEL = "panel"


@dataclass(frozen=True, slots=True)
class TableOffer:
    """Everything the table offers the person at ``seat``; ``acting``: it is their decision now."""

    seat: int
    acting: bool
    info: PendingInfo | None = None
    legal: tuple[Action, ...] = ()
    glow: frozenset[int] = frozenset()  # cards with something to do (their turn)
    drags: dict[int, Drag] = field(default_factory=dict)
    double_clicks: dict[int, Action] = field(default_factory=dict)
    menus: dict[int, tuple[MenuEntry, ...]] = field(default_factory=dict)
    pick: Pick | None = None
    lit: frozenset[int] = frozenset()  # cards to click for the pending choice
    buttons: tuple[Button, ...] = ()
    amount: int = -1  # AskAmount: a number from 0 to this
    names: tuple[str, ...] = ()  # AskName: the names to choose from
    order: tuple[int, ...] = ()  # AskOrder: the cards to put in an order (first: the topmost)
    panel: Panel | None = None
    end_turn: bool = False
    game_tools: tuple[MenuEntry, ...] = ()  # the Game button's manual tools
    # The manual tools can be used now: a card's right-click menu adds ``card_tools(game, seat, card)``
    # (worked out when the menu opens: checking ten tools on every card at every move would be slow).
    card_tools: bool = False
    shown: dict[int, Shown] = field(default_factory=dict)

    def menu(self, card: int) -> tuple[MenuEntry, ...]:
        """The rules actions of a card's right-click menu (its manual tools: ``card_tools``)."""
        return self.menus.get(card, ())


def nothing_offered(seat: int) -> TableOffer:
    """A table that offers nothing (a replay, or someone else's decision)."""
    return TableOffer(seat, False)


# ---------------------------------------------------------------- building the offer


def offer_for(session: GameSession) -> TableOffer:
    """What the table offers the person at the session's screen now (nothing behind the hand-off screen); with
    the cards they just looked at shown in the panel when no choice's panel takes its place."""
    offer = table_offer(session.game, session.screen, session.my_turn())
    seen = session.seen_now()
    if seen is None or offer.panel is not None or session.over:
        return offer
    game = session.game
    cards = tuple(c for c in seen.cards if game.s.zone[c] in (HAND, DECK))  # (still where they were looked at)
    if not cards:
        return offer
    kind = PanelKind.SEEN_HAND if game.s.zone[cards[0]] == HAND else PanelKind.SEEN_DECK
    panel = Panel(kind, game.s.owner[cards[0]], cards, tuple(game.name(c) for c in cards))
    return replace(offer, panel=panel)


def table_offer(game: Game, seat: int, acting: bool) -> TableOffer:
    """What the table offers the person at ``seat``; ``acting`` False: nothing but what there is to see."""
    shown = _shown(game, seat)
    if not acting or game.over:
        return TableOffer(seat, False, shown=shown)
    legal = tuple(game.legal_actions())
    info = game.pending_info()
    if info is not None:
        return _choice_offer(game, seat, info, legal, shown)
    return _turn_offer(game, seat, legal, shown)


def _shown(game: Game, seat: int) -> dict[int, Shown]:
    """Where each card is found on the table that ``game.view(seat)`` draws (no hidden card is named by
    this: only ids, and of the other players' hands and decks none at all)."""
    s = game.s
    out: dict[int, Shown] = {}
    for pile in s.discard:
        for i in pile:
            out[i] = Shown.DISCARD_LIST
        if pile:
            out[pile[-1]] = Shown.TABLE
    for i in s.hand[seat]:
        out[i] = Shown.TABLE
    for pile in s.play:
        for i in pile:
            out[i] = Shown.TABLE
            for u in s.under[i]:
                out[u] = Shown.TABLE  # a stack: the cards under peek out beneath it
    for pile in s.inkwell:
        for i in pile:
            out[i] = Shown.TABLE
    return out


def _turn_offer(game: Game, seat: int, legal: tuple[Action, ...], shown: dict[int, Shown]) -> TableOffer:
    s = game.s
    by_card: dict[int, list[Action]] = {}
    for a in legal:
        if isinstance(a, TURN_ACTIONS):
            by_card.setdefault(a.card, []).append(a)
    drags: dict[int, Drag] = {}
    double: dict[int, Action] = {}
    menus: dict[int, list[MenuEntry]] = {}
    for card, acts in by_card.items():
        menus.setdefault(card, []).extend(MenuEntry(a) for a in acts)
        if s.zone[card] in (HAND, PLAY, UNDER):
            targets: dict[DropTarget, list[Action]] = {}
            for a in acts:
                for t in drop_targets(a, seat):
                    targets.setdefault(t, []).append(a)
            if targets:
                drags[card] = Drag(card, tuple(Drop(t, tuple(x)) for t, x in targets.items()))
        quest = Quest(card)
        if quest in acts:
            double[card] = quest
        elif len(acts) == 1 and not drop_targets(acts[0], seat):
            double[card] = acts[0]
        if s.zone[card] == UNDER:
            # A card under another only peeks out: the stack's top card lists what it can do too.
            top = next((t for z in s.play for t in z if card in s.under[t]), -1)
            if top >= 0:
                menus.setdefault(top, []).extend(MenuEntry(a) for a in acts)
    return TableOffer(
        seat, True, None, legal, glow=frozenset(by_card), drags=drags, double_clicks=double,
        menus={c: tuple(m) for c, m in menus.items()}, end_turn=EndTurn() in legal,
        game_tools=game_tools(game, seat), card_tools=s.phase == "main", shown=shown)


_CARD_TOOLS: tuple[tuple[Tool, Any], ...] = (
    (Tool.DAMAGE_ON, lambda p, c: AdjustDamage(p, c, 1)),
    (Tool.DAMAGE_OFF, lambda p, c: AdjustDamage(p, c, -1)),
    (Tool.EXERT, lambda p, c: SetExerted(p, c, True)),
    (Tool.READY, lambda p, c: SetExerted(p, c, False)),
    *((Tool(z.value), lambda p, c, z=z: MoveOwnCard(p, c, z.value)) for z in ManualZone),
)


def card_tools(game: Game, seat: int, card: int) -> list[MenuEntry]:
    """The manual tools the person at ``seat`` can use on ``card`` now (another player's card in play goes
    to its owner's zones; a character moves to a location of its player or away; notes on cards in play)."""
    s = game.s
    owner = s.owner[card] if 0 <= card < len(s.owner) else seat
    out = []
    for tool, make in _CARD_TOOLS:
        a = make(seat, card)
        if game.check(a) is None:
            out.append(MenuEntry(a, tool, owner))
    if 0 <= card < len(s.owner) and s.zone[card] == PLAY:
        for loc in s.play[owner]:
            a = SetLocation(seat, card, loc)
            if game.check(a) is None:
                out.append(MenuEntry(a, Tool.TO_LOCATION, owner, loc))
        extra = ((SetLocation(seat, card, -1), Tool.LEAVE_LOCATION), (NoteCard(seat, card, "-"), Tool.WRITE_NOTE),
                 (NoteCard(seat, card, ""), Tool.NOTE_OFF))
        out += [MenuEntry(a, tool, owner) for a, tool in extra if game.check(a) is None]
    return out


def game_tools(game: Game, seat: int) -> tuple[MenuEntry, ...]:
    """The manual tools of the Game button: draw, shuffle, lore and ink drops for each player, look at the top
    card."""
    items = [MenuEntry(ManualDraw(seat), Tool.DRAW), MenuEntry(ShuffleDeck(seat), Tool.SHUFFLE)]
    for q in range(game.s.players):
        items += [MenuEntry(AdjustLore(seat, q, 1), Tool.LORE_UP, q), MenuEntry(AdjustLore(seat, q, -1), Tool.LORE_DOWN, q)]
    for q in range(game.s.players):
        items += [MenuEntry(AdjustDrops(seat, q, 1), Tool.DROPS_UP, q),
                  MenuEntry(AdjustDrops(seat, q, -1), Tool.DROPS_DOWN, q)]
    items.append(MenuEntry(LookAtTop(seat), Tool.LOOK_AT_TOP))
    return tuple(e for e in items if game.check(e.action) is None)


@dataclass(frozen=True, slots=True)
class Answers:
    """The answer controls of a pending choice (see ``answers_for``)."""

    pick: Pick | None = None
    buttons: tuple[Button, ...] = ()
    amount: int = -1
    names: tuple[str, ...] = ()
    order: tuple[int, ...] = ()


def _option_button(pd: AskOption, a: ChooseOption) -> Button:
    """An option's button: an answer the engine names (typed), a mode in the card's words, or just its number."""
    label = pd.labels[a.option] if a.option < len(pd.labels) else ""
    if isinstance(label, Answer):
        return Button(ButtonKind.OPTION, a, words=label.text, answer=label)
    return Button(ButtonKind.OPTION, a, words=label)


def answers_for(info: PendingInfo, legal: Sequence[Action]) -> Answers:
    """How the person answers ``info``'s decision: the picks, buttons, number, names or order."""
    pd = info.decision
    if isinstance(pd, AskMulligan):
        hand = max((a.cards for a in legal if isinstance(a, Mulligan)), key=len, default=())
        return Answers(Pick(hand, 0, len(hand), mulligan=pd.player), (Button(ButtonKind.MULLIGAN),))
    if isinstance(pd, AskMay):
        return Answers(buttons=(Button(ButtonKind.YES, Accept(True)), Button(ButtonKind.NO, Accept(False))))
    if isinstance(pd, AskBodyguard):
        return Answers(buttons=(Button(ButtonKind.EXERTED, Accept(True), card=pd.card),
                                Button(ButtonKind.READY, Accept(False), card=pd.card)))
    if isinstance(pd, AskTrigger):
        return Answers(buttons=tuple(Button(ButtonKind.TRIGGER, ChooseTrigger(k), words=ability, card=src)
                                     for k, (src, ability) in enumerate(info.effects)))
    if isinstance(pd, AskTopOrBottom):
        return Answers(buttons=(Button(ButtonKind.KEEP_ON_TOP, ChooseOption(0), card=pd.card),
                                Button(ButtonKind.PUT_ON_BOTTOM, ChooseOption(1), card=pd.card)))
    if isinstance(pd, AskOption):
        return Answers(buttons=tuple(_option_button(pd, a) for a in legal if isinstance(a, ChooseOption)))
    if isinstance(pd, AskAmount):
        return Answers(buttons=(Button(ButtonKind.AMOUNT),), amount=pd.max)
    if isinstance(pd, AskName):
        return Answers(buttons=(Button(ButtonKind.NAME),), names=tuple(a.name for a in legal if isinstance(a, NameCard)))
    if isinstance(pd, AskOrder):
        return Answers(buttons=(Button(ButtonKind.ORDER), Button(ButtonKind.KEEP_ORDER, OrderCards(pd.cards))),
                       order=pd.cards)
    if isinstance(pd, (AskTargets, AskDiscardCost)):
        n = min(pd.count, len(pd.options))
        least = 0 if pd.up_to else n
        at_once = isinstance(pd, AskTargets) and n == 1 and not pd.up_to
        pick = Pick(pd.options, least, n, at_once)
        buttons = [Button(ButtonKind.PLAYER, target=t) for t in pd.options if t < 0]
        if not at_once:
            buttons.append(Button(ButtonKind.CONFIRM))
        if pd.up_to:
            buttons.append(Button(ButtonKind.CHOOSE_NONE, ChooseTargets(())))
        return Answers(pick, tuple(buttons))
    return Answers()


def _choice_offer(game: Game, seat: int, info: PendingInfo, legal: tuple[Action, ...],
                  shown: dict[int, Shown]) -> TableOffer:
    ans = answers_for(info, legal)
    pd = info.decision
    panel = _panel(game, seat, info, ans.pick)
    shown = dict(shown)
    if panel is not None:
        for c in panel.cards:
            shown[c] = Shown.PANEL
    lit: frozenset[int] = frozenset()
    if ans.pick is not None and not isinstance(pd, AskMulligan):
        lit = frozenset(o for o in ans.pick.options if o >= 0)
    return TableOffer(seat, True, info, legal, pick=ans.pick, lit=lit, buttons=ans.buttons, amount=ans.amount,
                      names=ans.names, order=ans.order, panel=panel, shown=shown)


def on_table(game: Game, seat: int, card: int) -> bool:
    """Whether the table shows ``card`` face up where a click picks it: in play, or in the person's hand."""
    s = game.s
    return s.zone[card] == PLAY or (s.zone[card] == HAND and s.owner[card] == seat)


def _panel(game: Game, seat: int, info: PendingInfo, pick: Pick | None) -> Panel | None:
    """The panel of the cards the choice is about that the table does not show face up."""
    s = game.s
    pd = info.decision
    pickable = frozenset(o for o in (pick.options if pick else ()) if o >= 0 and not on_table(game, seat, o))
    cards = [c for c in info.looking if not on_table(game, seat, c)]
    if isinstance(pd, AskOrder):
        # Cards put on top or at the bottom "in any order" are ordered in the panel, by clicks, even those the
        # table shows (chosen characters in play, cards in the person's hand): the table has no other way to it.
        cards = list(pd.cards)
    if isinstance(pd, AskMulligan) or not (cards or pickable):
        return None
    rest = [o for o in (pick.options if pick else ()) if o in pickable and o not in cards]
    if rest and s.zone[rest[0]] == DISCARD:
        rest.sort(key=lambda c: (s.owner[c], -s.discard[s.owner[c]].index(c)))  # the newest first
    elif rest and s.zone[rest[0]] == UNDER:
        rest.sort(key=lambda c: -next((k for z in s.play for t in z for k, u in enumerate(s.under[t]) if u == c), 0))
    cards += rest
    first = cards[0]
    owner = s.owner[first]
    if isinstance(pd, AskOrder):
        kind, end = PanelKind.ORDER, pd.end
    elif isinstance(pd, AskTopOrBottom):
        kind, end = PanelKind.TOP_CARD, DeckEnd.TOP
    else:
        end = DeckEnd.TOP
        zone = s.zone[first]
        if zone == DECK:
            kind = PanelKind.LOOKED_AT
        elif zone == HAND:
            kind = PanelKind.REVEALED_HAND  # (the person's own hand is on the table)
        elif zone == DISCARD:
            kind = PanelKind.DISCARD
        elif zone == INKWELL:
            kind = PanelKind.INKWELL
        else:
            kind = PanelKind.UNDER
    hidden = hidden_from(game, seat)
    names = tuple(None if c in hidden else game.name(c) for c in cards)
    return Panel(kind, owner, tuple(cards), names, pickable, end)


# ---------------------------------------------------------------- everything offered


def offered_actions(offer: TableOffer, *, limit: int = 0) -> Iterator[Action]:
    """Every action the offer can produce (picks: each combination; an order: only the one shown, as any
    other order of the same cards is reachable too, see ``reaches``); ``limit`` > 0 caps the picks."""
    seen: set[Action] = set()

    def once(a: Action) -> Iterator[Action]:
        if a not in seen:
            seen.add(a)
            yield a

    for drag in offer.drags.values():
        for d in drag.drops:
            for a in d.actions:
                yield from once(a)
    for entries in offer.menus.values():
        for e in entries:
            yield from once(e.action)
    for a in offer.double_clicks.values():
        yield from once(a)
    for b in offer.buttons:
        if b.action is not None:
            yield from once(b.action)
    if offer.pick is not None:
        for k, a in enumerate(offer.pick.answers()):
            if limit and k >= limit:
                break
            yield from once(a)
    for n in range(offer.amount + 1):
        yield from once(ChooseAmount(n))
    for name in offer.names:
        yield NameCard(name)
    if offer.order:
        yield from once(OrderCards(offer.order))
    if offer.end_turn:
        yield from once(EndTurn())
    for e in offer.game_tools:
        yield from once(e.action)


def reaches(offer: TableOffer, action: Action) -> bool:
    """Whether a person can make ``action`` with what the table offers (and every card it needs is shown)."""
    if isinstance(action, OrderCards):
        return bool(offer.order) and sorted(action.order) == sorted(offer.order) \
            and all(offer.shown.get(c) is Shown.PANEL for c in offer.order)
    if isinstance(action, (ChooseTargets, Mulligan)):
        pick = offer.pick
        if pick is None:
            return any(b.action == action for b in offer.buttons)
        cards = action.targets if isinstance(action, ChooseTargets) else action.cards
        if any(b.action == action for b in offer.buttons):
            return True
        return pick.least <= len(cards) <= pick.most and all(c in pick.options and _clickable(offer, c) for c in cards) \
            and pick.answer(cards) == action
    if isinstance(action, ChooseAmount):
        return 0 <= action.amount <= offer.amount
    if isinstance(action, NameCard):
        return action.name in offer.names
    if isinstance(action, EndTurn):
        return offer.end_turn
    for b in offer.buttons:
        if b.action == action:
            return True
    card = getattr(action, "card", -1)
    where = offer.shown.get(card)
    if any(e.action == action for e in offer.menu(card)) and where is not None:
        return True
    for top, entries in offer.menus.items():  # a card under a stack: its top card's menu
        if top != card and offer.shown.get(top) is Shown.TABLE and any(e.action == action for e in entries):
            return True
    return any(e.action == action for e in offer.game_tools)


def _clickable(offer: TableOffer, option: int) -> bool:
    """A pick option can be clicked: a card on the table or in the panel, or a player with a button."""
    if option < 0:
        return any(b.kind is ButtonKind.PLAYER and b.target == option for b in offer.buttons)
    if offer.panel is not None and option in offer.panel.pickable:
        return True
    return option in offer.lit and offer.shown.get(option) is Shown.TABLE or \
        (offer.pick is not None and offer.pick.mulligan >= 0 and offer.shown.get(option) is Shown.TABLE)
