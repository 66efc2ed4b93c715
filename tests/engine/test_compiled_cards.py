"""A quick check of every compiled card: each of its abilities is set off in a game and checked.

This plays every compiled ability, card by card (no sampling), and checks what a player would see:
damage, lore, zones, stats, keywords, restrictions. Its expectations come from the compiled steps
themselves, so it catches an ability that crashes or does nothing, not a wrong reading of the printed
text: it does not make a card count as automated. ``cards coverage`` counts a card only when card
scenarios written from the printed text (tests/scenarios) prove its abilities (scripts.coverage).
"""

from __future__ import annotations

from functools import lru_cache

import pytest

from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.cards.model import CardType
from lorcana_desktop.engine import (
    Accept,
    Activate,
    Boost,
    Challenge,
    EndTurn,
    InkCard,
    Move,
    PlayCard,
    Quest,
    challenge,
    legal,
    turn,
    zones,
)
from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.abilities import ActionEffect, ActivatedAbility, StaticAbility, TriggeredAbility
from lorcana_desktop.engine.effects import this_turn_count
from lorcana_desktop.engine.events import DamageDealt, TriggerAdded
from lorcana_desktop.engine.lasting import Effect, EffectKind, Until
from lorcana_desktop.engine.state import DECK, DISCARD, HAND, INKWELL, PLAY, UNDER
from lorcana_desktop.scripts.compiler import compile_card
from tests.engine.card_harness import (
    VANILLA,
    Fillers,
    Run,
    _snapshot,
    ability_steps,
    answer_all,
    card_fitting,
    character_for,
    check_steps,
    deck_top_setup,
    fillers,
    make_hold,
    make_this_turn,
    needs_under,
    position,
    put_under,
    satisfy,
    this_turn_hand,
    this_turn_holds,
)


@lru_cache(maxsize=1)
def claimed() -> list[tuple[str, int]]:
    """(card, ability number) for every ability of every card the compiler automates fully; a hand-written
    ability that a rules scenario names in its "abilities" list is played by that scenario instead."""
    from tests.engine.test_cards_examples import scenario_abilities

    proven = scenario_abilities()
    out = []
    for card in sorted(default_cards(), key=lambda c: c.full_name):
        r = compile_card(card)
        if r.results and r.automated:
            k = 0
            for x in r.results:
                for _ in x.abilities:
                    if not (x.by_hand and (f"{card.full_name}: {x.name}" if x.name else card.full_name) in proven):
                        out.append((card.full_name, k))
                    k += 1
    return out


@lru_cache(maxsize=1)
def _fillers() -> Fillers:
    return fillers(default_cards())


def _ability(card_name: str, k: int):  # type: ignore[no-untyped-def]
    card = default_cards().by_name(card_name)
    r = compile_card(card)
    return card, [a for x in r.results for a in x.abilities][k]


def test_the_compiler_claims_hundreds_of_cards() -> None:
    assert len({c for c, _ in claimed()}) > 400


# Engine gaps these checks find (strict: once fixed, the check passes and this entry must go). None today: MASH-UP
# (Powerline - World's Greatest Rock Star), whose song played mid-effect used to replace the effect's resolution,
# now plays the song and then puts the rest on the bottom (the resolution stack, CR 4.3.3.2, 6.1.2).
KNOWN_ENGINE_GAPS: dict[tuple[str, int], str] = {}


@pytest.mark.parametrize(("name", "k"), claimed(), ids=lambda v: str(v))
def test_compiled_ability_plays_as_printed(cards: CardIndex, name: str, k: int, request: pytest.FixtureRequest) -> None:
    if (name, k) in KNOWN_ENGINE_GAPS:
        request.applymarker(pytest.mark.xfail(strict=True, reason=KNOWN_ENGINE_GAPS[(name, k)]))
    card, ab = _ability(name, k)
    f = _fillers()
    if isinstance(ab, StaticAbility):
        _check_static(cards, card, ab, f)
        return
    modes = next((len(st.modes) for st in ability_steps(ab) if isinstance(st, L.Modes)), 1)
    for option in range(modes):  # "choose one": every mode is played
        _play_ability(cards, name, card, ab, f, option)


def _play_ability(cards: CardIndex, name: str, card, ab, f: Fillers, option: int) -> None:  # type: ignore[no-untyped-def]
    steps = ability_steps(ab)
    if option:
        steps = tuple(x for st in steps for x in (st.modes[option] if isinstance(st, L.Modes) else (st,)))
    extra: tuple[str, ...] = ()
    where, active, exerted = "play", 0, False
    if isinstance(ab, ActionEffect) or (isinstance(ab, TriggeredAbility) and ab.event == "play"):
        where = "hand"
    elif _item_banished(card, ab):
        extra = (BREAK,)
    elif isinstance(ab, TriggeredAbility) and ab.event in ("challenged", "banished", "banished_in_challenge",
                                                          "challenged_and_banished", "leaves_play") \
            and ab.condition != L.Flag("your_turn") and ab.subject != "opponent_character":
        active, exerted = 1, True
    elif isinstance(ab, TriggeredAbility) and ab.event == "draw" and ab.condition == L.Flag("your_turn_exerted"):
        extra, exerted = (DISCARDS,), True  # it stays exerted: a card drawn by an effect in your turn
    elif isinstance(ab, TriggeredAbility) and ab.event in ("ready", "draw"):
        active, exerted = 1, ab.event == "ready"  # the ready and draw steps of your next turn set it off
    elif isinstance(ab, TriggeredAbility) and ab.event == "damage_removed":
        extra = (HEAL,)
    elif isinstance(ab, TriggeredAbility) and ab.event in ("discard", "returned"):
        extra = ({"discard": DISCARDS, "returned": RETURNS}[ab.event],)
    elif isinstance(ab, TriggeredAbility) and ab.event == "shifted_onto":
        extra = (_shifter(cards, card, ab.subject_sel),)
    elif isinstance(ab, TriggeredAbility) and ab.event == "start_of_turn":
        active = 1
    elif isinstance(ab, TriggeredAbility) and ab.event == "any_play" and ab.subject_sel is not None \
            and ab.subject_sel.owner == "opp":
        active = 1  # "whenever an opponent plays a song": the opponent's turn, they play one
    elif isinstance(ab, TriggeredAbility) and ab.event == "challenges" and ab.subject == "opponent_character":
        active, exerted = 1, ab.condition == L.Flag("exerted")  # an opposing character challenges during its turn
    elif isinstance(ab, TriggeredAbility) and ab.event == "cheap_play" and ab.subject_sel is not None:
        extra = (_cheap(cards, ab.subject_sel),)  # "whenever you pay 2 ⬡ or less to play a card"
    elif isinstance(ab, TriggeredAbility) and ab.event == "any_play" and ab.subject_sel is not None:
        extra = (_matching(ab.subject_sel, f),) * {"second_action": 2, "third_action": 3}.get(L.flag_name(ab.condition), 1)
        exerted = ab.condition == L.Flag("exerted")
    elif isinstance(ab, TriggeredAbility) and ab.event == "exerted" and ab.subject != "self":
        extra = (EXERTS,)
    elif isinstance(ab, TriggeredAbility) and ab.event in ("sing", "sung"):
        extra = (f.song,)
    elif isinstance(ab, ActivatedAbility) and ab.cost.discard:
        extra = ({"item": f.item, "action": f.action, "song": f.song, "location": f.location}.get(
            ab.cost.discard, "Stitch - New Dog"),)
    inner = tuple(x for st in steps if isinstance(st, L.If) for x in st.steps)  # "if ..., you may play ..."
    chooses = {st.var: st for st in steps + inner if isinstance(st, L.Choose)}
    inked = tuple(character_for(cards, L.Sel(classification=st.sel.classification)) for st in chooses.values()
                  if isinstance(st.sel, L.Sel) and st.sel.zone == "inkwell")  # "play a Puppy character from there"
    extra += inked
    for st in steps + inner:
        if isinstance(st, L.PlayFree) and chooses[st.var].sel.zone == "hand" \
                and chooses[st.var].sel.types[0] != "character":
            extra += (f.song if chooses[st.var].sel.song else {"item": f.item, "action": f.action, "location": f.location}[
                chooses[st.var].sel.types[0]],)
        elif isinstance(st, L.PlayFree) and chooses[st.var].sel.zone == "hand" and chooses[st.var].sel.classification:
            picked = chooses[st.var].sel  # "an Ally character with cost 3 or less": one in hand
            extra += (character_for(cards, L.Sel(classification=picked.classification, cost=picked.cost)),)
        if isinstance(st, L.DiscardCards) and chooses[st.var].sel.zone == "hand" and chooses[st.var].sel.song:
            extra += (f.song,)  # "you may choose and discard a song card": one in the hand
        if isinstance(st, L.CostReduction) and st.card.startswith("name:"):  # "the next character named ..."
            extra += (character_for(cards, L.Sel(name=st.card[5:])), "Mickey Mouse - True Friend")
        elif isinstance(st, L.CostReduction) and st.card.startswith("character:"):  # "the next Pirate character"
            extra += (character_for(cards, L.Sel(classification=st.card.partition(":")[2])),)
        elif isinstance(st, L.CostReduction):
            extra += ({"item": f.item, "action": f.action, "location": f.location, "action_or_item": f.item}.get(
                st.card, "Mickey Mouse - True Friend"),)
    if isinstance(ab, TriggeredAbility) and ab.condition == L.Flag("exerted") or any(
            isinstance(st, L.If) and st.cond == L.Flag("exerted") for st in steps):
        exerted = True  # "while this character is exerted, whenever ..." / "if this character is exerted, ..."
    flood = isinstance(ab, TriggeredAbility) and ab.subject_sel is not None and ab.event not in ("any_play",
                                                                                              "shifted_onto", "sung")
    if isinstance(ab, TriggeredAbility) and ab.event == "damaged" and ab.condition == L.Flag("opponents_turn"):
        active = 1
    if isinstance(ab, TriggeredAbility) and ab.event == "end_of_turn" and ab.condition == L.Flag("opponents_turn"):
        active = 1  # "at the end of each opponent's turn": the opponent ends theirs
    needs = [st.cond for st in steps if isinstance(st, L.If) and isinstance(st.cond, L.Count)
             and st.cond.sel.zone == "play" and st.cond.op != "<="]  # (discard counts: deck_top_setup)
    needs += [c for st in steps if isinstance(st, L.If) and isinstance(st.cond, L.All) for c in st.cond.conds
              if isinstance(c, L.Count) and c.sel.zone == "play" and c.op != "<="]  # "a Seven Dwarfs and a Princess"
    costed = {st.n.who for st in steps if isinstance(st, L.GainLore) and isinstance(st.n, L.StatOf)
              and st.n.stat == "cost"}  # "lore equal to the cost of one of your items": an item that costs ink
    needs += [L.Count(L.Sel(owner="you", types=("item",)), ">=", 1) for st in steps if isinstance(st, L.Choose)
              and isinstance(st.sel, L.Sel) and st.sel.owner == "you" and st.sel.types == ("item",)
              and st.var not in costed]
    extra_items = ("Dinner Bell",) if costed else ()
    needs += [L.Count(st.sel, ">=", 1) for st in steps if isinstance(st, L.Choose) and isinstance(st.sel, L.Sel)
              and st.sel.owner == "you" and st.sel.zone == "play" and st.sel.types == ("character",)
              and st.sel.classification and not st.by]  # "chosen Seven Dwarfs character of yours": one in play
    for one in steps + tuple(x for st in steps if isinstance(st, L.If) for x in st.steps):
        # "for each Pirate character you have in play": one of them in play
        per = one.amount if isinstance(one, L.Stat) else getattr(one, "n", None)
        if isinstance(per, L.CountOf) and per.sel.owner == "you" and per.sel.zone == "play" and per.sel.classification:
            needs.append(L.Count(per.sel, ">=", 1))
    pay = ab.cost.pay_steps() if isinstance(ab, ActivatedAbility) else ()
    needs += [L.Count(st.sel, ">=", st.n) for st in pay if isinstance(st, L.Choose) and st.sel.types == ("item",)]
    needs += [L.Count(st.sel, ">=", 1) for st in steps if isinstance(st, L.Continuous) and st.sel is not None]
    earlier = [st.cond for st in steps if isinstance(st, L.If) and isinstance(st.cond, L.ThisTurn)]
    for c in earlier:
        extra += this_turn_hand(cards, f, c)
    if isinstance(ab, TriggeredAbility) and ab.event == "end_of_turn" and "Reckless" in {
            k.keyword for k in card.keywords}:
        exerted = True  # a ready Reckless character must challenge before the turn can end (CR 8.7.3)
    if isinstance(ab, TriggeredAbility) and ab.condition == L.Flag("exerted") and (
            ab.event == "end_of_turn" or ab.subject != "self"):
        exerted = True  # "at the end of your turn, if this character is exerted", "while this character is exerted, ..."
    if isinstance(ab, TriggeredAbility) and ab.event == "put_under" and L.Ready("self") in steps:
        exerted = True  # "whenever you put a card under this character, ready him": exerted first, so that it shows
    needs += [L.Count(chooses_.sel, ">=", 1) for chooses_ in steps if isinstance(chooses_, L.Choose)
              and isinstance(chooses_.sel, L.Sel) and chooses_.sel.types == ("location",) and chooses_.sel.classification]
    top = tuple(character_for(cards, L.Sel(classification=st.sel.classification))
                for st in steps if isinstance(st, L.LookTake) and st.sel is not None and st.sel.classification)
    for st in steps:
        if isinstance(st, L.RevealTop):  # a card that fits on top of the deck (twice: Boost may take one)
            sel = st.sel
            top += 2 * ((f.song,) if sel.song else (character_for(cards, L.Sel(classification=sel.classification or (
                sel.any_of[0] if sel.any_of else ""),
                                                                            cost=sel.cost)),)
                    if sel.types == ("character",) else ({"item": f.item, "action": f.action,
                                                           "location": f.location}[sel.types[0]],))
    more = deck_top_setup(cards, steps)  # deck-top and discard steps
    top += more.top
    here = isinstance(ab, TriggeredAbility) and ab.subject == "character_here" and ab.event != "move" or any(
        isinstance(st, L.Choose) and isinstance(st.sel, L.Sel) and st.sel.here for st in steps)  # "chosen character here"
    opp_hand = tuple(f.song if st.sel.song else f.action for st in steps if isinstance(st, L.DiscardChosen)
                     and st.sel.types == ("action",))  # "discards a song / an action card of your choice"
    opp_hand += tuple(VANILLA for st in steps if isinstance(st, L.PlayerMay) and st.who == "each" and any(
        isinstance(x, L.Choose) and isinstance(x.sel, L.Sel) and x.sel.zone == "hand" for x in st.steps))
    sc = position(cards, card, where, f, active=active, exerted=exerted, extra_hand=extra, deck_top=top,
                  mine_at_card=here,
                  opp_hand=opp_hand + ((_matching(ab.subject_sel, f),) if isinstance(ab, TriggeredAbility)
                  and ab.event == "any_play" and ab.subject_sel is not None and ab.subject_sel.owner == "opp" else ()),
                  at_location=isinstance(ab, TriggeredAbility) and ab.condition == L.Flag("at_location"),
                  extra_play=((_subject_card(cards, ab, f),) if flood else ()) + extra_items
                  + tuple(x for c in needs for x in satisfy(cards, f, c)) + more.play, discard_extra=more.discard,
                  opp_discard=more.opp_discard)
    g = sc.game
    me = sc.ref("card")
    for inked_name in inked:  # from the hand into player 0's inkwell
        zones.move_zone(g, next(i for i in g.s.hand[0] if g.name(i) == inked_name), INKWELL)
    if more.under:  # "cards under him": two under the card and two under the first character one may choose
        for i in (me, sc.ref("mine")):
            if g.s.zone[i] == 3:
                for _ in range(2):
                    t = g.s.deck[0].pop(0)
                    g.s.zone[t], g.s.facedown[t] = UNDER, True
                    g.s.under[i] += (t,)
    for st in steps:
        if isinstance(st, L.If):
            make_hold(g, sc, card, st.cond)
        if isinstance(st, L.Choose) and isinstance(st.sel, L.Sel) and st.sel.at_location:
            g.s.at[sc.ref("mine")] = sc.ref("myloc")  # "chosen character of yours at a location"
            g.s.exerted[sc.ref("mine")] = True
    if isinstance(ab, TriggeredAbility) and ab.event in ("banished", "leaves_play") and card.type is CardType.CHARACTER:
        g.s.damage[me] = max(0, g.willpower(me) - 1)  # any challenge banishes it
    if isinstance(ab, TriggeredAbility) and ab.event == "banished_in_challenge":
        g.s.damage[me] = max(0, g.willpower(me) - 1)
    for c in earlier:  # what the condition asks for happens first, through the public actions
        assert not this_turn_holds(g, c, me), "the condition holds before anything happened"
        make_this_turn(Run(g, sc, me), c, extra)
        assert this_turn_holds(g, c, me), f"{c} does not hold after it happened"
    if any(isinstance(st, L.If) and st.cond == L.Flag("has_card_under") for st in steps):
        put_under(g, me)  # "if there's a card under him"
    if any(isinstance(st, L.If) and st.cond == L.Flag("strongest") for st in steps):
        for x in [x for x in g.s.play[1] if g.card(x).type == 0]:
            zones.move_zone(g, x, DISCARD)  # "a character with more ¤ than each opposing character": they have none
    if any(isinstance(st, L.If) and st.cond == L.Flag("inkwell_exerted") for st in steps):
        for x in g.s.inkwell[0]:
            g.s.exerted[x] = True  # "if all cards in your inkwell are exerted"
    if needs_under(*steps):
        put_under(g, sc.ref("mine"))  # "if you have a character ... with a card under them"
    if any(isinstance(st, L.MoveDamage) and st.src == "self" for st in steps):
        g.s.damage[me] = 2  # "move up to 2 damage from this character": it has some
    if any(getattr(st, "n", None) == L.StatOf("self", "damage") for st in steps):
        g.s.damage[me] = 2  # "gain 1 lore for each 1 damage on him": he has some
    if isinstance(ab, TriggeredAbility) and isinstance(ab.condition, L.All) and L.Flag("second_ink") in ab.condition.conds:
        # "if it's the second card you've put into your inkwell this turn": a first one by an effect (no trigger)
        zones.ink_facedown(g, next(i for i in g.s.hand[0] if i != me and g.card(i).inkable), 0, True)
        answer_all(Run(g, sc, me))
    if any(getattr(st, "n", None) == L.StatOf("self", "under") for st in steps):
        put_under(g, me)  # "put all cards from under her into your hand", "for each card under them"
    run = Run(g, sc, me, option=option)
    run.before = _snapshot(g)
    if isinstance(ab, TriggeredAbility) and ab.event in ("challenged", "banished", "banished_in_challenge",
                                                          "challenges", "challenged_and_banished",
                                                          "challenges_and_banished", "leaves_play", "damaged",
                                                          "challenges_any"):
        run.skip = {me, sc.ref("big"), sc.ref("foe2"), sc.ref("mine")}  # the challenge damaged them too
    if isinstance(ab, TriggeredAbility) and ab.event == "challenges" and ab.subject == "opponent_character":
        run.skip = {sc.ref("mine2")}  # the challenged one; the challenger takes its ¤ first (CR 4.6.6)
        run.before["damage"][sc.ref("big")] += g.strength(sc.ref("mine2"))
    _set_off(run, ab, extra)
    if isinstance(ab, TriggeredAbility) and ab.event == "put_under":
        run.before["deck"][0] = run.before["deck"][0][1:]  # Boost put the top card under it
    run.mid_ready = g.ready_ink(0)
    answer_all(run)
    if isinstance(ab, TriggeredAbility) and ab.event in ("start_of_turn", "ready", "draw") and DISCARDS not in extra:
        run.turn_draws = 1  # the draw step comes after the start-of-turn effects resolved
    if isinstance(ab, TriggeredAbility) and ab.event == "end_of_turn":
        steps = tuple(st for st in steps if getattr(st, "duration", "") != "turn")  # ended with the turn
    assert g.s.res is None, f"the ability did not finish: {g.pending_info()}"
    if isinstance(ab, TriggeredAbility) and _watched(ab):  # the event really set this ability off
        assert any(isinstance(e, TriggerAdded) and e.card == me and e.ability == ab.name for e in run.events), \
            f"{name}: {ab.name} did not trigger"
    if any(isinstance(st, L.Ready) for st in steps):  # the effect may ready the character exerted to pay
        pay = tuple(st for st in pay if not isinstance(st, L.Exert))
    errors = check_steps(run, pay + steps, me)  # the costs chosen as it was activated, then its effect
    assert not errors, f"{name}: {ab.name}: " + "; ".join(errors)


BREAK = "Break"  # "Banish chosen item." (the first item is yours: the card, or the one put into play for it)


def _item_banished(card, ab: object) -> bool:  # type: ignore[no-untyped-def]
    """"When this item is banished", "whenever one of your items / an item is banished"."""
    return isinstance(ab, TriggeredAbility) and ab.event in ("banished", "leaves_play") and (
        card.type is CardType.ITEM and ab.subject_sel is None and ab.condition != L.Flag("opponents_turn")
        or ab.subject_sel is not None and ab.subject_sel.types == ("item",))


DISCARDS = "Strike a Good Match"  # "Draw 2 cards, then choose and discard a card."
RETURNS = "Wake Up, Alice!"  # "Return chosen damaged character to their player's hand." (your "mine" is the first)
EXERTS = "Petrify"  # "Exert chosen opposing character." (the first is a ready one)
HEAL = "First Aid"  # "Remove up to 1 damage from each of your characters." (your damaged "mine" is healed)
_RARE = frozenset({"leaves_play", "ready", "damage_removed", "draw", "damaged", "put_under", "challenges_any",
                   "shifted_onto", "discard", "returned", "exerted", "sung"})


def _watched(ab: TriggeredAbility) -> bool:
    """Triggers whose set-off the test asserts (the rare events, and subjects picked by a selector)."""
    return ab.event in _RARE or ab.subject_sel is not None or ab.subject == "opponent_character" \
        or isinstance(ab.condition, (L.SelfStat, L.Challenged)) or ab.condition == L.Flag("exerted") \
        or ab.subject in ("character_here", "on_top")


def _shifter(cards: CardIndex, card, sel: L.Sel | None) -> str:  # type: ignore[no-untyped-def]
    """A character with Shift that goes on top of ``card`` (and fits ``sel``: "a Floodborn character")."""
    return next(c.full_name for c in sorted(cards, key=lambda c: (c.cost, c.full_name))
                if c.name == card.name and c.full_name != card.full_name and any(k.keyword == "Shift" for k in c.keywords)
                and (sel is None or not sel.classification or sel.classification in c.classifications))


def _subject_card(cards: CardIndex, ab: TriggeredAbility, f: Fillers) -> str:
    """A card of player 0's play whose event sets ``ab`` off (an item, a location, a Boost character)."""
    sel = ab.subject_sel
    assert sel is not None
    if ab.event == "put_under":
        return character_for(cards, L.Sel(keyword="Boost"))
    if sel.types == ("item",):
        return f.item
    if sel.types == ("location",):
        return f.location
    return character_for(cards, sel)


def _matching(sel: L.Sel | None, f: Fillers) -> str:
    assert sel is not None
    if sel.song:
        return f.song
    if sel.types[0] == "character":  # ("character", "location"): a character does
        return character_for(default_cards(), sel)
    return {"action": f.action, "item": f.item, "location": f.location}[sel.types[0]]


def _cheap(cards: CardIndex, sel: L.Sel) -> str:
    """A card of ``sel``'s types that costs 2 or less, without abilities of its own if there is one."""
    fit = [c for c in sorted(cards, key=lambda c: (c.cost, c.full_name)) if c.cost <= 2 and c.type.value.lower()
           in sel.types + (("action", "item", "location", "character") if "card" in sel.types else ())
           and not c.is_song]
    return next((c.full_name for c in fit if c.has_only_keywords and not c.keywords), fit[0].full_name)


def _set_off(run: Run, ab: object, extra: tuple[str, ...]) -> None:
    g, sc, me = run.game, run.sc, run.card
    if isinstance(ab, ActivatedAbility):
        k = g.card(me).activated.index(ab)
        run.act(Activate(me, k))
        return
    if isinstance(ab, ActionEffect):
        run.act(PlayCard(me))
        return
    assert isinstance(ab, TriggeredAbility)
    ev = ab.event
    # whose event it is: this card, one of your characters, or one that fits the trigger's selector
    actor = sc.ref("extra0") if ab.subject_sel is not None and ev not in ("any_play", "shifted_onto", "sung") \
        else sc.ref("mine") \
        if ab.subject in ("own_character", "own_other_character", "character_here") else me
    if ev == "play":
        run.act(PlayCard(me))
    elif ev == "quest":
        if ab.subject == "character_here":
            g.s.at[actor] = me  # "whenever a Super character quests while here": it is here
        if ab.subject_sel is not None and ab.subject_sel.at_location:
            g.s.at[actor] = sc.ref("myloc")  # "quests while at a location"
        if isinstance(ab.condition, L.SelfStat):  # "while he has 3 ¤ or more": now he has
            g.s.effects.append(Effect(EffectKind.STAT, me, ab.condition.stat, ab.condition.n, Until.TURN, 0, 0))
        run.act(Quest(actor))
    elif ev == "banishes_in_challenge":
        foe = sc.ref("foe2")
        g.s.damage[foe] = g.willpower(foe) - 1  # any hit banishes it
        run.skip |= {me, foe, actor}
        run.act(Challenge(actor, foe))
    elif ev == "move":
        dest = me if ab.subject == "character_here" else sc.ref("myloc")
        run.act(Move(actor if ab.subject == "character_here" else me, dest))
    elif ev == "put_under":
        run.act(Boost(actor))
    elif ev == "challenges" and ab.subject == "opponent_character":
        run.act(Challenge(sc.ref("big"), sc.ref("mine2")))  # "whenever an opposing character challenges"
    elif ev in ("challenges", "challenges_any"):
        if ab.subject_sel is not None and ab.subject_sel.damaged:
            g.s.damage[actor] = 1  # "whenever a damaged character challenges"
        foe = sc.ref("foe2")
        if isinstance(ab.condition, L.Challenged):  # "challenges a damaged character": the challenged one fits
            if ab.condition.sel.damaged:
                g.s.damage[foe] = 1
            assert L.sel_matches(g, ab.condition.sel, foe, 0, me), "harness: the challenged character does not fit"
        run.act(Challenge(actor, foe))
    elif ev in ("banished", "leaves_play") and BREAK in extra:
        run.act(PlayCard(next(i for i in g.s.hand[0] if g.name(i) == BREAK)))
    elif ev == "banished" and ab.subject == "opponent_character":
        foe = sc.ref("foe2")  # one of yours banishes an opposing character in a challenge
        g.s.damage[foe] = g.willpower(foe) - 1
        run.skip |= {me, foe, sc.ref("mine")}
        run.act(Challenge(me if g.card(me).type == 0 else sc.ref("mine"), foe))
    elif ev == "challenges_and_banished" or ev in ("banished", "banished_in_challenge") and ab.condition == L.Flag("your_turn"):
        big = sc.ref("foe")  # during your turn: your character challenges a 3-strength one and is banished
        g.s.exerted[big] = True
        g.s.damage[actor] = max(0, g.willpower(actor) - 1)
        run.skip |= {actor, big}
        run.act(Challenge(actor, big))
    elif ev == "damaged":
        if ab.subject == "opponent_character":  # one of yours challenges: the opposing one takes damage
            run.skip |= {me, sc.ref("mine"), sc.ref("foe2")}
            run.act(Challenge(me if g.card(me).type == 0 else sc.ref("mine"), sc.ref("foe2")))
        else:
            g.s.exerted[actor] = True
            run.skip |= {actor}
            run.act(Challenge(sc.ref("big"), actor))
    elif ev == "draw" and DISCARDS in extra:
        run.act(PlayCard(next(i for i in g.s.hand[0] if g.name(i) == DISCARDS)))
    elif ev in ("ready", "draw"):
        run.act(EndTurn())
    elif ev in ("damage_removed", "discard", "returned"):
        run.act(PlayCard(next(i for i in g.s.hand[0] if g.name(i) == extra[0])))
    elif ev == "shifted_onto":
        run.act(PlayCard(next(i for i in g.s.hand[0] if g.name(i) == extra[0]), shift=(me,)))
    elif ev in ("challenged", "banished", "banished_in_challenge", "challenged_and_banished", "leaves_play"):
        g.s.exerted[actor] = True
        if ev != "challenged":
            g.s.damage[actor] = max(0, g.willpower(actor) - 1)  # the challenge banishes it
        run.skip |= {actor}
        run.act(Challenge(sc.ref("big"), actor))
    elif ev in ("start_of_turn", "end_of_turn"):
        run.act(EndTurn())
    elif ev == "ink":
        run.act(next(InkCard(i) for i in g.s.hand[0] if g.card(i).inkable and i != me))
    elif ev == "any_play" and ab.subject_sel is not None and ab.subject_sel.owner == "opp":
        run.act(PlayCard(g.s.hand[1][0]))  # the opponent plays it
    elif ev == "any_play" and L.flag_name(ab.condition) in ("second_action", "third_action"):  # the second (third) sets it off
        for _ in extra[1:]:
            run.act(PlayCard(next(i for i in g.s.hand[0] if g.name(i) == extra[0])))
            answer_all(run)
        assert not any(isinstance(e, TriggerAdded) and e.card == me for e in run.events), "an earlier action set it off"
        run.act(PlayCard(next(i for i in g.s.hand[0] if g.name(i) == extra[0])))
    elif ev == "exerted" and ab.subject == "self":
        run.act(Quest(me))  # "whenever this character exerts": questing exerts it
    elif ev == "exerted":
        run.act(PlayCard(next(i for i in g.s.hand[0] if g.name(i) == EXERTS)))
    elif ev in ("any_play", "cheap_play"):
        hand = [i for i in g.s.hand[0] if g.name(i) == extra[0]]
        run.act(PlayCard(hand[0]))
    elif ev in ("sing", "sung"):
        song = next(i for i in g.s.hand[0] if g.name(i) == extra[0])
        run.act(PlayCard(song, sing=(actor,)))
    else:
        raise AssertionError(f"the harness cannot set off {ev!r}")


def _check_static(cards: CardIndex, card, ab: StaticAbility, f: Fillers) -> None:  # type: ignore[no-untyped-def]
    if _check_rare_static(cards, card, ab, f):
        return
    if ab.stat == "enters_damage":
        sc = position(cards, card, "hand", f)
        g = sc.game
        g.apply(PlayCard(sc.ref("card")))
        answer_all(Run(g, sc, sc.ref("card")))
        me = sc.ref("card")
        assert g.s.damage[me] == ab.amount or g.zone_of(me) == "discard", f"entered with {g.s.damage[me]} damage"
        return
    if ab.stat == "enters_exerted":
        sc = position(cards, card, "hand", f)
        g = sc.game
        g.apply(PlayCard(sc.ref("card")))
        answer_all(Run(g, sc, sc.ref("card")))
        assert g.s.exerted[sc.ref("card")], "it entered play ready"
        return
    if ab.stat == "cost" and ab.applies_to == "own_cards_in_hand" and ab.sel is not None \
            and isinstance(ab.condition, L.Count) and ab.condition.sel.here:
        # "while you have a character here, you pay 1 ⬡ less to play locations": a fitting card in hand
        fits = {"location": f.location, "item": f.item, "action": f.action}.get(ab.sel.types[0], VANILLA)
        sc = position(cards, card, "play", f, extra_hand=(fits,))
        g = sc.game
        me = sc.ref("card")
        held = next(i for i in g.s.hand[0] if g.name(i) == fits)
        assert g.play_cost(held) == g.card(held).cost, "cheaper with nobody here"
        g.s.at[sc.ref("mine")] = me
        assert g.play_cost(held) == max(0, g.card(held).cost - ab.amount), f"costs {g.play_cost(held)}"
        return
    if ab.stat in ("cost", "play_free") and ab.applies_to == "self":
        extra = satisfy(cards, f, ab.condition) if isinstance(ab.condition, L.Count) else ()
        if isinstance(ab.condition, L.AnyOf) and isinstance(ab.condition.conds[0], L.Count):
            extra = satisfy(cards, f, ab.condition.conds[0])  # "named Woody or Jessie": the first one holds
        earlier = this_turn_hand(cards, f, ab.condition) if isinstance(ab.condition, L.ThisTurn) else ()
        if isinstance(ab.condition, L.ThisTurn) and ab.condition.what != "played" and (
                ab.condition.sel.classification or ab.condition.sel.name):  # to be banished ("named Buzz Lightyear")
            extra += (character_for(cards, L.Sel(classification=ab.condition.sel.classification,
                                                 name=ab.condition.sel.name)),)
        counted = isinstance(ab.per, L.CountOf) and ab.per.sel.zone == "discard"  # "for each ... in your discard"
        sc = position(cards, card, "hand", f, extra_play=extra, extra_hand=earlier,
                      discard_extra=(card_fitting(cards, ab.per.sel),) * 2 if counted else ())
        g = sc.game
        me = sc.ref("card")
        if isinstance(ab.condition, L.ThisTurn):  # "if you played a song this turn": not cheaper before
            assert g.play_cost(me) == card.cost, "cheaper before the condition holds"
            assert PlayCard(me, free=True) not in g.legal_actions(), "free before the condition holds"
            make_this_turn(Run(g, sc, me), ab.condition, earlier)
        if not (isinstance(ab.condition, L.Count) and ab.condition.sel.damaged):
            for i in g.s.play[0]:
                g.s.damage[i] = 0  # only this ability's condition holds
        if ab.condition == L.Flag("underdog"):
            assert g.play_cost(me) == card.cost, "cheaper before the condition holds"
            g.s.first, g.s.turn = 1, 2  # player 0's first turn, and player 1 went first
        if ab.stat == "play_free":  # "you may play this for free": an alternative cost (CR 1.5.5.3), not cheaper
            assert g.play_cost(me) == card.cost, f"costs {g.play_cost(me)}, not its printed {card.cost}"
            ink = g.ready_ink(0)
            assert PlayCard(me, free=True) in g.legal_actions(), "it cannot be played for free"
            g.apply(PlayCard(me, free=True))
            answer_all(Run(g, sc, me))
            assert g.zone_of(me) in ("play", "discard") and g.ready_ink(0) == ink, "not played for free"
            return
        times = 1
        if counted:
            times = sum(1 for t in g.s.discard[0] if L.sel_matches(g, ab.per.sel, t, 0, me))
            assert times >= 2, "nothing to count in the discard (harness set-up)"
        assert g.play_cost(me) == max(0, card.cost - ab.amount * times), f"costs {g.play_cost(me)}"
        return
    if ab.stat == "play_after_character":
        sc = position(cards, card, "hand", f)
        g = sc.game
        me = sc.ref("card")
        assert g.check(PlayCard(me)) is not None and PlayCard(me) not in g.legal_actions()
        other = next(i for i in g.s.hand[0] if g.name(i) == "Stitch - New Dog")
        g.apply(PlayCard(other))
        answer_all(Run(g, sc, me))
        assert g.check(PlayCard(me)) is None
        return
    if ab.stat == "play_only_if" and isinstance(ab.condition, L.Count) and ab.condition.sel.owner == "you":
        # "You can't play this character unless you have 5 or more characters in play": one short, then enough
        sc = position(cards, card, "hand", f)
        g = sc.game
        me = sc.ref("card")
        have = sum(1 for i in g.s.play[0] if L.sel_matches(g, ab.condition.sel, i, 0, me))
        more = ab.condition.n - have
        assert more >= 1, "harness: the condition already holds"
        sc = position(cards, card, "hand", f, extra_play=satisfy(cards, f, L.Count(ab.condition.sel, ">=", more - 1)))
        g, me = sc.game, sc.ref("card")
        assert g.check(PlayCard(me)) is not None and PlayCard(me) not in g.legal_actions(), "played one short"
        sc = position(cards, card, "hand", f, extra_play=satisfy(cards, f, L.Count(ab.condition.sel, ">=", more)))
        g, me = sc.game, sc.ref("card")
        assert g.check(PlayCard(me)) is None and PlayCard(me) in g.legal_actions(), "not played with enough"
        return
    if ab.stat == "play_only_if":
        assert isinstance(ab.condition, L.ThisTurn), f"the harness does not set up {ab.condition}"
        earlier = this_turn_hand(cards, f, ab.condition)
        sc = position(cards, card, "hand", f, extra_hand=earlier)
        g = sc.game
        me = sc.ref("card")
        assert g.check(PlayCard(me)) is not None and PlayCard(me) not in g.legal_actions()
        make_this_turn(Run(g, sc, me), ab.condition, earlier)
        assert g.check(PlayCard(me)) is None and PlayCard(me) in g.legal_actions()
        return
    if ab.stat == "quest_when_played":
        sc = position(cards, card, "hand", f)
        g = sc.game
        me = sc.ref("card")
        g.apply(PlayCard(me))
        answer_all(Run(g, sc, me))
        assert not g.s.dry[me] and Quest(me) in g.legal_actions() and g.check(Quest(me)) is None
        other = next(i for i in g.s.hand[0] if g.name(i) == "Stitch - New Dog")
        g.apply(PlayCard(other))
        answer_all(Run(g, sc, me))
        assert g.check(Quest(other)) is not None  # another character played this turn still dries
        return
    if ab.stat == "cant_move":
        sc = position(cards, card, "play", f)
        g = sc.game
        me = sc.ref("card")
        assert Move(me, sc.ref("myloc")) not in g.legal_actions() and g.check(Move(me, sc.ref("myloc"))) is not None
        assert g.check(Move(sc.ref("mine"), sc.ref("myloc"))) is None  # another character still can
        return
    if ab.stat == "cant_gain_keyword":
        sc = position(cards, card, "play", f)
        g = sc.game
        me = sc.ref("card")
        g.s.effects.append(Effect(EffectKind.KEYWORD, me, ab.keyword, 0, Until.TURN, 0, 0))  # as "chosen character gains Evasive" does
        assert not g.has_keyword(me, ab.keyword), f"it gained {ab.keyword}"
        return
    if ab.stat == "can_challenge_ready_of":  # "can challenge ready Villain characters": those, not the others
        assert ab.sel is not None
        sc = position(cards, card, "play", f, opp_play=(character_for(cards, ab.sel),))
        g = sc.game
        me, fits = sc.ref("card"), sc.ref("opp0")
        if ab.sel.damaged:  # "can challenge ready damaged characters": the fitting one is damaged, the other not
            g.s.damage[fits], g.s.damage[sc.ref("foe")] = 1, 0
        assert not g.s.exerted[fits] and g.check(Challenge(me, fits)) is None and Challenge(me, fits) in g.legal_actions()
        assert g.check(Challenge(me, sc.ref("foe"))) is not None, "it challenged a ready character that does not fit"
        return
    if ab.stat == "can_challenge_ready":
        earlier = this_turn_hand(cards, f, ab.condition) if isinstance(ab.condition, L.ThisTurn) else ()
        sc = position(cards, card, "play", f, extra_hand=earlier)
        g = sc.game
        me = sc.ref("card")
        if isinstance(ab.condition, L.ThisTurn):  # "if you discarded a card this turn": not yet, then it happens
            assert g.check(Challenge(me, sc.ref("foe"))) is not None, "it challenged a ready character already"
            make_this_turn(Run(g, sc, me), ab.condition, earlier)
            assert this_turn_holds(g, ab.condition, me)
        elif isinstance(ab.condition, L.ZoneCount) and ab.condition.zone == "hand" and ab.condition.n == 0:
            for t in list(g.s.hand[0]):
                zones.move_zone(g, t, DISCARD)  # "while you have no cards in your hand"
        else:
            assert ab.condition is None, f"the harness does not set up {ab.condition}"
        assert g.check(Challenge(me, sc.ref("foe"))) is None, "it cannot challenge a ready character"
        return
    if ab.stat == "cant_sing" and ab.condition is None and ab.applies_to in ("opposing_characters",
                                                                             "own_other_characters"):
        # "Other characters can't exert to sing songs.": theirs (or your others) can't while it is in play, can after
        theirs = ab.applies_to == "opposing_characters"
        sc = position(cards, card, "play", f, active=1 if theirs else 0,
                      **({"opp_hand": (f.song,)} if theirs else {"extra_hand": (f.song,)}))
        g = sc.game
        me = sc.ref("card")
        q = 1 if theirs else 0
        song = next(i for i in g.s.hand[q] if g.name(i) == f.song)
        others = [x for x in g.s.play[q] if x != me and g.card(x).type == 0]
        assert others, "harness: no other character to sing"
        assert all(g.check(PlayCard(song, sing=(x,))) is not None for x in others), "another character sang"
        zones.move_zone(g, me, DISCARD)
        assert any(g.check(PlayCard(song, sing=(x,))) is None for x in others), "harness: nobody can sing it"
        return
    if ab.stat == "cant_sing" and ab.applies_to == "opposing_characters":  # "opposing characters can't sing"
        sc = position(cards, card, "play", f, active=1, opp_hand=(f.song,))
        g = sc.game
        me = sc.ref("card")
        song = next(i for i in g.s.hand[1] if g.name(i) == f.song)
        singers = [x for x in g.s.play[1] if g.check(PlayCard(song, sing=(x,))) is None]
        assert singers, "harness: nobody of the opponent's can sing the song"
        if ab.condition == L.Flag("exerted"):  # "while this character is exerted": ready, they still sing
            g.s.exerted[me] = True
        else:
            assert ab.condition is None, f"the harness does not set up {ab.condition}"
        assert all(g.check(PlayCard(song, sing=(x,))) is not None for x in singers), "an opposing character sang"
        return
    if ab.stat == "opponents_enter_damage":  # "Opposing characters with Singer enter play with 1 damage."
        assert ab.condition is None and ab.sel is not None, f"the harness does not set up {ab.condition}"
        fits = character_for(cards, ab.sel)
        sc = position(cards, card, "play", f, active=1, opp_hand=(fits,))
        g = sc.game
        one = next(i for i in g.s.hand[1] if g.name(i) == fits)
        other = next(i for i in g.s.hand[1] if g.card(i).type == 0
                     and not L.sel_matches(g, ab.sel, i, 1, sc.ref("card")))
        for i in (one, other):
            g.apply(PlayCard(i))
            answer_all(Run(g, sc, sc.ref("card")))
        assert g.s.damage[one] == ab.amount, f"{fits} entered with {g.s.damage[one]} damage"
        assert g.s.damage[other] == 0, "one that does not fit entered damaged"
        return
    if ab.stat == "dont_discard":  # "During opponents' turns, ... you don't discard.": Sudden Chill in their turn
        assert ab.condition == L.Flag("opponents_turn"), f"the harness does not set up {ab.condition}"
        sc = position(cards, card, "play", f, active=1, opp_hand=("Sudden Chill", "Sudden Chill"))
        g = sc.game
        me = sc.ref("card")
        chills = [i for i in g.s.hand[1] if g.name(i) == "Sudden Chill"]
        had = len(g.s.hand[0])
        g.apply(PlayCard(chills[0]))  # "Each opponent chooses and discards a card."
        answer_all(Run(g, sc, me))
        assert len(g.s.hand[0]) == had >= 1, "a card was discarded"
        zones.move_zone(g, me, DISCARD)
        g.apply(PlayCard(chills[1]))
        answer_all(Run(g, sc, me))
        assert len(g.s.hand[0]) == had - 1, "without it, no card was discarded either (harness set-up)"
        return
    if ab.stat == "cant_lose_lore":  # "During opponents' turns, you can't lose lore.": Tangle in their turn
        assert ab.condition == L.Flag("opponents_turn"), f"the harness does not set up {ab.condition}"
        sc = position(cards, card, "play", f, me_lore=3, active=1, opp_hand=("Tangle", "Tangle"))
        g = sc.game
        me = sc.ref("card")
        tangles = [i for i in g.s.hand[1] if g.name(i) == "Tangle"]
        g.apply(PlayCard(tangles[0]))  # "Each opponent loses 1 lore."
        answer_all(Run(g, sc, me))
        assert g.s.lore[0] == 3, "lore was lost"
        zones.move_zone(g, me, DISCARD)
        g.apply(PlayCard(tangles[1]))
        answer_all(Run(g, sc, me))
        assert g.s.lore[0] == 2, "without it, no lore was lost either (harness set-up)"
        return
    if ab.stat == "cant_sing":
        sc = position(cards, card, "play", f, extra_hand=(f.song,))
        g = sc.game
        me = sc.ref("card")
        song = next(i for i in g.s.hand[0] if g.name(i) == f.song)
        assert g.check(PlayCard(song, sing=(me,))) is not None, "it sang"
        assert g.check(PlayCard(song, sing=(sc.ref("mine"),))) is None  # another character still can
        return
    if ab.stat == "strength_floor":
        sc = position(cards, card, "play", f)
        g = sc.game
        mine = sc.ref("mine")
        g.s.effects.append(Effect(EffectKind.STAT, mine, "strength", -2, Until.TURN, 0, 1))  # "gets -2 ¤ this turn"
        assert g.strength(mine) == g.card(mine).strength, "reduced below its printed value"
        return
    if ab.stat == "cant_ready" and ab.condition is None and ab.applies_to == "opposing_items":
        sc = position(cards, card, "play", f)  # the opposing item stays exerted at the start of its player's turn
        g = sc.game
        me, item, foe = sc.ref("card"), sc.ref("foeitem"), sc.ref("foe2")
        g.s.exerted[item] = True
        g.s.exerted[me] = True  # (a ready Reckless character could not let the turn end, CR 8.7.3)
        g.apply(EndTurn())
        answer_all(Run(g, sc, me))
        assert g.s.active == 1 and g.s.exerted[item] and not g.s.exerted[foe], "the opposing item readied"
        return
    if ab.stat == "cant_ready" and ab.condition is None and ab.applies_to == "own_characters":
        sc = position(cards, card, "play", f, exerted=True)  # "your characters (not named X) can't ready"
        g = sc.game
        me, held = sc.ref("card"), sc.ref("mine2")  # mine2 starts exerted
        for _ in range(2):
            g.apply(EndTurn())
            answer_all(Run(g, sc, me))
        assert g.s.exerted[held], "your character readied"
        assert ab.sel is None or L.sel_matches(g, ab.sel, me, 0, me) or not g.s.exerted[me], "it did not ready"
        return
    if ab.stat == "cant_ready":
        assert isinstance(ab.condition, L.Count) or ab.condition is None
        n = ab.condition.n if ab.condition is not None else 0
        sc = position(cards, card, "play", f, exerted=True, extra_hand=("Stitch - New Dog",) * n)
        g = sc.game
        me = sc.ref("card")
        g.apply(EndTurn())
        answer_all(Run(g, sc, me))
        g.apply(EndTurn())
        answer_all(Run(g, sc, me))
        held = len(g.s.hand[0]) - 1  # the hand as it readied, before the turn's draw (Goliath's own end-of-turn
        assert g.s.exerted[me] == (held >= n), "it readied with a full hand"  # discard can leave it short)
        return
    fit = (character_for(cards, ab.sel),) if ab.sel is not None and ab.applies_to != "own_locations" else ()
    if ab.applies_to == "own_locations":  # "your Hyperia City locations": one of them
        fit = satisfy(cards, f, L.Count(L.Sel(types=("location",), classification=ab.sel.classification if ab.sel
                                              else ""), ">=", 1))
    if isinstance(ab.per, L.CountOf) and ab.per.sel.owner == "you":
        fit += satisfy(cards, f, L.Count(ab.per.sel, ">=", 2))  # "for each": two of them
    earlier = this_turn_hand(cards, f, ab.condition) if isinstance(ab.condition, L.ThisTurn) else ()
    here = [x.sel for x in (ab.condition, ab.per) if isinstance(x, (L.Count, L.CountOf)) and x.sel.here]
    piled = isinstance(ab.condition, L.Count) and ab.condition.sel.zone == "discard"  # "while you have 5 or more
    # song cards in your discard", "while an opponent has a song card in their discard": without them, then with them
    pile = (card_fitting(cards, ab.condition.sel),) * ab.condition.n if piled else ()  # type: ignore[union-attr]
    mine_pile = piled and ab.condition.sel.owner != "opp"  # type: ignore[union-attr]
    needed = satisfy(cards, f, ab.condition) if isinstance(ab.condition, L.Count) and not piled else ()
    if ab.condition == L.OpponentHas("items", "fewer"):  # "while you have more items in play than each opponent"
        needed = (f.item,)
    if piled and ab.applies_to == "self":  # none of them in the discard: it does not apply yet
        bare = position(cards, card, "play", f, extra_play=fit)
        for q in range(2):
            for t in list(bare.game.s.discard[q]):
                if L.sel_matches(bare.game, ab.condition.sel, t, 0, bare.ref("card")):  # type: ignore[union-attr]
                    zones.move_zone(bare.game, t, HAND)
        assert not _static_seen(bare.game, ab, bare.ref("card")), "the static applies without the cards in the discard"
    if isinstance(ab.condition, L.All) and all(isinstance(x, L.Count) or x == L.Flag("your_turn")
                                               for x in ab.condition.conds):  # "during your turn, while a Pirate"
        needed = tuple(t for x in ab.condition.conds if isinstance(x, L.Count) for t in satisfy(cards, f, x))
    sc = position(cards, card, "play", f, exerted=L.flag_name(ab.condition) in ("exerted", "opponents_turn_exerted"),
                  at_location=ab.condition == L.Flag("at_location"),
                  active=1 if ab.condition == L.Flag("opponents_turn_exerted") else 0,
                  mine_at_card=ab.applies_to == "characters_here" or bool(here), extra_hand=earlier,
                  extra_play=fit + needed, discard_extra=pile if mine_pile else (),
                  opp_discard=() if mine_pile else pile)
    g = sc.game
    me = sc.ref("card")
    if here:  # "while you have a character here": the ones put in play for it are here too; none here: no change
        for k in range(len(fit), len(fit) + len(needed)):
            g.s.at[sc.ref(f"extra{k}")] = me
        at = g.s.at[:]
        g.s.at = [-1 if x == me else x for x in at]
        assert not _static_seen(g, ab, me) or ab.applies_to != "self", "the static applies with nobody here"
        g.s.at = at
    if ab.condition == L.Flag("damaged") or isinstance(ab.per, L.StatOf) and ab.per.stat == "damage":
        g.s.damage[me] = 1
    if needs_under(ab.condition):
        assert not _static_seen(g, ab, me), "the static applies with no card under any character"
        put_under(g, sc.ref("mine"))
    if ab.applies_to == "characters_at_my_location":  # this one at a location, and a character of yours there
        assert not _static_seen(g, ab, sc.ref("mine")), "it applies with nobody at its location"
        g.s.at[sc.ref("mine")] = g.s.at[me]
    if ab.applies_to == "characters_here" and fit:
        g.s.at[sc.ref("extra0")] = me  # the character that fits the static is here
    if ab.condition == L.Flag("has_card_under"):  # "while there's a card under this character": off, then on
        assert not _static_seen(g, ab, me), "the static applies with no card under it"
    if isinstance(ab.per, L.StatOf) and ab.per.stat == "under" or ab.condition == L.Flag("has_card_under"):
        for _ in range(2):  # two cards under it, as Boost or Shift leaves them
            t = g.s.deck[0].pop(0)
            g.s.zone[t], g.s.facedown[t] = UNDER, True
            g.s.under[me] += (t,)
    c = ab.condition
    if isinstance(c, L.Count) and c.sel.damaged:  # "while there are 5 or more characters with damage in play"
        for i in [x for q in range(2) for x in g.s.play[q] if x != me and g.card(x).type == 0]:
            if sum(1 for q in range(2) for x in g.s.play[q] if L.sel_matches(g, c.sel, x, 0, me)) >= c.n:
                break
            if L.sel_matches(g, L.Sel(**{**{k: getattr(c.sel, k) for k in c.sel.__dataclass_fields__},
                                         "damaged": None}), i, 0, me):
                g.s.damage[i] = max(g.s.damage[i], 1)
    if isinstance(c, L.Count) and c.sel.exerted:  # "while you have another exerted character in play"
        loose = L.Sel(**{**{k: getattr(c.sel, k) for k in c.sel.__dataclass_fields__}, "exerted": None})
        for i in g.s.play[0]:
            if L.sel_matches(g, loose, i, 0, me):
                g.s.exerted[i] = True
    if c == L.OpponentHas("hand", "fewer"):  # "while you have more cards in your hand than each opponent": off, on
        while len(g.s.hand[1]) < len(g.s.hand[0]):
            zones.move_zone(g, g.s.deck[1][0], HAND)
        assert not _static_seen(g, ab, me), "the static applies with hands as big as each other"
        for t in list(g.s.hand[1]):
            zones.move_zone(g, t, DISCARD)
        if not g.s.hand[0]:
            zones.move_zone(g, g.s.deck[0][0], HAND)
    if c == L.OpponentHas("items", "fewer"):  # one item of yours, none of theirs: first without it, then with it
        items = [t for t in g.s.play[0] if L.sel_matches(g, L.Sel(types=("item",)), t, 0, me)]
        for t in [t for t in g.s.play[1] if L.sel_matches(g, L.Sel(types=("item",)), t, 1, me)]:
            zones.move_zone(g, t, DISCARD)  # the opponent's filler item: they have none
        assert items
        zones.move_zone(g, items[0], DISCARD)
        assert not _static_seen(g, ab, me), "the static applies with as many items as each opponent"
        zones.move_zone(g, items[0], PLAY)
    if L.flag_name(c) == "opponent_empty_hand":  # "while an opponent has no cards in their hand"
        for t in list(g.s.hand[1]):
            zones.move_zone(g, t, DISCARD)
    if L.flag_name(c) in ("character_here", "damaged_character_here", "exerted_character_here"):  # a location's: one of yours here
        g.s.at[sc.ref("mine")] = me
        g.s.exerted[sc.ref("mine")] = L.flag_name(c) == "exerted_character_here"
        assert L.flag_name(c) != "damaged_character_here" or g.s.damage[sc.ref("mine")] > 0
    if L.flag_name(c) == "has_card_under":  # "while there's a card under this character"
        t = g.s.deck[0].pop(0)
        g.s.zone[t], g.s.facedown[t] = UNDER, True
        g.s.under[me] += (t,)
    if isinstance(c, L.SelfStat):
        g.s.effects.append(Effect(EffectKind.STAT, me, c.stat, c.n, Until.TURN, 0, 0))  # now it has that much
    if isinstance(c, L.ZoneCount):
        pile = {"hand": g.s.hand[0], "discard": g.s.discard[0], "inkwell": g.s.inkwell[0]}[c.zone]
        if c.op == "==":
            for t in list(g.s.hand[0]):
                zones.move_zone(g, t, DISCARD)
        while len(pile) < c.n:
            zones.move_zone(g, g.s.deck[0][0], {"hand": HAND, "discard": DISCARD, "inkwell": INKWELL}[c.zone])
    times = 1
    if isinstance(ab.per, L.HandSize):
        times = sum(len(g.s.hand[q]) for q in ((0,) if ab.per.who == "you" else (1,)))
    elif isinstance(ab.per, L.StatOf):
        times = g.s.damage[me] if ab.per.stat == "damage" else len(g.s.under[me])
    elif isinstance(ab.per, L.CountOf):
        times = sum(1 for q in range(2) for i in g.s.play[q] if L.sel_matches(g, ab.per.sel, i, 0, me))
        assert times >= 1, "nothing to count"
    elif isinstance(ab.per, L.InkTypes):  # "for each different ink type of characters you have in play"
        times = len({k for i in g.s.play[0] if g.card(i).type == 0 for k in default_cards().by_name(g.name(i)).inks})
        assert times >= 2, "harness: one ink type only"
    if isinstance(ab.per, L.CountOf) and ab.per.sel.zone == "discard" and ab.per.sel.owner == "you":
        times = len(g.s.discard[0])  # "for each card in your discard": counted there, not in play
        assert times >= 1, "nothing to count"
    if isinstance(ab.condition, L.ThisTurn):  # "if a character was banished this turn": not yet, then it happens
        assert not _static_seen(g, ab, me), "the static applies before anything happened"
        make_this_turn(Run(g, sc, me), ab.condition, earlier)
        assert this_turn_holds(g, ab.condition, me)
    if ab.condition == L.Flag("highest_cost"):  # the opponent's Kaa (7) costs more; gone, your 3 ties their 3
        assert not _static_seen(g, ab, me), "the static applies while an opposing character costs more"
        top = max(g.card(i).cost for i in g.s.play[0] if g.card(i).type == 0)
        for i in [i for i in g.s.play[1] if g.card(i).type == 0 and g.card(i).cost > top]:
            zones.move_zone(g, i, DISCARD)
        assert max(g.card(i).cost for i in g.s.play[1] if g.card(i).type == 0) == top, "harness: no tie"
    if ab.condition == L.Flag("most_inkwell"):  # none in your inkwell (as many as they have), then one more
        for x in list(g.s.inkwell[0]):
            zones.move_zone(g, x, HAND)
        assert len(g.s.inkwell[1]) == 0 and not _static_seen(g, ab, me), "the static applies with no more ink"
        zones.move_zone(g, g.s.hand[0][0], INKWELL)
    if ab.condition == L.Flag("strongest"):  # "a character with more ¤ than each opposing character": theirs gone
        if max((g.strength(i) for i in g.s.play[1] if g.card(i).type == 0), default=-1) >= max(
                g.strength(i) for i in g.s.play[0] if g.card(i).type == 0):
            assert not _static_seen(g, ab, me), "the static applies while an opposing character is as strong"
        for x in [x for x in g.s.play[1] if g.card(x).type == 0]:
            zones.move_zone(g, x, DISCARD)
    if ab.condition in (L.Flag("has_ink_drop"), L.Flag("inkwell_exerted")):  # not yet, then it holds
        assert not _static_seen(g, ab, me), f"the static applies before {ab.condition.name}"  # type: ignore[union-attr]
        if ab.condition == L.Flag("has_ink_drop"):
            g.s.drops[0] = 1
        for x in g.s.inkwell[0]:
            g.s.exerted[x] = True
    if ab.condition == L.Flag("opponents_turn"):  # "during opponents' turns": not now, then in the opponent's turn
        assert not _static_seen(g, ab, me), "the static applies during your turn"
        g.s.exerted[me] = True
        g.apply(EndTurn())
        answer_all(Run(g, sc, me))
        assert g.s.active == 1
    d = g.card(me)
    foes = [sc.ref(x) for x in ("foe", "foe2", "big")]
    holder = me if ab.applies_to == "self" else (sc.ref("extra0") if fit else sc.ref("myloc")) \
        if ab.applies_to == "own_locations" \
        else next((x for x in foes if ab.sel is None or L.sel_matches(
            g, L.Sel(**{k: getattr(ab.sel, k) for k in ab.sel.__dataclass_fields__ if k != "damaged"}), x, 0, me)),
            sc.ref("foe")) if ab.applies_to == "opposing_characters" \
        else sc.ref("extra0") if fit else sc.ref("mine") \
        if ab.applies_to.startswith("own") or ab.applies_to in ("characters_here", "characters_at_my_location") \
        else sc.ref("foe")
    hd = g.card(holder)
    if ab.sel is not None and ab.sel.damaged:
        g.s.damage[holder] = 1
    if ab.sel is not None and ab.sel.under and not g.s.under[holder]:  # "that have a card under them"
        if ab.stat == "keyword" and not g.card(holder).card.has_keyword(ab.keyword):
            assert not _static_seen(g, ab, holder), "the static applies with no card under it"
        put_under(g, holder)
    if ab.sel is not None and ab.sel.at_location:
        assert not _static_seen(g, ab, holder), "the static applies to a character at no location"
        g.s.at[holder] = sc.ref("myloc")  # "your characters at locations"
    if ab.sel is not None and ab.sel.exerted:
        assert not _static_seen(g, ab, holder), "the static applies to a ready character"
        g.s.exerted[holder] = True  # "your other exerted Floodborn characters"
    if ab.stat in ("strength", "willpower", "lore"):
        base = getattr(hd, ab.stat)
        now = {"strength": g.strength, "willpower": g.willpower, "lore": g.lore_value}[ab.stat](holder)
        want = base + ab.amount * times
        assert now == want or (ab.stat == "strength" and now == 0 > want), f"{ab.stat} {base} -> {now}, not {want}"
    elif ab.stat == "keyword":
        assert g.has_keyword(holder, ab.keyword), f"no {ab.keyword}"
        if ab.amount:
            assert g.keyword_value(holder, ab.keyword) >= ab.amount * times
    elif ab.stat == "cant_quest":
        assert Quest(holder) not in g.legal_actions() and g.check(Quest(holder)) is not None
    elif ab.stat == "cant_be_challenged":
        g.s.exerted[me] = True
        g.apply(EndTurn())
        answer_all(Run(g, sc, me))
        g.s.exerted[holder] = True
        assert g.check(Challenge(sc.ref("big"), holder)) is not None, "it could be challenged"
        return
    elif ab.stat == "cant_challenge":
        assert g.check(Challenge(holder, sc.ref("foe2"))) is not None
    else:
        raise AssertionError(f"the harness does not check a {ab.stat!r} static")
    if ab.condition == L.Flag("your_turn"):
        g.s.exerted[me] = True  # (a ready Reckless character could not let the turn end, CR 8.7.3)
        g.apply(EndTurn())
        answer_all(Run(g, sc, me))
        if ab.stat == "keyword":
            assert not g.has_keyword(holder, ab.keyword) or ab.keyword in d.keyword_names, \
                "the keyword stays during the opponent's turn"


UNINKABLE = "Lilo - Making a Wish"  # a character card without ◉


def _check_rare_static(cards: CardIndex, card, ab: StaticAbility, f: Fillers) -> bool:  # type: ignore[no-untyped-def]
    """The statics of the rarer kinds, each checked where a player sees it; False: not one of them."""
    if ab.stat == "shift_cost":  # "you pay 1 ⬡ less to play (this character / characters) using their Shift ability"
        if ab.applies_to == "self":
            fit = card_fitting(cards, ab.per.sel) if isinstance(ab.per, L.CountOf) else ""
            sc = position(cards, card, "hand", f, discard_extra=(fit, fit) if fit else ())  # "for each item card ..."
            g = sc.game
            held = sc.ref("card")
            times = sum(1 for t in g.s.discard[0] if L.sel_matches(g, ab.per.sel, t, 0, held)) if fit else 1
            assert times >= 2 or not fit, "harness: nothing to count in the discard"
        else:
            shifter = "Hades - King of Olympus"  # a character with Shift, in hand
            sc = position(cards, card, "play", f, extra_hand=(shifter,))
            g = sc.game
            held = next(i for i in g.s.hand[0] if g.name(i) == shifter)
            times = 1
        sh = g.idef[held].shifts[0]
        assert legal.shift_ink(g, held, sh) == max(0, sh.ink - ab.amount * times), f"shifts for {legal.shift_ink(g, held, sh)}"
        assert g.play_cost(held) == g.card(held).cost, "its ink cost (played without Shift) changed too"
        return True
    if ab.stat == "cost" and ab.applies_to == "cards_in_hand":  # "Each player pays 2 ⬡ more to play items"
        assert ab.sel is not None
        fits = {"item": f.item, "action": f.action}[ab.sel.types[0]]
        sc = position(cards, card, "play", f, extra_hand=(fits,), opp_hand=(fits,))
        g = sc.game
        for q in (0, 1):
            held = next(i for i in g.s.hand[q] if g.name(i) == fits)
            assert g.play_cost(held) == max(0, g.card(held).cost - ab.amount), f"player {q}: {g.play_cost(held)}"
        plain = next(i for i in g.s.hand[0] if g.card(i).card.type is CardType.CHARACTER)
        assert g.play_cost(plain) == g.card(plain).cost, "a character costs more too"
        return True
    if ab.stat == "ink_from_discard":  # "You can ink cards from your discard." (its player's, once a turn)
        sc = position(cards, card, "play", f, discard_extra=(VANILLA,), opp_discard=(VANILLA,))
        g = sc.game
        mine = next(i for i in g.s.discard[0] if g.name(i) == VANILLA)
        theirs = next(i for i in g.s.discard[1] if g.name(i) == VANILLA)
        assert g.card(mine).inkable, "harness: the card in the discard has no inkwell symbol"
        assert InkCard(mine) in g.legal_actions() and InkCard(theirs) not in g.legal_actions()
        g.apply(InkCard(mine))
        assert g.zone_of(mine) == "inkwell"
        zones.move_zone(g, g.s.deck[0][0], DISCARD)
        assert not any(isinstance(a, InkCard) for a in g.legal_actions()), "inked twice in a turn"
        return True
    if ab.stat == "damage_by_willpower":  # "During challenges, your characters deal damage with their ⛉"
        sc = position(cards, card, "play", f)
        g = sc.game
        mine, foe = sc.ref("card"), sc.ref("foe2")  # (it is one of your characters: Dale 0 ¤ 4 ⛉)
        g.s.exerted[foe] = True
        was_foe, was_mine = g.s.damage[foe], g.s.damage[mine]
        want_foe = max(0, g.willpower(mine) - g.keyword_value(foe, "Resist"))
        want_mine = max(0, g.strength(foe) - g.keyword_value(mine, "Resist"))  # theirs deal with ¤ as usual
        assert g.willpower(mine) != g.strength(mine), "harness: the same ¤ and ⛉"
        g.apply(Challenge(mine, foe))
        answer_all(Run(g, sc, sc.ref("card")))
        assert g.zone_of(foe) == "discard" or g.s.damage[foe] == was_foe + want_foe, "not dealt with its ⛉"
        assert g.zone_of(foe) != "discard" or was_foe + want_foe >= g.card(foe).willpower
        assert g.zone_of(mine) == "discard" or g.s.damage[mine] == was_mine + want_mine
        return True
    if ab.stat == "no_damage":  # "Your characters with 7 ¤ or more can't be dealt damage."
        assert ab.sel is not None and ab.sel.strength is not None
        sc = position(cards, card, "play", f)
        g = sc.game
        mine = sc.ref("mine")
        was = g.s.damage[mine]
        challenge.deal_damage(g, mine, 1)
        assert g.s.damage[mine] == was + 1, "a character that does not fit took no damage"
        g.s.effects.append(Effect(EffectKind.STAT, mine, "strength", ab.sel.strength[1], Until.TURN, 0, 0))  # now strong enough
        assert L.sel_matches(g, ab.sel, mine, 0, sc.ref("card"))
        challenge.deal_damage(g, mine, 1)
        assert g.s.damage[mine] == was + 1, "it was dealt damage"
        return True
    if ab.stat == "opponents_lore_goal":  # "Opponents need 25 lore to win the game." (CR 1.8.1.1)
        sc = position(cards, card, "play", f)
        g = sc.game
        g.s.lore[1] = ab.amount - 1
        g.s.lore[0] = ab.amount - 1  # its own player still needs 20 (checked first: the active player)
        turn.state_check(g)
        assert g.s.winner == 0, "its player did not win at 20"
        sc = position(cards, card, "play", f)
        g = sc.game
        g.s.lore[1] = g.s.goal
        turn.state_check(g)
        assert g.s.winner is None, f"the opponent won with {g.s.goal} lore"
        g.s.lore[1] = ab.amount
        turn.state_check(g)
        assert g.s.winner == 1, f"the opponent did not win with {ab.amount} lore"
        return True
    if ab.stat == "deck_copies":  # a deck-building rule: the deck check allows what the card prints
        from lorcana_desktop.decks import Deck, Format
        from lorcana_desktop.decks.formats import Rule, validate

        allowed = ab.amount or 12  # "any number": a dozen is fine; "up to 99": 99 is, 100 is not
        def over(n: int) -> bool:
            deck = Deck.from_counts(cards, {card.full_name: n}, fmt=Format.INFINITY)
            return any(v.rule is Rule.TOO_MANY_COPIES for v in validate(deck).violations)

        assert not over(allowed), f"{allowed} copies of {card.full_name} are refused"
        assert ab.amount == 0 or over(allowed + 1), f"{allowed + 1} copies of {card.full_name} are allowed"
        assert over(5) == (ab.amount != 0 and ab.amount < 5)  # more than the usual 4 (CR 2.1.1.2)
        return True
    if ab.applies_to == "opposing_characters" and ab.stat == "cant_ready":  # "opposing characters can't ready ..."
        sc = position(cards, card, "play", f, exerted=ab.condition == L.Flag("exerted"))
        g = sc.game
        foe = sc.ref("foe")
        g.s.exerted[foe] = True
        g.apply(EndTurn())
        answer_all(Run(g, sc, sc.ref("card")))
        assert g.s.active == 1 and g.s.exerted[foe], "it readied"
        return True
    if ab.applies_to == "opposing_characters" and ab.sel is not None and ab.stat == "keyword":
        sc = position(cards, card, "play", f, exerted=ab.condition == L.Flag("exerted"))  # "Opposing damaged characters gain
        g = sc.game  # Reckless": the opposing ones that fit have it, the others do not
        me = sc.ref("card")
        foes = [sc.ref("foe"), sc.ref("foe2"), sc.ref("big")]
        fits = [t for t in foes if L.sel_matches(g, ab.sel, t, 0, me)]
        assert fits and len(fits) < 3, "harness: no opposing character fits, or all do"
        for t in foes:
            assert g.has_keyword(t, ab.keyword) == (t in fits or ab.keyword in g.card(t).keyword_names), g.name(t)
        assert not g.has_keyword(sc.ref("mine"), ab.keyword)
        return True
    if ab.applies_to == "opposing_characters" and ab.sel is not None and ab.stat in ("cant_quest", "cant_challenge"):
        sel = ab.sel  # "Opposing characters with cost 4 or less can't challenge", "opposing Pirate characters ..."
        kind = character_for(cards, L.Sel(classification=sel.classification, cost=sel.cost))
        sc = position(cards, card, "play", f, active=1, exerted=ab.condition == L.Flag("exerted"), opp_hand=(kind,))
        g = sc.game
        held = next(i for i in g.s.hand[1] if g.name(i) == kind)
        zones.move_zone(g, held, 3)  # into the opponent's play, dry
        g.s.dry[held] = True
        other = sc.ref("big")
        assert L.sel_matches(g, sel, held, 0, sc.ref("card")) and not L.sel_matches(g, sel, other, 0, sc.ref("card"))
        if ab.stat == "cant_quest":
            assert Quest(held) not in g.legal_actions() and Quest(other) in g.legal_actions(), "who may quest"
        else:
            assert g.check(Challenge(held, sc.ref("mine2"))) is not None, "it challenged"
            assert g.check(Challenge(other, sc.ref("mine2"))) is None, "another could not challenge"
        return True
    if ab.stat == "cost" and ab.applies_to == "self" and isinstance(ab.per, L.CountOf) and ab.per.sel.zone == "inkwell":
        sc = position(cards, card, "hand", f)  # "For each card in your inkwell, you pay 1 ⬡ less": fewer, then more
        g = sc.game
        me = sc.ref("card")
        while len(g.s.inkwell[0]) > 3:
            zones.move_zone(g, g.s.inkwell[0][-1], DECK)
        assert g.play_cost(me) == max(0, card.cost - ab.amount * 3), f"costs {g.play_cost(me)} with 3 ink"
        zones.move_zone(g, g.s.deck[0][0], INKWELL)
        assert g.play_cost(me) == max(0, card.cost - ab.amount * 4), f"costs {g.play_cost(me)} with 4 ink"
        return True
    if ab.stat == "cost" and ab.applies_to == "self" and isinstance(ab.per, L.ThisTurn):
        # "For each opposing character banished in a challenge this turn, you pay 2 ⬡ less": none, then one
        sc = position(cards, card, "hand", f)
        g = sc.game
        me = sc.ref("card")
        assert g.play_cost(me) == card.cost, "it costs less before anything happened"
        make_this_turn(Run(g, sc, me), ab.per, ())
        times = this_turn_count(g, ab.per, 0, me)
        assert times >= 1, "harness: nothing to count"
        assert g.play_cost(me) == max(0, card.cost - ab.amount * times), f"costs {g.play_cost(me)} with {times}"
        return True
    if ab.stat == "cost" and ab.applies_to == "self" and isinstance(ab.per, L.CountOf):
        sel = ab.per.sel  # "For each item you have in play / song card in your discard, you pay 1 ⬡ less ..."
        kind = f.song if sel.song else character_for(cards, L.Sel(classification=sel.classification)) \
            if sel.types == ("character",) else {"item": f.item, "action": f.action, "location": f.location}[sel.types[0]]
        in_discard = sel.zone == "discard"
        sc = position(cards, card, "hand", f, extra_hand=(kind, kind) if in_discard else (),
                      extra_play=() if in_discard else satisfy(cards, f, L.Count(sel, ">=", 2)))
        g = sc.game
        me = sc.ref("card")
        if in_discard:
            for t in [i for i in g.s.hand[0] if g.name(i) == kind][:2]:
                zones.move_zone(g, t, DISCARD)
        if sel.owner == "opp" and sel.exerted:  # "for each exerted character opponents have in play": all of them
            for i in g.s.play[1]:
                g.s.exerted[i] = True
        pile = g.s.discard[0] if in_discard else [i for q in range(2) for i in g.s.play[q]]
        times = sum(1 for i in pile if L.sel_matches(g, sel, i, 0, me))
        assert times >= 2 or sel.damaged and times >= 1, f"harness: {times} to count"
        assert g.play_cost(me) == max(0, card.cost - ab.amount * times), f"costs {g.play_cost(me)} with {times}"
        return True
    if ab.stat == "sing":  # "count as having +2 cost to sing songs" (CR 8.11.3)
        fit = (character_for(cards, ab.sel),) if ab.sel is not None else ()
        sc = position(cards, card, "play", f, extra_play=fit, mine_at_card=ab.applies_to == "characters_here")
        g = sc.game
        holder = sc.ref("extra0") if fit else sc.ref("mine")
        assert g.sing_value(holder) == g.card(holder).cost + ab.amount, f"sings as {g.sing_value(holder)}"
        other = sc.ref("mine") if fit else sc.ref("mine2")  # not named so / not here
        assert g.sing_value(other) == g.card(other).cost, "another sings as more too"
        return True
    if ab.condition == L.Flag("challenging_damaged"):  # "While challenging a damaged character, this character gets +2 ¤"
        sc = position(cards, card, "play", f)
        g = sc.game
        me, foe = sc.ref("card"), sc.ref("foe2")
        g.s.damage[foe] = 1
        events = g.apply(Challenge(me, foe))
        dealt = sum(e.amount for e in events if isinstance(e, DamageDealt) and e.card == foe)
        assert dealt == card.strength + ab.amount, f"dealt {dealt}"
        return True
    if ab.stat in ("move_free", "move_cost", "move_cost_here"):  # moving to a location costs less (CR 4.7)
        fit = (character_for(cards, L.Sel(classification=ab.sel.classification, name=ab.sel.name)),) \
            if ab.sel is not None and (ab.sel.classification or ab.sel.name) else ()
        if ab.stat == "move_cost":  # "to a location": one of yours that costs ink to move to
            fit = (next(c.full_name for c in sorted(cards, key=lambda c: (c.cost, c.full_name))
                        if c.type is CardType.LOCATION and not c.abilities and (c.move_cost or 0) > 0),)
        sc = position(cards, card, "play", f, extra_play=fit)
        g = sc.game
        me = sc.ref("card")
        loc = me if ab.stat != "move_cost" else sc.ref("extra0")
        if ab.stat == "move_cost":
            fit = ()
        mover = sc.ref("extra0") if fit else sc.ref("mine")
        plain = sc.ref("mine") if fit or ab.sel is not None and ab.sel.exerted else None
        full = g.card(loc).move_cost
        assert full > 0, "harness: the location moves for free anyway"
        if ab.sel is not None and ab.sel.exerted:
            mover = sc.ref("mine2")  # "your exerted characters": it is exerted, "mine" is ready
        if ab.stat == "move_cost_here":
            assert legal.move_cost(g, mover, loc) == full, "cheaper with nobody here"
            g.s.at[sc.ref("mine2")] = me  # "if you have a character here"
        want = 0 if ab.stat == "move_free" else max(0, full - ab.amount)
        assert legal.move_cost(g, mover, loc) == want, f"moving costs {legal.move_cost(g, mover, loc)}, not {want}"
        if plain is not None:
            assert legal.move_cost(g, plain, loc) == full, "another character moves for less too"
        if not g.s.exerted[mover]:
            before = g.ready_ink(0)
            g.apply(Move(mover, loc))
            assert g.s.at[mover] == loc and before - g.ready_ink(0) == want, "the move was not paid as shown"
        return True
    if ab.stat == "extra_ink":  # "During your turn, you may ink an additional card." (CR 4.2.3)
        sc = position(cards, card, "play", f)
        g = sc.game
        inkable = [i for i in g.s.hand[0] if g.card(i).inkable]
        assert len(inkable) >= 2, "harness: two inkable cards in hand"
        for t in inkable[:2]:
            g.apply(InkCard(t))
        assert g.zone_of(inkable[1]) == "inkwell" and not any(isinstance(a, InkCard) for a in g.legal_actions())
        return True
    if ab.stat == "may_enter_exerted":  # "This character may enter play exerted." (asked as it enters, CR 8.3.2)
        for answer in (True, False):
            sc = position(cards, card, "hand", f)
            g = sc.game
            me = sc.ref("card")
            g.apply(PlayCard(me))
            assert g.pending_kind() == "bodyguard", "it was not asked"
            g.apply(Accept(answer))
            answer_all(Run(g, sc, me))
            assert g.zone_of(me) == "play" and g.s.exerted[me] == answer, f"entered {'ready' if answer else 'exerted'}"
        return True
    if ab.stat == "inkable":  # "All cards in your hand count as having ◉" (CR 4.2.1.1)
        sc = position(cards, card, "play", f, extra_hand=(UNINKABLE,))
        g = sc.game
        lilo = next(i for i in g.s.hand[0] if g.name(i) == UNINKABLE)
        assert not g.card(lilo).inkable and InkCard(lilo) in g.legal_actions(), "it cannot be inked"
        g.apply(InkCard(lilo))
        assert g.zone_of(lilo) == "inkwell"
        return True
    if ab.condition == L.Flag("being_challenged"):  # "While being challenged, this character gets +2 ¤"
        sc = position(cards, card, "play", f, active=1, exerted=True)
        g = sc.game
        me, big = sc.ref("card"), sc.ref("big")
        assert g.strength(me) == card.strength, "stronger while not challenged"
        g.apply(Challenge(big, me))
        answer_all(Run(g, sc, me))
        assert g.s.damage[big] == card.strength + ab.amount, f"the challenger took {g.s.damage[big]} damage"
        return True
    if ab.stat == "cant_be_challenged_by":  # "Characters with cost 2 or less can't challenge this character"
        sc = position(cards, card, "play", f, active=1, exerted=True)
        g = sc.game
        me = sc.ref("card")
        holder = me if ab.applies_to == "self" else sc.ref("myloc") if ab.applies_to == "own_locations" \
            else sc.ref("mine")  # ("your locations can't be challenged by ...": one of them)
        g.s.exerted[holder] = True
        if isinstance(ab.condition, L.ZoneCount):
            for t in list(g.s.hand[0]):
                zones.move_zone(g, t, DISCARD)  # "while you have no cards in your hand"
        sel = ab.sel
        assert sel is not None
        foes = [sc.ref("foe"), sc.ref("foe2"), sc.ref("big")]  # damaged; cost 1; 6 ¤
        barred = next(t for t in foes if L.sel_matches(g, sel, t, 0, me))
        if sel.strength is not None:  # "with 2 ¤ or greater": a weaker one may challenge
            g.s.effects.append(Effect(EffectKind.STAT, sc.ref("foe2"), "strength", -2, Until.TURN, 1, 1))
        other = next(t for t in foes if not L.sel_matches(g, sel, t, 0, me))
        g.s.exerted[barred] = g.s.exerted[other] = False
        assert g.check(Challenge(barred, holder)) is not None, "it was challenged all the same"
        assert g.check(Challenge(other, holder)) is None, "no character can challenge it"
        return True
    if ab.stat == "cost" and ab.applies_to == "own_characters_in_hand" and ab.sel is not None:
        kind = character_for(cards, ab.sel)  # "You pay 1 ⬡ less to play Seven Dwarfs characters"
        sc = position(cards, card, "play", f, extra_hand=(kind,),
                      extra_play=satisfy(cards, f, ab.condition) if isinstance(ab.condition, L.Count) else ())
        g = sc.game
        fits = next(i for i in g.s.hand[0] if g.name(i) == kind)
        plain = next(i for i in g.s.hand[0] if g.name(i) == "Stitch - New Dog")
        assert g.play_cost(fits) == max(0, g.card(fits).cost - ab.amount), f"costs {g.play_cost(fits)}"
        assert g.play_cost(plain) == g.card(plain).cost, "another character costs less too"
        return True
    return False


def _static_seen(g, ab: StaticAbility, holder: int) -> bool:  # type: ignore[no-untyped-def]
    """Does ``holder`` show the change a stat or keyword static makes (before its condition is checked)?"""
    if ab.stat == "keyword":
        return bool(g.has_keyword(holder, ab.keyword))
    now = {"strength": g.strength, "willpower": g.willpower, "lore": g.lore_value}[ab.stat](holder)
    return bool(now != getattr(g.card(holder), ab.stat))
