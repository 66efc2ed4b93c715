"""A "Choose one:" card asks with each mode in words (from its script), so the table can name the answers."""

from __future__ import annotations

from lorcana_desktop.app.scenario import Scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import ChooseOption, PlayCard
from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.decisions import AskOption
from lorcana_desktop.scripts.compiler import compile_card
from lorcana_desktop.scripts.mode_labels import label_modes

STITCH = "Stitch - New Dog"


def test_a_choose_one_action_names_its_modes_when_it_asks(cards: CardIndex) -> None:
    # Make the Potion: "Choose one: • Banish chosen item. • Deal 2 damage to chosen damaged character."
    sc = Scenario({"active": 0, "turn": 3, "steps": [], "players": [
        {"inkwell": 5, "deck": [STITCH] * 5, "hand": [{"card": "Make the Potion", "id": "potion"}]},
        {"deck": [STITCH] * 5, "play": [{"card": STITCH, "id": "foe", "damage": 1}]}]}, cards)
    g = sc.game
    g.apply(PlayCard(sc.ref("potion")))
    pd = g.s.pending
    assert isinstance(pd, AskOption)
    assert pd.labels == ("banish chosen item", "deal 2 damage to chosen damaged character")
    g.apply(ChooseOption(1))
    while g.s.pending is not None:
        g.apply(g.legal_actions()[0])
    assert g.zone_of(sc.ref("foe")) == "discard"  # the second mode, as its label says: 1 + 2 damage banish Stitch


def test_modes_inside_other_steps_get_labels_too_and_other_steps_stay_as_they_are(cards: CardIndex) -> None:
    # Daisy-style hand script: "banish her or return another chosen character of yours to your hand"
    steps = (L.Modes(((L.Banish("self"),), (L.Choose("c", L.Sel(owner="you", other=True)), L.ReturnToHand("c")))),)
    ab = L.If(L.Flag("your_turn"), steps)
    labelled = label_modes(ab, "character")
    modes = labelled.steps[0]
    assert isinstance(modes, L.Modes) and modes.labels[1] == "return another chosen character of yours to your hand"
    assert modes.labels[0].startswith("banish")
    assert label_modes(L.Draw("you", 1), "character") == L.Draw("you", 1)
    result = compile_card(cards.by_name("Make the Potion"))
    assert all(isinstance(s, L.Modes) and s.labels for r in result.results for a in r.abilities for s in a.steps)
