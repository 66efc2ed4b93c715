"""Cards of sets 3 and 4 automated in coverage round 3 (cov3-d), each played as printed: what a player sees
on the board, in the hand and on the damage counters, both when the ability applies and when it does not."""

from __future__ import annotations

from typing import Any

from lorcana_desktop.app.scenario import Scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Accept, Activate, Challenge, ChooseTargets, EndTurn, Game, PlayCard, Quest
from lorcana_desktop.engine.decisions import AskMay, AskTargets

STITCH = "Stitch - New Dog"  # 1 ink, 2/2, a Hero, no abilities
SMEE = "Mr. Smee - Loyal First Mate"  # a Pirate, 5 ⛉, no abilities
PACHA = "Pacha - Village Leader"  # a Hero, 8 ⛉, no abilities
CAPTAIN = "Mickey Mouse - Steamboat Pilot"  # a Captain, no abilities


def _game(cards: CardIndex, me: dict[str, Any], opp: dict[str, Any] | None = None) -> Scenario:
    me = {"inkwell": 10, "deck": [STITCH] * 6, **me}
    opp = {"deck": [STITCH] * 6, **(opp or {})}
    return Scenario({"active": 0, "turn": 3, "players": [me, opp], "steps": []}, cards)


def _answer(g: Game, targets: dict[int, tuple[int, ...]] | None = None, may: bool = True) -> None:
    """Answer every choice: "may" as told, targets from ``targets`` (by step order) or the first legal one."""
    asked = 0
    for _ in range(20):
        pd = g.s.pending
        if pd is None:
            return
        if isinstance(pd, AskMay):
            g.apply(Accept(may))
        elif isinstance(pd, AskTargets) and targets and asked in targets:
            g.apply(ChooseTargets(targets[asked]))
            asked += 1
        else:
            if isinstance(pd, AskTargets):
                asked += 1
            g.apply(next(a for a in g.legal_actions() if not isinstance(a, ChooseTargets) or a.targets))


def test_milo_thatch_returns_every_opposing_character_to_hand_when_banished(cards: CardIndex) -> None:
    # "When this character is banished, return all opposing characters to their players' hands." (CR 6.2 trigger)
    sc = _game(cards, {"play": [{"card": "Milo Thatch - King of Atlantis", "id": "milo", "damage": 3},
                                {"card": STITCH, "id": "mine"}]},
               {"play": [{"card": STITCH, "id": "foe", "exerted": True}, {"card": SMEE, "id": "other"}]})
    g = sc.game
    g.apply(Challenge(sc.ref("milo"), sc.ref("foe")))
    _answer(g)
    assert g.zone_of(sc.ref("milo")) == "discard"
    assert g.zone_of(sc.ref("other")) == "hand" and sc.ref("other") in g.s.hand[1]
    assert g.zone_of(sc.ref("mine")) == "play"  # only opposing characters go back


def test_mr_smee_takes_a_damage_at_end_of_turn_only_when_exerted_and_without_a_captain(cards: CardIndex) -> None:
    # "At the end of your turn, if this character is exerted and you don't have a Captain character in play,
    # deal 1 damage to this character."
    for exerted, captain, hurt in ((True, False, 1), (False, False, 0), (True, True, 0)):
        play: list[dict[str, Any]] = [{"card": "Mr. Smee - Bumbling Mate", "id": "smee", "exerted": exerted}]
        if captain:
            play.append({"card": CAPTAIN, "id": "cap"})
        sc = _game(cards, {"play": play})
        g = sc.game
        g.apply(EndTurn())
        _answer(g)
        assert g.s.damage[sc.ref("smee")] == hurt, (exerted, captain)


def test_on_your_feet_readies_and_hurts_your_characters_who_then_cannot_quest(cards: CardIndex) -> None:
    # "Ready all your characters and deal 1 damage to each of them. They can't quest for the rest of this turn."
    sc = _game(cards, {"hand": [{"card": "On Your Feet! Now!", "id": "act"}],
                       "play": [{"card": SMEE, "id": "a", "exerted": True}, {"card": PACHA, "id": "b", "exerted": True}]},
               {"play": [{"card": SMEE, "id": "foe", "exerted": True}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("act")))
    _answer(g)
    for mine in ("a", "b"):
        assert not g.s.exerted[sc.ref(mine)] and g.s.damage[sc.ref(mine)] == 1
        assert g.check(Quest(sc.ref(mine))) is not None
    assert g.s.exerted[sc.ref("foe")] and g.s.damage[sc.ref("foe")] == 0
    g.apply(EndTurn())
    _answer(g)
    g.apply(EndTurn())
    _answer(g)
    assert g.check(Quest(sc.ref("a"))) is None  # only for the rest of that turn


def test_repair_removes_up_to_3_damage_from_one_of_your_characters_only(cards: CardIndex) -> None:
    # "Remove up to 3 damage from one of your locations or characters."
    sc = _game(cards, {"hand": [{"card": "Repair", "id": "act"}],
                       "play": [{"card": PACHA, "id": "hurt", "damage": 4}, {"card": SMEE, "id": "two", "damage": 2}]},
               {"play": [{"card": PACHA, "id": "foe", "damage": 4}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("act")))
    assert isinstance(g.s.pending, AskTargets)
    legal = {t for a in g.legal_actions() if isinstance(a, ChooseTargets) for t in a.targets}
    assert sc.ref("foe") not in legal and sc.ref("hurt") in legal
    g.apply(ChooseTargets((sc.ref("hurt"),)))
    _answer(g)
    assert g.s.damage[sc.ref("hurt")] == 1 and g.s.damage[sc.ref("two")] == 2 and g.s.damage[sc.ref("foe")] == 4


def test_airfoil_draws_only_once_two_actions_were_played_this_turn(cards: CardIndex) -> None:
    # "⟳ — If you've played 2 or more actions this turn, draw a card."
    sc = _game(cards, {"hand": [{"card": "Repair", "id": "r1"}, {"card": "Repair", "id": "r2"}],
                       "play": [{"card": "Airfoil", "id": "f1"}, {"card": "Airfoil", "id": "f2"},
                                {"card": PACHA, "id": "p"}]})
    g = sc.game
    g.apply(PlayCard(sc.ref("r1")))
    _answer(g)
    hand = len(g.s.hand[0])
    g.apply(Activate(sc.ref("f1"), 0))
    _answer(g)
    assert len(g.s.hand[0]) == hand and g.s.exerted[sc.ref("f1")]  # one action: nothing drawn
    g.apply(PlayCard(sc.ref("r2")))
    _answer(g)
    hand = len(g.s.hand[0])
    g.apply(Activate(sc.ref("f2"), 0))
    _answer(g)
    assert len(g.s.hand[0]) == hand + 1


def test_winter_camp_heals_questers_here_2_or_4_for_a_hero(cards: CardIndex) -> None:
    # "Whenever a character quests while here, remove up to 2 damage from them. If they're a Hero character,
    # remove up to 4 damage instead."
    sc = _game(cards, {"play": [{"card": "Winter Camp - Medical Tent", "id": "camp"},
                                {"card": SMEE, "id": "smee", "damage": 4, "at": "camp"},
                                {"card": PACHA, "id": "hero", "damage": 5, "at": "camp"},
                                {"card": PACHA, "id": "away", "damage": 5}]})
    g = sc.game
    for who in ("smee", "hero", "away"):
        g.apply(Quest(sc.ref(who)))
        _answer(g)
    assert g.s.damage[sc.ref("smee")] == 2
    assert g.s.damage[sc.ref("hero")] == 1
    assert g.s.damage[sc.ref("away")] == 5  # not here: nothing
