"""The Exo scenario runner: build a position from a scenario file (``"game": "exo"``), drive the engine,
check each step. The format is ``shared/specs/exo-scenario-format.md``; ``run_exo_scenario(data, folder)``
returns an :class:`ExoScenarioResult` (``lorcana-desktop scenario run`` dispatches here on ``"game"``).

Two choices of this runner, both within the format: a ``play`` that gives ``targets`` (a Tattica dropped
on its target) agrees with the engine's legal actions when the same play without targets is listed (the
engine lists the play and asks the targets next); an ``order`` answer with several cards (the whole
order at once) agrees when its first card is listed (the engine asks for the next card each time).
``"card_sets"`` absent means the built-in set; ``next_phase`` may say ``"skip_battle": true``.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lorcana_desktop.exo.cards import ExoSet, SetFileError, load_set
from lorcana_desktop.exo.engine import (
    Accept,
    Action,
    Activate,
    Attack,
    CardBook,
    ChooseAmount,
    ChooseOption,
    ChooseTargets,
    Concede,
    Evolve,
    ExoGame,
    ExoOptions,
    ExoState,
    LeaderEffect,
    NextPhase,
    OrderCards,
    Pass,
    Play,
    Reveal,
)
from lorcana_desktop.exo.engine.actions import MANUAL_ACTIONS
from lorcana_desktop.exo.engine.chain import holder
from lorcana_desktop.exo.engine.state import (
    BANISHED,
    BATTLE,
    BOTH,
    DECK,
    DISCARD,
    DRAW,
    END,
    ETERE,
    EVO,
    FIELD,
    HAND,
    MAIN,
    OCCULTO,
    OPEN,
    PHASE_NAMES,
    RECOVERY,
    START,
)
from lorcana_desktop.exo.engine.zones import counter, new_card
from lorcana_desktop.exo.starter import starter_set
from lorcana_desktop.rules_core.names import normalize_name
from lorcana_desktop.rules_core.rng import rng_seed
from lorcana_desktop.rules_core.scenario_loop import (
    ScenarioError,
    ScenarioOutcome,
    StepFailed,
    expect_illegal,
    expect_legal,
    run_step,
    run_steps,
)

MAX_CARDS = 2000
MAX_TURN = 100_000
_PHASES = {"draw": DRAW, "recovery": RECOVERY, "main": MAIN, "battle": BATTLE, "end": END}
_PLAYER_KEYS = {"life", "leader", "vice", "field", "deck", "evo_deck", "hand", "occulto", "etere", "discard",
                "banished", "name"}
_INSTANCE_KEYS = {"card", "id", "covered", "new", "attacked", "counters", "known"}
_EXPECT_KEYS = {"life", "winner", "active", "turn", "phase", "priority", "chain", "parallel", "zones", "cards",
                "legal", "illegal", "pending"}


@dataclass(slots=True)
class ExoScenarioResult:
    """The outcome of one scenario: ``step`` is the 0-based failing step (None: the set-up)."""

    path: str
    title: str
    passed: bool
    step: int | None = None
    message: str = ""
    steps_run: int = 0
    log: list[str] = field(default_factory=list)

    def line(self) -> str:
        if self.passed:
            return f"PASS {self.path}"
        where = "setup" if self.step is None else f"step {self.step}"
        return f"FAIL {self.path}: {where}: {self.message}"


def _list(v: Any, what: str) -> list[Any]:
    if not isinstance(v, list):
        raise ScenarioError(f"{what} must be a list, not {v!r}")
    return v


def _dict(v: Any, what: str) -> dict[str, Any]:
    if not isinstance(v, dict):
        raise ScenarioError(f"{what} must be an object, not {v!r}")
    return v


def _int(v: Any, what: str, lo: int | None = None, hi: int | None = None) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise ScenarioError(f"{what} must be a whole number, not {v!r}")
    if lo is not None and v < lo or hi is not None and v > hi:
        raise ScenarioError(f"{what} must be from {lo} to {hi}, not {v}")
    return v


def load_sets(data: dict[str, Any], folder: Path) -> list[ExoSet]:
    """The scenario's card sets (paths relative to its folder); the built-in set when none are named."""
    names = data.get("card_sets")
    if names is None:
        return [starter_set()]
    out = []
    for name in _list(names, "'card_sets'"):
        if not isinstance(name, str):
            raise ScenarioError(f"a card set is a file path, not {name!r}")
        try:
            out.append(load_set(folder / name))
        except SetFileError as exc:
            raise ScenarioError(f"card set {name}: {exc}") from None
        except OSError as exc:
            raise ScenarioError(f"card set {name}: {exc}") from None
    return out


class ExoScenario:
    """A built scenario: the game and the aliases that name its cards."""

    def __init__(self, data: dict[str, Any], folder: Path) -> None:
        self.data = data
        self.book = CardBook.from_sets(load_sets(data, folder))
        self.aliases: dict[str, int] = {}
        self.by_name: dict[str, list[int]] = {}
        self.game = self._build()

    # -- building ------------------------------------------------------------------------------

    def _card(self, entry: Any) -> tuple[int, str | None, dict[str, Any]]:
        if isinstance(entry, str):
            name, alias, extra = entry, None, {}
        elif isinstance(entry, dict) and isinstance(entry.get("card"), str):
            name, alias, extra = entry["card"], entry.get("id"), entry
        else:
            raise ScenarioError(f"a card is a name or an object with a 'card' key, not {entry!r}")
        try:
            k = self.book.find(name)
        except ValueError as exc:
            raise ScenarioError(str(exc)) from None
        if alias is not None and not isinstance(alias, str):
            raise ScenarioError(f"an id must be a string, not {alias!r}")
        return k, alias, extra

    def _remember(self, i: int, alias: str | None) -> None:
        if alias is not None:
            if alias in self.aliases:
                raise ScenarioError(f"id {alias!r} is used twice")
            self.aliases[alias] = i
        self.by_name.setdefault(self.game.info[self.game.s.cid[i]].norm, []).append(i)

    def _add(self, entry: Any, p: int, zone: int) -> int:
        k, alias, _ = self._card(entry)
        i = new_card(self.game, k, p, zone)
        self._remember(i, alias)
        return i

    def _instance(self, entry: Any, p: int, what: str) -> int:
        k, alias, extra = self._card(entry)
        unknown = set(extra) - _INSTANCE_KEYS
        if unknown:
            raise ScenarioError(f"{what}: unknown key(s) {', '.join(sorted(unknown))}")
        g = self.game
        s = g.s
        i = new_card(g, k, p, FIELD)
        self._remember(i, alias)
        s.cov[i] = bool(extra.get("covered", False))
        s.entered[i] = s.turn if extra.get("new", False) else 0
        s.attacks[i] = 1 if extra.get("attacked", False) else 0
        counters = extra.get("counters")
        if counters is None:
            counters = dict(g.info[k].start_counters)
        for name, n in _dict(counters, f"{what} 'counters'").items():
            if _int(n, f"{what} counter {name!r}", 0, 999):
                s.counters[i] = (*s.counters.get(i, ()), (str(name), n))
        known = extra.get("known")
        if known is None:
            s.known[i] = BOTH
        else:
            bits = 1 << p
            for q in _list(known, f"{what} 'known'"):
                bits |= 1 << _int(q, f"{what} 'known'", 0, 1)
            s.known[i] = bits
        return i

    def _build(self) -> ExoGame:
        d = self.data
        players = d.get("players")
        if not isinstance(players, list) or len(players) != 2:
            raise ScenarioError("'players' must list 2 players")
        try:
            options = ExoOptions.from_json(d.get("options", {}))
        except (ValueError, TypeError) as exc:
            raise ScenarioError(str(exc)) from None
        s = ExoState(options)
        s.ids = list(self.book.ids)
        s.rng = rng_seed(_int(d.get("seed", 0), "'seed'"))
        s.turn = _int(d.get("turn", 3), "'turn'", 1, MAX_TURN)
        s.active = _int(d.get("active", 0), "'active'", 0, 1)
        default_first = s.active if s.turn % 2 == 1 else 1 - s.active
        s.first = _int(d.get("first", default_first), "'first'", 0, 1)
        self.game = g = ExoGame(s, self.book)
        total = 0
        for p, pl in enumerate(players):
            pl = _dict(pl, f"player {p}")
            unknown = set(pl) - _PLAYER_KEYS
            if unknown:
                raise ScenarioError(f"player {p}: unknown key(s) {', '.join(sorted(unknown))}")
            for key in ("field", "deck", "evo_deck", "hand", "occulto", "etere", "discard", "banished"):
                total += len(_list(pl.get(key, []), f"player {p} '{key}'"))
            if total > MAX_CARDS:
                raise ScenarioError(f"the scenario holds more than {MAX_CARDS} cards")
            if "leader" not in pl:
                raise ScenarioError(f"player {p} needs a 'leader'")
            lk, alias, extra = self._card(pl["leader"])
            if not g.info[lk].is_leader:
                raise ScenarioError(f"player {p}: {g.info[lk].name} is not a Leader")
            unknown = set(extra) - {"card", "id", "emergency"}
            if unknown:
                raise ScenarioError(f"player {p} leader: unknown key(s) {', '.join(sorted(unknown))}")
            leader = new_card(g, lk, p, FIELD)
            s.leader[p] = leader
            self._remember(leader, alias)
            s.flipped[p] = bool(extra.get("emergency", False))
            s.life[p] = _int(pl.get("life", g.info[lk].life), f"player {p} 'life'", 0, 999)
            if "vice" in pl:
                i = self._instance(pl["vice"], p, f"player {p} vice")
                if not g.info[s.cid[i]].is_vl:
                    raise ScenarioError(f"player {p}: {g.name(i)} is not a Vice Leader")
                s.vice[p] = i
            for e in pl.get("field", []):
                i = self._instance(e, p, f"player {p} field")
                s.field[p].append(i)
            for key, zone in (("deck", DECK), ("evo_deck", EVO), ("hand", HAND), ("discard", DISCARD)):
                for e in pl.get(key, []):
                    self._add(e, p, zone)
            for e in pl.get("occulto", []):
                i = self._add(e, p, OCCULTO)
                s.cov[i] = True
                s.known[i] = 1 << p
            for e in pl.get("etere", []):
                self._add(e, p, ETERE)
            for e in pl.get("banished", []):
                i = self._add(e, p, BANISHED)
                if isinstance(e, dict) and e.get("covered"):
                    s.cov[i] = True
                    s.known[i] = 1 << p
            for i in s.hand[p]:
                s.known[i] = 1 << p
            for i in s.deck[p] + s.evo[p]:
                s.known[i] = 0 if i in s.deck[p] else 1 << p
        g._set_emergency_at()
        phase = d.get("phase", "main")
        if phase not in _PHASES:
            raise ScenarioError(f"unknown phase {phase!r}; use draw, recovery, main, battle or end")
        s.phase = _PHASES[phase]
        s.sub = 1
        s.window = START if s.phase in (DRAW, RECOVERY) else OPEN
        s.priority = s.active
        s.passes = 0
        g.initial = s.copy()
        return g

    # -- references ----------------------------------------------------------------------------

    def ref(self, r: Any, prefer: tuple[int, ...] = (), owner: int | None = None) -> int:
        """The card an alias, a name or "leader:N" means (preferring cards in ``prefer`` zones)."""
        g = self.game
        s = g.s
        if isinstance(r, int) and not isinstance(r, bool):
            return r
        if not isinstance(r, str):
            raise ScenarioError(f"a card reference is an id or a name, not {r!r}")
        if r in self.aliases:
            return self.aliases[r]
        if r.startswith("leader:"):
            try:
                return s.leader[int(r.split(":", 1)[1])]
            except (ValueError, IndexError):
                raise ScenarioError(f"{r!r}: use leader:0 or leader:1") from None
        cands = self.by_name.get(normalize_name(r), [])
        cands += [i for i in range(len(s.cid)) if g.info[s.cid[i]].norm == normalize_name(r) and i not in cands]
        if not cands:
            raise ScenarioError(f"no card or id {r!r} in this scenario")
        for pick in ([c for c in cands if s.zone[c] in prefer and (owner is None or s.owner[c] == owner)],
                     [c for c in cands if s.zone[c] in prefer], cands):
            if pick:
                return pick[0]
        return cands[0]

    def _ability(self, card: int, ab: Any, what: str) -> int:
        inf = self.game.card(card)
        if isinstance(ab, int) and not isinstance(ab, bool):
            return ab
        if isinstance(ab, str):
            for k, a in enumerate(inf.abilities):
                if a.label.casefold() == ab.casefold():
                    return k
            raise ScenarioError(f"{inf.name} has no ability {ab!r} to {what}")
        raise ScenarioError(f"'ability' is a keyword or an index, not {ab!r}")

    def action(self, a: Any) -> Action:
        """The engine action a scenario ACTION object means."""
        if not isinstance(a, dict) or "type" not in a:
            raise ScenarioError(f"an action is an object with a 'type', not {a!r}")
        g = self.game
        s = g.s
        t = a["type"]
        me = g.to_act()
        try:
            if t == "pass":
                return Pass()
            if t == "next_phase":
                return NextPhase(bool(a.get("skip_battle", False)))
            if t == "play":
                card = self.ref(a["card"], (HAND,), me)
                targets = tuple(self.ref(x, (FIELD, ETERE)) for x in _list(a.get("targets", []), "'targets'"))
                return Play(card, targets, int(a.get("alt", -1)))
            if t == "evolve":
                return Evolve(self.ref(a["card"], (EVO,), me), str(a.get("mode", "")))
            if t == "attack":
                return Attack(self.ref(a["card"], (FIELD,), s.active), self.ref(a["target"], (FIELD,), 1 - s.active))
            if t == "activate":
                card = self.ref(a["card"], (FIELD,), me)
                return Activate(card, self._ability(card, a.get("ability", 0), "activate"))
            if t == "leader":
                p = int(a.get("player", me))
                inf = g.card(s.leader[p])
                shown = [k for k in inf.side_abilities(s.flipped[p]) if k in inf.leader_abilities]
                n = _int(a.get("ability", 0), "'ability'", 0)
                if n >= len(shown):
                    raise ScenarioError(f"{inf.name} shows {len(shown)} Leader effect(s)")
                return LeaderEffect(shown[n])
            if t == "reveal":
                card = self.ref(a["card"], (HAND,), me)
                return Reveal(card, self._ability(card, a.get("ability", "RIVELA"), "reveal"))
            if t == "concede":
                return Concede(int(a.get("player", me)))
            if t == "choose":
                keys = [k for k in ("targets", "accept", "option", "amount", "order") if k in a]
                if len(keys) != 1:
                    raise ScenarioError("a choose action has exactly one of targets, accept, option, amount, order")
                k = keys[0]
                v = a[k]
                if k == "targets":
                    return ChooseTargets(tuple(self.ref(x, (FIELD, HAND, ETERE)) for x in _list(v, "'targets'")))
                if k == "accept":
                    return Accept(bool(v))
                if k == "option":
                    return ChooseOption(_int(v, "'option'", 0))
                if k == "amount":
                    return ChooseAmount(_int(v, "'amount'"))
                return OrderCards(tuple(self.ref(x, (DISCARD, FIELD)) for x in _list(v, "'order'")))
        except KeyError as exc:
            raise ScenarioError(f"{t} action needs the key {exc.args[0]!r}") from None
        except (TypeError, ValueError) as exc:
            raise ScenarioError(f"{t} action has a bad value: {exc}") from None
        raise ScenarioError(f"unknown action type {t!r}")

    # -- steps ---------------------------------------------------------------------------------

    def auto_pass(self) -> None:
        if not self.data.get("auto_pass"):
            return
        g = self.game
        for _ in range(1000):
            if g.legal_actions() != [Pass()]:
                return
            g.apply(Pass())

    # (the loop is rules_core.scenario_loop's; these are Exo's parts of it)

    state_changed = "the state changed after an illegal action"

    def run_step(self, step: Any) -> None:
        """One step of the file (do / illegal / expect), as every game's scenario runs it."""
        run_step(self, step)

    def before_step(self) -> None:
        self.auto_pass()

    def before_do(self, a: Action) -> None:
        pass

    def checked(self) -> None:
        pass

    def snapshot(self) -> str:
        return json.dumps(self.game.s.to_json(), sort_keys=True)

    def listed_form(self, a: Action, legal: bool) -> Action | None:
        """How legal_actions() lists ``a`` (manual tools and conceding are never listed)."""
        if isinstance(a, (Concede, *MANUAL_ACTIONS)):
            return None
        listed_form: Action = a
        if isinstance(a, Play) and a.targets:
            listed_form = Play(a.card, (), a.alt)
            if not legal:
                return None  # the targets may be what is wrong: the open play can still be listed
        if isinstance(a, OrderCards) and len(a.order) > 1:
            listed_form = OrderCards(a.order[:1])
        return listed_form

    def log_lines(self) -> tuple[str, ...]:
        return tuple(n.text for n in self.game.s.log)

    @property
    def exercised(self) -> tuple[()]:
        return ()

    def _names(self, cards: list[int]) -> Counter[str]:
        return Counter(self.game.info[self.game.s.cid[i]].norm for i in cards)

    def expect(self, e: Any) -> None:
        e = _dict(e, "'expect'")
        unknown = set(e) - _EXPECT_KEYS
        if unknown:
            raise ScenarioError(f"unknown expect key(s): {', '.join(sorted(unknown))}")
        g = self.game
        s = g.s
        if "life" in e and _list(e["life"], "expected 'life'") != s.life:
            raise StepFailed(f"life is {s.life}, expected {e['life']}")
        if "winner" in e:
            want = e["winner"]
            if want == "draw":
                if not (s.over and s.winner is None):
                    raise StepFailed(f"expected a draw; over={s.over}, winner={s.winner}")
            elif want != s.winner or (want is not None and not s.over):
                raise StepFailed(f"winner is {s.winner}, expected {want}")
        if "active" in e and e["active"] != s.active:
            raise StepFailed(f"active player is {s.active}, expected {e['active']}")
        if "turn" in e and e["turn"] != s.turn:
            raise StepFailed(f"turn is {s.turn}, expected {e['turn']}")
        if "phase" in e and e["phase"] != PHASE_NAMES[s.phase]:
            raise StepFailed(f"phase is {PHASE_NAMES[s.phase]}, expected {e['phase']}")
        if "priority" in e and e["priority"] != holder(g):
            raise StepFailed(f"priority is {holder(g)}, expected {e['priority']}")
        if "chain" in e:
            want = e["chain"]
            top = s.frames[-1] if s.frames else None
            links = [x.label for x in top.links] if top else []
            if isinstance(want, list):
                want = {"links": want}
            want = _dict(want, "expected 'chain'")
            if "links" in want and [normalize_name(x) for x in links] != [normalize_name(x) for x in want["links"]]:
                raise StepFailed(f"chain is {links}, expected {want['links']}")
            if "resolving" in want and bool(top and top.resolving) != want["resolving"]:
                raise StepFailed(f"chain resolving is {bool(top and top.resolving)}, expected {want['resolving']}")
        if "parallel" in e:
            top = s.frames[-1] if s.frames else None
            got = [x.label for x in top.parallel] if top else []
            if [normalize_name(x) for x in got] != [normalize_name(x) for x in _list(e["parallel"], "'parallel'")]:
                raise StepFailed(f"parallel chain is {got}, expected {e['parallel']}")
        for key, want in _dict(e.get("zones") or {}, "expected 'zones'").items():
            self._expect_zone(key, want)
        for ref, want in _dict(e.get("cards") or {}, "expected 'cards'").items():
            self._expect_card(ref, _dict(want, f"expected card {ref!r}"))
        expect_legal(self, _list(e.get("legal", []) or [], "expected 'legal'"))
        expect_illegal(self, _list(e.get("illegal", []) or [], "expected 'illegal'"))
        if "pending" in e:
            want = e["pending"]
            kind = g.pending_kind()
            if want is None and kind is not None:
                raise StepFailed(f"a choice is pending ({kind}), expected none")
            if want == "choose" and kind is None:
                raise StepFailed("no choice is pending, expected one")
            if want not in (None, "choose") and want != kind:
                raise StepFailed(f"pending is {kind}, expected {want}")

    def _zone_cards(self, p: int, zone: str) -> list[int]:
        s = self.game.s
        if zone == "leader":
            return [s.leader[p]]
        if zone == "vice":
            return [s.vice[p]] if s.vice[p] >= 0 else []
        if zone == "etere":
            return [i for i in s.etere if s.ctrl[i] == p]
        table = {"deck": s.deck, "evo_deck": s.evo, "hand": s.hand, "field": s.field, "occulto": s.occulto,
                 "discard": s.discard, "banished": s.banished}
        if zone not in table:
            raise ScenarioError(f"unknown zone {zone!r}; use deck, evo_deck, hand, field, leader, vice, occulto, "
                                "etere, discard, banished")
        return table[zone][p]

    def _expect_zone(self, key: str, want: Any) -> None:
        try:
            pl, zone = key.split(".", 1)
            p = int(pl.removeprefix("p"))
        except ValueError:
            raise ScenarioError(f"zone key {key!r} is like 'p0.hand'") from None
        if p not in (0, 1):
            raise ScenarioError(f"zone key {key!r}: no player {p}")
        cards = self._zone_cards(p, zone)
        g = self.game
        if isinstance(want, list):
            exp: Counter[str] = Counter()
            for w in want:
                k, _, _ = self._card(w)
                exp[g.info[k].norm] += 1
            if self._names(cards) != exp:
                raise StepFailed(f"{key} is {sorted(g.name(c) for c in cards)}, expected {sorted(map(str, want))}")
        elif isinstance(want, dict):
            if "count" in want and len(cards) != want["count"]:
                raise StepFailed(f"{key} has {len(cards)} card(s), expected {want['count']}")
            if "covered" in want:
                n = sum(1 for c in cards if g.s.cov[c])
                if n != want["covered"]:
                    raise StepFailed(f"{key} has {n} covered card(s), expected {want['covered']}")
        else:
            raise ScenarioError(f"zone {key}: expected a list of names or an object with a count")

    def _expect_card(self, ref: str, want: dict[str, Any]) -> None:
        g = self.game
        s = g.s
        i = self.ref(ref, (FIELD,))
        name = f"{ref} ({g.name(i)})" if ref in self.aliases else g.name(i)
        for k, v in want.items():
            if k == "zone":
                if g.zone_of(i) != v:
                    raise StepFailed(f"{name} is in {g.zone_of(i)}, expected {v}")
            elif k == "covered":
                if s.cov[i] != bool(v):
                    raise StepFailed(f"{name} is {'covered' if s.cov[i] else 'face up'}, expected "
                                     f"{'covered' if v else 'face up'}")
            elif k == "strength":
                if g.strength(i) != v:
                    raise StepFailed(f"{name} has strength {g.strength(i)}, expected {v}")
            elif k == "counters":
                for c, n in _dict(v, f"{ref} 'counters'").items():
                    if counter(g, i, c) != n:
                        raise StepFailed(f"{name} has {counter(g, i, c)} {c} counter(s), expected {n}")
            elif k == "owner":
                if s.owner[i] != v:
                    raise StepFailed(f"{name} belongs to player {s.owner[i]}, expected {v}")
            elif k == "controller":
                if s.ctrl[i] != v:
                    raise StepFailed(f"{name} is controlled by player {s.ctrl[i]}, expected {v}")
            elif k == "known":
                got = [p for p in (0, 1) if (s.known[i] >> p) & 1]
                if got != sorted(v):
                    raise StepFailed(f"{name} is known to {got}, expected {sorted(v)}")
            elif k == "keywords":
                missing = [kw for kw in v if not g.has_keyword(i, kw)]
                if missing:
                    raise StepFailed(f"{name} lacks {', '.join(missing)}")
            else:
                raise ScenarioError(f"unknown card expectation {k!r}")


def exo_scenario_outcome(data: dict[str, Any], folder: Path, path: str = "<scenario>") -> ScenarioOutcome:
    """Run one Exo scenario (already read) whose card sets are relative to ``folder``: the loop both games share
    (``rules_core.scenario_loop``) over an :class:`ExoScenario`."""
    return run_steps(lambda: ExoScenario(data, folder), data, path)


def run_exo_scenario(data: dict[str, Any], folder: Path, path: str = "<scenario>") -> ExoScenarioResult:
    """Run one Exo scenario (already read) whose card sets are relative to ``folder``."""
    r = exo_scenario_outcome(data, folder, path)
    return ExoScenarioResult(r.path, r.title, r.passed, r.step, r.message, r.steps_run, list(r.log))


def run_exo_file(path: str | Path) -> ExoScenarioResult:
    """Read and run one Exo scenario file."""
    p = Path(path)
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        return ExoScenarioResult(str(p), "", False, None, f"bad scenario: {exc}")
    if not isinstance(data, dict):
        return ExoScenarioResult(str(p), "", False, None, "bad scenario: not a JSON object")
    return run_exo_scenario(data, p.parent, str(p))
