"""Manual tools: what a player does by hand for card text the file gives without steps.

They are actions like any other (checked, logged, undoable, in the replay), taken by the player who
holds priority; ``legal_actions()`` never lists them (bots play by the rules alone). A move out of a
hidden zone, a draw and a shuffle count as reveals, so undo stops there.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

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
MAX_ADJUST = 20
_TO = {"hand": HAND, "field": FIELD, "discard": DISCARD, "banished": BANISHED, "occulto": OCCULTO,
       "deck_top": DECK, "deck_bottom": DECK, "evo_deck": EVO}
_COUNTER = re.compile(r"^[a-z][a-z0-9_]{0,31}$")


def check_manual(game: ExoGame, a: ManualAction) -> str | None:
    """Why a manual tool cannot be used now; None when it can."""
    s = game.s
    if s.over:
        return "The game is over"
    if s.pending is not None:
        return "Answer the choice the game is waiting for first"
    h = holder(game)
    if h is None:
        return "Nobody acts while a chain resolves"
    if a.player != h:
        return "Only the player who holds priority may use manual tools"
    n = len(s.cid)
    if isinstance(a, ManualCover):
        if not 0 <= a.card < n or s.zone[a.card] != FIELD:
            return "Only a card on the Field is covered or uncovered by hand"
        if game.info[s.cid[a.card]].is_leader:
            return "I Leader non possono … venire coperti"
        if s.cov[a.card] == a.covered:
            return "It is already " + ("covered" if a.covered else "face up")
    elif isinstance(a, ManualMove):
        if a.to not in MANUAL_ZONES:
            return f"There is no zone {a.to!r}; use one of {', '.join(MANUAL_ZONES)}"
        if not 0 <= a.card < n or s.owner[a.card] != a.player:
            return "You may move only your own cards"
        i = a.card
        if game.info[s.cid[i]].is_leader:
            return "I Leader non possono lasciare l'area in cui si trovano"
        src = s.zone[i]
        if src == BANISHED and s.cov[i]:
            return "A covered banished card cannot change zone"
        if src == DECK and s.deck[a.player][:1] != [i]:
            return "From the deck only the top card can be moved by hand"
        if src not in (HAND, FIELD, DISCARD, BANISHED, OCCULTO, EVO, ETERE, DECK):
            return "That card is out of the game"
        to = _TO[a.to]
        if to == src and to != DECK:
            return f"It is already in that zone ({ZONE_NAMES[src]})"
        if to == FIELD and game.info[s.cid[i]].is_vl and s.vice[a.player] >= 0:
            return "Your Vice Leader zone is taken"
    elif isinstance(a, ManualLife):
        if a.target not in (0, 1):
            return f"There is no player {a.target}"
        if a.amount == 0 or abs(a.amount) > MAX_ADJUST:
            return f"Change life by 1 to {MAX_ADJUST}"
    elif isinstance(a, ManualDraw):
        if not s.deck[a.player]:
            return "Your deck is empty"
    elif isinstance(a, ManualCounter):
        if not 0 <= a.card < n or s.zone[a.card] != FIELD:
            return "Counters go only on cards on the Field"
        if not _COUNTER.match(a.counter):
            return "A counter type is a short lower-case name, like rabbia"
        if a.amount == 0 or abs(a.amount) > MAX_ADJUST:
            return f"Change counters by 1 to {MAX_ADJUST}"
        if counter(game, a.card, a.counter) + a.amount < 0:
            return "That card has fewer counters than that"
    return None


def perform_manual(game: ExoGame, a: ManualAction) -> None:
    s = game.s
    if isinstance(a, ManualCover):
        (cover if a.covered else uncover)(game, a.card)
        game._log(f"Player {a.player} {'covers' if a.covered else 'uncovers'} {game.name(a.card)} by hand")
    elif isinstance(a, ManualMove):
        i = a.card
        src = s.zone[i]
        if src in (DECK, HAND, OCCULTO, EVO):
            s.reveals += 1
        move(game, i, _TO[a.to], bottom=a.to == "deck_bottom", controller=a.player)
        shown = game.name(i) if s.zone[i] in (FIELD, DISCARD, BANISHED, ETERE) else "a card"
        game._log(f"Player {a.player} moves {shown} from {ZONE_NAMES[src]} to {a.to} by hand")
    elif isinstance(a, ManualLife):
        if a.amount > 0:
            gain_life(game, a.target, a.amount)
        else:
            lose_life(game, a.target, -a.amount, "by hand")
    elif isinstance(a, ManualDraw):
        draw(game, a.player, 1)
    elif isinstance(a, ManualShuffle):
        shuffle_deck(game, a.player)
        game._log(f"Player {a.player} shuffles the deck")
    elif isinstance(a, ManualCounter):
        set_counter(game, a.card, a.counter, counter(game, a.card, a.counter) + a.amount)
        game._log(f"Player {a.player} changes the {a.counter} counters of {game.name(a.card)} by {a.amount}")
