"""Plays one compiled ability of a card in a set position and checks what a player would see.

The position: player 0 holds or controls the card with ink to spare, friendly and opposing
characters (one damaged, one exerted), an opposing item and location, a deck whose top cards
fit "look at the top N" abilities, and a discard with one card of every type. The ability is set
off through the public actions (play, quest, challenge, activate, end turn, play another card),
every choice is answered with the first legal answer (a "may" with yes), and each effect step is
checked against the state after it: damage, lore, zones, stats, keywords, restrictions.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from lorcana_desktop.app.scenario import Scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.cards.model import Card, CardType
from lorcana_desktop.engine import (
    Accept,
    Activate,
    Challenge,
    ChooseTargets,
    ChooseTrigger,
    EndTurn,
    Game,
    PlayCard,
    Quest,
)
from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import ActionEffect, ActivatedAbility, StaticAbility, TriggeredAbility
from lorcana_desktop.scripts.effects import ALL

VANILLA = "Mickey Mouse - True Friend"  # 3/3, 2 lore
SMALL = "Stitch - New Dog"  # 2/2, 1 lore
BIG = "Kaa - Secretive Snake"  # 6/7 Evasive: the challenger that banishes the card, Evasive or not


@dataclass
class Fillers:
    """Cards of each type with no named abilities to speak of (their own abilities stay manual)."""

    item: str
    location: str
    action: str
    song: str
    floodborn: str
    by_class: dict[str, str] = field(default_factory=dict)


def fillers(cards: CardIndex) -> Fillers:
    from lorcana_desktop.scripts import default_provider

    prov = default_provider()

    def quiet(c: Card) -> bool:
        return prov.script_for(c) is None and c.cost <= 4

    pool = sorted(cards, key=lambda c: (c.cost, c.full_name))
    item = next(c for c in pool if c.type is CardType.ITEM and quiet(c) and not any(
        a.kind.value == "static" for a in c.abilities))
    loc = next(c for c in pool if c.type is CardType.LOCATION and quiet(c) and not c.abilities)
    action = next(c for c in pool if c.type is CardType.ACTION and not c.is_song and quiet(c))
    song = next(c for c in pool if c.type is CardType.ACTION and c.is_song and quiet(c))
    flood = next(c for c in pool if c.type is CardType.CHARACTER and "Floodborn" in c.classifications
                 and c.has_only_keywords and not any(k.keyword == "Bodyguard" for k in c.keywords))
    return Fillers(item.full_name, loc.full_name, action.full_name, song.full_name, flood.full_name)


def character_for(cards: CardIndex, sel: L.Sel) -> str:
    """A cheap character without named abilities that meets ``sel`` (classification, keyword, strength)."""
    from lorcana_desktop.scripts import default_provider

    prov = default_provider()
    for c in sorted(cards, key=lambda c: (not c.has_only_keywords, c.cost, c.full_name)):
        if c.type is not CardType.CHARACTER or c.cost > 9 or not (c.has_only_keywords or prov.script_for(c) is None):
            continue
        kws = {k.keyword for k in c.keywords}
        if "Reckless" in kws or "Bodyguard" in kws and sel.keyword != "Bodyguard":
            continue
        if sel.classification and sel.classification not in c.classifications:
            continue
        if sel.ink and sel.ink not in {i.value for i in c.inks}:
            continue
        if sel.keyword and sel.keyword not in kws:
            continue
        if sel.strength and not (c.strength or 0) >= sel.strength[1]:
            continue
        if sel.willpower and not (c.willpower or 0) >= sel.willpower[1]:
            continue
        if sel.name and sel.name not in c.all_names:
            continue
        if sel.cost and c.cost > sel.cost[1]:
            continue
        return c.full_name
    for c in sorted(cards, key=lambda c: (c.cost, c.full_name)):  # any character of that name, abilities and all
        if c.type is CardType.CHARACTER and sel.name and sel.name in c.all_names and not sel.classification:
            return c.full_name
    raise LookupError(f"no plain character fits {sel}")


def satisfy(cards: CardIndex, f: Fillers, cond: L.Count) -> tuple[str, ...]:
    """Cards to put into player 0's play so that ``cond`` ("you have 2 or more other characters") holds."""
    sel = cond.sel
    if sel.under:
        return ()  # a card is put under one of player 0's characters instead (see needs_under)
    if sel.here and not sel.keyword:
        return ()  # "a character here": player 0's "mine" is put at the card instead
    if sel.name and sel.types != ("character",):
        named = next(c.full_name for c in sorted(cards, key=lambda c: c.full_name)
                     if sel.name in c.all_names and CardType[sel.types[0].upper()] is c.type)
        return (named,) * cond.n
    if sel.types == ("item",):
        return (f.item,) * cond.n
    if sel.types == ("location",) and sel.classification:  # "a Hyperia City location"
        from lorcana_desktop.scripts import default_provider

        return (next(c.full_name for c in sorted(cards, key=lambda c: c.full_name) if c.type is CardType.LOCATION
                     and sel.classification in c.classifications and default_provider().script_for(c) is None),) * cond.n
    if sel.types == ("location",):
        return (f.location,) * cond.n
    if sel.damaged or sel.strength and not sel.classification:
        return ("Kaa - Secretive Snake",) * cond.n if sel.strength else ()
    return (character_for(cards, sel),) * cond.n


@dataclass
class Run:
    """One played ability: the game, who is who, and the state before it resolved."""

    game: Game
    sc: Scenario
    card: int
    me: int = 0
    chosen: dict[str, tuple[int, ...]] = field(default_factory=dict)
    before: dict[str, Any] = field(default_factory=dict)
    skip: set[int] = field(default_factory=set)  # cards a challenge also damaged: not checked for damage
    events: list[Any] = field(default_factory=list)
    turn_draws: int = 0  # cards the turn itself drew after the ability (start of turn)
    option: int = 0  # the mode chosen for "choose one"
    mid_ready: int = 0  # player 0's ready ink once the ability was set off (before its choices)

    def act(self, action: Any) -> None:
        self.events.extend(self.game.apply(action))


def _snapshot(g: Game) -> dict[str, Any]:
    s = g.s
    n = len(s.cid)
    return {"ready": [g.ready_ink(p) for p in range(s.players)], "damage": s.damage[:], "zone": s.zone[:], "exerted": s.exerted[:], "lore": s.lore[:],
            "hand": [len(h) for h in s.hand], "discard": [len(d) for d in s.discard],
            "inkwell": [len(i) for i in s.inkwell], "drops": s.drops[:],
            # cards not in play yet: their printed values (what they will have when played)
            "strength": [g.strength(i) if s.zone[i] == 3 else g.idef[i].strength for i in range(n)],
            "willpower": [g.willpower(i) if s.zone[i] == 3 else g.idef[i].willpower for i in range(n)],
            "lore_v": [g.lore_value(i) if s.zone[i] == 3 else g.idef[i].lore for i in range(n)],
            "resist": [g.keyword_value(i, "Resist") if s.zone[i] == 3 else 0 for i in range(n)],
            "deck": [d[:] for d in s.deck]}


def position(cards: CardIndex, card: Card, where: str, f: Fillers, *, active: int = 0,
             exerted: bool = False, extra_hand: tuple[str, ...] = (), me_lore: int = 0,
             at_location: bool = False, extra_play: tuple[str, ...] = (), mine_at_card: bool = False,
             deck_top: tuple[str, ...] = (), opp_play: tuple[str, ...] = ()) -> Scenario:
    name = card.full_name
    me: dict[str, Any] = {
        "lore": me_lore,
        "inkwell": max(card.cost, 3) + 8,
        "deck": [*deck_top, SMALL, f.item, f.song, f.action, f.location, VANILLA, SMALL, SMALL, SMALL, SMALL],
        "hand": [*( [{"card": name, "id": "card"}] if where == "hand" else []), *extra_hand, SMALL, SMALL],
        "play": [{"card": VANILLA, "id": "mine", "damage": 1, **({"at": "card"} if mine_at_card else {})},
                 {"card": SMALL, "id": "mine2", "exerted": True},
                 {"card": f.location, "id": "myloc"},
                 *({"card": n, "id": f"extra{k}"} for k, n in enumerate(extra_play))],
        "discard": [{"card": VANILLA, "id": "dchar"}, {"card": f.item, "id": "ditem"},
                    {"card": f.action, "id": "daction"}, {"card": f.song, "id": "dsong"},
                    {"card": f.location, "id": "dloc"}],
    }
    if where == "play":
        me["play"].insert(0, {"card": name, "id": "card", "exerted": exerted,
                              **({"at": "myloc"} if at_location else {})})
    opp: dict[str, Any] = {
        "lore": 5,
        "deck": [SMALL] * 8,
        "hand": [SMALL, VANILLA, f.item, f.location],
        "play": [{"card": VANILLA, "id": "foe", "damage": 1}, {"card": SMALL, "id": "foe2", "exerted": True},
                 {"card": BIG, "id": "big"}, {"card": f.item, "id": "foeitem"},
                 {"card": f.location, "id": "foeloc"}, *({"card": n, "id": f"opp{k}"} for k, n in enumerate(opp_play))],
    }
    return Scenario({"active": active, "turn": 3, "players": [me, opp], "steps": []}, cards)


def answer_all(run: Run, limit: int = 40) -> None:
    """Answer every pending choice with the first legal answer; "may": yes. Records chosen targets."""
    g = run.game
    for _ in range(limit):
        pd = g.s.pending
        if pd is None or g.over:
            return
        kind = pd[0]
        legal = g.legal_actions()
        if kind == "accept":
            run.act(Accept(True))
        elif kind == "trigger":
            run.act(next(a for a in legal if isinstance(a, ChooseTrigger)))
        elif kind == "targets":
            a = next(a for a in legal if isinstance(a, ChooseTargets) and a.targets) \
                if any(isinstance(a, ChooseTargets) and a.targets for a in legal) else legal[0]
            run.chosen[pd[-1]] = a.targets  # type: ignore[union-attr]
            run.act(a)
        elif kind in ("bodyguard",):
            run.act(legal[-1])
        elif kind == "amount":
            run.act(max(legal, key=lambda a: getattr(a, "amount", -1)))
        elif kind == "option":
            run.act(next((a for a in legal if getattr(a, "option", -1) == run.option), legal[0]))
        else:
            run.act(legal[0])


# ------------------------------------------------------------------ checks of effect steps


def check_steps(run: Run, steps: tuple[L.Step, ...], src: int) -> list[str]:
    """What is wrong in the position after ``steps`` resolved (empty when all is as printed)."""
    g, b = run.game, run.before
    s = g.s
    me, opp = run.me, 1 - run.me
    errors: list[str] = []
    chooses = {st.var: st for st in steps if isinstance(st, L.Choose)}

    def targets(who: Any) -> list[int]:
        if who == "self":
            return [src]
        if who == "challenger":
            return [run.sc.ref("big")]
        if isinstance(who, L.Sel):
            return [i for i in range(len(s.cid)) if b["zone"][i] == 3 and L.sel_matches(g, who, i, me, src)]
        return [t for t in run.chosen.get(who, ()) if t >= 0]

    def players(who: str) -> list[int]:
        if who == "you":
            return [me]
        if who == "each":
            return list(range(s.players))
        if who == "opponents":
            return [opp]
        if who.startswith("owner:"):
            return sorted({b_owner[t] for t in run.chosen.get(who[6:], ()) if t >= 0})
        return [-1 - t for t in run.chosen.get(who, ()) if t < 0]

    b_owner = s.owner

    def amount(a: Any) -> int:
        """An amount as it was when the effect resolved: a number, or "equal to" a stat of a card."""
        if isinstance(a, int):
            return a
        if isinstance(a, L.AtMost):
            return min(amount(a.amount), a.n)
        assert isinstance(a, L.StatOf) and a.stat in ("strength", "willpower", "lore", "under"), f"amount {a!r}"
        if a.stat == "under":
            return len(s.under[src]) if a.who == "self" else 0
        got = [src] if a.who == "self" else [t for t in run.chosen.get(a.who, ()) if t >= 0]
        return b[{"lore": "lore_v"}.get(a.stat, a.stat)][got[0]] if got else 0
    for st in steps:
        if isinstance(st, L.Modes):
            errors += check_steps(run, st.modes[run.option], src)
        elif isinstance(st, L.If):
            branch = st.steps
            if isinstance(st.cond, L.Chosen) and st.cond.test == "damaged":
                got = [t for t in run.chosen.get(st.cond.var, ()) if t >= 0]
                branch = st.steps if any(b["damage"][t] > 0 for t in got) else st.otherwise
            elif isinstance(st.cond, L.Chosen):
                branch = st.steps if run.chosen.get(st.cond.var) else st.otherwise
            elif st.cond == L.Flag("shifted"):  # played without Shift here (tests of the hand cards shift)
                branch = st.steps if f"shifted:{src}" in s.flags else st.otherwise
            errors += check_steps(run, branch, src)
        elif isinstance(st, L.Draw) and not isinstance(st.n, int):
            errors += check_steps(run, (replace(st, n=amount(st.n)),), src)
        elif isinstance(st, L.Draw):
            for q in players(st.who):
                drawn = b["deck"][q][:st.n]
                if any(s.zone[t] not in (1, 4) for t in drawn):  # in hand, or discarded by a later step
                    errors.append(f"draw {st.n}: {[g.name(t) for t in drawn if s.zone[t] not in (1, 4)]} not drawn")
                if len(s.deck[q]) != len(b["deck"][q]) - st.n - (run.turn_draws if q == me else 0) and not any(
                        isinstance(x, (L.LookTake, L.InkTop, L.TopCardDuel)) for x in steps):
                    errors.append(f"draw {st.n}: deck {len(b['deck'][q])} -> {len(s.deck[q])}")
        elif isinstance(st, L.InkTop):
            for q in players(st.who):
                top = b["deck"][q][0]
                if s.zone[top] != 2 or s.exerted[top] != st.exerted:
                    errors.append(f"top card of player {q} not in the inkwell {'exerted' if st.exerted else 'ready'}")
        elif isinstance(st, L.PayInk):
            paid = run.mid_ready - g.ready_ink(me)  # ink spent after the card was played, by the effect
            if paid != st.n:
                errors.append(f"{st.n} ink not paid (paid {paid})")
        elif isinstance(st, L.RevealTop):
            top = b["deck"][me][0]
            fits = L.sel_matches(g, L.Sel(**{**{k: getattr(st.sel, k) for k in st.sel.__dataclass_fields__},
                                             "owner": "any"}), top, me, src)
            if not any(e.kind == "Revealed" and e.card == top for e in run.events):
                errors.append("the top card was not revealed")
            if not fits:
                errors.append("the top card does not fit (harness set-up)")
            elif st.then == "hand" and s.zone[top] != 1:
                errors.append(f"{g.name(top)} not put into the hand")
            elif st.then == "play" and (s.zone[top] not in (3, 4) or st.exerted and s.zone[top] == 3
                                        and not s.exerted[top]):
                errors.append(f"{g.name(top)} not played for free{' exerted' if st.exerted else ''}")
        elif isinstance(st, L.TopOrBottom):
            top = b["deck"][me][0]
            if s.deck[me][0] != top or not any(e.kind == "LookedAt" and e.card == top for e in run.events):
                errors.append("the top card was not looked at and kept on top (the first answer)")
        elif isinstance(st, L.LookTop):
            top = b["deck"][me][:st.n]
            if sorted(s.deck[me][:len(top)]) != sorted(top) or "_top" not in run.chosen and not run.events:
                errors.append(f"the top {st.n} cards are not back on top")
        elif isinstance(st, L.Mill):
            for q in players(st.who):
                for t in b["deck"][q][:st.n]:
                    if s.zone[t] != 4:
                        errors.append(f"{g.name(t)} not put into the discard from the top of the deck")
        elif isinstance(st, L.DiscardHand):
            for q in players(st.who):
                held = [t for t in range(len(s.cid)) if b["zone"][t] == 1 and s.owner[t] == q and t != src]
                if any(s.zone[t] not in (4, 3) for t in held):
                    errors.append(f"player {q}'s hand was not discarded")
        elif isinstance(st, L.PutBottom):
            for t in run.chosen.get(st.var, ()):
                if s.deck[s.owner[t]][-1:] != [t]:
                    errors.append(f"{g.name(t)} is not on the bottom of the deck")
        elif isinstance(st, L.ShuffleIntoDeck):
            for t in run.chosen.get(st.var, ()):
                if s.zone[t] != 0:
                    errors.append(f"{g.name(t)} was not shuffled into the deck")
        elif isinstance(st, L.TopCardDuel):
            tops = [b["deck"][q][0] for q in range(s.players) if b["deck"][q]]
            best = max(g.idef[t].cost for t in tops)
            for t in tops:
                want_hand = g.idef[t].cost == best
                if want_hand and s.zone[t] != 1 or not want_hand and s.deck[s.owner[t]][-1:] != [t]:
                    errors.append(f"{g.name(t)} (cost {g.idef[t].cost}) went to the wrong place")
        elif isinstance(st, L.RevealHand):
            for q in players(st.who):
                seen = {e.card for e in run.events if e.kind == "Revealed"}
                if not set(s.hand[q]) <= seen:
                    errors.append(f"player {q}'s hand was not revealed")
        elif isinstance(st, L.DiscardChosen):
            for q in players(st.who):
                fit = [t for t in range(len(s.cid)) if b["zone"][t] == 1 and s.owner[t] == q
                       and L.sel_matches(g, st.sel, t, me, src)]
                if fit and not any(s.zone[t] == 4 for t in fit):
                    errors.append(f"no {st.sel.types[0]} card of player {q} was discarded")
        elif isinstance(st, L.MoveTo):
            loc = [t for t in run.chosen.get(st.loc, ()) if t >= 0]
            for t in targets(st.who):
                if loc and s.at[t] != loc[0]:
                    errors.append(f"{g.name(t)} did not move to {g.name(loc[0])}")
        elif isinstance(st, L.GainLore):
            if s.lore[me] < b["lore"][me] + amount(st.n) and not g.over:
                errors.append(f"gain {st.n} lore: {b['lore'][me]} -> {s.lore[me]}")
        elif isinstance(st, L.LoseLore):
            for q in players(st.who):
                if s.lore[q] != max(0, b["lore"][q] - st.n):
                    errors.append(f"player {q} loses {st.n} lore: {b['lore'][q]} -> {s.lore[q]}")
        elif isinstance(st, L.Discard):
            whos = [0, 1] if st.who == "each" else [opp if st.who in ("opponents", "challenging_player")
                                                   or st.who in chooses else me]
            for who in whos:
                if len(s.discard[who]) < b["discard"][who] + 1:
                    errors.append(f"discard: player {who} discard {b['discard'][who]} -> {len(s.discard[who])}")
        elif isinstance(st, L.CostReduction):
            fit = [i for i in s.hand[me] if L.CARD_TYPES[g.idef[i].type] == st.card]
            if not fit:
                errors.append(f"no {st.card} in hand to see the cost reduction on")
            elif g.play_cost(fit[0]) != max(0, g.idef[fit[0]].cost - st.n):
                errors.append(f"{g.name(fit[0])} costs {g.play_cost(fit[0])}, not {g.idef[fit[0]].cost} - {st.n}")
        elif isinstance(st, L.InkTop):
            if len(s.inkwell[me]) != b["inkwell"][me] + 1 or not s.exerted[s.inkwell[me][-1]]:
                errors.append("top card not in the inkwell, exerted")
        elif isinstance(st, L.ToInkwell):
            for t in ([src] if st.who == "self" else run.chosen.get(st.who, ())):
                if s.zone[t] != 2 or s.exerted[t] != st.exerted:
                    errors.append(f"{g.name(t)} is not in the inkwell, {'exerted' if st.exerted else 'ready'}")
        elif isinstance(st, L.MoveDamage):
            a = [src] if st.src == "self" else [t for t in run.chosen.get(st.src, ()) if t >= 0]
            d = [src] if st.dst == "self" else [t for t in run.chosen.get(st.dst, ()) if t >= 0]
            if a and d and a[0] != d[0] and d[0] not in run.skip:
                n = st.n if isinstance(st.n, int) else next(x.max for x in steps if isinstance(x, L.ChooseNumber))
                k = min(n, b["damage"][a[0]])
                if s.zone[d[0]] == 3 and s.damage[d[0]] != b["damage"][d[0]] + k:
                    errors.append(f"move damage: {g.name(d[0])} {b['damage'][d[0]]} -> {s.damage[d[0]]}, not +{k}")
                if s.zone[a[0]] == 3 and s.damage[a[0]] != b["damage"][a[0]] - k:
                    errors.append(f"move damage: {g.name(a[0])} {b['damage'][a[0]]} -> {s.damage[a[0]]}, not -{k}")
        elif isinstance(st, L.InkDrops):
            for q in players(st.who):
                if s.drops[q] < b["drops"][q] + st.n:
                    errors.append(f"no ink drops for player {q}")
        elif isinstance(st, L.LookTake) and st.to == "top":
            top = b["deck"][me][:st.n]
            kept = [t for t in run.chosen.get("_take", ()) if t in top]
            if len(kept) != 1 or s.deck[me][0] != kept[0]:
                errors.append(f"look at {st.n}: the chosen card is not on top")
            rest = [t for t in top if t not in kept]
            if s.deck[me][-len(rest):] != rest:
                errors.append(f"look at {st.n}: the other is not on the bottom")
        elif isinstance(st, L.LookTake):
            top = b["deck"][me][:st.n]
            fit = [t for t in top if st.sel is None or L.sel_matches(g, L.Sel(**{
                **{k: getattr(st.sel, k) for k in st.sel.__dataclass_fields__}, "zone": "play", "owner": "any"}),
                t, me, src)]
            took = [t for t in run.chosen.get("_take", ()) if t in top]
            if fit and (len(took) != 1 or s.zone[took[0]] != 1):
                errors.append(f"look at {st.n}: no card taken into the hand")
            if st.sel is not None and st.sel.classification and not fit:
                errors.append(f"look at {st.n}: no {st.sel.classification} card on top to take (harness set-up)")
            rest = [t for t in top if t not in took]
            if rest and s.deck[me][-len(rest):] != rest:
                errors.append(f"look at {st.n}: the rest not on the bottom")
        elif isinstance(st, L.PlayFree):
            if not run.chosen.get(st.var):
                errors.append("nothing was chosen to play for free (harness set-up)")
            for t in run.chosen.get(st.var, ()):
                if s.zone[t] not in (3, 4):
                    errors.append(f"{g.name(t)} not played for free")
        elif isinstance(st, L.Continuous):
            group = {"own_characters": L.Sel(owner="you"), "other_own_characters": L.Sel(owner="you", other=True),
                     "opposing_characters": L.Sel(owner="opp")}[st.group]
            covered = [t for t in targets(group) if st.sel is None or L.sel_matches(g, st.sel, t, me, src)]
            if st.sel is not None and not any(s.zone[t] == 3 for t in covered):
                errors.append(f"no character of the group fits {st.sel} (harness set-up)")
            for t in covered:
                if s.zone[t] != 3:
                    continue
                if st.what == "restrict" and not g._restricted(t, st.key):
                    errors.append(f"{g.name(t)} is not under {st.key}")
                if st.what == "stat":
                    key = {"strength": "strength", "willpower": "willpower", "lore": "lore_v"}[st.key]
                    now = {"strength": g.strength, "willpower": g.willpower, "lore_v": g.lore_value}[key](t)
                    if now != b[key][t] + st.amount and not (st.key == "strength" and now == 0 > b[key][t] + st.amount):
                        errors.append(f"{g.name(t)} {st.key} {b[key][t]} -> {now}, not {st.amount:+}")
                elif st.what == "kw" and not g.has_keyword(t, st.key):
                    errors.append(f"{g.name(t)} did not gain {st.key}")
        elif isinstance(st, L.ReturnToHand):
            ts = [src] if st.who == "self" else run.chosen.get(st.who, ())
            for t in ts:
                if s.zone[t] != 1:
                    errors.append(f"{g.name(t)} not returned to hand")
        elif isinstance(st, L.DiscardRandom):
            for q in players(st.who):
                if len(s.discard[q]) < b["discard"][q] + st.n and s.hand[q]:
                    errors.append(f"player {q} did not discard {st.n} card(s) at random")
        elif isinstance(st, L.DrawUntil):
            # the hands as the effect resolved: the card played from the hand is no longer in it
            had = {q: b["hand"][q] - (1 if q == me and b["zone"][src] == 1 else 0) for q in players(st.who)}
            for q in players(st.who):
                if had[q] < st.n and len(s.hand[q]) < st.n:
                    errors.append(f"player {q} has {len(s.hand[q])} cards, not {st.n}")
                if had[q] >= st.n and len(s.deck[q]) != len(b["deck"][q]):
                    errors.append(f"player {q} drew with {had[q]} cards in hand")
            if not any(had[q] < st.n for q in players(st.who)):
                errors.append(f"nobody had fewer than {st.n} cards (harness set-up)")
        elif isinstance(st, L.Float):
            for t in ([-1] if st.who == "any" else targets(st.who)):
                if not any(e[0] == "float" and e[1] == t and e[2] == st.event and e[7] == st.steps for e in s.effects):
                    errors.append(f"no '{st.event}' trigger was given to {g.name(t) if t >= 0 else 'the player'}")
        elif isinstance(st, L.UnderToHand):
            was_under = [t for t in range(len(s.cid)) if b["zone"][t] == 5]
            if not was_under:
                errors.append("no card was under it (harness set-up)")
            for t in was_under:
                if s.zone[t] != 1:
                    errors.append(f"{g.name(t)} did not come from under it into the hand")
        elif isinstance(st, L.ToDeckBottom):
            gone = targets(st.who)
            for t in gone:
                deck = s.deck[s.owner[t]]
                if s.zone[t] != 0 or deck.index(t) < len(deck) - len(gone):
                    errors.append(f"{g.name(t)} is not on the bottom of its player's deck")
        elif isinstance(st, (L.May, L.Choose, L.ChooseNumber)):
            continue
        elif isinstance(st, L.DealDamage) and isinstance(st.who, L.Sel) and sum(
                isinstance(x, L.DealDamage) and isinstance(x.who, L.Sel) for x in steps) > 1:
            if st is not next(x for x in steps if isinstance(x, L.DealDamage) and isinstance(x.who, L.Sel)):
                continue  # "deal 1 damage to each ... Then, deal 2 damage to each ... with Evasive": summed once
            want: dict[int, int] = {}
            for x in steps:
                if isinstance(x, L.DealDamage) and isinstance(x.who, L.Sel):
                    for t in targets(x.who):
                        want[t] = want.get(t, 0) + max(0, x.n - (b["resist"][t] if x.resist else 0))
            for t, n in want.items():
                if t not in run.skip and s.zone[t] == 3 and s.damage[t] != b["damage"][t] + n:
                    errors.append(f"{g.name(t)} damage {b['damage'][t]} -> {s.damage[t]}, not +{n}")
        elif isinstance(st, CARD_STEPS):
            if isinstance(st, L.Stat) and not isinstance(st.amount, int):
                st = replace(st, amount=amount(st.amount))  # "gets +¤ equal to their ⛉": the value it had
            for t in targets(st.who):  # type: ignore[attr-defined]
                if t not in run.skip:
                    errors += _check_card(g, b, st, t)
        else:
            errors.append(f"the harness has no check for a {st.kind!r} step")
    return errors


CARD_STEPS = (L.PutDamage, L.DealDamage, L.RemoveDamage, L.Banish, L.Exert, L.Ready, L.Stat, L.GrantKeyword, L.Restrict)


def _check_card(g: Game, b: dict[str, Any], st: L.Step, t: int) -> list[str]:
    s = g.s
    name = g.name(t)
    if isinstance(st, L.DealDamage):
        dealt = max(0, st.n - (b["resist"][t] if st.resist else 0))
        if s.zone[t] == 3 and s.damage[t] != b["damage"][t] + dealt:
            return [f"{name} damage {b['damage'][t]} -> {s.damage[t]}, not +{dealt}"]
        if s.zone[t] != 3 and b["damage"][t] + dealt < b["willpower"][t]:
            return [f"{name} left play after {dealt} damage"]
    elif isinstance(st, L.PutDamage):
        if s.zone[t] == 3 and s.damage[t] != b["damage"][t] + st.n:
            return [f"{name} damage {b['damage'][t]} -> {s.damage[t]}, not +{st.n}"]
        if s.zone[t] != 3 and b["damage"][t] + st.n < b["willpower"][t]:
            return [f"{name} left play after {st.n} damage put on it"]
    elif isinstance(st, L.RemoveDamage):
        want = 0 if st.n == ALL else max(0, b["damage"][t] - st.n)
        if s.zone[t] == 3 and s.damage[t] != want:
            return [f"{name} damage {b['damage'][t]} -> {s.damage[t]}, not {want}"]
    elif isinstance(st, L.Banish):
        if s.zone[t] != 4:
            return [f"{name} not banished"]
    elif isinstance(st, L.Exert):
        if s.zone[t] == 3 and not s.exerted[t]:
            return [f"{name} not exerted"]
    elif isinstance(st, L.Ready):
        if s.zone[t] == 3 and s.exerted[t]:
            return [f"{name} not ready"]
    elif isinstance(st, L.Stat):
        if s.zone[t] != 3:
            return []
        key = {"strength": "strength", "willpower": "willpower", "lore": "lore_v"}[st.stat]
        now = {"strength": g.strength, "willpower": g.willpower, "lore_v": g.lore_value}[key](t)
        if now != b[key][t] + st.amount:
            return [f"{name} {st.stat} {b[key][t]} -> {now}, not {st.amount:+}"]
    elif isinstance(st, L.GrantKeyword):
        if s.zone[t] == 3 and not g.has_keyword(t, st.keyword):
            return [f"{name} did not gain {st.keyword}"]
    elif isinstance(st, L.Restrict) and s.zone[t] == 3 and not g._restricted(t, st.what):
        return [f"{name} is not under {st.what}"]
    return []


def ability_steps(ab: Any) -> tuple[L.Step, ...]:
    if isinstance(ab, (TriggeredAbility, ActionEffect)):
        return ab.steps
    if isinstance(ab, ActivatedAbility):
        return ab.effect
    return ()


def this_turn_hand(cards: CardIndex, f: Fillers, cond: L.ThisTurn) -> tuple[str, ...]:
    """Cards player 0 needs in hand to make a "you played ... this turn" condition happen."""
    if cond.what == "to_discard":
        return (f.action,) * cond.n  # played, they go to the discard
    if cond.what != "played":
        return ()
    sel = cond.sel
    if sel.cost is not None and sel.cost[0] == ">=":  # "a character with cost 5 or more": a plain one that costs that
        one = next(c.full_name for c in sorted(cards, key=lambda c: (c.cost, c.full_name))
                   if c.type is CardType.CHARACTER and c.has_only_keywords and sel.cost[1] <= c.cost <= 9
                   and not {k.keyword for k in c.keywords} & {"Bodyguard", "Shift", "Boost"})
        return (one,) * cond.n
    one = f.song if sel.song else f.action if sel.types == ("action",) else SMALL if sel.types == ("card",) or not sel.classification \
        else character_for(cards, L.Sel(classification=sel.classification))
    return (one,) * cond.n


def this_turn_holds(g: Game, cond: L.ThisTurn, src: int) -> bool:
    from lorcana_desktop.engine.effects import this_turn_count

    return this_turn_count(g, cond, 0, src) >= cond.n


def make_this_turn(run: Run, cond: L.ThisTurn, extra: tuple[str, ...]) -> None:
    """Make ``cond`` true by playing: play the cards of :func:`this_turn_hand`, or challenge and banish an
    opposing character (player 0's damaged 3/3 challenges the exerted 2/2: both are banished)."""
    g, sc = run.game, run.sc
    if cond.what in ("played", "to_discard"):
        want = list(extra[-cond.n:])
        for name in want:
            i = next(i for i in g.s.hand[0] if g.name(i) == name and i != run.card)
            run.act(PlayCard(i))
            answer_all(run)
        return
    if cond.what == "quested":
        run.act(Quest(sc.ref("mine")))
    elif cond.sel.owner == "you" and cond.sel.classification:  # "one of your Toy characters was banished"
        toy = next(i for i in g.s.play[0] if L.sel_matches(g, cond.sel, i, 0, run.card))
        g.s.damage[toy] = g.willpower(toy) - 1
        run.act(Challenge(toy, sc.ref("foe2")))
    else:
        run.act(Challenge(sc.ref("mine"), sc.ref("foe2")))
    answer_all(run)


def needs_under(*parts: Any) -> bool:
    """Does a selector in these steps/conditions ask for a card with a card under it?"""
    for x in parts:
        if isinstance(x, L.Sel) and x.under:
            return True
        if isinstance(x, (L.Count, L.Choose)) and needs_under(x.sel):
            return True
        if isinstance(x, L.If) and (needs_under(x.cond) or needs_under(*x.steps)):
            return True
    return False


def put_under(g: Game, card: int, n: int = 2) -> None:
    """Put the top ``n`` cards of player 0's deck facedown under ``card`` (as Boost does, CR 8.4)."""
    from lorcana_desktop.engine.state import UNDER

    for _ in range(n):
        t = g.s.deck[0].pop(0)
        g.s.zone[t], g.s.facedown[t] = UNDER, True
        g.s.under[card] += (t,)


__all__ = ["Activate", "Challenge", "EndTurn", "PlayCard", "Quest", "StaticAbility"]
