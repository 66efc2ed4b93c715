"""Setting up a game (CR 2.2): the variants, the ink card, and the players and card instances of a state."""

from __future__ import annotations

from collections.abc import Iterable

from lorcana_desktop.cards.model import Card, CardType
from lorcana_desktop.engine.state import PLAY, UNDER, GameState

# A face-down ink card that is no card of the catalog: Pack Rush's marketing cards (CR 10.2.2)
# and the "N ready ink" of scenario positions.
INK_CARD_NAME = "Ink Card"
INK_CARD = Card(id=-1, full_name=INK_CARD_NAME, name=INK_CARD_NAME, version=None, type=CardType.ITEM,
                inks=(), cost=0, inkable=True, set_code="", number=0, rarity="")

VARIANTS = {"standard": (20, 7, 0), "pack_rush": (15, 5, 2)}  # lore to win, hand size, starting ink


def init_players(s: GameState, n: int) -> None:
    s.deck = [[] for _ in range(n)]
    s.hand = [[] for _ in range(n)]
    s.inkwell = [[] for _ in range(n)]
    s.play = [[] for _ in range(n)]
    s.discard = [[] for _ in range(n)]
    s.lore = [0] * n
    s.inked = [0] * n
    s.drops = [0] * n
    s.out = [False] * n


def add_instance(s: GameState, table: dict[str, int], name: str, owner: int, zone: int) -> int:
    cid = table.get(name)
    if cid is None:
        cid = table[name] = len(s.names)
        s.names.append(name)
    i = len(s.cid)
    s.cid.append(cid)
    s.owner.append(owner)
    s.zone.append(zone)
    s.exerted.append(False)
    s.damage.append(0)
    s.dry.append(True)
    s.at.append(-1)
    s.under.append(())
    s.facedown.append(False)
    return i


def new_state(players: int, variant: str = "standard", seed: int = 0) -> GameState:
    """An empty state for building positions (the scenario runner); add cards with ``add_card``."""
    s = GameState()
    s.variant = variant
    s.goal = VARIANTS[variant][0]
    s.rng = seed
    init_players(s, players)
    return s


def add_card(s: GameState, table: dict[str, int], name: str, owner: int, zone: int) -> int:
    """Add a card instance in a zone (appended to the end of that zone's list); returns its id."""
    i = add_instance(s, table, name, owner, zone)
    if zone != UNDER:
        s.pile(zone, owner).append(i)
        if zone == PLAY:
            s.play_changed()
    return i


def iter_zone_cards(s: GameState) -> Iterable[int]:
    for zones in (s.deck, s.hand, s.inkwell, s.play, s.discard):
        for z in zones:
            yield from z
