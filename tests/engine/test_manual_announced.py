"""Manual abilities are announced: when a printed ability the engine does not automate comes into play (its
card is played, quests, is banished, the turn starts ...), the engine says so with a typed event, the log words
it and the session keeps it for the table's prompt bar; the manual tools do what such cards need (a note on a
card for lasting text, ink drops, moving a card in play, a character to a location)."""

from __future__ import annotations

from lorcana_desktop.app.game_log import LogWriter
from lorcana_desktop.app.scenario import Scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import (
    Activate,
    AdjustDrops,
    EndTurn,
    Game,
    MoveOwnCard,
    NoteCard,
    PlayCard,
    Quest,
    SetLocation,
)
from lorcana_desktop.engine.abilities import ScriptTable
from lorcana_desktop.engine.events import ManualAbilityDue
from lorcana_desktop.scripts.compiler import compile_card

STITCH = "Stitch - New Dog"
# Illumineer's Quest cards, whose abilities need a boss deck the program does not have: they stay manual.
JASMINE = "Jasmine - Ephemeral Princess"  # OVER HERE!: "Whenever this character quests, Jafar draws a card."
CONTRACT = "Ursula's Contract"  # a static, and "At the start of your turn, banish this item to gain 3 lore."


def _game(cards: CardIndex, me: dict, opp: dict | None = None) -> Scenario:
    me = {"inkwell": 10, "deck": [STITCH] * 6, **me}
    opp = {"deck": [STITCH] * 6, **(opp or {})}
    return Scenario({"active": 0, "turn": 3, "players": [me, opp], "steps": []}, cards)


def _due(events: list) -> list[tuple[int, str, str]]:
    return [(e.card, e.ability, e.moment) for e in events if isinstance(e, ManualAbilityDue)]


def test_the_compiler_says_when_each_manual_ability_comes(cards: CardIndex) -> None:
    jasmine = compile_card(cards.by_name(JASMINE)).moments()
    assert [(m.name, m.event, m.subject) for m in jasmine] == [("OVER HERE!", "quest", "self")]
    contract = compile_card(cards.by_name(CONTRACT)).moments()
    assert [(m.name, m.event) for m in contract] == [("SWEETEN THE DEAL", "play"),
                                                    ("MINOR STIPULATION", "start_of_turn")]
    assert compile_card(cards.by_name("Another Tale to Spin")).moments() == ()  # automated: nothing to announce


def test_a_manual_trigger_is_announced_at_its_moment_and_only_then(cards: CardIndex) -> None:
    sc = _game(cards, {"play": [{"card": JASMINE, "id": "j"}, {"card": STITCH, "id": "s"}]})
    g = sc.game
    assert _due(g.apply(Quest(sc.ref("s")))) == []  # another character's quest: not her moment
    events = g.apply(Quest(sc.ref("j")))
    assert _due(events) == [(sc.ref("j"), "OVER HERE!", "quest")]
    assert g.s.pending is None  # announced, not put in the bag: nothing waits for an answer
    text = [line.text for line in LogWriter(g, lambda p: f"P{p + 1}").lines(events, 3, 1)]
    assert f"Manual ability: {JASMINE} quests: resolve OVER HERE! with the manual tools" in text


def test_a_static_is_announced_as_its_card_is_played_and_a_turn_trigger_at_its_turn(cards: CardIndex) -> None:
    sc = _game(cards, {"hand": [{"card": CONTRACT, "id": "c"}]})
    g = sc.game
    c = sc.ref("c")
    assert _due(g.apply(PlayCard(c))) == [(c, "SWEETEN THE DEAL", "play")]
    assert _due(g.apply(EndTurn())) == []  # the opponent's turn starts: not "your turn"
    events = g.apply(EndTurn())
    assert (c, "MINOR STIPULATION", "start_of_turn") in _due(events)


def test_an_action_effect_left_manual_is_announced_when_played(cards: CardIndex) -> None:
    # without scripts (a provider that automates nothing), an action's effect is done by hand
    data = {"active": 0, "turn": 3, "steps": [], "players": [
        {"inkwell": 5, "deck": [STITCH] * 3, "hand": [{"card": "Jousting Match", "id": "a"}]}, {"deck": [STITCH] * 3}]}
    sc = Scenario(data, cards, scripts=ScriptTable())
    g = sc.game
    events = g.apply(PlayCard(sc.ref("a")))
    assert [(card, moment) for card, _, moment in _due(events)] == [(sc.ref("a"), "play")]
    assert g.s.zone[sc.ref("a")] == 4  # into the discard; its effect is the player's to do


def test_a_manual_activated_ability_is_announced_when_used(cards: CardIndex) -> None:
    data = {"active": 0, "turn": 3, "steps": [], "players": [
        {"deck": [STITCH] * 3, "play": [{"card": "Inkcaster Skates", "id": "it"}]}, {"deck": [STITCH] * 3}]}
    sc = Scenario(data, cards, scripts=ScriptTable())  # (its ⟳ ability left to the player)
    g = sc.game
    events = g.apply(Activate(sc.ref("it"), 0))
    assert _due(events) == [(sc.ref("it"), "THE LATEST TREND", "activated")]
    assert g.s.exerted[sc.ref("it")]  # its cost is paid


def test_the_session_keeps_the_announcements_for_the_prompt_until_a_person_acts(cards: CardIndex) -> None:
    from lorcana_desktop.app.game_session import GameSession, MatchSetup, Seat, SeatKind, Variant

    deck = tuple([STITCH] * 60)
    setup = MatchSetup((Seat("A", SeatKind.PERSON, "d", deck), Seat("B", SeatKind.PERSON, "d", deck)),
                       Variant.STANDARD, 1, 0)
    sc = _game(cards, {"play": [{"card": JASMINE, "id": "j"}]})
    s = GameSession(setup, sc.game, screen=0)
    s.apply(Quest(sc.ref("j")))
    assert [line.text for line in s.manual_due] == [
        f"Manual ability: {JASMINE} quests: resolve OVER HERE! with the manual tools"]
    s.apply(EndTurn())
    assert s.manual_due == []


def test_a_note_on_a_card_is_seen_logged_undone_replayed_and_leaves_with_the_card(cards: CardIndex) -> None:
    sc = _game(cards, {"play": [{"card": STITCH, "id": "s"}]}, {"play": [{"card": STITCH, "id": "o"}]})
    g = sc.game
    o = sc.ref("o")
    note = NoteCard(0, o, "can't ready at the start of their next turn")
    events = g.apply(note)
    assert {c.id: c.note for c in g.view(1).cards if c.note} == {o: "can't ready at the start of their next turn"}  # everyone sees it
    text = [line.text for line in LogWriter(g, lambda p: f"P{p + 1}").lines(events, 3, 0)]
    assert text == [f"Manual: P1 notes on {STITCH}: \u201ccan't ready at the start of their next turn\u201d"]
    again = Game.from_json(g.to_json(), cards)
    assert again.s.notes == g.s.notes
    g.undo(1)
    assert g.s.notes == {}
    g.apply(note)
    g.apply(MoveOwnCard(0, o, "hand"))  # another player's card, from play to its owner's hand
    assert g.s.zone[o] == 1 and g.s.hand[1][-1] == o
    assert g.s.notes == {}  # the note went with the card
    assert str(g.check(NoteCard(0, o, "x"))) == "Notes go only on cards in play"
    assert str(g.check(MoveOwnCard(0, o, "discard"))) == (
        "You may move another player's card only from play (it goes to its owner's zones)")


def test_ink_drops_and_locations_by_hand(cards: CardIndex) -> None:
    loc = "Central Station - Transportation Hub"
    sc = _game(cards, {"play": [{"card": STITCH, "id": "s"}, {"card": loc, "id": "l"}]})
    g = sc.game
    g.apply(AdjustDrops(0, 1, 2))
    assert g.s.drops == [0, 2]
    assert str(g.check(AdjustDrops(0, 0, -1))) == "That player has fewer ink drops than that"
    g.apply(SetLocation(0, sc.ref("s"), sc.ref("l")))
    assert g.s.at[sc.ref("s")] == sc.ref("l")
    assert str(g.check(SetLocation(0, sc.ref("s"), sc.ref("l")))) == "It is already there"
    g.apply(SetLocation(0, sc.ref("s"), -1))
    assert g.s.at[sc.ref("s")] == -1
