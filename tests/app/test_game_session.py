"""The Qt-free game session: seats, hand-off, undo/redo, autosave and resume, replays, the log, decks."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from lorcana_desktop.app.game_files import SaveError, read_save
from lorcana_desktop.app.game_session import GameSession, MatchSetup, Replay, Seat, SeatKind, Variant
from lorcana_desktop.app.match_decks import match_decks
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks.library import precon_decks
from lorcana_desktop.engine import HAND, EndTurn, IllegalAction, InkCard, Mulligan
from lorcana_desktop.engine.state import Phase

STITCH = "Stitch - New Dog"


def _deck(cards: CardIndex, k: int = 0) -> tuple[str, ...]:
    d = precon_decks(cards)[k].deck
    return tuple(e.card.full_name for e in d.main for _ in range(e.count))


def _setup(cards: CardIndex, kinds=("person", "computer"), seed: int = 3, variant=Variant.STANDARD,
           first: int | None = 0) -> MatchSetup:
    seats = tuple(Seat(f"P{k + 1}", SeatKind(kind), f"deck{k}", _deck(cards, k)) for k, kind in enumerate(kinds))
    return MatchSetup(seats, variant, seed, first)


def _keep_all(session: GameSession) -> None:
    """Every person keeps their hand; computers act on their own."""
    while session.game.state.phase == "setup":
        session.play_computers()
        if session.game.state.phase != "setup":
            break
        session.take_screen()
        session.apply(Mulligan(session.to_act(), ()))


def test_person_sees_only_own_hand_and_acts_only_on_own_decisions(cards: CardIndex) -> None:
    s = GameSession.start(_setup(cards, ("person", "computer")), cards)
    v = s.view()
    assert len(v.players[0].hand) == 7 and all(c.name is not None for c in v.players[0].hand)
    # the opponent's hand: backs only (CR 7.1.3)
    assert v.players[1].hand == () and v.players[1].hand_size == 7
    assert all(c.name is None for c in v.cards if c.owner == 1 and c.zone == HAND)
    _keep_all(s)
    assert s.to_act() == 0 and s.my_turn()
    assert s.legal_actions()
    # The computer's decisions are not the person's to take.
    ink = next(a for a in s.legal_actions() if isinstance(a, InkCard))
    s.apply(ink)
    s.apply(EndTurn())
    s.play_computers()
    assert s.to_act() == 0 and s.game.state.turn == 3


def test_two_people_hand_off_the_screen(cards: CardIndex) -> None:
    s = GameSession.start(_setup(cards, ("person", "person")), cards)
    # Nobody sits at the screen yet: the first mulligan waits for its player to take it.
    assert s.screen == 0 and s.handoff_needed() and s.legal_actions() == []
    s.take_screen()
    assert not s.handoff_needed()
    s.apply(Mulligan(0, ()))
    # Player 2 must decide the mulligan: the table is covered until they take the screen.
    assert s.handoff_needed() and s.legal_actions() == []
    assert "P2" in str(s.check(Mulligan(1, ())) or "")
    hidden_before = s.view().players[1]
    assert hidden_before.hand == () and hidden_before.hand_size == 7  # P1 still at the screen: P2's hand is hidden
    s.take_screen()
    assert s.screen == 1 and not s.handoff_needed()
    after = s.view().players
    assert len(after[1].hand) == 7 and all(c.name is not None for c in after[1].hand)
    assert after[0].hand == () and after[0].hand_size == 7


def test_undo_and_redo_a_move(cards: CardIndex) -> None:
    s = GameSession.start(_setup(cards, ("person", "computer")), cards)
    _keep_all(s)
    ink = next(a for a in s.legal_actions() if isinstance(a, InkCard))
    before = s.game.state.to_json()
    s.apply(ink)
    assert s.undo_reason() is None
    s.undo()
    assert s.game.state.to_json() == before
    assert s.can_redo()
    s.redo()
    assert s.game.state.inkwell[0][-1] == ink.card
    assert any("inkwell" in line.text for line in s.log)


def test_undo_is_refused_across_a_draw(cards: CardIndex) -> None:
    s = GameSession.start(_setup(cards, ("person", "computer"), first=1), cards)
    _keep_all(s)
    s.play_computers()  # the computer (first) plays its turn; the person's turn began with a draw
    assert s.to_act() == 0
    # The person's only action so far is the mulligan; undoing it would cross the draws since.
    reason = s.undo_reason()
    assert reason is not None and "draw" in reason
    with pytest.raises(IllegalAction):
        s.undo()


def test_autosave_after_every_action_and_resume_after_a_kill(cards: CardIndex, tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    s = GameSession.start(_setup(cards, ("person", "computer")), cards, autosave=path)
    _keep_all(s)
    ink = next(a for a in s.legal_actions() if isinstance(a, InkCard))
    s.apply(ink)
    # A kill now: the file on disk is all there is. Resuming it gives the same game.
    saved = json.loads(path.read_text())
    assert len(saved["game"]["actions"]) == len(s.game.actions)
    again = GameSession.resume(path, cards)
    assert again.game.state.to_json() == s.game.state.to_json()
    assert [line.text for line in again.log] == [line.text for line in s.log]
    assert again.screen == s.screen and again.my_turn()
    # No stray temporary file is left beside it.
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json"]


def test_a_damaged_autosave_is_kept_aside_with_a_clear_message(cards: CardIndex, tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    path.write_text('{"format": "lorcana-desktop-game", "version": 1, "setup": {"seats": [')
    with pytest.raises(SaveError, match="damaged") as err:
        GameSession.resume(path, cards)
    assert "kept as autosave.json.damaged-" in str(err.value)
    assert not path.exists()
    assert len(list(tmp_path.glob("autosave.json.damaged-*"))) == 1


def test_a_save_from_a_newer_version_is_not_overwritten(cards: CardIndex, tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    path.write_text(json.dumps({"format": "lorcana-desktop-game", "version": 99, "program": "9.0",
                                "setup": {}, "game": {}}))
    with pytest.raises(SaveError, match="newer version"):
        GameSession.resume(path, cards)
    kept = list(tmp_path.glob("autosave.json.newer-*"))
    assert len(kept) == 1 and json.loads(kept[0].read_text())["version"] == 99
    # A new game's autosave now goes to the usual name without touching the kept file.
    GameSession.start(_setup(cards), cards, autosave=path)
    assert path.exists() and json.loads(kept[0].read_text())["version"] == 99


def test_a_save_whose_actions_do_not_replay_is_refused(cards: CardIndex, tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    s = GameSession.start(_setup(cards), cards, autosave=path)
    data = json.loads(path.read_text())
    data["game"]["actions"] = [{"type": "quest", "card": 99999}]
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="cannot be replayed"):
        GameSession.resume(path, cards)
    assert s.game.actions == []


def test_computer_against_computer_plays_to_the_end_and_removes_its_autosave(cards: CardIndex,
                                                                              tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    s = GameSession.start(_setup(cards, ("computer", "computer"), seed=11), cards, autosave=path)
    s.play_computers()
    assert s.over and s.game.state.winner in (0, 1)
    assert not path.exists()  # nothing to resume
    assert any("wins the game" in line.text for line in s.log)


def test_replay_round_trip_steps_forward_and_back(cards: CardIndex, tmp_path: Path) -> None:
    s = GameSession.start(_setup(cards, ("computer", "computer"), seed=5), cards)
    s.play_computers(limit=60)
    path = tmp_path / "game.lorcana-replay"
    s.save_replay(path)
    r = Replay.load(path, cards)
    assert r.length == len(s.game.actions) and r.position == 0
    r.seek(r.length)
    assert r.game.state.to_json() == s.game.state.to_json()
    mid = r.length // 2
    r.seek(mid)
    state_mid = r.game.state.to_json()
    r.step_forward()
    r.step_back()
    assert r.position == mid and r.game.state.to_json() == state_mid
    assert read_save(path).setup["seats"][0]["name"] == "P1"


def test_the_log_names_public_cards_and_never_a_drawn_one(cards: CardIndex) -> None:
    s = GameSession.start(_setup(cards, ("person", "computer"), seed=8), cards)
    _keep_all(s)
    drawn_names = {s.game.name(i) for i in s.game.state.hand[1]}
    ink = next(a for a in s.legal_actions() if isinstance(a, InkCard))
    s.apply(ink)
    s.apply(EndTurn())
    s.play_computers()
    text = "\n".join(line.text for line in s.log)
    assert f"P1 puts {s.game.name(ink.card)} into their inkwell" in text  # revealed (CR 4.2.1.1)
    assert "P2 draws a card" in text
    for line in s.log:
        if "draws" in line.text:
            assert not any(n in line.text for n in drawn_names)


def test_log_challenge_and_banish_in_words(cards: CardIndex) -> None:
    from lorcana_desktop.engine import PLAY, Challenge, Game
    from lorcana_desktop.engine.setup import add_card, new_state

    st = new_state(2)
    st.phase = Phase.MAIN
    table: dict[str, int] = {}
    a = add_card(st, table, STITCH, 0, PLAY)
    b = add_card(st, table, "Milo Thatch - Spirited Scholar", 1, PLAY)
    st.exerted[b] = True
    game = Game(st, cards)
    setup = MatchSetup((Seat("Ann", SeatKind.PERSON, "", ()), Seat("Bob", SeatKind.PERSON, "", ())))
    s = GameSession(setup, game)
    s.apply(Challenge(a, b))
    text = [line.text for line in s.log]
    assert "Stitch - New Dog challenges Milo Thatch - Spirited Scholar" in text
    assert "Milo Thatch - Spirited Scholar is banished" in text


def test_three_players_and_pack_rush(cards: CardIndex) -> None:
    s = GameSession.start(_setup(cards, ("computer", "computer", "computer"), seed=2), cards)
    s.play_computers()
    assert s.over
    pr = GameSession.start(_setup(cards, ("computer", "person"), seed=4, variant=Variant.PACK_RUSH), cards)
    assert pr.game.state.goal == 15 and len(pr.game.state.inkwell[0]) == 2  # CR 10.2


def test_match_decks_offer_precons_and_say_why_a_deck_is_not_legal(cards: CardIndex) -> None:
    from lorcana_desktop.decks.library import open_library, save_deck
    from lorcana_desktop.decks.model import Deck

    store = open_library(cards)
    small = Deck(name="Too small").add(cards.by_name(STITCH), 4)
    save_deck(store, small)
    choices = {c.name: c for c in match_decks(cards, store)}
    assert not choices["Too small"].usable and "60" in choices["Too small"].problem
    precon_names = {r.deck.name for r in precon_decks(cards)}
    assert precon_names <= set(choices)  # added to the store on first start, offered as saved decks
    assert all(choices[n].usable and len(choices[n].cards) >= 60 for n in precon_names)
    # Without a store (it could not be opened) the preconstructed decks are still offered.
    alone = match_decks(cards, None)
    assert {c.name for c in alone} == precon_names and all(c.source == "precon" for c in alone)


def test_random_playouts_through_the_session_keep_the_invariants(cards: CardIndex) -> None:
    rng = random.Random(1)
    for seed in range(3):
        s = GameSession.start(_setup(cards, ("person", "person"), seed=seed), cards)
        total = len(s.game.state.cid)
        for _ in range(400):
            if s.over:
                break
            if s.handoff_needed():
                s.take_screen()
            s.apply(rng.choice(s.legal_actions()))
        st = s.game.state
        assert sum(len(z) for zs in (st.deck, st.hand, st.inkwell, st.play, st.discard) for z in zs) \
            + sum(len(u) for u in st.under) == total
        assert all(x >= 0 for x in st.lore)


def test_looking_at_the_top_card_shows_it_to_that_person_only(cards: CardIndex) -> None:
    s = GameSession.start(_setup(cards, ("person", "computer")), cards)
    _keep_all(s)
    top = s.game.state.deck[0][0]
    card = s.look_at_top()
    assert card.full_name == s.game.name(top)
    assert s.log[-1].text == "Manual: P1 looks at the top card of their deck"  # never its name
    assert s.view().cards[top].name is None  # the deck stays hidden in the view
    assert s.undo_reason() is not None  # a look is a reveal: undo stops there


def test_a_save_of_binary_garbage_or_too_large_is_set_aside(cards: CardIndex, tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    path.write_bytes(b"\xff\xfe\x00garbage" * 10)
    with pytest.raises(SaveError, match="damaged"):
        GameSession.resume(path, cards)
    assert not path.exists() and len(list(tmp_path.glob("autosave.json.damaged-*"))) == 1
    big = tmp_path / "big.json"
    with open(big, "wb") as fh:
        fh.truncate(60 * 1024 * 1024)  # sparse: 60 MB of nothing, larger than any saved game
    with pytest.raises(SaveError, match="10 MB"):
        read_save(big)


def test_a_bots_match_replay_opens_as_a_replay(cards: CardIndex, tmp_path: Path) -> None:
    from lorcana_desktop.engine import Game

    game = Game.new([list(_deck(cards, 0)), list(_deck(cards, 1))], cards, seed=3)
    rng = random.Random(3)
    for _ in range(30):
        game.apply(rng.choice(game.legal_actions()))
    game.record_meta["players"] = ["greedy", "search"]
    path = tmp_path / "game-001.json"
    path.write_text(json.dumps(game.to_json()))
    r = Replay.load(path, cards)
    assert r.length == 30 and r.setup.seats[1].name == "search (2)"
    r.seek(30)
    assert r.game.state.to_json() == game.state.to_json()


def test_an_autosave_written_by_engine_2_resumes_at_the_same_position(cards: CardIndex, tmp_path: Path) -> None:
    """Engine 2 saved the pending decision as a tuple (``["mulligan", 0]``); such an autosave still
    resumes, replays to the same position and log, and is written back in the typed format."""
    from tests.engine.test_typed_decisions import engine2_state

    path = tmp_path / "autosave.json"
    s = GameSession.start(_setup(cards, ("person", "computer")), cards, autosave=path)
    _keep_all(s)
    s.apply(next(a for a in s.legal_actions() if isinstance(a, InkCard)))
    data = json.loads(path.read_text())
    data["game"]["initial"] = engine2_state(s.game.initial)
    data["game"]["meta"]["engine"] = "2"
    assert data["game"]["initial"]["pending"] == ["mulligan", 0]
    path.write_text(json.dumps(data))
    again = GameSession.resume(path, cards)
    assert again.game.state.to_json() == s.game.state.to_json()
    assert [line.text for line in again.log] == [line.text for line in s.log]
    again.apply(EndTurn())
    rewritten = json.loads(path.read_text())["game"]
    assert rewritten["meta"]["engine"] == "7" and rewritten["initial"]["pending"] == {"ask": "AskMulligan", "player": 0}


def test_log_says_a_named_card_what_is_revealed_and_the_bottom_of_the_deck(cards: CardIndex) -> None:
    """ "Name a card, then reveal the top card" (CR 6.1.14): the name and the revealed cards are public, the
    cards put on the bottom are counted; a card only one player looked at is never named."""
    from lorcana_desktop.app.game_log import LogWriter
    from lorcana_desktop.engine.events import LookedAt, Named, PutOnBottom, Revealed

    s = GameSession.start(_setup(cards, ("person", "person")), cards)
    g = s.game
    a, b, c = g.state.deck[0][:3]
    writer = LogWriter(g, lambda p: f"P{p + 1}")
    events = [Named(-1, 0, "Elsa"), Revealed(a, 0), Revealed(b, 0), PutOnBottom(-1, 0, 2), PutOnBottom(-1, 1, 1),
              LookedAt(c, 1)]
    text = [line.text for line in writer.lines(events, 1, 0)]
    assert text == ["P1 names Elsa", f"P1 reveals {g.name(a)}, {g.name(b)}",
                    "P1 puts 2 cards on the bottom of their deck", "P2 puts a card on the bottom of their deck"]
