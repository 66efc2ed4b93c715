"""The Exo engine's contract beside the scenarios: set-up, refusals, undo, views, saves, manual tools, payment.

Rules cited as in the scenarios: the Italian text's section and words, and the ruling of DESIGN.md.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from lorcana_desktop.exo.cards import load_set
from lorcana_desktop.exo.engine import (
    ACTION_TYPES,
    Accept,
    Activate,
    Attack,
    CardBook,
    ChooseOption,
    ChooseTargets,
    Concede,
    DeckCards,
    Evolve,
    ExoGame,
    ExoOptions,
    IllegalAction,
    LeaderEffect,
    ManualCounter,
    ManualCover,
    ManualDraw,
    ManualLife,
    ManualMove,
    ManualShuffle,
    NextPhase,
    OrderCards,
    Pass,
    Play,
    Reveal,
    action_from_json,
    action_to_json,
    ready_deck_cards,
    starter_book,
    starter_game,
)
from lorcana_desktop.exo.engine.reasons import ExoWhy, refusal
from lorcana_desktop.exo.engine.state import DECK, HAND
from lorcana_desktop.exo.engine.view import hidden_from
from lorcana_desktop.exo.scenario import ExoScenario

SCENARIOS = Path(__file__).parent / "scenarios"
SETS = ["../sets/TST1.toml", "../../../../lorcana_desktop/exo/data/sets/STR1.toml"]


def position(players: list[dict], **top: object) -> ExoScenario:
    """A scenario position (no steps) built by the scenario runner, for tests that drive the game directly."""
    data = {"game": "exo", "card_sets": SETS, "seed": 5, "active": 0, "turn": 3, "phase": "main", **top,
            "players": players, "steps": []}
    return ExoScenario(data, SCENARIOS / "chain")


def test_set_up_follows_preparazione() -> None:
    """PREPARAZIONE: Leaders on the Field, 4 cards each, the first player's turn 1 in the Main phase."""
    g = starter_game(seed=11)
    s = g.s
    assert s.turn == 1 and s.active == s.first and g.state.phase == 2
    for p in (0, 1):
        assert len(s.hand[p]) == 4  # «Ogni giocatore pesca 4 carte»
        assert len(s.deck[p]) == 26
        assert g.zone_of(s.leader[p]) == "leader"
        assert s.life[p] == g.card(s.leader[p]).life
    assert g.to_act() == s.first


def test_first_player_comes_from_the_seeded_rng_or_is_given() -> None:
    """R-4: «tramite il lancio di una moneta o un dado»: the seed decides; the same seed the same player."""
    firsts = {starter_game(seed=k).s.first for k in range(40)}
    assert firsts == {0, 1}
    assert all(starter_game(seed=k).s.first == starter_game(seed=k).s.first for k in range(5))
    assert starter_game(seed=3, first=1).s.first == 1
    assert starter_game(seed=3, first=0).s.active == 0


def test_side_deck_stays_out_of_the_game() -> None:
    """SIDE DECK «In nessun caso puoi giocare carte dal Side Deck durante una partita» (R-6 is checked by the
    deck rules, tests/exo/test_decks.py): the game starts with the Leader, main and Evolution decks only."""
    decks = ready_deck_cards()
    g = ExoGame.new([decks["marea"], decks["brace"]], starter_book(), seed=2)
    s = g.s
    for p, name in ((0, "marea"), (1, "brace")):
        owned = [i for i in range(len(s.cid)) if s.owner[i] == p]
        assert len(owned) == 1 + 30 + len(decks[name].evolutions)


def test_refused_action_leaves_the_state_untouched() -> None:
    g = starter_game(seed=4)
    before = json.dumps(g.s.to_json(), sort_keys=True)
    for bad in (NextPhase(), ChooseTargets((1,)), Attack(0, 1), Evolve(0), NextPhase(skip_battle=True),
                Play(g.s.hand[1 - g.s.active][0])):
        reason = g.check(bad)
        assert reason, bad
        with pytest.raises(IllegalAction) as info:
            g.apply(bad)
        assert info.value.reason == reason
        assert json.dumps(g.s.to_json(), sort_keys=True) == before


def test_an_opponents_card_is_refused_in_the_players_words() -> None:
    """CATENA rule 2: «Nel turno del giocatore avversario, devi aspettare…»."""
    g = starter_game(seed=4)
    other = 1 - g.s.active
    reason = g.check(Play(g.s.hand[other][0]))
    assert reason is not None and reason.code is ExoWhy.OTHER_HOLDS and reason.value("player") == g.s.active
    assert f"Player {g.s.active} holds priority" in reason.text


def test_undo_stops_at_a_draw() -> None:
    sc = position([{"leader": "Vessa, Custode del Faro", "hand": [{"card": "Orso Grigio", "id": "o"}, "Cinghiale",
                                                                  "Cinghiale"], "deck": ["Orso Grigio"] * 3},
                   {"leader": "Korr, Signore del Fango", "deck": ["Orso Grigio"] * 3}])
    g = sc.game
    start = json.dumps(g.s.to_json(), sort_keys=True)
    g.apply(Play(sc.aliases["o"]))
    g.apply(ChooseTargets((g.s.pending.options[0],)))  # type: ignore[union-attr]
    assert g.can_undo(2)
    g.undo(2)
    assert json.dumps(g.s.to_json(), sort_keys=True) == start
    g.apply(NextPhase(skip_battle=True))
    g.apply(Pass())
    for _ in range(4):
        g.apply(g.legal_actions()[0] if g.legal_actions() == [Pass()] else NextPhase())
    assert g.s.turn == 4  # the opponent drew in its Draw phase: a reveal
    assert not g.can_undo(len(g.actions))
    with pytest.raises(IllegalAction):
        g.undo(len(g.actions))


def test_view_hides_hands_occulto_decks_and_unseen_covered_cards() -> None:
    sc = position([{"leader": "Vessa, Custode del Faro", "hand": [{"card": "Orso Grigio", "id": "h0"}],
                    "occulto": [{"card": "Gigante di Pietra", "id": "oc0"}],
                    "field": [{"card": "Cinghiale", "id": "seen", "covered": True},
                              {"card": "Draghetto", "id": "unseen", "covered": True, "known": []}],
                    "evo_deck": [{"card": "Lupo di Brina Alfa", "id": "evo0"}],
                    "deck": [{"card": "Colosso Divino", "id": "d0"}]},
                   {"leader": "Korr, Signore del Fango", "hand": [{"card": "Fulmine", "id": "h1"}],
                    "deck": ["Orso Grigio"]}])
    g = sc.game
    a = sc.aliases
    v1 = g.view(1)
    text = json.dumps(v1, ensure_ascii=False)
    for hidden in ("h0", "oc0", "unseen", "evo0", "d0"):
        i = a[hidden]
        assert v1["cards"][i][0] == -1 and v1["card_names"][i] is None, hidden
        assert g.name(i) not in text, hidden
    assert v1["card_names"][a["seen"]] == "Cinghiale"  # seen before it was covered
    assert v1["card_names"][a["h1"]] == "Fulmine"
    assert "rng" not in v1
    v0 = g.view(0)  # «I giocatori possono guardare quando vogliono le proprie carte coperte … o zona occulto»
    for own in ("h0", "oc0", "unseen", "evo0"):
        assert v0["card_names"][a[own]] == g.name(a[own])
    assert v0["card_names"][a["d0"]] is None and v0["card_names"][a["h1"]] is None
    assert v0["deck"] == [[-1], [-1]]


def test_a_pending_choice_shows_its_options_only_to_who_decides() -> None:
    sc = position([{"leader": "Vessa, Custode del Faro", "hand": [{"card": "Orso Grigio", "id": "o"}, "Cinghiale",
                                                                  "Draghetto"], "deck": ["Orso Grigio"]},
                   {"leader": "Korr, Signore del Fango", "deck": ["Orso Grigio"]}])
    g = sc.game
    g.apply(Play(sc.aliases["o"]))
    assert g.view(0)["pending"]["options"]
    assert "options" not in g.view(1)["pending"]
    assert set(g.s.pending.options) <= set(hidden_from(g, 1))  # type: ignore[union-attr]


def test_save_replays_to_the_same_state_and_names_a_bad_action() -> None:
    g = starter_game(seed=9)
    rng = random.Random(9)
    for _ in range(300):
        if g.over:
            break
        g.apply(rng.choice(g.legal_actions()))
    data = json.loads(json.dumps(g.to_json()))
    assert data["game"] == "exo"
    again = ExoGame.from_json(data, starter_book())
    assert again.s.to_json() == g.s.to_json()
    data["actions"].append({"type": "attack", "card": 0, "target": 0})
    with pytest.raises(ValueError, match="action 300 is illegal"):
        ExoGame.from_json(data, starter_book())
    with pytest.raises(ValueError, match="not of Creatures of Exo"):
        ExoGame.from_json({**data, "game": "lorcana"}, starter_book())


def test_save_needs_the_cards_it_names() -> None:
    g = starter_game(seed=1)
    small = CardBook([c for c in load_set(SCENARIOS / "sets" / "TST1.toml").cards])
    with pytest.raises(ValueError, match="not in the game's card sets"):
        ExoGame.from_json(g.to_json(), small)


@pytest.mark.parametrize("action", [
    Pass(), NextPhase(True), Play(3, (4, 5), 1), Evolve(2, "distruggi"), Attack(1, 2), Activate(3, 1),
    LeaderEffect(2), Reveal(7, 0), Concede(1), Accept(False), ChooseTargets((1, 2)), ChooseOption(2),
    OrderCards((3, 1)), ManualCover(0, 5, True), ManualMove(1, 4, "deck_top"), ManualLife(0, 1, -2),
    ManualDraw(1), ManualShuffle(0), ManualCounter(0, 3, "rabbia", 1),
])
def test_actions_round_trip_through_json(action: object) -> None:
    data = json.loads(json.dumps(action_to_json(action)))  # type: ignore[arg-type]
    assert action_from_json(data) == action
    assert data["type"] in ACTION_TYPES


def test_concede_ends_the_game() -> None:
    g = starter_game(seed=2)
    g.apply(Concede(g.s.active))
    assert g.over and g.winner == 1 - g.s.active and g.legal_actions() == []
    assert g.check(Pass()) == refusal(ExoWhy.GAME_OVER)


def test_payment_options_follow_r1() -> None:
    """R-1 and rule 5: the Leader, covered cards, a card that cannot be covered and the card being played
    never pay from the Field; the hand pays into Occulto."""
    sc = position([{"leader": "Vessa, Custode del Faro",
                    "hand": [{"card": "Orso Grigio", "id": "o"}, {"card": "Golem di Ossidiana", "id": "gh"}],
                    "field": [{"card": "Cinghiale", "id": "ok"}, {"card": "Cinghiale", "id": "cov", "covered": True},
                              {"card": "Golem di Ossidiana", "id": "gf"}],
                    "vice": {"card": "Sentinella del Molo", "id": "vl"}, "deck": ["Orso Grigio"]},
                   {"leader": "Korr, Signore del Fango", "deck": ["Orso Grigio"]}])
    g = sc.game
    a = sc.aliases
    g.apply(Play(a["o"]))
    options = set(g.s.pending.options)  # type: ignore[union-attr]
    assert options == {a["ok"], a["vl"], a["gh"]}
    g.apply(ChooseTargets((a["gh"],)))
    assert g.zone_of(a["gh"]) == "occulto" and g.s.cov[a["gh"]]


def test_options_name_their_mistakes() -> None:
    with pytest.raises(ValueError, match="unknown option"):
        ExoOptions.from_json({"occulto": "all"})
    with pytest.raises(ValueError, match="occulto_return"):
        ExoOptions.from_json({"occulto_return": "some"})
    with pytest.raises(ValueError, match="leader_attack_cost"):
        ExoOptions(leader_attack_cost="yes")  # type: ignore[arg-type]


def test_manual_tools_are_checked_logged_and_never_listed() -> None:
    sc = position([{"leader": "Vessa, Custode del Faro", "hand": [{"card": "Cenere Inquieta", "id": "cen"}],
                    "field": [{"card": "Orso Grigio", "id": "o"}], "deck": ["Cinghiale", "Orso Grigio"]},
                   {"leader": "Korr, Signore del Fango", "field": [{"card": "Cinghiale", "id": "c"}],
                    "deck": ["Orso Grigio"]}])
    g = sc.game
    a = sc.aliases
    assert not any(type(x).__name__.startswith("Manual") for x in g.legal_actions())
    assert g.check(ManualCover(1, a["c"], True)) == refusal(ExoWhy.MANUAL_PRIORITY)
    g.apply(ManualCover(0, a["c"], True))
    assert g.s.cov[a["c"]]
    assert g.check(ManualCover(0, a["c"], True)) == refusal(ExoWhy.ALREADY_COVERED)
    assert g.check(ManualCover(0, g.s.leader[0], True))  # «I Leader non possono … venire coperti»
    g.apply(ManualCounter(0, a["o"], "rabbia", 2))
    assert g.check(ManualCounter(0, a["o"], "rabbia", -3))
    g.apply(ManualLife(0, 1, -1))
    assert g.s.life == [6, 4]
    g.apply(ManualDraw(0))
    assert len(g.s.hand[0]) == 2 and not g.can_undo()
    g.apply(ManualShuffle(0))
    assert g.check(ManualMove(0, a["c"], "hand")) == refusal(ExoWhy.OWN_CARDS_ONLY)
    g.apply(ManualMove(0, a["cen"], "discard"))  # SCARTO fires from a move by hand too
    assert [x.label for x in g.s.frames[-1].links] == ["Cenere Inquieta: SCARTO"]
    assert any("by hand" in line.text for line in g.s.log)


def test_manual_life_can_turn_a_leader() -> None:
    """A life lost by hand still reaches the EMERGENZA value (R-17)."""
    sc = position([{"leader": "Vessa, Custode del Faro", "deck": ["Orso Grigio"]},
                   {"leader": "Korr, Signore del Fango", "life": 3, "deck": ["Orso Grigio"]}])
    g = sc.game
    g.apply(ManualLife(0, 1, -1))
    assert g.s.flipped[1] and g.s.frames[-1].links[0].keyword == "STATO DI EMERGENZA"


def test_random_discard_reveals_and_cannot_be_undone() -> None:
    from lorcana_desktop.exo.cards import load_set_text

    extra = load_set_text((SCENARIOS / "sets" / "TST1.toml").read_text(encoding="utf-8").replace(
        'effect = [ {op = "discard", who = "opponent", n = 1} ]',
        'effect = [ {op = "discard", who = "opponent", n = 1, random = true} ]')).set
    assert extra is not None
    book = CardBook(extra.cards)
    deck = DeckCards("TST1-002", ("TST1-045",) * 30)
    g = ExoGame.new([deck, deck], book, seed=1, first=0)
    before = len(g.s.hand[1])
    g.apply(Play(g.s.hand[0][0]))
    g.apply(Pass())
    g.apply(Pass())
    assert len(g.s.hand[1]) == before - 1 and g.s.pending is None
    assert not g.can_undo()


def test_copy_is_independent() -> None:
    g = starter_game(seed=6)
    h = g.copy()
    h.apply(h.legal_actions()[0])
    assert len(g.actions) == 0 and len(h.actions) == 1
    assert g.s.to_json() != h.s.to_json() or g.s.log == h.s.log


def test_every_zone_holds_what_it_says() -> None:
    from lorcana_desktop.exo.playout import zone_faults

    g = starter_game(seed=8)
    assert zone_faults(g) == []
    i = g.s.hand[0][0]
    g.s.zone[i] = DECK  # a broken state is caught
    assert zone_faults(g)
    g.s.zone[i] = HAND
    assert zone_faults(g) == []
