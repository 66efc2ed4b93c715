"""What the Exo table offers the person at the screen, as plain data: the gestures of exo/DESIGN.md §3 mapped to
actions, Qt-free.

- a card of the hand dragged to the Field: play it (then its targets and the payment picker: click Field cards to
  cover, hand cards to put into Occulto); a Tattica dragged onto a card: play it on that target;
- a card of the Evolution deck dragged to the Field: evolve (then the Sacrificio picker);
- an attacker dragged onto a card of the opposing Field or the opposing Leader: declare the attack;
- right-click menus: COPRI and other activated effects, RIVELA, the Leader effect, alternative costs, the Vice
  Leader modes of an Evoluzione Vice Leader (and Play / Evolve, for those who prefer a menu);
- buttons: Pass, Next phase, End the Main phase skipping the Battle phase; Yes / No, the options of a choice,
  the next effect of an order; a picker (``Pick``) for every choice of cards, with a panel of the cards it is
  about that the table does not show.

It is derived from ``ExoGame.legal_actions()`` and the pending decision; ``offered_actions`` lists every action it
can produce, which is how a test proves every legal action is reachable with the mouse and nothing offered is
refused.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from lorcana_desktop.exo.engine import (
    Accept,
    Action,
    Activate,
    Attack,
    ChooseOption,
    ChooseTargets,
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
from lorcana_desktop.exo.engine.decisions import AskMay, AskOption, AskOrder, AskTargets
from lorcana_desktop.exo.engine.state import ETERE, EVO, FIELD, HAND

if TYPE_CHECKING:
    from lorcana_desktop.app.exo_match import ExoMatch
    from lorcana_desktop.exo.engine import ExoGame


@dataclass(frozen=True, slots=True)
class ExoTarget:
    """Where a dragged card lands: onto one card, or onto a player's Field."""

    card: int = -1
    field_of: int = -1


@dataclass(frozen=True, slots=True)
class ExoDrop:
    target: ExoTarget
    actions: tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class ExoDrag:
    """A card the person can drag, and every place it can go."""

    card: int
    drops: tuple[ExoDrop, ...]

    def at(self, target: ExoTarget) -> tuple[Action, ...]:
        for d in self.drops:
            if d.target == target:
                return d.actions
        return ()


class EntryKind(Enum):
    """What a menu entry does, for the window to put into words."""

    PLAY = "play"
    PLAY_ALT = "play_alt"
    EVOLVE = "evolve"
    EVOLVE_MODE = "evolve_mode"
    ACTIVATE = "activate"
    REVEAL = "reveal"
    LEADER = "leader"


@dataclass(frozen=True, slots=True)
class ExoEntry:
    """A right-click menu entry: its kind, the detail it names (an ability's words, a mode), its action."""

    kind: EntryKind
    detail: str
    action: Action


class ToolKind(Enum):
    """A manual tool (for ability text a set gives without steps), by what its menu entry says."""

    COVER = "cover"
    UNCOVER = "uncover"
    MOVE = "move"  # detail: the zone (hand, field, discard, banished, occulto, deck_top, deck_bottom, evo_deck)
    COUNTER_UP = "counter_up"  # detail: the counter
    COUNTER_DOWN = "counter_down"
    LIFE_UP = "life_up"  # detail: the player
    LIFE_DOWN = "life_down"
    DRAW = "draw"
    SHUFFLE = "shuffle"


@dataclass(frozen=True, slots=True)
class ExoTool:
    kind: ToolKind
    detail: str
    action: Action


class ExoButtonKind(Enum):
    PASS = "pass"
    NEXT_PHASE = "next_phase"
    SKIP_BATTLE = "skip_battle"
    YES = "yes"
    NO = "no"
    OPTION = "option"
    NEXT_EFFECT = "next_effect"


@dataclass(frozen=True, slots=True)
class ExoButton:
    kind: ExoButtonKind
    action: Action
    detail: str = ""  # an option's words, the name of the card whose effects go next


@dataclass(frozen=True, slots=True)
class ExoPick:
    """A choice of cards: click ``options`` on the table or in the panel, then confirm. ``fits`` holds every
    legal set of cards (so the confirm button lights only for one)."""

    purpose: str
    label: str
    options: tuple[int, ...]
    count: int
    up_to: bool
    fits: frozenset[frozenset[int]]

    def answer(self, picked: Iterable[int]) -> ChooseTargets:
        chosen = set(picked)
        return ChooseTargets(tuple(o for o in self.options if o in chosen))

    def can_confirm(self, picked: Iterable[int]) -> bool:
        return frozenset(picked) in self.fits

    def toggle(self, picked: tuple[int, ...], card: int) -> tuple[int, ...]:
        """The cards picked after a click on ``card`` (a second click takes it back; never more than ``count``)."""
        if card not in self.options:
            return picked
        if card in picked:
            return tuple(c for c in picked if c != card)
        if len(picked) >= self.count:
            return picked
        return (*picked, card)


_ANSWERS = frozenset({ExoButtonKind.YES, ExoButtonKind.NO, ExoButtonKind.OPTION, ExoButtonKind.NEXT_EFFECT})


@dataclass(frozen=True, slots=True)
class ExoOffer:
    """Everything the person can do now; ``acting`` False: nothing (not their decision)."""

    seat: int
    acting: bool
    drags: tuple[ExoDrag, ...] = ()
    menus: tuple[tuple[int, tuple[ExoEntry, ...]], ...] = ()
    buttons: tuple[ExoButton, ...] = ()
    pick: ExoPick | None = None
    panel: tuple[int, ...] = ()  # cards a choice is about that the table does not show face up
    tools: tuple[tuple[int, tuple[ExoTool, ...]], ...] = ()  # manual tools on a card
    game_tools: tuple[ExoTool, ...] = ()  # manual tools on the game (draw, shuffle, life)

    @property
    def question(self) -> bool:
        """Whether the offer is a question its buttons answer (yes/no, one option, which effect goes next) rather
        than a move on the table."""
        return bool(self.buttons) and all(b.kind in _ANSWERS for b in self.buttons)

    def card_tools(self, card: int) -> tuple[ExoTool, ...]:
        for c, tools in self.tools:
            if c == card:
                return tools
        return ()

    def drag(self, card: int) -> ExoDrag | None:
        for d in self.drags:
            if d.card == card:
                return d
        return None

    def menu(self, card: int) -> tuple[ExoEntry, ...]:
        for c, entries in self.menus:
            if c == card:
                return entries
        return ()

    def button(self, kind: ExoButtonKind) -> ExoButton | None:
        for b in self.buttons:
            if b.kind is kind:
                return b
        return None


def offer_for(match: ExoMatch) -> ExoOffer:
    """What the person at the screen may do now."""
    if not match.my_turn():
        return ExoOffer(match.screen, False)
    return exo_offer(match.exo, match.screen)


def on_table(game: ExoGame, seat: int, card: int) -> bool:
    """Whether the table shows this card where the person can reach it: Fields, Etere, their hand and
    Evolution deck."""
    s = game.state
    z = s.zone[card]
    return z in (FIELD, ETERE) or z in (HAND, EVO) and s.owner[card] == seat


def exo_offer(game: ExoGame, seat: int) -> ExoOffer:
    """The offer of ``seat``, who must act now in ``game``."""
    s = game.state
    if s.over or game.to_act() != seat:
        return ExoOffer(seat, False)
    legal = game.legal_actions()
    pd = s.pending
    if pd is not None:
        return _choice_offer(game, seat, legal)
    drops: dict[int, dict[ExoTarget, list[Action]]] = {}
    menus: dict[int, list[ExoEntry]] = {}
    buttons: list[ExoButton] = []

    def drop(card: int, target: ExoTarget, action: Action) -> None:
        drops.setdefault(card, {}).setdefault(target, []).append(action)

    def entry(card: int, kind: EntryKind, detail: str, action: Action) -> None:
        menus.setdefault(card, []).append(ExoEntry(kind, detail, action))

    reachable = [c for q in (0, 1) for c in s.on_field(q)] + list(s.etere)
    for a in legal:
        if isinstance(a, Pass):
            buttons.append(ExoButton(ExoButtonKind.PASS, a))
        elif isinstance(a, NextPhase):
            buttons.append(ExoButton(ExoButtonKind.SKIP_BATTLE if a.skip_battle else ExoButtonKind.NEXT_PHASE, a))
        elif isinstance(a, Play):
            if a.alt >= 0:
                entry(a.card, EntryKind.PLAY_ALT, str(a.alt + 1), a)
                continue
            drop(a.card, ExoTarget(field_of=seat), a)
            entry(a.card, EntryKind.PLAY, "", a)
            if game.card(a.card).is_tactic:
                for t in reachable:  # a Tattica with one target: dropped onto it
                    aimed = Play(a.card, (t,))
                    if game.check(aimed) is None:
                        drop(a.card, ExoTarget(card=t), aimed)
        elif isinstance(a, Evolve):
            if a.mode:
                entry(a.card, EntryKind.EVOLVE_MODE, a.mode, a)
            else:
                drop(a.card, ExoTarget(field_of=seat), a)
                entry(a.card, EntryKind.EVOLVE, "", a)
        elif isinstance(a, Attack):
            drop(a.card, ExoTarget(card=a.target), a)
        elif isinstance(a, Activate):
            entry(a.card, EntryKind.ACTIVATE, game.card(a.card).abilities[a.ability].label, a)
        elif isinstance(a, Reveal):
            entry(a.card, EntryKind.REVEAL, game.card(a.card).abilities[a.ability].label, a)
        elif isinstance(a, LeaderEffect):
            entry(s.leader[seat], EntryKind.LEADER, game.card(s.leader[seat]).abilities[a.ability].label, a)
    drags = tuple(ExoDrag(c, tuple(ExoDrop(t, tuple(acts)) for t, acts in targets.items()))
                  for c, targets in drops.items())
    tools, game_tools = _manual_tools(game, seat)
    return ExoOffer(seat, True, drags, tuple((c, tuple(es)) for c, es in menus.items()), tuple(buttons),
                    tools=tools, game_tools=game_tools)


MOVE_ZONES = ("hand", "field", "discard", "banished", "occulto", "deck_top", "deck_bottom", "evo_deck")


def _manual_tools(game: ExoGame, seat: int) -> tuple[tuple[tuple[int, tuple[ExoTool, ...]], ...], tuple[ExoTool, ...]]:
    """The manual tools the rules accept now (the player holding priority, nothing asked): each checked."""
    s = game.state
    if s.pending is not None or game.priority_holder() != seat:
        return (), ()
    per_card: list[tuple[int, tuple[ExoTool, ...]]] = []
    cards = [c for q in (0, 1) for c in s.on_field(q)] + list(s.etere) + list(s.hand[seat]) + list(s.evo[seat])
    for c in cards:
        found: list[ExoTool] = []
        candidates: list[tuple[ToolKind, str, Action]] = []
        if s.zone[c] == FIELD:
            candidates.append((ToolKind.UNCOVER, "", ManualCover(seat, c, False)) if s.cov[c]
                              else (ToolKind.COVER, "", ManualCover(seat, c, True)))
            names = [n for n, _k in s.counters.get(c, ())] or ["rabbia"]
            for n in names:
                candidates.append((ToolKind.COUNTER_UP, n, ManualCounter(seat, c, n, 1)))
                candidates.append((ToolKind.COUNTER_DOWN, n, ManualCounter(seat, c, n, -1)))
        if s.owner[c] == seat:
            candidates.extend((ToolKind.MOVE, z, ManualMove(seat, c, z)) for z in MOVE_ZONES)
        for kind, detail, action in candidates:
            if game.check(action) is None:
                found.append(ExoTool(kind, detail, action))
        if found:
            per_card.append((c, tuple(found)))
    whole: list[ExoTool] = []
    table: list[tuple[ToolKind, str, Action]] = [(ToolKind.DRAW, "", ManualDraw(seat)),
                                                 (ToolKind.SHUFFLE, "", ManualShuffle(seat))]
    table += [(ToolKind.LIFE_UP, str(q), ManualLife(seat, q, 1)) for q in (0, 1)]
    table += [(ToolKind.LIFE_DOWN, str(q), ManualLife(seat, q, -1)) for q in (0, 1)]
    for kind, detail, action in table:
        if game.check(action) is None:
            whole.append(ExoTool(kind, detail, action))
    return tuple(per_card), tuple(whole)


def offered_tools(offer: ExoOffer) -> Iterator[Action]:
    """Every manual tool the offer has (never in ``legal_actions()``: bots play by the rules alone)."""
    for _card, tools in offer.tools:
        for t in tools:
            yield t.action
    for t in offer.game_tools:
        yield t.action


def _choice_offer(game: ExoGame, seat: int, legal: Sequence[Action]) -> ExoOffer:
    pd = game.state.pending
    if isinstance(pd, AskTargets):
        fits = frozenset(frozenset(a.targets) for a in legal if isinstance(a, ChooseTargets))
        pick = ExoPick(pd.purpose, pd.label, pd.options, min(pd.count, len(pd.options)), pd.up_to, fits)
        panel = tuple(o for o in pd.options if not on_table(game, seat, o))
        return ExoOffer(seat, True, pick=pick, panel=panel)
    buttons: list[ExoButton] = []
    if isinstance(pd, AskMay):
        buttons = [ExoButton(ExoButtonKind.YES if a.accept else ExoButtonKind.NO, a, pd.label)
                   for a in legal if isinstance(a, Accept)]
    elif isinstance(pd, AskOption):
        buttons = [ExoButton(ExoButtonKind.OPTION, a, pd.labels[a.option]) for a in legal if isinstance(a, ChooseOption)]
    elif isinstance(pd, AskOrder):
        buttons = [ExoButton(ExoButtonKind.NEXT_EFFECT, a, game.name(a.order[0]))
                   for a in legal if isinstance(a, OrderCards)]
    return ExoOffer(seat, True, buttons=tuple(buttons))


def offered_actions(offer: ExoOffer) -> Iterator[Action]:
    """Every action the offer can produce (drops, menus, buttons, and every set of cards a picker confirms)."""
    for d in offer.drags:
        for drop in d.drops:
            yield from drop.actions
    for _card, entries in offer.menus:
        for e in entries:
            yield e.action
    for b in offer.buttons:
        yield b.action
    if offer.pick is not None:
        for fit in offer.pick.fits:
            yield offer.pick.answer(fit)


def reaches(offer: ExoOffer, action: Action) -> bool:
    """Whether a person can produce ``action`` through the offer."""
    if isinstance(action, ChooseTargets) and offer.pick is not None:
        return frozenset(action.targets) in offer.pick.fits and set(action.targets) <= set(offer.pick.options)
    return any(a == action for a in offered_actions(offer))


__all__ = ["EntryKind", "ExoButton", "ExoButtonKind", "ExoDrag", "ExoDrop", "ExoEntry", "ExoOffer", "ExoPick",
           "ExoTarget", "ExoTool", "ToolKind", "exo_offer", "offer_for", "offered_actions", "offered_tools",
           "on_table", "reaches"]
