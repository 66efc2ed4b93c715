"""The table offers every legal action and only legal ones (issue 18).

Random games (2 to 4 players, Standard and Pack Rush, the six preconstructed decks and decks dealt from
every automated card) are played to the end; at every decision the seat that must decide is a person at
the screen, and what the table offers them (``table_offer``) must reach each action of
``legal_actions()`` through something a person can click, drag or type, and every action it offers must
be accepted by the rules (``Game.check``, CR 1.7.6). The widgets rendering the offer are checked in
tests/ui/test_table_offer_ui.py; here the offer itself, without Qt.
"""

from __future__ import annotations

import random

import pytest

from lorcana_desktop.app.table_offer import (
    ButtonKind,
    PanelKind,
    Shown,
    TableOffer,
    card_tools,
    offered_actions,
    reaches,
    table_offer,
)
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Game
from lorcana_desktop.engine.decisions import AskOrder, AskTargets, AskTopOrBottom
from lorcana_desktop.engine.state import DECK, HAND, PLAY, UNDER

# CI plays AUTOMATED_GAMES games dealt from every automated card and PRECON_GAMES with the precons: 300 in all.
AUTOMATED_GAMES = 240
PRECON_GAMES = 60
CHUNKS = 6


def automated_cards(cards: CardIndex) -> list[str]:
    """Every English card the engine plays fully automated (vanilla, keyword-only, or every ability scripted)."""
    from lorcana_desktop.scripts import default_provider

    provider = default_provider()
    out = set()
    for c in cards:
        if c.language != "en":
            continue
        if c.has_only_keywords:
            out.add(c.full_name)
            continue
        script = provider.script_for(c)
        if script is not None and not script.manual:
            out.add(c.full_name)
    return sorted(out)


@pytest.fixture(scope="module")
def dealt_decks(cards: CardIndex) -> list[list[str]]:
    """Decks of 15 cards x 4, dealt in turn from a shuffled list of every automated card: across the
    games every automated card is played by some seat."""
    pool = automated_cards(cards)
    random.Random(18).shuffle(pool)
    decks = []
    for k in range(0, len(pool), 15):
        part = pool[k:k + 15]
        if len(part) < 15:
            part += pool[:15 - len(part)]
        decks.append([n for n in part for _ in range(4)])
    return decks


def seat_decks(seed: int, dealt: list[list[str]]) -> list[list[str]]:
    """The decks of game ``seed`` (2 + seed % 3 players): the seats of all games in turn take the dealt decks in
    order, so every deck is played once the games have more seats than there are decks (whatever their number)."""
    first = 2 * seed + 3 * (seed // 3) + (1 if seed % 3 == 2 else 0)  # the seats of the games before this one
    return [dealt[(first + k) % len(dealt)] for k in range(2 + seed % 3)]


@pytest.fixture(scope="module")
def precons() -> list[list[str]]:
    from lorcana_desktop.bench.engine import precon_decks

    decks = precon_decks()
    assert len(decks) == 6
    return decks


def assert_offer_is_sound(game: Game, offer: TableOffer, where: str) -> None:
    """Every legal action is reachable with what the table offers, and nothing offered is refused."""
    legal = game.legal_actions()
    for a in legal:
        assert reaches(offer, a), f"{where}: {a} is legal but the table offers no way to it ({game.pending_info()})"
    for a in offered_actions(offer, limit=400):
        reason = game.check(a)
        assert reason is None, f"{where}: the table offers {a}, which the rules refuse: {reason}"
    s = game.s
    seat = offer.seat
    for card, drag in offer.drags.items():
        # A person drags their own cards that lie on the table, onto cards the table shows.
        assert s.owner[card] == seat and s.zone[card] in (HAND, PLAY, UNDER), where
        for d in drag.drops:
            assert d.target.card < 0 or offer.shown.get(d.target.card) is Shown.TABLE, where
    for card in offer.menus:
        assert offer.shown.get(card) is not None, f"{where}: a menu on card {card}, which the table does not show"
    panel = offer.panel
    if panel is not None:
        # The blocker of issue 18: the cards a choice is about are shown, with their faces, to the chooser.
        assert all(n is not None for n in panel.names), f"{where}: a panel card is face down: {panel}"
        if panel.kind is PanelKind.LOOKED_AT:
            q = panel.owner
            assert list(panel.cards) == [c for c in s.deck[q] if c in panel.cards], "the top of the deck first"
    pd = s.pending
    if isinstance(pd, AskTargets):
        for o in pd.options:
            if o >= 0 and s.zone[o] != PLAY and not (s.zone[o] == HAND and s.owner[o] == seat):
                assert panel is not None and o in panel.pickable, f"{where}: option {o} is not shown to pick"
        if any(o >= 0 and s.zone[o] == DECK for o in pd.options):
            assert panel is not None and panel.kind is PanelKind.LOOKED_AT
    if isinstance(pd, (AskOrder, AskTopOrBottom)):
        assert panel is not None and panel.kind in (PanelKind.ORDER, PanelKind.TOP_CARD)


def play_out(game: Game, rng: random.Random, label: str, tools_every: int = 40) -> int:
    """Play ``game`` to the end with random legal actions, checking the offer at every decision."""
    steps = 0
    while not game.over:
        seat = game.to_act()
        offer = table_offer(game, seat, True)
        assert offer.acting
        assert_offer_is_sound(game, offer, f"{label} step {steps}")
        if offer.card_tools and steps % tools_every == 0:
            for card, where in offer.shown.items():
                if where is not Shown.PANEL:
                    for e in card_tools(game, seat, card):
                        assert game.check(e.action) is None
        game.apply(rng.choice(game.legal_actions()))
        steps += 1
        assert steps < 5000, f"{label}: the game does not end"
    return steps


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_every_legal_action_is_reachable_with_every_automated_card(cards: CardIndex, dealt_decks: list[list[str]],
                                                                  chunk: int) -> None:
    for seed in range(chunk, AUTOMATED_GAMES, CHUNKS):
        rng = random.Random(seed)
        variant = "pack_rush" if seed % 4 == 3 else "standard"
        decks = seat_decks(seed, dealt_decks)  # 2 + seed % 3 players
        if variant == "pack_rush":
            decks = [d[:24] for d in decks]  # two boosters' worth (CR 10.2.1.1)
        game = Game.new(decks, cards, seed=seed, variant=variant)
        play_out(game, rng, f"seed {seed}")


@pytest.mark.parametrize("chunk", range(3))
def test_every_legal_action_is_reachable_with_the_precons(cards: CardIndex, precons: list[list[str]],
                                                          chunk: int) -> None:
    for seed in range(chunk, PRECON_GAMES, 3):
        rng = random.Random(seed)
        players = 2 + seed % 3
        decks = [precons[(seed + k * (1 + seed // 6)) % 6] for k in range(players)]
        variant = "pack_rush" if seed % 5 == 4 else "standard"
        game = Game.new(decks, cards, seed=seed, variant=variant)
        play_out(game, rng, f"precon seed {seed}")


def test_the_dealt_decks_hold_every_automated_card(cards: CardIndex, dealt_decks: list[list[str]]) -> None:
    assert sum(2 + seed % 3 for seed in range(AUTOMATED_GAMES)) >= len(dealt_decks), "more decks than seats"
    used = {n for seed in range(AUTOMATED_GAMES) for deck in seat_decks(seed, dealt_decks) for n in deck}
    assert used == set(automated_cards(cards))


def _precon_game(cards: CardIndex, precons: list[list[str]], card: str) -> Game:
    """A game of the Lore Race precon whose first player holds ``card`` in the opening hand."""
    deck = next(d for d in precons if card in d)
    for seed in range(200):
        game = Game.new([deck, precons[0]], cards, seed=seed, first=0)
        if any(game.name(i) == card for i in game.s.hand[0]):
            return game
    raise AssertionError(f"no seed deals {card}")


def test_develop_your_brain_shows_the_two_cards_it_looks_at(cards: CardIndex, precons: list[list[str]]) -> None:
    """"Look at the top 2 cards of your deck. Put one into your hand and the other on the bottom of the deck."
    The two cards are in the deck, which the table draws face down: the offer shows them in a panel, top first,
    with their faces, and clicking either answers (issue 18's blocker)."""
    from lorcana_desktop.engine import InkCard, Mulligan, PlayCard

    game = _precon_game(cards, precons, "Develop Your Brain")
    game.apply(Mulligan(0, ()))
    game.apply(Mulligan(1, ()))
    brain = next(i for i in game.s.hand[0] if game.name(i) == "Develop Your Brain")
    ink = next(i for i in game.s.hand[0] if i != brain and game.card(i).inkable)
    game.apply(InkCard(ink))
    top2 = tuple(game.s.deck[0][:2])
    game.apply(PlayCard(brain))
    offer = table_offer(game, 0, True)
    assert offer.panel is not None and offer.panel.kind is PanelKind.LOOKED_AT
    assert offer.panel.cards == top2 and offer.panel.pickable == frozenset(top2)
    assert offer.panel.names == tuple(game.name(c) for c in top2)
    assert offer.pick is not None and offer.pick.at_once and not offer.buttons  # a click answers
    assert game.view(0).cards[top2[1]].name == game.name(top2[1])  # the chooser sees them
    assert game.view(1).cards[top2[1]].name is None  # the opponent does not (CR 7.1.3)
    _, answer = offer.pick.click((), top2[1])
    assert answer is not None
    game.apply(answer)
    assert game.s.zone[top2[1]] == HAND and game.s.deck[0][-1] == top2[0]


def test_a_person_watching_is_offered_nothing(cards: CardIndex, precons: list[list[str]]) -> None:
    game = Game.new([precons[0], precons[1]], cards, seed=1, first=0)
    offer = table_offer(game, 1, False)
    assert not offer.acting and not list(offered_actions(offer)) and offer.panel is None
    assert all(game.s.owner[c] == 1 or game.s.zone[c] != HAND for c in offer.shown)  # no id of another's hand


def test_players_to_choose_have_buttons(cards: CardIndex) -> None:
    """If I Didn't Have You: "You and another chosen player each draw 2 cards." Each player that can be
    chosen is a button of the prompt, and a click on it answers."""
    from lorcana_desktop.engine import ChooseTargets, PlayCard, player_target
    from tests.engine.card_play import card_game

    sc = card_game(cards, {"hand": ["If I Didn't Have You"]})
    game = sc.game
    game.apply(PlayCard(sc.ref("If I Didn't Have You")))
    pd = game.s.pending
    assert isinstance(pd, AskTargets) and pd.options == (player_target(1),)
    offer = table_offer(game, 0, True)
    players = [b for b in offer.buttons if b.kind is ButtonKind.PLAYER]
    assert [b.target for b in players] == [player_target(1)]
    assert offer.pick is not None
    _, answer = offer.pick.click((), players[0].target)
    assert answer == ChooseTargets((player_target(1),))
    assert game.check(answer) is None
