"""Manual tools: what a player does by hand for a card ability the engine does not automate yet.

They are actions like any other (checked, logged as ``Manual`` events, undoable, in the replay),
taken by the player who must act when no choice is pending: damage, lore and ink drops, exert or ready,
move a card (your own between your zones; another player's from play to its owner's zones), move a character
to a location, a note on a card in play for lasting text, draw, shuffle, look at your top card. They are
never listed by
``legal_actions()`` (bots and searches play by the rules alone), and they never show a player a
card they may not see: drawing and looking at the top card reveal only to that player, and
count as reveals, so undo stops there (CR 7.1.3).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from lorcana_desktop.engine.defs import CHARACTER, LOCATION
from lorcana_desktop.engine.events import ManualUsed
from lorcana_desktop.engine.reasons import Reason, Why, why
from lorcana_desktop.engine.state import (
    DECK,
    DISCARD,
    HAND,
    INKWELL,
    PHASE_MAIN,
    PHASE_OVER,
    PLAY,
    ZONE_NAMES,
)

if TYPE_CHECKING:
    from lorcana_desktop.engine.game import Game

MAX_ADJUST = 20


class ManualZone(Enum):
    """Where a manual move puts a card."""

    HAND = "hand"
    PLAY = "play"
    DISCARD = "discard"
    INKWELL = "inkwell"
    DECK_TOP = "deck_top"
    DECK_BOTTOM = "deck_bottom"


@dataclass(frozen=True, slots=True)
class AdjustDamage:
    """Put (``amount`` > 0) or remove (< 0) damage counters on a card in play, by hand."""

    player: int
    card: int
    amount: int


@dataclass(frozen=True, slots=True)
class AdjustLore:
    """Give (``amount`` > 0) or take (< 0) lore from a player, by hand (never below 0)."""

    player: int
    target: int
    amount: int


@dataclass(frozen=True, slots=True)
class SetExerted:
    """Exert or ready a card in play (or ink in an inkwell), by hand."""

    player: int
    card: int
    exerted: bool


@dataclass(frozen=True, slots=True)
class MoveOwnCard:
    """Move one of your own cards between your zones, by hand."""

    player: int
    card: int
    to: str  # a ManualZone value


@dataclass(frozen=True, slots=True)
class ManualDraw:
    """Draw a card, by hand."""

    player: int


@dataclass(frozen=True, slots=True)
class ShuffleDeck:
    """Shuffle your deck, by hand (the game's seeded shuffle)."""

    player: int


@dataclass(frozen=True, slots=True)
class LookAtTop:
    """Look at the top card of your deck, by hand (only you see it)."""

    player: int


@dataclass(frozen=True, slots=True)
class NoteCard:
    """Write a note on a card in play, for lasting text an ability gives ("damage counters can't be removed",
    "can't ready at the start of their next turn"): everyone sees it on the card until it leaves play; an empty
    ``text`` takes the note off."""

    player: int
    card: int
    text: str


@dataclass(frozen=True, slots=True)
class AdjustDrops:
    """Give (``amount`` > 0) or take (< 0) ink drops from a player, by hand (never below 0)."""

    player: int
    target: int
    amount: int


@dataclass(frozen=True, slots=True)
class SetLocation:
    """Move a character in play to a location of its player, or away from its location (``location`` -1), by
    hand and for free."""

    player: int
    card: int
    location: int


ManualAction = (AdjustDamage | AdjustLore | SetExerted | MoveOwnCard | ManualDraw | ShuffleDeck | LookAtTop
                | NoteCard | AdjustDrops | SetLocation)
MANUAL_TYPES: dict[str, type] = {
    "manual_damage": AdjustDamage, "manual_lore": AdjustLore, "manual_exert": SetExerted,
    "manual_move": MoveOwnCard, "manual_draw": ManualDraw, "manual_shuffle": ShuffleDeck,
    "manual_look": LookAtTop, "manual_note": NoteCard, "manual_drops": AdjustDrops, "manual_at": SetLocation,
}
NOTE_CHARS = 200  # the longest note on a card
_PILES = {ManualZone.HAND: HAND, ManualZone.PLAY: PLAY, ManualZone.DISCARD: DISCARD,
          ManualZone.INKWELL: INKWELL, ManualZone.DECK_TOP: DECK, ManualZone.DECK_BOTTOM: DECK}


def check_manual(game: Game, a: ManualAction) -> Reason | None:
    """Why a manual tool cannot be used now; None if it can."""
    s = game.s
    if s.winner is not None or s.phase == PHASE_OVER:
        return why(Why.GAME_OVER)
    if s.pending is not None:
        return why(Why.ANSWER_FIRST)
    if s.phase != PHASE_MAIN:
        return why(Why.MANUAL_MAIN_PHASE)
    if a.player != game.to_act():
        return why(Why.MANUAL_NOT_ACTING)
    n = len(s.cid)
    if isinstance(a, AdjustDamage):
        if not 0 <= a.card < n or s.zone[a.card] != PLAY:
            return why(Why.DAMAGE_IN_PLAY_ONLY)
        if a.amount == 0 or abs(a.amount) > MAX_ADJUST:
            return why(Why.ADJUST_DAMAGE_RANGE, most=MAX_ADJUST)
        if s.damage[a.card] + a.amount < 0:
            return why(Why.LESS_DAMAGE)
    elif isinstance(a, AdjustLore):
        if not 0 <= a.target < s.players or s.out[a.target]:
            return why(Why.PLAYER_NOT_IN_GAME)
        if a.amount == 0 or abs(a.amount) > MAX_ADJUST:
            return why(Why.ADJUST_LORE_RANGE, most=MAX_ADJUST)
    elif isinstance(a, SetExerted):
        if not 0 <= a.card < n or s.zone[a.card] not in (PLAY, INKWELL):
            return why(Why.EXERT_WHAT)
        if s.exerted[a.card] == a.exerted:
            return why(Why.ALREADY_EXERTED if a.exerted else Why.ALREADY_READY)
    elif isinstance(a, MoveOwnCard):
        if not 0 <= a.card < n:
            return why(Why.NO_SUCH_CARD_HERE)
        try:
            to = ManualZone(a.to)
        except ValueError:
            return why(Why.NO_SUCH_ZONE, zone=repr(a.to))
        src = s.zone[a.card]
        if s.owner[a.card] != a.player:
            # another player's card: only from play (everyone sees it), into its owner's zones
            if src != PLAY:
                return why(Why.OTHERS_CARD_FROM_PLAY)
            if to is ManualZone.PLAY:
                return why(Why.ALREADY_IN_PLAY)
            return None
        if src not in (HAND, PLAY, DISCARD, INKWELL) and not (src == DECK and s.deck[a.player][:1] == [a.card]):
            return why(Why.MOVE_WHAT)
        if _PILES[to] == src and to not in (ManualZone.DECK_TOP, ManualZone.DECK_BOTTOM):
            return why(Why.ALREADY_IN_ZONE, zone=ZONE_NAMES[src])
    elif isinstance(a, (ManualDraw, LookAtTop)) and not s.deck[a.player]:
        return why(Why.DECK_EMPTY)
    elif isinstance(a, NoteCard):
        if not 0 <= a.card < n or s.zone[a.card] != PLAY:
            return why(Why.NOTES_IN_PLAY)
        if not isinstance(a.text, str) or len(a.text.strip()) > NOTE_CHARS:
            return why(Why.NOTE_LENGTH, most=NOTE_CHARS)
        if not a.text.strip() and a.card not in s.notes:
            return why(Why.NO_NOTE)
    elif isinstance(a, AdjustDrops):
        if not 0 <= a.target < s.players or s.out[a.target]:
            return why(Why.PLAYER_NOT_IN_GAME)
        if a.amount == 0 or abs(a.amount) > MAX_ADJUST:
            return why(Why.ADJUST_DROPS_RANGE, most=MAX_ADJUST)
        if s.drops[a.target] + a.amount < 0:
            return why(Why.FEWER_DROPS)
    elif isinstance(a, SetLocation):
        if not 0 <= a.card < n or s.zone[a.card] != PLAY or game.idef[a.card].type != CHARACTER:
            return why(Why.MOVE_CHARACTERS_ONLY)
        if a.location == -1:
            return None if s.at[a.card] >= 0 else why(Why.NOT_AT_LOCATION)
        if not 0 <= a.location < n or s.zone[a.location] != PLAY or game.idef[a.location].type != LOCATION \
                or s.owner[a.location] != s.owner[a.card]:
            return why(Why.MOVE_OWN_LOCATION, "4.7.1")
        if s.at[a.card] == a.location:
            return why(Why.ALREADY_THERE)
    return None


def perform_manual(game: Game, a: ManualAction) -> None:
    from lorcana_desktop.engine import zones  # not at the top: the rule modules import this one's importers
    s = game.s
    if isinstance(a, AdjustDamage):
        s.damage[a.card] += a.amount
        game._emit(ManualUsed(a.card, a.player, a))
    elif isinstance(a, AdjustLore):
        s.lore[a.target] = max(0, s.lore[a.target] + a.amount)
        game._emit(ManualUsed(-1, a.target, a))
    elif isinstance(a, SetExerted):
        s.exerted[a.card] = a.exerted
        game._emit(ManualUsed(a.card, a.player, a))
    elif isinstance(a, MoveOwnCard):
        i, to = a.card, ManualZone(a.to)
        src = s.zone[i]
        zones.move_zone(game, i, _PILES[to])
        if to is ManualZone.DECK_TOP:
            s.deck[s.owner[i]].remove(i)
            s.deck[s.owner[i]].insert(0, i)
        if to is ManualZone.PLAY:
            s.dry[i] = False
            s.exerted[i] = False
            s.damage[i] = 0
        if src == DECK:
            s.reveals += 1  # the top card was not known
        game._emit(ManualUsed(i, a.player, a, ZONE_NAMES[src]))
    elif isinstance(a, ManualDraw):
        zones.draw(game, a.player, 1)
        game._emit(ManualUsed(-1, a.player, a))
    elif isinstance(a, ShuffleDeck):
        s.shuffle(s.deck[a.player])
        s.reveals += 1
        game._emit(ManualUsed(-1, a.player, a))
    elif isinstance(a, LookAtTop):
        s.reveals += 1
        game._emit(ManualUsed(s.deck[a.player][0], a.player, a))
    elif isinstance(a, NoteCard):
        text = a.text.strip()
        if text:
            s.notes[a.card] = text
        else:
            s.notes.pop(a.card, None)
        game._emit(ManualUsed(a.card, a.player, a))
    elif isinstance(a, AdjustDrops):
        s.drops[a.target] = max(0, s.drops[a.target] + a.amount)
        game._emit(ManualUsed(-1, a.target, a))
    elif isinstance(a, SetLocation):
        s.at[a.card] = a.location
        game._emit(ManualUsed(a.card, a.player, a))
