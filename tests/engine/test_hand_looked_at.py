"""Looking at another player's hand: the player who looks sees the cards, not their owner (CR 7.1.3: a hand is
hidden from the other players; "look at" shows it to one player, "reveal" to all)."""

from __future__ import annotations

from lorcana_desktop.app.scenario import Scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine.events import LookedAt, Revealed

FILL = ["Mickey Mouse - True Friend"] * 3


def test_scout_ahead_is_looked_at_by_diablos_player(cards: CardIndex) -> None:
    # Diablo - Maleficent's Spy, SCOUT AHEAD: "When you play this character, you may look at each opponent's hand."
    sc = Scenario({"active": 0, "turn": 3, "steps": [], "players": [
        {"deck": FILL, "inkwell": 1, "hand": [{"card": "Diablo - Maleficent's Spy", "id": "diablo"}]},
        {"deck": FILL, "hand": [{"card": "Stitch - New Dog", "id": "a"}, {"card": "Goons - Maleficent's Underlings",
                                                                          "id": "b"}]},
        {"deck": FILL, "hand": [{"card": "Pumbaa - Friendly Warthog", "id": "c"}]}]}, cards)
    g = sc.game
    events = []
    for raw in ({"type": "play", "card": "diablo"}, {"type": "choose", "trigger": 0},
                {"type": "choose", "accept": True}):
        events += g.apply(sc.action(raw))
    looked = {(e.card, e.player) for e in events if isinstance(e, LookedAt)}
    assert looked == {(sc.ref("a"), 0), (sc.ref("b"), 0), (sc.ref("c"), 0)}
    assert not any(isinstance(e, Revealed) for e in events)  # nobody else sees them
