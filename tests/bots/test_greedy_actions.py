"""The Normal computer plays its actions and sings its songs when they help, and keeps them when they would not.

Each position is built by hand; what should happen is read from the printed card text (quoted beside each test)
and the Comprehensive Rules, not from the bot: an action resolves at once and goes to its owner's discard
(CR 5.4.1.2); a song may be sung for free by exerting a character of cost N or more (CR 5.4.4.2).
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from lorcana_desktop.bots import GreedyPlayer
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import (
    DECK,
    DISCARD,
    HAND,
    INKWELL,
    PLAY,
    EndTurn,
    Game,
    PlayCard,
    add_card,
    new_state,
)

FILLER = "Stitch - New Dog"          # 1 ⬡, 2/2, 1 lore, no text: what both decks draw
MICKEY = "Mickey Mouse - True Friend"  # 3 ⬡, Strength 3, Willpower 3, Lore 2, no text
TINKER = "Tinker Bell - Finding a Way"  # 2 ⬡, Strength 2, Willpower 2, Lore 2, no text
BEGONE = "Begone!"  # Action, 3 ⬡: "Return chosen character, item, or location with cost 3 or less to their player's hand."
SMASH = "Smash"     # Action, 3 ⬡: "Deal 3 damage to chosen character."
SOULS = "Poor Unfortunate Souls"  # Song, 2 ⬡: "Return chosen character, item, or location with cost 2 or less to
#                                    their player's hand."


def _position(cards: CardIndex, mine: Sequence[str], theirs: Sequence[str], hand: Sequence[str], ink: int,
              their_lore: int = 0) -> tuple[Game, dict[str, list[int]]]:
    """Seat 0's main phase, turn 5, nothing inked yet this turn; the ids of the cards placed, by name."""
    s = new_state(2)
    table: dict[str, int] = {}
    ids: dict[str, list[int]] = {}
    for p in range(2):
        for _ in range(10):
            add_card(s, table, FILLER, p, DECK)
        for _ in range(ink):
            add_card(s, table, FILLER, p, INKWELL)
    for owner, names, zone in ((0, mine, PLAY), (1, theirs, PLAY), (0, hand, HAND)):
        for name in names:
            ids.setdefault(name, []).append(add_card(s, table, name, owner, zone))
    s.lore[1] = their_lore
    s.phase, s.active, s.turn = "main", 0, 5
    return Game(s, cards), ids


def _own_turn(game: Game, bot: GreedyPlayer, table: bool) -> list[object]:
    """Let the bot play seat 0's turn to its end (it also answers its own questions); its choices."""
    chosen: list[object] = []
    while game.state.active == 0 and not game.over:
        legal = game.legal_actions()
        action = bot.choose(game.view(0), legal) if table else bot.choose_in(game, legal)
        assert action in legal
        chosen.append(action)
        game.apply(action)
        assert len(chosen) < 40, "the turn does not end"
    return chosen


def _played(game: Game, chosen: list[object], card: int) -> list[PlayCard]:
    return [a for a in chosen if isinstance(a, PlayCard) and a.card == card]


@pytest.mark.parametrize("table", [True, False], ids=["table", "lab"])
def test_normal_returns_the_opposing_character_with_begone(cards: CardIndex, table: bool) -> None:
    # An opposing 2-lore character that costs 3, 3 ink and Begone! in hand: returning it to its player's hand
    # (the printed text) is worth far more than inking the card or keeping it.
    game, ids = _position(cards, [], [MICKEY], [BEGONE], ink=3)
    chosen = _own_turn(game, GreedyPlayer(0, seed=3, cards=cards), table)
    s = game.state
    (begone,), (theirs,) = ids[BEGONE], ids[MICKEY]
    assert _played(game, chosen, begone), "Begone! was never played"
    assert s.zone[theirs] == HAND and theirs in s.hand[1], "the opposing character went back to its player's hand"
    assert s.zone[begone] == DISCARD  # CR 5.4.1.2: the action, resolved, is in its owner's discard


@pytest.mark.parametrize("table", [True, False], ids=["table", "lab"])
def test_normal_smashes_the_opposing_character_not_its_own(cards: CardIndex, table: bool) -> None:
    # Smash deals 3 damage: enough to banish either 3-willpower Mickey (CR 1.9.1.3 via the state check). The bot
    # owns one of them; it must choose the opposing one.
    game, ids = _position(cards, [MICKEY], [TINKER, MICKEY], [SMASH], ink=3)
    mine, theirs = ids[MICKEY]
    chosen = _own_turn(game, GreedyPlayer(0, seed=5, cards=cards), table)
    s = game.state
    (smash,) = ids[SMASH]
    assert _played(game, chosen, smash), "Smash was never played"
    assert s.zone[mine] == PLAY and s.damage[mine] == 0, "its own character was spared"
    assert s.zone[theirs] == DISCARD or s.zone[ids[TINKER][0]] == DISCARD, "an opposing character was banished"


@pytest.mark.parametrize("table", [True, False], ids=["table", "lab"])
def test_normal_sings_to_stop_the_opposing_winning_quest(cards: CardIndex, table: bool) -> None:
    # The opponent has 18 lore and a ready 2-lore Tinker Bell (cost 2): it wins by questing next turn (20 lore,
    # CR 1.9.1.1). The bot has no ink; its only character, Mickey (cost 3), may quest for 2 lore or be exerted to
    # sing Poor Unfortunate Souls for free (CR 5.4.4.2) and return Tinker Bell to its player's hand. Singing is
    # clearly better than the 2 lore.
    game, ids = _position(cards, [MICKEY], [TINKER], [SOULS], ink=0, their_lore=18)
    chosen = _own_turn(game, GreedyPlayer(0, seed=7, cards=cards), table)
    s = game.state
    (singer,), (tinker,), (souls,) = ids[MICKEY], ids[TINKER], ids[SOULS]
    plays = _played(game, chosen, souls)
    assert plays and plays[0].sing == (singer,), "Mickey sang Poor Unfortunate Souls"
    assert s.zone[tinker] == HAND, "Tinker Bell went back to its player's hand"
    assert s.lore[0] == 0, "Mickey sang instead of questing"


@pytest.mark.parametrize("table", [True, False], ids=["table", "lab"])
@pytest.mark.parametrize("action", [BEGONE, SMASH])
def test_normal_keeps_an_action_with_nothing_worth_hitting(cards: CardIndex, table: bool, action: str) -> None:
    # No opposing character: the only card Begone! or Smash could choose is the bot's own Mickey. Playing it
    # would return or banish its own character; the bot does not.
    game, ids = _position(cards, [MICKEY], [], [action], ink=3)
    chosen = _own_turn(game, GreedyPlayer(0, seed=9, cards=cards), table)
    s = game.state
    (card,), (mickey,) = ids[action], ids[MICKEY]
    assert not _played(game, chosen, card), f"{action} was played on the bot's own character"
    assert s.zone[mickey] == PLAY and s.damage[mickey] == 0
    assert isinstance(chosen[-1], EndTurn)
