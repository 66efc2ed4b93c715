"""The engine's shortcuts for speed answer as the long way does: whether an Evoluzione's Sacrificio can be
paid (R-33, R-41) agrees with the list of every Sacrificio the player would be offered, whether a Costo
can be paid agrees with the cards that could pay it, two copies of a card are offered as each alone, and
Costi and auras are what every card in play gives, over the positions of random games (the two ready decks,
and random decks of the set)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import fields, is_dataclass

from lorcana_desktop.exo.cards.terms import CardFilter, CardType, Side, Zone
from lorcana_desktop.exo.engine import chain, costs, legal, starter_game
from lorcana_desktop.exo.engine.actions import Evolve, Pass, Play
from lorcana_desktop.exo.engine.game import ExoGame
from lorcana_desktop.exo.engine.setup import starter_book
from lorcana_desktop.exo.engine.state import BANISHED, DECL, DISCARD, ETERE, FIELD, HAND, MAIN, START
from lorcana_desktop.exo.engine.stats import (
    DEFAULT_TARGET_ZONES,
    HIDDEN_ZONES,
    _characteristics,
    active,
    aura_bonus,
    condition,
    cost_of,
    filter_test,
    matches,
    special_cards,
    strength,
    types_of,
    zone_codes,
)
from lorcana_desktop.exo.engine.zones import new_card
from lorcana_desktop.exo.playout import playout_decks


def _positions(seed: int, limit: int = 600) -> Iterator[ExoGame]:
    rng = random.Random(seed)
    game = starter_game(seed=seed)
    while not game.over and len(game.actions) < limit:
        yield game
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])


def test_sacrifice_shortcut_agrees_with_every_choice() -> None:
    checked = payable = 0
    for seed in (1, 2, 3):
        for game in _positions(seed):
            s = game.s
            for p in (0, 1):
                for card in s.evo[p]:
                    choices = costs.sacrifice_choices(game, p, card)
                    assert costs.can_sacrifice(game, p, card) == bool(choices), (seed, len(game.actions), card)
                    checked += 1
                    payable += bool(choices)
    assert checked > 1000 and 0 < payable < checked  # both answers were met


def test_cost_shortcut_agrees_with_the_cards_that_could_pay() -> None:
    checked = refused = 0
    for seed in (4, 5):
        for game in _positions(seed):
            s = game.s
            for p in (0, 1):
                for card in s.hand[p]:
                    amount, need = cost_of(game, card)
                    sources = costs.payment_sources(game, p, card)
                    expected = amount <= 0 or len(sources) >= amount and costs.colors_fit(game, sources, need)
                    assert costs.can_pay(game, p, card, amount, need) == expected
                    checked += 1
                    refused += not expected
    assert checked > 1000 and 0 < refused < checked


def _random_deck_positions(seed: int, limit: int = 600) -> Iterator[ExoGame]:
    """Positions of a random game between the random decks ``exo playout`` gives odd seeds (other cards than
    the ready decks': alternative costs, Vice Leader modes, auras and cost modifiers met in other places)."""
    rng = random.Random(seed)
    game = ExoGame.new(list(playout_decks(seed)), starter_book(), seed=seed)
    while not game.over and len(game.actions) < limit:
        yield game
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])


def test_copies_of_a_card_are_offered_as_each_would_be_alone() -> None:
    """The legal actions ask once about two copies of a card in the hand or the Evolution deck; each copy is
    still offered exactly when asking about that copy alone allows it (R-12 and rule 6 for the moment, the Costo
    and the Sacrificio as for any card)."""
    asked = offered = 0
    for seed, positions in ((6, _positions(6)), (7, _random_deck_positions(7)), (9, _random_deck_positions(9))):
        for game in positions:
            s = game.s
            if s.pending is not None or game.priority_holder() is None:
                continue
            p = game.to_act()
            listed = set(game.legal_actions())
            free = not s.frames and s.window != DECL
            level = 2 if free and p == s.active and s.phase == MAIN else 1 if free else 0
            for i in s.hand[p]:
                if game.card(i).hand_level <= level:
                    alone = legal.play_reason(game, p, i) is None
                    assert (Play(i) in listed) == alone, (seed, len(game.actions), i)
                    asked += 1
                    offered += alone
            if level == 2:
                for i in s.evo[p]:
                    alone = legal.evolve_reason(game, p, i) is None
                    assert (Evolve(i) in listed) == alone, (seed, len(game.actions), i)
                    asked += 1
                    offered += alone
    assert asked > 1000 and 0 < offered < asked


def _long_cost(game: ExoGame, i: int) -> int:
    """The Costo of hand card ``i`` the long way: its own modifiers, then every card on both Fields and in Etere."""
    s = game.s
    inf = game.card(i)
    amount = inf.cost.amount if inf.cost is not None else 0
    p = s.owner[i]
    for cm in inf.cost_mods:
        if cm.filter is None and (cm.condition is None or condition(game, cm.condition, p)):
            amount += cm.amount
    for q in (0, 1):
        for j in s.on_field(q) + [x for x in s.etere if s.ctrl[x] == q]:
            src = game.card(j)
            if j != i and active(game, j):
                for cm, f in zip(src.cost_mods, src.cost_filters, strict=True):
                    if f is not None and (cm.condition is None or condition(game, cm.condition, q)) \
                            and matches(game, f, i, q, (HAND, ETERE)):
                        amount += cm.amount
    return max(0, amount)


def _long_aura(game: ExoGame, i: int) -> int:
    """The aura bonus of card ``i`` the long way: every card on both Fields and in Etere."""
    s = game.s
    bonus = 0
    for j in s.on_field(0) + s.on_field(1) + s.etere:
        if active(game, j):
            for a in game.card(j).auras:
                if (a.condition is None or condition(game, a.condition, s.ctrl[j])) and matches(game, a.filter, i, s.ctrl[j]):
                    bonus += a.amount
    return bonus


def test_auras_and_cost_modifiers_are_read_from_the_cards_that_have_them() -> None:
    """A Costo («potrebbero essere attivi modificatori») and an aura's strength are what every card on the Fields
    and in Etere gives, though only the game's cards with modifiers or auras are read."""
    costs_seen: set[int] = set()
    bonuses_seen: set[int] = set()
    games = [_positions(seed) for seed in range(8, 20)] + [_random_deck_positions(seed) for seed in range(21, 33, 2)]
    for game in (position for positions in games for position in positions):
        if len(costs_seen) > 1 and len(bonuses_seen) > 1 and len(game.actions) > 300:
            break
        s = game.s
        for p in (0, 1):
            for i in s.hand[p]:
                if game.card(i).cost is not None:
                    expected = _long_cost(game, i)
                    assert cost_of(game, i)[0] == expected
                    costs_seen.add(expected - game.card(i).cost.amount)  # type: ignore[union-attr]
            for i in s.on_field(p):
                expected = _long_aura(game, i)
                assert aura_bonus(game, i) == expected
                bonuses_seen.add(expected)
    assert len(costs_seen) > 1 and len(bonuses_seen) > 1  # some modifier and some aura were in play


def test_a_card_made_during_the_game_is_read_for_its_aura() -> None:
    """A card instance made during the game (a Pedina, a scenario's card) joins the cards read for auras."""
    game = starter_game(seed=3)
    book = game.book
    aura_card = next(k for k, inf in enumerate(book.info) if inf.auras)
    before = list(special_cards(game)[0])
    i = new_card(game, game.table[book.ids[aura_card]], 0, HAND)
    assert special_cards(game)[0] == [*before, i]
    copy = game.copy()
    assert special_cards(copy)[0] == [*before, i]


def _long_match(game: ExoGame, f: CardFilter, i: int, p: int, default_zones: tuple[int, ...]) -> bool:
    """A filter read key by key, the long way (Bersaglio; «Non è possibile influenzare aree non note»; «si
    tratta sempre della tua pila degli scarti»; a covered card has no data but a Vice Leader's type; a card
    with MUTAFORMA has every race and name)."""
    s = game.s
    z = s.zone[i]
    if z not in (zone_codes(f.zone) if f.zone else default_zones):
        return False
    theirs = s.owner[i] != p
    if theirs and (z in HIDDEN_ZONES or f.owner is Side.YOU or z in (DISCARD, BANISHED) and f.owner is Side.ANY):
        return False
    if not theirs and f.owner is Side.OPPONENT:
        return False
    if f.controller is Side.YOU and s.ctrl[i] != p or f.controller is Side.OPPONENT and s.ctrl[i] == p:
        return False
    if f.face_up is not None and f.face_up == s.cov[i]:
        return False
    inf = game.info[s.cid[i]]
    if f.not_leader and inf.is_leader or f.is_token is not None and f.is_token != inf.is_token:
        return False
    if f.type and types_of(game, i).isdisjoint(f.type):
        return False
    if f.strength_lte is not None or f.strength_gte is not None:
        if inf.strength is None or s.cov[i]:
            return False
        v = strength(game, i)
        if f.strength_lte is not None and v > f.strength_lte or f.strength_gte is not None and v < f.strength_gte:
            return False
    if f.race or f.class_ or f.color or f.name is not None or f.name_contains is not None:
        name, races, classes, colors, shifter = _characteristics(game, i)
        if f.race and not shifter and races.isdisjoint(f.race):
            return False
        if f.class_ and classes.isdisjoint(f.class_) or f.color and colors.isdisjoint(f.color):
            return False
        if f.name is not None and not shifter and (name is None or " ".join(name.split()).casefold()
                                                   != " ".join(f.name.split()).casefold()):
            return False
        if f.name_contains is not None and not shifter and (
                name is None or f.name_contains.casefold() not in name.casefold()):
            return False
    return True


def _filters_of_the_set() -> list[CardFilter]:
    """Every filter the starter set's cards write, and one or two of each key alone or together."""
    found: list[CardFilter] = []

    def walk(x: object) -> None:
        if isinstance(x, CardFilter):
            found.append(x)
        elif isinstance(x, tuple | list):
            for y in x:
                walk(y)
        elif is_dataclass(x) and not isinstance(x, type):
            for fl in fields(x):
                walk(getattr(x, fl.name))

    for inf in starter_book().info:
        walk(inf.card)
    ct, z = CardType, Zone
    found += [
        CardFilter(), CardFilter(zone=(z.MANO,)), CardFilter(zone=(z.SCARTI, z.BANDITE)),
        CardFilter(zone=(z.CAMPO, z.ETERE, z.MANO, z.OCCULTO, z.SCARTI)),
        CardFilter(owner=Side.YOU), CardFilter(owner=Side.OPPONENT, zone=(z.SCARTI, z.MANO)),
        CardFilter(owner=Side.ANY, zone=(z.SCARTI,)), CardFilter(controller=Side.YOU),
        CardFilter(controller=Side.OPPONENT), CardFilter(face_up=True), CardFilter(face_up=False),
        CardFilter(not_leader=True), CardFilter(is_token=True), CardFilter(is_token=False),
        CardFilter(type=(ct.CREATURA,)), CardFilter(type=(ct.VICE_LEADER, ct.EVOLUZIONE), zone=(z.CAMPO, z.OCCULTO)),
        CardFilter(strength_lte=100), CardFilter(strength_gte=200), CardFilter(strength_gte=100, strength_lte=300),
        CardFilter(race=("Marino",)), CardFilter(class_=("Guardiano",)), CardFilter(color=("rosso",)),
        CardFilter(name="Nerea, Signora delle Maree"), CardFilter(name_contains="brace"),
        CardFilter(type=(ct.CREATURA,), race=("Elementale",), strength_lte=200, controller=Side.YOU,
                   face_up=True, not_leader=True),
    ]
    return found


def test_a_compiled_filter_answers_as_the_filter_reads() -> None:
    """A card filter's test is written once per filter with only the checks its keys ask for: it answers as
    the filter read key by key does, for every card, both players and every zone, over random positions."""
    filters = _filters_of_the_set()
    assert len(filters) > 40
    answers = {True: 0, False: 0}
    for seed, positions in ((11, _positions(11, 300)), (12, _random_deck_positions(13, 300))):
        for k, game in enumerate(positions):
            if k % 7:
                continue
            for f in filters:
                for zones in (DEFAULT_TARGET_ZONES, (FIELD,), (HAND, ETERE)):
                    test = filter_test(f, zones)
                    for i in range(len(game.s.cid)):
                        for p in (0, 1):
                            want = _long_match(game, f, i, p, zones)
                            assert test(game, i, p) == want, (seed, len(game.actions), f, zones, i, p)
                            answers[want] += 1
    assert answers[True] > 1000 and answers[False] > 1000


def test_a_pass_that_hands_priority_over_leaves_nothing_to_run() -> None:
    """After a pass that only hands priority over, the game is where the whole loop would leave it (R-10), and a
    Leader put at its Emergency value before such a pass still turns at once (R-17)."""
    for seed in (14, 15):
        for game in _positions(seed, 400):
            if game.s.pending is not None or Pass() not in game.legal_actions():
                continue
            g = game.copy()
            g.apply(Pass())
            before = g.s.to_json()
            chain.advance(g)
            assert g.s.to_json() == before, (seed, len(game.actions))
    game = starter_game(seed=16)
    s = game.s
    while s.window != START or s.frames or s.pending is not None or s.passes:
        legal = game.legal_actions()
        game.apply(legal[-1] if Pass() not in legal else Pass())
    p = 1 - s.active
    leader = game.info[s.cid[s.leader[p]]]
    assert leader.emergency is not None and not s.flipped[p]
    s.life[p] = leader.emergency
    game._legal = None
    game.apply(Pass())
    assert s.flipped[p]


def test_the_lines_made_once_read_as_the_events_they_follow_say() -> None:
    """The commonest log lines are made once and looked up by their values (events.Noted): each still reads
    what happened, as the events beside it say (a phase's turn, player and name; a link added; a link resolved;
    a card played), and names its values as the sentence does."""
    from lorcana_desktop.exo.engine.actions import Play as PlayAction
    from lorcana_desktop.exo.engine.events import LinkAdded, LinkResolved, Note, PhaseStarted

    checked = 0
    for seed in (3, 11):
        rng = random.Random(seed)
        game = starter_game(seed=seed)
        while not game.over and len(game.actions) < 1500:
            legal = game.legal_actions()
            action = legal[rng.randrange(len(legal))]
            p = game.to_act()
            name = game.name(action.card) if isinstance(action, PlayAction) else ""
            events = game.apply(action)
            for k, ev in enumerate(events):
                after = next((e for e in events[k + 1:] if isinstance(e, Note)), None)
                if isinstance(ev, PhaseStarted):
                    assert after is not None and after.text == f"Turn {ev.turn}, Player {ev.active}: {ev.phase} phase"
                    assert after.value("turn") == ev.turn and after.value("player") == ev.active
                elif isinstance(ev, LinkResolved):
                    assert after is not None and after.text == f"Resolving {ev.label}"
                elif isinstance(ev, LinkAdded) and not ev.parallel and after is not None and \
                        after.code.name == "ADDS_LINK":
                    assert after.text == f"Player {ev.ctrl} adds {ev.label} to the chain"
                else:
                    continue
                checked += 1
            if name:
                assert any(isinstance(e, Note) and e.text == f"Player {p} plays {name}" for e in events)
    assert checked > 200


def test_a_link_is_a_value() -> None:
    """A chain's link (a plain class, for speed) is equal by its fields, hashes so, reads as them and comes back
    from a save the same, as the frozen dataclass it was."""
    from lorcana_desktop.exo.engine.state import ABILITY, Link

    a = Link(ABILITY, 1, 7, 2, FIELD, 0, "GUARDIA", (("x", ((3, 1, False),)),), "Guardiano: GUARDIA")
    b = Link(ABILITY, 1, 7, 2, FIELD, 0, "GUARDIA", (("x", ((3, 1, False),)),), "Guardiano: GUARDIA")
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != Link(ABILITY, 1, 7, 3, FIELD, 0, "GUARDIA", (("x", ((3, 1, False),)),), "Guardiano: GUARDIA")
    assert Link.from_json(a.to_json()) == a
    assert repr(a).startswith("Link(kind=") and "label='Guardiano: GUARDIA'" in repr(a)
