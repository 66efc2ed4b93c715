"""The turn's flags (engine/flags.py): one flag for "banished in a challenge" answers every question about it, and
every flag is saved as the word engine 4 saved and read back the same."""

from __future__ import annotations

import json

import pytest

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Challenge, Game, GameState, stats
from lorcana_desktop.engine import lang as L
from lorcana_desktop.engine.effects import cond_holds
from lorcana_desktop.engine.flags import Flag, flag_from_word, flag_words, flags_from_json, flags_to_json
from lorcana_desktop.engine.resolution import Resolution
from lorcana_desktop.engine.state import DISCARD
from tests.engine.card_play import card_game


def _asks(g: Game, src: int, p: int) -> tuple[bool, bool, bool]:
    """(a character or location was banished in a challenge this turn; one of an opponent of ``p``; an opposing
    character was, as the static condition of ``src`` reads it)."""
    return (cond_holds(g, L.Flag("banished_in_challenge"), Resolution(src, p, ())),
            cond_holds(g, L.Flag("opp_banished_in_challenge"), Resolution(src, p, ())),
            stats.condition(g, L.Flag("opponent_banished_in_challenge"), src))


def test_a_character_banished_in_a_challenge_is_one_flag_that_each_player_reads_from_their_side(
        cards: CardIndex) -> None:
    # Mickey Mouse - True Friend (3 strength) challenges the exerted Stitch - New Dog (2 willpower): Stitch is
    # banished in the challenge (CR 4.6.6-4.6.8). For player 0 "an opposing character was banished in a challenge
    # this turn" (CR 6.4.4.3's example condition) holds; for player 1 only "a character was".
    sc = card_game(cards, {"play": ["Mickey Mouse - True Friend"]},
                   {"play": [{"card": "Stitch - New Dog", "exerted": True}, "Mickey Mouse - True Friend"]})
    g = sc.game
    mickey, (stitch, their_mickey) = g.s.play[0][0], g.s.play[1]
    assert _asks(g, mickey, 0) == (False, False, False)
    g.apply(Challenge(mickey, stitch))
    assert g.s.zone[stitch] == DISCARD
    assert [f for f in g.s.flags if f[0] is Flag.BANISHED_IN_CHALLENGE] == [(Flag.BANISHED_IN_CHALLENGE, 1, 1)]
    assert _asks(g, mickey, 0) == (True, True, True)
    assert _asks(g, their_mickey, 1) == (True, False, False)
    # saved as engine 4 saved it (two words), and read back it answers the same
    words = g.s.to_json()["flags"]
    assert "bic:1" in words and "challenge_banished:1" in words
    again = Game(GameState.from_json(json.loads(json.dumps(g.s.to_json()))), cards)
    assert again.s.to_json() == g.s.to_json()
    assert _asks(again, mickey, 0) == (True, True, True) and _asks(again, their_mickey, 1) == (True, False, False)


def test_a_location_banished_in_a_challenge_is_no_opposing_character(cards: CardIndex) -> None:
    # Never Land - Mermaid Lagoon (willpower 4) with 1 damage is challenged by Mickey (3 strength) and banished
    # (CR 4.6.8, locations can be challenged: CR 5.6): a card was banished in a challenge, but no character.
    sc = card_game(cards, {"play": ["Mickey Mouse - True Friend"]},
                   {"play": [{"card": "Never Land - Mermaid Lagoon", "damage": 1}]})
    g = sc.game
    mickey, lagoon = g.s.play[0][0], g.s.play[1][0]
    g.apply(Challenge(mickey, lagoon))
    assert g.s.zone[lagoon] == DISCARD
    assert _asks(g, mickey, 0) == (True, True, False)
    assert "bic:1" in g.s.to_json()["flags"] and "challenge_banished:1" not in g.s.to_json()["flags"]


@pytest.mark.parametrize("flag", list(Flag), ids=lambda f: f.name)
def test_every_flag_has_one_saved_word_that_reads_back_to_it(flag: Flag) -> None:
    # arguments of each flag's kinds: a card or player, a count glued to the word, an ability id holding ": "
    args = {Flag.TIMES: (9, "Mirabel Madrigal - Resourceful Daughter: THIS WILL HELP", 1),
            Flag.ONCE: (3, "Judy Hopps - Optimistic Officer: DON'T CALL ME CUTE"),
            Flag.DISCARD_PLAY_NAME: (0, "Mickey Mouse"), Flag.LAST_UNDER: (4, (7, 8, 9)),
            Flag.PLAY_UNDER_ANY: (), Flag.BANISHED_ANY: (), Flag.BANISHED_IN_CHALLENGE: (1, 0)}.get(flag)
    if args is None:
        args = tuple(range(2, 2 + {"ii": 2}.get(_kinds(flag), 1) + (1 if _counted(flag) else 0)))
    f = (flag, *args)
    words = flag_words(f)
    assert all(flag_from_word(w)[0] is flag for w in words)
    assert flags_from_json(flags_to_json({f})) == {f}


def _kinds(flag: Flag) -> str:
    from lorcana_desktop.engine.flags import _SPEC
    return _SPEC[flag][1]


def _counted(flag: Flag) -> bool:
    from lorcana_desktop.engine.flags import _SPEC
    return _SPEC[flag][0].endswith("#")


def test_a_word_no_engine_wrote_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="unknown turn flag 'quested_twice:3'"):
        flag_from_word("quested_twice:3")
