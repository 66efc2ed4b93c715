"""ExoGame: a game of Creatures of Exo driven by ``legal_actions()`` / ``check()`` / ``apply()``.

The contract is the Lorcana ``Game``'s: ``apply`` validates (``IllegalAction`` with the reason, the state
untouched), performs, runs to the next decision and returns typed events; ``to_act()`` is who must
decide; ``view(player)`` hides what that player may not see; the seeded RNG lives in the state;
``copy()`` is cheap; ``to_json()`` / ``from_json()`` are the initial state plus the actions (a replay);
undo never goes back past a reveal. Nothing passes by itself: a window where passing is the only
legal action still waits for the pass (the session answers those, DESIGN.md §3).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from lorcana_desktop.exo.decks import DeckSection, ExoDeck
from lorcana_desktop.exo.engine import battle, chain, legal, stats, turn, view
from lorcana_desktop.exo.engine.actions import (
    MANUAL_ACTIONS,
    Accept,
    Action,
    Activate,
    Attack,
    ChooseOption,
    ChooseTargets,
    Concede,
    Evolve,
    IllegalAction,
    LeaderEffect,
    NextPhase,
    OrderCards,
    Pass,
    Play,
    Reveal,
    action_from_json,
    action_to_json,
)
from lorcana_desktop.exo.engine.book import CardBook, CardInfo
from lorcana_desktop.exo.engine.decisions import AskOption, AskOrder
from lorcana_desktop.exo.engine.events import NOTES_MADE, Event, GameEnded, Note, Noted, note_of
from lorcana_desktop.exo.engine.manual import perform_manual
from lorcana_desktop.exo.engine.notes import Said
from lorcana_desktop.exo.engine.options import ExoOptions
from lorcana_desktop.exo.engine.reasons import ExoReason, refusal
from lorcana_desktop.exo.engine.reasons import ExoWhy as W
from lorcana_desktop.exo.engine.state import (
    ABILITY,
    BOTH,
    DECK,
    DISCARD,
    ETERE,
    EVO,
    FIELD,
    MAIN,
    PLAY,
    ZONE_NAMES,
    Declaring,
    ExoState,
)
from lorcana_desktop.exo.engine.targets import TargetSpec, target_ability
from lorcana_desktop.exo.engine.zones import draw, fire, move, new_card
from lorcana_desktop.rules_core.history import History
from lorcana_desktop.rules_core.rng import rng_seed

# The rules and the save format of this engine; saves record it (``to_json()["meta"]["engine"]``).
ENGINE_VERSION: Final = "exo-1"
STARTING_HAND: Final = 4  # «Ogni giocatore pesca 4 carte»
# The commonest lines an action writes, made once.
_PLAYS: Final = Noted(Said.PLAYS, "player", "card")
_USES_LEADER: Final = Noted(Said.USES_LEADER, "player", "card")
_ENTERS: Final = Noted(Said.ENTERS_FIELD, "card")
_ENTERS_COVERED: Final = Noted(Said.ENTERS_FIELD_COVERED, "card")


@dataclass(frozen=True, slots=True)
class DeckCards:
    """The cards a player starts with: the Leader, the main deck and the Evolution deck (card ids or
    names; the Side deck stays out of the game: «In nessun caso puoi giocare carte dal Side Deck»)."""

    leader: str
    main: tuple[str, ...]
    evolutions: tuple[str, ...] = ()

    @classmethod
    def from_deck(cls, deck: ExoDeck) -> DeckCards:
        leader = [e.card.id for e in deck.section(DeckSection.LEADER)]
        if len(leader) != 1:
            raise ValueError("a deck needs exactly one Leader to be played")
        main = tuple(e.card.id for e in deck.section(DeckSection.MAIN) for _ in range(e.count))
        evo = tuple(e.card.id for e in deck.section(DeckSection.EVOLUTION) for _ in range(e.count))
        return cls(leader[0], main, evo)


class ExoGame:
    """A game of Creatures of Exo: ``legal_actions()``, ``check(action)``, ``apply(action)``, ``view(p)``."""

    def __init__(self, state: ExoState, book: CardBook, _copy_of: ExoGame | None = None) -> None:
        if _copy_of is not None:  # (copy(): a compiled class's __new__ runs __init__, so the copy is made here)
            self._copied(state, _copy_of)
            return
        self.book = book
        try:
            self.info: list[CardInfo] = [book.info[book.index[card_id]] for card_id in state.ids]
        except KeyError as exc:
            raise ValueError(f"the card {exc.args[0]} is not in the game's card sets") from None
        self.table = {card_id: k for k, card_id in enumerate(state.ids)}
        self._read_asks()
        self.s = state
        self._set_emergency_at()
        self._ev: list[Event] = []
        self._var_ops: dict[tuple[int, int], dict[str, frozenset[str]]] = {}
        self._target_specs: dict[tuple[int, int, int], TargetSpec] = {}  # (targets.target_spec)
        self.initial = state.copy()
        self.actions: list[Action] = []
        self._reveal_marks: list[int] = []
        self.record_meta: dict[str, Any] = {}
        # The legal actions of the state they were listed for (the state object and the action count).
        self._legal: tuple[ExoState, int, list[Action]] | None = None
        # The card instances with auras and with cost modifiers, for the card list they were read from
        # (stats.special_cards).
        self._special: tuple[list[int], int, list[int], list[int]] | None = None

    # ================================================================ construction

    @classmethod
    def new(cls, decks: Sequence[DeckCards], book: CardBook, seed: int = 0, first: int | None = None,
            options: ExoOptions | None = None) -> ExoGame:
        """A new game after the set-up («PREPARAZIONE»): decks shuffled, Leaders on the Field, 4 cards each,
        the first player (R-4: the seeded RNG, or ``first``) in the Main phase of turn 1."""
        if len(decks) != 2:
            raise ValueError(f"Creatures of Exo is a game for 2 players, not {len(decks)}")
        if first is not None and first not in (0, 1):
            raise ValueError(f"the first player is 0 or 1, not {first}")
        s = ExoState(options)
        s.ids = list(book.ids)
        s.rng = rng_seed(seed)
        game = cls(s, book)
        for p, deck in enumerate(decks):
            lid = game._cid(deck.leader)
            if not game.info[lid].is_leader:
                raise ValueError(f"{game.info[lid].name} is not a Leader")
            leader = new_card(game, lid, p, FIELD)
            s.leader[p] = leader
            s.entered[leader] = 0
            s.life[p] = game.info[lid].life or 1
            for c in deck.main:
                new_card(game, game._cid(c), p, DECK)
            for c in deck.evolutions:
                new_card(game, game._cid(c), p, EVO)
        game._set_emergency_at()
        s.first = s.randbelow(2) if first is None else first
        for p in (0, 1):
            s.shuffle(s.deck[p])
            # Instance ids follow the shuffled order: an id seen later must not say which card it is.
            ids = sorted(s.deck[p])
            cids = [s.cid[i] for i in s.deck[p]]
            for i, k in zip(ids, cids, strict=True):
                s.cid[i] = k
            s.deck[p] = ids
            for i in ids:
                s.known[i] = 0
        game._special = None  # (the instances changed cards)
        for p in (0, 1):
            draw(game, p, STARTING_HAND)
        s.turn = 1
        s.active = s.first
        s.log.append(Note(Said.GOES_FIRST, (("player", s.first),)))
        turn.enter_phase(game, MAIN)
        chain.advance(game)
        game._ev.clear()
        game.initial = s.copy()
        game.record_meta = {"game": "exo", "engine": ENGINE_VERSION, "seed": seed, "first": first,
                            "decks": [{"leader": d.leader, "main": list(d.main), "evolutions": list(d.evolutions)}
                                      for d in decks], "options": s.options.to_json()}
        return game

    def _read_asks(self) -> None:
        """Per card of the table, whether the legal actions look at it: in the hand when the moment is of level
        0, 1 or 2 (``CardInfo.hand_level``, or a RIVELA); on the Field, when its effects may be used in one's own
        Main phase (COPRI, the effects bound to it; GUARDIA too, as ``field_acts`` says), at another time, or in
        the window of an opposing attack (GUARDIA)."""
        info = self.info
        self.hand_asks = tuple([inf.hand_level <= level or bool(inf.rivela) for inf in info] for level in range(3))
        self.field_asks = tuple(
            [not inf.is_leader and bool(ks) for inf, ks in zip(info, kinds, strict=True)]
            for kinds in ([inf.activated or inf.by_keyword.get("COPRI") or inf.by_keyword.get("GUARDIA") for inf in info],
                          [inf.activated_any_time for inf in info],
                          [inf.activated_any_time or inf.by_keyword.get("GUARDIA") for inf in info]))

    def _set_emergency_at(self) -> None:
        """The life at or below which each player's Leader needs a look (0, or its EMERGENZA value)."""
        s = self.s
        self.emergency_at = [0, 0]
        for p in (0, 1):
            if s.leader[p] >= 0:
                self.emergency_at[p] = max(0, self.info[s.cid[s.leader[p]]].emergency or 0)

    def _cid(self, written: str) -> int:
        k = self.table.get(written)
        if k is not None:
            return k
        try:
            return self.table[self.book.ids[self.book.find(written)]]
        except ValueError as exc:
            raise ValueError(str(exc)) from None

    @classmethod
    def from_json(cls, data: dict[str, Any], book: CardBook) -> ExoGame:
        """A game from ``to_json()``: its initial state and actions, replayed; ValueError names damage."""
        if data.get("game", "exo") != "exo":
            raise ValueError(f"this is a save of {data.get('game')!r}, not of Creatures of Exo")
        try:
            game = cls(ExoState.from_json(data["initial"]), book)
        except (KeyError, TypeError, IndexError) as exc:
            raise ValueError(f"saved game is damaged: {exc}") from None
        game.record_meta = dict(data.get("meta", {}))
        for n, a in enumerate(data.get("actions", [])):
            try:
                action = action_from_json(a)
            except (KeyError, TypeError) as exc:
                raise ValueError(f"saved game is damaged: action {n} is not an action ({exc})") from None
            try:
                game.apply(action)
            except IllegalAction as exc:
                raise ValueError(f"saved game does not replay: action {n} is illegal: {exc.reason}") from None
        return game

    def to_json(self) -> dict[str, Any]:
        """The save: the initial state and the actions (a replay)."""
        return {"game": "exo", "initial": self.initial.to_json(),
                "actions": [action_to_json(a) for a in self.actions],
                "meta": {**self.record_meta, "game": "exo", "engine": ENGINE_VERSION}}

    def copy(self) -> ExoGame:
        """An independent game at the same state (for bots and searches); history shared up to here."""
        return ExoGame(self.s.copy(), self.book, self)

    def _copied(self, state: ExoState, other: ExoGame) -> None:
        """Become a copy of ``other`` at ``state`` (its own copy of other's state)."""
        self.book, self.info, self.table, self._var_ops = other.book, other.info, other.table, other._var_ops
        self.hand_asks, self.field_asks, self._target_specs = other.hand_asks, other.field_asks, other._target_specs
        self.emergency_at = other.emergency_at
        self.s = state
        self._ev = []
        self.initial = other.initial
        self.actions = other.actions[:]
        self._reveal_marks = other._reveal_marks[:]
        self.record_meta = other.record_meta
        self._legal = None
        self._special = other._special  # (checked against the copy's own card list before use)

    # ================================================================ queries

    @property
    def state(self) -> ExoState:
        return self.s

    @property
    def over(self) -> bool:
        return self.s.over

    @property
    def winner(self) -> int | None:
        return self.s.winner

    def to_act(self) -> int:
        """Who must decide now: the player a decision asks, else the priority holder, else the active player."""
        s = self.s
        if s.pending is not None:
            return s.pending.player
        h = chain.holder(self)
        return s.active if h is None else h

    def priority_holder(self) -> int | None:
        """Who holds priority (None while a chain resolves, a decision is pending or the game is over)."""
        return chain.holder(self)

    def pending_kind(self) -> str | None:
        return None if self.s.pending is None else self.s.pending.kind

    def name(self, i: int) -> str:
        return self.info[self.s.cid[i]].name

    def card(self, i: int) -> CardInfo:
        return self.info[self.s.cid[i]]

    def zone_of(self, i: int) -> str:
        """The zone's name, with "leader" and "vice" for the two slots of the Field."""
        s = self.s
        z = s.zone[i]
        if z == FIELD:
            c = s.ctrl[i]
            if s.leader[c] == i:
                return "leader"
            if s.vice[c] == i:
                return "vice"
        return ZONE_NAMES[z]

    def manual_abilities(self, i: int) -> tuple[str, ...]:
        """The abilities of card ``i`` a person resolves by hand (written without steps)."""
        return self.info[self.s.cid[i]].manual

    # (defs, not ``strength = stats.strength``: a compiled function is no descriptor, so it would not bind)
    def strength(self, i: int) -> int:
        return stats.strength(self, i)

    def has_keyword(self, i: int, kw: str) -> bool:
        return stats.has_keyword(self, i, kw)

    def keywords_of(self, i: int) -> list[str]:
        return stats.keywords_of(self, i)

    def is_vice_leader(self, i: int) -> bool:
        return stats.is_vice_leader(self, i)

    # ================================================================ applying

    def check(self, action: Action) -> ExoReason | None:
        """Why ``action`` is illegal now (a typed reason); None when ``apply`` accepts it."""
        return legal.check(self, action)

    def legal_actions(self) -> list[Action]:
        """Every action the player who must act may take now (manual tools and conceding aside)."""
        cached = self._legal
        if cached is not None and cached[0] is self.s and cached[1] == len(self.actions):
            return list(cached[2])
        found = legal.legal_actions(self)
        self._legal = (self.s, len(self.actions), found)
        return list(found)

    def apply(self, action: Action) -> list[Event]:
        """Validate and perform ``action``, run to the next decision, return what happened."""
        cached = self._legal
        listed = False
        if cached is not None and cached[0] is self.s and cached[1] == len(self.actions):
            # A listed action is usually the very object handed out: found by identity first (``in`` would
            # call the dataclass ``__eq__`` of every action before it, twice for another type).
            for x in cached[2]:
                if x is action:
                    listed = True
                    break
            else:
                listed = action in cached[2]
        if not listed:
            reason = self.check(action)
            if reason is not None:
                raise IllegalAction(reason)
        self._legal = None
        self._ev = []
        try:
            if self._perform(action):
                chain.advance(self)
        except Exception:
            # An engine fault must not leave a half-applied action behind: the state is rebuilt from the
            # initial state and the actions before this one (cheaper than a copy before every action).
            self.s = self._replayed(self.actions).s
            raise
        self.actions.append(action)
        self._reveal_marks.append(self.s.reveals)
        ev = self._ev
        self._ev = []
        return ev

    def _perform(self, action: Action) -> bool:
        """Do ``action``; True when ``chain.advance`` must run next (not after a pass that only handed priority
        over: the game waits for the other player, as it did for this one)."""
        s = self.s
        t = type(action)
        if t is Pass and s.pending is None:  # (the commonest action by far)
            return chain.pass_priority(self)
        if t is Concede:
            p = action.player  # type: ignore[union-attr]
            s.over = True
            s.pending = None
            s.winner = 1 - p
            s.frames.clear()
            s.work.clear()
            s.trig.clear()
            s.trig_ready.clear()
            s.trig_card = -1
            s.attack = None
            self._log(Said.CONCEDES, player=p, winner=s.winner)
            self._emit(GameEnded(s.winner))
            return True
        if t in MANUAL_ACTIONS:
            perform_manual(self, action)  # type: ignore[arg-type]
            return True
        if s.pending is not None:
            self._answer(action)
            return True
        p = chain.holder(self)
        assert p is not None
        depth = len(s.frames)
        if t is Pass:
            chain.pass_priority(self)
        elif t is NextPhase:
            turn.declare_next(self, action.skip_battle)  # type: ignore[union-attr]
        elif t is Play:
            a: Play = action  # type: ignore[assignment]
            move(self, a.card, ETERE)
            s.ctrl[a.card] = p
            self._note(_PLAYS.two(p, self.name(a.card)))
            d = Declaring(PLAY, p, a.card, s.gen[a.card], depth, alt=a.alt)
            if a.targets:
                k, ab = target_ability(self, a.card, PLAY, -1)
                assert ab is not None
                d.chosen = ((ab.targets[0].var, tuple((c, s.gen[c], s.cov[c]) for c in a.targets)),)
            s.work.append(d)
        elif t is Evolve:
            e: Evolve = action  # type: ignore[assignment]
            move(self, e.card, ETERE)
            self._log(Said.PLAYS_EVO, player=p, card=self.name(e.card))
            s.work.append(Declaring(PLAY, p, e.card, s.gen[e.card], depth, evolve=True, mode=e.mode))
        elif t is Attack:
            battle.declare(self, action.card, action.target)  # type: ignore[union-attr]
        elif t is Activate:
            ac: Activate = action  # type: ignore[assignment]
            ab = self.info[s.cid[ac.card]].abilities[ac.ability]
            kw = ab.keyword.value if ab.keyword is not None else ""
            if kw == "GUARDIA" and s.options.guardia == "replace":
                battle.retarget(self, ac.card, s.gen[ac.card])
                return True
            self._log(Said.ACTIVATES, player=p, link=chain.label_of(self, ABILITY, ac.card, ac.ability, kw))
            s.work.append(Declaring(ABILITY, p, ac.card, s.gen[ac.card], depth, ability=ac.ability, keyword=kw))
        elif t is LeaderEffect:
            leader = s.leader[p]
            k = action.ability  # type: ignore[union-attr]
            self._note(_USES_LEADER.two(p, self.name(leader)))
            s.work.append(Declaring(ABILITY, p, leader, s.gen[leader], depth, ability=k))
        elif t is Reveal:
            r: Reveal = action  # type: ignore[assignment]
            s.known[r.card] = BOTH
            self._log(Said.REVEALS, player=p, card=self.name(r.card))
            s.work.append(Declaring(ABILITY, p, r.card, s.gen[r.card], depth, ability=r.ability, keyword="RIVELA"))
        return True

    def _answer(self, action: Action) -> None:
        """Hand the answer to whoever asked: the ordering of triggered effects, or the work on top."""
        s = self.s
        pd = s.pending
        s.pending = None
        if isinstance(pd, AskOrder):
            chain.answer_order(self, action.order)  # type: ignore[union-attr]
            return
        if isinstance(pd, AskOption) and s.trig_card >= 0:
            chain.answer_same_card(self, action.option)  # type: ignore[union-attr]
            return
        w = s.work[-1]
        if isinstance(action, ChooseTargets):
            w.answer = tuple(action.targets)
        elif isinstance(action, Accept):
            w.answer = action.accept
        elif isinstance(action, ChooseOption):
            w.answer = action.option
        elif isinstance(action, OrderCards):
            w.answer = tuple(action.order)

    def enter_field(self, i: int, ctrl: int, covered: bool = False) -> None:
        """A played card's link resolves: Etere → Field (keeping its changes); ATTIVAZIONE triggers."""
        s = self.s
        inf = self.info[s.cid[i]]
        if inf.is_vl and s.vice[ctrl] >= 0:
            move(self, i, DISCARD)
            self._log(Said.VICE_CANNOT_COEXIST, card=inf.name)
            return
        move(self, i, FIELD, controller=ctrl, covered=covered)
        s.flags.add(f"played:{i}:{s.gen[i]}")
        self._note((_ENTERS_COVERED if covered else _ENTERS).one(inf.name))
        if not covered:
            fire(self, i, "ATTIVAZIONE")

    # ================================================================ events and log

    def _emit(self, event: Event) -> None:
        self._ev.append(event)

    def _log(self, code: Said, **values: str | int) -> None:
        """A public line of the log (a code and its values): it never names a card the opponent may not see."""
        items = tuple(values.items())
        note = NOTES_MADE.get((code._name_, items))  # (note_of's common case, without the call)
        if note is None:
            note = note_of(code, items)
        self.s.log.append(note)
        self._ev.append(note)  # (what _emit does, without the call: the log is written at every pass)

    def _note(self, note: Note) -> None:
        """A line of the log made once beforehand (a pass: the commonest line, written at every window)."""
        self.s.log.append(note)
        self._ev.append(note)

    # ================================================================ history

    def can_undo(self, steps: int = 1) -> bool:
        """True if the last ``steps`` actions revealed nothing hidden (draws, shuffles, searches, looks)."""
        return _HISTORY.can_undo(self, steps)

    def undo(self, steps: int = 1) -> None:
        """Go back ``steps`` actions; refused across a reveal of hidden information."""
        _HISTORY.undo(self, steps)
        self._legal = None

    def undo_to(self, n_actions: int) -> None:
        """Go back to the boundary after the first ``n_actions`` actions (0: the start)."""
        self.undo(len(self.actions) - n_actions)

    def replay(self) -> ExoGame:
        """A fresh game from the initial state and the same actions (it must equal this one)."""
        return _HISTORY.replay(self)

    def _replayed(self, actions: Sequence[Action]) -> ExoGame:
        return _HISTORY.replayed(self, actions)

    def _fresh(self) -> ExoGame:
        """A new game at this game's initial state, with the same cards and record."""
        g = ExoGame(self.initial.copy(), self.book)
        g.record_meta = self.record_meta
        return g

    # ================================================================ what a player sees

    def describe(self, action: Action) -> str:
        """A short English line for an action, for logs and menus."""
        return view.describe(self, action)

    def view(self, player: int) -> dict[str, Any]:
        """The state as ``player`` may see it: hidden cards have no card (-1) and no name."""
        return view.view(self, player)


# Undo and replay as both games keep them, with Exo's reasons for refusing an undo.
_HISTORY: Final[History[ExoGame]] = History(ExoGame._fresh, refusal(W.NOTHING_TO_UNDO), refusal(W.UNDO_PAST_REVEAL))


__all__ = ["ENGINE_VERSION", "DeckCards", "ExoGame"]
