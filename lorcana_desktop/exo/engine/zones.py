"""Cards moving between zones, covering and uncovering, drawing, milling, life, new cards.

Every move goes through ``move``: it applies the replacements of the card types (an Evoluzione goes
back to the Evolution deck instead of deck, hand or Occulto; a Pedina leaving the Field, or a
Reliquia going to the discard or banished pile, is removed from the game), uncovers a covered card
before it leaves («scoprila prima di spostarla»), makes it a «nuova carta» (its ``gen`` moves on and
its changes and counters are gone; from Etere to the Field they stay), and fires the key abilities
that watch that move (ECO, MORTE, ONORE, SACRIFICIO, OMBRA, SCARTO, SEPOLTURA, ESILIO, ATTIVAZIONE).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from lorcana_desktop.exo.engine.events import CoverChanged, LifeChanged, Moved, Noted
from lorcana_desktop.exo.engine.notes import Said
from lorcana_desktop.exo.engine.state import (
    BANISHED,
    BATTLE,
    BOTH,
    DECK,
    DISCARD,
    ETERE,
    EVO,
    FIELD,
    HAND,
    OCCULTO,
    REMOVED,
    ZONE_NAMES,
    AttackState,
    Trig,
)
from lorcana_desktop.exo.engine.stats import active

if TYPE_CHECKING:
    from lorcana_desktop.exo.engine.game import ExoGame

# Key abilities that fire when a card reaches the discard pile, by the zone it came from.
_TO_DISCARD: Final = {HAND: "SCARTO", DECK: "SEPOLTURA", OCCULTO: "OMBRA"}


def new_card(game: ExoGame, cid: int, owner: int, zone: int) -> int:
    """A new instance of card ``cid`` (a Pedina or a Reliquia made during the game, or a set-up card)."""
    s = game.s
    i = len(s.cid)
    s.cid.append(cid)
    s.owner.append(owner)
    s.ctrl.append(owner)
    s.zone.append(zone)
    s.cov.append(False)
    s.known.append(BOTH if zone in (FIELD, ETERE, DISCARD, BANISHED) else 1 << owner)
    s.gen.append(0)
    s.entered.append(-1)
    s.attacks.append(0)
    if zone != FIELD:
        s.pile(zone, owner).append(i)
    return i


# The events of a move and of a cover, made once per card and zones (frozen values: one object serves every game,
# and a frozen dataclass is slow to build while a game moves and covers the same cards again and again).
_MOVED: Final[dict[tuple[int, int, int], Moved]] = {}
_COVERED: Final[dict[int, tuple[CoverChanged, CoverChanged]]] = {}
_DRAWS: Final = Noted(Said.DRAWS, "player", "count")
_DRAWS_ONE: Final = Noted(Said.DRAWS_ONE, "player", "count")


def _cover_changed(i: int, covered: bool) -> CoverChanged:
    both = _COVERED.get(i)
    if both is None:
        both = _COVERED[i] = (CoverChanged(i, False), CoverChanged(i, True))
    return both[covered]


def _take_out(game: ExoGame, i: int) -> None:
    s = game.s
    z = s.zone[i]
    if z == FIELD:
        c = s.ctrl[i]
        if s.vice[c] == i:
            s.vice[c] = -1
        else:
            s.field[c].remove(i)
    else:
        s.pile(z, s.owner[i]).remove(i)


def was_transformed(game: ExoGame, i: int) -> bool:
    """Transformed during this stay on the Field (MORTE, ONORE and SACRIFICIO then do not fire)."""
    g = game.s.gen[i]
    return any(m[0] == i and m[1] == g and m[2] == "transformed" for m in game.s.mods)


def move(game: ExoGame, i: int, to: int, *, bottom: bool = False, sacrificed: bool = False,
         controller: int | None = None, covered: bool = False) -> int:
    """Move card ``i`` to zone ``to`` of its owner (FIELD: of ``controller``, default its owner); returns the
    zone it really went to. A Leader never moves («I Leader non possono lasciare l'area»)."""
    s = game.s
    inf = game.info[s.cid[i]]
    if inf.is_leader:
        return s.zone[i]
    frm = s.zone[i]
    p = s.owner[i]
    # Replacements of the card types.
    if inf.is_token and frm in (FIELD, ETERE) and to != FIELD:
        to = REMOVED
    if inf.is_relic and to in (DISCARD, BANISHED):
        to = REMOVED
    if inf.is_evo and to in (DECK, HAND, OCCULTO):
        to = EVO
    if frm == BANISHED and s.cov[i]:
        return frm  # «non potrà nemmeno cambiare la zona in cui si trova»
    transformed = frm == FIELD and was_transformed(game, i)
    _take_out(game, i)
    old_gen = s.gen[i]
    s.gen[i] = old_gen + 1
    keep = frm == ETERE and to == FIELD
    if keep:
        # «In uno spostamento da etere a campo vengono invece mantenuti tutti i cambiamenti acquisiti».
        if s.mods:
            s.mods = [(m[0], m[1] + 1, m[2], m[3], m[4]) if m[0] == i and m[1] == old_gen else m for m in s.mods]
    else:
        s.counters.pop(i, None)
    s.zone[i] = to
    s.attacks[i] = 0
    s.entered[i] = -1
    was_covered = s.cov[i]
    s.cov[i] = covered and to in (FIELD, BANISHED)
    if to == OCCULTO:
        s.cov[i] = True
    if to != FIELD:
        s.ctrl[i] = p
    # Who has seen it: a face-up card in a public zone is seen by both; a card shuffled away by nobody.
    if to in (ETERE, DISCARD, BANISHED, FIELD) and not s.cov[i]:
        s.known[i] = BOTH
    elif to == DECK:
        s.known[i] = 0
    elif frm == DECK and to in (HAND, OCCULTO, EVO):
        s.known[i] |= 1 << p  # drawn: its owner sees it (a searched card was shown to both)
    if to == FIELD:
        c = p if controller is None else controller
        s.ctrl[i] = c
        s.entered[i] = s.turn
        if inf.is_vl and s.vice[c] < 0:
            s.vice[c] = i
            redirect_to_vice(game, c, i)
        else:
            s.field[c].append(i)
        if inf.start_counters and i not in s.counters:
            s.counters[i] = inf.start_counters
    elif to == DECK:
        if bottom:
            s.deck[p].append(i)
        else:
            s.deck[p].insert(0, i)
    else:
        s.pile(to, p).append(i)
    ev = game._ev  # (game._emit, without the call)
    key = (i, frm, to)
    moved = _MOVED.get(key)
    if moved is None:
        if len(_MOVED) >= 4096:
            _MOVED.clear()
        moved = _MOVED[key] = Moved(i, ZONE_NAMES[frm], ZONE_NAMES[to])
    ev.append(moved)
    if was_covered and not s.cov[i]:
        ev.append(_cover_changed(i, False))
    # Key abilities watching this move.
    if to == DISCARD:
        _fire_discard(game, i, frm, transformed, sacrificed)
    elif to == BANISHED and not s.cov[i]:
        _fire_keyword(game, i, "ESILIO", p)
    return to


def _fire_discard(game: ExoGame, i: int, frm: int, transformed: bool, sacrificed: bool) -> None:
    s = game.s
    inf = game.info[s.cid[i]]
    if not inf.by_keyword:
        return
    p = s.owner[i]
    found = []
    for k, ab in enumerate(inf.abilities):
        kw = ab.keyword.value if ab.keyword is not None else ""
        if kw == "ECO" or kw == _TO_DISCARD.get(frm) or frm == FIELD and not transformed and (
                kw == "MORTE" or kw == "ONORE" and s.phase == BATTLE or kw == "SACRIFICIO" and sacrificed):
            found.append(Trig(i, s.gen[i], k, p, kw))
    s.trig.extend(found)


def _fire_keyword(game: ExoGame, i: int, keyword: str, ctrl: int) -> None:
    s = game.s
    for k in game.info[s.cid[i]].by_keyword.get(keyword, ()):
        s.trig.append(Trig(i, s.gen[i], k, ctrl, keyword))


def fire(game: ExoGame, i: int, keyword: str) -> None:
    """The card's ``keyword`` abilities trigger now (its controller's), when its abilities work."""
    if game.info[game.s.cid[i]].by_keyword.get(keyword) and active(game, i):
        _fire_keyword(game, i, keyword, game.s.ctrl[i])


def redirect_to_vice(game: ExoGame, p: int, vice: int) -> None:
    """«un Vice Leader entra in campo quando è stato dichiarato un attacco al Leader, quell'attacco viene
    invece diretto al Vice Leader»."""
    s = game.s
    at = s.attack
    if at is not None and at.target == s.leader[p]:
        s.attack = AttackState(at.attacker, at.agen, vice, s.gen[vice], s.cov[vice])
        game._log(Said.ATTACK_TO_VICE, player=p, card=game.name(vice))


def cover(game: ExoGame, i: int) -> bool:
    """Turn a card face down where it is; False when it cannot be (a Leader, already covered)."""
    s = game.s
    if s.cov[i] or game.info[s.cid[i]].is_leader:
        return False
    s.cov[i] = True
    game._emit(_cover_changed(i, True))
    return True


def uncover(game: ExoGame, i: int) -> bool:
    s = game.s
    if not s.cov[i]:
        return False
    s.cov[i] = False
    if s.zone[i] in (FIELD, BANISHED, ETERE):
        s.known[i] = BOTH
    game._emit(_cover_changed(i, False))
    return True


def lose_life(game: ExoGame, p: int, n: int, why: Said, **values: str | int) -> None:
    """Player ``p``'s Leader loses ``n`` life; ``why``: the log's line for it (a LIFE_LOST_ note, its values)."""
    s = game.s
    if n <= 0:
        return
    s.life[p] -= n
    game._log(why, player=p, count=n, **values, life=s.life[p])
    game._emit(LifeChanged(p, s.life[p], -n))


def gain_life(game: ExoGame, p: int, n: int) -> None:
    s = game.s
    s.life[p] += n
    game._log(Said.LIFE_GAINED, player=p, count=n, life=s.life[p])
    game._emit(LifeChanged(p, s.life[p], n))


def draw(game: ExoGame, p: int, n: int = 1) -> None:
    """Pescare; «sottrai una vita al tuo Leader ogni volta che non puoi pescare una carta» (R-36)."""
    s = game.s
    drawn = 0
    for _ in range(n):
        if not s.deck[p]:
            lose_life(game, p, 1, Said.LIFE_LOST_NO_DRAW)
            continue
        move(game, s.deck[p][0], HAND)
        drawn += 1
    if drawn:
        s.reveals += 1
        game._note((_DRAWS if drawn > 1 else _DRAWS_ONE).two(p, drawn))


def mill(game: ExoGame, p: int, n: int) -> None:
    """The top ``n`` cards to the discard pile; each one that is not there costs a life («o mandare una
    carta dalla cima del mazzo in altre aree»)."""
    s = game.s
    for _ in range(n):
        if not s.deck[p]:
            lose_life(game, p, 1, Said.LIFE_LOST_NO_MILL)
            continue
        i = s.deck[p][0]
        move(game, i, DISCARD)
        s.reveals += 1
        game._log(Said.MILLS, player=p, card=game.name(i))


def shuffle_deck(game: ExoGame, p: int) -> None:
    s = game.s
    s.shuffle(s.deck[p])
    for i in s.deck[p]:
        s.known[i] = 0
    s.reveals += 1


def counter(game: ExoGame, i: int, name: str) -> int:
    for k, n in game.s.counters.get(i, ()):
        if k == name:
            return n
    return 0


def set_counter(game: ExoGame, i: int, name: str, n: int) -> None:
    s = game.s
    rest = tuple((k, v) for k, v in s.counters.get(i, ()) if k != name)
    s.counters[i] = rest + ((name, n),) if n > 0 else rest
    if not s.counters[i]:
        del s.counters[i]
