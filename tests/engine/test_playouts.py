"""Random playouts over many seeds with invariants checked after every step (cards kept, lore and
damage never negative, a legal action until the end, JSON round trip, replay from seed and actions).

CI runs ``test_random_playouts_keep_the_invariants`` over 200 seeds (two legal 60-card decks of vanilla
and keyword-only cards), plus the multiplayer, Pack Rush and feature-deck playouts below.
"""

from __future__ import annotations

import json
import random

import pytest

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.engine import Game, GameState
from lorcana_desktop.engine import events as ev
from lorcana_desktop.engine.sample import sample_deck
from lorcana_desktop.engine.state import UNDER

SEEDS = range(200)


def _every_card_once(s: GameState) -> None:
    """CR 7: every card is in exactly one zone (or in one stack); none created or lost."""
    seen: list[int] = []
    for zones in (s.deck, s.hand, s.inkwell, s.play, s.discard):
        for z in zones:
            seen.extend(z)
    in_play = [i for z in s.play for i in z]
    for i in in_play:
        seen.extend(s.under[i])
    assert sorted(seen) == list(range(len(s.cid))), "a card was created, lost or duplicated"
    for i in in_play:
        for u in s.under[i]:
            assert s.zone[u] == UNDER


@pytest.fixture(scope="module")
def decks(cards: CardIndex) -> list[list[str]]:
    return [sample_deck(cards, k) for k in range(10)]


@pytest.mark.parametrize("chunk", range(4))
def test_random_playouts_keep_the_invariants(cards: CardIndex, decks: list[list[str]], chunk: int) -> None:
    for seed in SEEDS[chunk::4]:
        rng = random.Random(seed)
        game = Game.new([decks[seed % 10], decks[(seed + 3) % 10]], cards, seed=seed)
        # The replay: a second game from the same seed, given the same actions, must stay equal at
        # every step (a game is its seed plus its action list).
        replay = Game.new([decks[seed % 10], decks[(seed + 3) % 10]], cards, seed=seed)
        total = len(game.s.cid)
        steps = 0
        while not game.over:
            legal = game.legal_actions()
            assert legal, f"seed {seed}: no legal action at step {steps} but the game is not over"
            action = rng.choice(legal)
            if steps % 7 == 0:  # check() and legal_actions() agree (sampled, to keep the test fast)
                assert all(game.check(a) is None for a in legal)
            else:
                assert game.check(action) is None
            events = game.apply(action)
            assert replay.apply(action) == events, f"seed {seed}: the replay's events differ at step {steps}"
            steps += 1
            s = game.s
            assert len(s.cid) == total
            _every_card_once(s)
            assert min(s.lore) >= 0
            assert min(s.damage) >= 0
            data = s.to_json()
            again = GameState.from_json(json.loads(json.dumps(data))).to_json()
            assert again == data, f"seed {seed}: JSON round trip differs at step {steps}"
            assert replay.s.to_json() == data, f"seed {seed}: the replay differs at step {steps}"
            assert steps < 5000, f"seed {seed}: the game does not end"
        assert game.s.winner in (0, 1)
        assert game.legal_actions() == []
        # The save file (initial state + actions) replays to the same final state, bit for bit.
        saved = json.loads(json.dumps(game.to_json()))
        assert Game.from_json(saved, cards).s.to_json() == game.s.to_json()


@pytest.mark.parametrize("players,variant", [(3, "standard"), (4, "standard"), (2, "pack_rush"), (3, "pack_rush")])
def test_multiplayer_and_pack_rush_playouts(cards: CardIndex, decks: list[list[str]], players: int,
                                            variant: str) -> None:
    for seed in range(8):
        rng = random.Random(seed)
        chosen = [decks[(seed + k) % 10] for k in range(players)]
        if variant == "pack_rush":
            chosen = [d[:24] for d in chosen]  # two boosters' worth of cards (CR 10.2.1.1)
        game = Game.new(chosen, cards, seed=seed, variant=variant)
        steps = 0
        while not game.over:
            legal = game.legal_actions()
            assert legal
            game.apply(rng.choice(legal))
            steps += 1
            _every_card_once(game.s)
            assert min(game.s.lore) >= 0
            # CR 9.2.3 / 10.2.5: in Pack Rush nobody leaves for an empty deck.
            if variant == "pack_rush":
                assert not any(game.s.out)
            assert steps < 20000
        assert game.s.winner is not None
        if variant == "pack_rush":
            assert game.s.lore[game.s.winner] >= 15
        assert game.replay().s.to_json() == game.s.to_json()


# Not format-legal (many inks): a deck built to meet every keyword and Shift variant in random play.
FEATURES = [
    "Li Shang - General's Son", "Li Shang - Valiant Leader", "Hercules - True Hero", "Hercules - Divine Hero",
    "Dalmatian Puppy - Tail Wagger", "Thunderbolt - Wonder Dog", "Meilin Lee - Losing Control",
    "Meilin Lee - Popular Red Panda", "Jetsam - Ursula's Spy", "Flotsam & Jetsam - Entangling Eels", "Potato",
    "Posey - Vampire Potato", "Never Land - Mermaid Lagoon", "Kanga - Peaceful Gatherer", "HeiHei - Boat Snack",
    "Simba - Protective Cub", "Gaston - Arrogant Hunter", "Peter Pan - Never Landing", "Cri-Kee - Good Luck Charm",
    "Rafiki - Mysterious Sage", "Eeyore - Overstuffed Donkey", "Sebastian - Court Composer", "Hakuna Matata",
    "Look at This Family", "Baymax - Giant Robot", "Minnie Mouse - Beloved Princess",
    "Mickey Mouse - Standard Bearer", "Mickey Mouse & Minnie Mouse - Adventuring Duo", "Dr. Facilier - Charlatan",
    "Aladdin - Prince Ali",
]


def _agrees(game: Game, legal: list) -> None:
    """check() accepts exactly the listed actions, over the fuzzer's broad set of candidates: turn actions (every
    kind, from every zone, with drops, Shift bases, singers, abilities) or every shape of answer to the pending
    decision (CR 1.7.6: an action is legal when the rules allow it, whoever asks)."""
    from lorcana_desktop.bench.fuzz import _disagreement

    bad = _disagreement(game, legal)
    assert bad is None, bad


def test_feature_deck_playouts_use_every_mechanic(cards: CardIndex) -> None:
    seen: set[type] = set()
    for seed in range(40):
        rng = random.Random(seed)
        deck = FEATURES * 2
        game = Game.new([deck, deck], cards, seed=seed)
        while not game.over:
            legal = game.legal_actions()
            assert legal
            # Prefer turn actions over ending the turn so that boards fill up.
            choices = [a for a in legal if type(a).__name__ != "EndTurn"] or legal
            action = rng.choice(choices if rng.random() < 0.8 else legal)
            # (rng asked only between decisions, as before: the same games)
            if rng.random() < 0.2 if game.state.pending is None else len(game.actions) % 5 == 0:
                _agrees(game, legal)
            before = game.s.to_json() if rng.random() < 0.04 else None
            for e in game.apply(action):
                seen.add(type(e))
            if before is not None and game.can_undo():
                after = game.s.to_json()
                game.undo()
                assert game.s.to_json() == before  # undo gives back the exact state
                game.apply(action)
                assert game.s.to_json() == after
            _every_card_once(game.s)
            assert min(game.s.lore) >= 0 and min(game.s.damage) >= 0
        assert game.replay().s.to_json() == game.s.to_json()
    assert {ev.Shifted, ev.Sang, ev.PutUnder, ev.Moved, ev.ChallengeStarted, ev.Banished, ev.TriggerAdded} <= seen


@pytest.fixture(scope="module")
def precons() -> list[list[str]]:
    from lorcana_desktop.bench.engine import precon_decks

    decks = precon_decks()
    assert len(decks) == 6 and all(len(d) == 60 for d in decks)
    return decks


@pytest.mark.parametrize("chunk", range(3))
def test_precon_deck_playouts_with_their_abilities(cards: CardIndex, precons: list[list[str]], chunk: int) -> None:
    # The six preconstructed decks, every named ability automated (compiled or hand-written): random
    # games keep the invariants, the JSON round trip and check()/legal_actions() agreement, and replay.
    from lorcana_desktop.scripts import default_provider

    for seed in range(chunk, 60, 3):
        rng = random.Random(seed)
        pair = [precons[seed % 6], precons[(seed + 1 + seed // 6) % 6]]
        game = Game.new(pair, cards, seed=seed)
        assert all(game.card(i).automated for i in range(len(game.s.cid)) if game.name(i) != "Ink")
        total = len(game.s.cid)
        steps = 0
        while not game.over:
            legal = game.legal_actions()
            assert legal, f"seed {seed}: no legal action at step {steps}: {game.pending_info()}"
            if steps % 5 == 0:
                _agrees(game, legal)
            game.apply(rng.choice(legal))
            steps += 1
            assert len(game.s.cid) == total
            _every_card_once(game.s)
            assert min(game.s.lore) >= 0 and min(game.s.damage) >= 0
            if steps % 25 == 0:
                data = game.s.to_json()
                assert GameState.from_json(json.loads(json.dumps(data))).to_json() == data
            assert steps < 5000
        assert game.s.winner is not None
        saved = json.loads(json.dumps(game.to_json()))
        assert saved["meta"]["engine"]
        assert Game.from_json(saved, cards, scripts=default_provider()).s.to_json() == game.s.to_json()
