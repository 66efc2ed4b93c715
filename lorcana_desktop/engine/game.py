"""The Game: construction, queries and the rules loop; the rules themselves live in one module each."""

from __future__ import annotations

import functools
import types
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from lorcana_desktop.cards.index import CardIndex
from lorcana_desktop.cards.model import Card
from lorcana_desktop.engine import (
    bag,
    challenge,
    effects,
    history,
    legal,
    stats,
    turn,
    turn_actions,
    view,
    zones,
)
from lorcana_desktop.engine.abilities import NO_SCRIPTS, ScriptProvider
from lorcana_desktop.engine.actions import (
    Accept,
    Action,
    ChooseAmount,
    ChooseOption,
    ChooseTargets,
    ChooseTrigger,
    Event,
    IllegalAction,
    Mulligan,
    NameCard,
    OrderCards,
    action_from_json,
    action_to_json,
)
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
    CostPay,
    PendingInfo,
    ResumePlay,
    TargetsFor,
)
from lorcana_desktop.engine.defs import CHARACTER, ITEM, LOCATION, CardDef, build_def
from lorcana_desktop.engine.events import Note
from lorcana_desktop.engine.flags import BATCH, ENTERED_EXERTED, TO_BOTTOM
from lorcana_desktop.engine.notes import Noted, note_text
from lorcana_desktop.engine.setup import (
    INK_CARD,
    INK_CARD_NAME,
    VARIANTS,
    add_card,
    add_instance,
    init_players,
    iter_zone_cards,
    new_state,
)
from lorcana_desktop.engine.state import (
    DECK,
    DISCARD,
    INKWELL,
    PHASE_MAIN,
    PHASE_OVER,
    PHASE_SETUP,
    PLAY,
    ZONE_NAMES,
    GameState,
)
from lorcana_desktop.engine.tasks import (
    ActionDone,
    AfterPlayed,
    ChallengeDamage,
    ChallengeEnd,
    DrawStep,
    EndCleanup,
    MainPhase,
    NextTurn,
    Task,
)
from lorcana_desktop.rules_core.rng import rng_seed

# The rules and the save format of this engine; saves record it (Game.to_json()["meta"]["engine"]). 4: ink drops
# pay ink (a PlayCard, Move, Activate or Boost may name drops), notes on cards, free plays as an alternative cost,
# and cards automated since 3. 5: an action played in the middle of an effect resolves at once on top of it, then the
# effect goes on (a resolution stack, CR 4.3.3.2, 6.1.2; a state saved in between keeps the effect below as "parent").
# 6: the game state is checked when such an inner action finishes resolving, before the outer effect goes on (CR
# 1.8.1): a replay of 5 in which the inner action dealt lethal damage or won the game plays on differently.
# 7: "chosen opponent may ..." / "each player may ..." (PlayerMay) asks that player a yes or no, not an amount 0 or 1,
# and a Bodyguard played by an effect is asked about before the effect's next question (it was lost): a replay of 6
# that answered either plays on differently (a state of 6 waiting on the amount still loads and goes on).
ENGINE_VERSION = "7"
# Engine 2 saved pending decisions as positional tuples and kept a step's progress in "_xyz"
# variables; GameState.from_json converts both, so its saves still load and replay.
# Engine 4 reads the rules more exactly (applied group modifiers, CR 6.4.2.2; "A or B" with no legal
# choice; "up to N" amounts and "in any order" asked; Bodyguard's entry; free plays as alternative costs):
# a save of engine 3 loads as before, and a replay the new rules refuse names the engine that made it.
# Engine 5 changes only games where an effect played an action (MASH-UP asked for the rest's order before the song's
# own choices and lost it): every other save of engine 4 replays the same.


# The card scripts a game is built with when none is passed. The scripts package sits above the engine, which
# never imports it: the program (the tests' conftest, the command line's entry) installs its provider here, and
# the app passes its provider to every game it builds.
_installed_scripts: Callable[[], ScriptProvider] | None = None


def install_default_scripts(provider: Callable[[], ScriptProvider] | None) -> None:
    """Make ``provider()`` the card scripts of a game built without ``scripts=`` (None: no default)."""
    global _installed_scripts
    _installed_scripts = provider


def default_scripts() -> ScriptProvider:
    """The installed default card scripts; a game built without scripts and without a default is a mistake."""
    if _installed_scripts is None:
        raise RuntimeError("a game was built without its card scripts: pass scripts= (lorcana_desktop.scripts"
                           ".default_provider()) or install a default (engine.install_default_scripts)")
    return _installed_scripts()


# The card definitions built so far, by (cid, name): a definition depends only on its cid, its card and its script,
# so games built from the same catalog and scripts share them (a lab or a benchmark builds thousands of games).
# Each entry keeps the catalog and the provider it was built from and is used only for those same objects.
_DEF_CACHE: dict[tuple[int, str], tuple[CardIndex, ScriptProvider, CardDef]] = {}
_DEF_CACHE_MAX = 20_000


def _card_def(i: int, name: str, cards: CardIndex, scripts: ScriptProvider) -> CardDef:
    """The definition of card ``name`` at cid ``i`` with these scripts (built once, then shared)."""
    hit = _DEF_CACHE.get((i, name))
    if hit is not None and hit[0] is cards and hit[1] is scripts:
        return hit[2]
    ink = name == INK_CARD_NAME
    card = INK_CARD if ink else cards.by_name(name)
    moments_for = getattr(scripts, "moments_for", None)  # when manual abilities are announced
    d = build_def(i, card, None if ink else scripts.script_for(card),
                  () if ink or moments_for is None else moments_for(card))
    if len(_DEF_CACHE) >= _DEF_CACHE_MAX:
        _DEF_CACHE.clear()
    _DEF_CACHE[(i, name)] = (cards, scripts, d)
    return d


_NAME_CACHE: dict[str, tuple[CardIndex, str]] = {}


def _full_name(cards: CardIndex, name: str) -> str:
    """The catalog's full name of a deck line's name (looked up once per catalog and name)."""
    hit = _NAME_CACHE.get(name)
    if hit is not None and hit[0] is cards:
        return hit[1]
    full = cards.by_name(name).full_name
    if len(_NAME_CACHE) >= _DEF_CACHE_MAX:
        _NAME_CACHE.clear()
    _NAME_CACHE[name] = (cards, full)
    return full


# Set-up helpers moved to setup.py stay importable from here, as before.
__all__ = ["INK_CARD_NAME", "VARIANTS", "Game", "add_card", "iter_zone_cards", "new_state"]


class Witness(Protocol):
    """What a game tells an observer (the scenario runner) while it runs."""

    def resolved(self, src: int, ability: Any) -> None:
        """A card's triggered ability or action effect starts to resolve, or an activated ability's effect is used."""

    def step(self, step: Any) -> None:
        """An effect step runs."""

    def event(self, event: Any) -> None:
        """Something happened (the events ``apply`` returns, as they happen)."""

    def named(self, card: int, name: str) -> None:
        """A selector matched ``card`` by ``name`` only through a name its script adds ("counts as being named")."""


class Game:
    """A game of Lorcana: ``legal_actions()``, ``check(action)``, ``apply(action)``, ``undo()``, ``view(p)``."""

    # Told what card abilities resolve and which of their steps run; the scenario runner sets it to learn what a
    # scenario played. None in a normal game (and in copies): nothing is told.
    witness: Witness | None = None

    def __init__(self, state: GameState, cards: CardIndex | None = None,
                 defs: list[CardDef] | None = None, scripts: ScriptProvider | None = None) -> None:
        if scripts is None:
            # (built from another game's defs, a game needs no provider: its defs carry the scripts)
            scripts = default_scripts() if defs is None else NO_SCRIPTS
        self.scripts = scripts
        if defs is None:
            if cards is None:
                from lorcana_desktop.cards import default_cards
                cards = default_cards()
            defs = [_card_def(i, n, cards, scripts) for i, n in enumerate(state.names)]
        self.cards = cards
        self.defs = defs
        self.s = state
        self.idef: list[CardDef] = [defs[c] for c in state.cid]
        self._any_statics = any(d.statics for d in defs)
        # a character or location printed with no willpower (none in sets 1-14): the state check must look at
        # every card in play even when none has damage
        self._will0 = any(d.willpower <= 0 and d.type in (CHARACTER, LOCATION) for d in defs)
        self._kw_blocked = any(d.blocked_keywords for d in defs)  # "can't gain Evasive": has_keyword must look
        self._any_locations = any(d.type == LOCATION for d in defs)  # (legal moves look for them only then)
        # (a manual ability's moment is announced like a trigger: ``bag._fire`` looks for both)
        self._any_triggers = any(d.triggered or d.manual_moments for d in defs)
        # The events some card of this game listens for: rare events are fired only when listed here.
        self._events = frozenset(ab.event for d in defs for ab in (*d.triggered, *d.manual_moments))
        self._static_stats = frozenset(ab.stat for d in defs for ab in d.statics)  # likewise for rare statics
        # every static key of the game's cards ("kw:Evasive", "cant_quest"): a key none has needs no look in play
        self._static_keys = frozenset(k for d in defs for k in d.static_keys)
        # "gains Singer 3" from a static (rare): only then does singing look at statics (stats.sing_value)
        self._any_static_singer = any("kw:Singer" in d.static_keys for d in defs)
        self._static_adventurous = any("kw:Adventurous" in d.static_keys for d in defs)  # (likewise)
        self._move_statics = bool(self._static_stats & {"move_free", "move_cost", "move_cost_here"})
        # a card may lose a keyword / gain an ability: only then do has_keyword and the ability lookups ask
        # (an effect that does so sets these on as it resolves)
        self._lose_kw = "lose_keyword" in self._static_stats
        self._grants = "grant" in self._static_stats
        self._class_grants = "gain_class" in self._static_stats
        self._left_grants: dict[int, list[Any]] = {}  # triggered abilities gained by cards as they left play
        self._ev: list[Event] = []
        self.initial = state.copy()
        self.actions: list[Action] = []
        self._reveal_marks: list[int] = []
        self.record_meta: dict[str, Any] = {}
        self._la_cache: tuple[int, list[Action]] | None = None
        self._version = 0
        self._kw_busy: set[tuple[int, str]] = set()  # keyword questions being answered (lang.has_keyword_settled)

    # ================================================================ construction

    @classmethod
    def new(cls, decks: Sequence[Sequence[str | Card]], cards: CardIndex | None = None, seed: int = 0,
            variant: str = "standard", first: int | None = None, scripts: ScriptProvider | None = None) -> Game:
        """A new game at the start of the set-up (CR 2.2): decks shuffled, hands drawn, mulligans pending.

        ``scripts`` gives the cards' named abilities (default: the compiled and hand-written scripts
        of ``lorcana_desktop.scripts``; ``NO_SCRIPTS`` for keywords only).
        """
        if variant not in VARIANTS:
            raise ValueError(f"Unknown variant {variant!r}; use one of {', '.join(VARIANTS)}")
        if not 2 <= len(decks) <= 4:
            raise ValueError(f"A game needs 2 to 4 players, not {len(decks)}")
        goal, hand_size, start_ink = VARIANTS[variant]
        s = GameState()
        s.variant, s.goal = variant, goal
        s.rng = rng_seed(seed)
        table: dict[str, int] = {}
        np = len(decks)
        init_players(s, np)
        for p, deck in enumerate(decks):
            for entry in deck:
                name = entry.full_name if isinstance(entry, Card) else entry
                if cards is not None and not isinstance(entry, Card):
                    name = _full_name(cards, name)
                i = add_instance(s, table, name, p, DECK)
                s.deck[p].append(i)
            for _ in range(start_ink):
                i = add_instance(s, table, INK_CARD_NAME, p, INKWELL)
                s.inkwell[p].append(i)
        if cards is None:
            from lorcana_desktop.cards import default_cards
            cards = default_cards()
        # CR 2.2.1.1: a random first player; CR 2.2.1.2: shuffle; 2.2.1.4: draw the starting hands.
        s.first = s.randbelow(np) if first is None else first
        s.active = s.first
        for p in range(np):
            s.shuffle(s.deck[p])
            # Instance ids follow the shuffled order, not the deck list: an id seen in an
            # opponent's hand must not say which card it is (CR 7.1.3).
            ids = sorted(s.deck[p])
            cids = [s.cid[i] for i in s.deck[p]]
            for i, c in zip(ids, cids, strict=True):
                s.cid[i] = c
            s.deck[p] = ids
        game = cls(s, cards, scripts=scripts)
        for p in range(np):
            zones.draw(game, p, hand_size)
        s.phase = PHASE_SETUP
        s.pending = AskMulligan(s.first)
        game._ev.clear()
        game.initial = s.copy()
        game.record_meta = {"engine": ENGINE_VERSION, "seed": seed, "variant": variant, "first": first,
                            "decks": [[e.full_name if isinstance(e, Card) else e for e in d] for d in decks]}
        return game

    @classmethod
    def from_json(cls, data: dict[str, Any], cards: CardIndex | None = None,
                  scripts: ScriptProvider | None = None) -> Game:
        """A game from ``Game.to_json()``: its initial state and actions, replayed.

        A damaged save raises ValueError naming the problem (an unknown card, a missing key,
        or the action number that the rules refuse). A save made by another engine version
        (``meta["engine"]``) still loads when it replays; if it does not, the message says which
        version made it (its cards' abilities may have changed since).
        """
        if data.get("game", "lorcana") != "lorcana":
            raise ValueError(f"this is a save of {data.get('game')!r}, not of Lorcana")
        try:
            game = cls(GameState.from_json(data["initial"]), cards, scripts=scripts)
        except KeyError as exc:
            raise ValueError(f"saved game is damaged: {exc}") from None
        except (TypeError, IndexError, ValueError) as exc:
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
                made = game.record_meta.get("engine")
                note = f" (saved by engine {made}, this is {ENGINE_VERSION})" if made != ENGINE_VERSION else ""
                raise ValueError(f"saved game does not replay: action {n} is illegal: {exc.reason}{note}") from None
        return game

    def to_json(self) -> dict[str, Any]:
        """The save file: the initial state plus the action list (a replay)."""
        # ("game": the Ruleset that reads it back; a save without it, written before there were two games, is Lorcana)
        return {"game": "lorcana", "initial": self.initial.to_json(), "actions": [action_to_json(a) for a in self.actions],
                "meta": {**self.record_meta, "engine": ENGINE_VERSION}}

    def copy(self) -> Game:
        """An independent game at the same state (for bots and search); history is shared up to here."""
        px = self.s.pidx
        if px is None or px.idef is not self.idef:
            # The index of the cards in play, built here once and shared by this copy, not built by each copy of
            # a game that never looks itself (a bot's sampled game, whose card table is its own, copied per move)
            stats.play_index(self)
        g = Game.__new__(Game)
        g.cards, g.defs, g.idef, g.scripts = self.cards, self.defs, self.idef, self.scripts
        g._any_statics, g._any_triggers, g._events = self._any_statics, self._any_triggers, self._events
        g._will0, g._kw_blocked, g._any_locations = self._will0, self._kw_blocked, self._any_locations
        g._static_stats, g._move_statics = self._static_stats, self._move_statics
        g._static_keys = self._static_keys
        g._any_static_singer, g._static_adventurous = self._any_static_singer, self._static_adventurous
        g._lose_kw, g._grants, g._left_grants = self._lose_kw, self._grants, {}
        g._class_grants = self._class_grants
        g._ev = []
        g.s = self.s.copy()
        g.initial = self.initial
        g.actions = self.actions[:]
        g._reveal_marks = self._reveal_marks[:]
        g.record_meta = self.record_meta
        g._la_cache = None
        g._version = 0
        g._kw_busy = set()
        return g

    # ================================================================ queries

    @property
    def state(self) -> GameState:
        return self.s

    @property
    def over(self) -> bool:
        return self.s.winner is not None or self.s.phase == PHASE_OVER

    def to_act(self) -> int:
        """The player who must act now (the chooser of a pending decision, else the active player)."""
        s = self.s
        return s.pending.player if s.pending is not None else s.active

    def card(self, i: int) -> CardDef:
        return self.idef[i]

    def manual_abilities(self, i: int) -> tuple[str, ...]:
        """The printed abilities of card ``i`` that are not automated (names, or text when unnamed):
        the table marks them "manual"; empty for a fully automated card."""
        return self.idef[i].manual

    def name(self, i: int) -> str:
        return self.idef[i].full_name

    def zone_of(self, i: int) -> str:
        return ZONE_NAMES[self.s.zone[i]]

    def ready_ink(self, p: int) -> int:
        ex = self.s.exerted
        return sum(1 for i in self.s.inkwell[p] if not ex[i])

    def opponents(self, p: int) -> list[int]:
        s = self.s
        return [q for q in range(s.players) if q != p and not s.out[q]]

    def pending_kind(self) -> str | None:
        """The short name of the pending decision ("targets", "accept", ...; ``Decision.kind``), or None."""
        return None if self.s.pending is None else self.s.pending.kind

    def pending_info(self) -> PendingInfo | None:
        """What the engine waits for, for interfaces and bots: the decision, the effect asking, and
        for a bag choice the effects to choose from."""
        s = self.s
        pd = s.pending
        if pd is None:
            return None
        effects: tuple[tuple[int, str], ...] = ()
        if isinstance(pd, AskTrigger):
            effects = tuple((b.source, bag.ability(self, b.source, b.ability).name) for b in s.bag if b.player == pd.player)
        res = s.res
        return PendingInfo(pd, -1 if res is None else res.src, "" if res is None else res.name, effects,
                           view.looking_at(self))

    # ================================================================ applying: the rules loop

    def apply(self, action: Action, *, listed: bool = False, rollback: bool = True) -> list[Event]:
        """Validate and perform ``action``, run to the next decision, return the events (CR 1.7.6).

        For the hot loops of bots and benchmarks: ``listed=True`` says ``action`` is one that ``legal_actions()``
        just listed for this very position, so it is not checked again (every listed action passes ``check``: the
        fuzzer's invariant); ``rollback=False`` keeps no copy to restore after an engine fault, which then leaves
        the game half-applied (for a game that is thrown away when it fails: a bot's look-ahead copy, a benchmark).
        Both play exactly as the checked ``apply`` does (tests/engine/test_trusted_apply.py).
        """
        if not listed:
            reason = legal.check(self, action)
            if reason is not None:
                raise IllegalAction(reason)
        self._ev = []
        self._left_grants = {}
        if not rollback:
            turn_actions.perform(self, action)
            self._advance()
        else:
            before = self.s.copy()
            try:
                turn_actions.perform(self, action)
                self._advance()
            except Exception:
                # An engine fault must not leave a half-applied action behind (CR 1.7.6 in spirit).
                self.s = before
                raise
        self.actions.append(action)
        self._reveal_marks.append(self.s.reveals)
        ev = self._ev
        self._ev = []
        return ev

    def _advance(self) -> None:
        """Run state checks, effects, the bag and the turn's steps until someone must decide (CR 1.8, 7.7)."""
        s = self.s
        while s.pending is None and s.winner is None:
            if s.res is None:
                # CR 1.8.1, 1.8.5: checked after an effect has fully resolved, never halfway through.
                turn.state_check(self)
                if s.winner is not None:
                    break
            if s.res is not None:
                effects.step_resolution(self)
                continue
            if s.bag:
                bag.ask_trigger(self)
                continue
            s.last_resolver = -1
            if s.tasks:
                self._do_task(s.tasks.pop())
                continue
            break

    def _do_task(self, task: Task) -> None:
        s = self.s
        if isinstance(task, ChallengeDamage):
            challenge.challenge_damage(self, task.attacker, task.defender)
        elif isinstance(task, ChallengeEnd):
            challenge.end_challenge(self)
        elif isinstance(task, ActionDone):
            i = task.card
            if s.zone[i] == PLAY:
                zones.move_zone(self, i, DECK if (TO_BOTTOM, i) in s.flags else DISCARD)
                s.flags.discard((TO_BOTTOM, i))
        elif isinstance(task, AfterPlayed):
            turn_actions.after_played(self, task.card, task.player)
        elif isinstance(task, DrawStep):
            # CR 3.2.3.1: the first player skips the draw on the first turn; CR 6.4.5: "skip your Draw step"
            if s.turn != 1 and not legal.skips_draw(self, s.active):
                zones.draw(self, s.active, 1)
        elif isinstance(task, MainPhase):
            s.phase = PHASE_MAIN
        elif isinstance(task, EndCleanup):
            turn.end_cleanup(self)
        elif isinstance(task, NextTurn):
            turn.next_turn(self)

    def _discarded(self, p: int, cards: tuple[int, ...]) -> None:
        """Player p discarded ``cards`` together: one "discards" event (CR 6.1.8 example: "1 or more cards"),
        whose size a triggered ability reads as ``TriggerBatch``."""
        if not cards:
            return
        self.s.flags.add((BATCH, cards[0], len(cards)))
        if self._any_triggers:
            bag.fire(self, "discards", cards[0], p)

    def _answer(self, action: Action) -> None:
        """Apply the answer to the pending decision (``check`` made sure it answers it)."""
        s = self.s
        pd = s.pending
        assert pd is not None
        s.pending = None
        if isinstance(pd, AskMulligan):
            assert isinstance(action, Mulligan)
            turn.mulligan(self, action)
            return
        if isinstance(pd, AskTrigger):
            assert isinstance(action, ChooseTrigger)
            bag.resolve_from_bag(self, pd.player, action.index)
            return
        if isinstance(pd, AskBodyguard):
            assert isinstance(action, Accept)
            if action.accept:
                # CR 8.3.2: chosen while it is played, it enters play exerted: it does not become exerted
                # afterwards (no "whenever ... becomes exerted"); "may enter play exerted to ..." looks at the flag.
                d = self.idef[pd.card]
                already = s.exerted[pd.card]  # (shifted onto an exerted character, or an effect's: it is so)
                s.exerted[pd.card] = True
                s.flags.add((ENTERED_EXERTED, pd.card))
                if d.enter_exerted_draw:  # "This character may enter play exerted to draw a card."
                    zones.draw(self, pd.player, d.enter_exerted_draw)
                if not already and "enters_exerted" in self._events:
                    bag.fire(self, "enters_exerted", pd.card, pd.player)
            return
        if isinstance(pd, AskDiscardCost):
            assert isinstance(action, ChooseTargets)
            if pd.pay is CostPay.BANISH:
                zones.banish(self, list(action.targets))
            elif pd.pay is CostPay.EXERT:
                for c in action.targets:
                    zones.exert(self, c)
            elif pd.pay is CostPay.BOTTOM:
                for c in action.targets:  # (one card: the order on the bottom asks nothing)
                    zones.move_zone(self, c, DECK)
            else:
                for c in action.targets:
                    zones.move_zone(self, c, DISCARD)
                self._discarded(pd.player, tuple(action.targets))
            then = pd.then
            if isinstance(then, ResumePlay):
                turn_actions.enter_play(self, then.card, pd.player, then.shift, then.sing, then.temporary)
            else:
                turn_actions.finish_activate(self, then.card, then.ability, then.banish_self)
                if s.res is not None:
                    s.res.discarded = tuple(action.targets)  # "the discarded character's ◊"
            return
        res = s.res
        assert res is not None
        if isinstance(pd, AskTargets):
            assert isinstance(action, ChooseTargets)
            tg = action.targets
            purpose = pd.purpose
            if purpose is TargetsFor.VARIABLE:
                res.put(pd.var, tg)
                if res.action:
                    bag.vanish_check(self, tg, res.ctrl)
                if "chosen_for_action_or_item" in self._events and res.src >= 0 and (
                        res.action or self.idef[res.src].type == ITEM):
                    for t in tg:  # "whenever this character is chosen for an action or an item's ability"
                        if t >= 0 and s.zone[t] == PLAY:
                            bag.fire(self, "chosen_for_action_or_item", t, s.owner[t], pd.player)
                if "chosen_by_opponent" in self._events and res.src >= 0:
                    for t in tg:  # "whenever an opponent chooses this character for an action or ability"
                        if t >= 0 and s.owner[t] != pd.player and s.zone[t] == PLAY:
                            bag.fire(self, "chosen_by_opponent", t, s.owner[t], pd.player)  # (who chose: "they")
            elif purpose is TargetsFor.OPPONENT_PICK:  # "each opponent chooses one of their ..."
                res.picked += tg
            elif purpose is TargetsFor.DISCARD:
                for c in tg:
                    zones.move_zone(self, c, DISCARD)
                self._discarded(pd.player, tuple(tg))
            else:  # TAKE, DISCARD_CHOSEN: the step that asked comes back for them
                res.taken = tg
        elif isinstance(pd, AskMay):
            assert isinstance(action, Accept)
            if pd.resume:
                res.answer = int(action.accept)
            elif not action.accept:
                res.pc = len(res.steps)  # CR 6.1.4: declined, the rest of the effect does not happen
        elif isinstance(pd, AskAmount):
            assert isinstance(action, ChooseAmount)
            res.put(pd.var, action.amount)
        elif isinstance(pd, AskTopOrBottom) or isinstance(pd, AskOption) and pd.resume:
            assert isinstance(action, ChooseOption)
            res.answer = action.option  # top or bottom: 0 top, 1 bottom
        elif isinstance(pd, AskOption):
            assert isinstance(action, ChooseOption)
            modes = res.steps[res.pc - 1].modes  # type: ignore[attr-defined]
            res.steps = tuple(modes[action.option]) + tuple(res.steps[res.pc:])
            res.pc = 0
        elif isinstance(pd, AskName):
            assert isinstance(action, NameCard)
            res.vars[pd.var] = action.name
        elif isinstance(pd, AskOrder):
            assert isinstance(action, OrderCards)
            order = tuple(action.order)
            if pd.var:  # kept for the step that asked
                res.put(pd.var, order)
                return
            # Put the looked-at cards back on top of the deck in the chosen order (first = top).
            deck = s.deck[pd.player]
            rest = [c for c in deck if c not in order]
            deck[:] = list(order) + rest

    # ================================================================ events

    def _emit(self, event: Event) -> None:
        self._ev.append(event)
        if self.witness is not None:
            self.witness.event(event)

    def _log(self, code: Noted, cr: str = "", **values: str | int) -> None:
        """Notes ``code`` in the log (``cr``: the rule's section; a ``player`` value is a seat)."""
        named = tuple(values.items())
        text = note_text(code, named, cr)
        self.s.log.append(text)
        self._emit(Note(code=code, values=named, cr=cr, text=text))

    # ================================================================ the rules, one module each
    # The engine's modules call each other by module and name (``zones.banish(game, i)``). Game binds
    # only its public methods, each the module function itself: ``game.strength(i)`` is
    # ``stats.strength(game, i)`` in one method lookup (the bots' and the table's hot paths).

    # stats.py: current values: strength, willpower, lore, keywords, costs
    strength = stats.strength
    willpower = stats.willpower
    lore_value = stats.lore_value
    has_keyword = stats.has_keyword
    activated_of = stats.activated_of
    has_class = stats.has_class
    keyword_value = stats.keyword_value
    keywords_of = stats.keywords_of
    play_cost = stats.play_cost
    sing_value = stats.sing_value

    # legal.py: legal actions, and why an action is illegal
    legal_actions = legal.legal_actions
    check = legal.check
    _names_cache: list[str] | None = None  # filled on first use; Game.__init__ does not set it

    # the cards leaving play in one banish, which bag.py's triggers still see (zones.banish sets them)
    _leaving: list[int] = []  # noqa: RUF012  (the cards of one banish; reassigned, never mutated)
    _was_at: dict[int, int] = {}  # noqa: RUF012  (their locations; reassigned, never mutated)

    # history.py: undo and replay
    can_undo = history.can_undo
    undo = history.undo
    undo_to = history.undo_to
    replay = history.replay

    # view.py: what a player may see, and describing actions (describe first: from the line
    # after it on, ``view`` in this class body is the method, no longer the module)
    describe = view.describe
    view = view.view


def _compiled_as_method(f: Callable[..., Any]) -> Callable[..., Any]:
    """A def that calls ``f`` with the game first: what a bound module function needs when its module is compiled."""

    def method(self: Game, *args: Any, **kwargs: Any) -> Any:
        return f(self, *args, **kwargs)

    return functools.update_wrapper(method, f)  # (its name and docstring; ``__wrapped__``: ``f``)


# A module compiled with mypyc (an accelerator, when built) turns its functions into builtins, which are not
# descriptors: ``Game.strength = stats.strength`` would no longer bind the game. Each such binding gets a def that
# calls it; pure Python functions stay bound as they are (no extra call).
for _name, _f in list(vars(Game).items()):
    if isinstance(_f, types.BuiltinFunctionType):
        setattr(Game, _name, _compiled_as_method(_f))
