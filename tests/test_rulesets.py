"""The Ruleset seam: Lorcana and Creatures of Exo behind one protocol; saves written before it load the same."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import pytest

from lorcana_desktop.app.game_files import SaveError, read_save
from lorcana_desktop.app.game_session import GameSession, MatchSetup, Seat, SeatKind, Variant
from lorcana_desktop.app.scenario import run_scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks.formats import Validation
from lorcana_desktop.decks.library import precon_decks
from lorcana_desktop.decks.model import Deck, DeckEntry, Format
from lorcana_desktop.engine import ZONE_NAMES
from lorcana_desktop.exo.decks import DeckVerdict, read_deck_text
from lorcana_desktop.exo.engine.setup import ready_deck_cards
from lorcana_desktop.exo.starter import ready_decks, starter_set
from lorcana_desktop.rulesets import (
    EXO,
    LORCANA,
    RULESETS,
    Arrange,
    Ruleset,
    Seen,
    UnknownGame,
    ruleset_named,
)

BEFORE = Path(__file__).parent / "fixtures" / "saves-before-seam"


def _precon(cards: CardIndex, k: int) -> tuple[str, ...]:
    d = precon_decks(cards)[k].deck
    return tuple(e.card.full_name for e in d.main for _ in range(e.count))


@pytest.mark.parametrize("name", ["autosave-mid-choice.json", "replay-bare.json"])
def test_a_save_written_before_the_seam_loads_and_replays_the_same(cards: CardIndex, name: str) -> None:
    """Saves written by main before the seam (an autosave waiting on a target choice, a finished game's replay;
    neither records "game"): read as Lorcana, they replay to the state main's engine replayed them to
    (``expected.json``, written by main's code)."""
    expected = json.loads((BEFORE / "expected.json").read_text(encoding="utf-8"))[name]
    save = read_save(BEFORE / name)
    assert "game" not in save.game
    game = ruleset_named(save.game.get("game")).game_from_json(save.game, cards=cards)
    state = json.dumps(game.state.to_json(), sort_keys=True)
    assert hashlib.sha256(state.encode()).hexdigest() == expected["state_sha256"]
    assert len(game.actions) == expected["actions"]
    assert game.over == expected["over"] and game.state.winner == expected["winner"]
    assert game.to_act() == expected["to_act"]
    assert (type(game.state.pending).__name__ if game.state.pending else None) == expected["pending"]
    assert len(game.legal_actions()) == expected["legal"]


def test_a_new_save_records_its_game_and_an_exo_save_is_refused_by_name(cards: CardIndex, tmp_path: Path) -> None:
    setup = MatchSetup((Seat("A", SeatKind.PERSON, "d0", _precon(cards, 0)),
                        Seat("B", SeatKind.PERSON, "d1", _precon(cards, 1))), Variant.STANDARD, 5, 0)
    path = tmp_path / "autosave.json"
    GameSession.start(setup, cards, autosave=path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["game"]["game"] == "lorcana"
    assert read_save(path).game["game"] == "lorcana"
    # The same file holding a game of Creatures of Exo: the Play tab says which game it is, and keeps it.
    data["game"] = EXO.new_game(list(ready_deck_cards().values()), seed=1).to_json()
    exo_path = tmp_path / "exo.json"
    exo_path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="is a saved game of Creatures of Exo") as refused:
        read_save(exo_path, set_aside=True)
    assert "damaged" not in str(refused.value)
    assert exo_path.exists()  # not set aside: it is not damaged
    data["game"]["game"] = "chess"
    exo_path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="does not know"):
        read_save(exo_path)


@pytest.mark.parametrize("ruleset", [LORCANA, EXO], ids=lambda r: r.id)
def test_every_legal_action_of_a_random_game_survives_the_action_codec(cards: CardIndex, ruleset: Ruleset) -> None:
    """Saves hold actions through the ruleset's codec: each legal action of a random game comes back equal, and
    the game saved and read back through the ruleset reaches the same state (replay = initial state + actions)."""
    if ruleset is LORCANA:
        game = ruleset.new_game([_precon(cards, 2), _precon(cards, 4)], seed=9, cards=cards)
    else:
        game = ruleset.new_game(list(ready_deck_cards().values()), seed=9)
    rng = random.Random(9)
    for _ in range(120):
        legal = game.legal_actions()
        if game.over or not legal:
            break
        for a in legal:
            assert ruleset.decode_action(json.loads(json.dumps(ruleset.encode_action(a)))) == a
        game.apply(rng.choice(legal))
    again = ruleset.game_from_json(json.loads(json.dumps(game.to_json())), cards=cards) if ruleset is LORCANA \
        else ruleset.game_from_json(json.loads(json.dumps(game.to_json())))
    assert again.to_json() == game.to_json()
    assert again.to_json()["game"] == ruleset.id


def test_each_ruleset_checks_its_own_decks_with_reasons(cards: CardIndex) -> None:
    # CR 2.1.1.1 (at least 60 cards): a precon less one card is refused, and the reason says how many.
    full = precon_decks(cards)[0].deck
    short = Deck("short", Format.CORE, (DeckEntry(full.main[0].card, full.main[0].count - 1), *full.main[1:]))
    assert LORCANA.check_deck(full).legal
    verdict = LORCANA.check_deck(short)
    assert not verdict.legal and any("59" in r and "60" in r for r in verdict.reasons)
    # Exo: a ready deck is legal; without its Leader it is not, and the reason names the Leader.
    sets = {starter_set().code: starter_set()}
    text = next(p for p in ready_decks() if p.stem == "marea").read_text(encoding="utf-8")
    assert EXO.check_deck(read_deck_text(text, sets).deck).legal
    leaderless = read_deck_text(text, sets).deck
    leaderless = type(leaderless)(leaderless.name, leaderless.sets,
                                  tuple(e for e in leaderless.entries if e.section.name != "LEADER"))
    bad = EXO.check_deck(leaderless)
    assert not bad.legal and any("Leader" in r for r in bad.reasons)
    # The deck screens word each broken rule by its typed verdict: the same rules the English reasons name.
    assert [v.rule.value for v in verdict.verdict.violations] == ["too_few_cards"]
    assert [p.rule.name for p in bad.verdict.problems] == ["LEADER"]
    assert len(bad.verdict.problems) == len(bad.reasons)


def test_the_deck_screens_ask_the_ruleset_of_the_decks_game(cards: CardIndex, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Play tab's deck list and the Exo deck builder refuse a deck because its game's Ruleset says so."""
    from lorcana_desktop.app.exo_deck_draft import ExoDeckDraft
    from lorcana_desktop.app.match_decks import match_decks
    from lorcana_desktop.rulesets.base import DeckCheck

    offered = match_decks(cards, None)
    assert offered and all(c.usable for c in offered)  # the precons are legal in Core
    monkeypatch.setattr(type(LORCANA), "check_deck", lambda self, deck, fmt=None: DeckCheck(
        False, ("refused by the ruleset",), validate_refusing(deck, fmt)))
    assert not any(c.usable for c in match_decks(cards, None))
    sets = {starter_set().code: starter_set()}
    draft = ExoDeckDraft(sets)
    before = draft.problems()
    assert before  # an empty draft has no Leader and no main deck
    monkeypatch.setattr(type(EXO), "check_deck", lambda self, deck: DeckCheck(True, (), DeckVerdict(())))
    assert draft.problems() == ()


def validate_refusing(deck: Deck, fmt: Format | None) -> Validation:
    from lorcana_desktop.decks.formats import Rule, Violation

    return Validation(fmt or deck.format, (Violation(Rule.TOO_FEW_CARDS, "refused by the ruleset"),))


def test_the_table_layouts_are_data_each_game_its_own() -> None:
    lorcana = {z.id: z for z in LORCANA.zones}
    # CR 8: every zone of the engine but "under" (cards under a card lie with it in play: play is coverable).
    assert set(lorcana) == set(ZONE_NAMES) - {"under"}
    assert lorcana["play"].coverable and lorcana["play"].exertable
    assert lorcana["hand"].seen is Seen.OWNER and lorcana["hand"].arrange is Arrange.FAN
    assert lorcana["deck"].seen is Seen.NOBODY and lorcana["inkwell"].seen is Seen.NOBODY  # CR 7.5.4
    exo = {z.id: z for z in EXO.zones}
    assert exo["leader"].arrange is Arrange.SLOT and exo["vice_leader"].arrange is Arrange.SLOT
    assert exo["occulto"].seen is Seen.OWNER and exo["field"].coverable
    assert len(exo) == len(EXO.zones) and len(lorcana) == len(LORCANA.zones)


def test_saves_and_scenarios_name_their_game(tmp_path: Path) -> None:
    assert ruleset_named(None) is LORCANA and ruleset_named("lorcana") is LORCANA and ruleset_named("exo") is EXO
    assert set(RULESETS) == {"lorcana", "exo"}
    with pytest.raises(UnknownGame, match="'chess'"):
        ruleset_named("chess")
    path = tmp_path / "chess.json"
    path.write_text(json.dumps({"format": 1, "game": "chess", "title": "t", "steps": []}), encoding="utf-8")
    result = run_scenario(path)
    assert not result.passed and "'chess'" in result.message and "lorcana" in result.message
    # An Exo scenario goes through its ruleset's runner (and passes).
    exo = next((Path(__file__).parent / "exo" / "scenarios").rglob("*.json"))
    assert run_scenario(exo).passed, run_scenario(exo).message


def test_each_ruleset_offers_its_computer_levels_and_makes_their_players(cards: CardIndex) -> None:
    """Lorcana's table offers Easy/Normal/Hard; Exo's Easy (a random legal move) and Normal (the greedy bot)."""
    from lorcana_desktop.bots import GreedyPlayer, SearchPlayer
    from lorcana_desktop.bots.exo import ExoGreedyPlayer, ExoRandomPlayer

    assert [lv.id for lv in LORCANA.levels] == ["easy", "normal", "hard"]
    assert [lv.id for lv in EXO.levels] == ["easy", "normal"]
    assert all(lv.label and lv.hint for lv in (*LORCANA.levels, *EXO.levels))
    assert isinstance(LORCANA.computer_player("normal", 1, 5, cards=cards), GreedyPlayer)
    assert isinstance(LORCANA.computer_player("hard", 1, 5, cards=cards), SearchPlayer)
    assert isinstance(EXO.computer_player("easy", 0, 5), ExoRandomPlayer)
    assert isinstance(EXO.computer_player("normal", 0, 5), ExoGreedyPlayer)
    with pytest.raises(ValueError):
        EXO.computer_player("hard", 0, 5)  # Exo has no search bot
    with pytest.raises(ValueError):
        LORCANA.computer_player("grandmaster", 0, 5)


def test_each_ruleset_names_its_own_card_faces(cards: CardIndex) -> None:
    """Faces come from a renderer per ruleset (exo/DESIGN.md §3): Pillow images, each game's cards at their printed
    shape, a Leader's Emergency side in Exo, each game's own back."""
    from PIL import ImageChops

    assert LORCANA.faces is not EXO.faces
    elsa = cards.by_name("Elsa - Snow Queen")
    assert LORCANA.faces.face(elsa, 300).size == (300, 420)  # a portrait card, 63 x 88 mm
    assert LORCANA.faces.table_face(elsa, 240).size == (240, 336)
    island = cards.by_name("Maui's Place of Exile - Hidden Island")
    assert LORCANA.faces.face(island, 300).size == (420, 300)  # a location is printed sideways
    leader = next(c for c in starter_set().cards if c.emergency_side is not None)
    front, emergency = EXO.faces.face(leader, 300), EXO.faces.face(leader, 300, emergency=True)
    assert front.size == emergency.size == (300, 420)
    assert ImageChops.difference(front.convert("RGB"), emergency.convert("RGB")).getbbox() is not None
    lorcana_back, exo_back = LORCANA.faces.back(200), EXO.faces.back(200)
    assert lorcana_back.size == exo_back.size
    assert ImageChops.difference(lorcana_back.convert("RGB"), exo_back.convert("RGB")).getbbox() is not None
