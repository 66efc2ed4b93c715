"""Effect clauses of the cov-eff work, played through the public API: what a player sees when each applies, and
when it does not (a condition that fails, a cost that cannot be paid)."""

from __future__ import annotations

from typing import Any

import pytest

from lorcana_desktop.app.scenario import Scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import (
    Accept,
    Activate,
    ChooseTargets,
    ChooseTrigger,
    IllegalAction,
    PlayCard,
    Quest,
)
from lorcana_desktop.engine.decisions import AskTrigger

SMALL = "Stitch - New Dog"  # 2/2
VANILLA = "Mickey Mouse - True Friend"  # 3/3
ITEM = "Dinner Bell"


def _game(cards: CardIndex, me: dict[str, Any], opp: dict[str, Any] | None = None) -> Scenario:
    me = {"inkwell": 10, "deck": [SMALL] * 6, **me}
    opp = {"deck": [SMALL] * 6, **(opp or {})}
    return Scenario({"active": 0, "turn": 3, "players": [me, opp], "steps": []}, cards)


def _bag(g: Any) -> None:
    """Resolve the triggers waiting in the bag (one at a time, CR 7.7)."""
    while g.s.pending is not None and isinstance(g.s.pending, AskTrigger):
        g.apply(ChooseTrigger(0))


def _answer(g: Any, *answers: Any) -> None:
    _bag(g)
    for a in answers:
        g.apply(a)
        _bag(g)


def _play(g: Any, card: int) -> None:
    g.apply(PlayCard(card))
    _bag(g)


def _quest(g: Any, card: int) -> None:
    g.apply(Quest(card))
    _bag(g)


# ------------------------------------------------------------------ conditions inside effects


def test_more_cards_in_an_opponents_hand_draws_only_when_it_is_so(cards: CardIndex) -> None:
    # Robin Hood - Unrivaled Archer: "When you play this character, if an opponent has more cards in their hand
    # than you, draw a card." The condition is checked as the effect resolves (CR 6.2.4).
    archer = "Robin Hood - Unrivaled Archer"
    sc = _game(cards, {"hand": [{"card": archer, "id": "rh"}]}, {"hand": [SMALL, SMALL]})
    g = sc.game
    _play(g, sc.ref("rh"))
    assert len(g.s.hand[0]) == 1  # 0 cards against 2: drew one
    sc = _game(cards, {"hand": [{"card": archer, "id": "rh"}, SMALL]}, {"hand": [SMALL]})
    g = sc.game
    _play(g, sc.ref("rh"))
    assert len(g.s.hand[0]) == 1  # 1 against 1: no card


def test_played_another_character_this_turn(cards: CardIndex) -> None:
    # Minnie Mouse - Practical Traveler: "Whenever this character quests, if you played another character this
    # turn, gain 1 lore." The questing character itself does not count.
    minnie = "Minnie Mouse - Practical Traveler"
    sc = _game(cards, {"play": [{"card": minnie, "id": "m"}], "hand": [{"card": SMALL, "id": "s"}]})
    g = sc.game
    lore = g.card(sc.ref("m")).lore
    _quest(g, sc.ref("m"))
    assert g.s.lore[0] == lore  # nothing else was played
    sc = _game(cards, {"play": [{"card": minnie, "id": "m"}], "hand": [{"card": SMALL, "id": "s"}]})
    g = sc.game
    _play(g, sc.ref("s"))
    _quest(g, sc.ref("m"))
    assert g.s.lore[0] == lore + 1


def test_an_opponent_with_more_ink_lets_you_ink_the_top_card(cards: CardIndex) -> None:
    # HeiHei - Bumbling Rooster: "... if an opponent has more cards in their inkwell than you, you may put the top
    # card of your deck into your inkwell facedown and exerted."
    heihei = "HeiHei - Bumbling Rooster"
    sc = _game(cards, {"inkwell": 3, "hand": [{"card": heihei, "id": "h"}]}, {"inkwell": 5})
    g = sc.game
    top = g.s.deck[0][0]
    _play(g, sc.ref("h"))
    g.apply(Accept(True))
    assert g.zone_of(top) == "inkwell" and g.s.exerted[top]
    sc = _game(cards, {"inkwell": 5, "hand": [{"card": heihei, "id": "h"}]}, {"inkwell": 5})
    g = sc.game
    _play(g, sc.ref("h"))
    assert g.s.pending is None and len(g.s.inkwell[0]) == 5  # not asked: the condition does not hold


# ------------------------------------------------------------------ "[cost] to [effect]"


def test_cost_to_effect_needs_the_cost_paid(cards: CardIndex) -> None:
    # Launch: "Banish chosen item of yours to deal 5 damage to chosen character." With no item, nothing happens.
    sc = _game(cards, {"hand": [{"card": "Launch", "id": "l"}]}, {"play": [{"card": VANILLA, "id": "foe"}]})
    g = sc.game
    _play(g, sc.ref("l"))
    assert g.s.pending is None and g.s.damage[sc.ref("foe")] == 0
    sc = _game(cards, {"hand": [{"card": "Launch", "id": "l"}], "play": [{"card": ITEM, "id": "bell"}]},
               {"play": [{"card": "Kaa - Secretive Snake", "id": "foe"}]})
    g = sc.game
    _play(g, sc.ref("l"))
    _answer(g, ChooseTargets((sc.ref("bell"),)), ChooseTargets((sc.ref("foe"),)))
    assert g.zone_of(sc.ref("bell")) == "discard" and g.s.damage[sc.ref("foe")] == 5


def test_another_chosen_character_is_not_the_one_that_paid(cards: CardIndex) -> None:
    # Teeth and Ambitions: "Deal 2 damage to chosen character of yours to deal 2 damage to another chosen
    # character." The second choice excludes the first.
    sc = _game(cards, {"hand": [{"card": "Teeth and Ambitions", "id": "t"}],
                       "play": [{"card": "Kaa - Secretive Snake", "id": "mine"}]},
               {"play": [{"card": VANILLA, "id": "foe"}]})
    g = sc.game
    _play(g, sc.ref("t"))
    g.apply(ChooseTargets((sc.ref("mine"),)))
    assert sc.ref("mine") not in list(g.pending_info().decision.options)
    g.apply(ChooseTargets((sc.ref("foe"),)))
    assert g.s.damage[sc.ref("mine")] == 2 and g.s.damage[sc.ref("foe")] == 2


def test_choose_and_discard_to_gain_lore(cards: CardIndex) -> None:
    # Giant Cobra - Ghostly Serpent: "When you play this character, you may choose and discard a card to gain 2
    # lore." With an empty hand nothing can be paid and no lore is gained.
    cobra = "Giant Cobra - Ghostly Serpent"
    sc = _game(cards, {"hand": [{"card": cobra, "id": "c"}, {"card": SMALL, "id": "s"}]})
    g = sc.game
    _play(g, sc.ref("c"))
    _answer(g, Accept(True), ChooseTargets((sc.ref("s"),)))
    assert g.zone_of(sc.ref("s")) == "discard" and g.s.lore[0] == 2
    sc = _game(cards, {"hand": [{"card": cobra, "id": "c"}]})
    g = sc.game
    _play(g, sc.ref("c"))
    if g.s.pending is not None:
        g.apply(Accept(True))
    assert g.s.lore[0] == 0


# ------------------------------------------------------------------ activated costs that choose your cards


def test_banish_one_of_your_items_is_a_cost(cards: CardIndex) -> None:
    # Triton - Discerning King: "⟳, Banish one of your items - Gain 3 lore." (CR 1.5.3: a cost is paid in full)
    triton = "Triton - Discerning King"
    sc = _game(cards, {"play": [{"card": triton, "id": "t"}]})
    g = sc.game
    assert g.check(Activate(sc.ref("t"), 0)) is not None
    with pytest.raises(IllegalAction):
        g.apply(Activate(sc.ref("t"), 0))
    sc = _game(cards, {"play": [{"card": triton, "id": "t"}, {"card": ITEM, "id": "bell"}]})
    g = sc.game
    g.apply(Activate(sc.ref("t"), 0))
    g.apply(ChooseTargets((sc.ref("bell"),)))
    assert g.zone_of(sc.ref("bell")) == "discard" and g.s.lore[0] == 3 and g.s.exerted[sc.ref("t")]


def test_exert_one_of_your_characters_needs_a_dry_one(cards: CardIndex) -> None:
    # The Sword of Shan-Yu: "⟳, ⟳ one of your characters - Ready chosen character. They can't quest for the rest
    # of this turn." CR 4.4.2.1: only a dry character can be exerted to pay.
    sword = "The Sword of Shan-Yu"
    sc = _game(cards, {"play": [{"card": sword, "id": "sw"}, {"card": VANILLA, "id": "wet", "dry": False},
                                {"card": SMALL, "id": "tired", "exerted": True}]})
    g = sc.game
    assert "dry" in str(g.check(Activate(sc.ref("sw"), 0)) or "")
    sc = _game(cards, {"play": [{"card": sword, "id": "sw"}, {"card": VANILLA, "id": "payer"},
                                {"card": SMALL, "id": "tired", "exerted": True}]})
    g = sc.game
    g.apply(Activate(sc.ref("sw"), 0))
    g.apply(ChooseTargets((sc.ref("payer"),)))
    g.apply(ChooseTargets((sc.ref("tired"),)))
    assert g.s.exerted[sc.ref("payer")] and not g.s.exerted[sc.ref("tired")]
    assert g.check(Quest(sc.ref("tired"))) is not None  # can't quest for the rest of this turn


def test_deal_damage_to_this_character_is_a_cost(cards: CardIndex) -> None:
    # Shere Khan - Fierce and Furious: "1 ⬡, Deal 1 damage to this character - Ready this character. He can't quest
    # for the rest of this turn."
    sk = "Shere Khan - Fierce and Furious"
    sc = _game(cards, {"inkwell": 3, "play": [{"card": sk, "id": "sk", "exerted": True}]})
    g = sc.game
    g.apply(Activate(sc.ref("sk"), 0))
    assert g.s.damage[sc.ref("sk")] == 1 and not g.s.exerted[sc.ref("sk")] and g.ready_ink(0) == 2


# ------------------------------------------------------------------ lore, players and the inkwell


def test_lore_taken_and_gained_in_one_sentence(cards: CardIndex) -> None:
    # Gloyd Orangeboar - Fierce Competitor: "When you play this character, each opponent loses 1 lore and you gain
    # 1 lore." An opponent with no lore loses nothing (CR 1.11: lore never goes below 0), you still gain.
    gloyd = "Gloyd Orangeboar - Fierce Competitor"
    sc = _game(cards, {"hand": [{"card": gloyd, "id": "g"}], "lore": 3}, {"lore": 4})
    g = sc.game
    _play(g, sc.ref("g"))
    assert g.s.lore == [4, 3]
    sc = _game(cards, {"hand": [{"card": gloyd, "id": "g"}]}, {"lore": 0})
    g = sc.game
    _play(g, sc.ref("g"))
    assert g.s.lore == [1, 0]


def test_only_opponents_with_more_lore_lose_it(cards: CardIndex) -> None:
    # Lady Tremaine - Overbearing Matriarch: "... each opponent with more lore than you loses 1 lore."
    lady = "Lady Tremaine - Overbearing Matriarch"
    sc = _game(cards, {"hand": [{"card": lady, "id": "l"}], "lore": 5}, {"lore": 5})
    g = sc.game
    _play(g, sc.ref("l"))
    assert g.s.lore == [5, 5]  # not more than you
    sc = _game(cards, {"hand": [{"card": lady, "id": "l"}], "lore": 5}, {"lore": 6})
    g = sc.game
    _play(g, sc.ref("l"))
    assert g.s.lore == [5, 5]


def test_its_player_gains_lore_for_their_banished_item(cards: CardIndex) -> None:
    # Glean: "Banish chosen item. Its player gains 2 lore." The item's player, not you.
    sc = _game(cards, {"hand": [{"card": "Glean", "id": "gl"}]}, {"play": [{"card": ITEM, "id": "bell"}]})
    g = sc.game
    _play(g, sc.ref("gl"))
    _answer(g, ChooseTargets((sc.ref("bell"),)))
    assert g.zone_of(sc.ref("bell")) == "discard" and g.s.lore == [0, 2]


def test_you_and_another_chosen_player_each_get_ink_drops(cards: CardIndex) -> None:
    # Kit Cloudkicker - Irrepressible Bear: "When you play this character, you and another chosen player each get
    # 1 ink drop." You cannot choose yourself as the other player.
    sc = _game(cards, {"hand": [{"card": "Kit Cloudkicker - Irrepressible Bear", "id": "k"}]})
    g = sc.game
    _play(g, sc.ref("k"))
    assert list(g.pending_info().decision.options) == [-2]  # player 1 only
    _answer(g, ChooseTargets((-2,)))
    assert g.s.drops == [1, 1]


def test_exert_all_cards_in_your_inkwell(cards: CardIndex) -> None:
    # Scream Canister: "⟳ - Exert all cards in your inkwell. Exert chosen opposing character with 2 ¤ or less."
    sc = _game(cards, {"inkwell": 4, "play": [{"card": "Scream Canister", "id": "sc"}]},
               {"play": [{"card": SMALL, "id": "foe"}]})
    g = sc.game
    g.apply(Activate(sc.ref("sc"), 0))
    _answer(g, ChooseTargets((sc.ref("foe"),)))
    assert g.ready_ink(0) == 0 and len(g.s.inkwell[0]) == 4 and g.s.exerted[sc.ref("foe")]


def test_each_player_inks_the_top_cards_of_their_deck(cards: CardIndex) -> None:
    # Power Surge: "Each player puts the top 2 cards of their deck into their inkwell facedown and exerted."
    sc = _game(cards, {"inkwell": 4, "hand": [{"card": "Power Surge", "id": "ps"}]}, {"inkwell": 1})
    g = sc.game
    tops = [g.s.deck[0][:2], g.s.deck[1][:2]]
    _play(g, sc.ref("ps"))
    assert [len(w) for w in g.s.inkwell] == [6, 3]
    assert all(g.zone_of(t) == "inkwell" and g.s.exerted[t] for pair in tops for t in pair)


def test_if_you_do_after_a_choice_with_nothing_to_choose(cards: CardIndex) -> None:
    # Honey Lemon - Testing the Limits: "... you may banish chosen item of yours. If you do, draw a card and get 1
    # ink drop." With no item of yours there is nothing banished, so nothing drawn.
    honey = "Honey Lemon - Testing the Limits"
    sc = _game(cards, {"hand": [{"card": honey, "id": "h"}]})
    g = sc.game
    _play(g, sc.ref("h"))
    if g.s.pending is not None:
        _answer(g, Accept(True))
    assert len(g.s.hand[0]) == 0 and g.s.drops[0] == 0
    sc = _game(cards, {"hand": [{"card": honey, "id": "h"}], "play": [{"card": ITEM, "id": "bell"}]})
    g = sc.game
    _play(g, sc.ref("h"))
    _answer(g, Accept(True), ChooseTargets((sc.ref("bell"),)))
    assert len(g.s.hand[0]) == 1 and g.s.drops[0] == 1


# ------------------------------------------------------------------ "if a ... character is chosen (instead)"


def _plain(cards: CardIndex, classification: str) -> str:
    from lorcana_desktop.engine import lang as L
    from tests.engine.card_harness import character_for

    return character_for(cards, L.Sel(classification=classification))


def test_a_villain_chosen_gets_more_instead(cards: CardIndex) -> None:
    # Vicious Betrayal: "Chosen character gets +2 ¤ this turn. If a Villain character is chosen, they get +3 ¤
    # instead." (+3, not +5)
    villain = _plain(cards, "Villain")
    sc = _game(cards, {"hand": [{"card": "Vicious Betrayal", "id": "vb"}],
                       "play": [{"card": villain, "id": "v"}, {"card": SMALL, "id": "s"}]})
    g = sc.game
    base = g.strength(sc.ref("v"))
    _play(g, sc.ref("vb"))
    _answer(g, ChooseTargets((sc.ref("v"),)))
    assert g.strength(sc.ref("v")) == base + 3
    sc = _game(cards, {"hand": [{"card": "Vicious Betrayal", "id": "vb"}], "play": [{"card": SMALL, "id": "s"}]})
    g = sc.game
    _play(g, sc.ref("vb"))
    _answer(g, ChooseTargets((sc.ref("s"),)))
    assert g.strength(sc.ref("s")) == 2 + 2


def test_a_princess_chosen_is_banished_instead_of_exerted(cards: CardIndex) -> None:
    # Poisoned Apple: "TAKE A BITE... - Exert chosen character. If a Princess character is chosen, banish her
    # instead."
    princess = _plain(cards, "Princess")
    sc = _game(cards, {"play": [{"card": "Poisoned Apple", "id": "pa"}]},
               {"play": [{"card": princess, "id": "p"}, {"card": SMALL, "id": "s"}]})
    g = sc.game
    g.apply(Activate(sc.ref("pa"), 0))
    _answer(g, ChooseTargets((sc.ref("p"),)))
    assert g.zone_of(sc.ref("p")) == "discard"
    sc = _game(cards, {"play": [{"card": "Poisoned Apple", "id": "pa"}]}, {"play": [{"card": SMALL, "id": "s"}]})
    g = sc.game
    g.apply(Activate(sc.ref("pa"), 0))
    _answer(g, ChooseTargets((sc.ref("s"),)))
    assert g.zone_of(sc.ref("s")) == "play" and g.s.exerted[sc.ref("s")]


def test_a_villain_chosen_also_gains_lore(cards: CardIndex) -> None:
    # Evil Comes Prepared: "Ready chosen character of yours. They can't quest for the rest of this turn. If a
    # Villain character is chosen, gain 1 lore."
    villain = _plain(cards, "Villain")
    for who, lore in ((villain, 1), (SMALL, 0)):
        sc = _game(cards, {"hand": [{"card": "Evil Comes Prepared", "id": "e"}],
                           "play": [{"card": who, "id": "c", "exerted": True}]})
        g = sc.game
        _play(g, sc.ref("e"))
        _answer(g, ChooseTargets((sc.ref("c"),)))
        assert not g.s.exerted[sc.ref("c")] and g.s.lore[0] == lore


# ------------------------------------------------------------------ name a card


def test_name_the_top_card_to_take_it(cards: CardIndex) -> None:
    # Bruno Madrigal - Undetected Uncle: "⟳ - Name a card, then reveal the top card of your deck. If it's the named
    # card, put that card into your hand and gain 3 lore. Otherwise, put it on the top of your deck."
    from lorcana_desktop.engine import NameCard

    bruno = "Bruno Madrigal - Undetected Uncle"
    sc = _game(cards, {"play": [{"card": bruno, "id": "b"}], "deck": [VANILLA, SMALL, SMALL]})
    g = sc.game
    top = g.s.deck[0][0]
    g.apply(Activate(sc.ref("b"), 0))
    _answer(g, NameCard("Stitch"))  # a miss: it stays on top
    assert g.s.deck[0][0] == top and g.s.lore[0] == 0
    sc = _game(cards, {"play": [{"card": bruno, "id": "b"}], "deck": [VANILLA, SMALL, SMALL]})
    g = sc.game
    top = g.s.deck[0][0]
    g.apply(Activate(sc.ref("b"), 0))
    _answer(g, NameCard("Mickey Mouse"))
    assert g.zone_of(top) == "hand" and g.s.lore[0] == 3


def test_name_the_top_card_to_ink_it(cards: CardIndex) -> None:
    # Merlin - Clever Clairvoyant: "Whenever this character quests, name a card, then reveal the top card of your
    # deck. If it's the named card, put it into your inkwell facedown and exerted. ..."
    from lorcana_desktop.engine import NameCard

    sc = _game(cards, {"play": [{"card": "Merlin - Clever Clairvoyant", "id": "m"}], "deck": [SMALL, VANILLA]})
    g = sc.game
    top = g.s.deck[0][0]
    _quest(g, sc.ref("m"))
    _answer(g, NameCard("Stitch"))
    assert g.zone_of(top) == "inkwell" and g.s.exerted[top]


def test_name_a_card_returns_those_characters_from_the_discard(cards: CardIndex) -> None:
    # Blast from Your Past: "Name a card. Return all character cards with that name from your discard to your hand."
    from lorcana_desktop.engine import NameCard

    sc = _game(cards, {"hand": [{"card": "Blast from Your Past", "id": "bl"}],
                       "discard": [{"card": SMALL, "id": "a"}, {"card": "Stitch - Rock Star", "id": "b"},
                                   {"card": VANILLA, "id": "c"}]})
    g = sc.game
    _play(g, sc.ref("bl"))
    _answer(g, NameCard("Stitch"))
    assert g.zone_of(sc.ref("a")) == g.zone_of(sc.ref("b")) == "hand" and g.zone_of(sc.ref("c")) == "discard"


# ------------------------------------------------------------------ amounts "this way", "for each", "equal to"


def test_draw_a_card_for_each_damage_removed_this_way(cards: CardIndex) -> None:
    # Ohana Means Family: "Remove all damage from chosen character of yours. Draw a card for each 1 damage removed
    # this way."
    sc = _game(cards, {"hand": [{"card": "Ohana Means Family", "id": "o"}],
                       "play": [{"card": "Kaa - Secretive Snake", "id": "k", "damage": 3}]})
    g = sc.game
    _play(g, sc.ref("o"))
    _answer(g, ChooseTargets((sc.ref("k"),)))
    assert g.s.damage[sc.ref("k")] == 0 and len(g.s.hand[0]) == 3


def test_draw_a_card_for_each_lore_lost_this_way(cards: CardIndex) -> None:
    # Ursula - Power Hungry: "... each opponent loses 1 lore. You may draw a card for each 1 lore lost this way."
    # An opponent with no lore loses none, so nothing is drawn.
    for opp_lore, drawn in ((3, 1), (0, 0)):
        sc = _game(cards, {"hand": [{"card": "Ursula - Power Hungry", "id": "u"}]}, {"lore": opp_lore})
        g = sc.game
        _play(g, sc.ref("u"))
        _answer(g, Accept(True))
        assert len(g.s.hand[0]) == drawn


def test_gain_lore_for_each_damaged_opposing_character(cards: CardIndex) -> None:
    # Pack Tactics: "Gain 1 lore for each damaged character opponents have in play."
    sc = _game(cards, {"hand": [{"card": "Pack Tactics", "id": "p"}], "play": [{"card": SMALL, "damage": 1}]},
               {"play": [{"card": SMALL, "damage": 1}, {"card": VANILLA, "damage": 2}, {"card": VANILLA}]})
    g = sc.game
    _play(g, sc.ref("p"))
    assert g.s.lore[0] == 2


def test_gain_lore_equal_to_the_damage_then_banish(cards: CardIndex) -> None:
    # Most Everyone's Mad Here: "Gain lore equal to the damage on chosen character, then banish them."
    sc = _game(cards, {"hand": [{"card": "Most Everyone's Mad Here", "id": "m"}]},
               {"play": [{"card": "Kaa - Secretive Snake", "id": "k", "damage": 4}]})
    g = sc.game
    _play(g, sc.ref("m"))
    _answer(g, ChooseTargets((sc.ref("k"),)))
    assert g.s.lore[0] == 4 and g.zone_of(sc.ref("k")) == "discard"


def test_played_for_free_gains_rush_and_is_banished_at_the_end_of_the_turn(cards: CardIndex) -> None:
    # Gruesome and Grim: "Play a character with cost 4 or less for free. They gain Rush. At the end of the turn,
    # banish them." (CR 6.2.8: the delayed trigger banishes that very character)
    from lorcana_desktop.engine import Challenge, EndTurn

    sc = _game(cards, {"hand": [{"card": "Gruesome and Grim", "id": "gg"}, {"card": VANILLA, "id": "v"}],
                       "play": [{"card": SMALL, "id": "stay"}]},
               {"play": [{"card": SMALL, "id": "foe", "exerted": True}]})
    g = sc.game
    _play(g, sc.ref("gg"))
    _answer(g, ChooseTargets((sc.ref("v"),)))
    assert g.zone_of(sc.ref("v")) == "play" and g.check(Challenge(sc.ref("v"), sc.ref("foe"))) is None  # Rush
    g.apply(EndTurn())
    _bag(g)
    assert g.zone_of(sc.ref("v")) == "discard" and g.zone_of(sc.ref("stay")) == "play"


def test_each_opponent_may_discard_or_you_gain(cards: CardIndex) -> None:
    # Sign the Scroll: "Each opponent may choose and discard a card. For each opponent who doesn't, you gain 2
    # lore." The opponent answers (choose none = doesn't); an opponent with no cards doesn't either.
    sc = _game(cards, {"hand": [{"card": "Sign the Scroll", "id": "s"}]}, {"hand": [{"card": SMALL, "id": "x"}]})
    g = sc.game
    _play(g, sc.ref("s"))
    assert g.pending_info().decision.player == 1 and g.pending_info().decision.up_to
    _answer(g, ChooseTargets(()))
    assert g.s.lore[0] == 2 and g.zone_of(sc.ref("x")) == "hand"
    sc = _game(cards, {"hand": [{"card": "Sign the Scroll", "id": "s"}]}, {"hand": [{"card": SMALL, "id": "x"}]})
    g = sc.game
    _play(g, sc.ref("s"))
    _answer(g, ChooseTargets((sc.ref("x"),)))
    assert g.s.lore[0] == 0 and g.zone_of(sc.ref("x")) == "discard"
    sc = _game(cards, {"hand": [{"card": "Ursula's Trickery", "id": "u"}]})
    g = sc.game
    _play(g, sc.ref("u"))
    assert len(g.s.hand[0]) == 1  # the opponent had no card: you draw one


def test_cant_be_challenged_until_the_start_of_your_next_turn(cards: CardIndex) -> None:
    # Safe and Sound: "Chosen character of yours can't be challenged until the start of your next turn."
    from lorcana_desktop.engine import Challenge, EndTurn

    sc = _game(cards, {"hand": [{"card": "Safe and Sound", "id": "s"}],
                       "play": [{"card": SMALL, "id": "safe", "exerted": True},
                                {"card": VANILLA, "id": "open", "exerted": True}]},
               {"play": [{"card": "Kaa - Secretive Snake", "id": "kaa"}]})
    g = sc.game
    _play(g, sc.ref("s"))
    _answer(g, ChooseTargets((sc.ref("safe"),)))
    g.apply(EndTurn())
    _bag(g)
    assert g.check(Challenge(sc.ref("kaa"), sc.ref("safe"))) is not None
    assert g.check(Challenge(sc.ref("kaa"), sc.ref("open"))) is None


def test_more_damage_instead_with_a_named_character_in_play(cards: CardIndex) -> None:
    # The Terror That Flaps in the Night: "Deal 2 damage to chosen opposing character. If you have a character named
    # Darkwing Duck in play, deal 3 damage instead."
    from lorcana_desktop.engine import lang as L
    from tests.engine.card_harness import character_for

    darkwing = character_for(cards, L.Sel(name="Darkwing Duck"))
    for mine, dealt in (((), 2), (({"card": darkwing},), 3)):
        sc = _game(cards, {"hand": [{"card": "The Terror That Flaps in the Night", "id": "t"}], "play": list(mine)},
                   {"play": [{"card": "Kaa - Secretive Snake", "id": "kaa"}]})
        g = sc.game
        _play(g, sc.ref("t"))
        _answer(g, ChooseTargets((sc.ref("kaa"),)))
        assert g.s.damage[sc.ref("kaa")] == dealt


def test_each_player_may_draw_a_card(cards: CardIndex) -> None:
    # Amethyst Chromicon: "⟳ - Each player may draw a card." Each player answers for themselves, in turn order.
    from lorcana_desktop.engine import ChooseOption

    sc = _game(cards, {"play": [{"card": "Amethyst Chromicon", "id": "a"}]})
    g = sc.game
    g.apply(Activate(sc.ref("a"), 0))
    decision = g.pending_info().decision
    assert decision.player == 0 and [str(x) for x in decision.labels] == ["draw a card", "don't draw"]
    g.apply(ChooseOption(1))  # you don't
    assert g.pending_info().decision.player == 1
    g.apply(ChooseOption(0))  # the opponent does
    assert [len(h) for h in g.s.hand] == [0, 1] and g.s.pending is None


def test_exert_them_to_draw_needs_them_ready(cards: CardIndex) -> None:
    # Stitch - Rock Star: "Whenever you play a character with cost 2 or less, you may exert them to draw a card."
    sc = _game(cards, {"play": [{"card": "Stitch - Rock Star", "id": "st"}], "hand": [{"card": SMALL, "id": "s"}]})
    g = sc.game
    _play(g, sc.ref("s"))
    _answer(g, Accept(True))
    assert g.s.exerted[sc.ref("s")] and len(g.s.hand[0]) == 1


# ------------------------------------------------------------------ what happened this turn


def test_a_character_banished_this_turn(cards: CardIndex) -> None:
    # Marching Off to Battle: "If a character was banished this turn, draw 2 cards." A challenge that banishes
    # marks it; without one nothing is drawn.
    from lorcana_desktop.engine import Challenge

    for challenge, drawn in ((False, 0), (True, 2)):
        sc = _game(cards, {"hand": [{"card": "Marching Off to Battle", "id": "m"}],
                           "play": [{"card": "Kaa - Secretive Snake", "id": "kaa"}]},
                   {"play": [{"card": SMALL, "id": "foe", "exerted": True}]})
        g = sc.game
        if challenge:
            g.apply(Challenge(sc.ref("kaa"), sc.ref("foe")))
            _bag(g)
            assert g.zone_of(sc.ref("foe")) == "discard"
        _play(g, sc.ref("m"))
        assert len(g.s.hand[0]) == drawn


def test_you_played_a_song_this_turn(cards: CardIndex) -> None:
    # Sleepy's Flute: "⟳ - If you played a song this turn, gain 1 lore." An action that isn't a song does not count.
    from tests.engine.card_harness import fillers

    f = fillers(cards)
    for played, lore in ((f.action, 0), (f.song, 1)):
        sc = _game(cards, {"play": [{"card": "Sleepy's Flute", "id": "fl"}], "hand": [{"card": played, "id": "x"}]})
        g = sc.game
        _play(g, sc.ref("x"))
        _answer(g, *([ChooseTargets(tuple(list(g.pending_info().decision.options)[:1]))] if g.s.pending else []))
        g.apply(Activate(sc.ref("fl"), 0))
        _bag(g)
        assert g.s.lore[0] == lore


def test_a_character_of_yours_quested_this_turn(cards: CardIndex) -> None:
    # Fflewddur Fflam - Luckless Bard: "When you play this character, if a character of yours quested this turn,
    # draw a card."
    for quest, drawn in ((False, 0), (True, 1)):
        sc = _game(cards, {"hand": [{"card": "Fflewddur Fflam - Luckless Bard", "id": "ff"}],
                           "play": [{"card": SMALL, "id": "s"}]})
        g = sc.game
        if quest:
            _quest(g, sc.ref("s"))
        _play(g, sc.ref("ff"))
        assert len(g.s.hand[0]) == drawn


def test_two_cards_put_into_your_discard_this_turn(cards: CardIndex) -> None:
    # Milo Thatch - Getting His Hands Dirty: "At the end of your turn, if 2 or more cards were put into your discard
    # this turn, draw a card." Two actions played and resolved are two cards put into the discard.
    from lorcana_desktop.engine import EndTurn

    milo = "Milo Thatch - Getting His Hands Dirty"
    for actions, drawn in ((1, 0), (2, 1)):
        sc = _game(cards, {"play": [{"card": milo, "id": "milo"}],
                           "hand": [{"card": "Nothing to Hide", "id": f"a{k}"} for k in range(actions)]})
        g = sc.game
        for k in range(actions):
            _play(g, sc.ref(f"a{k}"))
        hand = len(g.s.hand[0])
        g.apply(EndTurn())
        _bag(g)
        assert len(g.s.hand[0]) == hand + drawn


def test_if_there_is_a_card_under_him(cards: CardIndex) -> None:
    # Kristoff - Mining the Ruins: "Whenever this character quests, if there's a card under him, put the top card of
    # your deck into your inkwell facedown and exerted."
    from lorcana_desktop.engine.state import UNDER

    for under, ink in ((False, 0), (True, 1)):
        sc = _game(cards, {"inkwell": 2, "play": [{"card": "Kristoff - Mining the Ruins", "id": "k"}]})
        g = sc.game
        if under:
            t = g.s.deck[0].pop()
            g.s.zone[t], g.s.facedown[t] = UNDER, True
            g.s.under[sc.ref("k")] += (t,)
        _quest(g, sc.ref("k"))
        assert len(g.s.inkwell[0]) == 2 + ink


def test_if_this_character_is_exerted_at_the_end_of_your_turn(cards: CardIndex) -> None:
    # Bernard - Brand-New Agent: "At the end of your turn, if this character is exerted, you may ready another
    # chosen character of yours."
    from lorcana_desktop.engine import EndTurn

    for exerted in (False, True):
        sc = _game(cards, {"play": [{"card": "Bernard - Brand-New Agent", "id": "b", "exerted": exerted},
                                    {"card": SMALL, "id": "s", "exerted": True}]})
        g = sc.game
        g.apply(EndTurn())
        _bag(g)
        if exerted:
            _answer(g, Accept(True), ChooseTargets((sc.ref("s"),)))
        assert g.s.exerted[sc.ref("s")] != exerted


def test_strength_for_each_character_you_have(cards: CardIndex) -> None:
    # He's a Tramp: "Chosen character gets +1 ¤ this turn for each character you have in play." Counted as it
    # resolves: three characters, +3.
    sc = _game(cards, {"hand": [{"card": "He's a Tramp", "id": "h"}],
                       "play": [{"card": SMALL, "id": "a"}, {"card": SMALL}, {"card": VANILLA}]})
    g = sc.game
    _play(g, sc.ref("h"))
    _answer(g, ChooseTargets((sc.ref("a"),)))
    assert g.strength(sc.ref("a")) == 2 + 3


def test_damage_for_each_exerted_character(cards: CardIndex) -> None:
    # Light the Fuse: "Deal 1 damage to chosen character for each exerted character you have in play."
    sc = _game(cards, {"hand": [{"card": "Light the Fuse", "id": "l"}],
                       "play": [{"card": SMALL, "exerted": True}, {"card": SMALL, "exerted": True}, {"card": VANILLA}]},
               {"play": [{"card": "Kaa - Secretive Snake", "id": "kaa"}]})
    g = sc.game
    _play(g, sc.ref("l"))
    _answer(g, ChooseTargets((sc.ref("kaa"),)))
    assert g.s.damage[sc.ref("kaa")] == 2


def test_those_characters_cant_ready(cards: CardIndex) -> None:
    # Ursula's Plan: "Each opponent chooses and exerts one of their characters. Those characters can't ready at the
    # start of their next turn." The opponent picks; it stays exerted through their turn's ready step.
    from lorcana_desktop.engine import EndTurn

    sc = _game(cards, {"hand": [{"card": "Ursula's Plan", "id": "u"}]},
               {"play": [{"card": SMALL, "id": "a"}, {"card": VANILLA, "id": "b"}]})
    g = sc.game
    _play(g, sc.ref("u"))
    assert g.pending_info().player == 1  # type: ignore[union-attr]
    _answer(g, ChooseTargets((sc.ref("b"),)))
    assert g.s.exerted[sc.ref("b")] and not g.s.exerted[sc.ref("a")]
    g.apply(EndTurn())
    _bag(g)
    assert g.s.exerted[sc.ref("b")]


def test_put_on_the_bottom_of_their_players_deck(cards: CardIndex) -> None:
    # Above the Crowd: "Put chosen opposing character with 3 ¤ or less on the bottom of their player's deck."
    sc = _game(cards, {"hand": [{"card": "Above the Crowd", "id": "a"}]},
               {"play": [{"card": SMALL, "id": "s"}, {"card": "Kaa - Secretive Snake", "id": "kaa"}]})
    g = sc.game
    _play(g, sc.ref("a"))
    assert list(g.pending_info().decision.options) == [sc.ref("s")]  # type: ignore[union-attr]  # Kaa has 6 ¤
    _answer(g, ChooseTargets((sc.ref("s"),)))
    assert g.s.deck[1][-1] == sc.ref("s")


def test_discard_at_random(cards: CardIndex) -> None:
    # Basil - Undercover Detective: "Whenever this character quests, chosen opponent discards a card at random."
    # The pick comes from the game's seeded random draw: the same seed, the same card.
    picked = []
    for _ in range(2):
        sc = _game(cards, {"play": [{"card": "Basil - Undercover Detective", "id": "b"}]},
                   {"hand": [SMALL, VANILLA, ITEM]})
        g = sc.game
        _quest(g, sc.ref("b"))
        _answer(g, ChooseTargets((-2,)))
        assert len(g.s.hand[1]) == 2 and len(g.s.discard[1]) == 1
        picked.append(g.name(g.s.discard[1][0]))
    assert picked[0] == picked[1]


def test_draw_until_you_have_as_many_as_chosen_opponent(cards: CardIndex) -> None:
    # Remember Who You Are: "If chosen opponent has more cards in their hand than you, draw cards until you have the
    # same number."
    sc = _game(cards, {"hand": [{"card": "Remember Who You Are", "id": "r"}, SMALL]},
               {"hand": [SMALL, SMALL, SMALL, SMALL]})
    g = sc.game
    _play(g, sc.ref("r"))
    _answer(g, ChooseTargets((-2,)))
    assert len(g.s.hand[0]) == 4


def test_the_players_with_the_most_cards_discard(cards: CardIndex) -> None:
    # Friar Tuck - Priest of Nottingham: "When you play this character, the player or players with the most cards in
    # their hand chooses and discards a card." Tied at 3: both discard, each once.
    sc = _game(cards, {"hand": [{"card": "Friar Tuck - Priest of Nottingham", "id": "f"}, SMALL, SMALL, SMALL]},
               {"hand": [SMALL, SMALL, SMALL]})
    g = sc.game
    _play(g, sc.ref("f"))
    for _ in range(2):
        info = g.pending_info()
        _answer(g, ChooseTargets((info.decision.options[0],)))  # type: ignore[union-attr]
    assert g.s.pending is None and [len(h) for h in g.s.hand] == [2, 2]
    sc = _game(cards, {"hand": [{"card": "Friar Tuck - Priest of Nottingham", "id": "f"}, SMALL, SMALL, SMALL, SMALL]},
               {"hand": [SMALL, SMALL, SMALL]})
    g = sc.game
    _play(g, sc.ref("f"))
    _answer(g, ChooseTargets((g.pending_info().decision.options[0],)))  # type: ignore[union-attr]
    assert g.s.pending is None and [len(h) for h in g.s.hand] == [3, 3]  # only you had the most
