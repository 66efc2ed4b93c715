"""At the table, "chosen opponent may ..." is that opponent's yes or no: the seat answering is theirs and the
prompt offers Yes and No, not a number (CR 6.1.4, 1.7); with two people at one screen, it passes to them."""

from __future__ import annotations

from lorcana_desktop.app.table_offer import ButtonKind, answers_for
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import PLAY, Accept, Activate, ChooseTargets, player_target
from tests.ui.table_positions import position


def test_the_chosen_opponent_answers_laugh_canister_with_yes_or_no(cards: CardIndex) -> None:
    # Laugh Canister, COPYCAT: "⟳ — Put the top card of your deck into your inkwell facedown and exerted. Chosen
    # opponent may put the top card of their deck into their inkwell facedown and exerted." Ann and Bob share the
    # screen (two people).
    s, ids = position(cards, {PLAY: ["Laugh Canister"]}, {}, people=2)
    s.apply(Activate(ids["0:Laugh Canister"], 0))
    s.apply(ChooseTargets((player_target(1),)))  # Ann chooses Bob
    info = s.game.pending_info()
    assert info is not None and info.player == 1 and s.game.to_act() == 1  # Bob decides, not Ann
    assert s.handoff_needed()  # the table is covered while the screen passes from Ann to Bob
    s.take_screen()
    assert s.screen == 1 and s.my_turn()
    offer = answers_for(info, s.game.legal_actions())
    assert [b.kind for b in offer.buttons] == [ButtonKind.YES, ButtonKind.NO] and offer.amount == -1
    top = s.game.state.deck[1][0]
    inkwell = len(s.game.state.inkwell[1])
    s.apply(Accept(True))
    assert s.game.zone_of(top) == "inkwell" and s.game.state.exerted[top]
    assert len(s.game.state.inkwell[1]) == inkwell + 1 and s.game.state.pending is None
