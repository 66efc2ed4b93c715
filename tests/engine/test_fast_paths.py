"""The engine's shortcuts give the rules' answers: the state check, the challenge targets and the keywords it reads
from the card when no effect or static of the game can have changed them (lorcana_desktop/engine/turn.py,
legal.py), asked in positions where something did change them."""

from __future__ import annotations

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Challenge, InkCard, Quest
from lorcana_desktop.engine.lasting import Effect, EffectKind, Until
from lorcana_desktop.engine.state import DISCARD, PLAY
from tests.engine.card_play import card_game


def _ink_something(g) -> None:  # type: ignore[no-untyped-def]
    """A turn action (CR 4.1.5): the state is checked at its end (CR 1.8.1)."""
    g.apply(next(a for a in g.legal_actions() if isinstance(a, InkCard)))


def test_a_character_whose_willpower_falls_to_its_damage_is_banished(cards: CardIndex) -> None:
    # CR 1.8.1.4: damage equal to or above its willpower banishes a character. Stitch - New Dog (2/2) has no
    # damage; "gets -2 willpower this turn" leaves it 0, and 0 damage >= 0 willpower. No card has damage, so the
    # check must still look.
    sc = card_game(cards, {"hand": ["Stitch - New Dog"]}, {"play": ["Stitch - New Dog", "Mickey Mouse - True Friend"]})
    g = sc.game
    stitch = g.s.play[1][0]
    g.s.effects.append(Effect(EffectKind.STAT, stitch, "willpower", -2, Until.TURN, -1, 0))
    _ink_something(g)
    assert g.s.zone[stitch] == DISCARD
    assert g.s.zone[g.s.play[1][0]] == PLAY  # (Mickey, untouched, stays)


def test_a_damaged_character_survives_while_its_willpower_is_above_the_damage(cards: CardIndex) -> None:
    # CR 1.8.1.4, the other side: Mickey Mouse - True Friend (3/3) with 2 damage and +1 willpower stays; at -1 it goes.
    sc = card_game(cards, {"hand": ["Stitch - New Dog", "Stitch - New Dog"]},
                   {"play": [{"card": "Mickey Mouse - True Friend", "damage": 2}]})
    g = sc.game
    mickey = g.s.play[1][0]
    g.s.effects.append(Effect(EffectKind.STAT, mickey, "willpower", 1, Until.TURN, -1, 0))
    _ink_something(g)
    assert g.s.zone[mickey] == PLAY
    g.s.effects[-1] = Effect(EffectKind.STAT, mickey, "willpower", -1, Until.TURN, -1, 0)
    g.s.inked[0] = 0
    _ink_something(g)
    assert g.s.zone[mickey] == DISCARD


def test_a_character_given_evasive_is_not_a_target_of_a_character_without_it(cards: CardIndex) -> None:
    # CR 8.6.1: only a character with Evasive (or Alert) may challenge one with Evasive, given by an effect too.
    sc = card_game(cards, {"play": ["Mickey Mouse - True Friend"]},
                   {"play": [{"card": "Stitch - New Dog", "exerted": True},
                             {"card": "Mr. Smee - Loyal First Mate", "exerted": True}]})
    g = sc.game
    mickey, (stitch, smee) = g.s.play[0][0], g.s.play[1]
    assert {a.target for a in g.legal_actions() if isinstance(a, Challenge)} == {stitch, smee}
    g.s.effects.append(Effect(EffectKind.KEYWORD, stitch, "Evasive", 0, Until.TURN, -1, 1))
    g._la_cache = None
    assert {a.target for a in g.legal_actions() if isinstance(a, Challenge)} == {smee}
    assert g.check(Challenge(mickey, stitch)) is not None


def test_a_character_given_bodyguard_must_be_challenged_first(cards: CardIndex) -> None:
    # CR 8.3.3: a character challenging must choose one with Bodyguard if able, given by an effect too.
    sc = card_game(cards, {"play": ["Mickey Mouse - True Friend"]},
                   {"play": [{"card": "Stitch - New Dog", "exerted": True},
                             {"card": "Mr. Smee - Loyal First Mate", "exerted": True}]})
    g = sc.game
    mickey, (stitch, smee) = g.s.play[0][0], g.s.play[1]
    g.s.effects.append(Effect(EffectKind.KEYWORD, smee, "Bodyguard", 0, Until.TURN, -1, 1))
    assert {a.target for a in g.legal_actions() if isinstance(a, Challenge)} == {smee}
    assert g.check(Challenge(mickey, stitch)) is not None


def test_resist_given_by_an_effect_reduces_challenge_damage(cards: CardIndex) -> None:
    # CR 8.8.1: Resist +N reduces damage dealt to the character by N, Resist given by an effect too.
    sc = card_game(cards, {"play": ["Mickey Mouse - True Friend"]},
                   {"play": [{"card": "Mr. Smee - Loyal First Mate", "exerted": True}]})
    g = sc.game
    mickey, smee = g.s.play[0][0], g.s.play[1][0]
    g.s.effects.append(Effect(EffectKind.KEYWORD, smee, "Resist", 2, Until.TURN, -1, 1))
    g.apply(Challenge(mickey, smee))
    assert g.s.damage[smee] == 1  # 3 strength - Resist 2
    assert g.s.damage[mickey] == 2  # Smee's 2 strength


def test_a_character_given_reckless_must_challenge_before_the_turn_ends(cards: CardIndex) -> None:
    # CR 8.7.3: a Reckless character that can challenge keeps its player from ending the turn; Reckless given by an
    # effect too (another keyword given by another effect must not hide it).
    from lorcana_desktop.engine import EndTurn

    sc = card_game(cards, {"play": ["Mickey Mouse - True Friend", "Stitch - New Dog"]},
                   {"play": [{"card": "Mr. Smee - Loyal First Mate", "exerted": True}]})
    g = sc.game
    mickey, stitch = g.s.play[0]
    assert EndTurn() in g.legal_actions()
    g.s.effects.append(Effect(EffectKind.KEYWORD, stitch, "Resist", 1, Until.TURN, -1, 0))
    g.s.effects.append(Effect(EffectKind.KEYWORD, mickey, "Reckless", 0, Until.TURN, -1, 0))
    assert EndTurn() not in g.legal_actions()
    assert g.check(EndTurn()) is not None
    assert Quest(mickey) not in g.legal_actions()  # CR 8.7.2: a Reckless character can't quest
