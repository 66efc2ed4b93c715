"""Manual tools: hand-done parts of abilities the engine does not automate, as checked, logged,
undoable actions that never show a hidden card to anyone else (CR 7.1.3)."""

from __future__ import annotations

import pytest

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import (
    DECK,
    DISCARD,
    HAND,
    PLAY,
    AdjustDamage,
    AdjustLore,
    Game,
    IllegalAction,
    LookAtTop,
    ManualDraw,
    MoveOwnCard,
    SetExerted,
    ShuffleDeck,
    action_from_json,
    action_to_json,
)
from lorcana_desktop.engine.events import Banished
from lorcana_desktop.engine.setup import add_card, new_state
from lorcana_desktop.engine.state import Phase


def _game(cards: CardIndex) -> tuple[Game, dict[str, int]]:
    st = new_state(2)
    st.phase = Phase.MAIN
    st.turn = 3
    t: dict[str, int] = {}
    ids = {
        "mickey": add_card(st, t, "Mickey Mouse - True Friend", 0, PLAY),
        "stitch": add_card(st, t, "Stitch - New Dog", 1, PLAY),
        "olaf": add_card(st, t, "Olaf - Friendly Snowman", 0, HAND),
        "lilo": add_card(st, t, "Lilo - Making a Wish", 0, DISCARD),
    }
    for k in range(5):
        ids[f"deck{k}"] = add_card(st, t, "Minnie Mouse - Beloved Princess", 0, DECK)
        add_card(st, t, "Minnie Mouse - Beloved Princess", 1, DECK)
    return Game(st, cards), ids


def test_damage_by_hand_is_checked_and_banishes_at_the_state_check(cards: CardIndex) -> None:
    g, ids = _game(cards)
    stitch = ids["stitch"]
    assert str(g.check(AdjustDamage(0, stitch, -1))) == "That card has less damage than that"
    g.apply(AdjustDamage(0, stitch, 1))
    assert g.state.damage[stitch] == 1
    events = g.apply(AdjustDamage(0, stitch, 1))  # 2 damage on a 2-willpower character (CR 1.8.1.4)
    assert g.state.zone[stitch] == DISCARD and any(isinstance(e, Banished) for e in events)


def test_lore_exert_and_moves_by_hand(cards: CardIndex) -> None:
    g, ids = _game(cards)
    g.apply(AdjustLore(0, 1, -3))
    assert g.state.lore[1] == 0  # never below 0
    g.apply(AdjustLore(0, 0, 2))
    assert g.state.lore[0] == 2
    g.apply(SetExerted(0, ids["stitch"], True))
    assert g.state.exerted[ids["stitch"]]
    assert "already exerted" in str(g.check(SetExerted(0, ids["stitch"], True)) or "")
    g.apply(MoveOwnCard(0, ids["lilo"], "hand"))
    assert g.state.zone[ids["lilo"]] == HAND
    g.apply(MoveOwnCard(0, ids["olaf"], "play"))
    assert g.state.zone[ids["olaf"]] == PLAY and not g.state.dry[ids["olaf"]]
    g.apply(MoveOwnCard(0, ids["mickey"], "deck_top"))
    assert g.state.deck[0][0] == ids["mickey"]
    # another player's card: from play (everyone sees it) into its owner's zones, never from a hidden zone
    assert str(g.check(MoveOwnCard(0, ids["stitch"], "play"))) == "It is already in play"
    g.apply(MoveOwnCard(0, ids["stitch"], "hand"))
    assert g.state.zone[ids["stitch"]] == HAND and ids["stitch"] in g.state.hand[1]
    assert str(g.check(MoveOwnCard(0, ids["stitch"], "discard"))) == (
        "You may move another player's card only from play (it goes to its owner's zones)")
    with pytest.raises(IllegalAction):
        g.apply(MoveOwnCard(0, ids["olaf"], "nowhere"))


def test_draw_shuffle_and_look_count_as_reveals_so_undo_stops_there(cards: CardIndex) -> None:
    g, ids = _game(cards)
    g.apply(AdjustLore(0, 0, 1))
    assert g.can_undo(1)
    g.apply(ManualDraw(0))
    assert ids["deck0"] in g.state.hand[0] and not g.can_undo(1)
    g.apply(LookAtTop(0))
    g.apply(ShuffleDeck(0))
    assert not g.can_undo(1)


def test_only_the_acting_player_and_not_during_a_choice(cards: CardIndex) -> None:
    g, _ = _game(cards)
    assert str(g.check(ManualDraw(1))) == "Only the player who is acting may use manual tools"
    assert ManualDraw(0) not in g.legal_actions()  # bots play by the rules alone


def test_manual_actions_replay_from_json(cards: CardIndex) -> None:
    g, ids = _game(cards)
    for a in (AdjustDamage(0, ids["mickey"], 1), MoveOwnCard(0, ids["lilo"], "deck_bottom"), ShuffleDeck(0),
              ManualDraw(0)):
        assert action_from_json(action_to_json(a)) == a
        g.apply(a)
    again = Game.from_json(g.to_json(), cards)
    assert again.state.to_json() == g.state.to_json()
