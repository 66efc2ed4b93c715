"""Ink drops pay ink: "each ink drop may be removed to pay 1 ⬡" for any ⬡ cost, when the player chooses.

The card scenarios (tests/scenarios/cards/*drop*) play the cards; these tests check what crosses module lines:
the saved action, the legal actions offered, the words of menus and of the log.
"""

from __future__ import annotations

from lorcana_desktop.app.game_log import LogWriter
from lorcana_desktop.app.scenario import Scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Game, PlayCard, action_from_json, action_to_json
from lorcana_desktop.engine.events import InkDropsGained, InkDropsRemoved

MICKEY = "Mickey Mouse - True Friend"  # 3 ⬡
STITCH = "Stitch - New Dog"  # 1 ⬡


def _game(cards: CardIndex, ink: int, drops: int) -> Scenario:
    me = {"inkwell": ink, "ink_drops": drops, "deck": [STITCH] * 5,
          "hand": [{"card": MICKEY, "id": "mickey"}, {"card": STITCH, "id": "stitch"}]}
    return Scenario({"active": 0, "turn": 3, "players": [me, {"deck": [STITCH] * 5}], "steps": []}, cards)


def _plays(g: Game, card: int) -> list[PlayCard]:
    return [a for a in g.legal_actions() if isinstance(a, PlayCard) and a.card == card]


def test_without_drops_nothing_new_is_offered(cards: CardIndex) -> None:
    sc = _game(cards, 3, 0)
    assert _plays(sc.game, sc.ref("mickey")) == [PlayCard(sc.ref("mickey"))]


def test_each_number_of_drops_that_pays_is_offered_and_none_beyond_the_cost(cards: CardIndex) -> None:
    sc = _game(cards, 3, 2)
    g = sc.game
    m, s = sc.ref("mickey"), sc.ref("stitch")
    assert _plays(g, m) == [PlayCard(m), PlayCard(m, drops=1), PlayCard(m, drops=2)]
    assert _plays(g, s) == [PlayCard(s), PlayCard(s, drops=1)]  # a 1 ⬡ card takes one drop at most
    assert str(g.check(PlayCard(s, drops=2))) == "That costs 1 ⬡: remove at most 1 ink drop to pay it"


def test_too_little_ink_names_the_drops_that_would_pay(cards: CardIndex) -> None:
    sc = _game(cards, 1, 1)
    g = sc.game
    m = sc.ref("mickey")
    assert _plays(g, m) == []
    assert str(g.check(PlayCard(m))) == "Needs 3 ink; you have 1 ready; you may also remove 1 more ink drop to pay"
    assert str(g.check(PlayCard(m, drops=3))) == "You have 1 ink drop; you cannot remove 3"


def test_saved_actions_keep_their_drops_and_older_saves_read_as_before(cards: CardIndex) -> None:
    assert action_to_json(PlayCard(5)) == {"type": "play", "card": 5, "shift": [], "sing": []}
    paid = PlayCard(5, drops=2)
    assert action_to_json(paid)["drops"] == 2
    assert action_from_json(action_to_json(paid)) == paid
    assert action_from_json({"type": "play", "card": 5, "shift": [], "sing": []}) == PlayCard(5)


def test_paying_with_a_drop_replays_from_the_save(cards: CardIndex) -> None:
    sc = _game(cards, 2, 1)
    g = sc.game
    g.apply(PlayCard(sc.ref("mickey"), drops=1))
    again = Game.from_json(g.to_json(), cards)
    assert again.s.to_json() == g.s.to_json()
    assert again.s.drops == [0, 0]


def test_menus_and_the_log_say_when_drops_pay(cards: CardIndex) -> None:
    sc = _game(cards, 2, 1)
    g = sc.game
    m = sc.ref("mickey")
    assert g.describe(PlayCard(m, drops=1)) == f"Play {MICKEY}, removing 1 ink drop to pay"
    events = g.apply(PlayCard(m, drops=1))
    assert InkDropsRemoved(m, 0, 1) in events
    writer = LogWriter(g, lambda p: f"P{p + 1}")
    text = [line.text for line in writer.lines(events, 3, 1)]
    assert "P1 removes an ink drop to pay" in text
    text = [line.text for line in writer.lines([InkDropsGained(-1, 1, 2)], 3, 1)]
    assert text == ["P2 gets 2 ink drops"]
