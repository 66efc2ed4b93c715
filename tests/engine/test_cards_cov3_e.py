"""Hand scripts of sets 2, 6 and 9 added in coverage round 3, each played: the ability's effect, the case where it
does nothing, and how long it lasts."""

from __future__ import annotations

from typing import Any

from lorcana_desktop.app.scenario import Scenario
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Accept, Challenge, EndTurn, Game, PlayCard, Quest
from lorcana_desktop.engine.decisions import AskMay

STITCH = "Stitch - New Dog"  # 1 ink, 2/2, 1 lore, no abilities
MICKEY = "Mickey Mouse - True Friend"  # 3 ink, 3/3, 2 lore, no abilities
INVENTOR = "Gadget Hackwrench - Perceptive Mouse"  # an Inventor with keywords only
ACTION = "Sail the Azurite Sea"  # an action, not a song
SONG = "Hakuna Matata"  # a song


def _game(cards: CardIndex, me: dict[str, Any], opp: dict[str, Any] | None = None) -> Scenario:
    me = {"inkwell": 10, "deck": [STITCH] * 6, **me}
    opp = {"deck": [STITCH] * 6, **(opp or {})}
    return Scenario({"active": 0, "turn": 3, "players": [me, opp], "steps": []}, cards)


def _answer(g: Game, may: bool = True) -> None:
    """Take the first answer of every choice; "may": ``may``."""
    for _ in range(20):
        pd = g.s.pending
        if pd is None:
            return
        g.apply(Accept(may) if isinstance(pd, AskMay) else g.legal_actions()[0])


def _pass_turns(g: Game, n: int = 2) -> None:
    for _ in range(n):
        g.apply(EndTurn())
        _answer(g)


def test_institute_of_technology_toughens_inventors_here_and_gives_lore_while_occupied(cards: CardIndex) -> None:
    # Institute of Technology - Prestigious University: "Inventor characters get +1 ⛉ while here." and "At the
    # start of your turn, if you have a character here, gain 1 lore." (CR 5.6: locations)
    loc = "Institute of Technology - Prestigious University"
    sc = _game(cards, {"play": [{"card": loc, "id": "loc"}, {"card": INVENTOR, "id": "inv", "at": "loc"},
                                {"card": MICKEY, "id": "mickey", "at": "loc"}, {"card": INVENTOR, "id": "away"}]})
    g = sc.game
    base = cards.by_name(INVENTOR).willpower
    assert g.willpower(sc.ref("inv")) == base + 1
    assert g.willpower(sc.ref("away")) == base  # not here
    assert g.willpower(sc.ref("mickey")) == cards.by_name(MICKEY).willpower  # here, but not an Inventor
    lore = g.s.lore[0]
    _pass_turns(g)
    assert g.s.lore[0] == lore + 1  # characters here at the start of the turn


def test_institute_of_technology_gives_no_lore_when_empty(cards: CardIndex) -> None:
    sc = _game(cards, {"play": [{"card": "Institute of Technology - Prestigious University", "id": "loc"},
                                {"card": MICKEY, "id": "mickey"}]})
    g = sc.game
    _pass_turns(g)
    assert g.s.lore[0] == 0


def test_tigger_grows_for_each_action_played_this_turn_only(cards: CardIndex) -> None:
    # Tigger - In the Crow's Nest: "Whenever you play an action, this character gets +1 ¤ and +1 ◊ this turn."
    sc = _game(cards, {"play": [{"card": "Tigger - In the Crow's Nest", "id": "tigger"}],
                       "hand": [{"card": ACTION, "id": "a1"}, {"card": ACTION, "id": "a2"},
                                {"card": STITCH, "id": "stitch"}]},
               {"hand": [{"card": ACTION, "id": "theirs"}], "inkwell": 10})
    g = sc.game
    tigger = sc.ref("tigger")
    st, lo = g.strength(tigger), g.lore_value(tigger)
    g.apply(PlayCard(sc.ref("stitch")))  # a character is not an action
    _answer(g)
    assert (g.strength(tigger), g.lore_value(tigger)) == (st, lo)
    g.apply(PlayCard(sc.ref("a1")))
    _answer(g)
    g.apply(PlayCard(sc.ref("a2")))
    _answer(g)
    assert (g.strength(tigger), g.lore_value(tigger)) == (st + 2, lo + 2)
    g.apply(Quest(tigger))
    _answer(g)
    assert g.s.lore[0] == lo + 2
    g.apply(EndTurn())
    _answer(g)
    assert (g.strength(tigger), g.lore_value(tigger)) == (st, lo)  # this turn only
    g.apply(PlayCard(sc.ref("theirs")))  # the opponent's action: not "you play"
    _answer(g)
    assert (g.strength(tigger), g.lore_value(tigger)) == (st, lo)


def test_basil_draws_two_only_when_shifted(cards: CardIndex) -> None:
    # Basil - Great Mouse Detective: "If you used Shift to play this character, you may draw 2 cards when he enters
    # play." (CR 8.10 Shift)
    basil = "Basil - Great Mouse Detective"
    sc = _game(cards, {"hand": [{"card": basil, "id": "b1"}, {"card": basil, "id": "b2"}],
                       "play": [{"card": "Basil - Of Baker Street", "id": "base"}], "inkwell": 20})
    g = sc.game
    g.apply(PlayCard(sc.ref("b1")))  # played normally: no draw
    _answer(g)
    assert len(g.s.hand[0]) == 1
    shift = next(a for a in g.legal_actions() if isinstance(a, PlayCard) and a.card == sc.ref("b2") and a.shift)
    g.apply(shift)
    _answer(g)
    assert len(g.s.hand[0]) == 2 and g.zone_of(sc.ref("b2")) == "play"


def test_basil_may_decline_the_draw(cards: CardIndex) -> None:
    basil = "Basil - Great Mouse Detective"
    sc = _game(cards, {"hand": [{"card": basil, "id": "b"}],
                       "play": [{"card": "Basil - Of Baker Street", "id": "base"}], "inkwell": 20})
    g = sc.game
    g.apply(next(a for a in g.legal_actions() if isinstance(a, PlayCard) and a.shift))
    _answer(g, may=False)
    assert len(g.s.hand[0]) == 0


def test_tragic_beast_draws_when_undamaged_and_grows_when_damaged(cards: CardIndex) -> None:
    # Beast - Tragic Hero: "At the start of your turn, if this character has no damage, draw a card. Otherwise, he
    # gets +4 ¤ this turn."
    sc = _game(cards, {"play": [{"card": "Beast - Tragic Hero", "id": "beast"}]})
    g = sc.game
    beast = sc.ref("beast")
    st = g.strength(beast)
    hand = len(g.s.hand[0])
    _pass_turns(g)
    assert len(g.s.hand[0]) == hand + 2 and g.strength(beast) == st  # turn draw + his draw
    sc = _game(cards, {"play": [{"card": "Beast - Tragic Hero", "id": "beast", "damage": 1}]})
    g = sc.game
    beast = sc.ref("beast")
    _pass_turns(g)
    assert len(g.s.hand[0]) == 1 and g.strength(beast) == st + 4  # turn draw only
    _pass_turns(g)
    assert g.strength(beast) == st + 4  # still damaged: +4 again for this turn, not +8
    g.apply(EndTurn())
    _answer(g)
    assert g.strength(beast) == st


def test_cinderella_challenges_ready_characters_after_a_song_this_turn(cards: CardIndex) -> None:
    # Cinderella - Stouthearted: "Whenever you play a song, this character may challenge ready characters this
    # turn." (CR 4.6.4: normally only exerted characters can be challenged)
    sc = _game(cards, {"play": [{"card": "Cinderella - Stouthearted", "id": "cin"}],
                       "hand": [{"card": ACTION, "id": "act"}, {"card": SONG, "id": "song"}]},
               {"play": [{"card": STITCH, "id": "foe"}]})
    g = sc.game
    cin, foe = sc.ref("cin"), sc.ref("foe")

    def can_challenge() -> bool:
        return any(isinstance(a, Challenge) and a.card == cin and a.target == foe for a in g.legal_actions())

    assert not can_challenge()
    g.apply(PlayCard(sc.ref("act")))  # an action that is not a song
    _answer(g)
    assert not can_challenge()
    g.apply(PlayCard(sc.ref("song")))
    _answer(g)
    assert can_challenge()
    g.apply(Challenge(cin, foe))
    _answer(g)
    assert g.zone_of(foe) == "discard"
