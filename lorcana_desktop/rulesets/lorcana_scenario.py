"""Lorcana's scenario runner: load a rules scenario (JSON), build its position, drive the engine, check each step.

The format is ``shared/specs/scenario-format.md`` (v1); ``run_scenario`` reads a file's ``"game"`` and hands it to
that game's Ruleset (``"exo"``: ``exo/scenario.py``, ``shared/specs/exo-scenario-format.md``); it returns a
:class:`ScenarioResult`; ``lorcana-desktop scenario run`` prints it. The result also says which card abilities
the run played and then checked (``exercised``): ``cards coverage`` counts a card proven by what scenarios did,
not by what their files say.

Extensions (optional keys, newer than the v1 format): a player's ``"ink_drops": N`` (their ink drops at the
start); an action's ``"drops": N`` on ``play``, ``move``, ``boost`` and ``activate`` (how many ink drops the
player removes to pay 1 ⬡ each of its cost; without it, none); ``expect`` ``"ink_drops": [a, b]`` (each
player's ink drops now); a card expectation's ``"classifications": [...]`` / ``"lacks_classifications": [...]``
(it has, or has none of, these classifications now: printed or gained).
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any

from lorcana_desktop.cards import CardIndex, UnknownCard, default_cards, normalize_name
from lorcana_desktop.decks.formats import RULES, Rule, card_copy_rule, validate
from lorcana_desktop.decks.model import Deck, DeckEntry, Format
from lorcana_desktop.engine import (
    DECK,
    DISCARD,
    HAND,
    INK_CARD_NAME,
    INKWELL,
    PLAY,
    UNDER,
    ZONE_NAMES,
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
    Game,
    InkCard,
    Move,
    Mulligan,
    NameCard,
    OrderCards,
    PlayCard,
    Quest,
    add_card,
    legal,
    new_state,
    player_target,
    stats,
    turn,
)
from lorcana_desktop.engine.abilities import ActivatedAbility, StaticAbility
from lorcana_desktop.engine.decisions import AskMulligan
from lorcana_desktop.engine.events import Note, Shifted
from lorcana_desktop.engine.game import VARIANTS
from lorcana_desktop.engine.state import PHASE_MAIN, PHASE_SETUP
from lorcana_desktop.files import SCENARIO_LIMIT, UnreadableFile, read_text_limited
from lorcana_desktop.rules_core.scenario_loop import (
    ScenarioError,
    ScenarioOutcome,
    StepFailed,
    describe,
    expect_illegal,
    expect_legal,
    run_step,
    run_steps,
)
from lorcana_desktop.rulesets.base import UnknownGame
from lorcana_desktop.rulesets.card_scripts import card_scripts
from lorcana_desktop.scripts.branches import NAMED, PLAYED, step_paths

# Bounds of the numbers a scenario may set: far above any real game, low enough that a typo
# (or a hostile file) cannot make the loader build billions of cards.
MAX_COUNT = 999  # lore, ink drops, inkwell cards, damage, cards under a card
MAX_TURN = 100_000
MAX_CARDS = 5_000  # every card of every player


class Use(Enum):
    """How a scenario played a card ability."""

    RESOLVED = "resolved"  # a triggered ability or an action's effect resolved (CR 6.2, 6.1)
    ACTIVATED = "activated"  # an activated ability's effect was used (CR 4.4)
    STATIC = "static"  # a static ability was in effect on a card as something happened or a step checked (CR 6.3)
    NAMED = "named"  # a card's added names ("counts as being named ...") matched a name a card or a rule looked for


@dataclass(frozen=True, slots=True)
class Exercised:
    """A card ability a scenario played and then checked: the card (its script's English full name), the index of
    the ability in the card's script, its name ("" for an action's effect), how it was played, and the places of
    the effect steps that ran (``scripts.branches.step_paths``: a declined "may" or a mode not chosen did not run)."""

    card: str
    ability: int
    name: str
    use: Use
    steps: frozenset[tuple[str | int, ...]] = frozenset()


# Statics that change the rules of their own card (entering play exerted, when it may be played): in effect while
# the card is in play or in hand, where those rules are looked at.
_OWN_RULES = frozenset({"enters_exerted", "may_enter_exerted", "enters_damage", "play_after_character",
                        "quest_when_played", "cant_move", "play_only_if", "can_challenge_ready_of", "cant_gain_keyword",
                        "gain_shift"})
# Statics that work from their card in hand ("you pay 2 less to play this character").
_FROM_HAND = frozenset({"cost", "inkable", "shift_cost"})


@dataclass(slots=True)
class ScenarioResult:
    """The outcome of one scenario: ``step`` is the 0-based index of the failing step (None: set-up)."""

    path: str
    title: str
    passed: bool
    step: int | None = None
    message: str = ""
    steps_run: int = 0
    log: list[str] = field(default_factory=list)
    exercised: tuple[Exercised, ...] = ()  # the card abilities played, each before a step that checked the state

    def line(self) -> str:
        if self.passed:
            return f"PASS {self.path}"
        where = "setup" if self.step is None else f"step {self.step}"
        return f"FAIL {self.path}: {where}: {self.message}"


def _int(value: Any, what: str, lo: int | None = None, hi: int | None = None) -> int:
    """A whole number from the file (from ``lo`` to ``hi`` when given), or a ScenarioError naming the key."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScenarioError(f"{what} must be a whole number, not {value!r}")
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        low = "" if lo is None else f" from {lo}"
        high = "" if hi is None else f" to {hi}"
        raise ScenarioError(f"{what} must be a whole number{low}{high}, not {value}")
    return value


def _drops(action: dict[str, Any]) -> int:
    """An action's optional "drops": how many ink drops the player removes to pay part of its ⬡ cost."""
    return _int(action.get("drops", 0), "an action's 'drops'", 0, MAX_COUNT)


def _list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise ScenarioError(f"{what} must be a list, not {value!r}")
    return value


def _dict(value: Any, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ScenarioError(f"{what} must be an object, not {value!r}")
    return value


def load_scenario(path: str | Path) -> dict[str, Any]:
    """Read a scenario file; a clear ScenarioError names the problem."""
    p = Path(path)
    try:
        text = read_text_limited(p, SCENARIO_LIMIT, "scenario file")
    except UnreadableFile as exc:
        raise ScenarioError(str(exc)) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ScenarioError(f"not valid JSON: line {exc.lineno} column {exc.colno}: {exc.msg}") from None
    if not isinstance(data, dict):
        raise ScenarioError("a scenario is a JSON object with 'players' and 'steps'")
    return data


def _cards_of(player: Any) -> int:
    """How many cards a player's entry lists (counts it cannot read are left to the checks that follow)."""
    if not isinstance(player, dict):
        return 0
    n = 0
    for key in ("deck", "hand", "inkwell", "play", "discard"):
        value = player.get(key)
        if isinstance(value, list):
            n += len(value)
            if key == "play":
                n += sum(len(e["under"]) for e in value if isinstance(e, dict) and isinstance(e.get("under"), list))
    return n


class Scenario:
    """A built scenario: the game, and aliases from scenario names to card instances."""

    def __init__(self, data: dict[str, Any], cards: CardIndex | None = None, scripts: Any = None) -> None:
        self.data = data
        self.cards = cards if cards is not None else default_cards()
        self.scripts = scripts if scripts is not None else card_scripts()  # a card script provider
        self.aliases: dict[str, int] = {}
        self.by_name: dict[str, list[int]] = {}
        # abilities played since the last checking step, and those followed by a check (in the order played), each
        # with the places of its steps that ran
        self._seen: dict[tuple[str, int, str, Use], set[tuple[str | int, ...]]] = {}
        self._proven: dict[tuple[str, int, str, Use], set[tuple[str | int, ...]]] = {}
        self._places: dict[int, list[tuple[tuple[str, int, str, Use], tuple[str | int, ...]]]] = {}
        self._registered: set[int] = set()
        self.game = self._build()

    # -- building ------------------------------------------------------------------------------

    def _card_name(self, entry: Any) -> tuple[str, str | None, dict[str, Any]]:
        if isinstance(entry, str):
            name, alias, extra = entry, None, {}
        elif isinstance(entry, dict) and "card" in entry:
            name, alias, extra = entry["card"], entry.get("id"), entry
        else:
            raise ScenarioError(f"a card is a name or an object with a 'card' key, not {entry!r}")
        if not isinstance(name, str):
            raise ScenarioError(f"card name must be a string, not {name!r}")
        try:
            full = self.cards.by_name(name).full_name
        except UnknownCard as exc:
            raise ScenarioError(str(exc)) from None
        return full, alias, extra

    def _add(self, entry: Any, owner: int, zone: int) -> int:
        full, alias, _extra = self._card_name(entry)
        i = add_card(self.state, self.table, full, owner, zone)
        self._remember(i, full, alias)
        return i

    def _remember(self, i: int, full: str, alias: str | None) -> None:
        if alias is not None:
            if not isinstance(alias, str):
                raise ScenarioError(f"an id must be a string, not {alias!r}")
            if alias in self.aliases:
                raise ScenarioError(f"id {alias!r} is used twice")
            self.aliases[alias] = i
        self.by_name.setdefault(normalize_name(full), []).append(i)
        base = full.split(" - ")[0]
        if base != full:
            self.by_name.setdefault("~" + normalize_name(base), []).append(i)

    def _build(self) -> Game:
        d = self.data
        players = d.get("players")
        if not isinstance(players, list) or not 2 <= len(players) <= 4:
            raise ScenarioError("'players' must list 2 to 4 players")
        variant = d.get("variant", "standard")
        if variant not in VARIANTS:
            raise ScenarioError(f"unknown variant {variant!r}; use 'standard' or 'pack_rush'")
        total = sum(_cards_of(pl) for pl in players)
        if total > MAX_CARDS:
            raise ScenarioError(f"the scenario holds {total} cards; at most {MAX_CARDS} cards in all")
        self.state = s = new_state(len(players), variant, _int(d.get("seed", 0) or 0, "'seed'"))
        self.table: dict[str, int] = {}
        pending_at: list[tuple[int, str, int]] = []
        for p, pl in enumerate(players):
            if not isinstance(pl, dict):
                raise ScenarioError(f"player {p} must be an object")
            unknown = set(pl) - {"lore", "deck", "hand", "inkwell", "play", "discard", "name", "ink_drops"}
            if unknown:
                raise ScenarioError(f"player {p}: unknown key(s) {', '.join(sorted(unknown))}")
            s.lore[p] = _int(pl.get("lore", 0), f"player {p} 'lore'")
            if s.lore[p] < 0:
                raise ScenarioError(f"player {p} 'lore' cannot be negative (CR 1.11.1)")
            _int(s.lore[p], f"player {p} 'lore'", 0, MAX_COUNT)
            # extension (newer than CR 2.1.0)
            s.drops[p] = _int(pl.get("ink_drops", 0), f"player {p} 'ink_drops'", 0, MAX_COUNT)
            for e in _list(pl.get("deck", []), f"player {p} 'deck'"):
                self._add(e, p, DECK)
            for e in _list(pl.get("hand", []), f"player {p} 'hand'"):
                self._add(e, p, HAND)
            ink = pl.get("inkwell", 0)
            if isinstance(ink, int) and not isinstance(ink, bool):
                for _ in range(_int(ink, f"player {p} 'inkwell'", 0, MAX_COUNT)):
                    add_card(s, self.table, INK_CARD_NAME, p, INKWELL)
            elif isinstance(ink, list):
                for e in ink:
                    i = self._add(e, p, INKWELL)
                    if isinstance(e, dict) and e.get("exerted"):
                        s.exerted[i] = True
            else:
                raise ScenarioError(f"player {p}: 'inkwell' is a count or a list of cards")
            for e in _list(pl.get("play", []), f"player {p} 'play'"):
                full, alias, extra = self._card_name(e)
                what = f"player {p} play {full!r}"
                unknown = set(extra) - {"card", "id", "exerted", "dry", "damage", "at", "under", "boosted"}
                if unknown:
                    raise ScenarioError(f"{what}: unknown key(s) {', '.join(sorted(unknown))}")
                under_ids = []
                for u in _list(extra.get("under", []) or [], f"{what} 'under'"):
                    uf, ua, _ = self._card_name(u)
                    ui = add_card(s, self.table, uf, p, DISCARD)
                    s.discard[p].remove(ui)
                    s.zone[ui] = UNDER
                    self._remember(ui, uf, ua)
                    under_ids.append(ui)
                for _ in range(_int(extra.get("boosted", 0) or 0, f"{what} 'boosted'", 0, MAX_COUNT)):
                    ui = add_card(s, self.table, INK_CARD_NAME, p, DISCARD)
                    s.discard[p].remove(ui)
                    s.zone[ui] = UNDER
                    s.facedown[ui] = True
                    under_ids.append(ui)
                i = add_card(s, self.table, full, p, PLAY)
                self._remember(i, full, alias)
                s.under[i] = tuple(under_ids)
                s.exerted[i] = bool(extra.get("exerted", False))
                s.dry[i] = bool(extra.get("dry", True))
                s.damage[i] = _int(extra.get("damage", 0) or 0, f"{what} 'damage'")
                if s.damage[i] < 0:
                    raise ScenarioError(f"{what}: damage cannot be negative")
                _int(s.damage[i], f"{what} 'damage'", 0, MAX_COUNT)
                if extra.get("at") is not None:
                    pending_at.append((i, extra["at"], p))
            for e in _list(pl.get("discard", []), f"player {p} 'discard'"):
                self._add(e, p, DISCARD)
        s.turn = _int(d.get("turn", 1), "'turn'")
        if s.turn < 1:
            raise ScenarioError(f"'turn' starts at 1, not {s.turn}")
        _int(s.turn, "'turn'", 1, MAX_TURN)
        s.active = _int(d.get("active", 0), "'active'")
        if not 0 <= s.active < len(players):
            raise ScenarioError(f"'active' must be a player index, not {s.active}")
        s.first = _int(d.get("first", s.active if s.turn == 1 else 0), "'first'")
        if not 0 <= s.first < len(players):
            raise ScenarioError(f"'first' must be a player index, not {s.first}")
        game = Game(s, self.cards, scripts=self.scripts)
        self.game = game
        game.witness = self
        for i, loc_ref, p in pending_at:
            loc = self.ref(loc_ref)
            if game.card(loc).type != 3 or s.owner[loc] != p or s.zone[loc] != PLAY:
                raise ScenarioError(f"'at': {loc_ref!r} is not one of that player's locations in play")
            s.at[i] = loc
        phase = d.get("phase", "main")
        if phase == "main":
            s.phase = PHASE_MAIN
        elif phase == "beginning":
            turn.begin_turn(game, s.active)
            game._advance()
        elif phase == "setup":
            s.phase = PHASE_SETUP
            s.first = s.active
            s.pending = AskMulligan(s.active)
        else:
            raise ScenarioError(f"unknown phase {phase!r}; use main, beginning or setup")
        game.initial = s.copy()
        return game

    # -- what the run played ------------------------------------------------------------------------

    def resolved(self, src: int, ability: Any) -> None:
        """(Game.witness) a card's ability resolves: remember it, and where each of its steps sits."""
        key = self._key(src, ability, Use.ACTIVATED if isinstance(ability, ActivatedAbility) else Use.RESOLVED)
        if key is None:
            return
        self._seen.setdefault(key, set()).add(PLAYED)
        if id(ability) not in self._registered:
            self._registered.add(id(ability))
            for i, place in step_paths(ability).items():
                self._places.setdefault(i, []).append((key, place))

    def step(self, step: Any) -> None:
        """(Game.witness) an effect step runs: the abilities it belongs to ran that part of their text."""
        for key, place in self._places.get(id(step), ()):
            self._seen.setdefault(key, set()).add(place)

    def event(self, event: Any) -> None:
        """(Game.witness) something happened: the statics in effect at that moment (a challenge under way, an effect
        resolving) are played, as they are at a checking step."""
        if isinstance(event, Note):
            return
        if isinstance(event, Shifted):  # shifted onto a card by a name only its "counts as being named" gives
            g = self.game
            for sh in g.idef[event.card].shifts:
                for b in event.onto:
                    extra = g.idef[b].extra_names
                    if extra and extra.intersection(sh.names) and not (set(g.idef[b].names) - extra).intersection(
                            sh.names):
                        self.named(b, next(n for n in sh.names if n in extra))
        for src, ab in self._statics_in_effect():
            key = self._key(src, ab, Use.STATIC)
            if key is not None:
                self._seen.setdefault(key, set()).add(PLAYED)

    def named(self, card: int, name: str) -> None:
        """(Game.witness) a card matched ``name`` only through the names its script adds: that ability is played."""
        script = self.game.scripts.script_for(self.game.idef[card].card)
        if script is not None and name in script.extra_names:
            self._seen.setdefault((script.full_name, NAMED, "", Use.NAMED), set()).add(PLAYED)

    def _cost_changed(self, card: int, stat: str) -> None:
        """A card is played from the hand paying its cost: the statics that change that cost ("you may play items
        named Microbots for free", "you pay 1 ⬡ less to play this character") are played now, while it is still in the
        hand where they reach it (CR 1.5.4); once it is in play no later step would see them."""
        g = self.game
        owner = g.s.owner[card]
        for src, ab in self._statics_in_effect():
            if ab.stat == stat and stats.static_applies(g, ab, src, card, owner):
                key = self._key(src, ab, Use.STATIC)
                if key is not None:
                    self._seen.setdefault(key, set()).add(PLAYED)

    def _played_free(self, card: int) -> None:
        """A card is played for free by its own "you may play this for free" (an alternative cost, CR 1.5.5.3): that
        static ability is played, the one whose condition holds now (the engine checked that one does)."""
        g = self.game
        script = g.scripts.script_for(g.idef[card].card)
        for ab in script.abilities if script is not None else ():
            if isinstance(ab, StaticAbility) and ab.stat == "play_free" and (
                    ab.condition is None or stats.condition(g, ab.condition, card)):
                key = self._key(card, ab, Use.STATIC)
                if key is not None:
                    self._seen.setdefault(key, set()).add(PLAYED)

    def _key(self, src: int, ability: Any, use: Use) -> tuple[str, int, str, Use] | None:
        script = self.game.scripts.script_for(self.game.idef[src].card)
        if script is None:
            return None
        for k, a in enumerate(script.abilities):
            if a is ability:
                return (script.full_name, k, a.name, use)
        return None

    @property
    def exercised(self) -> tuple[Exercised, ...]:
        """The card abilities played before a step that checked the state."""
        return tuple(Exercised(*key, steps=frozenset(places)) for key, places in self._proven.items())

    def _statics_in_effect(self) -> list[tuple[int, Any]]:
        """The static abilities in effect now that reach a card (CR 6.3): a modifier or restriction whose source is
        in play (or in hand, for its own cost), whose condition holds, on at least one card it describes."""
        g = self.game
        s = g.s
        out: list[tuple[int, Any]] = []
        n = len(s.zone)
        for src in range(n):
            z = s.zone[src]
            d = g.idef[src]
            if z not in (PLAY, HAND) or not d.script_source:
                continue
            script = g.scripts.script_for(d.card)
            for ab in script.abilities if script is not None else ():
                if not isinstance(ab, StaticAbility):
                    continue
                if ab.stat in _OWN_RULES:
                    on = True
                elif any(ab is x for x in d.statics):
                    on = (z == PLAY or ab.applies_to == "self" and ab.stat in _FROM_HAND) and any(
                        stats.static_applies(g, ab, src, i, s.owner[i]) for i in range(n))
                else:
                    on = False  # a deck-building rule: no game plays it
                if on:
                    out.append((src, ab))
        return out

    def checked(self) -> None:
        """A step checked the state: what was played before it, and the statics in effect now, are proven."""
        for src, ab in self._statics_in_effect():
            key = self._key(src, ab, Use.STATIC)
            if key is not None:
                self._seen.setdefault(key, set()).add(PLAYED)
        for key, places in self._seen.items():
            self._proven.setdefault(key, set()).update(places)
        self._seen.clear()

    # -- references ----------------------------------------------------------------------------

    def ref(self, r: Any, prefer: tuple[int, ...] = (), owner: int | None = None) -> int:
        """The card instance an alias or a full name means (preferring cards in ``prefer`` zones)."""
        if isinstance(r, int) and not isinstance(r, bool):
            return r
        if not isinstance(r, str):
            raise ScenarioError(f"a card reference is an id or a name, not {r!r}")
        if r in self.aliases:
            return self.aliases[r]
        if r.startswith("player:"):
            return player_target(int(r.split(":", 1)[1]))
        key = normalize_name(r)
        cands = self.by_name.get(key) or self.by_name.get("~" + key)
        if not cands:
            raise ScenarioError(f"no card or id {r!r} in this scenario")
        if len(cands) == 1:
            return cands[0]
        s = self.game.s
        for pick in (
            [c for c in cands if s.zone[c] in prefer and (owner is None or s.owner[c] == owner)],
            [c for c in cands if s.zone[c] in prefer],
            [c for c in cands if s.zone[c] != UNDER],
        ):
            if pick:
                return pick[0]
        return cands[0]

    def action(self, a: Any) -> Action:
        """An engine Action from a scenario ACTION object."""
        if not isinstance(a, dict) or "type" not in a:
            raise ScenarioError(f"an action is an object with a 'type', not {a!r}")
        t = a["type"]
        g = self.game
        me = g.to_act()
        try:
            if t == "ink":
                return InkCard(self.ref(a["card"], (HAND,), me))
            if t == "play":
                card = self.ref(a["card"], (HAND,), me)
                shift = a.get("shift")
                sing = a.get("sing")
                sh: tuple[int, ...] = ()
                if shift is not None:
                    sh = tuple(self.ref(x, (PLAY,), me) for x in (shift if isinstance(shift, list) else [shift]))
                sg: tuple[int, ...] = ()
                if sing is not None:
                    sg = tuple(self.ref(x, (PLAY,), me) for x in (sing if isinstance(sing, list) else [sing]))
                # The engine lists several bases or singers in id order; the order has no meaning. "free": true
                # plays it for free by its own ability (an alternative cost, CR 1.5.5.3; a format extension).
                return PlayCard(card, shift=tuple(sorted(sh)) if len(sh) > 1 else sh, sing=tuple(sorted(sg)),
                                free=bool(a.get("free", False)), drops=_drops(a))
            if t == "quest":
                return Quest(self.ref(a["card"], (PLAY,), me))
            if t == "challenge":
                return Challenge(self.ref(a["card"], (PLAY,), me), self.ref(a["target"], (PLAY,)))
            if t == "move":
                return Move(self.ref(a["card"], (PLAY,), me), self.ref(a["location"], (PLAY,), me), _drops(a))
            if t == "boost":
                return Boost(self.ref(a["card"], (PLAY,), me), _drops(a))
            if t == "activate":
                card = self.ref(a["card"], (PLAY,), me)
                ab = a.get("ability", 0)
                if isinstance(ab, str):
                    names = [x.name.casefold() for x in g.activated_of(card)]
                    if ab.casefold() not in names:
                        raise ScenarioError(f"{g.name(card)} has no activated ability named {ab!r}")
                    ab = names.index(ab.casefold())
                return Activate(card, int(ab), _drops(a))
            if t == "end_turn":
                return EndTurn()
            if t == "concede":
                return Concede(int(a.get("player", me)))
            if t == "mulligan":
                p = int(a.get("player", me))
                return Mulligan(p, tuple(self.ref(x, (HAND,), p) for x in a.get("cards", [])))
            if t == "choose":
                keys = [k for k in ("targets", "accept", "option", "amount", "name", "order", "trigger") if k in a]
                if len(keys) != 1:
                    raise ScenarioError("a choose action has exactly one of targets, accept, option, amount, "
                                        "name, order, trigger")
                k = keys[0]
                v = a[k]
                if k == "targets":
                    chosen = tuple(self.ref(x, (PLAY, HAND)) for x in v)
                    # Chosen cards are a set: listed in the order the engine offers them (their order, when it
                    # matters, is asked apart: "in any order").
                    opts = getattr(g.s.pending, "options", None)
                    if opts is not None and set(chosen) <= set(opts) and len(set(chosen)) == len(chosen):
                        chosen = tuple(sorted(chosen, key=opts.index))
                    return ChooseTargets(chosen)
                if k == "accept":
                    return Accept(bool(v))
                if k == "option":
                    return ChooseOption(int(v))
                if k == "amount":
                    return ChooseAmount(int(v))
                if k == "name":
                    # Names are matched like card names: case and apostrophes do not matter.
                    want = normalize_name(str(v))
                    for n in legal.card_names(g):
                        if normalize_name(n) == want:
                            return NameCard(n)
                    return NameCard(str(v))
                if k == "order":
                    return OrderCards(tuple(self.ref(x) for x in v))
                return ChooseTrigger(int(v))
        except KeyError as exc:
            raise ScenarioError(f"{t} action needs the key {exc.args[0]!r}") from None
        except (TypeError, ValueError) as exc:
            raise ScenarioError(f"{t} action has a bad value: {exc}") from None
        raise ScenarioError(f"unknown action type {t!r}")

    def describe(self, a: Any) -> str:
        return describe(a)

    # -- steps (the loop is rules_core.scenario_loop's; these are Lorcana's parts of it) ---------------

    state_changed = "the state changed after an illegal action (CR 1.7.6)"

    def snapshot(self) -> str:
        return json.dumps(self.game.s.to_json(), sort_keys=True)

    def listed_form(self, a: Action, legal: bool) -> Action | None:
        """check() and legal_actions() must agree (names and orders are not listable)."""
        if isinstance(a, Concede):
            return None  # always allowed, never listed (a player may leave at any time)
        if isinstance(a, OrderCards) and len(a.order) > 6:
            return None
        return a

    def run_step(self, step: Any) -> None:
        """One step of the file (do / illegal / expect), as every game's scenario runs it."""
        run_step(self, step)

    def before_step(self) -> None:
        pass

    def before_do(self, a: Action) -> None:
        if isinstance(a, PlayCard) and a.free:
            self._played_free(a.card)
        elif isinstance(a, PlayCard) and not a.sing:
            self._cost_changed(a.card, "shift_cost" if a.shift else "cost")

    def log_lines(self) -> tuple[str, ...]:
        return tuple(self.game.s.log)

    def expect(self, e: Any) -> None:
        if not isinstance(e, dict):
            raise ScenarioError("'expect' is an object")
        g = self.game
        s = g.s
        known = {"lore", "winner", "active", "turn", "zones", "cards", "legal", "illegal", "pending", "phase",
                 "ink_drops", "deck_check", "deciding"}
        unknown = set(e) - known
        if unknown:
            raise ScenarioError(f"unknown expect key(s): {', '.join(sorted(unknown))}")
        if "lore" in e and _list(e["lore"], "expected 'lore'") != s.lore:
            raise StepFailed(f"lore is {s.lore}, expected {e['lore']}")
        if "ink_drops" in e and _list(e["ink_drops"], "expected 'ink_drops'") != s.drops:
            raise StepFailed(f"ink drops are {s.drops}, expected {e['ink_drops']}")
        if "winner" in e and e["winner"] != s.winner:
            raise StepFailed(f"winner is {s.winner}, expected {e['winner']}")
        if "active" in e and e["active"] != s.active:
            raise StepFailed(f"active player is {s.active}, expected {e['active']}")
        if "turn" in e and e["turn"] != s.turn:
            raise StepFailed(f"turn is {s.turn}, expected {e['turn']}")
        if "phase" in e and e["phase"] != s.phase:
            raise StepFailed(f"phase is {s.phase}, expected {e['phase']}")
        for key, want in _dict(e.get("zones") or {}, "expected 'zones'").items():
            self._expect_zone(key, want)
        for ref, want in _dict(e.get("cards") or {}, "expected 'cards'").items():
            self._expect_card(ref, _dict(want, f"expected card {ref!r}"))
        for key, want in _dict(e.get("deck_check") or {}, "expected 'deck_check'").items():
            self._expect_deck(key, _dict(want, f"expected deck_check {key!r}"))
        expect_legal(self, _list(e.get("legal", []) or [], "expected 'legal'"))
        expect_illegal(self, _list(e.get("illegal", []) or [], "expected 'illegal'"))
        if "pending" in e:
            want = e["pending"]
            kind = g.pending_kind()
            if want is None:
                if kind is not None:
                    raise StepFailed(f"a choice is pending ({kind}), expected none")
            elif want == "choose":
                if kind is None or kind == "mulligan":
                    raise StepFailed(f"no choice is pending (pending: {kind}), expected one")
            elif want != kind and not (want == "targets" and kind == "discard_cost"):
                raise StepFailed(f"pending is {kind}, expected {want}")
        if "deciding" in e:  # who answers the pending choice (CR 1.7: the player the effect names decides)
            pd = s.pending
            who = None if pd is None else pd.player
            if who != e["deciding"]:
                raise StepFailed(f"the player to decide is {who}, expected {e['deciding']}")

    def _expect_deck(self, key: str, want: dict[str, Any]) -> None:
        """A player's cards (every one they own, in any zone) checked as a main deck of a format: exactly the
        deck-building rules in ``broken`` are broken (CR 1.10.1). A card's own deck rule ("You may have any number
        of cards named Microbots in your deck") that let more copies in than the format allows was played."""
        g = self.game
        s = g.s
        unknown = set(want) - {"format", "broken"}
        if unknown:
            raise ScenarioError(f"deck_check {key!r}: unknown key(s) {', '.join(sorted(unknown))}")
        try:
            p = int(key.removeprefix("p")) if key.startswith("p") else -1
        except ValueError:
            p = -1
        if not 0 <= p < s.players:
            raise ScenarioError(f"deck_check key {key!r} is a player like 'p0'")
        try:
            fmt = Format(want.get("format"))
        except ValueError:
            names = ", ".join(f.value for f in Format)
            raise ScenarioError(f"deck_check {key!r}: 'format' is one of {names}, not {want.get('format')!r}") from None
        broken = _list(want.get("broken", []), f"deck_check {key!r} 'broken'")
        rules = {r.value for r in Rule}
        if not all(isinstance(b, str) and b in rules for b in broken):
            raise ScenarioError(f"deck_check {key!r}: 'broken' names rules among {', '.join(sorted(rules))}")
        mine = [i for i in range(len(s.zone)) if s.owner[i] == p]
        counts = Counter(g.name(i) for i in mine)
        cards = {n: self.cards.by_name(n) for n in counts}
        deck = Deck("scenario", fmt, tuple(DeckEntry(cards[n], k) for n, k in counts.items()))
        got = sorted({v.rule.value for v in validate(deck, fmt).violations})
        if got != sorted(set(broken)):
            raise StepFailed(f"{key}'s deck breaks {got or 'no rule'} in {fmt.value}, expected {sorted(set(broken))}")
        limit = RULES[fmt].copy_limit
        for n, k in counts.items():
            if limit is None or k <= limit or card_copy_rule(cards[n]) is None:
                continue
            src = next(i for i in mine if g.name(i) == n)
            script = g.scripts.script_for(g.idef[src].card)
            for ab in script.abilities if script is not None else ():
                if isinstance(ab, StaticAbility) and ab.stat == "deck_copies":
                    played = self._key(src, ab, Use.STATIC)
                    if played is not None:
                        self._seen.setdefault(played, set()).add(PLAYED)

    def _zone_list(self, p: int, zone: str) -> list[int]:
        s = self.game.s
        table = {"deck": s.deck, "hand": s.hand, "inkwell": s.inkwell, "play": s.play, "discard": s.discard}
        if zone not in table:
            raise ScenarioError(f"unknown zone {zone!r}; use deck, hand, inkwell, play, discard")
        return table[zone][p]

    def _expect_zone(self, key: str, want: Any) -> None:
        g = self.game
        try:
            pl, zone = key.split(".", 1)
            p = int(pl.removeprefix("p"))
        except ValueError:
            raise ScenarioError(f"zone key {key!r} is like 'p0.hand'") from None
        if not 0 <= p < g.s.players:
            raise ScenarioError(f"zone key {key!r}: no player {p}")
        cards = self._zone_list(p, zone)
        if isinstance(want, list):
            got = Counter(normalize_name(g.name(c)) for c in cards)
            exp: Counter[str] = Counter()
            for w in want:
                full, _, _ = self._card_name(w)
                exp[normalize_name(full)] += 1
            if got != exp:
                names = sorted(g.name(c) for c in cards)
                raise StepFailed(f"{key} is {names}, expected {sorted(want, key=str)}")
        elif isinstance(want, dict):
            if "count" in want and len(cards) != want["count"]:
                raise StepFailed(f"{key} has {len(cards)} card(s), expected {want['count']}")
            if "ready" in want:
                ready = sum(1 for c in cards if not g.s.exerted[c])
                if ready != want["ready"]:
                    raise StepFailed(f"{key} has {ready} ready card(s), expected {want['ready']}")
            if "exerted" in want:
                ex = sum(1 for c in cards if g.s.exerted[c])
                if ex != want["exerted"]:
                    raise StepFailed(f"{key} has {ex} exerted card(s), expected {want['exerted']}")
        else:
            raise ScenarioError(f"zone {key}: expected a list of names or an object with count/ready")

    def _expect_card(self, ref: str, want: dict[str, Any]) -> None:
        g = self.game
        s = g.s
        i = self.ref(ref, (PLAY,))
        if i < 0:
            raise ScenarioError(f"{ref!r} is a player, not a card")
        name = f"{ref} ({g.name(i)})" if ref in self.aliases else g.name(i)
        zone = ZONE_NAMES[s.zone[i]]
        for k, v in want.items():
            if k == "zone":
                if zone != v:
                    raise StepFailed(f"{name} is in {zone}, expected {v}")
            elif k == "exerted":
                if s.exerted[i] != bool(v):
                    raise StepFailed(f"{name} is {'exerted' if s.exerted[i] else 'ready'}, expected "
                                     f"{'exerted' if v else 'ready'}")
            elif k == "damage":
                if s.damage[i] != v:
                    raise StepFailed(f"{name} has {s.damage[i]} damage, expected {v}")
            elif k in ("strength", "willpower", "lore"):
                got = {"strength": g.strength, "willpower": g.willpower, "lore": g.lore_value}[k](i)
                if got != v:
                    raise StepFailed(f"{name} has {k} {got}, expected {v}")
            elif k == "keywords":
                missing = [kw for kw in v if not g.has_keyword(i, kw)]
                if missing:
                    raise StepFailed(f"{name} lacks {', '.join(missing)}")
            elif k == "lacks":
                has = [kw for kw in v if g.has_keyword(i, kw)]
                if has:
                    raise StepFailed(f"{name} has {', '.join(has)}, expected not")
            elif k == "at":
                at = s.at[i]
                if v is None:
                    if at >= 0:
                        raise StepFailed(f"{name} is at {g.name(at)}, expected at no location")
                else:
                    loc = self.ref(v, (PLAY,))
                    if at != loc:
                        where = g.name(at) if at >= 0 else "no location"
                        raise StepFailed(f"{name} is at {where}, expected at {g.name(loc)}")
            elif k == "dry":
                if s.dry[i] != bool(v):
                    raise StepFailed(f"{name} is {'dry' if s.dry[i] else 'drying'}, expected "
                                     f"{'dry' if v else 'drying'}")
            elif k == "under":
                if len(s.under[i]) != v:
                    raise StepFailed(f"{name} has {len(s.under[i])} card(s) under it, expected {v}")
            elif k == "owner":
                if s.owner[i] != v:
                    raise StepFailed(f"{name} belongs to player {s.owner[i]}, expected {v}")
            elif k in ("classifications", "lacks_classifications"):
                has = [c for c in _list(v, f"{name} {k}") if g.has_class(i, c)]
                if k == "classifications" and len(has) != len(v):
                    raise StepFailed(f"{name} lacks the classification(s) {', '.join(c for c in v if c not in has)}")
                if k == "lacks_classifications" and has:
                    raise StepFailed(f"{name} has the classification(s) {', '.join(has)}, expected not")
            else:
                raise ScenarioError(f"unknown card expectation {k!r}")


def run_scenario(source: str | Path | dict[str, Any], cards: CardIndex | None = None) -> ScenarioResult:
    """Run one scenario (a path or an already loaded dict) of the game it names (``"game"``, Lorcana when absent:
    ``rulesets.ruleset_named``) and say whether it passed, and where not."""
    from lorcana_desktop.rulesets import ruleset_named

    path = str(source) if not isinstance(source, dict) else "<scenario>"
    title = ""
    try:
        data = source if isinstance(source, dict) else load_scenario(source)
        title = str(data.get("title", ""))
        ruleset = ruleset_named(data.get("game"))
    except (ScenarioError, UnknownGame) as exc:
        return ScenarioResult(path, title, False, None, f"bad scenario: {exc}")
    folder = Path(source).parent if not isinstance(source, dict) else Path.cwd()
    r = ruleset.run_scenario(data, folder, path, cards=cards)
    return ScenarioResult(r.path, r.title, r.passed, r.step, r.message, r.steps_run, list(r.log), r.exercised)


def run_lorcana_scenario(data: dict[str, Any], path: str, cards: CardIndex | None = None) -> ScenarioOutcome:
    """Run one Lorcana scenario (already read): build its position, then each step's do / illegal / expect (the
    loop both games share, ``rules_core.scenario_loop``)."""
    return run_steps(lambda: Scenario(data, cards), data, path)


def scenario_files(paths: list[str | Path]) -> list[Path]:
    """Every ``*.json`` under the given files and folders, sorted within each folder."""
    out: list[Path] = []
    for p in paths:
        p = Path(p)
        if p.is_dir():
            out.extend(sorted(x for x in p.rglob("*.json") if x.is_file()))
        else:
            out.append(p)
    return out


@dataclass
class ScenarioProofs:
    """What a set of scenario files proved: every card ability the passing ones played and checked, as (card,
    script ability index); how many files ran, how many played a card ability, and the failures."""

    played: dict[tuple[str, int], set[tuple[str | int, ...]]] = field(default_factory=dict)
    files: int = 0
    card_files: int = 0
    failed: list[str] = field(default_factory=list)


def prove_abilities(paths: list[str | Path], cards: CardIndex | None = None) -> ScenarioProofs:
    """Run every scenario under ``paths`` and collect the card abilities the passing ones played (``cards
    coverage`` counts a card ability proven by these)."""
    cards = cards if cards is not None else default_cards()
    out = ScenarioProofs()
    for f in scenario_files(paths):
        result = run_scenario(f, cards)
        out.files += 1
        if not result.passed:
            if result.exercised or "cards" in f.parts:
                out.failed.append(result.line())
            continue
        if result.exercised:
            out.card_files += 1
        for e in result.exercised:
            out.played.setdefault((e.card, e.ability), set()).update(e.steps)
    return out
