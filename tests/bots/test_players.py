"""Computer players: only legal moves (2-4 players, Pack Rush), no peeking, sensible greedy play, levels."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from lorcana_desktop.bots import GreedyPlayer, Level, Player, RandomPlayer, SearchPlayer, make_player
from lorcana_desktop.bots.knowledge import Knowledge
from lorcana_desktop.bots.levels import LEVELS
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.decks import read_deck_file
from lorcana_desktop.engine import (
    DECK,
    HAND,
    INKWELL,
    PLAY,
    EndTurn,
    Game,
    Mulligan,
    Quest,
    add_card,
    new_state,
)
from lorcana_desktop.engine.sample import sample_deck
from tests.engine.test_playouts import FEATURES  # every keyword and Shift variant: choices of every kind

PRECONS = sorted((Path(__file__).resolve().parents[2] / "decks").glob("*.txt"))


@pytest.fixture(scope="module")
def precons(cards: CardIndex) -> list[list[str]]:
    return [[c.full_name for c in read_deck_file(p, cards).deck.cards()] for p in PRECONS]


def _play(game: Game, players: list[Player], limit: int = 6000) -> None:
    """Drive the game with the bots, checking each answer is one of the listed legal actions."""
    steps = 0
    while not game.over:
        legal = game.legal_actions()
        assert legal, "no legal action but the game is not over"
        seat = game.to_act()
        action = players[seat].choose(game.view(seat), legal)
        assert action in legal, f"{players[seat].name} chose {action!r}, which is not legal"
        game.apply(action)
        steps += 1
        assert steps < limit, "the game does not end"


def _bots(kinds: list[str], decks: list[list[str]], cards: CardIndex, seed: int) -> list[Player]:
    out = []
    for seat, kind in enumerate(kinds):
        known = {q: d for q, d in enumerate(decks) if q != seat} if seed % 2 else None
        out.append(make_player(kind, seat, seed * 10 + seat, time_budget=0.01, cards=cards, deck=decks[seat],
                               known_decks=known))
    return out


@pytest.mark.parametrize("kinds", [["greedy", "random"], ["search", "easy"], ["search", "greedy"]])
def test_bots_play_only_legal_actions_with_the_precons(cards: CardIndex, precons: list[list[str]],
                                                        kinds: list[str]) -> None:
    for seed in range(2):
        decks = [precons[(seed + 2 * k) % len(precons)] for k in range(2)]
        game = Game.new(decks, cards, seed=seed, first=seed % 2)
        _play(game, _bots(kinds, decks, cards, seed))
        assert game.state.winner in (0, 1)


@pytest.mark.parametrize("players,variant", [(3, "standard"), (4, "standard"), (2, "pack_rush"), (3, "pack_rush")])
def test_bots_play_only_legal_actions_in_multiplayer_and_pack_rush(cards: CardIndex, players: int,
                                                                   variant: str) -> None:
    kinds = ["search", "greedy", "easy", "random"][:players]
    decks = [sample_deck(cards, 40 + k) for k in range(players)]
    if variant == "pack_rush":
        decks = [d[:24] for d in decks]  # two boosters' worth (CR 10.2.1.1)
    game = Game.new(decks, cards, seed=players, variant=variant)
    _play(game, _bots(kinds, decks, cards, players))
    assert game.state.winner is not None
    if variant == "pack_rush":
        assert game.state.lore[game.state.winner] >= 15




def test_bots_handle_shift_songs_locations_and_boost(cards: CardIndex) -> None:
    deck = FEATURES * 2
    for seed, kinds in enumerate((["greedy", "search"], ["search", "easy"])):
        game = Game.new([deck, deck], cards, seed=seed)
        _play(game, _bots(kinds, [deck, deck], cards, seed))
        assert game.state.winner in (0, 1)


# -- hidden information --------------------------------------------------------------------------


def _midgame(cards: CardIndex, precons: list[list[str]], seed: int = 5, steps: int = 60) -> Game:
    decks = [precons[0], precons[4]]
    game = Game.new(decks, cards, seed=seed, first=0)
    rng = random.Random(seed)
    bots = _bots(["greedy", "greedy"], decks, cards, seed)
    for _ in range(steps):
        if game.state.lore[0] >= 12 or game.state.lore[1] >= 12:
            break  # well before the end, with cards on the table
        seat = game.to_act()
        legal = game.legal_actions()
        action = bots[seat].choose(game.view(seat), legal) if rng.random() < 0.8 else rng.choice(legal)
        game.apply(action)
    while len(game.legal_actions()) < 3 or game.state.pending is not None:
        game.apply(game.legal_actions()[0])
    return game


def _swap_hidden(game: Game, me: int, cards: CardIndex) -> Game:
    """The same public position with the hidden cards dealt differently (other hands, other decks)."""
    s = game.state.copy()
    hidden = [i for q in range(s.players) for i in s.deck[q]]
    hidden += [i for q in range(s.players) if q != me for i in s.hand[q]]
    by_owner: dict[int, list[int]] = {}
    for i in hidden:
        by_owner.setdefault(s.owner[i], []).append(i)
    cid = list(s.cid)
    for ids in by_owner.values():
        values = [cid[i] for i in ids]
        random.Random(99).shuffle(values)
        for i, v in zip(ids, values, strict=True):
            cid[i] = v
    s.cid = cid
    return Game(s, cards)


@pytest.mark.parametrize("kind", ["random", "easy", "greedy", "search"])
def test_a_bot_decides_the_same_whatever_the_hidden_cards_are(cards: CardIndex, precons: list[list[str]],
                                                              kind: str) -> None:
    # (a position where the opponent still holds cards: at seed 5 the Normal computer, which plays its actions,
    # has emptied its hand by then)
    game = _midgame(cards, precons, seed=7)
    me = game.to_act()
    other = _swap_hidden(game, me, cards)
    them = 1 - me
    # The two positions really differ where this seat cannot see ...
    names = lambda g, zone: sorted(g.name(i) for i in g.state.pile(zone, them))
    assert names(game, HAND) != names(other, HAND) or names(game, DECK) != names(other, DECK)
    # ... and look the same from the seat.
    assert game.view(me) == other.view(me)
    decks = [precons[0], precons[4]]

    def fresh() -> Player:
        if kind == "search":
            return SearchPlayer(me, seed=3, cards=cards, deck=decks[me], known_decks={them: decks[them]},
                                iterations=40)
        return make_player(kind, me, seed=3, cards=cards, deck=decks[me], known_decks={them: decks[them]})

    picks = {repr(fresh().choose(g.view(me), g.legal_actions())) for g in (game, other) for _ in range(2)}
    assert len(picks) == 1, picks


def test_sampled_games_agree_with_all_the_seat_has_seen(cards: CardIndex, precons: list[list[str]]) -> None:
    game = _midgame(cards, precons, seed=8, steps=90)
    me = game.to_act()
    decks = [precons[0], precons[4]]
    know = Knowledge(me, cards, decks[me], {1 - me: decks[1 - me]})
    view = game.view(me)
    know.observe(view)
    sampler = know.sampler(view)
    for k in range(5):
        guess = sampler.game(random.Random(k))
        s, g = game.state, guess.state
        # Everything visible is as it is; each player's cards are their deck list.
        for c in view.cards:
            if c.name is not None:
                assert guess.name(c.id) == c.name
        for q in range(2):
            assert Counter(guess.name(i) for i in range(len(g.cid)) if g.owner[i] == q) == Counter(decks[q])
            assert len(g.hand[q]) == len(s.hand[q]) and len(g.deck[q]) == len(s.deck[q])
            assert all(guess.idef[i].inkable for i in g.inkwell[q])
        assert set(guess.legal_actions()) == set(game.legal_actions())


def test_an_unknown_opposing_deck_is_guessed_from_the_inks_seen(cards: CardIndex, precons: list[list[str]]) -> None:
    game = _midgame(cards, precons, seed=8, steps=90)
    me = game.to_act()
    know = Knowledge(me, cards, precons[0] if me == 0 else precons[4])
    view = game.view(me)
    know.observe(view)
    guess = know.sampler(view).game(random.Random(1))
    them = 1 - me
    shown = {ink for n in know.seen[them] for ink in cards.by_name(n).inks}
    assert shown
    for i in guess.state.hand[them] + guess.state.deck[them]:
        assert set(guess.idef[i].card.inks) <= shown
    assert set(guess.legal_actions()) == set(game.legal_actions())


# -- greedy play ----------------------------------------------------------------------------------


def _position(cards: CardIndex, mine: list[str], theirs: list[str], hand: list[str] = (), ink: int = 3) -> Game:
    s = new_state(2)
    table: dict[str, int] = {}
    for p in range(2):
        for _ in range(10):
            add_card(s, table, "Stitch - New Dog", p, DECK)
        for _ in range(ink):
            add_card(s, table, "Mickey Mouse - True Friend", p, INKWELL)
    for name in mine:
        add_card(s, table, name, 0, PLAY)
    for name in theirs:
        add_card(s, table, name, 1, PLAY)
    for name in hand:
        add_card(s, table, name, 0, HAND)
    s.phase, s.active, s.turn = "main", 0, 5
    return Game(s, cards)


def test_greedy_quests_rather_than_ending_its_turn(cards: CardIndex) -> None:
    game = _position(cards, ["Mickey Mouse - True Friend"], [])
    bot = GreedyPlayer(0, seed=1, cards=cards)
    action = bot.choose(game.view(0), game.legal_actions())
    assert isinstance(action, Quest)


def test_greedy_plays_out_its_hand_before_passing(cards: CardIndex) -> None:
    game = _position(cards, [], [], hand=["Mickey Mouse - True Friend", "Stitch - New Dog"], ink=4)
    bot = GreedyPlayer(0, seed=1, cards=cards)
    chosen = []
    while game.state.active == 0 and not game.over:
        action = bot.choose(game.view(0), game.legal_actions())
        chosen.append(action)
        game.apply(action)
    assert isinstance(chosen[-1], EndTurn)
    assert len(game.state.play[0]) == 2, "both characters are played before the turn ends"


def test_greedy_mulligan_puts_back_the_expensive_cards(cards: CardIndex) -> None:
    deck = (["Stitch - New Dog", "Mickey Mouse - True Friend", "Maleficent - Monstrous Dragon",
             "Hades - King of Olympus"] * 15)
    game = Game.new([deck, deck], cards, seed=2, first=0)
    me = game.to_act()
    bot = GreedyPlayer(me, seed=1, cards=cards, deck=deck)
    action = bot.choose(game.view(me), game.legal_actions())
    assert isinstance(action, Mulligan)
    back = {game.name(i) for i in action.cards}
    kept = [game.name(i) for i in game.state.hand[me] if i not in action.cards]
    hand = [game.name(i) for i in game.state.hand[me]]
    assert ("Maleficent - Monstrous Dragon" in hand) == ("Maleficent - Monstrous Dragon" in back)
    assert "Hades - King of Olympus" not in kept  # costs 8 and cannot even be inked
    assert all(cards.by_name(n).cost <= 3 for n in kept)


def test_greedy_beats_random(cards: CardIndex, precons: list[list[str]]) -> None:
    from lorcana_desktop.bots.match import MatchSpec, run_match, summarize

    spec = MatchSpec(bots=("greedy", "random"), decks=(tuple(precons[1]), tuple(precons[3])), games=4, seed=11)
    summary = summarize(spec, run_match(spec, cards=cards))
    assert summary.seats[0].wins >= 3


# -- the factory the table uses -----------------------------------------------------------------


def test_levels_and_bot_names_make_the_right_players(cards: CardIndex) -> None:
    assert isinstance(make_player("random", 0, seed=1), RandomPlayer)
    assert isinstance(make_player(Level.NORMAL, 1, cards=cards), GreedyPlayer)
    assert isinstance(make_player("greedy", 1, cards=cards), GreedyPlayer)
    easy = make_player("easy", 0, cards=cards)
    assert isinstance(easy, GreedyPlayer) and easy.random_share > 0 and easy.name == "easy"
    hard = make_player("Hard", 0, time_budget=0.3, cards=cards)
    assert isinstance(hard, SearchPlayer) and hard.time_budget == 0.3
    assert [info.level for info in LEVELS] == [Level.EASY, Level.NORMAL, Level.HARD]
    assert all(info.label and info.hint for info in LEVELS)
    with pytest.raises(ValueError, match="Unknown computer player 'expert'.*easy, normal, hard"):
        make_player("expert", 0)
    for player in (easy, hard):
        assert isinstance(player, Player)
