"""Plays one compiled ability of a card in a set position and checks what a player would see (a quick check).

Its expectations are read from the compiled steps, so it proves that an ability runs and does what it was
compiled to do, not that the compiler read the printed text right: the honest count of ``cards coverage``
comes from card scenarios written from the printed text (tests/scenarios/cards), not from here.

The position: player 0 holds or controls the card with ink to spare, friendly and opposing
characters (one damaged, one exerted), an opposing item and location, a deck whose top cards
fit "look at the top N" abilities, and a discard with one card of every type. The ability is set
off through the public actions (play, quest, challenge, activate, end turn, play another card),
every choice is answered with the first legal answer (a "may" with yes), and each effect step is
checked against the state after it: damage, lore, zones, stats, keywords, restrictions.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields, replace
from functools import lru_cache
from pathlib import Path
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
    NameCard,
    OrderCards,
    PlayCard,
    Quest,
    legal,
    stats,
    zones,
)
from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import ActionEffect, ActivatedAbility, StaticAbility, TriggeredAbility
from lorcana_desktop.engine.decisions import (
    AskAmount,
    AskBodyguard,
    AskMay,
    AskName,
    AskOption,
    AskOrder,
    AskTargets,
    AskTopOrBottom,
    AskTrigger,
    DeckEnd,
    TargetsFor,
)
from lorcana_desktop.engine.events import LookedAt, Named, Revealed
from lorcana_desktop.engine.flags import Flag, flag_from_word
from lorcana_desktop.engine.lasting import EffectKind
from lorcana_desktop.engine.state import DECK, DISCARD, HAND, INKWELL, UNDER
from lorcana_desktop.scripts.effects import ALL

VANILLA = "Mickey Mouse - True Friend"  # 3/3, 2 lore
SMALL = "Stitch - New Dog"  # 2/2, 1 lore
CARD_SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "cards"
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
    lore_location: str = ""  # your location: one with ◊, so "that location's ◊" counts for something


def fillers(cards: CardIndex) -> Fillers:
    from lorcana_desktop.scripts import default_provider

    prov = default_provider()

    def quiet(c: Card) -> bool:
        return prov.script_for(c) is None and c.cost <= 4

    pool = sorted(cards, key=lambda c: (c.cost, c.full_name))
    item = next(c for c in pool if c.type is CardType.ITEM and quiet(c) and not any(
        a.kind.value == "static" for a in c.abilities))
    loc = next(c for c in pool if c.type is CardType.LOCATION and quiet(c) and not c.abilities)
    lore_loc = next(c for c in pool if c.type is CardType.LOCATION and quiet(c) and not c.abilities
                    and (c.lore or 0) >= 1 and (c.move_cost or 0) <= 1)
    action = next(c for c in pool if c.type is CardType.ACTION and not c.is_song and quiet(c))
    # No song of cost 4 or less is left unscripted: Zero to Hero (cost 2: "you pay that amount of ⬡ less for the next
    # character you play this turn") asks nothing and touches no card.
    song = next((c for c in pool if c.type is CardType.ACTION and c.is_song and quiet(c)), None) \
        or next(c for c in pool if c.full_name == "Zero to Hero")
    flood = next(c for c in pool if c.type is CardType.CHARACTER and "Floodborn" in c.classifications
                 and c.has_only_keywords and not any(k.keyword == "Bodyguard" for k in c.keywords))
    return Fillers(item.full_name, loc.full_name, action.full_name, song.full_name, flood.full_name,
                   lore_location=lore_loc.full_name)


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
        if sel.any_of and not set(sel.any_of) & set(c.classifications):
            continue
        if sel.ink and sel.ink not in {i.value for i in c.inks}:
            continue
        if sel.keyword and sel.keyword not in kws:
            continue
        if sel.strength and not (c.strength or 0) >= sel.strength[1]:
            continue
        if sel.willpower and not L._cmp(c.willpower or 0, sel.willpower):
            continue
        if sel.name and sel.name not in c.all_names:
            continue
        if sel.cost and c.cost > sel.cost[1]:
            continue
        return c.full_name
    for c in sorted(cards, key=lambda c: (c.cost, c.full_name)):  # any character of that name, abilities and all
        if c.type is CardType.CHARACTER and sel.name and sel.name in c.all_names and not sel.classification:
            return c.full_name
    for c in sorted(cards, key=lambda c: (c.cost, c.full_name)):  # (every Gargoyle has abilities now)
        if c.type is CardType.CHARACTER and sel.classification in c.classifications and not sel.name \
                and not sel.keyword and not sel.any_of and not sel.ink and not sel.strength and not sel.willpower:
            return c.full_name
    if sel.keyword == "Boost" and not (sel.name or sel.classification or sel.strength or sel.willpower):
        # every Boost character has a scripted ability now: Merlin's LEGACY OF LEARNING needs him banished in a
        # challenge, which no Boost position here does
        return "Merlin - Completing His Research"
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

        fit = [c for c in sorted(cards, key=lambda c: c.full_name) if c.type is CardType.LOCATION
               and sel.classification in c.classifications]  # one with no ability of its own if there is one
        quiet = [c for c in fit if not (sc := default_provider().script_for(c)) or not sc.abilities]
        return ((quiet or fit)[0].full_name,) * cond.n
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
    shuffled: bool = False  # a step searched or shuffled the deck: later draws are not its top cards
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
            "deck": [d[:] for d in s.deck], "under": list(s.under)}


def position(cards: CardIndex, card: Card, where: str, f: Fillers, *, active: int = 0,
             exerted: bool = False, extra_hand: tuple[str, ...] = (), me_lore: int = 0,
             at_location: bool = False, extra_play: tuple[str, ...] = (), mine_at_card: bool = False,
             deck_top: tuple[str, ...] = (), discard_extra: tuple[str, ...] = (),
             opp_discard: tuple[str, ...] = (), opp_hand: tuple[str, ...] = (),
             opp_play: tuple[str, ...] = ()) -> Scenario:
    name = card.full_name
    me: dict[str, Any] = {
        "lore": me_lore,
        "inkwell": max(card.cost, 3) + 8,
        "deck": [*deck_top, SMALL, f.item, f.song, f.action, f.location, VANILLA, SMALL, SMALL, SMALL, SMALL],
        "hand": [*( [{"card": name, "id": "card"}] if where == "hand" else []), *extra_hand, SMALL, SMALL],
        "play": [{"card": VANILLA, "id": "mine", "damage": 1, **({"at": "card"} if mine_at_card else {})},
                 {"card": SMALL, "id": "mine2", "exerted": True},
                 {"card": f.lore_location or f.location, "id": "myloc"},
                 *({"card": n, "id": f"extra{k}"} for k, n in enumerate(extra_play))],
        "discard": [{"card": VANILLA, "id": "dchar"}, {"card": f.item, "id": "ditem"},
                    {"card": f.action, "id": "daction"}, {"card": f.song, "id": "dsong"},
                    {"card": f.location, "id": "dloc"}, *({"card": n} for n in discard_extra)],
    }
    if where == "play":
        me["play"].insert(0, {"card": name, "id": "card", "exerted": exerted,
                              **({"at": "myloc"} if at_location else {})})
    opp: dict[str, Any] = {
        "lore": 5,
        "deck": [SMALL] * 8,
        **({"inkwell": 8} if opp_hand else {}),  # the opponent plays one of these (their ink to pay with)
        "hand": [*opp_hand, SMALL, VANILLA, f.item, f.location],
        "discard": list(opp_discard),
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
        legal = g.legal_actions()
        if isinstance(pd, AskMay):
            run.act(Accept(True))
        elif isinstance(pd, AskTrigger):
            run.act(next(a for a in legal if isinstance(a, ChooseTrigger)))
        elif isinstance(pd, AskTargets):
            a = next(a for a in legal if isinstance(a, ChooseTargets) and a.targets) \
                if any(isinstance(a, ChooseTargets) and a.targets for a in legal) else legal[0]
            run.chosen[pd.var if pd.purpose is TargetsFor.VARIABLE else pd.purpose.value] = a.targets  # type: ignore[union-attr]
            run.act(a)
        elif isinstance(pd, AskBodyguard):
            run.act(legal[-1])
        elif isinstance(pd, AskAmount):
            run.act(max(legal, key=lambda a: getattr(a, "amount", -1)))
        elif isinstance(pd, (AskOption, AskTopOrBottom)):
            run.act(next((a for a in legal if getattr(a, "option", -1) == run.option), legal[0]))
        elif isinstance(pd, AskOrder) and pd.end is DeckEnd.BOTTOM and len(pd.cards) > 1:
            # Cards going to the bottom "in any order": the reverse of how they lay, so the checks see the order kept.
            order = tuple(reversed(pd.cards))
            run.chosen["bottom_order"] = order
            run.act(OrderCards(order))
        elif isinstance(pd, AskName):  # name the top card of the deck, so "if it's the named card" can be seen to hit
            deck = g.s.deck[pd.player]
            if deck:
                run.chosen[pd.var] = (deck[0],)
                run.act(NameCard(g.idef[deck[0]].name))
            else:
                run.act(legal[0])
        else:
            run.act(legal[0])


# ------------------------------------------------------------------ checks of effect steps


def check_steps(run: Run, steps: tuple[L.Step, ...], src: int) -> list[str]:
    """What is wrong in the position after ``steps`` resolved (empty when all is as printed)."""
    g, b = run.game, run.before
    s = g.s
    me, opp = run.me, 1 - run.me
    errors: list[str] = []
    run.shuffled = run.shuffled or any(isinstance(x, (L.ShuffleIntoDeck, L.SearchDeck)) for x in steps)
    chooses = {st.var: st for st in steps if isinstance(st, L.Choose)}

    def targets(who: Any) -> list[int]:
        if who == "self":
            return [src]
        if who == "challenger":
            return [run.sc.ref("big")]
        if isinstance(who, L.Sel):
            return [i for i in range(len(s.cid)) if b["zone"][i] == 3 and L.sel_matches(g, who, i, me, src)]
        if who in chooses and chooses[who].by == "opponents":  # each opponent's own pick
            return [t for t in run.chosen.get("_eo_pick", ()) if t >= 0]
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
        if who == "challenging_player":  # the harness's challenger is the opponent's
            return [opp]
        if who == "opponents_with_more_lore":
            return [q for q in range(s.players) if q != me and b["lore"][q] > b["lore"][me]]
        if who.startswith("you_and:"):
            return [me] + [-1 - t for t in run.chosen.get(who[8:], ()) if t < 0 and -1 - t != me]
        return [-1 - t for t in run.chosen.get(who, ()) if t < 0]

    b_owner = s.owner

    def amount(a: Any) -> int:
        """An effect's amount as it was when it resolved (from the position before, and what it did)."""
        if isinstance(a, int):
            return a
        if a == "_removed":
            return sum(b["damage"][t] - s.damage[t] for x in steps if isinstance(x, L.RemoveDamage)
                       for t in targets(x.who) if s.zone[t] == 3)
        if a == "_lost":
            return sum(b["lore"][q] - s.lore[q] for x in steps if isinstance(x, L.LoseLore) for q in players(x.who))
        if isinstance(a, L.CountOf) and a.sel.zone != "play":  # cards of a discard or hand, as they are now
            zone = {"hand": 1, "discard": 4}[a.sel.zone]
            return a.times * sum(1 for i in range(len(s.cid)) if s.zone[i] == zone and i != src  # the action resolving
                                 and L.sel_matches(g, a.sel, i, me, src))
        if isinstance(a, L.CountOf):
            return a.times * sum(1 for i in range(len(s.cid)) if b["zone"][i] == 3 and L.sel_matches(g, a.sel, i, me, src))
        if isinstance(a, L.HandSize):
            return sum(len(s.hand[q]) for q in players(a.who))  # nothing here changes the hand after it resolved
        if isinstance(a, L.AtMost):
            return min(amount(a.amount), a.n)
        if isinstance(a, L.InkTypes):  # "for each different ink type of characters you have in play"
            return len({k for t in s.play[me] if g.idef[t].type == 0 for k in g.idef[t].card.inks})
        if isinstance(a, L.CountIn) and a.sel.zone == "hand":
            return a.times * sum(1 for t in run.chosen.get(a.var, ()) if t >= 0 and b["zone"][t] == 1
                                 and s.zone[t] == 0)  # "that number of cards": those put from the hand into the deck
        if isinstance(a, L.CountIn) and any(isinstance(x, L.Banish) and x.who == a.var for x in steps):
            # "for each item banished this way": the chosen ones that were in play and are now in a discard
            return a.times * sum(1 for t in run.chosen.get(a.var, ()) if t >= 0 and b["zone"][t] == 3
                                 and s.zone[t] == 4 and L.sel_matches(g, a.sel, t, me, src))
        if isinstance(a, L.CountIn):  # "1 lore for each item card moved this way": the cards chosen into the variable
            return a.times * sum(1 for t in run.chosen.get(a.var, ()) if t >= 0 and L.sel_matches(g, a.sel, t, me, src))
        if isinstance(a, L.StatOf):
            if a.stat == "under":
                return len(s.under[src]) if a.who == "self" else 0
            got = [src] if a.who == "self" else [t for t in targets(a.who) if t >= 0]
            if not got:
                return 0
            if a.stat == "cost":
                return g.idef[got[0]].cost
            return b[{"lore": "lore_v"}.get(a.stat, a.stat)][got[0]]
        raise AssertionError(f"the harness cannot read the amount {a!r}")

    for st in steps:
        if isinstance(st, (L.Draw, L.GainLore, L.DealDamage, L.LoseLore)) and not isinstance(st.n, int):
            n = amount(st.n)
            if n <= 0:
                errors.append(f"{st.kind}: the amount {st.n!r} is 0 here (harness set-up)")
            st = type(st)(st.who, n)
        if isinstance(st, L.Stat) and not isinstance(st.amount, int):
            n = amount(st.amount)
            if n == 0:  # (negative: "loses ¤ equal to ...")
                errors.append(f"stat: the amount {st.amount!r} is 0 here (harness set-up)")
            st = L.Stat(st.who, st.stat, n, st.duration)
        if isinstance(st, L.Modes):
            errors += check_steps(run, st.modes[run.option], src)
        elif isinstance(st, L.If):
            branch = st.steps
            if isinstance(st.cond, L.Chosen) and st.cond.test == "damaged":
                got = [t for t in run.chosen.get(st.cond.var, ()) if t >= 0]
                branch = st.steps if any(b["damage"][t] > 0 for t in got) else st.otherwise
            elif isinstance(st.cond, L.Chosen) and st.cond.sel is not None:  # "if a Villain character is chosen"
                got = [t for t in run.chosen.get(st.cond.var, ()) if t >= 0]
                fits = any(L.sel_matches(g, st.cond.sel, t, me, src) for t in got)
                branch = st.steps if fits else st.otherwise
            elif isinstance(st.cond, L.Chosen):
                branch = st.steps if run.chosen.get(st.cond.var) else st.otherwise
                if not run.chosen.get(st.cond.var) and st.cond.var in chooses and not st.otherwise:
                    errors.append(f"nothing was chosen for {st.cond.var}: the effect after it was not played "
                                  "(harness set-up)")
            elif st.cond == L.Flag("shifted"):  # played without Shift here (tests of the hand cards shift)
                branch = st.steps if (Flag.SHIFTED, src) in s.flags else st.otherwise
            elif st.cond == L.Flag("did"):  # "if you do": not done when the "you may" part had nothing to choose
                k = steps.index(st)
                mays = [i for i, x in enumerate(steps[:k]) if isinstance(x, L.May)]
                start = mays[-1] if mays else 0
                if any(isinstance(x, L.Choose) and not run.chosen.get(x.var) and not x.by
                       and not x.up_to for x in steps[start:k]):
                    branch = st.otherwise  # (as the engine: nothing was done, so nothing follows)
            elif isinstance(st.cond, L.SelfStat) and st.cond.stat == "damage":  # "if this character has no damage"
                branch = st.steps if b["damage"][src] >= st.cond.n else st.otherwise
            missed = [x.var for x in branch if isinstance(x, L.Choose) and x.var not in run.chosen
                      and not isinstance(x.sel, str)
                      and not (x.by and run.chosen.get(TargetsFor.OPPONENT_PICK.value))]  # (the opponent chose)
            if missed and not any(isinstance(x, L.May) for x in branch):
                errors.append(f"the effect after the condition chose nothing ({', '.join(missed)})")
            errors += check_steps(run, branch, src)
        elif isinstance(st, L.Draw) and run.shuffled:
            for q in players(st.who):  # the deck was shuffled: the hand grew by the cards drawn
                if len(s.hand[q]) < b["hand"][q] + st.n - (1 if q == me and b["zone"][src] == 1 else 0):
                    errors.append(f"draw {st.n}: player {q}'s hand {b['hand'][q]} -> {len(s.hand[q])}")
        elif isinstance(st, L.Draw):
            for q in players(st.who):
                under = [t for t in b["deck"][q] if s.zone[t] == 5]  # put under a card (Boost) before the draw
                drawn = [t for t in b["deck"][q] if t not in under][:st.n]
                if any(s.zone[t] not in (1, 4) for t in drawn):  # in hand, or discarded by a later step
                    errors.append(f"draw {st.n}: {[g.name(t) for t in drawn if s.zone[t] not in (1, 4)]} not drawn")
                if len(s.deck[q]) != len(b["deck"][q]) - len(under) - st.n - (run.turn_draws if q == me else 0) \
                        and not any(
                        isinstance(x, (L.LookTake, L.InkTop, L.TopCardDuel, L.LookPick, L.PutUnderTop, L.PutTop, L.PutBottom,
                                       L.UnderTo))
                        for x in steps):
                    errors.append(f"draw {st.n}: deck {len(b['deck'][q])} -> {len(s.deck[q])}")
        elif isinstance(st, L.InkTop):
            for q in players(st.who):
                for top in b["deck"][q][:st.n]:
                    if s.zone[top] != 2 or s.exerted[top] != st.exerted:
                        errors.append(f"{g.name(top)} from the top of player {q}'s deck not in the inkwell "
                                      f"{'exerted' if st.exerted else 'ready'}")
        elif isinstance(st, L.PayInk):
            paid = run.mid_ready - g.ready_ink(me)  # ink spent after the card was played, by the effect
            if paid != st.n:
                errors.append(f"{st.n} ink not paid (paid {paid})")
        elif isinstance(st, L.RevealTop):
            top = b["deck"][me][0]
            fits = L.sel_matches(g, L.Sel(**{**{k: getattr(st.sel, k) for k in st.sel.__dataclass_fields__},
                                             "owner": "any"}), top, me, src)
            if not any(isinstance(e, Revealed) and e.card == top for e in run.events):
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
            if s.deck[me][0] != top or not any(isinstance(e, LookedAt) and e.card == top for e in run.events):
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
        elif isinstance(st, L.DrawToMatch):
            for q in players(st.var):
                if b["hand"][q] > len(s.hand[me]) and s.deck[me]:
                    errors.append(f"{len(s.hand[me])} cards in hand, not as many as player {q}'s {b['hand'][q]}")
            if not players(st.var):
                errors.append("no opponent was chosen")
        elif isinstance(st, L.DiscardRandom):
            for q in players(st.who):
                gone = [t for t in range(len(s.cid)) if s.owner[t] == q and b["zone"][t] == 1 and s.zone[t] == 4]
                if b["hand"][q] and not gone:
                    errors.append(f"player {q} discarded no card at random")
            if not players(st.who):
                errors.append("nobody discarded at random")
        elif isinstance(st, L.PayWith):
            if st.who == "trigger":  # the card that set the trigger off: one of yours played from the hand
                payers = [t for t in range(len(s.cid)) if b["zone"][t] == 1 and s.owner[t] == me and t != src
                          and s.zone[t] in (3, 4)]
            else:
                payers = targets(st.who)
            if not payers or any(s.zone[t] != 4 if st.action == "banish" else s.zone[t] == 3 and not s.exerted[t]
                                 for t in payers):
                errors.append(f"nothing was {st.action}ed to pay: {[g.name(t) for t in payers]}")
        elif isinstance(st, L.MayDraw):  # the harness answers "draw" for everyone: their top card was drawn
            for q in players(st.who):
                if b["deck"][q] and s.zone[b["deck"][q][0]] == 0:
                    errors.append(f"player {q} did not draw: {g.name(b['deck'][q][0])} is still in the deck")
        elif isinstance(st, L.MayDiscard):  # the harness answers with a card: each of them discards one
            for q in players(st.who):
                if b["hand"][q] and len(s.discard[q]) != b["discard"][q] + 1:
                    errors.append(f"player {q} did not discard the card they chose")
        elif isinstance(st, L.Delayed):
            # a delayed trigger bound to the chosen cards waits for its event (CR 6.2.8)
            bound = [t for x in st.steps for t in targets(getattr(x, "who", ""))]
            waiting = [e for e in s.effects if e.kind is EffectKind.FLOAT and e.key == st.event and e.amount]
            if not bound or not any(f"card:{t}" in (getattr(x, "who", "") for x in e.steps) for e in waiting
                                    for t in bound):
                errors.append(f"no delayed '{st.event}' trigger waits for {[g.name(t) for t in bound]}")
        elif isinstance(st, L.And):
            errors += check_steps(run, st.first + st.second, src)
        elif isinstance(st, L.InkwellState):
            if any(s.exerted[t] != st.exerted for t in s.inkwell[me]) or not s.inkwell[me]:
                errors.append(f"not every card in the inkwell is {'exerted' if st.exerted else 'ready'}")
        elif isinstance(st, L.HandToInkwell):
            held = [t for t in range(len(s.cid)) if b["zone"][t] == 1 and s.owner[t] == me and t != src]
            if not held or any(s.zone[t] != 2 or s.exerted[t] != st.exerted for t in held):
                errors.append("the hand was not put into the inkwell")
        elif isinstance(st, L.DiscardCards):
            paid = [t for t in run.chosen.get(st.var, ()) if t >= 0]
            if not paid or any(s.zone[t] != 4 for t in paid):
                errors.append(f"the chosen card(s) were not discarded: {[g.name(t) for t in paid]}")
        elif isinstance(st, L.DiscardHand):
            for q in players(st.who):
                held = [t for t in range(len(s.cid)) if b["zone"][t] == 1 and s.owner[t] == q and t != src]
                if any(s.zone[t] not in (4, 3) for t in held):
                    errors.append(f"player {q}'s hand was not discarded")
        elif isinstance(st, L.PutBottom):
            put = (src,) if st.var == "self" else tuple(t for t in run.chosen.get(st.var, ()) if t >= 0)
            for t in put:  # (several: together at the bottom, in the order they went)
                if t not in s.deck[s.owner[t]][-len(put):]:
                    errors.append(f"{g.name(t)} is not on the bottom of the deck")
        elif isinstance(st, L.ShuffleIntoDeck):
            shuffled = (src,) if st.var == "self" else run.chosen.get(st.var, ())
            if not shuffled:
                errors.append("nothing was shuffled into a deck (harness set-up)")
            for t in shuffled:
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
            if not players(st.who.removeprefix("look:")):
                errors.append("no hand was revealed or looked at")
            for q in players(st.who.removeprefix("look:")):
                seen = {e.card for e in run.events if isinstance(e, (Revealed, LookedAt))}
                if not set(s.hand[q]) <= seen:
                    errors.append(f"player {q}'s hand was not revealed")
        elif isinstance(st, L.DiscardChosen):
            for q in players(st.who):
                fit = [t for t in range(len(s.cid)) if b["zone"][t] == 1 and s.owner[t] == q
                       and L.sel_matches(g, st.sel, t, me, src)]
                if fit and not any(s.zone[t] == 4 for t in fit):
                    errors.append(f"no {st.sel.types[0]} card of player {q} was discarded")
                if not fit:
                    errors.append(f"no {st.sel.types[0]} card in player {q}'s hand to discard (harness set-up)")
        elif isinstance(st, L.MoveTo):
            loc = [t for t in run.chosen.get(st.loc, ()) if t >= 0]
            for t in targets(st.who):
                if loc and s.at[t] != loc[0]:
                    errors.append(f"{g.name(t)} did not move to {g.name(loc[0])}")
        elif isinstance(st, L.GainLore):
            for q in players(st.who):
                if s.lore[q] < b["lore"][q] + amount(st.n) and not g.over:
                    errors.append(f"player {q} gains {st.n} lore: {b['lore'][q]} -> {s.lore[q]}")
            if not players(st.who):
                errors.append(f"nobody gained lore ({st.who})")
        elif isinstance(st, L.LoseLore):
            for q in players(st.who):
                if s.lore[q] != max(0, b["lore"][q] - st.n):
                    errors.append(f"player {q} loses {st.n} lore: {b['lore'][q]} -> {s.lore[q]}")
        elif isinstance(st, L.Discard):
            whos = [0, 1] if st.who == "each" else [opp if st.who in ("opponents", "challenging_player")
                                                   or st.who in chooses else me]
            if st.who == "most_cards":  # as the hands were when it resolved (the card played left the hand)
                held = [b["hand"][q] - (1 if b["zone"][src] == 1 and s.owner[src] == q else 0) for q in range(2)]
                whos = [q for q in range(2) if held[q] == max(held)]
            for who in whos:
                if len(s.discard[who]) < b["discard"][who] + 1:
                    errors.append(f"discard: player {who} discard {b['discard'][who]} -> {len(s.discard[who])}")
        elif isinstance(st, L.CostReduction) and not isinstance(st.n, L.CountOf):
            kind, _, cls = st.card.partition(":")  # "character:Pirate": the next Pirate character
            fit = [i for i in s.hand[me] if cls in g.idef[i].names and g.idef[i].type == 0] if kind == "name" else [
                i for i in s.hand[me] if L.CARD_TYPES[g.idef[i].type] in kind.split("_or_")
                and (not cls or cls in g.idef[i].classifications)]
            if kind == "name" and any(g.play_cost(i) != g.idef[i].cost for i in s.hand[me] if i not in fit
                                      and g.idef[i].type == 0):
                errors.append("another character costs less too")
            if not fit:
                errors.append(f"no {st.card} in hand to see the cost reduction on")
            elif g.play_cost(fit[0]) != max(0, g.idef[fit[0]].cost - amount(st.n)):  # ("_removed": this way)
                errors.append(f"{g.name(fit[0])} costs {g.play_cost(fit[0])}, not {g.idef[fit[0]].cost} - {st.n}")
        elif isinstance(st, L.InkTop):
            if len(s.inkwell[me]) != b["inkwell"][me] + 1 or not s.exerted[s.inkwell[me][-1]]:
                errors.append("top card not in the inkwell, exerted")
        elif isinstance(st, L.ToInkwell):
            zone = {"discard": 4, "play": 3}[st.who.zone] if isinstance(st.who, L.Sel) else -1
            every = [t for t in range(len(s.cid)) if b["zone"][t] == zone and L.sel_matches(g, st.who, t, me, src)] \
                if zone >= 0 else []  # "put all ... from your discard", "put all characters with ... into ..."
            if isinstance(st.who, L.Sel) and st.who.zone == "discard" and not every:
                errors.append("nothing in the discard fits (harness set-up)")
            if st.who == "trigger_card":  # "put that card from your discard into your inkwell": the trigger's card
                every = [t for t in range(len(s.cid)) if b["zone"][t] == 3 and s.zone[t] == 2 and s.owner[t] == me]
                if not every:
                    errors.append("the card of the trigger did not go from the discard into the inkwell")
            for t in ([src] if st.who == "self" else every or run.chosen.get(st.who, ())):
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
            kept = [t for t in run.chosen.get(TargetsFor.TAKE.value, ()) if t in top]
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
            took = [t for t in run.chosen.get(TargetsFor.TAKE.value, ()) if t in top]
            if fit and (len(took) != 1 or s.zone[took[0]] != 1):
                errors.append(f"look at {st.n}: no card taken into the hand")
            if st.sel is not None and st.sel.classification and not fit:
                errors.append(f"look at {st.n}: no {st.sel.classification} card on top to take (harness set-up)")
            rest = [t for t in top if t not in took]
            if len(rest) > 1 and sorted(run.chosen.get("bottom_order", ())) != sorted(rest):
                errors.append(f"look at {st.n}: the order of the rest was not asked (CR: 'in any order')")
            elif rest and s.deck[me][-len(rest):] != list(run.chosen.get("bottom_order", rest)):
                errors.append(f"look at {st.n}: the rest not on the bottom in the order chosen")
        elif isinstance(st, L.PlayFree):
            if not run.chosen.get(st.var):
                errors.append("nothing was chosen to play for free (harness set-up)")
            for t in run.chosen.get(st.var, ()):
                if s.zone[t] not in (3, 4):
                    errors.append(f"{g.name(t)} not played for free")
        elif isinstance(st, L.Continuous):
            group = {"own_characters": L.Sel(owner="you"), "other_own_characters": L.Sel(owner="you", other=True),
                     "opposing_characters": L.Sel(owner="opp"), "all_characters": L.Sel(),
                     "own_characters_and_locations": L.Sel(owner="you", types=("character", "location"))}[st.group]
            covered = [t for t in targets(group) if st.sel is None or L.sel_matches(g, st.sel, t, me, src)]
            if st.group == "own_characters_and_locations" and not any(
                    s.zone[t] == 3 and g.idef[t].type == 3 for t in covered):  # (LOCATION)
                errors.append("no location of yours is covered (harness set-up)")
            if st.sel is not None and not any(s.zone[t] == 3 for t in covered):
                errors.append(f"no character of the group fits {st.sel} (harness set-up)")
            for t in covered:
                if s.zone[t] != 3:
                    continue
                if st.what == "restrict" and not stats.restricted(g, t, st.key):
                    errors.append(f"{g.name(t)} is not under {st.key}")
                if st.what == "stat":
                    key = {"strength": "strength", "willpower": "willpower", "lore": "lore_v"}[st.key]
                    now = {"strength": g.strength, "willpower": g.willpower, "lore_v": g.lore_value}[key](t)
                    if now != b[key][t] + st.amount and not (st.key == "strength" and now == 0 > b[key][t] + st.amount):
                        errors.append(f"{g.name(t)} {st.key} {b[key][t]} -> {now}, not {st.amount:+}")
                elif st.what == "kw" and not g.has_keyword(t, st.key):
                    errors.append(f"{g.name(t)} did not gain {st.key}")
                elif st.what == "restrict" and not stats.restricted(g, t, st.key):
                    errors.append(f"{g.name(t)} is not under {st.key}")
        elif isinstance(st, L.ReturnToHand) and isinstance(st.who, L.Sel):  # "return all opposing characters"
            left = [g.name(t) for t in range(len(s.cid)) if s.zone[t] == 3 and L.sel_matches(g, st.who, t, me, src)]
            if left:
                errors.append(f"still in play after all were returned: {left}")
            owners = {"opp": (opp,), "you": (me,)}.get(st.who.owner, (me, opp))
            if not any(b["zone"][t] == 3 and s.zone[t] == 1 and s.owner[t] in owners for t in range(len(s.cid))):
                errors.append("nothing was returned to a hand (harness set-up)")
        elif isinstance(st, L.ReturnToHand) and st.who != "trigger_card":
            ts = [src] if st.who == "self" else (targets(st.who) or [
                t for t in run.chosen.get(TargetsFor.OPPONENT_PICK.value, ()) if t >= 0]) \
                if st.who in chooses and chooses[st.who].by else run.chosen.get(st.who, ())
            if not ts:
                errors.append("nothing was returned to a hand (harness set-up)")
            played = {t for x in steps if isinstance(x, L.PlayFree) for t in run.chosen.get(x.var, ())}
            for t in ts:
                if s.zone[t] != 1 and t not in played:  # (returned, then played for free from the hand: fine)
                    errors.append(f"{g.name(t)} not returned to hand")
        elif isinstance(st, (L.LookPick, L.PutTop, L.PutUnderTop, L.EachRevealTop, L.ShuffleAll, L.SearchDeck,
                             L.ToDeckBottom, L.DrawBottom, L.RevealUntil, L.NameCard, L.RevealNamed,
                             L.ReturnNamed, L.UnderTo, L.RevealRepeat, L.PutSelfUnder, L.PlayerMay, L.AllToBottom)) \
                or isinstance(st, L.Choose) \
                and isinstance(st.sel, L.Sel) and st.sel.zone == "discard" \
                or isinstance(st, L.ReturnToHand) and st.who == "trigger_card":
            errors += check_deck_top(run, st, src)
        elif isinstance(st, L.Stat) and isinstance(st.amount, L.CountOf) \
                or isinstance(st, L.CostReduction) and isinstance(st.n, L.CountOf):
            a = st.amount if isinstance(st, L.Stat) else st.n
            assert isinstance(a, L.CountOf)
            zone = {"play": 3, "hand": 1, "discard": 4}[a.sel.zone]
            n = a.times * sum(1 for i in range(len(s.cid)) if s.zone[i] == zone and L.sel_matches(g, a.sel, i, me, src)
                              and i != src)  # (an action goes to the discard after it resolved)
            if not n:
                errors.append("nothing to count (harness set-up)")
            fixed = replace(st, amount=n) if isinstance(st, L.Stat) else replace(st, n=n)
            errors += check_steps(run, (fixed,), src)
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
                if not any(e.kind is EffectKind.FLOAT and e.target == t and e.key == st.event and e.steps == st.steps
                           for e in s.effects):
                    errors.append(f"no '{st.event}' trigger was given to {g.name(t) if t >= 0 else 'the player'}")
        elif isinstance(st, L.DiscardUntil):  # "they discard until they have 3 cards in their hand"
            over = [q for q in range(2) if b["hand"][q] > st.n and (st.who != "active" or q != me)]
            if not over:
                errors.append(f"nobody had more than {st.n} cards (harness set-up)")
            for q in over:
                if len(s.hand[q]) != st.n or len(s.discard[q]) != b["discard"][q] + b["hand"][q] - st.n:
                    errors.append(f"player {q} has {len(s.hand[q])} cards, not {st.n}")
        elif isinstance(st, L.OpponentsCantPlayActions):  # "opponents can't play actions until ...": you still can
            if not legal.actions_blocked(g, 1 - me) or legal.actions_blocked(g, me):
                errors.append("the opponent may still play actions (or you may not)")
        elif isinstance(st, L.Replace) and st.mode == "prevent_challenge":
            # "takes no damage while challenging this turn": on a copy, it challenges and keeps its damage
            for t in targets(st.who):
                probe = g.copy()
                foe = next((x for x in probe.s.play[1 - s.owner[t]] if probe.s.exerted[x] and probe.strength(x) > 0
                            and probe.check(Challenge(t, x)) is None), -1)
                if s.zone[t] == 3 and not s.exerted[t] and s.dry[t] and foe >= 0:
                    probe.apply(Challenge(t, foe))
                    answer_all(Run(probe, run.sc, src))
                    if probe.s.zone[t] == 3 and probe.s.damage[t] != s.damage[t] or probe.s.zone[t] != 3:
                        errors.append(f"{g.name(t)} took damage challenging")
                else:
                    errors.append(f"{g.name(t)} cannot challenge here (harness set-up)")
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
        elif isinstance(st, L.BanishSameName):  # the chosen one and every other of its name and kind, any player's
            gone = [t for t in run.chosen.get(st.var, ()) if t >= 0]
            names = {n for t in gone for n in g.idef[t].names}
            alike = [t for t in range(len(s.cid)) if b["zone"][t] == 3 and L.CARD_TYPES[g.idef[t].type] in st.types
                     and names & set(g.idef[t].names)]
            if not gone or any(s.zone[t] != 4 for t in alike):
                errors.append(f"not every {'/'.join(st.types)} named like the chosen one was banished")
            if not any(b["zone"][t] == 3 and s.zone[t] == 3 and L.CARD_TYPES[g.idef[t].type] in st.types
                       for t in range(len(s.cid))) and len(alike) < 2:
                errors.append("nothing of another name, or of the same name, to tell them apart (harness set-up)")
        elif isinstance(st, L.OpponentsCantPlayActionsOrItems):
            from lorcana_desktop.engine.legal import _items_blocked

            if not (legal.actions_blocked(g, opp) and _items_blocked(g, opp)) or _items_blocked(g, me):
                errors.append("the opponent may still play actions or items (or you may not)")
        elif type(st) in kinds_played_by_card_scenarios():
            continue  # no check of its own here: card scenarios written from the printed text play this kind
        else:
            errors.append(f"the harness has no check for a {st.kind!r} step (nor does a card scenario play one)")
    return errors


def step_kinds(x: Any, out: set[type] | None = None) -> set[type]:
    """The kinds of the steps in ``x`` (a step, an ability's steps), the steps inside steps too (If, May, Float)."""
    out = set() if out is None else out
    if isinstance(x, L.Step):
        out.add(type(x))
        for f in fields(x):
            step_kinds(getattr(x, f.name), out)
    elif isinstance(x, tuple):
        for y in x:
            step_kinds(y, out)
    return out


@lru_cache(maxsize=1)
def kinds_played_by_card_scenarios() -> frozenset[type]:
    """The step kinds in the scripts of the cards that card scenarios play (tests/scenarios/cards, each written from
    the printed text and run by tests/test_scenarios.py). A new kind of step needs no check of its own in this
    harness once a card scenario plays a card that has one: the scenario's expected state is the stronger proof."""
    from lorcana_desktop.cards import default_cards
    from lorcana_desktop.scripts import default_provider

    provider, cards = default_provider(), default_cards()
    out: set[type] = set()
    for path in sorted(CARD_SCENARIOS.glob("*.json")):
        name = json.loads(path.read_text(encoding="utf-8")).get("card")
        card = cards.by_name(name) if isinstance(name, str) else None
        script = provider.script_for(card) if card is not None else None
        for ab in script.abilities if script is not None else ():
            step_kinds(ability_steps(ab), out)
    return frozenset(out)


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
    elif isinstance(st, L.Stat) and st.stat == "sing":  # "counts as having +2 cost to sing songs" (CR 8.11.3)
        if s.zone[t] == 3 and g.sing_value(t) < g.idef[t].cost + st.amount:
            return [f"{name} sings as cost {g.sing_value(t)}, not {g.idef[t].cost} {st.amount:+}"]
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
    elif isinstance(st, L.Restrict) and s.zone[t] == 3 and not stats.restricted(g, t, st.what):
        return [f"{name} is not under {st.what}"]
    return []


def make_hold(g: Game, sc: Scenario, card: Card, cond: Any) -> None:
    """Change the position so that an effect's condition holds (``Versus``, "no cards in your hand")."""
    s = g.s
    turn_flags = {"discarded_2": ("disc:0", "disc2:0"), "banished": ("banished",),
                  "banished_in_challenge": ("banished", "bic:1"), "opp_banished_in_challenge": ("banished", "bic:1"),
                  "quested": (f"quested:{sc.ref('mine')}",), "you_quested": (f"quested:{sc.ref('mine')}",),
                  "played_song": ("played_song:0",),
                  "played_action": ("played_action:0",),
                  "sung": (f"sang:{sc.ref('mine')}:{sc.ref('card')}",),  # as if "mine" sang this song
                  "second_challenge": ("challenge1:0",)}  # a challenge before the one that sets it off
    if isinstance(cond, L.Flag) and cond.name in turn_flags:
        s.flags.update(map(flag_from_word, turn_flags[cond.name]))  # what the engine marks when that happens in the turn
    elif isinstance(cond, L.Flag) and cond.name in ("exerted", "no_damage", "at_location", "has_card_under"):
        me = sc.ref("card")  # the source's own state: "if this character is exerted", ...
        if cond.name == "exerted":
            s.exerted[me] = True
        elif cond.name == "no_damage":
            s.damage[me] = 0
        elif cond.name == "at_location":
            s.at[me] = sc.ref("myloc")
        else:
            t = s.deck[0].pop()  # from the bottom: the top cards stay as they were
            s.zone[t], s.facedown[t] = UNDER, True
            s.under[me] += (t,)
    elif cond == L.Flag("trigger_shifted"):  # as if the card played from hand were shifted (turn_actions' flag)
        s.flags.update((Flag.SHIFTED, t) for t in s.hand[0])
    elif cond == L.Flag("opp_no_lore"):
        s.lore[1] = 0
    elif cond == L.Flag("inkwell_all_exerted"):
        for t in s.inkwell[0]:
            s.exerted[t] = True
    elif cond == L.Flag("played_another_character"):
        s.flags.add((Flag.PLAYED, 0, sc.ref('mine')))  # as playing that character this turn left it (turn_actions)
    elif cond == L.Flag("opp_more_inkwell"):
        keep = max(card.cost, 1)
        while len(s.inkwell[0]) > keep:
            zones.move_zone(g, s.inkwell[0][-1], DECK)  # to the bottom of the deck
        while len(s.inkwell[1]) <= keep:
            zones.move_zone(g, s.deck[1][0], INKWELL)
    elif isinstance(cond, L.ZoneCount) and cond.zone == "discard" and cond.op == ">=":
        while len(s.discard[0]) < cond.n:  # from the bottom of the deck: the top cards stay as they were
            zones.move_zone(g, s.deck[0][-1], DISCARD)
    elif cond == L.OpponentHas("hand", "fewer"):  # "if you have more cards in your hand than each opponent"
        for t in list(s.hand[1]):
            zones.move_zone(g, t, DISCARD)
        if not [t for t in s.hand[0] if t != sc.ref("card")]:
            zones.move_zone(g, s.deck[0][-1], HAND)  # from the bottom: the top cards stay as they were
    elif cond == L.ZoneCount("hand", "==", 0):
        for t in [t for t in s.hand[0] if t != sc.ref("card")]:
            zones.move_zone(g, t, DECK)
    elif isinstance(cond, L.Count) and cond.sel.exerted and cond.sel.owner == "you" and cond.op == ">=":
        for t in [t for t in s.play[0] if t != sc.ref("card")]:  # "if you have 3 or more exerted characters"
            if g.card(t).card.type is CardType.CHARACTER:
                s.exerted[t] = True


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
    if cond.what == "discarded":  # "if you discarded a card this turn": draw 2, then choose and discard a card
        return ("Strike a Good Match",) * cond.n
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
    if cond.what in ("played", "to_discard", "discarded"):
        want = list(extra[-cond.n:])
        for name in want:
            i = next(i for i in g.s.hand[0] if g.name(i) == name and i != run.card)
            run.act(PlayCard(i))
            answer_all(run)
        return
    if cond.what == "removed":  # what the engine marks when you remove damage from a character (effects.py)
        g.s.flags.add((Flag.REMOVED, 0, sc.ref('mine')))
        return
    if cond.what == "damaged":  # what the engine marks when a character is dealt damage (challenge.py)
        g.s.flags.add((Flag.HURT, sc.ref('foe' if cond.sel.owner == 'opp' else 'mine')))
        return
    if cond.what == "quested":
        run.act(Quest(sc.ref("mine")))
    elif cond.sel.owner == "you" and cond.sel.classification or cond.sel.name:  # "one of your Toy characters"
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


# ------------------------------------------------------------------ the top of the deck and the discard as sources


def card_fitting(cards: CardIndex, sel: L.Sel) -> str:
    """A card (cheap, without named abilities when there is one) that ``sel`` matches wherever it is."""
    from lorcana_desktop.scripts import default_provider

    prov = default_provider()
    types = {"character": CardType.CHARACTER, "item": CardType.ITEM, "action": CardType.ACTION,
             "location": CardType.LOCATION}

    def cmp(v: int | None, c: tuple[str, int] | None) -> bool:
        return c is None or v is not None and L._cmp(v, c)

    def fits(c: Card) -> bool:
        return ("card" in sel.types or any(types[t] is c.type for t in sel.types)) \
            and (not sel.classification or sel.classification in c.classifications) \
            and (not sel.name or sel.name in c.all_names) and (not sel.song or c.is_song) \
            and (not sel.keyword or any(k.keyword == sel.keyword for k in c.keywords)) \
            and cmp(c.cost, sel.cost) and cmp(c.strength, sel.strength) and cmp(c.willpower, sel.willpower)

    pool = sorted(cards, key=lambda c: (c.cost, c.full_name))
    quiet = next((c for c in pool if fits(c) and (c.has_only_keywords or prov.script_for(c) is None)
                  and not any(k.keyword in ("Bodyguard", "Reckless") for k in c.keywords)), None)
    found = quiet or next((c for c in pool if fits(c)), None)
    if found is None:
        raise LookupError(f"no card fits {sel}")
    return found.full_name


@dataclass
class DeckSetUp:
    """Cards a position needs so deck-top and discard steps have something to act on."""

    top: tuple[str, ...] = ()  # on top of player 0's deck
    discard: tuple[str, ...] = ()  # more in player 0's discard
    play: tuple[str, ...] = ()  # more characters of player 0 in play
    opp_discard: tuple[str, ...] = ()  # in the opponent's discard
    under: bool = False  # two cards under the card (in play) and under "mine" (cards from under them)


def deck_top_setup(cards: CardIndex, steps: tuple[L.Step, ...]) -> DeckSetUp:
    """The cards deck-top and discard steps need in the position (see :class:`DeckSetUp`)."""
    top: list[str] = []
    discard: list[str] = []
    play: list[str] = []
    opp: list[str] = []
    under = False
    chooses = {st.var: st for st in steps if isinstance(st, L.Choose)}
    for st in steps:
        if isinstance(st, L.UnderTo) or isinstance(st, L.LookPick) and isinstance(st.n, L.StatOf):
            under = True
        if isinstance(st, L.LookPick):
            for pick in st.picks[:1] if st.n == 1 else st.picks:
                if pick.sels:
                    top.append(card_fitting(cards, pick.sels[0]))
        elif isinstance(st, L.Choose) and isinstance(st.sel, L.Sel) and st.sel.zone == "discard":
            of_opponent = st.of and chooses.get(st.of) is not None and chooses[st.of].sel == "opponent"
            (opp if of_opponent else discard).append(card_fitting(cards, st.sel))
        elif isinstance(st, (L.PutUnderTop, L.PutSelfUnder)):
            play.append(card_fitting(cards, L.Sel(keyword="Boost")))
        elif isinstance(st, L.Choose) and isinstance(st.sel, L.Sel) and st.sel.zone == "play" \
                and st.sel.owner == "you" and "character" not in st.sel.types:  # "chosen item of yours"
            play.append(card_fitting(cards, L.Sel(types=st.sel.types, classification=st.sel.classification,
                                                  name=st.sel.name, cost=st.sel.cost)))
        elif isinstance(st, L.ShuffleAll) or isinstance(st, L.ToInkwell) and isinstance(st.who, L.Sel) \
                and st.who.zone == "discard":
            discard.append(card_fitting(cards, st.sel if isinstance(st, L.ShuffleAll) else st.who))  # type: ignore
        elif isinstance(st, L.AllToBottom):
            discard.extend([card_fitting(cards, st.sel)] * 2)
        elif isinstance(st, L.PlayerMay) and st.who == "each":  # "each player may put ... from their discard"
            for x in st.steps:
                if isinstance(x, L.Choose) and isinstance(x.sel, L.Sel) and x.sel.zone == "discard":
                    discard.extend([card_fitting(cards, x.sel)] * 2)
                    opp.extend([card_fitting(cards, x.sel)] * 2)
        elif isinstance(st, L.SearchDeck):
            top.append(card_fitting(cards, st.sels[0]))
        elif isinstance(st, L.RevealRepeat):  # two that fit, then misfits
            top.extend([card_fitting(cards, st.sel)] * 2)
        elif isinstance(st, L.ReturnNamed):  # the harness names the top card of the deck (a SMALL)
            discard.append(SMALL)
        elif isinstance(st, L.RevealUntil):  # under a card that does not fit, so one card is revealed first
            top.extend((card_fitting(cards, L.Sel(types=("item",))), card_fitting(cards, st.sel)))
        elif isinstance(st, L.If):
            if isinstance(st.cond, L.Count) and st.cond.sel.zone == "discard":  # "if you have ... in your discard"
                discard.extend([card_fitting(cards, st.cond.sel)] * st.cond.n)
            more = deck_top_setup(cards, st.steps)
            top, discard, play, opp = top + list(more.top), discard + list(more.discard), play + list(more.play), \
                opp + list(more.opp_discard)
            under = under or more.under
    return DeckSetUp(tuple(top), tuple(discard), tuple(play), tuple(opp), under)


def check_deck_top(run: Run, st: L.Step, src: int) -> list[str]:
    """What is wrong after a deck-top or discard step: the cards looked at went where printed, a fitting
    card of the discard was chosen, the chosen cards are on the top of the deck or under a Boost card."""
    g, b = run.game, run.before
    s = g.s
    me = run.me
    errors: list[str] = []
    if isinstance(st, L.Choose):
        sel = st.sel
        whose = {-1 - t for t in run.chosen.get(st.of, ()) if t < 0} if st.of else {0, 1}
        fit = [t for t in range(len(s.cid)) if b["zone"][t] == 4 and L.sel_matches(g, sel, t, me, src)
               and s.owner[t] in whose]
        got = [t for t in run.chosen.get(st.var, ()) if t >= 0]
        if not fit:
            errors.append("nothing in the discard fits (harness set-up)")
        if fit and not got:
            errors.append(f"nothing chosen from the discard though {g.name(fit[0])} fits")
        if not st.of and any(t not in fit for t in got):
            errors.append("a card that does not fit was chosen from the discard")
        return errors
    if isinstance(st, L.PlayerMay):  # the harness answers yes: the effect happened for each of them
        whose = [1 - me] if st.who == "opponents" else [me, 1 - me] if st.who == "each" \
            else [-1 - t for t in run.chosen.get(st.who, ()) if t < 0]
        if not whose:
            errors.append("no player was asked")
        for q in whose:
            for inner in st.steps:
                if isinstance(inner, L.InkTop):
                    top = b["deck"][q][0]
                    if s.zone[top] != 2 or not s.exerted[top]:
                        errors.append(f"player {q}'s top card is not in their inkwell, exerted")
                elif isinstance(inner, L.Draw):
                    if len(s.hand[q]) < b["hand"][q] + inner.n:
                        errors.append(f"player {q} did not draw")
                elif isinstance(inner, L.Choose) and inner.of == "_pm" and inner.sel.zone == "hand":
                    if not any(b["zone"][t] == 1 and s.owner[t] == q and L.sel_matches(g, inner.sel, t, q, src)
                               and t != src for t in range(len(s.cid))):
                        errors.append(f"player {q} has no fitting card in hand (harness set-up)")
                elif isinstance(inner, L.PlayFree) and inner.who == "_pm":  # "... and play it for free"
                    played = [t for t in range(len(s.cid)) if b["zone"][t] == 1 and s.owner[t] == q and s.zone[t] == 3]
                    if len(played) != 1 or len(s.inkwell[q]) != b["inkwell"][q]:
                        errors.append(f"player {q} did not play one card from hand for free")
                elif isinstance(inner, L.Choose) and inner.of == "_pm" and inner.sel.zone == "discard":
                    if not b["discard"][q]:
                        errors.append(f"player {q} has nothing in the discard (harness set-up)")
                elif isinstance(inner, L.ToInkwell):  # "put up to 5 cards from their discard into their inkwell"
                    most = next(x.n for x in st.steps if isinstance(x, L.Choose))
                    moved = [t for t in range(len(s.cid)) if b["zone"][t] == 4 and s.owner[t] == q and s.zone[t] == 2]
                    if not moved or len(moved) > most or len(s.inkwell[q]) != b["inkwell"][q] + len(moved) \
                            or not all(s.exerted[t] for t in moved):
                        errors.append(f"player {q}: no card (or more than {most}) from the discard into the "
                                      "inkwell, exerted")
                else:
                    errors.append(f"the harness has no check for {inner.kind!r} in a 'may' of another player")
        return errors
    if isinstance(st, L.PutSelfUnder):
        dest = [t for t in run.chosen.get(st.var, ()) if t >= 0]
        if not dest:
            errors.append("no character with Boost was chosen (harness set-up)")
        elif src not in s.under[dest[0]] or not s.facedown[src] or s.zone[src] != 5:
            errors.append(f"this card is not facedown under {g.name(dest[0])}")
        return errors
    if isinstance(st, L.RevealRepeat):
        deck = b["deck"][me]
        k = next((k for k, t in enumerate(deck) if not L.sel_matches(g, st.sel, t, me, src)), len(deck))
        if k == 0:
            errors.append("the top card does not fit (harness set-up)")
        if any(s.zone[t] != 1 for t in deck[:k]):
            errors.append("not every fitting card from the top went into the hand")
        if k < len(deck) and s.deck[me][-1:] != [deck[k]]:
            errors.append(f"{g.name(deck[k])} (the first misfit) is not on the bottom (the first answer)")
        return errors
    if isinstance(st, L.UnderTo):
        holders = [src] if st.who == "self" else [t for t in run.chosen.get(st.who, ()) if t >= 0]
        stack = [u for i in holders for u in b["under"][i]]
        if not stack:
            errors.append("no card under it (harness set-up)")
        for u in stack:
            if st.to == "hand" and s.zone[u] != 1 or st.to == "bottom" and u not in s.deck[s.owner[u]][-len(stack):]:
                errors.append(f"{g.name(u)} from under it is not {'in the hand' if st.to == 'hand' else 'at the bottom'}")
        if any(s.under[i] for i in holders if s.zone[i] == 3):
            errors.append("cards are still under it")
        return errors
    if isinstance(st, L.PutTop):
        put = (src,) if st.var == "self" else run.chosen.get(st.var, ())
        for t in put:
            if t not in s.deck[s.owner[t]][:len(put)]:
                errors.append(f"{g.name(t)} is not on the top of the deck")
        return errors
    if isinstance(st, L.NameCard):
        return [] if run.chosen.get(st.var) else ["no card was named"]  # what the naming did: the next steps
    if isinstance(st, (L.RevealNamed, L.ReturnNamed)):
        named = g.idef[run.chosen[st.var][0]].name if run.chosen.get(st.var) else None
        if not any(isinstance(e, Named) and e.player == me and e.name == named for e in run.events):
            errors.append(f"the name {named!r} was not said (a Named event)")
        if isinstance(st, L.ReturnNamed):
            back = [t for t in range(len(s.cid)) if b["zone"][t] == 4 and s.owner[t] == me
                    and named in g.idef[t].names and L.sel_matches(g, st.sel, t, me, src)]
            if not back:
                errors.append("no card with the named name in the discard (harness set-up)")
            if any(s.zone[t] != 1 for t in back):
                errors.append(f"not every {named} card of the discard was returned to the hand")
            return errors
        top = b["deck"][me][0]
        if not any(isinstance(e, Revealed) and e.card == top for e in run.events):
            errors.append("the top card was not revealed")
        if named in g.idef[top].names:
            if s.zone[top] != (1 if st.to == "hand" else 2):
                errors.append(f"the named card {g.name(top)} was not put into the {st.to}")
            errors += check_steps(run, st.then, src)
        elif s.deck[me][:1] != [top]:
            errors.append("a card that is not the named one left the top of the deck")
        return errors
    if isinstance(st, L.RevealUntil):
        deck = b["deck"][me]
        k = next((k for k, t in enumerate(deck) if L.sel_matches(g, st.sel, t, me, src)), None)
        if k is None:
            errors.append("nothing in the deck fits (harness set-up)")
        elif k == 0:
            errors.append("the fitting card is on top: nothing is revealed before it (harness set-up)")
        else:
            seen = {e.card for e in run.events if isinstance(e, Revealed)}
            if s.zone[deck[k]] != 1 or not set(deck[:k + 1]) <= seen:
                errors.append(f"{g.name(deck[k])} was not revealed and put into the hand")
            if any(s.zone[t] != 0 for t in deck[:k]):
                errors.append("the cards revealed before it are not back in the deck")
        return errors
    if isinstance(st, L.DrawBottom):
        drawn = b["deck"][me][-st.n:]
        if any(s.zone[t] != 1 for t in drawn) or s.deck[me][:3] != b["deck"][me][:3]:
            errors.append("the bottom card of the deck was not drawn (or the top one was)")
        return errors
    if isinstance(st, L.AllToBottom):
        every = [t for t in range(len(s.cid)) if b["zone"][t] == 4 and L.sel_matches(g, st.sel, t, me, src)]
        if len(every) < 2:
            errors.append("fewer than two fitting cards in the discard (harness set-up)")
        want = list(run.chosen.get("bottom_order", every))  # answered in reverse (``answer_all``)
        if sorted(want) != sorted(every) or s.deck[me][-len(every):] != want:
            errors.append("not every fitting card of the discard is on the bottom of the deck, in the chosen order")
        return errors
    if isinstance(st, L.ShuffleAll):
        every = [t for t in range(len(s.cid)) if b["zone"][t] == 4 and L.sel_matches(g, st.sel, t, me, src)]
        if not every:
            errors.append("nothing in the discard to shuffle (harness set-up)")
        if any(s.zone[t] != 0 for t in every):
            errors.append("not every fitting card of the discard was shuffled into its deck")
        return errors
    if isinstance(st, L.SearchDeck):
        fit = [t for t in b["deck"][me] if any(L.sel_matches(g, x, t, me, src) for x in st.sels)]
        found = [t for t in fit if s.zone[t] == 1] if st.to == "hand" else [t for t in fit if s.deck[me][:1] == [t]]
        if not fit:
            errors.append("nothing in the deck fits the search (harness set-up)")
        elif len(found) != 1 or not any(isinstance(e, Revealed) and e.card == found[0] for e in run.events):
            errors.append(f"no fitting card was revealed and put {'into the hand' if st.to == 'hand' else 'on top'}")
        return errors
    if isinstance(st, L.ToDeckBottom):
        sel = st.who if isinstance(st.who, L.Sel) else None
        gone = [t for t in range(len(s.cid)) if b["zone"][t] == 3 and L.sel_matches(g, sel, t, me, src)] if sel \
            else [t for t in run.chosen.get(st.who, ()) or run.chosen.get(TargetsFor.OPPONENT_PICK.value, ()) if t >= 0]  # (their picks)
        if not gone:
            errors.append("nothing was put on the bottom of a deck (harness set-up)")
        for t in gone:
            if t not in s.deck[s.owner[t]][-len(gone):]:
                errors.append(f"{g.name(t)} is not on the bottom of its player's deck")
        return errors
    if isinstance(st, L.ReturnToHand):  # "return that card to your hand": the card of the trigger
        back = [t for t in range(len(s.cid)) if b["zone"][t] == 3 and s.zone[t] == 1 and s.owner[t] == me and t != src]
        if not back:
            errors.append("the card of the trigger was not returned to your hand")
        return errors
    if isinstance(st, L.EachRevealTop):
        for q in ([0, 1] if st.who == "each" else [1 - me]):
            top = b["deck"][q][0]
            if not any(isinstance(e, Revealed) and e.card == top for e in run.events):
                errors.append(f"player {q}'s top card was not revealed")
            fits = L.sel_matches(g, st.sel, top, q, src)
            if fits and s.zone[top] != 1 or not fits and s.deck[q][-1:] != [top]:
                errors.append(f"{g.name(top)} of player {q} went to the wrong place")
        return errors
    if isinstance(st, L.PutUnderTop):
        top = b["deck"][me][0]
        if st.var == "trigger":  # the card just played (the trigger's card)
            run.chosen[st.var] = tuple(t for t in range(len(s.cid)) if b["zone"][t] == 1 and s.zone[t] == 3)
        if st.var == "self":  # "under this location"
            run.chosen[st.var] = (src,)
        for i in run.chosen.get(st.var, ()):
            if top not in s.under[i] or not s.facedown[top]:
                errors.append(f"the top card is not facedown under {g.name(i)}")
        if not run.chosen.get(st.var):
            errors.append("no character with Boost was chosen (harness set-up)")
        return errors
    assert isinstance(st, L.LookPick)
    if not st.picks:  # only looked at: the controller saw each opponent's top card, which stays
        for q in ([1 - me] if st.who == "opponents" else [me]):
            top = b["deck"][q][:st.n]
            if not all(any(isinstance(e, LookedAt) and e.card == t for e in run.events) for t in top) \
                    or s.deck[q][:st.n] != top:
                errors.append(f"player {q}'s top card was not looked at and left on top")
        return errors
    q = me if st.who == "you" else next((-1 - t for t in run.chosen.get(st.who, ()) if t < 0), me)
    n = len(b["under"][src]) if isinstance(st.n, L.StatOf) else st.n  # "equal to the number of cards under him"
    if not n:
        errors.append("nothing to look at (harness set-up)")
    st = replace(st, n=n)
    top = b["deck"][q][:st.n]
    left = list(top)
    for k, pick in enumerate(st.picks):
        fit = [t for t in left if pick.fits(g, t, me, src)]
        took = fit if pick.all_fit else [t for t in run.chosen.get(f"_lp{k}", ()) if t in left]
        if pick.sels and not fit:
            errors.append(f"look at {st.n}: nothing on top fits pick {k + 1} (harness set-up)")
        if fit and not took:
            errors.append(f"look at {st.n}: no card taken for pick {k + 1}")
        want = min(pick.n, len(fit))
        if not (pick.up_to or st.may or pick.n == L.ANY_NUMBER) and len(took) != want:
            errors.append(f"look at {st.n}: {len(took)} cards taken, not {want}")
        for t in took:
            where = {"hand": s.zone[t] == 1, "play": s.zone[t] in (3, 4), "inkwell": s.zone[t] == 2 and s.exerted[t],
                     "top": t in s.deck[q][:len(took)], "bottom": t in s.deck[q][-st.n:],
                     "discard": s.zone[t] == 4}[pick.to]
            if not where:
                errors.append(f"look at {st.n}: {g.name(t)} was not put {pick.to}")
            if pick.to in ("hand", "play") and not any(isinstance(e, Revealed) and e.card == t for e in run.events):
                errors.append(f"look at {st.n}: {g.name(t)} was not revealed")
        left = [t for t in left if t not in took]
    if st.n == 1 and st.rest == "bottom":
        left = [t for t in left if not any(pk.fits(g, t, me, src) for pk in st.picks)]
    if st.rest in ("", "top") and s.deck[q][:len(left)] != left:
        errors.append(f"look at {st.n}: the rest is not on top in the chosen order")
    if st.rest == "bottom" and left:
        want = list(run.chosen.get("bottom_order", left)) if len(left) > 1 else left  # answered in reverse
        if sorted(want) != sorted(left) or s.deck[q][-len(left):] != want:
            errors.append(f"look at {st.n}: the rest is not on the bottom in the chosen order")
    if st.rest == "discard" and any(s.zone[t] != 4 for t in left):
        errors.append(f"look at {st.n}: the rest is not in the discard")
    if st.rest == "inkwell" and any(s.zone[t] != 2 or not s.exerted[t] for t in left):
        errors.append(f"look at {st.n}: the rest is not in the inkwell, exerted")
    if st.reveal and not all(any(isinstance(e, Revealed) and e.card == t for e in run.events) for t in top):
        errors.append(f"reveal {st.n}: not every card was revealed")
    return errors
