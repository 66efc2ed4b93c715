"""Card scripts through the public API: the provider passed into Game, manual abilities, stable ids, saves."""

from __future__ import annotations

import json

from lorcana_desktop.cards import CardIndex, default_cards
from lorcana_desktop.engine import NO_SCRIPTS, ChooseTrigger, Game, PlayCard
from lorcana_desktop.engine.bag_entry import AbilityRef, TriggerKind
from lorcana_desktop.engine.game import ENGINE_VERSION
from lorcana_desktop.scripts import default_provider
from lorcana_desktop.scripts.compiler import compile_card
from lorcana_desktop.scripts.text import canon

JUDY = "Judy Hopps - Optimistic Officer"  # a hand script (DON'T CALL ME CUTE)
SMALL = "Stitch - New Dog"


def test_every_claimed_ability_renders_back_to_its_printed_text() -> None:
    # The check that no qualifier ("opposing", "other", "cost 3 or less") was dropped: every compiled
    # ability's English, made from its typed steps only, equals the printed text (normalised).
    checked = 0
    for card in default_cards():
        for r in compile_card(card).results:
            if r.compiled and not r.by_hand:
                assert canon(r.rendered) == canon(r.text), (card.full_name, r.rendered, r.text)
                checked += 1
    assert checked > 1000


def test_hand_scripts_quote_the_printed_text() -> None:
    for card in default_cards():
        for r in compile_card(card).results:
            if r.by_hand:
                assert canon(r.rendered) == canon(r.text), card.full_name


def test_without_scripts_named_abilities_are_manual(cards: CardIndex) -> None:
    game = Game.new([[JUDY] * 20, [SMALL] * 20], cards, seed=1, scripts=NO_SCRIPTS)
    judy = next(i for i in range(len(game.s.cid)) if game.name(i) == JUDY)
    stitch = next(i for i in range(len(game.s.cid)) if game.name(i) == SMALL)
    assert game.manual_abilities(judy) == ("DON'T CALL ME CUTE",) and not game.card(judy).automated
    assert game.manual_abilities(stitch) == () and game.card(stitch).automated  # vanilla: nothing to automate


def test_default_scripts_automate_a_precon_card_and_name_what_stays_manual(cards: CardIndex) -> None:
    game = Game.new([[JUDY] * 20, [SMALL] * 20], cards, seed=1)
    judy = next(i for i in range(len(game.s.cid)) if game.name(i) == JUDY)
    assert game.manual_abilities(judy) == () and game.card(judy).automated
    assert game.card(judy).script_source == "hand"
    partly = next(c for c in default_cards() if (sc := default_provider().script_for(c)) is not None and sc.manual)
    game2 = Game.new([[partly.full_name] * 20, [SMALL] * 20], cards, seed=1)
    i = next(i for i in range(len(game2.s.cid)) if game2.name(i) == partly.full_name)
    assert game2.manual_abilities(i) and not game2.card(i).automated
    assert set(game2.manual_abilities(i)) <= {a.name or a.effect for a in partly.abilities} | set(partly.effects)


def test_bag_entries_name_abilities_by_stable_id_and_saves_record_the_engine(cards: CardIndex) -> None:
    from lorcana_desktop.app.scenario import Scenario

    sc = Scenario({"active": 0, "turn": 3, "steps": [], "players": [
        {"hand": [{"card": JUDY, "id": "judy"}], "inkwell": 5, "deck": [SMALL] * 3},
        {"deck": [SMALL] * 3, "play": [{"card": "Dinner Bell", "id": "bell"}]}]}, cards)
    g = sc.game
    g.apply(PlayCard(sc.ref("judy")))
    assert g.s.bag[0].ability == AbilityRef(TriggerKind.PRINTED, f"{JUDY}: DON'T CALL ME CUTE")
    assert g.pending_info().effects == ((sc.ref("judy"), "DON'T CALL ME CUTE"),)  # type: ignore[union-attr]
    g.apply(ChooseTrigger(0))
    assert g.pending_info().ability == "DON'T CALL ME CUTE"  # type: ignore[union-attr]
    game = Game.new([[JUDY] * 20, [SMALL] * 20], cards, seed=2)
    data = json.loads(json.dumps(game.to_json()))
    assert data["meta"]["engine"] == ENGINE_VERSION
    assert Game.from_json(data, cards).s.to_json() == game.s.to_json()


def test_catalog_cards_say_which_abilities_are_manual() -> None:
    from lorcana_desktop.scripts import manual_abilities

    cards = default_cards()
    assert manual_abilities(cards.by_name(SMALL)) == ()
    assert manual_abilities(cards.by_name(JUDY)) == ()
    none = next(c for c in cards if not c.has_only_keywords and default_provider().script_for(c) is None)
    assert manual_abilities(none) and all(isinstance(m, str) and m for m in manual_abilities(none))
