"""Manual tools: what a player does by hand for card text the file gives without steps.

They are actions like any other (checked, logged, undoable, in the replay), taken by the player who
holds priority; ``legal_actions()`` never lists them (bots play by the rules alone). A move out of a
hidden zone, a draw and a shuffle count as reveals, so undo stops there.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from lorcana_desktop.exo.engine.actions import (
    MANUAL_ZONES,
    ManualCounter,
    ManualCover,
    ManualDraw,
    ManualLife,
    ManualMove,
    ManualShuffle,
)
from lorcana_desktop.exo.engine.chain import holder
from lorcana_desktop.exo.engine.notes import Said
from lorcana_desktop.exo.engine.reasons import ExoReason, refusal
from lorcana_desktop.exo.engine.reasons import ExoWhy as W
from lorcana_desktop.exo.engine.state import (
    BANISHED,
    DECK,
    DISCARD,
    ETERE,
    EVO,
    FIELD,
    HAND,
    OCCULTO,
    ZONE_NAMES,
)
from lorcana_desktop.exo.engine.zones import (
    counter,
    cover,
    draw,
    gain_life,
    lose_life,
    move,
    set_counter,
    shuffle_deck,
    uncover,
)

if TYPE_CHECKING:
    from lorcana_desktop.exo.engine.game import ExoGame

ManualAction = ManualCover | ManualMove | ManualLife | ManualDraw | ManualShuffle | ManualCounter
MAX_ADJUST: Final = 20
_TO: Final = {"hand": HAND, "field": FIELD, "discard": DISCARD, "banished": BANISHED, "occulto": OCCULTO,
       "deck_top": DECK, "deck_bottom": DECK, "evo_deck": EVO}
_COUNTER: Final = re.compile(r"^[a-z][a-z0-9_]{0,31}$")


def check_manual(game: ExoGame, a: ManualAction) -> ExoReason | None:
    """Why a manual tool cannot be used now; None when it can."""
    s = game.s
    if s.over:
        return refusal(W.GAME_OVER)
    if s.pending is not None:
        return refusal(W.ANSWER_FIRST)
    h = holder(game)
    if h is None:
        return refusal(W.RESOLVING)
    if a.player != h:
        return refusal(W.MANUAL_PRIORITY)
    n = len(s.cid)
    if isinstance(a, ManualCover):
        if not 0 <= a.card < n or s.zone[a.card] != FIELD:
            return refusal(W.COVER_ON_FIELD)
        if game.info[s.cid[a.card]].is_leader:
            return refusal(W.LEADER_NEVER_COVERED)
        if s.cov[a.card] == a.covered:
            return refusal(W.ALREADY_COVERED if a.covered else W.ALREADY_FACE_UP)
    elif isinstance(a, ManualMove):
        if a.to not in MANUAL_ZONES:
            return refusal(W.NO_ZONE, zone=a.to)
        if not 0 <= a.card < n or s.owner[a.card] != a.player:
            return refusal(W.OWN_CARDS_ONLY)
        i = a.card
        if game.info[s.cid[i]].is_leader:
            return refusal(W.LEADER_STAYS)
        src = s.zone[i]
        if src == BANISHED and s.cov[i]:
            return refusal(W.BANISHED_COVERED)
        if src == DECK and s.deck[a.player][:1] != [i]:
            return refusal(W.DECK_TOP_ONLY)
        if src not in (HAND, FIELD, DISCARD, BANISHED, OCCULTO, EVO, ETERE, DECK):
            return refusal(W.OUT_OF_GAME)
        to = _TO[a.to]
        if to == src and to != DECK:
            return refusal(W.ALREADY_IN_ZONE, zone=ZONE_NAMES[src])
        if to == FIELD and game.info[s.cid[i]].is_vl and s.vice[a.player] >= 0:
            return refusal(W.VICE_ZONE_FULL)
    elif isinstance(a, ManualLife):
        if a.target not in (0, 1):
            return refusal(W.NO_PLAYER, number=a.target)
        if a.amount == 0 or abs(a.amount) > MAX_ADJUST:
            return refusal(W.LIFE_RANGE, most=MAX_ADJUST)
    elif isinstance(a, ManualDraw):
        if not s.deck[a.player]:
            return refusal(W.DECK_EMPTY)
    elif isinstance(a, ManualCounter):
        if not 0 <= a.card < n or s.zone[a.card] != FIELD:
            return refusal(W.COUNTERS_ON_FIELD)
        if not _COUNTER.match(a.counter):
            return refusal(W.COUNTER_NAME)
        if a.amount == 0 or abs(a.amount) > MAX_ADJUST:
            return refusal(W.COUNTER_RANGE, most=MAX_ADJUST)
        if counter(game, a.card, a.counter) + a.amount < 0:
            return refusal(W.FEWER_COUNTERS)
    return None


def perform_manual(game: ExoGame, a: ManualAction) -> None:
    s = game.s
    if isinstance(a, ManualCover):
        (cover if a.covered else uncover)(game, a.card)
        game._log(Said.COVERS_BY_HAND if a.covered else Said.UNCOVERS_BY_HAND, player=a.player, card=game.name(a.card))
    elif isinstance(a, ManualMove):
        i = a.card
        src = s.zone[i]
        if src in (DECK, HAND, OCCULTO, EVO):
            s.reveals += 1
        move(game, i, _TO[a.to], bottom=a.to == "deck_bottom", controller=a.player)
        if s.zone[i] in (FIELD, DISCARD, BANISHED, ETERE):
            game._log(Said.MOVES_BY_HAND, player=a.player, card=game.name(i), src=ZONE_NAMES[src], zone=a.to)
        else:
            game._log(Said.MOVES_HIDDEN_BY_HAND, player=a.player, src=ZONE_NAMES[src], zone=a.to)
    elif isinstance(a, ManualLife):
        if a.amount > 0:
            gain_life(game, a.target, a.amount)
        else:
            lose_life(game, a.target, -a.amount, Said.LIFE_LOST_BY_HAND)
    elif isinstance(a, ManualDraw):
        draw(game, a.player, 1)
    elif isinstance(a, ManualShuffle):
        shuffle_deck(game, a.player)
        game._log(Said.SHUFFLES_BY_HAND, player=a.player)
    elif isinstance(a, ManualCounter):
        set_counter(game, a.card, a.counter, counter(game, a.card, a.counter) + a.amount)
        game._log(Said.COUNTERS_BY_HAND, player=a.player, counter=a.counter, card=game.name(a.card), amount=a.amount)
