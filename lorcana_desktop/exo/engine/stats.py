"""A card's current values: strength, type, names, keywords, whether its abilities are on, filters, costs.

«Quando una carta è coperta vengono ignorati tutti i dati della stessa» (Regole universali): a covered
card has no strength (0 in a damage calculation, R-18), no type except a Vice Leader's, no name, race or
colour, and its effects are off. A transformed card takes the characteristics its transformation names
and keeps the rest (R-39); its own effects are negated («negando ogni suo effetto o abilità»).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from lorcana_desktop.exo.cards.effects import (
    Condition,
    CountCondition,
    EmergencyCondition,
    LifeCondition,
    PhaseCondition,
    TurnCondition,
)
from lorcana_desktop.exo.cards.terms import CardFilter, CardType, PlayerRef, Side, Zone
from lorcana_desktop.exo.engine.book import types_as
from lorcana_desktop.exo.engine.state import BANISHED, DECK, DISCARD, ETERE, EVO, FIELD, HAND, OCCULTO

if TYPE_CHECKING:
    from lorcana_desktop.exo.cards.effects import Transformation
    from lorcana_desktop.exo.engine.game import ExoGame

ZONE_CODES: Final = {Zone.CAMPO: FIELD, Zone.ETERE: ETERE, Zone.MANO: HAND, Zone.MAZZO: DECK, Zone.MAZZO_EVOLUZIONI: EVO,
              Zone.OCCULTO: OCCULTO, Zone.SCARTI: DISCARD, Zone.BANDITE: BANISHED}
DEFAULT_TARGET_ZONES: Final = (FIELD, ETERE)  # «viene bersagliata una carta sul Campo o in Etere»
HIDDEN_ZONES: Final = (HAND, DECK, EVO, OCCULTO)
PHASE_OF: Final = {"draw": 0, "recovery": 1, "main": 2, "battle": 3, "end": 4}


_ZONES_OF: Final[dict[tuple[Zone, ...], tuple[int, ...]]] = {}


def zone_codes(zones: tuple[Zone, ...]) -> tuple[int, ...]:
    """The engine's zone codes of a filter's zones (worked out once per tuple)."""
    found = _ZONES_OF.get(zones)
    if found is None:
        found = _ZONES_OF[zones] = tuple(ZONE_CODES[z] for z in zones)
    return found


def transformation(game: ExoGame, i: int) -> Transformation | None:
    """The transformation a card on the Field is under (the latest), or None."""
    s = game.s
    if not s.mods:
        return None
    g = s.gen[i]
    found = None
    for m in s.mods:
        if m[0] == i and m[2] == "transform" and m[1] == g:
            found = s.transforms[m[3]]
    return found


def negated(game: ExoGame, i: int) -> bool:
    """True when the card's own effects are off: negated, or transformed (R-39)."""
    s = game.s
    if not s.mods:
        return False
    g = s.gen[i]
    for m in s.mods:
        if m[0] == i and m[1] == g and (m[2] == "negate" or m[2] == "transform"):
            return True
    return False


def active(game: ExoGame, i: int) -> bool:
    """True when the card's abilities work where it is: face up and not negated."""
    return not game.s.cov[i] and not negated(game, i)


def printed_strength(game: ExoGame, i: int) -> int:
    s = game.s
    inf = game.info[s.cid[i]]
    if inf.is_leader and s.flipped[s.owner[i]] and inf.back_strength is not None:
        return inf.back_strength
    return inf.strength or 0


def strength(game: ExoGame, i: int) -> int:
    """Current strength: printed (or the Emergency side's, or the transformation's), then the changes in
    the order they came, then always-on auras; never below 0 («Il valore minimo … è 0»)."""
    s = game.s
    if s.cov[i]:
        return 0
    inf = game.info[s.cid[i]]
    # (printed_strength, without the call)
    v = inf.back_strength if inf.is_leader and inf.back_strength is not None and s.flipped[s.owner[i]] \
        else inf.strength or 0
    z = s.zone[i]
    if z != FIELD and z != ETERE:
        return v
    if s.mods:
        g = s.gen[i]
        for m in s.mods:
            if m[0] == i and m[1] == g:
                k = m[2]
                if k == "add":
                    v += m[3]
                elif k == "set":
                    v = m[3]
                elif k == "transform":
                    tf = s.transforms[m[3]]
                    if tf.strength is not None:
                        v = tf.strength
    if game.book.any_auras:
        v += aura_bonus(game, i)
    return max(0, v)


def special_cards(game: ExoGame) -> tuple[list[int], list[int]]:
    """The card instances of the game whose card has an aura, and those whose card has a cost modifier (a
    few of the game's cards; worked out again when the list of instances is another or has grown)."""
    s = game.s
    found = game._special
    if found is not None and found[0] is s.cid and found[1] == len(s.cid):  # (the common case first)
        return found[2], found[3]
    if found is not None and found[0] is not s.cid and found[1] == len(s.cid) and found[0] == s.cid:
        found = game._special = (s.cid, *found[1:])  # a copy's list of the same cards
    if found is None or found[0] is not s.cid or found[1] != len(s.cid):
        info = game.info
        auras = [i for i, c in enumerate(s.cid) if info[c].auras]
        mods = [i for i, c in enumerate(s.cid) if info[c].cost_mods]
        found = game._special = (s.cid, len(s.cid), auras, mods)
    return found[2], found[3]


def aura_bonus(game: ExoGame, i: int) -> int:
    """The strength that always-on auras of the cards on the Field and in Etere give card ``i``."""
    zone = game.s.zone
    bonus = 0
    for j in special_cards(game)[0]:
        z = zone[j]
        if z == FIELD or z == ETERE:
            bonus += _aura_of(game, j, i)
    return bonus


def _aura_of(game: ExoGame, j: int, i: int) -> int:
    if not active(game, j):
        return 0
    s = game.s
    c = s.ctrl[j]
    bonus = 0
    for a in game.info[s.cid[j]].auras:
        if (a.condition is None or condition(game, a.condition, c)) and filter_test(a.filter)(game, i, c):
            bonus += a.amount
    return bonus


def has_keyword(game: ExoGame, i: int, kw: str) -> bool:
    """A passive ability (ASSALTO, BERSERK, DIO, MUTAFORMA, INTOCCABILE, VELOCE), printed or gained,
    on a face-up card that is not negated («attive sul campo e in etere»)."""
    s = game.s
    if not s.mods and kw not in game.info[s.cid[i]].keywords:
        return False  # (the common case: not printed, and nothing gives it)
    if s.cov[i]:
        return False
    z = s.zone[i]
    if kw == "MUTAFORMA":
        if z in (ETERE, DECK, EVO):
            return False
    elif z != FIELD and z != ETERE:
        return False
    inf = game.info[s.cid[i]]
    printed = kw in inf.keywords
    if not s.mods:
        return printed
    g = s.gen[i]
    gained = False
    for m in s.mods:
        if m[0] == i and m[1] == g:
            if m[2] == "negate" or m[2] == "transform":
                return False
            if m[2] == "kw" and m[3] == kw:
                gained = True
    return printed or gained


def keywords_of(game: ExoGame, i: int) -> list[str]:
    return [kw for kw in ("ASSALTO", "BERSERK", "DIO", "MUTAFORMA", "INTOCCABILE", "VELOCE")
            if has_keyword(game, i, kw)]


_NO_TYPES: Final[frozenset[CardType]] = frozenset()
_VICE_ONLY: Final = frozenset((CardType.VICE_LEADER,))
_TYPES: Final[dict[tuple[CardType, bool], frozenset[CardType]]] = {}


def _types(t: CardType, in_vice: bool) -> frozenset[CardType]:
    found = _TYPES.get((t, in_vice))
    if found is None:
        found = _TYPES[(t, in_vice)] = types_as(t, in_vice)
    return found


def types_of(game: ExoGame, i: int) -> frozenset[CardType]:
    """The card's types now: covered cards have none but a Vice Leader's («eccetto i Vice Leader coperti
    sul campo»); a card in the Vice Leader zone is a Vice Leader; an Evoluzione Vice Leader is both."""
    s = game.s
    z = s.zone[i]
    in_vice = z == FIELD and s.vice[s.ctrl[i]] == i
    if s.cov[i] or z == OCCULTO:
        return _VICE_ONLY if in_vice else _NO_TYPES
    inf = game.info[s.cid[i]]
    if z == FIELD and s.mods:
        tf = transformation(game, i)
        if tf is not None and tf.type is not None:
            return _types(tf.type, in_vice)
    return inf.type_sets[in_vice]  # (worked out once per card: no enum is hashed)


def is_vice_leader(game: ExoGame, i: int) -> bool:
    s = game.s
    return s.zone[i] == FIELD and s.vice[s.ctrl[i]] == i


def _characteristics(game: ExoGame, i: int) -> tuple[str | None, frozenset[str], frozenset[str], frozenset[str], bool]:
    """(name, races, classes, colours, shapeshifter) as they are now; covered: nothing."""
    s = game.s
    if s.cov[i] or s.zone[i] == OCCULTO:
        return None, frozenset(), frozenset(), frozenset(), False
    inf = game.info[s.cid[i]]
    name: str | None = inf.name
    races, classes, colors = inf.races, inf.classes, inf.colors
    if s.zone[i] == FIELD:
        tf = transformation(game, i)
        if tf is not None:
            if tf.name is not None:
                name = tf.name
            if tf.races:
                races = frozenset(tf.races)
            if tf.classes:
                classes = frozenset(tf.classes)
            if tf.colors:
                colors = frozenset(tf.colors)
    return name, races, classes, colors, has_keyword(game, i, "MUTAFORMA")


def _same_name(a: str, b: str) -> bool:
    return " ".join(a.split()).casefold() == " ".join(b.split()).casefold()


def matches(game: ExoGame, f: CardFilter, i: int, p: int, default_zones: tuple[int, ...] = DEFAULT_TARGET_ZONES) -> bool:
    """Card ``i`` matches filter ``f`` seen by player ``p`` («tua» = p's). Hidden zones of the opponent never
    match («Non è possibile influenzare aree non note»); a discard pile or banished pile is p's own unless
    the filter says the opponent's («si tratta sempre della tua pila degli scarti»)."""
    return filter_test(f, default_zones)(game, i, p)


FilterTest = Callable[["ExoGame", int, int], bool]
_TESTS: Final[dict[tuple[int, tuple[int, ...]], tuple[CardFilter, FilterTest]]] = {}


def filter_test(f: CardFilter, default_zones: tuple[int, ...] = DEFAULT_TARGET_ZONES) -> FilterTest:
    """``matches`` for one filter as a function of (game, card, player), made once per filter: it asks only
    about what the filter names (a filter is read at nearly every decision, and most of its keys are unset)."""
    key = (id(f), default_zones)
    found = _TESTS.get(key)
    if found is not None and found[0] is f:  # (the filter is kept with its test: its id stays its own)
        return found[1]
    if len(_TESTS) >= 20000:
        _TESTS.clear()
    test = _compile(f, default_zones)
    _TESTS[key] = (f, test)
    return test


def _compile(f: CardFilter, default_zones: tuple[int, ...]) -> FilterTest:
    """The filter's test as a function written for it: only the checks its keys ask for, in ``matches``'s order,
    with its values as constants (a test is run for every card a target, a cost or a Sacrificio may take)."""
    zones = tuple(dict.fromkeys(zone_codes(f.zone) if f.zone else default_zones))
    owner_you = f.owner is Side.YOU
    owner_opp = f.owner is Side.OPPONENT
    lte = f.strength_lte
    gte = f.strength_gte
    part = None if f.name_contains is None else f.name_contains.casefold()
    consts: dict[str, Any] = {
        "HIDDEN_ZONES": HIDDEN_ZONES, "DISCARD": DISCARD, "BANISHED": BANISHED, "OCCULTO": OCCULTO, "FIELD": FIELD,
        "types_of": types_of, "strength": strength, "_characteristics": _characteristics, "_same_name": _same_name,
        "ZONES": frozenset(zones), "TYPES": frozenset(f.type), "RACES": frozenset(f.race),
        "CLASSES": frozenset(f.class_), "COLORS": frozenset(f.color), "NAME": f.name, "PART": part,
        "LTE": lte, "GTE": gte, "IS_TOKEN": f.is_token,
    }
    code = ["def test(game, i, p):", " s = game.s", " z = s.zone[i]"]
    if len(zones) <= 3:
        code.append(" if " + " and ".join(f"z != {z}" for z in zones) + ": return False")
    else:
        code.append(" if z not in ZONES: return False")
    # A card of another owner: never in a hidden zone of theirs, nor their discard or banished pile when the
    # filter does not name the opponent's (only what the filter's zones can hold is asked).
    other = []
    if any(z in HIDDEN_ZONES for z in zones):
        other.append("z in HIDDEN_ZONES")
    if f.owner is Side.ANY and (DISCARD in zones or BANISHED in zones):
        other.append("(z == DISCARD or z == BANISHED)")
    if owner_you:
        code.append(" if s.owner[i] != p: return False")
    elif owner_opp:
        code.append(" if s.owner[i] == p: return False")
        if other:
            code.append(f" if {' or '.join(other)}: return False")
    elif other:
        code.append(f" if s.owner[i] != p and ({' or '.join(other)}): return False")
    if f.controller is Side.YOU:
        code.append(" if s.ctrl[i] != p: return False")
    elif f.controller is Side.OPPONENT:
        code.append(" if s.ctrl[i] == p: return False")
    if f.face_up is not None:
        code.append(" if s.cov[i]: return False" if f.face_up else " if not s.cov[i]: return False")
    by_strength = lte is not None or gte is not None
    if f.not_leader or f.is_token is not None or f.type or by_strength:
        code.append(" inf = game.info[s.cid[i]]")
    if f.not_leader:
        code.append(" if inf.is_leader: return False")
    if f.is_token is not None:
        code.append(" if IS_TOKEN != inf.is_token: return False")
    if f.type:
        now = "s.cov[i]" + (" or z == OCCULTO" if OCCULTO in zones else "") + (
            " or z == FIELD and s.mods" if FIELD in zones else "")
        code.append(f" if {now}: now = types_of(game, i)")
        # (types_of's common case, without the call)
        code.append(" else: now = inf.type_sets[" + ("z == FIELD and s.vice[s.ctrl[i]] == i" if FIELD in zones
                                                   else "False") + "]")
        code.append(" if now.isdisjoint(TYPES): return False")
    if by_strength:
        code.append(" if inf.strength is None or s.cov[i]: return False")
        code.append(" v = strength(game, i)")
        if lte is not None:
            code.append(" if v > LTE: return False")
        if gte is not None:
            code.append(" if v < GTE: return False")
    if f.race or f.class_ or f.color or f.name is not None or part is not None:
        code.append(" c_name, c_races, c_classes, c_colors, shifter = _characteristics(game, i)")
        if f.race:
            code.append(" if not shifter and c_races.isdisjoint(RACES): return False")
        if f.class_:
            code.append(" if c_classes.isdisjoint(CLASSES): return False")
        if f.color:
            code.append(" if c_colors.isdisjoint(COLORS): return False")
        if f.name is not None:
            code.append(" if not shifter and (c_name is None or not _same_name(c_name, NAME)): return False")
        if part is not None:
            code.append(" if not shifter and (c_name is None or PART not in c_name.casefold()): return False")
    code.append(" return True")
    # The text is built above from the filter's keys (zone codes and fixed lines); its values, a card set's words
    # among them, are passed as constants, never written into the text.
    exec("\n".join(code), consts)  # noqa: S102 - the text is ours (see above)
    test: FilterTest = consts["test"]
    return test


def hates(game: ExoGame, f: CardFilter, i: int) -> bool:
    """ODIO's ``against``: card ``i`` has any one of the named characteristics («una delle caratteristiche»)."""
    types = types_of(game, i)
    if f.type and types.intersection(f.type):
        return True
    name, races, classes, colors, shifter = _characteristics(game, i)
    if f.race and (shifter or races.intersection(f.race)):
        return True
    if f.class_ and classes.intersection(f.class_):
        return True
    if f.color and colors.intersection(f.color):
        return True
    if f.name is not None and name is not None and (shifter or _same_name(name, f.name)):
        return True
    return f.name_contains is not None and name is not None and (
        shifter or f.name_contains.casefold() in name.casefold())


def condition(game: ExoGame, c: Condition, p: int) -> bool:
    """A condition («attiva solo se…», «puoi giocare questa carta solo se…») seen by player ``p``."""
    s = game.s
    if isinstance(c, CountCondition):
        whose = _players(c.who, p)
        zone = ZONE_CODES[c.zone]
        n = 0
        for q in whose:
            cards = s.on_field(q) if zone == FIELD else s.etere if zone == ETERE else s.pile(zone, q)
            for i in cards:
                if zone == ETERE and s.ctrl[i] != q:
                    continue
                if c.filter is None or matches(game, c.filter, i, p, (zone,)):
                    n += 1
        return (c.at_least is None or n >= c.at_least) and (c.at_most is None or n <= c.at_most)
    if isinstance(c, LifeCondition):
        return all((c.at_least is None or s.life[q] >= c.at_least) and (c.at_most is None or s.life[q] <= c.at_most)
                   for q in _players(c.who, p))
    if isinstance(c, PhaseCondition):
        return s.phase == PHASE_OF[c.phase.value]
    if isinstance(c, TurnCondition):
        return (s.active == p) == (c.whose is PlayerRef.YOU)
    if isinstance(c, EmergencyCondition):
        return all(s.flipped[q] for q in _players(c.who, p))
    return True


def _players(who: PlayerRef, p: int) -> tuple[int, ...]:
    if who is PlayerRef.YOU:
        return (p,)
    if who is PlayerRef.OPPONENT:
        return (1 - p,)
    return (p, 1 - p)


def can_be_covered(game: ExoGame, i: int) -> bool:
    """A face-up non-Leader card with no active «non può essere coperta» (rule 5 of playing a card)."""
    s = game.s
    if s.cov[i]:
        return False
    inf = game.info[s.cid[i]]
    if inf.is_leader:
        return False
    if inf.no_cover and not negated(game, i):
        for st in inf.no_cover:
            if st.condition is None or condition(game, st.condition, s.ctrl[i]):
                return False
    return True


def protected(game: ExoGame, i: int) -> bool:
    """DIO: «non può essere distrutta, bandita, sacrificata né messa nella pila degli scarti finché è
    scoperta sul campo»."""
    s = game.s
    return s.zone[i] == FIELD and not s.cov[i] and has_keyword(game, i, "DIO")


def untouchable(game: ExoGame, i: int, by: int) -> bool:
    """INTOCCABILE against a Tattica of player ``by``: immune «finchè è scoperta sul campo o in etere»."""
    s = game.s
    return s.ctrl[i] != by and has_keyword(game, i, "INTOCCABILE")


def cost_of(game: ExoGame, i: int, alt: int = -1) -> tuple[int, tuple[tuple[str, int], ...]]:
    """The Costo of card ``i`` now, with its modifiers («potrebbero essere attivi modificatori»): (units,
    coloured units). Never below 0; coloured units beyond the total are dropped."""
    s = game.s
    inf = game.info[s.cid[i]]
    cost = inf.cost if alt < 0 else inf.alt_costs[alt].cost
    if cost is None:
        return 0, ()
    amount = cost.amount
    p = s.owner[i]
    if game.book.any_cost_mods:
        for cm in inf.cost_mods:  # the card's own («questa carta costa 1 in meno se…»)
            if cm.filter is None and (cm.condition is None or condition(game, cm.condition, p)):
                amount += cm.amount
        zone = s.zone
        for j in special_cards(game)[1]:  # (the few cards with a cost modifier, where they are now)
            z = zone[j]
            if (z == FIELD or z == ETERE) and j != i:
                amount += _cost_mod_of(game, j, i, s.ctrl[j])
    amount = max(0, amount)
    colors: list[tuple[str, int]] = []
    left = amount
    for u in cost.colors:
        k = min(u.count, left)
        if k > 0:
            colors.append((u.color, k))
            left -= k
    return amount, tuple(colors)


_HAND_ETERE: Final = (HAND, ETERE)


def _cost_mod_of(game: ExoGame, j: int, i: int, q: int) -> int:
    """What the cost modifiers of card ``j`` (controlled by ``q``) add to the Costo of card ``i``."""
    if not active(game, j):
        return 0
    src = game.info[game.s.cid[j]]
    amount = 0
    for cm, f in zip(src.cost_mods, src.cost_filters, strict=True):
        if f is not None and (cm.condition is None or condition(game, cm.condition, q)) \
                and filter_test(f, _HAND_ETERE)(game, i, q):
            amount += cm.amount
    return amount
